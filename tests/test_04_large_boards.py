"""Tests of the large-board machinery of notebook 04 (lightsout/chasing.py).

Every fast path is compared with an independent route on small boards: the packed-row and
NTL conversions with plain Python and Sage, the chasing solver with the full (m*n) x (m*n)
system (Sage/M4RI) and with the M4RI route on the chase matrix, the exhaustive search for the
fewest presses with brute force over all solutions. Notebook 04 points here for these
cross-checks (they used to be cells of the notebook).
"""

import itertools

import numpy as np
import pytest

import lightsout_helpers as lo
from lightsout import chasing, polynomials
from lightsout.sage import GF, PolynomialRing, matrix, vector

F2 = GF(2)
R = PolynomialRing(F2, "x")
X = R.gen()


def poly_to_int(p) -> int:
    return sum(int(c) << i for i, c in enumerate(p.list()))


def full_solvable(b) -> bool:
    A = matrix(F2, lo.press_matrix(*b.shape).astype(np.int8))
    try:
        A.solve_right(vector(F2, b.ravel().tolist()))
        return True
    except ValueError:
        return False


def path_T(n):
    return matrix(F2, n, n, lambda i, j: 1 if abs(i - j) == 1 else 0)


def as_int(bits) -> int:
    return sum(int(b) << j for j, b in enumerate(bits))


# --- conversions --------------------------------------------------------------------------


@pytest.mark.parametrize("n", [1, 3, 7, 8, 9, 16, 63, 64, 65, 200])
def test_pack_and_unpack_rows_round_trip(n):
    rng = np.random.default_rng(n)
    b = rng.integers(0, 2, size=(5, n)).astype(np.uint8)
    rows = chasing._pack_rows(b)
    assert rows == [as_int(r) for r in b]  # bit j = column j
    back = chasing._unpack_rows(rows, n)
    assert back.dtype == np.uint8 and back.shape == (5, n) and np.array_equal(back, b)


def test_int_and_ntl_round_trip_and_match_sage():
    rng = np.random.default_rng(1)
    values = [0, 1, 2, 3, 15, 16, 17, 255, 256] + [
        int.from_bytes(rng.bytes(k), "little") for k in range(1, 40)
    ]
    for v in values:
        p = polynomials.int_to_ntl(v)
        assert polynomials.ntl_to_int(p) == v
        assert p.deg() == v.bit_length() - 1
        assert p.weight() == bin(v).count("1")


def test_ntl_fibonacci_polynomials_match_chase_polynomial():
    for k in range(120):
        for shift in (0, 1):
            assert polynomials.ntl_to_int(polynomials.f_ntl(k, shift)) == poly_to_int(
                lo.chase_polynomial(k, shift)
            )


@pytest.mark.parametrize("n", [1, 2, 5, 12, 31])
def test_at_e0_and_coordinates_against_sage(n):
    T = path_T(n)
    e0 = vector(F2, [1] + [0] * (n - 1))
    rng = np.random.default_rng(n)
    for _ in range(30):
        h = int(rng.integers(0, 2 ** min(2 * n, 62)))
        hp = R([(h >> i) & 1 for i in range(max(1, h.bit_length()))])
        assert chasing._at_e0(h, n) == as_int(hp(T) * e0)
        c = int(rng.integers(0, 2**n))
        assert chasing._at_e0(chasing._coordinates(c, n), n) == c


# --- the solver ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "m, n", [(21, 20), (24, 24), (17, 29), (41, 11), (5, 100), (30, 16), (19, 23)]
)
def test_solve_above_400_cells_against_full_system(m, n):
    assert m * n > lo.gf2._CHASE_ABOVE_CELLS  # lo.solve takes the chasing route
    rng = np.random.default_rng(m * 1000 + n)
    for trial in range(4):
        b = (
            lo.random_solvable_board(m, n, trial)
            if trial % 2
            else rng.integers(0, 2, size=(m, n)).astype(np.uint8)
        )
        try:
            x = lo.solve(b)
        except lo.NotSolvableError as err:
            assert not full_solvable(b) and "quiet pattern" in str(err)
            continue
        assert full_solvable(b)
        assert (
            x.shape == b.shape
            and x.dtype == np.uint8
            and not lo.apply_presses(b, x).any()
        )


