"""The play board of notebook 00, driven through its Python API, simulated clicks and the
messages the board's ES module sends from JupyterLab.

Expected boards come from an independent route: ``apply_presses`` on the press counts
the test itself recorded, and brute force over every press pattern of small boards.
The overlays of ``lo.solve`` and ``lo.min_presses`` are checked against brute force; the
overlay mechanics are also tested with a brute-force solver put in place of ``lo.solve``.
What the module is sent to draw (the widget's ``state``) is checked against the board.
The module itself is played in Chromium by tests/test_board_site.py (the HTML edition)
and tests/test_jupyterlab_board.py (JupyterLab).
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
    """The presses the module is sent to mark (zeros when it marks none)."""
    state = pb.widget.state
    if state["presses"] is None:
        return np.zeros((pb.m, pb.n), dtype=np.uint8)
    return np.array(state["presses"], dtype=np.uint8).reshape(
        state["rows"], state["cols"]
    )


def _shown_values(pb):
    """The cell values the module is sent to draw."""
    state = pb.widget.state
    return np.array(state["board"], dtype=np.uint8).reshape(
        state["rows"], state["cols"]
    )


def _from_page(pb, action, **args):
    """What a click in JupyterLab does: the module sends {"action": ..., ...} to the kernel."""
    pb.widget._handle_custom_msg(dict(action=action, **args), [])


@pytest.mark.parametrize(
    "m, n, colours, seed", [(5, 5, 2, 0), (3, 4, 3, 7), (4, 2, 5, 11), (1, 6, 2, 3)]
)
def test_start_and_clicks_follow_the_rules(m, n, colours, seed):
    pb = lo.PlayBoard(m, n, colours=colours, seed=seed)
    start = lo.random_solvable_board(m, n, seed, colours)
    assert np.array_equal(pb.board, start) and pb.moves == 0 and pb.overlay is None
    assert len(pb.cells) == m and all(len(row) == n for row in pb.cells)
    rng = random.Random(seed)
    counts = np.zeros((m, n), dtype=np.int64)
    for step in range(1, 16):
        r, c = rng.randrange(m), rng.randrange(n)
        if step % 2:
            pb.cells[r][c].click()
        else:  # a click in JupyterLab
            _from_page(pb, "press", row=r, col=c)
        counts[r, c] += 1
        assert pb.moves == step == pb.widget.state["moves"]
        assert np.array_equal(pb.board, lo.apply_presses(start, counts, colours))
        assert np.array_equal(_shown_values(pb), pb.board)
        assert f"moves: {step}" in pb.status_text()
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
    assert pb.solved and "solved!" in pb.status_text()


def test_new_board_button_and_the_deal_fields():
    pb = lo.PlayBoard(4, 4, seed=3)
    pb.press(1, 1)
    pb.new_button.click()  # the next seed
    assert (pb.seed, pb.moves, pb.overlay) == (4, 0, None)
    assert np.array_equal(pb.board, lo.random_solvable_board(4, 4, 4))
    _from_page(pb, "new", rows=4, cols=4, colours=2, seed=4)  # fields unchanged
    assert pb.seed == 5 and np.array_equal(pb.board, lo.random_solvable_board(4, 4, 5))
    _from_page(pb, "new", rows=2, cols=6, colours=4, seed=5)  # changed: that board
    assert (pb.m, pb.n, pb.colours, pb.seed) == (2, 6, 4, 5)
    assert np.array_equal(pb.board, lo.random_solvable_board(2, 6, 5, 4))
    assert len(pb.cells) == 2 and len(pb.cells[0]) == 6
    assert np.array_equal(_shown_values(pb), pb.board)
    state = pb.widget.state
    assert (state["rows"], state["cols"], state["colours"], state["seed"]) == (
        2,
        6,
        4,
        5,
    )
    assert np.array_equal(pb.new_board(seed=9), lo.random_solvable_board(2, 6, 9, 4))
    assert pb.widget.state["seed"] == 9 and pb.widget.state["origin"] == "seed 9"
    _from_page(pb, "new", rows=13, cols=6, colours=4, seed=1)  # refused, shown
    assert "1..12" in pb.widget.state["message"] and pb.seed == 9


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
    assert "showing a solution" in pb.status_text()
    assert pb.widget.state["kind"] == "solution"
    # a press keeps the overlay a solution of the new board
    pb.press(m - 1, n - 1)
    assert not lo.apply_presses(pb.board, pb.overlay, colours).any()
    assert np.array_equal(_marks(pb), pb.overlay)
    # following the overlay, click by click, switches the board off
    for (r, c), k in np.ndenumerate(pb.overlay.copy()):
        for _ in range(int(k)):
            pb.cells[r][c].click()
    assert pb.solved and not pb.overlay.any()
    _from_page(pb, "hide")
    assert pb.overlay is None and not _marks(pb).any()
    assert pb.widget.state["kind"] == "" and pb.widget.state["presses"] is None


def test_failures_show_in_the_status_line(monkeypatch):
    pb = lo.PlayBoard(3, 3, seed=2)

    def unsolvable(board, colours=2):
        raise lo.NotSolvableError("this board fails the quiet pattern test")

    monkeypatch.setattr(lo.play, "solve", unsolvable)
    pb.solution_button.click()  # must not raise in the widget
    assert pb.overlay is None and "quiet pattern" in pb.status_text()
    state = pb.widget.state
    assert state["kind"] == "unsolvable" and "quiet pattern" in state["note"]
    monkeypatch.setattr(lo.play, "solve", lambda board, colours=2: np.zeros_like(board))
    with pytest.raises(ValueError, match="does not switch the board off"):
        pb.show_solution()


def test_display_bundle():
    pb = lo.PlayBoard(3, 4, seed=6)
    data = pb._repr_mimebundle_()
    view = data["application/vnd.jupyter.widget-view+json"]
    assert view["model_id"] == pb.widget.model_id
    assert lo.format_board(pb.board) in data["text/plain"]
    assert data["text/html"].count("<td") == 12
    # the HTML edition turns the snapshot into a live board at this position
    assert (
        f'data-lightsout-position="{pb.link()[len("#lightsout=") :]}"'
        in data["text/html"]
    )
    assert f'href="{pb.link()}"' in data["text/html"]
    assert repr(pb) == data["text/plain"]


def test_the_widget_is_the_board_module():
    pb = lo.PlayBoard(2, 2)
    assert pb.widget._esm == lo.play.BOARD_JS.read_text(encoding="utf-8")
    assert (pb.widget._model_module, pb.widget._view_name) == ("anywidget", "AnyView")


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
    assert f"showing fewest presses: {fewest} presses" in pb.status_text()
    pb.press(m - 1, 0)  # the overlay is recomputed for the new board
    assert int(pb.overlay.sum()) == min(
        int(s.sum()) for s in _all_solutions(pb.board, 2)
    )


@pytest.mark.parametrize(
    "link, m, n, colours",
    [
        ("#lightsout=3x3:2:101010101", 3, 3, 2),
        (
            "https://example.org/book/notebooks/00_play.html#lightsout=2x4:5:01234012",
            2,
            4,
            5,
        ),
        ("lightsout=1x1:8:7", 1, 1, 8),
        ("12x12:3:" + "012" * 48, 12, 12, 3),
    ],
)
def test_links_give_and_take_positions(link, m, n, colours):
    pb = lo.PlayBoard.from_link(link)
    digits = link.rsplit(":", 1)[1]
    expected = np.array([int(d) for d in digits], dtype=np.uint8).reshape(m, n)
    assert (pb.m, pb.n, pb.colours, pb.moves) == (m, n, colours, 0)
    assert np.array_equal(pb.board, expected)
    assert pb.link() == f"#lightsout={m}x{n}:{colours}:{digits}"
    assert pb.widget.state["link"] == pb.link() and pb.origin == "from a link"
    pb.press(0, 0)
    again = lo.PlayBoard.from_link(pb.link())
    assert np.array_equal(again.board, pb.board)
    assert np.array_equal(pb.restart(), expected)  # the link's board is the dealt one


@pytest.mark.parametrize(
    "link, words",
    [
        ("#lightsout=3x3:2:10101010", "has 8 digits but a 3 x 3 board needs 9"),
        ("#lightsout=2x2:3:0130", "row 2, column 1 is 3, but a board with 3 colours"),
        ("#lightsout=13x1:2:" + "0" * 13, "rows is 13: the play board allows 1..12"),
        ("#lightsout=1x0:2:", "columns is 0: the play board allows 1..12"),
        ("#lightsout=2x2:1:0000", "colours is 1: the play board allows 2..8"),
        (
            "#lightsout=3x3:2:1O1010101",
            "a position reads #lightsout=ROWSxCOLS:N:DIGITS",
        ),
        ("#lightsout=3x3:2:١٠١٠١٠١٠١", "a position reads"),  # Arabic-Indic digits
        (" ", "a position reads"),
        (33, "a position is a string"),
    ],
)
def test_bad_links_are_refused_saying_why(link, words):
    with pytest.raises(ValueError, match=re.escape(words)):
        lo.PlayBoard.from_link(link)


def test_an_unsolvable_board_from_a_link_is_marked_with_a_quiet_pattern():
    for link, colours in [
        ("#lightsout=5x5:2:1" + "0" * 24, 2),
        ("#lightsout=2x3:3:100000", 3),
    ]:
        pb = lo.PlayBoard.from_link(link)
        with pytest.raises(lo.NotSolvableError):
            pb.show_solution()
        for action in ("solve", "fewest"):
            _from_page(pb, action)
            state = pb.widget.state
            assert state["kind"] == "unsolvable" and state["presses"] is None
            q = np.array(state["quiet"]).reshape(pb.m, pb.n)
            assert not lo.apply_presses(np.zeros_like(pb.board), q, colours).any()
            assert (q * pb.board.astype(int)).sum() % colours != 0
        pb.press(0, 1)  # still unsolvable: the mark stays, the reason too
        assert pb.widget.state["kind"] == "unsolvable"
        _from_page(pb, "restart")
        assert pb.widget.state["kind"] == "" and pb.widget.state["quiet"] is None


def test_messages_the_kernel_does_not_know_are_ignored():
    pb = lo.PlayBoard(3, 3, seed=1)
    before = dict(pb.widget.state)
    for content in ({"action": "explode"}, {"no": "action"}, ["press"]):
        pb._on_message(pb.widget, content, [])
    _from_page(pb, "press", row=3, col=0)  # outside: refused, shown in the status
    assert pb.moves == 0 and "outside the board" in pb.widget.state["message"]
    assert {k: v for k, v in pb.widget.state.items() if k != "message"} == {
        k: v for k, v in before.items() if k != "message"
    }


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
    assert pb.widget.state["exact"] and "fewer may exist" not in pb.status_text()


def test_fewest_presses_not_proven_in_time_are_labelled(monkeypatch):
    """Stopped early, SCIP still has the pattern of solve() it was started from."""
    monkeypatch.setattr(lo.play, "FEWEST_TIME_LIMIT", 1e-3)
    pb = lo.PlayBoard(8, 8, colours=5, seed=1)
    pb.fewest_button.click()
    text = pb.status_text()
    total = int(pb.overlay.sum())
    assert pb.overlay_kind == "fewest"
    assert (
        f"showing a solution with {total} presses; SCIP stopped after 0.001 s, so fewer"
        " may exist" in text
    )
    state = pb.widget.state
    assert not state["exact"] and state["kind"] == "fewest" and not state["message"]
    # the module writes "A solution with K presses; " and the note: one sentence
    assert state["note"] == "SCIP stopped after 0.001 s, so fewer may exist."
    assert not lo.apply_presses(pb.board, pb.overlay, 5).any()
    assert pb.overlay.sum() <= lo.solve(pb.board, colours=5).sum()


def test_fewest_on_12x12_with_8_colours_always_clears_the_board():
    """The issue's case: SCIP used to give up here with no pattern; no timing asserted."""
    pb = lo.PlayBoard(12, 12, colours=8, seed=3)
    presses = pb.show_fewest()
    assert presses.shape == (12, 12)
    assert not lo.apply_presses(pb.board, presses, 8).any()
    assert pb.overlay_kind == "fewest"
    if "fewer may exist" not in pb.status_text():  # only a proof may drop the label
        assert presses.sum() <= lo.solve(pb.board, colours=8).sum()


