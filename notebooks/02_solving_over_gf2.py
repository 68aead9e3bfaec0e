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
# $\mathrm{GF}(2)$. This notebook carries out the plan of source 002 ("Lights Out with
# SageMath", part 1): when $A$ is invertible, invert it; when it is not, as for the 5 x 5
# board, decide which boards are solvable, find one solution, then all of them, then choose
# the best. "Best" means fewest presses, the question that closes source 000 ("Lights Out and
# integer programming"), whose 5 x 5 example needs 11. We go past both sources by computing,
# exhaustively, how many presses *every* solvable 3 x 3, 4 x 4 and 5 x 5 board needs.
#
# **Uses:** [01, the Lights Out matrix](01_the_lights_out_matrix.ipynb) (the matrix $A$,
# `press_matrix`, `press_matrix_gf2`, `apply_presses`, `random_solvable_board`). The helpers
# introduced here are `solve` (for two colours), `quiet_patterns`, `solutions`,
# `min_presses` and `min_press_distribution` in
# [`lightsout_helpers.py`](../lightsout_helpers.py).

# %%
try:  # SageMath: conda-forge's `sage` or the modular passagemath wheels
    from sage.all import *
except ImportError:
    from sage.all__sagemath_modules import *

import csv
import itertools
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
# inverse directly (the entries are elements of $\mathrm{GF}(2)$, so this is exact arithmetic
# modulo 2). Since $A A^{-1} = I$, column $j$ of $A^{-1}$ is the press pattern that toggles
# cell $j$ and no other:

# %%
A3 = lo.press_matrix_gf2(3, 3)
A3_inv = A3.inverse()
print(A3_inv)
assert A3 * A3_inv == identity_matrix(GF(2), 9)
for j in range(9):  # column j of the inverse, pressed on the dark board, lights cell j alone
    lit = lo.apply_presses(np.zeros((3, 3), dtype=np.uint8), from_gf2_vector(A3_inv.column(j), 3, 3))
    assert np.array_equal(lit.ravel(), np.eye(9, dtype=np.uint8)[j])
print("A * A^-1 = I, and column j of A^-1 pressed on the dark board lights cell j alone")

# %% [markdown]
# For a board $b$ the solution is $A^{-1}b$, the sum of the columns of $A^{-1}$ that belong to
# its lit cells. Here is a board drawn with seed 300, the first seed of source 000's
# table, solved both with the inverse and with the helper `solve`.

# %%
b3 = lo.random_solvable_board(3, 3, seed=300)
x3 = from_gf2_vector(A3_inv * as_gf2_vector(b3), 3, 3)
print("board:\n" + lo.format_board(b3))
print("presses A^-1 b:\n" + lo.format_board(x3))
assert np.array_equal(x3, lo.solve(b3))
assert not lo.apply_presses(b3, x3).any()
assert int(x3.sum()) == 5  # source 000's table: 5 presses for seed 300
print("solve() gives the same presses, and they switch every light off:", int(x3.sum()),
      "presses (source 000's table: 5)")

# %% [markdown]
# Uniqueness, checked by brute force: applying all $2^9 = 512$ press patterns to the dark
# board gives 512 *different* boards, so each board arises from exactly one pattern, and
# `solve` returns that pattern for every board.

# %%
patterns_3 = [np.array(bits, dtype=np.uint8).reshape(3, 3) for bits in itertools.product((0, 1), repeat=9)]
zero3 = np.zeros((3, 3), dtype=np.uint8)
reached = {lo.apply_presses(zero3, p).tobytes(): p for p in patterns_3}
assert len(reached) == 512
for key, p in reached.items():
    assert np.array_equal(lo.solve(np.frombuffer(key, dtype=np.uint8).reshape(3, 3)), p)
print("3 x 3: 512 press patterns give 512 distinct boards; solve() recovers each pattern")

# %% [markdown]
# ## A singular board: 5 x 5
#
# For the 5 x 5 board $A$ has rank 23 (notebook 01), so its kernel has dimension
# $25 - 23 = 2$. A kernel vector $q$ is a **quiet pattern**: pressing it changes no light,
# because $Aq = 0$. The helper `quiet_patterns(m, n)` returns a basis of the kernel, found by
# Gauss-Jordan elimination of $A$ on bit-packed rows (one basis pattern per free cell of the
# reduced matrix). We compare it with Sage's kernel.

