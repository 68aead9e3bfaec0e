"""Unit tests of the Game of Life section of lightsout_helpers (notebook 07)."""

import io
import itertools
import math
from collections import Counter
from dataclasses import replace

import numpy as np
import pytest

import lightsout_helpers as lo
from lightsout.lrat import check_lrat


def step_by_counting(cells):
    """One Life generation of a set of live (row, col) cells, written independently of life_step."""
    counts = {}
    for r, c in cells:
        for dr, dc in itertools.product((-1, 0, 1), repeat=2):
            if (dr, dc) != (0, 0):
                counts[r + dr, c + dc] = counts.get((r + dr, c + dc), 0) + 1
    return {cell for cell, k in counts.items() if k == 3 or (k == 2 and cell in cells)}


def live_cells(grid, offset=0):
    return {(int(r) + offset, int(c) + offset) for r, c in zip(*np.nonzero(grid))}


def trimmed(grid):
    rows, cols = np.nonzero(grid)
    return grid[rows.min() : rows.max() + 1, cols.min() : cols.max() + 1]


# --- parse_life -----------------------------------------------------------------


def test_plain_and_rle_agree():
    plain = lo.parse_life(".#.\n..#\n###\n")
    letters = lo.parse_life(".O.\n..O\nOOO")
    spaced = lo.parse_life("\n . # .\n. . #\n# # #\n\n")
    rle = lo.parse_life("#N Glider\nx = 3, y = 3, rule = B3/S23\nbo$2bo$3o!")
    no_header = lo.parse_life("bob$2bo$3o!")
    assert plain.dtype == np.uint8 and plain.tolist() == [
        [0, 1, 0],
        [0, 0, 1],
        [1, 1, 1],
    ]
    for other in (letters, spaced, rle, no_header):
        assert np.array_equal(other, plain)


def test_rle_pads_short_rows_and_repeats_row_ends():
    assert lo.parse_life("x = 4, y = 4\no2$3bo!").tolist() == [
        [1, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 1],
        [0, 0, 0, 0],
    ]
    assert lo.parse_life("2o$\n2o!").tolist() == [[1, 1], [1, 1]]


@pytest.mark.parametrize(
    "text, words",
    [
        ("#.#\n#.", ["ragged", "row 2 has 2"]),
        ("#.#\n\n...", ["row 2", "blank"]),
        ("", ["empty"]),
        ("bo$2bx!", ["line 1", "column 6", "'x'"]),
        ("x = 3, y = 3\nbo$\n2b?o!", ["line 3", "column 3", "'?'"]),
        ("x = 3 y = 3\nbo!", ["line 1", "header"]),
        ("x = 3, y = 3, rule = B36/S23\nbo!", ["rule", "B36/S23"]),
        ("x = 2, y = 1\n3o!", ["row 1", "x = 2"]),
        ("x = 2, y = 1\no$o!", ["2 rows", "y = 1"]),
        ("bo$2bo$3o", ["'!'"]),
        ("0o!", ["line 1", "column 2", "count 0"]),
        ("x = 2, y = 1\nbo$3", ["count '3'"]),
        ("bo$3!", ["line 1", "column 5", "count '3'"]),
        ("#.#\n.x.", ["row 2", "column 2", "'x'"]),
        ("#.#\n#.#\n##?", ["row 3", "column 3", "'?'"]),
    ],
)
def test_parse_errors_name_the_position(text, words):
    with pytest.raises(ValueError) as info:
        lo.parse_life(text)
    for word in words:
        assert word in str(info.value)


def test_parse_rejects_non_strings():
    with pytest.raises(ValueError, match="string"):
        lo.parse_life(["#."])


# --- life_step ------------------------------------------------------------------
# Still lifes and oscillators are standard facts of Life (e.g. LifeWiki "Block", "Beehive",
# "Blinker", "Toad", "Beacon", "Glider"); each is also checked against step_by_counting.

STILL = {
    "block": "##\n##",
    "beehive": ".##.\n#..#\n.##.",
    "loaf": ".##.\n#..#\n.#.#\n..#.",
    "boat": "##.\n#.#\n.#.",
}
PERIOD_2 = {"blinker": "###", "toad": ".###\n###.", "beacon": "##..\n##..\n..##\n..##"}


@pytest.mark.parametrize("name", sorted(STILL))
def test_still_lifes_do_not_change(name):
    p = lo.parse_life(STILL[name])
    nxt = lo.life_step(p)
    assert nxt.shape == (p.shape[0] + 2, p.shape[1] + 2)
    assert np.array_equal(nxt[1:-1, 1:-1], p) and nxt.sum() == p.sum()
    assert live_cells(nxt) == step_by_counting(live_cells(p, 1))


