"""Validation shared by every chapter, the repository paths, the size limits and NotSolvableError.

Introduced with the boards of notebook 01; every other module validates its input here.
"""

from __future__ import annotations

import functools
import operator
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
"""The repository root: data/ and figures/ are found from here, not from the working directory."""

DATA_DIR = ROOT / "data"
STYLE_FILE = ROOT / "figures" / "lightsout.mplstyle"


# Size limits. A request beyond one is refused at once with a ValueError that names the limit,
# instead of running for hours or exhausting memory. Each allows every use in the book and the
# benchmarks; the timings quoted were measured on the 2-core machine that builds the book.
SOLVE_MAX_SIDE = 1_000_000
"""Most rows, and most columns, of a board ``solve`` takes (2 colours); also bounds the rows of
``chase_matrix`` and the sides of ``quiet_patterns``. The chasing solver works with polynomials
of degree about the number of columns and rows."""

SOLVE_MAX_CELLS = 2**31
"""Most cells of a board ``solve`` takes: 2,147,483,648, e.g. 46,340 x 46,340 (2 GiB as uint8)."""

PRESS_MATRIX_MAX_CELLS = 2**14
"""Most cells m*n for ``press_matrix``: its dense (m*n) x (m*n) uint8 array then takes 256 MiB."""

PRESS_MATRIX_GF2_MAX_CELLS = 2**15
"""Most cells m*n for ``press_matrix_gf2``: the dense GF(2) matrix (one bit an entry) then takes 128 MiB."""

RANDOM_BOARD_MAX_CELLS = 10**6
"""Most cells for ``random_solvable_board``: it makes one Python random draw per cell (1000 x 1000 at most)."""

CHASE_POLYNOMIAL_MAX_K = 10**8
"""Largest k for ``chase_polynomial``: f_k has degree k - 1 (12 MB, about a second at the limit)."""

NULLITY_MAX_SIDE = 10**7
"""Most rows, and most columns, for ``nullity`` of a non-square board (or the sigma game):
a gcd of polynomials of degree about (m + 1) / 2 and (n + 1) / 2 (about 15 s at 10**7)."""

NULLITY_SQUARE_MAX_SIDE = 10**8
"""Most rows for ``nullity(n, n)`` of a square board: a gcd of two polynomials of degree about
n / 4 (about 6 s at 10**7, 2.3 minutes and 160 MB at 10**8 here)."""

CHASE_MATRIX_MAX_COLUMNS = 10_000
"""Most columns n for ``chase_matrix``: the n x n GF(2) matrix is built from an n x n byte array."""

QUIET_PATTERNS_MAX_CELLS = 2**28
"""Most cells in all the patterns ``quiet_patterns`` returns (nullity * m * n, one byte each: 256 MiB)."""

MIN_PRESS_DISTRIBUTION_MAX_CELLS = 32
"""Most cells of a board ``min_press_distribution`` takes: it enumerates all 2**rank solvable boards."""

LIGHTS_DISTRIBUTION_MAX_CELLS = 400
"""Most cells of a board ``solvable_lights_distribution`` takes (its cost grows like cells**2)."""

PARSE_LIFE_MAX_CELLS = 10**7
"""Most cells (rows x columns) of a pattern ``parse_life`` reads, whatever its header or run counts say."""

HARDEST_BOARD_MAX_NULLITY = 24
"""Largest nullity for ``hardest_board``: each step of its search transforms 2**d int64 values
(128 MiB at d = 24; the book's table goes to d = 20)."""

HARDEST_SUBSPACE_MAX_DIMENSION = 16
"""Largest dimension of the subspace of ``hardest_subspace_check``: its program has 2**dim
inequalities (the book's certificates use dimension 8)."""


class NotSolvableError(ValueError):
    """Raised when a solution is asked for a board that has none; the message says why."""


@functools.cache
def sage_all():
    """Import the parts of Sage the helpers use (conda-forge sage or passagemath wheels).

    Looked up once per process: a failed ``import sage.all`` searches the whole path again.
    """
    try:
        import sage.all as sg  # noqa: F401
    except ImportError:  # the modular passagemath wheels
        import sage.all__sagemath_modules as sg  # noqa: F401
    return sg