def test_the_fewest_button_says_it_is_searching(monkeypatch):
    """The message names the limit in force. No verdict depends on the machine's speed:
    SCIP proves this 4 x 4 board's fewest presses in about 0.1 s here, against a limit of
    60 s (with the 1 s this test once set, a loaded machine could stop SCIP first, and the
    overlay would not be exact)."""
    monkeypatch.setattr(lo.play, "FEWEST_TIME_LIMIT", 60.0)
    pb = lo.PlayBoard(4, 4, colours=3, seed=1)
    shown = []  # the messages the module is sent, in order
    pb.widget.observe(lambda change: shown.append(change["new"]["message"]), "state")
    _from_page(pb, "fewest")
    assert any("searching (up to 60 s)\u2026" in v for v in shown)
    assert "searching" not in pb.widget.state["message"] and pb.overlay_kind == "fewest"
    shown.clear()
    pb.press(0, 0)  # the fewest presses are searched for again
    assert any("searching" in v for v in shown)
    assert "searching" not in pb.widget.state["message"]
    assert not lo.apply_presses(pb.board, pb.overlay, 3).any()
    assert pb.widget.state["kind"] == "fewest" and pb.widget.state["exact"]
    two = lo.PlayBoard(3, 3, colours=2, seed=1)  # no SCIP, no message
    shown.clear()
    two.widget.observe(lambda change: shown.append(change["new"]["message"]), "state")
    two.fewest_button.click()
    assert shown and not any("searching" in v for v in shown)
    assert "min_presses" in two.widget.state["note"]


