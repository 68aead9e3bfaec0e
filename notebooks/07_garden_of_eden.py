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
# A *Garden of Eden* is a pattern of Conway's Game of Life that no pattern can turn into:
# it has no parent. Source 004 ("Proving a Garden of Eden with combinatorial optimisation")
# writes "this pattern has a parent" as an integer program, checks the program on a glider,
# and reports an 8 x 12 pattern infeasible, concluding that it is a Garden of Eden. Such a
# proof is only as good as its model of the plane around the pattern. This notebook derives
# the constraints, reproduces the source's runs, states what each model proves, and decides
# the source's pattern on the infinite plane: **it is not a Garden of Eden**; we exhibit a
# parent and check it by simulation. Then it proves a genuine Garden of Eden (GoE 6 of
# Hartman, Heule, Kwekkeboom and Noels) parentless, and measures how to make SCIP faster.
#
# **Uses:** the SCIP workflow of
# [05, integer programming with SCIP](06_integer_programming_with_scip.ipynb) and the figure
# style of [01](01_the_lights_out_matrix.ipynb); the Life functions of
# [`lightsout_helpers.py`](../lightsout_helpers.py) are introduced here.

# %%
import csv
import itertools
import statistics
import time

import matplotlib.pyplot as plt
import numpy as np
from matplotlib.patches import Rectangle

import lightsout_helpers as lo

# %% [markdown]
# ## The rule and one generation
#
# Life is played on the infinite square grid. Each cell is alive (1) or dead (0) and has
# eight neighbours (orthogonal and diagonal). In one generation, all cells change at once:
#
# * a live cell with 2 or 3 live neighbours stays alive, otherwise it dies;
# * a dead cell with exactly 3 live neighbours comes alive, otherwise it stays dead.
#
# A finite pattern is a 0/1 array; every cell outside it is dead. `life_step` computes one
# generation on the infinite plane: only cells at most one step outside the array can be
# born, so it returns the array grown by one cell on every side. `parse_life` reads the
# plain-text format of the source (`#` alive, `.` dead) and RLE. The source prints its
# glider with a stray space in the second row (`# ..`); spaces inside a row are ignored.
#
# A glider repeats its shape every four generations, moved one cell diagonally. We check
# that, and compare `life_step` on random patterns with a direct count of neighbours written
# separately below.

# %%
glider = lo.parse_life(".#.\n# ..\n###")  # as printed in source 004
print(glider)

g = glider
for _ in range(4):
    g = lo.life_step(g)
rows, cols = np.nonzero(g)
g4 = g[rows.min():rows.max() + 1, cols.min():cols.max() + 1]
assert np.array_equal(g4, glider)
shift = (int(rows.min()) - 4, int(cols.min()) - 4)  # after 4 steps the old origin sits at (4, 4)
print("after 4 generations: the same glider, moved by (rows, columns) =", shift)
assert abs(shift[0]) == abs(shift[1]) == 1


def step_by_counting(cells):
    """One Life generation of a set of live (row, col) cells, by counting neighbours."""
    counts = {}
    for r, c in cells:
        for dr, dc in itertools.product((-1, 0, 1), repeat=2):
            if (dr, dc) != (0, 0):
                counts[r + dr, c + dc] = counts.get((r + dr, c + dc), 0) + 1
    return {cell for cell, k in counts.items() if k == 3 or (k == 2 and cell in cells)}


rng = np.random.default_rng(6)
for _ in range(200):
    grid = rng.integers(0, 2, size=rng.integers(1, 9, size=2))
    nxt = lo.life_step(grid)
    cells = {(r + 1, c + 1) for r, c in zip(*np.nonzero(grid))}  # grown coordinates
    assert {(int(r), int(c)) for r, c in zip(*np.nonzero(nxt))} == step_by_counting(cells)
