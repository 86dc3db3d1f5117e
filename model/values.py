"""Frozen dataclasses made quickly: the :func:`dataclass` decorator of the modules that define many
value classes (``model/abilities.py`` defines more than a hundred).

The standard library's ``dataclasses.dataclass`` compiles the source of each generated method
separately (``__init__``, ``__repr__``, ``__eq__``, ``__hash__``, ``__setattr__``,
``__delattr__``: six compilations per frozen class); creating the classes was two thirds of the
start-up of a one-query ``manasolve run`` (issue 12). For the shape of the project's values
(``frozen=True`` with the default ``init``, ``eq`` and ``order``), this decorator lets the standard
library collect the fields, ``__match_args__`` and the slots, compiles ``__init__``, ``__eq__`` and
``__hash__`` together in one go, the first time one of them is called (from the standard
library's templates, so construction, equality and hashing are as fast and raise the same
errors; a run compiles only the classes it uses), and makes ``__repr__``,
``__setattr__``, ``__delattr__`` and the pickling methods of slotted classes of closures over the
field names, compiling nothing. The behaviour is the standard one (equality and hashing over the
compared fields as tuples, ``FrozenInstanceError``, ``dataclasses.fields``/``replace``/``asdict``,
pattern matching, pickling); every other shape is handed to the standard decorator unchanged.
One difference: the class's ``__dataclass_params__`` say ``frozen=False, eq=False`` (what the
standard library was asked to do), so a class made by the standard decorator with
``frozen=True`` cannot derive from one made here: derive with this decorator.

mypy reads the standard decorator (the import under ``TYPE_CHECKING``), which describes both.
"""

from __future__ import annotations

import dataclasses
import reprlib
import types
from typing import TYPE_CHECKING, Any, Callable

__all__ = ["dataclass"]

if TYPE_CHECKING:
    from dataclasses import dataclass as dataclass
else:

    def dataclass(
        cls: type | None = None,
        /,
        *,
        init: bool = True,
        repr: bool = True,
        eq: bool = True,
        order: bool = False,
        unsafe_hash: bool = False,
        frozen: bool = False,
        match_args: bool = True,
        kw_only: bool = False,
        slots: bool = False,
        weakref_slot: bool = False,
    ) -> Any:
        """``dataclasses.dataclass``, with frozen classes of the default shape made quickly (see
        the module's docstring); every other shape is made by the standard library."""

        def wrap(c: type) -> type:
            if frozen and init and eq and not order and not unsafe_hash and not weakref_slot:
                return _frozen(c, repr=repr, match_args=match_args, kw_only=kw_only, slots=slots)
            return dataclasses.dataclass(
                c, init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash, frozen=frozen,
                match_args=match_args, kw_only=kw_only, slots=slots, weakref_slot=weakref_slot,
            )

        return wrap if cls is None else wrap(cls)


def _frozen(cls: type, *, repr: bool, match_args: bool, kw_only: bool, slots: bool) -> type:
    """A frozen dataclass of ``cls``: ``__init__``, ``__eq__``, ``__hash__`` compiled together, the other
    methods made of closures."""
    for base in cls.__mro__[1:]:
        params = base.__dict__.get("__dataclass_params__")
        if params is not None and not params.frozen and not base.__dict__.get("__fast_frozen__", False):
            raise TypeError("cannot inherit frozen dataclass from a non-frozen one")
    # The standard library collects the fields, __match_args__ and the slots, compiling nothing;
    # its parameters then say frozen=False, eq=False: a class made by the standard decorator
    # with frozen=True cannot derive from one made here (it would refuse a non-frozen base).
    new: type[Any] = dataclasses.dataclass(cls, init=False, repr=False, eq=False, frozen=False, match_args=match_args, kw_only=kw_only, slots=slots)
    fields = dataclasses.fields(new)
    own = new.__dict__
    setattr(new, "__fast_frozen__", True)
    compared = tuple(f.name for f in fields if f.compare)
    hashed = tuple(f.name for f in fields if (f.compare if f.hash is None else f.hash))
    wanted = {
        "__init__": "__init__" not in own,
        "__eq__": "__eq__" not in own,
        "__hash__": own.get("__hash__") is None,  # eq and frozen: from the fields, unless the class defines one
    }
    for name, function in _compiled_on_first_use(new, fields, slots, compared, hashed, wanted).items():
        setattr(new, name, function)
    if repr and "__repr__" not in own:
        setattr(new, "__repr__", _repr_of(tuple(f.name for f in fields if f.repr)))
    names = frozenset(f.name for f in fields)
    for name in ("__setattr__", "__delattr__"):
        if name in own:
            raise TypeError(f"Cannot overwrite attribute {name} in class {new.__name__}")
    setattr(new, "__setattr__", _setattr_of(new, names))
    setattr(new, "__delattr__", _delattr_of(new, names))
    if slots:
        setattr(new, "__getstate__", _getstate)
        setattr(new, "__setstate__", _setstate)
    return new


