"""Unit tests of the chasing section of lightsout_helpers (notebook 03).

Expected values come from independent routes: the rules (``apply_presses``), chasing unit
vectors one by one, the polynomial recurrence evaluated on Sage matrices, and the rank of
the full (m*n) x (m*n) press matrix.
"""

import itertools
import math

import numpy as np
import pytest

import lightsout_helpers as lo
from lightsout.sage import GF, PolynomialRing, identity_matrix, matrix, vector

F2 = GF(2)
R = PolynomialRing(F2, "x")
X = R.gen()


def f_by_recurrence(k):
    a, b = R(0), R(1)
    for _ in range(k):
        a, b = b, X * b + a
    return a


def tridiagonal(n):
    return matrix(F2, n, n, lambda i, j: 1 if abs(i - j) <= 1 else 0)


def full_matrix(m, n):
    return matrix(F2, lo.press_matrix(m, n).astype(np.int8))


def full_solvable(b):
    try:
        full_matrix(*b.shape).solve_right(vector(F2, b.ravel().tolist()))
        return True
    except ValueError:
        return False


# --- chase ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "m, n", [(1, 1), (1, 6), (6, 1), (3, 3), (5, 5), (7, 4), (9, 13), (70, 130)]
)
def test_chase_clears_all_but_the_last_row(m, n):
    rng = np.random.default_rng(m * 100 + n)
    for _ in range(20):
        b = rng.integers(0, 2, size=(m, n)).astype(np.uint8)
        before = b.copy()
        presses, last = lo.chase(b)
        assert np.array_equal(b, before)
        assert (
            presses.shape == (m, n) and presses.dtype == np.uint8 and last.shape == (n,)
        )
        assert not presses[0].any()
        after = lo.apply_presses(b, presses)
        assert not after[:-1].any()
        assert np.array_equal(after[-1], last)


def test_chase_validates_input():
    with pytest.raises(ValueError, match="row 1, column 2"):
        lo.chase([[0, 2]])
    with pytest.raises(ValueError, match="ragged"):
        lo.chase([[0, 1], [1]])
    with pytest.raises(ValueError, match="empty"):
        lo.chase([])


# --- f_k and the chase matrix ------------------------------------------------------


def test_chase_polynomial_matches_recurrence_and_shift():
    for k in range(70):
        f = f_by_recurrence(k)
        assert lo.chase_polynomial(k) == f
        assert lo.chase_polynomial(k, shift=1) == f(X + 1)
    with pytest.raises(ValueError, match="k must be"):
        lo.chase_polynomial(-1)
    with pytest.raises(ValueError, match="shift"):
        lo.chase_polynomial(3, shift=2)


@pytest.mark.parametrize("m", range(1, 9))
@pytest.mark.parametrize("n", range(1, 9))
def test_chase_matrix_is_f_of_A_and_maps_first_row_to_last(m, n):
    M = lo.chase_matrix(m, n)
    A = tridiagonal(n)
    assert M == f_by_recurrence(m + 1)(A)
    assert M == M.transpose() and M * A == A * M
    zero = np.zeros((m, n), dtype=np.uint8)
    for j in range(n):  # chase the dark board after pressing e_j in the first row
        first = np.zeros((m, n), dtype=np.uint8)
        first[0, j] = 1
        _, last = lo.chase(lo.apply_presses(zero, first))
        assert [int(v) for v in M.column(j)] == last.tolist()


def test_chase_matrix_validates_sizes():
    with pytest.raises(ValueError, match="m \\(rows\\)"):
        lo.chase_matrix(0, 3)
    with pytest.raises(ValueError, match="n \\(columns\\)"):
        lo.chase_matrix(3, 2.5)


# --- nullity --------------------------------------------------------------------


def test_nullity_equals_full_rank_deficiency_up_to_30():
    for m in range(1, 31):
        for n in range(m, 31):
            d = m * n - full_matrix(m, n).rank()
            assert lo.nullity(m, n) == lo.nullity(n, m) == d, (m, n)


def test_nullity_of_the_source_examples():
    # source 001: 3 x 3 has one solution, 5 x 5 four, 4 x 4 sixteen (every x_1 works)
    assert (lo.nullity(3, 3), lo.nullity(5, 5), lo.nullity(4, 4)) == (0, 2, 4)
    with pytest.raises(ValueError, match="positive integer"):
        lo.nullity(0, 5)


# --- the chasing solver ----------------------------------------------------------


