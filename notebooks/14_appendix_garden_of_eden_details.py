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
#   enumerator: 14.%s
# ---

# %% [markdown]
# # Appendix: the Garden of Eden proofs in detail
#
# Chapter 07 states what a search for a Life parent proves, decides source 004's
# $8 \times 12$ pattern and proves the Gardens of Eden of the literature parentless with
# checked certificates. This appendix keeps the detail behind those verdicts, which the
# chapter only points to: source 004's rows examined line by line, the patterns against
# their published sizes, the stored certificates checked file by file and which checker
# checks which proof, SCIP's attempts on the literature's orphans, and every number of the
# timing study. It states no new result.
#
# **Before this appendix** read [07, Gardens of Eden in the Game of Life](07_garden_of_eden.ipynb):
# the rule as linear constraints and as clauses, the margin
# ([Proposition 7.3](07_garden_of_eden.ipynb#prop-07-margin-one)) and DRAT certificates
# ([Definition 7.3](07_garden_of_eden.ipynb#def-07-drat)).
#
# **After it** you can say what each of source 004's rows and solver runs proves, how every
# single-cell change of its pattern gets a parent, how the stored certificates are tied to
# the patterns and to the solvers that wrote them, and where SCIP's time goes.
#
# **Uses:** the pattern files, certificates and benchmark results of chapter 07 in `data/`
# (see `data/README.md`): `07_certificates.csv` with the files it lists, `07_proofs.csv`,
# `07_scip_long.csv` and `07_life.csv`, read with `read_benchmark`. It recomputes what it
# needs and runs on its own.

# %%
import csv
import hashlib
import lzma

import numpy as np

import lightsout_helpers as lo

# %% [markdown]
# ## The patterns against their published sizes
#
# The patterns are read as in chapter 07 (`parse_lifehistory` reads Eker's orphan, written
# in the LifeHistory format: `A` alive, `B` a cell that must be dead, `.` a cell left free).
# The published box sizes are width x height; the table prints rows x columns.

# %%
LITERATURE = {  # name: (file, found by, year)
    "Garden of Eden 1": ("07_goe1_banks.rle", "Banks et al.", 1971),
    "Garden of Eden 5": ("07_goe5_beluchenko.rle", "Beluchenko", None),
    "Garden of Eden 6": ("07_goe6.txt", "Hartman, Heule, Kwekkeboom, Noels", 2011),
    "Garden of Eden 5 x 45": ("07_goe5x45_eker.rle", "Eker", 2016),
    "Garden of Eden 10": ("07_goe10_eker.rle", "Eker", 2016),
}
PUBLISHED = {
    "Garden of Eden 1": ((9, 33), 226),
    "Garden of Eden 5": ((11, 11), None),
    "Garden of Eden 6": ((10, 10), None),
    "Garden of Eden 5 x 45": ((5, 45), None),
    "Garden of Eden 10": ((9, 11), 55),
}
patterns = {
    name: lo.parse_life((lo.DATA_DIR / file).read_text())
    for name, (file, _, _) in LITERATURE.items()
}
orphan_alive, orphan_defined = lo.parse_lifehistory(
    (lo.DATA_DIR / "07_goe10_orphan_eker.rle").read_text()
)

print(f"{'pattern':22} {'found by':34} {'year':>4}  {'box':>7}  {'live':>4}  published")
for name, (file, who, year) in LITERATURE.items():
    p = patterns[name]
    shape, cells = PUBLISHED.get(name, (None, None))
    agree = (
        "-"
        if shape is None
        else (
            "agrees"
            if p.shape == shape and cells in (None, int(p.sum()))
            else "DIFFERS"
        )
    )
    print(
        f"{name:22} {who:34} {year or '-':>4}  {p.shape[0]:>2} x {p.shape[1]:<2}  "
        f"{int(p.sum()):>4}  {agree}"
    )
    assert agree != "DIFFERS"
required_dead = orphan_defined * (1 - orphan_alive)
print(
    f"orphan in Garden of Eden 10: {int(orphan_defined.sum())} defined cells, "
    f"{int(required_dead.sum())} of them "
    f"dead, {int((1 - orphan_defined).sum())} free; its live cells are those of "
    "Garden of Eden 10:",
    np.array_equal(orphan_alive, patterns["Garden of Eden 10"]),
)
assert (
    int(orphan_defined.sum()) == 89 and int(required_dead.sum()) == 34
)  # as published

