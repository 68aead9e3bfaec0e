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
# # Large boards
#
# Notebook 03 reduced an $m \times n$ board to the $n \times n$ chase matrix $f_{m+1}(A_n)$ and
# the polynomials $f_k$. This notebook turns that mathematics into computation at scale: the
# nullity of square boards up to $n = 10\,000$ (and of a single million-by-million board), a
# solver that handles boards with hundreds of millions of cells, and the quiet patterns and
# fewest presses of boards far beyond the reach of the full $mn \times mn$ system of notebook 02.
# It follows no source: the sources stop at 5 x 5.
#
# **Uses:** [02, solving over GF(2)](02_solving_over_gf2.ipynb) (solvability, quiet patterns,
# fewest presses) and [03, light chasing and the polynomials $f_k$](03_light_chasing_and_polynomials.ipynb)
# (the chase matrix and the nullity theorem). The helpers `solve`, `quiet_patterns`, `solutions` and
# `min_presses` switch to light chasing for boards above 400 cells.

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
f = [lo.chase_polynomial(k) for k in range(40)]


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
# ## Nullity at scale
#
# `nullity` computes $f_k$ by doubling: over GF(2), $f_{2j} = x f_j^2$ and $f_{2j+1} = (f_j +
# f_{j+1})^2$ (squaring is cheap in characteristic 2), then one gcd with NTL's fast algorithm.
# A board with a million rows and columns takes a few seconds. As a cross-check we also
# compute the gcd the other way round, $\gcd(f_{m+1}(x+1), f_{n+1}(x))$, which must have the same
# degree.

# %%
big = 10**6
d_big = lo.nullity(big, big)
d_swapped = gcd(lo.chase_polynomial(big + 1, shift=1), lo.chase_polynomial(big + 1)).degree()
assert d_big == d_swapped
assert all(lo.chase_polynomial(2 * j) == x * f[j] ** 2 and lo.chase_polynomial(2 * j + 1) == (f[j] + f[j + 1]) ** 2
           for j in range(1, 19))
print(f"nullity({big}, {big}) = {d_big}: the {big} x {big} board has exactly one solution for every board")

# %% tags=["nbval-ignore-output"]
t0 = time.perf_counter()
lo.nullity(big, big)
print(f"nullity({big}, {big}) took {time.perf_counter() - t0:.1f} s here")

# %% [markdown]
# ## Square boards up to 10,000
#
# `make bench` (script [`bench/bench_04_nullity.py`](../bench/bench_04_nullity.py)) computes the
# nullity of every $n \times n$ board for $n \le 10\,000$ and writes
# [`data/04_nullity.csv`](../data/04_nullity.csv); here we re-check the file on the
# first 300 sizes and 40 random larger ones, and plot it.

# %%
with (lo.DATA_DIR / "04_nullity.csv").open() as fh:
    nxn = {int(r["n"]): int(r["nullity"]) for r in csv.DictReader(fh)}
assert sorted(nxn) == list(range(1, 10_001))
spot = list(range(1, 301)) + sorted(np.random.default_rng(10).choice(np.arange(301, 10_001), 40, replace=False).tolist())
assert all(nxn[n] == lo.nullity(n, n) for n in spot)
assert all(nxn[n] == n * n - matrix(F2, lo.press_matrix(n, n).astype(np.int8)).rank() for n in range(1, 31))
assert all(nxn[2**k - 1] == 0 for k in range(1, 14))  # f_(2^k) = x^(2^k - 1): see exercise 1
sizes = np.array(sorted(nxn))
nul = np.array([nxn[n] for n in sizes])
share = np.cumsum(nul == 0) / sizes
print(f"checked {len(spot)} rows of the file; always solvable: {int((nul == 0).sum())} of {len(sizes)} sizes"
      f" ({100 * share[-1]:.2f} %); largest nullity {nul.max()} at n = {int(sizes[nul.argmax()])}")
print("n <= 30 with nullity 0:", [int(n) for n in sizes[:30][nul[:30] == 0]])

# %%
fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(12, 4.5))
ax1.scatter(sizes[nul > 0], nul[nul > 0], s=3, color="#1f77b4")
ax1.set_xlabel("board size n (n x n)")
ax1.set_ylabel("nullity (log2 of solutions)")
ax1.set_title("singular square boards")
ax2.plot(sizes, 100 * share, color="#e03131")
ax2.set_xscale("log")
ax2.set_ylim(0, 100)
ax2.set_xlabel("board size n (log scale)")
ax2.set_ylabel("always solvable, % of sizes <= n")
ax2.set_title("share of always-solvable sizes")
lo.savefig(fig, "04-nullity-nxn")
plt.show()

