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
#   enumerator: 1.%s
# ---

# %% [markdown]
# # The Lights Out matrix
#
# Lights Out is played on a grid of lit and dark buttons: pressing a button toggles it and
# its four orthogonal neighbours, and the aim is to switch every light off. This chapter
# turns the rules into one matrix $A$ over the two-element field $\mathrm{GF}(2)$, so that a
# board $\mathbf b$ is switched off by the presses $\mathbf x$ exactly when
# $A\mathbf x = \mathbf b$. It follows source 002 ("Lights Out with SageMath", part 1),
# which builds $A$ as the block matrix $[B\ I;\ I\ B\ I;\ \dots]$ of an "English paper" it
# does not name; the notation makes it almost certainly Anderson and Feil's "Turning Lights
# Out with Linear Algebra". The rules and the history come from source 000 ("Lights Out and
# integer programming"). Everything later in the book stands on this matrix, and the
# chapter ends with the notation that every chapter uses.
#
# **Before this chapter** you should know what a matrix, a vector and a linear system are,
# and that arithmetic modulo 2 has $1 + 1 = 0$.
#
# **After it** you can write any rectangular Lights Out board as a linear system over
# $\mathrm{GF}(2)$, build its matrix from the blocks $B_n$ and $I_n$, and read from the
# matrix's nullity how many boards are solvable and how many solutions each has.
#
# The shared code is in the package `lightsout/`, re-exported by
# [`lightsout_helpers.py`](../lightsout_helpers.py); its board functions are introduced here.

# %%
import itertools
import random

import matplotlib.pyplot as plt
import numpy as np

import lightsout_helpers as lo
from lightsout.sage import GF, MatrixSpace, identity_matrix, matrix, zero_matrix

# %% [markdown]
# ## The game and its history
#
# Source 000 tells the story briefly. Tiger Electronics released *Lights Out* in 1995: a
# 5 x 5 grid of lit buttons. The idea is older: in 1983 Vulcan Electronics sold the *XL-25*,
# a 5 x 5 grid of buttons with the same toggling rule. Later variants changed the board:
# *Lights Out Deluxe* is played on 6 x 6, and the *Lights Out Cube* on the faces of a cube.
# (A collector's page on the XL-25, listed under References, gives its date only as "late
# 1970s or early 1980s", and says that its goal was the reverse one, to switch every light
# *on*; Jaap Scherphuis's Lights Out page, also listed there, tells the history of the
# devices and their variants at length.) The last section of this chapter shows that the
# two classic boards differ in a way a player feels: on the 6 x 6 Deluxe board *every*
# position can be switched off, while on the 5 x 5 board three positions in four cannot.
#
# ## The rules
#
# We use the rules as source 000 states them:
#
# * each cell is lit (1) or dark (0);
# * pressing a button toggles that cell and its up, down, left and right neighbours;
# * nothing wraps around: a press on an edge affects only the cells inside the board;
# * the board is solved when every light is off, and one press of one button is one move.
#
# `apply_presses(board, presses)` implements the rules on numpy arrays: `presses` holds,
# for every button, how often it is pressed. A press toggles a plus sign of five cells,
# clipped by the edges: five cells in the middle, four on an edge, three in a corner.

# %%
dark = np.zeros((5, 5), dtype=np.uint8)
one_press = {}
for where, (r, c) in {
    "in the middle": (2, 2),
    "on an edge": (0, 2),
    "in a corner": (0, 0),
}.items():
    press = np.zeros((5, 5), dtype=np.uint8)
    press[r, c] = 1
    one_press[where] = (press, lo.apply_presses(dark, press))
print(lo.format_board(one_press["in the middle"][1]))
print(
    "cells toggled by one press:",
    {where: int(after.sum()) for where, (_, after) in one_press.items()},
)
assert [int(after.sum()) for _, after in one_press.values()] == [5, 4, 3]

# %%
fig = lo.plots.ch01.one_press(one_press)
lo.savefig(fig, "01-one-press")
plt.show()

# %% [markdown]
# *Figure 01-one-press.* One press on the dark 5 x 5 board, in the middle, on an edge and in
# a corner. Lit cells are yellow, dark cells charcoal, and a ring marks the pressed button:
# a press toggles a plus-shaped set of cells, clipped at the edges.

# %% [markdown]
# ## Order does not matter, and pressing twice cancels
#
# Source 000 argues by counting, and the argument is worth stating once as a result,
# because every later chapter relies on it.
#
# ```{prf:proposition} Only the parity of the presses counts (folklore; source 000)
# :label: prop-01-parity
#
# The board left by a sequence of presses depends only on how many times each button was
# pressed, modulo 2: the order of the presses does not matter, and pressing a button twice
# changes nothing, even when other presses come between.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Follow one light rather than the whole board. Its final state depends only on how many
# times it was toggled (an even number leaves it as it was, an odd number flips it), and
# each press toggles a fixed set of cells. So the light's final state is its initial state
# plus, modulo 2, the number of presses of the buttons that toggle it; this number does not
# depend on the order, and two presses of the same button add 2, which is 0 modulo 2.
# ```
#
# Hence a solution is a *set* of buttons, one bit per button: "press" or "do not press". The
# sequence A, B, A acts like B alone. Here is source 000's own example on the 3 x 3 board
# (middle, then top left; and the other way round), and the sequence top left, middle, top
# left.

# %%
start = lo.parse_board("000\n000\n000")
middle, top_left = np.zeros((3, 3), dtype=np.uint8), np.zeros((3, 3), dtype=np.uint8)
middle[1, 1], top_left[0, 0] = 1, 1


def press_in_order(board, *presses):
    """Apply single presses one after the other."""
    for p in presses:
        board = lo.apply_presses(board, p)
    return board


