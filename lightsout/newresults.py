"""New results with certificates (notebook 09): the all-ones solutions up to symmetry
(OEIS A075463) by Burnside's lemma and light chasing, OEIS b-files compared through Git LFS
pointers, and the hardest board of a size with its lower and upper certificates.

The all-ones counts work on affine functionals of the first row: every row of a press pattern
that switches off the all-ones board is an affine function of its first row ``r`` (light
chasing, notebook 03), stored bit-packed, bit j for ``r_j`` and bit n for the constant.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import numpy as np

from .validation import check_integers, check_limit, check_natural, check_size, shown

ALL_ONES_SYMMETRY_MAX_SIDE = 5000
"""Largest n for ``all_ones_symmetry_counts``: it chases n x n affine functionals (n**3 / 64
word operations, about a second at n = 1000 here)."""

SYMMETRIES = ("identity", "rot90", "rot180", "rot270", "flip_rows", "flip_cols")
SYMMETRIES += ("transpose", "antitranspose")
"""The eight symmetries of the square, as named by ``all_ones_symmetry_counts``."""


def _source_cell(g: str, j: int, n: int) -> tuple[int, int]:
    """The cell (row, column) whose state the symmetry g carries to cell (0, j).

    (g x)[a, b] = x[g^-1(a, b)]; rot90 turns the board a quarter clockwise,
    (i, j) -> (j, n - 1 - i).
    """
    last = n - 1
    return {
        "identity": (0, j),
        "rot90": (last - j, 0),
        "rot180": (last, last - j),
        "rot270": (j, last),
        "flip_rows": (last, j),
        "flip_cols": (0, last - j),
        "transpose": (j, 0),
        "antitranspose": (last - j, last),
    }[g]


def _affine_chase(n: int) -> list[np.ndarray]:
    """Rows X_1, ..., X_{n+1} of the chase of the all-ones n x n board from a symbolic first
    row r: X_k is an (n, W) uint64 array, entry i the affine functional (bits 0..n-1 for
    r, bit n for the constant) that gives cell (k - 1, i) of the presses; X_{n+1} is what
    the row below the board would need (zero for a solution)."""
    words = (n + 1 + 63) // 64
    const_word, const_bit = divmod(n, 64)
    const = np.uint64(1 << const_bit)
    prev = np.zeros((n, words), dtype=np.uint64)
    cur = np.zeros((n, words), dtype=np.uint64)
    idx = np.arange(n)
    cur[idx, idx // 64] = np.left_shift(np.uint64(1), (idx % 64).astype(np.uint64))
    rows = [cur]
    for _ in range(
        n
    ):  # x_{k+1} = x_k + left + right + x_{k-1} + 1 (row k lit, all ones)
        nxt = cur ^ prev
        nxt[1:] ^= cur[:-1]
        nxt[:-1] ^= cur[1:]
        nxt[:, const_word] ^= const
        prev, cur = cur, nxt
        rows.append(cur)
    return rows


def _affine_solution_count(equations: np.ndarray, n: int) -> int:
    """Number of r in GF(2)^n satisfying every affine equation (row: bits of r, bit n the
    constant; the equation is sum + constant = 0): 2**(n - rank), or 0 if inconsistent."""
    rows = np.array(equations, dtype=np.uint64, copy=True)
    rank = 0
    for col in range(n):
        word, mask = col // 64, np.uint64(1 << (col % 64))
        hits = np.flatnonzero(rows[rank:, word] & mask)
        if hits.size == 0:
            continue
        p = rank + int(hits[0])
        if p != rank:
            rows[[rank, p]] = rows[[p, rank]]
        below = rank + 1 + np.flatnonzero(rows[rank + 1 :, word] & mask)
        rows[below] ^= rows[rank]
        rank += 1
    const_word, const_bit = divmod(n, 64)
    if (rows[rank:, const_word] & np.uint64(1 << const_bit)).any():
        return 0
    return 2 ** (n - rank)


def all_ones_symmetry_counts(n: int, symmetries=SYMMETRIES) -> dict[str, int]:
    """For each symmetry g of the n x n square, the number of press patterns x that switch off
    the all-ones board and satisfy g x = x (notebook 09).

    A solution is fixed by its first row r (light chasing), and g x is a solution whenever x
    is; so x is g-invariant iff g x and x share their first row: n affine equations in r on
    top of the n equations that make r a solution. Each count is 2**(n - rank) of that
    system, or 0 when it is inconsistent. Sides up to ``ALL_ONES_SYMMETRY_MAX_SIDE``.
    """
    n = check_size(n, "n (side)")
    check_limit(
        n,
        ALL_ONES_SYMMETRY_MAX_SIDE,
        "ALL_ONES_SYMMETRY_MAX_SIDE",
        f"all_ones_symmetry_counts({n}): the board has {n:,} rows",
    )
    symmetries = tuple(symmetries)
    unknown = [g for g in symmetries if g not in SYMMETRIES]
    if unknown:
        raise ValueError(
            f"all_ones_symmetry_counts: unknown symmetry {unknown[0]!r}; "
            f"allowed: {', '.join(SYMMETRIES)}"
        )
    rows = _affine_chase(n)
    base = rows[n]  # X_{n+1} = 0: the chase leaves the last row dark
    words = base.shape[1]
    unit = np.zeros((n, words), dtype=np.uint64)
    idx = np.arange(n)
    unit[idx, idx // 64] = np.left_shift(np.uint64(1), (idx % 64).astype(np.uint64))
    counts = {}
    for g in symmetries:
        if g == "identity":
            extra = np.zeros((0, words), dtype=np.uint64)
        else:
            extra = unit.copy()
            for j in range(n):  # r_j = (g x)[0, j] = x[source cell]
                a, b = _source_cell(g, j, n)
                extra[j] ^= rows[a][b]
        counts[g] = _affine_solution_count(np.concatenate([base, extra]), n)
    return counts


def all_ones_orbits(n: int) -> int:
    """OEIS A075463: the solutions of the all-ones n x n board up to the 8 symmetries of the
    square (notebook 09), by Burnside's lemma: the average over the symmetries of the number
    of solutions each one fixes. Conjugate symmetries fix equally many, so five systems are
    solved: identity, rot90 (= rot270), rot180, flip_cols (= flip_rows), transpose
    (= antitranspose)."""
    c = all_ones_symmetry_counts(
        n, ("identity", "rot90", "rot180", "flip_cols", "transpose")
    )
    total = (
        c["identity"]
        + 2 * c["rot90"]
        + c["rot180"]
        + 2 * c["flip_cols"]
        + 2 * c["transpose"]
    )
    if total % 8:  # pragma: no cover - Burnside's lemma guarantees it
        raise RuntimeError(f"all_ones_orbits({n}): Burnside sum {total} not divisible")
    return total // 8


def bfile_bytes(
    terms,
    first: int = 1,
    newline: str = "\n",
    final: bool = True,
    blank_lines: int = 0,
) -> bytes:
    """An OEIS b-file as bytes: one line ``n a(n)`` per term, from index ``first`` (notebook 09).

    ``newline`` separates the lines; ``final=False`` leaves it off after the last line;
    ``blank_lines`` empty lines follow (A159257's and A165738's b-files have none,
    A075464's has two). ValueError for a term that is not an integer >= 0, or a bad
    ``blank_lines``."""
    blank_lines = check_natural(blank_lines, "blank_lines")
    lines = []
    for k, a in enumerate(terms, start=first):
        lines.append(f"{k} {check_natural(a, f'term {k}')}")
    if not lines:
        raise ValueError("a b-file needs at least one term")
    text = newline.join(lines) + (newline if final else "") + newline * blank_lines
    return text.encode("ascii")


def read_lfs_pointer(path) -> dict[str, str]:
    """The fields of a Git LFS pointer file (``oid``, ``size``, ``version``) (notebook 09).

    Lines starting with ``#`` are comments (the book's note of where the pointer came from).
    """
    fields = {}
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            key, _, value = line.partition(" ")
            fields[key] = value.strip()
    if "oid" not in fields or "size" not in fields:
        raise ValueError(
            f"{path}: not a Git LFS pointer (needs 'oid' and 'size' lines)"
        )
    if not fields.get("version", "").startswith("https://git-lfs.github.com/spec/"):
        raise ValueError(f"{path}: not a Git LFS pointer (no Git LFS 'version' line)")
    oid = fields["oid"]
    if not (oid.startswith("sha256:") and len(oid) == 71):
        raise ValueError(
            f"{path}: not a Git LFS pointer (the 'oid' line must be sha256: and 64 hex "
            "digits)"
        )
    if not fields["size"].isdigit():
        raise ValueError(
            f"{path}: not a Git LFS pointer (the 'size' line must be a number of bytes)"
        )
    return fields


def matches_lfs_pointer(data: bytes, pointer: dict[str, str]) -> bool:
    """True iff ``data`` has the size and the SHA-256 the LFS pointer records (notebook 09)."""
    return len(data) == int(pointer["size"]) and pointer["oid"] == (
        "sha256:" + hashlib.sha256(data).hexdigest()
    )


# --- the hardest board: the covering radius of the code of quiet patterns ----------------


class QuietClasses:
    """The cells of the m x n board grouped by which quiet patterns press them (notebook 09).

    ``kernel``: the canonical basis of the quiet patterns (a (d, m*n) uint8 array, reduced
    row echelon form as in ``lightsout.coset.canonical_coset``); ``signature[c]``: the
    integer whose bit j says whether basis pattern j presses cell c (the column of cell c
    in the kernel basis; int64 up to d = 63, exact Python ints in an object array above);
    ``classes`` and ``counts``: the distinct nonzero signatures, increasing, and how many
    cells have each; ``zero_cells``: the cells no quiet pattern presses. The size limits
    are those of ``quiet_patterns``.
    """

    def __init__(self, m: int, n: int):
        from .coset import canonical_coset
        from .gf2 import check_quiet_size, quiet_basis

        m, n = check_size(m, "m (rows)"), check_size(n, "n (columns)")
        check_quiet_size(m, n, f"QuietClasses({m}, {n})")
        kernel = np.asarray(quiet_basis(m, n), dtype=np.uint8)
        if kernel.shape[0]:
            _, kernel = canonical_coset(np.zeros(m * n, dtype=np.uint8), kernel)
        self.shape = (m, n)
        self.kernel = kernel
        self.nullity = d = kernel.shape[0]
        # cell c's signature in big-endian bytes (bit j: kernel[j, c]), exact at any d
        width = 8 if d <= 63 else -(-d // 8)
        bits = np.zeros((m * n, 8 * width), dtype=np.uint8)
        bits[:, 8 * width - d :] = kernel[::-1].T
        packed = np.packbits(bits, axis=1)
        rows, index, counts = np.unique(
            packed, axis=0, return_inverse=True, return_counts=True
        )
        if d <= 63:
            values = np.ascontiguousarray(rows).view(">i8").ravel().astype(np.int64)
        else:  # Python ints, in an object array
            values = np.empty(len(rows), dtype=object)
            values[:] = [int.from_bytes(r.tobytes(), "big") for r in rows]
        index = index.ravel()
        zero = values[0] == 0
        self.signature = values[index]
        self.classes = values[1:] if zero else values
        self.counts = (counts[1:] if zero else counts).astype(np.int64)
        self.zero_cells = int(counts[0]) if zero else 0
        self._class_of = index - 1 if zero else index  # -1: signature 0

    def pattern(self, presses_per_class) -> np.ndarray:
        """The press pattern with every zero cell pressed and, in class i, its first
        ``presses_per_class[i]`` cells (row-major) pressed: a witness for those counts
        (one integer 0..counts[i] per class, else ValueError)."""
        k = check_integers(
            presses_per_class, "presses_per_class", len(self.counts), self.counts
        )
        k = np.array([self.zero_cells, *k], dtype=np.int64)
        ci = self._class_of + 1  # 0: signature 0, i + 1: class i
        order = np.argsort(ci, kind="stable")  # row-major within each class
        first = np.concatenate(([0], np.cumsum(np.bincount(ci, minlength=k.size))[:-1]))
        x = np.zeros(ci.size, dtype=np.uint8)
        x[order[np.arange(ci.size) - first[ci[order]] < k[ci[order]]]] = 1
        return x.reshape(self.shape)

    def per_class(self, pattern) -> np.ndarray:
        """How many pressed cells of ``pattern`` (a 0/1 board of this shape) lie in each
        class."""
        from .validation import as_board

        x = as_board(pattern, 2, "pattern")
        if x.shape != self.shape:
            raise ValueError(
                f"pattern has shape {x.shape[0]} x {x.shape[1]}; these classes are of the "
                f"{self.shape[0]} x {self.shape[1]} board"
            )
        ci = self._class_of[x.ravel().astype(bool)]
        return np.bincount(ci[ci >= 0], minlength=len(self.counts)).astype(np.int64)


def coset_fewest_presses(pattern) -> tuple[int, int]:
    """(fewest presses, combination code) of the board that ``pattern`` switches off
    (notebook 09): the least weight in pattern + span(quiet patterns), searched exactly by the
    book's coset search (``lightsout.coset``) on the basis of ``QuietClasses``; bit j of
    the code says whether basis pattern j is added to reach it. ValueError above nullity
    ``lightsout.gf2.MIN_PRESSES_MAX_NULLITY`` = 32, as for ``min_presses``."""
    from .coset import (
        lightest_by_gray_code,
        lightest_by_transform,
        lightest_coset_member,
    )
    from .gf2 import MIN_PRESSES_MAX_NULLITY
    from .validation import as_board

    x = as_board(pattern, 2, "pattern")
    m, n = x.shape
    kernel = QuietClasses(m, n).kernel
    d = kernel.shape[0]
    if d > MIN_PRESSES_MAX_NULLITY:
        raise ValueError(
            f"coset_fewest_presses: the {m} x {n} board has nullity {d}, more than "
            f"MIN_PRESSES_MAX_NULLITY = {MIN_PRESSES_MAX_NULLITY} (lightsout/gf2.py): "
            f"its 2**{d} solutions are too many to search exhaustively"
        )
    if d <= 11:
        return lightest_by_gray_code(x.ravel(), kernel)
    if d <= 15:
        return lightest_by_transform(x.ravel(), kernel)
    return lightest_coset_member(x.ravel(), kernel)


def hardest_upper_bounds(m: int, n: int) -> dict[str, int]:
    """The two upper bounds on the hardest m x n board proved in notebook 09.

    ``distribution``: floor of sum over cells of max(a_c, 1 - a_c) for the uniform
    distribution over the quiet patterns, i.e. floor((m*n + z) / 2) with z the cells no quiet
    pattern presses (no distribution does better). ``parity``: one less when the number of
    classes with an odd number of cells is even and positive, else the same.
    """
    m = check_size(m, "m (rows)")
    n = check_size(n, "n (columns)")
    qc = QuietClasses(m, n)
    linear = (m * n + qc.zero_cells) // 2
    odd = int((qc.counts % 2).sum())
    return {"distribution": linear, "parity": linear - (odd > 0 and odd % 2 == 0)}


def class_values(qc: QuietClasses, k: np.ndarray) -> np.ndarray:
    """W_u(k) for every combination u (2**d values): the presses of pattern(k) + q_u."""
    d = qc.nullity
    v = np.zeros(2**d, dtype=np.int64)
    np.add.at(v, qc.classes, qc.counts - 2 * np.asarray(k, dtype=np.int64))
    h = v.copy()
    step = 1
    while step < h.size:  # Walsh-Hadamard transform
        h = h.reshape(-1, 2, step)
        h = np.stack([h[:, 0] + h[:, 1], h[:, 0] - h[:, 1]], axis=1).reshape(-1)
        step *= 2
    return qc.zero_cells + int(np.sum(k)) + (int(v.sum()) - h) // 2


def _local_search(qc: QuietClasses, k: np.ndarray, evaluations: int, seed: int):
    """Hill climbing on the per-class counts: change one class by one press at a time and
    keep the change when the fewest presses (the minimum over all u) does not drop."""
    rng = np.random.default_rng(seed)
    k = np.array(k, dtype=np.int64)
    best = int(class_values(qc, k).min())
    for _ in range(evaluations):
        i = int(rng.integers(len(qc.counts)))
        step = int(rng.choice((-1, 1)))
        if not 0 <= k[i] + step <= qc.counts[i]:
            continue
        k[i] += step
        value = int(class_values(qc, k).min())
        if value >= best:
            best = value
        else:
            k[i] -= step
    return best, k


class HardestBoard:
    """The hardest m x n board as far as ``hardest_board`` settled it (notebook 09).

    ``lower``: the fewest presses of ``witness``'s board, computed exactly; ``upper``: a proved
    upper bound; they are equal when ``method`` names the argument that proves the upper
    bound: ``nullity 0`` (every board has one solution), ``distribution`` (the uniform
    distribution over the quiet patterns), ``parity`` (the parity theorem) or ``ip`` (SCIP
    proved that no per-class counts reach ``lower + 1`` against the quiet patterns in
    ``cuts``, given as combination codes of the ``QuietClasses`` basis); ``subspace`` (set
    by ``tools/hardest_boards_09.py --subspace``: ``hardest_subspace_check`` proved it on the
    subspace spanned by the codes in ``subspace``); ``open`` when the
    search stopped with ``lower < upper``. ``status`` is SCIP's last word, ``seconds`` the
    wall time.
    """

    def __init__(self, **fields):
        self.__dict__.update(fields)

    @property
    def value(self):
        """The hardest board's fewest presses when proved, else None."""
        return self.lower if self.lower == self.upper else None

    def __repr__(self):
        return (
            f"HardestBoard({self.m} x {self.n}, nullity {self.nullity}: "
            f"{self.lower}..{self.upper}, {self.method})"
        )


def _ip_rows(qc: QuietClasses, u: int):
    """For the constraint t <= W_u(k): (classes pressed by q_u as a bool array)."""
    return (np.bitwise_count(qc.classes & u) & 1).astype(bool)


def hardest_board(
    m: int, n: int, time_limit: float = 300.0, evaluations: int = 2000, seed: int = 0
) -> HardestBoard:
    """The largest fewest-presses of any solvable m x n board, with certificates (notebook 09).

    Lower side: a local search on the per-class counts, then SCIP, each candidate checked
    exactly (``class_values``; the witness again by the coset search in the notebook).
    Upper side: ``hardest_upper_bounds``; where a witness reaches it, done. Otherwise an
    integer program over the per-class counts k (0 <= k_s <= n_s) and t <= W_u(k) for the
    quiet patterns u in a growing list (all of them when there are at most 1024), asking for
    t >= lower + 1: each optimum SCIP returns is checked against every quiet pattern at once
    (a Walsh-Hadamard transform), the most violated one is added, a better witness raises
    the bar. SCIP reporting 'infeasible' proves ``lower`` optimal. Stops at ``time_limit``
    seconds (``math.inf``: no limit), then ``method`` is 'open'. Deterministic up to where
    the time limit cuts. Nullity at most ``HARDEST_BOARD_MAX_NULLITY``, else ValueError.
    """
    import math
    import time

    from .ilp import check_scip_time_limit, scip_model
    from .validation import HARDEST_BOARD_MAX_NULLITY

    started = time.perf_counter()
    m = check_size(m, "m (rows)")
    n = check_size(n, "n (columns)")
    time_limit = check_scip_time_limit(time_limit)
    evaluations = check_natural(evaluations, "evaluations")
    seed = check_natural(seed, "seed")
    qc = QuietClasses(m, n)
    d = qc.nullity
    what = f"hardest_board({m}, {n}): the board has nullity {d}"
    limit = HARDEST_BOARD_MAX_NULLITY
    check_limit(d, limit, "HARDEST_BOARD_MAX_NULLITY", what, "; see its docstring")
    result = dict(m=m, n=n, nullity=d, cuts=[], subspace=[], status="", seconds=0.0)
    if d == 0:
        result.update(lower=m * n, upper=m * n, method="nullity 0")
        result["witness"] = np.ones((m, n), dtype=np.uint8)
        return HardestBoard(**result)
    bounds = hardest_upper_bounds(m, n)
    upper = bounds["parity"]
    lower, k = _local_search(qc, qc.counts // 2, evaluations, seed)
    witness_k = k.copy()
    method = "open"
    if lower == upper:
        method = "distribution" if upper == bounds["distribution"] else "parity"
    else:
        from pyscipopt import quicksum

        model = scip_model()
        model.setParam("timing/clocktype", 2)  # wall clock, like time_limit
        kv = [model.addVar(vtype="I", lb=0, ub=int(c)) for c in qc.counts]
        t = model.addVar(lb=lower + 1, ub=upper, vtype="C")
        model.setObjective(t, "maximize")
        cuts = []

        def add_cut(u):
            odd = _ip_rows(qc, u)
            model.addCons(
                t
                <= qc.zero_cells
                + quicksum(kv[i] for i in np.flatnonzero(~odd))
                + quicksum(int(qc.counts[i]) - kv[i] for i in np.flatnonzero(odd))
            )
            cuts.append(int(u))

        for u in range(2**d) if 2**d <= 1024 else [0] + [1 << j for j in range(d)]:
            add_cut(u)
        while True:
            left = time_limit - (time.perf_counter() - started)
            if left <= 1:
                result["status"] = "timelimit"
                break
            if not math.isinf(left):  # math.inf: no limit
                model.setParam("limits/time", left)
            model.optimize()
            status = model.getStatus()
            result["status"] = status
            if status == "infeasible":
                method = "ip"
                upper = lower
                break
            if model.getNSols() == 0:
                break
            sol = model.getBestSol()
            k = np.array([round(model.getSolVal(sol, v)) for v in kv], dtype=np.int64)
            values = class_values(qc, k)
            value = int(values.min())
            t_best = model.getSolVal(sol, t)
            if value > lower:
                lower, witness_k = value, k.copy()
            if status != "optimal":
                break
            if value >= t_best - 1e-6:  # the relaxation's optimum is reached: proven
                method, upper = "ip", lower
                break
            model.freeTransform()
            if value >= lower:
                model.chgVarLb(t, lower + 1)
            add_cut(int(np.argmin(values)))
        result["cuts"] = cuts
    result.update(lower=lower, upper=upper, method=method)
    result["witness"] = qc.pattern(witness_k)
    result["seconds"] = time.perf_counter() - started
    return HardestBoard(**result)


def odd_class_span(qc: QuietClasses) -> list[int]:
    """A basis (signatures in reduced echelon form, largest first) of the span of the classes
    with an odd number of cells: the subspace that ``hardest_subspace_check`` uses by
    default (notebook 09)."""
    if not isinstance(qc, QuietClasses):
        raise ValueError(f"odd_class_span takes a QuietClasses, got {shown(qc)}")
    basis: list[int] = []
    for s, c in zip(qc.classes.tolist(), qc.counts.tolist()):
        if c % 2:
            for b in basis:
                s = min(s, s ^ b)
            if s:
                basis.append(s)
                basis.sort(reverse=True)
    return basis


def hardest_subspace_check(
    m: int, n: int, bound: int, basis=None, time_limit: float = 600.0
) -> str:
    """Does the subspace argument prove that no m x n board needs more than ``bound``
    presses? (notebook 09, ``thm-09-subspace``.)

    ``basis``: signatures spanning a subspace V of the signature space (default: the span of
    the odd classes, ``odd_class_span``). Asks SCIP for integers y_s, one per class s in V,
    with y_s = n_s (mod 2) and |y_s| <= n_s, whose character sums over V are all at most
    N + z - 2 (bound + 1). Returns 'proved' when SCIP reports that there are none, 'refuted'
    when it finds some (then this V proves nothing about ``bound``), 'timelimit' otherwise.
    ``time_limit``: seconds, ``math.inf`` for none. V has at most
    ``HARDEST_SUBSPACE_MAX_DIMENSION`` dimensions (2**dim inequalities).
    """
    from pyscipopt import SCIP_PARAMSETTING, quicksum

    from .ilp import check_scip_time_limit, scip_model
    from .validation import HARDEST_SUBSPACE_MAX_DIMENSION

    m, n = check_size(m, "m (rows)"), check_size(n, "n (columns)")
    bound = check_natural(bound, "bound")
    time_limit = check_scip_time_limit(time_limit)
    basis = None if basis is None else check_integers(basis, "basis")
    qc = QuietClasses(m, n)
    basis = odd_class_span(qc) if basis is None else basis
    if any(not 0 < b < 2**qc.nullity for b in basis):
        raise ValueError(
            f"every basis signature must be in 1..2**{qc.nullity} - 1, got {basis}"
        )
    what = f"hardest_subspace_check({m}, {n}): the subspace has dimension {len(basis)}"
    limit = HARDEST_SUBSPACE_MAX_DIMENSION
    check_limit(len(basis), limit, "HARDEST_SUBSPACE_MAX_DIMENSION", what)
    coordinates = {}  # signature -> its coordinates in the basis, for the classes in V
    span = {0: 0}
    for i, b in enumerate(basis):
        if b in span:
            raise ValueError(
                f"basis signature {b} is in the span of the ones before it"
            )
        span.update({s ^ b: c | 1 << i for s, c in list(span.items())})
    for s in qc.classes.tolist():
        if s in span:
            coordinates[s] = span[s]
    limit = m * n + qc.zero_cells - 2 * (bound + 1)
    model = scip_model()
    if time_limit != float("inf"):  # math.inf: no limit
        model.setParam("limits/time", time_limit)
    model.setHeuristics(SCIP_PARAMSETTING.OFF)  # it is asked to prove infeasibility
    terms = []  # (coordinates, half of y_s minus its parity, parity)
    for s, c in zip(qc.classes.tolist(), qc.counts.tolist()):
        if s in coordinates:
            z = model.addVar(vtype="I", lb=-((c + 1) // 2), ub=c // 2)
            terms.append((coordinates[s], z, c % 2))  # y_s = 2 z + (c mod 2)
    for w in range(2 ** len(basis)):  # the characters of V
        signs = [1 - 2 * (bin(cs & w).count("1") % 2) for cs, _, _ in terms]
        constant = sum(sg * odd for sg, (_, _, odd) in zip(signs, terms))
        model.addCons(
            quicksum(2 * sg * z for sg, (_, z, _) in zip(signs, terms)) + constant
            <= limit
        )
    model.optimize()
    status = model.getStatus()
    if status == "infeasible":
        return "proved"
    return "refuted" if model.getNSols() > 0 else "timelimit"
