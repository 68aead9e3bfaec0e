"""What every benchmark shares: writing its CSV together with a meta file that says what was measured.

Each ``bench/bench_NAME.py`` ends with ``write_results(NAME, header, rows, timed=[...])``. That writes

* ``data/NAME.csv``: the measurements, and
* ``data/NAME.meta.json``: the date, the machine (cores, CPU model, platform), the versions of
  Python and the packages, the command, and a fingerprint of the source of the timed functions.

The rule of the benchmark gate (``tests/test_benchmarks.py``, the ``provenance`` lane):

* The meta file records a fingerprint of every function, class and constant of the
  ``lightsout`` package that the timed functions reach (``fingerprints``: one SHA-256 per
  name, over its syntax tree without docstrings, comments, layout or its own name).
* **A change to a timed function itself** (its body, or a module constant it reads) makes the
  results stale: the test fails and names ``make bench B=NAME``. What was timed is no
  longer what the book runs.
* **A change only in what the timed functions call** (a shared helper, validation, a callee
  added or removed) is reported, not failed: the test warns, naming the benchmark and the
  callees that changed, and says that its figures predate that change. Whether to rerun is
  the maintainer's call (``make test-provenance`` prints the report).
* **The maintainer's word that the figures stand** (``accepted``): after reading what changed
  in the reported callees, the maintainer may record that the change cannot move the
  timings (a helper extracted, a check reworded) instead of rerunning the benchmark:
  ``python bench/benchlib.py --accept NAME --reason "..."`` appends to the meta file an
  entry ``{"fingerprints": {callee: today's fingerprint, ...}, "commit": ..., "date": ...,
  "by": "maintainer", "reason": ...}`` for the callees reported today (their code must be
  committed; the commit is the one reviewed). A callee whose fingerprint today is the one
  an entry accepted (the latest entry naming it) is no longer reported; any later change to
  it is reported again. An entry never covers the timed functions themselves (nor the
  constants they read): their change always fails, and ``--accept`` refuses a stale
  benchmark. Rerunning the benchmark writes a new meta file without entries.
* Renaming a function: ``python bench/benchlib.py --renamed OLD=NEW`` rewrites the names
  in every meta file; a function whose code is the recorded code once the new names are
  put back takes today's fingerprint, any other keeps the recorded one, so a change made
  together with the rename is still seen by the gate.

A timing taken on a busy machine measures the other programs. The meta file records the
1-minute load average and the number of cores when the benchmark started (when it imported
this module) and when it wrote its results; if either load exceeds the cores by more than
``LOAD_MARGIN``, ``write_results`` refuses to overwrite data/NAME.csv: it writes the rejected
measurements under build/bench-rejected/ for inspection and exits with an error, so the
benchmark has to be run again on a quiet machine. ``tests/test_benchmarks.py`` applies the
same rule to every meta file that records a load (``load_problem``).
"""

from __future__ import annotations

import ast
import csv
import datetime as _dt
import hashlib
import importlib
import inspect
import json
import os
import platform
import sys
import textwrap
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "data"
PACKAGES = (
    "numpy",
    "matplotlib",
    "passagemath-modules",
    "pyscipopt",
    "python-sat",
    "networkx",
)


LOAD_MARGIN = 0.5
"""A benchmark's results are refused when the 1-minute load average, before or after it ran,
exceeds the number of cores by more than this (2.5 on 2 cores: the benchmark itself and a
little besides)."""

REJECTED = ROOT / "build" / "bench-rejected"


def load_now() -> dict:
    """The 1-minute load average and the number of cores, now."""
    return {
        "load_1min": round(os.getloadavg()[0], 2),
        "cores": os.cpu_count(),
        "at": _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat(),
    }


STARTED = load_now()
"""The load when the benchmark started (it imports this module first)."""


def load_problem(load: dict) -> str | None:
    """What is wrong with a meta file's ``load`` record, or None when both ends were quiet."""
    problems = []
    for end in ("before", "after"):
        value = load.get(end, {}).get("load_1min")
        cores = load.get(end, {}).get("cores") or load.get("cores")
        if value is None or not cores:
            problems.append(f"no load recorded {end} the run")
        elif value > cores + LOAD_MARGIN:
            problems.append(
                f"the 1-minute load average was {value:g} {end} the run, more than its"
                f" {cores} cores + {LOAD_MARGIN:g}"
            )
    return "; ".join(problems) or None


