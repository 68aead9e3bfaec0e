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
#   enumerator: 5.%s
# ---

# %% [markdown]
# # N-colour boards over Z/NZ
#
# In the 3-colour Lights Out sold in 2000 a press does not toggle a light: it moves the
# button and its neighbours one step along a cycle of colours. With $N$ colours the game is
# the system $A\mathbf x \equiv -\mathbf b \pmod N$, with the press matrix $A$ of
# [Definition 1.1](01_the_lights_out_matrix.ipynb#def-press-matrix). This chapter follows source 003 ("Computing solutions of the
# 3-colour Lights Out"), checks the tables it prints, and then goes past it: one list of
# integer invariants of $A$ explains all its counts at once, gives a certificate for every
# unsolvable board, and light chasing over the integers makes those invariants cheap enough
# for 100 x 100 boards. The game with $N$ colours on boards of every size is studied by
# Kreh (2017), who asks which boards are solvable from every start.
#
# **Before this chapter** you should know the press matrix $A$ and why a press pattern can
# be treated as a vector ([Definition 1.1](01_the_lights_out_matrix.ipynb#def-press-matrix)), quiet patterns and the condition for
# solvability over GF(2) ([Definition 2.1](02_solving_over_gf2.ipynb#def-quiet-pattern), chapter 02), light chasing and the
# chase matrix over GF(2) (chapter 03), and arithmetic modulo $N$.
#
# **After it** you can decide for any $N$ whether an $N$-colour board is solvable and prove
# the answer either way (a solution, or a certificate of unsolvability), count its
# solutions, describe the group of its quiet patterns, explain why dividing by a
# non-invertible number breaks elimination, and compute the Smith form of $A$ for boards of
# 100 x 100 and more through an $n \times n$ matrix.
#
# **Roadmap.** The system mod $N$ and the source's tables; elimination mod a prime (3
# colours: 27 solutions and 3 conditions for 5 x 5); mod 4, where halving a row is wrong;
# the prime-factor method for composite $N$; the **Smith normal form**, which gives counts,
# conditions, the quiet-pattern group ({prf:ref}`thm-05-quiet-group`) and certificates
# ({prf:ref}`thm-05-certificate`) for every $N$; light chasing over the integers
# ({prf:ref}`thm-05-chase-equivalence`, {prf:ref}`lem-05-zero-part`); solving large boards.
# The cross-checks against brute force, Sage's solvers and the Smith form of the whole
# matrix are in [`tests/test_05_zmod.py`](../tests/test_05_zmod.py).

# %%
import itertools
import math
import re

import matplotlib.pyplot as plt
import numpy as np

import lightsout_helpers as lo
from lightsout.sage import (
    GF,
    ZZ,
    PolynomialRing,
    block_diagonal_matrix,
    identity_matrix,
    matrix,
    primes,
    vector,
    zero_matrix,
)

# %% [markdown]
# ## The system mod N
#
# Number the colours $0, 1, \dots, N-1$. A press moves the button and its up, down, left and
# right neighbours one colour forward, and colour $N-1$ is followed by colour $0$: each press
# adds 1 mod $N$ to a plus-shaped set of cells. Only the number of presses of each button
# counts, not their order, and pressing a button $N$ times changes nothing.
#
# ```{prf:definition} The N-colour game
# :label: def-05-n-colour-game
#
# Let $N \ge 2$. A board $\mathbf b$ and a press pattern $\mathbf x$ are vectors in
# $(\mathbb Z/N\mathbb Z)^{mn}$. Pressing $\mathbf x$ on $\mathbf b$ leaves
# $\mathbf b + A\mathbf x \bmod N$, and $\mathbf x$ **solves** $\mathbf b$ when
#
# $$ A \mathbf x \equiv -\mathbf b \pmod N . $$
#
# A **quiet pattern mod $N$** is a press pattern with $A\mathbf x \equiv \mathbf 0 \pmod N$;
# they form a subgroup $\ker_N A$ of $(\mathbb Z/N\mathbb Z)^{mn}$.
# ```
#
# The source writes the right-hand side as $(N - \mathbf b) \bmod N$ to keep it
# non-negative. As over GF(2), two solutions of a board differ by a quiet pattern, so a
# solvable board has exactly $|\ker_N A|$ solutions. One check that `apply_presses` computes
# $\mathbf b + A\mathbf x \bmod N$:

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
# "(left part) $\cdot \mathbf x \equiv$ (right part) $\cdot \mathbf b$", and the starting
# system is $[\,A \mid -I\,]$. Its tables were extracted into
# [`data/05_source003_tables.txt`](../data/05_source003_tables.txt) (a `-` stands for 0) and
# are read here; Appendix A checks that every printed row is a consequence of the system.


# %%
def read_source_tables(path):
    """{name: (colours, row labels, integer matrix [left | right])}, from the data
    file."""
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
print("tables of source 003:", ", ".join(source))

# %% [markdown]
# ## Three colours: elimination over GF(3)
#
# With 3 colours the arithmetic is that of the field $\mathrm{GF}(3)$: every non-zero
# coefficient has an inverse ($1 \cdot 1 = 1$, $2 \cdot 2 = 4 \equiv 1$), so Gauss-Jordan
# elimination works as over the rationals.
#
# ```{prf:proposition} A prime number of colours (classical linear algebra)
# :label: prop-05-prime
#
# Let $p$ be prime and $r_p$ the rank of $A$ over $\mathrm{GF}(p)$. A solvable board has
# $p^{\,mn - r_p}$ solutions, and a board is solvable exactly when it satisfies $mn - r_p$
# independent linear **existence conditions** $\mathbf r_i \cdot \mathbf b \equiv 0
# \pmod p$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# $\mathrm{GF}(p)$ is a field. Gauss-Jordan elimination of $[\,A \mid -I\,]$ brings the left
# part to reduced echelon form with $r_p$ pivots; the $mn - r_p$ rows whose left part
# vanishes read $0 \equiv \mathbf r_i \cdot \mathbf b$, and their right parts are
# independent because the row operations are invertible. When those conditions hold, the
# $mn - r_p$ variables without a pivot are free and the others follow, giving
# $p^{\,mn - r_p}$ solutions.
# ```
#
# Sage eliminates $[\,A \mid -I\,]$ over $\mathrm{GF}(3)$: the left part has 22 pivots and
# three rows with a zero left part, so a 3-colour 5 x 5 board must meet three existence
# conditions and then has $3^3 = 27$ solutions, as the source says.

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
# variables to 0 and read $x_i = R_i \cdot \mathbf b$ for $i \le 22$:

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
# chasing (chapter 03) with 3 colours: once the first row is chosen, each cell can only be
# brought to 0 by the button below it, so every later row is forced. Of the 243 first rows,
# exactly 27 switch a solvable board off, one per solution.


