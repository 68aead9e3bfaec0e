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
#   enumerator: 10.%s
# ---

# %% [markdown]
# # Published tables, recomputed in full
#
# The OEIS keeps a dozen sequences about Lights Out, and for most of them it links a table,
# a *b-file*, that runs far beyond the terms its page displays: the nullity of the
# $n \times n$ board to $n = 25{,}000$, the sizes with nullity zero to the 1000th, the
# fewest presses of the all-ones board to $n = 78$. This chapter recomputes every such table
# that the book's functions can compute, in full, and compares it with the published file
# byte for byte. Most tables agree; one (A075463) does not, and we say what that leaves
# open. Two tools are new: Burnside's lemma turned into linear algebra on the first row
# ({prf:ref}`thm-10-fixed`), and a search of the all-ones board one symmetry orbit at a time
# ({prf:ref}`prop-10-orbit-search`).
#
# **Road map.** The first section says what a b-file is and what comparing one through its
# hash proves; it needs nothing but chapter 02. The second computes the tables that the
# nullity decides (chapters 03 and 04, and 08 for the torus). The third counts solutions up
# to symmetry and needs light chasing (chapter 03); the fourth searches for the fewest
# presses and needs the coset search of chapter 02. A survey table then lists every
# sequence we considered, and the chapter ends with open problems.
#
# **Before this chapter** you should know: light chasing
# ([Definition 3.1](03_light_chasing_and_polynomials.ipynb#def-chasing-polynomials)), the
# nullity $d(n)$ of chapters 03 and 04, the fewest presses as the lightest member of a coset
# ([Proposition 2.1](02_solving_over_gf2.ipynb#prop-02-coset)), Sutner's theorem that the
# all-ones board is always solvable
# ([Theorem 8.3](08_beyond_the_grid.ipynb#thm-08-all-lit)) and the nullity of the torus
# (chapter 08).
#
# **After it** you can: compare a computed table with a published one through a Git LFS
# pointer, saying what a match and a mismatch prove; read a two-dimensional table in the
# OEIS order; count solutions up to symmetry with Burnside's lemma and linear algebra on the
# first row; and search a coset one symmetry orbit at a time.
#
# **Uses:** [02, solving over GF(2)](02_solving_over_gf2.ipynb) (the coset search),
# [03, light chasing](03_light_chasing_and_polynomials.ipynb),
# [04, large boards](04_large_boards.ipynb) (the nullity) and [08, beyond the
# grid](08_beyond_the_grid.ipynb) (Sutner's theorem, the torus). Helpers:
# `oeis_sequence` and `antidiagonal_cells` (`lightsout/oeistables.py`) compute the
# sequences; `bfile_bytes`, `read_lfs_pointer` and `matches_lfs_pointer` write and compare
# b-files; `all_ones_symmetry_counts` and `all_ones_orbits` (`lightsout/newresults.py`) and
# `du_a075463` (`lightsout/published.py`) serve A075463; `allones_plan` and
# `allones_min_presses` (`lightsout/allones.py`) serve A075464. The long runs were made
# once, by `tools/oeis_bfiles_10.py` and `tools/a075464_search.py`, into `data/`; this
# chapter reads their output and checks it.

# %%
import csv
import hashlib
import itertools
import json

import numpy as np

import lightsout_helpers as lo


def data_section(name):
    """The comma-separated terms of a data file of data/, '#' comment lines skipped."""
    text = (lo.DATA_DIR / name).read_text()
    body = "".join(line for line in text.splitlines() if not line.startswith("#"))
    return [int(v) for v in body.split(",") if v.strip()]


verdicts = {}  # sequence -> how it was compared and what came out (the survey below)

# %% [markdown]
# ## Comparing with a published table
#
# ```{prf:definition} b-file, Git LFS pointer
# :label: def-10-bfile
#
# The **b-file** of an OEIS sequence $a(n_0), a(n_0 + 1), \dots, a(N)$ is the text file
# with one line `n a(n)` per term, in decimal, a single space between, each line ended by a
# newline. The OEIS keeps its b-files in a public Git repository,
# [oeis/oeisdata](https://github.com/oeis/oeisdata), through Git LFS: the repository
# itself holds only a **pointer**, three lines giving the file's size in bytes and its
# SHA-256 hash.
# ```
#
# We could read the pointers but not the files. So we write our own terms in the b-file
# format (`lo.bfile_bytes`) and compare size and hash with the pointer
# (`lo.matches_lfs_pointer`).
#
# ```{prf:remark} What a match and a mismatch prove
# :label: rem-10-hash
#
# Equal hashes mean equal files, unless SHA-256 has a collision, and nobody has ever
# exhibited one: a match checks every term at once. A mismatch says only that the files
# differ somewhere, in a term or in the layout (line ends, a final newline, empty lines at
# the end); it does not say where. And a hash hides nothing that can be guessed: with all
# other lines known, a single term can be recovered by trying its possible values (we do
# this once below, for A075464).
# ```
#
# A small example shows the sensitivity. The b-file of A076436 below lists 1000 board sizes;
# changing one of them by 1 changes the hash completely:

# %%
sizes = lo.oeis_sequence("A076436", 1000)
wrong = sizes.copy()
wrong[499] += 1
for terms in (sizes, wrong):
    print(hashlib.sha256(lo.bfile_bytes(terms)).hexdigest())

# %% [markdown]
# ## Tables decided by the nullity
#
# Most of the tables are functions of the nullity $d(m, n)$ of the $m \times n$ board,
# which `lo.nullity` computes from the gcd of two chasing polynomials in a fraction of a
# millisecond per board (chapter 04). `lo.oeis_sequence(name, count)` computes them; in our
# words (offset 1):

# %%
for name, what in lo.SEQUENCES.items():
    print(f"{name}: {what}")

