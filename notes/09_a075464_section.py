# %% [markdown]
# ## A075464 completed: the all-ones board to n = 78
#
# [Chapter 02](02_solving_over_gf2.ipynb) computed the fewest presses that switch off the
# all-ones $n \times n$ board for $n \le 60$ and compared them with the data section of
# [A075464](https://oeis.org/A075464), which stops at $n = 54$. The entry's b-file goes to
# $n = 78$ (terms to 60 by Max Alekseyev, 61 to 78 by Zhao Hui Du). We could read only its
# Git LFS pointer, which gives the file's size and SHA-256
# ([`data/09_b075464_pointer.txt`](../data/09_b075464_pointer.txt)), so we compute all 78
# terms, write them in the b-file format and compare the two hashes, as
# [chapter 08](08_beyond_the_grid.ipynb) did for A165738.
#
# The fewest presses of a board with nullity $d$ is the lightest of its $2^d$ solutions.
# Which $n \le 79$ are hard is a question about $d$ alone:

# %%
# (for the lead: these imports belong in the chapter's import cell, the two helpers next
# to them)
import csv
import hashlib
import json

import numpy as np

import lightsout_helpers as lo


def hex_pattern(text, n):
    """A press pattern stored as a hexadecimal number of n*n bits, row-major, first bit first."""
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

nullities = {n: lo.nullity(n, n) for n in range(55, 80)}
print("n:      ", " ".join(f"{n:3d}" for n in nullities))
print("nullity:", " ".join(f"{d:3d}" for d in nullities.values()))
hard = [n for n, d in nullities.items() if d > lo.gf2.MIN_PRESSES_MAX_NULLITY]
print("nullity above 32 (beyond min_presses):", {n: nullities[n] for n in hard})

# %% [markdown]
# Every $n \le 78$ except $61$ ($d = 40$) and $65$ ($d = 42$) is within the reach of
# `min_presses`, which weighs all $2^d$ solutions up to $d = 32$ ($n = 67$ is the largest
# such case, with $d = 32$ on 4489 cells). At chapter 02's rate, $2^{32}$ solutions in about
# 8 s on two cores, $2^{42}$ would take over two hours. The symmetries of the square cut
# this by a factor close to 8.
#
# ```{prf:proposition} Searching one solution pattern per orbit (this book)
# :label: prop-09-orbit-search
#
# Let $X = \mathbf x_0 + Q$ be the solutions of the all-ones $n \times n$ board ($Q$ the
# quiet patterns), $G$ the 8 symmetries of the square acting on press patterns, $S$ a set
# of cells that $G$ maps onto itself, and $W = \{\mathbf q \in Q : \mathbf q|_S = 0\}$.
# For a pattern $\mathbf u$ on $S$ let $f(\mathbf u)$ be the fewest presses of a solution
# $\mathbf x \in X$ with $\mathbf x|_S = \mathbf u$ ($\infty$ if there is none). Then
# $f(g\mathbf u) = f(\mathbf u)$ for every $g \in G$, and the fewest presses of the board
# is the least $f(\mathbf u)$ over one $\mathbf u$ from each orbit of $G$; each
# $f(\mathbf u)$ is the lightest member of one coset $\mathbf x_{\mathbf u} + W$.
# ```
#
# ```{prf:proof}
# :nonumber:
#
# A symmetry $g$ maps the grid onto itself and neighbours to neighbours, so $A(g\mathbf x) =
# g(A\mathbf x)$; the all-ones board is fixed by $g$, so $g$ maps $X$ onto $X$, and it
# permutes cells, so $|g\mathbf x| = |\mathbf x|$. Since $S$ is a union of orbits,
# $(g\mathbf x)|_S = g(\mathbf x|_S)$: $g$ maps the solutions with pattern $\mathbf u$ on
# $S$ one to one onto those with pattern $g\mathbf u$, keeping every weight, so
# $f(g\mathbf u) = f(\mathbf u)$. Every solution has some pattern on $S$, so the fewest
# presses is $\min_{\mathbf u} f(\mathbf u)$, and one $\mathbf u$ per orbit suffices. Two
# solutions with the same pattern on $S$ differ by a quiet pattern that vanishes on $S$,
# an element of $W$.
# ```
#
# `lo.allones_min_presses` takes for $S$ whole orbits of 8 cells (two for $n = 61$, three
# for $n = 65$), each time the first orbit, in row-major order, on which the solutions take
# the most new independent values. On these boards an orbit adds 6 values, not 8, so the
# solutions take $2^r$ patterns on $S$ with $r = 12$ or $18$, and $W$ has dimension
# $d - r$. Of the $2^r$ patterns the search keeps the smallest of each orbit (read as a
# binary number) and searches its coset of $W$ with chapter 02's Walsh-Hadamard search
# (`lightest_coset_member`). By Burnside's lemma the number of orbits is the average
# number of patterns a symmetry fixes; the more values on $S$, the more orbits have all 8
# members and the closer the saving comes to 8; but each orbit costs one search with a
# fixed set-up cost, so $r$ stops at 18:

# %%
for n in hard:
    plan = lo.allones_plan(n)
    print(
        f"n = {n}: nullity {plan.nullity}; S = {len(plan.outer_cells)} cells, "
        f"r = {plan.outer_rank}; {plan.representatives:,} of the "
        f"{2**plan.outer_rank:,} patterns searched, each over 2**"
        f"{plan.inner_dimension} solutions: {2**plan.outer_rank / plan.representatives:.2f}"
        " times less work than all of them"
    )

