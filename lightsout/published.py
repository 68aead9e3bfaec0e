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


# --- W. Boyles's table of the hardest n x n board (his "Most Clicks Problem") -------------

BOYLES_TABLE = DATA_DIR / "09_boyles_min_clicks_256.csv"
BOYLES_VERSIONS = ("file_2021_07_04", "file_2021_10_08", "file_2021_10_22")
BOYLES_VERSIONS += ("file_2021_11_28",)
"""The columns of ``BOYLES_TABLE``: the four different row sets of his file (commits
3548805, bb6e489, f99b2d2 and 708d9be = f71a372 = 305ca2e; data/README.md)."""

_ENTRY = re.compile(
    r"(?:(?P<value>[0-9]+)|(?P<unknown>\?)"
    r"|(?:(?P<low>[0-9]+) (?:<= )?)?\? (?P<op><=|<) (?P<high>[0-9]+))"
    r"(?: \(by pulp\))?"
)


def parse_boyles_entry(text: str) -> tuple[int | None, int | None]:
    """(lower, upper) that one entry of Boyles's table claims (notebook 09): a value ``v``
    gives (v, v); ``?`` gives (None, None); ``a <= ? <= b`` gives (a, b), ``a <= ? < b``
    (a, b - 1), ``? <= b`` (None, b). Also read as he wrote them: ``a ? <= b`` (the
    ``<=`` left out, at n = 125) and the note `` (by pulp)`` (n = 84). ValueError for
    anything else."""
    if not isinstance(text, str):
        raise ValueError(f"a table entry is a string, got {text!r}")
    found = _ENTRY.fullmatch(text.strip())
    if not found:
        raise ValueError(f"not an entry of Boyles's table: {text!r}")
    if found["value"]:
        return int(found["value"]), int(found["value"])
    if found["unknown"]:
        return None, None
    high = int(found["high"]) - (found["op"] == "<")
    low = int(found["low"]) if found["low"] else None
    if low is not None and low > high:
        raise ValueError(f"an empty bracket: {text!r}")
    return low, high


@functools.cache
def _boyles_rows() -> tuple[dict, ...]:
    import csv

    with open(BOYLES_TABLE, newline="", encoding="utf-8") as f:
        return tuple(csv.DictReader(f))


def boyles_table(version: str = "file_2021_11_28") -> dict[int, str]:
    """n -> the entry for the n x n board in one version of Boyles's table, as written
    (notebook 09; n = 1..256; ``version``: one of ``BOYLES_VERSIONS``)."""
    if version not in BOYLES_VERSIONS:
        raise ValueError(
            f"unknown version {version!r}; the versions: {', '.join(BOYLES_VERSIONS)}"
        )
    return {int(r["n"]): r[version] for r in _boyles_rows()}


@functools.cache
def _square_nullities() -> dict[int, int]:
    """n -> the nullity of the n x n board, n = 1..256, from data/09_hardest_boards.csv
    (computed by light chasing and checked by tools/check_certificates.py)."""
    import csv

    with open(DATA_DIR / "09_hardest_boards.csv", newline="", encoding="utf-8") as f:
        return {
            int(r["n"]): int(r["nullity"])
            for r in csv.DictReader(f)
            if r["m"] == r["n"]
        }


def _square_nullity(n: int) -> int:
    if n not in _square_nullities():
        raise ValueError(f"n = {n}: Boyles's table and the book's go to n = 256")
    return _square_nullities()[n]


BOYLES_FAMILIES = {"2": (2, 5), "4": (4, 4), "6": (6, 11), "8a": (8, 9), "8b": (8, 16)}
BOYLES_FAMILIES |= {"10": (10, 29), "12": (12, 84)}
"""Boyles's nullity families (notebook ``code/min_click_parabola.ipynb``): name ->
(nullity d, the least side M of the family); the members are the sides n = (M + 1) k - 1
of nullity d, k = 1, 2, ... (his ``min_clicks_parabola``; 8b and its start 16 from the
notebook). The nullities are those of data/09_hardest_boards.csv."""


