"""Pictures of the reasoning: the graph of "could produce" references of a board and the tree of
replacement-effect orders of a mana event, as networkx graphs that draw themselves in a notebook
(SVG, no Graphviz needed) and export to DOT and GraphML.

* :func:`dependency_graph` — nodes are permanents and *pools* (the permanents one kind of reader
  means: "a land you control", seen by one player); an edge ``A -> pool -> B`` says A's answer
  reads what B could produce. Nodes on a cycle (strongly connected components, 106.7's least
  fixed point: Exotic Orchards that only read each other produce nothing) are marked and drawn
  in orange.
* :func:`replacement_tree` — the root is the mana an ability would produce; each edge applies
  one replacement effect (616.1, with the choice it made); each leaf is an outcome.

The data comes from the mana room (:mod:`manasolve.solver.mana.explore`); this module only turns
it into graphs and pictures. networkx is imported when this module is (it is loaded only by
these two functions, on first use).
"""

from __future__ import annotations

import html
import io
from abc import abstractmethod
from typing import TYPE_CHECKING, Any, Iterable, Sequence, TypeAlias

import networkx as nx

from ...model.errors import QueryError
from ...model.scenario import Scenario
from ...model.state import GameState
from ..mana.explore import TreeNode, references, replacement_orders
from ..options import Options
from ..results import symbols

__all__ = ["DependencyGraph", "ReplacementTree", "dependency_graph", "replacement_tree"]

if TYPE_CHECKING:
    _Graph: TypeAlias = nx.DiGraph[str]
else:
    _Graph = nx.DiGraph

MAX_DRAWN = 150
"""A picture shows at most this many nodes; a larger graph says so (export it to DOT instead)."""
CYCLE_FILL = "#ffd8a8"
POOL_FILL = "#e7f0ff"
NODE_FILL = "#ffffff"
OUTCOME_FILL = "#d3f9d8"


class _Picture(_Graph):
    """A DiGraph that draws itself (``_repr_svg_``) and exports to DOT and GraphML."""

    def _repr_svg_(self) -> str:
        return self.to_svg()

    @abstractmethod
    def to_svg(self) -> str:
        """The picture as SVG text (each kind of picture lays out its own nodes)."""

    def to_dot(self) -> str:
        """The graph in Graphviz's DOT language (labels and colours as drawn here).

        Returns
        -------
        str
        """
        lines = [f"digraph {_dot_id(self.graph.get('name', 'manasolve'))} {{", "  node [shape=box, style=filled, fontname=Helvetica];"]
        for n, data in self.nodes(data=True):
            attrs = {"label": "\n".join(self._label(n)), "fillcolor": self._fill(n)}
            if data.get("kind") == "pool":
                attrs["shape"] = "ellipse"
            lines.append(f"  {_dot_id(n)} [{', '.join(f'{k}={_dot_id(v)}' for k, v in attrs.items())}];")
        for u, v, data in self.edges(data=True):
            label = self._edge_label(u, v)
            lines.append(f"  {_dot_id(u)} -> {_dot_id(v)}" + (f" [label={_dot_id(label)}]" if label else "") + ";")
        lines.append("}")
        return "\n".join(lines) + "\n"

    def to_graphml(self, path: str | None = None) -> str | None:
        """The graph as GraphML (every node and edge attribute kept); written to ``path``, or
        returned as text.

        Returns
        -------
        str or None
        """
        buffer = io.BytesIO()
        nx.write_graphml(self, buffer)
        text = buffer.getvalue().decode("utf-8")
        if path is None:
            return text
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return None

    # what each kind of picture says about a node or an edge
    def _label(self, n: str) -> list[str]:
        return [str(self.nodes[n].get("label", n))]

    def _fill(self, n: str) -> str:
        return NODE_FILL

    def _edge_label(self, u: str, v: str) -> str:
        return ""

    def _draw(self, positions: dict[str, tuple[float, float]], title: str, note: str = "") -> str:
        return _svg(self, positions, title, note)


