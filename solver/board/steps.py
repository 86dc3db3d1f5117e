"""The witness of the layer system: each continuous effect in the order it applied (613), with
what it did and why it applied at that point (timestamp order, a dependency, a dependency loop),
in words.
"""

from __future__ import annotations

from typing import Iterable, Mapping

from ...model.abilities import ColorChange, DefinePT, LayerEffect, LoseAbilities, ModifyPT, SetBasePT, SwitchPT, TypeChange
from ...model.vocabulary import BASIC_LAND_TYPES, LAND_TYPES
from ...model.values import dataclass

__all__ = ["EffectStep", "LayerEffect", "does", "gone_reason", "order_reason"]

@dataclass(frozen=True, slots=True)
class EffectStep:
    """One continuous effect in the order the layer system applied it (613), for the witness.

    ``order`` is its place among all the effects applied on the board (from 1); ``layer`` is 4, 5,
    6, or 7 to 10 for layers 7a to 7d (:attr:`layer_name`); ``source`` the id of the permanent whose ability generates it; ``effect`` its text;
    ``does`` what it does to the permanents it applies to; ``reason`` why it applied at this
    point (timestamp order, a dependency, a dependency loop). ``applied`` is False for an effect
    that ceased to exist before its turn (its ability was removed: 604.2, 305.7); ``affected``
    are the permanents it applied to.
    """

    order: int
    layer: int
    source: str
    effect: str
    does: str
    reason: str
    applied: bool = True
    affected: tuple[str, ...] = ()

    @property
    def layer_name(self) -> str:
        """The layer as 613.1 and 613.4 name it: "4", "5", "6", "7a", "7b", "7c" or "7d" (``layer``
        numbers the sublayers of layer 7 as 7 to 10, in the order they apply)."""
        return {7: "7a", 8: "7b", 9: "7c", 10: "7d"}.get(self.layer, str(self.layer))

    def __str__(self) -> str:
        if not self.applied:
            return f"layer {self.layer_name}, {self.source}: “{self.effect}” does not apply: {self.reason}."
        return f"{self.order}. layer {self.layer_name}, {self.source}: “{self.effect}” — {self.does}. Order: {self.reason}."

    def to_dict(self) -> dict[str, object]:
        return {
            "order": self.order,
            "layer": self.layer_name,
            "source": self.source,
            "effect": self.effect,
            "does": self.does,
            "reason": self.reason,
            "applied": self.applied,
        }


def join_words(words: Iterable[str]) -> str:
    w = list(words)
    return ", ".join(w[:-1]) + (" and " if len(w) > 1 else "") + (w[-1] if w else "")


def _ordered_types(types: Iterable[str]) -> list[str]:
    t = set(types)
    return [x for x in BASIC_LAND_TYPES if x in t] + sorted(t - set(BASIC_LAND_TYPES))


