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
#   enumerator: 4.%s
# ---

# %% [markdown]
# # Large boards
#
# Notebook 03 reduced an $m \times n$ board to the $n \times n$ chase matrix $f_{m+1}(B_n)$ and the
# polynomials $f_k$. This notebook turns that mathematics into computation at scale: the nullity of
# every square board up to $n = 10\,000$ (and of a single million-by-million board), a solver that
# handles boards with up to a billion cells, and the quiet patterns and fewest presses of boards far
# beyond the reach of the full $mn \times mn$ system of notebook 02. It follows no source: the
# sources stop at 5 x 5.
#
# **Before this chapter** you should know what the nullity $d(m,n)$ of a board means
# ([Definition 1.3](01_the_lights_out_matrix.ipynb#def-nullity)), how the quiet patterns decide solvability (notebook 02), and the
# chasing polynomials $f_k$ with the chase matrix $f_{m+1}(B_n)$
# ([Definition 3.1](03_light_chasing_and_polynomials.ipynb#def-chasing-polynomials), notebook 03).
#
# **After it** you can compute the nullity of a board with ten million rows in seconds, solve a
# board with a billion cells, find the quiet patterns and the fewest presses of boards far too
# large for elimination, and say where each of these methods stops.
#
# **Uses:** [02, solving over GF(2)](02_solving_over_gf2.ipynb) (solvability, quiet patterns,
# fewest presses) and [03, light chasing and the polynomials $f_k$](03_light_chasing_and_polynomials.ipynb)
# (the chase matrix, the nullity theorem, the structure of the $f_k$). The helpers `solve`,
# `quiet_patterns`, `solutions` and `min_presses` switch to light chasing for boards above 400 cells.
# The cross-checks of the large-board routes against the full system and against brute force are in
# `tests/test_04_large_boards.py`.

# %%
import csv

import matplotlib.pyplot as plt
import numpy as np

import lightsout_helpers as lo

# %% [markdown]
# ## Nullity at scale
#
# `nullity` computes $f_k$ by doubling: over GF(2), $f_{2j} = x f_j^2$ and $f_{2j+1} = (f_j +
# f_{j+1})^2$ (the doubling formulas of [notebook 03](03_light_chasing_and_polynomials.ipynb)),
# so $f_k$ costs about $\log_2 k$ squarings. The same formulas say that both polynomials of the
# nullity theorem are, up to a power of $x$ or $x + 1$, squares (or $2^a$-th powers), and a gcd
# of squares is the square of the gcd of the roots. So the gcd, the costly step, can work on
# polynomials of half the degree. Below, $\operatorname{ord}_\pi(r)$ is the multiplicity of
# an irreducible polynomial $\pi$ as a factor of a polynomial $r$.
#
# ```{prf:proposition} Nullity from half-degree polynomials (derived here)
# :label: prop-04-half-degree
#
# Let $m + 1 = 2^a (2i + 1)$ and $n + 1 = 2^b (2j + 1)$, $c = \min(a, b)$,
# $\rho_1(x) = f_i(x) + f_{i+1}(x)$ and $\rho_2(x) = f_j(x+1) + f_{j+1}(x+1)$. Then
#
# $$ \begin{aligned} d(m,n) = {} & 2^{c+1} \deg\gcd\bigl(\rho_1^{2^{a-c}}, \rho_2^{2^{b-c}}\bigr)
#    + \min\bigl(2^a - 1,\ 2^{b+1} \operatorname{ord}_x \rho_2\bigr) \\
#    & + \min\bigl(2^{a+1} \operatorname{ord}_{x+1} \rho_1,\ 2^b - 1\bigr). \end{aligned} $$
# ```
#
# ```{prf:proof}
# :nonumber:
#
# From $f_{2k} = x f_k^2$, induction on $a$ gives $f_{2^a t} = x^{2^a - 1} f_t^{2^a}$, and for
# $t = 2i + 1$, $f_t = \rho_1^2$, so $f_{m+1}(x) = x^{2^a-1} \rho_1(x)^{2^{a+1}}$; likewise
# $f_{n+1}(x+1) = (x+1)^{2^b - 1} \rho_2(x)^{2^{b+1}}$. Since $f_t(0) = 1$ for odd $t$ (the
# recurrence at $x = 0$ is $f_{k+1}(0) = f_{k-1}(0)$), $\rho_1(0) = 1$ and $\rho_2(1) = 1$. By
# the nullity theorem of notebook 03, $d(m,n)$ is the degree of the gcd of the two products;
# count each irreducible factor $\pi$ with the smaller of its two multiplicities. For
# $\pi = x$: $2^a - 1$ against $2^{b+1} \operatorname{ord}_x \rho_2$. For $\pi = x + 1$:
# $2^{a+1} \operatorname{ord}_{x+1} \rho_1$ against $2^b - 1$. For any other $\pi$:
# $\min(2^{a+1} \operatorname{ord}_\pi \rho_1, 2^{b+1} \operatorname{ord}_\pi \rho_2) =
# 2^{c+1} \min(2^{a-c} \operatorname{ord}_\pi \rho_1, 2^{b-c} \operatorname{ord}_\pi \rho_2)$,
# the multiplicity of $\pi$ in $\gcd(\rho_1^{2^{a-c}}, \rho_2^{2^{b-c}})^{2^{c+1}}$; that gcd
# has neither $x$ (as $\rho_1(0) = 1$) nor $x + 1$ (as $\rho_2(1) = 1$) as a factor. Adding
# degrees gives the formula.
# ```
#
# The proposition is a short consequence of the doubling formulas, and we do not claim that it
# is new: according to the abstract of Boyles et al. (2022, see notebook 03), Hunziker,
# Machiavelo and Park (2004) give identities that relate the polynomials of the
# $(2n+1) \times (2n+1)$ and $n \times n$ grids, and we have not read their paper. NTL's gcd
# costs more than linearly in the degree, so halving the degrees makes the gcd two to three
# times faster. On a square board the two polynomials are one polynomial and its
# shift by 1, and that symmetry halves the degree once more.
#
# ```{prf:proposition} Square boards from a quarter of the degree (derived here)
# :label: prop-04-square-quarter
#
# Let $y = x^2 + x$. Every $\psi \in \mathrm{GF}(2)[x]$ can be written in exactly one way as
# $\psi = u(y) + x\,v(y)$ with $u, v \in \mathrm{GF}(2)[y]$, and then
#
# $$ \gcd\bigl(\psi(x), \psi(x+1)\bigr) = \gamma(x^2 + x), \qquad \gamma = \gcd(u, v)
#    \text{ in } \mathrm{GF}(2)[y]. $$
#
# Hence, with $n + 1 = 2^a (2i + 1)$ and $\rho_1 = f_i + f_{i+1}$ as in
# {prf:ref}`prop-04-half-degree`, and $\gamma$ computed for $\psi = \rho_1$,
#
# $$ d(n, n) = 2^{a+2} \deg \gamma + 2 \min\bigl(2^a - 1,\ 2^{a+1} \operatorname{ord}_{x+1}
#    \rho_1\bigr). $$
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Since $x^2 = x + y$, every power of $x$, and so every $\psi$, reduces to the form
# $u(y) + x\,v(y)$. The form is unique: $u(x^2 + x)$ has even degree $2 \deg u$ and
# $x\,v(x^2 + x)$ odd degree $2 \deg v + 1$, so their sum is 0 only if both are. The shift
# $x \mapsto x + 1$ fixes $y$, because $(x+1)^2 + (x+1) = x^2 + x$; so
# $\psi(x+1) = u(y) + (x+1)\,v(y)$. Then $v(y) = \psi(x) + \psi(x+1)$ and
# $u(y) = (x+1)\,\psi(x) + x\,\psi(x+1)$, while $\psi(x)$ and $\psi(x+1)$ are in turn
# combinations of $u(y)$ and $v(y)$. The two pairs generate the same ideal of
# $\mathrm{GF}(2)[x]$, so they have the same gcd. By Bézout in $\mathrm{GF}(2)[y]$,
# $\gamma = \lambda u + \mu v$ for some $\lambda, \mu$; so $\gamma(x^2 + x)$ divides $u(y)$ and
# $v(y)$ and is a combination of them: it is their gcd in $\mathrm{GF}(2)[x]$, of degree
# $2 \deg \gamma$. For the formula put $m = n$ in {prf:ref}`prop-04-half-degree`: then
# $a = b = c$ and $\rho_2(x) = \rho_1(x + 1)$, so $\operatorname{ord}_x \rho_2 =
# \operatorname{ord}_{x+1} \rho_1$ and $d(n, n) = 2^{a+1} \deg\gcd(\rho_1(x), \rho_1(x+1)) +
# 2 \min(2^a - 1, 2^{a+1} \operatorname{ord}_{x+1} \rho_1)$.
# ```
#
# We did not find {prf:ref}`prop-04-square-quarter` in what we could read: the abstracts of
# Sutner (2000; with the first page of a preprint), Barua and Ramakrishnan (1996), Sarkar
# (*Complex Systems* 10(2)) and Boyles et al. (2022). Of Hunziker, Machiavelo and Park (2004),
# who study Chebyshev polynomials over finite fields for square grids, we have only the
# bibliographic data, so it may well be there; the references are in notebook 03. The
# derivation above is ours. The polynomials $u$ and $v$ have degree about $n/4$, and `nullity` builds them
# without ever forming $\rho_1$: it runs the doubling formulas on pairs $(u, v)$ standing for
# $u(y) + x\,v(y)$, where squaring is
# $(u + x v)^2 = (u^2 + y\,v^2) + x\,v^2$ and multiplying by $x$ is
# $x\,(u + x v) = y\,v + x\,(u + v)$. The tests compare the square route with
# the half-degree route of {prf:ref}`prop-04-half-degree` and with the gcd of the full
# polynomials for every $n < 200$, the sizes $2^k - 1$ and random $n < 20\,000$; the same
# tests compare the half-degree route with the full gcd on every board up to 48 x 48 and
# many larger ones. Here a million-by-million board, and as an independent check the rank of the chase
# matrix: by the theory of [notebook 03](03_light_chasing_and_polynomials.ipynb)
# $d(m, n) = n - \operatorname{rank} f_{m+1}(B_n)$, computed with M4RI on the $n \times n$ matrix
# without any gcd.

