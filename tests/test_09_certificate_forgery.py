"""Forged certificates that tools/check_certificates.py must refuse.

The oracle needs no trust in the checker: the stored witness of each row needs W presses,
computed here by the package's own coset search (``lo.coset_fewest_presses``), so every
board of that size can need W presses and a certificate claiming "no board needs more than
W - 1" is false. Each forgery below claims W - 1 (or less) and must be refused with a
ValueError that says why; mutations of the true claim may be accepted or refused, but
never with another exception. The findings F01-F07 of the adversarial review each have a
test of their own; the property tests make thousands of random and targeted mutations of
the small certificates (6 x 8, 8 x 6, 23 x 23) and of 19 x 19's decomposition.
"""

import copy
import csv
import gzip
import importlib.util
import json
import random
import re
import subprocess
import sys
import zlib
from pathlib import Path

import numpy as np
import pytest

import lightsout_helpers as lo

ROOT = Path(__file__).resolve().parents[1]
CHECKER = ROOT / "tools" / "check_certificates.py"
CERTIFICATES = ROOT / "data" / "09_certificates"
spec = importlib.util.spec_from_file_location("check_certificates_forgery", CHECKER)
cc = importlib.util.module_from_spec(spec)
spec.loader.exec_module(cc)

with open(ROOT / "data" / "09_hardest_boards.csv", newline="", encoding="utf-8") as f:
    ROWS = {f"{r['m']}x{r['n']}": r for r in csv.DictReader(f)}
PROGRAMS = ["6x8", "8x6", "23x23"]


def load(size):
    return json.loads(gzip.decompress((CERTIFICATES / f"{size}.json.gz").read_bytes()))


def board_of(witness, m, n):
    return np.array([int(c) for c in witness], dtype=np.uint8).reshape(m, n)


def needs(witness, m, n):
    """The oracle: the fewest presses of the board the witness switches off (package)."""
    return lo.coset_fewest_presses(board_of(witness, m, n))[0]


def lighter_witness(size):
    """A witness that needs exactly one press less than the stored one (found by
    flipping one cell at a time; each flip changes the fewest presses by at most one)."""
    m, n = map(int, size.split("x"))
    w = ROWS[size]["witness"]
    target = needs(w, m, n) - 1
    for i in range(m * n):
        flipped = w[:i] + "10"[int(w[i])] + w[i + 1 :]
        if needs(flipped, m, n) == target:
            return flipped, target
    raise AssertionError(f"{size}: no single flip lowers the witness")


def forged_row(size):
    """The row of ``size`` claiming W - 1 with a witness that needs exactly W - 1."""
    witness, value = lighter_witness(size)
    v = str(value)
    return dict(ROWS[size], hardest=v, lower=v, upper=v, witness=witness,
                witness_presses=v), value  # fmt: skip


