"""Write the students' edition (``make student``): every notebook with its exercises and
hints but without their solutions.

A solution is, as tests/test_exercises.py describes it, the cells from the Markdown cell
that opens it (```` ```{solution-start} ex-NN-K ````, with the worked solution in prose)
through the Markdown cell that closes it (```` ```{solution-end} ````), its code cells and
their outputs included; a single ``{solution}`` directive (a solution without code) is one
too. The copy leaves them out and keeps every other cell as it is, stored outputs included,
so that a student reads the chapter as the book shows it and does the exercises.

Each copy is checked to run top to bottom: no cell kept after a solution may read a name
that only the solution's code binds (a static check of the names of the cells, with the
IPython syntax turned into Python); a notebook where one does is refused, naming it.

The copies go to OUT/notebooks/NN_name.ipynb (OUT: build/student by default), one folder
deeper than the book's notebooks, so their links to the repository's files (``../data/...``)
become ``../../../data/...``. They are not paired with a .py (no jupytext formats), and they
run in the book's environment from any folder: the notebooks import ``lightsout_helpers``
(installed in .venv) and read data through ``lo.DATA_DIR``, which the package finds itself.

``--sphinx DIR`` writes instead a source tree for the PDF (``make student-pdf``): DIR/docs
with the site's pages, DIR/notebooks with the copies (links unchanged) and links to the
repository's folders that the pages link to, for ``sphinx-build -c docs DIR ...``.

Usage: python tools/student_edition.py [--out OUT | --sphinx DIR] [NOTEBOOK.ipynb ...]
(default: every notebooks/NN_*.ipynb)
"""

from __future__ import annotations

import ast
import builtins
import copy
import re
import shutil
import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "build" / "student"

# the gates of a solution whose code is in code cells, and a solution in one directive
# (the forms of tests/test_exercises.py)
GATE = re.compile(
    r"^(?P<fence>`{3,})\{solution-(?P<gate>start|end)\}[ \t]*(?P<arg>[^\n]*)\n"
    r"(?:[ \t]*:[\w-]+:[^\n]*\n)*(?P=fence)[ \t]*$",
    re.M,
)
SOLUTION = re.compile(
    r"^(?P<fence>`{3,})\{solution\}[ \t]*(?P<arg>[^\n]*)\n.*?^(?P=fence)[ \t]*$\n?",
    re.S | re.M,
)
# what the folders of the repository are from OUT/notebooks instead of notebooks/
LINK_UP = ("](../", "](../../../")
# what the pages of the site link to, outside docs/ and notebooks/ (for --sphinx)
LINKED = ("bench", "data", "figures", "lightsout", "lightsout_helpers.py", "tests")

README = """\
The students' edition of "Lights Out, executed" (make student): every notebook with its
exercises and hints, without the solutions. It runs in the book's environment: from the
repository's folder, `make lab` opens JupyterLab; open build/student/notebooks/ there (or
copy these notebooks anywhere a student has the book set up). The book's own notebooks,
solutions included, stay in notebooks/.
"""


MAGIC = re.compile(r"^(?P<indent>[ \t]*)(?P<magic>%%?[A-Za-z]\w*|!)(?P<rest>.*)$")
# magics whose argument is Python the kernel runs: their statement is kept for the check
TIMING = {"%time", "%timeit", "%%time", "%%timeit", "%prun"}


def _code(source: str) -> ast.Module | None:
    """A cell's code as a Python syntax tree: IPython's % and ! lines dropped, the statement
    of a timing magic (``%time x = f()``) kept. None when it is not Python."""
    lines = []
    for line in source.splitlines():
        magic = MAGIC.match(line)
        if magic is None:
            lines.append(line)
        elif magic.group("magic") in TIMING:
            rest = re.sub(r"^(\s+-\w+(?:\s+\d+)?)*", "", magic.group("rest")).strip()
            lines.append(magic.group("indent") + (rest or "pass"))
        else:
            lines.append(magic.group("indent") + "pass")
    try:
        return ast.parse("\n".join(lines))
    except SyntaxError:
        return None


FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
SCOPES = FUNCTIONS + (
    ast.ClassDef,
    ast.ListComp,
    ast.SetComp,
    ast.DictComp,
    ast.GeneratorExp,
)


