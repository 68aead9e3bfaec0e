"""Integer programming with SCIP (notebook 06).
"""

from __future__ import annotations

from dataclasses import dataclass as _dataclass

import numpy as np

from .boards import apply_presses, solve
from .gf2 import quiet_patterns
from .validation import as_board



@_dataclass(frozen=True, eq=False)  # presses is an array: no field-wise ==
class ScipResult:
    """What a SCIP run returned (notebook 06).

    ``status`` is SCIP's own word ('optimal', 'infeasible', 'timelimit', ...);
    ``presses`` the best press pattern found (uint8, the board's shape; checked with
    ``apply_presses``) or None; ``objective`` its objective value (the weighted number of
    presses, 0 for the feasibility model) or None; ``seconds`` the wall time of
    ``Model.optimize()``; ``proven_optimal`` is True only when SCIP proved that no press
    pattern has a smaller objective (never for a time limit or the objective-0 model).
    """

    status: str
    presses: np.ndarray | None
    objective: float | None
    seconds: float
    proven_optimal: bool


def _check_time_limit(time_limit) -> float:
    if isinstance(time_limit, (bool, np.bool_)) or not isinstance(time_limit, (int, float, np.integer, np.floating)):
        raise ValueError(f"time_limit must be a positive number of seconds, got {time_limit!r}")
    if not np.isfinite(time_limit) or time_limit <= 0:
        raise ValueError(f"time_limit must be a positive number of seconds, got {time_limit}")
    return float(time_limit)


def _check_weights(weights, shape) -> np.ndarray:
    """Non-negative finite weights of the board's shape, as float64 (rows/columns from 1)."""
    if isinstance(weights, str):
        raise ValueError("weights is a string; give one non-negative number per button")
    try:
        w = np.asarray(weights, dtype=float)
    except (TypeError, ValueError):
        raise ValueError(f"weights must be numbers of the board's shape {shape}, got {weights!r}") from None
    if w.shape != shape:
        raise ValueError(f"weights have shape {w.shape} but the board has shape {shape}")
    bad = ~np.isfinite(w) | (w < 0)
    if bad.any():
        r, c = map(int, np.argwhere(bad)[0])
        raise ValueError(
            f"weights row {r + 1}, column {c + 1} is {w[r, c]}: weights must be finite and >= 0"
        )
    return w


def _check_forbidden(forbidden, shape) -> list[tuple[int, int]]:
    """Cells given as (row, column) pairs counted from 0, like numpy indices."""
    m, n = shape
    cells = []
    try:
        items = list(forbidden)
    except TypeError:
        raise ValueError(f"forbidden must be a collection of (row, column) pairs, got {forbidden!r}") from None
    for item in items:
        ok = (isinstance(item, (tuple, list, np.ndarray)) and len(item) == 2
              and all(isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_)) for v in item))
        if not ok:
            raise ValueError(f"forbidden cell {item!r} is not a (row, column) pair of integers")
        r, c = int(item[0]), int(item[1])
        if not (0 <= r < m and 0 <= c < n):
            raise ValueError(
                f"forbidden cell ({r}, {c}) is outside the {m} x {n} board: rows 0..{m - 1},"
                f" columns 0..{n - 1} (counted from 0)"
            )
        cells.append((r, c))
    return sorted(set(cells))


def _scip_model(time_limit: float):
    """A silent, single-threaded SCIP model with a time limit and SCIP's default seeds."""
    from pyscipopt import Model

    model = Model("lightsout")
    model.hideOutput()
    model.setParam("limits/time", time_limit)
    model.setParam("lp/threads", 1)
    model.setParam("parallel/maxnthreads", 1)
    model.setParam("randomization/randomseedshift", 0)
    return model


def _scip_run(model) -> tuple[str, float]:
    import time

    start = time.perf_counter()
    model.optimize()
    return str(model.getStatus()), time.perf_counter() - start


def _verified(board: np.ndarray, presses: np.ndarray, forbidden=()) -> np.ndarray:
    """``presses`` after checking that they switch every light off and avoid ``forbidden``."""
    if apply_presses(board, presses).any():
        raise RuntimeError("SCIP returned presses that do not switch every light off")
    for r, c in forbidden:
        if presses[r, c]:
            raise RuntimeError(f"SCIP pressed the forbidden button ({r}, {c})")
    return presses


