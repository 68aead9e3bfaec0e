"""Unit tests of the integer-programming section of lightsout_helpers (notebook 06).

Expected values come from independent routes: exhaustive search over every press pattern
of a small board (written here, no helper involved beyond apply_presses), min_presses of
notebook 02, and source 000's printed example (11 presses on its 5 x 5 board).
"""

import itertools
from fractions import Fraction

import numpy as np
import pytest

import lightsout_helpers as lo


def brute_force_colours(board, colours, weights=None, forbidden=()):
    """Cheapest cost over every press pattern with entries 0..colours-1, exactly (Fractions); None if none solves.

    A button pressed k times costs k times its weight. The rules are written out here: a press
    adds 1 mod colours to its cell and the four neighbours.
    """
    board = np.asarray(board, dtype=np.int64)
    m, n = board.shape
    x = np.array(
        list(itertools.product(range(colours), repeat=m * n)), dtype=np.int64
    ).reshape(-1, m, n)
    for r, c in forbidden:
        x = x[x[:, r, c] == 0]
    state = board + x
    state[:, 1:, :] += x[:, :-1, :]
    state[:, :-1, :] += x[:, 1:, :]
    state[:, :, 1:] += x[:, :, :-1]
    state[:, :, :-1] += x[:, :, 1:]
    solved = x[~(state % colours).any(axis=(1, 2))]
    if len(solved) == 0:
        return None
    w = [[Fraction(1)] * n for _ in range(m)] if weights is None else weights
    return min(
        sum(Fraction(w[r][c]) * int(p[r, c]) for r in range(m) for c in range(n))
        for p in solved
    )


def brute_force(board, weights=None, forbidden=()):
    """Cheapest press pattern's cost by trying all 2**(m*n) of them at once; None if there is none."""
    board = np.asarray(board)
    m, n = board.shape
    w = np.ones((m, n)) if weights is None else np.asarray(weights, dtype=float)
    codes = np.arange(2 ** (m * n))
    x = ((codes[:, None] >> np.arange(m * n)) & 1).reshape(-1, m, n)  # every pattern
    for r, c in forbidden:
        x = x[x[:, r, c] == 0]
    # the rules, written out: each cell is toggled by itself and its four neighbours
    state = board.astype(int) + x
    state[:, 1:, :] += x[:, :-1, :]
    state[:, :-1, :] += x[:, 1:, :]
    state[:, :, 1:] += x[:, :, :-1]
    state[:, :, :-1] += x[:, :, 1:]
    solved = ~(state % 2).any(axis=(1, 2))
    if not solved.any():
        return None
    return float((w * x[solved]).sum(axis=(1, 2)).min())


SOURCE_EXAMPLE = [
    [1, 1, 0, 1, 1],
    [0, 1, 0, 0, 0],
    [1, 0, 1, 0, 1],
    [0, 0, 0, 1, 0],
    [1, 0, 1, 1, 0],
]


def test_source_example_has_eleven_presses_proven():
    result = lo.scip_solve(SOURCE_EXAMPLE)
    assert isinstance(result, lo.ScipResult)
    assert result.status == "optimal" and result.proven_optimal
    assert result.objective == 11 and result.presses.sum() == 11  # source 000 prints 11
    assert result.presses.dtype == np.uint8 and result.presses.shape == (5, 5)
    assert not lo.apply_presses(SOURCE_EXAMPLE, result.presses).any()
    assert result.presses.sum() == lo.min_presses(SOURCE_EXAMPLE).sum()
    assert result.seconds >= 0


def test_feasibility_model_is_never_called_optimal_in_presses():
    result = lo.scip_solve(SOURCE_EXAMPLE, minimize=False)
    assert result.status == "optimal" and not result.proven_optimal
    assert result.objective == 0
    assert not lo.apply_presses(SOURCE_EXAMPLE, result.presses).any()