# %% [markdown]
# ```{prf:lemma} What the nullity decides
# :label: lem-10-nullity-tables
#
# Write $d(n) = d(n, n)$. The all-ones $n \times n$ board has $2^{d(n)}$ solutions
# (A075462); every $n \times n$ board is solvable iff $d(n) = 0$ (A076436; A117870 lists the
# other $n$, A093614 those $n$ plus 1); and the press matrix of the $n \times k$ board has
# rank $nk - d(n, k)$ (A220196, and A220195 on its diagonal).
# ```
#
# ```{prf:proof}
# :nonumber:
#
# The all-ones board is solvable (Sutner's theorem), so its solutions form a coset of the
# quiet patterns, $2^{d(n)}$ of them. The press matrix is square, so every board is
# solvable iff the kernel is zero. Rank plus nullity is the number of cells.
# ```
#
# A220196 counts, in R. H. Hardin's words, "sum of neighbor maps": the distinct arrays that
# mark where a cell equals the sum mod 2 of its neighbours. The marks are $\mathbf 1 + A\mathbf
# x$, so there are $2^{\mathrm{rank}\,A}$ of them and the entry is the rank. It is a table
# $T(n, k)$, read by antidiagonals: $T(1,1)$, then $T(1,2), T(2,1)$, then $T(1,3), T(2,2),
# T(3,1)$, and so on (`lo.antidiagonal_cells`); since $T(n,k) = T(k,n)$, the direction along
# an antidiagonal does not matter. A165738, the nullity of the $n \times n$ torus, was
# compared in chapter 08; it costs a quarter of a second, so we include it here.
#
# Each table is computed to the length of its b-file, written, and hashed. The 25,000
# nullities of A159257 are the longest run, a few seconds:

# %%
bfiles = {  # sequence -> (terms in the b-file, the pointer file)
    "A159257": (25_000, "10_oeis_b159257_pointer.txt"),
    "A075462": (1000, "10_oeis_b075462_pointer.txt"),
    "A076436": (1000, "10_oeis_b076436_pointer.txt"),
    "A117870": (1000, "10_oeis_b117870_pointer.txt"),
    "A093614": (1000, "10_oeis_b093614_pointer.txt"),
    "A165738": (1000, "08_oeis_b165738_pointer.txt"),
    "A220196": (199, "10_oeis_b220196_pointer.txt"),
}
tables = {}
for name, (count, pointer_file) in bfiles.items():
    tables[name] = lo.oeis_sequence(name, count)
    table = lo.bfile_bytes(tables[name])
    pointer = lo.read_lfs_pointer(lo.DATA_DIR / pointer_file)
    match = lo.matches_lfs_pointer(table, pointer)
    verdicts[name] = ("SHA-256 of the b-file", "match" if match else "DIFFER")
    print(
        f"{name}: {count:6,} terms, {len(table):7,} bytes, same size and SHA-256 as the"
    )
    print(f"         published b-file ({pointer['size']} bytes): {match}")
    assert match
nullities = tables["A159257"]
assert lo.bfile_bytes(nullities) == (lo.DATA_DIR / "10_b159257.txt").read_bytes()

# %% [markdown]
# All seven agree byte for byte: the plain format of {prf:ref}`def-10-bfile`, a newline
# after the last line included. The terms also agree with what the entries display, where
# that was checked before (A159257 in chapter 03, A165738 in chapter 08); A220195 has no
# b-file, and we compare its 50 displayed terms:

# %%
assert nullities[:130] == data_section("04_oeis_a159257.txt")
rank50 = lo.oeis_sequence("A220195", 50)
assert rank50 == data_section("10_oeis_a220195.txt")
verdicts["A220195"] = ("data section, 50 terms", "agree")
print("A220195, n = 1..50, agrees:", rank50[:10], "...")
T = dict(zip(lo.antidiagonal_cells(199), tables["A220196"]))
assert all(T[n, n] == rank50[n - 1] for n in range(1, 10))  # the diagonal of A220196
assert all(T[n, k] == T[k, n] for n, k in T if (k, n) in T)
print("A220196 is symmetric, and its diagonal is A220195")

# %% [markdown]
# ## A075463: solutions of the all-ones board up to symmetry
#
# The all-ones $n \times n$ board has $2^{d(n)}$ solutions (A075462, matched above).
# A075463 counts them up to the 8 symmetries of the square: two solutions are the same when
# a rotation or reflection takes one to the other. Burnside's lemma counts orbits by fixed
# points: the number of orbits of a finite group $\mathcal G$ acting on a set is the average
# over $\tau \in \mathcal G$ of the number of elements $\tau$ fixes. So we need, for each
# symmetry $\tau$, the number of solutions $\mathbf x$ with $\tau\mathbf x = \mathbf x$, and
# light chasing turns each such count into a small linear system.
#
# ```{prf:theorem} Fixed solutions from the first row
# :label: thm-10-fixed
#
# Let $\tau$ be a symmetry of the $n \times n$ square, acting on press patterns by
# $(\tau\mathbf x)_{\tau(c)} = x_c$. A solution $\mathbf x$ of the all-ones board is fixed
# by $\tau$ iff $\mathbf x$ and $\tau\mathbf x$ have the same first row. Writing the rows of
# the chase from a first row $\mathbf r$ as affine functions $\mathbf x_k(\mathbf r)$, the
# fixed solutions correspond to the solutions $\mathbf r$ of the $2n$ affine equations
# $\mathbf x_{n+1}(\mathbf r) = \mathbf 0$ and $r_j = x(\mathbf r)_{\tau^{-1}(1, j)}$
# ($j = 1, \dots, n$), so their number is $2^{n - \mathrm{rank}}$ or 0.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# A symmetry $\tau$ maps neighbours to neighbours, so its permutation matrix $\Pi$ commutes
# with $A$, and it fixes the all-ones board $\mathbf 1$: $A(\Pi\mathbf x) = \Pi A\mathbf x =
# \Pi\mathbf 1 = \mathbf 1$, so $\tau\mathbf x$ is again a solution. Light chasing shows
# that a solution is determined by its first row: row $k$ of the board is dark exactly when
# $\mathbf x_{k+1} = B_n\mathbf x_k + \mathbf x_{k-1} + \mathbf 1$ ($B_n$ the path block,
# $\mathbf x_0 = \mathbf 0$), and the last row is dark when the row "below" it,
# $\mathbf x_{n+1}$, is zero. So $\tau\mathbf x = \mathbf x$ iff the two solutions share
# their first row, whose entry $j$ in $\tau\mathbf x$ is $x_{\tau^{-1}(1, j)}$. Each
# $\mathbf x_k$ is an affine function of $\mathbf r = \mathbf x_1$, so both conditions are
# affine equations.
# ```
#
# Conjugate symmetries fix equally many solutions ($\alpha \tau \alpha^{-1}$ fixes
# $\alpha\mathbf x$ iff $\tau$ fixes $\mathbf x$), and the 8 symmetries fall into five
# classes: the identity, the half turn, the two quarter turns, the two axis reflections and
# the two diagonal reflections. So
#
# $$ \begin{aligned}
#    a(n) = \tfrac18\bigl(&2^{d(n)} + 2\,\mathrm{fix}(\text{quarter turn})
#    + \mathrm{fix}(\text{half turn}) \\
#    &+ 2\,\mathrm{fix}(\text{axis reflection})
#    + 2\,\mathrm{fix}(\text{diagonal reflection})\bigr).
#    \end{aligned} $$
#
# This is how the entry's own table was computed: Zhao Hui Du's PARI program on the OEIS
# page (2014) applies Burnside's lemma to systems of the same kind. We wrote our derivation
# independently; the method is his. `lo.all_ones_symmetry_counts(n)` returns the eight
# counts and `lo.all_ones_orbits(n)` the orbit count.