def scip_solve(board, minimize: bool = True, weights=None, forbidden=(), time_limit: float = 30.0) -> ScipResult:
    """Solve a 2-colour board with source 000's integer program in SCIP (notebook 06).

    Binary x (press or not) per button and, per cell, an integer k with
    b + (sum of the presses that toggle the cell) = 2k and 0 <= k <= floor((b + d) / 2),
    d the number of buttons that toggle the cell. ``minimize=True`` minimises
    sum(weights * x) (weights default to 1: the number of presses); ``minimize=False``
    uses objective 0 and returns whatever feasible pattern SCIP finds first.
    ``forbidden`` lists (row, column) cells, counted from 0, fixed to x = 0. A board that
    cannot be solved gives status 'infeasible' and presses None; a time limit gives
    'timelimit' with the best pattern found (if any) and ``proven_optimal`` False.
    """
    b = as_board(board, 2)
    m, n = b.shape
    if not isinstance(minimize, (bool, np.bool_)):
        raise ValueError(f"minimize must be True or False, got {minimize!r}")
    w = np.ones((m, n)) if weights is None else _check_weights(weights, (m, n))
    banned = _check_forbidden(forbidden, (m, n))
    limit = _check_time_limit(time_limit)
    from pyscipopt import quicksum

    model = _scip_model(limit)
    x = {(r, c): model.addVar(vtype="B", name=f"x_{r}_{c}") for r in range(m) for c in range(n)}
    for r, c in banned:
        model.fixVar(x[r, c], 0)
    for r in range(m):
        for c in range(n):
            around = [(r + dr, c + dc) for dr, dc in ((0, 0), (-1, 0), (1, 0), (0, -1), (0, 1))
                      if 0 <= r + dr < m and 0 <= c + dc < n]
            k = model.addVar(vtype="I", lb=0, ub=(int(b[r, c]) + len(around)) // 2, name=f"k_{r}_{c}")
            model.addCons(int(b[r, c]) + quicksum(x[p] for p in around) == 2 * k, name=f"cell_{r}_{c}")
    if minimize:
        model.setObjective(quicksum(float(w[p]) * x[p] for p in x), "minimize")
    status, seconds = _scip_run(model)
    presses = objective = None
    if model.getNSols() > 0:
        sol = model.getBestSol()
        presses = np.zeros((m, n), dtype=np.uint8)
        for (r, c), var in x.items():
            presses[r, c] = int(round(model.getSolVal(sol, var)))
        presses = _verified(b, presses, banned)
        objective = float(model.getSolObjVal(sol))
    return ScipResult(status, presses, objective, seconds, bool(minimize and status == "optimal"))


def scip_solve_reduced(board, time_limit: float = 20.0) -> ScipResult:
    """Fewest presses with a stronger integer program on the kernel coordinates (notebook 06).

    Every solution is x0 + sum_j y_j q_j (x0 = ``solve(board)``, q_j the d quiet patterns of
    ``quiet_patterns``), so the binary unknowns are the d coordinates y_j, not the m*n
    buttons. Cells are grouped by the set S of quiet patterns that press them; a group's
    press bit is z = XOR of y_j over S (a SCIP XOR constraint; z = y_j when S = {j}) and it
    costs its number of cells with x0 = 0 when z = 1 and with x0 = 1 when z = 0. The LP
    relaxation of these parities gives no bound beyond the obvious one, so SCIP runs
    without LPs, heuristics or conflict analysis, branching on the y_j first, from the
    starting solution y = 0 (x0 itself). Returns a ScipResult like ``scip_solve``;
    an unsolvable board raises NotSolvableError.
    """
    b = as_board(board, 2)
    m, n = b.shape
    limit = _check_time_limit(time_limit)
    x0 = solve(b).ravel().astype(np.int64)  # NotSolvableError for an unsolvable board
    kernel = np.array([q.ravel() for q in quiet_patterns(m, n)], dtype=np.uint8).reshape(-1, m * n)
    d = kernel.shape[0]
    groups: dict[tuple[int, ...], list[int]] = {}  # S -> [cells with x0 = 0, cells with x0 = 1]
    for i in range(m * n):
        key = tuple(int(j) for j in np.flatnonzero(kernel[:, i]))
        groups.setdefault(key, [0, 0])[x0[i]] += 1
    from pyscipopt import SCIP_PARAMSETTING, quicksum

    model = _scip_model(limit)
    model.setParam("lp/solvefreq", -1)  # no LP: its bound here is the trivial one
    model.setPresolve(SCIP_PARAMSETTING.OFF)
    model.setSeparating(SCIP_PARAMSETTING.OFF)
    model.setHeuristics(SCIP_PARAMSETTING.OFF)  # measured: the search alone is faster here
    model.setParam("conflict/enable", False)
    y = [model.addVar(vtype="B", name=f"y_{j}") for j in range(d)]
    for var in y:
        model.chgVarBranchPriority(var, 10)
    z = {}
    constant, terms = 0, []
    for key, (zeros, ones) in groups.items():
        constant += ones
        if not key:
            continue
        if len(key) == 1:
            z[key] = y[key[0]]
        else:
            z[key] = model.addVar(vtype="B", name="z_" + "_".join(map(str, key)))
            model.addConsXor([y[j] for j in key] + [z[key]], False)
        terms.append((zeros - ones) * z[key])
    fixed = model.addVar(vtype="C", lb=1, ub=1, name="one")  # carries the constant term
    model.setObjective(quicksum(terms) + constant * fixed, "minimize")
    start = model.createSol()  # y = 0, i.e. x0 itself, so that a stopped run has a pattern
    model.setSolVal(start, fixed, 1.0)
    if not model.addSol(start):
        raise RuntimeError("scip_solve_reduced: SCIP rejected the starting solution x0")
    status, seconds = _scip_run(model)
    presses = objective = None
    if model.getNSols() > 0:
        sol = model.getBestSol()
        x = x0.copy()
        for j in range(d):
            if round(model.getSolVal(sol, y[j])):
                x ^= kernel[j]
        presses = _verified(b, x.reshape(m, n).astype(np.uint8))
        objective = float(model.getSolObjVal(sol))
        if objective != presses.sum():
            raise RuntimeError("scip_solve_reduced: objective and number of presses differ")
    return ScipResult(status, presses, objective, seconds, status == "optimal")


# ---------------------------------------------------------------------------