ab, ba = (
    press_in_order(start, middle, top_left),
    press_in_order(start, top_left, middle),
)
aba = press_in_order(start, top_left, middle, top_left)
print(lo.format_board(ab))
assert np.array_equal(ab, ba) and np.array_equal(aba, lo.apply_presses(start, middle))
print(
    "middle then top left = top left then middle; top left, middle, top left = "
    "middle alone"
)

# %% [markdown]
# [`tests/test_01_boards.py`](../tests/test_01_boards.py) checks
# {prf:ref}`prop-01-parity` exhaustively: every ordered pair of presses on each of the
# $2^9$ boards of size 3 x 3, and 500 random sequences of up to 40 presses on 5 x 5 boards
# against a single press of their parity pattern.
#
# ## Random boards that can be switched off
#
# A board drawn at random need not be solvable (we shall see that three 5 x 5 boards in four
# are not). Source 000 draws boards that are solvable by construction: start from the dark
# board and press each button with probability 1/2. Pressing the same buttons again switches
# the board off, by {prf:ref}`prop-01-parity`. `random_solvable_board(m, n, seed)` follows
# this recipe with Python's `random.Random(seed)`, drawing `randint(0, 1)` for each button
# in row-major order; this reproduces the boards of source 000's table (seeds 300-302,
# 400-402, 500-502; chapter 02 matches all nine of its minima). Here is seed 300, switched
# off by the very presses that made it.

# %%
rng = random.Random(300)
made_by = np.array(
    [[rng.randint(0, 1) for _ in range(3)] for _ in range(3)], dtype=np.uint8
)
board_300 = lo.random_solvable_board(3, 3, seed=300)
print(
    "board (seed 300):\n"
    + lo.format_board(board_300)
    + "\npresses that made it:\n"
    + lo.format_board(made_by)
)
assert not lo.apply_presses(board_300, made_by).any()

# %% [markdown]
# ## The press matrix
#
# Number the cells row by row, $1, 2, \dots, mn$ (cell $(r, c)$, rows and columns counted
# from 1, gets number $(r - 1)n + c$), and
# write a board and a press pattern as 0/1 vectors of length $mn$ in this order.
#
# ```{prf:definition} Board, press pattern and press matrix
# :label: def-press-matrix
#
# A *board* (light pattern) of the $m \times n$ game is a vector
# $\mathbf b \in \mathrm{GF}(2)^{mn}$, $b_i = 1$ when cell $i$ is lit; a *press pattern* is
# a vector $\mathbf x \in \mathrm{GF}(2)^{mn}$, $x_j = 1$ when button $j$ is pressed. The
# *press matrix* $A = A_{m,n}$ is the $mn \times mn$ matrix over $\mathrm{GF}(2)$ with
# $A_{ij} = 1$ exactly when a press of button $j$ toggles cell $i$, that is when $i = j$ or
# the cells $i$ and $j$ are orthogonal neighbours.
# ```
#
# ```{prf:proposition} Solving is a linear system over GF(2) (classical; for Lights Out, Anderson and Feil 1998)
# :label: prop-01-linear
#
# Pressing $\mathbf x$ on the board $\mathbf b$ leaves the board $\mathbf b + A\mathbf x$.
# So $\mathbf x$ switches $\mathbf b$ off exactly when $A\mathbf x = \mathbf b$ over
# $\mathrm{GF}(2)$. The matrix $A$ is symmetric, and its column $j$ is the board left by a
# single press of button $j$ on the dark board.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# By {prf:ref}`prop-01-parity`, light $i$ ends in the state $b_i + \sum_j A_{ij} x_j$
# modulo 2, which is entry $i$ of $\mathbf b + A\mathbf x$. This is zero for every $i$
# exactly when $A\mathbf x = \mathbf b$ (over $\mathrm{GF}(2)$, $-\mathbf b = \mathbf b$).
# Being neighbours is a symmetric relation, so $A_{ij} = A_{ji}$; and $A\mathbf e_j$, the
# board left on the dark board by pressing only button $j$, is column $j$.
# ```
#
# The statement is older than the puzzle: a press toggling a cell and its neighbours is
# Sutner's σ+-automaton, an additive cellular automaton on a graph, here the grid, whose
# step is exactly the map $\mathbf x \mapsto A\mathbf x$ over GF(2) (Sutner 1988, 1989;
# [chapter 08](08_beyond_the_grid.ipynb) plays it on any graph). Source 000 works with the
# same parity equations, and Anderson and Feil (1998) wrote them down for Lights Out.
#
# Source 002 uses the opposite letters: $b_{i,j}$ is a *button* and $x_{i,j}$ a *light*,
# counted from 1, and it writes the effect of each button as a *row*, so its matrix is
# $A^{\mathsf T}$, which by symmetry is $A$. (Appendix A compares the matrices source 002
# prints with ours.) Here is $A$ for the 3 x 3 board, and the check of the last sentence of
# {prf:ref}`prop-01-linear` on the 5 x 5 board; the tests check other shapes.

# %%
A3 = lo.press_matrix(3, 3)
print(A3)
assert np.array_equal(A3, A3.T)

# %%
columns = [
    lo.apply_presses(
        np.zeros((5, 5)), np.eye(25, dtype=np.uint8)[j].reshape(5, 5)
    ).ravel()
    for j in range(25)
]
assert np.array_equal(np.column_stack(columns), lo.press_matrix(5, 5))
print("the 25 columns of A (5 x 5) are the boards left by the 25 single presses")

