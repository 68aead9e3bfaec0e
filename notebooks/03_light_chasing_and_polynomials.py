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
#   enumerator: 3.%s
# ---

# %% [markdown]
# # Light chasing and the polynomials $f_k$
#
# Chasing the lights down a board, row by row, leaves lights only in the last row, and what
# is left there depends on the presses in the first row in a simple way. This chapter
# follows source 001 ("Solving 5x5 Lights Out with a 5x5 matrix"), which turns that
# observation into an $n \times n$ matrix $f_{m+1}(B_n)$ instead of the $mn \times mn$ press
# matrix of chapter 01. Source 001 writes $A$ (or $A_m$) for the path block; this book
# writes $B_n$ ([Definition 1.2](01_the_lights_out_matrix.ipynb#def-path-block)) and keeps $A$ for the full press matrix. We
# derive the recurrence and the polynomials $f_k$ (the Fibonacci polynomials reduced mod 2),
# work out the 5 x 5, 3 x 3 and 4 x 4 boards as the source does (its matrices, worked
# examples and chart are replayed one by one in
# [appendix 12](12_appendix_source_replication.ipynb)), say what its remarks on
# $m \times n$ boards and on Chebyshev
# polynomials amount to, and prove the nullity theorem
# $d(m,n) = \deg\gcd(f_{m+1}(x), f_{n+1}(x+1))$, a classical result. The last part goes
# beyond the source: the divisibility structure of the $f_k$ explains which square boards
# are singular and why their nullities come in families. Chapter 04 puts the same ideas to
# work on large boards.
#
# **Before this chapter** you should know the press matrix, the path block and the nullity
# of chapter [01](01_the_lights_out_matrix.ipynb), quiet patterns and the counts of solvable
# boards of chapter [02](02_solving_over_gf2.ipynb), and polynomials over a field (gcd,
# division with remainder, irreducible factors).
#
# **After it** you can solve any $m \times n$ board with an $n \times n$ system by chasing
# lights, compute the nullity of any board from one polynomial gcd, and predict from the
# divisibility of the $f_k$ which square boards are singular and how their nullities grow.
#
# New helpers: `chase`, `chase_polynomial`, `chase_matrix`, `nullity`. The cross-checks of
# this chapter against brute force and the full $mn \times mn$ system are in
# [`tests/test_03_chasing.py`](../tests/test_03_chasing.py).

# %%
import csv
import itertools
import math
import textwrap

import matplotlib.pyplot as plt
import numpy as np

import lightsout_helpers as lo
from lightsout.sage import (
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

F2 = GF(2)
R = PolynomialRing(F2, "x")
x = R.gen()


def path_block(n):
    """B_n: the n x n path block over GF(2), ones on the diagonal and next to it."""
    return matrix(F2, n, n, lambda i, j: 1 if abs(i - j) <= 1 else 0)


def bits(v):
    """A 0/1 row of a Sage vector or matrix, or of a numpy array, as a string."""
    return "".join(str(int(t)) for t in v)


# %% [markdown]
# ## Chasing the lights down
#
# Take any board. Every light in the top row can be switched off by pressing the button
# directly below it, in row 2. Each of these presses toggles the light above it (switching
# it off) and lights in rows 2 and 3. Do the same for the second row using the third, and
# so on: every later step presses buttons in rows 3, 4, ..., which never touch the top row,
# so after $m - 1$ steps only the bottom row can still hold lights. Source 001 calls this
# 下寄せ ("pushing down"). `chase(board)` returns the presses it made and the bottom row it
# leaves.
#
# Source 001's example board is only shown as an image, so we use a seeded board of the same
# kind, the first of `random_solvable_board(5, 5, seed)` whose top row has three lights.

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
fig = lo.plots.ch03.chasing_steps(states, step_presses)
lo.savefig(fig, "03-chasing-steps")
plt.show()

# %% [markdown]
# *Figure 03-chasing-steps.* Chasing a 5 x 5 board down. In each step the buttons below the
# lights of one row are pressed (rings); that row goes dark and the lights move one row
# down. At the end only the bottom row is lit.

# %% [markdown]
# **Rows or columns.** Source 001 turns the procedure by 90 degrees and chases from the left
# column to the right one (右寄せ), because it wants a column to be a column vector.
# Transposing the board turns one into the other: the source's chase of a board is our chase
# of its transpose, its first *column* of presses (top to bottom) is our first *row* (left to
# right), and its last column is our last row. For an $m \times n$ board ($m$ rows, $n$
# columns) the source therefore gets the $m \times m$ matrix $f_{n+1}(B_m)$ and we get the
# $n \times n$ matrix $f_{m+1}(B_n)$; both describe the same board.
#
# [Appendix 12](12_appendix_source_replication.ipynb) replays the source's worked example of
# its column chase step by step and checks the transposition rule on this board;
# [`tests/test_03_chasing.py`](../tests/test_03_chasing.py) checks the rule on 200 random
# rectangular boards.

# %% [markdown]
# ## The last row is an affine function of the first
#
# Source 001 rephrases the rest of the puzzle. Pressing twice cancels, so presses that clear
# a board whose only lights are a bottom row $\mathbf c$ also *create* $\mathbf c$ from the
# dark board. And once the first row of presses is fixed, the chase fixes every other press.
# So: **which first rows $\mathbf x_1$, chased down the dark board, leave exactly
# $\mathbf c$ in the last row?** Pressing one of those and chasing the original board again
# switches it off. The answer needs one family of polynomials.
#
# ```{prf:definition} Chasing polynomials
# :label: def-chasing-polynomials
#
# The *chasing polynomials* $f_k \in \mathrm{GF}(2)[x]$ are defined by
#
# $$ f_0 = 0, \quad f_1 = 1, \quad f_{k+1}(x) = x f_k(x) + f_{k-1}(x) \quad (k \ge 1). $$
#
# The same recurrence over $\mathbb Z$ defines the *Fibonacci polynomials* $F_k$
# ($F_k(1)$ is the $k$-th Fibonacci number), and $f_k$ is $F_k$ with its coefficients
# reduced mod 2. By induction $\deg f_k = k - 1$ for $k \ge 1$.
# ```
#
# ```{prf:proposition} Chasing is affine in the first row (source 001)
# :label: prop-03-affine
#
# On the $m \times n$ board, let $\mathbf x_k$ be the presses in row $k$ of a chase that
# starts with the presses $\mathbf x_1$ in the first row. On the dark board,
# $\mathbf x_k = f_k(B_n)\,\mathbf x_1$ for $1 \le k \le m$, and the last row left lit is
# $f_{m+1}(B_n)\,\mathbf x_1$. On a board $\mathbf b$, the last row left lit is
#
# $$ \mathbf c(\mathbf b) + f_{m+1}(B_n)\,\mathbf x_1, $$
#
# where $\mathbf c(\mathbf b)$ is the last row that `chase(b)` leaves (first row unpressed).
# So $\mathbf b$ is solvable exactly when $f_{m+1}(B_n)\,\mathbf x_1 = \mathbf c(\mathbf b)$
# has a solution $\mathbf x_1$. We call $f_{m+1}(B_n)$ the *chase matrix* over GF(2).
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Put $\mathbf x_0 = \mathbf 0$ (an imaginary row above the board). On the dark board, row
# $k$ sees its own presses through $B_n$ (each press toggles itself and its left and right
# neighbours) and the presses of rows $k-1$ and $k+1$ straight above and below. Clearing row
# $k$ therefore forces $\mathbf x_{k+1} = B_n \mathbf x_k + \mathbf x_{k-1}$ over
# $\mathrm{GF}(2)$, the recurrence of $f_k$ with $x = B_n$; since
# $\mathbf x_0 = f_0(B_n)\mathbf x_1$ and $\mathbf x_1 = f_1(B_n)\mathbf x_1$, induction gives
# $\mathbf x_k = f_k(B_n)\mathbf x_1$. The light left in the last row $m$ is what a row
# $m+1$ would have to press, $\mathbf x_{m+1} = f_{m+1}(B_n)\mathbf x_1$. On a board
# $\mathbf b$ the chase is linear in the pair (board, first row): it is the chase of
# $\mathbf b$ with an unpressed first row plus the chase of the dark board from
# $\mathbf x_1$, which adds the two last rows. By [Proposition 1.1](01_the_lights_out_matrix.ipynb#prop-01-parity), the presses of
# the chase from $\mathbf x_1$ switch $\mathbf b$ off exactly when that last row is zero.
# ```
#
# The source lists the first polynomials, up to $\mathbf x_6 = (B^5 + B)\mathbf x_1$:

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
# The first assert is the source's list; the second says $f_k = F_k \bmod 2$ for $k < 80$
# (and that the $F_k(1)$ are the Fibonacci numbers). Now {prf:ref}`prop-03-affine` on one
# board, for every one of the 32 first rows: chasing $\mathbf b$ after pressing
# $\mathbf x_1$ leaves $\mathbf c(\mathbf b) + f_6(B_5)\,\mathbf x_1$.

# %%
B5 = path_block(5)
c_b = vector(F2, lo.chase(board)[1].tolist())
for first in itertools.product((0, 1), repeat=5):
    pressed = np.zeros((5, 5), dtype=np.uint8)
    pressed[0] = first
    left = lo.chase(lo.apply_presses(board, pressed))[1]
    assert bits(left) == bits(c_b + f[6](B5) * vector(F2, first))
print(
    "c(b) =",
    bits(c_b),
    "; the last row is c(b) + f_6(B_5) x_1 for all 32 first rows x_1",
)

# %% [markdown]
# (The tests check $\mathbf x_k = f_k(B_n)\,\mathbf x_1$ row by row on several shapes, and
# that the small system decides solvability exactly as the full $mn \times mn$ system does,
# on 600 boards.)
#
# ## The 5 x 5 board
#
# Here the chase matrix is $f_6(B_5) = B_5^5 + B_5$. Source 001 computes the powers of $B_5$
# and notes, with some delight, that $B_5^4 = B_5^5$; the matrix has rank 3.

# %%
B5 = path_block(5)
chase5 = B5**5 + B5
assert B5**4 == B5**5 and chase5 == f[6](B5) == lo.chase_matrix(5, 5)
print("f_6(B_5) = B_5^5 + B_5 =", [bits(row) for row in chase5.rows()])
print("rank", chase5.rank(), "; reduced form", [bits(r) for r in chase5.echelon_form()])
assert chase5.rank() == 3

# %% [markdown]
# It is singular, so the system $f_6(B_5)\,\mathbf x_1 = \mathbf c$ is solved by row
# reduction of the augmented matrix $[f_6(B_5) \mid \mathbf c]$. Its last two rows say when a
# solution exists: $\mathbf c$ is reachable exactly when $c_2 + c_3 + c_4 = 0$ and
# $c_1 + c_3 + c_5 = 0$, and then the first rows that reach it are
#
# $$ \begin{aligned}
#    \mathbf x_1 &= (c_1 + c_2,\ c_1 + c_2 + c_3,\ c_2 + c_3,\ 0,\ 0)^{\mathsf T} \\
#    &\quad + t_1 (0,1,1,1,0)^{\mathsf T} + t_2 (1,0,1,0,1)^{\mathsf T},
#    \qquad t_1, t_2 \in \{0, 1\}.
#    \end{aligned} $$
#
# This is source 001's formula; [appendix 12](12_appendix_source_replication.ipynb) compares
# its matrices and its reduced form with ours, finds the board behind its worked example
# ("press buttons 1, 4 and 5 from the left" of the top row, the first row $10011$) and
# rebuilds the chart it reads first rows from. We check all 32 vectors $\mathbf c$ against all
# 32 first rows: exactly the 8 vectors meeting both conditions are reachable, each from
# exactly the four first rows of the formula.

# %%
reach = {}
for v in itertools.product((0, 1), repeat=5):
    reach.setdefault(bits(chase5 * vector(F2, v)), set()).add(bits(v))
kernel_basis = [vector(F2, [0, 1, 1, 1, 0]), vector(F2, [1, 0, 1, 0, 1])]


def first_rows_5x5(cv):
    """The four first rows that leave the last row c on the dark 5 x 5 board, by the
    formula above (None if c is not reachable).
    """
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
    first_rows_5x5(cv) == reach.get(bits(cv))
    for cv in itertools.product((0, 1), repeat=5)
)
print(
    f"{len(reach)} of 32 last rows are reachable, each from the 4 first rows of "
    "the formula"
)