# %% [markdown]
# *Figure 04-nullity-nxn.* Left: nullity of the $n \times n$ board for the singular sizes
# $n \le 10\,000$ (the others have nullity 0). Right: the share of sizes up to $n$ whose board is
# always solvable, which settles near 58 % over this range.

# %% [markdown]
# ## A solver for very large boards
#
# The reduction gives a solver whose cost is dominated by chasing, linear in the number of
# cells:
#
# 1. chase the board down (rows as bit-packed Python integers, one shift-and-xor per row) and
#    read the last row $\mathbf c$;
# 2. solve the $n \times n$ system $f_{m+1}(A_n)\,\mathbf x_1 = \mathbf c$;
# 3. chase again with first row $\mathbf x_1$; the last row must come out dark.
#
# For step 2 there are two routes. **M4RI**: build the chase matrix without chasing each unit
# vector: it commutes with $A_n$, so its columns obey $M e_{j+1} = A_n M e_j + M e_j + M e_{j-1}$
# and only the first column needs a chase; then Sage's M4RI eliminates it ($n^3/64$ word
# operations, with the "four Russians" speed-up). **GF(2)[x]**: by the cyclic structure above,
# $h \mapsto h(T)e_0$ identifies $\mathrm{GF}(2)[x]/(f_{n+1})$ with $\mathrm{GF}(2)^n$, and the
# system becomes $g\,h \equiv h_{\mathbf c} \pmod{f_{n+1}}$ with $g(x) = f_{m+1}(x+1)$ and
# $h_{\mathbf c} = \sum_k c_k f_{k+1}$: one extended gcd, solvable exactly when $d = \gcd(g,
# f_{n+1})$ divides $h_{\mathbf c}$. `solve` uses the second route for boards above 400 cells
# (smaller boards keep notebook 02's elimination and its messages). First we check the column
# recurrence against chasing unit vectors, and both routes against each other.

# %%
for m, n in [(50, 50), (33, 47), (64, 20)]:
    M = lo.chase_matrix(m, n)
    for j in range(n):
        start = np.zeros((m, n), dtype=np.uint8)
        start[0, j] = 1
        assert bits(M.column(j)) == bits(lo.chase(lo.apply_presses(np.zeros((m, n), dtype=np.uint8), start))[1])
solved = unsolvable = 0
for m, n in [(50, 50), (33, 47), (64, 20), (19, 19), (24, 24)]:
    for s in range(6):
        b = (lo.random_solvable_board(m, n, s) if s % 2 else
             np.random.default_rng(s).integers(0, 2, size=(m, n)).astype(np.uint8))
        results = []
        for method in ("poly", "m4ri"):
            try:
                xs = lo.chasing.solve_gf2_chasing(b, method)
                assert not lo.apply_presses(b, xs).any()
                results.append(True)
            except lo.NotSolvableError:
                results.append(False)
        assert results[0] == results[1] == full_solvable(b)
        solved += results[0]
        unsolvable += not results[0]
print(f"chase matrix = chased unit vectors; GF(2)[x] route, M4RI route and full system agree on "
      f"{solved} solvable and {unsolvable} unsolvable boards")

# %% [markdown]
# An unsolvable board gets a reason: a kernel vector $\mathbf y$ of the (symmetric) chase matrix
# with $\mathbf y \cdot \mathbf c = 1$ yields a quiet pattern (notebook 02) that covers an odd
# number of the board's lights.

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
b = lo.apply_presses(np.zeros((2000, 2000), dtype=np.uint8),
                     np.random.default_rng(2000).integers(0, 2, size=(2000, 2000)))
xs = lo.solve(b)
assert not lo.apply_presses(b, xs).any()
print(f"2000 x 2000: solved with {int(xs.sum())} presses, verified; nullity {lo.nullity(2000, 2000)}")

# %% [markdown]
# ### Timings
#
# [`bench/bench_04_solve_scaling.py`](../bench/bench_04_solve_scaling.py) (run by `make bench`)
# times, in one run on this machine, `solve` (validation + chasing + GF(2)[x]) on random solvable
# $n \times n$ boards up to $n = 16\,000$ (256 million cells), the chasing route with M4RI on the
# chase matrix, and Sage/M4RI on the full $n^2 \times n^2$ system, and verifies every solution.
# It writes [`data/04_solve_scaling.csv`](../data/04_solve_scaling.csv); the numbers below are read
# from that file (the machine was shared with other jobs, so they are rough).

