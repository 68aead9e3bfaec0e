"""The OEIS tables about Lights Out that the book computes, term by term (notebook 10).

Each sequence is computed from the book's own functions: the nullity of the board
(``chasing.nullity``, notebooks 03-04 and, for the torus, 08) and the solutions of the
all-ones board up to symmetry (``newresults.all_ones_orbits``). Notebook 10 writes them as
b-files and compares them with the published ones through their Git LFS pointers.
"""

from .chasing import nullity
from .newresults import all_ones_orbits
from .validation import check_size

# The sequences ``oeis_sequence`` computes, with what each counts (our words, offset 1).
SEQUENCES = {
    "A159257": "the nullity d(n) of the n x n board",
    "A075462": "the number of solutions of the all-ones n x n board, 2**d(n)",
    "A075463": "those solutions up to the 8 symmetries of the square",
    "A076436": "the n with d(n) = 0 (every n x n board solvable, in one way)",
    "A076437": "the n whose all-ones board has one solution up to symmetry",
    "A117870": "the n with d(n) > 0",
    "A093614": "n + 1 for the n with d(n) > 0",
    "A165738": "the nullity of the n x n torus",
    "A220195": "the rank n**2 - d(n) of the n x n board",
    "A220196": "the rank of the n x k board, read by antidiagonals",
}


def antidiagonal_cells(count: int) -> list[tuple[int, int]]:
    """The first ``count`` cells (n, k) of a table read by antidiagonals (notebook 10).

    The OEIS order of a two-dimensional table: (1, 1), then (1, 2), (2, 1), then (1, 3),
    (2, 2), (3, 1), and so on; antidiagonal s holds the s - 1 cells with n + k = s, n
    increasing. ValueError for a ``count`` that is not a positive integer."""
    count = check_size(count, "count")
    cells = []
    total = 2
    while len(cells) < count:
        cells.extend((n, total - n) for n in range(1, total))
        total += 1
    return cells[:count]


def _sizes_where(keep, count: int) -> list[int]:
    """The first ``count`` sizes n >= 1 with ``keep(n)`` true."""
    found, n = [], 0
    while len(found) < count:
        n += 1
        if keep(n):
            found.append(n)
    return found


def _unique_up_to_symmetry(n: int) -> bool:
    """A076437's test: one solution of the all-ones n x n board up to symmetry.

    By Burnside's lemma the orbit count is at least 2**d / 8 (the identity fixes all 2**d
    solutions, the other seven symmetries at least none), so it is 1 when d = 0 and more
    than 1 when d >= 4; only d = 1, 2, 3 need the orbit count itself."""
    d = nullity(n, n)
    if d == 0 or d >= 4:
        return d == 0
    return all_ones_orbits(n) == 1


def oeis_sequence(name: str, count: int) -> list[int]:
    """The first ``count`` terms of the OEIS sequence ``name``, one of ``SEQUENCES``,
    computed by the book's functions (notebook 10).

    Offset 1 for all of them. A165738's a(1) = a(2) = 0 are the 1 x 1 and 2 x 2 tori that
    ``nullity`` refuses (notebook 08 shows that both readings of the rule give 0 there).
    ValueError for a name not in ``SEQUENCES`` or a ``count`` that is not a positive
    integer; the sizes involved are subject to ``nullity``'s own limits."""
    if not isinstance(name, str) or name not in SEQUENCES:
        raise ValueError(
            f"oeis_sequence computes {', '.join(sorted(SEQUENCES))}; got {name!r}"
        )
    count = check_size(count, "count")
    sizes = range(1, count + 1)
    if name == "A159257":
        return [nullity(n, n) for n in sizes]
    if name == "A075462":
        return [2 ** nullity(n, n) for n in sizes]
    if name == "A075463":
        return [all_ones_orbits(n) for n in sizes]
    if name == "A076436":
        return _sizes_where(lambda n: nullity(n, n) == 0, count)
    if name == "A076437":
        return _sizes_where(_unique_up_to_symmetry, count)
    if name == "A117870":
        return _sizes_where(lambda n: nullity(n, n) > 0, count)
    if name == "A093614":
        return [n + 1 for n in _sizes_where(lambda n: nullity(n, n) > 0, count)]
    if name == "A165738":
        return [0 if n < 3 else nullity(n, n, torus=True) for n in sizes]
    if name == "A220195":
        return [n * n - nullity(n, n) for n in sizes]
    return [n * k - nullity(n, k) for n, k in antidiagonal_cells(count)]  # A220196
