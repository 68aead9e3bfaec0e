"""Benchmarks know what they measured: every CSV that bench/ writes has a meta file, and the
fingerprint of the timed code in it still matches today's code (else: rerun the benchmark)."""

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
import benchlib  # noqa: E402

BENCHES = sorted(p.stem[len("bench_") :] for p in (ROOT / "bench").glob("bench_*.py"))


@pytest.mark.parametrize("name", BENCHES)
def test_benchmark_has_fresh_results(name):
    csv_file, meta_file = (
        ROOT / "data" / f"{name}.csv",
        ROOT / "data" / f"{name}.meta.json",
    )
    assert csv_file.exists(), f"data/{name}.csv is missing: run `make bench B={name}`"
    assert meta_file.exists(), (
        f"data/{name}.meta.json is missing: run `make bench B={name}`"
    )
    meta = json.loads(meta_file.read_text())
    for key in ("date", "machine", "versions", "command", "timed", "fingerprint"):
        assert key in meta, (
            f"data/{name}.meta.json has no {key!r}: run `make bench B={name}`"
        )
    assert meta["machine"].get("cores") and meta["machine"].get("cpu")
    today = benchlib.fingerprint(benchlib.timed_closure(meta["timed"]))
    assert meta["fingerprint"] == today, (
        f"the code timed by bench/bench_{name}.py changed since data/{name}.csv was measured "
        f"({meta['date']}): rerun it with `make bench B={name}` and commit data/{name}.*"
    )


def test_fingerprint_follows_the_code_it_covers():
    """The fingerprint reaches private helpers the timed function calls, and changes with them."""
    import lightsout_helpers as lo

    names = benchlib.timed_closure([lo.solve])
    assert "lightsout.solving:solve" in names
    assert "lightsout.validation:as_board" in names
    before = benchlib.fingerprint(names)
    assert benchlib.fingerprint(names) == before
    assert benchlib.fingerprint(names[:-1]) != before
