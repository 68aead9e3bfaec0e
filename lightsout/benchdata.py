"""The benchmarks' results as the notebooks read them: data/NAME.csv and its meta file.

``make bench`` writes each (bench/benchlib.py); the notebooks only read them, through
``read_benchmark``, so that every chapter quotes the machine and date the same way.
Introduced in notebook 02; used by 02, 04-07, 09 and 10.
"""

from __future__ import annotations

import csv
import json
from typing import NamedTuple

from .validation import DATA_DIR


class Benchmark(NamedTuple):
    """The rows of data/NAME.csv (dicts of strings), its meta file, and a one-line
    description of the machine and date of the run."""

    rows: list[dict]
    meta: dict
    machine: str


def read_benchmark(name: str) -> Benchmark:
    """The results of ``make bench B=NAME``: ``data/NAME.csv`` and ``data/NAME.meta.json``
    (notebook 02). ``machine`` reads like "CPU model, 2 cores (2026-12-01)"."""
    if not isinstance(name, str) or not name or "/" in name or name.startswith("."):
        raise ValueError(
            f"name must be a benchmark's name like '04_nullity', got {name!r}"
        )
    csv_file, meta_file = DATA_DIR / f"{name}.csv", DATA_DIR / f"{name}.meta.json"
    for path in (csv_file, meta_file):
        if not path.is_file():
            raise ValueError(
                f"no benchmark {name!r}: {path.name} is not in data/ (`make bench B={name}`"
                " writes it)"
            )
    with csv_file.open(newline="") as handle:
        rows = list(csv.DictReader(handle))
    meta = json.loads(meta_file.read_text())
    cpu, cores = meta["machine"]["cpu"], meta["machine"]["cores"]
    return Benchmark(rows, meta, f"{cpu}, {cores} cores ({meta['date'][:10]})")
