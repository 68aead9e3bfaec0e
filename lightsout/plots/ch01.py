"""The figures of notebook 01 (the Lights Out matrix), as named functions.

Each function takes data the notebook computed and returns the matplotlib figure; the
notebook exports it with ``lo.savefig``.
"""

from __future__ import annotations

import numpy as np

from ..figures import plot_board
from ..matrices import press_matrix


def _cycle_colours() -> list[str]:
    import matplotlib.pyplot as plt

    return plt.rcParams["axes.prop_cycle"].by_key()["color"]


def one_press(presses: dict):
    """Figure 01-one-press: {where: (press pattern, board after it)} side by side."""
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, len(presses))
    for ax, (where, (press, after)) in zip(np.atleast_1d(axes), presses.items()):
        toggled = int(np.asarray(after).sum())
        plot_board(
            after, presses=press, ax=ax, title=f"a press {where}:\n{toggled} toggled"
        )
    return fig


def press_matrix_blocks(shapes):
    """Figure 01-press-matrix: the press matrix of each (m, n) in ``shapes``, by block.

    A 1 in a diagonal block B_n gets the first colour of the style's cycle, a 1 in an
    identity block I_n the second; grey lines separate the n x n blocks.
    """
    import matplotlib.pyplot as plt
    from matplotlib.colors import ListedColormap
    from matplotlib.patches import Patch

    colours = ["white", *_cycle_colours()[:2]]
    fig, axes = plt.subplots(1, len(shapes))
    for ax, (m, n) in zip(np.atleast_1d(axes), shapes):
        a = press_matrix(m, n).astype(int)
        block = np.arange(m * n) // n  # the board row of each row/column of A
        kind = np.where(a == 0, 0, np.where(block[:, None] == block[None, :], 1, 2))
        ax.imshow(kind, cmap=ListedColormap(colours), vmin=-0.5, vmax=2.5)
        for k in range(1, m):
            ax.axhline(k * n - 0.5, color="#868e96", linewidth=1)
            ax.axvline(k * n - 0.5, color="#868e96", linewidth=1)
        for spine in ax.spines.values():
            spine.set_visible(True)
        ax.set_title(f"A for {m} x {n}: {m * n} x {m * n}")
        ax.set_xlabel("button pressed (column)")
        ax.set_ylabel("cell toggled (row)")
        ax.set_xticks([])
        ax.set_yticks([])
    fig.legend(
        handles=[
            Patch(color=colours[1], label="1 in a diagonal block $B_n$"),
            Patch(color=colours[2], label="1 in a block $I_n$"),
        ],
        loc="lower center",
        ncol=2,
        bbox_to_anchor=(0.5, 0.0),
        frameon=False,
    )
    return fig
