"""Unit tests of the GF(2) section of lightsout_helpers (notebook 02).

Expected values come from independent routes: brute force over all press patterns,
Sage's linear algebra over GF(2), or source 000 (its 5x5 example has 11 fewest presses).
"""

import itertools

import numpy as np
import pytest

import lightsout_helpers as lo


def all_patterns(m, n):
    for bits in itertools.product((0, 1), repeat=m * n):
        yield np.array(bits, dtype=np.uint8).reshape(m, n)


def brute_force(m, n):
    """board bytes -> (number of solutions, fewest presses), over every press pattern."""
    patterns = np.array(list(itertools.product((0, 1), repeat=m * n)), dtype=np.int64)
    boards = (patterns @ lo.press_matrix(m, n).T.astype(np.int64)) % 2
    table = {}
    for p, b in zip(patterns, boards.astype(np.uint8)):
        key = b.reshape(m, n).tobytes()
        count, best = table.get(key, (0, m * n + 1))
        table[key] = (count + 1, min(best, int(p.sum())))
    return table


# every shape with at most 4 rows, 4 columns and 12 cells, and two longer ones
SMALL_SHAPES = [(m, n) for m in range(1, 5) for n in range(1, 5) if m * n <= 12] + [
    (2, 5),
    (1, 5),
]


@pytest.mark.parametrize("m, n", SMALL_SHAPES)
def test_everything_against_brute_force(m, n):
    table = brute_force(m, n)
    d = len(lo.quiet_patterns(m, n))
    for b in all_patterns(m, n):
        key = b.tobytes()
        if key not in table:
            with pytest.raises(
                lo.NotSolvableError, match="not orthogonal to quiet pattern"
            ):
                lo.solve(b)
            with pytest.raises(lo.NotSolvableError):
                lo.min_presses(b)
            continue
        count, best = table[key]
        x = lo.solve(b)
        assert x.dtype == np.uint8 and x.shape == (m, n)
        assert not lo.apply_presses(b, x).any()
        sols = list(lo.solutions(b))
        assert len(sols) == count == 2**d
        assert len({s.tobytes() for s in sols}) == count
        assert all(not lo.apply_presses(b, s).any() for s in sols)
        y = lo.min_presses(b)
        assert not lo.apply_presses(b, y).any() and int(y.sum()) == best


@pytest.mark.parametrize(
    "m, n", [(3, 3), (4, 4), (5, 5), (2, 3), (6, 9), (9, 9), (1, 2)]
)
def test_quiet_patterns_are_a_basis_of_the_kernel(m, n):
    qs = lo.quiet_patterns(m, n)
    zero = np.zeros((m, n), dtype=np.uint8)
    rank = lo.press_matrix_gf2(m, n).rank()  # Sage's M4RI: an independent route
    assert len(qs) == m * n - rank
    for q in qs:
        assert q.dtype == np.uint8 and q.shape == (m, n) and q.any()
        assert not lo.apply_presses(zero, q).any()
    if qs:
        sg = lo.validation.sage_all()
        span = sg.matrix(sg.GF(2), [list(map(int, q.ravel())) for q in qs])
        assert span.rank() == len(qs)


def test_quiet_patterns_5x5_and_fresh_copies():
    qs = lo.quiet_patterns(5, 5)
    assert len(qs) == 2
    qs[0][:] = 0
    assert lo.quiet_patterns(5, 5)[
        0
    ].any()  # the cache was not changed through the result


def test_source_000_example_has_four_solutions_and_minimum_11():
    b = lo.parse_board((lo.DATA_DIR / "source000_example_5x5.txt").read_text())
    assert b.shape == (5, 5)
    weights = sorted(int(s.sum()) for s in lo.solutions(b))
    assert (
        len(weights) == 4 and weights[0] == 11
    )  # source 000: 11 presses, proven optimal by SCIP
    x = lo.min_presses(b)
    assert int(x.sum()) == 11 and not lo.apply_presses(b, x).any()


def test_solutions_raises_at_call_time_and_validates():
    b = np.zeros((5, 5), dtype=np.uint8)
    b[0, 0] = 1
    with pytest.raises(
        lo.NotSolvableError, match="quiet pattern 2: 10101 / 10101 / 00000"
    ):
        lo.solutions(b)
    with pytest.raises(ValueError, match="row 1, column 2"):
        lo.solutions([[0, 2]])
    with pytest.raises(ValueError, match="ragged"):
        lo.min_presses([[0, 1], [1]])
    with pytest.raises(ValueError, match="allowed values are 0..1"):
        lo.solve([[3]])
    assert issubclass(lo.NotSolvableError, ValueError)


