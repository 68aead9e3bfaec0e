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
#   enumerator: 12.%s
# ---

# %% [markdown]
# # Appendix: sources 001 and 000 replayed
#
# Chapter 03 follows source 001 ("Solving 5x5 Lights Out with a 5x5 matrix") and keeps the
# mathematics; this appendix keeps the replication: every matrix the source prints is typed in
# and compared with ours, its reduced form is checked, the board behind its worked example is
# pinned down, and the chart it reads first rows from is rebuilt. The source's displayed
# formulas for $m \times n$ boards are images that are lost; chapter 03 says what they must
# have said. The last section does the same for the nine random boards of source 000
# ("Lights Out and integer programming"), which chapters 02 and 06 use: the source prints
# their fewest presses but not the boards, so we check that our reading of its recipe is the
# only plausible one.
#
# **Before this appendix** read chapter 03 up to the 4 x 4 board
# ([03, light chasing and the polynomials $f_k$](03_light_chasing_and_polynomials.ipynb)):
# the chase, the chase matrix $f_{m+1}(B_n)$ and the formula for the first rows of the 5 x 5
# board; for the last section, the nine-board table of
# [06, integer programming with SCIP](06_integer_programming_with_scip.ipynb).
#
# **After it** you can check each number of source 001 against a computation, and say which
# of its statements are facts about the board and which are choices (its reduced form, its
# chart); and say why the boards behind source 000's table are the ones this book uses.
#
# **Uses:** `chase`, `chase_matrix`, `apply_presses`, `random_solvable_board`, `solve`,
# `solutions`, `min_presses` and the path block $B_n$
# ([Definition 1.2](01_the_lights_out_matrix.ipynb#def-path-block)). Source 001
# writes $A$ (or $A_m$) for the path block; this book writes $B_n$.

# %%
import itertools
import random

import numpy as np

import lightsout_helpers as lo
from lightsout.sage import GF, matrix, vector

F2 = GF(2)


def path_block(n):
    """B_n: the n x n path block over GF(2), ones on the diagonal and next to it."""
    return matrix(F2, n, n, lambda i, j: 1 if abs(i - j) <= 1 else 0)


def bits(v):
    """A 0/1 row of a Sage vector or matrix, or of a numpy array, as a string."""
    return "".join(str(int(t)) for t in v)


def typed(*rows):
    """A matrix over GF(2) typed row by row from source 001."""
    return matrix(F2, [[int(ch) for ch in row] for row in rows])


f6 = lo.chase_polynomial(6)
B5 = path_block(5)
# chapter 03's example board: the first seeded 5 x 5 board with three lights in row 1
seed = next(
    s for s in itertools.count() if lo.random_solvable_board(5, 5, s)[0].sum() == 3
)
board = lo.random_solvable_board(5, 5, seed)
print(f"seed {seed}:\n" + lo.format_board(board))

# %% [markdown]
# ## The column chase
#
# Source 001 chases from the left column to the right one; our chase of the transposed board
# is the same (chapter 03). Its worked example of one chasing step: the dark board with
# some buttons of the left column pressed has lit columns
# $\mathbf u = (1,0,0,1,0)^{\mathsf T}$ and $\mathbf v = (0,1,1,0,0)^{\mathsf T}$, and two
# steps of the right chase turn $(\mathbf u, \mathbf v, \mathbf 0, \mathbf 0, \mathbf 0)$
# into $(\mathbf 0, 10011, 10010, \mathbf 0, \mathbf 0)$ and then
# $(\mathbf 0, \mathbf 0, 01110, 10011, \mathbf 0)$. We replay it with the rules of chapter 01
# (column $j$ of the array below is the source's column $j$).

# %%
cols = np.zeros(
    (5, 5), dtype=np.uint8
)  # column j of this array is the source's column j
cols[:, 0], cols[:, 1] = [1, 0, 0, 1, 0], [0, 1, 1, 0, 0]
for step in range(2):  # press, in column step + 1, right of every light of column step
    right = np.zeros_like(cols)
    right[:, step + 1] = cols[:, step]
    cols = lo.apply_presses(cols, right)
    print(f"after step {step + 1}:", " ".join(bits(cols[:, j]) for j in range(5)))
