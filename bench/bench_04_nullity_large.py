"""Nullity of single very large square boards (notebook 04), written to data/04_nullity_large.csv.

Times ``lo.nullity(n, n)`` for n = 10**6, 10**7 and 10**8 (``NULLITY_SQUARE_MAX_SIDE``,
the largest square side it accepts) and, at 10**6 and 10**7, the two routes it replaced:
``half_degree`` (``polynomials.nullity_half_degree``: the gcd of the half-degree square
roots h(x), h(x + 1)) and ``full_gcd`` (deg gcd(f_{n+1}(x), f_{n+1}(x + 1)) of the full
polynomials). Columns: method, n, nullity, seconds (wall time of one call, after an
untimed small call that loads everything). Run: ``make bench B=04_nullity_large`` (about
four minutes here; the 10**8 call needs about 160 MB).

Profile (cProfile, n = 10**7): on the full route, computing f_{n+1}(x) and f_{n+1}(x + 1)
by doubling took about 2 % of the time and NTL's gcd of the two degree-10**7 polynomials
the rest. Halving the degree (square roots) cut that 2-3x; for square boards ``nullity``
now writes h = u(y) + x v(y) with y = x^2 + x and takes gcd(u, v), of a quarter of the
degree, building u and v directly by a doubling ladder over GF(2)[y]
(``polynomials.nullity_square``). The ladder's squarings use NTL's linear-time squaring
(a general multiply there cost 0.9 s per ladder at 5 * 10**6).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchlib import write_results  # noqa: E402

import lightsout_helpers as lo  # noqa: E402
from lightsout import polynomials  # noqa: E402

SIZES = [10**6, 10**7, 10**8]
COMPARED_UP_TO = 10**7  # the older routes are timed up to this side


def full_gcd(n: int) -> int:
    """The route ``nullity`` took before: the gcd of the two full polynomials."""
    a = lo.chase_polynomial(n + 1)
    b = lo.chase_polynomial(n + 1, shift=1)
    return int(a.gcd(b).degree())


def main() -> None:
    routes = (
        ("nullity", lambda k: lo.nullity(k, k)),
        ("half_degree", lambda k: polynomials.nullity_half_degree(k, k)),
        ("full_gcd", full_gcd),
    )
    for _, func in routes:
        func(100)  # load Sage and NTL outside the timing
    rows = []
    for n in SIZES:
        for method, func in routes if n <= COMPARED_UP_TO else routes[:1]:
            t0 = time.perf_counter()
            d = func(n)
            seconds = time.perf_counter() - t0
            rows.append((method, n, d, f"{seconds:.3f}"))
            print(method, n, d, f"{seconds:.2f} s", flush=True)
    for n in SIZES:  # the routes agree wherever more than one was run
        assert len({r[2] for r in rows if r[1] == n}) == 1, n
    write_results(
        "04_nullity_large",
        ["method", "n", "nullity", "seconds"],
        rows,
        timed=[
            lo.nullity,
            polynomials.nullity_poly,
            polynomials.nullity_half_degree,
            lo.chase_polynomial,
        ],
        notes=(
            "one call per row; nullity = square route, gcd(u, v) of quarter degree "
            "where f_i + f_{i+1} = u(x^2+x) + x v(x^2+x) (polynomials.nullity_square); "
            "half_degree = gcd of the half-degree square roots h(x), h(x+1); "
            "full_gcd = gcd of f_{n+1}(x) and f_{n+1}(x+1) (98 % of its time in "
            "NTL's gcd)"
        ),
    )


if __name__ == "__main__":
    main()
