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
    """Stale (fails): a timed function changed. Reported (warns): only its callees did,
    and the maintainer has not recorded that the figures stand with their code of today."""
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
    failure, warning = benchlib.freshness(name, meta)
    assert failure is None, failure
    if warning:
        warnings.warn(warning, stacklevel=1)
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


def test_an_accepted_callee_is_silent_until_it_changes_again(tmp_path, monkeypatch):
    """The maintainer's word (an ``accepted`` entry) silences the reported callee for the
    code it names only; it never covers a change of the timed function itself."""
    meta = _meta_of(tmp_path, monkeypatch, FAKE)
    meta.update(benchmark="fake", date="2026-12-01T00:00:00+00:00")
    helper, timed = (
        "lightsout._fake_bench_mod:helper",
        "lightsout._fake_bench_mod:timed",
    )
    with pytest.raises(ValueError, match="nothing reported"):
        benchlib.acceptance(meta, "no change")
    _fake_module(tmp_path, monkeypatch, FAKE.replace("return x + 1", "return 1 + x"))
    assert benchlib.staleness(meta) == ([], [f"{helper} changed"])
    with pytest.raises(ValueError, match="why"):
        benchlib.acceptance(meta, " ")
    entry = benchlib.acceptance(meta, "same sum, operands swapped", commit="abc")
    assert entry["fingerprints"] == benchlib.fingerprints([helper])
    assert (entry["commit"], entry["by"]) == ("abc", "maintainer") and entry["date"]
    meta["accepted"] = [entry]
    assert benchlib.staleness(meta) == ([], [])
    assert benchlib.freshness("fake", meta) == (None, None)
    # changed again: reported again, and a second entry can accept that code in turn
    _fake_module(tmp_path, monkeypatch, FAKE.replace("return x + 1", "return x + 2"))
    assert benchlib.staleness(meta) == ([], [f"{helper} changed"])
    _, warning = benchlib.freshness("fake", meta)
    assert f"{helper} changed" in warning and "--accept fake" in warning
    meta["accepted"].append(benchlib.acceptance(meta, "reviewed again"))
    assert benchlib.staleness(meta) == ([], [])
    # the timed function's own change: an entry naming it is ignored, --accept refuses
    edited = FAKE.replace("return x + 1", "return x + 2").replace(
        "x < LIMIT", "x <= LIMIT"
    )
    _fake_module(tmp_path, monkeypatch, edited)
    meta["accepted"].append(
        {"fingerprints": benchlib.fingerprints([timed]), "by": "maintainer"}
    )
    assert benchlib.staleness(meta) == ([f"{timed} changed"], [])
    failure, _ = benchlib.freshness("fake", meta)
    assert f"{timed} changed" in failure and "make bench B=fake" in failure
    with pytest.raises(ValueError, match="stale.*rerun"):
        benchlib.acceptance(meta, "it is fine")


# The rule on the real package, checked on a copy of it against the meta files as recorded:
# the tree itself is neither edited nor assumed unchanged (a contributor's change to a callee
# must not turn this test red; that change is what the rule lets through with a warning).
VERDICTS = """
import json, sys
from pathlib import Path
import benchlib, lightsout
copy, data = Path(sys.argv[1]).resolve(), Path(sys.argv[2])
assert Path(lightsout.__file__).resolve().is_relative_to(copy), lightsout.__file__
out = {}
for path in sorted(data.glob("*.meta.json")):
    name = path.name[: -len(".meta.json")]
    out[name] = benchlib.freshness(name, json.loads(path.read_text()))
print(json.dumps(out))
"""


def _edit(path, function, statement="pass  # edited by tests/test_benchmarks.py"):
    """Insert ``statement`` at the start of ``function``'s body (after its docstring): a
    change of its code that keeps its behaviour, as any behaviour-neutral rewrite does."""
    import ast

    source = path.read_text()
    node = next(
        n
        for n in ast.walk(ast.parse(source))
        if isinstance(n, ast.FunctionDef) and n.name == function
    )
    first = node.body[0]
    has_doc = isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
    at = first.end_lineno if has_doc else first.lineno - 1
    lines = source.splitlines(keepends=True)
    lines.insert(at, " " * first.col_offset + statement + "\n")
    path.write_text("".join(lines))


