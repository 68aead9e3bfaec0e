"""Check every row of data/09_hardest_boards.csv (notebook 09) from first principles.

Python's standard library only (no numpy, no solver, nothing from ``lightsout``); every
number is an integer (rational multipliers are stored scaled to integers). Run it from
the repository's folder:

    python3 tools/check_certificates.py [--row 9x9] [--csv FILE] [--certificates DIR]
                                        [--quiet] [--times]

It exits with 1 and says why if any row fails. For each row (m, n, nullity, hardest, lower,
upper, witness, certificate) it finds the quiet patterns of the m x n board from the rules
(by light chasing: see ``quiet_patterns``) and the classes of cells (cells that exactly the
same quiet patterns press), and checks:

* the nullity column is the dimension of the space of quiet patterns;
* lower side: the board that the witness press pattern switches off needs exactly ``lower``
  presses: the least weight of witness + q over all 2**d quiet patterns q (a Gray code; or,
  when the witness presses at most half of every class, its own weight, see
  ``fewest_presses``);
* upper side, by the row's method: ``nullity 0`` (no pattern has more than mn presses);
  ``distribution``, the averaging bound floor((mn + z)/2), z the cells no quiet pattern
  presses; ``parity``, one less when the number r of classes of odd size is even and
  positive; ``open``, the better of the two; ``ip`` and ``subspace``, the certificate
  ``DIR/MxN.json.gz`` described below; ``decomposition``, a certificate of the same kind
  for each piece of a chain (``check_decomposition``). ``upper`` must be at least the bound proved, and
  ``hardest`` empty or equal to both ``lower`` and ``upper``.

The certificate of an integer-program row proves that no board needs upper + 1 presses.
Write k_s for the number of pressed cells in class s (n_s cells), S_w for the classes s in V
with w.s odd (w in GF(2)^d, signatures s in the certificate's basis), V for the span of the
signatures of the classes listed as ``span`` (all of GF(2)^d when it is null), and
out = the number of cells in classes outside V.

  Lemma. If some board needs h + 1 presses or more, there are integers 0 <= k_s <= n_s,
  s in V, with sum_{s in S_w} k_s <= floor(sum_{s in S_w} n_s / 2) for every w ("row w")
  and sum_{s in V} k_s >= T = ceil(h + 1 - z - out / 2) ("the goal").

  Proof. Take a lightest solution y of the board, and press the z cells that no quiet
  pattern presses too: y is still lightest in its coset, with |y| >= h + 1. For a quiet
  pattern q_u, |y + q_u| = W_u(k) = z + sum_{u.s=0} k_s + sum_{u.s=1} (n_s - k_s) (cells
  of a class are pressed by q_u alike). Let U = {u : u.s = 0 for all s in V}; the average
  of W_u over a coset w + U is A_w(k) = z + out/2 + sum_{s in V, w.s=0} k_s
  + sum_{s in V, w.s=1} (n_s - k_s), since a class outside V is pressed by half of it.
  All A_w >= |y| >= h + 1. Let w* minimise A_w(k), and replace k_s by n_s - k_s for
  s in S_w*: then A_w becomes A_{w+w*}, so A_0 is the least, A_0 >= h + 1 is the goal,
  and A_w - A_0 = sum_{s in S_w} (n_s - 2 k_s) >= 0 is row w (k is an integer). QED

(With V everything, U = 0 and w* = 0: y is lightest. A smaller V gives a program over fewer
classes: the subspace bound of notebook 09.) The certificate shows that there are no such
integers: a branching tree over the k_s whose leaves cover the box 0 <= k_s <= n_s, each
leaf either a combination of the rows that no integer point of the leaf's box satisfies
together with the goal, or a mirror of a part already checked.

Certificate (JSON, gzip): ``m, n, value`` (= upper), ``basis`` (the quiet patterns, in
hexadecimal, bit r*n + c, that the signatures refer to: checked to be a basis, see
``check_basis``), ``span`` (class indices, classes in the order of their first cell,
row-major; or null), ``automorphisms``, ``combos``, ``tree``.

* A combo [D, dw1, Y1, dw2, Y2, ...] has positive integers D, dw_j and Y_j; it takes
  Y_j times row w_j = dw_1 + ... + dw_j. With c_s = sum_j Y_j [s in S_wj] and
  b = sum_j Y_j floor(sum_{S_wj} n_s / 2), the rows give
  sum_s c_s k_s <= b, and D times the goal gives sum_s D k_s >= D T, so
  sum_s (D - c_s) k_s >= D T - b: impossible in a box where the left side is at most
  D T - b - 1 (its largest value there, taking k_s at the box's ends, is computed).
* An automorphism lists, for the classes of V in order, the classes they go to: it must
  keep the sizes and map every row (as a set of classes) to a row. Then k satisfies the
  rows and the goal iff k moved along it does, so the image of a box without solutions
  has none either.
* ``tree``, the nodes in preorder (numbered from 0), each one of: [0, t] a leaf proved by
  combo t; [1, i, v] a split on class i into k_i <= v (the next subtree) and k_i >= v + 1
  (the one after); [2, i, v] the same with k_i >= v + 1 first; [3, a, r] a mirror: the
  box lies inside the image by automorphism a of the box of node r, an earlier node that
  is not an ancestor (so its whole subtree was checked before).
"""

