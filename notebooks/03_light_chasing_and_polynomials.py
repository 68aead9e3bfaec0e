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
# # Light chasing and the polynomials $f_k$
#
# Chasing the lights down a board, row by row, leaves lights only in the last row, and what is
# left there depends on the presses in the first row in a simple way. This notebook follows
# source 001 ("Solving 5x5 Lights Out with a 5x5 matrix"), which turns that observation into an
# $n \times n$ matrix $f_{m+1}(A_n)$ instead of the $mn \times mn$ matrix of notebook 01. We derive
# the recurrence and the polynomials $f_k$ (the Fibonacci polynomials reduced mod 2), reproduce the
# 5 x 5, 3 x 3 and 4 x 4 results of the source with its worked examples and the chart it relies
# on, say what its remarks on $m \times n$ boards and on Chebyshev polynomials amount to, and prove
# the nullity theorem $\dim\ker = \deg\gcd(f_{m+1}(x), f_{n+1}(x+1))$. The last part goes beyond
# the source: the divisibility structure of the $f_k$ explains which square boards are singular
# and why their nullities come in families. Notebook 04 puts the same ideas to work on large boards.
#
# **Uses:** [01, the Lights Out matrix](01_the_lights_out_matrix.ipynb) (the rules and $A$) and
# [02, solving over GF(2)](02_solving_over_gf2.ipynb) (solvability, quiet patterns, counts).
# New helpers: `chase`, `chase_polynomial`, `chase_matrix`, `nullity`. The cross-checks of this
# notebook against brute force and the full $mn \times mn$ system are in `tests/test_03_chasing.py`.

# %%
try:  # SageMath: conda-forge's `sage` or the modular passagemath wheels
    from sage.all import (
        GF,
        QQ,
        ZZ,
        PolynomialRing,
        chebyshev_U,
        gcd,
        identity_matrix,
        matrix,
        vector,
    )
except ImportError:
    from sage.all__sagemath_modules import (
        GF,
        QQ,
        ZZ,
        PolynomialRing,
        chebyshev_U,
        gcd,
        identity_matrix,
        matrix,
        vector,
    )

import csv
import itertools
import math

import matplotlib.pyplot as plt
import numpy as np

import lightsout_helpers as lo

F2 = GF(2)
R = PolynomialRing(F2, "x")
x = R.gen()


def tridiagonal(n):
    """A_n: the n x n matrix over GF(2) with ones on the diagonal and next to it."""
    return matrix(F2, n, n, lambda i, j: 1 if abs(i - j) <= 1 else 0)


def bits(v):
    """A 0/1 row of a Sage vector or matrix, or of a numpy array, as a string."""
    return "".join(str(int(t)) for t in v)


# %% [markdown]
# ## Chasing the lights down
#
# Take any board. Every light in the top row can be switched off by pressing the button directly
# below it, and those presses do not touch the top row again. Do the same for the second row using
# the third, and so on: after $m - 1$ steps only the bottom row can still hold lights. Source 001
# calls this 下寄せ ("pushing down"). `chase(board)` returns the presses it made and the bottom row
# it leaves.
#
# Source 001's example board is only shown as an image, so we use a seeded board of the same kind,
# the first of `random_solvable_board(5, 5, seed)` whose top row has three lights.

# %%
seed = next(
    s for s in itertools.count() if lo.random_solvable_board(5, 5, s)[0].sum() == 3
)
board = lo.random_solvable_board(5, 5, seed)
print(f"seed {seed}:\n" + lo.format_board(board))

states, step_presses = [board], []
for r in range(4):  # clear row r by pressing under its lights, in row r + 1
    p = np.zeros_like(board)
    p[r + 1] = states[-1][r]
    states.append(lo.apply_presses(states[-1], p))
    step_presses.append(p)
presses, last_row = lo.chase(board)
assert np.array_equal(presses, sum(step_presses) % 2) and not states[-1][:-1].any()
print("left in the last row:", bits(last_row))

# %%
fig, axes = plt.subplots(1, 5, figsize=(12, 3.2))
lo.plot_board(board, ax=axes[0], title="the board")
for r in range(4):
    lo.plot_board(
        states[r + 1],
        presses=step_presses[r],
        ax=axes[r + 1],
        title=f"row {r + 1} cleared",
    )
lo.savefig(fig, "03-chasing-steps")
plt.show()

# %% [markdown]
# *Figure 03-chasing-steps.* Chasing a 5 x 5 board down. In each step the buttons below the
# lights of one row are pressed (red rings); that row goes dark and the lights move one row
# down. At the end only the bottom row is lit.

# %% [markdown]
# **Rows or columns.** Source 001 turns the procedure by 90 degrees and chases from the left
# column to the right one (右寄せ), because it wants a column to be a column vector. Transposing
# the board turns one into the other: the source's chase of board $B$ is our chase of
# $B^{\mathsf T}$, its first *column* of presses (top to bottom) is our first *row* (left to right),
# and its last column is our last row. For an $m \times n$ board ($m$ rows, $n$ columns) the
# source therefore gets the $m \times m$ matrix $f_{n+1}(A_m)$ and we get the $n \times n$ matrix
# $f_{m+1}(A_n)$; both describe the same board.
#
# The source's worked example of one chasing step in its orientation: the dark board with some
# buttons of the left column pressed has lit columns $\mathbf x = (1,0,0,1,0)^{\mathsf T}$ and
# $\mathbf y = (0,1,1,0,0)^{\mathsf T}$, and two steps of the right chase turn
# $(\mathbf x, \mathbf y, \mathbf 0, \mathbf 0, \mathbf 0)$ into
# $(\mathbf 0, 10011, 10010, \mathbf 0, \mathbf 0)$ and then
# $(\mathbf 0, \mathbf 0, 01110, 10011, \mathbf 0)$. We replay it with the rules of notebook 01.

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
# The two steps are the source's; the last line checks the transposition rule on our board
# (`tests/test_03_chasing.py` checks it on 200 random rectangular boards).

