"""Write figures/README.md: every exported figure, its notebook and its one-line caption.

The list is made from the files in figures/ (NAME.svg, .pdf, .png, written by
``lightsout_helpers.savefig``) and the caption cell that follows each figure in its
notebook, a Markdown cell starting ``*Figure NAME.*``; the caption's first sentence is
the one-line caption. ``make figures`` runs this; tests/test_figures_readme.py checks
that the committed README is what this script writes.

Captions are written in MyST for the book; here they are plain Markdown: a reference to a
numbered statement ({prf:ref}`label`) becomes its number as the HTML edition prints it
("Theorem 8.3"), any other role its text, and a link into a notebook points from figures/.

Usage: python tools/figures_readme.py [--check]
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FIGURES = ROOT / "figures"
NOTEBOOKS = ROOT / "notebooks"
FORMATS = (".svg", ".pdf", ".png")

HEADER = """# figures/

Every figure of the book, exported by the notebooks through `lightsout_helpers.savefig` in
one style (`lightsout.mplstyle`: drawn on a 16:9 canvas of 8 x 4.5 in unless a notebook asks for
another, large text) as SVG, PDF and PNG (200 dpi). White margins are trimmed, so the final
sizes differ from figure to figure: the size column gives each PNG's pixels and its shape
(width : height). Nothing here is made by hand: `make figures` re-executes the notebooks in a
scratch folder and re-exports every file (SVG and PDF byte for byte; PNG within a small
tolerance, since anti-aliasing differs between CPUs; `make test` checks both), and rewrites this
list from the files and the captions in the notebooks.

For slides, take the SVG or the PDF (vector, scales to any size) or the PNG (200 dpi). Each file
name starts with the number of the notebook that makes it; the caption is the first sentence of
its caption there. Every text stays at least 10 pt when a figure is scaled to a 13.33 in wide
slide (`tests/test_figures.py` checks each SVG). `make figures-notitle` writes a copy of every
figure without its own title into `build/figures-notitle/` (SVG, PDF and PNG), for slides whose
own title does that job: the suptitle goes, and the title of a single-panel figure; the panels of
a figure with several panels keep theirs, and the files here keep all of them.

**Palette.** Series take their colours, in order, from the style's cycle: Okabe and Ito's
palette for colour-vision deficiency as published by Wong (Nature Methods 8, 441, 2011), blue
`#0072B2`, vermillion `#D55E00`, bluish green `#009E73`, orange `#E69F00`, reddish purple
`#CC79A7` and black, with markers that also tell the series apart. The book's earlier cycle
(blue, red, green) merged red and green into one olive for deuteranopes (as many as 8 % of men of
European descent have a red-green deficiency): under simulated deuteranopia their CIE76
difference fell from 91 to 15. `tests/test_palette.py` simulates deuteranopia and protanopia
(daltonlens: Machado, Oliveira and Fernandes 2009; Brettel, Viénot and Mollon 1997) and requires
every pair of the first three colours to differ by more than 20; the new cycle keeps more than
35. Lit cells are yellow `#ffd43b`, dark cells charcoal `#2b2b2b`, N-colour boards use viridis
steps with each value written in its cell, and a press is a vermillion ring with a white and black
halo, which reads on yellow and on charcoal cells, in greyscale and under simulated deuteranopia.