def exact_int(value) -> int | None:
    """``value`` as a Python int when it is an exact integer, else None.

    Exact integers are Python and numpy integers, Sage Integers and anything else Python itself
    accepts as an index (``operator.index``); booleans, floats and strings are not.
    """
    if isinstance(value, (bool, np.bool_)):
        return None
    try:
        return operator.index(value)
    except TypeError:
        return None


def shown(value) -> str:
    """A value for an error message: an exact integer in full, anything else as its repr and type."""
    iv = exact_int(value)
    if iv is not None:
        return str(iv)
    return f"{value!r} ({type(value).__name__})"


def check_size(value, name: str) -> int:
    """A positive Python int (any exact integer type, see ``exact_int``), or a ValueError naming the argument."""
    iv = exact_int(value)
    if iv is None or iv <= 0:
        raise ValueError(f"{name} must be a positive integer, got {shown(value)}")
    return iv


def check_natural(value, name: str) -> int:
    """An integer >= 0 as a Python int (any exact integer type), or a ValueError naming the argument."""
    iv = exact_int(value)
    if iv is None or iv < 0:
        raise ValueError(f"{name} must be an integer >= 0, got {shown(value)}")
    return iv


def check_integers(values, name: str, length=None, highs=None) -> list[int]:
    """``values`` as a list of Python ints (any exact integer type): ``length`` of them and
    entry i in 0..highs[i] when given; else a ValueError naming the argument and the entry."""
    items = values.tolist() if isinstance(values, np.ndarray) else values
    if isinstance(items, (str, bytes)) or not hasattr(items, "__iter__"):
        raise ValueError(f"{name} must be a list of integers, got {shown(values)}")
    items = list(items)
    if length is not None and len(items) != length:
        raise ValueError(f"{name} must have {length} entries, got {len(items)}")
    out = []
    for i, v in enumerate(items):
        iv, high = exact_int(v), None if highs is None else highs[i]
        if iv is None or (high is not None and not 0 <= iv <= high):
            what = "an integer" if high is None else f"an integer 0..{high}"
            raise ValueError(f"{name}[{i}] must be {what}, got {shown(v)}")
        out.append(iv)
    return out


def check_limit(
    value: int, limit: int, limit_name: str, subject: str, why: str = ""
) -> None:
    """Refuse ``value`` above ``limit``: a ValueError "<subject>, more than <limit_name> = <limit> ...".

    ``subject`` states the value (e.g. "press_matrix(300, 300): the board has 90,000 cells");
    ``why`` (optional) is appended and says what the limit protects or what to use instead.
    """
    if value > limit:
        raise ValueError(
            f"{subject}, more than the limit {limit_name} = {limit:,}"
            f" (lightsout/validation.py){why}"
        )


def check_colours(colours) -> int:
    """The number of colours as a Python int in 2..255 (any exact integer type), or a ValueError."""
    iv = exact_int(colours)
    if iv is None or iv < 2:
        raise ValueError(f"colours must be an integer >= 2, got {shown(colours)}")
    if iv > 255:
        raise ValueError(f"colours must be at most 255 (boards are uint8), got {iv}")
    return iv


def _exact_cell(value) -> int | None:
    """``int(value)`` when value equals that integer (Sage integers, GF(p) elements, 3.0), else None."""
    if isinstance(value, (str, bytes)):
        return None
    iv = exact_int(value)
    if iv is not None:
        return iv
    try:
        iv = int(value)
        if iv != value:
            return None
    except (TypeError, ValueError, ArithmeticError):
        return None
    return iv


def _nested(cell) -> bool:
    return isinstance(cell, (list, tuple, range)) or (
        isinstance(cell, np.ndarray) and cell.ndim > 0
    )


def _check_rows(values, name: str) -> None:
    """The first row of a list of rows that is no sequence of cells, or that is longer or shorter than row 1."""
    if len(values) == 0:
        raise ValueError(f"{name} is empty: it needs at least one row and one column")
    first = None
    for r, row in enumerate(values):
        if not isinstance(row, (list, tuple, np.ndarray)):
            raise ValueError(f"{name} row {r + 1} is {row!r}, not a sequence of cells")
        if isinstance(row, np.ndarray) and row.ndim != 1:
            raise ValueError(
                f"{name} row {r + 1} is an array of shape {row.shape}, not a row of cells"
            )
        first = len(row) if first is None else first
        if len(row) != first:
            raise ValueError(
                f"{name} has ragged rows: row 1 has {first} cells but row {r + 1} has {len(row)}"
            )


