"""The decomposition bound on the hardest board (notebook 09, ``thm-09-decomposition``):
a chain of subspaces {0} < V_1 < ... < V_k of the signature space splits the cells into
pieces (signatures in V_i but not in V_(i-1)); the quiet patterns orthogonal to V_(i-1),
on piece i, form a code whose covering radius SCIP bounds exactly, and the hardest board
needs at most the sum. ``decomposition_chain`` chooses a chain greedily,
``hardest_decomposition_bound`` computes the bound; tools/make_certificates.py writes an
exact certificate per piece and tools/check_certificates.py checks it.

Boards of one class structure (``class_correspondence``: the same code of quiet patterns
up to a relabelling, each class of the larger board larger by an even number of cells)
share their hardest-board program: ``lift_witness`` carries a witness up, and a
``transfer`` certificate carries an exact certificate down (tools/check_certificates.py,
"A transfer"). ``run_certificate_checker`` runs that checker as a reader would.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from .hardsearch import checked_classes
from .newresults import QuietClasses
from .validation import as_board, check_natural, check_size, exact_int, shown


class _Reducer:
    """Vectors of GF(2)^d as ints, in echelon form (each kept with its own highest bit as
    pivot), each carrying a tag: reducing s returns what is left of s and the XOR of the
    tags of the vectors used."""

    def __init__(self):
        self.rows = []  # (pivot, vector, tag), pivots decreasing

    def reduce(self, s: int) -> tuple[int, int]:
        tag = 0
        for p, v, t in self.rows:
            if s >> p & 1:
                s, tag = s ^ v, tag ^ t
        return s, tag

    def add(self, s: int, tag: int) -> bool:
        s, t = self.reduce(s)
        if not s:
            return False
        self.rows.append((s.bit_length() - 1, s, tag ^ t))
        self.rows.sort(reverse=True)
        return True


class Piece(NamedTuple):
    """One piece of a decomposition (notebook 09, ``thm-09-decomposition``): its
    ``dimension`` dim V_i - dim V_(i-1) (the number of its generators), the classes
    of cells whose signatures lie in V_i but not in V_(i-1), in coordinates of the piece's
    generators modulo V_(i-1) (``classes``, ``counts``), the zero cells (first piece only),
    the least largest character sum ``least`` that SCIP proved (exact when ``status`` is
    'optimal'; else its dual bound, rounded up to the right parity), and the bound
    ``bound`` = (cells + zero - least) / 2 on the piece's covering radius."""

    dimension: int
    classes: tuple
    counts: tuple
    zero: int
    cells: int  # the piece's cells, zero cells included
    least: int
    status: str
    bound: int


def _decomposition_pieces(qc: QuietClasses, chain) -> list[tuple]:
    """For a chain given by the generators of its pieces (lists of signatures, each piece
    independent of the ones before), the classes of each piece: (coordinates, counts,
    zero cells, cells), classes in increasing order of their coordinates. ValueError if
    a generator is dependent or the chain leaves a class out."""
    reducer, pieces, placed = _Reducer(), [], set()
    for i, generators in enumerate(chain):
        for j, g in enumerate(generators):
            if not reducer.add(int(g), 1 << j):
                raise ValueError(
                    f"chain piece {i}: generator {g} lies in the span of those before it"
                )
        counts = {}
        for s, c in zip(qc.classes.tolist(), qc.counts.tolist()):
            rest, tag = reducer.reduce(int(s))
            if rest == 0 and int(s) not in placed:
                placed.add(int(s))
                counts[tag] = counts.get(tag, 0) + int(c)
        reducer.rows = [(p, v, 0) for p, v, _ in reducer.rows]  # now V_i, untagged
        zero = qc.zero_cells if i == 0 else 0
        keys = sorted(counts)
        if 0 in counts:  # cannot happen: a class in V_(i-1) was placed before
            raise RuntimeError("a class fell into an earlier piece")
        cells = sum(counts.values()) + zero
        pieces.append((tuple(keys), tuple(counts[k] for k in keys), zero, cells))
    if len(placed) != len(qc.classes):
        raise ValueError(
            f"the chain spans {len(placed)} of the {len(qc.classes)} classes: its last "
            "piece must reach every class"
        )
    return pieces


