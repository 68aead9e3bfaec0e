"""Orphan proofs that carry a certificate a reader can check (notebook 07).

``prove_orphan`` asks CaDiCaL (through python-sat) whether a Life pattern has a parent within
a margin; when it has none, the solver's DRAT/DRUP proof is kept with the clauses, and
``OrphanProof.check`` rebuilds the clauses from the pattern and verifies the proof with the
book's own checker (``lightsout.drat``), which does not call any solver, and can write the
verified proof in LRAT for the separate checker of ``lightsout.lrat``. ``check`` trusts
nothing stored in the certificate: every field is validated again.

``kissat_proof`` asks a second solver family, Kissat (the program that the PyPI wheel
passagemath-kissat installs), for a DRAT proof of the same clauses, so that each box has
proofs from two solvers.
"""

from __future__ import annotations

import math
import os
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import metadata
from pathlib import Path

import numpy as np

from .drat import DratResult, check_drat
from .life import (
    as_life,
    check_clock,
    check_time_limit,
    life_cnf,
    life_step,
    life_target,
)
from .validation import as_board, exact_int

SOLVER = "cadical195"

_CONFLICTS_PER_ROUND = 2**17
"""``prove_orphan`` checks its clock between rounds of this many conflicts (a few seconds
each here). Every proof of the book takes one round, so its certificate is the one an
unlimited solve gives (smaller rounds change CaDiCaL's search and so the certificate)."""


def _dimacs(clauses, nvars: int) -> str:
    lines = [f"p cnf {nvars} {len(clauses)}"]
    lines += [" ".join(map(str, c)) + " 0" for c in clauses]
    return "\n".join(lines) + "\n"


def _orphan_clauses(pattern, margin: int, defined, deadline=None):
    """(clauses, rows, cols) of "a parent within ``margin`` exists"; the empty clause when
    some cell can never get its wanted state. TimeoutError when the clock passes
    ``deadline`` (a ``time.perf_counter`` value) while building."""
    target, mask = life_target(pattern, margin, False, defined)
    clauses, rows, cols = life_cnf(target, mask, deadline)
    if clauses is None:
        clauses = [[]]
    return clauses, rows, cols


def _orphan_cnf(pattern, margin: int, defined) -> tuple[str, int, int]:
    """(DIMACS text, rows, cols) of "a parent within ``margin`` exists"."""
    clauses, rows, cols = _orphan_clauses(pattern, margin, defined)
    return _dimacs(clauses, rows * cols), rows, cols


MAX_ORPHAN_CELLS = 40_000
"""Largest parent grid (the pattern's box grown by the margin) that ``prove_orphan`` models and
``OrphanProof.check`` rebuilds."""


def _check_grid(shape, margin: int, what: str) -> None:
    """Refuse a parent grid beyond ``MAX_ORPHAN_CELLS`` from the shape alone (nothing built)."""
    rows, cols = shape[0] + 2 * margin, shape[1] + 2 * margin
    if rows * cols > MAX_ORPHAN_CELLS:
        raise ValueError(
            f"the parent grid would be {rows:,} x {cols:,} = {rows * cols:,} cells "
            f"(pattern {shape[0]:,} x {shape[1]:,}, margin {margin:,}); {what} models at "
            f"most {MAX_ORPHAN_CELLS:,} cells"
        )


def _margin(margin) -> int:
    m = exact_int(margin)
    if m is None:
        raise ValueError(
            f"margin must be an integer >= 1 (an orphan proof needs the cells around the "
            f"box), got {margin!r} ({type(margin).__name__})"
        )
    return m


def _pattern(pattern, margin: int, what: str) -> np.ndarray:
    """The pattern as a 0/1 array; an array's shape is checked against the grid limit first."""
    shape = getattr(pattern, "shape", None)
    if isinstance(pattern, np.ndarray) and len(shape) == 2:
        _check_grid(shape, max(margin, 0), what)  # before the pattern is copied
    p = as_life(pattern, "pattern")
    _check_grid(p.shape, max(margin, 0), what)
    return p


def _defined(defined, shape):
    if defined is None:
        return None
    if isinstance(defined, np.ndarray) and defined.ndim == 2 and defined.shape != shape:
        raise ValueError(
            f"defined has shape {defined.shape} but the pattern has shape {shape}"
        )
    defined = as_board(defined, 2, "defined")
    if defined.shape != shape:
        raise ValueError(
            f"defined has shape {defined.shape} but the pattern has shape {shape}"
        )
    return defined


