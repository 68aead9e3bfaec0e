"""Every notebook ends like a textbook chapter, and its exercises have a level, a hint and a solution.

The convention: under ``## Exercises`` each exercise is a MyST ``{exercise}`` directive
(sphinx-exercise on the site, jupyterlab-myst in JupyterLab) with a label ``ex-NN-K``, a level
(easy, medium or challenge) in its title and a collapsed ``{hint}``. Its solution follows in
the gated form: a Markdown cell opens it (with the worked solution in prose), the code a
reader runs is in ordinary code cells, and a Markdown cell closes it::

    ````{exercise} Quiet patterns of 4 x 4 (easy)
    :label: ex-02-1

    The statement.

    ```{hint}
    :class: dropdown

    A hint in prose.
    ```
    ````

    ```{solution-start} ex-02-1
    :class: dropdown
    ```

    The worked solution in prose.

    # a code cell
    q = lo.quiet_patterns(4, 4)
    assert len(q) == 4

    ```{solution-end}
    ```

On the site the solution, code and output included, is collapsed until clicked; in JupyterLab
the code cells run in the chapter's own kernel. A solution without code may be a single
``{solution}`` directive with ``:class: dropdown``. Python inside a solution is never a
Markdown fence: it is a code cell, so that the notebook runs it and nbval (in ``make test``)
checks its output like any other cell's, in the namespace the chapter builds and nothing else.

This test checks the chapter's order (Summary, Exercises, References, then optional
appendices), that every exercise has a level, a hint and exactly one solution, that every
gated solution is closed, that the solution code is in code cells that nbval runs (not
skipped, not expected to fail) and that it checks something. Notebooks 11 and above are
the book's appendices: they annotate chapters, have no Summary or Exercises and end with
References.
"""

import re
from pathlib import Path

import jupytext
import pytest

ROOT = Path(__file__).resolve().parents[1]
PAIRS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.py"))
# notebooks 11 and above are appendices: no Summary or Exercises, References last
APPENDICES = [p for p in PAIRS if int(p.stem[:2]) >= 11]
CHAPTERS = [p for p in PAIRS if p not in APPENDICES]
LEVELS = ("easy", "medium", "challenge")
# tags that would keep nbval from running a cell or comparing its output
UNCHECKED = {"nbval-skip", "skip-execution", "raises-exception", "nbval-ignore-output"}

# an outer directive fence: four (or more) backticks, the directive, its argument
DIRECTIVE = re.compile(
    r"^(?P<fence>`{4,})\{(?P<kind>exercise|solution)\}[ \t]*(?P<arg>[^\n]*)\n"
    r"(?P<body>.*?)^(?P=fence)[ \t]*$",
    re.S | re.M,
)
# the gates of a solution whose code is in code cells
GATE = re.compile(
    r"^(?P<fence>`{3,})\{solution-(?P<gate>start|end)\}[ \t]*(?P<arg>[^\n]*)\n"
    r"(?P<options>(?:[ \t]*:[\w-]+:[^\n]*\n)*)(?P=fence)[ \t]*$",
    re.M,
)
LABEL = re.compile(r"^:label:\s*(\S+)\s*$", re.M)
HINT = re.compile(r"^```+\{hint\}", re.M)
PYTHON_FENCE = re.compile(
    r"^```+[ \t]*(?:\{code-cell\}[ \t]*)?(?:python|ipython3?)\b", re.M
)


def _cells(pair):
    return jupytext.read(pair).cells


def _markdown(pair):
    return [c.source for c in _cells(pair) if c.cell_type == "markdown"]


def _section(pair, name):
    text = "\n\n".join(_markdown(pair))
    start = text.find(f"## {name}")
    end = text.find("\n## ", start + 1)
    return text[start : end if end != -1 else len(text)]


