"""Conway's Game of Life: patterns, steps and predecessors (notebook 07)."""

from __future__ import annotations

import itertools
import numbers
import time

import numpy as np

from .validation import as_board, exact_int


def as_life(grid, name: str) -> np.ndarray:
    if isinstance(grid, str):
        raise ValueError(
            f"{name} is a string; use parse_life() to read a pattern from text"
        )
    return as_board(grid, 2, name)


def life_step(grid) -> np.ndarray:
    """One generation of Conway's Life on the infinite plane (notebook 07).

    ``grid`` is a finite 0/1 array; every cell outside it is dead. A live cell survives
    with 2 or 3 live neighbours (of its 8), a dead cell is born with exactly 3. Returns the
    next generation on the grid grown by one cell on every side, shape (rows+2, cols+2):
    nothing further out can become alive.
    """
    g = as_life(grid, "grid").astype(np.int64)
    m, n = g.shape
    p = np.pad(g, 2)
    neighbours = sum(
        p[1 + dr : 1 + dr + m + 2, 1 + dc : 1 + dc + n + 2]
        for dr in (-1, 0, 1)
        for dc in (-1, 0, 1)
        if (dr, dc) != (0, 0)
    )
    alive = p[1 : m + 3, 1 : n + 3]
    nxt = (neighbours == 3) | ((alive == 1) & (neighbours == 2))
    return nxt.astype(np.uint8)


LIFE_FORMULATIONS = ("source", "fast")
"""SCIP settings of ``life_predecessor``: "source" is source 004's constraints with SCIP's
default settings; "fast" is the same constraints with SCIP's cutting planes switched off."""

LIFE_METHODS = ("scip", "sat")
"""Solvers of ``life_predecessor``: "scip" (integer program, PySCIPOpt) and "sat" (clauses,
CaDiCaL 1.9.5 through python-sat)."""

MAX_PREDECESSOR_CELLS = 40_000
"""Largest parent grid (the pattern's box grown by the margin) that ``life_predecessor`` models."""

_SCIP_MAX_SECONDS = 1e20  # SCIP's own "no limit"; larger values crash it


def check_clock(deadline, what: str, done: int, total: int):
    """Raise TimeoutError when ``deadline`` (a perf_counter time, or None) has passed."""
    if deadline is not None and time.perf_counter() >= deadline:
        raise TimeoutError(
            f"time limit reached while {what} ({done:,} of {total:,} cells): "
            "no parent found, none ruled out"
        )


def _life_model(target, mask, formulation: str, cuts: bool = True, deadline=None):
    """A SCIP model whose binary variables x[r][c] form a parent of ``target`` where ``mask``.

    ``target`` and ``mask`` live on the parent's grid grown by one; cells with mask 0 are
    free. ``formulation`` is "bigm" (source 004's constraints) or "tight" (the smallest
    big-M coefficients, the convex hull for cells that must be alive); ``cuts=False``
    switches SCIP's cutting planes off. Returns (model, x). Raises TimeoutError when the
    clock passes ``deadline`` (a ``time.perf_counter`` value) while building.
    """
    from pyscipopt import Model, quicksum

    rows, cols = target.shape[0] - 2, target.shape[1] - 2
    model = Model("life-predecessor")
    model.hideOutput()
    model.setParam("randomization/randomseedshift", 0)
    model.setParam("randomization/permutationseed", 0)
    model.setParam("randomization/lpseed", 0)
    model.setParam("lp/threads", 1)
    model.setParam("parallel/maxnthreads", 1)
    x = [
        [model.addVar(vtype="B", name=f"x_{r}_{c}") for c in range(cols)]
        for r in range(rows)
    ]

    for done, ((r, c), wanted) in enumerate(np.ndenumerate(target)):
        if done % 256 == 0:
            check_clock(deadline, "building the integer program", done, target.size)
        if not mask[r, c]:
            continue
        w = [x[i][j] if i is not None else None for i, j in _window(r, c, rows, cols)]
        centre = w[4]
        others = [v for k, v in enumerate(w) if k != 4 and v is not None]
        s = quicksum(others)
        xc = centre if centre is not None else 0
        if formulation == "bigm":  # source 004's constraints
            if wanted:  # born with 3, or alive with 2 or 3: s + x >= 3 and 2 s + x <= 7
                model.addCons(s + xc >= 3)
                model.addCons(2 * s + xc <= 7)
            else:  # s + x <= 2 (y = 0) or s >= 4 (y = 1)
                y = model.addVar(vtype="B", name=f"y_{r}_{c}")
                model.addCons(s + xc <= 2 + 7 * y)
                model.addCons(s >= 4 * y)
            continue
        nb = len(others)
        if wanted:  # exactly the allowed (x, s): s + x >= 3, s <= 3
            model.addCons(s + xc >= 3)
            model.addCons(s <= 3)
        elif nb < 2:  # at most one neighbour: never alive next, nothing to require
            continue
        elif nb <= 3:  # the count 4 is out of reach: s + x <= 2 (also for 2 neighbours,
            model.addCons(s + xc <= 2)  # where a live centre with both alive survives)
        else:  # s + x <= 2 (y = 0) or s >= 4 (y = 1), with the smallest big-M coefficients
            y = model.addVar(vtype="B", name=f"y_{r}_{c}")
            model.addCons(s + xc <= 2 + (nb + (centre is not None) - 2) * y)
            model.addCons(s <= 2 + (nb - 2) * y)
            model.addCons(s >= 4 * y)
    if not cuts:
        model.setParam("separating/maxrounds", 0)
        model.setParam("separating/maxroundsroot", 0)
    return model, x


