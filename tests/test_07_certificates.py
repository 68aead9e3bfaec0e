"""Orphan certificates that cannot be fooled: ``OrphanProof.check`` rebuilds and
re-validates everything it relies on; a proof that needs a RAT step; the LRAT file the book's
checker writes and the separate LRAT checker; the stored certificates of notebook 07 and the
independent checkers from PyPI (dratify, drup) on the smaller ones."""

from __future__ import annotations

import functools
import io
import math
import os
import time

import numpy as np
import pytest

import lightsout_helpers as lo
from lightsout import life_proofs
from lightsout.drat import check_drat
from lightsout.lrat import check_lrat


def _read(name):
    return lo.parse_life((lo.DATA_DIR / name).read_text())


def _read_history(name):
    return lo.parse_lifehistory((lo.DATA_DIR / name).read_text())


def _cadical(cnf: str):
    """CaDiCaL's DRAT proof of a DIMACS CNF, or None when it is satisfiable."""
    from pysat.solvers import Solver

    clauses = [[int(t) for t in line.split()[:-1]] for line in cnf.splitlines()[1:]]
    with Solver(name="cadical195", with_proof=True) as solver:
        solver.append_formula(clauses)
        if solver.solve():
            return None
        proof = list(solver.get_proof())
    if not proof or proof[-1].split() != ["0"]:
        proof.append("0")
    return proof


HAVE_PARENTS = {  # patterns with a parent (margin 1), each found and checked by life_step
    "source 004's 8 x 12": "07_source004_8x12.txt",
    "a single live cell": "o!",
    "the block": "2o$2o!",
    "the blinker": "3o!",
}


def _pattern(source):
    return _read(source) if source.endswith(".txt") else lo.parse_life(source)


@pytest.mark.parametrize("name", sorted(HAVE_PARENTS))
def test_patterns_with_parents_have_one(name):
    p = _pattern(HAVE_PARENTS[name])
    parent = lo.life_predecessor(p, margin=1, method="sat")
    m, n = p.shape
    assert np.array_equal(lo.life_step(parent)[2 : 2 + m, 2 : 2 + n], p)


@pytest.mark.parametrize("margin", [0, -1])
@pytest.mark.parametrize("name", sorted(HAVE_PARENTS))
def test_hand_built_certificates_with_margin_below_one_are_refused(name, margin):
    # The clauses of "a parent inside the box" (margin 0) or of a smaller grid (margin -1)
    # can be unsatisfiable although the pattern has a parent: then CaDiCaL's proof of them
    # is a valid DRAT proof, and only the margin shows that it proves nothing.
    p = _pattern(HAVE_PARENTS[name])
    cnf, _, _ = life_proofs._orphan_cnf(p, margin, None)
    proof = _cadical(cnf)
    if (
        proof is not None and int(cnf.split()[2]) >= 0
    ):  # a genuine proof of those clauses
        assert check_drat(cnf, proof).ok
    forged = lo.OrphanProof(
        pattern=p,
        margin=margin,
        defined=None,
        cnf=cnf,
        proof=proof or ["0"],
        solver="by hand",
        solver_version="",
        prove_seconds=0.0,
    )
    assert forged.check() is False
    assert f"margin {margin} is below 1" in forged.result.reason


def _forged(**fields):
    base = dict(
        pattern=np.array([[1]], np.uint8),
        margin=1,
        defined=None,
        cnf=life_proofs._orphan_cnf(np.array([[1]], np.uint8), 1, None)[0],
        proof=["0"],
        solver="by hand",
        solver_version="",
        prove_seconds=0.0,
    )
    base.update(fields)
    return lo.OrphanProof(**base)


