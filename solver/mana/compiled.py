"""A replacement effect on mana compiled against one event source: a pure function of the mana.

:func:`~.effects.compile_effect` resolves what an effect reads of the board (the holder's chosen
colour, the land's types, a palette); what is left is one of six operations on the mana about
to be produced, with the conditions under which it applies (614.7, 106.12b). Each operation is
a few functions of the mana (:mod:`.transforms`), one per choice it offers.
"""

from __future__ import annotations


from ...model.mana import Mana, ManaType, TypeSet
from . import transforms as tf
from .transforms import Transform
from ...model.values import dataclass

__all__ = ["Compiled", "Path", "independent"]


@dataclass(frozen=True, slots=True)
class Compiled:
    """A replacement effect resolved against one event source; hashable and board-free.

    ``op`` is one of ``set_type`` (all mana becomes one type of ``types``; ``amount`` None keeps
    the amount), ``set_color`` (coloured mana becomes one colour of ``types``), ``convert``
    (``src`` → ``dst``), ``multiply`` (by ``factor``), ``set_amount`` (same type, ``amount``),
    ``instead`` (one of ``outcomes``). ``min_amount`` and ``of_type`` say when it applies.
    ``label`` is for witnesses only.
    """

    op: str
    types: TypeSet = TypeSet(0)
    amount: int | None = None
    factor: int = 1
    src: ManaType | None = None
    dst: ManaType | None = None
    outcomes: tuple[Mana, ...] = ()
    min_amount: int = 1
    of_type: ManaType | None = None
    self_replacement: bool = False

    def applies(self, mana: Mana) -> bool:
        """106.12b / 614.7: it modifies only an event that produces mana (of the stated type/amount)."""
        total = mana.total
        if total == 0 or total < self.min_amount:
            return False
        if self.of_type is not None and mana[self.of_type] == 0:
            return False
        if self.op == "convert" and self.src is not None and mana[self.src] == 0:
            return False
        return True

    @property
    def keeps_types(self) -> bool:
        """Whether every outcome keeps only types the mana had, and some choice keeps each of
        them: multiplying by one or more, or "N mana of that type" with N >= 1. Under effects
        that all keep types, the types of the outcomes are those of the event (106.7's union
        needs no search of their orders)."""
        if self.op == "multiply":
            return self.factor >= 1
        return self.op == "set_amount" and (self.amount or 0) >= 1

    def apply(self, mana: Mana) -> list[tuple[Mana, str]]:
        """The events it can turn ``mana`` into, each with the choice made ('' if none).

        An undefined type (a chosen colour that was never chosen) gives no mana (106.5).
        """
        return [(Mana(tf.apply(t, mana.counts)), choice) for t, choice in self.steps(mana.types.mask)]

    def steps(self, present: int) -> list[tuple[Transform, str]]:
        """What it does to any mana whose types present are the bit mask ``present``: one
        function of the mana (:mod:`.transforms`) per choice, with the choice made ('' if none).
        Only "add N mana of that type" reads ``present``."""
        op = self.op
        if op == "multiply":
            return [(tf.scale(self.factor), "")]
        if op == "set_type":
            ts = list(self.types)
            if self.amount is None:
                return _choices([(tf.all_to(t), t) for t in ts])
            return _choices([(tf.constant(Mana.of(t, self.amount).counts), t) for t in ts])
        if op == "set_color":
            return _choices([(tf.colors_to(t), t) for t in self.types])
        if op == "convert":
            assert self.src is not None and self.dst is not None
            return [(tf.convert(self.src, self.dst), "")]
        if op == "set_amount":
            return _choices([(tf.constant(Mana.of(t, self.amount or 0).counts), t) for t in TypeSet(present)])
        if op == "instead":
            many = len(self.outcomes) > 1
            return [(tf.constant(m.counts), str(m) if many else "") for m in self.outcomes] or [(_NOTHING, "no mana can be defined")]
        raise ValueError(f"unknown replacement op {op!r}")


_NOTHING: Transform = tf.constant((0, 0, 0, 0, 0, 0))


def _choices(options: list[tuple[Transform, ManaType]]) -> list[tuple[Transform, str]]:
    if not options:
        return [(_NOTHING, "no type can be defined (106.5)")]
    many = len(options) > 1
    return [(t, f"chose {m.name}" if many else "") for t, m in options]


Path = tuple[tuple[int, str, Mana], ...]
"""The effects applied, in order: (index into the effect list, choice, mana after it)."""


def independent(a: Compiled, b: Compiled) -> bool:
    """Whether two effects commute and cannot change each other's applicability, on every event.

    Multipliers commute with each other and with effects that change only types (their
    applicability never depends on the amount). Anything else is treated as interacting.
    """
    if a.op != "multiply":
        a, b = b, a
    if a.op != "multiply" or a.of_type is not None or a.min_amount > 1:
        return False
    if b.op == "multiply":
        return b.of_type is None and b.min_amount <= 1
    type_only = b.op in ("set_color", "convert") or (b.op == "set_type" and b.amount is None)
    return type_only and b.min_amount <= 1
