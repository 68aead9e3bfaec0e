"""Check every row of data/09_hardest_boards.csv (notebook 09) from first principles.

Python's standard library only (no numpy, no solver, nothing from ``lightsout``), exact
integer arithmetic throughout. Run it from the repository's folder:

    python3 tools/check_certificates.py [--row 9x9] [--csv FILE] [--certificates DIR]
                                        [--quiet] [--times]

Every row is checked on its own: a row that fails gets one line ``FAIL MxN: why``, the
run goes on to the next row, and the exit status is 1 if any row failed. This docstring is
the whole specification: the table, the certificate format, the lemma each certificate
rests on, why each kind of node is sound, and every rule the checker enforces (section
"Rules"), so that a reader can write a checker of their own from it.

The table
---------
A CSV file (UTF-8) with exactly the columns m, n, nullity, hardest, lower, upper, witness,
witness_presses, lower_by, certificate, one row per board size (no size twice). For each row the checker finds the
quiet patterns of the m x n board from the rules (by light chasing: ``quiet_patterns``),
and the classes of cells (cells that exactly the same quiet patterns press; z is the number
of cells that no quiet pattern presses), and checks:

* ``nullity`` is the dimension of the space of quiet patterns;
* the witness: the board that the ``witness`` press pattern (m*n digits 0/1, row-major)
  switches off needs exactly ``witness_presses`` presses: the least weight of witness + q
  over all 2**d quiet patterns q (a Gray code, on the classes; or, when the witness
  presses at most half of every class, its own weight, see ``fewest_presses``);
* lower side, by ``lower_by``: ``witness``, ``lower`` is ``witness_presses`` (that board
  needs them); ``sphere``, ``lower`` is z + rho, with rho the least integer for which
  2**d * sum_{i <= rho} C(N, i) >= 2**N, N = mn - z (``sphere_lower_bound``), and above
  ``witness_presses``. Why: every one of the 2**N press patterns of the N cells that some
  quiet pattern presses lies within the covering radius R* of one of the 2**d quiet
  patterns (restricted to those cells), so R* >= rho; the z cells that no quiet pattern
  presses add z to every distance (puncturing: R = z + R*);
* upper side, by the row's method (the ``certificate`` field): ``nullity 0`` (no pattern
  has more than mn presses); ``distribution:MxN``, the averaging bound floor((mn + z)/2);
  ``parity:MxN``, one less when the number r of classes of odd size is even and positive;
  ``open:MxN``, the better of the two; ``ip:MxN`` and ``subspace:MxN``, the certificate
  file ``DIR/MxN.json.gz`` (below); ``decomposition:MxN``, a certificate of the same kind
  for each piece of a chain (``check_decomposition``); ``transfer:MxN``, the certificate
  of another board's ``ip`` row carried over by a map of the classes (``check_transfer``,
  section "A transfer" below). MxN is the row's own size.
  ``upper`` must be at least the bound proved, ``lower`` at most ``upper``, and
  ``hardest`` empty or equal to both ``lower`` and ``upper``.

The lemma behind a certificate
------------------------------
The certificate of an integer-program row proves that no board needs h + 1 presses
(h = ``upper``). Write k_s for the number of pressed cells in class s (n_s cells), S_w for
the classes s in V with w.s odd (w in GF(2)^d, s the class's signature in the
certificate's basis), V for the span of the signatures of the classes listed as ``span``
(all of GF(2)^d when it is null), and out for the number of cells in classes outside V.

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
classes: the subspace bound of notebook 09.) A certificate shows that there are no such
integers: a branching tree over the k_s whose leaves cover the box 0 <= k_s <= n_s, each
leaf a box in which no integer point satisfies the rows and the goal.

The certificate format
----------------------
A gzip-compressed JSON object (at most MAX_JSON_BYTES once decompressed, nested at most
MAX_DEPTH deep). Every number in it is a JSON integer: no fraction, no exponent, no NaN or
Infinity, no true/false where a number goes; no key appears twice in an object.

* ``m``, ``n``: the board; ``value``: h, equal to the row's ``upper``.
* ``basis``: the quiet patterns that signatures refer to, each a string of lowercase
  hexadecimal digits, bit r*n + c for the cell in row r, column c. The checker checks that
  they are quiet, independent and as many as the nullity (``check_basis``). The classes
  are numbered 0, 1, ... in the order of their first cell (row-major); z cells of
  signature 0 are in no class.
* ``span``: null (V = GF(2)^d; method ``ip``) or a list of distinct class numbers
  (method ``subspace``); the classes in V are "the variables", in class order.
* ``automorphisms``: a list; each lists, for the variables in order, the variable each
  goes to.
* ``combos``: a list; each [D, dw_1, Y_1, ..., dw_t, Y_t] (t >= 0) takes Y_j times row
  w_j = dw_1 + ... + dw_j (so the w_j increase and lie below 2**d).
* ``tree``: a flat list of integers, the nodes in preorder, numbered from 0.

A ``decomposition`` certificate has, instead of span, automorphisms, combos and tree,
a list ``pieces``; each piece an object with ``cells`` (the cells whose signatures generate
the piece modulo the pieces before it), ``value`` and its own ``automorphisms``, ``combos``
and ``tree`` over the piece's classes (``decomposition_pieces``).

Why each node is sound
----------------------
* [0, t], a leaf proved by combo t. With c_s = sum_j Y_j [s in S_wj] and
  b = sum_j Y_j floor(sum_{S_wj} n_s / 2), the rows give sum_s c_s k_s <= b (Y_j >= 0),
  and D times the goal gives sum_s D k_s >= D T (D >= 0), so every solution has
  sum_s (D - c_s) k_s >= D T - b. The checker computes the largest value of the left side
  in the leaf's box (each k_s at the end of its range that its coefficient favours): if it
  is below D T - b, the box holds no solution.
* [1, i, v], a split of variable i at v: k_i <= v (the next subtree) and k_i >= v + 1
  (the subtree after it). Both halves together hold every integer point of the box
  because v is an integer with lo_i <= v < hi_i; [2, i, v] is the same, k_i >= v + 1 first.
* [3, a, r], a mirror: the node's box lies inside the image, by automorphism a, of the box
  of node r, an earlier node whose whole subtree has been checked (so r is neither the node
  itself nor one of its ancestors). An automorphism g is a permutation of the variables
  that keeps class sizes and maps every row (as a set of classes) to a row. If k satisfied
  the rows and the goal in the node's box, k'(i) = k(g(i)) would satisfy them (the goal is
  a sum over all variables; row R becomes row g(R), whose right-hand side is the same as
  the sizes are kept) in node r's box, which has no solution.

The decomposition bound
-----------------------
A chain 0 = V_0 < V_1 < ... < V_k of subspaces containing every signature splits the cells:
piece i holds the cells with signature in V_i but not in V_(i-1) (piece 1 also the z cells
of signature 0). The quiet patterns q_u with u orthogonal to V_(i-1) press no cell of the
pieces before i, and on piece i they form the code of a hardest-board problem with classes
labelled by their coordinates in the piece's generators. Given any board's lightest
solution y, choose u_1 to bring piece 1 to at most value_1 presses, then u_2 orthogonal to
V_1 (which leaves piece 1 alone) for piece 2, and so on, from the first piece up: the sum of
the values bounds every board. Each piece's tree is checked as above with V everything,
out = 0 and T = value_i + 1 - z_i.

A transfer
----------
A ``transfer`` certificate is an object with exactly the keys ``m``, ``n``, ``value`` (h,
the row's ``upper``), ``source`` ([m', n'], another size) and ``map`` (a list: class i of
the m x n board goes to class map[i] of the m' x n' board). The file
``DIR/m'xn'.json.gz`` must be an ``ip`` certificate (span null) of some value h', and the
checker checks it in full (``check_program``; once per run and file). Write n_i and n'_j
for the class sizes, z and z' for the cells of signature 0, T = h + 1 - z and
T' = h' + 1 - z' for the goals of the two programs (V everything, out = 0), and
delta_i = (n'_map[i] - n_i) / 2. The checker requires: map is a permutation of the
m' x n' board's classes, as many as the m x n board's; n'_map[i] >= n_i and
n'_map[i] - n_i is even for every i; map carries the rows of the m x n program (the sets
S_w of classes, as w runs over GF(2)^d) exactly onto the rows of the m' x n' program; and
T + sum_i delta_i >= T'.

  Lemma. Then no m x n board needs h + 1 presses.

  Proof. Otherwise the lemma above gives integers 0 <= k_i <= n_i with
  sum_{S} k_i <= floor(sum_{S} n_i / 2) for every row S and sum_i k_i >= T. Put
  k'_map[i] = k_i + delta_i (an integer). Then 0 <= k'_map[i] <= n_i + delta_i <=
  n'_map[i] (as delta_i <= 2 delta_i); every row of the m' x n' program is map(S) for a
  row S, and sum_{map(S)} k' = sum_S k_i + sum_S delta_i <= floor(sum_S n_i / 2) +
  sum_S delta_i = floor(sum_S n'_map[i] / 2) (sum_S delta_i is an integer); and
  sum k' >= T + sum_i delta_i >= T'. So k' solves the program that the m' x n'
  certificate proves has no solution. QED

Boards whose classes correspond so (the same code of quiet patterns up to a relabelling,
each class of the larger board larger by an even number of cells) share one certificate:
the largest board's; the nullity-8 squares of side 10k - 1 and of side 17k - 1 are two
such families.

Rules
-----
The checker refuses a row (and names why) unless all of these hold.
1. Table: the header is exactly the ten columns; m, n, nullity, lower, upper,
   witness_presses (and hardest when not empty) are ASCII decimal digits without sign,
   spaces or leading zeros; lower_by is ``witness`` or ``sphere``;
   1 <= m, n <= MAX_SIDE; the witness is m*n characters 0 or 1; the certificate field is
   ``nullity 0`` or METHOD:MxN with METHOD one of distribution, parity, open, ip, subspace,
   decomposition, transfer and MxN the row's own size; no size appears twice.
2. File: the certificate exists, decompresses (streamed, at most MAX_JSON_BYTES) as UTF-8
   JSON nested at most MAX_DEPTH deep, with no float or constant and no repeated key, and
   is an object with exactly the keys of its method (``ip``: span null; ``subspace``: span
   a list; ``decomposition``: pieces; ``transfer``: source and map, and its source an
   ``ip`` certificate of another size).
3. Numbers: every number is an int (not a bool) in its range: m, n, value as the row;
   class numbers in 0..(classes - 1), span numbers distinct; automorphisms permutations of
   the variables; combos with D >= 1, every dw >= 1, every Y >= 1 and every w_j < 2**d;
   tree kinds 0..3, combo and automorphism numbers existing, split variables among the
   variables; piece values >= 0 and adding up to ``value``; piece cells distinct, in
   0..(m*n - 1), at least one per piece; a transfer's source two sides in
   1..MAX_SIDE, its map a permutation as in "A transfer", with the conditions there.
4. Tree: as in "Why each node is sound": a split value inside its box (lo <= v < hi),
   a leaf's bound below D T - b, a mirror's node checked and finished, its box inside the
   image; the tree covers the whole box and no token is left over.
"""

