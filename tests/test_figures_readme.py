"""figures/README.md lists every exported figure with its notebook and a one-line caption."""

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tools import figures_readme  # noqa: E402

README = ROOT / "figures" / "README.md"


def _listed():
    return re.findall(
        r"^\| `([0-9]{2}-[a-z0-9-]+)` \|",
        README.read_text(encoding="utf-8"),
        flags=re.M,
    )


def test_every_exported_figure_is_listed():
    listed = _listed()
    exported = figures_readme.exported()
    assert exported, "figures/ holds no exported figure"
    missing = sorted(set(exported) - set(listed))
    assert not missing, (
        f"figures not listed in figures/README.md: {missing} (run `make figures`)"
    )
    gone = sorted(set(listed) - set(exported))
    assert not gone, f"figures/README.md lists figures that are not in figures/: {gone}"
    assert len(listed) == len(set(listed))


@pytest.mark.parametrize("name", figures_readme.exported())
def test_figure_has_all_formats_and_a_caption_in_its_notebook(name):
    for ext in figures_readme.FORMATS:
        assert (ROOT / "figures" / f"{name}{ext}").exists(), f"{name}{ext} is missing"
    notebook = figures_readme.notebook_of(name)
    assert notebook is not None, f"no notebook {name[:2]}_*.ipynb for figure {name}"
    caption = figures_readme.caption_of(name, notebook)
    assert caption, f"{notebook.name} has no Markdown cell starting '*Figure {name}.*'"
    assert "\n" not in caption and len(caption) < 200


def test_readme_is_what_the_script_writes():
    assert README.read_text(encoding="utf-8") == figures_readme.render(), (
        "figures/README.md is out of date: run `make figures` (or python tools/figures_readme.py)"
    )
