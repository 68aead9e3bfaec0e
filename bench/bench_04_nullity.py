"""Nullity of the n x n board for n = 1..10,000 (notebook 03), written to data/04_nullity_nxn.csv.

nullity(n, n) = deg gcd(f_{n+1}(x), f_{n+1}(x + 1)) over GF(2), from ``lo.nullity``. The
notebook checks the theorem against full-matrix ranks for small boards and plots this file.
Columns: n, nullity. Run: ``make bench`` (about a minute here).
"""

from __future__ import annotations

import csv
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import lightsout_helpers as lo  # noqa: E402

OUT = lo.DATA_DIR / "04_nullity_nxn.csv"
N_MAX = 10_000


def main() -> None:
    t0 = time.perf_counter()
    rows = [(n, lo.nullity(n, n)) for n in range(1, N_MAX + 1)]
    with OUT.open("w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["n", "nullity"])
        writer.writerows(rows)
    print(f"wrote {OUT}: n = 1..{N_MAX} in {time.perf_counter() - t0:.1f} s")


if __name__ == "__main__":
    main()
