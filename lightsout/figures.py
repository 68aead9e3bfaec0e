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


NOTITLE_ENV = "LIGHTSOUT_FIGURES_NOTITLE_DIR"
"""When set to a folder, every ``savefig`` also writes a title-free copy there
(``make figures-notitle`` sets it to build/figures-notitle)."""


def _notitle_dir() -> Path:
    """Where title-free copies go: $LIGHTSOUT_FIGURES_NOTITLE_DIR, else build/figures-notitle/."""
    override = os.environ.get(NOTITLE_ENV)
    return Path(override) if override else ROOT / "build" / "figures-notitle"


def _use_style() -> None:
    import matplotlib.style

    matplotlib.style.use(STYLE_FILE)


SLIDE_WIDTH_IN, SLIDE_MIN_PT = 13.33, 10.0
"""A figure scaled to a 16:9 slide 13.33 in wide keeps its text at least 10 pt."""

RING_COLOUR = "#D55E00"
"""Okabe and Ito's vermillion: the press ring of every board figure and the play board's marks."""


def halo(width: float = 3.0) -> list:
    """Path effects that outline a line of ``width`` points with white, then black (notebook 01).

    The press ring drawn with them reads on the yellow and the charcoal cells alike, in
    greyscale too: the white band separates it from dark cells, the black one from light.
    """
    from matplotlib import patheffects

    return [
        patheffects.withStroke(linewidth=width + 3.0, foreground="black"),
        patheffects.withStroke(linewidth=width + 1.5, foreground="white"),
        patheffects.Normal(),
    ]


def plot_board(
    board, presses=None, ax=None, colours: int | None = None, title: str | None = None
):
    """Draw a board (and optionally the presses as rings) on a matplotlib axes (notebook 01).

    Lit cells are yellow and dark cells charcoal for 2 colours; with more colours each value
    has its own shade and is written in the cell. Presses (same shape, counts) are marked by
    a vermillion ring (``RING_COLOUR``) with a white and black halo, so that it reads on
    yellow and charcoal cells, in greyscale and under colour-vision deficiency; the count is
    written when it exceeds 1. Returns the axes.
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
        if arr.size and int(arr.max()) > 254:
            r, c = np.unravel_index(int(arr.argmax()), arr.shape)
            raise ValueError(
                f"board value {int(arr.max())} at row {r + 1}, column {c + 1} is too large: "
                "a board holds 0..254 (at most 255 colours)"
            )
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
    # no text smaller than 10 pt once the figure is scaled to a 13.33 in wide slide
    slide_min = SLIDE_MIN_PT * width_in / SLIDE_WIDTH_IN
    value_size = max(slide_min, float(np.clip(0.5 * cell_pt, 7, 18)))
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
        # the ring's diameter stays within 48 % of a cell, so that a count in the
        # cell's corner never overlaps it
        diameter = min(
            0.48 * cell_pt,
            np.sqrt((220 if big else 80) * (12 / max(m, n, 12)) ** 2),
        )
        ring = float(np.clip(0.08 * cell_pt, 0.6, 3.0))
        ax.scatter(
            cc,
            rr,
            s=diameter**2,
            facecolors="none",
            edgecolors=RING_COLOUR,
            linewidths=ring,
            path_effects=halo(ring),
        )
        if big:
            for r, c in zip(rr, cc):
                if p[r, c] > 1:
                    ax.text(
                        c + 0.46,
                        r - 0.44,
                        str(p[r, c]),
                        ha="right",
                        va="top",
                        fontsize=max(slide_min, 0.6 * value_size),
                        color=RING_COLOUR,
                        fontweight="bold",
                        path_effects=halo(1.0),
                    )
    if title:
        ax.set_title(title)
    return ax


_FIGURE_NAME = re.compile(r"[0-9]{2}-[a-z0-9]+(-[a-z0-9]+)*")


FIGURE_NAME_MAX = 100
"""Longest figure name savefig accepts (characters, without the extension)."""


def savefig(fig, name: str, title: bool = True) -> list[Path]:
    """Write ``fig`` as figures/NAME.svg, .pdf and .png (notebook 01; every figure uses it).

    NAME starts with the notebook number, e.g. ``01-one-press``. Metadata that would
    change from run to run (dates, software versions) is left out, so two runs give
    identical bytes for the same matplotlib. With ``title=False`` the figure's title is
    left out (``fig.suptitle``, and the axes' title of a figure with a single panel; the
    panel titles of a figure with several panels stay), for slides whose own title does
    that job: those files go to build/figures-notitle/ (or
    $LIGHTSOUT_FIGURES_NOTITLE_DIR), never into figures/, and the figure itself keeps its
    titles. When $LIGHTSOUT_FIGURES_NOTITLE_DIR is set, every call also writes the
    title-free copy there (``make figures-notitle``). Returns the paths written.
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
    if len(name) > FIGURE_NAME_MAX:
        raise ValueError(
            f"figure name is {len(name)} characters long: at most {FIGURE_NAME_MAX} "
            f"are allowed (it starts {name[:20]!r})"
        )
    if not isinstance(title, bool):
        raise ValueError(f"title must be True or False, got {title!r}")
    problems = figure_problems(fig)
    if problems:
        report = os.environ.get(
            "LIGHTSOUT_FIGURE_REPORT"
        )  # a survey: list, do not stop
        if not report:
            raise ValueError(f"figure {name} hides its data: " + "; ".join(problems))
        with open(report, "a", encoding="utf-8") as handle:
            handle.write("".join(f"{name}: {p}\n" for p in problems))
    if not title:
        with _titles_hidden(fig):
            return _write(fig, name, _notitle_dir())
    paths = _write(fig, name, _figures_dir())
    if os.environ.get(NOTITLE_ENV):
        with _titles_hidden(fig):
            paths += _write(fig, name, _notitle_dir())
    return paths


