"""Benchmark of notebook 07: SCIP against SAT on the predecessor searches of the book.

Writes data/07_life.csv and data/07_life.meta.json (columns documented in data/README.md).
Every run is a row; each case is run REPEATS times with the configurations in turn, so that a
change of load on the machine hits every configuration alike. Configurations:

* scip-defaults: source 004's constraints, SCIP's default settings (cutting planes on);
  ``life_predecessor(..., method="scip", formulation="source")``. Source 004 itself solved
  its model with PuLP's default solver, CBC, not with SCIP;
* scip-nocuts: the same constraints, SCIP's cutting planes off (the default of
  ``life_predecessor(..., method="scip")``);
* scip-nocuts-nosym: as scip-nocuts, SCIP's symmetry handling off too;
* scip-tight-nocuts: the tightened constraints, cutting planes off;
* sat: the clauses of ``life_cell_clauses`` solved by CaDiCaL 1.9.5 (``method="sat"``).

A time is the wall time of building the model and solving it (one thread, fixed seeds); the
parent found is checked with life_step afterwards, outside the timing. SCIP's node counts are
deterministic here, only the seconds vary. Banks's 9 x 33 and Eker's 5 x 45 patterns get one
SCIP attempt each, stopped after SCIP_ATTEMPT seconds. Takes about 5 minutes on 2 cores.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchlib import write_results  # noqa: E402

import lightsout_helpers as lo  # noqa: E402

REPEATS = 3
TIME_LIMIT = 120.0
SCIP_ATTEMPT = 30.0
CONFIGS = {  # name: (method, constraints, cutting planes, symmetry handling)
    "scip-defaults": ("scip", "bigm", True, True),
    "scip-nocuts": ("scip", "bigm", False, True),
    "scip-nocuts-nosym": ("scip", "bigm", False, False),
    "scip-tight-nocuts": ("scip", "tight", False, True),
    "sat": ("sat", None, None, None),
}
CASES = [  # label, pattern file, margin, exact, configurations run REPEATS times
    ("GoE 6", "07_goe6.txt", 1, False, list(CONFIGS)),
    ("source 8 x 12, exact", "07_source004_8x12.txt", 1, True, ["scip-nocuts", "sat"]),
    ("GoE 5", "07_goe5_beluchenko.rle", 1, False, ["scip-nocuts", "sat"]),
    ("GoE 10", "07_goe10_eker.rle", 1, False, ["scip-nocuts", "sat"]),
    ("GoE 10 orphan", "07_goe10_orphan_eker.rle", 1, False, ["scip-nocuts", "sat"]),
    ("GoE 1", "07_goe1_banks.rle", 1, False, ["sat"]),
    ("5 x 45", "07_goe5x45_eker.rle", 1, False, ["sat"]),
]
ATTEMPTS = [
    "GoE 1",
    "5 x 45",
]  # one scip-nocuts run each, stopped after SCIP_ATTEMPT seconds


def read_pattern(name):
    """(pattern, defined) of a data file; a LifeHistory RLE marks required dead cells B, free cells '.'."""
    text = (lo.DATA_DIR / name).read_text()
    if "LifeHistory" not in text:
        return lo.parse_life(text), None
    body = "\n".join(
        line for line in text.splitlines() if not line.startswith(("#", "x"))
    )
    alive = lo.parse_life(body.replace("A", "o").replace("B", "b").replace(".", "b"))
    defined = lo.parse_life(body.replace("A", "o").replace("B", "o").replace(".", "b"))
    return alive, defined


def run(pattern, defined, margin, exact, config, limit):
    method, constraints, cuts, symmetry = CONFIGS[config]
    nodes = ""
    start = time.perf_counter()
    target, mask = lo.life.life_target(pattern, margin, exact, defined)
    if method == "sat":
        parent, decided = lo.life._solve_sat(target, mask, limit)
        seconds = time.perf_counter() - start
        status = (
            "timelimit"
            if not decided
            else ("infeasible" if parent is None else "parent")
        )
    else:
        model, x = lo.life._life_model(target, mask, constraints, cuts=cuts)
        if not symmetry:
            model.setParam("misc/usesymmetry", 0)
        model.setParam("limits/time", limit)
        model.optimize()
        seconds = time.perf_counter() - start
        status, nodes, parent = model.getStatus(), model.getNNodes(), None
        if model.getNSols() > 0:
            sol = model.getBestSol()
            parent = np.array(
                [[round(model.getSolVal(sol, v)) for v in row] for row in x],
                dtype=np.uint8,
            )
            status = "parent"
    if parent is not None:
        assert np.array_equal(lo.life_step(parent)[mask], target[mask])
    return status, seconds, nodes


def main():
    header = [
        "case",
        "pattern",
        "margin",
        "exact",
        "defined_cells",
        "config",
        "method",
        "constraints",
        "cuts",
        "symmetry",
        "repeat",
        "time_limit",
        "status",
        "seconds",
        "nodes",
    ]
    rows = []
    cases = {label: (name, margin, exact) for label, name, margin, exact, _ in CASES}
    plan = [
        (repeat, label, config)
        for repeat in range(1, REPEATS + 1)
        for label, _, _, _, configs in CASES
        for config in configs
    ]
    plan += [(1, label, "scip-nocuts") for label in ATTEMPTS]
    t0 = time.perf_counter()
    for repeat, label, config in plan:
        name, margin, exact = cases[label]
        pattern, defined = read_pattern(name)
        limit = SCIP_ATTEMPT if (label in ATTEMPTS and config != "sat") else TIME_LIMIT
        status, seconds, nodes = run(pattern, defined, margin, exact, config, limit)
        method, constraints, cuts, symmetry = CONFIGS[config]
        row = [
            label,
            name,
            margin,
            exact,
            int(pattern.size if defined is None else defined.sum()),
            config,
            method,
            constraints or "",
            "" if cuts is None else cuts,
            "" if symmetry is None else symmetry,
            repeat,
            limit,
            status,
            round(seconds, 3),
            nodes,
        ]
        rows.append(row)
        print(row, flush=True)
    write_results(
        "07_life",
        header,
        rows,
        timed=[lo.life.life_target, lo.life._life_model, lo.life._solve_sat],
        notes=f"{len(rows)} runs in {time.perf_counter() - t0:.0f} s",
    )


if __name__ == "__main__":
    main()
