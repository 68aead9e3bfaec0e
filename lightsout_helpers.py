"""Shared code of the book *Lights Out, executed*.

Every notebook imports this module; the tests in ``tests/`` exercise every public
function. Conventions (see ``README.md``):

* A board is a numpy ``uint8`` array of shape ``(rows, cols)``, values ``0..colours-1``.
  A press pattern has the same shape; entry ``k`` means "press this button k times".
* Functions accept anything array-like, return new arrays and never change their input.
* Input is validated once, at the entry; bad input raises ``ValueError`` naming the row,
  the column and the offending value. Rows and columns in messages count from 1.
* Randomness only through an explicit seed.

The module is grouped in sections, one per notebook that introduces them: boards
(01), GF(2) solving (02), chasing (03), Z/NZ (04), integer programming (05),
Life (06), figures (01).
"""

from __future__ import annotations

import functools as _functools
import math as _math
import os
import random
import re
from dataclasses import dataclass as _dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent
"""The repository root: data/ and figures/ are found from here, not from the working directory."""

DATA_DIR = ROOT / "data"
STYLE_FILE = ROOT / "figures" / "lightsout.mplstyle"


class NotSolvableError(ValueError):
    """Raised when a solution is asked for a board that has none; the message says why."""


# ---------------------------------------------------------------------------
# Validation (private)
# ---------------------------------------------------------------------------

def _sage():
    """Import the parts of Sage the helpers use (conda-forge sage or passagemath wheels)."""
    try:
        import sage.all as sg  # noqa: F401
    except ImportError:  # the modular passagemath wheels
        import sage.all__sagemath_modules as sg  # noqa: F401
    return sg


