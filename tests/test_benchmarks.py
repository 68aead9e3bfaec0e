"""Benchmarks know what they measured: every CSV that bench/ writes has a meta file, the
fingerprint of the timed code in it still matches today's code (else: rerun the benchmark),
and the machine was quiet when it ran (the load the meta file records, when it records one)."""

import json
import sys
import warnings
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
    if "load" not in meta:  # written before benchlib recorded the load (issue 34)
        warnings.warn(
            f"data/{name}.meta.json ({meta['date']}): load not recorded; it was written"
            " before benchmarks recorded the load, so nothing says the machine was quiet"
            f" (`make bench B={name}` records it)",
            stacklevel=1,
        )
        return
    problem = benchlib.load_problem(meta["load"])
    assert problem is None, (
        f"data/{name}.csv was measured under load ({meta['date']}): {problem}. Rerun it"
        f" on a quiet machine with `make bench B={name}` and commit data/{name}.*"
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


def _fake_bench(tmp_path, monkeypatch, before, after):
    monkeypatch.setattr(benchlib, "DATA", tmp_path / "data")
    monkeypatch.setattr(benchlib, "REJECTED", tmp_path / "rejected")
    (tmp_path / "data").mkdir()
    monkeypatch.setattr(
        benchlib, "STARTED", {"load_1min": before, "cores": 2, "at": "t0"}
    )
    monkeypatch.setattr(
        benchlib, "load_now", lambda: {"load_1min": after, "cores": 2, "at": "t1"}
    )
    import lightsout_helpers as lo

    return lambda: benchlib.write_results(
        "fake", ["a"], [[1]], timed=[lo.nullity], notes="test"
    )


def test_results_measured_on_a_quiet_machine_are_written_with_their_load(
    tmp_path, monkeypatch
):
    write = _fake_bench(tmp_path, monkeypatch, 0.4, 2.5)
    write()
    meta = json.loads((tmp_path / "data" / "fake.meta.json").read_text())
    assert meta["load"]["before"]["load_1min"] == 0.4
    assert meta["load"]["after"] == {"load_1min": 2.5, "cores": 2, "at": "t1"}
    assert benchlib.load_problem(meta["load"]) is None
    assert (tmp_path / "data" / "fake.csv").read_text() == "a\n1\n"


@pytest.mark.parametrize("before, after", [(2.6, 1.0), (0.5, 14.0)])
def test_results_measured_under_load_are_refused(tmp_path, monkeypatch, before, after):
    write = _fake_bench(tmp_path, monkeypatch, before, after)
    with pytest.raises(SystemExit, match="results refused.*more than its 2 cores"):
        write()
    assert list((tmp_path / "data").iterdir()) == []  # data/ untouched
    meta = json.loads((tmp_path / "rejected" / "fake.meta.json").read_text())
    problem = benchlib.load_problem(meta["load"])
    assert problem is not None and ("before" if before > 2.5 else "after") in problem


def test_a_meta_that_records_a_high_load_is_reported_stale():
    quiet = {"load_1min": 1.9, "cores": 2}
    assert benchlib.load_problem({"before": quiet, "after": quiet}) is None
    busy = {"load_1min": 14.38, "cores": 2}
    assert "14.38 after the run" in benchlib.load_problem(
        {"before": quiet, "after": busy}
    )
    assert "no load recorded before" in benchlib.load_problem({"after": quiet})