@pytest.mark.parametrize("shape", [(1, 1), (1, 4), (2, 3), (3, 3), (3, 4), (4, 4)])
def test_minimum_equals_brute_force_on_every_kind_of_small_board(shape):
    rng = np.random.default_rng(sum(shape))
    for _ in range(6):
        board = rng.integers(0, 2, size=shape).astype(np.uint8)
        expected = brute_force(board)
        result = lo.scip_solve(board)
        if expected is None:
            assert result.status == "infeasible" and result.presses is None
            assert result.objective is None and not result.proven_optimal
        else:
            assert result.proven_optimal and result.objective == expected
            assert not lo.apply_presses(board, result.presses).any()


def test_weights_and_forbidden_equal_brute_force():
    rng = np.random.default_rng(5)
    for trial in range(12):
        m, n = (3, 3) if trial % 2 else (3, 4)
        board = lo.random_solvable_board(m, n, seed=int(rng.integers(10**6)))
        weights = rng.integers(0, 6, size=(m, n))
        cells = [(r, c) for r in range(m) for c in range(n)]
        forbidden = [
            cells[i]
            for i in rng.choice(len(cells), size=int(rng.integers(0, 4)), replace=False)
        ]
        expected = brute_force(board, weights, forbidden)
        result = lo.scip_solve(board, weights=weights, forbidden=forbidden)
        if expected is None:
            assert result.status == "infeasible" and result.presses is None
            continue
        assert result.proven_optimal and result.objective == pytest.approx(expected)
        assert not lo.apply_presses(board, result.presses).any()
        assert all(result.presses[r, c] == 0 for r, c in forbidden)
        assert float((weights * result.presses).sum()) == pytest.approx(expected)


def test_forbidding_buttons_can_make_a_board_unsolvable():
    board = np.zeros((3, 3), dtype=np.uint8)
    board[0, 0] = 1  # only (0, 0), (0, 1) and (1, 0) toggle this corner
    assert brute_force(board, forbidden=[(0, 0), (0, 1), (1, 0)]) is None
    result = lo.scip_solve(board, forbidden=[(0, 0), (0, 1), (1, 0)])
    assert (
        result.status == "infeasible"
        and result.presses is None
        and not result.proven_optimal
    )


def test_time_limit_is_reported_and_never_optimal():
    board = lo.random_solvable_board(
        19, 19, seed=1900
    )  # 16 quiet patterns: far beyond 0.05 s
    result = lo.scip_solve(board, time_limit=0.05)
    assert result.status == "timelimit" and not result.proven_optimal
    if result.presses is not None:
        assert not lo.apply_presses(board, result.presses).any()


@pytest.mark.parametrize(
    "kwargs, words",
    [
        ({"weights": np.ones((2, 2))}, ["shape (2, 2)", "(3, 3)"]),
        (
            {"weights": [[1, 1, 1], [1, -2, 1], [1, 1, 1]]},
            ["row 2", "column 2", "-2", ">= 0"],
        ),
        (
            {"weights": [[1, 1, 1], [1, 1, 1], [1, 1, float("nan")]]},
            ["row 3", "column 3", "nan"],
        ),
        ({"weights": [["a", 1, 1], [1, 1, 1], [1, 1, 1]]}, ["weights"]),
        ({"forbidden": [(3, 0)]}, ["(3, 0)", "outside", "rows 0..2"]),
        ({"forbidden": [(0, -1)]}, ["(0, -1)", "columns 0..2"]),
        ({"forbidden": [(1, 1, 1)]}, ["(1, 1, 1)", "pair"]),
        ({"forbidden": [(0.0, 1)]}, ["pair of integers"]),
        ({"forbidden": 7}, ["collection"]),
        ({"time_limit": 0}, ["time_limit", "positive"]),
        ({"time_limit": 1e21}, ["time_limit", "10,000,000"]),
        ({"time_limit": "5"}, ["time_limit"]),
        ({"minimize": "yes"}, ["minimize"]),
    ],
)
def test_bad_arguments_raise_value_errors_naming_them(kwargs, words):
    board = lo.random_solvable_board(3, 3, seed=1)
    with pytest.raises(ValueError) as info:
        lo.scip_solve(board, **kwargs)
    for word in words:
        assert word in str(info.value)


def test_bad_board_raises():
    with pytest.raises(ValueError, match="row 1, column 2"):
        lo.scip_solve([[0, 2], [1, 0]])


# --- the stronger model -----------------------------------------------------------


