"""Tests of lightsout/hardsearch.py (notebook 09): the tabu search for hard boards, the dense
subspaces of the subspace bound, and the chunked, resumable search on Dask."""

import csv
import json

import numpy as np
import pytest

import lightsout_helpers as lo
from lightsout import hardsearch as hs
from lightsout import newresults as nr

ROWS = list(
    csv.DictReader(open(lo.DATA_DIR / "09_hardest_boards.csv", encoding="utf-8"))
)


def test_tabu_reaches_every_settled_value():
    """On every settled size of nullity 1..16 (values proved by the certificates, an
    independent route), 300 moves of seed 0 reach the hardest board, and never more."""
    settled = [
        (int(r["m"]), int(r["n"]), int(r["hardest"]))
        for r in ROWS
        if r["hardest"] and 1 <= int(r["nullity"]) <= 16 and r["m"] <= r["n"]
    ]
    assert len(settled) >= 40
    for m, n, value in settled:
        assert lo.tabu_search(m, n, 300, 0).presses == value, (m, n)


@pytest.mark.parametrize("m, n", [(19, 19), (23, 23), (6, 8)])
def test_tabu_witness_is_exact_and_within_bounds(m, n):
    r = lo.tabu_search(m, n, 200, 3)
    x = r.witness()
    exact, _ = nr.coset_fewest_presses(x)  # the coset search, not the transform
    assert exact == r.presses
    qc = nr.QuietClasses(m, n)
    assert list(qc.per_class(x)) == list(r.counts)
    row = next(q for q in ROWS if (int(q["m"]), int(q["n"])) == (m, n))
    assert r.presses <= int(row["upper"])
    assert lo.tabu_search(m, n, 200, 3) == r  # deterministic


def test_tabu_bad_input():
    with pytest.raises(ValueError, match="nullity 0"):
        lo.tabu_search(3, 3, 10)
    with pytest.raises(ValueError, match="HARDEST_BOARD_MAX_NULLITY"):
        lo.tabu_search(39, 39, 10)
    with pytest.raises(ValueError, match="iterations"):
        lo.tabu_search(4, 4, -1)
    with pytest.raises(ValueError, match="seed"):
        lo.tabu_search(4, 4, 10, seed=1.5)
    with pytest.raises(ValueError, match="m"):
        lo.tabu_search("4", 4)


def _span(basis):
    span = {0}
    for b in basis:
        span |= {v ^ b for v in span}
    return span


def test_dense_subspace_is_a_basis_of_odd_classes_holding_many():
    import sys

    sys.path.insert(0, str(lo.ROOT / "tools"))
    from hardest_boards_09 import largest_odd_span

    qc = nr.QuietClasses(30, 30)
    odd = {int(s) for s, c in zip(qc.classes, qc.counts) if c % 2}
    basis = lo.dense_subspace(30, 30, 10)
    assert len(basis) == 10 and set(basis) <= odd
    span = _span(basis)
    assert len(span) == 2**10  # independent
    dense = len(odd & span)
    largest = len(odd & _span(largest_odd_span(qc, 10)))
    assert dense > 4 * largest, (dense, largest)
    assert lo.dense_subspace(30, 30, 10) == basis  # deterministic


def test_dense_subspace_bad_input():
    with pytest.raises(ValueError, match="span 13 dimensions"):
        lo.dense_subspace(23, 23, 14)
    with pytest.raises(ValueError, match="tries"):
        lo.dense_subspace(23, 23, 4, tries=0)


