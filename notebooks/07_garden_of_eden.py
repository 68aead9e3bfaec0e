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
#   enumerator: 7.%s
# ---

# %% [markdown]
# # Gardens of Eden in the Game of Life
#
# A *Garden of Eden* is a configuration of Conway's Game of Life that no configuration turns
# into: it has no parent. Source 004 ("Proving a Garden of Eden with combinatorial
# optimisation") writes "this pattern has a parent" as an integer program, checks the program
# on a glider, reports an 8 x 12 pattern infeasible and concludes that it is a Garden of Eden.
# This notebook first places that claim in what is known: the theorem of Moore and Myhill,
# orphans, the record patterns, and a link back to Lights Out. It then derives the rule as
# linear constraints (the source's model) and as clauses for a SAT solver, states exactly what
# a model confined to the pattern's box can prove, and decides the source's pattern: **the rows
# as printed are not a Garden of Eden**. Finally it proves the Gardens of Eden of the
# literature parentless with certificates from two SAT solvers, CaDiCaL and Kissat, that the
# book's own checkers verify, and compares SCIP with the SAT solver. The line-by-line
# forensics of the source's pattern, the stored certificates and the full timing study are
# in [Appendix 14](14_appendix_garden_of_eden_details.ipynb).
#
# **Before this chapter** you should know what an integer program is and how a solver
# answers "infeasible" (notebook 06), and the press matrix $A$ and its quiet patterns
# (notebooks 01 and 02). No knowledge of the Game of Life or of SAT solvers is assumed.
#
# **After it** you can write a local rule as linear constraints or as clauses, say exactly
# what a search confined to a box proves, decide whether a Life pattern has a parent, and
# prove that it has none with a certificate that anyone can check without trusting the
# solver.
#
# **Uses:** the integer programs and SCIP of
# [06, integer programming with SCIP](06_integer_programming_with_scip.ipynb); the press
# matrix $A$ and the quiet patterns of [01](01_the_lights_out_matrix.ipynb) and
# [02](02_solving_over_gf2.ipynb). Introduced here, in
# [`lightsout_helpers.py`](../lightsout_helpers.py): `parse_life`, `life_step`,
# `life_cell_clauses`, `life_predecessor`, `prove_orphan` (with `OrphanProof`),
# `kissat_proof` and `check_drat`.

# %%
import matplotlib.pyplot as plt
import numpy as np
from pyscipopt import Model

import lightsout_helpers as lo

# %% [markdown]
# ## Gardens of Eden, orphans and twins
#
# Life is played on the infinite square grid. In one generation every cell gets a new state
# from its $3 \times 3$ window (the rule is below).
#
# ```{prf:definition} Configuration, parent, Garden of Eden
# :label: def-07-garden-of-eden
#
# A *configuration* gives every cell of the infinite square grid a state, alive (1) or dead
# (0). A configuration $P$ is a *parent* of $Q$ if $Q$ is the next generation of $P$. A
# *Garden of Eden* is a configuration that has no parent: it can only be a starting state.
# ```
#
# ```{prf:definition} Orphan
# :label: def-07-orphan
#
# An *orphan* is a finite pattern (the states of finitely many cells, here the cells of a
# rectangle, its *box*, some of them possibly left free) that appears in no next generation:
# whatever the configuration, its next generation differs from the pattern in at least one
# of the pattern's cells.
# ```
#
# ```{prf:proposition} Orphans make Gardens of Eden
# :label: prop-07-orphan-goe
#
# Every configuration that contains an orphan is a Garden of Eden.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# If a configuration $Q$ containing the orphan had a parent $P$, the next generation of $P$
# would contain the orphan, which no next generation does.
# ```
#
# Conversely every Garden of Eden contains an orphan (a compactness argument,
# [Wikipedia](https://en.wikipedia.org/wiki/Garden_of_Eden_(cellular_automaton))). So a
# proof in practice exhibits an orphan, and the statement to prove is about *every*
# configuration around it.
#
# Do Gardens of Eden exist at all? Call two different finite patterns *twins* if either can
# replace the other anywhere without changing the next generation.
#
# ```{prf:theorem} Garden-of-Eden theorem (Moore 1962; Myhill 1963)
# :label: thm-07-moore-myhill
#
# A cellular automaton on the square grid has a Garden of Eden if and only if it has twins.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# We sketch the direction used here (Moore's counting argument) and refer to
# [Wikipedia](https://en.wikipedia.org/wiki/Garden_of_Eden_(cellular_automaton)) and
# [LifeWiki](https://conwaylife.com/w/index.php?title=Garden_of_Eden&oldid=24161) for
# Myhill's converse. Let twins fit in an $n \times n$ block. Tile a large $kn \times kn$
# square with $k^2$ such blocks. The next generation on the square is fixed by the parent on
# the square grown by one cell, and inside every block one of the twins can be replaced by
# the other, so at most $(2^{n^2} - 1)^{k^2} \cdot 2^{4kn + 4}$ different next generations
# arise on the square. The ratio of this to the $2^{k^2 n^2}$ patterns of the square is
# $(1 - 2^{-n^2})^{k^2} \cdot 2^{4kn + 4}$, which tends to 0 as $k$ grows (the first factor
# falls exponentially in $k^2$, the second grows only exponentially in $k$). So for large
# $k$ some pattern of the square is no next generation: an orphan, and by
# {prf:ref}`prop-07-orphan-goe` a Garden of Eden.
# ```
#
# A rule has twins as soon as two different finite configurations have the same next
# generation: their restrictions to a block that covers the cells where they differ and two
# more cells on every side are twins, since a cell whose next state can change has its
# whole window inside the block. Life has such a pair: the empty plane, and the plane with a single live
# cell, which dies. So Gardens of Eden exist in Life, although the theorem does not say what one
# looks like. Nor can an algorithm tell in general: for two-dimensional cellular automata the
# question "does this rule have a Garden of Eden?" (equivalently, is its global map onto?) is
# undecidable ([Kari 1994](https://doi.org/10.1016/S0022-0000(05)80025-X)).

# %%
single = lo.life_step([[1]])
print("a single live cell, one generation later:", int(single.sum()), "live cells")
assert single.sum() == 0 and lo.life_step([[0]]).sum() == 0

# %% [markdown]
# ### The link to Lights Out
#
# Lights Out is a cellular automaton too [(Sutner 1989)](https://doi.org/10.1007/BF03023823).
# Read a press pattern $\mathbf x$ on an $m \times n$ board as a configuration; in one step
# every cell becomes the sum mod 2 of itself and its (up to four) neighbours. That step is
# exactly the press matrix: $\mathbf x \mapsto A \mathbf x$, the board that pressing
# $\mathbf x$ lights on a dark board.
#
# ```{prf:proposition} Gardens of Eden of Lights Out (Sutner 1989)
# :label: prop-07-lights-out-goe
#
# For the automaton $\mathbf x \mapsto A\mathbf x$ on the $m \times n$ board with nullity
# $d$, the Gardens of Eden are exactly the unsolvable boards; there are
# $2^{mn} - 2^{mn - d}$ of them, and $\mathbf x$ and $\mathbf x + \mathbf q$ are twins for
# every quiet pattern $\mathbf q$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# A board $\mathbf b$ has a parent exactly when $A\mathbf x = \mathbf b$ has a solution. The
# image of $A$ has dimension $mn - d$, so $2^{mn-d}$ boards have a parent and the others do
# not. $A(\mathbf x + \mathbf q) = A\mathbf x$ because $A\mathbf q = 0$.
# ```
#
# This is the finite counterpart of {prf:ref}`thm-07-moore-myhill`: $A$ misses some board
# exactly when it sends two patterns to the same board, that is when $d > 0$. Notebook 02
# showed that a board is solvable exactly when it has an even number of lit cells under every
# quiet pattern; so the lit cells under one quiet pattern, with an odd count, already form an
# orphan of this automaton, whatever the other cells hold. We check all of it on the
# $5 \times 5$ board.

