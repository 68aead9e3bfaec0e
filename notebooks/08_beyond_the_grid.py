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
#   enumerator: 8.%s
# ---

# %% [markdown]
# # Beyond the grid: the σ game, the torus and any graph
#
# Everything in the earlier chapters rests on one fact: a press adds a fixed 0/1 vector, so the
# puzzle is linear algebra over GF(2). That stays true when the rules change, and three changes
# are classical. In the **σ game**, which Sutner studied as a cellular automaton, a press
# toggles only the neighbours of a cell, not the cell itself. On the **torus** the board wraps
# around, so every press toggles five cells. And the game can be played on **any graph**. This
# chapter proves that the $m \times n$ σ game has nullity $\gcd(m+1, n+1) - 1$, decides which
# tori are always solvable, compares the nullities of square tori with the published table
# (OEIS A165738) and the formula stated there, and proves the all-lit theorem: on every graph,
# the board with every light on can be switched off. None of the five sources goes this far;
# the chapter follows the literature listed at the end, and each statement says whether it is
# taken from there or derived here.
#
# **Before this chapter** you should know: the press matrix $A$ and its nullity
# ([Definition 1.1](01_the_lights_out_matrix.ipynb#def-press-matrix), [Definition 1.3](01_the_lights_out_matrix.ipynb#def-nullity)); that a board is solvable iff it
# meets every quiet pattern in an even number of cells ([Definition 2.1](02_solving_over_gf2.ipynb#def-quiet-pattern), chapter
# 02); light chasing and the polynomials $f_k$ ([Definition 3.1](03_light_chasing_and_polynomials.ipynb#def-chasing-polynomials),
# chapter 03).
#
# **After it** you can: compute the nullity of the σ game and of the torus for boards far too
# large for a matrix; say which tori are always solvable and why; solve Lights Out on any graph
# and explain why the all-lit board of a graph is always solvable.
#
# **Uses:** [01, the Lights Out matrix](01_the_lights_out_matrix.ipynb) (the press matrix $A$),
# [02, solving over GF(2)](02_solving_over_gf2.ipynb) (quiet patterns) and
# [03, light chasing and the polynomials $f_k$](03_light_chasing_and_polynomials.ipynb)
# ($f_0 = 0$, $f_1 = 1$, $f_{k+1} = x f_k + f_{k-1}$ over GF(2), and
# $\dim\ker g(T_n) = \deg\gcd(g, f_{n+1})$ for the adjacency matrix $T_n$ of a path).
# New helpers: the keywords `torus` and `self_toggle` of `press_matrix` and `nullity`, and
# `solve_graph`, `press_graph`, `graph_press_matrix` for graphs; the figures are drawn by
# `lo.plots.ch08`.

# %%
import hashlib
import itertools

import matplotlib.pyplot as plt
import networkx as nx
import numpy as np

import lightsout_helpers as lo
from lightsout.sage import (
    GF,
    PolynomialRing,
    block_matrix,
    gcd,
    identity_matrix,
    matrix,
    zero_matrix,
)

F2 = GF(2)
R = PolynomialRing(F2, "x")
x = R.gen()


def rank_nullity(a):
    """Nullity of a 0/1 numpy matrix over GF(2), by M4RI (the reference route)."""
    return a.shape[1] - matrix(F2, a.astype(np.int8)).rank()


# %% [markdown]
# ## Three rules, one kind of matrix
#
# Number the cells row-major and let $T_k$ be the adjacency matrix of a path of $k$ cells and
# $C_k$ that of a cycle of $k$ cells. On the ordinary board the press matrix is
# $A = T_m \otimes I_n + I_m \otimes T_n + I_{mn}$: the first term toggles the cells above and
# below, the second the cells left and right, and $I$ the pressed cell itself. The three
# variants change one term each.
#
# ```{prf:definition} The σ game and the torus
# :label: def-08-variants
#
# * The **σ game** on the $m \times n$ board drops the self-toggle: its press matrix is
#   $T_m \otimes I_n + I_m \otimes T_n$ (`self_toggle=False`).
# * The **$m \times n$ torus** ($m, n \ge 3$) wraps the board around: its press matrix is
#   $C_m \otimes I_n + I_m \otimes C_n + I_{mn}$ (`torus=True`); row 1 and row $m$ are
#   neighbours, and so are column 1 and column $n$.
# * Both at once give the σ game on the torus.
# ```
#
# On a torus with 3 or more rows and columns a press toggles exactly 5 distinct cells. With
# fewer, the cell above and the cell below are the same cell (or the pressed cell itself), so
# the rule stops meaning "5 cells"; `press_matrix` and `nullity` refuse such tori.

# %%
fig = lo.plots.ch08.three_rules(5)
lo.savefig(fig, "08-three-rules")
plt.show()

# %% [markdown]
# *Figure 08-three-rules.* The lights that one press of the top-left corner (ringed) switches
# on a dark 5 x 5 board under the three rules. The σ game leaves the pressed cell alone; on the
# torus the press reaches the opposite edges.

# %%
for m, n in itertools.product(range(3, 9), repeat=2):
    assert (lo.press_matrix(m, n, torus=True).sum(axis=0) == 5).all()
print("on every torus from 3 x 3 to 8 x 8, every press toggles 5 cells")
try:
    lo.press_matrix(2, 5, torus=True)
except ValueError as err:
    print("2 x 5 torus:", err)

