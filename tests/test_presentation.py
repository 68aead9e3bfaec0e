"""What a reader meets on the page: code that fits, short figure cells, numbered statements.

* At most 2 % of the code lines of the notebooks are longer than 88 characters (the page
  width of the site and of the PDF; ruff formats the code, long strings are the rest).
* A code cell that exports a figure has at most 10 lines, unless its input is hidden on the
  site (tag ``hide-input``): the plotting lives in ``lightsout/plots/chNN.py``.
* Every chapter opens with what the reader should know first and what they can do after it
  (an appendix, notebooks 10 and above, says "Before this appendix").
* Statements are MyST directives with labels, and every ``{prf:ref}`` names a label that
  some chapter defines.
* The same numbers in JupyterLab and on the site (tests/statements.py says how both count):
  each chapter 01-09 opens with a frontmatter cell ``numbering: enumerator: N.%s`` that only
  JupyterLab reads (tagged ``remove-cell``, so not on the site or in the PDF); proofs say
  ``:nonumber:``; a ``{prf:ref}`` names a label of its own chapter (jupyterlab-myst resolves
  nothing else), and a statement of another chapter is linked as
  ``[Theorem 3.1](03_name.ipynb#label)``, whose text is the number that statement has.
  The built site is checked too: every such link lands on its statement, numbered as its
  text says.
"""

import re
from pathlib import Path

import jupytext
import pytest
import statements

ROOT = Path(__file__).resolve().parents[1]
PAIRS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.py"))
MAX_SHARE_LONG = 0.02
LABEL = re.compile(r"^:label:\s*(\S+)\s*$", re.M)
PRF_BLOCK = re.compile(
    r"^`{3,}\{prf:(definition|theorem|proposition|lemma|corollary|observation|remark|"
    r"example|conjecture|algorithm|property)\}",
    re.M,
)
PRF_REF = re.compile(r"\{prf:ref\}`([^`<]+?)(?:\s*<([^>]+)>)?`")


def _cells(pair):
    return jupytext.read(pair).cells


def _markdown(pair):
    return "\n\n".join(c.source for c in _cells(pair) if c.cell_type == "markdown")


def test_code_lines_fit_the_page():
    total = long = 0
    worst = []
    for pair in PAIRS:
        for cell in _cells(pair):
            if cell.cell_type != "code":
                continue
            for line in cell.source.splitlines():
                total += 1
                if len(line) > 88:
                    long += 1
                    worst.append(f"{pair.name}: {line.strip()[:60]}...")
    assert total > 1000
    assert long <= MAX_SHARE_LONG * total, (
        f"{long} of {total} code lines are over 88 characters "
        f"({100 * long / total:.1f} %, at most {100 * MAX_SHARE_LONG:.0f} %):\n"
        + "\n".join(worst[:40])
    )


@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: p.stem)
def test_figure_cells_are_short(pair):
    for cell in _cells(pair):
        if cell.cell_type != "code" or "savefig(" not in cell.source:
            continue
        tags = cell.metadata.get("tags", [])
        lines = [line for line in cell.source.splitlines() if line.strip()]
        assert len(lines) <= 10 or "hide-input" in tags, (
            f"{pair.name}: a figure cell of {len(lines)} lines is shown on the site; move "
            f"the plotting into lightsout/plots/ or tag the cell hide-input:\n"
            + cell.source[:300]
        )


@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: p.stem)
def test_chapter_opens_with_before_and_after(pair):
    opening = _markdown(pair)[:6000]
    # notebooks 11 and above are appendices: "Before this appendix"
    before = (
        "Before this appendix" if int(pair.stem[:2]) >= 11 else "Before this chapter"
    )
    assert before in opening and "After it" in opening, (
        f"{pair.name}: the opening must say what the reader should know first "
        f"('{before}') and can do after it ('After it')"
    )


def test_statements_are_numbered_and_references_resolve():
    labels, refs, blocks = set(), [], 0
    for pair in PAIRS:
        text = _markdown(pair)
        blocks += len(PRF_BLOCK.findall(text))
        labels |= set(LABEL.findall(text))
        refs += [(pair.name, m.group(2) or m.group(1)) for m in PRF_REF.finditer(text)]
    assert blocks >= 20, f"only {blocks} numbered statements in the book"
    dangling = [(name, ref) for name, ref in refs if ref.strip() not in labels]
    assert not dangling, f"{{prf:ref}} to labels that no chapter defines: {dangling}"