# %%
m, n = 5, 5
quiet = lo.quiet_patterns(m, n)
d = len(quiet)
dark = np.zeros((m, n), dtype=np.uint8)
x = np.random.default_rng(7).integers(0, 2, size=(m, n))
for q in quiet:  # twins: x and x + q light the same board
    assert np.array_equal(
        lo.apply_presses(dark, x), lo.apply_presses(dark, (x + q) % 2)
    )
print(
    f"{m} x {n}: nullity {d}; {2 ** (m * n - d):,} of the {2 ** (m * n):,} boards "
    "have a parent, "
    f"{2 ** (m * n) - 2 ** (m * n - d):,} are Gardens of Eden"
)
corner = dark.copy()
corner[0, 0] = 1
print(
    "cells under each quiet pattern:",
    [int(q.sum()) for q in quiet],
    "; the lit corner lies under",
    [int(q[0, 0]) for q in quiet],
)
q = next(q for q in quiet if q[0, 0])  # a quiet pattern under the corner
rng = np.random.default_rng(8)
for _ in range(20):  # whatever the cells outside q hold, the board has no parent
    board = np.where(q == 1, corner, rng.integers(0, 2, size=(m, n))).astype(np.uint8)
    try:
        lo.solve(board)
        raise AssertionError("a board with one lit cell under q should have no parent")
    except lo.NotSolvableError:
        pass
print(
    f"the lit corner and the other {int(q.sum()) - 1} dark cells under a quiet "
    "pattern: an orphan of Lights Out "
    "(20 random fillings of the rest, none has a parent)"
)

# %% [markdown]
# Life is not linear, so none of this algebra carries over; finding a Life orphan is a search.
#
# ### The record patterns
#
# The first Garden of Eden of Life was found by Roger Banks and others at MIT in 1971; its box
# is $33 \times 9$ with 226 live cells. Jean Hardouin-Duparc found two more by computer search,
# looking for the smallest height, with boxes $122 \times 6$ and $117 \times 6$. LifeWiki
# dates them 1973; they are in his paper "Paradis terrestre dans l'automate cellulaire de
# Conway" in the theoretical computer science series of RAIRO, 1974
# ([Numdam](http://www.numdam.org/item?id=ITA_1974__8_3_63_0); we have not read the paper).
# In April 2016 Steven Eker found one in a $5 \times 83$ box
# ([LifeWiki, main page](https://conwaylife.com/wiki/Main_Page)), which also says that no
# Garden of Eden of height below 4 exists and that height 4 is open; Eker's $5 \times 45$
# pattern (LifeWiki's pattern file, 2016) has the same height in a narrower box.
# Achim Flammenkamp's pages keep the records: his standings of 1 December 2009, after new
# patterns by Nicolay Beluchenko, list 47 as the fewest live cells, 107 as the fewest defined
# cells of an orphan and $11 \times 11$ as the smallest box
# ([Flammenkamp](http://wwwhomes.uni-bielefeld.de/achim/orphan_5th.html)). Beluchenko's
# "Garden of Eden 5" is such an $11 \times 11$ pattern; it stayed the smallest known until
# "Garden of Eden 6", $10 \times 10$, in December 2011 (LifeWiki's pattern file, see
# `data/README.md`). Garden of Eden 6 was found by Christiaan Hartman,
# Marijn Heule, Kees Kwekkeboom and Alain Noels with a SAT solver and a search among patterns
# unchanged by a quarter turn
# ([Hartman et al. 2013](https://www.combinatorics.org/ojs/index.php/eljc/article/view/v20i3p16)).
# Eker then found smaller boxes in 2016: an $8 \times 12$ Garden of Eden in April, listed on
# Flammenkamp's pages, and "Garden of Eden 10", $9 \times 11$ with 55 live cells, in
# September, together with an orphan of 89 defined cells inside it
# ([ConwayLife forum](https://www.conwaylife.com/forums/viewtopic.php?p=72395)).
#
# Six of these patterns are stored in `data/` (their sources are in `data/README.md`, and
# [Appendix 14](14_appendix_garden_of_eden_details.ipynb) compares their sizes with the
# published ones); the $8 \times 12$, $5 \times 83$ and Hardouin-Duparc patterns we did not
# find in a form we could read. Below we read them with `parse_life`; Eker's orphan is
# written in Golly's LifeHistory format (`A` alive, `B` a cell that must be dead, `.` a cell
# left free), which `parse_lifehistory` reads as two patterns, the live cells and the
# defined ones. The proofs follow once the tools are built.

# %%
LITERATURE = {  # name: (file, found by, year)
    "Garden of Eden 1": ("07_goe1_banks.rle", "Banks et al.", 1971),
    "Garden of Eden 5": ("07_goe5_beluchenko.rle", "Beluchenko", None),
    "Garden of Eden 6": ("07_goe6.txt", "Hartman, Heule, Kwekkeboom, Noels", 2011),
    "Garden of Eden 5 x 45": ("07_goe5x45_eker.rle", "Eker", 2016),
    "Garden of Eden 10": ("07_goe10_eker.rle", "Eker", 2016),
}
patterns = {
    name: lo.parse_life((lo.DATA_DIR / file).read_text())
    for name, (file, _, _) in LITERATURE.items()
}
orphan_alive, orphan_defined = lo.parse_lifehistory(
    (lo.DATA_DIR / "07_goe10_orphan_eker.rle").read_text()
)

print(f"{'pattern':22} {'found by':34} {'year':>4}  {'box':>7}  {'live':>4}")
for name, (file, who, year) in LITERATURE.items():
    p = patterns[name]
    print(
        f"{name:22} {who:34} {year or '-':>4}  {p.shape[0]:>2} x {p.shape[1]:<2}  "
        f"{int(p.sum()):>4}"
    )
print(
    f"orphan in Garden of Eden 10: {int(orphan_defined.sum())} defined cells, "
    f"{int((1 - orphan_defined).sum())} free; its live cells are those of "
    "Garden of Eden 10:",
    np.array_equal(orphan_alive, patterns["Garden of Eden 10"]),
)

# %% [markdown]
# (The text gives boxes as width x height, as its sources do; the table prints rows x columns.)
#
# ## The rule and one generation
#
# In one generation all cells change at once:
#
# * a live cell with 2 or 3 live neighbours (of its eight) stays alive, otherwise it dies;
# * a dead cell with exactly 3 live neighbours comes alive, otherwise it stays dead.
#
# A finite pattern is a 0/1 array with every cell outside it dead. `life_step` computes one
# generation on the infinite plane: only cells at most one step outside the array can be
# born, so it returns the array grown by one cell on every side. `parse_life` reads the
# plain-text format of the source (`#` alive, `.` dead) and RLE. The source prints its glider
# with a stray space in the second row (`# ..`); spaces inside a row are ignored. A glider
# repeats its shape every four generations, moved one cell diagonally.
# (`tests/test_07_life.py` also checks `life_step` against an independent count of neighbours,
# on still lifes, oscillators and random patterns.)