import argparse
import csv
import gzip
import hashlib
import json
import re
import sys
import time
import zlib
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "data"
MAX_SIDE = 512  # rows and columns of a board in the table
MAX_JSON_BYTES = 128 * 2**20  # a certificate once decompressed (30x30: about 54 MB)
MAX_DEPTH = 5  # object > pieces > piece > combos > combo
COLUMNS = ["m", "n", "nullity", "hardest", "lower", "upper", "witness", "witness_presses",
           "lower_by", "certificate"]  # fmt: skip
METHODS = ("distribution", "parity", "open", "ip", "subspace", "decomposition",
           "transfer")  # fmt: skip
PROGRAM_KEYS = {"m", "n", "value", "basis", "span", "automorphisms", "combos", "tree"}
DECOMPOSITION_KEYS = {"m", "n", "value", "basis", "pieces"}
PIECE_KEYS = {"cells", "value", "automorphisms", "combos", "tree"}
TRANSFER_KEYS = {"m", "n", "value", "source", "map"}


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
    """Per cell, its signature: bit j set when basis pattern j presses the cell. (Each
    pattern is written out once as m*n binary digits, cell c at position c; a cell's
    signature is its column read from the last pattern to the first, in base 2.)"""
    cells = m * n
    if not basis:
        return [0] * cells
    digits = [format(q, "b").zfill(cells)[::-1] for q in reversed(basis)]
    return [int("".join(column), 2) for column in zip(*digits)]


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
    class as x does. Otherwise a Gray code walks all 2**d quiet patterns, for d up to
    GRAY_CODE_MAX_NULLITY: with ``sig``, on the classes instead of the cells. A class s of
    n_s cells, k_s of them pressed by x, holds k_s cells of x + q when q leaves it alone
    and n_s - k_s when q presses it: min(k_s, n_s - k_s), plus e_s = |n_s - 2 k_s| when q
    presses it and k_s < n_s - k_s, or leaves it alone and k_s > n_s - k_s. So the weight
    is sum_s min(k_s, n_s - k_s) (the cells of signature 0 with their k_0) plus the
    weight of x' + q', where x' and q' have a block of e_s bits per class: q' sets the
    blocks of the classes q presses, x' the blocks of the classes with k_s > n_s - k_s.
    (Without ``sig``, the Gray code runs on the cells themselves.)
    """
    size, pressed = {}, {}
    digits = format(x, "b").zfill(len(sig or ()))[::-1]  # cell c at position c
    for s, bit in zip(sig or (), digits):
        size[s] = size.get(s, 0) + 1
        pressed[s] = pressed.get(s, 0) + (bit == "1")
    if sig and all(2 * pressed[s] <= size[s] for s in size if s):
        return x.bit_count()
    if len(basis) > GRAY_CODE_MAX_NULLITY:
        raise ValueError(
            f"nullity {len(basis)} > {GRAY_CODE_MAX_NULLITY}: too many quiet patterns to "
            "walk, and the witness presses more than half of some class"
        )
    if sig:  # x' and the q' of the basis, one block of e_s bits per class
        base, position = pressed.get(0, 0), 0
        x, patterns = 0, [0] * len(basis)
        for s in size:
            if s == 0:
                continue
            k, c = pressed[s], size[s]
            base += min(k, c - k)
            block = ((1 << abs(c - 2 * k)) - 1) << position
            position += abs(c - 2 * k)
            if 2 * k > c:
                x |= block
            for j in range(len(basis)):
                if s >> j & 1:
                    patterns[j] |= block
        basis = patterns
    else:
        base = 0
    best, q = x.bit_count(), 0
    for i in range(1, 2 ** len(basis)):
        q ^= basis[(i & -i).bit_length() - 1]
        best = min(best, (x ^ q).bit_count())
    return base + best


def sphere_lower_bound(m, n, z, d):
    """z + rho: rho the least integer with 2**d * sum_{i <= rho} C(N, i) >= 2**N, for the
    N = mn - z cells that some quiet pattern presses (the sphere-covering bound on the
    punctured code, see "The table"); integers only."""
    cells = m * n - z
    term = total = 1  # C(cells, rho) and the sum up to rho
    rho = 0
    while total << d < 1 << cells:
        term = term * (cells - rho) // (rho + 1)
        rho += 1
        total += term
    return z + rho


# -- reading a certificate: rules 2 and 3 ------------------------------------------------


def _refuse_float(text):
    raise ValueError(f"the number {text[:20]} is not an integer")


def _refuse_constant(name):
    raise ValueError(f"{name} is not an integer")


def _object(pairs):
    keys = [k for k, _ in pairs]
    if len(set(keys)) != len(keys):
        raise ValueError(f"a key appears twice in an object: {sorted(keys)}")
    return dict(pairs)


_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"')
_NOT_BRACKET = bytes(set(range(256)) - set(b"[]{}"))


def parse_certificate(data):
    """The certificate in ``data`` (JSON text, bytes) as a dict; ValueError unless it is
    UTF-8 JSON nested at most MAX_DEPTH deep, with integers only and no repeated key."""
    if len(data) > MAX_JSON_BYTES:
        raise ValueError(f"more than {MAX_JSON_BYTES} bytes of JSON")
    depth = deepest = 0  # brackets outside strings, counted before json recurses
    for c in _STRING.sub(b'""', data).translate(None, _NOT_BRACKET):
        depth += 1 if c in b"[{" else -1
        deepest = max(deepest, depth)
    if deepest > MAX_DEPTH:
        raise ValueError(f"nested {deepest} deep, more than {MAX_DEPTH}")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise ValueError(f"not UTF-8: {err.reason} at byte {err.start}") from None
    try:
        cert = json.loads(
            text,
            parse_float=_refuse_float,
            parse_constant=_refuse_constant,
            object_pairs_hook=_object,
        )
    except json.JSONDecodeError as err:
        raise ValueError(f"not JSON: {err}") from None
    if type(cert) is not dict:
        raise ValueError(f"a JSON {type(cert).__name__}, not an object")
    return cert


def load_certificate(path):
    """The certificate in the gzip file ``path``, decompressed in pieces of 1 MiB up to
    MAX_JSON_BYTES and parsed by ``parse_certificate``; ValueError if it cannot be."""
    data = bytearray()
    try:
        with gzip.open(path, "rb") as f:
            while chunk := f.read(2**20):
                data += chunk
                if len(data) > MAX_JSON_BYTES:
                    raise ValueError(f"{Path(path).name}: over {MAX_JSON_BYTES} bytes")
    except (OSError, EOFError, zlib.error) as err:
        raise ValueError(f"{Path(path).name}: cannot read it: {err}") from None
    return parse_certificate(bytes(data))


def _int(x, what, lo=None, hi=None):
    """x, if it is an int (not a bool) in lo..hi; else ValueError naming ``what``."""
    if type(x) is not int:
        raise ValueError(f"{what}: {str(x)[:20]!r} is not an integer")
    if (lo is not None and x < lo) or (hi is not None and x > hi):
        raise ValueError(f"{what}: {x} is not in {lo}..{'' if hi is None else hi}")
    return x


def _ints(xs, what, lo=None, hi=None):
    """xs, if it is a list of ints (not bools) in lo..hi; else ValueError."""
    if type(xs) is not list:
        raise ValueError(f"{what}: not a list")
    if not all(type(x) is int for x in xs):
        bad = next(x for x in xs if type(x) is not int)
        raise ValueError(f"{what}: {str(bad)[:20]!r} is not an integer")
    if xs and ((lo is not None and min(xs) < lo) or (hi is not None and max(xs) > hi)):
        raise ValueError(f"{what}: a number outside {lo}..{'' if hi is None else hi}")
    return xs


def _keys(obj, keys, what):
    if type(obj) is not dict or set(obj) != keys:
        found = sorted(obj) if type(obj) is dict else type(obj).__name__
        raise ValueError(f"{what}: keys {found}, expected {sorted(keys)}")


_HEX = re.compile(r"[0-9a-f]+")


def _basis(m, n, cert):
    """The certificate's basis as integers, checked (``check_basis``)."""
    basis = cert["basis"]
    if type(basis) is not list or not all(type(q) is str for q in basis):
        raise ValueError("basis: not a list of strings")
    if not all(_HEX.fullmatch(q) for q in basis):
        raise ValueError("basis: a pattern is not lowercase hexadecimal digits")
    if any(len(q) > (m * n + 3) // 4 + 1 for q in basis):
        raise ValueError("basis: a pattern is longer than the board")
    basis = [int(q, 16) for q in basis]
    check_basis(m, n, basis)
    return basis


def _head(m, n, h, cert, keys):
    _keys(cert, keys, "certificate")
    _int(cert["m"], "m"), _int(cert["n"], "n"), _int(cert["value"], "value")
    if (cert["m"], cert["n"], cert["value"]) != (m, n, h):
        raise ValueError(
            f"the certificate is for {cert['m']}x{cert['n']}, {cert['value']}, "
            f"not {m}x{n}, {h}"
        )


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
    """The number of leaves of ``cert``, a certificate (a dict, as ``parse_certificate``
    gives) that no m x n board needs h + 1 presses; ValueError unless it proves it."""
    _head(m, n, h, cert, PROGRAM_KEYS)
    basis = _basis(m, n, cert)
    z, cls = classes(m, n, basis)
    chosen = cert["span"]
    if chosen is not None:
        _ints(chosen, "span", 0, len(cls) - 1)
        if len(set(chosen)) != len(chosen):
            raise ValueError("span: a class is listed twice")
    span = {0}
    for i in chosen if chosen is not None else range(len(cls)):
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
    size = [cls[i][1] for i in var]
    # Row w as a bit mask over the variables (bit j: variable j is in S_w). It is linear
    # in w: the XOR of the masks of w's bits. The distinct rows are the span of those.
    column = [
        sum(1 << j for j, i in enumerate(var) if cls[i][0] >> bit & 1)
        for bit in range(d)
    ]
    rows = {0}
    for mask in column:
        if mask not in rows:
            rows |= {r ^ mask for r in rows}

    def members(mask):
        return [j for j in range(len(var)) if mask >> j & 1]

    for key in ("combos", "automorphisms"):
        if type(cert[key]) is not list:
            raise ValueError(f"{key}: not a list")
    leaf, seen = [], {}  # per combo: (D - c_s for the variables, D T - b); rows met
    for t, combo in enumerate(cert["combos"]):
        _ints(combo, f"combo {t}", 1)
        if len(combo) % 2 == 0:
            raise ValueError(f"combo {t}: not D followed by pairs dw, Y")
        D, c, b, w = combo[0], [combo[0]] * len(var), 0, 0
        for dw, y in zip(combo[1::2], combo[2::2]):
            w += dw
            if w >= 2**d:
                raise ValueError(f"combo {t}: row {w} is not below 2**{d}")
            if w not in seen:  # the variables of row w, and its right-hand side
                mask = 0
                for bit in range(d):
                    if w >> bit & 1:
                        mask ^= column[bit]
                in_row = members(mask)
                seen[w] = in_row, sum(size[j] for j in in_row) // 2
            in_row, rhs = seen[w]
            b += y * rhs
            for j in in_row:
                c[j] -= y
        leaf.append((c, D * goal - b))
    for a, g in enumerate(cert["automorphisms"]):
        _ints(g, f"automorphism {a}")
        if sorted(g) != var or any(cls[i][1] != cls[j][1] for i, j in zip(var, g)):
            raise ValueError(f"automorphism {a}: not a size-preserving permutation")
        to = [index[i] for i in g]  # variable j goes to variable to[j]
        if {sum(1 << to[j] for j in members(r)) for r in rows} != rows:
            raise ValueError(f"automorphism {a}: does not permute the rows")
    tree = _ints(cert["tree"], "tree")
    refs, pos = set(), 0  # the nodes that mirrors name: their boxes are kept
    while pos < len(tree):
        kind = tree[pos]
        if kind not in (0, 1, 2, 3):
            raise ValueError(f"tree position {pos}: unknown kind {kind}")
        width = 2 if kind == 0 else 3
        if pos + width > len(tree):
            raise ValueError("the tree ends inside a node")
        if kind == 3:
            refs.add(tree[pos + 2])
        pos += width
    lo, hi = [0] * len(var), [cls[i][1] for i in var]
    pos, node, leaves = 0, 0, 0
    stack = []  # per open split: [node, variable, its range, the second half, in second]
    saved, finished = (
        {},
        set(),
    )  # boxes of the nodes in refs; nodes whose subtree is done
    while True:  # walk the tree in preorder, keeping the current box in lo, hi
        if pos >= len(tree):
            raise ValueError("the tree ends before it covers the box")
        kind, a = tree[pos], tree[pos + 1]
        if node in refs:
            saved[node] = lo[:], hi[:]
        if kind in (1, 2):  # split variable a at v
            v = tree[pos + 2]
            if a not in index:
                raise ValueError(f"node {node}: class {a} is not a variable")
            j = index[a]
            if not lo[j] <= v < hi[j]:
                raise ValueError(
                    f"node {node}: split of class {a} at {v} outside its box"
                )
            halves = [(lo[j], v), (v + 1, hi[j])][:: 1 if kind == 1 else -1]
            stack.append([node, j, (lo[j], hi[j]), halves[1], False])
            lo[j], hi[j] = halves[0]
            pos, node = pos + 3, node + 1
            continue
        if kind == 0:  # a leaf, proved by combo a
            if not 0 <= a < len(leaf):
                raise ValueError(f"node {node}: no combo {a}")
            e, rhs = leaf[a]
            top = sum(c * (hi[j] if c > 0 else lo[j]) for j, c in enumerate(e))
            if top >= rhs:
                raise ValueError(f"leaf {node}: combo {a} leaves {top} >= {rhs}")
            pos += 2
        else:  # a mirror: inside the image of node r's box by automorphism a
            r = tree[pos + 2]
            if not 0 <= a < len(cert["automorphisms"]):
                raise ValueError(f"node {node}: no automorphism {a}")
            if r not in finished:
                raise ValueError(
                    f"node {node}: node {r} is not a finished earlier node"
                )
            image = dict(zip(var, cert["automorphisms"][a]))
            blo, bhi = saved[r]
            for j, i in enumerate(var):
                if lo[index[image[i]]] < blo[j] or hi[index[image[i]]] > bhi[j]:
                    raise ValueError(f"node {node}: not inside the image of node {r}")
            pos += 3
        if node in refs:
            finished.add(node)
        leaves, node = leaves + 1, node + 1
        while stack and stack[-1][4]:  # both children done: restore the parent's box
            parent, j, (lo[j], hi[j]), _, _ = stack.pop()
            if parent in refs:
                finished.add(parent)
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
    """The number of leaves of ``cert``, a certificate that no m x n board needs h + 1
    presses by the decomposition bound (section "The decomposition bound" above);
    ValueError unless it proves it."""
    _head(m, n, h, cert, DECOMPOSITION_KEYS)
    basis = _basis(m, n, cert)
    if type(cert["pieces"]) is not list or not cert["pieces"]:
        raise ValueError("pieces: not a non-empty list")
    for i, piece in enumerate(cert["pieces"]):
        _keys(piece, PIECE_KEYS, f"piece {i}")
        _int(piece["value"], f"piece {i}: value", 0)
        cells = _ints(piece["cells"], f"piece {i}: cells", 0, m * n - 1)
        if not cells or len(set(cells)) != len(cells):
            raise ValueError(f"piece {i}: cells empty or listed twice")
    chain = [piece["cells"] for piece in cert["pieces"]]
    pieces = decomposition_pieces(m, n, basis, chain)
    if sum(piece["value"] for piece in cert["pieces"]) != h:
        raise ValueError("the pieces' values do not add up to the certificate's value")
    leaves = 0
    for (z, cls, k), piece in zip(pieces, cert["pieces"]):
        goal = piece["value"] + 1 - z
        leaves += check_tree(cls, list(range(len(cls))), k, goal, piece)
    return leaves


def row_masks(cls, d):
    """The rows of the program of the lemma with V everything: the distinct sets S_w
    (w in GF(2)^d), each as a bit mask over the classes (bit i: class i)."""
    column = [
        sum(1 << i for i, (s, _) in enumerate(cls) if s >> bit & 1) for bit in range(d)
    ]
    rows = {0}
    for mask in column:
        if mask not in rows:
            rows |= {r ^ mask for r in rows}
    return rows


_SOURCES = {}  # (path, SHA-256, m, n) -> (z, classes, d, value, leaves, combos): checked


def _checked_source(path, m, n):
    """(z, classes, d, h, leaves, combos) of the ``ip`` certificate in ``path`` for the
    m x n board (span null), after ``check_program`` has accepted it with its own value h;
    once per run and file content (an ``ip`` row and the transfers from it share it)."""
    try:
        data = Path(path).read_bytes()
    except OSError as err:
        raise ValueError(f"{Path(path).name}: cannot read it: {err}") from None
    key = (str(Path(path).resolve()), hashlib.sha256(data).hexdigest(), m, n)
    if key not in _SOURCES:
        cert = load_certificate(path)
        if set(cert) != PROGRAM_KEYS or cert["span"] is not None:
            raise ValueError(f"{Path(path).name}: not an ip certificate (span null)")
        value = _int(cert["value"], "value", 0)
        leaves = check_program(m, n, value, cert)
        basis = _basis(m, n, cert)
        z, cls = classes(m, n, basis)
        _SOURCES[key] = (z, cls, len(basis), value, leaves, len(cert["combos"]))
    return _SOURCES[key]


def check_transfer(m, n, h, cert, certificates):
    """(the source's size, its value): ValueError unless ``cert``, a ``transfer``
    certificate, proves that no m x n board needs h + 1 presses (section "A transfer")."""
    _head(m, n, h, cert, TRANSFER_KEYS)
    source = _ints(cert["source"], "source", 1, MAX_SIDE)
    if len(source) != 2 or tuple(source) == (m, n):
        raise ValueError("source: not the two sides of another board")
    m2, n2 = source
    z2, cls2, d2, h2, _, _ = _checked_source(
        Path(certificates) / f"{m2}x{n2}.json.gz", m2, n2
    )
    basis = quiet_patterns(m, n)
    z, cls = classes(m, n, basis)
    image = _ints(cert["map"], "map", 0, len(cls2) - 1)
    if len(image) != len(cls) or sorted(image) != list(range(len(cls2))):
        raise ValueError(
            f"map: not a permutation of the {len(cls2)} classes of {m2}x{n2}, "
            f"as many as the {len(cls)} of {m}x{n}"
        )
    delta = 0
    for i, j in enumerate(image):
        grow = cls2[j][1] - cls[i][1]
        if grow < 0 or grow % 2:
            raise ValueError(
                f"map: class {i} ({cls[i][1]} cells) goes to class {j} "
                f"({cls2[j][1]} cells): not larger by an even number"
            )
        delta += grow // 2
    rows = {
        sum(1 << image[i] for i in range(len(cls)) if r >> i & 1)
        for r in row_masks(cls, len(basis))
    }
    if rows != row_masks(cls2, d2):
        raise ValueError("map: does not carry the rows onto the source's rows")
    goal, goal2 = h + 1 - z, h2 + 1 - z2
    if goal + delta < goal2:
        raise ValueError(
            f"goal: T + sum delta = {goal} + {delta} is below the source's {goal2}"
        )
    return (m2, n2), h2


_NUMBER = re.compile(r"0|[1-9][0-9]*")  # ASCII digits, no sign, space or leading zero


def _field(row, key, lo=0, hi=None):
    text = row[key]
    if type(text) is not str or not _NUMBER.fullmatch(text):
        raise ValueError(f"{key} {str(text)[:20]!r} is not a plain decimal number")
    return _int(int(text), key, lo, hi)


def check_row(row, certificates):
    """Check one CSV row; return a line of what was checked, raise ValueError if it fails."""
    if type(row) is not dict or list(row) != COLUMNS:
        raise ValueError(f"the columns are not {COLUMNS}")
    m, n = _field(row, "m", 1, MAX_SIDE), _field(row, "n", 1, MAX_SIDE)
    lower, upper = _field(row, "lower"), _field(row, "upper")
    presses = _field(row, "witness_presses")
    if row["lower_by"] not in ("witness", "sphere"):
        raise ValueError(
            f"lower_by {str(row['lower_by'])[:20]!r} is not witness or sphere"
        )
    nullity = _field(row, "nullity")
    hardest = _field(row, "hardest") if row["hardest"] != "" else None
    method = row["certificate"]
    if type(method) is not str or not (
        method == "nullity 0" or any(method == f"{kind}:{m}x{n}" for kind in METHODS)
    ):
        raise ValueError(
            f"certificate field {str(method)[:30]!r} is neither 'nullity 0' nor "
            f"METHOD:{m}x{n} with METHOD one of {', '.join(METHODS)}"
        )
    witness = row["witness"]
    if type(witness) is not str or len(witness) != m * n or set(witness) - {"0", "1"}:
        raise ValueError("the witness is not m*n digits 0 and 1")
    basis = quiet_patterns(m, n)
    z, cls = classes(m, n, basis)
    if nullity != len(basis):
        raise ValueError(f"nullity {nullity}, the kernel has dimension {len(basis)}")
    x = int(witness[::-1], 2)  # cell i (row-major) is bit i
    if fewest_presses(x, basis, signatures(m, n, basis)) != presses:
        raise ValueError(f"the witness does not need exactly {presses} presses")
    if row["lower_by"] == "witness" and lower != presses:
        raise ValueError(f"lower {lower} is not what the witness needs, {presses}")
    if row["lower_by"] == "sphere":
        sphere = sphere_lower_bound(m, n, z, len(basis))
        if lower != sphere or lower <= presses:
            raise ValueError(
                f"lower {lower}: the sphere-covering bound is {sphere}, the witness "
                f"needs {presses}"
            )
    if hardest is not None and not hardest == lower == upper:
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
    elif kind == "ip":  # checked once per run with the transfers from this row
        path = Path(certificates) / f"{m}x{n}.json.gz"
        _, _, _, h, leaves, combos = _checked_source(path, m, n)
        if h != upper:
            raise ValueError(
                f"the certificate is for {m}x{n}, {h}, not {m}x{n}, {upper}"
            )
        proved, how = upper, f"ip: {leaves} leaves, {combos} combos"
    else:
        cert = load_certificate(Path(certificates) / f"{m}x{n}.json.gz")
        if kind == "transfer":
            (m2, n2), h2 = check_transfer(m, n, upper, cert, certificates)
            proved, how = upper, f"transfer: from {m2}x{n2} (no board above {h2})"
        elif kind == "decomposition":
            leaves = check_decomposition(m, n, upper, cert)
            values = "+".join(str(p["value"]) for p in cert["pieces"])
            proved, how = upper, f"{kind}: {values}, {leaves} leaves"
        else:
            if (cert.get("span") is None) != (kind == "ip"):
                raise ValueError(
                    f"an {kind} row needs span {'null' if kind == 'ip' else 'a list'}"
                )
            leaves = check_program(m, n, upper, cert)
            proved, how = (
                upper,
                f"{kind}: {leaves} leaves, {len(cert['combos'])} combos",
            )
    if proved is None or upper < proved:
        raise ValueError(f"upper {upper} is not proved ({how})")
    if lower > upper:
        raise ValueError(f"lower {lower} above upper {upper}")
    by = "" if row["lower_by"] == "witness" else f", sphere covering {lower}"
    return f"{m}x{n}: witness needs {presses}{by}; no board above {proved} ({how})"


def _size(row):
    """The row's size for messages (its fields are not trusted yet)."""
    return f"{str(row.get('m'))[:8]!r}x{str(row.get('n'))[:8]!r}".replace("'", "")


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--row", action="append", help="MxN, e.g. 9x9 (repeatable)")
    p.add_argument("--csv", default=DATA / "09_hardest_boards.csv")
    p.add_argument("--certificates", default=DATA / "09_certificates")
    p.add_argument("--quiet", action="store_true", help="print failures only")
    p.add_argument("--times", action="store_true", help="print seconds per row")
    args = p.parse_args(argv)
    try:
        with open(args.csv, newline="", encoding="utf-8") as f:
            reader = csv.DictReader(f)
            rows = list(reader)
            if reader.fieldnames != COLUMNS:
                raise ValueError(f"the header is {reader.fieldnames}, not {COLUMNS}")
    except (OSError, ValueError, csv.Error) as err:
        print(f"FAIL {args.csv}: {err}")
        return 1
    if args.row:
        rows = [r for r in rows if f"{r['m']}x{r['n']}" in args.row]
        if len(rows) != len(args.row):
            p.error(f"no such row among {args.row}")
    failed, seen = 0, set()
    for row in rows:
        start = time.perf_counter()
        try:
            size = (row["m"], row["n"])
            if size in seen:
                raise ValueError("a second row for this size")
            seen.add(size)
            line = check_row(row, args.certificates)
        except Exception as err:  # noqa: BLE001 -- one line per failing row, then go on
            failed += 1
            print(f"FAIL {_size(row)}: {type(err).__name__}: {str(err)[:300]}")
            continue
        if not args.quiet:
            seconds = f" [{time.perf_counter() - start:.1f} s]" if args.times else ""
            print(f"ok   {line}{seconds}")
    print(f"{len(rows) - failed} of {len(rows)} rows check out")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