# %% [markdown]
# ## The block form $[B\ I;\ I\ B\ I;\ \dots]$
#
# Group the cells by rows of the board. A press in board row $r$ toggles cells of row $r$
# (itself and its left and right neighbours) and one cell in each of rows $r-1$ and $r+1$
# (straight above and below). The first effect is the path block, the second the identity.
#
# ```{prf:definition} Path block and path adjacency
# :label: def-path-block
#
# For $n \ge 1$, $T_n$ is the adjacency matrix of the path on $n$ vertices (ones just above
# and below the diagonal), and the *path block* is the $n \times n$ matrix
#
# $$ B_n = T_n + I_n = \begin{pmatrix} 1 & 1 & & \\ 1 & 1 & 1 & \\ & \ddots & \ddots & \ddots \\ & & 1 & 1 \end{pmatrix} \quad\text{over } \mathrm{GF}(2). $$
# ```
#
# ```{prf:proposition} Block form of the press matrix (Anderson and Feil 1998)
# :label: prop-01-block-form
#
# With the cells numbered row by row, the press matrix of the $m \times n$ board is the
# $m \times m$ block matrix with $B_n$ on the diagonal, $I_n$ beside it and zero blocks
# elsewhere:
#
# $$ A_{m,n} = \begin{pmatrix} B_n & I_n & & \\ I_n & B_n & I_n & \\ & \ddots & \ddots & \ddots \\ & & I_n & B_n \end{pmatrix}. $$
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Block $(r, s)$ of $A_{m,n}$ records which cells of board row $r$ a press in board row $s$
# toggles. For $s = r$ these are the pressed cell and its left and right neighbours in the
# row, which is column $c$ of $B_n$ for a press in column $c$; for $|r - s| = 1$ it is the
# one cell in the same column, which is $I_n$; for $|r - s| \ge 2$ it is nothing.
# ```
#
# This is the notation of Anderson and Feil, whom source 002 almost certainly follows.
# `press_matrix_gf2` builds exactly this in Sage over $\mathrm{GF}(2)$, from the blocks.
# Source 002 makes its matrix with `MatrixSpace(GF(2), m*n, m*n)`, which turns integer
# entries into elements of $\mathrm{GF}(2)$ so that every later computation is done modulo
# 2; `press_matrix_gf2` does the same. For 5 x 5 (the tests compare the block form with the
# neighbour rule on every shape up to 8 x 8):

# %%
B5 = matrix(GF(2), 5, 5, lambda i, j: 1 if abs(i - j) <= 1 else 0)
A5 = lo.press_matrix_gf2(5, 5)
print(B5, "\n")
print(A5.base_ring(), A5.dimensions())
blocks_ok = all(
    A5.submatrix(5 * i, 5 * j, 5, 5)
    == (
        B5
        if i == j
        else identity_matrix(GF(2), 5)
        if abs(i - j) == 1
        else zero_matrix(GF(2), 5)
    )
    for i, j in itertools.product(range(5), repeat=2)
)
assert blocks_ok
print("all 25 blocks of A for 5 x 5 are B, I or O as in the block form")

# %%
fig = lo.plots.ch01.press_matrix_blocks([(3, 3), (5, 5)])
lo.savefig(fig, "01-press-matrix")
plt.show()

# %% [markdown]
# *Figure 01-press-matrix.* The press matrices of the 3 x 3 and 5 x 5 boards, coloured by
# block. One square per entry: white for 0, the first colour for a 1 in a diagonal block
# $B_n$ (a press toggling its own board row), the second for a 1 in an identity block $I_n$
# (the cell straight above or below). Grey lines separate the $n \times n$ blocks.

# %% [markdown]
# ## Rank and nullity
#
# ```{prf:definition} Nullity of a board
# :label: def-nullity
#
# The *nullity* of the $m \times n$ board is $d(m,n) = \dim\ker A_{m,n} = mn -
# \operatorname{rank} A_{m,n}$ over $\mathrm{GF}(2)$, and $d(n) = d(n,n)$ for the square
# board. A press pattern in $\ker A_{m,n}$ changes no light; chapter 02 calls it a *quiet
# pattern* ([Definition 2.1](02_solving_over_gf2.ipynb#def-quiet-pattern)).
# ```
#
# So $d$ is the *dimension* of the space of press patterns that change nothing: there are
# $2^d$ such patterns, the zero pattern included.
#
# ```{prf:proposition} Counting solvable boards and solutions (linear algebra)
# :label: prop-01-counting
#
# Let $d = d(m,n)$. Exactly $2^{mn-d}$ of the $2^{mn}$ boards are solvable, and each
# solvable board has exactly $2^d$ solutions. In particular every board has exactly one
# solution when $d = 0$, that is when $A$ is invertible.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# The solvable boards form the column space of $A$, of dimension $\operatorname{rank} A =
# mn - d$, so there are $2^{mn-d}$ of them. If $A\mathbf x_0 = \mathbf b$, the solutions of
# $A\mathbf x = \mathbf b$ are the $\mathbf x_0 + \mathbf q$ with $\mathbf q \in \ker A$:
# $2^d$ of them.
# ```
#
# Chapter 02 puts {prf:ref}`prop-01-counting` to work. Here is the nullity of every board up
# to 8 x 8, from Sage's rank over $\mathrm{GF}(2)$ (the M4RI library); the tests recompute
# every entry with an independent elimination on bit-packed rows.

# %%
size = range(1, 9)
nullity_table = np.array(
    [[m * n - lo.press_matrix_gf2(m, n).rank() for n in size] for m in size]
)
print(
    "nullity of A for the m x n board (rows m, columns n); 0 means every board is "
    "solvable\n"
)
print("m\\n " + " ".join(f"{n:2d}" for n in size))
for m in size:
    print(f"{m:3d} " + " ".join(f"{nullity_table[m - 1, n - 1]:2d}" for n in size))

# %% [markdown]
# Read off the table, with {prf:ref}`prop-01-counting`:
#
# * The 3 x 3 board has nullity 0: $A$ is invertible and every board has exactly one solution.
# * The 5 x 5 board of the original game has nullity 2 (rank 23): only a quarter of its
#   $2^{25}$ boards can be switched off, each in four ways (chapter 02 confirms both counts).
# * The 6 x 6 board of Lights Out Deluxe has nullity 0: every Deluxe position can be
#   switched off, in exactly one way.
# * The 4 x 4 board has nullity 4: only one board in 16 is solvable.

