"""Unit tests of the Game of Life section of lightsout_helpers (notebook 07)."""

import itertools

import numpy as np
import pytest

import lightsout_helpers as lo


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
    return grid[rows.min():rows.max() + 1, cols.min():cols.max() + 1]


# --- parse_life -----------------------------------------------------------------

def test_plain_and_rle_agree():
    plain = lo.parse_life(".#.\n..#\n###\n")
    letters = lo.parse_life(".O.\n..O\nOOO")
    spaced = lo.parse_life("\n . # .\n. . #\n# # #\n\n")
    rle = lo.parse_life("#N Glider\nx = 3, y = 3, rule = B3/S23\nbo$2bo$3o!")
    no_header = lo.parse_life("bob$2bo$3o!")
    assert plain.dtype == np.uint8 and plain.tolist() == [[0, 1, 0], [0, 0, 1], [1, 1, 1]]
    for other in (letters, spaced, rle, no_header):
        assert np.array_equal(other, plain)


def test_rle_pads_short_rows_and_repeats_row_ends():
    assert lo.parse_life("x = 4, y = 4\no2$3bo!").tolist() == [
        [1, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 1], [0, 0, 0, 0]]
    assert lo.parse_life("2o$\n2o!").tolist() == [[1, 1], [1, 1]]


@pytest.mark.parametrize("text, words", [
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
])
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

STILL = {"block": "##\n##", "beehive": ".##.\n#..#\n.##.", "loaf": ".##.\n#..#\n.#.#\n..#.",
         "boat": "##.\n#.#\n.#."}
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
        box = lo.life_step(parent)[margin + 1:margin + 1 + m, margin + 1:margin + 1 + n]
        assert np.array_equal(box, p)
    exact = lo.life_predecessor(p, margin=1, exact=True, formulation=formulation)
    whole = lo.life_step(exact)
    assert np.array_equal(whole[2:2 + m, 2:2 + n], p) and whole.sum() == p.sum()


def test_blinker_parent_by_brute_force():
    # every 3 x 5 parent with margin 1 around a horizontal 1 x 3 blinker, by exhaustion
    blinker = np.array([[1, 1, 1]])
    parents = [bits for bits in itertools.product((0, 1), repeat=15)
               if np.array_equal(lo.life_step(np.array(bits).reshape(3, 5))[2:3, 2:5], blinker)]
    assert parents  # the vertical blinker is one
    assert (lo.life_predecessor(blinker, margin=1) is not None) == bool(parents)


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


def test_timeout_is_reported():
    goe6 = lo.parse_life((lo.DATA_DIR / "07_goe6.txt").read_text())
    with pytest.raises(TimeoutError, match="did not decide"):
        lo.life_predecessor(goe6, margin=1, time_limit=0.01)


@pytest.mark.parametrize("kwargs, words", [
    (dict(margin=-1), ["margin", "-1"]),
    (dict(margin=1.5), ["margin"]),
    (dict(exact="yes"), ["exact"]),
    (dict(time_limit=0), ["time_limit"]),
    (dict(formulation="cplex"), ["formulation", "cplex"]),
])
def test_predecessor_rejects_bad_arguments(kwargs, words):
    with pytest.raises(ValueError) as info:
        lo.life_predecessor([[1, 1, 1]], **kwargs)
    for word in words:
        assert word in str(info.value)
    with pytest.raises(ValueError, match="row 1, column 3"):
        lo.life_predecessor([[1, 0, 3]])
