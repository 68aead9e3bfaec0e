"""Shared code of the book *Lights Out, executed*.

Every notebook imports this module; the tests in ``tests/`` exercise every public
function. Conventions (see ``README.md``):

* A board is a numpy ``uint8`` array of shape ``(rows, cols)``, values ``0..colours-1``.
  A press pattern has the same shape; entry ``k`` means "press this button k times".
* Functions accept anything array-like, return new arrays and never change their input.
* Input is validated once, at the entry; bad input raises ``ValueError`` naming the row,
  the column and the offending value. Rows and columns in messages count from 1.
* Randomness only through an explicit seed.

The module is grouped in sections, one per notebook that introduces them: boards
(01), GF(2) solving (02), chasing (03), Z/NZ (04), integer programming (05),
Life (06), figures (01).
"""

from __future__ import annotations

import os
import random
import re
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent
"""The repository root: data/ and figures/ are found from here, not from the working directory."""

DATA_DIR = ROOT / "data"
STYLE_FILE = ROOT / "figures" / "lightsout.mplstyle"


class NotSolvableError(ValueError):
    """Raised when a solution is asked for a board that has none; the message says why."""


# ---------------------------------------------------------------------------
# Validation (private)
# ---------------------------------------------------------------------------

def _sage():
    """Import the parts of Sage the helpers use (conda-forge sage or passagemath wheels)."""
    try:
        import sage.all as sg  # noqa: F401
    except ImportError:  # the modular passagemath wheels
        import sage.all__sagemath_modules as sg  # noqa: F401
    return sg