# %% [markdown]
# ## The last row is an affine function of the first
#
# Source 001 rephrases the rest of the puzzle. Pressing twice cancels, so presses that clear a
# board whose only lights are a bottom row $\mathbf c$ also *create* $\mathbf c$ from the dark board.
# And once the first row of presses is fixed, the chase fixes every other press. So: **which first
# rows $\mathbf x_1$, chased down the dark board, leave exactly $\mathbf c$ in the last row?**
# Pressing one of those and chasing the original board again switches it off.
#
# Chasing the dark board with first row $\mathbf x_1$: let $\mathbf x_k$ be the presses in row $k$
# and $\mathbf x_0 = \mathbf 0$ (an imaginary row above the board). Row $k$ sees its own presses
# through $A_n$ (each press toggles itself and its left and right neighbours) and the presses of
# rows $k-1$ and $k+1$ straight above and below. Clearing row $k$ forces
#
# $$ \mathbf x_{k+1} = A_n \mathbf x_k + \mathbf x_{k-1} \qquad \text{over } \mathrm{GF}(2), $$
#
# and the light left in the last row $m$ is what a row $m+1$ would have to press, $\mathbf
# x_{m+1}$. By induction $\mathbf x_k = f_k(A_n)\,\mathbf x_1$ with the polynomials
#
# $$ f_0 = 0, \quad f_1 = 1, \quad f_{k+1}(x) = x f_k(x) + f_{k-1}(x) \quad\text{in } \mathrm{GF}(2)[x]. $$
#
# Over the integers the same recurrence defines the **Fibonacci polynomials** $F_k$ ($F_k(1)$ is the
# $k$-th Fibonacci number); $f_k$ is $F_k$ with its coefficients reduced mod 2. On a board that has
# lights of its own, the chase adds those lights' effect: the last row left by chasing board $b$
# after pressing first row $\mathbf x_1$ is
#
# $$ \mathbf c(b) + f_{m+1}(A_n)\,\mathbf x_1, $$
#
# with $\mathbf c(b)$ the row that `chase(b)` leaves (first row unpressed). That is an *affine*
# function of $\mathbf x_1$ (linear only for the dark board), and the board is solvable exactly when
# $f_{m+1}(A_n)\,\mathbf x_1 = \mathbf c(b)$ has a solution. The source lists the first polynomials
# up to $\mathbf x_6 = (A^5 + A)\mathbf x_1$:

# %%
f = [lo.chase_polynomial(k) for k in range(80)]
for k in range(1, 8):
    print(f"f_{k} = {f[k]}")
S = PolynomialRing(ZZ, "y")
F = [S(0), S(1)]
for k in range(1, 79):
    F.append(S.gen() * F[k] + F[k - 1])  # Fibonacci polynomials over Z
assert [f[k] for k in range(2, 7)] == [
    x,
    x**2 + 1,
    x**3,
    x**4 + x**2 + 1,
    x**5 + x,
]  # source 001
assert all(R(F[k].change_ring(F2)) == f[k] for k in range(80)) and [
    F[k](1) for k in range(8)
] == [0, 1, 1, 2, 3, 5, 8, 13]

# %% [markdown]
# The first assert is the source's list; the second says $f_k = F_k \bmod 2$ for $k < 80$ (and that
# $F_k(1)$ are the Fibonacci numbers). Now the affine law on one board, for every one of the 32 first
# rows: chasing $b$ after pressing $\mathbf x_1$ leaves $\mathbf c(b) + f_6(A_5)\,\mathbf x_1$.

# %%
A = tridiagonal(5)
c_b = vector(F2, lo.chase(board)[1].tolist())
for first in itertools.product((0, 1), repeat=5):
    pressed = np.zeros((5, 5), dtype=np.uint8)
    pressed[0] = first
    left = lo.chase(lo.apply_presses(board, pressed))[1]
    assert bits(left) == bits(c_b + f[6](A) * vector(F2, first))
print(
    "c(b) =",
    bits(c_b),
    "; the last row is c(b) + f_6(A_5) x_1 for all 32 first rows x_1",
)

# %% [markdown]
# (The tests check $\mathbf x_k = f_k(A_n)\,\mathbf x_1$ row by row on several shapes, and that the
# small system decides solvability exactly as the full $mn \times mn$ system does, on 600 boards.)
#
# ## The 5 x 5 board
#
# Here $A = A_5$, and source 001 computes its powers and notes, with some delight, that
# $A^4 = A^5$. We type its matrices in and compare.


# %%
def typed(*rows):
    """A matrix over GF(2) typed row by row from source 001."""
    return matrix(F2, [[int(ch) for ch in row] for row in rows])


source_A2 = typed("00100", "01010", "10101", "01010", "00100")
source_A3 = typed("01110", "11011", "10101", "11011", "01110")
source_A4 = typed("10101", "00000", "10101", "00000", "10101")
source_x6 = typed("01101", "11100", "11011", "00111", "10110")
M5 = A**5 + A
for name, mat in [
    ("A^2", A**2),
    ("A^3", A**3),
    ("A^4", A**4),
    ("A^5", A**5),
    ("A^5 + A", M5),
]:
    print(f"{name:8s}", [bits(row) for row in mat.rows()])
assert (A**2, A**3, A**4, A**5, M5) == (
    source_A2,
    source_A3,
    source_A4,
    source_A4,
    source_x6,
)
assert M5 == f[6](A) == lo.chase_matrix(5, 5) and M5.rank() == 3

# %% [markdown]
# All five match, and $A^5 + A = f_6(A_5)$ has rank 3. It is singular, so the source row-reduces
# the augmented matrix $[A^5 + A \mid \mathbf c]$. Its reduced form has left part (10001, 01010,
# 00111, 00000, 00000) and, on the right, the combinations $c_1 + c_2$, $c_1 + c_2 + c_3$,
# $c_2 + c_3$, $c_2 + c_3 + c_4$, $c_1 + c_3 + c_5$. The left part of a reduced form is unique;
# the right part is not (the source says so), since multiples of the zero rows can be added. So we
# check what the source's right part must satisfy: each combination of the rows of $A^5 + A$
# gives the left row next to it.

# %%
source_left = typed("10001", "01010", "00111", "00000", "00000")
source_right = typed(
    "11000", "11100", "01100", "01110", "10101"
)  # c1+c2, c1+c2+c3, c2+c3, c2+c3+c4, c1+c3+c5
assert (
    M5.echelon_form() == source_left
    and source_right * M5 == source_left
    and source_right.rank() == 5
)
print("source 001's reduced form is a valid reduction of A^5 + A")

# %% [markdown]
# So $\mathbf c$ is reachable exactly when $c_2 + c_3 + c_4 = 0$ and $c_1 + c_3 + c_5 = 0$, and then
# the source's solutions are
#
# $$ \mathbf x_1 = (c_1 + c_2,\ c_1 + c_2 + c_3,\ c_2 + c_3,\ 0,\ 0)^{\mathsf T}
#    + t_1 (0,1,1,1,0)^{\mathsf T} + t_2 (1,0,1,0,1)^{\mathsf T}, \qquad t_1, t_2 \in \{0, 1\}. $$
#
# We check all 32 vectors $\mathbf c$ against all 32 first rows: exactly the 8 vectors meeting both
# conditions are reachable, each from exactly the four first rows of the formula.

