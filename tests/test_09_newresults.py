"""Unit tests of notebook 09's helpers (lightsout/newresults.py).

Expected values come from independent routes: every solution of the all-ones board listed by
``lo.solutions`` and each symmetry applied with numpy (rot90, flips, transposes), the OEIS data
section of A075463 (n <= 79, data/10_oeis_a075463.txt), the Git LFS pointer of A075462's
b-file (data/10_oeis_b075462_pointer.txt), the rank of the full n^2-variable
system with the symmetry equations (M4RI), the exhaustive fewest-press distributions of
chapter 02 (boards of at most 32 cells), and brute force over every combination of quiet
patterns.
"""

import hashlib
import itertools
from fractions import Fraction

import numpy as np
import pytest

import lightsout_helpers as lo
from lightsout import newresults as nr
from lightsout.sage import GF, matrix, vector

F2 = GF(2)
OPS = {
    "identity": lambda x: x,
    "rot90": lambda x: np.rot90(x, -1),
    "rot180": lambda x: np.rot90(x, 2),
    "rot270": lambda x: np.rot90(x, 1),
    "flip_rows": np.flipud,
    "flip_cols": np.fliplr,
    "transpose": lambda x: x.T,
    "antitranspose": lambda x: np.rot90(x, 2).T,
}


def oeis_a075463():
    text = (lo.DATA_DIR / "10_oeis_a075463.txt").read_text()
    lines = [ln for ln in text.splitlines() if ln.strip() and not ln.startswith("#")]
    return [int(v) for v in "".join(lines).split(",")]


@pytest.mark.parametrize("n", range(1, 13))
def test_fixed_solutions_by_listing_every_solution(n):
    sols = list(lo.solutions(np.ones((n, n), dtype=np.uint8)))
    expected = {g: sum(bool((op(s) == s).all()) for s in sols) for g, op in OPS.items()}
    assert lo.all_ones_symmetry_counts(n) == expected
    orbits = {min(op(s).tobytes() for op in OPS.values()) for s in sols}
    assert lo.all_ones_orbits(n) == len(orbits)


@pytest.mark.parametrize("n", [13, 16, 19])
def test_fixed_solutions_by_the_full_linear_system(n):
    """Count the solutions of A x = 1 with g x = x directly, n^2 unknowns (M4RI)."""
    size = n * n
    a = lo.press_matrix(n, n)
    counts = lo.all_ones_symmetry_counts(n)
    for g, op in OPS.items():
        perm = op(np.arange(size).reshape(n, n)).ravel()  # (g x)[c] = x[perm[c]]
        p = np.zeros((size, size), dtype=np.uint8)
        p[np.arange(size), perm] = 1
        system = matrix(F2, np.concatenate([a, p ^ np.eye(size, dtype=np.uint8)]))
        rhs = vector(F2, [1] * size + [0] * size)
        rank = system.rank()
        full = 0 if system.augment(rhs).rank() > rank else 2 ** (size - rank)
        assert counts[g] == full, (n, g)


def test_a075463_agrees_with_the_oeis_data_section():
    terms = oeis_a075463()
    assert len(terms) == 79
    assert [lo.all_ones_orbits(n) for n in range(1, 80)] == terms


def test_conjugate_symmetries_fix_equally_many_solutions():
    for n in range(1, 70):
        c = lo.all_ones_symmetry_counts(n)
        assert c["rot90"] == c["rot270"]
        assert c["flip_rows"] == c["flip_cols"]
        assert c["transpose"] == c["antitranspose"]
        assert c["identity"] == 2 ** lo.nullity(n, n)


def test_the_written_b_files_start_with_the_live_terms():
    b159257 = (lo.DATA_DIR / "10_b159257.txt").read_bytes()
    assert b159257.startswith(lo.bfile_bytes([lo.nullity(n, n) for n in range(1, 301)]))
    pointer = lo.read_lfs_pointer(lo.DATA_DIR / "10_oeis_b159257_pointer.txt")
    assert lo.matches_lfs_pointer(b159257, pointer)
    b075463 = (lo.DATA_DIR / "10_b075463.txt").read_bytes()
    assert b075463.startswith(
        lo.bfile_bytes([lo.all_ones_orbits(n) for n in range(1, 81)])
    )
    assert b075463.count(b"\n") == 1000


def test_a075462_solution_counts_match_the_published_b_file():
    counts = [2 ** lo.nullity(n, n) for n in range(1, 1001)]
    # a second route to the same counts: the identity's fixed solutions are all solutions,
    # counted from the rank of the chased first-row system, not from the polynomials
    for n in range(1, 121):
        assert (
            nr.all_ones_symmetry_counts(n, ("identity",))["identity"] == counts[n - 1]
        )
    pointer = lo.read_lfs_pointer(lo.DATA_DIR / "10_oeis_b075462_pointer.txt")
    assert lo.matches_lfs_pointer(lo.bfile_bytes(counts), pointer)


