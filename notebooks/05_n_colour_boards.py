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
# source 003 ("Computing solutions of the 3-colour Lights Out"): it solves the 5 x 5 board
# mod 3 (27 solutions, 3 existence conditions), shows why mod 4 a row cannot simply be
# divided by 2 (16 solutions, 2 conditions), solves prime $N$ with inverses from Fermat's
# little theorem, and handles composite $N$ by the source's prime-factor method. It then
# explains every one of these counts at once, and the strange extra condition the source
# meets with 6 colours, by the Smith normal form of $A$ over the integers. Every table the
# source prints is checked, and one limit of the prime-factor method is shown.
#
# **Uses:** [01, the Lights Out matrix](01_the_lights_out_matrix.ipynb) (the matrix $A$,
# `apply_presses`), [02, solving over GF(2)](02_solving_over_gf2.ipynb) (solvability
# conditions as quiet patterns) and [03, light chasing](03_light_chasing_and_polynomials.ipynb)
# (the 5 x 5 board has two independent quiet patterns mod 2). The functions introduced here
# are `solve(board, colours=N)`, `solution_count` and `elementary_divisors` in
# [`lightsout_helpers.py`](../lightsout_helpers.py).

# %%
try:  # SageMath: conda-forge's `sage` or the modular passagemath wheels
    from sage.all import *
except ImportError:
    from sage.all__sagemath_modules import *

import itertools
import math
import re

import matplotlib.pyplot as plt
import numpy as np

import lightsout_helpers as lo

# %% [markdown]
# ## The system mod N
#
# Number the colours $0, 1, \dots, N-1$. A press moves the button and its up, down, left and
# right neighbours one colour forward, and colour $N-1$ is followed by colour $0$: each press
# adds 1 mod $N$ to a plus-shaped set of cells. As with two colours only the number of
# presses of each button counts, not their order, and pressing a button $N$ times changes
# nothing, so a solution is a vector $x$ of press counts in $0, \dots, N-1$. Pressing $x$ on
# board $b$ leaves $b + Ax \bmod N$, with the matrix $A$ of notebook 01, and the board is
# solved when
#
# $$ A x \equiv -b \equiv N - b \pmod N . $$
#
# The source writes the right-hand side as $(N - b) \bmod N$ to keep it non-negative: with 3
# colours the coefficient of each board cell is $2 \equiv -1$, with 4 colours it is $3$.

# %%
rng = np.random.default_rng(4)
for ncol in (3, 4, 6, 12):
    A = lo.press_matrix(5, 5).astype(np.int64)
    for _ in range(20):
        b = rng.integers(0, ncol, size=(5, 5))
        x = rng.integers(0, 3 * ncol, size=(5, 5))  # press counts, not reduced
        after = lo.apply_presses(b, x, ncol)
        assert np.array_equal(after.ravel(), (b.ravel() + A @ x.ravel()) % ncol)
        assert np.array_equal(after, lo.apply_presses(b, x % ncol, ncol))  # N presses = none
print("apply_presses(b, x, N) = b + A x mod N, and only x mod N matters, for N = 3, 4, 6, 12")

# %% [markdown]
# Source 003 prints its systems as augmented matrices $[\,A \mid R\,]$: row $i$ reads
# "(left part) $\cdot x \equiv$ (right part) $\cdot b$". The starting system is
# $[\,A \mid -I\,]$. The tables of the source were extracted by a script into
# [`data/05_source003_tables.txt`](../data/05_source003_tables.txt) (a `-` stands for 0);
# the starting systems mod 3 and mod 4 are exactly $[\,A \mid -I\,]$:

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
    return {k: (ncol, labels, np.array(rows, dtype=np.int64)) for k, (ncol, labels, rows) in tables.items()}


source = read_source_tables(lo.DATA_DIR / "05_source003_tables.txt")
A5 = lo.press_matrix(5, 5).astype(np.int64)
for name in ("mod3_system", "mod4_system"):
    ncol, labels, table = source[name]
    assert np.array_equal(table % ncol, np.hstack([A5, -np.eye(25, dtype=np.int64)]) % ncol)
    typos = {i: lab for i, lab in enumerate(labels, 1) if lab != i}
    print(f"{name}: the source's 25 x 50 table is [A | -I] mod {ncol};",
          "row labels in order" if not typos else f"row labels that differ (row: printed label): {typos}")
    assert typos == ({} if ncol == 3 else {2: 3, 12: 13, 20: 30, 21: 31, 22: 33, 23: 33, 24: 34, 25: 35})

# %% [markdown]
# (The row labels of the printed 4-colour system have typos: 3 for 2, 13 for 12, and 30,
# 31, 33, 33, 34, 35 for 20 to 25. The rows themselves are right and in order.)
#
# Every later table of the source comes from this one by row operations, so every row
# $[\,L \mid R\,]$ it prints must satisfy $L \equiv -R A \pmod N$: the row is $R$'s combination
# of the starting rows, and the starting right part is $-I$. This is a check of each of the
# source's tables that needs no choice of pivots; all 169 printed rows pass it.

# %%
def row_errors(name):
    """Labels of the printed rows [L | R] with L + R A != 0 mod N."""
    ncol, labels, table = source[name]
    left, right = table[:, :25], table[:, 25:]
    bad = ((left + right @ A5) % ncol).any(axis=1)
    return [labels[i] for i in np.flatnonzero(bad)]


rows_checked = 0
for name, (ncol, labels, table) in source.items():
    assert row_errors(name) == [], name
    rows_checked += len(labels)
    print(f"{name:40s} mod {ncol}: {len(labels):2d} rows, every one a consequence of A x = -b")
print("rows checked:", rows_checked)
assert rows_checked == 169

# %% [markdown]
# ## Three colours: elimination over GF(3)
#
# With 3 colours the arithmetic is that of the field $\mathrm{GF}(3)$: every non-zero
# coefficient has an inverse ($1 \cdot 1 = 1$, $2 \cdot 2 = 4 \equiv 1$), so Gauss-Jordan
# elimination works as over the rationals. The source's example: a row whose leading
# coefficient is 2 is multiplied by 2.

# %%
before, after = source["mod3_row5_before_scaling"][2][0], source["mod3_row5_after_scaling"][2][0]
assert np.array_equal(2 * before % 3, after) and after[4] == 1
print("row 5 times 2, mod 3, is the row the source prints, with leading coefficient 1")

