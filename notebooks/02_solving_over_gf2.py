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
#   enumerator: 2.%s
# ---

# %% [markdown]
# # Solving over GF(2)
#
# A board $\mathbf b$ is switched off by the presses $\mathbf x$ exactly when
# $A\mathbf x = \mathbf b$ over $\mathrm{GF}(2)$ ([Definition 1.1](01_the_lights_out_matrix.ipynb#def-press-matrix)). This notebook carries out the plan of source 002 ("Lights
# Out with SageMath", part 1), which is also the plan of Anderson and Feil's paper: when $A$
# is invertible, invert it; when it is not, as for the 5 x 5 board, decide which boards are
# solvable, find one solution, then all of them, then choose the best. "Best" means fewest
# presses, the question that closes source 000 ("Lights Out and integer programming"), whose
# 5 x 5 example needs 11. We go past both sources: we count, exhaustively, how many presses
# *every* solvable 3 x 3, 4 x 4 and 5 x 5 board needs, and we recognise the search for the
# fewest presses as a classical problem of coding theory, decoding a linear code.
#
# **Before this chapter** you should know the press matrix $A$ of a board and its rank and
# nullity over $\mathrm{GF}(2)$ (notebook 01), and basic linear algebra: kernel, column
# space, cosets.
#
# **After it** you can decide whether a board is solvable, list all its solutions, find a
# solution with the fewest presses (exactly, with the canonical choice among ties), count
# the fewest presses of every board of a small size, and say what coding theory and
# complexity theory do and do not tell about that search.
#
# **Uses:** [01, the Lights Out matrix](01_the_lights_out_matrix.ipynb) (the matrix $A$,
# `press_matrix`, `press_matrix_gf2`, `apply_presses`, `random_solvable_board`). The helpers
# introduced here are `solve` (for two colours), `quiet_patterns`, `solutions`,
# `min_presses`, `min_press_distribution` and `lightest_solution_counts`, in
# `lightsout/gf2.py` (the searches in `lightsout/coset.py`), re-exported by
# [`lightsout_helpers.py`](../lightsout_helpers.py).

# %%
import itertools
import math

import matplotlib.pyplot as plt
import numpy as np

import lightsout_helpers as lo
from lightsout.sage import GF, identity_matrix, span, vector


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
# $\mathrm{GF}(2)$ and every board has exactly one solution, $\mathbf x = A^{-1} \mathbf b$. Sage computes the
# inverse exactly, modulo 2. Since $A A^{-1} = I$, column $j$ of $A^{-1}$ is the press
# pattern that toggles cell $j$ and no other.

# %%
A3 = lo.press_matrix_gf2(3, 3)
A3_inv = A3.inverse()
print(A3_inv)
assert A3 * A3_inv == identity_matrix(GF(2), 9)
print("A * A^-1 = I over GF(2)")

# %% [markdown]
# For a board $\mathbf b$ the solution is $A^{-1}\mathbf b$, the sum of the columns of $A^{-1}$ that belong to
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
# $d(5,5) = 25 - 23 = 2$.
#
# ```{prf:definition} Quiet pattern
# :label: def-quiet-pattern
#
# A **quiet pattern** of the $m \times n$ board is a press pattern $\mathbf q$ with
# $A\mathbf q = \mathbf 0$ over $\mathrm{GF}(2)$: pressing it changes no light. The quiet
# patterns form the kernel $\ker A$, a subspace of dimension $d(m,n)$
# ([Definition 1.3](01_the_lights_out_matrix.ipynb#def-nullity)).
# ```
#
# The helper `quiet_patterns(m, n)` returns a basis of the kernel, found by
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

# %% tags=["hide-input"]
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
fig = lo.plots.ch02.quiet_patterns(
    [quiet5[0], quiet5[1], q_sum], ["pattern 1", "pattern 2", "1 + 2"]
)
lo.savefig(fig, "02-quiet-patterns")
plt.show()

# %% [markdown]
# *Figure 02-quiet-patterns.* The three nonzero quiet patterns of the 5 x 5 board (rings
# are presses). Pressing any of them on any board changes nothing, so solutions come in
# groups of four.

# %% [markdown]
# ## Which boards are solvable
#
# ```{prf:theorem} Solvability criterion (classical; Anderson and Feil 1998 for the grid)
# :label: thm-02-solvable
#
# A board $\mathbf b$ is solvable if and only if $\mathbf q \cdot \mathbf b = 0$ (mod 2) for
# every quiet pattern $\mathbf q$ ({prf:ref}`def-quiet-pattern`), that is, each quiet pattern
# covers an *even* number of lit cells. It suffices to test a basis of $\ker A$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# $A\mathbf x = \mathbf b$ has a solution exactly when $\mathbf b$ lies in the column space
# of $A$. Over any field the column space of $A$ is the orthogonal complement of
# $\ker A^{\mathsf T}$, and $A$ is symmetric, so it is the orthogonal complement of
# $\ker A$. Orthogonality to a basis implies orthogonality to every combination.
# ```
#
#  For 5 x 5 that is two independent parity checks, so exactly $2^{25}/4 = 2^{23}$ boards
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
# ```{prf:proposition} The solutions form a coset (classical)
# :label: prop-02-coset
#
# If $\hat{\mathbf x}$ solves $\mathbf b$ (a *particular solution*), the solutions of $\mathbf b$ are exactly
# $\hat{\mathbf x} + \mathbf q$ for $\mathbf q \in \ker A$: a coset of the kernel with $2^d$
# elements, $d = d(m,n)$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# $A(\hat{\mathbf x} + \mathbf q) = \mathbf b + \mathbf 0$; conversely, if $A\mathbf x =
# \mathbf b$ then $A(\mathbf x - \hat{\mathbf x}) = \mathbf 0$.
# ```
#
# `solutions(board)` yields them all. Source 000's example is stored in
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
fig = lo.plots.ch02.coset_strip(example, sols)
lo.savefig(fig, "02-source000-solutions")
plt.show()

# %% [markdown]
# *Figure 02-source000-solutions.* Source 000's 5 x 5 example and its four solutions (ringed
# presses), lightest first. Any two differ by a quiet pattern; the lightest needs 11 presses.

# %% [markdown]
# ### One solution is not the lightest
#
# Source 000 ends by pointing out that Gaussian elimination over $\mathrm{GF}(2)$ gives *a*
# solution at once, but not in general the lightest: when free variables remain, their
# values change the number of presses, and with few free variables one can try them all.
# Its table of nine seeded boards (3 x 3, 4 x 4, 5 x 5; seeds 300-302, 400-402, 500-502)
# shows the same effect with SCIP: a model with objective 0 returns some solution, the
# minimising model the lightest. Our reconstruction of these nine boards reproduces all nine of the source's minima, and
# `solve` is heavier than the minimum on five of them; the table and the checks are in
# [appendix 12](12_appendix_source_replication.ipynb) (section "Source 000's nine seeded
# boards").

# %% [markdown]
# ### Searching the coset, and which lightest solution
#
# `min_presses` weighs every one of the $2^d$ solutions, so its minimum is exact. Where
# several solutions share the minimum it returns the **canonical** one: the first in
# lexicographic order of its row-major 0/1 tuple (the rule `solve(..., colours=N)` follows
# too). Board 402 of source 000's table has three lightest solutions of 5 presses; the
# canonical one comes back:

