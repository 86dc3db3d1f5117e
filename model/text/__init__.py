"""The card-text grammar: Oracle text → abilities (model.abilities) as plain data.

* ``reader.py``    — :func:`read_card_text` (and :func:`parse_abilities`): cuts a card's text into
  abilities and dispatches each piece (cost parts, mana sentences, triggers, static effects) to
  the grammar; every sentence is read, classified inert, or left unread;
* ``inert.py``     — the classifier of sentences no mana rule consults, each with a reason;
* ``mana.lark``    — the lark grammar, one section per family of phrases: costs, amounts, mana
  (productions, palettes), conditions, replacement effects, triggers, continuous effects,
  casting rules, targets, selectors;
* ``grammar.py``   — the parser, built once by a cached factory, and a safe ``read``;
* ``translate/``   — the transformer from parse trees to model data, one module per family of
  phrases (the sections of ``mana.lark``), put together in ``Translator``;
* ``keywords.py``  — keyword lines (702), read with a lexicon (model/vocabulary.py) into typed
  abilities where a rule consults them (Kicker, Prototype, Flash, Hexproof, Enchant ...);
* ``targets.py``   — the targets a sentence of a spell requires (115.1, 601.2c);
* ``sentences.py`` — reminder text, lines, sentences, cost parts and self-references.
"""

from typing import TYPE_CHECKING, Any

from ..deferred import deferred
from ..errors import CardTextError

if TYPE_CHECKING:
    from . import reader
    from .reader import CardText, parse_abilities, read_card_text
else:
    # the reader (some forty regular expressions) is imported when its names are first read:
    # a module that needs only the cutting of text (.sentences) does not pay for it (issue 12)
    reader = deferred("manasolve.model.text.reader")

    def __getattr__(name: str) -> Any:
        if name in ("CardText", "parse_abilities", "read_card_text"):
            return getattr(reader, name)
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = ["CardText", "CardTextError", "parse_abilities", "read_card_text"]
