"""Write the exact certificates of the integer-program rows of data/09_hardest_boards.csv
(notebook 09) into data/09_certificates/MxN.json.gz, for tools/check_certificates.py.

For every row whose method is ``ip`` or ``subspace`` this builds the program of the
checker's lemma with the checker's own functions (the classes in V; V is everything for
``ip``; for ``subspace`` it is the subspace that 09_hardest_certificates.txt records for the
row, spanned by classes (``span_cells``: 23 x 23's has dimension 6, less than the 13 of its
odd classes), or else the span of the classes of odd size, as in
``lightsout.newresults.odd_class_span``), and runs a branch and bound on the class counts:
at each node SCIP's LP solver (SoPlex, through ``pyscipopt.LP``) maximises the sum of the
counts over the node's box; when the optimum is below the goal, its dual values are turned
into fractions (``limit_denominator``), scaled to integers and checked exactly as the
checker will; a combination that fails the exact check, or an optimum at or above the goal,
makes the node split on its most fractional count. Before solving, a node tries the few
combinations that proved its latest leaves, so that many leaves share one combination. The
floating-point solver only proposes; nothing it says is kept unchecked. A
``decomposition`` row gets one such tree per piece of its chain (the chain's cells and the
pieces' bounds from 09_hardest_certificates.txt; the pieces built by the checker's own
``decomposition_pieces``). A ``transfer`` row gets the map of its classes onto those of its
source (``lightsout.decomposition.class_correspondence``, renumbered in the checker's class
order), whose own ``ip`` certificate it carries over. Deterministic: the
same rows give the same bytes (sorted keys, gzip with mtime 0).

    .venv/bin/python tools/make_certificates.py [MxN ...]
"""

import csv
import gzip
import json
import math
import os
import sys
import time
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import check_certificates as cc  # noqa: E402

OUT = cc.DATA / "09_certificates"
CACHE = 12  # combinations tried before an LP is solved
# strong branching down to this depth, among this many most fractional counts
STRONG_DEPTH = int(os.environ.get("STRONG_DEPTH", 10))
STRONG_CANDIDATES = int(os.environ.get("STRONG_CANDIDATES", 12))
SYMMETRY = os.environ.get("SYMMETRY", "1") == "1"  # orbital branching and mirrors
DENOMINATORS = (16, 1000, 10**6)


class Program:
    """The program of the checker's lemma for an m x n row, and its LP."""

    def __init__(self, m, n, value, subspace, span_cells=None):

        self.m, self.n, self.value = m, n, value
        basis = self.basis = cc.quiet_patterns(m, n)
        z, cls = cc.classes(m, n, basis)
        self.span = None
        if span_cells:  # V spanned by the classes of these cells
            sig = cc.signatures(m, n, basis)
            index = {s: i for i, (s, _) in enumerate(cls)}
            self.span = [index[sig[cell]] for cell in span_cells]
            span = {0}
            for i in self.span:
                span |= {v ^ cls[i][0] for v in span}
        elif subspace:  # the classes of odd size, the first of each new dimension
            span, self.span = {0}, []
            for i, (s, c) in enumerate(cls):
                if c % 2 and s not in span:
                    span |= {v ^ s for v in span}
                    self.span.append(i)
        else:
            span = {0}
            for s, _ in cls:
                span |= {v ^ s for v in span}
        self._build(z, cls, span, len(basis), value)

    def _build(self, z, cls, span, d, value):
        from pyscipopt import LP

        self.var = [i for i, (s, _) in enumerate(cls) if s in span]
        self.signature = [s for s, _ in cls]
        sizes = [cls[i][1] for i in self.var]
        out = sum(c for s, c in cls if s not in span)
        self.goal = (2 * (value + 1 - z) - out + 1) // 2
        rows = {}  # the set of variables of row w -> the least such w
        for w in range(1, 2**d):
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


class PieceProgram(Program):
    """The program of one piece of a decomposition (``cc.decomposition_pieces``): its
    classes in the piece's own coordinates (d bits), z zero cells, nothing outside."""

    def __init__(self, m, n, z, cls, d, value):
        self.m, self.n, self.value = m, n, value
        span = {0}
        for s, _ in cls:
            span |= {v ^ s for v in span}
        self._build(z, cls, span, d, value)


def proves(test, lo, hi):
    e, rhs = test
    return sum(a * (h if a > 0 else lo_) for a, lo_, h in zip(e, lo, hi)) < rhs