# %% [markdown]
# ## The σ game
#
# Chasing ([Definition 3.1](03_light_chasing_and_polynomials.ipynb#def-chasing-polynomials)) works for the σ game too. Let $\mathbf x_k$ be
# the presses in row $k$ of a quiet pattern, with $\mathbf x_0 = \mathbf 0$. Row $k$ now sees
# its own presses through $T_n$ instead of the path block $B_n = T_n + I_n$, so for row $k$ to
# stay dark the row below must be $\mathbf x_{k+1} = T_n\mathbf x_k + \mathbf x_{k-1}$: the
# first row decides everything, $\mathbf x_{k+1} = f_{k+1}(T_n)\,\mathbf x_1$. The last row
# stays dark exactly when $f_{m+1}(T_n)\,\mathbf x_1 = \mathbf 0$ (the row "below" it must be
# empty). So the quiet patterns correspond to $\ker f_{m+1}(T_n)$, the same as in chapter 03
# with the shift $x \to x + 1$ dropped, and by chapter 03's argument (the unit vector $e_1$
# generates everything under $T_n$, whose minimal polynomial is $f_{n+1}$)
#
# $$ \text{nullity of the } m \times n \text{ σ game} \;=\; \deg\gcd\bigl(f_{m+1}, f_{n+1}\bigr). $$
#
# Two facts about the $f_k$ turn this into a formula. Strong divisibility is classical for
# Fibonacci-type sequences (chapter 03 says where it appears for these polynomials); we prove
# it here for completeness.
#
# ```{prf:lemma} Degree, addition formula and strong divisibility of $f_k$
# :label: lem-08-strong-divisibility
#
# Over GF(2): (1) $\deg f_k = k - 1$ for $k \ge 1$; (2) $f_{a+b} = f_{a+1} f_b + f_a f_{b-1}$
# for all $a \ge 0$, $b \ge 1$; (3) $\gcd(f_a, f_b) = f_{\gcd(a, b)}$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# (1) The leading term of $f_{k+1} = x f_k + f_{k-1}$ is $x$ times that of $f_k$.
#
# (2) Fix $a$ and induct on $b$. Both sides satisfy the recurrence
# $g_{b+1} = x g_b + g_{b-1}$ in $b$ (the left side by definition, the right side because
# $f_b$ and $f_{b-1}$ do), and a second-order recurrence needs two base cases:
# $b = 1$ gives $f_{a+1} = f_{a+1} f_1 + f_a f_0 = f_{a+1}$, and $b = 2$ gives
# $f_{a+2} = f_{a+1} f_2 + f_a f_1 = x f_{a+1} + f_a$, the definition.
#
# (3) Consecutive $f_k$ are coprime: a common factor of $f_b$ and $f_{b-1}$ divides
# $f_{b-2} = f_b + x f_{b-1}$, and so on down to $f_1 = 1$. By (2),
# $\gcd(f_{a+b}, f_b) = \gcd(f_a f_{b-1}, f_b) = \gcd(f_a, f_b)$, so the gcd of the polynomials
# follows Euclid's algorithm on the indices and ends at $\gcd(f_d, f_0) = f_d$ with
# $d = \gcd(a, b)$.
# ```
#
# ```{prf:theorem} Nullity of the σ game (Tomei and Vieira 2002)
# :label: thm-08-sigma-nullity
#
# The $m \times n$ σ game has nullity $\gcd(m+1, n+1) - 1$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# By the chasing argument above and {prf:ref}`lem-08-strong-divisibility`,
# $\deg\gcd(f_{m+1}, f_{n+1}) = \deg f_{\gcd(m+1, n+1)} = \gcd(m+1, n+1) - 1$.
# ```
#
# Tomei and Vieira proved the statement over any field, for the adjacency matrix of the grid;
# the argument here is the GF(2) case written with chasing. We check the three parts of the
# lemma for indices below 80, then the theorem against the rank of the full $mn \times mn$
# matrix of every σ board up to 30 x 30.

# %%
f = [R(0), R(1)]
for k in range(1, 80):
    f.append(x * f[k] + f[k - 1])
assert all(f[k].degree() == k - 1 for k in range(1, 80))
assert all(
    f[a + b] == f[a + 1] * f[b] + f[a] * f[b - 1]
    for a in range(40)
    for b in range(1, 40)
)
assert all(gcd(f[a], f[b]) == f[gcd(a, b)] for a in range(1, 70) for b in range(1, 70))
checked = 0
for m, n in itertools.product(range(1, 31), repeat=2):
    sigma = lo.press_matrix(m, n, self_toggle=False)
    assert rank_nullity(sigma) == gcd(m + 1, n + 1) - 1
    checked += 1
print(
    "deg f_k = k - 1, the addition formula and strong divisibility hold for indices "
    "< 80;"
)
print(
    f"nullity = gcd(m+1, n+1) - 1 on all {checked} σ boards up to 30 x 30 (full rank)"
)

# %% [markdown]
# `lo.nullity(m, n, self_toggle=False)` computes $\deg\gcd(f_{m+1}, f_{n+1})$ with NTL, like
# the ordinary `nullity` of chapter 03; `tests/test_08_beyond_the_grid.py` compares it with the
# formula, the full rank and brute force over all press patterns of small boards.
#
# ```{prf:corollary} Square σ boards
# :label: cor-08-sigma-square
#
# An $m \times n$ σ board is always solvable iff $\gcd(m+1, n+1) = 1$. The $n \times n$ σ game
# has nullity exactly $n$, so no square σ board is always solvable.
# ```
#
# For square boards there is a second, independent view of the same count. Write the presses
# as an $n \times n$ 0/1 matrix $X$. The lights they switch are $T_n X + X T_n$ (neighbours
# above and below, left and right), so $X$ is quiet iff $T_n X = X T_n$ (over GF(2), plus is
# minus). Since $e_1$ generates everything under $T_n$, the matrices commuting with $T_n$ are
# exactly the polynomials $h(T_n)$ with $\deg h < n$: if $X e_1 = h(T_n) e_1$ then
# $X T_n^k e_1 = T_n^k X e_1 = h(T_n) T_n^k e_1$ for every $k$. So the quiet patterns of the
# square σ board are $I, T_n, T_n^2, \dots, T_n^{n-1}$ and their sums; the simplest is
# $X = I$, the main diagonal. The check below uses this description, not the polynomials
# $f_k$: the $n$ powers are quiet by the rules and linearly independent, and the full matrix
# has no further quiet pattern.

# %%
for n in range(1, 31):
    t = lo.press_matrix(1, n, self_toggle=False)  # the path adjacency T_n
    powers = [np.linalg.matrix_power(t.astype(np.int64), k) % 2 for k in range(n)]
    stack = np.array([p.ravel() for p in powers], dtype=np.uint8)
    sigma = lo.press_matrix(n, n, self_toggle=False)
    assert not (sigma.astype(np.int64) @ stack.T % 2).any()  # each power is quiet
    assert matrix(F2, stack.astype(np.int8)).rank() == n  # they are independent
    assert rank_nullity(sigma) == n  # and there is nothing else
print(
    "n x n σ boards, n <= 30: the powers I, T, ..., T^(n-1) are n independent quiet "
    "patterns and the full matrix has nullity n"
)

