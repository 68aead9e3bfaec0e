"""Benchmark of notebook 03: light chasing against the full (n*n) x (n*n) system.

Writes data/04_solve_scaling.csv with one row per (method, n):

* ``chasing``: ``lo.solve`` on a random solvable n x n board (input validation, two chases
  and the n x n system f_{n+1}(A_n) x = c solved in GF(2)[x]);
* ``chasing_m4ri``: the same chase, with the n x n chase matrix built by its column
  recurrence and solved by M4RI (``lo.chasing.solve_gf2_chasing(board, "m4ri")``);
* ``full_m4ri``: the (n*n) x (n*n) press matrix over GF(2) solved by Sage/M4RI
  (``solve_right``; building the matrix is not timed).

Boards are random press patterns (numpy, seed = n) applied to the dark board, so they are
solvable; board creation and verification are not timed. Every solution is verified with
``lo.apply_presses``. Times are the best of ``repeats`` runs, in seconds. Run: ``make bench``.
"""

from __future__ import annotations

import csv
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import lightsout_helpers as lo  # noqa: E402

OUT = lo.DATA_DIR / "04_solve_scaling.csv"
CHASING_SIZES = [40, 60, 80, 100, 120, 140, 160, 250, 500, 1000, 2000, 4000, 8000, 16000]
M4RI_CHASE_SIZES = [20, 40, 80, 160, 250, 500, 1000, 2000, 4000, 8000]
FULL_SIZES = [10, 20, 40, 60, 80, 100, 120, 140, 160]
FULL_STOP_SECONDS = 12.0  # no larger full system once one takes longer than this


def random_board(n: int) -> np.ndarray:
    """A solvable n x n board: random presses (seed n) applied to the dark board, in uint8."""
    p = np.random.default_rng(n).integers(0, 2, size=(n, n), dtype=np.uint8)
    b = p.copy()
    b[1:, :] ^= p[:-1, :]
    b[:-1, :] ^= p[1:, :]
    b[:, 1:] ^= p[:, :-1]
    b[:, :-1] ^= p[:, 1:]
    return b


def best_time(fn, repeats: int):
    best, result = None, None
    for _ in range(repeats):
        t0 = time.perf_counter()
        result = fn()
        dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
    return best, result


def verified(board: np.ndarray, presses: np.ndarray) -> bool:
    return presses.shape == board.shape and not lo.apply_presses(board, presses).any()


def full_system(n: int):
    sg = lo.validation.sage_all()
    size = n * n
    M = sg.matrix(sg.GF(2), size, size)
    for r in range(n):
        for c in range(n):
            i = r * n + c
            for rr, cc in ((r, c), (r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= rr < n and 0 <= cc < n:
                    M[i, rr * n + cc] = 1
    return M


def main() -> None:
    sg = lo.validation.sage_all()
    lo.nullity(3, 3)  # import Sage and warm up before timing anything
    rows = []

    def record(method, n, seconds, repeats, ok):
        rows.append({"method": method, "n": n, "cells": n * n, "seconds": f"{seconds:.6f}",
                     "repeats": repeats, "verified": ok})
        print(f"{method:13s} n = {n:6d}  {seconds:10.4f} s  verified: {ok}", flush=True)
        if not ok:
            raise SystemExit(f"{method} n = {n}: the solution does not switch the board off")

    for n in CHASING_SIZES:
        b = random_board(n)
        assert n * n > lo.gf2._CHASE_ABOVE_CELLS  # solve() takes the chasing route
        repeats = 5 if n <= 1000 else 3 if n <= 4000 else 1
        seconds, x = best_time(lambda: lo.solve(b), repeats)
        record("chasing", n, seconds, repeats, verified(b, x))
        del b, x

    for n in M4RI_CHASE_SIZES:
        b = random_board(n)
        repeats = 3 if n <= 1000 else 1
        seconds, x = best_time(lambda: lo.chasing.solve_gf2_chasing(b, "m4ri"), repeats)
        record("chasing_m4ri", n, seconds, repeats, verified(b, x))

    for n in FULL_SIZES:
        b = random_board(n)
        M = full_system(n)
        rhs = sg.vector(sg.GF(2), b.ravel().tolist())
        repeats = 3 if n <= 60 else 1
        seconds, sol = best_time(lambda: M.solve_right(rhs), repeats)
        x = np.array([int(v) for v in sol], dtype=np.uint8).reshape(n, n)
        record("full_m4ri", n, seconds, repeats, verified(b, x))
        if seconds > FULL_STOP_SECONDS:
            break

    with OUT.open("w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=["method", "n", "cells", "seconds", "repeats", "verified"])
        writer.writeheader()
        writer.writerows(rows)
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
