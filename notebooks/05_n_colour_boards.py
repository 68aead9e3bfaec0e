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
# # N-colour boards over Z/NZ
#
# In the 3-colour Lights Out sold in 2000 a press does not toggle a light: it moves the
# button and its neighbours one step along a cycle of colours. With $N$ colours the game is
# the system $Ax \equiv -b \pmod N$, with the same matrix $A$ as before. This notebook follows
# source 003 ("Computing solutions of the 3-colour Lights Out"), checks every table it
# prints, and then goes past it: one integer invariant of the board explains all its counts
# at once, and light chasing over the integers makes that invariant cheap enough for
# 100 x 100 boards.
#
# **Roadmap.**
#
# 1. *The system mod N* and the source's tables.
# 2. *Elimination works when every coefficient can be inverted*: mod 3 (27 solutions, 3
#    existence conditions for 5 x 5) and mod any prime (inverses from Fermat's little theorem).
# 3. *Mod 4 it does not*: dividing a row by 2 is wrong; pivoting only on invertible
#    coefficients gives 16 solutions and 2 conditions. The source's prime-factor method
#    for composite $N$ needs a choice at each stage, and no rule for that choice can work.
# 4. **The unifying idea, the Smith normal form of $A$ over the integers.** One list of
#    numbers $s_1 \mid s_2 \mid \cdots$ gives, for every $N$ at once, the number of
#    solutions, the existence conditions, the source's strange 6-colour condition and the
#    failures of the prime-factor method.
# 5. *Light chasing over the integers* turns the $mn \times mn$ matrix into an $n \times n$
#    matrix with the same Smith form (a short proof). That makes the Smith form of
#    100 x 100 boards practical, and solves large $N$-colour boards quickly (both measured at
#    the end).
#
# **Uses:** [01, the Lights Out matrix](01_the_lights_out_matrix.ipynb) (the matrix $A$,
# `apply_presses`), [02, solving over GF(2)](02_solving_over_gf2.ipynb) (solvability
# conditions as quiet patterns) and [03, light chasing](03_light_chasing_and_polynomials.ipynb)
# (chasing and its polynomials). New helpers: `solve(board, colours=N)`, `solution_count` and
# `elementary_divisors`. The cross-checks of this notebook against brute force, Sage's own
# solvers and the Smith form of the whole matrix are in
# [`tests/test_05_zmod.py`](../tests/test_05_zmod.py).

# %%
try:  # SageMath: conda-forge's `sage` or the modular passagemath wheels
    from sage.all import GF, ZZ, identity_matrix, matrix, primes, vector
except ImportError:
    from sage.all__sagemath_modules import (
        GF,
        ZZ,
        identity_matrix,
        matrix,
        primes,
        vector,
    )

import csv
import itertools
import json
import math
import re

import matplotlib.patheffects as path_effects
import matplotlib.pyplot as plt
import numpy as np

import lightsout_helpers as lo

# %% [markdown]
# ## The system mod N
#
# Number the colours $0, 1, \dots, N-1$. A press moves the button and its up, down, left and
# right neighbours one colour forward, and colour $N-1$ is followed by colour $0$: each press
# adds 1 mod $N$ to a plus-shaped set of cells. Only the number of presses of each button
# counts, not their order, and pressing a button $N$ times changes nothing, so a solution is
# a vector $x$ of press counts in $0, \dots, N-1$. Pressing $x$ on board $b$ leaves
# $b + Ax \bmod N$, and the board is solved when
#
# $$ A x \equiv -b \equiv N - b \pmod N . $$
#
# The source writes the right-hand side as $(N - b) \bmod N$ to keep it non-negative. One
# check that `apply_presses` computes $b + Ax \bmod N$:

# %%
rng = np.random.default_rng(4)
A5 = lo.press_matrix(5, 5).astype(np.int64)
b = rng.integers(0, 6, size=(5, 5))
x = rng.integers(0, 18, size=(5, 5))  # press counts, not reduced mod 6
assert np.array_equal(
    lo.apply_presses(b, x, 6).ravel(), (b.ravel() + A5 @ x.ravel()) % 6
)
print("apply_presses(b, x, 6) = b + A x mod 6 on a random 5 x 5 board")

# %% [markdown]
# Source 003 prints its systems as augmented matrices $[\,A \mid R\,]$: row $i$ reads
# "(left part) $\cdot x \equiv$ (right part) $\cdot b$", and the starting system is
# $[\,A \mid -I\,]$. Its tables were extracted into
# [`data/05_source003_tables.txt`](../data/05_source003_tables.txt) (a `-` stands for 0).
# Every later table comes from the first by row operations, so each printed row
# $[\,L \mid R\,]$ must satisfy $L \equiv -R A \pmod N$. That check needs no choice of
# pivots, and all 169 printed rows pass it. (The row labels of the printed 4-colour system
# have typos, 3 for 2, 13 for 12 and 30, 31, 33, 33, 34, 35 for 20 to 25; the rows are right
# and in order.)


# %%
def read_source_tables(path):
    """{name: (colours, row labels, integer matrix [left | right])} from the data file."""
    tables, name = {}, None
    for line in path.read_text().splitlines():
        if line.startswith("#"):
            continue
        header = re.fullmatch(r"\[(\w+)\] (\d+)", line)
        if header:
            name = header.group(1)
            tables[name] = (int(header.group(2)), [], [])
            continue
        label, left, right = re.fullmatch(r"(\d+): (\S+) (\S+)", line.strip()).groups()
        tables[name][1].append(int(label))
        tables[name][2].append([0 if ch == "-" else int(ch) for ch in left + right])
    return {
        k: (c, labels, np.array(rows, dtype=np.int64))
        for k, (c, labels, rows) in tables.items()
    }


