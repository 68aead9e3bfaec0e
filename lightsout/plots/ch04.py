"""The figures of notebook 04 (large boards): each function takes computed data, returns a figure.

Colours come from the style's colour cycle; every text is at least 10 pt when the figure is
scaled to a 13.33 in wide slide (figures here are at most 12 in wide, texts at least 10 pt).
"""

from __future__ import annotations

import matplotlib.pyplot as plt

GREY = "#adb5bd"  # background points and joining bars (not a data colour)


def _cycle() -> list[str]:
    return plt.rcParams["axes.prop_cycle"].by_key()["color"]


def nullity_chains(singular, ratio, chains, top, sizes, share):
    """04-nullity-nxn: d(n)/(n+1) of the singular sizes with the top chains joined (left) and
    the share of always-solvable sizes up to n (right)."""
    colors = _cycle()
    fig, (ax1, ax2) = plt.subplots(
        1, 2, figsize=(12, 4.8), gridspec_kw={"width_ratios": [1.6, 1]}
    )
    ax1.scatter(
        singular, [ratio[n] for n in singular], s=4, color=GREY, label="singular boards"
    )
    for i, c in enumerate(top):
        ns = chains[c]
        ax1.plot(
            ns,
            [ratio[n] for n in ns],
            "o-",
            ms=4,
            lw=1.2,
            color=colors[i % len(colors)],
            label=f"chain from n0 = {c}",
        )
    ax1.set_xscale("log")
    ax1.set_xlabel("board size n (n x n, log scale)")
    ax1.set_ylabel("nullity / (n + 1)")
    ax1.set_title("nullity of square boards: chains n -> 2n + 1")
    fig.legend(
        *ax1.get_legend_handles_labels(),
        loc="lower center",
        ncol=5,
        fontsize=10,
        frameon=False,
        bbox_to_anchor=(0.5, -0.12),
        markerscale=1.5,
    )
    ax2.plot(sizes, 100 * share, color=colors[0])
    ax2.set_xscale("log")
    ax2.set_ylim(0, 100)
    ax2.set_xlabel("board size n (log scale)")
    ax2.set_ylabel("always solvable, % of sizes <= n")
    ax2.set_title("share of always-solvable sizes")
    return fig


def solve_scaling(timing, labels):
    """04-solve-scaling: seconds per n x n board for each (method, board) key of ``timing``
    ({key: {n: (seconds, ...)}}), labelled by ``labels`` ({key: text})."""
    colors = _cycle()
    markers = ["o", "*", "s", "^", "D", "v"]
    fig, ax = plt.subplots(figsize=(8, 4.5))
    for i, (key, label) in enumerate(labels.items()):
        ns = sorted(timing[key])
        marker = markers[i % len(markers)]
        ax.plot(
            ns,
            [timing[key][n][0] for n in ns],
            marker=marker,
            color=colors[i % len(colors)],
            label=label,
            ls="none" if key[1] == "all-ones" else "-",
            ms=12 if marker == "*" else 6,
        )
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("board size n (n x n board)")
    ax.set_ylabel("time to solve (s)")
    ax.legend(loc="lower right", frameon=False, fontsize=10)
    ax.set_title("solving one n x n board")
    return fig


def min_presses_routes(rows):
    """04-min-presses-large: cold and warm seconds of both routes per board (rows of the CSV)."""
    colors = _cycle()
    old_c, new_c = colors[1 % len(colors)], colors[0]
    fig, axes = plt.subplots(1, 2, figsize=(11, 4.8), sharey=True)
    rows = sorted(rows, key=lambda r: int(r["cells"]))
    for ax, kind in zip(axes, ("cold", "warm")):
        for r in rows:
            x, new = int(r["cells"]), float(r[f"seconds_new_{kind}"])
            if r[f"seconds_old_{kind}"]:
                old = float(r[f"seconds_old_{kind}"])
                ax.plot([x, x], [new, old], color=GREY, lw=1.5, zorder=1)
                ax.plot(x, old, "^", color=old_c, ms=8, zorder=2)
            ax.plot(x, new, "o", color=new_c, ms=8, mfc="none", mew=2, zorder=3)
            if int(r["nullity"]) >= 20:
                ax.annotate(
                    f"d = {r['nullity']}",
                    (x, new),
                    textcoords="offset points",
                    xytext=(6, -12),
                    fontsize=10,
                )
        ax.plot([], [], "^", color=old_c, label="elimination (notebook 02)")
        ax.plot([], [], "o", color=new_c, mfc="none", mew=2, label="chasing + WHT")
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlabel("board cells m n", fontsize=11)
        ax.tick_params(labelsize=10)
        ax.set_title(
            "cold: quiet patterns included" if kind == "cold" else "warm: search alone",
            fontsize=11,
        )
    axes[0].set_ylabel("time of min_presses (s)", fontsize=11)
    # below both panels, in one row: no point of either can sit under it
    fig.legend(
        *axes[0].get_legend_handles_labels(),
        loc="upper center",
        bbox_to_anchor=(0.5, 0.0),
        ncol=2,
        frameon=False,
        fontsize=10,
    )
    return fig