# %% [markdown]
# Sage does the whole elimination of $[\,A \mid -I\,]$ over $\mathrm{GF}(3)$. The left part
# has 22 pivots; the last three rows have a zero left part, so they read
# $0 \equiv R_i \cdot b$: three **existence conditions** a board must meet. When they hold,
# the three variables without a pivot ($x_{23}, x_{24}, x_{25}$) are free and the other 22
# follow from them, so a solvable board has $3^3 = 27$ solutions, as the source says.

# %%
M3 = matrix(GF(3), A5.tolist()).augment(-identity_matrix(GF(3), 25))
E3 = M3.echelon_form()
left_pivots = [c for c in E3.pivots() if c < 25]
conditions3 = [i for i in range(25) if E3[i, :25].is_zero()]
print("pivot columns of the left part:", len(left_pivots), "-> free variables",
      [c + 1 for c in range(25) if c not in left_pivots])
print("rows with zero left part (existence conditions):", [i + 1 for i in conditions3])
assert len(left_pivots) == 22 and len(conditions3) == 3
assert matrix(GF(3), A5.tolist()).right_kernel().cardinality() == 27 == 3 ** 3
assert lo.solution_count(5, 5, 3) == 27

# %% [markdown]
# The source remarks that a plain search would need only $3^5 = 243$ trials. That is light
# chasing (notebook 03) with 3 colours: once the presses of the first row are chosen, each
# cell of a row can only be brought to 0 by the button below it, so every later row is
# forced, and only the last row can stay lit. Trying all 243 first rows on a solvable board
# finds exactly 27 that switch it off, one per solution; on an unsolvable board (one lit
# corner) it finds none.

# %%
def chase_all_first_rows(board, ncol):
    """Every press pattern that solves the board, found by trying each first row and chasing."""
    m, n = board.shape
    found = []
    for first in itertools.product(range(ncol), repeat=n):
        x = np.zeros((m, n), dtype=np.int64)
        x[0] = first
        for r in range(1, m):
            x[r] = -lo.apply_presses(board, x, ncol)[r - 1].astype(np.int64) % ncol  # clear row r-1 from below
        if not lo.apply_presses(board, x, ncol).any():
            found.append(x)
    return found


lit_corner = np.zeros((5, 5), dtype=np.uint8)
lit_corner[0, 0] = 1
chased = chase_all_first_rows(lo.random_solvable_board(5, 5, seed=3, colours=3), 3)
assert len(chased) == lo.solution_count(5, 5, 3) == 27 and chase_all_first_rows(lit_corner, 3) == []
print(f"{3 ** 5} first rows tried: {len(chased)} solve a random solvable board, none solves one lit corner")

# %% [markdown]
# The source's final 3-colour table has the same shape: rows 1-22 have a 1 on the diagonal
# and entries only in the free columns 23-25, rows 23-25 have a zero left part, and its
# right part $R$ is invertible mod 3 (no information was lost). Its three condition rows
# span the same space as Sage's.

# %%
ncol, labels, S3 = source["mod3_solved"]
left, right = S3[:, :25], S3[:, 25:]
assert np.array_equal(left[:22, :22], np.eye(22, dtype=np.int64)) and not left[22:].any()
assert matrix(GF(3), right.tolist()).is_invertible()
source_conditions = matrix(GF(3), right[22:].tolist())
sage_conditions = E3.matrix_from_rows_and_columns(conditions3, list(range(25, 50)))
assert source_conditions.row_space() == sage_conditions.row_space()
print("source 003, 3 colours: 22 pivots, 3 existence conditions, 27 solutions; all confirmed")

# %% [markdown]
# A condition row $R_i$ with $R_i A \equiv 0$ is a *quiet pattern* mod 3: pressing it changes
# nothing. The condition $R_i \cdot b \equiv 0$ says that the board is orthogonal to it, as
# in notebook 02. To solve a board with the table, as the source suggests, set the free
# variables to 0 and read $x_i = R_i \cdot b$ for $i \le 22$:

# %%
board = lo.random_solvable_board(5, 5, seed=3, colours=3)
assert not (right[22:] @ board.ravel() % 3).any()  # the three conditions hold
presses = np.zeros(25, dtype=np.int64)
presses[:22] = right[:22] @ board.ravel() % 3
presses = presses.reshape(5, 5)
assert not lo.apply_presses(board, presses, 3).any()
assert not (right[22:] @ A5 % 3).any()  # each condition row is a quiet pattern
print(lo.format_board(board), "\n\npresses read from the source's table:\n" + lo.format_board(presses))

# %% [markdown]
# ## Four colours: why a row must not be divided by 2
#
# Mod 4 the coefficient 2 has no inverse: $2y$ is $0$ or $2$ whatever $y$ is. The source
# first eliminates "naively" and gets a table whose every entry is 0 or 2, then warns that
# dividing the rows by 2 is wrong: $2 \equiv 2 + 2 + 2 \pmod 4$ is true, but
# $1 \equiv 1 + 1 + 1 \pmod 4$ is false.

# %%
assert 2 % 4 == (2 + 2 + 2) % 4 and 1 % 4 != (1 + 1 + 1) % 4
ncol, labels, naive = source["mod4_naive"]
assert not (naive % 2).any()
half = naive // 2
print("every entry of the naive table is even:", not (naive % 2).any())
print("halved rows are consequences mod 2:", not ((half[:, :25] + half[:, 25:] @ A5) % 2).any(),
      "| mod 4:", not ((half[:, :25] + half[:, 25:] @ A5) % 4).any())

# %% [markdown]
# A halved row is only a true statement mod 2. Here is a concrete board on which the halved
# table gives a wrong answer. Rows 1-23 of the halved table read $x_i + (\dots) \equiv
# R_i \cdot b$ with terms in $x_{24}, x_{25}$; setting those to 0 gives a press pattern,
# and applying it leaves a board that is not dark. Every cell left is even: the halved table
# solved the board mod 2, not mod 4.

# %%
board4 = lo.random_solvable_board(5, 5, seed=1, colours=4)
wrong = np.zeros(25, dtype=np.int64)
wrong[:23] = half[:23, 25:] @ board4.ravel() % 4
wrong = wrong.reshape(5, 5)
left_over = lo.apply_presses(board4, wrong, 4)
print("board (4 colours, solvable by construction):\n" + lo.format_board(board4))
print("\npresses from the halved table:\n" + lo.format_board(wrong))
print("\nboard after those presses:\n" + lo.format_board(left_over))
assert left_over.any() and not (left_over % 2).any()
right_answer = lo.solve(board4, colours=4)
assert not lo.apply_presses(board4, right_answer, 4).any()
print("\na correct answer, from lo.solve(board, colours=4):\n" + lo.format_board(right_answer))

