"""The figures of notebook 03 (light chasing and the polynomials f_k), as named functions.

Each function takes data the notebook computed and returns the matplotlib figure; the
notebook exports it with ``lo.savefig``. Every text stays at least 10 pt when the figure is
scaled to a 13.33 in wide slide.
"""

from __future__ import annotations

import numpy as np

from ..figures import plot_board

SLIDE_ASPECT = 16 / 9
"""Width : height of a 16:9 slide; the chasing steps are laid out to fill one."""


def chasing_steps(states, step_presses):
    """Figure 03-chasing-steps: the board, then the board after each chasing step.

    ``states[0]`` is the board and ``states[k]`` the board after step k, whose presses are
    ``step_presses[k - 1]`` (drawn as rings). The panels read left to right in two rows
    (three above, the rest centred below) on a 16:9 canvas, so that the figure fills a
    slide; in one row the five panels made a 4.6:1 strip that filled a fifth of one.
    """
    import matplotlib.pyplot as plt

    k = len(states)
    top = (k + 1) // 2
    # each panel spans two columns of a grid 2 * top wide: the lower row is centred
    rows = [
        [f"p{i}" for i in range(top) for _ in (0, 1)],
        ["."] * (top - (k - top))
        + [f"p{i}" for i in range(top, k) for _ in (0, 1)]
        + ["."] * (top - (k - top)),
    ]
    height = 6.6
    fig, axes = plt.subplot_mosaic(
        rows,
        figsize=(SLIDE_ASPECT * height, height),
        gridspec_kw={"hspace": 0.25, "wspace": 0.4},
    )
    axes = [axes[f"p{i}"] for i in range(k)]
    plot_board(states[0], ax=axes[0], title="board")
    for r in range(1, k):
        plot_board(
            states[r], presses=step_presses[r - 1], ax=axes[r], title=f"row {r} clear"
        )
    for ax in axes:
        ax.title.set_fontsize(16)
    return fig


def four_solutions(board, solutions, labels):
    """Figure 03-four-solutions: ``board`` with each solution's presses drawn as rings."""
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, len(solutions), figsize=(2.6 * len(solutions), 3.1))
    for ax, s, label in zip(np.atleast_1d(axes), solutions, labels):
        plot_board(board, presses=s, ax=ax, title=label)
        ax.title.set_fontsize(14)
    return fig


NULLITY_CMAP_START = 0.35
"""Where the nullity map's colours start on matplotlib's ``magma_r``: its lightest colours
(from 0) are cream and pale orange, which vanish against the white of the solvable boards on
a projector (nullity 1 was (251, 252, 191), a contrast of 1.06 : 1 with white). From 0.35
on, every colour has a contrast of at least 3 : 1 with white (WCAG's minimum for graphics),
and the map keeps magma's single, monotone run of lightness, which reads under every
colour-vision deficiency and in greyscale."""


def nullity_colormap():
    """The colours of Figure 03-nullity-map: ``magma_r`` from ``NULLITY_CMAP_START`` on,
    white for masked cells (nullity 0)."""
    from matplotlib import colormaps
    from matplotlib.colors import ListedColormap

    magma = colormaps["magma_r"]
    return ListedColormap(
        magma(np.linspace(NULLITY_CMAP_START, 1.0, 256)), name="nullity"
    ).with_extremes(bad="white")


def nullity_map(nullities):
    """Figure 03-nullity-map: nullity of the m x n board, rows m downward (0 in white)."""
    import matplotlib.pyplot as plt
    from matplotlib.colors import LogNorm

    nullities = np.asarray(nullities)
    rows, cols = nullities.shape
    fig, ax = plt.subplots(figsize=(9, 4.6))
    # a logarithmic scale: the small nullities, by far the most frequent, get distinct colours
    im = ax.imshow(
        np.ma.masked_equal(nullities, 0),
        origin="upper",
        extent=(0.5, cols + 0.5, rows + 0.5, 0.5),
        cmap=nullity_colormap(),
        norm=LogNorm(vmin=1, vmax=max(2, int(nullities.max()))),
    )
    ax.set_xlabel("columns n")
    ax.set_ylabel("rows m")
    ax.set_xticks([1, *range(10, cols + 1, 10)])
    ax.set_yticks([1, *range(5, rows + 1, 5)])
    ax.set_title("nullity d(m, n) (white: always solvable)")
    ticks = [t for t in (1, 2, 4, 8, 16, 32, 64) if t <= nullities.max()]
    bar = fig.colorbar(
        im, ax=ax, label="d(m, n) = log2(solutions)", fraction=0.025, pad=0.02
    )
    bar.set_ticks(ticks, labels=[str(t) for t in ticks])
    bar.minorticks_off()
    return fig