def write(tmp_path, rows, certs, raw=None):
    """A table of ``rows`` and certificates (dicts, or raw bytes in ``raw``) in tmp_path."""
    (tmp_path / "certs").mkdir(exist_ok=True)
    with open(tmp_path / "t.csv", "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=cc.COLUMNS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    for size, cert in certs.items():
        text = json.dumps(cert)  # NaN and Infinity are written as such
        (tmp_path / "certs" / f"{size}.json.gz").write_bytes(
            gzip.compress(text.encode())
        )
    for size, data in (raw or {}).items():
        (tmp_path / "certs" / f"{size}.json.gz").write_bytes(data)
    return tmp_path / "t.csv", tmp_path / "certs"


def run(table, certs, *extra):
    """The checker as a bare Python (-I -S), as a reader runs it."""
    return subprocess.run(
        [sys.executable, "-I", "-S", str(CHECKER), "--csv", table,
         "--certificates", certs, *extra],
        capture_output=True, text=True, cwd=ROOT, timeout=300,
    )  # fmt: skip


def refused(row, cert, tmp_path):
    """The checker's one FAIL line for ``row`` with ``cert`` (asserts it is refused)."""
    size = f"{row['m']}x{row['n']}"
    result = run(*write(tmp_path, [row], {size: cert}))
    assert result.returncode == 1, result.stdout + result.stderr
    assert "Traceback" not in result.stderr, result.stderr
    (line,) = [x for x in result.stdout.splitlines() if x.startswith("FAIL")]
    return line


@pytest.mark.parametrize("size", PROGRAMS + ["19x19"])
def test_the_oracle_agrees_with_the_table(size):
    """The package's coset search gives each stored witness the table's ``lower``."""
    m, n = map(int, size.split("x"))
    assert needs(ROWS[size]["witness"], m, n) == int(ROWS[size]["witness_presses"])


# -- F01: a mirror that names itself, an ancestor or a later node --------------------


@pytest.mark.parametrize("size", ["6x8", "8x6"])
def test_f01_a_mirror_of_itself_proves_nothing(size, tmp_path):
    m, n = map(int, size.split("x"))
    cert = dict(load(size), value=0, combos=[], tree=[3, 0, 0])
    row = dict(
        ROWS[size],
        hardest="0",
        lower="0",
        upper="0",
        witness_presses="0",
        witness="0" * (m * n),
    )
    assert "node 0 is not a finished earlier node" in refused(row, cert, tmp_path)


def test_f01_decomposition_pieces_mirroring_themselves(tmp_path):
    """Every piece's tree [3, 0, 0] by its identity automorphism: 19 x 19 needs 0."""
    cert = load("19x19")
    cert["value"] = 0
    basis = [int(q, 16) for q in cert["basis"]]
    chain = [p["cells"] for p in cert["pieces"]]
    for piece, (_, cls, _) in zip(
        cert["pieces"], cc.decomposition_pieces(19, 19, basis, chain)
    ):
        identity = list(range(len(cls)))
        piece.update(value=0, combos=[], tree=[3, 0, 0], automorphisms=[identity])
    row = dict(
        ROWS["19x19"],
        hardest="0",
        lower="0",
        upper="0",
        witness_presses="0",
        witness="0" * 361,
    )
    assert "node 0 is not a finished earlier node" in refused(row, cert, tmp_path)


@pytest.mark.parametrize("target", ["itself", "parent", "later"])
def test_f01_a_mirror_in_a_deep_node_is_checked(target):
    """The last leaf of 6 x 8's tree replaced by a mirror of itself, of its parent, or of
    a node after it: none of them is a finished earlier node."""
    cert = load("6x8")
    tree, positions = cert["tree"], list(node_positions(cert["tree"]))
    last = len(positions) - 1
    parent = max(i for i, p in enumerate(positions[:last]) if tree[p] in (1, 2))
    r = {"itself": last, "parent": parent, "later": last + 1}[target]
    cert["tree"] = tree[: positions[last]] + [3, 0, r]
    with pytest.raises(ValueError, match="not a finished earlier node"):
        cc.check_program(6, 8, 22, cert)


# -- F02-F05: numbers that are not integers ------------------------------------------


def test_f02_nan_and_infinity_are_not_numbers_here(tmp_path):
    row, value = forged_row("6x8")
    for combo in ([float("nan")], [1, 1, float("nan")], [float("inf"), 1, 2]):
        cert = dict(load("6x8"), value=value, combos=[combo], tree=[0, 0])
        assert "not an integer" in refused(row, cert, tmp_path)


def test_f02_a_huge_plain_json_number_is_refused(tmp_path):
    row, value = forged_row("6x8")
    text = json.dumps(dict(load("6x8"), value=value, combos=[[7, 1, 7]], tree=[0, 0]))
    data = gzip.compress(text.replace("[[7, 1, 7]]", "[[1e999, 1, 1e999]]").encode())
    result = run(*write(tmp_path, [row], {}, raw={"6x8": data}))
    assert result.returncode == 1 and "1e999 is not an integer" in result.stdout


def five_by_five():
    """The 5 x 5 program: classes, rows (as class lists) and right-hand sides."""
    basis = cc.quiet_patterns(5, 5)
    z, cls = cc.classes(5, 5, basis)
    rows = {
        w: [i for i, (s, _) in enumerate(cls) if (w & s).bit_count() % 2]
        for w in range(4)
    }
    return basis, z, cls, rows


def test_f03_a_split_between_integers_is_refused():
    """5 x 5 <= 14 is false (the hardest 5 x 5 board needs 15); the only point of the
    program for 14 is k = (2, 4, 4), which a split at 1.5 of the 4-cell class skips."""
    basis, z, cls, rows = five_by_five()
    small = next(i for i, (_, c) in enumerate(cls) if c == 4)
    w_out = next(w for w in (1, 2, 3) if small not in rows[w])
    w_in = sorted(w for w in (1, 2, 3) if small in rows[w])
    cert = dict(
        m=5, n=5, value=14, basis=[format(q, "x") for q in basis], span=None,
        automorphisms=[], combos=[[1, w_out, 1], [1, w_in[0], 1, w_in[1] - w_in[0], 1]],
        tree=[1, small, 1.5, 0, 0, 0, 1],
    )  # fmt: skip
    with pytest.raises(ValueError, match="not an integer"):
        cc.check_program(5, 5, 14, cert)
    for v in (1, 2):  # integer splits: the point (2, 4, 4) lies in one of the halves
        with pytest.raises(ValueError, match="leaf"):
            cc.check_program(5, 5, 14, dict(cert, tree=[1, small, v, 0, 0, 0, 1]))


def test_f04_piece_values_are_integers_at_least_zero(tmp_path):
    row, value = forged_row("19x19")
    cert = load("19x19")
    cert["value"] = value
    empty = dict(cells=[], value=-0.5, combos=[[1]], tree=[0, 0], automorphisms=[])
    cert["pieces"] += [dict(empty) for _ in range(26)]
    assert "not an integer" in refused(row, cert, tmp_path)
    with pytest.raises(ValueError, match=r"value: -1 is not in 0\.\."):
        c = load("19x19")
        c["value"] -= 2
        c["pieces"] += [dict(empty, value=-1, cells=[0])] * 2
        cc.check_decomposition(19, 19, c["value"], c)
    with pytest.raises(ValueError, match="cells empty"):
        c = load("19x19")
        c["pieces"] += [dict(empty, value=0)]
        cc.check_decomposition(19, 19, c["value"], c)


def test_f05_every_number_is_compared_exactly():
    """At the solution k = (2, 4, 4) of 5 x 5's program for 14 every combo leaves
    top >= rhs, whatever the size of its numbers: with multipliers above 10**20 (where a
    float has no unit digit) the checker still refuses the point's leaf, and the same
    numbers written as floats are refused as such."""
    basis, z, cls, rows = five_by_five()
    goal = 14 + 1 - z
    rhs = {w: sum(cls[i][1] for i in r) // 2 for w, r in rows.items()}
    big = 10**20 + 1
    combo = [big, 1, big, 1, 1]  # rows 1 and 2; D = Y_1 = 10**20 + 1, Y_2 = 1
    c = [big - (i in rows[1]) * big - (i in rows[2]) for i in range(len(cls))]
    k = [2, 4, 4]  # the one solution: every row and the goal hold
    assert sum(k) >= goal
    assert all(sum(k[i] for i in rows[w]) <= rhs[w] for w in rows)
    top = sum(ci * ki for ci, ki in zip(c, k))
    assert top >= big * goal - big * rhs[1] - rhs[2]  # k is a solution: the test holds
    cert = dict(m=5, n=5, value=14, basis=[format(q, "x") for q in basis], span=None,
                automorphisms=[], combos=[combo], tree=point_tree(cls, k))  # fmt: skip
    with pytest.raises(ValueError, match="leaf"):
        cc.check_program(5, 5, 14, cert)
    floats = dict(cert, combos=[[float(x) for x in combo]])
    with pytest.raises(ValueError, match="not an integer"):
        cc.check_program(5, 5, 14, floats)


def point_tree(cls, k):
    """A tree whose first leaf is the single point k (then leaves on the rest), all
    proved by combo 0: splits k_j <= k_j - 1 | k_j >= k_j, then k_j <= k_j | rest."""
    tree, tail = [], []
    for j, kj in enumerate(k):
        if kj > 0:
            tree += [2, j, kj - 1]  # k_j >= kj first
            tail = [0, 0] + tail
        if kj < cls[j][1]:
            tree += [1, j, kj]  # k_j <= kj first
            tail = [0, 0] + tail
    return tree + [0, 0] + tail


# -- F06: hostile files stop one row, not the run ------------------------------------


def hostile_files():
    good = (CERTIFICATES / "6x8.json.gz").read_bytes()
    c = load("6x8")

    def gz(obj):
        return gzip.compress(
            (obj if isinstance(obj, str) else json.dumps(obj)).encode()
        )

    member = zlib.compressobj(9, zlib.DEFLATED, 31)
    member = member.compress(b" " * (64 << 20)) + member.flush()  # 64 MiB of spaces
    return {
        "D a string": gz(dict(c, combos=[["4"] + c["combos"][0][1:]])),
        "automorphism of floats": gz(
            dict(c, automorphisms=[[float(x) for x in g] for g in c["automorphisms"]])
        ),
        "span [0.0]": gz(dict(c, span=[0.0])),
        "span [true]": gz(dict(c, span=[True])),
        "a JSON list": gz([1, 2]),
        "a repeated key": gz(json.dumps(c)[:-1] + ', "value": 21}'),
        "an unknown key": gz(dict(c, note="trust me")),
        "truncated gzip": good[: len(good) // 2],
        "not gzip": b"{}",
        "not UTF-8": gzip.compress(b'{"m": "\xff"}'),
        "100000 nested brackets": gz("[" * 100000 + "]" * 100000),
        "gzip bomb": member * (cc.MAX_JSON_BYTES // (64 << 20) + 1),
    }


def test_f06_a_hostile_file_fails_its_row_and_the_run_goes_on(tmp_path):
    rows = [ROWS["6x8"], ROWS["8x6"]]
    for label, data in hostile_files().items():
        table, certs = write(tmp_path, rows, {"8x6": load("8x6")}, raw={"6x8": data})
        result = run(table, certs)
        out = result.stdout + result.stderr
        assert result.returncode == 1, label
        assert "Traceback" not in out, (label, out[-500:])
        assert re.search(r"^FAIL 6x8: ValueError: ", result.stdout, re.M), (label, out)
        assert "ok   8x6" in result.stdout, (label, out)


def test_f06_a_missing_certificate_and_a_bad_table_are_one_line(tmp_path):
    table, certs = write(tmp_path, [ROWS["6x8"], ROWS["5x5"]], {})
    result = run(table, certs)
    assert (
        result.returncode == 1 and "FAIL 6x8: ValueError: 6x8.json.gz" in result.stdout
    )
    assert "ok   5x5" in result.stdout
    (tmp_path / "bad.csv").write_text("m,n\n1,1\n", encoding="utf-8")
    result = run(tmp_path / "bad.csv", certs)
    assert result.returncode == 1 and "the header is" in result.stdout, result.stdout
    assert "Traceback" not in result.stderr


# -- F07: the table's fields, read strictly ------------------------------------------


@pytest.mark.parametrize(
    "edit",
    [
        dict(certificate="ip:8x6"),
        dict(certificate="ip"),
        dict(certificate="subspace:6x8"),
        dict(certificate="decomposition:6x8"),
        dict(certificate="ip:6x8 "),
        dict(certificate="IP:6x8"),
        dict(lower="2_2", upper="2_2", hardest="2_2"),
        dict(lower=" 22", upper="22 ", hardest="22"),
        dict(lower="\u0662\u0662", upper="\u0662\u0662", hardest="\u0662\u0662"),
        dict(lower="022", upper="022", hardest="022"),
        dict(witness_presses="2_2"),
        dict(lower_by="Witness"),
        dict(lower_by="sphere"),
        dict(upper="+22", hardest=""),
        dict(m="6.0"),
        dict(nullity="6 "),
        dict(witness=ROWS["6x8"]["witness"] + "0"),
        dict(witness=ROWS["6x8"]["witness"].replace("1", "2", 1)),
    ],
    ids=lambda e: repr(e)[:40],
)
def test_f07_lenient_fields_are_refused(edit, tmp_path):
    line = refused(dict(ROWS["6x8"], **edit), load("6x8"), tmp_path)
    assert line.startswith("FAIL 6x8: ValueError") or line.startswith("FAIL ")


@pytest.mark.parametrize(
    "size, edit",
    [
        ("39x39", dict(lower="641")),  # the punctured sphere bound is 640
        ("39x39", dict(lower="639")),
        ("39x39", dict(lower_by="witness")),  # the witness needs 105, not 640
        ("47x47", dict(lower="969")),
        ("5x5", dict(lower_by="sphere")),  # below the witness: not the argument
    ],
    ids=lambda x: str(x)[:30],
)
def test_a_wrong_proved_lower_bound_is_refused(size, edit):
    """``lower`` is what its argument proves, exactly: the witness's presses, or the
    sphere-covering bound on the punctured code (above the witness)."""
    assert cc.check_row(dict(ROWS[size]), CERTIFICATES)  # the stored row passes
    with pytest.raises(ValueError, match="lower"):
        cc.check_row(dict(ROWS[size], **edit), CERTIFICATES)


def test_the_sphere_bound_by_a_second_route():
    """The checker's sphere-covering bound (a running binomial) against math.comb, on the
    punctured codes of 39 x 39 and 47 x 47 and a few small boards."""
    import math

    def direct(cells, d):  # each binomial from math.comb, the sum kept as it grows
        rho, total = 0, 1
        while total << d < 1 << cells:
            rho += 1
            total += math.comb(cells, rho)
        return rho

    for m, n in [(39, 39), (47, 47), (4, 4), (5, 5), (9, 9), (16, 16)]:
        qc = lo.QuietClasses(m, n)
        d, zero = len(qc.kernel), qc.zero_cells
        assert cc.sphere_lower_bound(m, n, zero, d) == zero + direct(m * n - zero, d)
    assert [int(ROWS[s]["lower"]) for s in ("39x39", "47x47")] == [640, 968]


def test_f07_a_size_twice_is_refused(tmp_path):
    row = ROWS["5x5"]
    result = run(*write(tmp_path, [row, dict(row, certificate="parity:5x5")], {}))
    assert result.returncode == 1 and "a second row for this size" in result.stdout


def test_the_unchanged_rows_pass_through_the_same_helpers(tmp_path):
    """The helpers above write a table and certificates the checker accepts unchanged."""
    certs = {size: load(size) for size in PROGRAMS + ["19x19"]}
    rows = [ROWS[size] for size in certs]
    result = run(*write(tmp_path, rows, certs))
    assert result.returncode == 0, result.stdout
    assert "4 of 4 rows check out" in result.stdout


# -- property tests: thousands of mutations ------------------------------------------


def node_positions(tree):
    """The position in ``tree`` of each node, in preorder."""
    pos = 0
    while pos < len(tree):
        yield pos
        pos += 2 if tree[pos] == 0 else 3


SPECIALS = [0, -1, 1, 2, 10**30, -(10**30), 1.5, 2.0, float("nan"), float("inf"),
            True, False, None, "1", [], [0], {}]  # fmt: skip


def places(obj, path=()):
    """Every (container, key) in a JSON-like value, containers included."""
    items = obj.items() if isinstance(obj, dict) else enumerate(obj)
    for key, value in items:
        yield obj, key
        if isinstance(value, (dict, list)):
            yield from places(value, path + (key,))


def mutate(cert, rng):
    """One to three random edits of a deep copy of ``cert``: a number moved by a little
    or a lot, replaced by a special value, a list element deleted, inserted, duplicated
    or swapped, a hexadecimal pattern altered, a key removed."""
    cert = copy.deepcopy(cert)
    for _ in range(rng.randint(1, 3)):
        container, key = rng.choice(list(places(cert)))
        value, op = container[key], rng.random()
        if isinstance(value, str) and op < 0.5:  # a basis pattern
            i = rng.randrange(len(value))
            container[key] = (
                value[:i] + rng.choice("0123456789abcdefABCDEF_ x") + value[i + 1 :]
            )
        elif type(value) is int and op < 0.6:
            container[key] = value + rng.choice([-2, -1, 1, 2, rng.randint(-50, 50)])
        elif op < 0.75:
            container[key] = copy.deepcopy(rng.choice(SPECIALS))
        elif isinstance(container, list) and op < 0.85:
            del container[key]
        elif isinstance(container, list) and op < 0.95:
            container.insert(key, copy.deepcopy(rng.choice(SPECIALS + [value])))
        elif isinstance(container, list):
            j = rng.randrange(len(container))
            container[key], container[j] = container[j], container[key]
        else:
            del container[key]
    return cert


def attack(cert, check, patch, rounds=60):
    """Patch the node that the checker names as failing (``leaf N``) with ``patch``, up to
    ``rounds`` times: the checker must keep refusing. Returns the last refusal."""
    for _ in range(rounds):
        try:
            check(cert)
        except ValueError as err:
            found = re.match(r"leaf (\d+):", str(err))
            if not found:
                return err
            tree = cert["tree"]
            node = int(found.group(1))
            pos = list(node_positions(tree))[node]
            cert["tree"] = tree[:pos] + patch(node, cert) + tree[pos + 2 :]
            continue
        raise AssertionError(f"a forged certificate was accepted: {cert['tree'][:30]}")
    return None


PATCHES = {
    "mirror of itself": lambda node, c: [3, 0, node],
    "mirror of the root": lambda node, c: [3, 0, 0],
    "mirror of the next node": lambda node, c: [3, 0, node + 1],
    "automorphism -1": lambda node, c: [3, -1, 0],
    "combo -1": lambda node, c: [0, -1],
    "combo past the end": lambda node, c: [0, len(c["combos"])],
    "a new NaN combo": lambda node, c: (c["combos"].append([float("nan")]) or [0, len(c["combos"]) - 1]),
    "a new empty combo": lambda node, c: (c["combos"].append([]) or [0, len(c["combos"]) - 1]),
    "a split at a fraction": lambda node, c: [1, 0, 0.5, 0, 0, 0, 0],
    "a split outside the box": lambda node, c: [1, 0, -1, 0, 0, 0, 0],
    "a bool leaf": lambda node, c: [False, 0],
}  # fmt: skip


@pytest.mark.parametrize("patch", PATCHES, ids=list(PATCHES))
@pytest.mark.parametrize("size", PROGRAMS)
def test_targeted_patches_never_prove_a_false_bound(size, patch):
    """Value lowered to W - 1 (false: the stored witness needs W); every leaf the checker
    names as failing replaced by the patch, again and again: always refused."""
    m, n = map(int, size.split("x"))
    false = needs(ROWS[size]["witness"], m, n) - 1
    cert = dict(load(size), value=false)
    err = attack(cert, lambda c: cc.check_program(m, n, false, c), PATCHES[patch])
    assert err is not None


@pytest.mark.parametrize("size", PROGRAMS)
def test_random_mutations_never_prove_a_false_bound(size):
    """1,000 random mutations per certificate, each of a certificate claiming W - 1 (false)
    and of the true one: the false claim is always refused with a ValueError; the true one
    is accepted or refused with a ValueError, nothing else."""
    m, n = map(int, size.split("x"))
    true = needs(ROWS[size]["witness"], m, n)
    stored = load(size)
    rng = random.Random(f"forgery {size}")
    for i in range(1000):
        claim = true - 1 if i % 2 else stored["value"]
        cert = mutate(dict(stored, value=claim), rng)
        try:
            cc.check_program(m, n, claim, cert)
        except ValueError:
            continue
        assert claim >= true, f"mutation {i} proves {size} <= {claim}: {cert}"


def test_random_mutations_of_the_decomposition_never_prove_a_false_bound():
    """19 x 19 claiming W - 1 = 161 (false: the witness needs 162), the pieces' values
    (15 + 31 + 128 = 174) lowered by 13 in all. Half the time the first piece is lowered
    and the small pieces mutated at random; otherwise the middle piece is lowered and its
    tree, combos and automorphisms replaced by random small ones. Each is refused."""
    true = needs(ROWS["19x19"]["witness"], 19, 19)
    stored = load("19x19")
    excess = stored["value"] - (true - 1)
    rng = random.Random("forgery 19x19")
    for i in range(100):
        first, middle, last = stored["pieces"]  # the large middle tree is not copied
        first, middle, last = copy.deepcopy(first), dict(middle), copy.deepcopy(last)
        cert = dict(stored, value=true - 1, pieces=[first, middle, last])
        if i % 2 == 0:
            r = rng.randint(1, min(excess, first["value"]))
            first["value"] -= r
            last["value"] -= excess - r
            small = mutate({"pieces": [first, last]}, rng)["pieces"]
            if len(small) == 2:
                cert["pieces"] = [small[0], middle, small[1]]
        else:
            middle["value"] -= excess
            middle["tree"] = [
                rng.choice([0, 0, 1, 2, 3]) for _ in range(rng.randint(2, 12))
            ]
            middle["tree"] = [abs(t) % 40 for t in middle["tree"]]
            middle["combos"] = [
                [rng.randint(1, 9) for _ in range(rng.choice([1, 3, 5]))]
                for _ in range(rng.randint(0, 3))
            ]
            middle["automorphisms"] = rng.choice([[], [list(range(44))]])
        with pytest.raises(ValueError):
            cc.check_decomposition(19, 19, true - 1, cert)


@pytest.mark.parametrize("size", PROGRAMS)
def test_random_table_fields_never_pass_a_false_claim(size, tmp_path):
    """The CSV row claiming W - 1 (its witness needs W - 1), each field mutated at random
    (digits, signs, spaces, other sizes and methods): always refused."""
    row, value = forged_row(size)
    m, n = map(int, size.split("x"))
    rng = random.Random(f"table {size}")
    cert = dict(load(size), value=value)
    rows = []
    for _ in range(40):
        key = rng.choice(cc.COLUMNS)
        text = row[key]
        text = rng.choice([
            text + rng.choice(["0", " ", "_0", ".0"]),
            rng.choice(["", "-", "+", " "]) + text,
            str(rng.randint(0, 3 * m * n)),
            f"{rng.choice(cc.METHODS)}:{rng.choice([m, n])}x{rng.choice([m, n])}",
            "nullity 0",
        ])  # fmt: skip
        rows.append(dict(row, **{key: text}))
    _, certs = write(tmp_path, [], {size: cert})
    for r in rows:
        with pytest.raises(ValueError):
            cc.check_row(r, certs)
