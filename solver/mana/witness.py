"""Witnesses of could produce (106.7): for each type, the ability that gives it, the choices, the
chain of references to what other permanents could produce (each found earlier in the fixed
point than the type it explains, so the chain is well-founded) and the order of replacement
effects; and the ``could_produce`` query built from them.
"""

from __future__ import annotations

from ...model.state import GameState
from ..options import Options
from ..results import CouldProduce as CouldProduceResult
from ..results import ChainStep, Witness
from .graph import PoolKey
from .resolver import FixedPoint, Resolver, could_produce_all, pool_key

__all__ = ["could_produce_of", "explain"]

def explain(fp: FixedPoint, pid: str) -> list[tuple[str, Witness]]:
    """A witness for each type ``pid`` could produce: the ability, the choices, the chain of
    references (each step found earlier than the one it explains, so the chain is well-founded)
    and the order of replacement effects."""
    out = []
    for t in fp.types(pid):
        w = _witness(fp, pid, int(t), set())
        if w is not None:
            out.append((t.name, w))
    return out



def _witness(fp: FixedPoint, pid: str, t: int, seen: set[str]) -> Witness | None:
    resolver = fp.resolver
    board = resolver.board
    v = board.view(pid)
    limit = fp.found_at.get((pid, t), 0)
    seen = seen | {pid}
    for ref in v.mana_abilities():
        for ev, result, path in resolver.resolve(v, ref, fp.lookup, hypothetical=True):
            if not result.counts[t]:
                continue
            chain: tuple[ChainStep, ...] = ()
            ok = True
            for pal, letter in ev.reads:
                member = _earliest_member(fp, fp.interned[pool_key(pal, v)], letter, limit, seen)
                if member is None:
                    ok = False
                    break
                inner = _witness(fp, member, _bit(letter), seen)
                sub = ChainStep(member, letter, inner.ability, inner.replacements) if inner is not None else ChainStep(member, letter)
                chain += (sub,) + (inner.chain if inner else ())
            if not ok:
                continue
            return Witness(
                permanent=pid,
                ability=ref.text,
                produced=str(ev.mana),
                choices=ev.choices,
                chain=chain,
                replacements=resolver.steps(v, ref, path),
                effects=v.changes,
            )
    return None



def _bit(letter: str) -> int:
    return "WUBRGC".index(letter)



def _earliest_member(fp: FixedPoint, pool: PoolKey, letter: str, limit: int, seen: set[str]) -> str | None:
    t = _bit(letter)
    best, best_at = None, None
    for m in fp.pools[pool]:
        at = fp.found_at.get((m, t))
        if at is None or m in seen or (limit and at >= limit):
            continue
        if best_at is None or at < best_at:
            best, best_at = m, at
    return best



def could_produce_of(state: GameState, pid: str, *, options: Options = Options()) -> CouldProduceResult:
    """The could_produce query: types with witnesses."""
    resolver = Resolver.of(state, options)
    fp = could_produce_all(resolver, [pid])
    return CouldProduceResult(pid, fp.types(pid), tuple(explain(fp, pid)))
