"""The play board of notebook 00, driven through its Python API and simulated clicks.

Expected boards come from an independent route: ``apply_presses`` on the press counts
the test itself recorded, and brute force over every press pattern of small boards.
The overlays of ``lo.solve`` and ``lo.min_presses`` are checked against brute force; the
overlay mechanics are also tested with a brute-force solver put in place of ``lo.solve``.
"""

import itertools
import random
import re

import numpy as np
import pytest

import lightsout_helpers as lo


def _all_solutions(board, colours):
    """Every press pattern (entries 0..colours-1) that switches the board off, by brute force."""
    board = np.asarray(board, dtype=np.int64)
    m, n = board.shape
    a = lo.press_matrix(m, n).astype(np.int64)
    patterns = np.array(
        list(itertools.product(range(colours), repeat=m * n)), dtype=np.int64
    )
    ok = ((patterns @ a.T + board.ravel()) % colours == 0).all(axis=1)
    return [p.reshape(m, n).astype(np.uint8) for p in patterns[ok]]


def _brute_solve(board, colours=2):
    sols = _all_solutions(board, colours)
    if not sols:
        raise lo.NotSolvableError("no press pattern switches this board off")
    return sols[-1]  # deliberately not the fewest: the overlay must not assume it


def _marks(pb):
    """The overlay as the buttons show it: '●' is 1 press, '●k' is k presses (after the
    cell's value and a space when there are more than 2 colours)."""
    out = np.zeros((pb.m, pb.n), dtype=np.uint8)
    for r, row in enumerate(pb.cells):
        for c, b in enumerate(row):
            _, dot, count = b.description.partition("●")
            out[r, c] = 0 if not dot else int(count or 1)
    return out


def _shown_values(pb):
    """The cell values as the button colours show them."""
    palette = lo.play._play_palette(pb.colours)
    return np.array(
        [[palette.index(b.style.button_color) for b in row] for row in pb.cells],
        dtype=np.uint8,
    )


@pytest.mark.parametrize(
    "m, n, colours, seed", [(5, 5, 2, 0), (3, 4, 3, 7), (4, 2, 5, 11), (1, 6, 2, 3)]
)
def test_start_and_clicks_follow_the_rules(m, n, colours, seed):
    pb = lo.PlayBoard(m, n, colours=colours, seed=seed)
    start = lo.random_solvable_board(m, n, seed, colours)
    assert np.array_equal(pb.board, start) and pb.moves == 0 and pb.overlay is None
    assert len(pb.grid.children) == m * n
    rng = random.Random(seed)
    counts = np.zeros((m, n), dtype=np.int64)
    for step in range(1, 16):
        r, c = rng.randrange(m), rng.randrange(n)
        pb.cells[r][c].click()
        counts[r, c] += 1
        assert pb.moves == step
        assert np.array_equal(pb.board, lo.apply_presses(start, counts, colours))
        assert np.array_equal(_shown_values(pb), pb.board)
        assert f"moves: {step}" in pb.status.value
    assert np.array_equal(_marks(pb), np.zeros((m, n)))


def test_press_api_matches_click_and_validates():
    a, b = lo.PlayBoard(3, 3, seed=5), lo.PlayBoard(3, 3, seed=5)
    a.press(0, 2)
    b.cells[0][2].click()
    assert np.array_equal(a.board, b.board) and a.moves == b.moves == 1
    for r, c in [(3, 0), (0, -1), (1.0, 0), (True, 0)]:
        with pytest.raises(ValueError, match="outside the board"):
            a.press(r, c)
    assert a.moves == 1
    board = a.board
    board[0, 0] ^= 1  # the property hands out a copy
    assert not np.array_equal(board, a.board)


@pytest.mark.parametrize(
    "kwargs, words",
    [
        (dict(m=0, n=3), "m \\(rows\\)"),
        (dict(m=3, n=13), "1..12"),
        (dict(m=3, n=3, colours=1), "colours"),
        (dict(m=3, n=3, colours=9), "2..8"),
        (dict(m=3, n=3, seed="x"), "seed"),
    ],
)
def test_bad_arguments(kwargs, words):
    with pytest.raises(ValueError, match=words):
        lo.PlayBoard(**kwargs)


