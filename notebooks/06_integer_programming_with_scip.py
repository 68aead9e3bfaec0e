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
#   enumerator: 6.%s
# ---

# %% [markdown]
# # Integer programming with SCIP
#
# Source 000 ("Lights Out and integer programming") writes Lights Out as an integer program:
# one binary variable per button, and the rule "every light ends dark" as a linear equation
# with an integer helper variable per cell. The source solves its program with the solver SCIP
# (version 10.0.2, called from Python through PySCIPOpt 6.2.1, on Windows 11, as it states),
# minimises the number of presses, adds per-button costs and forbidden buttons, tabulates nine
# random boards, and times "find a solution" against "find the best one" as the board grows.
# This notebook redoes all of it with SCIP 10.0 through PySCIPOpt 6.3, checks every answer
# against the exact methods of notebook 02, extends the model to $N$ colours, explains why
# the fewest presses are hard in general, times SCIP's proofs with one generous limit for
# every run, and compares the source's model with a reduced search on the quiet patterns.
#
# **Before this chapter** you should know the press matrix $A$ and why a press pattern
# $\mathbf x$ is a 0/1 vector (notebook 01), that the solutions of a board form a coset of
# the quiet patterns $\ker A$ ([Definition 2.1](02_solving_over_gf2.ipynb#def-quiet-pattern)), with $2^{d}$ members when
# $d$ is the nullity, and that the fewest presses are a lightest member of that coset
# (notebook 02), and, for the section on $N$ colours, arithmetic in $\mathbb Z/N\mathbb Z$ (notebook 05). No knowledge of integer
# programming is assumed.
#
# **After it** you can write a Lights Out board as an integer program and say why it is
# correct ({prf:ref}`prop-06-model`), solve it with SCIP with costs, forbidden buttons and
# $N$ colours, tell a proven minimum from a best-found pattern, read a solver's timing study
# critically (one limit for every run, one board per size), and explain why the algebra of
# notebook 02 beats the integer program on the plain fewest-presses question.
#
# **Uses:** [01, the Lights Out matrix](01_the_lights_out_matrix.ipynb) (`apply_presses`,
# `press_matrix`, `random_solvable_board`), [02, solving over GF(2)](02_solving_over_gf2.ipynb)
# (`solve`, `quiet_patterns`, `solutions`, `min_presses`, and fewest presses seen as decoding
# a linear code), [05, N-colour boards](05_n_colour_boards.ipynb) (`solve(board, colours=N)`,
# `solution_count`). Introduced here, in [`lightsout_helpers.py`](../lightsout_helpers.py):
# `scip_solve`, its result `ScipResult`, and `scip_solve_reduced`.

# %%
# SageMath, only for a kernel over GF(3): conda-forge's `sage` or the passagemath wheels
import itertools
import math
import statistics
from collections import defaultdict

import matplotlib.pyplot as plt
import numpy as np
from pyscipopt import Model, quicksum

import lightsout_helpers as lo
from lightsout.sage import GF, matrix

# %% [markdown]
# ## The model
#
# Take an $m \times n$ board $\mathbf b$ with $b_{r,c} = 1$ for a lit cell, and one binary
# variable $x_{r,c}$ per button (1 = press it). Notebook 01 showed that order does not matter
# and that pressing a button twice changes nothing, so one bit per button is enough. Let
# $\mathcal N(r,c)$ be the buttons that toggle cell $(r,c)$: the cell itself and its
# neighbours above, below, left and right that lie on the board;
# $\delta_{r,c} = |\mathcal N(r,c)|$ is 3 in a corner, 4 on an edge, 5 inside. Cell $(r,c)$ ends dark when it
# is toggled an odd number of times if it was lit and an even number if it was dark, that is
# when $b_{r,c} + \sum_{(i,j) \in \mathcal N(r,c)} x_{i,j} \equiv 0 \pmod 2$. An integer
# program has no "mod 2", but "is even" is "equals twice an integer".
#
# ```{prf:definition} Source 000's integer program
# :label: def-06-model
#
# For an $m \times n$ board $\mathbf b$, the program has a binary variable $x_{r,c}$ and an
# integer variable $k_{r,c}$ for every cell, and one equation per cell:
#
# $$ b_{r,c} + \sum_{(i,j) \in \mathcal N(r,c)} x_{i,j} = 2 k_{r,c}, \qquad
#    x_{r,c} \in \{0, 1\}, \qquad
#    0 \le k_{r,c} \le \left\lfloor \frac{b_{r,c} + \delta_{r,c}}{2} \right\rfloor . $$
#
# Its objective is $\sum_{r,c} x_{r,c}$, minimised (the *minimum model*), or $0$ (the
# *feasibility model*). It has $mn$ binary and $mn$ integer variables and $mn$ equations.
# ```
#
# ```{prf:proposition} The program solves the board (source 000, with its bounds on k; that they are attained: this book)
# :label: prop-06-model
#
# The press patterns $\mathbf x$ that extend to a feasible point $(\mathbf x, \mathbf k)$
# of {prf:ref}`def-06-model` are exactly the solutions of $\mathbf b$ (the $\mathbf x$ with
# $A\mathbf x = \mathbf b$ over GF(2)), each with exactly one $\mathbf k$; so the minimum
# model's optimum is the fewest presses. The bounds on $k_{r,c}$ are attained: for every
# $\delta \in \{3, 4, 5\}$ and $b \in \{0, 1\}$ some choice of presses gives $k = b$ and
# some gives $k = \lfloor (b + \delta)/2 \rfloor$. A lit cell forces $k_{r,c} \ge 1$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Row $(r,c)$ of $A\mathbf x$ is $\sum_{\mathcal N(r,c)} x_{i,j}$ mod 2, so $\mathbf x$
# solves the board exactly when every $s_{r,c} = b_{r,c} + \sum_{\mathcal N(r,c)} x_{i,j}$
# is even. If it is, $k_{r,c} = s_{r,c}/2$ is the only integer with $s_{r,c} = 2k_{r,c}$,
# and $0 \le s_{r,c} \le b_{r,c} + \delta_{r,c}$ gives $0 \le k_{r,c} \le
# \lfloor (b_{r,c} + \delta_{r,c})/2 \rfloor$ because $k_{r,c}$ is an integer. If some
# $s_{r,c}$ is odd, no integer $k_{r,c}$ exists. For the bounds: pressing nothing around the
# cell gives $s = b$, an even number when $b = 0$, and when $b = 1$ one press gives $s = 2$,
# $k = 1 = b$; pressing $2\lfloor (b + \delta)/2 \rfloor - b$ of the $\delta$ buttons (a
# number between 0 and $\delta$) gives $k = \lfloor (b + \delta)/2 \rfloor$. A lit cell has
# $s \ge 1$, so $k \ge 1$.
# ```
#
# The check goes through every choice of presses around a corner, an edge and an inner
# cell, lit or dark, and lists the values $k$ takes.

# %%
for delta in (3, 4, 5):
    for b in (0, 1):
        ks = {
            (b + sum(bits)) // 2
            for bits in itertools.product((0, 1), repeat=delta)
            if (b + sum(bits)) % 2 == 0
        }
        assert (
            min(ks) == b and max(ks) == (b + delta) // 2
        )  # b = 1 forces k >= 1, the bound is reached
        print(
            f"delta = {delta}, b = {b}: k takes the values {sorted(ks)};"
            f" bound floor((b + delta)/2) = {(b + delta) // 2}"
        )

# %% [markdown]
# Why must $k$ be an integer? The proof of {prf:ref}`prop-06-model` uses it once: "no
# integer $k_{r,c}$ exists". With continuous $k$, $2k$ could be any number in its range and
# the equation would say nothing about parity. On the 3 x 3 board with only the centre lit,
# we ask SCIP for the fewest presses with integer and with continuous $k$.


