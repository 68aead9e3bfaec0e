"""The PDF edition (``make pdf``): one PDF of the whole book, printed by Chromium without TeX.

The PDF is built by ``make pdf`` (about 5 minutes on a loaded 2-core machine; the browser
prints each page of the HTML edition and pypdf joins them). This test uses
build/pdf/lights-out-executed.pdf when it is newer than every notebook and docs/ file, and
builds it otherwise. It reads the text with pypdf and checks: many pages, every chapter's
title, the glossary and the bibliography (last), the solutions printed open, and no raw TeX
(``\\frac``, ``\\(...\\)``, ``\\mathbf``) left by MathJax. Without Chromium it skips, naming the install
command.
"""

import re
import subprocess
from pathlib import Path

import pytest
from browser import require_chromium

ROOT = Path(__file__).resolve().parents[1]
PDF = ROOT / "build" / "pdf" / "lights-out-executed.pdf"
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))


def _title(notebook: Path) -> str:
    """The notebook's title as plain text (its '# ' heading, maths without dollars)."""
    for line in notebook.with_suffix(".py").read_text(encoding="utf-8").splitlines():
        if line.startswith("# # "):
            return line[4:].replace("$", "").strip()
    raise AssertionError(f"{notebook.name} has no title")


@pytest.fixture(scope="module")
def text():
    require_chromium("the PDF edition was not printed")
    from pypdf import PdfReader

    sources = [*NOTEBOOKS, *(ROOT / "docs").rglob("*"), ROOT / "references.bib"]
    newest = max(p.stat().st_mtime for p in sources if p.is_file())
    if not PDF.exists() or PDF.stat().st_mtime < newest:
        done = subprocess.run(
            ["make", "--no-print-directory", "pdf"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=1800,
        )
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-4000:]
    reader = PdfReader(str(PDF))
    pages = [page.extract_text() or "" for page in reader.pages]
    return pages


def test_the_pdf_has_every_chapter_and_the_bibliography_last(text):
    assert len(text) > 40, f"only {len(text)} pages"
    whole = " ".join(" ".join(text).split())
    for notebook in NOTEBOOKS:
        title = _title(notebook)
        assert title.split(":")[0][:30] in whole, (
            f"{notebook.name}: {title!r} not in the PDF"
        )
    assert "Glossary" in whole
    last = " ".join(" ".join(text[-3:]).split())
    assert "Bibliography" in " ".join(" ".join(text[-15:]).split())
    assert "Anderson" in whole and last, "the bibliography's entries are missing"


def test_the_pdf_has_no_raw_tex_and_open_solutions(text):
    whole = "\n".join(text)
    # TeX that MathJax would have typeset (code listings may hold a regex such as "\\[")
    raw = re.findall(
        r".{0,30}(?:\\frac|\\mathbf|\\mathbb|\\begin\{|\\\(.{0,80}?\\\)).{0,30}", whole
    )
    assert not raw, f"raw TeX in the PDF text: {raw[:5]}"
    # ($...$ is not checked: the code listings' matplotlib labels hold dollars by design)
    assert "Solution" in whole, "no exercise solution printed"