# %%
glider = lo.parse_life(".#.\n# ..\n###")  # as printed in source 004
print(glider)

g = glider
for _ in range(4):
    g = lo.life_step(g)
rows, cols = np.nonzero(g)
assert np.array_equal(
    g[rows.min() : rows.max() + 1, cols.min() : cols.max() + 1], glider
)
shift = (
    int(rows.min()) - 4,
    int(cols.min()) - 4,
)  # after 4 steps the old origin sits at (4, 4)
print("after 4 generations: the same glider, moved by (rows, columns) =", shift)
assert abs(shift[0]) == abs(shift[1]) == 1

# %% [markdown]
# ## The rule as linear constraints
#
# Fix a cell of the next generation and look at its $3 \times 3$ window in the parent: the
# centre $x \in \{0, 1\}$ and the sum $s \in \{0, \dots, 8\}$ of its eight neighbours. The
# next state depends on $(x, s)$ only:
#
# $$ \text{alive next} \iff s = 3 \ \text{ or } \ (x = 1 \text{ and } s = 2). $$
#
# **Alive next.** The allowed pairs are $(1, 2)$, $(1, 3)$, $(0, 3)$: exactly the integer
# points with $s + x \ge 3$ and $s \le 3$. Source 004 writes the upper bound as
# $2s + x \le 7$, which allows the same integer points but a larger region of the linear
# relaxation ($s = 3.5$ at $x = 0$).
#
# **Dead next.** The allowed pairs are $s + x \le 2$ or $s \ge 4$. An "or" is not one linear
# constraint, so a binary switch $y$ chooses the case:
#
# $$ s + x \le 2 + 7y, \qquad s \ge 4y. $$
#
# With $y = 0$ the first is $s + x \le 2$ and the second is void; with $y = 1$ the first is
# void ($s + x \le 9$ always holds) and the second is $s \ge 4$. This is source 004's model.
# A *tight* variant (measured in the performance section) uses $s \le 3$ for alive cells and,
# for a dead cell whose window has only $k$ neighbours inside the modelled region, the
# smallest coefficients that still make the constraints void: for $k \ge 4$,
# $s + x \le 2 + (k-1)y$, $s \le 2 + (k-2)y$, $s \ge 4y$; for $k = 2$ or $3$ the count 4 is out
# of reach and $s + x \le 2$ alone (no switch); for $k \le 1$ nothing (no such window ever
# gives life).
#
# ```{prf:lemma} The rule as linear constraints (source 004; tight form: this book)
# :label: lem-07-constraints
#
# For every $x \in \{0,1\}$ and every neighbour count $s$ possible in a window with $k$
# neighbours present ($0 \le s \le k \le 8$): source 004's constraints, and the tight ones,
# have a solution in $y \in \{0, 1\}$ exactly when Life's rule gives the wanted next state.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# The statement is about finitely many cases ($2 \times 45$ triples $(x, s, k)$ and two
# wanted states), and the next cell checks every one of them.
# ```


# %%
def alive_next(x, s):
    return s == 3 or (x == 1 and s == 2)


def tight_dead_ok(x, s, k):
    """The tight constraints of a dead cell with k neighbours present admit (x, s)."""
    if k <= 1:
        return True
    if k <= 3:
        return s + x <= 2
    return any(
        s + x <= 2 + (k - 1) * y and s <= 2 + (k - 2) * y and s >= 4 * y for y in (0, 1)
    )


cases = 0
for x, k in [(x, k) for x in (0, 1) for k in range(9)]:
    for s in range(k + 1):
        alive = alive_next(x, s)
        assert alive == (s + x >= 3 and 2 * s + x <= 7)  # source 004, alive cells
        assert alive == (s + x >= 3 and s <= 3)  # tight form, alive cells
        dead_ok = any(s + x <= 2 + 7 * y and s >= 4 * y for y in (0, 1))
        assert dead_ok == (not alive)  # source 004, dead cells
        assert tight_dead_ok(x, s, k) == (not alive)  # tight form, dead cells
        cases += 1
print(
    f"on all {cases} triples (x, s, k), k = 0..8: both systems allow exactly the rule"
)
assert not tight_dead_ok(1, 2, 2)  # the centre of 1 1 1 stays alive