# %% [markdown]
# ```{prf:proposition} The all-lit square σ board (this book)
# :label: prop-08-sigma-all-lit
#
# The $n \times n$ σ board with every light on is solvable iff $n$ is even.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# It is solvable iff every quiet pattern has an even number of cells. The diagonal $I$ has $n$
# cells, so odd $n$ fails. For even $n$ it suffices to check the basis $T_n^k$: the number of
# cells of $T_n^k$ is $\mathbf 1^{\mathsf T} T_n^k \mathbf 1$ (mod 2); it is $n \equiv 0$ for
# $k = 0$, and for $k \ge 1$, $T_n\mathbf 1 = e_1 + e_n$ (inner cells have two neighbours), so
# it equals $e_1^{\mathsf T} T_n^{k-1}\mathbf 1 + e_n^{\mathsf T} T_n^{k-1}\mathbf 1$, two equal
# numbers by the left-right symmetry of the path.
# ```
#
# The check plays the all-lit σ board as a graph, with `solve_graph` of the last section.

# %%
solvable = []
for n in range(1, 41):
    grid = nx.grid_2d_graph(n, n)
    try:
        presses = lo.solve_graph(grid, set(grid), self_toggle=False)
        assert lo.press_graph(grid, set(grid), presses, self_toggle=False) == set()
        solvable.append(n)
    except lo.NotSolvableError as err:
        assert len(err.quiet & set(grid)) % 2 == 1
assert solvable == list(range(2, 41, 2))
print("all-lit n x n σ boards that can be switched off, n <= 40:", solvable)

# %% [markdown]
# ## The torus
#
# On the torus the rows of a quiet pattern obey the same recurrence,
# $\mathbf x_{r+1} = S\mathbf x_r + \mathbf x_{r-1}$, now with $S = C_n + I_n$ ($S = C_n$ in
# the σ game) and with row indices taken mod $m$. Carry pairs of rows along:
# $\mathbf s_r = (\mathbf x_r, \mathbf x_{r+1})$ satisfies $\mathbf s_{r+1} = M\mathbf s_r$ with
# $M = \begin{pmatrix} 0 & I \\ I & S \end{pmatrix}$.
#
# ```{prf:proposition} The transfer matrix of the torus (this book's derivation)
# :label: prop-08-transfer
#
# The nullity of the $m \times n$ torus is $\dim\ker\bigl(M^m + I_{2n}\bigr)$, a
# $2n \times 2n$ problem instead of $mn \times mn$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Any start $\mathbf s_0$ gives a sequence of rows that obeys the recurrence, and every quiet
# pattern arises from its own first two rows. The sequence closes up into a pattern on the
# torus exactly when $\mathbf s_m = \mathbf s_0$, i.e. $(M^m + I)\mathbf s_0 = \mathbf 0$; the map
# from quiet patterns to $\mathbf s_0$ is injective and linear.
# ```
#
# Transfer matrices are the standard tool for such periodic problems; we derived this one for
# the book. We check it with M4RI against the full matrix on every torus up to 12 x 12, with and
# without self-toggle.


# %%
def torus_by_transfer(m, n, self_toggle=True):
    """dim ker(M^m + I) for the 2n x 2n transfer matrix M of the m x n torus."""
    s = matrix(F2, n, n, lambda i, j: 1 if (i - j) % n in (1, n - 1) else 0)
    if self_toggle:
        s += identity_matrix(F2, n)
    one, zero = identity_matrix(F2, n), zero_matrix(F2, n)
    big_m = block_matrix(F2, [[zero, one], [one, s]], subdivide=False)
    return 2 * n - (big_m**m + identity_matrix(F2, 2 * n)).rank()


for m, n, st in itertools.product(range(3, 13), range(3, 13), (True, False)):
    full = rank_nullity(lo.press_matrix(m, n, torus=True, self_toggle=st))
    assert torus_by_transfer(m, n, st) == full
print("dim ker(M^m + I) = nullity of the full matrix on every torus up to 12 x 12")

# %% [markdown]
# The blocks of $M^m$ are $f_{m-1}(S)$, $f_m(S)$, $f_m(S)$, $f_{m+1}(S)$ (by induction, as for
# Fibonacci numbers), and $S$ is a circulant: a polynomial in the cyclic shift $z$, with
# $z^n = 1$. So $M^m + I$ is a $2 \times 2$ matrix over $\mathrm{GF}(2)[z]/(z^n + 1)$.
# `lo.nullity(m, n, torus=True)` brings it to Smith form $\operatorname{diag}(D_1, D_2)$ over
# the principal ideal domain $\mathrm{GF}(2)[z]$, and the kernel has dimension
#
# $$ \deg\gcd(D_1, z^n + 1) + \deg\gcd(D_2, z^n + 1). $$
#
# This costs polynomial arithmetic of degree
# about $2\min(m, n)$, fast enough for a torus of $10^{10}$ cells (below). The tests compare
# it with the transfer matrix, the full matrix and brute force.
#
# %%
big = lo.nullity(100_000, 100_000, torus=True)
print(f"nullity of the 100,000 x 100,000 torus: {big}")

