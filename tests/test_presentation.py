"""What a reader meets on the page: code that fits, short figure cells, numbered statements.

* At most 2 % of the code lines of the notebooks are longer than 88 characters (the page
  width of the site and of the PDF; ruff formats the code, long strings are the rest).
* A code cell that exports a figure has at most 10 lines, unless its input is hidden on the
  site (tag ``hide-input``): the plotting lives in ``lightsout/plots/chNN.py``.
* Every chapter opens with what the reader should know first and what they can do after it.
* Statements are MyST directives with labels, and every ``{prf:ref}`` names a label that
  some chapter defines.
"""

import re
from pathlib import Path

import jupytext
import pytest

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
    assert "Before this chapter" in opening and "After it" in opening, (
        f"{pair.name}: the opening must say what the reader should know first "
        "('Before this chapter') and can do after it ('After it')"
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
