"""The play board on the HTML edition: chapter 00's page, played in Chromium.

The site is built once per test run by the command of ``make html`` (warnings are
errors) into a temporary folder (tests/conftest.py), served on 127.0.0.1 (a random port)
and opened in Debian's Chromium through Playwright (tests/browser.py finds it). Every
request a page makes is recorded; one that would leave the page's own origin is refused
and fails the test.

Expected values never come from the page: boards are made here with the book's helpers
(``random_solvable_board``, seeded), a press is checked against ``apply_presses``, the
page's solutions are applied with ``apply_presses``, its fewest presses for 2 colours must
be exactly ``min_presses``'s canonical pattern, for N colours they are compared with a
brute-force search (small boards) and with SCIP's proven optimum, and an unsolvable
board's quiet pattern is checked to be quiet and to have a nonzero dot product with it.
The same page also works from a file:// copy, and the module is one file in the
repository, copied byte for byte into the site and into the page.
"""

import itertools
import random
import re
import shutil
import subprocess
from pathlib import Path
from urllib.parse import urlsplit

import numpy as np
import pytest
from browser import CHROMIUM_ARGS, require_chromium
from serving import TYPESET

import lightsout_helpers as lo

ROOT = Path(__file__).resolve().parents[1]
MODULE = ROOT / "lightsout" / "static" / "lightsout-board.js"
PAGE = "notebooks/00_play.html"
SCREENSHOTS = ROOT / "build" / "screenshots"
MOUNT = "\nmountAll(document);\n"  # what docs/conf.py appends to the module in the page


def _link(board, colours) -> str:
    board = np.asarray(board)
    m, n = board.shape
    return f"#lightsout={m}x{n}:{colours}:" + "".join(
        str(int(v)) for v in board.ravel()
    )


# -- the site: built once per run (tests/conftest.py), served here ------------------------


@pytest.fixture(scope="module")
def base(served_site):
    return served_site


class Requests:
    """Every request of a browser context; those that leave `origin` are refused."""

    def __init__(self, origin: str):
        self.origin, self.seen, self.refused, self.errors = origin, [], [], []

    def _home(self, url: str) -> bool:
        parts = urlsplit(url)
        if parts.scheme in ("data", "blob", "about"):
            return True
        if self.origin == "file://":
            return parts.scheme == "file"
        return f"{parts.scheme}://{parts.netloc}" == self.origin

    def route(self, route):
        if self._home(route.request.url):
            route.continue_()
        else:
            self.refused.append(route.request.url)
            route.abort()

    def attach(self, context):
        context.route("**/*", self.route)
        context.on("request", lambda r: self.seen.append(r.url))

    def watch(self, page):
        page.on("pageerror", lambda e: self.errors.append(f"{e}: {e.stack}"))

    def clear(self):
        self.seen, self.refused, self.errors = [], [], []

    def check(self):
        away = [u for u in self.seen if not self._home(u)]
        assert not away and not self.refused, (
            f"requests that leave the page's origin: {away or self.refused}"
        )
        assert not self.errors, f"script errors: {self.errors}"


@pytest.fixture(scope="module")
def chromium():
    executable = require_chromium("the board was not played in a browser")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture(scope="module")
def shared(chromium, base):
    """One page of chapter 00 for the module (MathJax typesets it once)."""
    context = chromium.new_context(viewport={"width": 1280, "height": 900})
    requests = Requests(base)
    requests.attach(context)
    tab = context.new_page()
    requests.watch(tab)
    tab.goto(f"{base}/{PAGE}", wait_until="load")
    tab.locator("[data-lightsout-board]").wait_for(timeout=30_000)
    tab.wait_for_function(TYPESET, timeout=120_000)
    assert requests.seen, "no request was recorded at all"
    requests.check()
    yield tab, requests
    context.close()


@pytest.fixture
def page(shared):
    """The page of chapter 00; the requests and script errors of each test are checked."""
    tab, requests = shared
    requests.clear()
    yield tab
    requests.check()


# -- talking to the board -----------------------------------------------------------------

