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
    return chase_pair(k_int, shift_int)[0]


def chase_pair(k: int, shift: int = 0):
    """(f_k(x + shift), f_{k+1}(x + shift)) in Sage's GF(2)[x], by the doubling formulas.

    The unchecked core of ``chase_polynomial`` (k >= 0 an int, shift 0 or 1); ``nullity`` uses
    the pair to build h = f_j + f_{j+1}, the square root of f_{2j+1}.
    """
    sg = sage_all()
    R = sg.PolynomialRing(sg.GF(2), "x")
    y = R.gen() + shift
    a, b = R(0), R(1)  # f_j, f_{j+1} for j = 0
    for bit in bin(int(k))[2:]:  # j -> 2j or 2j + 1, most significant bit first
        even, odd = y * a**2, (a + b) ** 2
        a, b = (even, odd) if bit == "0" else (odd, y * b**2)
    return a, b


# NTL's GF(2)[x] class is imported with the package: loading it inside the first large
# ``solve`` cost that call a second or more (all of sage.all), ten times the solve itself.
# Only the NTL wrapper is loaded here (a fraction of sage.all), not Sage's rings.
try:
    from sage.libs.ntl.ntl_GF2X import ntl_GF2X as _NTL_GF2X

    # the first polynomial built from a string loads Sage's parsers (over 100 modules)
    _NTL_GF2X("0x3").XGCD(_NTL_GF2X("0x5"))[0].hex()
except (
    ImportError
):  # pragma: no cover - no NTL wrapper: load it with sage.all on first use
    _NTL_GF2X = None


def _ntl_gf2x():
    """NTL's GF(2)[x] polynomial class (the library behind Sage's GF(2) polynomials)."""
    if _NTL_GF2X is not None:
        return _NTL_GF2X
    sage_all()  # pragma: no cover
    from sage.libs.ntl.ntl_GF2X import ntl_GF2X  # pragma: no cover

    return ntl_GF2X  # pragma: no cover


def int_to_ntl(v: int):
    """A packed int (bit i = coefficient of x^i) as an NTL GF(2) polynomial.

    NTL's hexadecimal format lists the nibbles lowest first, each nibble in the usual bit order,
    so it is the int's hexadecimal digits reversed.
    """
    return _ntl_gf2x()("0x" + (format(v, "x")[::-1] if v else "0"))


def ntl_to_int(p) -> int:
    """The inverse of ``int_to_ntl``."""
    digits = p.hex()[2:]
    return int(digits[::-1], 16) if digits else 0


def f_ntl(k: int, shift: int = 0):
    """f_k(x + shift) as an NTL polynomial, by the doubling formulas of ``chase_polynomial``."""
    G = _ntl_gf2x()
    y = G("0x3" if shift else "0x2")
    a, b = G("0x0"), G("0x1")  # f_j, f_{j+1} for j = 0
    for bit in bin(k)[2:]:  # x * x on one object is NTL's linear-time squaring
        s = a + b
        even, odd = y * (a * a), s * s
        a, b = (even, odd) if bit == "0" else (odd, y * (b * b))
    return a


def fib_pair_at(k: int, t, modulus):
    """(f_k(t), f_{k+1}(t)) reduced mod ``modulus``, by the doubling formulas of notebook 03."""
    a, b = t.parent()(0), t.parent()(1)
    for bit in bin(int(k))[2:]:
        even, odd = (t * a * a) % modulus, ((a + b) ** 2) % modulus
        a, b = (even, odd) if bit == "0" else (odd, (t * b * b) % modulus)
    return a, b


def _odd_part(k: int) -> tuple[int, int]:
    """(a, p) with k = 2**a * p and p odd (k >= 1)."""
    a = (k & -k).bit_length() - 1
    return a, k >> a


def _chase_pair_y(k: int):
    """(f_k, f_{k+1}) in the basis 1, x over GF(2)[y], y = x^2 + x: pairs (p0, p1) of NTL
    polynomials in y with f = p0(x^2 + x) + x p1(x^2 + x).

    The doubling formulas of ``chase_polynomial`` in that basis, from x^2 = x + y:
    (p0 + x p1)^2 = (p0^2 + y p1^2) + x p1^2 and x (p0 + x p1) = y p1 + x (p0 + p1).
    """
    G = _ntl_gf2x()
    y = G("0x2")

    def square(e):
        p1 = e[1] * e[1]
        return e[0] * e[0] + y * p1, p1

    def times_x(e):
        return y * e[1], e[0] + e[1]

    zero = G("0x0")
    a, b = (zero, zero), (G("0x1"), zero)  # f_j, f_{j+1} for j = 0
    for bit in bin(k)[2:]:
        s = square((a[0] + b[0], a[1] + b[1]))
        a, b = (times_x(square(a)), s) if bit == "0" else (s, times_x(square(b)))
    return a, b


