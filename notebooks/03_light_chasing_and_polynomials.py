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
# Chasing the lights down a board, row by row, leaves lights only in the last row, and what
# is left there depends linearly on the presses in the first row. This notebook follows
# source 001 ("Solving 5x5 Lights Out with a 5x5 matrix"), which turns that observation into
# an $n \times n$ matrix $f_{m+1}(A_n)$ instead of the $mn \times mn$ matrix of notebook 01:
# we derive the recurrence and the polynomials $f_k$, reproduce every 5 x 5, 3 x 3 and 4 x 4
# result the source states, check its claims about $m \times n$ boards and its remark on
# Chebyshev polynomials, and prove and test the nullity theorem
# $\dim\ker = \deg\gcd(f_{m+1}(x), f_{n+1}(x+1))$. Notebook 04 puts the same ideas to work on
# large boards.
#
# **Uses:** [01, the Lights Out matrix](01_the_lights_out_matrix.ipynb) (the rules and $A$) and
# [02, solving over GF(2)](02_solving_over_gf2.ipynb) (solvability, quiet patterns, counts).
# New helpers: `chase`, `chase_polynomial`, `chase_matrix`, `nullity`.

# %%
try:  # SageMath: conda-forge's `sage` or the modular passagemath wheels
    from sage.all import *
except ImportError:
    from sage.all__sagemath_modules import *

import csv
import itertools
import time

import matplotlib.pyplot as plt
import numpy as np

import lightsout_helpers as lo

F2 = GF(2)
R = PolynomialRing(F2, "x")
x = R.gen()


def tridiagonal(n):
    """A_n: the n x n matrix over GF(2) with ones on the diagonal and next to it."""
    return matrix(F2, n, n, lambda i, j: 1 if abs(i - j) <= 1 else 0)


def full_solvable(board):
    """Solvability by the full (mn) x (mn) system of notebook 01 (the reference route)."""
    m, n = board.shape
    A = matrix(F2, lo.press_matrix(m, n).astype(np.int8))
    try:
        A.solve_right(vector(F2, board.ravel().tolist()))
        return True
    except ValueError:
        return False


def bits(v):
    """A 0/1 row of a Sage vector or matrix as a string."""
    return "".join(str(int(t)) for t in v)


# %% [markdown]
# ## Chasing the lights down
#
# Take any board. Every light in the top row can be switched off by pressing the button
# directly below it, and those presses do not touch the top row again. Do the same for the
# second row using the third, and so on: after $m - 1$ steps only the bottom row can still
# hold lights. Source 001 calls this 下寄せ ("pushing down"). `chase(board)` returns the presses
# it made and the bottom row it leaves.
#
# Source 001's example board is only shown as an image, so we use a seeded board of the same
# kind, the first of `random_solvable_board(5, 5, seed)` whose top row has three lights.

# %%
seed = next(s for s in itertools.count() if lo.random_solvable_board(5, 5, s)[0].sum() == 3)
board = lo.random_solvable_board(5, 5, seed)
print(f"seed {seed}:\n" + lo.format_board(board))

states, step_presses = [board], []
state = board.copy()
for r in range(4):  # clear row r by pressing under its lights, in row r + 1
    p = np.zeros_like(board)
    p[r + 1] = state[r]
    state = lo.apply_presses(state, p)
    assert not state[: r + 1].any()
    states.append(state)
    step_presses.append(p)
presses, last_row = lo.chase(board)
assert np.array_equal(presses, sum(step_presses) % 2)
assert np.array_equal(states[-1][-1], last_row) and not states[-1][:-1].any()
print("left in the last row:", bits(last_row))

# %%
fig, axes = plt.subplots(1, 5, figsize=(12, 3.2))
lo.plot_board(board, ax=axes[0], title="the board")
for r in range(4):
    lo.plot_board(states[r + 1], presses=step_presses[r], ax=axes[r + 1], title=f"row {r + 1} cleared")
lo.savefig(fig, "03-chasing-steps")
plt.show()

# %% [markdown]
# *Figure 03-chasing-steps.* Chasing a 5 x 5 board down. In each step the buttons below the
# lights of one row are pressed (red rings); that row goes dark and the lights move one row
# down. At the end only the bottom row is lit.