# %%
fig, axes = plt.subplots(1, 3)
lo.plot_board(board4, colours=4, ax=axes[0], title="a 4-colour board")
lo.plot_board(left_over, presses=wrong, colours=4, ax=axes[1], title="halved table: not dark")
lo.plot_board(lo.apply_presses(board4, right_answer, 4), presses=right_answer, colours=4, ax=axes[2],
              title="solve(colours=4): dark")
lo.savefig(fig, "05-halving-is-wrong")
plt.show()

# %% [markdown]
# *Figure 05-halving-is-wrong.* Left, a solvable 4-colour 5 x 5 board (the number in a cell
# is its colour). Middle, the board after the presses (red rings, count written when above
# 1) read from the naive table divided by 2: cells of colour 2 remain. Right, the presses
# found by `solve` leave every cell at 0.

# %% [markdown]
# The source's repair (credited there to deepgreen) is to **never pivot on a coefficient
# that is not a unit**. Mod 4 the units are 1 and 3 ($3 \cdot 3 = 9 \equiv 1$), so a
# leading 3 is multiplied by 3, and a leading 2 is not used as a pivot: in the source's
# partial table row 8 has a 2 in column 8, and rows 8 and 9 are swapped because row 9 has a
# 3 there.

# %%
ncol, labels, partial = source["mod4_partial"]
assert partial[7, 7] == 2 and partial[8, 7] == 3 and (3 * 3) % 4 == 1
print("row 8, column 8:", partial[7, 7], "(not a unit mod 4);  row 9, column 8:", partial[8, 7], "(a unit)")

# %% [markdown]
# The final 4-colour table: 23 unit pivots, two rows with a zero left part, and an
# invertible right part (its determinant is odd). So there are 2 existence conditions and
# $x_{24}, x_{25}$ are free, each with 4 values: $4^2 = 16$ solutions, as the source says.

# %%
ncol, labels, S4 = source["mod4_solved"]
left, right = S4[:, :25], S4[:, 25:]
assert np.array_equal(left[:23, :23], np.eye(23, dtype=np.int64)) and not left[23:].any()
assert matrix(ZZ, right.tolist()).det() % 2 == 1
assert not (right[23:] @ A5 % 4).any()  # the two conditions are quiet patterns mod 4
board4b = lo.random_solvable_board(5, 5, seed=7, colours=4)
presses = np.zeros(25, dtype=np.int64)
presses[:23] = right[:23] @ board4b.ravel() % 4
assert not lo.apply_presses(board4b, presses.reshape(5, 5), 4).any()
assert lo.solution_count(5, 5, 4) == 16 == 4 ** 2
print("source 003, 4 colours: 23 unit pivots, 2 existence conditions, 16 solutions; all confirmed,",
      "and the table solves a random solvable board")

# %% [markdown]
# ## Prime N: inverses from Fermat's little theorem
#
# For a prime $p$ and $a \not\equiv 0$, Fermat's little theorem gives $a^{p-1} \equiv 1$, so
# $a \cdot a^{p-2} \equiv 1 \pmod p$: multiplying a row by $a^{p-2}$ turns its leading
# coefficient $a$ into 1 (the source's example: $4 \cdot 4^3 = 256 \equiv 1 \pmod 5$). Thus
# for a prime number of colours the elimination always works. For composite $N$ the trick
# fails: $2^{4-2} \equiv 0 \pmod 4$.

# %%
for p in primes(2, 14):
    for a in range(1, p):
        assert a * pow(a, p - 2, p) % p == 1 and GF(p)(a) ** -1 == pow(a, p - 2, p)
assert 4 * 4 ** 3 % 5 == 1 and pow(2, 4 - 2, 4) == 0
print("a^(p-2) is the inverse of a mod p for every a and every prime p < 14 (checked against GF(p));",
      "mod 4, 2^2 = 0")


# %% [markdown]
# A Gauss-Jordan elimination mod $p$ that uses only these inverses fits in a few lines; it
# is written here independently of the helper module so that it can check it.

# %%
def solve_prime(board, p):
    """(presses, rank of A mod p) for a board with p colours, p prime, by Gauss-Jordan
    elimination with Fermat inverses; free variables are set to 0."""
    m, n = board.shape
    aug = np.column_stack([lo.press_matrix(m, n).astype(np.int64), -board.astype(np.int64).ravel()]) % p
    pivots = []
    for col in range(m * n):
        r0 = len(pivots)
        row = next((r for r in range(r0, m * n) if aug[r, col]), None)
        if row is None:
            continue
        aug[[r0, row]] = aug[[row, r0]]
        aug[r0] = aug[r0] * pow(int(aug[r0, col]), p - 2, p) % p
        factors = aug[:, col].copy()
        factors[r0] = 0
        aug = (aug - np.outer(factors, aug[r0])) % p
        pivots.append(col)
    if aug[len(pivots):, -1].any():
        raise lo.NotSolvableError(f"an existence condition fails mod {p}")
    x = np.zeros(m * n, dtype=np.int64)
    x[pivots] = aug[: len(pivots), -1]
    return x.reshape(m, n), len(pivots)


rng = np.random.default_rng(5)
for p in (3, 5, 7, 11, 13):
    for m, n in [(5, 5), (4, 4), (3, 7), (6, 6)]:
        Ap = matrix(GF(p), lo.press_matrix(m, n).astype(int).tolist())
        for seed in range(3):
            board = lo.random_solvable_board(m, n, seed=seed, colours=p)
            x, rank = solve_prime(board, p)
            assert rank == Ap.rank() and not lo.apply_presses(board, x, p).any()
            assert not lo.apply_presses(board, lo.solve(board, colours=p), p).any()
            assert lo.solution_count(m, n, p) == p ** (m * n - rank)
        b = rng.integers(0, p, size=(m, n))  # a random board: both methods must agree on solvability
        try:
            solve_prime(b, p)
            ours = True
        except lo.NotSolvableError:
            ours = False
        try:
            Ap.solve_right(vector(GF(p), (-b.ravel() % p).tolist()))
            sages = True
        except ValueError:
            sages = False
        assert ours == sages
print("p = 3, 5, 7, 11, 13 on 5x5, 4x4, 3x7, 6x6: Fermat elimination, Sage's GF(p) rank and solve,",
      "and lo.solve agree")

# %% [markdown]
# For 5 x 5 the rank mod $p$ is 23 (the two quiet patterns that exist over the rationals)
# for every prime below 200 except $p = 3$ and $p = 11$, where it drops to 22: a first sign
# that the number 33 will matter. (The Smith form below shows that this holds for every
# prime.)