def square_core_degree(i: int) -> int:
    """deg gcd(h(x), h(x + 1)) for h = f_i + f_{i+1}, from polynomials of a quarter the degree.

    Write h = u(y) + x v(y) with y = x^2 + x (``_chase_pair_y``). Then h(x + 1) = u + (x + 1) v,
    so gcd(h(x), h(x + 1)) = gcd(u(y), v(y)) taken in GF(2)[x], which is g(x^2 + x) for
    g = gcd(u, v) in GF(2)[y]: its degree is 2 deg g (notebook 04, square boards).
    """
    a, b = _chase_pair_y(i)
    return 2 * (a[0] + b[0]).GCD(a[1] + b[1]).deg()


def _h_valuation(i: int, shift: int) -> int:
    """The multiplicity of the factor x in h(x + shift), h = f_i + f_{i+1} (NTL ladder)."""
    h = f_ntl(i, shift) + f_ntl(i + 1, shift)
    v = 0
    while h.coeff(v) == 0:  # h has degree i, so it is not 0
        v += 1
    return v


def nullity_square(n: int) -> int:
    """d(n, n) from polynomials of a quarter of the degree (unchecked, n >= 1 an int).

    With m = n in ``nullity_half_degree``: a = b = c, k(x) = h(x + 1), so v_k = v_h and the
    core is gcd(h(x), h(x + 1)), whose degree ``square_core_degree`` computes from u and v
    with h = u(x^2 + x) + x v(x^2 + x), of degree about n / 4 (2.5x faster here at 10**7).
    """
    a, p = _odd_part(n + 1)
    v = _h_valuation((p - 1) // 2, 1)  # v_h: the factor x + 1 in h, the x in h(x + 1)
    return 2 ** (a + 1) * square_core_degree((p - 1) // 2) + 2 * min(
        2**a - 1, 2 ** (a + 1) * v
    )


def nullity_poly(m: int, n: int) -> int:
    """deg gcd(f_{m+1}(x), f_{n+1}(x + 1)) over GF(2): unchecked core of ``nullity``.

    Square boards by ``nullity_square`` (quarter-degree gcd), the others by
    ``nullity_half_degree`` (half-degree gcd).
    """
    return nullity_square(n) if m == n else nullity_half_degree(m, n)


def nullity_half_degree(m: int, n: int) -> int:
    """deg gcd(f_{m+1}(x), f_{n+1}(x + 1)) over GF(2), from polynomials of half the degree.

    Unchecked (m, n >= 1 ints); ``nullity_poly`` uses it for m != n. Write m + 1 = 2^a p and n + 1 = 2^b q
    with p, q odd. The doubling formulas give f_{2k} = x f_k^2, so f_{m+1} = x^(2^a - 1)
    f_p^(2^a), and f_{2i+1} = (f_i + f_{i+1})^2, so f_p = h^2 with h = f_i + f_{i+1},
    p = 2i + 1, and h(0) = 1. Hence f_{m+1}(x) = x^(2^a - 1) h(x)^(2^(a+1)) and likewise
    f_{n+1}(x + 1) = (x + 1)^(2^b - 1) k(x)^(2^(b+1)) with k(x) = h_q(x + 1), k(1) = 1.
    Counting each irreducible factor's multiplicity on both sides, with c = min(a, b):
    the factors other than x and x + 1 give 2^(c+1) deg gcd(h^(2^(a-c)), k^(2^(b-c))),
    x gives min(2^a - 1, 2^(b+1) v_x(k)) and x + 1 gives min(2^(a+1) v_(x+1)(h), 2^b - 1).
    The gcd then works on degrees at most (m + 1) / 2 and (n + 1) / 2: NTL's gcd is
    superlinear, so this is about three times faster than the gcd of f_{m+1} and f_{n+1}.
    """
    a, p = _odd_part(m + 1)
    b, q = _odd_part(n + 1)
    c = min(a, b)
    f_i, f_i1 = chase_pair((p - 1) // 2)
    h = f_i + f_i1  # f_p = h^2
    g_j, g_j1 = chase_pair((q - 1) // 2, shift=1)
    k = g_j + g_j1  # f_q(x + 1) = k^2
    core = (h ** (2 ** (a - c))).gcd(k ** (2 ** (b - c)))
    s_i, s_i1 = chase_pair((p - 1) // 2, shift=1)
    v_h = (s_i + s_i1).valuation()  # multiplicity of x + 1 in h(x)
    v_k = k.valuation()  # multiplicity of x in k(x)
    return int(
        2 ** (c + 1) * core.degree()
        + min(2**a - 1, 2 ** (b + 1) * v_k)
        + min(2 ** (a + 1) * v_h, 2**b - 1)
    )