# %%
reach = {}
for v in itertools.product((0, 1), repeat=5):
    reach.setdefault(bits(M5 * vector(F2, v)), set()).add(bits(v))
kernel_basis = [vector(F2, [0, 1, 1, 1, 0]), vector(F2, [1, 0, 1, 0, 1])]


def source_first_rows(cv):
    """Source 001's formula: the four first rows for last row c (None if c is not reachable)."""
    c1, c2, c3, c4, c5 = cv
    if (c2 + c3 + c4) % 2 or (c1 + c3 + c5) % 2:
        return None
    base = vector(F2, [c1 + c2, c1 + c2 + c3, c2 + c3, 0, 0])
    return {
        bits(base + t1 * kernel_basis[0] + t2 * kernel_basis[1])
        for t1 in (0, 1)
        for t2 in (0, 1)
    }


assert all(
    source_first_rows(cv) == reach.get(bits(cv))
    for cv in itertools.product((0, 1), repeat=5)
)
print(
    f"{len(reach)} of 32 last rows are reachable, each from the 4 first rows of source 001's formula"
)

# %% [markdown]
# **The source's worked example.** After chasing its example board the source presses "buttons 1,
# 4 and 5 from the left" of the top row, read from a published chart, and chases again. The board
# itself is an image we do not have, but the first row $10011$ pins down the last row it was chasing
# away: there is exactly one $\mathbf c$ with $f_6(A_5)\,(1,0,0,1,1)^{\mathsf T} = \mathbf c$.

# %%
press_145 = vector(F2, [1, 0, 0, 1, 1])
c_145 = bits(M5 * press_145)
print(
    f"first row 10011 leaves {c_145}; the four first rows for {c_145}:",
    sorted(source_first_rows([int(t) for t in c_145])),
)
assert c_145 == "11100" and "10011" in source_first_rows([1, 1, 1, 0, 0])

# %% [markdown]
# So the source's board left $11100$, and "press 1, 4, 5" is one of the four first rows for it
# (the lightest is $01000$, a single press).
#
# **The chart.** The chart the source reads from lists, for each of the 7 reachable lit bottom rows,
# which top-row buttons to press. From the formula we can write down every entry: the four first
# rows for each $\mathbf c$, and the lightest of them (fewest first-row presses; where two tie, both).
# Note that "lightest first row" is not "fewest presses in total": the chase adds presses in the
# other rows, and notebook 02's `min_presses` is what minimises those.

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
#
# The source's procedure then reads: chase down, look at the last row, press the first row given
# by the formula (any of the four), chase again. We run it on our board. A solution is determined by
# its first row, so the board has exactly four solutions; and since solvability is two independent
# parity conditions, $2^{25}/4 = 2^{23}$ of the $2^{25}$ boards are solvable (notebook 02 found the
# same by brute force; the rank of the full $25 \times 25$ matrix is 23).

# %%
board_solutions = []
for first_row in sorted(source_first_rows([int(t) for t in last_row])):
    first = np.zeros((5, 5), dtype=np.uint8)
    first[0] = [int(t) for t in first_row]
    rest, left_over = lo.chase(lo.apply_presses(board, first))
    board_solutions.append((first + rest) % 2)
assert all(not lo.apply_presses(board, s).any() for s in board_solutions)
assert len({s.tobytes() for s in board_solutions}) == 4 and lo.nullity(5, 5) == 2
print(
    "first rows:",
    [bits(s[0]) for s in board_solutions],
    "- each, chased, switches the board off;",
    "presses per solution:",
    [int(s.sum()) for s in board_solutions],
)

# %%
fig, axes = plt.subplots(1, 4, figsize=(12, 3.4))
for ax, s in zip(axes, board_solutions):
    lo.plot_board(board, presses=s, ax=ax, title=f"first row {bits(s[0])}")
lo.savefig(fig, "03-four-solutions")
plt.show()

# %% [markdown]
# *Figure 03-four-solutions.* The four solutions of the board of Figure 03-chasing-steps (red
# rings = presses). Each starts from one of the four first rows given by source 001's formula;
# the chase fixes the rest.

# %% [markdown]
# ## The 3 x 3 board
#
# With three columns the last row is $\mathbf x_4 = f_4(A_3)\mathbf x_1 = A_3^3\,\mathbf x_1$.
# Source 001 prints $A_3^3$ and its inverse, and solves $\mathbf x_1 = (c_1 + c_2,\ c_1 + c_2 +
# c_3,\ c_2 + c_3)$. Its inverse is $A_3$ itself, so $A_3^4 = I$, a fact the source does not
# remark on.

# %%
A3 = tridiagonal(3)
M3 = A3**3
print(
    "A^3 =",
    [bits(row) for row in M3.rows()],
    "  inverse =",
    [bits(row) for row in (~M3).rows()],
)
assert (
    M3 == typed("011", "111", "110") == lo.chase_matrix(3, 3)
    and ~M3 == typed("110", "111", "011") == A3
)
assert all(
    ~M3 * vector(F2, (c1, c2, c3)) == vector(F2, [c1 + c2, c1 + c2 + c3, c2 + c3])
    for c1, c2, c3 in itertools.product((0, 1), repeat=3)
)

# %% [markdown]
# Both matrices are the source's, its formula for $\mathbf x_1$ holds for all 8 last rows, and the
# inverse is $A_3$: every 3 x 3 board has exactly one solution.
#
# ## The 4 x 4 board
#
# With four columns the last row is $\mathbf x_5 = (A_4^4 + A_4^2 + I)\,\mathbf x_1$, and the source
# finds that this matrix is zero. So the first row has no influence on the last row at all: a 4 x 4
# board is solvable exactly when chasing leaves the last row dark, and then all $2^4 = 16$ first
# rows work.

# %%
A4 = tridiagonal(4)
assert (
    A4**4 + A4**2 + identity_matrix(F2, 4) == 0 == lo.chase_matrix(4, 4)
    and lo.nullity(4, 4) == 4
)
print(
    "f_5(A_4) = O: a 4 x 4 board is solvable iff the chase leaves the last row dark; then 16 solutions"
)

