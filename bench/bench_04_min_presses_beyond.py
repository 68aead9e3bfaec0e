"""Benchmark of notebooks 02 and 04: fewest presses at nullity d = 20 to 32.

``lo.min_presses`` searches all 2**d solutions exactly up to d = 32 (``MIN_PRESSES_MAX_NULLITY``)
and, from d = 16 on, uses batches of Walsh-Hadamard transforms
(``lightsout.coset.lightest_coset_member``). This benchmark times, on seeded random solvable
boards (``lo.random_solvable_board(n, n, 1)``) and on the all-ones 39 x 39 and 47 x 47 boards:

* ``min_presses``: ``lo.min_presses(board)``, the whole call (solution, canonical basis,
  search), the quiet patterns of the shape already computed (the per-shape cache warm);
* ``blocked``: ``lightsout.coset.lightest_coset_member(x0, quiet patterns)`` on its own, the
  search without the canonical basis (its weight must agree).

Profile (cProfile, all-ones 39 x 39). First version: 86 % of the time was in the numpy
loops of the butterflies (blocks of 2**21 int16, 16 levels, inner runs of 32 numbers at the
first level), 13 % in ``argmax`` over the strided axis of each block; the maximum was then
taken over contiguous rows (argument looked up in the best column only), in 2**20-number
blocks, two blocks at once in threads. Second profile (per block): 72 % butterflies, 11 %
set-up (the block's lit counts), 14 % ``max(axis=0)``. The second version made a (block x
cells) sign table once, summed each signature group with an int8 ``reduceat``, took the
weight as (S - H) / 2, found column maxima by halving (4x faster) and used 13 low bits.
Third profile (per phase, one thread, all-ones 39 x 39, 23 s in all): the set-up was 4.5 s
(``reduceat`` over the sign table, about 1 ms per block), the first five butterfly levels
11.3 s, the other eight 5.2 s. But the 1520 cells use only 356 of the 8192 low signatures,
so the first levels were adding zeros. This version gets the block's table by a small
transform over the block bits (of per-cell signs summed with one 1-D ``reduceat``), runs
the first butterfly levels on the nonzero rows only, and allocates every buffer once per
thread (allocating them per block caused 3.5 million page faults and 14 s of system time).
All-ones 39 x 39 by hand: 6.6-8.0 s, from 14.3 s.
One timed run each. Run: ``make bench B=04_min_presses_beyond``.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchlib import write_results  # noqa: E402

import lightsout_helpers as lo  # noqa: E402
from lightsout.coset import lightest_coset_member  # noqa: E402

SIZES = [62, 98, 64, 47, 39]  # nullity 24, 20, 28, 30, 32 (from lo.nullity)
ALL_ONES = [39, 47]
SEED = 1


def main() -> None:
    lo.nullity(3, 3)  # import Sage before timing anything
    rows = []
    cases = [(n, "random") for n in SIZES] + [(n, "all-ones") for n in ALL_ONES]
    for n, kind in cases:
        d = lo.nullity(n, n)
        if kind == "random":
            b = lo.random_solvable_board(n, n, SEED)
        else:
            b = np.ones((n, n), dtype=np.uint8)
        x0 = lo.solve(b).ravel()
        kernel = np.array(
            [q.ravel() for q in lo.quiet_patterns(n, n)], dtype=np.uint8
        )  # fills the cache
        assert kernel.shape[0] == d
        weight_mp = None
        if d <= lo.gf2.MIN_PRESSES_MAX_NULLITY:
            t0 = time.perf_counter()
            x = lo.min_presses(b)
            seconds = time.perf_counter() - t0
            weight_mp = int(x.sum())
            ok = not lo.apply_presses(b, x).any()
            rows.append(
                ("min_presses", kind, n, n, d, SEED, weight_mp, f"{seconds:.6f}", ok)
            )
            print(
                f"min_presses {kind} {n} x {n} d={d}: {weight_mp} presses in {seconds:.2f} s, verified {ok}",
                flush=True,
            )
        t0 = time.perf_counter()
        weight, code = lightest_coset_member(x0, kernel)
        x = x0.copy()
        for j in range(d):
            if code >> j & 1:
                x ^= kernel[j]
        seconds = time.perf_counter() - t0
        ok = int(x.sum()) == weight and not lo.apply_presses(b, x.reshape(n, n)).any()
        if weight_mp is not None:
            ok = ok and weight == weight_mp
        rows.append(("blocked", kind, n, n, d, SEED, weight, f"{seconds:.6f}", ok))
        print(
            f"blocked     {kind} {n} x {n} d={d}: {weight} presses in {seconds:.2f} s, verified {ok}",
            flush=True,
        )
        if not ok:
            raise SystemExit(f"{n} x {n}: wrong result")
    write_results(
        "04_min_presses_beyond",
        [
            "method",
            "board",
            "m",
            "n",
            "nullity",
            "seed",
            "min_presses",
            "seconds",
            "verified",
        ],
        rows,
        timed=[lo.min_presses, lightest_coset_member],
        notes="one run each; quiet patterns and x0 computed before timing (per-shape cache warm)",
    )


if __name__ == "__main__":
    main()
