"""Figures: one style, one export function (notebook 01)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import numpy as np

from .validation import ROOT, STYLE_FILE, as_board, as_grid, check_colours


def _figures_dir() -> Path:
    """figures/ at the repository root, or $LIGHTSOUT_FIGURES_DIR when set (used by tests)."""
    override = os.environ.get("LIGHTSOUT_FIGURES_DIR")
    return Path(override) if override else ROOT / "figures"


def _use_style() -> None:
    import matplotlib.style

    matplotlib.style.use(STYLE_FILE)


def plot_board(
    board, presses=None, ax=None, colours: int | None = None, title: str | None = None
):
    """Draw a board (and optionally the presses as rings) on a matplotlib axes (notebook 01).

    Lit cells are yellow and dark cells charcoal for 2 colours; with more colours each value
    has its own shade and is written in the cell. Presses (same shape, counts) are marked by
    a red ring, with the count written when it exceeds 1. Returns the axes.
    """
    import matplotlib.pyplot as plt
    from matplotlib.axes import Axes
    from matplotlib.colors import ListedColormap

    if ax is not None and not isinstance(ax, Axes):
        raise ValueError(
            f"ax must be a matplotlib Axes (or None for a new figure), got {ax!r}"
        )
    if colours is None:
        arr = as_grid(board, "board", None, allow_any_count=True)
        colours = max(2, int(arr.max()) + 1)
    colours = check_colours(colours)
    b = as_board(board, colours)
    p = None
    if presses is not None:
        p = as_grid(presses, "presses", None, allow_any_count=True)
        if p.shape != b.shape:
            raise ValueError(
                f"presses have shape {p.shape} but the board has shape {b.shape}"
            )
    if ax is None:
        _, ax = plt.subplots()
    m, n = b.shape
    if colours == 2:
        cmap = ListedColormap(["#2b2b2b", "#ffd43b"])
    else:
        cmap = plt.get_cmap("viridis", colours)
    ax.imshow(b, cmap=cmap, vmin=-0.5, vmax=colours - 0.5, interpolation="nearest")
    ax.set_xticks(np.arange(-0.5, n, 1), minor=True)
    ax.set_yticks(np.arange(-0.5, m, 1), minor=True)
    ax.grid(which="minor", color="#9e9e9e", linewidth=1.0 if max(m, n) <= 20 else 0.3)
    ax.tick_params(
        which="both", bottom=False, left=False, labelbottom=False, labelleft=False
    )
    for spine in ax.spines.values():
        spine.set_visible(True)
        spine.set_color("#9e9e9e")
    big = max(m, n) <= 12
    # text scales with the drawn cell (axes size / cells, in points), so it stays legible
    # on a slide whether the board fills the figure or one panel of several
    width_in, height_in = ax.figure.get_size_inches()
    box = ax.get_position()
    cell_pt = 72 * min(box.width * width_in / n, box.height * height_in / m)
    value_size = float(np.clip(0.5 * cell_pt, 7, 18))
    if colours > 2 and big:
        for (r, c), v in np.ndenumerate(b):
            ax.text(
                c,
                r,
                str(v),
                ha="center",
                va="center",
                fontsize=value_size,
                color="white" if v < colours / 2 else "black",
            )
    if p is not None:
        rr, cc = np.nonzero(p)
        ax.scatter(
            cc,
            rr,
            s=(220 if big else 20) * (12 / max(m, n, 12)) ** 2 * (1 if big else 4),
            facecolors="none",
            edgecolors="#e03131",
            linewidths=2 if big else 0.8,
        )
        if big:
            for r, c in zip(rr, cc):
                if p[r, c] > 1:
                    ax.text(
                        c + 0.3,
                        r - 0.3,
                        str(p[r, c]),
                        ha="center",
                        va="center",
                        fontsize=0.8 * value_size,
                        color="#e03131",
                        fontweight="bold",
                    )
    if title:
        ax.set_title(title)
    return ax


_FIGURE_NAME = re.compile(r"[0-9]{2}-[a-z0-9]+(-[a-z0-9]+)*")


def savefig(fig, name: str) -> list[Path]:
    """Write ``fig`` as figures/NAME.svg, .pdf and .png (notebook 01; every figure uses it).

    NAME starts with the notebook number, e.g. ``01-one-press``. Metadata that would
    change from run to run (dates, software versions) is left out, so two runs give
    identical bytes for the same matplotlib. Returns the paths written.
    """
    if not hasattr(fig, "savefig"):
        raise ValueError(
            f"savefig needs a matplotlib Figure as its first argument, got {fig!r}"
        )
    if not isinstance(name, str) or not _FIGURE_NAME.fullmatch(name):
        raise ValueError(
            f"figure name {name!r} must look like 'NN-words-with-dashes' (lower case, "
            "starting with the notebook number, no extension)"
        )
    out = _figures_dir()
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    meta = {
        "svg": {"Date": None, "Creator": None},
        "pdf": {
            "CreationDate": None,
            "ModDate": None,
            "Creator": None,
            "Producer": None,
        },
        "png": {"Software": None},
    }
    for ext in ("svg", "pdf", "png"):
        path = out / f"{name}.{ext}"
        if ext == "png" and path.exists():
            _save_png_unless_same(fig, path, meta[ext])
        else:
            fig.savefig(path, format=ext, metadata=meta[ext])
        paths.append(path)
    return paths


PNG_TOLERANCE = 1.0
"""RMS difference (0-255 scale) up to which two PNGs count as the same figure: anti-aliasing
differs between CPUs by a few pixels (seen: 3 pixels by 1/255), while SVG and PDF are byte-stable."""


def _save_png_unless_same(fig, path: Path, metadata: dict) -> None:
    """Rewrite an existing PNG only if the new one differs beyond PNG_TOLERANCE, so that
    re-running the book on another machine leaves the committed PNG untouched."""
    import tempfile

    from matplotlib.testing.compare import compare_images

    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / path.name
        fig.savefig(fresh, format="png", metadata=metadata)
        same = fresh.read_bytes() == path.read_bytes()
        if not same:
            try:
                same = compare_images(str(path), str(fresh), tol=PNG_TOLERANCE) is None
            except Exception:  # sizes differ, or the old file is not a readable PNG
                same = False
        if not same:
            path.write_bytes(fresh.read_bytes())


_use_style()