print("life_step agrees with neighbour counting on 200 random patterns up to 8 x 8")

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
# points with $s + x \ge 3$ and $s \le 3$ (if $s \le 3$ and $s + x \ge 3$, then $s = 3$, or
# $s = 2$ and $x = 1$). Source 004 writes the upper bound as $2s + x \le 7$, which allows the
# same integer points but a larger region of the LP relaxation ($s = 3.5$ at $x = 0$).
#
# **Dead next.** The allowed pairs are $s \le 1$; $s = 2, x = 0$; and $s \ge 4$. In other
# words, $s + x \le 2$ or $s \ge 4$. An "or" is not one linear constraint, so a binary
# switch $y$ chooses the case:
#
# $$ s + x \le 2 + 7y, \qquad s \ge 4y. $$
#
# With $y = 0$ the first is $s + x \le 2$ and the second is void; with $y = 1$ the first is
# void ($s + x \le 9$ always holds) and the second is $s \ge 4$. This is source 004's model.
# A *tight* variant (measured in the performance section) uses $s \le 3$ for alive cells
# and, for a dead cell whose window has only $k < 8$ neighbours inside the modelled region,
# the smallest switch coefficients that still make the constraints void: $s + x \le 2 +
# (k-1)y$, $s \le 2 + (k-2)y$, $s \ge 4y$ (no switch at all when $k \le 3$). We check both
# systems against the rule on every pair $(x, s)$.

# %%
def alive_next(x, s):
    return s == 3 or (x == 1 and s == 2)


for x, s in itertools.product((0, 1), range(9)):
    alive = alive_next(x, s)
    assert alive == (s + x >= 3 and 2 * s + x <= 7)  # source 004, alive cells
    assert alive == (s + x >= 3 and s <= 3)  # tight form, alive cells
    dead_ok = any(s + x <= 2 + 7 * y and s >= 4 * y for y in (0, 1))  # source 004, dead cells
    assert dead_ok == (not alive)
    for nb in range(4, 9):  # tight form, a window with nb neighbours present (s <= nb)
        if s <= nb:
            tight_ok = any(s + x <= 2 + (nb - 1) * y and s <= 2 + (nb - 2) * y and s >= 4 * y for y in (0, 1))
            assert tight_ok == (not alive)
print("on all 18 pairs (x, s): the constraints allow exactly the pairs the rule allows")

# %% [markdown]
# `life_predecessor(pattern, margin, exact)` puts one binary variable on each cell of the
# pattern's box grown by `margin` cells on every side (cells further out are dead), adds the
# constraints above for every cell of the box, and asks SCIP for any feasible point. With
# `exact=True` it also requires every cell outside the box to be dead in the next generation.
# It returns the parent only after `life_step` confirms it, returns `None` when SCIP proves
# that there is none, and raises `TimeoutError` when the time limit is reached undecided.
# SCIP runs silently on one thread with fixed seeds, so the same parent comes back every run.
#
# ## The glider: a parent found and checked
#
# Source 004 first runs its model on the glider and gets a parent. We do the same, once with
# the source's model (`formulation="source"`, `margin=0`) and once with a margin of one cell
# and `exact=True`, which asks for a parent of the glider alone on an empty plane.

# %%
glider_parent_box = lo.life_predecessor(glider, margin=0, formulation="source")
glider_parent = lo.life_predecessor(glider, margin=1, exact=True)
print(glider_parent_box, "\n")
print(glider_parent)
assert np.array_equal(lo.life_step(glider_parent_box)[1:-1, 1:-1], glider)
full = lo.life_step(glider_parent)  # the whole next generation on the plane
expected = np.zeros_like(full)
expected[2:5, 2:5] = glider
assert np.array_equal(full, expected)
print("both parents turn into the glider; the second one into the glider alone")


# %%
def outline_box(ax, top, left, rows, cols):
    ax.add_patch(Rectangle((left - 0.5, top - 0.5), cols, rows, fill=False, edgecolor="#e03131", linewidth=3))


fig, axes = plt.subplots(1, 3)
lo.plot_board(glider_parent, ax=axes[0], title="parent (margin 1)")
outline_box(axes[0], 1, 1, 3, 3)
lo.plot_board(full, ax=axes[1], title="next generation")
outline_box(axes[1], 2, 2, 3, 3)
lo.plot_board(glider, ax=axes[2], title="the glider")
lo.savefig(fig, "07-glider-parent")
plt.show()

# %% [markdown]
# *Figure 07-glider-parent.* Left: the parent SCIP found on the glider's box grown by one
# cell (red frame: the glider's box). Middle: its next generation, computed by `life_step`
# on the plane. Right: the glider. Live cells are yellow.

