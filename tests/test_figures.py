"""The figures in figures/ are exactly what the notebooks export.

`make test` runs nbval with LIGHTSOUT_FIGURES_DIR pointing at a scratch folder, so
executing the notebooks re-exports every figure there; this test, which runs after the
notebooks, compares those bytes with the committed ones.
"""

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FIGURES = ROOT / "figures"


def _exported(folder):
    return {p.name for p in folder.glob("*") if p.suffix in {".svg", ".pdf", ".png"}}


@pytest.mark.after_notebooks
def test_committed_figures_are_reproduced():
    scratch = os.environ.get("LIGHTSOUT_FIGURES_DIR")
    if not scratch or Path(scratch).resolve() == FIGURES.resolve():
        pytest.skip("run through `make test`, which re-exports the figures into a scratch folder")
    scratch = Path(scratch)
    if not scratch.exists():
        pytest.skip("no notebook was executed in this run (run the notebooks with --nbval)")
    made, committed = _exported(scratch), _exported(FIGURES)
    if os.environ.get("LIGHTSOUT_ALL_NOTEBOOKS") != "1":  # a run of some notebooks only
        committed = {name for name in committed if name[:2] in {m[:2] for m in made}}
    assert made == committed, (
        f"not made by any notebook: {sorted(committed - made)}; made but not committed: {sorted(made - committed)}"
    )
    differ = [name for name in sorted(made) if (scratch / name).read_bytes() != (FIGURES / name).read_bytes()]
    assert not differ, f"figures that changed when re-exported: {differ} (run `make book` and commit)"