# %%
for p in primes(2, 40):
    nullity = 25 - matrix(GF(p), A5.tolist()).rank()
    if nullity != 2:
        print(f"p = {p}: nullity {nullity}")
assert [p for p in primes(2, 200) if 25 - matrix(GF(p), A5.tolist()).rank() != 2] == [3, 11]

# %% [markdown]
# ## Composite N, first way: the prime-factor method
#
# Source 003 solves a composite number of colours one prime factor at a time. For $N = 4 =
# 2 \cdot 2$: solve the board mod 2 (cells that are even count as solved); the board left
# over has only even colours $0, 2$; read it as a 2-colour board ($2 \mapsto 1$), solve that,
# and press each of those buttons twice. The source's worked example:

# %%
problem = lo.parse_board("11022\n10002\n00000\n30000\n33000", colours=4)
presses1 = lo.parse_board("10000\n00000\n00000\n00000\n10000", colours=4)
result1 = lo.parse_board("22022\n20002\n00000\n00000\n00000", colours=4)
presses2 = lo.parse_board("20002\n00000\n00000\n00000\n00000", colours=4)
combined = lo.parse_board("30002\n00000\n00000\n00000\n10000", colours=4)
assert np.array_equal(lo.apply_presses(problem, presses1, 4), result1)
assert not lo.apply_presses(result1, presses2, 4).any()
assert np.array_equal((presses1 + presses2) % 4, combined) and not lo.apply_presses(problem, combined, 4).any()
print("the source's example (board, presses 1, result 1, presses 2, combined) checks out")

# %% [markdown]
# In general, with $N = p_1 p_2 \cdots p_k$ (primes, repeats allowed), stage $j$ works on a
# board all of whose cells are multiples of $s = p_1 \cdots p_{j-1}$: it solves the board
# divided by $s$ mod $p_j$ (by Fermat elimination) and presses each button $s$ times that
# often. After the last stage every cell is a multiple of $N$, that is 0. Each stage picks
# *one* solution mod $p_j$, the one with the free variables set to 0.

# %%
def prime_factors(ncol):
    return [int(p) for p, e in factor(ncol) for _ in range(e)]


def kernel_mod_p(m, n, p):
    """Every press pattern that changes nothing mod p (a list of m x n arrays)."""
    K = matrix(GF(p), lo.press_matrix(m, n).astype(int).tolist()).right_kernel()
    return [np.array([int(v) for v in k], dtype=np.int64).reshape(m, n) for k in K]