# %%
rank_5x5 = lo.press_matrix_gf2(5, 5).rank()
print(
    f"nullity of 3 x 3: {nullity_table[2, 2]}, 5 x 5: {nullity_table[4, 4]} "
    f"(rank {rank_5x5}), 6 x 6 (Deluxe): {nullity_table[5, 5]}, "
    f"4 x 4: {nullity_table[3, 3]}"
)
assert (
    nullity_table[2, 2],
    nullity_table[4, 4],
    nullity_table[5, 5],
    nullity_table[3, 3],
) == (0, 2, 0, 4)

# %% [markdown]
# The table is symmetric, and no entry exceeds $\min(m, n)$.
#
# ```{prf:proposition} Symmetry and bound of the nullity (folklore)
# :label: prop-01-symmetry
#
# For all $m, n \ge 1$, $d(m,n) = d(n,m)$ and $d(m,n) \le \min(m,n)$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Reflecting the board in its diagonal turns an $m \times n$ board into an $n \times m$ one
# and only renumbers the cells, cell $(r, c)$ becoming cell $(c, r)$. With $\Pi$ the
# permutation matrix of this renumbering, $\Pi A_{m,n} \Pi^{\mathsf T} = A_{n,m}$, and a
# permutation does not change the rank: so $d(m,n) = d(n,m)$. The bound $d(m,n) \le n$ is
# {ref}`ex-01-3` (the first row of a quiet pattern determines it), and with the symmetry it
# gives $d(m,n) \le m$ too.
# ```
#
# The tests check $\Pi A_{m,n} \Pi^{\mathsf T} = A_{n,m}$ for all $m, n \le 8$; here is the
# check on the table.

# %%
assert (nullity_table == nullity_table.T).all()
assert (nullity_table <= np.minimum.outer(np.arange(1, 9), np.arange(1, 9))).all()
print("the table is symmetric in m and n, and no entry exceeds min(m, n)")

# %% [markdown]
# ### Comparison with the published tables
#
# The nullity of the $n \times n$ board is OEIS
# [A159257](https://oeis.org/A159257) ("rank deficiency of the Lights Out problem of size
# n"), and the sizes with nullity 0, where every board has exactly one solution, are OEIS
# [A076436](https://oeis.org/A076436). We compute the square nullities for $n \le 30$ the
# same way as the table and set them beside the first 30 terms of A159257 and the terms of
# A076436 up to 30, copied from the OEIS entries.

# %%
# fmt: off
A159257 = [0, 0, 0, 4, 2, 0, 0, 0, 8, 0, 6, 0, 0, 4, 0,
           8, 2, 0, 16, 0, 0, 0, 14, 4, 0, 0, 0, 0, 10, 20]
A076436 = [1, 2, 3, 6, 7, 8, 10, 12, 13, 15, 18, 20, 21, 22, 25, 26, 27, 28]  # up to 30
# fmt: on
square_nullity = [n * n - lo.press_matrix_gf2(n, n).rank() for n in range(1, 31)]
print("n        " + "".join(f"{n:3d}" for n in range(1, 31)))
print("ours     " + "".join(f"{d:3d}" for d in square_nullity))
print("A159257  " + "".join(f"{d:3d}" for d in A159257))
always_solvable = [n for n in range(1, 31) if square_nullity[n - 1] == 0]
disagreements = [n for n in range(1, 31) if square_nullity[n - 1] != A159257[n - 1]]
print("disagreements with A159257:", disagreements)
print("sizes n <= 30 where every board is solvable:", always_solvable)
print("equal to the terms of A076436:", always_solvable == A076436)
assert not disagreements and always_solvable == A076436
assert list(nullity_table.diagonal()) == A159257[:8]