@pytest.mark.parametrize("m, n", [(50, 50), (33, 47), (64, 20), (19, 19), (24, 24)])
def test_both_routes_and_the_full_system_agree(m, n):
    """Moved from notebook 04: GF(2)[x] route, M4RI route on the chase matrix, full system."""
    M = lo.chase_matrix(m, n)
    zero = np.zeros((m, n), dtype=np.uint8)
    for j in range(n):  # the column recurrence gives the chased unit vectors
        first = zero.copy()
        first[0, j] = 1
        assert [int(v) for v in M.column(j)] == lo.chase(lo.apply_presses(zero, first))[
            1
        ].tolist()
    for s in range(4):
        b = (
            lo.random_solvable_board(m, n, s)
            if s % 2
            else np.random.default_rng(s).integers(0, 2, size=(m, n)).astype(np.uint8)
        )
        verdicts = []
        for method in ("poly", "m4ri"):
            try:
                x = chasing.solve_gf2_chasing(b, method)
                assert not lo.apply_presses(b, x).any()
                verdicts.append(True)
            except lo.NotSolvableError:
                verdicts.append(False)
        assert verdicts[0] == verdicts[1] == full_solvable(b)


def test_all_ones_boards_are_solvable_by_chasing():
    """Every all-ones board is solvable (Sutner); the chasing route finds a verified solution."""
    for n in range(1, 61):
        ones = np.ones((n, n), dtype=np.uint8)
        x = chasing.solve_gf2_chasing(ones)
        assert not lo.apply_presses(ones, x).any(), n
    for m, n in [(7, 40), (40, 9), (33, 64)]:
        ones = np.ones((m, n), dtype=np.uint8)
        assert not lo.apply_presses(ones, lo.solve(ones)).any()


def test_solver_does_not_change_its_input():
    b = lo.random_solvable_board(30, 30, 4)
    before = b.copy()
    lo.solve(b)
    assert np.array_equal(b, before)


# --- fewest presses for any nullity ----------------------------------------------------------


def test_lightest_coset_member_against_brute_force():
    checked = 0
    for m in range(1, 8):
        for n in range(1, 8):
            for seed in range(2):
                b = lo.random_solvable_board(m, n, 10 * m + n + seed)
                x0 = lo.solve(b).ravel()
                K = np.array(
                    [q.ravel() for q in lo.quiet_patterns(m, n)], dtype=np.uint8
                ).reshape(-1, m * n)
                weights = []
                for code in range(2 ** K.shape[0]):
                    x = x0.copy()
                    for j in range(K.shape[0]):
                        if code >> j & 1:
                            x ^= K[j]
                    weights.append(int(x.sum()))
                expected = (
                    min(weights),
                    weights.index(min(weights)),
                )  # smallest code among the lightest
                for low_bits, block in [(1, 1), (2, 8), (3, 40), (16, 2**21)]:
                    assert (
                        chasing.lightest_coset_member(x0, K, low_bits, block)
                        == expected
                    )
                checked += 1
    assert checked == 98


def test_lightest_coset_member_with_large_signature_groups():
    # 300 cells share one signature (the int16 sums of t), others random: brute force
    rng = np.random.default_rng(7)
    for d in (3, 6, 9):
        K = rng.integers(0, 2, (d, 400), dtype=np.uint8)
        K[:, :300] = K[:, :1]
        x0 = rng.integers(0, 2, 400, dtype=np.uint8)
        weights = []
        for code in range(2**d):
            x = x0.copy()
            for j in range(d):
                if code >> j & 1:
                    x ^= K[j]
            weights.append(int(x.sum()))
        expected = (min(weights), weights.index(min(weights)))
        for low_bits, block in [(2, 8), (4, 2**10)]:
            assert chasing.lightest_coset_member(x0, K, low_bits, block) == expected


def test_lightest_coset_member_on_sparse_and_dense_signatures():
    # random kernels whose cells use few or many signatures (the compact first levels run
    # while the nonzero rows are at most half): brute force over all 2**d combinations
    rng = np.random.default_rng(11)
    for trial in range(40):
        d = int(rng.integers(1, 13))
        size = int(rng.integers(1, 260))
        density = float(rng.random())
        K = (rng.random((d, size)) < density).astype(np.uint8)
        if trial % 2:  # few distinct signatures: cells copy one of four columns
            K = K[:, rng.integers(0, min(4, size), size)]
        x0 = rng.integers(0, 2, size, dtype=np.uint8)
        codes = np.arange(2**d)
        combos = ((codes[:, None] >> np.arange(d)) & 1) @ K.astype(np.int64)
        weights = ((combos + x0) % 2).sum(axis=1)
        expected = (int(weights.min()), int(np.argmin(weights)))
        low_bits = int(rng.integers(1, 14))
        block = int(2 ** rng.integers(1, 16))
        assert chasing.lightest_coset_member(x0, K, low_bits, block) == expected, trial


