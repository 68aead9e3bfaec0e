"""An independent checker of data/09_hardest_boards.csv and its certificates (notebook 09).

Nothing here uses the helpers that produced the table. The press matrix comes from the rules,
the quiet patterns from this file's own elimination over GF(2) (Python integers as bit rows),
the fewest presses of a witness from this file's own Walsh-Hadamard transform over the classes
of cells, and the bounds from exact fractions. Every row is checked:

* the witness (row-major 0/1) needs exactly ``lower`` presses, and ``hardest`` is empty or
  equals ``lower`` and ``upper``;
* nullity 0: the witness is the all-ones pattern and the value is m*n;
* ``distribution``: the listed patterns are quiet, and the uniform distribution over all their
  combinations gives floor(sum_c max(a_c, 1 - a_c)) = the value (a_c counted exactly);
* ``parity``: the listed patterns are quiet, the number of odd classes is even and positive,
  and the averaging bound minus one is the value;
* ``ip``: the listed constraints are quiet patterns and the value is reached by the witness;
  SCIP is asked again, from the certificate alone, whether any per-class counts reach
  value + 1 against those constraints (for the sizes where that takes seconds; the others
  are reported as skipped, with their size);
* ``decomposition``: the chain's generators are signatures, as many as the nullity, and
  the pieces' bounds add up to the upper bound (the pieces are checked exactly by
  tools/check_certificates.py, tests/test_09_certificates.py);
* ``subspace``: the listed subspace codes are combination codes of the basis and the value
  is reached by the witness; the integer program of the subspace bound is re-solved in
  tests/test_09_subspace_recheck.py (minutes of SCIP: `make recheck`);
* ``open``: the bounds are what the two theorems give and the witness meets the lower one.

The rows too large for this file's dense elimination and transform (more than
``DENSE_MAX_CELLS`` cells, or a nullity above ``DENSE_MAX_NULLITY``: every square beyond
60 x 60, and 39 x 39 and 47 x 47) are checked by tools/check_certificates.py instead (light
chasing; tests/test_09_certificates.py runs it on every row). A ``transfer`` row names the
``ip`` row of a larger square whose certificate it carries over (checked exactly there and
in tests/test_09_transfer.py).
"""

import csv
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

DATA = Path(__file__).resolve().parents[1] / "data"
ROWS = list(csv.DictReader(open(DATA / "09_hardest_boards.csv", newline="")))
IP_RECHECK_MAX_CLASSES = 40
DENSE_MAX_CELLS = 3600  # 60 x 60
DENSE_MAX_NULLITY = 24  # a transform of 2**24 entries


def dense(row):
    """Whether this file's own elimination and transform check the row."""
    m, n, d = int(row["m"]), int(row["n"]), int(row["nullity"])
    return m * n <= DENSE_MAX_CELLS and d <= DENSE_MAX_NULLITY


DENSE_ROWS = [r for r in ROWS if dense(r)]
ROWS_BY_SIZE = {f"{r['m']}x{r['n']}": r for r in ROWS}


def read_blocks():
    blocks, current = {}, None
    for line in (DATA / "09_hardest_certificates.txt").read_text().splitlines():
        if line.startswith("["):
            current = line[1:].split("]")[0]
            blocks[current] = {"method": line.split()[-1], "basis": [], "cuts": []}
        elif line.startswith("basis "):
            blocks[current]["basis"].append([int(ch) for ch in line[6:]])
        elif line.startswith("cuts "):
            blocks[current]["cuts"] = [int(u) for u in line[5:].split()]
        elif line.startswith("subspace "):
            blocks[current]["subspace"] = [int(u) for u in line[9:].split()]
        elif line.startswith("chain "):
            piece = [int(u) for u in line[6:].split()]
            blocks[current].setdefault("chain", []).append(piece)
        elif line.startswith("pieces "):
            blocks[current]["pieces"] = [int(u) for u in line[7:].split()]
        elif line.startswith("source "):
            blocks[current]["source"] = line[7:]
    return blocks


BLOCKS = read_blocks()


def rule_rows(m, n):
    """Row i of the press matrix as an int: bit j set when pressing j toggles i."""
    rows = []
    for r in range(m):
        for c in range(n):
            v = 0
            for dr, dc in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)):
                if 0 <= r + dr < m and 0 <= c + dc < n:
                    v |= 1 << ((r + dr) * n + c + dc)
            rows.append(v)
    return rows


