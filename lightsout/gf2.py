"""Solving over GF(2): solvability, all solutions, fewest presses (notebook 02)."""

from __future__ import annotations

import numpy as np

from .boards import format_board
from .chasing import chase_kernel, nullity, solve_gf2_chasing
from .coset import (
    canonical_coset,
    lightest_by_gray_code,
    lightest_by_transform,
    lightest_coset_member,
    pack_bits,
    xor_table,
)
from .matrices import press_matrix
from .validation import (
    LIGHTS_DISTRIBUTION_MAX_CELLS,
    MIN_PRESS_DISTRIBUTION_MAX_CELLS,
    QUIET_PATTERNS_MAX_CELLS,
    SOLVE_MAX_SIDE,
    NotSolvableError,
    as_board,
    board_shape,
    check_board_size,
    check_limit,
    check_size,
)

#
# Boards and press patterns are bit-packed: cell i (row-major) is bit i % 64 of word i // 64
# of a uint64 vector. Gauss-Jordan elimination of [A | I] on packed rows is cached per shape;
# its cost grows like (mn)**3 / 64 (40 x 40: 0.2 s, 60 x 60: 2 s, 80 x 80: 7 s here), so above
# _CHASE_ABOVE_CELLS cells solve, quiet_patterns, solutions and min_presses use light chasing
# (notebook 03) instead.

_CHASE_ABOVE_CELLS = 400
"""``solve``, ``quiet_patterns``, ``solutions`` and ``min_presses`` use the elimination of notebook 02
up to this many cells (their outputs, quiet-pattern basis and messages stay as notebook 02 shows
them) and light chasing above it."""


def _unpack_bits(words: np.ndarray, n: int) -> np.ndarray:
    """Inverse of ``pack_bits``: uint64 (..., W) -> uint8 0/1 (..., n)."""
    words = np.ascontiguousarray(words, dtype="<u8")
    return np.unpackbits(words.view(np.uint8), axis=-1, bitorder="little")[..., :n]


class _GF2System:
    """Gauss-Jordan elimination of the m x n press matrix over GF(2) (private, cached)."""

    def __init__(self, m: int, n: int):
        size = m * n
        a = press_matrix(m, n)
        work = pack_bits(np.concatenate([a, np.eye(size, dtype=np.uint8)], axis=1))
        rank = 0
        pivots = []
        for col in range(size):
            word, mask = col // 64, np.uint64(1 << (col % 64))
            below = np.flatnonzero(work[rank:, word] & mask)
            if below.size == 0:
                continue
            p = rank + int(below[0])
            if p != rank:
                work[[rank, p]] = work[[p, rank]]
            rows = np.flatnonzero(work[:, word] & mask)
            rows = rows[rows != rank]
            work[rows] ^= work[rank]
            pivots.append(col)
            rank += 1
        bits = _unpack_bits(work, 2 * size)
        reduced, transform = bits[:, :size], bits[:, size:]
        self.shape = (m, n)
        self.size = size
        self.rank = rank
        self.pivots = np.array(pivots, dtype=np.intp)
        # x0[pivots[i]] = <transform[i], b> mod 2 for i < rank: a solution with free cells 0
        self.transform = pack_bits(transform[:rank])
        free = np.setdiff1d(np.arange(size), self.pivots)
        kernel = np.zeros((free.size, size), dtype=np.uint8)
        for j, f in enumerate(free):
            kernel[j, f] = 1
            kernel[j, self.pivots] = reduced[:rank, f]
        self.free = free
        self.kernel = kernel
        self.kernel_packed = pack_bits(kernel)


_GF2_CACHE: dict[tuple[int, int], _GF2System] = {}


def _gf2_system(m: int, n: int) -> _GF2System:
    key = (m, n)
    if key not in _GF2_CACHE:
        if len(_GF2_CACHE) > 64:
            _GF2_CACHE.clear()
        _GF2_CACHE[key] = _GF2System(m, n)
    return _GF2_CACHE[key]