def _scope(root: ast.AST) -> tuple[list[ast.AST], list[ast.AST]]:
    """The nodes of ``root``'s own scope, and the scopes nested in it (functions, classes,
    comprehensions), whose name, decorators and defaults belong to ``root``'s scope."""
    own, nested = [], []
    stack = list(ast.iter_child_nodes(root))
    while stack:
        node = stack.pop()
        if not isinstance(node, SCOPES):
            own.append(node)
            stack.extend(ast.iter_child_nodes(node))
            continue
        nested.append(node)
        if isinstance(node, FUNCTIONS):
            stack += node.args.defaults + [d for d in node.args.kw_defaults if d]
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            own.append(ast.Name(id=node.name, ctx=ast.Store()))
            stack += node.decorator_list
        if isinstance(node, ast.ClassDef):
            stack += node.bases + [k.value for k in node.keywords]
    return own, nested


def _binds(nodes: list[ast.AST]) -> set[str]:
    names = set()
    for node in nodes:
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names.add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names |= {(a.asname or a.name).split(".")[0] for a in node.names}
        elif isinstance(node, ast.ExceptHandler) and node.name:
            names.add(node.name)
        elif isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
            names.add(node.name)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            names |= set(node.names)
    return names


def _bound(tree: ast.AST) -> set[str]:
    """The names a cell binds at its top level (assignments, imports, defs, ...)."""
    return _binds(_scope(tree)[0])


def _read(tree: ast.AST) -> set[str]:
    """The names a cell reads from the notebook's namespace: read in a scope (the cell, or
    a function, class or comprehension in it) and bound in none around it."""
    own, nested = _scope(tree)
    bound = _binds(own)
    if isinstance(tree, FUNCTIONS):
        a = tree.args
        bound |= {
            x.arg
            for x in a.posonlyargs + a.args + a.kwonlyargs + [a.vararg, a.kwarg]
            if x
        }
    loads = {
        n.id for n in own if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)
    }
    for scope in nested:
        loads |= _read(scope)
    return loads - bound


def _directives(text: str) -> list[str]:
    return [m.group("arg").strip() for m in SOLUTION.finditer(text)]


def strip_solutions(nb) -> tuple[nbformat.NotebookNode, dict]:
    """The notebook without its solutions, and a report: the labels of the solutions left
    out ("solutions"), the cells left out ("cells") and the names a kept code cell reads
    that only solution code binds ("needs", empty when the copy runs top to bottom).
    ValueError when a solution is never closed or closes without opening."""
    out = copy.deepcopy(nb)
    cells, labels, left_out = [], [], 0
    code = []  # (source, kept) of every code cell, in order
    inside = None  # the label of the open solution
    for cell in nb.cells:
        if cell.cell_type != "markdown":
            if inside is None:
                cells.append(copy.deepcopy(cell))
            else:
                left_out += 1
            if cell.cell_type == "code":
                code.append((cell.source, inside is None))
            continue
        source, kept, position = cell.source, [], 0
        if inside is None and not GATE.search(source) and not SOLUTION.search(source):
            cells.append(copy.deepcopy(cell))  # no solution here: the cell as it is
            continue
        for gate in GATE.finditer(source):
            if gate.group("gate") == "start":
                if inside is not None:
                    raise ValueError(
                        f"the solution of {gate.group('arg').strip()} opens inside the"
                        f" solution of {inside}"
                    )
                kept.append(source[position : gate.start()])
                labels += _directives(kept[-1])
                inside = gate.group("arg").strip()
                labels.append(inside)
            else:
                if inside is None:
                    raise ValueError("a solution-end without a solution-start")
                inside = None
            position = gate.end()
        if inside is None:
            kept.append(source[position:])
            labels += _directives(kept[-1])
        text = "".join(kept)
        text = re.sub(r"\n{3,}", "\n\n", SOLUTION.sub("", text)).strip()
        if text:
            new = copy.deepcopy(cell)
            new.source = text
            cells.append(new)
        else:
            left_out += 1
    if inside is not None:
        raise ValueError(f"the solution of {inside} is never closed")
    out.cells = cells
    return out, {"solutions": labels, "cells": left_out, "needs": _needs(code)}


