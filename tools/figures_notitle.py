"""Check the title-free copies that ``make figures-notitle`` writes for slides.

``make figures-notitle`` runs the notebooks in a scratch copy with
LIGHTSOUT_FIGURES_NOTITLE_DIR set, so that ``lightsout.figures.savefig`` writes every figure a
second time without its own title (the suptitle, and the title of a single-panel figure; the
panel titles of a figure with several panels stay) into build/figures-notitle/. This check then requires, for
each notebook run, that every figure of figures/ made by that notebook (NN-*) has its SVG, PDF
and PNG copy there, and says how many lost a title (their SVG differs from the book's) and how
many had none to lose.

Usage: python tools/figures_notitle.py --check DIR NOTEBOOK.ipynb [...]
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FIGURES = ROOT / "figures"
FORMATS = (".svg", ".pdf", ".png")


def check(folder: Path, notebooks: list[Path]) -> list[str]:
    """Problems (missing copies, or no figure at all), one line each; empty when all is well."""
    chapters = sorted({Path(nb).name[:2] for nb in notebooks})
    problems, untitled, unchanged = [], [], []
    for chapter in chapters:
        for svg in sorted(FIGURES.glob(f"{chapter}-*.svg")):
            name = svg.stem
            missing = [
                ext for ext in FORMATS if not (folder / f"{name}{ext}").is_file()
            ]
            if missing:
                problems.append(
                    f"{name}: no title-free {', '.join(missing)} in {folder}"
                )
            elif (folder / f"{name}.svg").read_bytes() == svg.read_bytes():
                unchanged.append(name)
            else:
                untitled.append(name)
    if not untitled and not unchanged and not problems:
        problems.append(f"no figure of notebooks {chapters} in figures/")
    print(
        f"   {len(untitled) + len(unchanged)} title-free figures in {folder}: "
        f"{len(untitled)} without their titles, {len(unchanged)} had none to leave out"
    )
    return problems


def main(argv: list[str]) -> int:
    if len(argv) < 3 or argv[0] != "--check":
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    problems = check(Path(argv[1]), [Path(nb) for nb in argv[2:]])
    for line in problems:
        print(f"   missing: {line}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