def solve_gf2(board: np.ndarray) -> np.ndarray:
    """One solution of a validated 0/1 uint8 board, or NotSolvableError naming the quiet pattern."""
    m, n = board.shape
    if (
        m * n > _CHASE_ABOVE_CELLS
    ):  # large boards: light chasing (notebook 03) scales far better
        return solve_gf2_chasing(board)
    system = _gf2_system(m, n)
    b = board.ravel()
    bad = np.flatnonzero(system.kernel[:, b.astype(bool)].sum(axis=1) % 2)
    if bad.size:
        j = int(bad[0])
        pattern = format_board(system.kernel[j].reshape(m, n)).replace("\n", " / ")
        raise NotSolvableError(
            f"board is not orthogonal to quiet pattern {j + 1}: {pattern} "
            f"(the {m} x {n} board has {system.kernel.shape[0]} quiet patterns, see quiet_patterns({m}, {n}); "
            f"an odd number of the board's lit cells lie on this one, so no presses switch every light off)"
        )
    packed = pack_bits(b)
    parity = np.bitwise_count(system.transform & packed).sum(axis=1, dtype=np.int64) & 1
    x = np.zeros(system.size, dtype=np.uint8)
    x[system.pivots] = parity
    return x.reshape(m, n)


def quiet_patterns(m: int, n: int) -> list[np.ndarray]:
    """A basis of the kernel of A over GF(2) for the m x n board (notebook 02).

    Each element is a uint8 press pattern of shape (m, n) that changes no light. Empty list
    when A is invertible. Up to 400 cells the basis comes from row-reducing A: one pattern
    per free cell of the row-reduced A (cells in row-major order), pattern j presses free
    cell j and no other free cell. Above 400 cells it comes from light chasing (notebook 03):
    pattern j is the chase of the dark board from first row r_j, where r_1, ..., r_d is the
    reduced row echelon basis of the kernel of f_{m+1}(B_n) (r_j's leftmost press is in a
    column no other r_i presses, and these columns increase with j). Sides up to
    ``SOLVE_MAX_SIDE`` = 1,000,000; the patterns together may have at most
    ``QUIET_PATTERNS_MAX_CELLS`` = 2**28 cells (nullity * m * n), else ValueError.
    """
    m = check_size(m, "m (rows)")
    n = check_size(n, "n (columns)")
    check_quiet_size(m, n, f"quiet_patterns({m}, {n})")
    return [row.reshape(m, n).copy() for row in quiet_basis(m, n)]


def check_quiet_size(m: int, n: int, what: str) -> None:
    """The limits ``quiet_patterns`` applies (``SOLVE_MAX_SIDE``, ``QUIET_PATTERNS_MAX_CELLS``),
    for callers that take the kernel from ``quiet_basis`` (``newresults.QuietClasses``)."""
    if m * n > _CHASE_ABOVE_CELLS:
        side = "rows" if m >= n else "columns"
        check_limit(
            max(m, n),
            SOLVE_MAX_SIDE,
            "SOLVE_MAX_SIDE",
            f"{what}: the board has {max(m, n):,} {side}",
        )
        d = nullity(m, n)
        check_limit(
            d * m * n,
            QUIET_PATTERNS_MAX_CELLS,
            "QUIET_PATTERNS_MAX_CELLS",
            f"{what}: the {d} quiet patterns have {d * m * n:,} cells in all",
        )


def quiet_basis(m: int, n: int) -> np.ndarray:
    """The quiet-pattern basis of ``quiet_patterns`` as a (d, m*n) uint8 array (cached; do not modify)."""
    if m * n > _CHASE_ABOVE_CELLS:
        if n > m:
            return _kernel_wide(m, n)
        return chase_kernel(m, n)
    return _gf2_system(m, n).kernel


_WIDE_CACHE: dict[tuple[int, int], np.ndarray] = {}