# %%
for n in (4, 9, 16, 19):
    counts = lo.all_ones_symmetry_counts(n)
    print(f"n = {n:2d}: fixed solutions {counts}")
    print(f"        orbits a({n}) = {lo.all_ones_orbits(n)}")

# %% [markdown]
# The tests check the eight counts against a listing of every solution for $n \le 12$, and
# against the rank of the full $n^2$-variable system with the symmetry equations added for
# $n = 13, 16, 19$. Here we compare with the 79 terms the entry displays and compute the
# table to $n = 200$ live; the stored table to $n = 1000$ (`data/10_b075463.txt`, about 4
# minutes of one core by `tools/oeis_bfiles_10.py`) must begin with it.

# %%
oeis_terms = data_section("10_oeis_a075463.txt")
orbits = lo.oeis_sequence("A075463", 200)
differ = [
    n for n in range(1, len(oeis_terms) + 1) if orbits[n - 1] != oeis_terms[n - 1]
]
print(f"A075463 data section: {len(oeis_terms)} terms; ours differ at: {differ}")
assert differ == []
stored = (lo.DATA_DIR / "10_b075463.txt").read_bytes()
assert stored.startswith(lo.bfile_bytes(orbits))
print("n <= 200 computed here agree with data/10_b075463.txt")

# %% [markdown]
# A second, independent check runs the entry's own program. Du's PARI/GP program is printed
# on the entry's page; `data/10_oeis_a075463_du.gp` stores it unchanged, and
# `lo.du_a075463(ns)` runs it through PARI (cypari2). It agrees with our terms wherever we
# ran it (here $n = 2, \dots, 60$; the tests run $n \le 100$, 150 and 233); at $n = 1$ it
# stops with an index error, as published.

# %%
du = lo.du_a075463(range(2, 61))
print(
    "Du's program, n = 2..60, differs from ours at:",
    [n for n in du if du[n] != orbits[n - 1]],
)
assert all(du[n] == orbits[n - 1] for n in du)

# %% [markdown]
# The entry links Du's table for $n \le 1000$, again a Git LFS file. We compare our 1000
# terms with its pointer in the plain format and in the obvious variants (Windows line
# ends, no final newline).

# %%
pointer = lo.read_lfs_pointer(lo.DATA_DIR / "10_oeis_b075463_pointer.txt")
print(f"b075463: {pointer['size']} bytes, {pointer['oid']}")
terms = [int(line.split()[1]) for line in stored.decode().splitlines()]
assert len(terms) == 1000 and stored == lo.bfile_bytes(terms)
for newline, final in itertools.product(("\n", "\r\n"), (True, False)):
    candidate = lo.bfile_bytes(terms, newline=newline, final=final)
    print(
        f"  ours with {newline!r} line ends, final newline {final}: "
        f"{len(candidate)} bytes, match: {lo.matches_lfs_pointer(candidate, pointer)}"
    )
assert not any(
    lo.matches_lfs_pointer(lo.bfile_bytes(terms, newline=nl, final=fin), pointer)
    for nl, fin in itertools.product(("\n", "\r\n"), (True, False))
)
verdicts["A075463"] = ("SHA-256; data section (79 terms)", "b-file DIFFERS")

# %% [markdown]
# **They do not match, and the published file is 26 bytes shorter.** Ours agree with the 79
# displayed terms and with what Du's own program computes wherever we ran it, so the
# published file differs from that program's output, unless the two differ at a size we did
# not run. A term lies between $2^{d(n)}/8$ and $2^{d(n)}$ (the identity's $2^{d(n)}$ plus
# seven counts of at most $2^{d(n)}$ each), so a wrong fixed-point count changes a term's
# length by one digit at most, and 26 missing bytes need at least 26 changed terms, or
# missing lines, or a different layout. Our terms are checked three independent ways
# (listings for $n \le 12$, the full linear system for $n = 13, 16, 19$, the data section
# to $n = 79$). With only the pointer we cannot say which lines differ; it is an open
# discrepancy, to be settled by anyone who can read `b075463.txt`.
#
# A sibling entry has no b-file: A076437 lists the $n$ whose all-ones board has one
# solution up to symmetry, 50 terms to $n = 80$. `lo.oeis_sequence("A076437", k)` calls
# `all_ones_orbits` only for $d(n) \le 3$ ([Exercise 10.4](#ex-10-4) shows why that
# suffices), so it runs far beyond the data section:

# %%
unique = lo.oeis_sequence("A076437", 250)
assert unique[:50] == data_section("10_oeis_a076437.txt")
verdicts["A076437"] = ("data section, 50 terms", "agree")
print(f"A076437: the 50 displayed terms agree; the 250th term is n = {unique[-1]}")

# %% [markdown]
# ## A075464 completed: the all-ones board to n = 78
#
# [Chapter 02](02_solving_over_gf2.ipynb) computed the fewest presses that switch off the
# all-ones $n \times n$ board for $n \le 60$ and compared them with the data section of
# [A075464](https://oeis.org/A075464), which stops at $n = 54$. The entry's b-file goes to
# $n = 78$ (terms to 60 by Max Alekseyev, 61 to 78 by Zhao Hui Du); its pointer is
# [`data/10_b075464_pointer.txt`](../data/10_b075464_pointer.txt). This table is not a
# function of the nullity: each term is a search.
#
# The fewest presses of a board with nullity $d$ is the lightest of its $2^d$ solutions.
# Which $n \le 79$ are hard is a question about $d$ alone:


# %%
def hex_pattern(text, n):
    """A press pattern as a hex number of n*n bits, row-major (first bit first)."""
    bits = format(int(text, 16), "b").zfill(n * n)
    return np.array([c == "1" for c in bits], dtype=np.uint8).reshape(n, n)


