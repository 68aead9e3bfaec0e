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
# Lights Out is played on a grid of lit and dark buttons; pressing a button toggles it and
# its four orthogonal neighbours, and the goal is to switch every light off. This notebook
# turns the rules into one matrix $A$ over the two-element field $\mathrm{GF}(2)$, so that a
# board $b$ is solved by the presses $x$ exactly when $Ax = b$. It follows source 002
# ("Lights Out with SageMath", part 1), which builds $A$ as a block matrix
# $[B\ I;\ I\ B\ I;\ \dots]$, and the rules section of source 000 ("Lights Out and integer
# programming"). Everything later in the book stands on this matrix.
#
# **Uses:** nothing earlier; the shared code lives in
# [`lightsout_helpers.py`](../lightsout_helpers.py), whose board functions are introduced here.

# %%
try:  # SageMath: conda-forge's `sage` or the modular passagemath wheels
    from sage.all import *
except ImportError:
    from sage.all__sagemath_modules import *

import itertools

import matplotlib.pyplot as plt
import numpy as np
from matplotlib.colors import ListedColormap
from matplotlib.patches import Patch

import lightsout_helpers as lo

# %% [markdown]
# ## The rules
#
# We use the rules as source 000 states them:
#
# * each cell is lit (1) or dark (0);
# * pressing a button toggles that cell and its up, down, left and right neighbours;
# * nothing wraps around: a press on an edge affects only the cells inside the board;
# * the board is solved when every light is off, and one press of one button is one move.
#
# `apply_presses` implements the rules directly on arrays: a press pattern holds, for every
# button, how often it is pressed. Here is one press in the middle and one in a corner of
# a dark 5 x 5 board.

# %%
dark = np.zeros((5, 5), dtype=np.uint8)
centre = np.zeros((5, 5), dtype=np.uint8)
centre[2, 2] = 1
corner = np.zeros((5, 5), dtype=np.uint8)
corner[0, 0] = 1
after_centre = lo.apply_presses(dark, centre)
after_corner = lo.apply_presses(dark, corner)
print(lo.format_board(after_centre), "\n")
print(lo.format_board(after_corner))
assert after_centre.sum() == 5 and after_corner.sum() == 3

# %%
fig, axes = plt.subplots(1, 3)
lo.plot_board(lo.random_solvable_board(5, 5, seed=2026), ax=axes[0], title="a board")
lo.plot_board(after_centre, presses=centre, ax=axes[1], title="one press in the middle")
lo.plot_board(after_corner, presses=corner, ax=axes[2], title="one press in a corner")
lo.savefig(fig, "01-one-press")
plt.show()

# %% [markdown]
# *Figure 01-one-press.* Lit cells are yellow, dark cells charcoal, and a red ring marks a
# pressed button. A press toggles a plus-shaped set of five cells, clipped at the edges.

# %% [markdown]
# ## Order does not matter, and pressing twice cancels
#
# Source 000 argues by counting: the final state of a light depends only on how many times
# it was toggled, and each press toggles a fixed set of cells, so the order of the presses
# is irrelevant; and a button pressed twice toggles its cells twice, which changes nothing.
# So a solution is a *set* of buttons: one bit per button. We check both facts on every
# pair of presses on the 3 x 3 board, starting from every one of its $2^9$ boards.

# %%
boards_3x3 = [np.array(bits, dtype=np.uint8).reshape(3, 3) for bits in itertools.product((0, 1), repeat=9)]
unit = [np.eye(9, dtype=np.uint8)[j].reshape(3, 3) for j in range(9)]

pairs_checked = 0
for b in boards_3x3:
    for i, j in itertools.product(range(9), repeat=2):
        ij = lo.apply_presses(lo.apply_presses(b, unit[i]), unit[j])
        ji = lo.apply_presses(lo.apply_presses(b, unit[j]), unit[i])
        assert np.array_equal(ij, ji)
        if i == j:
            assert np.array_equal(ij, b)  # the same button twice: no change
        pairs_checked += 1
