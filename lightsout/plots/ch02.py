"""The figures of notebook 02 (solving over GF(2)): each takes computed data and returns the figure."""

from __future__ import annotations

import matplotlib.pyplot as plt
import numpy as np

from ..figures import plot_board


def quiet_patterns(patterns, titles):
    """The given quiet patterns side by side, as presses on the dark board."""
    fig, axes = plt.subplots(1, len(patterns))
    axes = np.atleast_1d(axes)
    for ax, q, title in zip(axes, patterns, titles):
        q = np.asarray(q, dtype=np.uint8)
        plot_board(
            np.zeros(q.shape, dtype=np.uint8),
            presses=q,
            ax=ax,
            title=f"{title}: {int(q.sum())} presses",
        )
    return fig


def coset_strip(board, solutions, per_row: int = 3):
    """A board and its solutions (presses ringed), at most ``per_row`` panels a row.

    Two rows instead of one wide strip keep every text at least 10 pt on a 13.33 in slide.
    """
    panels = 1 + len(solutions)
    rows = -(-panels // per_row)
    fig, axes = plt.subplots(rows, per_row, figsize=(2.8 * per_row, 3.1 * rows))
    axes = np.atleast_1d(axes).ravel()
    plot_board(board, ax=axes[0], title="the board")
    for ax, s in zip(axes[1:], solutions):
        plot_board(board, presses=s, ax=ax, title=f"{int(np.sum(s))} presses")
    for ax in axes[panels:]:
        ax.axis("off")
    return fig


def min_press_distributions(distributions):
    """Share of solvable boards against fewest presses, one curve per size (log scale)."""
    fig, ax = plt.subplots()
    for (n, d), marker in zip(distributions.items(), ["o", "s", "D"]):
        share = 100 * np.array(d) / sum(d)
        (line,) = ax.plot(
            range(len(d)),
            share,
            marker=marker,
            label=f"{n} x {n}: {sum(d):,} boards; hardest: {len(d) - 1} presses "
            f"({d[-1]:,} board{'s' if d[-1] > 1 else ''})",
        )
        ax.plot(
            [len(d) - 1],
            [share[-1]],
            marker=marker,
            markersize=15,
            markerfacecolor="none",
            color=line.get_color(),
            clip_on=False,
        )
    ax.set_yscale("log")
    ax.set_xlabel("fewest presses")
    ax.set_ylabel("share of solvable boards (%, log scale)")
    ax.set_xticks(range(0, 16))
    ax.set_xlim(-0.5, 15.5)
    ax.set_ylim(1e-5, 100)
    ax.set_yticks([1e-4, 1e-2, 1, 100], ["0.0001", "0.01", "1", "100"])
    ax.set_title("Fewest presses over every solvable board")
    ax.legend(loc="lower right")
    return fig


def min_presses_time(nullity, seconds, cells, forced):
    """Benchmark times of min_presses against the nullity, coloured by the number of cells."""
    nullity, seconds = np.asarray(nullity), np.asarray(seconds)
    cells, forced = np.asarray(cells), np.asarray(forced, dtype=bool)
    edge = plt.rcParams["axes.prop_cycle"].by_key()["color"][1]
    fig, ax = plt.subplots()
    common = dict(cmap="viridis", vmin=0, vmax=cells.max())
    sc = ax.scatter(
        nullity[~forced],
        seconds[~forced],
        c=cells[~forced],
        s=40,
        label="up to 400 cells",
        **common,
    )
    ax.scatter(
        nullity[forced],
        seconds[forced],
        c=cells[forced],
        s=55,
        marker="s",
        edgecolors=edge,
        linewidths=1.2,
        label="above 400 cells (elimination forced)",
        **common,
    )
    d_ref = int(nullity.max())
    t_ref = float(seconds[nullity == d_ref].max())
    d_line = np.arange(12, d_ref + 1)
    ax.plot(
        d_line,
        t_ref * 2.0 ** (d_line - d_ref),
        linestyle="--",
        color="0.55",
        linewidth=1.5,
        label="proportional to $2^d$",
    )
    ax.set_yscale("log")
    ax.set_xlabel("nullity $d$ (the search weighs $2^d$ solutions)")
    ax.set_ylabel("time of min_presses (s)")
    ax.set_title("Exact fewest presses: time against nullity")
    fig.colorbar(sc, ax=ax, label="cells of the board")
    legend = ax.legend(loc="upper left")
    for handle in legend.legend_handles[:2]:
        handle.set_facecolor(plt.get_cmap("viridis")(0.3))
    return fig
