"""Benchmark of notebook 07: certified orphan proofs, proved once and checked three ways.

For each orphan of notebook 07, ``prove_orphan(pattern, margin=1)`` asks CaDiCaL 1.9.5
(python-sat) for a DRAT proof, and then:

* ``OrphanProof.check()`` verifies it with the book's own checker (lightsout/drat.py, pure
  Python, forward: every lemma checked when it is added) and writes the proof it verified
  in LRAT (each lemma with the hints of its unit propagation);
* ``lightsout.lrat.check_lrat`` verifies that LRAT file by following the hints only;
* ``dratify`` 0.1.10 (PyPI, pure Python, written independently of this book) verifies the
  DRAT proof against the same CNF;
* ``drup`` 1.2.1 (PyPI, extracted from Why3-verified code) is given the smallest proof,
  GoE 10's, trimmed to the lemmas the LRAT file needs, against the clauses it needs, in a
  subprocess stopped after DRUP_SECONDS (it propagates without watched literals and
  ignores deletions, so its time grows fast with the size of the proof).

Then a second solver family: ``kissat_proof`` runs Kissat 4.0.4 (the program of the PyPI
wheel passagemath-kissat) on the same CNF twice, ``kissat -q --no-binary CNF PROOF``; the two
proofs must be byte for byte the same, and the proof is checked by the same three checkers
(the book's DRAT checker writing LRAT, the book's LRAT checker on that file, dratify).

Writes data/07_proofs.csv and data/07_proofs.meta.json (CaDiCaL's proofs and their checks;
Kissat is not timed), and the certificates themselves: data/07_cert_NAME.cnf.xz (the clauses,
DIMACS), data/07_cert_NAME.drat.xz (CaDiCaL's proof, text DRAT) and
data/07_cert_NAME.kissat.drat.xz (Kissat's proof, text DRAT, exactly as Kissat wrote it),
listed with their sizes, SHA-256, solver and the three verdicts in data/07_certificates.csv
and in the table of data/README.md, which it rewrites. One run per pattern: the checkers'
times are deterministic work, the load of the machine only scales them. Takes about 5
minutes on 2 cores (drup's DRUP_SECONDS most of it), and about 5 more for Kissat's proofs.

``python bench/bench_07_proofs.py --certificates`` writes only the certificates and
data/07_certificates.csv, with the verdicts of the three checkers on every proof (no time is
recorded; about 8 minutes on one core).
"""

from __future__ import annotations

import csv
import hashlib
import io
import lzma
import multiprocessing
import re
import sys
import time
from importlib import metadata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench_07_life import read_pattern  # noqa: E402
from benchlib import DATA, write_results  # noqa: E402

import lightsout_helpers as lo  # noqa: E402
from lightsout.drat import parse_dimacs  # noqa: E402
from lightsout.life_proofs import KISSAT_PACKAGE  # noqa: E402
from lightsout.lrat import check_lrat, lrat_to_drup, trim_lrat  # noqa: E402

CASES = [  # label, pattern file, certificate name
    ("GoE 6", "07_goe6.txt", "goe6"),
    ("GoE 5", "07_goe5_beluchenko.rle", "goe5"),
    ("GoE 10", "07_goe10_eker.rle", "goe10"),
    ("GoE 10 orphan", "07_goe10_orphan_eker.rle", "goe10_orphan"),
    ("GoE 1", "07_goe1_banks.rle", "goe1"),
    ("5 x 45", "07_goe5x45_eker.rle", "goe5x45"),
]
DRUP_SECONDS = 120.0
DRUP_CASES = ["GoE 10"]
MANIFEST = DATA / "07_certificates.csv"
MANIFEST_HEADER = [
    "case",
    "pattern",
    "file",
    "bytes",
    "sha256",
    "clauses",
    "lemmas",
    "drat_checked",
    "lrat_checked",
    "dratify_checked",
    "solver",
]
KISSAT_SECONDS = 600.0


def certificate_files(stem: str) -> tuple[Path, Path, Path]:
    """The CNF, CaDiCaL's DRAT proof and Kissat's DRAT proof of certificate ``stem`` in data/
    (xz-compressed text)."""
    return (
        DATA / f"07_cert_{stem}.cnf.xz",
        DATA / f"07_cert_{stem}.drat.xz",
        DATA / f"07_cert_{stem}.kissat.drat.xz",
    )