def _exercise_cells(pair):
    """The cells from the '## Exercises' heading to the next '## ' heading: (type, source, tags)."""
    found, inside = [], False
    for cell in _cells(pair):
        source = cell.source
        if cell.cell_type == "markdown":
            headings = [m.start() for m in re.finditer(r"^## ", source, re.M)]
            start = source.find("## Exercises")
            if start != -1 and (start == 0 or source[start - 1] == "\n"):
                inside = True
                later = [h for h in headings if h > start]
                source = source[start : later[0] if later else len(source)]
            elif inside and headings:
                found.append((cell.cell_type, source[: headings[0]], []))
                break
        if inside:
            found.append((cell.cell_type, source, cell.metadata.get("tags", [])))
    return found


def _exercises(pair):
    return _parse(_exercise_cells(pair))


def _parse(cells):
    """[(label, title, body, [solutions])] from the cells of an Exercises section, each
    solution a dict with its prose ("text"), its code cells ("code": [(source, tags)]) and
    whether it is gated; plus the problems found on the way (code outside a solution, a
    gate left open or never opened, a solution to no exercise)."""
    exercises, solutions, problems = [], {}, []
    current = None  # the open gated solution
    for kind, source, tags in cells:
        if kind == "code":
            if current is None:
                problems.append(f"a code cell outside any solution: {source[:60]!r}")
            else:
                current["code"].append((source, tags))
            continue
        events = sorted(
            [(m.start(), m.end(), "directive", m) for m in DIRECTIVE.finditer(source)]
            + [(m.start(), m.end(), "gate", m) for m in GATE.finditer(source)],
            key=lambda e: e[0],
        )
        position = 0
        for start, end, what, m in events:
            if current is not None:
                current["text"] += source[position:start]
            position = end
            if what == "directive":
                if current is not None:
                    problems.append(
                        f"{{{m.group('kind')}}} inside the open solution of {current['label']}"
                    )
                if m.group("kind") == "exercise":
                    label = LABEL.search(m.group("body"))
                    exercises.append(
                        (
                            label.group(1) if label else None,
                            m.group("arg"),
                            m.group("body"),
                        )
                    )
                else:
                    solutions.setdefault(m.group("arg").strip(), []).append(
                        {"text": m.group("body"), "code": [], "gated": False}
                    )
            elif m.group("gate") == "start":
                if current is not None:
                    problems.append(
                        f"solution-start {m.group('arg')} before the end of {current['label']}"
                    )
                current = {
                    "label": m.group("arg").strip(),
                    "options": m.group("options"),
                    "text": "",
                    "code": [],
                    "gated": True,
                }
                solutions.setdefault(current["label"], []).append(current)
            else:
                if current is None:
                    problems.append("a solution-end without a solution-start")
                current = None
        if current is not None:
            current["text"] += source[position:]
    if current is not None:
        problems.append(f"the solution of {current['label']} has no solution-end")
    labelled = {label for label, *_ in exercises}
    problems += [
        f"a solution to {label}, which is no exercise here"
        for label in solutions
        if label not in labelled
    ]
    return (
        [(lab, title, b, solutions.get(lab, [])) for lab, title, b in exercises],
        problems,
    )


@pytest.mark.parametrize("pair", CHAPTERS, ids=lambda p: p.stem)
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


def test_there_are_appendices():
    """The appendices exist, so the test below checks something."""
    assert len(APPENDICES) >= 2 and len(CHAPTERS) >= 9


@pytest.mark.parametrize("pair", APPENDICES, ids=lambda p: p.stem)
def test_appendix_ends_with_references_and_has_no_exercises(pair):
    """An appendix annotates chapters: it has no Summary and no Exercises, and it ends with
    its References, which link to what it annotates."""
    headings = [
        line.strip()
        for cell in _markdown(pair)
        for line in cell.splitlines()
        if line.startswith("## ")
    ]
    assert headings and headings[-1] == "## References", (
        f"{pair.name}: an appendix must end with '## References'; it ends with "
        f"{headings[-1:]}"
    )
    assert "## Summary" not in headings and "## Exercises" not in headings, (
        f"{pair.name}: an appendix has no Summary or Exercises: {headings}"
    )
    refs = _section(pair, "References")
    assert re.search(r"\]\((https?://|\.\./|[0-9]{2}_)", refs), (
        f"{pair.name}: References has no link"
    )


