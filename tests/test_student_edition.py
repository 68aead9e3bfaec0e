"""The students' edition (``make student``): every notebook with its exercises and hints
but without their solutions, still a valid notebook that runs top to bottom.

tools/student_edition.py is run here on the real notebooks into a scratch folder (no kernel,
a few seconds). A solution is the cells from the Markdown cell that opens it
(```` ```{solution-start} ex-NN-K ````) through the one that closes it
(```` ```{solution-end} ````), its code cells and their outputs included; a single
``{solution}`` directive is one too. The exercises are read with the parser of
tests/test_exercises.py from the original and from the copy and compared.
"""

import json
import re
from pathlib import Path

import nbformat
import pytest
from test_exercises import HINT, _exercises

from tools import student_edition

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
CHAPTERS = [p for p in NOTEBOOKS if int(p.name[:2]) < 10]


@pytest.fixture(scope="module")
def edition(tmp_path_factory):
    out = tmp_path_factory.mktemp("student")
    report = student_edition.write_edition(NOTEBOOKS, out)
    return out, report


def _copy(edition, original: Path) -> Path:
    return edition[0] / "notebooks" / original.name


def _solutions(nb) -> list[tuple[int, int]]:
    """(first, last) cell index of each gated solution, found here independently of the tool."""
    found, start = [], None
    for i, cell in enumerate(nb.cells):
        if cell.cell_type != "markdown":
            continue
        if cell.source.lstrip().startswith("```{solution-start}"):
            assert start is None, f"cell {i}: a solution opens inside another"
            start = i
        elif cell.source.lstrip().startswith("```{solution-end}"):
            assert start is not None, f"cell {i}: a solution closes that never opened"
            found.append((start, i))
            start = None
    assert start is None, "a solution is never closed"
    return found


def test_every_notebook_has_its_copy(edition):
    out, report = edition
    assert sorted(p.name for p in (out / "notebooks").glob("*.ipynb")) == [
        p.name for p in NOTEBOOKS
    ]
    assert len(CHAPTERS) >= 9 and report, report


@pytest.mark.parametrize("original", NOTEBOOKS, ids=lambda p: p.stem)
def test_the_copy_is_a_valid_notebook(edition, original):
    copy = _copy(edition, original)
    nb = nbformat.read(copy, as_version=4)
    nbformat.validate(nb)
    ids = [cell.id for cell in nb.cells]
    assert len(ids) == len(set(ids)), "cell ids repeat"
    # the copy is not paired: saving it in JupyterLab writes no .py beside it
    assert "formats" not in nb.metadata.get("jupytext", {})
    assert nb.metadata["kernelspec"]["name"] == "python3"


@pytest.mark.parametrize("original", NOTEBOOKS, ids=lambda p: p.stem)
def test_solutions_go_and_every_other_cell_stays(edition, original):
    nb = nbformat.read(original, as_version=4)
    copy = nbformat.read(_copy(edition, original), as_version=4)
    solutions = _solutions(nb)
    if original in CHAPTERS:
        assert solutions, f"{original.name}: no solution found to remove"
    removed = {i for first, last in solutions for i in range(first, last + 1)}
    assert len(copy.cells) == len(nb.cells) - len(removed)
    kept = [cell for i, cell in enumerate(nb.cells) if i not in removed]
    for old, new in zip(kept, copy.cells):
        assert (new.id, new.cell_type) == (old.id, old.cell_type)
        if new.cell_type == "code":
            assert new.source == old.source
            assert new.outputs == old.outputs  # the book's outputs stay
        else:  # only links to the repository's files change (one folder deeper)
            assert new.source == old.source.replace("](../", "](../../../")
    text = json.dumps(copy.cells)
    assert "{solution" not in text
    removed_code = [
        nb.cells[i].source for i in removed if nb.cells[i].cell_type == "code"
    ]
    sources = {cell.source for cell in copy.cells}
    assert not [s for s in removed_code if s.strip() and s in sources]


@pytest.mark.parametrize("original", CHAPTERS, ids=lambda p: p.stem)
def test_every_exercise_and_hint_is_kept_and_no_solution(edition, original):
    before, problems = _exercises(original)
    assert not problems
    after, problems = _exercises(_copy(edition, original))
    assert not problems, problems
    assert [(lab, title, body) for lab, title, body, _ in after] == [
        (lab, title, body) for lab, title, body, _ in before
    ]
    for label, _, body, sols in after:
        assert HINT.search(body), f"{label}: the hint is gone"
        assert sols == [], f"{label}: a solution is left"
    copy = nbformat.read(_copy(edition, original), as_version=4)
    prose = "\n".join(c.source for c in copy.cells if c.cell_type == "markdown")
    for label, _, _, [solution] in before:
        for paragraph in re.split(r"\n\s*\n", solution["text"]):
            paragraph = paragraph.strip()
            if len(paragraph) > 40:  # a sentence of the solution, not a stray word
                assert paragraph not in prose, f"{label}: its solution text remains"


def test_no_kept_cell_needs_a_name_only_a_solution_defines(edition):
    """A copy runs top to bottom: no cell after a solution reads a name that only solution
    code binds (a static check of the names; the tool refuses such a notebook)."""
    _, report = edition
    assert all(not entry["needs"] for entry in report), [
        (entry["notebook"], entry["needs"]) for entry in report if entry["needs"]
    ]


def test_the_static_check_sees_a_name_a_solution_defines():
    def cell(kind, source):
        if kind == "code":
            return nbformat.v4.new_code_cell(source)
        return nbformat.v4.new_markdown_cell(source)

    nb = nbformat.v4.new_notebook(
        cells=[
            cell("code", "import numpy as np\nx = 1"),
            cell(
                "markdown", "```{solution-start} ex-01-1\n:class: dropdown\n```\n\nWhy."
            ),
            cell("code", "answer = x + 1\ndef helper(k):\n    return k"),
            cell("markdown", "```{solution-end}\n```"),
            cell(
                "code",
                "%time y = helper(answer) + x\ndef f(answer):\n    return answer",
            ),
        ]
    )
    stripped, report = student_edition.strip_solutions(nb)
    assert [c.source for c in stripped.cells] == [
        nb.cells[0].source,
        nb.cells[4].source,
    ]
    assert report["solutions"] == ["ex-01-1"]
    assert report["needs"] == ["answer", "helper"]


def test_a_solution_directive_and_text_around_gates_are_handled():
    nb = nbformat.v4.new_notebook(
        cells=[
            nbformat.v4.new_markdown_cell(
                "Before.\n\n```{solution} ex-01-1\n:class: dropdown\n\nThe answer.\n```\n\n"
                "After.\n\n```{solution-start} ex-01-2\n:class: dropdown\n```\n\nHidden."
            ),
            nbformat.v4.new_code_cell("print(2)"),
            nbformat.v4.new_markdown_cell("```{solution-end}\n```\n\nNext part."),
        ]
    )
    stripped, report = student_edition.strip_solutions(nb)
    assert report["solutions"] == ["ex-01-1", "ex-01-2"]
    assert [c.source for c in stripped.cells] == ["Before.\n\nAfter.", "Next part."]
    with pytest.raises(ValueError, match="never closed"):
        student_edition.strip_solutions(nbformat.v4.new_notebook(cells=nb.cells[:2]))
