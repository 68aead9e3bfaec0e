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
# # Beyond the grid: the σ game, the torus and any graph
#
# Everything in the earlier notebooks rests on one fact: a press adds a fixed 0/1 vector, so the
# puzzle is linear algebra over GF(2). That stays true when the rules change, and three changes
# are classical. In Sutner's **σ game** a press toggles only the neighbours of a cell, not the
# cell itself. On the **torus** the board wraps around, so every press toggles five cells. And
# the game can be played on **any graph**. This notebook proves that the $m \times n$ σ game has
# nullity $\gcd(m+1, n+1) - 1$, decides which tori are always solvable, compares the nullities of
# square tori with the published table (OEIS A165738) and its formula, and proves Sutner's
# theorem: on every graph, the board with every light on can be switched off. None of the five
# sources goes this far; the chapter follows the literature listed at the end.
#
# **Uses:** [01, the Lights Out matrix](01_the_lights_out_matrix.ipynb) (the press matrix $A$),
# [02, solving over GF(2)](02_solving_over_gf2.ipynb) (a board is solvable iff it meets every
# quiet pattern in an even number of cells) and
# [03, light chasing and the polynomials $f_k$](03_light_chasing_and_polynomials.ipynb) (chasing,
# $f_0 = 0$, $f_1 = 1$, $f_{k+1} = x f_k + f_{k-1}$ over GF(2), and
# $\dim\ker g(T) = \deg\gcd(g, f_{n+1})$ for the adjacency matrix $T$ of a path).
# New helpers: the keywords `torus` and `self_toggle` of `press_matrix` and `nullity`, and
# `solve_graph`, `press_graph`, `graph_press_matrix` for graphs.

# %%
try:  # SageMath: conda-forge's `sage` or the modular passagemath wheels
    from sage.all import (
        GF,
        PolynomialRing,
        block_matrix,
        gcd,
        identity_matrix,
        matrix,
        zero_matrix,
    )
except ImportError:
    from sage.all__sagemath_modules import (
        GF,
        PolynomialRing,
        block_matrix,
        gcd,
        identity_matrix,
        matrix,
        zero_matrix,
    )

import itertools
import time

import matplotlib.pyplot as plt
import networkx as nx
import numpy as np

import lightsout_helpers as lo

F2 = GF(2)
R = PolynomialRing(F2, "x")
x = R.gen()


def rank_nullity(a):
    """Nullity of a 0/1 numpy matrix over GF(2), by M4RI (the reference route)."""
    return a.shape[1] - matrix(F2, a.astype(np.int8)).rank()


# %% [markdown]
# ## Three rules, one kind of matrix
#
# Number the cells row-major. On the ordinary board the press matrix is
# $A = P_m \otimes I + I \otimes P_n + I$, where $P_k$ is the adjacency matrix of a path of $k$
# cells: the first term toggles the cells above and below, the second the cells left and right,
# and $I$ the pressed cell itself. The three variants change one term each:
#
# * **σ game** (`self_toggle=False`): drop $I$; a press toggles only the neighbours.
# * **torus** (`torus=True`): replace each path $P_k$ by the cycle $C_k$; row 1 and row $m$ are
#   neighbours, and so are column 1 and column $n$.
# * both at once.
#
# On a torus with 3 or more rows and columns a press toggles exactly 5 distinct cells. With
# fewer, the cell above and the cell below are the same cell (or the pressed cell itself), so
# the rule stops meaning "5 cells"; `press_matrix` and `nullity` refuse such tori.

# %%
fig, axes = plt.subplots(1, 3, figsize=(8, 3.2))
press = np.zeros((5, 5), dtype=np.uint8)
press[0, 0] = 1
for ax, (title, kw) in zip(
    axes,
    [("ordinary", {}), ("σ game", {"self_toggle": False}), ("torus", {"torus": True})],
):
    toggled = lo.press_matrix(5, 5, **kw)[:, 0].reshape(
        5, 5
    )  # column 0: what a press of (1, 1) toggles
    lo.plot_board(
        toggled, presses=press, ax=ax, title=f"{title}: {int(toggled.sum())} cells"
    )
lo.savefig(fig, "08-three-rules")
plt.show()