# %% [markdown]
# (`tests/test_03_chasing.py` confirms the statement on all $2^{16}$ boards against the full system.)
#
# ## General $m \times n$ boards
#
# For the $m \times n$ board, with its matrix $F = f_{n+1}(A_m)$ (column orientation), source 001
# states:
#
# 1. every board is solvable exactly when $F$ is invertible;
# 2. when $F = O$ (as for 4 x 4), a board is solvable exactly when the chase leaves nothing lit;
# 3. every solvable board has the same number of solutions (a solution is fixed by its first column,
#    and those form a coset of $\ker F$), and from the $2^{mn}$ press patterns it counts the solvable
#    boards;
# 4. $m \times n$ and $n \times m$ are "essentially the same puzzle"; in particular both have the
#    same number of solvable boards, "so [a formula] also holds".
#
# The displayed formulas of points 3 and 4 are images that the text we have does not contain. Point
# 3's reasoning gives $2^{\dim\ker F}$ solutions per solvable board and $2^{mn - \dim\ker F}$
# solvable boards. Point 4's reasoning, applied to that count, gives exactly
#
# $$ \dim\ker f_{n+1}(A_m) = \dim\ker f_{m+1}(A_n), $$
#
# equal nullities of the two chase matrices. What is lost is only the formula as written: we cannot
# tell whether it said this or something else (equal *ranks*, for example, would be false, since the
# ranks are $m - d$ and $n - d$ and differ by $|m - n|$; the 2 x 3 board shows it). The argument
# itself is sound and gives the nullity equality.

# %%
ranks = (lo.chase_matrix(2, 3).rank(), lo.chase_matrix(3, 2).rank())
print(
    f"2 x 3: f_3(A_3) has rank {ranks[0]}, f_4(A_2) rank {ranks[1]}; nullities {3 - ranks[0]} and {2 - ranks[1]}"
)
assert (
    3 - ranks[0]
    == 2 - ranks[1]
    == lo.nullity(2, 3)
    == 6 - lo.press_matrix_gf2(2, 3).rank()
)
zero_F = [
    (m, n) for m in range(1, 31) for n in range(1, 31) if lo.chase_matrix(m, n) == 0
]
print(
    "f_{m+1}(A_n) = O (point 2 applies, like 4 x 4) for m, n <= 30 at (m, n) =", zero_F
)

# %% [markdown]
# The tests check the nullity equality for every $m, n \le 12$ against the full $mn \times mn$ matrix.
# The boards with $f_{m+1}(A_n) = O$ are exactly those whose first row is free: all $2^n$ first rows
# lead to a solution of every solvable board (exercise 2).
#
# ## Chebyshev polynomials
#
# Source 001 ends by noting that $f_{k+2} = x f_{k+1} + f_k$ looks like the recurrence of the
# Chebyshev polynomials. It is more than a likeness: the Chebyshev polynomials of the second kind
# obey $U_{k+1}(y) = 2y\,U_k(y) - U_{k-1}(y)$ with $U_0 = 1$, $U_1 = 2y$, so $g_k(x) = U_{k-1}(x/2)$
# obeys $g_{k+1} = x g_k - g_{k-1}$ with $g_0 = 0$, $g_1 = 1$; it has integer coefficients, and
# modulo 2 the minus sign is a plus. Hence
#
# $$ f_k(x) = U_{k-1}(x/2) \bmod 2. $$
#
# Both the scaling $x/2$ and the reduction mod 2 are needed (over $\mathbb Z$ the plus sign gives the
# Fibonacci polynomials $F_k$ instead; they agree with $U_{k-1}(x/2)$ only mod 2). We check it with
# Sage's `chebyshev_U` for $k \le 30$.

# %%
Q = PolynomialRing(QQ, "y")
yq = Q.gen()
cheb = [Q(chebyshev_U(k - 1, yq / 2)) for k in range(1, 31)]
assert all(
    all(c in ZZ for c in u.coefficients()) and R([ZZ(c) % 2 for c in u.list()]) == f[k]
    for k, u in enumerate(cheb, start=1)
)
print("U_4(y/2) =", cheb[4], "  ->  f_5 =", f[5])

# %% [markdown]
# ## The nullity theorem
#
# Source 001 stops at the question "what kind of matrix is $f_{n+1}(A_m)$?". The answer is known
# (Sutner 2000; Goldwasser, Klostermeyer and Ware 2002; see the references):
#
# $$ \dim \ker A_{m \times n} \;=\; \deg \gcd\bigl(f_{m+1}(x),\ f_{n+1}(x+1)\bigr) \quad \text{over } \mathrm{GF}(2). $$
#
# The proof takes four steps.
#
# **Step 1: quiet patterns are chased first rows.** A press pattern is quiet (it changes no light,
# notebook 02) exactly when it is the chase of the dark board from its own first row $\mathbf y$ and
# that chase ends dark, i.e. $f_{m+1}(A_n)\,\mathbf y = \mathbf 0$: every row $k < m$ of a quiet
# pattern is forced by the rows above it, as in the chase, and the last row's lights are
# $f_{m+1}(A_n)\,\mathbf y$. The map "quiet pattern $\mapsto$ its first row" is linear and injective,
# and its image is $\ker f_{m+1}(A_n)$. So $\dim\ker A_{m \times n} = \dim\ker f_{m+1}(A_n)$.
#
# **Step 2: the path matrix is cyclic.** Let $T = A_n + I$, the adjacency matrix of the path with
# $n$ vertices, and $e_0, \dots, e_{n-1}$ the unit vectors. Then $T e_k = e_{k-1} + e_{k+1}$ (with
# $e_{-1} = e_n = 0$), the same recurrence as the $f_k$, so by induction $e_k = f_{k+1}(T)\,e_0$
# for $k < n$; one more step gives $f_{n+1}(T)\,e_0 = T e_{n-1} + e_{n-2} = 0$. Hence $f_{n+1}(T)$
# kills every $e_k = f_{k+1}(T)e_0$, i.e. $f_{n+1}(T) = 0$; and no nonzero polynomial of degree
# $< n$ kills $e_0$, because $e_0, Te_0, \dots, T^{n-1}e_0$ are independent (the $e_k = f_{k+1}(T)e_0$
# are, and $\deg f_{k+1} = k$). So $f_{n+1}$ is both the minimal and the characteristic polynomial
# of $T$.
#
# **Step 3: kernels of polynomials in a cyclic matrix.** By step 2, $h \mapsto h(T)\,e_0$ is an
# isomorphism from $\mathrm{GF}(2)[x]/(f_{n+1})$ onto $\mathrm{GF}(2)^n$, and it turns $g(T)$ into
# multiplication by $g$. The $h$ with $g h \equiv 0 \pmod{f_{n+1}}$ are the multiples of
# $f_{n+1}/\gcd(g, f_{n+1})$, a space of dimension $\deg\gcd(g, f_{n+1})$. So
# $\dim\ker g(T) = \deg\gcd(g, f_{n+1})$.
#
# **Step 4.** The chase matrix is $f_{m+1}(A_n) = f_{m+1}(T + I) = g(T)$ with $g(x) = f_{m+1}(x+1)$.
# By steps 1 and 3, $\dim\ker A_{m\times n} = \deg\gcd(f_{m+1}(x+1), f_{n+1}(x))$, and substituting
# $x \to x + 1$ in both (an automorphism of $\mathrm{GF}(2)[x]$) gives the formula. $\square$
#
# Here we check steps 1 and 2 on the 5 x 5 board. The tests check step 2 for every $n \le 30$ and
# the theorem against the rank of the full matrix on all 900 boards up to 30 x 30 (matrices up to
# $900 \times 900$).