def _kernel_wide(m: int, n: int) -> np.ndarray:
    """``chase_kernel(m, n)`` for a board wider than tall, computed along its short side.

    Chasing works with polynomials of degree about the number of columns, so the quiet
    patterns of the transposed n x m board are found and transposed back. A quiet pattern
    is fixed by its first row (chasing the dark board from it), and its first set cell in
    row-major order lies in that row; so the reduced row echelon basis of the patterns,
    pivots increasing (``canonical_coset`` gives them decreasing), is the one whose first
    rows are the reduced row echelon basis of the kernel of f_{m+1}(B_n): the documented one.
    """
    key = (m, n)
    if key not in _WIDE_CACHE:
        if len(_WIDE_CACHE) > 16:
            _WIDE_CACHE.clear()
        tall = chase_kernel(n, m)
        rows = np.zeros((0, m * n), dtype=np.uint8)
        if tall.shape[0]:
            patterns = tall.reshape(-1, n, m).transpose(0, 2, 1).reshape(-1, m * n)
            _, rows = canonical_coset(np.zeros(m * n, dtype=np.uint8), patterns)
            rows = np.ascontiguousarray(rows[::-1])
        rows.flags.writeable = False
        _WIDE_CACHE[key] = rows
    return _WIDE_CACHE[key]


def _board(board, what: str) -> np.ndarray:
    """A validated 0/1 board within ``solve``'s limits, the shape checked before any copy."""
    shape = board_shape(board)
    if shape is not None:
        check_board_size(shape, what)
    b = as_board(board, 2)
    check_board_size(b.shape, what)
    return b


def particular_solution(b: np.ndarray) -> np.ndarray:
    """One solution of a validated board, flat; a board wider than tall and above 400
    cells is solved transposed (chasing along its short side)."""
    m, n = b.shape
    if m * n <= _CHASE_ABOVE_CELLS or n <= m:
        return solve_gf2(b).ravel()
    try:
        x = solve_gf2(np.ascontiguousarray(b.T))
        return np.ascontiguousarray(x.T).ravel()
    except NotSolvableError:
        pass
    kernel = quiet_basis(
        m, n
    )  # name a quiet pattern in the board's own rows and columns
    lit = b.ravel().astype(bool)
    j = int(np.flatnonzero(kernel[:, lit].sum(axis=1) % 2)[0])
    quiet = kernel[j].reshape(m, n)
    overlap = int((quiet & b).sum())
    cells = ", ".join(f"({r + 1}, {c + 1})" for r, c in np.argwhere(quiet)[:8])
    more = "" if quiet.sum() <= 8 else ", ..."
    raise NotSolvableError(
        f"the {m} x {n} board is not solvable: the quiet pattern pressing cells {cells}"
        f"{more} (row, column) toggles nothing, yet it covers {overlap} lit cells, an odd"
        " number, while every press toggles an even number of its cells"
    )


def solutions(board):
    """Every press pattern that switches the 0/1 board off, as an iterator (notebook 02).

    There are 2**d of them, d the number of quiet patterns: a particular solution plus
    every combination of the quiet patterns (combination c uses pattern j when bit j of c
    is set, c = 0, 1, ..., 2**d - 1). The board is checked, and an unsolvable one raises
    NotSolvableError, when ``solutions`` is called, before the first pattern is drawn.
    """
    b = _board(board, "solutions")
    x0 = particular_solution(b)
    kernel = quiet_basis(*b.shape)
    shape = b.shape

    def generate():
        for c in range(2 ** kernel.shape[0]):
            x = x0.copy()
            for j in range(kernel.shape[0]):
                if c >> j & 1:
                    x ^= kernel[j]
            yield x.reshape(shape)

    return generate()


MIN_PRESSES_MAX_NULLITY = 32
"""``min_presses`` searches all 2**d solutions exactly up to this nullity d."""

_TRANSFORM_FROM_NULLITY = 12
"""From this nullity on, ``min_presses`` uses Walsh-Hadamard transforms on boards above 400
cells (below it, and on every board up to 400 cells, where a solution is at most 7 words, the
XOR-table search of ``lightsout.coset.lightest_by_gray_code``); CPU time per call measured
here: 19 x 19 (d = 16) 1.8 ms by tables, 3.5 ms by transforms; 30 x 30 (d = 20) 72 ms by
tables, 18 ms by transforms."""

_ONE_TRANSFORM_MAX_NULLITY = 15
"""Up to this nullity one transform of length 2**d; above it, batches of cache-sized
transforms (``lightest_coset_member``), faster from d = 16 on and bounded in memory."""


