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
# literature parentless, with SCIP and with a SAT solver, and compares the two.
#
# **Uses:** the integer programs and SCIP of
# [06, integer programming with SCIP](06_integer_programming_with_scip.ipynb); the press
# matrix $A$ and the quiet patterns of [01](01_the_lights_out_matrix.ipynb) and
# [02](02_solving_over_gf2.ipynb). Introduced here, in
# [`lightsout_helpers.py`](../lightsout_helpers.py): `parse_life`, `life_step`,
# `life_cell_clauses` and `life_predecessor`.

# %%
import csv
import json
import time

import matplotlib.pyplot as plt
import numpy as np
from matplotlib.patches import Rectangle
from pyscipopt import Model

import lightsout_helpers as lo

# %% [markdown]
# ## Gardens of Eden, orphans and twins
#
# Life is played on the infinite square grid. A *configuration* gives every cell a state,
# alive (1) or dead (0); one generation later every cell has a new state computed from its
# $3 \times 3$ window (the rule is below). A configuration $P$ is a *parent* of $Q$ if $Q$ is
# the next generation of $P$.
#
# * A **Garden of Eden** is a configuration with no parent: it can only be a starting state.
# * An **orphan** is a finite pattern (the states of finitely many cells, here the cells of a
#   rectangle, its *box*) that appears in no next generation: whatever the configuration, its
#   next generation differs from the pattern in at least one of the pattern's cells.
#
# Every configuration that contains an orphan is a Garden of Eden, and conversely every Garden
# of Eden contains an orphan [(Wikipedia)](https://en.wikipedia.org/wiki/Garden_of_Eden_(cellular_automaton)).
# So a proof in practice exhibits an orphan, and the statement to prove is about *every*
# configuration around it. A pattern drawn on an otherwise empty plane is a Garden of Eden
# exactly when that one configuration has no parent; if its box is an orphan it certainly is.
#
# Do Gardens of Eden exist at all? The Garden-of-Eden theorem of Moore (1962) and Myhill
# (1963) says that a cellular automaton on the square grid has a Garden of Eden if and only if
# it has *twins*: two different finite patterns that can replace each other anywhere without
# changing the next generation. In particular an automaton with two different finite
# configurations that have the same next generation has Gardens of Eden
# [(LifeWiki)](https://conwaylife.com/w/index.php?title=Garden_of_Eden&oldid=24161). Life has such a pair: the empty
# plane, and the plane with a single live cell, which dies. So Gardens of Eden exist in Life,
# although the theorem does not say what one looks like.

# %%
single = lo.life_step([[1]])
print("a single live cell, one generation later:", int(single.sum()), "live cells")
assert single.sum() == 0 and lo.life_step([[0]]).sum() == 0

# %% [markdown]
# ### The link to Lights Out
#
# Lights Out is a cellular automaton too [(Sutner 1989)](https://doi.org/10.1007/BF03023823).
# Read a press pattern $x$ on an $m \times n$ board as a configuration; in one step every cell
# becomes the sum mod 2 of itself and its (up to four) neighbours. That step is exactly the
# press matrix: $x \mapsto A x$, the board that pressing $x$ lights on a dark board. So a board
# $b$ has a parent exactly when $A x = b$ has a solution:
#
# * **the Gardens of Eden of the Lights Out automaton are exactly the unsolvable boards;**
# * **the quiet patterns play the role of twins:** $A(x + q) = A x$ for every quiet pattern
#   $q$, so $x$ and $x + q$ have the same next state.
#
# On a finite board the counterpart of Moore and Myhill's theorem is rank plus nullity: $A$ misses some board
# exactly when it sends two patterns to the same board, that is when the nullity $d$ is
# positive, and then $2^{mn} - 2^{mn-d}$ boards are Gardens of Eden. Notebook 02 showed that a
# board is solvable exactly when it has an even number of lit cells under every quiet pattern;
# so the lit cells under one quiet pattern, with an odd count, already form an orphan of this
# automaton, whatever the other cells hold. We check all of it on the $5 \times 5$ board.

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
    f"{m} x {n}: nullity {d}; {2 ** (m * n - d):,} of the {2 ** (m * n):,} boards have a parent, "
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
    f"the lit corner and the other {int(q.sum()) - 1} dark cells under a quiet pattern: an orphan of Lights Out "
    "(20 random fillings of the rest, none has a parent)"
)