@pytest.mark.parametrize(
    "m, n",
    [(1, 1), (3, 3), (4, 4), (5, 5), (9, 9), (11, 11), (16, 16), (5, 17), (4, 9)],
)
def test_reduced_model_proves_the_minimum_of_min_presses(m, n):
    for seed in (1, 2):
        board = lo.random_solvable_board(m, n, seed=seed)
        result = lo.scip_solve_reduced(board)
        assert result.status == "optimal" and result.proven_optimal
        assert not lo.apply_presses(board, result.presses).any()
        assert result.objective == result.presses.sum() == lo.min_presses(board).sum()


def test_reduced_model_agrees_with_brute_force_and_the_full_model():
    for seed in range(8):
        board = lo.random_solvable_board(4, 4, seed=seed)
        expected = brute_force(board)
        assert (
            lo.scip_solve_reduced(board).objective
            == expected
            == lo.scip_solve(board).objective
        )


def test_reduced_model_rejects_unsolvable_boards_and_bad_limits():
    board = np.zeros((4, 4), dtype=np.uint8)
    board[0, 0] = 1  # 4 x 4 has quiet patterns; a single lit corner is not solvable
    assert brute_force(board) is None
    with pytest.raises(lo.NotSolvableError):
        lo.scip_solve_reduced(board)
    with pytest.raises(ValueError, match="time_limit"):
        lo.scip_solve_reduced(lo.random_solvable_board(3, 3, seed=1), time_limit=-1)


# --- N colours ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "shape, colours",
    [
        ((1, 3), 3),
        ((2, 2), 3),
        ((2, 3), 3),
        ((3, 3), 3),
        ((2, 2), 4),
        ((2, 3), 4),
        ((1, 4), 5),
        ((2, 2), 5),
        ((2, 2), 6),
        ((1, 5), 6),
    ],
)
def test_n_colour_minimum_equals_brute_force(shape, colours):
    rng = np.random.default_rng(colours * 100 + shape[0] * 10 + shape[1])
    for trial in range(5):
        board = rng.integers(0, colours, size=shape).astype(
            np.uint8
        )  # some of these are unsolvable
        expected = brute_force_colours(board, colours)
        result = lo.scip_solve(board, colours=colours)
        if expected is None:
            assert (
                result.status == "infeasible"
                and result.presses is None
                and not result.proven_optimal
            )
            with pytest.raises(lo.NotSolvableError):  # the exact verdict agrees
                lo.solve(board, colours)
            continue
        assert result.proven_optimal and result.objective == expected
        assert result.presses.max() < colours
        assert not lo.apply_presses(board, result.presses, colours).any()
        assert (
            int(result.presses.sum()) == expected
        )  # a button pressed k times counts k times


@pytest.mark.parametrize("colours", [3, 4])
def test_n_colour_weights_and_forbidden_equal_brute_force(colours):
    rng = np.random.default_rng(colours)
    for trial in range(6):
        board = lo.random_solvable_board(2, 3, int(rng.integers(10**6)), colours)
        weights = rng.integers(0, 5, size=(2, 3)).tolist()
        forbidden = [(0, int(rng.integers(3)))] if trial % 2 else []
        expected = brute_force_colours(board, colours, weights, forbidden)
        result = lo.scip_solve(
            board, weights=weights, forbidden=forbidden, colours=colours
        )
        if expected is None:
            assert result.status == "infeasible" and result.presses is None
            continue
        assert result.proven_optimal and result.objective == expected
        assert all(result.presses[r, c] == 0 for r, c in forbidden)
        assert int((np.array(weights) * result.presses).sum()) == expected


def test_two_colours_by_default_and_bad_colours():
    board = lo.random_solvable_board(3, 3, seed=4)
    assert lo.scip_solve(board).objective == lo.scip_solve(board, colours=2).objective
    for bad in (1, 2.0, "3", True):
        with pytest.raises(ValueError, match="colours"):
            lo.scip_solve(board, colours=bad)
    with pytest.raises(ValueError, match="allowed values are 0..2"):
        lo.scip_solve([[0, 3], [1, 0]], colours=3)


# --- weights SCIP can and cannot tell apart ----------------------------------------------


