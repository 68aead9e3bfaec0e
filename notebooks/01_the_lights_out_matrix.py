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
# # The Lights Out matrix
#
# Lights Out is played on a grid of lit and dark buttons: pressing a button toggles it and
# its four orthogonal neighbours, and the aim is to switch every light off. This notebook
# turns the rules into one matrix $A$ over the two-element field $\mathrm{GF}(2)$, so that a
# board $b$ is switched off by the presses $x$ exactly when $Ax = b$. It follows source 002
# ("Lights Out with SageMath", part 1), which builds $A$ as the block matrix
# $[B\ I;\ I\ B\ I;\ \dots]$ of Anderson and Feil's paper "Turning Lights Out with Linear
# Algebra" (source 002's "English paper"), and the rules and history in source 000 ("Lights
# Out and integer programming"). Everything later in the book stands on this matrix.
#
# **Uses:** nothing earlier. The shared code is in the package `lightsout/`, re-exported by
# [`lightsout_helpers.py`](../lightsout_helpers.py); its board functions are introduced here.

# %%
try:  # SageMath: conda-forge's `sage` or the modular passagemath wheels
    from sage.all import GF, identity_matrix, matrix, zero_matrix
except ImportError:
    from sage.all__sagemath_modules import GF, identity_matrix, matrix, zero_matrix

import itertools
import random

import matplotlib.pyplot as plt
import numpy as np
from matplotlib.colors import ListedColormap
from matplotlib.patches import Patch

import lightsout_helpers as lo

# %% [markdown]
# ## The game and its history
#
# Source 000 tells the story briefly. Tiger Electronics released *Lights Out* in 1995: a
# 5 x 5 grid of lit buttons. The idea is older: in 1983 Vulcan Electronics sold the *XL-25*,
# a 5 x 5 grid of buttons with the same toggling rule. Later variants changed the board:
# *Lights Out Deluxe* is played on 6 x 6, and the *Lights Out Cube* on the faces of a cube.
# (A collector's page on the XL-25, listed under References, gives its date only as "late
# 1970s or early 1980s", and says that its goal was the reverse one, to switch every light
# *on*.) The last section of this notebook shows that the two classic boards differ in a way
# a player feels: on the 6 x 6 Deluxe board *every* position can be switched off, while on the
# 5 x 5 board three positions in four cannot.
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
fig, axes = plt.subplots(1, 3)
for ax, (where, (press, after)) in zip(axes, one_press.items()):
    lo.plot_board(
        after,
        presses=press,
        ax=ax,
        title=f"a press {where}:\n{int(after.sum())} cells toggled",
    )
lo.savefig(fig, "01-one-press")
plt.show()

# %% [markdown]
# *Figure 01-one-press.* One press on the dark 5 x 5 board, in the middle, on an edge and in
# a corner. Lit cells are yellow, dark cells charcoal, and a red ring marks the pressed
# button: a press toggles a plus-shaped set of cells, clipped at the edges.

# %% [markdown]
# ## Order does not matter, and pressing twice cancels
#
# Source 000 argues by counting. Follow one light rather than the whole board: its final
# state depends only on how many times it was toggled (an even number leaves it as it was,
# an odd number flips it), and each press toggles a fixed set of cells. So the order of the
# presses is irrelevant. A button pressed twice toggles its cells twice, which changes
# nothing, even when other presses come between: the sequence A, B, A acts like B alone.
# Hence a solution is a *set* of buttons, one bit per button: "press" or "do not press".
#
# Here is source 000's own example on the 3 x 3 board (middle, then top left; and the other
# way round), and the sequence top left, middle, top left.

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
    "middle then top left = top left then middle; top left, middle, top left = middle alone"
)