# %%
A5 = lo.press_matrix_gf2(5, 5)
quiet5 = lo.quiet_patterns(5, 5)
print("rank of A (5 x 5):", A5.rank(), "  quiet patterns in the basis:", len(quiet5))
for j, q in enumerate(quiet5, start=1):
    print(f"quiet pattern {j} ({int(q.sum())} presses):\n" + lo.format_board(q))
assert A5.rank() == 23 and len(quiet5) == 2
sage_kernel = A5.right_kernel()
ours = span(GF(2), [as_gf2_vector(q) for q in quiet5])
assert ours == sage_kernel and sage_kernel.dimension() == 2
for q in quiet5:
    assert not lo.apply_presses(np.zeros((5, 5)), q).any()
print("the span of quiet_patterns(5, 5) equals Sage's right kernel of A")

# %% [markdown]
# The kernel has $2^2 = 4$ elements: nothing, the two basis patterns, and their sum. All three
# nonzero quiet patterns are shown below. Each is unchanged by the left-right and the
# top-bottom reflection of the board; the first is also unchanged by the transpose, which
# swaps the other two.

# %%
q_sum = quiet5[0] ^ quiet5[1]
for q in (quiet5[0], quiet5[1], q_sum):
    assert np.array_equal(q, q[:, ::-1]) and np.array_equal(q, q[::-1, :])
assert np.array_equal(quiet5[0], quiet5[0].T) and np.array_equal(quiet5[1].T, q_sum)
fig, axes = plt.subplots(1, 3)
for ax, q, title in zip(axes, [quiet5[0], quiet5[1], q_sum],
                        ["pattern 1", "pattern 2", "1 + 2"]):
    lo.plot_board(np.zeros((5, 5), dtype=np.uint8), presses=q, ax=ax, title=f"{title}: {int(q.sum())} presses")
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
# column space is the orthogonal complement of the kernel of $A^{\mathsf T}$, and $A$ is
# symmetric, so:
#
# > a board $b$ is solvable if and only if $q \cdot b = 0$ (mod 2) for every quiet pattern $q$,
#
# that is, each quiet pattern covers an *even* number of lit cells. It suffices to test the
# basis. For 5 x 5 that is two parity checks, so exactly $2^{25}/4 = 2^{23}$ boards are
# solvable. `solve` performs this test first and names the quiet pattern a board fails:

# %%
corner = np.zeros((5, 5), dtype=np.uint8)
corner[0, 0] = 1
try:
    lo.solve(corner)
    raise AssertionError("a single lit corner must not be solvable")
except lo.NotSolvableError as err:
    print("NotSolvableError:", err)

# %% [markdown]
# We check the criterion against brute force on all $2^{25} = 33\,554\,432$ boards. Encode a
# board or press pattern as a 25-bit integer (bit $i$ = cell $i$, row-major). The board
# reached by a press pattern is the XOR of the columns of $A$ it selects, so the boards of all
# $2^{25}$ patterns fill a table by doubling: the patterns using buttons $0..j$ are those using
# $0..j-1$, with and without button $j$. Brute force says a board is solvable when it appears
# in this table; the criterion says so when both parities vanish.

# %%
def column_ints(m, n):
    """Column j of A as an integer (bit i = cell i)."""
    a = lo.press_matrix(m, n)
    return [int(sum(1 << i for i in np.flatnonzero(a[:, j]))) for j in range(m * n)]


def boards_of_all_patterns(m, n):
    """Entry p is the board (as an integer) reached by pressing pattern p on the dark board."""
    cols = column_ints(m, n)
    boards = np.zeros(2 ** (m * n), dtype=np.uint32)
    for j, c in enumerate(cols):
        boards[2 ** j: 2 ** (j + 1)] = boards[: 2 ** j] ^ np.uint32(c)
    return boards


def as_int(board):
    return int(sum(1 << i for i in np.flatnonzero(np.asarray(board).ravel())))