def does(e: LayerEffect) -> str:
    """What an effect does, in words, with its rule."""
    if isinstance(e, TypeChange) and (e.card_types or e.supertypes or e.all_creature_types or not e.subtypes <= LAND_TYPES):
        words = join_words(_ordered_types(e.supertypes | e.subtypes | e.card_types)) + (" with all creature types" if e.all_creature_types else "")
        if e.adding:
            return f"is also {words}, keeping its other types (205.1b)"
        return f"is {words}: new card types replace its card types and new subtypes those of the same kind (205.1a)" + (
            "; setting its land types removes the abilities of its rules text (305.7)" if e.subtypes & LAND_TYPES else ""
        )
    if isinstance(e, TypeChange):
        types = join_words(_ordered_types(e.subtypes))
        if e.adding:
            return f"gains the land type{'s' if len(e.subtypes) > 1 else ''} {types} and keeps its own types and abilities (305.7; 305.6 for basic types)"
        return f"its land types become {types}: it loses its other land types and the abilities of its rules text, not abilities granted by other effects (305.7)"
    if isinstance(e, ColorChange):
        names = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        if e.adding:
            return f"is also {join_words(names.get(t.name, t.name) for t in e.colors)}"
        return f"is {join_words(names.get(t.name, t.name) for t in e.colors) or 'colorless'}"
    if isinstance(e, LoseAbilities) and e.keywords:  # resolved12
        return "loses " + ", ".join(getattr(k, "name", str(k)).lower() for k in e.keywords) + " (613.1f)"
    if isinstance(e, LoseAbilities) and e.only is not None:  # anaph10
        return f"loses its ability {e.only}, the one whose resolution created this effect (613.1f)"
    if isinstance(e, LoseAbilities):
        return "loses all " + ("other " if e.other else "") + "abilities, those of its rules text, of its land types (305.6) and those granted before (613.1f)"
    if isinstance(e, ModifyPT) and e.per is not None:  # pt10
        return f"gets {e.power:+d}/{e.toughness:+d} for each of {e.per} (613.4c)"
    if isinstance(e, ModifyPT):
        return f"gets {e.power:+d}/{e.toughness:+d} (613.4c)"
    if isinstance(e, DefinePT):  # pt10
        said = [f"its {w} is {a}" for w, a in (("power", e.power), ("toughness", e.toughness)) if a is not None]
        return f"{' and '.join(said)}: a characteristic-defining ability (604.3, 613.4a)"
    if isinstance(e, SwitchPT):  # pt10
        return "its power and toughness are switched (613.4d)"
    if isinstance(e, SetBasePT) and e.own_mana_value:  # resolved12
        return "has base power and toughness each equal to its mana value (613.4b, 202.3)"
    if isinstance(e, SetBasePT) and e.per is not None:  # resolved12
        return f"has base power and toughness {e.power}/{e.toughness} times {e.per} (613.4b)"
    if isinstance(e, SetBasePT):
        return f"has base power and toughness {e.power}/{e.toughness} (613.4b)"
    quoted = "; ".join(f"“{getattr(a, 'text', '') or a}”" for a in e.abilities)
    return f"has {quoted}, in addition to its other abilities"




_WHY = {
    "existence": "applying it would remove the ability that generates this effect, 305.7",
    "applies-to": "applying it would change what this effect applies to",
    "removed": "applying it would remove the ability that generates this effect (613.1f)",
    "what it does": "applying it would change the abilities this effect gives, which it reads from the permanents it names (613.1f)",  # refs15
}


def order_reason(
    n: int,
    names: Mapping[int, str],
    loop: tuple[int, ...],
    waited: Iterable[int],
    edges: Iterable[tuple[int, int]],
    edge_reason: Mapping[tuple[int, int], str],
) -> str:
    """Why effect ``n`` applied when it did: inside a dependency loop (613.8b), after the
    effects it ``waited`` for (613.8a-b), before those that depend on it, or by timestamp (613.7).
    ``edges`` are (b, a) pairs where a depends on b, ``edge_reason`` why ("existence" or
    "applies-to"), ``names`` how to call each effect."""
    parts: list[str] = []
    if loop:
        others = [names[m] for m in loop if m != n]
        parts.append(f"in a dependency loop with {join_words(others)}: timestamp order inside the loop (613.8b)")
    waited = sorted(waited)
    if waited:
        what = []
        for b in waited:
            r = edge_reason.get((b, n))
            what.append(f"{names[b]}" + (f" ({_WHY[r]})" if r else " (it grants the ability that generates it)"))
        parts.append(f"after {join_words(what)}, on which it depends (613.8a-b)")
    dependents = sorted({a for b, a in edges if b == n})
    if dependents and not loop:
        one = len(dependents) == 1
        parts.append(
            f"before {join_words(names[a] for a in dependents)}, whose effect{'' if one else 's'} depend{'s' if one else ''} on it (613.8a-b)"
        )
    return "; ".join(parts) or "timestamp order (613.7)"


def gone_reason(
    source: str,
    remover: tuple[int, str, str] | None,
    names: Mapping[int, str],
    in_loop: bool,
    depended: bool,
) -> str:
    """Why an effect of ``source`` ceased to exist before its turn (604.2): ``remover`` is the
    effect that removed the ability generating it, as (number, source id, text), if any;
    ``in_loop`` whether the two were in a dependency loop (613.8b), ``depended`` whether its
    effect depended on the remover's (613.8a)."""
    if remover is None:
        return f"{source} no longer has the ability (604.2)"
    rn, rsource, rtext = remover
    dep = ""
    if in_loop:
        dep = f"; the two are in a dependency loop, and {names[rn]}'s applied first by timestamp (613.8b)"
    elif depended:
        dep = f"; its effect depends on {names[rn]}'s (613.8a), which therefore applied first"
    return f"{rsource}'s effect “{rtext}” removed the ability that generates it (305.7, 604.2){dep}"
