"""The lightest member of a coset x0 + span(quiet patterns), exactly (notebook 02; large boards
notebook 04): the canonical basis that makes "smallest combination" mean "lexicographically
first pattern", the XOR-table and Gray-code search, and the Walsh-Hadamard searches.

Numpy only: no other module of the package is imported, so ``chasing`` and ``gf2`` both use it.
"""

from __future__ import annotations

import numpy as np


def _to_int(row: np.ndarray) -> int:
    """A 0/1 vector as a Python int, bit i = entry i."""
    return int.from_bytes(
        np.packbits(np.asarray(row, dtype=np.uint8), bitorder="little").tobytes(),
        "little",
    )


def _from_int(v: int, size: int) -> np.ndarray:
    """Inverse of ``_to_int``: the first ``size`` bits of v as a uint8 0/1 vector."""
    raw = np.frombuffer(v.to_bytes((size + 7) // 8, "little"), dtype=np.uint8)
    return np.unpackbits(raw, bitorder="little")[:size].copy()


def reduce_into(basis: dict[int, int], v: int) -> bool:
    """Add the packed GF(2) vector ``v`` to a reduced row echelon ``basis`` (pivot bit ->
    row, the pivot being the row's lowest set bit, every row zero at the other pivots).

    Returns False, leaving ``basis`` as it was, when ``v`` is in its span already.
    """
    for bit, r in basis.items():
        if v & bit:
            v ^= r
    if v == 0:
        return False
    bit = v & -v
    for key in basis:
        if basis[key] & bit:
            basis[key] ^= v
    basis[bit] = v
    return True


def canonical_coset(
    x0: np.ndarray, kernel: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """Rewrite the coset x0 + span(kernel rows) so that smaller codes are lighter-first ties.

    Returns ``(y0, rows)``: the same coset, with ``rows`` the reduced row echelon basis of
    the span (the pivot of a row is its first set entry; every other row is 0 there), in
    order of *decreasing* pivot, and y0 zero at every pivot. Then the combination ``code``
    (row j used when bit j is set) gives the vector y0 + sum of its rows, whose entry at the
    pivot of row j is bit j of ``code``, and whose entries before that pivot depend only on
    the rows of smaller pivot (higher bits). So two members compare in lexicographic order
    (entry 0 first, 0 < 1) exactly as their codes compare as integers: among members of
    equal weight, the smallest code is the lexicographically first.
    """
    x0 = np.asarray(x0, dtype=np.uint8).ravel()
    size = x0.size
    basis: dict[int, int] = {}  # pivot bit -> row, every row zero at the other pivots
    for row in np.asarray(kernel, dtype=np.uint8).reshape(-1, size):
        if not reduce_into(basis, _to_int(row)):
            raise ValueError("canonical_coset: the kernel rows are linearly dependent")
    y0 = _to_int(x0)
    for bit, r in basis.items():
        if y0 & bit:
            y0 ^= r
    order = sorted(basis, reverse=True)
    rows = np.zeros((len(order), size), dtype=np.uint8)
    for j, bit in enumerate(order):
        rows[j] = _from_int(basis[bit], size)
    return _from_int(y0, size), rows


# --- search 1: XOR tables and Gray code (small boards) --------------------------------------

TABLE_BITS = 14
"""All XOR combinations of this many quiet patterns are tabulated."""


def pack_bits(bits: np.ndarray) -> np.ndarray:
    """0/1 array (..., N) -> uint64 array (..., ceil(N/64)); entry j is bit j % 64 of word j // 64."""
    bits = np.asarray(bits, dtype=np.uint8)
    n = bits.shape[-1]
    words = max(1, (n + 63) // 64)
    padded = np.zeros(bits.shape[:-1] + (words * 64,), dtype=np.uint8)
    padded[..., :n] = bits
    packed = np.packbits(padded, axis=-1, bitorder="little")
    return np.ascontiguousarray(packed).view("<u8").astype(np.uint64)


def xor_table(vectors: np.ndarray) -> np.ndarray:
    """All 2**k XOR combinations of k packed vectors; row c combines vector j when bit j of c is set."""
    k, words = vectors.shape
    table = np.zeros((2**k, words), dtype=np.uint64)
    for j in range(k):
        table[2**j : 2 ** (j + 1)] = table[: 2**j] ^ vectors[j]
    return table


def lightest_by_gray_code(
    x0: np.ndarray, kernel: np.ndarray, table_bits: int = TABLE_BITS
) -> tuple[int, int]:
    """(least weight, smallest code reaching it) over x0 + span(kernel rows).

    Only the cells some row presses can change. The first ``table_bits`` rows are
    tabulated (all their XOR combinations, stored word-major so that each step is a few
    long numpy operations); the others are walked in Gray-code order, one XOR per step;
    weights are popcounts. Ties keep the smallest code (row j used when bit j is set).
    """
    x0 = np.asarray(x0, dtype=np.uint8).ravel()
    kernel = np.asarray(kernel, dtype=np.uint8).reshape(-1, x0.size)
    d = kernel.shape[0]
    if d == 0:
        return int(x0.sum()), 0
    support = np.flatnonzero(kernel.any(axis=0))
    fixed = int(x0.sum()) - int(x0[support].sum())
    vectors = pack_bits(kernel[:, support])
    words = vectors.shape[1]
    low = min(d, max(1, int(table_bits)))
    table = np.ascontiguousarray(xor_table(vectors[:low]).T)  # (words, 2**low)
    high = vectors[low:]
    wtype = np.uint16 if words * 64 < 2**16 else np.uint32
    weights = np.empty(table.shape[1], dtype=wtype)
    scratch = np.empty(table.shape[1], dtype=np.uint64)
    counts = np.empty(table.shape[1], dtype=np.uint8)
    offset = pack_bits(x0[support])
    best_weight, best_code, gray = None, 0, 0
    for step in range(2 ** (d - low)):
        if step:
            j = (step & -step).bit_length() - 1  # Gray code: flip high row j
            offset ^= high[j]
            gray ^= 1 << j
        weights[:] = 0
        for w in range(words):
            np.bitwise_xor(table[w], offset[w], out=scratch)
            np.bitwise_count(scratch, out=counts)
            np.add(weights, counts, out=weights)
        i = int(np.argmin(weights))  # the smallest low part among this step's minima
        weight, code = int(weights[i]), i | (gray << low)
        if best_weight is None or (weight, code) < (best_weight, best_code):
            best_weight, best_code = weight, code
    return fixed + best_weight, best_code


# --- search 2: one Walsh-Hadamard transform (d up to about 26) -----------------------------


def lightest_by_transform(x0: np.ndarray, kernel: np.ndarray) -> tuple[int, int]:
    """(least weight, smallest code reaching it) by one Walsh-Hadamard transform of length 2**d.

    Cell i has the signature s_i (bit j set when row j presses it). Combination c presses
    cell i iff x0_i + <c, s_i> is odd, so its weight is |x0| + sum_s t_s [<c, s> odd] with
    t_s = #{i: s_i = s, x0_i = 0} - #{i: s_i = s, x0_i = 1}, and
    sum_s t_s [<c, s> odd] = (sum_s t_s - H(t)(c)) / 2 for H(t)(c) = sum_s t_s (-1)^<c, s>.
    """
    x0 = np.asarray(x0, dtype=np.uint8).ravel()
    kernel = np.asarray(kernel, dtype=np.uint8).reshape(-1, x0.size)
    d = kernel.shape[0]
    if d == 0:
        return int(x0.sum()), 0
    sig = np.zeros(x0.size, dtype=np.int64)
    for j in range(d):
        sig |= kernel[j].astype(np.int64) << j
    on = x0.astype(bool)
    dtype = np.int32 if x0.size < 2**30 else np.int64
    h = np.zeros(2**d, dtype=dtype)  # t, built without bincount's int64 copies
    np.add.at(h, sig[~on], 1)
    np.subtract.at(h, sig[on], 1)
    total = int(h.sum())
    for j in range(d):  # in-place butterflies on index bit j
        v = h.reshape(-1, 2, 2**j)
        a = v[:, 0, :].copy()
        v[:, 0, :] += v[:, 1, :]
        np.subtract(a, v[:, 1, :], out=v[:, 1, :])
    c = int(
        np.argmax(h)
    )  # the largest H(c) is the least weight; argmax takes the first
    return int(on.sum()) + (total - int(h[c])) // 2, c


# --- search 3: batches of Walsh-Hadamard transforms (any d) --------------------------------


def lightest_coset_member(
    x0: np.ndarray,
    kernel: np.ndarray,
    low_bits: int = 13,
    block_cells: int = 2**20,
    threads: int = 2,
) -> tuple[int, int]:
    """The fewest set bits in x0 + span(kernel rows), searched exhaustively for any nullity d.

    ``x0`` is a 0/1 vector, ``kernel`` a (d, len(x0)) 0/1 array. Returns ``(weight, code)``:
    the least weight and the smallest combination reaching it (row j used when bit j of
    ``code`` is set). ``min_presses`` calls it for d > 15 above 400 cells, on the canonical basis.

    The rows split into L = min(d, low_bits) low and d - L high ones. For each combination h of
    the high rows, x' = x0 + (h's rows) and cell i has the low signature s_i (bit j set when low
    row j presses it); as in ``lightest_by_transform``, all 2**L weights |x' + c| come from one
    Walsh-Hadamard transform H of t_s = sum over the cells i with s_i = s of (-1)^x'_i:
    |x' + c| = (S - H(c)) / 2 on the S cells some row presses. The transforms of a block of
    B = 2**k consecutive high combinations run side by side (the block index is the fast axis,
    so every butterfly is contiguous), about ``block_cells`` numbers at a time. Inside a block,
    h = first + b with b < B, and the table t[s, b] is itself a transform over the k bits of
    b: of the sums of (-1)^x'_i (for b = 0) over the cells with a given low signature and a
    given signature on the block's k rows. The first levels of the L-bit transform run on
    the nonzero rows only (the cells use few of the 2**L signatures; after level j the
    nonzero rows are those whose signature >> (j + 1) is one of the cells'), while that is
    at most half the rows; the rest run on the full block. Every buffer is allocated once per
    thread (allocating them per block cost page faults). The column maxima are taken by
    halving (contiguous, four times faster than ``max(axis=0)``), and the argument is looked
    up only in the block's best column. ``threads`` blocks run at once (numpy releases the
    GIL in its loops). Time grows like L 2**d, memory stays bounded.
    """
    x0 = np.asarray(x0, dtype=np.uint8).ravel()
    kernel = np.asarray(kernel, dtype=np.uint8).reshape(-1, x0.size)
    d = kernel.shape[0]
    if d == 0:
        return int(x0.sum()), 0
    support = np.flatnonzero(kernel.any(axis=0))
    cells = support.size
    fixed = int(x0.sum()) - int(x0[support].sum())
    if cells == 0:  # every row is zero: all combinations weigh |x0|, the first is 0
        return fixed, 0
    rows = kernel[:, support].astype(np.uint64)
    low = min(d, max(1, int(low_bits)))
    sig_lo = np.zeros(cells, dtype=np.int64)
    for j in range(low):
        sig_lo |= rows[j].astype(np.int64) << j
    sig_hi = np.zeros(cells, dtype=np.uint64)
    for j in range(low, d):
        sig_hi |= rows[j] << np.uint64(j - low)
    size = 2**low
    n_high = 2 ** (d - low)
    block = 1 << (max(1, min(n_high, int(block_cells) // size)).bit_length() - 1)
    groups, gidx = np.unique(sig_lo, return_inverse=True)
    ng = groups.size
    shift = block.bit_length() - 1
    hb = (sig_hi & np.uint64(block - 1)).astype(np.int64)
    key = hb * ng + gidx  # cell i's bin in the (block-bit signature, group) table
    order = np.argsort(key, kind="stable")
    keys, key_starts = np.unique(key[order], return_index=True)
    sig_far = sig_hi[order] >> np.uint64(shift)  # the high bits that pick the block
    start = x0[support][order].astype(np.int64)
    dtype = np.int16 if cells < 2**15 else np.int32
    # compact first levels: after level j the nonzero rows of the (size, block) array are
    # the s with s >> (j + 1) in parents[j + 1]; keep them compact while that is at most
    # size / 2 rows
    parents = [groups]
    while len(parents) <= low:
        nxt = np.unique(parents[-1] >> 1)
        if nxt.size * 2 ** len(parents) > size // 2:
            break
        parents.append(nxt)
    levels = len(parents) - 1
    plans = []  # per level: for each new parent, the row of its even and odd child
    for j in range(levels):
        p, q = parents[j], parents[j + 1]
        even = np.full(q.size, p.size, dtype=np.intp)  # p.size: the zero row
        odd = np.full(q.size, p.size, dtype=np.intp)
        pos = np.searchsorted(q, p >> 1)
        even[pos[p & 1 == 0]] = np.flatnonzero(p & 1 == 0)
        odd[pos[p & 1 == 1]] = np.flatnonzero(p & 1 == 1)
        plans.append((q.size, even, odd))
    last = parents[levels]
    scratch_size = max(
        [(ng + 1) * block]
        + [(q.size + 1) * 2 ** (j + 1) * block for j, q in enumerate(parents[1:])]
    )

    def buffers_for_worker():
        return {
            "big": (
                np.empty(size * block, dtype=dtype),
                np.empty(size * block, dtype=dtype),
            ),
            "w": (np.empty(block * ng, dtype=dtype), np.empty(block * ng, dtype=dtype)),
            "cur": (
                np.empty(scratch_size, dtype=dtype),
                np.empty(scratch_size, dtype=dtype),
            ),
            "eo": (
                np.empty(scratch_size // 2, dtype=dtype),
                np.empty(scratch_size // 2, dtype=dtype),
            ),
        }

    def run(first, buf):
        far = np.bitwise_count(np.uint64(first >> shift) & sig_far) & 1
        r = 1 - 2 * (far.astype(np.int64) ^ start)  # (-1)^x'_i for b = 0
        w, w2 = buf["w"]
        w[:] = 0
        w[keys] = np.add.reduceat(r, key_starts)
        # transform over the block bits: rows b of the (block, groups) table
        h = 1
        while h < block:
            x = w.reshape(-1, 2, h, ng)
            y = w2.reshape(-1, 2, h, ng)
            np.add(x[:, 0], x[:, 1], out=y[:, 0])
            np.subtract(x[:, 0], x[:, 1], out=y[:, 1])
            w, w2 = w2, w
            h *= 2
        c0, c1 = buf["cur"]
        cur = c0[: (ng + 1) * block].reshape(ng + 1, 1, block)
        np.copyto(cur[:ng, 0], w.reshape(block, ng).T)  # t[g, b]
        cur[ng] = 0
        e_buf, o_buf = buf["eo"]
        for j, (nq, even, odd) in enumerate(plans):
            e = e_buf[: nq * 2**j * block].reshape(nq, 2**j, block)
            o = o_buf[: nq * 2**j * block].reshape(nq, 2**j, block)
            np.take(cur, even, axis=0, out=e, mode="clip")
            np.take(cur, odd, axis=0, out=o, mode="clip")
            nxt = c1[: (nq + 1) * 2 ** (j + 1) * block].reshape(nq + 1, 2, 2**j, block)
            np.add(e, o, out=nxt[:nq, 0])
            np.subtract(e, o, out=nxt[:nq, 1])
            nxt[nq] = 0
            cur = nxt.reshape(nq + 1, 2 ** (j + 1), block)
            c0, c1 = c1, c0
        src, dst = buf["big"]
        src[:] = 0
        src.reshape(size >> levels, (2**levels) * block)[last] = cur[:-1].reshape(
            last.size, -1
        )
        for j in range(levels, low):
            a = src.reshape(-1, 2, (2**j) * block)
            b = dst.reshape(-1, 2, (2**j) * block)
            np.add(a[:, 0], a[:, 1], out=b[:, 0])
            np.subtract(a[:, 0], a[:, 1], out=b[:, 1])
            src, dst = dst, src
        h = src.reshape(size, block)
        top = dst.reshape(size, block)
        half = size // 2
        np.maximum(h[:half], h[half:], out=top[:half])
        while half > 1:
            half //= 2
            np.maximum(top[:half], top[half : 2 * half], out=top[:half])
        col = int(np.argmax(top[0]))
        arg = int(np.argmax(h[:, col]))
        return (cells - int(top[0, col])) // 2, arg | ((first + col) << low)

    firsts = list(range(0, n_high, block))
    workers = max(1, min(int(threads), len(firsts)))

    def chunk(k):
        buf = buffers_for_worker()
        return [run(f, buf) for f in firsts[k::workers]]

    results = []
    if workers == 1:
        results = chunk(0)
    else:
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(workers) as pool:
            for part in pool.map(chunk, range(workers)):
                results.extend(part)
    weight, code = min(results)
    return fixed + weight, code