boards5 = boards_of_all_patterns(5, 5)
reachable = np.zeros(2 ** 25, dtype=bool)
reachable[boards5] = True


def parities(q, size):
    """Entry b is q . b mod 2 for every board b of `size` cells (filled by doubling, like above)."""
    table = np.zeros(2 ** size, dtype=bool)
    for j in range(size):
        table[2 ** j: 2 ** (j + 1)] = table[: 2 ** j] ^ bool(q.ravel()[j])
    return table


criterion = np.ones(2 ** 25, dtype=bool)
for q in quiet5:
    criterion &= ~parities(q, 25)

assert np.array_equal(reachable, criterion)
print("solvable 5 x 5 boards by brute force:", int(reachable.sum()), "= 2**23:", int(reachable.sum()) == 2 ** 23)
print("the orthogonality criterion agrees with brute force on all 2**25 boards")
del criterion

# %% [markdown]
# ## All solutions, and the fewest presses
#
# If $x_0$ solves $b$, the solutions are exactly $x_0 + q$ for $q$ in the kernel: they form a
# coset of the kernel with $2^d$ elements, $d$ the nullity. `solutions(board)` yields them
# all. Source 000's example is stored in
# [`data/source000_example_5x5.txt`](../data/source000_example_5x5.txt); it has four
# solutions, and the lightest has 11 presses, the number source 000 obtains with SCIP. Since
# these four are *all* the solutions, 11 is proven to be the minimum.

# %%
example = lo.parse_board((lo.DATA_DIR / "source000_example_5x5.txt").read_text())
print("source 000's board:\n" + lo.format_board(example))
sols = list(lo.solutions(example))
for s in sols:
    assert not lo.apply_presses(example, s).any()
print("presses of its", len(sols), "solutions:", [int(s.sum()) for s in sols])
assert len(sols) == 4 and len({s.tobytes() for s in sols}) == 4
assert min(int(s.sum()) for s in sols) == 11

best = lo.min_presses(example)
print("min_presses:", int(best.sum()), "presses\n" + lo.format_board(best))
assert int(best.sum()) == 11
# source 000 prints its optimal 11-press solution; it is the same pattern
source000_solution = lo.parse_board("10110\n01010\n00101\n10010\n11000")
assert np.array_equal(best, source000_solution)
print("equal to the 11-press solution printed in source 000")

# %%
fig, axes = plt.subplots(1, 5, figsize=(12, 3.4))
lo.plot_board(example, ax=axes[0], title="the board")
order = sorted(range(4), key=lambda i: int(sols[i].sum()))
for ax, i in zip(axes[1:], order):
    lo.plot_board(example, presses=sols[i], ax=ax, title=f"{int(sols[i].sum())} presses")
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
# values change the number of presses, and with few free variables one can simply try them
# all. Its table of nine seeded boards (3 x 3, 4 x 4, 5 x 5; seeds 300-302, 400-402,
# 500-502) shows the same effect with SCIP: a model with objective 0 returns some solution,
# the minimising model the lightest. Below, for each board: the presses of SCIP's first
# solution and of its optimum as printed in the source, the presses of `solve` (elimination,
# free cells set to 0), the exact minimum, and the weights of all solutions. Every number
# the source prints is the weight of a genuine solution (which solution a solver returns
# with objective 0 depends on the solver, as the source itself warns, so only this can be
# checked); on the 3 x 3 boards both of its columns must agree because the solution is
# unique; and `solve`, like SCIP's first answer, is often not the lightest.

# %%
source000_table = {  # seed: (presses with objective 0, fewest presses), as printed in source 000
    300: (5, 5), 301: (4, 4), 302: (6, 6), 400: (10, 4), 401: (9, 5), 402: (11, 5),
    500: (16, 12), 501: (10, 10), 502: (17, 7)}
