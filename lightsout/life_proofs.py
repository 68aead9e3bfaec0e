"""Orphan proofs that carry a certificate a reader can check (notebook 07).

``prove_orphan`` asks CaDiCaL (through python-sat) whether a Life pattern has a parent within
a margin; when it has none, the solver's DRAT/DRUP proof is kept with the clauses, and
``OrphanProof.check`` rebuilds the clauses from the pattern and verifies the proof with the
book's own checker (``lightsout.drat``), which does not call any solver.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import numpy as np

from .drat import DratResult, check_drat
from .life import _as_life, _life_cnf, _life_target, life_step
from .validation import as_board, exact_int

SOLVER = "cadical195"


def _dimacs(clauses, nvars: int) -> str:
    lines = [f"p cnf {nvars} {len(clauses)}"]
    lines += [" ".join(map(str, c)) + " 0" for c in clauses]
    return "\n".join(lines) + "\n"


def _orphan_cnf(pattern, margin: int, defined) -> tuple[str, int, int]:
    """(DIMACS text, rows, cols) of "a parent within ``margin`` exists"; the empty clause
    when some cell can never get its wanted state."""
    target, mask = _life_target(pattern, margin, False, defined)
    clauses, rows, cols = _life_cnf(target, mask)
    if clauses is None:
        clauses = [[]]
    return _dimacs(clauses, rows * cols), rows, cols


def _validate(pattern, margin, defined):
    p = _as_life(pattern, "pattern")
    m = exact_int(margin)
    if m is None or m < 1:
        raise ValueError(
            f"margin must be an integer >= 1 (an orphan proof needs the cells around the "
            f"box), got {margin!r}"
        )
    if defined is not None:
        defined = as_board(defined, 2, "defined")
        if defined.shape != p.shape:
            raise ValueError(
                f"defined has shape {defined.shape} but the pattern has shape {p.shape}"
            )
    rows, cols = p.shape[0] + 2 * m, p.shape[1] + 2 * m
    if rows * cols > 40_000:
        raise ValueError(
            f"the parent grid would be {rows} x {cols} = {rows * cols:,} cells; "
            "prove_orphan models at most 40,000 cells"
        )
    return p, m, defined


@dataclass
class OrphanProof:
    """A certificate that a Life pattern has no parent (notebook 07).

    ``cnf``: the clauses "a parent within ``margin`` exists" (DIMACS text, variable
    r * cols + c + 1 is parent cell (r, c)); ``proof``: the solver's DRAT/DRUP proof of their
    unsatisfiability (text lines); ``solver`` and ``solver_version``: who produced it;
    ``prove_seconds``: the solver's wall time. ``check()`` verifies it independently.
    """

    pattern: np.ndarray
    margin: int
    defined: np.ndarray | None
    cnf: str
    proof: list
    solver: str
    solver_version: str
    prove_seconds: float
    result: DratResult | None = field(default=None, repr=False)
    check_seconds: float | None = None

    @property
    def n_clauses(self) -> int:
        """Number of clauses of the CNF."""
        return int(self.cnf.split("\n", 1)[0].split()[3])

    @property
    def n_lemmas(self) -> int:
        """Number of lemmas the proof adds (deletions not counted)."""
        return sum(1 for line in self.proof if not line.startswith("d"))

    def check(self) -> bool:
        """True only when the book's own DRAT checker verifies ``proof`` against the CNF
        rebuilt from ``pattern`` (and the stored CNF is that CNF); False otherwise.
        The verdict is kept in ``result`` and the time in ``check_seconds``."""
        start = time.perf_counter()
        cnf, _, _ = _orphan_cnf(
            _as_life(self.pattern, "pattern"), self.margin, self.defined
        )
        if cnf != self.cnf:
            self.result = DratResult(
                False, "the stored CNF is not the one built from the pattern", 0, 0, 0
            )
        else:
            self.result = check_drat(cnf, self.proof)
        self.check_seconds = time.perf_counter() - start
        return self.result.ok


def prove_orphan(pattern, margin: int = 1, defined=None) -> OrphanProof:
    """Prove that a Life pattern has no parent, with a checkable certificate (notebook 07).

    The parent may have live cells anywhere within ``margin`` (>= 1) cells of the pattern's
    box; with ``margin=1`` this covers every parent on the infinite plane (a cell two steps
    away cannot touch the box), so a proof makes the pattern an orphan. ``defined``
    (optional 0/1, the pattern's shape) marks the cells whose next state is required.
    Returns an ``OrphanProof`` (call its ``check()``); raises ValueError naming the parent
    when CaDiCaL finds one.
    """
    from pysat import __version__ as pysat_version
    from pysat.solvers import Solver

    p, m, defined = _validate(pattern, margin, defined)
    cnf, rows, cols = _orphan_cnf(p, m, defined)
    start = time.perf_counter()
    clauses = [[int(t) for t in line.split()[:-1]] for line in cnf.splitlines()[1:]]
    with Solver(name=SOLVER, with_proof=True) as solver:
        solver.append_formula(clauses)
        found = solver.solve()
        if found:
            model = set(lit for lit in solver.get_model() if lit > 0)
            parent = np.array(
                [[r * cols + c + 1 in model for c in range(cols)] for r in range(rows)],
                dtype=np.uint8,
            )
            target, mask = _life_target(p, m, False, defined)
            assert np.array_equal(life_step(parent)[mask], target[mask])
            rows_text = "/".join(
                "".join("o" if v else "." for v in row) for row in parent
            )
            raise ValueError(
                f"the pattern is not an orphan: CaDiCaL found the parent {rows_text} "
                f"({rows} x {cols}, rows separated by /)"
            )
        proof = list(solver.get_proof())
    seconds = time.perf_counter() - start
    if not proof or proof[-1].split() != ["0"]:
        proof.append("0")  # CaDiCaL stops at the conflict; the empty clause closes it
    return OrphanProof(
        pattern=p,
        margin=m,
        defined=defined,
        cnf=cnf,
        proof=proof,
        solver="CaDiCaL 1.9.5",
        solver_version=f"python-sat {pysat_version}",
        prove_seconds=seconds,
    )