def _check_size(value, name: str) -> int:
    """A positive Python int, or a ValueError that names the argument."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise ValueError(f"{name} must be a positive integer, got {value!r}")
    if value <= 0:
        raise ValueError(f"{name} must be a positive integer, got {value}")
    return int(value)


def _check_colours(colours) -> int:
    if isinstance(colours, (bool, np.bool_)) or not isinstance(colours, (int, np.integer)):
        raise ValueError(f"colours must be an integer >= 2, got {colours!r}")
    if colours < 2:
        raise ValueError(f"colours must be an integer >= 2, got {colours}")
    if colours > 255:
        raise ValueError(f"colours must be at most 255 (boards are uint8), got {colours}")
    return int(colours)


def _as_grid(values, name: str, colours: int | None, *, allow_any_count: bool = False) -> np.ndarray:
    """Validate a 2-D array-like of integers and return it as a new int64 array.

    With ``colours`` set, every value must lie in 0..colours-1; with ``allow_any_count``
    any non-negative integer is accepted (press counts).
    """
    if isinstance(values, str):
        raise ValueError(f"{name} is a string; use parse_board() to read a board from text")
    if isinstance(values, (list, tuple)):
        if len(values) == 0:
            raise ValueError(f"{name} is empty: it needs at least one row and one column")
        lengths = []
        for r, row in enumerate(values):
            if not isinstance(row, (list, tuple, np.ndarray)):
                raise ValueError(f"{name} row {r + 1} is {row!r}, not a sequence of cells")
            lengths.append(len(row))
        for r, length in enumerate(lengths):
            if length != lengths[0]:
                raise ValueError(
                    f"{name} has ragged rows: row 1 has {lengths[0]} cells but row {r + 1} has {length}"
                )
    arr = np.asarray(values)
    if arr.ndim != 2:
        raise ValueError(f"{name} must be 2-dimensional (rows x columns), got shape {arr.shape}")
    if arr.shape[0] == 0 or arr.shape[1] == 0:
        raise ValueError(f"{name} is empty (shape {arr.shape}): it needs at least one row and one column")
    if arr.dtype == bool:
        arr = arr.astype(np.int64)
    if not (np.issubdtype(arr.dtype, np.integer) or np.issubdtype(arr.dtype, np.floating)):
        r, c = 0, 0
        for (r, c), v in np.ndenumerate(np.asarray(values, dtype=object)):
            if not isinstance(v, (int, float, np.integer, np.floating)):
                break
        raise ValueError(
            f"{name} must hold integers; row {r + 1}, column {c + 1} is {arr[r, c]!r}"
        )
    if np.issubdtype(arr.dtype, np.floating):
        bad = ~np.isfinite(arr) | (arr != np.round(arr))
        if bad.any():
            r, c = map(int, np.argwhere(bad)[0])
            raise ValueError(f"{name} must hold integers; row {r + 1}, column {c + 1} is {arr[r, c]!r}")
    arr = arr.astype(np.int64)
    if allow_any_count:
        bad = arr < 0
        if bad.any():
            r, c = map(int, np.argwhere(bad)[0])
            raise ValueError(
                f"{name} row {r + 1}, column {c + 1} is {arr[r, c]}: press counts must be >= 0"
            )
    elif colours is not None:
        bad = (arr < 0) | (arr >= colours)
        if bad.any():
            r, c = map(int, np.argwhere(bad)[0])
            raise ValueError(
                f"{name} row {r + 1}, column {c + 1} is {arr[r, c]}: allowed values are 0..{colours - 1}"
                f" for {colours} colours"
            )
    return arr


def _as_board(board, colours: int = 2, name: str = "board") -> np.ndarray:
    """A validated copy of ``board`` as uint8."""
    return _as_grid(board, name, colours).astype(np.uint8)


# ---------------------------------------------------------------------------
# Boards (notebook 01)
# ---------------------------------------------------------------------------

_SYMBOLS = {"#": 1, ".": 0, "■": 1, "□": 0}


def parse_board(text: str, colours: int = 2) -> np.ndarray:
    """Read a board from text: one row a line, one cell a character (notebook 01).

    Cells are digits 0..colours-1; with 2 colours also ``#``/``.`` and ``■``/``□``
    (lit/dark). Spaces between cells are allowed; blank lines at the ends are ignored.
    For more than 10 colours, cells are whitespace-separated numbers.
    Returns a uint8 array of shape (rows, cols). Ragged rows, unknown characters,
    values >= colours and empty boards raise ValueError naming row, column and character.
    """
    colours = _check_colours(colours)
    if not isinstance(text, str):
        raise ValueError(f"parse_board expects a string, got {type(text).__name__}")
    lines = text.splitlines()
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    if not lines:
        raise ValueError("the board is empty: no row has any cell")
    rows: list[list[int]] = []
    for r, line in enumerate(lines, start=1):
        if not line.strip():
            raise ValueError(f"row {r} is blank: blank lines are only allowed before and after the board")
        if colours > 10:
            tokens = line.split()
        else:
            tokens = [ch for ch in line if not ch.isspace()]
        row = []
        for c, tok in enumerate(tokens, start=1):
            if colours == 2 and tok in _SYMBOLS:
                row.append(_SYMBOLS[tok])
                continue
            if not re.fullmatch(r"[0-9]+", tok):
                allowed = f"digits 0..{colours - 1}" if colours <= 10 else f"numbers 0..{colours - 1}"
                if colours == 2:
                    allowed += ", '#'/'.' or '■'/'□'"
                raise ValueError(f"row {r}, column {c}: unknown character {tok!r}; allowed are {allowed}")
            value = int(tok)
            if value >= colours:
                raise ValueError(
                    f"row {r}, column {c}: value {tok!r} is too large; allowed are 0..{colours - 1}"
                    f" for {colours} colours"
                )
            row.append(value)
        rows.append(row)
    for r, row in enumerate(rows, start=1):
        if len(row) != len(rows[0]):
            raise ValueError(
                f"ragged rows: row 1 has {len(rows[0])} cells but row {r} has {len(row)}"
            )
    return np.array(rows, dtype=np.uint8)


def format_board(board) -> str:
    """The board as text, one row a line (notebook 01); ``parse_board`` reads it back.

    Values up to 9 are written as digits with no separator; boards with larger values
    (more than 10 colours) use space-separated numbers, which ``parse_board`` reads when
    given the number of colours.
    """
    arr = _as_grid(board, "board", None, allow_any_count=True)
    if arr.max() <= 9:
        return "\n".join("".join(str(v) for v in row) for row in arr)
    width = len(str(arr.max()))
    return "\n".join(" ".join(str(v).rjust(width) for v in row) for row in arr)


def press_matrix(m: int, n: int) -> np.ndarray:
    """The (m*n) x (m*n) 0/1 matrix A of the m x n board as a numpy uint8 array (notebook 01).

    Cells are numbered row-major (cell (r, c) is r*n + c); A[i, j] = 1 when pressing
    cell j toggles cell i. A is symmetric.
    """
    m = _check_size(m, "m (rows)")
    n = _check_size(n, "n (columns)")
    size = m * n
    a = np.zeros((size, size), dtype=np.uint8)
    idx = np.arange(size).reshape(m, n)
    a[idx.ravel(), idx.ravel()] = 1
    a[idx[1:, :].ravel(), idx[:-1, :].ravel()] = 1  # the cell above was pressed
    a[idx[:-1, :].ravel(), idx[1:, :].ravel()] = 1  # the cell below was pressed
    a[idx[:, 1:].ravel(), idx[:, :-1].ravel()] = 1  # the cell to the left was pressed
    a[idx[:, :-1].ravel(), idx[:, 1:].ravel()] = 1  # the cell to the right was pressed
    return a


def press_matrix_gf2(m: int, n: int):
    """The same matrix A as a Sage matrix over GF(2), built from blocks (notebook 01).

    A is the m x m block matrix with B (n x n, tridiagonal with ones) on the diagonal,
    the n x n identity I next to it and zero blocks elsewhere: [B I; I B I; ...; I B].
    """
    m = _check_size(m, "m (rows)")
    n = _check_size(n, "n (columns)")
    sg = _sage()
    F = sg.GF(2)
    B = sg.matrix(F, n, n, lambda i, j: 1 if abs(i - j) <= 1 else 0)
    I = sg.identity_matrix(F, n)
    Z = sg.zero_matrix(F, n, n)
    blocks = [[B if i == j else I if abs(i - j) == 1 else Z for j in range(m)] for i in range(m)]
    return sg.block_matrix(F, blocks, subdivide=False)


def apply_presses(board, presses, colours: int = 2) -> np.ndarray:
    """The board after the presses (notebook 01).

    Each press of cell (r, c) adds 1 mod ``colours`` to that cell and to its up, down,
    left and right neighbours inside the board (nothing wraps around). ``presses`` has
    the board's shape and holds non-negative press counts. Returns a new uint8 array.
    """
    colours = _check_colours(colours)
    b = _as_grid(board, "board", colours)
    p = _as_grid(presses, "presses", None, allow_any_count=True)
    if p.shape != b.shape:
        raise ValueError(f"presses have shape {p.shape} but the board has shape {b.shape}")
    p = p % colours
    total = b + p
    total[1:, :] += p[:-1, :]
    total[:-1, :] += p[1:, :]
    total[:, 1:] += p[:, :-1]
    total[:, :-1] += p[:, 1:]
    return (total % colours).astype(np.uint8)


def random_solvable_board(m: int, n: int, seed: int, colours: int = 2) -> np.ndarray:
    """A random board that is solvable by construction (notebook 01; source 000's procedure).

    ``random.Random(seed)`` draws ``randint(0, colours - 1)`` presses for each button in
    row-major order; the presses are applied to the dark board.
    """
    m = _check_size(m, "m (rows)")
    n = _check_size(n, "n (columns)")
    colours = _check_colours(colours)
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)):
        raise ValueError(f"seed must be an integer, got {seed!r}")
    rng = random.Random(int(seed))
    presses = [[rng.randint(0, colours - 1) for _ in range(n)] for _ in range(m)]
    return apply_presses(np.zeros((m, n), dtype=np.uint8), presses, colours)


def solve(board, colours: int = 2) -> np.ndarray:
    """One press pattern that brings every cell to 0 (notebook 02 for 2 colours, 04 for N).

    Returns presses in 0..colours-1 with ``apply_presses(board, presses, colours)`` all
    zero. Raises ``NotSolvableError`` (a ValueError) saying why when there is none.
    """
    colours = _check_colours(colours)
    b = _as_board(board, colours)
    if colours == 2:
        return _solve_gf2(b)
    return _solve_mod(b, colours)


# ---------------------------------------------------------------------------
# GF(2): solvability, all solutions, fewest presses (notebook 02)
# ---------------------------------------------------------------------------

def _solve_gf2(board: np.ndarray) -> np.ndarray:
    raise NotImplementedError("GF(2) solving arrives with notebook 02")


# ---------------------------------------------------------------------------
# Light chasing and the polynomials f_k (notebook 03)
# ---------------------------------------------------------------------------


# ---------------------------------------------------------------------------
# N colours: boards over Z/NZ (notebook 04)
# ---------------------------------------------------------------------------

def _solve_mod(board: np.ndarray, colours: int) -> np.ndarray:
    raise NotImplementedError("N-colour solving arrives with notebook 04")


# ---------------------------------------------------------------------------
# Integer programming with SCIP (notebook 05)
# ---------------------------------------------------------------------------


# ---------------------------------------------------------------------------
# Game of Life (notebook 06)
# ---------------------------------------------------------------------------

_LIFE_PLAIN = {"#": 1, "O": 1, ".": 0}
_RLE_HEADER = re.compile(r"\s*x\s*=\s*(\d+)\s*,\s*y\s*=\s*(\d+)\s*(?:,\s*rule\s*=\s*(\S+)\s*)?$", re.IGNORECASE)


def parse_life(text: str) -> np.ndarray:
    """Read a Game of Life pattern as a uint8 0/1 array (notebook 06).

    Two formats: plain text, one row a line, ``#`` or ``O`` alive and ``.`` dead (spaces
    inside a row are ignored, all rows as long); or run-length encoding (RLE): an optional
    header ``x = cols, y = rows[, rule = B3/S23]``, then ``b`` (dead), ``o`` (alive), ``$``
    (end of row), ``!`` (end), each optionally preceded by a run count; lines starting with
    ``#`` are comments and short rows are padded with dead cells. A text with a header line
    or a ``!`` is read as RLE, any other as plain text. Returns an array of shape
    (rows, cols); bad input raises ValueError naming the row or line and the column.
    """
    if not isinstance(text, str):
        raise ValueError(f"parse_life expects a string, got {type(text).__name__}")
    lines = text.splitlines()
    content = [line for line in lines if line.strip()]
    if not content:
        raise ValueError("the pattern is empty: no line has any cell")
    if "!" in text or any(line.strip().lower().startswith("x") and "=" in line for line in content):
        return _parse_life_rle(lines)
    return _parse_life_plain(lines)


def _parse_life_plain(lines: list[str]) -> np.ndarray:
    while not lines[0].strip():
        lines = lines[1:]
    while not lines[-1].strip():
        lines = lines[:-1]
    rows = []
    for r, line in enumerate(lines, start=1):
        if not line.strip():
            raise ValueError(f"row {r} is blank: blank lines are only allowed before and after the pattern")
        row = []
        for c, ch in enumerate((ch for ch in line if not ch.isspace()), start=1):
            if ch not in _LIFE_PLAIN:
                raise ValueError(f"row {r}, column {c}: unknown character {ch!r}; plain text allows '#' or 'O'"
                                 " (alive) and '.' (dead); an RLE pattern needs a header or a final '!'")
            row.append(_LIFE_PLAIN[ch])
        rows.append(row)
    for r, row in enumerate(rows, start=1):
        if len(row) != len(rows[0]):
            raise ValueError(f"ragged rows: row 1 has {len(rows[0])} cells but row {r} has {len(row)}")
    return np.array(rows, dtype=np.uint8)


def _parse_life_rle(lines: list[str]) -> np.ndarray:
    width = height = None
    rows: list[list[int]] = [[]]
    count = ""
    done = False
    header_seen = False
    for ln, line in enumerate(lines, start=1):
        stripped = line.strip()
        if done or not stripped or stripped.startswith("#"):
            continue
        if not header_seen and not rows[0] and len(rows) == 1 and stripped.lower().startswith("x"):
            match = _RLE_HEADER.match(line)
            if not match:
                raise ValueError(f"line {ln}: malformed RLE header {stripped!r}; expected 'x = cols, y = rows[, rule = B3/S23]'")
            width, height = int(match.group(1)), int(match.group(2))
            rule = match.group(3)
            if rule is not None and rule.upper() not in ("B3/S23", "23/3"):
                raise ValueError(f"line {ln}: rule {rule!r} is not Conway's Life (B3/S23)")
            if width == 0 or height == 0:
                raise ValueError(f"line {ln}: the header gives an empty pattern ({width} x {height})")
            header_seen = True
            continue
        header_seen = True
        for col, ch in enumerate(line, start=1):
            if ch.isspace():
                if count:
                    raise ValueError(f"line {ln}, column {col}: space inside the run count {count!r}")
                continue
            if ch.isdigit():
                count += ch
                continue
            n = int(count) if count else 1
            if count and ch == "!":
                raise ValueError(f"line {ln}, column {col}: run count {count!r} before '!'")
            if count and n == 0:
                raise ValueError(f"line {ln}, column {col}: run count 0 before {ch!r}")
            count = ""
            if ch in "bo":
                rows[-1].extend([1 if ch == "o" else 0] * n)
            elif ch == "$":
                rows.extend([] for _ in range(n))
            elif ch == "!":
                done = True
                break
            else:
                raise ValueError(
                    f"line {ln}, column {col}: unknown character {ch!r}; RLE allows digits, 'b', 'o', '$' and '!'"
                )
    if count:
        raise ValueError(f"the RLE ends with the run count {count!r} and nothing after it")
    if not done:
        raise ValueError("the RLE has no final '!'")
    while len(rows) > 1 and not rows[-1] and height is None:
        rows.pop()
    cols = max(len(row) for row in rows)
    if height is not None:
        if len(rows) > height:
            raise ValueError(f"the RLE has {len(rows)} rows but its header says y = {height}")
        if cols > width:
            r = next(i for i, row in enumerate(rows, start=1) if len(row) > width)
            raise ValueError(f"row {r} of the RLE has {len(rows[r - 1])} cells but its header says x = {width}")
        rows.extend([] for _ in range(height - len(rows)))
        cols = width
    if cols == 0:
        raise ValueError("the RLE pattern is empty: it has no cell")
    out = np.zeros((len(rows), cols), dtype=np.uint8)
    for r, row in enumerate(rows):
        out[r, : len(row)] = row
    return out


def _as_life(grid, name: str) -> np.ndarray:
    if isinstance(grid, str):
        raise ValueError(f"{name} is a string; use parse_life() to read a pattern from text")
    return _as_board(grid, 2, name)


def life_step(grid) -> np.ndarray:
    """One generation of Conway's Life on the infinite plane (notebook 06).

    ``grid`` is a finite 0/1 array; every cell outside it is dead. A live cell survives
    with 2 or 3 live neighbours (of its 8), a dead cell is born with exactly 3. Returns the
    next generation on the grid grown by one cell on every side, shape (rows+2, cols+2):
    nothing further out can become alive.
    """
    g = _as_life(grid, "grid").astype(np.int64)
    m, n = g.shape
    p = np.pad(g, 2)
    neighbours = sum(p[1 + dr : 1 + dr + m + 2, 1 + dc : 1 + dc + n + 2]
                     for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0))
    alive = p[1 : m + 3, 1 : n + 3]
    nxt = (neighbours == 3) | ((alive == 1) & (neighbours == 2))
    return nxt.astype(np.uint8)


LIFE_FORMULATIONS = ("source", "fast")
"""Models of ``life_predecessor``: "source" is source 004's constraints with SCIP's default
settings; "fast" is the same constraints with SCIP's cutting planes switched off."""


