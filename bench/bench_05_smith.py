"""Benchmark of notebook 05: the cost of the Smith normal form behind ``solve(board, colours=N)``.

``solve`` for N >= 3 (and ``solution_count``, ``elementary_divisors``) computes the Smith
form D = U A V of the (n*n) x (n*n) press matrix over the integers once per board shape
(Sage/PARI) and caches it; later boards of that shape only need two matrix-vector products
mod N. Writes data/05_smith_scaling.csv with one row per n (square boards):

* ``n``, ``cells`` (= n*n);
* ``smith_seconds``: the first call, ``elementary_divisors(n, n)`` with an empty cache (Sage
  already imported);
* ``solve_seconds``: ``solve`` of a random solvable 6-colour board once the form is cached
  (best of ``REPEATS`` runs);
* ``max_entry_bits``: bit length of the largest entry of U and V (they are exact integers).

Boards are seeded (``random_solvable_board(n, n, seed=n, colours=6)``) and every solution
is verified with ``apply_presses``. Times in seconds, from ``time.perf_counter`` on this
machine; they vary between runs and machines. Run: ``make bench`` (about four minutes).
"""

from __future__ import annotations

import csv
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import lightsout_helpers as lo  # noqa: E402

OUT = lo.DATA_DIR / "05_smith_scaling.csv"
SIZES = [4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30]
REPEATS = 5


def main() -> None:
    lo.elementary_divisors(1, 1)  # import Sage before timing anything
    rows = []
    for n in SIZES:
        lo.zmod._smith.cache_clear()
        lo.zmod._smith_mod.cache_clear()
        t0 = time.perf_counter()
        lo.elementary_divisors(n, n)
        smith = time.perf_counter() - t0
        board = lo.random_solvable_board(n, n, seed=n, colours=6)
        best = float("inf")
        for _ in range(REPEATS):
            t0 = time.perf_counter()
            x = lo.solve(board, colours=6)
            best = min(best, time.perf_counter() - t0)
        assert not lo.apply_presses(board, x, 6).any()
        _, U, V = lo.zmod._smith(n, n)
        bits = max(abs(int(v)).bit_length() for M in (U, V) for v in M.ravel())
        rows.append(dict(n=n, cells=n * n, smith_seconds=f"{smith:.3f}", solve_seconds=f"{best:.5f}",
                         max_entry_bits=bits))
        print(rows[-1], flush=True)
    with OUT.open("w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    print("wrote", OUT)


if __name__ == "__main__":
    main()