# %% [markdown]
# The 47 live cells of Flammenkamp's 2009 standings belong to another pattern: Garden of
# Eden 5 has 69. Its year is not stated in the sources we read. Eker's $5 \times 45$ pattern
# is LifeWiki's pattern file `gardenofeden5x45.rle` (header: Steven Eker, 2016) as we found
# it in copies in public code, three of which agree (see `data/README.md`). It has the same
# height 5 as his $5 \times 83$ one of April 2016 in a box 38 columns narrower; we found no
# text describing how one was derived from the other, and we could not read the
# $5 \times 83$ pattern itself. Of Hardouin-Duparc's paper we know its record and contents
# only from a blog post that links it and describes it (finite automata that read a pattern
# row by row).

# %% [markdown]
# ## Source 004's rows, line by line
#
# Source 004 prints eight rows; three of them start with `#` and a stray space, like its
# glider. Read as 12 cells each, they give the pattern stored in
# [`data/07_source004_8x12.txt`](../data/07_source004_8x12.txt); parsing the rows as printed
# gives the same array.

# %%
as_printed = """\
.##..#.##...
# ..##..#.#.#
.#.#.##.#.#.
# ....##..##.
.###...#....
..#.#.##.#..
.#.##...#.#.
# ....#.#...."""
print(
    "rows printed with '# ':",
    sum(row.startswith("# ") for row in as_printed.splitlines()),
)
source_pattern = lo.parse_life((lo.DATA_DIR / "07_source004_8x12.txt").read_text())
assert np.array_equal(lo.parse_life(as_printed), source_pattern)
print(source_pattern.shape, "live cells:", int(source_pattern.sum()))

# %% [markdown]
# ### The source's model under three solvers
#
# The source's program has variables only on the 8 x 12 box, so its "Infeasible" proves only
# that no parent has all its live cells inside the box. The source solved its model with
# PuLP, whose default solver is CBC ([PuLP](https://github.com/coin-or/pulp)); we solve the
# same constraints with SCIP (default settings and cutting planes off) and with the SAT
# solver, and all agree with the source's answer.

# %%
for method, formulation in [("scip", "source"), ("scip", "fast"), ("sat", "fast")]:
    result = lo.life_predecessor(
        source_pattern, margin=0, method=method, formulation=formulation
    )
    label = (
        "SCIP, "
        f"{'default settings' if formulation == 'source' else 'cutting planes off'}"
        if method == "scip"
        else "SAT"
    )
    print(
        f"margin 0, {label}:",
        "no parent inside the box" if result is None else "parent",
    )
    assert result is None

# %% [markdown]
# ### A parent with margin 1, whatever lies further out
#
# By [Proposition 7.3](07_garden_of_eden.ipynb#prop-07-margin-one) a solution of the
# margin-1 model is a parent of the box whatever the cells two or more steps out hold. We
# check that on 20 random surroundings, and ask both solvers for an exact parent (the
# pattern alone on an empty plane).

# %%
parent_m1 = lo.life_predecessor(source_pattern, margin=1, method="sat")
assert np.array_equal(lo.life_step(parent_m1)[2:10, 2:14], source_pattern)
for seed in range(
    20
):  # the cells two or more steps out cannot matter: fill them at random
    plane = (
        np.random.default_rng(seed)
        .integers(0, 2, size=(10 + 4, 14 + 4))
        .astype(np.uint8)
    )
    plane[2:12, 2:16] = parent_m1
    assert np.array_equal(lo.life_step(plane)[4:12, 4:16], source_pattern)
print(
    "a parent with margin 1; with 20 random surroundings two or more cells out it "
    "still makes the pattern"
)

for method in lo.LIFE_METHODS:  # chapter 07 draws the SAT solver's
    parent_exact = lo.life_predecessor(
        source_pattern, margin=1, exact=True, method=method
    )
    whole = lo.life_step(parent_exact)
    assert (
        np.array_equal(whole[2:10, 2:14], source_pattern)
        and whole.sum() == source_pattern.sum()
    )
    print(f"{method.upper()}: an exact parent, the source's pattern and nothing else")