# %% [markdown]
# *Figure 08-three-rules.* The lights that one press of the top-left corner (red ring) switches
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
# Chasing (notebook 03) works for the σ game too. Let $\mathbf x_k$ be the presses in row $k$ of a
# quiet pattern, with $\mathbf x_0 = \mathbf 0$. Row $k$ now sees its own presses through the
# path's adjacency matrix $T = P_n$ instead of $A_n = T + I$, so for row $k$ to stay dark the row
# below must be $\mathbf x_{k+1} = T\mathbf x_k + \mathbf x_{k-1}$: the first row decides everything,
# $\mathbf x_{k+1} = f_{k+1}(T)\,\mathbf x_1$. The last row stays dark exactly when
# $f_{m+1}(T)\,\mathbf x_1 = \mathbf 0$ (the row "below" it must be empty). So the quiet patterns correspond to
# $\ker f_{m+1}(T)$, the same as in notebook 03 with the shift $x \to x + 1$ dropped, and by
# notebook 03's argument (the unit vector $e_1$ generates everything under $T$, whose minimal
# polynomial is $f_{n+1}$)
#
# $$ \text{nullity of the } m \times n \text{ σ game} \;=\; \deg\gcd\bigl(f_{m+1}, f_{n+1}\bigr). $$
#
# **Theorem** (proved over any field by Tomei and Vieira). The $m \times n$ σ game has nullity
# $\gcd(m+1, n+1) - 1$.
#
# *Proof.* Two facts about the $f_k$ over GF(2):
#
# 1. $\deg f_k = k - 1$ for $k \ge 1$, from the recurrence (the leading term is $x^{k-1}$).
# 2. $\gcd(f_a, f_b) = f_{\gcd(a, b)}$ (strong divisibility). First, $f_{a+b} = f_{a+1} f_b + f_a f_{b-1}$
#    for $b \ge 1$: for $b = 1$ it reads $f_{a+1} = f_{a+1}$, and both sides obey the recurrence in $b$.
#    Second, consecutive $f_k$ are coprime: a common factor of $f_b$ and $f_{b-1}$ divides
#    $f_{b-2} = f_b + x f_{b-1}$, and so on down to $f_1 = 1$. Hence
#    $\gcd(f_{a+b}, f_b) = \gcd(f_a f_{b-1}, f_b) = \gcd(f_a, f_b)$: the gcd of the polynomials follows
#    Euclid's algorithm on the indices and ends at $\gcd(f_d, f_0) = f_d$ with $d = \gcd(a, b)$.
#
# So $\deg\gcd(f_{m+1}, f_{n+1}) = \deg f_{\gcd(m+1, n+1)} = \gcd(m+1, n+1) - 1$. $\square$
#
# We check both facts and then the theorem against the rank of the full $mn \times mn$ matrix of
# every σ board up to 30 x 30.

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
    assert (
        rank_nullity(lo.press_matrix(m, n, self_toggle=False)) == gcd(m + 1, n + 1) - 1
    )
    checked += 1
print(
    f"deg f_k = k - 1, the addition formula and strong divisibility hold for indices < 80;\n"
    f"nullity = gcd(m+1, n+1) - 1 on all {checked} σ boards up to 30 x 30 (full rank)"
)

# %% [markdown]
# `lo.nullity(m, n, self_toggle=False)` computes $\deg\gcd(f_{m+1}, f_{n+1})$ with NTL, like the
# ordinary `nullity` of notebook 03; `tests/test_08_beyond_the_grid.py` compares it with the
# formula, the full rank and brute force over all press patterns of small boards.
#
# **Corollary.** An $m \times n$ σ board is always solvable iff $\gcd(m+1, n+1) = 1$. A square
# σ board is never: the $n \times n$ σ game has nullity exactly $n$.

# %%
print(
    "n x n σ nullities, n = 1..12:",
    [lo.nullity(n, n, self_toggle=False) for n in range(1, 13)],
)
assert all(lo.nullity(n, n, self_toggle=False) == n for n in range(1, 2001))
print("nullity(n, n, self_toggle=False) = n for every n <= 2000")