def _check_cells(values, name: str) -> None:
    """The first cell of a list of rows that is itself a sequence (numpy says only "inhomogeneous shape")."""
    for r, row in enumerate(values):
        for c, cell in enumerate(row):
            if _nested(cell):
                raise ValueError(
                    f"{name} row {r + 1}, column {c + 1} is {cell!r}: a cell must be a "
                    "single integer, not a sequence"
                )


def _out_of_range(
    name: str, r: int, c: int, value, colours: int | None, allow_any_count: bool
) -> ValueError:
    if allow_any_count or colours is None:
        if value < 0:
            what = "press counts" if "press" in name else "values"
            return ValueError(
                f"{name} row {r + 1}, column {c + 1} is {value}: {what} must be >= 0"
            )
        return ValueError(
            f"{name} row {r + 1}, column {c + 1} is {value}: too large, values must be"
            f" below 2**63"
        )
    return ValueError(
        f"{name} row {r + 1}, column {c + 1} is {value}: allowed values are 0..{colours - 1}"
        f" for {colours} colours"
    )


def _shown_number(v):
    """A numpy scalar as a Python number for a message: integral floats as exact ints."""
    if isinstance(v, np.floating) and np.isfinite(v) and v == np.round(v):
        return int(v)
    return v.item() if hasattr(v, "item") else v


def as_grid(
    values, name: str, colours: int | None, *, allow_any_count: bool = False
) -> np.ndarray:
    """Validate a 2-D array-like of integers and return it as a new int64 array.

    With ``colours`` set, every value must lie in 0..colours-1; with ``allow_any_count``
    (or no ``colours``) any integer in 0..2**63-1 is accepted (press counts). Accepted: nested
    lists and tuples, numpy arrays of any integer, float (integral values) or bool dtype,
    ``np.matrix``, masked arrays without masked cells (a masked cell has no value, so it is
    refused), Sage matrices, and cells of any exact integer type (e.g. Sage Integers, GF(p)).
    """
    if isinstance(values, str):
        raise ValueError(
            f"{name} is a string; use parse_board() to read a board from text"
        )
    if np.ma.isMaskedArray(values):
        mask = np.ma.getmaskarray(values)
        if mask.any():
            where = np.argwhere(mask)[0]
            at = (
                f"row {where[0] + 1}, column {where[1] + 1}"
                if mask.ndim == 2
                else f"index {tuple(where)}"
            )
            raise ValueError(
                f"{name} {at} is masked: every cell needs a value (fill the masked cells"
                f" first, e.g. with .filled(0))"
            )
        values = np.ma.getdata(values)
    listed = isinstance(values, (list, tuple))
    if listed:
        _check_rows(values, name)
    try:
        arr, problem = np.asarray(values), None
    except (ValueError, TypeError) as err:
        arr, problem = None, err
    if listed and (arr is None or arr.ndim != 2):
        _check_cells(values, name)  # names a cell that is a sequence
    if arr is None:
        raise ValueError(
            f"{name} must be a 2-D array or a list of rows of integers ({problem})"
        )
    if arr.ndim != 2:
        if arr.ndim == 0:
            raise ValueError(
                f"{name} must be a 2-D array or a list of rows, got {type(values).__name__}"
            )
        raise ValueError(
            f"{name} must be 2-dimensional (rows x columns), got shape {arr.shape}"
        )
    if arr.shape[0] == 0 or arr.shape[1] == 0:
        raise ValueError(
            f"{name} is empty (shape {arr.shape}): it needs at least one row and one column"
        )
    check_array_size(arr.shape, name)  # before any copy of the data
    high = None if allow_any_count or colours is None else colours - 1
    if arr.dtype == bool:
        arr = arr.astype(np.int64)
    if arr.dtype.kind == "f":
        arr = arr.astype(
            np.float64, copy=False
        )  # float16 cannot even hold the bound 2**63
        bad = ~np.isfinite(arr) | (arr != np.round(arr))
        if bad.any():
            r, c = map(int, np.argwhere(bad)[0])
            raise ValueError(
                f"{name} must hold integers; row {r + 1}, column {c + 1} is {arr[r, c]!r}"
            )
        if listed and (np.abs(arr) >= 2.0**53).any():
            arr = np.asarray(
                values, dtype=object
            )  # Python ints that numpy rounded to floats: keep them exact
    if arr.dtype.kind in "iuf":
        if high is not None:
            bad = (arr < 0) | (arr > high)
        elif arr.dtype.kind == "f":
            bad = (arr < 0) | (
                arr >= 2.0**63
            )  # 2**63 - 1 is no float: compare with 2**63
        else:
            bad = (arr < 0) | (arr > 2**63 - 1)
        if bad.any():
            r, c = map(int, np.argwhere(bad)[0])
            raise _out_of_range(
                name, r, c, _shown_number(arr[r, c]), colours, allow_any_count
            )
        return arr.astype(np.int64)
    # object or text arrays: accept each cell that equals an integer (Python ints mixed with
    # other objects, Sage integers, GF(p) elements) and name the first cell that does not
    cells = arr if arr.dtype == object else np.asarray(values, dtype=object)
    converted = np.zeros(arr.shape, dtype=np.int64)
    top = 2**63 - 1 if high is None else high
    for (r, c), v in np.ndenumerate(cells):
        iv = _exact_cell(v)
        if iv is None:
            raise ValueError(
                f"{name} must hold integers; row {r + 1}, column {c + 1} is {v!r}"
            )
        if iv < 0 or iv > top:
            raise _out_of_range(name, r, c, iv, colours, allow_any_count)
        converted[r, c] = iv
    return converted


