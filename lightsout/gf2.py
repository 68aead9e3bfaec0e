"""Solving over GF(2): solvability, all solutions, fewest presses (notebook 02)."""

from __future__ import annotations

import numpy as np

from .boards import format_board
from .chasing import chase_kernel, nullity, solve_gf2_chasing
from .matrices import press_matrix
from .validation import (
    MIN_PRESS_DISTRIBUTION_MAX_CELLS,
    QUIET_PATTERNS_MAX_CELLS,
    SOLVE_MAX_SIDE,
    NotSolvableError,
    as_board,
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


def _pack_bits(bits: np.ndarray) -> np.ndarray:
    """0/1 array of shape (..., N) -> uint64 array (..., ceil(N/64)); bit j of word j//64 is entry j."""
    bits = np.asarray(bits, dtype=np.uint8)
    n = bits.shape[-1]
    words = max(1, (n + 63) // 64)
    padded = np.zeros(bits.shape[:-1] + (words * 64,), dtype=np.uint8)
    padded[..., :n] = bits
    packed = np.packbits(padded, axis=-1, bitorder="little")
    return np.ascontiguousarray(packed).view("<u8").astype(np.uint64)


def _unpack_bits(words: np.ndarray, n: int) -> np.ndarray:
    """Inverse of ``_pack_bits``: uint64 (..., W) -> uint8 0/1 (..., n)."""
    words = np.ascontiguousarray(words, dtype="<u8")
    return np.unpackbits(words.view(np.uint8), axis=-1, bitorder="little")[..., :n]


class _GF2System:
    """Gauss-Jordan elimination of the m x n press matrix over GF(2) (private, cached)."""

    def __init__(self, m: int, n: int):
        size = m * n
        a = press_matrix(m, n)
        work = _pack_bits(np.concatenate([a, np.eye(size, dtype=np.uint8)], axis=1))
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
        self.transform = _pack_bits(transform[:rank])
        free = np.setdiff1d(np.arange(size), self.pivots)
        kernel = np.zeros((free.size, size), dtype=np.uint8)
        for j, f in enumerate(free):
            kernel[j, f] = 1
            kernel[j, self.pivots] = reduced[:rank, f]
        self.free = free
        self.kernel = kernel
        self.kernel_packed = _pack_bits(kernel)


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
    packed = _pack_bits(b)
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
    reduced row echelon basis of the kernel of f_{m+1}(A_n) (r_j's leftmost press is in a
    column no other r_i presses, and these columns increase with j). Sides up to
    ``SOLVE_MAX_SIDE`` = 1,000,000; the patterns together may have at most
    ``QUIET_PATTERNS_MAX_CELLS`` = 2**28 cells (nullity * m * n), else ValueError.
    """
    m = check_size(m, "m (rows)")
    n = check_size(n, "n (columns)")
    if m * n > _CHASE_ABOVE_CELLS:
        what = f"quiet_patterns({m}, {n})"
        check_limit(
            max(m, n),
            SOLVE_MAX_SIDE,
            "SOLVE_MAX_SIDE",
            f"{what}: the board has {max(m, n):,} " + ("rows" if m >= n else "columns"),
        )
        d = nullity(m, n)
        check_limit(
            d * m * n,
            QUIET_PATTERNS_MAX_CELLS,
            "QUIET_PATTERNS_MAX_CELLS",
            f"{what}: the {d} quiet patterns have {d * m * n:,} cells in all",
        )
    return [row.reshape(m, n).copy() for row in _kernel(m, n)]


def _kernel(m: int, n: int) -> np.ndarray:
    """The quiet-pattern basis of ``quiet_patterns`` as a (d, m*n) uint8 array (cached; do not modify)."""
    if m * n > _CHASE_ABOVE_CELLS:
        return chase_kernel(m, n)
    return _gf2_system(m, n).kernel


def solutions(board):
    """Every press pattern that switches the 0/1 board off, as an iterator (notebook 02).

    There are 2**d of them, d the number of quiet patterns: a particular solution plus
    every combination of the quiet patterns (combination c uses pattern j when bit j of c
    is set, c = 0, 1, ..., 2**d - 1). The board is checked, and an unsolvable one raises
    NotSolvableError, when ``solutions`` is called, before the first pattern is drawn.
    """
    b = as_board(board, 2)
    x0 = solve_gf2(b).ravel()
    kernel = _kernel(*b.shape)
    shape = b.shape

    def generate():
        for c in range(2 ** kernel.shape[0]):
            x = x0.copy()
            for j in range(kernel.shape[0]):
                if c >> j & 1:
                    x ^= kernel[j]
            yield x.reshape(shape)

    return generate()


_TABLE_BITS = (
    14  # min_presses: all XOR combinations of this many quiet patterns are tabulated
)


def _xor_table(vectors: np.ndarray) -> np.ndarray:
    """All 2**k XOR combinations of k packed vectors; row c combines vector j when bit j of c is set."""
    k, words = vectors.shape
    table = np.zeros((2**k, words), dtype=np.uint64)
    for j in range(k):
        table[2**j : 2 ** (j + 1)] = table[: 2**j] ^ vectors[j]
    return table


def _lightest_combination(
    start: np.ndarray, vectors: np.ndarray, table_bits: int = _TABLE_BITS
) -> tuple[int, list[int]]:
    """Fewest set bits of start ^ (a combination of the packed vectors), and the combination.

    The first ``table_bits`` vectors are tabulated (stored word-major, so each step is a
    few long numpy operations); the rest are walked in Gray-code order. Returns the weight
    and the 0/1 coefficients of the first minimum in that order.
    """
    d, words = vectors.shape
    low = min(d, table_bits)
    table = np.ascontiguousarray(_xor_table(vectors[:low]).T)  # (words, 2**low)
    high = vectors[low:]
    wtype = np.uint16 if words * 64 < 2**16 else np.uint32
    weights = np.empty(table.shape[1], dtype=wtype)
    scratch = np.empty(table.shape[1], dtype=np.uint64)
    counts = np.empty(table.shape[1], dtype=np.uint8)
    offset = start.copy()
    best_weight, best_index, best_code, code = None, 0, 0, 0
    for step in range(2 ** (d - low)):
        if step:
            j = (
                step & -step
            ).bit_length() - 1  # Gray code: flip vector j, the lowest set bit of step
            offset ^= high[j]
            code ^= 1 << j
        weights[:] = 0
        for w in range(words):
            np.bitwise_xor(table[w], offset[w], out=scratch)
            np.bitwise_count(scratch, out=counts)
            np.add(weights, counts, out=weights)
        i = int(np.argmin(weights))
        if best_weight is None or weights[i] < best_weight:
            best_weight, best_index, best_code = int(weights[i]), i, code
    coefficients = [(best_index >> j) & 1 for j in range(low)] + [
        (best_code >> j) & 1 for j in range(d - low)
    ]
    return best_weight, coefficients


_TRANSFORM_MAX_NULLITY = (
    24  # min_presses above 400 cells: Walsh-Hadamard search up to this nullity
)


def _lightest_by_transform(x0: np.ndarray, kernel: np.ndarray) -> tuple[int, int]:
    """Fewest presses in x0 + span(kernel rows), by one Walsh-Hadamard transform of length 2**d.

    Cell i has the signature s_i (bit j set when kernel row j presses it). Combination c
    (row j used when bit j of c is set) presses cell i iff x0_i + <c, s_i> is odd, so its
    weight is |x0| + sum_s t_s [<c, s> odd] with t_s = #{i: s_i = s, x0_i = 0} - #{... x0_i = 1},
    and sum_s t_s [<c, s> odd] = (sum_s t_s - H(t)(c)) / 2 for the transform
    H(t)(c) = sum_s t_s (-1)^<c, s>. Returns (weight, c) for the smallest c of least weight.
    """
    d = kernel.shape[0]
    sig = np.zeros(x0.size, dtype=np.uint32)
    for j in range(d):
        sig |= kernel[j].astype(np.uint32) << np.uint32(j)
    on = x0.astype(bool)
    dtype = np.int32 if x0.size < 2**30 else np.int64
    t = (
        np.bincount(sig[~on], minlength=2**d) - np.bincount(sig[on], minlength=2**d)
    ).astype(dtype)
    total = int(t.sum())
    h = t
    for j in range(d):  # in-place butterflies on index bit j
        v = h.reshape(-1, 2, 2**j)
        a = v[:, 0, :].copy()
        v[:, 0, :] += v[:, 1, :]
        np.subtract(a, v[:, 1, :], out=v[:, 1, :])
    weights = (total - h) // 2  # exact: total and H(t)(c) have the same parity
    c = int(np.argmin(weights))
    return int(on.sum()) + int(weights[c]), c


def min_presses(board) -> np.ndarray:
    """A solution with the fewest presses, found exactly (notebook 02; large boards notebook 03).

    Searches the whole coset x0 + span(quiet patterns) (2**d solutions, d the nullity), with
    x0 = ``solve(board)`` and the basis of ``quiet_patterns``. Up to 400 cells, on bit-packed
    uint64 words: all XOR combinations of the first 14 quiet patterns are tabulated, and the
    remaining ones are walked in Gray-code order, one XOR per step; weights are popcounts;
    ties go to the first minimum in that order. Above 400 cells (d <= 24) all 2**d weights
    come from one Walsh-Hadamard transform over the cells' quiet-pattern signatures, and ties
    go to the combination with the smallest index (pattern j used when bit j is set); for
    25 <= d <= 30 the table-and-Gray-code search is used there too, with a smaller table.
    Deterministic. Raises NotSolvableError for an unsolvable board; refuses d > 30.
    """
    b = as_board(board, 2)
    m, n = b.shape
    x0 = solve_gf2(b).ravel()
    kernel = _kernel(m, n)
    d = kernel.shape[0]
    if d == 0:
        return x0.reshape(b.shape)
    if d > 30:
        raise ValueError(
            f"the {b.shape[0]} x {b.shape[1]} board has {d} quiet patterns: "
            f"2**{d} solutions are too many to search exhaustively (at most 2**30)"
        )
    large = m * n > _CHASE_ABOVE_CELLS
    if large and d <= _TRANSFORM_MAX_NULLITY:
        weight, code = _lightest_by_transform(x0, kernel)
        fixed, coefficients = 0, [(code >> j) & 1 for j in range(d)]
    else:
        # only cells touched by some quiet pattern can change; the rest are a fixed count
        support = np.flatnonzero(kernel.any(axis=0))
        fixed = int(x0.sum()) - int(x0[support].sum())
        vectors = _pack_bits(kernel[:, support])
        table_bits = _TABLE_BITS
        if (
            large
        ):  # keep the table (2**table_bits rows of packed words) within about 64 MB
            table_bits = max(
                1, min(_TABLE_BITS, (2**23 // vectors.shape[1]).bit_length() - 1)
            )
        weight, coefficients = _lightest_combination(
            _pack_bits(x0[support]), vectors, table_bits
        )
    x = x0.copy()
    for j, c in enumerate(coefficients):
        if c:
            x ^= kernel[j]
    if int(x.sum()) != weight + fixed:  # cannot happen; guards the bit bookkeeping
        raise RuntimeError("min_presses: internal weight mismatch")
    return x.reshape(b.shape)


def min_press_distribution(m: int, n: int) -> list[int]:
    """Entry k counts the solvable m x n boards whose fewest-press solution has k presses (notebook 02).

    Exhaustive: every press pattern is written as u + (combination of quiet patterns) with
    u zero on the free cells, so the 2**rank cosets (one per solvable board) are the u's;
    for each u the minimum popcount over its 2**d combinations is taken, vectorized with
    numpy. The entries sum to 2**rank. Refuses boards with more than
    ``MIN_PRESS_DISTRIBUTION_MAX_CELLS`` = 32 cells at once, and those with rank > 28
    (no board with more than 32 cells has rank <= 28: its nullity is at most min(m, n)).
    """
    m = check_size(m, "m (rows)")
    n = check_size(n, "n (columns)")
    check_limit(
        m * n,
        MIN_PRESS_DISTRIBUTION_MAX_CELLS,
        "MIN_PRESS_DISTRIBUTION_MAX_CELLS",
        f"min_press_distribution({m}, {n}): the board has {m * n:,} cells",
        "; it has 2**(cells - nullity) solvable boards, too many to enumerate",
    )
    system = _gf2_system(m, n)
    if system.rank > 28:
        raise ValueError(
            f"the {m} x {n} board has 2**{system.rank} solvable boards: "
            "too many to enumerate (at most 2**28 boards and 32 cells)"
        )
    u = np.arange(2**system.rank, dtype=np.uint32)
    for (
        f
    ) in system.free:  # ascending: spread the bits to leave a zero at every free cell
        f = int(f)
        u = (u & np.uint32((1 << f) - 1)) | ((u >> np.uint32(f)) << np.uint32(f + 1))
    kernel_ints = [
        int(sum(1 << i for i in np.flatnonzero(row))) for row in system.kernel
    ]
    combos = [0]
    for v in kernel_ints:
        combos += [c ^ v for c in combos]
    best = np.bitwise_count(u).astype(np.uint8)
    scratch = np.empty_like(u)
    for c in combos[1:]:
        np.bitwise_xor(u, np.uint32(c), out=scratch)
        np.minimum(best, np.bitwise_count(scratch), out=best)
    return np.bincount(best, minlength=m * n + 1)[: int(best.max()) + 1].tolist()


# ---------------------------------------------------------------------------
