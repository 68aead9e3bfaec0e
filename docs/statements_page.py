"""The page of numbered statements (docs/statements.md), written when the site is built.

For planning a lecture: each chapter's definitions, theorems, lemmas, ... and its exercises,
in the order of the chapter, each a link to the statement with the number the site gives it.
Nothing here is typed by hand: docs/statements.md holds the page's introduction, and when
Sphinx reads it (``source-read``) the lists are appended, read from the Markdown cells of
every ``notebooks/NN_*.ipynb`` of the source folder (the cells the site shows: a cell tagged
``remove-cell`` is left out). The chapters are whatever notebooks there are, in the order of
their file names; a statement is named by its label (``{prf:ref}`` for sphinx-proof's
statements, ``{numref}`` for exercises), so Sphinx writes its number ("Theorem 3.1") and
resolves the link, and a chapter renumbered or split needs no change here. A numbered
statement without a label could not be linked: the build stops and names it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

DOCNAME = "docs/statements"
# the opening line of a numbered block: ```{prf:theorem} Title  or  ````{exercise} Title,
# then its options (:label: ..., :nonumber:, ...)
BLOCK = re.compile(
    r"^(?P<fence>`{3,}|:{3,})\{(?P<kind>prf:(?!proof\}|ref\})\w+|exercise)\}"
    r"(?P<title>[^\n]*)\n(?P<options>(?:[ \t]*:[\w-]+:[^\n]*\n)*)",
    re.M,
)
OPTION = re.compile(r"^[ \t]*:(?P<name>[\w-]+):[ \t]*(?P<value>[^\n]*)$", re.M)
HEADING = re.compile(r"^#[ \t]+(?P<title>[^\n]+)$", re.M)


def _markdown_cells(path: Path) -> list[str]:
    notebook = json.loads(path.read_text(encoding="utf-8"))
    return [
        "".join(cell["source"])
        for cell in notebook["cells"]
        if cell["cell_type"] == "markdown"
        and "remove-cell" not in cell.get("metadata", {}).get("tags", [])
    ]


def chapter(path: Path) -> dict:
    """The chapter's title (its first ``# `` heading) and its numbered statements and
    exercises in cell order, each as (kind, label, title)."""
    title, statements, exercises = path.stem, [], []
    for source in _markdown_cells(path):
        if title == path.stem and (heading := HEADING.search(source)):
            title = heading.group("title").strip()
        for block in BLOCK.finditer(source):
            options = {
                m.group("name"): m.group("value").strip()
                for m in OPTION.finditer(block.group("options"))
            }
            if "nonumber" in options:
                continue
            kind = block.group("kind").removeprefix("prf:")
            label = options.get("label")
            if not label:
                raise ValueError(
                    f"{path.name}: the numbered {kind} {block.group('title').strip()!r} "
                    "has no :label:, so the page of statements cannot link it"
                )
            entry = (kind, label, block.group("title").strip())
            (exercises if kind == "exercise" else statements).append(entry)
    return {"title": title, "statements": statements, "exercises": exercises}


def _item(kind: str, label: str, title: str) -> str:
    role = "numref" if kind == "exercise" else "prf:ref"
    return f"* {{{role}}}`{label}`" + (f": {title}" if title else "")


def page_markdown(srcdir: Path) -> str:
    """The lists of the page, as MyST Markdown: a section per chapter with statements."""
    lines = []
    for path in sorted((Path(srcdir) / "notebooks").glob("[0-9][0-9]_*.ipynb")):
        found = chapter(path)
        if not found["statements"] and not found["exercises"]:
            continue
        number = path.stem[:2]
        lines += [
            "",
            f"## {number} {found['title']}",
            "",
            f"[Open chapter {number}](../notebooks/{path.stem}.ipynb).",
        ]
        if found["statements"]:
            lines += ["", *(_item(*s) for s in found["statements"])]
        if found["exercises"]:
            lines += ["", "Exercises:", "", *(_item(*e) for e in found["exercises"])]
    return "\n".join(lines) + "\n"


def _append_lists(app, docname, source):
    if docname == DOCNAME:
        source[0] = source[0].rstrip("\n") + "\n" + page_markdown(Path(app.srcdir))


def _always_reread(app, env, added, changed, removed):
    """The page depends on every notebook: read it again whenever the site is built."""
    return [DOCNAME] if DOCNAME in env.found_docs else []


def setup(app):
    app.connect("source-read", _append_lists)
    app.connect("env-get-outdated", _always_reread)
