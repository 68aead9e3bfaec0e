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
# # Solving over GF(2)
#
# A board $b$ is switched off by the presses $x$ exactly when $Ax = b$ over
# $\mathrm{GF}(2)$ (notebook 01). This notebook carries out the plan of source 002 ("Lights
# Out with SageMath", part 1), which is also the plan of Anderson and Feil's paper: when $A$
# is invertible, invert it; when it is not, as for the 5 x 5 board, decide which boards are
# solvable, find one solution, then all of them, then choose the best. "Best" means fewest
# presses, the question that closes source 000 ("Lights Out and integer programming"), whose
# 5 x 5 example needs 11. We go past both sources: we count, exhaustively, how many presses
# *every* solvable 3 x 3, 4 x 4 and 5 x 5 board needs, and we recognise the search for the
# fewest presses as a classical problem of coding theory, decoding a linear code, which
# explains why the book searches all solutions rather than something cleverer.
#
# **Uses:** [01, the Lights Out matrix](01_the_lights_out_matrix.ipynb) (the matrix $A$,
# `press_matrix`, `press_matrix_gf2`, `apply_presses`, `random_solvable_board`). The helpers
# introduced here are `solve` (for two colours), `quiet_patterns`, `solutions`,
# `min_presses` and `min_press_distribution`, in `lightsout/gf2.py`, re-exported by
# [`lightsout_helpers.py`](../lightsout_helpers.py).

# %%
try:  # SageMath: conda-forge's `sage` or the modular passagemath wheels
    from sage.all import GF, identity_matrix, span, vector
except ImportError:
    from sage.all__sagemath_modules import GF, identity_matrix, span, vector

import csv
import itertools
import json
import math

import matplotlib.pyplot as plt
import numpy as np

import lightsout_helpers as lo


def as_gf2_vector(board):
    """A 0/1 board as a Sage vector over GF(2), cells in row-major order."""
    return vector(GF(2), [int(v) for v in np.asarray(board).ravel()])


def from_gf2_vector(v, m, n):
    """A Sage vector over GF(2) as an m x n uint8 board."""
    return np.array([int(t) for t in v], dtype=np.uint8).reshape(m, n)


# %% [markdown]
# ## An invertible board: 3 x 3
#
# Notebook 01 found rank 9 for the 9 x 9 matrix of the 3 x 3 board, so $A$ is invertible over
# $\mathrm{GF}(2)$ and every board has exactly one solution, $x = A^{-1} b$. Sage computes the
# inverse exactly, modulo 2. Since $A A^{-1} = I$, column $j$ of $A^{-1}$ is the press
# pattern that toggles cell $j$ and no other.

# %%
A3 = lo.press_matrix_gf2(3, 3)
A3_inv = A3.inverse()
print(A3_inv)
assert A3 * A3_inv == identity_matrix(GF(2), 9)
print("A * A^-1 = I over GF(2)")

# %% [markdown]
# For a board $b$ the solution is $A^{-1}b$, the sum of the columns of $A^{-1}$ that belong to
# its lit cells. Here is the board of seed 300, the first seed of source 000's table, solved
# with the inverse and with the helper `solve`; source 000 reports 5 presses for it.
# (Uniqueness, every 3 x 3 board reached by exactly one of the 512 press patterns, is checked
# by brute force in [`tests/test_02_gf2.py`](../tests/test_02_gf2.py).)

# %%
b3 = lo.random_solvable_board(3, 3, seed=300)
x3 = from_gf2_vector(A3_inv * as_gf2_vector(b3), 3, 3)
print("board:\n" + lo.format_board(b3))
print("presses A^-1 b:\n" + lo.format_board(x3))
assert (
    np.array_equal(x3, lo.solve(b3))
    and not lo.apply_presses(b3, x3).any()
    and int(x3.sum()) == 5
)
print(
    "solve() gives the same presses; they switch every light off;",
    int(x3.sum()),
    "presses (source 000: 5)",
)

# %% [markdown]
# ## A singular board: 5 x 5
#
# For the 5 x 5 board $A$ has rank 23 (notebook 01), so its kernel has dimension
# $25 - 23 = 2$. A kernel vector $q$ is a **quiet pattern**: pressing it changes no light,
# because $Aq = 0$. The helper `quiet_patterns(m, n)` returns a basis of the kernel, found by
# Gauss-Jordan elimination of $A$ on bit-packed rows (one basis pattern per free column of the
# reduced matrix). Its span is Sage's right kernel of $A$:

# %%
A5 = lo.press_matrix_gf2(5, 5)
quiet5 = lo.quiet_patterns(5, 5)
for j, q in enumerate(quiet5, start=1):
    print(f"quiet pattern {j} ({int(q.sum())} presses):\n" + lo.format_board(q))
assert (
    span(GF(2), [as_gf2_vector(q) for q in quiet5]) == A5.right_kernel()
    and len(quiet5) == 2
)
print("the span of quiet_patterns(5, 5) is the kernel of A, of dimension 2")

# %% [markdown]
# The kernel has $2^2 = 4$ elements: nothing, the two basis patterns, and their sum. All three
# nonzero quiet patterns are shown below. Each is unchanged by the left-right and the
# top-bottom reflections of the board; the first is also unchanged by the transpose, which
# swaps the other two.