class DependencyGraph(_Picture):
    """The "could produce" references of a board (see :func:`dependency_graph`).

    Node attributes: ``kind`` (``permanent`` or ``pool``), ``label``; for a permanent ``card``,
    ``controller``, ``could_produce`` (the letters of the types it could produce now); for a pool
    its ``members`` (comma-separated ids); and for every node ``in_cycle`` and ``component``
    (the number of its strongly connected component when that is a cycle, else -1). Edge
    attribute ``relation``: ``reads`` (a reader's ability to a pool; ``ability`` is its text) or
    ``includes`` (a pool to a member).
    """

    def cycles(self) -> list[list[str]]:
        """The strongly connected components that are cycles, each sorted, in a stable order."""
        comps: dict[int, list[str]] = {}
        for n, data in self.nodes(data=True):
            c = int(data.get("component", -1))
            if c >= 0:
                comps.setdefault(c, []).append(n)
        return [sorted(v) for _, v in sorted(comps.items())]

    def _label(self, n: str) -> list[str]:
        data = self.nodes[n]
        if data.get("kind") == "pool":
            name, _, rest = str(data.get("label", n)).partition(": ")
            what, _, whose = rest.partition(" (")
            return [name, what, "(" + whose] if whose else [name, what]
        produce = data.get("could_produce", "")
        return [n, f"could produce {symbols(produce) if produce else 'nothing'}"]

    def _fill(self, n: str) -> str:
        data = self.nodes[n]
        if data.get("in_cycle"):
            return CYCLE_FILL
        return POOL_FILL if data.get("kind") == "pool" else NODE_FILL

    def to_svg(self) -> str:
        """The graph in three rows: the readers, the pools they read, and the permanents that
        are only read; an arrow goes from what reads to what is read (up again when a reader is
        itself in a pool); cycles in orange. Permanents that read nothing and are in no pool are
        left out of the picture (they stay in the graph)."""
        shown = [n for n in self.nodes if self.degree(n) > 0]
        if len(shown) > MAX_DRAWN:
            return _too_large(len(shown), "dependency graph")
        rows = {
            n: 0 if self.out_degree(n) and self.nodes[n].get("kind") == "permanent" else 1 if self.nodes[n].get("kind") == "pool" else 2
            for n in shown
        }
        picture = self.subgraph(shown)
        assert isinstance(picture, DependencyGraph)
        hidden = self.number_of_nodes() - len(shown)
        note = f"{hidden} permanent(s) that read nothing and are in no pool are not drawn" if hidden else ""
        return picture._draw(_layered_positions(picture, rows), self.graph.get("name", "could produce"), note)


class ReplacementTree(_Picture):
    """Every order of the replacement effects on a mana event (see :func:`replacement_tree`).

    Node attributes: ``kind`` (``event`` for a root, ``step``, or ``outcome`` for a leaf),
    ``mana`` (the mana at that point, ``"GG"``), ``label``; a root also has ``ability``. Edge
    attributes: ``effect`` (the effect applied, with its source) and ``choice``.
    """

    def outcomes(self) -> list[str]:
        """The distinct outcomes (the mana of the leaves), shortest first."""
        found = {d["mana"] for _, d in self.nodes(data=True) if d.get("kind") == "outcome"}
        return sorted(found, key=lambda m: (len(m), m))

    def _label(self, n: str) -> list[str]:
        data = self.nodes[n]
        lines = [symbols(str(data.get("mana", "")))]
        if data.get("kind") == "event":
            lines.insert(0, _clip(str(data.get("ability", "")), 40))
        return lines

    def _fill(self, n: str) -> str:
        return OUTCOME_FILL if self.nodes[n].get("kind") == "outcome" else NODE_FILL

    def _edge_label(self, u: str, v: str) -> str:
        data = self.edges[u, v]
        source = str(data.get("effect", "")).split(":", 1)[0]
        return source + (f" ({data['choice']})" if data.get("choice") else "")

    def to_svg(self) -> str:
        """The tree drawn top-down, each step labelled with the effect's source; outcomes in green."""
        if self.number_of_nodes() > MAX_DRAWN:
            return _too_large(self.number_of_nodes(), "replacement tree")
        return self._draw(_tree_positions(self), self.graph.get("name", "replacement orders"))


# --- building ---------------------------------------------------------------------------------