# %%
with (lo.DATA_DIR / "04_solve_scaling.csv").open() as fh:
    bench = list(csv.DictReader(fh))
assert all(r["verified"] == "True" for r in bench)
timing = {}
for r in bench:
    timing.setdefault(r["method"], {})[int(r["n"])] = float(r["seconds"])
labels = {"chasing": "solve: chasing + GF(2)[x]", "chasing_m4ri": "chasing + M4RI on f_(n+1)(A_n)",
          "full_m4ri": "M4RI on the full n^2 x n^2 system"}
legend = {"chasing": "solve: chasing + GF(2)[x]", "chasing_m4ri": "chasing + M4RI on $f_{n+1}(A_n)$",
          "full_m4ri": "M4RI on the full $n^2 \\times n^2$ system"}
for method, label in labels.items():
    print(f"{label:36s}" + "  ".join(f"n={n}: {s:.3g} s" for n, s in sorted(timing[method].items())))
common = sorted(set(timing["chasing"]) & set(timing["full_m4ri"]))
n_cmp = common[-1]
ratio = timing["full_m4ri"][n_cmp] / timing["chasing"][n_cmp]
print(f"\nat n = {n_cmp}: full system / solve = {ratio:.0f}x")
print(f"targets: n = 4000 in {timing['chasing'][4000]:.2f} s (<= 1 s), n = 16000 in {timing['chasing'][16000]:.2f} s (<= 10 s)")

# %%
fig, ax = plt.subplots(figsize=(8, 4.5))
for (method, label), marker in zip(labels.items(), ["o", "s", "^"]):
    ns = sorted(timing[method])
    ax.plot(ns, [timing[method][n] for n in ns], marker=marker, label=legend[method])
ax.set_xscale("log")
ax.set_yscale("log")
ax.set_xlabel("board size n (n x n board)")
ax.set_ylabel("time to solve (s)")
ax.legend(loc="lower right")
ax.set_title("solving a random solvable n x n board")
lo.savefig(fig, "04-solve-scaling")
plt.show()

# %% [markdown]
# *Figure 04-solve-scaling.* Seconds to solve one random solvable $n \times n$ board (log-log),
# from `data/04_solve_scaling.csv`. The full system has $n^2$ unknowns, so elimination costs
# grow roughly like $n^6$; we stop it at $n = 160$. The chasing routes grow like the $n^2$ cells
# (plus about $n^3/64$ word operations for M4RI on the chase matrix).

# %% [markdown]
# ## Quiet patterns and fewest presses on large boards
#
# Notebook 02 gets the quiet patterns, and with them all solutions and the fewest presses, by
# eliminating the full $mn \times mn$ matrix, which costs about $(mn)^3/64$ word operations
# (in the table below, seconds at 74 x 74 and most of a minute at 98 x 98). The chase gives them
# far more cheaply. A quiet pattern is fixed by its first row $\mathbf y$, and chasing the dark
# board from $\mathbf y$ ends dark exactly when $f_{m+1}(A_n)\,\mathbf y = \mathbf 0$. In the
# language of the nullity theorem, with $p = f_{n+1}$, $g(x) = f_{m+1}(x+1)$ and $d = \gcd(g,
# p)$, the kernel of $g(T)$ consists of the $h(T)e_0$ with $(p/d) \mid h$, so it is spanned by
# $T^i\mathbf y_0$, $i < \deg d$, where $\mathbf y_0 = (p/d)(T)\,e_0$: one polynomial division,
# no matrix. Above 400 cells `quiet_patterns(m, n)` brings these first rows to reduced row
# echelon form (each has its leftmost press in a column that no other one presses) and chases
# each down; up to 400 cells it keeps notebook 02's basis, so notebook 02's outputs do not
# change. `solutions` and `min_presses` use the same basis.
#
# For the fewest presses, `min_presses` must weigh all $2^d$ solutions $\mathbf x_0 +
# \sum_j c_j \mathbf q_j$. Give cell $i$ the signature $s_i \in \mathrm{GF}(2)^d$ whose bit $j$
# says whether $\mathbf q_j$ presses it. Combination $c$ presses cell $i$ exactly when
# $x_{0,i} + \langle c, s_i\rangle$ is odd, so its number of presses is
#
# $$ |\mathbf x_0| + \sum_{s} t_s\,[\langle c, s\rangle \text{ odd}], \qquad
#    t_s = \#\{i : s_i = s,\ x_{0,i} = 0\} - \#\{i : s_i = s,\ x_{0,i} = 1\}, $$
#
# and $\sum_s t_s [\langle c, s\rangle \text{ odd}] = \tfrac12\bigl(\sum_s t_s - H(c)\bigr)$ with
# the Walsh-Hadamard transform $H(c) = \sum_s t_s (-1)^{\langle c, s\rangle}$. One pass over the
# cells to count $t$, then one fast transform ($d\,2^d$ additions, whatever the number of cells),
# gives all $2^d$ weights at once. (This is the
# grouping of cells by the set of quiet patterns that press them that notebook 06 feeds to SCIP.)
# Above 400 cells `min_presses` does this for $d \le 24$, and falls back to notebook 02's search
# for $25 \le d \le 30$.
#
# We check the chased basis on the 30 x 30 board ($d = 20$): the first rows are the reduced
# echelon kernel basis of the chase matrix computed by M4RI, the patterns are quiet, and they
# span the kernel of the full $900 \times 900$ matrix. Then `min_presses` against plain
# enumeration of all $2^d$ solutions on three boards.