# %% [markdown]
# [`tests/test_01_boards.py`](../tests/test_01_boards.py) checks both facts exhaustively:
# every ordered pair of presses on each of the $2^9$ boards of size 3 x 3, and 500 random
# sequences of up to 40 presses on 5 x 5 boards against a single press of their parity pattern.
#
# ## Random boards that can be switched off
#
# A board drawn at random need not be solvable (we shall see that three 5 x 5 boards in four
# are not). Source 000 draws boards that are solvable by construction: start from the dark
# board and press each button with probability 1/2. Pressing the same buttons again switches
# the board off, by the two facts above. `random_solvable_board(m, n, seed)` follows this
# recipe with Python's `random.Random(seed)`, drawing `randint(0, 1)` for each button in
# row-major order; this reproduces the boards of source 000's table (seeds 300-302, 400-402,
# 500-502; notebook 02 matches all nine of its minima). Here is seed 300, switched off by
# the very presses that made it.

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
# ## The matrix of the 3 x 3 board
#
# Number the cells row by row, $0, 1, \dots, mn-1$ (cell $(r, c)$ gets number $rn + c$).
# Column $j$ of $A$ lists the cells toggled by button $j$, so a press pattern $x$ (a 0/1
# vector) changes the board by $Ax$ modulo 2, and pressing $x$ on board $b$ leaves
#
# $$ b + A x \pmod 2. $$
#
# The board is solved when this is zero, that is when $Ax = b$ over $\mathrm{GF}(2)$ (there
# $-b = b$). A cell is toggled by a button exactly when the button is toggled by a press of
# the cell, so $A$ is symmetric and its rows and columns say the same thing.
#
# Source 002 uses the opposite letters: $b_{i,j}$ is a *button* and $x_{i,j}$ a *light*,
# counted from 1, and it writes the effect of each button as a *row*, so its matrix is our
# $A^{\mathsf T}$, which by symmetry is $A$. Its nine rows for 3 x 3 are stored in
# [`data/source002_A3x3.txt`](../data/source002_A3x3.txt). (Its list of the lights of a row
# names $x_{2,1}$ twice, a typo for $x_{2,1}, x_{2,2}$; the printed matrix is right.)

# %%
A3 = lo.press_matrix(3, 3)
print(A3)
rows = (lo.DATA_DIR / "source002_A3x3.txt").read_text().split()
A3_source = np.array([[int(ch) for ch in row] for row in rows], dtype=np.uint8)
assert np.array_equal(A3, A3_source) and np.array_equal(A3, A3.T)
print("press_matrix(3, 3) equals the matrix printed in source 002, and it is symmetric")

# %% [markdown]
# Each column of $A$ is a single press: pressing button $j$ on the dark board lights exactly
# the cells of column $j$. We check it on the 5 x 5 board; the tests check other shapes.

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
# (straight above and below). With $n$ columns, the first effect is the $n \times n$
# tridiagonal matrix
#
# $$ B_n = \begin{pmatrix} 1 & 1 & & \\ 1 & 1 & 1 & \\ & \ddots & \ddots & \ddots \\ & & 1 & 1 \end{pmatrix}, $$
#
# and the second is the identity $I_n$. So the $mn \times mn$ matrix of an $m \times n$
# board is the $m \times m$ block matrix with $B_n$ on the diagonal and $I_n$ beside it:
#
# $$ A_{m,n} = \begin{pmatrix} B_n & I_n & & \\ I_n & B_n & I_n & \\ & \ddots & \ddots & \ddots \\ & & I_n & B_n \end{pmatrix}. $$
#
# This is the notation of Anderson and Feil, whom source 002 follows. `press_matrix_gf2`
# builds exactly this in Sage over $\mathrm{GF}(2)$, from the blocks. Source 002 makes its
# matrix with `MatrixSpace(GF(2), m*n, m*n)`, which turns integer entries into elements of
# $\mathrm{GF}(2)$ so that every later computation is done modulo 2; `press_matrix_gf2` does
# the same. For 5 x 5:

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

# %% [markdown]
# Source 002 also prints the whole $25 \times 25$ matrix its code produces for 5 x 5; its rows
# are stored in [`data/01_source002_A5x5.txt`](../data/01_source002_A5x5.txt) and agree with
# both constructions, the neighbour rule in numpy and the block form in Sage. (The tests
# compare the two constructions on every shape up to 8 x 8.)

# %%
rows = (lo.DATA_DIR / "01_source002_A5x5.txt").read_text().split()
A5_source = np.array([[int(ch) for ch in row] for row in rows], dtype=np.uint8)
assert A5_source.shape == (25, 25) and np.array_equal(A5_source, lo.press_matrix(5, 5))
assert A5 == matrix(GF(2), A5_source.tolist())
print(
    "the 25 x 25 matrix printed in source 002 = press_matrix(5, 5) = press_matrix_gf2(5, 5)"
)