@pytest.mark.parametrize("name", sorted(PERIOD_2))
def test_period_two_oscillators(name):
    p = lo.parse_life(PERIOD_2[name])
    one = lo.life_step(p)
    two = lo.life_step(one)
    assert not np.array_equal(one[1:-1, 1:-1], p)
    assert np.array_equal(two[2:-2, 2:-2], p) and two.sum() == p.sum()
    assert live_cells(one) == step_by_counting(live_cells(p, 1))


def test_glider_moves_one_cell_diagonally_in_four_generations():
    glider = lo.parse_life(".#.\n..#\n###")
    g = glider
    for _ in range(4):
        g = lo.life_step(g)
    assert np.array_equal(trimmed(g), glider)
    rows, cols = np.nonzero(g)
    assert (rows.min(), cols.min()) == (5, 5)  # origin moved from (4, 4) by (1, 1)


def test_life_step_matches_counting_on_random_grids():
    rng = np.random.default_rng(2026)
    for _ in range(100):
        grid = rng.integers(0, 2, size=rng.integers(1, 10, size=2))
        assert live_cells(lo.life_step(grid)) == step_by_counting(live_cells(grid, 1))


def test_life_step_validates_and_does_not_change_input():
    grid = np.array([[1, 1, 1]])
    lo.life_step(grid)
    assert grid.tolist() == [[1, 1, 1]]
    with pytest.raises(ValueError, match="row 1, column 2"):
        lo.life_step([[0, 2]])
    with pytest.raises(ValueError, match="parse_life"):
        lo.life_step("###")


# --- life_predecessor ------------------------------------------------------------


@pytest.mark.parametrize("formulation", lo.LIFE_FORMULATIONS)
@pytest.mark.parametrize("text", [".#.\n..#\n###", "###", ".###\n###."])
def test_predecessors_turn_into_the_pattern(text, formulation):
    p = lo.parse_life(text)
    m, n = p.shape
    for margin in (0, 1, 2):
        parent = lo.life_predecessor(p, margin=margin, formulation=formulation)
        if parent is None:
            continue
        assert parent.shape == (m + 2 * margin, n + 2 * margin)
        box = lo.life_step(parent)[
            margin + 1 : margin + 1 + m, margin + 1 : margin + 1 + n
        ]
        assert np.array_equal(box, p)
    exact = lo.life_predecessor(p, margin=1, exact=True, formulation=formulation)
    whole = lo.life_step(exact)
    assert np.array_equal(whole[2 : 2 + m, 2 : 2 + n], p) and whole.sum() == p.sum()


def test_blinker_parent_by_brute_force():
    # every 3 x 5 parent with margin 1 around a horizontal 1 x 3 blinker, by exhaustion
    blinker = np.array([[1, 1, 1]], dtype=np.uint8)
    nxt = all_next_generations(3, 5)
    hits = np.all(nxt[:, 2:3, 2:5] == blinker, axis=(1, 2))
    assert hits.any()  # the vertical blinker is one
    assert (lo.life_predecessor(blinker, margin=1) is not None) == bool(hits.any())


def test_exhaustive_next_generations_agree_with_life_step():
    nxt = all_next_generations(3, 3)
    for code in (0, 7, 186, 511, 300):
        parent = ((code >> np.arange(9)) & 1).reshape(3, 3)
        assert np.array_equal(nxt[code], lo.life_step(parent))


def test_margin_zero_assumes_a_dead_surrounding():
    # a lone live cell: on its 1 x 1 box no parent (a single cell has no neighbours), but
    # with one ring of cells there is one (three live neighbours)
    assert lo.life_predecessor([[1]], margin=0) is None
    parent = lo.life_predecessor([[1]], margin=1)
    assert lo.life_step(parent)[2, 2] == 1


def test_goe6_has_no_parent():
    # Hartman, Heule, Kwekkeboom, Noels, "Symmetry in Gardens of Eden", EJC 20(3), 2013
    goe6 = lo.parse_life((lo.DATA_DIR / "07_goe6.txt").read_text())
    assert goe6.shape == (10, 10) and np.array_equal(np.rot90(goe6), goe6)
    assert lo.life_predecessor(goe6, margin=1, time_limit=600) is None