def strong_branch(p, lo, hi, x, value, candidates, stats):
    """The fractional count whose two children's LP optima fall most below ``value``
    (a child below the goal counts as pruned), among the most fractional ones."""
    best = None
    for f, j in candidates[:STRONG_CANDIDATES]:
        j = -j
        if f < 1e-6:
            break
        v, drops = math.floor(x[j]), []
        for a, b in ((lo[j], v), (v + 1, hi[j])):
            p.lp.chgBound(j, float(a), float(b))
            stats["lps"] += 1
            child = p.lp.solve()
            drops.append(value - p.goal + 1 if child < p.goal - 1e-9 else value - child)
        p.lp.chgBound(j, float(lo[j]), float(hi[j]))
        score = (max(min(drops), 1e-6) * max(max(drops), 1e-6), -j)
        if best is None or score > best[0]:
            best = (score, j)
    return best[1]


def automorphisms(p):
    """The linear maps of V that permute its classes and keep their sizes, as permutations
    of the variables (variable t goes to variable g[t]); the identity first."""
    sig = [p.signature[i] for i in p.var]
    size = dict(zip(sig, p.sizes))
    basis, span = [], [0]  # a basis of V among the classes, and its span in Gray order
    for s in sig:
        if s not in set(span):
            basis.append(s)
            span += [v ^ s for v in span]
    found = []

    def extend(image):  # image: the images of span[:len(image)], a linear map so far
        b = len(image).bit_length() - 1 if image else 0  # the next basis vector
        if len(image) == len(span):
            g = dict(zip(span, image))
            found.append([sig.index(g[s]) for s in sig])
            return
        for t in sig:  # the image of basis[b]
            if size[t] != size[basis[b]]:
                continue
            new = [v ^ t for v in image] if image else [0, t]
            if image:
                new = image + new
            part = span[: len(new)]
            if all(size.get(v, 0) == size.get(w, 0) for v, w in zip(part, new)):
                if len(set(new)) == len(new):
                    extend(new)

    extend([])
    found.sort(key=lambda g: (g != list(range(len(sig))), g))
    return found


def branch_and_bound(p, group):
    """The tree (tokens as in the checker), its combos, and counts of the work done."""
    lo, hi = [0] * len(p.sizes), list(p.sizes)
    combos, tests, index, recent = [], [], {}, []
    tree, stats = [], {"nodes": 0, "lps": 0, "mirrors": 0}

    def leaf(k):
        tree.extend((0, k))
        if k in recent:
            recent.remove(k)
        recent.insert(0, k)
        del recent[CACHE:]

    def node(depth=0):
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
        if f >= 1e-6 and depth <= STRONG_DEPTH:
            j = strong_branch(p, lo, hi, x, value, sorted(frac, reverse=True), stats)
        if f < 1e-6:  # an integral optimum: split the widest box instead
            if value >= p.goal - 1e-9 and all(abs(v - round(v)) < 1e-6 for v in x):
                raise RuntimeError(f"{p.m}x{p.n}: counts {x} reach the goal")
            j = max(range(len(lo)), key=lambda t: (hi[t] - lo[t], -t))
            v = (lo[j] + hi[j]) // 2
        else:
            v = math.floor(x[j])
        stab = [
            (g, gi)
            for gi, g in enumerate(group)
            if all(lo[g[t]] == lo[t] and hi[g[t]] == hi[t] for t in range(len(lo)))
        ]
        orbit = {}  # variable -> an automorphism keeping the box that maps j to it
        for g, gi in stab:
            orbit.setdefault(g[j], gi)
        old = lo[j], hi[j]
        if len(orbit) == 1:  # k_j <= v, then k_j >= v + 1
            tree.extend((1, p.var[j], v))
            hi[j] = v
            node(depth + 1)
            lo[j], hi[j] = v + 1, old[1]
            node(depth + 1)
            lo[j], hi[j] = old
            return
        # orbital branching: k_j >= v + 1 first (node r); then, for each other t in the
        # orbit, k_t >= v + 1 is the image of node r's box by an automorphism keeping this
        # box (a mirror), and k_t <= v goes on; last, every k_t <= v
        r = stats["nodes"]
        tree.extend((2, p.var[j], v))
        lo[j] = v + 1
        node(depth + 1)
        lo[j], hi[j] = old[0], v
        others = sorted(t for t in orbit if t != j)
        for t in others:
            tree.extend((2, p.var[t], v, 3, orbit[t], r))
            stats["nodes"] += 2
            stats["mirrors"] += 1
            hi[t] = v
        node(depth + 1)
        for t in others:
            hi[t] = old[1]
        lo[j], hi[j] = old

    sys.setrecursionlimit(100000)
    node()
    return combos, tree, stats


