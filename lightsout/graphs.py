"""Beyond the grid: the sigma game, the torus and Lights Out on any graph (notebook 08).

``press_matrix(m, n, torus=..., self_toggle=...)`` and ``nullity(...)`` dispatch here for
their new keywords; ``solve_graph``, ``press_graph`` and ``graph_press_matrix`` play the
game on any networkx graph.
"""

from __future__ import annotations

import numpy as np

from .chasing import chase_polynomial
from .validation import NotSolvableError, check_size, sage_all

MAX_TORUS_WIDTH = 1_000_000
"""``nullity(m, n, torus=True)`` computes with polynomials of degree < 2 min(m, n); above this
width it refuses (width 100,000 takes about a second here, 1,000,000 about half a minute)."""

MAX_PRESS_MATRIX_CELLS = 10_000
"""``press_matrix`` with the new keywords builds a dense (m*n) x (m*n) array: at most this many cells."""

MAX_GRAPH_VERTICES = 10_000
"""``solve_graph`` and ``graph_press_matrix`` work with a dense n x n matrix over GF(2):
at most this many vertices (10,000 vertices is a 12.5 MB M4RI matrix)."""


_SAGE = []


def _sage():
    """``sage_all()``, looked up once (solve_graph is called thousands of times in the tests)."""
    if not _SAGE:
        _SAGE.append(sage_all())
    return _SAGE[0]


# --- the sigma game and the torus on m x n boards ------------------------------------


def _check_flag(value, name: str) -> bool:
    if not isinstance(value, (bool, np.bool_)):
        raise ValueError(f"{name} must be True or False, got {value!r}")
    return bool(value)


def _check_torus_size(m: int, n: int) -> None:
    if m < 3 or n < 3:
        raise ValueError(
            f"a torus needs at least 3 rows and 3 columns, got {m} x {n}: on a smaller torus the "
            "neighbours above and below (or left and right) are the same cell, so a press would "
            "not toggle 5 distinct cells"
        )


def grid_press_matrix(
    m: int, n: int, torus: bool = False, self_toggle: bool = True
) -> np.ndarray:
    """The (m*n) x (m*n) 0/1 matrix of the m x n board, on the torus and/or without self-toggle.

    Cells are numbered row-major; A[i, j] = 1 when pressing cell j toggles cell i. With
    ``torus`` the neighbours wrap around (needs m, n >= 3); without ``self_toggle`` a press
    toggles only its neighbours (Sutner's sigma game). ``press_matrix`` dispatches here.
    """
    torus, self_toggle = (
        _check_flag(torus, "torus"),
        _check_flag(self_toggle, "self_toggle"),
    )
    m = check_size(m, "m (rows)")
    n = check_size(n, "n (columns)")
    if torus:
        _check_torus_size(m, n)
    if m * n > MAX_PRESS_MATRIX_CELLS:
        raise ValueError(
            f"press_matrix builds a dense (m*n) x (m*n) array; {m} x {n} has {m * n} cells, more than "
            f"{MAX_PRESS_MATRIX_CELLS} (use nullity() for large boards)"
        )
    size = m * n
    a = np.zeros((size, size), dtype=np.uint8)
    idx = np.arange(size).reshape(m, n)
    if self_toggle:
        a[idx.ravel(), idx.ravel()] = 1
    if torus:
        for shift, axis in ((1, 0), (-1, 0), (1, 1), (-1, 1)):
            a[idx.ravel(), np.roll(idx, shift, axis=axis).ravel()] = 1
    else:
        a[idx[1:, :].ravel(), idx[:-1, :].ravel()] = 1
        a[idx[:-1, :].ravel(), idx[1:, :].ravel()] = 1
        a[idx[:, 1:].ravel(), idx[:, :-1].ravel()] = 1
        a[idx[:, :-1].ravel(), idx[:, 1:].ravel()] = 1
    return a


def _fib_pair_at(k: int, t, modulus):
    """(f_k(t), f_{k+1}(t)) reduced mod ``modulus``, by the doubling formulas of notebook 03."""
    a, b = t.parent()(0), t.parent()(1)
    for bit in bin(int(k))[2:]:
        even, odd = (t * a * a) % modulus, ((a + b) ** 2) % modulus
        a, b = (even, odd) if bit == "0" else (odd, (t * b * b) % modulus)
    return a, b