def test_solve_does_not_change_input_and_accepts_lists():
    b = [[1, 1, 0], [1, 0, 0], [0, 0, 0]]
    before = [row[:] for row in b]
    x = lo.solve(b)
    assert b == before
    assert not lo.apply_presses(b, x).any()


def test_min_presses_random_4x4_against_brute_force():
    table = brute_force(4, 4)
    rng = np.random.default_rng(2)
    zero = np.zeros((4, 4), dtype=np.uint8)
    for _ in range(200):
        b = lo.apply_presses(zero, rng.integers(0, 2, size=(4, 4)))
        x = lo.min_presses(b)
        assert not lo.apply_presses(b, x).any()
        assert int(x.sum()) == table[b.tobytes()][1]
    # uniformly random boards: about one in 16 is solvable, the others must be refused
    solvable = 0
    for _ in range(300):
        b = rng.integers(0, 2, size=(4, 4)).astype(np.uint8)
        if b.tobytes() not in table:
            with pytest.raises(lo.NotSolvableError):
                lo.min_presses(b)
            continue
        assert int(lo.min_presses(b).sum()) == table[b.tobytes()][1]
        solvable += 1
    assert 0 < solvable < 60


def test_min_presses_and_solve_on_every_shape_up_to_9x9():
    # min_presses = the minimum over solutions(); solve() and Sage's solve_right lie in the same coset
    sg = lo.validation.sage_all()
    for m, n in itertools.product(range(1, 10), repeat=2):
        a = lo.press_matrix_gf2(m, n)
        for seed in (1, 2):
            b = lo.random_solvable_board(m, n, seed=1000 * m + 10 * n + seed)
            weights = [int(s.sum()) for s in lo.solutions(b)]
            assert len(weights) == 2 ** (m * n - a.rank())
            x = lo.min_presses(b)
            assert not lo.apply_presses(b, x).any() and int(x.sum()) == min(weights)
            bv = sg.vector(sg.GF(2), [int(v) for v in b.ravel()])
            y = a.solve_right(bv)
            xv = sg.vector(sg.GF(2), [int(v) for v in lo.solve(b).ravel()])
            assert a * y == bv and a * (xv - y) == 0


def _doubling_tables(m, n):
    """(boards, weights): entry p is the board (as an integer, bit i = cell i) reached by press
    pattern p from the dark board, and the number of presses of p; filled by doubling."""
    a = lo.press_matrix(m, n)
    size = m * n
    boards = np.zeros(2**size, dtype=np.uint32)
    weights = np.zeros(2**size, dtype=np.uint8)
    for j in range(size):
        column = int(sum(1 << i for i in np.flatnonzero(a[:, j])))
        boards[2**j : 2 ** (j + 1)] = boards[: 2**j] ^ np.uint32(column)
        weights[2**j : 2 ** (j + 1)] = weights[: 2**j] + 1
    return boards, weights


def test_notebook_02_facts_by_brute_force_over_all_press_patterns():
    # the solvability criterion on all 2**25 boards of 5 x 5; the exhaustive distributions of
    # 3 x 3, 4 x 4, 5 x 5; the fewest presses of the all-on board for n <= 5. No kernel, no cosets.
    for n in (1, 2, 3, 4, 5):
        boards, weights = _doubling_tables(n, n)
        fewest = np.full(2 ** (n * n), 255, dtype=np.uint8)
        for k in range(
            n * n, -1, -1
        ):  # heaviest first, so the lightest pattern of a board writes last
            fewest[boards[weights == k]] = k
        reachable = fewest < 255
        lit = np.bitwise_count(np.flatnonzero(reachable).astype(np.uint32))
        assert np.bincount(lit, minlength=n * n + 1).tolist() == (
            lo.solvable_lights_distribution(n, n)
        )
        if n >= 3:
            assert np.bincount(fewest[reachable]).tolist() == lo.min_press_distribution(
                n, n
            )
        assert int(fewest[2 ** (n * n) - 1]) == int(
            lo.min_presses(np.ones((n, n), dtype=np.uint8)).sum()
        )
        if n == 5:
            criterion = np.ones(2**25, dtype=bool)
            for q in lo.quiet_patterns(5, 5):
                parity = np.zeros(
                    2**25, dtype=bool
                )  # entry b: q . b mod 2, filled by doubling
                for j in range(25):
                    parity[2**j : 2 ** (j + 1)] = parity[: 2**j] ^ bool(q.ravel()[j])
                criterion &= ~parity
            assert (
                np.array_equal(reachable, criterion) and int(reachable.sum()) == 2**23
            )


