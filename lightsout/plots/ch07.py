"""The figures of notebook 07 (Gardens of Eden in the Game of Life).

Each function takes computed data and returns the matplotlib figure; the notebook exports it
with ``lo.savefig``. Colours come from the style's colour cycle.
"""

from __future__ import annotations

import matplotlib.pyplot as plt
import numpy as np
from matplotlib.patches import Rectangle

from ..figures import plot_board


def _cycle() -> list:
    return plt.rcParams["axes.prop_cycle"].by_key()["color"]


def _show(ax, board, title, extent):
    """plot_board with the same cell size in every panel: the axes show rows x cols."""
    plot_board(board, ax=ax, title=title)
    (r, c), (m, n) = extent, np.asarray(board).shape
    ax.set_xlim(-0.5 - (c - n) / 2, n - 0.5 + (c - n) / 2)
    ax.set_ylim(m - 0.5 + (r - m) / 2, -0.5 - (r - m) / 2)
    ax.grid(False, which="both")  # grid lines on the board only, not on the margin
    ax.hlines(np.arange(-0.5, m), -0.5, n - 0.5, color="#9e9e9e", linewidth=1)
    ax.vlines(np.arange(-0.5, n), -0.5, m - 0.5, color="#9e9e9e", linewidth=1)
    for spine in ax.spines.values():
        spine.set_visible(False)


def parent_panels(panels, extent):
    """One row of boards drawn at the same cell size. ``panels`` lists (board, title, frame)
    with frame None or (top, left, rows, cols): a box drawn around those cells."""
    fig, axes = plt.subplots(1, len(panels))
    colour = _cycle()[1]
    for ax, (board, title, frame) in zip(axes, panels):
        _show(ax, board, title, extent)
        if frame is not None:
            top, left, rows, cols = frame
            ax.add_patch(
                Rectangle(
                    (left - 0.5, top - 0.5),
                    cols,
                    rows,
                    fill=False,
                    edgecolor=colour,
                    linewidth=5,
                )
            )
    return fig


def gardens_of_eden(goe6, goe10, orphan_alive, orphan_defined):
    """Garden of Eden 6, Garden of Eden 10 and Eker's orphan in it (free cells grey)."""
    fig, axes = plt.subplots(1, 3)
    _show(axes[0], goe6, "Garden of Eden 6", (11, 11))
    _show(axes[1], goe10, "Garden of Eden 10", (11, 11))
    _show(axes[2], orphan_alive, "its orphan (89 cells)", (11, 11))
    grey = dict(facecolor="#d9d9d9", edgecolor="#9e9e9e")
    for r, c in zip(*np.nonzero(np.asarray(orphan_defined) == 0)):
        axes[2].add_patch(Rectangle((c - 0.5, r - 0.5), 1, 1, **grey))
    axes[2].legend(
        handles=[Rectangle((0, 0), 1, 1, **grey)],
        labels=["free cell"],
        loc="upper center",
        bbox_to_anchor=(0.5, 0.02),
        frameon=False,
    )
    return fig


def benchmark(runs, cases, configs):
    """Every run of bench_07_life.py: wall time per case and configuration (log scale);
    ``runs`` maps (case, config) to the CSV rows. Hollow dots: stopped undecided."""
    colours = dict(zip(configs, _cycle()))
    fig, ax = plt.subplots()
    for i, case in enumerate(cases):
        present = [k for k in configs if (case, k) in runs]
        for j, config in enumerate(present):
            xpos = i + (j - (len(present) - 1) / 2) * 0.16
            for t, row in enumerate(runs[case, config]):
                stopped = row["status"] == "timelimit"
                ax.scatter(
                    xpos + (t - 1) * 0.03,
                    float(row["seconds"]),
                    s=36,
                    edgecolors=colours[config],
                    facecolors="none" if stopped else colours[config],
                    linewidths=1.5,
                    zorder=3,
                )
    for config in configs:
        ax.scatter([], [], color=colours[config], s=36, label=config)
    ax.scatter([], [], facecolors="none", edgecolors="0.3", s=36, label="stopped")
    ax.set_yscale("log")
    ax.set_ylim(0.05, 2000)  # room for the legend above the dots
    labels = [c.replace(", exact", "\n(exact parent)") for c in cases]
    ax.set_xticks(range(len(cases)), labels, fontsize=10)
    ax.set_ylabel("wall time per run (s)")
    ax.set_title("Deciding a parent: SCIP settings and SAT, every run")
    ax.legend(fontsize=10, ncol=3, loc="upper center")
    return fig