# %%
def chase_all_first_rows(board, colours):
    """Every press pattern that solves the board, found by trying each first row and
    chasing.
    """
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
after_right = lo.apply_presses(board4, right_answer, 4)
assert left_over.any() and not (left_over % 2).any() and not after_right.any()
print("board after the halved table's presses:\n" + lo.format_board(left_over))

# %%
fig = lo.plots.ch05.halving_is_wrong(
    board4, left_over, wrong, right_answer, after_right
)
lo.savefig(fig, "05-halving-is-wrong")
plt.show()

# %% [markdown]
# *Figure 05-halving-is-wrong.* Left, a solvable 4-colour 5 x 5 board (the number in a cell
# is its colour). Middle, the board after the presses (rings; the number in a cell's lower
# right corner is the press count when above 1) read from the naive table divided by 2:
# cells of colour 2 remain. Right, the presses found by `solve` leave every cell at 0.
#
# The source's repair (credited there to deepgreen) is to **pivot only on invertible
# coefficients**: mod 4 these are 1 and 3 ($3 \cdot 3 = 9 \equiv 1$). Its final 4-colour table
# has 23 such pivots and two rows with a zero left part: 2 existence conditions,
# $x_{24}, x_{25}$ free, $4^2 = 16$ solutions. The right part of the whole table, the
# $25 \times 25$ record of the row operations, has odd determinant, so it is invertible
# mod 4 and the table is equivalent to the original system.

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
# 5$), and elimination always works for a prime number of colours
# ({prf:ref}`prop-05-prime`). For composite $N$ the trick fails: $2^{4-2} \equiv 0 \pmod 4$.
# For 5 x 5 the rank mod $p$ is 23 for every prime below 200 except $p = 3$ and $p = 11$,
# where it drops to 22: a first sign that the number $33 = 3 \cdot 11$ will matter.

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
# solution. The source's method makes the choice from what stage 1 sees, the board mod 2.
#
# ```{prf:proposition} No choice from the board mod 2 works for 4 x 4 (this book)
# :label: prop-05-no-rule-mod-p
#
# On the 4 x 4 board with 4 colours, no rule that picks the stage-1 presses from the board
# mod 2 alone always leaves a solvable stage-2 board.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Such a rule picks the same stage-1 presses for two boards that are equal mod 2. The two
# solvable boards computed below are equal mod 2, and each of the 16 solutions mod 2 extends
# to a solution mod 4 for at most one of them; so whatever the rule picks fails on one of
# them.
# ```
#
# The statement is about rules that see only the board mod $p$. A rule that may look at the
# whole board does exist: solve mod 4 (for instance with the Smith form below) and reduce
# the solution mod 2; that choice always extends. The proposition says the stages cannot be
# run independently, not that the problem is hard.


# %%
def extending_choices(board):
    """
    The solutions mod 2 of the board mod 2 (as tuples) after which stage 2 is solvable.
    """
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
    return lo.unsolvable_certificate(board, colours) is None


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
assert np.array_equal(first % 2, second % 2)
assert not extending_choices(first) & extending_choices(second)
print("equal mod 2, both solvable, no extending stage-1 choice in common")

