"""First and warm ``solve`` of the all-ones n x n board in a fresh process (notebook 04).

Each repeat starts a new Python process that imports the package (not timed), builds the
all-ones uint8 board (not timed), then times the first ``lo.solve`` and three more (warm)
calls. Writes data/04_first_solve.csv: columns n, repeat, first_seconds, warm_seconds (the
fastest warm call). Run: ``make bench B=04_first_solve`` (under a minute here).

Profile (cProfile, n = 10,000, before the change): the first call imported sage.all inside
``f_ntl`` (about 10x the solve itself), then building the first NTL polynomial from a string
loaded over 100 more modules, and ``as_board`` copied the 100 MB board (touching fresh
memory). Now NTL's GF(2)[x] class is imported and warmed with the package, and a valid
C-contiguous 0/1 uint8 board is not copied. Second profile: what remained of the gap was
the first touch of the 100 MB result inside ``_unpack_rows`` (the kernel maps and, with
transparent huge pages, compacts fresh pages there: 0.04-0.16 s, variable). Now a second
thread touches one byte per 4 KiB page of the result while the main thread chases
(``chasing._Prefaulted``, boards of 2**22 cells or more), the result is filled a megabyte
at a time, and ``_pack_rows`` reads the board through a memoryview instead of a copy.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchlib import write_results  # noqa: E402

import lightsout_helpers as lo  # noqa: E402
from lightsout import solving  # noqa: E402

SIZES = [10_000]
REPEATS = 7
CHILD = """
import json, sys, time
import numpy as np
import lightsout_helpers as lo
n = int(sys.argv[1])
board = np.ones((n, n), dtype=np.uint8)
times = []
for _ in range(4):
    t0 = time.perf_counter()
    x = lo.solve(board)
    times.append(time.perf_counter() - t0)
assert not lo.apply_presses(board, x).any()
print(json.dumps(times))
"""


def main() -> None:
    rows = []
    root = Path(__file__).resolve().parents[1]
    for n in SIZES:
        for rep in range(REPEATS):
            out = subprocess.run(
                [sys.executable, "-c", CHILD, str(n)],
                capture_output=True,
                text=True,
                check=True,
                cwd=root,
            )
            times = json.loads(out.stdout.strip().splitlines()[-1])
            rows.append((n, rep, f"{times[0]:.3f}", f"{min(times[1:]):.3f}"))
            print(rows[-1], flush=True)
    write_results(
        "04_first_solve",
        ["n", "repeat", "first_seconds", "warm_seconds"],
        rows,
        timed=[lo.solve, solving.solve],
        notes=(
            "all-ones board; each repeat a fresh process (import not timed); "
            "first = first solve call, warm = fastest of the next three"
        ),
    )


if __name__ == "__main__":
    main()