# %% [markdown]
# Life is not linear, so none of this algebra carries over; finding a Life orphan is a search.
#
# ### The record patterns
#
# The first Garden of Eden of Life was found by Roger Banks and others at MIT in 1971; its box
# is $33 \times 9$ with 226 live cells. Jean Hardouin-Duparc found two more by computer search
# in 1973, with boxes $122 \times 6$ and $117 \times 6$; in April 2016 Steven Eker found one
# in a $5 \times 83$ box ([LifeWiki, main page](https://conwaylife.com/wiki/Main_Page)).
# Achim Flammenkamp's pages keep the records: his standings of 1 December 2009, after new
# patterns by Nicolay Beluchenko, list 47 as the fewest live cells, 107 as the fewest defined
# cells of an orphan and $11 \times 11$ as the smallest box
# ([Flammenkamp](http://wwwhomes.uni-bielefeld.de/achim/orphan_5th.html)). Beluchenko's
# "Garden of Eden 5" is such an $11 \times 11$ pattern; it stayed the smallest known until
# "Garden of Eden 6", $10 \times 10$, in December 2011 (LifeWiki's pattern file, see
# `data/README.md`). Garden of Eden 6 was found by Christiaan Hartman,
# Marijn Heule, Kees Kwekkeboom and Alain Noels with a SAT solver and a search among patterns
# unchanged by a quarter turn
# ([Hartman et al. 2013](https://www.combinatorics.org/ojs/index.php/eljc/article/view/v20i3p16)). Eker then found smaller boxes in
# 2016: an $8 \times 12$ Garden of Eden in April, listed on Flammenkamp's pages, and
# "Garden of Eden 10", $9 \times 11$ with 55 live cells, in September, together with an
# orphan of 89 defined cells inside it
# ([ConwayLife forum](https://www.conwaylife.com/forums/viewtopic.php?p=72395)).
#
# Six of these patterns are stored in `data/` (their sources are in
# `data/README.md`); the $8 \times 12$, $5 \times 83$ and Hardouin-Duparc
# patterns we did not find in a form we could read. Below we read them and compare their
# sizes with the published ones; the proofs follow once the tools are built.


# %%
def lifehistory(text):
    """(alive, defined) of an orphan written in the LifeHistory RLE format: A alive, B a cell
    that must be dead, '.' a cell left free; parse_life reads each of the two as a pattern."""
    body = "\n".join(
        line for line in text.splitlines() if not line.startswith(("#", "x"))
    )
    alive = lo.parse_life(body.replace("A", "o").replace("B", "b").replace(".", "b"))
    defined = lo.parse_life(body.replace("A", "o").replace("B", "o").replace(".", "b"))
    return alive, defined


LITERATURE = {  # name: (file, found by, year)
    "Garden of Eden 1": ("07_goe1_banks.rle", "Banks et al.", 1971),
    "Garden of Eden 5": ("07_goe5_beluchenko.rle", "Beluchenko", None),
    "Garden of Eden 6": ("07_goe6.txt", "Hartman, Heule, Kwekkeboom, Noels", 2011),
    "Garden of Eden 5 x 45": ("07_goe5x45_eker.rle", "Eker", 2016),
    "Garden of Eden 10": ("07_goe10_eker.rle", "Eker", 2016),
}
PUBLISHED = {
    "Garden of Eden 1": ((9, 33), 226),
    "Garden of Eden 5": ((11, 11), None),
    "Garden of Eden 6": ((10, 10), None),
    "Garden of Eden 5 x 45": ((5, 45), None),
    "Garden of Eden 10": ((9, 11), 55),
}
patterns = {
    name: lo.parse_life((lo.DATA_DIR / file).read_text())
    for name, (file, _, _) in LITERATURE.items()
}
orphan_alive, orphan_defined = lifehistory(
    (lo.DATA_DIR / "07_goe10_orphan_eker.rle").read_text()
)

print(f"{'pattern':22} {'found by':34} {'year':>4}  {'box':>7}  {'live':>4}  published")
for name, (file, who, year) in LITERATURE.items():
    p = patterns[name]
    shape, cells = PUBLISHED.get(name, (None, None))
    agree = (
        "-"
        if shape is None
        else (
            "agrees"
            if p.shape == shape and cells in (None, int(p.sum()))
            else "DIFFERS"
        )
    )
    print(
        f"{name:22} {who:34} {year or '-':>4}  {p.shape[0]:>2} x {p.shape[1]:<2}  {int(p.sum()):>4}  {agree}"
    )
    assert agree != "DIFFERS"
required_dead = orphan_defined * (1 - orphan_alive)
print(
    f"orphan in Garden of Eden 10: {int(orphan_defined.sum())} defined cells, {int(required_dead.sum())} of them "
    f"dead, {int((1 - orphan_defined).sum())} free; its live cells are those of Garden of Eden 10:",
    np.array_equal(orphan_alive, patterns["Garden of Eden 10"]),
)
assert (
    int(orphan_defined.sum()) == 89 and int(required_dead.sum()) == 34
)  # as published

# %% [markdown]
# (The published box sizes are width x height; the table prints rows x columns. The 47 live
# cells of the 2009 standings belong to another pattern: Garden of Eden 5 has 69. Its year is
# not stated in the sources we read.)
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
# for a dead cell whose window has only $k < 8$ neighbours inside the modelled region, the
# smallest switch coefficients that still make the constraints void: $s + x \le 2 + (k-1)y$,
# $s \le 2 + (k-2)y$, $s \ge 4y$ (no switch at all when $k \le 3$). We check both systems
# against the rule on every pair $(x, s)$.


# %%
def alive_next(x, s):
    return s == 3 or (x == 1 and s == 2)


for x, s in [(x, s) for x in (0, 1) for s in range(9)]:
    alive = alive_next(x, s)
    assert alive == (s + x >= 3 and 2 * s + x <= 7)  # source 004, alive cells
    assert alive == (s + x >= 3 and s <= 3)  # tight form, alive cells
    assert any(s + x <= 2 + 7 * y and s >= 4 * y for y in (0, 1)) == (
        not alive
    )  # source 004, dead
    for k in range(4, 9):  # tight form, a window with k neighbours present (s <= k)
        if s <= k:
            tight_ok = any(
                s + x <= 2 + (k - 1) * y and s <= 2 + (k - 2) * y and s >= 4 * y
                for y in (0, 1)
            )
            assert tight_ok == (not alive)