def _life_model(target, mask, formulation: str, cuts: bool = True):
    """A SCIP model whose binary variables x[r][c] form a parent of ``target`` where ``mask``.

    ``target`` and ``mask`` live on the parent's grid grown by one; cells with mask 0 are
    free. ``formulation`` is "bigm" (source 004's constraints) or "tight" (the smallest
    big-M coefficients, the convex hull for cells that must be alive); ``cuts=False``
    switches SCIP's cutting planes off. Returns (model, x).
    """
    from pyscipopt import Model, quicksum

    rows, cols = target.shape[0] - 2, target.shape[1] - 2
    model = Model("life-predecessor")
    model.hideOutput()
    model.setParam("randomization/randomseedshift", 0)
    model.setParam("randomization/permutationseed", 0)
    model.setParam("randomization/lpseed", 0)
    model.setParam("lp/threads", 1)
    model.setParam("parallel/maxnthreads", 1)
    x = [[model.addVar(vtype="B", name=f"x_{r}_{c}") for c in range(cols)] for r in range(rows)]

    def window(r, c):
        """The parent variables around next-generation cell (r, c) (grown coordinates), row-major, None outside."""
        return [x[r + dr - 1][c + dc - 1] if 0 <= r + dr - 1 < rows and 0 <= c + dc - 1 < cols else None
                for dr in (-1, 0, 1) for dc in (-1, 0, 1)]

    for (r, c), wanted in np.ndenumerate(target):
        if not mask[r, c]:
            continue
        w = window(r, c)
        centre = w[4]
        others = [v for k, v in enumerate(w) if k != 4 and v is not None]
        s = quicksum(others)
        xc = centre if centre is not None else 0
        if formulation == "bigm":  # source 004's constraints
            if wanted:  # born with 3, or alive with 2 or 3: s + x >= 3 and 2 s + x <= 7
                model.addCons(s + xc >= 3)
                model.addCons(2 * s + xc <= 7)
            else:  # s + x <= 2 (y = 0) or s >= 4 (y = 1)
                y = model.addVar(vtype="B", name=f"y_{r}_{c}")
                model.addCons(s + xc <= 2 + 7 * y)
                model.addCons(s >= 4 * y)
            continue
        nb = len(others)
        if wanted:  # exactly the allowed (x, s): s + x >= 3, s <= 3
            model.addCons(s + xc >= 3)
            model.addCons(s <= 3)
        elif nb < 3:  # fewer than 3 neighbours: never alive next, nothing to require
            continue
        elif nb == 3:  # the count 4 is out of reach: s + x <= 2
            model.addCons(s + xc <= 2)
        else:  # s + x <= 2 (y = 0) or s >= 4 (y = 1), with the smallest big-M coefficients
            y = model.addVar(vtype="B", name=f"y_{r}_{c}")
            model.addCons(s + xc <= 2 + (nb + (centre is not None) - 2) * y)
            model.addCons(s <= 2 + (nb - 2) * y)
            model.addCons(s >= 4 * y)
    if not cuts:
        model.setParam("separating/maxrounds", 0)
        model.setParam("separating/maxroundsroot", 0)
    return model, x