def decomposition_chain(
    m: int, n: int, dimension: int, seed: int = 0, tries: int = 150
):
    """A chain for the decomposition bound (notebook 09): pieces of ``dimension`` new
    dimensions each (the last what is left), each chosen greedily like
    ``dense_subspace`` in the quotient by the pieces before, so that it holds many cells
    of odd classes there. Returns the generators of each piece, as class signatures."""
    m, n, qc = checked_classes(m, n, "decomposition_chain")
    dimension = check_size(dimension, "dimension")
    seed, tries = check_natural(seed, "seed"), check_size(tries, "tries")
    rng = np.random.default_rng(seed)
    signatures = [int(s) for s in qc.classes]
    counts = [int(c) for c in qc.counts]
    below, chain = _Reducer(), []
    while True:
        current = {}  # reduced signature -> (cells, a class signature that gives it)
        for s, c in zip(signatures, counts):
            r, _ = below.reduce(s)
            if r:
                total, first = current.get(r, (0, s))
                current[r] = (total + c, first)
        if not current:
            return chain
        keys = sorted(current)
        weight = {r: 2 if current[r][0] % 2 else 1 for r in keys}
        odd = [r for r in keys if current[r][0] % 2] or keys
        piece, span = [], {0}
        while len(piece) < dimension and len(span) < 2 ** len(current):
            best = None
            drawn = rng.choice(len(odd), size=min(tries, len(odd)), replace=False)
            for r in [odd[i] for i in sorted(drawn)]:
                if r in span:
                    continue
                grown = span | {v ^ r for v in span}
                score = sum(weight[t] for t in keys if t in grown)
                if best is None or score > best[0]:
                    best = (score, r, grown)
            if best is None:
                if all(r in span for r in keys):
                    break
                odd = [r for r in keys if r not in span]  # what is left, any parity
                continue
            piece.append(best[1])
            span = best[2]
        chain.append([current[r][1] for r in piece])
        for r in piece:
            below.add(r, 0)