# %% [markdown]
# ### Every single-cell change has a parent
#
# The source cites Achim Flammenkamp's pages, and those list an $8 \times 12$
# Garden of Eden found by Steven Eker in April 2016 (the source's own footnote is dated October
# 2018). Damage in transcription (the stray spaces show that the rows went through some
# reformatting) is the likelier story than a wrong pattern on Flammenkamp's pages. We could not read Eker's
# pattern, so we cannot compare. What we can check is whether a small slip explains it: is any
# single-cell change of the printed rows a Garden of Eden? For each of the 96 cells we flip it
# and ask the SAT solver for an exact parent, with margin 1 and, if there is none, with a
# margin of 2 or 3.

# %%
margin_needed = {}
for r, c in np.ndindex(*source_pattern.shape):
    flipped = source_pattern.copy()
    flipped[r, c] ^= 1
    for margin in (1, 2, 3):
        p = lo.life_predecessor(flipped, margin=margin, exact=True, method="sat")
        if p is not None:
            nxt, k = lo.life_step(p), margin + 1
            assert (
                np.array_equal(nxt[k : k + 8, k : k + 12], flipped)
                and nxt.sum() == flipped.sum()
            )
            margin_needed[r, c] = margin
            break

# %%
by_margin = {
    k: sorted(cell for cell, v in margin_needed.items() if v == k) for k in (1, 2, 3)
}
print(
    f"{len(margin_needed)} of the 96 single-cell changes have an exact parent "
    "(checked by life_step): "
    f"{len(by_margin[1])} with margin 1, {len(by_margin[2])} with margin 2, "
    f"{len(by_margin[3])} with margin 3"
)
print(
    "flipped cells (row, column from 1) whose exact parent needs margin 2:",
    [(r + 1, c + 1) for r, c in by_margin[2]],
)
assert len(margin_needed) == 96

# %% [markdown]
# ### The rows read literally
#
# Are the spaces in source 004's printed rows really stray? The source's program reads a row
# character by character, counts everything that is not `.` as alive, and keeps only as many
# characters per row as the first row has. Read that way, the glider as printed becomes a
# different $3 \times 3$ pattern, and the source's own model (margin 0) finds no parent for
# it, whereas the source reports `Optimal` for its glider. So the source ran its program on
# rows without the spaces, and reading them as 12 cells each is what it solved. The literal
# reading of the 8 x 12 rows is decided too.


# %%
def literal_reading(text):
    """
    Rows as the source's program reads them: anything but '.' is alive, cut to the first
    row's length.
    """
    rows = text.splitlines()
    return np.array(
        [[ch != "." for ch in row[: len(rows[0])]] for row in rows], dtype=np.uint8
    )


glider = lo.parse_life(".#.\n# ..\n###")  # as printed, read as 3 cells a row
glider_literal = literal_reading(".#.\n# ..\n### ")
source_literal = literal_reading(as_printed)
print(glider_literal)
assert not np.array_equal(glider_literal, glider)
print(
    "the literal reading of the 8 x 12 rows differs from ours in",
    int((source_literal != source_pattern).sum()),
    "cells",
)
for method in lo.LIFE_METHODS:
    assert lo.life_predecessor(glider_literal, margin=0, method=method) is None
    assert lo.life_predecessor(source_literal, margin=0, method=method) is None
    parent_literal = lo.life_predecessor(source_literal, margin=1, method=method)
    assert np.array_equal(lo.life_step(parent_literal)[2:-2, 2:-2], source_literal)
print(
    "SCIP and SAT agree: literal glider, no parent inside its box (the source "
    "reports Optimal);"
)
print(
    "literal 8 x 12 rows, no parent inside the box, but a parent with margin 1 "
    "(checked by life_step)"
)

# %% [markdown]
# ### Which parent a solver returns
#
# A parent is rarely unique, and a solver returns whichever one its search meets first. The
# parents printed and drawn in chapter 07 and here (their numbers of live cells included,
# and the grandparent of [Exercise 7.3](07_garden_of_eden.ipynb#ex-07-3)) are the ones that
# CaDiCaL 1.9.5 through python-sat returns; another solver build may show another parent,
# with other counts. What the text relies on does not depend on that choice: every parent
# is checked with `life_step`, and a search that finds none is a proof only with a
# certificate.