def test_weights_near_1e11_that_differ_by_20_are_refused():
    board = lo.random_solvable_board(4, 4, seed=402)
    weights = np.full((4, 4), 1e11)
    weights[0, :] += 20
    with pytest.raises(
        ValueError, match="cannot be told apart exactly by SCIP"
    ) as info:
        lo.scip_solve(board, weights=weights)
    assert "5000000000 to 5000000001" in str(info.value) and "100,000" in str(
        info.value
    )
    # the same ratios in small whole numbers are solved, and exactly
    small = np.where(weights > 1e11, 6, 5)
    result = lo.scip_solve(board, weights=small)
    assert result.proven_optimal and result.objective == brute_force(board, small)


def test_equal_huge_weights_are_scaled_and_mixed_huge_weights_refused():
    board = lo.random_solvable_board(4, 4, seed=401)
    result = lo.scip_solve(board, weights=np.full((4, 4), 1e20))
    fewest = brute_force(board)
    assert (
        result.proven_optimal and result.objective == fewest * 1e20
    )  # same optimum, scaled
    mixed = np.ones((4, 4))
    mixed[2, 2] = 1e20
    with pytest.raises(ValueError, match="cannot be told apart"):
        lo.scip_solve(board, weights=mixed)
    assert (
        lo.scip_solve(board, minimize=False, weights=mixed).status == "optimal"
    )  # weights unused


def test_complex_and_non_numeric_weights_are_refused():
    board = lo.random_solvable_board(2, 2, seed=3)
    for weights, where in [
        ([[1, 1], [1, 1 + 2j]], "row 2, column 2"),
        (np.full((2, 2), 1 + 0j), "row 1, column 1"),
        ([[1, None], [1, 1]], "row 1, column 2"),
    ]:
        with pytest.raises(ValueError, match=where):
            lo.scip_solve(board, weights=weights)
    with pytest.raises(ValueError, match="complex"):
        lo.scip_solve(board, weights=np.full((2, 2), 1 + 0j))


def test_fraction_decimal_and_sage_weights_are_exact():
    board = lo.random_solvable_board(3, 4, seed=11)
    thirds = [[Fraction(k + 1, 3) for k in range(4)] for _ in range(3)]
    result = lo.scip_solve(board, weights=thirds)
    assert result.proven_optimal
    assert Fraction(result.objective).limit_denominator(3) == brute_force_colours(
        board, 2, thirds
    )
    decimals = [[0.1, 0.2, 0.3, 0.4]] * 3  # read as 1/10, 2/10, ...: ties are real ties
    as_fractions = [
        [Fraction(1, 10), Fraction(2, 10), Fraction(3, 10), Fraction(4, 10)]
    ] * 3
    result = lo.scip_solve(board, weights=decimals)
    assert Fraction(repr(result.objective)) == brute_force_colours(
        board, 2, as_fractions
    )
    sage = pytest.importorskip("sage.all__sagemath_modules")
    zz = [[sage.ZZ(k + 1) for k in range(4)]] * 3
    qq = [[sage.QQ(k + 1) / 3 for k in range(4)]] * 3
    assert lo.scip_solve(board, weights=zz).objective == brute_force(
        board, np.array([[1, 2, 3, 4]] * 3)
    )
    assert Fraction(lo.scip_solve(board, weights=qq).objective).limit_denominator(
        3
    ) == brute_force_colours(board, 2, thirds)


def test_too_many_presses_to_count_exactly_is_refused_before_building():
    board = np.zeros((317, 317), dtype=np.uint8)  # 100,489 buttons > 10**5
    with pytest.raises(ValueError, match="100,489 presses"):
        lo.scip_solve(board)
    with pytest.raises(ValueError, match="up to 200,000 presses"):
        lo.scip_solve(np.zeros((200, 250), dtype=np.uint8), colours=5)


# --- fuzz findings (one test each) ---------------------------------------


