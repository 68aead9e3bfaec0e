"""The figures of notebook 09: a hardest board with its lightest solution, and the bounds on
the hardest board of the square boards."""

from __future__ import annotations

import numpy as np

from .. import figures


def hardest_board(board, presses, title: str):
    """A hardest board (lit cells yellow) with its lightest solution ringed (09-hardest-board).

    Returns the figure with one panel."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(4.5, 4.5))
    figures.plot_board(board, presses=presses, ax=ax, title=title)
    return fig


def square_bounds(sizes, lower, upper, averaging):
    """The hardest n x n board between its bounds, as a share of n^2 (09-square-bounds).

    ``sizes``: the n with nullity > 0; ``lower``, ``upper``: the proved bounds;
    ``averaging``: the averaging bound. Settled sizes are dots, open ones bars."""
    import matplotlib.pyplot as plt

    n = np.asarray(sizes, dtype=float)
    lo_, hi, avg = (
        np.asarray(v, dtype=float) / n**2 for v in (lower, upper, averaging)
    )
    fig, ax = plt.subplots(figsize=(8, 4.5))
    ax.plot(n, avg, "s", mfc="none", color="#0072b2", label="averaging bound")
    settled = lo_ == hi
    ax.plot(
        n[settled], lo_[settled], "o", color="#d55e00", label="hardest board (proved)"
    )
    ax.vlines(
        n[~settled],
        lo_[~settled],
        hi[~settled],
        color="#009e73",
        lw=4,
        label="open: between the bounds",
    )
    ax.set_xlabel("n (square boards with nullity > 0; a minor tick at each)")
    ax.set_ylabel("presses / n²")
    step = 5 if n.max() <= 60 else 10 * int(np.ceil(n.max() / 120))
    ax.set_xticks(np.arange(step, n.max() + 1, step))
    ax.set_xticks(n, minor=True)
    # above the axes, in one row: no data point can sit under it
    ax.legend(loc="lower center", bbox_to_anchor=(0.5, 1.0), ncol=3, frameon=False)
    return fig