# %% [markdown]
# ## The certificates, stored and checked
#
# Chapter 07 proves the six boxes orphans with CaDiCaL (`prove_orphan`) and with Kissat
# (`kissat_proof`) and checks every CaDiCaL certificate with the book's DRAT checker. Here
# the proofs are made again (not checked again: that is chapter 07's and `make recheck`'s
# work) and compared with the stored files. First the times that
# [`bench/bench_07_proofs.py`](../bench/bench_07_proofs.py) measured for proving and for
# checking each of CaDiCaL's certificates, on a quiet machine; its certificates have the same
# number of lemmas as those made here.

# %%
proofs, kissat = {}, {}
for name, p in list(patterns.items()) + [("orphan in Garden of Eden 10", orphan_alive)]:
    defined = orphan_defined if name.startswith("orphan") else None
    proofs[name] = lo.prove_orphan(p, margin=1, defined=defined)
    kissat[name] = lo.kissat_proof(proofs[name].cnf)
proof = proofs["orphan in Garden of Eden 10"]
print(
    proof.solver,
    "through",
    proof.solver_version,
    "and",
    kissat["Garden of Eden 6"].version,
)

# %%
proof_rows, proofs_meta, _ = lo.read_benchmark("07_proofs")
checked_in_benchmark = {row["pattern"]: row for row in proof_rows}
proof_files = {name: file for name, (file, _, _) in LITERATURE.items()}
proof_files["orphan in Garden of Eden 10"] = "07_goe10_orphan_eker.rle"
print(
    f"times of bench_07_proofs.py, measured {proofs_meta['date'][:10]} on "
    f"{proofs_meta['machine']['cpu']} ({proofs_meta['machine']['cores']} cores):"
)
for name, proof in proofs.items():
    row = checked_in_benchmark[proof_files[name]]
    assert int(row["lemmas"]) == proof.n_lemmas  # the same certificate as here
    print(
        f"{name:28} proved in {float(row['prove_seconds']):.2f} s, "
        f"checked in {float(row['check_seconds']):.1f} s"
    )

# %% [markdown]
# ### Every file, and which checker checks which proof
#
# A reader should not have to rerun anything to check these proofs. Each box's certificate is
# stored in `data/` (see `data/README.md`) as three xz-compressed text files: the clauses
# (DIMACS CNF), CaDiCaL's proof and Kissat's proof (text DRAT, each exactly as its solver
# wrote it), listed with their sizes and SHA-256 digests in
# [`data/07_certificates.csv`](../data/07_certificates.csv), so that any DRAT checker can be
# run on them. The cell below reads them back and trusts nothing in them: the digests must
# match, the stored clauses must be exactly those that `prove_orphan` built from the pattern
# above, and each stored proof exactly the one CaDiCaL or Kissat produced here.
#
# Chapter 07 names three checkers: the book's DRAT checker (`check_drat`, forward, RUP and
# RAT); the book's LRAT checker ([`lightsout/lrat.py`](../lightsout/lrat.py), about 200
# lines), run on the LRAT file that the DRAT checker writes while it verifies, in which every
# lemma carries the ids of the clauses whose unit propagation derives it, so that checking is
# following those hints, without search or propagation of its own (LRAT, defined by
# [Cruz-Filipe, Heule, Hunt, Kaufmann and Schneider-Kamp 2017](https://doi.org/10.1007/978-3-319-63046-5_14),
# is the format that formally verified checkers read, among them cake_lpr
# ([Tan, Heule and Myreen 2021](https://doi.org/10.1007/978-3-030-72013-1_12)) and Lean's
# LRAT checker); and dratify 0.1.10 from PyPI, a pure-Python forward checker written
# independently of this book. Only dratify is independent of the book's code: the LRAT
# checker reads the clauses with the DRAT checker's parser and checks the LRAT file that
# the DRAT checker wrote, so it confirms the derivations the DRAT checker found, not a
# second reading of the solver's proof. Which checker checks which of the twelve proofs,
# and where:
#
# | where | CaDiCaL's six proofs | Kissat's six proofs |
# |---|---|---|
# | chapter 07 | every one, by the book's DRAT checker | Garden of Eden 10's, by the book's DRAT checker |
# | `make test` (`tests/test_07_certificates.py`) | Garden of Eden 10's, by all three | Garden of Eden 10's, by all three; Kissat run again gives the stored file byte for byte |
# | `make recheck` (the same tests, all rows) | every one, by all three | every one, by all three |
# | `bench/bench_07_proofs.py`, which wrote the files | every one, by all three | every one, by all three |
#
# Everywhere the digests are compared and the clauses rebuilt from the pattern files. The
# verdicts of the benchmark's run are the manifest's `drat_checked`, `lrat_checked` and
# `dratify_checked` columns, printed below. No formally verified checker has finished on
# any of the twelve proofs. The times below come from
# [`bench/bench_07_proofs.py`](../bench/bench_07_proofs.py), which times the three checkers
# on CaDiCaL's proofs on a quiet machine (Kissat's proofs are checked there but not timed:
# `-`). That benchmark also gives drup 1.2.1, a checker extracted from code verified in Why3,
# the smallest of CaDiCaL's proofs (Garden of Eden 10's) trimmed to the lemmas its LRAT file
# needs, in a subprocess stopped after `DRUP_SECONDS` (120 s): drup propagates without
# watched literals and re-reads every clause at each step, so its time grows fast with the
# size of a proof. The last line below says how it went.