def boyles_family_members(name: str, up_to: int = 256) -> list[tuple[int, int]]:
    """(k, n) of the members of one of ``BOYLES_FAMILIES`` with n <= ``up_to`` (at most
    256), as his ``min_clicks_parabola`` enumerates them (notebook 09; the nullities of
    the book's table)."""
    if name not in BOYLES_FAMILIES:
        raise ValueError(
            f"unknown family {name!r}; the families: {list(BOYLES_FAMILIES)}"
        )
    d, start = BOYLES_FAMILIES[name]
    up_to = check_size(up_to, "up_to")
    if up_to > 256:
        raise ValueError(f"up_to = {up_to}: the book's table of nullities goes to 256")
    step = start + 1
    return [
        (k, step * k - 1)
        for k in range(1, (up_to + 1) // step + 1)
        if _square_nullity(step * k - 1) == d
    ]


def boyles_parabola(name: str, version: str = "file_2021_11_28"):
    """(a, b, c) as exact Fractions: the quadratic a k^2 + b k + c through his table's
    values at the family's first three members (what his ``min_clicks_parabola`` fits
    to its integer programs' optima); None when one of them is not a single value
    (notebook 09)."""
    from fractions import Fraction

    table = boyles_table(version)
    points = []
    for k, n in boyles_family_members(name)[:3]:
        low, high = parse_boyles_entry(table[n])
        if low is None or low != high:
            return None
        points.append((k, low))
    if len(points) < 3:
        return None
    (k1, v1), (k2, v2), (k3, v3) = points
    a = Fraction(
        (v3 - v1) * (k2 - k1) - (v2 - v1) * (k3 - k1),
        (k3 - k1) * (k2 - k1) * (k3 - k2),
    )
    b = Fraction(v2 - v1, k2 - k1) - a * (k1 + k2)
    c = v1 - a * k1 * k1 - b * k1
    return a, b, c


def boyles_origin(n: int, version: str = "file_2021_11_28") -> str | None:
    """How a single value of Boyles's table for an n x n board of positive nullity came
    about (notebook 09), as far as his code shows: ``"fit point K"`` (n is one of the
    first three members of family K, whose integer programs his
    ``min_clicks_parabola`` solves),
    ``"extrapolated K"`` (a later side (M + 1) k - 1 of family K, and the value is K's
    quadratic at k; the side may even have another nullity, as 19 x 19 has), or
    ``"other"``; None for an entry that is not a single value, or of nullity 0."""
    n = check_size(n, "n")
    low, high = parse_boyles_entry(boyles_table(version)[n])
    if low is None or low != high or _square_nullity(n) == 0:
        return None
    for name in BOYLES_FAMILIES:
        if n in [side for _, side in boyles_family_members(name)[:3]]:
            return f"fit point {name}"
    for name, (_, start) in BOYLES_FAMILIES.items():
        coefficients = boyles_parabola(name, version)
        if coefficients is None or (n + 1) % (start + 1):
            continue
        a, b, c = coefficients
        k = (n + 1) // (start + 1)
        if a * k * k + b * k + c == low:
            return f"extrapolated {name}"
    return "other"


def compare_with_boyles(ours: dict, version: str = "file_2021_11_28") -> list[dict]:
    """Each entry of Boyles's table against the book's row (notebook 09).

    ``ours``: n -> (proved lower bound, proved upper bound) of the hardest n x n board,
    for n = 1..256 (e.g. from data/09_hardest_boards.csv). One dict per n: ``n``,
    ``entry`` (as written), ``low``/``high`` (what it claims, ``parse_boyles_entry``),
    ``lower``/``upper`` (ours), ``kind`` (``value``, ``bracket`` or ``unknown``),
    ``verdict`` and, for a bracket, ``bracket``:

    * a value: ``confirmed`` (ours settled at it), ``refuted`` (outside our bracket) or
      ``inside`` (inside our open bracket);
    * a bracket: ``refuted`` when it misses our bracket (its upper end below our proved
      lower bound, or its lower end above our proved upper bound), else ``consistent``;
      and ``bracket``: ``narrower``, ``equal``, ``wider`` or ``crossing`` (narrower at
      one end, wider at the other), his [low, high] against our [lower, upper], a
      missing end counting as 0 or n^2;
    * ``?``: ``no claim``.

    ValueError when ``ours`` lacks a size of the table or a bracket is not lower <= upper.
    """
    table = boyles_table(version)
    out = []
    for n, entry in sorted(table.items()):
        if n not in ours:
            raise ValueError(f"compare_with_boyles: no bracket of ours for n = {n}")
        lower, upper = (int(v) for v in ours[n])
        if not 0 <= lower <= upper <= n * n:
            raise ValueError(
                f"compare_with_boyles: n = {n}: bad bracket {lower}..{upper}"
            )
        low, high = parse_boyles_entry(entry)
        row = dict(n=n, entry=entry, low=low, high=high, lower=lower, upper=upper)
        if low is None and high is None:
            row.update(kind="unknown", verdict="no claim", bracket=None)
        elif low == high:
            if lower == upper == low:
                verdict = "confirmed"
            elif lower <= low <= upper:
                verdict = "inside"
            else:
                verdict = "refuted"
            row.update(kind="value", verdict=verdict, bracket=None)
        else:
            lo_, hi_ = 0 if low is None else low, n * n if high is None else high
            refuted = hi_ < lower or lo_ > upper
            tighter = (lo_ > lower, hi_ < upper)
            looser = (lo_ < lower, hi_ > upper)
            if not any(tighter) and not any(looser):
                bracket = "equal"
            elif any(tighter) and any(looser):
                bracket = "crossing"
            else:
                bracket = "narrower" if any(tighter) else "wider"
            row.update(
                kind="bracket",
                verdict="refuted" if refuted else "consistent",
                bracket=bracket,
            )
        out.append(row)
    return out