def test_search_serial_dask_and_resume_agree(tmp_path):
    one = lo.hardest_search(19, 19, seeds=3, iterations=40)
    assert one.presses == max(lo.tabu_search(19, 19, 40, s).presses for s in range(3))
    assert one.chunks_done == one.chunks == 3 and one.chunk_file is None
    path = tmp_path / "19x19.json"
    part = lo.hardest_search(
        19, 19, seeds=3, iterations=40, chunk_file=path, stop_after=1
    )
    assert part.presses is None and part.chunks_done == 1
    rest = lo.hardest_search(
        19, 19, seeds=3, iterations=40, chunk_file=path, scheduler="local"
    )
    assert (rest.presses, rest.counts, rest.seed) == (one.presses, one.counts, one.seed)
    data = json.loads(path.read_text())
    assert sorted(data["done"]) == ["0", "1", "2"]
    assert all(e["seconds"] >= 0 for e in data["done"].values())
    again = lo.hardest_search(19, 19, seeds=3, iterations=40, chunk_file=path)
    assert again.presses == one.presses  # read from the file, nothing run


def test_search_refuses_bad_files(tmp_path):
    path = tmp_path / "9x9.json"
    lo.hardest_search(9, 9, seeds=2, iterations=30, chunk_file=path)
    with pytest.raises(ValueError, match="iterations"):
        lo.hardest_search(9, 9, seeds=2, iterations=31, chunk_file=path)
    data = json.loads(path.read_text())
    data["done"]["0"]["presses"] += 1  # a board that needs one press more: refused
    path.write_text(json.dumps(data))
    with pytest.raises(ValueError, match="does not need"):
        lo.hardest_search(9, 9, seeds=2, iterations=30, chunk_file=path)
    path.write_text("{not json")
    with pytest.raises(ValueError, match="unreadable"):
        lo.hardest_search(9, 9, seeds=2, iterations=30, chunk_file=path)
    with pytest.raises(ValueError, match="scheduler"):
        lo.hardest_search(9, 9, seeds=2, iterations=30, scheduler=2)
    with pytest.raises(ValueError, match="seeds"):
        lo.hardest_search(9, 9, seeds=0, iterations=30)


def test_characters_and_transform_agree():
    """The move's update (characters) against a fresh transform, on random data."""
    rng = np.random.default_rng(1)
    classes = rng.choice(np.arange(1, 64), size=10, replace=False).astype(np.int64)
    y = rng.integers(-3, 4, size=10)
    sums = hs._transform(classes, y, 6)
    direct = hs._characters(np.arange(64, dtype=np.int64), classes) @ y
    assert np.array_equal(sums, direct)


