"""The PDF edition (``make pdf``): one PDF of the whole book, printed by Chromium without TeX.

The PDF is built by ``make pdf`` (a few minutes on 2 cores: the browser prints each page of
the HTML edition, pypdf joins them). This module uses build/pdf/lights-out-executed.pdf when
it is newer than every notebook, docs/ file, references.bib and CITATION.cff, and builds it
otherwise as ``make pdf`` does (docs/print_pdf.py prints the test run's one build of the
site, tests/conftest.py, copied to build/pdf-html); without Chromium those tests skip,
naming the install command. It reads the PDF with pypdf, each page split into its running
head, its body and its foot by position, and checks what makes it a book: page 1 is the
title page with the version; the contents give for every chapter and the back matter the
page on which its title is printed; every page after the title page prints its position in
the PDF, which is also its page label; each chapter opens a page and runs its title as the
head of its other pages; the outline has every chapter; a figure's caption shares its page
with an image; each continuation mark of a code line follows a break at a space or
punctuation; nothing written for the HTML edition is left; no raw TeX; the solutions are
printed open. The version and its date are written once, in CITATION.cff: a test checks that
pyproject.toml, the README, the CHANGELOG, the site's footer and the title page say the same
(this one needs no PDF).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml
from browser import require_chromium

ROOT = Path(__file__).resolve().parents[1]
PDF = ROOT / "build" / "pdf" / "lights-out-executed.pdf"
SITE = ROOT / "build" / "pdf-html"
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
BACK_MATTER = ("Glossary", "Bibliography")
MARGIN_PT = 20 / 25.4 * 72  # the top and bottom margins of docs/print_pdf.py (20 mm)
TITLE_PT = (
    20  # chapter titles are set at 22 pt, section titles at 16 pt, text at 10.5 pt
)
# what the HTML edition says or shows and a printed book must not
HTML_ONLY = (
    "This is the HTML edition",
    "Skip to main content",
    "Back to top",
    "Ctrl+K",
    "Download this notebook",
    "Toggle navigation",
    "Show code cell",
    "Hide code cell",
)


def _norm(text: str) -> str:
    """Text compared as read: ligatures undone (NFKC), whitespace collapsed."""
    return " ".join(unicodedata.normalize("NFKC", text).split())


def _title(notebook: Path) -> str:
    """The notebook's title as plain text (its '# ' heading, maths without dollars)."""
    for line in notebook.with_suffix(".py").read_text(encoding="utf-8").splitlines():
        if line.startswith("# # "):
            return line[4:].replace("$", "").strip()
    raise AssertionError(f"{notebook.name} has no title")


def _citation() -> dict:
    return yaml.safe_load((ROOT / "CITATION.cff").read_text(encoding="utf-8"))


@dataclass
class Page:
    head: str  # text in the top margin
    body: str
    foot: str  # text in the bottom margin
    title: str  # text set in 20 pt or more (a chapter's title)
    images: list[float]  # the height of each image's lower edge above the page's foot
    captions: list[tuple[str, float]]  # each "Figure NN-name.", the height of its line
    text: str  # the page's text in lines, as pypdf extracts it


def _split(page) -> Page:
    """A page's text by position: head (top margin), body, foot (bottom margin), the text
    set at a title's size, where images are drawn and where captions start."""
    height = float(page.mediabox.height)
    parts = {"head": [], "body": [], "foot": [], "title": []}
    images, captions = [], []

    def operator(op, args, cm, tm):
        if op == b"Do":  # an image (or a form) drawn in the unit square mapped by cm
            images.append(min(cm[5], cm[5] + cm[3]))

    def visit(text, cm, tm, font, size):
        if not text.strip():
            return
        y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
        where = (
            "head" if y > height - MARGIN_PT else "foot" if y < MARGIN_PT else "body"
        )
        parts[where].append(text)
        if size * abs(tm[3] * cm[3]) >= TITLE_PT:
            parts["title"].append(text)
        caption = re.match(r"Figure (\d\d-[a-z0-9-]+)\.", text.strip())
        if caption:
            captions.append((caption.group(1), y))

    text = page.extract_text(visitor_text=visit, visitor_operand_before=operator)
    texts = (_norm(" ".join(parts[k])) for k in ("head", "body", "foot", "title"))
    return Page(*texts, images, captions, text or "")