# %% [markdown]
# ### Which tori are always solvable?
#
# ```{prf:theorem} Always-solvable tori (proof: this book; see Barua and Ramakrishnan 1996)
# :label: thm-08-torus-solvable
#
# For $m, n \ge 3$, the $m \times n$ torus is always solvable iff $3 \nmid m$, $3 \nmid n$,
# and the ordinary $(m-1) \times (n-1)$ board is always solvable.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Work over the algebraic closure $K$ of GF(2). The torus matrix is
# $C_m \otimes I + I \otimes C_n + I$. Triangularising $C_m$ and $C_n$ separately triangularises
# it, with diagonal entries $\alpha + \beta + 1$ for the eigenvalues $\alpha$ of $C_m$ and
# $\beta$ of $C_n$; so it is singular iff $\alpha + \beta = 1$ for some pair. The same holds
# for the ordinary $(m-1) \times (n-1)$ board with the eigenvalues of $T_{m-1}$ and $T_{n-1}$,
# the roots of $f_m$ and $f_n$. Now $C_m = Z + Z^{-1}$ for the cyclic shift $Z$, whose
# eigenvalues are the roots $\zeta$ of $z^m = 1$; so $C_m$ has the eigenvalues
# $\zeta + \zeta^{-1}$. Every $y \in K$ is $\zeta + \zeta^{-1}$ for some $\zeta \ne 0$ (solve
# $\zeta^2 + y\zeta + 1 = 0$), and for $\zeta \ne 1$ the recurrence gives
# $f_k(\zeta + \zeta^{-1}) = (\zeta^k + \zeta^{-k})/(\zeta + \zeta^{-1})$. So the roots of
# $f_m$ are the $\zeta + \zeta^{-1}$ with $\zeta^{2m} = 1$, i.e. $\zeta^m = 1$ (in
# characteristic 2), $\zeta \ne 1$, plus $0$ when $m$ is even. Hence the eigenvalues of $C_m$
# are the roots of $f_m$ together with $0 = 1 + 1^{-1}$. The torus therefore has the pairs of
# the $(m-1) \times (n-1)$ board and, in addition, the pairs with $\alpha = 0$ or $\beta = 0$
# (some of which the board may already have). A pair with $\alpha = 0$ has $\alpha + \beta = 1$
# only for $\beta = 1$, and $1$ is an eigenvalue of $C_n$ iff $\zeta + \zeta^{-1} = 1$, i.e.
# $\zeta^2 + \zeta + 1 = 0$, for some $\zeta$ with $\zeta^n = 1$: a primitive cube root of
# unity, which is an $n$-th root of unity iff $3 \mid n$. Symmetrically for $\beta = 0$.
# ```
#
# The question is not new. Barua and Ramakrishnan's abstract (1996) announces "necessary and
# sufficient conditions for the existence of unique solutions" of the σ- and σ+-games on
# cylinders and tori, and a unique solution is exactly an always-solvable torus. We have read
# only that abstract, so we do not know the form of their condition (whether it is this
# reduction to the ordinary board, a polynomial gcd as in notebook 03, or something else);
# the proof above is ours. The easy
# half can be seen without eigenvalues: when $3 \mid n$, pressing every cell of the columns
# $1, 2, 4, 5, 7, 8, \dots$ is quiet. A cell is toggled by three presses in its own column
# (itself, above, below) and one in each neighbouring column, so the count mod 2 is the number
# of pressed columns among three consecutive ones: always two. We check the theorem on all
# 3,364 tori from 3 x 3 to 60 x 60.

# %%
counted = always = 0
for m, n in itertools.product(range(3, 61), repeat=2):
    invertible = lo.nullity(m, n, torus=True) == 0
    assert invertible == (m % 3 != 0 and n % 3 != 0 and lo.nullity(m - 1, n - 1) == 0)
    counted += 1
    always += invertible
for m, n in itertools.product(range(3, 13), (3, 6, 9, 12)):
    columns = np.tile(np.arange(n) % 3 != 2, (m, 1)).astype(np.uint8).ravel()
    assert not (lo.press_matrix(m, n, torus=True) @ columns % 2).any()
print(
    f"criterion = computed nullity on all {counted} tori from 3 x 3 to 60 x 60; "
    f"{always} of them are always solvable"
)
print(
    "always solvable n x n tori, n <= 60:",
    [n for n in range(3, 61) if lo.nullity(n, n, torus=True) == 0],
)

# %% [markdown]
# ### The published table
#
# OEIS A165738 lists the nullity $a(n)$ of the $n \times n$ torus. The entry displays the terms
# $a(1), \dots, a(90)$ (in `data/08_oeis_a165738.txt`) and links a table to $n = 1000$ by Max
# Alekseyev and Thomas Buchholz; A. E. Brouwer's page on Lights Out and Button Madness games
# also gives $a(n)$ for $n \le 1000$. We could not read either longer table, so the
# term-by-term comparison covers the 90 displayed terms; after it, a cryptographic check
# covers all 1000 terms of the linked table, and we test the formulas stated on the entry.

# %%
oeis = [
    int(line)
    for line in (lo.DATA_DIR / "08_oeis_a165738.txt").read_text().splitlines()
    if line.strip() and not line.startswith("#")
]
ours = {n: lo.nullity(n, n, torus=True) for n in range(3, len(oeis) + 1)}
differ = [n for n in ours if ours[n] != oeis[n - 1]]
print(f"A165738: {len(oeis)} terms; n = 3..{len(oeis)} differ from ours at: {differ}")
assert differ == []

# %% [markdown]
# The two terms we do not compute, $a(1) = a(2) = 0$, are tori that `nullity` refuses. On them
# a press meets the same cell more than once, and there are two ways to read the rule: *add*
# the toggles mod 2 (a cell met twice is not toggled), or toggle each *distinct* cell once. On
# the $1 \times 1$ torus both readings give the identity. On the $2 \times 2$ torus the first
# gives the identity (the neighbours above and below coincide and cancel, and so do left and
# right), the second toggles three cells per press. Both readings give nullity 0, so the
# published $a(1) = a(2) = 0$ hold under either convention:


# %%
def tiny_torus_matrix(n, adding):
    """
    Press matrix of the n x n torus (n = 1, 2): toggles added mod 2, or distinct cells.
    """
    a = np.zeros((n * n, n * n), dtype=int)
    for r, c in itertools.product(range(n), repeat=2):
        steps = ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1))
        cells = [((r + dr) % n, (c + dc) % n) for dr, dc in steps]
        for rr, cc in cells if adding else set(cells):
            a[rr * n + cc, r * n + c] += 1
    return a % 2


for n in (1, 2):
    for adding in (True, False):
        d = rank_nullity(tiny_torus_matrix(n, adding))
        rule = "toggles added mod 2" if adding else "each distinct cell once"
        print(
            f"{n} x {n} torus, {rule}: nullity {d}; A165738 gives a({n}) = "
            f"{oeis[n - 1]}"
        )
        assert d == oeis[n - 1]

# %% [markdown]
# **All 1000 terms.** The OEIS keeps its tables in a public Git repository
# ([oeis/oeisdata](https://github.com/oeis/oeisdata)) through Git LFS, and what we could read of
# the table `b165738.txt` is its LFS pointer (`data/08_oeis_b165738_pointer.txt`): the file's
# size in bytes and its SHA-256 hash. A b-file has one line `n a(n)` per term. We write our
# own nullities for $n = 1, \dots, 1000$ (with $a(1) = a(2) = 0$ as above) in that format and
# hash them. Equal hashes mean the two files are equal byte for byte, barring a SHA-256
# collision, which nobody has ever exhibited: every one of the 1000 terms agrees.

# %%
pointer = dict(
    line.split(" ", 1)
    for line in (lo.DATA_DIR / "08_oeis_b165738_pointer.txt").read_text().splitlines()
    if line.strip() and not line.startswith("#")
)
terms = [0, 0] + [lo.nullity(n, n, torus=True) for n in range(3, 1001)]
table = "".join(f"{n} {a}\n" for n, a in enumerate(terms, start=1)).encode()
digest = hashlib.sha256(table).hexdigest()
print(f"our table: {len(table)} bytes, SHA-256 {digest}")
print(f"b165738:   {pointer['size']} bytes, {pointer['oid']}")
assert pointer["oid"] == f"sha256:{digest}" and int(pointer["size"]) == len(table)
print("all 1000 terms of the published table agree with our nullities")