# %% [markdown]
# **Row orientation and column orientation.** Source 001 turns the procedure by 90 degrees
# and chases from the left column to the right one (右寄せ), because it wants to treat a column
# as a column vector. Transposing the board turns one into the other: the source's chase of
# board $B$ is our chase of $B^{\mathsf T}$, its first *column* of presses $\mathbf x_1$ (top to
# bottom) is our first *row* (left to right), and its last column $\mathbf c = (c_1, \dots,
# c_5)^{\mathsf T}$ is our last row. For an $m \times n$ board (m rows, n columns) the source
# therefore gets the $m \times m$ matrix $f_{n+1}(A_m)$ and we get the $n \times n$ matrix
# $f_{m+1}(A_n)$; both describe the same board. We check the link on random rectangular boards.

# %%
rng = np.random.default_rng(3)
for _ in range(200):
    m, n = rng.integers(1, 8, size=2)
    b = rng.integers(0, 2, size=(m, n)).astype(np.uint8)
    # the source's right-chase of b = our down-chase of b transposed
    p_cols, last_col = lo.chase(b.T)
    after = lo.apply_presses(b, p_cols.T)
    assert not after[:, :-1].any() and np.array_equal(after[:, -1], last_col)
print("chasing to the right = chasing the transposed board down, on 200 random boards")

# %% [markdown]
# ## The last row is a linear function of the first
#
# Source 001 rephrases the rest of the puzzle. Since pressing twice cancels, presses $P$ that
# clear a board whose only lights are a bottom row $\mathbf c$ also *create* $\mathbf c$ from the
# dark board. And once the first row of presses is fixed, the chase fixes every other press.
# So: **which first rows $\mathbf x_1$, chased down the dark board, leave exactly $\mathbf c$ in
# the last row?** Pressing those, and chasing the original board again, switches it off.
#
# Chasing the dark board with first row $\mathbf x_1$: let $\mathbf x_k$ be the presses in row $k$
# and $\mathbf x_0 = \mathbf 0$ (an imaginary row above the board). Row $k$ sees its own presses
# through $A_n$ (each press toggles itself and its left and right neighbours) and the presses of
# rows $k-1$ and $k+1$ straight above and below. Clearing row $k$ forces
#
# $$ \mathbf x_{k+1} = A_n \mathbf x_k + \mathbf x_{k-1} \qquad \text{over } \mathrm{GF}(2), $$
#
# and the light left in the last row $m$ is what row $m+1$ would have to press, $\mathbf
# x_{m+1}$. By induction $\mathbf x_k = f_k(A_n)\,\mathbf x_1$ with polynomials
#
# $$ f_0 = 0, \quad f_1 = 1, \quad f_{k+1}(x) = x f_k(x) + f_{k-1}(x) \quad\text{in } \mathrm{GF}(2)[x]. $$
#
# The source lists them up to $\mathbf x_6 = (A^5 + A)\mathbf x_1$:

# %%
f = [R(0), R(1)]
for k in range(1, 40):
    f.append(x * f[k] + f[k - 1])
for k in range(1, 8):
    print(f"f_{k} = {f[k]}")
# as listed in source 001 (x_2 ... x_6 for the 5 x 5 board)
assert [f[k] for k in range(2, 7)] == [x, x**2 + 1, x**3, x**4 + x**2 + 1, x**5 + x]
assert all(lo.chase_polynomial(k) == f[k] for k in range(40))
print("f_2..f_6 are those of source 001; chase_polynomial agrees with the recurrence for k < 40")

# %% [markdown]
# We check $\mathbf x_k = f_k(A_n)\,\mathbf x_1$ for every row $k$, and that the last row is
# $f_{m+1}(A_n)\,\mathbf x_1$, for every first row of several board shapes; and that a board
# $b$ is solvable exactly when $f_{m+1}(A_n)\,\mathbf x_1 = \mathbf c$ has a solution, with
# $\mathbf c$ the last row `chase(b)` leaves (against the full system of notebook 01).