def min_presses(board) -> np.ndarray:
    """The canonical fewest-press solution, found exactly (notebook 02; large boards notebook 04).

    Among all lightest press patterns of the board, the one that comes first in
    lexicographic order of its row-major 0/1 tuple (the rule ``solve(..., colours=N)``
    follows). Searches the whole coset x0 + span(quiet patterns), 2**d solutions for the
    nullity d, with x0 = ``solve(board)``. The basis is first brought to the canonical form
    of ``lightsout.coset.canonical_coset``, in which the lexicographic order of the patterns
    is the numeric order of the combination codes, so every search keeps the smallest code
    among the lightest. Small nullities: XOR tables of packed quiet patterns walked in
    Gray-code order (d < 12, and every board up to 400 cells); larger ones:
    Walsh-Hadamard transforms (one for d <= 15, batches of them above). Deterministic. Raises NotSolvableError for an unsolvable board and
    ValueError for d > ``MIN_PRESSES_MAX_NULLITY`` = 32.
    """
    b = _board(board, "min_presses")
    m, n = b.shape
    x0 = particular_solution(b)
    kernel = quiet_basis(m, n)
    d = kernel.shape[0]
    if d == 0:
        return x0.reshape(b.shape)
    if d > MIN_PRESSES_MAX_NULLITY:
        raise ValueError(
            f"min_presses: the {m} x {n} board has nullity {d}, more than "
            f"MIN_PRESSES_MAX_NULLITY = {MIN_PRESSES_MAX_NULLITY} (lightsout/gf2.py): "
            f"its 2**{d} solutions are too many to search exhaustively"
        )
    y0, rows = canonical_coset(x0, kernel)
    if d < _TRANSFORM_FROM_NULLITY or m * n <= _CHASE_ABOVE_CELLS:
        # few words per solution: the XOR table is the fastest (d <= 20 here)
        weight, code = lightest_by_gray_code(y0, rows)
    elif d <= _ONE_TRANSFORM_MAX_NULLITY:
        weight, code = lightest_by_transform(y0, rows)
    else:
        weight, code = lightest_coset_member(y0, rows)
    x = y0.copy()
    for j in range(d):
        if code >> j & 1:
            x ^= rows[j]
    if int(x.sum()) != weight:  # cannot happen; guards the bit bookkeeping
        raise RuntimeError("min_presses: internal weight mismatch")
    return x.reshape(b.shape)


_COSET_CHUNK = 2**22
"""``min_press_distribution`` and ``lightest_solution_counts`` take this many solvable boards
at a time, so that their memory stays near 50 MB whatever the rank."""


def _coset_minima(m: int, n: int, what: str):
    """For the solvable m x n boards, in chunks: (fewest presses, number of lightest solutions).

    Every press pattern is u + (a combination of the quiet patterns) with u zero on the free
    cells, one u per solvable board (2**rank of them); for each u the weights of its 2**d
    combinations are popcounts of ints. Yields pairs of uint8 arrays, one entry per u.
    """
    m = check_size(m, "m (rows)")
    n = check_size(n, "n (columns)")
    check_limit(
        m * n,
        MIN_PRESS_DISTRIBUTION_MAX_CELLS,
        "MIN_PRESS_DISTRIBUTION_MAX_CELLS",
        f"{what}({m}, {n}): the board has {m * n:,} cells",
        "; it has 2**(cells - nullity) solvable boards, too many to enumerate",
    )
    system = _gf2_system(m, n)
    if system.rank > 28:
        raise ValueError(
            f"{what}({m}, {n}): the board has 2**{system.rank} solvable boards: "
            "too many to enumerate (at most 2**28 boards and 32 cells)"
        )
    kernel_ints = [
        int(sum(1 << int(i) for i in np.flatnonzero(row))) for row in system.kernel
    ]
    combos = [0]
    for v in kernel_ints:
        combos += [c ^ v for c in combos]
    total = 2**system.rank
    for first in range(0, total, _COSET_CHUNK):
        u = np.arange(first, min(first + _COSET_CHUNK, total), dtype=np.uint32)
        for f in system.free:  # ascending: spread the bits, a zero at every free cell
            f = int(f)
            u = (u & np.uint32((1 << f) - 1)) | (
                (u >> np.uint32(f)) << np.uint32(f + 1)
            )
        best = np.bitwise_count(u).astype(np.uint8)
        ties = np.ones(u.size, dtype=np.uint8)
        scratch = np.empty_like(u)
        for c in combos[1:]:
            np.bitwise_xor(u, np.uint32(c), out=scratch)
            w = np.bitwise_count(scratch).astype(np.uint8)
            ties[w < best] = 0
            np.minimum(best, w, out=best)
            ties += w == best
        yield best, ties


