"""Reading Game of Life patterns (notebook 07): plain text and run-length encoded (RLE)
files, and orphans written in Golly's LifeHistory RLE (``parse_lifehistory``).

``parse_life`` follows the LifeWiki descriptions of the plain-text (``.cells``) and RLE
formats; ``life`` builds the predecessor searches on the grids it returns.
"""

from __future__ import annotations

import re

import numpy as np

from .validation import PARSE_LIFE_MAX_CELLS, check_limit

_LIFE_PLAIN = {"#": 1, "O": 1, ".": 0}


_RLE_HEADER = re.compile(
    r"\s*x\s*=\s*([0-9]+)\s*,\s*y\s*=\s*([0-9]+)\s*(?:,\s*rule\s*=\s*(\S+)\s*)?$",
    re.IGNORECASE | re.ASCII,
)


_RLE_HEADER_START = re.compile(r"\s*x\s*=", re.IGNORECASE)


def parse_life(text: str) -> np.ndarray:
    """Read a Game of Life pattern as a uint8 0/1 array (notebook 07).

    Two formats, as LifeWiki describes them ("Plaintext" and "Run Length Encoded"):

    * plain text (``.cells``): one row a line, ``O`` or ``#`` alive and ``.`` dead (spaces
      inside a row are ignored; every row as long); lines starting with ``!`` before the
      first row are comments (``!Name: Glider``); blank lines only before and after the rows.
    * RLE: lines starting with ``#`` are comments; an optional header ``x = cols, y = rows``
      with an optional ``rule = B3/S23`` (also written ``S23/B3``, ``B3S23``, ``23/3`` or
      ``Life``, any case; other rules, and Golly's bounded grids such as ``B3/S23:T20,30``,
      are refused); then items ``<count><tag>`` with tag ``b`` (dead), ``o`` (alive) or
      ``$`` (end of row), the count omitted when 1, and a final ``!``, after which anything is
      ignored. Whitespace may separate items but not split one: a run count broken by a
      space or a line break is refused. Run counts are ASCII digits 0-9. Short rows are
      padded with dead cells; ``$`` items after the last cell (``3o$!``) add no row, with
      or without a header (Golly reads them so too).

    A UTF-8 byte-order mark at the start of the text is ignored.

    A text with a header line, or with a pattern line holding ``b``, ``o``, ``$`` or ``!``,
    is read as RLE; any other as plain text. At most ``PARSE_LIFE_MAX_CELLS`` = 10,000,000
    cells, whatever a header or run count asks for. Returns an array of shape (rows, cols);
    bad input raises ValueError naming the row or line and the column.
    """
    if not isinstance(text, str):
        raise ValueError(f"parse_life expects a string, got {type(text).__name__}")
    if text.startswith("\ufeff"):  # a byte-order mark, as some editors write
        text = text[1:]
    lines = text.splitlines()
    if not any(line.strip() for line in lines):
        raise ValueError("the pattern is empty: no line has any cell")
    if _parse_life_is_rle(lines):
        return _parse_life_rle(lines)
    return _parse_life_plain(lines)


def _parse_life_is_rle(lines: list[str]) -> bool:
    """True when a line is an RLE header, or a line that is no comment holds an RLE tag or the end mark."""
    for line in lines:
        stripped = line.strip()
        if _RLE_HEADER_START.match(line):
            return True
        if stripped[:1] not in ("!", "#") and any(ch in stripped for ch in "bo$!"):
            return True
    return False


def _parse_life_plain(lines: list[str]) -> np.ndarray:
    rows = []
    blank = False
    for ln, line in enumerate(lines, start=1):
        stripped = line.strip()
        if not stripped:
            blank = bool(rows)
            continue
        if stripped.startswith("!"):
            if rows:
                raise ValueError(
                    f"line {ln}: a '!' comment line after the first row; comment lines"
                    " ('!Name: ...') go before the pattern"
                )
            continue
        r = len(rows) + 1
        at = f"row {r}" if ln == r else f"row {r} (line {ln})"
        if blank:
            raise ValueError(
                f"{at} follows a blank line: blank lines are only allowed before and after the pattern"
            )
        row = []
        for c, ch in enumerate((ch for ch in line if not ch.isspace()), start=1):
            if ch not in _LIFE_PLAIN:
                raise ValueError(
                    f"{at}, column {c}: unknown character {ch!r}; plain text allows 'O' or '#'"
                    " (alive) and '.' (dead); an RLE pattern needs a header or a final '!'"
                )
            row.append(_LIFE_PLAIN[ch])
        rows.append(row)
    if not rows:
        raise ValueError(
            "the pattern is empty: it has comment lines but no row of cells"
        )
    for r, row in enumerate(rows, start=1):
        if len(row) != len(rows[0]):
            raise ValueError(
                f"ragged rows: row 1 has {len(rows[0])} cells but row {r} has {len(row)}"
            )
    check_limit(
        len(rows) * len(rows[0]),
        PARSE_LIFE_MAX_CELLS,
        "PARSE_LIFE_MAX_CELLS",
        f"the pattern has {len(rows) * len(rows[0]):,} cells ({len(rows):,} x {len(rows[0]):,})",
    )
    return np.array(rows, dtype=np.uint8)