def kernel(m, n):
    """A basis of the quiet patterns (ints), by Gauss-Jordan elimination of the rule rows."""
    size = m * n
    pivots = {}  # pivot column -> reduced row
    for v in rule_rows(m, n):
        for col, row in pivots.items():
            if v >> col & 1:
                v ^= row
        if v:
            col = (v & -v).bit_length() - 1
            for other in pivots:
                if pivots[other] >> col & 1:
                    pivots[other] ^= v
            pivots[col] = v
    free = [c for c in range(size) if c not in pivots]
    basis = []
    for f in free:  # x_f = 1, the pivot variables from the reduced rows
        x = 1 << f
        for col, row in pivots.items():
            if row >> f & 1:
                x |= 1 << col
        basis.append(x)
    return basis


def is_quiet(m, n, q):
    rows = rule_rows(m, n)
    return all(bin(r & q).count("1") % 2 == 0 for r in rows)


def fewest(x, basis, size):
    """min over the coset x + span(basis) of the weight, by a Walsh-Hadamard transform."""
    d = len(basis)
    t = np.zeros(2**d, dtype=np.int64)
    fixed = 0
    for c in range(size):
        s = sum(1 << j for j, q in enumerate(basis) if q >> c & 1)
        bit = x >> c & 1
        if s == 0:
            fixed += bit
        else:
            t[s] += 1 - 2 * bit  # (-1)^x_c
    covered = sum(1 for c in range(size) if any(q >> c & 1 for q in basis))
    h = t.copy()
    step = 1
    while step < h.size:
        h = h.reshape(-1, 2, step)
        h = np.stack([h[:, 0] + h[:, 1], h[:, 0] - h[:, 1]], axis=1).reshape(-1)
        step *= 2
    # weight of x + q_u on the covered cells = (covered - H(u)) / 2
    return fixed + (covered - int(h.max())) // 2


def classes(basis, size):
    sig = [sum(1 << j for j, q in enumerate(basis) if q >> c & 1) for c in range(size)]
    counts = {}
    for s in sig:
        if s:
            counts[s] = counts.get(s, 0) + 1
    return counts, sig.count(0)


def as_int(bits):
    return sum(1 << i for i, b in enumerate(bits) if int(b))


def averaging_bound(basis, size):
    """floor(sum_c max(a_c, 1 - a_c)) for the uniform distribution over span(basis), exactly."""
    d = len(basis)
    if d <= 10:  # count the combinations pressing each cell one by one
        code = [0]
        for q in basis:
            code += [c ^ q for c in code]
        a = [Fraction(sum(c >> i & 1 for c in code), len(code)) for i in range(size)]
    else:  # a nonzero linear form is 1 on exactly half of the space
        a = [
            Fraction(1, 2) if any(q >> i & 1 for q in basis) else Fraction(0)
            for i in range(size)
        ]
    return int(sum(max(ac, 1 - ac) for ac in a))


@pytest.mark.parametrize("row", DENSE_ROWS, ids=lambda r: f"{r['m']}x{r['n']}")
def test_row(row):
    m, n = int(row["m"]), int(row["n"])
    size = m * n
    lower, upper = int(row["lower"]), int(row["upper"])
    presses = int(row["witness_presses"])
    assert len(row["witness"]) == size and set(row["witness"]) <= {"0", "1"}
    x = as_int(row["witness"])
    own = kernel(m, n)
    assert len(own) == int(row["nullity"])
    assert fewest(x, own, size) == presses
    assert row["lower_by"] == "witness" and presses == lower <= upper
    if row["hardest"]:
        assert int(row["hardest"]) == lower == upper
    method = row["certificate"].split(":")[0]
    if method == "nullity 0":
        assert own == [] and row["witness"] == "1" * size and lower == upper == size
        return
    block = BLOCKS[f"{m}x{n}"]
    assert block["method"] == method
    basis = [as_int(b) for b in block["basis"]]
    assert all(len(b) == size for b in block["basis"])
    assert all(is_quiet(m, n, q) for q in basis)
    bound = averaging_bound(basis, size)
    counts, zero = classes(basis, size)
    odd = sum(c % 2 for c in counts.values())
    if method == "distribution":
        assert bound == lower == upper
    elif method == "parity":
        assert odd > 0 and odd % 2 == 0 and bound - 1 == lower == upper
    elif method == "open":
        assert not row["hardest"]
        assert upper == bound - (odd > 0 and odd % 2 == 0)
    elif method == "subspace":  # settled (29 x 29) or a lower upper bound (23)
        codes = block["subspace"]
        assert codes and all(0 < u < 2 ** len(basis) for u in codes)
        assert lower <= upper < bound - (odd > 0 and odd % 2 == 0)
    elif method == "decomposition":  # a lower upper bound (19, 30)
        chain, pieces = block["chain"], block["pieces"]
        assert all(0 < g < 2 ** len(basis) for p in chain for g in p)
        assert sum(len(p) for p in chain) == len(basis) and len(pieces) == len(chain)
        assert sum(pieces) == upper < bound - (odd > 0 and odd % 2 == 0)
        assert lower <= upper
    elif method == "transfer":  # the certificate of a larger square of the family
        source = ROWS_BY_SIZE[block["source"]]
        assert source["certificate"] == f"ip:{block['source']}" and lower == upper
        assert int(source["nullity"]) == len(basis) and int(source["m"]) > m
    else:
        assert method == "ip" and lower == upper
        check_ip(m, n, basis, block["cuts"], lower, counts, zero)