# %% [markdown]
# All 30 values agree with A159257, and the always-solvable sizes agree with A076436; the
# diagonal of our 8 x 8 table is the start of the same sequence. We found no published table
# for rectangular boards to compare the off-diagonal entries with; chapter 03 derives them
# from a polynomial formula ([Theorem 3.1](03_light_chasing_and_polynomials.ipynb#thm-03-nullity)) and checks the two against each other.
#
# ## Notation used in this book
#
# One symbol means one object in every chapter. The table lists each symbol, what it
# denotes, and where it is defined (with the label of the definition where it has one).
#
# | symbol | meaning | defined in |
# |---|---|---|
# | $\mathbf b$ | a board (light pattern), a 0/1 vector of length $mn$ | 01, {prf:ref}`def-press-matrix` |
# | $\mathbf x$ | a press pattern (which buttons are pressed) | 01, {prf:ref}`def-press-matrix` |
# | $A$, $A_{m,n}$ | the $mn \times mn$ press matrix of the $m \times n$ board, used for nothing else | 01, {prf:ref}`def-press-matrix` |
# | $B_n$ | the $n \times n$ path block: ones on the diagonal and next to it | 01, {prf:ref}`def-path-block` |
# | $T_n$ | adjacency matrix of the path on $n$ vertices, $B_n = T_n + I_n$ | 01, {prf:ref}`def-path-block` |
# | $I_n$, $O$ | identity and zero matrices | 01 |
# | $\Pi$ | a permutation matrix (renumbering of cells) | 01, {prf:ref}`prop-01-symmetry` |
# | $d(m,n)$, $d(n)$ | nullity $\dim\ker A_{m,n}$; $d(n) = d(n,n)$ | 01, {prf:ref}`def-nullity` |
# | quiet pattern $\mathbf q$, $\ker A$ | a press pattern that changes no light; the space of them | [02](02_solving_over_gf2.ipynb), [Definition 2.1](02_solving_over_gf2.ipynb#def-quiet-pattern) |
# | $\lvert\mathbf x\rvert$ | weight: the number of presses of $\mathbf x$ | [02](02_solving_over_gf2.ipynb) |
# | $\hat{\mathbf x}$ | a particular solution of a board; every solution is $\hat{\mathbf x}$ plus a quiet pattern | [02](02_solving_over_gf2.ipynb), [Proposition 2.1](02_solving_over_gf2.ipynb#prop-02-coset) |
# | $\Delta$ | the minimum distance of the quiet code: the fewest presses of a nonzero quiet pattern | [02](02_solving_over_gf2.ipynb), [Proposition 2.2](02_solving_over_gf2.ipynb#prop-02-decoding-radius) |
# | $C$, $\ell$, $\omega_w$, $\omega^\perp_k$ | a binary linear code, its length, its number of words of weight $w$, and the number of words of weight $k$ of $C^\perp$ | [02](02_solving_over_gf2.ipynb), [Theorem 2.2](02_solving_over_gf2.ipynb#thm-02-macwilliams) |
# | $f_k$ | chasing polynomials over GF(2): $f_0 = 0$, $f_1 = 1$, $f_{k+1} = x f_k + f_{k-1}$ | [03](03_light_chasing_and_polynomials.ipynb), [Definition 3.1](03_light_chasing_and_polynomials.ipynb#def-chasing-polynomials) |
# | $F_k$ | the same recurrence over $\mathbb Z$ (Fibonacci polynomials) | [03](03_light_chasing_and_polynomials.ipynb), [Definition 3.1](03_light_chasing_and_polynomials.ipynb#def-chasing-polynomials) |
# | $\mathbf x_k$ | the presses in row $k$ of a chase | [03](03_light_chasing_and_polynomials.ipynb), [Proposition 3.1](03_light_chasing_and_polynomials.ipynb#prop-03-affine) |
# | $\mathbf c(\mathbf b)$ | the last row that chasing $\mathbf b$ leaves lit | [03](03_light_chasing_and_polynomials.ipynb), [Proposition 3.1](03_light_chasing_and_polynomials.ipynb#prop-03-affine) |
# | $f_{m+1}(B_n)$ | the chase matrix over GF(2) (first row of presses to last row of lights) | [03](03_light_chasing_and_polynomials.ipynb), [Proposition 3.1](03_light_chasing_and_polynomials.ipynb#prop-03-affine) |
# | $U_k$ | Chebyshev polynomials of the second kind | [03](03_light_chasing_and_polynomials.ipynb), [Proposition 3.3](03_light_chasing_and_polynomials.ipynb#prop-03-chebyshev) |
# | $g_k$ | $\gcd(f_k(x), f_k(x+1))$, so that $d(n) = \deg g_{n+1}$ | [03](03_light_chasing_and_polynomials.ipynb), [Corollary 3.1](03_light_chasing_and_polynomials.ipynb#cor-03-square) |
# | $\mathbf e_k$, $h$ | the unit vectors $\mathbf e_1, \dots, \mathbf e_n$; the coordinates of a vector: the polynomial $h$ of degree below $n$ with vector $h(T_n)\mathbf e_1$ ($h_{\mathbf c}$ those of $\mathbf c$) | [03](03_light_chasing_and_polynomials.ipynb), [Lemma 3.2](03_light_chasing_and_polynomials.ipynb#lem-03-cyclic), [Lemma 3.3](03_light_chasing_and_polynomials.ipynb#lem-03-kernel); [04](04_large_boards.ipynb) |
# | $\varphi$, $\eta$; $\lambda$, $\mu$ | $\varphi(x) = f_{m+1}(x+1)$, so that the chase matrix is $\varphi(T_n)$; $\eta = \gcd(\varphi, f_{n+1}) = \lambda\varphi + \mu f_{n+1}$ | [03](03_light_chasing_and_polynomials.ipynb), [Theorem 3.1](03_light_chasing_and_polynomials.ipynb#thm-03-nullity); [04](04_large_boards.ipynb), [Proposition 4.3](04_large_boards.ipynb#prop-04-poly-solver) |
# | $\operatorname{ord}_\pi(r)$ | the exponent of an irreducible polynomial $\pi$ in a polynomial $r$ | [03](03_light_chasing_and_polynomials.ipynb), [Theorem 3.3](03_light_chasing_and_polynomials.ipynb#thm-03-doubling); [04](04_large_boards.ipynb) |
# | $\rho_1$, $\rho_2$ | $f_i + f_{i+1}$ and $f_j(x+1) + f_{j+1}(x+1)$ for $m + 1 = 2^a(2i+1)$, $n + 1 = 2^b(2j+1)$ | [04](04_large_boards.ipynb), [Proposition 4.1](04_large_boards.ipynb#prop-04-half-degree) |
# | $\gamma$ | $\gcd(u, v)$ in $\mathrm{GF}(2)[y]$ for $\psi = u(y) + x\,v(y)$, $y = x^2 + x$ | [04](04_large_boards.ipynb), [Proposition 4.2](04_large_boards.ipynb#prop-04-square-quarter) |
# | $\kappa_i$, $\nu_z$, $H$ | the signature of cell $i$ (which quiet patterns press it; chapter 09 writes $\kappa_c$ for cell $c$), the signed count of cells per signature $z$, its Walsh-Hadamard transform | [04](04_large_boards.ipynb), [Proposition 4.5](04_large_boards.ipynb#prop-04-wht-weights); [09](09_the_hardest_board.ipynb) |
# | $P$ | the chase matrix over $\mathbb Z$ (signed recurrence), used for nothing else | [05](05_n_colour_boards.ipynb), [Definition 5.3](05_n_colour_boards.ipynb#def-chase-matrix-z) |
# | $N$ | the number of colours; arithmetic in $\mathbb Z/N\mathbb Z$ | [05](05_n_colour_boards.ipynb) |
# | $N_0$ | a divisor of $N$ | [05](05_n_colour_boards.ipynb), [Theorem 5.2](05_n_colour_boards.ipynb#thm-05-quiet-group) |
# | $s_i$ | the elementary divisors of $P$ (Smith normal form) | [05](05_n_colour_boards.ipynb) |
# | $q_k$ | signed chasing polynomials over $\mathbb Z$: $q_0 = 0$, $q_1 = 1$, $q_{k+1}(t) = -(t q_k + q_{k-1})$, so $P = -q_{m+1}(B_n)$ | [05](05_n_colour_boards.ipynb), [Definition 5.3](05_n_colour_boards.ipynb#def-chase-matrix-z) |
# | $t_i$ | $\gcd(s_i, N)$: the order of the $i$-th cyclic factor of the quiet patterns mod $N$ | [05](05_n_colour_boards.ipynb), [Theorem 5.1](05_n_colour_boards.ipynb#thm-05-counts) |
# | $\ker_N A$ | the quiet patterns mod $N$ | [05](05_n_colour_boards.ipynb), [Definition 5.1](05_n_colour_boards.ipynb#def-05-n-colour-game) |
# | $P_r$ | the leading $r \times r$ block of $P$ after the zero part splits off | [05](05_n_colour_boards.ipynb), [Lemma 5.1](05_n_colour_boards.ipynb#lem-05-zero-part) |
# | $w_{r,c}$ | the cost of a press of button $(r, c)$ | [06](06_integer_programming_with_scip.ipynb) |
# | $\mathcal N(r,c)$, $\delta_{r,c}$, $k_{r,c}$ | the buttons that toggle cell $(r,c)$, their number, the integer helper of the model | [06](06_integer_programming_with_scip.ipynb), [Definition 6.1](06_integer_programming_with_scip.ipynb#def-06-model) |
# | $C_n$ | adjacency matrix of the $n$-cycle (torus boards) | [08](08_beyond_the_grid.ipynb), [Definition 8.1](08_beyond_the_grid.ipynb#def-08-variants) |
# | $S$, $M$ | the row operator $C_n + I_n$ of the torus and its $2n \times 2n$ transfer matrix | [08](08_beyond_the_grid.ipynb), [Proposition 8.2](08_beyond_the_grid.ipynb#prop-08-transfer) |
# | $\operatorname{Adj}(G)$, $A_G$ | adjacency and press matrix $A_G = \operatorname{Adj}(G) + I$ of a graph | [08](08_beyond_the_grid.ipynb), [Definition 8.2](08_beyond_the_grid.ipynb#def-08-graph-game) |
# | $R(m, n)$, $\underline R$ | the hardest board: the most presses a solvable $m \times n$ board can need (the covering radius of $\ker A$); the presses of the best witness so far, a lower bound | [09](09_the_hardest_board.ipynb), [Definition 9.1](09_the_hardest_board.ipynb#def-09-hardest), [Proposition 9.1](09_the_hardest_board.ipynb#prop-09-covering-radius) |
# | $\mathcal D$, $a_c$ | a probability distribution on the quiet patterns; the probability that a pattern drawn from it presses cell $c$ | [09](09_the_hardest_board.ipynb), [Theorem 9.1](09_the_hardest_board.ipynb#thm-09-distribution) |
# | $n_z$, $n_{\mathbf 0}$ | the number of cells of signature $z$ (the class $z$); the number of cells of signature $\mathbf 0$, which no quiet pattern presses | [09](09_the_hardest_board.ipynb), [Lemma 9.1](09_the_hardest_board.ipynb#lem-09-classes) |
# | $\xi_z$, $e_z$ | the number of cells of class $z$ that a press pattern presses; the surplus $n_z - 2\xi_z$ | [09](09_the_hardest_board.ipynb), [Lemma 9.1](09_the_hardest_board.ipynb#lem-09-classes) |
# | $\mathbf q_u$, $W_u(\xi)$ | the quiet pattern $\sum_j u_j \mathbf q_j$ of a combination $u \in \mathrm{GF}(2)^d$; the presses of $\mathbf x + \mathbf q_u$, written through the counts $\xi_z$ | [09](09_the_hardest_board.ipynb), [Lemma 9.1](09_the_hardest_board.ipynb#lem-09-classes) |
# | $\hat e$ | the Walsh-Hadamard transform of the surpluses over the classes, $\hat e(u) = \sum_z e_z (-1)^{u \cdot z}$ | [09](09_the_hardest_board.ipynb), [Theorem 9.2](09_the_hardest_board.ipynb#thm-09-parity) |
# | $n_{\mathrm{odd}}$ | the number of classes with an odd number of cells | [09](09_the_hardest_board.ipynb), [Theorem 9.2](09_the_hardest_board.ipynb#thm-09-parity) |
# | $S_w$, $n_{\notin V}$ | for $w \in \mathrm{GF}(2)^d$, the classes $z$ of a subspace $V$ with $w \cdot z = 1$; the number of cells in the classes whose signature is not in $V$ | [09](09_the_hardest_board.ipynb), [Lemma 9.2](09_the_hardest_board.ipynb#lem-09-certificate) |
# | $\rho$ | a number of presses that the sphere-covering bound shows some board to exceed | [09](09_the_hardest_board.ipynb), [Proposition 9.3](09_the_hardest_board.ipynb#prop-09-sphere) |
# | $\mathcal G$ | the 8 symmetries of the square, acting on press patterns | [10](10_published_tables.ipynb), [Proposition 10.1](10_published_tables.ipynb#prop-10-orbit-search) |
# | $\Omega$, $Q_\Omega$, $\mathrm{fewest}(\mathbf u)$ | a set of cells made of orbits of $\mathcal G$; the quiet patterns that vanish on it; the fewest presses of a solution whose pattern on $\Omega$ is $\mathbf u$ | [10](10_published_tables.ipynb), [Proposition 10.1](10_published_tables.ipynb#prop-10-orbit-search) |
#
# Source 001 writes $A$ (or $A_m$) for the path block: this book writes $B_m$. Source 002's
# $B$ is the book's $B_n$.
#
# ## Summary
#
# * The final board depends only on *which* buttons are pressed an odd number of times
#   ({prf:ref}`prop-01-parity`): a solution is a 0/1 vector $\mathbf x$ with
#   $A\mathbf x = \mathbf b$ over $\mathrm{GF}(2)$ ({prf:ref}`prop-01-linear`).
# * The press matrix $A$ ({prf:ref}`def-press-matrix`) is symmetric, its column $j$ is the
#   board left by pressing button $j$, and it is the block matrix $[B_n\ I_n;\ I_n\ B_n\ I_n;
#   \ \dots]$ of Anderson and Feil with the path block $B_n = T_n + I_n$
#   ({prf:ref}`def-path-block`, {prf:ref}`prop-01-block-form`).
# * With the nullity $d = d(m,n)$ ({prf:ref}`def-nullity`), $2^{mn-d}$ boards are solvable
#   and each has $2^d$ solutions ({prf:ref}`prop-01-counting`); $d(m,n) = d(n,m) \le
#   \min(m,n)$ ({prf:ref}`prop-01-symmetry`).
# * $d(3) = d(6) = 0$: every 3 x 3 and every 6 x 6 (Lights Out Deluxe) board has exactly one
#   solution. $d(5) = 2$ (rank 23): a quarter of the 5 x 5 boards are solvable, each in four
#   ways; $d(4) = 4$. The square nullities for $n \le 30$ are those of OEIS A159257.
# * A random board that is solvable by construction is made by random presses on the dark
#   board (source 000's recipe, `random_solvable_board`).