def certificate_bytes(p, group, combos, tree):
    cert = {"m": p.m, "n": p.n, "value": p.value, "span": p.span}
    cert["basis"] = [format(q, "x") for q in p.basis]  # the signatures' coordinates
    cert["automorphisms"] = [[p.var[t] for t in g] for g in group]
    cert.update(combos=combos_delta(combos), tree=tree)
    text = json.dumps(cert, sort_keys=True, separators=(",", ":"))
    return gzip.compress(text.encode("ascii"), compresslevel=9, mtime=0)


def span_cells(m, n):
    """For a ``subspace`` row whose subspace codes (09_hardest_certificates.txt) are
    signatures of classes: one cell of each such class; else None (V is then the span of
    the odd classes, as for 29 x 29)."""
    import numpy as np

    import lightsout_helpers as lo

    codes, current = None, None
    text = (cc.DATA / "09_hardest_certificates.txt").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line.startswith("["):
            current = line[1:].split("]")[0]
        elif line.startswith("subspace ") and current == f"{m}x{n}":
            codes = [int(u) for u in line[9:].split()]
    if not codes:
        return None
    signature = lo.QuietClasses(m, n).signature
    cells = [np.flatnonzero(signature == c) for c in codes]
    if any(len(c) == 0 for c in cells):
        return None
    return [int(c[0]) for c in cells]


def combos_delta(combos):
    deltas = []  # [D, w1, Y1, w2, Y2, ...] -> [D, w1, Y1, w2 - w1, Y2, ...]
    for c in combos:
        ws = c[1::2]
        dws = [w - v for v, w in zip([0] + ws, ws)]
        deltas.append(c[:1] + [t for dw, y in zip(dws, c[2::2]) for t in (dw, y)])
    return deltas


def chain_of(m, n):
    """For a ``decomposition`` row: (the chain as cells, one per generator; the pieces'
    bounds), from 09_hardest_certificates.txt."""
    import numpy as np

    import lightsout_helpers as lo

    chain, bounds, current = [], [], None
    text = (cc.DATA / "09_hardest_certificates.txt").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line.startswith("["):
            current = line[1:].split("]")[0]
        elif current == f"{m}x{n}" and line.startswith("chain "):
            chain.append([int(u) for u in line[6:].split()])
        elif current == f"{m}x{n}" and line.startswith("pieces "):
            bounds = [int(u) for u in line[7:].split()]
    signature = lo.QuietClasses(m, n).signature
    cells = [[int(np.flatnonzero(signature == g)[0]) for g in p] for p in chain]
    return cells, bounds


def decomposition_certificate(m, n, value):
    """The certificate of a ``decomposition`` row: a tree per piece."""
    cells, bounds = chain_of(m, n)
    if sum(bounds) != value:
        raise RuntimeError(
            f"{m}x{n}: the pieces' bounds {bounds} do not add to {value}"
        )
    basis = cc.quiet_patterns(m, n)
    pieces = []
    for (z, cls, d), generators, bound in zip(
        cc.decomposition_pieces(m, n, basis, cells), cells, bounds
    ):
        p = PieceProgram(m, n, z, cls, d, bound)
        group = automorphisms(p) if SYMMETRY else [list(range(len(p.var)))]
        combos, tree, stats = branch_and_bound(p, group)
        print(
            f"  piece of dim {d}: {len(cls)} classes, bound {bound}: "
            f"{stats['nodes']} nodes, {len(combos)} combos",
            flush=True,
        )
        pieces.append(
            {
                "cells": generators,
                "value": bound,
                "automorphisms": [[p.var[t] for t in g] for g in group],
                "combos": combos_delta(combos),
                "tree": tree,
            }
        )
    cert = {"m": m, "n": n, "value": value, "pieces": pieces}
    cert["basis"] = [format(q, "x") for q in basis]
    text = json.dumps(cert, sort_keys=True, separators=(",", ":"))
    return gzip.compress(text.encode("ascii"), compresslevel=9, mtime=0)