def _check_size(value, name: str) -> int:
    """A positive Python int, or a ValueError that names the argument."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise ValueError(f"{name} must be a positive integer, got {value!r}")
    if value <= 0:
        raise ValueError(f"{name} must be a positive integer, got {value}")
    return int(value)


def _check_colours(colours) -> int:
    if isinstance(colours, (bool, np.bool_)) or not isinstance(colours, (int, np.integer)):
        raise ValueError(f"colours must be an integer >= 2, got {colours!r}")
    if colours < 2:
        raise ValueError(f"colours must be an integer >= 2, got {colours}")
    if colours > 255:
        raise ValueError(f"colours must be at most 255 (boards are uint8), got {colours}")
    return int(colours)


def _exact_int(value) -> int | None:
    """``int(value)`` when value equals that integer (and fits in int64), else None."""
    if isinstance(value, (str, bytes)):
        return None
    try:
        iv = int(value)
        if iv != value or abs(iv) >= 2 ** 62:
            return None
    except (TypeError, ValueError, ArithmeticError):
        return None
    return iv


def _as_grid(values, name: str, colours: int | None, *, allow_any_count: bool = False) -> np.ndarray:
    """Validate a 2-D array-like of integers and return it as a new int64 array.

    With ``colours`` set, every value must lie in 0..colours-1; with ``allow_any_count``
    any non-negative integer is accepted (press counts).
    """
    if isinstance(values, str):
        raise ValueError(f"{name} is a string; use parse_board() to read a board from text")
    if isinstance(values, (list, tuple)):
        if len(values) == 0:
            raise ValueError(f"{name} is empty: it needs at least one row and one column")
        lengths = []
        for r, row in enumerate(values):
            if not isinstance(row, (list, tuple, np.ndarray)):
                raise ValueError(f"{name} row {r + 1} is {row!r}, not a sequence of cells")
            lengths.append(len(row))
        for r, length in enumerate(lengths):
            if length != lengths[0]:
                raise ValueError(
                    f"{name} has ragged rows: row 1 has {lengths[0]} cells but row {r + 1} has {length}"
                )
    arr = np.asarray(values)
    if arr.ndim != 2:
        raise ValueError(f"{name} must be 2-dimensional (rows x columns), got shape {arr.shape}")
    if arr.shape[0] == 0 or arr.shape[1] == 0:
        raise ValueError(f"{name} is empty (shape {arr.shape}): it needs at least one row and one column")
    if arr.dtype == bool:
        arr = arr.astype(np.int64)
    if not (np.issubdtype(arr.dtype, np.integer) or np.issubdtype(arr.dtype, np.floating)):
        # object or text arrays: accept each cell that equals an integer (Python ints mixed with
        # other objects, Sage integers, GF(p) elements) and name the first cell that does not
        converted = np.zeros(arr.shape, dtype=np.int64)
        for (r, c), v in np.ndenumerate(np.asarray(values, dtype=object)):
            iv = _exact_int(v)
            if iv is None:
                raise ValueError(f"{name} must hold integers; row {r + 1}, column {c + 1} is {v!r}")
            converted[r, c] = iv
        arr = converted
    if np.issubdtype(arr.dtype, np.floating):
        bad = ~np.isfinite(arr) | (arr != np.round(arr))
        if bad.any():
            r, c = map(int, np.argwhere(bad)[0])
            raise ValueError(f"{name} must hold integers; row {r + 1}, column {c + 1} is {arr[r, c]!r}")
    arr = arr.astype(np.int64)
    if allow_any_count:
        bad = arr < 0
        if bad.any():
            r, c = map(int, np.argwhere(bad)[0])
            raise ValueError(
                f"{name} row {r + 1}, column {c + 1} is {arr[r, c]}: press counts must be >= 0"
            )
    elif colours is not None:
        bad = (arr < 0) | (arr >= colours)
        if bad.any():
            r, c = map(int, np.argwhere(bad)[0])
            raise ValueError(
                f"{name} row {r + 1}, column {c + 1} is {arr[r, c]}: allowed values are 0..{colours - 1}"
                f" for {colours} colours"
            )
    return arr


def _as_board(board, colours: int = 2, name: str = "board") -> np.ndarray:
    """A validated copy of ``board`` as uint8."""
    if (isinstance(board, np.ndarray) and board.dtype == np.uint8 and board.ndim == 2
            and board.size and int(board.max()) < colours):
        return board.copy()  # fast path for large boards: already uint8 and in range
    return _as_grid(board, name, colours).astype(np.uint8)


# ---------------------------------------------------------------------------
# Boards (notebook 01)
# ---------------------------------------------------------------------------

_SYMBOLS = {"#": 1, ".": 0, "■": 1, "□": 0}


def parse_board(text: str, colours: int = 2) -> np.ndarray:
    """Read a board from text: one row a line, one cell a character (notebook 01).

    Cells are digits 0..colours-1; with 2 colours also ``#``/``.`` and ``■``/``□``
    (lit/dark). Spaces between cells are allowed; blank lines at the ends are ignored.
    For more than 10 colours, cells are whitespace-separated numbers when any row holds
    whitespace, and single digits otherwise (so ``format_board`` output always reads back).
    Returns a uint8 array of shape (rows, cols). Ragged rows, unknown characters,
    values >= colours and empty boards raise ValueError naming row, column and character.
    """
    colours = _check_colours(colours)
    if not isinstance(text, str):
        raise ValueError(f"parse_board expects a string, got {type(text).__name__}")
    lines = text.splitlines()
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    if not lines:
        raise ValueError("the board is empty: no row has any cell")
    # More than 10 colours: cells are numbers separated by whitespace as soon as any row
    # holds whitespace (format_board writes it so); otherwise one digit a cell.
    numbers = colours > 10 and any(ch.isspace() for line in lines for ch in line)
    rows: list[list[int]] = []
    for r, line in enumerate(lines, start=1):
        if not line.strip():
            raise ValueError(f"row {r} is blank: blank lines are only allowed before and after the board")
        if numbers:
            tokens = line.split()
        else:
            tokens = [ch for ch in line if not ch.isspace()]
        row = []
        for c, tok in enumerate(tokens, start=1):
            if colours == 2 and tok in _SYMBOLS:
                row.append(_SYMBOLS[tok])
                continue
            if not re.fullmatch(r"[0-9]+", tok):
                allowed = f"digits 0..{colours - 1}" if colours <= 10 else f"numbers 0..{colours - 1}"
                if colours == 2:
                    allowed += ", '#'/'.' or '■'/'□'"
                raise ValueError(f"row {r}, column {c}: unknown character {tok!r}; allowed are {allowed}")
            value = int(tok)
            if value >= colours:
                raise ValueError(
                    f"row {r}, column {c}: value {tok!r} is too large; allowed are 0..{colours - 1}"
                    f" for {colours} colours"
                )
            row.append(value)
        rows.append(row)
    for r, row in enumerate(rows, start=1):
        if len(row) != len(rows[0]):
            raise ValueError(
                f"ragged rows: row 1 has {len(rows[0])} cells but row {r} has {len(row)}"
            )
    return np.array(rows, dtype=np.uint8)


def format_board(board) -> str:
    """The board as text, one row a line (notebook 01); ``parse_board`` reads it back.

    Values up to 9 are written as digits with no separator; boards with larger values
    (more than 10 colours) use right-aligned numbers, each preceded by a space, which
    ``parse_board`` reads when given the number of colours.
    """
    arr = _as_grid(board, "board", None, allow_any_count=True)
    if arr.max() <= 9:
        return "\n".join("".join(str(v) for v in row) for row in arr)
    width = len(str(arr.max())) + 1
    return "\n".join("".join(str(v).rjust(width) for v in row) for row in arr)


def press_matrix(m: int, n: int) -> np.ndarray:
    """The (m*n) x (m*n) 0/1 matrix A of the m x n board as a numpy uint8 array (notebook 01).

    Cells are numbered row-major (cell (r, c) is r*n + c); A[i, j] = 1 when pressing
    cell j toggles cell i. A is symmetric.
    """
    m = _check_size(m, "m (rows)")
    n = _check_size(n, "n (columns)")
    size = m * n
    a = np.zeros((size, size), dtype=np.uint8)
    idx = np.arange(size).reshape(m, n)
    a[idx.ravel(), idx.ravel()] = 1
    a[idx[1:, :].ravel(), idx[:-1, :].ravel()] = 1  # the cell above was pressed
    a[idx[:-1, :].ravel(), idx[1:, :].ravel()] = 1  # the cell below was pressed
    a[idx[:, 1:].ravel(), idx[:, :-1].ravel()] = 1  # the cell to the left was pressed
    a[idx[:, :-1].ravel(), idx[:, 1:].ravel()] = 1  # the cell to the right was pressed
    return a


def press_matrix_gf2(m: int, n: int):
    """The same matrix A as a Sage matrix over GF(2), built from blocks (notebook 01).

    A is the m x m block matrix with B (n x n, tridiagonal with ones) on the diagonal,
    the n x n identity I next to it and zero blocks elsewhere: [B I; I B I; ...; I B].
    """
    m = _check_size(m, "m (rows)")
    n = _check_size(n, "n (columns)")
    sg = _sage()
    F = sg.GF(2)
    B = sg.matrix(F, n, n, lambda i, j: 1 if abs(i - j) <= 1 else 0)
    I = sg.identity_matrix(F, n)
    Z = sg.zero_matrix(F, n, n)
    blocks = [[B if i == j else I if abs(i - j) == 1 else Z for j in range(m)] for i in range(m)]
    return sg.block_matrix(F, blocks, subdivide=False)


def apply_presses(board, presses, colours: int = 2) -> np.ndarray:
    """The board after the presses (notebook 01).

    Each press of cell (r, c) adds 1 mod ``colours`` to that cell and to its up, down,
    left and right neighbours inside the board (nothing wraps around). ``presses`` has
    the board's shape and holds non-negative press counts. Returns a new uint8 array.
    """
    colours = _check_colours(colours)
    b = _as_grid(board, "board", colours)
    p = _as_grid(presses, "presses", None, allow_any_count=True)
    if p.shape != b.shape:
        raise ValueError(f"presses have shape {p.shape} but the board has shape {b.shape}")
    p = p % colours
    total = b + p
    total[1:, :] += p[:-1, :]
    total[:-1, :] += p[1:, :]
    total[:, 1:] += p[:, :-1]
    total[:, :-1] += p[:, 1:]
    return (total % colours).astype(np.uint8)


def random_solvable_board(m: int, n: int, seed: int, colours: int = 2) -> np.ndarray:
    """A random board that is solvable by construction (notebook 01; source 000's procedure).

    ``random.Random(seed)`` draws ``randint(0, colours - 1)`` presses for each button in
    row-major order; the presses are applied to the dark board.
    """
    m = _check_size(m, "m (rows)")
    n = _check_size(n, "n (columns)")
    colours = _check_colours(colours)
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)):
        raise ValueError(f"seed must be an integer, got {seed!r}")
    rng = random.Random(int(seed))
    presses = [[rng.randint(0, colours - 1) for _ in range(n)] for _ in range(m)]
    return apply_presses(np.zeros((m, n), dtype=np.uint8), presses, colours)


def solve(board, colours: int = 2) -> np.ndarray:
    """One press pattern that brings every cell to 0 (notebook 02 for 2 colours, 04 for N).

    Returns presses in 0..colours-1 with ``apply_presses(board, presses, colours)`` all
    zero. Raises ``NotSolvableError`` (a ValueError) saying why when there is none.
    """
    colours = _check_colours(colours)
    b = _as_board(board, colours)
    if colours == 2:
        return _solve_gf2(b)
    return _solve_mod(b, colours)


# ---------------------------------------------------------------------------
# GF(2): solvability, all solutions, fewest presses (notebook 02)
# ---------------------------------------------------------------------------
#
# Boards and press patterns are bit-packed: cell i (row-major) is bit i % 64 of word i // 64
# of a uint64 vector. Gauss-Jordan elimination of [A | I] on packed rows is cached per shape;
# its cost grows like (mn)**3 / 64 (40 x 40: 0.2 s, 60 x 60: 2 s, 80 x 80: 7 s here), so above
# _CHASE_ABOVE_CELLS cells solve, quiet_patterns, solutions and min_presses use light chasing
# (notebook 03) instead.

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


def _solve_gf2(board: np.ndarray) -> np.ndarray:
    """One solution of a validated 0/1 uint8 board, or NotSolvableError naming the quiet pattern."""
    m, n = board.shape
    if m * n > _CHASE_ABOVE_CELLS:  # large boards: light chasing (notebook 03) scales far better
        return _solve_gf2_chasing(board)
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
    column no other r_i presses, and these columns increase with j).
    """
    m = _check_size(m, "m (rows)")
    n = _check_size(n, "n (columns)")
    return [row.reshape(m, n).copy() for row in _kernel(m, n)]


def _kernel(m: int, n: int) -> np.ndarray:
    """The quiet-pattern basis of ``quiet_patterns`` as a (d, m*n) uint8 array (cached; do not modify)."""
    if m * n > _CHASE_ABOVE_CELLS:
        return _chase_kernel(m, n)
    return _gf2_system(m, n).kernel


def solutions(board):
    """Every press pattern that switches the 0/1 board off, as an iterator (notebook 02).

    There are 2**d of them, d the number of quiet patterns: a particular solution plus
    every combination of the quiet patterns (combination c uses pattern j when bit j of c
    is set, c = 0, 1, ..., 2**d - 1). The board is checked, and an unsolvable one raises
    NotSolvableError, when ``solutions`` is called, before the first pattern is drawn.
    """
    b = _as_board(board, 2)
    x0 = _solve_gf2(b).ravel()
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


_TABLE_BITS = 14  # min_presses: all XOR combinations of this many quiet patterns are tabulated


def _xor_table(vectors: np.ndarray) -> np.ndarray:
    """All 2**k XOR combinations of k packed vectors; row c combines vector j when bit j of c is set."""
    k, words = vectors.shape
    table = np.zeros((2 ** k, words), dtype=np.uint64)
    for j in range(k):
        table[2 ** j: 2 ** (j + 1)] = table[: 2 ** j] ^ vectors[j]
    return table


def _lightest_combination(start: np.ndarray, vectors: np.ndarray,
                          table_bits: int = _TABLE_BITS) -> tuple[int, list[int]]:
    """Fewest set bits of start ^ (a combination of the packed vectors), and the combination.

    The first ``table_bits`` vectors are tabulated (stored word-major, so each step is a
    few long numpy operations); the rest are walked in Gray-code order. Returns the weight
    and the 0/1 coefficients of the first minimum in that order.
    """
    d, words = vectors.shape
    low = min(d, table_bits)
    table = np.ascontiguousarray(_xor_table(vectors[:low]).T)  # (words, 2**low)
    high = vectors[low:]
    wtype = np.uint16 if words * 64 < 2 ** 16 else np.uint32
    weights = np.empty(table.shape[1], dtype=wtype)
    scratch = np.empty(table.shape[1], dtype=np.uint64)
    counts = np.empty(table.shape[1], dtype=np.uint8)
    offset = start.copy()
    best_weight, best_index, best_code, code = None, 0, 0, 0
    for step in range(2 ** (d - low)):
        if step:
            j = (step & -step).bit_length() - 1  # Gray code: flip vector j, the lowest set bit of step
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
    coefficients = [(best_index >> j) & 1 for j in range(low)] + [(best_code >> j) & 1 for j in range(d - low)]
    return best_weight, coefficients


_TRANSFORM_MAX_NULLITY = 24  # min_presses above 400 cells: Walsh-Hadamard search up to this nullity


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
    dtype = np.int32 if x0.size < 2 ** 30 else np.int64
    t = (np.bincount(sig[~on], minlength=2 ** d) - np.bincount(sig[on], minlength=2 ** d)).astype(dtype)
    total = int(t.sum())
    h = t
    for j in range(d):  # in-place butterflies on index bit j
        v = h.reshape(-1, 2, 2 ** j)
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
    b = _as_board(board, 2)
    m, n = b.shape
    x0 = _solve_gf2(b).ravel()
    kernel = _kernel(m, n)
    d = kernel.shape[0]
    if d == 0:
        return x0.reshape(b.shape)
    if d > 30:
        raise ValueError(f"the {b.shape[0]} x {b.shape[1]} board has {d} quiet patterns: "
                         f"2**{d} solutions are too many to search exhaustively (at most 2**30)")
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
        if large:  # keep the table (2**table_bits rows of packed words) within about 64 MB
            table_bits = max(1, min(_TABLE_BITS, (2 ** 23 // vectors.shape[1]).bit_length() - 1))
        weight, coefficients = _lightest_combination(_pack_bits(x0[support]), vectors, table_bits)
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
    numpy. The entries sum to 2**rank. Refuses boards with rank > 28 or more than 32 cells
    (no board with more than 32 cells has rank <= 28: its nullity is at most min(m, n)).
    """
    m = _check_size(m, "m (rows)")
    n = _check_size(n, "n (columns)")
    system = _gf2_system(m, n)
    if m * n > 32 or system.rank > 28:
        raise ValueError(f"the {m} x {n} board has 2**{system.rank} solvable boards: "
                         "too many to enumerate (at most 2**28 boards and 32 cells)")
    u = np.arange(2 ** system.rank, dtype=np.uint32)
    for f in system.free:  # ascending: spread the bits to leave a zero at every free cell
        f = int(f)
        u = (u & np.uint32((1 << f) - 1)) | ((u >> np.uint32(f)) << np.uint32(f + 1))
    kernel_ints = [int(sum(1 << i for i in np.flatnonzero(row))) for row in system.kernel]
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
# Light chasing and the polynomials f_k (notebook 03)
# ---------------------------------------------------------------------------

def _pack_rows(board: np.ndarray) -> list[int]:
    """Each row of a 0/1 array as a Python int; bit j is column j."""
    packed = np.packbits(np.ascontiguousarray(board, dtype=np.uint8), axis=1, bitorder="little")
    return [int.from_bytes(row.tobytes(), "little") for row in packed]


def _unpack_rows(rows: list[int], n: int) -> np.ndarray:
    """The inverse of ``_pack_rows``: a uint8 array with one row per int and n columns."""
    width = (n + 7) // 8
    buf = b"".join(r.to_bytes(width, "little") for r in rows)
    packed = np.frombuffer(buf, dtype=np.uint8).reshape(len(rows), width)
    return np.unpackbits(packed, axis=1, count=n, bitorder="little")


def _chase_rows(rows: list[int], n: int, first: int = 0) -> tuple[list[int], int]:
    """Chase packed rows down with first-row presses ``first``: (press rows, last row left lit).

    Row r is cleared by pressing, in row r + 1, under every light still lit in row r. The
    presses obey p[r+1] = b[r] + p[r-1] + A_n p[r] over GF(2), where A_n p = p + (p << 1) + (p >> 1).
    """
    mask = (1 << n) - 1
    prev, cur = 0, first
    presses = [cur]
    for r in range(len(rows) - 1):
        nxt = rows[r] ^ prev ^ cur ^ ((cur << 1) & mask) ^ (cur >> 1)
        presses.append(nxt)
        prev, cur = cur, nxt
    last = rows[-1] ^ prev ^ cur ^ ((cur << 1) & mask) ^ (cur >> 1)
    return presses, last


def chase(board) -> tuple[np.ndarray, np.ndarray]:
    """Chase the lights down a 0/1 board (notebook 03): returns ``(presses, last_row)``.

    Row by row from the top, press the button under every light still lit, so that rows
    1..m-1 go dark; ``presses`` (shape m x n, first row zero) are the buttons pressed and
    ``last_row`` (length n) the lights left lit in the bottom row.
    """
    b = _as_board(board, 2)
    m, n = b.shape
    presses, last = _chase_rows(_pack_rows(b), n)
    return _unpack_rows(presses, n), _unpack_rows([last], n)[0]


def chase_polynomial(k: int, shift: int = 0):
    """The polynomial f_k(x + shift) in GF(2)[x] (notebook 03), shift 0 or 1.

    f_0 = 0, f_1 = 1, f_{k+1} = x f_k + f_{k-1}. Computed by doubling: over GF(2),
    f_{2j} = x f_j^2 and f_{2j+1} = (f_j + f_{j+1})^2, so f_k costs about log2(k) squarings.
    """
    if isinstance(k, (bool, np.bool_)) or not isinstance(k, (int, np.integer)) or k < 0:
        raise ValueError(f"k must be an integer >= 0, got {k!r}")
    if shift not in (0, 1):
        raise ValueError(f"shift must be 0 or 1, got {shift!r}")
    sg = _sage()
    R = sg.PolynomialRing(sg.GF(2), "x")
    y = R.gen() + shift
    a, b = R(0), R(1)  # f_j, f_{j+1} for j = 0
    for bit in bin(int(k))[2:]:  # j -> 2j or 2j + 1, most significant bit first
        even, odd = y * a ** 2, (a + b) ** 2
        a, b = (even, odd) if bit == "0" else (odd, y * b ** 2)
    return a


def _chase_matrix_columns(m: int, n: int) -> list[int]:
    """The columns of f_{m+1}(A_n) as packed ints (bit i = row i).

    Column 0 is the last row left by chasing the dark board with first row e_0. The matrix
    commutes with A_n, so M e_{j+1} = A_n M e_j + M e_j + M e_{j-1} = T M e_j + M e_{j-1} with
    T = A_n + I (the path's adjacency matrix): one shift-and-xor per further column.
    """
    mask = (1 << n) - 1
    prev, cur = 0, 1  # f_0(A_n) e_0, f_1(A_n) e_0
    for _ in range(m):
        prev, cur = cur, cur ^ ((cur << 1) & mask) ^ (cur >> 1) ^ prev
    cols = [cur]
    before = 0
    for _ in range(n - 1):
        c = cols[-1]
        cols.append(((c << 1) & mask) ^ (c >> 1) ^ before)
        before = c
    return cols


def chase_matrix(m: int, n: int):
    """The Sage GF(2) n x n matrix f_{m+1}(A_n) of the m x n board (notebook 03).

    It maps the presses x in the first row to the lights left in the last row when the dark
    board is chased with those presses; board b is solvable iff f_{m+1}(A_n) x = c has a
    solution, where c is the last row that ``chase(b)`` leaves.
    """
    m = _check_size(m, "m (rows)")
    n = _check_size(n, "n (columns)")
    sg = _sage()
    cols = _unpack_rows(_chase_matrix_columns(m, n), n)  # row j of this array is column j
    return sg.matrix(sg.GF(2), np.ascontiguousarray(cols.T, dtype=np.int8))


def nullity(m: int, n: int) -> int:
    """The nullity of the m x n board: deg gcd(f_{m+1}(x), f_{n+1}(x + 1)) over GF(2) (notebook 03).

    The board has 2**nullity solutions when solvable and 2**(m*n - nullity) solvable boards.
    Uses NTL's fast gcd of GF(2) polynomials; nullity(10**6, 10**6) takes seconds.
    """
    m = _check_size(m, "m (rows)")
    n = _check_size(n, "n (columns)")
    a, b = chase_polynomial(m + 1), chase_polynomial(n + 1, shift=1)
    return int(a.gcd(b).degree())


def _poly_to_int(p) -> int:
    """A GF(2) polynomial as a Python int, bit i = coefficient of x^i."""
    coeffs = np.array(p.list(), dtype=np.uint8) if p else np.zeros(1, dtype=np.uint8)
    return int.from_bytes(np.packbits(coeffs, bitorder="little").tobytes(), "little")


def _int_to_poly(R, v: int):
    """The inverse of ``_poly_to_int`` in the GF(2) polynomial ring R."""
    if v == 0:
        return R(0)
    bits = np.unpackbits(np.frombuffer(v.to_bytes((v.bit_length() + 7) // 8, "little"), dtype=np.uint8),
                         bitorder="little", count=v.bit_length())
    return R(bits.tolist())


def _at_e0(h: int, n: int) -> int:
    """h(T) e_0 as a packed int, for h a GF(2) polynomial as an int and T = A_n + I (Horner)."""
    mask = (1 << n) - 1
    v = 0
    for i in range(h.bit_length() - 1, -1, -1):
        v = ((v << 1) & mask) ^ (v >> 1) ^ ((h >> i) & 1)
    return v


def _chase_kernel_rows(m: int, n: int) -> list[int]:
    """The reduced row echelon basis of ker f_{m+1}(A_n) as packed ints (bit j = column j).

    With p = f_{n+1}, g = f_{m+1}(x + 1) and d = gcd(g, p), the kernel of g(T) is
    {h(T) e_0 : (p/d) | h}, spanned by T^i y with y = (p/d)(T) e_0, i < deg d (see
    ``_solve_chase_system``). These are brought to reduced echelon form, the pivot of a row
    being its lowest set bit (leftmost column), rows ordered by pivot.
    """
    mask = (1 << n) - 1
    p = chase_polynomial(n + 1)
    d = (chase_polynomial(m + 1, shift=1) % p).gcd(p)  # gcd(0, p) = p: the whole space
    y = _at_e0(_poly_to_int(p // d), n)
    rows: dict[int, int] = {}  # pivot bit -> row; every row is zero at the other pivots
    for _ in range(int(d.degree())):
        v = y
        for bit, row in rows.items():
            if v & bit:
                v ^= row
        if v == 0:  # pragma: no cover - T^i y, i < deg d, are independent
            raise RuntimeError("internal error: dependent kernel vectors")
        bit = v & -v
        for key in rows:
            if rows[key] & bit:
                rows[key] ^= v
        rows[bit] = v
        y = ((y << 1) & mask) ^ (y >> 1)
    return [rows[bit] for bit in sorted(rows)]


_CHASE_KERNEL_CACHE: dict[tuple[int, int], np.ndarray] = {}


def _chase_kernel(m: int, n: int) -> np.ndarray:
    """Quiet patterns of the m x n board by chasing, as a read-only (d, m*n) uint8 array (cached).

    Row j is the chase of the dark board from the j-th first row of ``_chase_kernel_rows``.
    """
    key = (m, n)
    if key not in _CHASE_KERNEL_CACHE:
        if len(_CHASE_KERNEL_CACHE) > 16:
            _CHASE_KERNEL_CACHE.clear()
        patterns = np.zeros((0, m * n), dtype=np.uint8)
        firsts = _chase_kernel_rows(m, n)
        if firsts:
            patterns = np.empty((len(firsts), m * n), dtype=np.uint8)
            for j, first in enumerate(firsts):
                presses, last = _chase_rows([0] * m, n, first)
                if last != 0:  # pragma: no cover - would be a bug
                    raise RuntimeError("internal error: a kernel first row leaves lights on")
                patterns[j] = _unpack_rows(presses, n).ravel()
        patterns.flags.writeable = False
        _CHASE_KERNEL_CACHE[key] = patterns
    return _CHASE_KERNEL_CACHE[key]


def _solve_chase_system(m: int, n: int, c: int):
    """Solve f_{m+1}(A_n) x = c (packed ints) through GF(2)[x]; returns (x, None) or (None, y).

    With T = A_n + I, e_k = f_{k+1}(T) e_0, so h -> h(T) e_0 is an isomorphism from
    GF(2)[x]/(p), p = f_{n+1}, onto GF(2)^n, and the system becomes g h = h_c mod p with
    g = f_{m+1}(x + 1). With d = gcd(g, p) = s g + t p it is solvable iff d | h_c, and then
    h = s h_c / d. When it is not, y is a kernel vector of the (symmetric) matrix with y.c = 1.
    """
    sg = _sage()
    R = sg.PolynomialRing(sg.GF(2), "x")
    mask = (1 << n) - 1
    p = chase_polynomial(n + 1)
    g = chase_polynomial(m + 1, shift=1) % p
    hc, f_prev, f_cur = 0, 0, 1  # sum of c_k f_{k+1}, with f_k, f_{k+1} as ints
    for k in range(n):
        if (c >> k) & 1:
            hc ^= f_cur
        f_prev, f_cur = f_cur, (f_cur << 1) ^ f_prev
    d, s, _ = g.xgcd(p)
    q, r = _int_to_poly(R, hc).quo_rem(d)

    def at_e0(h: int) -> int:
        return _at_e0(h, n)

    if r == 0:
        return at_e0(_poly_to_int((s * q) % p)), None
    y = at_e0(_poly_to_int(p // d))  # the kernel is spanned by T^i y, i < deg d
    for _ in range(int(d.degree())):
        if bin(y & c).count("1") % 2:
            return None, y
        y = ((y << 1) & mask) ^ (y >> 1)
    raise RuntimeError("internal error: no kernel vector separates the last row")  # pragma: no cover


_CHASE_ABOVE_CELLS = 400
"""``solve``, ``quiet_patterns``, ``solutions`` and ``min_presses`` use the elimination of notebook 02
up to this many cells (their outputs, quiet-pattern basis and messages stay as notebook 02 shows
them) and light chasing above it."""


def _solve_gf2_chasing(board: np.ndarray, method: str = "poly") -> np.ndarray:
    """Solve a 0/1 board by chasing: chase, solve f_{m+1}(A_n) x = c, chase again with x.

    ``method`` "poly" solves the small system in GF(2)[x] (fast for very large boards),
    "m4ri" builds the n x n chase matrix and solves it with M4RI. The last chase must leave
    the bottom row dark (checked). Raises NotSolvableError naming a quiet pattern the board fails.
    """
    if isinstance(board, np.ndarray) and board.dtype == np.uint8 and board.ndim == 2 and board.size \
            and board.max() <= 1:
        b = board  # already a valid 0/1 board (solve() validated it): skip the costly checks
    else:
        b = _as_board(board, 2)
    if method not in ("poly", "m4ri"):
        raise ValueError(f"method must be 'poly' or 'm4ri', got {method!r}")
    m, n = b.shape
    rows = _pack_rows(b)
    _, c = _chase_rows(rows, n)
    x = y = None
    if c == 0:
        x = 0
    elif method == "poly":
        x, y = _solve_chase_system(m, n, c)
    else:
        sg = _sage()
        M = chase_matrix(m, n)
        cv = sg.vector(sg.GF(2), _unpack_rows([c], n)[0].tolist())
        try:
            sol = M.solve_right(cv)
            x = _pack_rows(np.array([[int(v) for v in sol]], dtype=np.uint8))[0]
        except ValueError:
            for kv in M.right_kernel().basis():
                yv = _pack_rows(np.array([[int(v) for v in kv]], dtype=np.uint8))[0]
                if bin(yv & c).count("1") % 2:
                    y = yv
                    break
    if x is None:
        # y is in the kernel of f_{m+1}(A_n): chasing the dark board from first row y gives a
        # quiet pattern; upside down it is still quiet and its last row is y, so it meets the
        # board in y . c = 1 (mod 2) lit cells: no press pattern can change that parity.
        quiet, last = _chase_rows([0] * m, n, y)
        assert last == 0
        quiet_arr = _unpack_rows(quiet[::-1], n)
        overlap = int((quiet_arr & b).sum())
        cells = ", ".join(f"({r + 1}, {col + 1})" for r, col in np.argwhere(quiet_arr)[:8])
        more = "" if quiet_arr.sum() <= 8 else ", ..."
        raise NotSolvableError(
            f"the {m} x {n} board is not solvable: after chasing, the lights left in the last row "
            f"are not reachable (f_{m + 1}(A_{n}) x = c has no solution); the quiet pattern "
            f"pressing cells {cells}{more} (row, column) toggles nothing, yet it covers "
            f"{overlap} lit cell{'' if overlap == 1 else 's'}, an odd number, while every press toggles an "
            "even number of its cells"
        )
    presses, last = _chase_rows(rows, n, x)
    if last != 0:  # pragma: no cover - would be a bug
        raise RuntimeError("internal error: the chase with the computed first row left lights on")
    return _unpack_rows(presses, n)


# ---------------------------------------------------------------------------
# N colours: boards over Z/NZ (notebook 04)
# ---------------------------------------------------------------------------

# Over Z/NZ a press adds 1 mod N to a plus-shaped set of cells, so presses x solve board b
# when A x = -b (mod N). For composite N, Z/NZ is not a field and Gaussian elimination with
# divisions is wrong; the Smith normal form D = U A V over the integers (U, V unimodular)
# works for every N at once: with c = U(-b) and x = V y the system splits into the scalar
# congruences d_i y_i = c_i (mod N), one per invariant d_i.
#
# Cost: the Smith form of the mn x mn matrix is computed once per shape and cached (64
# shapes); bench/bench_04_smith.py measured the first call at about 1 s for 12 x 12, 8 s
# for 20 x 20 and 1-2 minutes for 30 x 30 on a shared 2-core machine; later boards of a
# cached shape take milliseconds. So N-colour boards up to about 20 x 20 are practical.
# For N = 2, ``solve`` does not use this form (notebooks 02 and 03).


@_functools.lru_cache(maxsize=64)
def _smith(m: int, n: int):
    """(d, U, V) with diag(d) = U A V over ZZ for the m x n board; U, V as object arrays of ints."""
    sg = _sage()
    a = sg.matrix(sg.ZZ, press_matrix(m, n).astype(int).tolist())
    D, U, V = a.smith_form()
    d = tuple(int(D[i, i]) for i in range(m * n))
    as_obj = lambda M: np.array([[int(v) for v in row] for row in M.rows()], dtype=object)  # noqa: E731
    return d, as_obj(U), as_obj(V)


@_functools.lru_cache(maxsize=256)
def _smith_mod(m: int, n: int, colours: int):
    """The Smith data of the m x n board reduced mod ``colours``: (d, U mod N, V mod N) as int64."""
    d, U, V = _smith(m, n)
    return d, (U % colours).astype(np.int64), (V % colours).astype(np.int64)


def elementary_divisors(m: int, n: int) -> list[int]:
    """The Smith normal form invariants d_1 | d_2 | ... of the integer matrix A (notebook 04).

    A is ``press_matrix(m, n)`` read over the integers; there are m*n invariants, the zeros
    (one per dimension of the kernel of A over Q) last. Computed once per shape with Sage
    (PARI) and cached; the first call takes seconds at 20 x 20 and one to two minutes at
    30 x 30 (see bench/bench_04_smith.py).
    """
    m = _check_size(m, "m (rows)")
    n = _check_size(n, "n (columns)")
    return list(_smith(m, n)[0])


def solution_count(m: int, n: int, colours: int) -> int:
    """How many press patterns mod ``colours`` solve each solvable m x n board (notebook 04).

    That is the size of the kernel of A over Z/NZ, the product of gcd(d_i, N) over the
    invariants d_i of A (gcd(0, N) = N). Correct for every N >= 2, prime or composite.
    Needs the Smith form of the shape (see ``elementary_divisors`` for its cost).
    """
    m = _check_size(m, "m (rows)")
    n = _check_size(n, "n (columns)")
    colours = _check_colours(colours)
    return _math.prod(_math.gcd(d, colours) for d in _smith(m, n)[0])


def _solve_mod(board: np.ndarray, colours: int) -> np.ndarray:
    """Presses mod N for a validated uint8 board, by the Smith form (every N >= 2; notebook 04).

    ``solve(board, colours=N)`` calls this for N >= 3. The first board of a shape pays for the
    Smith form (seconds at 20 x 20, one to two minutes at 30 x 30); later ones take milliseconds.
    """
    m, k = board.shape
    N = colours
    d, U, V = _smith_mod(m, k, N)
    c = (U @ ((-board.astype(np.int64).ravel()) % N)) % N
    y = np.zeros(m * k, dtype=np.int64)
    for i, di in enumerate(d):
        g = _math.gcd(di, N)
        ci = int(c[i])
        if ci % g:
            quiet = (N // g * U[i]) % N
            dot = int(quiet @ board.astype(np.int64).ravel() % N)
            raise NotSolvableError(
                f"no presses solve this {m} x {k} board with {N} colours: invariant d_{i + 1} = {di} "
                f"of the Smith form D = U A V has gcd {g} with {N}, so (U(-b))_{i + 1} must be "
                f"divisible by {g}, but it is {ci} mod {N}; equivalently the board's dot product "
                f"with the quiet pattern {quiet.reshape(m, k).tolist()} "
                f"is {dot}, not 0 mod {N}"
            )
        step = N // g  # y_i is determined mod N/g; take the representative in 0..N/g-1
        y[i] = (ci // g) * pow(di // g, -1, step) % step if step > 1 else 0
    return ((V @ y) % N).reshape(m, k).astype(np.uint8)


# ---------------------------------------------------------------------------
# Integer programming with SCIP (notebook 05)
# ---------------------------------------------------------------------------


@_dataclass(frozen=True, eq=False)  # presses is an array: no field-wise ==
class ScipResult:
    """What a SCIP run returned (notebook 05).

    ``status`` is SCIP's own word ('optimal', 'infeasible', 'timelimit', ...);
    ``presses`` the best press pattern found (uint8, the board's shape; checked with
    ``apply_presses``) or None; ``objective`` its objective value (the weighted number of
    presses, 0 for the feasibility model) or None; ``seconds`` the wall time of
    ``Model.optimize()``; ``proven_optimal`` is True only when SCIP proved that no press
    pattern has a smaller objective (never for a time limit or the objective-0 model).
    """

    status: str
    presses: np.ndarray | None
    objective: float | None
    seconds: float
    proven_optimal: bool


def _check_time_limit(time_limit) -> float:
    if isinstance(time_limit, (bool, np.bool_)) or not isinstance(time_limit, (int, float, np.integer, np.floating)):
        raise ValueError(f"time_limit must be a positive number of seconds, got {time_limit!r}")
    if not np.isfinite(time_limit) or time_limit <= 0:
        raise ValueError(f"time_limit must be a positive number of seconds, got {time_limit}")
    return float(time_limit)


def _check_weights(weights, shape) -> np.ndarray:
    """Non-negative finite weights of the board's shape, as float64 (rows/columns from 1)."""
    if isinstance(weights, str):
        raise ValueError("weights is a string; give one non-negative number per button")
    try:
        w = np.asarray(weights, dtype=float)
    except (TypeError, ValueError):
        raise ValueError(f"weights must be numbers of the board's shape {shape}, got {weights!r}") from None
    if w.shape != shape:
        raise ValueError(f"weights have shape {w.shape} but the board has shape {shape}")
    bad = ~np.isfinite(w) | (w < 0)
    if bad.any():
        r, c = map(int, np.argwhere(bad)[0])
        raise ValueError(
            f"weights row {r + 1}, column {c + 1} is {w[r, c]}: weights must be finite and >= 0"
        )
    return w


def _check_forbidden(forbidden, shape) -> list[tuple[int, int]]:
    """Cells given as (row, column) pairs counted from 0, like numpy indices."""
    m, n = shape
    cells = []
    try:
        items = list(forbidden)
    except TypeError:
        raise ValueError(f"forbidden must be a collection of (row, column) pairs, got {forbidden!r}") from None
    for item in items:
        ok = (isinstance(item, (tuple, list, np.ndarray)) and len(item) == 2
              and all(isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_)) for v in item))
        if not ok:
            raise ValueError(f"forbidden cell {item!r} is not a (row, column) pair of integers")
        r, c = int(item[0]), int(item[1])
        if not (0 <= r < m and 0 <= c < n):
            raise ValueError(
                f"forbidden cell ({r}, {c}) is outside the {m} x {n} board: rows 0..{m - 1},"
                f" columns 0..{n - 1} (counted from 0)"
            )
        cells.append((r, c))
    return sorted(set(cells))


def _scip_model(time_limit: float):
    """A silent, single-threaded SCIP model with a time limit and SCIP's default seeds."""
    from pyscipopt import Model

    model = Model("lightsout")
    model.hideOutput()
    model.setParam("limits/time", time_limit)
    model.setParam("lp/threads", 1)
    model.setParam("parallel/maxnthreads", 1)
    model.setParam("randomization/randomseedshift", 0)
    return model


def _scip_run(model) -> tuple[str, float]:
    import time

    start = time.perf_counter()
    model.optimize()
    return str(model.getStatus()), time.perf_counter() - start


def _verified(board: np.ndarray, presses: np.ndarray, forbidden=()) -> np.ndarray:
    """``presses`` after checking that they switch every light off and avoid ``forbidden``."""
    if apply_presses(board, presses).any():
        raise RuntimeError("SCIP returned presses that do not switch every light off")
    for r, c in forbidden:
        if presses[r, c]:
            raise RuntimeError(f"SCIP pressed the forbidden button ({r}, {c})")
    return presses


def scip_solve(board, minimize: bool = True, weights=None, forbidden=(), time_limit: float = 30.0) -> ScipResult:
    """Solve a 2-colour board with source 000's integer program in SCIP (notebook 05).

    Binary x (press or not) per button and, per cell, an integer k with
    b + (sum of the presses that toggle the cell) = 2k and 0 <= k <= floor((b + d) / 2),
    d the number of buttons that toggle the cell. ``minimize=True`` minimises
    sum(weights * x) (weights default to 1: the number of presses); ``minimize=False``
    uses objective 0 and returns whatever feasible pattern SCIP finds first.
    ``forbidden`` lists (row, column) cells, counted from 0, fixed to x = 0. A board that
    cannot be solved gives status 'infeasible' and presses None; a time limit gives
    'timelimit' with the best pattern found (if any) and ``proven_optimal`` False.
    """
    b = _as_board(board, 2)
    m, n = b.shape
    if not isinstance(minimize, (bool, np.bool_)):
        raise ValueError(f"minimize must be True or False, got {minimize!r}")
    w = np.ones((m, n)) if weights is None else _check_weights(weights, (m, n))
    banned = _check_forbidden(forbidden, (m, n))
    limit = _check_time_limit(time_limit)
    from pyscipopt import quicksum

    model = _scip_model(limit)
    x = {(r, c): model.addVar(vtype="B", name=f"x_{r}_{c}") for r in range(m) for c in range(n)}
    for r, c in banned:
        model.fixVar(x[r, c], 0)
    for r in range(m):
        for c in range(n):
            around = [(r + dr, c + dc) for dr, dc in ((0, 0), (-1, 0), (1, 0), (0, -1), (0, 1))
                      if 0 <= r + dr < m and 0 <= c + dc < n]
            k = model.addVar(vtype="I", lb=0, ub=(int(b[r, c]) + len(around)) // 2, name=f"k_{r}_{c}")
            model.addCons(int(b[r, c]) + quicksum(x[p] for p in around) == 2 * k, name=f"cell_{r}_{c}")
    if minimize:
        model.setObjective(quicksum(float(w[p]) * x[p] for p in x), "minimize")
    status, seconds = _scip_run(model)
    presses = objective = None
    if model.getNSols() > 0:
        sol = model.getBestSol()
        presses = np.zeros((m, n), dtype=np.uint8)
        for (r, c), var in x.items():
            presses[r, c] = int(round(model.getSolVal(sol, var)))
        presses = _verified(b, presses, banned)
        objective = float(model.getSolObjVal(sol))
    return ScipResult(status, presses, objective, seconds, bool(minimize and status == "optimal"))


def scip_solve_reduced(board, time_limit: float = 20.0) -> ScipResult:
    """Fewest presses with a stronger integer program on the kernel coordinates (notebook 05).

    Every solution is x0 + sum_j y_j q_j (x0 = ``solve(board)``, q_j the d quiet patterns of
    ``quiet_patterns``), so the binary unknowns are the d coordinates y_j, not the m*n
    buttons. Cells are grouped by the set S of quiet patterns that press them; a group's
    press bit is z = XOR of y_j over S (a SCIP XOR constraint; z = y_j when S = {j}) and it
    costs its number of cells with x0 = 0 when z = 1 and with x0 = 1 when z = 0. The LP
    relaxation of these parities gives no bound beyond the obvious one, so SCIP runs
    without LPs, heuristics or conflict analysis, branching on the y_j first, from the
    starting solution y = 0 (x0 itself). Returns a ScipResult like ``scip_solve``;
    an unsolvable board raises NotSolvableError.
    """
    b = _as_board(board, 2)
    m, n = b.shape
    limit = _check_time_limit(time_limit)
    x0 = solve(b).ravel().astype(np.int64)  # NotSolvableError for an unsolvable board
    kernel = np.array([q.ravel() for q in quiet_patterns(m, n)], dtype=np.uint8).reshape(-1, m * n)
    d = kernel.shape[0]
    groups: dict[tuple[int, ...], list[int]] = {}  # S -> [cells with x0 = 0, cells with x0 = 1]
    for i in range(m * n):
        key = tuple(int(j) for j in np.flatnonzero(kernel[:, i]))
        groups.setdefault(key, [0, 0])[x0[i]] += 1
    from pyscipopt import SCIP_PARAMSETTING, quicksum

    model = _scip_model(limit)
    model.setParam("lp/solvefreq", -1)  # no LP: its bound here is the trivial one
    model.setPresolve(SCIP_PARAMSETTING.OFF)
    model.setSeparating(SCIP_PARAMSETTING.OFF)
    model.setHeuristics(SCIP_PARAMSETTING.OFF)  # measured: the search alone is faster here
    model.setParam("conflict/enable", False)
    y = [model.addVar(vtype="B", name=f"y_{j}") for j in range(d)]
    for var in y:
        model.chgVarBranchPriority(var, 10)
    z = {}
    constant, terms = 0, []
    for key, (zeros, ones) in groups.items():
        constant += ones
        if not key:
            continue
        if len(key) == 1:
            z[key] = y[key[0]]
        else:
            z[key] = model.addVar(vtype="B", name="z_" + "_".join(map(str, key)))
            model.addConsXor([y[j] for j in key] + [z[key]], False)
        terms.append((zeros - ones) * z[key])
    fixed = model.addVar(vtype="C", lb=1, ub=1, name="one")  # carries the constant term
    model.setObjective(quicksum(terms) + constant * fixed, "minimize")
    start = model.createSol()  # y = 0, i.e. x0 itself, so that a stopped run has a pattern
    model.setSolVal(start, fixed, 1.0)
    if not model.addSol(start):
        raise RuntimeError("scip_solve_reduced: SCIP rejected the starting solution x0")
    status, seconds = _scip_run(model)
    presses = objective = None
    if model.getNSols() > 0:
        sol = model.getBestSol()
        x = x0.copy()
        for j in range(d):
            if round(model.getSolVal(sol, y[j])):
                x ^= kernel[j]
        presses = _verified(b, x.reshape(m, n).astype(np.uint8))
        objective = float(model.getSolObjVal(sol))
        if objective != presses.sum():
            raise RuntimeError("scip_solve_reduced: objective and number of presses differ")
    return ScipResult(status, presses, objective, seconds, status == "optimal")


# ---------------------------------------------------------------------------
# Game of Life (notebook 06)
# ---------------------------------------------------------------------------

_LIFE_PLAIN = {"#": 1, "O": 1, ".": 0}
_RLE_HEADER = re.compile(r"\s*x\s*=\s*(\d+)\s*,\s*y\s*=\s*(\d+)\s*(?:,\s*rule\s*=\s*(\S+)\s*)?$", re.IGNORECASE)


def parse_life(text: str) -> np.ndarray:
    """Read a Game of Life pattern as a uint8 0/1 array (notebook 06).

    Two formats: plain text, one row a line, ``#`` or ``O`` alive and ``.`` dead (spaces
    inside a row are ignored, all rows as long); or run-length encoding (RLE): an optional
    header ``x = cols, y = rows[, rule = B3/S23]``, then ``b`` (dead), ``o`` (alive), ``$``
    (end of row), ``!`` (end), each optionally preceded by a run count; lines starting with
    ``#`` are comments and short rows are padded with dead cells. A text with a header line
    or a ``!`` is read as RLE, any other as plain text. Returns an array of shape
    (rows, cols); bad input raises ValueError naming the row or line and the column.
    """
    if not isinstance(text, str):
        raise ValueError(f"parse_life expects a string, got {type(text).__name__}")
    lines = text.splitlines()
    content = [line for line in lines if line.strip()]
    if not content:
        raise ValueError("the pattern is empty: no line has any cell")
    if "!" in text or any(line.strip().lower().startswith("x") and "=" in line for line in content):
        return _parse_life_rle(lines)
    return _parse_life_plain(lines)


def _parse_life_plain(lines: list[str]) -> np.ndarray:
    while not lines[0].strip():
        lines = lines[1:]
    while not lines[-1].strip():
        lines = lines[:-1]
    rows = []
    for r, line in enumerate(lines, start=1):
        if not line.strip():
            raise ValueError(f"row {r} is blank: blank lines are only allowed before and after the pattern")
        row = []
        for c, ch in enumerate((ch for ch in line if not ch.isspace()), start=1):
            if ch not in _LIFE_PLAIN:
                raise ValueError(f"row {r}, column {c}: unknown character {ch!r}; plain text allows '#' or 'O'"
                                 " (alive) and '.' (dead); an RLE pattern needs a header or a final '!'")
            row.append(_LIFE_PLAIN[ch])
        rows.append(row)
    for r, row in enumerate(rows, start=1):
        if len(row) != len(rows[0]):
            raise ValueError(f"ragged rows: row 1 has {len(rows[0])} cells but row {r} has {len(row)}")
    return np.array(rows, dtype=np.uint8)


def _parse_life_rle(lines: list[str]) -> np.ndarray:
    width = height = None
    rows: list[list[int]] = [[]]
    count = ""
    done = False
    header_seen = False
    for ln, line in enumerate(lines, start=1):
        stripped = line.strip()
        if done or not stripped or stripped.startswith("#"):
            continue
        if not header_seen and not rows[0] and len(rows) == 1 and stripped.lower().startswith("x"):
            match = _RLE_HEADER.match(line)
            if not match:
                raise ValueError(f"line {ln}: malformed RLE header {stripped!r}; expected 'x = cols, y = rows[, rule = B3/S23]'")
            width, height = int(match.group(1)), int(match.group(2))
            rule = match.group(3)
            if rule is not None and rule.upper() not in ("B3/S23", "23/3"):
                raise ValueError(f"line {ln}: rule {rule!r} is not Conway's Life (B3/S23)")
            if width == 0 or height == 0:
                raise ValueError(f"line {ln}: the header gives an empty pattern ({width} x {height})")
            header_seen = True
            continue
        header_seen = True
        for col, ch in enumerate(line, start=1):
            if ch.isspace():
                if count:
                    raise ValueError(f"line {ln}, column {col}: space inside the run count {count!r}")
                continue
            if ch.isdigit():
                count += ch
                continue
            n = int(count) if count else 1
            if count and ch == "!":
                raise ValueError(f"line {ln}, column {col}: run count {count!r} before '!'")
            if count and n == 0:
                raise ValueError(f"line {ln}, column {col}: run count 0 before {ch!r}")
            count = ""
            if ch in "bo":
                rows[-1].extend([1 if ch == "o" else 0] * n)
            elif ch == "$":
                rows.extend([] for _ in range(n))
            elif ch == "!":
                done = True
                break
            else:
                raise ValueError(
                    f"line {ln}, column {col}: unknown character {ch!r}; RLE allows digits, 'b', 'o', '$' and '!'"
                )
    if count:
        raise ValueError(f"the RLE ends with the run count {count!r} and nothing after it")
    if not done:
        raise ValueError("the RLE has no final '!'")
    while len(rows) > 1 and not rows[-1] and height is None:
        rows.pop()
    cols = max(len(row) for row in rows)
    if height is not None:
        if len(rows) > height:
            raise ValueError(f"the RLE has {len(rows)} rows but its header says y = {height}")
        if cols > width:
            r = next(i for i, row in enumerate(rows, start=1) if len(row) > width)
            raise ValueError(f"row {r} of the RLE has {len(rows[r - 1])} cells but its header says x = {width}")
        rows.extend([] for _ in range(height - len(rows)))
        cols = width
    if cols == 0:
        raise ValueError("the RLE pattern is empty: it has no cell")
    out = np.zeros((len(rows), cols), dtype=np.uint8)
    for r, row in enumerate(rows):
        out[r, : len(row)] = row
    return out


def _as_life(grid, name: str) -> np.ndarray:
    if isinstance(grid, str):
        raise ValueError(f"{name} is a string; use parse_life() to read a pattern from text")
    return _as_board(grid, 2, name)


def life_step(grid) -> np.ndarray:
    """One generation of Conway's Life on the infinite plane (notebook 06).

    ``grid`` is a finite 0/1 array; every cell outside it is dead. A live cell survives
    with 2 or 3 live neighbours (of its 8), a dead cell is born with exactly 3. Returns the
    next generation on the grid grown by one cell on every side, shape (rows+2, cols+2):
    nothing further out can become alive.
    """
    g = _as_life(grid, "grid").astype(np.int64)
    m, n = g.shape
    p = np.pad(g, 2)
    neighbours = sum(p[1 + dr : 1 + dr + m + 2, 1 + dc : 1 + dc + n + 2]
                     for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0))
    alive = p[1 : m + 3, 1 : n + 3]
    nxt = (neighbours == 3) | ((alive == 1) & (neighbours == 2))
    return nxt.astype(np.uint8)


LIFE_FORMULATIONS = ("source", "fast")
"""Models of ``life_predecessor``: "source" is source 004's constraints with SCIP's default
settings; "fast" is the same constraints with SCIP's cutting planes switched off."""


def _life_model(target, mask, formulation: str, cuts: bool = True):
    """A SCIP model whose binary variables x[r][c] form a parent of ``target`` where ``mask``.

    ``target`` and ``mask`` live on the parent's grid grown by one; cells with mask 0 are
    free. ``formulation`` is "bigm" (source 004's constraints) or "tight" (the smallest
    big-M coefficients, the convex hull for cells that must be alive); ``cuts=False``
    switches SCIP's cutting planes off. Returns (model, x).
    """
    from pyscipopt import Model, quicksum

    rows, cols = target.shape[0] - 2, target.shape[1] - 2
    model = Model("life-predecessor")
    model.hideOutput()
    model.setParam("randomization/randomseedshift", 0)
    model.setParam("randomization/permutationseed", 0)
    model.setParam("randomization/lpseed", 0)
    model.setParam("lp/threads", 1)
    model.setParam("parallel/maxnthreads", 1)
    x = [[model.addVar(vtype="B", name=f"x_{r}_{c}") for c in range(cols)] for r in range(rows)]

    def window(r, c):
        """The parent variables around next-generation cell (r, c) (grown coordinates), row-major, None outside."""
        return [x[r + dr - 1][c + dc - 1] if 0 <= r + dr - 1 < rows and 0 <= c + dc - 1 < cols else None
                for dr in (-1, 0, 1) for dc in (-1, 0, 1)]

    for (r, c), wanted in np.ndenumerate(target):
        if not mask[r, c]:
            continue
        w = window(r, c)
        centre = w[4]
        others = [v for k, v in enumerate(w) if k != 4 and v is not None]
        s = quicksum(others)
        xc = centre if centre is not None else 0
        if formulation == "bigm":  # source 004's constraints
            if wanted:  # born with 3, or alive with 2 or 3: s + x >= 3 and 2 s + x <= 7
                model.addCons(s + xc >= 3)
                model.addCons(2 * s + xc <= 7)
            else:  # s + x <= 2 (y = 0) or s >= 4 (y = 1)
                y = model.addVar(vtype="B", name=f"y_{r}_{c}")
                model.addCons(s + xc <= 2 + 7 * y)
                model.addCons(s >= 4 * y)
            continue
        nb = len(others)
        if wanted:  # exactly the allowed (x, s): s + x >= 3, s <= 3
            model.addCons(s + xc >= 3)
            model.addCons(s <= 3)
        elif nb < 3:  # fewer than 3 neighbours: never alive next, nothing to require
            continue
        elif nb == 3:  # the count 4 is out of reach: s + x <= 2
            model.addCons(s + xc <= 2)
        else:  # s + x <= 2 (y = 0) or s >= 4 (y = 1), with the smallest big-M coefficients
            y = model.addVar(vtype="B", name=f"y_{r}_{c}")
            model.addCons(s + xc <= 2 + (nb + (centre is not None) - 2) * y)
            model.addCons(s <= 2 + (nb - 2) * y)
            model.addCons(s >= 4 * y)
    if not cuts:
        model.setParam("separating/maxrounds", 0)
        model.setParam("separating/maxroundsroot", 0)
    return model, x


def life_predecessor(pattern, margin: int = 1, exact: bool = False, time_limit: float = 60.0,
                     formulation: str = "fast"):
    """A parent of a Life pattern found by SCIP, or None when SCIP proves there is none (notebook 06).

    The parent lives on the pattern's box grown by ``margin`` cells on every side (cells
    further out are dead) and its next generation equals ``pattern`` on the box. With
    ``exact=True`` every cell outside the box must be dead in the next generation too.
    ``margin=0`` is source 004's model; with ``margin=1`` and ``exact=False`` None proves
    a Garden of Eden on the infinite plane (cells two steps outside cannot reach the box).
    ``formulation`` is "fast" (default: cutting planes off) or "source" (SCIP defaults); both
    use source 004's constraints.
    Returns the parent as a uint8 array of shape (rows + 2 margin, cols + 2 margin), checked
    with ``life_step``; raises TimeoutError when ``time_limit`` seconds did not decide.
    SCIP runs silently, on one thread, with fixed random seeds.
    """
    p = _as_life(pattern, "pattern")
    if isinstance(margin, (bool, np.bool_)) or not isinstance(margin, (int, np.integer)) or margin < 0:
        raise ValueError(f"margin must be an integer >= 0, got {margin!r}")
    if not isinstance(exact, (bool, np.bool_)):
        raise ValueError(f"exact must be True or False, got {exact!r}")
    if isinstance(time_limit, (bool, np.bool_)) or not isinstance(time_limit, (int, float, np.integer, np.floating)) \
            or not time_limit > 0:
        raise ValueError(f"time_limit must be a positive number of seconds, got {time_limit!r}")
    if formulation not in LIFE_FORMULATIONS:
        raise ValueError(f"formulation must be one of {LIFE_FORMULATIONS}, got {formulation!r}")
    target, mask = _life_target(p, int(margin), bool(exact))
    model, x = _life_model(target, mask, "bigm", cuts=(formulation == "source"))
    model.setParam("limits/time", float(time_limit))
    model.optimize()
    status = model.getStatus()
    if status in ("infeasible", "inforunbd"):  # binaries and no objective: never unbounded
        return None
    if model.getNSols() == 0:
        if status == "timelimit":
            raise TimeoutError(f"SCIP did not decide within {time_limit} s: no parent found, none ruled out")
        raise RuntimeError(f"SCIP stopped with status {status!r} and no solution")
    sol = model.getBestSol()
    parent = np.array([[round(model.getSolVal(sol, v)) for v in row] for row in x], dtype=np.uint8)
    if not np.array_equal(life_step(parent)[mask], target[mask]):
        raise RuntimeError("SCIP returned a parent that life_step does not turn into the pattern")
    return parent


def _life_target(pattern: np.ndarray, margin: int, exact: bool):
    """The wanted next generation and the cells it constrains, on the parent's grid grown by one."""
    m, n = pattern.shape
    size = (m + 2 * margin + 2, n + 2 * margin + 2)
    box = (slice(margin + 1, margin + 1 + m), slice(margin + 1, margin + 1 + n))
    target = np.zeros(size, dtype=np.uint8)
    target[box] = pattern
    mask = np.ones(size, dtype=bool) if exact else np.zeros(size, dtype=bool)
    mask[box] = True
    return target, mask


# ---------------------------------------------------------------------------
# A board to play with in JupyterLab (notebook 00)
# ---------------------------------------------------------------------------

_PLAY_MAX_SIZE = 12
_PLAY_MAX_COLOURS = 8
_PLAY_DARK, _PLAY_LIT, _PLAY_MARK = "#2b2b2b", "#ffd43b", "#e03131"


def _play_palette(colours: int) -> list[str]:
    """Cell colours for 0..colours-1: charcoal/yellow for 2 colours, viridis steps otherwise."""
    if colours == 2:
        return [_PLAY_DARK, _PLAY_LIT]
    import matplotlib
    from matplotlib.colors import to_hex

    cmap = matplotlib.colormaps["viridis"]
    return [to_hex(cmap(k / (colours - 1))) for k in range(colours)]


def _play_model_id() -> str:
    """A model id for the board's top widget that is the same in every fresh kernel.

    ipywidgets draws random ids, which would change the stored output of notebook 00 at
    every run; ids from a counter keep ``make book`` from rewriting it. Ids already in use
    in this kernel (e.g. after reloading this module) are skipped.
    """
    import uuid

    from ipywidgets.widgets.widget import _instances

    while True:
        _PLAY_IDS[0] += 1
        candidate = uuid.uuid5(uuid.NAMESPACE_URL, f"lightsout-playboard/{_PLAY_IDS[0]}").hex
        if candidate not in _instances:
            return candidate


_PLAY_IDS = [0]  # boards made so far in this process


def _play_mark(count: int) -> str:
    """The overlay mark of a button pressed ``count`` times: '●', '●2', '●3', ... ('' for 0)."""
    return "" if count == 0 else "●" if count == 1 else f"●{count}"


class PlayBoard:
    """An ipywidgets Lights Out board to play with in JupyterLab (notebook 00).

    ``PlayBoard(m, n, colours=2, seed=0)`` starts on ``random_solvable_board(m, n, seed,
    colours)``. ``press(r, c)`` (rows and columns from 0) adds 1 mod ``colours`` to the cell
    and its neighbours and counts a move; ``new_board(seed)`` deals a new solvable board;
    ``show_solution()`` overlays the presses of ``solve`` (a red ● on each button, ●k for k
    presses) and ``show_fewest()`` those of ``min_presses`` (2 colours only);
    ``hide_presses()`` removes the overlay. ``board``, ``moves``, ``overlay`` (None or a
    press pattern) and ``overlay_kind`` (None, "solution" or "fewest") expose the state,
    ``widget`` is the ipywidgets box, and the buttons (``cells[r][c]``, ``new_button``,
    ``solution_button``, ``fewest_button``, ``hide_button``) can be clicked from Python
    with ``.click()``. Displayed in a notebook it shows the live widget, with a static HTML
    snapshot and a text board for readers without a kernel.
    """

    def __init__(self, m: int = 5, n: int = 5, colours: int = 2, seed: int = 0):
        import ipywidgets as w

        m, n, colours, seed = self._check(m, n, colours, seed)
        self._w = w
        self.m, self.n, self.colours, self.seed = m, n, colours, seed
        self.moves = 0
        self.overlay: np.ndarray | None = None
        self.overlay_kind: str | None = None
        self.message = ""
        self._board = random_solvable_board(m, n, seed, colours)

        def box(width):
            return dict(layout=w.Layout(width=width), style={"description_width": "initial"})

        self.rows_picker = w.BoundedIntText(value=m, min=1, max=_PLAY_MAX_SIZE, description="rows", **box("8em"))
        self.cols_picker = w.BoundedIntText(value=n, min=1, max=_PLAY_MAX_SIZE, description="columns",
                                            **box("10em"))
        self.colours_picker = w.Dropdown(options=list(range(2, _PLAY_MAX_COLOURS + 1)), value=colours,
                                         description="colours", **box("9em"))
        self.seed_picker = w.IntText(value=seed, description="seed", **box("10em"))
        self.new_button = w.Button(description="new solvable board", layout=w.Layout(width="auto"))
        self.solution_button = w.Button(description="show a solution", layout=w.Layout(width="auto"))
        self.fewest_button = w.Button(description="show fewest presses", layout=w.Layout(width="auto"))
        self.hide_button = w.Button(description="hide presses", layout=w.Layout(width="auto"))
        self.status = w.HTML()
        self.new_button.on_click(lambda _: self._guarded(self._new_from_pickers))
        self.solution_button.on_click(lambda _: self._guarded(self.show_solution))
        self.fewest_button.on_click(lambda _: self._guarded(self.show_fewest))
        self.hide_button.on_click(lambda _: self._guarded(self.hide_presses))
        self.grid = w.GridBox()
        self.widget = w.VBox([
            w.HBox([self.rows_picker, self.cols_picker, self.colours_picker, self.seed_picker]),
            w.HBox([self.new_button, self.solution_button, self.fewest_button, self.hide_button]),
            self.grid,
            self.status,
        ], model_id=_play_model_id())
        self._build_grid()
        self._refresh()

    # -- state -------------------------------------------------------------
    @property
    def board(self) -> np.ndarray:
        """A copy of the current board (uint8, values 0..colours-1)."""
        return self._board.copy()

    @property
    def solved(self) -> bool:
        """True when every cell is 0 (dark)."""
        return not self._board.any()

    @staticmethod
    def _check(m, n, colours, seed):
        m = _check_size(m, "m (rows)")
        n = _check_size(n, "n (columns)")
        for name, v in (("m (rows)", m), ("n (columns)", n)):
            if v > _PLAY_MAX_SIZE:
                raise ValueError(f"{name} is {v}: the play board allows 1..{_PLAY_MAX_SIZE}")
        colours = _check_colours(colours)
        if colours > _PLAY_MAX_COLOURS:
            raise ValueError(f"colours is {colours}: the play board allows 2..{_PLAY_MAX_COLOURS}")
        if isinstance(seed, (bool, np.bool_)) or not isinstance(seed, (int, np.integer)):
            raise ValueError(f"seed must be an integer, got {seed!r}")
        return m, n, colours, int(seed)

    # -- actions -----------------------------------------------------------
    def press(self, r: int, c: int) -> np.ndarray:
        """Press button (r, c), counting from 0; returns the new board.

        A shown solution stays a solution (one press fewer on that button); fewest
        presses are recomputed for the new board.
        """
        for name, v, size in (("row", r, self.m), ("column", c, self.n)):
            if isinstance(v, (bool, np.bool_)) or not isinstance(v, (int, np.integer)) or not 0 <= v < size:
                raise ValueError(f"{name} {v!r} is outside the board: allowed are 0..{size - 1}")
        unit = np.zeros((self.m, self.n), dtype=np.int64)
        unit[r, c] = 1
        self._board = apply_presses(self._board, unit, self.colours)
        self.moves += 1
        self.message = ""
        if self.overlay_kind == "solution":
            self.overlay = ((self.overlay.astype(np.int64) - unit) % self.colours).astype(np.uint8)
        elif self.overlay_kind == "fewest":
            self._set_overlay(self._fewest(), "fewest")
        self._refresh()
        return self.board

    def new_board(self, seed: int | None = None, m: int | None = None, n: int | None = None,
                  colours: int | None = None) -> np.ndarray:
        """Deal ``random_solvable_board(m, n, seed, colours)``; returns it.

        Omitted arguments keep their current values, except ``seed``, which moves on to
        the next seed. The move counter and the overlay are reset.
        """
        m, n, colours, seed = self._check(
            self.m if m is None else m, self.n if n is None else n,
            self.colours if colours is None else colours, self.seed + 1 if seed is None else seed)
        reshape = (m, n) != (self.m, self.n)
        self.m, self.n, self.colours, self.seed = m, n, colours, seed
        self._board = random_solvable_board(m, n, seed, colours)
        self.moves = 0
        self.overlay, self.overlay_kind, self.message = None, None, ""
        self.rows_picker.value, self.cols_picker.value = m, n
        self.colours_picker.value, self.seed_picker.value = colours, seed
        if reshape:
            self._build_grid()
        self._refresh()
        return self.board

    def show_solution(self) -> np.ndarray:
        """Overlay the presses ``solve(board, colours)`` returns for the current board; returns them."""
        presses = _as_grid(solve(self._board, self.colours), "solution", self.colours).astype(np.uint8)
        self._set_overlay(presses, "solution")
        self._refresh()
        return presses.copy()

    def show_fewest(self) -> np.ndarray:
        """Overlay the fewest presses (``min_presses``, 2 colours) for the current board; returns them."""
        self._set_overlay(self._fewest(), "fewest")
        self._refresh()
        return self.overlay.copy()

    def hide_presses(self) -> None:
        """Remove the overlay."""
        self.overlay, self.overlay_kind, self.message = None, None, ""
        self._refresh()

    # -- internals ---------------------------------------------------------
    def _fewest(self) -> np.ndarray:
        if self.colours != 2:
            raise ValueError(f"fewest presses are computed for 2 colours only (this board has {self.colours});"
                             " notebook 05 minimises presses for N colours with SCIP")
        return _as_grid(min_presses(self._board), "fewest presses", 2).astype(np.uint8)

    def _set_overlay(self, presses: np.ndarray, kind: str) -> None:
        if presses.shape != self._board.shape:
            raise ValueError(f"the {kind} has shape {presses.shape} but the board has shape {self._board.shape}")
        if apply_presses(self._board, presses, self.colours).any():
            raise ValueError(f"the {kind} returned does not switch the board off")
        self.overlay, self.overlay_kind, self.message = presses, kind, ""

    def _guarded(self, action) -> None:
        """Run a button's action; a failure is shown in the status line instead of being lost."""
        try:
            action()
        except ValueError as err:  # NotSolvableError is a ValueError
            self.message = str(err)
            self._refresh()

    def _new_from_pickers(self) -> None:
        same = (self.rows_picker.value, self.cols_picker.value, self.colours_picker.value,
                self.seed_picker.value) == (self.m, self.n, self.colours, self.seed)
        self.new_board(seed=self.seed + 1 if same else self.seed_picker.value, m=self.rows_picker.value,
                       n=self.cols_picker.value, colours=self.colours_picker.value)

    def _build_grid(self) -> None:
        w = self._w
        self.cells = []
        for r in range(self.m):
            row = []
            for c in range(self.n):
                b = w.Button(layout=w.Layout(width="2.6em", height="2.6em", padding="0"))
                b.on_click(lambda _, r=r, c=c: self._guarded(lambda: self.press(r, c)))
                row.append(b)
            self.cells.append(row)
        self.grid.children = [b for row in self.cells for b in row]
        self.grid.layout = w.Layout(grid_template_columns=f"repeat({self.n}, 2.8em)", grid_gap="2px")

    def _marks(self) -> np.ndarray:
        if self.overlay is None:
            return np.zeros((self.m, self.n), dtype=np.uint8)
        return self.overlay

    def status_text(self) -> str:
        """The status line: moves, lights on, what the overlay shows, and any message."""
        lit = int(np.count_nonzero(self._board))
        parts = [f"{self.m} x {self.n}, {self.colours} colours, seed {self.seed}",
                 f"moves: {self.moves}", "solved!" if lit == 0 else f"lights on: {lit}"]
        if self.overlay_kind is not None and lit:
            what = "a solution" if self.overlay_kind == "solution" else "fewest presses"
            parts.append(f"showing {what}: {int(self.overlay.sum())} presses")
        if self.message:
            parts.append(self.message)
        return "; ".join(parts)

    def _refresh(self) -> None:
        palette = _play_palette(self.colours)
        marks = self._marks()
        for r, row in enumerate(self.cells):
            for c, b in enumerate(row):
                v, k = int(self._board[r, c]), int(marks[r, c])
                b.description = _play_mark(k)
                b.tooltip = f"row {r + 1}, column {c + 1}: value {v}" + (f", press {k}x" if k else "")
                b.style.button_color = palette[v]
                b.style.text_color = _PLAY_MARK
                b.style.font_weight = "bold"
                b.layout.border = f"2px solid {_PLAY_MARK}" if k else "2px solid #9e9e9e"
        self.fewest_button.disabled = self.colours != 2
        self.status.value = "<b>" + self.status_text().replace("&", "&amp;").replace("<", "&lt;") + "</b>"

    def _repr_text(self) -> str:
        lines = [f"PlayBoard({self.status_text()})", format_board(self._board)]
        if self.overlay is not None:
            lines.append(f"presses ({self.overlay_kind}):")
            lines.append(format_board(self.overlay))
        return "\n".join(lines)

    def _repr_html_snapshot(self) -> str:
        palette = _play_palette(self.colours)
        marks = self._marks()
        cells = []
        for r in range(self.m):
            tds = []
            for c in range(self.n):
                v, k = int(self._board[r, c]), int(marks[r, c])
                border = _PLAY_MARK if k else "#9e9e9e"
                tds.append(f'<td style="width:1.8em;height:1.8em;background:{palette[v]};border:2px solid {border};'
                           f'color:{_PLAY_MARK};font-weight:bold;text-align:center">{_play_mark(k)}</td>')
            cells.append("<tr>" + "".join(tds) + "</tr>")
        status = self.status_text().replace("&", "&amp;").replace("<", "&lt;")
        return (f'<div class="lightsout-playboard"><table style="border-collapse:separate;border-spacing:2px">'
                + "".join(cells) + f"</table><p><b>{status}</b></p><p><i>A snapshot of the board; "
                "run the notebook in JupyterLab to play.</i></p></div>")

    def _repr_mimebundle_(self, include=None, exclude=None):
        """The live widget for Jupyter, plus a static HTML snapshot and a text board."""
        data = dict(self.widget._repr_mimebundle_())
        data["text/plain"] = self._repr_text()
        data["text/html"] = self._repr_html_snapshot()
        return data

    def __repr__(self) -> str:
        return self._repr_text()


# ---------------------------------------------------------------------------
# Figures (notebook 01): one style, one export function
# ---------------------------------------------------------------------------

def _figures_dir() -> Path:
    """figures/ at the repository root, or $LIGHTSOUT_FIGURES_DIR when set (used by tests)."""
    override = os.environ.get("LIGHTSOUT_FIGURES_DIR")
    return Path(override) if override else ROOT / "figures"


def _use_style() -> None:
    import matplotlib.style

    matplotlib.style.use(STYLE_FILE)


def plot_board(board, presses=None, ax=None, colours: int | None = None, title: str | None = None):
    """Draw a board (and optionally the presses as rings) on a matplotlib axes (notebook 01).

    Lit cells are yellow and dark cells charcoal for 2 colours; with more colours each value
    has its own shade and is written in the cell. Presses (same shape, counts) are marked by
    a red ring, with the count written when it exceeds 1. Returns the axes.
    """
    import matplotlib.pyplot as plt
    from matplotlib.colors import ListedColormap

    if colours is None:
        arr = _as_grid(board, "board", None, allow_any_count=True)
        colours = max(2, int(arr.max()) + 1)
    colours = _check_colours(colours)
    b = _as_board(board, colours)
    p = None
    if presses is not None:
        p = _as_grid(presses, "presses", None, allow_any_count=True)
        if p.shape != b.shape:
            raise ValueError(f"presses have shape {p.shape} but the board has shape {b.shape}")
    if ax is None:
        _, ax = plt.subplots()
    m, n = b.shape
    if colours == 2:
        cmap = ListedColormap(["#2b2b2b", "#ffd43b"])
    else:
        cmap = plt.get_cmap("viridis", colours)
    ax.imshow(b, cmap=cmap, vmin=-0.5, vmax=colours - 0.5, interpolation="nearest")
    ax.set_xticks(np.arange(-0.5, n, 1), minor=True)
    ax.set_yticks(np.arange(-0.5, m, 1), minor=True)
    ax.grid(which="minor", color="#9e9e9e", linewidth=1.0 if max(m, n) <= 20 else 0.3)
    ax.tick_params(which="both", bottom=False, left=False, labelbottom=False, labelleft=False)
    for spine in ax.spines.values():
        spine.set_visible(True)
        spine.set_color("#9e9e9e")
    big = max(m, n) <= 12
    # text scales with the drawn cell (axes size / cells, in points), so it stays legible
    # on a slide whether the board fills the figure or one panel of several
    width_in, height_in = ax.figure.get_size_inches()
    box = ax.get_position()
    cell_pt = 72 * min(box.width * width_in / n, box.height * height_in / m)
    value_size = float(np.clip(0.5 * cell_pt, 7, 18))
    if colours > 2 and big:
        for (r, c), v in np.ndenumerate(b):
            ax.text(c, r, str(v), ha="center", va="center", fontsize=value_size,
                    color="white" if v < colours / 2 else "black")
    if p is not None:
        rr, cc = np.nonzero(p)
        ax.scatter(cc, rr, s=(220 if big else 20) * (12 / max(m, n, 12)) ** 2 * (1 if big else 4),
                   facecolors="none", edgecolors="#e03131", linewidths=2 if big else 0.8)
        if big:
            for r, c in zip(rr, cc):
                if p[r, c] > 1:
                    ax.text(c + 0.3, r - 0.3, str(p[r, c]), ha="center", va="center",
                            fontsize=0.8 * value_size, color="#e03131", fontweight="bold")
    if title:
        ax.set_title(title)
    return ax


_FIGURE_NAME = re.compile(r"[0-9]{2}-[a-z0-9]+(-[a-z0-9]+)*")


def savefig(fig, name: str) -> list[Path]:
    """Write ``fig`` as figures/NAME.svg, .pdf and .png (notebook 01; every figure uses it).

    NAME starts with the notebook number, e.g. ``01-one-press``. Metadata that would
    change from run to run (dates, software versions) is left out, so two runs give
    identical bytes for the same matplotlib. Returns the paths written.
    """
    if not isinstance(name, str) or not _FIGURE_NAME.fullmatch(name):
        raise ValueError(
            f"figure name {name!r} must look like 'NN-words-with-dashes' (lower case, "
            "starting with the notebook number, no extension)"
        )
    out = _figures_dir()
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    meta = {
        "svg": {"Date": None, "Creator": None},
        "pdf": {"CreationDate": None, "ModDate": None, "Creator": None, "Producer": None},
        "png": {"Software": None},
    }
    for ext in ("svg", "pdf", "png"):
        path = out / f"{name}.{ext}"
        fig.savefig(path, format=ext, metadata=meta[ext])
        paths.append(path)
    return paths


_use_style()