@pytest.mark.parametrize(
    "m, n, seed", [(30, 30, 1), (24, 24, 2), (33, 33, 3), (21, 41, 1)]
)
def test_lightest_coset_member_matches_min_presses(m, n, seed):
    b = lo.random_solvable_board(m, n, seed)
    x0 = lo.solve(b).ravel()
    K = np.array([q.ravel() for q in lo.quiet_patterns(m, n)], dtype=np.uint8).reshape(
        -1, m * n
    )
    weight, code = chasing.lightest_coset_member(x0, K, low_bits=8, block_cells=2**12)
    x = x0.copy()
    for j in range(K.shape[0]):
        if code >> j & 1:
            x ^= K[j]
    assert int(x.sum()) == weight == int(lo.min_presses(b).sum())
    assert not lo.apply_presses(b, x.reshape(m, n)).any()


def test_fewest_presses_by_plain_enumeration():
    """Moved from notebook 04: min_presses against enumerating all 2^d solutions in numpy blocks."""
    for (m, n), seed in [((24, 24), 1), ((33, 33), 1)]:
        b = lo.random_solvable_board(m, n, seed)
        x0 = lo.solve(b).ravel().astype(np.int32)
        Q = np.array([q.ravel() for q in lo.quiet_patterns(m, n)], dtype=np.int32)
        low, high = Q[:12], Q[12:]
        low_combos = (
            np.array(list(itertools.product((0, 1), repeat=len(low))), dtype=np.int32)
            @ low
            % 2
        )
        best = None
        for hc in itertools.product((0, 1), repeat=len(high)):
            start = (x0 + np.array(hc, dtype=np.int32) @ high) % 2 if len(high) else x0
            w = int(((low_combos + start) % 2).sum(axis=1).min())
            best = w if best is None else min(best, w)
        assert int(lo.min_presses(b).sum()) == best


def test_chased_quiet_patterns_are_the_echelon_kernel_of_the_chase_matrix():
    """Moved from notebook 04: the 30 x 30 basis, against M4RI and the full 900 x 900 kernel."""
    quiet = lo.quiet_patterns(30, 30)
    firsts = matrix(F2, [q[0].tolist() for q in quiet])
    assert firsts == lo.chase_matrix(30, 30).right_kernel_matrix(basis="echelon")
    full_kernel = matrix(F2, lo.press_matrix(30, 30).astype(np.int8)).right_kernel()
    assert matrix(F2, [q.ravel().tolist() for q in quiet]).row_space() == full_kernel


# --- nullity from half-degree polynomials, the sigma branch, the first large solve ---------


def _nullity_by_full_gcd(m, n):
    """deg gcd(f_{m+1}(x), f_{n+1}(x + 1)) straight from the definition (no reduction)."""
    return int(
        lo.chase_polynomial(m + 1).gcd(lo.chase_polynomial(n + 1, shift=1)).degree()
    )


def test_nullity_poly_matches_the_full_gcd():
    # every shape up to 48 x 48 (all powers of 2 in m + 1, n + 1 up to 32), then random and
    # chained sizes (n -> 2n + 1 keeps the odd part and raises the power of 2)
    for m in range(1, 49):
        for n in range(1, 49):
            assert polynomials.nullity_poly(m, n) == _nullity_by_full_gcd(m, n), (m, n)
    rng = np.random.default_rng(4)
    for m in rng.integers(1, 4000, 40):
        for n in (m, 2 * m + 1, 4 * m + 3, int(rng.integers(1, 4000))):
            assert lo.nullity(int(m), int(n)) == _nullity_by_full_gcd(int(m), int(n))


def test_the_basis_over_x2_plus_x_and_the_square_route():
    # f_k = u(x^2 + x) + x v(x^2 + x): composing back gives f_k for every k < 200
    R = lo.chase_polynomial(3).parent()
    x = R.gen()
    for k in range(200):
        (u0, u1), _ = polynomials._chase_pair_y(k)
        u, v = (
            R([int(b) for b in bin(polynomials.ntl_to_int(p))[:1:-1]]) for p in (u0, u1)
        )
        assert u(x**2 + x) + x * v(x**2 + x) == lo.chase_polynomial(k), k
    # the quarter-degree route against the half-degree one and the full gcd
    for n in list(range(1, 200)) + [511, 1023, 2047, 4095, 3071, 4094, 6143]:
        d = polynomials.nullity_square(n)
        assert d == polynomials.nullity_half_degree(n, n) == _nullity_by_full_gcd(n, n)
    rng = np.random.default_rng(25)
    for n in rng.integers(1, 20_000, 30).tolist():
        assert polynomials.nullity_square(n) == polynomials.nullity_half_degree(n, n)