# %%
q_sum = quiet5[0] ^ quiet5[1]
symmetric = all(
    np.array_equal(q, q[:, ::-1]) and np.array_equal(q, q[::-1, :])
    for q in (quiet5[0], quiet5[1], q_sum)
)
assert (
    symmetric
    and np.array_equal(quiet5[0], quiet5[0].T)
    and np.array_equal(quiet5[1].T, q_sum)
)
fig, axes = plt.subplots(1, 3)
for ax, q, title in zip(
    axes, [quiet5[0], quiet5[1], q_sum], ["pattern 1", "pattern 2", "1 + 2"]
):
    lo.plot_board(
        np.zeros((5, 5), dtype=np.uint8),
        presses=q,
        ax=ax,
        title=f"{title}: {int(q.sum())} presses",
    )
lo.savefig(fig, "02-quiet-patterns")
plt.show()

# %% [markdown]
# *Figure 02-quiet-patterns.* The three nonzero quiet patterns of the 5 x 5 board (red rings
# are presses). Pressing any of them on any board changes nothing, so solutions come in
# groups of four.

# %% [markdown]
# ## Which boards are solvable
#
# $Ax = b$ has a solution exactly when $b$ lies in the column space of $A$. Over any field the
# column space of $A$ is the orthogonal complement of the kernel of $A^{\mathsf T}$, and $A$
# is symmetric, so:
#
# > a board $b$ is solvable if and only if $q \cdot b = 0$ (mod 2) for every quiet pattern $q$,
#
# that is, each quiet pattern covers an *even* number of lit cells. It suffices to test the
# basis. For 5 x 5 that is two independent parity checks, so exactly $2^{25}/4 = 2^{23}$ boards
# are solvable. `solve` performs this test first and names the quiet pattern a board fails;
# a single lit corner fails the second one.

# %%
corner = np.zeros((5, 5), dtype=np.uint8)
corner[0, 0] = 1
try:
    lo.solve(corner)
    raise AssertionError("a single lit corner must not be solvable")
except lo.NotSolvableError as err:
    print("NotSolvableError:", err)

# %% [markdown]
# The tests compare the criterion with brute force on all $2^{25} = 33\,554\,432$ boards of
# size 5 x 5: a board is reached by some press pattern exactly when both parities vanish, and
# $2^{23}$ boards are.
#
# ## All solutions, and the fewest presses
#
# If $x_0$ solves $b$, the solutions are exactly $x_0 + q$ for $q$ in the kernel: they form a
# coset of the kernel with $2^d$ elements, $d$ the nullity. `solutions(board)` yields them
# all. Source 000's example is stored in
# [`data/source000_example_5x5.txt`](../data/source000_example_5x5.txt). It has four
# solutions; the lightest has 11 presses, the number source 000 obtains with SCIP. Since
# these four are *all* the solutions, 11 is proven to be the minimum, and since no other
# solution has 11 presses, the lightest solution is unique: it is the one source 000 prints.

# %%
example = lo.parse_board((lo.DATA_DIR / "source000_example_5x5.txt").read_text())
print("source 000's board:\n" + lo.format_board(example))
sols = sorted(lo.solutions(example), key=lambda s: int(s.sum()))
weights = [int(s.sum()) for s in sols]
print("presses of its", len(sols), "solutions:", weights)
source000_solution = lo.parse_board(
    "10110\n01010\n00101\n10010\n11000"
)  # printed in source 000
best = lo.min_presses(example)
print("min_presses:", int(best.sum()), "presses\n" + lo.format_board(best))
assert (
    weights[0] == 11 < weights[1]
    and np.array_equal(best, source000_solution)
    and np.array_equal(best, sols[0])
)
print("the unique 11-press solution, equal to the one printed in source 000")

# %%
fig, axes = plt.subplots(1, 5, figsize=(12, 3.4))
lo.plot_board(example, ax=axes[0], title="the board")
for ax, s in zip(axes[1:], sols):
    lo.plot_board(example, presses=s, ax=ax, title=f"{int(s.sum())} presses")
lo.savefig(fig, "02-source000-solutions")
plt.show()

# %% [markdown]
# *Figure 02-source000-solutions.* Source 000's 5 x 5 example and its four solutions (red
# rings), lightest first. Any two differ by a quiet pattern; the lightest needs 11 presses.

# %% [markdown]
# ### One solution is not the lightest
#
# Source 000 ends by pointing out that Gaussian elimination over $\mathrm{GF}(2)$ gives *a*
# solution at once, but not in general the lightest: when free variables remain, their
# values change the number of presses, and with few free variables one can try them all.
# Its table of nine seeded boards (3 x 3, 4 x 4, 5 x 5; seeds 300-302, 400-402, 500-502)
# shows the same effect with SCIP: a model with objective 0 returns some solution, the
# minimising model the lightest. Below, for each board: the presses of SCIP's first solution
# and of its optimum as printed in the source, the presses of `solve` (elimination, free
# cells set to 0), the exact minimum, and the weights of all solutions.
#
# The source prints the boards' minima, not the boards: it gives only the recipe (a seed and
# random presses, notebook 01). That our reconstruction reproduces all nine of its minima is
# what validates the reconstructed boards. Every number the source prints for objective 0 is
# the weight of a genuine solution (which one a solver returns depends on the solver, as the
# source itself warns, so only this can be checked); on the 3 x 3 boards both of its columns
# agree because the solution is unique; and `solve`, like SCIP's first answer, is often not
# the lightest. Boards 401 and 402 have two and three lightest solutions, so "the" optimum
# of a solver is one of several there.