print("on all 18 pairs (x, s): the constraints allow exactly the pairs the rule allows")

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
        f"{'alive' if wanted else 'dead'} next: {len(clauses)} clauses; they allow exactly the windows "
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
        f"{method.upper()}: a parent inside the box, and one whose next generation is the glider alone"
    )
glider_parent = exact_parent  # the SAT solver's
glider_next = lo.life_step(glider_parent)


# %%
def show(ax, board, title, extent):
    """plot_board with the same cell size in every panel: the axes show an extent of rows x cols."""
    lo.plot_board(board, ax=ax, title=title)
    (r, c), (m, n) = extent, board.shape
    ax.set_xlim(-0.5 - (c - n) / 2, n - 0.5 + (c - n) / 2)
    ax.set_ylim(m - 0.5 + (r - m) / 2, -0.5 - (r - m) / 2)
    ax.grid(
        False, which="both"
    )  # grid lines only on the board, not across the empty margin
    ax.hlines(np.arange(-0.5, m), -0.5, n - 0.5, color="#9e9e9e", linewidth=1)
    ax.vlines(np.arange(-0.5, n), -0.5, m - 0.5, color="#9e9e9e", linewidth=1)
    for spine in ax.spines.values():
        spine.set_visible(False)


def frame(ax, top, left, rows, cols):
    ax.add_patch(
        Rectangle(
            (left - 0.5, top - 0.5),
            cols,
            rows,
            fill=False,
            edgecolor="#e03131",
            linewidth=5,
        )
    )


fig, axes = plt.subplots(1, 3)
show(axes[0], glider_parent, "a parent (margin 1)", (7, 7))
frame(axes[0], 1, 1, 3, 3)
show(axes[1], glider_next, "its next generation", (7, 7))
frame(axes[1], 2, 2, 3, 3)
show(axes[2], glider, "the glider", (7, 7))
lo.savefig(fig, "07-glider-parent")
plt.show()

# %% [markdown]
# *Figure 07-glider-parent.* Left: a parent of the glider found by the SAT solver on the
# glider's box grown by one cell (red frame: the glider's box). Middle: its next generation,
# computed by `life_step` on the plane: the glider and nothing else. Right: the glider. Live
# cells are yellow; every panel draws cells at the same size.

# %% [markdown]
# ## The source's 8 x 12 pattern
#
# Source 004 prints eight rows; three of them start with `#` and a stray space, like its
# glider. Read as 12 cells each, they give the pattern stored in
# [`data/07_source004_8x12.txt`](../data/07_source004_8x12.txt); parsing the rows as printed
# gives the same array.

# %%
as_printed = """\
.##..#.##...
# ..##..#.#.#
.#.#.##.#.#.
# ....##..##.
.###...#....
..#.#.##.#..
.#.##...#.#.
# ....#.#...."""
print(
    "rows printed with '# ':",
    sum(row.startswith("# ") for row in as_printed.splitlines()),
)
source_pattern = lo.parse_life((lo.DATA_DIR / "07_source004_8x12.txt").read_text())
assert np.array_equal(lo.parse_life(as_printed), source_pattern)
print(source_pattern.shape, "live cells:", int(source_pattern.sum()))

# %% [markdown]
# Are the spaces really stray? The source's program reads a row character by character,
# counts everything that is not `.` as alive, and keeps only as many characters per row as the
# first row has. Read that way, the glider as printed becomes a different $3 \times 3$ pattern,
# and the source's own model (margin 0) finds no parent for it, whereas the source reports
# `Optimal` for its glider. So the source ran its program on rows without the spaces, and
# reading them as 12 cells each is what it solved. The literal reading of the 8 x 12 rows is
# decided too.


# %%
def literal_reading(text):
    """Rows as the source's program reads them: anything but '.' is alive, cut to the first row's length."""
    rows = text.splitlines()
    return np.array(
        [[ch != "." for ch in row[: len(rows[0])]] for row in rows], dtype=np.uint8
    )


glider_literal = literal_reading(".#.\n# ..\n### ")
source_literal = literal_reading(as_printed)
print(glider_literal)
assert not np.array_equal(glider_literal, glider)
print(
    "the literal reading of the 8 x 12 rows differs from ours in",
    int((source_literal != source_pattern).sum()),
    "cells",
)
for method in lo.LIFE_METHODS:
    assert lo.life_predecessor(glider_literal, margin=0, method=method) is None
    assert lo.life_predecessor(source_literal, margin=0, method=method) is None
    parent_literal = lo.life_predecessor(source_literal, margin=1, method=method)
    assert np.array_equal(lo.life_step(parent_literal)[2:-2, 2:-2], source_literal)
print(
    "SCIP and SAT agree: literal glider, no parent inside its box (the source reports Optimal);"
)
print(
    "literal 8 x 12 rows, no parent inside the box, but a parent with margin 1 (checked by life_step)"
)

# %% [markdown]
# ### (a) The source's model: a parent inside the box
#
# The source's program has variables only on the 8 x 12 box, and its neighbour sums include
# only cells of the box. So it silently assumes that **every cell outside the box is dead in
# the parent**. Its "Infeasible" therefore proves one thing: *no parent has all its live cells
# inside the 8 x 12 box.* The source solved its model with PuLP, whose default solver is CBC
# ([PuLP](https://github.com/coin-or/pulp)); we solve the same constraints with SCIP (both
# settings) and with the SAT solver, and all agree with the source's answer.

