"""Unit tests of notebook 08: the sigma game, the torus and Lights Out on any graph.

Expected values come from independent routes: the rules applied cell by cell (numpy rolls,
networkx neighbours), brute force over every press pattern of small boards and graphs, the rank
of the full matrix (M4RI), the 2n x 2n transfer matrix, the closed formula gcd(m+1, n+1) - 1, and
the published table OEIS A165738 (data/08_oeis_a165738.txt).
"""

import itertools
import math
import random

import networkx as nx
import numpy as np
import pytest

import lightsout_helpers as lo
from lightsout import matrices
from lightsout import torus as torus_module
from lightsout.sage import GF, matrix

F2 = GF(2)


def full_nullity(a):
    return a.shape[1] - matrix(F2, a.astype(np.int8)).rank()


def toggled_by_rules(presses, torus, self_toggle):
    """The lights switched by a 0/1 press array, from the rules (rolls on the torus, slices otherwise)."""
    p = presses.astype(int)
    out = p.copy() if self_toggle else np.zeros_like(p)
    if torus:
        for shift, axis in ((1, 0), (-1, 0), (1, 1), (-1, 1)):
            out += np.roll(p, shift, axis=axis)
    else:
        out[1:, :] += p[:-1, :]
        out[:-1, :] += p[1:, :]
        out[:, 1:] += p[:, :-1]
        out[:, :-1] += p[:, 1:]
    return out % 2


def brute_force_nullity(m, n, torus, self_toggle):
    """log2 of the number of press patterns that switch nothing, by trying all 2**(m*n) at once."""
    k = m * n
    bits = (np.arange(2**k)[:, None] >> np.arange(k)) & 1
    p = bits.reshape(-1, m, n)
    out = p.copy() if self_toggle else np.zeros_like(p)
    if torus:
        for shift, axis in ((1, 1), (-1, 1), (1, 2), (-1, 2)):
            out += np.roll(p, shift, axis=axis)
    else:
        out[:, 1:, :] += p[:, :-1, :]
        out[:, :-1, :] += p[:, 1:, :]
        out[:, :, 1:] += p[:, :, :-1]
        out[:, :, :-1] += p[:, :, 1:]
    quiet = int((~(out % 2).reshape(2**k, k).any(axis=1)).sum())
    assert quiet & (quiet - 1) == 0  # the quiet patterns form a subspace
    return quiet.bit_length() - 1


def grid_graph(m, n, periodic=False):
    """nx.grid_2d_graph with its vertices in row-major order (as the press matrix numbers cells)."""
    g = nx.grid_2d_graph(m, n, periodic=periodic)
    ordered = nx.Graph()
    ordered.add_nodes_from(itertools.product(range(m), range(n)))
    ordered.add_edges_from(g.edges)
    return ordered


# --- press_matrix and nullity: the defaults are unchanged ---------------------------------


@pytest.mark.parametrize("m, n", [(1, 1), (2, 3), (4, 4), (5, 7), (9, 2)])
def test_defaults_keep_todays_behaviour(m, n):
    a = lo.press_matrix(m, n)
    assert np.array_equal(a, lo.press_matrix(m, n, torus=False, self_toggle=True))
    assert np.array_equal(a, lo.graph_press_matrix(grid_graph(m, n)))
    assert (
        lo.nullity(m, n)
        == lo.nullity(m, n, torus=False, self_toggle=True)
        == full_nullity(a)
    )


@pytest.mark.parametrize("m, n", [(3, 3), (3, 5), (4, 4), (6, 3), (7, 8)])
@pytest.mark.parametrize("self_toggle", [True, False])
def test_press_matrix_follows_the_rules(m, n, self_toggle):
    for torus in [True, False] if min(m, n) >= 3 else [False]:
        a = lo.press_matrix(m, n, torus=torus, self_toggle=self_toggle)
        assert a.dtype == np.uint8 and a.shape == (m * n, m * n) and (a == a.T).all()
        for cell in range(m * n):
            e = np.zeros(m * n, dtype=np.uint8)
            e[cell] = 1
            assert np.array_equal(
                a[:, cell],
                toggled_by_rules(e.reshape(m, n), torus, self_toggle).ravel(),
            )
        graph = grid_graph(m, n, periodic=torus)
        assert np.array_equal(a, lo.graph_press_matrix(graph, self_toggle=self_toggle))
        if torus:
            assert (a.sum(axis=0) == (5 if self_toggle else 4)).all()


