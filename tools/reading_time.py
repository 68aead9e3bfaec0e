"""Reading times of the notebooks by the README's rule, and the two places that print them.

The rule (README.md, "Contents"; docs/index.md): "Reading times are estimates from the length
of the text (120 words a minute) and of the code (20 lines a minute), without the exercises."
This script applies it to every ``notebooks/NN_*.py`` (the py:percent pair, read with
jupytext) and counts as follows.

* **Left out.** The exercises: from a Markdown heading ``## Exercises`` to the heading
  ``## References`` (the statements, hints, solutions and solution code). Cells tagged
  ``remove-cell`` (the numbering frontmatter), which neither edition shows. Everything else
  counts: the opening, the Summary, the References and anything after them.
* **Words.** Each Markdown cell, after removing HTML comments, the targets of links and
  images (``[text](target)`` keeps its text), MyST option lines (``:label: ...``) and the
  fences of directives (a ``{prf:theorem} Title`` line keeps its title), is split at
  whitespace; a token counts as a word if it holds a letter or a digit (so ``-``, ``|``,
  ``#`` and ``**`` do not). A formula, ``$...$``, ``$$...$$`` or a bare
  ``\\begin{...}...\\end{...}``, counts as one word however long its LaTeX.
* **Code lines.** The non-blank lines of code cells, comments included.
* **Minutes.** words / 120 + code lines / 20, rounded to the nearest multiple of 5 (a
  half rounds up), at least 5.

The times are printed in README.md's chapter table (last column, ``N min``) and on the
front page, docs/index.md (``About N minutes.`` in each chapter's entry).

Usage (from the repository root):

    python tools/reading_time.py            # the table of every notebook
    python tools/reading_time.py --check    # exit 1 and name each time that differs
    python tools/reading_time.py --write    # rewrite the times in README.md and docs/index.md
    python tools/reading_time.py --write 07 14   # ... of those notebooks only

``tests/test_reading_time.py`` runs the check.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import jupytext

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
README = ROOT / "README.md"
FRONT_PAGE = ROOT / "docs" / "index.md"

WORDS_PER_MINUTE = 120
CODE_LINES_PER_MINUTE = 20
ROUND_TO = 5  # minutes

EXERCISES = re.compile(r"^## Exercises\b", re.M)
REFERENCES = re.compile(r"^## References\b", re.M)
COMMENT = re.compile(r"<!--.*?-->", re.S)
FORMULA = re.compile(
    r"\$\$.*?\$\$|\$[^$\n]+\$|\\begin\{(?P<env>[a-z*]+)\}.*?\\end\{(?P=env)\}", re.S
)
LINK = re.compile(r"(!?\[[^\]]*\])\([^)\s]*(?:\s+\"[^\"]*\")?\)")
OPTION_LINE = re.compile(r"^[ \t]*:[\w-]+:.*$", re.M)
# a directive's fence: ```{prf:theorem} Title, ````{exercise} Title, ``` or :::
FENCE = re.compile(r"^[ \t]*(?:`{3,}|:{3,})(?:\{[^}]*\}|\w*)[ \t]*(?P<title>.*)$", re.M)
WORD = re.compile(r"\w")

# README.md: | [07 Gardens of Eden ...](notebooks/07_garden_of_eden.ipynb) | ... | 65 min |
README_ROW = re.compile(
    r"^\| \[[^\]\n]*\]\(notebooks/(?P<nn>\d\d)_\w+\.ipynb\) \|.*\| (?P<min>\d+) min \|$",
    re.M,
)
# docs/index.md: an entry "* - [07 ...](../notebooks/07_x.ipynb)" ... "About 65 minutes."
FRONT_ENTRY = re.compile(
    r"^\* - \[[^\]\n]*\]\(\.\./notebooks/(?P<nn>\d\d)_\w+\.ipynb\)", re.M
)
FRONT_TIME = re.compile(r"About\s+(?P<min>\d+)\s+minutes")


@dataclass(frozen=True)
class Reading:
    """What a notebook holds by the README's rule, and its reading time."""

    words: int
    code_lines: int

    @property
    def exact_minutes(self) -> float:
        return self.words / WORDS_PER_MINUTE + self.code_lines / CODE_LINES_PER_MINUTE

    @property
    def minutes(self) -> int:
        """The exact minutes rounded to the nearest multiple of 5 (halves up), at least 5."""
        return max(ROUND_TO, ROUND_TO * math.floor(self.exact_minutes / ROUND_TO + 0.5))


def prose_words(markdown: str) -> int:
    """The words a reader reads in Markdown text (the module docstring says what counts)."""
    text = COMMENT.sub(" ", markdown)
    text = FORMULA.sub(" FORMULA ", text)
    text = LINK.sub(r"\1", text)
    text = OPTION_LINE.sub(" ", text)
    text = FENCE.sub(lambda m: m.group("title"), text)
    return sum(1 for token in text.split() if WORD.search(token))


def code_lines(code: str) -> int:
    return sum(1 for line in code.splitlines() if line.strip())