# %% [markdown]
# ## Exercises

# %% [markdown]
# ````{exercise} Boards of a single row (medium)
# :label: ex-01-1
#
# Which $1 \times n$ boards (a single row of buttons) are always solvable? Find the pattern
# in the nullities for $n \le 30$ and prove it.
#
# ```{hint}
# :class: dropdown
#
# On a single row, press the buttons from left to right: once the presses of buttons
# $1, \dots, k$ are known, light $k$ decides whether button $k + 1$ must be pressed. So the
# press of button 1 decides everything. For which $n$ is there a nonzero press pattern that
# leaves the dark row dark?
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-01-1
# :class: dropdown
# ```
#
# The nullity of the $1 \times n$ board is 1 exactly when $n \equiv 2 \pmod 3$, and 0
# otherwise. Proof: a quiet pattern $\mathbf q$ (one with $A\mathbf q = 0$) is determined by
# $q_1$, since light $k$ equals $q_{k-1} + q_k + q_{k+1}$ and must be 0, which gives
# $q_{k+1} = q_{k-1} + q_k$. With $q_0 = 0$ and $q_1 = 1$ this yields $1, 1, 0, 1, 1, 0,
# \dots$: period 3. The last light $n$ is $q_{n-1} + q_n$ (no right neighbour), which is 0
# exactly when $q_{n-1} = q_n$, that is when both are 1, that is when $n \equiv 2 \pmod 3$.
# So a nonzero quiet pattern exists, and the nullity is 1, exactly for those $n$.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
row_nullity = [n - lo.press_matrix_gf2(1, n).rank() for n in range(1, 31)]
assert row_nullity == [1 if n % 3 == 2 else 0 for n in range(1, 31)]
q = np.array([[1, 1, 0, 1, 1]])  # the quiet pattern of the 1 x 5 board
assert not lo.apply_presses(np.zeros((1, 5)), q).any()
print("1 x n has nullity 1 exactly for n = 2 mod 3 (n <= 30)")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} The 3 x 3 matrix from its blocks (easy)
# :label: ex-01-2
#
# Build the matrix of the 3 x 3 board as source 002 does: a numpy block matrix of $B_3$,
# $I_3$ and zeros, turned into a matrix over $\mathrm{GF}(2)$ with
# `MatrixSpace(GF(2), 9, 9)`. Check that it equals `press_matrix_gf2(3, 3)` and that it is
# invertible.
#
# ```{hint}
# :class: dropdown
#
# `np.block` assembles a matrix from a nested list of blocks;
# `MatrixSpace(GF(2), 9, 9)(rows)` reads a list of integer rows modulo 2.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-01-2
# :class: dropdown
# ```

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
B3 = np.array([[1 if abs(i - j) <= 1 else 0 for j in range(3)] for i in range(3)])
I3, O3 = np.eye(3, dtype=int), np.zeros((3, 3), dtype=int)
blocks = np.block([[B3, I3, O3], [I3, B3, I3], [O3, I3, B3]])
A3_blocks = MatrixSpace(GF(2), 9, 9)(blocks.tolist())
assert A3_blocks == lo.press_matrix_gf2(3, 3) and A3_blocks.is_invertible()
print("block construction = press_matrix_gf2(3, 3); rank", A3_blocks.rank())

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} The nullity is at most the width (medium)
# :label: ex-01-3
#
# Prove that the nullity of the $m \times n$ board is at most $n$ (and so, by
# {prf:ref}`prop-01-symmetry`, at most $\min(m, n)$).
#
# ```{hint}
# :class: dropdown
#
# Look at a quiet pattern row by row. If you know its first row, are the other rows forced?
# (Chapter 03 builds its whole method on this idea, called light chasing.)
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-01-3
# :class: dropdown
# ```
#
# Let $\mathbf q$ be a quiet pattern ($A\mathbf q = 0$) and write $\mathbf q_1, \dots,
# \mathbf q_m$ for its rows. Light $(r, c)$ with $r < m$ is toggled by row $r+1$ only
# through the press $(r+1, c)$ straight below it, so the condition "light $(r, c)$ stays
# dark" determines $\mathbf q_{r+1}$ from $\mathbf q_{r-1}$ and $\mathbf q_r$:
# $\mathbf q_{r+1} = B_n \mathbf q_r + \mathbf q_{r-1}$. Hence the first row determines the
# whole pattern, and the map $\mathbf q \mapsto \mathbf q_1$ from the kernel to
# $\mathrm{GF}(2)^n$ is linear and injective, so the nullity is at most $n$. The bound is
# attained, for example by the $4 \times 4$ board (nullity 4) and the $5 \times 3$ board
# (nullity 3).

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
# distinct quiet patterns have distinct first rows
for m, n in [(4, 4), (5, 5), (9, 9), (5, 11)]:
    basis = lo.quiet_patterns(m, n)
    kernel = [
        sum((c * q for c, q in zip(coeffs, basis)), np.zeros((m, n), dtype=int)) % 2
        for coeffs in itertools.product((0, 1), repeat=len(basis))
    ]
    first_rows = {tuple(q[0]) for q in kernel}
    assert len(first_rows) == len(kernel) == 2 ** len(basis)
    assert len(basis) <= min(m, n)
