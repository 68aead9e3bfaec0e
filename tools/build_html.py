"""Build the HTML edition of the book into site/ (``make html``), offline.

Every notebook ``notebooks/NN_*.ipynb`` is rendered with its stored outputs (nothing is
executed) by nbconvert, with the template in ``tools/html_template/book``: JupyterLab's
look, MathJax 2 served from ``site/mathjax`` (copied from the PyPI package
jupyter-server-mathjax), images embedded as data URIs, and no script, font or style
fetched from a CDN. Live widgets cannot work without a kernel, so a widget output is
shown through its static HTML snapshot instead. ``site/index.html`` lists the notebooks
in book order, each with its opening paragraph and its first figure.

Usage: python tools/build_html.py [--out DIR] [notebook.ipynb ...]
"""

from __future__ import annotations

import argparse
import html
import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEMPLATES = Path(__file__).resolve().parent / "html_template"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
BOOK_TITLE = "Lights Out, executed"


def book_notebooks() -> list[Path]:
    """The notebooks of the book, in book order (by their number prefix)."""
    return sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))


def _title_and_intro(nb) -> tuple[str, str]:
    """The first '# ' heading and the first paragraph after it, as Markdown."""
    for cell in nb.cells:
        if cell.cell_type != "markdown":
            continue
        lines = cell.source.splitlines()
        for i, line in enumerate(lines):
            if line.startswith("# "):
                rest = "\n".join(lines[i + 1:]).strip()
                return line[2:].strip(), rest.split("\n\n")[0].strip()
    raise ValueError(f"{nb.metadata.get('name', 'a notebook')} has no '# ' title in a Markdown cell")


def _first_figure(nb) -> str | None:
    """The name of the first figure the notebook exports with savefig, if any."""
    for cell in nb.cells:
        if cell.cell_type == "code":
            found = re.search(r"savefig\(\s*\w+\s*,\s*[\"']([0-9]{2}-[a-z0-9-]+)[\"']", cell.source)
            if found:
                return found.group(1)
    return None


def _strip_widgets(nb) -> int:
    """Drop live-widget views where a static representation exists; returns how many."""
    dropped = 0
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            if WIDGET_VIEW in data:
                del data[WIDGET_VIEW]
                dropped += 1
                if not data:
                    data["text/plain"] = "(an interactive widget: run the notebook in JupyterLab)"
    nb.metadata.pop("widgets", None)
    return dropped


def _fix_links(page: str, stems: set[str]) -> tuple[str, list[str]]:
    """Point links to book notebooks at their HTML pages; unlink notebooks not in this edition."""
    missing = []

    def repl(match):
        target, anchor = match.group(2), match.group(3) or ""
        stem = Path(target).stem
        if "/" in target or "://" in target:
            return match.group(0)
        if stem in stems:
            return f'{match.group(1)}href="{stem}.html{anchor}"'
        missing.append(target)
        return f'{match.group(1)}data-missing="{html.escape(target)}" title="not in this edition of the book"'

    page = re.sub(r'(<a\s[^>]*?)href="([^"#]+\.ipynb)(#[^"]*)?"', repl, page)
    # a link without href is plain text: drop the <a> wrapper so nothing looks clickable
    page = re.sub(r'<a\s[^>]*?data-missing="[^"]*"[^>]*>(.*?)</a>', r"\1", page, flags=re.S)
    return page, missing


def _copy_linked(page: str, source_dir: Path, page_dir: Path, out: Path) -> None:
    """Copy the repository files a page links to (e.g. ../bench/x.py) to the same place in the site."""
    for value in re.findall(r'(?:href|src)="([^"#?]+)', page):
        if re.match(r"[a-z][a-z0-9+.-]*:|//", value):
            continue
        source = (source_dir / value).resolve()
        target = (page_dir / value).resolve()
        if (source.is_file() and ROOT in source.parents and out in target.parents
                and ".venv" not in source.parts and not target.exists()):
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)