# %%
source000_table = {  # seed: (presses with objective 0, fewest presses), as printed in source 000
    300: (5, 5),
    301: (4, 4),
    302: (6, 6),
    400: (10, 4),
    401: (9, 5),
    402: (11, 5),
    500: (16, 12),
    501: (10, 10),
    502: (17, 7),
}
print(
    f"{'board':>6} {'seed':>5} {'SCIP obj. 0':>12} {'SCIP min':>9} {'solve()':>8} {'fewest':>7}  weights of all solutions"
)
reproduced, genuine, solve_heavier = 0, 0, 0
for seed, (first, fewest) in source000_table.items():
    size = seed // 100
    b = lo.random_solvable_board(size, size, seed=seed)
    weights = sorted(int(s.sum()) for s in lo.solutions(b))
    x_solve = lo.solve(b)
    reproduced += fewest == weights[0] == int(lo.min_presses(b).sum())
    genuine += first in weights
    solve_heavier += int(x_solve.sum()) > weights[0]
    print(
        f"{f'{size} x {size}':>6} {seed:5d} {first:12d} {fewest:9d} {int(x_solve.sum()):8d} {weights[0]:7d}  {weights}"
    )
print(
    f"source 000's minimum reproduced on {reproduced} of 9 boards; its objective-0 count is a solution's "
    f"weight on {genuine} of 9; solve() is heavier than the minimum on {solve_heavier} of 9"
)
assert (reproduced, genuine, solve_heavier) == (9, 9, 5)

# %% [markdown]
# ### Searching the coset fast
#
# For larger kernels listing solutions as arrays is wasteful. `min_presses` carries out
# source 000's suggestion, trying every choice of the free variables, on bit-packed 64-bit
# words: it tabulates all XOR combinations of the first 14 quiet patterns once, then walks
# the remaining ones in Gray-code order (one XOR per step) and takes popcounts
# (`np.bitwise_count`) of the whole table at each step. It is exact: every one of the $2^d$
# solutions is weighed. Where several solutions share the minimum it returns the first in
# this fixed order, so the book reports the *number* of presses as the answer, and shows all
# lightest solutions where it matters. This is the route for boards up to 400 cells; larger
# boards get their quiet patterns from light chasing and their minimum from a Walsh-Hadamard
# transform ([04, large boards](04_large_boards.ipynb)). The tests compare `min_presses` with
# brute force over all press patterns on every board of every shape up to 12 cells, on random
# 4 x 4 boards, and with the minimum over `solutions()` on random boards up to 9 x 9.

# %% [markdown]
# ## Every board at once: the distribution of fewest presses
#
# How hard is a typical board, and what is the hardest? For 3 x 3, 4 x 4 and 5 x 5 we count,
# for every solvable board, its fewest presses. `min_press_distribution(m, n)` does it with
# the cosets: each press pattern is $u + (\text{a combination of the basis quiet patterns})$
# with $u$ zero on the free cells, one $u$ per solvable board; for all
# $2^{\operatorname{rank}}$ values of $u$ at once it takes the minimum popcount over the $2^d$
# combinations. (The tests recompute the three distributions by brute force over every press
# pattern, without the kernel or the cosets.)

# %%
distributions = {n: lo.min_press_distribution(n, n) for n in (3, 4, 5)}
ranks = {n: lo.press_matrix_gf2(n, n).rank() for n in (3, 4, 5)}
width = max(len(d) for d in distributions.values())
print("presses " + "".join(f"{f'{n} x {n}':>10}" for n in distributions))
for k in range(width):
    cells = [
        distributions[n][k] if k < len(distributions[n]) else "" for n in distributions
    ]
    print(f"{k:7d} " + "".join(f"{c:>10}" for c in cells))
print("  total " + "".join(f"{sum(d):>10}" for d in distributions.values()))
print("2**rank " + "".join(f"{2 ** ranks[n]:>10}" for n in distributions))
assert all(sum(distributions[n]) == 2 ** ranks[n] for n in distributions)

# %% [markdown]
# The totals are the numbers of solvable boards, $2^{\operatorname{rank} A}$. The hardest
# 3 x 3 board needs 9 presses, the hardest 4 x 4 boards 7 (32 of them) and the hardest 5 x 5
# boards 15 (7350 of them). For 3 x 3 the counts are the binomial coefficients
# $\binom{9}{k}$: with a unique solution, the fewest presses of a board is simply the size of
# its one press pattern.

# %%
hardest = {n: (len(d) - 1, d[-1]) for n, d in distributions.items()}
print("hardest boards (presses, how many):", hardest)
assert distributions[3] == [math.comb(9, k) for k in range(10)]
assert hardest == {3: (9, 1), 4: (7, 32), 5: (15, 7350)}

# %%
fig, ax = plt.subplots()
for (n, d), marker in zip(distributions.items(), ["o", "s", "D"]):
    share = 100 * np.array(d) / sum(d)
    (line,) = ax.plot(
        range(len(d)),
        share,
        marker=marker,
        label=f"{n} x {n}: {sum(d):,} boards; hardest: {len(d) - 1} presses "
        f"({d[-1]:,} board{'s' if d[-1] > 1 else ''})",
    )
    ax.plot(
        [len(d) - 1],
        [share[-1]],
        marker=marker,
        markersize=15,
        markerfacecolor="none",
        color=line.get_color(),
        clip_on=False,
    )
ax.set_yscale("log")
ax.set_xlabel("fewest presses")
ax.set_ylabel("share of solvable boards (%, log scale)")
ax.set_xticks(range(0, 16))
ax.set_xlim(-0.5, 15.5)
ax.set_ylim(1e-5, 100)
ax.set_yticks([1e-4, 1e-2, 1, 100], ["0.0001", "0.01", "1", "100"])
ax.set_title("Fewest presses over every solvable board")
ax.legend(loc="lower right")
lo.savefig(fig, "02-min-press-distributions")
plt.show()