assert [bits(cols[:, j]) for j in range(5)] == [
    "00000",
    "00000",
    "01110",
    "10011",
    "00000",
]
p_cols, last_col = lo.chase(
    board.T
)  # the source's right chase of our board = our chase of its transpose
assert not lo.apply_presses(board, p_cols.T)[:, :-1].any()

# %% [markdown]
# The two steps are the source's; the last line checks the transposition rule on chapter
# 03's board (`tests/test_03_chasing.py` checks it on 200 random rectangular boards).

# %% [markdown]
# ## The 5 x 5 board
#
# Here the source's $A$ is $B_5$; it computes the powers and notes, with some delight, that
# $B_5^4 = B_5^5$. We type its matrices in and compare.

# %%
source_B2 = typed("00100", "01010", "10101", "01010", "00100")
source_B3 = typed("01110", "11011", "10101", "11011", "01110")
source_B4 = typed("10101", "00000", "10101", "00000", "10101")
source_x6 = typed("01101", "11100", "11011", "00111", "10110")
chase5 = B5**5 + B5
for name, mat in [
    ("B^2", B5**2),
    ("B^3", B5**3),
    ("B^4", B5**4),
    ("B^5", B5**5),
    ("B^5 + B", chase5),
]:
    print(f"{name:8s}", [bits(row) for row in mat.rows()])
assert (B5**2, B5**3, B5**4, B5**5, chase5) == (
    source_B2,
    source_B3,
    source_B4,
    source_B4,
    source_x6,
)
assert chase5 == f6(B5) == lo.chase_matrix(5, 5) and chase5.rank() == 3

# %% [markdown]
# All five match, and $B_5^5 + B_5 = f_6(B_5)$ has rank 3. It is singular, so the source
# row-reduces the augmented matrix $[B_5^5 + B_5 \mid \mathbf c]$. Its reduced form has left
# part (10001, 01010, 00111, 00000, 00000) and, on the right, the combinations $c_1 + c_2$,
# $c_1 + c_2 + c_3$, $c_2 + c_3$, $c_2 + c_3 + c_4$, $c_1 + c_3 + c_5$. The left part of a
# reduced form is unique; the right part is not (the source says so), since multiples of the
# zero rows can be added. So we check what the source's right part must satisfy: each
# combination of the rows of $B_5^5 + B_5$ gives the left row next to it.

# %%
source_left = typed("10001", "01010", "00111", "00000", "00000")
source_right = typed(
    "11000", "11100", "01100", "01110", "10101"
)  # c1+c2, c1+c2+c3, c2+c3, c2+c3+c4, c1+c3+c5
assert (
    chase5.echelon_form() == source_left
    and source_right * chase5 == source_left
    and source_right.rank() == 5
)
print("source 001's reduced form is a valid reduction of B^5 + B")

# %% [markdown]
# So $\mathbf c$ is reachable exactly when $c_2 + c_3 + c_4 = 0$ and $c_1 + c_3 + c_5 = 0$,
# and the first rows that reach it are the four of the source's formula, which
# [chapter 03](03_light_chasing_and_polynomials.ipynb) derives in its section on the
# $5 \times 5$ board and checks against all 32 first rows. What follows needs only those
# first rows, so we list them by chasing every first row.

# %%
reach = {}
for v in itertools.product((0, 1), repeat=5):
    reach.setdefault(bits(chase5 * vector(F2, v)), set()).add(bits(v))
assert len(reach) == 8 and all(len(rows) == 4 for rows in reach.values())
print(f"{len(reach)} of 32 last rows are reachable, each from 4 first rows")

# %% [markdown]
# **The source's worked example.** After chasing its example board the source presses
# "buttons 1, 4 and 5 from the left" of the top row, read from a published chart, and chases
# again. The board itself is an image we do not have, but the first row $10011$ pins down the
# last row it was chasing away: there is exactly one $\mathbf c$ with
# $f_6(B_5)\,(1,0,0,1,1)^{\mathsf T} = \mathbf c$.