# %% [markdown]
# For square boards there is a shorter view. Write the presses as an $n \times n$ 0/1 matrix $X$.
# The lights they switch are $PX + XP$ with $P = P_n$ (neighbours above and below, left and right),
# so $X$ is quiet iff $PX = XP$ (over GF(2), plus is minus). Since $e_1$ generates everything under
# $P$, the matrices commuting with $P$ are exactly the polynomials $h(P)$ with $\deg h < n$:
# if $X e_1 = h(P) e_1$ then $X P^k e_1 = P^k X e_1 = h(P) P^k e_1$ for every $k$. So the quiet
# patterns are $h(P)$, $n$ dimensions of them; the simplest is $X = I$, the main diagonal.
#
# **Proposition.** The $n \times n$ σ board with every light on is solvable iff $n$ is even.
#
# *Proof.* By notebook 02, it is solvable iff every quiet pattern has an even number of cells.
# The diagonal $I$ has $n$ cells, so odd $n$ fails. For even $n$, the number of cells of $P^k$ is
# $\mathbf 1^{\mathsf T} P^k \mathbf 1$ (mod 2); it is $n \equiv 0$ for $k = 0$, and for $k \ge 1$,
# $P\mathbf 1 = e_1 + e_n$ (inner cells have two neighbours), so it equals
# $e_1^{\mathsf T} P^{k-1}\mathbf 1 + e_n^{\mathsf T} P^{k-1}\mathbf 1$, two equal numbers by the
# left-right symmetry of the path. $\square$
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
# $\mathbf x_{r+1} = T\mathbf x_r + \mathbf x_{r-1}$, now with $T = C_n + I$ ($C_n$ the cycle;
# $T = C_n$ in the σ game) and with row indices taken mod $m$. Carry pairs of rows along:
# $\mathbf s_r = (\mathbf x_r, \mathbf x_{r+1})$ satisfies $\mathbf s_{r+1} = M\mathbf s_r$ with
# $M = \begin{pmatrix} 0 & I \\ I & T \end{pmatrix}$. Any start $\mathbf s_0$ gives a sequence of
# rows that obeys the recurrence; it closes up into a pattern on the torus exactly when
# $\mathbf s_m = \mathbf s_0$. So
#
# $$ \text{nullity of the } m \times n \text{ torus} \;=\; \dim\ker\bigl(M^m + I\bigr), $$
#
# a $2n \times 2n$ problem instead of $mn \times mn$. We check it with M4RI against the full
# matrix on every torus up to 12 x 12, with and without self-toggle.


# %%
def torus_by_transfer(m, n, self_toggle=True):
    """dim ker(M^m + I) for the 2n x 2n transfer matrix M of the m x n torus."""
    T = matrix(F2, n, n, lambda i, j: 1 if (i - j) % n in (1, n - 1) else 0)
    if self_toggle:
        T += identity_matrix(F2, n)
    M = block_matrix(
        F2,
        [[zero_matrix(F2, n), identity_matrix(F2, n)], [identity_matrix(F2, n), T]],
        subdivide=False,
    )
    return 2 * n - (M**m + identity_matrix(F2, 2 * n)).rank()


for m, n, st in itertools.product(range(3, 13), range(3, 13), (True, False)):
    assert torus_by_transfer(m, n, st) == rank_nullity(
        lo.press_matrix(m, n, torus=True, self_toggle=st)
    )
print(
    "dim ker(M^m + I) = nullity of the full matrix on every torus from 3 x 3 to 12 x 12, both rules"
)

# %% [markdown]
# The blocks of $M^m$ are $f_{m-1}(T)$, $f_m(T)$, $f_m(T)$, $f_{m+1}(T)$ (by induction, as for
# Fibonacci numbers), and $T$ is a circulant: a polynomial in the cyclic shift $z$, with
# $z^n = 1$. So $M^m + I$ is a $2 \times 2$ matrix over $\mathrm{GF}(2)[z]/(z^n + 1)$.
# `lo.nullity(m, n, torus=True)` brings it to Smith form $\operatorname{diag}(d_1, d_2)$ over the
# principal ideal domain $\mathrm{GF}(2)[z]$, and the kernel has dimension
# $\deg\gcd(d_1, z^n + 1) + \deg\gcd(d_2, z^n + 1)$. This costs polynomial arithmetic of degree
# about $2\min(m, n)$, fast enough for a torus of $10^{10}$ cells (timed below; the time depends on
# the machine). The tests compare it with the transfer matrix, the full matrix and brute force.
#
# %% tags=["nbval-ignore-output"]
start = time.perf_counter()
big = lo.nullity(100_000, 100_000, torus=True)
print(
    f"nullity of the 100,000 x 100,000 torus: {big} ({time.perf_counter() - start:.2f} s)"
)