_READ = """() => {
  const b = document.querySelector('[data-lightsout-board]');
  const number = v => (v === undefined ? null : Number(v));
  const cells = [...b.querySelectorAll('button[data-row]')].map(c => [
    Number(c.dataset.row), Number(c.dataset.col), Number(c.dataset.value),
    number(c.dataset.press), number(c.dataset.quiet)]);
  const status = b.querySelector('[data-status]');
  const link = b.querySelector('[data-link]');
  return {rows: Number(b.dataset.rows), cols: Number(b.dataset.cols),
    colours: Number(b.dataset.colours), cells, status: status.textContent,
    kind: status.dataset.status, moves: b.querySelector('[data-moves]').textContent,
    href: link.getAttribute('href'), link: link.textContent,
    boards: document.querySelectorAll('[data-lightsout-board]').length};
}"""


def read(page) -> dict:
    """The board as the page shows it: values, presses and quiet marks as arrays."""
    got = page.evaluate(_READ)
    m, n = got["rows"], got["cols"]
    assert len(got["cells"]) == m * n
    values = np.zeros((m, n), dtype=np.int64)
    presses = np.zeros((m, n), dtype=np.int64)
    quiet = np.zeros((m, n), dtype=np.int64)
    marked = set()
    for r, c, v, k, q in got["cells"]:
        values[r, c] = v
        if k is not None:
            presses[r, c] = k
            marked.add((r, c))
        quiet[r, c] = q or 0
    got.update(values=values, presses=presses, quiet=quiet, marked=len(marked))
    return got


def load(page, link: str) -> None:
    """Put a position in the page's address (a same-page navigation) and wait for it."""
    page.evaluate("link => { location.hash = link; }", link)
    page.wait_for_function(
        "link => document.querySelector('[data-lightsout-board] [data-link]')"
        ".textContent === link",
        arg=link,
        timeout=10_000,
    )


def act(page, action: str) -> dict:
    # the page answers in the click's own event handler: the board is drawn when it returns
    page.locator(f"[data-lightsout-board] button[data-action={action}]").click()
    return read(page)


def click_cell(page, r: int, c: int) -> None:
    page.locator(
        f"[data-lightsout-board] button[data-row='{r}'][data-col='{c}']"
    ).click()


def _cross(m, n, r, c):
    mask = np.zeros((m, n), dtype=bool)
    for dr, dc in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= r + dr < m and 0 <= c + dc < n:
            mask[r + dr, c + dc] = True
    return mask


# -- the tests ----------------------------------------------------------------------------


def test_the_page_has_one_live_board_on_the_notebooks_first_board(page, base):
    page.goto(f"{base}/{PAGE}", wait_until="load")  # as it opens, with no fragment
    page.wait_for_function(TYPESET, timeout=120_000)
    shown = read(page)
    dealt = lo.random_solvable_board(5, 5, 0)  # notebook 00's first board
    assert shown["boards"] == 1
    assert np.array_equal(shown["values"], dealt)
    assert shown["href"] == _link(dealt, 2) == shown["link"]
    assert "moves: 0" in shown["moves"]
    for action in ("new", "solve", "fewest", "restart"):
        assert (
            page.locator(f"[data-lightsout-board] button[data-action={action}]").count()
            == 1
        )
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.locator("[data-lightsout-board]").screenshot(
        path=str(SCREENSHOTS / "site-board.png")
    )