# %%
for method, formulation in [("scip", "source"), ("scip", "fast"), ("sat", "fast")]:
    result = lo.life_predecessor(
        source_pattern, margin=0, method=method, formulation=formulation
    )
    label = (
        f"SCIP, {'default settings' if formulation == 'source' else 'cutting planes off'}"
        if method == "scip"
        else "SAT"
    )
    print(
        f"margin 0, {label}:",
        "no parent inside the box" if result is None else "parent",
    )
    assert result is None

# %% [markdown]
# ### (b) The margin the rule requires: one cell
#
# Which parent cells can influence the pattern? The next state of a cell depends only on its
# $3 \times 3$ window, so the next states of the box depend only on parent cells at most one
# step outside the box. Hence:
#
# * if the pattern has a parent on the plane, its restriction to the box grown by one is a
#   solution of the margin-1 model (the constraints mention no other cell);
# * conversely, a solution of the margin-1 model, with anything at all two or more steps
#   outside, is a parent of the pattern on the box.
#
# So the margin-1 model (with `exact=False`) decides exactly whether the box is an orphan:
# `None` proves it is one, and a solution proves it is not. A larger margin changes nothing.
# With `exact=True` a solution is a parent of the whole configuration "the pattern on an empty
# plane", which proves that this configuration is not a Garden of Eden. The converse fails:
# with `exact=True` the cells just outside the box must end dead, and a parent may need live
# cells further out (which die) to achieve that, so `None` from an exact search with a small
# margin proves nothing. We meet such cases below.

# %%
parent_m1 = lo.life_predecessor(source_pattern, margin=1, method="sat")
assert np.array_equal(lo.life_step(parent_m1)[2:10, 2:14], source_pattern)
for seed in range(
    20
):  # the cells two or more steps out cannot matter: fill them at random
    plane = (
        np.random.default_rng(seed)
        .integers(0, 2, size=(10 + 4, 14 + 4))
        .astype(np.uint8)
    )
    plane[2:12, 2:16] = parent_m1
    assert np.array_equal(lo.life_step(plane)[4:12, 4:16], source_pattern)
print(
    "a parent with margin 1; with 20 random surroundings two or more cells out it still makes the pattern"
)

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
assert (
    lo.life_predecessor(source_pattern, margin=1, exact=True, method="scip") is not None
)
print("SCIP finds an exact parent too")

# %%
fig, axes = plt.subplots(1, 3)
show(axes[0], source_pattern, "source 004's pattern", (12, 16))
show(axes[1], parent_exact, "a parent (exact)", (12, 16))
frame(axes[1], 1, 1, 8, 12)
show(axes[2], whole, "its next generation", (12, 16))
frame(axes[2], 2, 2, 8, 12)
lo.savefig(fig, "07-source-pattern-parent")
plt.show()

# %% [markdown]
# *Figure 07-source-pattern-parent.* Left: the 8 x 12 pattern of source 004. Middle: a parent
# found by the SAT solver with margin 1 and `exact=True`; the red frame is the pattern's box,
# and the parent needs live cells outside it, which the source's model forbids. Right: one
# generation later (by `life_step`), exactly the pattern, and nothing around it. Every panel
# draws cells at the same size.
#
# ### The verdict on source 004
#
# The source's method (a parent confined to the box) cannot prove a Garden of Eden, and the
# rows as printed are not one; the pattern the author meant may well be.
#
# Why may it be? The source cites Achim Flammenkamp's pages, and those list an $8 \times 12$
# Garden of Eden found by Steven Eker in April 2016 (the source's own footnote is dated October
# 2018). Damage in transcription (the stray spaces show that the rows went through some
# reformatting) is the likelier story than a wrong pattern on Flammenkamp's pages. We could not read Eker's
# pattern, so we cannot compare. What we can check is whether a small slip explains it: is any
# single-cell change of the printed rows a Garden of Eden? For each of the 96 cells we flip it
# and ask the SAT solver for an exact parent, with margin 1 and, if there is none, with a
# margin of 2 or 3.

# %% tags=["nbval-ignore-output"]
start = time.perf_counter()
margin_needed = {}
for r, c in np.ndindex(*source_pattern.shape):
    flipped = source_pattern.copy()
    flipped[r, c] ^= 1
    for margin in (1, 2, 3):
        p = lo.life_predecessor(flipped, margin=margin, exact=True, method="sat")
        if p is not None:
            nxt, k = lo.life_step(p), margin + 1
            assert (
                np.array_equal(nxt[k : k + 8, k : k + 12], flipped)
                and nxt.sum() == flipped.sum()
            )
            margin_needed[r, c] = margin
            break
print(f"96 single-cell flips decided in {time.perf_counter() - start:.1f} s")

# %%
by_margin = {
    k: sorted(cell for cell, v in margin_needed.items() if v == k) for k in (1, 2, 3)
}
print(
    f"{len(margin_needed)} of the 96 single-cell changes have an exact parent (checked by life_step): "
    f"{len(by_margin[1])} with margin 1, {len(by_margin[2])} with margin 2, {len(by_margin[3])} with margin 3"
)
print(
    "flipped cells (row, column from 0) whose exact parent needs margin 2:",
    by_margin[2],
)
assert len(margin_needed) == 96

