# ---
# jupyter:
#   jupytext:
#     formats: ipynb,py:percent
#     notebook_metadata_filter: -jupytext.text_representation.jupytext_version
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown] tags=["remove-cell"]
# ---
# numbering:
#   enumerator: 11.%s
# ---

# %% [markdown]
# # Appendix: engineering notes and errata
#
# The chapters say what the code computes and how long it takes; this appendix keeps the
# record of how the code was made that fast, which the chapters only point to, what one
# solver refuses, and the corrections to earlier versions of the book. It follows no source. Its numbers are read from
# the benchmark files in `data/` (see `data/README.md`), each with the machine and the date of
# its run; nothing here is timed again.
#
# **Before this appendix** read the passages it annotates: the search for the fewest presses
# in [02, solving over GF(2)](02_solving_over_gf2.ipynb) (the timing section), and the solver
# and the blocked search of [04, large boards](04_large_boards.ipynb); for the input checks
# of `scip_solve`, the costs and forbidden buttons of
# [06, integer programming with SCIP](06_integer_programming_with_scip.ipynb).
#
# **After it** you can say how notebook 02's benchmark times one route of `min_presses` on
# boards where the package would take another, what the first call of a session costs and
# why it once cost more, which measurements shaped the search up to nullity 32, what input
# `scip_solve` refuses, and which statements of earlier versions of the book were wrong.
#
# **Uses:** the benchmark results `data/02_min_presses.csv`, `data/04_first_solve.csv` and
# `data/04_min_presses_beyond.csv`, read with `read_benchmark`; `scip_solve` and
# `random_solvable_board`.

# %%
import numpy as np

import lightsout_helpers as lo

# %% [markdown]
# ## One route of fewest presses, timed on every size (notebook 02)
#
# `min_presses` finds the quiet patterns of a board in two ways: up to 400 cells by
# eliminating the full $mn \times mn$ matrix $A$ (notebook 02), above 400 cells by light
# chasing (notebook 04). The search of the $2^d$ solutions that follows depends on the
# nullity $d$ only. To time notebook 02's route beyond 400 cells as well,
# [`bench/bench_02_min_presses.py`](../bench/bench_02_min_presses.py) raises that threshold
# (`lightsout.gf2._CHASE_ABOVE_CELLS`) while it runs and restores it before writing its
# results; the column `route` of the results says `default` up to 400 cells and `forced`
# above. For each shape the elimination of $A$ runs first and is timed on its own
# (`seconds_elimination`), so that the per-shape cache is warm when `solve` and
# `min_presses` are timed; for $d \le 12$ the plain minimum over `solutions()` is timed too.

# %%
bench02, _, machine = lo.read_benchmark("02_min_presses")
print(f"measured on {machine}")
routes = {}
for r in bench02:
    routes.setdefault(r["route"], []).append(int(r["cells"]))
for route, cells in sorted(routes.items()):
    print(f"  {route:8s} {len(cells):3d} boards, {min(cells)} to {max(cells)} cells")
assert max(routes["default"]) <= 400 < min(routes["forced"])
slowest = max(bench02, key=lambda r: float(r["seconds_elimination"]))
print(
    f"slowest elimination of A (timed apart from the search): {slowest['m']} x "
    f"{slowest['n']}, {float(slowest['seconds_elimination']):.2f} s"
)

# %% [markdown]
# ## The first call of a session (notebook 04)
#
# Notebook 04's timings of `solve` are warm: one untimed call comes first. The first call of
# a session used to pay more, and profiling it found three costs. It loaded Sage (all of
# `sage.all`) inside the call; it copied the 100 MB board; and it was the first to touch the
# 100 MB of its result, whose fresh pages the operating system maps in (and, with
# transparent huge pages, compacts) on first touch: 0.04 to 0.16 s, varying from run to
# run. Now the package imports and warms NTL when it is imported, a valid board is not
# copied, and on large boards a second thread touches the result's pages while the main
# thread chases. [`bench/bench_04_first_solve.py`](../bench/bench_04_first_solve.py) starts
# a fresh process per repeat, imports the package (not timed) and times the first `solve` of
# the all-ones 10,000 x 10,000 board and the fastest of three more:

# %%
first, _, machine = lo.read_benchmark("04_first_solve")
print(f"measured on {machine}")
ratios = []
for r in first:
    ratios.append(float(r["first_seconds"]) / float(r["warm_seconds"]))
    print(
        f"  n = {int(r['n']):,}, repeat {r['repeat']}: first "
        f"{float(r['first_seconds']):.2f} s,"
        f" warm {float(r['warm_seconds']):.2f} s (first/warm {ratios[-1]:.2f})"
    )
print(
    f"first/warm over {len(ratios)} fresh processes: {min(ratios):.2f} to "
    f"{max(ratios):.2f}"
)

# %% [markdown]
# ## How profiling shaped the search up to $d = 32$ (notebook 04)
#
# From $d = 16$ on, `min_presses` weighs the $2^d$ solutions in blocks of Walsh-Hadamard
# transforms of length $2^{13}$ (`lightsout.coset.lightest_coset_member`, described in
# notebook 04). Three rounds of profiling, on the all-ones 39 x 39 board, shaped it; the
# docstring of
# [`bench/bench_04_min_presses_beyond.py`](../bench/bench_04_min_presses_beyond.py) records
# each profile and what each change bought.
#
# * The first version spent 86 % of its time in the butterflies of the transforms and 13 %
#   in finding each block's best weight. The maximum is now taken over contiguous rows, and
#   found by halving (four times faster).
# * The cells of a board use few of the $2^{13}$ low signatures: the 1520 cells that some
#   quiet pattern of the 39 x 39 board presses have only 356 of the 8192. So the first
#   levels of each transform, which were adding zeros, run on the nonzero rows only, and a
#   block's input table is itself a small transform, over the bits that number the block's
#   combinations.
# * Every buffer is allocated once per thread: allocating them per block had caused 3.5
#   million page faults and 14 s of system time.
#
# Together these took the all-ones 39 x 39 board from 14.3 s to 6.6 to 8.0 s (timed by hand,
# as the benchmark's notes say). The benchmark's own run, read from its results:

# %%
beyond, _, machine = lo.read_benchmark("04_min_presses_beyond")
print(f"measured on {machine}")
ones39 = [r for r in beyond if r["board"] == "all-ones" and r["n"] == "39"]
for r in ones39:
    print(
        f"  {r['method']:12s} all-ones 39 x 39 (d = {r['nullity']}): "
        f"{r['min_presses']} presses in {float(r['seconds']):.2f} s"
    )
assert ones39 and {r["min_presses"] for r in ones39} == {"561"}

# %% [markdown]
# ## What `scip_solve` refuses (notebook 06)
#
# Chapter 06's `scip_solve` checks its input before SCIP runs and names what is wrong: a
# negative or complex weight, weights so large that SCIP's tolerances could not tell two
# patterns' costs apart, a forbidden cell off the board, a time limit that is not a positive
# number SCIP accepts. One example of each, on source 000's 3 x 3 board of seed 300
# (`tests/test_06_scip.py` checks these messages and many more):


# %%
board3 = lo.random_solvable_board(3, 3, 300)
near_1e11 = np.full((3, 3), 1e11)
near_1e11[0, :] += 20
bad_inputs = [
    {"weights": [[1, 1, 1], [1, -1, 1], [1, 1, 1]]},
    {"weights": near_1e11},
    {"weights": [[1, 1, 1], [1, 2j, 1], [1, 1, 1]]},
    {"forbidden": [(3, 1)]},
    {"time_limit": 0},
    {"time_limit": 1e21},
]
refused = 0
for kwargs in bad_inputs:
    try:
        lo.scip_solve(board3, **kwargs)
    except ValueError as error:
        refused += 1
        print(f"{list(kwargs)[0]}: {error}\n")
assert refused == len(bad_inputs)

