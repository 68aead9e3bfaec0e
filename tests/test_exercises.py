"""Every notebook ends like a textbook chapter, and the worked solutions of its exercises run.

The convention: under ``## Exercises`` each exercise is a MyST ``{exercise}`` directive
(sphinx-exercise on the site, jupyterlab-myst in JupyterLab) with a label ``ex-NN-K``, a level
(easy, medium or challenge) in its title and a collapsed ``{hint}``, followed by its
``{solution}``::

    ````{exercise} Quiet patterns of 4 x 4 (easy)
    :label: ex-02-1

    The statement.

    ```{hint}
    :class: dropdown

    A hint in prose.
    ```
    ````

    ````{solution} ex-02-1
    :class: dropdown

    The worked solution in prose, with code when the solution computes something:

    ```python
    q = lo.quiet_patterns(4, 4)
    assert len(q) == 4
    ```
    ````

This test checks the chapter's order (Summary, Exercises, References, then optional
appendices), that every exercise has a level, a hint and exactly one solution, and it executes
the code of the solutions of each notebook in order, in one namespace that has numpy (np),
itertools, the helpers (lo) and the Sage names a solution may use, so that the code a reader
sees is the code that is tested.

Chapters not yet converted may still use the older form (``**Exercise N.**`` with
``<details>`` Hint and Solution blocks); ``MYST_ONLY`` lists the chapters that must not.
"""

import re
from pathlib import Path

import jupytext
import pytest

ROOT = Path(__file__).resolve().parents[1]
PAIRS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.py"))
# chapters whose exercises must all be MyST directives (every chapter, once converted)
MYST_ONLY: set[str] = {f"{n:02d}" for n in range(9)}
LEVELS = ("easy", "medium", "challenge")

DETAILS = re.compile(
    r"<details>\s*<summary>\s*(Hint|Solution)\s*</summary>(.*?)</details>", re.S | re.I
)
FENCE = re.compile(r"```python\n(.*?)```", re.S)
OLD_EXERCISE = re.compile(r"\*\*Exercise (\d+)\.?\*\*")
# an outer directive fence: four (or more) backticks, the directive, its argument
DIRECTIVE = re.compile(
    r"^(?P<fence>`{4,})\{(?P<kind>exercise|solution)\}[ \t]*(?P<arg>[^\n]*)\n"
    r"(?P<body>.*?)^(?P=fence)[ \t]*$",
    re.S | re.M,
)
LABEL = re.compile(r"^:label:\s*(\S+)\s*$", re.M)
HINT = re.compile(r"^```+\{hint\}", re.M)
PRELUDE = """
try:
    from sage.all import (GF, QQ, ZZ, MatrixSpace, PolynomialRing, block_matrix, gcd,
                          identity_matrix, matrix, span, vector, zero_matrix)
except ImportError:
    from sage.all__sagemath_modules import (GF, QQ, ZZ, MatrixSpace, PolynomialRing,
                                            block_matrix, gcd,
                                            identity_matrix, matrix, span, vector,
                                            zero_matrix)
import itertools
import numpy as np
import lightsout_helpers as lo
"""


def _markdown(pair):
    nb = jupytext.read(pair)
    return [c.source for c in nb.cells if c.cell_type == "markdown"]


def _section(pair, name):
    text = "\n\n".join(_markdown(pair))
    start = text.find(f"## {name}")
    end = text.find("\n## ", start + 1)
    return text[start : end if end != -1 else len(text)]


def _myst_exercises(pair):
    """[(label, title, body, [solution bodies])] for the {exercise} directives."""
    body = _section(pair, "Exercises")
    exercises, solutions = [], {}
    for m in DIRECTIVE.finditer(body):
        if m.group("kind") == "exercise":
            label = LABEL.search(m.group("body"))
            exercises.append(
                (label.group(1) if label else None, m.group("arg"), m.group("body"))
            )
        else:
            solutions.setdefault(m.group("arg").strip(), []).append(m.group("body"))
    return [(lab, title, b, solutions.get(lab, [])) for lab, title, b in exercises]


def _old_exercises(pair):
    """[(number, text)] for each '**Exercise N.**' of the older form."""
    body = _section(pair, "Exercises")
    marks = list(OLD_EXERCISE.finditer(body))
    return [
        (
            int(m.group(1)),
            body[m.start() : marks[i + 1].start() if i + 1 < len(marks) else len(body)],
        )
        for i, m in enumerate(marks)
    ]


