"""Every notebook ends like a textbook chapter, and the worked solutions of its exercises run.

The convention (one markdown cell per exercise, or several exercises in one cell):

    **Exercise 2.** The statement ...

    <details><summary>Hint</summary>

    A hint in prose.

    </details>

    <details><summary>Solution</summary>

    The worked solution in prose, with code when the solution computes something:

    ```python
    q = lo.quiet_patterns(4, 4)
    assert len(q) == 4
    ```

    </details>

This test checks that each notebook has the sections Summary, Exercises and References (in that
order, at the end), that every exercise has a hint and a solution, and it executes the code of the
solutions of each notebook in order, in one namespace that has Sage, numpy (np), itertools and the
helpers (lo), so that the code a reader sees is the code that is tested.
"""

import re
from pathlib import Path

import jupytext
import pytest

ROOT = Path(__file__).resolve().parents[1]
PAIRS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.py"))
DETAILS = re.compile(r"<details>\s*<summary>\s*(Hint|Solution)\s*</summary>(.*?)</details>", re.S | re.I)
FENCE = re.compile(r"```python\n(.*?)```", re.S)
EXERCISE = re.compile(r"\*\*Exercise (\d+)\.?\*\*")
PRELUDE = """
try:
    from sage.all import *
except ImportError:
    from sage.all__sagemath_modules import *
import itertools
import numpy as np
import lightsout_helpers as lo
"""


def _markdown(pair):
    nb = jupytext.read(pair)
    return [c.source for c in nb.cells if c.cell_type == "markdown"]


def _exercises(pair):
    """[(number, text)] for each exercise: the text up to the next exercise or heading."""
    text = "\n\n".join(_markdown(pair))
    start = text.find("## Exercises")
    end = text.find("## References", start)
    body = text[start:end]
    marks = list(EXERCISE.finditer(body))
    return [(int(m.group(1)), body[m.start(): marks[i + 1].start() if i + 1 < len(marks) else len(body)])
            for i, m in enumerate(marks)]


@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: p.stem)
def test_chapter_ends_with_summary_exercises_references(pair):
    headings = [line.strip() for cell in _markdown(pair) for line in cell.splitlines()
                if line.startswith("## ")]
    for name in ("## Summary", "## Exercises", "## References"):
        assert name in headings, f"{pair.name} has no '{name}' section"
    assert headings[-3:] == ["## Summary", "## Exercises", "## References"], (
        f"{pair.name}: the chapter must end with Summary, Exercises, References; it ends with {headings[-3:]}")
    exercises = _exercises(pair)
    assert exercises, f"{pair.name}: no '**Exercise N.**' under Exercises"
    assert [n for n, _ in exercises] == list(range(1, len(exercises) + 1)), f"{pair.name}: exercises misnumbered"
    for number, text in exercises:
        kinds = [m.group(1).lower() for m in DETAILS.finditer(text)]
        assert kinds.count("hint") >= 1, f"{pair.name}, exercise {number}: no <details> Hint"
        assert kinds.count("solution") == 1, f"{pair.name}, exercise {number}: needs one <details> Solution"
    refs = "\n".join(_markdown(pair)).split("## References", 1)[1]
    assert re.search(r"\]\((https?://|\.\./|[0-9]{2}_)", refs), f"{pair.name}: References has no link"


@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: p.stem)
def test_worked_solutions_run(pair):
    code = [block for _, text in _exercises(pair) for kind, inner in
            ((m.group(1).lower(), m.group(2)) for m in DETAILS.finditer(text)) if kind == "solution"
            for block in FENCE.findall(inner)]
    if not code:
        pytest.skip(f"{pair.name}: no solution computes anything")
    namespace: dict = {}
    exec(compile(PRELUDE, "prelude", "exec"), namespace)
    for i, block in enumerate(code):
        exec(compile(block, f"{pair.stem} solution block {i + 1}", "exec"), namespace)
    assert any("assert" in block or "print(" in block for block in code), (
        f"{pair.name}: the solution code checks nothing")