# %%
with open(lo.DATA_DIR / "07_certificates.csv", newline="") as f:
    manifest = list(csv.DictReader(f))
timed = {row["pattern"]: row for row in lo.read_benchmark("07_proofs").rows}
files = dict(
    LITERATURE, **{"orphan in Garden of Eden 10": ("07_goe10_orphan_eker.rle",)}
)


def seconds(row, column):
    """A time from data/07_proofs.csv, or '-' when the benchmark has not measured it."""
    if "lrat_seconds" not in row or not row.get(column):  # an older run
        return "-"
    return f"{float(row[column]):.1f} s"


def produced_here(name, row):
    """The text this notebook produced for a row of the manifest: clauses or a proof."""
    if not row["solver"]:
        return proofs[name].cnf
    if row["solver"].startswith(proofs[name].solver + " "):
        return "\n".join(proofs[name].proof) + "\n"
    assert row["solver"].startswith(kissat[name].version + " ")
    return "\n".join(kissat[name].proof) + "\n"


print(f"{'pattern':28} {'file':36} {'bytes':>7}  SHA-256 (first 16 hex digits)")
for name in proofs:
    rows = [row for row in manifest if row["pattern"] == files[name][0]]
    assert len(rows) == 3
    for row in rows:
        data = (lo.DATA_DIR / row["file"]).read_bytes()
        assert len(data) == int(row["bytes"])
        assert hashlib.sha256(data).hexdigest() == row["sha256"]
        assert lzma.decompress(data).decode() == produced_here(name, row)
        print(f"{name:28} {row['file']:36} {len(data):>7,}  {row['sha256'][:16]}")
print()
checks = [("drat_checked", "check_seconds"), ("lrat_checked", "lrat_seconds")]
checks.append(("dratify_checked", "dratify_seconds"))
print(
    f"{'pattern':28} {'proof by':14} {'lemmas':>6}   {'book DRAT':13} {'book LRAT':13}"
    " dratify"
)
for name in proofs:
    for row in manifest:
        if row["pattern"] != files[name][0] or not row["solver"]:
            continue
        solver = " ".join(row["solver"].split()[:2])
        times = timed.get(files[name][0], {}) if solver.startswith("CaDiCaL") else {}
        verdicts = [
            f"{row[verdict]:5} {seconds(times, column):>7}"
            for verdict, column in checks
        ]
        print(f"{name:28} {solver:14} {int(row['lemmas']):>6,}   " + " ".join(verdicts))
        assert all(row[verdict] == "True" for verdict, _ in checks)
total = sum(int(row["bytes"]) for row in manifest)
print(f"{len(manifest)} files, {total:,} bytes in all")
drup_row = timed.get("07_goe10_eker.rle", {})
if drup_row.get("drup_outcome") not in (None, "", "not tried"):
    print(
        f"drup on Garden of Eden 10's trimmed proof ({drup_row['drup_lemmas']} lemmas, "
        f"{drup_row['drup_clauses']} clauses): {drup_row['drup_outcome']} after "
        f"{float(drup_row['drup_seconds']):.0f} s"
    )