print(f"{pairs_checked} ordered pairs of presses on {len(boards_3x3)} boards: order never mattered, "
      "and every button pressed twice left the board unchanged")

# %% [markdown]
# The two facts together say more: in *any* sequence of presses, a repeated button cancels
# even when other presses come between (A, B, A acts like B alone), so the final board
# depends only on which buttons were pressed an odd number of times. We check this on
# seeded random sequences of 1 to 40 single presses on random 5 x 5 boards, applied one at
# a time, against a single call of `apply_presses` with the parity pattern of the sequence.

# %%
rng = np.random.default_rng(1)
for trial in range(500):
    board = rng.integers(0, 2, size=(5, 5)).astype(np.uint8)
    sequence = rng.integers(0, 25, size=rng.integers(1, 41))
    state = board
    for button in sequence:
        state = lo.apply_presses(state, np.eye(25, dtype=np.uint8)[button].reshape(5, 5))
    parity = (np.bincount(sequence, minlength=25) % 2).reshape(5, 5)
    assert np.array_equal(state, lo.apply_presses(board, parity))
print("500 random press sequences on 5 x 5: the result depends only on the parity of each button's count")

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
# counted from 1, and it writes the effect of each button as a *row* (row $j$ = the lights
# button $j$ toggles), so its matrix is our $A^{\mathsf T}$; by symmetry the two are the
# same. Its nine rows for 3 x 3 are stored in
# [`data/source002_A3x3.txt`](../data/source002_A3x3.txt). Its text lists the lights of a row
# as $x_{1,1}, x_{1,2}, x_{1,3}, x_{2,1}, x_{2,1}, \dots, x_{3,3}$: the second $x_{2,1}$ is a
# typo for $x_{2,2}$. Read literally, the list would name $x_{2,1}$ twice and $x_{2,2}$ never,
# eight different lights for nine entries; read in row-major order, the ones of button
# $b_{1,1}$'s row fall exactly on the corner and its two neighbours, as the rules require.

# %%
A3 = lo.press_matrix(3, 3)
print(A3)
rows = (lo.DATA_DIR / "source002_A3x3.txt").read_text().split()
A3_source = np.array([[int(ch) for ch in row] for row in rows], dtype=np.uint8)
assert np.array_equal(A3, A3_source)
assert np.array_equal(A3, A3.T)
print("press_matrix(3, 3) equals the matrix printed in source 002, and it is symmetric")

labels = [f"x_{r + 1},{c + 1}" for r in range(3) for c in range(3)]  # row-major, counted from 1
typo_list = labels[:4] + ["x_2,1"] + labels[5:]
print("lights as source 002 lists them:", len(typo_list), "entries,", len(set(typo_list)), "different")
print("lights toggled by b_1,1 (the ones of its row):", [labels[i] for i in np.flatnonzero(A3_source[0])])
assert len(set(typo_list)) == 8 and [labels[i] for i in np.flatnonzero(A3_source[0])] == ["x_1,1", "x_1,2", "x_2,1"]

# %% [markdown]
# Each column of $A$ really is a single press: applying the rules to unit press patterns
# rebuilds the matrix column by column, on several board shapes.

# %%
for m, n in [(3, 3), (5, 5), (2, 7), (6, 4)]:
    columns = [lo.apply_presses(np.zeros((m, n)), np.eye(m * n, dtype=np.uint8)[j].reshape(m, n)).ravel()
               for j in range(m * n)]
    assert np.array_equal(np.column_stack(columns), lo.press_matrix(m, n))
print("columns of A = boards after one press, for 3x3, 5x5, 2x7 and 6x4")

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
# `press_matrix_gf2` builds exactly this in Sage, over $\mathrm{GF}(2)$, from the blocks. For
# 5 x 5:

# %%
B5 = matrix(GF(2), 5, 5, lambda i, j: 1 if abs(i - j) <= 1 else 0)
A5 = lo.press_matrix_gf2(5, 5)
print(B5, "\n")
print(A5.base_ring(), A5.dimensions())
for i, j in itertools.product(range(5), repeat=2):  # block (i, j) of the 5 x 5 block matrix
    expected = B5 if i == j else identity_matrix(GF(2), 5) if abs(i - j) == 1 else zero_matrix(GF(2), 5)
    assert A5.submatrix(5 * i, 5 * j, 5, 5) == expected, (i, j)
print("all 25 blocks of A for 5 x 5 are B, I or O as in the block form")

# %% [markdown]
# Source 002 also prints the whole $25 \times 25$ matrix its code produces for 5 x 5; those
# rows are stored in [`data/01_source002_A5x5.txt`](../data/01_source002_A5x5.txt) and agree
# with both of our constructions.

# %%
rows = (lo.DATA_DIR / "01_source002_A5x5.txt").read_text().split()
A5_source = np.array([[int(ch) for ch in row] for row in rows], dtype=np.uint8)
assert A5_source.shape == (25, 25) and np.array_equal(A5_source, lo.press_matrix(5, 5))
assert A5 == matrix(GF(2), A5_source.tolist())
print("the 25 x 25 matrix printed in source 002 = press_matrix(5, 5) = press_matrix_gf2(5, 5)")

# %% [markdown]
# Source 002 makes the matrix with `MatrixSpace(GF(2), m*n, m*n)`, which turns integer
# entries into elements of $\mathrm{GF}(2)$ so that every later computation is done modulo 2.
# We build it that way from the numpy matrix too and check that the two routes (block form in
# Sage, neighbour rule in numpy) give the same matrix for every board up to 8 x 8.

# %%
def as_gf2(a):
    """A numpy 0/1 matrix as an element of MatrixSpace(GF(2), rows, cols)."""
    return MatrixSpace(GF(2), a.shape[0], a.shape[1])([list(map(int, row)) for row in a])


for m, n in itertools.product(range(1, 9), repeat=2):
    assert lo.press_matrix_gf2(m, n) == as_gf2(lo.press_matrix(m, n)), (m, n)
print("block form (Sage) = neighbour rule (numpy) for all 64 shapes m, n = 1..8")

# %%
block_colours = ["white", "#1f77b4", "#f08c00"]  # 0, a 1 in a diagonal block B, a 1 in a block I
fig, axes = plt.subplots(1, 2)
for ax, (m, n) in zip(axes, [(3, 3), (5, 5)]):
    a = lo.press_matrix(m, n).astype(int)
    board_row = np.arange(m * n) // n  # the block a row or column of A belongs to
    coloured = np.where(a == 0, 0, np.where(board_row[:, None] == board_row[None, :], 1, 2))
    ax.imshow(coloured, cmap=ListedColormap(block_colours), vmin=-0.5, vmax=2.5, interpolation="nearest")
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
fig.legend(handles=[Patch(color=block_colours[1], label="1 in a diagonal block $B_n$"),
                    Patch(color=block_colours[2], label="1 in a block $I_n$")],
           loc="lower center", ncol=2, bbox_to_anchor=(0.5, 0.02), frameon=False)
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
# If $A$ is invertible over $\mathrm{GF}(2)$ every board has exactly one solution,
# $x = A^{-1}b$. If not, its *nullity* $d = mn - \operatorname{rank} A$ counts the
# independent press patterns that change nothing; then only $2^{mn-d}$ of the $2^{mn}$
# boards are solvable, and each of those has $2^d$ solutions. Notebook 02 makes this
# precise; here we compute rank and nullity for every board up to 8 x 8, once with Sage's
# M4RI matrices and once with a few lines of Gaussian elimination on bit-packed numpy rows,
# written independently below.

# %%
def rank_mod2(a):
    """Rank over GF(2) of a 0/1 numpy matrix, by elimination on rows packed into Python ints."""
    rows = [int("".join(map(str, row)), 2) for row in a]
    rank = 0
    for bit in reversed(range(a.shape[1])):
        pivot = next((i for i in range(rank, len(rows)) if rows[i] >> bit & 1), None)
        if pivot is None:
            continue
        rows[rank], rows[pivot] = rows[pivot], rows[rank]
        for i in range(len(rows)):
            if i != rank and rows[i] >> bit & 1:
                rows[i] ^= rows[rank]
        rank += 1
    return rank