@pytest.fixture(scope="module")
def pdf(request):
    require_chromium("the PDF edition was not printed")
    from pypdf import PdfReader

    sources = [
        *NOTEBOOKS,
        *(ROOT / "docs").rglob("*"),
        ROOT / "references.bib",
        ROOT / "CITATION.cff",
    ]
    newest = max(p.stat().st_mtime for p in sources if p.is_file())
    if not PDF.exists() or PDF.stat().st_mtime < newest:
        # as `make pdf`, whose first step builds the site as `make html` does: the run's
        # one build of the site (tests/conftest.py) is copied to build/pdf-html and printed
        built = request.getfixturevalue("site")
        shutil.rmtree(SITE, ignore_errors=True)
        shutil.copytree(built, SITE)
        PDF.parent.mkdir(parents=True, exist_ok=True)
        done = subprocess.run(
            [sys.executable, str(ROOT / "docs" / "print_pdf.py"), str(SITE), str(PDF)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            # only a guard against a hung print, never a verdict on speed: the print took
            # 4 min 24 s at a load of 6 to 9 on 2 cores, so 30 min left too little room
            timeout=7200,
        )
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-4000:]
    return PdfReader(str(PDF))


@pytest.fixture(scope="module")
def pages(pdf) -> list[Page]:
    return [_split(page) for page in pdf.pages]


@pytest.fixture(scope="module")
def chapters() -> list[tuple[str, str]]:
    """(number, title) of every chapter, then ("", name) of the back matter, in book order."""
    return [(nb.name[:2], _title(nb)) for nb in NOTEBOOKS] + [
        ("", name) for name in BACK_MATTER
    ]


def _label(number: str) -> str:
    """How the PDF labels a notebook above its title: 11 and above are appendices."""
    return "APPENDIX" if int(number) >= 11 else "CHAPTER"


def _openings(pages: list[Page], chapters) -> dict[str, int]:
    """The page (1-based) on which each chapter's title is printed: the one page that sets
    it at a title's size, and for a chapter also prints "CHAPTER NN" (its number; for an
    appendix "APPENDIX NN")."""
    found = {}
    for number, title in chapters:
        start = _norm(title)[:20]
        at = [
            i + 1
            for i, page in enumerate(pages)
            if page.title.startswith(start)
            and (not number or f"{_label(number)} {number}" in page.body)
        ]
        assert len(at) == 1, f"the title {start!r} is printed on pages {at}, not one"
        found[number or title] = at[0]
    return found


def test_the_site_footer_and_the_title_page_carry_the_version(pdf, pages):
    citation = _citation()
    version, date = citation["version"], str(citation["date-released"])
    footer = (SITE / "notebooks" / NOTEBOOKS[3].with_suffix(".html").name).read_text(
        encoding="utf-8"
    )
    assert f"Version {version} of {date}" in footer, (
        "the site's footer lacks the version"
    )
    title = pages[0]
    assert title.body.startswith(_norm(citation["title"])), title.body[:80]
    assert f"Version {version} of {date}" in title.body
    assert re.search(r"this PDF built on \d{4}-\d{2}-\d{2}", title.body)
    for needed in ("CC BY 4.0", "MIT", "How to cite", f"(version {version})"):
        assert needed in title.body, f"the title page lacks {needed!r}"
    assert not title.head and not title.foot, "the title page prints a head or a number"
    assert version in pdf.metadata.title


def test_the_contents_give_the_page_of_every_chapter(pages, chapters):
    opening = _openings(pages, chapters)
    first_chapter = min(opening.values())
    contents = " ".join(p.body for p in pages[1 : first_chapter - 1])
    assert pages[1].body.startswith("Contents")
    for number, title in chapters:
        # the title's first 24 characters, then the rest of it where the contents print it
        # as the title reads (not a number inside the title, "sources 001 and 000"), then
        # the page number
        full = _norm(f"{number} {title}".strip())
        line = re.escape(full[:24]) + f"(?:{re.escape(full[24:])})?"
        listed = re.search(line + r"[^\n]*? (\d+)(?= |$)", contents)
        assert listed, f"{number} {title!r} is not in the contents"
        assert int(listed.group(1)) == opening[number or title], (
            f"the contents say {title!r} starts on page {listed.group(1)}; "
            f"it is printed on page {opening[number or title]}"
        )
    assert list(opening.values()) == sorted(opening.values()), "chapters out of order"


def test_every_page_prints_its_position_which_is_its_label(pdf, pages):
    labels = pdf.page_labels
    assert len(labels) == len(pages) > 100
    assert labels[0] == "1" and pages[0].foot == "", (
        f"page 1 is labelled {labels[0]!r} and prints {pages[0].foot!r}"
    )
    wrong = [
        (i + 1, page.foot, labels[i])
        for i, page in enumerate(pages)
        if i > 0 and not (page.foot == labels[i] == str(i + 1))
    ]
    assert not wrong, f"(position, printed, label) that disagree: {wrong[:10]}"