def _verdicts_on_a_copy(folder, edits):
    """Start a process on a copy of the package with ``edits`` ((module file, function)
    pairs) applied; it returns the gate's verdict on every meta file of data/."""
    import os
    import shutil
    import subprocess

    shutil.copytree(
        ROOT / "lightsout",
        folder / "lightsout",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    shutil.copy(ROOT / "lightsout_helpers.py", folder)
    (folder / "figures").mkdir()  # the style the package loads on import
    shutil.copy(ROOT / "figures" / "lightsout.mplstyle", folder / "figures")
    for module, function in edits:
        _edit(folder / "lightsout" / module, function)
    path = os.pathsep.join([str(folder), str(ROOT / "bench")])
    return subprocess.Popen(
        [sys.executable, "-c", VERDICTS, str(folder), str(ROOT / "data")],
        cwd=folder,
        env={**os.environ, "PYTHONPATH": path},
        stdout=subprocess.PIPE,
        text=True,
    )


def test_gate_on_a_copy_of_the_package_a_callee_is_reported_a_timed_body_fails(
    tmp_path,
):
    """validation.exact_int rewritten with the same behaviour: every benchmark that reaches
    it warns, naming it, and none fails that did not fail before; an accepted callee
    (coset.reduce_into) changed again is reported again; a changed body of a timed function
    (chasing.nullity) fails 04_nullity and names `make bench B=04_nullity`."""
    variants = {
        "as is": [],
        "callees": [("validation.py", "exact_int"), ("coset.py", "reduce_into")],
        "timed": [("chasing.py", "nullity")],
    }
    runs = {}
    for number, (variant, edits) in enumerate(variants.items()):
        (tmp_path / str(number)).mkdir()
        runs[variant] = _verdicts_on_a_copy(tmp_path / str(number), edits)
    verdicts = {}
    for variant, run in runs.items():
        out, _ = run.communicate(timeout=600)
        assert run.returncode == 0, f"{variant}: exit {run.returncode}"
        verdicts[variant] = json.loads(out)
    metas = {
        name: json.loads((ROOT / "data" / f"{name}.meta.json").read_text())
        for name in verdicts["as is"]
    }

    def reaching(name):
        return [b for b, meta in metas.items() if name in meta["fingerprints"]]

    exact_int = "lightsout.validation:exact_int"
    assert "04_nullity" in reaching(exact_int)
    for bench, (failure, warning) in verdicts["callees"].items():
        assert failure == verdicts["as is"][bench][0], bench  # no new failure
        if bench in reaching(exact_int):
            assert f"bench/bench_{bench}.py" in warning
            assert f"{exact_int} changed" in warning
        else:
            assert exact_int not in (warning or ""), bench
    reduce_into = "lightsout.coset:reduce_into"
    accepting = [
        b for b, meta in metas.items() if reduce_into in benchlib.accepted(meta)
    ]
    # (while a meta file accepts it: rerunning those benchmarks drops their entries)
    for bench in accepting:
        assert f"{reduce_into} changed" in verdicts["callees"][bench][1], bench
    nullity = "lightsout.chasing:nullity"
    for bench, (failure, warning) in verdicts["timed"].items():
        if nullity in metas[bench]["timed"]:
            assert f"{nullity} changed" in failure
            assert f"`make bench B={bench}`" in failure
        else:  # a callee there, if it is reached at all: reported, not failed
            assert failure == verdicts["as is"][bench][0], bench
            if nullity in metas[bench]["fingerprints"]:
                assert f"{nullity} changed" in warning
    assert nullity in metas["04_nullity"]["timed"]
    assert verdicts["timed"]["04_nullity"][0] is not None


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


def test_renaming_keeps_what_the_maintainer_accepted(tmp_path, monkeypatch):
    meta = _meta_of(tmp_path, monkeypatch, FAKE)
    meta.update(fingerprint="x", fingerprint_covers=sorted(meta["fingerprints"]))
    _fake_module(tmp_path, monkeypatch, FAKE.replace("return x + 1", "return 1 + x"))
    meta["accepted"] = [benchlib.acceptance(meta, "same sum")]
    (tmp_path / "fake.meta.json").write_text(json.dumps(meta))
    renamed_source = FAKE.replace("return x + 1", "return 1 + x").replace(
        "helper", "_helper"
    )
    _fake_module(tmp_path, monkeypatch, renamed_source)
    old, new = "lightsout._fake_bench_mod:helper", "lightsout._fake_bench_mod:_helper"
    benchlib.rename({old: new}, tmp_path)
    renamed = json.loads((tmp_path / "fake.meta.json").read_text())
    assert list(renamed["accepted"][0]["fingerprints"]) == [new]
    assert benchlib.staleness(renamed) == ([], [])


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