# %%
m, n = 30, 30
quiet30 = lo.quiet_patterns(m, n)
dark30 = np.zeros((m, n), dtype=np.uint8)
assert len(quiet30) == lo.nullity(m, n) == 20
assert matrix(F2, [q[0].tolist() for q in quiet30]) == lo.chase_matrix(m, n).right_kernel_matrix(basis="echelon")
assert all(not lo.apply_presses(dark30, q).any() for q in quiet30)
full_kernel = matrix(F2, lo.press_matrix(m, n).astype(np.int8)).right_kernel()
assert matrix(F2, [q.ravel().tolist() for q in quiet30]).row_space() == full_kernel
print(f"30 x 30: {len(quiet30)} chased quiet patterns; first rows = echelon kernel of f_31(A_30) (M4RI); "
      "their span = kernel of the full 900 x 900 matrix")


def fewest_by_enumeration(board):
    """The fewest presses over all 2^d solutions x0 + combination, enumerated in blocks with numpy."""
    x0 = lo.solve(board).ravel().astype(np.int32)
    Q = np.array([q.ravel() for q in lo.quiet_patterns(*board.shape)], dtype=np.int32)
    low, high = Q[:12], Q[12:]
    low_combos = np.array(list(itertools.product((0, 1), repeat=len(low))), dtype=np.int32) @ low % 2
    best = None
    for hc in itertools.product((0, 1), repeat=len(high)):
        start = (x0 + np.array(hc, dtype=np.int32) @ high) % 2 if len(high) else x0
        w = int(((low_combos + start) % 2).sum(axis=1).min())
        best = w if best is None else min(best, w)
    return best


for (m, n), seed in [((24, 24), 1), ((33, 33), 1), ((30, 30), 1)]:
    b = lo.random_solvable_board(m, n, seed)
    xb = lo.min_presses(b)
    assert not lo.apply_presses(b, xb).any() and int(xb.sum()) == fewest_by_enumeration(b)
    print(f"{m} x {n} (d = {lo.nullity(m, n)}), seed {seed}: min_presses = enumeration of all "
          f"{2 ** lo.nullity(m, n)} solutions = {int(xb.sum())} presses")

# %% [markdown]
# The same on large boards, where notebook 02's route is out of reach; the unit tests
# (`tests/test_03_chasing.py`) also compare both routes on boards of 400 to 1,700 cells.

# %%
for m, n in [(499, 499), (504, 504), (1000, 1000)]:
    b = lo.random_solvable_board(m, n, 1)
    xb = lo.min_presses(b)
    assert not lo.apply_presses(b, xb).any()
    print(f"{m} x {n} (d = {lo.nullity(m, n):2d}): fewest presses {int(xb.sum())} of {m * n} buttons, verified")
assert lo.nullity(62, 62) == 24 and lo.nullity(64, 64) == 28 and lo.nullity(47, 47) == 30  # exercise 6

# %% [markdown]
# [`bench/bench_04_min_presses_large.py`](../bench/bench_04_min_presses_large.py) (run by
# `make bench`) times `min_presses` in the same run by both routes on seeded random solvable
# boards, computing the quiet patterns from scratch each time, checks that both find the same
# number of presses and verifies both solutions; it writes
# [`data/04_min_presses_large.csv`](../data/04_min_presses_large.csv). Notebook 02's route is
# stopped after the first board that takes longer than a minute.