def test_goe6_clause_model_is_invariant_under_a_quarter_turn():
    """Notebook 07: SCIP reports no symmetry in the clause model of GoE 6, although the
    clauses (with their multiplicities) are mapped onto themselves by a quarter turn."""
    goe6 = lo.parse_life((lo.DATA_DIR / "07_goe6.txt").read_text())
    target, mask = lo.life.life_target(goe6, 1, False, None)
    clauses, rows, cols = lo.life.life_cnf(target, mask)
    assert rows == cols == 12

    def turn(literal):  # the variable of cell (r, c) goes to cell (cols - 1 - c, r)
        r, c = divmod(abs(literal) - 1, cols)
        return (1 if literal > 0 else -1) * ((cols - 1 - c) * cols + r + 1)

    before = Counter(frozenset(clause) for clause in clauses)
    after = Counter(frozenset(map(turn, clause)) for clause in clauses)
    assert before == after
    assert before != Counter(frozenset(-lit for lit in clause) for clause in clauses)


def test_timeout_is_reported():
    goe6 = lo.parse_life((lo.DATA_DIR / "07_goe6.txt").read_text())
    with pytest.raises(TimeoutError, match="did not decide"):
        lo.life_predecessor(goe6, margin=1, time_limit=0.01)


@pytest.mark.parametrize(
    "kwargs, words",
    [
        (dict(margin=-1), ["margin", "-1"]),
        (dict(margin=1.5), ["margin"]),
        (dict(exact="yes"), ["exact"]),
        (dict(time_limit=0), ["time_limit"]),
        (dict(formulation="cplex"), ["formulation", "cplex"]),
        (dict(method="minisat"), ["method", "minisat", "sat"]),
        (dict(time_limit=float("nan")), ["time_limit"]),
        (dict(defined=[[1, 1]]), ["defined", "shape"]),
        (dict(defined=[[1, 2, 1]]), ["defined", "row 1, column 2"]),
    ],
)
def test_predecessor_rejects_bad_arguments(kwargs, words):
    with pytest.raises(ValueError) as info:
        lo.life_predecessor([[1, 1, 1]], **kwargs)
    for word in words:
        assert word in str(info.value)
    with pytest.raises(ValueError, match="row 1, column 3"):
        lo.life_predecessor([[1, 0, 3]])


# --- the clauses of method="sat" ----------------------------------------------------


def alive_next(window):
    """Life's rule on a 3 x 3 window given as 9 bits, row by row (centre: index 4)."""
    s = sum(window) - window[4]
    return s == 3 or (window[4] == 1 and s == 2)


def satisfies(clauses, bits):
    return all(
        any((bits[abs(lit) - 1] == 1) == (lit > 0) for lit in clause)
        for clause in clauses
    )


@pytest.mark.parametrize("alive", [True, False])
def test_cell_clauses_agree_with_the_rule_on_all_512_windows(alive):
    clauses = lo.life_cell_clauses(alive)
    assert len(clauses) == (106 if alive else 84)
    for bits in itertools.product((0, 1), repeat=9):
        assert satisfies(clauses, bits) == (alive_next(bits) == alive), bits


def test_cell_clauses_reject_non_booleans():
    with pytest.raises(ValueError, match="alive"):
        lo.life_cell_clauses(1)


def test_truncated_windows_agree_with_the_rule():
    # a window cut by the edge of the parent grid: the missing cells are dead
    for present in [
        (4,),
        (0, 1, 3, 4),
        (1, 2, 4, 5, 7, 8),
        (0, 1, 2, 3, 5),
        tuple(range(9)),
    ]:
        for alive in (True, False):
            clauses = lo.life._window_clauses(present, alive)
            for bits in itertools.product((0, 1), repeat=len(present)):
                window = [0] * 9
                for k, b in zip(present, bits):
                    window[k] = b
                assert satisfies(clauses, window) == (alive_next(window) == alive), (
                    present,
                    window,
                )


def all_next_generations(rows, cols):
    """The next generation (grown by one) of every rows x cols parent at once, by counting
    neighbours with array shifts (independent of life_step). Shape (2**(rows*cols), rows+2, cols+2)."""
    k = rows * cols
    codes = np.arange(2**k, dtype=np.int64)
    parents = (
        ((codes[:, None] >> np.arange(k)) & 1).astype(np.int8).reshape(-1, rows, cols)
    )
    p = np.pad(parents, ((0, 0), (2, 2), (2, 2)))
    count = sum(
        p[:, 1 + dr : rows + 3 + dr, 1 + dc : cols + 3 + dc]
        for dr in (-1, 0, 1)
        for dc in (-1, 0, 1)
        if (dr, dc) != (0, 0)
    )
    alive = p[:, 1 : rows + 3, 1 : cols + 3]
    return ((count == 3) | ((alive == 1) & (count == 2))).astype(np.uint8)


