"""An independent checker of DRAT/DRUP certificates of unsatisfiability (notebook 07).

A DRAT proof is a list of steps: ``l1 l2 ... 0`` adds a lemma, ``d l1 l2 ... 0`` deletes a
clause. It proves a CNF unsatisfiable when every added lemma is implied by the clauses alive
at that point and the proof ends by adding the empty clause. A lemma C is *RUP* (reverse unit
propagation) when assigning every literal of C false and propagating unit clauses gives a
conflict; it is *RAT* on its first literal p when, for every alive clause D containing -p,
the clause C + (D - {-p}) is RUP. RUP lemmas are implied by the clauses; RAT lemmas keep the
clauses satisfiable if they were (a RAT lemma may use a variable the CNF does not have: that
is how extended resolution introduces definitions). Either way, once the empty clause is
reached, the CNF has no model.

This module checks forward: it keeps the unit propagation of the alive clauses at the top
level (two watched literals per clause) and checks each lemma when it is added. It does not
call any SAT solver. Deleting a unit clause or a clause that is the reason of a top-level
assignment is ignored (as drat-trim does), and so is deleting the clause found false at the
top level: keeping a clause never makes a wrong proof pass.

Every conflict is traced back through the clauses that propagated to it, so the checker can
write the proof it verified in **LRAT**: each lemma with the ids of the clauses whose unit
propagation derives it (``lightsout.lrat`` checks that file by following those hints only).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_VARIABLE = 2**31 - 1
"""Largest variable index a CNF or a proof may use (DIMACS tools store literals as C ints)."""

_LITERAL = re.compile(r"-?[0-9]{1,10}")


@dataclass
class DratResult:
    """The verdict of ``check_drat``: ``ok`` and, when not ok, the reason and the step."""

    ok: bool
    reason: str
    lemmas: int
    deletions: int
    rat_lemmas: int


def parse_literal(tok: str, where: str) -> int:
    if not (tok.isascii() and _LITERAL.fullmatch(tok)):
        raise ValueError(
            f"{where}: {tok!r} is not a literal (a nonzero integer, '-' for negation,"
            " or 0 to end the clause)"
        )
    lit = int(tok)
    if abs(lit) > MAX_VARIABLE:
        raise ValueError(
            f"{where}: literal {lit} is beyond the largest variable {MAX_VARIABLE:,}"
        )
    return lit


def _header_count(tok: str) -> int | None:
    return int(tok) if tok.isascii() and re.fullmatch(r"[0-9]{1,10}", tok) else None


def parse_dimacs(text: str) -> tuple[int, list]:
    """(number of variables, clauses) of a DIMACS CNF text.

    Malformed input raises ValueError naming the line and the problem: a missing, repeated
    or malformed ``p cnf <variables> <clauses>`` header, a clause before it, a token that is
    no literal, a literal beyond the header's variables, a last clause without its 0, or a
    number of clauses other than the header's.
    """
    if not isinstance(text, str):
        raise ValueError(
            f"the CNF must be DIMACS text (a str), got {type(text).__name__}"
        )
    nvars = declared = header_line = None
    clauses, current = [], []
    for ln, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("c"):
            continue
        if line.startswith("p"):
            parts = line.split()
            if header_line is not None:
                raise ValueError(
                    f"CNF line {ln}: a second header {line!r} (the first is on line"
                    f" {header_line})"
                )
            counts = [_header_count(t) for t in parts[2:]]
            if (
                len(parts) != 4
                or parts[:2] != ["p", "cnf"]
                or None in counts
                or counts[0] > MAX_VARIABLE
            ):
                raise ValueError(
                    f"CNF line {ln}: malformed header {line!r}; expected"
                    " 'p cnf <variables> <clauses>' with two counts of at most 10 digits"
                    f" and at most {MAX_VARIABLE:,} variables"
                )
            nvars, declared = counts
            header_line = ln
            continue
        if header_line is None:
            raise ValueError(f"CNF line {ln}: a clause before the 'p cnf' header")
        where = f"CNF line {ln}"
        for tok in line.split():
            lit = parse_literal(tok, where)
            if lit == 0:
                clauses.append(current)
                current = []
            elif abs(lit) > nvars:
                raise ValueError(
                    f"{where}: literal {lit} exceeds the {nvars:,} variables of the header"
                )
            else:
                current.append(lit)
    if header_line is None:
        raise ValueError("the CNF has no 'p cnf' header")
    if current:
        raise ValueError("the last clause of the CNF is not ended by 0")
    if len(clauses) != declared:
        raise ValueError(
            f"CNF line {header_line}: the header declares {declared:,} clauses but the"
            f" CNF has {len(clauses):,}"
        )
    return nvars, clauses


def parse_drat(lines) -> list:
    """The steps of a text DRAT proof (a string or a list of lines) as (deleted, clause) pairs.

    Malformed input raises ValueError naming the proof line and the problem.
    """
    if isinstance(lines, (bytes, bytearray)):
        raise ValueError(
            "the proof is bytes: only text DRAT is read (decode it, or convert a binary"
            " DRAT proof to text first)"
        )
    if isinstance(lines, str):
        lines = lines.splitlines()
    try:
        lines = iter(lines)
    except TypeError:
        raise ValueError(
            f"the proof must be text or a list of text lines, got {type(lines).__name__}"
        ) from None
    steps = []
    for ln, line in enumerate(lines, start=1):
        if not isinstance(line, str):
            raise ValueError(
                f"proof line {ln}: {line!r} ({type(line).__name__}) is not a line of text"
            )
        toks = line.split()
        if not toks or toks[0] == "c":
            continue
        deleted = toks[0] == "d"
        if deleted:
            toks = toks[1:]
        if not toks or toks[-1] != "0":
            raise ValueError(f"proof line {ln}: {line!r} does not end with 0")
        where = f"proof line {ln}"
        clause = [parse_literal(t, where) for t in toks[:-1]]
        if 0 in clause:
            raise ValueError(f"proof line {ln}: {line!r} has a 0 inside")
        steps.append((deleted, clause))
    return steps


class _Checker:
    """Clauses with two watched literals and a top-level trail of unit propagation.

    Variables are numbered 1..nvars densely (``check_drat`` renumbers what it reads), so
    the tables grow with the input, not with the numbers written in it. Every assignment
    keeps its reason (the id of the clause that propagated it, -1 for an assumption of a
    RUP check) and its place on the trail, so a conflict can be traced back to the clauses
    that caused it (``chain``). Clause ids count from 0 in the order of addition.
    """

    def __init__(self, nvars: int):
        self.n = nvars
        size = (
            2 * nvars + 1
        )  # index lit for lit > 0, Python's negative index for lit < 0
        self.val = [0] * size  # 1 true, -1 false, 0 unassigned
        self.watches = [[] for _ in range(size)]
        self.reason = [-1] * (nvars + 1)  # per variable: the clause that assigned it
        self.pos = [0] * (nvars + 1)  # per variable: its place on the trail
        self.clauses = []  # lists of literals, the two first watched; None when deleted
        self.index = {}  # sorted tuple -> ids of alive copies
        self.trail = []  # literals assigned true at the top level
        self.reasons = set()  # ids of clauses that are reasons of top-level assignments
        self.conflict = None  # the id of a clause false at the top level, if any

    def add(self, clause: list) -> int:
        """Add a clause (already checked), propagate at the top level; returns its id."""
        clause = list(dict.fromkeys(clause))
        cid = len(self.clauses)
        if any(-lit in clause for lit in clause):
            self.clauses.append(None)  # a tautology: always satisfied, never watched
            return cid
        self.clauses.append(clause)
        self.index.setdefault(tuple(sorted(clause)), []).append(cid)
        if self.conflict is not None:
            return cid
        val = self.val
        if len(clause) == 0:
            self.conflict = cid
            return cid
        if len(clause) == 1:
            self._unit(clause[0], cid)
            return cid
        # watch two literals that are not false, if there are
        clause.sort(key=lambda lit: val[lit] == -1)
        self.watches[clause[0]].append(cid)
        self.watches[clause[1]].append(cid)
        if val[clause[0]] == -1:
            self.conflict = cid
        elif val[clause[1]] == -1 and val[clause[0]] == 0:
            self._unit(clause[0], cid)
        return cid

    def _unit(self, lit, cid):
        v = self.val[lit]
        if v == -1:
            self.conflict = cid
        elif v == 0:
            self.reasons.add(cid)
            start = len(self.trail)
            self._assign(lit, cid)
            found = self._propagate(start, self.reasons)
            if found is not None:
                self.conflict = found

    def delete(self, clause: list) -> int | None:
        """Delete one alive copy of ``clause``: its id; None when there is none or when the
        deletion is ignored (a unit, the reason of a top-level assignment, or the clause
        found false at the top level, which every later RUP check cites)."""
        key = tuple(sorted(set(clause)))
        ids = self.index.get(key)
        if not ids:
            return None
        cid = ids[-1]
        if len(key) <= 1 or cid in self.reasons or cid == self.conflict:
            return None  # ignored: these stay (sound: more clauses)
        ids.pop()
        self.clauses[cid] = None
        return cid

    def _assign(self, lit, cid=-1):
        self.val[lit] = 1
        self.val[-lit] = -1
        var = lit if lit > 0 else -lit
        self.reason[var] = cid
        self.pos[var] = len(self.trail)
        self.trail.append(lit)

    def _propagate(self, head: int, reasons=None):
        """Unit propagation from trail[head:]; the id of a clause found false, else None.
        ``reasons`` (a set) collects the clauses that assign (top level only)."""
        val, watches, clauses, trail = self.val, self.watches, self.clauses, self.trail
        reason, pos = self.reason, self.pos
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
                        return cid
                    val[other] = 1
                    val[-other] = -1
                    var = other if other > 0 else -other
                    reason[var] = cid
                    pos[var] = len(trail)
                    trail.append(other)
                    if reasons is not None:
                        reasons.add(cid)
            del ws[j:]
        return None

    def chain(self, conflict: int, clause=()) -> list:
        """The ids of the clauses that propagate to the false clause ``conflict``, in trail
        order, ending with ``conflict``: the hints of an LRAT step for the lemma ``clause``.
        The lemma's negation sets its false literals, so their reasons are not needed; a
        literal of it that is true at the top level keeps its reason (under the negation,
        that reason becomes the conflict). Only assigned variables are visited, so it must
        run before the assignment is undone."""
        reason, pos, clauses, val = self.reason, self.pos, self.clauses, self.val
        needed = {}
        seen = {lit if lit > 0 else -lit for lit in clause if val[lit] == -1}
        stack = [conflict]
        while stack:
            cid = stack.pop()
            for lit in clauses[cid]:
                var = lit if lit > 0 else -lit
                if var in seen:
                    continue
                seen.add(var)
                r = reason[var]
                if r >= 0 and r != cid and r not in needed:
                    needed[r] = pos[var]
                    stack.append(r)
        return sorted(needed, key=needed.__getitem__) + [conflict]

    def rup(self, clause, hints: list | None = None) -> bool:
        """True when assigning ``clause`` false propagates to a conflict. With ``hints`` (a
        list), the ids of the clauses that derive the conflict are appended to it."""
        if self.conflict is not None:
            if hints is not None:
                hints.extend(self.chain(self.conflict, clause))
            return True
        val = self.val
        start = len(self.trail)
        found = None
        satisfied = None
        for lit in clause:
            v = val[lit]
            if v == 1:
                satisfied = lit  # true already: its negation conflicts at once
                break
            if v == 0:
                self._assign(-lit)
        if satisfied is None:
            found = self._propagate(start)
        ok = satisfied is not None or found is not None
        if hints is not None and ok:
            if satisfied is not None:
                r = self.reason[abs(satisfied)]
                if r >= 0:  # else the clause holds a literal and its negation
                    hints.extend(self.chain(r, clause))
            else:
                hints.extend(self.chain(found, clause))
        for lit in self.trail[start:]:
            val[lit] = 0
            val[-lit] = 0
        del self.trail[start:]
        return ok

    def rat(self, clause, groups: list | None = None) -> bool:
        """True when ``clause`` is RAT on its first literal. With ``groups`` (a list), a
        (clause id, hints) pair is appended for each clause the pivot resolves with."""
        if not clause:
            return False
        p = clause[0]
        for cid, d in enumerate(self.clauses):
            if d is not None and -p in d:
                hints = None if groups is None else []
                if not self.rup(clause + [lit for lit in d if lit != -p], hints):
                    return False
                if groups is not None:
                    groups.append((cid, hints))
        return True


def _lrat_line(cid: int, clause, hints) -> str:
    return " ".join(map(str, [cid, *clause, 0, *hints, 0]))


def check_drat(cnf_text: str, proof, *, lrat=None) -> DratResult:
    """Check a DRAT/DRUP proof (text lines) of unsatisfiability of a DIMACS CNF (notebook 07).

    Returns a ``DratResult`` whose ``ok`` is True exactly when every added lemma is RUP, or
    RAT on its first literal, against the clauses alive at that point, and the proof adds
    the empty clause. A proof without the empty clause, or with a lemma that fails, gives
    ok=False and says which step failed. Malformed text raises ValueError naming the line
    and the problem. The tables grow with the clauses and steps read, not with the header.

    ``lrat`` (optional: a path, or a text file open for writing): when the proof checks,
    the proof as verified is written there in LRAT, clause ids counting the CNF's clauses
    from 1 and then the lemmas; each lemma carries the ids of the clauses whose unit
    propagation derives it (for a RAT lemma, ``-id`` and the hints of the resolvent with
    clause ``id``, for each clause it resolves with); the deletions that were applied are
    written as ``id d ids 0``. ``lightsout.lrat.check_lrat`` checks such a file.
    """
    if lrat is not None and not (
        isinstance(lrat, str) or hasattr(lrat, "__fspath__") or hasattr(lrat, "write")
    ):
        raise ValueError(
            f"lrat must be a path or a text file open for writing, got {lrat!r}"
        )
    _, clauses = parse_dimacs(cnf_text)
    steps = parse_drat(proof)
    # number the variables densely in order of appearance: the tables follow what is read
    dense: dict[int, int] = {}
    for clause in [*clauses, *(clause for _, clause in steps)]:
        for lit in clause:
            if lit not in dense:
                var = len(dense) // 2 + 1
                dense[lit], dense[-lit] = (var, -var) if lit > 0 else (-var, var)
    checker = _Checker(len(dense) // 2)
    for clause in clauses:
        checker.add([dense[lit] for lit in clause])
    out = [] if lrat is not None else None
    pending = []  # ids deleted since the last lemma (LRAT deletion line)
    lemmas = deletions = rats = 0
    for number, (deleted, clause) in enumerate(steps, start=1):
        mapped = [dense[lit] for lit in clause]
        if deleted:
            deletions += 1
            cid = checker.delete(mapped)  # deleting a missing clause changes nothing
            if cid is not None and out is not None:
                pending.append(cid + 1)
            continue
        lemmas += 1
        hints = [] if out is not None else None
        if not checker.rup(mapped, hints):
            groups = [] if out is not None else None
            if not checker.rat(mapped, groups):
                return DratResult(
                    False,
                    f"step {number} (lemma {lemmas}: {' '.join(map(str, clause))} 0) "
                    "is neither RUP nor RAT",
                    lemmas,
                    deletions,
                    rats,
                )
            rats += 1
            if out is not None:
                hints = [h for cid, chain in groups for h in (-(cid + 1), *chain)]
        if out is not None:
            if pending:
                out.append(f"{len(checker.clauses)} d {' '.join(map(str, pending))} 0")
                pending = []
            out.append(
                _lrat_line(
                    len(checker.clauses) + 1,
                    clause,
                    [h + 1 if h >= 0 else h for h in hints],
                )
            )
        if not clause:
            if out is not None:
                _write(lrat, out)
            return DratResult(
                True, "the empty clause is derived", lemmas, deletions, rats
            )
        checker.add(mapped)
    return DratResult(
        False, "the proof ends without the empty clause", lemmas, deletions, rats
    )


def _write(target, lines: list) -> None:
    text = "\n".join(lines) + "\n"
    if hasattr(target, "write"):
        target.write(text)
    else:
        with open(target, "w") as fh:
            fh.write(text)