@pytest.mark.parametrize(
    "huge", [1e308, 10**400, Fraction(10**400, 3)], ids=["1e308", "10**400", "fraction"]
)
def test_weights_whose_cost_overflows_a_float_are_refused_before_solving(huge):
    # fuzz: OverflowError after solving; now a ValueError at validation
    board = lo.random_solvable_board(3, 3, seed=1)
    weights = np.full((3, 3), huge, dtype=object)
    with pytest.raises(ValueError, match="weights are too large"):
        lo.scip_solve(board, weights=weights)
    # only the ratios matter: scaled down, the same board is solved with the same presses
    assert np.array_equal(
        lo.scip_solve(board, weights=np.ones((3, 3))).presses, lo.min_presses(board)
    )
    # minimize=False ignores the weights, so they cannot overflow anything
    assert lo.scip_solve(board, minimize=False, weights=weights).objective == 0


@pytest.mark.parametrize("dtype", [np.float16, np.float32, np.float64])
def test_float_weights_are_read_at_their_own_precision(dtype):
    # fuzz: float32 0.1, 0.3 were refused as inseparable while float64 and float16 worked
    board = lo.random_solvable_board(3, 4, seed=11)
    decimals = [[0.1, 0.2, 0.3, 0.4], [0.5, 0.1, 0.3, 0.7], [0.2, 0.2, 0.9, 0.1]]
    exact = [[Fraction(str(v)) for v in row] for row in decimals]
    expected = brute_force_colours(board, 2, exact)
    for weights in (
        np.array(decimals, dtype=dtype),
        [[dtype(v) for v in row] for row in decimals],
    ):
        result = lo.scip_solve(board, weights=weights)
        assert result.proven_optimal
        assert Fraction(repr(result.objective)) == expected


def test_time_limit_inf_means_no_limit_as_in_life_predecessor():
    # fuzz: math.inf meant "no limit" for life_predecessor but scip_solve refused it
    import math

    board = lo.random_solvable_board(4, 4, seed=402)
    for call in (lo.scip_solve, lo.scip_solve_reduced):
        result = call(board, time_limit=math.inf)
        assert result.proven_optimal
        assert result.objective == lo.min_presses(board).sum()


def test_sage_integers_pass_the_shared_integer_check():
    # fuzz: time_limit=ZZ(5) and forbidden=[(ZZ(2), ZZ(2))] were refused with messages that
    # contradicted themselves ("must be an integer >= 0, got 1")
    sage = pytest.importorskip("sage.all__sagemath_modules")
    board = lo.random_solvable_board(3, 3, seed=301)
    ZZ = sage.ZZ
    plain = lo.scip_solve(board, forbidden=[(2, 2)], time_limit=5)
    ours = lo.scip_solve(board, forbidden=[(ZZ(2), ZZ(2))], time_limit=ZZ(5))
    assert ours.status == plain.status
    assert (ours.presses is None) == (plain.presses is None)
    assert ours.presses is None or np.array_equal(ours.presses, plain.presses)
    assert lo.scip_solve_reduced(board, time_limit=ZZ(5)).proven_optimal
    with pytest.raises(ValueError, match="positive number of seconds.*got 0$"):
        lo.scip_solve(board, time_limit=ZZ(0))
    with pytest.raises(ValueError, match=r"forbidden cell \(3, 0\) is outside"):
        lo.scip_solve(board, forbidden=[(ZZ(3), ZZ(0))])


