"""Integer programming with SCIP (notebook 06).

Source 000's model, b + (presses that reach a cell) = N k per cell, solved with SCIP through
PySCIPOpt, for 2 or more colours, with per-button costs and forbidden buttons; and a reduced
search on the quiet-pattern coordinates of notebook 02 (2 colours).
"""

from __future__ import annotations

import math as _math
import numbers as _numbers
import time as _time
from dataclasses import dataclass as _dataclass
from decimal import Decimal as _Decimal
from fractions import Fraction as _Fraction

import numpy as np

from .boards import apply_presses
from .gf2 import quiet_patterns
from .solving import solve
from .validation import as_board, check_colours, exact_int

_MAX_COST_UNITS = 10**5
"""Largest cost of a press pattern SCIP is asked to handle, in whole units (see ``_exact_weights``).

SCIP decides comparisons with relative tolerances, the largest by default being
numerics/feastol = 1e-6. With whole-number costs of at most 10**5 units, two different costs
differ by at least 1e-5 relatively, ten times that tolerance, so SCIP cannot take them as equal.
"""

_MAX_COST = 1e300
"""Largest cost of a press pattern accepted: ``ScipResult.objective`` is a float (max 1.8e308)."""

_MAX_TIME_LIMIT = 10**7
"""Longest time limit accepted, in seconds (about 116 days); SCIP treats 1e20 as infinity."""


@_dataclass(frozen=True, eq=False)  # presses is an array: no field-wise ==
class ScipResult:
    """What a SCIP run returned (notebook 06).

    ``status`` is SCIP's own word ('optimal', 'infeasible', 'timelimit', ...);
    ``presses`` the best press pattern found (uint8, the board's shape, entries
    0..colours-1; checked with ``apply_presses``) or None; ``objective`` its cost, computed
    exactly from ``presses`` and the weights (presses times weight, summed; 0 for the
    feasibility model) or None; ``seconds`` the wall time of ``Model.optimize()`` alone;
    ``proven_optimal`` is True only when SCIP proved that no press pattern costs less
    (never for a time limit or the objective-0 model); ``build_seconds`` the wall time spent
    before ``optimize()`` (checking the input, building the model). ``time_limit`` bounds
    ``build_seconds + seconds``. ``nodes`` is the number of branch-and-bound nodes SCIP
    processed (None when it did not run): a count that does not depend on the machine's
    load, to be reported beside the seconds.
    """

    status: str
    presses: np.ndarray | None
    objective: float | None
    seconds: float
    proven_optimal: bool
    build_seconds: float = 0.0
    nodes: int | None = None


def check_scip_time_limit(time_limit) -> float:
    """Seconds as a float: a positive real number (any exact integer type, see
    ``exact_int``, or a float), or ``math.inf`` for no limit, as in ``life_predecessor``."""
    must = "time_limit must be a positive number of seconds (math.inf: no limit)"
    iv = exact_int(time_limit)
    if iv is not None:
        value = iv
        shown = (
            f"{iv}" if abs(iv) < 10**20 else f"an integer of {len(str(abs(iv)))} digits"
        )
    elif isinstance(time_limit, _numbers.Real) and not isinstance(
        time_limit, (bool, np.bool_)
    ):
        value = float(time_limit)
        shown = f"{value}"
        if _math.isinf(value) and value > 0:
            return _math.inf  # no limit: SCIP keeps its own 'infinity'
    else:
        raise ValueError(f"{must}, got {time_limit!r} ({type(time_limit).__name__})")
    if value != value or value <= 0:  # NaN, zero or negative
        raise ValueError(f"{must}, got {shown}")
    if value > _MAX_TIME_LIMIT:
        raise ValueError(
            f"time_limit is {shown} s: at most {_MAX_TIME_LIMIT:,} s (about 116 days) is"
            " accepted, or math.inf for no limit; SCIP treats 1e20 s as 'no limit' and"
            " fails on larger values"
        )
    return float(value)