def _window(r, c, rows, cols):
    """The parent cells around next-generation cell (r, c) (grown coordinates), row-major, centre
    at index 4; a cell outside the rows x cols parent grid is (None, None)."""
    return [
        (r + dr - 1, c + dc - 1)
        if 0 <= r + dr - 1 < rows and 0 <= c + dc - 1 < cols
        else (None, None)
        for dr in (-1, 0, 1)
        for dc in (-1, 0, 1)
    ]


_CLAUSE_TEMPLATES: dict = {}


def _window_clauses(present: tuple, alive: bool) -> list:
    """Clauses over window positions 0..8 (centre 4; +k means "position k-1 alive", -k dead)
    that hold exactly when the window's live cells give the wanted next state. ``present``
    lists the positions inside the parent grid; the others are dead. An empty clause means
    that no window can do it.

    Direct encoding, no helper variables. Alive next means s <= 3 and s + x >= 3 (s: live
    neighbours, x: the centre): one clause per 4 neighbours ("not all four alive") and one per
    n - 2 of the n present cells ("one of them alive"). Dead next forbids s = 3, and x = 1
    with s = 2: one clause per exact assignment of the neighbours that would give life.
    """
    key = (present, alive)
    if key in _CLAUSE_TEMPLATES:
        return _CLAUSE_TEMPLATES[key]
    nbrs = [k for k in present if k != 4]
    centre = [4] if 4 in present else []
    out = []
    if alive:
        out += [[-(k + 1) for k in four] for four in itertools.combinations(nbrs, 4)]
        cells = nbrs + centre
        if len(cells) < 3:
            out.append([])
        else:
            out += [
                [k + 1 for k in sub]
                for sub in itertools.combinations(cells, len(cells) - 2)
            ]
    else:
        for size, extra in ((3, []), (2, centre)):
            if size == 2 and not centre:
                continue
            for on in itertools.combinations(nbrs, size):
                out.append(
                    [-(k + 1) for k in extra + list(on)]
                    + [k + 1 for k in nbrs if k not in on]
                )
    _CLAUSE_TEMPLATES[key] = out
    return out


def life_cell_clauses(alive: bool) -> list:
    """The clauses that say "the centre cell is alive (``alive=True``) or dead next" (notebook 07).

    Variables 1..9 are the cells of the 3 x 3 window in the parent, row by row (5 is the
    centre); literal +k means "cell k alive", -k "cell k dead". A window satisfies every clause
    exactly when Life's rule gives the centre the wanted state: 106 clauses for alive (none of
    the 70 sets of four neighbours all alive; at least one alive in each of the 36 sets of
    seven cells), 84 for dead (none of the 56 + 28 assignments that would give life).
    """
    if not isinstance(alive, (bool, np.bool_)):
        raise ValueError(f"alive must be True or False, got {alive!r}")
    return [list(c) for c in _window_clauses(tuple(range(9)), bool(alive))]