# %% [markdown]
# So the method needs a search, or information beyond the board mod 2, to choose. The Smith
# form below says exactly when a choice can fail ({prf:ref}`prop-05-stages`).
#
# ## The unifying idea: the Smith normal form
#
# The source's second method (deepgreen's) avoids non-invertible pivots. Pushed to the end,
# that idea is the Smith normal form over the integers.
#
# ```{prf:definition} Smith normal form and invariants
# :label: def-05-smith
#
# For the integer matrix $A$ there are integer matrices $U$ and $V$ with determinant
# $\pm 1$ such that
#
# $$ U A V = D = \operatorname{diag}(s_1, s_2, \dots, s_{mn}), \qquad
#    s_1 \mid s_2 \mid \cdots , \quad s_i \ge 0 , $$
#
# with the zeros last. The $s_i$, the **invariants** (elementary divisors) of $A$, depend on
# $A$ only. For every $N$ write $t_i = \gcd(s_i, N)$, with
# $\gcd(0, N) = N$.
# ```
#
# Because $\det U = \pm 1$ and $\det V = \pm 1$, both are invertible mod every $N$. Put
# $\mathbf x = V\mathbf y$ and multiply $A\mathbf x \equiv -\mathbf b$ by $U$: with
# $\mathbf c = -U\mathbf b$ the system falls apart into $mn$ single congruences
#
# $$ s_i\, y_i \equiv c_i \pmod N . $$
#
# ```{prf:theorem} Solutions mod N from the invariants (classical)
# :label: thm-05-counts
#
# For every $N \ge 2$: the board $\mathbf b$ is solvable exactly when $t_i \mid c_i$ for
# all $i$; a solvable board has $\prod_i t_i$ solutions; and $N^{mn} / \prod_i t_i$ of the
# $N^{mn}$ boards are solvable. The existence conditions are the $i$ with $t_i > 1$; when
# $1 < t_i < N$ the condition only sees the board mod $t_i$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# $\mathbf x \mapsto V^{-1}\mathbf x$ is a bijection of $(\mathbb Z/N)^{mn}$, so the
# solutions $\mathbf x$ correspond to the solutions $\mathbf y$ of the $mn$ congruences.
# The congruence $s_i y_i \equiv c_i \pmod N$ is solvable exactly when
# $\gcd(s_i, N) = t_i$ divides $c_i$, and then it has $t_i$ solutions mod $N$. The
# solvable right-hand sides $\mathbf c$ are those with $t_i \mid c_i$ for all $i$,
# $\prod_i N/t_i$ of them, and $\mathbf b \mapsto -U\mathbf b$ is a bijection.
# ```
#
# ```{prf:theorem} The group of quiet patterns mod N (classical)
# :label: thm-05-quiet-group
#
# For every $N \ge 2$,
#
# $$ \ker_N A \;\cong\; \bigoplus_{i=1}^{mn} \mathbb Z / t_i \mathbb Z , $$
#
# where an invariant $s_i = 0$ contributes $\mathbb Z/N$ and $s_i = 1$ contributes nothing.
# In particular the number of quiet patterns $\mathbf q$ with $N_0\mathbf q \equiv 0$ is
# $\prod_i \gcd(t_i, N_0)$ for every divisor $N_0$ of $N$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# $A\mathbf x \equiv 0$ with $\mathbf x = V\mathbf y$ holds exactly when
# $D\mathbf y = UAV\mathbf y \equiv 0$ ($U$ is invertible mod $N$), that is
# $s_i y_i \equiv 0 \pmod N$ for every $i$. The solutions $y_i$ of one such congruence are
# the multiples of $N/t_i$, a cyclic subgroup of $\mathbb Z/N$ of order $t_i$. So the
# solutions $\mathbf y$ form $\bigoplus_i (N/t_i)\mathbb Z/N \cong \bigoplus_i
# \mathbb Z/t_i$, and $V$ is a group isomorphism from it onto $\ker_N A$. In a cyclic group
# of order $g$ exactly $\gcd(g, N_0)$ elements are killed by $N_0$, which gives the count.
# ```
#
# ```{prf:theorem} A certificate for every unsolvable board (this book's proof of a classical fact)
# :label: thm-05-certificate
#
# For every $N \ge 2$, prime or composite, a board $\mathbf b$ has no solution mod $N$ if
# and only if there is a vector $\mathbf y$ with
#
# $$ \mathbf y^{\mathsf T} A \equiv \mathbf 0 \quad\text{and}\quad
#    \mathbf y^{\mathsf T} \mathbf b \not\equiv 0 \pmod N . $$
#
# Since $A$ is symmetric, such a $\mathbf y$ is a quiet pattern mod $N$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# If $\mathbf y$ exists, then for every press pattern $\mathbf x$,
# $\mathbf y^{\mathsf T}(\mathbf b + A\mathbf x) = \mathbf y^{\mathsf T}\mathbf b +
# (\mathbf y^{\mathsf T}A)\mathbf x \equiv \mathbf y^{\mathsf T}\mathbf b \not\equiv 0$,
# so $\mathbf b + A\mathbf x$ is never $\mathbf 0$. Conversely, if $\mathbf b$ has no
# solution, then by {prf:ref}`thm-05-counts` some $i$ has $t_i \nmid c_i$, where
# $\mathbf c = -U\mathbf b$. Let $\mathbf w = (N/t_i)\,\mathbf e_i$ and
# $\mathbf y^{\mathsf T} = \mathbf w^{\mathsf T} U$. Then
# $\mathbf y^{\mathsf T}A = \mathbf w^{\mathsf T} D V^{-1} = (N/t_i)\,s_i\,
# \mathbf e_i^{\mathsf T} V^{-1} \equiv 0$ because $t_i \mid s_i$, and
# $\mathbf y^{\mathsf T}\mathbf b = -\mathbf w^{\mathsf T}\mathbf c = -(N/t_i)\,c_i
# \not\equiv 0 \pmod N$ because $t_i \nmid c_i$.
# ```
#
# Over a field this is the familiar alternative "$A\mathbf x = \mathbf b$ is solvable or
# some $\mathbf y$ with $\mathbf y^{\mathsf T}A = 0$ has $\mathbf y^{\mathsf T}\mathbf b
# \ne 0$"; the point of {prf:ref}`thm-05-certificate` is that it survives in
# $\mathbb Z/N$ for composite $N$, where elimination does not work. The certificate is
# checked with one multiplication and one dot product, without trusting whatever found it;
# `unsolvable_certificate(board, N)` returns one (it is the quiet pattern that the message
# of `NotSolvableError` names).
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
# **The quiet-pattern group, checked.** By {prf:ref}`thm-05-quiet-group` the quiet patterns
# of 5 x 5 mod 6 form $\mathbb Z/3 \oplus \mathbb Z/6 \oplus \mathbb Z/6$ (108 elements)
# and those of 4 x 4 mod 4 the sum of $\mathbb Z/\gcd(s_i, 4)$ over its invariants. A
# quiet pattern is fixed by its first row (chasing the dark board from it must leave
# nothing), so all of them can be listed by trying the $N^n$ first rows; the check counts,
# for every divisor $N_0$ of $N$, the quiet patterns killed by $N_0$ against
# $\prod_i \gcd(t_i, N_0)$, which pins down the group.


# %%
def quiet_group(m, n, colours):
    """The orders t_i > 1 of the cyclic summands of the quiet patterns mod N."""
    g = [math.gcd(s, colours) for s in lo.elementary_divisors(m, n)]
    return [gi for gi in g if gi > 1]


for (m, n), colours in [((5, 5), 6), ((4, 4), 4)]:
    dark = np.zeros((m, n), dtype=np.uint8)
    quiet = np.array(chase_all_first_rows(dark, colours))
    group = quiet_group(m, n, colours)
    for n0 in (n0 for n0 in range(1, colours + 1) if colours % n0 == 0):  # N_0 | N
        killed = sum(not (n0 * q % colours).any() for q in quiet)
        assert killed == math.prod(math.gcd(g, n0) for g in group), (m, n, n0)
    assert len(quiet) == lo.solution_count(m, n, colours)
    summands = " + ".join(f"Z/{g}" for g in group)
    print(f"{m} x {n}, N = {colours}: {len(quiet)} quiet patterns, group {summands}")

# %% [markdown]
# **Certificates, checked.** A single lit corner is unsolvable on 5 x 5 with 6 colours and
# on 4 x 4 with 4 colours; `unsolvable_certificate` gives a $\mathbf y$ for each, and the
# check below uses only $A$, $\mathbf y$ and $\mathbf b$:

# %%
for (m, n), colours in [((5, 5), 6), ((4, 4), 4)]:
    corner = np.zeros((m, n), dtype=np.uint8)
    corner[0, 0] = 1
    y = lo.unsolvable_certificate(corner, colours).astype(np.int64)
    A = lo.press_matrix(m, n).astype(np.int64)
    assert not (y.ravel() @ A % colours).any()
    dot = int(y.ravel() @ corner.ravel()) % colours
    assert dot != 0
    print(f"{m} x {n}, N = {colours}: y^T A = 0 and y . b = {dot} (mod {colours}); y =")
    print(lo.format_board(y))
assert (
    lo.unsolvable_certificate(lo.random_solvable_board(5, 5, seed=2, colours=6), 6)
    is None
)