def as_board(board, colours: int = 2, name: str = "board") -> np.ndarray:
    """A validated copy of ``board`` as a plain uint8 ndarray (see ``as_grid`` for what is accepted)."""
    if isinstance(board, np.ndarray) and board.ndim == 2:
        check_array_size(board.shape, name)  # before reading or copying the data
    if (
        type(board) is np.ndarray
        and board.dtype == np.uint8
        and board.ndim == 2
        and board.size
        and int(board.max()) < colours
    ):
        return board.copy()  # fast path for large boards: already uint8 and in range
    return as_grid(board, name, colours).astype(np.uint8)


def check_array_size(shape, name: str) -> None:
    """Refuse a 2-D array beyond ``SOLVE_MAX_SIDE`` rows or columns or ``SOLVE_MAX_CELLS``
    cells, the largest board any function of the book takes; called on the shape, before
    the data is read or copied (a larger array would exhaust the memory first)."""
    m, n = (int(v) for v in shape)
    why = (
        "; no function of the book takes a larger array (lightsout/validation.py):"
        f" at most {SOLVE_MAX_SIDE:,} rows and columns and {SOLVE_MAX_CELLS:,} cells"
    )
    for count, side in ((m, "rows"), (n, "columns")):
        if count > SOLVE_MAX_SIDE:
            raise ValueError(
                f"{name} has {count:,} {side}, more than SOLVE_MAX_SIDE{why}"
            )
    if m * n > SOLVE_MAX_CELLS:
        raise ValueError(
            f"{name} has {m:,} x {n:,} = {m * n:,} cells, more than SOLVE_MAX_CELLS{why}"
        )


def board_shape(board):
    """The (rows, columns) of a 2-D numpy array (or anything with a 2-D ``shape``) without
    reading its data; None for other input (lists are measured when converted)."""
    shape = getattr(board, "shape", None)
    if isinstance(shape, tuple) and len(shape) == 2:
        try:
            return tuple(int(v) for v in shape)
        except (TypeError, ValueError):
            return None
    return None


def check_board_size(shape, what: str) -> None:
    """Refuse a board beyond ``SOLVE_MAX_SIDE`` rows or columns or ``SOLVE_MAX_CELLS`` cells."""
    if len(shape) != 2:
        return  # as_grid reports it
    m, n = (int(v) for v in shape)
    why = (
        f"; {what} takes boards of at most {SOLVE_MAX_SIDE:,} rows and columns and"
        f" {SOLVE_MAX_CELLS:,} cells (e.g. 46,340 x 46,340)"
    )
    check_limit(
        m, SOLVE_MAX_SIDE, "SOLVE_MAX_SIDE", f"{what}: the board has {m:,} rows", why
    )
    check_limit(
        n, SOLVE_MAX_SIDE, "SOLVE_MAX_SIDE", f"{what}: the board has {n:,} columns", why
    )
    check_limit(
        m * n,
        SOLVE_MAX_CELLS,
        "SOLVE_MAX_CELLS",
        f"{what}: the {m:,} x {n:,} board has {m * n:,} cells",
        why,
    )