else:
    print("drup: not yet measured (make bench B=07_proofs)")

# %% [markdown]
# The book's checker, plain Python written for clarity, is slow beside the solver: 2.4 to
# 11 s per CaDiCaL certificate against 0.2 to 1 s for CaDiCaL, ten to twenty times as long
# (the times printed above).
#
# ## SCIP on the literature's orphans
#
# SCIP (source 004's constraints, cutting planes off) proves four of the six boxes orphans
# (its floating-point "infeasible"), in well under a minute each:

# %%
for name in [
    "Garden of Eden 5",
    "Garden of Eden 6",
    "Garden of Eden 10",
    "orphan in Garden of Eden 10",
]:
    p = orphan_alive if name.startswith("orphan") else patterns[name]
    defined = orphan_defined if name.startswith("orphan") else None
    assert (
        lo.life_predecessor(p, margin=1, defined=defined, method="scip", time_limit=600)
        is None
    )
    print(f"{name:28} SCIP: infeasible, no parent")

# %% [markdown]
# For Banks's $9 \times 33$ pattern and Eker's $5 \times 45$, SCIP was given one long
# attempt each, outside the notebook: `bench/bench_07_scip_long.py` runs SCIP (source 004's
# constraints, cutting planes off) for up to 600 s on each, on a quiet machine (its meta
# file records the load), and stores the result in
# [`data/07_scip_long.csv`](../data/07_scip_long.csv). The same script runs the control that
# separates the formulation from the solver: SCIP on the *clause model*, every clause of
# [Lemma 7.2](07_garden_of_eden.ipynb#lem-07-clauses) written as the linear constraint "sum of its literals $\ge 1$",
# for Garden of Eden 6, with exactly the settings used for source 004's constraints
# (cutting planes off, the same seeds, one thread). For every run it records the number of
# branch-and-bound nodes and what SCIP's automatic symmetry detection found: the number of
# generators, the order of the group they generate and how many variables it moves.

# %%
long_runs, long_meta, _ = lo.read_benchmark("07_scip_long")
long = {(row["case"], row["model"]): row for row in long_runs}
for row in long_runs:
    model = {"bigm": "source 004's constraints", "clauses": "clause model"}[
        row["model"]
    ]
    limit = float(row["time_limit"])
    verdict = {
        "infeasible": f"infeasible after {float(row['seconds']):.0f} s",
        "timelimit": f"no verdict within {limit:.0f} s",
        "parent": "a parent (impossible: the SAT certificate rules it out)",
    }[row["status"]]
    assert row["status"] != "parent"
    print(f"{row['case']:7} {model:25} {verdict}, {int(row['nodes']):,} nodes")
    generators = int(row["sym_generators"])
    if generators:
        order = round(10 ** float(row["sym_log10_order"]))
        print(
            f"{'':33} symmetry: {generators} generator{'s' * (generators > 1)}, "
            f"a group of order {order}, moving {row['sym_affected_vars']} variables"
        )
    else:
        print(f"{'':33} symmetry: none found")
print(f"measured {long_meta['date'][:10]}, {long_meta['notes']}")
assert long["GoE 1", "bigm"]["status"] == "infeasible"
assert long["5 x 45", "bigm"]["status"] == "timelimit"

# %% [markdown]
# SCIP proves Banks's pattern an orphan in about six minutes, but after 600 s and more
# than 200,000 nodes it has no verdict on Eker's $5 \times 45$, which the SAT solver
# decides in under a second. (An earlier version of this book reported otherwise from a
# run under load: see the errata in [Appendix 11](11_appendix_engineering.ipynb).)
#
# The control shows that the formulation matters, not only the solver. With the same
# settings SCIP proves Garden of Eden 6 from the clauses too, but it needs more than twice
# the nodes and many times the seconds of source 004's constraints (the ratios are printed
# below). Two things separate the models. The linear relaxation of the clauses is weaker:
# every clause here has at least four literals, so the point with every cell at $1/2$
# satisfies all of their inequalities, and the relaxation tells SCIP nothing at the start
# (source 004's $2s + x \le 7$ already cuts that point off). And SCIP's symmetry detection
# finds the quarter-turn symmetry of the pattern in source 004's model (a group of order
# 4), but reports none in the clause model, although the set of clauses is invariant under
# the quarter turn too (`tests/test_07_life.py` checks it): the detection runs after part
# of SCIP's presolving, which rewrites the clauses. The SAT solver, given those very
# clauses, needs under a second: its advantage is how it searches (it learns a clause from
# each conflict), not a better model.

