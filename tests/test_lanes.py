"""The lanes of `make test`: `make test NB=NN` runs chapter NN's tests, its per-chapter
checks and nbval on its notebook only; every lane alone is a make target; `make test`
without NB still runs everything."""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _root_conftest():
    """The repository's conftest.py (tests/conftest.py is the one named `conftest`)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("root_conftest", ROOT / "conftest.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


chapter_ids, in_lane = _root_conftest().chapter_ids, _root_conftest().in_lane


def _dry_run(*args) -> str:
    if shutil.which("make") is None:
        pytest.skip("no make on PATH")
    done = subprocess.run(
        ["make", "--no-print-directory", "-n", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_a_chapter_lane_runs_that_chapter_only():
    commands = _dry_run("test", "NB=01")
    assert "notebooks/01_the_lights_out_matrix.ipynb" in commands
    assert "02_solving_over_gf2.ipynb" not in commands
    assert (
        "tests/test_01_boards.py" in commands and "tests/test_02_gf2.py" not in commands
    )
    assert "LIGHTSOUT_NB='01'" in commands
    assert "not editions and not provenance" in commands


def test_make_test_without_nb_runs_every_lane():
    commands = _dry_run("test")
    for stem in (p.stem for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb")):
        assert f"notebooks/{stem}.ipynb" in commands, stem
    # every test but the figure check, in two runs beside nbval: the editions and the rest
    assert re.search(r'-m "not after_notebooks and not editions" tests\b', commands)
    assert re.search(r'-m "editions and not after_notebooks" tests\b', commands)
    # the late unit tests run once: in JupyterLab's pytest, after its tests, and not in
    # the unit lane (which must still run every other test file)
    late = re.search(r"^LATE_TESTS := (.+)$", (ROOT / "Makefile").read_text(), re.M)
    assert late, "the Makefile names no LATE_TESTS"
    for path in late.group(1).split():
        assert (ROOT / path).is_file(), path
        assert len(re.findall(rf"--ignore={re.escape(path)}\b", commands)) == 1, path
        assert re.search(
            rf"tests/test_jupyterlab_board\.py [^&]*\b{re.escape(path)}\b", commands
        )
    assert '-m "(editions and not after_notebooks) or (not after_notebooks' in commands
    for lane, marker in (
        ("test-editions", "editions"),
        ("test-provenance", "provenance"),
    ):
        assert f'-m "{marker}" tests' in _dry_run(lane)


def test_the_chapter_filter_keeps_the_chosen_chapters_and_everything_unparametrized():
    class Item:
        def __init__(self, id_):
            self.callspec = type("C", (), {"id": id_})() if id_ is not None else None

    assert in_lane(Item("01_the_lights_out_matrix"), "01")
    assert in_lane(Item("01-press-matrix"), "0[1-3]")
    assert not in_lane(Item("02_solving_over_gf2"), "01")
    assert not in_lane(Item("09-square-bounds"), "01")
    assert in_lane(Item(None), "01") and in_lane(Item("7-5-3"), "01")
    assert chapter_ids("stem0-09_the_hardest") == {"09"}
    # two digits before a hyphen or underscore are not a chapter unless a notebook or a
    # figure is named so (test ids of notebook 07's GoE 10 proofs, a word size of 10)
    assert chapter_ids("goe10-cadical") == chapter_ids("fields10-words10") == set()
    assert chapter_ids("goe10_orphan") == set()
    assert in_lane(Item("goe10-cadical"), "07") and in_lane(
        Item("fields10-words10"), "02"
    )


def test_collection_of_a_chapter_lane_names_no_other_chapter():
    files = ["tests/test_pairs.py", "tests/test_exercises.py", "tests/test_figures.py"]
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", *files],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "LIGHTSOUT_NB": "03"},
    )
    items = [line for line in done.stdout.splitlines() if "::" in line]
    assert any("03_light_chasing" in line for line in items)
    assert any("03-" in line for line in items)  # a figure of chapter 03
    others = [line for line in items if chapter_ids(line) - {"03"}]
    assert not others, others