def _reachable(shape, margin, exact):
    """Every pattern of ``shape`` that has a parent on the box grown by ``margin``, by exhaustion."""
    m, n = shape
    nxt = all_next_generations(m + 2 * margin, n + 2 * margin)
    box = nxt[:, margin + 1 : margin + 1 + m, margin + 1 : margin + 1 + n]
    if exact:
        box = box[nxt.sum(axis=(1, 2)) == box.sum(axis=(1, 2))]
    return {b.tobytes() for b in np.unique(box, axis=0)}


@pytest.mark.parametrize(
    "shape, margin, exact",
    [((3, 3), 0, False), ((2, 3), 0, False), ((1, 2), 1, True), ((2, 2), 1, True)],
)
def test_sat_and_scip_agree_with_exhaustion(shape, margin, exact):
    reachable = _reachable(shape, margin, exact)
    patterns = [
        np.array(bits, dtype=np.uint8).reshape(shape)
        for bits in itertools.product((0, 1), repeat=shape[0] * shape[1])
    ]
    some = patterns if len(patterns) <= 64 else patterns[::7]
    answers = {True: 0, False: 0}
    for p in some:
        expected = p.tobytes() in reachable
        for method in lo.LIFE_METHODS:
            parent = lo.life_predecessor(p, margin=margin, exact=exact, method=method)
            assert (parent is not None) == expected, (p.tolist(), method)
            if parent is not None:
                nxt = lo.life_step(parent)
                m, n = shape
                assert np.array_equal(
                    nxt[margin + 1 : margin + 1 + m, margin + 1 : margin + 1 + n], p
                )
                if exact:
                    assert nxt.sum() == p.sum()
        answers[expected] += 1
    assert answers[True] > 0 and (
        answers[False] > 0 or margin > 0
    )  # both answers are exercised


# --- Gardens of Eden of the literature (data/README.md names the sources) -------------

LITERATURE = [
    "07_goe1_banks.rle",
    "07_goe5_beluchenko.rle",
    "07_goe6.txt",
    "07_goe10_eker.rle",
    "07_goe5x45_eker.rle",
]
PUBLISHED = {  # shape and live cells as the sources state them
    "07_goe1_banks.rle": ((9, 33), 226),  # LifeWiki: 33 x 9, 226 cells
    "07_goe10_eker.rle": ((9, 11), 55),  # "55-cell GOE in 9x11 bounding box"
}


def _read(name):
    return lo.parse_life((lo.DATA_DIR / name).read_text())


def _lifehistory_by_substitution(text):
    """(alive, defined) of a LifeHistory RLE read another way: its pattern lines with the
    tags replaced by o and b, header and comments dropped, through parse_life."""
    body = "\n".join(
        line for line in text.splitlines() if not line.startswith(("#", "x"))
    )
    alive = lo.parse_life(body.replace("A", "o").replace("B", "b").replace(".", "b"))
    defined = lo.parse_life(body.replace("A", "o").replace("B", "o").replace(".", "b"))
    return alive, defined


def test_parse_lifehistory_reads_ekers_orphan_as_published():
    text = (lo.DATA_DIR / "07_goe10_orphan_eker.rle").read_text()
    alive, defined = lo.parse_lifehistory(text)
    for mine, other in zip((alive, defined), _lifehistory_by_substitution(text)):
        assert mine.dtype == np.uint8 and np.array_equal(mine, other)
    # the file's comment: 89 defined cells, 34 of them required off
    assert int(defined.sum()) == 89 and int((defined & (1 - alive)).sum()) == 34
    assert not (alive & (1 - defined)).any()


@pytest.mark.parametrize(
    "text, match",
    [
        ("x = 3, y = 1, rule = B3/S23\n3A!", "rule 'B3/S23' is not LifeHistory"),
        ("x = 3, y = 1, rule = LifeHistory\nAoA!", "line 2, column 2: 'o' is not"),
        ("#C a comment\n2A\n$C!", "line 3, column 2: 'C' is not a LifeHistory tag"),
        ("x = 2, y = 1, rule = LifeHistory\n3A!", "row 1 of the RLE has 3 cells"),
        ("#C only a comment\n", "empty"),
        (b"3A!", "expects a string, got bytes"),
    ],
)
def test_parse_lifehistory_refuses_bad_input(text, match):
    with pytest.raises(ValueError, match=match):
        lo.parse_lifehistory(text)


