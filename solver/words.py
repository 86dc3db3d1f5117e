"""How the reasons of every room name a player: the scenarios' convention is that the player
called ``you`` is addressed as "your" ("under your control", "your hand"), another by name."""

from __future__ import annotations

__all__ = ["possessive"]


def possessive(player: str) -> str:
    """"your" for the player called "you" (the scenarios' convention), else "NAME's".

    >>> possessive("you"), possessive("opp")
    ('your', "opp's")
    """
    return "your" if player == "you" else f"{player}'s"