def life_cnf(target, mask, deadline=None):
    """Clauses whose models are the parents of ``target`` where ``mask`` (grown coordinates);
    variable r * cols + c + 1 is parent cell (r, c). Returns (clauses, rows, cols), or
    (None, rows, cols) when some cell can never get its wanted state. Raises TimeoutError
    when the clock passes ``deadline`` (a ``time.perf_counter`` value) while building."""
    rows, cols = target.shape[0] - 2, target.shape[1] - 2
    clauses = []
    for done, ((r, c), wanted) in enumerate(np.ndenumerate(target)):
        if done % 256 == 0:
            check_clock(deadline, "building the clauses", done, target.size)
        if not mask[r, c]:
            continue
        cells = _window(r, c, rows, cols)
        present = tuple(k for k, (i, _) in enumerate(cells) if i is not None)
        var = [i * cols + j + 1 if i is not None else 0 for i, j in cells]
        for clause in _window_clauses(present, bool(wanted)):
            if not clause:
                return None, rows, cols
            clauses.append(
                [var[lit - 1] if lit > 0 else -var[-lit - 1] for lit in clause]
            )
    return clauses, rows, cols


def _solve_sat(target, mask, seconds: float):
    """(parent or None, decided) by CaDiCaL: None with decided=True proves that no parent
    exists. Building the clauses and loading them count against ``seconds``."""
    from pysat.solvers import Solver

    deadline = time.perf_counter() + seconds
    clauses, rows, cols = life_cnf(target, mask, deadline)
    if clauses is None:
        return None, True
    with Solver(name="cadical195") as solver:
        for start in range(0, len(clauses), 20_000):
            check_clock(deadline, "loading the solver", start, len(clauses))
            solver.append_formula(clauses[start : start + 20_000])
        # CaDiCaL cannot be interrupted from outside: solve in rounds of a growing number of
        # conflicts (each round keeps what the previous ones learned) and check the clock between
        budget = 1000
        while True:
            solver.conf_budget(budget)
            found = solver.solve_limited()
            if found is not None:
                break
            if time.perf_counter() >= deadline:
                return None, False
            budget = min(2 * budget, 64_000)
        if not found:
            return None, True
        model = set(lit for lit in solver.get_model() if lit > 0)
    parent = np.array(
        [[r * cols + c + 1 in model for c in range(cols)] for r in range(rows)],
        dtype=np.uint8,
    )
    return parent, True


def _solve_scip(target, mask, formulation: str, seconds: float):
    """(parent or None, decided) by SCIP; None with decided=True is SCIP's "infeasible".
    Building the model counts against ``seconds``."""
    deadline = time.perf_counter() + seconds
    model, x = _life_model(
        target, mask, "bigm", cuts=(formulation == "source"), deadline=deadline
    )
    left = deadline - time.perf_counter()
    check_clock(deadline, "building the integer program", target.size, target.size)
    model.setParam("limits/time", min(max(left, 0.01), _SCIP_MAX_SECONDS))
    model.optimize()
    status = model.getStatus()
    if status in (
        "infeasible",
        "inforunbd",
    ):  # binaries and no objective: never unbounded
        return None, True
    if model.getNSols() == 0:
        if status == "timelimit":
            return None, False
        raise RuntimeError(f"SCIP stopped with status {status!r} and no solution")
    sol = model.getBestSol()
    return np.array(
        [[round(model.getSolVal(sol, v)) for v in row] for row in x], dtype=np.uint8
    ), True


def _check_parent_grid(shape, margin: int) -> None:
    rows, cols = shape[0] + 2 * int(margin), shape[1] + 2 * int(margin)
    if rows * cols > MAX_PREDECESSOR_CELLS:
        raise ValueError(
            f"the parent grid would be {rows} x {cols} = {rows * cols:,} cells (pattern "
            f"{shape[0]} x {shape[1]}, margin {margin}); life_predecessor models at most "
            f"{MAX_PREDECESSOR_CELLS:,} cells"
        )


def check_time_limit(time_limit):
    """A positive number of seconds (an int or a float, ``math.inf``: no limit), or ValueError."""
    if exact_int(time_limit) is not None:
        time_limit = exact_int(time_limit)
    elif isinstance(time_limit, numbers.Real) and not isinstance(
        time_limit, (bool, np.bool_)
    ):
        time_limit = float(time_limit)
    if not isinstance(time_limit, (int, float)) or not time_limit > 0:
        raise ValueError(
            f"time_limit must be a positive number of seconds (math.inf: no limit), got {time_limit!r}"
        )
    return time_limit