# %% [markdown]
# **The 6-colour special condition.** The source eliminates mod 6 and finds rows 23-25 with
# the same left part $3x_{23} + 3x_{24} + 3x_{25}$. Subtracting row 23 from rows 24 and 25
# gives two ordinary conditions, but row 23 stays as
# $3\,(x_{23} + x_{24} + x_{25}) \equiv R_{23} \cdot \mathbf b \pmod 6$, solvable exactly
# when $R_{23} \cdot \mathbf b \equiv 0 \pmod 3$. The source does not explain it itself: it
# says that deepgreen worked out its meaning and sends the reader to deepgreen's home page,
# which we did not find. The
# Smith form says what it is: by the Chinese remainder theorem $\mathbb{Z}/6 =
# \mathbb{Z}/2 \times \mathbb{Z}/3$; invariant 33 is invertible mod 2 but 0 mod 3, so the
# special row is the third 3-colour condition, which has no partner mod 2. Check:
# $R_{23} \bmod 3$ lies in the span of the source's three 3-colour conditions.

# %%
_, _, last3 = source["mod6_rows_23_to_25_after_subtraction"]
R23 = last3[0, 25:]
assert (last3[0, 22:25] == 3).all() and not last3[1:, :25].any()
assert (
    vector(GF(3), (R23 % 3).tolist()) in matrix(GF(3), right3[22:].tolist()).row_space()
)
print("the special 6-colour row, read mod 3, is a 3-colour existence condition")

# %% [markdown]
# **When the prime-factor method can fail.**
#
# ```{prf:proposition} When a stage of the prime-factor method can fail (this book)
# :label: prop-05-stages
#
# Let $p^k$ be the exact power of the prime $p$ in $N$. If no invariant $s_i$ has the form
# $p^j u$ with $0 < j < k$ and $p \nmid u$, then every solution mod $p$ of a solvable board
# extends to a solution mod $p^k$. If some invariant has that form, a choice mod $p$ can
# fail.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Work in the coordinates $\mathbf y = V^{-1}\mathbf x$ of {prf:ref}`def-05-smith`, where
# the congruences are independent. The stage mod $p$ fixes $y_i \bmod p$ when
# $p \nmid s_i$ and leaves it free when $p \mid s_i$. If $p \nmid s_i$, the value mod $p$
# lifts uniquely, since $s_i$ is invertible mod $p^k$. If $s_i = 0$ or $p^k \mid s_i$, the
# congruence $s_i y_i \equiv c_i \pmod{p^k}$ does not involve $y_i$, so any value extends.
# If $s_i = p^j u$ with $0 < j < k$, the congruence pins $y_i$ down mod $p^{k-j}$, and a
# free choice mod $p$ that disagrees with it cannot be extended.
# ```
#
# For 4 x 4 the invariants include 2 and $N = 4 = 2^2$: that is the failure of
# {prf:ref}`prop-05-no-rule-mod-p`. For 5 x 5 the only even invariants are the zeros, so
# every choice extends for any power of 2, and the source's 4-colour example is safe; with 9
# colours the invariant 33 contains $3^1$, strictly between 1 and $9 = 3^2$.

# %%
print(
    "4 x 4 invariants other than 1:",
    [s for s in lo.elementary_divisors(4, 4) if s != 1],
)

# %% [markdown]
# ## From mn x mn to n x n: light chasing over the integers
#
# The Smith form of the $mn \times mn$ matrix is expensive, and its cost grows quickly with
# the board (measured at the end of this chapter). Light chasing shrinks it. Chase over the
# integers: press each button of row $k+1$ exactly as often as needed to bring the cell above
# it to 0. With $\mathbf x_k$ the presses of row $k$ and $B_n$ the path block
# ([Definition 1.2](01_the_lights_out_matrix.ipynb#def-path-block)), row $k$ of $\mathbf b + A\mathbf x$ is
# $\mathbf b_k + \mathbf x_{k-1} + B_n \mathbf x_k + \mathbf x_{k+1}$, so
#
# $$ \mathbf x_{k+1} = -\bigl(\mathbf b_k + B_n \mathbf x_k + \mathbf x_{k-1}\bigr),
#    \qquad k = 1, \dots, m-1, $$
#
# and only the last row can stay lit.
#
# ```{prf:definition} The chase matrix over Z
# :label: def-chase-matrix-z
#
# The **chase matrix over $\mathbb Z$** of the $m \times n$ board is the $n \times n$
# integer matrix $P$ whose column $j$ is the last row left lit when the dark board is chased
# over the integers with one press of first-row button $j$. For the dark board
# $\mathbf x_k = q_k(B_n)\,\mathbf x_1$ with $q_0 = 0$, $q_1 = 1$,
# $q_{k+1}(t) = -(t\,q_k(t) + q_{k-1}(t))$, so $P = -q_{m+1}(B_n)$, a polynomial in $B_n$;
# $q_k(t) = U_{k-1}(-t/2)$ with $U$ the Chebyshev polynomials of chapter 03, and mod 2
# $q_k \equiv f_k$, so $P$ reduces to the chase matrix $f_{m+1}(B_n)$ over GF(2).
# ```
#
# ```{prf:theorem} The press matrix is equivalent to diag(I, P) (this book)
# :label: thm-05-chase-equivalence
#
# $A$ is unimodularly equivalent over $\mathbb{Z}$ to
# $\operatorname{diag}(I_{(m-1)n}, P)$, so its invariants are $(m-1)n$ ones followed by the
# invariants of $P$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Split $\mathbf x$ and the rows of $A$ into $m$ blocks of $n$. Change variables by
# $\mathbf x = V\mathbf z$ with $\mathbf x_1 = \mathbf z_1$ and
# $\mathbf x_{k+1} = \mathbf z_{k+1} - B_n \mathbf x_k - \mathbf x_{k-1}$: $V$ is block
# lower triangular with identity blocks on the diagonal, so $\det V = 1$. For $k < m$ block
# row $k$ of $AV\mathbf z$ is $\mathbf x_{k-1} + B_n \mathbf x_k + \mathbf x_{k+1} =
# \mathbf z_{k+1}$. The last block row is $\mathbf x_{m-1} + B_n \mathbf x_m$, a
# combination of $\mathbf z_1, \dots, \mathbf z_m$ whose $\mathbf z_1$ part is, by
# {prf:ref}`def-chase-matrix-z`, $P\mathbf z_1$ (set $\mathbf z_2 = \dots = \mathbf z_m =
# 0$: that is the chase of the dark board). Its $\mathbf z_2, \dots, \mathbf z_m$ parts are
# removed by subtracting integer multiples of block rows $1, \dots, m-1$ (which are exactly
# $\mathbf z_2, \dots, \mathbf z_m$): row operations of determinant 1. What is left is the
# block matrix $\begin{pmatrix} 0 & I \\ P & 0 \end{pmatrix}$, which is
# $\operatorname{diag}(I, P)$ up to an exchange of block columns.
# ```
#
# The tests build $V$ and the row operations for several shapes and check
# $U A V = \begin{pmatrix} 0 & I \\ P & 0 \end{pmatrix}$ exactly; here is the consequence for
# the 6 x 6 board, against the Smith form of the full $36 \times 36$ matrix:

# %%
P6 = lo.chase_matrix_z(6, 6)
from_chase = [1] * 30 + [int(s) for s in P6.elementary_divisors()]
full = lo.zmod.full_smith_invariants(6, 6)
assert from_chase == full
print("chase matrix of the 6 x 6 board:\n" + str(P6))
print(
    "its invariants:",
    [int(s) for s in P6.elementary_divisors()],
    "= the last 6 invariants of A",
)

# %% [markdown]
# `elementary_divisors(m, n)` uses this, chasing along the longer side so that $P$ is
# $\min(m, n)$ square. When $P$ is singular it also splits off the zero part and works on
# the leading block, which needs a proof: for a general integer matrix of rank $r$ the
# leading $r \times r$ block need not carry the nonzero invariants.
#
# ```{prf:lemma} The zero part of P splits off (this book)
# :label: lem-05-zero-part
#
# Let $P$ have rank $r$ and let $P_r$ be its leading $r \times r$ block. Then $P_r$ is
# nonsingular and $P$ is unimodularly equivalent over $\mathbb Z$ to
# $\operatorname{diag}(P_r, 0)$; so the invariants of $P$ are those of $P_r$ followed by
# $n - r$ zeros.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Write $P = g(B_n)$ with $g = -q_{m+1} \in \mathbb Z[t]$, and let $\chi$ be the
# characteristic polynomial of $B_n$, monic of degree $n$. The vectors
# $B_n^k \mathbf e_1$ ($k < n$) have entry 1 in position $k+1$ and zeros below it ($B_n$ is
# tridiagonal with ones next to the diagonal), so $\mathbf e_1$ is a cyclic vector and
# $\mathbb Q^n \cong \mathbb Q[t]/(\chi)$ with $B_n$ acting as multiplication by $t$. Then
# $\ker_{\mathbb Q} P$ is the set of multiples of $c = \chi / \gcd(\chi, g)$, of dimension
# $\deg\gcd(\chi, g) = n - r$, so $\deg c = r$. By Gauss's lemma $c$, a monic factor of the
# monic integer polynomial $\chi$, has integer coefficients. The $n - r$ integer vectors
# $\mathbf k_i = c(B_n) B_n^{\,i}\mathbf e_1$ ($0 \le i < n - r$) lie in $\ker P$ because
# $g\,c\,t^i$ is a multiple of $\chi$, and $\mathbf k_i$ has entry 1 in position $r + i + 1$
# and zeros below. So $W = [\,\mathbf e_1, \dots, \mathbf e_r, \mathbf k_0, \dots,
# \mathbf k_{n-r-1}\,]$ is upper unitriangular, $\det W = 1$, and $PW = [\,P_{:,1..r}
# \mid 0\,]$. As $P$ is symmetric, $\mathbf k_i^{\mathsf T} P = 0$ too, hence
# $W^{\mathsf T} P W = \operatorname{diag}(P_r, 0)$. Both sides have rank $r$, so $P_r$ is
# nonsingular.
# ```
#
# The proof is constructive; here it is carried out for the singular chase matrices of the
# 4 x 4, 5 x 5 and 9 x 9 boards:

# %%
R = PolynomialRing(ZZ, "t")
t = R.gen()
for n in (4, 5, 9):
    P = lo.chase_matrix_z(n, n)
    Bn = matrix(ZZ, n, n, lambda i, j: 1 if abs(i - j) <= 1 else 0)
    q = [R(0), R(1)]
    for _ in range(n):
        q.append(-(t * q[-1] + q[-2]))
    assert P == -q[n + 1](Bn)  # the chase matrix is a polynomial in B_n
    chi = Bn.charpoly(t)
    c = chi // chi.gcd(-q[n + 1]).monic()
    r = c.degree()
    e = identity_matrix(ZZ, n)
    kernel = [c(Bn) * Bn**i * e.column(0) for i in range(n - r)]
    W = matrix(ZZ, [e.column(j) for j in range(r)] + kernel).transpose()
    Pr = P.matrix_from_rows_and_columns(list(range(r)), list(range(r)))
    assert W.det() == 1 and r == P.rank() and Pr.det() != 0
    assert W.transpose() * P * W == block_diagonal_matrix(Pr, zero_matrix(ZZ, n - r))
    print(f"{n} x {n}: rank {r}, det W = 1, W^T P W = diag(P_{r}, 0)")

# %% [markdown]
# With the zero part split off, `elementary_divisors` finds the invariants of the
# nonsingular $P_r$: the largest is the least common denominator of $P_r^{-1}$, estimated
# by solving $P_r \mathbf v = \mathbf w$ for seeded random $\mathbf w$; the others come
# from a Hermite form modulo a number they all divide (PARI). The result is accepted only
# when the product of the invariants equals $|\det P_r|$, which happens exactly when the
# estimate was right; otherwise another random solve refines it.
#
# ## Solving N-colour boards by chasing
#
# The same chase solves boards mod $N$ without any Smith form: chase the board (mod $N$),
# which leaves a last row $\mathbf c$; find first-row presses $\mathbf v$ with
# $P\mathbf v \equiv -\mathbf c \pmod N$ (an $n \times n$ system); chase again starting
# from $\mathbf v$. The small system is solved by an echelon form over $\mathbb{Z}/N$ in
# which every pivot divides $N$ and every combination of rows that vanishes on the first
# columns is a combination of the lower rows. That is the *Howell form*, introduced by
# Howell (1986), who showed that it exists and is unique for every row span over
# $\mathbb Z/N$; Storjohann and Mulders (1998) compute it fast. Plain elimination mod $N$
# lacks the last property when $N$ is composite.
#
# **Which solution.** A solvable board has $\prod t_i$ solutions. `solve(board, colours=N)`
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
print("40 x 40 dark board, 3 colours: no presses")
print(
    "100 x 100 random board, 6 colours: solved; first row of its smallest solution:",
    "".join(map(str, x6[0, :30])),
    "...",
)

