"""pytest settings shared by the unit tests and the nbval run of the notebooks.

The tests fall into lanes (``make help`` lists the targets that run each):

* ``editions``: the HTML site, the PDF, the browser and JupyterLab tests, and every test
  that uses the built site (the ``site`` fixture); marked here by file and by fixture.
* ``provenance``: the freshness of the benchmarks' results (tests/test_benchmarks.py).
* ``after_notebooks``: the figure check, run after nbval has executed the notebooks.
* everything else is the unit lane.

``LIGHTSOUT_NB`` (set by ``make test NB=NN``) keeps, of the tests parametrized by a
chapter (a notebook ``NN_name`` or a figure ``NN-name``), those of the chosen chapters only:
the per-chapter structure, pair, exercise, reference and figure checks of one chapter.
"""

import fnmatch
import os
import re
from pathlib import Path

EDITIONS = {
    "test_html_site.py",
    "test_board_site.py",
    "test_pdf.py",
    "test_jupyterlab.py",
    "test_jupyterlab_board.py",
}
PROVENANCE = {"test_benchmarks.py"}
# a chapter named in a test's parameters: "01_the_lights_out_matrix", "09-square-bounds";
# a candidate counts only when it begins a real notebook's or figure's name (or is begun
# by one), so that ids such as "goe10-cadical" or "fields10-words10" name no chapter
CHAPTER_ID = re.compile(r"(?<![0-9A-Za-z])([0-9]{2}[_-][a-z][a-z0-9_-]*)")
_ROOT = Path(__file__).resolve().parent
NAMES = sorted(
    {p.stem for p in (_ROOT / "notebooks").glob("[0-9][0-9]_*.py")}
    | {p.stem for p in (_ROOT / "figures").glob("[0-9][0-9]-*.svg")}
)


def chapter_ids(text: str) -> set[str]:
    """The chapter numbers that ``text`` (a test id) names through a notebook or figure."""
    return {
        found[:2]
        for found in CHAPTER_ID.findall(text)
        if any(name.startswith(found) or found.startswith(name) for name in NAMES)
    }


def pytest_collectstart(collector):
    # Sage objects also emit text/latex in a plain kernel, and warnings go to stderr:
    # neither is part of what a notebook claims, so nbval does not compare them.
    if collector.fspath and collector.fspath.ext == ".ipynb":
        collector.skip_compare += ("text/latex", "stderr")


def chapters_of(item) -> set[str]:
    """The chapter numbers a test item is parametrized by (empty: not by a chapter)."""
    callspec = getattr(item, "callspec", None)
    return chapter_ids(callspec.id) if callspec else set()


def in_lane(item, chosen: str) -> bool:
    """Whether a test belongs to the run of the chapters ``chosen`` (a glob: 01, 0[1-3])."""
    chapters = chapters_of(item)
    return not chapters or any(fnmatch.fnmatch(c, chosen) for c in chapters)


def pytest_collection_modifyitems(config, items):
    import pytest

    for item in items:
        name = Path(str(item.fspath)).name
        if name in EDITIONS or "site" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.editions)
        if name in PROVENANCE:
            item.add_marker(pytest.mark.provenance)
    chosen = os.environ.get("LIGHTSOUT_NB", "")
    if chosen and chosen != "[0-9][0-9]":
        kept = [item for item in items if in_lane(item, chosen)]
        dropped = [item for item in items if not in_lane(item, chosen)]
        if dropped:
            config.hook.pytest_deselected(items=dropped)
        items[:] = kept
    # Tests marked after_notebooks (the figure check) run last, after nbval has
    # executed every notebook and so re-exported every figure.
    late = [item for item in items if item.get_closest_marker("after_notebooks")]
    early = [item for item in items if not item.get_closest_marker("after_notebooks")]
    items[:] = early + late
