"""The nullity of the torus and of the sigma game on m x n boards (notebook 08).

``nullity(m, n, torus=..., self_toggle=...)`` (``chasing``) dispatches here for its new
keywords; the transfer-matrix route ``torus_nullity_rank`` cross-checks the polynomial one.
"""

from __future__ import annotations

import math

from .matrices import check_flag, check_torus_size
from .polynomials import fib_pair_at
from .validation import check_size, sage_all

MAX_TORUS_WIDTH = 1_000_000
"""``nullity(m, n, torus=True)`` computes with polynomials of degree < 2 min(m, n); above this
width it refuses (width 100,000 takes about a second here, 1,000,000 about half a minute)."""


def torus_nullity_poly(m: int, n: int, self_toggle: bool = True) -> int:
    """The nullity of the m x n torus from polynomials over GF(2) (notebook 08).

    Rows of presses on the torus obey x_{r+1} = T x_r + x_{r-1} with T the circulant C_n (+ I),
    so the quiet patterns are the fixed points of M^m, M = [[0, I], [I, T]], and
    M^m = [[f_{m-1}(T), f_m(T)], [f_m(T), f_{m+1}(T)]]. Circulants are polynomials in z modulo
    g = z^n + 1; over the principal ideal domain GF(2)[z] the 2 x 2 matrix M^m + I has a Smith
    form diag(d1, d2), and the kernel has dimension deg gcd(d1, g) + deg gcd(d2, g).
    """
    sg = sage_all()
    width, length = (
        min(m, n),
        max(m, n),
    )  # the nullity of m x n and n x m tori agree (transpose)
    R = sg.PolynomialRing(sg.GF(2), "z")
    z = R.gen()
    g = z**width + 1
    t = (z + z ** (width - 1) + (1 if self_toggle else 0)) % g
    fk, fk1 = fib_pair_at(length, t, g)
    fkm1 = (fk1 + t * fk) % g  # f_{k-1} = f_{k+1} + T f_k
    a, b, c = fkm1 + 1, fk, fk1 + 1  # the entries of M^m + I, lifted to GF(2)[z]
    d1 = a.gcd(b).gcd(c)
    det = a * c + b * b
    if (
        d1 == 0
    ):  # M^m = I: every pair of rows repeats, all 2 * width dimensions are quiet
        return 2 * width
    d2 = det // d1
    return int(d1.gcd(g).degree() + (d2.gcd(g) if d2 != 0 else g).degree())


def torus_nullity_rank(m: int, n: int, self_toggle: bool = True) -> int:
    """The nullity of the m x n torus as 2w - rank(M^L + I) with M4RI, M the 2w x 2w transfer matrix.

    w = min(m, n) is the width and L = max(m, n) the length; a cross-check of
    ``torus_nullity_poly`` (tests), cubic in w.
    """
    sg = sage_all()
    F = sg.GF(2)
    w, length = min(m, n), max(m, n)
    T = sg.matrix(F, w, w, lambda i, j: 1 if (i - j) % w in (1, w - 1) else 0)
    if self_toggle:
        T += sg.identity_matrix(F, w)
    one, Z = sg.identity_matrix(F, w), sg.zero_matrix(F, w, w)
    M = sg.block_matrix(F, [[Z, one], [one, T]], subdivide=False)
    return 2 * w - int((M**length + sg.identity_matrix(F, 2 * w)).rank())


def variant_nullity(
    m: int, n: int, torus: bool = False, self_toggle: bool = True
) -> int:
    """Nullity of the m x n board on the torus and/or without self-toggle (notebook 08).

    The sigma game (``self_toggle=False``) on the plain board: deg gcd(f_{m+1}, f_{n+1}), which
    is gcd(m+1, n+1) - 1 by strong divisibility (tests compare it with the polynomial gcd). The torus: ``torus_nullity_poly``. ``nullity`` dispatches here.
    """
    torus, self_toggle = (
        check_flag(torus, "torus"),
        check_flag(self_toggle, "self_toggle"),
    )
    if not torus and self_toggle:
        raise ValueError(
            "the plain board's nullity is chasing.nullity, not variant_nullity"
        )
    m = check_size(m, "m (rows)")
    n = check_size(n, "n (columns)")
    if torus:
        check_torus_size(m, n)
        if min(m, n) > MAX_TORUS_WIDTH:
            raise ValueError(
                f"nullity on the torus works with polynomials of degree min(m, n) = {min(m, n)}; "
                f"the limit is {MAX_TORUS_WIDTH}"
            )
        return torus_nullity_poly(m, n, self_toggle)
    # Strong divisibility, gcd(f_a, f_b) = f_gcd(a, b) (notebook 03), and deg f_k = k - 1:
    # no polynomial of degree m is built (``nullity`` caps the sides as for the plain board).
    return math.gcd(m + 1, n + 1) - 1