# %% [markdown]
# So no single-cell change of the printed rows is a Garden of Eden, not even alone on the
# empty plane; the printed rows differ from any Garden of Eden in at least two cells. The
# changes that need margin 2 are the cases announced above: with margin 1 the exact search
# finds nothing, yet a parent exists; its extra live cells two steps out die in one
# generation.
#
# ## Proofs: SCIP's "infeasible" and SAT's "unsatisfiable"
#
# A "no parent" answer is a proof of impossibility, and such proofs are easy to get wrong.
# SCIP works in floating-point arithmetic: it accepts a constraint as satisfied when it holds up
# to a tolerance, and it discards parts of the search on the strength of linear relaxations
# computed with rounding. Its "infeasible" is therefore a floating-point verdict: very likely
# right for a model with small integer coefficients like ours, but not a certificate. A SAT
# solver works with true and false only; its "unsatisfiable" involves no rounding at all. So
# **every Garden-of-Eden proof below rests on the exact SAT check**, and SCIP's answer is a
# second, independent opinion. The constraints and the clauses are both checked against the
# rule above, and both solvers find (and `life_step` confirms) parents for the glider and the
# source's pattern, so neither model rules out everything.

# %%
print(
    "SCIP's feasibility tolerance (numerics/feastol):",
    Model().getParam("numerics/feastol"),
)

# %% [markdown]
# ## The Gardens of Eden of the literature
#
# Now the proofs. For each pattern of the table, the margin-1 model with `exact=False` asks
# for a parent of its box with anything at all around it; `None` proves the box an orphan, and
# so every configuration containing it a Garden of Eden. Eker's orphan in Garden of Eden 10
# leaves 10 of the 99 cells of its box free (`defined`). The SAT solver decides each in about a
# second or less:

# %% tags=["nbval-ignore-output"]
sat_seconds = {}
for name, p in list(patterns.items()) + [("orphan in Garden of Eden 10", orphan_alive)]:
    defined = orphan_defined if name.startswith("orphan") else None
    start = time.perf_counter()
    sat_answer = lo.life_predecessor(p, margin=1, defined=defined, method="sat")
    sat_seconds[name] = time.perf_counter() - start
    assert sat_answer is None
    print(f"{name:28} SAT: no parent, {sat_seconds[name]:.2f} s")

# %%
print(
    "SAT proves all six boxes orphans: every configuration containing one is a Garden of Eden"
)

# %% [markdown]
# SCIP proves four of them, in well under a minute each. For Banks's $9 \times 33$ pattern and Eker's
# $5 \times 45$ it does not finish in the time the SAT solver needs many times over: in the
# benchmark below one SCIP attempt each is stopped undecided after 30 s, while the SAT solver
# needs about a second for each. Those two statements rest on the SAT proof alone.

# %%
for name in [
    "Garden of Eden 5",
    "Garden of Eden 6",
    "Garden of Eden 10",
    "orphan in Garden of Eden 10",
]:
    p = orphan_alive if name.startswith("orphan") else patterns[name]
    defined = orphan_defined if name.startswith("orphan") else None
    assert (
        lo.life_predecessor(p, margin=1, defined=defined, method="scip", time_limit=600)
        is None
    )
    print(f"{name:28} SCIP: infeasible, no parent")

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
        f"without its {what} ({part.shape[0]} x {part.shape[1]}): a parent, checked by life_step"
    )

# %%
fig, axes = plt.subplots(1, 3)
show(axes[0], goe6, "Garden of Eden 6", (11, 11))
show(axes[1], patterns["Garden of Eden 10"], "Garden of Eden 10", (11, 11))
show(axes[2], orphan_alive, "its orphan (89 cells)", (11, 11))
for r, c in zip(*np.nonzero(orphan_defined == 0)):
    axes[2].add_patch(
        Rectangle((c - 0.5, r - 0.5), 1, 1, facecolor="#d9d9d9", edgecolor="#9e9e9e")
    )
axes[2].legend(
    handles=[Rectangle((0, 0), 1, 1, facecolor="#d9d9d9", edgecolor="#9e9e9e")],
    labels=["free cell"],
    loc="upper center",
    bbox_to_anchor=(0.5, 0.02),
    frameon=False,
)
lo.savefig(fig, "07-gardens-of-eden")
plt.show()

# %% [markdown]
# *Figure 07-gardens-of-eden.* Left: Garden of Eden 6 (Hartman, Heule, Kwekkeboom, Noels), a
# $10 \times 10$ orphan unchanged by a quarter turn. Middle: Eker's Garden of Eden 10,
# $9 \times 11$. Right: Eker's orphan inside it: yellow cells must be alive, dark cells dead,
# and the grey cells are free. All three have no parent, whatever surrounds them (SAT and
# SCIP).

# %% [markdown]
# ## Performance: SCIP against SAT
#
# `bench/bench_07_life.py` (run by `make bench B=07_life`) times every predecessor search of
# this notebook that decides a Garden of Eden, three times each, with the configurations in
# turn, and writes [`data/07_life.csv`](../data/07_life.csv) with every run. The
# configurations:
#
# * **scip-defaults**: source 004's constraints, SCIP's default settings
#   (`formulation="source"`; the source itself used PuLP with CBC, not SCIP);
# * **scip-nocuts**: the same constraints, SCIP's cutting planes off (the default of
#   `method="scip"`);
# * **scip-nocuts-nosym**: as scip-nocuts, with SCIP's symmetry handling off too;
# * **scip-tight-nocuts**: the tight variant of the constraints, cutting planes off;
# * **sat**: the clauses, solved by CaDiCaL (`method="sat"`).
#
# A time covers building the model and solving it, on one thread; checking the parent is not
# timed. (GoE $n$ stands for Garden of Eden $n$.) SCIP's node counts are deterministic; the seconds vary with the load on the machine.