def test_chapters_open_a_page_and_run_their_title_as_head(pages, chapters):
    opening = _openings(pages, chapters)
    starts = sorted(opening.values()) + [len(pages) + 1]
    for number, title in chapters:
        first = opening[number or title]
        last = starts[starts.index(first) + 1] - 1
        assert pages[first - 1].head == "", f"{title!r}: a head on its opening page"
        head = _norm(f"{number} {title}".strip())[:24]
        for position in range(first + 1, last + 1):
            assert pages[position - 1].head.startswith(head), (
                f"page {position} of {title!r} has the head {pages[position - 1].head!r}"
            )


def test_the_outline_has_every_chapter(pdf, pages, chapters):
    opening = _openings(pages, chapters)
    top = [item for item in pdf.outline if not isinstance(item, list)]
    titles = {
        _norm(item.title): pdf.get_destination_page_number(item) + 1 for item in top
    }
    for number, title in chapters:
        name = _norm(f"{number} {title}".strip())[:24]
        match = [page for t, page in titles.items() if t.startswith(name)]
        assert match == [opening[number or title]], (
            f"outline entry of {name!r}: {match}"
        )
    nested = [item for item in pdf.outline if isinstance(item, list)]
    assert len(nested) >= len(NOTEBOOKS), (
        "chapters without their sections in the outline"
    )


def test_no_page_has_text_of_the_html_edition(pages):
    for position, page in enumerate(pages, 1):
        for phrase in HTML_ONLY:
            assert phrase not in page.body, f"page {position} says {phrase!r}"


def test_each_caption_is_on_the_page_of_its_figure_below_it(pages):
    """A figure's caption ("Figure NN-name." in italics after the image) is drawn on a page
    that has an image whose lower edge is above the caption's first line."""
    captions = 0
    for position, page in enumerate(pages, 1):
        for name, y in page.captions:
            captions += 1
            assert any(bottom >= y for bottom in page.images), (
                f"the caption of {name} is on page {position} without its figure above it"
            )
    expected = sum(
        len(re.findall(r"^# \*Figure \d\d-", nb.with_suffix(".py").read_text(), re.M))
        for nb in NOTEBOOKS
    )
    assert captions == expected, (
        f"{captions} captions printed, {expected} in the notebooks"
    )


def _sources() -> str:
    """Every code cell and text output of the notebooks, whitespace collapsed."""
    chunks = []
    for notebook in NOTEBOOKS:
        for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
            chunks.append("".join(cell["source"]))
            for output in cell.get("outputs", []):
                chunks.append("".join(output.get("text", "")))
                chunks.append("".join(output.get("data", {}).get("text/plain", "")))
    return _norm("\n".join(chunks))


def test_code_lines_break_at_spaces_or_punctuation_with_a_mark(pages):
    """Each continuation mark starts the rest of a line broken at a space or after one of
    the punctuation marks print_pdf.py breaks at, as the notebooks' code and outputs show."""
    sources = _sources()
    marks = 0
    for page in pages:
        lines = page.text.splitlines()
        for before, line in zip(lines, lines[1:]):
            if not line.lstrip().startswith("\u21aa"):
                continue
            marks += 1
            head, rest = _norm(before)[-30:], _norm(line.lstrip()[1:])[:30]
            at_space = f"{head} {rest}" in sources
            at_punct = head[-1:] in ",;:([{=+-*/|&.>" and f"{head}{rest}" in sources
            assert at_space or at_punct, f"broken inside a word: {head!r} / {rest!r}"
    assert marks > 0, "no code line was broken: nothing checked"


def test_the_pdf_has_every_chapter_and_the_bibliography_last(pages):
    assert len(pages) > 40, f"only {len(pages)} pages"
    whole = " ".join(p.body for p in pages)
    for notebook in NOTEBOOKS:
        title = _norm(_title(notebook))
        assert title.split(":")[0][:30] in whole, f"{notebook.name}: {title!r} missing"
    last = " ".join(p.body for p in pages[-15:])
    assert "Bibliography" in last and "Anderson" in last, "no bibliography at the end"


def test_the_pdf_has_no_raw_tex_and_open_solutions(pages):
    whole = "\n".join(p.body for p in pages)
    # TeX that MathJax would have typeset (code listings may hold a regex such as "\\[")
    raw = re.findall(
        r".{0,30}(?:\\frac|\\mathbf|\\mathbb|\\begin\{|\\\(.{0,80}?\\\)).{0,30}", whole
    )
    assert not raw, f"raw TeX in the PDF text: {raw[:5]}"
    # ($...$ is not checked: the code listings' matplotlib labels hold dollars by design)
    assert "Solution" in whole, "no exercise solution printed"
