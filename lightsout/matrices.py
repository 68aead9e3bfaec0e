"""The press matrices: the grid (notebook 01), the torus and the sigma game, any graph (notebook 08).

Every solver of the package builds on these; this module imports nothing of the package but
``validation``, so that data flows one way: matrices, then the solvers (``gf2``, ``zmod``,
``chasing``, ``graphs``), then the dispatching ``solve`` (``solving``).
"""

from __future__ import annotations

import numpy as np

from .validation import (
    PRESS_MATRIX_GF2_MAX_CELLS,
    PRESS_MATRIX_MAX_CELLS,
    check_limit,
    check_size,
    sage_all,
)


def press_matrix(
    m: int, n: int, *, torus: bool = False, self_toggle: bool = True
) -> np.ndarray:
    """The (m*n) x (m*n) 0/1 matrix A of the m x n board as a numpy uint8 array (notebook 01).

    Cells are numbered row-major (cell (r, c) is r*n + c); A[i, j] = 1 when pressing
    cell j toggles cell i. A is symmetric. Notebook 08: ``torus=True`` wraps around (m, n >= 3),
    ``self_toggle=False`` is the sigma game (a press toggles only the neighbours).
    At most ``PRESS_MATRIX_MAX_CELLS`` = 16,384 cells (a dense matrix of 256 MiB); larger boards
    are refused with that limit in the message (notebook 04 solves them without A).
    """
    torus = check_flag(torus, "torus")  # normalise first: np.False_ is False
    self_toggle = check_flag(self_toggle, "self_toggle")
    if torus or not self_toggle:
        return grid_press_matrix(m, n, torus, self_toggle)
    m = check_size(m, "m (rows)")
    n = check_size(n, "n (columns)")
    check_limit(
        m * n,
        PRESS_MATRIX_MAX_CELLS,
        "PRESS_MATRIX_MAX_CELLS",
        f"press_matrix({m}, {n}): the board has {m * n:,} cells",
        f"; the dense matrix would take {(m * n) ** 2:,} bytes",
    )
    size = m * n
    a = np.zeros((size, size), dtype=np.uint8)
    idx = np.arange(size).reshape(m, n)
    a[idx.ravel(), idx.ravel()] = 1
    a[idx[1:, :].ravel(), idx[:-1, :].ravel()] = 1  # the cell above was pressed
    a[idx[:-1, :].ravel(), idx[1:, :].ravel()] = 1  # the cell below was pressed
    a[idx[:, 1:].ravel(), idx[:, :-1].ravel()] = 1  # the cell to the left was pressed
    a[idx[:, :-1].ravel(), idx[:, 1:].ravel()] = 1  # the cell to the right was pressed
    return a


def press_matrix_gf2(m: int, n: int):
    """The same matrix A as a Sage matrix over GF(2), built from blocks (notebook 01).

    A is the m x m block matrix with B (n x n, tridiagonal with ones) on the diagonal,
    the n x n identity I next to it and zero blocks elsewhere: [B I; I B I; ...; I B].
    Only the ones of the blocks are written (5 per cell at most), into a zero matrix.
    At most ``PRESS_MATRIX_GF2_MAX_CELLS`` = 32,768 cells (128 MiB of bits).
    """
    m = check_size(m, "m (rows)")
    n = check_size(n, "n (columns)")
    check_limit(
        m * n,
        PRESS_MATRIX_GF2_MAX_CELLS,
        "PRESS_MATRIX_GF2_MAX_CELLS",
        f"press_matrix_gf2({m}, {n}): the board has {m * n:,} cells",
        f"; the dense matrix would take {(m * n) ** 2 // 8:,} bytes",
    )
    sg = sage_all()
    a = sg.zero_matrix(sg.GF(2), m * n, m * n)
    for i in range(m):  # block row i
        for k in range(n):
            r = i * n + k
            a[r, r] = 1  # B on the diagonal: its diagonal ...
            if k + 1 < n:
                a[r, r + 1] = a[r + 1, r] = 1  # ... and the entries next to it
            if i + 1 < m:
                a[r, r + n] = a[r + n, r] = 1  # I in the blocks next to the diagonal
    return a


MAX_PRESS_MATRIX_CELLS = 10_000
"""``press_matrix`` with the new keywords builds a dense (m*n) x (m*n) array: at most this many cells."""


MAX_GRAPH_VERTICES = 10_000
"""``solve_graph`` and ``graph_press_matrix`` work with a dense n x n matrix over GF(2):
at most this many vertices (10,000 vertices is a 12.5 MB M4RI matrix)."""


def check_flag(value, name: str) -> bool:
    """A flag as a Python bool: True or False, Python's or numpy's; anything else is refused."""
    if not isinstance(value, (bool, np.bool_)):
        raise ValueError(f"{name} must be True or False, got {value!r}")
    return bool(value)


def check_torus_size(m: int, n: int) -> None:
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
        check_flag(torus, "torus"),
        check_flag(self_toggle, "self_toggle"),
    )
    m = check_size(m, "m (rows)")
    n = check_size(n, "n (columns)")
    if torus:
        check_torus_size(m, n)
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


def check_graph(graph) -> list:
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


def graph_press_matrix(graph, self_toggle: bool = True) -> np.ndarray:
    """The 0/1 press matrix of a graph as a numpy uint8 array (notebook 08).

    Rows and columns follow ``list(graph.nodes)``; A[i, j] = 1 when pressing vertex j toggles
    vertex i: its neighbours, and itself when ``self_toggle``. The graph must be simple and
    undirected (no self-loops, no parallel edges).
    """
    self_toggle = check_flag(self_toggle, "self_toggle")
    nodes = check_graph(graph)
    index = {v: i for i, v in enumerate(nodes)}
    a = np.zeros((len(nodes), len(nodes)), dtype=np.uint8)
    for u, v in graph.edges:
        a[index[u], index[v]] = a[index[v], index[u]] = 1
    if self_toggle:
        a[np.arange(len(nodes)), np.arange(len(nodes))] = 1
    return a