# %%
T5 = A + identity_matrix(F2, 5)
e0 = vector(F2, [1, 0, 0, 0, 0])
assert [f[k + 1](T5) * e0 for k in range(5)] == identity_matrix(F2, 5).columns() and f[
    6
](T5) * e0 == 0
assert T5.minpoly() == T5.charpoly() == f[6]
quiet_firsts = matrix(F2, [q[0].tolist() for q in lo.quiet_patterns(5, 5)])
assert (
    quiet_firsts.row_space() == M5.right_kernel()
)  # step 1: first rows of quiet patterns = ker f_6(A_5)
print(
    "5 x 5: e_k = f_(k+1)(T) e_0, f_6(T) e_0 = 0, minpoly = charpoly = f_6; quiet first rows span ker f_6(A_5);",
    "nullity",
    gcd(f[6], f[6](x + 1)).degree(),
)

# %% [markdown]
# The theorem gives the nullity of every board at the cost of one polynomial gcd, which is what
# `nullity(m, n)` computes. The map below shows it for all boards with up to 30 rows and 60 columns,
# with rows running downward as in notebook 01's table.

# %%
nullity_map = np.array([[lo.nullity(m, n) for n in range(1, 61)] for m in range(1, 31)])
assert all(
    nullity_map[m - 1, n - 1] == nullity_map[n - 1, m - 1]
    for m in range(1, 31)
    for n in range(1, 31)
)
print(
    "boards with m <= 30, n <= 60 that are always solvable:",
    int((nullity_map == 0).sum()),
    "of",
    nullity_map.size,
)

# %%
fig, ax = plt.subplots(figsize=(9, 4.6))
cmap = plt.get_cmap("magma_r").copy()
cmap.set_bad("white")
im = ax.imshow(
    np.ma.masked_equal(nullity_map, 0),
    origin="upper",
    extent=(0.5, 60.5, 30.5, 0.5),
    cmap=cmap,
    vmin=1,
    interpolation="nearest",
)
ax.set_xlabel("columns n")
ax.set_ylabel("rows m")
ax.set_xticks([1, 10, 20, 30, 40, 50, 60])
ax.set_yticks([1, 5, 10, 15, 20, 25, 30])
ax.set_title("nullity of the m x n board (white: always solvable)")
cbar = fig.colorbar(
    im, ax=ax, label="nullity = log2(solutions)", fraction=0.025, pad=0.02
)
lo.savefig(fig, "03-nullity-map")
plt.show()

# %% [markdown]
# *Figure 03-nullity-map.* Nullity of every board with up to 30 rows (downward) and 60 columns,
# from the gcd formula; white cells are boards that are always solvable. The left 30 x 30 square is
# symmetric ($m \times n$ and $n \times m$ have the same nullity). Each row is periodic in $n$ (row 1
# is singular exactly for $n \equiv 2 \pmod 3$, row 4 for $n \equiv 4 \pmod 5$): an irreducible
# factor divides $f_{n+1}$ exactly when $n + 1$ is a multiple of the first index where it appears, a
# consequence of the strong divisibility proved in the next section.

# %% [markdown]
# ## The structure of $f_k$ over GF(2)
#
# Everything about the nullity is now a question about the polynomials $f_k$, and they have a
# strong structure. Write $M = \begin{pmatrix} x & 1 \\ 1 & 0 \end{pmatrix}$; the recurrence says
# $M^k = \begin{pmatrix} f_{k+1} & f_k \\ f_k & f_{k-1} \end{pmatrix}$, and $M^{a+b} = M^a M^b$ gives
# the **addition formula** $f_{a+b} = f_{a+1} f_b + f_a f_{b-1}$.
#
# **Strong divisibility: $\gcd(f_a, f_b) = f_{\gcd(a,b)}$** (as for the Fibonacci numbers). *Proof.*
# Consecutive $f_k$ are coprime: a common factor of $f_{k+1}$ and $f_k$ divides
# $f_{k-1} = f_{k+1} - x f_k$, and going down, $f_1 = 1$. By the addition formula,
# $\gcd(f_{a+b}, f_b) = \gcd(f_a f_{b-1}, f_b) = \gcd(f_a, f_b)$, the last step because $f_{b-1}$ is
# coprime to $f_b$. So the gcd of $f_a$ and $f_b$ follows the Euclidean algorithm on the indices,
# which ends at $\gcd(f_{\gcd(a,b)}, f_0) = f_{\gcd(a,b)}$. $\square$

# %%
assert all(gcd(f[a], f[b]) == f[math.gcd(a, b)] for a in range(80) for b in range(80))
print("gcd(f_a, f_b) = f_gcd(a,b) for all a, b < 80")

# %% [markdown]
# For square boards write $d(n)$ for the nullity of the $n \times n$ board and
# $g_k = \gcd(f_k(x), f_k(x+1))$, so that $d(n) = \deg g_{n+1}$. The consequences below are checked
# against the nullities of every $n \le 10\,000$ that notebook 04's benchmark computed
# ([`data/04_nullity.csv`](../data/04_nullity.csv)), and against the published table.

# %%
with (lo.DATA_DIR / "04_nullity.csv").open() as fh:
    d = {int(r["n"]): int(r["nullity"]) for r in csv.DictReader(fh)}
N = max(d)
assert sorted(d) == list(range(1, N + 1)) and all(
    d[n] == lo.nullity(n, n) for n in range(1, 200)
)
print(f"{N} nullities read; the first 199 agree with lo.nullity")