def prime_factor_solve(board, ncol, search=False):
    """Presses mod ncol by the prime-factor method; with search=True, every solution of
    each stage is tried (backtracking) instead of only the one with free variables 0."""
    m, n = board.shape
    factors = prime_factors(ncol)

    def stage(x, j, scale):
        rest = lo.apply_presses(board, x, ncol).astype(np.int64)
        if j == len(factors):
            return x
        assert not (rest % scale).any()
        p = factors[j]
        try:
            y, _ = solve_prime((rest // scale) % p, p)
        except lo.NotSolvableError:
            return None
        for k in kernel_mod_p(m, n, p) if search else [0]:
            found = stage((x + scale * (y + k)) % ncol, j + 1, scale * p)
            if found is not None:
                return found
        return None

    x = stage(np.zeros((m, n), dtype=np.int64), 0, 1)
    if x is None:
        raise lo.NotSolvableError(f"the prime-factor method found no presses mod {ncol}")
    return x


print("5x5 board of the source, 4 colours:\n" + lo.format_board(prime_factor_solve(problem, 4)))
for ncol in (4, 6, 8, 10, 12):
    for seed in range(20):
        board = lo.random_solvable_board(5, 5, seed=seed, colours=ncol)
        assert not lo.apply_presses(board, prime_factor_solve(board, ncol), ncol).any()
print("5 x 5: the prime-factor method solves 20 random solvable boards for each N = 4, 6, 8, 10, 12")

# %% [markdown]
# The method needs an assumption the source does not state. A stage's solution is only
# determined up to a quiet pattern mod $p$, and the choice can matter for the next stage.
# On the 5 x 5 board with $N = 4$ it did not matter on any board we tried, but on the 4 x 4
# board with 4 colours, or the 5 x 5 board with 9 colours, taking the solution with free
# variables 0 fails on many solvable boards. Trying every solution of each stage repairs the
# method (it is then an exhaustive search, so it finds a solution whenever one exists).

# %%
print("shape  N   solvable boards tried   fixed choice fails   with search fails")
failures = {}
for m, n, ncol in [(5, 5, 4), (5, 5, 8), (4, 4, 4), (2, 3, 4), (5, 5, 9), (4, 4, 6)]:
    fixed_fails = search_fails = 0
    for seed in range(30):
        board = lo.random_solvable_board(m, n, seed=seed, colours=ncol)
        try:
            prime_factor_solve(board, ncol)
        except lo.NotSolvableError:
            fixed_fails += 1
        x = prime_factor_solve(board, ncol, search=True)
        search_fails += bool(lo.apply_presses(board, x, ncol).any())
    failures[(m, n, ncol)] = fixed_fails
    print(f"{m} x {n}  {ncol}   {30:21d}   {fixed_fails:18d}   {search_fails:17d}")
    assert search_fails == 0

# %% [markdown]
# Why exactly these cases fail is answered by the next method.
#
# ## Composite N, second way: the Smith normal form
#
# The source's second method (deepgreen's) avoids non-unit pivots. Pushed to the end, that
# idea is the **Smith normal form** over the integers: there are integer matrices $U$ and
# $V$ with determinant $\pm 1$ such that
#
# $$ U A V = D = \operatorname{diag}(d_1, d_2, \dots, d_{mn}), \qquad d_1 \mid d_2 \mid \cdots , $$
#
# and the *invariants* $d_i \ge 0$ (zeros last) depend on $A$ only. Because $\det U = \pm 1$
# and $\det V = \pm 1$, both are invertible mod every $N$. Put $x = V y$ and multiply
# $Ax \equiv -b$ by $U$: with $c = U(-b)$ the system falls apart into $mn$ single congruences
#
# $$ d_i\, y_i \equiv c_i \pmod N . $$
#
# With $g_i = \gcd(d_i, N)$ (and $\gcd(0, N) = N$), congruence $i$ is solvable exactly when
# $g_i \mid c_i$, and then it has $g_i$ solutions $y_i$ mod $N$. Hence, for every $N$:
#
# * a solvable board has $\prod_i g_i$ solutions, the kernel of $A$ over $\mathbb{Z}/N$;
# * $N^{mn} / \prod_i g_i$ of the $N^{mn}$ boards are solvable (the map $b \mapsto c$ is a
#   bijection);
# * the existence conditions are the rows $i$ with $g_i > 1$, that is with $d_i$ not a unit
#   mod $N$; the condition is $c_i \equiv 0 \pmod{g_i}$. When $g_i = N$ it is an ordinary
#   condition; when $1 < g_i < N$ it only sees the board mod $g_i$.
#
# For $N \ge 3$, `solve(board, colours=N)` uses exactly this: $y_i = (c_i / g_i)\,
# (d_i / g_i)^{-1} \bmod N/g_i$, then $x = V y \bmod N$. For the 5 x 5 board Sage (PARI)
# gives:

# %%
Z5 = matrix(ZZ, A5.tolist())
D, U, V = Z5.smith_form()
d5 = [D[i, i] for i in range(25)]
assert D == U * Z5 * V and U.det() in (1, -1) and V.det() in (1, -1) and D.is_diagonal()
assert d5 == lo.elementary_divisors(5, 5) == Z5.elementary_divisors()
print("invariants of the 5 x 5 board:", d5.count(1), "ones, then", d5[22:], "  (33 =", factor(33), ")")

# %% [markdown]
# Twenty-two invariants are 1, one is $33 = 3 \cdot 11$ and two are 0 (the two quiet
# patterns over the rationals). Every count of the source follows:

# %%
def smith_counts(m, n, ncol):
    g = [math.gcd(int(di), ncol) for di in lo.elementary_divisors(m, n)]
    return math.prod(g), sum(gi > 1 for gi in g), sum(1 < gi < ncol for gi in g)


print(" N  solutions  conditions  of them partial  solvable boards = N^25 / solutions")
for ncol in range(2, 13):
    count, conditions, partial = smith_counts(5, 5, ncol)
    assert count == lo.solution_count(5, 5, ncol)
    print(f"{ncol:2d}  {count:9d}  {conditions:10d}  {partial:15d}  {ncol ** 25 // count}")
assert smith_counts(5, 5, 2)[:2] == (4, 2)    # source 001: 4 solutions mod 2
assert smith_counts(5, 5, 3)[:2] == (27, 3)   # source 003
assert smith_counts(5, 5, 4)[:2] == (16, 2)   # source 003
assert smith_counts(5, 5, 6) == (108, 3, 1)   # source 003's 6-colour table: rows 23, 24, 25

# %% [markdown]
# For 3 colours $33 \equiv 0$, which adds a third ordinary condition and a factor 3; for 4
# colours 33 is odd, a unit, and only the two zeros remain.
#
# The same three matrices solve boards. Here is the recipe above written out with Sage's
# $D, U, V$ for the 5 x 5 board, for every $N$ (2 included). It must agree with
# `solve(board, colours=N)` on which boards are solvable, and its presses must switch the
# board off. (`solve` does the same for $N \ge 3$, with the form of each shape computed once
# and cached; for $N = 2$ it uses the GF(2) elimination of notebook 02, so this is also a
# check of one method against the other.)

# %%
def solvable(board, ncol):
    try:
        lo.solve(board, colours=ncol)
        return True
    except lo.NotSolvableError:
        return False


def smith_solve(board, ncol):
    """Presses for a 5 x 5 board with ncol colours from D = U A V: d_i y_i = c_i, x = V y."""
    c = [int(ci) % ncol for ci in U * vector(ZZ, (-board.astype(int).ravel()).tolist())]
    y = []
    for di, ci in zip(d5, c):
        g = math.gcd(int(di), ncol)
        if ci % g:
            raise lo.NotSolvableError(f"d_i = {di}: c_i = {ci} is not divisible by gcd(d_i, N) = {g}")
        y.append(0 if g == ncol else (ci // g) * pow(int(di) // g, -1, ncol // g))
    return np.array([int(v) % ncol for v in V * vector(ZZ, y)]).reshape(5, 5)


rng = np.random.default_rng(9)
tried = solvable_seen = 0
for ncol in range(2, 13):
    boards = [rng.integers(0, ncol, size=(5, 5)) for _ in range(10)]
    boards += [lo.random_solvable_board(5, 5, seed=s, colours=ncol) for s in range(10)]
    for b in boards:
        try:
            x = smith_solve(b, ncol)
        except lo.NotSolvableError:
            assert not solvable(b, ncol), ncol
        else:
            assert solvable(b, ncol) and not lo.apply_presses(b, x, ncol).any(), ncol
            solvable_seen += 1
        tried += 1
print(f"{tried} boards, N = 2..12: the Smith recipe and lo.solve agree on solvability;"
      f" {solvable_seen} solved and verified")

# %% [markdown]
# The Smith form also says when the prime-factor method may pick a wrong stage solution.
# Let $p^k$ be the power of $p$ in $N$. In the coordinates $y$, a stage mod $p$ fixes each
# $y_i$ mod $p$ when $p \nmid d_i$ and leaves it free when $p \mid d_i$. If $d_i = 0$ or
# $p^k \mid d_i$, any value extends, because $d_i y_i \equiv c_i$ does not involve $y_i$
# mod $p^k$. But if $d_i = p^j u$ with $0 < j < k$, the congruence pins $y_i$ down mod
# $p^{k-j}$, so it also constrains $y_i$ mod $p$, and a free choice may be wrong. For 4 x 4 the
# invariants include $2$ (and $N = 4 = 2^2$); for 5 x 5 the invariant 33 contains $3^1$ (and
# $N = 9 = 3^2$). For 5 x 5 and any power of 2 every choice extends: its only even
# invariants are the zeros. So the source's method is correct for its 4-colour 5 x 5 example
# and for every square-free $N$, but not for every board and $N$. The failures measured
# above match this rule:

# %%
def fixed_choice_safe(m, n, ncol):
    """True when no invariant has a p-part strictly between 1 and the power of p in ncol."""
    for p, k in factor(ncol):
        for di in lo.elementary_divisors(m, n):
            if di != 0 and 0 < valuation(di, p) < k:
                return False
    return True


print("4 x 4 invariants other than 1:", [di for di in lo.elementary_divisors(4, 4) if di != 1])
print("5 x 5 with 9 colours: gcd(33, 9) =", math.gcd(33, 9), "(neither 1 nor 9)")
for (m, n, ncol), fails in failures.items():
    safe = fixed_choice_safe(m, n, ncol)
    print(f"{m} x {n}, N = {ncol}: {'every choice extends' if safe else 'a choice may not extend'};"
          f" fixed choice failed on {fails} of 30")
    assert (fails == 0) == safe

# %% [markdown]
# ## The 6-colour special condition
#
# The source eliminates mod 6 and finds rows 23-25 with the same left part $3x_{23} +
# 3x_{24} + 3x_{25}$. Subtracting row 23 from rows 24 and 25 gives two ordinary conditions
# ($0 \equiv R_i \cdot b$), but row 23 stays as
#
# $$ 3\,(x_{23} + x_{24} + x_{25}) \equiv R_{23} \cdot b \pmod 6 , $$
#
# which is solvable exactly when $R_{23} \cdot b \equiv 0 \pmod 3$, and then fixes
# $x_{23} + x_{24} + x_{25}$ only mod 2, leaving 3 choices. The source leaves its meaning to
# deepgreen's page. The Smith form says what it is: $\gcd(33, 6) = 3$, so invariant 33 is a
# unit mod 2 but 0 mod 3. By the Chinese remainder theorem $\mathbb{Z}/6 = \mathbb{Z}/2
# \times \mathbb{Z}/3$; mod 2 the board has the 2 conditions of ordinary Lights Out, mod 3
# it has 3, and the special row is the third 3-colour condition, which has no partner mod
# 2. The checks: the source's rows are right, $2R_{23}$ is a quiet pattern mod 6,
# $R_{23} \bmod 3$ lies in the span of the three 3-colour conditions of the source, and
# the count is $6 \cdot 6 \cdot 3 = 108$.

# %%
ncol, labels, S6 = source["mod6_solved"]
_, _, last3 = source["mod6_rows_23_to_25_after_subtraction"]
assert np.array_equal(S6[:22, :22], np.eye(22, dtype=np.int64))
assert (S6[22:, 22:25] == 3).all() and not S6[22:, :22].any()  # rows 23-25: left part 3 3 3
assert np.array_equal(last3[0], S6[22]) and np.array_equal(last3[1:] % 6, (S6[23:] - S6[22]) % 6)
assert not last3[1:, :25].any()  # rows 24, 25 after subtraction: ordinary conditions
R23 = last3[0, 25:]
assert not (2 * R23 @ A5 % 6).any()  # 2 R23 is quiet mod 6
mod3_conditions = matrix(GF(3), source["mod3_solved"][2][22:, 25:].tolist()).row_space()
assert vector(GF(3), (R23 % 3).tolist()) in mod3_conditions
assert math.gcd(33, 6) == 3 and lo.solution_count(5, 5, 6) == 6 * 6 * 3 == 108
print("row 23 mod 3 is a 3-colour existence condition; 2 * R23 is quiet mod 6; 108 solutions")

# %% [markdown]
# The same decomposition on random boards: a 6-colour board is solvable exactly when the
# board mod 2 is a solvable 2-colour board and the board mod 3 a solvable 3-colour board.

# %%
rng = np.random.default_rng(6)
agree = [solvable(b, 6) == (solvable(b % 2, 2) and solvable(b % 3, 3))
         for b in rng.integers(0, 6, size=(400, 5, 5))]
assert all(agree)
print(f"{len(agree)} random 6-colour boards: solvable mod 6 <=> solvable mod 2 and mod 3")

# %% [markdown]
# **Which other colours are special for 5 x 5?** A condition is special (a non-unit,
# non-zero coefficient like the 3 above) exactly when $1 < \gcd(33, N) < N$, that is when
# $N$ is a multiple of 3 or of 11 other than 3, 11 and 33 themselves (66, for instance, is
# special: $\gcd(33, 66) = 33$). For $N = 3$ and $N = 11$ the invariant 33 is $\equiv 0$
# and gives a third *ordinary* condition (prime colours, so elimination is clean: $p^3$
# solutions); for $N = 33$ it is 0 as well. The two zero invariants give two ordinary
# conditions for every $N$. Among $N = 2, \dots, 12$ the special ones are 6, 9 and 12, all
# with $\gcd(33, N) = 3$: their extra condition is the 3-colour condition, seen mod $N$.

# %%
special = [ncol for ncol in range(2, 100) if 1 < math.gcd(33, ncol) < ncol]
print("special numbers of colours for 5 x 5, N < 100:", special)
print("three ordinary conditions (33 = 0 mod N):", [ncol for ncol in range(2, 100) if 33 % ncol == 0])
assert special == [ncol for ncol in range(2, 100)
                   if (ncol % 3 == 0 or ncol % 11 == 0) and ncol not in (3, 11, 33)]
assert [ncol for ncol in special if ncol <= 12] == [6, 9, 12]
assert [smith_counts(5, 5, ncol)[2] for ncol in range(2, 13)] == [int(ncol in (6, 9, 12)) for ncol in range(2, 13)]
for ncol in special[:3]:
    g = math.gcd(33, ncol)
    print(f"N = {ncol}: gcd(33, N) = {g}; condition c_23 = 0 mod {g}; "
          f"{lo.solution_count(5, 5, ncol)} = {ncol}^2 * {g} solutions")

# %% [markdown]
# ## Solution counts for square boards and N = 2..12
#
# The invariants of the $n \times n$ boards decide everything. Here are those other than 1:

# %%
for n in range(2, 10):
    d = lo.elementary_divisors(n, n)
    print(f"{n} x {n}: {d.count(1):2d} ones, then {[di for di in d if di != 1]}")

# %% [markdown]
# and the number of solutions of a solvable board, `solution_count(n, n, N)`. For prime
# $N$ it must equal $N^{\text{nullity of } A \bmod N}$, checked against Sage's rank over
# $\mathrm{GF}(N)$; composite $N$ are checked by brute force in the next section.

# %%
sizes, colours_range = range(2, 10), range(2, 13)
counts = np.array([[lo.solution_count(n, n, ncol) for ncol in colours_range] for n in sizes], dtype=object)
for i, n in enumerate(sizes):
    for j, ncol in enumerate(colours_range):
        if is_prime(ncol):
            rank = matrix(GF(ncol), lo.press_matrix(n, n).astype(int).tolist()).rank()
            assert counts[i, j] == ncol ** (n * n - rank)
print("n\\N " + "".join(f"{ncol:>9d}" for ncol in colours_range))
for i, n in enumerate(sizes):
    print(f"{n:3d} " + "".join(f"{int(v):>9d}" for v in counts[i]))

# %%
fig, ax = plt.subplots()
logs = np.array([[math.log10(int(v)) for v in row] for row in counts], dtype=float)
ax.imshow(logs, cmap="Blues", aspect="auto", vmin=0)
for i, j in itertools.product(range(len(sizes)), range(len(colours_range))):
    v = int(counts[i, j])
    text = str(v) if v < 100000 else f"{v:.0e}".replace("e+0", "e")
    ax.text(j, i, text, ha="center", va="center", fontsize=11 if v < 10000 else 9.5,
            color="white" if logs[i, j] > 2.5 else "black")
ax.set_xticks(range(len(colours_range)), [str(c) for c in colours_range])
ax.set_yticks(range(len(sizes)), [f"{n} x {n}" for n in sizes])
ax.tick_params(length=0)
ax.set_xlabel("number of colours N")
ax.set_ylabel("board")
ax.set_title("solutions of a solvable board (1 = every board solvable, uniquely)")
lo.savefig(fig, "05-solution-counts")
plt.show()

# %% [markdown]
# *Figure 05-solution-counts.* `solution_count(n, n, N)`, the number of press patterns mod
# $N$ that solve a solvable $n \times n$ board, which is also the factor by which solvable
# boards are rarer than all boards. The shading is on a log scale. A count of 1 means every colouring has exactly one
# solution. Boards with zero invariants (4 x 4, 5 x 5, 9 x 9) never have that; 6 x 6
# (invariants 13, 13, 13) has it for every $N \le 12$; 3 x 3 and 7 x 7 lose it only at
# $N = 7$, 2 x 2 and 8 x 8 at the multiples of 3.

# %%
assert all(counts[3, j] > 1 for j in range(len(colours_range)))  # 5 x 5: two zero invariants
assert [ncol for j, ncol in enumerate(colours_range) if counts[1, j] == 1] == [c for c in colours_range if c % 7]
assert lo.elementary_divisors(3, 3)[-1] == 7
unique = {n: [c for j, c in enumerate(colours_range) if counts[i, j] == 1] for i, n in enumerate(sizes)}
assert unique[4] == unique[5] == unique[9] == [] and unique[6] == list(colours_range)
assert unique[7] == unique[3] and unique[2] == unique[8] == [c for c in colours_range if c % 3]
print("3 x 3 is uniquely solvable exactly for N prime to 7 (its invariants are 1, ..., 1, 7)")

# %% [markdown]
# ## Cross-checks by brute force
#
# On small boards every press pattern can be tried. For each shape up to 2 x 3 (and 3 x 1,
# 3 x 2) and each $N = 2, \dots, 12$ with at most 3 million patterns, and for 3 x 3 with
# $N \le 3$, we apply all $N^{mn}$ patterns to the dark board. The number of patterns that
# leave it dark is the number of solutions, and the distinct boards reached are exactly the
# solvable ones. Both must match `solution_count` and $N^{mn}/\text{count}$, and
# `solve(board, colours=N)` must succeed on the reachable boards and raise
# `NotSolvableError` on the others (on all boards when there are at most 4096, else on 200
# seeded random ones). For $N = 2$ this checks the GF(2) elimination of notebook 02, for
# $N \ge 3$ the Smith-form solver above.

# %%
def all_patterns(cells, ncol):
    idx = np.arange(ncol ** cells, dtype=np.int64)
    return np.stack([(idx // ncol ** j) % ncol for j in range(cells)], axis=1)


def brute_force(m, n, ncol):
    """(codes of the reachable boards, number of quiet patterns), from every press pattern."""
    boards = all_patterns(m * n, ncol) @ lo.press_matrix(m, n).astype(np.int64).T % ncol
    codes = boards @ (ncol ** np.arange(m * n, dtype=np.int64))
    return np.unique(codes), int((codes == 0).sum())


cases = [(m, n, ncol) for m, n in [(1, 1), (1, 2), (1, 3), (2, 1), (2, 2), (2, 3), (3, 1), (3, 2)]
         for ncol in range(2, 13) if ncol ** (m * n) <= 3_000_000] + [(3, 3, 2), (3, 3, 3)]
sample = np.random.default_rng(7)
boards_tested = 0
for m, n, ncol in cases:
    reachable, quiet = brute_force(m, n, ncol)
    count = lo.solution_count(m, n, ncol)
    assert quiet == count and len(reachable) * count == ncol ** (m * n), (m, n, ncol)
    total = ncol ** (m * n)
    codes = range(total) if total <= 4096 else sample.integers(0, total, size=200)
    is_reachable = np.isin(np.asarray(codes), reachable)
    for code, ok in zip(codes, is_reachable):
        board = np.array([(int(code) // ncol ** j) % ncol for j in range(m * n)]).reshape(m, n)
        try:
            x = lo.solve(board, colours=ncol)
        except lo.NotSolvableError:
            assert not ok, (m, n, ncol, code)
        else:
            assert ok and not lo.apply_presses(board, x, ncol).any(), (m, n, ncol, code)
        boards_tested += 1
print(f"{len(cases)} (shape, N) cases: counts and solvable boards match brute force; "
      f"{boards_tested} boards solved or rejected correctly")

# %% [markdown]
# And on larger boards: for every shape up to 8 x 8 and every $N = 2, \dots, 12$, a random
# solvable board (pressed from dark with seeded random presses) is solved and the answer
# verified with `apply_presses`; and a random board is solved or rejected in agreement with
# Sage's own solver over $\mathbb{Z}/N$ (`solve_right` over `Integers(N)`) on the 5 x 5 and
# 4 x 4 boards.

# %%
solved = 0
for ncol in range(2, 13):
    for m, n in itertools.product(range(1, 9), repeat=2):
        board = lo.random_solvable_board(m, n, seed=100 * m + n, colours=ncol)
        assert not lo.apply_presses(board, lo.solve(board, colours=ncol), ncol).any(), (m, n, ncol)
        solved += 1
print(f"{solved} random solvable boards (64 shapes x 11 values of N) solved and verified")

rng = np.random.default_rng(8)
agreements = 0
for ncol in range(2, 13):
    for m, n in [(4, 4), (5, 5)]:
        An = matrix(Integers(ncol), lo.press_matrix(m, n).astype(int).tolist())
        for _ in range(5):
            b = rng.integers(0, ncol, size=(m, n))
            try:
                An.solve_right(vector(Integers(ncol), (-b.ravel() % ncol).tolist()))
                sages = True
            except ValueError:
                sages = False
            assert solvable(b, ncol) == sages, (m, n, ncol)
            agreements += 1
print(f"{agreements} random boards: solvability agrees with Sage's solve_right over Integers(N)")

# %% [markdown]
# An unsolvable board raises `NotSolvableError`, and the message names the invariant whose
# congruence fails and an equivalent quiet pattern $q = (N/g_i) U_i$ (row $i$ of $U$): $qA
# \equiv (N/g_i)\, d_i\, e_i V^{-1} \equiv 0$, so pressing $q$ changes nothing, and the
# board is solvable only if its dot product with every such $q$ is 0 mod $N$. A single lit
# corner of the 5 x 5 board with 6 colours:

# %%
corner = np.zeros((5, 5), dtype=np.uint8)
corner[0, 0] = 1
try:
    lo.solve(corner, colours=6)
    raise AssertionError("expected NotSolvableError")
except lo.NotSolvableError as err:
    print(err)

# %% [markdown]
# ## How large a board is practical?
#
# `solve(board, colours=N)` for $N \ge 3$, `solution_count` and `elementary_divisors` need the
# Smith form of the $mn \times mn$ matrix $A$. It is computed once per board shape (Sage,
# PARI) and kept; after that a board of the same shape costs two matrix-vector products mod
# $N$. The first call is the expensive one, and its cost grows quickly with the number of
# cells, while the entries of $U$ and $V$ grow to many bits. The benchmark
# [`bench/bench_05_smith.py`](../bench/bench_05_smith.py) measures both on square boards
# and writes [`data/05_smith_scaling.csv`](../data/05_smith_scaling.csv) (times from one
# run on a shared 2-core machine; they vary from run to run):

# %%
import csv

with open(lo.DATA_DIR / "05_smith_scaling.csv", newline="") as f:
    scaling = [{k: float(v) for k, v in row.items()} for row in csv.DictReader(f)]
print("   n  cells  first call: Smith form (s)  later boards: solve (ms)  largest entry of U, V (bits)")
for row in scaling:
    print(f"{int(row['n']):4d}  {int(row['cells']):5d}  {row['smith_seconds']:26.2f}  "
          f"{1000 * row['solve_seconds']:24.2f}  {int(row['max_entry_bits']):28d}")
by_n = {int(row["n"]): row for row in scaling}
small, large = by_n[10], by_n[max(by_n)]
exponent = math.log(large["smith_seconds"] / small["smith_seconds"]) / math.log(large["cells"] / small["cells"])
print(f"from {int(small['n'])} x {int(small['n'])} to {int(large['n'])} x {int(large['n'])} the first call grows"
      f" like (cells)^{exponent:.1f}; later boards stay below {max(r['solve_seconds'] for r in scaling) * 1000:.1f} ms")
assert max(r["solve_seconds"] for r in scaling) < 0.05  # later boards: milliseconds
assert 1 < by_n[20]["smith_seconds"] < 30 and 30 < by_n[30]["smith_seconds"] < 180  # seconds; 1-2 minutes

# %% [markdown]
# So boards up to about 20 x 20 are practical for any $N$ (the first board of a shape takes
# seconds, the next ones milliseconds), a 30 x 30 shape costs one to two minutes once, and
# much larger boards would need another method. For $N = 2$ the question does not arise: `solve` uses
# the GF(2) elimination of notebook 02 and the light chasing of notebook 03, which handle
# boards of thousands of cells per side.

# %% [markdown]
# ## Summary
#
# * With $N$ colours a board $b$ is solved by presses $x$ when $Ax \equiv -b \pmod N$, with
#   the matrix $A$ of notebook 01. All 169 rows of the tables printed by source 003 are
#   valid consequences of this system.
# * Mod 3 (a field) elimination gives 22 pivots for 5 x 5: 3 existence conditions and 27
#   solutions, as the source says. For prime $N$, $a^{p-2}$ inverts $a$ (Fermat) and the same
#   elimination works; it agrees with Sage over $\mathrm{GF}(p)$.
# * Mod 4, dividing a row by 2 turns it into a statement mod 2 only: on a concrete board the
#   halved table leaves cells of colour 2. Pivoting only on units gives the source's 2
#   conditions and 16 solutions.
# * The source's prime-factor method is right for its 5 x 5, 4-colour example and for every
#   square-free $N$, but in general it needs a search over the solutions of each stage: with
#   one fixed choice it fails on many solvable 4 x 4 boards with 4 colours and 5 x 5 boards
#   with 9 colours. A choice can only go wrong when an invariant has a $p$-part strictly
#   between 1 and the power of $p$ in $N$; in the six cases tried, the fixed choice failed
#   in exactly those.
# * The Smith normal form $UAV = D$ over $\mathbb{Z}$ explains every count at once: a
#   solvable board has $\prod \gcd(d_i, N)$ solutions, the existence conditions are the
#   $d_i$ that are not units mod $N$. For 5 x 5 the invariants are 1 (22 times), 33 and
#   0, 0; $\gcd(33, 6) = 3$ is the source's special 6-colour condition, and the special
#   numbers of colours are the multiples of 3 or 11 other than 3, 11 and 33.
# * `solve(board, colours=N)` uses this form for $N \ge 3$ (and the GF(2) elimination of
#   notebook 02 for $N = 2$) and is checked against brute force on every small board, on
#   random boards up to 8 x 8 for $N = 2..12$, against Sage, and against the Smith recipe
#   written out in this notebook. The form costs seconds once per shape at 20 x 20 and one
#   to two minutes at 30 x 30 (measured by the benchmark); later boards take milliseconds.
# * Source 003's remark that a search needs only $3^5 = 243$ trials is light chasing: of
#   the 243 first rows, exactly 27 solve a solvable 5 x 5 board.
#
# ## Exercises
#
# 1. The 3 x 3 board has invariants $1, \dots, 1, 7$. Construct a 7-colour 3 x 3 board with
#    no solution, and find the quiet pattern it fails.
# 2. Show that the number of solvable boards, $N^{mn} / \prod \gcd(d_i, N)$, is multiplicative
#    in $N$ for coprime factors, and derive the 6-colour count from the 2- and 3-colour ones.
# 3. A board is uniquely solvable for *every* $N$ exactly when all its invariants are 1,
#    that is $\det A = \pm 1$. Check that no square board with $2 \le n \le 20$ is, and
#    find the rectangular boards up to 10 x 10 that are.
# 4. Make the prime-factor method correct without a search: choose the stage-1 solution so
#    that the next stage is solvable, using the Smith form of $A$ mod $p^2$.