def test_forbidden_accepts_masks_of_the_board_shape_and_refuses_ambiguity():
    # fuzz: a 0/1 mask was silently read as pairs on boards with 2 columns, refused otherwise
    board = lo.random_solvable_board(4, 4, seed=400)
    cells = [(0, 1), (2, 3), (3, 3)]
    mask = np.zeros((4, 4), dtype=bool)
    for cell in cells:
        mask[cell] = True
    by_pairs = lo.scip_solve(board, forbidden=cells)
    for given in (mask, mask.astype(np.uint8), mask.astype(int).tolist()):
        result = lo.scip_solve(board, forbidden=given)
        assert result.objective == by_pairs.objective
        assert np.array_equal(result.presses, by_pairs.presses)
        assert not result.presses[mask].any()
    # 2 columns: a 0/1 list of lists of the board's shape also reads as pairs
    narrow = lo.random_solvable_board(3, 2, seed=5)
    both = [
        [0, 1],
        [1, 0],
        [0, 0],
    ]  # mask: (0, 1), (1, 0); pairs: (0, 1), (1, 0), (0, 0)
    with pytest.raises(ValueError, match="ambiguous.*dtype=bool.*set of"):
        lo.scip_solve(narrow, forbidden=both)
    as_mask = lo.scip_solve(narrow, forbidden=np.array(both, dtype=bool))
    as_pairs = lo.scip_solve(narrow, forbidden={(0, 1), (1, 0), (0, 0)})
    for result, banned in (
        (as_mask, [(0, 1), (1, 0)]),
        (as_pairs, [(0, 1), (1, 0), (0, 0)]),
    ):
        assert result.presses is None or not any(result.presses[c] for c in banned)
    expected = brute_force(narrow, forbidden=[(0, 1), (1, 0)])
    assert (as_mask.presses is None) == (expected is None)
    # where both readings give the same cells there is nothing to refuse
    square = lo.random_solvable_board(2, 2, seed=5)
    same = lo.scip_solve(square, forbidden=[[0, 1], [1, 0]])
    assert same.status == lo.scip_solve(square, forbidden=[(0, 1), (1, 0)]).status
    with pytest.raises(ValueError, match="boolean mask of shape \\(3, 3\\)"):
        lo.scip_solve(board, forbidden=np.zeros((3, 3), dtype=bool))


def test_press_matrix_flags_are_normalised_before_dispatch():
    # fuzz: press_matrix(120, 120) worked, press_matrix(120, 120, torus=np.False_) was
    # refused (a flag misread as set sent it to the torus builder, which stops at
    # MAX_PRESS_MATRIX_CELLS); the smallest such board keeps the matrices small
    from lightsout.matrices import MAX_PRESS_MATRIX_CELLS

    m, n = 101, MAX_PRESS_MATRIX_CELLS // 101 + 1  # just above the limit
    assert m * n > MAX_PRESS_MATRIX_CELLS
    plain = lo.press_matrix(m, n)
    assert np.array_equal(plain, lo.press_matrix(m, n, torus=np.False_))
    assert np.array_equal(plain, lo.press_matrix(m, n, self_toggle=np.True_))
    for m, n in [(3, 3), (4, 5)]:
        for torus, self_toggle in itertools.product((False, True), repeat=2):
            assert np.array_equal(
                lo.press_matrix(
                    m, n, torus=np.bool_(torus), self_toggle=np.bool_(self_toggle)
                ),
                lo.press_matrix(m, n, torus=torus, self_toggle=self_toggle),
            )
    with pytest.raises(ValueError, match="torus must be True or False, got 0"):
        lo.press_matrix(3, 3, torus=0)


def test_solve_graph_accepts_any_finite_iterable_of_vertices():
    # fuzz: solve_graph(G, G.nodes) refused NodeView, dict_keys, range and arrays
    nx = pytest.importorskip("networkx")
    g = nx.petersen_graph()
    lit = lo.press_graph(g, set(), {1, 4})  # solvable by construction
    expected = lo.solve_graph(g, lit)
    ordered = sorted(lit)
    for given in (
        g.subgraph(lit).nodes,
        dict.fromkeys(ordered).keys(),
        np.array(ordered),
        (v for v in ordered),
        frozenset(lit),
    ):
        assert lo.solve_graph(g, given) == expected
    everything = lo.solve_graph(g, set(g))
    for given in (g.nodes, g.nodes(), range(10), np.arange(10), dict(g.degree).keys()):
        presses = lo.solve_graph(g, given)
        assert presses == everything
        assert lo.press_graph(g, given, presses) == set()
        assert lo.press_graph(g, set(g), range(0)) == set(g)
    for bad, message in [
        ({0: 1}, "mapping"),
        (np.ones(10, dtype=bool), "boolean array"),
        (np.zeros((2, 5), dtype=int), "shape \\(2, 5\\)"),
        (range(5, 12), "2 vertex\\(es\\) that are not in the graph: 10, 11"),
    ]:
        with pytest.raises(ValueError, match=message):
            lo.solve_graph(g, bad)


# --- the figures of notebook 06 (smoke tests) ----------------------------------------