def _qualname(obj) -> str:
    return f"{obj.__module__}:{obj.__qualname__}"


def _resolve(name: str):
    module, _, qual = name.partition(":")
    obj = importlib.import_module(module)
    for part in qual.split("."):
        obj = getattr(obj, part)
    return obj


def _code_names(code: types.CodeType) -> set[str]:
    names = set(code.co_names)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            names |= _code_names(const)
    return names


class _Constant:
    """A module-level constant (a threshold, a cap) that timed code reads."""

    def __init__(self, module: str, name: str):
        self.__module__, self.__qualname__ = module, name


def _package_modules() -> list:
    import lightsout_helpers  # noqa: F401  (loads every module of the package, whatever the caller imported)

    return [
        m
        for n, m in sorted(sys.modules.items())
        if n.startswith("lightsout.") and m is not None
    ]


def _dependencies(obj) -> list:
    """Functions, classes and constants of the lightsout package that ``obj`` names."""
    if isinstance(obj, _Constant):
        return []
    found = []
    funcs = (
        [obj]
        if inspect.isfunction(obj)
        else [v for v in vars(obj).values() if inspect.isfunction(v)]
    )
    for fn in funcs:
        module = sys.modules.get(fn.__module__)
        for name in _code_names(fn.__code__):
            # the function's own module first; then any module of the package (lazy imports)
            homes = [module] + [m for m in _package_modules() if m is not module]
            for home in homes:
                if home is None or name not in vars(home):
                    continue
                target = vars(home)[name]
                if (inspect.isfunction(target) or inspect.isclass(target)) and getattr(
                    target, "__module__", ""
                ).startswith("lightsout"):
                    found.append(target)
                    break
                if (
                    home is module
                    and isinstance(target, (int, float, str, tuple, frozenset))
                    and not isinstance(target, bool)
                    and name.isupper() is not False
                ):
                    found.append(_Constant(home.__name__, name))
                    break
    return found


def timed_closure(timed) -> list[str]:
    """The qualified names of the timed functions and everything of the package they reach."""
    _package_modules()
    seen: dict[str, object] = {}
    stack = [_resolve(t) if isinstance(t, str) else t for t in timed]
    while stack:
        obj = stack.pop()
        key = _qualname(obj)
        if key in seen:
            continue
        seen[key] = obj
        stack.extend(_dependencies(obj))
    return sorted(seen)


