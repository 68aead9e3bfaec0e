"""Compute OEIS A075464 (fewest presses for the all-ones n x n board) and its b-file.

Two jobs:

* ``python tools/a075464_search.py N [--scheduler ADDRESS] [--chunks K] [--resume]``
  searches the all-ones N x N board with ``lightsout.allones.allones_min_presses`` in chunks,
  recording each finished chunk in data/10_a075464_chunks/nN.json (so a stopped search
  resumes with --resume), and writes the term into data/10_a075464_terms.csv. The chunks run
  on a Dask LocalCluster of --workers processes (default 2), on the Dask cluster whose
  scheduler address is given (``--scheduler tcp://host:8786``), or here with ``--serial``.
* ``python tools/a075464_search.py --table`` fills data/10_a075464_terms.csv for n = 1..78
  (nullity <= 32 by ``lo.min_presses``; above, from a finished chunk file), writes the b-file
  data/10_b075464.txt and compares its size and SHA-256 with the OEIS pointer
  data/10_b075464_pointer.txt.

Long runs: prefix ``nice -n 19``. The terms file keeps, for each n, the nullity, the fewest
presses, how they were found, the wall time (an informal note, not a benchmark) and a
witness: the press pattern, row-major, as a hexadecimal number of n*n bits.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import json
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import lightsout_helpers as lo  # noqa: E402
from lightsout import allones, newresults  # noqa: E402

TERMS = lo.DATA_DIR / "10_a075464_terms.csv"
BFILE = lo.DATA_DIR / "10_b075464.txt"
POINTER = lo.DATA_DIR / "10_b075464_pointer.txt"
LAST = 78
FIELDS = ["n", "nullity", "presses", "method", "seconds", "witness"]
BLANK_LINES = (
    2  # b075464.txt ends with two empty lines: only that format matched its hash
)


def read_terms() -> dict[int, dict]:
    if not TERMS.exists():
        return {}
    with open(TERMS, newline="") as f:
        return {int(r["n"]): r for r in csv.DictReader(f)}


def write_terms(rows: dict[int, dict]) -> None:
    tmp = TERMS.with_suffix(".csv.tmp")
    with open(tmp, "w", newline="") as f:
        w = csv.DictWriter(f, FIELDS, lineterminator="\n")
        w.writeheader()
        for n in sorted(rows):
            w.writerow({k: rows[n][k] for k in FIELDS})
    tmp.replace(TERMS)


def recorded_chunks(path: Path) -> int:
    """How many chunks the chunk file ``path`` records; ValueError naming it if corrupt."""
    try:
        data = json.loads(path.read_text())
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
        raise ValueError(
            f"chunk file {path} is corrupt or unreadable ({err}); delete it to start again"
        ) from None
    if not isinstance(data, dict) or not isinstance(data.get("done"), dict):
        raise ValueError(
            f"chunk file {path} is corrupt: no 'done' table; delete it to start again"
        )
    return len(data["done"])


def search(n: int, args) -> dict:
    path = allones.CHUNK_DIR / f"n{n}.json"
    if path.exists() and not args.resume:
        done = recorded_chunks(path)
        raise SystemExit(
            f"{path} exists ({done} chunks done): pass --resume to continue, or delete it"
        )
    plan = allones.allones_plan(n, args.orbits)
    print(
        f"n = {n}: nullity {plan.nullity}; {len(plan.outer_cells)} cells fixed "
        f"({plan.outer_rank} independent values), {plan.representatives} patterns "
        f"searched, each over 2**{plan.inner_dimension} solutions",
        flush=True,
    )
    scheduler = None if args.serial else (args.scheduler or "local")
    t0 = time.perf_counter()
    result = allones.allones_min_presses(
        n,
        orbits=args.orbits,
        chunks=args.chunks,
        chunk_file=path,
        scheduler=scheduler,
        workers=args.workers,
        progress=True,
    )
    seconds = time.perf_counter() - t0
    print(f"{result} (this run {seconds:.0f} s)", flush=True)
    return {
        "n": n,
        "nullity": result.nullity,
        "presses": result.presses,
        "method": f"allones_min_presses(orbits={len(plan.outer_cells) // 8})",
        "seconds": f"{seconds:.1f}",
        "witness": allones._to_hex(result.witness),
    }


def table() -> None:
    rows = read_terms()
    missing = []
    for n in range(1, LAST + 1):
        if n in rows:
            continue
        d = lo.nullity(n, n)
        if d > lo.gf2.MIN_PRESSES_MAX_NULLITY:
            missing.append(f"n = {n} (nullity {d}): run `{Path(__file__).name} {n}`")
            continue
        t0 = time.perf_counter()
        x = lo.min_presses(np.ones((n, n), dtype=np.uint8))
        seconds = time.perf_counter() - t0
        rows[n] = {
            "n": n,
            "nullity": d,
            "presses": int(x.sum()),
            "method": "min_presses",
            "seconds": f"{seconds:.1f}",
            "witness": allones._to_hex(x),
        }
        print(f"n = {n}: nullity {d}, fewest presses {int(x.sum())}", flush=True)
        write_terms(rows)
    if missing:
        raise SystemExit("terms missing, no b-file written:\n" + "\n".join(missing))
    for (
        n,
        r,
    ) in rows.items():  # every witness switches the board off with that many presses
        x = allones._from_hex(r["witness"], n)
        assert int(x.sum()) == int(r["presses"]), n
        assert not lo.apply_presses(np.ones((n, n), dtype=np.uint8), x).any(), n
    terms = [int(rows[n]["presses"]) for n in range(1, LAST + 1)]
    data = newresults.bfile_bytes(terms, blank_lines=BLANK_LINES)
    BFILE.write_bytes(data)
    pointer = newresults.read_lfs_pointer(POINTER)
    digest = hashlib.sha256(data).hexdigest()
    print(f"{BFILE.name}: {len(data)} bytes, sha256 {digest}")
    print(f"OEIS pointer: {pointer['size']} bytes, {pointer['oid']}")
    print("MATCH" if newresults.matches_lfs_pointer(data, pointer) else "DIFFER")


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("n", nargs="*", type=int, help="board sides to search")
    p.add_argument("--scheduler", help="address of a Dask scheduler (default: local)")
    p.add_argument("--serial", action="store_true", help="run the chunks here, no Dask")
    p.add_argument("--workers", type=int, default=2, help="local Dask workers (2)")
    p.add_argument("--chunks", type=int, default=None, help="number of chunks (64)")
    p.add_argument("--orbits", type=int, default=None, help="orbits of 8 cells fixed")
    p.add_argument("--resume", action="store_true", help="continue a chunk file")
    p.add_argument("--table", action="store_true", help="terms 1..78 and the b-file")
    args = p.parse_args(argv)
    if not args.n and not args.table:
        p.error("give a board side n, or --table")
    try:
        run(args)
    except ValueError as err:  # bad input or a bad file: the message, no traceback
        raise SystemExit(f"{Path(__file__).name}: error: {err}") from None


def run(args) -> None:
    for n in args.n:
        row = search(n, args)
        if row["presses"] is not None:
            rows = read_terms()
            rows[n] = row
            write_terms(rows)
    if args.table:
        table()


if __name__ == "__main__":
    main()
