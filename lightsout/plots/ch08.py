"""The figures of notebook 08: the three rules side by side, and a solved random graph."""

from __future__ import annotations

import numpy as np

from .. import figures
from ..matrices import press_matrix

# cell colours of the board figures (lit, dark), and the press mark of plot_board
_LIT, _DARK, _EDGE = "#ffd43b", "#2b2b2b", "#868e96"


def _ring_colour() -> str:
    """The colour of the press ring in every figure (the one plot_board draws)."""
    return getattr(figures, "RING_COLOUR", "#d55e00")


def three_rules(size: int = 5):
    """What one press of the top-left corner toggles under the three rules (08-three-rules).

    Returns the figure: the ordinary rule, the sigma game and the torus on a dark
    ``size`` x ``size`` board, the pressed cell ringed, the count of toggled cells in the
    panel's title.
    """
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 3, figsize=(8, 3.2))
    press = np.zeros((size, size), dtype=np.uint8)
    press[0, 0] = 1
    rules = [
        ("ordinary", {}),
        ("σ game", {"self_toggle": False}),
        ("torus", {"torus": True}),
    ]
    for ax, (title, keywords) in zip(axes, rules):
        # column 0 of the press matrix: what a press of cell (1, 1) toggles
        toggled = press_matrix(size, size, **keywords)[:, 0].reshape(size, size)
        figures.plot_board(
            toggled, presses=press, ax=ax, title=f"{title}: {int(toggled.sum())} cells"
        )
    return fig


def solved_graph(graph, presses):
    """The all-lit board of a graph before and after pressing ``presses`` (08-solved-random-graph).

    Vertices are drawn on a circle, lit ones yellow and dark ones charcoal, pressed ones
    with a thick ring; returns the figure with the two panels.
    """
    import matplotlib.pyplot as plt
    import networkx as nx
    from matplotlib import patheffects

    pos = nx.circular_layout(graph)
    fig, axes = plt.subplots(1, 2, figsize=(8, 4.2))
    panels = [
        ("all lit; press the ringed vertices", set(graph)),
        ("after the presses: all dark", set()),
    ]
    ring = _ring_colour()
    for ax, (title, lit) in zip(axes, panels):
        nx.draw_networkx_edges(graph, pos, ax=ax, edge_color=_EDGE, width=1.5)
        nodes = nx.draw_networkx_nodes(
            graph,
            pos,
            ax=ax,
            node_size=520,
            node_color=[_LIT if v in lit else _DARK for v in graph],
            edgecolors=[ring if v in presses else _EDGE for v in graph],
            linewidths=[4.0 if v in presses else 1.0 for v in graph],
        )
        nodes.set_path_effects([patheffects.withStroke(linewidth=1.5, foreground="w")])
        for on in (True, False):
            nx.draw_networkx_labels(
                graph,
                pos,
                ax=ax,
                font_size=11,
                font_color="black" if on else "white",
                labels={v: str(v) for v in graph if (v in lit) == on},
            )
        ax.set_title(title)
        ax.set_axis_off()
    return fig