def _compiled_on_first_use(
    cls: type, fields: tuple[dataclasses.Field[Any], ...], slots: bool, compared: tuple[str, ...], hashed: tuple[str, ...], wanted: dict[str, bool]
) -> dict[str, Callable[..., Any]]:
    """Stand-ins for the ``wanted`` methods of :func:`_methods`: the first call of any of them
    compiles the three, puts them on ``cls`` in place of the stand-ins, and runs the real one.

    A run uses a fraction of the model's two hundred classes (a one-query run creates values of
    some thirty), so compiling each class's methods only when its first value is made, compared
    or hashed takes most of the compiling out of the start-up (issue 12). Behaviour is unchanged:
    the stand-in calls the method the standard library's template defines."""
    real: dict[str, Callable[..., Any]] = {}

    def compiled(name: str) -> Callable[..., Any]:
        if not real:
            real.update(_methods(cls, fields, slots, compared, hashed, wanted))
            for n, function in real.items():
                setattr(cls, n, function)
        return real[name]

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        compiled("__init__")(self, *args, **kwargs)

    def __eq__(self: Any, other: Any) -> Any:
        return compiled("__eq__")(self, other)

    def __hash__(self: Any) -> int:
        return int(compiled("__hash__")(self))

    stand_ins: dict[str, Callable[..., Any]] = {"__init__": __init__, "__eq__": __eq__, "__hash__": __hash__}
    out: dict[str, Callable[..., Any]] = {}
    for name, want in wanted.items():
        if want:
            out[name] = stand_ins[name]
            setattr(out[name], "__qualname__", f"{cls.__qualname__}.{name}")
    return out


def _methods(
    cls: type, fields: tuple[dataclasses.Field[Any], ...], slots: bool, compared: tuple[str, ...], hashed: tuple[str, ...], wanted: dict[str, bool]
) -> dict[str, Callable[..., Any]]:
    """``__init__``, ``__eq__`` and ``__hash__`` (those ``wanted``) as the standard library writes
    them for a frozen class (3.11): the same parameters, defaults and factories, fields set with
    ``object.__setattr__``, then ``__post_init__``; equality and hash over tuples of the fields.
    Compiled together, once."""
    glob: dict[str, Any] = {"_os": object.__setattr__, "_HAS_DEFAULT_FACTORY": _HAS_DEFAULT_FACTORY}
    params: list[str] = []
    kw: list[str] = []
    body: list[str] = []
    for f in fields:
        dflt = f"_dflt_{f.name}"
        if f.default_factory is not dataclasses.MISSING:
            glob[dflt] = f.default_factory
            value = f"{dflt}() if {f.name} is _HAS_DEFAULT_FACTORY else {f.name}" if f.init else f"{dflt}()"
        elif f.init:
            value = f.name
            if f.default is not dataclasses.MISSING:
                glob[dflt] = f.default
        elif slots and f.default is not dataclasses.MISSING:
            glob[dflt] = f.default
            value = dflt
        else:
            value = ""  # read from the class attribute that holds the default
        if value:
            setter = _slot_setter(cls, f.name) if slots else None
            if setter is not None:
                # a slot's own descriptor sets it directly: a third faster than object.__setattr__,
                # which looks the name up along the class's MRO first (large boards make a view per
                # permanent)
                glob[f"_set_{f.name}"] = setter
                body.append(f" _set_{f.name}(self, {value})")
            else:
                body.append(f" _os(self, {f.name!r}, {value})")
        if f.init:
            if f.default_factory is not dataclasses.MISSING:
                param = f"{f.name}=_HAS_DEFAULT_FACTORY"
            elif f.default is not dataclasses.MISSING:
                param = f"{f.name}={dflt}"
            else:
                param = f.name
            (kw if f.kw_only else params).append(param)
    if hasattr(cls, "__post_init__"):
        body.append(" self.__post_init__()")
    source: list[str] = []
    if wanted["__init__"]:
        args = ", ".join(["self", *params, *(["*", *kw] if kw else [])])
        source += [f"def __init__({args}):", *(body or [" pass"])]
    if wanted["__eq__"]:
        mine, theirs = _tuple("self", compared), _tuple("other", compared)
        source += ["def __eq__(self, other):", " if other.__class__ is self.__class__:", f"  return {mine}=={theirs}", " return NotImplemented"]
    if wanted["__hash__"]:
        source += ["def __hash__(self):", f" return hash({_tuple('self', hashed)})"]
    local: dict[str, Any] = {}
    exec("\n".join(source) + "\n", glob, local)
    for name, function in local.items():
        function.__qualname__ = f"{cls.__qualname__}.{name}"
    return local


def _slot_setter(cls: type, name: str) -> Callable[[Any, Any], None] | None:
    """The ``__set__`` of the slot ``name`` of ``cls`` (None when it is no slot)."""
    for klass in cls.__mro__:
        attr = klass.__dict__.get(name)
        if attr is not None:
            return attr.__set__ if isinstance(attr, types.MemberDescriptorType) else None
    return None


def _tuple(obj: str, names: tuple[str, ...]) -> str:
    return "(" + "".join(f"{obj}.{name}," for name in names) + ")"


class _HasDefaultFactory:
    """The default of a parameter whose field has a default factory (as the standard library's)."""

    def __repr__(self) -> str:
        return "<factory>"


_HAS_DEFAULT_FACTORY = _HasDefaultFactory()


def _repr_of(names: tuple[str, ...]) -> Callable[[Any], str]:
    @reprlib.recursive_repr()
    def __repr__(self: Any) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{self.__class__.__qualname__}({inner})"

    return __repr__


def _setattr_of(cls: type, names: frozenset[str]) -> Callable[[Any, str, Any], None]:
    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
        object.__setattr__(self, name, value)  # an attribute of a subclass that is no dataclass

    return __setattr__


def _delattr_of(cls: type, names: frozenset[str]) -> Callable[[Any, str], None]:
    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
        object.__delattr__(self, name)

    return __delattr__


def _getstate(self: Any) -> list[Any]:
    """The fields' values (a slotted frozen class pickles its fields, as the standard library's)."""
    return [getattr(self, f.name) for f in dataclasses.fields(self)]


def _setstate(self: Any, state: list[Any]) -> None:
    for f, value in zip(dataclasses.fields(self), state):
        object.__setattr__(self, f.name, value)