def _validate(pattern, margin, defined):
    m = _margin(margin)
    if m < 1:
        raise ValueError(
            f"margin must be an integer >= 1 (an orphan proof needs the cells around the "
            f"box), got {margin!r}"
        )
    p = _pattern(pattern, m, "prove_orphan")
    return p, m, _defined(defined, p.shape)


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

    def check(self, *, lrat=None) -> bool:
        """True only when the book's own DRAT checker verifies ``proof`` against the CNF
        rebuilt from ``pattern``, ``margin`` and ``defined`` (and the stored CNF is that
        CNF); False otherwise, with the reason in ``result`` and the time in
        ``check_seconds``.

        Nothing stored is trusted: the pattern must be a 0/1 array, the margin an integer,
        ``defined`` None or a 0/1 array of the pattern's shape, and the grid they give at
        most ``MAX_ORPHAN_CELLS`` cells, else ValueError (before anything is built). A
        margin below 1 gives False: without a ring of cells around the box, no parent inside
        the grid does not make the pattern an orphan. A malformed proof raises ValueError
        naming its line. ``lrat`` (optional, a path or a text file) receives the verified
        proof in LRAT (see ``check_drat``).
        """
        start = time.perf_counter()
        self.result, self.check_seconds = None, None
        m = _margin(self.margin)
        pattern = _pattern(self.pattern, m, "OrphanProof.check")
        defined = _defined(self.defined, pattern.shape)
        if m < 1:
            result = DratResult(
                False,
                f"margin {m} is below 1: a parent may have live cells outside its grid, so "
                "no parent inside it proves nothing",
                0,
                0,
                0,
            )
        else:
            cnf, _, _ = _orphan_cnf(pattern, m, defined)
            if not isinstance(self.cnf, str) or cnf != self.cnf:
                result = DratResult(
                    False,
                    "the stored CNF is not the one built from the pattern",
                    0,
                    0,
                    0,
                )
            else:
                result = check_drat(cnf, self.proof, lrat=lrat)
        self.result = result
        self.check_seconds = time.perf_counter() - start
        return result.ok


def prove_orphan(
    pattern, margin: int = 1, defined=None, time_limit: float = 60.0
) -> OrphanProof:
    """Prove that a Life pattern has no parent, with a checkable certificate (notebook 07).

    The parent may have live cells anywhere within ``margin`` (>= 1) cells of the pattern's
    box; with ``margin=1`` this covers every parent on the infinite plane (a cell two steps
    away cannot touch the box), so a proof makes the pattern an orphan. ``defined``
    (optional 0/1, the pattern's shape) marks the cells whose next state is required.
    Returns an ``OrphanProof`` (call its ``check()``); raises ValueError naming the parent
    when CaDiCaL finds one, and TimeoutError when ``time_limit`` seconds (building the
    clauses included; ``math.inf``: no limit) did not decide, as ``life_predecessor`` does;
    while solving, the clock is read between rounds of 131,072 conflicts.
    """
    from pysat import __version__ as pysat_version
    from pysat.solvers import Solver

    start = time.perf_counter()
    limit = check_time_limit(time_limit)
    deadline = start + limit
    p, m, defined = _validate(pattern, margin, defined)
    try:
        clauses, rows, cols = _orphan_clauses(p, m, defined, deadline)
        solving = time.perf_counter()
        with Solver(name=SOLVER, with_proof=True) as solver:
            for first in range(0, len(clauses), 20_000):
                check_clock(deadline, "loading the solver", first, len(clauses))
                solver.append_formula(clauses[first : first + 20_000])
            # CaDiCaL cannot be interrupted from outside: solve in rounds of
            # _CONFLICTS_PER_ROUND conflicts and check the clock between them
            while True:
                solver.conf_budget(_CONFLICTS_PER_ROUND)
                found = solver.solve_limited()
                if found is not None:
                    break
                check_clock(deadline, "solving", 0, 0)
            model = solver.get_model() if found else None
            proof = None if found else list(solver.get_proof())
    except TimeoutError:
        raise TimeoutError(
            f"CaDiCaL did not decide within {time_limit} s: no parent found, none ruled out"
        ) from None
    seconds = time.perf_counter() - solving
    if found:
        alive = set(lit for lit in model if lit > 0)
        parent = np.array(
            [[r * cols + c + 1 in alive for c in range(cols)] for r in range(rows)],
            dtype=np.uint8,
        )
        target, mask = life_target(p, m, False, defined)
        if not np.array_equal(life_step(parent)[mask], target[mask]):
            raise RuntimeError(
                "CaDiCaL returned a parent that life_step does not turn into the pattern"
            )
        rows_text = "/".join("".join("o" if v else "." for v in row) for row in parent)
        raise ValueError(
            f"the pattern is not an orphan: CaDiCaL found the parent {rows_text} "
            f"({rows} x {cols}, rows separated by /)"
        )
    if not proof or proof[-1].split() != ["0"]:
        proof.append("0")  # CaDiCaL stops at the conflict; the empty clause closes it
    return OrphanProof(
        pattern=p,
        margin=m,
        defined=defined,
        cnf=_dimacs(clauses, rows * cols),
        proof=proof,
        solver="CaDiCaL 1.9.5",
        solver_version=f"python-sat {pysat_version}",
        prove_seconds=seconds,
    )


