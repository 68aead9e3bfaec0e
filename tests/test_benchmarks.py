"""Benchmarks know what they measured: every CSV that bench/ writes has a meta file, the
code it timed is today's code (else: rerun the benchmark; a change only in what that code
calls is reported, see bench/benchlib.py for the rule), and the machine was quiet when it
ran (the load the meta file records, when it records one)."""

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
    """Stale (fails): a timed function changed. Reported (warns): only its callees did."""
    csv_file, meta_file = (
        ROOT / "data" / f"{name}.csv",
        ROOT / "data" / f"{name}.meta.json",
    )
    assert csv_file.exists(), f"data/{name}.csv is missing: run `make bench B={name}`"
    assert meta_file.exists(), (
        f"data/{name}.meta.json is missing: run `make bench B={name}`"
    )
    meta = json.loads(meta_file.read_text())
    for key in ("date", "machine", "versions", "command", "timed", "fingerprints"):
        assert key in meta, (
            f"data/{name}.meta.json has no {key!r}: run `make bench B={name}`"
        )
    assert meta["machine"].get("cores") and meta["machine"].get("cpu")
    stale, report = benchlib.staleness(meta)
    assert not stale, (
        f"the code timed by bench/bench_{name}.py changed since data/{name}.csv was"
        f" measured ({meta['date']}): {'; '.join(stale)}. Rerun it with"
        f" `make bench B={name}` on a quiet machine and commit data/{name}.*"
    )
    if report:
        warnings.warn(
            f"bench/bench_{name}.py: what its timed code calls changed since"
            f" data/{name}.csv was measured ({meta['date']}): {'; '.join(report)}. Its"
            f" figures predate that change; rerun `make bench B={name}` when it matters",
            stacklevel=1,
        )
    if "load" not in meta:  # written before benchlib recorded the load
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


# A module standing for the package: `timed` calls `helper`, reads LIMIT; `other` is unused.
FAKE = """
LIMIT = 10


def helper(x):
    return x + 1


def timed(x):
    \"\"\"The timed function.\"\"\"
    return helper(x) if x < LIMIT else x
"""


def _fake_module(tmp_path, monkeypatch, source, name="lightsout._fake_bench_mod"):
    import importlib
    import importlib.util

    path = tmp_path / f"{name.rsplit('.', 1)[1]}_{abs(hash(source))}.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, name, module)
    spec.loader.exec_module(module)
    importlib.invalidate_caches()
    return module


def _meta_of(tmp_path, monkeypatch, source):
    _fake_module(tmp_path, monkeypatch, source)
    timed = ["lightsout._fake_bench_mod:timed"]
    closure = benchlib.timed_closure(timed)
    return {"timed": timed, "fingerprints": benchlib.fingerprints(closure)}


def test_gate_fails_when_the_timed_function_itself_changes(tmp_path, monkeypatch):
    meta = _meta_of(tmp_path, monkeypatch, FAKE)
    assert sorted(meta["fingerprints"]) == [
        "lightsout._fake_bench_mod:LIMIT",
        "lightsout._fake_bench_mod:helper",
        "lightsout._fake_bench_mod:timed",
    ]
    assert benchlib.staleness(meta) == ([], [])
    # a docstring, a comment and the layout are not code
    _fake_module(
        tmp_path,
        monkeypatch,
        FAKE.replace('"""The timed function."""', "# timed").replace("x):", "x) :"),
    )
    assert benchlib.staleness(meta) == ([], [])
    _fake_module(tmp_path, monkeypatch, FAKE.replace("x < LIMIT", "x <= LIMIT"))
    stale, report = benchlib.staleness(meta)
    assert stale == ["lightsout._fake_bench_mod:timed changed"] and report == []
    _fake_module(tmp_path, monkeypatch, FAKE.replace("LIMIT = 10", "LIMIT = 11"))
    assert benchlib.staleness(meta)[0] == ["lightsout._fake_bench_mod:LIMIT changed"]


