"""``solve``: one press pattern for any number of colours (notebook 02 for 2, 05 for N).

The top of the solver layers: it dispatches to ``gf2`` (2 colours) and ``zmod`` (N colours),
which build on ``matrices`` and ``chasing``; nothing below imports this module.
"""

from __future__ import annotations

import numpy as np

from .gf2 import solve_gf2
from .validation import as_board, check_board_size, check_colours
from .zmod import solve_mod


def solve(board, colours: int = 2) -> np.ndarray:
    """One press pattern that brings every cell to 0 (notebook 02 for 2 colours, 05 for N).

    Returns presses in 0..colours-1 with ``apply_presses(board, presses, colours)`` all
    zero. Raises ``NotSolvableError`` (a ValueError) saying why when there is none.
    Boards up to ``SOLVE_MAX_SIDE`` = 1,000,000 rows and columns and ``SOLVE_MAX_CELLS`` =
    2**31 cells (e.g. 46,340 x 46,340) are taken; larger ones are refused at once.
    """
    colours = check_colours(colours)
    if isinstance(board, np.ndarray):
        check_board_size(board.shape, "solve")  # before copying a huge array
    if (
        colours == 2
        and type(board) is np.ndarray
        and board.dtype == np.uint8
        and board.ndim == 2
        and board.flags.c_contiguous
        and board.size
        and int(board.max()) < 2
    ):
        # a valid 0/1 uint8 board is read, never written, by the GF(2) solvers: no copy (the
        # copy was a fifth of the time of a first large solve, spent touching fresh memory)
        b = board
    else:
        b = as_board(board, colours)
    check_board_size(b.shape, "solve")
    if colours == 2:
        return solve_gf2(b)
    return solve_mod(b, colours)