def _exact_weight(v, r: int, c: int) -> _Fraction:
    """One weight as an exact non-negative rational.

    A float counts as the shortest decimal that rounds to it at its own precision (a numpy
    float32 0.1 is 1/10, as a Python float 0.1 is).
    """
    where = f"weights row {r + 1}, column {c + 1} is {v!r}"
    if isinstance(v, (complex, np.complexfloating)):
        raise ValueError(f"{where}: weights must be real numbers, not complex")
    if isinstance(v, (bool, np.bool_)):
        value = _Fraction(int(v))
    elif isinstance(
        v, _numbers.Rational
    ):  # int, numpy integers, Fraction, Sage Integer and Rational
        num, den = v.numerator, v.denominator
        value = _Fraction(
            int(num() if callable(num) else num), int(den() if callable(den) else den)
        )
    elif isinstance(v, np.floating):  # float16, float32, float64, longdouble
        if not np.isfinite(v):
            raise ValueError(f"{where}: weights must be finite and >= 0")
        # the shortest decimal that rounds to v at v's own precision (float32 0.1 is 1/10)
        value = _Fraction(_Decimal(np.format_float_positional(v, unique=True)))
    elif isinstance(v, _numbers.Real):  # float, Sage reals
        f = float(v)
        if not _math.isfinite(f):
            raise ValueError(f"{where}: weights must be finite and >= 0")
        value = _Fraction(repr(f))
    else:
        raise ValueError(
            f"{where}: weights must be real numbers (int, float or fractions.Fraction)"
        )
    if value < 0:
        raise ValueError(f"{where}: weights must be finite and >= 0")
    return value