# %% [markdown]
# The entry also states four formulas, without proof, the last three credited to Thomas
# Buchholz (2014). They are observations, not theorems, on the entry and in this book: we test
# them, we do not prove them.
#
# ```{prf:observation} The formulas on OEIS A165738 (Buchholz 2014)
# :label: obs-08-buchholz
#
# With $d(n)$ the nullity of the ordinary $n \times n$ board (OEIS A159257): $a(n) \le 2n$;
# $4 \mid a(n)$; $a(2n) = 2a(n)$; and $a(n+1) = 2\,d(n) + 4$ if $n \equiv 2 \pmod 3$,
# $a(n+1) = 2\,d(n)$ otherwise.
# ```
#
# All four hold for every $a(n)$ we compute, $3 \le n \le 1000$. Only the first has a short
# proof in this book (the transfer matrix of {prf:ref}`prop-08-transfer` is $2n \times 2n$), and
# the zero pattern of the last agrees with {prf:ref}`thm-08-torus-solvable`: $a(n+1) = 0$ iff
# $d(n) = 0$ and $3 \nmid n + 1$.

# %%
a = {n: lo.nullity(n, n, torus=True) for n in range(3, 1001)}
d = {n: lo.nullity(n, n) for n in range(2, 1000)}
assert all(a[n] <= 2 * n and a[n] % 4 == 0 for n in a)
assert all(a[2 * n] == 2 * a[n] for n in range(3, 501))
assert all(a[n + 1] == 2 * d[n] + (4 if n % 3 == 2 else 0) for n in range(2, 1000))
print("a(n) <= 2n, 4 | a(n), a(2n) = 2 a(n) and Buchholz's a(n+1) formula: all hold")
print(
    "for n <= 1000; the largest a(n) is", max(a.values()), "at n =", max(a, key=a.get)
)

# %% [markdown]
# ## Any graph
#
# ```{prf:definition} Lights Out on a graph; odd dominating sets
# :label: def-08-graph-game
#
# On a graph $G$ each vertex is a light and a button; a press toggles the vertex and its
# neighbours. The press matrix is $A_G = \operatorname{Adj}(G) + I$, with $\operatorname{Adj}(G)$ the adjacency matrix (drop $I$
# for the σ game). A set $S$ of vertices is an **odd dominating set** if every vertex has an
# odd number of members of $S$ among itself and its neighbours: exactly the press patterns that
# switch off the all-lit board.
# ```
#
# $A_G$ is symmetric, so, exactly as in chapter 02, a set of lit vertices can be switched off iff
# it meets every quiet pattern in an even number of vertices. `lo.solve_graph(graph, lit)`
# solves the system over GF(2) and returns a set of vertices to press, or raises
# `NotSolvableError` naming a quiet pattern with an odd overlap (its `quiet` attribute holds
# it). `lo.press_graph` applies presses by the rules, to check answers independently;
# `lo.graph_press_matrix` returns $A_G$. Graphs must be simple and undirected: a self-loop or a
# parallel edge would make "toggle the neighbours" ambiguous, so they are refused.
#
# The ordinary board is the grid graph, and the solvers agree on it:

# %%
board = lo.random_solvable_board(5, 5, seed=1)
grid = nx.grid_2d_graph(5, 5)  # vertices (row, column), row-major
lit = {(int(r), int(c)) for r, c in zip(*np.nonzero(board))}
presses = lo.solve_graph(grid, lit)
assert lo.press_graph(grid, lit, presses) == set()
press_board = np.zeros((5, 5), dtype=np.uint8)
press_board[tuple(np.array(sorted(presses)).T)] = 1
assert not lo.apply_presses(board, press_board).any()
print(
    f"a seeded 5 x 5 board with {len(lit)} lights, switched off on the grid graph "
    f"by {len(presses)} presses"
)

# %% [markdown]
# The whole story of the all-lit board rests on one identity. For a symmetric matrix $A_G$ over
# GF(2) and any vector $\mathbf y$,
# $\mathbf y^{\mathsf T} A_G \mathbf y = \sum_i (A_G)_{ii} y_i^2 + 2\sum_{i<j} (A_G)_{ij} y_i y_j
# = \sum_i (A_G)_{ii} y_i$, since $y_i^2 = y_i$ and $2 = 0$. Its easy consequence comes first.
#
# ```{prf:proposition} Quiet patterns are even; solutions share a parity
# :label: prop-08-quiet-even
#
# With self-toggle, every quiet pattern of a graph has an even number of vertices. Hence all
# odd dominating sets of a graph have the same parity.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# If $A_G\mathbf y = \mathbf 0$ then $0 = \mathbf y^{\mathsf T} A_G \mathbf y = \sum_i y_i$, the
# size of $\mathbf y$ mod 2, because the diagonal of $A_G$ is all ones. Two solutions of the
# all-lit board differ by a quiet pattern, so their sizes agree mod 2.
# ```
#
# ```{prf:theorem} The all-lit board (Sutner 1989; earlier Bagchi and Narasimha Sastry 1987)
# :label: thm-08-all-lit
#
# On every graph, the board with every light on can be switched off: every graph has an odd
# dominating set.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# The identity above with $A_G\mathbf y = \mathbf 0$ says that the diagonal of $A_G$ is orthogonal
# to every quiet pattern, so it lies in the column space of the symmetric matrix $A_G$. With
# self-toggle the diagonal is the all-ones vector, the all-lit board.
# ```
#
# The theorem is usually credited to Sutner (1989); Brouwer's page on these games points to an
# earlier proof by Bagchi and Narasimha Sastry (1987, Theorem 3) and gives the short proof above.
# Caro's "Simple proofs to three parity theorems" (1996), listed among the references of OEIS
# A075462 on the all-ones problem, may, going by its title, include a proof of this theorem;
# we have only its bibliographic data. In the σ game the diagonal is zero and
# the argument says nothing; indeed the triangle fails (pressing all three vertices is quiet and
# covers three lit vertices). We check the theorem on 300 seeded random graphs $G(n, p)$ with 1
# to 40 vertices and edge probabilities from 0.05 to 0.95, verifying each answer by the rules,
# and count how often the σ game fails on the same graphs. An isolated vertex makes the σ game
# fail trivially (nothing can toggle it), so we also count the failures among the connected
# graphs with at least two vertices.