# %%
block_colours = [
    "white",
    "#1f77b4",
    "#f08c00",
]  # 0, a 1 in a diagonal block B, a 1 in a block I
fig, axes = plt.subplots(1, 2)
for ax, (m, n) in zip(axes, [(3, 3), (5, 5)]):
    a = lo.press_matrix(m, n).astype(int)
    board_row = np.arange(m * n) // n  # the block a row or column of A belongs to
    coloured = np.where(
        a == 0, 0, np.where(board_row[:, None] == board_row[None, :], 1, 2)
    )
    ax.imshow(
        coloured,
        cmap=ListedColormap(block_colours),
        vmin=-0.5,
        vmax=2.5,
        interpolation="nearest",
    )
    for k in range(1, m):  # block boundaries
        ax.axhline(k * n - 0.5, color="#868e96", linewidth=1)
        ax.axvline(k * n - 0.5, color="#868e96", linewidth=1)
    for spine in ax.spines.values():
        spine.set_visible(True)
    ax.set_title(f"A for {m} x {n}: {m * n} x {m * n}, {m} x {m} blocks")
    ax.set_xlabel("button pressed (column)")
    ax.set_ylabel("cell toggled (row)")
    ax.set_xticks([])
    ax.set_yticks([])
fig.legend(
    handles=[
        Patch(color=block_colours[1], label="1 in a diagonal block $B_n$"),
        Patch(color=block_colours[2], label="1 in a block $I_n$"),
    ],
    loc="lower center",
    ncol=2,
    bbox_to_anchor=(0.5, 0.02),
    frameon=False,
)
lo.savefig(fig, "01-press-matrix")
plt.show()

# %% [markdown]
# *Figure 01-press-matrix.* The matrices of the 3 x 3 and 5 x 5 boards, coloured by block.
# One square per entry: white for 0, blue for a 1 in a diagonal block $B_n$ (a press toggling
# its own board row), orange for a 1 in an identity block $I_n$ (the cell straight above or
# below). Grey lines separate the $n \times n$ blocks.

# %% [markdown]
# ## Rank and nullity
#
# If $A$ is invertible over $\mathrm{GF}(2)$, every board has exactly one solution,
# $x = A^{-1}b$. If not, its *nullity* $d = mn - \operatorname{rank} A$ counts the
# independent press patterns that change nothing; then only $2^{mn-d}$ of the $2^{mn}$
# boards are solvable, and each of those has $2^d$ solutions. Notebook 02 makes this
# precise. Here is the nullity of every board up to 8 x 8, from Sage's rank over
# $\mathrm{GF}(2)$ (the M4RI library); the tests recompute every entry with an independent
# elimination on bit-packed rows.

# %%
size = range(1, 9)
nullity_table = np.array(
    [[m * n - lo.press_matrix_gf2(m, n).rank() for n in size] for m in size]
)
print(
    "nullity of A for the m x n board (rows m, columns n); 0 means every board is solvable\n"
)
print("m\\n " + " ".join(f"{n:2d}" for n in size))
for m in size:
    print(f"{m:3d} " + " ".join(f"{nullity_table[m - 1, n - 1]:2d}" for n in size))

# %% [markdown]
# Read off the table:
#
# * The 3 x 3 board has nullity 0: $A$ is invertible and every board has exactly one solution.
# * The 5 x 5 board of the original game has nullity 2 (rank 23): only a quarter of its
#   $2^{25}$ boards can be switched off, each in four ways (notebook 02 confirms both counts).
# * The 6 x 6 board of Lights Out Deluxe has nullity 0: every Deluxe position can be
#   switched off, in exactly one way.
# * The 4 x 4 board has nullity 4: only one board in 16 is solvable.

# %%
print(
    f"nullity of 3 x 3: {nullity_table[2, 2]}, 5 x 5: {nullity_table[4, 4]} (rank {lo.press_matrix_gf2(5, 5).rank()}), "
    f"6 x 6 (Deluxe): {nullity_table[5, 5]}, 4 x 4: {nullity_table[3, 3]}"
)
assert (
    nullity_table[2, 2],
    nullity_table[4, 4],
    nullity_table[5, 5],
    nullity_table[3, 3],
) == (0, 2, 0, 4)

