"""The figures of notebook 05 (N-colour boards): each function takes computed data and
returns the matplotlib figure; the notebook exports it with ``lo.savefig``."""

from __future__ import annotations

import itertools
import math

import matplotlib.patheffects as path_effects
import matplotlib.pyplot as plt
import numpy as np

from ..figures import plot_board


def _mark_counts(ax, presses, size: float) -> None:
    """Write press counts above 1 in the lower right corner of their cells, clear of the ring.

    The count takes the colour of the rings ``plot_board`` drew (whatever the style makes
    it) and a white outline, so it reads on dark and light cells alike.
    """
    rings = [c for c in ax.collections if len(c.get_offsets())]
    colour = rings[-1].get_edgecolor()[0] if rings else "black"
    for (r, c), v in np.ndenumerate(np.asarray(presses)):
        if v > 1:
            ax.text(
                c + 0.48,
                r + 0.47,
                str(int(v)),
                ha="right",
                va="bottom",
                fontsize=size,
                color=colour,
                fontweight="bold",
                path_effects=[
                    path_effects.withStroke(linewidth=2.5, foreground="white")
                ],
            )


def halving_is_wrong(board, left_over, wrong, right_answer, after_right, colours=4):
    """Three panels: a board, what the halved table's presses leave, what ``solve`` leaves.

    Press counts above 1 are written in the cell's corner (``plot_board`` would write them
    over the ring).
    """
    fig, axes = plt.subplots(1, 3)
    plot_board(board, colours=colours, ax=axes[0], title="a 4-colour board")
    panels = [
        (left_over, wrong, "halved table: not dark"),
        (after_right, right_answer, "solve(colours=4): dark"),
    ]
    for ax, (shown, presses, title) in zip(axes[1:], panels):
        presses = np.asarray(presses)
        plot_board(shown, presses=(presses > 0), colours=colours, ax=ax, title=title)
        _mark_counts(ax, presses, size=9)
    return fig


def solution_counts(counts, sizes, colours_range):
    """Heat map of ``solution_count(n, n, N)`` (rows: boards, columns: N), log colour scale."""
    fig, ax = plt.subplots()
    logs = np.array([[math.log10(int(v)) for v in row] for row in counts], dtype=float)
    ax.imshow(logs, cmap="Blues", aspect="auto", vmin=0)
    for i, j in itertools.product(range(len(sizes)), range(len(colours_range))):
        v = int(counts[i][j])
        text = str(v) if v < 100000 else f"{v:.0e}".replace("e+0", "e")
        ax.text(
            j,
            i,
            text,
            ha="center",
            va="center",
            fontsize=11 if v < 10000 else 10,
            color="white" if logs[i, j] > 2.5 else "black",
        )
    ax.set_xticks(range(len(colours_range)), [str(c) for c in colours_range])
    ax.set_yticks(range(len(sizes)), [f"{n} x {n}" for n in sizes])
    ax.tick_params(length=0)
    ax.set_xlabel("number of colours N")
    ax.set_ylabel("board")
    ax.set_title("solutions of a solvable board (1 = every board solvable, uniquely)")
    return fig


def smith_scaling(series, labels):
    """Time per call against the board side, log-log, one line per route of the benchmark.

    ``series`` maps a route to its list of (n, seconds); ``labels`` maps it to a legend text.
    """
    fig, ax = plt.subplots()
    for (route, label), marker in zip(labels.items(), "osD^"):
        ns, ts = zip(*series[route])
        ax.plot(ns, ts, marker=marker, label=label)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("board side n (n x n board)")
    ax.set_ylabel("seconds (log scale)")
    ax.set_title("the chase matrix reaches boards the full Smith form cannot")
    # below the axes, two to a row: no point can sit under it
    ax.legend(
        loc="upper center",
        bbox_to_anchor=(0.5, -0.16),
        ncol=2,
        fontsize=10,
        frameon=False,
    )
    return fig