def _solution_code(pair):
    myst = _myst_exercises(pair)
    if myst:
        return [block for *_, sols in myst for s in sols for block in FENCE.findall(s)]
    return [
        block
        for _, text in _old_exercises(pair)
        for kind, inner in (
            (m.group(1).lower(), m.group(2)) for m in DETAILS.finditer(text)
        )
        if kind == "solution"
        for block in FENCE.findall(inner)
    ]


@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: p.stem)
def test_chapter_ends_with_summary_exercises_references(pair):
    headings = [
        line.strip()
        for cell in _markdown(pair)
        for line in cell.splitlines()
        if line.startswith("## ")
    ]
    for name in ("## Summary", "## Exercises", "## References"):
        assert name in headings, f"{pair.name} has no '{name}' section"
    tail = [h for h in headings if not h.startswith("## Appendix")]
    assert tail[-3:] == ["## Summary", "## Exercises", "## References"], (
        f"{pair.name}: the chapter must end with Summary, Exercises, References "
        f"(appendices may follow); it ends with {tail[-3:]}"
    )
    after = headings[headings.index("## References") + 1 :]
    assert all(h.startswith("## Appendix") for h in after), (
        f"{pair.name}: only appendices may follow References, found {after}"
    )
    refs = _section(pair, "References")
    assert re.search(r"\]\((https?://|\.\./|[0-9]{2}_)", refs), (
        f"{pair.name}: References has no link"
    )


@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: p.stem)
def test_every_exercise_has_level_hint_and_one_solution(pair):
    number = pair.stem[:2]
    myst = _myst_exercises(pair)
    if pair.stem[:2] in MYST_ONLY or myst:
        assert myst, f"{pair.name}: no {{exercise}} directive under Exercises"
        labels = [lab for lab, *_ in myst]
        assert labels == [f"ex-{number}-{k}" for k in range(1, len(myst) + 1)], (
            f"{pair.name}: exercise labels must be ex-{number}-1, ex-{number}-2, ...; "
            f"found {labels}"
        )
        for label, title, body, sols in myst:
            level = re.search(r"\((easy|medium|challenge)\)", title)
            assert level, (
                f"{pair.name}, {label}: no level {LEVELS} in the title {title!r}"
            )
            assert HINT.search(body), f"{pair.name}, {label}: no {{hint}} block"
            assert len(sols) == 1, (
                f"{pair.name}, {label}: needs one {{solution}} {label}, has {len(sols)}"
            )
        assert not _old_exercises(pair), (
            f"{pair.name}: mixes '**Exercise N.**' with {{exercise}} directives"
        )
        return
    exercises = _old_exercises(pair)
    assert exercises, f"{pair.name}: no exercise under Exercises"
    assert [n for n, _ in exercises] == list(range(1, len(exercises) + 1)), (
        f"{pair.name}: exercises misnumbered"
    )
    for n, text in exercises:
        kinds = [m.group(1).lower() for m in DETAILS.finditer(text)]
        assert kinds.count("hint") >= 1, f"{pair.name}, exercise {n}: no Hint"
        assert kinds.count("solution") == 1, (
            f"{pair.name}, exercise {n}: needs one Solution"
        )


def test_directive_parser_reads_the_documented_form():
    text = __doc__.split("::", 1)[1]
    sample = "\n".join(line[4:] for line in text.splitlines())
    found = [
        (m.group("kind"), m.group("arg").strip()) for m in DIRECTIVE.finditer(sample)
    ]
    assert found == [
        ("exercise", "Quiet patterns of 4 x 4 (easy)"),
        ("solution", "ex-02-1"),
    ]
    solution = [m for m in DIRECTIVE.finditer(sample) if m.group("kind") == "solution"]
    assert FENCE.findall(solution[0].group("body")) == [
        "q = lo.quiet_patterns(4, 4)\nassert len(q) == 4\n"
    ]


@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: p.stem)
def test_worked_solutions_run(pair):
    code = _solution_code(pair)
    if not code:
        pytest.skip(f"{pair.name}: no solution computes anything")
    namespace: dict = {}
    exec(compile(PRELUDE, "prelude", "exec"), namespace)
    for i, block in enumerate(code):
        exec(compile(block, f"{pair.stem} solution block {i + 1}", "exec"), namespace)
    assert any("assert" in block or "print(" in block for block in code), (
        f"{pair.name}: the solution code checks nothing"
    )