import argparse
import csv
import gzip
import json
import sys
import time
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "data"


def lights(m, n, x):
    """The lights that press pattern x (bit r*n + c) switches, on an all-off board."""
    cells = (1 << m * n) - 1
    not_first = sum(((1 << n) - 2) << r * n for r in range(m))  # column > 0
    not_last = sum(((1 << n - 1) - 1) << r * n for r in range(m))  # column < n - 1
    right, left = (x << 1) & not_first, (x >> 1) & not_last
    return (x ^ (x << n) ^ (x >> n) ^ right ^ left) & cells


def quiet_patterns(m, n):
    """A basis of the quiet patterns (bit r*n + c), by light chasing.

    A quiet pattern is fixed by its first row: row r + 1 must press exactly the cells of
    row r that rows r - 1 and r leave lit. Chasing a first row x gives m rows and a row
    m + 1 (what would have to be pressed below the board); x gives a quiet pattern exactly
    when that row is empty. Row m + 1 is linear in x, so the quiet patterns correspond to
    the kernel of an n x n matrix, found here by elimination; each pattern is then checked
    quiet by the rules (``lights``).
    """
    width = (1 << n) - 1

    def chase(x):
        above, row, rows = 0, x, []
        for _ in range(m):
            rows.append(row)
            above, row = row, above ^ ((row ^ (row << 1) ^ (row >> 1)) & width)
        return rows, row  # the m rows, and the row that would follow them

    pivots, basis = {}, []  # pivot bit -> (reduced overflow, first row that gives it)
    for j in range(n):
        v, x = chase(1 << j)[1], 1 << j
        for bit, (pv, px) in sorted(pivots.items()):  # lowest first: bits stay clear
            if v >> bit & 1:
                v, x = v ^ pv, x ^ px
        if v:
            pivots[(v & -v).bit_length() - 1] = (v, x)
        else:  # x overflows to nothing: the first row of a quiet pattern
            rows, _ = chase(x)
            basis.append(sum(row << r * n for r, row in enumerate(rows)))
    if any(lights(m, n, q) for q in basis):
        raise ValueError("a basis pattern is not quiet")  # the chase, checked
    return basis


def signatures(m, n, basis):
    """Per cell, its signature: bit j set when basis pattern j presses the cell."""
    return [
        sum(1 << j for j, q in enumerate(basis) if q >> cell & 1)
        for cell in range(m * n)
    ]


def classes(m, n, basis):
    """(z, [(signature, size)]): z cells of signature 0; the other classes in the order of
    their first cell. Bit j of a cell's signature: basis pattern j presses it."""
    first, size, z = {}, {}, 0
    for cell, s in enumerate(signatures(m, n, basis)):
        if s == 0:
            z += 1
        else:
            first.setdefault(s, cell)
            size[s] = size.get(s, 0) + 1
    return z, [(s, size[s]) for s in sorted(first, key=first.get)]


GRAY_CODE_MAX_NULLITY = (
    24  # 2**24 steps, about ten seconds; above it see fewest_presses
)


