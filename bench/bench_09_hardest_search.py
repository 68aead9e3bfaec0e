"""Benchmark of notebook 09: what the search for the open squares' hard boards costs; writes
data/09_hardest_search.csv and the chunk files data/09_hardest_chunks/MxN.json.

``lo.hardest_search`` runs one tabu search (``lo.tabu_search``) per seed, each a chunk, on a
Dask LocalCluster of 2 single-thread worker processes, for the three open squares of the
public table (19, 23, 30). The chunk files are written to a fresh folder (a file left from
an earlier run would be read, not searched, and time nothing) and copied to
data/09_hardest_chunks/ at the end, where ``tools/hardest_boards_09.py --search`` reads
them: the search is deterministic, so the tool finds the same boards without running it
again. Per size: the wall time, the sum of the chunks' run times, the best board's fewest
presses and the seed that found it. One run each (minutes in all).
Run: ``make bench B=09_hardest_search``.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchlib import write_results  # noqa: E402

import lightsout_helpers as lo  # noqa: E402
from lightsout import hardsearch  # noqa: E402

SEARCHES = [(19, 8, 10000), (23, 8, 10000), (30, 8, 10000)]  # (n, seeds, iterations)
WORKERS = 2


def main() -> None:
    lo.nullity(3, 3)  # import Sage before timing anything
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for n, seeds, iterations in SEARCHES:
            lo.QuietClasses(n, n)  # the classes, once, outside the time
            path = Path(folder) / f"{n}x{n}.json"
            t0 = time.perf_counter()
            r = lo.hardest_search(
                n,
                n,
                seeds=seeds,
                iterations=iterations,
                chunk_file=path,
                scheduler="local",
                workers=WORKERS,
            )
            wall = time.perf_counter() - t0
            exact, _ = lo.coset_fewest_presses(
                lo.QuietClasses(n, n).pattern(list(r.counts))
            )
            ok = exact == r.presses
            rows.append(
                (n, n, lo.nullity(n, n), seeds, iterations, WORKERS, r.presses, r.seed,
                 f"{wall:.1f}", f"{r.seconds:.1f}", ok)
            )  # fmt: skip
            print(f"{n} x {n}: {r.presses} (seed {r.seed}) in {wall:.0f} s", flush=True)
            if not ok:
                raise SystemExit(f"{n} x {n}: the coset search disagrees ({exact})")
        target = hardsearch.CHUNK_DIR
        target.mkdir(parents=True, exist_ok=True)
        for path in Path(folder).glob("*.json"):
            shutil.copy(path, target / path.name)
    write_results(
        "09_hardest_search",
        [
            "m",
            "n",
            "nullity",
            "seeds",
            "iterations",
            "workers",
            "presses",
            "seed",
            "wall_seconds",
            "chunk_seconds",
            "verified",
        ],
        rows,
        timed=[hardsearch.hardest_search, hardsearch._run_chunk],
        notes="one run each; Dask LocalCluster of 2 single-thread worker processes",
    )


if __name__ == "__main__":
    main()
