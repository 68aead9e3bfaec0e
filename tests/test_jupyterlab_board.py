"""The board's ES module in a real JupyterLab: notebook 00's boards, played through anywidget.

JupyterLab, the scratch copy of notebook 00 and the refusal of every request to another host
come from tests/test_jupyterlab.py (its ``lab`` fixture and helpers). Debian's Chromium,
driven by Playwright, runs every cell (once for the module) and plays the board that
``PlayBoard`` draws with lightsout/static/lightsout-board.js (the same file the HTML edition
copies; see tests/test_board_site.py). Each click is answered by the kernel, so every check
waits for the page to show the answer. Expected values are computed here with the book's
helpers: ``random_solvable_board`` for the dealt boards, ``apply_presses`` for a press,
``solve`` and ``min_presses`` for the marks, and SCIP for the 3-colour fewest presses.
"""

import sys
from types import SimpleNamespace

import numpy as np
import pytest
import test_jupyterlab
from browser import CHROMIUM_ARGS
from test_jupyterlab import (
    CHROMIUM,
    LAB_OWN_ERRORS,
    NOTEBOOK,
    ROOT,
    SCREENSHOTS,
    _refuse_other_hosts,
    open_with_kernel,
)

# the fixture: JupyterLab on 127.0.0.1 serving a scratch folder
lab = test_jupyterlab.lab

sys.path.insert(0, str(ROOT))
import lightsout_helpers as lo  # noqa: E402

BOARD_CELL = (
    "board = lo.PlayBoard(5, 5, colours=2, seed=0)"  # notebook 00's first board
)
THREE_CELL = "three = lo.PlayBoard(4, 4, colours=3, seed=1)"  # its 3-colour board

_READ = """b => {
  const number = v => (v === undefined ? null : Number(v));
  const cells = [...b.querySelectorAll('button[data-row]')].map(c => [
    Number(c.dataset.row), Number(c.dataset.col), Number(c.dataset.value),
    number(c.dataset.press), c.textContent]);
  const status = b.querySelector('[data-status]');
  return {rows: Number(b.dataset.rows), cols: Number(b.dataset.cols), cells,
    status: status.textContent, kind: status.dataset.status,
    moves: b.querySelector('[data-moves]').textContent,
    link: b.querySelector('[data-link]').textContent,
    legend: (b.querySelector('.lightsout-legend') || {textContent: ''}).textContent};
}"""


def read(board) -> dict:
    got = board.evaluate(_READ)
    values = np.zeros((got["rows"], got["cols"]), dtype=np.int64)
    presses = np.zeros_like(values)
    texts = {}
    for r, c, v, k, text in got["cells"]:
        values[r, c], presses[r, c], texts[r, c] = v, k or 0, text
    got.update(values=values, presses=presses, texts=texts)
    return got


def wait_for(page, board, condition: str, timeout=60_000):
    """Wait until `condition` (JavaScript, of the board element b) holds: the kernel answered."""
    page.wait_for_function(
        f"b => {condition}", arg=board.element_handle(), timeout=timeout
    )


def open_notebook(lab, page):
    """Open the scratch copy of notebook 00 in JupyterLab and run every cell."""
    lab.wait_until_up()
    open_with_kernel(lab, page, NOTEBOOK.name)
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")


def _cell(board, r, c):
    return board.locator(f"button[data-row='{r}'][data-col='{c}']")


@pytest.fixture(scope="module")
def notebook_page(lab):
    """Notebook 00 opened in JupyterLab in one Chromium page and every cell run, once for
    the module (the tests play different boards of it). ``opening`` holds the requests
    refused and the script errors of the opening, ``seen`` those that follow, ``book`` the
    bytes of the book's notebook 00 before JupyterLab opened its copy."""
    from playwright.sync_api import sync_playwright

    seen = SimpleNamespace(remote=[], errors=[])
    book = NOTEBOOK.read_bytes()
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            context = chromium.new_context(viewport={"width": 1280, "height": 1000})
            context.route("**/*", _refuse_other_hosts(seen.remote))
            page = context.new_page()
            page.on("pageerror", lambda e: seen.errors.append(str(e)))
            open_notebook(lab, page)
            opening = SimpleNamespace(
                remote=list(seen.remote), errors=list(seen.errors)
            )
            seen.remote.clear()
            seen.errors.clear()
            yield SimpleNamespace(page=page, opening=opening, seen=seen, book=book)
        finally:
            chromium.close()


@pytest.fixture
def browser_page(notebook_page):
    """The page of notebook 00; each test fails on a request refused or a script error, of
    the opening or of its own."""
    opening, seen = notebook_page.opening, notebook_page.seen
    yield notebook_page.page
    remote, errors = opening.remote + seen.remote, opening.errors + seen.errors
    seen.remote.clear()
    seen.errors.clear()
    assert not remote, f"requests that would leave the machine (refused): {remote}"
    errors = [e for e in errors if e not in LAB_OWN_ERRORS]
    assert not errors, f"script errors in JupyterLab: {errors}"


