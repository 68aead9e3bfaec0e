"""Benchmark of appendix 13: SCIP on the whole hardest-board program of the two open squares
of the public table, 23 x 23 and 19 x 19; writes data/13_whole_program.csv.

The program is the one of a decomposition with a single piece (the whole signature space):
one integer per class, the normalised rows S(w) <= S(0) for every character w, minimise
S(0) (``decomposition._least_character_maximum``, as ``lo.hardest_decomposition_bound``
states it). SCIP runs with its defaults, its symmetry handling included, for
``TIME_LIMIT`` seconds per size, one size after the other on one core, its log shown (the
progress) and kept in build/bench-13-whole-program/. Per size: the classes and rows, the
symmetry group SCIP found (generators and log10 of its order, read from its log), the
nodes, SCIP's status and proved bound on the least largest character sum, the upper bound
on the hardest board that this gives, (cells + zero cells - least) / 2, and the seconds.
A single SCIP run cannot be cut into chunks, so this benchmark does not use Dask.
Run: ``make bench B=13_whole_program``.
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchlib import ROOT, write_results  # noqa: E402

import lightsout_helpers as lo  # noqa: E402
from lightsout import decomposition  # noqa: E402

SIDES = (23, 19)
TIME_LIMIT = 1200  # seconds of SCIP per size
LOGS = ROOT / "build" / "bench-13-whole-program"
SYMMETRY = re.compile(
    r"symmetry computation finished: (\d+) generators found .*?"
    r"log10 of symmetry group size: ([\d.]+)"
)
NODES = re.compile(r"Solving Nodes\s*:\s*(\d+)")


def one_run(side: int) -> tuple:
    qc = lo.QuietClasses(side, side)
    d = qc.nullity
    chain = [[1 << i for i in range(d)]]  # one piece: the whole signature space
    [(classes, counts, zero, cells)] = decomposition._decomposition_pieces(qc, chain)
    rows = len({tuple(i for i, s in enumerate(classes) if (w & s).bit_count() % 2)
                for w in range(1, 2**d)})  # fmt: skip
    log = LOGS / f"{side}x{side}.log"
    log.unlink(missing_ok=True)
    start = time.perf_counter()
    least, status = decomposition._least_character_maximum(
        classes, counts, d, TIME_LIMIT, log=log
    )
    seconds = time.perf_counter() - start
    text = log.read_text()
    symmetry, nodes = SYMMETRY.search(text), NODES.findall(text)
    if symmetry is None or not nodes:
        raise SystemExit(f"{side} x {side}: SCIP's log in {log} lacks its statistics")
    bound = (cells + zero - least) // 2
    return (side, side, d, len(classes), rows, int(symmetry.group(1)),
            symmetry.group(2), int(nodes[-1]), status, least, bound, TIME_LIMIT,
            f"{seconds:.0f}")  # fmt: skip


def main() -> None:
    LOGS.mkdir(parents=True, exist_ok=True)
    rows = []
    for side in SIDES:
        rows.append(one_run(side))
        print(f"{side} x {side}: {rows[-1]}", flush=True)
    write_results(
        "13_whole_program",
        [
            "m",
            "n",
            "nullity",
            "classes",
            "rows",
            "symmetry_generators",
            "symmetry_log10_order",
            "nodes",
            "status",
            "least",
            "upper",
            "time_limit",
            "seconds",
        ],  # fmt: skip
        rows,
        timed=[decomposition._least_character_maximum],
        notes=f"one SCIP run per size, {TIME_LIMIT} s each, one after the other; SCIP's "
        "defaults (symmetry handling on), single-threaded",
    )


if __name__ == "__main__":
    main()
