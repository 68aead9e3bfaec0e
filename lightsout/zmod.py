"""N colours: boards over Z/NZ, the Smith normal form and the chase matrix over Z (notebook 05).

With N colours a press adds 1 mod N to a plus-shaped set of cells, so presses x solve board b
when A x = -b (mod N). Everything here rests on one fact, proved in notebook 05: over the
integers the (mn x mn) matrix A is unimodularly equivalent to diag(I, P), where P is the
n x n *chase matrix over Z*: column j of P is the last row left lit when the dark board is
chased with one press of first-row button j, chasing meaning "press each button of row k+1
exactly as often as needed to bring the cell above it to 0", x_{k+1} = -(b_k + B_n x_k + x_{k-1}).
So A and P have the same invariants apart from ones, and

* ``elementary_divisors`` takes the Smith form of P (min(m, n) x min(m, n)) instead of A;
* ``solution_count`` and ``solve`` work mod N on P directly: chase the board, solve the
  small system P v = -c (mod N) for the first row, chase again.

For composite N the small system is solved with the *Howell form* (an echelon form over Z/N
that, unlike plain elimination, keeps every element of the row space reachable from the rows
below a column). It also gives the canonical answer of ``solve``: the lexicographically
smallest press pattern in row-major order (first row first; the first row determines the
rest, so this is the solution with the smallest first row).
"""

from __future__ import annotations

import functools as _functools
import math as _math
import random as _random

import numpy as np

from .matrices import press_matrix
from .validation import (
    NotSolvableError,
    as_board,
    check_board_size,
    check_colours,
    check_size,
    sage_all,
)

MAX_EXACT_CELLS = 22_500
"""``elementary_divisors`` refuses boards of more cells: 150 x 150 takes about 5 s on the 2-core
build machine (bench/bench_05_smith.py) and the time grows faster than the fourth power of the
side, so 200 x 200 would take minutes."""

CHASE_MATRIX_Z_MAX_COLUMNS = 1000
"""Most columns n for ``chase_matrix_z``: an n x n Sage integer matrix (10**6 entries at the limit)."""

MAX_MOD_SIDE = 1000
"""``solve`` and ``solution_count`` with N colours refuse boards whose shorter side is longer."""

MAX_MOD_CELLS = 10**8
"""... or that have more cells than this."""

MAX_FULL_CELLS = 900
"""``full_smith_invariants`` (the reference route through the mn x mn matrix) refuses larger boards."""


# --- the chase matrix --------------------------------------------------------------------


def _path_times(v):
    """B_n v for the n x n tridiagonal all-ones matrix B_n (v a 1-D array, any integer dtype)."""
    out = v.copy()
    out[1:] += v[:-1]
    out[:-1] += v[1:]
    return out


def _chase_matrix_columns(rows: int, cols: int, modulus: int | None):
    """The chase matrix of a board with ``rows`` rows of length ``cols``, as a list of columns.

    Column 0 comes from chasing the dark board with first row e_0 (x_{k+1} = -(A x_k + x_{k-1}));
    the matrix commutes with A (it is a polynomial in A), and e_{j+1} = A e_j - e_j - e_{j-1}, so
    column j+1 = A col_j - col_j - col_{j-1}. Exact Python ints when ``modulus`` is None. Mod N,
    a long chase (many rows, few columns) is done by squaring its one-step matrix instead.
    """
    dtype = object if modulus is None else np.int64
    red = (lambda a: a) if modulus is None else (lambda a: a % modulus)
    if modulus is not None and _power_is_cheaper(rows, cols):
        prev, cur = _chase_by_squaring(rows, cols, modulus)
    else:
        prev = np.zeros(cols, dtype=dtype)
        cur = np.zeros(cols, dtype=dtype)
        cur[0] = 1
        for _ in range(rows - 1):
            prev, cur = cur, red(-(_path_times(cur) + prev))
    first = red(prev + _path_times(cur))  # the last row's lights: x_{m-1} + A x_m
    columns = [first]
    before = np.zeros(cols, dtype=dtype)
    for _ in range(cols - 1):
        c = columns[-1]
        columns.append(red(_path_times(c) - c - before))
        before = c
    return columns


def _power_is_cheaper(rows: int, cols: int) -> bool:
    """Whether squaring the 2n x 2n step matrix beats a Python loop over the rows (rough costs)."""
    loop = rows * (4e-6 + 3e-9 * cols)
    power = 2 * rows.bit_length() * (2 * cols) ** 3 * 1e-9 + 1e-3
    return power < loop