@pytest.mark.parametrize("method", ["poly", "m4ri"])
def test_solver_agrees_with_full_system(method):
    rng = np.random.default_rng(3)
    for m in range(1, 12):
        for n in range(1, 12):
            for _ in range(3):
                b = rng.integers(0, 2, size=(m, n)).astype(np.uint8)
                try:
                    x = lo.chasing.solve_gf2_chasing(b, method)
                except lo.NotSolvableError as err:
                    assert not full_solvable(b), (m, n)
                    assert "quiet pattern" in str(err) and "odd number" in str(err)
                    continue
                assert full_solvable(b)
                assert not lo.apply_presses(b, x).any()


def test_solver_message_names_a_real_quiet_pattern():
    b = np.zeros((5, 5), dtype=np.uint8)
    b[0, 0] = 1
    with pytest.raises(
        lo.NotSolvableError, match="5 x 5 board is not solvable"
    ) as info:
        lo.chasing.solve_gf2_chasing(b)
    msg = str(info.value)
    assert "f_6(B_5)" in msg and "covers 1 lit cell," in msg
    with pytest.raises(ValueError, match="method"):
        lo.chasing.solve_gf2_chasing(np.eye(3, dtype=np.uint8) * 0 + 1, "magic")


def test_solve_uses_chasing_on_large_boards():
    b = lo.random_solvable_board(60, 45, seed=11)
    x = lo.solve(b)
    assert not lo.apply_presses(b, x).any()
    bad = np.zeros(
        (24, 24), dtype=np.uint8
    )  # 24 x 24 is singular; one corner is not solvable
    bad[0, 0] = 1
    assert lo.nullity(24, 24) > 0
    with pytest.raises(lo.NotSolvableError, match="24 x 24 board is not solvable"):
        lo.solve(bad)


# --- quiet patterns and fewest presses above 400 cells (chasing route) ------------------


def _elimination_route(monkeypatch):
    """Make every board take notebook 02's elimination route (the route used up to 400 cells)."""
    monkeypatch.setattr(lo.gf2, "_CHASE_ABOVE_CELLS", 10**9)


@pytest.mark.parametrize(
    "m, n", [(24, 24), (30, 30), (17, 29), (33, 16), (5, 100), (41, 41)]
)
def test_chased_quiet_patterns_match_elimination(m, n, monkeypatch):
    assert m * n > lo.gf2._CHASE_ABOVE_CELLS
    chased = lo.quiet_patterns(m, n)
    dark = np.zeros((m, n), dtype=np.uint8)
    assert all(
        q.shape == (m, n)
        and q.dtype == np.uint8
        and not lo.apply_presses(dark, q).any()
        for q in chased
    )
    assert len(chased) == lo.nullity(m, n)
    # first rows: the reduced echelon basis of the kernel of the chase matrix (M4RI, independent route)
    if chased:
        firsts = matrix(F2, [q[0].tolist() for q in chased])
        assert firsts == lo.chase_matrix(m, n).right_kernel_matrix(basis="echelon")
    _elimination_route(monkeypatch)
    eliminated = lo.quiet_patterns(m, n)
    assert len(eliminated) == len(chased)
    if chased:
        span = matrix(F2, [q.ravel().tolist() for q in chased]).row_space()
        assert span == matrix(F2, [q.ravel().tolist() for q in eliminated]).row_space()


@pytest.mark.parametrize(
    "m, n, seeds",
    [(24, 24, 3), (30, 30, 2), (19, 23, 3), (33, 33, 1), (21, 41, 2), (41, 17, 2)],
)
def test_min_presses_above_400_cells_matches_elimination(m, n, seeds, monkeypatch):
    boards = [lo.random_solvable_board(m, n, seed) for seed in range(seeds)]
    chased = [lo.min_presses(b) for b in boards]
    _elimination_route(monkeypatch)
    for b, x in zip(boards, chased):
        assert x.shape == b.shape and not lo.apply_presses(b, x).any()
        assert int(x.sum()) == int(lo.min_presses(b).sum())


def test_min_presses_chasing_route_against_brute_force(monkeypatch):
    # every board takes the chasing route; the minimum over solutions() (all 2**d) is the reference
    monkeypatch.setattr(lo.gf2, "_CHASE_ABOVE_CELLS", 0)
    lo.chasing._CHASE_KERNEL_CACHE.clear()
    checked = 0
    for m in range(1, 8):
        for n in range(1, 8):
            for seed in range(3):
                b = lo.random_solvable_board(m, n, 100 * m + 10 * n + seed)
                x = lo.min_presses(b)
                weights = [int(s.sum()) for s in lo.solutions(b)]
                assert (
                    len(weights)
                    == 2 ** lo.nullity(m, n)
                    == len({s.tobytes() for s in lo.solutions(b)})
                )
                assert not lo.apply_presses(b, x).any() and int(x.sum()) == min(weights)
                checked += 1
    lo.chasing._CHASE_KERNEL_CACHE.clear()
    assert checked == 147


