"""grants12: casting a commander from the command zone (903.8): "A player may cast a commander
they own from the command zone. A commander cast from the command zone costs an additional {2}
for each previous time the player casting it has cast it from the command zone that game." The
permission is the rules' own (601.3), for the commanders the scenario's ``command`` key puts in
the caster's command zone (903.6); the tax is an additional cost, added to the total cost with
the others (601.2f), whatever else is paid (an alternative cost too, 118.9d).

Pure functions of the game state, the card, the caster and the zone.
"""

from __future__ import annotations

from ...model.abilities import CommanderTaxAsLife, StaticAbility, Zone
from ...model.cards import Card
from ...model.costs import ManaCost
from ...model.state import CommandCard, GameState
from .permissions import Permission
from .words import does

__all__ = ["command_entry", "command_permissions", "command_sentence", "commander_tax"]

TAX_RULE = "903.8, 601.2f"


def command_entry(state: GameState, player: str, name: str) -> CommandCard | None:
    """The first card named ``name`` in ``player``'s command zone (903.6), or None."""
    low = name.lower()
    return next((e for e in state.command.get(player, ()) if e.card.named(low) is not None), None)


def command_permissions(state: GameState, card: Card, caster: str, zone: Zone, life_ban: str | None = None) -> list[Permission]:
    """The rules' permission to cast ``card`` from ``caster``'s command zone (903.8), with its
    commander tax: {2} for each time ``caster`` has cast it from there this game (the entry's
    ``cast_count``). None from another zone, or when the card is not in that command zone (the
    permission choice then says it is not there, 601.2a). s16: a card whose own ability has its tax
    paid as life (Liesa) asks that much life instead, refused when the caster can't pay it
    (``life_ban``: why they can't pay life now, 119.8)."""
    if zone is not Zone.COMMAND:
        return []
    entry = command_entry(state, caster, card.name)
    if entry is None:
        return []
    n = entry.cast_count
    text = "a player may cast a commander they own from the command zone"
    as_life = next((e for a in card.abilities if isinstance(a, StaticAbility) for e in a.effects if isinstance(e, CommanderTaxAsLife)), None)
    if as_life is not None and n > 0:  # s16: Liesa, the tax paid as life rather than mana (119.4)
        life = as_life.life * n
        refusals: tuple[tuple[str, str], ...] = ()
        if life_ban is not None:  # bans19: 118.3, 119.8
            refusals = ((f"its commander tax is {life} life: {life_ban}", "118.3, 119.8"),)
        elif state.life_of(caster) < life:
            refusals = ((f"its commander tax is {life} life, and {does(caster, 'has')} {state.life_of(caster)}", "119.4, 118.3"),)
        return [Permission(None, False, text, "903.8", refusals, tax=n, command=True, life=life, tax_as_life=True)]
    return [Permission(None, False, text, "903.8", tax=n, command=True)]


def commander_tax(p: Permission) -> tuple[tuple[str, ManaCost, str], ...]:
    """The commander tax of permission ``p`` as an additional cost line (903.8: {2} for each
    previous cast from the command zone; 601.2f: added with the other additional costs); none
    when there is no tax."""
    if p.tax <= 0 or p.tax_as_life:  # s16: paid as life instead (Part.life)
        return ()
    return ((f"commander tax ({p.tax} previous cast(s) from the command zone)", ManaCost.parse("{" + str(2 * p.tax) + "}"), TAX_RULE),)


def command_sentence(p: Permission) -> str:
    """The words of a cast from the command zone with permission ``p``: the rule that permits it
    and the commander tax paid (903.8)."""
    if p.tax <= 0:
        return f"with the rules' permission ({p.text}; 903.8), no commander tax: it was not cast from there before this game"
    if p.tax_as_life:  # s16: Liesa, Shroud of Dusk
        return f"with the rules' permission ({p.text}; 903.8), paying {p.life} life rather than {{{2 * p.tax}}} of commander tax for {p.tax} previous cast(s) from there (its own ability; 119.4)"
    return f"with the rules' permission ({p.text}; 903.8), and {{{2 * p.tax}}} of commander tax for {p.tax} previous cast(s) from there ({TAX_RULE})"