# %%
board402 = lo.random_solvable_board(4, 4, seed=402)
lightest402 = sorted(
    tuple(int(v) for v in s.ravel())
    for s in lo.solutions(board402)
    if s.sum() == min(int(t.sum()) for t in lo.solutions(board402))
)
print("its lightest solutions, in lexicographic order:")
for t in lightest402:
    print("  " + "".join(map(str, t)))
print("min_presses:", "".join(str(int(v)) for v in lo.min_presses(board402).ravel()))
assert len(lightest402) == 3
assert tuple(int(v) for v in lo.min_presses(board402).ravel()) == lightest402[0]

# %% [markdown]
# ```{admonition} How the code does it
# :class: note
#
# *Canonical basis.* The quiet-pattern basis is first brought to reduced row echelon form
# (the pivot of a pattern is its first pressed cell), ordered by decreasing pivot, and the
# particular solution is cleared at the pivots. Then the bit of combination $c$ belonging to a
# pattern is the solution's entry at that pattern's pivot, and entries before a pivot depend
# only on higher bits: the lexicographic order of the solutions is the numeric order of $c$,
# so every search just keeps the smallest $c$ among the lightest.
#
# *XOR tables and Gray code* (boards up to 400 cells, and $d < 12$). Solutions are
# bit-packed into 64-bit words. All XOR
# combinations of the first 14 quiet patterns are tabulated once; the remaining ones are
# walked in Gray-code order (one XOR per step), and the weights are popcounts
# (`np.bitwise_count`) of the whole table at each step.
#
# *Walsh-Hadamard transforms* (above 400 cells, $d \ge 12$). Give cell $i$ its signature $\kappa_i$ (which quiet
# patterns press it). The weights of all $2^d$ combinations are one Walsh-Hadamard transform
# of the signed count of cells per signature; above $d = 15$ the transform runs in
# cache-sized batches (`lightest_coset_member`). Measured routes and times are in
# [04, large boards](04_large_boards.ipynb).
# ```
#
# The tests compare `min_presses` with brute force over all press patterns on every board of
# every shape up to 12 cells, and the canonical choice on random 3 x 3, 4 x 4, 3 x 5 and
# 4 x 3 boards and on every search route.

# %% [markdown]
# ## Every board at once: the distribution of fewest presses
#
# How hard is a typical board, and what is the hardest? For 3 x 3, 4 x 4 and 5 x 5 we count,
# for every solvable board, its fewest presses. `min_press_distribution(m, n)` does it with
# the cosets: each press pattern is a vector $u$ plus a combination of the basis quiet patterns,
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
fig = lo.plots.ch02.min_press_distributions(distributions)
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
# ### Comparison with the published table
#
# The whole 5 x 5 distribution is published as OEIS
# [A079873](https://oeis.org/A079873) (N. J. A. Sloane, 2003): "Number of positions that are
# exactly n moves from the starting position in the Classic Lights Out puzzle". A position
# reached from the dark board in $k$ presses is switched off by the same $k$ presses, and
# presses commute and undo themselves, so "exactly $k$ moves away" is our "fewest presses
# $k$": the two tables count the same thing (a correction to an earlier version of this
# chapter is listed in the errata of [appendix 11](11_appendix_engineering.ipynb)). The entry's
# data section is stored in [`data/02_oeis_a079873.txt`](../data/02_oeis_a079873.txt), and we
# compare it term by term.


# %%
def read_oeis(name):
    """The comma-separated terms of a stored OEIS data section.

    Comment lines start with #.
    """
    text = (lo.DATA_DIR / name).read_text()
    lines = [t for t in text.splitlines() if t.strip() and not t.startswith("#")]
    return [int(v) for v in "".join(lines).split(",") if v.strip()]


a079873 = read_oeis("02_oeis_a079873.txt")
ours = distributions[5]
assert len(a079873) == len(ours)
print(f"{'presses':>7} {'A079873':>9} {'this book':>10}")
for k, (theirs, mine) in enumerate(zip(a079873, ours)):
    mark = "   <- differs" if theirs != mine else ""
    print(f"{k:7d} {theirs:9d} {mine:10d}{mark}")
print(f"{'sum':>7} {sum(a079873):9d} {sum(ours):10d}")
differ = [k for k in range(len(ours)) if a079873[k] != ours[k]]
print("terms that differ:", differ, "; 2**23 =", 2**23)
assert differ == [7] and sum(ours) == 2**23 and sum(a079873) == 2**23 + 9000
assert sorted(str(a079873[7])) == sorted(str(ours[7]))  # the same digits, reordered

# %% [markdown]
# Fifteen of the sixteen terms agree. The exception is $k = 7$: the OEIS gives 476,104 and we
# count 467,104, the same digits with 6 and 7 exchanged. Our value is the right one, for
# three reasons.
#
# * The entry contradicts itself. Its comment says "The total number of distinct positions is
#   8388608", which is $2^{23}$, the number of solvable boards
#   ({prf:ref}`thm-02-solvable`). Its terms sum to 8,397,608, exactly 9000 too many. With
#   467,104 the sum is $2^{23}$.
# * Two independent counts give 467,104: the coset enumeration above, and the tests' brute
#   force over all $2^{25}$ press patterns, which uses neither the quiet patterns nor the
#   cosets.
# * The entry's own program disagrees with its data. The entry prints a Python program by
#   Michael S. Branicky (2021), a breadth-first search over the positions from the dark
#   board, but not its output. We ran it as printed, outside the book, until it had printed
#   its first ten terms (half an hour and 1.5 GB of memory on the shared machine of this
#   book, as it keeps every position reached as a Python tuple: too heavy for a chapter).
#   Its term for 7 presses is 467,104.
#
# So the published $a(7)$ has two digits transposed. The entry links Jaap Scherphuis's Puzzle
# Pages, but only their index, and we could not read Jaap's pages in a form that shows such a
# table; we found no second published source for this term. Al Geist's Lights Out page
# (1996, under References) also states two of the table's facts in words: "none of the 8
# million solvable puzzles requires more than 15 moves". Both agree with our count.

# %%
print(
    f"solvable 5 x 5 boards: {sum(distributions[5]):,}; "
    f"most presses needed: {len(distributions[5]) - 1}"
)
assert round(sum(distributions[5]) / 1e6) == 8 and len(distributions[5]) - 1 == 15