# %%
big = 10**6
d_big = lo.nullity(big, big)
print(
    f"nullity({big}, {big}) = {d_big}: every {big} x {big} board has exactly one "
    "solution"
)
for n in (1000, 1022, 1364):
    rank = lo.chase_matrix(n, n).rank()
    assert lo.nullity(n, n) == n - rank
    print(
        f"n = {n}: nullity {lo.nullity(n, n)} = {n} - rank of the chase matrix ({rank})"
    )

# %%
huge = 10**7
d_huge = lo.nullity(huge, huge)
print(f"nullity({huge}, {huge}) = {d_huge} (its time is the benchmark's, below)")

# %% [markdown]
# [`bench/bench_04_nullity_large.py`](../bench/bench_04_nullity_large.py) times `nullity` at
# $n = 10^6$, $10^7$ and $10^8$, the largest square side it accepts
# (`NULLITY_SQUARE_MAX_SIDE`; other boards stop at `NULLITY_MAX_SIDE` $= 10^7$), and, up
# to $10^7$, the two routes it replaced: `half_degree` ({prf:ref}`prop-04-half-degree`)
# and `full_gcd` (the gcd of $f_{n+1}(x)$ and $f_{n+1}(x+1)$ themselves). One run, one
# call per row:

# %%
large_null, _, machine = lo.read_benchmark("04_nullity_large")
print(f"measured on {machine}")
seconds = {}
for r in large_null:
    seconds[r["method"], int(r["n"])] = float(r["seconds"])
    print(
        f"  {r['method']:>11}  n = {int(r['n']):>11,}  nullity {r['nullity']:>3}"
        f"  {float(r['seconds']):6.1f} s"
    )
for n in (10**6, 10**7):
    assert len({r["nullity"] for r in large_null if int(r["n"]) == n}) == 1
    print(
        f"n = {n:,}: the square route is "
        f"{seconds['half_degree', n] / seconds['nullity', n]:.1f}x faster than the "
        f"half-degree route and {seconds['full_gcd', n] / seconds['nullity', n]:.1f}x "
        "faster than the full gcd (same run)"
    )
top = max(int(r["n"]) for r in large_null)
top_d = next(int(r["nullity"]) for r in large_null if int(r["n"]) == top)
print(
    f"nullity({top:,}, {top:,}) = {top_d} (from the benchmark: "
    f"{seconds['nullity', top] / 60:.1f} minutes, not re-run here)"
)
assert top == lo.validation.NULLITY_SQUARE_MAX_SIDE

# %% [markdown]
# ## Square boards up to 10,000
#
# [`bench/bench_04_nullity.py`](../bench/bench_04_nullity.py) computes the nullity $d(n)$ of every
# $n \times n$ board for $n \le 10\,000$ into [`data/04_nullity.csv`](../data/04_nullity.csv).
# Notebook 03 compared it with OEIS A159257 and proved the laws it follows; here we re-check 60
# random rows of the file and plot it.

# %%
with (lo.DATA_DIR / "04_nullity.csv").open() as fh:
    nxn = {int(r["n"]): int(r["nullity"]) for r in csv.DictReader(fh)}
