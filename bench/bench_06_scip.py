"""Benchmark of notebook 06: SCIP on n x n boards; writes data/06_scip_benchmark.csv.

Source 000's timing study, redone: for n = 3..25 and seeds 100n, 100n+1, 100n+2 (so the
3 x 3, 4 x 4 and 5 x 5 boards are those of its nine-board table), the board
`random_solvable_board(n, n, seed)` is solved by source 000's model with objective 0
("feasibility") and with the number of presses minimised ("minimum"), each with a 5 s
limit, as the source did. Beside them, on the same boards, the exact GF(2) search
`min_presses` (notebook 02) and the stronger kernel-coordinate model `scip_solve_reduced`
with a 20 s limit; those two also run for n = 26..30. Times are wall seconds of
`Model.optimize()` (SCIP) or of the whole call (min_presses). Every pattern returned is
checked by the helpers with `apply_presses`. Run with `make bench` (about 6 minutes).
"""

import csv
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import lightsout_helpers as lo  # noqa: E402

OUT = lo.DATA_DIR / "06_scip_benchmark.csv"
SIZES_SOURCE = range(3, 26)  # source 000's model
SIZES_ALL = range(3, 31)  # min_presses and the reduced model
OFFSETS = (0, 1, 2)
CUTOFF = 5.0  # source 000's cut-off
CUTOFF_REDUCED = 20.0  # the goal for the stronger model
FIELDS = ["n", "cells", "seed", "nullity", "method", "status", "proven_optimal",
          "presses", "seconds", "min_presses"]


def main() -> None:
    rows = []
    for n in SIZES_ALL:
        nullity = len(lo.quiet_patterns(n, n))
        for offset in OFFSETS:
            seed = 100 * n + offset
            board = lo.random_solvable_board(n, n, seed)
            start = time.perf_counter()
            best = lo.min_presses(board)
            gf2_seconds = time.perf_counter() - start
            assert not lo.apply_presses(board, best).any()
            minimum = int(best.sum())
            base = {"n": n, "cells": n * n, "seed": seed, "nullity": nullity, "min_presses": minimum}
            rows.append({**base, "method": "min_presses", "status": "exact", "proven_optimal": True,
                         "presses": minimum, "seconds": gf2_seconds})
            runs = []
            if n in SIZES_SOURCE:
                runs.append(("feasibility", lambda: lo.scip_solve(board, minimize=False, time_limit=CUTOFF)))
                runs.append(("minimum", lambda: lo.scip_solve(board, minimize=True, time_limit=CUTOFF)))
            runs.append(("reduced", lambda: lo.scip_solve_reduced(board, time_limit=CUTOFF_REDUCED)))
            for method, run in runs:
                result = run()
                presses = None if result.presses is None else int(result.presses.sum())
                if result.proven_optimal:
                    assert presses == minimum, (n, seed, method, presses, minimum)
                if presses is not None:
                    assert presses >= minimum
                rows.append({**base, "method": method, "status": result.status,
                             "proven_optimal": result.proven_optimal, "presses": presses,
                             "seconds": result.seconds})
                print(f"n={n:2d} seed={seed} {method:11s} {result.status:9s} "
                      f"presses={presses} min={minimum} {result.seconds:6.2f} s", flush=True)
    with open(OUT, "w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=FIELDS, lineterminator="\n")
        writer.writeheader()
        for row in rows:
            writer.writerow({**row, "seconds": f"{row['seconds']:.4f}",
                             "presses": "" if row["presses"] is None else row["presses"]})
    print(f"wrote {len(rows)} rows to {OUT}")


if __name__ == "__main__":
    main()