# %% [markdown]
# ### The solvable boards by number of lights on
#
# A companion entry, OEIS [A079874](https://oeis.org/A079874), counts the same $2^{23}$
# boards by how many lights are on. That needs no search at all. The solvable boards are the
# column space of $A$, and because $A$ is symmetric this is the orthogonal complement of
# its kernel ({prf:ref}`thm-02-solvable`). In coding terms, the solvable boards form the
# *dual code* of the quiet patterns. A classical identity of coding theory then gives the
# weights of a code's dual from the weights of the code alone.
#
# ```{prf:theorem} MacWilliams identity (MacWilliams 1963)
# :label: thm-02-macwilliams
#
# Let $C \subseteq \mathrm{GF}(2)^\ell$ be a linear code, $C^\perp$ its orthogonal complement,
# and $\omega_w$ the number of words of $C$ of weight $w$. Then the number of words of $C^\perp$
# of weight $k$ is
# $$
# \omega^\perp_k = \frac{1}{|C|} \sum_{w=0}^{\ell} \omega_w\, K_k(w), \qquad
# K_k(w) = \sum_{j} (-1)^j \binom{w}{j} \binom{\ell - w}{k - j},
# $$
# where $K_k$ is the binary Krawtchouk polynomial.
# ```
#
# For the 5 x 5 board, $C$ is the kernel: four quiet patterns, so the whole table of $2^{23}$
# boards comes from four weights. `solvable_lights_distribution(m, n)` applies
# {prf:ref}`thm-02-macwilliams` with $C = \ker A$ and $\ell = mn$, computing $K_k(w)$ exactly
# by the recurrence
#
# $$ (k+1)\, K_{k+1} = (\ell - 2w)\, K_k - (\ell - k + 1)\, K_{k-1}. $$
#
# The tests check it against every board reached by every press pattern, up to 5 x 5.

# %%
q1, q2 = lo.quiet_patterns(5, 5)
kernel_weights = sorted(
    int(((a * q1 + b * q2) % 2).sum()) for a in (0, 1) for b in (0, 1)
)
lit = lo.solvable_lights_distribution(5, 5)
a079874 = read_oeis("02_oeis_a079874.txt")
print("weights of the four quiet-pattern combinations:", kernel_weights)
print("solvable 5 x 5 boards by lights on:", lit)
print("terms that differ from A079874:", [k for k in range(26) if lit[k] != a079874[k]])
assert lit == a079874 and sum(lit) == 2**23

# %% [markdown]
# All 26 terms agree. The table is symmetric, $k \leftrightarrow 25 - k$, because the all-on
# board is itself solvable ({prf:ref}`thm-02-all-ones` below): adding it to a solvable board
# gives the solvable board with the other lights on.

# %% [markdown]
# ### How many lightest solutions?
#
# A 5 x 5 board has four solutions, and Al Geist, the author of the 1996 applet cited below,
# remarked that it can have "up to 4 different minimum solutions": the remark is in a list of
# facts in his e-mails of December 1996 to Ken Barr, which Barr keeps on a web page (under
# References; we read that list only in a reformatted copy of the page).
# `lightest_solution_counts(m, n)` counts, over every solvable
# board, how many of its solutions reach its minimum (the same exhaustive enumeration; the
# tests compare it with brute force over all press patterns up to 4 x 5 cells).

# %%
multiplicity = {n: lo.lightest_solution_counts(n, n) for n in (4, 5)}
for n, counts in multiplicity.items():
    total = sum(counts.values())
    print(f"{n} x {n}: {total:,} solvable boards")
    for k, c in counts.items():
        print(
            f"  {k:2d} lightest solution{'s' if k > 1 else ' '}: {c:>9,} boards "
            f"({100 * c / total:5.2f} %)"
        )
assert sum(multiplicity[5].values()) == 2**23 and max(multiplicity[5]) == 4
assert multiplicity[5] == {1: 5438080, 2: 2288832, 3: 426496, 4: 235200}

# %% [markdown]
# So the remark is right and quantified: 235,200 of the $2^{23}$ solvable 5 x 5 boards (2.8 %)
# have all four solutions equally light, and 35.2 % have more than one lightest solution.
# On 4 x 4, with 16 solutions per board, a board can have up to 12 lightest ones. "The"
# optimal solution of a solver is one of several for a third of the 5 x 5 boards; the book
# reports the canonical one.

# %% [markdown]
# ## All lights on
#
# The board with every light on is a classic start (and the XL-25's goal, reached from the
# dark board, is the same equation $A\mathbf x = \mathbf 1$). It is solvable on *every*
# board, of any shape.
#
# ```{prf:theorem} The all-ones board is always solvable (Sutner 1989)
# :label: thm-02-all-ones
#
# For every $m, n \ge 1$, every quiet pattern of the $m \times n$ board presses an even
# number of buttons, and the all-on board $\mathbf 1$ is solvable. (Sutner proved it for any
# graph under the rule "toggle yourself and your neighbours"; A. E. Brouwer's notes give the
# same short proof and an earlier source.)
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Let $\mathbf q$ be a quiet pattern, so $A\mathbf q = \mathbf 0$. Then, modulo 2,
# $0 = \mathbf q^{\mathsf T} A \mathbf q = \sum_i A_{ii} q_i + 2 \sum_{i < j} A_{ij} q_i q_j
# \equiv \sum_i q_i$, because $A$ is symmetric with ones on its diagonal. So
# $\mathbf q \cdot \mathbf 1 = 0$ for every quiet pattern, and {prf:ref}`thm-02-solvable`
# gives a solution.
# ```
#
# The check below covers every basis quiet pattern of every board up to 20 x 20.

# %%
odd = [
    (m, n)
    for m in range(1, 21)
    for n in range(1, 21)
    if any(q.sum() % 2 for q in lo.quiet_patterns(m, n))
]
assert not odd
print(
    "every basis quiet pattern of every m x n board with m, n <= 20 presses an even "
    "number of buttons"
)

# %% [markdown]
# For $n = 1, \dots, 60$ we solve the $n \times n$ all-on board: its nullity, its number of
# solutions $2^d$, and its fewest presses, exactly (every one of the $2^d$ solutions is
# weighed; $d$ reaches 32 at $n = 39$, where the batched transforms of `min_presses` weigh
# $2^{32} \approx 4.3 \cdot 10^9$ solutions). The tests confirm the fewest presses for
# $n \le 5$ by brute force over all press patterns.

# %%
all_on_rows = []
for n in range(1, 61):
    on = np.ones((n, n), dtype=np.uint8)
    d = lo.nullity(n, n)
    x = lo.min_presses(on)
    assert not lo.apply_presses(on, x).any()
    all_on_rows.append((n, d, 2**d, int(x.sum())))
print(f"{'n':>3} {'nullity':>8} {'solutions':>11} {'fewest presses':>15}")
for row in all_on_rows[:20]:
    print(f"{row[0]:3d} {row[1]:8d} {row[2]:11d} {row[3]:15d}")
print("  ... (n = 21..60 in the comparison below)")

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
# needed to solve the all-ones lights out problem"). The nullities are compared with the
# stored data section of A159257 (notebook 03 compares all of it) for every $n \le 60$; the
# fewest presses with the data section of A075464, terms $n = 1, \dots, 54$, stored in
# [`data/02_oeis_a075464.txt`](../data/02_oeis_a075464.txt).