# %% [markdown]
# ## The source's 8 x 12 pattern
#
# Source 004 prints eight rows; four of them start with `# ` and a stray space, like its
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
source_pattern = lo.parse_life((lo.DATA_DIR / "07_source004_8x12.txt").read_text())
assert np.array_equal(lo.parse_life(as_printed), source_pattern)
print(source_pattern.shape, "live cells:", int(source_pattern.sum()))

# %% [markdown]
# Are the spaces really stray? The source's program reads a row character by character,
# counts everything that is not `.` as alive, and keeps only as many characters per row as
# the first row has. Read that way, the glider as printed becomes a different 3 x 3
# pattern, and the source's own model (margin 0) finds no parent for it, whereas the source
# reports `Optimal` for its glider. So the source ran its program on rows without the
# spaces, and reading them as 12 cells each is what it solved. For completeness, the literal
# reading of the 8 x 12 rows is decided below too.

# %%
def literal_reading(text):
    """Rows as the source's program reads them: anything but '.' is alive, cut to the first row's length."""
    rows = text.splitlines()
    return np.array([[ch != "." for ch in row[:len(rows[0])]] for row in rows], dtype=np.uint8)


glider_literal = literal_reading(".#.\n# ..\n### ")
print(glider_literal)
assert not np.array_equal(glider_literal, glider)
assert lo.life_predecessor(glider_literal, margin=0, formulation="source") is None
print("literal reading of the glider: no parent inside the box (the source reports Optimal)")
source_literal = literal_reading(as_printed)
print("literal reading of the 8 x 12 rows differs from ours in", int((source_literal != source_pattern).sum()), "cells")
assert lo.life_predecessor(source_literal, margin=0) is None
parent_literal = lo.life_predecessor(source_literal, margin=1)
assert np.array_equal(lo.life_step(parent_literal)[2:-2, 2:-2], source_literal)
print("literal 8 x 12 reading: no parent inside the box, but a parent with margin 1 (checked by life_step)")

# %% [markdown]
# ### (a) The source's model: margin 0
#
# The source's program has variables only on the 8 x 12 box, and its neighbour sums include
# only cells of the box. So it silently assumes that **every cell outside the box is dead in
# the parent**. Its "Infeasible" therefore proves one thing: *no parent has all its live
# cells inside the 8 x 12 box.* It does not prove that the pattern has no parent, because a
# parent may have live cells around the box; the cells on the edge of the box have
# neighbours outside it. SCIP with both settings of `life_predecessor` agrees with the
# source's answer:

# %%
for formulation in lo.LIFE_FORMULATIONS:
    result = lo.life_predecessor(source_pattern, margin=0, formulation=formulation)
    print(f"margin 0, {formulation} settings:", "infeasible (no parent inside the box)" if result is None else "parent")
    assert result is None

# %% [markdown]
# ### (b) The margin the rules require: one cell
#
# Which parent cells can influence the pattern? The next state of a cell depends only on
# its $3 \times 3$ window, so the next states of the box depend only on parent cells at
# most one step outside the box. Hence:
#
# * if the pattern has a parent on the plane, its restriction to the box grown by one is a
#   solution of the margin-1 model (the constraints mention no other cell);
# * conversely, a solution of the margin-1 model, with anything at all two or more steps
#   outside, is a parent of the pattern on the box.
#
# So the margin-1 model (with `exact=False`) decides the question exactly: `None` proves a
# Garden of Eden on the infinite plane (the pattern cannot appear anywhere, whatever the
# rest of the plane holds; such a finite pattern is also called an *orphan*, and every
# configuration of the plane that contains it is a Garden of Eden), and a solution
# disproves it. A larger margin changes nothing.

# %%
parent_m1 = lo.life_predecessor(source_pattern, margin=1)
print(parent_m1.shape, "live cells:", int(parent_m1.sum()))
nxt = lo.life_step(parent_m1)
assert np.array_equal(nxt[2:10, 2:14], source_pattern)
print("life_step(parent) equals the source's pattern on its 8 x 12 box")

# the cells two or more steps outside cannot matter: fill them at random and simulate again
for seed in range(20):
    plane = np.random.default_rng(seed).integers(0, 2, size=(10 + 4, 14 + 4)).astype(np.uint8)
    plane[2:12, 2:16] = parent_m1
    assert np.array_equal(lo.life_step(plane)[4:12, 4:16], source_pattern)