def test_solved_board_is_reported():
    pb = lo.PlayBoard(3, 3, seed=0)
    # the presses that made the board (source 000's procedure) switch it off again
    rng = random.Random(0)
    made = [[rng.randint(0, 1) for _ in range(3)] for _ in range(3)]
    for r, c in zip(*np.nonzero(made)):
        pb.cells[r][c].click()
    assert pb.solved and "solved!" in pb.status.value


def test_new_board_button_and_pickers():
    pb = lo.PlayBoard(4, 4, seed=3)
    pb.press(1, 1)
    pb.new_button.click()  # pickers unchanged: the next seed
    assert (pb.seed, pb.moves, pb.overlay) == (4, 0, None)
    assert np.array_equal(pb.board, lo.random_solvable_board(4, 4, 4))
    pb.rows_picker.value, pb.cols_picker.value, pb.colours_picker.value = 2, 6, 4
    pb.new_button.click()  # pickers changed: that board, same seed
    assert (pb.m, pb.n, pb.colours, pb.seed) == (2, 6, 4, 4)
    assert np.array_equal(pb.board, lo.random_solvable_board(2, 6, 4, 4))
    assert len(pb.grid.children) == 12 and len(pb.cells) == 2 and len(pb.cells[0]) == 6
    assert np.array_equal(_shown_values(pb), pb.board)
    assert (
        not pb.fewest_button.disabled
    )  # fewest presses for N colours come from SCIP (notebook 06)
    assert np.array_equal(pb.new_board(seed=9), lo.random_solvable_board(2, 6, 9, 4))
    assert pb.seed_picker.value == 9


@pytest.mark.parametrize(
    "m, n, colours, seed", [(3, 3, 2, 1), (2, 4, 3, 2), (2, 3, 4, 5)]
)
def test_overlay_mechanics_with_brute_force_solver(monkeypatch, m, n, colours, seed):
    monkeypatch.setattr(lo.play, "solve", _brute_solve)
    pb = lo.PlayBoard(m, n, colours=colours, seed=seed)
    pb.press(0, 0)
    pb.solution_button.click()
    expected = _brute_solve(pb.board, colours)
    assert pb.overlay_kind == "solution" and np.array_equal(pb.overlay, expected)
    assert np.array_equal(_marks(pb), expected)
    assert "showing a solution" in pb.status.value
    # a press keeps the overlay a solution of the new board
    pb.press(m - 1, n - 1)
    assert not lo.apply_presses(pb.board, pb.overlay, colours).any()
    assert np.array_equal(_marks(pb), pb.overlay)
    # following the overlay, click by click, switches the board off
    for (r, c), k in np.ndenumerate(pb.overlay.copy()):
        for _ in range(int(k)):
            pb.cells[r][c].click()
    assert pb.solved and not pb.overlay.any()
    pb.hide_button.click()
    assert pb.overlay is None and not _marks(pb).any()


def test_failures_show_in_the_status_line(monkeypatch):
    pb = lo.PlayBoard(3, 3, seed=2)

    def unsolvable(board, colours=2):
        raise lo.NotSolvableError("this board fails the quiet pattern test")

    monkeypatch.setattr(lo.play, "solve", unsolvable)
    pb.solution_button.click()  # must not raise in the widget
    assert pb.overlay is None and "quiet pattern" in pb.status.value
    monkeypatch.setattr(lo.play, "solve", lambda board, colours=2: np.zeros_like(board))
    with pytest.raises(ValueError, match="does not switch the board off"):
        pb.show_solution()


def test_display_bundle():
    pb = lo.PlayBoard(3, 4, seed=6)
    data = pb._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in data
    assert lo.format_board(pb.board) in data["text/plain"]
    assert data["text/html"].count("<td") == 12
    assert repr(pb) == data["text/plain"]