# %%
clauses6, bigm6 = long["GoE 6", "clauses"], long["GoE 6", "bigm"]
assert clauses6["status"] == bigm6["status"] == "infeasible"
print(
    "GoE 6, clause model against source 004's constraints: "
    f"{int(clauses6['nodes']) / int(bigm6['nodes']):.1f} times the nodes, "
    f"{float(clauses6['seconds']) / float(bigm6['seconds']):.0f} times the seconds"
)
assert int(clauses6["nodes"]) > 2 * int(bigm6["nodes"])
assert int(bigm6["sym_generators"]) > 0 and int(clauses6["sym_generators"]) == 0

# %% [markdown]
# ## The timing study in detail
#
# Chapter 07 plots every run of [`bench/bench_07_life.py`](../bench/bench_07_life.py)
# (Figure 07-benchmark). Its configurations: **scip-defaults**, source 004's constraints
# with SCIP's default settings (`formulation="source"`); **scip-nocuts**, the same with
# SCIP's cutting planes off (the default of `method="scip"`); **scip-nocuts-nosym**, with
# SCIP's symmetry handling off too; **scip-tight-nocuts**, the tight variant of the
# constraints, cutting planes off; **sat**, the clauses solved by CaDiCaL. Each case and
# configuration ran three times with a limit of 120 s (`TIME_LIMIT`), except SCIP (cutting
# planes off) on Banks's $9 \times 33$ and Eker's $5 \times 45$ patterns: a single attempt
# each, stopped after 30 s (`SCIP_ATTEMPT`). SCIP's node counts are deterministic; the
# seconds vary with the load on the machine. Every time of every run:

# %%
bench, meta, _ = lo.read_benchmark("07_life")
cases = list(dict.fromkeys(row["case"] for row in bench))
configs = list(dict.fromkeys(row["config"] for row in bench))  # in the order run
runs = {
    (c, k): [row for row in bench if row["case"] == c and row["config"] == k]
    for c in cases
    for k in configs
}
runs = {key: rs for key, rs in runs.items() if rs}
for (case, config), rs in runs.items():
    if config != "sat":  # deterministic
        assert len({row["nodes"] for row in rs if row["status"] != "timelimit"}) <= 1
print(
    f"{len(bench)} runs, measured {meta['date'][:10]} on {meta['machine']['cpu']} "
    f"({meta['machine']['cores']} cores), {meta['notes']}"
)

# %% tags=["nbval-ignore-output"]
print(
    f"{'case':22} {'configuration':18} {'status':10} {'nodes':>6}  seconds of every run"
)
for (case, config), rs in runs.items():
    seconds = ", ".join(f"{float(row['seconds']):.2f}" for row in rs)
    print(f"{case:22} {config:18} {rs[0]['status']:10} {rs[0]['nodes']:>6}  {seconds}")
sat6 = [float(row["seconds"]) for row in runs["GoE 6", "sat"]]
scip6 = [float(row["seconds"]) for row in runs["GoE 6", "scip-nocuts"]]
print(
    f"\nGoE 6: SAT {min(sat6):.2f}-{max(sat6):.2f} s, SCIP (cuts off) "
    f"{min(scip6):.1f}-{max(scip6):.1f} s; "
    f"every SAT run within 1 s: {all(s <= 1 for s in sat6)}"
)
for case in cases:
    sat = [float(row["seconds"]) for row in runs.get((case, "sat"), [])]
    scip = [row for k in configs[:-1] for row in runs.get((case, k), [])]
    done = [float(row["seconds"]) for row in scip if row["status"] != "timelimit"]
    if sat and done:
        print(
            f"{case:22} slowest SAT run {max(sat):6.2f} s, fastest SCIP run "
            f"{min(done):6.1f} s: "
            f"ratio {min(done) / max(sat):5.1f}"
        )
    elif sat and scip:
        print(
            f"{case:22} slowest SAT run {max(sat):6.2f} s, SCIP stopped undecided "
            "after "
            f"{max(float(row['seconds']) for row in scip):.0f} s"
        )

