"""Light chasing and the polynomials f_k (notebook 03); the chasing solver for large boards (notebook 04)."""

from __future__ import annotations

import threading

import numpy as np

from .coset import lightest_coset_member, reduce_into  # noqa: F401 (lightest_...: moved here)
from .matrices import check_flag
from .polynomials import (
    f_ntl,
    int_to_ntl,
    ntl_to_int,
    nullity_poly,
)
from .torus import variant_nullity
from .validation import (
    CHASE_MATRIX_MAX_COLUMNS,
    NULLITY_MAX_SIDE,
    NULLITY_SQUARE_MAX_SIDE,
    SOLVE_MAX_CELLS,
    SOLVE_MAX_SIDE,
    NotSolvableError,
    as_board,
    board_shape,
    check_board_size,
    check_limit,
    check_size,
    sage_all,
)

# Rows are bit-packed into Python ints (bit j = column j): one chase step is a few big-int
# shifts and XORs, and numpy converts whole boards at once (np.packbits / np.unpackbits with
# int.from_bytes / int.to_bytes per row). The polynomial arithmetic of the solver works on
# NTL's GF(2)[x] directly (Sage's own polynomials convert to and from ints only coefficient by
# coefficient); an int and an NTL polynomial meet in NTL's hexadecimal format.


def _pack_rows(board: np.ndarray) -> list[int]:
    """Each row of a 0/1 array as a Python int; bit j is column j."""
    packed = np.packbits(
        np.ascontiguousarray(board, dtype=np.uint8), axis=1, bitorder="little"
    )
    width = packed.shape[1]
    buf = memoryview(packed).cast("B")  # the packed bytes themselves, not a copy
    return [
        int.from_bytes(buf[i : i + width], "little") for i in range(0, len(buf), width)
    ]


_PREFAULT_FROM_CELLS = 2**22
"""Above this many cells, ``solve`` has its result array's memory mapped in by a second
thread while it chases (``_Prefaulted``): the first touch of 100 MB of fresh memory cost the
first solve of a 10,000 x 10,000 board up to 0.15 s, as much as the rest of the solve."""


class _Prefaulted:
    """An (m, n) uint8 array whose pages a background thread touches (one write per 4 KiB
    page; numpy releases the GIL for it) while the caller goes on; ``get`` waits for it."""

    def __init__(self, m: int, n: int):
        self.array = np.empty((m, n), dtype=np.uint8)
        self._thread = threading.Thread(target=self._touch, daemon=True)
        self._thread.start()

    def _touch(self) -> None:
        self.array.reshape(-1)[::4096] = 0

    def get(self) -> np.ndarray:
        self._thread.join()
        return self.array