# %%
press_145 = vector(F2, [1, 0, 0, 1, 1])
c_145 = bits(chase5 * press_145)
print(
    f"first row 10011 leaves {c_145}; the four first rows for it:", sorted(reach[c_145])
)
assert c_145 == "11100" and [r for r in reach[c_145] if r.count("1") < 2] == ["01000"]

# %% [markdown]
# So the source's board left $11100$, and "press 1, 4, 5" is one of the four first rows for
# it (the lightest is $01000$, a single press).
#
# **The chart.** The chart the source reads from lists, for each of the 7 reachable lit
# bottom rows, which top-row buttons to press. From the first rows above we can write down
# every entry: the four first rows for each $\mathbf c$, and the lightest of them (fewest
# first-row presses; where two tie, both). Note that "lightest first row" is not "fewest
# presses in total": the chase adds presses in the other rows, and chapter 02's
# `min_presses` is what minimises those.

# %%
print("last row   first rows (lightest marked *)")
for c in sorted(reach):
    if c == "00000":
        continue
    rows4 = sorted(reach[c])
    lightest = min(r.count("1") for r in rows4)
    print(
        f"  {c}    "
        + "  ".join(r + ("*" if r.count("1") == lightest else " ") for r in rows4)
    )
chart = {
    c: sorted(
        r for r in reach[c] if r.count("1") == min(s.count("1") for s in reach[c])
    )
    for c in reach
    if c != "00000"
}
assert (
    len(chart) == 7
    and chart["11100"] == ["01000"]
    and chart["10001"] == ["00011", "11000"]
)

# %% [markdown]
# Five of the seven rows have a single lightest first row; $01010$ and $10001$ have two each.

# %% [markdown]
# ## The 3 x 3 board
#
# With three columns the last row is $\mathbf x_4 = f_4(B_3)\mathbf x_1 = B_3^3\,\mathbf x_1$.
# Source 001 prints $B_3^3$ and its inverse, and solves $\mathbf x_1 = (c_1 + c_2,\ c_1 +
# c_2 + c_3,\ c_2 + c_3)$. Its inverse is $B_3$ itself, so $B_3^4 = I$, a fact the source does
# not remark on.

# %%
B3 = path_block(3)
chase3 = B3**3
print(
    "B_3^3 =",
    [bits(row) for row in chase3.rows()],
    "  inverse =",
    [bits(row) for row in (~chase3).rows()],
)
assert (
    chase3 == typed("011", "111", "110") == lo.chase_matrix(3, 3)
    and ~chase3 == typed("110", "111", "011") == B3
)
assert all(
    ~chase3 * vector(F2, (c1, c2, c3)) == vector(F2, [c1 + c2, c1 + c2 + c3, c2 + c3])
    for c1, c2, c3 in itertools.product((0, 1), repeat=3)
)

# %% [markdown]
# Both matrices are the source's, its formula for $\mathbf x_1$ holds for all 8 last rows,
# and the inverse is $B_3$: every 3 x 3 board has exactly one solution.

# %% [markdown]
# ## Source 000's nine seeded boards
#
# Source 000 draws three solvable boards of each size 3 x 3, 4 x 4 and 5 x 5 from the seeds
# 300-302, 400-402 and 500-502 and prints, for each, the presses of SCIP's first solution
# (objective 0) and of its optimum. It gives the recipe (Python's `random.Random(seed)`, each
# button pressed with probability 1/2 on the dark board) but not the boards.
# `random_solvable_board` reads the recipe as one `randint(0, 1)` per button, row by row. The
# table below sets the source's two numbers beside the presses of `solve` (elimination, free
# cells set to 0), the exact minimum and the weights of all solutions of our boards.


# %%
# seed: (presses with objective 0, fewest presses), as printed in source 000
source000_table = {
    300: (5, 5),
    301: (4, 4),
    302: (6, 6),
    400: (10, 4),
    401: (9, 5),
    402: (11, 5),
    500: (16, 12),
    501: (10, 10),
    502: (17, 7),
}
print(
    f"{'board':>6} {'seed':>5} {'SCIP obj. 0':>12} {'SCIP min':>9} {'solve()':>8} "
    f"{'fewest':>7}  weights of all solutions"
)
reproduced, genuine, solve_heavier = 0, 0, 0
for seed, (first, fewest) in source000_table.items():
    size = seed // 100
    b = lo.random_solvable_board(size, size, seed=seed)
    weights = sorted(int(s.sum()) for s in lo.solutions(b))
    x_solve = lo.solve(b)
    reproduced += fewest == weights[0] == int(lo.min_presses(b).sum())
    genuine += first in weights
    solve_heavier += int(x_solve.sum()) > weights[0]
    print(
        f"{f'{size} x {size}':>6} {seed:5d} {first:12d} {fewest:9d} "
        f"{int(x_solve.sum()):8d} {weights[0]:7d}  {weights}"
    )
