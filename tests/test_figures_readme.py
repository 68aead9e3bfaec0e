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


def test_readme_has_no_raw_myst():
    """Captions are MyST in the notebooks; figures/README.md (plain Markdown on GitHub) shows
    none of it: no {role}`...`, no directive fence."""
    text = README.read_text(encoding="utf-8")
    raw = re.findall(
        r"\{[a-z]+(?::[a-z]+)?\}`[^`]*`|^\s*(?:```|:::)\{", text, flags=re.M
    )
    assert not raw, f"raw MyST in figures/README.md: {raw[:5]}"


def test_plain_markdown_turns_roles_and_links_into_markdown():
    notebook = ROOT / "notebooks" / "08_beyond_the_grid.ipynb"
    numbers = figures_readme.statement_numbers()
    label = next(lbl for lbl in numbers if lbl.startswith("thm-08-"))
    assert re.fullmatch(r"Theorem 8\.\d+", numbers[label])
    plain = figures_readme.plain_markdown(
        f"{{prf:ref}}`{label}` and {{prf:ref}}`the proof <{label}>`, see"
        f" [there](#{label}), [chapter 3](03_light_chasing_and_polynomials.ipynb) and"
        " [OEIS](https://oeis.org/A075462)",
        notebook,
    )
    assert plain == (
        f"{numbers[label]} and the proof, see"
        f" [there](../notebooks/08_beyond_the_grid.ipynb#{label}),"
        " [chapter 3](../notebooks/03_light_chasing_and_polynomials.ipynb) and"
        " [OEIS](https://oeis.org/A075462)"
    )
    with pytest.raises(ValueError, match="no-such-label"):
        figures_readme.plain_markdown("{prf:ref}`no-such-label`", notebook)