# %% [markdown]
# *Figure 02-min-press-distributions.* For every solvable board of each size, the fewest
# presses that switch it off (exhaustive), as a share of all solvable boards of that size.
# Totals are $2^9$, $2^{12}$ and $2^{23}$, the numbers of solvable boards. The vertical axis is
# logarithmic so that the rare boards show: the single 5 x 5 board needing no press is
# $1/2^{23} \approx 10^{-5}$ % of the total. The large open marker at the right end of each
# curve is the hardest boards.

# %% [markdown]
# ### Comparison with published numbers
#
# We found no published table of the whole 5 x 5 distribution. Two of its numbers are
# published: Al Geist's Lights Out page (1996, listed under References) states that "none of
# the 8 million solvable puzzles requires more than 15 moves". Our count of solvable boards is
# $2^{23} = 8\,388\,608$ and our maximum is 15: both agree.

# %%
print(
    f"solvable 5 x 5 boards: {sum(distributions[5]):,}; most presses needed: {len(distributions[5]) - 1}"
)
assert round(sum(distributions[5]) / 1e6) == 8 and len(distributions[5]) - 1 == 15

# %% [markdown]
# ## All lights on
#
# The board with every light on is a classic start (and the XL-25's goal, reached from the
# dark board, is the same equation $Ax = \mathbf 1$). It is solvable on *every* board, of any
# shape. This is a theorem of K. Sutner ("Linear cellular automata and the Garden-of-Eden",
# 1989, for any graph under this "toggle yourself and your neighbours" rule; A. E. Brouwer's
# notes give the same short proof and an earlier source), and the criterion above proves it
# in two lines. Let $q$ be a quiet pattern, so $Aq = 0$. Then, modulo 2,
#
# $$ 0 = q^{\mathsf T} A q = \sum_i A_{ii}\, q_i + 2 \sum_{i < j} A_{ij}\, q_i q_j \equiv \sum_i q_i, $$
#
# because $A$ is symmetric with ones on its diagonal. So every quiet pattern presses an even
# number of buttons, which says exactly that the all-on board $\mathbf 1$ satisfies
# $q \cdot \mathbf 1 = 0$ for every $q$. The check below covers every basis quiet pattern of
# every board up to 20 x 20.

# %%
odd = [
    (m, n)
    for m in range(1, 21)
    for n in range(1, 21)
    if any(q.sum() % 2 for q in lo.quiet_patterns(m, n))
]
assert not odd
print(
    "every basis quiet pattern of every m x n board with m, n <= 20 presses an even number of buttons"
)

# %% [markdown]
# For $n = 1, \dots, 20$ we solve the $n \times n$ all-on board: its nullity, its number of
# solutions $2^d$, and its fewest presses, exactly. The tests confirm the fewest presses for
# $n \le 5$ by brute force over all press patterns.

# %%
all_on_rows = []
for n in range(1, 21):
    on = np.ones((n, n), dtype=np.uint8)
    d = len(lo.quiet_patterns(n, n))
    x = lo.min_presses(on)
    assert not lo.apply_presses(on, x).any()
    all_on_rows.append((n, d, 2**d, int(x.sum())))
print(f"{'n':>3} {'nullity':>8} {'solutions':>10} {'fewest presses':>15}")
for row in all_on_rows:
    print(f"{row[0]:3d} {row[1]:8d} {row[2]:10d} {row[3]:15d}")

# %% [markdown]
# The smallest cases can be confirmed by hand. The 1 x 1 board needs its one press. The
# 2 x 2 board has nullity 0, so its all-on board has exactly one solution, and pressing all
# four buttons is a solution (each light is toggled by three of them, an odd number); being
# the only one, it is the lightest: 4 presses. The 5 x 5 all-on board needs 15 presses, so it
# is one of the 7350 hardest 5 x 5 boards.
#
# ### Comparison with the published tables
#
# These three columns are OEIS sequences: the nullity is
# [A159257](https://oeis.org/A159257), the number of solutions of the all-on board is
# [A075462](https://oeis.org/A075462) ($= 2^{\text{A159257}}$), and its fewest presses are
# [A075464](https://oeis.org/A075464) ("the minimal number of nontrivial switch flippings
# needed to solve the all-ones lights out problem"). Their first 20 terms, copied from the
# entries:

# %%
published = {
    "nullity (A159257)": [0, 0, 0, 4, 2, 0, 0, 0, 8, 0, 6, 0, 0, 4, 0, 8, 2, 0, 16, 0],
    "solutions (A075462)": [
        1,
        1,
        1,
        16,
        4,
        1,
        1,
        1,
        256,
        1,
        64,
        1,
        1,
        16,
        1,
        256,
        4,
        1,
        65536,
        1,
    ],
    "fewest presses (A075464)": [
        1,
        4,
        5,
        4,
        15,
        28,
        33,
        40,
        25,
        44,
        55,
        72,
        105,
        56,
        117,
        104,
        147,
        188,
        141,
        224,
    ],
}
disagreements = {
    name: [
        n
        for n, ours, theirs in zip(
            range(1, 21), [row[col] for row in all_on_rows], terms
        )
        if ours != theirs
    ]
    for col, (name, terms) in enumerate(published.items(), start=1)
}
print("terms n = 1..20 that differ from the OEIS:", disagreements)
assert not any(disagreements.values())
print("all 60 numbers agree with A159257, A075462 and A075464")

