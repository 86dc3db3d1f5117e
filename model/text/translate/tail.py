"""The mana tail (``mana.lark``: "the mana tail"): the wordings of real mana cards that the families
of amounts and mana productions did not take yet.

* "Add X {G} or X {W}, where X is the number of other creatures you control." (Brigid, Doun's
  Mind): X before a symbol in each option, defined once by the where-clause that closes the
  sentence (107.3: one X for the whole sentence).
* "where X is the amount of life you gained this turn" (Accomplished Alchemist; 119.9).
* "for each different power among creatures you control" (Selvala, Eager Trailblazer; 208.1).
* "Reveal any number of artifact cards in your hand. Add {C}{C} for each card revealed this way."
  (Metalworker, Sacellum Godspeaker): the instructions happen in order (608.2c), the reveal first;
  the amount is the number of cards the player chose to reveal.
* "If you have the initiative, add {C}{C} instead." (Sarevok's Tome; 725.1, 614.15).
* "Activate only if a player has one or fewer cards in hand", "... if you have exactly zero or
  seven cards in hand" (402, 602.5b).
* "Add one mana of any color among legendary creature cards in your graveyard", "Choose a color of
  a card in your graveyard." (105.2, 404).
* "Equipped creature gets +3/+3 and has vigilance and "{T}, Sacrifice this creature: Add ..."":
  keywords and quoted abilities granted together (613.1f).
* "~ is also a Cleric, Rogue, Warrior, and Wizard." (205.1b).
* "Activate only if a Bird, Frog, Otter, or Rat entered the battlefield under your control this
  turn", "... if two or more creatures entered ..." (602.5b).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from ...abilities import (
    Ability,
    Amount,
    CardColors,
    AnyOf,
    Compare,
    HandCount,
    CardsIn,
    CastThisTurn,
    Const,
    SpellFilter,
    ChosenMana,
    ChoiceMode,
    FixedTypes,
    Designation,
    EnteredUnderYourControl,
    HasAnotherActivatedAbility,
    HasDesignation,
    IsModified,
    IsAttached,  # among17
    DistinctPowers,
    FixedMana,
    GrantAbilities,
    LifeGainedThisTurn,
    ManaEffect,
    ManaPart,
    Production,
    RevealedCards,
    ResolvedCount,
    SpendKind,
    SpendRestriction,
    TypeChange,
    XValue,
)
from ...costs import RemoveCounters
from ...mana import ALL_TYPES, ManaType, TypeSet
from ...selectors import Selector, Who
from ...vocabulary import LAND_TYPES, PERMANENT_TYPES
from .common import TranslatorBase, Unreadable, mana_of_symbols
from .continuous import Verb
from .mana import PaletteSpec, check_resolved
from .spending import not_from_hand, one_kind

__all__ = ["TailPhrases", "UNREVEALED"]

# "for each card revealed this way" before the sentence says which cards were revealed: the
# reveal sentence replaces it (:meth:`TailPhrases.revealed_then_add`); left in place, the effect
# is refused (:func:`~.mana.check_resolved`)
UNREVEALED = RevealedCards(CardsIn(zone=""))

# manatail10: the instructions whose objects "for each ... this way" counts (608.2c); "revealed"
# is the reveal of tail10 (:meth:`TailPhrases.revealed_then_add`)
_DONE_VERBS = frozenset({"exiled", "sacrificed", "destroyed", "discarded", "milled", "returned", "tapped", "untapped"})


def _map_amounts(effect: ManaEffect, swap: dict[object, Amount]) -> tuple[ManaEffect, int]:
    """The effect with each amount equal to a key of ``swap`` replaced, and how many were."""
    count = 0

    def part(p: ManaPart) -> ManaPart:
        nonlocal count
        if isinstance(p, FixedMana) and p.per in swap:
            count += 1
            return dataclasses.replace(p, per=swap[p.per])
        if isinstance(p, ChosenMana) and p.amount in swap:
            count += 1
            return dataclasses.replace(p, amount=swap[p.amount])
        return p

    options = tuple(Production(tuple(part(p) for p in o.parts)) for o in effect.options)
    return dataclasses.replace(effect, options=options), count


@v_args(inline=True)
class TailPhrases(TranslatorBase):
    """The wordings of the mana tail (107.3, 119.9, 208.1, 608.2c)."""

    # ---- X before a symbol, defined by the sentence's where-clause (107.3) ------------------

    def fixed_x(self, symbol: Token) -> Production:
        """"X {G}": X times that mana; X is the cost's (107.3) unless a where-clause defines it."""
        return Production((FixedMana(mana_of_symbols([symbol]), XValue()),))

    def mana_where(self, clause: tuple[ManaEffect, bool], where: tuple[str, Amount]) -> ManaEffect:
        """"Add X {G} or X {W}, where X is ...": the where-clause defines every X of the sentence
        (107.3: X has one value); a where-clause and no X is refused."""
        effect, n = _map_amounts(clause[0], {XValue(): where[1]})
        if n == 0:
            raise Unreadable("a where-clause defines X, but no amount is X")
        return check_resolved(effect)

    # ---- what happened this turn (119.9) ----------------------------------------------------

    def life_gained_expr(self) -> LifeGainedThisTurn:
        return LifeGainedThisTurn()

    # ---- different powers (208.1) -----------------------------------------------------------

    def per_different_power(self, sel: Selector) -> DistinctPowers:
        return DistinctPowers(sel)

    # ---- revealed this way (608.2c, 701.16a) ------------------------------------------------

    def revealed_power(self, n: int) -> tuple[str, Any]:
        return ("power", n)

    def revealed_x_cost(self, symbol: Token) -> tuple[str, Any]:
        """cov17: "with {X} in their mana cost" (Rosheen, Roaring Prophet; 107.3, 202.1)."""
        if str(symbol).upper() != "{X}":
            raise Unreadable(f"cards with {symbol} in their mana cost")
        return ("x_cost", True)

    @v_args(meta=True)
    def reveal_from_hand(self, meta: Meta, children: list[Any]) -> RevealedCards:
        """"Reveal any number of creature cards with power 5 or greater from your hand": which
        cards of the hand (402) may be revealed."""
        parts = [c for c in children if isinstance(c, tuple)]
        power = next((v for k, v in parts if k == "power"), None)
        cards = CardsIn(
            zone="hand",
            card_types=frozenset(v for k, v in parts if k == "type"),
            any_types=PERMANENT_TYPES if any(k == "permanent" for k, _ in parts) else frozenset(),
            excluded_types=frozenset(v for k, v in parts if k == "not"),
            colors=TypeSet.of([v for k, v in parts if k == "color" and isinstance(v, ManaType)]),
            text=self._cut(meta),
            supertypes=frozenset(v for k, v in parts if k == "super"),
            has_x=any(k == "x_cost" for k, _ in parts),
        )
        return RevealedCards(cards, power, text=f"each card revealed this way ({self._cut(meta)})")

    @v_args(meta=True)
    def parley_add(self, meta: Meta, children: list[Any]) -> ManaEffect:
        """manatail14: "Each player reveals the top card of their library. For each nonland card
        revealed this way, add {G}" (parley; 608.2c): the mana is counted over each player's top
        card that fits (the scenario's ``library_top``, never assumed)."""
        parts = [c for c in children if isinstance(c, tuple) and len(c) == 2 and isinstance(c[0], str)]
        clause = next(c for c in children if isinstance(c, tuple) and len(c) == 2 and isinstance(c[0], ManaEffect))
        cards = CardsIn(
            zone="library_top",
            whose=Who.ANY,
            card_types=frozenset(v for k, v in parts if k == "type"),
            any_types=PERMANENT_TYPES if any(k == "permanent" for k, _ in parts) else frozenset(),
            excluded_types=frozenset(v for k, v in parts if k == "not"),
            colors=TypeSet.of([v for k, v in parts if k == "color" and isinstance(v, ManaType)]),
            supertypes=frozenset(v for k, v in parts if k == "super"),
            text="each card revealed this way (the top card of each player's library)",
        )
        effect: ManaEffect = clause[0]
        if clause[1] or len(effect.options) != 1 or len(effect.options[0].parts) != 1:
            raise Unreadable("parley that adds more than one fixed mana per card")
        (part,) = effect.options[0].parts
        if not isinstance(part, FixedMana) or part.per != Const(1):
            raise Unreadable("parley with an amount of its own")
        return check_resolved(dataclasses.replace(effect, options=(Production((dataclasses.replace(part, per=cards),)),)))

    def per_revealed(self, *_: Token) -> RevealedCards:
        return UNREVEALED

    def revealed_then_add(self, revealed: RevealedCards, clause: tuple[ManaEffect, bool]) -> ManaEffect:
        """"Reveal any number of <cards> ... . Add {C}{C} for each card revealed this way.": the
        amount is the number of cards revealed (608.2c); an "Add" that does not count them is
        refused."""
        effect, n = _map_amounts(clause[0], {UNREVEALED: revealed})
        if n == 0:
            raise Unreadable("cards are revealed, but the mana does not count them")
        return check_resolved(effect)

    # ---- a player's designation (725.1) -------------------------------------------------------

    def cond_initiative(self) -> HasDesignation:
        return HasDesignation(Designation.INITIATIVE)

    # ---- hand sizes in activation restrictions (402, 602.5b) ----------------------------------

    def n0(self) -> int:
        return 0

    def cond_player_hand(self, bound: tuple[Compare, int]) -> HandCount:
        """"if a player has one or fewer cards in hand": some player's hand (Temple of the Dead)."""
        return HandCount(bound[0], bound[1], Who.ANY)

    def cond_hand_either(self, a: int, b: int) -> AnyOf:
        """"if you have exactly zero or seven cards in hand" (The Biblioplex): one of two sizes."""
        return AnyOf((HandCount(Compare.EXACTLY, a), HandCount(Compare.EXACTLY, b)))

    # ---- what entered under your control this turn (602.5b) -----------------------------------

    def cond_entered_under_control(self, sel: Selector) -> EnteredUnderYourControl:
        return EnteredUnderYourControl(dataclasses.replace(sel, who=Who.ANY), 1)

    def cond_entered_under_control_n(self, n: int, sel: Selector) -> EnteredUnderYourControl:
        return EnteredUnderYourControl(dataclasses.replace(sel, who=Who.ANY), n)

    # ---- colours of cards in a zone (105.2, 404) ----------------------------------------------

    def zq_legendary(self) -> tuple[str, Any]:
        return ("super", "Legendary")

    def colors_among_cards(self, cards: CardsIn) -> PaletteSpec:
        return PaletteSpec(CardColors(cards))

    def choose_color_of_card(self, cards: CardsIn) -> CardColors:
        return CardColors(cards)

    # ---- keywords and quoted abilities granted together (613.1f) ------------------------------

    def vp_keywords_quoted(self, _verb: None, kws: tuple[Ability, ...], *quoted: str) -> Verb:
        """"has vigilance and "{T}: Add one mana of any color."": one grant of the keywords and of
        the abilities in quotation marks, each read like a printed one (layer 6, 613.1f)."""
        abilities: tuple[Ability, ...] = kws
        for q in quoted:
            abilities += self._read_quoted(q)
        return lambda sel, text: [GrantAbilities(sel, abilities, text=text)]

    # ---- modified (700.9) ---------------------------------------------------------------------

    def cond_self_modified(self, _self: object) -> IsModified:
        return IsModified()

    def cond_self_equipped(self, _self: object) -> IsAttached:
        """among17: "this creature is equipped" (301.5: an Equipment is attached to it)."""
        return IsAttached("Equipment")

    def cond_self_enchanted(self, _self: object) -> IsAttached:
        """among17: "this creature is enchanted" (303.4: an Aura is attached to it)."""
        return IsAttached("Aura")

    # ---- "is also a ..." (205.1b) -------------------------------------------------------------

    def also_types(self, sel: Selector, types: frozenset[str]) -> TypeChange:
        """"~ is also a Cleric, Rogue, Warrior, and Wizard": subtypes added to its others (205.1b;
        layer 4, 613.1d); land types are not added to what is not a land."""
        if types & LAND_TYPES and "Land" not in sel.card_types:
            raise Unreadable("land types added to something that may not be a land")
        return TypeChange(sel, types, adding=True, text=self._source)

    # ---- "Remove one or more ... counters" (118.3, 107.3) --------------------------------------

    @v_args(meta=True)
    def remove_one_or_more(self, meta: Meta, children: list[Any]) -> RemoveCounters:
        kind = next(c for c in children if isinstance(c, str))
        return RemoveCounters(kind, None, text=self._source, at_least=1)

    # ---- manatail10: amounts known only as the effect resolves (608.2c) ----------------------

    def fixed_that_much(self, *args: object) -> Production:
        """"add that much {G}", "add twice that much {G}": the number the trigger event or an
        earlier instruction gave (608.2c), ``times`` over."""
        times = next((a for a in args if isinstance(a, int)), 1)
        symbols = [a for a in args if isinstance(a, Token)]
        return Production((FixedMana(mana_of_symbols(symbols), ResolvedCount("that much", times)),))

    def that_much_amount(self) -> ResolvedCount:
        """"that much mana of any one color": the number the trigger event or an earlier
        instruction gave (608.2c)."""
        return ResolvedCount("that much")

    def mana_lost_this_way(self) -> Production:
        """"add the mana lost this way": as much mana, of the same types, as an earlier
        instruction made a player lose (608.2c): each mana of any type the lost mana had."""
        return Production((ChosenMana(ResolvedCount("the mana lost this way"), FixedTypes(ALL_TYPES), ChoiceMode.COMBINATION),))

    @v_args(meta=True)
    def per_done_this_way(self, meta: Meta, children: list[Any]) -> ResolvedCount:
        """"for each permanent destroyed this way", "for each card exiled this way": how many
        objects an earlier instruction of the effect acted on (608.2c); the verb is a past
        participle of such an instruction, anything else is refused."""
        text = self._cut(meta)
        verb = text.split()[-3].lower() if len(text.split()) >= 3 else ""
        if verb not in _DONE_VERBS:
            raise Unreadable(f"'{text}' counts nothing an instruction did")
        return ResolvedCount(f"each {text}")

    @v_args(meta=True)
    def that_mana_value(self, meta: Meta, _children: list[Any]) -> ResolvedCount:
        """"that spell's mana value" (Mana Drain), "that creature's mana value" (Energy Tap): the
        mana value of the object an earlier instruction acted on (608.2c, 202.3)."""
        return ResolvedCount(self._cut(meta))

    def either_per_spec(self, *args: object) -> ManaEffect:
        """"{B} or {G} for each ...": as many mana as the amount, each of the symbols' types chosen
        one by one (a combination, 106.1)."""
        symbols = [a for a in args if isinstance(a, Token)]
        per = next(a[1] for a in args if isinstance(a, tuple) and a[0] == "per")
        mask = 0
        for sym in symbols:
            mana = mana_of_symbols([sym])
            if mana.total != 1:
                raise Unreadable(f"'{sym}' is not one mana")
            mask |= mana.types.mask
        return ManaEffect((Production((ChosenMana(per, FixedTypes(TypeSet(mask)), ChoiceMode.COMBINATION),)),))

    def either_per(self, effect: ManaEffect) -> ManaEffect:
        return effect

    @v_args(meta=True)
    def resolved_expr(self, meta: Meta, _children: list[Any]) -> ResolvedCount:
        """"the amount of mana spent to cast that spell", "the amount of mana that player lost this
        way": what an earlier instruction acted on or caused (608.2c)."""
        return ResolvedCount(self._cut(meta))

    @v_args(meta=True)
    def per_symbol_spent(self, meta: Meta, _children: list[Any]) -> ResolvedCount:
        """cov17: "for each {S} spent to cast this spell" (Tundra Fumarole; 107.4h: {S} is mana from
        a snow source, 601.2h): the mana of that kind spent on the spell as it was cast, a number
        only its resolution knows (608.2c), never assumed."""
        return ResolvedCount(self._cut(meta))

    def delayed_mana_clause(self, verb: str, *rest: object) -> tuple[ManaEffect, bool]:
        """"add {R} at the beginning of your next main phase this turn": the mana a delayed
        triggered ability adds then (603.7), read like the same "add" without the delay."""
        spec = next(r for r in rest if isinstance(r, ManaEffect))
        return check_resolved(spec), verb == "may"

    # ---- manatail10: activation restrictions (602.5b, 602.2) ---------------------------------

    def cond_cast_this_turn(self, *args: object) -> CastThisTurn:
        """"if you've cast an instant or sorcery spell this turn", "... three or more instant
        and/or sorcery spells this turn": spells the controller cast, of that kind (602.5b)."""
        n = next((a for a in args if isinstance(a, int)), 1)
        spells = next(a for a in args if isinstance(a, SpellFilter))
        if spells.self_only or spells.caster is not Who.ANY:
            raise Unreadable("spells cast this turn by someone else")
        return CastThisTurn(dataclasses.replace(spells, caster=Who.YOU), n)

    def quality_either_and_or(self, first: str, _and_or: Token, second: str) -> tuple[str, object]:
        """"instant and/or sorcery spells": each spell of one of the two types."""
        return ("either", frozenset({first, second}))

    def unlock_kind(self) -> str:
        return "unlock"

    def cond_another_activated(self, _self: object) -> HasAnotherActivatedAbility:
        return HasAnotherActivatedAbility()

    # ---- manatail10: spending restrictions (106.6) -------------------------------------------

    @v_args(meta=True)
    def spend_cant_cast(self, meta: Meta, children: list[Any]) -> SpendRestriction:
        """"You can't spend this mana to cast spells.": the mana pays for any ability (and the
        uses no query pays for), never for casting a spell (106.6); a kind of spells named is left
        to "This mana can't be spent to cast <spells>"."""
        kind = one_kind(children)
        if (elsewhere := not_from_hand(kind, self._cut(meta))) is not None:  # "spells from your hand" (Karolina Dean)
            return elsewhere
        if kind != SpendKind(text=kind.text):  # "spells": every spell; a kind is the other family's
            raise Unreadable(f"you can't spend this mana to cast {kind.text!r}")
        return SpendRestriction((), (None,), text=self._cut(meta))