@pytest.mark.parametrize("n", [4, 5, 9, 11])
def test_min_presses_equals_minimum_over_solutions(n):
    for seed in range(3):
        b = lo.random_solvable_board(n, n, seed=seed)
        weights = [int(s.sum()) for s in lo.solutions(b)]
        x = lo.min_presses(b)
        assert not lo.apply_presses(b, x).any() and int(x.sum()) == min(weights)


def test_min_presses_uses_the_gray_code_part_on_19x19():
    # 19 x 19 has 16 quiet patterns, more than the 14 that are tabulated
    b = lo.random_solvable_board(19, 19, seed=7)
    x = lo.min_presses(b)
    assert not lo.apply_presses(b, x).any()
    assert len(lo.quiet_patterns(19, 19)) == 16
    # no solution is lighter: compare with a plain enumeration of all 2**16 solutions
    qs = np.array([q.ravel() for q in lo.quiet_patterns(19, 19)], dtype=np.int64)
    x0 = lo.solve(b).ravel().astype(np.int64)
    codes = np.arange(2**16)
    coeffs = (codes[:, None] >> np.arange(16)) & 1
    sols = (x0 + coeffs @ qs) % 2
    assert int(x.sum()) == int(sols.sum(axis=1).min())


def test_min_press_distribution_against_brute_force():
    for m, n in [(2, 2), (3, 3), (2, 5), (3, 4), (1, 5)]:
        table = brute_force(m, n)
        counts = np.bincount([best for _, best in table.values()]).tolist()
        assert lo.min_press_distribution(m, n) == counts


def test_min_press_distribution_5x5():
    dist = lo.min_press_distribution(5, 5)
    assert sum(dist) == 2**23 and len(dist) - 1 == 15
    # every nonzero quiet pattern of 5x5 has at least 8 presses, so a pattern of k <= 2 presses
    # is the only one of at most 3 presses in its coset: the counts are binomial(25, k)
    assert min(int(q.sum()) for q in lo.quiet_patterns(5, 5)) >= 8
    assert int((lo.quiet_patterns(5, 5)[0] ^ lo.quiet_patterns(5, 5)[1]).sum()) >= 8
    assert dist[:3] == [1, 25, 300]


def test_solvable_lights_distribution_against_all_press_patterns():
    # every board reached from the dark one, counted by lights on: no kernel, no MacWilliams
    for m, n in [(1, 1), (1, 4), (2, 3), (3, 4), (2, 5), (4, 4), (3, 5), (4, 5)]:
        boards, _ = _doubling_tables(m, n)
        lit = np.bitwise_count(np.unique(boards))
        expected = np.bincount(lit, minlength=m * n + 1).tolist()
        assert lo.solvable_lights_distribution(m, n) == expected, (m, n)
    # a larger board: the entries sum to 2**rank and are symmetric when the all-on board
    # is solvable (adding it maps k lights to mn - k)
    dist = lo.solvable_lights_distribution(19, 19)
    assert sum(dist) == 2 ** (19 * 19 - 16) and dist == dist[::-1]


def test_min_press_distribution_refuses_huge_boards():
    with pytest.raises(ValueError, match="too many"):
        lo.min_press_distribution(6, 6)
    with pytest.raises(ValueError, match="positive integer"):
        lo.min_press_distribution(0, 3)
    with pytest.raises(ValueError, match="positive integer"):
        lo.solvable_lights_distribution(3, 0)
    with pytest.raises(ValueError, match="positive integer"):
        lo.quiet_patterns(3, "4")