def test_bfile_bytes_and_the_pointer_helpers(tmp_path):
    assert lo.bfile_bytes([0, 4, 2]) == b"1 0\n2 4\n3 2\n"
    assert lo.bfile_bytes([7], first=0, newline="\r\n", final=False) == b"0 7"
    data = b"1 0\n"
    path = tmp_path / "p.txt"
    path.write_text(
        "# a comment\nversion https://git-lfs.github.com/spec/v1\n"
        f"oid sha256:{hashlib.sha256(data).hexdigest()}\nsize {len(data)}\n"
    )
    pointer = lo.read_lfs_pointer(path)
    assert lo.matches_lfs_pointer(data, pointer)
    assert not lo.matches_lfs_pointer(data + b"\n", pointer)
    assert not lo.matches_lfs_pointer(b"1 1\n", pointer)  # same size, other hash
    path.write_text("version x\n")
    with pytest.raises(ValueError, match="not a Git LFS pointer"):
        lo.read_lfs_pointer(path)


def test_bad_input_is_refused():
    with pytest.raises(ValueError, match="n \\(side\\)"):
        lo.all_ones_symmetry_counts(0)
    with pytest.raises(ValueError, match="unknown symmetry 'rot45'"):
        lo.all_ones_symmetry_counts(4, ("rot45",))
    with pytest.raises(ValueError, match="ALL_ONES_SYMMETRY_MAX_SIDE"):
        lo.all_ones_symmetry_counts(nr.ALL_ONES_SYMMETRY_MAX_SIDE + 1)
    with pytest.raises(ValueError):
        lo.hardest_board(0, 3)
    with pytest.raises(ValueError, match="m \\(rows\\)"):
        lo.hardest_upper_bounds(-1, 3)
    with pytest.raises(ValueError, match="row 1, column 2"):
        lo.coset_fewest_presses([[0, 2]])


# --- the hardest board ----------------------------------------------------------------------


def brute_min(x, basis):
    """Fewest presses over x + span(basis), every combination listed."""
    best = x.sum()
    for r in range(1, len(basis) + 1):
        for combo in itertools.combinations(basis, r):
            best = min(best, (x ^ np.bitwise_xor.reduce(combo)).sum())
    return int(best)


@pytest.mark.parametrize("m,n", [(4, 4), (5, 5), (3, 5), (2, 7), (6, 8), (9, 9)])
def test_coset_fewest_presses_is_the_brute_force_minimum(m, n):
    qc = lo.QuietClasses(m, n)
    basis = list(qc.kernel)
    rng = np.random.default_rng(m * 100 + n)
    for _ in range(5):
        x = rng.integers(0, 2, m * n).astype(np.uint8)
        weight, code = lo.coset_fewest_presses(x.reshape(m, n))
        assert weight == brute_min(x, basis)
        reached = x.copy()
        for j in range(qc.nullity):
            if code >> j & 1:
                reached ^= qc.kernel[j]
        assert reached.sum() == weight
        assert weight == int(
            lo.min_presses(lo.apply_presses(np.zeros((m, n)), x.reshape(m, n))).sum()
        )


def test_quiet_classes_group_the_cells_by_their_column():
    qc = lo.QuietClasses(5, 5)
    assert qc.nullity == 2 and qc.kernel.shape == (2, 25)
    assert not (lo.press_matrix(5, 5) @ qc.kernel.T % 2).any()
    columns = {tuple(qc.kernel[:, c]) for c in range(25)}
    assert len(qc.classes) == len(columns - {(0, 0)})
    assert qc.zero_cells + int(qc.counts.sum()) == 25
    k = qc.counts // 2
    x = qc.pattern(k)
    assert (qc.per_class(x) == k).all()
    assert x.ravel()[qc.signature == 0].all()


@pytest.mark.parametrize(
    "m,n", [(2, 3), (3, 3), (4, 4), (5, 5), (3, 5), (2, 5), (3, 8)]
)
def test_hardest_board_equals_the_exhaustive_distribution(m, n):
    """Boards of at most 32 cells: chapter 02 lists the fewest presses of every solvable board."""
    r = lo.hardest_board(m, n, time_limit=60)
    exhaustive = len(lo.min_press_distribution(m, n)) - 1
    assert r.lower == r.upper == r.value == exhaustive
    assert lo.coset_fewest_presses(r.witness)[0] == exhaustive