print(f"{'board':>6} {'seed':>5} {'SCIP obj. 0':>12} {'SCIP min':>9} {'solve()':>8} {'min_presses':>12}  weights of all solutions")
solve_heavier = 0
for seed, (first, fewest) in source000_table.items():
    size = seed // 100
    b = lo.random_solvable_board(size, size, seed=seed)
    weights = sorted(int(s.sum()) for s in lo.solutions(b))
    x_solve, x_min = lo.solve(b), lo.min_presses(b)
    assert first in weights and fewest == weights[0] == int(x_min.sum())
    assert not lo.apply_presses(b, x_solve).any() and not lo.apply_presses(b, x_min).any()
    if size == 3:
        assert len(weights) == 1 and first == fewest
    solve_heavier += int(x_solve.sum()) > int(x_min.sum())
    print(f"{f'{size} x {size}':>6} {seed:5d} {first:12d} {fewest:9d} {int(x_solve.sum()):8d} {int(x_min.sum()):12d}  {weights}")
print("source 000's fewest presses reproduced on all nine boards; each objective-0 count is a real solution's")
print(f"solve() is heavier than the minimum on {solve_heavier} of the nine boards")
assert solve_heavier == 5  # quoted in the summary

# %% [markdown]
# ### Searching the coset fast
#
# For larger kernels listing solutions as arrays is wasteful. `min_presses` carries out
# source 000's suggestion, trying every choice of the free variables, on bit-packed 64-bit
# words: it tabulates all XOR combinations of the first 14 quiet patterns once, then walks the
# remaining ones in Gray-code order (one XOR per step) and takes popcounts
# (`np.bitwise_count`) of the whole table at each step. It is exact: every one of the $2^d$
# solutions is weighed. Ties go to the first minimum in this fixed order.

# %% [markdown]
# ## Every board at once: the distribution of fewest presses
#
# How hard is a typical board, and what is the hardest? For 3 x 3, 4 x 4 and 5 x 5 we count,
# for every solvable board, its fewest presses. `min_press_distribution(m, n)` does it with
# the cosets: each press pattern is $u + (\text{a combination of the basis quiet patterns})$
# with $u$ zero on the free cells, one $u$ per solvable board; for all $2^{\operatorname{rank}}$
# values of $u$ at once it takes the minimum popcount over the $2^d$ combinations.

# %%
distributions = {n: lo.min_press_distribution(n, n) for n in (3, 4, 5)}
ranks = {n: lo.press_matrix_gf2(n, n).rank() for n in (3, 4, 5)}
width = max(len(d) for d in distributions.values())
print("presses " + "".join(f"{f'{n} x {n}':>10}" for n in distributions))
for k in range(width):
    cells = [distributions[n][k] if k < len(distributions[n]) else "" for n in distributions]
    print(f"{k:7d} " + "".join(f"{c:>10}" for c in cells))
print("  total " + "".join(f"{sum(d):>10}" for d in distributions.values()))
print("maximum " + "".join(f"{len(d) - 1:>10}" for d in distributions.values()))
print("2**rank " + "".join(f"{2 ** ranks[n]:>10}" for n in distributions))
for n, d in distributions.items():
    assert sum(d) == 2 ** ranks[n] and d[-1] > 0
assert sum(distributions[5]) == 2 ** 23 and len(distributions[5]) - 1 == 15

# %% [markdown]
# The totals equal the number of solvable boards, $2^{\operatorname{rank} A}$. The hardest
# 3 x 3 board needs 9 presses, the hardest 4 x 4 board 7, and the hardest 5 x 5 boards 15
# (7350 of them). For 3 x 3 the counts are the binomial coefficients $\binom{9}{k}$: with a
# unique solution, the fewest presses of a board is simply the size of its one press pattern.

# %%
assert distributions[3] == [math.comb(9, k) for k in range(10)]
assert (len(distributions[4]) - 1, distributions[4][-1]) == (7, 32)
assert (len(distributions[5]) - 1, distributions[5][-1]) == (15, 7350)
print("3 x 3 distribution = binomial(9, k):", distributions[3])
print("hardest 4 x 4 boards:", distributions[4][-1], "needing", len(distributions[4]) - 1,
      "presses; hardest 5 x 5 boards:", distributions[5][-1], "needing", len(distributions[5]) - 1)