# %%
def parity_model(board, k_type):
    """Source 000's model with k of SCIP type k_type ('I' or 'C'); returns presses."""
    board = np.asarray(board)
    m, n = board.shape
    model = Model()
    model.hideOutput()
    x = {(r, c): model.addVar(vtype="B") for r in range(m) for c in range(n)}
    for r, c in x:
        around = [
            (i, j)
            for i, j in [(r, c), (r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
            if (i, j) in x
        ]
        k = model.addVar(vtype=k_type, lb=0, ub=(int(board[r, c]) + len(around)) // 2)
        model.addCons(int(board[r, c]) + quicksum(x[p] for p in around) == 2 * k)
    model.setObjective(quicksum(x.values()), "minimize")
    model.optimize()
    return np.array(
        [[round(model.getVal(x[r, c])) for c in range(n)] for r in range(m)],
        dtype=np.uint8,
    )


centre_lit = np.zeros((3, 3), dtype=np.uint8)
centre_lit[1, 1] = 1
for k_type in ("I", "C"):
    presses = parity_model(centre_lit, k_type)
    print(
        f"k of type {k_type}: {int(presses.sum())} presses, board afterwards lit at "
        f"{int(lo.apply_presses(centre_lit, presses).sum())} cells"
    )
assert lo.apply_presses(centre_lit, parity_model(centre_lit, "I")).sum() == 0
assert (
    parity_model(centre_lit, "C").sum() == 0
)  # continuous k: "solved" without pressing

# %% [markdown]
# With continuous $k$ the cheapest "solution" presses nothing and leaves the light on: the
# relaxation drops the parity altogether. With integer $k$ the same model finds the true
# answer.
#
# The helper `scip_solve(board, minimize=True, weights=None, forbidden=(), time_limit=30.0,
# colours=2)` builds this model with the tightened bounds, keeps SCIP's log out of the
# notebook, runs it single-threaded with SCIP's default seeds, and returns a `ScipResult`:
# SCIP's `status` word, the `presses` (checked with `apply_presses` before they are returned),
# their cost `objective`, the `seconds` spent in SCIP's `optimize()` alone, the
# `build_seconds` spent before it (checking the input and building the model), and
# `proven_optimal`, which is true only when SCIP proved a minimum of the objective (never for
# a time limit, never for the objective-0 model). The time limit covers building and solving
# together. Costs, forbidden buttons and more colours are introduced below.

# %% [markdown]
# ## Source 000's 5 x 5 example
#
# The board of source 000 is stored in
# [`data/source000_example_5x5.txt`](../data/source000_example_5x5.txt). The source reports
# status `optimal` and 11 presses, and prints the pattern; we typed that pattern in below to
# compare.

# %%
example = lo.parse_board((lo.DATA_DIR / "source000_example_5x5.txt").read_text())
result = lo.scip_solve(example)
print(
    "status:",
    result.status,
    "| proven optimal:",
    result.proven_optimal,
    "| presses:",
    int(result.presses.sum()),
)
print(lo.format_board(result.presses))

source_pattern = lo.parse_board(
    "10110\n01010\n00101\n10010\n11000"
)  # printed in source 000
assert result.proven_optimal and result.objective == 11
assert not lo.apply_presses(example, result.presses).any()
weights_of_all = sorted(int(x.sum()) for x in lo.solutions(example))
print("presses of all", len(weights_of_all), "solutions (notebook 02):", weights_of_all)
assert weights_of_all.count(11) == 1 and np.array_equal(result.presses, source_pattern)
print("the 11-press solution is unique, so SCIP's pattern is the source's pattern")

# %%
fig, axes = plt.subplots(1, 2)
lo.plot_board(
    example, presses=result.presses, ax=axes[0], title="source 000's board, 11 presses"
)
lo.plot_board(
    lo.apply_presses(example, result.presses), ax=axes[1], title="after the presses"
)
lo.savefig(fig, "06-source-example")
plt.show()

# %% [markdown]
# *Figure 06-source-example.* Source 000's 5 x 5 board with its only 11-press solution
# (ringed), which SCIP proves to be the minimum, and the dark board it leaves. The 5 x 5 board
# has four solutions (two quiet patterns); the others need 13, 15 and 17 presses.

# %% [markdown]
# ## The nine-board table
#
# Source 000 draws three random solvable boards of each size 3 x 3, 4 x 4 and 5 x 5 (seeds
# 300-302, 400-402, 500-502) and solves each twice: with objective 0, and minimising the
# presses. It says that each button is chosen with probability 1/2 by Python's
# `random.Random(seed)` and pressed on the dark board, but not in which order the buttons are
# drawn; `random_solvable_board` draws `randint(0, 1)` button by button, row by row. The
# source's two columns are typed in below. Beside them: our SCIP runs, the exact minimum by
# `min_presses` (notebook 02), and the presses of *every* solution of the board.

# %%
source_zero = {
    300: 5,
    301: 4,
    302: 6,
    400: 10,
    401: 9,
    402: 11,
    500: 16,
    501: 10,
    502: 17,
}  # source 000
source_min = {
    300: 5,
    301: 4,
    302: 6,
    400: 4,
    401: 5,
    402: 5,
    500: 12,
    501: 10,
    502: 7,
}  # source 000

print(
    "size  seed  objective 0  minimum  proven  min_presses  source (0 / min)"
    "  presses of all solutions"
)
table = []
for n, seeds in [(3, (300, 301, 302)), (4, (400, 401, 402)), (5, (500, 501, 502))]:
    for seed in seeds:
        board = lo.random_solvable_board(n, n, seed)
        zero = lo.scip_solve(board, minimize=False)
        best = lo.scip_solve(board)
        exact = int(lo.min_presses(board).sum())
        every = sorted(int(x.sum()) for x in lo.solutions(board))
        for r in (zero, best):
            assert (
                r.status == "optimal" and not lo.apply_presses(board, r.presses).any()
            )
        assert (
            best.proven_optimal
            and best.objective == exact == source_min[seed] == every[0]
        )
        assert int(zero.presses.sum()) in every
        table.append((seed, int(zero.presses.sum()), exact))
        print(
            f"{n}x{n}   {seed}  {int(zero.presses.sum()):11d}  {int(best.objective):7d}"
            f"  {str(best.proven_optimal):6s}"
            f"  {exact:11d}  {source_zero[seed]:7d} / {source_min[seed]:<7d}  {every}"
        )
print("minimum column = min_presses = source 000's column on all nine boards")
same_zero = [seed for seed, zero, _ in table if zero == source_zero[seed]]
print(f"objective-0 column equal to the source's on {len(same_zero)} of 9 boards")

# %% [markdown]
# The minimum column is a mathematical fact about each board, and SCIP, `min_presses`
# (which searches all $2^d$ solutions, $d$ the number of quiet patterns) and the source agree
# on it for all nine boards. That agreement is also what validates our reconstruction of the
# boards: the source does not print them, and nine minima that match, most of them on boards
# with several solutions of different sizes, would hardly survive a different order of the
# random draws ([appendix 12](12_appendix_source_replication.ipynb) tries three other
# readings of the recipe).
#
# The objective-0 column is not a fact about the board: every solution is "optimal"
# for objective 0, and SCIP returns the first one it meets. On 3 x 3 there is only one
# solution (no quiet patterns), so that column is forced; on 4 x 4 there are 16 and on
# 5 x 5 four, and the last column lists what the objective-0 run could have returned. Which
# one it returns depends on the SCIP version, its parameters and seeds, the order in which
# the variables and constraints are created, and the platform; the source says itself that
# this column may change with the environment. The line printed above says how many of the
# nine agree here.
#
# Every number in the last column of a board has the same parity. That is no accident:
# notebook 02 proves that every quiet pattern presses an even number of buttons (because $A$
# is symmetric with ones on its diagonal), so adding one changes the count by an even number.

# %% [markdown]
# ## Why the fewest presses are hard
#
# Notebook 02 (section "Fewest presses as decoding") reads the quiet patterns as a binary
# linear code and the solutions of a board as a coset $\mathbf x_0 + \ker A$ of that code:
# the fewest presses are a lightest vector of the coset, a *coset leader* in the language of
# coding theory.
#
# ```{prf:theorem} Coset weights are NP-complete (Berlekamp, McEliece and van Tilborg 1978)
# :label: thm-06-coset-weights
#
# Given a 0/1 matrix $H$, a 0/1 vector $\mathbf s$ and a number $w$, deciding whether some
# $\mathbf x$ with $H\mathbf x = \mathbf s$ over GF(2) has at most $w$ ones is NP-complete.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# Berlekamp, McEliece and van Tilborg reduce three-dimensional matching to this problem; the
# book does not repeat the reduction (see the References).
# ```
#
# So no method is known that finds lightest coset vectors quickly for every code.
# {prf:ref}`thm-06-coset-weights` is about all binary linear codes; the codes of Lights Out
# are a special family, and it does not say that they are hard. What it explains is the shape
# of the two methods of this book.
#
# * `min_presses` searches the coset: $2^d$ solutions, $d = d(m,n)$ the nullity
#   ([Definition 1.3](01_the_lights_out_matrix.ipynb#def-nullity)). That is exponential only in $d$, and $d$ stays small on square
#   boards; the largest value up to 30 x 30 is printed below.
# * The integer program does not know the coset. It has $mn$ binary variables, its linear
#   relaxation knows almost nothing about parity (the continuous-$k$ experiment above), and
#   SCIP must close the gap by branching. Nothing in the model tells it that only $2^d$
#   choices exist, and the timing study below shows what that costs.

# %%
nullities = {n: lo.nullity(n, n) for n in range(1, 31)}
worst = max(nullities, key=nullities.get)
print(
    f"largest number of quiet patterns for n <= 30: d = {nullities[worst]}"
    f" at n = {worst}, so at most 2^{nullities[worst]} = {2 ** nullities[worst]:,}"
    " solutions to enumerate,"
    f" against 2^{worst * worst} press patterns of that board"
)

# %% [markdown]
# ## Costs and forbidden buttons
#
# An integer program takes side conditions without new theory. A cost $w_{r,c} \ge 0$ per
# button changes the objective to $\sum w_{r,c} x_{r,c}$; a button that may not be pressed
# gets $x_{r,c} = 0$. The GF(2) view tells in advance what can happen: costs can only choose
# among the $2^d$ members of the coset of solutions, and forbidding buttons can only remove
# members. On 3 x 3 ($d = 0$) costs change nothing, and forbidding a button of the unique
# solution makes the board unsolvable.
#
# Costs meet a limit of the solver. SCIP computes in floating point and treats two numbers as
# equal when they differ by less than a small *relative* tolerance; its defaults are printed
# below. Two costs near $10^{11}$ that differ by 20 differ by $2 \cdot 10^{-10}$ relatively:
# SCIP cannot tell them apart and may call either one optimal. `scip_solve` therefore works
# with exact numbers: it reads each weight exactly (a float as the shortest decimal that
# rounds to it at its own precision, so 0.1 is $1/10$ in float16, float32 and float64
# alike), scales all weights to the smallest whole numbers with the
# same ratios, and refuses them when a press pattern could cost more than $10^5$ of those
# units. Then two different costs differ by at least $10^{-5}$ relatively, ten times the
# largest of SCIP's tolerances. Equal weights, however large, become 1.

# %%
tolerances = {
    name: Model().getParam(f"numerics/{name}")
    for name in ("epsilon", "dualfeastol", "feastol")
}
print("SCIP's relative tolerances:", tolerances)
assert max(tolerances.values()) * 10 <= 1e-5

# %% [markdown]
# Board 402 of the table has 16 solutions. Here they are with their presses and with a cost
# that grows with the row: a button in row $r$ (counting from 1) costs $r$. The coset is
# enumerated with `solutions` (notebook 02), independently of SCIP.

# %%
board402 = lo.random_solvable_board(4, 4, 402)
rows_cost = np.repeat(np.arange(1, 5)[:, None], 4, axis=1)
coset402 = list(lo.solutions(board402))
print(
    "(presses, row cost) of the 16 solutions:",
    sorted((int(x.sum()), int((rows_cost * x).sum())) for x in coset402),
)
fewest402 = [x for x in coset402 if x.sum() == min(int(y.sum()) for y in coset402)]
fewest402.sort(
    key=lambda x: tuple(x.ravel())
)  # lexicographic order of the row-major patterns
print(
    f"{len(fewest402)} solutions with {int(fewest402[0].sum())} presses;"
    " their row costs:",
    [int((rows_cost * x).sum()) for x in fewest402],
)
for x in fewest402:
    print(lo.format_board(x), f"  row cost {int((rows_cost * x).sum())}\n")

plain = lo.scip_solve(board402)
assert plain.proven_optimal and plain.objective == 5
assert any(np.array_equal(plain.presses, x) for x in fewest402)
print(
    "SCIP's fewest-presses answer is one of these three;"
    " which one depends on its search"
)

# %% [markdown]
# So "the" fewest presses of board 402 do not exist: three solutions have 5 presses, with row
# costs 10, 15 and 13. When one representative is needed, this book takes the *canonical*
# one, and `min_presses` returns it: the lightest pattern whose row-major 0/1 tuple comes
# first in lexicographic order (the first one printed above), the rule that
# `solve(board, colours=N)` follows too. SCIP returns one of the three, but which one is an
# accident of its search.
#
# On the 5 x 5 board of seed 9 all four solutions tie, and `min_presses` again returns
# the first of them in lexicographic order, by the enumeration of `solutions` (the tests
# of notebook 02 check the rule on every search route):

# %%
board5 = lo.random_solvable_board(5, 5, 9)
minima5 = sorted(tuple(int(v) for v in x.ravel()) for x in lo.solutions(board5))
shown5 = lo.min_presses(board5)
print(f"presses of its {len(minima5)} solutions:", [sum(t) for t in minima5])
print(lo.format_board(shown5))
assert {sum(t) for t in minima5} == {int(shown5.sum())} == {11}
assert tuple(int(v) for v in shown5.ravel()) == minima5[0]
assert np.array_equal(lo.min_presses(board402), fewest402[0])

# %% [markdown]
# With the row costs the answer is unique, so SCIP's answer is forced:

# %%
cheapest402 = min(coset402, key=lambda x: int((rows_cost * x).sum()))
costs402 = sorted(int((rows_cost * x).sum()) for x in coset402)
assert costs402[0] < costs402[1]  # a unique cheapest solution
costly = lo.scip_solve(board402, weights=rows_cost)
assert costly.proven_optimal and costly.objective == costs402[0]
assert np.array_equal(costly.presses, cheapest402)
print(
    f"cheapest with row costs: {int(costly.objective)} (next cheapest {costs402[1]}),"
    f" {int(costly.presses.sum())} presses:"
)
print(lo.format_board(costly.presses))

# %% [markdown]
# Now forbid buttons. On the 4 x 4 board of seed 400, forbidding the four buttons of its
# only 4-press solution still leaves other solutions; on the 3 x 3 board of seed 300 (one
# solution only) forbidding any button it uses leaves none.

# %%
board4 = lo.random_solvable_board(4, 4, 400)
coset4 = list(lo.solutions(board4))
four = [x for x in coset4 if x.sum() == 4]
assert len(four) == 1  # the only 4-press solution
ban4 = [tuple(int(v) for v in cell) for cell in np.argwhere(four[0])]
avoiding = [x for x in coset4 if not any(x[cell] for cell in ban4)]
around = lo.scip_solve(board4, forbidden=ban4)
print("4x4, forbidden", ban4, "->", around.status, int(around.objective), "presses")
print(lo.format_board(around.presses))
print(
    "presses of the solutions that avoid them:", sorted(int(x.sum()) for x in avoiding)
)
assert (
    len(avoiding) == 1
    and np.array_equal(around.presses, avoiding[0])
    and around.proven_optimal
)

board3 = lo.random_solvable_board(3, 3, 300)
only = lo.solve(board3)
assert len(list(lo.solutions(board3))) == 1  # d = 0: this is the only solution
ban3 = [tuple(int(v) for v in np.argwhere(only)[0])]
blocked = lo.scip_solve(board3, forbidden=ban3)
print("\n3x3 seed 300, its only solution\n" + lo.format_board(only))
print(
    "forbidden",
    ban3,
    "->",
    blocked.status,
    "| presses:",
    blocked.presses,
    "| proven optimal:",
    blocked.proven_optimal,
)
assert blocked.status == "infeasible" and blocked.presses is None

# %% [markdown]
# SCIP's "infeasible" is a verdict reached in floating-point arithmetic, not an exact proof.
# Here the exact argument is the line above: the board has exactly one solution (notebook 02)
# and it presses the forbidden button. For the board alone, without forbidden buttons,
# `solve` decides solvability exactly. The unit tests in `tests/test_06_scip.py` compare
# `scip_solve` with brute force over every press pattern of small boards, with and without
# costs and forbidden buttons. Bad input (a negative or complex weight, weights SCIP cannot
# tell apart, a cell off the board, a time limit that is not positive) is refused before SCIP
# runs, with what is wrong named; [appendix 11](11_appendix_engineering.ipynb) shows the
# messages.

# %% [markdown]
# ## N colours
#
# With $N$ colours a press adds 1 mod $N$ to its cell and the four neighbours (notebook 05),
# and a button may usefully be pressed up to $N - 1$ times. The model changes in two places:
# $x_{r,c}$ becomes an integer in $0, \dots, N-1$, and "is a multiple of $N$" replaces "is
# even".
#
# ```{prf:definition} The integer program for N colours
# :label: def-06-model-colours
#
# For a board $\mathbf b$ with entries in $0, \dots, N-1$ and weights $w_{r,c} \ge 0$:
# integers $x_{r,c} \in \{0, \dots, N-1\}$ and $k_{r,c}$, one equation per cell,
#
# $$ b_{r,c} + \sum_{(i,j) \in \mathcal N(r,c)} x_{i,j} = N k_{r,c}, \qquad
#    0 \le k_{r,c} \le \left\lfloor \frac{b_{r,c} + (N-1)\,\delta_{r,c}}{N} \right\rfloor ,
# $$
#
# and the objective $\sum w_{r,c} x_{r,c}$, minimised: a button pressed $x_{r,c}$ times costs
# $x_{r,c}$ times its weight. Forbidden buttons get $x_{r,c} = 0$.
# ```
#
# The proof of {prf:ref}`prop-06-model` carries over word for word with $N$ in place of 2:
# the feasible $\mathbf x$ are exactly the solutions of the board over
# $\mathbb Z/N\mathbb Z$ with entries $0, \dots, N-1$, each with one $\mathbf k$.
# `scip_solve(board, colours=N)` builds this model. Notebook 05's `solve(board, colours=N)`
# returns one solution, not the lightest. Take the 4 x 4 board of seed 1 with 3 colours: it
# has `solution_count(4, 4, 3)` = 9 solutions. Because 3 is prime, they are one solution plus
# the kernel of $A$ over GF(3), which Sage computes; so all nine can be listed and compared
# with SCIP's answer.

# %%
board_c3 = lo.random_solvable_board(4, 4, 1, colours=3)
x0 = lo.solve(board_c3, colours=3).ravel().astype(int)
kernel3 = [
    np.array([int(v) for v in q])
    for q in matrix(GF(3), lo.press_matrix(4, 4).tolist()).right_kernel().basis()
]
coset3 = []
for coef in itertools.product(
    range(3), repeat=len(kernel3)
):  # x0 + every combination of the basis, mod 3
    x = x0.copy()
    for c, q in zip(coef, kernel3):
        x = x + c * q
    coset3.append(x % 3)
assert len(coset3) == lo.solution_count(4, 4, 3) == 9
assert all(not lo.apply_presses(board_c3, x.reshape(4, 4), 3).any() for x in coset3)
print(
    "presses of the 9 solutions (a button pressed twice counts twice):",
    sorted(int(x.sum()) for x in coset3),
)
print("presses of the solution that solve() returns:", int(x0.sum()))
fewest3 = sorted(
    (x for x in coset3 if x.sum() == min(int(y.sum()) for y in coset3)), key=tuple
)
print(f"{len(fewest3)} solution(s) with the fewest presses; the canonical one:")
print(lo.format_board(fewest3[0].reshape(4, 4)))

by_scip = lo.scip_solve(board_c3, colours=3)
assert by_scip.proven_optimal and by_scip.objective == fewest3[0].sum()
assert any(np.array_equal(by_scip.presses.ravel(), x) for x in fewest3)
print(
    f"scip_solve(colours=3): {by_scip.status}, {int(by_scip.objective)} presses,"
    " one of the fewest"
)

# %% [markdown]
# The unit tests check the $N$-colour model against brute force over all $N^{mn}$ press
# patterns for $N = 3, \dots, 6$ on small boards, with costs and forbidden buttons too.

# %% [markdown]
# ## The timing study
#
# Source 000 times SCIP on growing $n \times n$ boards, once with objective 0 (find a
# solution) and once minimising (find the best one and prove it), measuring only
# `model.optimize()`, and cuts every run at 5 s. It finds that finding a solution gets slower
# with size while minimising shows no such trend. A 5 s cut-off hides how long a proof really
# takes, so `bench/bench_06_scip.py` (run by `make bench B=06_scip`) gives every run of every
# model the same limit of 60 s, on one board per size, `random_solvable_board(n, n, 100 n)`
# (for $n = 3, 4, 5$ a board of the table above):
#
# * `feasibility` and `minimum`: source 000's model with objective 0 and minimising, for
#   $n = 3, \dots, 25$, except 19 x 19 and 23 x 23, left out to keep the benchmark within a few
#   minutes (they have 16 and 14 quiet patterns, more than any board the model is run on);
# * `reduced`: the reduced search of the next section, for $n = 3, \dots, 30$;
# * `min_presses` of notebook 02, for $n = 3, \dots, 30$. It is not a plain enumeration but
#   a tuned search of the $2^d$ solutions: up to 400 cells it walks them in Gray-code order,
#   one XOR of bit-packed rows per step, with precomputed XOR tables for the first few quiet
#   patterns; above 400 cells it gets all $2^d$ weights at once from one Walsh–Hadamard
#   transform.
#
# SCIP's times are those of `optimize()` alone, as in the source: building the model is
# timed separately and left out. `min_presses` is timed after one untimed call on the same
# board, which fills the caches it keeps for each board shape, so its
# time is that of the search. Runs that took under 10 s were repeated three times, longer
# ones run once; SCIP runs single-threaded with fixed seeds, so repeats take the same path and
# differ only by noise of the machine. The results are in
# [`data/06_scip.csv`](../data/06_scip.csv), the machine in
# [`data/06_scip.meta.json`](../data/06_scip.meta.json).

# %%
bench, meta, _ = lo.read_benchmark("06_scip")
for row in bench:
    for key in ("n", "cells", "nullity", "min_presses", "repeat"):
        row[key] = int(row[key])
    row["seconds"] = float(row["seconds"])
    row["build_seconds"] = float(row["build_seconds"]) if row["build_seconds"] else None
    row["limit"] = float(row["limit"]) if row["limit"] else None
    row["presses"] = int(row["presses"]) if row["presses"] else None
    row["proven_optimal"] = row["proven_optimal"] == "True"
runs = defaultdict(lambda: defaultdict(list))  # method -> n -> rows (one per repeat)
for row in bench:
    runs[row["method"]][row["n"]].append(row)
nullity_of = {row["n"]: row["nullity"] for row in bench}
machine = meta["machine"]
print(
    f"measured {meta['date'][:10]} on {machine['cpu']} ({machine['cores']} cores), "
    f"SCIP through PySCIPOpt {meta['versions']['pyscipopt']}; {meta['notes']}"
)
print(
    {method: sum(len(rows) for rows in by_n.values()) for method, by_n in runs.items()},
    "runs",
)

# every pattern in the file was checked by the benchmark; here: nothing below the
# true minimum, a proof only where the minimum was reached, one limit for every SCIP run
for row in bench:
    assert row["presses"] is None or row["presses"] >= row["min_presses"]
    assert not row["proven_optimal"] or row["presses"] == row["min_presses"]
limits = {row["limit"] for row in bench if row["method"] != "min_presses"}
assert len(limits) == 1
LIMIT = limits.pop()
print(
    f"every SCIP run had the same limit: {LIMIT:g} s; building a model took at most "
    f"{max(r['build_seconds'] for r in bench if r['build_seconds'] is not None):.2f} s"
    " (not included below)"
)


def median_time(rows):
    return statistics.median(r["seconds"] for r in rows)


def all_rows(method):
    return [r for n in sorted(runs[method]) for r in runs[method][n]]


# %%
fig = lo.plots.ch06.scip_timing(all_rows("feasibility"), all_rows("minimum"), LIMIT)
lo.savefig(fig, "06-scip-timing")
plt.show()
fastest = min(r["seconds"] for m in ("feasibility", "minimum") for r in all_rows(m))
print(f"fastest run {fastest:.4f} s (every time is drawn as measured)")

# %% [markdown]
# *Figure 06-scip-timing.* Source 000's model in SCIP on one $n \times n$ board per size,
# $n = 3, \dots, 25$ (without 19 and 23), every run limited to 60 s (dashed); source 000's own
# cut-off of 5 s is dotted. Left: objective 0, right: minimising the presses. Every run is a
# dot: runs under 10 s were repeated three times and their dots mostly overlap; crosses
# were stopped by the limit. Times are those of `optimize()` only, from
# `data/06_scip.csv`; the machine is printed above.

# %% [markdown]
# With quiet patterns the board has $2^d$ solutions, and a proof of the minimum must rule
# out every cheaper one. The printout below gives, for every size, the number $d$ of quiet
# patterns and the median time of source 000's model to a proven minimum with the number of
# branch-and-bound nodes SCIP used (the same in every repeat), or that it was stopped; then, for the values of $d$ that occur at several sizes, how the time grows with
# the size; and finally what the source's 5 s cut-off would have shown of the same runs.

# %%
minimum = runs["minimum"]
print(" n   d   minimum: median time to proof (repeats), branch-and-bound nodes")
for n in sorted(minimum):
    rows = minimum[n]
    assert len({r["nodes"] for r in rows}) == 1  # repeats take the same path
    verdict = (
        f"{median_time(rows):8.3f} s ({len(rows)}), {rows[0]['nodes']:>6} nodes"
        if all(r["proven_optimal"] for r in rows)
        else f"stopped at {LIMIT:g} s after {rows[0]['nodes']} nodes, best"
        f" {rows[0]['presses']} presses, true minimum {rows[0]['min_presses']}"
    )
    print(f"{n:2d}  {nullity_of[n]:2d}   {verdict}")

without = [n for n in minimum if nullity_of[n] == 0]
print(
    f"\nno quiet patterns (n = {without}): proven on every board, slowest median"
    f" {max(median_time(minimum[n]) for n in without):.2f} s"
)
with_d = sorted(n for n in minimum if nullity_of[n] > 0)
proven = [n for n in with_d if all(r["proven_optimal"] for r in minimum[n])]
print(
    f"with quiet patterns: proven for n = {proven};"
    f" stopped for n = {[n for n in with_d if n not in proven]}"
)
by_d = defaultdict(list)
for n in with_d:
    by_d[nullity_of[n]].append(n)
for d, sizes in sorted(by_d.items()):
    if len(sizes) > 1:
        steps = [
            f"{n}x{n}: "
            + (
                f"{median_time(minimum[n]):.2f} s"
                if n in proven
                else f"over {LIMIT:g} s"
            )
            for n in sizes
        ]
        print(f"d = {d}: " + ", ".join(steps))


def time_or_limit(n):
    return median_time(minimum[n]) if n in proven else math.inf


larger_slower = all(
    time_or_limit(a) < time_or_limit(b)
    for sizes in by_d.values()
    for a, b in itertools.pairwise(sizes)
)
print("at equal d, the larger board took longer in every group:", larger_slower)
assert larger_slower
CUT = 5  # source 000's cut-off, in seconds
under_cut = {
    n: [r for r in minimum[n] if r["proven_optimal"] and r["seconds"] <= CUT]
    for n in with_d
}
print(
    f"with source 000's {CUT} s cut-off, runs that would still end in a proof, among "
    "the boards with quiet patterns: "
    + ", ".join(
        f"{n}x{n} {len(kept)} of {len(minimum[n])}"
        for n, kept in under_cut.items()
        if kept
    )
    + "; none for the others"
)
for n, kept in under_cut.items():
    if 0 < len(kept) < len(minimum[n]):
        times = ", ".join(f"{r['seconds']:.2f}" for r in minimum[n])
        print(f"  {n}x{n}, every run: {times} s")
feas = runs["feasibility"]
print(
    "objective 0: every run finished:"
    f" {all(r['status'] == 'optimal' for n in feas for r in feas[n])};"
    f" median {median_time(feas[min(feas)]):.4f} s at {min(feas)}x{min(feas)},"
    f" {median_time(feas[max(feas)]):.4f} s at {max(feas)}x{max(feas)}"
)

# %% [markdown]
# With one limit for every board, the study says two things. Boards without quiet patterns
# have one solution, and SCIP finds and proves it quickly at every size. With quiet
# patterns, the time to a proof is not a function of $d$ alone: at equal $d$ (the lines
# "d = ..." above) the larger board took longer. With one board per size this does not
# separate the size from the board drawn; it only shows that $d$ does not decide the time.
# The source's 5 s cut-off would have kept, among the boards with quiet patterns, only
# 4 x 4, 5 x 5 and (in two runs of three) 11 x 11, so it could not have ordered 9 x 9 and
# 16 x 16 ($d = 8$) or 14 x 14 and 24 x 24 ($d = 4$). Where SCIP is stopped, its best
# pattern can be far above the minimum. The source's observation that the objective-0 runs
# grow with the size can be read off the left panel; it gives no boards beyond 5 x 5, so
# we cannot compare board by board.
#
# ## A reduced search on the quiet patterns
#
# Notebook 02 describes every solution at once:
# $\mathbf x = \mathbf x_0 + \sum_j y_j \mathbf q_j$ over GF(2), with one solution
# $\mathbf x_0$ (`solve`), the $d$ quiet patterns $\mathbf q_j$ (`quiet_patterns`) and
# $y \in \{0,1\}^d$. So the real unknowns are the $d$ bits $y_j$, not the $mn$ buttons.
# Button $i$ is pressed when $x_{0,i} + \sum_{j \in S_i} y_j$ is odd, where $S_i$ is the set
# of quiet patterns that press button $i$. Buttons with the same $S$ behave alike, so we
# group them: for each set $S$ a binary $z_S = \bigoplus_{j \in S} y_j$ (a SCIP XOR
# constraint, or $z_S = y_j$ when $S = \{j\}$), and the number of presses is
#
# $$ \sum_S \big( a_S\, z_S + c_S\,(1 - z_S) \big), $$
#
# where $a_S$ counts the buttons $i$ of the group with $x_{0,i} = 0$ (pressed when $z_S = 1$) and
# $c_S$ those with $x_{0,i} = 1$ (pressed when $z_S = 0$); buttons with $S = \emptyset$ are
# fixed. The model has $d$ free bits instead of $mn$, and SCIP's XOR propagation fixes every
# $z_S$ as soon as the $y_j$ in $S$ are fixed. The linear relaxation of a parity constraint
# is of no use here (any fractional $y$ lets $z_S$ take its cheaper value), so SCIP runs with
# its linear programs, presolving, cutting planes, heuristics and conflict analysis all
# switched off, and branches on the $y_j$ first. What is left is a plain search of the $2^d$
# choices of $y$ in which SCIP prunes a branch when the cost of the groups already decided
# plus $\min(a_S, c_S)$ for the rest reaches the best solution found: a reduced search, not a
# stronger integer program. `scip_solve_reduced(board, time_limit=20.0)` implements it and
# returns a `ScipResult` like `scip_solve`.
#
# On the 9 x 9 board of seed 900 ($d = 8$), the benchmark's board of that size, the two
# models side by side and the exact minimum. Both run here with a 5 s limit, and the
# assertions check what they return; the statuses and times printed are the benchmark's
# (60 s limit, `data/06_scip.csv`), since those of this run depend on the machine.

# %%
board9 = lo.random_solvable_board(9, 9, 900)
full9 = lo.scip_solve(board9, time_limit=5)
reduced9 = lo.scip_solve_reduced(board9, time_limit=5)
exact9 = int(lo.min_presses(board9).sum())
assert full9.presses.sum() >= exact9 and (
    not full9.proven_optimal or full9.objective == exact9
)
assert reduced9.proven_optimal and reduced9.objective == exact9
for method, model in (("minimum", "source 000's model"), ("reduced", "reduced search")):
    rows = runs[method][9]
    assert rows[0]["seed"] == "900" and rows[0]["min_presses"] == exact9
    print(
        f"{model + ':':19} {rows[0]['status']}, {rows[0]['presses']} presses,"
        f" {median_time(rows):.3f} s (benchmark, median of {len(rows)})"
    )
print(f"{'min_presses:':19} {exact9} presses")

# %% [markdown]
# The reduced search finds the minimum on boards where the source's model needs long; here
# it is checked on a few more boards with quiet patterns, each against `min_presses` (the
# boards are different from the benchmark's).

# %%
for n, seed in [
    (9, 901),
    (11, 1101),
    (14, 1401),
    (16, 1601),
    (17, 1701),
    (24, 2401),
    (29, 2901),
]:
    board = lo.random_solvable_board(n, n, seed)
    r = lo.scip_solve_reduced(board, time_limit=60)
    d = len(lo.quiet_patterns(n, n))
    assert r.proven_optimal and r.objective == lo.min_presses(board).sum()
    assert not lo.apply_presses(board, r.presses).any()
    print(
        f"{n:2d} x {n:<2d} (d = {d:2d}, seed {seed}): {r.status},"
        f" {int(r.objective)} presses = min_presses"
    )

# %% [markdown]
# The benchmark ran the reduced search on the boards of the timing study and on 26 x 26 to
# 30 x 30, with the same 60 s limit as the source's model. The figure shows every board with
# quiet patterns; boards without them are proven at once by every method (printed above for
# the source's model).

# %%
sizes_d = [n for n in sorted(runs["reduced"]) if nullity_of[n] > 0]
fig = lo.plots.ch06.reduced_search(runs, nullity_of, sizes_d, LIMIT)
lo.savefig(fig, "06-reduced-search")
plt.show()

# %% [markdown]
# *Figure 06-reduced-search.* Time to a proven minimum on the boards with quiet patterns.
# One board per size, $d$ quiet patterns (under each board), every SCIP run limited to 60 s
# (dashed); left of each board source 000's model (not run on 19 x 19 and 23 x 23, nor
# beyond 25 x 25), in the middle the reduced search, right `min_presses`. Runs under 10 s
# were repeated three times (overlapping dots); a cross marks a run stopped by the limit.
# SCIP times are those of `optimize()` only. From `data/06_scip.csv`.

# %%
red, gf2 = runs["reduced"], runs["min_presses"]
print(
    " n   d   source's model (nodes)        reduced search (nodes)        min_presses"
)
for n in sizes_d:

    def show(rows):
        if not rows:
            return "not run"
        nodes = f", {rows[0]['nodes']}" if rows[0]["nodes"] else ""
        if all(r["proven_optimal"] for r in rows):
            return f"{median_time(rows):9.4f} s ({len(rows)}){nodes}"
        return f"stopped, {rows[0]['presses'] - rows[0]['min_presses']} above{nodes}"

    print(
        f"{n:2d}  {nullity_of[n]:2d}   {show(runs['minimum'].get(n, [])):28s}"
        f"  {show(red[n]):28s}  {show(gf2[n])}"
    )

red_ok = [n for n in sizes_d if all(r["proven_optimal"] for r in red[n])]
red_stopped = [n for n in sizes_d if n not in red_ok]
print(
    f"\nreduced search: proven for n = {red_ok}"
    f" (largest d = {max(nullity_of[n] for n in red_ok)});"
    f" stopped for n = {red_stopped} (d = {[nullity_of[n] for n in red_stopped]})"
)
both = [
    n for n in runs["minimum"] if all(r["proven_optimal"] for r in runs["minimum"][n])
]
print(
    "every board the source's model proves, the reduced search proves too:",
    all(all(r["proven_optimal"] for r in red[n]) for n in both),
)
print(
    "slowest min_presses median up to 30 x 30:"
    f" {max(median_time(gf2[n]) for n in gf2):.4f} s"
)

# %% [markdown]
# The reduced search keeps only what the problem needs: $d$ bits instead of $mn$ buttons,
# with every cell's parity built in. It proves what the source's model proves and more (the
# lines above say which), but it is still a search over up to $2^d$ choices with a weak
# bound (only the groups already decided count), so for the largest $d$ here it may be
# stopped far from the minimum. The tuned search of `min_presses` checks all $2^d$
# solutions of every board here in a fraction of a second. For the fewest presses the
# algebra is the better tool; the integer program's strength is that costs, forbidden
# buttons, more colours and further side conditions are one line each.
#
# Why not give SCIP a stronger linear relaxation instead? The strongest one can write cell by
# cell is the convex hull of each parity constraint (the parity polytope): for every cell and
# every set $T \subseteq \mathcal N(r,c)$ whose size has the wrong parity,
# $\sum_{T} x - \sum_{\mathcal N(r,c) \setminus T} x \le |T| - 1$ (each such inequality
# cuts off exactly the one 0/1 point that presses $T$ and nothing else of $\mathcal N(r,c)$).
# We check that these inequalities allow exactly the right 0/1 points (exercise 6 asks for
# the proof), then compute the bound their linear program gives on four boards.


# %%
def parity_hull_rows(cells, lit):
    """Odd-set inequalities (T, rest) of the parity constraint lit + sum = even."""
    return [
        (T, [p for p in cells if p not in T])
        for size in range(len(cells) + 1)
        if (size + lit) % 2
        for T in itertools.combinations(cells, size)
    ]


for delta in (3, 4, 5):
    for b in (0, 1):
        rows = parity_hull_rows(range(delta), b)
        for bits in itertools.product((0, 1), repeat=delta):
            allowed = all(
                sum(bits[i] for i in T) - sum(bits[i] for i in rest) <= len(T) - 1
                for T, rest in rows
            )
            assert allowed == ((b + sum(bits)) % 2 == 0)
print("the odd-set inequalities allow exactly the 0/1 points of the right parity")


def parity_hull_bound(board):
    """Fewest presses over the relaxation made of every cell's parity polytope."""
    m, n = board.shape
    model = Model()
    model.hideOutput()
    x = {
        (r, c): model.addVar(vtype="C", lb=0, ub=1) for r in range(m) for c in range(n)
    }
    for r, c in x:
        around = [
            p
            for p in [(r, c), (r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
            if p in x
        ]
        for T, rest in parity_hull_rows(around, int(board[r, c])):
            model.addCons(
                quicksum(x[p] for p in T) - quicksum(x[p] for p in rest) <= len(T) - 1
            )
    model.setObjective(quicksum(x.values()), "minimize")
    model.optimize()
    return model.getObjVal()


print("board           LP bound   true minimum   ratio")
ratios = []
for n, seed in [(5, 500), (9, 900), (16, 1600), (19, 1900)]:
    board = lo.random_solvable_board(n, n, seed)
    bound, fewest = parity_hull_bound(board), int(lo.min_presses(board).sum())
    ratios.append(bound / fewest)
    print(
        f"{n:2d} x {n:<2d} seed {seed:4d}  {bound:8.1f}   {fewest:12d}"
        f"   {bound / fewest:5.2f}"
    )
assert max(ratios) < 0.6

# %% [markdown]
# On these four boards even this relaxation bounds the minimum by 42 to 55 per cent of its
# true value: fractional points satisfy every cell's parity polytope at a far lower cost
# than any solution, so a branch and bound built on it would start from a gap of 45 per cent
# or more. The polytopes of single cells do not see that the parities of neighbouring cells
# interlock. Four boards are not a proof that no strong formulation exists; they only show
# that the obvious cell-by-cell strengthening is not one.

# %% [markdown]
# ## Summary
#
# * **The model.** Parity becomes linear with one integer per cell:
#   $b_{r,c} + \sum_{\mathcal N(r,c)} x_{i,j} = 2k_{r,c}$ with
#   $0 \le k_{r,c} \le \lfloor (b_{r,c} + \delta_{r,c})/2 \rfloor$ ({prf:ref}`def-06-model`);
#   its feasible press patterns are exactly the solutions of the board and the bounds are
#   attained ({prf:ref}`prop-06-model`). The integrality of $k$ carries the parity: with
#   continuous $k$ the model "solves" a lit board by pressing nothing. With $N$ colours,
#   $2$ becomes $N$ and $x_{r,c} \in \{0, \dots, N-1\}$ ({prf:ref}`def-06-model-colours`).
# * **Source 000 reproduced.** Its 5 x 5 example needs 11 presses, proven; the 11-press
#   solution is the only one (the others need 13, 15 and 17) and equals the source's. The
#   minima of its nine-board table, 5, 4, 6 / 4, 5, 5 / 12, 10, 7 for seeds 300-302, 400-402,
#   500-502, are those of `random_solvable_board`, drawing presses row by row. The
#   objective-0 column is whichever solution SCIP meets first, not a fact about the board.
# * **Ties.** A board may have several lightest solutions (board 402 has three of 5 presses;
#   the 5 x 5 board of seed 9 four of 11); the book's representative is the canonical one,
#   lexicographically first in row-major order, which `min_presses` returns.
# * **Costs and forbidden buttons** are one line each. Costs must be exact: SCIP compares
#   numbers with relative tolerances up to $10^{-6}$, so `scip_solve` scales the weights to
#   whole units and refuses them when a pattern could cost more than $10^5$ units. SCIP's
#   "infeasible" is a floating-point verdict; here it is confirmed by an exact argument.
# * **Why it is hard.** Fewest presses are a lightest vector of the coset
#   $\mathbf x_0 + \ker A$, and the general problem is NP-complete
#   ({prf:ref}`thm-06-coset-weights`). Searching the $2^d$ solutions is exponential only in
#   $d$, which is at most 20 for square boards up to 30 x 30.
# * **Timing, with one 60 s limit for every run** and one board per size: source 000's model
#   proves boards without quiet patterns in well under a second up to 25 x 25; with quiet
#   patterns its time is not a function of $d$ alone (at equal $d$ the larger board took
#   longer); a 5 s cut-off would have proved only 4 x 4, 5 x 5 and, in two runs of three,
#   11 x 11 among these boards. The reduced search on the $d$ coordinates proves
#   every board up to $d = 16$ here, but the tuned search of `min_presses` needs at most a
#   few hundredths of a second on all of them. Even each cell's parity polytope bounds the minimum by at most 0.6
#   of its value on the four boards tried.

# %% [markdown]
# ## Exercises

# %% [markdown]
# ````{exercise} Corners forbidden (easy)
# :label: ex-06-1
#
# Forbid the four corner buttons of the 5 x 5 board. How many boards can still be switched
# off? Find a board that can be switched off, but not without a corner button, and let
# `scip_solve` confirm it.
#
# ```{hint}
# :class: dropdown
#
# With the corners forbidden, the boards you can switch off are the sums of the 21 remaining
# columns of $A$ over GF(2): there are $2^r$ of them, $r$ the rank of those columns. For the
# second part, press a single corner on the dark board and look at its four solutions.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-06-1
# :class: dropdown
# ```
#
# The 21 columns have rank 20, so $2^{20}$ boards remain solvable, against $2^{23}$ with
# every button. The board made by pressing the top-left corner has four solutions
# (notebook 02), and each presses at least one corner, so forbidding the corners makes it
# unsolvable; SCIP agrees (with its floating-point "infeasible").

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
A = lo.press_matrix(5, 5)
corners = [0, 4, 20, 24]
keep = [i for i in range(25) if i not in corners]
assert matrix(GF(2), A.tolist()).rank() == 23
assert matrix(GF(2), A[:, keep].tolist()).rank() == 20
press = np.zeros((5, 5), dtype=np.uint8)
press[0, 0] = 1
board = lo.apply_presses(np.zeros((5, 5), dtype=np.uint8), press)
assert all(x[0, 0] or x[0, 4] or x[4, 0] or x[4, 4] for x in lo.solutions(board))
cells = [(0, 0), (0, 4), (4, 0), (4, 4)]
assert lo.scip_solve(board, forbidden=cells).status == "infeasible"
print(
    "2^20 boards stay solvable; pressing one corner gives a board that needs a corner"
)

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Each tie made the unique optimum (easy)
# :label: ex-06-2
#
# Board 402 has three solutions with 5 presses. Find whole-number weights that make each of
# them, in turn, the only cheapest solution, and check with `scip_solve`.
#
# ```{hint}
# :class: dropdown
#
# Make the buttons of the chosen solution cheaper than all others. Any other solution presses
# at least one of the other buttons or has more presses.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-06-2
# :class: dropdown
# ```
#
# Give the buttons of the chosen solution weight 1 and every other button weight 2. The chosen
# solution costs 5. Another 5-press solution differs from it, so it presses some button of
# weight 2 and costs at least 6; solutions with 7 or more presses cost at least 7.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
board = lo.random_solvable_board(4, 4, 402)
fives = [x for x in lo.solutions(board) if x.sum() == 5]
assert len(fives) == 3
for target in fives:
    weights = np.where(target == 1, 1, 2)
    result = lo.scip_solve(board, weights=weights)
    assert result.proven_optimal and result.objective == 5
    assert np.array_equal(result.presses, target)
print("each 5-press solution is the unique cheapest under its own weights")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Huge weights made small (medium)
# :label: ex-06-3
#
# `scip_solve` refuses weights $10^{11}$ with $10^{11} + 20$ on the top row. What is the
# cheapest solution of board 402 under these weights? Compute it with exact integers by
# enumeration, then find small whole-number weights that give the same optimum and that SCIP
# accepts.
#
# ```{hint}
# :class: dropdown
#
# The huge common part dominates: first as few presses as possible, then as few top-row
# presses as possible. Weights 5 and 6 have the same effect, since at most four top-row
# presses cannot outweigh one press more.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-06-3
# :class: dropdown
# ```
#
# The cost with the huge weights is $10^{11}p + 20t$ for $p$ presses, $t$ of them on the top
# row, and with the small ones $5p + t$; since $t \le 4 < 5$, both order the solutions first
# by $p$ and then by $t$, so they have the same cheapest solutions. If several solutions tied
# on both, `exact` and SCIP could pick different ones; the assertion shows they do not.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
board = lo.random_solvable_board(4, 4, 402)
big = np.array([[10**11 + (20 if r == 0 else 0)] * 4 for r in range(4)], dtype=object)
exact = min(lo.solutions(board), key=lambda x: int((big * x.astype(object)).sum()))
small = np.where(np.arange(4)[:, None] == 0, 6, 5) * np.ones((4, 4), dtype=int)
result = lo.scip_solve(board, weights=small)
assert result.proven_optimal and np.array_equal(result.presses, exact)
print(f"cheapest: {int(exact.sum())} presses, {int(exact[0].sum())} on the top row")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} The 27 solutions with 3 colours (medium)
# :label: ex-06-4
#
# The 5 x 5 board with 3 colours has 27 solutions for every solvable board (source 003,
# notebook 05). List all 27 for `random_solvable_board(5, 5, 0, colours=3)` with the kernel
# of $A$ over GF(3), find the fewest presses (a double press counts twice), and compare with
# `scip_solve(board, colours=3)`.
#
# ```{hint}
# :class: dropdown
#
# `matrix(GF(3), A.tolist()).right_kernel().basis()` gives three vectors; add every
# combination of them, with coefficients 0, 1, 2, to `solve(board, colours=3)`, mod 3.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-06-4
# :class: dropdown
# ```

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
board = lo.random_solvable_board(5, 5, 0, colours=3)
x0 = lo.solve(board, colours=3).ravel().astype(int)
a3 = matrix(GF(3), lo.press_matrix(5, 5).tolist())
basis = [np.array([int(v) for v in q]) for q in a3.right_kernel().basis()]
coset = []
for coef in itertools.product(range(3), repeat=len(basis)):
    x = x0.copy()
    for c, q in zip(coef, basis):
        x = x + c * q
    coset.append(x % 3)
assert len(coset) == 27
assert all(not lo.apply_presses(board, x.reshape(5, 5), 3).any() for x in coset)
fewest = min(int(x.sum()) for x in coset)
result = lo.scip_solve(board, colours=3)
assert result.proven_optimal and result.objective == fewest
print("fewest presses:", fewest, "| all:", sorted(int(x.sum()) for x in coset))

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Implement it yourself: the XOR model (medium)
# :label: ex-06-5
#
# SCIP also has parity constraints of its own: `addConsXor(variables, rhsvar)` requires the
# XOR of the binary variables to be `rhsvar`. Write source 000's model with one XOR
# constraint per cell instead of the equation of {prf:ref}`def-06-model`, and check that it
# gives the minima of the nine-board table, the same numbers as `min_presses`.
#
# ```{hint}
# :class: dropdown
#
# Cell $(r,c)$ ends dark when the XOR of the presses in $\mathcal N(r,c)$ equals $b_{r,c}$;
# pass `bool(b[r, c])` as `rhsvar`.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-06-5
# :class: dropdown
# ```


# %% jupyter={"outputs_hidden": true, "source_hidden": true}
def xor_minimum(board):
    m, n = board.shape
    model = Model()
    model.hideOutput()
    x = {(r, c): model.addVar(vtype="B") for r in range(m) for c in range(n)}
    for r, c in x:
        near = [(r, c), (r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
        model.addConsXor([x[p] for p in near if p in x], bool(board[r, c]))
    model.setObjective(quicksum(x.values()), "minimize")
    model.optimize()
    assert model.getStatus() == "optimal"
    return round(model.getObjVal())


table = {300: 5, 301: 4, 302: 6, 400: 4, 401: 5, 402: 5, 500: 12, 501: 10, 502: 7}
for seed, fewest in table.items():  # source 000's minimum column
    board = lo.random_solvable_board(seed // 100, seed // 100, seed)
    assert xor_minimum(board) == fewest == lo.min_presses(board).sum()
print("the XOR model gives all nine minima of source 000's table")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Proof: the odd-set inequalities (medium)
# :label: ex-06-6
#
# Let $b \in \{0, 1\}$ and $\delta \ge 1$. Prove that a point $\mathbf x \in \{0,1\}^\delta$
# satisfies every inequality
# $\sum_{i \in T} x_i - \sum_{i \notin T} x_i \le |T| - 1$, for all $T \subseteq
# \{1, \dots, \delta\}$ with $|T| + b$ odd, exactly when $b + \sum_i x_i$ is even. (These are
# the inequalities of the parity polytope used in the last section.)
#
# ```{hint}
# :class: dropdown
#
# For a 0/1 point with support $S$, the left side is $|T \cap S| - |S \setminus T|$. When is
# it equal to $|T|$, and when is it at most $|T| - 1$?
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-06-6
# :class: dropdown
# ```
#
# Let $S$ be the support of $\mathbf x$. The left side equals
# $|T \cap S| - |S \setminus T| \le |T|$, with equality exactly when $T \cap S = T$ and
# $S \setminus T = \emptyset$, that is when $S = T$; otherwise it is an integer below $|T|$,
# so at most $|T| - 1$. Hence $\mathbf x$ violates the inequality of $T$ exactly when
# $S = T$, and $\mathbf x$ violates some inequality exactly when its own support $S$ is one
# of the sets $T$, that is when $|S| + b$ is odd. So the inequalities hold exactly when
# $b + |S| = b + \sum_i x_i$ is even. The check enumerates every case for $\delta \le 6$:

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
for delta in range(1, 7):
    for b in (0, 1):
        odd = [
            set(T)
            for size in range(delta + 1)
            if (size + b) % 2
            for T in itertools.combinations(range(delta), size)
        ]
        for bits in itertools.product((0, 1), repeat=delta):
            S = {i for i in range(delta) if bits[i]}
            holds = all(len(T & S) - len(S - T) <= len(T) - 1 for T in odd)
            assert holds == ((b + len(S)) % 2 == 0)
print("the odd-set inequalities cut off exactly the points of the wrong parity")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ## References
#
# * Source 000: "Lights Out and integer programming" (Japanese article, ライツアウトと整数計画法):
#   the model $b + \sum x = 2k$ and its bounds, the 5 x 5 example and its 11-press optimum, the
#   nine seeded boards and their table, costs and forbidden buttons, the timing study with a
#   5 s cut-off; solved with SCIP 10.0.2 through PySCIPOpt 6.2.1. Source 003: "Computing
#   solutions of the 3-colour Lights Out" (Japanese article): the 27 solutions of the 5 x 5
#   board with 3 colours ([computerpuzzle.net](https://computerpuzzle.net/puzzle/lights_out/index.html) is the index of its homepage section). The
#   texts are not redistributed; no public address was found for source 000 (search for its Japanese title).
# * E. R. Berlekamp, R. J. McEliece and H. C. A. van Tilborg, "On the inherent intractability
#   of certain coding problems", *IEEE Transactions on Information Theory* 24(3) (1978)
#   384-386, [doi:10.1109/TIT.1978.1055873](https://doi.org/10.1109/TIT.1978.1055873): the
#   coset weights problem is NP-complete.
# * SCIP Optimization Suite, [scipopt.org](https://scipopt.org); its numerical tolerances:
#   [tolerance methods in the SCIP 9.1 documentation](https://scipopt.org/doc-9.1.0/html/group__PublicToleranceMethods.php).
# * PySCIPOpt, the Python interface to SCIP:
#   [github.com/scipopt/PySCIPOpt](https://github.com/scipopt/PySCIPOpt) and its
#   [documentation](https://scipopt.github.io/PySCIPOpt/docs/html); S. Maher, M. Miltenberger,
#   J. P. Pedroso, D. Rehfeldt, R. Schwarz and F. Serrano, "PySCIPOpt: Mathematical Programming
#   in Python with the SCIP Optimization Suite", ZIB-Report 16-64 (2016),
#   [opus4.kobv.de/opus4-zib/frontdoor/index/index/docId/6045](https://opus4.kobv.de/opus4-zib/frontdoor/index/index/docId/6045).

# %% [markdown]
# **Next:** [07 Garden of Eden](07_garden_of_eden.ipynb) uses the same tools, integer
# programming and SAT, to search for the predecessors of a Game of Life pattern and to prove
# that some patterns have none.