# %% [markdown]
# ## How the book is built, and why not otherwise
#
# **Sphinx and MyST-NB.** The site and the PDF are built by Sphinx with MyST-NB, which
# renders the committed notebooks with their stored outputs (nothing is executed), together
# with sphinx-proof and sphinx-exercise for the numbered statements and exercises and
# sphinxcontrib-bibtex for the bibliography. Jupyter Book 1, which packages the same
# pieces, and MyST-NB are in maintenance while their authors build Jupyter Book 2 on the
# mystmd engine, so the choice needs a reason. Four decided it: the build runs offline
# (Jupyter Book 2 and mystmd fetch a theme at build time, and failed here without the
# network); Sphinx resolves every cross-reference at build time and `-W` turns a broken
# one into an error, which the PDF, printed from the same pages, relies on; the notebooks'
# stored outputs are the ones strict nbval compares, so the editions show exactly what the
# tests checked; and sphinx-proof and sphinx-exercise give the per-chapter numbering that
# jupyterlab-myst reproduces in JupyterLab. QuantEcon's lectures stay on the same stack for
# similar reasons. The pins in `requirements.txt` keep the build as it is until a move is
# tested.
#
# **No Binder, Colab or JupyterLite edition.** The notebooks need SageMath's libraries
# (the passagemath wheels: M4RI, FLINT, PARI, LinBox), SCIP and the SAT solver CaDiCaL.
# The wheels the book pins are native builds for Linux, macOS and Windows (here
# `manylinux` x86-64): none of them is a WebAssembly build, which JupyterLite and other
# in-browser Pythons (Pyodide) need, so in a browser only the chapters' plain-Python parts
# would run, and none of the chapters is plain Python. Binder builds a container from
# `environment.yml` (conda-forge plus the passagemath wheels, about 2 GB), which works in
# principle but has not been tested, and needs the repository at a public address, which
# the book does not have yet; Colab runs one notebook at a time, without the repository's
# package and data, and has not been tried. What runs without installing anything is the
# board of [chapter 00](00_play.ipynb) on the site, which plays in the page itself.

# %% [markdown]
# ## Errata
#
# Statements of earlier versions of the book that were wrong, with the place where the
# corrected statement stands now.
#
# * **Notebook 02, the fewest presses of every 5 x 5 board.** An earlier version said that
#   no table of this distribution was published. OEIS
#   [A079873](https://oeis.org/A079873) (N. J. A. Sloane, 2003) is such a table: "Number of
#   positions that are exactly n moves from the starting position in the Classic Lights Out
#   puzzle". Notebook 02 now compares it term by term (section "Comparison with the
#   published table"), and finds one term, $a(7)$, with two digits transposed.
# * **Notebook 07, SCIP on the two largest orphans and on the clause model.** An earlier
#   version said that SCIP gives no verdict on Banks's $9 \times 33$ Garden of Eden within
#   600 s, and that it does not decide Garden of Eden 6 from the clause model in 90 s, and
#   concluded that the clause model, not the solver, made SCIP fail. Both runs had been
#   measured on an overloaded machine, and the clause model had been solved with SCIP's
#   cutting planes on, unlike source 004's model it was compared with. Rerun on a quiet
#   machine with the same settings for both models, SCIP proves Banks's pattern in about six
#   minutes, and proves Garden of Eden 6 from the clauses with 2.4 times the nodes of
#   source 004's constraints; notebook 07 (section "The Gardens of Eden of the literature")
#   now says so, and every benchmark refuses to write results measured under load.

# %% [markdown]
# ## References
#
# * The benchmarks: [`bench/bench_02_min_presses.py`](../bench/bench_02_min_presses.py),
#   [`bench/bench_04_first_solve.py`](../bench/bench_04_first_solve.py) and
#   [`bench/bench_04_min_presses_beyond.py`](../bench/bench_04_min_presses_beyond.py); their
#   results and run data are described in `data/README.md`.
# * The chapters annotated: [02, solving over GF(2)](02_solving_over_gf2.ipynb),
#   [04, large boards](04_large_boards.ipynb) and
#   [06, integer programming with SCIP](06_integer_programming_with_scip.ipynb).
# * OEIS [A079873](https://oeis.org/A079873) (the 5 x 5 boards by fewest presses).