# %% [markdown]
# An unsolvable board raises `NotSolvableError`, and the message names the certificate of
# {prf:ref}`thm-05-certificate`: a quiet pattern $\mathbf q$ whose dot product with the
# board is not 0 mod $N$. A single lit corner of the 5 x 5 board with 6 colours:

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
fig = lo.plots.ch05.solution_counts(counts, sizes, colours_range)
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
# chapters 01-03; OEIS [A159257](https://oeis.org/A159257) lists $d$ for $n = 1, 2, \dots$
# and [A075462](https://oeis.org/A075462) the counts $2^d$. The first 60 terms of A159257,
# as printed there, against $\log_2$ of `solution_count(n, n, 2)`:

# %%
A159257 = [
    int(v)
    for v in (
        "0 0 0 4 2 0 0 0 8 0 6 0 0 4 0 8 2 0 16 0 0 0 14 4 0 0 0 0 10 20 "
        "0 20 16 4 6 0 0 0 32 0 2 0 0 4 0 0 30 0 8 8 0 0 2 4 0 0 0 0 22 0"
    ).split()
]
ours = [lo.solution_count(n, n, 2).bit_length() - 1 for n in range(1, 61)]
disagree = [(n, a, o) for n, (a, o) in enumerate(zip(A159257, ours), 1) if a != o]
print("disagreements with OEIS A159257 for n = 1..60 (n, OEIS, ours):", disagree)
assert disagree == []

# %% [markdown]
# We found no published table of solution counts for $N \ge 3$ colours to compare with; the
# tests check these counts against brute force on every board small enough to enumerate and
# against the product of $\gcd(s_i, N)$ on boards up to 16 x 16. The chase route goes much
# further. For 200 x 200 boards:

# %%
print(
    "solution_count(200, 200, N) for N = 2..12:",
    [lo.solution_count(200, 200, c) for c in range(2, 13)],
)

# %% [markdown]
# A very long thin board is chased by squaring the one-step matrix of the chase
# (about $\log_2 m$ products of $2n \times 2n$ matrices) instead of row by row, so
# `solution_count(1, 10**8, 3)` answers at once: a single row of $10^8$ cells has a
# unique solution mod 3, because its length is not $\equiv 2 \pmod 3$ (exercise 3's
# pattern).

# %%
print(
    "solution_count(1, 10**8, N) for N = 2, 3, 4:",
    [lo.solution_count(1, 10**8, c) for c in (2, 3, 4)],
)

# %% [markdown]
# ## How large a board is practical?
#
# The benchmark [`bench/bench_05_smith.py`](../bench/bench_05_smith.py) times the Smith form
# of the whole $n^2 \times n^2$ matrix (until one run exceeds 10 s), `elementary_divisors`
# through the chase matrix (until one run exceeds 20 s), and `solution_count` and `solve`
# with 6 colours, on square boards. It writes [`data/05_smith.csv`](../data/05_smith.csv)
# and a meta file naming the machine:

# %% tags=["hide-input"]
rows, meta, _ = lo.read_benchmark("05_smith")
bench = [dict(r, n=int(r["n"]), seconds=float(r["seconds"])) for r in rows]
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
fig = lo.plots.ch05.smith_scaling(series, routes)
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
cpu, cores = meta["machine"]["cpu"], meta["machine"]["cores"]
print(f"Measured on {cpu} ({cores} cores), {meta['date'][:10]}:")
print(
    f"* the full Smith form took {at('full_smith', 20):.1f} s at 20 x 20"
    f" and {full_t:.1f} s at {full_n} x {full_n};"
)
print(
    f"* through the chase matrix, 20 x 20 took {at('chase_smith', 20) * 1000:.1f} ms,"
    f" 100 x 100 {at('chase_smith', 100):.2f} s"
    f" and {chase_n} x {chase_n} {chase_t:.1f} s;"
)
print(
    f"* solution_count(n, n, 6) took {at('count_mod6', 200):.2f} s at 200 x 200;"
    f" solve with 6 colours {at('solve_mod6', 100) * 1000:.0f} ms at 100 x 100"
    f" and {at('solve_mod6', 400):.1f} s at 400 x 400."
)

# %% [markdown]
# The chase-matrix Smith form thus reaches boards several times larger per side than the full
# form in the same time, and counting and solving mod $N$ reach further still; `solve` and
# `solution_count` refuse boards whose shorter side exceeds 1000, `elementary_divisors`
# boards of more than 22,500 cells, `chase_matrix_z` more than 1000 columns. For $N = 2$,
# `solve` keeps using the GF(2) methods of chapters 02-04, which handle boards of thousands
# of cells per side.
#
# ## Summary
#
# * With $N$ colours, presses $\mathbf x$ solve $\mathbf b$ when $A\mathbf x \equiv
#   -\mathbf b \pmod N$ ({prf:ref}`def-05-n-colour-game`); source 003's printed rows are
#   consequences of this system (Appendix A).
# * For a prime number of colours elimination works as over the rationals
#   ({prf:ref}`prop-05-prime`): the 5 x 5 board has 3 existence conditions and 27
#   solutions mod 3. Mod 4 a row must not be divided by 2; pivoting on invertible
#   coefficients only gives 2 conditions and 16 solutions.
# * The Smith form $UAV = \operatorname{diag}(s_i)$ ({prf:ref}`def-05-smith`) answers every
#   $N$ at once ({prf:ref}`thm-05-counts`): a solvable board has $\prod_i \gcd(s_i, N)$
#   solutions, and $N^{mn}/\prod_i \gcd(s_i, N)$ boards are solvable. For 5 x 5 the
#   invariants are 1 (22 times), 33, 0, 0; $\gcd(33, 6) = 3$ is the source's special
#   6-colour condition, and 5 x 5 has 4, 27, 16 and 108 solutions for $N = 2, 3, 4, 6$.
# * The quiet patterns mod $N$ form $\bigoplus_i \mathbb Z/\gcd(s_i, N)$
#   ({prf:ref}`thm-05-quiet-group`): $\mathbb Z/3 \oplus (\mathbb Z/6)^2$ for 5 x 5 with
#   6 colours. Every unsolvable board, for prime or composite $N$, has a certificate
#   $\mathbf y$ with $\mathbf y^{\mathsf T} A \equiv 0$ and $\mathbf y^{\mathsf T}\mathbf b
#   \not\equiv 0$ ({prf:ref}`thm-05-certificate`; `unsolvable_certificate`).
# * The prime-factor method cannot choose its stage-1 presses from the board mod $p$ alone
#   ({prf:ref}`prop-05-no-rule-mod-p`); it can fail exactly when an invariant holds a power
#   of $p$ strictly between 1 and the power of $p$ in $N$ ({prf:ref}`prop-05-stages`).
# * $A \sim \operatorname{diag}(I, P)$ with $P$ the $n \times n$ chase matrix over
#   $\mathbb Z$ ({prf:ref}`def-chase-matrix-z`, {prf:ref}`thm-05-chase-equivalence`), and
#   $P \sim \operatorname{diag}(P_r, 0)$ ({prf:ref}`lem-05-zero-part`): the Smith form of
#   100 x 100 boards takes about half a second instead of being out of reach (the full form
#   already takes about 15 s at 30 x 30, the largest size timed).
# * The same chase solves $N$-colour boards: chase, solve $P\mathbf v \equiv -\mathbf c
#   \pmod N$ with the Howell form, chase again; `solve(board, colours=N)` returns the
#   lexicographically smallest solution, 400 x 400 in about a second.
#
# ## Exercises