def _markdown(text: str) -> str:
    from nbconvert.filters.markdown_mistune import markdown2html_mistune

    return markdown2html_mistune(text)


def build(out: Path, notebooks: list[Path]) -> list[Path]:
    import nbformat
    from jupyter_server_mathjax import __file__ as mathjax_pkg
    from nbconvert import HTMLExporter

    if not notebooks:
        raise SystemExit("no notebooks to render")
    if out.exists():
        shutil.rmtree(out)
    (out / "notebooks").mkdir(parents=True)
    shutil.copytree(Path(mathjax_pkg).parent / "static", out / "mathjax")
    # data/ and figures/ whole (the index shows figures); other linked files as found
    for folder in ("data", "figures"):
        if (ROOT / folder).is_dir():
            shutil.copytree(ROOT / folder, out / folder)

    exporter = HTMLExporter(template_name="book", extra_template_basedirs=[str(TEMPLATES)],
                            embed_images=True)
    books = [(path, nbformat.read(path, as_version=4)) for path in notebooks]
    stems = {path.stem for path, _ in books}
    entries, written = [], []
    for i, (path, nb) in enumerate(books):
        title, intro = _title_and_intro(nb)
        entries.append((path, title, intro, _first_figure(nb)))
    for i, (path, nb) in enumerate(books):
        _strip_widgets(nb)
        nav = lambda j: None if not 0 <= j < len(entries) else {  # noqa: E731
            "href": f"{entries[j][0].stem}.html", "title": entries[j][1]}
        resources = {
            "metadata": {"name": entries[i][1], "path": str(path.parent)},
            "book": {"previous": nav(i - 1), "next": nav(i + 1), "ipynb": path.name},
        }
        page, _ = exporter.from_notebook_node(nb, resources=resources)
        page, missing = _fix_links(page, stems)
        for target in missing:
            print(f"   note: {path.name} links to {target}, which is not in this edition", file=sys.stderr)
        _copy_linked(page, path.parent, out / "notebooks", out)
        target = out / "notebooks" / f"{path.stem}.html"
        target.write_text(page, encoding="utf-8")
        shutil.copy2(path, out / "notebooks" / path.name)
        written.append(target)
        print(f"   {target.relative_to(out)}")

    written.insert(0, _write_index(out, entries, stems))
    return written


def _write_index(out: Path, entries, stems) -> Path:
    from jinja2 import Environment, FileSystemLoader

    readme = (ROOT / "README.md").read_text(encoding="utf-8") if (ROOT / "README.md").exists() else ""
    paragraphs = [p.strip() for p in readme.split("\n\n") if p.strip() and not p.lstrip().startswith("#")]
    rows = []
    for path, title, intro, figure in entries:
        thumb = f"figures/{figure}.png" if figure and (out / "figures" / f"{figure}.png").exists() else None
        intro_html, _ = _fix_links(_markdown(intro), stems)
        # links in the opening paragraph are relative to notebooks/
        intro_html = re.sub(r'href="(?![a-z]+:|#|/)([^"]+)"', r'href="notebooks/\1"', intro_html)
        rows.append({"number": path.stem[:2], "title": title, "href": f"notebooks/{path.stem}.html",
                     "ipynb": f"notebooks/{path.name}", "intro": intro_html, "figure": thumb,
                     "figure_name": figure})
    env = Environment(loader=FileSystemLoader(str(TEMPLATES / "book")), autoescape=False)
    page = env.get_template("contents.html.j2").render(
        title=BOOK_TITLE, about=_markdown(paragraphs[0]) if paragraphs else "", rows=rows)
    target = out / "index.html"
    target.write_text(page, encoding="utf-8")
    print(f"   {target.relative_to(out)}")
    return target


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "site")
    parser.add_argument("notebooks", nargs="*", type=Path)
    args = parser.parse_args(argv)
    notebooks = [p.resolve() for p in args.notebooks] or book_notebooks()
    build(args.out.resolve(), notebooks)
    print(f"== the HTML edition is in {args.out}/index.html (open it in a browser; it works offline)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
