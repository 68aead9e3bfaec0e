"""The subspace certificates of data/09_hardest_boards.csv, re-solved (notebook 09).

For each row whose upper bound is proved by the subspace bound (thm-09-subspace), this file
builds the integer program from the certificate alone, with its own code: the classes from
the listed quiet patterns (checked quiet by tests/test_09_hardest_boards.py), the subspace V
from the listed combination codes, one integer per class in V, and one inequality per
distinct sign pattern of the characters w in GF(2)^d restricted to V (the helper instead
enumerates V's own characters through coordinates in its basis). SCIP must find it
infeasible. That takes one to five minutes here (SCIP's time varies from run to run), more
than `make test` can spend, so the re-solve runs only with LIGHTSOUT_SLOW_CHECKS=1, which
`make recheck` sets; `make test` reports it as skipped and runs the fast check that the
same code does find the program feasible one press lower.
"""

import os

import pytest
from test_09_hardest_boards import BLOCKS, ROWS, as_int, classes

SUBSPACE_ROWS = [r for r in ROWS if r["certificate"].startswith("subspace")]


def subspace_program_is_infeasible(basis, codes, counts, zero, size, value):
    """No integers k_s (classes s in span(codes)) give every character sum <= limit."""
    from pyscipopt import SCIP_PARAMSETTING, Model, quicksum

    span = {0}
    for c in codes:
        span |= {v ^ c for v in span}
    assert len(span) == 2 ** len(codes), "the codes are not independent"
    signatures = sorted(s for s in counts if s in span)
    patterns = {
        tuple(1 - 2 * (bin(w & s).count("1") % 2) for s in signatures)
        for w in range(2 ** len(basis))
    }
    assert len(patterns) == 2 ** len(codes)  # the characters of V, each once
    limit = size + zero - 2 * (value + 1)
    model = Model()
    model.hideOutput()
    model.setParam("lp/threads", 1)
    model.setHeuristics(SCIP_PARAMSETTING.OFF)  # only infeasibility is asked for
    # e_s = n_s - 2 k_s = 2 t_s + (n_s mod 2), with t_s centred on 0
    t = [
        model.addVar(vtype="I", lb=-((counts[s] + 1) // 2), ub=counts[s] // 2)
        for s in signatures
    ]
    for signs in patterns:
        model.addCons(
            quicksum(
                sg * (2 * ts + counts[s] % 2) for sg, s, ts in zip(signs, signatures, t)
            )
            <= limit
        )
    model.optimize()
    return model.getStatus() == "infeasible"


@pytest.mark.skipif(
    os.environ.get("LIGHTSOUT_SLOW_CHECKS") != "1",
    reason="one to five minutes of SCIP: run `make recheck`",
)
@pytest.mark.parametrize("row", SUBSPACE_ROWS, ids=lambda r: f"{r['m']}x{r['n']}")
def test_subspace_certificate(row):
    m, n = int(row["m"]), int(row["n"])
    block = BLOCKS[f"{m}x{n}"]
    assert block["method"] == "subspace" and block["subspace"]
    basis = [as_int(b) for b in block["basis"]]
    counts, zero = classes(basis, m * n)
    value = int(row["upper"])  # the hardest board, or the upper end of a bracket
    assert subspace_program_is_infeasible(
        basis, block["subspace"], counts, zero, m * n, value
    )


def test_the_recheck_can_fail():
    """One press fewer is not provable: a witness needs that many (the program is feasible)."""
    row = next(r for r in SUBSPACE_ROWS if r["hardest"])  # settled: a witness needs it
    m, n = int(row["m"]), int(row["n"])
    block = BLOCKS[f"{m}x{n}"]
    basis = [as_int(b) for b in block["basis"]]
    counts, zero = classes(basis, m * n)
    assert not subspace_program_is_infeasible(
        basis, block["subspace"], counts, zero, m * n, int(row["hardest"]) - 1
    )