# %% [markdown]
# ````{exercise} A certificate mod 7 (easy)
# :label: ex-05-1
#
# The 3 x 3 board has invariants $1, \dots, 1, 7$. Find a 7-colour 3 x 3 board with no
# solution and a certificate ({prf:ref}`thm-05-certificate`) that proves it.
#
# ```{hint}
# :class: dropdown
#
# Only one congruence, $7 y_9 \equiv c_9 \pmod 7$, can fail. A quiet pattern mod 7 is a
# kernel vector of $A$ over $\mathrm{GF}(7)$; any board with a non-zero dot product with it
# is unsolvable.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-05-1
# :class: dropdown
# ```
#
# The kernel of $A$ over $\mathrm{GF}(7)$ has dimension 1 (one invariant divisible by 7).
# Take its basis vector $\mathbf q$ and a board with one lit cell where $\mathbf q$ is
# non-zero: the dot product $\mathbf q \cdot \mathbf b$ is that entry of $\mathbf q$, not 0,
# so no presses can solve the board.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
A3 = matrix(GF(7), lo.press_matrix(3, 3).astype(int).tolist())
q = np.array([int(v) for v in A3.right_kernel().basis()[0]]).reshape(3, 3)
assert not lo.apply_presses(np.zeros((3, 3)), q, 7).any()  # q is quiet
r, c = np.argwhere(q)[0]
b = np.zeros((3, 3), dtype=np.uint8)
b[r, c] = 1
assert int((q * b).sum()) % 7 != 0
assert lo.unsolvable_certificate(b, 7) is not None
print("quiet pattern:\n", q, "\nthe board lit only at", (r + 1, c + 1), "is unsolvable")


# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Proof: solvable boards multiply over coprime N (medium)
# :label: ex-05-2
#
# Prove that the number of solvable boards, $N^{mn} / \prod_i \gcd(s_i, N)$
# ({prf:ref}`thm-05-counts`), is multiplicative in $N$ for coprime factors, and check it
# for 5 x 5 with $N = 6 = 2 \cdot 3$.
#
# ```{hint}
# :class: dropdown
#
# $\gcd(s, ab) = \gcd(s, a)\gcd(s, b)$ when $\gcd(a, b) = 1$, also for $s = 0$.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-05-2
# :class: dropdown
# ```
#
# With $\gcd(a, b) = 1$, $\gcd(s, ab) = \gcd(s, a)\gcd(s, b)$ for every $s$ (also $s = 0$,
# where both sides are $ab$), so $\prod_i \gcd(s_i, ab) = \prod_i \gcd(s_i, a) \prod_i
# \gcd(s_i, b)$, and $(ab)^{mn} = a^{mn} b^{mn}$ splits the same way. For 5 x 5:
# $6^{25}/108 = (2^{25}/4)(3^{25}/27)$.


# %% jupyter={"outputs_hidden": true, "source_hidden": true}
def solvable_boards(m, n, colours):
    return colours ** (m * n) // lo.solution_count(m, n, colours)


assert solvable_boards(5, 5, 6) == solvable_boards(5, 5, 2) * solvable_boards(5, 5, 3)
print(solvable_boards(5, 5, 6), "solvable 6-colour 5 x 5 boards")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Boards that are uniquely solvable for every N (medium)
# :label: ex-05-3
#
# A board is uniquely solvable for *every* $N$ exactly when all its invariants are 1, that
# is $\det A = \pm 1$. Which boards up to 10 x 10 are? Is any square board with
# $2 \le n \le 20$?
#
# ```{hint}
# :class: dropdown
#
# `elementary_divisors` gives all invariants; the condition is that every one equals 1.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-05-3
# :class: dropdown
# ```
#
# Only single rows qualify: $1 \times n$ for $n = 1, 3, 4, 6, 7, 9, 10$ (the lengths not
# $\equiv 2 \pmod 3$), and no square board from 2 x 2 to 20 x 20.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
always = [
    (m, n)
    for m in range(1, 11)
    for n in range(m, 11)
    if set(lo.elementary_divisors(m, n)) == {1}
]
assert always == [(1, 1), (1, 3), (1, 4), (1, 6), (1, 7), (1, 9), (1, 10)]
assert not [n for n in range(2, 21) if set(lo.elementary_divisors(n, n)) == {1}]
print(always)

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} The smallest solution by chasing, implemented yourself (medium)
# :label: ex-05-4
#
# Find the smallest solution (in the order used by `solve`) of the 3 x 3 all-ones board
# with 5 colours by trying all $5^3$ first rows and chasing each, and compare it with
# `solve`.
#
# ```{hint}
# :class: dropdown
#
# The first row determines the rest: row $k+1$ must bring row $k$ to 0. The smallest
# solution has the smallest first row.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-05-4
# :class: dropdown
# ```
#
# Every first row is chased; those that clear the board are its solutions, and the smallest
# one in row-major order is what `solve` returns.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
ones = np.ones((3, 3), dtype=np.uint8)
found = []
for first in itertools.product(range(5), repeat=3):
    x = np.zeros((3, 3), dtype=np.int64)
    x[0] = first
    for r in range(1, 3):
        x[r] = -lo.apply_presses(ones, x, 5)[r - 1].astype(np.int64) % 5
    if not lo.apply_presses(ones, x, 5).any():
        found.append(tuple(x.ravel()))