# %% [markdown]
# The node counts (deterministic, unlike the seconds) say where SCIP's speed comes from:

# %%
nodes = {k: int(runs["GoE 6", k][0]["nodes"]) for k in configs if k != "sat"}
print("GoE 6, SCIP branch-and-bound nodes:", nodes)
print(
    f"cutting planes off: {nodes['scip-defaults'] / nodes['scip-nocuts']:.2f} times "
    "fewer nodes"
)
print(
    "symmetry handling off as well: "
    f"{nodes['scip-nocuts-nosym'] / nodes['scip-nocuts']:.2f} times the nodes"
)
print(
    "tight constraints (cuts off): "
    f"{nodes['scip-tight-nocuts'] / nodes['scip-nocuts']:.2f} times the nodes"
)
assert (
    nodes["scip-nocuts"] < nodes["scip-defaults"]
    and nodes["scip-nocuts-nosym"] > nodes["scip-nocuts"]
)

# %% [markdown]
# Switching SCIP's cutting planes off is what makes its proof faster: fewer nodes and less
# work per node. The problem is pure feasibility, and the linear relaxation of a dead cell's
# "or" carries almost no information, so the cut rounds cost more than they prune. SCIP's
# automatic symmetry handling, which finds the quarter-turn symmetry of GoE 6 on its own,
# saves more than half of the nodes. The tight constraints do not reduce the nodes. The SAT
# solver is faster than SCIP on every case (the ratios are printed above), and in this
# benchmark only the SAT solver decides Banks's and Eker's long patterns: SCIP's single
# 30 s attempt on each stops undecided. Given 600 s, SCIP does prove Banks's pattern (the
# long attempts above), but not Eker's $5 \times 45$.
#
# The tight constraints were corrected after this benchmark: an earlier version required
# nothing of a dead cell whose window has only two neighbours in the model, and so let a
# live centre with two live neighbours die (the row 1 1 1 passed as a parent of three dead
# cells). With margin 1 every window of the box is complete, so the runs above are
# unaffected.
#
# ## References
#
# * Source 004: "Proving a Garden of Eden with combinatorial optimisation" (Japanese, a Qiita
#   Advent Calendar article of 2017-12-03, [qiita.com/SaitoTsutomu](https://qiita.com/SaitoTsutomu/items/a6456ecc781bd0b5b567)).
# * L. Cruz-Filipe, M. J. H. Heule, W. A. Hunt Jr., M. Kaufmann, P. Schneider-Kamp,
#   "Efficient certified RAT verification", *Automated Deduction - CADE 26*, LNCS 10395
#   (2017): the LRAT format.
#   [doi:10.1007/978-3-319-63046-5_14](https://doi.org/10.1007/978-3-319-63046-5_14)
# * Y. K. Tan, M. J. H. Heule, M. O. Myreen, "cake_lpr: Verified propagation redundancy
#   checking in CakeML", *TACAS 2021*, LNCS 12652 (2021) 223-241: a checker of LRAT (and
#   LPR) certificates verified down to its machine code.
#   [doi:10.1007/978-3-030-72013-1_12](https://doi.org/10.1007/978-3-030-72013-1_12)
# * N. Wetzler, M. J. H. Heule, W. A. Hunt Jr., "DRAT-trim: efficient checking and trimming
#   using expressive clausal proofs", *SAT 2014*, LNCS 8561 (2014): the DRAT format.
#   [doi:10.1007/978-3-319-09284-3_31](https://doi.org/10.1007/978-3-319-09284-3_31)
# * A. Flammenkamp, "Garden of Eden / Orphan" record pages, e.g. the state of 1 December 2009.
#   [wwwhomes.uni-bielefeld.de/achim/orphan_5th.html](http://wwwhomes.uni-bielefeld.de/achim/orphan_5th.html)
# * LifeWiki, "Garden of Eden" (the records and the pattern files).
#   [Garden of Eden](https://conwaylife.com/w/index.php?title=Garden_of_Eden&oldid=24161)
# * PuLP, the modeller source 004 used (default solver CBC). [github.com/coin-or/pulp](https://github.com/coin-or/pulp)