def test_small_tori_and_bad_keywords_are_refused():
    for m, n in [(1, 5), (2, 5), (5, 2), (2, 2), (1, 1)]:
        for call in (lo.press_matrix, lo.nullity):
            with pytest.raises(
                ValueError, match=f"at least 3 rows and 3 columns, got {m} x {n}"
            ):
                call(m, n, torus=True)
            with pytest.raises(ValueError, match="at least 3 rows"):
                call(m, n, torus=True, self_toggle=False)
    for call in (lo.press_matrix, lo.nullity):
        with pytest.raises(ValueError, match="torus must be True or False, got 1"):
            call(3, 3, torus=1)
        with pytest.raises(
            ValueError, match="self_toggle must be True or False, got 'no'"
        ):
            call(3, 3, self_toggle="no")
        with pytest.raises(ValueError, match="m \\(rows\\) must be a positive integer"):
            call(0, 3, self_toggle=False)
        with pytest.raises(TypeError):
            call(3, 3, True)  # the new arguments are keyword-only
    with pytest.raises(ValueError, match="10100 cells, more than 10000"):
        lo.press_matrix(101, 100, torus=True)


def test_torus_width_limit(monkeypatch):
    monkeypatch.setattr(torus_module, "MAX_TORUS_WIDTH", 50)
    assert lo.nullity(50, 10**9, torus=True) >= 0
    with pytest.raises(ValueError, match="min\\(m, n\\) = 51; the limit is 50"):
        lo.nullity(51, 60, torus=True)


# --- the sigma game -------------------------------------------------------------------------


def test_sigma_nullity_is_gcd_minus_one_against_full_rank():
    for m, n in itertools.product(range(1, 21), repeat=2):
        expected = math.gcd(m + 1, n + 1) - 1
        assert lo.nullity(m, n, self_toggle=False) == expected
        assert full_nullity(lo.press_matrix(m, n, self_toggle=False)) == expected


@pytest.mark.parametrize(
    "m, n", [(1, 1), (1, 5), (2, 2), (2, 5), (3, 3), (3, 4), (4, 4), (2, 7)]
)
def test_sigma_and_ordinary_nullity_by_brute_force(m, n):
    assert brute_force_nullity(m, n, False, False) == lo.nullity(
        m, n, self_toggle=False
    )
    assert brute_force_nullity(m, n, False, True) == lo.nullity(m, n)


def test_sigma_nullity_of_large_boards():
    for m, n in [(999, 1999), (1000, 1000), (12345, 54321), (10**6, 2 * 10**6 + 1)]:
        assert lo.nullity(m, n, self_toggle=False) == math.gcd(m + 1, n + 1) - 1


def test_all_lit_square_sigma_board_is_solvable_iff_n_is_even():
    for n in range(1, 21):
        g = grid_graph(n, n)
        if n % 2 == 0:
            presses = lo.solve_graph(g, set(g), self_toggle=False)
            assert lo.press_graph(g, set(g), presses, self_toggle=False) == set()
        else:
            with pytest.raises(lo.NotSolvableError):
                lo.solve_graph(g, set(g), self_toggle=False)


# --- the torus ------------------------------------------------------------------------------


@pytest.mark.parametrize("self_toggle", [True, False])
def test_torus_nullity_three_routes(self_toggle):
    for m, n in itertools.product(range(3, 19), repeat=2):
        poly = lo.nullity(m, n, torus=True, self_toggle=self_toggle)
        assert poly == torus_module.torus_nullity_rank(m, n, self_toggle)
        if m * n <= 200:
            assert poly == full_nullity(
                lo.press_matrix(m, n, torus=True, self_toggle=self_toggle)
            )


