"""requirements.txt (pip, CI) and environment.yml (conda, Binder) pin the same packages."""

import re
from pathlib import Path

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
