"""The figures in figures/ are what the notebooks export.

`make test` runs nbval with LIGHTSOUT_FIGURES_DIR pointing at a scratch folder, so executing the
notebooks re-exports every figure there; this test, which runs after the notebooks, compares them
with the committed files. SVG and PDF must be byte-identical (they are stable across machines for
a pinned matplotlib). PNG rasterisation differs between CPUs by a few anti-aliased pixels, so PNGs
are compared as images with matplotlib's own `compare_images` and a small RMS tolerance.
"""

import os
from pathlib import Path

import pytest
from matplotlib.testing.compare import compare_images

from lightsout.figures import PNG_TOLERANCE

ROOT = Path(__file__).resolve().parents[1]
FIGURES = ROOT / "figures"


def _exported(folder):
    return {p.name for p in folder.glob("*") if p.suffix in {".svg", ".pdf", ".png"}}


def _differs(made: Path, committed: Path) -> str | None:
    if made.read_bytes() == committed.read_bytes():
        return None
    if made.suffix != ".png":
        return "bytes differ"
    return compare_images(str(committed), str(made), tol=PNG_TOLERANCE)


@pytest.mark.after_notebooks
def test_committed_figures_are_reproduced():
    scratch = os.environ.get("LIGHTSOUT_FIGURES_DIR")
    if not scratch or Path(scratch).resolve() == FIGURES.resolve():
        pytest.skip(
            "run through `make test`, which re-exports the figures into a scratch folder"
        )
    scratch = Path(scratch)
    if not scratch.exists():
        pytest.skip(
            "no notebook was executed in this run (run the notebooks with --nbval)"
        )
    made, committed = _exported(scratch), _exported(FIGURES)
    if os.environ.get("LIGHTSOUT_ALL_NOTEBOOKS") != "1":  # a run of some notebooks only
        committed = {name for name in committed if name[:2] in {m[:2] for m in made}}
    assert made == committed, (
        f"not made by any notebook: {sorted(committed - made)}; made but not committed: {sorted(made - committed)}"
    )
    differ = {
        name: why
        for name in sorted(made)
        if (why := _differs(scratch / name, FIGURES / name))
    }
    assert not differ, (
        f"figures that changed when re-exported (run `make book` and commit): {differ}"
    )


def test_png_comparison_tolerates_antialiasing_but_not_change(tmp_path):
    """compare_images accepts a PNG that differs in 3 pixels by 1/255 and rejects a real change."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    fig, ax = plt.subplots()
    ax.plot([0, 1], [0, 1])
    a = tmp_path / "a.png"
    fig.savefig(a)
    plt.close(fig)
    img = plt.imread(a)
    nudged = img.copy()
    nudged[:3, 0, 0] = np.clip(nudged[:3, 0, 0] - 1 / 255, 0, 1)
    b, c = tmp_path / "b.png", tmp_path / "c.png"
    plt.imsave(b, nudged)
    changed = img.copy()
    changed[: img.shape[0] // 2, :, :3] = 0
    plt.imsave(c, changed)
    plt.imsave(a, img)  # the same writer for all three
    assert compare_images(str(a), str(b), tol=PNG_TOLERANCE) is None
    assert compare_images(str(a), str(c), tol=PNG_TOLERANCE) is not None