spot = sorted(
    np.random.default_rng(10).choice(np.arange(1, 10_001), 60, replace=False).tolist()
)
assert sorted(nxn) == list(range(1, 10_001)) and all(
    nxn[n] == lo.nullity(n, n) for n in spot
)
sizes = np.array(sorted(nxn))
nul = np.array([nxn[n] for n in sizes])
share = np.cumsum(nul == 0) / sizes
print(
    f"always solvable: {int((nul == 0).sum())} of {len(sizes)} sizes "
    f"({100 * share[-1]:.2f} %); "
    f"largest nullity {nul.max()} at n = {int(sizes[nul.argmax()])}"
)
print("n <= 30 with nullity 0:", [int(n) for n in sizes[:30][nul[:30] == 0]])

# %% [markdown]
# Plotted against $n$, the singular sizes scatter into what looks like noise. Notebook 03 explains
# the structure: every $n$ lies on a chain $n_0 \to 2n_0 + 1 \to 4n_0 + 3 \to \cdots$ from an even
# $n_0$, and along a chain $d(n)/(n+1)$ is constant (or $(d(n) + 2)/(n+1)$ is, when
# $3 \mid n_0 + 1$). So we plot $d(n)/(n+1)$ on a logarithmic $n$ axis, where a chain is a row of
# points spaced by factors of 2, and join the points of the eight chains with the largest ratio.


# %%
def chain_start(n):
    while n % 2 == 1:
        n = (n - 1) // 2
    return n


singular = [int(n) for n in sizes[nul > 0]]
chains = {}
for n in singular:
    chains.setdefault(chain_start(n), []).append(n)
ratio = {n: nxn[n] / (n + 1) for n in singular}
top = sorted(
    (c for c in chains if len(chains[c]) >= 3),
    key=lambda c: -max(ratio[n] for n in chains[c]),
)[:8]
print("the eight chains with the largest d/(n+1), by their even start n0:", top)

# %%
fig = lo.plots.ch04.nullity_chains(singular, ratio, chains, top, sizes, share)
lo.savefig(fig, "04-nullity-nxn")
plt.show()

# %% [markdown]
# *Figure 04-nullity-nxn.* The nullity of square boards falls on chains $n \to 2n + 1$. Left:
# $d(n)/(n+1)$ for every singular $n \times n$ board with $n \le 10\,000$ (grey), on a logarithmic
# size axis; the eight chains with the largest ratio are joined and coloured (the chains from 2 and
# from 32 both approach $2/3$). Along a chain the ratio is constant, or grows towards a constant when
# $3 \mid n_0 + 1$ (the doubling law of notebook 03), so the clusters are chains. Right: the share of
# sizes up to $n$ whose board is always solvable.

# %% [markdown]
# ## A solver for very large boards
#
# The reduction gives a solver whose cost is dominated by chasing, linear in the number of cells:
#
# 1. chase the board down and read the last row $\mathbf c$;
# 2. solve the $n \times n$ system $f_{m+1}(B_n)\,\mathbf x_1 = \mathbf c$;
# 3. chase again from first row $\mathbf x_1$; the last row must come out dark.
#
# For step 2 there are two routes. **M4RI**: build the chase matrix without chasing each unit
# vector (it commutes with $B_n$, so its column $j + 1$ is $B_n$ times column $j$ plus columns
# $j$ and $j - 1$, and only the first column needs a chase), then eliminate it with M4RI,
# about $n^3/64$ word operations. **GF(2)[x]**: solve it as one congruence of polynomials.
# With $T_n = B_n + I_n$ the path's adjacency matrix and $\mathbf e_1, \dots, \mathbf e_n$ the
# unit vectors, $\mathbf e_k = f_k(T_n)\,\mathbf e_1$ (the rows of a chase from a single press,
# [Lemma 3.2](03_light_chasing_and_polynomials.ipynb#lem-03-cyclic)), so every vector of
# $\mathrm{GF}(2)^n$ is $h(T_n)\,\mathbf e_1$ for exactly one polynomial $h$ of degree
# below $n$, its *coordinates*; the coordinates of $\mathbf c$ are
# $h_{\mathbf c} = \sum_k c_k f_k$.
#
# ```{prf:proposition} The chase system as one polynomial congruence
# :label: prop-04-poly-solver
#
# Let $\varphi(x) = f_{m+1}(x+1)$ and let $\eta = \gcd(\varphi, f_{n+1}) = \lambda\varphi +
# \mu f_{n+1}$ (extended Euclid). The system $f_{m+1}(B_n)\,\mathbf x_1 = \mathbf c$ has a
# solution exactly when $\eta$ divides $h_{\mathbf c}$, and then
# $\mathbf x_1 = h(T_n)\,\mathbf e_1$ with $h = \lambda h_{\mathbf c}/\eta$ is one.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# By [Lemma 3.2](03_light_chasing_and_polynomials.ipynb#lem-03-cyclic),
# $h \mapsto h(T_n)\,\mathbf e_1$ is an isomorphism from $\mathrm{GF}(2)[x]/(f_{n+1})$ onto
# $\mathrm{GF}(2)^n$, and it turns multiplication by $\varphi$ into the matrix
# $\varphi(T_n) = f_{m+1}(T_n + I_n) = f_{m+1}(B_n)$. So $h(T_n)\,\mathbf e_1$ solves the
# system exactly when $\varphi h \equiv h_{\mathbf c} \pmod{f_{n+1}}$. If some $h$ does,
# $h_{\mathbf c}$ is $\varphi h$ plus a multiple of $f_{n+1}$, and $\eta$, which divides
# $\varphi$ and $f_{n+1}$, divides $h_{\mathbf c}$. Conversely, if $\eta \mid h_{\mathbf c}$
# and $h = \lambda h_{\mathbf c}/\eta$, then
# $\varphi h = (\eta - \mu f_{n+1})\,h_{\mathbf c}/\eta
#  = h_{\mathbf c} - \mu\,(h_{\mathbf c}/\eta)\,f_{n+1} \equiv h_{\mathbf c}$.
# ```
#
# So one extended gcd of two polynomials of degree at most $n$ solves the system.
# `solve` uses this route ({prf:ref}`prop-04-poly-solver`) for boards above 400 cells
# (smaller boards keep notebook 02's elimination and its messages).
#
# ```{admonition} How the code does it
# :class: note
#
# Most of the time goes into moving bits, so every row stays bit-packed: `np.packbits` packs
# the board, each row becomes one Python integer, a chase step is five shifts and XORs, and the
# press rows go back through one `np.unpackbits`. The polynomials are NTL's GF(2)[x] objects,
# met by Python integers in NTL's hexadecimal format. NTL is loaded with the package, and a
# valid 0/1 `uint8` board is read without a copy, so the first large `solve` of a session costs
# about what the later ones do (measured in [appendix 11](11_appendix_engineering.ipynb)).
# `tests/test_04_large_boards.py` checks each step and compares both routes with each other
# and with the full $mn \times mn$ system.
# ```
#
# An unsolvable board gets a reason: a quiet pattern that covers an odd number of its lights
# ([Theorem 2.1](02_solving_over_gf2.ipynb#thm-02-solvable)). The chase finds one without the
# full system, because a quiet pattern meets a board in the same parity as its last row meets
# the last row that chasing leaves.
#
# ```{prf:proposition} A certificate from the last row
# :label: prop-04-certificate
#
# Let $\mathbf q$ be a quiet pattern of the $m \times n$ board with last row $\mathbf q_m$.
# For every board $\mathbf b$, $\mathbf q \cdot \mathbf b = \mathbf q_m \cdot \mathbf
# c(\mathbf b)$. If $f_{m+1}(B_n)\,\mathbf x_1 = \mathbf c(\mathbf b)$ has no solution, there
# is a $\mathbf y$ with $f_{m+1}(B_n)\,\mathbf y = \mathbf 0$ and
# $\mathbf y \cdot \mathbf c(\mathbf b) = 1$, and the chase of the dark board from first row
# $\mathbf y$, turned upside down, is a quiet pattern that covers an odd number of the lights
# of $\mathbf b$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Chasing $\mathbf b$ presses some pattern $\mathbf p$ and leaves the board
# $\mathbf b + A\mathbf p$ ([Proposition 1.2](01_the_lights_out_matrix.ipynb#prop-01-linear)),
# which is dark except for its last row $\mathbf c(\mathbf b)$. As $A$ is symmetric and
# $A\mathbf q = \mathbf 0$, $\mathbf q \cdot (\mathbf b + A\mathbf p) = \mathbf q \cdot
# \mathbf b + (A\mathbf q) \cdot \mathbf p = \mathbf q \cdot \mathbf b$, while the left side
# is $\mathbf q_m \cdot \mathbf c(\mathbf b)$. For the second part: $f_{m+1}(B_n)$ is a
# polynomial in the symmetric $B_n$, hence symmetric, so its column space is the orthogonal
# complement of its kernel (as in the proof of
# [Theorem 2.1](02_solving_over_gf2.ipynb#thm-02-solvable)); $\mathbf c(\mathbf b)$ is not
# in it, so some kernel vector $\mathbf y$ has $\mathbf y \cdot \mathbf c(\mathbf b) = 1$. By
# [Lemma 3.1](03_light_chasing_and_polynomials.ipynb#lem-03-quiet) the chase of the dark
# board from first row $\mathbf y$ is a quiet pattern; the rules do not change when the
# board is turned upside down, so its mirror image $\mathbf q$ is quiet too, with last row
# $\mathbf q_m = \mathbf y$. So $\mathbf q \cdot \mathbf b = \mathbf y \cdot
# \mathbf c(\mathbf b) = 1$.
# ```
#
# This is the quiet pattern that `solve` names; the first lines below check the identity for
# every basis quiet pattern of the 24 x 24 board on 20 random boards, then a single lit corner
# is refused with its certificate.