def check_ip(m, n, basis, cuts, value, counts, zero):
    """No per-class counts reach value + 1 against the listed constraints (SCIP, again)."""
    assert cuts and all(0 <= u < 2 ** len(basis) for u in cuts)
    for u in cuts:
        q = 0
        for j, b in enumerate(basis):
            if u >> j & 1:
                q ^= b
        assert is_quiet(m, n, q)
    if len(counts) > IP_RECHECK_MAX_CLASSES:
        pytest.skip(
            f"{m} x {n}: {len(counts)} classes, SCIP re-check too slow for a test; "
            "run `make recheck` (tests/test_09_ip_recheck.py)"
        )
    from pyscipopt import Model, quicksum

    model = Model()
    model.hideOutput()
    model.setParam("lp/threads", 1)
    sigs = sorted(counts)
    k = {s: model.addVar(vtype="I", lb=0, ub=counts[s]) for s in sigs}
    for u in cuts:
        model.addCons(
            zero
            + quicksum(
                k[s] if bin(u & s).count("1") % 2 == 0 else counts[s] - k[s]
                for s in sigs
            )
            >= value + 1
        )
    model.optimize()
    assert model.getStatus() == "infeasible"


def test_the_table_covers_every_size():
    """Every m x n with m, n <= 12 and every square up to 256 (the range of Boyles's
    table), once."""
    sizes = [(int(r["m"]), int(r["n"])) for r in ROWS]
    wanted = {(m, n) for m in range(1, 13) for n in range(1, 13)}
    wanted |= {(n, n) for n in range(13, 257)}
    assert len(sizes) == len(set(sizes)) and set(sizes) == wanted
    # the squares of nullity 2 up to 256 (all of side 6k - 1, as Boyles proved), listed
    # by hand, are found again by the book's nullity function
    nullity_2 = [5, 17, 41, 53, 77, 113, 137, 161, 173, 221, 233, 245]
    import lightsout_helpers as lo

    assert [n for n in range(1, 257) if lo.nullity(n, n) == 2] == nullity_2
    left = sorted(int(r["n"]) for r in ROWS if not dense(r))
    assert left == [39, 47, *range(61, 257)]  # 61 x 61 has 3721 > DENSE_MAX_CELLS cells


def test_every_square_of_nullity_at_most_8_is_settled():
    """Every row of nullity 0 to 8 has its value, with a method that proves it; the other
    rows are brackets (method open or a narrower proved upper bound) or settled."""
    for r in ROWS:
        if int(r["nullity"]) <= 8:
            assert r["hardest"] and r["lower"] == r["upper"] == r["hardest"], r["m"]
            assert not r["certificate"].startswith("open"), (r["m"], r["n"])


def test_the_checker_rejects_forged_rows():
    """Each check can fail: a value one too high, and a bound claimed where it is not tight."""
    row = dict(next(r for r in ROWS if r["m"] == "5" and r["n"] == "5"))
    forged = dict(row, hardest="16", lower="16", upper="16")
    with pytest.raises(AssertionError):
        test_row(forged)
    row44 = dict(next(r for r in ROWS if r["m"] == "4" and r["n"] == "4"))
    assert row44["certificate"].startswith("parity")
    witness = kernel(4, 4)  # any 16-cell pattern; claim 8 by averaging
    assert averaging_bound(witness, 16) == 8
    with pytest.raises((AssertionError, KeyError)):
        test_row(dict(row44, certificate="distribution:4x4", hardest="8", upper="8"))


def test_boyles_boards_of_october_2021_need_their_values():
    """The five boards of data/09_boyles_boards_708d9be.txt, read as press patterns, need
    exactly the value printed with each (this file's own kernel and transform)."""
    boards, n = {}, None
    for line in (DATA / "09_boyles_boards_708d9be.txt").read_text().splitlines():
        if line.startswith("["):
            n, value = map(int, line[1:-1].split())
            boards[n] = (value, "")
        elif line and not line.startswith("#"):
            assert len(line) == n and set(line) <= {"0", "1"}, (n, line)
            boards[n] = (boards[n][0], boards[n][1] + line)
    assert {n: v for n, (v, _) in boards.items()} == {
        4: 7,
        5: 15,
        14: 123,
        17: 199,
        23: 239,
    }
    for n, (value, bits) in boards.items():
        assert len(bits) == n * n
        assert fewest(as_int(bits), kernel(n, n), n * n) == value, n