def test_parse_lifehistory_reads_what_follows_the_end_as_nothing():
    # the same three cells, with and without a header, a byte-order mark and trailing text
    a = lo.parse_lifehistory("A.B!")
    for text in ("x = 3, y = 1, rule = LifeHistory\nA.B!", "\ufeffA.B! C o", "A.\nB!"):
        b = lo.parse_lifehistory(text)
        assert all(np.array_equal(u, v) for u, v in zip(a, b))
    assert a[0].tolist() == [[1, 0, 0]] and a[1].tolist() == [[1, 0, 1]]


@pytest.mark.parametrize("name", LITERATURE)
def test_literature_gardens_of_eden_have_no_parent_by_sat(name):
    p = _read(name)
    if name in PUBLISHED:
        shape, cells = PUBLISHED[name]
        assert p.shape == shape and int(p.sum()) == cells
    assert lo.life_predecessor(p, method="sat", time_limit=120) is None


def test_goe10_orphan_is_an_orphan_and_fewer_cells_are_not():
    alive, defined = lo.parse_lifehistory(
        (lo.DATA_DIR / "07_goe10_orphan_eker.rle").read_text()
    )
    assert np.array_equal(alive, _read("07_goe10_eker.rle"))
    assert (
        int(defined.sum()) == 89 and int((defined & (1 - alive)).sum()) == 34
    )  # as published
    assert lo.life_predecessor(alive, defined=defined, method="sat") is None


@pytest.mark.parametrize("method", lo.LIFE_METHODS)
def test_cells_left_free_are_not_constrained(method):
    # a lone live cell has no parent inside its 1 x 1 box; left free, anything will do
    assert lo.life_predecessor([[1]], margin=0, method=method) is None
    assert (
        lo.life_predecessor([[1]], margin=0, defined=[[0]], method=method) is not None
    )
    # the blinker's middle cell free: a parent whose next generation matches the two ends
    parent = lo.life_predecessor(
        [[1, 1, 1]], margin=1, defined=[[1, 0, 1]], method=method
    )
    nxt = lo.life_step(parent)
    assert nxt[2, 2] == 1 and nxt[2, 4] == 1


def test_sat_timeout_is_reported():
    goe6 = _read("07_goe6.txt")
    with pytest.raises(TimeoutError, match="SAT did not decide"):
        lo.life_predecessor(goe6, method="sat", time_limit=0.01)


@pytest.mark.parametrize("method", lo.LIFE_METHODS)
def test_infinite_time_limit_means_no_limit(method):
    assert (
        lo.life_predecessor([[1]], margin=0, time_limit=math.inf, method=method) is None
    )
    assert (
        lo.life_predecessor([[1]], margin=1, time_limit=math.inf, method=method)
        is not None
    )
    assert (
        lo.life_predecessor([[1]], margin=1, time_limit=1e300, method=method)
        is not None
    )


@pytest.mark.parametrize("margin", [10**6, 200])
def test_huge_margins_are_refused_at_once(margin):
    with pytest.raises(ValueError, match=f"at most {lo.MAX_PREDECESSOR_CELLS:,} cells"):
        lo.life_predecessor([[1, 1, 1]], margin=margin)


def test_sat_parents_are_exact_for_the_source_pattern_and_its_single_flips():
    p = _read("07_source004_8x12.txt")
    for r, c in [(0, 0), (3, 5), (7, 11)]:
        q = p.copy()
        q[r, c] ^= 1
        parent = lo.life_predecessor(q, margin=1, exact=True, method="sat")
        whole = lo.life_step(parent)
        assert np.array_equal(whole[2:10, 2:14], q) and whole.sum() == q.sum()


# --- the tight formulation ----------------------------------


def _tight_accepts(parent, target_box, margin=0):
    """Does the tight SCIP model (cuts off) accept ``parent`` for ``target_box``?"""
    target, mask = lo.life.life_target(np.asarray(target_box, np.uint8), margin, False)
    model, x = lo.life._life_model(target, mask, "tight", cuts=False)
    for r, row in enumerate(x):
        for c, var in enumerate(row):
            model.fixVar(var, int(parent[r][c]))
    model.optimize()
    return model.getStatus() != "infeasible"


def test_tight_formulation_keeps_the_survival_rule_with_two_neighbours():
    # 1 x 3, margin 0: the middle cell of 1 1 1 has two live neighbours and survives
    assert not _tight_accepts([[1, 1, 1]], [[0, 0, 0]])
    for shape in [(1, 3), (2, 2), (1, 2)]:
        cells = shape[0] * shape[1]
        for bits in itertools.product((0, 1), repeat=cells):
            parent = np.array(bits, dtype=np.uint8).reshape(shape)
            child = lo.life_step(parent)[1:-1, 1:-1]
            assert _tight_accepts(parent, child), parent
            for flip in range(cells):  # any other target is refused
                other = child.copy().reshape(-1)
                other[flip] ^= 1
                assert not _tight_accepts(parent, other.reshape(shape)), (parent, flip)