def dependency_graph(where: Scenario | GameState, *, options: Options = Options()) -> DependencyGraph:
    """The graph of "could produce" references of a board (106.7).

    Parameters
    ----------
    where
        A scenario or its game state.
    options
        Rule options.

    Returns
    -------
    DependencyGraph
        A networkx DiGraph (see :class:`DependencyGraph` for its attributes) that draws itself
        in a notebook and exports with ``to_dot()`` and ``to_graphml()``.

    Raises
    ------
    QueryError
        When ``where`` is neither a Scenario nor a GameState.

    Examples
    --------
    >>> import manasolve
    >>> s = manasolve.scenario('''
    ... players: [you, opp]
    ... battlefield:
    ...   you: [Exotic Orchard, Forest]
    ...   opp: [Exotic Orchard]
    ... ''')
    >>> g = manasolve.dependency_graph(s)
    >>> sorted(g.successors("Exotic Orchard#1")), g.nodes["Exotic Orchard#1"]["could_produce"]
    (['pool 1'], 'G')
    >>> g.cycles()
    [['Exotic Orchard#1', 'Exotic Orchard#2', 'pool 1', 'pool 2']]
    >>> g.to_dot().splitlines()[0]
    'digraph "could produce" {'
    """
    state = _state(where)
    refs = references(state, options)
    g = DependencyGraph(name="could produce")
    for pid, (card, controller, produce) in refs.permanents.items():
        g.add_node(pid, kind="permanent", label=pid, card=card, controller=controller, could_produce=produce)
    for name, (description, members) in refs.pools.items():
        g.add_node(name, kind="pool", label=f"{name}: {description}", members=", ".join(members))
        for m in members:
            g.add_edge(name, m, relation="includes")
    for r in refs.reads:
        g.add_edge(r.reader, r.pool, relation="reads", ability=r.ability)
    for n in g.nodes:
        g.nodes[n]["in_cycle"] = False
        g.nodes[n]["component"] = -1
    comps = [sorted(c) for c in nx.strongly_connected_components(g) if len(c) > 1 or any(g.has_edge(n, n) for n in c)]
    for i, comp in enumerate(sorted(comps)):
        for n in comp:
            g.nodes[n]["in_cycle"] = True
            g.nodes[n]["component"] = i
    return g


def replacement_tree(
    where: Scenario | GameState,
    ref: str,
    ability: int | None = None,
    *,
    options: Options = Options(),
    max_nodes: int = 2_000,
) -> ReplacementTree:
    """The tree of replacement-effect orders of tapping a permanent for mana (616.1).

    Parameters
    ----------
    where
        A scenario or its game state.
    ref
        The permanent (an id or a card name, as in a scenario file).
    ability
        Which of its mana abilities with {T} (numbered as ``tap_for_mana`` numbers them); None:
        all of them (one tree each).
    options
        Rule options.
    max_nodes
        The most nodes the trees may have (the orders of n effects grow as n!).

    Returns
    -------
    ReplacementTree
        A networkx DiGraph (see :class:`ReplacementTree`) that draws itself in a notebook and
        exports with ``to_dot()`` and ``to_graphml()``.

    Raises
    ------
    QueryError
        For an argument of the wrong kind or a permanent without such an ability.
    UnknownReferenceError
        When ``ref`` names no permanent, or more than one.
    LimitError
        When the tree would have more than ``max_nodes`` nodes.

    Examples
    --------
    >>> import manasolve
    >>> s = manasolve.scenario("players: [you, opp]\\nbattlefield: {you: [Forest, Mana Reflection], opp: [Contamination]}")
    >>> t = manasolve.replacement_tree(s, "Forest")
    >>> t.outcomes()
    ['B', 'BB']
    >>> [t.edges[e]["effect"].split(":")[0] for e in t.out_edges("n0")]
    ['Mana Reflection', 'Contamination']
    """
    state = _state(where)
    if not isinstance(ref, str) or not ref.strip():
        raise QueryError(f"replacement_tree: expected a permanent reference (an id or a card name), got {ref!r}")
    if ability is not None and (isinstance(ability, bool) or not isinstance(ability, int) or ability < 0):
        raise QueryError(f"replacement_tree: ability must be a whole number from 0, got {ability!r}")
    if isinstance(max_nodes, bool) or not isinstance(max_nodes, int) or max_nodes < 1:
        raise QueryError(f"replacement_tree: max_nodes must be a whole number from 1, got {max_nodes!r}")
    trees = replacement_orders(state, ref, ability, options=options, max_nodes=max_nodes)
    t = ReplacementTree(name=f"replacement orders: {ref}")
    counter = 0
    for ability_text, root in trees:
        stack: list[tuple[TreeNode, str | None]] = [(root, None)]
        while stack:
            node, parent = stack.pop()
            nid = f"n{counter}"
            counter += 1
            kind = "event" if parent is None else ("outcome" if not node.children else "step")
            t.add_node(nid, kind=kind, mana=str(node.mana), label=symbols(str(node.mana)))
            if parent is None:
                t.nodes[nid]["ability"] = ability_text
                if not node.children:
                    t.nodes[nid]["kind"] = "outcome"
            else:
                t.add_edge(parent, nid, effect=node.effect, choice=node.choice)
            stack.extend((c, nid) for c in reversed(node.children))
    return t