# %%
for m, n in [(5, 5), (3, 3), (4, 4), (6, 4), (2, 7), (7, 3)]:
    A = tridiagonal(n)
    for first in itertools.product((0, 1), repeat=n):
        start = np.zeros((m, n), dtype=np.uint8)
        start[0] = first
        chased, last = lo.chase(lo.apply_presses(np.zeros((m, n), dtype=np.uint8), start))
        chased[0] = first
        x1 = vector(F2, first)
        for k in range(1, m + 1):
            assert bits(f[k](A) * x1) == bits(chased[k - 1])
        assert bits(f[m + 1](A) * x1) == bits(last)
checked = 0
for m, n in [(5, 5), (4, 4), (6, 4), (5, 9)]:
    M = f[m + 1](tridiagonal(n))
    for _ in range(150):
        b = rng.integers(0, 2, size=(m, n)).astype(np.uint8)
        c = vector(F2, lo.chase(b)[1].tolist())
        small = c in M.column_space()
        assert small == full_solvable(b)
        checked += 1
print(f"x_k = f_k(A_n) x_1 on every first row; small system vs full system agree on {checked} boards")

# %% [markdown]
# ## The 5 x 5 board
#
# Here $A = A_5$, and source 001 computes its powers and notes, with some delight, that
# $A^4 = A^5$. We type its matrices in and compare.

# %%
A = tridiagonal(5)


def typed(*rows):
    """A matrix over GF(2) typed row by row from source 001."""
    return matrix(F2, [[int(ch) for ch in row] for row in rows])


source_A2 = typed("00100", "01010", "10101", "01010", "00100")
source_A3 = typed("01110", "11011", "10101", "11011", "01110")
source_A4 = typed("10101", "00000", "10101", "00000", "10101")
source_x6 = typed("01101", "11100", "11011", "00111", "10110")
for name, mat in [("A^2", A**2), ("A^3", A**3), ("A^4", A**4), ("A^5", A**5)]:
    print(name, [bits(row) for row in mat.rows()])
assert A**2 == source_A2 and A**3 == source_A3 and A**4 == source_A4 == A**5
M5 = A**5 + A
print("A^5 + A =", [bits(row) for row in M5.rows()])
assert M5 == f[6](A) == source_x6 == lo.chase_matrix(5, 5)
print("A^2, A^3, A^4 = A^5 and A^5 + A are the matrices printed in source 001; rank", M5.rank())
assert M5.rank() == 3

# %% [markdown]
# The matrix $A^5 + A$ of $\mathbf x_6 = (A^5 + A)\mathbf x_1$ is singular (rank 3), so the source row-reduces the augmented matrix
# $[A^5 + A \mid \mathbf c]$. Reducing $[A^5 + A \mid I]$ instead tracks which combination of
# $c_1, \dots, c_5$ each row carries. The left part of the reduced form is unique; the right
# part is not (the source says so), because multiples of the zero rows can be added. We check
# the source's reduced form: each of its rows, read as a combination of the rows of
# $A^5 + A$, must give its left part, and its two zero rows must span the same conditions as
# ours.

# %%
E = M5.augment(identity_matrix(F2, 5)).echelon_form()
left, right = E[:, :5], E[:, 5:]
print(E)
# source 001's reduced form: left rows and the c-combination on the right of each row
source_left = typed("10001", "01010", "00111", "00000", "00000")
source_right = typed("11000", "11100", "01100", "01110", "10101")  # c1+c2, c1+c2+c3, c2+c3, c2+c3+c4, c1+c3+c5
assert left == source_left
assert source_right * M5 == source_left  # each combination of rows really gives that row
assert source_right.rank() == 5  # and the row operations are invertible
conditions = source_right[3:, :]
assert conditions.row_space() == right[3:, :].row_space()
assert conditions * M5 == 0
print("source 001's reduced form is a valid reduction; its conditions c2+c3+c4 = 0 and "
      "c1+c3+c5 = 0 span the left kernel of A^5 + A")

