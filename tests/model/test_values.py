"""model/values.py: a frozen value class made by the project's ``dataclass`` behaves as the
standard library's frozen dataclass (issue 12 makes their creation cheaper, not different): the
same constructor (positional, keyword-only, defaults, factories, init=False fields,
``__post_init__``), equality and hash over the compared fields, repr, FrozenInstanceError,
``replace``, ``fields``, pattern matching, pickling and copying; inheritance between them."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest
from manasolve.model.values import dataclass


def _pair():
    """The same class body made by both decorators."""
    made = []
    for deco in (dataclasses.dataclass, dataclass):
        @deco(frozen=True, slots=True)
        class Value:
            a: int
            b: str = "b"
            c: tuple[int, ...] = dataclasses.field(default=(), compare=False)
            d: list[int] = dataclasses.field(default_factory=list, kw_only=True, compare=False)
            e: int = dataclasses.field(default=5, init=False)
            log: list[str] = dataclasses.field(default_factory=list, init=False, repr=False, compare=False)

            def __post_init__(self) -> None:
                self.log.append("post")

        made.append(Value)
    return made


def test_the_same_behaviour_as_the_standard_library():
    std, fast = _pair()
    for cls in (std, fast):
        v = cls(1, "x", (2,), d=[3])
        assert (v.a, v.b, v.c, v.d, v.e, v.log) == (1, "x", (2,), [3], 5, ["post"])
        assert v == cls(1, "x") and v != cls(2, "x") and hash(v) == hash(cls(1, "x"))
        assert dataclasses.replace(v, a=7).a == 7
        assert [f.name for f in dataclasses.fields(v)] == ["a", "b", "c", "d", "e", "log"]
        assert cls.__match_args__ == ("a", "b", "c")
        assert copy.deepcopy(v) == v and copy.copy(v) == v  # through __getstate__/__setstate__, as pickling
        with pytest.raises(dataclasses.FrozenInstanceError):
            v.a = 2
        with pytest.raises(dataclasses.FrozenInstanceError):
            del v.a
        with pytest.raises(TypeError):
            cls()  # a required argument is missing
        with pytest.raises(TypeError):
            cls(1, "x", (), [])  # d is keyword-only
        match v:
            case cls(1, "x"):
                pass
            case _:
                pytest.fail("no match")
    assert repr(std(1)).split("(", 1)[1] == repr(fast(1)).split("(", 1)[1]
    assert std(1) != fast(1)  # different classes are never equal


def test_derived_values_and_explicit_methods():
    """A derived class fixes a field with init=False and adds its own; methods the class defines
    (``__eq__``, ``__hash__``, ``__repr__``) are kept."""

    @dataclass(frozen=True, slots=True)
    class Base:
        name: str
        cost: int = 0

    @dataclass(frozen=True, slots=True)
    class Kicked(Base):
        name: str = dataclasses.field(default="Kicker", init=False)
        cost: int
        text: str = dataclasses.field(default="", compare=False, kw_only=True)

        def __repr__(self) -> str:
            return f"Kicker {self.cost}"

    k = Kicked(2, text="Kicker {2}")
    assert (k.name, k.cost, k.text) == ("Kicker", 2, "Kicker {2}")
    assert k == Kicked(2) and hash(k) == hash(Kicked(2)) and repr(k) == "Kicker 2"
    assert isinstance(k, Base) and k != Base("Kicker", 2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        k.cost = 3


def test_values_of_the_model_pickle():
    """Abilities cross to worker processes pickled: a slotted frozen value round-trips."""
    from manasolve.model.abilities import Const, Kicker
    from manasolve.model.costs import ManaCost

    k = Kicker(ManaCost.parse("{1}{G}"), text="Kicker {1}{G}")
    assert pickle.loads(pickle.dumps(k)) == k and pickle.loads(pickle.dumps(k)).text == "Kicker {1}{G}"
    assert pickle.loads(pickle.dumps(Const(2))) == Const(2)


def test_methods_are_compiled_on_first_use():
    """A class's ``__init__``, ``__eq__`` and ``__hash__`` are compiled when first called (a run
    uses a fraction of the model's classes), whichever is called first: a value unpickled in a
    worker is hashed or compared before any value of its class is constructed there."""

    def made():
        @dataclass(frozen=True, slots=True)
        class Point:
            x: int
            y: int = 0

        return Point

    Point = made()
    stand_in = Point.__dict__["__init__"]
    assert Point(1) == Point(1, 0) and hash(Point(1)) == hash((1, 0))
    assert Point.__dict__["__init__"] is not stand_in  # replaced by the compiled method
    for first in ("hash", "eq"):
        Fresh = made()
        value = object.__new__(Fresh)
        value.__setstate__([2, 3])  # as unpickling does: no __init__
        other = object.__new__(Fresh)
        other.__setstate__([2, 3])
        if first == "hash":
            assert hash(value) == hash((2, 3)) and value == other
        else:
            assert value == other and hash(value) == hash(other)
        assert Fresh(2, 3) == value and Fresh(2, 4) != value