print("on 4x4, 5x5, 9x9 and 5x11 every quiet pattern is fixed by its first row")
assert lo.nullity(4, 4) == 4 and lo.nullity(5, 3) == 3  # the bound is attained

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ## References
#
# * Source 000: "Lights Out and integer programming" (Japanese article, ライツアウトと整数計画法):
#   the rules, the history, the recipe for solvable random boards. Source 002: "Lights Out with
#   SageMath", part 1 (Japanese article): the matrix $A$ and its block form, the 3 x 3 and
#   5 x 5 matrices ([qiita.com/masa0599](https://qiita.com/masa0599/items/0302ef923eaebf96da64), 2022). The texts are not redistributed;
#   no public address was found for source 000 (search for its Japanese title).
# * M. Anderson and T. Feil, "Turning Lights Out with Linear Algebra", *Mathematics
#   Magazine* 71(4) (1998) 300-303, [doi:10.2307/2690705](https://doi.org/10.2307/2690705):
#   Gauss-Jordan elimination modulo 2 and the column and null spaces of the block matrix $A$.
# * K. Sutner, "Additive automata on graphs", *Complex Systems* 2 (1988) 649-661, and
#   "Linear cellular automata and the Garden-of-Eden", *The Mathematical Intelligencer* 11(2)
#   (1989) 49-53, [doi:10.1007/BF03023823](https://doi.org/10.1007/BF03023823): the σ- and
#   σ+-automata on graphs, of which {prf:ref}`prop-01-linear` is the grid case (we have read
#   the abstract of the first and not the text of either).
# * OEIS [A159257](https://oeis.org/A159257), rank deficiency (nullity) of the $n \times n$
#   Lights Out matrix; OEIS [A076436](https://oeis.org/A076436), the sizes $n$ for which every
#   $n \times n$ board has a unique solution.
# * "XL-25 or Cross Knight" (a collector's web page, author not named),
#   [www.haar.clara.co.uk/Lights/XL25.html](http://www.haar.clara.co.uk/Lights/XL25.html):
#   the Vulcan Electronics XL-25, its date and its all-lights-on goal.
#
# **Further reading.**
#
# * J. Scherphuis, "Lights Out", Jaap's Puzzle Page,
#   [www.jaapsch.net/puzzles/lights.htm](https://www.jaapsch.net/puzzles/lights.htm): the
#   devices (the XL-25 of 1983, Lights Out, Deluxe, Cube and later variants) and how to solve
#   them by hand; source 000 cites it for the history.
# * R. Fleischer and J. Yu, "A survey of the game 'Lights Out!'", Lecture Notes in
#   Computer Science 8066 (2013),
#   [doi:10.1007/978-3-642-40273-9_13](https://doi.org/10.1007/978-3-642-40273-9_13). We
#   found only its bibliographic data, not its text.
# * W. F. Klostermeyer, "Lights Out!: A Survey of Parity Domination in Grid Graphs": a
#   survey of the grid results that chapter 03 uses. We found no journal, proceedings or
#   stable address for it, only uploads on document-sharing sites, so we cite it by title
#   only.