| figure | notebook | caption | size (PNG) | files |
|---|---|---|---|---|
"""


def exported() -> list[str]:
    """The names (no extension) of the figures in figures/, sorted."""
    return sorted({p.stem for p in FIGURES.iterdir() if p.suffix in FORMATS})


def notebook_of(name: str) -> Path | None:
    found = sorted(NOTEBOOKS.glob(f"{name[:2]}_*.ipynb"))
    return found[0] if found else None


def _markdown_cells(notebook: Path) -> list[str]:
    nb = json.loads(notebook.read_text(encoding="utf-8"))
    return [
        "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
        for cell in nb["cells"]
        if cell["cell_type"] == "markdown"
    ]


# the opening line of a sphinx-proof directive: ```{prf:theorem} Title or :::{prf:lemma}
_DIRECTIVE = re.compile(r"(`{3,}|:{3,})\{prf:([a-z]+)\}")
_OPTION = re.compile(r":([a-z-]+):\s*(.*)")


@cache
def statement_numbers() -> dict[str, str]:
    """Label -> "Theorem 8.3": each numbered statement's number as the HTML edition prints it.

    sphinx-proof numbers the statements of a chapter in order, one counter per kind (the
    site sets prf_realtyp_to_countertyp = {}), after the chapter's number, which is the
    notebook's (01 -> 1; docs/index.md numbers the chapters' toctree). Proofs and blocks
    with :nonumber: take no number. tests/test_html_site.py compares these with the site.
    """
    numbers = {}
    for notebook in sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb")):
        chapter, counts = int(notebook.name[:2]), Counter()
        for source in _markdown_cells(notebook):
            lines = source.splitlines()
            for i, line in enumerate(lines):
                opening = _DIRECTIVE.match(line.strip())
                if opening is None or opening.group(2) == "proof":
                    continue
                options = {}
                for option in lines[i + 1 :]:
                    found = _OPTION.fullmatch(option.strip())
                    if found is None:
                        break
                    options[found.group(1)] = found.group(2).strip()
                kind = opening.group(2)
                if "nonumber" in options:
                    number = kind.capitalize()
                else:
                    counts[kind] += 1
                    number = f"{kind.capitalize()} {chapter}.{counts[kind]}"
                if "label" in options:
                    numbers[options["label"]] = number
    return numbers


_ROLE = re.compile(r"\{([a-z]+(?::[a-z]+)?)\}`([^`]*)`")
_LINK = re.compile(r"\]\((?!https?:|mailto:|\.\./|/)([^)\s]*)\)")


def plain_markdown(text: str, notebook: Path) -> str:
    """MyST of a caption as plain Markdown for figures/README.md.

    {prf:ref}`label` becomes the statement's number ("Theorem 8.3"), a role with an
    explicit text ({ref}`the proof <label>`) that text, any other role its content; a
    relative link ([text](03_x.ipynb#label), [text](#label)) is made relative to figures/.
    A {prf:ref} to a label that no notebook defines raises ValueError.
    """

    def role(match: re.Match) -> str:
        name, body = match.groups()
        explicit = re.fullmatch(r"(.*?)\s*<([^<>]+)>", body, flags=re.S)
        if explicit:
            return explicit.group(1)
        if name == "prf:ref":
            if body not in statement_numbers():
                raise ValueError(
                    f"{notebook.name}: {{prf:ref}}`{body}` names no numbered statement"
                )
            return statement_numbers()[body]
        return body

    def link(match: re.Match) -> str:
        target = match.group(1)
        if target.startswith("#"):
            target = notebook.name + target
        return f"](../notebooks/{target})"

    return _LINK.sub(link, _ROLE.sub(role, text))


def caption_of(name: str, notebook: Path) -> str | None:
    """The first sentence of the notebook's caption cell for ``name`` (None if there is none)."""
    label = f"*Figure {name}.*"
    for source in _markdown_cells(notebook):
        if source.lstrip().startswith(label):
            text = plain_markdown(
                " ".join(source.lstrip()[len(label) :].split()), notebook
            )
            sentence = re.match(r"(.+?[.!?])(\s|$)", text)
            return sentence.group(1) if sentence else text
    return None


def png_size(name: str) -> str:
    """'W x H px, r : 1' from the PNG header (IHDR), or '' when there is no PNG."""
    path = FIGURES / f"{name}.png"
    if not path.exists():
        return ""
    head = path.read_bytes()[:24]
    width, height = (
        int.from_bytes(head[16:20], "big"),
        int.from_bytes(head[20:24], "big"),
    )
    return f"{width} x {height} px, {width / height:.2f} : 1"


def render() -> str:
    rows = []
    for name in exported():
        notebook = notebook_of(name)
        if notebook is None:  # listed anyway; the tests fail on it
            print(
                f"   warning: figures/{name}: no notebook {name[:2]}_*.ipynb made it",
                file=sys.stderr,
            )
            rows.append(f"| `{name}` | **(no notebook)** | | | |")
            continue
        caption = caption_of(name, notebook)
        if caption is None:  # listed anyway; tests/test_figures_readme.py fails on it
            print(
                f"   warning: {notebook.name} has no caption cell starting '*Figure {name}.*'",
                file=sys.stderr,
            )
            caption = "**(no caption in the notebook)**"
        files = " ".join(
            f"[{ext[1:]}]({name}{ext})"
            for ext in FORMATS
            if (FIGURES / f"{name}{ext}").exists()
        )
        rows.append(
            f"| `{name}` | [{notebook.stem[:2]}](../notebooks/{notebook.name}) | {caption} "
            f"| {png_size(name)} | {files} |"
        )
    return HEADER + "\n".join(rows) + "\n"


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    text = render()
    target = FIGURES / "README.md"
    if "--check" in argv:
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            print(
                "figures/README.md is out of date: run `make figures` (or python tools/figures_readme.py)"
            )
            return 1
        return 0
    target.write_text(text, encoding="utf-8")
    print(f"   wrote {target.relative_to(ROOT)} ({len(exported())} figures)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