def test_upper_bounds_against_every_distribution_weight():
    """The uniform bound recomputed with exact fractions over the listed code."""
    for m, n in [(4, 4), (5, 5), (2, 3), (3, 5), (6, 8), (9, 9), (5, 11)]:
        qc = lo.QuietClasses(m, n)
        code = [
            np.bitwise_xor.reduce(
                [qc.kernel[j] for j in range(qc.nullity) if u >> j & 1]
                or [np.zeros(m * n, dtype=np.uint8)]
            )
            for u in range(2**qc.nullity)
        ]
        a = [Fraction(int(sum(q[c] for q in code)), len(code)) for c in range(m * n)]
        linear = int(sum(max(ac, 1 - ac) for ac in a))
        bounds = lo.hardest_upper_bounds(m, n)
        assert bounds["distribution"] == linear
        odd = int((qc.counts % 2).sum())
        assert bounds["parity"] == linear - (odd > 0 and odd % 2 == 0)


def test_parity_bound_is_attained_and_beaten_where_the_book_says():
    r44 = lo.hardest_board(4, 4)
    assert (r44.lower, r44.method) == (7, "parity")
    assert lo.hardest_upper_bounds(4, 4) == {"distribution": 8, "parity": 7}
    r68 = lo.hardest_board(6, 8, time_limit=120)
    assert r68.method == "ip" and r68.value == 22
    assert lo.coset_fewest_presses(r68.witness)[0] == 22
    assert len(r68.cuts) >= 1


def test_nullity_zero_and_open_results():
    r = lo.hardest_board(3, 3)
    assert isinstance(r, lo.HardestBoard)
    assert (r.lower, r.upper, r.method) == (9, 9, "nullity 0")
    assert (r.witness == 1).all()
    assert "3 x 3" in repr(r)
    hard = lo.hardest_board(9, 9, time_limit=2, evaluations=50)
    assert hard.method == "open" and hard.value is None
    assert hard.lower < hard.upper
    assert lo.coset_fewest_presses(hard.witness)[0] == hard.lower


# --- the subspace bound ----------------------------------------------------------------------


SMALL_SINGULAR = [
    (m, n) for m in range(1, 6) for n in range(m, 7) if lo.nullity(m, n) > 0
]


@pytest.mark.parametrize("m, n", SMALL_SINGULAR)
def test_subspace_check_never_proves_less_than_the_exhaustive_value(m, n):
    hardest = len(lo.min_press_distribution(m, n)) - 1  # chapter 02's census
    assert lo.hardest_subspace_check(m, n, hardest - 1) == "refuted"
    assert lo.hardest_subspace_check(m, n, hardest + 1) == "proved"
    basis = [1 << j for j in range(lo.QuietClasses(m, n).nullity)]
    # with V the whole space the program is exact: the value itself is proved
    assert lo.hardest_subspace_check(m, n, hardest, basis) == "proved"


def test_subspace_bound_beats_averaging_on_4x4():
    # averaging gives 8, the truth is 7 (chapter 02); the odd classes' span proves 7
    assert lo.hardest_upper_bounds(4, 4)["distribution"] == 8
    assert lo.hardest_subspace_check(4, 4, 7) == "proved"


def test_odd_class_span_spans_exactly_the_odd_classes():
    for m, n in ((4, 4), (5, 5), (9, 9), (29, 29)):
        qc = lo.QuietClasses(m, n)
        basis = lo.odd_class_span(qc)
        span = {0}
        for b in basis:
            span |= {v ^ b for v in span}
        assert len(span) == 2 ** len(basis)  # independent
        odd = [int(s) for s, c in zip(qc.classes, qc.counts) if c % 2]
        assert all(s in span for s in odd)
        # and no smaller span: every basis vector is a sum of odd classes (ranks agree)
        rank, rows = 0, []
        for s in odd:
            for r in rows:
                s = min(s, s ^ r)
            if s:
                rows.append(s)
                rows.sort(reverse=True)
                rank += 1
        assert rank == len(basis)


def test_subspace_check_refuses_bad_input():
    with pytest.raises(ValueError, match="bound must be an integer >= 0"):
        lo.hardest_subspace_check(4, 4, -1)
    with pytest.raises(ValueError, match="bound must be an integer >= 0"):
        lo.hardest_subspace_check(4, 4, True)
    with pytest.raises(ValueError, match="in the span of the ones before it"):
        lo.hardest_subspace_check(4, 4, 7, [1, 2, 3])
    with pytest.raises(ValueError, match=r"in 1\.\.2\*\*4 - 1"):
        lo.hardest_subspace_check(4, 4, 7, [16])
    with pytest.raises(ValueError, match="m \\(rows\\)"):
        lo.hardest_subspace_check(0, 4, 7)


def test_du_published_program_gives_our_a075463_terms():
    """Zhao Hui Du's PARI program for A075463, run as published, computes the book's terms
    (n = 2..100, 150 and 233); n = 1 is refused, where the program itself fails."""
    du = lo.du_a075463(list(range(2, 101)) + [150, 233])
    assert du == {n: lo.all_ones_orbits(n) for n in du}
    with pytest.raises(ValueError, match="n >= 2"):
        lo.du_a075463([1])
    with pytest.raises(ValueError):
        lo.du_a075463([2.5])
