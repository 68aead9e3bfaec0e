"""The repository's own bookkeeping: requirements.txt (pip, CI) and environment.yml (conda,
Binder) pin the same packages; the version and its date are written once (CITATION.cff) and
the CHANGELOG names it; no text points at an issue tracker the repository does not have."""

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]


def _requirements():
    pins = {}
    for line in (ROOT / "requirements.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        name, version = re.fullmatch(r"([A-Za-z0-9_.\-]+)==([^\s]+)", line).groups()
        pins[name.lower()] = version
    return pins


def _environment():
    pins = {}
    for line in (ROOT / "environment.yml").read_text().splitlines():
        item = re.fullmatch(r"\s*-\s+([A-Za-z0-9_.\-]+)\s*(==|=)\s*([^\s#]+)\s*", line)
        if item and item.group(1) != "python":
            pins[item.group(1).lower()] = item.group(3)
    return pins


def test_every_requirement_is_pinned_exactly():
    for line in (ROOT / "requirements.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            assert re.fullmatch(r"[A-Za-z0-9_.\-]+==[0-9][^\s]*", line), line


def test_environment_yml_matches_requirements():
    req, env = _requirements(), _environment()
    assert req, "requirements.txt names no package"
    assert req == env


def test_core_packages_are_present():
    req = _requirements()
    for name in (
        "passagemath-modules",
        "passagemath-m4ri-m4rie",
        "passagemath-flint",
        "passagemath-pari",
        "passagemath-linbox",
        "numpy",
        "matplotlib",
        "pyscipopt",
        "jupytext",
        "nbval",
        "pytest",
        "ipykernel",
        "jupyterlab",
    ):
        assert name in req, name


def _citation() -> dict:
    return yaml.safe_load((ROOT / "CITATION.cff").read_text(encoding="utf-8"))


def test_the_version_and_its_date_are_written_once():
    sys.path.insert(0, str(ROOT / "docs"))
    from book_version import release

    citation = _citation()
    version, date = citation["version"], str(citation["date-released"])
    assert re.fullmatch(r"\d+\.\d+\.\d+", version), version
    book = release()
    assert (book.version, book.date) == (version, date)
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["version"] == version, "pyproject.toml disagrees"
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    cited = re.findall(r"\(version (\d+\.\d+\.\d+)\), (\d{4})", readme)
    assert cited == [(version, date[:4])], f"README's citation says {cited}"
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    entries = re.findall(
        r"^## \[?(\d+\.\d+\.\d+)\]? - (\d{4}-\d{2}-\d{2})", changelog, re.M
    )
    assert entries and entries[0] == (version, date), (
        f"CHANGELOG's newest is {entries[:1]}"
    )
    assert [v for v, _ in entries] == sorted(
        (v for v, _ in entries),
        key=lambda v: tuple(map(int, v.split("."))),
        reverse=True,
    ), "CHANGELOG entries are not newest first"


TRACKER = re.compile(r"\bissues? #?[0-9]+\b", re.I)


def test_no_text_points_at_an_issue_tracker_the_repository_lacks():
    """A ticket number means nothing to a reader of the repository: say what, not which."""
    files = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    found = []
    for name in files:
        try:
            text = (ROOT / name).read_text(encoding="utf-8")
        except (UnicodeDecodeError, FileNotFoundError, IsADirectoryError):
            continue
        found += [f"{name}: {m.group(0)}" for m in TRACKER.finditer(text)]
    assert not found, found[:20]
    ticket = "as " + "issue" + " 33 asked"  # spelt in pieces: this file is scanned too
    assert TRACKER.search(ticket) and not TRACKER.search("an issue of 1996")


def test_the_workflow_runs_what_ci_runs_on_every_push_and_weekly():
    flow = yaml.safe_load((ROOT / ".github" / "workflows" / "test.yml").read_text())
    triggers = flow[True]  # YAML 1.1 reads the key `on` as True
    assert "push" in triggers and triggers["schedule"][0]["cron"].split()[4] == "1"
    steps = flow["jobs"]["test"]["steps"]
    assert any(step.get("run") == "bash .ci/run" for step in steps)
    assert "make test" in (ROOT / ".ci" / "run").read_text().splitlines()[-1]
    python = next(s for s in steps if "setup-python" in s.get("uses", ""))
    assert python["with"]["python-version"] == "3.11"


def test_make_lab_and_every_edition_give_the_readme_jupyterlab_command():
    """One command to start JupyterLab: `make lab` runs the README's, and the site's front
    page, chapter 00 and the PDF's title page name `make lab`, not a bare `jupyter lab`."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    command = re.search(r"^[ \t]*(\.venv/bin/jupyter lab\b[^#\n]*)", readme, re.M)
    assert command, "README.md has no `.venv/bin/jupyter lab` command"
    done = subprocess.run(
        ["make", "--no-print-directory", "-n", "lab"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    options = command.group(1).split()[2:]
    assert done.stdout.split()[-len(options) :] == options, done.stdout
    for name in (
        "docs/index.md",
        "docs/_templates/pdf_title.html",
        "notebooks/00_play.py",
    ):
        text = (ROOT / name).read_text(encoding="utf-8")
        assert "make lab" in text, name
        assert not re.search(r"jupyter lab(?!\S)", text), (
            f"{name}: a bare `jupyter lab`"
        )


def test_citation_names_no_file_as_an_identifier():
    assert "identifiers" not in _citation()
