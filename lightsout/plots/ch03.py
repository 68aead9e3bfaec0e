"""The figures of notebook 03 (light chasing and the polynomials f_k), as named functions.

Each function takes data the notebook computed and returns the matplotlib figure; the
notebook exports it with ``lo.savefig``. Wide strips are sized so that every text stays at
least 10 pt when the figure is scaled to a 13.33 in wide slide.
"""

from __future__ import annotations

import numpy as np

from ..figures import plot_board


def chasing_steps(states, step_presses):
    """Figure 03-chasing-steps: the board, then the board after each chasing step.

    ``states[0]`` is the board and ``states[k]`` the board after step k, whose presses are
    ``step_presses[k - 1]`` (drawn as rings).
    """
    import matplotlib.pyplot as plt

    k = len(states)
    fig, axes = plt.subplots(1, k, figsize=(2.3 * k, 2.9))
    plot_board(states[0], ax=axes[0], title="board")
    for r in range(1, k):
        plot_board(
            states[r], presses=step_presses[r - 1], ax=axes[r], title=f"row {r} clear"
        )
    for ax in axes:
        ax.title.set_fontsize(14)
    return fig


def four_solutions(board, solutions, labels):
    """Figure 03-four-solutions: ``board`` with each solution's presses drawn as rings."""
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, len(solutions), figsize=(2.6 * len(solutions), 3.1))
    for ax, s, label in zip(np.atleast_1d(axes), solutions, labels):
        plot_board(board, presses=s, ax=ax, title=label)
        ax.title.set_fontsize(14)
    return fig


def nullity_map(nullities):
    """Figure 03-nullity-map: nullity of the m x n board, rows m downward (0 in white)."""
    import matplotlib.pyplot as plt

    nullities = np.asarray(nullities)
    rows, cols = nullities.shape
    fig, ax = plt.subplots(figsize=(9, 4.6))
    cmap = plt.get_cmap("magma_r").with_extremes(bad="white")
    im = ax.imshow(
        np.ma.masked_equal(nullities, 0),
        origin="upper",
        extent=(0.5, cols + 0.5, rows + 0.5, 0.5),
        cmap=cmap,
        vmin=1,
    )
    ax.set_xlabel("columns n")
    ax.set_ylabel("rows m")
    ax.set_xticks([1, *range(10, cols + 1, 10)])
    ax.set_yticks([1, *range(5, rows + 1, 5)])
    ax.set_title("nullity d(m, n) (white: always solvable)")
    fig.colorbar(im, ax=ax, label="d(m, n) = log2(solutions)", fraction=0.025, pad=0.02)
    return fig