source = read_source_tables(lo.DATA_DIR / "05_source003_tables.txt")
rows_checked = sum(len(labels) for _, labels, _ in source.values())
assert all(not ((t[:, :25] + t[:, 25:] @ A5) % c).any() for c, _, t in source.values())
print(
    f"{len(source)} tables, {rows_checked} rows: every row is a consequence of A x = -b mod N"
)
typos = {i: lab for i, lab in enumerate(source["mod4_system"][1], 1) if lab != i}
print("row labels of the 4-colour system that differ (row: printed label):", typos)

# %% [markdown]
# ## Three colours: elimination over GF(3)
#
# With 3 colours the arithmetic is that of the field $\mathrm{GF}(3)$: every non-zero
# coefficient has an inverse ($1 \cdot 1 = 1$, $2 \cdot 2 = 4 \equiv 1$), so Gauss-Jordan
# elimination works as over the rationals. Sage eliminates $[\,A \mid -I\,]$ over
# $\mathrm{GF}(3)$: the left part has 22 pivots, and the last three rows have a zero left
# part, so they read $0 \equiv R_i \cdot b$: three **existence conditions** a board must
# meet. When they hold, the three variables without a pivot are free and the other 22
# follow from them, so a solvable board has $3^3 = 27$ solutions, as the source says.

# %%
M3 = matrix(GF(3), A5.tolist()).augment(-identity_matrix(GF(3), 25))
E3 = M3.echelon_form()
left_pivots = [c for c in E3.pivots() if c < 25]
conditions3 = [i for i in range(25) if E3[i, :25].is_zero()]
print(
    "pivots:",
    len(left_pivots),
    "| free variables:",
    [c + 1 for c in range(25) if c not in left_pivots],
    "| rows with zero left part:",
    [i + 1 for i in conditions3],
)
assert (
    len(left_pivots) == 22
    and len(conditions3) == 3
    and lo.solution_count(5, 5, 3) == 27
)

# %% [markdown]
# The source's final 3-colour table has the same shape, and its three condition rows span
# the same space as Sage's. To solve a board with it, as the source suggests, set the free
# variables to 0 and read $x_i = R_i \cdot b$ for $i \le 22$:

# %%
_, _, S3 = source["mod3_solved"]
right3 = S3[:, 25:]
assert (
    matrix(GF(3), right3[22:].tolist()).row_space()
    == E3.matrix_from_rows_and_columns(conditions3, list(range(25, 50))).row_space()
)
board = lo.random_solvable_board(5, 5, seed=3, colours=3)
presses = np.zeros(25, dtype=np.int64)
presses[:22] = right3[:22] @ board.ravel() % 3
presses = presses.reshape(5, 5)
assert not lo.apply_presses(board, presses, 3).any()
print(
    lo.format_board(board),
    "\n\npresses read from the source's table:\n" + lo.format_board(presses),
)

# %% [markdown]
# The source remarks that a plain search would need only $3^5 = 243$ trials. That is light
# chasing (notebook 03) with 3 colours: once the first row is chosen, each cell can only be
# brought to 0 by the button below it, so every later row is forced. Of the 243 first rows,
# exactly 27 switch a solvable board off, one per solution.


# %%
def chase_all_first_rows(board, colours):
    """Every press pattern that solves the board, found by trying each first row and chasing."""
    m, n = board.shape
    found = []
    for first in itertools.product(range(colours), repeat=n):
        x = np.zeros((m, n), dtype=np.int64)
        x[0] = first
        for r in range(1, m):
            x[r] = (
                -lo.apply_presses(board, x, colours)[r - 1].astype(np.int64) % colours
            )
        if not lo.apply_presses(board, x, colours).any():
            found.append(x)
    return found


chased = chase_all_first_rows(board, 3)
assert len(chased) == 27
print(f"{3**5} first rows tried: {len(chased)} solve the board")

# %% [markdown]
# ## Four colours: why a row must not be divided by 2
#
# Mod 4 the coefficient 2 has no inverse: $2y$ is $0$ or $2$ whatever $y$ is. The source
# first eliminates "naively" and gets a table whose entries are all 0 or 2, then warns that
# dividing the rows by 2 is wrong: $2 \equiv 2 + 2 + 2 \pmod 4$ is true, but
# $1 \equiv 1 + 1 + 1 \pmod 4$ is false. A halved row is only a statement mod 2. On a
# concrete board the halved table (free variables set to 0) gives presses that leave cells of
# colour 2: it solved the board mod 2, not mod 4.

# %%
_, _, naive = source["mod4_naive"]
assert not (naive % 2).any()
half = naive // 2
board4 = lo.random_solvable_board(5, 5, seed=1, colours=4)
wrong = np.zeros(25, dtype=np.int64)
wrong[:23] = half[:23, 25:] @ board4.ravel() % 4
wrong = wrong.reshape(5, 5)
left_over = lo.apply_presses(board4, wrong, 4)
right_answer = lo.solve(board4, colours=4)
assert (
    left_over.any()
    and not (left_over % 2).any()
    and not lo.apply_presses(board4, right_answer, 4).any()
)
print("board after the halved table's presses:\n" + lo.format_board(left_over))

# %%
fig, axes = plt.subplots(1, 3)
lo.plot_board(board4, colours=4, ax=axes[0], title="a 4-colour board")
lo.plot_board(
    left_over, presses=wrong, colours=4, ax=axes[1], title="halved table: not dark"
)
lo.plot_board(
    lo.apply_presses(board4, right_answer, 4),
    presses=right_answer,
    colours=4,
    ax=axes[2],
    title="solve(colours=4): dark",
)
for ax in axes:  # press counts in red get a white outline, readable on dark cells
    for text in ax.texts:
        if text.get_color() == "#e03131":
            text.set_path_effects(
                [path_effects.withStroke(linewidth=3, foreground="white")]
            )