def min_press_distribution(m: int, n: int) -> list[int]:
    """Entry k counts the solvable m x n boards whose fewest-press solution has k presses (notebook 02).

    Exhaustive: every press pattern is written as u + (combination of quiet patterns) with
    u zero on the free cells, so the 2**rank cosets (one per solvable board) are the u's;
    for each u the minimum popcount over its 2**d combinations is taken, vectorized with
    numpy, 2**22 boards at a time (memory about 50 MB at any rank). The entries sum to
    2**rank. Refuses boards with more than ``MIN_PRESS_DISTRIBUTION_MAX_CELLS`` = 32 cells
    at once, and those with rank > 28 (no board with more than 32 cells has rank <= 28:
    its nullity is at most min(m, n)).
    """
    counts = None
    for best, _ in _coset_minima(m, n, "min_press_distribution"):
        part = np.bincount(best)
        if counts is None:
            counts = part
        else:
            size = max(counts.size, part.size)
            counts = np.pad(counts, (0, size - counts.size)) + np.pad(
                part, (0, size - part.size)
            )
    return [int(c) for c in counts]


def lightest_solution_counts(m: int, n: int) -> dict[int, int]:
    """How many solvable m x n boards have exactly k lightest solutions, for each k (notebook 02).

    Returns ``{k: number of boards}`` over all 2**rank solvable boards (same enumeration
    and limits as ``min_press_distribution``); k ranges over 1..2**d. For 5 x 5 it
    quantifies the remark that a board can have "up to 4 different minimum solutions".
    """
    counts: dict[int, int] = {}
    for _, ties in _coset_minima(m, n, "lightest_solution_counts"):
        values, freq = np.unique(ties, return_counts=True)
        for k, c in zip(values.tolist(), freq.tolist()):
            counts[k] = counts.get(k, 0) + c
    return dict(sorted(counts.items()))


def solvable_lights_distribution(m: int, n: int) -> list[int]:
    """Entry k counts the solvable m x n boards with exactly k lights on (notebook 02).

    The solvable boards are the column space of the symmetric press matrix A, which is the
    orthogonal complement of its kernel Q (the quiet patterns). The MacWilliams identity
    then gives their weight distribution from the weights of the 2**d quiet patterns
    alone: count(k) = 2**-d * sum over q in Q of K_k(|q|), with the binary Krawtchouk
    polynomial K_k(w) = sum_j (-1)**j C(w, j) C(N - w, k - j), N = mn, computed exactly by
    its three-term recurrence. Entries k = 0..mn; they sum to 2**rank. Boards of at most
    ``LIGHTS_DISTRIBUTION_MAX_CELLS`` = 400 cells.
    """
    m = check_size(m, "m (rows)")
    n = check_size(n, "n (columns)")
    cells = m * n
    check_limit(
        cells,
        LIGHTS_DISTRIBUTION_MAX_CELLS,
        "LIGHTS_DISTRIBUTION_MAX_CELLS",
        f"solvable_lights_distribution({m}, {n}): the board has {cells:,} cells",
    )
    kernel = _gf2_system(m, n).kernel
    if len(kernel):
        table = xor_table(pack_bits(kernel))
        weights = np.bitwise_count(table).sum(axis=1, dtype=np.int64)
    else:
        weights = np.zeros(1, dtype=np.int64)
    values, freq = np.unique(weights, return_counts=True)
    totals = [0] * (cells + 1)
    for w, a in zip(values.tolist(), freq.tolist()):
        prev, cur = 0, 1  # K_{-1}(w) = 0, K_0(w) = 1
        for k in range(cells + 1):
            totals[k] += a * cur
            prev, cur = cur, ((cells - 2 * w) * cur - (cells - k + 1) * prev) // (k + 1)
    size = len(weights)
    if any(t % size for t in totals):  # the identity guarantees divisibility
        raise AssertionError("MacWilliams transform is not integral")
    return [t // size for t in totals]


# ---------------------------------------------------------------------------