a075464_data = [
    int(v)
    for line in (lo.DATA_DIR / "02_oeis_a075464.txt").read_text().splitlines()
    if not line.startswith("#")
    for v in line.strip().strip(",").split(",")
    if v
]
assert len(a075464_data) == 54

nullity_of = {n: lo.nullity(n, n) for n in range(55, 80)}
print("n:      ", " ".join(f"{n:3d}" for n in nullity_of))
print("nullity:", " ".join(f"{d:3d}" for d in nullity_of.values()))
beyond = [n for n, d in nullity_of.items() if d > lo.gf2.MIN_PRESSES_MAX_NULLITY]
print("nullity above 32 (beyond min_presses):", {n: nullity_of[n] for n in beyond})
hard = [n for n in beyond if n <= 78]  # the sizes of the published table to search

# %% [markdown]
# Every $n \le 78$ except $61$ ($d = 40$) and $65$ ($d = 42$) is within the reach of
# `min_presses`, which weighs all $2^d$ solutions up to $d = 32$ ($n = 67$ is the largest
# such case, with $d = 32$ on 4489 cells). At chapter 02's rate, $2^{32}$ solutions in about
# 8 s on two cores, $2^{42}$ would take over two hours. The symmetries of the square cut
# the solutions to weigh by a factor of 6.5 for $n = 61$ and 7.6 for $n = 65$ (printed
# below); 8 is the limit.
#
# ```{prf:proposition} Searching one solution pattern per orbit (this book)
# :label: prop-10-orbit-search
#
# Let $X = \hat{\mathbf x} + \ker A$ be the solutions of the all-ones $n \times n$ board,
# $\mathcal G$ the 8 symmetries of the square acting on press patterns, $\Omega$ a set of
# cells that $\mathcal G$ maps onto itself, and
# $Q_\Omega = \{\mathbf q \in \ker A : \mathbf q|_\Omega = 0\}$. For a pattern
# $\mathbf u$ on $\Omega$ let $\mathrm{fewest}(\mathbf u)$ be the fewest presses of a
# solution $\mathbf x \in X$ with $\mathbf x|_\Omega = \mathbf u$ ($\infty$ if there is
# none). Then $\mathrm{fewest}(\tau\mathbf u) = \mathrm{fewest}(\mathbf u)$ for every
# $\tau \in \mathcal G$, and the fewest presses of the board is the least
# $\mathrm{fewest}(\mathbf u)$ over one $\mathbf u$ from each orbit of $\mathcal G$; each
# $\mathrm{fewest}(\mathbf u)$ is the weight of the lightest member of one coset of
# $Q_\Omega$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# A symmetry $\tau$ maps the grid onto itself and neighbours to neighbours, so
# $A(\tau\mathbf x) = \tau(A\mathbf x)$; the all-ones board is fixed by $\tau$, so $\tau$
# maps $X$ onto $X$, and it permutes cells, so $|\tau\mathbf x| = |\mathbf x|$. Since
# $\Omega$ is a union of orbits, $(\tau\mathbf x)|_\Omega = \tau(\mathbf x|_\Omega)$:
# $\tau$ maps the solutions with pattern $\mathbf u$ on $\Omega$ one to one onto those with
# pattern $\tau\mathbf u$, keeping every weight, so
# $\mathrm{fewest}(\tau\mathbf u) = \mathrm{fewest}(\mathbf u)$. Every solution has some
# pattern on $\Omega$, so the fewest presses is $\min_{\mathbf u} \mathrm{fewest}(\mathbf u)$,
# and one $\mathbf u$ per orbit suffices. Two solutions with the same pattern on $\Omega$
# differ by a quiet pattern that vanishes on $\Omega$, an element of $Q_\Omega$.
# ```
#
# `lo.allones_min_presses` takes for $\Omega$ whole orbits of 8 cells (two for $n = 61$,
# three for $n = 65$), each time the first orbit, in row-major order, on which the solutions
# take the most new independent values. On these boards an orbit adds 6 values, not 8, so
# the solutions take $2^{12}$ patterns on $\Omega$ for $n = 61$ and $2^{18}$ for $n = 65$
# (the rank printed below), and $Q_\Omega$ has dimension $d - 12$ or $d - 18$. Of these
# patterns the search keeps the smallest of each orbit (read as a binary number) and
# searches its coset of $Q_\Omega$ with chapter 02's Walsh-Hadamard search
# (`lightest_coset_member`). By Burnside's lemma the number of orbits is the average
# number of patterns a symmetry fixes; the more values on $\Omega$, the more orbits have all
# 8 members and the closer the saving comes to 8; but each orbit costs one search with a
# fixed set-up cost, so the rank stops at 18:

# %%
for n in hard:
    plan = lo.allones_plan(n)
    print(
        f"n = {n}: nullity {plan.nullity}; Omega = {len(plan.outer_cells)} cells, "
        f"rank {plan.outer_rank}; {plan.representatives:,} of the "
        f"{2**plan.outer_rank:,} patterns searched, each over 2**"
        f"{plan.inner_dimension} solutions: "
        f"{2**plan.outer_rank / plan.representatives:.2f} times fewer solutions weighed"
    )

# %% [markdown]
# The patterns are split into 64 chunks. `tools/a075464_search.py` runs the chunks
# through Dask (a local cluster of two worker processes, or a cluster whose scheduler
# address it is given) and writes each finished chunk, its lightest solution with a witness
# press pattern, to `data/10_a075464_chunks/n61.json` and `n65.json`; a stopped search
# resumes from that file. Every stored chunk is checked again here: its witness switches
# the board off with the stated number of presses. That no chunk holds a lighter solution
# is not checked again: the two values rest on the searches that wrote the files (the
# result of `allones_min_presses` counts the chunks it read, `chunks_from_file`).

# %%
chunk_minima = {}
for n in hard:
    record = json.loads((lo.DATA_DIR / "10_a075464_chunks" / f"n{n}.json").read_text())
    assert len(record["done"]) == record["chunks"]
    best = None
    for entry in record["done"].values():
        x = hex_pattern(entry["witness"], n)
        assert int(x.sum()) == entry["presses"]
        assert not lo.apply_presses(np.ones((n, n), dtype=np.uint8), x).any()
        best = entry["presses"] if best is None else min(best, entry["presses"])
    chunk_minima[n] = best
    # the package reads the same file, checks every chunk and searches nothing more
    result = lo.allones_min_presses(n, chunk_file=True, stop_after=0)
    assert result.presses == best and result.chunks_done == record["chunks"]
    seconds = sum(e["seconds"] for e in record["done"].values())
    print(
        f"n = {n}: {record['chunks']} chunks, all done; fewest presses {best} "
        f"(the chunks took {seconds / 60:.0f} min in all, summed over the workers)"
    )