lo.savefig(fig, "05-halving-is-wrong")
plt.show()

# %% [markdown]
# *Figure 05-halving-is-wrong.* Left, a solvable 4-colour 5 x 5 board (the number in a cell
# is its colour). Middle, the board after the presses (red rings, count written when above
# 1) read from the naive table divided by 2: cells of colour 2 remain. Right, the presses
# found by `solve` leave every cell at 0.
#
# The source's repair (credited there to deepgreen) is to **pivot only on invertible
# coefficients**: mod 4 these are 1 and 3 ($3 \cdot 3 = 9 \equiv 1$). Its final 4-colour table
# has 23 such pivots, two rows with a zero left part and an invertible right part (odd
# determinant): 2 existence conditions, $x_{24}, x_{25}$ free, $4^2 = 16$ solutions.

# %%
_, _, S4 = source["mod4_solved"]
assert (
    np.array_equal(S4[:23, :23], np.eye(23, dtype=np.int64)) and not S4[23:, :25].any()
)
assert (
    matrix(ZZ, S4[:, 25:].tolist()).det() % 2 == 1 and lo.solution_count(5, 5, 4) == 16
)
print("4 colours: 23 invertible pivots, 2 existence conditions, 16 solutions")

# %% [markdown]
# ## Prime N: inverses from Fermat's little theorem
#
# For a prime $p$ and $a \not\equiv 0$, Fermat's little theorem gives $a^{p-1} \equiv 1$, so
# $a^{p-2}$ is the inverse of $a$ (the source's example: $4 \cdot 4^3 = 256 \equiv 1 \pmod
# 5$), and elimination always works for a prime number of colours. For composite $N$ the
# trick fails: $2^{4-2} \equiv 0 \pmod 4$. For 5 x 5 the rank mod $p$ is 23 for every prime
# below 200 except $p = 3$ and $p = 11$, where it drops to 22: a first sign that the number
# $33 = 3 \cdot 11$ will matter.

# %%
assert 4 * 4**3 % 5 == 1 and pow(2, 4 - 2, 4) == 0
drops = [p for p in primes(2, 200) if matrix(GF(p), A5.tolist()).rank() != 23]
print("primes p < 200 where the rank of the 5 x 5 matrix mod p is not 23:", drops)

# %% [markdown]
# ## Composite N: the prime-factor method
#
# Source 003 solves a composite number of colours one prime factor at a time. For $N = 4 =
# 2 \cdot 2$: solve the board mod 2 (even cells count as solved); the board left over has
# only the colours 0 and 2; read it as a 2-colour board ($2 \mapsto 1$), solve that, and press
# each of those buttons twice. The source's worked example checks out:

# %%
problem = lo.parse_board("11022\n10002\n00000\n30000\n33000", colours=4)
presses1 = lo.parse_board("10000\n00000\n00000\n00000\n10000", colours=4)
result1 = lo.parse_board("22022\n20002\n00000\n00000\n00000", colours=4)
presses2 = lo.parse_board("20002\n00000\n00000\n00000\n00000", colours=4)
assert np.array_equal(lo.apply_presses(problem, presses1, 4), result1)
assert not lo.apply_presses(problem, (presses1 + presses2) % 4, 4).any()
print(
    "stage 1:\n"
    + lo.format_board(presses1)
    + "\nstage 2:\n"
    + lo.format_board(presses2)
)

# %% [markdown]
# Each stage must *choose* one solution mod 2, and a solution mod 2 is only determined up to
# a quiet pattern mod 2. The choice matters: some choices leave a stage-2 board that has no
# solution. On the 4 x 4 board with 4 colours the failure is structural. Stage 1 sees only
# the board mod 2, so any rule for the choice picks the same stage-1 presses for two boards
# that are equal mod 2. But here are two such boards for which *no* stage-1 choice works for
# both: each of the 16 solutions mod 2 extends to a solution mod 4 for at most one of them.


