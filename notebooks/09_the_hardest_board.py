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
#   enumerator: 9.%s
# ---

# %% [markdown]
# # The hardest board
#
# How many presses can a Lights Out board need? Chapter 02 answered this for the 3 x 3,
# 4 x 4 and 5 x 5 boards by listing every board: 9, 7 and 15. This chapter answers it for
# boards far too large to list. The question is the covering radius of the code of quiet
# patterns, and the tools are coding theory's: averaging from above, witnesses and
# counting from below, and, where they do not meet, an integer program whose answer is
# stored as an exact certificate that a short program checks without a solver. The result
# is a table of every board up to 12 x 12 and every square up to 256 x 256, each entry
# settled or bracketed, compared with the one public table, W. Boyles's.
#
# | section | what it does | what it needs |
# |---|---|---|
# | The question | the hardest board as a covering radius; cells grouped into classes | quiet patterns (02) |
# | Upper bounds | averaging and parity: proofs that no board needs more | the classes |
# | Lower bounds | a witness board; half of every class; sphere covering | the coset search (02) |
# | The integer program | the exact value where the bounds differ, and its certificate | integer programs (06) |
# | Splitting the signatures | bounds from subspaces and chains of subspaces | the program |
# | The table | every size, the figure, and Boyles's table compared | all of the above |
#
# **Before this chapter** you should know: quiet patterns and the coset of solutions
# ([Definition 2.1](02_solving_over_gf2.ipynb#def-quiet-pattern),
# [Proposition 2.1](02_solving_over_gf2.ipynb#prop-02-coset)), the nullity of chapter 04
# and what an integer program is (chapter 06).
#
# **After it** you can: bound the hardest board of any size from above and below, say which
# argument closes the gap, and check a certificate that no board needs more.
#
# **Uses:** [02](02_solving_over_gf2.ipynb) (quiet patterns, the coset search),
# [04](04_large_boards.ipynb) (the nullity) and
# [06](06_integer_programming_with_scip.ipynb) (SCIP). How the table was computed is told in
# [Appendix 13](13_appendix_hardest_board_computations.ipynb).

# %%
import csv
import importlib.util
import itertools
import math
from fractions import Fraction

import matplotlib.pyplot as plt
import numpy as np
from IPython.display import Markdown, display

import lightsout_helpers as lo


def show_table(header, rows):
    """Display a table: a header (its names separated by semicolons) and rows."""
    header = header.split("; ")
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    display(Markdown("\n".join(lines)))


# %% [markdown]
# ## The question and its coding form
#
# ```{prf:definition} The hardest board
# :label: def-09-hardest
#
# The **hardest board** value $R(m, n)$ is the largest, over all solvable $m \times n$
# boards, of the fewest presses that switch the board off.
# ```
#
# ```{prf:proposition} The hardest board is a covering radius
# :label: prop-09-covering-radius
#
# $R(m, n) = \max_{\mathbf x} \min_{\mathbf q \in \ker A} |\mathbf x + \mathbf q|$, the
# maximum over all press patterns $\mathbf x$ of the distance from $\mathbf x$ to the code of
# quiet patterns: in coding terms, the covering radius of $\ker A$ (hence the letter $R$).
# If the nullity is 0, $R(m, n) = mn$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Every solvable board is $A\mathbf x$ for a press pattern $\mathbf x$, its solutions are the
# coset $\mathbf x + \ker A$ ([Proposition 2.1](02_solving_over_gf2.ipynb#prop-02-coset)), and its fewest presses is the least
# weight in that coset. Every $\mathbf x$ gives a solvable board. With nullity 0 the coset of
# the all-ones pattern is $\{\mathbf 1\}$, and no pattern has more than $mn$ presses.
# ```
#
# A board that needs many presses is easy to *show*: give a press pattern $\mathbf x$ and
# let the exact coset search of chapter 02 find the lightest member of its coset. That is a
# **witness**, and it proves a lower bound. The hard part is the upper bound, a proof that
# no board needs more. Both start from one observation. Group the cells by the set of
# quiet patterns that press them: with a basis $\mathbf q_1, \dots, \mathbf q_d$ of
# $\ker A$, cell $c$ has the **signature** $\kappa_c \in \mathrm{GF}(2)^d$, its column in
# the basis (bit $j$ set when $\mathbf q_j$ presses $c$), as in
# [Proposition 4.5](04_large_boards.ipynb#prop-04-wht-weights). A **class** is the set of
# cells with one nonzero signature $z$; $n_z$ is its size and $n_{\mathbf 0}$ the number of
# cells of signature $\mathbf 0$, which no quiet pattern presses. `lo.QuietClasses`
# computes them by light chasing, so boards of any size are in reach.
#
# ```{prf:lemma} Only the counts per class matter
# :label: lem-09-classes
#
# Let $\xi_z$ be the number of pressed cells of $\mathbf x$ in class $z$, and let
# $\mathbf x$ press all $n_{\mathbf 0}$ cells of signature 0. For the quiet pattern
# $\mathbf q_u = \sum_j u_j \mathbf q_j$ ($u \in \mathrm{GF}(2)^d$),
#
# $$ |\mathbf x + \mathbf q_u| = W_u(\xi) = n_{\mathbf 0} + \sum_{z:\ u\cdot z = 0} \xi_z
#    + \sum_{z:\ u\cdot z = 1} (n_z - \xi_z). $$
#
# A hardest board can be taken to press every cell of signature 0.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# $\mathbf q_u$ presses cell $c$ iff $u \cdot \kappa_c = 1$; then
# $\mathbf x + \mathbf q_u$ has the cells of the class that $\mathbf x$ leaves out,
# otherwise those it presses. A cell of signature 0 is pressed by no quiet pattern, so
# pressing it adds 1 to every $W_u$.
# ```
#
# W. Boyles used the same classes, which he calls *regions*, in his code for the hardest
# square boards (`region_separator.py`, 2021); {prf:ref}`lem-09-classes` is the statement
# behind them.

# %%
with open(lo.DATA_DIR / "09_hardest_boards.csv", newline="") as f:
    rows = {(int(r["m"]), int(r["n"])): r for r in csv.DictReader(f)}


def witness_of(m, n):
    """The stored witness of the m x n row as a 0/1 press pattern."""
    return np.array(list(rows[m, n]["witness"]), dtype=np.uint8).reshape(m, n)


qc = lo.QuietClasses(5, 5)
x = witness_of(5, 5)
xi = qc.per_class(x)
print(
    f"5 x 5: nullity {qc.nullity}, class sizes n_z = {qc.counts.tolist()}, "
    f"n_0 = {qc.zero_cells}; the stored witness presses xi = {xi.tolist()}"
)
for u in range(2**qc.nullity):
    bits = np.array([u >> j & 1 for j in range(qc.nullity)])
    q = bits @ qc.kernel % 2  # the quiet pattern q_u
    direct = int((x.ravel() ^ q).sum())
    odd = np.array([bin(u & int(z)).count("1") % 2 for z in qc.classes])
    formula = qc.zero_cells + int(np.where(odd, qc.counts - xi, xi).sum())
    print(f"u = {u:02b}: |x + q_u| = {direct}, W_u(xi) = {formula}")
    assert direct == formula

