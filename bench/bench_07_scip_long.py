"""One long SCIP attempt on the two largest orphans of notebook 07, and the control run.

Writes data/07_scip_long.csv and data/07_scip_long.meta.json. Runs, one after the other:

* scip-nocuts (source 004's constraints, cutting planes off: the default of
  ``life_predecessor(..., method="scip")``) on Banks's 9 x 33 Garden of Eden (1971) and
  on Eker's 5 x 45 orphan, each stopped after LONG seconds;
* the control that separates formulation from solver: SCIP on the clause model (every
  clause of ``life_cell_clauses`` as a linear constraint "sum of literals >= 1", no other
  constraint) on GoE 6, with the settings of scip-nocuts (cutting planes off, the same
  seeds, one thread), stopped after CONTROL seconds, beside scip-nocuts on the same
  pattern with the same limit; and scip-nocuts on GoE 10.

Every run records SCIP's node count and what SCIP's symmetry detection found: the number
of generators, log10 of the order of the group they generate, and the number of variables
the symmetry moves (SCIP's statistics, "#affected vars").

A time is the wall time of building the model and solving it (one thread, fixed seeds).
Takes about LONG * 2 + 100 seconds (about 22 minutes).
"""

from __future__ import annotations

import re
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench_07_life import read_pattern  # noqa: E402
from benchlib import write_results  # noqa: E402

import lightsout_helpers as lo  # noqa: E402

LONG = 600.0
CONTROL = 180.0
RUNS = [  # label, pattern file, model, limit
    ("GoE 6", "07_goe6.txt", "clauses", CONTROL),
    ("GoE 6", "07_goe6.txt", "bigm", CONTROL),
    ("GoE 10", "07_goe10_eker.rle", "bigm", CONTROL),
    ("GoE 1", "07_goe1_banks.rle", "bigm", LONG),
    ("5 x 45", "07_goe5x45_eker.rle", "bigm", LONG),
]


def clause_model(target, mask):
    """SCIP model with one linear constraint per clause of the SAT encoding."""
    from pyscipopt import Model, quicksum

    clauses, rows, cols = lo.life.life_cnf(target, mask)
    model = Model("life-clauses")
    model.hideOutput()
    for key in ("randomseedshift", "permutationseed", "lpseed"):
        model.setParam(f"randomization/{key}", 0)
    model.setParam("lp/threads", 1)
    model.setParam("parallel/maxnthreads", 1)
    model.setParam("separating/maxrounds", 0)  # as scip-nocuts: cutting planes off
    model.setParam("separating/maxroundsroot", 0)
    x = [model.addVar(vtype="B", name=f"x_{k}") for k in range(rows * cols)]
    for clause in clauses:
        model.addCons(
            quicksum(x[lit - 1] if lit > 0 else 1 - x[-lit - 1] for lit in clause) >= 1
        )
    return model


def symmetry_found(log: str, statistics: str):
    """(generators, log10 of the group order, affected variables) from SCIP's output."""
    found = re.search(
        r"(\d+) generators found .*?log10 of symmetry group size: ([\d.]+)", log
    )
    affected = re.search(r"#affected vars\s*:\s*(\d+)", statistics)
    return (
        int(found.group(1)) if found else 0,
        float(found.group(2)) if found else 0.0,
        int(affected.group(1)) if affected else 0,
    )


def run(name, kind, limit):
    pattern, defined = read_pattern(name)
    start = time.perf_counter()
    target, mask = lo.life.life_target(pattern, 1, False, defined)
    if kind == "clauses":
        model = clause_model(target, mask)
    else:
        model, _ = lo.life._life_model(target, mask, "bigm", cuts=False)
    model.setParam("limits/time", limit)
    with tempfile.TemporaryDirectory() as tmp:
        log, statistics = Path(tmp, "scip.log"), Path(tmp, "statistics.txt")
        model.setLogfile(str(log))
        model.optimize()
        seconds = time.perf_counter() - start
        model.writeStatistics(str(statistics))
        symmetry = symmetry_found(log.read_text(), statistics.read_text())
    status = model.getStatus()
    if model.getNSols() > 0:
        status = "parent"
    return (status, round(seconds, 1), model.getNNodes(), *symmetry)


def main():
    header = ["case", "pattern", "model", "time_limit", "status", "seconds", "nodes"]
    header += ["sym_generators", "sym_log10_order", "sym_affected_vars"]
    rows = []
    t0 = time.perf_counter()
    for label, name, kind, limit in RUNS:
        rows.append([label, name, kind, limit, *run(name, kind, limit)])
        print(rows[-1], flush=True)
    write_results(
        "07_scip_long",
        header,
        rows,
        timed=[lo.life.life_target, lo.life._life_model, lo.life.life_cnf],
        notes=f"{len(rows)} runs in {time.perf_counter() - t0:.0f} s",
    )


if __name__ == "__main__":
    main()
