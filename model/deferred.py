"""Modules of manasolve imported on first use: the one way a module defers an import of the
project's own code, so that a question pays only for the rooms it uses (issue 12: a tiny
``manasolve run`` of a could_produce query does not import the casting room, the grammar or
python-constraint).

A module that needs another only for some of its work writes the import twice::

    from typing import TYPE_CHECKING
    from ...model.deferred import deferred

    if TYPE_CHECKING:
        from ..casting import cast as casting
    else:
        casting = deferred("manasolve.solver.casting.cast")

mypy reads the import statement (the names keep their types); ``tests/test_architecture.py``
reads it too, as an edge of the import graph checked against back edges between rooms like any
other, and checks that every ``deferred`` call names a module imported so under
``TYPE_CHECKING`` in the same module, so the graph read from the source stays the whole truth.
At run time the name is a stand-in that imports the module the first time one of its
attributes is read, and then reads the attribute from the module itself (never a copy: a
monkeypatched or later-set attribute is seen).
"""

from __future__ import annotations

import importlib
import sys
from types import ModuleType
from typing import Any

__all__ = ["deferred"]


class _Deferred(ModuleType):
    """A stand-in for the module of the same name: the module is imported when an attribute is
    first read (nothing is stored here; ``sys.modules`` holds the module, as for any import)."""

    def __getattr__(self, attr: str) -> Any:
        name = self.__name__
        module = sys.modules.get(name)
        if module is None:
            module = importlib.import_module(name)
        return getattr(module, attr)


def deferred(name: str) -> ModuleType:
    """A stand-in for the module ``name`` (absolute, ``manasolve.solver.casting.cast``) that
    imports it the first time one of its attributes is read.

    Parameters
    ----------
    name : str
        The module's absolute name; the caller imports the same module under
        ``TYPE_CHECKING`` (see the module's docstring).

    Returns
    -------
    ModuleType
        The stand-in: ``stand_in.attr`` is ``importlib.import_module(name).attr``.
    """
    return _Deferred(name)