def _bench_rows():
    """Rows shaped like notebook 06's parsed data/06_scip.csv, made up for the smoke test."""
    rows = []
    for n, status, proven in [(3, "optimal", True), (4, "timelimit", False)]:
        for method in ("feasibility", "minimum", "reduced", "min_presses"):
            rows.append(
                {
                    "n": n,
                    "cells": n * n,
                    "method": method,
                    "seconds": 0.01 * n,
                    "status": status,
                    "proven_optimal": proven,
                    "repeat": 0,
                }
            )
    return rows


def test_plots_ch06_draw_the_benchmark_rows():
    import matplotlib.pyplot as plt

    rows = _bench_rows()
    by = {}
    for r in rows:
        by.setdefault(r["method"], {}).setdefault(r["n"], []).append(r)
    fig = lo.plots.ch06.scip_timing(by["feasibility"][3], by["minimum"][4], 60.0)
    assert len(fig.axes) == 2
    assert [len(c.get_offsets()) for c in fig.axes[1].collections] == [0, 1]
    plt.close(fig)
    del by["minimum"][4]  # drawn as "not run"
    fig = lo.plots.ch06.reduced_search(by, {3: 0, 4: 2}, [3, 4], 60.0)
    ax = fig.axes[0]
    assert [t.get_text() for t in ax.get_xticklabels()] == ["3x3\nd=0", "4x4\nd=2"]
    assert any(t.get_text() == "not run" for t in ax.texts)
    plt.close(fig)


# --- time limits -------------------------------------------------------------------


@pytest.mark.parametrize("limit", [1e21, float("-inf"), float("nan"), 1e8, -1.0])
def test_time_limits_scip_cannot_take_are_refused(limit):
    board = lo.random_solvable_board(3, 3, seed=1)
    with pytest.raises(ValueError, match="time_limit"):
        lo.scip_solve(board, time_limit=limit)
    with pytest.raises(ValueError, match="time_limit"):
        lo.scip_solve_reduced(board, time_limit=limit)


def test_time_limit_covers_building_the_model():
    board = lo.random_solvable_board(30, 30, seed=7)
    result = lo.scip_solve(
        board, time_limit=1e-6
    )  # building alone takes longer than this
    assert (
        result.status == "timelimit"
        and result.presses is None
        and not result.proven_optimal
    )
    assert result.seconds == 0 and result.build_seconds > 0
    reduced = lo.scip_solve_reduced(board, time_limit=1e-6)
    assert (
        reduced.status == "timelimit"
        and not reduced.proven_optimal
        and reduced.seconds == 0
    )
    assert not lo.apply_presses(
        board, reduced.presses
    ).any()  # the starting solution is returned
    full = lo.scip_solve(lo.random_solvable_board(3, 3, seed=2))
    assert full.build_seconds > 0 and full.seconds > 0


def test_start_is_given_to_scip_and_checked():
    """scip_solve(start=x): SCIP starts from x, so even a stopped run returns a pattern at
    least as light; a start of the wrong shape, out of range, pressing a forbidden button
    or not switching the board off is refused."""
    board = lo.random_solvable_board(12, 12, seed=3, colours=8)
    x0 = lo.solve(board, colours=8)
    result = lo.scip_solve(board, colours=8, time_limit=2.0, start=x0)
    assert result.presses is not None and result.status in {"optimal", "timelimit"}
    assert not lo.apply_presses(board, result.presses, 8).any()
    assert result.presses.sum() <= x0.sum()
    small = lo.random_solvable_board(3, 3, seed=1)
    x = lo.solve(small)
    assert lo.scip_solve(small, start=x).objective == lo.min_presses(small).sum()
    with pytest.raises(ValueError, match="start has shape"):
        lo.scip_solve(small, start=np.zeros((2, 3), dtype=int))
    with pytest.raises(ValueError, match="start"):
        lo.scip_solve(small, start=np.full((3, 3), 2))
    wrong = x.copy()
    wrong[0, 0] ^= 1
    with pytest.raises(ValueError, match="start does not switch the board off"):
        lo.scip_solve(small, start=wrong)
    r, c = map(int, np.argwhere(x)[0])
    with pytest.raises(
        ValueError, match=rf"start presses the forbidden button \({r}, {c}\)"
    ):
        lo.scip_solve(small, start=x, forbidden=[(r, c)])