@pytest.mark.parametrize(
    "fields, words",
    [
        (dict(margin=10**5), ["200,001 x 200,001", "at most 40,000 cells"]),
        (dict(margin=1.5), ["margin must be an integer", "1.5", "float"]),
        (dict(margin="1"), ["margin must be an integer"]),
        (dict(margin=True), ["margin must be an integer"]),
        (dict(pattern="o!"), ["pattern is a string"]),
        (dict(pattern=[[1, 2]]), ["pattern row 1, column 2"]),
        (dict(defined=[[1, 1]]), ["defined has shape (1, 2)", "(1, 1)"]),
        (dict(defined=np.ones((3, 3))), ["defined has shape (3, 3)"]),
        (dict(proof=42), ["proof must be text"]),
        (dict(proof=[b"0"]), ["proof line 1", "not a line of text"]),
        (dict(proof=["1 x 0"]), ["proof line 1", "'x' is not a literal"]),
    ],
    ids=lambda v: "-".join(map(str, v)) if isinstance(v, dict) else None,
)
def test_malformed_certificates_raise_the_documented_error(fields, words):
    forged = _forged(**fields)
    start = time.perf_counter()
    with pytest.raises(ValueError) as info:
        forged.check()
    assert time.perf_counter() - start < 5  # refused before anything large is built
    for word in words:
        assert word in str(info.value), (word, str(info.value))


def test_huge_patterns_are_refused_before_they_are_copied():
    wide = np.broadcast_to(np.uint8(1), (1, 10**9))
    with pytest.raises(ValueError, match="at most 40,000 cells"):
        _forged(pattern=wide).check()
    with pytest.raises(ValueError, match="at most 40,000 cells"):
        lo.prove_orphan(wide)


def test_a_stored_cnf_that_is_no_text_is_refused():
    assert _forged(cnf=None).check() is False
    assert _forged(cnf=["p cnf 0 1", "0"]).check() is False


def _cpu_seconds() -> float:
    """CPU seconds used so far by this process and by its children that have ended (Kissat):
    what a call costs, whatever else the machine runs. A loaded machine stretches the wall
    time of the same work, not its CPU seconds: the prove_orphan test below took 0.55 s of
    wall time here and 3.1 s at load 10 on two cores."""
    import resource

    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def test_prove_orphan_has_a_time_limit():
    """The limit stops the clauses being built: the call costs at most the 0.5 s of the limit
    and a little more (0.3 s of CPU here), where building all the clauses takes 6.6 s of
    CPU and the whole call without a limit 11 s. Counted in CPU seconds, not wall time, so
    that no verdict depends on the machine's load."""
    big = np.zeros((198, 198), dtype=np.uint8)
    start = _cpu_seconds()
    with pytest.raises(TimeoutError, match="did not decide within 0.5 s"):
        lo.prove_orphan(big, time_limit=0.5)
    spent = _cpu_seconds() - start
    assert spent < 3, f"{spent:.1f} CPU seconds"
    for bad in (0, -1, float("nan"), "60"):
        with pytest.raises(ValueError, match="time_limit"):
            lo.prove_orphan([[1]], time_limit=bad)


# --- the stored certificates of notebook 07 ---------------------------------------------

MANIFEST = lo.DATA_DIR / "07_certificates.csv"
PATTERNS = {  # pattern file of notebook 07: defined cells (None: all)
    "07_goe6.txt": False,
    "07_goe5_beluchenko.rle": False,
    "07_goe10_eker.rle": False,
    "07_goe10_orphan_eker.rle": True,
    "07_goe1_banks.rle": False,
    "07_goe5x45_eker.rle": False,
}
SOLVERS = {  # the start of the manifest's solver column: the ending of the proof's file
    "CaDiCaL 1.9.5 (python-sat ": ".drat.xz",
    "Kissat 4.0.4 (passagemath-kissat 10.8.13)": ".kissat.drat.xz",
}
SLOW = pytest.mark.skipif(
    os.environ.get("LIGHTSOUT_SLOW_CHECKS") != "1",
    reason="3 to 4 minutes of proof checking in all: run `make recheck`",
)
FAST_PATTERN = "07_goe10_eker.rle"  # the smallest box: both its proofs in make test


def _manifest():
    import csv

    with MANIFEST.open(newline="") as f:
        return list(csv.DictReader(f))