# %% [markdown]
# An independent check of the 5 x 5 distribution by brute force: the table `boards5` above
# holds the board of each of the $2^{25}$ press patterns, so the fewest presses of a board is
# the minimum popcount over the patterns that reach it: a scatter over $2^{25}$ entries,
# heaviest patterns first, that uses neither the kernel nor the cosets. The same for 4 x 4.

# %%
def pattern_weights(size):
    """Entry p is the number of presses of pattern p (its popcount), filled by doubling."""
    weights = np.zeros(2 ** size, dtype=np.uint8)
    for j in range(size):
        weights[2 ** j: 2 ** (j + 1)] = weights[: 2 ** j] + 1
    return weights


def brute_force_distribution(m, n, boards):
    weights = pattern_weights(m * n)
    fewest = np.full(2 ** (m * n), 255, dtype=np.uint8)
    for k in range(m * n, -1, -1):  # heaviest first, so the lightest pattern of a board writes last
        fewest[boards[weights == k]] = k
    return np.bincount(fewest[fewest < 255]).tolist()


assert brute_force_distribution(5, 5, boards5) == distributions[5]
assert brute_force_distribution(4, 4, boards_of_all_patterns(4, 4)) == distributions[4]
assert brute_force_distribution(3, 3, boards_of_all_patterns(3, 3)) == distributions[3]
print("brute force over all press patterns gives the same distributions for 3 x 3, 4 x 4 and 5 x 5")

# kept for the all-lights-on section below: the fewest presses of the all-on board, by brute force
brute_all_on = {}
for n in range(1, 6):
    boards = boards5 if n == 5 else boards_of_all_patterns(n, n)
    brute_all_on[n] = int(pattern_weights(n * n)[boards == 2 ** (n * n) - 1].min())
del boards5, reachable, boards

# %%
fig, ax = plt.subplots()
for (n, d), marker in zip(distributions.items(), ["o", "s", "D"]):
    share = 100 * np.array(d) / sum(d)
    line, = ax.plot(range(len(d)), share, marker=marker,
                    label=f"{n} x {n}: {sum(d):,} boards; hardest: {len(d) - 1} presses "
                          f"({d[-1]:,} board{'s' if d[-1] > 1 else ''})")
    ax.plot([len(d) - 1], [share[-1]], marker=marker, markersize=15, markerfacecolor="none",
            color=line.get_color(), clip_on=False)
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
# ## All lights on
#
# The board with every light on is a classic start, and it is solvable on *every* board, of
# any shape. This is a theorem of K. Sutner ("Linear cellular automata and the
# Garden-of-Eden", *Mathematical Intelligencer* 11, 1989, for any graph under this "toggle
# yourself and your neighbours" rule), and the criterion above proves it in two lines. Let
# $q$ be a quiet pattern, so $Aq = 0$. Then, modulo 2,
#
# $$ 0 = q^{\mathsf T} A q = \sum_i A_{ii}\, q_i + 2 \sum_{i < j} A_{ij}\, q_i q_j \equiv \sum_i q_i, $$
#
# because $A$ is symmetric with ones on its diagonal. So every quiet pattern has an even
# number of presses, which says exactly that the all-on board $\mathbf 1$ satisfies
# $q \cdot \mathbf 1 = 0$ for every $q$. Below we check the even weights for every basis
# pattern of every board up to 20 x 20, and for $n = 1, \dots, 20$ solve the $n \times n$
# all-on board, count its solutions and find its fewest presses exactly.

# %%
odd = [(m, n) for m in range(1, 21) for n in range(1, 21) if any(q.sum() % 2 for q in lo.quiet_patterns(m, n))]
assert not odd
print("every basis quiet pattern of every m x n board, m, n <= 20, has an even number of presses")

# %%
all_on_rows = []
for n in range(1, 21):
    on = np.ones((n, n), dtype=np.uint8)
    d = len(lo.quiet_patterns(n, n))
    x = lo.min_presses(on)
    assert not lo.apply_presses(on, x).any()
    all_on_rows.append((n, d, int(x.sum())))
