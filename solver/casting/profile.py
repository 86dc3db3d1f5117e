"""What a card offers to whoever casts it, before any choice is made (601.2b-f): its casting
profile (prototype 718.3, alternative costs 118.9, kicker and multikicker 702.33, mandatory
additional costs 118.8, its own cost modifiers, its targets 601.2c and 303.4a, entering counters
614.1c, flash 702.8a), and whether a permanent can be targeted by a spell (shroud 702.18,
hexproof 702.11, protection 702.16).

Pure functions of a :class:`~model.cards.Card` (and of a permanent's view for targetability). The
rest of what the rules say about one spell and one board lives beside it: the permissions to cast
it (:mod:`.permissions`), timing (:mod:`.timing`), legal targets (:mod:`.targets`), cost
modifiers (:mod:`.modifiers`); the choices themselves are :mod:`.choices`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...model.abilities import Waterbend  # costs12
from ...model.abilities import (
    AdditionalCost,
    AlternativeCost,
    CastAsThoughFlash,
    SacrificeX,  # costs14
    CastOnly,
    Const,  # counters14
    OpponentDealtDamage,  # counters14
    AsEntersChoice, XValue,  # audit31
    TakenAsEnters,  # s16
    XNotZero,
    XAtMost,  # activation13
    XSpending,
    CostModifier,
    Enchant,
    EntersWithCounters,
    Flash,
    Keyword,
    Kicker,
    Modal,
    Multikicker,
    OptionalCost,
    PaidAlternativeCost,
    Prototype,
    SpellAbility,
    SpellMode,
    StaticAbility,
    TargetSpec,
    XCostPart,
)
from ...model.cards import Card
from ...model.costs import ManaCost, SymbolKind
from ...model.mana import ManaType, TypeSet
from ..board.views import View


@dataclass(frozen=True, slots=True)
class Alternative:
    """An alternative cost the card offers (118.9): its keyword name, cost and rule."""

    name: str
    cost: ManaCost
    rule: str
    parts: tuple[object, ...] = ()  # what is paid besides mana ("and return a basic land you control ...")
    condition: object = None  # "If you control a Plains, you may ..." (601.2b: checked as it is cast)
    requires: tuple[object, ...] = ()  # altcost11: what the keyword's rule asks (surge 702.117a, spectacle 702.137a, prowl 702.76a)
    untargeted: bool = False  # altcost11: overload (702.96b): cast this way, it has no targets
    sacrifice_reduces: bool = False  # altcost11: emerge (702.119a): a creature sacrificed, the cost reduced by its mana value
    sacrificed_type: str = "Creature"  # audit23: "Emerge from artifact" (Crabomination): an artifact sacrificed
    aura_targets: tuple[TargetSpec, ...] = ()  # altcost11: bestow (702.103b, 303.4a): cast as an Aura, it targets a creature
    refusal: tuple[str, str] | None = None  # among17: why a granted cost can't be used now (once each turn, its zone, its mana value), with its rule
    # audit26: a granted cost's refusal for one way of casting a prototype card only (718.3a-b: its
    # mana value and colours as cast): (prototyped, why, rule)
    refused_as: tuple[tuple[bool, str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class Mode:
    """One mode of a modal spell (700.2): its words, the additional cost of choosing it (spree,
    702.172a; tiered), the targets it requires only when it is chosen (601.2c, 700.2c), and the
    sentences that name a target the grammar did not read."""

    text: str
    cost: ManaCost | None = None
    targets: tuple[TargetSpec, ...] = ()
    unread_targets: tuple[str, ...] = ()


@dataclass(frozen=True)
class SpellProfile:
    """Everything about a card that casting it can choose or must pay (601.2b-f)."""

    card: Card
    prototype: ManaCost | None
    alternatives: tuple[Alternative, ...]
    kickers: tuple[ManaCost, ...]
    multikicker: ManaCost | None
    additional: tuple[AdditionalCost, ...]
    own_modifiers: tuple[CostModifier, ...]
    targets: tuple[TargetSpec, ...]
    entering: tuple[EntersWithCounters, ...]
    flash: bool
    cast_only: tuple[CastOnly, ...] = ()  # "Cast this spell only during combat" (601.3)
    paid_flash: ManaCost | None = None  # "as though it had flash if you pay {2} more" (702.8a, 601.2f)
    x_not_zero: bool = False  # "X can't be 0." (107.3)
    # cost10: the instructions that name a target but whose targets the card grammar did not read
    # ("Destroy target nonblack creature."): a cost that depends on the targets can't be decided
    unread_targets: tuple[str, ...] = ()
    # a modal spell (700.2, 601.2b): how many modes are chosen, and the modes
    modal: Modal | None = None
    modes: tuple[Mode, ...] = ()
    escalate: ManaCost | None = None  # 702.120a: paid for each mode chosen beyond the first
    entwine: ManaCost | None = None  # 702.42a: every mode chosen for this additional cost
    escalate_other: str | None = None  # an escalate cost that is not mana ("Escalate—Discard a card."): not weighed
    x_color: ManaType | tuple[ManaType, ...] | None = None  # casting10: "Spend only black mana on X." (107.3, 106.6); audit21: "black and/or red"
    optional: tuple[OptionalCost, ...] = ()  # altcost11: buyback, offspring, replicate, squad (601.2b, 601.2f)
    x_at_most: tuple[XAtMost, ...] = ()  # activation13: "X can't be greater than ..." (107.3, 601.2b)
    # costs14: "This spell has flash as long as you control a Spirit." (702.8a, 611.3a: it has flash
    # while the condition holds, checked as it is cast): the conditions and their sentences
    flash_if: tuple[tuple[object, str], ...] = ()

    @classmethod
    def of(cls, card: Card) -> "SpellProfile":
        """Read the casting-relevant abilities of ``card`` (its own text: a spell in hand or on
        top of a library has no abilities granted by permanents)."""
        prototype = None
        alternatives: list[Alternative] = []
        kickers: list[ManaCost] = []
        multikicker = None
        additional: list[AdditionalCost] = []
        modifiers: list[CostModifier] = []
        targets: list[TargetSpec] = []
        entering: list[EntersWithCounters] = []
        flash = False
        cast_only: list[CastOnly] = []
        paid_flash: ManaCost | None = None
        x_not_zero = False
        x_at_most: list[XAtMost] = []  # activation13
        x_color: ManaType | tuple[ManaType, ...] | None = None
        unread: list[str] = []
        modal: Modal | None = None
        modes: dict[int, Mode] = {}
        escalate: ManaCost | None = None
        escalate_other: str | None = None
        entwine: ManaCost | None = None
        optional: list[OptionalCost] = []
        flash_if: list[tuple[object, str]] = []  # costs14
        for a in card.abilities:
            if isinstance(a, Modal):
                modal = a
            elif isinstance(a, Keyword) and a.name.lower() in _MODAL_KEYWORDS:
                modal = _MODAL_KEYWORDS[a.name.lower()]
            elif isinstance(a, Keyword) and a.name.lower() in _ENTERING_KEYWORDS and a.parameter.isdigit():  # counters14
                kind = _ENTERING_KEYWORDS[a.name.lower()]
                entering.append(EntersWithCounters(kind, Const(int(a.parameter)), text=f"{a.text} (this permanent enters with {a.parameter} {kind} counters on it)"))
            elif isinstance(a, Keyword) and a.name.lower() in ("devour", "amplify") and (taken := _taken_as_enters(a)) is not None:  # s16: 702.82a-b, 702.38a
                entering.append(taken)
            elif isinstance(a, Keyword) and a.name.lower() == "ravenous":  # audit31: 702.156a
                entering.append(EntersWithCounters("+1/+1", XValue(), text="Ravenous (this permanent enters with X +1/+1 counters on it)"))
            elif isinstance(a, Keyword) and a.name.lower() in _OPTIONAL_COUNTER_KEYWORDS:  # audit31: 702.98a, 702.136a
                rule = _OPTIONAL_COUNTER_KEYWORDS[a.name.lower()]
                entering.append(EntersWithCounters(
                    "+1/+1", Const(1), condition=AsEntersChoice(f"have it enter with an additional +1/+1 counter ({a.name.lower()}, {rule})"),
                    text=f"{a.name.capitalize()} (you may have this permanent enter with an additional +1/+1 counter on it; {rule})",
                ))
            elif isinstance(a, Keyword) and a.name.lower() == "tribute" and a.parameter.isdigit():  # audit31: 702.104a
                entering.append(EntersWithCounters(
                    "+1/+1", Const(int(a.parameter)), condition=AsEntersChoice(f"an opponent paid tribute {a.parameter} (702.104a)"),
                    text=f"{a.text} (as this permanent enters, an opponent of your choice may put {a.parameter} +1/+1 counters on it)",
                ))
            elif isinstance(a, Keyword) and a.name.lower() == "bloodthirst" and a.parameter.isdigit():  # counters14: 702.54a
                entering.append(EntersWithCounters(
                    "+1/+1", Const(int(a.parameter)), condition=OpponentDealtDamage(),
                    text=f"{a.text} (if an opponent was dealt damage this turn, this permanent enters with {a.parameter} +1/+1 counters on it)",
                ))
            elif isinstance(a, Keyword) and a.name.lower() == "escalate":
                escalate = a.cost if a.cost is not None and not a.parameter else None
                escalate_other = None if escalate is not None else (a.parameter or a.text)
            elif isinstance(a, Keyword) and a.name.lower() == "entwine" and a.cost is not None:
                entwine = a.cost
            elif isinstance(a, SpellMode):  # 601.2c: its targets only when the mode is chosen
                m = modes.get(a.mode, Mode(a.text))
                missing = (a.text,) if not a.targets and needs_target(a.text) else ()
                modes[a.mode] = Mode(m.text if a.mode in modes else a.text, m.cost or a.cost, m.targets + a.targets, m.unread_targets + missing)
            elif isinstance(a, Prototype):
                prototype = a.cost
            elif isinstance(a, AlternativeCost):  # 118.9; prototype is not one (718.3)
                alternatives.append(Alternative(
                    a.name.lower(), a.cost, a.rule, a.parts, requires=a.requires, untargeted=a.untargeted, sacrifice_reduces=a.sacrifice_reduces, sacrificed_type=a.sacrificed_type,
                    aura_targets=a.aura_targets,
                ))  # keys15: its parts besides mana (702.152a "Blitz—{2}{R}{R}, Discard a card.")
            elif isinstance(a, OptionalCost):  # altcost11: 601.2b
                optional.append(a)
            elif isinstance(a, Kicker):
                kickers.append(a.cost)
            elif isinstance(a, Multikicker):
                multikicker = a.cost
            elif isinstance(a, Flash):
                flash = True
            elif isinstance(a, Enchant) and "Aura" in card.subtypes:  # 303.4a
                targets.extend(a.targets)
            elif isinstance(a, StaticAbility):
                for e in a.effects:
                    if isinstance(e, AdditionalCost):
                        additional.append(e)
                    elif isinstance(e, CostModifier) and e.spells.self_only:
                        modifiers.append(e)
                    elif isinstance(e, EntersWithCounters) and e.affected is None:  # its own (614.1c)
                        entering.append(e)
                    elif isinstance(e, CastOnly):  # 601.3: when it may be cast
                        cast_only.append(e)
                    elif isinstance(e, CastAsThoughFlash) and a.condition is not None:  # costs14: flash while a condition holds (611.3a)
                        if e.extra is not None:
                            raise ValueError("a conditional flash for more")  # the grammar reads no such sentence
                        flash_if.append((a.condition, e.text or a.text))
                    elif isinstance(e, CastAsThoughFlash):  # 702.8a: as though it had flash
                        if e.extra is None:
                            flash = True
                        else:
                            paid_flash = e.extra
                    elif isinstance(e, XNotZero):  # 107.3
                        x_not_zero = True
                    elif isinstance(e, XAtMost):  # activation13: 107.3, 601.2b
                        x_at_most.append(e)
                    elif isinstance(e, XSpending):  # casting10: 107.3, 106.6
                        x_color = e.color if e.also is None else e.colors  # audit21: either of two colours
                    elif isinstance(e, PaidAlternativeCost) and e.spells is None:  # 118.9: "... rather than pay this spell's mana cost"
                        n = sum(1 for a in alternatives if a.name.startswith("alternative"))
                        alternatives.append(
                            Alternative("alternative" + (f" {n + 1}" if n else ""), e.cost, "118.9", e.parts, e.condition)
                        )
            elif isinstance(a, SpellAbility):
                targets.extend(a.targets)
                if not a.targets and needs_target(a.text):
                    unread.append(a.text)
        return cls(
            card, prototype, tuple(alternatives), tuple(kickers), multikicker, tuple(additional),
            tuple(modifiers), tuple(targets), tuple(entering), flash, tuple(cast_only), paid_flash, x_not_zero, tuple(unread),
            modal if modes else None, tuple(modes[i] for i in sorted(modes)), escalate, entwine, escalate_other,
            x_color=x_color, optional=tuple(optional), x_at_most=tuple(x_at_most), flash_if=tuple(flash_if),
        )

    @property
    def is_land(self) -> bool:
        return "Land" in self.card.card_types

    @property
    def instant_speed(self) -> bool:
        """117.1a: an instant, or a spell with flash (702.8a), may be cast any time its caster has
        priority."""
        return "Instant" in self.card.card_types or self.flash

    def alternative(self, name: str) -> Alternative | None:
        return next((a for a in self.alternatives if a.name == name.lower()), None)

    def x_symbols(self, cost: ManaCost) -> int:
        return sum(1 for s in cost.symbols if s.kind is SymbolKind.X)

    @property
    def any_x(self) -> bool:
        """Whether any cost the spell can be cast for has {X} (107.3a)."""
        return (
            self.card.mana_cost.has_x or any(a.cost.has_x for a in self.alternatives) or bool(self.prototype and self.prototype.has_x)
            or self.x_in_additional or self.x_in_kicker
        )

    @property
    def x_in_kicker(self) -> bool:
        """costs12: whether a kicker cost has {X} ("Kicker {X}": 107.3a, X of an additional cost,
        announced when it is paid)."""
        return any(k.has_x for k in self.kickers) or bool(self.multikicker and self.multikicker.has_x)

    @property
    def x_only_in_kicker(self) -> bool:
        """costs12: whether {X} is in kicker costs and in no other cost, so that X is 0 unless the
        spell is kicked with such a cost (no cost with X is paid: there is no X to announce, 107.3a)."""
        others = self.card.mana_cost.has_x or any(a.cost.has_x for a in self.alternatives) or bool(self.prototype and self.prototype.has_x)
        return self.x_in_kicker and not others and not self.x_in_additional

    @property
    def x_in_additional(self) -> bool:
        """Whether a mandatory additional cost is sized by X ("pay X life", "discard X cards"):
        X is then announced with the costs (601.2b, 107.3a), whatever replaces the mana cost."""
        return any(isinstance(p, (XCostPart, SacrificeX)) or (isinstance(p, Waterbend) and p.cost.has_x) for a in self.additional if not a.optional for p in a.parts)  # costs14: SacrificeX  # costs12: "waterbend {X}" (701.67a)

    @property
    def variable_targets(self) -> bool:
        """Whether the number of targets is a choice (601.2c: "any number of targets")."""
        return any(t.minimum != t.maximum for t in self.targets)

    def colors(self, prototyped: bool) -> TypeSet:
        """202.2; 718.3b: a prototyped spell has the colours of its prototype mana cost."""
        if prototyped and self.prototype is not None:
            return TypeSet.of(self.prototype.colors)
        return self.card.colors


# "target" as a noun phrase a spell requires ("target creature", "any target", "two target
# players"), not "new targets for the copy" (707.10c) nor the verb ("if it targets ...")
_TARGET_WORD = re.compile(
    r"(?<!\bnew )\b(?:any target|targets?(?: (?!(?:of|for|and|it|them|you|that|this|a|an)\b)(?=\w)|(?=[.,;]|$)))", re.IGNORECASE
)
_UP_TO = re.compile(r"\bup to (?:\w+ )?(?:other )?$", re.IGNORECASE)


def needs_target(text: str) -> bool:
    """Whether a sentence names a target it requires (601.2c): "target" not after "up to [N]"
    ("each of up to X target creatures": none may be chosen, so no legal one is needed)."""
    return any(not _UP_TO.search(text[: m.start()]) for m in _TARGET_WORD.finditer(text))


_ENTERING_KEYWORDS = {
    # counters14: keywords whose rule says the permanent enters with N counters on it (614.1c):
    # modular 702.43a and graft 702.58a (+1/+1), fading 702.32a (fade), vanishing 702.63a (time)
    "modular": "+1/+1",
    "graft": "+1/+1",
    "fading": "fade",
    "vanishing": "time",
}

def _taken_as_enters(a: Keyword) -> EntersWithCounters | None:
    """s16: "Devour N", "Devour artifact N" (702.82a-b), "Amplify N" (702.38a): N +1/+1 counters
    for each object taken as it enters (the enters query's devoured / revealed)."""
    words = a.parameter.split()
    if not words or not words[-1].isdigit() or len(words) > 2:
        return None  # no number to count by (the keyword as written)
    n = int(words[-1])
    if a.name.lower() == "amplify":
        return EntersWithCounters("+1/+1", TakenAsEnters("revealed"), factor=n, text=f"{a.text} (as it enters, {n} +1/+1 counters for each card revealed that shares a creature type with it)")
    what = words[0].lower() if len(words) == 2 else "creature"
    return EntersWithCounters("+1/+1", TakenAsEnters("devoured", what), factor=n, text=f"{a.text} (as it enters, you may sacrifice any number of {what}s: {n} +1/+1 counters for each)")


_OPTIONAL_COUNTER_KEYWORDS = {
    # audit31: keywords whose rule is "You may have this permanent enter with an additional +1/+1
    # counter on it" (a choice as it enters, 614.12: the enters query's as_enters): unleash 702.98a,
    # riot 702.136a (if you don't, it gains haste: enters.py)
    "unleash": "702.98a",
    "riot": "702.136a",
}

_MODAL_KEYWORDS = {
    # 702.172a: "Spree" means "As an additional cost to cast this spell, choose one or more modes
    # and pay the costs associated with those modes"; tiered: choose one mode and pay its cost
    "spree": Modal(1, None, text="Spree"),
    "tiered": Modal(1, 1, text="Tiered"),
}


# grants13: "protection from artifacts" (702.16a): the card type of the quality as written