def life_predecessor(pattern, margin: int = 1, exact: bool = False, time_limit: float = 60.0,
                     formulation: str = "fast"):
    """A parent of a Life pattern found by SCIP, or None when SCIP proves there is none (notebook 06).

    The parent lives on the pattern's box grown by ``margin`` cells on every side (cells
    further out are dead) and its next generation equals ``pattern`` on the box. With
    ``exact=True`` every cell outside the box must be dead in the next generation too.
    ``margin=0`` is source 004's model; with ``margin=1`` and ``exact=False`` None proves
    a Garden of Eden on the infinite plane (cells two steps outside cannot reach the box).
    ``formulation`` is "fast" (default: cutting planes off) or "source" (SCIP defaults); both
    use source 004's constraints.
    Returns the parent as a uint8 array of shape (rows + 2 margin, cols + 2 margin), checked
    with ``life_step``; raises TimeoutError when ``time_limit`` seconds did not decide.
    SCIP runs silently, on one thread, with fixed random seeds.
    """
    p = _as_life(pattern, "pattern")
    if isinstance(margin, (bool, np.bool_)) or not isinstance(margin, (int, np.integer)) or margin < 0:
        raise ValueError(f"margin must be an integer >= 0, got {margin!r}")
    if not isinstance(exact, (bool, np.bool_)):
        raise ValueError(f"exact must be True or False, got {exact!r}")
    if isinstance(time_limit, (bool, np.bool_)) or not isinstance(time_limit, (int, float, np.integer, np.floating)) \
            or not time_limit > 0:
        raise ValueError(f"time_limit must be a positive number of seconds, got {time_limit!r}")
    if formulation not in LIFE_FORMULATIONS:
        raise ValueError(f"formulation must be one of {LIFE_FORMULATIONS}, got {formulation!r}")
    target, mask = _life_target(p, int(margin), bool(exact))
    model, x = _life_model(target, mask, "bigm", cuts=(formulation == "source"))
    model.setParam("limits/time", float(time_limit))
    model.optimize()
    status = model.getStatus()
    if status in ("infeasible", "inforunbd"):  # binaries and no objective: never unbounded
        return None
    if model.getNSols() == 0:
        if status == "timelimit":
            raise TimeoutError(f"SCIP did not decide within {time_limit} s: no parent found, none ruled out")
        raise RuntimeError(f"SCIP stopped with status {status!r} and no solution")
    sol = model.getBestSol()
    parent = np.array([[round(model.getSolVal(sol, v)) for v in row] for row in x], dtype=np.uint8)
    if not np.array_equal(life_step(parent)[mask], target[mask]):
        raise RuntimeError("SCIP returned a parent that life_step does not turn into the pattern")
    return parent