def _least_character_maximum(classes, counts, dimension, time_limit, log=None):
    """min over e of max_w S(w) for one piece, by SCIP on the normalised program: e_s =
    n_s (mod 2), |e_s| <= n_s, S(w) <= S(0) for every w, minimise S(0). Returns (a proved
    lower bound, status). With ``log`` (a path), SCIP's log is shown and written there."""
    import math

    from pyscipopt import quicksum

    from .ilp import scip_model

    model = scip_model()
    if log is not None:
        model.hideOutput(False)
        model.setLogfile(str(log))
    if time_limit != float("inf"):
        model.setParam("limits/time", time_limit)
    half = [model.addVar(vtype="I", lb=-((c + 1) // 2), ub=c // 2) for c in counts]
    rows = set()
    for w in range(1, 2**dimension):
        rows.add(tuple(i for i, s in enumerate(classes) if (w & s).bit_count() % 2))
    for row in sorted(rows - {()}):
        odd = sum(counts[i] % 2 for i in row)
        model.addCons(quicksum(2 * half[i] for i in row) + odd >= 0)
    odd = sum(c % 2 for c in counts)
    model.setObjective(quicksum(2 * h for h in half) + odd, "minimize")
    model.optimize()
    status = model.getStatus()
    least = math.ceil(model.getDualbound() - 1e-6)
    least += (least - odd) % 2  # S(0) has the parity of the odd classes
    return max(least, 0), status


class DecompositionBound(NamedTuple):
    """The outcome of ``hardest_decomposition_bound`` (notebook 09): no board needs more
    than ``bound`` = the sum of the pieces' bounds."""

    m: int
    n: int
    bound: int
    pieces: tuple


def hardest_decomposition_bound(
    m: int, n: int, chain, time_limit: float = 600.0
) -> DecompositionBound:
    """The decomposition bound on the hardest m x n board (notebook 09,
    ``thm-09-decomposition``) for the chain whose pieces have the generators ``chain``
    (``decomposition_chain``): the sum over the pieces of their covering radii, each
    bounded by SCIP (its least largest character sum; ``time_limit`` seconds per piece, a
    piece stopped by it keeps SCIP's proved dual bound and says so in its status)."""
    from .ilp import check_scip_time_limit

    m, n, qc = checked_classes(m, n, "hardest_decomposition_bound")
    time_limit = check_scip_time_limit(time_limit)
    if not isinstance(chain, (list, tuple)) or not all(
        isinstance(p, (list, tuple)) and p for p in chain
    ):
        raise ValueError(f"chain must be a list of nonempty lists, got {shown(chain)}")
    for i, p in enumerate(chain):
        for g in p:
            if exact_int(g) is None or not 0 < exact_int(g) < 2**qc.nullity:
                raise ValueError(
                    f"chain piece {i}: every generator must be a signature in "
                    f"1..2**{qc.nullity} - 1 (an integer), got {shown(g)}"
                )
    chain = [[exact_int(g) for g in p] for p in chain]
    pieces = []
    for p, (classes, counts, zero, cells) in zip(
        chain, _decomposition_pieces(qc, chain)
    ):
        # the program needs only the coordinates' bits that some class uses
        used = max(classes).bit_length() if classes else 0
        least, status = _least_character_maximum(classes, counts, used, time_limit)
        bound = (cells + zero - least) // 2
        pieces.append(Piece(len(p), classes, counts, zero, cells, least, status, bound))
    return DecompositionBound(m, n, sum(p.bound for p in pieces), tuple(pieces))


def class_correspondence(m: int, n: int, m2: int, n2: int) -> list[int] | None:
    """A map of the classes of the m x n board onto those of the m2 x n2 board that a
    ``transfer`` certificate can use (notebook 09; tools/check_certificates.py, section
    "A transfer"), or None if this search finds none.

    Class i of ``QuietClasses(m, n)`` goes to class ``result[i]`` of
    ``QuietClasses(m2, n2)``. The map comes from a linear bijection of the signature
    spaces that carries every class to a class, and so every set S_w of classes (a row of
    the class-count program) to a row; each class goes to one whose size has the same rank
    among the distinct sizes of its board, the same parity and is at least as large.
    Backtracking over the images of a basis of signatures (classes first, in order).
    """
    a, b = QuietClasses(m, n), QuietClasses(m2, n2)
    if a.nullity != b.nullity or len(a.counts) != len(b.counts) or a.nullity == 0:
        return None
    rank_a = {c: r for r, c in enumerate(sorted(set(a.counts.tolist())))}
    rank_b = {c: r for r, c in enumerate(sorted(set(b.counts.tolist())))}
    size_a = {int(s): int(c) for s, c in zip(a.classes.tolist(), a.counts.tolist())}
    size_b = {int(s): int(c) for s, c in zip(b.classes.tolist(), b.counts.tolist())}

    def fits(s, t):  # class s of a may go to class t of b
        ca, cb = size_a.get(s), size_b.get(t)
        if ca is None or cb is None:
            return ca is None and cb is None
        return rank_a[ca] == rank_b[cb] and cb >= ca and (cb - ca) % 2 == 0

    # a basis of signatures among the classes, and each class's coordinates in it
    basis, pivots = [], {}  # pivots: leading bit -> (reduced vector, its coordinates)
    coordinates = {}
    for s in size_a:
        v, c = s, 0
        for bit in sorted(pivots, reverse=True):
            if v >> bit & 1:
                v, c = v ^ pivots[bit][0], c ^ pivots[bit][1]
        if v:
            pivots[v.bit_length() - 1] = (v, c | 1 << len(basis))
            basis.append(s)
    for s in size_a:
        v, c = s, 0
        for bit in sorted(pivots, reverse=True):
            if v >> bit & 1:
                v, c = v ^ pivots[bit][0], c ^ pivots[bit][1]
        coordinates[s] = c
    # the classes to check once basis[j] has its image: those whose last coordinate is j
    due = [
        [s for s, c in coordinates.items() if c.bit_length() - 1 == j]
        for j in range(len(basis))
    ]

    def extend(image):  # image[j]: the image of basis[j]
        j = len(image)
        if j == len(basis):
            return image
        for t in size_b:
            if not fits(basis[j], t):
                continue
            new = image + [t]
            ok = True
            for s in due[j]:
                u, c, i = 0, coordinates[s], 0
                while c:
                    if c & 1:
                        u ^= new[i]
                    c, i = c >> 1, i + 1
                if not fits(s, u):
                    ok = False
                    break
            if ok:
                found = extend(new)
                if found:
                    return found
        return None

    images = extend([])
    if images is None:
        return None

    def g(s):
        u, c, i = 0, coordinates[s], 0
        while c:
            if c & 1:
                u ^= images[i]
            c, i = c >> 1, i + 1
        return u

    index = {int(t): j for j, t in enumerate(b.classes.tolist())}
    image = [index.get(g(int(s))) for s in a.classes.tolist()]
    return image if len(set(image)) == len(image) and None not in image else None


def lift_witness(witness, m2: int, n2: int) -> np.ndarray:
    """A press pattern of the m2 x n2 board from ``witness`` (a press pattern of a smaller
    board of the same class structure, ``class_correspondence``) (notebook 09).

    With k_i the pressed cells of ``witness`` in its class i, the result presses every
    cell no quiet pattern presses and k_i + (n'_j - n_i) / 2 cells of class j = map[i]:
    the presses of pattern + q_u then grow by the same amount for every quiet pattern
    q_u, namely z' - z + sum_i (n'_j - n_i) / 2 (z, z': the cells of signature 0), so the
    result needs exactly that many more presses than ``witness`` with its zero cells all
    pressed. ValueError when the boards do not correspond."""
    x = as_board(witness, 2, "witness")
    m, n = x.shape
    image = class_correspondence(m, n, m2, n2)
    if image is None:
        raise ValueError(
            f"lift_witness: the classes of the {m} x {n} board do not correspond to "
            f"those of the {m2} x {n2} board (class_correspondence)"
        )
    a, b = QuietClasses(m, n), QuietClasses(m2, n2)
    k = a.per_class(x)
    lifted = np.zeros(len(b.counts), dtype=np.int64)
    for i, j in enumerate(image):
        lifted[j] = k[i] + (b.counts[j] - a.counts[i]) // 2
    return b.pattern(lifted)


def run_certificate_checker(*args) -> tuple[int, str]:
    """Run ``tools/check_certificates.py`` with ``args`` as a reader would (notebook 09): in
    a Python started isolated from the environment (``-I``) and without site-packages
    (``-S``), so that it cannot import numpy, Sage, SCIP or this book, from the book's
    folder. Returns its exit code (0 every row checks out, 1 a row fails, 2 bad arguments)
    and what it printed (both streams). Each argument is a string, a path or an int."""
    import subprocess
    import sys
    from os import PathLike

    from .validation import DATA_DIR

    for k, arg in enumerate(args, start=1):
        if isinstance(arg, bool) or not isinstance(arg, (str, PathLike, int)):
            raise ValueError(
                f"run_certificate_checker: argument {k} is a {type(arg).__name__}; "
                "give strings, paths or ints (the checker's command line)"
            )
    root = DATA_DIR.parent
    done = subprocess.run(
        [sys.executable, "-I", "-S", str(root / "tools" / "check_certificates.py")]
        + [str(arg) for arg in args],
        capture_output=True,
        text=True,
        cwd=root,
    )
    return done.returncode, done.stdout + done.stderr
