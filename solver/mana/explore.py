"""The reasoning of the mana room as data, for pictures: the "could produce" references of a
board (who reads whom, through which pool) and the tree of replacement-effect orders of one mana
event with the outcome of each.

Built only from the room's public pieces: :meth:`Resolver.of` (the board after continuous
effects and the replacement effects in force), :func:`pool_key` and :func:`pool_selector` (the
permanents a reader means, 106.7), :meth:`Resolver.effects_for` (the effects that apply to an
ability, compiled) and :meth:`Compiled.applies` / :meth:`Compiled.apply` (one step of 616.1).
The answers themselves come from :func:`could_produce_all`; nothing here decides an answer.
"""

from __future__ import annotations

from dataclasses import field

from ...model.abilities import ChosenMana, CouldProduce, ManaAbility
from ...model.errors import LimitError, QueryError
from ...model.mana import Mana
from ...model.state import GameState
from ..board.views import AbilityRef, View
from ..options import Options
from .events import events
from .replacement import Compiled
from .resolver import Resolver, could_produce_all, pool_key, pool_selector
from ...model.values import dataclass

__all__ = ["Reference", "References", "TreeNode", "references", "replacement_orders"]


@dataclass(frozen=True, slots=True)
class Reference:
    """A mana ability of ``reader`` that reads what the permanents of ``pool`` could produce
    (``text``: the palette, "any type that a land you control could produce")."""

    reader: str
    ability: str
    pool: str
    text: str


@dataclass(frozen=True)
class References:
    """The "could produce" references of a board: every permanent with its card, controller and
    what it could produce now; every pool (the permanents one kind of reader means) with its
    members; and every reference from a reader's ability to a pool."""

    permanents: dict[str, tuple[str, str, str]]  # id -> (card name, controller, types it could produce)
    pools: dict[str, tuple[str, tuple[str, ...]]]  # pool id -> (description, member ids)
    reads: tuple[Reference, ...]


def _reads(ref: AbilityRef[ManaAbility]) -> list[CouldProduce]:
    """The could-produce palettes an ability reads (106.7)."""
    return [
        p.palette
        for o in ref.ability.effect.options
        for p in o.parts
        if isinstance(p, ChosenMana) and isinstance(p.palette, CouldProduce)
    ]


def references(state: GameState, options: Options = Options()) -> References:
    """The references of ``state`` (see :class:`References`). Pools are named ``pool 1``,
    ``pool 2``, ... in the order the board first meets them."""
    resolver = Resolver.of(state, options)
    board = resolver.board
    fp = could_produce_all(resolver)
    permanents = {v.id: (v.permanent.card.name, v.controller, "".join(fp.types(v.id).names())) for v in board}
    pools: dict[str, tuple[str, tuple[str, ...]]] = {}
    names: dict[object, str] = {}
    reads: list[Reference] = []
    for v in board:
        for ref in v.producing_abilities(options.etb_trigger_could_produce):
            for pal in _reads(ref):
                key = pool_key(pal, v)
                name = names.get(key)
                if name is None:
                    name = names[key] = f"pool {len(names) + 1}"
                    members = tuple(m.id for m in board.select(pool_selector(pal), v))
                    pools[name] = (f"{pal.of} ({_whose(key[2], v)})", members)
                reads.append(Reference(v.id, ref.text, name, str(pal)))
    return References(permanents, pools, tuple(reads))


def _whose(holder: str, view: View) -> str:
    """Whose view a pool is taken from: the reader itself, or its controller."""
    return f"seen by {holder}" if holder == view.id else f"for {holder}"


@dataclass
class TreeNode:
    """One state of the replacement search of a mana event: the mana so far; how it was reached
    (the effect applied, with its source, and the choice made); the states it can go to next.
    A node with no children is an outcome (616.1: no applicable effect is left unused)."""

    mana: Mana
    effect: str = ""
    choice: str = ""
    children: list["TreeNode"] = field(default_factory=list)


def replacement_orders(
    state: GameState,
    permanent: str,
    ability: int | None = None,
    *,
    options: Options = Options(),
    max_nodes: int = 2_000,
) -> list[tuple[str, TreeNode]]:
    """For each mana ability of ``permanent`` with {T} (or only number ``ability`` of them, as
    ``tap_for_mana`` counts), and each event it can produce, the tree of every order in which
    the replacement effects that apply can be applied (616.1; 616.1a: a self-replacement effect
    first; 614.5: each once), with the mana after each step. Costs are not checked: this shows
    what the effects would do.

    Raises
    ------
    QueryError
        When the permanent has no such ability.
    LimitError
        When the trees would have more than ``max_nodes`` nodes (the orders grow as n!).
    """
    resolver = Resolver.of(state, options)
    view = resolver.board.view(state.permanent(permanent).id)
    refs = view.tap_mana_abilities() or view.mana_abilities()
    if ability is not None:
        if not 0 <= ability < len(refs):
            raise QueryError(f"{view.id} has {len(refs)} mana abilit{'y' if len(refs) == 1 else 'ies'} to show; there is no number {ability}")
        refs = (refs[ability],)
    if not refs:
        raise QueryError(f"{view.id} has no mana ability")
    budget = [max_nodes]
    out: list[tuple[str, TreeNode]] = []
    lookup = resolver.full_fixed_point().lookup  # what readers ("could produce") may choose from
    for ref in refs:
        effects, labels = resolver.effects_for(view, ref)
        for ev in events(ref.ability, view, resolver.board, lookup, options.max_outcomes, hypothetical=True):
            root = TreeNode(ev.mana)
            _grow(root, effects, labels, tuple(range(len(effects))), budget, max_nodes)
            out.append((ref.text, root))
    return out


def _grow(node: TreeNode, effects: tuple[Compiled, ...], labels: tuple[str, ...], unused: tuple[int, ...], budget: list[int], limit: int) -> None:
    """Expand ``node`` with every effect that may apply next (iteratively: no recursion whose
    depth grows with the number of effects)."""
    stack: list[tuple[TreeNode, tuple[int, ...]]] = [(node, unused)]
    while stack:
        current, left = stack.pop()
        usable = [i for i in left if effects[i].applies(current.mana)]
        selfish = [i for i in usable if effects[i].self_replacement]
        if selfish:  # 616.1a: a self-replacement effect must be applied first
            usable = selfish
        for i in usable:
            rest = tuple(j for j in left if j != i)  # 614.5: each effect applies once
            for after, choice in effects[i].apply(current.mana):
                budget[0] -= 1
                if budget[0] < 0:
                    raise LimitError(
                        f"the tree of replacement orders has more than {limit:,} nodes; "
                        f"pass a larger max_nodes to draw it (the answers themselves never need the whole tree)"
                    )
                child = TreeNode(after, labels[i], choice)
                current.children.append(child)
                stack.append((child, rest))