# %% [markdown]
# ## Fewest presses as decoding
#
# The quiet patterns of the $m \times n$ board form a linear subspace $Q = \ker A$ of
# $\mathrm{GF}(2)^{mn}$: in the language of coding theory, a *binary linear code*. Its
# *length* is $mn$ (one bit per button), its *dimension* is the nullity $d$, and its
# *minimum distance* $\delta$ is the fewest presses of a nonzero quiet pattern (for a linear
# code, the smallest Hamming distance between two codewords equals the smallest weight of a
# nonzero codeword, because the difference of two codewords is a codeword). The three nonzero
# words of the 5 x 5 code have 16, 12 and 12 presses: it is a $[25, 2, 12]$ code, in the
# usual notation [length, dimension, minimum distance]. By the previous section every
# codeword has even weight, so $\delta$ is always even.
#
# We compute the parameters of every board with $m \le n \le 12$ that has quiet patterns, by
# listing all $2^d$ codewords, and count the codewords of weight $\delta$.


# %%
def quiet_code(m, n):
    """(length, dimension, minimum distance, number of words of that weight) of the m x n quiet code."""
    basis = np.array([q.ravel() for q in lo.quiet_patterns(m, n)], dtype=np.int64)
    combos = np.array(
        list(itertools.product((0, 1), repeat=len(basis)))[1:], dtype=np.int64
    )
    weights = ((combos @ basis) % 2).sum(axis=1)
    return m * n, len(basis), int(weights.min()), int((weights == weights.min()).sum())


codes = {
    (m, n): quiet_code(m, n)
    for m in range(1, 13)
    for n in range(m, 13)
    if len(lo.quiet_patterns(m, n))
}
print(
    f"{'board':>8} {'[length, dimension, min. distance]':>36} {'words of min. weight':>21}"
)
for (m, n), (length, k, delta, count) in codes.items():
    print(f"{f'{m} x {n}':>8} {f'[{length}, {k}, {delta}]':>36} {count:21d}")
assert codes[(5, 5)][:3] == (25, 2, 12) and all(
    delta % 2 == 0 for _, _, delta, _ in codes.values()
)
print(
    len(codes),
    "boards with m <= n <= 12 have quiet patterns; the 5 x 5 code is [25, 2, 12]; every distance is even",
)

# %% [markdown]
# We found no published table of these codes to compare with. The tests recompute the
# minimum distance of every board with at most 16 cells by brute force over all its press
# patterns.

# %% [markdown]
# Now look at a board $b$ through this lens. Its solutions are the coset $x_0 + Q$, and a
# solution with the fewest presses is a vector of least weight in the coset: what coding
# theory calls a **coset leader**. There is a second way to say the same thing. The code is
# the kernel of $A$, so $A$ is a *parity-check matrix* of it (its rows span the orthogonal
# complement of $Q$), and for any press pattern $x$ the vector $Ax$ is its *syndrome*. The board is the syndrome of its own solutions, and "fewest presses" is
# **syndrome decoding**: given the syndrome $b$, find the lightest $x$ with $Ax = b$, that is,
# the most likely error pattern on a binary symmetric channel.
#
# The minimum distance says when the lightest solution is unique: two solutions differ by a
# nonzero codeword, so they differ in at least $\delta$ buttons, and a solution with fewer
# than $\delta / 2$ presses is the only one that light. On 5 x 5 every board that can be
# switched off in at most 5 presses has a unique lightest solution (exercise 1).
#
# Berlekamp, McEliece and van Tilborg proved in 1978 that syndrome decoding of binary linear
# codes is NP-complete: deciding, for a given binary matrix $H$, vector $s$ and number $w$,
# whether some $x$ with at most $w$ ones has $Hx = s$. Vardy proved in 1997 that even
# computing the minimum distance of a binary linear code is NP-hard. Both theorems are about
# *all* binary matrices; they do not settle how hard the particular matrices of Lights Out
# are. But they rule out a general shortcut, unless P = NP: a method that found coset
# leaders in polynomial time for every code would solve every problem in NP in polynomial
# time. This is why the book does the plain thing that
# is exact and fast enough here: it enumerates the $2^d$ solutions of the coset. The nullity
# $d$ is at most $\min(m, n)$ (notebook 01) and is 0 for most square boards, so the coset is
# small; the price grows like $2^d$, as the timings below show.
#
# The same fact explains why integer programming struggles with the fewest presses
# ([06, integer programming with SCIP](06_integer_programming_with_scip.ipynb), refers back
# here). Source 000's model is
# $b_{rc} + \sum_{(i,j) \in N(r,c)} x_{ij} = 2 k_{rc}$ with $x_{ij} \in \{0, 1\}$ and integer
# $0 \le k_{rc} \le \lfloor (b_{rc} + |N(r,c)|)/2 \rfloor$, where $N(r,c)$ is the cell and its
# neighbours. A solver starts from the linear relaxation, where $x$ may take any value in
# $[0, 1]$ and $k$ any real value. There $x = 0$, $k = b/2$ is feasible for *every* board, with
# objective 0, so the relaxation's bound is 0 and says nothing about the fewest presses: the
# solver must close the whole gap by branching and cutting, a search of the same coset in
# disguise. Here is the check on source 000's example, whose true minimum is 11.