# %% [markdown]
# ## The rule as clauses
#
# A SAT solver decides whether true/false values can satisfy a list of *clauses*, each an "or"
# of variables and negated variables. Number the nine cells of the window $1, \dots, 9$ row by
# row (5 is the centre); literal $+k$ means "cell $k$ alive", $-k$ "cell $k$ dead". We write the
# rule directly, without helper variables:
#
# * **alive next** means $s \le 3$ and $s + x \ge 3$. "At most 3 of the 8 neighbours" is one
#   clause for each set of four neighbours, "not all four alive" ($\binom84 = 70$ clauses);
#   "at least 3 of the 9 cells" is one clause for each set of seven cells, "one of them alive"
#   ($\binom97 = 36$);
# * **dead next** forbids $s = 3$, and $x = 1$ with $s = 2$: one clause for each assignment of
#   the neighbours that would give life, saying "not exactly this" ($\binom83 + \binom82 = 56 + 28$).
#
# This is the direct ("binomial") encoding of a counting condition: each clause rules out one
# group of wrong windows, so the clauses are correct by construction, and with only nine cells
# there are few of them. Counter encodings (the sequential counter, the totalizer; see the
# [python-sat documentation](https://pypi.org/project/python-sat/)) add helper variables and
# pay off for long sums, not for a window of nine. `life_cell_clauses(alive)` returns the
# clauses; we check them on all $2^9 = 512$ windows.
#
# ```{prf:lemma} The rule as clauses (this book)
# :label: lem-07-clauses
#
# An assignment of the nine cells of a window satisfies the 106 clauses of "alive next"
# (the 84 clauses of "dead next") exactly when Life's rule makes the centre alive (dead).
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Each clause forbids only windows with the wrong next state (a set of four live neighbours,
# seven cells of which at most two are alive, or one exact assignment that gives life), and
# every window with the wrong next state violates one of them: $s \ge 4$ makes some four
# neighbours alive; $s + x \le 2$ leaves some seven cells dead; a window that would come
# alive matches one of the excluded assignments. The next cell also checks all $2^9 = 512$
# windows.
# ```

# %%
for wanted in (True, False):
    clauses = lo.life_cell_clauses(wanted)
    for bits in [[(w >> k) & 1 for k in range(9)] for w in range(512)]:
        satisfied = all(
            any((bits[abs(lit) - 1] == 1) == (lit > 0) for lit in clause)
            for clause in clauses
        )
        assert satisfied == (alive_next(bits[4], sum(bits) - bits[4]) == wanted)
    print(
        f"{'alive' if wanted else 'dead'} next: {len(clauses)} clauses; they allow "
        "exactly the windows "
        "the rule allows, on all 512"
    )

# %% [markdown]
# ## Searching for a parent
#
# `life_predecessor(pattern, margin, exact, method=...)` puts one variable on each cell of the
# pattern's box grown by `margin` cells on every side (cells further out are dead) and requires
# every cell of the box to get its state in the next generation. With `exact=True` every cell
# outside the box must be dead in the next generation too; `defined` leaves chosen cells of the
# box free. `method="scip"` solves the integer program with SCIP (by default with its cutting
# planes off, the faster setting measured below; `formulation="source"` keeps SCIP's default
# settings), `method="sat"` gives the clauses to the SAT solver CaDiCaL through python-sat.
# The function returns a parent only after `life_step` confirms it, returns `None` when the
# solver proves that there is none, and raises `TimeoutError` when its time limit is reached
# undecided.
#
# ## The glider: a parent found and checked
#
# Source 004 first runs its model on the glider and gets a parent. We ask both solvers, once
# with the source's model (`margin=0`: a parent inside the $3 \times 3$ box) and once with a
# margin of one cell and `exact=True`, which asks for a parent of the glider alone on an empty
# plane.

# %%
for method in lo.LIFE_METHODS:
    box_parent = lo.life_predecessor(glider, margin=0, method=method)
    assert np.array_equal(lo.life_step(box_parent)[1:-1, 1:-1], glider)
    exact_parent = lo.life_predecessor(glider, margin=1, exact=True, method=method)
    whole = lo.life_step(exact_parent)
    assert np.array_equal(whole[2:5, 2:5], glider) and whole.sum() == glider.sum()
    print(
        f"{method.upper()}: a parent inside the box, and one whose next generation is "
        "the glider alone"
    )
glider_parent = exact_parent  # the SAT solver's
glider_next = lo.life_step(glider_parent)


# %%
fig = lo.plots.ch07.parent_panels(
    [
        (glider_parent, "a parent (margin 1)", (1, 1, 3, 3)),
        (glider_next, "its next generation", (2, 2, 3, 3)),
        (glider, "the glider", None),
    ],
    extent=(7, 7),
)
lo.savefig(fig, "07-glider-parent")
plt.show()

# %% [markdown]
# *Figure 07-glider-parent.* Left: a parent of the glider found by the SAT solver on the
# glider's box grown by one cell (framed: the glider's box); another solver build may find
# another. Middle: its next generation,
# computed by `life_step` on the plane: the glider and nothing else. Right: the glider. Live
# cells are yellow; every panel draws cells at the same size.

# %% [markdown]
# ## The source's 8 x 12 pattern
#
# Source 004 prints an $8 \times 12$ pattern as eight rows of text, three of them with a
# stray `#` and space in front; read as 12 cells each, they give the pattern stored in
# [`data/07_source004_8x12.txt`](../data/07_source004_8x12.txt)
# ([Appendix 14](14_appendix_garden_of_eden_details.ipynb) parses the rows as printed and
# gets the same array).

# %%
source_pattern = lo.parse_life((lo.DATA_DIR / "07_source004_8x12.txt").read_text())
print(source_pattern.shape, "live cells:", int(source_pattern.sum()))

# %% [markdown]
# ### (a) The source's model: a parent inside the box
#
# The source's program has variables only on the 8 x 12 box, and its neighbour sums include
# only cells of the box. So it silently assumes that **every cell outside the box is dead in
# the parent**. Its "Infeasible" therefore proves one thing: *no parent has all its live cells
# inside the 8 x 12 box.* The SAT solver agrees (so does SCIP, in both settings, in
# [Appendix 14](14_appendix_garden_of_eden_details.ipynb)).

# %%
assert lo.life_predecessor(source_pattern, margin=0, method="sat") is None
print("margin 0: no parent inside the box")

# %% [markdown]
# ### (b) The margin the rule requires: one cell
#
# Which parent cells can influence the pattern? The next state of a cell depends only on its
# $3 \times 3$ window, so the next states of the box depend only on parent cells at most one
# step outside the box.
#
# ```{prf:proposition} One cell of margin decides an orphan (this book)
# :label: prop-07-margin-one
#
# A pattern on a box (with `exact=False`) is an orphan if and only if the margin-1 model has
# no solution: no assignment of the box grown by one cell makes the box's cells get their
# wanted states. A larger margin gives the same answer.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# If the pattern has a parent on the plane, its restriction to the box grown by one is a
# solution of the margin-1 model, because the constraints mention no other cell. Conversely,
# a solution of the margin-1 model, with anything at all two or more steps outside, is a
# parent of the pattern on the box. The same two arguments apply to any margin $\ge 1$.
# ```
#
# So `None` from the margin-1 model proves the box an orphan, and a solution proves it is
# not. With `exact=True` a solution is a parent of the whole configuration "the pattern on an
# empty plane", which proves that this configuration is not a Garden of Eden. The converse
# fails: with `exact=True` the cells just outside the box must end dead, and a parent may need
# live cells further out (which die) to achieve that, so `None` from an exact search with a
# small margin proves nothing ([Appendix 14](14_appendix_garden_of_eden_details.ipynb)
# meets such cases).
#
# A parent is rarely unique, and a solver returns whichever one its search meets first: the
# parents shown in this chapter are CaDiCaL's, and another solver build may show others
# ([Appendix 14](14_appendix_garden_of_eden_details.ipynb) says more). Every parent is checked
# with `life_step`, and a search that finds none is a proof only with a certificate.

# %%
parent_exact = lo.life_predecessor(source_pattern, margin=1, exact=True, method="sat")
whole = lo.life_step(parent_exact)
assert (
    np.array_equal(whole[2:10, 2:14], source_pattern)
    and whole.sum() == source_pattern.sum()
)
print(
    parent_exact.shape,
    "exact parent, live cells:",
    int(parent_exact.sum()),
    "of which outside the box:",
    int(parent_exact.sum() - parent_exact[1:9, 1:13].sum()),
)
print("its next generation is the source's pattern and nothing else")

# %%
fig = lo.plots.ch07.parent_panels(
    [
        (source_pattern, "source 004's pattern", None),
        (parent_exact, "a parent (exact)", (1, 1, 8, 12)),
        (whole, "its next generation", (2, 2, 8, 12)),
    ],
    extent=(12, 16),
)
lo.savefig(fig, "07-source-pattern-parent")
plt.show()

# %% [markdown]
# *Figure 07-source-pattern-parent.* Left: the 8 x 12 pattern of source 004. Middle: a parent
# found by the SAT solver with margin 1 and `exact=True` (the one CaDiCaL returns here;
# another solver build may return another); the frame is the pattern's box, and this parent
# needs live cells outside it, which the source's model forbids. Right: one
# generation later (by `life_step`), exactly the pattern, and nothing around it. Every panel
# draws cells at the same size.
#
# ### The verdict on source 004
#
# The source's method (a parent confined to the box) cannot prove a Garden of Eden, and the
# rows as printed are not one; the pattern the author meant may well be. The source cites
# Achim Flammenkamp's pages, and those list an $8 \times 12$ Garden of Eden found by Steven
# Eker in April 2016; damage in transcription (the stray spaces show that the rows were
# reformatted) is the likelier story than a wrong pattern there. We could not read Eker's
# pattern. No single slip explains it either: each of the 96 single-cell changes of the
# printed rows has an exact parent too, and the rows read as the source's own program reads
# them are no orphan either ([Appendix 14](14_appendix_garden_of_eden_details.ipynb) finds
# every parent).

# %% [markdown]
# ## Certificates: proofs that a reader can check
#
# A "no parent" answer is a proof of impossibility, and such proofs are easy to get wrong.
# SCIP works in floating-point arithmetic: it accepts a constraint as satisfied when it holds up
# to a tolerance, and it discards parts of the search on the strength of linear relaxations
# computed with rounding. Its "infeasible" is therefore a floating-point verdict: very likely
# right for a model with small integer coefficients like ours, but not a certificate.

# %%
print(
    "SCIP's feasibility tolerance (numerics/feastol):",
    Model().getParam("numerics/feastol"),
)

# %% [markdown]
# A SAT solver works with true and false only, and a modern one can also write down *why* the
# clauses have no solution, as a list of clauses it learned on the way. The two formats
# defined below are DRUP
# ([Heule, Hunt and Wetzler 2013](https://doi.org/10.1109/FMCAD.2013.6679408)) and DRAT,
# which adds RAT lemmas
# ([Wetzler, Heule and Hunt 2014](https://doi.org/10.1007/978-3-319-09284-3_31)).
#
# ```{prf:definition} RUP lemma, DRAT certificate
# :label: def-07-drat
#
# Let $F$ be a set of clauses. A clause $C$ is a *RUP lemma* of $F$ (reverse unit
# propagation) if setting every literal of $C$ false and then repeatedly satisfying every
# clause of $F$ that has a single unassigned literal left and no true one reaches a
# clause with every literal false. A *DRUP certificate* of $F$ is a list of steps, each
# adding a clause that is a RUP lemma of the clauses present at that point or deleting a
# clause, whose last added clause is the empty clause. A *DRAT* certificate may also add a
# clause $C$ with first literal $p$ that is a *RAT lemma*: for every present clause $D$
# containing $\neg p$, the clause $C \cup (D \setminus \{\neg p\})$ is a RUP lemma.
# ```
#
# ```{prf:proposition} A certificate proves unsatisfiability (Goldberg and Novikov 2003; Wetzler, Heule and Hunt 2014)
# :label: prop-07-drat-sound
#
# If $F$ has a DRAT certificate, then $F$ has no satisfying assignment.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# For a RUP lemma $C$: an assignment that satisfies the present clauses and makes $C$ false
# agrees with every forced step of the propagation, so it would make a present clause false,
# a contradiction; hence every model of the present clauses satisfies $C$. For a RAT lemma
# $C$ with first literal $p$: take a model $\tau$ of the present clauses that makes $C$ false,
# and flip $p$ to true. Any clause that becomes false must contain $\neg p$, say $D$; then
# $\tau$ makes $D \setminus \{\neg p\}$ and $C$ false, contradicting the RUP lemma
# $C \cup (D \setminus \{\neg p\})$. So adding $C$ keeps the clauses satisfiable if they
# were. Deleting clauses keeps that too. By induction along the steps, a satisfiable $F$
# would end satisfiable, but the last step adds the empty clause, which no assignment
# satisfies.
# ```
#
# `prove_orphan(pattern, margin=1)` builds the clauses of "a parent exists within the margin"
# ({prf:ref}`lem-07-clauses`, {prf:ref}`prop-07-margin-one`), has CaDiCaL 1.9.5 (through
# python-sat) prove them unsatisfiable while recording its DRAT certificate, and returns an
# `OrphanProof` holding the clauses (DIMACS text), the certificate and the solver's name.
# Its `check()` rebuilds the clauses from the pattern and runs the book's own checker,
# `check_drat` in [`lightsout/drat.py`](../lightsout/drat.py): under 500 lines of Python
# that propagate units with two watched literals per clause, check every added lemma when
# it is added (RUP, else RAT on its first literal) and never call a SAT solver. So the
# verdict rests on that short code and on the clauses, not on the solver. A checker must
# also reject wrong certificates (`tests/test_07_life.py` gives it several); one such
# rejection, here: the first lemma of a certificate with its first literal flipped.

# %%
demo = lo.prove_orphan(orphan_alive, margin=1, defined=orphan_defined)
lines = list(demo.proof)
k = next(k for k, line in enumerate(lines) if not line.startswith("d"))
first, *rest = lines[k].split()
lines[k] = " ".join([str(-int(first)), *rest])
verdict = lo.check_drat(demo.cnf, lines)
print("a certificate with one literal flipped:", verdict.ok, "-", verdict.reason)
assert not verdict.ok

# %% [markdown]
# ## The Gardens of Eden of the literature
#
# Now the proofs. For each pattern of the table, the margin-1 model with `exact=False` asks
# for a parent of its box with anything at all around it; no parent proves the box an orphan
# ({prf:ref}`prop-07-margin-one`), and so every configuration containing it a Garden of Eden
# ({prf:ref}`prop-07-orphan-goe`). Eker's orphan in Garden of Eden 10 leaves 10 of the 99
# cells of its box free (`defined`). `prove_orphan` proves each with CaDiCaL in a few seconds
# at most, and we check every certificate with the book's checker here, the largest (Eker's
# $5 \times 45$, about 11 s on a quiet machine by `bench/bench_07_proofs.py`) included.

# %%
proofs = {}
for name, p in list(patterns.items()) + [("orphan in Garden of Eden 10", orphan_alive)]:
    defined = orphan_defined if name.startswith("orphan") else None
    proofs[name] = lo.prove_orphan(p, margin=1, defined=defined)

print(f"{'pattern':28} {'clauses':>7} {'proof lines':>11} {'lemmas':>7}  verdict")
for name, proof in proofs.items():
    assert proof.check()
    verdict = f"checked here: {proof.result.reason}"
    print(
        f"{name:28} {proof.n_clauses:>7,} {len(proof.proof):>11,} "
        f"{proof.n_lemmas:>7,}  {verdict}"
    )
print(proof.solver, "through", proof.solver_version)

# %% [markdown]
# ### A second solver family: Kissat
#
# A certificate is checked without trusting the solver that wrote it, but a second solver,
# separately written, gives each box a second and different certificate. Kissat 4.0.4 is a
# SAT solver in C by Armin Biere's group, in its README's words "a port of CaDiCaL back to
# C with improved data structures, better scheduling of inprocessing and optimized
# algorithms and implementation"
# ([Biere, Faller, Fazekas, Fleury, Froleyks and Pollitt 2024](https://cca.informatik.uni-freiburg.de/papers/BiereFallerFazekasFleuryFroleyksPollitt-SAT-Competition-2024-solvers.pdf)).
# `kissat_proof(cnf)` runs it (the program of the PyPI wheel passagemath-kissat) on the
# clauses that `prove_orphan` built and returns its DRAT proof as text lines. Kissat's
# proofs of these boxes are longer than CaDiCaL's and, unlike them, contain RAT lemmas
# ({prf:ref}`def-07-drat`), so they also exercise the RAT half of the checkers. The cell below proves each box twice with Kissat (the two proofs
# must be identical) and checks the smallest proof, Garden of Eden 10's, with the book's
# DRAT checker. Checking all six here would add minutes to this notebook: the other five are
# checked by `make recheck` (below).

# %%
kissat = {}
print(f"{'pattern':28} {'proof lines':>11} {'lemmas':>7}  run again")
for name, proof in proofs.items():
    run, again = lo.kissat_proof(proof.cnf), lo.kissat_proof(proof.cnf)
    assert run.proof == again.proof and run.proof[-1] == "0"
    kissat[name] = run
    lemmas = sum(1 for line in run.proof if not line.startswith("d"))
    print(f"{name:28} {len(run.proof):>11,} {lemmas:>7,}  the same proof")
print(run.version, "from the wheel passagemath-kissat, run as", run.command)
smallest = "Garden of Eden 10"
verdict = lo.check_drat(proofs[smallest].cnf, kissat[smallest].proof)
assert verdict.ok and verdict.rat_lemmas > 0
print(
    f"{smallest}, Kissat's proof, checked here: {verdict.reason}; "
    f"{verdict.rat_lemmas:,} of its {verdict.lemmas:,} lemmas are RAT, not RUP"
)

# %% [markdown]
# ### The certificates, stored and checked
#
# Each box's clauses and both proofs are stored in `data/` (listed with their SHA-256
# digests in [`data/07_certificates.csv`](../data/07_certificates.csv)), so that any DRAT
# checker can be run on them without rerunning a solver. `make recheck` verifies all twelve
# proofs with three checkers: the book's DRAT checker, the book's LRAT checker
# ([`lightsout/lrat.py`](../lightsout/lrat.py)) and dratify, written independently of this
# book. [Appendix 14](14_appendix_garden_of_eden_details.ipynb) checks the stored files
# against the solvers' proofs, says which checker checks which proof where, and times them.
#
# So the six boxes are orphans, and every configuration containing one is a Garden of Eden:
# each verdict rests on certificates from two solvers, verified by checkers, not on a
# solver's word. SCIP, with source 004's constraints, proves four of them in under a minute
# each and Banks's pattern in about six minutes, but gives no verdict on Eker's
# $5 \times 45$ within 600 s, which the SAT solver decides in under a second (Appendix 14).

# %% [markdown]
# Garden of Eden 6 is unchanged by a quarter turn, the symmetry its discoverers searched
# among; removing its last row or column leaves a pattern that does have a parent.

# %%
goe6 = patterns["Garden of Eden 6"]
assert np.array_equal(np.rot90(goe6), goe6) and not np.array_equal(goe6.T, goe6)
print("Garden of Eden 6 is invariant under a quarter turn, not under a reflection")
for what, part in [("last row", goe6[:-1]), ("last column", goe6[:, :-1])]:
    p = lo.life_predecessor(part, margin=1, method="sat")
    assert p is not None and np.array_equal(lo.life_step(p)[2:-2, 2:-2], part)
    print(
        f"without its {what} ({part.shape[0]} x {part.shape[1]}): a parent, checked "
        "by life_step"
    )

# %%
fig = lo.plots.ch07.gardens_of_eden(
    goe6, patterns["Garden of Eden 10"], orphan_alive, orphan_defined
)
lo.savefig(fig, "07-gardens-of-eden")
plt.show()

# %% [markdown]
# *Figure 07-gardens-of-eden.* Left: Garden of Eden 6 (Hartman, Heule, Kwekkeboom, Noels), a
# $10 \times 10$ orphan unchanged by a quarter turn. Middle: Eker's Garden of Eden 10,
# $9 \times 11$. Right: Eker's orphan inside it: yellow cells must be alive, dark cells dead,
# and the grey cells are free. All three have no parent, whatever surrounds them (checked
# certificates).

# %% [markdown]
# ## Performance: SCIP against SAT
#
# `bench/bench_07_life.py` (`make bench B=07_life`) times every predecessor search of this
# notebook that decides a Garden of Eden, three times each with a limit of 120 s, and writes
# [`data/07_life.csv`](../data/07_life.csv). The configurations are source 004's constraints
# with SCIP's default settings (**scip-defaults**; the source itself used PuLP with CBC),
# with cutting planes off (**scip-nocuts**, the default of `method="scip"`), with symmetry
# handling off too (**scip-nocuts-nosym**), the tight constraints with cutting planes off
# (**scip-tight-nocuts**), and the clauses solved by CaDiCaL (**sat**). On Banks's
# $9 \times 33$ and Eker's $5 \times 45$ patterns SCIP gets a single attempt of 30 s. A
# time covers building the model and solving it, on one thread. (GoE $n$ stands for Garden
# of Eden $n$.)

# %%
bench, meta, _ = lo.read_benchmark("07_life")
cases = list(dict.fromkeys(row["case"] for row in bench))
configs = list(dict.fromkeys(row["config"] for row in bench))  # in the order run
assert configs[-1] == "sat"
runs = {
    (c, k): [row for row in bench if row["case"] == c and row["config"] == k]
    for c in cases
    for k in configs
}
runs = {key: rs for key, rs in runs.items() if rs}
for (case, config), rs in runs.items():
    expected = "parent" if "exact" in case else "infeasible"
    assert {row["status"] for row in rs} <= {expected, "timelimit"}, (case, config)
print(
    "every run that finished agrees: the six Gardens of Eden have no parent; the "
    "source's pattern has an exact parent"
)
print(
    f"{len(bench)} runs, measured {meta['date'][:10]} on {meta['machine']['cpu']} "
    f"({meta['machine']['cores']} cores), {meta['notes']}"
)

# %%
fig = lo.plots.ch07.benchmark(runs, cases, configs)
lo.savefig(fig, "07-benchmark")
plt.show()

# %% [markdown]
# *Figure 07-benchmark.* Every run of `bench/bench_07_life.py`, one dot each (log scale):
# wall time to build the model and decide. The source's pattern gets an exact parent; all
# other cases are proofs that no parent exists. Every case and configuration was run three
# times with a limit of 120 s, except SCIP on Banks's 9 x 33 and Eker's 5 x 45, run once
# each with a limit of 30 s; those two runs are the hollow dots, stopped at their 30 s
# without a decision. Measured on the machine named above, shared with other jobs.
#
# The SAT solver is faster than SCIP on every case, and only the SAT solver decides Banks's
# and Eker's long patterns here. Switching SCIP's cutting planes off makes its proofs faster
# (the relaxation of a dead cell's "or" carries almost no information), and its symmetry
# handling saves more than half of the nodes on GoE 6. Reasoning on clauses, learning a
# clause from each conflict, suits this problem better than branch-and-bound on weak linear
# relaxations; yet SCIP given the clauses as linear constraints is slower than SCIP given
# source 004's constraints: the formulation matters too. [Appendix 14](14_appendix_garden_of_eden_details.ipynb) has every time,
# the node counts and SCIP's long attempts. `tests/test_07_life.py` checks both solvers
# against exhaustive search on all small patterns.

# %% [markdown]
# ## Summary
#
# * A Garden of Eden is a configuration of the whole plane without a parent; an orphan is a
#   finite pattern that appears in no next generation ({prf:ref}`def-07-garden-of-eden`,
#   {prf:ref}`def-07-orphan`). Every configuration containing an orphan is a Garden of Eden
#   ({prf:ref}`prop-07-orphan-goe`), and by the theorem of Moore and Myhill
#   ({prf:ref}`thm-07-moore-myhill`) Life has them because the empty plane and a single live
#   cell have the same successor. Whether a given two-dimensional rule has one is
#   undecidable in general (Kari 1994).
# * For Lights Out read as a cellular automaton ($\mathbf x \mapsto A\mathbf x$), the Gardens
#   of Eden are exactly the $2^{mn} - 2^{mn-d}$ unsolvable boards and the quiet patterns give
#   the twins ({prf:ref}`prop-07-lights-out-goe`).
# * Life's rule for one cell is a condition on the centre $x$ and the neighbour sum $s$: as
#   linear constraints $s + x \ge 3,\ s \le 3$ (alive) and $s + x \le 2$ or $s \ge 4$ with
#   one binary switch (dead) ({prf:ref}`lem-07-constraints`, checked on every window size
#   $k = 0, \dots, 8$); as 106 and 84 clauses over the nine cells
#   ({prf:ref}`lem-07-clauses`, checked on all 512 windows).
# * A model with variables only on the pattern's box (source 004's) proves only that no
#   parent fits inside the box. One extra ring of cells is exactly enough to decide whether
#   the box is an orphan ({prf:ref}`prop-07-margin-one`).
# * Source 004's rows as printed are not a Garden of Eden: they have a parent even alone on
#   the empty plane, and so does every one of their 96 single-cell changes
#   ([Appendix 14](14_appendix_garden_of_eden_details.ipynb)).
# * A DRAT certificate proves unsatisfiability ({prf:ref}`prop-07-drat-sound`), and a short
#   checker that calls no solver verifies it. The six orphans of the literature (Banks 1971;
#   Gardens of Eden 5, 6 and 10; Eker's orphan; Eker's $5 \times 45$) are proved by two
#   solver families, CaDiCaL (`prove_orphan`) and Kissat (`kissat_proof`, whose proofs
#   contain RAT lemmas); CaDiCaL's certificates are verified here by the book's checker, and
#   all twelve stored proofs by three checkers, one of them independent of the book's code.
# * The SAT solver decides every case faster than SCIP, which gives no verdict on Eker's
#   $5 \times 45$ within 600 s; cutting planes off and SCIP's symmetry handling help SCIP,
#   and the formulation, not the solver alone, decides how fast it is.
#
# ## Exercises

# %% [markdown]
# ````{exercise} Gardens of Eden of Lights Out on 4 x 4 (easy)
# :label: ex-07-1
#
# Count the Gardens of Eden of the Lights Out automaton on the $4 \times 4$ board by listing
# the next state of all $2^{16}$ configurations, and compare with
# {prf:ref}`prop-07-lights-out-goe`.
#
# ```{hint}
# :class: dropdown
#
# The next state of a configuration $\mathbf x$ is the board that pressing $\mathbf x$
# lights on a dark board, `lo.apply_presses(dark, x)`. Collect the boards in a set.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-07-1
# :class: dropdown
# ```
#
# The set has $2^{16-d}$ boards, where $d$ is the nullity; the others are the Gardens of
# Eden. Each board that is reached is reached $2^d$ times, once from each member of a family
# of twins $\mathbf x + \mathbf q$.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
import itertools

m = n = 4
dark = np.zeros((m, n), dtype=np.uint8)
reached = {
    lo.apply_presses(dark, np.array(bits).reshape(m, n)).tobytes()
    for bits in itertools.product((0, 1), repeat=m * n)
}
d = len(lo.quiet_patterns(m, n))
gardens = 2 ** (m * n) - len(reached)
assert len(reached) == 2 ** (m * n - d) and gardens == 2**16 - 2 ** (16 - d)
print(f"d = {d}: {len(reached)} boards have a parent, {gardens} are Gardens of Eden")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Prove it: margin 2 changes nothing (medium)
# :label: ex-07-2
#
# Prove that for `exact=False` the margin-2 model has a solution exactly when the margin-1
# model has one, and confirm it by computation for Garden of Eden 6 and for the source's
# pattern. Why does the argument fail for `exact=True`?
#
# ```{hint}
# :class: dropdown
#
# Which parent cells does the next state of a cell of the box depend on? For `exact=True`,
# which cells get constraints?
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-07-2
# :class: dropdown
# ```
#
# The next states of the box depend only on parent cells at most one step outside it, so the
# ring two steps out appears in no constraint: a margin-2 solution restricted to margin 1 is
# a margin-1 solution, and a margin-1 solution padded with anything is a margin-2 solution
# (this is {prf:ref}`prop-07-margin-one`). With `exact=True` the cells just outside the box
# are constrained too (they must end dead), and their windows reach two steps out, so the
# outer ring matters: some single-cell changes of the source's pattern have an exact parent
# with margin 2 but none with margin 1
# ([Appendix 14](14_appendix_garden_of_eden_details.ipynb) lists them).

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
goe6 = lo.parse_life((lo.DATA_DIR / "07_goe6.txt").read_text())
src = lo.parse_life((lo.DATA_DIR / "07_source004_8x12.txt").read_text())
assert lo.life_predecessor(goe6, margin=2, method="sat") is None
p2 = lo.life_predecessor(src, margin=2, method="sat")
assert np.array_equal(lo.life_step(p2)[3:11, 3:15], src)
p1 = p2[1:-1, 1:-1]  # drop the outer ring: still a parent of the box
assert np.array_equal(lo.life_step(p1)[2:10, 2:14], src)
print(
    "margin 2: GoE 6 has no parent; the source's pattern has one, so has its"
    " margin-1 part"
)

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} A grandparent (easy)
# :label: ex-07-3
#
# Does the source's pattern have a *grandparent*? Take the exact parent that the SAT solver
# finds and ask whether it has a parent itself.
#
# ```{hint}
# :class: dropdown
#
# `life_predecessor` of the parent, with margin 1 and `exact=True`. `None` would settle
# nothing, because other parents exist.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-07-3
# :class: dropdown
# ```
#
# The exact parent has a parent of its own, so the source's pattern is two generations away
# from some configuration. The parent and grandparent are the ones CaDiCaL returns here;
# another solver build may return another parent, and then another grandparent with another
# number of live cells, or none (a parent need not have a parent of its own). The one found
# here is confirmed by `life_step`, and one grandparent settles the question.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
src = lo.parse_life((lo.DATA_DIR / "07_source004_8x12.txt").read_text())
parent = lo.life_predecessor(src, margin=1, exact=True, method="sat")
grandparent = lo.life_predecessor(parent, margin=1, exact=True, method="sat")
assert grandparent is not None
two = lo.life_step(lo.life_step(grandparent))
assert np.array_equal(two[4:12, 4:16], src) and two.sum() == src.sum()
print("a grandparent with", int(grandparent.sum()), "live cells on", grandparent.shape)

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} A smaller orphan inside Garden of Eden 6 (medium)
# :label: ex-07-4
#
# Leave the four corner cells of Garden of Eden 6 free. Is the rest still an orphan? Prove
# it with a checked certificate. And with its whole outer ring free?
#
# ```{hint}
# :class: dropdown
#
# Pass `defined`, a 0/1 array with 0 on the cells left free, to `prove_orphan`; it raises
# `ValueError` when a parent exists.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-07-4
# :class: dropdown
# ```
#
# With the corners free there is still no parent: 96 defined cells of GoE 6 already form an
# orphan, and the certificate checks. With the whole outer ring free (64 defined cells) a
# parent exists.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
goe6 = lo.parse_life((lo.DATA_DIR / "07_goe6.txt").read_text())
corners = np.ones_like(goe6)
corners[[0, 0, -1, -1], [0, -1, 0, -1]] = 0
proof = lo.prove_orphan(goe6, defined=corners)
assert proof.check()
inner = np.zeros_like(goe6)
inner[1:-1, 1:-1] = 1
try:
    lo.prove_orphan(goe6, defined=inner)
    raise AssertionError("expected a parent")