def write_xz(path: Path, text: str) -> list:
    """Write ``text`` xz-compressed to ``path`` (same text, same bytes); [name, bytes, SHA-256]."""
    data = lzma.compress(text.encode(), preset=9)
    path.write_bytes(data)
    return [path.name, len(data), hashlib.sha256(data).hexdigest()]


def kissat_certificate(cnf: str):
    """Kissat's proof of ``cnf``, run twice (the two proofs must be equal), and the verdicts
    of the three checkers on it: (KissatRun, DratResult of the book's DRAT checker, the book's
    LRAT checker on the LRAT file that checker wrote, dratify)."""
    runs = [lo.kissat_proof(cnf, time_limit=KISSAT_SECONDS) for _ in range(2)]
    if runs[0].proof != runs[1].proof:
        raise RuntimeError("Kissat's proof differs between two runs on the same CNF")
    lrat = io.StringIO()
    result = lo.check_drat(cnf, runs[0].proof, lrat=lrat)
    lrat_ok = result.ok and check_lrat(cnf, lrat.getvalue()).ok
    dratify_ok, _ = dratify_check(cnf, runs[0].proof)
    return runs[0], result, lrat_ok, dratify_ok


def lemma_count(proof: list) -> int:
    """Number of lemmas a DRAT proof adds (deletions not counted)."""
    return sum(1 for line in proof if not line.startswith("d"))


def write_readme_table(manifest: list) -> None:
    """Rewrite the table of certificates in data/README.md from the manifest rows."""
    lines = [
        "| certificate | file | bytes | SHA-256 | checked by |",
        "|---|---|---:|---|---|",
    ]
    names = ("book DRAT", "book LRAT", "dratify")
    for case, _, file, size, digest, clauses, lemmas, *verdicts, solver in manifest[1:]:
        if solver:
            what = f"{case}: {solver.split(' (')[0]}'s proof ({lemmas:,} lemmas)"
            checked = ", ".join(n for n, v in zip(names, verdicts) if v is True)
        else:
            what, checked = f"{case}: the clauses ({clauses:,})", ""
        lines.append(
            f"| {what} | `{file}` | {size:,} | `{digest}` | {checked or '-'} |"
        )
    readme = DATA / "README.md"
    text = re.sub(
        r"(<!-- certificates: generated from 07_certificates.csv -->\n).*?"
        r"(<!-- end certificates -->)",
        lambda m: m.group(1) + "\n".join(lines) + "\n" + m.group(2),
        readme.read_text(),
        flags=re.S,
    )
    readme.write_text(text)


def dratify_check(cnf: str, proof: list):
    """(verdict, seconds) of dratify's pure-Python checker."""
    import dratify

    start = time.perf_counter()
    result = dratify.check_proof(
        dratify.parse_dimacs(cnf), "\n".join(proof), engine="python"
    )
    return bool(result.ok), time.perf_counter() - start


def _drup_child(clauses, lemmas, out):
    try:
        import drup

        out.put(drup.check_proof(clauses, lemmas).outcome.name)
    except Exception as err:  # noqa: BLE001 (reported in the CSV, not raised)
        out.put(f"error: {type(err).__name__}")


def drup_check(cnf: str, lrat: str, seconds: float):
    """drup on the trimmed proof and the clauses it needs: (outcome, seconds, lemmas, clauses);
    outcome 'VALID', 'INVALID' or 'stopped' (not finished within ``seconds``)."""
    trimmed = trim_lrat(lrat)
    lemmas = [[int(t) for t in line.split()[:-1]] for line in lrat_to_drup(trimmed)]
    used = set()
    for line in trimmed:
        toks = line.split()
        if len(toks) > 1 and toks[1] == "d":
            continue
        nums = [int(t) for t in toks]
        used.update(abs(h) for h in nums[nums.index(0, 1) + 1 : -1])
    _, all_clauses = parse_dimacs(cnf)
    clauses = [c for k, c in enumerate(all_clauses, start=1) if k in used]
    queue = multiprocessing.Queue()
    child = multiprocessing.Process(target=_drup_child, args=(clauses, lemmas, queue))
    start = time.perf_counter()
    child.start()
    child.join(seconds)
    elapsed = time.perf_counter() - start
    if child.is_alive():
        child.terminate()
        child.join()
        return "stopped", elapsed, len(lemmas), len(clauses)
    return queue.get(), elapsed, len(lemmas), len(clauses)