# %%
degree = (
    lo.press_matrix(5, 5).sum(axis=0).reshape(5, 5)
)  # |N(r, c)|: the cell and its neighbours
x_lp, k_lp = np.zeros((5, 5)), example / 2
left = example + (lo.press_matrix(5, 5) @ x_lp.ravel()).reshape(
    5, 5
)  # b + sum of the x over N(r, c)
feasible = (
    np.allclose(left, 2 * k_lp)
    and (0 <= k_lp).all()
    and (k_lp <= (example + degree) // 2).all()
)
print(
    f"x = 0, k = b/2 satisfies the relaxation of source 000's model: {feasible}; "
    f"its objective is {x_lp.sum():.0f}, the fewest presses are {int(lo.min_presses(example).sum())}"
)
assert feasible

# %% [markdown]
# ## How fast is the exact minimum?
#
# The benchmark [`bench/bench_02_min_presses.py`](../bench/bench_02_min_presses.py) (run by
# `make bench B=02_min_presses`) times the table-and-Gray-code search of `min_presses` on
# seeded random solvable boards: every $n \times n$ board with $n \le 40$ whose nullity is at
# most 26 (all but 39 x 39, whose nullity is 32), two boards each, and three rectangular boards
# with larger nullity. Up to 400 cells this is the route `min_presses` takes anyway. Above 400
# cells `min_presses` would switch to light chasing and a Walsh-Hadamard transform (timed in
# notebook 04), so the benchmark raises that threshold while it runs and forces the search
# described here; the column `route` says which boards were forced. For each shape the
# elimination of $A$ runs first and is timed on its own, so the per-shape cache is warm when
# `solve` and `min_presses` are timed; for $d \le 12$ the plain minimum over `solutions()` is
# timed too. The results are in [`data/02_min_presses.csv`](../data/02_min_presses.csv), the
# machine and versions in `data/02_min_presses.meta.json`. Since the search weighs all $2^d$
# solutions, the time should grow like $2^d$ once $d$ is large enough for the search to
# outweigh the fixed costs (validating the board, one solution, packing the bits): first
# through the table, which has $2^d$ rows while $d \le 14$, then through the Gray-code walk.

# %%
with open(lo.DATA_DIR / "02_min_presses.csv") as f:
    bench = list(csv.DictReader(f))
meta = json.loads((lo.DATA_DIR / "02_min_presses.meta.json").read_text())
nullity = np.array([int(r["nullity"]) for r in bench])
cells = np.array([int(r["cells"]) for r in bench])
t_min = np.array([float(r["seconds_min_presses"]) for r in bench])
forced = np.array([r["route"] == "forced" for r in bench])
square = np.array([r["m"] == r["n"] for r in bench])
print(
    f"{len(bench)} boards timed on {meta['machine']['cpu']} ({meta['machine']['cores']} cores), {meta['date'][:10]}; "
    f"{int(forced.sum())} of them above 400 cells, forced onto this route"
)
table_only = t_min[nullity <= 14]
print(
    f"d <= 14 (the table alone): median {1e3 * np.median(table_only):.2f} ms, slowest {1e3 * table_only.max():.2f} ms "
    f"over {table_only.size} boards"
)
for r in bench:
    if int(r["nullity"]) >= 20:
        print(
            f"{r['m']} x {r['n']} (d = {r['nullity']}, {r['route']}): {float(r['seconds_min_presses']):.3f} s"
        )
plain = [
    (
        int(r["nullity"]),
        float(r["seconds_min_over_solutions"]) / float(r["seconds_min_presses"]),
    )
    for r in bench
    if r["seconds_min_over_solutions"] and int(r["nullity"]) >= 8
]
print(
    "d >= 8: the minimum over solutions() is slower by a factor",
    ", ".join(f"{ratio:.0f} (d = {d})" for d, ratio in plain),
)

# %% [markdown]
# Beyond $d = 30$ the search would weigh more than a billion solutions; `min_presses` refuses
# such boards with a clear message instead of running for minutes. The 39 x 39 board, the one
# square left out of the benchmark, is such a board.

# %%
try:
    lo.min_presses(lo.random_solvable_board(39, 39, seed=1))
    raise AssertionError("min_presses must refuse d = 32")
except lo.NotSolvableError:
    raise AssertionError("the board is solvable by construction")
except ValueError as err:
    print("min_presses on 39 x 39 refuses:", err)

# %%
fig, ax = plt.subplots()
sc = ax.scatter(
    nullity[~forced],
    t_min[~forced],
    c=cells[~forced],
    cmap="viridis",
    vmin=0,
    vmax=cells.max(),
    s=40,
    label="up to 400 cells (min_presses's own route)",
)
ax.scatter(
    nullity[forced],
    t_min[forced],
    c=cells[forced],
    cmap="viridis",
    vmin=0,
    vmax=cells.max(),
    s=55,
    marker="s",
    edgecolors="#e03131",
    linewidths=1.2,
    label="above 400 cells (route forced)",
)
d_ref = int(nullity.max())
t_ref = float(t_min[nullity == d_ref].max())
d_line = np.arange(12, d_ref + 1)
ax.plot(
    d_line,
    t_ref * 2.0 ** (d_line - d_ref),
    linestyle="--",
    color="#868e96",
    linewidth=1.5,
    label="proportional to $2^d$",
)
ax.set_yscale("log")
ax.set_xlabel("nullity $d$ (the search weighs $2^d$ solutions)")
ax.set_ylabel("time of min_presses (s)")
ax.set_title("Exact fewest presses by table and Gray code: time against nullity")
fig.colorbar(sc, ax=ax, label="cells of the board")
legend = ax.legend(loc="upper left")
for handle in legend.legend_handles[:2]:
    handle.set_facecolor("#3b528b")  # one viridis shade for the markers in the legend
lo.savefig(fig, "02-min-presses-time")
plt.show()

# %% [markdown]
# *Figure 02-min-presses-time.* Time of the table-and-Gray-code search of `min_presses`
# against the nullity $d$, one point per board. Wall clock, from `data/02_min_presses.csv`
# (one machine, best of three runs up to $d = 20$); colour is the number of cells, red-edged
# squares are boards above 400 cells forced onto this route. For small $d$ fixed costs dominate; for larger $d$ the
# time grows like $2^d$ (the dashed line), first building the table of combinations and then,
# beyond $d = 14$, walking the Gray code, by a factor that also grows with the number of
# 64-bit words a solution needs.

# %% [markdown]
# ## Summary
#
# * When $A$ is invertible (3 x 3) every board has exactly one solution, $A^{-1}b$.
# * The kernel of $A$ consists of the quiet patterns, press patterns that change nothing. A
#   board is solvable if and only if every quiet pattern covers an even number of its lit
#   cells; the 5 x 5 board has two independent quiet patterns, so a quarter of its boards,
#   $2^{23}$, are solvable, each in four ways.
# * The solutions of a board are one solution plus every quiet pattern: a coset of the
#   kernel. Source 000's example has four solutions; the lightest, with 11 presses, is unique
#   and is the one source 000 prints. Our reconstruction of source 000's nine seeded boards
#   reproduces all nine of its minima, and a single elimination (like SCIP without an
#   objective) often gives a heavier solution.
# * Exhaustively: the hardest 3 x 3 board needs 9 presses, the hardest 4 x 4 boards 7 (32
#   boards) and the hardest 5 x 5 boards 15 (7350 boards, the all-on board among them).
# * Every quiet pattern presses an even number of buttons, so the all-on board is solvable on
#   every board. Its nullity, number of solutions and fewest presses for $n \le 20$ are those
#   of OEIS A159257, A075462 and A075464.
# * The quiet patterns form a binary linear code (for 5 x 5 a $[25, 2, 12]$ code). The fewest
#   presses of a board are the weight of a coset leader: syndrome decoding with $A$ as the
#   parity-check matrix, NP-complete for general codes. The book therefore searches all $2^d$
#   solutions, which is exact and takes time proportional to $2^d$; the linear relaxation of
#   source 000's integer program has bound 0 for every board.
#
# Next: [03, light chasing and polynomials](03_light_chasing_and_polynomials.ipynb) reduces
# the $mn \times mn$ system to an $n \times n$ one.
#
# ## Exercises
#
# **Exercise 1.** The three nonzero quiet patterns of 5 x 5 have 16, 12 and 12 presses. Prove
# that a 5 x 5 board that can be switched off with at most 5 presses has exactly one
# solution with at most 5 presses, and deduce the first six entries of the 5 x 5
# distribution.
#
# <details><summary>Hint</summary>
#
# Two solutions of the same board differ by a nonzero quiet pattern. If both had at most 5
# presses, how many buttons could they differ in?
#
# </details>
#
# <details><summary>Solution</summary>
#
# If $x$ and $y$ solve the same board, $x + y$ is a nonzero quiet pattern, so it presses at
# least 12 buttons; but $x + y$ presses at most $|x| + |y| \le 10$ buttons. So there is only
# one solution with at most 5 presses. Hence the boards needing exactly $k \le 5$ presses
# correspond one to one to the press patterns with $k$ presses, and there are
# $\binom{25}{k}$ of them: 1, 25, 300, 2300, 12650, 53130.
#
# ```python
# import math
#
# assert sorted(int(q.sum()) for q in lo.quiet_patterns(5, 5) + [lo.quiet_patterns(5, 5)[0] ^ lo.quiet_patterns(5, 5)[1]]) == [12, 12, 16]
# dist5 = lo.min_press_distribution(5, 5)
# assert dist5[:6] == [math.comb(25, k) for k in range(6)]
# print("5 x 5 boards needing k <= 5 presses:", dist5[:6])
# ```
#
# </details>
#
# **Exercise 2.** Exercise 1 fails at 6 presses: some 5 x 5 boards have two different
# 6-press solutions. Find how many such boards there are, and explain the count with the two
# quiet patterns of weight 12.
#
# <details><summary>Hint</summary>
#
# If $x \ne y$ both have 6 presses and solve the same board, $x + y$ is a quiet pattern with
# at most 12 presses. Which one can it be, and how must $x$ and $y$ sit on it?
#
# </details>
#
# <details><summary>Solution</summary>
#
# $x + y$ is a nonzero quiet pattern with at most 12 presses, so it is one of the two
# patterns $q$ of weight 12, and $|x + y| = 12 = |x| + |y|$ means that $x$ and $y$ are
# disjoint and together make up $q$. So the pairs are the splittings of the 12 buttons of $q$
# into two halves of 6: $\binom{12}{6} / 2 = 462$ unordered pairs for each of the two
# patterns, 924 boards in all (the two patterns give different boards, since a board with
# two 6-press solutions has no third one). Each of these boards needs exactly 6 presses.
#
# ```python
# boards6 = set()
# for q in [q for q in lo.quiet_patterns(5, 5) + [lo.quiet_patterns(5, 5)[0] ^ lo.quiet_patterns(5, 5)[1]] if q.sum() == 12]:
#     support = list(zip(*np.nonzero(q)))
#     for half in itertools.combinations(support, 6):
#         x = np.zeros((5, 5), dtype=np.uint8)
#         for r, c in half:
#             x[r, c] = 1
#         board = lo.apply_presses(np.zeros((5, 5)), x)
#         assert not lo.apply_presses(board, q ^ x).any()  # the other half solves it too
#         boards6.add(board.tobytes())
# assert len(boards6) == 924 == 2 * math.comb(12, 6) // 2
# assert all(int(lo.min_presses(np.frombuffer(b, dtype=np.uint8).reshape(5, 5)).sum()) == 6 for b in list(boards6)[:50])
# print(len(boards6), "boards of size 5 x 5 have two lightest solutions of 6 presses")
# ```
#
# </details>
#
# **Exercise 3.** The 32 hardest 4 x 4 boards need 7 presses. How many of the 16 solutions of
# such a board have 7 presses? What does this mean for a solver that reports "the" optimal
# solution?
#
# <details><summary>Hint</summary>
#
# Find the 32 boards from the press patterns: apply all $2^{16}$ patterns to the dark board
# with one matrix product modulo 2, and keep, for each board, the lightest patterns.
#
# </details>
#
# <details><summary>Solution</summary>
#
# Every one of the 32 boards has 12 lightest solutions among its 16 (the other four have 11
# presses). A solver that minimises the presses returns one of the twelve, and which one
# depends on its search order; only the number 7, or the list of all twelve, is a fact about
# the board.
#
# ```python
# a = lo.press_matrix(4, 4).astype(np.int64)
# patterns = np.array(list(itertools.product((0, 1), repeat=16)), dtype=np.int64)
# keys = ((patterns @ a.T) % 2) @ (1 << np.arange(16))
# weight = patterns.sum(axis=1)
# fewest = np.full(2 ** 16, 99)
# np.minimum.at(fewest, keys, weight)
# hardest4 = np.flatnonzero(fewest == 7)
# assert len(hardest4) == 32
# for key in hardest4:
#     board = np.array([(key >> i) & 1 for i in range(16)], dtype=np.uint8).reshape(4, 4)
#     weights = sorted(int(s.sum()) for s in lo.solutions(board))
#     assert weights.count(7) == 12 and weights[-4:] == [11, 11, 11, 11]
# print("each of the 32 hardest 4 x 4 boards has 12 lightest solutions of 7 presses")
# ```
#
# </details>
#
# **Exercise 4.** The distribution of fewest presses for 5 x 5 looks roughly binomial.
# Compare its mean with the mean number of presses of a uniformly random press pattern, and
# explain the shift to the left.
#
# <details><summary>Hint</summary>
#
# A board's fewest presses is the minimum over its four solutions, and the press patterns of
# the solvable boards, all $2^{25}$ of them, fall into $2^{23}$ groups of four.
#
# </details>
#
# <details><summary>Solution</summary>
#
# A uniformly random press pattern has $25/2 = 12.5$ presses on average (binomial with
# $p = 1/2$). Each solvable board has four solutions, and its fewest presses is the smallest of
# the four weights, so it lies at or below each of them: the mean of the fewest presses is
# smaller, just under 10. The shift is the gain from choosing the best of four.
#
# ```python
# dist5 = lo.min_press_distribution(5, 5)
# mean_fewest = sum(k * c for k, c in enumerate(dist5)) / sum(dist5)
# assert 9.5 < mean_fewest < 10 < 12.5
# print(f"mean fewest presses {mean_fewest:.2f}, mean presses of a random pattern 12.5")
# ```
#
# </details>
#
# ## References
#
# * Source 000: "Lights Out and integer programming" (Japanese article, ライツアウトと整数計画法):
#   the 5 x 5 example and its 11-press optimum, the nine seeded boards, the integer program.
#   Source 002: "Lights Out with SageMath", part 1 (Japanese article): the plan followed here.
#   The texts are kept with the project; no public address is recorded.
# * M. Anderson and T. Feil, "Turning Lights Out with Linear Algebra", *Mathematics
#   Magazine* 71(4) (1998) 300-303, [doi:10.2307/2690705](https://doi.org/10.2307/2690705).
# * K. Sutner, "Linear cellular automata and the Garden-of-Eden", *The Mathematical
#   Intelligencer* 11(2) (1989) 49-53, [doi:10.1007/BF03023823](https://doi.org/10.1007/BF03023823):
#   the all-ones problem is always solvable.
# * A. E. Brouwer, "Lights Out and Button Madness Games",
#   [www.win.tue.nl/~aeb/ca/madness/madrect.html](https://www.win.tue.nl/~aeb/ca/madness/madrect.html):
#   the proof that the diagonal of a symmetric matrix lies in its row space, with its history.
# * E. R. Berlekamp, R. J. McEliece and H. C. A. van Tilborg, "On the inherent intractability of
#   certain coding problems", *IEEE Transactions on Information Theory* 24(3) (1978) 384-386,
#   [doi:10.1109/TIT.1978.1055873](https://doi.org/10.1109/TIT.1978.1055873).
# * A. Vardy, "The intractability of computing the minimum distance of a code", *IEEE
#   Transactions on Information Theory* 43(6) (1997) 1757-1766,
#   [doi:10.1109/18.641542](https://doi.org/10.1109/18.641542).
# * OEIS [A159257](https://oeis.org/A159257) (nullity of the $n \times n$ board),
#   [A075462](https://oeis.org/A075462) (number of solutions of the all-ones problem),
#   [A075464](https://oeis.org/A075464) (fewest presses of the all-ones problem).
# * A. Geist, "LightsOut Game" (1996),
#   [www.epm.ornl.gov/~geist/java/applets/lightsout/](https://www.epm.ornl.gov/~geist/java/applets/lightsout/):
#   "none of the 8 million solvable puzzles requires more than 15 moves".