@pytest.mark.parametrize("colours", [3, 8])
def test_the_snapshot_shows_values_marks_and_the_legend(colours):
    pb = lo.PlayBoard(4, 5, colours=colours, seed=2)
    pb.show_solution()
    html = pb._repr_html_snapshot()
    cells = re.findall(r"<td[^>]*>([^<]*)</td>", html)
    assert len(cells) == 20
    for ((r, c), k), text in zip(np.ndenumerate(pb.overlay), cells):
        assert text.split()[0] == str(pb.board[r, c])
        assert ("●" in text) == bool(k)
    legend = lo.play._play_legend(colours)
    order = [int(v) for v in re.findall(r">(\d+)</span>", legend)]
    assert order == list(range(colours)) + [0]
    assert "\u2192" in legend and "a press cycles" in html
    two = lo.PlayBoard(3, 3, colours=2, seed=0)
    assert (
        lo.play._play_legend(2) == ""
        and "a press cycles" not in two._repr_html_snapshot()
    )


def test_restart_goes_back_to_the_dealt_board():
    pb = lo.PlayBoard(5, 5, colours=4, seed=6)
    dealt = pb.board
    for r, c in [(0, 0), (2, 3), (4, 4)]:
        pb.cells[r][c].click()
    pb.show_solution()
    assert pb.moves == 3 and not np.array_equal(pb.board, dealt)
    _from_page(pb, "restart")
    assert np.array_equal(pb.board, dealt) and pb.moves == 0 and pb.overlay is None
    assert "moves: 0" in pb.status_text() and pb.widget.state["moves"] == 0
    assert np.array_equal(_shown_values(pb), dealt)
    pb.new_board(seed=7)
    pb.press(1, 1)
    assert np.array_equal(pb.restart(), lo.random_solvable_board(5, 5, 7, 4))