lines = [f"{'n':>3} {'nullity':>8} {'solutions':>10} {'fewest presses':>15}"]
lines += [f"{n:3d} {d:8d} {2 ** d:10d} {k:15d}" for n, d, k in all_on_rows]
print("\n".join(lines))
fewest_all_on = {n: k for n, _, k in all_on_rows}
assert all(fewest_all_on[n] == brute_all_on[n] for n in range(1, 6))
assert fewest_all_on[5] == len(distributions[5]) - 1 == 15
assert fewest_all_on[1] == 1 and fewest_all_on[2] == 4
print("n = 1..5 agree with brute force over all press patterns:", [brute_all_on[n] for n in range(1, 6)])

# %% [markdown]
# The first five rows agree with brute force over all press patterns. The 5 x 5 all-on board
# needs 15 presses, so it is one of the 7350 hardest 5 x 5 boards. The smallest cases can be
# confirmed by eye: 1 x 1 needs one press, and 2 x 2 needs all four buttons (each light is
# toggled by three of them).

# %% [markdown]
# ## Cross-checks
#
# Each helper is checked against an independent route:
#
# 1. `min_presses` and `solve` against brute force over all press patterns, on every board
#    of every shape with at most 4 rows, 4 columns and 12 cells (up to 3 x 4 and 4 x 3);
#    unsolvable boards must raise `NotSolvableError`.
# 2. `min_presses` against brute force on 300 random solvable 4 x 4 boards (random press
#    patterns applied to the dark board) and on 300 uniformly random 4 x 4 boards, of which
#    only about one in 16 is solvable.
# 3. `min_presses` against the minimum over `solutions()` on seeded random boards of every
#    shape up to 9 x 9, and `solve` against Sage's `solve_right` (the two solutions must
#    differ by a quiet pattern).
#
# (Source 000's nine boards, solved to optimality by SCIP, were checked above.)

# %%
def brute_force_table(m, n):
    """board integer -> fewest presses, over all press patterns."""
    boards = boards_of_all_patterns(m, n)
    weights = pattern_weights(m * n)
    fewest = np.full(2 ** (m * n), 255, dtype=np.uint8)
    for k in range(m * n, -1, -1):  # heaviest first, so the lightest pattern of a board writes last
        fewest[boards[weights == k]] = k
    return fewest


def board_from_int(v, m, n):
    return np.array([(v >> i) & 1 for i in range(m * n)], dtype=np.uint8).reshape(m, n)


checked = unsolvable = 0
shapes = [(m, n) for m in range(1, 5) for n in range(1, 5) if m * n <= 12]
for m, n in shapes:
    fewest = brute_force_table(m, n)
    for v in range(2 ** (m * n)):
        b = board_from_int(v, m, n)
        if fewest[v] == 255:
            try:
                lo.min_presses(b)
                raise AssertionError(f"unsolvable board accepted: {m} x {n}, {v}")
            except lo.NotSolvableError:
                unsolvable += 1
            continue
        x = lo.min_presses(b)
        assert not lo.apply_presses(b, x).any() and int(x.sum()) == fewest[v]
        assert not lo.apply_presses(b, lo.solve(b)).any()
        checked += 1
print(f"1. {len(shapes)} shapes up to 3 x 4 and 4 x 3: {checked} solvable boards with the brute-force minimum, "
      f"{unsolvable} unsolvable boards rejected")

# %%
fewest4 = brute_force_table(4, 4)
rng = np.random.default_rng(2026)
zero4 = np.zeros((4, 4), dtype=np.uint8)
random_boards = [lo.apply_presses(zero4, rng.integers(0, 2, size=(4, 4))) for _ in range(300)]
random_boards += [rng.integers(0, 2, size=(4, 4)).astype(np.uint8) for _ in range(300)]
solvable4 = 0
uniform_solvable = sum(fewest4[as_int(b)] != 255 for b in random_boards[300:])
for b in random_boards:
    v = as_int(b)
    if fewest4[v] == 255:
        try:
            lo.min_presses(b)
            raise AssertionError("unsolvable 4 x 4 board accepted")
        except lo.NotSolvableError:
            continue
    x = lo.min_presses(b)
    assert not lo.apply_presses(b, x).any() and int(x.sum()) == fewest4[v]
    solvable4 += 1