def test_min_presses_large_table_route(monkeypatch):
    # the one-transform route against the batched transforms (forced by lowering the limit)
    b = lo.random_solvable_board(30, 30, 7)
    by_transform = lo.min_presses(b)
    monkeypatch.setattr(lo.gf2, "_ONE_TRANSFORM_MAX_NULLITY", 3)
    by_table = lo.min_presses(b)
    assert not lo.apply_presses(b, by_table).any()
    assert int(by_table.sum()) == int(by_transform.sum())


def test_solutions_above_400_cells(monkeypatch):
    b = lo.random_solvable_board(24, 24, 5)
    chased = {s.tobytes() for s in lo.solutions(b)}
    assert len(chased) == 2 ** lo.nullity(24, 24) == 16
    assert all(
        not lo.apply_presses(b, np.frombuffer(s, dtype=np.uint8).reshape(24, 24)).any()
        for s in chased
    )
    _elimination_route(monkeypatch)
    assert {s.tobytes() for s in lo.solutions(b)} == chased


def test_min_presses_above_400_cells_refuses_large_nullity_and_unsolvable():
    with pytest.raises(ValueError, match="2\\*\\*40 solutions"):
        lo.min_presses(np.ones((61, 61), dtype=np.uint8))  # nullity 40 > 32
    corner = np.zeros((24, 24), dtype=np.uint8)
    corner[0, 0] = 1
    with pytest.raises(lo.NotSolvableError):
        lo.min_presses(corner)


# --- cross-checks of notebook 03 (moved here from the notebook) ----------------------------


def test_right_chase_is_the_chase_of_the_transpose():
    rng = np.random.default_rng(3)
    for _ in range(200):
        m, n = (int(v) for v in rng.integers(1, 8, size=2))
        b = rng.integers(0, 2, size=(m, n)).astype(np.uint8)
        p_cols, last_col = lo.chase(
            b.T
        )  # source 001 chases to the right, column by column
        after = lo.apply_presses(b, p_cols.T)
        assert not after[:, :-1].any() and np.array_equal(after[:, -1], last_col)


@pytest.mark.parametrize("m, n", [(5, 5), (3, 3), (4, 4), (6, 4), (2, 7), (7, 3)])
def test_every_row_of_the_chase_is_f_k_of_A_times_the_first_row(m, n):
    A = tridiagonal(n)
    zero = np.zeros((m, n), dtype=np.uint8)
    for first in itertools.product((0, 1), repeat=n):
        start = zero.copy()
        start[0] = first
        chased, last = lo.chase(lo.apply_presses(zero, start))
        chased[0] = first
        x1 = vector(F2, first)
        for k in range(1, m + 1):
            assert [int(v) for v in f_by_recurrence(k)(A) * x1] == chased[
                k - 1
            ].tolist()
        assert [int(v) for v in f_by_recurrence(m + 1)(A) * x1] == last.tolist()


def test_small_system_decides_solvability_like_the_full_system():
    rng = np.random.default_rng(3)
    checked = 0
    for m, n in [(5, 5), (4, 4), (6, 4), (5, 9)]:
        M = lo.chase_matrix(m, n)
        for _ in range(150):
            b = rng.integers(0, 2, size=(m, n)).astype(np.uint8)
            c = vector(F2, lo.chase(b)[1].tolist())
            assert (c in M.column_space()) == full_solvable(b)
            checked += 1
    assert checked == 600


def test_4x4_solvable_iff_the_chase_leaves_the_last_row_dark_on_all_boards():
    columns = [
        int(sum(1 << int(i) for i in np.flatnonzero(col)))
        for col in lo.press_matrix(4, 4).T
    ]
    reached = np.zeros(1, dtype=np.uint32)
    for col in columns:  # all XOR combinations of the columns of A: the solvable boards
        reached = np.concatenate([reached, reached ^ np.uint32(col)])
    solvable = np.zeros(2**16, dtype=bool)
    solvable[reached] = True
    every = np.arange(
        2**16, dtype=np.uint32
    )  # the chase of all boards at once, rows as 4-bit numbers
    rows4 = [(every >> np.uint32(4 * r)) & np.uint32(15) for r in range(4)]
    prev, cur = np.zeros_like(every), np.zeros_like(every)
    for r in range(4):
        nxt = (
            rows4[r]
            ^ prev
            ^ cur
            ^ ((cur << np.uint32(1)) & np.uint32(15))
            ^ (cur >> np.uint32(1))
        )
        prev, cur = cur, nxt
    for v in np.random.default_rng(4).choice(
        2**16, 300, replace=False
    ):  # the vectorised chase = lo.chase
        b = ((int(v) >> np.arange(16)) & 1).astype(np.uint8).reshape(4, 4)
        assert int(sum(int(t) << c for c, t in enumerate(lo.chase(b)[1]))) == int(
            cur[v]
        )
    assert np.array_equal(solvable, cur == 0) and int(solvable.sum()) == 2**12