def _needs(code: list[tuple[str, bool]]) -> list[str]:
    """Names that kept code cells read and only the notebook's solution code binds, before
    the kept cells bind them (the static check that the copy runs top to bottom); ``code``
    is the notebook's code cells in order, each (source, whether the copy keeps it)."""
    from_solutions, from_kept, needs = set(), set(dir(builtins)), set()
    for source, kept in code:
        tree = _code(source)
        if tree is None:
            continue
        if kept:
            needs |= (_read(tree) & from_solutions) - from_kept
            from_kept |= _bound(tree)
        else:
            from_solutions |= _bound(tree)
    return sorted(needs)


def student_copy(nb, links_up: bool = True) -> tuple[nbformat.NotebookNode, dict]:
    """The students' copy of a notebook: no solutions, no jupytext pairing, and (with
    ``links_up``) links to the repository's files one folder deeper."""
    out, report = strip_solutions(nb)
    for cell in out.cells:
        if cell.cell_type == "markdown" and links_up:
            cell.source = cell.source.replace(*LINK_UP)
    out.metadata.get("jupytext", {}).pop("formats", None)
    return out, report


def write_edition(
    notebooks: list[Path], out: Path = OUT, links_up: bool = True
) -> list[dict]:
    """Write the copies into OUT/notebooks/ (and OUT/README.txt); returns one report per
    notebook. ValueError, and nothing written, when a copy would not run top to bottom."""
    copies, reports = [], []
    for path in notebooks:
        path = Path(path)
        nb = nbformat.read(path, as_version=4)
        new, report = student_copy(nb, links_up=links_up)
        report["notebook"] = path.name
        if report["needs"]:
            raise ValueError(
                f"{path.name}: a cell kept after a solution reads {report['needs']}, which"
                " only solution code defines: the students' copy would not run"
            )
        nbformat.validate(new)
        copies.append((path.name, new))
        reports.append(report)
    folder = Path(out) / "notebooks"
    folder.mkdir(parents=True, exist_ok=True)
    for name, new in copies:
        nbformat.write(new, folder / name)
    if links_up:
        (Path(out) / "README.txt").write_text(README)
    return reports


def write_sphinx_source(notebooks: list[Path], out: Path) -> list[dict]:
    """A source tree for ``sphinx-build -c docs OUT ...``: the site's pages (docs/*.md),
    the students' copies (their links unchanged) and links to the folders they point at."""
    out = Path(out)
    if ROOT.resolve().is_relative_to(out.resolve()):
        raise ValueError(f"{out} holds the repository: name a folder of its own")
    if out.exists():
        shutil.rmtree(out)
    (out / "docs").mkdir(parents=True)
    for page in sorted((ROOT / "docs").glob("*.md")):
        shutil.copyfile(page, out / "docs" / page.name)
    for name in LINKED:
        (out / name).symlink_to(ROOT / name)
    return write_edition(notebooks, out, links_up=False)


def main(argv: list[str]) -> int:
    out, sphinx = OUT, None
    if argv[:1] == ["--out"] and len(argv) >= 2:
        out, argv = Path(argv[1]), argv[2:]
    elif argv[:1] == ["--sphinx"] and len(argv) >= 2:
        sphinx, argv = Path(argv[1]), argv[2:]
    if any(a.startswith("-") for a in argv):
        print(__doc__.strip().splitlines()[-2], file=sys.stderr)
        return 2
    notebooks = [Path(a) for a in argv] or sorted(
        (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb")
    )
    try:
        if sphinx is not None:
            reports = write_sphinx_source(notebooks, sphinx)
            where = sphinx
        else:
            reports = write_edition(notebooks, out)
            where = Path(out) / "notebooks"
    except ValueError as error:
        print(f"   {error}", file=sys.stderr)
        return 1

    def count(n, what):
        return f"{n} {what}" + ("" if n == 1 else "s")

    for report in reports:
        print(
            f"   {report['notebook']}: {count(len(report['solutions']), 'solution')}"
            f" left out ({count(report['cells'], 'cell')})"
        )
    print(f"   {count(len(reports), 'notebook')} without solutions in {where}/")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