def test_decomposition_bound_is_never_below_a_settled_value():
    """On settled sizes of nullity 2..12 (values proved by their certificates), the
    decomposition bound of chains of pieces of dimension 2, 3 and 4 is at least the value,
    and every piece is solved."""
    settled = [
        (int(r["m"]), int(r["n"]), int(r["hardest"]))
        for r in ROWS
        if r["hardest"] and 2 <= int(r["nullity"]) <= 12 and r["m"] <= r["n"]
    ]
    assert len(settled) >= 30
    for m, n, value in settled[:: max(1, len(settled) // 20)]:
        for k in (2, 3, 4):
            r = lo.hardest_decomposition_bound(
                m, n, lo.decomposition_chain(m, n, k), 60
            )
            assert all(p.status == "optimal" for p in r.pieces)
            assert r.bound >= value, (m, n, k, r.bound, value)
            assert sum(p.cells for p in r.pieces) == m * n


def test_one_piece_is_the_whole_program():
    """A chain of one piece (everything) gives the exact hardest board: 4 x 4 (7), 6 x 8
    (22, where the parity bound 23 is not tight) and 7 x 11 (39), the values the
    certificates prove. No verdict depends on the machine's speed: each program takes SCIP
    at most 0.1 s here, against a limit of 60 s. (9 x 9, nullity 8, takes about 45 s: under
    load it reached the old limit of 120 s with the bound 38, so its exact 37 is not asked
    for; the next test asks of it only what holds when SCIP is stopped.)"""
    for m, n, value in ((4, 4, 7), (6, 8, 22), (7, 11, 39)):
        d = lo.nullity(m, n)
        r = lo.hardest_decomposition_bound(m, n, lo.decomposition_chain(m, n, d), 60)
        assert len(r.pieces) == 1 and r.bound >= value  # a bound, stopped or not
        assert r.pieces[0].status == "optimal", (m, n, r.pieces[0].status)
        assert r.bound == value, (m, n, r.bound)


def test_a_stopped_piece_keeps_a_bound_and_says_so():
    """9 x 9 as one piece takes SCIP about 45 s here; given 1 s, the piece keeps SCIP's
    proved dual bound and its status says that SCIP was stopped. Only what holds whether
    or not SCIP finished is asserted, branching on the reported status, never on a timing:
    the bound is at least the true 37 (the best solution's value in its place gives 36),
    and exactly 37 when the status is 'optimal'."""
    r = lo.hardest_decomposition_bound(9, 9, lo.decomposition_chain(9, 9, 8), 1)
    (piece,) = r.pieces
    if piece.status == "optimal":  # a machine fast enough to finish within the second
        assert r.bound == 37
    else:
        assert piece.status == "timelimit" and r.bound >= 37, (piece.status, r.bound)


def test_decomposition_bad_input():
    qc = nr.QuietClasses(9, 9)
    s = [int(c) for c in qc.classes]
    with pytest.raises(ValueError, match="span of those before"):
        lo.hardest_decomposition_bound(9, 9, [[s[0], s[0]]])
    with pytest.raises(ValueError, match="every class"):
        lo.hardest_decomposition_bound(9, 9, [[s[0]]])
    with pytest.raises(ValueError, match="list of nonempty lists"):
        lo.hardest_decomposition_bound(9, 9, [[]])
    with pytest.raises(ValueError, match="signature in 1..2"):
        lo.hardest_decomposition_bound(9, 9, [[0]])
    with pytest.raises(ValueError, match="dimension"):
        lo.decomposition_chain(9, 9, 0)


def test_half_turn_search_gives_exact_boards_left_alone_by_the_half_turn():
    """Its boards are boards: fewest presses exact (coset search); the orbits pair every
    class with the class of its turned cells; deterministic; bad input refused."""
    for m, n in ((19, 19), (6, 8)):
        r = lo.half_turn_tabu_search(m, n, 100, 1)
        exact, _ = nr.coset_fewest_presses(r.witness())
        assert exact == r.presses and lo.half_turn_tabu_search(m, n, 100, 1) == r
    qc = nr.QuietClasses(19, 19)
    orbits = hs._half_turn_orbits(qc)
    assert sorted(i for o in orbits for i in o) == list(range(len(qc.classes)))
    sig = qc.signature.reshape(19, 19)
    turned = dict(zip(sig.ravel().tolist(), sig[::-1, ::-1].ravel().tolist()))
    of = {int(qc.classes[i]): k for k, o in enumerate(orbits) for i in o}
    assert all(of[a] == of[b] for a, b in turned.items() if a and b)
    assert all(len(o) <= 2 for o in orbits)  # the half-turn is an involution
    with pytest.raises(ValueError, match="nullity 0"):
        lo.half_turn_tabu_search(3, 3)
    with pytest.raises(ValueError, match="iterations"):
        lo.half_turn_tabu_search(4, 4, -1)


def test_half_turn_search_reaches_settled_values_on_odd_sides():
    """On the settled squares of nullity 1..10 (values proved by the certificates, an
    independent route), 300 steps of seed 0 never pass the proved value and reach it on
    every odd side (on the even sides of nullity 4 they stay one short)."""
    squares = [
        (int(r["m"]), int(r["hardest"]))
        for r in ROWS
        if r["hardest"] and r["m"] == r["n"] and 1 <= int(r["nullity"]) <= 10
    ]
    assert len(squares) >= 20
    for n, value in squares:
        presses = lo.half_turn_tabu_search(n, n, 300, 0).presses
        assert presses <= value and (n % 2 == 0 or presses == value), n
