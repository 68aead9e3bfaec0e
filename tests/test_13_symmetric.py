"""The hardest board of a symmetric subclass (lightsout/symmetric.py, appendix 13).

Expected values come from other routes: every press-count vector of the subclass is
enumerated on small boards and its fewest presses found by brute force over the quiet
patterns (numpy, no class sums); on the settled squares the subclass never beats the
table's hardest board; each witness's fewest presses is recomputed by the coset search.
"""

import itertools

import numpy as np
import pytest

import lightsout_helpers as lo
from lightsout.symmetric import class_orbits


def fewest_presses_by_brute_force(pattern, quiet):
    """min over every combination of the quiet patterns of |pattern + combination|."""
    x = pattern.ravel().astype(np.int64)
    best = x.size
    for bits in itertools.product((0, 1), repeat=len(quiet)):
        y = x.copy()
        for b, q in zip(bits, quiet):
            if b:
                y ^= q
        best = min(best, int(y.sum()))
    return best


def subclass_maximum(m, n, group):
    """The hardest board of the subclass, by enumerating every orbit-constant count."""
    qc = lo.QuietClasses(m, n)
    quiet = [q.ravel().astype(np.int64) for q in lo.quiet_patterns(m, n)]
    orbits = class_orbits(qc, group)
    sizes = [int(qc.counts[o[0]]) for o in orbits]
    best = 0
    for choice in itertools.product(*(range(s + 1) for s in sizes)):
        counts = np.zeros(len(qc.counts), dtype=np.int64)
        for orbit, k in zip(orbits, choice):
            counts[orbit] = k
        pattern = qc.pattern(counts.tolist())
        best = max(best, fewest_presses_by_brute_force(pattern, quiet))
    return best


@pytest.mark.parametrize(
    "m, n, group",
    [(4, 4, g) for g in lo.SYMMETRY_GROUPS]
    + [
        (5, 5, "half-turn"),
        (3, 5, "mirror"),
        (2, 3, "two mirrors"),
        (5, 3, "half-turn"),
    ],
)
def test_the_subclass_optimum_agrees_with_enumeration(m, n, group):
    found = lo.symmetric_hardest_board(m, n, group, time_limit=60)
    assert found.status == "optimal"  # seconds at most on these sizes
    assert found.presses == found.bound == subclass_maximum(m, n, group)
    assert lo.coset_fewest_presses(found.witness())[0] == found.presses


def test_4x4_the_subclasses_differ():
    # the hardest 4 x 4 board needs 7 presses (the table); only the diagonal mirror's
    # subclass holds such a board, and the two mirrors' only boards of 4
    values = {
        g: lo.symmetric_hardest_board(4, 4, g).presses for g in lo.SYMMETRY_GROUPS
    }
    assert values["diagonal"] == 7 and values["two mirrors"] == values["all eight"] == 4
    assert max(values.values()) == 7


@pytest.mark.parametrize("side, hardest", [(9, 37), (16, 124)])
def test_never_above_the_settled_value(side, hardest):
    for group in ("all eight", "two diagonals", "two mirrors", "quarter-turn"):
        found = lo.symmetric_hardest_board(side, side, group, time_limit=120)
        assert found.presses <= hardest
        assert lo.coset_fewest_presses(found.witness())[0] == found.presses
        if found.status == "optimal":
            assert found.bound == found.presses
    # 9 x 9: all eight symmetries keep a hardest board (found in the stored table)
    if side == 9:
        assert lo.symmetric_hardest_board(9, 9, "all eight").presses == 37


def test_orbits_refine_along_subgroups():
    qc = lo.QuietClasses(9, 9)
    every = {tuple(o) for o in class_orbits(qc, "all eight")}
    for group in ("half-turn", "quarter-turn", "mirror", "diagonal", "two diagonals"):
        orbits = class_orbits(qc, group)
        assert sorted(i for o in orbits for i in o) == list(range(len(qc.classes)))
        for o in orbits:  # a symmetry keeps the size of a class
            assert len({int(qc.counts[i]) for i in o}) == 1
            assert any(set(o) <= set(big) for big in every)
    assert len(every) < len(class_orbits(qc, "half-turn"))


def test_a_stopped_run_says_so_and_its_bound_is_above():
    found = lo.symmetric_hardest_board(23, 23, "half-turn", time_limit=1)
    assert lo.coset_fewest_presses(found.witness())[0] == found.presses
    if found.status == "optimal":  # a machine fast enough to finish in a second
        assert found.bound == found.presses
    else:
        assert found.status == "timelimit" and found.bound >= found.presses


@pytest.mark.parametrize(
    "args, message",
    [
        ((4, 4, "rotation"), "group must be one of 'half-turn'"),
        ((4, 4, None), "group must be one of"),
        ((6, 8, "quarter-turn"), "needs a square board; for 6 x 8 choose"),
        ((6, 8, "diagonal"), "needs a square board"),
        ((3, 3, "half-turn"), "nullity 0, nothing to search"),
        ((0, 4, "half-turn"), r"m \(rows\) must be a positive integer"),
        ((4, 4, "half-turn", -1), "time_limit must be a positive number"),
        ((4, 4, "half-turn", "60"), "time_limit must be a positive number"),
    ],
)
def test_bad_input_is_refused_with_a_clear_error(args, message):
    with pytest.raises(ValueError, match=message):
        lo.symmetric_hardest_board(*args)


def test_too_many_rows_are_refused(monkeypatch):
    from lightsout import symmetric

    monkeypatch.setattr(symmetric, "MAX_ROWS", 10)
    with pytest.raises(ValueError, match="more than MAX_ROWS = 10 distinct rows"):
        lo.symmetric_hardest_board(9, 9, "half-turn")