def _normalised(src: str, undo: dict[str, str] | None = None) -> str:
    """The syntax tree of a function or class, without docstrings, comments, layout or its
    own name.

    Reformatting the code (``ruff format``), editing a docstring or renaming the function
    leaves the fingerprint as it is; any change to what the code does changes it.
    """
    try:
        tree = ast.parse(textwrap.dedent(src))
    except SyntaxError:
        return src
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (
            isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
            and body
            and isinstance(body[0], ast.Expr)
            and isinstance(body[0].value, ast.Constant)
            and isinstance(body[0].value.value, str)
        ):
            node.body = body[1:] or [ast.Pass()]
    for top in tree.body:
        if isinstance(top, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            top.name = ""
    if undo:  # names as they were before a rename (see ``rename``)
        for node in ast.walk(tree):
            if isinstance(node, ast.Name):
                node.id = undo.get(node.id, node.id)
            elif isinstance(node, ast.Attribute):
                node.attr = undo.get(node.attr, node.attr)
            elif isinstance(node, ast.alias):
                node.name = undo.get(node.name, node.name)
    return ast.dump(tree)


def fingerprints(names: list[str], undo=None) -> dict[str, str]:
    """One SHA-256 per named function, class or constant (``<missing>`` if it is gone);
    ``undo`` maps new short names back to old ones, to hash the code as before a rename."""
    out = {}
    for name in sorted(names):
        try:
            obj = _resolve(name)
            src = (
                _normalised(inspect.getsource(obj), undo)
                if callable(obj)
                else repr(obj)
            )
        except (AttributeError, ImportError, OSError, TypeError):
            out[name] = "<missing>"
            continue
        out[name] = hashlib.sha256(src.encode()).hexdigest()
    return out


def fingerprint(names: list[str]) -> str:
    """One SHA-256 over the fingerprints of the named functions and classes (a change in
    any changes it; formatting, comments and docstrings do not)."""
    return _digest(fingerprints(names))


def own_names(timed) -> list[str]:
    """The timed functions themselves and the module constants they read directly: what a
    change to makes the benchmark's results stale (callees are only reported)."""
    _package_modules()
    names = set()
    for t in timed:
        obj = _resolve(t) if isinstance(t, str) else t
        names.add(_qualname(obj))
        names |= {_qualname(d) for d in _dependencies(obj) if isinstance(d, _Constant)}
    return sorted(names)


def _differences(meta: dict) -> dict[str, tuple[str | None, str | None, bool]]:
    """Each name whose fingerprint today differs from the recorded one: (recorded, today,
    whether it is a timed function or a constant it reads); None stands for "not there".
    Raises AttributeError or ImportError when a timed function is gone."""
    recorded = meta["fingerprints"]
    timed = list(meta["timed"])
    own = set(own_names(timed)) | set(timed)
    today = fingerprints(timed_closure(timed))
    return {
        name: (recorded.get(name), today.get(name), name in own)
        for name in sorted(set(recorded) | set(today))
        if recorded.get(name) != today.get(name)
    }


def accepted(meta: dict) -> dict[str, str | None]:
    """The callees' fingerprints the maintainer accepted (``accepted`` entries of the meta
    file, a later entry overriding an earlier one; None: accepted as gone)."""
    out: dict[str, str | None] = {}
    for entry in meta.get("accepted", []):
        out.update(entry["fingerprints"])
    return out


def staleness(meta: dict) -> tuple[list[str], list[str]]:
    """What changed since a benchmark ran: (changes that make it stale, changes to report).

    The first list names timed functions (or the constants they read) whose code changed or
    disappeared; the second, callees that changed, appeared or disappeared (since an
    ``accepted`` entry of the meta file named them, if one did), except those whose code
    today is the code such an entry names. Both empty: the code that ran is the code of
    today, or differs only where the maintainer said the figures stand.
    """
    try:
        differences = _differences(meta)
    except (AttributeError, ImportError) as error:  # a timed function is gone
        return [f"a timed function no longer exists ({error})"], []
    ok = accepted(meta)
    stale, report = [], []
    for name, (before, now, own) in differences.items():
        if not own and name in ok:  # the maintainer's word: the figures stand with it
            if ok[name] == now:
                continue
            before = ok[name]  # changed since it was accepted
        what = "is new" if before is None else "is gone" if now is None else "changed"
        (stale if own else report).append(f"{name} {what}")
    return stale, report


def freshness(name: str, meta: dict) -> tuple[str | None, str | None]:
    """The gate's verdict on data/NAME.csv: (why it fails, what it reports), each None when
    there is nothing to say (``tests/test_benchmarks.py`` asserts the first, warns the
    second)."""
    stale, report = staleness(meta)
    failure = warning = None
    if stale:
        failure = (
            f"the code timed by bench/bench_{name}.py changed since data/{name}.csv was"
            f" measured ({meta['date']}): {'; '.join(stale)}. Rerun it with"
            f" `make bench B={name}` on a quiet machine and commit data/{name}.*"
        )
    if report:
        warning = (
            f"bench/bench_{name}.py: what its timed code calls changed since"
            f" data/{name}.csv was measured ({meta['date']}): {'; '.join(report)}. Its"
            f" figures predate that change; rerun `make bench B={name}` when it matters,"
            f" or record that they stand: python bench/benchlib.py --accept {name}"
            ' --reason "..."'
        )
    return failure, warning


def acceptance(
    meta: dict, reason: str, *, by: str = "maintainer", commit: str = ""
) -> dict:
    """The ``accepted`` entry that records the callees reported today as reviewed: their
    fingerprints of today, ``commit``, today's date, ``by`` and ``reason``. ValueError when
    the benchmark is stale (a timed function changed: rerun it), when nothing is reported or
    when ``reason`` is empty."""
    if not reason.strip():
        raise ValueError("say why the figures stand (--reason)")
    stale, report = staleness(meta)
    what = meta.get("benchmark", "this benchmark")
    if stale:
        raise ValueError(
            f"{what} is stale ({'; '.join(stale)}): a timed function changed, rerun"
            f" `make bench B={what}`; an accepted entry covers callees only"
        )
    if not report:
        raise ValueError(f"{what}: nothing reported, nothing to accept")
    ok = accepted(meta)
    names = {
        name: now
        for name, (_, now, own) in _differences(meta).items()
        if not own and not (name in ok and ok[name] == now)
    }
    return {
        "fingerprints": names,
        "commit": commit,
        "date": _dt.datetime.now(_dt.timezone.utc).date().isoformat(),
        "by": by,
        "reason": reason.strip(),
    }


def accept(
    names: list[str], reason: str, *, by: str = "maintainer", folder: Path = DATA
) -> list[str]:
    """Append to data/NAME.meta.json, for each NAME, the ``acceptance`` entry of the
    callees reported today, with the commit of HEAD; refuses while the modules of those
    callees have uncommitted changes (the commit would not be the code reviewed). Returns
    one line per meta file written."""
    import subprocess

    def git(*args):
        return subprocess.run(
            ["git", *args], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout

    commit = git("rev-parse", "HEAD").strip()
    entries = {}
    for name in names:
        path = folder / f"{name}.meta.json"
        meta = json.loads(path.read_text())
        entry = acceptance(meta, reason, by=by, commit=commit)
        files = set()
        for callee in entry["fingerprints"]:
            try:
                module = importlib.import_module(callee.partition(":")[0])
                files.add(str(Path(module.__file__).resolve()))
            except (ImportError, TypeError):
                continue
        dirty = git("status", "--porcelain", "--", *sorted(files)).strip()
        if dirty:
            raise ValueError(
                f"{name}: commit the reviewed code first (uncommitted: {dirty})"
            )
        entries[path] = (meta, entry)
    lines = []
    for path, (meta, entry) in entries.items():
        meta.setdefault("accepted", []).append(entry)
        path.write_text(json.dumps(meta, indent=2) + "\n")
        lines.append(f"{path.name}: accepted {', '.join(entry['fingerprints'])}")
    return lines


def rename(mapping: dict[str, str], folder: Path = DATA) -> list[str]:
    """Record in every meta file of ``folder`` that functions were renamed without change
    (``{"mod:old": "mod:new"}``).

    Each renamed function, and each function that merely calls it by its new name, is
    hashed today with the new names put back to the old ones; where that equals what was
    recorded, the record takes today's name and fingerprint. A function whose code changed
    besides the rename keeps its recorded fingerprint under its new name, so the gate still
    sees that change (and fails or reports it). The names of ``accepted`` entries follow
    by the same rule. Returns the meta files changed.
    """
    short = {n.rpartition(":")[2].rpartition(".")[2] for n in mapping}
    undo = {
        new.rpartition(":")[2].rpartition(".")[2]: old.rpartition(":")[2].rpartition(
            "."
        )[2]
        for old, new in mapping.items()
    }
    assert short == set(undo.values())
    changed = {}
    for path in sorted(folder.glob("*.meta.json")):
        meta = json.loads(path.read_text())
        recorded = meta.get("fingerprints", {})
        entries = meta.get("accepted", [])
        if not any(
            old in names
            for old in mapping
            for names in [recorded, *(e["fingerprints"] for e in entries)]
        ):
            continue

        def carried(names: dict) -> dict:
            names = {mapping.get(k, k): v for k, v in names.items()}
            as_before = fingerprints(list(names), undo)
            today = fingerprints(list(names))
            return {
                k: today[k] if v is not None and as_before[k] == v else v
                for k, v in sorted(names.items())
            }

        meta["timed"] = [mapping.get(t, t) for t in meta["timed"]]
        meta["fingerprints"] = carried(recorded)
        for (
            entry
        ) in entries:  # the accepted code, renamed without change, stays accepted
            entry["fingerprints"] = carried(entry["fingerprints"])
        meta["fingerprint_covers"] = sorted(meta["fingerprints"])
        meta["fingerprint"] = _digest(meta["fingerprints"])
        changed[path] = meta
    for path, meta in changed.items():
        path.write_text(json.dumps(meta, indent=2) + "\n")
    return [p.name for p in changed]


def _digest(per_name: dict[str, str]) -> str:
    h = hashlib.sha256()
    for name, digest in sorted(per_name.items()):
        h.update(name.encode() + b"\0" + digest.encode() + b"\0")
    return h.hexdigest()


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.lower().startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def _versions() -> dict[str, str]:
    from importlib import metadata

    out = {"python": platform.python_version()}
    for pkg in PACKAGES:
        try:
            out[pkg] = metadata.version(pkg)
        except metadata.PackageNotFoundError:
            pass
    return out


def machine() -> dict:
    return {
        "cpu": _cpu_model(),
        "cores": os.cpu_count(),
        "platform": platform.platform(),
    }


def write_results(
    name: str, header: list[str], rows, *, timed, notes: str = ""
) -> Path:
    """Write data/NAME.csv and data/NAME.meta.json; ``timed`` lists the functions that were timed.

    The meta file records the load before and after the run (``load``). When either exceeds
    the cores by more than ``LOAD_MARGIN``, nothing in data/ is touched: the results go to
    build/bench-rejected/ and SystemExit says why.
    """
    closure = timed_closure(timed)
    load = {"before": STARTED, "after": load_now(), "margin": LOAD_MARGIN}
    problem = load_problem(load)
    folder = DATA if problem is None else REJECTED
    folder.mkdir(parents=True, exist_ok=True)
    out = folder / f"{name}.csv"
    with out.open("w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(header)
        writer.writerows(rows)
    meta = {
        "benchmark": name,
        "csv": out.name,
        "date": _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat(),
        "machine": machine(),
        "versions": _versions(),
        "command": f"make bench B={name}",
        "timed": [_qualname(_resolve(t) if isinstance(t, str) else t) for t in timed],
        "fingerprint_covers": closure,
        "fingerprint": fingerprint(closure),
        "fingerprints": fingerprints(closure),
        "load": load,
        "notes": notes,
    }
    (folder / f"{name}.meta.json").write_text(json.dumps(meta, indent=2) + "\n")
    if problem is not None:
        raise SystemExit(
            f"{name}: results refused, {problem}: the timings measure other programs too."
            f" They are in {out} for inspection; data/{name}.csv is unchanged. Run"
            f" `make bench B={name}` again on a quiet machine."
        )
    print(f"wrote {out} and {name}.meta.json")
    return out


def read_meta(name: str) -> dict:
    """The meta file of data/NAME.csv (notebooks quote its machine and date)."""
    return json.loads((DATA / f"{name}.meta.json").read_text())


if __name__ == "__main__":
    import argparse

    sys.path.insert(
        0, str(ROOT)
    )  # this checkout's package, whatever the venv points to

    parser = argparse.ArgumentParser(description="Maintain the benchmarks' meta files.")
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument(
        "--renamed",
        nargs="+",
        metavar="OLD=NEW",
        help="a function renamed without change, e.g. lightsout.life:_f=lightsout.life:f",
    )
    what.add_argument(
        "--accept",
        nargs="+",
        metavar="NAME",
        help="benchmarks whose reported callee changes the maintainer reviewed: their"
        " figures stand (needs --reason)",
    )
    parser.add_argument("--reason", default="", help="why the figures stand (--accept)")
    parser.add_argument("--by", default="maintainer", help="who says so (--accept)")
    args = parser.parse_args()
    try:
        if args.accept:
            print("\n".join(accept(args.accept, args.reason, by=args.by)))
        else:
            pairs = dict(item.split("=", 1) for item in args.renamed)
            print(
                "rewrote:",
                ", ".join(rename(pairs)) or "nothing (no meta file names them)",
            )
    except ValueError as error:
        raise SystemExit(str(error)) from None