print(
    f"source 000's minimum reproduced on {reproduced} of 9 boards; its objective-0 "
    "count is a solution's "
    f"weight on {genuine} of 9; solve() is heavier than the minimum on "
    f"{solve_heavier} of 9"
)
assert (reproduced, genuine, solve_heavier) == (9, 9, 5)

# %% [markdown]
# All nine minima agree. Each objective-0 number of the source is the weight of some
# solution of our board; which solution a solver meets first depends on the solver, as the
# source itself warns, so this is all that can be checked. On 3 x 3 the two columns agree
# because the solution is unique, and `solve`, like SCIP's first answer, is often not the
# lightest. Boards 401 and 402 have two and three lightest solutions, so "the" optimum of a
# solver is one of several there.
#
# How much does the agreement of the minima say about the boards? Three other readings of
# the recipe: the same draws taken column by column, buttons chosen by `random() < 0.5`
# instead of `randint(0, 1)`, and lit cells drawn directly instead of presses. For each,
# the number of the nine boards whose fewest presses equal the source's:


# %%
def other_reading(n, seed, how):
    """Source 000's recipe read differently: how is 'column', 'random' or 'lit'."""
    rng = random.Random(seed)
    if how == "lit":
        return np.array(
            [[rng.randint(0, 1) for _ in range(n)] for _ in range(n)], dtype=np.uint8
        )
    draw = (
        (lambda: rng.random() < 0.5) if how == "random" else (lambda: rng.randint(0, 1))
    )
    presses = np.array([[draw() for _ in range(n)] for _ in range(n)], dtype=np.uint8)
    return lo.apply_presses(
        np.zeros((n, n), dtype=np.uint8), presses.T if how == "column" else presses
    )


agreeing = {}
for how in ("column", "random", "lit"):
    agreeing[how] = 0
    for seed, (_, minimum) in source000_table.items():
        try:
            board = other_reading(seed // 100, seed, how)
            agreeing[how] += int(lo.min_presses(board).sum()) == minimum
        except lo.NotSolvableError:
            pass  # drawing lit cells directly can give an unsolvable board
    print(f"{how:6s}: {agreeing[how]} of 9 minima agree with the source")
assert agreeing["column"] == 9 and max(agreeing["random"], agreeing["lit"]) <= 4

# %% [markdown]
# Drawing column by column gives the transposed board, which has the same fewest presses,
# so the minima cannot tell these two readings apart; the other two fail on most boards.
# The row-by-row reading is therefore consistent with all nine minima, and a reading that
# is not (up to transposing) would almost surely have been caught.

# %% [markdown]
# ## References
#
# * Source 001: "5x5ライツアウトを5x5行列で解く" ("Solving 5x5 Lights Out with a 5x5 matrix"),
#   a Japanese blog article (no public address was found; search for its Japanese title;
#   the text is not redistributed): the column chase, the powers of the path block, the
#   reduced form, the worked example and its chart.
# * Source 000: "Lights Out and integer programming" (Japanese article, ライツアウトと整数計画法;
#   no public address was found, search for its Japanese title; the text is not
#   redistributed): the recipe of its random boards and the table of their presses.
# * The chapters this appendix annotates:
#   [03, light chasing and the polynomials $f_k$](03_light_chasing_and_polynomials.ipynb),
#   and its tests, [`tests/test_03_chasing.py`](../tests/test_03_chasing.py); for source
#   000, [02, solving over GF(2)](02_solving_over_gf2.ipynb) and
#   [06, integer programming with SCIP](06_integer_programming_with_scip.ipynb).