# %% [markdown]
# The procedure then reads: chase down, look at the last row, press the first row given by
# the formula (any of the four), chase again. We run it on our board. A solution is
# determined by its first row, so the board has exactly four solutions; and since
# solvability is two independent parity conditions, $2^{25}/4 = 2^{23}$ of the $2^{25}$
# boards are solvable ([Proposition 1.4](01_the_lights_out_matrix.ipynb#prop-01-counting) with $d(5) = 2$; chapter 02 found the
# same by brute force).

# %%
board_solutions = []
for first_row in sorted(first_rows_5x5([int(t) for t in last_row])):
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
labels = [f"first row {bits(s[0])}" for s in board_solutions]
fig = lo.plots.ch03.four_solutions(board, board_solutions, labels)
lo.savefig(fig, "03-four-solutions")
plt.show()

# %% [markdown]
# *Figure 03-four-solutions.* The four solutions of the board of Figure 03-chasing-steps
# (rings = presses). Each starts from one of the four first rows given by the formula;
# the chase fixes the rest.

# %% [markdown]
# ## The 3 x 3 board
#
# With three columns the last row is $\mathbf x_4 = f_4(B_3)\mathbf x_1 = B_3^3\,\mathbf x_1$.
# Source 001 prints $B_3^3$ and its inverse (appendix 12 compares them with ours). The
# inverse is $B_3$ itself, so $B_3^4 = I$, a fact the source does not remark on, and every
# 3 x 3 board has exactly one solution.

# %%
B3 = path_block(3)
chase3 = B3**3
assert chase3 == lo.chase_matrix(3, 3) and ~chase3 == B3
assert B3**4 == identity_matrix(F2, 3)
print(
    "f_4(B_3) = B_3^3 =", [bits(row) for row in chase3.rows()], "; its inverse is B_3"
)

# %% [markdown]
# ## The 4 x 4 board
#
# With four columns the last row is $\mathbf x_5 = (B_4^4 + B_4^2 + I)\,\mathbf x_1$, and the
# source finds that this matrix is zero. So the first row has no influence on the last row
# at all: a 4 x 4 board is solvable exactly when chasing leaves the last row dark, and then
# all $2^4 = 16$ first rows work.

# %%
B4 = path_block(4)
assert (
    B4**4 + B4**2 + identity_matrix(F2, 4) == 0 == lo.chase_matrix(4, 4)
    and lo.nullity(4, 4) == 4
)
print("f_5(B_4) = O: a 4 x 4 board is solvable iff the chase leaves its last row dark")

# %% [markdown]
# (`tests/test_03_chasing.py` confirms the statement on all $2^{16}$ boards against the full
# system.)
#
# ## General $m \times n$ boards
#
# For the $m \times n$ board, with its matrix $f_{n+1}(B_m)$ (column orientation),
# source 001 makes four statements. All four are displayed formulas that are images in the
# text we have; statements 1 and 2 follow from the sentences around them, and statements 3
# and 4 from their reasoning:
#
# 1. every board is solvable exactly when $f_{n+1}(B_m)$ is invertible (the sentence before it says:
#    if $f_{n+1}(B_m)$ is invertible, every $\mathbf c$ has exactly one $\mathbf x_1$; if not, some
#    have none);
# 2. when $f_{n+1}(B_m) = O$ (as for 4 x 4), a board is solvable exactly when the chase leaves nothing
#    lit (it is introduced as the generalisation of the 4 x 4 case);
# 3. every solvable board has the same number of solutions (a solution is fixed by its first
#    column, and those form a coset of $\ker f_{n+1}(B_m)$), and from the $2^{mn}$ press patterns it
#    counts the solvable boards;
# 4. $m \times n$ and $n \times m$ are "essentially the same puzzle"; in particular both have
#    the same number of solvable boards, "so [a formula] also holds".
#
# Statement 3's reasoning gives $2^{\dim\ker f_{n+1}(B_m)}$ solutions per solvable board and
# $2^{mn - \dim\ker f_{n+1}(B_m)}$ solvable boards. Statement 4's reasoning, applied to that count,
# gives exactly equal nullities of the two chase matrices:
#
# ```{prf:proposition} The two orientations have equal nullity (source 001, made precise in this book)
# :label: prop-03-orientations
#
# For all $m, n \ge 1$, $\dim\ker f_{n+1}(B_m) = \dim\ker f_{m+1}(B_n) = d(m,n)$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# By {prf:ref}`prop-03-affine` the quiet patterns of the $m \times n$ board are the chases
# of the dark board from first rows $\mathbf y$ with $f_{m+1}(B_n)\mathbf y = \mathbf 0$, and
# a chase is fixed by its first row, so $d(m,n) = \dim\ker f_{m+1}(B_n)$
# ({prf:ref}`lem-03-quiet` below says this in full). The same argument on the transposed
# board gives $d(n,m) = \dim\ker f_{n+1}(B_m)$, and $d(m,n) = d(n,m)$ by
# [Proposition 1.5](01_the_lights_out_matrix.ipynb#prop-01-symmetry).
# ```
#
# What is lost is only the formula as written: we cannot tell whether it said this or
# something else (equal *ranks*, for example, would be false, since the ranks are $m - d$
# and $n - d$ and differ by $|m - n|$; the 2 x 3 board shows it). The argument itself is
# sound and gives the nullity equality.

