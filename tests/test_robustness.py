"""Robustness at the edges of chapters 07 and 09: one test per finding F01..F13.

Each finding was a wrong answer, a crash, a missing limit or an unclear refusal on input at
or beyond the documented range; each test states the behaviour the book now promises.
Expected values come from independent routes (Python ints over GF(2), the known nullities),
not from the code under test.
"""

import math
from collections import Counter

import numpy as np
import pytest

import lightsout_helpers as lo
from lightsout import validation

sg = validation.sage_all()


def refused(call, *words):
    """Call ``call()``, require a ValueError, and each word in its message."""
    with pytest.raises(ValueError) as info:
        call()
    message = str(info.value)
    for word in words:
        assert word in message, (word, message)
    return message


# --- F01: signatures beyond nullity 64 ---------------------------------------------------


def test_f01_quiet_classes_keep_exact_signatures_beyond_nullity_64():
    """123 x 123 has nullity 80: the signatures need 80 bits, not the 64 of an int64."""
    qc = lo.QuietClasses(123, 123)
    assert qc.nullity == 80 == lo.nullity(123, 123)
    # each cell's column of the kernel basis, bit j for pattern j, as a Python int
    exact = [
        int("".join(str(int(b)) for b in qc.kernel[::-1, c]), 2)
        for c in range(123 * 123)
    ]
    assert [int(s) for s in qc.signature] == exact
    sizes = Counter(exact)
    zero = sizes.pop(0, 0)
    assert (qc.zero_cells, len(qc.classes)) == (zero, len(sizes)) == (1, 14802)
    assert dict(zip(qc.classes.tolist(), qc.counts.tolist())) == sizes
    assert qc.classes.tolist() == sorted(sizes)
    # floor((mn + z) / 2) and the parity bound, from the exact classes
    odd = sum(c % 2 for c in sizes.values())
    linear = (123 * 123 + zero) // 2
    expected = {"distribution": linear, "parity": linear - (odd > 0 and odd % 2 == 0)}
    assert expected == {"distribution": 7565, "parity": 7564}
    assert lo.hardest_upper_bounds(123, 123) == expected


# --- F04, F05, F13: limits named in the refusal ------------------------------------------


@pytest.mark.parametrize("side", [39, 61, 123])
def test_f04_hardest_board_refuses_a_nullity_beyond_its_limit(side):
    d = lo.nullity(side, side)  # 32, 40, 80
    refused(
        lambda: lo.hardest_board(side, side, time_limit=5),
        f"nullity {d}",
        "HARDEST_BOARD_MAX_NULLITY = 24",
    )


def test_f05_coset_fewest_presses_has_the_nullity_limit_of_min_presses():
    for side, d in ((123, 80), (61, 40)):
        board = np.zeros((side, side), dtype=np.uint8)
        for call in (lo.coset_fewest_presses, lo.min_presses):
            refused(lambda: call(board), f"nullity {d}", "MIN_PRESSES_MAX_NULLITY = 32")
    # at the limit it still answers (39 x 39 has nullity 32; the dark board needs none)
    assert lo.coset_fewest_presses(np.zeros((5, 5), dtype=np.uint8))[0] == 0


def test_f13_quiet_classes_has_the_size_limits_of_quiet_patterns():
    for call in (
        lambda: lo.hardest_board(4, 10**9),
        lambda: lo.quiet_patterns(4, 10**12),
        lambda: lo.QuietClasses(4, 10**12),
        lambda: lo.hardest_upper_bounds(4, 10**12),
        lambda: lo.hardest_subspace_check(4, 10**9, 3),
    ):
        refused(call, "SOLVE_MAX_SIDE = 1,000,000")
    # 4096 x 4096 has nullity 2072: its quiet patterns would take 2072 * 4096**2 bytes
    for call in (
        lambda: lo.quiet_patterns(4096, 4096),
        lambda: lo.QuietClasses(4096, 4096),
    ):
        refused(call, "the 2072 quiet patterns", "QUIET_PATTERNS_MAX_CELLS")


# --- F06: QuietClasses.pattern and per_class -----------------------------------------------