print(f"2. 600 random 4 x 4 boards: {solvable4} solvable ones match brute force, "
      f"the other {600 - solvable4} raise NotSolvableError")
print(f"   of the 300 uniformly random boards {uniform_solvable} are solvable (expected 300/16 = 18.75)")

# %%
checked = 0
for m, n in itertools.product(range(1, 10), repeat=2):
    A = lo.press_matrix_gf2(m, n)
    for seed in (1, 2):
        b = lo.random_solvable_board(m, n, seed=1000 * m + 10 * n + seed)
        x = lo.min_presses(b)
        weights = [int(s.sum()) for s in lo.solutions(b)]
        assert len(weights) == 2 ** (m * n - A.rank())
        assert not lo.apply_presses(b, x).any() and int(x.sum()) == min(weights)
        y = A.solve_right(as_gf2_vector(b))
        assert not lo.apply_presses(b, from_gf2_vector(y, m, n)).any()
        assert A * (as_gf2_vector(lo.solve(b)) - y) == 0  # solve() and Sage differ by a quiet pattern
        checked += 1
print(f"3. {checked} random boards on all 81 shapes up to 9 x 9: min_presses = min over solutions(); "
      "solve() and Sage's solve_right give solutions in the same coset")

# %% [markdown]
# ## How fast is the exact minimum?
#
# The benchmark [`bench/bench_02_min_presses.py`](../bench/bench_02_min_presses.py) (run by
# `make bench`) times `min_presses` on two seeded random solvable boards for every
# $n \times n$ with $n \le 40$ whose nullity is at most 26 (all but 39 x 39, nullity 32), and on
# three rectangular boards with larger nullity. It writes
# [`data/02_min_presses.csv`](../data/02_min_presses.csv), read here. Since the search weighs all
# $2^d$ solutions, the time should grow like $2^d$ once $d$ passes the 14 tabulated patterns.

# %%
with open(lo.DATA_DIR / "02_min_presses.csv") as f:
    bench = list(csv.DictReader(f))
nullity = np.array([int(r["nullity"]) for r in bench])
cells = np.array([int(r["cells"]) for r in bench])
t_min = np.array([float(r["seconds_min_presses"]) for r in bench])
print(len(bench), "timed boards;", "square sizes:", sorted({int(r["n"]) for r in bench if r["m"] == r["n"]}) == [n for n in range(1, 41) if n != 39])
print("largest nullity timed:", nullity.max(), " shapes:", sorted({(int(r["m"]), int(r["n"])) for r in bench if int(r["nullity"]) > 20}))
nullity_39 = 39 * 39 - lo.press_matrix_gf2(39, 39).rank()
assert nullity_39 == 32 and max(int(r["nullity"]) for r in bench if r["m"] == r["n"]) <= 26
print("39 x 39, the one square board left out, has nullity", nullity_39)
try:
    lo.min_presses(lo.random_solvable_board(39, 39, seed=1))
    raise AssertionError("min_presses must refuse d = 32")
except lo.NotSolvableError:
    raise AssertionError("the board is solvable by construction")
except ValueError as err:
    print("min_presses on 39 x 39 refuses:", err)

# %% tags=["nbval-ignore-output"]
plain = [(int(r["nullity"]), int(r["m"]), int(r["n"]), float(r["seconds_min_presses"]), float(r["seconds_min_over_solutions"]))
         for r in bench if r["seconds_min_over_solutions"] and int(r["nullity"]) >= 8]
for d, m, n, tm, tp in plain:
    print(f"{m} x {n} (d = {d}): min over solutions() {tp * 1e3:7.2f} ms, min_presses {tm * 1e3:6.2f} ms, ratio {tp / tm:5.1f}")
for r in bench:
    if int(r["nullity"]) > 20:
        print(f"{r['m']} x {r['n']} (d = {r['nullity']}): min_presses {float(r['seconds_min_presses']):.2f} s")

# %%
fig, ax = plt.subplots()
square = np.array([r["m"] == r["n"] for r in bench])
sc = ax.scatter(nullity[square], t_min[square], c=cells[square], cmap="viridis", s=40,
                label="square boards $n \\times n$, $n \\leq 40$")