# %%
def random_graph(i):
    """The i-th test graph: G(n, p) with n = 1..40 and p = 0.05..0.95, seeded by i."""
    return nx.gnp_random_graph(1 + i % 40, 0.05 + 0.1 * (i % 10), seed=i)


sutner = sigma_fails = isolated = connected = connected_fails = 0
for i in range(300):
    g = random_graph(i)
    presses = lo.solve_graph(g, set(g))
    assert lo.press_graph(g, set(g), presses) == set()
    sutner += 1
    proper = g.number_of_nodes() >= 2 and nx.is_connected(g)
    connected += proper
    try:
        lo.solve_graph(g, set(g), self_toggle=False)
    except lo.NotSolvableError:
        sigma_fails += 1
        isolated += any(degree == 0 for _, degree in g.degree())
        connected_fails += proper
print(f"all-lit board switched off on {sutner} of 300 random graphs")
print(
    f"σ game: the all-lit board fails on {sigma_fails} of them, {isolated} of which "
    "have "
    f"an isolated vertex;\n  among the {connected} connected graphs with at least two "
    f"vertices it fails on {connected_fails}"
)
try:
    lo.solve_graph(nx.complete_graph(3), {0, 1, 2}, self_toggle=False)
except lo.NotSolvableError as err:
    print("σ game on the triangle:", err)

# %% [markdown]
# {prf:ref}`prop-08-quiet-even` says that all odd dominating sets of a graph share a parity. The
# finer fact says which one.
#
# ```{prf:theorem} Parity of an odd dominating set (Batal 2022)
# :label: thm-08-batal
#
# Every odd dominating set of a graph has the parity of the rank of $A_G$ over GF(2).
# ```
#
# We check it on the same 300 graphs, with the set `solve_graph` returns.

# %%
for i in range(300):
    g = random_graph(i)
    rank = matrix(F2, lo.graph_press_matrix(g).astype(np.int8)).rank()
    assert len(lo.solve_graph(g, set(g))) % 2 == rank % 2
print("|odd dominating set| = rank of A_G (mod 2) on all 300 graphs")

# %% [markdown]
# A picture of {prf:ref}`thm-08-all-lit`: a seeded random graph on 12 vertices, the first of
# `nx.gnp_random_graph(12, 0.3, seed)` for seeds 0, 1, 2, ... that is connected and has an
# invertible press matrix, so the presses shown are the *only* solution.

# %%
seed = next(
    s
    for s in itertools.count()
    if nx.is_connected(g := nx.gnp_random_graph(12, 0.3, seed=s))
    and rank_nullity(lo.graph_press_matrix(g)) == 0
)
g = nx.gnp_random_graph(12, 0.3, seed=seed)
presses = lo.solve_graph(g, set(g))
assert lo.press_graph(g, set(g), presses) == set()
print(f"seed {seed}: {g.number_of_edges()} edges; the presses {sorted(presses)}")

# %%
fig = lo.plots.ch08.solved_graph(g, presses)
lo.savefig(fig, "08-solved-random-graph")
plt.show()

# %% [markdown]
# *Figure 08-solved-random-graph.* {prf:ref}`thm-08-all-lit` on a random graph: pressing the
# ringed vertices switches every light off. Left, every light on; right, the board after the
# presses. Each vertex has an odd number of ringed vertices among itself and its neighbours. The
# press matrix of this graph is invertible, so this is the only solution.

# %% [markdown]
# ## Summary
#
# * Dropping the self-toggle (the σ game), wrapping the board into a torus, or playing on a
#   graph keeps Lights Out linear over GF(2); only the press matrix changes
#   ({prf:ref}`def-08-variants`, {prf:ref}`def-08-graph-game`).
# * The $m \times n$ σ game has nullity $\gcd(m+1, n+1) - 1$ ({prf:ref}`thm-08-sigma-nullity`,
#   Tomei and Vieira): chasing gives $\deg\gcd(f_{m+1}, f_{n+1})$, and strong divisibility
#   ({prf:ref}`lem-08-strong-divisibility`) does the rest. Square σ boards have nullity $n$, with
#   the powers of $T_n$ as quiet patterns ({prf:ref}`cor-08-sigma-square`); their all-lit board
#   is solvable iff $n$ is even ({prf:ref}`prop-08-sigma-all-lit`).
# * On the torus the quiet patterns are the periodic solutions of the row recurrence, so the
#   nullity is $\dim\ker(M^m + I)$ for a $2n \times 2n$ transfer matrix
#   ({prf:ref}`prop-08-transfer`), computable with polynomials for tori of $10^{10}$ cells.
# * An $m \times n$ torus ($m, n \ge 3$) is always solvable iff $3 \nmid m$, $3 \nmid n$ and
#   the ordinary $(m-1) \times (n-1)$ board is always solvable
#   ({prf:ref}`thm-08-torus-solvable`): 27 of the square tori from 3 x 3 to 60 x 60
#   are. All 1000 terms of OEIS A165738's table agree with our nullities (90 compared term by
#   term, all 1000 through the SHA-256 of the b-file); Buchholz's formulas there are
#   observations ({prf:ref}`obs-08-buchholz`), true for every $n \le 1000$.
# * On every graph the all-lit board can be switched off ({prf:ref}`thm-08-all-lit`), because
#   the diagonal of a symmetric matrix over GF(2) lies in its column space; all its solutions
#   share one parity ({prf:ref}`prop-08-quiet-even`), that of the rank of $A_G$
#   ({prf:ref}`thm-08-batal`). In the σ game this fails already on a triangle.
#
# ## Exercises
#
# ````{exercise} A single row in the σ game (easy)
# :label: ex-08-1
#
# Play the σ game on a single row of $n$ cells. For which $n$ is it always solvable, and what
# is a quiet pattern when it is not?
#
# ```{hint}
# :class: dropdown
#
# {prf:ref}`thm-08-sigma-nullity` gives the nullity $\gcd(2, n+1) - 1$. For a quiet pattern,
# think of a cell whose two neighbours are both pressed.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-08-1
# :class: dropdown
# ```
#
# The nullity is $\gcd(2, n+1) - 1$: 0 for even $n$ (always solvable) and 1 for odd $n$. For
# odd $n$, pressing cells $1, 3, 5, \dots, n$ is quiet: a pressed cell has no pressed
# neighbour, and an unpressed cell has two.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
import networkx as nx