def _chase_by_squaring(rows: int, cols: int, N: int) -> tuple[np.ndarray, np.ndarray]:
    """(x_{rows-1}, x_rows) mod N of the chase of the dark board from first row e_0.

    One step maps (x_{k-1}, x_k) to (x_k, -(B_n x_k + x_{k-1})): a 2n x 2n matrix S mod N, and
    S^(rows-1) is applied to (0, e_0) by repeated squaring. Products are taken in float64, which
    is exact here: every entry is below N <= 255 and a sum of 2n <= 2000 products stays below
    2**53.
    """
    k = cols
    step = np.zeros((2 * k, 2 * k))
    step[:k, k:] = np.eye(k)
    step[k:, :k] = -np.eye(k)
    path = np.eye(k) + np.eye(k, k=1) + np.eye(k, k=-1)
    step[k:, k:] = -path
    step %= N
    state = np.zeros(2 * k)
    state[k] = 1.0
    e = rows - 1
    while e:
        if e & 1:
            state = (step @ state) % N
        e >>= 1
        if e:
            step = (step @ step) % N
    state = state.astype(np.int64)
    return state[:k], state[k:]


def chase_matrix_z(m: int, n: int):
    """The n x n chase matrix over Z of the m x n board, as a Sage integer matrix (notebook 05).

    Column j is the last row left lit when the dark board is chased (over the integers) with one
    press of first-row button j. Over GF(2) it reduces to ``chase_matrix(m, n)`` of notebook 03.
    """
    m = check_size(m, "m (rows)")
    n = check_size(n, "n (columns)")
    if n > CHASE_MATRIX_Z_MAX_COLUMNS:
        raise ValueError(
            f"chase_matrix_z({m}, {n}): the chase matrix would be {n:,} x {n:,}, more than the"
            f" limit CHASE_MATRIX_Z_MAX_COLUMNS = {CHASE_MATRIX_Z_MAX_COLUMNS:,} columns"
            " (lightsout/zmod.py); chase along the other side (chase_matrix_z(n, m) has"
            " m columns) or work mod N with solution_count and solve"
        )
    if m * n > MAX_EXACT_CELLS:
        raise ValueError(
            f"chase_matrix_z is limited to m * n <= {MAX_EXACT_CELLS} cells, got {m} x {n}"
        )
    sg = sage_all()
    cols = _chase_matrix_columns(m, n, None)
    return sg.matrix(
        sg.ZZ, n, n, [[int(cols[j][i]) for j in range(n)] for i in range(n)]
    )


# --- the Smith form over Z ---------------------------------------------------------------


def _nonsingular_invariants(P, det: int) -> list[int]:
    """Invariants of a nonsingular integer matrix P with |det P| = det, smallest first.

    The largest invariant s is the least common denominator of P^{-1}; one rational solve
    with ``_SOLVE_COLUMNS`` seeded random right-hand sides gives a divisor s' of it (the lcm of
    the denominators), equal to s unless every column misses a prime p of s, which has
    probability at most p**-_SOLVE_COLUMNS. Every other invariant divides G = gcd(det / s, s),
    so the Smith form of the lattice P Z^r + G Z^r (PARI's Hermite form mod G, then its Smith
    form) gives them. The result is accepted only when its product is |det P|, which happens
    exactly when s' = s (a smaller s' makes the product smaller); otherwise another solve
    refines s'. PARI's Smith form of P is only the last resort.
    """
    sg = sage_all()
    r = P.nrows()
    rng = _random.Random(20240905)
    s = 1
    for _ in range(_SOLVE_ROUNDS):
        right = sg.matrix(
            sg.ZZ,
            r,
            _SOLVE_COLUMNS,
            [rng.randrange(-(2**40), 2**40) for _ in range(r * _SOLVE_COLUMNS)],
        )
        s = _math.lcm(s, int(P.solve_right(right).denominator()))
        found = _invariants_given_largest(P, det, s)
        if _math.prod(found) == det:
            return found
    return [int(v) for v in P.elementary_divisors()]  # pragma: no cover - safety net


_SOLVE_COLUMNS = 8
"""Random right-hand sides per rational solve in ``_nonsingular_invariants``."""

_SOLVE_ROUNDS = 4
"""Rounds of solves before ``_nonsingular_invariants`` falls back to PARI's Smith form."""


