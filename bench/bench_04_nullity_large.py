"""Nullity of single very large square boards (notebook 04), written to data/04_nullity_large.csv.

Times ``lo.nullity(n, n)`` for n = 10**6 and 10**7 (the largest side it accepts,
``NULLITY_MAX_SIDE``) and, for comparison, the direct route it replaced:
deg gcd(f_{n+1}(x), f_{n+1}(x + 1)) of the full polynomials (``full_gcd``).
Columns: method, n, nullity, seconds (wall time of one call, after an untimed small call
that loads everything). Run: ``make bench B=04_nullity`` (about two minutes here).

Profile (cProfile, n = 10**7, before the change): computing f_{n+1}(x) and f_{n+1}(x + 1)
by doubling took about 2 % of the time, the NTL gcd of the two degree-10**7 polynomials
the rest; conversions int <-> NTL are not used on this route. ``nullity`` now takes the
gcd of the square roots h(x), h(x + 1) of half the degree (``polynomials.nullity_poly``):
NTL's gcd is superlinear, so halving the degree cuts the time by about 2-3x.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchlib import write_results  # noqa: E402

import lightsout_helpers as lo  # noqa: E402
from lightsout import polynomials  # noqa: E402

SIZES = [10**6, 10**7]


def full_gcd(n: int) -> int:
    """The route ``nullity`` took before: the gcd of the two full polynomials."""
    a = lo.chase_polynomial(n + 1)
    b = lo.chase_polynomial(n + 1, shift=1)
    return int(a.gcd(b).degree())


def main() -> None:
    lo.nullity(100, 100), full_gcd(100)  # load Sage and NTL outside the timing
    rows = []
    for n in SIZES:
        for method, func in (
            ("nullity", lambda k: lo.nullity(k, k)),
            ("full_gcd", full_gcd),
        ):
            t0 = time.perf_counter()
            d = func(n)
            seconds = time.perf_counter() - t0
            rows.append((method, n, d, f"{seconds:.3f}"))
            print(method, n, d, f"{seconds:.2f} s", flush=True)
    assert len({r[2] for r in rows if r[1] == SIZES[-1]}) == 1  # both routes agree
    write_results(
        "04_nullity_large",
        ["method", "n", "nullity", "seconds"],
        rows,
        timed=[lo.nullity, polynomials.nullity_poly, lo.chase_polynomial],
        notes=(
            "one call per row; nullity = gcd of half-degree square roots "
            "(polynomials.nullity_poly), full_gcd = the route before (gcd of f_{n+1}(x) "
            "and f_{n+1}(x+1), 98 % of its time in NTL's gcd)"
        ),
    )


if __name__ == "__main__":
    main()
