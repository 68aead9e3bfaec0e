"""Benchmark of notebook 02: time min_presses on random solvable boards; writes data/02_min_presses.csv.

Every square board n x n with n <= 40 whose nullity d is at most 26 (all but 39 x 39,
which has d = 32), two seeded boards each, plus rectangular boards with larger nullity
to show the trend beyond the squares: 23 x 47 (d = 22) and 39 x 59 (d = 23), two boards
each, and 27 x 35 (d = 27, one board, just past the 26 the issue asks for). For each board it records the time of
`solve` (one solution; the elimination of A is done once per shape beforehand and timed
separately) and of `min_presses`; for d <= 12 also the time of the plain method, the
minimum over `solutions()`, so the notebook can state the ratio measured in the same run.
Run with `make bench` (well under a minute on one core).
"""

import csv
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

import lightsout_helpers as lo  # noqa: E402

OUT = lo.DATA_DIR / "02_min_presses.csv"
SEEDS = (1, 2)
PLAIN_MAX_NULLITY = 12


def best_of(func, repeats):
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        result = func()
        times.append(time.perf_counter() - t0)
    return min(times), result


def main():
    squares = [(n, n) for n in range(1, 41)]
    extras = [(23, 47), (39, 59), (27, 35)]
    rows = []
    for m, n in squares + extras:
        nullity = m * n - lo.press_matrix_gf2(m, n).rank()
        if (m, n) in squares and nullity > 26:
            print(f"{m} x {n}: nullity {nullity} > 26, skipped", flush=True)
            continue
        lo.gf2._GF2_CACHE.pop((m, n), None)
        t0 = time.perf_counter()
        lo.quiet_patterns(m, n)  # Gauss-Jordan elimination of A, cached per shape
        t_elim = time.perf_counter() - t0
        for seed in SEEDS if nullity <= 23 else SEEDS[:1]:
            board = lo.random_solvable_board(m, n, seed=seed)
            repeats = 3 if nullity <= 20 else 1
            t_solve, x = best_of(lambda: lo.solve(board), repeats)
            t_min, best = best_of(lambda: lo.min_presses(board), repeats)
            assert not lo.apply_presses(board, x).any() and not lo.apply_presses(board, best).any()
            t_plain = ""
            if nullity <= PLAIN_MAX_NULLITY:
                t_plain, plain = best_of(lambda: min(int(s.sum()) for s in lo.solutions(board)), repeats)
                assert plain == int(best.sum())
            rows.append({
                "m": m, "n": n, "cells": m * n, "nullity": nullity, "seed": seed,
                "solutions": 2 ** nullity, "min_presses": int(best.sum()),
                "seconds_elimination": f"{t_elim:.6f}", "seconds_solve": f"{t_solve:.6f}",
                "seconds_min_presses": f"{t_min:.6f}",
                "seconds_min_over_solutions": t_plain if t_plain == "" else f"{t_plain:.6f}",
            })
            print(f"{m} x {n} d={nullity} seed={seed}: min {int(best.sum())} presses, "
                  f"min_presses {t_min:.4f} s", flush=True)
    with OUT.open("w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    print(f"wrote {OUT} ({len(rows)} rows)")


if __name__ == "__main__":
    main()