# --- fuzz findings ---------------------------------------------------


@pytest.mark.parametrize("method", lo.LIFE_METHODS)
def test_time_limit_counts_building_the_model(method):
    big = np.zeros((198, 198), dtype=np.uint8)
    with pytest.raises(
        TimeoutError, match="time limit reached while (building|loading)"
    ):
        lo.life_predecessor(big, time_limit=1e-6, method=method)


def test_parse_life_accepts_ascii_digits_only():
    with pytest.raises(ValueError, match="line 1, column 1: unknown character '²'"):
        lo.parse_life("²o!")
    with pytest.raises(ValueError, match="line 2, column 2: unknown character '٣'"):
        lo.parse_life("#C\n2٣o!")
    with pytest.raises(ValueError, match="malformed RLE header"):
        lo.parse_life("x = ³, y = 1\no!")


def test_parse_life_trailing_row_ends_before_the_end_mark():
    # Golly reads a '$' before '!' as ending an empty row: one rule with and without header
    expected = [[1, 1, 1]]
    for text in ["3o$!", "x = 3, y = 1\n3o$!", "x = 3, y = 1\n3o3$!", "3o2$\n!"]:
        assert lo.parse_life(text).tolist() == expected, text
    assert lo.parse_life("x = 3, y = 2\no$2o$!").tolist() == [[1, 0, 0], [1, 1, 0]]
    with pytest.raises(ValueError, match="header says y = 1"):
        lo.parse_life("x = 3, y = 1\no$o!")


def test_parse_life_ignores_a_byte_order_mark():
    text = "x = 3, y = 3, rule = B3/S23\nbo$2bo$3o!"
    assert np.array_equal(lo.parse_life("\ufeff" + text), lo.parse_life(text))
    assert lo.parse_life("\ufeff.O\nO.").tolist() == [[0, 1], [1, 0]]


class _ExactInt:
    """An exact integer of another library (as Sage's ZZ(1)): it has __index__ only."""

    def __init__(self, value):
        self.value = value

    def __index__(self):
        return self.value


def test_life_predecessor_accepts_exact_integers_of_other_types():
    a = lo.life_predecessor([[1]], margin=_ExactInt(1), time_limit=_ExactInt(60))
    b = lo.life_predecessor([[1]], margin=np.int64(1), time_limit=np.float32(60))
    assert a.shape == b.shape == (3, 3)
    with pytest.raises(ValueError, match="margin must be an integer >= 0, got"):
        lo.life_predecessor([[1]], margin=_ExactInt(-1))
    with pytest.raises(ValueError, match="margin"):
        lo.prove_orphan([[1]], margin=_ExactInt(0))


# --- certificates: prove_orphan and the DRAT checker ------------


def _parse_cnf(text):
    lines = text.splitlines()
    nvars = int(lines[0].split()[2])
    return nvars, [[int(t) for t in line.split()[:-1]] for line in lines[1:]]


@pytest.mark.parametrize("wanted", [0, 1])
def test_orphan_cnf_of_one_window_allows_exactly_the_rule(wanted):
    # one cell, margin 1: the CNF is one 3 x 3 window; enumerate its 512 states
    cnf, rows, cols = lo.life_proofs._orphan_cnf(
        np.array([[wanted]], np.uint8), 1, None
    )
    nvars, clauses = _parse_cnf(cnf)
    assert (nvars, rows, cols) == (9, 3, 3)
    allowed = [
        bits for bits in itertools.product((0, 1), repeat=9) if satisfies(clauses, bits)
    ]
    expected = [
        bits
        for bits in itertools.product((0, 1), repeat=9)
        if alive_next(bits) == bool(wanted)
    ]
    assert allowed == expected and len(expected) == (140 if wanted else 372)