# %% [markdown]
# So $\mathbf c$ is reachable exactly when $c_2 + c_3 + c_4 = 0$ and $c_1 + c_3 + c_5 = 0$, and
# the source's solutions are
#
# $$ \mathbf x_1 = (c_1 + c_2,\ c_1 + c_2 + c_3,\ c_2 + c_3,\ 0,\ 0)^{\mathsf T}
#    + t_1 (0,1,1,1,0)^{\mathsf T} + t_2 (1,0,1,0,1)^{\mathsf T}, \qquad t_1, t_2 \in \{0, 1\}. $$
#
# We check all 32 vectors $\mathbf c$ against all 32 first rows by brute force: exactly the 8
# vectors meeting both conditions are reachable, each from exactly the four first rows of the
# formula.

# %%
first_rows = [vector(F2, v) for v in itertools.product((0, 1), repeat=5)]
reach = {}
for v in first_rows:
    reach.setdefault(bits(M5 * v), []).append(bits(v))
kernel_basis = [vector(F2, [0, 1, 1, 1, 0]), vector(F2, [1, 0, 1, 0, 1])]
assert all(M5 * k == 0 for k in kernel_basis) and M5.right_kernel().dimension() == 2
for cv in itertools.product((0, 1), repeat=5):
    c1, c2, c3, c4, c5 = cv
    ok = (c2 + c3 + c4) % 2 == 0 and (c1 + c3 + c5) % 2 == 0
    assert (bits(cv) in reach) == ok
    if ok:
        particular = vector(F2, [c1 + c2, c1 + c2 + c3, c2 + c3, 0, 0])
        formula = {bits(particular + t1 * kernel_basis[0] + t2 * kernel_basis[1])
                   for t1 in (0, 1) for t2 in (0, 1)}
        assert formula == set(reach[bits(cv)]) and len(formula) == 4
print(f"{len(reach)} of 32 last rows are reachable, each from 4 first rows, as source 001 says")

# %% [markdown]
# The source's procedure then reads: chase down, look at the last row, press the first row
# given by the formula (any of the four), chase again. We run it on our board. Each
# solution of the board is determined by its first row, so the board has exactly four
# solutions; and since solvability is two independent parity conditions, $2^{25}/4 = 2^{23}$
# of the $2^{25}$ boards are solvable (notebook 02 found the same by brute force; here we
# compare with the rank of the full $25 \times 25$ matrix).

# %%
c1, c2, c3, c4, c5 = (int(t) for t in last_row)
assert (c2 + c3 + c4) % 2 == 0 and (c1 + c3 + c5) % 2 == 0
particular = vector(F2, [c1 + c2, c1 + c2 + c3, c2 + c3, 0, 0])
board_solutions = []
for t1, t2 in itertools.product((0, 1), repeat=2):
    x1 = particular + t1 * kernel_basis[0] + t2 * kernel_basis[1]
    first = np.zeros((5, 5), dtype=np.uint8)
    first[0] = [int(t) for t in x1]
    rest, left_over = lo.chase(lo.apply_presses(board, first))
    assert not left_over.any()
    solution = (first + rest) % 2
    assert not lo.apply_presses(board, solution).any()
    board_solutions.append(solution)
assert len({s.tobytes() for s in board_solutions}) == 4
print("first rows:", [bits(s[0]) for s in board_solutions], "- each, chased, switches the board off")
print("presses per solution:", [int(s.sum()) for s in board_solutions])
assert matrix(F2, lo.press_matrix(5, 5).astype(np.int8)).rank() == 23  # 2^23 solvable boards, 4 solutions each

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
print("A^3 =", [bits(row) for row in M3.rows()], "  inverse =", [bits(row) for row in (~M3).rows()])
assert M3 == typed("011", "111", "110") == lo.chase_matrix(3, 3) and M3.is_invertible()
assert ~M3 == typed("110", "111", "011") == A3 and A3**4 == identity_matrix(F2, 3)
for cv in itertools.product((0, 1), repeat=3):
    c1, c2, c3 = cv
    assert ~M3 * vector(F2, cv) == vector(F2, [c1 + c2, c1 + c2 + c3, c2 + c3])