# %% [markdown]
# How fast is the search? The chunk times above were taken on a shared machine, so they
# are a note, not a measurement. The benchmark
# [`bench/bench_10_a075464.py`](../bench/bench_10_a075464.py) runs the search afresh on an
# idle machine (no chunk file; a Dask `LocalCluster` of two single-thread worker processes):
# at nullity 32 on the $39 \times 39$ and $67 \times 67$ boards, where chapter 02's
# exhaustive search of all $2^{32}$ solutions (`lightest_coset_member`, two threads) is timed
# beside it, and on the two hard sizes. Its results are `data/10_a075464.csv`, the machine
# and the load in `data/10_a075464.meta.json`; every run found the table's value, and the two
# searches agree at nullity 32:

# %%
bench10, meta10, _ = lo.read_benchmark("10_a075464")
machine = meta10["machine"]
print(f"measured {meta10['date'][:10]} on {machine['cpu']} ({machine['cores']} cores)")
found = {}
for r in bench10:
    assert r["verified"] == "True"  # the witness switches the board off
    found.setdefault(int(r["n"]), set()).add(int(r["presses"]))
assert all(len(v) == 1 for v in found.values())  # both searches, one answer
assert found[39] == {a075464_data[38]}
assert all(found[n] == {chunk_minima[n]} for n in hard)
print({n: v.pop() for n, v in found.items()})

# %% tags=["nbval-ignore-output"]
seconds10 = {(r["method"], int(r["n"])): float(r["seconds"]) for r in bench10}
for (method, n), t in seconds10.items():
    d = lo.nullity(n, n)
    print(f"{method:>9}, {n} x {n} (d = {d}): {t:7.1f} s = {t / 60:5.1f} min")
for n in (39, 67):
    ratio = seconds10["blocked", n] / seconds10["symmetric", n]
    print(f"{n} x {n}: the symmetric search is {ratio:.2f} times faster")
exhaustive_42 = 2**10 * seconds10["blocked", 67]  # the nullity-32 rate, 2**10 times
print(
    f"exhaustive search at nullity 42, extrapolated: {exhaustive_42 / 3600:.1f} hours,"
)
print(f"  {exhaustive_42 / seconds10['symmetric', 65]:.1f} times the symmetric search")
rate = 2**42 / seconds10["symmetric", 65]  # solutions accounted for per second
years = 2**64 / rate / (365.25 * 24 * 3600)
print(f"n = 79 (d = 64) at the rate of n = 65: about {years:,.0f} years")

# %% [markdown]
# In the run stored here the nullity-42 search took the minutes printed above, within the
# half hour we aimed at; the exhaustive search, at its nullity-32 rate, would need $2^{10}$
# times its time at nullity 32, the hours printed. That extrapolation credits the
# symmetries with less than the factor 7.61 by which they cut the solutions weighed; we did
# not profile where the rest goes (each of the 34,448 patterns sets up its own coset, and
# the exhaustive rate is extrapolated, not measured, at nullity 42). At nullity 32 only one
# orbit is fixed and the cut is 3.8, but the measured gain is small: there the whole search
# takes seconds, and its fixed costs (two worker processes, the plan) weigh more. An
# earlier run, on another machine, took 27 minutes at nullity 42; every timing here is
# read from the stored run, with its machine.

# %% [markdown]
# The terms for every $n \le 78$ are stored in
# [`data/10_a075464_terms.csv`](../data/10_a075464_terms.csv), each with a witness (the
# press pattern, row-major, as a hexadecimal number of $n^2$ bits), from `min_presses` for
# $d \le 32$ and from the chunk files above for $n = 61$ and $65$. A witness proves only
# that its number of presses suffices; that no solution is lighter is what the exhaustive
# searches establish. The table is checked against the witnesses, the OEIS data section and
# the two chunk files, then written as a b-file and hashed. The plain format of the b-files
# of chapters 03 and 08 (one line `n a(n)`, a single space, a newline after every line)
# gives 553 bytes, two fewer than the pointer's; the format that matches ends the same
# lines with two empty lines (`lo.bfile_bytes(..., blank_lines=2)`), as the hash confirms:

# %%
with open(lo.DATA_DIR / "10_a075464_terms.csv", newline="") as f:
    terms = {int(r["n"]): r for r in csv.DictReader(f)}
assert sorted(terms) == list(range(1, 79))
for n, r in terms.items():
    x = hex_pattern(r["witness"], n)
    assert int(x.sum()) == int(r["presses"]) and int(r["nullity"]) == lo.nullity(n, n)
    assert not lo.apply_presses(np.ones((n, n), dtype=np.uint8), x).any()
assert all(int(terms[n]["presses"]) == chunk_minima[n] for n in hard)
assert [int(terms[n]["presses"]) for n in range(1, 55)] == a075464_data
values = [int(terms[n]["presses"]) for n in range(1, 79)]
pointer = lo.read_lfs_pointer(lo.DATA_DIR / "10_b075464_pointer.txt")
for blank in (0, 1, 2):
    table = lo.bfile_bytes(values, blank_lines=blank)
    digest = hashlib.sha256(table).hexdigest()
    match = lo.matches_lfs_pointer(table, pointer)
    print(
        f"{blank} empty line{'s' * (blank != 1)} at the end: {len(table)} bytes, "
        f"SHA-256 {digest[:16]}..., {'equal to' if match else 'not'} the b-file's"
    )
table = lo.bfile_bytes(values, blank_lines=2)
assert table == (lo.DATA_DIR / "10_b075464.txt").read_bytes()
print(f"b075464:   {pointer['size']} bytes, {pointer['oid']}")
assert lo.matches_lfs_pointer(table, pointer)
print("all 78 terms of the published b-file agree with ours")
verdicts["A075464"] = ("SHA-256 of the b-file (two empty lines at the end)", "match")
print("new to the data section, n = 55..78:")
print(", ".join(f"a({n}) = {terms[n]['presses']}" for n in range(55, 79)))