def _state(where: Scenario | GameState) -> GameState:
    if isinstance(where, Scenario):
        return where.state
    if isinstance(where, GameState):
        return where
    raise QueryError(f"expected a Scenario or a GameState, got {type(where).__name__}")


# --- layout and SVG ---------------------------------------------------------------------------

CHAR_W = 6.6
LINE_H = 15
LAYER_GAP = 70
NODE_GAP = 24


def _layered_positions(g: _Picture, layers: dict[str, int]) -> dict[str, tuple[float, float]]:
    """Nodes by layer, each layer ordered by the mean place of its neighbours in the layer above
    (one sweep of the barycentre heuristic: fewer crossings), centred."""
    by_layer: dict[int, list[str]] = {}
    for n in sorted(g.nodes, key=str):
        by_layer.setdefault(layers[n], []).append(n)
    order: dict[str, float] = {}
    for layer in sorted(by_layer):
        nodes = by_layer[layer]
        if order:
            def key(n: str) -> float:
                near = [order[m] for m in [*g.predecessors(n), *g.successors(n)] if m in order]
                return sum(near) / len(near) if near else float("inf")

            nodes.sort(key=key)
        for i, n in enumerate(nodes):
            order[n] = i / max(1, len(nodes) - 1)
    return _place(g, [by_layer[k] for k in sorted(by_layer)])


def _tree_positions(g: _Picture) -> dict[str, tuple[float, float]]:
    """A tidy tree: leaves from left to right in order, a parent above the middle of its
    children (computed without recursion)."""
    roots = [n for n in g.nodes if g.in_degree(n) == 0]
    depth: dict[str, int] = {}
    x: dict[str, float] = {}
    widths = {n: max([_node_width(g, n), *(CHAR_W * 0.9 * len(_clip(g._edge_label(p, n), 30)) + 8 for p in g.predecessors(n))]) for n in g.nodes}
    cursor = [0.0]
    for root in roots:
        post: list[str] = []
        stack = [(root, 0, False)]
        while stack:
            n, d, done = stack.pop()
            if done:
                post.append(n)
                continue
            depth[n] = d
            stack.append((n, d, True))
            stack.extend((c, d + 1, False) for c in reversed(list(g.successors(n))))
        for n in post:
            kids = list(g.successors(n))
            if kids:
                x[n] = (x[kids[0]] + x[kids[-1]]) / 2
            else:
                x[n] = cursor[0] + widths[n] / 2
                cursor[0] += widths[n] + NODE_GAP
    left = min((x[n] - _node_width(g, n) / 2 for n in g.nodes), default=0.0)
    return {n: (x[n] - left + 20, 40 + depth[n] * (LAYER_GAP + 20)) for n in g.nodes}


def _place(g: _Picture, layers: Sequence[list[str]]) -> dict[str, tuple[float, float]]:
    widths = {n: _node_width(g, n) for n in g.nodes}
    row_widths = [sum(widths[n] for n in row) + NODE_GAP * (len(row) - 1) for row in layers]
    total = max(row_widths, default=0)
    pos: dict[str, tuple[float, float]] = {}
    for i, row in enumerate(layers):
        x = 20 + (total - row_widths[i]) / 2
        for n in row:
            pos[n] = (x + widths[n] / 2, 40 + i * LAYER_GAP)
            x += widths[n] + NODE_GAP
    return pos


def _lines(g: _Picture, n: str) -> list[str]:
    return [_clip(str(line), 36) for line in g._label(n)]


def _node_width(g: _Picture, n: str) -> float:
    return 16 + CHAR_W * max(len(line) for line in _lines(g, n))


