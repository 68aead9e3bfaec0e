"""Benchmark of notebook 04: fewest presses at nullity d = 24 to 32, and beyond min_presses' limit.

``lo.min_presses`` searches all 2**d solutions and refuses d > 30. This benchmark times, on
seeded random solvable boards (``lo.random_solvable_board(n, n, 1)``):

* ``min_presses``: ``lo.min_presses(board)`` (up to d = 24 one Walsh-Hadamard transform of
  length 2**d; for 25 <= d <= 30 the table-and-Gray-code search); run only up to
  MIN_PRESSES_MAX_D;
* ``blocked``: ``lo.chasing.lightest_coset_member(x0, quiet patterns)``, Walsh-Hadamard
  transforms of length 2**16 over 16 quiet patterns, one per combination of the others, in
  blocks (any d; memory bounded). The time includes rebuilding the solution from the returned
  combination.

The quiet patterns of each shape are computed first and not timed (the per-shape cache of
``min_presses`` is warm), and so is the particular solution x0 given to the blocked search.
Both results are verified with ``lo.apply_presses``, and where both ran their numbers of
presses must agree. One timed run each. Run: ``make bench B=04_min_presses_beyond``
(about 3 minutes on 2 cores, most of it the 39 x 39 board with d = 32).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchlib import write_results  # noqa: E402

import lightsout_helpers as lo  # noqa: E402

SIZES = [62, 98, 64, 47, 39]  # nullity 24, 20, 28, 30, 32 (from lo.nullity)
MIN_PRESSES_MAX_D = 28
SEED = 1


def main() -> None:
    lo.nullity(3, 3)  # import Sage before timing anything
    rows = []
    for n in SIZES:
        d = lo.nullity(n, n)
        b = lo.random_solvable_board(n, n, SEED)
        x0 = lo.solve(b).ravel()
        kernel = np.array(
            [q.ravel() for q in lo.quiet_patterns(n, n)], dtype=np.uint8
        )  # fills the cache
        assert kernel.shape[0] == d
        weight_mp = None
        if d <= MIN_PRESSES_MAX_D:
            t0 = time.perf_counter()
            x = lo.min_presses(b)
            seconds = time.perf_counter() - t0
            weight_mp = int(x.sum())
            ok = not lo.apply_presses(b, x).any()
            rows.append(("min_presses", n, n, d, SEED, weight_mp, f"{seconds:.6f}", ok))
            print(
                f"min_presses {n} x {n} d={d}: {weight_mp} presses in {seconds:.2f} s, verified {ok}",
                flush=True,
            )
        t0 = time.perf_counter()
        weight, code = lo.chasing.lightest_coset_member(x0, kernel)
        x = x0.copy()
        for j in range(d):
            if code >> j & 1:
                x ^= kernel[j]
        seconds = time.perf_counter() - t0
        ok = int(x.sum()) == weight and not lo.apply_presses(b, x.reshape(n, n)).any()
        if weight_mp is not None:
            ok = ok and weight == weight_mp
        rows.append(("blocked", n, n, d, SEED, weight, f"{seconds:.6f}", ok))
        print(
            f"blocked     {n} x {n} d={d}: {weight} presses in {seconds:.2f} s, verified {ok}",
            flush=True,
        )
        if not ok:
            raise SystemExit(f"{n} x {n}: wrong result")
    write_results(
        "04_min_presses_beyond",
        ["method", "m", "n", "nullity", "seed", "min_presses", "seconds", "verified"],
        rows,
        timed=[lo.min_presses, lo.chasing.lightest_coset_member],
        notes="one run each; quiet patterns and x0 computed before timing (per-shape cache warm)",
    )


if __name__ == "__main__":
    main()
