"""Benchmark of notebook 07: certified orphan proofs, the time to prove and the time to check.

Writes data/07_proofs.csv and data/07_proofs.meta.json. For each orphan of notebook 07,
``prove_orphan(pattern, margin=1)`` asks CaDiCaL 1.9.5 (python-sat) for a DRAT proof, and
``OrphanProof.check()`` verifies it with the book's own checker (lightsout/drat.py, pure
Python, forward: every lemma checked when it is added). One run per pattern: the checker's
time is deterministic work, the load of the machine only scales it. Takes about 4 minutes
on 2 cores.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench_07_life import read_pattern  # noqa: E402
from benchlib import write_results  # noqa: E402

import lightsout_helpers as lo  # noqa: E402

CASES = [  # label, pattern file
    ("GoE 6", "07_goe6.txt"),
    ("GoE 5", "07_goe5_beluchenko.rle"),
    ("GoE 10", "07_goe10_eker.rle"),
    ("GoE 10 orphan", "07_goe10_orphan_eker.rle"),
    ("GoE 1", "07_goe1_banks.rle"),
    ("5 x 45", "07_goe5x45_eker.rle"),
]


def main():
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
    ]
    rows = []
    t0 = time.perf_counter()
    for label, name in CASES:
        pattern, defined = read_pattern(name)
        proof = lo.prove_orphan(pattern, margin=1, defined=defined)
        ok = proof.check()
        r = proof.result
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
            ]
        )
        print(rows[-1], flush=True)
    write_results(
        "07_proofs",
        header,
        rows,
        timed=[lo.prove_orphan, lo.OrphanProof.check],
        notes=f"{len(rows)} proofs in {time.perf_counter() - t0:.0f} s",
    )


if __name__ == "__main__":
    main()