def _text(file):
    """The text of an xz-compressed file of data/."""
    import lzma

    return lzma.decompress((lo.DATA_DIR / file).read_bytes()).decode()


def _cnf(pattern_file):
    """The stored CNF (DIMACS text) of a pattern file's certificate."""
    (row,) = [
        row
        for row in _manifest()
        if row["pattern"] == pattern_file and row["file"].endswith(".cnf.xz")
    ]
    return _text(row["file"])


def _stem(row):
    return row["file"].removeprefix("07_cert_").split(".")[0]


PROOF_ROWS = [row for row in _manifest() if row["solver"]]
PROOF_PARAMS = [
    pytest.param(
        row,
        # no "10-x" or "10_x" in an id: conftest.py would read it as chapter 10's test
        id=f"{_stem(row).replace('_', '.')}.{row['solver'].split()[0].lower()}",
        marks=() if row["pattern"] == FAST_PATTERN else SLOW,
    )
    for row in PROOF_ROWS
]


def test_every_certificate_of_notebook_07_is_stored_with_its_digest():
    import hashlib

    rows = _manifest()
    assert sorted({row["pattern"] for row in rows}) == sorted(PATTERNS)
    assert len(rows) == 3 * len(PATTERNS)  # the clauses, CaDiCaL's proof, Kissat's
    readme = (lo.DATA_DIR / "README.md").read_text()
    total = 0
    for row in rows:
        data = (lo.DATA_DIR / row["file"]).read_bytes()
        total += len(data)
        assert len(data) == int(row["bytes"]), row["file"]
        assert hashlib.sha256(data).hexdigest() == row["sha256"], row["file"]
        assert f"`{row['file']}` | {len(data):,} | `{row['sha256']}`" in readme
        verdicts = (row["drat_checked"], row["lrat_checked"], row["dratify_checked"])
        if row["file"].endswith(".cnf.xz"):  # clauses, not a proof: no verdict
            assert verdicts == ("", "", "") and row["solver"] == "", row["file"]
        else:
            assert verdicts == ("True", "True", "True"), row["file"]
            assert f"`{row['sha256']}` | book DRAT, book LRAT, dratify |" in readme
    for pattern in PATTERNS:  # each box: one proof by each solver, named by its file
        proofs = {r["solver"]: r["file"] for r in rows if r["pattern"] == pattern}
        proofs.pop("")
        assert len(proofs) == len(SOLVERS)
        for start, ending in SOLVERS.items():
            (file,) = [f for s, f in proofs.items() if s.startswith(start)]
            assert file.endswith(ending)
            assert ".kissat." not in file or start.startswith("Kissat")
    assert total < 3_000_000  # the repository stays small (2.4 MB with Kissat's proofs)


@pytest.mark.parametrize("pattern_file", sorted(PATTERNS))
def test_stored_clauses_are_those_of_the_pattern(pattern_file):
    # nothing stored is trusted: the CNF is rebuilt from the pattern file
    if PATTERNS[pattern_file]:
        pattern, defined = _read_history(pattern_file)
    else:
        pattern, defined = _read(pattern_file), None
    cnf = _cnf(pattern_file)
    assert cnf == life_proofs._orphan_cnf(pattern, 1, defined)[0]
    assert int(cnf.split()[3]) > 1000
    for row in PROOF_ROWS:
        if row["pattern"] == pattern_file:
            proof = _text(row["file"]).splitlines()
            assert proof[-1] == "0", row["file"]
            assert sum(not line.startswith("d") for line in proof) == int(row["lemmas"])


@functools.lru_cache(maxsize=2)  # the two proofs of the smallest box in make test
def _drat_and_lrat(file, pattern):
    """The book's DRAT check of a stored proof and the LRAT text it writes, once per file
    (the two tests below both need them; each asserts on the result itself)."""
    lrat = io.StringIO()
    result = check_drat(_cnf(pattern), _text(file).splitlines(), lrat=lrat)
    return result, lrat.getvalue()


