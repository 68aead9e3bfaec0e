"""Every reading time the book prints is computed from the notebook by the README's rule.

``tools/reading_time.py`` counts the words of a notebook's Markdown at 120 a minute and its
code lines at 20 a minute, without the exercises (its docstring says exactly what counts),
and rounds to the nearest 5 minutes. These tests run its check on README.md's chapter table
and on the front page (docs/index.md), hold every textbook chapter to at most 70 minutes,
and check the counting on a small notebook counted by hand.
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tools import reading_time  # noqa: E402

# the book's rule: a chapter (an appendix too) is read in at most an hour
MAX_CHAPTER_MINUTES = 60

SMALL_NOTEBOOK = """\
# %% [markdown] tags=["remove-cell"]
# ---
# numbering:
#   enumerator: 1.%s
# ---

# %% [markdown]
# # A title
#
# Read [the guide](https://example.org/guide) on $x^2 + y^2$ and then:
#
# ```{prf:theorem} Small claim
# :label: thm-01-small
#
# $$ a = b $$
# ```

# %%
import numpy as np

x = np.zeros(3)  # three

# %% [markdown]
# ## Exercises
#
# ````{exercise} Do it (easy)
# :label: ex-01-1
#
# Many words here that do not count at all.
# ````

# %%
print("the solution's code, not counted")

# %% [markdown]
# ## References
#
# * A. Author, *A book*.
"""


def test_counting_on_a_small_notebook():
    """SMALL_NOTEBOOK counted by hand.

    * the frontmatter cell is tagged remove-cell: nothing;
    * "# A title": "A", "title" (2; "#" holds no letter);
    * "Read [the guide](...) on $x^2 + y^2$ and then:": Read, [the, guide], on, the
      formula as one word, and, then: (7; the link's target goes);
    * the theorem's fence keeps its title "Small claim" (2), ":label: ..." goes, the
      display formula is one word (1), the closing fence nothing: 12 words in the cell;
    * the code cell: 2 non-blank lines;
    * "## Exercises" to "## References": nothing, the solution's code cell included;
    * "## References" (1) and "* A. Author, *A book*." (A., Author,, *A, book*.: 4): 5.

    17 words and 2 code lines: 17/120 + 2/20 = 0.24 minutes, shown as 5 (the least).
    """
    r = reading_time.reading(SMALL_NOTEBOOK)
    assert (r.words, r.code_lines) == (17, 2)
    assert abs(r.exact_minutes - (17 / 120 + 2 / 20)) < 1e-12
    assert r.minutes == 5


def test_rounding_to_the_nearest_five_minutes():
    cases = {(300, 50): 5, (900, 0): 10, (0, 140): 5, (1080, 0): 10, (0, 1300): 65}
    for (words, lines), minutes in cases.items():
        assert reading_time.Reading(words, lines).minutes == minutes, (words, lines)
    # 7.5 minutes is a half: up to 10; 7 minutes down to 5; 65 stays


def test_the_times_are_read_and_rewritten_in_both_places():
    readme = (
        "| chapter | what | before | time |\n|---|---|---|---|\n"
        "| [07 Gardens](notebooks/07_garden_of_eden.ipynb) | a | 06 | 65 min |\n"
        "| [08 Grid](notebooks/08_beyond_the_grid.ipynb) | b | 01 | 45 min |\n"
    )
    front = (
        "```{list-table}\n* - chapter\n  - what\n  - before\n"
        "* - [07 Gardens](../notebooks/07_garden_of_eden.ipynb)\n  - a\n"
        "  - Chapter 06. About 65 minutes.\n"
        "* - [08 Grid](../notebooks/08_beyond_the_grid.ipynb)\n  - b\n"
        "  - Chapters 01-03. About 45 minutes.\n```\n"
    )
    assert reading_time.readme_times(readme) == {"07": 65, "08": 45}
    assert reading_time.front_page_times(front) == {"07": 65, "08": 45}
    new_readme = reading_time.rewrite_readme(readme, {"07": 55})
    new_front = reading_time.rewrite_front_page(front, {"07": 55})
    assert reading_time.readme_times(new_readme) == {"07": 55, "08": 45}
    assert reading_time.front_page_times(new_front) == {"07": 55, "08": 45}
    assert new_readme.replace("55 min", "65 min") == readme
    assert new_front.replace("About 55", "About 65") == front
    # 7800 words: 65 minutes, not the 55 now written; 5400 words: 45, as written
    found = {"07": reading_time.Reading(7800, 0), "08": reading_time.Reading(5400, 0)}
    wrong = reading_time.problems(found, new_readme, new_front)
    assert len(wrong) == 2 and all(
        "notebook 07 says 55 min, computed 65" in w for w in wrong
    )
    del found["08"]
    assert reading_time.problems(found, readme, front) == []


def test_readme_and_front_page_give_the_computed_times():
    """README.md's chapter table and docs/index.md: every notebook's time, as computed."""
    readme = reading_time.README.read_text(encoding="utf-8")
    front = reading_time.FRONT_PAGE.read_text(encoding="utf-8")
    found = reading_time.readings()
    wrong = reading_time.problems(found, readme, front)
    assert not wrong, (
        "reading times that differ from the computed ones (`python tools/reading_time.py"
        " --write` rewrites them):\n" + "\n".join(wrong)
    )


def test_no_notebook_takes_more_than_an_hour():
    """Every notebook, the chapters, the play notebook 00 and the appendices, by the
    README's rule (exercises left out)."""
    found = reading_time.readings()
    assert len(found) >= 15
    long = {
        reading_time.notebooks()[nn].stem: r.minutes
        for nn, r in found.items()
        if r.minutes > MAX_CHAPTER_MINUTES
    }
    assert not long, f"chapters over {MAX_CHAPTER_MINUTES} minutes: {long}"
