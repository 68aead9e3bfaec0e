"""An independent checker of DRAT/DRUP certificates of unsatisfiability (notebook 07).

A DRAT proof is a list of steps: ``l1 l2 ... 0`` adds a lemma, ``d l1 l2 ... 0`` deletes a
clause. It proves a CNF unsatisfiable when every added lemma is implied by the clauses alive
at that point and the proof ends by adding the empty clause. A lemma C is *RUP* (reverse unit
propagation) when assigning every literal of C false and propagating unit clauses gives a
conflict; it is *RAT* on its first literal p when, for every alive clause D containing -p,
the clause C + (D - {-p}) is RUP. RUP lemmas are implied by the clauses; RAT lemmas keep the
clauses satisfiable if they were. Either way, once the empty clause is reached, the CNF has
no model.

This module checks forward: it keeps the unit propagation of the alive clauses at the top
level (two watched literals per clause) and checks each lemma when it is added. It does not
call any SAT solver. Deleting a unit clause, or a clause that is the reason of a top-level
assignment, is ignored (as drat-trim does): keeping a clause never makes a wrong proof pass.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class DratResult:
    """The verdict of ``check_drat``: ``ok`` and, when not ok, the reason and the step."""

    ok: bool
    reason: str
    lemmas: int
    deletions: int
    rat_lemmas: int


def parse_dimacs(text: str) -> tuple[int, list]:
    """(number of variables, clauses) of a DIMACS CNF text; ValueError on malformed input."""
    nvars = None
    clauses, current = [], []
    for ln, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("c"):
            continue
        if line.startswith("p"):
            parts = line.split()
            if len(parts) != 4 or parts[1] != "cnf":
                raise ValueError(f"line {ln}: malformed header {line!r}")
            nvars = int(parts[2])
            continue
        for tok in line.split():
            lit = _literal(tok, ln)
            if lit == 0:
                clauses.append(current)
                current = []
            else:
                current.append(lit)
    if nvars is None:
        raise ValueError("the CNF has no 'p cnf' header")
    if current:
        raise ValueError("the last clause of the CNF is not ended by 0")
    return nvars, clauses


def _literal(tok: str, ln: int) -> int:
    if not tok.lstrip("-").isdigit() or not tok.lstrip("-").isascii():
        raise ValueError(f"line {ln}: {tok!r} is not a literal")
    return int(tok)


def parse_drat(lines) -> list:
    """The steps of a text DRAT proof (a string or a list of lines) as (deleted, clause) pairs."""
    if isinstance(lines, str):
        lines = lines.splitlines()
    steps = []
    for ln, line in enumerate(lines, start=1):
        toks = line.split()
        if not toks or toks[0] == "c":
            continue
        deleted = toks[0] == "d"
        if deleted:
            toks = toks[1:]
        if not toks or toks[-1] != "0":
            raise ValueError(f"proof line {ln}: {line!r} does not end with 0")
        clause = [_literal(t, ln) for t in toks[:-1]]
        if 0 in clause:
            raise ValueError(f"proof line {ln}: {line!r} has a 0 inside")
        steps.append((deleted, clause))
    return steps


class _Checker:
    """Clauses with two watched literals and a top-level trail of unit propagation."""

    def __init__(self, nvars: int):
        self.n = nvars
        size = (
            2 * nvars + 1
        )  # index lit for lit > 0, Python's negative index for lit < 0
        self.val = [0] * size  # 1 true, -1 false, 0 unassigned
        self.watches = [[] for _ in range(size)]
        self.clauses = []  # lists of literals, the two first watched; None when deleted
        self.index = {}  # sorted tuple -> ids of alive copies
        self.trail = []  # literals assigned true at the top level
        self.reasons = set()  # ids of clauses that are reasons of top-level assignments
        self.conflict = False  # the top level propagates to a conflict

    def _check_var(self, clause):
        for lit in clause:
            if abs(lit) > self.n:
                raise ValueError(f"literal {lit} exceeds the {self.n} variables")

    def add(self, clause: list) -> None:
        """Add a clause (already checked) and propagate at the top level."""
        clause = list(dict.fromkeys(clause))
        if any(-lit in clause for lit in clause):
            return  # a tautology: always satisfied
        cid = len(self.clauses)
        self.clauses.append(clause)
        self.index.setdefault(tuple(sorted(clause)), []).append(cid)
        if self.conflict:
            return
        val = self.val
        if len(clause) == 0:
            self.conflict = True
            return
        if len(clause) == 1:
            self._unit(clause[0], cid)
            return
        # watch two literals that are not false, if there are
        clause.sort(key=lambda lit: val[lit] == -1)
        self.watches[clause[0]].append(cid)
        self.watches[clause[1]].append(cid)
        if val[clause[0]] == -1:
            self.conflict = True
        elif val[clause[1]] == -1 and val[clause[0]] == 0:
            self._unit(clause[0], cid)

    def _unit(self, lit, cid):
        v = self.val[lit]
        if v == -1:
            self.conflict = True
        elif v == 0:
            self.reasons.add(cid)
            start = len(self.trail)
            self._assign(lit)
            if not self._propagate(start, self.reasons):
                self.conflict = True

    def delete(self, clause: list) -> bool:
        """Delete one alive copy of ``clause``; False when there is none."""
        key = tuple(sorted(set(clause)))
        ids = self.index.get(key)
        if not ids:
            return False
        cid = ids[-1]
        if len(key) <= 1 or cid in self.reasons:
            return True  # ignored: units and reasons stay (sound: more clauses)
        ids.pop()
        self.clauses[cid] = None
        return True

    def _assign(self, lit):
        self.val[lit] = 1
        self.val[-lit] = -1
        self.trail.append(lit)

    def _propagate(self, head: int, reasons=None) -> bool:
        """Unit propagation from trail[head:]; False on a conflict. ``reasons`` (a set)
        collects the clauses that assign (top level only)."""
        val, watches, clauses, trail = self.val, self.watches, self.clauses, self.trail
        while head < len(trail):
            false_lit = -trail[head]
            head += 1
            ws = watches[false_lit]
            i = j = 0
            n = len(ws)
            while i < n:
                cid = ws[i]
                i += 1
                c = clauses[cid]
                if c is None:
                    continue  # deleted: drop the watch
                if c[0] == false_lit:
                    c[0] = c[1]
                    c[1] = false_lit
                other = c[0]
                if val[other] == 1:
                    ws[j] = cid
                    j += 1
                    continue
                for k in range(2, len(c)):
                    lit = c[k]
                    if val[lit] != -1:
                        c[1] = lit
                        c[k] = false_lit
                        watches[lit].append(cid)
                        break
                else:
                    ws[j] = cid
                    j += 1
                    if val[other] == -1:
                        while i < n:
                            ws[j] = ws[i]
                            j += 1
                            i += 1
                        del ws[j:]
                        return False
                    val[other] = 1
                    val[-other] = -1
                    trail.append(other)
                    if reasons is not None:
                        reasons.add(cid)
            del ws[j:]
        return True

    def rup(self, clause) -> bool:
        """True when assigning ``clause`` false propagates to a conflict."""
        if self.conflict:
            return True
        val = self.val
        start = len(self.trail)
        ok = False
        for lit in clause:
            v = val[lit]
            if v == 1:
                ok = True  # satisfied at the top level: its negation conflicts at once
                break
            if v == 0:
                self._assign(-lit)
        if not ok:
            ok = not self._propagate(start)
        for lit in self.trail[start:]:
            val[lit] = 0
            val[-lit] = 0
        del self.trail[start:]
        return ok

    def rat(self, clause) -> bool:
        """True when ``clause`` is RAT on its first literal."""
        if not clause:
            return False
        p = clause[0]
        for d in self.clauses:
            if d is not None and -p in d:
                if not self.rup(clause + [lit for lit in d if lit != -p]):
                    return False
        return True


def check_drat(cnf_text: str, proof) -> DratResult:
    """Check a DRAT/DRUP proof (text lines) of unsatisfiability of a DIMACS CNF (notebook 07).

    Returns a ``DratResult`` whose ``ok`` is True exactly when every added lemma is RUP, or
    RAT on its first literal, against the clauses alive at that point, and the proof adds
    the empty clause. A proof without the empty clause, or with a lemma that fails, gives
    ok=False and says which step failed. Malformed text raises ValueError.
    """
    nvars, clauses = parse_dimacs(cnf_text)
    steps = parse_drat(proof)
    checker = _Checker(nvars)
    for clause in clauses:
        checker._check_var(clause)
        checker.add(clause)
    lemmas = deletions = rats = 0
    for number, (deleted, clause) in enumerate(steps, start=1):
        checker._check_var(clause)
        if deleted:
            deletions += 1
            checker.delete(clause)  # deleting a missing clause changes nothing
            continue
        lemmas += 1
        if not checker.rup(clause):
            if not checker.rat(clause):
                return DratResult(
                    False,
                    f"step {number} (lemma {lemmas}: {' '.join(map(str, clause))} 0) "
                    "is neither RUP nor RAT",
                    lemmas,
                    deletions,
                    rats,
                )
            rats += 1
        if not clause:
            return DratResult(
                True, "the empty clause is derived", lemmas, deletions, rats
            )
        checker.add(clause)
    return DratResult(
        False, "the proof ends without the empty clause", lemmas, deletions, rats
    )