# %% [markdown]
# **Which tori are always solvable?**
#
# **Theorem.** For $m, n \ge 3$, the $m \times n$ torus is always solvable iff $3 \nmid m$,
# $3 \nmid n$, and the ordinary $(m-1) \times (n-1)$ board is always solvable.
#
# *Proof.* Work over the algebraic closure $K$ of GF(2). The torus matrix is
# $C_m \otimes I + I \otimes C_n + I$. Triangularising $C_m$ and $C_n$ separately triangularises
# it, with diagonal entries $\alpha + \beta + 1$ for the eigenvalues $\alpha$ of $C_m$ and $\beta$ of
# $C_n$; so it is singular iff $\alpha + \beta = 1$ for some pair. The same holds for the ordinary
# $(m-1) \times (n-1)$ board with the eigenvalues of $P_{m-1}$ and $P_{n-1}$, the roots of $f_m$ and
# $f_n$. Now $C_m = S + S^{-1}$ for the cyclic shift $S$, whose eigenvalues are the roots $\zeta$ of
# $z^m = 1$; so $C_m$ has the eigenvalues $\zeta + \zeta^{-1}$. Every $y \in K$ is
# $\zeta + \zeta^{-1}$ for some $\zeta \ne 0$ (solve $\zeta^2 + y\zeta + 1 = 0$), and for
# $\zeta \ne 1$ the recurrence gives $f_k(\zeta + \zeta^{-1}) = (\zeta^k + \zeta^{-k})/(\zeta + \zeta^{-1})$.
# So the roots of $f_m$ are the $\zeta + \zeta^{-1}$ with $\zeta^{2m} = 1$, i.e. $\zeta^m = 1$ (in
# characteristic 2), $\zeta \ne 1$, plus $0$ when $m$ is even. Hence the eigenvalues of $C_m$ are the
# roots of $f_m$ together with $0 = 1 + 1^{-1}$. The torus therefore has the pairs of the
# $(m-1) \times (n-1)$ board and, in addition, the pairs with $\alpha = 0$ or $\beta = 0$. A new
# pair $\alpha = 0$, $\beta = 1$ needs $\zeta + \zeta^{-1} = 1$, i.e. $\zeta^2 + \zeta + 1 = 0$: a
# primitive cube root of unity with $\zeta^n = 1$, which exists iff $3 \mid n$. Symmetrically for
# $\beta = 0$. $\square$
#
# The easy half can be seen without eigenvalues: when $3 \mid n$, pressing every cell of the
# columns $1, 2, 4, 5, 7, 8, \dots$ is quiet. A cell is toggled by three presses in its own column
# (itself, above, below) and one in each neighbouring column, so the count mod 2 is the number of
# pressed columns among three consecutive ones: always two. We check the theorem
# on all 3,364 tori from 3 x 3 to 60 x 60.

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
# OEIS A165738 lists the nullity $a(n)$ of the $n \times n$ torus. Its terms $a(1), \dots, a(90)$
# as displayed on the entry are in `data/08_oeis_a165738.txt`. We compare every one with
# `lo.nullity(n, n, torus=True)`.

# %%
oeis = [
    int(line)
    for line in (lo.DATA_DIR / "08_oeis_a165738.txt").read_text().splitlines()
    if line.strip() and not line.startswith("#")
]
ours = {n: lo.nullity(n, n, torus=True) for n in range(3, len(oeis) + 1)}
differ = [n for n in ours if ours[n] != oeis[n - 1]]
print(
    f"A165738 has {len(oeis)} terms; n = 3..{len(oeis)} agree with ours except at: {differ}"
)
assert differ == []

# %% [markdown]
# The two terms we do not compute, $a(1) = a(2) = 0$, are tori that `nullity` refuses. They agree
# with the convention of *adding* the toggles mod 2: on the $1 \times 1$ torus a press toggles its
# cell five times (once, net), and on the $2 \times 2$ torus the neighbours above and below are the
# same cell, toggled twice (not at all), so a press toggles only itself. Both matrices are the
# identity:


# %%
def torus_matrix_adding_toggles(n):
    """Press matrix of the n x n torus when toggles of the same cell are added mod 2."""
    a = np.zeros((n * n, n * n), dtype=int)
    for r, c in itertools.product(range(n), repeat=2):
        for dr, dc in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)):
            a[((r + dr) % n) * n + (c + dc) % n, r * n + c] += 1
    return a % 2


for n in (1, 2):
    a = torus_matrix_adding_toggles(n)
    assert (a == np.eye(n * n, dtype=int)).all() and rank_nullity(a) == oeis[n - 1]
    print(
        f"{n} x {n} torus, toggles added mod 2: the identity, "
        f"nullity {rank_nullity(a)} = a({n}) = {oeis[n - 1]}"
    )

# %% [markdown]
# The entry also states formulas (without proof there): $a(n) \le 2n$; $a(n)$ is a multiple of 4;
# $a(2n) = 2a(n)$; and, in terms of the nullity $d(n)$ of the ordinary $n \times n$ board
# (OEIS A159257, our `lo.nullity(n, n)`),
#
# $$ a(n+1) = 2\,d(n) + 4 \ \text{ if } n \equiv 2 \pmod 3, \qquad a(n+1) = 2\,d(n) \ \text{ otherwise.} $$
#
# **Observation** (checked on $a(3), \dots, a(1000)$, computed by `lo.nullity`): all four hold.
# The last one is consistent with the theorem above: $a(n+1) = 0$ iff $d(n) = 0$ and $3 \nmid n + 1$.

# %%
a = {n: lo.nullity(n, n, torus=True) for n in range(3, 1001)}
d = {n: lo.nullity(n, n) for n in range(2, 1000)}
assert all(a[n] <= 2 * n and a[n] % 4 == 0 for n in a)
assert all(a[2 * n] == 2 * a[n] for n in range(3, 501))
assert all(a[n + 1] == 2 * d[n] + (4 if n % 3 == 2 else 0) for n in range(2, 1000))
print(
    "a(n) <= 2n, 4 | a(n), a(2n) = 2 a(n) and a(n+1) = 2 d(n) + 4 [n = 2 mod 3] hold for every n checked;"
)
print("largest a(n) for n <= 1000:", max(a.values()), "at n =", max(a, key=a.get))

# %% [markdown]
# ## Any graph
#
# On a graph $G$ each vertex is a light and a button; a press toggles the vertex and its
# neighbours. The press matrix is $N = A(G) + I$, with $A(G)$ the adjacency matrix (drop $I$ for the
# σ game); it is symmetric, so, exactly as in notebook 02, a set of lit vertices can be switched off
# iff it meets every quiet pattern (a set of presses that changes nothing) in an even number of
# vertices. `lo.solve_graph(graph, lit)` solves the system over GF(2) and returns a set of vertices to
# press, or raises `NotSolvableError` naming a quiet pattern with an odd overlap (its `quiet`
# attribute holds it). `lo.press_graph` applies presses by the rules, to check answers
# independently; `lo.graph_press_matrix` returns $N$. Graphs must be simple and undirected: a
# self-loop or a parallel edge would make "toggle the neighbours" ambiguous, so they are refused.
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
    f"a seeded 5 x 5 board with {len(lit)} lights, switched off on the grid graph by {len(presses)} presses"
)

# %% [markdown]
# **Theorem** (Sutner). On every graph, the board with every light on can be switched off.
#
# *Proof.* Let $N$ be any symmetric matrix over GF(2). For every vector $\mathbf y$,
# $\mathbf y^{\mathsf T} N \mathbf y = \sum_i N_{ii} y_i^2 + 2\sum_{i<j} N_{ij} y_i y_j = \sum_i N_{ii} y_i$,
# since $y_i^2 = y_i$ and $2 = 0$. If $\mathbf y$ is quiet ($N\mathbf y = \mathbf 0$) the left side is
# $0$, so the diagonal of $N$ is orthogonal to every quiet pattern: it lies in the column space of
# $N$. With self-toggle the diagonal is the all-ones vector, the all-lit board. $\square$
#
# In graph language: every graph has an *odd dominating set*, a set $S$ of vertices such that every
# vertex has an odd number of members of $S$ among itself and its neighbours. In the σ game the
# diagonal is zero and the argument says nothing; indeed the triangle fails (pressing all three
# vertices is quiet and covers three lit vertices). We check the theorem on 300 seeded random graphs
# $G(n, p)$ with 1 to 40 vertices and edge probabilities from 0.05 to 0.95, verifying each answer by
# the rules (the tests check thousands more), and count how often the σ game fails on the same graphs.