# %%
ranks = (lo.chase_matrix(2, 3).rank(), lo.chase_matrix(3, 2).rank())
print(
    f"2 x 3: f_3(B_3) has rank {ranks[0]}, f_4(B_2) rank {ranks[1]};",
    f"nullities {3 - ranks[0]} and {2 - ranks[1]}",
)
assert (
    3 - ranks[0]
    == 2 - ranks[1]
    == lo.nullity(2, 3)
    == 6 - lo.press_matrix_gf2(2, 3).rank()
)
zero_chase = [
    (m, n) for m in range(1, 31) for n in range(1, 31) if lo.chase_matrix(m, n) == 0
]
print("f_{m+1}(B_n) = O (statement 2 applies) for m, n <= 30 at (m, n) =")
print(textwrap.fill(", ".join(map(str, zero_chase)), 88))

# %% [markdown]
# The tests check {prf:ref}`prop-03-orientations` for every $m, n \le 12$ against the full
# $mn \times mn$ matrix. The boards with $f_{m+1}(B_n) = O$ are exactly those whose first row
# is free: all $2^n$ first rows lead to a solution of every solvable board ({ref}`ex-03-2`).
#
# ## Chebyshev polynomials
#
# Source 001 ends by noting that $f_{k+2} = x f_{k+1} + f_k$ looks like the recurrence of the
# Chebyshev polynomials. It is more than a likeness. The Chebyshev polynomials of the second
# kind $U_k$ obey $U_{k+1}(y) = 2y\,U_k(y) - U_{k-1}(y)$ with $U_0 = 1$, $U_1 = 2y$.
#
# ```{prf:proposition} The chasing polynomials are binary Chebyshev polynomials (Sutner 2000)
# :label: prop-03-chebyshev
#
# For every $k \ge 1$, $U_{k-1}(x/2)$ has integer coefficients and
# $f_k(x) = U_{k-1}(x/2) \bmod 2$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# $u_k(x) = U_{k-1}(x/2)$ obeys $u_{k+1} = x u_k - u_{k-1}$ with $u_0 = 0$ (from
# $U_{-1} = 0$) and $u_1 = 1$, so by induction it has integer coefficients; modulo 2 the
# minus sign is a plus, and the recurrence and the start are those of $f_k$.
# ```
#
# Both the scaling $x/2$ and the reduction mod 2 are needed (over $\mathbb Z$ the plus sign
# gives the Fibonacci polynomials $F_k$ instead; they agree with $U_{k-1}(x/2)$ only mod 2).
# Sutner's paper is titled after this binary version of the Chebyshev polynomials; its
# abstract says that reversibility of these automata on grids "can be expressed in terms of"
# it. We check the proposition with Sage's `chebyshev_U` for $k \le 30$.

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
# Source 001 stops at the question "what kind of matrix is $f_{n+1}(B_m)$?". The answer is
# classical: the nullity of every board is the degree of one polynomial gcd. We prove it in
# three lemmas; the tests check each on many sizes.
#
# ```{prf:lemma} Quiet patterns are chased first rows (folklore)
# :label: lem-03-quiet
#
# The map "quiet pattern $\mapsto$ its first row" is a linear bijection from $\ker A_{m,n}$
# onto $\ker f_{m+1}(B_n)$. Hence $d(m,n) = \dim\ker f_{m+1}(B_n)$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# A press pattern is quiet (it changes no light, [Definition 2.1](02_solving_over_gf2.ipynb#def-quiet-pattern)) exactly when
# every row $k < m$ of it is forced by the rows above it, as in the chase of the dark board
# from its own first row $\mathbf y$, and that chase ends dark. By {prf:ref}`prop-03-affine`
# the last row's lights are $f_{m+1}(B_n)\,\mathbf y$. So the map is well defined, linear
# and injective (the chase is fixed by its first row), and its image is
# $\ker f_{m+1}(B_n)$.
# ```
#
# ```{prf:lemma} The path matrix is cyclic (classical)
# :label: lem-03-cyclic
#
# Let $T = T_n = B_n + I_n$ and $\mathbf e_1, \dots, \mathbf e_n$ the unit vectors. Then
# $\mathbf e_k = f_k(T)\,\mathbf e_1$ for $1 \le k \le n$, and $f_{n+1}$ is both the minimal
# and the characteristic polynomial of $T$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# $T \mathbf e_k = \mathbf e_{k-1} + \mathbf e_{k+1}$ (with
# $\mathbf e_0 = \mathbf e_{n+1} = \mathbf 0$), the same recurrence as the $f_k$, so by
# induction $\mathbf e_k = f_k(T)\,\mathbf e_1$ for $k \le n$; one more step gives
# $f_{n+1}(T)\,\mathbf e_1 = T \mathbf e_n + \mathbf e_{n-1} = \mathbf 0$. Hence
# $f_{n+1}(T)$ kills every $\mathbf e_k = f_k(T)\mathbf e_1$, i.e. $f_{n+1}(T) = O$; and
# no nonzero polynomial of degree $< n$ kills $\mathbf e_1$, because $\mathbf e_1,
# T\mathbf e_1, \dots, T^{n-1}\mathbf e_1$ are independent (the
# $\mathbf e_k = f_k(T)\mathbf e_1$ are, and $\deg f_k = k - 1$). So $f_{n+1}$, monic of
# degree $n$, is the minimal and hence the characteristic polynomial of $T$.
# ```
#
# ```{prf:lemma} Kernels of polynomials in a cyclic matrix (classical)
# :label: lem-03-kernel
#
# For every $\varphi \in \mathrm{GF}(2)[x]$,
# $\dim\ker \varphi(T_n) = \deg\gcd(\varphi, f_{n+1})$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# By {prf:ref}`lem-03-cyclic`, $h \mapsto h(T_n)\,\mathbf e_1$ is an isomorphism from
# $\mathrm{GF}(2)[x]/(f_{n+1})$ onto $\mathrm{GF}(2)^n$ (the polynomial $h$ of degree below
# $n$ is the vector's *coordinates*), and it turns $\varphi(T_n)$ into multiplication by
# $\varphi$. The $h$ with $\varphi h \equiv 0 \pmod{f_{n+1}}$ are the multiples of
# $f_{n+1}/\gcd(\varphi, f_{n+1})$, a space of dimension $\deg\gcd(\varphi, f_{n+1})$.
# ```
#
# ```{prf:theorem} Nullity of the m x n board (Sutner 1989, 2000; Barua and Ramakrishnan 1996)
# :label: thm-03-nullity
#
# For all $m, n \ge 1$,
#
# $$ d(m,n) \;=\; \deg \gcd\bigl(f_{m+1}(x),\ f_{n+1}(x+1)\bigr) \quad \text{over } \mathrm{GF}(2). $$
# ```
#
# ```{prf:proof}
# :nonumber:
#
# The chase matrix is $f_{m+1}(B_n) = f_{m+1}(T_n + I) = \varphi(T_n)$ with
# $\varphi(x) = f_{m+1}(x+1)$. By {prf:ref}`lem-03-quiet` and {prf:ref}`lem-03-kernel`,
# $d(m,n) = \deg\gcd(f_{m+1}(x+1), f_{n+1}(x))$, and substituting $x \to x + 1$ in both (an
# automorphism of $\mathrm{GF}(2)[x]$ that keeps degrees) gives the formula.
# ```
#
# **Who proved it.** Sutner introduced the σ-game and the σ+-game (Sutner 1989; Lights Out
# is the σ+-game on a grid, where a press toggles the closed neighbourhood of a cell; the
# σ-game, where a press spares the pressed cell, is played in
# [chapter 08](08_beyond_the_grid.ipynb));
# Barua and Ramakrishnan's abstract says that they analyse
# the σ+-game on the $m \times n$ grid "by studying the divisibility properties" of
# polynomials they introduce (similar to Sutner's), and give an algorithm for the number of
# solutions and a necessary and sufficient condition for a unique one; Sutner (2000) gives
# "a detailed analysis of the divisibility properties" of the binary Chebyshev polynomials
# for grids; the title of Goldwasser, Klostermeyer and Ware (2002) names the Fibonacci
# polynomials. We have read the abstract of Barua and Ramakrishnan, and the abstract and the
# first page of a preprint of Sutner (2000); of Goldwasser, Klostermeyer and Ware and of
# Hunziker, Machiavelo and Park (2004) we found only the bibliographic data. So we cannot say
# which of them states the theorem in exactly this form; the proof above is written for this
# book. OEIS A159257 states the square case as a formula (see {prf:ref}`cor-03-square`).
#
# Here we check {prf:ref}`lem-03-quiet` and {prf:ref}`lem-03-cyclic` on the 5 x 5 board.
# The tests check {prf:ref}`lem-03-cyclic` for every $n \le 30$ and the theorem against the
# rank of the full matrix on all 900 boards up to 30 x 30 (matrices up to $900 \times 900$).