KISSAT_PACKAGE = "passagemath-kissat"
"""The PyPI wheel whose ``sage_wheels/bin/kissat`` program ``kissat_proof`` runs."""

KISSAT_OPTIONS = ("-q", "--no-binary")
"""Kissat's options: quiet, and the proof as text DRAT (Kissat writes binary DRAT by default)."""


@dataclass(frozen=True)
class KissatRun:
    """What ``kissat_proof`` returns (notebook 07): ``proof``, Kissat's DRAT proof as text
    lines (the last one "0", the empty clause); ``version``, e.g. "Kissat 4.0.4";
    ``command``, the command line it ran (file names generic); ``seconds``, its wall time."""

    proof: list
    version: str
    command: str
    seconds: float


def _kissat_binary() -> Path:
    """The ``kissat`` program installed by ``KISSAT_PACKAGE``, or FileNotFoundError naming it."""
    try:
        dist = metadata.distribution(KISSAT_PACKAGE)
    except metadata.PackageNotFoundError:
        dist = None
    for file in (dist.files or []) if dist is not None else []:
        if file.parts[-2:] == ("bin", "kissat"):
            path = Path(dist.locate_file(file))
            if os.access(path, os.X_OK):
                return path
    raise FileNotFoundError(
        f"the SAT solver Kissat was not found: kissat_proof runs the kissat program of the "
        f"PyPI package {KISSAT_PACKAGE} (pinned in requirements.txt: "
        f"pip install -r requirements.txt installs it)"
    )


@lru_cache(maxsize=4)
def _kissat_version(binary: Path) -> str:
    out = subprocess.run(
        [str(binary), "--version"], capture_output=True, text=True, timeout=60
    )
    version = out.stdout.strip()
    if out.returncode != 0 or not version:
        raise RuntimeError(f"{binary} --version failed: {out.stderr.strip()!r}")
    return f"Kissat {version}"


def kissat_proof(cnf: str, time_limit: float = 60.0) -> KissatRun:
    """Kissat's DRAT proof that a DIMACS CNF (text) is unsatisfiable (notebook 07).

    Runs the ``kissat`` program of the PyPI package passagemath-kissat as
    ``kissat -q --no-binary CNF PROOF`` and returns a ``KissatRun`` (the proof as text
    lines, Kissat's version, the command, the seconds). Nothing is checked here: give the
    proof to ``check_drat``. Raises FileNotFoundError naming the package when Kissat is not
    installed, ValueError when ``cnf`` is no text, when Kissat refuses it (with Kissat's
    message) or finds it satisfiable, and TimeoutError when ``time_limit`` seconds
    (``math.inf``: no limit) pass without a verdict (Kissat is then stopped).
    """
    if not isinstance(cnf, str):
        raise ValueError(f"cnf must be DIMACS text (a str), got {type(cnf).__name__}")
    limit = check_time_limit(time_limit)
    binary = _kissat_binary()
    version = _kissat_version(binary)
    command = " ".join(["kissat", *KISSAT_OPTIONS, "CNF", "PROOF"])
    with tempfile.TemporaryDirectory(prefix="lightsout-kissat-") as folder:
        cnf_file, proof_file = Path(folder, "clauses.cnf"), Path(folder, "proof.drat")
        cnf_file.write_text(cnf)
        start = time.perf_counter()
        try:
            done = subprocess.run(
                [str(binary), *KISSAT_OPTIONS, str(cnf_file), str(proof_file)],
                capture_output=True,
                text=True,
                timeout=None if math.isinf(limit) else limit,
            )
        except subprocess.TimeoutExpired:
            raise TimeoutError(
                f"Kissat did not decide within {time_limit} s: no proof"
            ) from None
        seconds = time.perf_counter() - start
        message = done.stderr.strip().replace(str(cnf_file), "the CNF")
        if done.returncode == 10:
            raise ValueError(
                "Kissat found the clauses satisfiable: there is no proof of "
                "unsatisfiability"
            )
        if done.returncode != 20:
            raise ValueError(
                f"Kissat stopped with exit code {done.returncode} and no verdict: "
                f"{message or done.stdout.strip()}"
            )
        proof = proof_file.read_text().splitlines()
    if not proof or proof[-1] != "0":
        raise RuntimeError(
            "Kissat said unsatisfiable but its proof has no empty clause"
        )
    return KissatRun(proof, version, command, seconds)