def _parse_life_rule(rule: str, ln: int) -> None:
    """Accept Conway's Life written B3/S23, S23/B3 (either case, digits in any order, the
    slash optional as Catagolue writes B3S23), 23/3 or Life (Golly's name); refuse other
    rules, and Golly's bounded grids (``B3/S23:T20,30``) saying they are not supported."""
    base, colon, grid = rule.partition(":")
    birth = survival = None
    tagged = re.fullmatch(r"([BS])(\d*)/?([BS])(\d*)", base, re.IGNORECASE)
    if base.lower() == "life":
        birth, survival = {"3"}, {"2", "3"}
    elif tagged and tagged.group(1).upper() != tagged.group(3).upper():
        parts = {
            tagged.group(1).upper(): tagged.group(2),
            tagged.group(3).upper(): tagged.group(4),
        }
        birth, survival = set(parts["B"]), set(parts["S"])
    elif re.fullmatch(r"\d*/\d*", base):  # the older survival/birth notation
        survival, birth = (set(part) for part in base.split("/"))
    if birth != {"3"} or survival != {"2", "3"}:
        raise ValueError(
            f"line {ln}: rule {rule!r} is not Conway's Life; parse_life reads B3/S23"
            " (also written S23/B3, B3S23, 23/3 or Life) only"
        )
    if colon:
        raise ValueError(
            f"line {ln}: rule {rule!r} asks for Golly's bounded grid {grid!r}; bounded grids"
            " are not supported: parse_life reads patterns on the unbounded plane (write"
            " the rule as B3/S23)"
        )


def _parse_life_header(line: str, ln: int) -> tuple[int, int]:
    """(width, height) of an RLE header line ``x = cols, y = rows[, rule = ...]``, checked."""
    match = _RLE_HEADER.match(line)
    if not match:
        raise ValueError(
            f"line {ln}: malformed RLE header {line.strip()!r}; expected 'x = cols, y = rows[, rule = B3/S23]'"
        )
    if match.group(3) is not None:
        _parse_life_rule(match.group(3), ln)
    digits = len(str(PARSE_LIFE_MAX_CELLS))
    width, height = (
        int(g) if len(g) <= digits else PARSE_LIFE_MAX_CELLS + 1
        for g in match.group(1, 2)
    )
    if width == 0 or height == 0:
        raise ValueError(
            f"line {ln}: the header gives an empty pattern ({width} x {height})"
        )
    for side, value, text in (
        ("x", width, match.group(1)),
        ("y", height, match.group(2)),
    ):
        shown = text if len(text) <= 20 else f"{text[:12]}... ({len(text)} digits)"
        check_limit(
            value,
            PARSE_LIFE_MAX_CELLS,
            "PARSE_LIFE_MAX_CELLS",
            f"line {ln}: the header says {side} = {shown}",
        )
    check_limit(
        width * height,
        PARSE_LIFE_MAX_CELLS,
        "PARSE_LIFE_MAX_CELLS",
        f"line {ln}: the header asks for {width:,} x {height:,} = {width * height:,} cells",
    )
    return width, height