# %%
def random_graph(i):
    """The i-th test graph: G(n, p) with n = 1..40 and p = 0.05..0.95, seeded by i."""
    return nx.gnp_random_graph(1 + i % 40, 0.05 + 0.1 * (i % 10), seed=i)


sutner = sigma_fails = 0
for i in range(300):
    g = random_graph(i)
    presses = lo.solve_graph(g, set(g))
    assert lo.press_graph(g, set(g), presses) == set()
    sutner += 1
    try:
        lo.solve_graph(g, set(g), self_toggle=False)
    except lo.NotSolvableError:
        sigma_fails += 1
print(
    f"all-lit board switched off on {sutner} of 300 random graphs; "
    f"the σ game's all-lit board fails on {sigma_fails} of them"
)
try:
    lo.solve_graph(nx.complete_graph(3), {0, 1, 2}, self_toggle=False)
except lo.NotSolvableError as err:
    print("σ game on the triangle:", err)

# %% [markdown]
# A finer fact was proved by Batal: every odd dominating set of a graph has the parity of the
# rank of $N$. We check it on the same 300 graphs, with the set `solve_graph` returns.

# %%
for i in range(300):
    g = random_graph(i)
    rank = matrix(F2, lo.graph_press_matrix(g).astype(np.int8)).rank()
    assert len(lo.solve_graph(g, set(g))) % 2 == rank % 2
print("|odd dominating set| = rank of N (mod 2) on all 300 graphs")

# %% [markdown]
# A picture of the theorem: a seeded random graph on 12 vertices, the first of
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
print(
    f"seed {seed}: {g.number_of_edges()} edges; the all-lit board needs the presses {sorted(presses)}"
)

# %%
pos = nx.circular_layout(g)
fig, axes = plt.subplots(1, 2, figsize=(8, 4.2))
for ax, (title, lit_now) in zip(
    axes,
    [
        ("all lit; press the ringed vertices", set(g)),
        ("after the presses: all dark", set()),
    ],
):
    nx.draw_networkx_edges(g, pos, ax=ax, edge_color="#868e96", width=1.5)
    nx.draw_networkx_nodes(
        g,
        pos,
        ax=ax,
        node_size=520,
        node_color=["#ffd43b" if v in lit_now else "#2b2b2b" for v in g],
        edgecolors=["#e03131" if v in presses else "#868e96" for v in g],
        linewidths=[3.5 if v in presses else 1.0 for v in g],
    )
    for on in (True, False):
        nx.draw_networkx_labels(
            g,
            pos,
            ax=ax,
            font_size=11,
            font_color="black" if on else "white",
            labels={v: str(v) for v in g if (v in lit_now) == on},
        )
    ax.set_title(title)
    ax.set_axis_off()
lo.savefig(fig, "08-solved-random-graph")
plt.show()

# %% [markdown]
# *Figure 08-solved-random-graph.* Sutner's theorem on a random graph: pressing the ringed vertices
# switches every light off. Left, every light on; right, the board after the presses. Each vertex has
# an odd number of ringed vertices among itself and its neighbours. The press matrix of this graph
# is invertible, so this is the only solution.