def test_f06_quiet_classes_pattern_and_per_class_refuse_bad_input():
    qc = lo.QuietClasses(4, 4)
    k = len(qc.classes)
    for counts, words in [
        ([-1] * k, ("presses_per_class[0]", "0..")),
        ([99] * k, ("presses_per_class[0]", "99")),
        ([1.5] * k, ("presses_per_class[0]", "1.5")),
        ([], ("0 entries", f"{k} classes")),
        ([0] * (k + 1), (f"{k + 1} entries",)),
        ("0" * k, ("sequence",)),
        (np.zeros((2, k)), ("sequence",)),
    ]:
        refused(lambda: qc.pattern(counts), *words)
    for board, words in [
        (np.full((4, 4), -1), ("pattern", "0..1")),
        (np.full((4, 4), 2), ("pattern", "0..1")),
        (np.ones((3, 3)), ("3 x 3", "4 x 4")),
    ]:
        refused(lambda: qc.per_class(board), *words)
    # what they take: exact integers of any kind, the counts read back from the pattern
    half = [sg.Integer(int(c) // 2) for c in qc.counts]
    x = qc.pattern(half)
    assert qc.per_class(x).tolist() == [int(c) // 2 for c in qc.counts]
    assert qc.per_class(x.tolist()).tolist() == qc.per_class(x).tolist()
    full = qc.pattern(np.array(qc.counts))
    assert full.all() and qc.per_class(full).tolist() == qc.counts.tolist()


# --- F07: the arguments of chapter 09's functions, checked first ---------------------------


def test_f07_chapter_09_functions_check_their_arguments_first():
    cases = [
        (lambda: lo.hardest_subspace_check(4, 4, 7, basis=[1.5]), "basis", "1.5"),
        (lambda: lo.hardest_subspace_check(4, 4, 7, basis=["3"]), "basis", "'3'"),
        (lambda: lo.hardest_subspace_check(4, 4, 7, basis=3), "basis"),
        (lambda: lo.hardest_subspace_check(4, 4, 7, time_limit=math.nan), "time_limit"),
        (lambda: lo.hardest_subspace_check(4, 4, 7, time_limit=-1), "time_limit"),
        (lambda: lo.hardest_board(6, 8, time_limit=math.nan), "time_limit"),
        (lambda: lo.hardest_board(6, 8, time_limit="x"), "time_limit"),
        (lambda: lo.hardest_board(4, 4, time_limit="x"), "time_limit"),  # no SCIP run
        (lambda: lo.hardest_board(6, 8, evaluations=1.5), "evaluations"),
        (lambda: lo.hardest_board(6, 8, seed="x"), "seed"),
        (lambda: lo.hardest_board(6, 8, seed=-1), "seed"),
        (lambda: lo.QuietClasses("3", 3), "m (rows)"),
        (lambda: lo.QuietClasses(3, 0), "n (columns)"),
        (lambda: lo.odd_class_span(None), "QuietClasses"),
    ]
    for call, *words in cases:
        message = refused(call, *words)
        assert "SCIP" not in message, message
    # math.inf means no limit, as for life_predecessor and scip_solve
    assert lo.hardest_board(4, 4, time_limit=math.inf).value == 7
    assert lo.hardest_subspace_check(4, 4, 7, time_limit=math.inf) == "proved"
    # a subspace too large for its 2**dim inequalities is refused, naming the limit
    basis = [1 << j for j in range(17)]
    refused(
        lambda: lo.hardest_subspace_check(30, 30, 100, basis=basis),
        "dimension 17",
        "HARDEST_SUBSPACE_MAX_DIMENSION = 16",
    )


# --- F03: LRAT when the clause false at load is deleted -----------------------------------


def test_f03_check_drat_writes_lrat_when_the_false_clause_is_deleted(tmp_path):
    from lightsout.lrat import check_lrat

    # unit propagation at load: 1, then 2, then 3, and -2 -3 is false
    cnf = "p cnf 3 4\n1 0\n-1 2 0\n-2 3 0\n-2 -3 0\n"
    for proof in (["d -2 -3 0", "0"], ["d -2 -3 0", "d -1 2 0", "2 0", "0"]):
        plain = lo.check_drat(cnf, proof)
        out = tmp_path / "proof.lrat"
        result = lo.check_drat(cnf, proof, lrat=out)
        assert plain.ok and result.ok, (plain, result)
        assert check_lrat(cnf, out.read_text()).ok
    # a satisfiable CNF stays unproved whatever is deleted
    sat = "p cnf 2 2\n1 0\n-1 2 0\n"
    assert not lo.check_drat(sat, ["d -1 2 0", "0"], lrat=tmp_path / "x.lrat").ok