@pytest.mark.parametrize("m, n", [(3, 3), (3, 4), (4, 3), (3, 5), (4, 4), (3, 6)])
@pytest.mark.parametrize("self_toggle", [True, False])
def test_torus_nullity_by_brute_force(m, n, self_toggle):
    assert brute_force_nullity(m, n, True, self_toggle) == lo.nullity(
        m, n, torus=True, self_toggle=self_toggle
    )


def test_torus_against_oeis_a165738():
    terms = [
        int(line)
        for line in (lo.DATA_DIR / "08_oeis_a165738.txt").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert len(terms) == 90
    assert [lo.nullity(n, n, torus=True) for n in range(3, 91)] == terms[2:]


def test_torus_rank_route_on_large_widths():
    for m, n in [(200, 301), (512, 512), (97, 1000)]:
        assert lo.nullity(m, n, torus=True) == torus_module.torus_nullity_rank(m, n)
        assert lo.nullity(
            m, n, torus=True, self_toggle=False
        ) == torus_module.torus_nullity_rank(m, n, False)


def test_which_tori_are_always_solvable():
    for m, n in itertools.product(range(3, 41), repeat=2):
        invertible = lo.nullity(m, n, torus=True) == 0
        assert invertible == (
            m % 3 != 0 and n % 3 != 0 and lo.nullity(m - 1, n - 1) == 0
        )


def test_oeis_formula_in_terms_of_the_grid_nullity():
    for n in range(2, 400):
        assert lo.nullity(n + 1, n + 1, torus=True) == 2 * lo.nullity(n, n) + (
            4 if n % 3 == 2 else 0
        )


# --- any graph ------------------------------------------------------------------------------


def graph_number(i):
    rng = random.Random(i)
    return nx.gnp_random_graph(rng.randint(1, 30), rng.random(), seed=i)


def test_sutner_all_lit_is_solvable_on_thousands_of_random_graphs():
    for i in range(2000):
        g = graph_number(i)
        presses = lo.solve_graph(g, set(g))
        assert presses <= set(g)
        assert lo.press_graph(g, set(g), presses) == set()
        rank = matrix(F2, lo.graph_press_matrix(g).astype(np.int8)).rank()
        assert (
            len(presses) % 2 == rank % 2
        )  # Batal: every odd dominating set has the parity of the rank


@pytest.mark.parametrize("self_toggle", [True, False])
def test_solve_graph_against_brute_force(self_toggle):
    rng = random.Random(8 + self_toggle)
    for i in range(80):
        g = nx.gnp_random_graph(rng.randint(1, 7), rng.random(), seed=i)
        nodes = list(g)
        reachable = (
            set()
        )  # every lit set that some presses switch off, by trying all of them
        for size in range(len(nodes) + 1):
            for presses in itertools.combinations(nodes, size):
                reachable.add(
                    frozenset(
                        lo.press_graph(g, set(), set(presses), self_toggle=self_toggle)
                    )
                )
        all_sets = [
            set(s)
            for size in range(len(nodes) + 1)
            for s in itertools.combinations(nodes, size)
        ]
        for lit in (
            all_sets if len(all_sets) <= 32 else rng.sample(all_sets, 24) + [set(nodes)]
        ):
            if frozenset(lit) in reachable:
                presses = lo.solve_graph(g, lit, self_toggle=self_toggle)
                assert lo.press_graph(g, lit, presses, self_toggle=self_toggle) == set()
            else:
                with pytest.raises(lo.NotSolvableError) as info:
                    lo.solve_graph(g, lit, self_toggle=self_toggle)
                quiet = info.value.quiet
                assert (
                    quiet
                    and lo.press_graph(g, set(), quiet, self_toggle=self_toggle)
                    == set()
                )
                assert len(quiet & lit) % 2 == 1
                assert "quiet pattern" in str(info.value)


def test_solve_graph_agrees_with_solve_on_boards():
    for seed in range(20):
        board = lo.random_solvable_board(6, 7, seed)
        g = grid_graph(6, 7)
        presses = lo.solve_graph(
            g, {(int(r), int(c)) for r, c in zip(*np.nonzero(board))}
        )
        pattern = np.zeros((6, 7), dtype=np.uint8)
        for r, c in presses:
            pattern[r, c] = 1
        assert not lo.apply_presses(board, pattern).any()
        if lo.nullity(6, 7) == 0:
            assert np.array_equal(pattern, lo.solve(board))


def test_solve_graph_names_the_quiet_pattern():
    with pytest.raises(
        lo.NotSolvableError, match="pressing the 3 vertices 0, 1, 2 changes nothing"
    ) as info:
        lo.solve_graph(nx.complete_graph(3), {0, 1, 2}, self_toggle=False)
    assert info.value.quiet == {0, 1, 2} and isinstance(info.value, ValueError)
    single = nx.Graph()
    single.add_node("a")
    with pytest.raises(
        lo.NotSolvableError, match="pressing the vertex 'a' changes nothing"
    ):
        lo.solve_graph(single, {"a"}, self_toggle=False)
    assert lo.solve_graph(single, {"a"}) == {"a"}


def test_graph_inputs_are_not_changed_and_empty_graph():
    g = nx.path_graph(4)
    lit = {0, 3}
    edges = sorted(g.edges)
    presses = lo.solve_graph(g, lit)
    assert lit == {0, 3} and sorted(g.edges) == edges
    assert lo.press_graph(g, lit, presses) == set() and lit == {0, 3}
    assert lo.solve_graph(nx.Graph(), set()) == set()
    assert lo.solve_graph(g, [0, 3]) == lo.solve_graph(g, (3, 0)) == presses


def test_graph_bad_input_names_what_is_wrong(monkeypatch):
    g = nx.path_graph(3)
    cases = [
        (("not a graph", set()), "graph must be a networkx Graph, got str"),
        ((nx.DiGraph([(0, 1)]), {0}), "graph is directed"),
        ((nx.MultiGraph([(0, 1), (0, 1)]), {0}), "graph is a multigraph"),
        ((nx.Graph([(0, 1), (1, 1)]), {0}), "vertex 1 has a self-loop"),
        ((g, {0, 7, 9}), "lit holds 2 vertex\\(es\\) that are not in the graph: 7, 9"),
        ((g, "012"), "lit must be a set \\(or list or tuple\\) of vertices, got str"),
        ((g, [[0]]), "not in the graph: \\[0\\]"),
        ((g, 0), "got int"),
    ]
    for args, message in cases:
        with pytest.raises(ValueError, match=message):
            lo.solve_graph(*args)
    with pytest.raises(ValueError, match="self_toggle must be True or False, got 1"):
        lo.solve_graph(g, {0}, self_toggle=1)
    with pytest.raises(ValueError, match="presses holds 1 vertex"):
        lo.press_graph(g, {0}, {5})
    with pytest.raises(ValueError, match="graph is directed"):
        lo.graph_press_matrix(nx.DiGraph([(0, 1)]))
    monkeypatch.setattr(matrices, "MAX_GRAPH_VERTICES", 10)
    with pytest.raises(ValueError, match="the graph has 11 vertices; the limit is 10"):
        lo.solve_graph(nx.path_graph(11), set())


def test_graph_press_matrix_columns_are_single_presses():
    for i in range(30):
        g = graph_number(i)
        nodes = list(g)
        for self_toggle in (True, False):
            a = lo.graph_press_matrix(g, self_toggle=self_toggle)
            assert a.dtype == np.uint8 and (a == a.T).all()
            for j, v in enumerate(nodes):
                toggled = lo.press_graph(g, set(), {v}, self_toggle=self_toggle)
                assert {nodes[i] for i in np.flatnonzero(a[:, j])} == toggled


def test_chapter_figures_draw():
    """The two figures of notebook 08 draw: three panels, and two panels with every vertex."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig = lo.plots.ch08.three_rules(5)
    assert len(fig.axes) == 3
    assert [ax.get_title() for ax in fig.axes] == [
        "ordinary: 3 cells",
        "σ game: 2 cells",
        "torus: 5 cells",
    ]
    plt.close(fig)
    g = nx.cycle_graph(5)
    fig = lo.plots.ch08.solved_graph(g, lo.solve_graph(g, set(g)))
    assert len(fig.axes) == 2
    plt.close(fig)