def main(timing: bool = True):
    header = [
        "case",
        "pattern",
        "clauses",
        "proof_lines",
        "lemmas",
        "deletions",
        "rat_lemmas",
        "checked",
        "prove_seconds",
        "check_seconds",
        "lrat_lines",
        "lrat_checked",
        "lrat_seconds",
        "dratify_checked",
        "dratify_seconds",
        "drup_lemmas",
        "drup_clauses",
        "drup_outcome",
        "drup_seconds",
    ]
    manifest = [MANIFEST_HEADER]
    kissat_package = f"{KISSAT_PACKAGE} {metadata.version(KISSAT_PACKAGE)}"
    rows = []
    t0 = time.perf_counter()
    for label, name, stem in CASES:
        pattern, defined = read_pattern(name)
        proof = lo.prove_orphan(pattern, margin=1, defined=defined)
        lrat = io.StringIO()
        ok = proof.check(lrat=lrat)
        r = proof.result
        lrat_text = lrat.getvalue()
        start = time.perf_counter()
        lrat_ok = check_lrat(proof.cnf, lrat_text).ok
        lrat_seconds = time.perf_counter() - start
        dratify_ok, dratify_seconds = dratify_check(proof.cnf, proof.proof)
        kissat, k_result, k_lrat_ok, k_dratify_ok = kissat_certificate(proof.cnf)
        cnf_file, cadical_file, kissat_file = certificate_files(stem)
        common = [label, name]
        manifest += [
            common + write_xz(cnf_file, proof.cnf) + [proof.n_clauses] + [""] * 5,
            common
            + write_xz(cadical_file, "\n".join(proof.proof) + "\n")
            + [proof.n_clauses, proof.n_lemmas, ok, lrat_ok, dratify_ok]
            + [f"{proof.solver} ({proof.solver_version})"],
            common
            + write_xz(kissat_file, "\n".join(kissat.proof) + "\n")
            + [proof.n_clauses, lemma_count(kissat.proof)]
            + [k_result.ok, k_lrat_ok, k_dratify_ok]
            + [f"{kissat.version} ({kissat_package})"],
        ]
        if not timing:
            print(manifest[-3:], flush=True)
            continue
        outcome, drup_seconds, drup_lemmas, drup_clauses = "not tried", "", "", ""
        if label in DRUP_CASES:
            outcome, drup_seconds, drup_lemmas, drup_clauses = drup_check(
                proof.cnf, lrat_text, DRUP_SECONDS
            )
            drup_seconds = round(drup_seconds, 1)
        rows.append(
            [
                label,
                name,
                proof.n_clauses,
                len(proof.proof),
                r.lemmas,
                r.deletions,
                r.rat_lemmas,
                ok,
                round(proof.prove_seconds, 2),
                round(proof.check_seconds, 1),
                len(lrat_text.splitlines()),
                lrat_ok,
                round(lrat_seconds, 1),
                dratify_ok,
                round(dratify_seconds, 1),
                drup_lemmas,
                drup_clauses,
                outcome,
                drup_seconds,
            ]
        )
        print(rows[-1], flush=True)
    with MANIFEST.open("w", newline="") as fh:
        csv.writer(fh).writerows(manifest)
    write_readme_table(manifest)
    print(f"wrote {MANIFEST}, the certificates and their table in data/README.md")
    if timing:
        write_results(
            "07_proofs",
            header,
            rows,
            timed=[lo.prove_orphan, lo.OrphanProof.check, check_lrat],
            notes=f"{len(rows)} proofs in {time.perf_counter() - t0:.0f} s",
        )


if __name__ == "__main__":
    main(timing="--certificates" not in sys.argv[1:])