# %%
a159257 = read_oeis("04_oeis_a159257.txt")
a075464 = read_oeis("02_oeis_a075464.txt")
compared = all_on_rows[: len(a075464)]
disagreements = {
    "nullity (A159257)": [n for n, d, _, _ in all_on_rows if d != a159257[n - 1]],
    "fewest presses (A075464)": [n for n, _, _, w in compared if w != a075464[n - 1]],
}
print(f"A075464 terms stored: {len(a075464)}; compared: n = 1..{len(compared)}")
print("terms that differ from the OEIS:", disagreements)
assert not any(disagreements.values())
print(
    f"nullity agrees with A159257 for every n <= {len(all_on_rows)}; fewest presses "
    f"agree with A075464 for every n <= {len(compared)}"
)
print("largest nullity compared:", max(d for _, d, _, _ in compared))
print("beyond the data section, compared in chapter 09 (n, nullity, fewest presses):")
for n, d, _, w in all_on_rows[len(a075464) :]:
    print(f"  n = {n}: nullity {d}, fewest presses {w}")

# %% [markdown]
# The published table of A075464 goes further: its b-file lists $n = 1, \dots, 78$ (terms up
# to 60 by Max Alekseyev, 61 to 78 by Zhao Hui Du, with a C program). We could not read it.
# The OEIS data repository on GitHub (`oeis/oeisdata`) stores b-files as Git LFS pointers:
# the pointer of `b075464.txt` gives only the file's size (555 bytes) and its SHA-256. A
# hash checks a whole file at once, as [notebook 08](08_beyond_the_grid.ipynb) does for the
# 1000 torus terms of A165738, but only if we compute every line of it, and here we did
# not: $n = 61$ and $n = 65$ have nullity 40 and 42. The book stops at nullity 32 because
# `min_presses` weighs every one of the $2^d$ solutions, and $2^{40}$ solutions are 256
# times the work of $n = 39$. So this chapter can compare the six terms for
# $n = 55, \dots, 60$ printed above with no published value; they are our own computation,
# exact. Five of them are the weight of a unique solution (nullity 0); $n = 59$ (nullity 22)
# is a true minimisation.
# [Chapter 10](10_published_tables.ipynb) searches the two hard sizes with the
# symmetries of the square, computes all 78 terms, and finds its b-file equal to the
# published one through the SHA-256: so these six terms match the published table too.

# %% [markdown]
# ## Fewest presses as decoding
#
# The quiet patterns of the $m \times n$ board form a linear subspace $Q = \ker A$ of
# $\mathrm{GF}(2)^{mn}$: in the language of coding theory, a *binary linear code*. Its
# *length* is $mn$ (one bit per button), its *dimension* is the nullity $d$, and its
# *minimum distance* $\Delta$ is the fewest presses of a nonzero quiet pattern (for a linear
# code, the smallest Hamming distance between two codewords equals the smallest weight of a
# nonzero codeword, because the difference of two codewords is a codeword). The three nonzero
# words of the 5 x 5 code have 16, 12 and 12 presses: it is a $[25, 2, 12]$ code, in the
# usual notation [length, dimension, minimum distance]. By the previous section every
# codeword has even weight, so $\Delta$ is always even.
#
# We compute the parameters of every board with $m \le n \le 12$ that has quiet patterns, by
# listing all $2^d$ codewords, and count the codewords of weight $\Delta$.


# %%
def quiet_code(m, n):
    """
    (length, dimension, minimum distance, number of words of that weight) of the m x n
    quiet code.
    """
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
    f"{'board':>8} {'[length, dimension, min. distance]':>36} "
    f"{'words of min. weight':>21}"
)
for (m, n), (length, k, delta, count) in codes.items():
    print(f"{f'{m} x {n}':>8} {f'[{length}, {k}, {delta}]':>36} {count:21d}")
assert codes[(5, 5)][:3] == (25, 2, 12) and all(
    delta % 2 == 0 for _, _, delta, _ in codes.values()
)
print(
    len(codes),
    "boards with m <= n <= 12 have quiet patterns; the 5 x 5 code is [25, 2, 12]; "
    "every distance is even",
)

# %% [markdown]
# We found no published table of these codes to compare with. The tests recompute the
# minimum distance of every board with at most 16 cells by brute force over all its press
# patterns.

# %% [markdown]
# Now look at a board $\mathbf b$ through this lens. Its solutions are the coset
# $\hat{\mathbf x} + \ker A$, and a
# solution with the fewest presses is a vector of least weight in the coset: what coding
# theory calls a **coset leader**. There is a second way to say the same thing. The code is
# the kernel of $A$, so $A$ is a *parity-check matrix* of it (its rows span the orthogonal
# complement of $\ker A$), and for any press pattern $\mathbf x$ the vector $A\mathbf x$ is its
# *syndrome*. The board is the syndrome of its own solutions, and "fewest presses" is
# **syndrome decoding**: given the syndrome $\mathbf b$, find the lightest $\mathbf x$ with
# $A\mathbf x = \mathbf b$, that is,
# the most likely error pattern on a binary symmetric channel.
#
# The minimum distance says when the lightest solution is unique.
#
# ```{prf:proposition} Unique decoding radius (classical)
# :label: prop-02-decoding-radius
#
# Let $\Delta$ be the minimum distance of the quiet code of the $m \times n$ board. If a
# solution $\mathbf x$ of a board $\mathbf b$ has $|\mathbf x| < \Delta/2$ presses, every
# other solution of $\mathbf b$ has at least $\Delta - |\mathbf x| > \Delta/2$ presses. In
# particular $\mathbf x$ is the only lightest solution of $\mathbf b$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Let $\mathbf y \ne \mathbf x$ solve $\mathbf b$ too. By {prf:ref}`prop-02-coset`,
# $\mathbf x + \mathbf y$ is a nonzero quiet pattern, so it presses at least $\Delta$
# buttons; it presses at most the buttons of $\mathbf x$ and those of $\mathbf y$, so
# $\Delta \le |\mathbf x + \mathbf y| \le |\mathbf x| + |\mathbf y|$ and
# $|\mathbf y| \ge \Delta - |\mathbf x| > \Delta/2 > |\mathbf x|$.
# ```
#
# On 5 x 5 ($\Delta = 12$) every board that can be switched off in at most 5 presses
# therefore has a unique lightest solution ({ref}`ex-02-1` counts these boards). The check
# below builds 200 such boards from random presses and weighs their other solutions.

