"""The book's version and release date, read from CITATION.cff (the one place they are written).

CITATION.cff is the source of truth: GitHub's "Cite this repository" reads it, docs/conf.py
puts the version and date into the HTML edition's footer, docs/print_pdf.py onto the PDF
edition's title page; pyproject.toml, CHANGELOG.md and the README repeat them, and
tests/test_pdf.py checks that they agree. The file is read with a regular expression for the
few top-level keys needed, so nothing beyond the standard library is imported.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

CITATION = Path(__file__).resolve().parents[1] / "CITATION.cff"


@dataclass(frozen=True)
class Release:
    """What CITATION.cff says about the release: version, date, title, authors, subtitle."""

    version: str  # e.g. "1.1.0"
    date: str  # ISO date of the release, e.g. "2026-12-01"
    title: str
    authors: str
    subtitle: str  # the abstract's first clause

    @property
    def year(self) -> str:
        return self.date[:4]

    @property
    def citation(self) -> str:
        """How to cite the book, as plain text (the README and the title page say the same)."""
        return (
            f"{self.authors}. {self.title} (version {self.version}), {self.year}. "
            "Code MIT, text and figures CC BY 4.0."
        )


def _value(text: str, key: str) -> str:
    """The value of a top-level `key: "value"` line of CITATION.cff."""
    found = re.search(rf'^{re.escape(key)}:\s*"?([^"\n]*?)"?\s*$', text, re.MULTILINE)
    if found is None or not found.group(1):
        raise ValueError(f"{CITATION.name} has no top-level {key!r}")
    return found.group(1)


def release(path: Path = CITATION) -> Release:
    """Read the release from CITATION.cff (ValueError naming a missing or malformed key)."""
    text = path.read_text(encoding="utf-8")
    version = _value(text, "version")
    if not re.fullmatch(r"\d+\.\d+\.\d+", version):
        raise ValueError(f"{path.name}: version {version!r} is not MAJOR.MINOR.PATCH")
    date = _value(text, "date-released")
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", date):
        raise ValueError(f"{path.name}: date-released {date!r} is not YYYY-MM-DD")
    author = re.search(r'^authors:\s*\n\s*-\s*name:\s*"([^"]+)"', text, re.MULTILINE)
    if author is None:
        raise ValueError(f"{path.name} has no first author's name")
    abstract = re.search(r"^abstract:\s*>-\s*\n((?:[ \t]+.*\n)+)", text, re.MULTILINE)
    if abstract is None:
        raise ValueError(f"{path.name} has no folded abstract (abstract: >-)")
    subtitle = " ".join(abstract.group(1).split()).split(":")[0]
    return Release(version, date, _value(text, "title"), author.group(1), subtitle)