def fewest_presses(x, basis, sig=None):
    """The least weight of x + q over all quiet patterns q (``sig``: as ``signatures``).

    If x presses at most half the cells of every class, x is the lightest: a quiet pattern
    presses every cell of a class or none, so x + q presses at least as many cells of each
    class as x does. Otherwise (or without ``sig``) a Gray code walks all 2**d quiet
    patterns, for d up to GRAY_CODE_MAX_NULLITY.
    """
    size, pressed = {}, {}
    for cell, s in enumerate(sig or ()):
        size[s] = size.get(s, 0) + 1
        pressed[s] = pressed.get(s, 0) + (x >> cell & 1)
    if sig and all(2 * pressed[s] <= size[s] for s in size if s):
        return x.bit_count()
    if len(basis) > GRAY_CODE_MAX_NULLITY:
        raise ValueError(
            f"nullity {len(basis)} > {GRAY_CODE_MAX_NULLITY}: too many quiet patterns to "
            "walk, and the witness presses more than half of some class"
        )
    best, q = x.bit_count(), 0
    for i in range(1, 2 ** len(basis)):
        q ^= basis[(i & -i).bit_length() - 1]
        best = min(best, (x ^ q).bit_count())
    return best


def check_basis(m, n, basis):
    """Raise ValueError unless ``basis`` is a basis of the quiet patterns of m x n."""
    if any(q >> m * n or lights(m, n, q) for q in basis):
        raise ValueError("a pattern of the certificate's basis is not quiet")
    pivots = {}  # independence: elimination on the basis patterns themselves
    for q in basis:
        for bit, p in sorted(pivots.items()):  # lowest first: cleared bits stay clear
            if q >> bit & 1:
                q ^= p
        if not q:
            raise ValueError("the certificate's basis is not independent")
        pivots[(q & -q).bit_length() - 1] = q
    if len(basis) != len(quiet_patterns(m, n)):
        raise ValueError("the certificate's basis does not span the quiet patterns")


def check_program(m, n, h, cert):
    """Raise ValueError unless ``cert`` proves that no m x n board needs h + 1 presses."""
    if (cert["m"], cert["n"], cert["value"]) != (m, n, h):
        raise ValueError(
            f"the certificate is for {cert['m']}x{cert['n']}, {cert['value']}"
        )
    basis = [int(q, 16) for q in cert["basis"]]  # the certificate's coordinates
    check_basis(m, n, basis)
    z, cls = classes(m, n, basis)
    span = {0}
    for i in cert["span"] if cert["span"] is not None else range(len(cls)):
        span |= {v ^ cls[i][0] for v in span}
    var = [i for i, (s, _) in enumerate(cls) if s in span]  # the classes in V
    out = sum(c for s, c in cls if s not in span)
    goal = (2 * (h + 1 - z) - out + 1) // 2  # ceil(h + 1 - z - out / 2)
    return check_tree(cls, var, len(basis), goal, cert)