# %% [markdown]
# The patterns are split into 64 chunks. `tools/a075464_search.py` runs the chunks
# through Dask (a local cluster of two worker processes, or a cluster whose scheduler
# address it is given) and writes each finished chunk, its lightest solution with a witness
# press pattern, to `data/09_a075464_chunks/n61.json` and `n65.json`; a stopped search
# resumes from that file. Every stored chunk is checked again here: its witness switches
# the board off with the stated number of presses.

# %%
chunk_minima = {}
for n in hard:
    record = json.loads((lo.DATA_DIR / "09_a075464_chunks" / f"n{n}.json").read_text())
    assert len(record["done"]) == record["chunks"]
    best = None
    for entry in record["done"].values():
        x = hex_pattern(entry["witness"], n)
        assert int(x.sum()) == entry["presses"]
        assert not lo.apply_presses(np.ones((n, n), dtype=np.uint8), x).any()
        best = entry["presses"] if best is None else min(best, entry["presses"])
    chunk_minima[n] = best
    seconds = sum(e["seconds"] for e in record["done"].values())
    print(
        f"n = {n}: {record['chunks']} chunks, all done; fewest presses {best} "
        f"(chunk CPU time {seconds / 60:.0f} min)"
    )

# %% [markdown]
# The terms for every $n \le 78$ are stored in
# [`data/09_a075464_terms.csv`](../data/09_a075464_terms.csv), each with a witness (the
# press pattern, row-major, as a hexadecimal number of $n^2$ bits), from `min_presses` for
# $d \le 32$ and from the chunk files above for $n = 61$ and $65$. A witness proves only
# that its number of presses suffices; that no solution is lighter is what the exhaustive
# searches establish. The table is checked against the witnesses, the OEIS data section and
# the two chunk files, then written as a b-file and hashed. The plain format of the b-files
# of chapters 03 and 08 (one line `n a(n)`, a single space, a newline after every line)
# gives 553 bytes, two fewer than the pointer's; the format that matches ends the same
# lines with two empty lines (`lo.bfile_bytes(..., blank_lines=2)`), as the hash confirms:

# %%
with open(lo.DATA_DIR / "09_a075464_terms.csv", newline="") as f:
    terms = {int(r["n"]): r for r in csv.DictReader(f)}
assert sorted(terms) == list(range(1, 79))
for n, r in terms.items():
    x = hex_pattern(r["witness"], n)
    assert int(x.sum()) == int(r["presses"]) and int(r["nullity"]) == lo.nullity(n, n)
    assert not lo.apply_presses(np.ones((n, n), dtype=np.uint8), x).any()
assert all(int(terms[n]["presses"]) == chunk_minima[n] for n in hard)
assert [int(terms[n]["presses"]) for n in range(1, 55)] == a075464_data
values = [int(terms[n]["presses"]) for n in range(1, 79)]
pointer = lo.read_lfs_pointer(lo.DATA_DIR / "09_b075464_pointer.txt")
for blank in (0, 1, 2):
    table = lo.bfile_bytes(values, blank_lines=blank)
    digest = hashlib.sha256(table).hexdigest()
    match = (len(table), digest) == (pointer["size"], pointer["sha256"])
    print(
        f"{blank} empty lines at the end: {len(table)} bytes, SHA-256 {digest[:16]}...,"
        f" {'equal to' if match else 'not'} the b-file's"
    )
table = lo.bfile_bytes(values, blank_lines=2)
assert table == (lo.DATA_DIR / "09_b075464.txt").read_bytes()
print(f"b075464:   {pointer['size']} bytes, SHA-256 {pointer['sha256']}")
assert (len(table), hashlib.sha256(table).hexdigest()) == (
    pointer["size"],
    pointer["sha256"],
)
print("all 78 terms of the published b-file agree with ours")
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
    == pointer["sha256"]
]
print("values of a(65) that the hash admits, given the other 77 lines:", fits)
assert fits == [values[64]]

# %% [markdown]
# ```{prf:remark} Why n = 79 is a wall
# :label: rem-09-a075464-wall
#
# The $79 \times 79$ board has nullity 64. Even after the symmetries,
# $2^{64}/8 \approx 2.3 \cdot 10^{18}$ solutions remain to be weighed; at the rate measured
# below (about $2^{42}/8$ in the time of the benchmark) that is more than a century of
# both cores. An exhaustive search is hopeless there; a proof of the minimum would need a
# lower bound that does not weigh solutions one by one.
# ```
#
# The benchmark [`bench/bench_09_a075464.py`](../bench/bench_09_a075464.py) times the
# search at nullity 32, 40 and 42 (data in `data/09_a075464.csv`):

# %% tags=["nbval-ignore-output"]
with open(lo.DATA_DIR / "09_a075464.csv") as f:
    bench09 = list(csv.DictReader(f))
for r in bench09:
    print(
        f"{r['method']:>9} {r['n']} x {r['n']} (d = {r['nullity']}): "
        f"{float(r['seconds']) / 60:6.1f} min, {r['presses']} presses"
    )
rate = max(
    2 ** int(r["nullity"]) / float(r["seconds"])
    for r in bench09
    if r["method"] == "symmetric"
)
years = 2**64 / rate / (365.25 * 24 * 3600)
print(f"n = 79 (d = 64) at the best rate above: about {years:,.0f} years")