# %% [markdown]
# A hash compares; it does not hide a short table. Knowing all other lines, each of the
# 3226 four-digit values $1000, \dots, 4225$ for the line of $n = 65$ can be hashed in a
# moment, and exactly one gives the pointer's SHA-256: the published term, read without
# any search. It is a check on the published value, not a substitute for computing it.

# %%
known = lo.bfile_bytes(values, blank_lines=2).decode().splitlines(keepends=True)
fits = [
    v
    for v in range(1000, 4226)
    if hashlib.sha256(
        "".join(known[:64] + [f"65 {v}\n"] + known[65:]).encode()
    ).hexdigest()
    == pointer["oid"][len("sha256:") :]
]
print("values of a(65) that the hash admits, given the other 77 lines:", fits)
assert fits == [values[64]]

# %% [markdown]
# ```{prf:remark} Why n = 79 is a wall
# :label: rem-10-a075464-wall
#
# The $79 \times 79$ board has nullity 64. Even after the symmetries,
# $2^{64}/8 \approx 2.3 \cdot 10^{18}$ solutions remain to be weighed, $2^{22}$ times the
# work of $n = 65$: at the benchmark's rate above, about two centuries of both cores. An
# exhaustive search is hopeless there; a proof of the minimum would need a lower bound that
# does not weigh solutions one by one.
# ```

# %% [markdown]
# ## Every sequence we considered
#
# We searched the OEIS for entries about Lights Out (by name, and through the
# cross-references of A075462, A159257 and A220196) and read each entry's internal format in
# the OEIS data repository. The table lists every candidate: whether the book computes it,
# how long its b-file is, how we compared, and the verdict. The verdicts of the sequences
# compared in this chapter come from the cells above; the others from the chapters named.

# %%
considered = [  # name, what, computed where, b-file terms (0: none)
    ("A159257", "nullity of the n x n board", "here", 25_000),
    ("A075462", "all-ones solutions, 2**d(n)", "here", 1000),
    ("A075463", "all-ones solutions up to symmetry", "here", 1000),
    ("A075464", "fewest presses of the all-ones board", "here", 78),
    ("A076436", "n with d(n) = 0", "here", 1000),
    ("A117870", "n with d(n) > 0", "here", 1000),
    ("A093614", "n + 1 for n with d(n) > 0", "here", 1000),
    ("A165738", "nullity of the n x n torus", "here and 08", 1000),
    ("A220196", "rank of the n x k board", "here", 199),
    ("A220195", "rank of the n x n board", "here", 0),
    ("A076437", "one all-ones solution up to symmetry", "here", 0),
    ("A094425", "primitive n + 1 with d(n) > 0", "chapter 03", 0),
    ("A079873", "5 x 5 boards by fewest presses", "chapter 02", 0),
    ("A079874", "solvable 5 x 5 boards by lights on", "chapter 02", 0),
    ("A118141", "longest perfect parity pattern", "no", 85),
]
elsewhere = {
    "A094425": ("data section (chapter 03)", "agree"),
    "A079873": ("data section (chapter 02)", "a(7) differs"),
    "A079874": ("data section (chapter 02)", "agree"),
    "A118141": ("not compared", "-"),
}
print(f"{'':8}{'what':38}{'computed':13}{'b-file':>7}  compared by; verdict")
for name, what, where, length in considered:
    how, verdict = verdicts.get(name) or elsewhere[name]
    size = f"{length:,}" if length else "none"
    print(f"{name:8}{what:38}{where:13}{size:>7}  {how}; {verdict}")
assert set(verdicts) | set(elsewhere) == {row[0] for row in considered}

# %% [markdown]
# Two candidates are left out of the comparison. A118141 (Donald Knuth's perfect parity
# patterns: a parity pattern is a quiet pattern, and the entry asks for the longest one with
# $n$ columns and no empty row or column) has a b-file to $n = 85$ by A. E. Brouwer, but
# its terms reach $2^{24}$ and beyond, and none of the book's functions computes them.
# A117571, the first column of A220196, is a sequence with a rational generating function
# that the entry does not tie to Lights Out; [Exercise 10.3](#ex-10-3) derives it. We found
# no OEIS entry for the σ game of chapter 08 or for the number of solvable boards
# $2^{n^2 - d(n)}$ (A220195 is its logarithm).

# %% [markdown]
# ## Open problems
#
# What follows is not known, as far as the literature we could search shows; each item says
# what this book computed about it.
#
# **1. The complexity of the fewest presses on grids.** Chapter 02 recalls that decoding a
# general binary linear code is NP-complete (Berlekamp, McEliece and van Tilborg 1978) and
# that the minimum all-ones problem is NP-complete on general graphs (Sutner 1988, as cited
# by Chen, Li, Wang and Zhang 2004); for the square grid we found no result either way. The
# book's exact search takes time about $d\,2^d$ for nullity $d$ (chapter 04), polynomial for
# bounded $d$; but $d(n)$ is unbounded (it reaches 640 at $n = 991$; the largest value
# below 25,000 is printed below), so no polynomial algorithm is known for the family.
#
# **2. Does the share of always-solvable sizes converge?** From the 25,000 nullities:

# %%
for limit in (1000, 5000, 10_000, 15_000, 20_000, 25_000):
    zero = sum(1 for d in nullities[:limit] if d == 0)
    print(f"n <= {limit:6,}: {zero / limit:.2%} of the boards have nullity 0")
assert max(nullities[:1000]) == 640 == nullities[990]
print(
    f"largest nullity below 25,000: {max(nullities)} at n = "
    f"{nullities.index(max(nullities)) + 1}"
)

# %% [markdown]
# The share stays near 57.7 % from 1000 to 25,000 without settling in the last digit. The
# singular sizes are the multiples $k(p + 1) - 1$ of primitive ones (chapter 03); whether
# their density tends to a limit, and which, depends on how the primitive sizes are spread
# out, which is the next question. [Exercise 4.5](04_large_boards.ipynb#ex-04-5) bounds the
# limit from above and shows that it exists if the sum of the reciprocals of the primitive
# $n + 1$ converges.
#
# **3. Which $n + 1$ are primitive?** A singular size $n$ is *primitive* when $n + 1$ is
# not a multiple of $p + 1$ for a smaller singular $p$ (OEIS A094425 lists the primitive
# $n + 1$; chapter 03). No rule is known that predicts them
# ([Exercise 3.8](03_light_chasing_and_polynomials.ipynb#ex-03-8) proves that 6 is the only
# even one). Our table gives them to 25,001:

# %%
primitive = []
for n in range(1, 25_001):
    if nullities[n - 1] and not any((n + 1) % (p + 1) == 0 for p in primitive):
        primitive.append(n)
print(
    f"{len(primitive)} primitive sizes n <= 25,000; the first n + 1:",
    [p + 1 for p in primitive[:12]],
)
print("the last n + 1 below 25,001:", [p + 1 for p in primitive[-5:]])

# %% [markdown]
# **4. Buchholz's torus formulas.** OEIS A165738 states, without proof, that the nullity
# $a(n)$ of the $n \times n$ torus satisfies $a(2n) = 2a(n)$ and
# $a(n + 1) = 2d(n) + 4[n \equiv 2 \pmod 3]$
# ([Observation 8.1](08_beyond_the_grid.ipynb#obs-08-buchholz)). Chapter 08 checked them to
# $n = 1000$ and proved only the zero pattern of the second. We extend the check to 3000:

# %%
torus = {n: lo.nullity(n, n, torus=True) for n in range(3, 3001)}
assert all(torus[2 * n] == 2 * torus[n] for n in range(3, 1501))
assert all(
    torus[n + 1] == 2 * nullities[n - 1] + (4 if n % 3 == 2 else 0)
    for n in range(2, 3000)
)
print("a(2n) = 2a(n) and a(n+1) = 2 d(n) + 4[n = 2 mod 3] hold for every n + 1 <= 3000")

# %% [markdown]
# Both remain observations: a proof would have to relate the transfer matrix of the torus
# ([Proposition 8.2](08_beyond_the_grid.ipynb#prop-08-transfer)) to the gcd of
# $f_{n+1}(x)$ and $f_{n+1}(x+1)$.
#
# **5. Gardens of Eden of height 4.** Chapter 07 quotes LifeWiki: no Garden of Eden of height
# below 4 exists, and height 4 is open. In June 2023 the user mscibing posted on the
# ConwayLife forum a computer proof that no *orphan* of height 4 exists (a set of about
# $2.2 \times 10^{10}$ partial solutions closed under extension), and wrote that extending
# it to Gardens of Eden was work in progress. It has not been peer reviewed, and we have not
# checked it. A proof in the style of chapter 07 (a SAT encoding with a DRAT certificate
# checked by the book's own checker) would need an argument for patterns of unbounded width.

# %% [markdown]
# ## Summary
#
# * A b-file can be compared through its Git LFS pointer: equal size and SHA-256 mean
#   equal files ({prf:ref}`def-10-bfile`, {prf:ref}`rem-10-hash`); a mismatch does not say
#   where.
# * Eight published tables agree with ours in full, byte for byte: the nullity to 25,000
#   (A159257), the solution counts (A075462), the sizes with and without nullity zero
#   (A076436, A117870, A093614), the torus (A165738), the rank table of the $n \times k$
#   boards read by antidiagonals (A220196) and the fewest presses of the all-ones board to
#   $n = 78$ (A075464); all but the last are decided by the nullity
#   ({prf:ref}`lem-10-nullity-tables`). A220195 and A076437 have no b-file; their displayed
#   terms agree.
# * A075463 to $n = 1000$ by Burnside's lemma and light chasing ({prf:ref}`thm-10-fixed`):
#   our terms agree with the 79 displayed ones, with listings, with the full linear systems
#   and with the entry's own program, but not with the b-file (26 bytes shorter): an open
#   discrepancy.
# * A075464's two hard sizes ($n = 61$, nullity 40; $n = 65$, nullity 42) were searched one
#   symmetry orbit at a time ({prf:ref}`prop-10-orbit-search`) in resumable chunks through
#   Dask; at $n = 79$ (nullity 64) exhaustive search ends ({prf:ref}`rem-10-a075464-wall`).
# * Open: the complexity of the fewest presses on grids, the limit of the share of
#   always-solvable sizes, the primitive sizes, Buchholz's torus formulas and Gardens of
#   Eden of height 4.
#
# ## Exercises


# %% [markdown]
# ````{exercise} Burnside by hand (medium)
# :label: ex-10-1
#
# The all-ones 4 x 4 board has 16 solutions. List them, sort them into orbits under the 8
# symmetries of the square, and compare with {prf:ref}`thm-10-fixed` and Burnside's lemma.
#
# ```{hint}
# :class: dropdown
#
# `lo.solutions` lists them; `np.rot90` and `.T` generate the symmetries. Represent an orbit
# by its smallest member in byte order.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-10-1
# :class: dropdown
# ```
#
# There are 5 orbits. The identity fixes 16 solutions; the fixed counts of the others come
# from `all_ones_symmetry_counts`, and their average is 5.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
sols = list(lo.solutions(np.ones((4, 4), dtype=np.uint8)))
group = [lambda x, k=k: np.rot90(x, k) for k in range(4)]
group += [lambda x, k=k: np.rot90(x, k).T for k in range(4)]
orbit_set = {min(g(s).tobytes() for g in group) for s in sols}
counts = lo.all_ones_symmetry_counts(4)
assert len(sols) == 16 and len(orbit_set) == 5
assert sum(counts.values()) == 8 * len(orbit_set) == 8 * lo.all_ones_orbits(4)
print(len(orbit_set), "orbits; fixed counts", counts)

# %% [markdown]
# ```{solution-end}
# ```


