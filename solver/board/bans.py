"""What a player can't pay to cast spells or activate abilities (bans19).

A cost can't be paid without the resources to pay it fully (118.3); a "can't" of an effect wins
over what a cost asks (101.2). Two kinds of effect stop parts of costs:

* a player can't pay life: "Players can't pay life or sacrifice nonland permanents to cast spells
  or activate abilities." (Yasharn, Implacable Earth), "Your life total can't change." (Platinum
  Emperion; for a duration, Teferi's Protection) and "You can't lose life" (119.8: a cost that
  involves paying life can't be paid).
  Paying 0 life is always possible (118.3b), so what they can pay is 0;
* (audit28, the other way round) a player may pay life for mana: "For each {B} in a cost, you may
  pay 2 life rather than pay that mana." (K'rrik, Son of Yawgmoth): :func:`life_for_mana`;
* a permanent can't be sacrificed: by a player's prohibition ("... or sacrifice creatures to cast
  spells or activate abilities.", Angel of Jubilation) or its own ("Equipped creature ... can't
  be sacrificed.", Assault Suit; 701.21a).

The board carries the effects in force (the layers collect them from static abilities whose
conditions hold); these functions are the one place every cost asks them.

>>> from manasolve import scenario
>>> from manasolve.solver.board.layers import compute_board
>>> s = scenario('''
... players: [you, opp]
... battlefield:
...   you: [Forest]
...   opp:
...     - {card: Yasharn Test, id: yasharn}
... cards:
...   - {name: Yasharn Test, type_line: Creature — Boar, mana_cost: "{2}{G}{W}",
...      oracle_text: "Players can't pay life or sacrifice nonland permanents to cast spells or activate abilities."}
... ''')
>>> b = compute_board(s.state)
>>> print(life_ban(b, "you"))
yasharn: “Players can't pay life or sacrifice nonland permanents to cast spells or activate abilities.”: you can't pay life
>>> payable_life(b, "you")
0
"""

from __future__ import annotations

from ...model.abilities import LifeForMana
from ...model.costs import ManaCost, ManaSymbol, SymbolKind
from ...model.mana import ManaType
from ...model.selectors import Who
from .conditions import static_effects
from .views import Board, View, view_status

__all__ = ["as_life_payable", "life_ban", "life_for_mana", "life_payable_colors", "payable_life", "sacrifice_ban"]


def _bound(who: Who, player: str, controller: str) -> bool:
    """Whether a prohibition of ``who`` (relative to its source's controller, 109.5) binds
    ``player``."""
    if who is Who.YOU:
        return player == controller
    if who is Who.OPPONENT:
        return player != controller
    return True


def life_ban(board: Board, player: str, *, mana_ability: bool = False) -> str | None:
    """Why ``player`` can't pay life to cast a spell or activate an ability (a mana ability when
    ``mana_ability``) now (118.3, 119.8), or None when nothing stops it."""
    for source_id, controller, eff in board.payment_prohibitions:
        if eff.life and _bound(eff.players, player, controller) and not (mana_ability and eff.except_mana):
            return f"{source_id}: “{eff}”: {player} can't pay life"
    return None


def payable_life(board: Board, player: str, *, mana_ability: bool = False) -> int:
    """The most life ``player`` can pay now (for a mana ability's cost when ``mana_ability``):
    their life total (119.4), or 0 when an effect says they can't pay life (118.3b: 0 life can
    always be paid)."""
    if life_ban(board, player, mana_ability=mana_ability) is not None:
        return 0
    return max(board.state.life_of(player), 0)


def sacrifice_ban(board: Board, player: str, victim: View, *, mana_ability: bool = False) -> str | None:
    """Why ``player`` can't sacrifice ``victim`` to pay a cost (of a mana ability when
    ``mana_ability``) now (701.21a, 118.3), or None."""
    own = board.unsacrificable.get(victim.id)
    if own:
        return f"{victim.id} can't be sacrificed ({', '.join(own)})"
    for source_id, controller, eff in board.payment_prohibitions:
        if eff.sacrifice is not None and _bound(eff.players, player, controller) and not (mana_ability and eff.except_mana) and eff.sacrifice.matches_characteristics(victim, view_status(victim) if eff.sacrifice.needs_state else None):
            return f"{source_id}: “{eff}”: {player} can't sacrifice {victim.id}"
    return None


def life_for_mana(board: Board, player: str, cost: ManaCost, *, mana_ability: bool = False) -> ManaCost:
    """``cost`` as ``player`` may pay it now: each coloured symbol that an effect of theirs lets them
    pay with 2 life rather than that mana ("For each {B} in a cost, you may pay 2 life rather than
    pay that mana.", K'rrik) becomes the Phyrexian symbol of its colour (paid with the mana or 2
    life, 107.4f, 119.4), unless they can't pay life (118.3, 119.8). Hybrid and Phyrexian symbols
    stay as they are (the card's words: "{B}"). Only the payment changes, never the total cost
    (601.2f, 601.2h). ``mana_ability``: the cost of a mana ability (a life ban may spare those)."""
    return as_life_payable(cost, life_payable_colors(board, player, mana_ability=mana_ability))


def life_payable_colors(board: Board, player: str, *, mana_ability: bool = False) -> frozenset[ManaType]:
    """The colours whose symbols ``player`` may pay with 2 life now (see :func:`life_for_mana`)."""
    colors = frozenset(e.mana for v, e in static_effects(board, LifeForMana) if v.controller == player)
    if not colors or life_ban(board, player, mana_ability=mana_ability) is not None:
        return frozenset()
    return colors


def as_life_payable(cost: ManaCost, colors: frozenset[ManaType]) -> ManaCost:
    """``cost`` with each coloured symbol of ``colors`` written as its Phyrexian symbol (107.4f)."""
    if not colors or not any(s.kind is SymbolKind.COLORED and s.colors[0] in colors for s in cost.symbols):
        return cost
    return ManaCost(tuple(
        ManaSymbol(SymbolKind.PHYREXIAN, s.colors) if s.kind is SymbolKind.COLORED and s.colors[0] in colors else s for s in cost.symbols
    ))
