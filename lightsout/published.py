"""Programs published by others, run as published (notebook 09).

Zhao Hui Du's PARI/GP program for OEIS A075463 is stored unchanged in
``data/10_oeis_a075463_du.gp``; ``du_a075463`` runs it through cypari2 (PARI, from the
passagemath wheels), so that the book's terms can be compared with what the published
program itself computes.
"""

from __future__ import annotations

import functools
import re

from .validation import DATA_DIR, check_size

DU_A075463 = DATA_DIR / "10_oeis_a075463_du.gp"


@functools.cache
def _du_pari():
    import cypari2

    pari = cypari2.Pari()
    pari.allocatemem(2 * 10**8, silent=True)
    text = DU_A075463.read_text(encoding="ascii")
    code = re.sub(r"\\\\.*", "", text)  # PARI comments: from \\ to the end of the line
    # each definition "name(n)={ ... }" spans lines, as gp reads a file; one line each here
    for definition in re.findall(r"\w+\(n\)=\{.*?\n\}", code, re.S):
        pari(definition.replace("\n", " "))
    return pari


def du_a075463(ns) -> dict[int, int]:
    """Du's published program's a(n) for each n in ``ns`` (notebook 09); n >= 2 (at n = 1
    the program stops with an index error, as published)."""
    ns = [check_size(n, "n") for n in ns]
    if any(n < 2 for n in ns):
        raise ValueError(
            "Du's program needs n >= 2: at n = 1 it stops with an index error"
        )
    pari = _du_pari()
    return {n: int(pari(f"a({n})")) for n in ns}
