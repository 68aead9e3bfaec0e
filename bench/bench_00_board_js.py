"""Benchmark of notebook 00's board on the HTML edition: the fewest presses found in the
browser by lightsout/static/lightsout-board.js; writes data/00_board_js.csv.

The page solves without a kernel (notebook 00, *The board without a kernel*): light chasing
reduces the board to n equations over Z/NZ, a diagonalisation over Z/NZ gives one solution
and the quiet patterns, and every solution is visited for the fewest presses (for 2 colours
the canonical pattern of ``min_presses``). The target: the 2-colour fewest
presses of a 12 x 12 board in under 100 ms in headless Chromium.

The module is served as it is from lightsout/static/ on 127.0.0.1 (a random port) and
imported by a page of that server in Debian's Chromium (found as the tests find it,
tests/browser.py), driven by Playwright; nothing else is loaded. Boards: 2 colours, every
n x n for n = 1..12 and the shapes up to 12 x 12 with the most solutions (9 x 9, 256;
6 x 8 and 11 x 11, 64; 7 x 11, 128), three seeded ``random_solvable_board`` each; and, for
the record, the N-colour boards with the most solutions the page still searches (9 x 9
and 7 x 11 with 8 colours, 65,536; 12 x 12 with 5 colours, 15,625) and the one it does not
(11 x 11 with 8 colours, 262,144: a solution, not claimed fewest). Each 2-colour answer is
checked against ``min_presses``, each answer against ``apply_presses``.

Timed in the page with ``performance.now()``: one call of ``analyse`` and ``fewestPresses``
(what the button does, without drawing). ``ms_first`` is the first call on that board in a
fresh page (no JIT warm-up from the same board); ``ms_best`` the best of 5 batches, each
batch repeating the call until 50 ms have passed (Chromium rounds ``performance.now()`` to
0.1 ms), divided by the calls. Run: ``make bench B=00_board_js`` (about a minute here).
"""

from __future__ import annotations

import functools
import sys
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # browser.py: which Chromium, and its flags

import numpy as np  # noqa: E402
from benchlib import write_results  # noqa: E402
from browser import CHROMIUM_ARGS, INSTALL_HINT, chromium  # noqa: E402

import lightsout_helpers as lo  # noqa: E402

SEEDS = (1, 2, 3)
TWO_COLOURS = [(n, n) for n in range(1, 13)] + [(9, 9), (6, 8), (11, 11), (7, 11)]
N_COLOURS = [(9, 9, 8), (7, 11, 8), (12, 12, 5), (11, 11, 8)]
HEADER = [
    "m",
    "n",
    "colours",
    "seed",
    "solutions",
    "exact",
    "presses",
    "ms_first",
    "ms_best",
    "calls_per_batch",
]

# one board in a fresh page: the first call, then the best of 5 batches of >= 50 ms
MEASURE = """async ([board, m, n, colours]) => {
  const lo = await import('./lightsout-board.js');
  const once = () => lo.fewestPresses(lo.analyse(board, m, n, colours), colours);
  let t0 = performance.now();
  const answer = once();
  const first = performance.now() - t0;
  let best = Infinity, calls = 0;
  for (let batch = 0; batch < 5; batch++) {
    calls = 0;
    t0 = performance.now();
    do { once(); calls++; } while (performance.now() - t0 < 50);
    best = Math.min(best, (performance.now() - t0) / calls);
  }
  return {presses: answer.presses, exact: answer.exact, count: answer.count, first, best, calls};
}"""


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def measure(page, board, colours: int) -> dict:
    m, n = board.shape
    page.reload(wait_until="load")  # a fresh page: nothing compiled yet for this board
    cells = [int(v) for v in board.ravel()]
    got = page.evaluate(MEASURE, [cells, m, n, colours])
    presses = np.array(got["presses"], dtype=np.uint8).reshape(m, n)
    assert not lo.apply_presses(board, presses, colours).any()
    if colours == 2:
        assert np.array_equal(presses, lo.min_presses(board)), (m, n)
    assert got["count"] == lo.solution_count(m, n, colours)
    return got


def main() -> None:
    executable = chromium()
    if executable is None:
        sys.exit(f"no Chromium: {INSTALL_HINT}")
    from playwright.sync_api import sync_playwright

    static = lo.play.BOARD_JS.parent
    httpd = ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(_Quiet, directory=str(static))
    )
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{httpd.server_address[1]}"
    rows, t_start = [], time.perf_counter()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
            version = browser.version
            page = browser.new_page()
            page.route(  # the module's own server only
                "**/*",
                lambda route: (
                    route.continue_()
                    if route.request.url.startswith(base)
                    else route.abort()
                ),
            )
            page.goto(f"{base}/", wait_until="load")
            cases = [(m, n, 2) for m, n in TWO_COLOURS] + N_COLOURS
            for m, n, colours in cases:
                for seed in SEEDS if colours == 2 else SEEDS[:1]:
                    board = lo.random_solvable_board(m, n, seed, colours)
                    got = measure(page, board, colours)
                    rows.append(
                        [
                            m,
                            n,
                            colours,
                            seed,
                            got["count"],
                            int(got["exact"]),
                            sum(got["presses"]),
                            f"{got['first']:.3f}",
                            f"{got['best']:.4f}",
                            got["calls"],
                        ]
                    )
                    print(
                        f"{m} x {n}, {colours} colours, seed {seed}: {got['count']} "
                        f"solutions, first {got['first']:.2f} ms, best {got['best']:.3f} ms",
                        flush=True,
                    )
            browser.close()
    finally:
        httpd.shutdown()
        httpd.server_close()
    twelve = [float(r[8]) for r in rows if r[:3] == [12, 12, 2]]
    write_results(
        "00_board_js",
        HEADER,
        rows,
        timed=[lo.play._board_module],
        notes=f"headless Chromium {version}; the module served from lightsout/static on "
        f"127.0.0.1; 12 x 12 with 2 colours: best {min(twelve):.3f} ms; whole run "
        f"{time.perf_counter() - t_start:.0f} s",
    )


if __name__ == "__main__":
    main()