def check_tree(cls, var, d, goal, cert):
    """The number of leaves of ``cert``'s tree; ValueError unless it proves that no
    integers 0 <= k_s <= n_s (s = the classes ``var`` of ``cls``, signatures of d bits)
    satisfy every row w and sum k_s >= ``goal`` (the lemma above)."""
    index = {i: j for j, i in enumerate(var)}
    row = {}  # w -> (the classes of row w, its right-hand side)
    for w in range(2**d):
        r = [i for i in var if (w & cls[i][0]).bit_count() % 2]
        row[w] = r, sum(cls[i][1] for i in r) // 2
    leaf = []  # per combo: (D - c_s for the classes in V, D T - b)
    for combo in cert["combos"]:
        D, pairs, w = combo[0], list(zip(combo[1::2], combo[2::2])), 0
        if len(combo) % 2 == 0 or min(combo) <= 0:
            raise ValueError(f"combo {combo[:9]}...: D, dw and Y must be positive")
        c, b = dict.fromkeys(var, 0), 0
        for dw, y in pairs:
            w += dw
            b += y * row[w][1]
            for i in row[w][0]:
                c[i] += y
        leaf.append(([D - c[i] for i in var], D * goal - b))
    rows = {frozenset(r) for r, _ in row.values()}  # automorphisms permute these
    for g in cert["automorphisms"]:
        image = dict(zip(var, g))
        if sorted(g) != var or any(cls[i][1] != cls[image[i]][1] for i in var):
            raise ValueError(
                f"automorphism {g[:9]}...: not a size-preserving permutation"
            )
        if {frozenset(image[i] for i in row) for row in rows} != rows:
            raise ValueError(f"automorphism {g[:9]}... does not permute the rows")
    tree, refs, pos = cert["tree"], set(), 0
    while pos < len(tree):  # the nodes that mirror leaves refer to
        if tree[pos] == 3:
            refs.add(tree[pos + 2])
        pos += 2 if tree[pos] == 0 else 3
    lo, hi = [0] * len(var), [cls[i][1] for i in var]
    pos, node, stack, saved, leaves = 0, 0, [], {}, 0
    while True:  # walk the tree in preorder, keeping the current box in lo, hi
        kind, a = tree[pos], tree[pos + 1]
        b = tree[pos + 2] if kind != 0 else None
        if node in refs:
            saved[node] = lo[:], hi[:]
        if kind in (1, 2):  # split class a at b
            j = index[a]
            if not lo[j] <= b < hi[j]:
                raise ValueError(
                    f"node {node}: split of class {a} at {b} outside its box"
                )
            halves = [(lo[j], b), (b + 1, hi[j])][:: 1 if kind == 1 else -1]
            stack.append([node, j, (lo[j], hi[j]), halves[1], False])
            lo[j], hi[j] = halves[0]
            pos, node = pos + 3, node + 1
            continue
        if kind == 0:  # a leaf, proved by combo a
            e, rhs = leaf[a]
            top = sum(c * (hi[j] if c > 0 else lo[j]) for j, c in enumerate(e))
            if top >= rhs:
                raise ValueError(f"leaf {node}: combo {a} leaves {top} >= {rhs}")
            pos += 2
        elif kind == 3:  # a mirror: inside the image of node b's box by automorphism a
            if b not in saved or any(b == s[0] for s in stack):
                raise ValueError(f"node {node}: node {b} is not a checked earlier node")
            image = dict(zip(var, cert["automorphisms"][a]))
            blo, bhi = saved[b]
            for j, i in enumerate(var):
                if lo[index[image[i]]] < blo[j] or hi[index[image[i]]] > bhi[j]:
                    raise ValueError(f"node {node}: not inside the image of node {b}")
            pos += 3
        else:
            raise ValueError(f"node {node}: unknown kind {kind}")
        leaves, node = leaves + 1, node + 1
        while stack and stack[-1][4]:  # both children done: restore the parent's box
            _, j, (lo[j], hi[j]), _, _ = stack.pop()
        if not stack:
            break
        j, (lo[j], hi[j]) = stack[-1][1], stack[-1][3]  # now the second child
        stack[-1][4] = True
    if pos != len(tree):
        raise ValueError("tokens left after the tree")
    return leaves


def decomposition_pieces(m, n, basis, chain):
    """The pieces of a chain (``chain[i]``: the cells whose signatures generate piece i
    modulo the pieces before): per piece (z_i, classes, k) with k its dimension, z_i the
    cells of signature 0 (first piece only), and its classes (coordinates in the piece's
    generators, size) in the order of their first cell. ValueError if a generator is
    dependent or a class is left out."""
    sig = signatures(m, n, basis)
    z, cls = classes(m, n, basis)
    rows, placed, pieces = [], set(), []  # rows: (pivot, vector, tag), pivots falling

    def reduce(s):
        tag = 0
        for p, v, g in rows:
            if s >> p & 1:
                s, tag = s ^ v, tag ^ g
        return s, tag

    for i, cells in enumerate(chain):
        for j, cell in enumerate(cells):
            s, tag = reduce(sig[cell])
            if not s:
                raise ValueError(f"piece {i}: generator cell {cell} is dependent")
            rows.append((s.bit_length() - 1, s, tag ^ 1 << j))
            rows.sort(reverse=True)
        size, order = {}, []
        for s, c in cls:
            rest, tag = reduce(s)
            if rest == 0 and s not in placed:
                placed.add(s)
                if tag not in size:
                    order.append(tag)
                size[tag] = size.get(tag, 0) + c
        rows = [(p, v, 0) for p, v, _ in rows]  # V_i now, untagged
        pieces.append((z if i == 0 else 0, [(t, size[t]) for t in order], len(cells)))
    if len(placed) != len(cls):
        raise ValueError(f"the chain places {len(placed)} of {len(cls)} classes")
    return pieces


def check_decomposition(m, n, h, cert):
    """Raise ValueError unless ``cert`` proves that no m x n board needs h + 1 presses by
    the decomposition bound: a chain 0 < V_1 < ... < V_k containing every signature, and
    for each piece (the cells with signatures in V_i but not in V_(i-1), whose quiet
    patterns are those vanishing on V_(i-1)) a tree proving that its covering radius is
    at most its value; the values add up to h. (Choose the pieces' quiet patterns from the
    last piece down: each vanishes on the cells of the pieces before it, so the presses
    outside a piece never change once it is done.) Returns the number of leaves."""
    if (cert["m"], cert["n"], cert["value"]) != (m, n, h):
        raise ValueError(
            f"the certificate is for {cert['m']}x{cert['n']}, {cert['value']}"
        )
    basis = [int(q, 16) for q in cert["basis"]]
    check_basis(m, n, basis)
    chain = [piece["cells"] for piece in cert["pieces"]]
    pieces = decomposition_pieces(m, n, basis, chain)
    if sum(piece["value"] for piece in cert["pieces"]) != h:
        raise ValueError("the pieces' values do not add up to the certificate's value")
    leaves = 0
    for (z, cls, k), piece in zip(pieces, cert["pieces"]):
        goal = piece["value"] + 1 - z
        leaves += check_tree(cls, list(range(len(cls))), k, goal, piece)
    return leaves