# %% [markdown]
# ## Summary
#
# * Dropping the self-toggle (the σ game), wrapping the board into a torus, or playing on a graph
#   keeps Lights Out linear over GF(2); only the press matrix changes.
# * The $m \times n$ σ game has nullity $\gcd(m+1, n+1) - 1$: chasing gives
#   $\deg\gcd(f_{m+1}, f_{n+1})$, and strong divisibility $\gcd(f_a, f_b) = f_{\gcd(a,b)}$ does the rest.
#   Square σ boards have nullity $n$ and are never always solvable; their all-lit board is solvable
#   iff $n$ is even.
# * On the torus the quiet patterns are the periodic solutions of the row recurrence, so the
#   nullity is $\dim\ker(M^m + I)$ for a $2n \times 2n$ transfer matrix, computable with
#   polynomials for tori with billions of cells.
# * An $m \times n$ torus ($m, n \ge 3$) is always solvable iff $3 \nmid m$, $3 \nmid n$ and the
#   ordinary $(m-1) \times (n-1)$ board is always solvable. Every term of OEIS A165738 from
#   $n = 3$ to $90$ agrees with our nullities, and its formula in terms of the ordinary nullity
#   holds up to $n = 1000$; its $a(1) = a(2) = 0$ belong to tori too small for the five-cell rule.
# * On every graph the all-lit board can be switched off (Sutner), because the diagonal of a
#   symmetric matrix over GF(2) lies in its column space; in the σ game this fails already on a
#   triangle.
#
# ## Exercises
#
# **Exercise 1.** Play the σ game on a single row of $n$ cells. For which $n$ is it always solvable,
# and what is a quiet pattern when it is not?
#
# <details><summary>Hint</summary>
#
# The theorem gives the nullity $\gcd(2, n+1) - 1$. For a quiet pattern, think of a cell whose two
# neighbours are both pressed.
#
# </details>
#
# <details><summary>Solution</summary>
#
# The nullity is $\gcd(2, n+1) - 1$: 0 for even $n$ (always solvable) and 1 for odd $n$. For odd
# $n$, pressing cells $1, 3, 5, \dots, n$ is quiet: a pressed cell has no pressed neighbour, and an
# unpressed cell has two.
#
# ```python
# import networkx as nx
# for n in range(1, 30):
#     assert lo.nullity(1, n, self_toggle=False) == (1 if n % 2 else 0)
#     if n % 2:
#         quiet = set(range(0, n, 2))
#         assert lo.press_graph(nx.path_graph(n), set(), quiet, self_toggle=False) == set()
# print("a row of n cells: nullity 1 for odd n, 0 for even n; the odd cells are quiet")
# ```
#
# </details>
#
# **Exercise 2.** Show without eigenvalues that every $m \times n$ torus with $3 \mid m$ has
# quiet patterns, and find the nullity of the $3 \times 3$ torus.
#
# <details><summary>Hint</summary>
#
# Transpose the column pattern of the theorem's easy half. On the $3 \times 3$ torus a press
# toggles a whole row and a whole column.
#
# </details>
#
# <details><summary>Solution</summary>
#
# Press every cell of the rows $r \not\equiv 0 \pmod 3$, counting rows from 0 (rows $1, 2, 4, 5, \dots$).
# A cell is toggled by three presses in its own row (itself, left, right) and one in each of the
# rows above and below; mod 2 that is the number of pressed rows among three consecutive ones,
# always two, so every cell is toggled an even number of times.
# On the $3 \times 3$ torus a press toggles its row and its column (5 cells); the nullity is 4, so
# only $2^{9-4} = 32$ of the 512 boards are solvable.
#
# ```python
# for m, n in [(3, 4), (6, 5), (9, 7), (12, 10)]:
#     rows = np.repeat(np.arange(m) % 3 != 0, n).astype(np.uint8)
#     assert not (lo.press_matrix(m, n, torus=True) @ rows % 2).any()
# assert lo.nullity(3, 3, torus=True) == 4
# print("rows not divisible by 3 are quiet when 3 | m; the 3 x 3 torus has nullity 4")
# ```
#
# </details>
#
# **Exercise 3.** On the complete graph $K_n$ every press toggles every vertex. How many solutions
# does the all-lit board have, and what do they look like?
#
# <details><summary>Hint</summary>
#
# The press matrix is the all-ones matrix $J$. What is its rank over GF(2)?
#
# </details>
#
# <details><summary>Solution</summary>
#
# $J$ has rank 1, so the nullity is $n - 1$ and the all-lit board has $2^{n-1}$ solutions: exactly
# the sets with an odd number of vertices (each of them toggles every vertex an odd number of times).
# Batal's parity result agrees: every solution is odd, like the rank.
#
# ```python
# import networkx as nx
# for n in range(1, 9):
#     k = nx.complete_graph(n)
#     solutions = [set(s) for size in range(n + 1) for s in itertools.combinations(range(n), size)
#                  if lo.press_graph(k, set(k), set(s)) == set()]
#     assert len(solutions) == 2 ** (n - 1) and all(len(s) % 2 == 1 for s in solutions)
#     assert len(lo.solve_graph(k, set(k))) % 2 == 1
# print("K_n: 2^(n-1) solutions of the all-lit board, the odd subsets")
# ```
#
# </details>
#
# **Exercise 4.** Sutner's theorem fails for the σ game. Which connected graphs with at most five
# vertices have an all-lit σ board that cannot be switched off?
#
# <details><summary>Hint</summary>
#
# `nx.graph_atlas_g()` lists every graph with up to 7 vertices. For a failing graph, look at the
# quiet pattern in the error.
#
# </details>
#
# <details><summary>Solution</summary>
#
# Searching the atlas (one vertex, the isolated light, is excluded by asking for at least two
# vertices) gives the triangle first; the code counts all of them. In every failing graph the
# quiet pattern named by the error has an odd number of vertices, which is exactly what the
# all-lit board cannot pass.
#
# ```python
# import networkx as nx
# failing = []
# for g in nx.graph_atlas_g():
#     if 2 <= g.number_of_nodes() <= 5 and nx.is_connected(g):
#         try:
#             lo.solve_graph(g, set(g), self_toggle=False)
#         except lo.NotSolvableError as err:
#             assert len(err.quiet) % 2 == 1
#             failing.append(g)
# assert nx.is_isomorphic(failing[0], nx.complete_graph(3))
# print(f"{len(failing)} connected graphs on 2 to 5 vertices fail; the smallest is the triangle;",
#       "sizes:", [g.number_of_nodes() for g in failing])
# ```
#
# </details>
#
# ## References
#
# * K. Sutner, "Linear cellular automata and the Garden-of-Eden", *The Mathematical Intelligencer*
#   11(2) (1989) 49-53 (bibliographic data from OEIS A075462). Berman, Borer and Hungerbühler credit
#   Sutner as the first to show that the all-on configuration can always be switched off; we have
#   not seen the paper's text.
# * C. Tomei and T. Vieira, "The kernel of the adjacency matrix of a rectangular mesh", *Discrete &
#   Computational Geometry* 28 (2002) 411-425, [doi:10.1007/s00454-002-2819-z](https://doi.org/10.1007/s00454-002-2819-z),
#   [arXiv:math/0201211](https://arxiv.org/abs/math/0201211): the kernel of the grid's adjacency
#   matrix has dimension $\gcd(m+1, n+1) - 1$ over any field.
# * A. Berman, F. Borer and N. Hungerbühler, "Lights Out on graphs", *Mathematische Semesterberichte*
#   (2021), [doi:10.1007/s00591-021-00297-5](https://doi.org/10.1007/s00591-021-00297-5),
#   [arXiv:1903.06942](https://arxiv.org/abs/1903.06942): the game on graphs over GF(2), the all-on
#   configuration, and NP-hardness of the fewest presses.
# * A. Batal, "Parity of an odd dominating set", *Communications Faculty of Sciences University of
#   Ankara Series A1* 71(4) (2022) 1023-1028, [doi:10.31801/cfsuasmas.1051208](https://doi.org/10.31801/cfsuasmas.1051208),
#   [arXiv:2011.10270](https://arxiv.org/abs/2011.10270).
# * M. Anderson and T. Feil, "Turning Lights Out with linear algebra", *Mathematics Magazine* 71
#   (1998) 300-303, [JSTOR 2690705](https://www.jstor.org/stable/2690705), Lights Out as linear algebra
#   over GF(2) (linked from OEIS A165738; we have not seen its text).
# * OEIS [A165738](https://oeis.org/A165738) (nullity of the $n \times n$ torus, with the formulas
#   compared above), [A159257](https://oeis.org/A159257) (nullity of the ordinary $n \times n$ board)
#   and [A075462](https://oeis.org/A075462) (solutions of the all-ones problem on the $n \times n$ board).
# * Earlier notebooks: [01](01_the_lights_out_matrix.ipynb), [02](02_solving_over_gf2.ipynb),
#   [03](03_light_chasing_and_polynomials.ipynb); none of the five sources treats these variants.