def source_of(m, n):
    """For a ``transfer`` row: its source (m', n'), from 09_hardest_certificates.txt."""
    current = None
    text = (cc.DATA / "09_hardest_certificates.txt").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line.startswith("["):
            current = line[1:].split("]")[0]
        elif current == f"{m}x{n}" and line.startswith("source "):
            return tuple(int(u) for u in line[7:].split("x"))
    raise RuntimeError(f"{m}x{n}: no source line in 09_hardest_certificates.txt")


def transfer_certificate(m, n, value, m2, n2):
    """The certificate of a ``transfer`` row (tools/check_certificates.py, "A
    transfer"): the map of its classes onto the classes of the m2 x n2 board, both
    numbered as the checker numbers them (by their first cell)."""
    import numpy as np

    from lightsout import decomposition as dc
    from lightsout import newresults as nr

    image = dc.class_correspondence(m, n, m2, n2)
    if image is None:
        raise RuntimeError(f"{m}x{n}: its classes do not correspond to {m2}x{n2}'s")
    a, b = nr.QuietClasses(m, n), nr.QuietClasses(m2, n2)

    def numbering(mm, nn):  # the checker's class of every cell (None: signature 0)
        sig = cc.signatures(mm, nn, cc.quiet_patterns(mm, nn))
        _, cls = cc.classes(mm, nn, cc.quiet_patterns(mm, nn))
        index = {s: i for i, (s, _) in enumerate(cls)}
        return [index.get(s) for s in sig]

    mine, theirs = numbering(m, n), numbering(m2, n2)
    first_b = [int(np.flatnonzero(b._class_of == j)[0]) for j in range(len(b.counts))]
    mapping = [None] * len(a.counts)
    for j in range(len(a.counts)):
        cell = int(np.flatnonzero(a._class_of == j)[0])
        mapping[mine[cell]] = theirs[first_b[image[j]]]
    cert = {"m": m, "n": n, "value": value, "source": [m2, n2], "map": mapping}
    text = json.dumps(cert, sort_keys=True, separators=(",", ":"))
    return gzip.compress(text.encode("ascii"), compresslevel=9, mtime=0)


def main(only=()):
    with open(cc.DATA / "09_hardest_boards.csv", newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    OUT.mkdir(exist_ok=True)
    for row in rows:
        kind = row["certificate"].split(":")[0]
        size = f"{row['m']}x{row['n']}"
        kinds = ("ip", "subspace", "decomposition", "transfer")
        if kind not in kinds or (only and size not in only):
            continue
        start = time.perf_counter()
        m, n = int(row["m"]), int(row["n"])
        if kind == "transfer":
            m2, n2 = source_of(m, n)
            data = transfer_certificate(m, n, int(row["upper"]), m2, n2)
            (OUT / f"{size}.json.gz").write_bytes(data)
            (m2, n2), h2 = cc.check_transfer(
                m, n, int(row["upper"]), json.loads(gzip.decompress(data)), OUT
            )
            print(f"{size}: transfer from {m2}x{n2} ({h2}); {len(data):,} bytes")
            continue
        if kind == "decomposition":
            data = decomposition_certificate(m, n, int(row["upper"]))
            path = OUT / f"{size}.json.gz"
            path.write_bytes(data)
            cert = json.loads(gzip.decompress(data))
            leaves = cc.check_decomposition(m, n, int(row["upper"]), cert)
            print(
                f"{size}: decomposition, {len(cert['pieces'])} pieces, {leaves} leaves; "
                f"{len(data):,} bytes; {time.perf_counter() - start:.0f} s",
                flush=True,
            )
            continue
        p = Program(m, n, int(row["upper"]), kind == "subspace", span_cells(m, n))
        group = automorphisms(p) if SYMMETRY else [list(range(len(p.var)))]
        combos, tree, stats = branch_and_bound(p, group)
        data = certificate_bytes(p, group, combos, tree)
        path = OUT / f"{size}.json.gz"
        path.write_bytes(data)
        leaves = cc.check_program(p.m, p.n, p.value, json.loads(gzip.decompress(data)))
        print(
            f"{size}: {len(p.var)} classes, {len(p.rows)} rows, goal {p.goal}; "
            f"{len(group)} automorphisms; {stats['nodes']} nodes, {leaves} leaves "
            f"({stats['mirrors']} mirrors), {stats['lps']} LPs, "
            f"{len(combos)} combos; {len(data):,} bytes; "
            f"{time.perf_counter() - start:.0f} s",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(set(sys.argv[1:])))
