"""Benchmark of notebook 07: proving Gardens of Eden with SCIP, source 004's model with SCIP settings and tightened constraints.

Runs every configuration on the same patterns in the same process, one after another, and
writes data/07_life_benchmark.csv (columns documented in data/README.md). Configurations:

* source: source 004's constraints ("bigm"), SCIP's default settings (cutting planes on);
* fast: the same constraints, cutting planes off (the default of life_predecessor);
* fast-nosym: as fast, with SCIP's symmetry handling off;
* tight: the tightened constraints ("tight"), cutting planes on;
* tight-nocuts: the tightened constraints, cutting planes off.

Each run is repeated REPEATS times; SCIP is deterministic here (one thread, fixed seeds), so
the node counts repeat exactly and only the seconds vary. Takes about 5 minutes.
"""

import csv
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import lightsout_helpers as lo  # noqa: E402

REPEATS = 2
TIME_LIMIT = 120.0
CONFIGS = {
    "source": ("bigm", True, True),
    "fast": ("bigm", False, True),
    "fast-nosym": ("bigm", False, False),
    "tight": ("tight", True, True),
    "tight-nocuts": ("tight", False, True),
}
CASES = [  # pattern file, margin, exact
    ("07_goe6.txt", 1, False),
    ("07_source004_8x12.txt", 1, True),
]


def run(pattern, margin, exact, constraints, cuts, symmetry):
    start = time.perf_counter()
    target, mask = lo.life._life_target(pattern, margin, exact)
    model, x = lo.life._life_model(target, mask, constraints, cuts=cuts)
    if not symmetry:
        model.setParam("misc/usesymmetry", 0)
    model.setParam("limits/time", TIME_LIMIT)
    model.optimize()
    seconds = time.perf_counter() - start
    status = model.getStatus()
    if model.getNSols() > 0:
        sol = model.getBestSol()
        parent = np.array([[round(model.getSolVal(sol, v)) for v in row] for row in x], dtype=np.uint8)
        assert np.array_equal(lo.life_step(parent)[mask], target[mask])
        status = "parent"
    return status, seconds, model.getNNodes()


def main():
    out = lo.DATA_DIR / "07_life_benchmark.csv"
    rows = []
    for name, margin, exact in CASES:
        pattern = lo.parse_life((lo.DATA_DIR / name).read_text())
        for repeat in range(1, REPEATS + 1):
            for config, (constraints, cuts, symmetry) in CONFIGS.items():
                status, seconds, nodes = run(pattern, margin, exact, constraints, cuts, symmetry)
                row = dict(pattern=name, margin=margin, exact=exact, config=config, constraints=constraints,
                           cuts=cuts, symmetry=symmetry, repeat=repeat, status=status,
                           seconds=round(seconds, 3), nodes=nodes)
                rows.append(row)
                print(row, flush=True)
    with out.open("w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    print("wrote", out)


if __name__ == "__main__":
    main()