# %%
rng = np.random.default_rng(24)
quiet24 = lo.quiet_patterns(24, 24)
for _ in range(20):
    b24 = rng.integers(0, 2, size=(24, 24), dtype=np.uint8)
    c24 = lo.chase(b24)[1]
    for q in quiet24:
        assert int((q & b24).sum()) % 2 == int((q[-1] & c24).sum()) % 2
print(
    f"q . b = (last row of q) . c(b) for all {len(quiet24)} basis quiet patterns of "
    "24 x 24 on 20 random boards"
)

# %%
corner = np.zeros((24, 24), dtype=np.uint8)
corner[0, 0] = 1
try:
    lo.solve(corner)
    raise AssertionError("a single lit corner of 24 x 24 must not be solvable")
except lo.NotSolvableError as err:
    print("NotSolvableError:", err)

# %% [markdown]
# A 2,000 x 2,000 board (four million cells) solved and verified here:

# %%
b = lo.apply_presses(
    np.zeros((2000, 2000), dtype=np.uint8),
    np.random.default_rng(2000).integers(0, 2, size=(2000, 2000)),
)
xs = lo.solve(b)
assert not lo.apply_presses(b, xs).any()
print(
    f"2000 x 2000: solved with {int(xs.sum())} presses, verified; nullity "
    f"{lo.nullity(2000, 2000)}"
)

# %% [markdown]
# ### Timings
#
# [`bench/bench_04_solve_scaling.py`](../bench/bench_04_solve_scaling.py) times, in one run, `solve`
# (validation, two chases, GF(2)[x]) on random solvable $n \times n$ boards up to $n = 16\,000$ and on
# the all-ones boards with $n = 1\,000$, $10\,000$ and $30\,000$ (a billion cells; every all-ones
# board is solvable, by Sutner's theorem); the chasing route with M4RI on the chase matrix; and
# Sage/M4RI on the full $n^2 \times n^2$ system. Every time is warm (one untimed call first) and
# every solution is verified. The table is read from
# [`data/04_solve_scaling.csv`](../data/04_solve_scaling.csv); where the machine was shared with
# other jobs, the CPU time of the process (also in the file) is the steadier number.

# %%
bench, _, machine = lo.read_benchmark("04_solve_scaling")
assert all(r["verified"] == "True" for r in bench)
timing = {}
for r in bench:
    timing.setdefault((r["method"], r["board"]), {})[int(r["n"])] = (
        float(r["seconds"]),
        float(r["cpu_seconds"]),
    )
labels = {
    ("chasing", "random"): "solve: chasing + GF(2)[x]",
    ("chasing", "all-ones"): "solve, all-ones board",
    ("chasing_m4ri", "random"): "chasing + M4RI",
    ("full_m4ri", "random"): "M4RI, full system",
}
print(f"measured on {machine}")
for key, label in labels.items():
    print(
        f"{label:27s}"
        + "  ".join(
            f"n={n}: {s:.3g} s (CPU {c:.3g})"
            for n, (s, c) in sorted(timing[key].items())
        )
    )
ones = timing[("chasing", "all-ones")]
full_n = max(timing[("full_m4ri", "random")])
common = max(set(timing[("chasing", "random")]) & set(timing[("full_m4ri", "random")]))
print(
    f"\nall-ones 10,000 x 10,000: {ones[10_000][0]:.3f} s (CPU {ones[10_000][1]:.3f} "
    "s); "
    f"30,000 x 30,000: {ones[30_000][0]:.2f} s (CPU {ones[30_000][1]:.2f} s)"
)
full_times, solve_times = timing[("full_m4ri", "random")], timing[("chasing", "random")]
print(
    f"at n = {common}: the full system takes "
    f"{full_times[common][0] / solve_times[common][0]:.0f}"
    f" times as long as solve; the benchmark stopped the full system after n = {full_n}"
)

