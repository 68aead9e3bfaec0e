"""Unit tests of the Z/NZ section of lightsout_helpers (notebook 05).

Expected values come from independent routes: brute force over every press pattern,
ranks over GF(p) and determinants computed here without Sage, and the counts stated by
source 003 (27 solutions mod 3, 16 mod 4 for 5x5) and sources 001/002 (4 mod 2).
"""

import ast
import math
import random
from fractions import Fraction

import numpy as np
import pytest

import lightsout_helpers as lo


# --- independent tools -------------------------------------------------------------

def all_patterns(cells, colours):
    """Every vector in {0..colours-1}^cells, one a row (row i is i written in base colours)."""
    idx = np.arange(colours ** cells, dtype=np.int64)
    return np.stack([(idx // colours ** j) % colours for j in range(cells)], axis=1)


def brute_force(m, n, colours):
    """(set of solvable boards as codes, number of quiet patterns) by trying every press pattern."""
    a = lo.press_matrix(m, n).astype(np.int64)
    presses = all_patterns(m * n, colours)
    boards = (presses @ a.T) % colours  # the board made from dark by these presses
    codes = boards @ (colours ** np.arange(m * n, dtype=np.int64))
    return np.unique(codes), int((codes == 0).sum())


def rank_mod_p(a, p):
    """Rank of an integer matrix over GF(p) by plain Gaussian elimination."""
    a = np.array(a, dtype=np.int64) % p
    rank = 0
    for col in range(a.shape[1]):
        piv = next((r for r in range(rank, a.shape[0]) if a[r, col]), None)
        if piv is None:
            continue
        a[[rank, piv]] = a[[piv, rank]]
        a[rank] = a[rank] * pow(int(a[rank, col]), -1, p) % p
        for r in range(a.shape[0]):
            if r != rank and a[r, col]:
                a[r] = (a[r] - a[r, col] * a[rank]) % p
        rank += 1
    return rank


def det_and_rank_over_q(a):
    """(det, rank) of an integer matrix with exact fractions."""
    rows = [[Fraction(int(v)) for v in row] for row in a]
    size, det, rank = len(rows), Fraction(1), 0
    for col in range(size):
        piv = next((r for r in range(rank, size) if rows[r][col] != 0), None)
        if piv is None:
            det = Fraction(0)
            continue
        if piv != rank:
            rows[rank], rows[piv] = rows[piv], rows[rank]
            det = -det
        det *= rows[rank][col]
        for r in range(rank + 1, size):
            f = rows[r][col] / rows[rank][col]
            if f:
                rows[r] = [x - f * y for x, y in zip(rows[r], rows[rank])]
        rank += 1
    return det, rank


SMALL_SHAPES = [(1, 1), (1, 2), (1, 3), (2, 1), (2, 2), (2, 3), (3, 1), (3, 2)]


# --- elementary_divisors -----------------------------------------------------------

@pytest.mark.parametrize("m, n", [(1, 1), (2, 3), (3, 3), (4, 4), (5, 5), (4, 6), (6, 6)])
def test_elementary_divisors_agree_with_ranks_and_determinant(m, n):
    d = lo.elementary_divisors(m, n)
    a = lo.press_matrix(m, n)
    assert len(d) == m * n and all(isinstance(v, int) and v >= 0 for v in d)
    for x, y in zip(d, d[1:]):  # the divisibility chain, zeros last
        assert (y == 0) or (x != 0 and y % x == 0)
    det, rank = det_and_rank_over_q(a)
    assert d.count(0) == m * n - rank
    if det != 0:
        assert math.prod(d) == abs(det)
    for p in (2, 3, 5, 7, 11, 13, 17):
        # the number of invariants divisible by p is the nullity of A over GF(p)
        assert sum(v % p == 0 for v in d) == m * n - rank_mod_p(a, p), p


def test_elementary_divisors_of_5x5():
    # 22 ones, then 33 = 3 * 11, then two zeros: checked by the ranks above; the counts
    # it implies are the ones source 003 states (27 mod 3, 16 mod 4) and source 001 (4 mod 2)
    d = lo.elementary_divisors(5, 5)
    assert d[:22] == [1] * 22 and d[22:] == [33, 0, 0]
    assert lo.solution_count(5, 5, 3) == 27
    assert lo.solution_count(5, 5, 4) == 16
    assert lo.solution_count(5, 5, 2) == 4


# --- solution_count and solve against brute force -----------------------------------

def _cases():
    for m, n in SMALL_SHAPES:
        for colours in range(2, 13):
            if colours ** (m * n) <= 3_000_000:
                yield m, n, colours
    for colours in (2, 3):
        yield 3, 3, colours


@pytest.mark.parametrize("m, n, colours", list(_cases()))
def test_counts_and_solvability_match_brute_force(m, n, colours):
    solvable, quiet = brute_force(m, n, colours)
    count = lo.solution_count(m, n, colours)
    assert count == quiet
    assert len(solvable) * count == colours ** (m * n)
    # every board if there are few, else a seeded sample; solve must succeed exactly on
    # the boards that some press pattern makes, and its answer must work
    total = colours ** (m * n)
    rng = random.Random(1000 * m + 100 * n + colours)
    codes = range(total) if total <= 4096 else [rng.randrange(total) for _ in range(300)]
    solvable_set = set(solvable.tolist())
    for code in codes:
        board = np.array([(code // colours ** j) % colours for j in range(m * n)], dtype=np.uint8).reshape(m, n)
        if code in solvable_set:
            x = lo.zmod.solve_mod(board, colours)  # the Smith route, for N = 2 as well
            assert x.dtype == np.uint8 and x.shape == (m, n) and x.max() < colours
            assert not lo.apply_presses(board, x, colours).any()
            y = lo.solve(board, colours=colours)  # public: GF(2) elimination for N = 2, else the same
            assert not lo.apply_presses(board, y, colours).any()
            if colours >= 3:
                assert np.array_equal(y, x)
        else:
            with pytest.raises(lo.NotSolvableError):
                lo.zmod.solve_mod(board, colours)
            with pytest.raises(lo.NotSolvableError):
                lo.solve(board, colours=colours)


@pytest.mark.parametrize("colours", range(2, 13))
def test_random_solvable_boards_up_to_8x8(colours):
    for m, n in [(1, 8), (3, 5), (4, 4), (5, 5), (6, 7), (8, 8)]:
        for seed in range(3):
            board = lo.random_solvable_board(m, n, seed=seed, colours=colours)
            x = lo.zmod.solve_mod(board, colours)
            assert not lo.apply_presses(board, x, colours).any()
            assert not lo.apply_presses(board, lo.solve(board, colours=colours), colours).any()


def test_solve_does_not_change_its_input_and_accepts_lists():
    board = lo.random_solvable_board(5, 5, seed=4, colours=6)
    keep = board.copy()
    x = lo.solve(board.tolist(), colours=6)
    assert np.array_equal(board, keep)
    assert not lo.apply_presses(board, x, 6).any()


# --- unsolvable boards: the reason names the invariant and a quiet pattern -------------

@pytest.mark.parametrize("colours", [3, 4, 6, 11, 12])
def test_unsolvable_reason_names_a_real_quiet_pattern(colours):
    board = np.zeros((5, 5), dtype=np.uint8)
    board[0, 0] = 1  # one lit corner: its dot product with a corner-lit quiet pattern is nonzero
    with pytest.raises(lo.NotSolvableError) as info:
        lo.solve(board, colours=colours)
    message = str(info.value)
    assert "invariant d_" in message and "quiet pattern" in message and f"{colours} colours" in message
    pattern = message.split("quiet pattern ")[1].split(" is ")[0]
    q = np.array(ast.literal_eval(pattern))
    assert q.shape == (5, 5) and q.min() >= 0 and q.max() < colours
    assert q.any() and not lo.apply_presses(np.zeros((5, 5)), q, colours).any()  # q is quiet
    assert int((q.astype(int) * board).sum()) % colours != 0  # and the board fails it


def test_six_colour_condition_is_the_three_colour_one():
    # 5x5 mod 6: gcd(33, 6) = 3 adds a condition that only sees the board mod 3. A board that
    # passes the two mod-6 kernel conditions but not the mod-3 one is unsolvable mod 6.
    rng = random.Random(6)
    for _ in range(50):
        board = np.array([[rng.randrange(6) for _ in range(5)] for _ in range(5)], dtype=np.uint8)
        try:
            lo.solve(board, colours=6)
            ok6 = True
        except lo.NotSolvableError:
            ok6 = False
        ok_parts = True
        for p in (2, 3):
            try:
                lo.solve(board % p, colours=p)
            except lo.NotSolvableError:
                ok_parts = False
        assert ok6 == ok_parts  # Chinese remainder theorem: Z/6 = Z/2 x Z/3


# --- bad input ----------------------------------------------------------------------

def test_bad_input_raises_value_error():
    with pytest.raises(ValueError, match="0..2"):
        lo.solve([[0, 3], [1, 1]], colours=3)
    with pytest.raises(ValueError, match="colours"):
        lo.solution_count(3, 3, 1)
    with pytest.raises(ValueError, match="colours"):
        lo.solution_count(3, 3, 2.0)
    with pytest.raises(ValueError, match="m \\(rows\\)"):
        lo.solution_count(0, 3, 3)
    with pytest.raises(ValueError, match="n \\(columns\\)"):
        lo.elementary_divisors(3, 2.5)
    assert issubclass(lo.NotSolvableError, ValueError)


# --- the tables printed by source 003 ----------------------------------------------------

def _source_tables():
    tables, name = {}, None
    for line in (lo.DATA_DIR / "05_source003_tables.txt").read_text().splitlines():
        if line.startswith("#"):
            continue
        if line.startswith("["):
            name, colours = line[1:].split("] ")
            tables[name] = (int(colours), [])
            continue
        left, right = line.split(": ")[1].split()
        tables[name][1].append([0 if ch == "-" else int(ch) for ch in left + right])
    return {k: (c, np.array(rows, dtype=np.int64)) for k, (c, rows) in tables.items()}


def test_source_tables_are_consequences_and_give_the_stated_counts():
    a = lo.press_matrix(5, 5).astype(np.int64)
    tables = _source_tables()
    assert len(tables) == 10
    for name, (colours, t) in tables.items():
        assert not ((t[:, :25] + t[:, 25:] @ a) % colours).any(), name  # each row is r [A | -I]
    for name, conditions in [("mod3_solved", 3), ("mod4_solved", 2)]:
        colours, t = tables[name]
        zero_left = int((~t[:, :25].any(axis=1)).sum())
        assert zero_left == conditions  # the source's existence conditions
        assert lo.solution_count(5, 5, colours) == colours ** conditions  # 27 and 16


def test_two_colours_agree_with_the_gf2_solver():
    board = lo.random_solvable_board(5, 5, seed=11, colours=2)
    x2 = lo.solve(board, colours=2)
    x = lo.zmod.solve_mod(board, 2)
    assert not lo.apply_presses(board, x2, 2).any() and not lo.apply_presses(board, x, 2).any()
    bad = np.zeros((5, 5), dtype=np.uint8)
    bad[0, 0] = 1
    for solver in (lambda b: lo.solve(b, colours=2), lambda b: lo.zmod.solve_mod(b, 2)):
        with pytest.raises(lo.NotSolvableError):
            solver(bad)