# %% [markdown]
# Every $W_u$ is the same: this witness presses half of every class, and we shall see in
# {prf:ref}`cor-09-half` that this is what a hardest 5 x 5 board must do.
#
# ## Upper bounds: averaging and parity
#
# The simplest proof that no board needs more than some number of presses averages over
# the quiet patterns.
#
# ```{prf:theorem} The averaging bound
# :label: thm-09-distribution
#
# Let $\mathcal D$ be a probability distribution on the quiet patterns and, for each cell
# $c$, let $a_c = \sum_{\mathbf q \ni c} \mathcal D(\mathbf q)$ be the probability that a
# pattern drawn from $\mathcal D$ presses $c$. Then
# $R(m, n) \le \bigl\lfloor \sum_c \max(a_c, 1 - a_c) \bigr\rfloor$. The uniform
# distribution on $\ker A$ gives $a_c = \tfrac12$ for every cell that some quiet pattern
# presses and $a_c = 0$ for the $n_{\mathbf 0}$ cells that none presses, hence
# $R(m, n) \le \lfloor (mn + n_{\mathbf 0})/2 \rfloor$, and no distribution gives a
# smaller bound.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# For any $\mathbf x$, the least of the numbers $|\mathbf x + \mathbf q|$ is at most their
# average under $\mathcal D$, and
# $\mathbb E_{\mathcal D} |\mathbf x + \mathbf q| = \sum_c \Pr[x_c \ne q_c]$, which is
# $a_c$ when $x_c = 0$ and $1 - a_c$ when $x_c = 1$: at most $\max(a_c, 1 - a_c)$. The
# fewest presses is an integer, so the floor of the bound holds too. Under the uniform
# distribution, if some quiet pattern presses $c$, then $\mathbf q \mapsto q_c$ is a
# nonzero linear form on $\ker A$, which is 1 on exactly half of the space. Finally
# $\max(a_c, 1 - a_c) \ge \tfrac12$ always, and the $n_{\mathbf 0}$ cells have $a_c = 0$
# under every distribution, so no $\mathcal D$ beats
# $(mn - n_{\mathbf 0})/2 + n_{\mathbf 0}$.
# ```
#
# With the uniform distribution this is a textbook bound on the covering radius of a linear
# code: a code of length $N$ with no coordinate that is 0 in every codeword has covering
# radius at most $\lfloor N/2 \rfloor$ (stated in Cohen, Honkala, Litsyn and Lobstein's
# *Covering Codes*, 1997, as quoted on
# [a question-and-answer page](https://math.techqa.club/identically-zero-coordinate-of-a-linear-code-1755263);
# we did not read the book); the $n_{\mathbf 0}$ cells that no quiet pattern presses are
# the coordinates that are always 0, each of which adds 1. The bound is tight for 5 x 5 (it
# gives 15) but not for 4 x 4 (it gives 8; the truth is 7). No distribution does better, so
# the next bound uses what averaging forgets: the counts $\xi_z$ are integers. Write
# $e_z = n_z - 2\xi_z$ for the surplus of unpressed over pressed cells of class $z$. Then
# $W_u(\xi) = n_{\mathbf 0} + (mn - n_{\mathbf 0} - \hat e(u))/2$ with the
# Walsh-Hadamard transform $\hat e(u) = \sum_z e_z (-1)^{u \cdot z}$ over the classes: a
# board is hard when $\hat e$ is small everywhere. The parity of the class sizes then
# gives a second bound.
#
# ```{prf:theorem} The parity bound (derived here)
# :label: thm-09-parity
#
# Let $n_{\mathrm{odd}}$ be the number of classes with an odd number of cells. If
# $n_{\mathrm{odd}}$ is even and positive,
# $R(m, n) \le \lfloor (mn + n_{\mathbf 0})/2 \rfloor - 1$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# By {prf:ref}`lem-09-classes` it suffices to bound $\min_u W_u(\xi)$ for every choice of
# counts. Each $e_z$ has the parity of $n_z$, so
# $\hat e(u) \equiv \sum_z e_z \equiv n_{\mathrm{odd}} \equiv 0$ (mod 2) for every $u$:
# all values of $\hat e$ are even. Their sum is
# $\sum_u \hat e(u) = \sum_z e_z \sum_u (-1)^{u\cdot z} = 0$, since every class has a
# nonzero signature. If $\max_u \hat e(u) \le 0$, all $\hat e(u)$ would be 0, and by
# Fourier inversion ($e_z = 2^{-d} \sum_u \hat e(u) (-1)^{u\cdot z}$) every $e_z$ would be
# 0, impossible for the $n_{\mathrm{odd}} > 0$ classes of odd size. So
# $\max_u \hat e(u) \ge 2$ and
# $\min_u W_u(\xi) \le n_{\mathbf 0} + (mn - n_{\mathbf 0})/2 - 1$; as
# $mn - n_{\mathbf 0} \equiv n_{\mathrm{odd}}$ is even,
# $n_{\mathbf 0} + (mn - n_{\mathbf 0})/2 = (mn + n_{\mathbf 0})/2
#  = \lfloor (mn + n_{\mathbf 0})/2 \rfloor$.
# ```
#
# We derived {prf:ref}`thm-09-parity` and the corollary below ourselves; we found no
# source for them in the papers and pages we searched, but we have not read the books on
# covering codes (Cohen, Honkala, Litsyn and Lobstein among them), where they may well be
# known. The same argument says what the hardest boards look like when averaging is exact.
#
# ```{prf:corollary} The hardest boards when the averaging bound is exact (derived here)
# :label: cor-09-half
#
# If $R(m, n) = (mn + n_{\mathbf 0})/2$, a press pattern is the solution of a hardest
# board iff it presses all $n_{\mathbf 0}$ cells of signature 0 and exactly half of the
# cells of every class. There are then $2^{-d}\prod_z \binom{n_z}{n_z/2}$ hardest boards.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# A pattern reaches $(mn + n_{\mathbf 0})/2$ only if it presses the $n_{\mathbf 0}$ cells
# and $\max_u \hat e(u) \le 0$; as in the proof above, $\hat e$ sums to 0, so
# $\hat e \equiv 0$ and every $e_z = 0$: $\xi_z = n_z/2$. Conversely such a pattern has
# $W_u = (mn + n_{\mathbf 0})/2$ for every $u$. Each board has $2^d$ solutions, all of
# this form.
# ```
#
# For 5 x 5 the classes have 8, 4 and 8 cells, and the formula gives
# $\binom84 \binom42 \binom84 / 4 = 7350$, the number of hardest boards chapter 02 counted
# exhaustively:

# %%
qc = lo.QuietClasses(5, 5)
formula = math.prod(math.comb(int(c), int(c) // 2) for c in qc.counts)
formula //= 2**qc.nullity
census = lo.min_press_distribution(5, 5)
print(f"5 x 5: classes {qc.counts.tolist()}, {qc.zero_cells} cells of signature 0")
print(
    f"hardest boards by the corollary: {formula}; by chapter 02's census: {census[-1]}"
)
assert formula == census[-1] == 7350 and len(census) - 1 == 15

# %% [markdown]
# `lo.hardest_upper_bounds(m, n)` computes both bounds from the classes. On 4 x 4 the
# parity bound gives 7, the truth; on 6 x 8 both bounds exceed the truth (22), which the
# integer program below reaches:

# %%
for m, n in ((4, 4), (5, 5), (6, 8), (9, 9)):
    bounds = lo.hardest_upper_bounds(m, n)
    print(
        f"{m} x {n}: averaging {bounds['distribution']}, parity {bounds['parity']}, "
        f"hardest board {rows[m, n]['hardest']}"
    )
    assert bounds["parity"] <= bounds["distribution"]
    assert int(rows[m, n]["hardest"]) <= bounds["parity"]
assert lo.hardest_upper_bounds(4, 4)["parity"] == int(rows[4, 4]["hardest"]) == 7

# %% [markdown]
# ## Lower bounds: witnesses and counting
#
# A witness proves a lower bound once its fewest presses is known exactly. The coset search
# of chapter 02 (`lo.coset_fewest_presses`) weighs all $2^d$ solutions, which is quick up
# to a nullity of about 24. Beyond that a witness of a special kind needs no search:
#
# ```{prf:proposition} Half of every class
# :label: prop-09-half-class
#
# A press pattern that presses at most half of the cells of every class is a lightest
# solution of its board.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# A quiet pattern presses all the cells of a class or none of them
# ({prf:ref}`lem-09-classes`). Adding it to the pattern leaves the classes it does not press
# as they are and, in each class it presses, turns $k$ pressed cells of $n_z$ into
# $n_z - k \ge k$. So no solution presses fewer cells.
# ```
#
# Such a witness is weak where most classes have one cell (it leaves them alone). Counting
# does better there.
#
# ```{prf:proposition} The sphere-covering bound
# :label: prop-09-sphere
#
# Let $N = mn$ and $d$ the nullity. If $2^d \sum_{i=0}^{\rho} \binom{N}{i} < 2^N$, some
# $m \times n$ board needs more than $\rho$ presses: $R(m, n) > \rho$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Every press pattern $\mathbf x$ is a solution of its own board, which has a solution of
# weight at most $R(m, n)$; that solution is $\mathbf x + \mathbf q$ for a quiet pattern
# $\mathbf q$. So every one of the $2^N$ patterns lies within distance $R(m, n)$ of one of
# the $2^d$ quiet patterns, and $2^d \sum_{i \le R(m, n)} \binom{N}{i} \ge 2^N$.
# ```
#
# This is the sphere-covering bound of coding theory (for the covering radius of a code of
# length $N$ with $2^d$ words; Cohen, Honkala, Litsyn and Lobstein, as cited above),
# applied to the code of quiet patterns of {prf:ref}`prop-09-covering-radius`. It knows
# nothing of the board but $N$ and $d$. It improves by removing the cells that no quiet
# pattern presses, a step coding theory calls *puncturing*:
#
# ```{prf:corollary} Sphere covering on the punctured code
# :label: cor-09-punctured
#
# $R(m, n) = n_{\mathbf 0} + R^*$, where $R^*$ is the covering radius of the quiet patterns
# restricted to the other $mn - n_{\mathbf 0}$ cells. Hence, if
# $2^d \sum_{i=0}^{\rho} \binom{mn - n_{\mathbf 0}}{i} < 2^{mn - n_{\mathbf 0}}$, then
# $R(m, n) > n_{\mathbf 0} + \rho$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Every solution of a board presses the $n_{\mathbf 0}$ cells alike, since no quiet pattern
# presses them, so the distance from a press pattern to the quiet patterns is the number of
# those cells it presses plus its distance on the others; the largest is
# $n_{\mathbf 0} + R^*$. The quiet patterns restricted to the other cells are still $2^d$
# distinct words (a quiet pattern that vanishes there is zero), so the proof of
# {prf:ref}`prop-09-sphere` applies to them.
# ```
#
# Removing the coordinates where every codeword is zero is classical (the covering radius
# grows by one for each such coordinate; Cohen, Honkala, Litsyn and Lobstein); we state it
# for the book's code. The cell computes both bounds exactly, with Python's integers, for
# every open square of the table, compares the better of them and the witness with the
# table's `lower` column, whose `lower_by` names the argument (the witness, or `sphere`),
# and shows the squares up to 60.


# %%
def sphere_covering_bound(cells, d):
    """The least rho with 2**d * sum_{i <= rho} C(cells, i) >= 2**cells: R >= rho."""
    total = term = 1  # C(cells, 0)
    rho = 0
    while total << d < 1 << cells:
        term = term * (cells - rho) // (rho + 1)  # C(cells, rho + 1)
        rho += 1
        total += term
    return rho


sphere_rows, by_sphere = [], []
for (m, n), r in sorted(rows.items()):
    if m != n or r["hardest"]:
        continue
    d, zero = int(r["nullity"]), lo.QuietClasses(n, n).zero_cells
    sphere = sphere_covering_bound(n * n, d)
    punctured = zero + sphere_covering_bound(n * n - zero, d)
    best = max(int(r["witness_presses"]), sphere, punctured)
    assert best == int(r["lower"]), n  # the table's proved lower bound
    if r["lower_by"] == "sphere":
        by_sphere.append(n)
    if n <= 60:
        row = (
            d,
            r["witness_presses"],
            sphere,
            zero,
            punctured,
            f"{best} ({r['lower_by']})",
        )
        sphere_rows.append((f"{n} x {n}",) + row)
show_table("board; d; witness; sphere; n_0; punctured; proved lower bound", sphere_rows)
print("open squares whose proved lower bound is the punctured sphere bound:", by_sphere)
assert [rows[n, n]["lower"] for n in (39, 47)] == ["640", "968"]
assert [rows[n, n]["lower_by"] for n in (39, 47)] == ["sphere", "sphere"]

# %% [markdown]
# For 39 x 39 and 47 x 47 (nullity 32 and 30) the punctured sphere bound, 640 and 968,
# beats every witness we have. Every witness of the table is checked below: with nullity 0
# it must press every cell, by the coset search where $d \le 24$, and by the hypothesis
# of {prf:ref}`prop-09-half-class` otherwise.

# %%
half_class_rows = []
for (m, n), r in rows.items():
    x = witness_of(m, n)
    if r["nullity"] == "0":  # one solution: the pattern itself, all mn cells
        assert x.all(), (m, n)
        fewest = m * n
    elif int(r["nullity"]) <= 24:
        fewest, _ = lo.coset_fewest_presses(x)
    else:  # 2**d solutions: too many to weigh; prop-09-half-class instead
        qc = lo.QuietClasses(m, n)
        assert (2 * qc.per_class(x) <= qc.counts).all(), (m, n)
        fewest = int(x.sum())
        half_class_rows.append(f"{m} x {n}")
    assert fewest == int(r["witness_presses"]), (m, n)
print(f"all {len(rows)} witnesses need exactly their stated number of presses")
print(
    f"{len(half_class_rows)} of them by half of every class:",
    ", ".join(half_class_rows[:8]),
    "..." if len(half_class_rows) > 8 else "",
)

# %% [markdown]
# ## The integer program and its certificate
#
# Where no witness meets a bound, {prf:ref}`lem-09-classes` turns the question into an
# integer program over the counts: the hardest board needs
# $\max_\xi \min_u W_u(\xi)$ presses, over integers $0 \le \xi_z \le n_z$. This program is
# W. Boyles's: his code for the hardest square boards (`min_clicks.py`, 2021, PuLP with the
# CBC solver) has one variable per region and one inequality per quiet pattern, and it
# gave most of the values of his table. We state it in the normalised form below, which
# also serves the next section, where $V$ is smaller than the whole space.
#
# ```{prf:lemma} The program of a certificate
# :label: lem-09-certificate
#
# Let $V$ be a subspace of $\mathrm{GF}(2)^d$, $n_{\mathbf 0}$ the cells of signature
# $\mathbf 0$ and $n_{\notin V}$ the cells of the classes whose signature is not in $V$.
# For $w \in \mathrm{GF}(2)^d$ let $S_w = \{z \in V : w \cdot z = 1\}$. If some
# $m \times n$ board needs at least $h + 1$ presses, there are integers
# $0 \le \xi_z \le n_z$, one for each class $z \in V$, with
#
# $$ \begin{aligned}
#    \sum_{z \in S_w} \xi_z &\le \Bigl\lfloor \tfrac12 \sum_{z \in S_w} n_z \Bigr\rfloor
#    \quad \text{for every } w, \\
#    \sum_{z \in V} \xi_z &\ge \Bigl\lceil h + 1 - n_{\mathbf 0} - \tfrac12 n_{\notin V}
#    \Bigr\rceil.
#    \end{aligned} $$
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Add the cells of signature $\mathbf 0$ to the board as in {prf:ref}`lem-09-classes`, and
# let $\xi$ be the counts of a lightest solution: $W_u(\xi) \ge h + 1$ for every $u$. Fix
# $w$ and average $W_u(\xi)$ over the $u$ with $u \cdot z = w \cdot z$ for every $z \in V$,
# a coset of $V^\perp = \{u : u \cdot z = 0 \text{ for all } z \in V\}$. A class $z$
# outside $V$ is pressed by exactly half of them: $u \mapsto u \cdot z$ is a nonzero linear
# form on $V^\perp$ (as $V$ is the annihilator of $V^\perp$), so it is 1 on half of every
# coset. The average is therefore
# $A_w(\xi) = n_{\mathbf 0} + \tfrac12 n_{\notin V} + \sum_{z \in V \setminus S_w} \xi_z +
# \sum_{z \in S_w} (n_z - \xi_z) \ge h + 1$. Let $w^*$ minimise $A_w(\xi)$ and replace
# $\xi_z$ by $n_z - \xi_z$ for $z \in S_{w^*}$; this turns $A_w$ into $A_{w + w^*}$, so
# now $A_{\mathbf 0}$ is the least. $A_{\mathbf 0} \ge h + 1$ is the second condition
# ($\sum \xi_z$ is an integer), and $A_w - A_{\mathbf 0} = \sum_{z \in S_w}(n_z - 2\xi_z)
# \ge 0$ is the first.
# ```
#
# With $V$ the whole space this is Boyles's program, maximising $\sum \xi_z$; the
# normalisation (the least $A_w$ at $w = \mathbf 0$) removes the $2^d$ copies of every
# solution. `lo.hardest_board(m, n, time_limit)` solves it with SCIP, adding the
# inequalities lazily when there are many, and returns the bounds, the witness and the
# method that settled the size
# ([Appendix 13](13_appendix_hardest_board_computations.ipynb) says how it runs and what
# it cost). On 6 x 8, where both bounds of the last section exceed the truth:

# %%
found = lo.hardest_board(6, 8)
print(
    f"6 x 8: hardest board {found.value}, proved by {found.method}; "
    f"stored: {rows[6, 8]['hardest']} ({rows[6, 8]['certificate']})"
)
assert found.value == int(rows[6, 8]["hardest"]) == 22

# %% [markdown]
# SCIP decides in floating point (chapter 06), so its "infeasible" is a verdict, not a
# proof. Every row that rests on a program therefore has an **exact certificate**, in the
# form of the VIPR certificates of
# [Cheung, Gleixner and Steffy (2017)](https://doi.org/10.1007/978-3-319-59250-3_13): a
# tree that splits the box $0 \le \xi_z \le n_z$ on one count at a time ($\xi_z \le v$ or
# $\xi_z \ge v + 1$) and carries at each leaf positive integers, a multiplier $Y_w$ for
# some of the first inequalities and $D$ for the second, whose combination
# $\sum_z (D - \sum_{w : z \in S_w} Y_w)\,\xi_z \ge D\,T - \sum_w Y_w b_w$ ($T$ and $b_w$
# the right-hand sides) fails at every point of the leaf's box: its left side's largest
# value there, taken at a corner, is smaller than the right side. A leaf may instead be a
# *mirror*: the image, by a permutation of the classes that keeps their sizes and maps
# every set $S_w$ to some $S_{w'}$ (so it maps solutions to solutions), of a box already
# proved empty. The mirrors are this book's addition, to use the symmetries of the square.
# `tools/check_certificates.py` checks the certificates with integers only, using nothing
# but Python's standard library; its docstring states the format and every rule it
# enforces, enough to write a checker of one's own.
#
# The smallest certificate, that of 23 x 23, shows the format in full. It proves an upper
# bound on a program of the lemma with a subspace $V$ spanned by the six classes listed as
# `span` (the next section says why a smaller $V$ still proves a bound); the 13 classes
# whose signatures lie in $V$ are the variables, and the goal is
# $T = \lceil 266 + 1 - 9 - 501/2 \rceil = 8$. The tree lists its nodes in preorder:
# `[0, t]` is a leaf proved by combination `t`, `[1, i, v]` splits class $i$ into
# $\xi_i \le v$ (first) and $\xi_i \ge v + 1$, `[2, i, v]` takes the second half first,
# and `[3, a, r]` is a mirror of node $r$ by automorphism `a`.

# %%
checker_path = lo.DATA_DIR.parent / "tools" / "check_certificates.py"
spec = importlib.util.spec_from_file_location("check_certificates", checker_path)
checker = importlib.util.module_from_spec(spec)
spec.loader.exec_module(checker)
cert23 = checker.load_certificate(lo.DATA_DIR / "09_certificates" / "23x23.json.gz")
for key in ("value", "span", "automorphisms", "combos", "tree"):
    print(f"{key:13} {cert23[key]}")
basis23 = [int(q, 16) for q in cert23["basis"]]
checker.check_basis(23, 23, basis23)  # 14 quiet patterns, independent
zero23, cls23 = checker.classes(23, 23, basis23)
in_v = {0}
for i in cert23["span"]:
    in_v |= {v ^ cls23[i][0] for v in in_v}
var23 = [i for i, (s, _) in enumerate(cls23) if s in in_v]
out23 = sum(size for s, size in cls23 if s not in in_v)
goal23 = math.ceil(Fraction(266 + 1 - zero23) - Fraction(out23, 2))
print(f"{len(in_v)} signatures in V; variables {var23}; z = {zero23}, out = {out23}")
assert (len(in_v), len(var23), zero23, out23, goal23) == (64, 13, 9, 501, 8)

# %% [markdown]
# Read as a tree: node 0 splits class 1, $\xi_1 \ge 1$ first; inside it node 1 splits
# class 2, $\xi_2 \le 0$ first, and nodes 2 and 3 are leaves. Node 4, back in
# $\xi_1 = 0$, splits class 21; node 5 covers $\xi_{21} \ge 1$ as the image of node 1's
# box by the second automorphism (which swaps classes 1 and 21, among others), and nodes 6
# to 8 finish $\xi_{21} = 0$. Check node 2 by hand. Its box is $\xi_1 \ge 1$, $\xi_2 = 0$,
# every other count free in $0..n_z$. Combination 0 is `[2, 5, 1, 6, 1, 9, 1, 6, 1]`:
# $D = 2$ and the rows $w = 5, 11, 20, 26$ (running sums of 5, 6, 9, 6), each once.
# Each class gets the coefficient $c_z = D - \#\{w : z \in S_w\}$, and the combination
# says $\sum_z c_z \xi_z \ge D T - \sum_w b_w$ for every solution.

# %%
combo = cert23["combos"][0]
D, ws = combo[0], list(itertools.accumulate(combo[1::2]))
assert combo[2::2] == [1] * len(ws)  # every multiplier Y is 1
size23 = {i: cls23[i][1] for i in var23}
S = {w: [i for i in var23 if (w & cls23[i][0]).bit_count() % 2] for w in ws}
b = {w: sum(size23[i] for i in S[w]) // 2 for w in ws}
for w in ws:
    print(f"row w = {w:2} = {w:05b}: S_w = {S[w]}, b_w = {b[w]}")
c = {i: D - sum(i in S[w] for w in ws) for i in var23}
box = {i: (1 if i == 1 else 0, 0 if i == 2 else size23[i]) for i in var23}
top = sum(c[i] * (box[i][1] if c[i] > 0 else box[i][0]) for i in var23)
right = D * goal23 - sum(b.values())
print("coefficients c_z:", c)
print(f"largest left side in node 2's box: {top}; right side: {right}")
assert top < right  # no point of the box satisfies the rows and the goal

# %% [markdown]
# The largest left side is smaller than the right side, so node 2's box holds no solution.
# The checker does this for every leaf, checks the mirror's automorphism (sizes kept, rows
# mapped to rows) and that node 1 was finished before node 5 names it, and finds that the
# tree covers the box. A forger's shortcut, a lone mirror of itself claiming that no
# 23 x 23 board needs more than 260 presses (false: the witness needs 261), is refused:

# %%
print("leaves and mirrors:", checker.check_program(23, 23, 266, cert23))
forged = dict(cert23, value=260, combos=[], tree=[3, 0, 0])
try:
    checker.check_program(23, 23, 260, forged)
except ValueError as err:
    print("refused:", err)
else:
    raise AssertionError("a forged certificate was accepted")

# %% [markdown]
# `run_certificate_checker` runs it as a reader would, in a Python started without
# site-packages (`-S`) and isolated from the environment (`-I`), so that it cannot import
# numpy, Sage, SCIP or this book; here on the whole table:

# %%
code, out = lo.run_certificate_checker("--quiet")
print(out)
assert code == 0 and f"{len(rows)} of {len(rows)} rows check out" in out

# %% [markdown]
# How the checker is attacked in the tests, as a forger would, is told in
# [Appendix 13](13_appendix_hardest_board_computations.ipynb).
#
# ### One certificate for a family of boards
#
# Large boards would need large certificates, but boards of one nullity often share their
# code of quiet patterns. The nullity-8 squares fall into two families, the sides
# $10k - 1$ (9, 49, 69, 109, 189, 229, 249) and $17k - 1$ (16, 50, 118, 152, 186, 220):
# within a family the classes correspond one to one, each class of a larger member having
# an odd square times the cells of the smallest member's. One certificate, for the largest
# member, then serves them all.
#
# ```{prf:proposition} A certificate carried to a smaller board (derived here)
# :label: prop-09-transfer
#
# Let an $m \times n$ and an $m' \times n'$ board have equally many classes, and let
# $\sigma$ map the classes of the first one to one onto those of the second so that every
# row $S_w$ of the program of {prf:ref}`lem-09-certificate` (with $V$ everything) goes to a
# row of the second program, and $n'_{\sigma(z)} - n_z = 2\delta_z$ with integers
# $\delta_z \ge 0$. If no integer point satisfies the second program with goal $T'$, and
# $T + \sum_z \delta_z \ge T'$, then none satisfies the first with goal $T$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Given counts $\xi$ for the first program, put $\xi'_{\sigma(z)} = \xi_z + \delta_z$. Then
# $0 \le \xi' \le n_z + \delta_z \le n'_{\sigma(z)}$; on the row $\sigma(S)$,
# $\sum \xi' = \sum_S \xi_z + \sum_S \delta_z \le \lfloor \tfrac12 \sum_S n_z \rfloor +
# \sum_S \delta_z = \lfloor \tfrac12 \sum_S n'_{\sigma(z)} \rfloor$; and
# $\sum \xi' \ge T + \sum \delta_z \ge T'$. So $\xi'$ would satisfy the second program.
# ```
#
# `lo.class_correspondence` finds such a map (a linear map of the signature spaces that
# carries classes to classes), and the checker verifies the conditions before it accepts a
# `transfer` row; `lo.lift_witness` carries a witness the other way, pressing
# $\delta_z$ more cells in each class. For 69 x 69 and 249 x 249:

# %%
small, large = lo.QuietClasses(69, 69), lo.QuietClasses(249, 249)
sigma = lo.class_correspondence(69, 69, 249, 249)
grown = [int(large.counts[j]) - int(c) for c, j in zip(small.counts, sigma)]
print("class sizes, 69 x 69: ", sorted(set(small.counts.tolist())))
print("class sizes, 249 x 249:", sorted(set(large.counts.tolist())))
assert all(g >= 0 and g % 2 == 0 for g in grown)
lifted = lo.lift_witness(witness_of(9, 9), 249, 249)
needs, _ = lo.coset_fewest_presses(lifted)
print(
    f"the 9 x 9 witness lifted to 249 x 249 needs {needs} presses; "
    f"table: {rows[249, 249]['hardest']} ({rows[249, 249]['certificate']})"
)
assert needs == int(rows[249, 249]["hardest"])
assert rows[69, 69]["certificate"] == "transfer:69x69"

# %% [markdown]
# Two exact certificates, for 220 x 220 and 249 x 249 (branch and bound, 40 and 13
# minutes), settle all thirteen nullity-8 squares up to 256.

# %% [markdown]
# ## Splitting the signatures: Mattson's bound
#
# The program has one variable per class and $2^d$ inequalities; for 19, 23 and 30 (nullity
# 16, 14 and 20) SCIP did not finish it. A smaller program still proves a bound if the
# classes outside a subspace are averaged away, as {prf:ref}`thm-09-distribution` averages
# away all of them.
#
# ```{prf:theorem} The subspace bound (a form of the decomposition bound)
# :label: thm-09-subspace
#
# Let $V$ be a subspace of $\mathrm{GF}(2)^d$ and $\beta \ge 0$ an integer. Suppose there
# are no integers $e_z$, one for each class $z$ whose signature lies in $V$, with
# $e_z \equiv n_z \pmod 2$ and $|e_z| \le n_z$, such that
#
# $$ \sum_{z \in V} e_z (-1)^{u_0 \cdot z} \le mn + n_{\mathbf 0} - 2(\beta + 1)
#    \quad \text{for every } u_0 \in \mathrm{GF}(2)^d. $$
#
# Then no $m \times n$ board needs more than $\beta$ presses: $R(m, n) \le \beta$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Suppose a board needs at least $\beta + 1$ presses. All its solutions agree on the
# $n_{\mathbf 0}$ cells of signature 0, which no quiet pattern presses. Add to the board the
# lights of one press of each such cell that they leave out: the new board's solutions are
# the old ones with those cells pressed too, so each needs one more press per cell added
# and the new board needs at least $\beta + 1$ presses as well (as in
# {prf:ref}`lem-09-classes`). Its solutions press all $n_{\mathbf 0}$ cells; let $\xi_z$ be
# the counts of one of them. Then $W_u(\xi) \ge \beta + 1$ for every $u$; as
# $W_u(\xi) = n_{\mathbf 0} + (mn - n_{\mathbf 0} - \hat e(u))/2$ with
# $e_z = n_z - 2\xi_z$, this says
# $\hat e(u) \le \Lambda = mn + n_{\mathbf 0} - 2(\beta + 1)$ for every $u$. Let
# $V^\perp = \{u : u \cdot z = 0 \text{ for all } z \in V\}$. For any $u_0$, the average
# of $\hat e$ over the coset $u_0 + V^\perp$ is
#
# $$ \frac{1}{|V^\perp|} \sum_{u \in u_0 + V^\perp} \hat e(u)
#    = \sum_z e_z (-1)^{u_0 \cdot z} \, \frac{1}{|V^\perp|}
#      \sum_{u \in V^\perp} (-1)^{u \cdot z}
#    = \sum_{z \in V} e_z (-1)^{u_0 \cdot z}, $$
#
# because the inner average is 1 when $u \cdot z = 0$ on all of $V^\perp$, that is when
# $z \in V$ (as $V$ is the annihilator of $V^\perp$), and 0 otherwise (a nonzero linear
# form takes each value on half of $V^\perp$). An average of numbers at most $\Lambda$ is at
# most $\Lambda$; so the $e_z$ with $z \in V$, which have the parity of $n_z$ and
# $|e_z| \le n_z$, satisfy every inequality, against the hypothesis.
# ```
#
# This is a form of the classical decomposition bound on the covering radius, attributed to
# H. F. Mattson: for a code whose generator matrix has the block form
# $\left(\begin{smallmatrix} G_1 & A \\ 0 & G_2 \end{smallmatrix}\right)$, the covering
# radius is at most the sum of those of the codes that $G_1$ and $G_2$ generate (surveyed by
# Cohen, Karpovsky, Mattson and Schatz, "Covering radius: survey and recent results",
# *IEEE Transactions on Information Theory* 31, 1985, which we could not read; we found the
# bound quoted, not proved, so the proof above is ours). With $V$ the whole space the
# hypothesis is exactly the integer program, so nothing is lost in principle; the gain is
# size: one variable per class in $V$ and $2^{\dim V}$ inequalities.
# `lo.hardest_subspace_check(m, n, bound)` builds this program (by default on the span of
# the classes of odd size) and asks SCIP; `"proved"` means SCIP found it infeasible. On
# 4 x 4, where averaging gives 8 and the truth is 7, it proves 7 at once, and it refuses to
# prove 6, which a witness needs:

# %%
print("4 x 4, averaging bound:", lo.hardest_upper_bounds(4, 4)["distribution"])
for beta in (6, 7):  # the bound beta of the theorem
    print(
        f"  no 4 x 4 board needs more than {beta}: "
        f"{lo.hardest_subspace_check(4, 4, beta)}"
    )
assert lo.hardest_subspace_check(4, 4, 7) == "proved"
assert lo.hardest_subspace_check(4, 4, 6) == "refuted"


# %% [markdown]
# For 29 x 29 ($d = 10$) the span of the 32 odd classes has dimension 8 and holds 55
# classes, against 1024 inequalities and 131 classes for the whole program; SCIP proves
# the witness's 443 optimal on it in about a minute, and the exact certificate of
# {prf:ref}`lem-09-certificate` on the same $V$ is stored: $R(29, 29) = 443$. For 23 x 23
# a subspace of dimension 6 proves 266 (the certificate worked above).
#
# The second block of Mattson's bound need not be averaged: it can be bounded exactly, and
# it can be split again. Splitting $k - 1$ times gives a chain.
#
# ```{prf:theorem} The decomposition bound along a chain
# :label: thm-09-decomposition
#
# Let $\{\mathbf 0\} = V_0 \subset V_1 \subset \dots \subset V_k$ be subspaces of
# $\mathrm{GF}(2)^d$, the last containing every signature. For $i = 1, \dots, k$ let $P_i$
# be the cells whose signature lies in $V_i$ but not in $V_{i-1}$ ($P_1$ includes the
# $n_{\mathbf 0}$ cells of signature $\mathbf 0$), and $C_i$ the code on $P_i$ formed by
# the quiet patterns $q_u$ with $u \cdot z = 0$ for every $z \in V_{i-1}$, restricted to
# $P_i$. Then $R(m, n) \le \sum_i R(C_i)$, where $R(C_i)$ is the covering radius of
# $C_i$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Let $x$ be a solution of a solvable board. Choose $u_1$ so that $x + q_{u_1}$ presses at
# most $R(C_1)$ cells of $P_1$ ($C_1$ is every quiet pattern, on $P_1$). Then, for
# $i = 2, \dots, k$ in turn, choose $u_i$ with $u_i \cdot z = 0$ for every $z \in V_{i-1}$
# so that $x + q_{u_1} + \dots + q_{u_i}$ presses at most $R(C_i)$ cells of $P_i$. The
# pattern $q_{u_i}$ presses no cell of $P_1, \dots, P_{i-1}$, whose signatures lie in
# $V_{i-1}$, so what the earlier steps arranged there stays. The last pattern solves the
# same board with at most $\sum_i R(C_i)$ presses.
# ```
#
# With $k = 2$ and the second piece averaged this is {prf:ref}`thm-09-subspace`, and the
# chain is Mattson's two-block bound applied $k - 1$ times (one line of induction,
# {ref}`ex-09-5`). What the book adds is to bound each piece exactly, by its own
# program with an exact certificate. On $P_i$ the pattern $q_u$ depends only on the
# signature modulo $V_{i-1}$, so the cells of $P_i$ fall into classes by their signatures
# modulo $V_{i-1}$, and {prf:ref}`lem-09-classes` turns $R(C_i)$ into a program over
# $\dim V_i - \dim V_{i-1}$ dimensions. Classes that merge modulo $V_{i-1}$ keep their
# integrality instead of being averaged away.
#
# A small example first. The 4 x 4 board has nullity 4 and twelve classes.
# `lo.decomposition_chain(4, 4, 2)` picks a chain of two pieces of dimension 2 (greedily,
# to keep odd classes together), and `lo.hardest_decomposition_bound` bounds each piece by
# its own program:

# %%
chain_4 = lo.decomposition_chain(4, 4, 2)
found_4 = lo.hardest_decomposition_bound(4, 4, chain_4, 60)
print("4 x 4, chain of generators:", chain_4)
for p in found_4.pieces:
    print(
        f"  piece of dimension {p.dimension}: class sizes {list(p.counts)} "
        f"({p.cells} cells): covering radius at most {p.bound} ({p.status})"
    )
print(f"no 4 x 4 board needs more than {found_4.bound} presses")
assert found_4.bound == 7 == int(rows[4, 4]["hardest"])

# %% [markdown]
# The first piece holds 4 cells in three classes and no board of them needs more than 1;
# in the second, the 12 other cells merge into three classes of 4 modulo the first piece,
# each halved: 6. The sum, 7, is the truth, where averaging gave 8. For 19 x 19, with
# pieces of dimension 6, each piece takes SCIP seconds:

# %%
chain_19 = lo.decomposition_chain(19, 19, 6)
found_19 = lo.hardest_decomposition_bound(19, 19, chain_19, 120)
for p in found_19.pieces:
    print(
        f"  piece of dimension {p.dimension}: {len(p.classes)} classes, {p.cells} "
        f"cells; covering radius at most {p.bound} ({p.status})"
    )
print(f"19 x 19: no board needs more than {found_19.bound} presses")
assert all(p.status == "optimal" for p in found_19.pieces)
assert found_19.bound == int(rows[19, 19]["upper"])

# %% [markdown]
# With pieces of dimension 7 the same bound gives 439 for 30 x 30, down from the parity
# bound's 449. Both rows store their chains and one exact certificate per piece, checked
# with the rest of the table above.

# %% [markdown]
# ## The table
#
# `data/09_hardest_boards.csv` has one row per size: every board up to 12 x 12 and every
# square up to 256 x 256. Each row has a witness and its exact fewest presses, a proved
# lower bound with its argument (`lower_by`), and a proved upper bound with its argument
# (`certificate`: the method, and the file of its exact certificate where there is one);
# the checker above accepted them all. The squares of positive nullity up to 60:

# %%
square_rows = []
for n in range(1, 61):
    r = rows[n, n]
    if int(r["nullity"]) == 0:
        assert int(r["hardest"]) == n * n
        continue
    bounds = lo.hardest_upper_bounds(n, n)
    value = r["hardest"] or f"{r['lower']}..{r['upper']}"
    square_rows.append(
        (
            n,
            r["nullity"],
            bounds["distribution"],
            bounds["parity"],
            value,
            r["lower_by"],
            r["certificate"].split(":")[0],
        )
    )
show_table("n; d; averaging; parity; R(n, n); lower by; upper by", square_rows)

# %% [markdown]
# Beyond 60, the table by nullity (the squares of each nullity, how many are settled, and
# the open ones with their brackets):

# %%
by_nullity = {}
for (m, n), r in rows.items():
    if m == n and int(r["nullity"]) > 0:
        by_nullity.setdefault(int(r["nullity"]), []).append((n, r))
summary_rows = []
for d, sizes in sorted(by_nullity.items()):
    settled = [n for n, r in sizes if r["hardest"]]
    open_ = [f"{n}: {r['lower']}..{r['upper']}" for n, r in sizes if not r["hardest"]]
    summary_rows.append((d, len(sizes), len(settled), "; ".join(open_) or "-"))
show_table("d; squares; settled; open (n: bracket)", summary_rows)
assert all(
    r["hardest"] for (m, n), r in rows.items() if m == n and int(r["nullity"]) <= 8
)

# %%
squares = [n for (m, n), r in rows.items() if m == n and int(r["nullity"]) > 0]
squares.sort()
fig = lo.plots.ch09.square_bounds(
    squares,
    [int(rows[n, n]["lower"]) for n in squares],
    [int(rows[n, n]["upper"]) for n in squares],
    [lo.hardest_upper_bounds(n, n)["distribution"] for n in squares],
)
lo.savefig(fig, "09-square-bounds")
plt.show()

# %% [markdown]
# *Figure 09-square-bounds.* The hardest n x n board as a share of its cells, for the
# squares up to 256 x 256 with quiet patterns. Dots where it is proved, bars from the
# proved lower bound (a witness, or {prf:ref}`cor-09-punctured`) to the proved upper bound
# where it is open, squares for the averaging bound of {prf:ref}`thm-09-distribution`.
# With nullity 0 the share would be 1.
#
# The hardest 9 x 9 boards need 37 presses, four fewer than averaging allows. Here is the
# board of the witness, with its lightest solution (found by `min_presses`) ringed:

# %%
x9 = witness_of(9, 9)
board9 = lo.apply_presses(np.zeros((9, 9), dtype=np.uint8), x9)
best9 = lo.min_presses(board9)
assert int(best9.sum()) == int(rows[9, 9]["hardest"])
fig = lo.plots.ch09.hardest_board(board9, best9, f"{int(best9.sum())} presses at least")
lo.savefig(fig, "09-hardest-board")
plt.show()

# %% [markdown]
# *Figure 09-hardest-board.* A hardest 9 x 9 board (lit cells yellow): no combination of
# fewer than 37 presses switches it off; the ringed cells are its canonical lightest
# solution.
#
# Every board up to 12 x 12, as a table of $R(m, n)$ (a bracket marks an open entry). The
# table is symmetric: the transpose of a hardest $m \times n$ board is a hardest
# $n \times m$ board, and the rows $m > n$ were written from the transposes (their
# witnesses and quiet patterns transposed, checked like the others).


# %%
def entry(m, n):
    r = rows[m, n]
    return r["hardest"] or f"{r['lower']}..{r['upper']}"


grid = [[m] + [entry(m, n) for n in range(1, 13)] for m in range(1, 13)]
show_table("m \\ n; " + "; ".join(map(str, range(1, 13))), grid)
assert all(entry(m, n) == entry(n, m) for m in range(1, 13) for n in range(1, 13))

# %% [markdown]
# The values known before agree: chapter 02's census gives 9, 7 and 15 for 3 x 3, 4 x 4
# and 5 x 5, and `tests/test_09_newresults.py` compares every board of at most 32 cells with
# chapter 02's `min_press_distribution`. One theorem is known for a whole family: Boyles
# proved (2022) that every square of nullity 2 has side $n = 6k - 1$ and that its hardest
# board needs exactly $26k^2 - 12k + 1$ presses. Every such square of the table agrees:

# %%
nullity_2 = sorted(n for (m, n), r in rows.items() if m == n and r["nullity"] == "2")
for n in nullity_2:
    k, rest = divmod(n + 1, 6)
    assert rest == 0 and int(rows[n, n]["hardest"]) == 26 * k**2 - 12 * k + 1
print(
    f"{len(nullity_2)} squares of nullity 2, n = {nullity_2[0]}..{nullity_2[-1]}: "
    "each needs 26k^2 - 12k + 1 presses at n = 6k - 1"
)

# %% [markdown]
# ## Comparison with Boyles's table
#
# W. Boyles studies the same quantity as the "Most Clicks Problem"; his paper (2022)
# proves the nullity-2 formula checked above. His repository `wmboyles/LightsOut-Math`
# (GitHub) holds a table for every $n \le 256$, `min_clicks_answers.txt`, in four
# versions that differ (4 July, 8 and 22 October, 24 October 2021; unchanged since). His
# code (`min_clicks_parabola`, October 2021) solves his program for the first three sides
# of each nullity family and fits a quadratic in $k$ through them; the values of the later
# sides lie on those quadratics: extrapolations, not computations. The version of 24
# October also printed boards for 4 x 4, 5 x 5, 14 x 14, 17 x 17 and 23 x 23 (at 239),
# dropped later (`data/09_boyles_boards_708d9be.txt`). Each needs exactly the value printed
# with it:

# %%
his_boards = {}  # n -> (value printed, press pattern)
for line in (lo.DATA_DIR / "09_boyles_boards_708d9be.txt").read_text().splitlines():
    if line.startswith("["):
        n, value = map(int, line[1:-1].split())
        his_boards[n] = (value, [])
    elif line and not line.startswith("#"):
        his_boards[n][1].append([int(c) for c in line])
for n, (value, pattern) in his_boards.items():
    needs, _ = lo.coset_fewest_presses(np.array(pattern, dtype=np.uint8))
    print(f"{n:2} x {n:<2}: printed {value}, needs {needs}")
    assert needs == value
assert sorted(his_boards) == [4, 5, 14, 17, 23]


# %% [markdown]
# `data/09_boyles_min_clicks_256.csv` holds all four versions as written.
# `lo.compare_with_boyles` sets each entry against our proved bracket: a value is
# *confirmed* (ours settled at it), *inside* our open bracket, or *refuted*; a bracket of
# his is *refuted* if it misses ours, and is otherwise narrower, equal, wider or crossing
# (narrower at one end). `lo.boyles_origin` says how a value came about. The entries of
# positive nullity of the current version:

# %%
ours = {n: (int(rows[n, n]["lower"]), int(rows[n, n]["upper"])) for n in range(1, 257)}
current = lo.compare_with_boyles(ours)
shown = []
for c in current:
    n = c["n"]
    if rows[n, n]["nullity"] == "0":
        assert c["verdict"] == "confirmed"
        continue
    ours_text = (
        f"{c['lower']}" if c["lower"] == c["upper"] else f"{c['lower']}..{c['upper']}"
    )
    shown.append(
        (
            n,
            rows[n, n]["nullity"],
            c["entry"],
            lo.boyles_origin(n) or "-",
            ours_text,
            c["verdict"],
            c["bracket"] or "",
        )
    )
show_table("n; d; his entry; his origin; ours; verdict; his bracket", shown)

# %%
for version in lo.BOYLES_VERSIONS:
    tally = {}
    for c in lo.compare_with_boyles(ours, version):
        key = c["verdict"] + (f", {c['bracket']}" if c["bracket"] else "")
        tally[key] = tally.get(key, 0) + 1
    print(version[5:].replace("_", "-"), dict(sorted(tally.items())))
refuted = [(c["n"], c["entry"]) for c in current if c["verdict"] == "refuted"]
print("refuted in the current version:", refuted)

# %% [markdown]
# Every value of his agrees with ours but one: 19 x 19, where his 197 is the parabola
# $60k^2 - 20k - 3$ of the family of sides $10k - 1$ at $k = 2$, though 19 x 19 has
# nullity 16, not 8. Only its centre is pressed by no quiet pattern
# ($n_{\mathbf 0} = 1$), so {prf:ref}`thm-09-distribution` allows at most
# $\lfloor 362/2 \rfloor = 181$, {prf:ref}`thm-09-parity` 180, and
# {prf:ref}`thm-09-decomposition` proves 174. The values his code extrapolated, all but
# the first three of each family, are now proved, 19 x 19 aside; three of them (89, 149
# and 209, nullity 10) lie inside our brackets, unproved either way. Every bracket of his
# is consistent with ours and wider.

# %%
a, b, c = lo.boyles_parabola("8a")
print(f"family 10k - 1: {a}k^2 + {b}k + {c}; at k = 2: {a * 4 + b * 2 + c}")
print(
    "19 x 19: nullity",
    rows[19, 19]["nullity"],
    "; proved upper bounds",
    lo.hardest_upper_bounds(19, 19),
    "and",
    rows[19, 19]["upper"],
)
assert a * 4 + b * 2 + c == 197 > int(rows[19, 19]["upper"])
assert refuted == [(19, "197")]

# %% [markdown]
# ## What is open
#
# No formula for $R(n, n)$ is known, except Boyles's for nullity 2. Averaging is exact
# when every class has even size; the open squares, listed by nullity above, are those
# with many odd classes and a large nullity, where a better witness or a smaller
# certificate would narrow the bracket. What was tried on the two smallest, 19 x 19 and
# 23 x 23, and what it cost, is in
# [Appendix 13](13_appendix_hardest_board_computations.ipynb).

# %% [markdown]
# ## Summary
#
# * The hardest board of a size is the covering radius of the code of quiet patterns
#   ({prf:ref}`prop-09-covering-radius`), and only the number of pressed cells per class
#   matters ({prf:ref}`lem-09-classes`).
# * From above: averaging over the quiet patterns gives
#   $\lfloor (mn + n_{\mathbf 0})/2 \rfloor$ and nothing linear does better
#   ({prf:ref}`thm-09-distribution`); the parity of the class sizes gives one less when the
#   number of odd classes is even and positive ({prf:ref}`thm-09-parity`).
# * From below: a witness whose fewest presses is computed exactly, or that presses at most
#   half of every class ({prf:ref}`prop-09-half-class`); sphere covering on the code with
#   the never-pressed cells removed ({prf:ref}`cor-09-punctured`) proves 640 for 39 x 39
#   and 968 for 47 x 47 without a witness.
# * Where they differ, Boyles's integer program ({prf:ref}`lem-09-certificate`) settles
#   the size, with an exact certificate that a standard-library checker confirms without a
#   solver; one certificate serves a whole family ({prf:ref}`prop-09-transfer`). Mattson's
#   bound ({prf:ref}`thm-09-subspace`) and its chains ({prf:ref}`thm-09-decomposition`)
#   keep the programs small.
# * The table has every board up to 12 x 12 and every square up to 256 x 256 with proved
#   bounds; every square of nullity at most 8 is settled, the others are settled or
#   bracketed (19 x 19: 162..174, 23 x 23: 261..266, 30 x 30: 412..439). Boyles's table
#   agrees except its 197 for 19 x 19, an extrapolation from a family of nullity 8 to a
#   size of nullity 16.
#
# ## Exercises
#
# ````{exercise} One row (easy)
# :label: ex-09-1
#
# The $1 \times n$ board has nullity 1 when $n \equiv 2 \pmod 3$ and 0 otherwise. Find
# $R(1, n)$ for every $n$ and check it with `lo.hardest_board`.
#
# ```{hint}
# :class: dropdown
#
# With one quiet pattern $\mathbf q$, the coset of $\mathbf x$ has two members, and
# $\min(|\mathbf x|, |\mathbf x + \mathbf q|)$ is largest when $\mathbf x$ presses half of
# the cells of $\mathbf q$.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-09-1
# :class: dropdown
# ```
#
# For nullity 0, $R(1, n) = n$. For $n \equiv 2 \pmod 3$ the quiet pattern $\mathbf q$
# presses the cells $0, 1, 3, 4, 6, 7, \dots$ (counting from 0, every cell not congruent
# to 2 mod 3): $|\mathbf q| = 2(n+1)/3$ cells, and the other $n_{\mathbf 0} = (n-2)/3$ are
# pressed by nothing. By {prf:ref}`thm-09-distribution`,
# $R(1, n) \le \lfloor (n + n_{\mathbf 0})/2 \rfloor = n_{\mathbf 0} + |\mathbf q|/2$, and
# pressing the $n_{\mathbf 0}$ cells and half of the others reaches it ($|\mathbf q|$ is
# even): $R(1, n) = (2n - 1)/3$.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
for n in range(1, 30):
    r = lo.hardest_board(1, n, evaluations=200)
    q = lo.quiet_patterns(1, n)
    weight = int(q[0].sum()) if q else 0  # |q|
    expected = n if not q else (n - weight) + weight // 2  # unpressed + |q|/2
    assert r.value == expected == (n if n % 3 != 2 else (2 * n - 1) // 3), n
print("R(1, n) = n, or (2n - 1)/3 when n = 2 mod 3, for every n < 30")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} The parity bound at work (medium)
# :label: ex-09-2
#
# Show that {prf:ref}`thm-09-parity` proves $R(4, 4) \le 7$. Does pressing half of every
# class (rounded down) give a board that needs 7 presses? Find the per-class counts of one
# that does.
#
# ```{hint}
# :class: dropdown
#
# Count the classes of `lo.QuietClasses(4, 4)` with an odd number of cells. For a witness,
# ask `lo.hardest_board(4, 4)` and count its presses per class with `per_class`.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-09-2
# :class: dropdown
# ```
#
# The 4 x 4 board has no cell of signature 0 and 12 classes (of 1 or 2 cells); 8 of them
# have odd size, an even positive number, so $R(4, 4) \le 16/2 - 1 = 7$. Rounding half of
# every class down presses only the 4 cells of the classes of size 2, and that board needs
# 4 presses: the single cells matter. The witness that `hardest_board` finds presses some of
# them; its counts per class are printed below.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
qc4 = lo.QuietClasses(4, 4)
odd = int((qc4.counts % 2).sum())
assert qc4.zero_cells == 0 and odd == 8
assert lo.hardest_upper_bounds(4, 4) == {"distribution": 8, "parity": 7}
assert lo.coset_fewest_presses(qc4.pattern(qc4.counts // 2))[0] == 4
x4 = lo.hardest_board(4, 4).witness
assert lo.coset_fewest_presses(x4)[0] == 7
print("class sizes:   ", qc4.counts.tolist())
print("witness counts:", qc4.per_class(x4).tolist())
print(lo.format_board(lo.apply_presses(np.zeros((4, 4), dtype=np.uint8), x4)))

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Tighter than averaging, checked without a solver (medium)
# :label: ex-09-3
#
# On the 6 x 8 board both bounds of {prf:ref}`thm-09-parity` exceed the truth, 22.
# Verify that no 6 x 8 board needs 23 presses without any solver: check the stored
# certificate `data/09_certificates/6x8.json.gz` with the checker (how many leaves and
# mirrors has its tree?), check that the table's witness needs exactly 22, and see the
# checker refuse the same certificate relabelled to claim 21.
#
# ```{hint}
# :class: dropdown
#
# `checker.load_certificate` reads a certificate, `checker.check_program(m, n, h, cert)`
# checks it and `checker.fewest_presses(x, basis)` gives a witness's fewest presses (bit
# $rn + c$ of $x$ is the cell in row $r$, column $c$). The upper bounds are
# `lo.hardest_upper_bounds(6, 8)`.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-09-3
# :class: dropdown
# ```
#
# The bounds are 24 and 23. The certificate's tree has 16 leaves and mirrors, each checked
# with integers only; the witness needs 22; claiming 21 fails at a leaf.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
assert lo.hardest_upper_bounds(6, 8) == {"distribution": 24, "parity": 23}
cert68 = checker.load_certificate(lo.DATA_DIR / "09_certificates" / "6x8.json.gz")
leaves68 = checker.check_program(6, 8, 22, cert68)
print("leaves and mirrors:", leaves68)
assert leaves68 == 16
x68 = int(rows[6, 8]["witness"][::-1], 2)  # cell r*8 + c is bit r*8 + c
witness_needs = checker.fewest_presses(x68, checker.quiet_patterns(6, 8))
print("the witness needs", witness_needs)
assert witness_needs == 22
try:
    checker.check_program(6, 8, 21, dict(cert68, value=21))
except ValueError as err:
    print("21 refused:", err)
else:
    raise AssertionError("the checker accepted 21")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Puncturing (easy)
# :label: ex-09-4
#
# For the 5 x 5 board, compute the sphere-covering bound of {prf:ref}`prop-09-sphere` and
# that of {prf:ref}`cor-09-punctured`. Which is better, and how far is each from the truth,
# 15? For which sizes up to 60 does the punctured bound beat every stored witness?
#
# ```{hint}
# :class: dropdown
#
# `sphere_covering_bound(cells, d)` is defined in the chapter; `lo.QuietClasses(n, n)`
# gives the nullity and `zero_cells`. Compare with the table's `witness_presses`.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-09-4
# :class: dropdown
# ```
#
# Plain sphere covering over 25 cells with 4 quiet patterns gives 11 (the partial sums of
# $\binom{25}{i}$ first reach $2^{23}$ at $i = 11$); removing the 5 cells no quiet pattern
# presses gives $5 + 8 = 13$ ($\binom{20}{i}$ summed to $i = 8$ is 263,950, just above
# $2^{18}$), closer to 15. Up to 60 the punctured bound
# beats the witness exactly for 39 and 47, the two squares whose nullity is too large for a
# witness search.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
qc5 = lo.QuietClasses(5, 5)
plain = sphere_covering_bound(25, qc5.nullity)
punct = qc5.zero_cells + sphere_covering_bound(25 - qc5.zero_cells, qc5.nullity)
print(f"5 x 5: sphere {plain}, punctured {punct}, truth {rows[5, 5]['hardest']}")
assert (plain, punct) == (11, 13)
beaten = []
for n in range(1, 61):
    d = lo.nullity(n, n)
    if d:
        zero = lo.QuietClasses(n, n).zero_cells
        bound = zero + sphere_covering_bound(n * n - zero, d)
        if bound > int(rows[n, n]["witness_presses"]):
            beaten.append(n)
print("punctured sphere bound above the witness:", beaten)
assert beaten == [39, 47]

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Mattson by induction (challenge)
# :label: ex-09-5
#
# Assume only the two-block bound: for a chain $\{\mathbf 0\} \subset V_1 \subset V_2$
# with $V_2$ holding every signature, $R(m, n) \le R(C_1) + R(C_2)$. Derive
# {prf:ref}`thm-09-decomposition` for a chain of any length. Then check on 9 x 9 that
# merging the last two pieces of a three-piece chain never gives a weaker bound.
#
# ```{hint}
# :class: dropdown
#
# Induct on $k$, applying the two-block bound to the code $C'$ formed by the quiet patterns
# $q_u$ with $u \cdot z = 0$ on $V_1$, restricted to the cells outside $V_1$: its own
# chain is $V_2/V_1 \subset \dots \subset V_k/V_1$. For the check, use
# `lo.hardest_decomposition_bound` with the chains `[[1, 5, 17], [2, 128, 71], [8, 32]]`
# and `[[1, 5, 17], [2, 128, 71, 8, 32]]`.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-09-5
# :class: dropdown
# ```
#
# For $k = 1$ the bound is the definition. For $k \ge 2$, the two-block bound on
# $V_1 \subset V_k$ gives $R \le R(C_1) + R(C')$, where $C'$ is the code of the quiet
# patterns that vanish on $P_1$, restricted to the other cells. Its cells have signatures
# modulo $V_1$, and the chain $V_2/V_1 \subset \dots \subset V_k/V_1$ has $k - 1$ pieces,
# which are $P_2, \dots, P_k$ with the codes $C_2, \dots, C_k$ (a pattern $q_u$ with
# $u \cdot z = 0$ on $V_{i-1}$ vanishes on $V_1$ too). By induction
# $R(C') \le R(C_2) + \dots + R(C_k)$. The same argument shows that merging pieces can only
# help: the merged piece's covering radius is at most the sum of its parts'.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
three = lo.hardest_decomposition_bound(9, 9, [[1, 5, 17], [2, 128, 71], [8, 32]], 60)
two = lo.hardest_decomposition_bound(9, 9, [[1, 5, 17], [2, 128, 71, 8, 32]], 60)
print("three pieces:", [p.bound for p in three.pieces], "=", three.bound)
print("two pieces:  ", [p.bound for p in two.pieces], "=", two.bound)
assert two.pieces[0].bound == three.pieces[0].bound
assert two.pieces[1].bound <= three.pieces[1].bound + three.pieces[2].bound
assert int(rows[9, 9]["hardest"]) <= two.bound <= three.bound

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} One leaf by hand (medium)
# :label: ex-09-6
#
# Check node 3 of the 23 x 23 certificate by hand, as the chapter checked node 2: its box
# is $\xi_1 \ge 1$, $\xi_2 \ge 1$, and its leaf names combination 1. Then change one
# multiplier of the combination and see whether the leaf still holds.
#
# ```{hint}
# :class: dropdown
#
# Reuse `var23`, `cls23`, `size23` and `goal23` from the chapter. A combination is
# `[D, gap, Y, gap, Y, ...]`: the rows $w$ are the running sums of the gaps.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-09-6
# :class: dropdown
# ```
#
# Combination 1 adds the four rows $w = 131, 141, 146, 156$ once each, with $D = 2$; the
# largest left side in the box is below the right side, so the box is empty. With $D = 1$
# instead the leaf fails: the combination no longer proves anything there.


# %% jupyter={"outputs_hidden": true, "source_hidden": true}
def leaf_gap(combo, box):
    """Right side minus the largest left side of a combination over a box."""
    D, ws = combo[0], list(itertools.accumulate(combo[1::2]))
    ys = combo[2::2]
    S = {w: [i for i in var23 if (w & cls23[i][0]).bit_count() % 2] for w in ws}
    b = {w: sum(size23[i] for i in S[w]) // 2 for w in ws}
    c = {i: D - sum(y for w, y in zip(ws, ys) if i in S[w]) for i in var23}
    top = sum(c[i] * (box[i][1] if c[i] > 0 else box[i][0]) for i in var23)
    return D * goal23 - sum(y * b[w] for w, y in zip(ws, ys)) - top


box3 = {i: (1 if i in (1, 2) else 0, size23[i]) for i in var23}
combo1 = cert23["combos"][1]
print(
    "node 3, combination",
    combo1,
    ": right side - largest left side =",
    leaf_gap(combo1, box3),
)
assert leaf_gap(combo1, box3) > 0
weaker = [1] + combo1[1:]
print("with D = 1:", leaf_gap(weaker, box3))
assert leaf_gap(weaker, box3) <= 0

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ## References
#
# * W. Boyles, "Most Clicks Problem in Lights Out" (2022),
#   [arXiv:2201.03452](https://arxiv.org/abs/2201.03452); we read its source,
#   `tex/nullity2/nullity2.tex`, in the repository below.
# * W. Boyles, [`wmboyles/LightsOut-Math`](https://github.com/wmboyles/LightsOut-Math)
#   (GitHub): `code/min_clicks_answers.txt` at commit `3548805` (4 July 2021),
#   `code/serialization/min_clicks_answers.txt` at commit `f71a372` (28 November 2021,
#   unchanged to `305ca2e`, 22 May 2023), the same file at commit `708d9be` (24 October
#   2021, with example boards), `code/min_clicks.py` at commit `0b564f0` (5 October 2021,
#   `lp_min_clicks` and the marks "definitely correct" and "the code gives this"),
#   `code/region_separator.py` (4 July 2021) and `code/min_click_parabola.ipynb` at
#   `305ca2e` (the parabolas per nullity family).
# * G. Cohen, I. Honkala, S. Litsyn and A. Lobstein, *Covering Codes* (North-Holland, 1997),
#   for the bound $\lfloor N/2 \rfloor$ as quoted on
#   [a question-and-answer page](https://math.techqa.club/identically-zero-coordinate-of-a-linear-code-1755263)
#   (we did not read the book); G. D. Cohen, M. G. Karpovsky, H. F. Mattson and
#   J. R. Schatz, "Covering radius: survey and recent results", *IEEE Transactions on
#   Information Theory* 31 (1985), for the decomposition bound (not read).
# * K. K. H. Cheung, A. Gleixner and D. E. Steffy, "Verifying integer programming results",
#   *Integer Programming and Combinatorial Optimization (IPCO 2017)*, LNCS 10328, 148-160,
#   [doi:10.1007/978-3-319-59250-3_13](https://doi.org/10.1007/978-3-319-59250-3_13) (the
#   VIPR certificate format; we read the report's abstract and introduction).
# * SCIP and PySCIPOpt, as in chapter 06 ([scipopt.org](https://scipopt.org)).
# * Earlier chapters: [02](02_solving_over_gf2.ipynb), [04](04_large_boards.ipynb),
#   [06](06_integer_programming_with_scip.ipynb); the computations behind the table:
#   [Appendix 13](13_appendix_hardest_board_computations.ipynb).
