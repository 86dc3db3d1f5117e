"""The house: the import graph of the package, read from its source (ast), has no circle, no back
edge between rooms, and no import of the project's own modules hidden inside a function.

The rooms, lowest first (ARCHITECTURE.md): ``model`` (the game's nouns and the card-text grammar),
then in ``solver``: the shared values (``options``, ``results``), ``board``, ``mana``, ``paying``,
``casting``, ``app``. A module may import from its own room and the rooms below it, never above;
the front door ``manasolve/__init__.py`` may import from anywhere (it only re-exports).
"""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx
import pytest

REPO = Path(__file__).resolve().parent.parent
MOUNTS = {"manasolve": REPO / "manasolve", "manasolve.model": REPO / "model", "manasolve.solver": REPO / "solver"}
ROOMS = ["model", "base", "board", "mana", "paying", "casting", "app"]
"""Rooms from the bottom up; ``base`` holds solver/options.py, solver/results.py and solver/__init__.py."""


def _modules() -> dict[str, Path]:
    """Every module of the package by its installed name (manasolve.solver.mana.events, ...)."""
    out: dict[str, Path] = {}
    for prefix, folder in MOUNTS.items():
        pattern = "*.py" if prefix == "manasolve" else "**/*.py"
        for path in sorted(folder.glob(pattern)):
            parts = list(path.relative_to(folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            out[".".join([prefix, *parts])] = path
    return out


MODULES = _modules()


def _room(module: str) -> str | None:
    """The room of a module (None for the front door)."""
    parts = module.split(".")
    if parts[:2] == ["manasolve", "model"]:
        return "model"
    if parts[:2] == ["manasolve", "solver"]:
        return parts[2] if len(parts) > 2 and parts[2] in ROOMS else "base"
    return None


def _target(name: str) -> str | None:
    """The module an imported name lives in (``manasolve.model.mana.Mana`` -> manasolve.model.mana)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _imports(module: str, path: Path) -> list[tuple[str, int, bool, bool]]:
    """(imported module, line, inside a function, under TYPE_CHECKING) for each own import."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    in_function: set[int] = set()
    type_only: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            in_function.update(id(n) for n in ast.walk(node))
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            type_only.update(id(n) for n in ast.walk(node))
    is_package = path.name == "__init__.py"
    out = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module.split(".") if is_package else module.split(".")[:-1]
                base = base[: len(base) - (node.level - 1)]
                origin = ".".join(base + ([node.module] if node.module else []))
            else:
                origin = node.module or ""
            names = [f"{origin}.{a.name}" for a in node.names]
        for name in names:
            if not name.startswith("manasolve"):
                continue
            target = _target(name)
            if target is not None and target != module:
                out.append((target, node.lineno, id(node) in in_function, id(node) in type_only))
    return out


EDGES = {m: _imports(m, p) for m, p in MODULES.items()}


def test_the_package_has_the_three_mounts_and_rooms():
    """manasolve is the one import name; model/ and solver/ are mounted under it."""
    assert "manasolve" in MODULES and "manasolve.model.mana" in MODULES and "manasolve.solver.board.layers" in MODULES
    rooms = {_room(m) for m in MODULES}
    assert rooms == set(ROOMS) | {None}


def test_no_import_circle():
    """No module imports (directly or through others) a module that imports it back: each room
    can be read, and tested, from the bottom up."""
    g: nx.DiGraph[str] = nx.DiGraph()
    g.add_nodes_from(MODULES)
    g.add_edges_from((m, t) for m, edges in EDGES.items() for t, _line, _fn, type_only in edges if not type_only)
    circles = [sorted(c) for c in nx.strongly_connected_components(g) if len(c) > 1]
    assert circles == []


def test_no_back_edge_between_rooms():
    """model never imports solver; each solver room imports only from its own room and those below
    (base < board < mana < paying < casting < app)."""
    back = []
    for module, edges in EDGES.items():
        room = _room(module)
        if room is None:
            continue
        for target, line, _fn, _type_only in edges:
            other = _room(target)
            if other is None or ROOMS.index(other) > ROOMS.index(room):
                back.append(f"{module}:{line} imports {target} ({room} -> {other})")
    assert back == []


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_own_import_inside_a_function(module):
    """Imports of the project's own modules stand at the top of the module, so the graph above is
    the whole truth (only heavy third-party libraries may be imported late, to start fast)."""
    hidden = [f"{module}:{line} imports {target}" for target, line, in_function, _t in EDGES[module] if in_function]
    assert hidden == []


def _deferred_names(path: Path) -> list[tuple[str, int]]:
    """(module name, line) of each ``deferred("...")`` call of a module (model/deferred.py)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "deferred":
            arg = node.args[0] if node.args else None
            name = arg.value if isinstance(arg, ast.Constant) and isinstance(arg.value, str) else "<not a literal>"
            out.append((name, node.lineno))
    return out


@pytest.mark.parametrize("module", sorted(MODULES))
def test_deferred_imports_are_in_the_graph(module):
    """An import deferred to first use (model/deferred.py) names, as a literal, a module that the
    same module also imports under TYPE_CHECKING: the import graph read above (and its back-edge
    check) then includes every deferred edge."""
    declared = {target for target, _line, _fn, type_only in EDGES[module] if type_only}
    missing = [f"{module}:{line} defers {name}" for name, line in _deferred_names(MODULES[module])
               if name not in declared or name not in MODULES]
    assert missing == []