for n in range(1, 30):
    assert lo.nullity(1, n, self_toggle=False) == (1 if n % 2 else 0)
    if n % 2:
        quiet = set(range(0, n, 2))
        path = nx.path_graph(n)
        assert lo.press_graph(path, set(), quiet, self_toggle=False) == set()
print("a row of n cells: nullity 1 for odd n, 0 for even n; the odd cells are quiet")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Tori with 3 | m (medium)
# :label: ex-08-2
#
# Show without eigenvalues that every $m \times n$ torus with $3 \mid m$ has quiet patterns,
# and find the nullity of the $3 \times 3$ torus.
#
# ```{hint}
# :class: dropdown
#
# Transpose the column pattern of the easy half of {prf:ref}`thm-08-torus-solvable`. On the
# $3 \times 3$ torus a press toggles a whole row and a whole column.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-08-2
# :class: dropdown
# ```
#
# Press every cell of every row except rows $1, 4, 7, \dots$ (the rows $r \equiv 1 \pmod 3$,
# counting from 1). A cell is toggled by three presses in its own row (itself, left,
# right) and one in each of the rows above and below; mod 2 that is the number of pressed rows
# among three consecutive ones, always two, so every cell is toggled an even number of times.
# On the $3 \times 3$ torus a press toggles its row and its column (5 cells); the nullity is 4,
# so only $2^{9-4} = 32$ of the 512 boards are solvable.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
for m, n in [(3, 4), (6, 5), (9, 7), (12, 10)]:
    rows = np.repeat(np.arange(m) % 3 != 0, n).astype(np.uint8)
    assert not (lo.press_matrix(m, n, torus=True) @ rows % 2).any()
assert lo.nullity(3, 3, torus=True) == 4
print(
    "all rows but 1, 4, 7, ... pressed: quiet when 3 | m;",
    "the 3 x 3 torus has nullity 4",
)

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} The complete graph (easy)
# :label: ex-08-3
#
# On the complete graph $K_n$ every press toggles every vertex. How many solutions does the
# all-lit board have, and what do they look like?
#
# ```{hint}
# :class: dropdown
#
# The press matrix is the all-ones matrix $J$. What is its rank over GF(2)?
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-08-3
# :class: dropdown
# ```
#
# $J$ has rank 1, so the nullity is $n - 1$ and the all-lit board has $2^{n-1}$ solutions:
# exactly the sets with an odd number of vertices (each of them toggles every vertex an odd
# number of times). {prf:ref}`thm-08-batal` agrees: every solution is odd, like the rank.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
import networkx as nx

for n in range(1, 9):
    k = nx.complete_graph(n)
    solutions = [
        set(s)
        for size in range(n + 1)
        for s in itertools.combinations(range(n), size)
        if lo.press_graph(k, set(k), set(s)) == set()
    ]
    assert len(solutions) == 2 ** (n - 1) and all(len(s) % 2 == 1 for s in solutions)
    assert len(lo.solve_graph(k, set(k))) % 2 == 1
print("K_n: 2^(n-1) solutions of the all-lit board, the odd subsets")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Where the σ game fails (medium)
# :label: ex-08-4
#
# {prf:ref}`thm-08-all-lit` fails for the σ game. Which connected graphs with at most five
# vertices have an all-lit σ board that cannot be switched off?
#
# ```{hint}
# :class: dropdown
#
# `nx.graph_atlas_g()` lists every graph with up to 7 vertices. For a failing graph, look at
# the quiet pattern in the error.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-08-4
# :class: dropdown
# ```
#
# Searching the atlas (one vertex, the isolated light, is excluded by asking for at least two
# vertices) gives the triangle first; the code counts all of them. In every failing graph the
# quiet pattern named by the error has an odd number of vertices, which is exactly what the
# all-lit board cannot pass.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
import networkx as nx

failing = []
for g in nx.graph_atlas_g():
    if 2 <= g.number_of_nodes() <= 5 and nx.is_connected(g):
        try:
            lo.solve_graph(g, set(g), self_toggle=False)
        except lo.NotSolvableError as err:
            assert len(err.quiet) % 2 == 1
            failing.append(g)
assert nx.is_isomorphic(failing[0], nx.complete_graph(3))
sizes = [g.number_of_nodes() for g in failing]
print(f"{len(failing)} connected graphs on 2 to 5 vertices fail; sizes: {sizes}")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} The σ game's own parity theorem (challenge)
# :label: ex-08-5
#
# Prove: in the σ game on a graph (press matrix $\operatorname{Adj}(G)$, zero diagonal), the all-lit board can
# be switched off iff every quiet pattern $\mathbf y$ (with $\operatorname{Adj}(G)\mathbf y = \mathbf 0$) has
# an even number of vertices. Deduce that it fails on every graph with an isolated vertex
# and holds on every graph whose adjacency matrix $\operatorname{Adj}(G)$ is invertible over GF(2).
#
# ```{hint}
# :class: dropdown
#
# Chapter 02's criterion needs only symmetry: a board is solvable iff it is orthogonal to the
# kernel. An isolated vertex $v$ gives the quiet pattern $\{v\}$.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-08-5
# :class: dropdown
# ```
#
# $\operatorname{Adj}(G)$ is symmetric, so its column space is the orthogonal complement of its kernel; the
# all-lit board $\mathbf 1$ is in the column space iff $\mathbf 1^{\mathsf T}\mathbf y =
# |\mathbf y| \equiv 0$ for every quiet $\mathbf y$. An isolated vertex $v$ has no neighbour,
# so pressing it changes nothing: $\{v\}$ is a quiet pattern of odd size and the board fails.
# If $\operatorname{Adj}(G)$ is invertible the only quiet pattern is empty, and the board is solvable. The
# code checks the criterion against `solve_graph` on the 300 random graphs of the chapter.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
import networkx as nx

for i in range(300):
    g = nx.gnp_random_graph(1 + i % 40, 0.05 + 0.1 * (i % 10), seed=i)
    n = g.number_of_nodes()
    a = matrix(GF(2), nx.to_numpy_array(g, nodelist=list(g), dtype=int).tolist())
    odd_quiet = any(sum(int(v) for v in y) % 2 for y in a.right_kernel().basis())
    try:
        lo.solve_graph(g, set(g), self_toggle=False)
        solvable = True
    except lo.NotSolvableError:
        solvable = False
    assert solvable == (not odd_quiet)
    if any(d == 0 for _, d in g.degree()):
        assert not solvable
    if a.rank() == n:
        assert solvable