# %% [markdown]
# ````{exercise} Three bytes (easy)
# :label: ex-10-2
#
# A093614's b-file (8426 bytes) is 3 bytes longer than A117870's (8423 bytes), though both
# have 1000 lines and A093614 is A117870 plus 1. Explain the 3 bytes without computing
# either file, then check your explanation with the tables of this chapter.
#
# ```{hint}
# :class: dropdown
#
# Adding 1 to a number lengthens it only when it is all nines.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-10-2
# :class: dropdown
# ```
#
# Line $k$ of the two files differs only in the term, $a(k)$ or $a(k) + 1$, and
# $a(k) + 1$ has one more digit exactly when $a(k)$ is 9, 99 or 999 (the terms stay below
# 10,000). So 3 extra bytes mean that exactly three of 9, 99, 999 are in A117870, i.e.
# have nonzero nullity: all three are.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
a117870 = tables["A117870"]
nines = [v for v in a117870 if len(str(v + 1)) > len(str(v))]
print("terms that gain a digit:", nines, [nullities[v - 1] for v in nines])
assert nines == [9, 99, 999] and max(a117870) < 9999
extra = len(lo.bfile_bytes(tables["A093614"])) - len(lo.bfile_bytes(a117870))
assert extra == len(nines) == 3

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} The first column of A220196 (medium)
# :label: ex-10-3
#
# Show by light chasing along a row that the $n \times 1$ board has nullity 1 when
# $n \equiv 2 \pmod 3$ and 0 otherwise. Deduce the first column $T(n, 1)$ of A220196 and
# compare it with OEIS A117571, $b(j) = j + \mathrm{sign}((j - 1) \bmod 3)$ for $j \ge 0$.
#
# ```{hint}
# :class: dropdown
#
# A quiet pattern on a row is fixed by its first cell: cell $k$ dark needs
# $x_{k-1} + x_k + x_{k+1} = 0$. Write out the first six cells.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-10-3
# :class: dropdown
# ```
#
# A quiet pattern has $x_{k+1} = x_{k-1} + x_k$ with $x_0 = 0$, so from $x_1 = a$ it is
# $a, a, 0, a, a, 0, \dots$, period 3. It is quiet iff the last cell is dark,
# $x_{n-1} + x_n = 0$, i.e. $x_{n+1} = 0$: for $a = 1$ that holds iff $n + 1 \equiv 0
# \pmod 3$. So the nullity is $[n \equiv 2 \pmod 3]$ and the rank
# $T(n, 1) = n - [n \equiv 2 \pmod 3]$. With $j = n - 1$, $b(j) = n - 1 +
# \mathrm{sign}((n - 2) \bmod 3)$, which is $n - 1$ when $n \equiv 2$ and $n$ otherwise:
# the same.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
column = [T[n, 1] for n in range(1, 19)]  # T(18, 1): the last of column 1 in 199 terms
assert column == [n - (n % 3 == 2) for n in range(1, 19)]
assert column == [(n - 1) + (1 if (n - 2) % 3 else 0) for n in range(1, 19)]
assert all(lo.nullity(n, 1) == (n % 3 == 2) for n in range(1, 500))
print("T(n, 1), n = 1..18:", column)

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} When is the all-ones solution unique up to symmetry? (challenge)
# :label: ex-10-4
#
# `lo.oeis_sequence("A076437", k)` calls `all_ones_orbits(n)` only when $1 \le d(n) \le 3$.
# Prove that an $n$ with $d(n) \ge 4$ cannot be in A076437 and that every $n$ with
# $d(n) = 0$ is; then use the fact that $d(n)$ is even
# ([Theorem 3.4](03_light_chasing_and_polynomials.ipynb#thm-03-even)) to say which sizes
# remain, and find by computation how many of them up to $n = 300$ are in A076437.
#
# ```{hint}
# :class: dropdown
#
# In Burnside's average the identity alone contributes $2^{d(n)}$.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-10-4
# :class: dropdown
# ```
#
# Every fixed count is $\ge 0$ and the identity fixes all $2^{d(n)}$ solutions, so the
# number of orbits is at least $2^{d(n)}/8$, which exceeds 1 when $d(n) \ge 4$. When
# $d(n) = 0$ the one solution is one orbit. Since $d(n)$ is even, only $d(n) = 2$ remains:
# four solutions, one orbit iff the symmetries move each to every other. Computation shows
# that every such size up to 300 has a single orbit, so up to 300 A076437 is A076436 together
# with the sizes of nullity 2. That is an observation, not a proof for all $n$.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
two = [n for n in range(1, 301) if nullities[n - 1] == 2]
one_orbit = [n for n in two if lo.all_ones_orbits(n) == 1]
print(f"{len(two)} sizes n <= 300 of nullity 2; with one orbit: {len(one_orbit)}")
assert one_orbit == two
expected = sorted([n for n in range(1, 301) if nullities[n - 1] == 0] + two)
assert [n for n in unique if n <= 300] == expected

# %% [markdown]
# ```{solution-end}
# ```


# %% [markdown]
# ## References
#
# * OEIS entries, each read in its internal format in the OEIS data repository
#   [oeis/oeisdata](https://github.com/oeis/oeisdata) (commit `1ebf49c`; the b-files' Git
#   LFS pointers come from there too, see `data/README.md`):
#   [A159257](https://oeis.org/A159257) (nullity; b-file to 25,000 by William Boyles, first
#   1000 terms by Max Alekseyev and Thomas Buchholz), [A075462](https://oeis.org/A075462),
#   [A075463](https://oeis.org/A075463) (with Zhao Hui Du's PARI program and b-file),
#   [A075464](https://oeis.org/A075464), [A076436](https://oeis.org/A076436),
#   [A076437](https://oeis.org/A076437), [A117870](https://oeis.org/A117870),
#   [A093614](https://oeis.org/A093614), [A094425](https://oeis.org/A094425),
#   [A165738](https://oeis.org/A165738) (the torus, with Buchholz's formulas),
#   [A220195](https://oeis.org/A220195) and [A220196](https://oeis.org/A220196) (R. H.
#   Hardin), [A117571](https://oeis.org/A117571), [A118141](https://oeis.org/A118141)
#   (Knuth's parity patterns), [A079873](https://oeis.org/A079873) and
#   [A079874](https://oeis.org/A079874).
# * E. R. Berlekamp, R. J. McEliece and H. C. A. van Tilborg, "On the inherent intractability
#   of certain coding problems", *IEEE Transactions on Information Theory* 24 (1978) 384-386,
#   [doi:10.1109/TIT.1978.1055873](https://doi.org/10.1109/TIT.1978.1055873).
# * W. Y. C. Chen, X. Li, C. Wang and X. Zhang, "The minimum all-ones problem for trees",
#   *SIAM Journal on Computing* 33 (2004) 379-392
#   ([the authors' page](http://billchen.org/publications/2004_379_trees/2004_379_trees.htm)).
# * mscibing, "There Are No 4 Row High Orphans in Conway's Game of Life", ConwayLife forum,
#   11 June 2023, [conwaylife.com/forums/viewtopic.php?f=7&t=6042](https://conwaylife.com/forums/viewtopic.php?f=7&t=6042);
#   LifeWiki's [main page](https://conwaylife.com/wiki/Main_Page) on the open case of height 4.
# * Earlier chapters: [02](02_solving_over_gf2.ipynb), [03](03_light_chasing_and_polynomials.ipynb),
#   [04](04_large_boards.ipynb), [07](07_garden_of_eden.ipynb), [08](08_beyond_the_grid.ipynb).
