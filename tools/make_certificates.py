"""Write the exact certificates of the integer-program rows of data/09_hardest_boards.csv
(notebook 09) into data/09_certificates/MxN.json.gz, for tools/check_certificates.py.

For every row whose method is ``ip`` or ``subspace`` this builds the program of the
checker's lemma with the checker's own functions (the classes in V; V is everything for
``ip`` and the span of the classes of odd size for ``subspace``, as in
``lightsout.newresults.odd_class_span``), and runs a branch and bound on the class counts:
at each node SCIP's LP solver (SoPlex, through ``pyscipopt.LP``) maximises the sum of the
counts over the node's box; when the optimum is below the goal, its dual values are turned
into fractions (``limit_denominator``), scaled to integers and checked exactly as the
checker will; a combination that fails the exact check, or an optimum at or above the goal,
makes the node split on its most fractional count. Before solving, a node tries the few
combinations that proved its latest leaves, so that many leaves share one combination. The
floating-point solver only proposes; nothing it says is kept unchecked. Deterministic: the
same rows give the same bytes (sorted keys, gzip with mtime 0).

    .venv/bin/python tools/make_certificates.py [MxN ...]
"""

import csv
import gzip
import json
import math
import sys
import time
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import check_certificates as cc  # noqa: E402

OUT = cc.DATA / "09_certificates"
CACHE = 12  # combinations tried before an LP is solved
DENOMINATORS = (16, 1000, 10**6)


