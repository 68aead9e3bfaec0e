"""Benchmark of notebook 04: solving one n x n board by light chasing and by the full system.

Writes data/04_solve_scaling.csv (+ meta file) with one row per (method, board, n):

* ``chasing``: ``lo.solve`` (input validation, two chases on bit-packed rows and the n x n
  system f_{n+1}(B_n) x = c solved in GF(2)[x] with NTL);
* ``chasing_m4ri``: the same chases, the n x n chase matrix built by its column recurrence
  and solved by M4RI (``lo.chasing.solve_gf2_chasing(board, "m4ri")``);
* ``full_m4ri``: the (n*n) x (n*n) press matrix over GF(2) solved by Sage/M4RI
  (``solve_right``; building the matrix is not timed). The full system is stopped after the
  first size that takes longer than FULL_STOP_SECONDS: that is where this benchmark stops,
  not a limit of the method.

Boards (column ``board``): ``random``, random presses (numpy, seed n) applied to the dark
board, so solvable; ``all-ones``, every light on (solvable for every n, Sutner's theorem).
Every timed call is "warm": one untimed call of the same function on the same board comes
first (it imports what it needs and lets the memory allocator settle); ``seconds`` is the
wall time of the fastest of ``repeats`` timed runs and ``cpu_seconds`` the CPU time of this
process during that run (on a machine shared with other jobs the two differ). Board creation and verification are not timed; every
solution is verified with a uint8 re-implementation of the rules (``verified``).
Run: ``make bench B=04_solve_scaling`` (about 3 minutes on 2 cores).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchlib import write_results  # noqa: E402

import lightsout_helpers as lo  # noqa: E402

CHASING_SIZES = [
    40,
    60,
    80,
    100,
    120,
    140,
    160,
    250,
    500,
    1000,
    2000,
    4000,
    8000,
    16000,
]
ALL_ONES_SIZES = [1000, 10_000, 30_000]
M4RI_CHASE_SIZES = [20, 40, 80, 160, 250, 500, 1000, 2000, 4000, 8000]
FULL_SIZES = [10, 20, 40, 60, 80, 100, 120, 140, 160]
FULL_STOP_SECONDS = 12.0


def toggled(p: np.ndarray) -> np.ndarray:
    """The lights that the 0/1 presses p toggle (uint8, in place on a copy: fine for 10^9 cells)."""
    b = p.copy()
    b[1:, :] ^= p[:-1, :]
    b[:-1, :] ^= p[1:, :]
    b[:, 1:] ^= p[:, :-1]
    b[:, :-1] ^= p[:, 1:]
    return b


def random_board(n: int) -> np.ndarray:
    """A solvable n x n board: random presses (seed n) applied to the dark board, in uint8."""
    return toggled(np.random.default_rng(n).integers(0, 2, size=(n, n), dtype=np.uint8))


def verified(board: np.ndarray, presses: np.ndarray) -> bool:
    return presses.shape == board.shape and np.array_equal(toggled(presses), board)


def warm_best_time(fn, repeats: int):
    """(wall seconds, CPU seconds) of the fastest of ``repeats`` runs after one untimed run, and the result."""
    result = fn()  # untimed warm-up
    best = None
    for _ in range(repeats):
        del result
        c0, t0 = time.process_time(), time.perf_counter()
        result = fn()
        dt, dc = time.perf_counter() - t0, time.process_time() - c0
        best = (dt, dc) if best is None or dt < best[0] else best
    return best, result


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
    lo.nullity(3, 3)  # import Sage before timing anything
    rows = []

    def record(method, board, n, times, repeats, ok):
        (seconds, cpu) = times
        rows.append(
            (method, board, n, n * n, f"{seconds:.6f}", f"{cpu:.6f}", repeats, ok)
        )
        print(
            f"{method:13s} {board:8s} n = {n:6d}  {seconds:10.4f} s (CPU {cpu:8.4f} s)  verified: {ok}",
            flush=True,
        )
        if not ok:
            raise SystemExit(
                f"{method} {board} n = {n}: the solution does not switch the board off"
            )

    for n in CHASING_SIZES:
        b = random_board(n)
        assert n * n > lo.gf2._CHASE_ABOVE_CELLS  # solve() takes the chasing route
        repeats = 5 if n <= 1000 else 3 if n <= 4000 else 1
        times, x = warm_best_time(lambda: lo.solve(b), repeats)
        record("chasing", "random", n, times, repeats, verified(b, x))
        del b, x

    for n in ALL_ONES_SIZES:
        b = np.ones((n, n), dtype=np.uint8)
        repeats = 5 if n <= 10_000 else 3
        times, x = warm_best_time(lambda: lo.solve(b), repeats)
        record("chasing", "all-ones", n, times, repeats, verified(b, x))
        del b, x

    for n in M4RI_CHASE_SIZES:
        b = random_board(n)
        repeats = 3 if n <= 1000 else 1
        times, x = warm_best_time(
            lambda: lo.chasing.solve_gf2_chasing(b, "m4ri"), repeats
        )
        record("chasing_m4ri", "random", n, times, repeats, verified(b, x))

    for n in FULL_SIZES:
        b = random_board(n)
        M = full_system(n)
        rhs = sg.vector(sg.GF(2), b.ravel().tolist())
        repeats = 3 if n <= 60 else 1
        if n <= 60:
            times, sol = warm_best_time(lambda: M.solve_right(rhs), repeats)
        else:  # large full systems: one timed run, no warm-up (it would double the cost)
            c0, t0 = time.process_time(), time.perf_counter()
            sol = M.solve_right(rhs)
            times = (time.perf_counter() - t0, time.process_time() - c0)
        x = np.array([int(v) for v in sol], dtype=np.uint8).reshape(n, n)
        record("full_m4ri", "random", n, times, repeats, verified(b, x))
        if times[0] > FULL_STOP_SECONDS:
            break

    write_results(
        "04_solve_scaling",
        [
            "method",
            "board",
            "n",
            "cells",
            "seconds",
            "cpu_seconds",
            "repeats",
            "verified",
        ],
        rows,
        timed=[lo.solve, lo.chasing.solve_gf2_chasing],
        notes="warm timings (one untimed call first), best of `repeats`; full_m4ri above n = 60: "
        f"one cold run; the full system stops after the first size above {FULL_STOP_SECONDS} s",
    )


if __name__ == "__main__":
    main()