def test_quiet_code_minimum_distance_by_brute_force():
    # notebook 02's table of quiet codes: the lightest nonzero pattern that changes no light,
    # found among all press patterns, against the lightest nonzero combination of the basis
    for m, n in [(m, n) for m in range(1, 5) for n in range(m, 17) if m * n <= 16]:
        patterns = np.array(
            list(itertools.product((0, 1), repeat=m * n)), dtype=np.int64
        )[1:]
        quiet = ~((patterns @ lo.press_matrix(m, n).T.astype(np.int64)) % 2).any(axis=1)
        basis = np.array(
            [q.ravel() for q in lo.quiet_patterns(m, n)], dtype=np.int64
        ).reshape(-1, m * n)
        assert int(quiet.sum()) == 2 ** len(basis) - 1
        if len(basis):
            combos = np.array(
                list(itertools.product((0, 1), repeat=len(basis)))[1:], dtype=np.int64
            )
            assert int(patterns[quiet].sum(axis=1).min()) == int(
                ((combos @ basis) % 2).sum(axis=1).min()
            )


# --- the canonical lightest pattern ------------------------------------------------


def lex_first_lightest(m, n):
    """board bytes -> (fewest presses, lexicographically first lightest pattern, how many).

    itertools.product yields the patterns in lexicographic order of their row-major tuples,
    so the first lightest pattern met for a board is the canonical one."""
    patterns = np.array(list(itertools.product((0, 1), repeat=m * n)), dtype=np.int64)
    boards = (patterns @ lo.press_matrix(m, n).T.astype(np.int64)) % 2
    table = {}
    for p, b in zip(patterns, boards.astype(np.uint8)):
        key = b.reshape(m, n).tobytes()
        w = int(p.sum())
        best = table.get(key)
        if best is None or w < best[0]:
            table[key] = (w, tuple(p.tolist()), 1)
        elif w == best[0]:
            table[key] = (w, best[1], best[2] + 1)
    return table


@pytest.mark.parametrize("m, n", [(3, 3), (4, 4), (3, 5), (5, 3), (2, 5), (4, 3)])
def test_min_presses_is_the_lexicographically_first_lightest(m, n):
    table = lex_first_lightest(m, n)
    rng = np.random.default_rng(10 * m + n)
    keys = list(table)
    several = 0
    for k in rng.choice(len(keys), size=min(len(keys), 150), replace=False):
        b = np.frombuffer(keys[k], dtype=np.uint8).reshape(m, n)
        w, first, ties = table[keys[k]]
        assert tuple(lo.min_presses(b).ravel().tolist()) == first
        several += ties > 1
    if lo.nullity(m, n) > 0:
        assert several > 0  # boards with several lightest patterns were among them


def _coset_members(x0, rows):
    codes = np.arange(2 ** rows.shape[0])
    coeffs = ((codes[:, None] >> np.arange(rows.shape[0])) & 1).astype(np.int64)
    return (x0.astype(np.int64) + coeffs @ rows.astype(np.int64)) % 2


def _keys(members):
    # one bytes key per 0/1 row: packbits keeps the first cell in the highest bit and pads
    # every row alike, so comparing keys is comparing rows lexicographically
    return [row.tobytes() for row in np.packbits(members.astype(np.uint8), axis=1)]


def _lex_first(members):
    weights = members.sum(axis=1)
    lightest = members[weights == weights.min()]
    first = min(range(len(lightest)), key=_keys(lightest).__getitem__)
    return tuple(lightest[first].tolist()), int(weights.min())


def test_board_402_gets_the_first_of_its_three_lightest():
    # board 402 of notebook 06's table (source 000's recipe): 16 solutions, three of 5 presses
    b = lo.random_solvable_board(4, 4, 402)
    members = np.array([s.ravel() for s in lo.solutions(b)])
    weights = members.sum(axis=1)
    assert sorted(weights.tolist()).count(5) == 3 and weights.min() == 5
    first, _ = _lex_first(members)
    assert tuple(lo.min_presses(b).ravel().tolist()) == first


@pytest.mark.parametrize("m, n, seed", [(9, 9, 1), (16, 16, 2), (19, 19, 3), (4, 9, 4)])
def test_every_search_route_returns_the_canonical_member(m, n, seed):
    from lightsout import coset

    b = lo.random_solvable_board(m, n, seed)
    x0 = lo.solve(b).ravel()
    kernel = np.array([q.ravel() for q in lo.quiet_patterns(m, n)], dtype=np.uint8)
    members = _coset_members(x0, kernel)
    first, weight = _lex_first(members)
    y0, rows = coset.canonical_coset(x0, kernel)
    # the canonical basis spans the same coset, and code order is lexicographic order
    canon = _coset_members(y0, rows)
    assert sorted(_keys(canon)) == sorted(_keys(members))
    assert _keys(canon) == sorted(_keys(canon))
    routes = [
        coset.lightest_by_gray_code(y0, rows),
        coset.lightest_by_gray_code(y0, rows, table_bits=2),
        coset.lightest_by_transform(y0, rows),
        coset.lightest_coset_member(y0, rows),
        coset.lightest_coset_member(y0, rows, low_bits=2, block_cells=8),
    ]
    for w, code in routes:
        assert w == weight and tuple(canon[code].tolist()) == first
    assert tuple(lo.min_presses(b).ravel().tolist()) == first