# %%
def extending_choices(board):
    """The solutions mod 2 of the board mod 2 (as tuples) after which stage 2 is solvable."""
    base = lo.solve(board % 2, colours=2).astype(np.int64)
    basis = [np.asarray(q, dtype=np.int64) for q in lo.quiet_patterns(*board.shape)]
    good = set()
    for pick in itertools.product((0, 1), repeat=len(basis)):  # all 16 solutions mod 2
        y = (base + sum(c * q for c, q in zip(pick, basis))) % 2
        rest = lo.apply_presses(board, y, 4)  # every cell is now 0 or 2
        try:
            lo.solve(rest // 2, colours=2)
            good.add(tuple(y.ravel()))
        except lo.NotSolvableError:
            pass
    return good


def solvable(board, colours):
    try:
        lo.solve(board, colours=colours)
        return True
    except lo.NotSolvableError:
        return False


first = lo.random_solvable_board(4, 4, seed=0, colours=4)
rng = np.random.default_rng(0)
candidates = (
    (first + 2 * rng.integers(0, 2, size=(4, 4))) % 4 for _ in range(1000)
)  # equal mod 2
second = next(
    b
    for b in candidates
    if solvable(b, 4) and not extending_choices(first) & extending_choices(b)
)
for b in (first, second):
    print(
        lo.format_board(b),
        f"\n{len(extending_choices(b))} of 16 stage-1 choices extend\n",
    )
assert np.array_equal(first % 2, second % 2) and not extending_choices(
    first
) & extending_choices(second)
print(
    "the two boards are equal mod 2, both solvable, and have no extending stage-1 choice in common"
)

# %% [markdown]
# So the method is an exhaustive search unless something tells the stages which choice to
# make. The Smith form below says exactly when a choice can fail.
#
# ## The unifying idea: the Smith normal form
#
# The source's second method (deepgreen's) avoids non-invertible pivots. Pushed to the end,
# that idea is the **Smith normal form** over the integers: there are integer matrices $U$
# and $V$ with determinant $\pm 1$ such that
#
# $$ U A V = D = \operatorname{diag}(s_1, s_2, \dots, s_{mn}), \qquad s_1 \mid s_2 \mid \cdots , $$
#
# and the *invariants* $s_i \ge 0$ (zeros last) depend on $A$ only. Because $\det U = \pm 1$
# and $\det V = \pm 1$, both are invertible mod every $N$. Put $x = V y$ and multiply
# $Ax \equiv -b$ by $U$: with $c = U(-b)$ the system falls apart into $mn$ single congruences
#
# $$ s_i\, y_i \equiv c_i \pmod N . $$
#
# With $g_i = \gcd(s_i, N)$ (and $\gcd(0, N) = N$), congruence $i$ is solvable exactly when
# $g_i \mid c_i$, and then it has $g_i$ solutions $y_i$ mod $N$. Hence, for every $N$:
#
# * a solvable board has $\prod_i g_i$ solutions (the quiet patterns mod $N$);
# * $N^{mn} / \prod_i g_i$ of the $N^{mn}$ boards are solvable;
# * the existence conditions are the $i$ with $g_i > 1$; the condition is $c_i \equiv 0
#   \pmod{g_i}$. When $g_i = N$ it is an ordinary condition; when $1 < g_i < N$ it only sees
#   the board mod $g_i$.
#
# For the 5 x 5 board Sage (PARI) gives 22 invariants 1, then $33 = 3 \cdot 11$, then 0, 0:

# %%
Z5 = matrix(ZZ, A5.tolist())
D, U, V = Z5.smith_form()
s5 = [int(D[i, i]) for i in range(25)]
assert D == U * Z5 * V and abs(U.det()) == 1 and abs(V.det()) == 1
assert s5 == lo.elementary_divisors(5, 5)
print("invariants of the 5 x 5 board:", s5.count(1), "ones, then", s5[22:])

# %% [markdown]
# Every count of the source follows: for 3 colours $33 \equiv 0$ adds a third ordinary
# condition; for 4 colours 33 is odd, invertible, and only the two zeros remain; for 6
# colours $\gcd(33, 6) = 3$ is a condition that only sees the board mod 3.


# %%
def smith_counts(m, n, colours):
    """(solutions, existence conditions, of them partial) from the invariants."""
    g = [math.gcd(s, colours) for s in lo.elementary_divisors(m, n)]
    return math.prod(g), sum(gi > 1 for gi in g), sum(1 < gi < colours for gi in g)


print(" N  solutions  conditions  of them partial")
for colours in range(2, 13):
    count, conditions, partial = smith_counts(5, 5, colours)
    print(f"{colours:2d}  {count:9d}  {conditions:10d}  {partial:15d}")
assert [smith_counts(5, 5, c) for c in (2, 3, 4, 6)] == [
    (4, 2, 0),
    (27, 3, 0),
    (16, 2, 0),
    (108, 3, 1),
]

# %% [markdown]
# (4 solutions mod 2 is source 001's count, 27 and 16 are source 003's, and 108 matches the
# source's 6-colour table, below.)
#
# **The 6-colour special condition.** The source eliminates mod 6 and finds rows 23-25 with
# the same left part $3x_{23} + 3x_{24} + 3x_{25}$. Subtracting row 23 from rows 24 and 25
# gives two ordinary conditions, but row 23 stays as
# $3\,(x_{23} + x_{24} + x_{25}) \equiv R_{23} \cdot b \pmod 6$, solvable exactly when
# $R_{23} \cdot b \equiv 0 \pmod 3$. The source leaves its meaning open. The Smith form says
# what it is: by the Chinese remainder theorem $\mathbb{Z}/6 = \mathbb{Z}/2 \times
# \mathbb{Z}/3$; invariant 33 is invertible mod 2 but 0 mod 3, so the special row is the third
# 3-colour condition, which has no partner mod 2. Check: $R_{23} \bmod 3$ lies in the span of
# the source's three 3-colour conditions.

# %%
_, _, last3 = source["mod6_rows_23_to_25_after_subtraction"]
R23 = last3[0, 25:]
assert (last3[0, 22:25] == 3).all() and not last3[1:, :25].any()
assert (
    vector(GF(3), (R23 % 3).tolist()) in matrix(GF(3), right3[22:].tolist()).row_space()
)
print("the special 6-colour row, read mod 3, is a 3-colour existence condition")

# %% [markdown]
# **When the prime-factor method can fail.** Let $p^k$ be the power of $p$ in $N$. In the
# coordinates $y$, a stage mod $p$ fixes $y_i$ mod $p$ when $p \nmid s_i$ and leaves it free
# when $p \mid s_i$. If $s_i = 0$ or $p^k \mid s_i$, any value extends, because
# $s_i y_i \equiv c_i \pmod{p^k}$ does not involve $y_i$. But if $s_i = p^j u$ with
# $0 < j < k$, the congruence pins $y_i$ down mod $p^{k-j}$, so a free choice mod $p$ may be
# wrong. For 4 x 4 the invariants include 2 and $N = 4 = 2^2$: that is the failure shown
# above. For 5 x 5 the only even invariants are the zeros, so every choice extends for any
# power of 2, and the source's 4-colour example is safe; with 9 colours the invariant 33
# contains $3^1$, strictly between 1 and $9 = 3^2$.

# %%
print(
    "4 x 4 invariants other than 1:",
    [s for s in lo.elementary_divisors(4, 4) if s != 1],
)

# %% [markdown]
# ## From mn x mn to n x n: light chasing over the integers
#
# The Smith form of the $mn \times mn$ matrix is expensive, and its cost grows quickly with
# the board (measured at the end of this notebook). Light chasing shrinks it. Chase over the
# integers: press each button of row $k+1$ exactly as often as needed to bring the cell above
# it to 0. With $x_k$ the presses of row $k$ and $A_n$ the $n \times n$ tridiagonal all-ones
# matrix (one row of $A$), row $k$ of $b + Ax$ is $b_k + x_{k-1} + A_n x_k + x_{k+1}$, so
#
# $$ x_{k+1} = -\bigl(b_k + A_n x_k + x_{k-1}\bigr), \qquad k = 1, \dots, m-1, $$
#
# and only the last row can stay lit. Let the **chase matrix** $P$ be the $n \times n$
# integer matrix whose column $j$ is the last row left lit when the dark board is chased with
# one press of first-row button $j$. (For the dark board $x_k = q_k(A_n)\,x_1$ with
# $q_0 = 0$, $q_1 = 1$, $q_{k+1}(t) = -(t\,q_k + q_{k-1})$, so $P = -q_{m+1}(A_n)$: the
# polynomials $f_k$ of notebook 03 with signs, and mod 2 $P$ is notebook 03's $f_{m+1}(A_n)$.)
#
# **Theorem.** $A$ is unimodularly equivalent over $\mathbb{Z}$ to
# $\operatorname{diag}(I_{(m-1)n}, P)$, so its invariants are $(m-1)n$ ones followed by
# the invariants of $P$.
#
# *Proof.* Split $x$ and the rows of $A$ into $m$ blocks of $n$. Change variables by
# $x = Vz$ with $x_1 = z_1$ and $x_{k+1} = z_{k+1} - A_n x_k - x_{k-1}$: $V$ is block lower
# triangular with identity blocks on the diagonal, so $\det V = 1$. For $k < m$ block row
# $k$ of $AVz$ is $x_{k-1} + A_n x_k + x_{k+1} = z_{k+1}$. The last block row is
# $x_{m-1} + A_n x_m$, a combination of $z_1, \dots, z_m$ whose $z_1$ part is, by
# definition, $P z_1$ (set $z_2 = \dots = z_m = 0$: that is the chase of the dark board).
# Its $z_2, \dots, z_m$ parts are removed by subtracting integer multiples of block rows
# $1, \dots, m-1$ (which are exactly $z_2, \dots, z_m$): row operations of determinant 1.
# What is left is the block matrix $\begin{pmatrix} 0 & I \\ P & 0 \end{pmatrix}$, which is
# $\operatorname{diag}(I, P)$ up to an exchange of block columns. $\square$
#
# The tests build $V$ and the row operations for several shapes and check
# $U A V = \begin{pmatrix} 0 & I \\ P & 0 \end{pmatrix}$ exactly; here is the consequence for
# the 6 x 6 board, against the Smith form of the full $36 \times 36$ matrix:

# %%
P6 = lo.chase_matrix_z(6, 6)
from_chase = [1] * 30 + [int(s) for s in P6.elementary_divisors()]
full = [
    int(s)
    for s in matrix(
        ZZ, lo.press_matrix(6, 6).astype(int).tolist()
    ).elementary_divisors()
]
assert from_chase == full
print("chase matrix of the 6 x 6 board:\n" + str(P6))
print(
    "its invariants:",
    [int(s) for s in P6.elementary_divisors()],
    "= the last 6 invariants of A",
)

# %% [markdown]
# `elementary_divisors(m, n)` uses this, chasing along the longer side so that $P$ is
# $\min(m, n)$ square. The entries of $P$ grow quickly with $m$, so the Smith form of $P$ is
# still work, but small work: the largest invariant is found from two rational solves, the
# others from a Hermite form modulo a number they all divide (PARI), and a zero part of $P$
# is split off first (both steps are checked in the tests).
#
# ## Solving N-colour boards by chasing
#
# The same chase solves boards mod $N$ without any Smith form: chase the board (mod $N$),
# which leaves a last row $c$; find first-row presses $v$ with $Pv \equiv -c \pmod N$ (an
# $n \times n$ system); chase again starting from $v$. The small system is solved by an
# echelon form over $\mathbb{Z}/N$ in which every pivot divides $N$ and every combination of
# rows that vanishes on the first columns is a combination of the lower rows (the *Howell
# form* of Storjohann and Mulders); plain elimination mod $N$ lacks that last property when
# $N$ is composite.
#
# **Which solution.** A solvable board has $\prod g_i$ solutions. `solve(board, colours=N)`
# for $N \ge 3$ returns a canonical one: the **lexicographically smallest** press pattern in
# row-major order (compare the first cells, then the next, with values $0, \dots, N-1$).
# The first row determines the rest of a solution, so this is the solution with the
# smallest first row, and the echelon form yields it directly. The tests compare it with
# brute force on every small board. Two consequences: the dark board gets no presses, and
# the answer does not depend on the algorithm that found it.

# %%
assert not lo.solve(np.zeros((40, 40), dtype=np.uint8), colours=3).any()
board6 = lo.random_solvable_board(100, 100, seed=1, colours=6)
x6 = lo.solve(board6, colours=6)
assert not lo.apply_presses(board6, x6, 6).any()
print(
    "40 x 40 dark board, 3 colours: no presses; 100 x 100 random board, 6 colours: solved;",
    "first row of its smallest solution:",
    "".join(map(str, x6[0, :30])),
    "...",
)

# %% [markdown]
# An unsolvable board raises `NotSolvableError`, and the message names a quiet pattern $q$
# (pressing it changes nothing) whose dot product with the board is not 0 mod $N$. Since
# $A$ is symmetric, $q \cdot (b + Ax) = q \cdot b + (Aq) \cdot x = q \cdot b$: no presses can
# change that dot product, so the board can never reach 0. A single lit corner of the 5 x 5
# board with 6 colours:

# %%
corner = np.zeros((5, 5), dtype=np.uint8)
corner[0, 0] = 1
try:
    lo.solve(corner, colours=6)
    raise AssertionError("expected NotSolvableError")
except lo.NotSolvableError as err:
    print(err)

# %% [markdown]
# ## Solution counts
#
# The invariants of the $n \times n$ boards decide every count. Here are those other than 1:

# %%
for n in range(2, 10):
    s = lo.elementary_divisors(n, n)
    print(f"{n} x {n}: {s.count(1):2d} ones, then {[v for v in s if v != 1]}")

# %% [markdown]
# and `solution_count(n, n, N)`, the number of press patterns mod $N$ that solve a solvable
# board (also the factor by which solvable boards are rarer than all boards):

# %%
sizes, colours_range = range(2, 10), range(2, 13)
counts = np.array(
    [[lo.solution_count(n, n, c) for c in colours_range] for n in sizes], dtype=object
)
assert all(
    counts[i, j] == math.prod(math.gcd(s, c) for s in lo.elementary_divisors(n, n))
    for i, n in enumerate(sizes)
    for j, c in enumerate(colours_range)
)
print("n\\N " + "".join(f"{c:>9d}" for c in colours_range))
for i, n in enumerate(sizes):
    print(f"{n:3d} " + "".join(f"{int(v):>9d}" for v in counts[i]))

# %%
fig, ax = plt.subplots()
logs = np.array([[math.log10(int(v)) for v in row] for row in counts], dtype=float)
ax.imshow(logs, cmap="Blues", aspect="auto", vmin=0)
for i, j in itertools.product(range(len(sizes)), range(len(colours_range))):
    v = int(counts[i, j])
    text = str(v) if v < 100000 else f"{v:.0e}".replace("e+0", "e")
    ax.text(
        j,
        i,
        text,
        ha="center",
        va="center",
        fontsize=11 if v < 10000 else 9.5,
        color="white" if logs[i, j] > 2.5 else "black",
    )
ax.set_xticks(range(len(colours_range)), [str(c) for c in colours_range])
ax.set_yticks(range(len(sizes)), [f"{n} x {n}" for n in sizes])
ax.tick_params(length=0)
ax.set_xlabel("number of colours N")
ax.set_ylabel("board")
ax.set_title("solutions of a solvable board (1 = every board solvable, uniquely)")
lo.savefig(fig, "05-solution-counts")
plt.show()

# %% [markdown]
# *Figure 05-solution-counts.* `solution_count(n, n, N)` on a log colour scale. A count of 1
# means every colouring has exactly one solution. Boards with zero invariants (4 x 4, 5 x 5,
# 9 x 9) never have that; 6 x 6 (invariants 13, 13, 13 apart from ones) has it for every
# $N \le 12$; 3 x 3 and 7 x 7 lose it only at $N = 7$; 2 x 2 and 8 x 8 at the multiples of 3.

# %%
unique = {
    n: [c for j, c in enumerate(colours_range) if counts[i, j] == 1]
    for i, n in enumerate(sizes)
}
assert unique[4] == unique[5] == unique[9] == [] and unique[6] == list(colours_range)
assert unique[3] == unique[7] == [c for c in colours_range if c != 7]
assert unique[2] == unique[8] == [c for c in colours_range if c % 3]
print("N for which every board has exactly one solution:", unique)

# %% [markdown]
# **Against a published table.** For $N = 2$ the count is $2^{d}$ with $d$ the nullity of
# notebooks 01-03; OEIS [A159257](https://oeis.org/A159257) lists $d$ for $n = 1, 2, \dots$
# and [A075462](https://oeis.org/A075462) the counts $2^d$. The first 60 terms of A159257,
# as printed there, against $\log_2$ of `solution_count(n, n, 2)`:

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
    0,
    20,
    16,
    4,
    6,
    0,
    0,
    0,
    32,
    0,
    2,
    0,
    0,
    4,
    0,
    0,
    30,
    0,
    8,
    8,
    0,
    0,
    2,
    4,
    0,
    0,
    0,
    0,
    22,
    0,
]
ours = [lo.solution_count(n, n, 2).bit_length() - 1 for n in range(1, 61)]
disagree = [(n, a, o) for n, (a, o) in enumerate(zip(A159257, ours), 1) if a != o]
print("disagreements with OEIS A159257 for n = 1..60 (n, OEIS, ours):", disagree)
assert disagree == []

