"""The integer-program rows of data/09_hardest_boards.csv, re-solved by two MILP solvers
(notebook 09).

For every ``ip`` and ``subspace`` row, two programs from two solver families:

* SCIP (PySCIPOpt) on the program the certificates file states: for ``ip``, one
  inequality t <= W_u(k) per listed quiet pattern u, asked for t >= value + 1 (as in
  tests/test_09_hardest_boards.py, here without its size limit); for ``subspace``, the
  program of the subspace bound (tests/test_09_subspace_recheck.py). It must be infeasible.
* HiGHS (highspy), on a model written separately, in other variables: the surpluses
  e_s = n_s - 2 k_s of the classes (of V, for ``subspace``) with e_s = n_s (mod 2) and
  |e_s| <= n_s, every character sum at most the one of the zero character (a lightest
  solution: sum over S_w of e_s >= 0 for every w), minimising sum_s e_s. The bound it
  proves is floor(z + out / 2 + (n(V) - min) / 2) (the lemma of
  tools/check_certificates.py, out the cells of the classes outside V); it must equal the
  value.

Seconds for 6 x 8 and 8 x 6; minutes of solver time for 9 x 9, 16 x 16 and 29 x 29, so
those only with LIGHTSOUT_SLOW_CHECKS=1 (`make recheck`); `make test` reports them as
skipped. Each test
prints what the solver said, so that `pytest -s` shows the two verdicts side by side.
"""

import os
import time

import pytest
from test_09_hardest_boards import BLOCKS, ROWS, as_int, classes
from test_09_subspace_recheck import subspace_program_is_infeasible

PROGRAM_ROWS = [r for r in ROWS if r["certificate"].split(":")[0] in ("ip", "subspace")]
SLOW = pytest.mark.skipif(
    os.environ.get("LIGHTSOUT_SLOW_CHECKS") != "1",
    reason="minutes of MILP solving: run `make recheck`",
)


def size(row):
    return f"{row['m']}x{row['n']}"


FAST_ROWS = {"6x8", "8x6"}  # seconds; the others take minutes of solver time
PARAMS = [
    pytest.param(r, id=size(r), marks=() if size(r) in FAST_ROWS else SLOW)
    for r in PROGRAM_ROWS
]


def program(row):
    """(classes {signature: size} of V, zero cells, cells outside V, value, block)."""
    m, n = int(row["m"]), int(row["n"])
    block = BLOCKS[size(row)]
    basis = [as_int(b) for b in block["basis"]]
    counts, zero = classes(basis, m * n)
    span = {0}
    for code in block.get("subspace") or []:  # combination codes of the basis
        span |= {v ^ code for v in span}
    if len(span) == 1:
        span = set(range(2 ** len(basis)))
    inside = {s: c for s, c in counts.items() if s in span}
    out = sum(c for s, c in counts.items() if s not in span)
    return inside, zero, out, int(row["hardest"]), block, len(basis)


@pytest.mark.parametrize("row", PARAMS)
def test_scip_finds_value_plus_one_infeasible(row):
    from pyscipopt import Model, quicksum

    counts, zero, _, value, block, d = program(row)
    start = time.perf_counter()
    if block["method"] == "subspace":
        basis = [as_int(b) for b in block["basis"]]
        m, n = int(row["m"]), int(row["n"])
        all_counts, _ = classes(basis, m * n)
        assert subspace_program_is_infeasible(
            basis, block["subspace"], all_counts, zero, m * n, value
        )
    else:
        model = Model()
        model.hideOutput()
        model.setParam("lp/threads", 1)
        k = {s: model.addVar(vtype="I", lb=0, ub=c) for s, c in counts.items()}
        for u in block["cuts"]:
            odd = {s: bin(u & s).count("1") % 2 for s in counts}
            model.addCons(
                zero + quicksum(counts[s] - k[s] if odd[s] else k[s] for s in k)
                >= value + 1
            )
        model.optimize()
        assert model.getStatus() == "infeasible"
    print(
        f"\n{size(row)}: SCIP: no counts reach {value + 1} "
        f"({time.perf_counter() - start:.0f} s)"
    )


@pytest.mark.parametrize("row", PARAMS)
def test_highs_optimum_is_the_value(row):
    import highspy

    counts, zero, out, value, _, d = program(row)
    sigs = sorted(counts)
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("threads", 1)
    inf = highspy.kHighsInf
    # e_s = 2 t_s + (n_s mod 2), t_s an integer with |e_s| <= n_s
    for s in sigs:
        c = counts[s]
        h.addVar(-((c + 1) // 2), c // 2)
        h.changeColCost(h.getNumCol() - 1, 2.0)
        h.changeColIntegrality(h.getNumCol() - 1, highspy.HighsVarType.kInteger)
    rows = set()
    for w in range(1, 2**d):
        rows.add(tuple(i for i, s in enumerate(sigs) if bin(w & s).count("1") % 2))
    for row_ in sorted(rows):
        if row_:  # sum over S_w of e_s >= 0
            constant = sum(counts[sigs[i]] % 2 for i in row_)
            h.addRow(-constant, inf, len(row_), list(row_), [2.0] * len(row_))
    start = time.perf_counter()
    h.run()
    assert h.getModelStatus() == highspy.HighsModelStatus.kOptimal
    least = round(h.getInfo().objective_function_value) + sum(
        c % 2 for c in counts.values()
    )  # min of sum_s e_s
    total = sum(counts.values())
    bound = (2 * zero + out + total - least) // 2
    print(
        f"\n{size(row)}: HiGHS: least sum of surpluses {least}, "
        f"so no board above {bound} ({time.perf_counter() - start:.0f} s)"
    )
    assert bound == value