# %%
legend = {
    ("chasing", "random"): "solve: chasing + GF(2)[x]",
    ("chasing", "all-ones"): "solve, all-ones board",
    ("chasing_m4ri", "random"): "chasing + M4RI on $f_{n+1}(B_n)$",
    ("full_m4ri", "random"): "M4RI on the full $n^2 \\times n^2$ system",
}
fig = lo.plots.ch04.solve_scaling(timing, legend)
lo.savefig(fig, "04-solve-scaling")
plt.show()

# %% [markdown]
# *Figure 04-solve-scaling.* Seconds to solve one $n \times n$ board (log-log), from
# `data/04_solve_scaling.csv`: random solvable boards, and the all-ones boards up to $30\,000 \times
# 30\,000$. The full system has $n^2$ unknowns, so elimination grows roughly like $n^6$; the
# benchmark's list of sizes for it ends at $n = 160$ (12 s in the table above),
# which is where the triangles end, not where the method fails. The chasing routes grow like the $n^2$ cells (plus about
# $n^3/64$ word operations for M4RI on the chase matrix).

# %% [markdown]
# The table above times warm calls; what the first call of a session costs, and how it was
# brought down to the cost of a later one, is in the engineering notes of
# [appendix 11](11_appendix_engineering.ipynb).

# %% [markdown]
# ## Quiet patterns and fewest presses on large boards
#
# Notebook 02 gets the quiet patterns, and with them all solutions and the fewest presses, by
# eliminating the full $mn \times mn$ matrix, about $(mn)^3/64$ word operations. The chase gives them
# far more cheaply. A quiet pattern is fixed by its first row $\mathbf y$, and it is quiet exactly
# when $f_{m+1}(B_n)\,\mathbf y = \mathbf 0$ (the chase of
# [notebook 03](03_light_chasing_and_polynomials.ipynb)). With $\varphi$ and
# $\eta = \gcd(\varphi, f_{n+1})$ as in {prf:ref}`prop-04-poly-solver`, the kernel of
# $\varphi(T_n) = f_{m+1}(B_n)$ consists of the $h(T_n)\,\mathbf e_1$ with
# $(f_{n+1}/\eta) \mid h$, so it is spanned by $T_n^i\,\mathbf y^*$, $i < \deg \eta$, where
# $\mathbf y^* = (f_{n+1}/\eta)(T_n)\,\mathbf e_1$: one polynomial division, no matrix. Above 400 cells
# `quiet_patterns(m, n)` brings these first rows to reduced row echelon form (each has its leftmost
# press in a column that no other one presses) and chases each down; up to 400 cells it keeps
# notebook 02's basis. `solutions` and `min_presses` use the same basis.
#
# For the fewest presses, `min_presses` must weigh all $2^d$ solutions $\hat{\mathbf x} +
# \sum_j c_j \mathbf q_j$, $\hat{\mathbf x}$ a particular solution. Give cell $i$ the
# signature $\kappa_i \in \mathrm{GF}(2)^d$ whose bit $j$ says whether $\mathbf q_j$ presses
# it.
#
# ```{prf:proposition} All weights from one transform (this book)
# :label: prop-04-wht-weights
#
# For $z \in \mathrm{GF}(2)^d$ let $\nu_z$ be the number of cells $i$ with $\kappa_i = z$ and
# $\hat x_i = 0$ minus the number with $\kappa_i = z$ and $\hat x_i = 1$, and let
# $H(c) = \sum_z \nu_z (-1)^{\langle c, z\rangle}$ be the Walsh-Hadamard transform of
# $\nu$. The solution with combination $c \in \mathrm{GF}(2)^d$ presses
# $|\hat{\mathbf x}| + \tfrac12\bigl(\sum_z \nu_z - H(c)\bigr)$ cells.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Combination $c$ presses cell $i$ exactly when $\hat x_i + \langle c, \kappa_i\rangle$ is odd.
# A cell with $\langle c, \kappa_i\rangle$ even keeps its press $\hat x_i$; one with
# $\langle c, \kappa_i\rangle$ odd flips it, adding 1 if $\hat x_i = 0$ and subtracting 1 if
# $\hat x_i = 1$. So the count is
# $|\hat{\mathbf x}| + \sum_z \nu_z [\langle c, z\rangle \text{ odd}]$, and
# $[\langle c, z\rangle \text{ odd}] = \tfrac12(1 - (-1)^{\langle c, z\rangle})$.
# ```
#
# One pass over the cells to count $\nu$, then one fast transform ($d\,2^d$ additions, whatever
# the number of cells), gives all
# $2^d$ weights at once. Above 400 cells `min_presses` does this with one transform for
# $12 \le d \le 15$ and with batches of transforms from $d = 16$ up to its limit $d = 32$
# (next section); below $d = 12$ notebook 02's table-and-Gray-code search is quicker. These
# searches are exhaustive, and
# their $2^d$ is subexponential in the size of the board, since $d \le \min(m, n)$. (The
# minimum all-ones problem is NP-complete on general graphs (Sutner) and linear-time on trees;
# on grids its complexity is, as far as the literature shows, open: see notebook 02.)
#
# The chased basis on the 30 x 30 board ($d = 20$), and fewest presses on three large boards:

# %%
quiet30 = lo.quiet_patterns(30, 30)
assert len(quiet30) == lo.nullity(30, 30) == 20 and not any(
    lo.apply_presses(np.zeros((30, 30), np.uint8), q).any() for q in quiet30
)
print("30 x 30: 20 chased quiet patterns, all quiet")
for m, n in [(499, 499), (504, 504), (1000, 1000)]:
    b = lo.random_solvable_board(m, n, 1)
    xb = lo.min_presses(b)
    assert not lo.apply_presses(b, xb).any()
    print(
        f"{m} x {n} (d = {lo.nullity(m, n):2d}): fewest presses {int(xb.sum())} of "
        f"{m * n} buttons, verified"
    )

# %% [markdown]
# That the chased patterns span the same space as notebook 02's, that their first rows are the
# echelon kernel that M4RI computes, and that `min_presses` finds the same minimum as plain
# enumeration of all $2^d$ solutions and as notebook 02's route, is checked in the tests.
#
# [`bench/bench_04_min_presses_large.py`](../bench/bench_04_min_presses_large.py) times `min_presses`
# by both routes on the same seeded random solvable boards, in the same run: the chasing route as
# shipped and notebook 02's elimination route (forced). `min_presses` keeps a per-shape cache (the
# quiet patterns, or the whole elimination), so each route is timed twice: **cold**, with the cache
# emptied first, so the time includes finding the quiet patterns; and **warm**, with the cache of the
# shape already filled, so the time is the search for that board alone. Both routes must find the
# same number of presses, and both solutions are verified. Notebook 02's route is run up to 10,000
# cells.