@pytest.mark.parametrize(
    "m, n, colours, seed",
    [(3, 3, 2, 4), (5, 5, 2, 0), (4, 5, 2, 9), (3, 3, 3, 1), (2, 5, 5, 8)],
)
def test_real_solution_overlay(m, n, colours, seed):
    pb = lo.PlayBoard(m, n, colours=colours, seed=seed)
    pb.press(1, 1)
    presses = pb.show_solution()
    assert pb.overlay_kind == "solution"
    assert not lo.apply_presses(pb.board, presses, colours).any()
    assert np.array_equal(_marks(pb), presses)


@pytest.mark.parametrize("m, n, seed", [(3, 3, 4), (3, 4, 2), (4, 4, 6), (2, 5, 1)])
def test_real_fewest_overlay(m, n, seed):
    pb = lo.PlayBoard(m, n, seed=seed)
    pb.press(0, 1)
    pb.fewest_button.click()
    presses = pb.show_fewest()
    fewest = min(int(s.sum()) for s in _all_solutions(pb.board, 2))
    assert int(presses.sum()) == fewest
    assert np.array_equal(_marks(pb), presses)
    assert f"showing fewest presses: {fewest} presses" in pb.status.value
    pb.press(m - 1, 0)  # the overlay is recomputed for the new board
    assert int(pb.overlay.sum()) == min(
        int(s.sum()) for s in _all_solutions(pb.board, 2)
    )


def test_widget_ids_are_unique_and_reproducible():
    # unique within a kernel, and the same sequence in every fresh process (so that the
    # stored output of notebook 00 does not change from run to run)
    ids = [lo.PlayBoard(2, 2, seed=k).widget.model_id for k in range(3)]
    assert len(set(ids)) == 3
    import subprocess
    import sys
    import uuid

    code = "import lightsout_helpers as lo; print(lo.PlayBoard(2, 2).widget.model_id)"
    fresh = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert fresh.strip() == uuid.uuid5(uuid.NAMESPACE_URL, "lightsout-playboard/1").hex


def _all_solutions_by_chasing(b):
    """Every press pattern that switches the 2-colour board b off: each top row, then chase."""
    m, n = b.shape
    found = []
    for top in itertools.product((0, 1), repeat=n):
        x = np.zeros((m, n), dtype=np.uint8)
        x[0] = top
        for r in range(1, m):
            x[r] = lo.apply_presses(b, x)[
                r - 1
            ]  # press below every light left in row r - 1
        if not lo.apply_presses(b, x).any():
            found.append(x)
    return found


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4])
def test_fewest_overlay_on_5x5_against_light_chasing(seed):
    # notebook 00: on 5 x 5 the 32 first rows of light chasing give every solution (four)
    pb = lo.PlayBoard(5, 5, colours=2, seed=seed)
    pb.fewest_button.click()
    solutions = _all_solutions_by_chasing(pb.board)
    assert len(solutions) == 4
    assert pb.overlay_kind == "fewest" and int(pb.overlay.sum()) == min(
        int(x.sum()) for x in solutions
    )


def _brute_fewest(board, colours):
    """The fewest total presses over every press pattern (counts 0..colours-1), by exhaustion."""
    m, n = board.shape
    best = None
    for counts in itertools.product(range(colours), repeat=m * n):
        presses = np.array(counts, dtype=np.uint8).reshape(m, n)
        if not lo.apply_presses(board, presses, colours).any():
            best = int(presses.sum()) if best is None else min(best, int(presses.sum()))
    return best


@pytest.mark.parametrize(
    "m, n, colours, seed", [(2, 3, 3, 1), (2, 2, 4, 3), (3, 2, 5, 2)]
)
def test_fewest_presses_for_n_colours_equal_brute_force(m, n, colours, seed):
    pb = lo.PlayBoard(m, n, colours=colours, seed=seed)
    pb.fewest_button.click()
    assert pb.overlay_kind == "fewest", pb.status_text()
    assert not lo.apply_presses(pb.board, pb.overlay, colours).any()
    assert int(pb.overlay.sum()) == _brute_fewest(pb.board, colours)
    assert "not proven" not in pb.status_text()


