"""Benchmark of appendix 13: the hardest board of each symmetric subclass of the two open
squares of the public table, 19 x 19 and 23 x 23; writes data/13_symmetric_search.csv.

For every group of ``lo.SYMMETRY_GROUPS`` and both sizes, ``lo.symmetric_hardest_board``
states the subclass's program (one integer per orbit of classes) and gives SCIP
``TIME_LIMIT`` seconds; each run is one task on a Dask LocalCluster of 2 single-thread
worker processes (14 tasks, about a quarter of an hour in all). Per run: the orbits, the
distinct rows, the best board's fewest presses (recomputed here by the coset search),
SCIP's bound on the subclass and status, and the seconds. A run stopped by the time limit
proves nothing about the subclass beyond SCIP's bound, and no run bounds the hardest board
from above: the subclass is a part of the boards.
Run: ``make bench B=13_symmetric_search``.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchlib import write_results  # noqa: E402

import lightsout_helpers as lo  # noqa: E402
from lightsout import symmetric  # noqa: E402
from lightsout.chunkfiles import dask_client  # noqa: E402

SIDES = (19, 23)
TIME_LIMIT = 120  # seconds of SCIP per run
WORKERS = 2


def one_run(side: int, group: str) -> tuple:
    """One subclass: (the result, seconds), in a worker."""
    lo.QuietClasses(side, side)  # the classes (and Sage) before the clock starts
    start = time.perf_counter()
    found = lo.symmetric_hardest_board(side, side, group, TIME_LIMIT)
    return found, time.perf_counter() - start


def main() -> None:
    from dask.distributed import as_completed

    tasks = [(side, group) for side in SIDES for group in lo.SYMMETRY_GROUPS]
    results = {}
    with dask_client("local", WORKERS) as client:
        futures = {client.submit(one_run, *t, pure=False): t for t in tasks}
        for done, future in enumerate(as_completed(futures), 1):
            side, group = futures[future]
            found, seconds = future.result()
            results[side, group] = found, seconds
            print(
                f"[{done}/{len(tasks)}] {side} x {side}, {group}: {found.presses} "
                f"(SCIP's bound {found.bound}, {found.status}) in {seconds:.0f} s",
                flush=True,
            )
    rows = []
    for side, group in tasks:
        found, seconds = results[side, group]
        exact, _ = lo.coset_fewest_presses(found.witness())
        if exact != found.presses:
            raise SystemExit(
                f"{side} x {side}, {group}: the coset search gives {exact}"
            )
        witness = "".join(map(str, found.witness().ravel().tolist()))
        rows.append(
            (side, side, lo.nullity(side, side), group, found.orbits, found.rows,
             found.presses, found.bound, found.status, TIME_LIMIT, f"{seconds:.1f}",
             witness)
        )  # fmt: skip
    write_results(
        "13_symmetric_search",
        [
            "m",
            "n",
            "nullity",
            "group",
            "orbits",
            "rows",
            "presses",
            "scip_bound",
            "status",
            "time_limit",
            "seconds",
            "witness",
        ],  # fmt: skip
        rows,
        timed=[symmetric.symmetric_hardest_board],
        notes=f"one run each; Dask LocalCluster of {WORKERS} single-thread worker "
        f"processes; {TIME_LIMIT} s of SCIP per run",
    )


if __name__ == "__main__":
    main()