# %%
large, _, machine = lo.read_benchmark("04_min_presses_large")
assert all(r["verified"] == "True" for r in large) and all(
    r["same_minimum"] == "True" for r in large if r["seconds_old_warm"]
)
print(f"measured on {machine}")
print(
    " board      cells  d   cold: old     new   warm: old     new   (seconds; seed 1)"
)
first_seed = [r for r in large if r["seed"] == "1"]
for r in first_seed:
    cells = [
        f"{float(r[k]):9.4f}" if r[k] else f"{'-':>9s}"
        for k in (
            "seconds_old_cold",
            "seconds_new_cold",
            "seconds_old_warm",
            "seconds_new_warm",
        )
    ]
    print(
        f"{int(r['m']):4d} x {int(r['n']):<4d} {int(r['cells']):7d} "
        f"{r['nullity']:>2s}  {cells[0]} {cells[1]}  "
        f"{cells[2]} {cells[3]}"
    )
both = [r for r in first_seed if r["seconds_old_cold"]]
speedup = max(float(r["seconds_old_cold"]) / float(r["seconds_new_cold"]) for r in both)
print(
    f"\ncold: the chasing route is up to {speedup:.0f} times faster on the boards "
    "where both ran"
)

# %%
fig = lo.plots.ch04.min_presses_routes(first_seed)
lo.savefig(fig, "04-min-presses-large")
plt.show()

# %% [markdown]
# *Figure 04-min-presses-large.* Seconds for `min_presses` on one random solvable board per size
# (seed 1), both routes on the same board, from `data/04_min_presses_large.csv`; a grey bar joins
# the two times of a board. Left, cold: the per-shape cache is emptied first, so finding the quiet
# patterns is included; eliminating the full matrix (triangles) grows like $(mn)^3$ and is run only up
# to 10,000 cells. Right, warm: the cache is filled, only the search for the board is timed; the
# chasing route's search costs about $d\,2^d$ (labelled where $d \ge 20$), hardly depending on the
# board size, while notebook 02's table-and-Gray-code search is quicker when few cells are involved.

# %% [markdown]
# ## Fewest presses up to $d = 32$
#
# The transform of {prf:ref}`prop-04-wht-weights` does not need all $2^d$ weights in memory
# at once. Split the quiet patterns into $L = 13$ "low" ones and $d - 13$ "high" ones; for
# each combination of the high ones, one transform of length $2^{13}$ gives the weights of
# all its completions. The package-internal `lightsout.coset.lightest_coset_member` runs
# blocks of high combinations side by side ($2^{20}$ numbers per block, two blocks at a time
# in threads), so its memory is fixed and its time grows like $2^d$; `min_presses` uses it
# from $d = 16$ to its limit $d = 32$ (`MIN_PRESSES_MAX_NULLITY`); how profiling shaped it
# is told in [appendix 11](11_appendix_engineering.ipynb). The tests
# compare it with brute force on every board up to 7 x 7 and with `min_presses`' other
# routes on larger ones.
# [`bench/bench_04_min_presses_beyond.py`](../bench/bench_04_min_presses_beyond.py) times
# `min_presses` and the bare search (`blocked`) with the quiet patterns already computed,
# on seeded random boards and on the all-ones 39 x 39 and 47 x 47 boards.

# %%
beyond, _, machine = lo.read_benchmark("04_min_presses_beyond")
assert all(r["verified"] == "True" for r in beyond)
print(f"measured on {machine}")
for r in beyond:
    print(
        f"{r['method']:12s} {r['board']:8s} {int(r['n']):3d} x {int(r['n']):<3d} "
        f"d = {r['nullity']}: {r['min_presses']} presses "
        f"in {float(r['seconds']):8.2f} s"
    )
ones39 = {
    r["min_presses"] for r in beyond if r["board"] == "all-ones" and r["n"] == "39"
}
assert ones39 == {"561"}  # A075464(39), compared in notebook 02
blocked = {
    int(r["nullity"]): float(r["seconds"]) for r in beyond if r["method"] == "blocked"
}
d_max = max(blocked)
per_solution = blocked[d_max] / 2**d_max
print(
    f"\nd = {d_max}: {2**d_max:.3g} solutions weighed in {blocked[d_max]:.0f} s, "
    f"{1e9 * per_solution:.0f} ns each; "
    f"at that rate d = 40 (the 61 x 61 board, {2**40:.2g} solutions) would take "
    f"{per_solution * 2**40 / 3600:.1f} hours"
)
assert lo.nullity(39, 39) == 32 and lo.nullity(61, 61) == 40

# %% [markdown]
# So 39 x 39 ($d = 32$, $4.3 \cdot 10^9$ solutions) takes seconds: [notebook
# 02](02_solving_over_gf2.ipynb) runs `min_presses` on every all-ones board up to 60 x 60
# and compares the minima with OEIS A075464 (the 39 x 39 board needs 561 presses). What
# limits 61 x 61 ($d = 40$) is time, not memory: the search weighs every one of the $2^{40} \approx 1.1 \times 10^{12}$ solutions, 256
# times as many as for $d = 32$, and its cost per solution does not shrink. An exhaustive search
# cannot escape that factor 2 per quiet pattern; a faster exact method would have to exploit more
# structure of these particular codes. Whether one exists for grids is, as far as we know, open.

# %% [markdown]
# ## Summary
#
# * The nullity of an $m \times n$ board is one gcd of two polynomials built by doubling. By
#   {prf:ref}`prop-04-half-degree` the gcd works on polynomials of half the degree, and on
#   square boards, where the two polynomials are shifts of each other, on a quarter
#   ({prf:ref}`prop-04-square-quarter`): a $10^7 \times 10^7$ board takes seconds and a
#   $10^8 \times 10^8$ board a few minutes (the table above gives the measured times
#   and their machine). Plotted as $d(n)/(n+1)$, the nullities of the 10,000 first sizes fall on the chains
#   $n \to 2n + 1$ of notebook 03; 57.71 % of the sizes up to 10,000 are always solvable.
# * `solve` chases twice on bit-packed rows and solves one $n \times n$ system in GF(2)[x]: the
#   all-ones 10,000 x 10,000 board takes a fraction of a second on a quiet machine and a
#   30,000 x 30,000 board seconds, where the full system of notebook 02 has $n^2$ unknowns
#   and costs about $n^6$. The system is one polynomial congruence
#   ({prf:ref}`prop-04-poly-solver`), and an unsolvable board is refused with a quiet pattern
#   read off the last row ({prf:ref}`prop-04-certificate`).
# * Above 400 cells the quiet patterns are chased down from the kernel of the chase matrix (found in
#   GF(2)[x]), and `min_presses` weighs all $2^d$ solutions with Walsh-Hadamard transforms, so its
#   cost depends on the nullity $d$ far more than on the size of the board
#   ({prf:ref}`prop-04-wht-weights`); split into blocks, the
#   same search handles $d = 32$ in seconds, and $d = 40$ would take over half an hour at the
#   measured rate (the estimate is printed above).