@pytest.mark.parametrize(
    "m, n, colours, seed", [(3, 4, 2, 1), (5, 5, 5, 2), (1, 1, 3, 0), (12, 12, 8, 3)]
)
def test_a_press_changes_the_cell_and_its_neighbours_mod_n(page, m, n, colours, seed):
    start = lo.random_solvable_board(m, n, seed, colours)
    load(page, _link(start, colours))
    rng = random.Random(seed)
    board, moves = start.astype(np.int64), 0
    targets = [(0, 0), (m - 1, n - 1), (m // 2, n // 2)] + [
        (rng.randrange(m), rng.randrange(n)) for _ in range(3)
    ]
    for r, c in targets:
        click_cell(page, r, c)
        moves += 1
        unit = np.zeros((m, n), dtype=np.int64)
        unit[r, c] = 1
        expected = lo.apply_presses(board, unit, colours)
        shown = read(page)
        assert np.array_equal(shown["values"], expected), (r, c)
        changed = shown["values"] != board
        assert np.array_equal(changed, _cross(m, n, r, c)), (r, c)
        assert f"moves: {moves}" in shown["moves"]
        board = expected.astype(np.int64)
    r, c = targets[-1]
    for _ in range(colours - 1):  # N presses in all bring the cross back
        click_cell(page, r, c)
    unit = np.zeros((m, n), dtype=np.int64)
    unit[r, c] = 1
    assert np.array_equal(
        read(page)["values"], lo.apply_presses(board, (colours - 1) * unit, colours)
    )
    assert np.array_equal(
        read(page)["values"], lo.apply_presses(board, -unit % colours, colours)
    )
    assert read(page)["href"] == _link(read(page)["values"], colours)


def test_keyboard_play_and_visible_focus(page):
    start = lo.random_solvable_board(4, 4, 5, 3)
    load(page, _link(start, 3))
    first = page.locator("[data-lightsout-board] button[data-row='0'][data-col='0']")
    first.focus()
    for key in ("ArrowRight", "ArrowRight", "ArrowDown", "ArrowLeft"):
        page.keyboard.press(key)
    focused = page.evaluate(
        "() => [document.activeElement.dataset.row, document.activeElement.dataset.col]"
    )
    assert focused == ["1", "1"]
    ring = page.evaluate(
        "() => { const s = getComputedStyle(document.activeElement);"
        " return [s.outlineStyle, parseFloat(s.outlineWidth)]; }"
    )
    assert ring[0] != "none" and ring[1] >= 2, ring
    page.keyboard.press("Enter")
    page.keyboard.press("Space")
    unit = np.zeros((4, 4), dtype=np.int64)
    unit[1, 1] = 2
    shown = read(page)
    assert np.array_equal(shown["values"], lo.apply_presses(start, unit, 3))
    assert "moves: 2" in shown["moves"]
    # only one cell is in the tab order, the one with the focus
    assert page.evaluate(
        "() => [...document.querySelectorAll('[data-lightsout-board] button[data-row]')]"
        ".filter(b => b.tabIndex === 0).map(b => b.dataset.row + b.dataset.col)"
    ) == ["11"]


def test_solve_clears_50_random_boards(page):
    rng = random.Random(32)
    done = []
    for i in range(50):
        N = 2 + i if i < 7 else rng.randint(2, 8)  # every N, on 12 x 12 first
        m, n = (12, 12) if i < 7 else (rng.randint(1, 12), rng.randint(1, 12))
        board = lo.random_solvable_board(m, n, rng.randrange(10**6), N)
        load(page, _link(board, N))
        assert np.array_equal(read(page)["values"], board)
        shown = act(page, "solve")
        presses = shown["presses"]
        assert shown["kind"] == "solution" and shown["marked"] == m * n
        assert presses.max() < N
        assert not lo.apply_presses(board, presses, N).any(), (m, n, N)
        total = int(presses.sum())
        assert re.match(rf"A solution: {total:,} press(es)?\.", shown["status"]), shown[
            "status"
        ]
        done.append((m, n, N))
    assert {N for _, _, N in done} == set(range(2, 9)) and (12, 12, 8) in done
    # following the marks in the page switches the board off
    board = lo.random_solvable_board(3, 4, 9, 4)
    load(page, _link(board, 4))
    presses = act(page, "solve")["presses"]
    for (r, c), k in np.ndenumerate(presses):
        for _ in range(int(k)):
            click_cell(page, r, c)
    shown = read(page)
    assert not shown["values"].any() and "solved!" in shown["moves"]
    assert f"moves: {int(presses.sum())}" in shown["moves"]


def test_fewest_is_min_presses_on_50_boards(page):
    rng = random.Random(2)
    shapes = [
        (m, n) for m in range(1, 13) for n in range(1, 13) if lo.nullity(m, n) > 0
    ]
    several = 0
    for i in range(50):
        m, n = (
            rng.choice(shapes)
            if i % 2 == 0
            else (rng.randint(1, 12), rng.randint(1, 12))
        )
        board = lo.random_solvable_board(m, n, rng.randrange(10**6))
        load(page, _link(board, 2))
        shown = act(page, "fewest")
        expected = lo.min_presses(board)
        assert shown["kind"] == "fewest"
        assert np.array_equal(shown["presses"], expected), (m, n, _link(board, 2))
        assert f"Fewest presses: {int(expected.sum())} press" in shown["status"]
        several += lo.nullity(m, n) > 0
    assert several >= 25  # boards with several solutions, where the choice matters
    assert max(lo.nullity(*s) for s in shapes) == 8  # 9 x 9: 256 solutions searched


def _brute_fewest(board, colours):
    """The lightest solution, the first in row-major order among the lightest (brute force)."""
    board = np.asarray(board, dtype=np.int64)
    m, n = board.shape
    a = lo.press_matrix(m, n).astype(np.int64)
    patterns = np.array(list(itertools.product(range(colours), repeat=m * n)))
    ok = patterns[((patterns @ a.T + board.ravel()) % colours == 0).all(axis=1)]
    weights = ok.sum(axis=1)
    lightest = ok[weights == weights.min()]  # product() lists them in row-major order
    return lightest[0].reshape(m, n), len(ok)


@pytest.mark.parametrize(
    "m, n, colours, seed",
    [
        (2, 3, 3, 1),
        (2, 2, 4, 3),
        (3, 2, 5, 2),
        (2, 3, 6, 4),
        (1, 5, 4, 0),
        (2, 2, 8, 5),
    ],
)
def test_fewest_for_n_colours_equals_brute_force(page, m, n, colours, seed):
    board = lo.random_solvable_board(m, n, seed, colours)
    load(page, _link(board, colours))
    shown = act(page, "fewest")
    best, count = _brute_fewest(board, colours)
    assert np.array_equal(shown["presses"], best)
    assert count == lo.solution_count(m, n, colours)
    assert f"Fewest presses: {int(best.sum())} press" in shown["status"]


def _every_solution_mod_p(board, p):
    """Every solution over GF(p), p prime: one solution plus each combination of a basis
    of the kernel of A over GF(p) (Sage), listed with numpy."""
    from lightsout.validation import sage_all

    GF, matrix = sage_all().GF, sage_all().matrix
    board = np.asarray(board, dtype=np.int64)
    m, n = board.shape
    kernel = matrix(GF(p), lo.press_matrix(m, n)).right_kernel().basis()
    basis = np.array([[int(v) for v in q] for q in kernel], dtype=np.int64)
    x0 = lo.solve(board, colours=p).ravel().astype(np.int64)
    combos = np.array(list(itertools.product(range(p), repeat=len(basis))))
    return (x0 + combos @ basis) % p


@pytest.mark.parametrize(
    "m, n, colours, seed",
    [(12, 12, 5, 1), (12, 12, 3, 2), (11, 11, 7, 3), (2, 9, 5, 4)],
)
def test_fewest_for_prime_colours_equals_the_lightest_over_gf_p(
    page, m, n, colours, seed
):
    board = lo.random_solvable_board(m, n, seed, colours)
    every = _every_solution_mod_p(board, colours)
    assert len(every) == lo.solution_count(m, n, colours) > 1
    weights = every.sum(axis=1)
    lightest = every[weights == weights.min()]
    first = lightest[np.lexsort(lightest.T[::-1])[0]]  # row-major order, cell 0 first
    load(page, _link(board, colours))
    shown = act(page, "fewest")
    assert np.array_equal(shown["presses"].ravel(), first)
    assert f"Searched all {len(every):,} solutions" in shown["status"]


@pytest.mark.parametrize(
    "m, n, colours, seed", [(4, 4, 3, 1), (4, 4, 6, 2), (5, 5, 4, 2)]
)
def test_fewest_for_n_colours_equals_scip(page, m, n, colours, seed):
    board = lo.random_solvable_board(m, n, seed, colours)
    load(page, _link(board, colours))
    shown = act(page, "fewest")
    assert not lo.apply_presses(board, shown["presses"], colours).any()
    result = lo.scip_solve(board, colours=colours, time_limit=60)
    assert result.proven_optimal, "SCIP did not prove its optimum within 60 s"
    assert int(shown["presses"].sum()) == int(result.presses.sum())
    count = lo.solution_count(m, n, colours)
    assert shown["status"].startswith("Fewest presses:")
    assert f"Searched all {count:,} solutions" in shown["status"]


def test_too_many_solutions_are_not_claimed_fewest(page):
    board = lo.random_solvable_board(11, 11, 4, 8)  # 262,144 solutions
    assert lo.solution_count(11, 11, 8) == 262144
    load(page, _link(board, 8))
    shown = act(page, "fewest")
    assert not lo.apply_presses(board, shown["presses"], 8).any()
    total = int(shown["presses"].sum())
    assert shown["status"] == (
        f"A solution with {total:,} presses; the board has 262,144 solutions, too many to"
        " search here, so fewer may exist."
    )


def test_fewest_not_proven_by_scip_reads_as_one_sentence(chromium, monkeypatch):
    """In JupyterLab the module draws the kernel's state: when SCIP stops at its time limit
    (a 7 x 9 board with 3 colours), the status line is one sentence saying that fewer
    presses may exist, not a claim of the fewest followed by a contradiction. The module is
    run here in a blank page (no site) on the state the kernel's PlayBoard sends."""
    monkeypatch.setattr(lo.play, "FEWEST_TIME_LIMIT", 1e-3)
    pb = lo.PlayBoard(7, 9, colours=3, seed=3)
    pb.fewest_button.click()
    state = pb.widget.state
    assert state["kind"] == "fewest" and not state["exact"], "SCIP proved it in 1 ms"
    total = int(pb.overlay.sum())
    tab = chromium.new_page()
    try:
        errors = []
        tab.on("pageerror", lambda e: errors.append(str(e)))
        tab.set_content("<div id='spot'></div>")
        tab.evaluate(
            "state => { document.getElementById('spot').dataset.state ="
            " JSON.stringify(state); }",
            state,
        )
        tab.add_script_tag(
            type="module",
            content=MODULE.read_text()
            + "\n{ const spot = document.getElementById('spot');"
            + "\nconst state = JSON.parse(spot.dataset.state);"
            + "\ncreateView(spot, {state: () => state, subscribe: () => () => {},"
            + " act: () => {}}); }\n",
        )
        tab.locator("[data-lightsout-board] [data-status]").wait_for(timeout=10_000)
        status = tab.locator("[data-lightsout-board] [data-status]").text_content()
        assert not errors, errors
    finally:
        tab.close()
    assert status == (
        f"A solution with {total} presses; SCIP stopped after 0.001 s, so fewer may exist."
    )


def _unsolvable(m, n, colours, seed):
    rng = np.random.default_rng(seed)
    while True:
        board = rng.integers(0, colours, size=(m, n)).astype(np.uint8)
        try:
            lo.solve(board, colours)
        except lo.NotSolvableError:
            return board


@pytest.mark.parametrize(
    "m, n, colours", [(5, 5, 2), (4, 4, 2), (4, 4, 4), (5, 5, 6), (11, 11, 8)]
)
def test_an_unsolvable_board_is_reported_with_its_reason(page, m, n, colours):
    board = _unsolvable(m, n, colours, seed=m * n + colours)
    load(page, _link(board, colours))
    for action in ("solve", "fewest"):
        shown = act(page, action)
        assert shown["kind"] == "unsolvable", shown["status"]
        assert shown["status"].startswith("Not solvable:")
        assert shown["marked"] == 0  # no cell says how often to press it
        q = shown["quiet"]
        assert q.any(), "no quiet pattern is marked"
        assert not lo.apply_presses(np.zeros((m, n), dtype=np.uint8), q, colours).any()
        dot = int((q * board.astype(np.int64)).sum() % colours)
        assert dot != 0
        assert (
            f"dot product {dot} with the board, not 0 mod {colours}" in shown["status"]
        )
        act(page, "hide")


def test_the_link_follows_the_board_and_matches_python(page):
    start = lo.random_solvable_board(3, 5, 8, 4)
    link = _link(start, 4)
    load(page, link)
    pb = lo.PlayBoard.from_link(link)
    for r, c in [(0, 0), (2, 3), (1, 4)]:
        click_cell(page, r, c)
        pb.press(r, c)
    shown = read(page)
    assert shown["href"] == pb.link() == shown["link"]
    assert np.array_equal(shown["values"], pb.board)
    # the page's own link shows the position it already has: nothing is reset
    page.locator("[data-lightsout-board] a[data-link]").click()
    page.wait_for_function("() => location.hash.startsWith('#lightsout=')")
    assert "moves: 3" in read(page)["moves"]
    act(page, "restart")
    assert (
        np.array_equal(read(page)["values"], start)
        and "moves: 0" in read(page)["moves"]
    )


@pytest.mark.parametrize(
    "bad",
    [
        "#lightsout=3x3:2:10101010",
        "#lightsout=3x3:2:1010101012",
        "#lightsout=2x2:3:0130",
        "#lightsout=13x2:2:" + "0" * 26,
        "#lightsout=2x2:9:0000",
        "#lightsout=0x2:2:",
        "#lightsout=3by3:2:101010101",
    ],
)
def test_a_bad_link_is_refused_with_the_same_message_as_python(page, bad):
    before = read(page)
    page.evaluate("link => { location.hash = link; }", bad)
    page.wait_for_function(
        "() => document.querySelector('[data-lightsout-board] [data-status]')"
        ".textContent.startsWith('This link does not give a board')"
    )
    shown = read(page)
    with pytest.raises(ValueError) as python:
        lo.PlayBoard.from_link(bad)
    assert shown["status"] == f"This link does not give a board: {python.value}."
    assert np.array_equal(shown["values"], before["values"])


def test_cells_are_large_enough_on_a_phone(chromium, base):
    context = chromium.new_context(
        viewport={"width": 390, "height": 844},
        device_scale_factor=3,
        is_mobile=True,
        has_touch=True,
    )
    requests = Requests(base)
    requests.attach(context)
    tab = context.new_page()
    requests.watch(tab)
    try:
        sizes = {}
        for m, n, colours in [(5, 5, 2), (12, 12, 8)]:
            link = _link(lo.random_solvable_board(m, n, 1, colours), colours)
            tab.goto(f"{base}/{PAGE}{link}", wait_until="load")
            tab.wait_for_function(
                "link => { const l = document.querySelector('[data-lightsout-board] [data-link]');"
                " return l && l.textContent === link; }",
                arg=link,
            )
            tab.wait_for_function(TYPESET, timeout=120_000)
            tab.locator("[data-lightsout-board]").scroll_into_view_if_needed()
            boxes = tab.evaluate(
                "() => [...document.querySelectorAll('[data-lightsout-board] button[data-row]')]"
                ".map(b => { const r = b.getBoundingClientRect(); return [r.width, r.height, r.right]; })"
            )
            sizes[(m, n)] = (
                min(b[0] for b in boxes),
                min(b[1] for b in boxes),
                max(b[2] for b in boxes),
            )
            if colours > 2:
                tab.locator(
                    "[data-lightsout-board] button[data-row='0'][data-col='0']"
                ).tap()
                SCREENSHOTS.mkdir(parents=True, exist_ok=True)
                tab.screenshot(path=str(SCREENSHOTS / "site-board-phone.png"))
        assert "moves: 1" in read(tab)["moves"]  # a tap is a press
    finally:
        context.close()
    requests.check()
    assert sizes[(5, 5)][0] >= 40 and sizes[(5, 5)][1] >= 40, sizes
    # 24 x 24 CSS pixels: the smallest target size of WCAG 2.2 (success criterion 2.5.8)
    assert sizes[(12, 12)][0] >= 24 and sizes[(12, 12)][1] >= 24, sizes
    assert sizes[(12, 12)][2] <= 390, f"the board is wider than the phone: {sizes}"


def test_the_page_and_the_kernel_send_the_module_the_same_state(page, base):
    board = lo.random_solvable_board(2, 3, 1, 4)
    keys = page.evaluate(
        "async ([url, board]) => { const m = await import(url);"
        " const b = new m.PageBoard({rows: 2, cols: 3, colours: 4, board}, 'from a link');"
        " b.act('press', {row: 1, col: 2}); b.act('solve');"
        " return [b.state().kind, Object.keys(b.state()).sort()]; }",
        [f"{base}/_static/lightsout-board.js", [int(v) for v in board.ravel()]],
    )
    pb = lo.PlayBoard.from_link(_link(board, 4))
    pb.press(1, 2)
    pb.show_solution()
    assert keys == [pb.widget.state["kind"], sorted(pb.widget.state)]


def test_values_colours_and_legend_follow_the_palette(page, base):
    module = page.evaluate(
        "async url => { const m = await import(url);"
        " return {palettes: m.PALETTES, limit: m.ENUMERATE_LIMIT}; }",
        f"{base}/_static/lightsout-board.js",
    )
    for colours in range(2, 9):
        assert module["palettes"][str(colours)] == lo.play._play_palette(colours)
    board = lo.random_solvable_board(3, 4, 2, 5)
    load(page, _link(board, 5))
    shown = page.evaluate(
        "() => [...document.querySelectorAll('[data-lightsout-board] button[data-row]')]"
        ".map(b => [b.textContent, getComputedStyle(b).backgroundColor])"
    )
    palette = lo.play._play_palette(5)
    for (text, colour), v in zip(shown, board.ravel()):
        assert text == str(v)
        rgb = tuple(int(palette[v][i : i + 2], 16) for i in (1, 3, 5))
        assert colour == f"rgb({rgb[0]}, {rgb[1]}, {rgb[2]})"
    legend = page.locator("[data-lightsout-board] .lightsout-legend").text_content()
    assert [int(v) for v in re.findall(r"\d", legend)] == [0, 1, 2, 3, 4, 0]


def test_the_board_plays_from_a_file_copy_of_the_site(chromium, site, tmp_path):
    copy = tmp_path / "site copy"
    shutil.copytree(site, copy)
    requests = Requests("file://")
    context = chromium.new_context(viewport={"width": 1280, "height": 900})
    requests.attach(context)
    tab = context.new_page()
    requests.watch(tab)
    board = lo.random_solvable_board(4, 5, 3, 3)
    link = _link(board, 3)
    try:
        tab.goto((copy / PAGE).as_uri() + link, wait_until="load")
        tab.wait_for_function(
            "link => { const l = document.querySelector('[data-lightsout-board] [data-link]');"
            " return l && l.textContent === link; }",
            arg=link,
            timeout=30_000,
        )
        tab.wait_for_function(TYPESET, timeout=120_000)
        click_cell(tab, 1, 2)
        unit = np.zeros((4, 5), dtype=np.int64)
        unit[1, 2] = 1
        pressed = lo.apply_presses(board, unit, 3)
        assert np.array_equal(read(tab)["values"], pressed)
        shown = act(tab, "solve")
        assert not lo.apply_presses(pressed, shown["presses"], 3).any()
    finally:
        context.close()
    schemes = {urlsplit(u).scheme for u in requests.seen}
    assert schemes <= {"file", "data", "blob", "about"}, [
        u for u in requests.seen if urlsplit(u).scheme not in ("file", "about")
    ]
    requests.check()


def test_the_module_is_one_file_copied_byte_for_byte(site):
    text = MODULE.read_bytes()
    assert (site / "_static" / "lightsout-board.js").read_bytes() == text
    page = (site / PAGE).read_text(encoding="utf-8")
    inline = re.findall(r'<script type="module">(.*?)</script>', page, re.S)
    assert inline == [text.decode("utf-8") + MOUNT]
    assert lo.PlayBoard(2, 2).widget._esm == text.decode("utf-8")
    # no other file of the repository holds the module or a part of its code
    marker = (
        "export function " + "analyse("
    )  # not spelt out here, in a file it searches
    try:
        listed = (
            subprocess.run(
                ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                cwd=ROOT,
                capture_output=True,
                check=True,
            )
            .stdout.decode()
            .split("\0")
        )
        files = [ROOT / name for name in listed if name]
    except (OSError, subprocess.CalledProcessError):  # not a git checkout
        skip = {".git", ".venv", "build", "site", ".test-figures"}
        files = [
            p
            for p in ROOT.rglob("*")
            if p.is_file() and not skip & set(p.relative_to(ROOT).parts)
        ]
    holders = [
        p.relative_to(ROOT).as_posix()
        for p in files
        if p.is_file()
        and p.suffix in (".js", ".mjs", ".html", ".py", ".ipynb", ".md")
        and marker in p.read_text(encoding="utf-8", errors="replace")
    ]
    assert holders == ["lightsout/static/lightsout-board.js"], holders
    assert sorted(
        p.name for p in files if p.name.endswith(".js") and "board" in p.name
    ) == ["lightsout-board.js"]


def test_choosing_a_size_or_a_colour_count_deals_that_board_at_once(page):
    """The pickers act when a value is chosen: no board of the old size stays on screen
    waiting for "new solvable board"."""
    load(page, _link(np.zeros((5, 5), dtype=np.uint8), 2))
    board = "[data-lightsout-board]"
    page.locator(f"{board} select[data-field=rows]").select_option("3")
    shown = read(page)
    assert shown["values"].shape == (3, 5), shown["values"].shape
    page.locator(f"{board} select[data-field=cols]").select_option("4")
    assert read(page)["values"].shape == (3, 4)
    page.locator(f"{board} select[data-field=colours]").select_option("3")
    shown = read(page)
    assert shown["values"].shape == (3, 4) and shown["link"].split(":")[1] == "3"
    assert "moves: 0" in shown["moves"]