# %%
delta5 = codes[(5, 5)][2]
rng = np.random.default_rng(2)
for _ in range(200):
    x = np.zeros(25, dtype=np.uint8)
    x[rng.choice(25, size=int(rng.integers(0, delta5 // 2)), replace=False)] = 1
    b = lo.apply_presses(np.zeros((5, 5), dtype=np.uint8), x.reshape(5, 5))
    others = [int(s.sum()) for s in lo.solutions(b) if not np.array_equal(s.ravel(), x)]
    assert len(others) == 3 and min(others) >= delta5 - int(x.sum()) > delta5 / 2
print(
    f"Delta = {delta5}; 200 random 5 x 5 boards x made with at most "
    f"{delta5 // 2 - 1} presses:\nevery other solution has at least {delta5} - |x| > "
    f"{delta5 // 2} presses"
)

# %% [markdown]
# What does complexity theory say about this search? Berlekamp, McEliece and van Tilborg
# proved in 1978 that syndrome decoding of binary linear codes is NP-complete: deciding, for
# a given binary matrix, a target vector and a bound, whether some vector with at most that
# many ones is mapped to the target. Vardy proved in 1997 that even computing the minimum distance of a
# binary linear code is NP-hard. Both theorems are about *all* binary matrices and say
# nothing about the matrices of Lights Out. Closer to our problem is the **minimum all-ones
# problem** on a graph (the fewest presses that light every lamp of a dark graph under the
# rule "toggle yourself and your neighbours", the same as switching off the all-on board;
# in graph terms, a minimum odd dominating set): it is NP-complete on general graphs, a
# result of Sutner (1988, "Additive automata on graphs"), as cited by Chen, Li, Wang and
# Zhang (2004) and by Caro, Klostermeyer and Yuster (2005); we read the abstracts of these
# papers, not Sutner's proof. Chen, Li, Wang and Zhang solve it in linear time on trees. For
# exactly the problem `min_presses` solves, a board with any lights on, Berman, Borer and
# Hungerbühler (2021) write in their abstract that on general graphs "it is NP-hard to find a
# minimal solution" although a solution is easy to find (we read the abstract only).
# On grid graphs, the case of this book, we found no result either way: as far as the
# literature we could search shows, its complexity is open. And hardness in the size of the
# input would not bite here anyway: the coset has $2^d$ solutions with
# $d \le \min(m, n) \le \sqrt{mn}$ (notebook 01), so exhaustive search is subexponential
# in the number of cells, and [04, large boards](04_large_boards.ipynb) does it with
# transforms up to $d = 32$.
#
# The nullity is also often zero. The share of square boards with $d(n) = 0$ for
# $n \le 10\,000$, recomputed here with `nullity`, is:

# %%
square_sizes = range(1, 10_001)
invertible = sum(lo.nullity(n, n) == 0 for n in square_sizes)
print(
    f"{invertible:,} of {len(square_sizes):,} square boards n <= 10,000 have "
    "nullity 0: "
    f"{100 * invertible / len(square_sizes):.2f} %"
)

# %% [markdown]
# So a little over half of the square boards up to $n = 10\,000$ have a unique solution (we
# claim no limit as $n$ grows); for the others the price of the exact minimum grows like
# $2^d$, as the timings below show.
#
# The linear relaxation explains why integer programming struggles with the fewest presses
# ([06, integer programming with SCIP](06_integer_programming_with_scip.ipynb), refers back
# here). Source 000's model ([Definition 6.1](06_integer_programming_with_scip.ipynb#def-06-model))
# asks, for every cell $(r,c)$,
#
# $$ b_{r,c} + \sum_{(i,j) \in \mathcal N(r,c)} x_{i,j} = 2 k_{r,c}, $$
#
# with $x_{i,j} \in \{0, 1\}$ and an integer $k_{r,c}$ from 0 to
# $\lfloor (b_{r,c} + |\mathcal N(r,c)|)/2 \rfloor$, where $\mathcal N(r,c)$ is the cell and
# its neighbours. A solver starts from the linear relaxation, where $x$ may take any value in
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
    f"its objective is {x_lp.sum():.0f}, the fewest presses are "
    f"{int(lo.min_presses(example).sum())}"
)
assert feasible

# %% [markdown]
# ## How fast is the exact minimum?
#
# The benchmark [`bench/bench_02_min_presses.py`](../bench/bench_02_min_presses.py) (run by
# `make bench B=02_min_presses`) times `min_presses` on seeded random solvable boards: every
# $n \times n$ board with $n \le 40$ whose nullity is at most 26 (all but 39 x 39, whose
# nullity is 32), two boards each, and three rectangular boards with larger nullity, all with
# the quiet patterns of the elimination of $A$. How it keeps that route above 400 cells and
# keeps the elimination out of the timed search is in the engineering notes of
# [appendix 11](11_appendix_engineering.ipynb). The results are in
# [`data/02_min_presses.csv`](../data/02_min_presses.csv), the machine, date and versions in
# `data/02_min_presses.meta.json` (the times printed below are those of the run recorded
# there). Since the search weighs all $2^d$ solutions, the time should grow like $2^d$ once
# $d$ is large enough for the search to outweigh the fixed costs (validating the board, one
# solution, the canonical basis, packing the bits).

# %%
bench, meta, _ = lo.read_benchmark("02_min_presses")
nullity = np.array([int(r["nullity"]) for r in bench])
cells = np.array([int(r["cells"]) for r in bench])
t_min = np.array([float(r["seconds_min_presses"]) for r in bench])
forced = np.array([r["route"] == "forced" for r in bench])
square = np.array([r["m"] == r["n"] for r in bench])
print(
    f"{len(bench)} boards timed on {meta['machine']['cpu']} "
    f"({meta['machine']['cores']} cores), {meta['date'][:10]}; "
    f"{int(forced.sum())} of them above 400 cells, forced onto this route"
)
table_only = t_min[nullity <= 14]
print(
    f"d <= 14 (the table alone): median {1e3 * np.median(table_only):.2f} ms, slowest "
    f"{1e3 * table_only.max():.2f} ms "
    f"over {table_only.size} boards"
)
for r in bench:
    if int(r["nullity"]) >= 20:
        print(
            f"{r['m']} x {r['n']} (d = {r['nullity']}, {r['route']}): "
            f"{float(r['seconds_min_presses']):.3f} s"
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
# Beyond $d = 32$ the search would weigh more than four billion solutions;
# `min_presses` refuses such boards with a clear message instead of running for half an hour
# or more: at the rate [04, large boards](04_large_boards.ipynb) measures, $d = 40$ would
# take over half an hour (chapter 04 prints its estimate). The all-on 61 x 61 board
# (nullity 40) is one.

# %%
try:
    lo.min_presses(np.ones((61, 61), dtype=np.uint8))
    raise AssertionError("min_presses must refuse d = 40")
except lo.NotSolvableError:
    raise AssertionError("the all-on board is solvable")
except ValueError as err:
    print("min_presses on 61 x 61 refuses:", err)

# %%
fig = lo.plots.ch02.min_presses_time(nullity, t_min, cells, forced)
lo.savefig(fig, "02-min-presses-time")
plt.show()

# %% [markdown]
# *Figure 02-min-presses-time.* Time of `min_presses` (quiet patterns by elimination)
# against the nullity $d$, one point per board. Wall clock, from `data/02_min_presses.csv`
# (one machine, best of three runs up to $d = 20$); colour is the number of cells, edged
# squares are boards above 400 cells forced onto the elimination route. For small $d$ fixed
# costs dominate; for larger $d$ the time grows like $2^d$ (the dashed line).

# %% [markdown]
# ## Summary
#
# * When $A$ is invertible (3 x 3) every board has exactly one solution, $A^{-1}\mathbf b$.
# * A board is solvable if and only if every quiet pattern covers an even number of its lit
#   cells ({prf:ref}`def-quiet-pattern`, {prf:ref}`thm-02-solvable`); for 5 x 5, two
#   independent checks, so $2^{23}$ of the $2^{25}$ boards are solvable.
# * The solutions of a board form a coset of $\ker A$ with $2^{d(m,n)}$ elements
#   ({prf:ref}`prop-02-coset`). `min_presses` weighs all of them and returns the canonical
#   lightest one (first in lexicographic order). Source 000's example needs 11 presses, with
#   a unique lightest solution.
# * Exhaustively: the hardest 3 x 3 board needs 9 presses, the hardest 4 x 4 boards 7 (32
#   boards), the hardest 5 x 5 boards 15 (7350 boards, the all-on board among them). Of the
#   $2^{23}$ solvable 5 x 5 boards, 5,438,080 have one lightest solution, 2,288,832 two,
#   426,496 three and 235,200 four.
# * The published 5 x 5 table, OEIS A079873, agrees with this count in 15 of its 16 terms;
#   its $a(7) = 476\,104$ has two digits transposed (467,104: only then do the terms sum to
#   the $2^{23}$ the entry itself states, and the entry's own program gives it). The same boards by lights on (A079874) follow from
#   the four quiet-pattern weights by the MacWilliams identity
#   ({prf:ref}`thm-02-macwilliams`) and agree in all 26 terms.
# * The all-on board is solvable on every board ({prf:ref}`thm-02-all-ones`). Its nullity and
#   fewest presses agree with OEIS A159257 and A075464 for every $n \le 54$ (nullity up to 32),
#   and the book computes $n = 55, \dots, 60$ beyond the entry's data section (chapter 09
#   finds them, with all 78 terms, equal to the entry's b-file).
# * Fewest presses are a coset leader of the quiet code (for 5 x 5 a $[25, 2, 12]$ code); a
#   solution with fewer than $\Delta/2$ presses, $\Delta$ the minimum distance, is the only
#   lightest one ({prf:ref}`prop-02-decoding-radius`). The
#   minimum all-ones problem is NP-complete on general graphs (Sutner) and linear on trees
#   (Chen, Li, Wang and Zhang); on grids its status is open as far as we found, and with
#   $d \le \min(m, n)$ the exhaustive search is subexponential in the number of cells.
#   57.71 % of the square boards $n \le 10\,000$ have nullity 0.
#
# ## Exercises

# %% [markdown]
# ````{exercise} Prove it: unique lightest solutions on 5 x 5 (easy)
# :label: ex-02-1
#
# The three nonzero quiet patterns of 5 x 5 have 16, 12 and 12 presses. Prove that a 5 x 5
# board that can be switched off with at most 5 presses has exactly one solution with at
# most 5 presses, and deduce the first six entries of the 5 x 5 distribution.
#
# ```{hint}
# :class: dropdown
#
# Two solutions of the same board differ by a nonzero quiet pattern. If both had at most 5
# presses, how many buttons could they differ in?
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-02-1
# :class: dropdown
# ```
#
# If $\mathbf x$ and $\mathbf y$ solve the same board, $\mathbf x + \mathbf y$ is a nonzero
# quiet pattern, so it presses at least 12 buttons; but it presses at most
# $|\mathbf x| + |\mathbf y| \le 10$ buttons. So there is only one solution with at most 5
# presses. Hence the boards needing exactly $k \le 5$ presses correspond one to one to the
# press patterns with $k$ presses: $\binom{25}{k}$ of them, 1, 25, 300, 2300, 12650, 53130.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
import math

q5 = lo.quiet_patterns(5, 5)
assert sorted(int(q.sum()) for q in q5 + [q5[0] ^ q5[1]]) == [12, 12, 16]
dist5 = lo.min_press_distribution(5, 5)
assert dist5[:6] == [math.comb(25, k) for k in range(6)]
print("5 x 5 boards needing k <= 5 presses:", dist5[:6])

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Two lightest solutions of 6 presses (medium)
# :label: ex-02-2
#
# {ref}`ex-02-1` fails at 6 presses: some 5 x 5 boards have two different 6-press
# solutions. Find how many such boards there are, and explain the count with the two quiet
# patterns of weight 12.
#
# ```{hint}
# :class: dropdown
#
# If $\mathbf x \ne \mathbf y$ both have 6 presses and solve the same board,
# $\mathbf x + \mathbf y$ is a quiet pattern with at most 12 presses. Which one can it be, and
# how must $\mathbf x$ and $\mathbf y$ sit on it?
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-02-2
# :class: dropdown
# ```
#
# $\mathbf x + \mathbf y$ is a nonzero quiet pattern with at most 12 presses, so it is one of
# the two patterns $\mathbf q$ of weight 12, and $|\mathbf x + \mathbf y| = 12 = |\mathbf
# x| + |\mathbf y|$ means that $\mathbf x$ and $\mathbf y$ are disjoint and together make up
# $\mathbf q$. So the pairs are the splittings of the 12 buttons of $\mathbf q$ into two
# halves of 6: $\binom{12}{6} / 2 = 462$ unordered pairs for each of the two patterns, 924
# boards in all. Each of these boards needs exactly 6 presses.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
q5 = lo.quiet_patterns(5, 5)
boards6 = set()
for q in [q for q in q5 + [q5[0] ^ q5[1]] if q.sum() == 12]:
    support = list(zip(*np.nonzero(q)))
    for half in itertools.combinations(support, 6):
        x = np.zeros((5, 5), dtype=np.uint8)
        for r, c in half:
            x[r, c] = 1
        board = lo.apply_presses(np.zeros((5, 5)), x)
        assert not lo.apply_presses(board, q ^ x).any()  # the other half solves it too
        boards6.add(board.tobytes())
assert len(boards6) == 924 == 2 * math.comb(12, 6) // 2
for key in list(boards6)[:50]:
    b6 = np.frombuffer(key, dtype=np.uint8).reshape(5, 5)
    assert int(lo.min_presses(b6).sum()) == 6
print(len(boards6), "boards of size 5 x 5 have two lightest solutions of 6 presses")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} The hardest 4 x 4 boards (medium)
# :label: ex-02-3
#
# The 32 hardest 4 x 4 boards need 7 presses. How many of the 16 solutions of such a board
# have 7 presses? What does this mean for a solver that reports "the" optimal solution?
#
# ```{hint}
# :class: dropdown
#
# Find the 32 boards from the press patterns: apply all $2^{16}$ patterns to the dark board
# with one matrix product modulo 2, and keep, for each board, the lightest patterns.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-02-3
# :class: dropdown
# ```
#
# Every one of the 32 boards has 12 lightest solutions among its 16 (the other four have 11
# presses). A solver that minimises the presses returns one of the twelve, and which one
# depends on its search order; only the number 7, the list of all twelve, or a stated rule
# such as the canonical (lexicographically first) one is a fact about the board.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
a = lo.press_matrix(4, 4).astype(np.int64)
patterns = np.array(list(itertools.product((0, 1), repeat=16)), dtype=np.int64)
keys = ((patterns @ a.T) % 2) @ (1 << np.arange(16))
weight = patterns.sum(axis=1)
fewest = np.full(2**16, 99)
np.minimum.at(fewest, keys, weight)
hardest4 = np.flatnonzero(fewest == 7)
assert len(hardest4) == 32
for key in hardest4:
    board = np.array([(key >> i) & 1 for i in range(16)], dtype=np.uint8).reshape(4, 4)
    weights = sorted(int(s.sum()) for s in lo.solutions(board))
    assert weights.count(7) == 12 and weights[-4:] == [11, 11, 11, 11]
print("each of the 32 hardest 4 x 4 boards has 12 lightest solutions of 7 presses")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Best of four (easy)
# :label: ex-02-4
#
# The distribution of fewest presses for 5 x 5 looks roughly binomial. Compare its mean with
# the mean number of presses of a uniformly random press pattern, and explain the shift to
# the left.
#
# ```{hint}
# :class: dropdown
#
# A board's fewest presses is the minimum over its four solutions, and the press patterns of
# the solvable boards, all $2^{25}$ of them, fall into $2^{23}$ groups of four.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-02-4
# :class: dropdown
# ```
#
# A uniformly random press pattern has $25/2 = 12.5$ presses on average. Each solvable board
# has four solutions, and its fewest presses is the smallest of the four weights: the mean
# of the fewest presses is smaller, just under 10. The shift is the gain from choosing the
# best of four.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
dist5 = lo.min_press_distribution(5, 5)
mean_fewest = sum(k * c for k, c in enumerate(dist5)) / sum(dist5)
assert 9.5 < mean_fewest < 10 < 12.5
print(f"mean fewest presses {mean_fewest:.2f}, mean presses of a random pattern 12.5")


# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Implement it yourself: the canonical lightest solution (challenge)
# :label: ex-02-5
#
# Write a function `my_min_presses(board)` that returns the canonical lightest solution (the
# first in lexicographic order of the row-major 0/1 tuple among the lightest) using only
# `lo.solve` and `lo.quiet_patterns`: enumerate the coset, keep the lightest, take the
# smallest tuple. Check it against `lo.min_presses` on 200 random solvable 4 x 4 and 5 x 5
# boards.
#
# ```{hint}
# :class: dropdown
#
# Python compares tuples lexicographically, so `min` over pairs `(weight, tuple)` does both
# steps at once.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-02-5
# :class: dropdown
# ```
#
# Every solution is the particular solution plus a combination of the basis
# ({prf:ref}`prop-02-coset`); the key `(weight, tuple)` orders by weight, then
# lexicographically.


# %% jupyter={"outputs_hidden": true, "source_hidden": true}
def my_min_presses(board):
    board = np.asarray(board, dtype=np.uint8)
    x_hat = lo.solve(board).ravel()
    basis = [q.ravel() for q in lo.quiet_patterns(*board.shape)]
    best = None
    for coeffs in itertools.product((0, 1), repeat=len(basis)):
        x = x_hat.copy()
        for c, q in zip(coeffs, basis):
            if c:
                x ^= q
        key = (int(x.sum()), tuple(int(v) for v in x))
        best = key if best is None or key < best else best
    return np.array(best[1], dtype=np.uint8).reshape(board.shape)


rng = np.random.default_rng(5)
for size in (4, 5):
    for _ in range(100):
        presses = rng.integers(0, 2, size=(size, size))
        b = lo.apply_presses(np.zeros((size, size), dtype=np.uint8), presses)
        assert np.array_equal(my_min_presses(b), lo.min_presses(b))
print("my_min_presses agrees with lo.min_presses on 200 random boards")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} One light on (medium)
# :label: ex-02-6
#
# `lo.solvable_lights_distribution(n, n)[1]` counts the solvable $n \times n$ boards with
# exactly one light on. It is 0 for 4 x 4, 5 for 5 x 5 and 1 for 9 x 9. Which single lights
# can be switched off, and why? Check your answer on every $n \le 20$.
#
# ```{hint}
# :class: dropdown
#
# Apply {prf:ref}`thm-02-solvable` to the board $\mathbf e_i$ that has only light $i$ on:
# what does $\mathbf q \cdot \mathbf e_i$ measure?
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-02-6
# :class: dropdown
# ```
#
# By {prf:ref}`thm-02-solvable`, $\mathbf e_i$ is solvable exactly when
# $\mathbf q \cdot \mathbf e_i = q_i = 0$ for every quiet pattern $\mathbf q$, that is,
# when no quiet pattern presses cell $i$. It is enough to check a basis, since a cell that no
# basis pattern presses is pressed by no combination of them. So the count is the number of
# cells outside the union of the basis patterns: the four 4 x 4 quiet patterns together
# cover the whole board, the 5 x 5 ones leave five cells uncovered, the 9 x 9 ones one.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
for n in range(1, 21):
    quiet = lo.quiet_patterns(n, n)
    pressed = np.zeros((n, n), dtype=bool)
    for q in quiet:
        pressed |= q.astype(bool)
    free_cells = int((~pressed).sum())
    assert free_cells == lo.solvable_lights_distribution(n, n)[1], n
q5 = lo.quiet_patterns(5, 5)
print("5 x 5 single lights that can be switched off:")
print(lo.format_board(((q5[0] | q5[1]) == 0).astype(np.uint8)))

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Research: what do the hardest boards look like? (challenge)
# :label: ex-02-7
#
# The census above found that the hardest 4 x 4 boards need 7 presses and the hardest
# 5 x 5 boards 15. Find all of them and their lightest solutions, and look for a rule: how
# many lights are on, and which buttons does a lightest solution press? Sort the cells into
# *classes*, two cells being in the same class when exactly the same quiet patterns press
# them, and count the presses of each lightest solution in each class. State a rule that
# holds on 5 x 5 and see whether it holds on 4 x 4. Which boards are hardest for a general
# size is an open question; [chapter 09](09_the_hardest_board.ipynb) computes
# the hardest board of every size up to 12 x 12 and of every square up to 256 x 256.
#
# ```{hint}
# :class: dropdown
#
# A board needs $h$ presses when every member of its coset $\mathbf x + \ker A$ has at least
# $h$ presses. Store a press pattern as an integer (bit $i$ for cell $i$, row-major); the
# coset of $x$ is then $x$ XOR the $2^d$ codewords, and `np.bitwise_count` gives the weights
# of a million patterns at once. All $2^{25}$ patterns of 5 x 5 take a fraction of a second
# in blocks of $2^{20}$.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-02-7
# :class: dropdown
# ```
#
# The search below goes through every press pattern, so every board, and keeps the patterns
# of the hardest boards; `min_presses` confirms the value on a sample of them. On 5 x 5 a
# rule appears: the five cells that no quiet pattern presses form a class of their own
# (signature 0), the other cells fall into classes of 8, 4 and 8, and a press pattern is a
# lightest solution of a hardest board exactly when it presses all five free cells and half
# of each other class. That gives $\binom84\binom42\binom84 = 29{,}400$ patterns, four for
# each of the 7350 boards: every solution of a hardest board is a lightest one. The hardest
# boards have anything from 4 to 25 lights on; the all-on board is one of them. On 4 x 4
# the rule cannot hold, as eight of the twelve classes have a single cell. There each
# hardest board has 12 lightest solutions among its 16, and each of them presses either four
# of the eight single cells and one cell in three of the four pairs, or two single cells,
# one cell in three pairs and both cells of the fourth; the hardest 4 x 4 boards all have
# an odd number of lights on.
#
# [Corollary 9.1](09_the_hardest_board.ipynb#cor-09-half) proves the 5 x 5 rule
# for every size where averaging over the quiet patterns gives the exact value
# ([Theorem 9.1](09_the_hardest_board.ipynb#thm-09-distribution)), and
# [Theorem 9.2](09_the_hardest_board.ipynb#thm-09-parity) shows what odd classes
# cost. Describing the hardest boards when many classes are odd is open.


# %% jupyter={"outputs_hidden": true, "source_hidden": true}
def hardest_patterns(m, n):
    """The fewest presses h of the hardest m x n boards, every press pattern of such a
    board (an integer, bit i for cell i in row-major order), and the quiet patterns."""
    cells = m * n
    quiet = np.array([q.ravel() for q in lo.quiet_patterns(m, n)], dtype=np.int64)
    words = [0]
    for q in quiet:
        mask = int((q << np.arange(cells)).sum())
        words += [w ^ mask for w in words]
    fewest = np.empty(2**cells, dtype=np.uint8)
    for start in range(0, 2**cells, 2**20):
        x = np.arange(start, min(start + 2**20, 2**cells), dtype=np.uint32)
        weights = [np.bitwise_count(x ^ np.uint32(w)) for w in words]
        fewest[start : start + len(x)] = np.min(weights, axis=0)
    h = int(fewest.max())
    return h, np.flatnonzero(fewest == h).astype(np.uint32), quiet


found = {}
for m, n in ((4, 4), (5, 5)):
    h, hard, quiet = hardest_patterns(m, n)
    lightest = hard[np.bitwise_count(hard) == h]
    bits = (lightest[:, None] >> np.arange(m * n, dtype=np.uint32)) & 1
    boards = np.unique(bits.astype(np.int64) @ lo.press_matrix(m, n) % 2, axis=0)
    sample = boards[:: max(1, len(boards) // 25)]
    assert all(int(lo.min_presses(b.reshape(m, n)).sum()) == h for b in sample)
    signature = (quiet << np.arange(len(quiet))[:, None]).sum(axis=0)
    labels = np.unique(signature[signature > 0])
    sizes = np.array([(signature == s).sum() for s in labels])
    per_class = np.stack([bits[:, signature == s].sum(axis=1) for s in labels], axis=1)
    free_pressed = (bits[:, signature == 0] == 1).all(axis=1)
    half = free_pressed & (2 * per_class == sizes).all(axis=1)
    lights = np.bincount(boards.sum(axis=1))
    found[m, n] = (h, len(boards), len(lightest), int(half.sum()))
    print(f"{m} x {n}: the hardest boards need {h} presses: {len(boards)} boards")
    print(
        f"  {int((signature == 0).sum())} free cells; classes of {sizes.tolist()} cells"
    )
    print("  lights on:", {k: int(v) for k, v in enumerate(lights) if v})
    print(
        f"  lightest solutions: {len(lightest)}; pressing every free cell and half of "
        f"every other class: {int(half.sum())}"
    )
    if (m, n) == (5, 5):
        assert (boards == 1).all(axis=1).any()  # the all-on board is one of them
    else:  # 4 x 4: presses in the single cells, and in each class of two
        kinds = {}
        for row in per_class:
            key = (int(row[sizes == 1].sum()), tuple(sorted(row[sizes == 2].tolist())))
            kinds[key] = kinds.get(key, 0) + 1
        print("  (single cells pressed, presses per pair): solutions", kinds)
        assert len(lightest) == 12 * len(boards) == sum(kinds.values())
assert found[4, 4][:2] == (7, 32) and found[4, 4][3] == 0
assert found[5, 5] == (15, 7350, 4 * 7350, 4 * 7350)
assert 4 * 7350 == math.comb(8, 4) * math.comb(4, 2) * math.comb(8, 4)

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ## References
#
# * Source 000: "Lights Out and integer programming" (Japanese article, ライツアウトと整数計画法):
#   the 5 x 5 example and its 11-press optimum, the nine seeded boards, the integer program.
#   Source 002: "Lights Out with SageMath", part 1 (Japanese article, [qiita.com/masa0599](https://qiita.com/masa0599/items/0302ef923eaebf96da64)):
#   the plan followed here. The texts are not redistributed; no public address was found for source 000 (search for its Japanese title).
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
# * K. Sutner, "Additive automata on graphs", *Complex Systems* 2 (1988) 649-661: NP-completeness
#   results for additive automata on graphs; cited for the NP-completeness of the minimum
#   all-ones problem (we read the abstract only).
# * W. Y. C. Chen, X. Li, C. Wang and X. Zhang, "The minimum all-ones problem for trees",
#   *SIAM Journal on Computing* 33(2) (2004) 379-392,
#   [abstract](http://billchen.org/publications/2004_379_trees/2004_379_trees.htm): linear
#   time on trees; states that the problem is NP-complete for general graphs.
# * Y. Caro, W. F. Klostermeyer and R. Yuster, "Connected odd dominating sets in graphs",
#   *Discussiones Mathematicae Graph Theory* 25 (2005) 225-239: attributes to Sutner the
#   NP-completeness of deciding whether a graph has an odd dominating set of size at most $k$.
# * OEIS [A159257](https://oeis.org/A159257) (nullity of the $n \times n$ board),
#   [A075462](https://oeis.org/A075462) (number of solutions of the all-ones problem),
#   [A075464](https://oeis.org/A075464) (fewest presses of the all-ones problem).
# * OEIS [A079873](https://oeis.org/A079873) (the 5 x 5 boards by fewest presses; its
#   $a(7)$ has two digits transposed, see above) and [A079874](https://oeis.org/A079874)
#   (the 5 x 5 solvable boards by lights on), both N. J. A. Sloane (2003).
# * F. J. MacWilliams, "A theorem on the distribution of weights in a systematic code",
#   *Bell System Technical Journal* 42 (1963) 79-94 (we found the bibliographic data only,
#   not the paper); the identity as stated in the Encyclopedia of Mathematics,
#   [MacWilliams identities](https://encyclopediaofmath.org/index.php?title=MacWilliams_identities).
# * A. Geist, "LightsOut Game" (1996),
#   [www.epm.ornl.gov/~geist/java/applets/lightsout/](https://www.epm.ornl.gov/~geist/java/applets/lightsout/):
#   "none of the 8 million solvable puzzles requires more than 15 moves".
# * K. Barr, "Conversations w/ Al Geist",
#   [kbarr.net/static/lo/gstmail.htm](http://kbarr.net/static/lo/gstmail.htm): Al Geist's
#   e-mails of December 1996 about his applet, with a sketch of light chasing and the remark
#   "up to 4 different minimum solutions" (the remark read in a reformatted copy of the page).
# * A. Berman, F. Borer and N. Hungerbühler, "Lights Out on graphs", *Mathematische
#   Semesterberichte* (2021),
#   [doi:10.1007/s00591-021-00297-5](https://doi.org/10.1007/s00591-021-00297-5): finding a
#   minimal solution on a graph is NP-hard (we read the abstract only).

# %% [markdown]
# **Next:** [03 Light chasing and polynomials](03_light_chasing_and_polynomials.ipynb)
# reduces the $mn \times mn$ system to an $n \times n$ one.