def life_predecessor(
    pattern,
    margin: int = 1,
    exact: bool = False,
    time_limit: float = 60.0,
    formulation: str = "fast",
    method: str = "scip",
    defined=None,
):
    """A parent of a Life pattern, or None when the solver proves there is none (notebook 07).

    The parent lives on the pattern's box grown by ``margin`` cells on every side (cells
    further out are dead) and its next generation equals ``pattern`` on the box. With
    ``exact=True`` every cell outside the box must be dead in the next generation too (then None
    only rules out parents within the margin: a parent may need live cells further out).
    ``defined`` (optional, 0/1 of the pattern's shape) marks the cells whose next state is
    required; cells with 0 are free, as in an orphan with unspecified cells.
    ``margin=0`` is source 004's model; with ``margin=1`` and ``exact=False`` None proves
    the pattern an orphan (cells two steps outside cannot reach the box).
    ``method`` is "scip" (integer program; ``formulation`` "fast", cutting planes off, or
    "source", SCIP defaults; its "infeasible" is a floating-point verdict) or "sat"
    (clauses solved by CaDiCaL; an exact proof).
    Returns the parent as a uint8 array of shape (rows + 2 margin, cols + 2 margin), checked
    with ``life_step``; raises TimeoutError when ``time_limit`` seconds (model building
    included; ``math.inf``: no limit) did not decide. SCIP runs on one thread, fixed seeds.
    """
    start = time.perf_counter()
    if exact_int(margin) is None or exact_int(margin) < 0:
        raise ValueError(f"margin must be an integer >= 0, got {margin!r}")
    margin = exact_int(margin)
    shape = getattr(pattern, "shape", None)
    if isinstance(pattern, np.ndarray) and len(shape) == 2:
        _check_parent_grid(shape, margin)  # before the pattern is copied
    p = as_life(pattern, "pattern")
    if not isinstance(exact, (bool, np.bool_)):
        raise ValueError(f"exact must be True or False, got {exact!r}")
    time_limit = check_time_limit(time_limit)
    if method not in LIFE_METHODS:
        raise ValueError(f"method must be one of {LIFE_METHODS}, got {method!r}")
    if formulation not in LIFE_FORMULATIONS:
        raise ValueError(
            f"formulation must be one of {LIFE_FORMULATIONS}, got {formulation!r}"
        )
    _check_parent_grid(p.shape, margin)
    if defined is not None:
        defined = as_board(defined, 2, "defined")
        if defined.shape != p.shape:
            raise ValueError(
                f"defined has shape {defined.shape} but the pattern has shape {p.shape}"
            )
    target, mask = life_target(p, int(margin), bool(exact), defined)
    seconds = float(time_limit) - (time.perf_counter() - start)
    try:
        if method == "sat":
            parent, decided = _solve_sat(target, mask, seconds)
        else:
            parent, decided = _solve_scip(target, mask, formulation, seconds)
    except TimeoutError as err:  # the clock ran out while building or loading
        raise TimeoutError(
            f"{method.upper()} did not decide within {time_limit} s: {err}"
        ) from None
    if not decided:
        raise TimeoutError(
            f"{method.upper()} did not decide within {time_limit} s: no parent found, none ruled out"
        )
    if parent is not None and not np.array_equal(life_step(parent)[mask], target[mask]):
        raise RuntimeError(
            f"{method.upper()} returned a parent that life_step does not turn into the pattern"
        )
    return parent


def life_target(pattern: np.ndarray, margin: int, exact: bool, defined=None):
    """The wanted next generation and the cells it constrains, on the parent's grid grown by one."""
    m, n = pattern.shape
    size = (m + 2 * margin + 2, n + 2 * margin + 2)
    box = (slice(margin + 1, margin + 1 + m), slice(margin + 1, margin + 1 + n))
    target = np.zeros(size, dtype=np.uint8)
    target[box] = pattern
    mask = np.ones(size, dtype=bool) if exact else np.zeros(size, dtype=bool)
    mask[box] = True if defined is None else defined.astype(bool)
    return target, mask


# ---------------------------------------------------------------------------