def test_a_prf_ref_names_a_label_of_its_own_chapter():
    elsewhere = [
        (pair.stem, label)
        for pair in PAIRS
        for label in statements.prf_refs(pair)
        if label not in statements.labels(pair)
    ]
    assert not elsewhere, (
        "{prf:ref} to a label of another chapter (JupyterLab shows it as a raw label with "
        "a warning sign); link it as [Theorem 3.1](03_name.ipynb#label): "
        f"{elsewhere}"
    )


def test_links_to_other_chapters_name_the_number_of_their_target():
    numbers = statements.all_statements()
    links, wrong = 0, []
    for pair in PAIRS:
        for text, target, label in statements.cross_links(pair):
            links += 1
            expected = numbers.get(target, {}).get(label)
            if text != expected:
                wrong.append(
                    f"{pair.stem}: [{text}]({target}.ipynb#{label}) is {expected}"
                )
    assert links >= 40, f"only {links} links to statements of other chapters"
    assert not wrong, "links whose text is not their target's number:\n" + "\n".join(
        wrong
    )


@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: p.stem)
def test_jupyterlab_numbers_the_chapter_as_the_site_does(pair):
    chapter = statements.chapter_number(pair.stem)
    first = _cells(pair)[0]
    yaml = statements.frontmatter(pair)
    if (
        chapter is None
    ):  # chapter 00 is outside the numbered toctree: Exercise 1, 2, ...
        assert yaml is None or "enumerator" not in yaml, f"{pair.name}: {yaml}"
    else:
        assert yaml is not None and re.fullmatch(
            rf"numbering:\n  enumerator: {chapter}\.%s", yaml
        ), (
            f"{pair.name}: the first cell must be the frontmatter "
            f"'---\\nnumbering:\\n  enumerator: {chapter}.%s\\n---', found {first.source!r}"
        )
        assert "remove-cell" in first.metadata.get("tags", []), (
            f"{pair.name}: the frontmatter cell must be tagged remove-cell (not on the site)"
        )
    text = _markdown(pair)
    proofs = re.findall(
        r"^`{3,}\{prf:proof\}[^\n]*\n((?:[ \t]*:[\w-]+:[^\n]*\n)*)", text, re.M
    )
    unnumbered = [options for options in proofs if ":nonumber:" in options]
    assert len(unnumbered) == len(proofs), (
        f"{pair.name}: {len(proofs) - len(unnumbered)} of {len(proofs)} proofs lack "
        ":nonumber: (JupyterLab would number them, the site does not)"
    )


# `site`: the HTML edition, built once per run by tests/conftest.py
SITE_LINK = re.compile(
    r'<a class="reference internal" href="(?P<page>\d\d_\w+)\.html#(?P<label>[\w-]+)">'
    r"<span[^>]*>(?P<text>[^<]*)</span></a>"
)
SITE_CAPTION = (
    r'id="{label}">\s*<p class="admonition-title">'
    r'<span class="caption-number">(?P<number>[^<]*?)\s*</span>'
)


def test_links_to_other_chapters_land_on_the_statement_on_the_site(site):
    """On the built site each link [Theorem 3.1](03_x.ipynb#label) points at the page and the
    anchor of its statement, whose caption is the link's text; no frontmatter is shown."""
    pages = {
        p.stem: p.read_text(encoding="utf-8")
        for p in (site / "notebooks").glob("*.html")
    }
    expected = sum(len(statements.cross_links(pair)) for pair in PAIRS)
    found, wrong = 0, []
    for name, page in sorted(pages.items()):
        body = page[page.find("<article") : page.find("</article>")]
        assert "enumerator" not in body and "numbering:" not in body, (
            f"{name}: the frontmatter cell shows on the site"
        )
        for link in SITE_LINK.finditer(body):
            if link.group("page") == name:
                continue
            found += 1
            target = pages.get(link.group("page"), "")
            caption = re.search(
                SITE_CAPTION.format(label=re.escape(link.group("label"))), target
            )
            number = caption.group("number") if caption else None
            if number != link.group("text"):
                wrong.append(f"{name}: {link.group(0)} lands on {number}")
    assert found >= 40, f"only {found} links between chapters on the site"
    assert found == expected, (
        f"{found} links between chapters on the site, {expected} in the notebooks"
    )
    assert not wrong, "\n".join(wrong)
