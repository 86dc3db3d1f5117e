"""activation13: activation restrictions (602.5b) the other condition families do not read:
moments of the turn ("before blockers are declared", "during combat after blockers are
declared", "during their turn before the end step", "during their draw step"), a graveyard's
cards ("if seven or more cards are in your graveyard", "if an opponent has eight or more cards in
their graveyard", 404), life gained or lost this turn (119.9, 119.3), and the negative form "You
can't activate this ability during combat."
"""

from __future__ import annotations

import dataclasses
from typing import Any, cast

from lark import Token, v_args

from ...abilities import LifeAboveStarting, OpponentHadEnter
from ...abilities import PaymentBanGrant, PaymentProhibition  # bans19
from ...abilities import EntersWithCounters, XAtMost, ActivationProhibition, CastProhibition, Compare, DuringStep, SpellFilter, DuringTurn, GraveyardCount, LifeChangedThisTurn, NotDuring, TurnStep
from ...selectors import SELF, Relation, Selector, Who
from ...abilities import CardsIn, Const, EntersGrant, GrantAbilities, ManaSpentAtLeast, WasKicked, XIsAtLeast, XValue
from ...abilities import ManaSpentToCast, SpellCast, SpellManaValue, SpendKind, TriggeredAbility  # enters16
from ...abilities import FlashGrant, FlashPermission, SpellKeywordGrant, SpellsHaveKeyword  # enters16
from ...mana import ManaType
from ...vocabulary import PERMANENT_TYPES  # audit35
from ...costs import ManaCost
from .casting import CastingPhrases, _is_amount
from .common import TranslatorBase, Unreadable
from .spending import one_kind, rider_counters_and_gains

__all__ = ["ActivationPhrases"]


def _words(got: object, *expected: str) -> None:
    """Words the grammar matches as any WORD (a keyword literal would stop them being WORDs in the
    other rules), checked here."""
    words = [str(t).lower() for t in (got if isinstance(got, tuple) else (got,))]
    if words != list(expected):
        raise Unreadable(f"{' '.join(words)!r} where {' '.join(expected)!r} is read")