print("with 20 random surroundings two or more cells out, the box still becomes the pattern")
print("live parent cells outside the box:", int(parent_m1.sum() - parent_m1[1:9, 1:13].sum()))

# %% [markdown]
# So the pattern *has* a parent, and the source's conclusion is wrong. The stricter question
# also has a positive answer: with `exact=True` SCIP finds a finite parent whose next
# generation is the 8 x 12 pattern **and nothing else** on an otherwise empty plane.

# %%
parent_exact = lo.life_predecessor(source_pattern, margin=1, exact=True)
whole = lo.life_step(parent_exact)
expected = np.zeros_like(whole)
expected[2:10, 2:14] = source_pattern
assert np.array_equal(whole, expected)
print(parent_exact.shape, "live cells:", int(parent_exact.sum()),
      "of which outside the box:", int(parent_exact.sum() - parent_exact[1:9, 1:13].sum()))
print("life_step(parent) is exactly the source's pattern on the empty plane")

# %%
fig, axes = plt.subplots(1, 3)
lo.plot_board(source_pattern, ax=axes[0], title="source 004's pattern")
lo.plot_board(parent_exact, ax=axes[1], title="a parent (exact)")
outline_box(axes[1], 1, 1, 8, 12)
lo.plot_board(whole, ax=axes[2], title="its next generation")
outline_box(axes[2], 2, 2, 8, 12)
lo.savefig(fig, "07-source-pattern-parent")
plt.show()

# %% [markdown]
# *Figure 07-source-pattern-parent.* Left: the 8 x 12 pattern of source 004. Middle: a
# parent found with margin 1 and `exact=True`; the red frame is the pattern's box, and the
# parent needs live cells outside it, which the source's model forbids. Right: one
# generation later (by `life_step`), exactly the pattern, and nothing around it.
#
# **Conclusion.** The source's pattern is not a Garden of Eden: it has a parent even as an
# isolated pattern on the empty plane. The source's "Infeasible" is correct for the model it
# solved, and proves only that no parent fits inside the 8 x 12 box. (Source 004 cites
# Achim Flammenkamp's Game of Life pages for its pattern; if the original there is a Garden
# of Eden, the rows were damaged on the way. The rows as printed, read as 12 cells each,
# are what we decided.)

# %% [markdown]
# ## A real Garden of Eden: GoE 6
#
# Hartman, Heule, Kwekkeboom and Noels ("Symmetry in Gardens of Eden", *Electronic Journal
# of Combinatorics* 20(3), 2013) found Gardens of Eden with SAT solvers by searching among
# symmetric patterns. Their 10 x 10 pattern "GoE 6" is stored in
# [`data/07_goe6.txt`](../data/07_goe6.txt). It is unchanged by a quarter turn; we check
# that, then prove with the margin-1 model that it has no parent on the plane.

# %%
goe6 = lo.parse_life((lo.DATA_DIR / "07_goe6.txt").read_text())
print(goe6.shape, "live cells:", int(goe6.sum()))
assert np.array_equal(np.rot90(goe6), goe6)
assert not np.array_equal(goe6.T, goe6) and not np.array_equal(goe6[::-1], goe6)
print("GoE 6 is invariant under a quarter turn, not under any reflection")

# %% tags=["nbval-ignore-output"]
start = time.perf_counter()
goe6_parent = lo.life_predecessor(goe6, margin=1, time_limit=100)
seconds = time.perf_counter() - start
print(f"SCIP's answer for GoE 6 (margin 1, default settings of life_predecessor): {goe6_parent} after {seconds:.1f} s")

# %%
assert goe6_parent is None
print("GoE 6 has no parent on the infinite plane: it is a Garden of Eden")

# %% [markdown]
# A proof of infeasibility is easy to get wrong: a mistake in the constraints could make
# every pattern infeasible. Two cross-checks: the model finds (and `life_step` confirms)
# parents for the glider and the source's pattern above; and removing the last row or
# column of GoE 6 leaves a 9 x 10 pattern that does have a parent.

# %%
for name, part in [("without its last row", goe6[:-1]), ("without its last column", goe6[:, :-1])]:
    p = lo.life_predecessor(part, margin=1)
    assert p is not None and np.array_equal(lo.life_step(p)[2:-2, 2:-2], part)
    print(f"GoE 6 {name} ({part.shape[0]} x {part.shape[1]}): a parent, checked by life_step")