def _invariants_given_largest(P, det: int, s: int) -> list[int]:
    """The invariants of P if s is its largest one (the product tells whether it was)."""
    r = P.nrows()
    G = _math.gcd(det // s, s)
    if G == 1:
        return [1] * (r - 1) + [s]
    snf = sage_all().pari(P).mathnfmodid(G).matsnf()
    found = sorted(_math.gcd(int(v), G) for v in snf)
    found[-1] = s
    return found


@_functools.lru_cache(maxsize=64)
def _invariants(m: int, n: int) -> tuple[int, ...]:
    """The invariants of A for the m x n board, from its chase matrix (see elementary_divisors)."""
    short, long = min(m, n), max(m, n)
    P = chase_matrix_z(
        long, short
    )  # the m x n and n x m boards have the same A up to order
    r = P.rank()
    # P ~ diag(P[:r, :r], 0): the kernel of P is spanned by c(A)A^i e_0 (c = charpoly / gcd with
    # the chase polynomial), and with e_0..e_{r-1} these form a unitriangular basis; in it P
    # has the leading r x r block and zeros (notebook 05, tests/test_05_zmod.py).
    Pr = P.matrix_from_rows_and_columns(list(range(r)), list(range(r)))
    nonzero = _nonsingular_invariants(Pr, abs(int(Pr.det()))) if r else []
    return tuple([1] * (m * n - short) + nonzero + [0] * (short - r))


def elementary_divisors(m: int, n: int) -> list[int]:
    """The Smith normal form invariants s_1 | s_2 | ... of the integer matrix A (notebook 05).

    A is ``press_matrix(m, n)`` read over the integers; there are m*n invariants, the zeros
    (one per dimension of the kernel of A over Q) last. Computed from the min(m, n)-square chase
    matrix over Z, which has the same invariants apart from ones; cached per shape. About a
    second at 100 x 100 (bench/bench_05_smith.py); boards of more than 22,500 cells are refused.
    """
    m = check_size(m, "m (rows)")
    n = check_size(n, "n (columns)")
    if m * n > MAX_EXACT_CELLS:
        raise ValueError(
            f"elementary_divisors is limited to m * n <= {MAX_EXACT_CELLS} cells (the limit"
            f" MAX_EXACT_CELLS in lightsout/zmod.py: 150 x 150 takes seconds, 200 x 200 would"
            f" take minutes), got {m} x {n}; solution_count and solve work mod N and go much"
            " further"
        )
    return list(_invariants(m, n))


def full_smith_invariants(m: int, n: int) -> list[int]:
    """The invariants of A from the Smith form of the whole mn x mn matrix (PARI; the slow reference).

    Used by tests and bench/bench_05_smith.py to check and time the chase-matrix route.
    """
    m = check_size(m, "m (rows)")
    n = check_size(n, "n (columns)")
    if m * n > MAX_FULL_CELLS:
        raise ValueError(
            f"full_smith_invariants is limited to m * n <= {MAX_FULL_CELLS} cells, got {m} x {n}"
        )
    sg = sage_all()
    return [
        int(v)
        for v in sg.matrix(
            sg.ZZ, press_matrix(m, n).astype(int).tolist()
        ).elementary_divisors()
    ]


# --- linear algebra over Z/N: the Howell form -------------------------------------------


@_functools.lru_cache(maxsize=256)
def _normalizers(N: int) -> np.ndarray:
    """u[a]: a unit mod N with u[a] * a = gcd(a, N) (mod N); u[0] = 1."""
    units = [u for u in range(1, N) if _math.gcd(u, N) == 1] or [1]
    out = np.ones(N, dtype=np.int64)
    for a in range(1, N):
        g = _math.gcd(a, N)
        out[a] = next(u for u in units if u * a % N == g)
    return out


def _xgcd(a: int, b: int) -> tuple[int, int, int]:
    """(g, s, t) with s a + t b = g = gcd(a, b) >= 0."""
    s0, t0, s1, t1 = 1, 0, 0, 1
    while b:
        q = a // b
        a, b = b, a - q * b
        s0, s1 = s1, s0 - q * s1
        t0, t1 = t1, t0 - q * t1
    return a, s0, t0


def howell_form(rows, N: int) -> tuple[np.ndarray, list[int]]:
    """The Howell form over Z/N of the row space of ``rows``: (matrix, pivot column of each row).

    Rows are in echelon form, each pivot a divisor h of N, entries above a pivot in 0..h-1, and
    (the Howell property) every element of the row space that is zero in columns < c is a
    combination of the rows whose pivot column is >= c. Row operations of determinant 1 only.
    """
    N = check_colours(N)
    A = np.array(rows, dtype=np.int64) % N
    if A.ndim != 2:
        raise ValueError("howell_form expects a 2-D array of rows")
    u = _normalizers(N)
    r, pivots = 0, []
    for c in range(A.shape[1]):
        if r == A.shape[0]:
            break
        nz = np.flatnonzero(A[r:, c]) + r
        if nz.size == 0:
            continue
        target = _math.gcd(int(np.gcd.reduce(A[nz, c])), N)
        hits = nz[np.gcd(A[nz, c], N) == target]
        if hits.size:
            p = int(hits[0])
        else:  # no single entry generates the column's ideal: combine rows (2 x 2 determinant 1)
            p = int(nz[0])
            for i in nz[1:]:
                a, b = int(A[p, c]), int(A[i, c])
                g, s, t = _xgcd(a, b)
                A[p], A[i] = (
                    (s * A[p] + t * A[i]) % N,
                    (-(b // g) * A[p] + (a // g) * A[i]) % N,
                )
                if _math.gcd(int(A[p, c]), N) == target:
                    break
        if p != r:
            A[[r, p]] = A[[p, r]]
        A[r] = A[r] * u[A[r, c]] % N
        h = int(A[r, c])
        below = A[r + 1 :, c] // h
        if below.any():
            A[r + 1 :] = (A[r + 1 :] - np.outer(below, A[r])) % N
        if h != 1:
            extra = (
                A[r] * (N // h) % N
            )  # zero in column c; it may be needed further right
            if extra.any():
                A = np.vstack([A, extra])
        pivots.append(c)
        r += 1
    A = A[:r]
    for i, c in enumerate(pivots):  # reduce above each pivot, left to right
        above = A[:i, c] // A[i, c]
        if above.any():
            A[:i] = (A[:i] - np.outer(above, A[i])) % N
    return A, pivots


# --- N colours: chasing mod N -------------------------------------------------------------


def _chase_mod(
    board: np.ndarray, first: np.ndarray, N: int
) -> tuple[np.ndarray, np.ndarray]:
    """Chase ``board`` mod N from first-row presses ``first``: (presses, lights left in the last row)."""
    m, n = board.shape
    b = board.astype(np.int64)
    x = np.zeros((m, n), dtype=np.int64)
    x[0] = first % N
    for k in range(m - 1):
        x[k + 1] = -(b[k] + _path_times(x[k]) + (x[k - 1] if k else 0)) % N
    last = (b[m - 1] + _path_times(x[m - 1]) + (x[m - 2] if m > 1 else 0)) % N
    return x, last


def _check_mod_shape(m: int, n: int) -> None:
    if min(m, n) > MAX_MOD_SIDE or m * n > MAX_MOD_CELLS:
        raise ValueError(
            f"N-colour boards are limited to a shorter side of at most {MAX_MOD_SIDE} and at most "
            f"{MAX_MOD_CELLS:,} cells, got {m} x {n}"
        )


def _frame(m: int, n: int, N: int):
    """The chase matrix mod N (as rows), chasing along the longer side of the m x n board."""
    short, long = min(m, n), max(m, n)
    return np.array(_chase_matrix_columns(long, short, N))  # symmetric: rows = columns


def solution_count(m: int, n: int, colours: int) -> int:
    """How many press patterns mod ``colours`` solve each solvable m x n board (notebook 05).

    That is the size of the kernel of A over Z/NZ, which equals the kernel of the chase matrix
    mod N (its Howell form has pivots h_i, and the kernel has N^k / prod(N / h_i) elements).
    It also equals the product of gcd(s_i, N) over the invariants s_i of A.
    """
    m = check_size(m, "m (rows)")
    n = check_size(n, "n (columns)")
    N = check_colours(colours)
    _check_mod_shape(m, n)
    P = _frame(m, n, N)
    H, _ = howell_form(P, N)
    image = _math.prod(N // int(H[i, c]) for i, c in enumerate(_pivots_of(H)))
    return N ** P.shape[0] // image


def _pivots_of(H: np.ndarray) -> list[int]:
    return [int(np.flatnonzero(row)[0]) for row in H]


def _quiet_witness(
    frame_board: np.ndarray, P: np.ndarray, c: np.ndarray, N: int
) -> np.ndarray:
    """A quiet pattern q of the (chased-down) frame board with q . board != 0 (mod N).

    v in ker P with v . c != 0 exists because P is symmetric and P v = -c has no solution;
    chasing the dark board from first row v gives a quiet pattern, and turned upside down its
    dot product with the board is v . c.
    """
    k = P.shape[0]
    H, piv = howell_form(np.hstack([P, np.eye(k, dtype=np.int64)]), N)
    for row, col in zip(H, piv):
        v = row[k:]
        if col >= k and int(v @ c) % N:
            quiet, last = _chase_mod(np.zeros_like(frame_board), v, N)
            if last.any():  # pragma: no cover - would be a bug
                raise RuntimeError(
                    "internal error: a kernel vector did not give a quiet pattern"
                )
            return quiet[::-1]
    raise RuntimeError(
        "internal error: no quiet pattern separates the board"
    )  # pragma: no cover


def solve_mod(board: np.ndarray, colours: int) -> np.ndarray:
    """The canonical presses mod N for a validated uint8 board (every N >= 2; notebook 05).

    ``solve(board, colours=N)`` calls this for N >= 3. The answer is the lexicographically
    smallest solution in row-major order (values 0..N-1); since the first row determines the
    rest, it is the solution with the smallest first row. Chases along the longer side, solves
    the small system with the Howell form mod N, chases again. Raises NotSolvableError naming
    a quiet pattern whose dot product with the board is not 0 mod N.
    """
    N = int(colours)
    m, n = board.shape
    _check_mod_shape(m, n)
    transposed = m < n
    frame = (
        board.T if transposed else board
    )  # chase down the longer side: k = frame width
    k = frame.shape[1]
    P = _frame(m, n, N)
    x0, c = _chase_mod(frame, np.zeros(k, dtype=np.int64), N)
    if transposed:
        # the first row of the board is the first column of the frame's chase: L v + a
        a = x0[:, 0]
        L_T = _first_column_map(frame.shape[0], k, N)
    else:
        a = np.zeros(k, dtype=np.int64)
        L_T = np.eye(k, dtype=np.int64)
    width = L_T.shape[1]
    system = np.zeros((k + 1, k + 1 + width), dtype=np.int64)
    system[:k, :k] = P.T
    system[:k, k + 1 :] = L_T
    system[k, :k] = c
    system[k, k] = 1
    system[k, k + 1 :] = a
    H, piv = howell_form(system, N)
    row = next((i for i, col in enumerate(piv) if col == k), None)
    if row is None or H[row, k] != 1:
        q = _quiet_witness(frame, P, c, N)
        if transposed:
            q = q.T
        dot = int((q * board.astype(np.int64)).sum() % N)
        err = NotSolvableError(
            f"no presses solve this {m} x {n} board with {N} colours: the quiet pattern "
            f"{q.tolist()} (pressing it changes nothing) has dot product {dot} with the board, "
            f"not 0 mod {N}, and no press can change that dot product"
        )
        err.certificate = (q % N).astype(np.uint8)
        raise err
    first = H[row, k + 1 :]
    x, last = _chase_mod(board, first, N)
    if last.any():  # pragma: no cover - would be a bug
        raise RuntimeError(
            "internal error: the chase from the computed first row left lights on"
        )
    return x.astype(np.uint8)


def _first_column_map(rows: int, k: int, N: int) -> np.ndarray:
    """L^T (k x rows): entry (i, r) is column 0 of row r when the dark board (rows x k) is chased
    from first row e_i. By symmetry of the chase polynomials it equals column i of row r when
    chasing from e_0, so one chase gives all of it."""
    e0 = np.zeros(k, dtype=np.int64)
    e0[0] = 1
    x, _ = _chase_mod(np.zeros((rows, k), dtype=np.int64), e0, N)
    return x.T.copy()


def unsolvable_certificate(board, colours: int):
    """A certificate that ``board`` has no solution with ``colours`` colours, or None (notebook 05).

    The certificate is a press pattern y (uint8, the board's shape) with y^T A = 0 mod N (a
    quiet pattern: A is symmetric) and y . b != 0 mod N. Then y . (b + A x) = y . b for every
    press pattern x, so no presses reach the dark board; check it with ``apply_presses(0, y)``
    and one dot product, without trusting the solver. Every unsolvable board has one, for
    every N >= 2 (notebook 05, thm-05-certificate); returns None when the board is solvable.
    """
    N = check_colours(colours)
    b = as_board(board, N)
    check_board_size(b.shape, "unsolvable_certificate")
    try:
        solve_mod(b, N)
    except NotSolvableError as err:
        return err.certificate
    return None
