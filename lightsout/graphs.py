"""Beyond the grid: the sigma game, the torus and Lights Out on any graph (notebook 08).

``solve_graph`` and ``press_graph`` play the game on any networkx graph (its press matrix,
``graph_press_matrix``, is in ``matrices``); the torus and the sigma game on m x n boards are
keywords of ``press_matrix`` and ``nullity`` (``matrices``, ``torus``).
"""

from __future__ import annotations

from collections.abc import Mapping as _Mapping

import numpy as np

from .matrices import check_flag, check_graph
from .validation import NotSolvableError, sage_all

# --- the sigma game and the torus on m x n boards ------------------------------------


# --- any graph -------------------------------------------------------------------------


def _check_vertex_set(graph, vertices, name: str) -> set:
    """The vertices of ``vertices`` as a set: any finite iterable of vertices of ``graph``
    (a set, list, tuple, range, ``graph.nodes``, dict keys, a 1-D array, a generator)."""
    if isinstance(vertices, (str, bytes)):
        raise ValueError(
            f"{name} must be a set (or list or tuple) of vertices, got"
            f" {type(vertices).__name__}: a string would be read as its characters;"
            f" wrap a single vertex in a set, e.g. {{{vertices!r}}}"
        )
    if isinstance(vertices, _Mapping) and not isinstance(vertices, _nx_views()):
        raise ValueError(
            f"{name} is a mapping ({type(vertices).__name__}): give the vertices"
            " themselves, e.g. its keys, or the vertices whose value is 1 (a mapping"
            " could mean either)"
        )
    if isinstance(vertices, np.ndarray):
        if vertices.ndim != 1:
            raise ValueError(
                f"{name} is an array of shape {vertices.shape}: give a 1-D array of"
                " vertices"
            )
        if vertices.dtype == bool:
            raise ValueError(
                f"{name} is a boolean array: give the vertices themselves, e.g."
                f" [v for v, on in zip(graph.nodes, {name}) if on]"
            )
        vertices = vertices.tolist()  # numpy scalars as Python numbers
    try:
        listed = list(vertices)
    except TypeError:
        raise ValueError(
            f"{name} must be a set (or other finite iterable) of vertices, got"
            f" {type(vertices).__name__}"
        ) from None
    missing = []
    for v in listed:
        try:
            if v not in graph:
                missing.append(v)
        except TypeError:
            missing.append(v)
    if missing:
        missing = sorted(missing, key=repr)
        shown = ", ".join(repr(v) for v in missing[:5]) + (
            ", ..." if len(missing) > 5 else ""
        )
        raise ValueError(
            f"{name} holds {len(missing)} vertex(es) that are not in the graph: {shown}"
        )
    return set(listed)


def _nx_views() -> tuple:
    """networkx's node views: Mappings, but meant as sets of vertices."""
    from networkx.classes.reportviews import NodeDataView, NodeView

    return (NodeView, NodeDataView)


def press_graph(graph, lit, presses, self_toggle: bool = True) -> set:
    """The set of lit vertices after pressing ``presses`` (notebook 08), straight from the rules.

    Each press toggles every neighbour of the pressed vertex, and the vertex itself when
    ``self_toggle``; pressing a vertex twice cancels, so ``presses`` is a set.
    """
    self_toggle = check_flag(self_toggle, "self_toggle")
    check_graph(graph)
    state = _check_vertex_set(graph, lit, "lit")
    for v in _check_vertex_set(graph, presses, "presses"):
        state ^= set(graph.neighbors(v))
        if self_toggle:
            state ^= {v}
    return state


def solve_graph(graph, lit, self_toggle: bool = True) -> set:
    """A set of vertices whose presses switch off exactly the ``lit`` vertices (notebook 08).

    ``graph`` is a simple undirected networkx graph and ``lit`` a set of its vertices; a press
    toggles the neighbours of a vertex, and the vertex itself when ``self_toggle``. Solves the
    system over GF(2) with M4RI and returns one solution (the unique one when the press matrix is
    invertible). Raises ``NotSolvableError`` naming a quiet pattern (presses that change nothing)
    that meets ``lit`` in an odd number of vertices; the error's ``quiet`` attribute holds it.
    """
    self_toggle = check_flag(self_toggle, "self_toggle")
    nodes = check_graph(graph)
    target = _check_vertex_set(graph, lit, "lit")
    if not nodes:
        return set()
    sg = sage_all()
    F = sg.GF(2)
    index = {v: i for i, v in enumerate(nodes)}
    size = len(nodes)
    A = sg.matrix(F, size, size)
    for u, v in graph.edges:
        A[index[u], index[v]] = 1
        A[index[v], index[u]] = 1
    if self_toggle:
        for i in range(size):
            A[i, i] = 1
    b = sg.vector(F, [1 if v in target else 0 for v in nodes])
    try:
        x = A.solve_right(b)
    except ValueError:
        for y in A.right_kernel().basis():
            if y * b != 0:
                quiet = {nodes[i] for i in y.support()}
                break
        else:  # pragma: no cover - a symmetric matrix: b is solvable iff it is orthogonal to ker A
            raise RuntimeError("internal error: no quiet pattern separates the lit set")
        shown = sorted(quiet, key=index.__getitem__)
        listed = ", ".join(repr(v) for v in shown[:8]) + (
            ", ..." if len(shown) > 8 else ""
        )
        overlap = len(quiet & target)
        which = (
            f"vertex {listed}" if len(quiet) == 1 else f"{len(quiet)} vertices {listed}"
        )
        verb = "is" if overlap == 1 else "are"
        lit_part = (
            "it is lit"
            if len(quiet) == 1
            else f"{overlap} of them {verb} lit, an odd number"
        )
        err = NotSolvableError(
            f"the lit set is not solvable on this graph: pressing the {which} changes nothing "
            f"(a quiet pattern), yet {lit_part}, while every press toggles an even number of them"
        )
        err.quiet = quiet
        raise err from None
    return {nodes[i] for i in x.support()}