def _write(fig, name: str, out: Path) -> list[Path]:
    """NAME.svg, .pdf and .png in ``out``, without metadata that changes between runs."""
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
        if ext == "svg":
            path.write_text(stable_svg_ids(path.read_text(encoding="utf-8")), "utf-8")
        paths.append(path)
    return paths


_HASHED_ID = re.compile(r'id="((?:image|m|p)[0-9a-f]{10})"')


def stable_svg_ids(svg: str) -> str:
    """The SVG with matplotlib's hashed ids (clip paths ``p...``, markers ``m...``, images
    ``image...``: a hash of objects whose text can change when a cell is re-run in the same
    kernel) renamed by order of first appearance, so that the same figure gives the same
    bytes however it is produced (notebook 01)."""
    found = list(dict.fromkeys(_HASHED_ID.findall(svg)))
    if not found:
        return svg
    new = {}
    for old in found:
        prefix = old[:-10]
        new[old] = (
            f"{prefix}_{sum(v.startswith(prefix + '_') for v in new.values()) + 1}"
        )
    return re.sub(r"\b(" + "|".join(found) + r")\b", lambda m: new[m.group(1)], svg)


TICK_GAP_PX = 2.0
"""Neighbouring tick labels must stand this far apart (pixels at the figure's dpi)."""


def _data_points(ax) -> np.ndarray:
    """Display coordinates of the points an axes marks: line markers, scatter points and
    the ends of vertical or horizontal bars (``vlines``, ``hlines``)."""
    from matplotlib.collections import LineCollection, PathCollection

    points = []
    for line in ax.get_lines():
        marker = line.get_marker()
        if line.get_visible() and marker not in (None, "", " ", "None", "none"):
            xy = np.column_stack(line.get_data()).astype(float)
            points.append(line.get_transform().transform(xy))
    for coll in ax.collections:
        if not coll.get_visible():
            continue
        if isinstance(coll, PathCollection) and len(coll.get_offsets()):
            points.append(coll.get_offset_transform().transform(coll.get_offsets()))
        elif isinstance(coll, LineCollection):
            for seg in coll.get_segments():
                if len(seg):
                    points.append(coll.get_transform().transform(np.asarray(seg)))
    points = [p for p in points if len(p)]
    return np.vstack(points) if points else np.zeros((0, 2))


def figure_problems(fig) -> list[str]:
    """What hides a figure's data (notebook 01; ``savefig`` refuses a figure with any): a
    legend over a marked point, or tick labels that touch or overlap their neighbours."""
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    problems = []
    for k, ax in enumerate(fig.axes, start=1):
        where = f"axes {k}" + (f" ({ax.get_title()!r})" if ax.get_title() else "")
        legends = [ax.get_legend()] + list(fig.legends)  # the figure's cover every axes
        for legend in (g for g in legends if g is not None and g.get_visible()):
            box = legend.get_window_extent(renderer)
            pts = _data_points(ax)
            pts = pts[np.all(np.isfinite(pts), axis=1)]
            inside = pts[
                (pts[:, 0] >= box.x0)
                & (pts[:, 0] <= box.x1)
                & (pts[:, 1] >= box.y0)
                & (pts[:, 1] <= box.y1)
            ]
            if len(inside):
                xy = ax.transData.inverted().transform(inside[:1])[0]
                problems.append(
                    f"{where}: the legend covers {len(inside)} data point(s), e.g. at"
                    f" ({xy[0]:.4g}, {xy[1]:.4g})"
                )
                break
        for axis, name in ((ax.xaxis, "x"), (ax.yaxis, "y")):
            labels = [
                t
                for t in axis.get_ticklabels()
                if t.get_visible() and t.get_text().strip()
            ]
            boxes = [(t.get_window_extent(renderer), t.get_text()) for t in labels]
            lo_, hi_ = ("x0", "x1") if name == "x" else ("y0", "y1")
            boxes.sort(key=lambda b: getattr(b[0], lo_))
            for (a, ta), (b, tb) in zip(boxes, boxes[1:]):
                other = ("y0", "y1") if name == "x" else ("x0", "x1")
                apart = getattr(b, lo_) - getattr(a, hi_) >= TICK_GAP_PX
                disjoint = getattr(b, other[0]) >= getattr(a, other[1]) or getattr(
                    a, other[0]
                ) >= getattr(b, other[1])
                if not (apart or disjoint):
                    problems.append(
                        f"{where}: {name} tick labels {ta!r} and {tb!r} run together"
                    )
                    break
    return problems


class _titles_hidden:
    """Hide the figure's own title while the figure is written: its suptitle and, when it
    has a single panel, that panel's titles (they are then the figure's title). The titles of
    the panels of a figure with several panels say what each panel shows and stay. A
    colorbar or an invisible axes is no panel."""

    def __init__(self, fig):
        self.texts = []
        if getattr(fig, "_suptitle", None) is not None:
            self.texts.append(fig._suptitle)
        panels = [
            ax
            for ax in fig.axes
            if ax.get_visible() and getattr(ax, "_colorbar", None) is None
        ]
        if len(panels) == 1:
            [ax] = panels
            self.texts += [ax.title, ax._left_title, ax._right_title]

    def __enter__(self):
        self.shown = [t.get_visible() for t in self.texts]
        for t in self.texts:
            t.set_visible(False)

    def __exit__(self, *exc):
        for t, shown in zip(self.texts, self.shown):
            t.set_visible(shown)


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