except ValueError as err:
    assert "not an orphan" in str(err)
parent = lo.life_predecessor(goe6, defined=inner, method="sat")
assert np.array_equal(lo.life_step(parent)[3:-3, 3:-3], goe6[1:-1, 1:-1])
print(f"corners free: an orphan, {proof.n_lemmas} lemmas checked; ring free: a parent")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Implement it yourself: a RUP checker in 15 lines (challenge)
# :label: ex-07-5
#
# Write a function `rup(clauses, lemma)` that decides whether `lemma` is a RUP lemma of
# `clauses` ({prf:ref}`def-07-drat`) by plain unit propagation (no watched literals), and a
# loop that checks a DRUP certificate with it: every added lemma must be RUP against the
# clauses so far; deletions may be ignored (keeping a clause never makes a wrong proof pass).
# Test it on CaDiCaL's certificate for the pigeonhole formula "5 pigeons, 4 holes" and
# compare with `lo.check_drat`, also on the certificate without its last line.
#
# ```{hint}
# :class: dropdown
#
# Keep the set of literals made true. Sweep over the clauses until nothing changes: a
# clause with a true literal is done; if all its literals are false, that is the conflict;
# if exactly one is not false, make it true. `pysat.examples.genhard.PHP(4)` builds the
# pigeonhole clauses, and `Solver(name="cadical195", with_proof=True)` records the proof.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-07-5
# :class: dropdown
# ```
#
# Propagation sweeps until a fixed point; a lemma is checked against every clause kept so
# far. The verdicts agree with the library's checker on the certificate and on the
# truncated one.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
from pysat.examples.genhard import PHP
from pysat.solvers import Solver