class Program:
    """The program of the checker's lemma for an m x n row, and its LP."""

    def __init__(self, m, n, value, subspace):
        from pyscipopt import LP

        self.m, self.n, self.value = m, n, value
        basis = cc.quiet_patterns(m, n)
        z, cls = cc.classes(m, n, basis)
        self.span = None
        if subspace:  # the classes of odd size, the first of each new dimension
            span, self.span = {0}, []
            for i, (s, c) in enumerate(cls):
                if c % 2 and s not in span:
                    span |= {v ^ s for v in span}
                    self.span.append(i)
        else:
            span = {0}
            for s, _ in cls:
                span |= {v ^ s for v in span}
        self.var = [i for i, (s, _) in enumerate(cls) if s in span]
        sizes = [cls[i][1] for i in self.var]
        out = sum(c for s, c in cls if s not in span)
        self.goal = (2 * (value + 1 - z) - out + 1) // 2
        rows = {}  # the set of variables of row w -> the least such w
        for w in range(1, 2 ** len(basis)):
            row = tuple(
                j for j, i in enumerate(self.var) if (w & cls[i][0]).bit_count() % 2
            )
            if row and row not in rows:
                rows[row] = w
        self.rows = sorted(rows.items(), key=lambda t: t[1])
        self.sizes = sizes
        self.rhs = [sum(sizes[j] for j in row) // 2 for row, _ in self.rows]
        self.lp = LP(sense="maximize")
        for c in sizes:
            self.lp.addCol([], obj=1.0, lb=0.0, ub=float(c))
        for (row, _), b in zip(self.rows, self.rhs):
            self.lp.addRow(
                [(j, 1.0) for j in row], lhs=-self.lp.infinity(), rhs=float(b)
            )

    def combo(self, duals, q):
        """The duals as a combo [D, w, Y, ...] (fractions with denominators <= q)."""
        ys = [(r, Fraction(y).limit_denominator(q)) for r, y in enumerate(duals)]
        ys = [(r, y) for r, y in ys if y > 0]
        D = math.lcm(*(y.denominator for _, y in ys)) if ys else 1
        return [D] + [t for r, y in ys for t in (self.rows[r][1], int(y * D))]

    def leaf_test(self, combo):
        """(D - c_s per variable, D * goal - b): the checker's test of a combo, prepared."""
        D, c, b = combo[0], [combo[0]] * len(self.sizes), 0
        where = {w: r for r, (_, w) in enumerate(self.rows)}
        for w, y in zip(combo[1::2], combo[2::2]):
            r = where[w]
            b += y * self.rhs[r]
            for j in self.rows[r][0]:
                c[j] -= y
        return c, D * self.goal - b


def proves(test, lo, hi):
    e, rhs = test
    return sum(a * (h if a > 0 else lo_) for a, lo_, h in zip(e, lo, hi)) < rhs


def branch_and_bound(p):
    lo, hi = [0] * len(p.sizes), list(p.sizes)
    combos, tests, index, recent = [], [], {}, []
    tree, stats = [], {"nodes": 0, "lps": 0}

    def leaf(k):
        tree.append(k)
        if k in recent:
            recent.remove(k)
        recent.insert(0, k)
        del recent[CACHE:]

    def node():
        stats["nodes"] += 1
        for k in recent:
            if proves(tests[k], lo, hi):
                return leaf(k)
        for j in range(len(lo)):
            p.lp.chgBound(j, float(lo[j]), float(hi[j]))
        stats["lps"] += 1
        value = p.lp.solve()
        x = p.lp.getPrimal()
        if value < p.goal - 1e-9:
            duals = p.lp.getDual()
            for q in DENOMINATORS:
                combo = p.combo(duals, q)
                test = p.leaf_test(combo)
                if proves(test, lo, hi):
                    key = tuple(combo)
                    if key not in index:
                        index[key] = len(combos)
                        combos.append(combo)
                        tests.append(test)
                    return leaf(index[key])
        frac = [(min(v - math.floor(v), math.ceil(v) - v), -j) for j, v in enumerate(x)]
        f, j = max(frac)
        j = -j
        if f < 1e-6:  # an integral optimum: split the widest box instead
            if value >= p.goal - 1e-9 and all(abs(v - round(v)) < 1e-6 for v in x):
                raise RuntimeError(f"{p.m}x{p.n}: counts {x} reach the goal")
            j = max(range(len(lo)), key=lambda t: (hi[t] - lo[t], -t))
            v = (lo[j] + hi[j]) // 2
        else:
            v = math.floor(x[j])
        tree.extend((-1 - p.var[j], v))
        old = lo[j], hi[j]
        hi[j] = v
        node()
        lo[j], hi[j] = v + 1, old[1]
        node()
        lo[j], hi[j] = old

    sys.setrecursionlimit(100000)
    node()
    return combos, tree, stats


def certificate_bytes(p, combos, tree):
    cert = {"m": p.m, "n": p.n, "value": p.value, "span": p.span}
    cert.update(combos=combos, tree=tree)
    text = json.dumps(cert, sort_keys=True, separators=(",", ":"))
    return gzip.compress(text.encode("ascii"), compresslevel=9, mtime=0)


def main(only=()):
    with open(cc.DATA / "09_hardest_boards.csv", newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    OUT.mkdir(exist_ok=True)
    for row in rows:
        kind = row["certificate"].split(":")[0]
        size = f"{row['m']}x{row['n']}"
        if kind not in ("ip", "subspace") or (only and size not in only):
            continue
        start = time.perf_counter()
        p = Program(int(row["m"]), int(row["n"]), int(row["upper"]), kind == "subspace")
        combos, tree, stats = branch_and_bound(p)
        data = certificate_bytes(p, combos, tree)
        path = OUT / f"{size}.json.gz"
        path.write_bytes(data)
        leaves = cc.check_program(p.m, p.n, p.value, json.loads(gzip.decompress(data)))
        print(
            f"{size}: {len(p.var)} classes, {len(p.rows)} rows, goal {p.goal}; "
            f"{stats['nodes']} nodes, {leaves} leaves, {stats['lps']} LPs, "
            f"{len(combos)} combos; {len(data):,} bytes; "
            f"{time.perf_counter() - start:.0f} s",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(set(sys.argv[1:])))