def _unpack_rows(rows: list[int], n: int, out: np.ndarray | None = None) -> np.ndarray:
    """The inverse of ``_pack_rows``: a uint8 array with one row per int and n columns.

    With ``out`` (a (len(rows), n) uint8 array) the rows are unpacked into it, a megabyte
    at a time, and ``out`` is returned."""
    width = (n + 7) // 8
    packed = np.empty(len(rows) * width, dtype=np.uint8)
    view = memoryview(packed)
    for i, r in enumerate(
        rows
    ):  # each row's bytes straight into one buffer (no joined copy)
        view[i * width : (i + 1) * width] = r.to_bytes(width, "little")
    if out is not None:
        step = max(1, 2**20 // max(1, n))
        for r0 in range(0, len(rows), step):
            chunk = packed[r0 * width : (r0 + step) * width].reshape(-1, width)
            out[r0 : r0 + step] = np.unpackbits(
                chunk, axis=1, count=n, bitorder="little"
            )
        return out
    if n % 8 == 0:  # no padding bits: one flat unpack is faster than an unpack per row
        return np.unpackbits(packed, bitorder="little").reshape(len(rows), n)
    return np.unpackbits(
        packed.reshape(len(rows), width), axis=1, count=n, bitorder="little"
    )


def _chase_rows(rows: list[int], n: int, first: int = 0) -> tuple[list[int], int]:
    """Chase packed rows down with first-row presses ``first``: (press rows, last row left lit).

    Row r is cleared by pressing, in row r + 1, under every light still lit in row r. The
    presses obey p[r+1] = b[r] + p[r-1] + B_n p[r] over GF(2), where B_n p = p + (p << 1) + (p >> 1).
    """
    mask = (1 << n) - 1
    prev, cur = 0, first
    presses = [cur]
    append = presses.append
    for row in rows[:-1]:
        nxt = (row ^ prev ^ cur ^ (cur << 1) ^ (cur >> 1)) & mask
        append(nxt)
        prev, cur = cur, nxt
    last = (rows[-1] ^ prev ^ cur ^ (cur << 1) ^ (cur >> 1)) & mask
    return presses, last


def chase(board) -> tuple[np.ndarray, np.ndarray]:
    """Chase the lights down a 0/1 board (notebook 03): returns ``(presses, last_row)``.

    Row by row from the top, press the button under every light still lit, so that rows
    1..m-1 go dark; ``presses`` (shape m x n, first row zero) are the buttons pressed and
    ``last_row`` (length n) the lights left lit in the bottom row.
    """
    shape = board_shape(board)
    if shape is not None:
        check_board_size(shape, "chase")  # before the board is copied
    b = as_board(board, 2)
    check_board_size(b.shape, "chase")
    m, n = b.shape
    presses, last = _chase_rows(_pack_rows(b), n)
    return _unpack_rows(presses, n), _unpack_rows([last], n)[0]


def _chase_matrix_columns(m: int, n: int) -> list[int]:
    """The columns of f_{m+1}(B_n) as packed ints (bit i = row i).

    Column 0 is the last row left by chasing the dark board with first row e_0. The matrix
    commutes with B_n, so M e_{j+1} = B_n M e_j + M e_j + M e_{j-1} = T M e_j + M e_{j-1} with
    T = B_n + I (the adjacency matrix T_n of the path): one shift-and-xor per further column.
    """
    mask = (1 << n) - 1
    prev, cur = 0, 1  # f_0(B_n) e_0, f_1(B_n) e_0
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
    """The Sage GF(2) n x n matrix f_{m+1}(B_n) of the m x n board (notebook 03).

    It maps the presses x in the first row to the lights left in the last row when the dark
    board is chased with those presses; board b is solvable iff f_{m+1}(B_n) x = c has a
    solution, where c is the last row that ``chase(b)`` leaves. At most
    ``CHASE_MATRIX_MAX_COLUMNS`` = 10,000 columns (the matrix is dense), ``SOLVE_MAX_SIDE`` rows
    and ``SOLVE_MAX_CELLS`` cells (the columns come from chasing all m rows).
    """
    m = check_size(m, "m (rows)")
    n = check_size(n, "n (columns)")
    what = f"chase_matrix({m}, {n})"
    check_limit(
        n,
        CHASE_MATRIX_MAX_COLUMNS,
        "CHASE_MATRIX_MAX_COLUMNS",
        f"{what}: the board has {n:,} columns",
        f"; the {n:,} x {n:,} matrix is dense",
    )
    check_limit(
        m, SOLVE_MAX_SIDE, "SOLVE_MAX_SIDE", f"{what}: the board has {m:,} rows"
    )
    check_limit(
        m * n,
        SOLVE_MAX_CELLS,
        "SOLVE_MAX_CELLS",
        f"{what}: the board has {m * n:,} cells",
    )
    sg = sage_all()
    cols = _unpack_rows(
        _chase_matrix_columns(m, n), n
    )  # row j of this array is column j
    return sg.matrix(sg.GF(2), np.ascontiguousarray(cols.T, dtype=np.int8))


def nullity(m: int, n: int, *, torus: bool = False, self_toggle: bool = True) -> int:
    """The nullity of the m x n board: deg gcd(f_{m+1}(x), f_{n+1}(x + 1)) over GF(2) (notebook 03).

    The board has 2**nullity solutions when solvable and 2**(m*n - nullity) solvable boards.
    f_k by doubling, both polynomials reduced to square roots of half the degree
    (``polynomials.nullity_poly``; a quarter of the degree for square boards), then NTL's gcd.
    Notebook 08: ``torus=True`` (m, n >= 3) and ``self_toggle=False`` (the sigma game).
    Sides up to ``NULLITY_MAX_SIDE`` = 10**7 (also for ``self_toggle=False``), square boards
    of the standard game up to ``NULLITY_SQUARE_MAX_SIDE`` = 10**8; larger ones are refused
    with the limit in the message.
    """
    torus = check_flag(torus, "torus")
    self_toggle = check_flag(self_toggle, "self_toggle")
    if not torus:
        m = check_size(m, "m (rows)")
        n = check_size(n, "n (columns)")
        check_nullity_sides(m, n, square=m == n and self_toggle)
    if torus or not self_toggle:
        return variant_nullity(m, n, torus, self_toggle)  # notebook 08
    return nullity_poly(m, n)


def check_nullity_sides(m: int, n: int, square: bool = False) -> None:
    """Refuse sides above ``NULLITY_MAX_SIDE`` (``NULLITY_SQUARE_MAX_SIDE`` for the square
    boards of the standard game) with a message naming ``nullity``."""
    limit, name = (
        (NULLITY_SQUARE_MAX_SIDE, "NULLITY_SQUARE_MAX_SIDE")
        if square
        else (NULLITY_MAX_SIDE, "NULLITY_MAX_SIDE")
    )  # both in lightsout/validation.py
    for side, value in (("rows", m), ("columns", n)):
        check_limit(
            value,
            limit,
            name,
            f"nullity({m}, {n}): {value:,} {side}",
            "; the gcd of polynomials of degree m + 1 and n + 1 would take too long",
        )


def _at_e0(h: int, n: int) -> int:
    """h(T) e_0 as a packed int, for h a GF(2) polynomial as an int and T = B_n + I (Horner)."""
    mask = (1 << n) - 1
    v = 0
    for bit in bin(h)[2:] if h else "":
        v = ((v << 1) & mask) ^ (v >> 1) ^ (bit == "1")
    return v


def _coordinates(c: int, n: int) -> int:
    """h_c = sum of c_k f_{k+1} over the set bits k of c (k < n), as an int: h_c(T) e_0 = c."""
    hc, f_prev, f_cur = 0, 0, 1  # f_k, f_{k+1} as ints
    for bit in format(c, f"0{n}b")[::-1]:
        if bit == "1":
            hc ^= f_cur
        f_prev, f_cur = f_cur, (f_cur << 1) ^ f_prev
    return hc


def _chase_kernel_rows(m: int, n: int) -> list[int]:
    """The reduced row echelon basis of ker f_{m+1}(B_n) as packed ints (bit j = column j).

    With p = f_{n+1}, g = f_{m+1}(x + 1) and d = gcd(g, p), the kernel of g(T) is
    {h(T) e_0 : (p/d) | h}, spanned by T^i y with y = (p/d)(T) e_0, i < deg d (see
    ``_solve_chase_system``). These are brought to reduced echelon form, the pivot of a row
    being its lowest set bit (leftmost column), rows ordered by pivot.
    """
    mask = (1 << n) - 1
    p = f_ntl(n + 1)
    d = (f_ntl(m + 1, shift=1) % p).GCD(p)  # gcd(0, p) = p: the whole space
    y = _at_e0(ntl_to_int(p // d), n)
    rows: dict[int, int] = {}  # pivot bit -> row; every row is zero at the other pivots
    for _ in range(d.deg()):
        if not reduce_into(
            rows, y
        ):  # pragma: no cover - T^i y, i < deg d, are independent
            raise RuntimeError("internal error: dependent kernel vectors")
        y = ((y << 1) & mask) ^ (y >> 1)
    return [rows[bit] for bit in sorted(rows)]


_CHASE_KERNEL_CACHE: dict[tuple[int, int], np.ndarray] = {}


def chase_kernel(m: int, n: int) -> np.ndarray:
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
                    raise RuntimeError(
                        "internal error: a kernel first row leaves lights on"
                    )
                patterns[j] = _unpack_rows(presses, n).ravel()
        patterns.flags.writeable = False
        _CHASE_KERNEL_CACHE[key] = patterns
    return _CHASE_KERNEL_CACHE[key]


def _solve_chase_system(m: int, n: int, c: int):
    """Solve f_{m+1}(B_n) x = c (packed ints) through GF(2)[x]; returns (x, None) or (None, y).

    With T = B_n + I, e_k = f_{k+1}(T) e_0, so h -> h(T) e_0 is an isomorphism from
    GF(2)[x]/(p), p = f_{n+1}, onto GF(2)^n, and the system becomes g h = h_c mod p with
    g = f_{m+1}(x + 1). With d = gcd(g, p) = s g + t p it is solvable iff d | h_c, and then
    h = s h_c / d. When it is not, y is a kernel vector of the (symmetric) matrix with y.c = 1.
    """
    mask = (1 << n) - 1
    p = f_ntl(n + 1)
    g = f_ntl(m + 1, shift=1) % p
    d, s, _ = g.XGCD(p)
    q, r = int_to_ntl(_coordinates(c, n)).DivRem(d)
    if r.deg() < 0:
        return _at_e0(ntl_to_int((s * q) % p), n), None
    y = _at_e0(ntl_to_int(p // d), n)  # the kernel is spanned by T^i y, i < deg d
    for _ in range(d.deg()):
        if (y & c).bit_count() % 2:
            return None, y
        y = ((y << 1) & mask) ^ (y >> 1)
    raise RuntimeError(
        "internal error: no kernel vector separates the last row"
    )  # pragma: no cover


def solve_gf2_chasing(board: np.ndarray, method: str = "poly") -> np.ndarray:
    """Solve a 0/1 board by chasing: chase, solve f_{m+1}(B_n) x = c, chase again with x.

    ``method`` "poly" solves the small system in GF(2)[x] (fast for very large boards),
    "m4ri" builds the n x n chase matrix and solves it with M4RI. The last chase must leave
    the bottom row dark (checked). Raises NotSolvableError naming a quiet pattern the board fails.
    """
    if (
        isinstance(board, np.ndarray)
        and board.dtype == np.uint8
        and board.ndim == 2
        and board.size
        and board.max() <= 1
    ):
        b = board  # already a valid 0/1 board (solve() validated it): skip the costly checks
    else:
        b = as_board(board, 2)
    if method not in ("poly", "m4ri"):
        raise ValueError(f"method must be 'poly' or 'm4ri', got {method!r}")
    m, n = b.shape
    result = _Prefaulted(m, n) if m * n > _PREFAULT_FROM_CELLS else None
    rows = _pack_rows(b)
    presses, c = _chase_rows(rows, n)
    x = y = None
    if c == 0:
        x = 0
    elif method == "poly":
        x, y = _solve_chase_system(m, n, c)
    else:
        sg = sage_all()
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
        # y is in the kernel of f_{m+1}(B_n): chasing the dark board from first row y gives a
        # quiet pattern; upside down it is still quiet and its last row is y, so it meets the
        # board in y . c = 1 (mod 2) lit cells: no press pattern can change that parity.
        quiet, last = _chase_rows([0] * m, n, y)
        assert last == 0
        quiet_arr = _unpack_rows(quiet[::-1], n)
        overlap = int((quiet_arr & b).sum())
        cells = ", ".join(
            f"({r + 1}, {col + 1})" for r, col in np.argwhere(quiet_arr)[:8]
        )
        more = "" if quiet_arr.sum() <= 8 else ", ..."
        raise NotSolvableError(
            f"the {m} x {n} board is not solvable: after chasing, the lights left in the last row "
            f"are not reachable (f_{m + 1}(B_{n}) x = c has no solution); the quiet pattern "
            f"pressing cells {cells}{more} (row, column) toggles nothing, yet it covers "
            f"{overlap} lit cell{'' if overlap == 1 else 's'}, an odd number, while every press toggles an "
            "even number of its cells"
        )
    if x:  # chase again from the computed first row (with x = 0 the first chase already solved it)
        presses, last = _chase_rows(rows, n, x)
        if last != 0:  # pragma: no cover - would be a bug
            raise RuntimeError(
                "internal error: the chase with the computed first row left lights on"
            )
    return _unpack_rows(presses, n, None if result is None else result.get())