def _life_target(pattern: np.ndarray, margin: int, exact: bool):
    """The wanted next generation and the cells it constrains, on the parent's grid grown by one."""
    m, n = pattern.shape
    size = (m + 2 * margin + 2, n + 2 * margin + 2)
    box = (slice(margin + 1, margin + 1 + m), slice(margin + 1, margin + 1 + n))
    target = np.zeros(size, dtype=np.uint8)
    target[box] = pattern
    mask = np.ones(size, dtype=bool) if exact else np.zeros(size, dtype=bool)
    mask[box] = True
    return target, mask


# ---------------------------------------------------------------------------
# A board to play with in JupyterLab (notebook 00)
# ---------------------------------------------------------------------------


# ---------------------------------------------------------------------------
# Figures (notebook 01): one style, one export function
# ---------------------------------------------------------------------------

def _figures_dir() -> Path:
    """figures/ at the repository root, or $LIGHTSOUT_FIGURES_DIR when set (used by tests)."""
    override = os.environ.get("LIGHTSOUT_FIGURES_DIR")
    return Path(override) if override else ROOT / "figures"


def _use_style() -> None:
    import matplotlib.style

    matplotlib.style.use(STYLE_FILE)


def plot_board(board, presses=None, ax=None, colours: int | None = None, title: str | None = None):
    """Draw a board (and optionally the presses as rings) on a matplotlib axes (notebook 01).

    Lit cells are yellow and dark cells charcoal for 2 colours; with more colours each value
    has its own shade and is written in the cell. Presses (same shape, counts) are marked by
    a red ring, with the count written when it exceeds 1. Returns the axes.
    """
    import matplotlib.pyplot as plt
    from matplotlib.colors import ListedColormap

    if colours is None:
        arr = _as_grid(board, "board", None, allow_any_count=True)
        colours = max(2, int(arr.max()) + 1)
    colours = _check_colours(colours)
    b = _as_board(board, colours)
    p = None
    if presses is not None:
        p = _as_grid(presses, "presses", None, allow_any_count=True)
        if p.shape != b.shape:
            raise ValueError(f"presses have shape {p.shape} but the board has shape {b.shape}")
    if ax is None:
        _, ax = plt.subplots()
    m, n = b.shape
    if colours == 2:
        cmap = ListedColormap(["#2b2b2b", "#ffd43b"])
    else:
        cmap = plt.get_cmap("viridis", colours)
    ax.imshow(b, cmap=cmap, vmin=-0.5, vmax=colours - 0.5, interpolation="nearest")
    ax.set_xticks(np.arange(-0.5, n, 1), minor=True)
    ax.set_yticks(np.arange(-0.5, m, 1), minor=True)
    ax.grid(which="minor", color="#9e9e9e", linewidth=1.0 if max(m, n) <= 20 else 0.3)
    ax.tick_params(which="both", bottom=False, left=False, labelbottom=False, labelleft=False)
    for spine in ax.spines.values():
        spine.set_visible(True)
        spine.set_color("#9e9e9e")
    big = max(m, n) <= 12
    if colours > 2 and big:
        for (r, c), v in np.ndenumerate(b):
            ax.text(c, r, str(v), ha="center", va="center", fontsize=9,
                    color="white" if v < colours / 2 else "black")
    if p is not None:
        rr, cc = np.nonzero(p)
        ax.scatter(cc, rr, s=(220 if big else 20) * (12 / max(m, n, 12)) ** 2 * (1 if big else 4),
                   facecolors="none", edgecolors="#e03131", linewidths=2 if big else 0.8)
        if big:
            for r, c in zip(rr, cc):
                if p[r, c] > 1:
                    ax.text(c + 0.3, r - 0.3, str(p[r, c]), ha="center", va="center",
                            fontsize=8, color="#e03131")
    if title:
        ax.set_title(title)
    return ax


_FIGURE_NAME = re.compile(r"[0-9]{2}-[a-z0-9]+(-[a-z0-9]+)*")


def savefig(fig, name: str) -> list[Path]:
    """Write ``fig`` as figures/NAME.svg, .pdf and .png (notebook 01; every figure uses it).

    NAME starts with the notebook number, e.g. ``01-one-press``. Metadata that would
    change from run to run (dates, software versions) is left out, so two runs give
    identical bytes for the same matplotlib. Returns the paths written.
    """
    if not isinstance(name, str) or not _FIGURE_NAME.fullmatch(name):
        raise ValueError(
            f"figure name {name!r} must look like 'NN-words-with-dashes' (lower case, "
            "starting with the notebook number, no extension)"
        )
    out = _figures_dir()
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    meta = {
        "svg": {"Date": None, "Creator": None},
        "pdf": {"CreationDate": None, "ModDate": None, "Creator": None, "Producer": None},
        "png": {"Software": None},
    }
    for ext in ("svg", "pdf", "png"):
        path = out / f"{name}.{ext}"
        fig.savefig(path, format=ext, metadata=meta[ext])
        paths.append(path)
    return paths


_use_style()