# %% [markdown]
# We found no published table of solution counts for $N \ge 3$ colours to compare with; the
# tests check these counts against brute force on every board small enough to enumerate and
# against the product of $\gcd(s_i, N)$ on boards up to 16 x 16. The chase route goes much further;
# for 200 x 200 boards:

# %%
print(
    "solution_count(200, 200, N) for N = 2..12:",
    [lo.solution_count(200, 200, c) for c in range(2, 13)],
)

# %% [markdown]
# ## How large a board is practical?
#
# The benchmark [`bench/bench_05_smith.py`](../bench/bench_05_smith.py) times the Smith form
# of the whole $n^2 \times n^2$ matrix (until one run exceeds 10 s), `elementary_divisors`
# through the chase matrix (until one run exceeds 20 s), and `solution_count` and `solve`
# with 6 colours, on square boards. It writes [`data/05_smith.csv`](../data/05_smith.csv)
# and a meta file naming the machine:

# %%
with open(lo.DATA_DIR / "05_smith.csv", newline="") as f:
    bench = [
        dict(r, n=int(r["n"]), seconds=float(r["seconds"])) for r in csv.DictReader(f)
    ]
meta = json.loads((lo.DATA_DIR / "05_smith.meta.json").read_text())
routes = {
    "full_smith": "Smith form of the whole n² x n² matrix",
    "chase_smith": "elementary_divisors: Smith form of the n x n chase matrix",
    "count_mod6": "solution_count(n, n, 6)",
    "solve_mod6": "solve(board, colours=6)",
}
series = {
    r: [(row["n"], row["seconds"]) for row in bench if row["route"] == r]
    for r in routes
}