def rup(clauses, lemma):
    true = {-lit for lit in lemma}
    changed = True
    while changed:
        changed = False
        for clause in clauses:
            if any(lit in true for lit in clause):
                continue
            free = [lit for lit in clause if -lit not in true]
            if not free:
                return True
            if len(free) == 1:
                true.add(free[0])
                changed = True
    return False


def check_drup(clauses, lines):
    kept = [list(c) for c in clauses]
    for line in lines:
        if line.startswith("d"):
            continue
        lemma = [int(t) for t in line.split()[:-1]]
        if not rup(kept, lemma):
            return False
        if not lemma:
            return True
        kept.append(lemma)
    return False


php = PHP(4)  # 5 pigeons, 4 holes
with Solver(name="cadical195", bootstrap_with=php.clauses, with_proof=True) as s:
    assert not s.solve()
    lines = list(s.get_proof())
if lines[-1].split() != ["0"]:
    lines.append("0")
cnf = f"p cnf {php.nv} {len(php.clauses)}\n" + "".join(
    " ".join(map(str, c)) + " 0\n" for c in php.clauses
)
for cert in (lines, lines[:-1]):
    mine, library = check_drup(php.clauses, cert), lo.check_drat(cnf, cert).ok
    assert mine == library
    print(f"{len(cert)} lines: mine {mine}, library {library}")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ## References