@v_args(inline=True)
class ActivationPhrases(TranslatorBase):
    """The phrases of the activation13 block of ``mana.lark``."""

    # ---- moments of the turn (500.1, 506.1, 504, 513) -------------------------------------------

    def act_before_blockers(self) -> DuringStep:
        """"before blockers are declared": before combat, or in its beginning or declare
        attackers step (509.1)."""
        return DuringStep(TurnStep.BEFORE_BLOCKERS)

    def act_before_damage_step(self, word: Token) -> DuringStep:
        """"before the combat damage step" (510)."""
        _words(word, "damage")
        return DuringStep(TurnStep.BEFORE_COMBAT_DAMAGE)

    def act_after_blockers(self) -> DuringStep:
        """"during combat after blockers are declared": the declare blockers step and later steps
        of combat (509, 510, 511)."""
        return DuringStep(TurnStep.AFTER_BLOCKERS)

    def act_before_damage_dealt(self, damage: Token, dealt: Token) -> DuringStep:
        """"during combat before combat damage has been dealt" (510.2: dealt as the combat damage
        step begins)."""
        _words((damage, dealt), "damage", "dealt")
        return DuringStep(TurnStep.COMBAT_BEFORE_DAMAGE)

    def act_before_combat(self) -> DuringStep:
        """"before combat": the beginning phase and the first main phase (500.1)."""
        return DuringStep(TurnStep.BEFORE_COMBAT)

    def act_turn_before_end(self) -> tuple[DuringTurn, DuringStep]:
        """"during their turn before the end step": the activating player's turn (the restriction
        is read for the player who activates, 602.2), before its end step (513)."""
        return (DuringTurn(Who.YOU), DuringStep(TurnStep.BEFORE_END_STEP))

    def step_draw(self, word: Token) -> TurnStep:
        """"draw step" (504)."""
        _words(word, "draw")
        return TurnStep.DRAW

    # ---- graveyards (404) ---------------------------------------------------------------------

    def act_opponent_graveyard(self, bound: tuple[Compare, int], what: tuple[frozenset[str], frozenset[str]]) -> GraveyardCount:
        """"if an opponent has eight or more cards in their graveyard": some opponent's."""
        return GraveyardCount(bound[0], bound[1], card_types=what[0], subtypes=what[1], whose=Who.OPPONENT)

    # ---- life this turn (119.9, 119.3) --------------------------------------------------------

    def act_you_lost_life(self) -> LifeChangedThisTurn:
        return LifeChangedThisTurn(gained=False)

    def cond_opponent_had_enter(self, *parts: object) -> OpponentHadEnter:
        """"an opponent had two or more creatures enter the battlefield under their control this
        turn" (118.9): the selector names anyone's permanents; whose is the opponent's."""
        n = next((p for p in parts if isinstance(p, int) and not isinstance(p, bool)), 1)
        what = next(p for p in parts if isinstance(p, Selector))
        if what.who is not Who.ANY or what.relation is not Relation.NONE:
            raise Unreadable("a controller inside what entered")
        return OpponentHadEnter(what, n)

    def act_life_above_starting(self, n: int, word: Token) -> LifeAboveStarting:
        """"if you have at least 10 life more than your starting life total" (103.4)."""
        _words(word, "starting")
        return LifeAboveStarting(n)

    # ---- "You can't activate this ability during ..." (602.5b) --------------------------------

    def act_cant_during_step(self, _cant: Token, *parts: object) -> tuple[NotDuring]:
        whose = next((p for p in parts if isinstance(p, Who)), Who.ANY)
        step = next(p for p in parts if isinstance(p, TurnStep))
        return (NotDuring(DuringStep(step, whose)),)

    def act_cant_during_your_turn(self, _cant: Token) -> tuple[NotDuring]:
        return (NotDuring(DuringTurn(Who.YOU)),)

    def act_cant_during_opponent_turn(self, _cant: Token, *_: object) -> tuple[NotDuring]:
        return (NotDuring(DuringTurn(Who.OPPONENT)),)

    # ---- "X can't be greater than ..." (107.3, 601.2b) ----------------------------------------

    def x_at_most(self, _cant: Token, amount: object) -> XAtMost:
        if not _is_amount(amount) or isinstance(amount, XValue):
            raise Unreadable("not an amount")
        return XAtMost(amount, text=self._source)

    # ---- counters other permanents enter with (614.1c) -----------------------------------------

    def others_enter_with_amount(self, affected: Selector, *rest: object) -> EntersWithCounters:
        """"Each other creature you control enters with a number of additional +1/+1 counters on it
        equal to Arwen's toughness", "... an additional X +1/+1 counters on it, where X is ...":
        the amount is counted from the text's own permanent as the other one enters (614.1c)."""
        kind = next(str(r) for r in rest if isinstance(r, str) and not isinstance(r, Token))
        amount = next((r for r in rest if _is_amount(r) or (isinstance(r, tuple) and r[:1] == ("where",))), None)
        if isinstance(amount, tuple):
            amount = amount[1]
        if not _is_amount(amount) or isinstance(amount, XValue):
            raise Unreadable("not an amount")
        return EntersWithCounters(kind, amount, text=self._source, affected=affected)

    def others_enter_with_amount_as_type(self, affected: Selector, *rest: object) -> EntersWithCounters:
        """types15: "... equal to this creature's power and as a Mutant in addition to its other
        types" (Master Biomancer; 614.1c, 205.1b): the counters as :meth:`others_enter_with_amount`,
        and the creature type the permanent enters with (``as_subtypes``: the enters query says so;
        on the battlefield the scenario's ``extra_types`` gives the types it entered with)."""
        word = [r for r in rest if isinstance(r, Token) and r.type == "WORD"][-1]
        name = str(word)
        if not name[:1].isupper():
            raise Unreadable(f"not a subtype: {name!r}")
        plain = self.others_enter_with_amount(affected, *[r for r in rest if r is not word])
        return dataclasses.replace(plain, as_subtypes=frozenset({name}))

    def others_enter_with_per(self, affected: Selector, *rest: object) -> EntersWithCounters:
        """"... enter with an additional +1/+1 counter on them for each Wizard you control": that
        many for each one counted from the text's own permanent (614.1c)."""
        values = [r for r in rest if r is not None and not isinstance(r, Token)]
        kind = next(str(r) for r in values if isinstance(r, str))
        counts = [r for r in values if isinstance(r, int) and not isinstance(r, bool)]
        per = values[-1]
        if isinstance(per, tuple) and per[:1] == ("per",):  # counters14: the amounts' "per" is ("per", amount)
            per = per[1]
        if not _is_amount(per) or isinstance(per, XValue):
            raise Unreadable("not a count")
        return EntersWithCounters(kind, per, text=self._source, affected=affected, factor=counts[0] if counts else 1)

    # ---- counters14: counters permanents enter with, for a duration (611.2a, 614.1c) ------------

    def enters_grant_this_turn(self, affected: Selector, *rest: object) -> EntersGrant:
        """"This turn, each creature you control enters with an additional +1/+1 counter on it."
        (Zameck Guildmage): the enters-with-counters replacement (614.1c) the resolving ability
        creates for the rest of the turn (611.2a)."""
        values = [r for r in rest if r is not None and not isinstance(r, Token)]
        kind = next(str(r) for r in values if isinstance(r, str))
        counts = [r for r in values if isinstance(r, int) and not isinstance(r, bool)]
        n = counts[0] if counts else 1
        return EntersGrant(EntersWithCounters(kind, Const(n), text=self._source, affected=affected), "this turn", text=self._source)

    def spent_of_color(self, color: ManaType) -> ManaType:
        if color is ManaType.C:
            raise Unreadable("colorless mana spent (no colour, 105.1)")
        return color

    def spent_same_color(self) -> None:
        return None

    def enters_if_spent(self, n: int, color: ManaType | None, _spell: object, subject: Selector, count: object, kind: str, *_: object) -> EntersWithCounters:
        """counters14: "If at least three white mana was spent to cast this spell, this creature
        enters with a +1/+1 counter on it." (601.2h, 614.1c): the replacement applies only when
        the payment had that much mana of the colour (``color`` None: of one colour)."""
        if subject.relation is not Relation.SELF or isinstance(count, XValue) or not isinstance(count, int):
            raise Unreadable("another permanent, or X counters, under a condition of the mana spent")
        return EntersWithCounters(str(kind), Const(count), text=self._source, condition=ManaSpentAtLeast(n, color))

    def counters_of_kind(self, count: object, kind: str, *_: object) -> tuple[int, str]:
        if not isinstance(count, int) or isinstance(count, bool):
            raise Unreadable("a number of counters of one kind that is no number")
        return (count, str(kind))

    def enters_with_kinds(self, subject: Selector, *kinds: tuple[int, str]) -> list[EntersWithCounters]:
        """counters14: "This artifact enters with a +1/+1 counter, a flying counter, a deathtouch
        counter, and a shield counter on it." (122.1, 614.1c): one replacement for each kind."""
        if subject.relation is not Relation.SELF:
            raise Unreadable("another permanent enters")
        return [EntersWithCounters(kind, Const(n), text=self._source) for n, kind in kinds]

    def enters_with_kinds_if(self, cond: object, subject: Selector, *kinds: tuple[int, str]) -> list[EntersWithCounters]:
        """counters14: "If you control five or more untapped lands, this creature enters with two
        +1/+1 counters and a lifelink counter on it." (614.1c: checked as it enters)."""
        conds = cond if isinstance(cond, tuple) else (cond,)
        if len(conds) != 1:
            raise Unreadable("several conditions")
        return [dataclasses.replace(e, condition=cast(Any, conds[0])) for e in self.enters_with_kinds(subject, *kinds)]

    def enters_word(self) -> bool:
        return False

    def escapes_word(self) -> bool:
        return True

    def choice_kind(self, kind: str) -> str:
        return kind

    def kind_first_strike(self) -> str:
        return "first strike"

    def kind_double_strike(self) -> str:
        return "double strike"

    def enters_with_choice(self, subject: Selector, escapes: bool, *kinds: object) -> EntersWithCounters:
        """counters14: "This creature enters with your choice of a flying counter or a first strike
        counter on it." (614.1c: chosen as it enters; the enters query's ``chosen_counters``);
        "escapes with ..." only if it escaped (702.138c)."""
        return self._choice(subject, escapes, 1, [k for k in kinds if isinstance(k, str)])

    def enters_with_choice_n(self, subject: Selector, escapes: bool, n: int, *kinds: object) -> EntersWithCounters:
        """counters14: "... your choice of two different counters on it from among menace,
        deathtouch, and lifelink." (Grimdancer): ``n`` different kinds, one counter of each."""
        return self._choice(subject, escapes, n, [k for k in kinds if isinstance(k, str)])

    def _choice(self, subject: Selector, escapes: bool, n: int, kinds: list[str]) -> EntersWithCounters:
        if subject.relation is not Relation.SELF:
            raise Unreadable("another permanent enters")
        choices = tuple(dict.fromkeys(kinds))
        if len(choices) < 2 or not 1 <= n < len(choices):
            raise Unreadable("a choice of counters that is no choice")
        return EntersWithCounters("", Const(1), text=self._source, if_escaped=escapes, choices=choices, choose=n)

    def enters_keywords(self, kws: tuple[object, ...]) -> tuple[object, ...]:
        return kws

    def enters_first_strike(self) -> tuple[object, ...]:
        got = self._read_quoted("First strike")  # read as a keyword line (702.7)
        if len(got) != 1:
            raise Unreadable("first strike")
        return tuple(got)

    def kicked_enters_with_keywords(self, subject: Selector, count: object, kind: str, *rest: object) -> tuple[str, WasKicked, list[object]]:
        """counters14: "If this creature was kicked, it enters with two +1/+1 counters on it and
        with haste." (Pouncing Kavu): the counters if kicked (702.33d, 614.1c), and the keyword
        abilities it enters with, which it has while on the battlefield when kicked (the scenario's
        permanent key ``kicked``; the enters query's ``gains``)."""
        if subject.relation is not Relation.SELF or not isinstance(count, int) or isinstance(count, bool):
            raise Unreadable("another permanent, or X counters, if kicked")
        kws: tuple[Any, ...] = next(r for r in rest if isinstance(r, tuple))
        counters: list[object] = [EntersWithCounters(str(kind), Const(count), text=self._source, if_kicked=True)]
        # audit23: "two +1/+1 counters and a trample counter" (Voidpouncer): a second kind, counted alike
        second = [r for r in rest if r is not None and not isinstance(r, tuple)]
        if second:
            more, other = second[:2]
            if not isinstance(more, int) or isinstance(more, bool):
                raise Unreadable("X counters of a second kind, if kicked")
            counters.append(EntersWithCounters(str(other), Const(more), text=self._source, if_kicked=True))
        grant = GrantAbilities(SELF, kws, text=self._source)
        return ("as long as", WasKicked(), [*counters, grant])

    def enters_grant(self, kws: tuple[object, ...]) -> tuple[object, ...]:
        return kws

    def enters_quoted(self, *quoted: str) -> tuple[object, ...]:
        """types15: "and with "Pay 3 life: Regenerate this creature."": the quoted abilities it
        enters with (read like printed text; 113.1a)."""
        got: tuple[object, ...] = ()
        for q in quoted:
            got += tuple(self._read_quoted(q))
        return got

    def kicked_with_enters_with(self, subject: Selector, *rest: object) -> tuple[str, WasKicked, list[object]]:
        """types15: "If this creature was kicked with its {1}{B} kicker, it enters with two +1/+1
        counters on it and with first strike." (the volvers, 702.33e: a spell with two kicker costs
        may be kicked with either or both, and this text asks for one of them): the counters if
        that kicker cost was paid (614.1c; the enters query's ``kicked_with``), and the abilities
        it enters with, which it has while on the battlefield (the permanent key ``kicked_with``)."""
        syms = [str(r) for r in rest if isinstance(r, Token) and r.type == "MANA_SYM"]
        word = next(r for r in rest if isinstance(r, Token) and r.type == "WORD")
        values = [r for r in rest if not isinstance(r, Token) and r is not None]
        count, kind, granted = values[0], values[1], values[-1]
        if str(word).lower() != "kicker" or subject.relation is not Relation.SELF:
            raise Unreadable("not 'kicked with its <cost> kicker'")
        if not isinstance(count, int) or isinstance(count, bool) or not isinstance(granted, tuple) or not granted:
            raise Unreadable("X counters, or nothing granted, if kicked with a kicker")
        cost = ManaCost.parse("".join(syms))
        counters = EntersWithCounters(str(kind), Const(count), text=self._source, if_kicked=True, kicker=cost)
        grant = GrantAbilities(SELF, cast(Any, granted), text=self._source)
        return ("as long as", WasKicked(cost), [counters, grant])

    def kicked_enters_with_per(self, subject: Selector, count: object, kind: str, *rest: object) -> EntersWithCounters:
        """counters14: "If this creature was kicked, it enters with a +1/+1 counter on it for each
        nonbasic land your opponents control." (702.33d, 614.1c): counted as it enters."""
        per = next((r for r in rest if r is not None and not isinstance(r, Token)), None)
        if isinstance(per, tuple) and per[:1] == ("per",):
            per = per[1]
        if subject.relation is not Relation.SELF or not isinstance(count, int) or isinstance(count, bool) or not _is_amount(per) or isinstance(per, XValue):
            raise Unreadable("another permanent, or no count, if kicked")
        return EntersWithCounters(str(kind), per, text=self._source, if_kicked=True, factor=count)

    def enters_if_x_at_least(self, n: int, kind: str, *_: object) -> EntersWithCounters:
        """counters14: "If X is 5 or more, it enters with an additional X +1/+1 counters on it."
        (107.3m: the spell's X; 614.1c)."""
        return EntersWithCounters(str(kind), XValue(), text=self._source, condition=XIsAtLeast(n))

    def cards_in_all_hands(self, _poss: Token, hands: Token) -> CardsIn:
        """counters14: "the total number of cards in all players' hands" (402)."""
        if str(hands).lower() != "hands":
            raise Unreadable(f"'all players' {hands}'")
        return CardsIn(zone="hand", whose=Who.ANY, text="cards in all players' hands")

    # ---- who can't activate what (602.5, 101.2) -------------------------------------------------

    def cast_and_activate_prohibition(self, players: Who, _cant: Token, spells: SpellFilter, sources: Selector) -> list[CastProhibition | ActivationProhibition]:
        """"During your turn, your opponents can't cast spells or activate abilities of artifacts,
        creatures, or enchantments." (Grand Abolisher): two prohibitions, each only during the
        turns of the source's controller; mana abilities are activated abilities too (605.1a:
        Grand Abolisher's ruling, an opponent can't tap their Llanowar Elves for mana then)."""
        if spells.caster is not Who.ANY:
            raise Unreadable("a caster inside a prohibition's spells")
        return [
            CastProhibition(players, spells, during_your_turn=True, text=self._source),
            ActivationProhibition(players, _anyones(sources), during_your_turn=True, text=self._source),
        ]

    def prohibited_sources(self, sel: Selector) -> Selector:
        return sel

    def sources_one_of_types(self, *types: str) -> Selector:
        """"artifacts, creatures, or enchantments": a permanent of one of the types (``either``)."""
        return Selector(either=tuple(Selector(card_types=frozenset({t})) for t in types), text=", ".join(t.lower() + "s" for t in types))

    def loyalty_prohibition(self, players: Who, _cant: Token, kind: str, _poss: Token, word: Token) -> ActivationProhibition:
        """"Players can't activate planeswalkers' loyalty abilities." (The Immortal Sun; 606.3)."""
        _words(word, "loyalty")
        return ActivationProhibition(players, Selector(card_types=frozenset({kind})), loyalty_only=True, text=self._source)

    def enchanted_player_activation_prohibition(self, _cant: Token, _isnt: Token, *words: Token) -> ActivationProhibition:
        """audit20: "Enchanted player can't activate abilities that aren't mana abilities or loyalty
        abilities." (Overwhelming Splendor): the player the Aura enchants (303.4) can't activate
        the abilities of the permanents they may activate (602.5), but for mana abilities (605.1a)
        and, with "or loyalty abilities", loyalty abilities (606.3)."""
        loyalty = False
        for w in words:
            if isinstance(w, Token) and w.type == "WORD":
                _words(w, "loyalty")
                loyalty = True
        return ActivationProhibition(Who.ENCHANTED_PLAYER, Selector(), except_mana=True, except_loyalty=loyalty, text=self._source)

    def activate_prohibition(self, players: Who, _cant: Token, sources: Selector) -> ActivationProhibition:
        """"Your opponents can't activate abilities of artifacts." (602.5)."""
        return ActivationProhibition(players, _anyones(sources), text=self._source)

    def activate_prohibition_your_turn(self, players: Who, _cant: Token, sources: Selector) -> ActivationProhibition:
        """"... can't activate abilities of artifacts during your turn." (602.5)."""
        return ActivationProhibition(players, _anyones(sources), during_your_turn=True, text=self._source)

    # ---- bans19: what players can't pay to cast spells or activate abilities (118.3, 101.2) ----

    def payment_prohibition(self, players: Who, _cant: Token, *bans: tuple[str, Selector | None]) -> PaymentProhibition:
        """"Players can't pay life or sacrifice nonland permanents to cast spells or activate
        abilities." (Yasharn, Implacable Earth), "... pay life or sacrifice creatures ..." (Angel of
        Jubilation): costs those players can't pay (118.3); a prohibition wins (101.2)."""
        life = any(kind == "life" for kind, _ in bans)
        sacrificed = [sel for kind, sel in bans if kind == "sacrifice" and sel is not None]
        if len(sacrificed) > 1:
            raise Unreadable("two kinds of permanents that can't be sacrificed")
        return PaymentProhibition(players, life=life, sacrifice=sacrificed[0] if sacrificed else None, text=self._source)

    def payment_prohibition_not_mana(self, players: Who, _cant: Token, *rest: Any) -> PaymentProhibition:
        """"Players can't pay life to cast spells or to activate abilities that aren't mana
        abilities." (Karn's Sylex): mana abilities (605.1a) are not stopped."""
        bans = [r for r in rest if isinstance(r, tuple)]
        return dataclasses.replace(self.payment_prohibition(players, _cant, *bans), except_mana=True)

    def ban_life(self) -> tuple[str, Selector | None]:
        return ("life", None)

    def ban_sacrifice(self, sel: Selector) -> tuple[str, Selector | None]:
        return ("sacrifice", _anyones(sel))

    def life_total_cant_change(self, _cant: Token, word: Token) -> PaymentProhibition:
        """"Your life total can't change." (Platinum Emperion): its controller can neither gain nor
        lose life (119.7, 119.8), so no cost of paying more than 0 life can be paid (119.8; the
        card's rulings); what else it stops no mana rule consults."""
        _words(word, "change")
        return PaymentProhibition(Who.YOU, life=True, text=self._source)

    def life_total_grant(self, _cant: Token, word: Token) -> PaymentBanGrant:
        """"[Until your next turn,] your life total can't change": the prohibition of
        :meth:`life_total_cant_change` as an effect a resolving spell creates (611.2a); its
        duration is the sentence's."""
        return PaymentBanGrant(self.life_total_cant_change(_cant, word), text=self._source)

    def cant_lose_life(self, players: Who, _cant: Token) -> PaymentProhibition:
        """"You can't lose life." (119.8: a cost that involves paying life can't be paid)."""
        return PaymentProhibition(players, life=True, text=self._source)

    # ---- enters16: how the next spell, or a spell just cast, enters (603.7c, 603.2, 614.1c) -----

    def next_cast_grant(self, spells: SpendKind, effect: list[Any]) -> EntersGrant:
        """"When you next cast a creature spell this turn, that creature enters with two additional
        +1/+1 counters on it." (Yuna, Grand Summoner): the delayed triggered ability (603.7c) the
        resolving ability creates, for the next spell of ``spells`` cast this turn; its counters
        (614.1c) and what it gains ("it gains haste until end of turn", "that spell gains sunburst")."""
        return _spell_grant(spells, effect, self._source)

    @v_args(meta=True)
    def flash_grant_next(self, meta: Any, children: list[Any]) -> FlashGrant:
        """"The next sorcery spell you cast this turn can be cast as though it had flash." (Quicken;
        702.8a, 601.3, 611.2a): the permission for the next spell of that kind its controller casts."""
        words = [c for c in children if isinstance(c, Token) and c.type == "WORD"]
        _words(tuple(words[-1:]), "can")
        qualities = [c for c in children if isinstance(c, tuple)]
        head = self._cut(meta)
        said = head.lower().split(" you cast")[0].removeprefix("the next ").strip()
        spells = dataclasses.replace(CastingPhrases._spell_filter([*qualities, Who.YOU], said), text=f"the next {said}")
        return FlashGrant(FlashPermission(spells, Who.YOU, text=self._source), "this turn", text=self._source, next_only=True)

    @v_args(meta=True)
    def next_spell_keyword(self, meta: Any, children: list[Any]) -> SpellKeywordGrant:
        """"The next spell you cast this turn has convoke." (Wand of the Worldsoul; 702.51a, 611.2a)."""
        word = str([c for c in children if isinstance(c, Token) and c.type == "WORD"][-1]).lower()
        if word not in ("convoke", "improvise", "delve"):
            raise Unreadable(f"“{word}” is no keyword this tool gives to the next spell")
        qualities = [c for c in children if isinstance(c, tuple)]
        said = self._cut(meta).lower().split(" you cast")[0].removeprefix("the next ").strip()
        spells = dataclasses.replace(CastingPhrases._spell_filter([*qualities, Who.YOU], said), text=f"the next {said}")
        return SpellKeywordGrant(SpellsHaveKeyword(spells, word, text=self._source), text=self._source)

    def this_way_grant(self, spells: SpendKind, effect: list[Any]) -> EntersGrant:
        """"If you cast a spell this way, that creature enters with a finality counter on it."
        (Intrepid Paleontologist; 601.3, 614.1c): what a spell cast with the permission before it
        enters with; whether the spell is a creature is the permission's to say (the reader joins
        them)."""
        counters = [v for v in effect if isinstance(v, tuple) and v[0] == "counters"]
        gains = [v for v in effect if isinstance(v, tuple) and v[0] == "gains"]
        if len(counters) > 1 or len({g[2] for g in gains}) > 1:
            raise Unreadable("two counter effects, or gains with two durations")
        entering = EntersWithCounters(counters[0][2], Const(counters[0][1]), text=self._source) if counters else None
        return EntersGrant(entering, "this way", next_spell=spells, gains=tuple(g[1] for g in gains), gains_duration=gains[0][2] if gains else "", text=self._source)

    def cast_trigger_enters(self, *children: Any) -> TriggeredAbility:
        """"Whenever you cast [your first] <spells> [each turn], that creature enters with ..."
        (603.2: a cast trigger, resolving before the spell; 614.1c): the trigger, its event a
        :class:`SpellCast`, its effect an :class:`EntersGrant` about that spell."""
        first = [c for c in children if isinstance(c, tuple) and c[:1] == ("first",)]
        spells = one_kind(list(children))
        kind, amount, factor = next(c for c in children if isinstance(c, tuple) and c[:1] == ("ctc",))[1:]
        if "Creature" not in spells.card_types:
            raise Unreadable("counters on a spell that need not become a creature")
        entering = EntersWithCounters(kind, amount, text=self._source, factor=factor)
        grant = EntersGrant(entering, "", next_spell=spells, text=self._source)
        return TriggeredAbility(self._source, event=SpellCast(spells, bool(first)), continuous=(grant,))

    def cast_trigger_double_x(self, word: Token, symbol: Token) -> TriggeredAbility:
        """audit35: "Whenever you cast a permanent spell with a mana cost that contains {X},
        double the value of X." (Unbound Flourishing): a cast trigger (603.2) that resolves before
        the spell, doubling its X (107.3m: what the permanent enters with reads that X)."""
        if str(word).lower() != "contains" or str(symbol).upper() != "{X}":
            raise Unreadable(f"a mana cost that {word} {symbol}")
        spells = SpendKind(any_types=PERMANENT_TYPES, has_x=True, text="a permanent spell with a mana cost that contains {X}")
        grant = EntersGrant(None, "", next_spell=spells, text=self._source, x_factor=2)
        return TriggeredAbility(self._source, event=SpellCast(spells), continuous=(grant,))

    def cast_first(self) -> tuple[str]:
        return ("first",)

    def ctc_fixed(self, *children: Any) -> tuple[str, str, object, int]:
        """"an additional +1/+1 counter on it [for each Dog and/or Wolf you control]"."""
        values = [c for c in children if c is not None and not isinstance(c, Token) or isinstance(c, Token) and c.type == "PT_COUNTER"]
        counts = [c for c in values if isinstance(c, int) and not isinstance(c, bool)]
        kind = next(str(c) for c in values if isinstance(c, str))
        per = next((c[1] for c in values if isinstance(c, tuple) and c[:1] == ("per",)), None)
        if per is None:
            return ("ctc", kind, Const(counts[0] if counts else 1), 1)
        if not _is_amount(per) or isinstance(per, XValue):
            raise Unreadable("not a count")
        return ("ctc", kind, per, counts[0] if counts else 1)

    def ctc_x(self, *children: Any) -> tuple[str, str, object, int]:
        """"X additional +1/+1 counters on it, where X is ..."."""
        values = [c for c in children if c is not None and not isinstance(c, Token) or isinstance(c, Token) and c.type == "PT_COUNTER"]
        kind = next(str(c) for c in values if isinstance(c, str))
        amount = values[-1]
        return ("ctc", kind, amount, 1)

    def ctx_amount(self, amount: object) -> object:
        if not _is_amount(amount) or isinstance(amount, XValue):
            raise Unreadable("not a count")
        return amount

    def ctx_mana_value_minus(self, word: Token, n: int) -> SpellManaValue:
        """"its mana value minus 4" (202.3: the spell's, as the trigger resolves)."""
        _words(word, "minus")
        return SpellManaValue(n)

    def ctx_colors_spent(self) -> ManaSpentToCast:
        """"the number of colors of mana spent to cast it" (601.2h)."""
        return ManaSpentToCast(colors=True)


def _spell_grant(spells: SpendKind, effect: list[Any], text: str) -> EntersGrant:
    """enters16: the effect of a delayed or cast trigger on the spell it is about (603.7c, 614.1c)."""
    spells = one_kind([spells])  # s14: alternatives of types and subtypes are a restriction's only
    counters, gains = rider_counters_and_gains(spells, effect)
    entering = EntersWithCounters(counters[0][2], Const(counters[0][1]), text=text) if counters else None
    return EntersGrant(entering, "this turn", next_spell=spells, gains=tuple(g[1] for g in gains), gains_duration=gains[0][2] if gains else "", text=text)


def _anyones(sources: Selector) -> Selector:
    """The permanents named without a controller ("artifacts, creatures, or enchantments") are
    anyone's: the prohibition is of who activates, not of whose permanents."""
    if sources.relation is not Relation.NONE:
        raise Unreadable("a prohibition of one permanent's abilities")
    return sources