fig, ax = plt.subplots()
for (route, label), marker in zip(routes.items(), "osD^"):
    ns, ts = zip(*series[route])
    ax.plot(ns, ts, marker=marker, label=label)
ax.set_xscale("log")
ax.set_yscale("log")
ax.set_xlabel("board side n (n x n board)")
ax.set_ylabel("seconds (log scale)")
ax.set_title("the chase matrix reaches boards the full Smith form cannot")
ax.legend(loc="lower right", fontsize=10)
lo.savefig(fig, "05-smith-scaling")
plt.show()

# %% [markdown]
# *Figure 05-smith-scaling.* Time per call on square boards, from `data/05_smith.csv` (best
# of up to three runs below a second, else one run). The full Smith form stops where one
# run took more than 10 s, the chase-matrix Smith form where one took more than 20 s.


# %%
def at(route, n):
    return next(t for m, t in series[route] if m == n)


full_n, full_t = series["full_smith"][-1]
chase_n, chase_t = series["chase_smith"][-1]
print(
    f"Measured on {meta['machine']['cpu']} ({meta['machine']['cores']} cores), {meta['date'][:10]}:"
)
print(
    f"* the full Smith form took {at('full_smith', 20):.1f} s at 20 x 20 and {full_t:.1f} s at {full_n} x {full_n};"
)
print(
    f"* through the chase matrix, 20 x 20 took {at('chase_smith', 20) * 1000:.1f} ms, "
    f"100 x 100 {at('chase_smith', 100):.2f} s and {chase_n} x {chase_n} {chase_t:.1f} s;"
)
print(
    f"* solution_count(n, n, 6) took {at('count_mod6', 200):.2f} s at 200 x 200, and solve with 6 colours "
    f"{at('solve_mod6', 100) * 1000:.0f} ms at 100 x 100 and {at('solve_mod6', 400):.1f} s at 400 x 400."
)

