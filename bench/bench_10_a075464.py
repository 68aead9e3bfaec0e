"""Benchmark of notebook 09: the all-ones search at nullity 32, 40 and 42; writes data/10_a075464.csv.

``lo.allones_min_presses`` fixes the solutions' values on two (or one) orbits of 8 cells
under the symmetries of the square, searches one pattern per orbit, each over the quiet
patterns that vanish on those cells (``lightest_coset_member`` inside), in 64 chunks run by
a Dask LocalCluster of 2 worker processes of one thread each (method ``symmetric``). At
nullity 32 the previous exhaustive search of the whole coset (``lightest_coset_member`` on
all quiet patterns, 2 threads; method ``blocked``) is timed too, for the ratio. Boards: the
all-ones 39 x 39 and 67 x 67 (d = 32), 61 x 61 (d = 40) and 65 x 65 (d = 42, the target;
the budget: at most 30 minutes on 2 cores). One timed run each (the d = 42 search takes
minutes); the quiet patterns, x0 and the search plan are computed before timing in this
process (the workers compute their own plan once, inside the time).

Profile that chose the design (65 x 65, d = 42, before this module): the blocked search
weighs 2**32 solutions in about 8 s on 2 threads (data/04_min_presses_beyond.csv), so 2**42
would take about 2.3 hours; 86 % of its time is in the butterflies of the Walsh-Hadamard
transforms, whose cost depends only on the number of solutions weighed. So the saving has
to come from weighing fewer: the symmetries weigh about 2**42 / 7.8.
Run: ``make bench B=10_a075464`` (tens of minutes).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchlib import write_results  # noqa: E402

import lightsout_helpers as lo  # noqa: E402
from lightsout import allones  # noqa: E402
from lightsout.coset import lightest_coset_member  # noqa: E402

CASES = [
    (39, True),
    (67, True),
    (61, False),
    (65, False),
]  # (n, also time the blocked search)
WORKERS = 2


def main() -> None:
    lo.nullity(3, 3)  # import Sage before timing anything
    rows = []
    for n, blocked in CASES:
        ones = np.ones((n, n), dtype=np.uint8)
        plan = lo.allones_plan(n)  # the quiet patterns, x0 and the plan, cached
        d = plan.nullity
        t0 = time.perf_counter()
        result = lo.allones_min_presses(n, scheduler="local", workers=WORKERS)
        seconds = time.perf_counter() - t0
        ok = (
            int(result.witness.sum()) == result.presses
            and not lo.apply_presses(ones, result.witness).any()
        )
        rows.append(
            (
                "symmetric",
                n,
                d,
                len(plan.outer_cells) // 8,
                plan.representatives,
                plan.inner_dimension,
                result.chunks,
                WORKERS,
                result.presses,
                f"{seconds:.3f}",
                ok,
            )
        )
        print(
            f"symmetric {n} x {n} d={d}: {result.presses} presses in {seconds:.1f} s",
            flush=True,
        )
        if blocked:
            x0 = lo.solve(ones).ravel()
            kernel = np.array([q.ravel() for q in lo.quiet_patterns(n, n)], np.uint8)
            t0 = time.perf_counter()
            weight, _ = lightest_coset_member(x0, kernel, threads=WORKERS)
            seconds = time.perf_counter() - t0
            ok = weight == result.presses
            rows.append(
                ("blocked", n, d, 0, 1, d, 1, WORKERS, weight, f"{seconds:.3f}", ok)
            )
            print(f"blocked   {n} x {n} d={d}: {weight} presses in {seconds:.1f} s")
        if not ok:
            raise SystemExit(f"{n} x {n}: the two searches disagree")
    write_results(
        "10_a075464",
        [
            "method",
            "n",
            "nullity",
            "orbits",
            "representatives",
            "inner_dimension",
            "chunks",
            "workers",
            "presses",
            "seconds",
            "verified",
        ],
        rows,
        timed=[allones.allones_min_presses, allones._run_chunk, lightest_coset_member],
        notes="one run each; Dask LocalCluster of 2 single-thread worker processes",
    )


if __name__ == "__main__":
    main()