def _svg(g: _Picture, pos: dict[str, tuple[float, float]], title: str, note: str = "") -> str:
    width = max((x + _node_width(g, n) / 2 for n, (x, _) in pos.items()), default=100) + 30
    height = max((y for _, y in pos.values()), default=0) + 50 + (20 if note else 0)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="0 0 {width:.0f} {height:.0f}" font-family="Helvetica, Arial, sans-serif" font-size="11">',
        f"<title>{html.escape(str(title))}</title>",
        '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto">'
        '<path d="M0,0 L10,5 L0,10 z" fill="#555"/></marker></defs>',
    ]
    half_h = {n: (len(_lines(g, n)) * LINE_H + 8) / 2 for n in g.nodes}
    right = width
    for u, v in g.edges:
        if u == v:
            continue
        (x1, y1), (x2, y2) = pos[u], pos[v]
        if abs(y1 - y2) < 1:  # same row: a curve below
            sx, sy, ex, ey = x1, y1 + half_h[u], x2, y2 + half_h[v]
            out.append(f'<path d="M{sx:.0f},{sy:.0f} Q{(sx + ex) / 2:.0f},{sy + 40:.0f} {ex:.0f},{ey:.0f}" fill="none" stroke="#555" marker-end="url(#arrow)"/>')
        elif y2 > y1:  # down: a straight arrow from the bottom of u to the top of v
            sy, ey = y1 + half_h[u], y2 - half_h[v]
            out.append(f'<line x1="{x1:.0f}" y1="{sy:.0f}" x2="{x2:.0f}" y2="{ey:.0f}" stroke="#555" marker-end="url(#arrow)"/>')
            label = g._edge_label(u, v)
            if label:  # beside the arrow, near its end
                lx, ly = x1 + (x2 - x1) * 0.62, sy + (ey - sy) * 0.62
                anchor = "end" if x2 < x1 else "start"
                dx = -5 if x2 < x1 else 5
                out.append(f'<text x="{lx + dx:.0f}" y="{ly:.0f}" text-anchor="{anchor}" fill="#444" font-size="10">{html.escape(_clip(label, 30))}</text>')
                if anchor == "start":
                    right = max(right, lx + dx + CHAR_W * 0.9 * len(_clip(label, 30)) + 10)
        else:  # up (a pool to a reader in it): a dashed curve beside the arrow down
            sy, ey = y1 - half_h[u], y2 + half_h[v]
            cx = (x1 + x2) / 2 + 50
            out.append(f'<path d="M{x1 + 8:.0f},{sy:.0f} Q{cx:.0f},{(sy + ey) / 2:.0f} {x2 + 8:.0f},{ey:.0f}" fill="none" stroke="#999" stroke-dasharray="4 3" marker-end="url(#arrow)"/>')
    for n, (x, y) in pos.items():
        lines = _lines(g, n)
        w, h = _node_width(g, n), len(lines) * LINE_H + 8
        rx = h / 2 if g.nodes[n].get("kind") == "pool" else 4
        out.append(f'<rect x="{x - w / 2:.0f}" y="{y - h / 2:.0f}" width="{w:.0f}" height="{h:.0f}" rx="{rx:.0f}" fill="{g._fill(n)}" stroke="#333"/>')
        for i, line in enumerate(lines):
            ty = y - h / 2 + 4 + LINE_H * (i + 0.8)
            out.append(f'<text x="{x:.0f}" y="{ty:.0f}" text-anchor="middle">{html.escape(line)}</text>')
    if note:
        out.append(f'<text x="10" y="{height - 8:.0f}" fill="#666" font-size="10">{html.escape(note)}</text>')
    out.append("</svg>")
    if right > width:  # labels reach past the nodes: widen the picture
        out[0] = out[0].replace(f'width="{width:.0f}"', f'width="{right:.0f}"').replace(f'viewBox="0 0 {width:.0f}', f'viewBox="0 0 {right:.0f}')
    return "".join(out)


def _too_large(n: int, what: str) -> str:
    text = f"{what}: {n} nodes, too many to draw here (export with to_dot() or to_graphml())"
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="{CHAR_W * len(text) + 20:.0f}" height="30"><text x="10" y="20" font-family="Helvetica" font-size="11">{html.escape(text)}</text></svg>'


def _clip(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def _dot_id(value: Any) -> str:
    return '"' + str(value).replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def nodes_of(g: _Graph, kind: str) -> Iterable[str]:
    """The nodes of one kind (``permanent``, ``pool``, ``event``, ``step``, ``outcome``)."""
    return (n for n, data in g.nodes(data=True) if data.get("kind") == kind)
