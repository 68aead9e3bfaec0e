"""The shared code of the book *Lights Out, executed*: its whole public API at a glance.

Every notebook and test imports this module (``import lightsout_helpers as lo``). The code
lives in the package ``lightsout/``, one module per chapter; this file only re-exports the
public names, grouped by the notebook that introduces them.

Conventions, the same in every module:

* A board is a numpy ``uint8`` array of shape ``(rows, cols)``, values ``0..colours-1``.
  A press pattern has the same shape; entry ``k`` means "press this button k times".
* Functions accept anything array-like, return new arrays and never change their input.
* Input is validated once, at the entry; bad input raises ``ValueError`` naming the row,
  the column and the offending value (rows and columns count from 1). A board that has no
  solution raises ``NotSolvableError`` (a ValueError) saying why.
* Randomness only through an explicit seed.
"""

# Paths and the error raised for unsolvable boards (lightsout/validation.py)
# The chapter modules themselves, for tests and benchmarks that look inside

# 01 Boards, presses, the press matrix A; one solution for any number of colours (lightsout/boards.py)
from lightsout.boards import (
    apply_presses,
    format_board,
    parse_board,
    press_matrix,
    press_matrix_gf2,
    random_solvable_board,
    solve,
)

# 03-04 Light chasing, the polynomials f_k, nullity; the solver for large boards (lightsout/chasing.py)
from lightsout.chasing import chase, chase_matrix, chase_polynomial, nullity

# 01 Figures: one style, one export function (lightsout/figures.py)
from lightsout.figures import plot_board, savefig

# 02 Solving over GF(2): quiet patterns, all solutions, fewest presses (lightsout/gf2.py)
from lightsout.gf2 import min_press_distribution, min_presses, quiet_patterns, solutions

# 08 Beyond the grid: the sigma game and the torus (keywords of press_matrix and nullity), any graph (lightsout/graphs.py)
from lightsout.graphs import graph_press_matrix, press_graph, solve_graph

# 06 Integer programming with SCIP (lightsout/ilp.py)
from lightsout.ilp import ScipResult, scip_solve, scip_solve_reduced

# 07 Conway's Game of Life and Gardens of Eden (lightsout/life.py)
from lightsout.life import (
    LIFE_FORMULATIONS,
    LIFE_METHODS,
    MAX_PREDECESSOR_CELLS,
    life_cell_clauses,
    life_predecessor,
    life_step,
    parse_life,
)

# 00 A board to play with in JupyterLab (lightsout/play.py)
from lightsout.play import PlayBoard
from lightsout.validation import DATA_DIR, ROOT, STYLE_FILE, NotSolvableError

# 05 N colours over Z/NZ: the Smith normal form (lightsout/zmod.py)
from lightsout.zmod import chase_matrix_z, elementary_divisors, solution_count

__all__ = [
    "DATA_DIR",
    "ROOT",
    "STYLE_FILE",
    "NotSolvableError",
    "PlayBoard",
    "apply_presses",
    "format_board",
    "parse_board",
    "press_matrix",
    "press_matrix_gf2",
    "random_solvable_board",
    "solve",
    "plot_board",
    "savefig",
    "min_press_distribution",
    "min_presses",
    "quiet_patterns",
    "solutions",
    "chase",
    "chase_matrix",
    "chase_polynomial",
    "nullity",
    "chase_matrix_z",
    "elementary_divisors",
    "solution_count",
    "ScipResult",
    "scip_solve",
    "scip_solve_reduced",
    "LIFE_FORMULATIONS",
    "LIFE_METHODS",
    "MAX_PREDECESSOR_CELLS",
    "life_cell_clauses",
    "life_predecessor",
    "life_step",
    "parse_life",
    "graph_press_matrix",
    "press_graph",
    "solve_graph",
]
