"""Validation shared by every chapter, the repository paths and NotSolvableError.

Introduced with the boards of notebook 01; every other module validates its input here.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
"""The repository root: data/ and figures/ are found from here, not from the working directory."""

DATA_DIR = ROOT / "data"
STYLE_FILE = ROOT / "figures" / "lightsout.mplstyle"


class NotSolvableError(ValueError):
    """Raised when a solution is asked for a board that has none; the message says why."""


def sage_all():
    """Import the parts of Sage the helpers use (conda-forge sage or passagemath wheels)."""
    try:
        import sage.all as sg  # noqa: F401
    except ImportError:  # the modular passagemath wheels
        import sage.all__sagemath_modules as sg  # noqa: F401
    return sg


def check_size(value, name: str) -> int:
    """A positive Python int, or a ValueError that names the argument."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise ValueError(f"{name} must be a positive integer, got {value!r}")
    if value <= 0:
        raise ValueError(f"{name} must be a positive integer, got {value}")
    return int(value)


def check_colours(colours) -> int:
    if isinstance(colours, (bool, np.bool_)) or not isinstance(colours, (int, np.integer)):
        raise ValueError(f"colours must be an integer >= 2, got {colours!r}")
    if colours < 2:
        raise ValueError(f"colours must be an integer >= 2, got {colours}")
    if colours > 255:
        raise ValueError(f"colours must be at most 255 (boards are uint8), got {colours}")
    return int(colours)


def _exact_int(value) -> int | None:
    """``int(value)`` when value equals that integer (and fits in int64), else None."""
    if isinstance(value, (str, bytes)):
        return None
    try:
        iv = int(value)
        if iv != value or abs(iv) >= 2 ** 62:
            return None
    except (TypeError, ValueError, ArithmeticError):
        return None
    return iv


def as_grid(values, name: str, colours: int | None, *, allow_any_count: bool = False) -> np.ndarray:
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
        # object or text arrays: accept each cell that equals an integer (Python ints mixed with
        # other objects, Sage integers, GF(p) elements) and name the first cell that does not
        converted = np.zeros(arr.shape, dtype=np.int64)
        for (r, c), v in np.ndenumerate(np.asarray(values, dtype=object)):
            iv = _exact_int(v)
            if iv is None:
                raise ValueError(f"{name} must hold integers; row {r + 1}, column {c + 1} is {v!r}")
            converted[r, c] = iv
        arr = converted
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


def as_board(board, colours: int = 2, name: str = "board") -> np.ndarray:
    """A validated copy of ``board`` as uint8."""
    if (isinstance(board, np.ndarray) and board.dtype == np.uint8 and board.ndim == 2
            and board.size and int(board.max()) < colours):
        return board.copy()  # fast path for large boards: already uint8 and in range
    return as_grid(board, name, colours).astype(np.uint8)


