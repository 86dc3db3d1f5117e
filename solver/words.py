"""How the reasons of every room name a player: the scenarios' convention is that the player
called ``you`` is addressed as "your" ("under your control", "your hand"), another by name."""

from __future__ import annotations

__all__ = ["does", "possessive"]


def possessive(player: str) -> str:
    """"your" for the player called "you" (the scenarios' convention), else "NAME's".

    >>> possessive("you"), possessive("opp")
    ('your', "opp's")
    """
    return "your" if player == "you" else f"{player}'s"


def does(player: str, verb: str) -> str:
    """The player and a verb given in the third person singular, agreeing: "you control" for the
    player called "you", else "NAME controls".

    >>> does("you", "controls"), does("opp", "controls"), does("you", "has"), does("opp", "has")
    ('you control', 'opp controls', 'you have', 'opp has')
    """
    if player != "you":
        return f"{player} {verb}"
    return f"you {'have' if verb == 'has' else verb.removesuffix('s')}"