print("σ all-lit board solvable iff every quiet pattern is even, on 300 graphs")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Solve a graph yourself (medium)
# :label: ex-08-6
#
# Implement the all-lit solver for a graph in a dozen lines of numpy: Gaussian elimination over
# GF(2) on the augmented matrix $[A_G \mid \mathbf 1]$. Check that your presses switch off the
# board of random graphs (with `lo.press_graph`) and that their number has the parity of
# `lo.solve_graph`'s answer, as {prf:ref}`prop-08-quiet-even` predicts.
#
# ```{hint}
# :class: dropdown
#
# Keep a pivot row per column; XOR it into every other row with a 1 in that column. With
# self-toggle a solution always exists ({prf:ref}`thm-08-all-lit`): free variables may be 0.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-08-6
# :class: dropdown
# ```

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
import networkx as nx


def odd_dominating_set(graph):
    nodes = list(graph)
    n = len(nodes)
    aug = np.zeros((n, n + 1), dtype=np.uint8)
    aug[:, :n] = lo.graph_press_matrix(graph)
    aug[:, n] = 1
    row, pivots = 0, []
    for col in range(n):
        hits = np.nonzero(aug[row:, col])[0]
        if len(hits) == 0:
            continue
        aug[[row, row + hits[0]]] = aug[[row + hits[0], row]]
        others = np.nonzero(aug[:, col])[0]
        aug[others[others != row]] ^= aug[row]
        pivots.append(col)
        row += 1
    assert not aug[row:, n].any()  # consistent, as the all-lit theorem promises
    return {nodes[c] for r, c in enumerate(pivots) if aug[r, n]}


for i in range(100):
    g = nx.gnp_random_graph(1 + i % 25, 0.3, seed=i)
    mine = odd_dominating_set(g)
    assert lo.press_graph(g, set(g), mine) == set()
    assert len(mine) % 2 == len(lo.solve_graph(g, set(g))) % 2
print("own Gaussian elimination switches off 100 random all-lit graphs")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ## References
#
# * K. Sutner, "Linear cellular automata and the Garden-of-Eden", *The Mathematical
#   Intelligencer* 11(2) (1989) 49-53, [doi:10.1007/BF03023823](https://doi.org/10.1007/BF03023823)
#   (bibliographic data from OEIS A075462; we have not seen the paper's text). Berman, Borer and
#   Hungerbühler credit Sutner as the first to show that the all-on configuration can always be
#   switched off.
# * K. Sutner, "The σ-game and cellular automata", *The American Mathematical Monthly* 97
#   (1990) 24-34 ([summary on Semantic Scholar](https://www.semanticscholar.org/paper/The-%CF%83-game-and-cellular-automata-Sutner/d62e75408de13496b079afe4021822f08d3d287f);
#   we have read only the summary): the σ game as a cellular automaton.
# * A. E. Brouwer, [Lights Out and Button Madness Games](https://www.win.tue.nl/~aeb/ca/madness/madrect.html):
#   the games on any graph, the short proof of {prf:ref}`thm-08-all-lit` with its history
#   (Bagchi and Narasimha Sastry 1987, Theorem 3, before Sutner; we have not seen their paper),
#   and tables of the nullities of boards and tori for $n \le 1000$.
# * Y. Caro, "Simple proofs to three parity theorems", *Ars Combinatoria* 42 (1996) 175-180
#   (bibliographic data from OEIS A075462; we could not find the text).
# * J. Goldwasser, W. Klostermeyer and G. Trapp, "Characterizing switch-setting problems",
#   *Linear and Multilinear Algebra* 43 (1997): switch-setting problems in general, going by the
#   title (bibliographic data only; we could not find the text).
# * R. Barua and S. Ramakrishnan, "σ-game, σ+-game and two-dimensional additive cellular
#   automata", *Theoretical Computer Science* 154 (1996), abstract at the
#   [University of Miami's research portal](https://miami.pure.elsevier.com/en/publications/mathematical-games-%CF%83-game-%CF%83supsup-game-and-two-dimensional-additi):
#   necessary and sufficient conditions for unique solutions on cylinders and tori (see
#   {prf:ref}`thm-08-torus-solvable`). We read the abstract only.
# * C. Tomei and T. Vieira, "The kernel of the adjacency matrix of a rectangular mesh",
#   *Discrete & Computational Geometry* 28 (2002) 411-425,
#   [doi:10.1007/s00454-002-2819-z](https://doi.org/10.1007/s00454-002-2819-z),
#   [arXiv:math/0201211](https://arxiv.org/abs/math/0201211): the kernel of the grid's
#   adjacency matrix has dimension $\gcd(m+1, n+1) - 1$ over any field.
# * A. Berman, F. Borer and N. Hungerbühler, "Lights Out on graphs", *Mathematische
#   Semesterberichte* (2021), [doi:10.1007/s00591-021-00297-5](https://doi.org/10.1007/s00591-021-00297-5),
#   [arXiv:1903.06942](https://arxiv.org/abs/1903.06942): the game on graphs over GF(2), the
#   all-on configuration, and NP-hardness of the fewest presses.
# * A. Batal, "Parity of an odd dominating set", *Communications Faculty of Sciences University
#   of Ankara Series A1* 71(4) (2022) 1023-1028,
#   [doi:10.31801/cfsuasmas.1051208](https://doi.org/10.31801/cfsuasmas.1051208),
#   [arXiv:2011.10270](https://arxiv.org/abs/2011.10270).
# * M. Anderson and T. Feil, "Turning Lights Out with linear algebra", *Mathematics Magazine* 71
#   (1998) 300-303, [JSTOR 2690705](https://www.jstor.org/stable/2690705), Lights Out as linear
#   algebra over GF(2) (linked from OEIS A165738; we have not seen its text).
# * OEIS [A165738](https://oeis.org/A165738) (nullity of the $n \times n$ torus, with the
#   formulas of {prf:ref}`obs-08-buchholz`), [A159257](https://oeis.org/A159257) (nullity of the
#   ordinary $n \times n$ board) and [A075462](https://oeis.org/A075462) (solutions of the
#   all-ones problem on the $n \times n$ board; its references list Caro 1996).
# * Earlier chapters: [01](01_the_lights_out_matrix.ipynb), [02](02_solving_over_gf2.ipynb),
#   [03](03_light_chasing_and_polynomials.ipynb); none of the five sources treats these variants.
