"""A hint-following checker of LRAT certificates (notebook 07), separate from ``drat``.

An LRAT proof numbers the clauses of the CNF 1, 2, ... in order, and each of its lines
either adds a lemma with a new, larger id, ``id l1 ... lk 0 h1 h2 ... 0``, or deletes
clauses, ``id d i1 i2 ... 0``. The hints h1, h2, ... are clause ids: with every literal of
the lemma set false, each hinted clause in turn must have all its literals false but one,
which is then set true (a unit), until a hinted clause has all its literals false (the
conflict). So the checker does no search and no unit propagation of its own: it only
follows the hints. A RAT lemma, pivot its first literal p, lists after its unit hints, for
every alive clause D containing -p (tautologies excepted), the id of D negated and then the
hints that refute the lemma together with D minus -p. This is the format that formally
verified checkers (cake_lpr, the LRAT checker of Lean) read. ``check_drat`` writes it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .drat import parse_dimacs, parse_literal


@dataclass
class LratResult:
    """The verdict of ``check_lrat``: ``ok``, the reason, and what was read."""

    ok: bool
    reason: str
    lemmas: int
    deletions: int
    rat_lemmas: int


def _ints(line: str, where: str) -> list:
    return [parse_literal(tok, where) for tok in line.split()]


_NO_CONFLICT = "the hints end without a conflict"


def _follow(clauses: dict, assigned: set, hints, lemma: str) -> str | None:
    """Follow unit hints from the assignment ``assigned`` (the true literals; extended in
    place). Returns None at a conflict, else what went wrong."""
    for h in hints:
        clause = clauses.get(h)
        if clause is None:
            return f"{lemma}: hint {h} is no alive clause"
        free = None
        for lit in clause:
            if -lit in assigned:
                continue
            if lit in assigned or free is not None:
                return f"{lemma}: hint {h} ({' '.join(map(str, clause))} 0) is not unit"
            free = lit
        if free is None:
            return None  # every literal false: the conflict
        assigned.add(free)
    return f"{lemma}: {_NO_CONFLICT}"


def check_lrat(cnf_text: str, lrat) -> LratResult:
    """Check an LRAT proof (text, or a list of lines) of unsatisfiability of a DIMACS CNF.

    ``ok`` is True exactly when every lemma is derived by its hints (above) and the proof
    adds the empty clause; otherwise the reason names the line that fails. Malformed text
    raises ValueError naming the line.
    """
    _, cnf = parse_dimacs(cnf_text)
    clauses = {k: tuple(dict.fromkeys(c)) for k, c in enumerate(cnf, start=1)}
    last = len(cnf)
    if isinstance(lrat, str):
        lrat = lrat.splitlines()
    lemmas = deletions = rats = 0
    for ln, line in enumerate(lrat, start=1):
        if not isinstance(line, str):
            raise ValueError(f"LRAT line {ln}: {line!r} is not a line of text")
        where = f"LRAT line {ln}"
        toks = line.split()
        if not toks or toks[0] == "c":
            continue
        if len(toks) > 1 and toks[1] == "d":
            ids = _ints(" ".join(toks[2:]), where)
            if not ids or ids[-1] != 0 or 0 in ids[:-1]:
                raise ValueError(f"{where}: a deletion must be 'id d ids 0'")
            for i in ids[:-1]:
                if clauses.pop(i, None) is None:
                    return LratResult(
                        False,
                        f"{where}: clause {i} is deleted but is not alive",
                        lemmas,
                        deletions,
                        rats,
                    )
                deletions += 1
            continue
        nums = _ints(line, where)
        if nums.count(0) != 2 or nums[-1] != 0:
            raise ValueError(f"{where}: a lemma must be 'id literals 0 hints 0'")
        cid, rest = nums[0], nums[1:]
        split = rest.index(0)
        lemma, hints = tuple(dict.fromkeys(rest[:split])), rest[split + 1 : -1]
        lemmas += 1
        name = f"{where} (lemma {cid})"
        if cid <= last:
            return LratResult(
                False,
                f"{name}: ids must increase (the last was {last})",
                lemmas,
                deletions,
                rats,
            )
        assigned = {-lit for lit in lemma}
        if any(-lit in assigned for lit in assigned):
            problem = None  # a tautology: nothing to derive
        else:
            units = []
            for h in hints:
                if h < 0:
                    break
                units.append(h)
            problem = _follow(clauses, assigned, units, name)
            if problem is not None and problem.endswith(_NO_CONFLICT) and lemma:
                rat = _rat(clauses, lemma, assigned, hints[len(units) :], name)
                if rat is None:
                    problem, rats = None, rats + 1
                elif len(units) < len(hints):
                    problem = rat
        if problem is not None:
            return LratResult(False, problem, lemmas, deletions, rats)
        if not lemma:
            return LratResult(
                True, "the empty clause is derived", lemmas, deletions, rats
            )
        clauses[cid] = lemma
        last = cid
    return LratResult(
        False, "the proof ends without the empty clause", lemmas, deletions, rats
    )


def _rat(clauses: dict, lemma, assigned: set, hints, name: str) -> str | None:
    """Check the RAT groups ``-id h1 h2 ...`` of a lemma whose unit hints gave no conflict."""
    pivot = lemma[0]
    groups: dict[int, list] = {}
    for h in hints:
        if h < 0:
            groups[-h] = []
            current = groups[-h]
        else:
            current.append(h)
    for did, d in clauses.items():
        if -pivot not in d or any(-lit in d for lit in d):
            continue  # only clauses with -pivot; a tautology stays true when p flips
        resolvent = assigned | {-lit for lit in d if lit != -pivot}
        if any(-lit in resolvent for lit in resolvent):
            continue  # the resolvent is a tautology
        if did not in groups:
            return f"{name}: RAT on {pivot}, but no hints for clause {did}"
        problem = _follow(clauses, set(resolvent), groups[did], name)
        if problem is not None:
            return f"{problem} (RAT on {pivot}, clause {did})"
    return None


def trim_lrat(lrat) -> list:
    """The lines of an LRAT proof (text or lines) that its empty clause needs: the lemmas
    reached from it through hints (a backward pass; ids kept as they are), and the deletions
    of clauses that are kept. ``check_lrat`` accepts the result whenever it accepts the
    input."""
    lines = lrat.splitlines() if isinstance(lrat, str) else list(lrat)
    needed: set = set()
    kept_ids: set = set()
    keep = [False] * len(lines)
    for k in range(len(lines) - 1, -1, -1):
        toks = lines[k].split()
        if not toks or toks[0] == "c" or (len(toks) > 1 and toks[1] == "d"):
            continue
        nums = [int(t) for t in toks]
        cid, rest = nums[0], nums[1:]
        if needed or not kept_ids:  # the last lemma (the empty clause) starts the pass
            if cid in needed or not kept_ids:
                keep[k] = True
                kept_ids.add(cid)
                needed.update(abs(h) for h in rest[rest.index(0) + 1 : -1])
    lemma_ids = [
        int(t[0])
        for t in (line.split() for line in lines)
        if t and t[0] != "c" and not (len(t) > 1 and t[1] == "d")
    ]
    first_lemma = min(lemma_ids, default=0)  # ids below it are the CNF's clauses
    out = []
    for k, line in enumerate(lines):
        toks = line.split()
        if len(toks) > 1 and toks[1] == "d":
            ids = [t for t in toks[2:-1] if int(t) < first_lemma or int(t) in kept_ids]
            if ids:
                out.append(" ".join([toks[0], "d", *ids, "0"]))
        elif keep[k]:
            out.append(line)
    return out


def lrat_to_drup(lrat) -> list:
    """The lemmas of an LRAT proof as DRUP lines (literals and 0, no hints, no deletions)."""
    lines = lrat.splitlines() if isinstance(lrat, str) else list(lrat)
    out = []
    for line in lines:
        toks = line.split()
        if not toks or toks[0] == "c" or (len(toks) > 1 and toks[1] == "d"):
            continue
        out.append(" ".join(toks[1 : toks.index("0") + 1]))
    return out
