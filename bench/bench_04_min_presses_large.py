"""Benchmark of notebook 04: fewest presses above 400 cells, by notebook 02's route and by chasing.

Writes data/04_min_presses_large.csv (+ meta file), one row per seeded random solvable board
(``lo.random_solvable_board(m, n, seed)``). Both routes run on the same boards, in the same run:

* new route: ``lo.min_presses`` as shipped. Above 400 cells the quiet patterns come from light
  chasing (kernel of f_{m+1}(B_n) in GF(2)[x], each first row chased down), the particular
  solution from the chasing solver, the minimum by the search for the nullity d (this
  version: XOR tables and Gray code for d < 12, one Walsh-Hadamard transform for d <= 15,
  batches of transforms above; the canonical lightest solution);
* old route: ``lo.min_presses`` forced onto notebook 02's route by raising
  ``lo.gf2._CHASE_ABOVE_CELLS``: Gauss-Jordan elimination of the (mn) x (mn) matrix, then the
  same search (in this version the search depends on d only, so the two routes differ in how
  the quiet patterns and the particular solution are found). Run up to OLD_MAX_CELLS cells, and stopped for larger shapes once
  one cold run takes longer than OLD_STOP_SECONDS.

``min_presses`` keeps a per-shape cache (the quiet patterns; for the old route the whole
elimination). Each route is therefore timed twice:

* ``*_cold`` (first seed only): the cache is emptied first, so the time includes finding the
  quiet patterns (this call also fills the cache);
* ``*_warm`` (every seed): the cache of the shape is already filled (by the cold call on the
  first seed), so the time is the search for that board alone; best of WARM_REPEATS runs (one
  run when it takes longer than a second).

Both results are verified with ``lo.apply_presses`` and their numbers of presses compared
(``same_minimum``). Run: ``make bench B=04_min_presses_large`` (about 3 minutes on 2 cores).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchlib import write_results  # noqa: E402

import lightsout_helpers as lo  # noqa: E402

# (m, n): squares with nullity 0 to 24 and one wide board; nullity from lo.nullity
BOARDS = [
    (24, 24),
    (30, 30),
    (34, 34),
    (49, 49),
    (62, 62),
    (74, 74),
    (21, 60),
    (98, 98),
    (100, 100),
    (139, 139),
    (200, 200),
    (216, 216),
    (300, 300),
    (499, 499),
    (500, 500),
    (504, 504),
    (1000, 1000),
]
SEEDS = (1, 2)
WARM_REPEATS = 3
OLD_MAX_CELLS = 10_000
OLD_STOP_SECONDS = 60.0


def timed(fn):
    t0 = time.perf_counter()
    result = fn()
    return time.perf_counter() - t0, result


def best_of(fn, repeats):
    """The fastest of up to ``repeats`` runs (a single run when it takes longer than a second)."""
    best, result = None, None
    for _ in range(repeats):
        dt, result = timed(fn)
        best = dt if best is None else min(best, dt)
        if dt > 1.0:
            break
    return best, result


class OldRoute:
    """min_presses forced onto notebook 02's route (elimination of the full matrix)."""

    def __enter__(self):
        self.threshold = lo.gf2._CHASE_ABOVE_CELLS
        lo.gf2._CHASE_ABOVE_CELLS = 10**12

    def __exit__(self, *exc):
        lo.gf2._CHASE_ABOVE_CELLS = self.threshold


def fmt(seconds):
    return "" if seconds is None else f"{seconds:.6f}"


def main() -> None:
    lo.nullity(3, 3)  # import Sage before timing anything
    rows = []
    old_stopped = False
    for m, n in BOARDS:
        d = lo.nullity(m, n)
        run_old = m * n <= OLD_MAX_CELLS and not old_stopped
        shape_old_cold = None
        lo.gf2._GF2_CACHE.clear()
        for seed in SEEDS:
            b = lo.random_solvable_board(m, n, seed)
            new_cold = old_cold = old_warm = None
            same = ""
            if seed == SEEDS[0]:  # later seeds of the shape find its cache filled
                lo.chasing._CHASE_KERNEL_CACHE.clear()
                new_cold, x_new = timed(lambda: lo.min_presses(b))
            new_warm, x_new = best_of(lambda: lo.min_presses(b), WARM_REPEATS)
            ok = not lo.apply_presses(b, x_new).any()
            if run_old:
                with OldRoute():
                    if seed == SEEDS[0]:
                        old_cold, x_old = timed(lambda: lo.min_presses(b))
                        shape_old_cold = old_cold
                    old_warm, x_old = best_of(lambda: lo.min_presses(b), WARM_REPEATS)
                ok = ok and not lo.apply_presses(b, x_old).any()
                same = int(x_old.sum()) == int(x_new.sum())
            rows.append(
                (
                    m,
                    n,
                    m * n,
                    d,
                    seed,
                    int(x_new.sum()),
                    fmt(new_cold),
                    fmt(new_warm),
                    fmt(old_cold),
                    fmt(old_warm),
                    same,
                    ok,
                )
            )
            print(
                f"{m} x {n} d={d} seed={seed}: {int(x_new.sum())} presses; new cold {fmt(new_cold)} "
                f"warm {fmt(new_warm)}; old cold {fmt(old_cold)} warm {fmt(old_warm)}; same {same}, "
                f"verified {ok}",
                flush=True,
            )
            if not ok or same is False:
                raise SystemExit(f"{m} x {n} seed {seed}: wrong result")
        if shape_old_cold is not None and shape_old_cold > OLD_STOP_SECONDS:
            old_stopped = True
        lo.gf2._GF2_CACHE.clear()
    header = [
        "m",
        "n",
        "cells",
        "nullity",
        "seed",
        "min_presses",
        "seconds_new_cold",
        "seconds_new_warm",
        "seconds_old_cold",
        "seconds_old_warm",
        "same_minimum",
        "verified",
    ]
    write_results(
        "04_min_presses_large",
        header,
        rows,
        timed=[lo.min_presses],
        notes="cold = per-shape cache emptied first (includes the quiet patterns), first seed only; "
        f"warm = cache of the shape already filled, best of {WARM_REPEATS}; old route = "
        "elimination of the full matrix (notebook 02), forced by raising _CHASE_ABOVE_CELLS",
    )


if __name__ == "__main__":
    main()
