"""The error raised for card text the grammar cannot read."""

from __future__ import annotations


class CardTextError(ValueError):
    """A sentence of a card's text that adds mana, changes the mana produced, or asks what could
    be produced, and that the grammar cannot read. Names the card and the sentence."""

    def __init__(self, card: str, sentence: str, reason: str = "the grammar cannot read this sentence"):
        self.card = card
        self.sentence = sentence
        self.reason = reason
        super().__init__(f"card {card!r}: {reason}: {sentence!r}")