def reading(text: str) -> Reading:
    """Count the words and code lines of a notebook given as py:percent text, without its
    exercises (from '## Exercises' to '## References') and its remove-cell cells."""
    words = lines = 0
    in_exercises = False
    for cell in jupytext.reads(text, fmt="py:percent").cells:
        if "remove-cell" in cell.metadata.get("tags", []):
            continue
        if cell.cell_type == "markdown":
            kept, rest = [], cell.source
            while rest:
                if in_exercises:  # skip to the References heading, which counts
                    end = REFERENCES.search(rest)
                    if end is None:
                        break
                    rest, in_exercises = rest[end.start() :], False
                else:
                    start = EXERCISES.search(rest)
                    if start is None:
                        kept.append(rest)
                        break
                    kept.append(rest[: start.start()])
                    rest, in_exercises = rest[start.end() :], True
            words += prose_words("\n".join(kept))
        elif cell.cell_type == "code" and not in_exercises:
            lines += code_lines(cell.source)
    return Reading(words, lines)


def notebooks() -> dict[str, Path]:
    """NN -> the notebook's py:percent pair, for every notebooks/NN_*.py."""
    return {p.name[:2]: p for p in sorted(NOTEBOOKS.glob("[0-9][0-9]_*.py"))}


def readings() -> dict[str, Reading]:
    return {nn: reading(p.read_text(encoding="utf-8")) for nn, p in notebooks().items()}


def readme_times(text: str) -> dict[str, int]:
    """NN -> the minutes in README.md's chapter table."""
    return {m.group("nn"): int(m.group("min")) for m in README_ROW.finditer(text)}


def _front_entries(text: str):
    """(NN, start, end) of each chapter's entry in docs/index.md's list table."""
    starts = list(FRONT_ENTRY.finditer(text))
    for i, m in enumerate(starts):
        end = (
            starts[i + 1].start() if i + 1 < len(starts) else text.find("```", m.end())
        )
        yield m.group("nn"), m.start(), end if end != -1 else len(text)


def front_page_times(text: str) -> dict[str, int]:
    """NN -> the minutes of "About N minutes." in docs/index.md's entry of the chapter."""
    found = {}
    for nn, start, end in _front_entries(text):
        time = FRONT_TIME.search(text, start, end)
        if time:
            found[nn] = int(time.group("min"))
    return found


def rewrite_readme(text: str, minutes: dict[str, int]) -> str:
    def replace(m):
        nn = m.group("nn")
        if nn not in minutes:
            return m.group(0)
        s, e = m.span("min")
        return (
            m.group(0)[: s - m.start()] + str(minutes[nn]) + m.group(0)[e - m.start() :]
        )

    return README_ROW.sub(replace, text)


def rewrite_front_page(text: str, minutes: dict[str, int]) -> str:
    pieces, position = [], 0
    for nn, start, end in _front_entries(text):
        time = FRONT_TIME.search(text, start, end)
        if time is None or nn not in minutes:
            continue
        pieces += [text[position : time.start("min")], str(minutes[nn])]
        position = time.end("min")
    return "".join(pieces) + text[position:]


def problems(found: dict[str, Reading], readme: str, front_page: str) -> list[str]:
    """Every time in README.md or docs/index.md that differs from the computed one, and
    every notebook without one."""
    wrong = []
    for where, times in (
        ("README.md", readme_times(readme)),
        ("docs/index.md", front_page_times(front_page)),
    ):
        for nn, r in found.items():
            if nn not in times:
                wrong.append(f"{where}: no reading time for notebook {nn}")
            elif times[nn] != r.minutes:
                wrong.append(
                    f"{where}: notebook {nn} says {times[nn]} min, computed {r.minutes} "
                    f"({r.words} words, {r.code_lines} code lines: "
                    f"{r.exact_minutes:.1f} min)"
                )
    return wrong


def table(found: dict[str, Reading], readme: str, front_page: str) -> str:
    on_readme, on_front = readme_times(readme), front_page_times(front_page)
    rows = [
        f"{'notebook':34} {'words':>6} {'code':>5} {'exact':>6} {'time':>5}"
        f" {'README':>6} {'docs':>5}"
    ]
    for nn, r in found.items():
        name = notebooks()[nn].stem
        rows.append(
            f"{name[:34]:34} {r.words:>6} {r.code_lines:>5} {r.exact_minutes:>6.1f} "
            f"{r.minutes:>5} {on_readme.get(nn, '-'):>6} {on_front.get(nn, '-'):>5}"
        )
    return "\n".join(rows)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "notebooks", nargs="*", metavar="NN", help="only these notebooks (default: all)"
    )
    action = parser.add_mutually_exclusive_group()
    action.add_argument(
        "--check",
        action="store_true",
        help="exit 1 if README.md or docs/index.md gives another time",
    )
    action.add_argument(
        "--write",
        action="store_true",
        help="rewrite the times in README.md and docs/index.md",
    )
    args = parser.parse_args(argv)
    found = readings()
    unknown = [nn for nn in args.notebooks if nn not in found]
    if unknown:
        parser.error(f"no notebook numbered {', '.join(unknown)}")
    if args.notebooks:
        found = {nn: r for nn, r in found.items() if nn in args.notebooks}
    readme = README.read_text(encoding="utf-8")
    front_page = FRONT_PAGE.read_text(encoding="utf-8")
    print(table(found, readme, front_page))
    if args.check:
        wrong = problems(found, readme, front_page)
        for line in wrong:
            print(line, file=sys.stderr)
        return 1 if wrong else 0
    if args.write:
        minutes = {nn: r.minutes for nn, r in found.items()}
        new_readme = rewrite_readme(readme, minutes)
        new_front = rewrite_front_page(front_page, minutes)
        for path, old, new in (
            (README, readme, new_readme),
            (FRONT_PAGE, front_page, new_front),
        ):
            if new != old:
                path.write_text(new, encoding="utf-8")
                print(f"rewrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