# %% [markdown]
# ## Appendix A: source 002's printed matrices
#
# Source 002 prints the nine rows of $A$ for 3 x 3 and the whole $25 \times 25$ matrix its
# code produces for 5 x 5. They are stored in
# [`data/source002_A3x3.txt`](../data/source002_A3x3.txt) and
# [`data/01_source002_A5x5.txt`](../data/01_source002_A5x5.txt). (Its list of the lights of
# a row names $x_{2,1}$ twice, a typo for $x_{2,1}, x_{2,2}$; the printed matrix is right.)
# Both agree with the two constructions of this chapter, the neighbour rule in numpy and the
# block form in Sage.

# %%
rows = (lo.DATA_DIR / "source002_A3x3.txt").read_text().split()
A3_source = np.array([[int(ch) for ch in row] for row in rows], dtype=np.uint8)
assert np.array_equal(A3, A3_source)
print("press_matrix(3, 3) equals the matrix printed in source 002")

# %%
rows = (lo.DATA_DIR / "01_source002_A5x5.txt").read_text().split()
A5_source = np.array([[int(ch) for ch in row] for row in rows], dtype=np.uint8)
assert A5_source.shape == (25, 25) and np.array_equal(A5_source, lo.press_matrix(5, 5))
assert A5 == matrix(GF(2), A5_source.tolist())
print("source 002's 25 x 25 matrix = press_matrix(5, 5) = press_matrix_gf2(5, 5)")

# %% [markdown]
# **Next:** [02 Solving over GF(2)](02_solving_over_gf2.ipynb) decides which boards are
# solvable, finds all their solutions, and the fewest presses.
