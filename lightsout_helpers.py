"""The shared code of the book *Lights Out, executed*: its whole public API at a glance.

Every notebook and test imports this module (``import lightsout_helpers as lo``). The code
lives in the package ``lightsout/`` (flat, in layers: ``lightsout/__init__.py`` and
README.md's table say which module serves which chapter); this file only re-exports the
public names, grouped by the notebook that introduces them.

Conventions, the same in every module:

* A board is a numpy ``uint8`` array of shape ``(rows, cols)``, values ``0..colours-1``.
  A press pattern has the same shape; entry ``k`` means "press this button k times".
* Functions accept anything array-like, return new arrays and never change their input.
* Input is validated once, at the entry; bad input raises ``ValueError`` naming the row,
  the column and the offending value (rows and columns count from 1). A board that has no
  solution raises ``NotSolvableError`` (a ValueError) saying why.
* Randomness only through an explicit seed.

The package is layered, data flowing one way (``lightsout.LAYERS``; ``tests/test_structure.py``
fails on an import that goes up a layer or takes another module's private name).
"""
# ruff: noqa: I001  (the imports are grouped by chapter, not sorted)

# Paths and the error raised for unsolvable boards (lightsout/validation.py)
from lightsout.validation import DATA_DIR, ROOT, STYLE_FILE, NotSolvableError

# 00 A board to play with in JupyterLab (lightsout/play.py)
from lightsout.play import PlayBoard

# 01 Boards and presses (lightsout/boards.py); the press matrix A (lightsout/matrices.py)
from lightsout.boards import (
    apply_presses,
    format_board,
    parse_board,
    random_solvable_board,
)
from lightsout.matrices import press_matrix, press_matrix_gf2

# 01 Figures: one style, one export function (lightsout/figures.py); each chapter's
# figures as named functions (lightsout/plots/chNN.py, used as lo.plots.ch03.name)
from lightsout.figures import plot_board, savefig

# 02-10 The benchmarks' results, as the chapters read them (lightsout/benchdata.py)
from lightsout.benchdata import read_benchmark

# 02 Solving over GF(2): quiet patterns, all solutions, fewest presses (lightsout/gf2.py);
# one solution for any number of colours (lightsout/solving.py; N colours in notebook 05)
from lightsout.gf2 import (
    lightest_solution_counts,
    min_press_distribution,
    min_presses,
    solvable_lights_distribution,
)
from lightsout.gf2 import quiet_patterns, solutions
from lightsout.solving import solve

# 03-04 Light chasing, the polynomials f_k, nullity; the solver for large boards
# (lightsout/chasing.py, lightsout/polynomials.py)
from lightsout.chasing import chase, chase_matrix, nullity
from lightsout.polynomials import chase_polynomial

# 05 N colours over Z/NZ: the Smith normal form (lightsout/zmod.py)
from lightsout.zmod import (
    chase_matrix_z,
    elementary_divisors,
    solution_count,
    unsolvable_certificate,
)

# 06 Integer programming with SCIP (lightsout/ilp.py)
from lightsout.ilp import ScipResult, scip_solve, scip_solve_reduced

# 07 Conway's Game of Life and Gardens of Eden (lightsout/life.py, lightsout/life_patterns.py,
# lightsout/life_proofs.py, with Kissat's proofs; the DRAT checker in lightsout/drat.py)
from lightsout.drat import check_drat
from lightsout.life_patterns import parse_life, parse_lifehistory
from lightsout.life_proofs import OrphanProof, kissat_proof, prove_orphan
from lightsout.life import (
    LIFE_FORMULATIONS,
    LIFE_METHODS,
    MAX_PREDECESSOR_CELLS,
    life_cell_clauses,
    life_predecessor,
    life_step,
)

# 08 Beyond the grid: any graph (lightsout/graphs.py, lightsout/matrices.py); the sigma
# game and the torus are keywords of press_matrix and nullity (lightsout/torus.py)
from lightsout.graphs import press_graph, solve_graph
from lightsout.matrices import graph_press_matrix