def torus_nullity_poly(m: int, n: int, self_toggle: bool = True) -> int:
    """The nullity of the m x n torus from polynomials over GF(2) (notebook 08).

    Rows of presses on the torus obey x_{r+1} = T x_r + x_{r-1} with T the circulant C_n (+ I),
    so the quiet patterns are the fixed points of M^m, M = [[0, I], [I, T]], and
    M^m = [[f_{m-1}(T), f_m(T)], [f_m(T), f_{m+1}(T)]]. Circulants are polynomials in z modulo
    g = z^n + 1; over the principal ideal domain GF(2)[z] the 2 x 2 matrix M^m + I has a Smith
    form diag(d1, d2), and the kernel has dimension deg gcd(d1, g) + deg gcd(d2, g).
    """
    sg = _sage()
    width, length = (
        min(m, n),
        max(m, n),
    )  # the nullity of m x n and n x m tori agree (transpose)
    R = sg.PolynomialRing(sg.GF(2), "z")
    z = R.gen()
    g = z**width + 1
    t = (z + z ** (width - 1) + (1 if self_toggle else 0)) % g
    fk, fk1 = _fib_pair_at(length, t, g)
    fkm1 = (fk1 + t * fk) % g  # f_{k-1} = f_{k+1} + T f_k
    a, b, c = fkm1 + 1, fk, fk1 + 1  # the entries of M^m + I, lifted to GF(2)[z]
    d1 = a.gcd(b).gcd(c)
    det = a * c + b * b
    if (
        d1 == 0
    ):  # M^m = I: every pair of rows repeats, all 2 * width dimensions are quiet
        return 2 * width
    d2 = det // d1
    return int(d1.gcd(g).degree() + (d2.gcd(g) if d2 != 0 else g).degree())


def torus_nullity_rank(m: int, n: int, self_toggle: bool = True) -> int:
    """The nullity of the m x n torus as 2w - rank(M^L + I) with M4RI, M the 2w x 2w transfer matrix.

    w = min(m, n) is the width and L = max(m, n) the length; a cross-check of
    ``torus_nullity_poly`` (tests), cubic in w.
    """
    sg = _sage()
    F = sg.GF(2)
    w, length = min(m, n), max(m, n)
    T = sg.matrix(F, w, w, lambda i, j: 1 if (i - j) % w in (1, w - 1) else 0)
    if self_toggle:
        T += sg.identity_matrix(F, w)
    one, Z = sg.identity_matrix(F, w), sg.zero_matrix(F, w, w)
    M = sg.block_matrix(F, [[Z, one], [one, T]], subdivide=False)
    return 2 * w - int((M**length + sg.identity_matrix(F, 2 * w)).rank())


def grid_nullity(m: int, n: int, torus: bool = False, self_toggle: bool = True) -> int:
    """Nullity of the m x n board on the torus and/or without self-toggle (notebook 08).

    The sigma game (``self_toggle=False``) on the plain board: deg gcd(f_{m+1}, f_{n+1}), which
    is gcd(m+1, n+1) - 1. The torus: ``torus_nullity_poly``. ``nullity`` dispatches here.
    """
    torus, self_toggle = (
        _check_flag(torus, "torus"),
        _check_flag(self_toggle, "self_toggle"),
    )
    m = check_size(m, "m (rows)")
    n = check_size(n, "n (columns)")
    if torus:
        _check_torus_size(m, n)
        if min(m, n) > MAX_TORUS_WIDTH:
            raise ValueError(
                f"nullity on the torus works with polynomials of degree min(m, n) = {min(m, n)}; "
                f"the limit is {MAX_TORUS_WIDTH}"
            )
        return torus_nullity_poly(m, n, self_toggle)
    if self_toggle:
        from .chasing import nullity

        return nullity(m, n)
    a, b = chase_polynomial(m + 1), chase_polynomial(n + 1)
    return int(a.gcd(b).degree())


# --- any graph -------------------------------------------------------------------------


def _check_graph(graph) -> list:
    """The vertices of a simple undirected networkx graph, in its order; ValueError otherwise."""
    import networkx as nx

    if not isinstance(graph, nx.Graph):
        raise ValueError(f"graph must be a networkx Graph, got {type(graph).__name__}")
    if graph.is_directed():
        raise ValueError(
            "graph is directed; Lights Out here needs an undirected graph "
            "(use graph.to_undirected() if every press should act both ways)"
        )
    if graph.is_multigraph():
        raise ValueError(
            "graph is a multigraph; parallel edges would toggle a neighbour twice "
            "(pass nx.Graph(graph) to keep one edge per pair)"
        )
    loops = list(nx.nodes_with_selfloops(graph))
    if loops:
        raise ValueError(
            f"vertex {loops[0]!r} has a self-loop; remove self-loops and use self_toggle to say "
            "whether a press toggles its own vertex"
        )
    if graph.number_of_nodes() > MAX_GRAPH_VERTICES:
        raise ValueError(
            f"the graph has {graph.number_of_nodes()} vertices; the limit is {MAX_GRAPH_VERTICES}"
        )
    return list(graph.nodes)


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


def graph_press_matrix(graph, self_toggle: bool = True) -> np.ndarray:
    """The 0/1 press matrix of a graph as a numpy uint8 array (notebook 08).

    Rows and columns follow ``list(graph.nodes)``; A[i, j] = 1 when pressing vertex j toggles
    vertex i: its neighbours, and itself when ``self_toggle``. The graph must be simple and
    undirected (no self-loops, no parallel edges).
    """
    self_toggle = _check_flag(self_toggle, "self_toggle")
    nodes = _check_graph(graph)
    index = {v: i for i, v in enumerate(nodes)}
    a = np.zeros((len(nodes), len(nodes)), dtype=np.uint8)
    for u, v in graph.edges:
        a[index[u], index[v]] = a[index[v], index[u]] = 1
    if self_toggle:
        a[np.arange(len(nodes)), np.arange(len(nodes))] = 1
    return a


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
    sg = _sage()
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