# %% [markdown]
# The chase-matrix Smith form thus reaches boards several times larger per side than the full
# form in the same time, and counting and solving mod $N$ reach further still; `solve` and
# `solution_count` refuse boards whose shorter side exceeds 1000, `elementary_divisors`
# boards of more than 40,000 cells. For $N = 2$, `solve` keeps using the GF(2) methods of notebooks 02-04,
# which handle boards of thousands of cells per side.
#
# ## Summary
#
# * With $N$ colours a board $b$ is solved by presses $x$ when $Ax \equiv -b \pmod N$; all 169
#   rows printed by source 003 are consequences of this system.
# * For a prime number of colours elimination works as over the rationals (inverses from
#   Fermat's little theorem): the 5 x 5 board has 3 existence conditions and 27 solutions
#   mod 3. For composite $N$ a row must not be divided by a non-invertible number; pivoting
#   on invertible coefficients only gives 2 conditions and 16 solutions mod 4.
# * The source's prime-factor method must choose a solution at each stage, and no rule can
#   choose well: two 4-colour 4 x 4 boards equal mod 2 share no stage-1 choice that extends.
# * The Smith normal form $UAV = \operatorname{diag}(s_i)$ over $\mathbb{Z}$ explains every
#   count for every $N$ at once: a solvable board has $\prod \gcd(s_i, N)$ solutions and the
#   existence conditions are the $s_i$ not invertible mod $N$. For 5 x 5 the invariants are
#   1 (22 times), 33, 0, 0; $\gcd(33, 6) = 3$ is the source's special 6-colour condition.
#   A stage of the prime-factor method can fail exactly when an invariant holds a power of
#   $p$ strictly between 1 and the power of $p$ in $N$.
# * Light chasing over the integers shows that $A$ is equivalent to $\operatorname{diag}(I, P)$
#   with $P$ the $n \times n$ chase matrix, so the Smith form of an $n \times n$ matrix
#   suffices, which brings 100 x 100 boards within reach.
# * The same chase solves $N$-colour boards: chase, solve $Pv \equiv -c \pmod N$, chase again.
#   `solve(board, colours=N)` returns the lexicographically smallest solution.
#
# ## Exercises
#
# **Exercise 1.** The 3 x 3 board has invariants $1, \dots, 1, 7$. Find a 7-colour 3 x 3
# board with no solution and a quiet pattern mod 7 that proves it.
#
# <details><summary>Hint</summary>
#
# Only one congruence, $7 y_9 \equiv c_9 \pmod 7$, can fail. A quiet pattern mod 7 is a
# kernel vector of $A$ over $\mathrm{GF}(7)$; any board with a non-zero dot product with it
# is unsolvable.
#
# </details>
#
# <details><summary>Solution</summary>
#
# The kernel of $A$ over $\mathrm{GF}(7)$ has dimension 1 (one invariant divisible by 7).
# Take its basis vector $q$ and a board with one lit cell where $q$ is non-zero: the dot
# product $q \cdot b$ is that entry of $q$, not 0, so no presses can solve the board.
#
# ```python
# q = matrix(GF(7), lo.press_matrix(3, 3).astype(int).tolist()).right_kernel().basis()[0]
# q = np.array([int(v) for v in q]).reshape(3, 3)
# assert not lo.apply_presses(np.zeros((3, 3)), q, 7).any()  # q is quiet
# r, c = np.argwhere(q)[0]
# b = np.zeros((3, 3), dtype=np.uint8)
# b[r, c] = 1
# try:
#     lo.solve(b, colours=7)
#     raise AssertionError("should be unsolvable")
# except lo.NotSolvableError:
#     print("quiet pattern:\n", q, "\nboard with one lit cell at", (r + 1, c + 1), "is unsolvable")
# ```
#
# </details>
#
# **Exercise 2.** Show that the number of solvable boards, $N^{mn} / \prod \gcd(s_i, N)$, is
# multiplicative in $N$ for coprime factors, and check it for 5 x 5 with $N = 6 = 2 \cdot 3$.
#
# <details><summary>Hint</summary>
#
# $\gcd(s, ab) = \gcd(s, a)\gcd(s, b)$ when $\gcd(a, b) = 1$.
#
# </details>
#
# <details><summary>Solution</summary>
#
# With $\gcd(a, b) = 1$, $\gcd(s, ab) = \gcd(s, a)\gcd(s, b)$ for every $s$ (also $s = 0$),
# so $\prod_i \gcd(s_i, ab) = \prod_i \gcd(s_i, a) \prod_i \gcd(s_i, b)$, and $(ab)^{mn}$
# splits the same way. For 5 x 5: $6^{25}/108 = (2^{25}/4)(3^{25}/27)$.
#
# ```python
# def solvable_boards(m, n, colours):
#     return colours ** (m * n) // lo.solution_count(m, n, colours)
#
# assert solvable_boards(5, 5, 6) == solvable_boards(5, 5, 2) * solvable_boards(5, 5, 3)
# print(solvable_boards(5, 5, 6), "solvable 6-colour 5 x 5 boards")
# ```
#
# </details>
#
# **Exercise 3.** A board is uniquely solvable for *every* $N$ exactly when all its
# invariants are 1, that is $\det A = \pm 1$. Which boards up to 10 x 10 are? Is any square
# board with $2 \le n \le 20$?
#
# <details><summary>Hint</summary>
#
# `elementary_divisors` gives all invariants; the condition is that every one equals 1.
#
# </details>
#
# <details><summary>Solution</summary>
#
# Only single rows qualify: $1 \times n$ for $n = 1, 3, 4, 6, 7, 9, 10$ (the lengths not
# $\equiv 2 \pmod 3$), and no square board from 2 x 2 to 20 x 20.
#
# ```python
# always = [(m, n) for m in range(1, 11) for n in range(m, 11)
#           if set(lo.elementary_divisors(m, n)) == {1}]
# assert always == [(1, 1), (1, 3), (1, 4), (1, 6), (1, 7), (1, 9), (1, 10)]
# assert not [n for n in range(2, 21) if set(lo.elementary_divisors(n, n)) == {1}]
# print(always)
# ```
#
# </details>
#
# **Exercise 4.** Find the smallest solution (in the order used by `solve`) of the 3 x 3
# all-ones board with 5 colours by trying all $5^3$ first rows, and compare it with
# `solve`.
#
# <details><summary>Hint</summary>
#
# Chase each first row down (the function `chase_all_first_rows` above does it); the first
# row determines the rest, so the smallest solution has the smallest first row.
#
# </details>
#
# <details><summary>Solution</summary>
#
# Every first row is chased; those that clear the board are its solutions, and the smallest
# one in row-major order is what `solve` returns.
#
# ```python
# ones = np.ones((3, 3), dtype=np.uint8)
# found = []
# for first in itertools.product(range(5), repeat=3):
#     x = np.zeros((3, 3), dtype=np.int64)
#     x[0] = first
#     for r in range(1, 3):
#         x[r] = -lo.apply_presses(ones, x, 5)[r - 1].astype(np.int64) % 5
#     if not lo.apply_presses(ones, x, 5).any():
#         found.append(tuple(x.ravel()))
# assert tuple(lo.solve(ones, colours=5).ravel()) == min(found)
# print(len(found), "solution(s); the smallest:", min(found))
# ```
#
# </details>
#
# ## References
#
# * Source 003: "Computing solutions of the 3-colour Lights Out" (Japanese article,
#   ライツアウト(３カラーパズル)の計算解法): the systems mod 3, 4 and 6, the prime-factor
#   method, the 6-colour special condition. The text is kept with the project; no public
#   address is recorded.
# * K. Sutner, "Linear cellular automata and the Garden-of-Eden", *The Mathematical
#   Intelligencer* 11(2) (1989) 49-53, [doi:10.1007/BF03023823](https://doi.org/10.1007/BF03023823):
#   the game on graphs as a linear cellular automaton.
# * A. Berman, F. Borer and N. Hungerbühler, "Lights Out on graphs", *Mathematische
#   Semesterberichte* (2021),
#   [doi:10.1007/s00591-021-00297-5](https://doi.org/10.1007/s00591-021-00297-5): a variant
#   with more than two states analysed by linear equations over $\mathbb{Z}_n$, and the
#   NP-hardness of a minimal solution.
# * "Solving a system of equations using modular arithmetic", Mathematics Stack Exchange,
#   question 555654, [math.stackexchange.com/questions/555654](https://math.stackexchange.com/questions/555654/solving-a-system-of-equations-using-modular-arithmetic):
#   a 4 x 4 board with 4 colours whose elimination gets stuck on a leading 2, the difficulty
#   this notebook resolves.
# * A. Storjohann and T. Mulders, "Fast algorithms for linear algebra modulo N", in
#   *Algorithms - ESA '98*, LNCS 1461 (1998) 139-150,
#   [doi:10.1007/3-540-68530-8_12](https://doi.org/10.1007/3-540-68530-8_12): the Howell form
#   as a canonical set of generators of a row span over $\mathbb{Z}/N$.
# * OEIS [A159257](https://oeis.org/A159257) (nullity of the $n \times n$ board, compared
#   above) and [A075462](https://oeis.org/A075462) (its number of solutions, $2^{d}$).