assert tuple(lo.solve(ones, colours=5).ravel()) == min(found)
print(len(found), "solution(s); the smallest:", min(found))

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Proof: certificates survive reduction (challenge)
# :label: ex-05-5
#
# Let $N_0 \mid N$. Prove that a board unsolvable mod $N_0$ (read mod $N_0$) is unsolvable
# mod $N$, and turn a certificate $\mathbf y$ mod $N_0$ into one mod $N$. Is the converse
# true? Check your construction on the 5 x 5 corner board with $N_0 = 3$, $N = 6$.
#
# ```{hint}
# :class: dropdown
#
# Multiply $\mathbf y$ by $N/N_0$. For the converse, take $N_0 = 3$, $N = 9$ and a board that
# is 0 mod 3, such as three times the lit corner: which invariants of 5 x 5 can tell mod 3
# from mod 9? (The invariant 33 cannot: it imposes the same condition mod 3 and mod 9. Look
# at the zero invariants.)
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-05-5
# :class: dropdown
# ```
#
# A solution mod $N$ reduced mod $N_0$ is a solution mod $N_0$, so unsolvable mod $N_0$
# implies unsolvable mod $N$. For a certificate: if $\mathbf y^{\mathsf T}A \equiv 0$ and
# $\mathbf y^{\mathsf T}\mathbf b \not\equiv 0 \pmod{N_0}$, then
# $\mathbf y' = (N/N_0)\mathbf y$ has
# $\mathbf y'^{\mathsf T}A = (N/N_0)\,\mathbf y^{\mathsf T}A \equiv 0 \pmod N$ and
# $\mathbf y'^{\mathsf T}\mathbf b = (N/N_0)\,\mathbf y^{\mathsf T}\mathbf b \not\equiv 0
# \pmod N$. The converse fails: a board can be solvable mod $N_0$ and not mod $N$. Three
# times the lit corner is 0 mod 3, hence solvable mod 3, but the zero invariants of 5 x 5
# give conditions mod 9 that it breaks.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
corner = np.zeros((5, 5), dtype=np.uint8)
corner[0, 0] = 1
y3 = lo.unsolvable_certificate(corner, 3).astype(np.int64)
y6 = 2 * y3
A = lo.press_matrix(5, 5).astype(np.int64)
assert not (y6.ravel() @ A % 6).any() and int(y6.ravel() @ corner.ravel()) % 6
# a board solvable mod 3 (it is 0 mod 3) but not mod 9
b9 = 3 * corner
assert lo.unsolvable_certificate(b9 % 3, 3) is None
assert lo.unsolvable_certificate(b9, 9) is not None
print("certificate mod 6 from one mod 3:\n" + lo.format_board(y6 % 6))

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ## References
#
# * Source 003: "Computing solutions of the 3-colour Lights Out" (Japanese article,
#   ライツアウト(３カラーパズル)の計算解法): the systems mod 3, 4 and 6, the prime-factor
#   method, the 6-colour special condition. It is a page of the homepage section whose index
#   is [computerpuzzle.net](https://computerpuzzle.net/puzzle/lights_out/index.html); the page's own address was not found.
# * M. Kreh, "'Lights Out' and variants", *The American Mathematical Monthly* 124(10)
#   (2017) 937-950,
#   [doi:10.4169/amer.math.monthly.124.10.937](https://doi.org/10.4169/amer.math.monthly.124.10.937):
#   the game with any number of colours on boards of any size, and the boards on which
#   every start is solvable. We read only its abstract and bibliographic record.
# * J. A. Howell, "Spans in the module $(\mathbb Z_m)^s$", *Linear and Multilinear
#   Algebra* 19 (1986): the echelon form over $\mathbb Z/m$ now named after him. We found
#   only the bibliographic data of this paper, not its text; the properties used here are
#   those stated by Storjohann and Mulders.
# * A. Storjohann and T. Mulders, "Fast algorithms for linear algebra modulo N", in
#   *Algorithms - ESA '98*, LNCS 1461 (1998) 139-150,
#   [doi:10.1007/3-540-68530-8_12](https://doi.org/10.1007/3-540-68530-8_12): fast
#   computation of the Howell form, a canonical set of generators of a row span over
#   $\mathbb{Z}/N$.
# * K. Sutner, "Linear cellular automata and the Garden-of-Eden", *The Mathematical
#   Intelligencer* 11(2) (1989) 49-53,
#   [doi:10.1007/BF03023823](https://doi.org/10.1007/BF03023823): the game on graphs as a
#   linear cellular automaton.
# * A. Berman, F. Borer and N. Hungerbühler, "Lights Out on graphs", *Mathematische
#   Semesterberichte* (2021),
#   [doi:10.1007/s00591-021-00297-5](https://doi.org/10.1007/s00591-021-00297-5): a variant
#   with more than two states analysed by linear equations over $\mathbb{Z}_n$, and the
#   NP-hardness of a minimal solution.
# * "Solving a system of equations using modular arithmetic", Mathematics Stack Exchange,
#   question 555654,
#   [math.stackexchange.com/questions/555654](https://math.stackexchange.com/questions/555654/solving-a-system-of-equations-using-modular-arithmetic):
#   a 4 x 4 board with 4 colours whose elimination gets stuck on a leading 2, the
#   difficulty this chapter resolves.
# * OEIS [A159257](https://oeis.org/A159257) (nullity of the $n \times n$ board, compared
#   above) and [A075462](https://oeis.org/A075462) (its number of solutions, $2^{d}$).
#
# ## Appendix A: source 003's printed tables
#
# Every table of source 003 comes from the first, $[\,A \mid -I\,]$, by row operations, so
# each printed row $[\,L \mid R\,]$ must satisfy $L \equiv -R A \pmod N$. That check needs
# no choice of pivots. The row labels of the printed 4-colour system have typos; the rows
# themselves are right and in order.

# %%
rows_checked = sum(len(labels) for _, labels, _ in source.values())
assert all(not ((t[:, :25] + t[:, 25:] @ A5) % c).any() for c, _, t in source.values())
print(
    f"{len(source)} tables, {rows_checked} rows: each is a consequence of A x = -b "
    "mod N"
)
typos = {i: lab for i, lab in enumerate(source["mod4_system"][1], 1) if lab != i}
print("row labels of the 4-colour system that differ (row: printed label):", typos)

# %% [markdown]
# **Next:** [06 Integer programming with SCIP](06_integer_programming_with_scip.ipynb)
# finds the fewest presses for any number of colours, with costs and forbidden buttons.
