"""Hard boards inside a symmetric subclass (notebook 13, an appendix): the hardest-board
program of notebook 09 restricted to press counts that a group of the board's symmetries
leaves alone.

A symmetry g of the board (a turn or a mirror that keeps its shape) maps quiet patterns to
quiet patterns, so it maps each class of cells onto a class of the same size. Asking that
the press counts k_s be equal on every orbit of classes leaves one integer variable per
orbit; the program "maximise t with t <= W_u(k) for every combination u of the quiet
patterns" then has a few dozen variables and, after equal rows are merged, a few thousand
rows, which SCIP may solve to optimality. Its optimum is the hardest board of the subclass:
a lower bound on the hardest board, never more (the idea of searching inside an invariant
subclass is that of Kavut and Yucel for Boolean functions). Every board it returns has its
fewest presses recomputed exactly (``newresults.class_values``).
"""

from __future__ import annotations

import math
from typing import NamedTuple

import numpy as np

from .hardsearch import checked_classes, class_orbits_under
from .newresults import QuietClasses, class_values

# each group by its generators; the turns and mirrors act on an m x n array of cells
_MOVES = {
    "half-turn": lambda a: a[::-1, ::-1],
    "quarter-turn": lambda a: np.rot90(a),
    "mirror": lambda a: a[::-1],
    "side mirror": lambda a: a[:, ::-1],
    "diagonal": lambda a: a.T,
    "antidiagonal": lambda a: a[::-1, ::-1].T,
}
SYMMETRY_GROUPS = {
    "half-turn": ("half-turn",),
    "mirror": ("mirror",),
    "two mirrors": ("mirror", "side mirror"),
    "quarter-turn": ("quarter-turn",),
    "diagonal": ("diagonal",),
    "two diagonals": ("diagonal", "antidiagonal"),
    "all eight": ("quarter-turn", "mirror"),
}
"""The groups ``symmetric_hardest_board`` accepts (notebook 13), by name, and their generators: the first
three for any board, the others (which need a square) for squares only."""
_SQUARE_ONLY = {"quarter-turn", "diagonal", "two diagonals", "all eight"}
MAX_ROWS = 2**17
"""The most distinct rows ``symmetric_hardest_board`` hands to SCIP."""


class SymmetricHardest(NamedTuple):
    """The outcome of ``symmetric_hardest_board`` (notebook 13): the hardest board SCIP
    found among those whose press counts ``group`` leaves alone (``counts[i]`` cells of
    class i pressed), its exact fewest ``presses``, and ``bound``, SCIP's bound on every
    board of the subclass (its verdict, in floating point, not a proof): equal to
    ``presses`` when ``status`` is 'optimal', above it when a time limit stopped SCIP."""

    m: int
    n: int
    group: str
    orbits: int
    rows: int
    presses: int
    counts: tuple
    bound: int
    status: str

    def witness(self) -> np.ndarray:
        """The press pattern of the board (``QuietClasses.pattern``)."""
        return QuietClasses(self.m, self.n).pattern(list(self.counts))


def class_orbits(qc: QuietClasses, group: str) -> list[list[int]]:
    """The classes of ``qc`` grouped into the orbits of ``group`` (a name of
    ``SYMMETRY_GROUPS``), each orbit a list of class indices, in increasing order."""
    return class_orbits_under(qc, [_MOVES[move] for move in SYMMETRY_GROUPS[group]])