# %%
fig, ax = plt.subplots()
lo.plot_board(goe6, ax=ax, title="GoE 6: no parent on the plane")
lo.savefig(fig, "07-goe6")
plt.show()

# %% [markdown]
# *Figure 07-goe6.* The 10 x 10 Garden of Eden "GoE 6" of Hartman, Heule, Kwekkeboom and
# Noels (2013); live cells yellow. A quarter turn maps it onto itself.

# %% [markdown]
# ## Performance: faster settings
#
# With source 004's constraints and SCIP's default settings, the GoE 6 proof is the slowest
# of the runs below. `bench/bench_07_life.py` (run by `make bench`) times five
# configurations in the same run, each twice, and writes
# [`data/07_life_benchmark.csv`](../data/07_life_benchmark.csv):
#
# * **source**: source 004's constraints, SCIP defaults (`formulation="source"`);
# * **fast**: the same constraints, SCIP's cutting planes switched off (the default,
#   `formulation="fast"`);
# * **fast-nosym**: as fast, with SCIP's symmetry handling switched off too;
# * **tight**: the tight variant of the constraints, cutting planes on;
# * **tight-nocuts**: the tight variant, cutting planes off.
#
# SCIP detects on its own that the model of GoE 6 is unchanged by a quarter turn (a parent
# turned by a quarter is a parent too) and uses that symmetry to prune the search; the
# configuration fast-nosym measures what this is worth. SCIP is deterministic here, so the
# node counts are exact; the seconds vary with the load. The goal is a proof for
# GoE 6 in at most 5 s.

# %%
with open(lo.DATA_DIR / "07_life_benchmark.csv", newline="") as f:
    bench = list(csv.DictReader(f))
order = ["source", "fast", "fast-nosym", "tight", "tight-nocuts"]
cases = {"07_goe6.txt": "GoE 6, margin 1", "07_source004_8x12.txt": "source's 8 x 12, margin 1, exact"}
runs = {(p, c): [row for row in bench if row["pattern"] == p and row["config"] == c] for p in cases for c in order}
print(f"{'pattern':34} {'config':13} {'status':11} {'nodes':>6} runs")
for (p, c), rs in runs.items():
    assert len({row["status"] for row in rs}) == 1 and len({row["nodes"] for row in rs}) == 1  # deterministic
    print(f"{cases[p]:34} {c:13} {rs[0]['status']:11} {rs[0]['nodes']:>6} {len(rs)}")
assert all(row["status"] == "infeasible" for row in bench if row["pattern"] == "07_goe6.txt")
assert all(row["status"] == "parent" for row in bench if row["pattern"] == "07_source004_8x12.txt")
print("\nevery run agrees: GoE 6 has no parent; the source's pattern has an exact parent")

# %% tags=["nbval-ignore-output"]
median = {key: statistics.median(float(row["seconds"]) for row in rs) for key, rs in runs.items()}
for (p, c), sec in median.items():
    print(f"{cases[p]:34} {c:13} median {sec:6.1f} s")
goe = "07_goe6.txt"
print(f"\nGoE 6: source settings {median[goe, 'source']:.1f} s, fast settings {median[goe, 'fast']:.1f} s, "
      f"ratio {median[goe, 'source'] / median[goe, 'fast']:.1f} (same run)")
print(f"tight constraints instead of the source's: {median[goe, 'tight'] / median[goe, 'source']:.2f} times the time "
      f"with cuts on, {median[goe, 'tight-nocuts'] / median[goe, 'fast']:.2f} times with cuts off")
print("goal of at most 5 s for GoE 6:", "met" if median[goe, "fast"] <= 5 else "not met",
      f"by the fast settings in this run ({median[goe, 'fast']:.1f} s); by the tight constraints alone:",
      "met" if median[goe, "tight"] <= 5 else "not met")

# %%
fig, ax = plt.subplots()
x = np.arange(len(order))
for i, p in enumerate(cases):
    ax.bar(x + (i - 0.5) * 0.38, [median[p, c] for c in order], width=0.38, label=cases[p])
