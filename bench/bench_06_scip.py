"""Benchmark of notebook 06: time to a proven minimum on n x n boards, data/06_scip.csv.

Source 000's timing study, redone with one time limit for every model. For each n one board,
``random_solvable_board(n, n, 100 n)`` (so 3 x 3, 4 x 4 and 5 x 5 are boards of source 000's
nine-board table), is solved by

* ``feasibility``: source 000's model with objective 0 (``scip_solve(minimize=False)``), n <= 25;
* ``minimum``: source 000's model minimising presses (``scip_solve``), n <= 25, except 19 and 23;
* ``reduced``: the reduced search on the quiet-pattern coordinates (``scip_solve_reduced``), n <= 30;
* ``min_presses``: the exhaustive GF(2) search of notebook 02, n <= 30.

Every SCIP run gets the same limit, LIMIT = 60 s. ``seconds`` is the wall time of
``Model.optimize()`` alone, as in source 000 (``build_seconds``, the time to build the model,
is recorded beside it, and ``nodes``, SCIP's branch-and-bound node count, which the load of
the machine does not change); for min_presses it is the whole call, timed after one untimed call
on the same board, which fills the per-shape cache of the GF(2) system. A run is repeated
REPEATS times when its first run took less than REPEAT_BELOW seconds; longer runs once
(SCIP runs single-threaded with fixed seeds, so repeats differ only in machine noise). The
source's model is not run on 19 x 19 and 23 x 23 (16 and 14 quiet patterns) to keep the
whole benchmark within about 8 minutes on 2 cores; it already reaches the limit on 16 x 16
(8 quiet patterns). Every pattern returned is checked by the helpers with apply_presses, and
every proven minimum against min_presses. Run with ``make bench B=06_scip``.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchlib import write_results  # noqa: E402

import lightsout_helpers as lo  # noqa: E402

LIMIT = 60.0
REPEATS = 3
REPEAT_BELOW = 10.0
SIZES_SOURCE = [n for n in range(3, 26) if n not in (19, 23)]
SIZES_ALL = range(3, 31)
HEADER = [
    "n",
    "cells",
    "seed",
    "nullity",
    "method",
    "limit",
    "repeat",
    "status",
    "proven_optimal",
    "presses",
    "seconds",
    "build_seconds",
    "min_presses",
    "nodes",
]


def timed_min_presses(board):
    lo.min_presses(board)  # untimed: fills the per-shape cache
    start = time.perf_counter()
    best = lo.min_presses(board)
    return best, time.perf_counter() - start


def main() -> None:
    t0 = time.perf_counter()
    rows = []
    for n in SIZES_ALL:
        seed = 100 * n
        nullity = len(lo.quiet_patterns(n, n))
        board = lo.random_solvable_board(n, n, seed)
        best, _ = timed_min_presses(board)
        assert not lo.apply_presses(board, best).any()
        minimum = int(best.sum())
        runs = []
        if n in SIZES_SOURCE:
            runs.append(
                (
                    "feasibility",
                    lambda: lo.scip_solve(board, minimize=False, time_limit=LIMIT),
                )
            )
            runs.append(("minimum", lambda: lo.scip_solve(board, time_limit=LIMIT)))
        runs.append(("reduced", lambda: lo.scip_solve_reduced(board, time_limit=LIMIT)))
        for repeat in range(REPEATS):
            _, seconds = timed_min_presses(board)
            rows.append(
                [
                    n,
                    n * n,
                    seed,
                    nullity,
                    "min_presses",
                    "",
                    repeat,
                    "exact",
                    True,
                    minimum,
                    f"{seconds:.6f}",
                    "",
                    minimum,
                    "",
                ]
            )
        for method, run in runs:
            for repeat in range(REPEATS):
                result = run()
                presses = None if result.presses is None else int(result.presses.sum())
                if result.proven_optimal:
                    assert presses == minimum, (n, method, presses, minimum)
                if presses is not None:
                    assert presses >= minimum
                rows.append(
                    [
                        n,
                        n * n,
                        seed,
                        nullity,
                        method,
                        LIMIT,
                        repeat,
                        result.status,
                        result.proven_optimal,
                        "" if presses is None else presses,
                        f"{result.seconds:.6f}",
                        f"{result.build_seconds:.6f}",
                        minimum,
                        "" if result.nodes is None else result.nodes,
                    ]
                )
                print(
                    f"n={n:2d} d={nullity:2d} {method:11s} #{repeat} {result.status:9s} presses={presses} "
                    f"min={minimum} {result.seconds:7.3f} s (+{result.build_seconds:.3f} s build)"
                    f" {result.nodes} nodes",
                    flush=True,
                )
                if result.seconds + result.build_seconds >= REPEAT_BELOW:
                    break
    write_results(
        "06_scip",
        HEADER,
        rows,
        timed=[lo.scip_solve, lo.scip_solve_reduced, lo.min_presses],
        notes=f"one board per size, limit {LIMIT:g} s for every SCIP run, up to {REPEATS} repeats "
        f"of runs under {REPEAT_BELOW:g} s; whole run {time.perf_counter() - t0:.0f} s",
    )


if __name__ == "__main__":
    main()