def _rows(qc: QuietClasses, member: np.ndarray, size: np.ndarray) -> np.ndarray:
    """The distinct rows (coefficients per orbit, then the constant) of W_u(k) >= t over
    every combination u, in blocks of 2**14 combinations."""
    classes = np.asarray(qc.classes, dtype=np.int64)
    found, total = [], 2**qc.nullity
    for start in range(0, total, 2**14):
        u = np.arange(start, min(total, start + 2**14), dtype=np.int64)
        odd = (np.bitwise_count(u[:, None] & classes[None, :]) & 1).astype(np.int64)
        odd_orbit = odd @ member  # classes of each orbit odd under u
        coefficient = member.sum(axis=0)[None, :] - 2 * odd_orbit
        constant = odd_orbit @ size + qc.zero_cells
        block = np.unique(np.column_stack([coefficient, constant]), axis=0)
        found = [np.unique(np.vstack([*found, block]), axis=0)]
        if len(found[0]) > MAX_ROWS:
            raise ValueError(
                f"symmetric_hardest_board({qc.shape[0]}, {qc.shape[1]}): more than "
                f"MAX_ROWS = {MAX_ROWS:,} distinct rows; choose a larger group"
            )
    return found[0]


def symmetric_hardest_board(
    m: int, n: int, group: str = "half-turn", time_limit: float = 60.0
) -> SymmetricHardest:
    """The hardest m x n board whose press counts ``group`` leaves alone (notebook 13):
    the program of notebook 09 with one integer per orbit of classes, solved by SCIP
    (``time_limit`` seconds; a run it stops says so in ``status``, and ``bound`` is then
    SCIP's bound, above ``presses``). A lower bound on the hardest board, its fewest
    presses recomputed exactly. ``group``: a name of ``SYMMETRY_GROUPS``; a turn by a
    quarter or a diagonal mirror needs a square board (else ValueError)."""
    from pyscipopt import quicksum

    from .ilp import check_scip_time_limit, scip_model

    if not isinstance(group, str) or group not in SYMMETRY_GROUPS:
        raise ValueError(
            f"group must be one of {', '.join(map(repr, SYMMETRY_GROUPS))}, "
            f"got {group!r}"
        )
    m, n, qc = checked_classes(m, n, "symmetric_hardest_board")
    if group in _SQUARE_ONLY and m != n:
        raise ValueError(
            f"symmetric_hardest_board({m}, {n}): the group {group!r} needs a square "
            f"board; for {m} x {n} choose 'half-turn', 'mirror' or 'two mirrors'"
        )
    time_limit = check_scip_time_limit(time_limit)
    if qc.nullity == 0:
        raise ValueError(
            f"symmetric_hardest_board({m}, {n}): nullity 0, nothing to search: every "
            f"board has one solution and the hardest presses all {m * n} cells"
        )
    orbits = class_orbits(qc, group)
    member = np.zeros((len(qc.classes), len(orbits)), dtype=np.int64)
    for j, orbit in enumerate(orbits):
        member[orbit, j] = 1
    size = np.array([int(qc.counts[orbit[0]]) for orbit in orbits], dtype=np.int64)
    rows = _rows(qc, member, size)
    model = scip_model()
    if time_limit != math.inf:
        model.setParam("limits/time", time_limit)
    k = [model.addVar(vtype="I", lb=0, ub=int(c)) for c in size]
    t = model.addVar(vtype="I", lb=0, ub=m * n)
    for row in rows.tolist():
        model.addCons(
            quicksum(c * k[j] for j, c in enumerate(row[:-1]) if c) + row[-1] >= t
        )
    model.setObjective(t, "maximize")
    model.optimize()
    status = model.getStatus()
    if model.getNSols() == 0:  # not even k = 0 within the limit
        best = np.zeros(len(orbits), dtype=np.int64)
    else:
        best = np.array([round(model.getVal(v)) for v in k], dtype=np.int64)
    counts = member @ best
    presses = int(class_values(qc, counts).min())  # exact, independent of SCIP
    bound = max(presses, math.floor(model.getDualbound() + 1e-6))
    if status == "optimal" and bound != presses:  # SCIP's optimum is not the board's
        raise RuntimeError(
            f"symmetric_hardest_board({m}, {n}, {group!r}): SCIP's optimum {bound} "
            f"but its board needs {presses}"
        )
    return SymmetricHardest(
        m, n, group, len(orbits), len(rows), presses,
        tuple(int(c) for c in counts), bound, status,
    )  # fmt: skip
