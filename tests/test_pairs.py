"""Every notebook is paired with a py:percent script, and the two hold the same cells."""

from pathlib import Path

import jupytext
import pytest

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
STEMS = sorted(
    {p.stem for p in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb")}
    | {p.stem for p in NOTEBOOKS.glob("[0-9][0-9]_*.py")}
)


def _cells(path):
    nb = jupytext.read(path)
    return [
        (c.cell_type, c.source.strip(), sorted(c.metadata.get("tags", [])))
        for c in nb.cells
    ]


def test_there_are_notebooks():
    assert STEMS, "no notebooks found"


@pytest.mark.parametrize("stem", STEMS)
def test_pair_in_sync(stem):
    ipynb, py = NOTEBOOKS / f"{stem}.ipynb", NOTEBOOKS / f"{stem}.py"
    assert ipynb.exists(), f"{py.name} has no .ipynb: run `make book`"
    assert py.exists(), (
        f"{ipynb.name} has no .py pair: run `jupytext --set-formats ipynb,py:percent`"
    )
    a, b = _cells(py), _cells(ipynb)
    assert len(a) == len(b), (
        f"{stem}: {len(a)} cells in the .py, {len(b)} in the .ipynb"
    )
    for i, (x, y) in enumerate(zip(a, b)):
        assert x == y, (
            f"{stem}: cell {i} differs between .py and .ipynb; run `make book`"
        )


@pytest.mark.parametrize("stem", STEMS)
def test_notebook_is_executed(stem):
    # nbval only compares cells whose execution_count is stored: an unexecuted
    # notebook would make strict mode silently lax.
    nb = jupytext.read(NOTEBOOKS / f"{stem}.ipynb")
    code = [c for c in nb.cells if c.cell_type == "code"]
    counts = [c.get("execution_count") for c in code]
    assert all(isinstance(n, int) for n in counts), (
        f"{stem}: some code cells were not executed"
    )
    assert counts == list(range(1, len(code) + 1)), (
        f"{stem}: not executed top to bottom in one kernel"
    )