def check_row(row, certificates):
    """Check one CSV row; return a line of what was checked, raise ValueError if it fails."""
    m, n = int(row["m"]), int(row["n"])
    lower, upper, method = int(row["lower"]), int(row["upper"]), row["certificate"]
    basis = quiet_patterns(m, n)
    z, cls = classes(m, n, basis)
    if int(row["nullity"]) != len(basis):
        raise ValueError(
            f"nullity {row['nullity']}, the kernel has dimension {len(basis)}"
        )
    if len(row["witness"]) != m * n or set(row["witness"]) - {"0", "1"}:
        raise ValueError("the witness is not m*n digits 0 and 1")
    x = int(row["witness"][::-1], 2)  # cell i (row-major) is bit i
    if fewest_presses(x, basis, signatures(m, n, basis)) != lower:
        raise ValueError(f"the witness does not need exactly {lower} presses")
    if row["hardest"] and not int(row["hardest"]) == lower == upper:
        raise ValueError("hardest, lower and upper differ")
    averaging = (m * n + z) // 2
    odd = sum(c % 2 for _, c in cls)
    parity = averaging - (odd > 0 and odd % 2 == 0)
    kind = method.split(":")[0]
    if kind == "nullity 0":
        proved, how = (m * n if not basis else None), "nullity 0: mn"
    elif kind == "distribution":
        proved, how = averaging, f"averaging: floor(({m * n} + {z}) / 2)"
    elif kind in ("parity", "open"):
        proved = parity if kind == "open" or parity < averaging else None
        how = f"parity: {odd} odd classes, averaging {averaging} - 1"
    elif kind in ("ip", "subspace"):
        path = Path(certificates) / f"{m}x{n}.json.gz"
        cert = json.loads(gzip.decompress(path.read_bytes()))
        leaves = check_program(m, n, upper, cert)
        proved, how = upper, f"{kind}: {leaves} leaves, {len(cert['combos'])} combos"
    elif kind == "decomposition":
        path = Path(certificates) / f"{m}x{n}.json.gz"
        cert = json.loads(gzip.decompress(path.read_bytes()))
        leaves = check_decomposition(m, n, upper, cert)
        values = "+".join(str(p["value"]) for p in cert["pieces"])
        proved, how = upper, f"{kind}: {values}, {leaves} leaves"
    else:
        raise ValueError(f"unknown method {method!r}")
    if proved is None or upper < proved:
        raise ValueError(f"upper {upper} is not proved ({how})")
    if lower > upper:
        raise ValueError(f"lower {lower} above upper {upper}")
    return f"{m}x{n}: witness needs {lower}; no board above {proved} ({how})"


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--row", action="append", help="MxN, e.g. 9x9 (repeatable)")
    p.add_argument("--csv", default=DATA / "09_hardest_boards.csv")
    p.add_argument("--certificates", default=DATA / "09_certificates")
    p.add_argument("--quiet", action="store_true", help="print failures only")
    p.add_argument("--times", action="store_true", help="print seconds per row")
    args = p.parse_args(argv)
    with open(args.csv, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    if args.row:
        rows = [r for r in rows if f"{r['m']}x{r['n']}" in args.row]
        if len(rows) != len(args.row):
            p.error(f"no such row among {args.row}")
    failed = 0
    for row in rows:
        start = time.perf_counter()
        try:
            line = check_row(row, args.certificates)
        except (ValueError, KeyError, IndexError, OSError) as err:
            failed += 1
            print(f"FAIL {row['m']}x{row['n']}: {err!r}")
            continue
        if not args.quiet:
            seconds = f" [{time.perf_counter() - start:.1f} s]" if args.times else ""
            print(f"ok   {line}{seconds}")
    print(f"{len(rows) - failed} of {len(rows)} rows check out")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