def _parse_life_rle(lines: list[str]) -> np.ndarray:
    cap = PARSE_LIFE_MAX_CELLS
    width = height = None
    live: list[
        tuple[int, int, int]
    ] = []  # (row, first column, end column) of each run of live cells
    row = col = max_col = 0
    last_row = -1  # the last row that received a cell, dead or alive
    count, count_col = "", 0
    done = started = False
    for ln, line in enumerate(lines, start=1):
        stripped = line.strip()
        if done:
            break
        if not stripped or stripped.startswith("#"):
            continue
        if not started and _RLE_HEADER_START.match(line):
            width, height = _parse_life_header(line, ln)
            started = True
            continue
        started = True
        for c, ch in enumerate(line, start=1):
            if ch in "0123456789":
                count, count_col = count + ch, count_col if count else c
                if len(count) > len(
                    str(cap)
                ):  # no run this long fits; also spares int() a huge string
                    raise ValueError(
                        f"line {ln}, column {count_col}: the run count {count}... is larger than"
                        f" the limit PARSE_LIFE_MAX_CELLS = {cap:,} (lightsout/validation.py)"
                    )
                continue
            if ch.isspace():
                if count:
                    raise ValueError(
                        f"line {ln}, column {count_col}: a space splits the run count {count!r}"
                        " from its tag; LifeWiki's RLE allows no whitespace inside an item"
                    )
                continue
            n = int(count) if count else 1
            if count and ch == "!":
                raise ValueError(
                    f"line {ln}, column {c}: run count {count!r} before '!'"
                )
            if count and n == 0:
                raise ValueError(f"line {ln}, column {c}: run count 0 before {ch!r}")
            count = ""
            if ch in "bo":
                if height is not None and row >= height:
                    raise ValueError(
                        f"the RLE has {row + 1:,} rows but its header says y = {height}"
                    )
                if width is not None and col + n > width:
                    raise ValueError(
                        f"row {row + 1} of the RLE has {col + n:,} cells but its header says x = {width}"
                    )
                check_limit(
                    col + n,
                    cap,
                    "PARSE_LIFE_MAX_CELLS",
                    f"line {ln}, column {c}: row {row + 1} of the RLE"
                    f" would have {col + n:,} cells",
                )
                if ch == "o":
                    live.append((row, col, col + n))
                col += n
                max_col, last_row = max(max_col, col), row
            elif ch == "$":
                row, col = row + n, 0
                check_limit(
                    row + 1,
                    cap,
                    "PARSE_LIFE_MAX_CELLS",
                    f"line {ln}, column {c}: the RLE would have {row + 1:,} rows",
                )
            elif ch == "!":
                done = True
                break
            else:
                raise ValueError(
                    f"line {ln}, column {c}: unknown character {ch!r}; RLE allows the digits 0-9, 'b', 'o', '$' and '!'"
                )
        if count:
            if not any(later.strip() for later in lines[ln:]):
                raise ValueError(
                    f"line {ln}, column {count_col}: the RLE ends with the run count {count!r}"
                    " and nothing after it"
                )
            raise ValueError(
                f"line {ln}, column {count_col}: a line break splits the run count {count!r} from"
                " its tag; LifeWiki's RLE allows no whitespace inside an item"
            )
    if not done:
        raise ValueError("the RLE has no final '!'")
    if height is not None:
        rows, cols = height, width
    else:
        rows, cols = last_row + 1, max_col
        if cols == 0:
            raise ValueError("the RLE pattern is empty: it has no cell")
        check_limit(
            rows * cols,
            cap,
            "PARSE_LIFE_MAX_CELLS",
            f"the RLE pattern has {rows * cols:,} cells ({rows:,} x {cols:,})",
        )
    out = np.zeros((rows, cols), dtype=np.uint8)
    for r, start, stop in live:
        out[r, start:stop] = 1
    return out


_LIFEHISTORY_RULE = re.compile(r",\s*rule\s*=\s*(\S+)\s*$", re.IGNORECASE)


def parse_lifehistory(text: str) -> tuple[np.ndarray, np.ndarray]:
    """Read an orphan written in Golly's LifeHistory RLE (notebook 07) as two uint8 0/1
    arrays ``(alive, defined)``: ``A`` a live cell, ``B`` a cell that must be dead, ``.`` a
    cell left free (any state); ``alive`` marks the ``A`` cells, ``defined`` the ``A`` and
    ``B`` cells. The format is ``parse_life``'s RLE with these three tags in place of
    ``o`` and ``b``; the header's rule, when given, must be ``LifeHistory``.

    Bad input raises ValueError naming the line and column: another LifeHistory state
    (``C`` to ``F``), the two-state tags ``o`` and ``b``, or anything else.
    """
    if not isinstance(text, str):
        raise ValueError(
            f"parse_lifehistory expects a string, got {type(text).__name__}"
        )
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = text.splitlines()
    body = set()  # the numbers of the pattern's lines, up to its final '!'
    header = None
    for ln, line in enumerate(lines, start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if header is None and not body and _RLE_HEADER_START.match(line):
            rule = _LIFEHISTORY_RULE.search(line)
            if rule and rule.group(1).lower() != "lifehistory":
                raise ValueError(
                    f"line {ln}: rule {rule.group(1)!r} is not LifeHistory; a two-state"
                    " pattern is read by parse_life"
                )
            header = ln
            continue
        for c, ch in enumerate(line, start=1):
            if ch == "!":
                break
            if not (ch in "AB.$0123456789" or ch.isspace()):
                raise ValueError(
                    f"line {ln}, column {c}: {ch!r} is not a LifeHistory tag;"
                    " parse_lifehistory reads 'A' (alive), 'B' (must be dead), '.' (free),"
                    " '$' (end of row) and '!' (end), with run counts"
                )
        body.add(ln)
        if "!" in line:
            break
    if not body:
        raise ValueError("the pattern is empty: no line has any cell")

    def as_life(alive_tags):
        out = []
        for ln, line in enumerate(lines, start=1):
            if ln == header:
                rule = _LIFEHISTORY_RULE.search(line)
                out.append(line[: rule.start(1)] + "B3/S23" if rule else line)
            elif ln in body:
                cut = line.index("!") if "!" in line else len(line)
                cells = "".join(
                    ("o" if ch in alive_tags else "b") if ch in "AB." else ch
                    for ch in line[:cut]
                )
                out.append(cells + line[cut:])
            else:
                out.append(line)
        return "\n".join(out)

    return parse_life(as_life("A")), parse_life(as_life("AB"))