@pytest.mark.parametrize("pair", CHAPTERS, ids=lambda p: p.stem)
def test_every_exercise_has_level_hint_and_one_solution(pair):
    number = pair.stem[:2]
    exercises, problems = _exercises(pair)
    assert not problems, f"{pair.name}: {problems}"
    assert exercises, f"{pair.name}: no {{exercise}} directive under Exercises"
    labels = [lab for lab, *_ in exercises]
    assert labels == [f"ex-{number}-{k}" for k in range(1, len(exercises) + 1)], (
        f"{pair.name}: exercise labels must be ex-{number}-1, ex-{number}-2, ...; "
        f"found {labels}"
    )
    for label, title, body, sols in exercises:
        level = re.search(r"\((easy|medium|challenge)\)", title)
        assert level, f"{pair.name}, {label}: no level {LEVELS} in the title {title!r}"
        assert HINT.search(body), f"{pair.name}, {label}: no {{hint}} block"
        assert len(sols) == 1, (
            f"{pair.name}, {label}: needs one solution to {label}, has {len(sols)}"
        )
        solution = sols[0]
        options = solution["options"] if solution["gated"] else solution["text"]
        assert re.search(r"^:class:[ \t]*dropdown\b", options, re.M), (
            f"{pair.name}, {label}: the solution is not collapsed (:class: dropdown)"
        )


@pytest.mark.parametrize("pair", CHAPTERS, ids=lambda p: p.stem)
def test_solution_code_is_in_code_cells_that_nbval_checks(pair):
    """Python a reader would run is a code cell of the solution, run by the notebook and
    compared by nbval; a Markdown fence would only be shown (and never run)."""
    exercises, _ = _exercises(pair)
    code = []
    for label, _, _, sols in exercises:
        for solution in sols:
            assert not PYTHON_FENCE.search(solution["text"]), (
                f"{pair.name}, {label}: Python in a Markdown fence of the solution; make it "
                "a code cell between {solution-start} and {solution-end}"
            )
            for source, tags in solution["code"]:
                unchecked = UNCHECKED & set(tags)
                assert not unchecked, (
                    f"{pair.name}, {label}: a solution cell tagged {sorted(unchecked)} is "
                    "not checked by nbval"
                )
                code.append(source)
    assert code, f"{pair.name}: no solution has code"
    assert any("assert" in block or "print(" in block for block in code), (
        f"{pair.name}: the solution code checks nothing"
    )


def test_exercise_parser_reads_the_documented_form():
    text = __doc__.split("::", 1)[1].split("\n\nOn the site", 1)[0]
    sample = "\n".join(line[4:] for line in text.splitlines())
    # the documented notebook: the exercise, the opening gate with its prose, a code cell
    # and the closing gate, as four cells
    opening, rest = sample.split("# a code cell\n")
    code, closing = rest.split("\n\n", 1)
    exercise, start = opening.split("\n\n```{solution-start}")
    cells = [
        ("markdown", "## Exercises\n\n" + exercise, []),
        ("markdown", "```{solution-start}" + start, []),
        ("code", code, []),
        ("markdown", closing, []),
    ]
    exercises, problems = _parse(cells)
    assert not problems, problems
    [(label, title, body, [solution])] = exercises
    assert (label, title) == ("ex-02-1", "Quiet patterns of 4 x 4 (easy)")
    assert HINT.search(body)
    assert solution["gated"] and ":class: dropdown" in solution["options"]
    assert "worked solution in prose" in solution["text"]
    assert solution["code"] == [("q = lo.quiet_patterns(4, 4)\nassert len(q) == 4", [])]