ax.axhline(5, color="0.4", linestyle="--", linewidth=1.5, label="goal for GoE 6: 5 s")
ax.set_xticks(x, order)
ax.set_ylabel("median wall time (s)")
ax.set_xlabel("constraints and SCIP settings")
ax.set_title("Predecessor search with SCIP")
ax.legend()
lo.savefig(fig, "07-benchmark")
plt.show()

# %% [markdown]
# *Figure 07-benchmark.* Median wall time of two runs per configuration, measured in one
# run of `bench/bench_07_life.py` (seconds on a shared two-core machine). Left bars: the
# proof that GoE 6 has no parent; right bars: finding an exact parent of the source's 8 x 12
# pattern. Dashed: the 5 s goal for GoE 6. "source" and "fast" differ only in SCIP's
# cutting planes; "tight" and "tight-nocuts" use the tight constraints.

# %% [markdown]
# The node counts (deterministic, unlike the seconds) say where the speed comes from:

# %%
nodes = {c: int(runs[goe, c][0]["nodes"]) for c in order}
print("GoE 6, branch-and-bound nodes:", nodes)
print(f"cutting planes off: {nodes['source'] / nodes['fast']:.2f} times fewer nodes")
print(f"symmetry handling off as well: {nodes['fast-nosym'] / nodes['fast']:.2f} times the nodes of fast")
print(f"tight constraints: {nodes['tight'] / nodes['source']:.2f} times the nodes (cuts on), "
      f"{nodes['tight-nocuts'] / nodes['fast']:.2f} times (cuts off)")
assert nodes["fast"] < nodes["source"] and nodes["fast-nosym"] > nodes["fast"]
assert nodes["tight-nocuts"] >= nodes["fast"]

# %% [markdown]
# Switching SCIP's cutting planes off is what makes the proof fast: fewer nodes, and much
# less work per node. The problem is pure feasibility, and the LP relaxation of a dead
# cell's "or" carries almost no information, so the cut rounds cost more than they prune.
# SCIP's automatic symmetry handling, which exploits the quarter-turn symmetry of GoE 6,
# saves more than half of the nodes. The tight variant of the constraints, our attempt at a
# stronger formulation, does **not** help: its LP relaxation is smaller, but it needs as
# many nodes as the source's constraints and, in this run, more time, with cuts on as well
# as off. So the speed-up of about 4.7 (21 s to 4.5 s, printed above; within the 5 s goal,
# narrowly and on this machine) comes entirely from switching SCIP's cutting planes off on
# source 004's own constraints; it is a change of solver settings, not a stronger
# formulation. We did not find a formulation that beats it.

# %% [markdown]
# ## Summary
#
# * Life's rule for one cell is a condition on the centre $x$ and the neighbour sum $s$:
#   $s + x \ge 3,\ s \le 3$ for a cell that must be alive, and $s + x \le 2$ or $s \ge 4$
#   (one binary switch) for a cell that must be dead.
# * A model with variables only on the pattern's box (source 004's) assumes a dead
#   surrounding; its infeasibility proves only that no parent fits inside the box.
# * One extra ring of cells is exactly enough: cells two steps away cannot influence the
#   box. With it, the source's 8 x 12 pattern has a parent (even an exact one on the empty
#   plane), so it is **not** a Garden of Eden, contrary to source 004.
# * GoE 6 of Hartman et al. (2013) is proved parentless with the margin-1 model in seconds.
#   The speed-up over SCIP's defaults (about 4.7 in the benchmark) comes from switching
#   SCIP's cutting planes off; the tighter constraints we tried gave no gain.
#
# ## Exercises
#
# 1. With `exact=True`, a margin-$k$ model that is infeasible does not prove that the
#    pattern has no finite parent on the empty plane: why not? Is there a margin that
#    suffices for every pattern?
# 2. The source's 8 x 12 pattern has a parent. Does it have a *grandparent*? Chain two
#    copies of the margin-1 model (generation $t-2 \to t-1 \to t$) and decide.
# 3. Remove cells from GoE 6 one at a time (set them to "unknown": no constraint) and find
#    a smallest subset of its cells that is still an orphan.
# 4. Add the lexicographic symmetry-breaking constraint $P \le_{\text{lex}} \operatorname{rot}(P)$
#    by hand and compare with SCIP's automatic symmetry handling.
