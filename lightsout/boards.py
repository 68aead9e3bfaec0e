"""Boards and presses (notebook 01): reading, printing, pressing, dealing random boards.

The press matrix A is in ``matrices``; ``solve`` is in ``solving``.
"""

from __future__ import annotations

import random
import re

import numpy as np

from .validation import (
    RANDOM_BOARD_MAX_CELLS,
    as_grid,
    check_colours,
    check_limit,
    check_size,
    exact_int,
)

_SYMBOLS = {"#": 1, ".": 0, "■": 1, "□": 0}


def parse_board(text: str, colours: int = 2) -> np.ndarray:
    """Read a board from text: one row a line, one cell a character (notebook 01).

    Cells are digits 0..colours-1; with 2 colours also ``#``/``.`` and ``■``/``□``
    (lit/dark). Spaces between cells are allowed; blank lines at the ends are ignored.
    For more than 10 colours, cells are whitespace-separated numbers when any row holds
    whitespace, and single digits otherwise (so ``format_board`` output always reads back).
    Returns a uint8 array of shape (rows, cols). Ragged rows, unknown characters,
    values >= colours and empty boards raise ValueError naming row, column and character.
    """
    colours = check_colours(colours)
    if not isinstance(text, str):
        raise ValueError(f"parse_board expects a string, got {type(text).__name__}")
    lines = text.splitlines()
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    if not lines:
        raise ValueError("the board is empty: no row has any cell")
    # More than 10 colours: cells are numbers separated by whitespace as soon as any row
    # holds whitespace (format_board writes it so); otherwise one digit a cell.
    numbers = colours > 10 and any(ch.isspace() for line in lines for ch in line)
    rows: list[list[int]] = []
    for r, line in enumerate(lines, start=1):
        if not line.strip():
            raise ValueError(
                f"row {r} is blank: blank lines are only allowed before and after the board"
            )
        if numbers:
            tokens = line.split()
        else:
            tokens = [ch for ch in line if not ch.isspace()]
        row = []
        for c, tok in enumerate(tokens, start=1):
            if colours == 2 and tok in _SYMBOLS:
                row.append(_SYMBOLS[tok])
                continue
            if not re.fullmatch(r"[0-9]+", tok):
                allowed = (
                    f"digits 0..{colours - 1}"
                    if colours <= 10
                    else f"numbers 0..{colours - 1}"
                )
                if colours == 2:
                    allowed += ", '#'/'.' or '■'/'□'"
                raise ValueError(
                    f"row {r}, column {c}: unknown character {tok!r}; allowed are {allowed}"
                )
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
    (more than 10 colours) use right-aligned numbers, each preceded by a space, which
    ``parse_board`` reads when given the number of colours.
    """
    arr = as_grid(board, "board", None, allow_any_count=True)
    if arr.max() <= 9:
        return "\n".join("".join(str(v) for v in row) for row in arr)
    width = len(str(arr.max())) + 1
    return "\n".join("".join(str(v).rjust(width) for v in row) for row in arr)


def apply_presses(board, presses, colours: int = 2) -> np.ndarray:
    """The board after the presses (notebook 01).

    Each press of cell (r, c) adds 1 mod ``colours`` to that cell and to its up, down,
    left and right neighbours inside the board (nothing wraps around). ``presses`` has
    the board's shape and holds non-negative press counts. Returns a new uint8 array.
    """
    colours = check_colours(colours)
    b = as_grid(board, "board", colours)
    p = as_grid(presses, "presses", None, allow_any_count=True)
    if p.shape != b.shape:
        raise ValueError(
            f"presses have shape {p.shape} but the board has shape {b.shape}"
        )
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
    row-major order; the presses are applied to the dark board. At most
    ``RANDOM_BOARD_MAX_CELLS`` = 1,000,000 cells (one Python random draw per cell).
    """
    m = check_size(m, "m (rows)")
    n = check_size(n, "n (columns)")
    colours = check_colours(colours)
    seed_int = exact_int(seed)
    if seed_int is None:
        raise ValueError(f"seed must be an integer, got {seed!r}")
    check_limit(
        m * n,
        RANDOM_BOARD_MAX_CELLS,
        "RANDOM_BOARD_MAX_CELLS",
        f"random_solvable_board({m}, {n}, ...): the board has {m * n:,} cells",
        "; for larger boards apply numpy random presses to the dark board (see notebook 04)",
    )
    rng = random.Random(seed_int)
    presses = [[rng.randint(0, colours - 1) for _ in range(n)] for _ in range(m)]
    return apply_presses(np.zeros((m, n), dtype=np.uint8), presses, colours)


# ---------------------------------------------------------------------------
