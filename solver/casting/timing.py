"""When a spell may be cast (117.1a): an instant, or a spell with flash (702.8a), any time its
caster has priority; any other spell in its caster's main phase, on their own turn, while the
stack is empty. No player gets priority in the untap step (502.4)."""

from __future__ import annotations

from ...model.state import GameState, Phase
from .profile import SpellProfile
from .words import possessive

__all__ = ["timing_refusal"]

_TYPE_RULES = {"Artifact": "301.1", "Creature": "302.1", "Enchantment": "303.1", "Planeswalker": "306.1", "Battle": "310.1", "Sorcery": "307.1"}


def timing_refusal(state: GameState, caster: str, profile: SpellProfile) -> tuple[str, str] | None:
    """Why the spell can't be cast at this moment (the reason and its rule), or None. 117.1a: an
    instant (or a spell with flash) any time its caster has priority; any other spell in its
    caster's main phase, on their turn, while the stack is empty. No player gets priority in the
    untap step (502.4)."""
    card = profile.card
    if state.phase is Phase.UNTAP:
        return ("no player receives priority during the untap step, so no spell can be cast then", "502.4")
    if profile.instant_speed:
        return None
    kind = next((t for t in ("Sorcery", "Creature", "Artifact", "Enchantment", "Planeswalker", "Battle") if t in card.card_types), "")
    rule = "117.1a" + (f", {_TYPE_RULES[kind]}" if kind in _TYPE_RULES else "")
    what = "a sorcery" if kind == "Sorcery" else f"a{'n' if kind[:1] in 'AEIOU' else ''} {kind.lower()} spell" if kind else "this spell"
    if state.active != caster:
        return (f"{card.name} is {what} without flash: it can be cast only during its caster's own turn, and it is {possessive(state.active)} turn", rule)
    if not state.phase.is_main:
        return (f"{card.name} is {what} without flash: it can be cast only in a main phase, not in {state.phase.value}", rule)
    if not state.stack_empty:
        return (f"{card.name} is {what} without flash: it can be cast only while the stack is empty", rule)
    return None
