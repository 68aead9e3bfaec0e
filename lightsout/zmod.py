"""N colours: boards over Z/NZ and the Smith normal form (notebook 05).
"""

from __future__ import annotations

import functools as _functools
import math as _math

import numpy as np

from .boards import press_matrix
from .validation import NotSolvableError, check_colours, check_size, sage_all


# Over Z/NZ a press adds 1 mod N to a plus-shaped set of cells, so presses x solve board b
# when A x = -b (mod N). For composite N, Z/NZ is not a field and Gaussian elimination with
# divisions is wrong; the Smith normal form D = U A V over the integers (U, V unimodular)
# works for every N at once: with c = U(-b) and x = V y the system splits into the scalar
# congruences d_i y_i = c_i (mod N), one per invariant d_i.
#
# Cost: the Smith form of the mn x mn matrix is computed once per shape and cached (64
# shapes); bench/bench_05_smith.py measured the first call at about 1 s for 12 x 12, 8 s
# for 20 x 20 and 1-2 minutes for 30 x 30 on a shared 2-core machine; later boards of a
# cached shape take milliseconds. So N-colour boards up to about 20 x 20 are practical.
# For N = 2, ``solve`` does not use this form (notebooks 02 and 03).


@_functools.lru_cache(maxsize=64)
def _smith(m: int, n: int):
    """(d, U, V) with diag(d) = U A V over ZZ for the m x n board; U, V as object arrays of ints."""
    sg = sage_all()
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
    """The Smith normal form invariants d_1 | d_2 | ... of the integer matrix A (notebook 05).

    A is ``press_matrix(m, n)`` read over the integers; there are m*n invariants, the zeros
    (one per dimension of the kernel of A over Q) last. Computed once per shape with Sage
    (PARI) and cached; the first call takes seconds at 20 x 20 and one to two minutes at
    30 x 30 (see bench/bench_05_smith.py).
    """
    m = check_size(m, "m (rows)")
    n = check_size(n, "n (columns)")
    return list(_smith(m, n)[0])


def solution_count(m: int, n: int, colours: int) -> int:
    """How many press patterns mod ``colours`` solve each solvable m x n board (notebook 05).

    That is the size of the kernel of A over Z/NZ, the product of gcd(d_i, N) over the
    invariants d_i of A (gcd(0, N) = N). Correct for every N >= 2, prime or composite.
    Needs the Smith form of the shape (see ``elementary_divisors`` for its cost).
    """
    m = check_size(m, "m (rows)")
    n = check_size(n, "n (columns)")
    colours = check_colours(colours)
    return _math.prod(_math.gcd(d, colours) for d in _smith(m, n)[0])


def solve_mod(board: np.ndarray, colours: int) -> np.ndarray:
    """Presses mod N for a validated uint8 board, by the Smith form (every N >= 2; notebook 05).

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