assert lo.nullity(3, 3) == 0
print("A^3 and (A^3)^-1 as in source 001; the formula for x_1 holds for all 8 last rows;"
      " every 3 x 3 board has exactly one solution")

# %% [markdown]
# ## The 4 x 4 board
#
# With four columns the last row is $\mathbf x_5 = (A_4^4 + A_4^2 + I)\,\mathbf x_1$, and the
# source finds that this matrix is zero. So the first row has no influence on the last row at
# all: a 4 x 4 board is solvable exactly when chasing leaves the last row dark, and then all
# $2^4 = 16$ first rows work. We confirm it on all $2^{16}$ boards against the full system.

# %%
A4 = tridiagonal(4)
assert A4**4 + A4**2 + identity_matrix(F2, 4) == 0 == lo.chase_matrix(4, 4)
# boards as 16-bit integers, bit 4r + c = cell (r, c). Brute force: the solvable boards are
# the XOR-combinations of the 16 columns of the full matrix, tabulated by doubling.
columns = [int(sum(1 << i for i in np.flatnonzero(col))) for col in lo.press_matrix(4, 4).T]
reached = np.zeros(1, dtype=np.uint32)
for col in columns:
    reached = np.concatenate([reached, reached ^ np.uint32(col)])
solvable = np.zeros(2**16, dtype=bool)
solvable[reached] = True
# the chase of all 2^16 boards at once, rows as 4-bit numbers (A_4 p = p ^ p<<1 ^ p>>1)
every = np.arange(2**16, dtype=np.uint32)
rows4 = [(every >> np.uint32(4 * r)) & np.uint32(15) for r in range(4)]
prev, cur = np.zeros_like(every), np.zeros_like(every)
for r in range(4):
    nxt = rows4[r] ^ prev ^ cur ^ ((cur << np.uint32(1)) & np.uint32(15)) ^ (cur >> np.uint32(1))
    prev, cur = cur, nxt
left_lit = cur  # after the loop: the light left in row 4 (what a fifth row would press)
for v in np.random.default_rng(4).choice(2**16, 300, replace=False):  # same as lo.chase
    b = ((int(v) >> np.arange(16)) & 1).astype(np.uint8).reshape(4, 4)
    assert int(sum(int(t) << c for c, t in enumerate(lo.chase(b)[1]))) == int(left_lit[v])
assert np.array_equal(solvable, left_lit == 0)
print(f"f_5(A_4) = O; on all {2**16} boards: solvable <=> the chase leaves the last row dark"
      f" ({int(solvable.sum())} of them); nullity {lo.nullity(4, 4)}, so 2^4 = 16 solutions each")
assert lo.nullity(4, 4) == 4

# %% [markdown]
# ## General $m \times n$ boards
#
# Source 001 states, for the $m \times n$ board with its matrix $F = f_{n+1}(A_m)$ (column
# orientation):
#
# 1. every board is solvable exactly when $F$ is invertible;
# 2. when $F = O$ (as for 4 x 4), a board is solvable exactly when the chase leaves nothing lit;
# 3. every solvable board has the same number $2^{\dim\ker F}$ of solutions (a solution is fixed by
#    its first row, and the first rows form a coset of $\ker F$), and $2^{mn - \dim \ker F}$ boards
#    are solvable;
# 4. $m \times n$ and $n \times m$ are "the same puzzle", so both have the same number of solvable
#    boards.
#
# The displayed formulas of points 3 and 4 are images missing from the text we have. The
# correct form of point 4 is about the *nullity*: $\dim\ker f_{n+1}(A_m) = \dim\ker
# f_{m+1}(A_n)$. The *ranks* of the two matrices differ by $|m - n|$, as the 2 x 3 board shows
# ($f_4(A_2) = O$ has rank 0, $f_3(A_3)$ has rank 1, both have nullity 2). We check points 3
# and 4 for all $m, n \le 12$ against the full $mn \times mn$ matrix, and list where point 2
# applies ($F = O$) for $m, n \le 30$.

# %%
for m in range(1, 13):
    for n in range(1, 13):
        full_nullity = m * n - matrix(F2, lo.press_matrix(m, n).astype(np.int8)).rank()
        ours, sources = lo.chase_matrix(m, n), f[n + 1](tridiagonal(m))  # f_{m+1}(A_n), f_{n+1}(A_m)
        assert n - ours.rank() == m - sources.rank() == full_nullity