# %%
with open(lo.DATA_DIR / "07_life.csv", newline="") as f:
    bench = list(csv.DictReader(f))
meta = json.loads((lo.DATA_DIR / "07_life.meta.json").read_text())
cases = list(dict.fromkeys(row["case"] for row in bench))
configs = [
    "scip-defaults",
    "scip-nocuts",
    "scip-nocuts-nosym",
    "scip-tight-nocuts",
    "sat",
]
runs = {
    (c, k): [row for row in bench if row["case"] == c and row["config"] == k]
    for c in cases
    for k in configs
}
runs = {key: rs for key, rs in runs.items() if rs}
for (case, config), rs in runs.items():
    expected = "parent" if "exact" in case else "infeasible"
    statuses = {row["status"] for row in rs}
    assert statuses <= {expected, "timelimit"}, (case, config, statuses)
    if config != "sat":
        assert (
            len({row["nodes"] for row in rs if row["status"] != "timelimit"}) <= 1
        )  # deterministic
print(
    "every run that finished agrees: the six Gardens of Eden have no parent; the source's pattern "
    "has an exact parent"
)
print(
    f"{len(bench)} runs, measured {meta['date'][:10]} on {meta['machine']['cpu']} "
    f"({meta['machine']['cores']} cores), {meta['notes']}"
)

# %% tags=["nbval-ignore-output"]
print(
    f"{'case':22} {'configuration':18} {'status':10} {'nodes':>6}  seconds of every run"
)
for (case, config), rs in runs.items():
    seconds = ", ".join(f"{float(row['seconds']):.2f}" for row in rs)
    print(f"{case:22} {config:18} {rs[0]['status']:10} {rs[0]['nodes']:>6}  {seconds}")
sat6 = [float(row["seconds"]) for row in runs["GoE 6", "sat"]]
scip6 = [float(row["seconds"]) for row in runs["GoE 6", "scip-nocuts"]]
print(
    f"\nGoE 6: SAT {min(sat6):.2f}-{max(sat6):.2f} s, SCIP (cuts off) {min(scip6):.1f}-{max(scip6):.1f} s; "
    f"every SAT run within 1 s: {all(s <= 1 for s in sat6)}"
)
for case in cases:
    sat = [float(row["seconds"]) for row in runs.get((case, "sat"), [])]
    scip = [row for k in configs[:-1] for row in runs.get((case, k), [])]
    done = [float(row["seconds"]) for row in scip if row["status"] != "timelimit"]
    if sat and done:
        print(
            f"{case:22} slowest SAT run {max(sat):6.2f} s, fastest SCIP run {min(done):6.1f} s: "
            f"ratio {min(done) / max(sat):5.1f}"
        )
    elif sat and scip:
        print(
            f"{case:22} slowest SAT run {max(sat):6.2f} s, SCIP stopped undecided after "
            f"{max(float(row['seconds']) for row in scip):.0f} s"
        )

# %%
colours = {
    "scip-defaults": "#7048e8",
    "scip-nocuts": "#1f77b4",
    "scip-nocuts-nosym": "#2f9e44",
    "scip-tight-nocuts": "#f08c00",
    "sat": "#e03131",
}
fig, ax = plt.subplots()
for i, case in enumerate(cases):
    present = [k for k in configs if (case, k) in runs]
    for j, config in enumerate(present):
        xpos = i + (j - (len(present) - 1) / 2) * 0.16
        for t, row in enumerate(runs[case, config]):
            stopped = row["status"] == "timelimit"
            ax.scatter(
                xpos + (t - 1) * 0.03,
                float(row["seconds"]),
                s=36,
                edgecolors=colours[config],
                facecolors="none" if stopped else colours[config],
                linewidths=1.5,
                zorder=3,
            )
for config in configs:
    ax.scatter([], [], color=colours[config], s=36, label=config)
ax.scatter([], [], facecolors="none", edgecolors="0.3", s=36, label="stopped undecided")
ax.set_yscale("log")
ax.set_ylim(0.05, 2000)  # room for the legend above the dots
ax.set_xticks(
    range(len(cases)),
    [c.replace(", exact", "\n(exact parent)") for c in cases],
    fontsize=10,
)
ax.set_ylabel("wall time per run (s)")
ax.set_title("Deciding a parent: SCIP settings and SAT, every run")
ax.legend(fontsize=9, ncol=3, loc="upper center")
lo.savefig(fig, "07-benchmark")
plt.show()

# %% [markdown]
# *Figure 07-benchmark.* Every run of `bench/bench_07_life.py`, one dot each (log scale):
# wall time to build the model and decide. The source's pattern gets an exact parent; all
# other cases are proofs that no parent exists. Hollow dots: SCIP stopped at its time limit
# without a decision (Banks's 9 x 33 and Eker's 5 x 45). Measured on the machine named above,
# shared with other jobs.
#
# The node counts (deterministic, unlike the seconds) say where SCIP's speed comes from:

# %%
nodes = {k: int(runs["GoE 6", k][0]["nodes"]) for k in configs if k != "sat"}
print("GoE 6, SCIP branch-and-bound nodes:", nodes)
print(
    f"cutting planes off: {nodes['scip-defaults'] / nodes['scip-nocuts']:.2f} times fewer nodes"
)
print(
    f"symmetry handling off as well: {nodes['scip-nocuts-nosym'] / nodes['scip-nocuts']:.2f} times the nodes"
)
print(
    f"tight constraints (cuts off): {nodes['scip-tight-nocuts'] / nodes['scip-nocuts']:.2f} times the nodes"
)
assert (
    nodes["scip-nocuts"] < nodes["scip-defaults"]
    and nodes["scip-nocuts-nosym"] > nodes["scip-nocuts"]
)

# %% [markdown]
# Switching SCIP's cutting planes off is what makes its proof faster: fewer nodes and less
# work per node. The problem is pure feasibility, and the linear relaxation of a dead cell's
# "or" carries almost no information, so the cut rounds cost more than they prune. SCIP's
# automatic symmetry handling, which finds the quarter-turn symmetry of GoE 6 on its own,
# saves more than half of the nodes. The tight constraints do not reduce the nodes. The SAT
# solver is faster than SCIP on every case (the ratios are printed below), and it alone
# decides Banks's and Eker's long patterns: reasoning on clauses, learning a new clause from
# each conflict, suits this problem better than branch-and-bound on weak linear relaxations. `tests/test_07_life.py` checks both solvers
# against exhaustive search on all small patterns.
#
# ## Summary
#
# * A Garden of Eden is a configuration of the whole plane without a parent; an orphan is a
#   finite pattern that appears in no next generation. Every configuration containing an orphan
#   is a Garden of Eden, and by the theorem of Moore and Myhill Life has them because two
#   different finite configurations (empty, one live cell) have the same successor.
# * For Lights Out, read as a cellular automaton ($x \mapsto Ax$), the Gardens of Eden are
#   exactly the unsolvable boards and the quiet patterns give the twins.
# * Life's rule for one cell is a condition on the centre $x$ and the neighbour sum $s$. As
#   linear constraints: $s + x \ge 3,\ s \le 3$ for a cell that must be alive, and $s + x \le 2$
#   or $s \ge 4$ (one binary switch) for one that must be dead. As clauses: 106 and 84 clauses
#   over the nine cells of the window, correct by construction.
# * A model with variables only on the pattern's box (source 004's) assumes a dead
#   surrounding: its infeasibility proves only that no parent fits inside the box. One extra
#   ring of cells is exactly enough to decide whether the box is an orphan.
# * Source 004's method cannot prove a Garden of Eden, and its rows as printed are not one:
#   they have a parent even alone on the empty plane, and so does every single-cell change of
#   them (some only with live parent cells two steps outside the box). The $8 \times 12$ Garden of Eden Eker found in 2016 may well be what the author meant.
# * SCIP's "infeasible" is a floating-point verdict; the SAT solver's is exact. With the SAT
#   solver the Gardens of Eden of the literature (Banks 1971, Garden of Eden 5, 6 and 10, Eker's
#   $5 \times 45$ and his orphan) are proved parentless in about a second each; SCIP confirms
#   four of them and does not finish the two long ones within 30 s.
#
# ## Exercises
#
# **Exercise 1.** The Lights Out automaton on the $4 \times 4$ board: count its Gardens of Eden
# by listing every next state of all $2^{16}$ configurations, and compare with
# $2^{16} - 2^{16-d}$.
#
# <details><summary>Hint</summary>
#
# The next state of a configuration $x$ is the board that pressing $x$ lights on a dark board,
# `lo.apply_presses(dark, x)`. Collect the boards in a set.
#
# </details>
#
# <details><summary>Solution</summary>
#
# The set has $2^{16-d}$ boards, where $d$ is the number of quiet patterns; the others are the
# Gardens of Eden. Each board that is reached is reached $2^d$ times, once from each member
# of a family of twins $x + q$.
#
# ```python
# m = n = 4
# dark = np.zeros((m, n), dtype=np.uint8)
# reached = {lo.apply_presses(dark, np.array(bits).reshape(m, n)).tobytes()
#            for bits in itertools.product((0, 1), repeat=m * n)}
# d = len(lo.quiet_patterns(m, n))
# gardens = 2 ** (m * n) - len(reached)
# assert len(reached) == 2 ** (m * n - d) and gardens == 2 ** 16 - 2 ** (16 - d)
# print(f"d = {d}: {len(reached)} boards have a parent, {gardens} are Gardens of Eden")
# ```
#
# </details>
#
# **Exercise 2.** Show by computation that a margin of 2 gives the same answers as a margin of
# 1, for Garden of Eden 6 and for the source's pattern, and explain why it must.
#
# <details><summary>Hint</summary>
#
# Which parent cells does the next state of a cell of the box depend on?
#
# </details>
#
# <details><summary>Solution</summary>
#
# The next states of the box depend only on parent cells at most one step outside it. The
# ring two steps out appears in no constraint of the box, so it can take any values: a
# margin-2 parent restricted to margin 1 is a margin-1 parent, and a margin-1 parent padded
# with anything is a margin-2 parent. (With `exact=True` the margins differ: some single-cell
# changes of the source's pattern have an exact parent with margin 2 but none with margin 1.)
#
# ```python
# goe6 = lo.parse_life((lo.DATA_DIR / "07_goe6.txt").read_text())
# src = lo.parse_life((lo.DATA_DIR / "07_source004_8x12.txt").read_text())
# assert lo.life_predecessor(goe6, margin=2, method="sat") is None
# p2 = lo.life_predecessor(src, margin=2, method="sat")
# assert np.array_equal(lo.life_step(p2)[3:11, 3:15], src)
# p1 = p2[1:-1, 1:-1]  # drop the outer ring: still a parent of the box
# assert np.array_equal(lo.life_step(p1)[2:10, 2:14], src)
# print("margin 2: GoE 6 has no parent; the source's pattern has one, and so has its margin-1 part")
# ```
#
# </details>
#
# **Exercise 3.** Does the source's pattern have a *grandparent*? Take the exact parent that
# the SAT solver finds and ask whether it has a parent itself.
#
# <details><summary>Hint</summary>
#
# `life_predecessor` of the parent, with margin 1. A parent of the parent is a grandparent of
# the pattern; `None` would settle nothing, because other parents exist.
#
# </details>
#
# <details><summary>Solution</summary>
#
# The exact parent has a parent of its own, so the source's pattern is two generations away
# from some configuration: it has a grandparent.
#
# ```python
# src = lo.parse_life((lo.DATA_DIR / "07_source004_8x12.txt").read_text())
# parent = lo.life_predecessor(src, margin=1, exact=True, method="sat")
# grandparent = lo.life_predecessor(parent, margin=1, exact=True, method="sat")
# assert grandparent is not None
# two = lo.life_step(lo.life_step(grandparent))
# assert np.array_equal(two[4:12, 4:16], src) and two.sum() == src.sum()
# print("a grandparent with", int(grandparent.sum()), "live cells, on a", grandparent.shape, "grid")
# ```
#
# </details>
#
# **Exercise 4.** Leave the four corner cells of Garden of Eden 6 free. Is the rest still an
# orphan? And with its whole outer ring free?
#
# <details><summary>Hint</summary>
#
# Pass `defined`, a 0/1 array with 0 on the cells left free, to `life_predecessor`.
#
# </details>
#
# <details><summary>Solution</summary>
#
# With the corners free there is still no parent: 96 defined cells of GoE 6 already form an
# orphan. With the whole outer ring free (64 defined cells) a parent exists.
#
# ```python
# goe6 = lo.parse_life((lo.DATA_DIR / "07_goe6.txt").read_text())
# corners = np.ones_like(goe6)
# corners[[0, 0, -1, -1], [0, -1, 0, -1]] = 0
# assert lo.life_predecessor(goe6, defined=corners, method="sat") is None
# inner = np.zeros_like(goe6)
# inner[1:-1, 1:-1] = 1
# parent = lo.life_predecessor(goe6, defined=inner, method="sat")
# assert parent is not None
# assert np.array_equal(lo.life_step(parent)[3:-3, 3:-3], goe6[1:-1, 1:-1])
# print("corners free: still an orphan; outer ring free: a parent exists")
# ```
#
# </details>
#
# ## References
#
# * Source 004: "Proving a Garden of Eden with combinatorial optimisation" (Japanese; in the
#   project's sources, `004_90a6560af1127ad0.txt`).
# * C. Hartman, M. J. H. Heule, K. Kwekkeboom, A. Noels, "Symmetry in Gardens of Eden",
#   *Electronic Journal of Combinatorics* 20(3) (2013), P16.
#   [combinatorics.org](https://www.combinatorics.org/ojs/index.php/eljc/article/view/v20i3p16)
# * K. Sutner, "Linear cellular automata and the Garden-of-Eden", *The Mathematical
#   Intelligencer* 11 (1989) 49-53. [doi:10.1007/BF03023823](https://doi.org/10.1007/BF03023823)
# * "Garden of Eden (cellular automaton)", Wikipedia: orphans, twins and the theorem of Moore
#   (1962) and Myhill (1963).
#   [en.wikipedia.org](https://en.wikipedia.org/wiki/Garden_of_Eden_(cellular_automaton))
# * LifeWiki, "Garden of Eden" (the theorem, the records) and the main page's feature on it
#   (Banks 1971, Hardouin-Duparc 1973, Eker 2016).
#   [Garden of Eden](https://conwaylife.com/w/index.php?title=Garden_of_Eden&oldid=24161),
#   [main page](https://conwaylife.com/wiki/Main_Page)
# * A. Flammenkamp, "Garden of Eden / Orphan" record pages, e.g. the state of 1 December 2009.
#   [wwwhomes.uni-bielefeld.de/achim/orphan_5th.html](http://wwwhomes.uni-bielefeld.de/achim/orphan_5th.html)
# * ConwayLife forum, the thread on the smallest known Garden of Eden (Garden of Eden 10 and
#   its orphan by S. Eker, 2016; the $8 \times 12$ one on Flammenkamp's `orphan_9th.html`).
#   [conwaylife.com/forums/viewtopic.php?p=72395](https://www.conwaylife.com/forums/viewtopic.php?p=72395)
# * PySAT (python-sat), the Python interface to the SAT solver CaDiCaL used here, and the
#   cardinality encodings it lists. [pypi.org/project/python-sat](https://pypi.org/project/python-sat/)
# * PuLP, the modeller source 004 used (default solver CBC). [github.com/coin-or/pulp](https://github.com/coin-or/pulp)