# 09 The hardest board (classes, bounds, the SCIP search); 10 A075463 by Burnside, b-files
# compared through Git LFS pointers (lightsout/newresults.py)
from lightsout.newresults import (
    HardestBoard,
    QuietClasses,
    all_ones_orbits,
    all_ones_symmetry_counts,
    bfile_bytes,
    coset_fewest_presses,
    hardest_board,
    hardest_subspace_check,
    hardest_upper_bounds,
    matches_lfs_pointer,
    odd_class_span,
    read_lfs_pointer,
)

# 09 The open hardest boards: tabu search (on Dask, chunked), dense subspaces and chains
# for the subspace and decomposition bounds, the certificate checker run as a reader runs
# it (lightsout/hardsearch.py, lightsout/decomposition.py)
from lightsout.hardsearch import (
    dense_subspace,
    half_turn_tabu_search,
    hardest_search,
    tabu_search,
)
from lightsout.decomposition import (
    class_correspondence,
    decomposition_chain,
    hardest_decomposition_bound,
    lift_witness,
    run_certificate_checker,
)

# 13 The hardest board of a symmetric subclass, by SCIP (lightsout/symmetric.py)
from lightsout.symmetric import SYMMETRY_GROUPS, symmetric_hardest_board

# 09 Boyles's table compared; 10 Zhao Hui Du's program for A075463, run as published
# (lightsout/published.py)
from lightsout.published import (
    BOYLES_VERSIONS,
    boyles_origin,
    boyles_parabola,
    compare_with_boyles,
    du_a075463,
)

# 10 The all-ones board beyond nullity 32: A075464 to n = 78 (lightsout/allones.py)
from lightsout.allones import allones_min_presses, allones_plan

# 10 The OEIS tables about Lights Out, computed term by term (lightsout/oeistables.py)
from lightsout.oeistables import SEQUENCES, antidiagonal_cells, oeis_sequence

# The chapter modules themselves, for tests and benchmarks that look inside
from lightsout import (  # noqa: F401
    allones,
    boards,
    chasing,
    figures,
    gf2,
    decomposition,
    graphs,
    hardsearch,
    ilp,
    drat,
    life,
    life_patterns,
    life_proofs,
    matrices,
    newresults,
    play,
    plots,
    polynomials,
    solving,
    symmetric,
    torus,
    validation,
    zmod,
)

# fmt: off
__all__ = [
    "DATA_DIR", "ROOT", "STYLE_FILE", "NotSolvableError",
    "PlayBoard",
    "apply_presses", "format_board", "parse_board", "random_solvable_board",
    "press_matrix", "press_matrix_gf2",
    "plot_board", "savefig",
    "read_benchmark",
    "lightest_solution_counts", "min_press_distribution", "min_presses",
    "solvable_lights_distribution",
    "quiet_patterns", "solutions", "solve",
    "chase", "chase_matrix", "chase_polynomial", "nullity",
    "chase_matrix_z", "elementary_divisors", "solution_count", "unsolvable_certificate",
    "ScipResult", "scip_solve", "scip_solve_reduced",
    "LIFE_FORMULATIONS", "LIFE_METHODS", "MAX_PREDECESSOR_CELLS", "life_cell_clauses",
    "life_predecessor", "life_step", "parse_life", "parse_lifehistory", "OrphanProof",
    "prove_orphan", "check_drat", "kissat_proof",
    "press_graph", "solve_graph", "graph_press_matrix",
    "HardestBoard", "QuietClasses", "all_ones_orbits", "all_ones_symmetry_counts",
    "bfile_bytes", "coset_fewest_presses", "hardest_board", "hardest_subspace_check",
    "hardest_upper_bounds", "matches_lfs_pointer", "odd_class_span", "read_lfs_pointer",
    "run_certificate_checker",
    "allones_min_presses", "allones_plan", "du_a075463",
    "SEQUENCES", "antidiagonal_cells", "oeis_sequence",
    "tabu_search", "half_turn_tabu_search", "dense_subspace", "hardest_search",
    "decomposition_chain", "hardest_decomposition_bound", "class_correspondence",
    "lift_witness", "BOYLES_VERSIONS", "boyles_origin", "boyles_parabola",
    "compare_with_boyles", "SYMMETRY_GROUPS", "symmetric_hardest_board",
]
# fmt: on