def test_fewest_presses_not_proven_in_time_are_labelled(monkeypatch):
    """Stopped early, SCIP still has the pattern of solve() it was started from."""
    monkeypatch.setattr(lo.play, "FEWEST_TIME_LIMIT", 1e-3)
    pb = lo.PlayBoard(8, 8, colours=5, seed=1)
    pb.fewest_button.click()
    text = pb.status_text()
    assert pb.overlay_kind == "fewest" and "fewest found, not proven" in text
    assert not lo.apply_presses(pb.board, pb.overlay, 5).any()
    assert pb.overlay.sum() <= lo.solve(pb.board, colours=5).sum()


def test_fewest_on_12x12_with_8_colours_always_clears_the_board():
    """The issue's case: SCIP used to give up here with no pattern; no timing asserted."""
    pb = lo.PlayBoard(12, 12, colours=8, seed=3)
    presses = pb.show_fewest()
    assert presses.shape == (12, 12)
    assert not lo.apply_presses(pb.board, presses, 8).any()
    assert pb.overlay_kind == "fewest"
    if "not proven" not in pb.status_text():  # only a proof may drop the label
        assert presses.sum() <= lo.solve(pb.board, colours=8).sum()


def test_the_fewest_button_says_it_is_searching(monkeypatch):
    monkeypatch.setattr(lo.play, "FEWEST_TIME_LIMIT", 1.0)
    pb = lo.PlayBoard(4, 4, colours=3, seed=1)
    shown = []
    pb.status.observe(lambda change: shown.append(change["new"]), "value")
    pb.fewest_button.click()
    assert any("searching (up to 1 s)\u2026" in v for v in shown)
    assert "searching" not in pb.status.value and pb.overlay_kind == "fewest"
    shown.clear()
    pb.press(0, 0)  # the fewest presses are searched for again
    assert any("searching" in v for v in shown) and "searching" not in pb.status.value
    assert not lo.apply_presses(pb.board, pb.overlay, 3).any()
    two = lo.PlayBoard(3, 3, colours=2, seed=1)  # no SCIP, no message
    shown.clear()
    two.status.observe(lambda change: shown.append(change["new"]), "value")
    two.fewest_button.click()
    assert not any("searching" in v for v in shown)


@pytest.mark.parametrize("colours", [3, 8])
def test_cells_show_their_values_and_the_legend_the_cycle(colours):
    pb = lo.PlayBoard(4, 5, colours=colours, seed=2)
    values = np.array(
        [[int(b.description.split()[0]) for b in row] for row in pb.cells]
    )
    assert np.array_equal(values, pb.board)
    pb.show_solution()
    for (r, c), k in np.ndenumerate(pb.overlay):
        label = pb.cells[r][c].description
        assert label.startswith(str(pb.board[r, c]))
        assert ("lightsout-pressed" in pb.cells[r][c]._dom_classes) == bool(k)
    assert np.array_equal(_marks(pb), pb.overlay)
    order = [int(v) for v in re.findall(r">(\d+)</span>", pb.legend.value)]
    assert order == list(range(colours)) + [0]
    assert "\u2192" in pb.legend.value
    assert "a press cycles" in pb._repr_html_snapshot()
    two = lo.PlayBoard(3, 3, colours=2, seed=0)
    assert two.legend.value == "" and all(
        b.description == "" for row in two.cells for b in row
    )


def test_restart_goes_back_to_the_dealt_board():
    pb = lo.PlayBoard(5, 5, colours=4, seed=6)
    dealt = pb.board
    for r, c in [(0, 0), (2, 3), (4, 4)]:
        pb.cells[r][c].click()
    pb.show_solution()
    assert pb.moves == 3 and not np.array_equal(pb.board, dealt)
    pb.restart_button.click()
    assert np.array_equal(pb.board, dealt) and pb.moves == 0 and pb.overlay is None
    assert "moves: 0" in pb.status.value
    pb.new_board(seed=7)
    pb.press(1, 1)
    assert np.array_equal(pb.restart(), lo.random_solvable_board(5, 5, 7, 4))