def test_the_module_plays_notebook_00s_board_in_jupyterlab(notebook_page, browser_page):
    page = browser_page
    original = notebook_page.book  # as it was before JupyterLab opened its copy
    dealt = lo.random_solvable_board(5, 5, 0).astype(np.int64)
    board = (
        page.locator(".jp-CodeCell")
        .filter(has_text=BOARD_CELL)
        .locator("[data-lightsout-board]")
    )
    board.wait_for(state="attached", timeout=180_000)
    board.scroll_into_view_if_needed()
    first = read(board)
    assert np.array_equal(first["values"], dealt)
    assert "moves: 0" in first["moves"] and "seed 0" in first["moves"]
    assert first["link"] == lo.PlayBoard(5, 5, seed=0).link()

    # a click: the middle cell and its four neighbours change, and the move is counted
    _cell(board, 2, 2).click()
    wait_for(
        page, board, "b.querySelector('[data-moves]').textContent.includes('moves: 1')"
    )
    unit = np.zeros((5, 5), dtype=np.int64)
    unit[2, 2] = 1
    after = lo.apply_presses(dealt, unit)
    assert np.array_equal(read(board)["values"], after)

    # the keyboard: arrows move (JupyterLab keeps out of it), Enter presses
    _cell(board, 0, 0).focus()
    for key in ("ArrowDown", "ArrowRight", "ArrowRight"):
        page.keyboard.press(key)
    focused = page.evaluate(
        "() => [document.activeElement.dataset.row, document.activeElement.dataset.col]"
    )
    assert focused == ["1", "2"]
    page.keyboard.press("Enter")
    wait_for(
        page, board, "b.querySelector('[data-moves]').textContent.includes('moves: 2')"
    )
    unit = np.zeros((5, 5), dtype=np.int64)
    unit[1, 2] = 1
    after = lo.apply_presses(after, unit)
    shown = read(board)
    assert np.array_equal(shown["values"], after)
    pb = lo.PlayBoard(5, 5, seed=0)
    pb.press(2, 2)
    pb.press(1, 2)
    assert shown["link"] == pb.link()

    # the kernel's solution, then its fewest presses (min_presses), marked on the cells
    board.locator("button[data-action=solve]").click()
    wait_for(
        page, board, "b.querySelector('[data-status]').dataset.status === 'solution'"
    )
    shown = read(board)
    assert np.array_equal(shown["presses"], lo.solve(after))
    assert not lo.apply_presses(after, shown["presses"]).any()
    assert f"A solution: {int(shown['presses'].sum())} press" in shown["status"]
    board.locator("button[data-action=fewest]").click()
    wait_for(
        page, board, "b.querySelector('[data-status]').dataset.status === 'fewest'"
    )
    shown = read(board)
    assert np.array_equal(shown["presses"], lo.min_presses(after))
    assert f"Fewest presses: {int(shown['presses'].sum())} press" in shown["status"]
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    board.screenshot(path=str(SCREENSHOTS / "lab-board.png"))

    # restart: the dealt board, no marks, no moves
    board.locator("button[data-action=restart]").click()
    wait_for(
        page, board, "b.querySelector('[data-moves]').textContent.includes('moves: 0')"
    )
    shown = read(board)
    assert np.array_equal(shown["values"], dealt) and not shown["presses"].any()
    assert NOTEBOOK.read_bytes() == original, "the book's notebook was changed"


def test_an_n_colour_board_shows_values_answers_fewest_and_restarts(browser_page):
    page = browser_page
    dealt = lo.random_solvable_board(4, 4, 1, 3).astype(np.int64)
    fewest = int(lo.scip_solve(dealt, colours=3).presses.sum())
    board = (
        page.locator(".jp-CodeCell")
        .filter(has_text=THREE_CELL)
        .locator("[data-lightsout-board]")
    )
    board.wait_for(state="attached", timeout=180_000)
    # the cell shows the board with a solution marked (its last line is `three`)
    wait_for(
        page, board, "b.querySelector('[data-status]').dataset.status === 'solution'"
    )
    board.scroll_into_view_if_needed()
    shown = read(board)
    assert np.array_equal(shown["values"], dealt)
    for (r, c), v in np.ndenumerate(dealt):  # every cell shows its value, then its mark
        assert shown["texts"][r, c].startswith(str(v))
        k = shown["presses"][r, c]
        assert shown["texts"][r, c][1:] == ("" if not k else "●" if k == 1 else f"●{k}")
    assert [int(v) for v in shown["legend"] if v.isdigit()] == [0, 1, 2, 0]
    shadow = board.locator("button.lo-pressed .lo-mark").first.evaluate(
        "m => getComputedStyle(m).textShadow"
    )
    assert shadow and shadow != "none", "the marks have no halo"
    # the status line while SCIP searches, then its answer
    board.locator("[data-status]").evaluate(
        """element => { window.__seen = [];
          new MutationObserver(() => window.__seen.push(element.textContent))
            .observe(element, {subtree: true, childList: true, characterData: true}); }"""
    )
    board.locator("button[data-action=fewest]").click()
    wait_for(
        page, board, "b.querySelector('[data-status]').dataset.status === 'fewest'"
    )
    shown = read(board)
    seen = page.evaluate("() => window.__seen")
    assert any("searching (up to" in text for text in seen), seen
    assert f"Fewest presses: {fewest} presses" in shown["status"], shown["status"]
    assert int(shown["presses"].sum()) == fewest
    assert not lo.apply_presses(dealt, shown["presses"], 3).any()
    _cell(board, 1, 1).click()
    wait_for(
        page, board, "b.querySelector('[data-moves]').textContent.includes('moves: 1')"
    )
    board.locator("button[data-action=restart]").click()
    wait_for(
        page, board, "b.querySelector('[data-moves]').textContent.includes('moves: 0')"
    )
    assert np.array_equal(read(board)["values"], dealt)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    board.screenshot(path=str(SCREENSHOTS / "lab-board-3-colours.png"))
