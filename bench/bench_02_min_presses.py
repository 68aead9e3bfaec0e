"""Benchmark of notebook 02: the time of min_presses on the elimination route; writes data/02_min_presses.csv.

``min_presses`` finds the quiet patterns in two ways. Up to 400 cells it eliminates the full
mn x mn matrix A (cached per shape); above 400 cells it uses light chasing (notebook 04 times
that, bench_04_min_presses_large.py). The search of the 2**d solutions depends only on the
nullity d (this version): XOR tables and a Gray-code walk for d < 12, one Walsh-Hadamard
transform for d <= 15, batches of transforms above, always returning the canonical
(lexicographically first) lightest solution. Before this version the table-and-Gray-code
search ran for every d up to 400 cells; the "before" times are those of the previous
data/02_min_presses.csv in git history.
To time notebook 02's search beyond 400 cells as well, the benchmark raises the threshold
``lightsout.gf2._CHASE_ABOVE_CELLS`` while it runs (column ``route``: ``default`` up to 400
cells, ``forced`` above) and restores it before writing the results.

Boards: every n x n with n <= 40 whose nullity d is at most 26 (all but 39 x 39, d = 32),
plus 23 x 47 (d = 22), 39 x 59 (d = 23) and 27 x 35 (d = 27); seeded random solvable boards,
two per shape (one for d > 23). For each shape the elimination of A is run first and timed
on its own (``seconds_elimination``), so the per-shape cache is warm before ``solve`` and
``min_presses`` are timed. For d <= 12 the plain method, the minimum over ``solutions()``,
is timed too. Times are wall clock, the best of 3 runs (1 run for d > 20).
Run: ``make bench B=02_min_presses`` (about a minute here).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchlib import write_results  # noqa: E402

import lightsout_helpers as lo  # noqa: E402

SEEDS = (1, 2)
PLAIN_MAX_NULLITY = 12
HEADER = [
    "m",
    "n",
    "cells",
    "nullity",
    "seed",
    "route",
    "solutions",
    "min_presses",
    "seconds_elimination",
    "seconds_solve",
    "seconds_min_presses",
    "seconds_min_over_solutions",
]


def best_of(func, repeats):
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        result = func()
        times.append(time.perf_counter() - t0)
    return min(times), result


def measure(default_threshold: int) -> list[list]:
    squares = [(n, n) for n in range(1, 41)]
    extras = [(23, 47), (39, 59), (27, 35)]
    rows = []
    for m, n in squares + extras:
        nullity = m * n - lo.press_matrix_gf2(m, n).rank()
        if (m, n) in squares and nullity > 26:
            print(f"{m} x {n}: nullity {nullity} > 26, skipped", flush=True)
            continue
        route = "default" if m * n <= default_threshold else "forced"
        lo.gf2._GF2_CACHE.pop((m, n), None)
        t0 = time.perf_counter()
        lo.quiet_patterns(
            m, n
        )  # Gauss-Jordan elimination of A, cached per shape: warms the cache
        t_elim = time.perf_counter() - t0
        for seed in SEEDS if nullity <= 23 else SEEDS[:1]:
            board = lo.random_solvable_board(m, n, seed=seed)
            repeats = 3 if nullity <= 20 else 1
            t_solve, x = best_of(lambda: lo.solve(board), repeats)
            t_min, best = best_of(lambda: lo.min_presses(board), repeats)
            assert (
                not lo.apply_presses(board, x).any()
                and not lo.apply_presses(board, best).any()
            )
            t_plain = ""
            if nullity <= PLAIN_MAX_NULLITY:
                t, plain = best_of(
                    lambda: min(int(s.sum()) for s in lo.solutions(board)), repeats
                )
                assert plain == int(best.sum())
                t_plain = f"{t:.6f}"
            rows.append(
                [
                    m,
                    n,
                    m * n,
                    nullity,
                    seed,
                    route,
                    2**nullity,
                    int(best.sum()),
                    f"{t_elim:.6f}",
                    f"{t_solve:.6f}",
                    f"{t_min:.6f}",
                    t_plain,
                ]
            )
            print(
                f"{m} x {n} d={nullity} seed={seed} ({route}): {int(best.sum())} presses, "
                f"min_presses {t_min:.4f} s",
                flush=True,
            )
    return rows


def main() -> None:
    default_threshold = lo.gf2._CHASE_ABOVE_CELLS
    t0 = time.perf_counter()
    lo.gf2._CHASE_ABOVE_CELLS = (
        10**9
    )  # every board takes notebook 02's route (elimination, table + Gray code)
    try:
        rows = measure(default_threshold)
    finally:
        lo.gf2._CHASE_ABOVE_CELLS = (
            default_threshold  # the fingerprint must see the real threshold
        )
    write_results(
        "02_min_presses",
        HEADER,
        rows,
        timed=[lo.min_presses, lo.solve, lo.quiet_patterns, lo.solutions],
        notes=f"boards above {default_threshold} cells forced onto the elimination route "
        f"(route = forced); per-shape cache warmed before timing; whole run "
        f"{time.perf_counter() - t0:.0f} s",
    )


if __name__ == "__main__":
    main()