size = range(1, 9)
nullity_table = np.zeros((8, 8), dtype=int)
for m, n in itertools.product(size, repeat=2):
    r_sage = lo.press_matrix_gf2(m, n).rank()
    r_numpy = rank_mod2(lo.press_matrix(m, n))
    assert r_sage == r_numpy, (m, n)
    nullity_table[m - 1, n - 1] = m * n - r_sage

print("nullity of A for the m x n board (rows m, columns n); 0 means every board is solvable\n")
print("m\\n " + " ".join(f"{n:2d}" for n in size))
for m in size:
    print(f"{m:3d} " + " ".join(f"{nullity_table[m - 1, n - 1]:2d}" for n in size))

# %%
assert lo.press_matrix_gf2(5, 5).rank() == 23 and nullity_table[4, 4] == 2
assert lo.press_matrix_gf2(3, 3).rank() == 9
assert (nullity_table == nullity_table.T).all()
assert (nullity_table <= np.minimum.outer(np.arange(1, 9), np.arange(1, 9))).all()
print(f"3 x 3: rank 9, A is invertible; 5 x 5: rank 23, nullity 2; 4 x 4: nullity {nullity_table[3, 3]}")
print("the table is symmetric in m and n, and no entry exceeds min(m, n)")
print("square boards up to 8 x 8 that are always solvable:",
      [n for n in size if nullity_table[n - 1, n - 1] == 0])

# %% [markdown]
# The 5 x 5 board of the original game is *not* always solvable: $A$ has rank 23, so only a
# quarter of its $2^{25}$ boards can be switched off, and each of those in four ways
# (notebook 02 confirms both counts on all $2^{25}$ boards). The 3 x 3 board is always
# solvable in exactly one way. The table is symmetric, as it must be: reflecting the board in
# its diagonal turns an $m \times n$ board into an $n \times m$ one and only renumbers the
# cells, cell $(r, c)$ becoming cell $(c, r)$. With $P$ the permutation matrix of this
# renumbering, $P A_{m,n} P^{\mathsf T} = A_{n,m}$, and a permutation does not change the rank.

# %%
for m, n in itertools.product(size, repeat=2):
    perm = np.arange(m * n).reshape(m, n).T.ravel()  # new cell k of the n x m board is old cell perm[k]
    assert np.array_equal(lo.press_matrix(m, n)[np.ix_(perm, perm)], lo.press_matrix(n, m)), (m, n)
print("P A(m, n) P^T = A(n, m) for all m, n = 1..8")

# %% [markdown]
# ## Summary
#
# * The rules make the final board depend only on *which* buttons are pressed an odd number
#   of times: a solution is a 0/1 vector $x$ with $Ax = b$ over $\mathrm{GF}(2)$.
# * $A$ is the block matrix $[B_n\ I_n;\ I_n\ B_n\ I_n;\ \dots]$; `press_matrix` (numpy) and
#   `press_matrix_gf2` (Sage) build it two ways and agree, and the 3 x 3 case equals the matrix
#   printed in source 002.
# * 3 x 3 is invertible; 5 x 5 has rank 23 and nullity 2; 4 x 4 has nullity 4.
#
# Next: [02, solving over GF(2)](02_solving_over_gf2.ipynb) decides solvability, finds all
# solutions and the fewest presses.
#
# ## Exercises
#
# 1. On a torus (edges wrap around) the blocks become circulant. Build that matrix and find
#    the sizes $n \le 10$ for which the $n \times n$ torus is always solvable.
# 2. Which $1 \times n$ boards are always solvable? Prove the pattern you see in the first
#    row of the table.
# 3. In the table the nullity never exceeds $\min(m, n)$ (checked above). Prove it for every
#    board. (Hint: choose the presses of the top row freely; are the other rows then forced?
#    Notebook 03 builds on this idea.)