# %%
T5 = B5 + identity_matrix(F2, 5)
e1 = vector(F2, [1, 0, 0, 0, 0])
assert [f[k](T5) * e1 for k in range(1, 6)] == identity_matrix(F2, 5).columns()
assert f[6](T5) * e1 == 0
assert T5.minpoly() == T5.charpoly() == f[6]
quiet_firsts = matrix(F2, [q[0].tolist() for q in lo.quiet_patterns(5, 5)])
# the first rows are ker f_6(B_5)
assert quiet_firsts.row_space() == chase5.right_kernel()
print("5 x 5: e_k = f_k(T_5) e_1, f_6(T_5) e_1 = 0, minpoly = charpoly = f_6;")
print(
    "the quiet first rows span ker f_6(B_5); nullity", gcd(f[6], f[6](x + 1)).degree()
)

# %% [markdown]
# {prf:ref}`thm-03-nullity` gives the nullity of every board at the cost of one polynomial
# gcd, which is what `nullity(m, n)` computes. The map below shows it for all boards with up
# to 30 rows and 60 columns, with rows running downward as in chapter 01's table.

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
fig = lo.plots.ch03.nullity_map(nullity_map)
lo.savefig(fig, "03-nullity-map")
plt.show()

# %% [markdown]
# *Figure 03-nullity-map.* Nullity of every board with up to 30 rows (downward) and 60
# columns, from the gcd formula; white cells are boards that are always solvable. The left
# 30 x 30 square is symmetric ($m \times n$ and $n \times m$ have the same nullity). Each row
# is periodic in $n$ (row 1 is singular exactly for $n \equiv 2 \pmod 3$, row 4 for
# $n \equiv 4 \pmod 5$): an irreducible factor divides $f_{n+1}$ exactly when $n + 1$ is a
# multiple of the first index where it appears, a consequence of
# {prf:ref}`thm-03-strong-divisibility`.

# %% [markdown]
# ## The structure of $f_k$ over GF(2)
#
# Everything about the nullity is now a question about the polynomials $f_k$, and they have
# a strong structure. For each result we say whether it is classical or this book's own
# derivation; we give a proof of each either way.
#
# ```{prf:lemma} Addition formula (classical, as for Fibonacci numbers)
# :label: lem-03-addition
#
# For $a \ge 0$ and $b \ge 1$, $f_{a+b} = f_{a+1} f_b + f_a f_{b-1}$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# With $E = \begin{pmatrix} x & 1 \\ 1 & 0 \end{pmatrix}$ the recurrence says
# $E^k = \begin{pmatrix} f_{k+1} & f_k \\ f_k & f_{k-1} \end{pmatrix}$ for $k \ge 1$, and the
# top right entry of $E^{a+b} = E^a E^b$ is the formula (for $a = 0$ it reads
# $f_b = f_1 f_b$).
# ```
#
# ```{prf:theorem} Strong divisibility (classical; over GF(2) see Sutner 2000)
# :label: thm-03-strong-divisibility
#
# For all $a, b \ge 0$, $\gcd(f_a, f_b) = f_{\gcd(a,b)}$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Consecutive $f_k$ are coprime: a common factor of $f_{k+1}$ and $f_k$ divides
# $f_{k-1} = f_{k+1} - x f_k$, and going down, $f_1 = 1$. By {prf:ref}`lem-03-addition`,
# $\gcd(f_{a+b}, f_b) = \gcd(f_a f_{b-1}, f_b) = \gcd(f_a, f_b)$, the last step because
# $f_{b-1}$ is coprime to $f_b$. So the gcd of $f_a$ and $f_b$ follows the Euclidean
# algorithm on the indices, which ends at $\gcd(f_{\gcd(a,b)}, f_0) = f_{\gcd(a,b)}$.
# ```
#
# The same statement for the Fibonacci numbers and the Fibonacci polynomials over
# $\mathbb Z$ is classical, and the proof above works over any field. Sutner's abstract
# announces a detailed analysis of the divisibility properties of exactly these polynomials
# over GF(2); we could read only its first page and do not know under which number it
# states this.

# %%
assert all(gcd(f[a], f[b]) == f[math.gcd(a, b)] for a in range(80) for b in range(80))
print("gcd(f_a, f_b) = f_gcd(a,b) for all a, b < 80")

# %% [markdown]
# For square boards write $g_k = \gcd(f_k(x), f_k(x+1))$.
#
# ```{prf:corollary} Square boards (from the nullity theorem; OEIS A159257, Zhao Hui Du)
# :label: cor-03-square
#
# $d(n) = \deg g_{n+1}$ for every $n \ge 1$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Put $m = n$ in {prf:ref}`thm-03-nullity`.
# ```
#
# OEIS [A159257](https://oeis.org/A159257) gives this as its formula, without proof: with
# $f(k, x) = U_k(x/2)$ over GF(2), "a(n) equals the degree of gcd(f(n,x), f(n,1+x))",
# credited to Zhao Hui Du (2014) and edited by Max Alekseyev (2019). The entry's $f(n, x)$ is
# this book's $f_{n+1}$ ({prf:ref}`prop-03-chebyshev`), so its gcd is $g_{n+1}$.
#
# The consequences below are checked against the nullities of every $n \le 10\,000$ that
# chapter 04's benchmark computed ([`data/04_nullity.csv`](../data/04_nullity.csv)), and
# against the published table.

# %%
with (lo.DATA_DIR / "04_nullity.csv").open() as fh:
    d = {int(r["n"]): int(r["nullity"]) for r in csv.DictReader(fh)}
n_max = max(d)
assert sorted(d) == list(range(1, n_max + 1)) and all(
    d[n] == lo.nullity(n, n) for n in range(1, 200)
)
print(f"{n_max} nullities read; the first 199 agree with lo.nullity")

# %% [markdown]
# ```{prf:corollary} Multiples (OEIS A093614, A094425; proof: this book)
# :label: cor-03-multiples
#
# If $(n + 1) \mid (n' + 1)$, then $g_{n+1} \mid g_{n'+1}$ and $d(n') \ge d(n)$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# By {prf:ref}`thm-03-strong-divisibility`, $f_{n+1} \mid f_{n'+1}$, and likewise
# $f_{n+1}(x+1) \mid f_{n'+1}(x+1)$; so $g_{n+1}$ divides both polynomials of $g_{n'+1}$.
# ```
#
# Once one board is singular, every board whose $n + 1$ is a multiple of its $n + 1$ is
# singular too: from $d(4) = 4$ every $n \equiv 4 \pmod 5$, from $d(5) = 2$ every
# $n \equiv 5 \pmod 6$. The singular sizes are therefore generated by the *primitive* ones,
# whose $n + 1$ is not a multiple of another singular $n' + 1$. (OEIS A093614 notes that its
# set is closed under multiplication (Knuth), and A094425 lists its primitive elements.)