# %% [markdown]
# **Multiples.** If $(n + 1) \mid (N + 1)$, then $f_{n+1} \mid f_{N+1}$ by strong divisibility, and
# likewise $f_{n+1}(x+1) \mid f_{N+1}(x+1)$; so $g_{n+1} \mid g_{N+1}$ and $d(N) \ge d(n)$. Once one
# board is singular, every board whose $n + 1$ is a multiple of its $n + 1$ is singular too: from
# $d(4) = 4$ every $n \equiv 4 \pmod 5$, from $d(5) = 2$ every $n \equiv 5 \pmod 6$. The singular
# sizes are therefore generated by the *primitive* ones, whose $n + 1$ is not a multiple of another
# singular $n' + 1$.

# %%
assert all(
    d[k * (n + 1) - 1] >= d[n]
    for n in range(1, N + 1)
    for k in range(2, (N + 1) // (n + 1) + 1)
)
singular = [n for n in range(1, N + 1) if d[n] > 0]
primitive = []
for n in singular:  # a singular n is primitive unless n + 1 is a multiple of an earlier primitive n' + 1
    if not any((n + 1) % (p + 1) == 0 for p in primitive):
        primitive.append(n)
generated = {
    k * (p + 1) - 1 for p in primitive for k in range(1, (N + 1) // (p + 1) + 1)
}
assert generated == set(singular) and d[4] == 4 and d[5] == 2
print(
    f"d(N) >= d(n) whenever (n+1) | (N+1), n, N <= {N}; the {len(singular)} singular sizes are "
    f"generated by {len(primitive)} primitive ones, n + 1 =",
    [p + 1 for p in primitive],
)

# %% [markdown]
# **The doubling law.** Over GF(2) squaring is additive, and the addition formula with $a = b = k$
# gives $f_{2k} = f_k (f_{k+1} + f_{k-1}) = x f_k^2$. For the board $2n + 1$ (so $2n + 2 = 2k$ with
# $k = n + 1$) this says
#
# $$ d(2n+1) = \begin{cases} 2\,d(n) + 2 & \text{if } n \equiv 2 \pmod 3,\\ 2\,d(n) & \text{otherwise.} \end{cases} $$
#
# *Proof.* Let $u = f_k(x)$ and $v = f_k(x+1)$, so $g_k = \gcd(u, v)$ and
# $g_{2k} = \gcd(x u^2, (x+1) v^2)$. Compare exponents of each irreducible $p$. For $p \ne x, x+1$
# the factors $x$, $x+1$ do not matter and the exponent in $g_{2k}$ is $\min(2v_p(u), 2v_p(v))$,
# twice that in $g_k$. For $p = x$ write $a = v_x(u)$ and $a' = v_x(v) = v_{x+1}(u)$; the exponent is
# $\min(1 + 2a, 2a')$ against $2\min(a, a')$ in $g_k^2$: one more when $a < a'$, the same when
# $a \ge a'$. For $p = x + 1$ the substitution $x \to x + 1$ swaps $u$ and $v$ and gives the same
# comparison. So $d(2n+1) = 2d(n) + 2$ if $v_x(f_k) < v_{x+1}(f_k)$ and $2d(n)$ otherwise. Now write
# $k = 2^s t$ with $t$ odd. Iterating $f_{2j} = x f_j^2$ gives $f_k = x^{2^s - 1} f_t^{2^s}$, and
# $f_t(0) = 1$ for odd $t$ (the recurrence at $x = 0$ is $f_{j+1}(0) = f_{j-1}(0)$), so
# $v_x(f_k) = 2^s - 1$. At $x = 1$ the recurrence is the Fibonacci recurrence mod 2, so $f_k(1) = 0$
# exactly when $3 \mid k$. If $3 \nmid k$ then $v_{x+1}(f_k) = 0 \le v_x(f_k)$. If $3 \mid k$ then
# $3 \mid t$, $(x+1)^2 = f_3$ divides $f_t$, and $v_{x+1}(f_k) = 2^s v_{x+1}(f_t) \ge 2^{s+1} > 2^s - 1$.
# Finally $3 \mid k = n + 1$ means $n \equiv 2 \pmod 3$. $\square$

# %%
assert all(
    d[2 * n + 1] == 2 * d[n] + (2 if n % 3 == 2 else 0)
    for n in range(1, (N - 1) // 2 + 1)
)
print(
    f"doubling law holds for every n with 2n + 1 <= {N}; e.g. d(5) = {d[5]}, d(11) = {d[11]}, d(23) = {d[23]},",
    f"d(47) = {d[47]}",
)

# %% [markdown]
# **Chains.** Every $n$ lies on exactly one chain $n_0 \to 2n_0 + 1 \to 4n_0 + 3 \to \dots$ that
# starts at an even $n_0$: $n + 1 = 2^j (n_0 + 1)$ with $n_0 + 1$ odd ($n_0 = 0$, the empty board
# with $d(0) = 0$, for $n = 2^j - 1$). Along a chain $n_j + 1$ keeps
# its divisibility by 3, so the doubling law adds $+2$ at every step or at none, and solves to
#
# $$ d(n_j) = 2^j d(n_0) \quad\text{or}\quad d(n_j) + 2 = 2^j \bigl(d(n_0) + 2\bigr) \quad (3 \mid n_0 + 1). $$
#
# So along a chain $d(n)/(n+1)$ (or $(d(n)+2)/(n+1)$) stays constant while $n$ doubles: the points
# of a chain lie on one ray through the origin. This is what makes the nullity plot of notebook 04
# look like a fan of rays, and it means the even sizes determine all the others.


# %%
def chain_start(n):
    """The even start n0 of the chain through n (n + 1 = 2^j (n0 + 1)); 0 for n = 2^j - 1."""
    while n % 2 == 1:
        n = (n - 1) // 2
    return n


def from_chain(n):
    """d(n) from d(n0) by the solved doubling law (d(0) = 0: the empty board)."""
    n0 = chain_start(n)
    j = ((n + 1) // (n0 + 1)).bit_length() - 1
    d0 = d[n0] if n0 else 0
    return 2**j * (d0 + 2) - 2 if (n0 + 1) % 3 == 0 else 2**j * d0


assert all(d[n] == from_chain(n) for n in range(1, N + 1))
print(
    f"every d(n), n <= {N}, follows from d at the even start of its chain; longest chain from n0 = 2:",
    [2**j * 3 - 1 for j in range(12) if 2**j * 3 - 1 <= N],
)

# %% [markdown]
# **Square boards have even nullity.** *Proof.* $g = g_{n+1}$ is unchanged by $x \to x + 1$ (it
# swaps the two arguments of the gcd). So the substitution permutes the irreducible factors of $g$,
# and a factor $p$ and its image $p(x+1)$ occur with the same exponent. Factors with
# $p(x+1) \ne p(x)$ come in pairs of equal degree. A factor with $p(x+1) = p(x)$ has even degree:
# with $\alpha$ a root, $\alpha + 1 \ne \alpha$ is a root too, so its roots (distinct, since $p$ is
# irreducible over a finite field) fall into pairs $\{\alpha, \alpha + 1\}$. Either way the degree
# of $g$ is even. $\square$

# %%
assert all(v % 2 == 0 for v in d.values()) and all(v <= n for n, v in d.items())
print(
    f"d(n) is even (and at most n) for all n <= {N}; largest d(n)/n = {max(v / n for n, v in d.items()):.3f}",
    f"at n = {max(d, key=lambda n: d[n] / n)}",
)

# %% [markdown]
# ### Comparison with the published tables
#
# OEIS [A159257](https://oeis.org/A159257) ("Rank deficiency of the Lights Out problem of size n")
# is $d(n)$; its data section lists $n = 1, \dots, 130$ (we keep a copy in
# [`data/04_oeis_a159257.txt`](../data/04_oeis_a159257.txt)). OEIS [A094425](https://oeis.org/A094425)
# lists the primitive values of $n + 1$ (numbers $k$ such that $f_k(x)$ and $f_k(x+1)$ share a factor,
# primitive elements only; [`data/04_oeis_a094425.txt`](../data/04_oeis_a094425.txt)). The entries
# also state, without proof, that $d(n)$ is even and at most $n$ (Buchholz) and that
# $d(kn - 1) \ge d(n - 1)$ (Boyles), which are the statements proved above.


# %%
def oeis_terms(name):
    """The terms of a stored OEIS data section (comment lines start with #)."""
    text = (lo.DATA_DIR / name).read_text().splitlines()
    return [
        int(t)
        for line in text
        if not line.startswith("#")
        for t in line.replace(",", " ").split()
    ]


a159257 = oeis_terms("04_oeis_a159257.txt")
a094425 = oeis_terms("04_oeis_a094425.txt")
disagree = [
    (n, a159257[n - 1], d[n])
    for n in range(1, len(a159257) + 1)
    if a159257[n - 1] != d[n]
]
ours_primitive = [p + 1 for p in primitive]
published = [k for k in a094425 if k <= N + 1]
print(f"A159257: {len(a159257)} terms, disagreements (n, OEIS, ours): {disagree}")
print(
    f"A094425 up to {N + 1}: {published}; ours: {ours_primitive}; equal: {published == ours_primitive}"
)
assert not disagree and published == ours_primitive

# %% [markdown]
# No disagreement: all 130 published nullities and all 18 published primitive sizes up to 10,001
# are what the gcd formula gives.

# %% [markdown]
# ## Summary
#
# * Chasing leaves only the last row lit; after first-row presses $\mathbf x_1$ it leaves
#   $\mathbf c(b) + f_{m+1}(A_n)\,\mathbf x_1$, an affine function, where the $f_k$ are the Fibonacci
#   polynomials reduced mod 2 ($f_{k+1} = x f_k + f_{k-1}$). So an $m \times n$ board is solved by an
#   $n \times n$ system instead of an $mn \times mn$ one.
# * Every 5 x 5, 3 x 3 and 4 x 4 result of source 001 is right, including its worked column example
#   and its "press 1, 4, 5" (the first row $10011$, one of the four for the last row $11100$). Its
#   chart is the table of the 7 reachable bottom rows with their four first rows each.
# * Source 001's $m \times n$ remarks are sound; the formulas are lost with the images, and its
#   argument yields equal nullities of $f_{n+1}(A_m)$ and $f_{m+1}(A_n)$ (their ranks differ).
#   Its Chebyshev remark is exact as $f_k = U_{k-1}(x/2) \bmod 2$.
# * The nullity of the $m \times n$ board is $\deg\gcd(f_{m+1}(x), f_{n+1}(x+1))$, because quiet
#   patterns are chased first rows and the path matrix is cyclic with minimal polynomial $f_{n+1}$.
# * $\gcd(f_a, f_b) = f_{\gcd(a,b)}$. Hence singular square sizes propagate to every $n$ with $n + 1$
#   a multiple, $d(2n+1) = 2d(n) + 2$ or $2d(n)$ according to $n \bmod 3$, the nullities fall on
#   chains $n \to 2n + 1$, and $d(n)$ is always even; all of it agrees with the 10,000 computed
#   nullities and with OEIS A159257 and A094425.
#
# Next: [04, large boards](04_large_boards.ipynb), where the chase matrix and the polynomials solve
# boards with hundreds of millions of cells.

# %% [markdown]
# ## Exercises
#
# **Exercise 1.** Show that $f_{2j} = x f_j^2$ and $f_{2j+1} = (f_j + f_{j+1})^2$ over GF(2). Deduce
# that every $(2^k - 1) \times (2^k - 1)$ board is always solvable.
#
# <details><summary>Hint</summary>
#
# Use the addition formula $f_{a+b} = f_{a+1} f_b + f_a f_{b-1}$ with $a = b = j$ and with
# $a = j + 1$, $b = j$, and that squaring is additive in characteristic 2. For the boards, what is
# $f_{2^k}$?
#
# </details>
#
# <details><summary>Solution</summary>
#
# With $a = b = j$: $f_{2j} = f_j (f_{j+1} + f_{j-1}) = f_j \cdot x f_j$. With $a = j+1$, $b = j$:
# $f_{2j+1} = f_{j+1}^2 + f_j^2 = (f_j + f_{j+1})^2$. Iterating the first from $f_1 = 1$ gives
# $f_{2^k} = x^{2^k - 1}$, so $g = \gcd(x^{2^k-1}, (x+1)^{2^k-1}) = 1$ and the nullity is 0.
#
# ```python
# f = [lo.chase_polynomial(k) for k in range(70)]
# x = f[2]
# assert all(f[2 * j] == x * f[j] ** 2 and f[2 * j + 1] == (f[j] + f[j + 1]) ** 2 for j in range(1, 34))
# assert all(lo.chase_polynomial(2**k) == x ** (2**k - 1) and lo.nullity(2**k - 1, 2**k - 1) == 0
#            for k in range(1, 12))
# ```
#
# </details>
#
# **Exercise 2.** The boards with $f_{m+1}(A_n) = O$ listed above include 4 x 4, 5 x 3 and 8 x 6.
# Describe them as puzzles: which boards can be solved, and how many solutions does each have?
#
# <details><summary>Hint</summary>
#
# What does the chase leave in the last row when the first row changes? What is the nullity?
#
# </details>
#
# <details><summary>Solution</summary>
#
# The last row left by the chase does not depend on the first row at all. So a board is solvable
# exactly when plain chasing (first row unpressed) clears it, and then every one of the $2^n$ first
# rows, chased, clears it too: the nullity is $n$, the largest possible.
#
# ```python
# for m, n in [(4, 4), (5, 3), (8, 6)]:
#     assert lo.chase_matrix(m, n) == 0 and lo.nullity(m, n) == n
#     b = lo.random_solvable_board(m, n, 1)
#     assert not lo.chase(b)[1].any()  # plain chasing already clears a solvable board
#     for first in itertools.product((0, 1), repeat=n):
#         p = np.zeros((m, n), dtype=np.uint8)
#         p[0] = first
#         assert not lo.chase(lo.apply_presses(b, p))[1].any()  # every first row works
# ```
#
# </details>
#
# **Exercise 3.** Chase *upwards* instead of downwards. Which matrix appears, and why does it give
# the same solvability test?
#
# <details><summary>Hint</summary>
#
# Chasing upwards is chasing the board turned upside down.
#
# </details>
#
# <details><summary>Solution</summary>
#
# Turning the board upside down does not change the rules, and the upside-down board has the same
# shape, so the matrix is again $f_{m+1}(A_n)$, now mapping the presses in the bottom row to the
# lights left in the top row. A board is solvable iff its upside-down version is, so both tests agree.
#
# ```python
# rng = np.random.default_rng(7)
# for _ in range(50):
#     b = rng.integers(0, 2, size=(6, 5)).astype(np.uint8)
#     up = lo.chase(b[::-1])[1]  # the top row left by chasing upwards
#     down = lo.chase(b)[1]
#     M = lo.chase_matrix(6, 5)
#     assert (vector(GF(2), up.tolist()) in M.column_space()) == (vector(GF(2), down.tolist()) in M.column_space())
# ```
#
# </details>
#
# **Exercise 4.** How many 5 x 5 boards leave the last row $11100$ after chasing, and which first
# rows clear them? Find source 001's "press 1, 4, 5" among them.
#
# <details><summary>Hint</summary>
#
# The map from boards to the last row left by chasing is linear and onto (a board lit only in its
# last row is its own last row). Then use the two conditions and the formula of source 001.
#
# </details>
#
# <details><summary>Solution</summary>
#
# A linear map from $\mathrm{GF}(2)^{25}$ onto $\mathrm{GF}(2)^5$ has fibres of size $2^{20}$, so
# $2^{20} = 1\,048\,576$ boards leave $11100$. It meets both conditions ($1+1+0 = 0$, $1+1+0 = 0$),
# and the formula gives $(0,1,0,0,0) + t_1(0,1,1,1,0) + t_2(1,0,1,0,1)$: the first rows $01000$,
# $00110$, $11101$ and $10011$, the last being "press 1, 4, 5".
#
# ```python
# M = lo.chase_matrix(5, 5)
# rows = {"".join(map(str, v)) for v in itertools.product((0, 1), repeat=5)
#         if "".join(str(int(t)) for t in M * vector(GF(2), v)) == "11100"}
# assert rows == {"01000", "00110", "11101", "10011"}
# b = np.zeros((5, 5), dtype=np.uint8)
# b[4] = [1, 1, 1, 0, 0]  # one of the 2^20 boards: lit only in the last row
# for r in rows:
#     p = np.zeros((5, 5), dtype=np.uint8)
#     p[0] = [int(t) for t in r]
#     presses, left = lo.chase(lo.apply_presses(b, p))
#     assert not left.any() and not lo.apply_presses(b, (p + presses) % 2).any()
# ```
#
# </details>
#
# **Exercise 5.** Without computing any gcd, show that the 29 x 29 and 59 x 59 boards are singular,
# and predict $d(59)$ from $d(29)$.
#
# <details><summary>Hint</summary>
#
# $29 + 1 = 30$ is a multiple of $4 + 1$ and of $5 + 1$. And $59 = 2 \cdot 29 + 1$.
#
# </details>
#
# <details><summary>Solution</summary>
#
# Since $5 \mid 30$ and $d(4) = 4$, $d(29) \ge 4 > 0$; and $59 + 1 = 60$ is a multiple of 30, so
# $d(59) \ge d(29) > 0$. As $29 \equiv 2 \pmod 3$, the doubling law gives $d(59) = 2d(29) + 2$.
#
# ```python
# d29, d59 = lo.nullity(29, 29), lo.nullity(59, 59)
# assert d29 >= lo.nullity(4, 4) > 0 and d59 == 2 * d29 + 2
# print(d29, d59)
# ```
#
# </details>

# %% [markdown]
# ## References
#
# * Source 001: "5x5ライツアウトを5x5行列で解く" ("Solving 5x5 Lights Out with a 5x5 matrix"), in
#   the project's `seeds/001_fc39d4b121747d2f.txt`: light chasing, the recurrence, the 5 x 5, 3 x 3
#   and 4 x 4 results, the $m \times n$ remarks and the Chebyshev remark.
# * K. Sutner, "σ-automata and Chebyshev-polynomials", *Theoretical Computer Science* 230 (2000)
#   49-73, [doi:10.1016/S0304-3975(97)00242-9](https://doi.org/10.1016/S0304-3975(97)00242-9):
#   grids and the divisibility properties of the binary Chebyshev polynomials.
# * K. Sutner, "Linear cellular automata and the Garden-of-Eden", *The Mathematical Intelligencer*
#   11 (1989) 49-53, [doi:10.1007/BF03023823](https://doi.org/10.1007/BF03023823): the all-ones board
#   is always solvable; Lights Out as a linear cellular automaton.
# * J. Goldwasser, W. Klostermeyer and H. Ware, "Fibonacci polynomials and parity domination in grid
#   graphs", *Graphs and Combinatorics* 18 (2002) 271-283,
#   [doi:10.1007/s003730200020](https://doi.org/10.1007/s003730200020): the Fibonacci polynomials
#   over GF(2) and the grids without even dominating sets (boards that are always solvable); surveyed
#   in W. Klostermeyer, ["Lights Out!: a survey of parity domination in grid graphs"](https://studyres.com/doc/8475290/lights-out---a-survey-of-parity-domination-in-grid-graphs).
# * OEIS [A159257](https://oeis.org/A159257) (nullity of the $n \times n$ board),
#   [A094425](https://oeis.org/A094425) (primitive $k$ with $\gcd(f_k(x), f_k(x+1)) \ne 1$),
#   [A093614](https://oeis.org/A093614) (all such $k$), [A075462](https://oeis.org/A075462)
#   (solutions of the all-ones $n \times n$ board, $2^{d(n)}$).
