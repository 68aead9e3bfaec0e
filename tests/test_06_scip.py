"""Unit tests of the integer-programming section of lightsout_helpers (notebook 06).

Expected values come from independent routes: exhaustive search over every press pattern
of a small board (written here, no helper involved beyond apply_presses), min_presses of
notebook 02, and source 000's printed example (11 presses on its 5 x 5 board).
"""

import numpy as np
import pytest

import lightsout_helpers as lo


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


SOURCE_EXAMPLE = [[1, 1, 0, 1, 1], [0, 1, 0, 0, 0], [1, 0, 1, 0, 1], [0, 0, 0, 1, 0], [1, 0, 1, 1, 0]]


def test_source_example_has_eleven_presses_proven():
    result = lo.scip_solve(SOURCE_EXAMPLE)
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
        board = lo.random_solvable_board(m, n, seed=int(rng.integers(10 ** 6)))
        weights = rng.integers(0, 6, size=(m, n))
        cells = [(r, c) for r in range(m) for c in range(n)]
        forbidden = [cells[i] for i in rng.choice(len(cells), size=int(rng.integers(0, 4)), replace=False)]
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
    assert result.status == "infeasible" and result.presses is None and not result.proven_optimal


def test_time_limit_is_reported_and_never_optimal():
    board = lo.random_solvable_board(19, 19, seed=1900)  # 16 quiet patterns: far beyond 0.05 s
    result = lo.scip_solve(board, time_limit=0.05)
    assert result.status == "timelimit" and not result.proven_optimal
    if result.presses is not None:
        assert not lo.apply_presses(board, result.presses).any()


@pytest.mark.parametrize("kwargs, words", [
    ({"weights": np.ones((2, 2))}, ["shape (2, 2)", "(3, 3)"]),
    ({"weights": [[1, 1, 1], [1, -2, 1], [1, 1, 1]]}, ["row 2", "column 2", "-2", ">= 0"]),
    ({"weights": [[1, 1, 1], [1, 1, 1], [1, 1, float("nan")]]}, ["row 3", "column 3", "nan"]),
    ({"weights": [["a", 1, 1], [1, 1, 1], [1, 1, 1]]}, ["weights"]),
    ({"forbidden": [(3, 0)]}, ["(3, 0)", "outside", "rows 0..2"]),
    ({"forbidden": [(0, -1)]}, ["(0, -1)", "columns 0..2"]),
    ({"forbidden": [(1, 1, 1)]}, ["(1, 1, 1)", "pair"]),
    ({"forbidden": [(0.0, 1)]}, ["pair of integers"]),
    ({"forbidden": 7}, ["collection"]),
    ({"time_limit": 0}, ["time_limit", "positive"]),
    ({"time_limit": "5"}, ["time_limit"]),
    ({"minimize": "yes"}, ["minimize"]),
])
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

@pytest.mark.parametrize("m, n", [(1, 1), (3, 3), (4, 4), (5, 5), (9, 9), (11, 11), (16, 16), (5, 17), (4, 9)])
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
        assert lo.scip_solve_reduced(board).objective == expected == lo.scip_solve(board).objective


def test_reduced_model_rejects_unsolvable_boards_and_bad_limits():
    board = np.zeros((4, 4), dtype=np.uint8)
    board[0, 0] = 1  # 4 x 4 has quiet patterns; a single lit corner is not solvable
    assert brute_force(board) is None
    with pytest.raises(lo.NotSolvableError):
        lo.scip_solve_reduced(board)
    with pytest.raises(ValueError, match="time_limit"):
        lo.scip_solve_reduced(lo.random_solvable_board(3, 3, seed=1), time_limit=-1)