def test_both_orientations_have_the_nullity_of_the_full_matrix_up_to_12():
    for m in range(1, 13):
        for n in range(1, 13):
            full = m * n - full_matrix(m, n).rank()
            ours, sources = (
                lo.chase_matrix(m, n),
                f_by_recurrence(n + 1)(tridiagonal(m)),
            )
            assert n - ours.rank() == m - sources.rank() == full, (m, n)


def test_path_matrix_is_cyclic_with_minimal_polynomial_f():
    for n in range(1, 31):
        T = tridiagonal(n) + identity_matrix(F2, n)
        f = f_by_recurrence(n + 1)
        assert T.charpoly() == T.minpoly() == f
        e0 = vector(F2, [1] + [0] * (n - 1))
        assert all(
            f_by_recurrence(k + 1)(T) * e0 == identity_matrix(F2, n).column(k)
            for k in range(n)
        )
        assert f(T) * e0 == 0


def test_kernel_of_a_polynomial_in_the_path_matrix():
    """Step 3 of the nullity theorem: dim ker g(T) = deg gcd(g, f_{n+1}) for random g."""
    rng = np.random.default_rng(5)
    for n in range(1, 25):
        T = tridiagonal(n) + identity_matrix(F2, n)
        for _ in range(10):
            g = R(
                [
                    int(v)
                    for v in rng.integers(0, 2, size=int(rng.integers(1, 2 * n + 2)))
                ]
            )
            assert n - g(T).rank() == g.gcd(f_by_recurrence(n + 1)).degree()


def test_strong_divisibility_and_doubling_of_f():
    f = [f_by_recurrence(k) for k in range(151)]
    assert all(
        f[a].gcd(f[b]) == f[math.gcd(a, b)] for a in range(151) for b in range(a, 151)
    )
    assert all(
        f[2 * k] == X * f[k] ** 2 and f[2 * k + 1] == (f[k] + f[k + 1]) ** 2
        for k in range(75)
    )


def test_square_nullity_laws_against_full_ranks():
    """Multiples, the doubling law and even nullity, with d(n) from the full n^2 x n^2 matrix."""
    d = {n: n * n - full_matrix(n, n).rank() for n in range(1, 32)}
    assert all(v % 2 == 0 for v in d.values())
    assert all(
        d[2 * n + 1] == 2 * d[n] + (2 if n % 3 == 2 else 0) for n in range(1, 16)
    )
    assert all(
        d[k * (n + 1) - 1] >= d[n]
        for n in range(1, 32)
        for k in range(2, 32 // (n + 1) + 1)
    )


def _slide_readable(fig) -> bool:
    """Every text of the figure is >= 10 pt once the figure is scaled to a 13.33 in slide."""
    import matplotlib.text

    width = fig.get_size_inches()[0]
    sizes = [
        t.get_fontsize()
        for t in fig.findobj(matplotlib.text.Text)
        if t.get_text().strip() and t.get_visible()
    ]
    return bool(sizes) and min(sizes) * 13.33 / width >= 10


def test_plots_ch03_figures_are_slide_readable():
    import matplotlib.pyplot as plt

    board = lo.random_solvable_board(5, 5, 3)
    states, steps = [board], []
    for r in range(4):
        p = np.zeros_like(board)
        p[r + 1] = states[-1][r]
        states.append(lo.apply_presses(states[-1], p))
        steps.append(p)
    fig = lo.plots.ch03.chasing_steps(states, steps)
    assert len(fig.axes) == 5 and _slide_readable(fig)
    plt.close(fig)
    fig = lo.plots.ch03.four_solutions(board, [board, board], ["a", "b"])
    assert len(fig.axes) == 2 and _slide_readable(fig)
    plt.close(fig)
    d = np.array([[lo.nullity(m, n) for n in range(1, 21)] for m in range(1, 11)])
    fig = lo.plots.ch03.nullity_map(d)
    # zero nullities are masked (drawn white): as many masked cells as zeros in d
    assert (
        np.ma.getmaskarray(fig.axes[0].get_images()[0].get_array()).sum()
        == (d == 0).sum()
    )
    assert _slide_readable(fig)
    plt.close(fig)