# %% [markdown]
# ## Exercises

# %% [markdown]
# ````{exercise} Nullity along a chain (easy)
# :label: ex-04-1
#
# Predict the nullity of the 191 x 191 board from the chain it lies on, without a gcd, and
# check it with `nullity`.
#
# ```{hint}
# :class: dropdown
#
# $191 + 1 = 192 = 2^6 \cdot 3$: the chain starts at $n_0 = 2$, and $3 \mid n_0 + 1$.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-04-1
# :class: dropdown
# ```
#
# The 2 x 2 board is always solvable, $d(2) = 0$, and $3 \mid 2 + 1$, so along the chain
# $d(n_j) + 2 = 2^j (d(2) + 2)$; with $j = 6$, $d(191) = 64 \cdot 2 - 2 = 126$.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
chain = [2]
while chain[-1] < 191:
    chain.append(2 * chain[-1] + 1)
predicted = [2**j * (lo.nullity(2, 2) + 2) - 2 for j in range(len(chain))]
assert chain[-1] == 191 and predicted[-1] == 126
assert predicted == [lo.nullity(n, n) for n in chain]

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Singular sizes from the primitive ones (easy)
# :label: ex-04-2
#
# The primitive singular sizes up to 100 have $n + 1 \in \{5, 6, 17, 31, 33, 63\}$. List every
# $n \le 100$ whose board is not always solvable without computing any nullity, then check the
# list.
#
# ```{hint}
# :class: dropdown
#
# Notebook 03: a board is singular exactly when $n + 1$ is a multiple of a primitive $n' + 1$.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-04-2
# :class: dropdown
# ```

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
primitive = [5, 6, 17, 31, 33, 63]
predicted = [n for n in range(1, 101) if any((n + 1) % k == 0 for k in primitive)]
assert predicted == [n for n in range(1, 101) if lo.nullity(n, n) > 0]
print(len(predicted), "singular sizes up to 100:", predicted)

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Even boards have nullity divisible by 4 (challenge)
# :label: ex-04-3
#
# Let $n$ be even, so $n + 1 = 2i + 1$ is odd, and $\rho_1 = f_i + f_{i+1}$. Show that
# $d(n) = 2 \deg \Gamma$ with $\Gamma = \gcd(\rho_1(x), \rho_1(x+1))$, that
# $\Gamma(x + 1) = \Gamma(x)$, and deduce that
# $d(n)$ is a multiple of 4. Check it for every even $n \le 2000$.
#
# ```{hint}
# :class: dropdown
#
# Use {prf:ref}`prop-04-half-degree` with $a = b = 0$. The substitution $x \mapsto x + 1$
# maps the pair $\rho_1(x), \rho_1(x+1)$ to itself. For a polynomial $\Gamma$ of degree $e$,
# compare the
# coefficients of $x^{e-1}$ in $\Gamma(x+1)$ and $\Gamma(x)$.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-04-3
# :class: dropdown
# ```
#
# With $a = b = 0$ the proposition gives
# $d(n) = 2\deg\gcd(\rho_1, \rho_2) + \min(0, \cdot) + \min(\cdot, 0)$ with
# $\rho_2(x) = \rho_1(x+1)$, so $d(n) = 2 \deg \Gamma$. Write $\theta r(x) = r(x+1)$;
# $\theta$ is a ring automorphism of GF(2)[x] with $\theta^2 = 1$ that keeps degrees and
# leading coefficients. $\Gamma$ divides $\rho_1$ and $\theta \rho_1$, so $\theta \Gamma$
# divides $\theta \rho_1$ and $\theta^2 \rho_1 = \rho_1$, hence $\theta \Gamma \mid \Gamma$;
# both are monic of the same degree, so $\theta \Gamma = \Gamma$. If
# $\Gamma = x^e + \epsilon x^{e-1} + \dots$, then
# $\Gamma(x+1) = x^e + (e + \epsilon) x^{e-1} + \dots$, so $e \equiv 0 \pmod 2$. Hence
# $\deg \Gamma$ is even and $4 \mid d(n)$.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
assert all(lo.nullity(n, n) % 4 == 0 for n in range(2, 2001, 2))
print(
    "odd n with d(n) not divisible by 4:",
    [n for n in range(1, 40, 2) if lo.nullity(n, n) % 4][:6],
)


# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Fewest presses by a Walsh-Hadamard transform (medium)
# :label: ex-04-4
#
# Implement it yourself: in about 15 lines, compute the fewest presses that switch off a board
# from `solve` and `quiet_patterns` with the formula of this chapter (the counts $\nu_z$ and one
# Walsh-Hadamard transform), and check the number against the weight of `lo.min_presses` on
# random solvable boards of 5 x 5, 9 x 9, 16 x 16 and 19 x 19 (nullities 2, 8, 8 and 16).
#
# ```{hint}
# :class: dropdown
#
# Read cell $i$'s signature $\kappa_i$ as the integer $\sum_j 2^j (\mathbf q_j)_i$; `np.add.at`
# accumulates the counts $\nu_z$. The fast transform turns, for the distances $1, 2, 4, \dots$,
# each pair of entries at that distance, $(a, b)$, into $(a + b, a - b)$.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-04-4
# :class: dropdown
# ```