ax.scatter(nullity[~square], t_min[~square], marker="s", s=50, facecolors="none", edgecolors="#e03131",
           label="rectangular boards")
# a guide of slope 2^d through the largest measured point, to compare the trend with
d_ref = int(nullity.max())
t_ref = float(t_min[nullity == d_ref].max())
d_line = np.arange(12, d_ref + 1)
ax.plot(d_line, t_ref * 2.0 ** (d_line - d_ref), linestyle="--", color="#868e96", linewidth=1.5,
        label="proportional to $2^d$")
ax.set_yscale("log")
ax.set_xlabel("nullity $d$ (the search weighs $2^d$ solutions)")
ax.set_ylabel("time of min_presses (s)")
ax.set_title("Exact fewest presses: time against nullity")
fig.colorbar(sc, ax=ax, label="cells of the board")
legend = ax.legend(loc="upper left")
legend.legend_handles[0].set_facecolor("#3b528b")
legend.legend_handles[0].set_edgecolor("#3b528b")  # one viridis shade for the square boards' marker
lo.savefig(fig, "02-min-presses-time")
plt.show()

# %% [markdown]
# *Figure 02-min-presses-time.* Wall-clock time of `min_presses` per board (from
# `data/02_min_presses.csv`, one machine, best of three runs below $d = 21$) against the nullity
# $d$; colour is the number of cells. While all $2^d$ combinations fit in the table
# ($d \le 14$) the time stays around a millisecond or less; beyond, the Gray-code walk makes
# it grow like $2^d$ (the dashed line; the factor also grows with the number of 64-bit words
# a solution needs), and the boards with $d$ from 22 to 27 take the seconds printed above.

# %% [markdown]
# ## Summary
#
# * 3 x 3: $A$ is invertible over $\mathrm{GF}(2)$; $A^{-1}$ gives the unique solution, and
#   the 512 boards correspond one-to-one to the 512 press patterns.
# * 5 x 5: rank 23, two independent quiet patterns. A board is solvable exactly when every
#   quiet pattern covers an even number of its lit cells (checked on all $2^{25}$ boards);
#   then it has four solutions. Source 000's example needs 11 presses, proven by listing all
#   four, and `min_presses` returns the very solution source 000 prints.
# * Fewest presses over all solvable boards: the hardest 3 x 3 board needs 9, 4 x 4 needs 7,
#   5 x 5 needs 15 (7350 boards, the all-on board among them); totals $2^9$, $2^{12}$, $2^{23}$.
# * Every quiet pattern presses an even number of buttons (a two-line proof from the symmetry
#   of $A$), so the all-on board is solvable on every board; its fewest presses are tabulated
#   for $n \times n$, $n \le 20$.
# * One elimination gives *a* solution, not the lightest: `solve` is heavier than the minimum
#   on 5 of source 000's nine boards. Every count in that table is the weight of a real
#   solution, and its fewest-press column is reproduced exactly.
# * `min_presses` is exact, and fast for nullity up to the mid twenties; it matches brute force
#   and the minimum over `solutions()` everywhere we checked, and source 000's SCIP optima.
#
# Next: [03, light chasing and polynomials](03_light_chasing_and_polynomials.ipynb) reduces
# the $mn \times mn$ system to an $n \times n$ one.
#
# ## Exercises
#
# 1. The three nonzero quiet patterns of 5 x 5 have 16, 12 and 12 presses (figure above). Use
#    this to prove that a 5 x 5 board solvable with at most 5 presses has exactly one solution
#    with at most 5 presses, and check it against the distribution.
# 2. Which 4 x 4 boards need 7 presses? Describe the 32 of them.
# 3. The distribution of fewest presses for 5 x 5 looks roughly binomial. Compare it with the
#    distribution of the number of presses of a uniformly random pattern, and explain the
#    shift to the left.
# 4. (Open-ended) `min_presses` weighs all $2^d$ solutions, and refuses 39 x 39 ($d = 32$;
#    following the dashed line it would take about $2^5$ times as long as 27 x 35). Find a
#    better exact method, e.g. a branch and bound on the coset, or the integer program of
#    notebook 06.