print("m, n <= 12: nullity of f_{m+1}(A_n) = nullity of f_{n+1}(A_m) = nullity of the full matrix")
print("2 x 3: ranks", lo.chase_matrix(2, 3).rank(), "and", lo.chase_matrix(3, 2).rank(),
      "; nullities", 3 - lo.chase_matrix(2, 3).rank(), "and", 2 - lo.chase_matrix(3, 2).rank())
zero_F = [(m, n) for m in range(1, 31) for n in range(1, 31) if lo.chase_matrix(m, n) == 0]
print("f_{m+1}(A_n) = O (boards like 4 x 4) for m, n <= 30 at (m, n) =", zero_F)
assert all(lo.nullity(m, n) == n for m, n in zero_F)

# %% [markdown]
# ## Chebyshev polynomials
#
# Source 001 ends by noting that $f_{k+2} = x f_{k+1} + f_k$ looks like the recurrence of the
# Chebyshev polynomials. It is more than a likeness: the Chebyshev polynomials of the second
# kind obey $U_{k+1}(y) = 2y\,U_k(y) - U_{k-1}(y)$ with $U_0 = 1$, $U_1 = 2y$, so $g_k(x) =
# U_{k-1}(x/2)$ obeys $g_{k+1} = x g_k - g_{k-1}$ with $g_0 = 0$, $g_1 = 1$; it has integer
# coefficients, and modulo 2 the minus sign is a plus. Hence
#
# $$ f_k(x) = U_{k-1}(x/2) \bmod 2. $$
#
# The scaling $x/2$ and the reduction mod 2 are both needed (over $\mathbb Z$ the plus sign gives
# the Fibonacci polynomials instead). We check it with Sage's `chebyshev_U` for $k \le 30$.

# %%
S = PolynomialRing(QQ, "y")
y = S.gen()
for k in range(1, 31):
    u = S(chebyshev_U(k - 1, y / 2))
    assert all(coef in ZZ for coef in u.coefficients())
    assert R([ZZ(coef) % 2 for coef in u.list()]) == f[k]
print("U_4(x/2) =", chebyshev_U(4, y / 2), " ->  f_5 =", f[5])
print("f_k = U_{k-1}(x/2) mod 2 for k = 1..30")

# %% [markdown]
# ## The nullity theorem
#
# Source 001 stops at "what kind of matrix is $f_{n+1}(A_m)$?". The answer is known (K.
# Sutner, "σ-automata and Chebyshev polynomials", *Theoretical Computer Science* 230, 2000;
# J. Goldwasser, W. Klostermeyer and H. Ware, "Fibonacci polynomials and parity domination in
# grid graphs", *Graphs and Combinatorics* 18, 2002; M. Hunziker, A. Machiavelo and J. Park,
# "Chebyshev polynomials over finite fields and reversibility of σ-automata on square grids",
# *Theoretical Computer Science* 320, 2004):
#
# $$ \dim \ker A_{m \times n} \;=\; \deg \gcd\bigl(f_{m+1}(x),\ f_{n+1}(x+1)\bigr) \quad \text{over } \mathrm{GF}(2). $$
#
# Why: let $T = A_n + I$, the adjacency matrix of a path. Since $T e_k = e_{k-1} + e_{k+1}$, the
# unit vectors satisfy $e_{k} = f_{k+1}(T)\,e_0$; so $e_0$ generates everything ($T$ is
# *cyclic*), the characteristic and minimal polynomial of $T$ is $f_{n+1}$, and for any
# polynomial $g$, $\dim\ker g(T) = \deg\gcd(g, f_{n+1})$. The chase matrix is $f_{m+1}(A_n) =
# f_{m+1}(T + I)$, i.e. $g(x) = f_{m+1}(x + 1)$; substituting $x \to x + 1$ in both arguments does
# not change the degree of the gcd. We check the ingredients, then the theorem against the rank
# of the full matrix for **all** $m, n \le 30$ (900 boards, up to $900 \times 900$).

