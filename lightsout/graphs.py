"""Beyond the grid: the sigma game, the torus and Lights Out on any graph (notebook 08).

``solve_graph`` and ``press_graph`` play the game on any networkx graph (its press matrix,
``graph_press_matrix``, is in ``matrices``); the torus and the sigma game on m x n boards are
keywords of ``press_matrix`` and ``nullity`` (``matrices``, ``torus``).
"""

from __future__ import annotations

from .matrices import _check_flag, _check_graph
from .validation import NotSolvableError, sage_all

# --- the sigma game and the torus on m x n boards ------------------------------------


# --- any graph -------------------------------------------------------------------------


def _check_vertex_set(graph, vertices, name: str) -> set:
    if not isinstance(vertices, (set, frozenset, list, tuple)):
        raise ValueError(
            f"{name} must be a set (or list or tuple) of vertices, got {type(vertices).__name__}"
        )
    missing = []
    for v in vertices:
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
    return set(vertices)


def press_graph(graph, lit, presses, self_toggle: bool = True) -> set:
    """The set of lit vertices after pressing ``presses`` (notebook 08), straight from the rules.

    Each press toggles every neighbour of the pressed vertex, and the vertex itself when
    ``self_toggle``; pressing a vertex twice cancels, so ``presses`` is a set.
    """
    self_toggle = _check_flag(self_toggle, "self_toggle")
    _check_graph(graph)
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
    self_toggle = _check_flag(self_toggle, "self_toggle")
    nodes = _check_graph(graph)
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