# %% jupyter={"outputs_hidden": true, "source_hidden": true}
def fewest_presses(board):
    x_hat = lo.solve(board).ravel().astype(np.int64)
    q = np.array([p.ravel() for p in lo.quiet_patterns(*board.shape)], dtype=np.int64)
    d = len(q)
    if d == 0:
        return int(x_hat.sum())
    kappa = (q << np.arange(d)[:, None]).sum(axis=0)  # signatures as integers
    nu = np.zeros(2**d, dtype=np.int64)
    np.add.at(nu, kappa, 1 - 2 * x_hat)  # +1 for cells x_hat leaves off, -1 for pressed
    w, step = nu.copy(), 1
    while step < 2**d:
        w = w.reshape(-1, 2, step)
        w = np.stack([w[:, 0] + w[:, 1], w[:, 0] - w[:, 1]], axis=1).reshape(-1)
        step *= 2
    return int(x_hat.sum() + ((nu.sum() - w) // 2).min())


rng = np.random.default_rng(4)
for n in (5, 9, 16, 19):
    for _ in range(3):
        board = lo.apply_presses(
            np.zeros((n, n), dtype=np.uint8), rng.integers(0, 2, (n, n), dtype=np.uint8)
        )
        assert fewest_presses(board) == int(lo.min_presses(board).sum())

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Research: does the share of always-solvable sizes converge? (challenge)
# :label: ex-04-5
#
# Above, 57.71 % of the sizes $n \le 10\,000$ have nullity 0. Does the share of
# always-solvable sizes among $n \le N$ tend to a limit as $N$ grows? Chapter 03's primitive
# sizes describe the others: $n$ is singular exactly when $n + 1$ is a multiple of a
# primitive $k$ ([Corollary 3.2](03_light_chasing_and_polynomials.ipynb#cor-03-multiples)).
# (a) For a finite set of numbers $k$, compute the density of their multiples by
# inclusion-exclusion, and from the primitive $k \le 20{,}001$ derive an upper bound for the
# share in the long run. (b) Show that the share converges if the sum of $1/k$ over all
# primitive $k$ converges. Whether it does is open.
#
# ```{hint}
# :class: dropdown
#
# The multiples of finitely many $k_i$ repeat with period $\operatorname{lcm}(k_i)$, and
# their density is $\sum_i 1/k_i - \sum_{i<j} 1/\operatorname{lcm}(k_i, k_j) + \cdots$.
# For (b), there are at most $(N + 1)/k$ multiples of $k$ up to $N + 1$.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-04-5
# :class: dropdown
# ```
#
# (a) Let $P_X$ be the primitive $k \le X$ and $\delta_X$ the density of their multiples.
# Every $n$ whose $n + 1$ is such a multiple is singular, so for large $N$ the share of
# always-solvable $n \le N$ is at most $1 - \delta_X + O(1/N)$: its upper limit is at most
# $1 - \delta_X$ for every $X$. The bound falls as primitive values are added, from 66.67 %
# with $k = 5, 6$ to 57.71 % with all 18 primitive $k$ up to 20,001 (printed below), and
# the measured share at $N = 20{,}000$ is 57.70 %, within 0.01 % of it.
#
# (b) The singular $n \le N$ that $P_X$ misses have $n + 1$ a multiple of a primitive
# $k > X$, and there are at most $(N + 1)\sum_{k > X} 1/k$ of them, the sum over the
# primitive $k$. So the share lies between $1 - \delta_X - \sum_{k > X} 1/k - O(1/N)$ and
# $1 - \delta_X + O(1/N)$. If $\sum 1/k$ converges, the tail tends to 0 as $X$ grows, and the
# share converges to $\lim_X (1 - \delta_X)$. The tables of chapter 03 and
# [chapter 10](10_published_tables.ipynb) find no primitive $k$ between 8192
# and 25,001, which suggests a sparse set, but proves nothing about the sum; and a set of
# multiples need not have a density at all (a classical construction of Besicovitch), so
# the question does not answer itself.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
import math
from fractions import Fraction

top_n = 20_000
d_to = [0] + [lo.nullity(n, n) for n in range(1, top_n + 1)]
prim_k = []  # k = n + 1 for the primitive singular sizes n
for n in range(1, top_n + 1):
    if d_to[n] and not any((n + 1) % k == 0 for k in prim_k):
        prim_k.append(n + 1)


def multiples_density(ks):
    """The density of the integers divisible by at least one k in ks, exactly, by
    inclusion-exclusion over the subsets of ks."""
    period = math.lcm(*ks)
    total = 0

    def walk(start, common, sign):
        nonlocal total
        for i in range(start, len(ks)):
            both = math.lcm(common, ks[i])
            total += sign * (period // both)
            walk(i + 1, both, -sign)

    walk(0, 1, 1)
    return Fraction(total, period)


for limit in (10_000, 20_000):
    zero = sum(1 for n in range(1, limit + 1) if d_to[n] == 0)
    hit = sum(1 for v in range(2, limit + 2) if any(v % k == 0 for k in prim_k))
    assert zero == limit - hit  # singular exactly when n + 1 is a multiple
    print(f"n <= {limit:,}: {zero / limit:.2%} of the sizes have nullity 0")
print(f"{len(prim_k)} primitive k <= {top_n + 1}; the bound 1 - delta from the first:")
bounds = []
for count in (2, 4, 8, 12, len(prim_k)):
    bounds.append(1 - multiples_density(prim_k[:count]))
    print(f"  {count:2d} (k <= {prim_k[count - 1]:4d}): {float(bounds[-1]):.4%}")
assert all(a > b for a, b in zip(bounds, bounds[1:]))
assert len(prim_k) == 18 and abs(float(bounds[-1]) - zero / limit) < 1e-4
print(f"sum of 1/k over these k: {float(sum(Fraction(1, k) for k in prim_k)):.4f}")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ## References
#
# * Notebook 03 and its references for the mathematics: K. Sutner, "σ-automata and
#   Chebyshev-polynomials", *Theoretical Computer Science* 230 (2000) 49-73,
#   [doi:10.1016/S0304-3975(97)00242-9](https://doi.org/10.1016/S0304-3975(97)00242-9); J. Goldwasser,
#   W. Klostermeyer and H. Ware, "Fibonacci polynomials and parity domination in grid graphs",
#   *Graphs and Combinatorics* 18 (2002) 271-283,
#   [doi:10.1007/s003730200020](https://doi.org/10.1007/s003730200020).
# * K. Sutner, "Linear cellular automata and the Garden-of-Eden", *The Mathematical Intelligencer* 11
#   (1989) 49-53, [doi:10.1007/BF03023823](https://doi.org/10.1007/BF03023823): every all-ones board is
#   solvable.
# * OEIS [A159257](https://oeis.org/A159257) (the nullities $d(n)$ of `data/04_nullity.csv`) and
#   [A075462](https://oeis.org/A075462) ($2^{d(n)}$ solutions of the all-ones board).
# * M. Albrecht, G. Bard and others, [M4RI](https://github.com/malb/m4ri), the library for dense
#   linear algebra over GF(2) behind Sage's GF(2) matrices (the "M4RI" routes above).
# * V. Shoup, [NTL: a library for doing number theory](https://shoup.net/ntl/), the GF(2)[x]
#   arithmetic behind the gcds and the solver's polynomial route.

# %% [markdown]
# **Next:** [05, N-colour boards](05_n_colour_boards.ipynb), where the field GF(2) becomes the ring
# $\mathbb Z/N\mathbb Z$.