# %% [markdown]
# The table is symmetric, as it must be: reflecting the board in its diagonal turns an
# $m \times n$ board into an $n \times m$ one and only renumbers the cells, cell $(r, c)$
# becoming cell $(c, r)$. With $P$ the permutation matrix of this renumbering,
# $P A_{m,n} P^{\mathsf T} = A_{n,m}$, and a permutation does not change the rank. No entry
# exceeds $\min(m, n)$; exercise 3 proves that this holds for every board. (The tests check
# $P A_{m,n} P^{\mathsf T} = A_{n,m}$ for all $m, n \le 8$.)

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
A159257 = [
    0,
    0,
    0,
    4,
    2,
    0,
    0,
    0,
    8,
    0,
    6,
    0,
    0,
    4,
    0,
    8,
    2,
    0,
    16,
    0,
    0,
    0,
    14,
    4,
    0,
    0,
    0,
    0,
    10,
    20,
]
A076436 = [
    1,
    2,
    3,
    6,
    7,
    8,
    10,
    12,
    13,
    15,
    18,
    20,
    21,
    22,
    25,
    26,
    27,
    28,
]  # the terms up to 30
square_nullity = [n * n - lo.press_matrix_gf2(n, n).rank() for n in range(1, 31)]
print("n        " + "".join(f"{n:3d}" for n in range(1, 31)))
print("ours     " + "".join(f"{d:3d}" for d in square_nullity))
print("A159257  " + "".join(f"{d:3d}" for d in A159257))
always_solvable = [n for n in range(1, 31) if square_nullity[n - 1] == 0]
disagreements = [n for n in range(1, 31) if square_nullity[n - 1] != A159257[n - 1]]
print("disagreements with A159257:", disagreements)
print(
    "sizes n <= 30 where every board is solvable:",
    always_solvable,
    "(A076436:",
    always_solvable == A076436,
    ")",
)
assert not disagreements and always_solvable == A076436
assert list(nullity_table.diagonal()) == A159257[:8]