def _exact_weights(
    weights, shape, colours: int, check_total: bool = True
) -> tuple[np.ndarray, _Fraction]:
    """Weights as whole numbers with the same ratios: (W, unit) with weight = W * unit exactly.

    W holds Python ints (an object array) with gcd 1 (all ones when ``weights`` is None).
    Refuses weights whose most expensive press pattern, (colours - 1) * sum(W), would exceed
    _MAX_COST_UNITS: SCIP could not tell every two different costs apart.
    """
    if weights is None:
        w = np.ones(shape, dtype=np.int64)
        unit = _Fraction(1)
    else:
        if isinstance(weights, (str, bytes)):
            raise ValueError(
                "weights is a string; give one non-negative number per button"
            )
        try:
            if isinstance(weights, np.ndarray) and weights.dtype.kind == "f":
                arr = weights  # keeps its numpy scalars: each read at its own precision
            else:
                arr = np.asarray(weights, dtype=object)
        except (TypeError, ValueError):
            raise ValueError(
                f"weights must be numbers of the board's shape {shape}, got {weights!r}"
            ) from None
        if arr.shape != shape:
            raise ValueError(
                f"weights have shape {arr.shape} but the board has shape {shape}"
            )
        exact = [
            [_exact_weight(arr[r, c], r, c) for c in range(shape[1])]
            for r in range(shape[0])
        ]
        denominator = _math.lcm(*(v.denominator for row in exact for v in row))
        whole = [[int(v * denominator) for v in row] for row in exact]
        g = _math.gcd(*(v for row in whole for v in row)) or 1
        total = sum(v // g for row in whole for v in row)
        if check_total and (colours - 1) * total > _MAX_COST_UNITS:
            flat = [v // g for row in whole for v in row]
            raise ValueError(
                f"weights cannot be told apart exactly by SCIP: in whole units (the smallest whole numbers"
                f" with the same ratios) they range from {min(flat)} to {max(flat)}, and a press pattern"
                f" could cost {(colours - 1) * total:,} units, more than the {_MAX_COST_UNITS:,} allowed."
                " SCIP compares costs with a relative tolerance of 1e-6, so costs that differ by one unit"
                " could count as equal; use whole-number weights with a smaller spread (or fewer buttons)"
            )
        w = np.array([[v // g for v in row] for row in whole], dtype=object)
        unit = _Fraction(g, denominator)
        if check_total and (colours - 1) * total * unit > _MAX_COST:
            top = (colours - 1) * total * unit
            digits = _math.log10(top.numerator) - _math.log10(top.denominator)
            raise ValueError(
                f"weights are too large: a press pattern could cost about 10**{digits:.0f},"
                f" more than the {_MAX_COST:.0e} allowed (ScipResult.objective is a float,"
                " at most about 1.8e308); scale the weights down, only their ratios matter"
            )
    if (
        check_total
        and weights is None
        and (colours - 1) * int(w.sum()) > _MAX_COST_UNITS
    ):
        raise ValueError(
            f"a {shape[0]} x {shape[1]} board with {colours} colours has press patterns of up to"
            f" {(colours - 1) * int(w.sum()):,} presses, more than the {_MAX_COST_UNITS:,} that SCIP can count"
            " exactly here (it compares costs with a relative tolerance of 1e-6)"
        )
    return w, unit


def _forbidden_mask(forbidden, shape):
    """The cells of ``forbidden`` read as a mask of the board's shape, or None if it is none.

    A mask is a 2-D array-like of the board's shape holding only 0/1 (or booleans): an
    array, or a list of rows. A collection of tuples is a collection of (row, column) pairs,
    never a mask, whatever its length: on a board with two columns a list of k pairs has the
    shape (k, 2) of a mask of k rows ([(0, 0)] on a 1 x 2 board, the empty mask), and was
    refused as ambiguous although no one writes the rows of a mask as tuples.
    """
    if isinstance(forbidden, (set, frozenset, dict, str, bytes)):
        return None
    if isinstance(forbidden, (list, tuple)) and all(
        isinstance(item, tuple) for item in forbidden
    ):
        return None
    try:
        arr = np.asarray(forbidden)
    except (TypeError, ValueError):
        return None
    if arr.shape != shape:
        return None
    if arr.dtype == bool:
        return [tuple(int(v) for v in cell) for cell in np.argwhere(arr)]
    values = [exact_int(v) for v in arr.ravel().tolist()]
    if any(v not in (0, 1) for v in values):
        return None
    return [divmod(i, shape[1]) for i, v in enumerate(values) if v]


def _check_forbidden(forbidden, shape) -> list[tuple[int, int]]:
    """Forbidden cells, sorted: (row, column) pairs counted from 0 like numpy indices, or a
    mask of the board's shape (booleans, or 0/1), forbidding the cells that hold 1."""
    m, n = shape
    if isinstance(forbidden, np.ndarray) and forbidden.dtype == bool:
        if forbidden.shape != shape:
            raise ValueError(
                f"forbidden is a boolean mask of shape {forbidden.shape}, but the board"
                f" has shape {shape}"
            )
        return sorted(_forbidden_mask(forbidden, shape))
    mask = _forbidden_mask(forbidden, shape)
    try:
        items = list(forbidden)
    except TypeError:
        raise ValueError(
            "forbidden must be a collection of (row, column) pairs or a 0/1 mask of the"
            f" board's shape {shape}, got {forbidden!r}"
        ) from None
    cells, problem = [], None
    for item in items:
        pair = None
        if isinstance(item, (tuple, list, np.ndarray)) and len(item) == 2:
            pair = [exact_int(v) for v in item]
        if pair is None or None in pair:
            problem = f"forbidden cell {item!r} is not a (row, column) pair of integers"
            break
        r, c = pair
        if not (0 <= r < m and 0 <= c < n):
            problem = (
                f"forbidden cell ({r}, {c}) is outside the {m} x {n} board: rows"
                f" 0..{m - 1}, columns 0..{n - 1} (counted from 0)"
            )
            break
        cells.append((r, c))
    if mask is not None and problem is None and sorted(set(cells)) != sorted(mask):
        raise ValueError(
            f"forbidden is ambiguous: it reads both as a 0/1 mask of the {m} x {n} board"
            f" (cells {sorted(mask)}) and as (row, column) pairs (cells"
            f" {sorted(set(cells))}); pass a boolean array (np.asarray(forbidden,"
            " dtype=bool)) for a mask, or a set of (row, column) tuples for pairs"
        )
    if mask is not None:
        return sorted(mask)
    if problem is not None:
        raise ValueError(problem)
    return sorted(set(cells))


def scip_model():
    """A silent, single-threaded SCIP model with SCIP's default seeds."""
    from pyscipopt import Model

    model = Model("lightsout")
    model.hideOutput()
    model.setParam("lp/threads", 1)
    model.setParam("parallel/maxnthreads", 1)
    model.setParam("randomization/randomseedshift", 0)
    return model


def _scip_run(
    model, time_limit: float, started: float
) -> tuple[str, float, float, bool]:
    """Run SCIP for what is left of ``time_limit`` since ``started``.

    Returns (status, seconds of optimize(), seconds before it, whether SCIP ran). When
    building took the whole limit, SCIP is not started and the status is 'timelimit'.
    """
    build = _time.perf_counter() - started
    left = time_limit - build
    if left <= 0:
        return "timelimit", 0.0, build, False
    if not _math.isinf(left):  # math.inf: SCIP's default, no limit
        model.setParam("limits/time", left)
    start = _time.perf_counter()
    model.optimize()
    return str(model.getStatus()), _time.perf_counter() - start, build, True


def _verified(
    board: np.ndarray, presses: np.ndarray, forbidden=(), colours: int = 2
) -> np.ndarray:
    """``presses`` after checking that they switch every light off and avoid ``forbidden``."""
    if apply_presses(board, presses, colours).any():
        raise RuntimeError("SCIP returned presses that do not switch every light off")
    for r, c in forbidden:
        if presses[r, c]:
            raise RuntimeError(f"SCIP pressed the forbidden button ({r}, {c})")
    return presses


def _check_start(start, b: np.ndarray, banned, colours: int) -> np.ndarray | None:
    """``start`` of scip_solve as a uint8 press pattern, or a ValueError naming the fault."""
    if start is None:
        return None
    from .validation import as_grid

    x = as_grid(start, "start", colours)
    if x.shape != b.shape:
        raise ValueError(f"start has shape {x.shape} but the board has shape {b.shape}")
    x = x.astype(np.uint8)
    for r, c in banned:
        if x[r, c]:
            raise ValueError(f"start presses the forbidden button ({r}, {c})")
    if apply_presses(b, x, colours).any():
        raise ValueError(
            "start does not switch the board off: it cannot be a starting solution"
        )
    return x


def _add_start(model, b: np.ndarray, x: np.ndarray, colours: int) -> None:
    """Give SCIP the press pattern ``x`` (and the k it implies) as a starting solution."""
    m, n = b.shape
    padded = np.zeros((m + 2, n + 2), dtype=np.int64)
    padded[1:-1, 1:-1] = x
    reach = (
        padded[1:-1, 1:-1]
        + padded[:-2, 1:-1]
        + padded[2:, 1:-1]
        + padded[1:-1, :-2]
        + padded[1:-1, 2:]
    )
    k = (b.astype(np.int64) + reach) // colours
    sol = model.createSol()
    for var in model.getVars():
        kind, r, c = var.name.split("_")
        model.setSolVal(sol, var, float((x if kind == "x" else k)[int(r), int(c)]))
    if not model.addSol(sol):
        raise RuntimeError("scip_solve: SCIP rejected the starting solution")


def scip_solve(
    board,
    minimize: bool = True,
    weights=None,
    forbidden=(),
    time_limit: float = 30.0,
    colours: int = 2,
    start=None,
) -> ScipResult:
    """Solve a board with source 000's integer program in SCIP (notebook 06).

    Per button an integer x in 0..colours-1 (how often to press it; binary for 2 colours)
    and, per cell, an integer k with b + (sum of the x that reach the cell) = colours * k and
    0 <= k <= floor((b + d (colours - 1)) / colours), d the number of buttons that reach the
    cell. ``minimize=True`` minimises sum(weights * x): a button pressed k times costs k
    times its weight (weights default to 1: the number of presses). Weights must be exact
    real numbers >= 0 (a float counts as the shortest decimal that rounds to it); they are
    scaled to the smallest whole numbers with the same ratios, and refused when a pattern
    could cost more than 10**5 of those units, because SCIP compares costs with a relative
    tolerance and could not tell every two costs apart; a numpy float counts at its own
    precision (float32 0.1 is 1/10), and costs beyond 1e300 are refused (the objective is
    returned as a float). ``minimize=False`` uses objective 0
    and returns whatever feasible pattern SCIP finds first. ``forbidden`` lists (row,
    column) cells, counted from 0, fixed to x = 0, or is a mask of the board's shape (a
    boolean array, or 0/1 values; input that reads both ways with different cells is
    refused). ``time_limit`` (seconds, ``math.inf`` for none) covers building the model
    and solving it. A board that cannot be solved gives status 'infeasible' and presses
    None: a verdict SCIP reaches in floating-point arithmetic, not an exact proof (for the
    board alone, ``solve`` decides exactly). A time limit gives 'timelimit' with the best
    pattern found (if any) and ``proven_optimal`` False. ``start`` (a press pattern that
    switches the board off and avoids ``forbidden``) is given to SCIP as a starting
    solution, so that a run stopped by the time limit has at least that pattern.
    """
    started = _time.perf_counter()
    colours = check_colours(colours)
    b = as_board(board, colours)
    m, n = b.shape
    if not isinstance(minimize, (bool, np.bool_)):
        raise ValueError(f"minimize must be True or False, got {minimize!r}")
    w, unit = _exact_weights(weights, (m, n), colours, check_total=bool(minimize))
    banned = _check_forbidden(forbidden, (m, n))
    limit = check_scip_time_limit(time_limit)
    x_start = _check_start(start, b, banned, colours)
    from pyscipopt import quicksum

    model = scip_model()
    vtype = "B" if colours == 2 else "I"
    x = {
        (r, c): model.addVar(vtype=vtype, lb=0, ub=colours - 1, name=f"x_{r}_{c}")
        for r in range(m)
        for c in range(n)
    }
    for r, c in banned:
        model.fixVar(x[r, c], 0)
    for r in range(m):
        if (
            _time.perf_counter() - started > limit
        ):  # building alone used up the time limit
            return ScipResult(
                "timelimit", None, None, 0.0, False, _time.perf_counter() - started
            )
        for c in range(n):
            around = [
                (r + dr, c + dc)
                for dr, dc in ((0, 0), (-1, 0), (1, 0), (0, -1), (0, 1))
                if 0 <= r + dr < m and 0 <= c + dc < n
            ]
            top = (int(b[r, c]) + len(around) * (colours - 1)) // colours
            k = model.addVar(vtype="I", lb=0, ub=top, name=f"k_{r}_{c}")
            model.addCons(
                int(b[r, c]) + quicksum(x[p] for p in around) == colours * k,
                name=f"cell_{r}_{c}",
            )
    if minimize:
        model.setObjective(quicksum(int(w[p]) * x[p] for p in x if w[p]), "minimize")
    if x_start is not None:
        _add_start(model, b, x_start, colours)
    status, seconds, build, ran = _scip_run(model, limit, started)
    presses = objective = None
    if ran and model.getNSols() > 0:
        sol = model.getBestSol()
        presses = np.zeros((m, n), dtype=np.uint8)
        for (r, c), var in x.items():
            presses[r, c] = int(round(model.getSolVal(sol, var)))
        presses = _verified(b, presses, banned, colours)
        units = int((w * presses.astype(np.int64)).sum()) if minimize else 0
        if minimize and abs(model.getSolObjVal(sol) - units) > 0.5:
            raise RuntimeError(
                "scip_solve: SCIP's objective differs from the cost of its presses"
            )
        objective = float(units * unit)
    return ScipResult(
        status,
        presses,
        objective,
        seconds,
        bool(minimize and status == "optimal"),
        build,
        model.getNNodes() if ran else None,
    )


def scip_solve_reduced(board, time_limit: float = 20.0) -> ScipResult:
    """Fewest presses by a reduced SCIP search on the quiet-pattern coordinates (notebook 06).

    Every solution is x0 + sum_j y_j q_j (x0 = ``solve(board)``, q_j the d quiet patterns of
    ``quiet_patterns``), so the binary unknowns are the d coordinates y_j, not the m*n
    buttons. Cells are grouped by the set S of quiet patterns that press them; a group's
    press bit is z = XOR of y_j over S (a SCIP XOR constraint; z = y_j when S = {j}) and it
    costs its number of cells with x0 = 0 when z = 1 and with x0 = 1 when z = 0. SCIP runs
    as a plain search: no LPs, no presolving, no cuts, no heuristics, no conflict analysis,
    branching on the y_j first, from the starting solution y = 0 (x0 itself).
    ``time_limit`` covers building the model (including ``solve`` and ``quiet_patterns``)
    and the search. Returns a ScipResult like ``scip_solve``; an unsolvable board raises
    NotSolvableError.
    """
    started = _time.perf_counter()
    b = as_board(board, 2)
    m, n = b.shape
    limit = check_scip_time_limit(time_limit)
    x0 = solve(b).ravel().astype(np.int64)  # NotSolvableError for an unsolvable board
    kernel = np.array(
        [q.ravel() for q in quiet_patterns(m, n)], dtype=np.uint8
    ).reshape(-1, m * n)
    d = kernel.shape[0]
    groups: dict[
        tuple[int, ...], list[int]
    ] = {}  # S -> [cells with x0 = 0, cells with x0 = 1]
    for i in range(m * n):
        key = tuple(int(j) for j in np.flatnonzero(kernel[:, i]))
        groups.setdefault(key, [0, 0])[x0[i]] += 1
    from pyscipopt import SCIP_PARAMSETTING, quicksum

    model = scip_model()
    model.setParam("lp/solvefreq", -1)  # no LP: its bound here is the trivial one
    model.setPresolve(SCIP_PARAMSETTING.OFF)
    model.setSeparating(SCIP_PARAMSETTING.OFF)
    model.setHeuristics(
        SCIP_PARAMSETTING.OFF
    )  # measured: the search alone is faster here
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
    start = (
        model.createSol()
    )  # y = 0, i.e. x0 itself, so that a stopped run has a pattern
    model.setSolVal(start, fixed, 1.0)
    if not model.addSol(start):
        raise RuntimeError("scip_solve_reduced: SCIP rejected the starting solution x0")
    status, seconds, build, ran = _scip_run(model, limit, started)
    if not ran:  # building took the whole limit: the starting solution is all there is
        x = x0.reshape(m, n).astype(np.uint8)
        return ScipResult(status, _verified(b, x), float(x.sum()), 0.0, False, build)
    presses = objective = None
    if model.getNSols() > 0:
        sol = model.getBestSol()
        x = x0.copy()
        for j in range(d):
            if round(model.getSolVal(sol, y[j])):
                x ^= kernel[j]
        presses = _verified(b, x.reshape(m, n).astype(np.uint8))
        objective = float(presses.sum())
        if abs(model.getSolObjVal(sol) - objective) > 0.5:
            raise RuntimeError(
                "scip_solve_reduced: objective and number of presses differ"
            )
    return ScipResult(
        status,
        presses,
        objective,
        seconds,
        status == "optimal",
        build,
        model.getNNodes(),
    )