def test_gate_reports_a_changed_callee_without_failing(tmp_path, monkeypatch):
    meta = _meta_of(tmp_path, monkeypatch, FAKE)
    rewritten = FAKE.replace("return x + 1", "return 1 + x")  # same behaviour, new code
    _fake_module(tmp_path, monkeypatch, rewritten)
    assert benchlib.staleness(meta) == (
        [],
        ["lightsout._fake_bench_mod:helper changed"],
    )
    # a new callee is reported too, and the timed function's own change is what fails
    grown = (
        FAKE.replace("return x + 1", "return other(x)")
        + "\n\ndef other(x):\n    return x + 1\n"
    )
    _fake_module(tmp_path, monkeypatch, grown)
    stale, report = benchlib.staleness(meta)
    assert stale == [] and report == [
        "lightsout._fake_bench_mod:helper changed",
        "lightsout._fake_bench_mod:other is new",
    ]


def test_gate_on_the_real_package_a_callee_is_reported_a_timed_body_fails(monkeypatch):
    """validation.exact_int, rewritten with the same behaviour, leaves every benchmark
    fresh but reported; a changed body of a timed function (nullity) makes 04_nullity
    stale."""
    import lightsout.chasing as chasing
    import lightsout.validation as validation

    meta = json.loads((ROOT / "data" / "04_nullity.meta.json").read_text())
    assert "lightsout.validation:exact_int" in meta["fingerprints"]
    assert benchlib.staleness(meta) == ([], [])
    real = benchlib._normalised

    def edited(target, body):
        def normalised(src, *args):
            out = real(src, *args)
            return out + body if f"def {target}(" in src else out

        return normalised

    monkeypatch.setattr(benchlib, "_normalised", edited("exact_int", "# rewritten"))
    stale, report = benchlib.staleness(meta)
    assert stale == [] and report == ["lightsout.validation:exact_int changed"]
    assert validation.exact_int and chasing.nullity  # the names the edits stand for
    monkeypatch.setattr(benchlib, "_normalised", edited("nullity", "# new body"))
    stale, _ = benchlib.staleness(meta)
    assert "lightsout.chasing:nullity changed" in stale


def test_renaming_without_change_keeps_the_results_and_a_change_stays_seen(
    tmp_path, monkeypatch
):
    meta = _meta_of(tmp_path, monkeypatch, FAKE)
    meta.update(fingerprint="x", fingerprint_covers=sorted(meta["fingerprints"]))
    (tmp_path / "fake.meta.json").write_text(json.dumps(meta))
    _fake_module(tmp_path, monkeypatch, FAKE.replace("helper", "_helper"))
    old, new = "lightsout._fake_bench_mod:helper", "lightsout._fake_bench_mod:_helper"
    assert benchlib.rename({old: new}, tmp_path) == ["fake.meta.json"]
    renamed = json.loads((tmp_path / "fake.meta.json").read_text())
    assert new in renamed["fingerprints"] and old not in renamed["fingerprints"]
    assert benchlib.staleness(renamed) == ([], [])
    # renamed and changed: the caller's record follows the name, the change stays seen
    _fake_module(
        tmp_path, monkeypatch, FAKE.replace("helper", "_h2").replace("+ 1", "+ 2")
    )
    benchlib.rename({new: "lightsout._fake_bench_mod:_h2"}, tmp_path)
    again = json.loads((tmp_path / "fake.meta.json").read_text())
    assert benchlib.staleness(again) == ([], ["lightsout._fake_bench_mod:_h2 changed"])


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


def test_read_benchmark_reads_the_csv_and_names_the_machine():
    import csv

    import lightsout_helpers as lo

    bench = lo.read_benchmark("04_nullity")
    with (ROOT / "data" / "04_nullity.csv").open(newline="") as handle:
        assert bench.rows == list(csv.DictReader(handle))
    assert bench.meta == json.loads(
        (ROOT / "data" / "04_nullity.meta.json").read_text()
    )
    cpu, date = bench.meta["machine"]["cpu"], bench.meta["date"][:10]
    assert bench.machine == f"{cpu}, {bench.meta['machine']['cores']} cores ({date})"
    for bad in ("no_such_bench", "../README", "", 4):
        with pytest.raises(ValueError, match="benchmark"):
            lo.read_benchmark(bad)