@pytest.mark.parametrize("row", PROOF_PARAMS)
def test_every_stored_proof_checks_three_ways(row):
    # the book's DRAT checker (writing LRAT), the book's LRAT checker on that file, and
    # dratify, written independently of this book; the smallest box's two proofs in make
    # test, every proof in make recheck
    import dratify

    cnf, proof = _cnf(row["pattern"]), _text(row["file"]).splitlines()
    start = time.perf_counter()
    result, lrat = _drat_and_lrat(row["file"], row["pattern"])
    assert result.ok, result.reason
    assert result.lemmas == int(row["lemmas"])
    # Kissat's proofs need the RAT check, CaDiCaL's do not (notebook 07 says so)
    assert (result.rat_lemmas > 0) == row["solver"].startswith("Kissat")
    lrat_result = check_lrat(cnf, lrat)
    assert lrat_result.ok, lrat_result.reason
    assert dratify.check_proof(
        dratify.parse_dimacs(cnf), "\n".join(proof), engine="python"
    ).ok
    print(
        f"{row['file']}: {result.lemmas:,} lemmas ({result.rat_lemmas:,} RAT), checked by"
        f" the book's DRAT and LRAT checkers and dratify in "
        f"{time.perf_counter() - start:.0f} s"
    )


@pytest.mark.parametrize(
    "row",
    [p for p in PROOF_PARAMS if p.values[0]["pattern"] == FAST_PATTERN],
    ids=lambda row: row["solver"].split()[0],
)
def test_a_stored_proof_with_a_literal_flipped_is_refused(row):
    # the checkers are no rubber stamps: the first lemma with its first literal flipped is
    # refused by the book's DRAT checker and by dratify, and the first lemma of the LRAT
    # file with its first literal flipped by the book's LRAT checker
    import dratify

    cnf, proof = _cnf(row["pattern"]), _text(row["file"]).splitlines()
    k = next(i for i, line in enumerate(proof) if not line.startswith("d"))
    lits = proof[k].split()
    lits[0] = str(-int(lits[0]))
    bad = proof[:k] + [" ".join(lits)] + proof[k + 1 :]
    assert not check_drat(cnf, bad).ok
    assert not dratify.check_proof(
        dratify.parse_dimacs(cnf), "\n".join(bad), engine="python"
    ).ok
    result, lrat = _drat_and_lrat(row["file"], row["pattern"])
    assert result.ok, result.reason
    lines = lrat.splitlines()
    j = next(i for i, line in enumerate(lines) if line.split()[1] != "d")
    toks = lines[j].split()
    toks[1] = str(-int(toks[1]))
    assert not check_lrat(
        cnf, "\n".join(lines[:j] + [" ".join(toks)] + lines[j + 1 :])
    ).ok


def test_kissat_reproves_the_smallest_box_with_the_stored_proof():
    # the stored proof is exactly what Kissat writes, and Kissat writes the same twice
    import lzma

    (row,) = [
        r
        for r in PROOF_ROWS
        if r["pattern"] == FAST_PATTERN and r["solver"].startswith("Kissat")
    ]
    cnf = _cnf(FAST_PATTERN)
    runs = [lo.kissat_proof(cnf) for _ in range(2)]
    assert runs[0].proof == runs[1].proof
    assert row["solver"].startswith(runs[0].version + " (")
    assert runs[0].command == "kissat -q --no-binary CNF PROOF"
    text = "\n".join(runs[0].proof) + "\n"
    assert text == _text(row["file"])
    assert (
        lzma.compress(text.encode(), preset=9)
        == (lo.DATA_DIR / row["file"]).read_bytes()
    )