# %%
with (lo.DATA_DIR / "04_min_presses_large.csv").open() as fh:
    large = list(csv.DictReader(fh))
assert all(r["verified"] == "True" for r in large)
assert all(r["same_minimum"] == "True" for r in large if r["seconds_old"])
first_seed = [r for r in large if r["seed"] == "1"]  # both routes timed on this board
print(" board      cells  d  old route (s)  chasing (s)   ratio")
for r in first_seed:
    m, n, new = int(r["m"]), int(r["n"]), float(r["seconds_new"])
    old = (f"{float(r['seconds_old']):13.3f}  {new:11.3f}  {float(r['seconds_old']) / new:6.0f}x"
           if r["seconds_old"] else f"{'-':>13s}  {new:11.3f}")
    print(f"{m:4d} x {n:<4d} {m * n:7d} {r['nullity']:>2s}  {old}")

# %%
fig, ax = plt.subplots(figsize=(8, 4.5))
rows_by_cells = sorted(first_seed, key=lambda r: int(r["cells"]))
with_old = [r for r in rows_by_cells if r["seconds_old"]]
ax.plot([int(r["cells"]) for r in with_old], [float(r["seconds_old"]) for r in with_old], "^",
        color="#2f9e44", markersize=9, label="elimination of the full matrix (notebook 02)")
ax.plot([int(r["cells"]) for r in rows_by_cells], [float(r["seconds_new"]) for r in rows_by_cells], "o",
        color="#1f77b4", markersize=10, markerfacecolor="none", markeredgewidth=2,
        label="light chasing + Walsh-Hadamard")
for r in rows_by_cells:
    if int(r["nullity"]) >= 20:
        ax.annotate(f"d = {r['nullity']}", (int(r["cells"]), float(r["seconds_new"])),
                    textcoords="offset points", ha="left" if int(r["cells"]) > 2000 else "center",
                    xytext=(10, -4) if int(r["cells"]) > 2000 else (0, 14))
ax.set_xscale("log")
ax.set_yscale("log")
ax.set_xlabel("board cells m n")
ax.set_ylabel("time of min_presses (s)")
ax.set_title("fewest presses, quiet patterns included")
ax.legend(loc="lower right")
lo.savefig(fig, "04-min-presses-large")
plt.show()

# %% [markdown]
# *Figure 04-min-presses-large.* Seconds for `min_presses` on one random solvable board per
# size (seed 1, both routes on the same board, from `data/04_min_presses_large.csv`), including finding the quiet
# patterns. Green: eliminating the full $mn \times mn$ matrix, as notebook 02 does. Blue: light
# chasing, with the minimum from one Walsh-Hadamard transform; its cost depends mostly on the
# nullity $d$ (labelled where $d \ge 20$), hardly on the board size.

# %% [markdown]
# ## Summary
#
# * The nullity of an $n \times n$ board comes from $\deg\gcd(f_{n+1}(x), f_{n+1}(x+1))$, and the
#   doubling formulas for $f_k$ make it computable for a million-by-million board in seconds.
#   About 58 % of square sizes up to 10,000 are always solvable.
# * `solve` chases and solves only an $n \times n$ system (in GF(2)[x]); it solves a 16,000 x
#   16,000 board in seconds, where the full system of notebook 02 has $n^2$ unknowns.
# * Above 400 cells the quiet patterns are chased down from the kernel of the chase matrix
#   (found in GF(2)[x]), and `min_presses` weighs all $2^d$ solutions with one Walsh-Hadamard
#   transform, so its cost depends on the nullity $d$ far more than on the size of the board.
#
# Next: [05, N-colour boards](05_n_colour_boards.ipynb), where the field GF(2) becomes the ring
# $\mathbb Z/N\mathbb Z$.
#
# ## Exercises
#
# 1. (Open-ended) The share of always-solvable square sizes seems to settle near 58 %. Is there a
#    limit, and can you explain it from the gcd formula of notebook 03?
# 2. The Walsh-Hadamard search of `min_presses` costs $d\,2^d$ additions and $2^d$ numbers of
#    memory, which stops it near $d = 24$. Split $c$ into a high and a low half to search
#    $d = 30$ (64 x 64 has $d = 28$, 47 x 47 has $d = 30$) in bounded memory. How does the time
#    compare with notebook 02's table-and-Gray-code search?