#
# * Source 004: "Proving a Garden of Eden with combinatorial optimisation" (Japanese, a Qiita
#   Advent Calendar article of 2017-12-03, [qiita.com/SaitoTsutomu](https://qiita.com/SaitoTsutomu/items/a6456ecc781bd0b5b567)).
# * C. Hartman, M. J. H. Heule, K. Kwekkeboom, A. Noels, "Symmetry in Gardens of Eden",
#   *Electronic Journal of Combinatorics* 20(3) (2013), P16.
#   [combinatorics.org](https://www.combinatorics.org/ojs/index.php/eljc/article/view/v20i3p16)
# * K. Sutner, "Linear cellular automata and the Garden-of-Eden", *The Mathematical
#   Intelligencer* 11 (1989) 49-53. [doi:10.1007/BF03023823](https://doi.org/10.1007/BF03023823)
# * J. Kari, "Reversibility and surjectivity problems of cellular automata", *Journal of
#   Computer and System Sciences* 48 (1994) 149-182: surjectivity (no Garden of Eden) is
#   undecidable for two-dimensional cellular automata.
#   [doi:10.1016/S0022-0000(05)80025-X](https://doi.org/10.1016/S0022-0000(05)80025-X)
# * N. Wetzler, M. J. H. Heule, W. A. Hunt Jr., "DRAT-trim: efficient checking and trimming
#   using expressive clausal proofs", *SAT 2014*, LNCS 8561 (2014): the DRAT format and RAT
#   lemmas; its page credits backward checking to Goldberg and Novikov (2003), whose paper we
#   did not read. [doi:10.1007/978-3-319-09284-3_31](https://doi.org/10.1007/978-3-319-09284-3_31)
# * M. J. H. Heule, W. A. Hunt Jr., N. Wetzler, "Trimming while checking clausal proofs",
#   *Formal Methods in Computer-Aided Design (FMCAD 2013)*, IEEE (2013) 181-188: DRUP
#   certificates. [doi:10.1109/FMCAD.2013.6679408](https://doi.org/10.1109/FMCAD.2013.6679408)
# * "Garden of Eden (cellular automaton)", Wikipedia: orphans, twins and the theorem of Moore
#   (1962) and Myhill (1963).
#   [en.wikipedia.org](https://en.wikipedia.org/wiki/Garden_of_Eden_(cellular_automaton))
# * J. Hardouin-Duparc, "Paradis terrestre dans l'automate cellulaire de Conway", *Revue
#   française d'automatique, informatique, recherche opérationnelle. Informatique théorique* 8
#   (R-3) (1974), from page 63,
#   [numdam.org](http://www.numdam.org/item?id=ITA_1974__8_3_63_0): the search for orphans of
#   small height and the $122 \times 6$ and $117 \times 6$ Gardens of Eden (we have not read the
#   paper; its record and contents as described in a blog post that links it).
# * LifeWiki, "Garden of Eden" (the theorem, the records) and the main page's feature on it
#   (Banks 1971, Hardouin-Duparc 1973, Eker's $5 \times 83$ of 2016, no Garden of Eden of
#   height below 4).
#   [Garden of Eden](https://conwaylife.com/w/index.php?title=Garden_of_Eden&oldid=24161),
#   [main page](https://conwaylife.com/wiki/Main_Page)
# * A. Flammenkamp, "Garden of Eden / Orphan" record pages, e.g. the state of 1 December 2009.
#   [wwwhomes.uni-bielefeld.de/achim/orphan_5th.html](http://wwwhomes.uni-bielefeld.de/achim/orphan_5th.html)
# * ConwayLife forum, the thread on the smallest known Garden of Eden (Garden of Eden 10 and
#   its orphan by S. Eker, 2016; the $8 \times 12$ one on Flammenkamp's `orphan_9th.html`).
#   [conwaylife.com/forums/viewtopic.php?p=72395](https://www.conwaylife.com/forums/viewtopic.php?p=72395)
# * PySAT (python-sat), the Python interface to the SAT solver CaDiCaL used here, and the
#   cardinality encodings it lists. [pypi.org/project/python-sat](https://pypi.org/project/python-sat/)
# * A. Biere, T. Faller, K. Fazekas, M. Fleury, N. Froleyks, F. Pollitt, "CaDiCaL, Gimsatul,
#   IsaSAT and Kissat entering the SAT Competition 2024", *Proc. SAT Competition 2024:
#   Solver, Benchmark and Proof Checker Descriptions*, Department of Computer Science Report
#   Series B, vol. B-2024-1, University of Helsinki (2024) 8-10: the description of Kissat
#   that its README cites. Kissat 4.0.4 is run here as the program shipped by the PyPI wheel
#   passagemath-kissat 10.8.13.
#   [paper](https://cca.informatik.uni-freiburg.de/papers/BiereFallerFazekasFleuryFroleyksPollitt-SAT-Competition-2024-solvers.pdf),
#   [github.com/arminbiere/kissat](https://github.com/arminbiere/kissat)
# * PuLP, the modeller source 004 used (default solver CBC). [github.com/coin-or/pulp](https://github.com/coin-or/pulp)

# %% [markdown]
# **Next:** [08 Beyond the grid](08_beyond_the_grid.ipynb): the $\sigma$ game, the torus and
# Lights Out on any graph.
