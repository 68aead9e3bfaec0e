"""The numbered statements of the notebooks and the links between chapters, read from the cells.

Both editions number per chapter and per kind: the site (sphinx-proof and sphinx-exercise,
with the chapters' toctree numbered 1..9 in docs/index.md) and JupyterLab (jupyterlab-myst,
whose first cell of each chapter sets ``numbering: enumerator: N.%s``) count the definitions,
the theorems, the lemmas, ... and the exercises of a chapter separately, in the order of the
cells, skipping blocks marked ``:nonumber:``; ``{prf:proof}`` blocks are never numbered.
Chapter 00 is outside the numbered toctree, so its exercises are "Exercise 1", "Exercise 2".

A reference to a statement of another chapter is a Markdown link to the other notebook and
the label, with the statement's number as its text: ``[Theorem 3.1](03_name.ipynb#thm-03-nullity)``
(jupyterlab-myst resolves a ``{prf:ref}`` only inside its own notebook).
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import jupytext

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
# the opening line of a numbered block: ```{prf:theorem} Title  or  ````{exercise} Title
BLOCK = re.compile(
    r"^(?P<fence>`{3,}|:{3,})\{(?P<kind>prf:(?!proof\}|ref\})\w+|exercise)\}[^\n]*\n"
    r"(?P<options>(?:[ \t]*:[\w-]+:[^\n]*\n)*)",
    re.M,
)
OPTION = re.compile(r"^[ \t]*:(?P<name>[\w-]+):[ \t]*(?P<value>[^\n]*)$", re.M)
# [Theorem 3.1](03_light_chasing_and_polynomials.ipynb#thm-03-nullity)
CROSS_LINK = re.compile(
    r"\[(?P<text>[^\]\n]+)\]\((?P<file>\d\d_\w+)\.ipynb#(?P<label>[\w-]+)\)"
)
PRF_REF = re.compile(r"\{prf:ref\}`(?:[^`<]*<)?(?P<label>[^`>]+?)>?`")
FRONTMATTER = re.compile(r"\A---\n(?P<yaml>.*?)\n---\s*\Z", re.S)


def chapter_number(stem: str) -> int | None:
    """The chapter's number in the numbered toctree (01 -> 1, ..., 09 -> 9); None for 00."""
    number = int(stem[:2])
    return number or None


def markdown_cells(path: Path) -> list[str]:
    """The sources of the notebook's Markdown cells that both editions show (a cell tagged
    ``remove-cell`` is left out of the site)."""
    stat = Path(path).stat()  # read again when the file changes
    return list(
        _markdown_cells(str(Path(path).resolve()), stat.st_mtime_ns, stat.st_size)
    )


@functools.lru_cache(maxsize=None)
def _markdown_cells(path: str, mtime_ns: int, size: int) -> tuple[str, ...]:
    # the tests ask for the same notebook many times (labels() once per reference)
    return tuple(
        cell.source
        for cell in jupytext.read(path).cells
        if cell.cell_type == "markdown"
        and "remove-cell" not in cell.metadata.get("tags", [])
    )


def statements(path: Path) -> dict[str, str]:
    """label -> "Theorem 3.1" for every labelled, numbered statement and exercise of a chapter."""
    chapter = chapter_number(Path(path).stem)
    counters: dict[str, int] = {}
    found = {}
    for source in markdown_cells(path):
        for block in BLOCK.finditer(source):
            options = {
                m.group("name"): m.group("value").strip()
                for m in OPTION.finditer(block.group("options"))
            }
            if "nonumber" in options:
                continue
            kind = block.group("kind").removeprefix("prf:")
            counters[kind] = counters.get(kind, 0) + 1
            number = (
                f"{counters[kind]}"
                if chapter is None
                else f"{chapter}.{counters[kind]}"
            )
            if "label" in options:
                found[options["label"]] = f"{kind.title()} {number}"
    return found


def labels(path: Path) -> set[str]:
    """Every label the chapter defines (numbered or not)."""
    return {
        m.group(1)
        for source in markdown_cells(path)
        for m in re.finditer(r"^:label:[ \t]*(\S+)[ \t]*$", source, re.M)
    }


def all_statements() -> dict[str, dict[str, str]]:
    """notebook stem -> its statements (see ``statements``)."""
    return {
        path.stem: statements(path)
        for path in sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
    }


def cross_links(path: Path) -> list[tuple[str, str, str]]:
    """(text, notebook stem, label) of every link to a label in a notebook, in cell order."""
    return [
        (m.group("text"), m.group("file"), m.group("label"))
        for source in markdown_cells(path)
        for m in CROSS_LINK.finditer(source)
    ]


def prf_refs(path: Path) -> list[str]:
    """The labels named by the notebook's ``{prf:ref}`` roles."""
    return [
        m.group("label").strip()
        for source in markdown_cells(path)
        for m in PRF_REF.finditer(source)
    ]


def frontmatter(path: Path) -> str | None:
    """The YAML of the notebook's first cell when that cell is only a frontmatter block."""
    cells = jupytext.read(path).cells
    if not cells or cells[0].cell_type != "markdown":
        return None
    found = FRONTMATTER.match(cells[0].source.strip() + "\n")
    return found.group("yaml") if found else None