def test_nullity_of_square_boards_against_matrix_rank():
    # an independent route: mn - rank of the full press matrix over GF(2)
    for n in (4, 5, 9, 11, 16, 17, 19):
        A = matrix(F2, lo.press_matrix(n, n))
        assert lo.nullity(n, n) == n * n - A.rank()


def test_sigma_nullity_is_the_polynomial_gcd_and_capped():
    for m in range(1, 30):
        for n in range(1, 30):
            expected = int(
                lo.chase_polynomial(m + 1).gcd(lo.chase_polynomial(n + 1)).degree()
            )
            assert lo.nullity(m, n, self_toggle=False) == expected
    # fuzz finding: the sigma branch ran for minutes at 10**8 - 1 and named
    # chase_polynomial at 10**8; now it answers at the limit and refuses above it as nullity
    side = chasing.NULLITY_MAX_SIDE
    assert lo.nullity(side, side - 1, self_toggle=False) == 0
    for m, n in ((10**8 - 1, 10**8 - 2), (10**8, 5), (5, side + 1)):
        with pytest.raises(ValueError, match="nullity.*NULLITY_MAX_SIDE") as err:
            lo.nullity(m, n, self_toggle=False)
        assert "chase_polynomial" not in str(err.value)


def test_solve_reads_the_board_without_changing_it():
    b = np.ones((30, 31), dtype=np.uint8)  # 930 cells: the chasing route
    kept = b.copy()
    x = lo.solve(b)
    assert x is not b and np.array_equal(b, kept)
    assert not lo.apply_presses(b, x).any()


def test_first_large_solve_loads_no_module(tmp_path):
    # the first solve of a large board used to import sage.all (seconds); after importing the
    # package, solving a 300 x 300 board must not import any module
    import subprocess
    import sys

    code = (
        "import sys, numpy as np, lightsout_helpers as lo\n"
        "before = set(sys.modules)\n"
        "lo.solve(np.ones((300, 300), dtype=np.uint8))\n"
        "print(sorted(set(sys.modules) - before))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "[]", out.stdout


def test_plots_ch04_smoke():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    ch04 = lo.plots.ch04
    chains = {2: [2, 5, 11], 4: [4, 9]}
    ratio = {2: 0.1, 5: 0.2, 11: 0.3, 4: 0.4, 9: 0.5}
    sizes = np.arange(1, 12)
    fig = ch04.nullity_chains(
        [2, 4, 5, 9, 11], ratio, chains, [2, 4], sizes, np.linspace(0, 1, 11)
    )
    assert len(fig.axes) == 2
    timing = {("chasing", "random"): {10: (0.1,), 20: (0.2,)}}
    fig2 = ch04.solve_scaling(timing, {("chasing", "random"): "solve"})
    assert len(fig2.axes[0].lines) == 1
    rows = [
        {
            "cells": "500",
            "nullity": "20",
            "seconds_new_cold": "0.1",
            "seconds_new_warm": "0.05",
            "seconds_old_cold": "0.3",
            "seconds_old_warm": "",
        }
    ]
    fig3 = ch04.min_presses_routes(rows)
    assert len(fig3.axes) == 2
    for f in (fig, fig2, fig3):
        plt.close(f)


def test_prefaulted_result_gives_the_same_solution(monkeypatch):
    # the result array of a large solve is mapped in by a second thread (_Prefaulted) and
    # filled a megabyte at a time: the same presses as the plain unpack, odd widths included
    for m, n in ((300, 301), (257, 64), (5000, 3)):
        b = lo.random_solvable_board(m, n, m + n)
        plain = lo.solve(b)
        monkeypatch.setattr(chasing, "_PREFAULT_FROM_CELLS", 0)
        threaded = lo.solve(b)
        monkeypatch.undo()
        assert threaded.dtype == np.uint8 and np.array_equal(plain, threaded)
        assert not lo.apply_presses(b, threaded).any()