# %%
for n in range(1, 31):
    T = tridiagonal(n) + identity_matrix(F2, n)
    assert T.charpoly() == T.minpoly() == f[n + 1]
    e0 = vector(F2, [1] + [0] * (n - 1))
    assert all(f[k + 1](T) * e0 == identity_matrix(F2, n).column(k) for k in range(n))
theorem_checked = 0
nullity_map = np.zeros((30, 30), dtype=int)
for m in range(1, 31):
    for n in range(1, 31):
        full = m * n - matrix(F2, lo.press_matrix(m, n).astype(np.int8)).rank()
        g = gcd(f[m + 1], f[n + 1](x + 1))
        assert g.degree() == full == lo.nullity(m, n)
        nullity_map[m - 1, n - 1] = full
        theorem_checked += 1
print(f"charpoly(T_n) = minpoly = f_(n+1) and e_k = f_(k+1)(T) e_0 for n <= 30; "
      f"nullity theorem = full rank on all {theorem_checked} boards m, n <= 30")

# %%
fig, ax = plt.subplots(figsize=(8, 4.5))
cmap = plt.get_cmap("magma_r").copy()
cmap.set_bad("white")
im = ax.imshow(np.ma.masked_equal(nullity_map, 0), origin="lower", extent=(0.5, 30.5, 0.5, 30.5),
               cmap=cmap, vmin=1)
ax.set_xlabel("columns n")
ax.set_ylabel("rows m")
ax.set_title("nullity of the m x n board (white: always solvable)")
cbar = fig.colorbar(im, ax=ax, label="nullity = log2(solutions)")
cbar.set_ticks([1, 5, 10, 15, 20])
lo.savefig(fig, "03-nullity-map")
plt.show()

# %% [markdown]
# *Figure 03-nullity-map.* Nullity of every board up to 30 x 30, from the gcd formula and equal
# to the rank deficiency of the full matrix; white cells are boards that are always solvable. The map is symmetric ($m \times n$ and $n \times m$).

# %% [markdown]
# ## Summary
#
# * Chasing leaves only the last row lit, and it equals $f_{m+1}(A_n)\,\mathbf x_1$ for first-row
#   presses $\mathbf x_1$, with $f_0 = 0$, $f_1 = 1$, $f_{k+1} = x f_k + f_{k-1}$ over GF(2). The
#   source's column orientation is ours on the transposed board.
# * Every 5 x 5, 3 x 3 and 4 x 4 result of source 001 checks out: $A^4 = A^5$, the matrix of
#   $\mathbf x_6$, the reduced form, the conditions $c_2 + c_3 + c_4 = c_1 + c_3 + c_5 = 0$, the four
#   solutions; $(A_3^3)^{-1} = A_3$ (so $A_3^4 = I$); $f_5(A_4) = O$.
# * Where the source needs care: its general statements sit in images we cannot see; the
#   $m \times n$ / $n \times m$ equality holds for the *nullity*, not the rank of the two
#   chase matrices; and the Chebyshev link is exact only as $f_k = U_{k-1}(x/2) \bmod 2$.
# * The nullity is $\deg\gcd(f_{m+1}(x), f_{n+1}(x+1))$: checked on all boards up to 30 x 30.
#
# Next: [04, large boards](04_large_boards.ipynb), where the chase matrix solves boards with
# hundreds of millions of cells.
#
# ## Exercises
#
# 1. Show that $f_{2j} = x f_j^2$ and $f_{2j+1} = (f_j + f_{j+1})^2$ over GF(2). Deduce that the
#    $(2^k - 1) \times (2^k - 1)$ boards are always solvable.
# 2. The list of pairs with $f_{m+1}(A_n) = O$ above contains 4 x 4, 5 x 3 and 8 x 6. Describe
#    those boards as puzzles: what does a player have to do on them?
# 3. Chase *upwards* instead of downwards. Which matrix appears, and why does it give the same
#    solvability test?
# 4. On a 5 x 5 board, use the two conditions to count the boards whose last row after chasing
#    is $11000$, and find the first rows that clear them.
