"""Benchmark of notebook 05: the Smith form of the whole matrix against the chase-matrix route.

Writes data/05_smith.csv (+ meta file) with one row per (route, n) on square n x n boards:

* ``full_smith``: the Smith form of the (n*n) x (n*n) matrix A over Z (PARI, through
  ``lightsout.zmod.full_smith_invariants``), for n = 2, 4, 6, ... until one run takes longer
  than ``FULL_STOP`` seconds;
* ``chase_smith``: ``elementary_divisors(n, n)`` with an empty cache, i.e. the Smith form of the
  n x n chase matrix over Z, until one run takes longer than ``CHASE_STOP`` seconds;
* ``count_mod6``: ``solution_count(n, n, 6)`` (the chase matrix mod 6 and its Howell form);
* ``solve_mod6``: ``solve(board, colours=6)`` on a seeded solvable 6-colour board
  (``random_solvable_board(n, n, seed=n, colours=6)``), answer verified with ``apply_presses``.

Columns: route, n, cells (n*n), seconds (best of ``REPEATS`` runs for runs under a second, else
one run), repeats. The two Smith routes must give the same invariants where both ran (checked).
Times from ``time.perf_counter``; Sage is imported before anything is timed. About two minutes.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchlib import write_results  # noqa: E402

import lightsout_helpers as lo  # noqa: E402

FULL_SIZES = list(range(2, 31, 2))
CHASE_SIZES = [
    5,
    10,
    15,
    20,
    25,
    30,
    40,
    50,
    60,
    70,
    80,
    90,
    100,
    110,
    120,
    130,
    140,
    150,
]
MOD_SIZES = [10, 25, 50, 100, 150, 200, 300, 400]
FULL_STOP, CHASE_STOP = 10.0, 20.0
REPEATS = 3


def timed(fn, repeats=REPEATS):
    """(best time, result, runs): one run if it takes a second or more, else the best of ``repeats``."""
    t0 = time.perf_counter()
    result = fn()
    best, runs = time.perf_counter() - t0, 1
    while best < 1.0 and runs < repeats:
        t0 = time.perf_counter()
        fn()
        best, runs = min(best, time.perf_counter() - t0), runs + 1
    return best, result, runs


def main() -> None:
    lo.elementary_divisors(2, 2)  # import Sage and PARI before timing anything
    rows, full = [], {}
    for n in FULL_SIZES:
        seconds, inv, runs = timed(lambda: lo.zmod.full_smith_invariants(n, n))
        full[n] = inv
        rows.append(("full_smith", n, n * n, f"{seconds:.4f}", runs))
        print(rows[-1], flush=True)
        if seconds > FULL_STOP:
            break
    for n in CHASE_SIZES:

        def chase():
            lo.zmod._invariants.cache_clear()
            return lo.elementary_divisors(n, n)

        seconds, inv, runs = timed(chase)
        if n in full:
            assert inv == full[n], n
        rows.append(("chase_smith", n, n * n, f"{seconds:.4f}", runs))
        print(rows[-1], flush=True)
        if seconds > CHASE_STOP:
            break
    for n in MOD_SIZES:
        seconds, _, runs = timed(lambda: lo.solution_count(n, n, 6))
        rows.append(("count_mod6", n, n * n, f"{seconds:.4f}", runs))
        print(rows[-1], flush=True)
        board = lo.random_solvable_board(n, n, seed=n, colours=6)
        seconds, x, runs = timed(lambda: lo.solve(board, colours=6))
        assert not lo.apply_presses(board, x, 6).any()
        rows.append(("solve_mod6", n, n * n, f"{seconds:.4f}", runs))
        print(rows[-1], flush=True)
    write_results(
        "05_smith",
        ["route", "n", "cells", "seconds", "repeats"],
        rows,
        timed=[
            lo.zmod.full_smith_invariants,
            lo.elementary_divisors,
            lo.solution_count,
            lo.solve,
        ],
        notes=f"square boards; full_smith stops after a run over {FULL_STOP} s, chase_smith after one over "
        f"{CHASE_STOP} s; seconds = best of up to {REPEATS} runs when under 1 s, else one run",
    )


if __name__ == "__main__":
    main()