def test_min_presses_refuses_nullity_above_32():
    # 4 x 4 boards are fine; the limit is on the nullity, and its message names it
    assert lo.gf2.MIN_PRESSES_MAX_NULLITY == 32
    with pytest.raises(ValueError, match="MIN_PRESSES_MAX_NULLITY"):
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(lo.gf2, "MIN_PRESSES_MAX_NULLITY", 3)
            lo.min_presses(np.ones((4, 4), dtype=np.uint8))


def test_min_press_distribution_4x7_in_bounded_memory():
    import math
    import tracemalloc

    # 4 x 7 is invertible (rank 28): every board has one solution, so the distribution is
    # the binomial coefficients; numpy reports its buffers to tracemalloc
    assert lo.nullity(4, 7) == 0
    tracemalloc.start()
    try:
        dist = lo.min_press_distribution(4, 7)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert dist == [math.comb(28, k) for k in range(29)]
    assert peak < 300 * 2**20, f"peak {peak / 2**20:.0f} MB"


def _ties_by_brute_force(m, n):
    """{k: how many solvable boards have exactly k lightest solutions}, over every press
    pattern at once: each pattern's board as an integer, the least weight per board, and
    the patterns that reach it."""
    cells = m * n
    patterns = np.array(list(itertools.product((0, 1), repeat=cells)), dtype=np.int64)
    boards = (patterns @ lo.press_matrix(m, n).T.astype(np.int64)) % 2
    key = boards @ (np.int64(1) << np.arange(cells, dtype=np.int64))
    weight = patterns.sum(axis=1)
    least = np.full(1 << cells, cells + 1, dtype=np.int64)
    np.minimum.at(least, key, weight)
    ties = np.bincount(key[weight == least[key]], minlength=1 << cells)
    counts = np.bincount(ties[least <= cells])
    return {k: int(c) for k, c in enumerate(counts) if c}


def test_lightest_solution_counts_against_brute_force():
    for m, n in [(4, 4), (3, 3), (2, 3), (3, 5), (4, 5)]:
        assert lo.lightest_solution_counts(m, n) == _ties_by_brute_force(m, n)
    # the vectorised count agrees with the pattern-by-pattern table where both are cheap
    for m, n in [(3, 3), (2, 3), (2, 5), (3, 5)]:
        expected = {}
        for _, _, ties in lex_first_lightest(m, n).values():
            expected[ties] = expected.get(ties, 0) + 1
        assert _ties_by_brute_force(m, n) == dict(sorted(expected.items()))


def test_lightest_solution_counts_5x5():
    counts = lo.lightest_solution_counts(5, 5)
    assert sum(counts.values()) == 2**23 and max(counts) == 4
    with pytest.raises(ValueError, match="lightest_solution_counts"):
        lo.lightest_solution_counts(6, 6)


def test_chapter_02_plot_functions_return_figures():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    q = lo.quiet_patterns(5, 5)
    figs = [
        lo.plots.ch02.quiet_patterns(q, ["1", "2"]),
        lo.plots.ch02.coset_strip(np.ones((5, 5), dtype=np.uint8), list(q) * 2),
        lo.plots.ch02.min_press_distributions(
            {n: lo.min_press_distribution(n, n) for n in (2, 3)}
        ),
        lo.plots.ch02.min_presses_time(
            [12, 14, 16], [0.01, 0.04, 0.2], [100, 500, 900], [False, True, True]
        ),
    ]
    for fig in figs:
        assert fig.axes
        # every text at least 10 pt on a 13.33 in wide slide
        width = fig.get_size_inches()[0]
        sizes = [
            t.get_fontsize() for t in fig.findobj(matplotlib.text.Text) if t.get_text()
        ]
        assert min(sizes) * 13.33 / width >= 10, (width, min(sizes))
        plt.close(fig)