# %%
assert all(
    d[k * (n + 1) - 1] >= d[n]
    for n in range(1, n_max + 1)
    for k in range(2, (n_max + 1) // (n + 1) + 1)
)
singular = [n for n in range(1, n_max + 1) if d[n] > 0]
primitive = []
# a singular n is primitive unless n + 1 is a multiple of an earlier primitive n' + 1
for n in singular:
    if not any((n + 1) % (p + 1) == 0 for p in primitive):
        primitive.append(n)
generated = {
    k * (p + 1) - 1 for p in primitive for k in range(1, (n_max + 1) // (p + 1) + 1)
}
assert generated == set(singular) and d[4] == 4 and d[5] == 2
print(f"d(n') >= d(n) whenever (n + 1) | (n' + 1), n, n' <= {n_max};")
print(
    f"the {len(singular)} singular sizes are generated by {len(primitive)} primitive "
    "ones,"
)
print("n + 1 =", [p + 1 for p in primitive])

# %% [markdown]
# **Sizes $2^j \pm 1$.** OEIS A093614, whose terms are the $k$ for which $f_k(x)$ and
# $f_k(x+1)$ share a factor, has the comment "Goldwasser et al. proved that 2^k+-1 belongs to
# the set, for k>4." The entry names no paper; Goldwasser, Klostermeyer and Ware (2002, in
# the references) is our guess, and we have not seen its text. In board sizes: every
# $n = 2^j - 2$ and every $n = 2^j$ with $j > 4$ is singular. The bound is not sharp: $j = 4$
# works too, $d(14) = 4$ and $d(16) = 8$, while for $j = 3$ both $d(6)$ and $d(8)$ are 0.
# Note that the claim concerns $n + 1 = 2^j \pm 1$, not $n$: the boards $n = 2^j - 1$ are never
# singular ({ref}`ex-03-1`). The primitive list above is full of such $n + 1$; we check the
# claim on every $j$ that our table reaches, and which of the $2^j \pm 1$ are primitive.

# %%
powers = [(j, k) for j in range(5, 15) for k in (2**j - 1, 2**j + 1) if k - 1 <= n_max]
assert all(d[k - 1] > 0 for _, k in powers)
assert (d[14], d[16], d[6], d[8]) == (4, 8, 0, 0)  # j = 4 singular too, j = 3 not
print("n + 1 = 2^j +- 1, 5 <= j <= 13: every board n = 2^j - 2 and n = 2^j is singular")
print(
    f"j = 4 as well: d(14) = {d[14]}, d(16) = {d[16]};"
    f" j = 3: d(6) = {d[6]}, d(8) = {d[8]}"
)
print("primitive among them:", [k for _, k in powers if k - 1 in primitive])
print("not primitive:", [k for _, k in powers if k - 1 not in primitive])
other = [
    p + 1
    for p in primitive
    if all(p + 1 != 2**j + s for j in range(15) for s in (-1, 1))
]
print("primitive n + 1 not of the form 2^j +- 1:", other)

# %% [markdown]
# ```{prf:theorem} The doubling law (Sutner's conjecture; proved by Boyles et al. 2022)
# :label: thm-03-doubling
#
# For every $n \ge 1$,
#
# $$ d(2n+1) = \begin{cases} 2\,d(n) + 2 & \text{if } n \equiv 2 \pmod 3,\\ 2\,d(n) & \text{otherwise.} \end{cases} $$
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Over GF(2) squaring is additive, and {prf:ref}`lem-03-addition` with $a = b = k$ gives
# $f_{2k} = f_k (f_{k+1} + f_{k-1}) = x f_k^2$. Take $k = n + 1$, so $2n + 2 = 2k$. Let
# $u = f_k(x)$ and $v = f_k(x+1)$, so $g_k = \gcd(u, v)$ and
# $g_{2k} = \gcd(x u^2, (x+1) v^2)$. Compare exponents of each irreducible $\pi$, writing
# $\operatorname{ord}_\pi(r)$ for the exponent of $\pi$ in a polynomial $r$. For
# $\pi \ne x, x+1$ the factors $x$, $x+1$ do not matter and the exponent in $g_{2k}$ is
# $\min(2\operatorname{ord}_\pi(u), 2\operatorname{ord}_\pi(v))$, twice that in $g_k$. For $\pi = x$ write $a = \operatorname{ord}_x(u)$ and
# $a' = \operatorname{ord}_x(v) = \operatorname{ord}_{x+1}(u)$; the exponent is $\min(1 + 2a, 2a')$ against $2\min(a, a')$ in
# $g_k^2$: one more when $a < a'$, the same when $a \ge a'$. For $\pi = x + 1$ the
# substitution $x \to x + 1$ swaps $u$ and $v$ and gives the same comparison. So
# $d(2n+1) = 2d(n) + 2$ if $\operatorname{ord}_x(f_k) < \operatorname{ord}_{x+1}(f_k)$ and $2d(n)$ otherwise. Now write
# $k = 2^s t$ with $t$ odd. Iterating $f_{2j} = x f_j^2$ gives
# $f_k = x^{2^s - 1} f_t^{2^s}$, and $f_t(0) = 1$ for odd $t$ (the recurrence at $x = 0$ is
# $f_{j+1}(0) = f_{j-1}(0)$), so $\operatorname{ord}_x(f_k) = 2^s - 1$. At $x = 1$ the recurrence is the
# Fibonacci recurrence mod 2, so $f_k(1) = 0$ exactly when $3 \mid k$. If $3 \nmid k$ then
# $\operatorname{ord}_{x+1}(f_k) = 0 \le \operatorname{ord}_x(f_k)$. If $3 \mid k$ then $3 \mid t$, $(x+1)^2 = f_3$ divides
# $f_t$, and $\operatorname{ord}_{x+1}(f_k) = 2^s \operatorname{ord}_{x+1}(f_t) \ge 2^{s+1} > 2^s - 1$. Finally
# $3 \mid k = n + 1$ means $n \equiv 2 \pmod 3$.
# ```
#
# The identity $f_{2k} = x f_k^2$ is classical, and the law is not new either. The abstract of
# Boyles et al., "Resolution to Sutner's Conjecture" (arXiv 2022), says that Sutner
# conjectured $d(2n+1) = 2d(n) + \varepsilon_n$ (their $\delta_n$) with $\varepsilon_n \in \{0, 2\}$ and
# $\varepsilon_{2n+1} = \varepsilon_n$, and that they prove it (from Sutner's gcd formula, identities
# of Hunziker, Machiavelo and Park that relate the $(2n+1) \times (2n+1)$ and $n \times n$
# grids, and a theorem of Ore on the gcd of two products) and determine when $\varepsilon_n$ is 0
# and when 2. We have read only that abstract, so we cannot compare their description of
# $\varepsilon_n$ with the condition $n \equiv 2 \pmod 3$ above; the proof above, from first
# principles, is written for this book.
#
# The law also follows in two lines from two formulas that OEIS A165738 states without proof
# for the nullity $a(n)$ of the $n \times n$ torus, credited to Thomas Buchholz (2014;
# [Observation 8.1](08_beyond_the_grid.ipynb#obs-08-buchholz) in chapter 08, which tests them):
# $a(2n) = 2a(n)$, and $a(n+1) = 2d(n) + 4$ if $n \equiv 2 \pmod 3$, $2d(n)$ otherwise.
# Write $[P]$ for 1 if $P$ holds and 0 if not, and congruences mod 3. For $n \ge 2$, the
# second at $n$ and the first give $a(2n+2) = 2a(n+1) = 4d(n) + 8\,[n \equiv 2]$;
# the second at $2n + 1$ gives $a(2n+2) = 2d(2n+1) + 4\,[2n+1 \equiv 2]$; and
# $2n + 1 \equiv 2 \pmod 3$ exactly when $n \equiv 2 \pmod 3$. Equating the two gives the
# law. As the formulas are unproved, this is a consistency check between the two entries,
# not a proof.

# %%
assert all(
    d[2 * n + 1] == 2 * d[n] + (2 if n % 3 == 2 else 0)
    for n in range(1, (n_max - 1) // 2 + 1)
)
print(f"the doubling law holds for every n with 2n + 1 <= {n_max}; for example")
print(f"d(5) = {d[5]}, d(11) = {d[11]}, d(23) = {d[23]}, d(47) = {d[47]}")

# %% [markdown]
# ```{prf:corollary} Chains (a consequence of the doubling law)
# :label: cor-03-chains
#
# Every $n \ge 1$ lies on exactly one chain $n_0 \to 2n_0 + 1 \to 4n_0 + 3 \to \dots$ that
# starts at an even $n_0 \ge 0$: $n + 1 = 2^j (n_0 + 1)$ with $n_0 + 1$ odd ($n_0 = 0$, the
# empty board with $d(0) = 0$, for $n = 2^j - 1$). Along it,
#
# $$ d(n_j) = 2^j d(n_0) \ \text{ if } 3 \nmid n_0 + 1, \qquad d(n_j) + 2 = 2^j \bigl(d(n_0) + 2\bigr) \ \text{ if } 3 \mid n_0 + 1. $$
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Along a chain $n_j + 1 = 2^j(n_0 + 1)$ keeps its divisibility by 3, so
# {prf:ref}`thm-03-doubling` adds $+2$ at every step or at none; solving the recurrence
# $d(n_{j+1}) = 2d(n_j)$ (or $d(n_{j+1}) + 2 = 2(d(n_j) + 2)$) gives the formula.
# ```
#
# The invariance $\varepsilon_{2n+1} = \varepsilon_n$ in Sutner's conjecture, as Boyles et al. state it,
# is the same observation: along a chain the added 2 is always there or never. We did not find
# the solved form above in what we could read (the abstracts of Boyles et al., Barua and
# Ramakrishnan and Sarkar, and the first page of Sutner 2000), but it is one step from the
# law.
#
# So along a chain $d(n)/(n+1)$ (or $(d(n)+2)/(n+1)$) stays constant while $n$ doubles: in
# chapter 04's plot of $d(n)/(n+1)$ the points of a chain with $3 \nmid n_0 + 1$ lie on one
# horizontal line. And the even sizes determine all the others. The longest chain below
# 10,000 is the one from $n_0 = 0$ (the sizes $2^j - 1$, all of nullity 0); the chain from
# $n_0 = 2$ (the sizes $3 \cdot 2^j - 1$) is the second longest, and the longest that
# carries singular boards.


# %%
def chain_start(n):
    """The even start n0 of the chain through n: n + 1 = 2^j (n0 + 1), n0 + 1 odd."""
    while n % 2 == 1:
        n = (n - 1) // 2
    return n


def from_chain(n):
    """d(n) from d(n0) by the solved doubling law (d(0) = 0: the empty board)."""
    n0 = chain_start(n)
    j = ((n + 1) // (n0 + 1)).bit_length() - 1
    d0 = d[n0] if n0 else 0
    return 2**j * (d0 + 2) - 2 if (n0 + 1) % 3 == 0 else 2**j * d0


assert all(d[n] == from_chain(n) for n in range(1, n_max + 1))
chains = {}
for n in range(1, n_max + 1):
    chains.setdefault(chain_start(n), []).append(n)
longest = max(chains, key=lambda n0: len(chains[n0]))
print(f"every d(n), n <= {n_max}, follows from d at the even start of its chain")
print(f"longest chain: from n0 = {longest}:", chains[longest])
print("chain from n0 = 2:", chains[2])
print("with nullities", [d[n] for n in chains[2]])
assert longest == 0 and chains[0] == [2**j - 1 for j in range(1, 14)]

# %% [markdown]
# ```{prf:theorem} Square boards have even nullity (OEIS A159257, Buchholz; proof: this book)
# :label: thm-03-even
#
# For every $n \ge 1$, $d(n)$ is even.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# $g_{n+1}$ is unchanged by $x \to x + 1$ (it swaps the two arguments of the gcd). So
# the substitution permutes the irreducible factors of $g_{n+1}$, and a factor $\pi$ and its image
# $\pi(x+1)$ occur with the same exponent. Factors with $\pi(x+1) \ne \pi(x)$ come in pairs of
# equal degree. A factor with $\pi(x+1) = \pi(x)$ has even degree: with $\alpha$ a root,
# $\alpha + 1 \ne \alpha$ is a root too, so its roots (distinct, since $\pi$ is irreducible
# over a finite field) fall into pairs $\{\alpha, \alpha + 1\}$. Either way the degree of
# $g_{n+1}$ is even, and $d(n) = \deg g_{n+1}$ by {prf:ref}`cor-03-square`.
# ```

# %%
assert all(v % 2 == 0 for v in d.values()) and all(v <= n for n, v in d.items())
worst = max(d, key=lambda n: d[n] / n)
print(f"d(n) is even (and at most n) for all n <= {n_max};")
print(f"the largest d(n)/n is {d[worst] / worst:.3f}, at n = {worst}")

# %% [markdown]
# ### Comparison with the published tables
#
# OEIS [A159257](https://oeis.org/A159257) ("Rank deficiency of the Lights Out problem of
# size n") is $d(n)$; its data section lists $n = 1, \dots, 130$ (we keep a copy in
# [`data/04_oeis_a159257.txt`](../data/04_oeis_a159257.txt)). OEIS
# [A094425](https://oeis.org/A094425) lists the primitive values of $n + 1$ (numbers $k$
# such that $f_k(x)$ and $f_k(x+1)$ share a factor, primitive elements only;
# [`data/04_oeis_a094425.txt`](../data/04_oeis_a094425.txt)). The entries also state,
# without proof, that $d(n)$ is even and at most $n$ (Buchholz) and that
# $d(kn - 1) \ge d(n - 1)$ (Boyles), which are {prf:ref}`thm-03-even`,
# [Proposition 1.5](01_the_lights_out_matrix.ipynb#prop-01-symmetry) and {prf:ref}`cor-03-multiples`.


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
published = [k for k in a094425 if k <= n_max + 1]
print(f"A159257: {len(a159257)} terms, disagreements (n, OEIS, ours): {disagree}")
print(f"A094425 up to {n_max + 1}: {published}")
print(f"ours: {ours_primitive}; equal: {published == ours_primitive}")
assert not disagree and published == ours_primitive

# %% [markdown]
# No disagreement: all 130 published nullities and all 18 published primitive sizes up to
# 10,001 are what the gcd formula gives.

# %% [markdown]
# ## Summary
#
# * Chasing leaves only the last row lit; after first-row presses $\mathbf x_1$ it leaves
#   $\mathbf c(\mathbf b) + f_{m+1}(B_n)\,\mathbf x_1$, an affine function
#   ({prf:ref}`prop-03-affine`), where the $f_k$ are the Fibonacci polynomials reduced mod 2
#   ({prf:ref}`def-chasing-polynomials`). So an $m \times n$ board is solved by an
#   $n \times n$ system instead of an $mn \times mn$ one.
# * Every 5 x 5, 3 x 3 and 4 x 4 result of source 001 is right, including its worked column
#   example and its "press 1, 4, 5" (the first row $10011$, one of the four for the last row
#   $11100$; replayed in appendix 12). $f_6(B_5)$ has rank 3 and its system has an explicit
#   solution formula, $f_4(B_3) = B_3^3$ has inverse $B_3$, $f_5(B_4) = O$.
# * Source 001's $m \times n$ statements are sound; their formulas are lost with the images,
#   and its argument yields equal nullities of $f_{n+1}(B_m)$ and $f_{m+1}(B_n)$
#   ({prf:ref}`prop-03-orientations`; their ranks differ). Its Chebyshev remark is exact as
#   $f_k = U_{k-1}(x/2) \bmod 2$ ({prf:ref}`prop-03-chebyshev`).
# * The nullity of the $m \times n$ board is $d(m,n) = \deg\gcd(f_{m+1}(x), f_{n+1}(x+1))$
#   ({prf:ref}`thm-03-nullity`), because quiet patterns are chased first rows
#   ({prf:ref}`lem-03-quiet`) and the path matrix is cyclic with minimal polynomial
#   $f_{n+1}$ ({prf:ref}`lem-03-cyclic`, {prf:ref}`lem-03-kernel`).
# * $\gcd(f_a, f_b) = f_{\gcd(a,b)}$ ({prf:ref}`thm-03-strong-divisibility`). Hence a
#   singular square size makes every $n'$ with $(n+1) \mid (n'+1)$ singular
#   ({prf:ref}`cor-03-multiples`; 5 and 6 generate $n \equiv 4 \bmod 5$ and
#   $n \equiv 5 \bmod 6$), $d(2n+1) = 2d(n) + 2$ or $2d(n)$ according to $n \bmod 3$
#   ({prf:ref}`thm-03-doubling`), the nullities fall on chains $n \to 2n + 1$
#   ({prf:ref}`cor-03-chains`), and $d(n)$ is always even ({prf:ref}`thm-03-even`). The
#   sizes $n = 2^j - 2$ and $n = 2^j$, $5 \le j \le 13$, are all singular, as Goldwasser et
#   al. proved for every $j > 4$ according to OEIS A093614; $j = 4$ is singular too.

# %% [markdown]
# ## Exercises

# %% [markdown]
# ````{exercise} Doubling identities and the boards 2^k - 1 (medium)
# :label: ex-03-1
#
# Show that $f_{2j} = x f_j^2$ and $f_{2j+1} = (f_j + f_{j+1})^2$ over GF(2). Deduce that
# every $(2^k - 1) \times (2^k - 1)$ board is always solvable.
#
# ```{hint}
# :class: dropdown
#
# Use {prf:ref}`lem-03-addition` with $a = b = j$ and with $a = j + 1$, $b = j$, and that
# squaring is additive in characteristic 2. For the boards, what is $f_{2^k}$?
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-03-1
# :class: dropdown
# ```
#
# With $a = b = j$: $f_{2j} = f_j (f_{j+1} + f_{j-1}) = f_j \cdot x f_j$. With $a = j+1$,
# $b = j$: $f_{2j+1} = f_{j+1}^2 + f_j^2 = (f_j + f_{j+1})^2$. Iterating the first from
# $f_1 = 1$ gives $f_{2^k} = x^{2^k - 1}$, so
# $g_{2^k} = \gcd(x^{2^k-1}, (x+1)^{2^k-1}) = 1$ and the nullity is 0 by
# {prf:ref}`thm-03-nullity`. Barua and Ramakrishnan (1996) announce in their abstract the
# number of solutions when one side has the form $2^k - 1$; this square case is one instance
# of it.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
f = [lo.chase_polynomial(k) for k in range(70)]
x = f[2]
assert all(
    f[2 * j] == x * f[j] ** 2 and f[2 * j + 1] == (f[j] + f[j + 1]) ** 2
    for j in range(1, 34)
)
assert all(
    lo.chase_polynomial(2**k) == x ** (2**k - 1) and lo.nullity(2**k - 1, 2**k - 1) == 0
    for k in range(1, 12)
)

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Boards whose first row is free (easy)
# :label: ex-03-2
#
# The boards with $f_{m+1}(B_n) = O$ listed above include 4 x 4, 5 x 3 and 8 x 6. Describe
# them as puzzles: which boards can be solved, and how many solutions does each have?
#
# ```{hint}
# :class: dropdown
#
# What does the chase leave in the last row when the first row changes? What is the nullity?
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-03-2
# :class: dropdown
# ```
#
# The last row left by the chase does not depend on the first row at all. So a board is
# solvable exactly when plain chasing (first row unpressed) clears it, and then every one of
# the $2^n$ first rows, chased, clears it too: the nullity is $n$, the largest possible.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
for m, n in [(4, 4), (5, 3), (8, 6)]:
    assert lo.chase_matrix(m, n) == 0 and lo.nullity(m, n) == n
    b = lo.random_solvable_board(m, n, 1)
    assert not lo.chase(b)[1].any()  # plain chasing already clears a solvable board
    for first in itertools.product((0, 1), repeat=n):
        p = np.zeros((m, n), dtype=np.uint8)
        p[0] = first
        assert not lo.chase(lo.apply_presses(b, p))[1].any()  # every first row works

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Chasing upwards (easy)
# :label: ex-03-3
#
# Chase *upwards* instead of downwards. Which matrix appears, and why does it give the same
# solvability test?
#
# ```{hint}
# :class: dropdown
#
# Chasing upwards is chasing the board turned upside down.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-03-3
# :class: dropdown
# ```
#
# Turning the board upside down does not change the rules, and the upside-down board has
# the same shape, so the matrix is again $f_{m+1}(B_n)$, now mapping the presses in the
# bottom row to the lights left in the top row. A board is solvable iff its upside-down
# version is, so both tests agree.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
rng = np.random.default_rng(7)
M = lo.chase_matrix(6, 5)
for _ in range(50):
    b = rng.integers(0, 2, size=(6, 5)).astype(np.uint8)
    up = vector(GF(2), lo.chase(b[::-1])[1].tolist())  # top row left by chasing up
    down = vector(GF(2), lo.chase(b)[1].tolist())
    assert (up in M.column_space()) == (down in M.column_space())

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} The boards behind "press 1, 4, 5" (medium)
# :label: ex-03-4
#
# How many 5 x 5 boards leave the last row $11100$ after chasing, and which first rows
# clear them? Find source 001's "press 1, 4, 5" among them.
#
# ```{hint}
# :class: dropdown
#
# The map from boards to the last row left by chasing is linear and onto (a board lit only
# in its last row is its own last row). Then use the two conditions and the formula of
# source 001.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-03-4
# :class: dropdown
# ```
#
# A linear map from $\mathrm{GF}(2)^{25}$ onto $\mathrm{GF}(2)^5$ has fibres of size
# $2^{20}$, so $2^{20} = 1\,048\,576$ boards leave $11100$. It meets both conditions
# ($1+1+0 = 0$, $1+1+0 = 0$), and the formula gives
# $(0,1,0,0,0) + t_1(0,1,1,1,0) + t_2(1,0,1,0,1)$: the first rows $01000$, $00110$,
# $11101$ and $10011$, the last being "press 1, 4, 5".

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
M = lo.chase_matrix(5, 5)
rows = {
    "".join(map(str, v))
    for v in itertools.product((0, 1), repeat=5)
    if "".join(str(int(t)) for t in M * vector(GF(2), v)) == "11100"
}
assert rows == {"01000", "00110", "11101", "10011"}
b = np.zeros((5, 5), dtype=np.uint8)
b[4] = [1, 1, 1, 0, 0]  # one of the 2^20 boards: lit only in the last row
for r in rows:
    p = np.zeros((5, 5), dtype=np.uint8)
    p[0] = [int(t) for t in r]
    presses, left = lo.chase(lo.apply_presses(b, p))
    assert not left.any() and not lo.apply_presses(b, (p + presses) % 2).any()

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Singular without a gcd (medium)
# :label: ex-03-5
#
# Without computing any gcd, show that the 29 x 29 and 59 x 59 boards are singular, and
# predict $d(59)$ from $d(29)$.
#
# ```{hint}
# :class: dropdown
#
# $29 + 1 = 30$ is a multiple of $4 + 1$ and of $5 + 1$. And $59 = 2 \cdot 29 + 1$.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-03-5
# :class: dropdown
# ```
#
# Since $5 \mid 30$ and $d(4) = 4$, {prf:ref}`cor-03-multiples` gives $d(29) \ge 4 > 0$;
# and $59 + 1 = 60$ is a multiple of 30, so $d(59) \ge d(29) > 0$. As $29 \equiv 2 \pmod 3$,
# {prf:ref}`thm-03-doubling` gives $d(59) = 2d(29) + 2$.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
d29, d59 = lo.nullity(29, 29), lo.nullity(59, 59)
assert d29 >= lo.nullity(4, 4) > 0 and d59 == 2 * d29 + 2
print(d29, d59)


# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Implement it yourself: chasing on packed integers (medium)
# :label: ex-03-6
#
# Store each row of a board as one Python integer (bit $j$ = column $j$) and write
# `chase_packed(rows, n)` that returns the press rows and the last row left lit, with only
# XOR, shifts and a mask: no numpy, no loops over columns. Check it against `lo.chase` on
# 200 random boards of random shapes.
#
# ```{hint}
# :class: dropdown
#
# The presses obey $\mathbf x_{k+1} = \mathbf b_k + \mathbf x_{k-1} + B_n \mathbf x_k$
# (row $k$ of the board plus the effect of the presses in rows $k-1$ and $k$), and on a
# packed row $B_n \mathbf p$ is `p ^ (p << 1) ^ (p >> 1)`, masked to $n$ bits.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-03-6
# :class: dropdown
# ```
#
# Row $k$ must end dark, so the presses below it are what is still lit there: its own light,
# toggled by the presses above ($\mathbf x_{k-1}$) and in the row ($B_n \mathbf x_k$). The
# last row's lights are the same expression for a row $m + 1$.


# %% jupyter={"outputs_hidden": true, "source_hidden": true}
def chase_packed(rows, n):
    mask, prev, cur, presses = (1 << n) - 1, 0, 0, [0]
    for row in rows[:-1]:
        prev, cur = cur, (row ^ prev ^ cur ^ (cur << 1) ^ (cur >> 1)) & mask
        presses.append(cur)
    return presses, (rows[-1] ^ prev ^ cur ^ (cur << 1) ^ (cur >> 1)) & mask


def pack(board):
    return [sum(int(v) << j for j, v in enumerate(row)) for row in board]


rng = np.random.default_rng(3)
for _ in range(200):
    m, n = (int(v) for v in rng.integers(1, 12, size=2))
    b = rng.integers(0, 2, size=(m, n)).astype(np.uint8)
    presses, last = lo.chase(b)
    assert chase_packed(pack(b), n) == (pack(presses), pack([last])[0])
print("chase_packed agrees with lo.chase on 200 random boards")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Nullity of a single row, from the theorem (easy)
# :label: ex-03-7
#
# Use {prf:ref}`thm-03-nullity` to prove again that the $1 \times n$ board is singular
# exactly when $n \equiv 2 \pmod 3$ (chapter 01 proved it by chasing along the row).
#
# ```{hint}
# :class: dropdown
#
# With $m = 1$ the first polynomial is $f_2(x) = x$. When does $x$ divide $f_{n+1}(x+1)$,
# that is, when is $f_{n+1}(1) = 0$?
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-03-7
# :class: dropdown
# ```
#
# $d(1, n) = \deg\gcd(x, f_{n+1}(x+1))$ is 1 if $x \mid f_{n+1}(x+1)$ and 0 otherwise, and
# $x \mid f_{n+1}(x+1)$ exactly when $f_{n+1}(1) = 0$. At $x = 1$ the recurrence is the
# Fibonacci recurrence mod 2, $0, 1, 1, 0, 1, 1, \dots$, which is 0 exactly at indices
# divisible by 3: so $d(1, n) = 1$ exactly when $3 \mid n + 1$.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
R2 = PolynomialRing(GF(2), "y")
y = R2.gen()
for n in range(1, 40):
    fn1 = R2(lo.chase_polynomial(n + 1))
    assert gcd(y, fn1(y + 1)).degree() == (1 if n % 3 == 2 else 0) == lo.nullity(1, n)

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Research: which n + 1 are primitive? (challenge)
# :label: ex-03-8
#
# A singular size $n$ is primitive when $n + 1$ is not a multiple of $n' + 1$ for a smaller
# singular $n'$; by {prf:ref}`cor-03-multiples` the primitive sizes generate all the
# singular ones. No rule is known that says which $n + 1$ are primitive. Recompute them for
# $n \le 20{,}000$ with `lo.nullity`. (a) Prove with {prf:ref}`thm-03-doubling` that 6 is
# the only even primitive $n + 1$. (b) For each odd primitive $k = n + 1$, find the least
# $j$ with $k \mid 2^j - 1$ or $k \mid 2^j + 1$, compare it with $\log_2 k$, and ask how
# many other odd $k$ share that property and how many of them are singular. What would you
# conjecture?
#
# ```{hint}
# :class: dropdown
#
# (a) Write an even $n + 1$ as $2m$; then $n = 2(m - 1) + 1$. (b) The least $j$ is found by
# doubling $r \mapsto 2r \bmod k$ until $r$ is $1$ or $k - 1$; stop early, the interesting
# values are small.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-03-8
# :class: dropdown
# ```
#
# (a) Let $n + 1 = 2m$ be singular, $m \ge 2$. By {prf:ref}`thm-03-doubling`,
# $d(n) = d(2(m-1) + 1)$ is $2d(m - 1) + 2$ if $m \equiv 0 \pmod 3$ and $2d(m - 1)$
# otherwise. So either $d(m - 1) > 0$, and $n + 1 = 2m$ is a multiple of $(m - 1) + 1$ for
# the smaller singular size $m - 1$, or $3 \mid m$, and $n + 1$ is a multiple of 6, the
# $n + 1$ of the singular size 5. In both cases $n$ is not primitive, unless $n + 1 = 6$.
# So every primitive $n + 1$ other than 6 is odd: none is $\equiv 2$ or $4 \pmod 6$.
#
# (b) The computation below finds 18 primitive $n + 1$ up to 20,001, the largest 8191
# (chapter 09 extends the table to 25,001 and finds no other). Every odd one divides a
# number $2^j \pm 1$ at most 16 times as large: eleven of them are of the form $2^j \pm 1$,
# three are $(2^j + 1)/3$, and the others $(2^j + 1)/q$ for $q = 5, 9, 11$. Such $k$ are
# rare: 54 of the 10,000 odd $k \le 20{,}001$. But 44 of those 54 are singular, against
# about a third of all odd $k$, and the ten regular ones are all at most 273. This
# suggests a conjecture to test further: every odd $k > 273$ that divides some
# $2^j \pm 1 \le 16k$ is singular (for $k = 2^j \pm 1$, $j \ge 9$, this is the claim of
# Goldwasser et al. quoted above). It cannot be the whole story, as it says nothing about
# which of them are primitive. A heuristic reason to look at $j$: the roots of $f_k$ over GF(2)
# are the elements $\zeta + \zeta^{-1}$ for the $k$-th roots of unity $\zeta \ne 1$, and
# for $\zeta$ of order exactly $k$ such an element lies in the field with $2^j$ elements,
# $j$ the least as above; a common root of $f_k(x)$ and $f_k(x + 1)$ is a coincidence inside
# that field, likelier when the field is small. A rule that predicts the primitive sizes is
# open (see the open problems of [chapter 10](10_published_tables.ipynb)).

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
top_n = 20_000
d_to = [0] + [lo.nullity(n, n) for n in range(1, top_n + 1)]
prim_k = []  # the primitive values k = n + 1
for n in range(1, top_n + 1):
    if d_to[n] and not any((n + 1) % k == 0 for k in prim_k):
        prim_k.append(n + 1)
assert len(prim_k) == 18 and max(prim_k) == 8191
assert [k for k in prim_k if k % 2 == 0] == [6]
print(f"{len(prim_k)} primitive n + 1 <= {top_n + 1}: {prim_k}")
print("residues mod 6:", sorted({k % 6 for k in prim_k}))


def least_j(k, limit):
    """The least j <= limit with k | 2^j - 1 or k | 2^j + 1 (k odd), or None."""
    r = 1
    for j in range(1, limit + 1):
        r = 2 * r % k
        if r in (1, k - 1):
            return j
    return None


def small_j(k):
    """Whether k divides some 2^j - 1 or 2^j + 1 that is at most 16 k."""
    j = least_j(k, (16 * k).bit_length())
    return j is not None and 2**j <= 16 * k


print("    k  least j  log2 k  2^j +- 1 = q k  factors of k")
for k in [k for k in prim_k if k % 2]:
    j = least_j(k, 64)
    sign = "+" if pow(2, j, k) == k - 1 else "-"
    q = (2**j + (1 if sign == "+" else -1)) // k
    assert small_j(k)
    row = f"{k:5d}  {j:7d}  {math.log2(k):6.2f}  2^{j:<2d} {sign} 1 = {q:3d} k"
    print(f"{row}  {ZZ(k).factor()}")
small = [k for k in range(3, top_n + 2, 2) if small_j(k)]
singular_small = [k for k in small if d_to[k - 1] > 0]
odd_k = range(3, top_n + 2, 2)
odd_singular = sum(1 for k in odd_k if d_to[k - 1] > 0)
print(
    f"odd k <= {top_n + 1} dividing some 2^j +- 1 <= 16k: {len(small)}; "
    f"singular: {len(singular_small)}; primitive: "
    f"{sum(k in prim_k for k in small)}"
)
print("  the regular ones:", [k for k in small if d_to[k - 1] == 0])
print(f"all odd k <= {top_n + 1}: {len(odd_k)}, of which {odd_singular} singular")
assert (len(small), len(singular_small)) == (54, 44)
assert max(k for k in small if d_to[k - 1] == 0) == 273
assert all(k in small for k in prim_k if k % 2)

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ## References
#
# * Source 001: "5x5ライツアウトを5x5行列で解く" ("Solving 5x5 Lights Out with a 5x5 matrix"),
#   a Japanese blog article (no public address was found; search for its Japanese title;
#   the text is not redistributed): light chasing, the recurrence, the 5 x 5, 3 x 3
#   and 4 x 4 results, the $m \times n$ remarks and the Chebyshev remark. Its $A$ is this
#   book's path block $B$.
# * K. Sutner, "Linear cellular automata and the Garden-of-Eden", *The Mathematical
#   Intelligencer* 11 (1989) 49-53,
#   [doi:10.1007/BF03023823](https://doi.org/10.1007/BF03023823): the σ- and σ+-games;
#   the all-ones board is always solvable; Lights Out as a linear cellular automaton.
# * R. Barua and S. Ramakrishnan, "σ-game, σ+-game and two-dimensional additive cellular
#   automata", *Theoretical Computer Science* 154 (1996), abstract at the
#   [University of Miami's research portal](https://miami.pure.elsevier.com/en/publications/mathematical-games-%CF%83-game-%CF%83supsup-game-and-two-dimensional-additi):
#   the σ+-game on the $m \times n$ grid through the divisibility of a family of
#   polynomials; the number of solutions; when the solution is unique; sizes $2^k - 1$; tori.
#   We read the abstract only, and did not find the page numbers.
# * K. Sutner, "σ-automata and Chebyshev-polynomials", *Theoretical Computer Science* 230
#   (2000) 49-73,
#   [doi:10.1016/S0304-3975(97)00242-9](https://doi.org/10.1016/S0304-3975(97)00242-9):
#   reversibility on grids in terms of binary Chebyshev polynomials, and their divisibility
#   properties. We read the abstract and the first page of a preprint only.
# * J. Goldwasser, W. Klostermeyer and H. Ware, "Fibonacci polynomials and parity
#   domination in grid graphs", *Graphs and Combinatorics* 18 (2002) 271-283,
#   [doi:10.1007/s003730200020](https://doi.org/10.1007/s003730200020): the Fibonacci
#   polynomials over GF(2) and parity domination (boards that are always solvable), going by
#   the title; probably the "Goldwasser et al." of OEIS A093614 (singular sizes
#   $n + 1 = 2^j \pm 1$, $j > 4$). We found only the bibliographic data. Surveyed in
#   W. F. Klostermeyer, "Lights Out!: A Survey of Parity Domination in Grid Graphs" (no
#   journal, proceedings or stable address found; cited by title only).
# * M. Hunziker, A. Machiavelo and J. Park, "Chebyshev polynomials over finite fields and
#   reversibility of σ-automata on square grids", *Theoretical Computer Science* 320 (2004)
#   465-483, [doi:10.1016/j.tcs.2004.03.031](https://doi.org/10.1016/j.tcs.2004.03.031): the
#   same polynomials over finite fields (going by the title). We found only the bibliographic
#   data, in OEIS A093614 and A094425, and what Boyles et al. say of it (below).
# * P. Sarkar, "σ-automata on square grids", *Complex Systems* 10(2),
#   [abstract](https://complex-systems.com/abstracts/v10_i02_a02): σ-automata on square grids
#   through a sequence of polynomials and their roots. We read the abstract only, in a copy
#   whose formulas were lost.
# * W. Boyles et al., "Resolution to Sutner's Conjecture" (2022),
#   [arXiv:2202.09878](https://arxiv.org/abs/2202.09878): the doubling law
#   ({prf:ref}`thm-03-doubling`) as Sutner's conjecture, proved. We read the abstract only;
#   the index we found names the authors as "William Boyles, et al.".
# * OEIS [A159257](https://oeis.org/A159257) (nullity of the $n \times n$ board, with Zhao Hui
#   Du's gcd formula),
#   [A094425](https://oeis.org/A094425) (primitive $k$ with $\gcd(f_k(x), f_k(x+1)) \ne 1$),
#   [A093614](https://oeis.org/A093614) (all such $k$), [A075462](https://oeis.org/A075462)
#   (solutions of the all-ones $n \times n$ board, $2^{d(n)}$).

# %% [markdown]
# **Next:** [04 Large boards](04_large_boards.ipynb), where the chase matrix and the
# polynomials solve boards with hundreds of millions of cells.