# %% [markdown]
# All 30 values agree with A159257, and the always-solvable sizes agree with A076436; the
# diagonal of our 8 x 8 table is the start of the same sequence. We found no published table
# for rectangular boards to compare the off-diagonal entries with; notebook 03 derives them
# from a polynomial formula and checks the two against each other.
#
# ## Summary
#
# * The final board depends only on *which* buttons are pressed an odd number of times: the
#   order of the presses does not matter, and a button pressed twice cancels. A solution is a
#   0/1 vector $x$ with $Ax = b$ over $\mathrm{GF}(2)$.
# * $A$ is symmetric; column $j$ is the board left by pressing button $j$ on the dark board.
# * $A$ is the block matrix $[B_n\ I_n;\ I_n\ B_n\ I_n;\ \dots]$ of Anderson and Feil;
#   source 002's 3 x 3 and 5 x 5 matrices are exactly ours.
# * A random board that is solvable by construction is made by random presses on the dark
#   board (source 000's recipe, `random_solvable_board`).
# * The 3 x 3 and the 6 x 6 (Lights Out Deluxe) boards are invertible: every position has
#   exactly one solution. The 5 x 5 board has rank 23 and nullity 2, the 4 x 4 board nullity 4.
# * The nullity is symmetric in $m$ and $n$ and at most $\min(m, n)$; the square nullities
#   for $n \le 30$ are those of OEIS A159257.
#
# Next: [02, solving over GF(2)](02_solving_over_gf2.ipynb) decides which boards are
# solvable, finds all solutions, and the fewest presses.
#
# ## Exercises
#
# **Exercise 1.** Which $1 \times n$ boards (a single row of buttons) are always solvable?
# Find the pattern in the nullities for $n \le 30$ and prove it.
#
# <details><summary>Hint</summary>
#
# On a single row, press the buttons from left to right: once the presses of buttons
# $1, \dots, k$ are known, light $k$ decides whether button $k + 1$ must be pressed. So the
# press of button 1 decides everything. For which $n$ is there a nonzero press pattern that
# leaves the dark row dark?
#
# </details>
#
# <details><summary>Solution</summary>
#
# The nullity of the $1 \times n$ board is 1 exactly when $n \equiv 2 \pmod 3$, and 0
# otherwise. Proof: a quiet pattern $q$ (one with $Aq = 0$) is determined by $q_1$, since
# light $k$ equals $q_{k-1} + q_k + q_{k+1}$ and must be 0, which gives
# $q_{k+1} = q_{k-1} + q_k$. With $q_0 = 0$ and $q_1 = 1$ this yields $1, 1, 0, 1, 1, 0,
# \dots$: period 3. The last light $n$ is $q_{n-1} + q_n$ (no right neighbour), which is 0
# exactly when $q_{n-1} = q_n$, that is when both are 1, that is when $n \equiv 2 \pmod 3$.
# So a nonzero quiet pattern exists, and the nullity is 1, exactly for those $n$.
#
# ```python
# row_nullity = [n - lo.press_matrix_gf2(1, n).rank() for n in range(1, 31)]
# assert row_nullity == [1 if n % 3 == 2 else 0 for n in range(1, 31)]
# q = np.array([[1, 1, 0, 1, 1]])  # the quiet pattern of the 1 x 5 board
# assert not lo.apply_presses(np.zeros((1, 5)), q).any()
# print("1 x n has nullity 1 exactly for n = 2 mod 3 (n <= 30)")
# ```
#
# </details>
#
# **Exercise 2.** Build the matrix of the 3 x 3 board as source 002 does: a numpy block matrix
# of $B_3$, $I_3$ and zeros, turned into a matrix over $\mathrm{GF}(2)$ with
# `MatrixSpace(GF(2), 9, 9)`. Check that it equals `press_matrix_gf2(3, 3)` and that it is
# invertible.
#
# <details><summary>Hint</summary>
#
# `np.block` assembles a matrix from a nested list of blocks; `MatrixSpace(GF(2), 9, 9)(rows)`
# reads a list of integer rows modulo 2.
#
# </details>
#
# <details><summary>Solution</summary>
#
# ```python
# B3 = np.array([[1 if abs(i - j) <= 1 else 0 for j in range(3)] for i in range(3)])
# I3, O3 = np.eye(3, dtype=int), np.zeros((3, 3), dtype=int)
# blocks = np.block([[B3, I3, O3], [I3, B3, I3], [O3, I3, B3]])
# A3_blocks = MatrixSpace(GF(2), 9, 9)(blocks.tolist())
# assert A3_blocks == lo.press_matrix_gf2(3, 3) and A3_blocks.is_invertible()
# print("block construction = press_matrix_gf2(3, 3); rank", A3_blocks.rank())
# ```
#
# </details>
#
# **Exercise 3.** Prove that the nullity of the $m \times n$ board is at most $\min(m, n)$.
#
# <details><summary>Hint</summary>
#
# Look at a quiet pattern row by row. If you know its first row, are the other rows forced?
# (Notebook 03 builds its whole method on this idea, called light chasing.)
#
# </details>
#
# <details><summary>Solution</summary>
#
# Let $q$ be a quiet pattern ($Aq = 0$) and write $q_1, \dots, q_m$ for its rows. Light
# $(r, c)$ with $r < m$ is toggled by row $r+1$ only through the press $(r+1, c)$ straight
# below it, so the condition "light $(r, c)$ stays dark" determines $q_{r+1}$ from $q_{r-1}$
# and $q_r$: $q_{r+1} = B_n q_r + q_{r-1}$. Hence the first row determines the whole pattern,
# and the map $q \mapsto q_1$ from the kernel to $\mathrm{GF}(2)^n$ is linear and injective,
# so the nullity is at most $n$. By the symmetry of the table (reflect the board) it is also
# at most $m$. The bound is attained, for example by the $4 \times 4$ board (nullity 4) and
# the $1 \times 2$ board (nullity 1).
#
# ```python
# # the first row of a quiet pattern determines it: distinct quiet patterns have distinct first rows
# for m, n in [(4, 4), (5, 5), (9, 9), (5, 11)]:
#     basis = lo.quiet_patterns(m, n)
#     kernel = [sum((c * q for c, q in zip(coeffs, basis)), np.zeros((m, n), dtype=int)) % 2
#               for coeffs in itertools.product((0, 1), repeat=len(basis))]
#     first_rows = {tuple(q[0]) for q in kernel}
#     assert len(first_rows) == len(kernel) == 2 ** len(basis) and len(basis) <= min(m, n)
# print("on 4x4, 5x5, 9x9 and 5x11 every quiet pattern is fixed by its first row")
# ```
#
# </details>
#
# ## References
#
# * Source 000: "Lights Out and integer programming" (Japanese article, ライツアウトと整数計画法):
#   the rules, the history, the recipe for solvable random boards. Source 002: "Lights Out with
#   SageMath", part 1 (Japanese article): the matrix $A$ and its block form, the 3 x 3 and
#   5 x 5 matrices. The texts are kept with the project; no public address is recorded.
# * M. Anderson and T. Feil, "Turning Lights Out with Linear Algebra", *Mathematics
#   Magazine* 71(4) (1998) 300-303, [doi:10.2307/2690705](https://doi.org/10.2307/2690705):
#   Gauss-Jordan elimination modulo 2 and the column and null spaces of the block matrix $A$.
# * OEIS [A159257](https://oeis.org/A159257), rank deficiency (nullity) of the $n \times n$
#   Lights Out matrix; OEIS [A076436](https://oeis.org/A076436), the sizes $n$ for which every
#   $n \times n$ board has a unique solution.
# * "XL-25 or Cross Knight" (a collector's web page, author not named),
#   [www.haar.clara.co.uk/Lights/XL25.html](http://www.haar.clara.co.uk/Lights/XL25.html):
#   the Vulcan Electronics XL-25, its date and its all-lights-on goal.
