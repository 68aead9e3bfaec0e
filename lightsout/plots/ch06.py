"""The figures of notebook 06 (integer programming with SCIP), from the benchmark's rows.

Each function takes rows of ``data/06_scip.csv`` as the notebook parses them (dicts with
``n``, ``cells``, ``seconds``, ``status``, ``proven_optimal``, ``repeat``) and returns the
matplotlib figure; the notebook exports it with ``lo.savefig``. Colours come from the style's
colour cycle (``C0``, ``C1``, ...), markers tell finished runs (dots) from stopped ones
(crosses).
"""

from __future__ import annotations

import matplotlib.pyplot as plt


def scip_timing(feasibility: list, minimum: list, limit: float, cutoff: float = 5.0):
    """Time in ``optimize()`` against the number of cells, objective 0 (left) and minimising
    (right): a dot per finished run, a cross per run stopped at ``limit`` (dashed line);
    source 000's cut-off ``cutoff`` is dotted."""
    fig, axes = plt.subplots(1, 2, sharey=True)
    panels = [
        (axes[0], feasibility, "objective 0 (a solution)"),
        (axes[1], minimum, "minimise presses (and prove it)"),
    ]
    for ax, rows, title in panels:
        done = [r for r in rows if r["status"] == "optimal"]
        stopped = [r for r in rows if r["status"] != "optimal"]
        ax.scatter(
            [r["cells"] for r in done],
            [r["seconds"] for r in done],
            s=28,
            color="C0",
            label="finished (each repeat a dot)",
        )
        ax.scatter(
            [r["cells"] for r in stopped],
            [r["seconds"] for r in stopped],
            s=70,
            marker="x",
            linewidths=2,
            color="C1",
            label=f"stopped at the {limit:g} s limit",
        )
        ax.axhline(limit, color="0.6", linestyle="--", linewidth=1)
        ax.axhline(cutoff, color="0.6", linestyle=":", linewidth=1)
        ax.set_yscale("log")
        ax.set_xlabel("cells (n x n)")
        ax.set_title(title)
    axes[0].set_ylabel("time in optimize() (s)")
    handles, labels = axes[1].get_legend_handles_labels()
    fig.legend(handles, labels, loc="upper center", ncol=2, bbox_to_anchor=(0.5, 0.0))
    return fig


def reduced_search(runs: dict, nullity_of: dict, sizes: list, limit: float):
    """Time to a proven minimum per board (x axis: n x n and its d), three methods side by
    side: ``runs[method][n]`` holds the rows of ``method`` ('minimum', 'reduced',
    'min_presses') on the n x n board; a cross marks a run stopped without proof, "not run"
    a board the source's model was not run on."""
    fig, ax = plt.subplots()
    methods = [
        ("minimum", "C1", -0.22, "source 000's model"),
        ("reduced", "C0", 0.0, "reduced search"),
        ("min_presses", "C2", 0.22, "min_presses (tuned search)"),
    ]
    for method, colour, shift, label in methods:
        for i, n in enumerate(sizes):
            for r in runs[method].get(n, []):
                stopped = not r["proven_optimal"]
                ax.scatter(
                    i + shift,
                    r["seconds"],
                    color=colour,
                    s=70 if stopped else 26,
                    marker="x" if stopped else "o",
                    linewidths=2 if stopped else None,
                    label=label if (i, r["repeat"]) == (0, 0) else None,
                )
    for i, n in enumerate(sizes):
        if n not in runs["minimum"]:
            ax.annotate(
                "not run",
                (i - 0.22, limit),
                rotation=90,
                fontsize=8,
                color="C1",
                ha="center",
                va="top",
                xytext=(0, -6),
                textcoords="offset points",
            )
    ax.axhline(
        limit,
        color="0.6",
        linestyle="--",
        linewidth=1,
        label=f"limit {limit:g} s for both SCIP models",
    )
    ax.scatter(
        [], [], color="0.4", marker="x", s=70, linewidths=2, label="stopped, no proof"
    )
    ticks = [f"{n}x{n}\nd={nullity_of[n]}" for n in sizes]
    ax.set_xticks(range(len(sizes)), ticks, fontsize=9)
    ax.set_yscale("log")
    ax.set_ylabel("time to a proven minimum (s)")
    fig.legend(
        *ax.get_legend_handles_labels(),
        loc="upper center",
        ncol=3,
        bbox_to_anchor=(0.5, 0.02),
        fontsize=10,
    )
    return fig