def test_kissat_proof_of_small_formulas():
    run = lo.kissat_proof("p cnf 1 2\n1 0\n-1 0\n")
    assert run.proof[-1] == "0" and run.version.startswith("Kissat ")
    assert check_drat("p cnf 1 2\n1 0\n-1 0\n", run.proof).ok
    assert run.seconds >= 0
    from pysat.examples.genhard import PHP

    formula = PHP(5)  # 6 pigeons, 5 holes
    cnf = f"p cnf {formula.nv} {len(formula.clauses)}\n" + "".join(
        " ".join(map(str, c)) + " 0\n" for c in formula.clauses
    )
    proof = lo.kissat_proof(cnf, time_limit=math.inf).proof
    assert check_drat(cnf, proof).ok
    assert not check_drat(cnf, proof[:-1]).ok  # without its empty clause


@pytest.mark.parametrize(
    "cnf, error, words",
    [
        ("p cnf 2 1\n1 2 0\n", ValueError, ["satisfiable", "no proof"]),
        ("p cnf 2 2\n1 x 0\n", ValueError, ["exit code 1", "parse error", "the CNF"]),
        (b"p cnf 1 2\n1 0\n-1 0\n", ValueError, ["DIMACS text", "bytes"]),
        (["p cnf 1 2", "1 0", "-1 0"], ValueError, ["DIMACS text", "list"]),
    ],
)
def test_kissat_proof_refuses_what_it_cannot_prove(cnf, error, words):
    with pytest.raises(error) as info:
        lo.kissat_proof(cnf)
    for word in words:
        assert word in str(info.value), (word, str(info.value))


def test_kissat_proof_has_a_time_limit():
    from pysat.examples.genhard import PHP

    formula = PHP(12)  # 13 pigeons, 12 holes: far beyond a second for Kissat
    cnf = f"p cnf {formula.nv} {len(formula.clauses)}\n" + "".join(
        " ".join(map(str, c)) + " 0\n" for c in formula.clauses
    )
    # Kissat is stopped at 0.5 s: its CPU seconds and ours stay below that and a little
    # more (0.25 s here); CPU seconds, not wall time, so that no verdict depends on the load
    start = _cpu_seconds()
    with pytest.raises(TimeoutError, match="Kissat did not decide within 0.5 s"):
        lo.kissat_proof(cnf, time_limit=0.5)
    spent = _cpu_seconds() - start
    assert spent < 3, f"{spent:.1f} CPU seconds"
    for bad in (0, -1, float("nan"), "60"):
        with pytest.raises(ValueError, match="time_limit"):
            lo.kissat_proof("p cnf 1 2\n1 0\n-1 0\n", time_limit=bad)


def test_kissat_proof_names_the_package_when_kissat_is_missing(monkeypatch):
    monkeypatch.setattr(life_proofs, "KISSAT_PACKAGE", "passagemath-kissat-absent")
    with pytest.raises(FileNotFoundError) as info:
        lo.kissat_proof("p cnf 1 2\n1 0\n-1 0\n")
    assert "passagemath-kissat-absent" in str(info.value)
    assert "requirements.txt" in str(info.value)


def test_drup_checks_a_small_proof_and_refuses_a_wrong_one():
    # drup 1.2.1 (extracted from Why3-verified code) is too slow for the book's proofs (see
    # bench_07_proofs.py); here it checks the LRAT-trimmed proof of a small formula: the
    # pigeonhole principle for 5 pigeons and 4 holes, proved by CaDiCaL
    import drup
    from pysat.examples.genhard import PHP

    from lightsout.lrat import lrat_to_drup, trim_lrat

    formula = PHP(4)
    cnf = f"p cnf {formula.nv} {len(formula.clauses)}\n" + "".join(
        " ".join(map(str, c)) + " 0\n" for c in formula.clauses
    )
    proof = _cadical(cnf)
    lrat = io.StringIO()
    assert check_drat(cnf, proof, lrat=lrat).ok
    trimmed = trim_lrat(lrat.getvalue())
    assert check_lrat(cnf, trimmed).ok
    lemmas = [[int(t) for t in line.split()[:-1]] for line in lrat_to_drup(trimmed)]
    assert lemmas[-1] == []
    assert drup.check_proof(formula.clauses, lemmas).outcome.name == "VALID"
    assert drup.check_proof(formula.clauses[:-5], lemmas).outcome.name == "INVALID"