def test_orphan_cnf_models_are_exactly_the_parents():
    # a 1 x 2 pattern with margin 1: 12 parent cells, every one of 4096 parents tried
    for pattern in ([[1, 1]], [[1, 0]], [[0, 0]]):
        cnf, rows, cols = lo.life_proofs._orphan_cnf(
            np.array(pattern, np.uint8), 1, None
        )
        _, clauses = _parse_cnf(cnf)
        for bits in itertools.product((0, 1), repeat=rows * cols):
            cells = {(k // cols, k % cols) for k, b in enumerate(bits) if b}
            child = step_by_counting(cells)
            box = [[int((1 + r, 1 + c) in child) for c in range(2)] for r in range(1)]
            assert satisfies(clauses, bits) == (box == pattern)


@pytest.fixture(scope="module")
def orphan_checked():
    """Eker's orphan: its certificate, checked once, and the LRAT file of that check."""
    pattern, defined = _read_history("07_goe10_orphan_eker.rle")
    proof = lo.prove_orphan(pattern, margin=1, defined=defined)
    lrat = io.StringIO()
    proof.check(lrat=lrat)
    return proof, lrat.getvalue()


@pytest.fixture(scope="module")
def orphan_proof(orphan_checked):
    return orphan_checked[0]


def _read_history(name):
    return lo.parse_lifehistory((lo.DATA_DIR / name).read_text())


def test_orphan_proof_checks(orphan_proof):
    p = orphan_proof
    assert (
        isinstance(p, lo.OrphanProof)
        and p.solver.startswith("CaDiCaL")
        and p.proof[-1].split() == ["0"]
    )
    assert p.n_lemmas > 1000 and p.n_clauses > 1000
    assert p.result.ok and p.result.lemmas == p.n_lemmas  # checked by the fixture
    assert p.check_seconds > 0


def _altered(original, **changes):
    from dataclasses import replace

    return replace(original, result=None, check_seconds=None, **changes)


def test_truncated_certificate_is_rejected(orphan_proof):
    bad = _altered(orphan_proof, proof=orphan_proof.proof[:-1])
    assert bad.check() is False
    assert "without the empty clause" in bad.result.reason


def test_certificate_with_a_lemma_removed_is_rejected(orphan_proof):
    proof = orphan_proof.proof
    lemmas = [k for k, line in enumerate(proof) if line[0] != "d"]
    k = lemmas[len(lemmas) // 2]  # the middle lemma; the step after it needs it
    bad = _altered(orphan_proof, proof=proof[:k] + proof[k + 1 :])
    assert bad.check() is False and "neither RUP nor RAT" in bad.result.reason
    assert (
        bad.result.lemmas > len(lemmas) // 2
    )  # rejected where it is missing, not earlier


def test_certificate_with_a_flipped_literal_is_rejected(orphan_proof):
    proof = list(orphan_proof.proof)
    k = next(k for k, line in enumerate(proof) if line[0] != "d")
    lits = proof[k].split()
    lits[0] = str(-int(lits[0]))
    proof[k] = " ".join(lits)
    bad = _altered(orphan_proof, proof=proof)
    assert bad.check() is False and "neither RUP nor RAT" in bad.result.reason


def test_certificate_for_another_cnf_is_rejected(orphan_proof):
    bad = _altered(
        orphan_proof, cnf=orphan_proof.cnf.replace(" 0\n", " 0\n", 1) + "1 0\n"
    )
    assert bad.check() is False and "stored CNF" in bad.result.reason


# --- LRAT, and a proof that needs a RAT step --------------------------


def test_the_lrat_file_checks_by_its_hints(orphan_checked):
    proof, lrat = orphan_checked
    result = check_lrat(proof.cnf, lrat)
    assert result.ok and result.lemmas == proof.n_lemmas
    assert result.deletions > 0


def test_lrat_checker_rejects_what_the_hints_do_not_derive(orphan_checked):
    proof, lrat = orphan_checked
    lines = lrat.splitlines()
    k = next(i for i, line in enumerate(lines) if " d " not in line)
    nums = lines[k].split()
    cut = nums.index("0")
    bad = lines[:k] + [" ".join(nums[: cut + 1] + nums[cut + 2 :])] + lines[k + 1 :]
    result = check_lrat(proof.cnf, bad)  # its first hint dropped
    assert not result.ok and f"LRAT line {k + 1}" in result.reason
    assert not check_lrat(proof.cnf, lines[:-1]).ok  # no empty clause
    flipped = nums[:]
    flipped[1] = str(-int(flipped[1]))
    assert not check_lrat(
        proof.cnf, lines[:k] + [" ".join(flipped)] + lines[k + 1 :]
    ).ok


def _weakened(proof: list, v: int) -> list:
    """A proof that needs a RAT step: first the unit (v) for a variable v the CNF does not
    have, then every lemma of ``proof`` with the literal -v added (deletions of lemmas
    likewise), and last the empty clause."""
    out = [f"{v} 0"]
    lemmas = Counter()
    for line in proof:
        toks = line.split()
        if toks[0] == "d":
            key = tuple(sorted(map(int, toks[1:-1])))
            if lemmas[key]:
                lemmas[key] -= 1
                out.append(" ".join(toks[:-1] + [str(-v), "0"]))
            else:
                out.append(line)
            continue
        lemmas[tuple(sorted(map(int, toks[:-1])))] += 1
        out.append(" ".join(toks[:-1] + [str(-v), "0"]))
    return out + ["0"]


def test_an_accepted_proof_that_needs_a_rat_step(orphan_checked):
    # The unit clause (v), v a variable no clause mentions, is RAT on v: no clause holds -v,
    # so there is nothing to resolve with (setting v true keeps every model a model). It is
    # not RUP: nothing propagates from -v. Every lemma C of the orphan's proof, weakened to
    # (C or -v), is RUP as C was (its check sets v true anyway), so the weakened proof
    # derives (-v) where it derived the empty clause, and the empty clause then needs (v).
    proof, _ = orphan_checked
    v = int(proof.cnf.split()[2]) + 1
    needs_rat = _weakened(proof.proof, v)
    lrat = io.StringIO()
    rat = replace(proof, proof=needs_rat, result=None, check_seconds=None)
    assert rat.check(lrat=lrat) is True
    assert rat.result.rat_lemmas == 1 and rat.result.lemmas == proof.n_lemmas + 2
    assert lrat.getvalue().splitlines()[0] == f"{proof.n_clauses + 1} {v} 0 0"
    assert check_lrat(proof.cnf, lrat.getvalue()).ok
    # (v) alone: RAT, not RUP
    alone = lo.check_drat(proof.cnf, [f"{v} 0"])
    assert alone.rat_lemmas == 1 and "without the empty clause" in alone.reason
    # without (v) the step is needed: with v false every weakened lemma is satisfied, so
    # after (-v) the empty clause must follow from the clauses alone, and it does not
    without = lo.check_drat(proof.cnf, [f"{-v} 0", "0"])
    assert not without.ok and "step 2" in without.reason


def test_prove_orphan_names_the_parent_it_finds():
    with pytest.raises(ValueError, match=r"not an orphan.*parent [.o/]+") as info:
        lo.prove_orphan([[1, 1, 1]])
    rows = str(info.value).split("parent ")[1].split(" ")[0].split("/")
    parent = np.array([[ch == "o" for ch in row] for row in rows], dtype=np.uint8)
    assert np.array_equal(lo.life_step(parent)[2:3, 2:5], [[1, 1, 1]])


def test_drat_checker_on_small_formulas():
    cnf = "p cnf 2 4\n1 2 0\n1 -2 0\n-1 2 0\n-1 -2 0\n"
    assert lo.check_drat(cnf, ["1 0", "0"]).ok
    assert not lo.check_drat(cnf, ["0"]).ok  # the empty clause is not RUP at once
    assert not lo.check_drat(cnf, ["1 0"]).ok  # no empty clause
    assert not lo.check_drat(cnf, ["d 1 -2 0", "1 0", "0"]).ok  # deleted what it needs
    # RAT: 3 is a fresh variable, so "3 0" is RAT on 3 (no clause holds -3) but not RUP
    result = lo.check_drat("p cnf 3 1\n1 2 0\n", ["3 0", "0"])
    assert not result.ok and result.rat_lemmas == 1 and "step 2" in result.reason
    with pytest.raises(ValueError, match="does not end with 0"):
        lo.check_drat(cnf, ["1"])
    with pytest.raises(
        ValueError, match="CNF line 2: literal 3 exceeds the 2 variables"
    ):
        lo.check_drat("p cnf 2 1\n1 3 0\n", ["0"])
    # a lemma may use a variable the CNF does not have (extended resolution): (3) is RAT
    result = lo.check_drat(cnf, ["3 0"])
    assert (
        not result.ok
        and result.rat_lemmas == 1
        and "without the empty" in result.reason
    )


# --- the figures of notebook 07 (lightsout/plots/ch07.py) ----------------------------


def test_plot_functions_of_chapter_07():
    import matplotlib.pyplot as plt

    board = np.eye(3, dtype=np.uint8)
    fig = lo.plots.ch07.parent_panels(
        [(board, "a", (0, 0, 2, 2)), (board, "b", None)], extent=(5, 5)
    )
    assert len(fig.axes) == 2
    fig2 = lo.plots.ch07.gardens_of_eden(board, board, board, 1 - board)
    assert len(fig2.axes) == 3
    row = {"status": "timelimit", "seconds": "2.0"}
    fig3 = lo.plots.ch07.benchmark({("c", "sat"): [row]}, ["c"], ["sat"])
    assert fig3.axes[0].get_yscale() == "log"
    plt.close("all")
