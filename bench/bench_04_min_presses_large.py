"""Benchmark of notebook 03: fewest presses above 400 cells, elimination against chasing.

Writes data/04_min_presses_large.csv with one row per seeded random solvable board
(``lo.random_solvable_board(m, n, seed)``). In the same run it times

* ``seconds_new``: ``lo.min_presses`` as shipped: for boards above 400 cells the quiet
  patterns come from light chasing (kernel of f_{m+1}(A_n) in GF(2)[x], each first row
  chased down), the particular solution from the chasing solver, and the minimum from one
  Walsh-Hadamard transform of length 2**d;
* ``seconds_old``: the route ``min_presses`` took before for every board, forced by raising
  ``lo.gf2._CHASE_ABOVE_CELLS``: Gauss-Jordan elimination of the (mn) x (mn) matrix, then the
  table-and-Gray-code search of notebook 02. Run only up to OLD_MAX_CELLS cells, on the
  first seed only above OLD_ONE_SEED_ABOVE cells, and stopped for larger boards once one
  run takes longer than OLD_STOP_SECONDS.

Both times include computing the quiet patterns (caches are emptied before each timed
call). Both results are verified with ``lo.apply_presses`` and their numbers of presses
compared (``same_minimum``). Run with ``make bench`` (about 3 minutes here).
"""

from __future__ import annotations

import csv
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import lightsout_helpers as lo  # noqa: E402

OUT = lo.DATA_DIR / "04_min_presses_large.csv"
# (m, n): squares with nullity 0 to 24, one wide board; nullity from lo.nullity
BOARDS = [(24, 24), (30, 30), (34, 34), (49, 49), (62, 62), (74, 74), (21, 60), (98, 98), (100, 100),
          (139, 139), (200, 200), (216, 216), (300, 300), (499, 499), (500, 500), (504, 504), (1000, 1000)]
SEEDS = (1, 2)
OLD_MAX_CELLS = 10_000
OLD_STOP_SECONDS = 60.0
OLD_ONE_SEED_ABOVE = 6_000  # cells: above this the old route is timed on the first seed only


def timed(fn):
    t0 = time.perf_counter()
    result = fn()
    return time.perf_counter() - t0, result


def main() -> None:
    lo.nullity(3, 3)  # import Sage before timing anything
    default_threshold = lo.gf2._CHASE_ABOVE_CELLS
    rows = []
    old_stopped = False
    for m, n in BOARDS:
        d = lo.nullity(m, n)
        for seed in SEEDS:
            b = lo.random_solvable_board(m, n, seed)
            lo.chasing._CHASE_KERNEL_CACHE.clear()
            t_new, x_new = timed(lambda: lo.min_presses(b))
            ok = not lo.apply_presses(b, x_new).any()
            t_old, same = "", ""
            if m * n <= OLD_MAX_CELLS and not old_stopped and (seed == SEEDS[0] or m * n <= OLD_ONE_SEED_ABOVE):
                lo.gf2._GF2_CACHE.clear()
                lo.gf2._CHASE_ABOVE_CELLS = 10 ** 12
                try:
                    t_old, x_old = timed(lambda: lo.min_presses(b))
                finally:
                    lo.gf2._CHASE_ABOVE_CELLS = default_threshold
                    lo.gf2._GF2_CACHE.clear()
                ok = ok and not lo.apply_presses(b, x_old).any()
                same = int(x_old.sum()) == int(x_new.sum())
                if t_old > OLD_STOP_SECONDS:
                    old_stopped = True
            rows.append({"m": m, "n": n, "cells": m * n, "nullity": d, "seed": seed,
                         "min_presses": int(x_new.sum()), "seconds_new": f"{t_new:.6f}",
                         "seconds_old": t_old if t_old == "" else f"{t_old:.6f}",
                         "same_minimum": same, "verified": ok})
            print(f"{m} x {n} d={d} seed={seed}: {int(x_new.sum())} presses, new {t_new:.3f} s, "
                  f"old {t_old if t_old == '' else f'{t_old:.3f} s'}, same {same}, verified {ok}", flush=True)
            if not ok or same is False:
                raise SystemExit(f"{m} x {n} seed {seed}: wrong result")
    with OUT.open("w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    print(f"wrote {OUT} ({len(rows)} rows)")


if __name__ == "__main__":
    main()
