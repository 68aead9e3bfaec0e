"""The chasing polynomials f_k over GF(2) (notebook 03), at the bottom of the package.

``chase_polynomial`` builds f_k(x) or f_k(x + 1) in Sage by the doubling formulas; the private
helpers do the same in NTL's GF(2)[x] for the large boards of notebook 04 and the torus of
notebook 08. Nothing here imports another module of the package but ``validation``.
"""

from __future__ import annotations

from .validation import CHASE_POLYNOMIAL_MAX_K, check_limit, exact_int, sage_all

# The polynomial arithmetic of the solver works on NTL's GF(2)[x] directly (Sage's own
# polynomials convert to and from ints only coefficient by coefficient); an int and an NTL
# polynomial meet in NTL's hexadecimal format.


def chase_polynomial(k: int, shift: int = 0):
    """The polynomial f_k(x + shift) in GF(2)[x] (notebook 03), shift 0 or 1.

    f_0 = 0, f_1 = 1, f_{k+1} = x f_k + f_{k-1}. Computed by doubling: over GF(2),
    f_{2j} = x f_j^2 and f_{2j+1} = (f_j + f_{j+1})^2, so f_k costs about log2(k) squarings.
    ``k`` and ``shift`` are exact integers (Python, numpy or Sage; not bool or float);
    k is at most ``CHASE_POLYNOMIAL_MAX_K`` = 10**8 (f_k has degree k - 1).
    """
    k_int, shift_int = exact_int(k), exact_int(shift)
    if k_int is None or k_int < 0:
        raise ValueError(f"k must be an integer >= 0, got {k!r}")
    check_limit(
        k_int,
        CHASE_POLYNOMIAL_MAX_K,
        "CHASE_POLYNOMIAL_MAX_K",
        f"chase_polynomial: k is {k_int:,}",
        f"; f_k has degree k - 1, {k_int // 8:,} bytes",
    )
    if shift_int not in (0, 1):
        raise ValueError(
            f"shift must be the integer 0 or 1, got {shift!r} ({type(shift).__name__})"
        )
    k, shift = k_int, shift_int
    sg = sage_all()
    R = sg.PolynomialRing(sg.GF(2), "x")
    y = R.gen() + shift
    a, b = R(0), R(1)  # f_j, f_{j+1} for j = 0
    for bit in bin(int(k))[2:]:  # j -> 2j or 2j + 1, most significant bit first
        even, odd = y * a**2, (a + b) ** 2
        a, b = (even, odd) if bit == "0" else (odd, y * b**2)
    return a


def _ntl_gf2x():
    """NTL's GF(2)[x] polynomial class (the library behind Sage's GF(2) polynomials)."""
    sage_all()
    from sage.libs.ntl.ntl_GF2X import ntl_GF2X

    return ntl_GF2X


def _int_to_ntl(v: int):
    """A packed int (bit i = coefficient of x^i) as an NTL GF(2) polynomial.

    NTL's hexadecimal format lists the nibbles lowest first, each nibble in the usual bit order,
    so it is the int's hexadecimal digits reversed.
    """
    return _ntl_gf2x()("0x" + (format(v, "x")[::-1] if v else "0"))


def _ntl_to_int(p) -> int:
    """The inverse of ``_int_to_ntl``."""
    digits = p.hex()[2:]
    return int(digits[::-1], 16) if digits else 0


def _f_ntl(k: int, shift: int = 0):
    """f_k(x + shift) as an NTL polynomial, by the doubling formulas of ``chase_polynomial``."""
    G = _ntl_gf2x()
    y = G("0x3" if shift else "0x2")
    a, b = G("0x0"), G("0x1")  # f_j, f_{j+1} for j = 0
    for bit in bin(k)[2:]:
        even, odd = y * a * a, (a + b) * (a + b)
        a, b = (even, odd) if bit == "0" else (odd, y * b * b)
    return a


def _fib_pair_at(k: int, t, modulus):
    """(f_k(t), f_{k+1}(t)) reduced mod ``modulus``, by the doubling formulas of notebook 03."""
    a, b = t.parent()(0), t.parent()(1)
    for bit in bin(int(k))[2:]:
        even, odd = (t * a * a) % modulus, ((a + b) ** 2) % modulus
        a, b = (even, odd) if bit == "0" else (odd, (t * b * b) % modulus)
    return a, b
