"""Nullity of the n x n board for n = 1..10,000 (notebook 04), written to data/04_nullity.csv.

nullity(n, n) = deg gcd(f_{n+1}(x), f_{n+1}(x + 1)) over GF(2), from ``lo.nullity``. The
notebook checks the theorem against full-matrix ranks for small boards and plots this file.
Columns: n, nullity. Run: ``make bench`` (about a minute here).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchlib import write_results  # noqa: E402

import lightsout_helpers as lo  # noqa: E402

N_MAX = 10_000


def main() -> None:
    t0 = time.perf_counter()
    rows = [(n, lo.nullity(n, n)) for n in range(1, N_MAX + 1)]
    write_results(
        "04_nullity",
        ["n", "nullity"],
        rows,
        timed=[lo.nullity],
        notes=f"n = 1..{N_MAX} in {time.perf_counter() - t0:.1f} s (the whole run, not per size)",
    )


if __name__ == "__main__":
    main()
