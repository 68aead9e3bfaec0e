"""The solver-free checker of data/09_hardest_boards.csv (tools/check_certificates.py).

The checker rebuilds every row from the rules (press matrix, quiet patterns, classes) and
checks the witness and the upper bound; for the ``ip`` and ``subspace`` rows the upper bound
is the exact certificate in data/09_certificates/ (a branching tree with integer leaf
combinations, written by tools/make_certificates.py). Here it runs on every row in process,
once as a separate Python that may import nothing outside the standard library, and on
mutated copies, which it must reject: one multiplier changed, a leaf removed, a value
lowered by one.

The whole table (every square up to 256) is checked in `make test` once, by chapter 09
itself: the chapter runs the standalone checker on every row and asserts that all of them
check out, and strict nbval executes it. Here, in process, `make test` checks the rows whose
certificates (a transfer's source included) take under 1 MB, which cover every kind of
row; the rows of the large certificates (about a minute of CPU more, the same checker on the
same files) are checked row by row in `make recheck` (LIGHTSOUT_SLOW_CHECKS=1).
"""

import ast
import csv
import gzip
import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHECKER = ROOT / "tools" / "check_certificates.py"
CSV = ROOT / "data" / "09_hardest_boards.csv"
CERTIFICATES = ROOT / "data" / "09_certificates"

spec = importlib.util.spec_from_file_location("check_certificates", CHECKER)
cc = importlib.util.module_from_spec(spec)
spec.loader.exec_module(cc)

ROWS = list(csv.DictReader(open(CSV, newline="", encoding="utf-8")))


def size(row):
    return f"{row['m']}x{row['n']}"


def run(*args):
    """The checker as a separate Python, isolated (-I) and without site-packages (-S)."""
    return subprocess.run(
        [sys.executable, "-I", "-S", str(CHECKER), *map(str, args)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=600,
    )


LARGE = 1_000_000  # bytes of certificate above which a row is left to make recheck


def certificate_bytes(row):
    """The bytes of the certificate files a row's check reads (a transfer's source too)."""
    kind, _, name = row["certificate"].partition(":")
    if not kind or kind not in ("ip", "subspace", "decomposition", "transfer"):
        return 0
    own = CERTIFICATES / f"{name}.json.gz"
    total = own.stat().st_size
    if kind == "transfer":
        source = json.loads(gzip.decompress(own.read_bytes()))["source"]
        total += (CERTIFICATES / f"{source[0]}x{source[1]}.json.gz").stat().st_size
    return total


SLOW = pytest.mark.skipif(
    os.environ.get("LIGHTSOUT_SLOW_CHECKS") != "1",
    reason="a large certificate: chapter 09 checks it in make test; row by row in "
    "make recheck",
)


@pytest.mark.parametrize(
    "row",
    [
        pytest.param(r, id=size(r), marks=SLOW if certificate_bytes(r) > LARGE else ())
        for r in ROWS
    ],
)
def test_row(row):
    assert cc.check_row(row, CERTIFICATES).startswith(size(row) + ":")


def test_every_integer_program_row_has_a_certificate():
    kinds = ("ip", "subspace", "decomposition", "transfer")
    rows = [r for r in ROWS if r["certificate"].split(":")[0] in kinds]
    assert {size(r) for r in rows} == {
        p.name.split(".")[0] for p in CERTIFICATES.iterdir()
    }


def test_the_checker_needs_only_the_standard_library():
    tree = ast.parse(CHECKER.read_text(encoding="utf-8"))
    modules = {
        a.name.split(".")[0]
        for n in ast.walk(tree)
        if isinstance(n, ast.Import)
        for a in n.names
    }
    modules |= {
        n.module.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)
    }
    assert modules <= sys.stdlib_module_names, modules - sys.stdlib_module_names
    result = run("--row", "6x8", "--row", "8x6", "--row", "4x4", "--row", "5x5")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "4 of 4 rows check out" in result.stdout


def nodes(tree):
    """The positions of the nodes in a certificate's tree ([0, t] leaves take two)."""
    pos = 0
    while pos < len(tree):
        yield pos
        pos += 2 if tree[pos] == 0 else 3


def mutated(tmp_path, edit_csv=None, edit_certificate=None, row="6x8"):
    """Copies of the CSV and the certificates in tmp_path, edited; the checker's exit code
    and output on that row."""
    certificates = tmp_path / "certificates"
    shutil.copytree(CERTIFICATES, certificates)
    rows = [dict(r) for r in ROWS]
    if edit_csv:
        edit_csv(next(r for r in rows if size(r) == row))
    with open(tmp_path / "table.csv", "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]), lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    if edit_certificate:
        path = certificates / f"{row}.json.gz"
        cert = json.loads(gzip.decompress(path.read_bytes()))
        edit_certificate(cert)
        path.write_bytes(gzip.compress(json.dumps(cert).encode(), mtime=0))
    result = run(
        "--row", row, "--csv", tmp_path / "table.csv", "--certificates", certificates
    )
    return result.returncode, result.stdout


def test_the_unmutated_copy_passes(tmp_path):
    code, out = mutated(tmp_path)
    assert code == 0 and "1 of 1 rows check out" in out, out


def test_run_certificate_checker_is_the_checker_as_a_reader_runs_it(tmp_path):
    # the notebooks' helper gives what the bare command line gives: a row that checks, a
    # forged row (a value lowered by one) refused, bad arguments and bad types refused
    import lightsout_helpers as lo

    assert lo.run_certificate_checker("--row", "6x8") == (0, run("--row", "6x8").stdout)

    def lowered(cert):
        cert["value"] -= 1

    code, out = mutated(tmp_path, edit_certificate=lowered)
    assert code == 1 and "FAIL 6x8" in out
    forged = (
        "--csv",
        tmp_path / "table.csv",
        "--certificates",
        tmp_path / "certificates",
    )
    assert lo.run_certificate_checker("--row", "6x8", *forged) == (code, out)
    code, out = lo.run_certificate_checker("--no-such-flag")
    assert code == 2 and "unrecognized arguments: --no-such-flag" in out
    for bad in (None, 1.5, True, ["--row"]):
        with pytest.raises(ValueError, match="argument 2 is a"):
            lo.run_certificate_checker("--row", bad)


def test_one_multiplier_changed_is_rejected(tmp_path):
    def edit(cert):
        cert["combos"][cert["tree"][-1]][2] += (
            1  # the first multiplier of the last leaf
        )

    code, out = mutated(tmp_path, edit_certificate=edit)
    assert code == 1 and "FAIL 6x8" in out and "leaves" in out, out


def test_a_leaf_removed_is_rejected(tmp_path):
    def edit(cert):  # drop the first leaf and its split: its sibling must cover both
        tree = cert["tree"]
        pairs = zip(nodes(tree), list(nodes(tree))[1:])
        split = next(p for p, q in pairs if tree[p] in (1, 2) and tree[q] == 0)
        del tree[split : split + 5]

    code, out = mutated(tmp_path, edit_certificate=edit)
    assert code == 1 and "FAIL 6x8" in out, out


def test_a_leaf_token_removed_is_rejected(tmp_path):
    code, out = mutated(tmp_path, edit_certificate=lambda cert: cert["tree"].pop())
    assert code == 1 and "FAIL 6x8" in out, out


def lower_upper(row):
    row["upper"] = row["hardest"] = str(int(row["upper"]) - 1)
    row["lower"] = row["upper"]


def test_a_value_lowered_by_one_is_rejected(tmp_path):
    code, out = mutated(tmp_path, edit_csv=lower_upper)
    assert code == 1 and "witness" in out, out


def test_an_upper_bound_lowered_by_one_is_rejected(tmp_path):
    """Even with the certificate relabelled to the lower value, the tree does not prove it."""

    def edit(row):
        row["upper"] = str(int(row["upper"]) - 1)
        row["hardest"] = ""

    def relabel(cert):
        cert["value"] -= 1

    code, out = mutated(tmp_path, edit_csv=edit, edit_certificate=relabel)
    assert code == 1 and "leaf" in out, out


@pytest.mark.parametrize("field, value", [(1, 0), (2, 0)], ids=["identity", "ancestor"])
def test_a_wrong_mirror_is_rejected(tmp_path, field, value):
    """A mirror by the identity, or of its own ancestor (the root): both rejected."""

    def edit(cert):
        pos = next(p for p in nodes(cert["tree"]) if cert["tree"][p] == 3)
        cert["tree"][pos + field] = value

    code, out = mutated(tmp_path, edit_certificate=edit)
    assert code == 1 and "FAIL 6x8" in out and "node" in out, out


def test_light_chasing_finds_every_quiet_pattern():
    """The checker's quiet patterns (light chasing) against the package's kernel (Sage
    elimination): the same dimension on every board up to 20 x 20, the same span on some."""
    import numpy as np

    import lightsout_helpers as lo

    for m in range(1, 21):
        for n in range(1, 21):
            assert len(cc.quiet_patterns(m, n)) == lo.nullity(m, n), (m, n)
    for m, n in [(4, 4), (5, 5), (9, 9), (16, 16), (6, 8), (17, 17)]:
        pivots = {}  # the checker's basis, reduced: highest bit -> pattern

        def reduce(x):
            for bit in sorted(pivots, reverse=True):
                if x >> bit & 1:
                    x ^= pivots[bit]
            return x

        for p in cc.quiet_patterns(m, n):
            p = reduce(p)
            pivots[p.bit_length() - 1] = p
        for q in lo.QuietClasses(m, n).kernel:
            bits = "".join(str(int(v)) for v in np.asarray(q).ravel())
            assert reduce(int(bits[::-1], 2)) == 0, (m, n)


@pytest.mark.parametrize(
    "edit, message",
    [
        (lambda b: b[:-1], "does not span"),
        (lambda b: b + [b[0]], "not independent"),
        (lambda b: [format(int(b[0], 16) ^ 1, "x")] + b[1:], "not quiet"),
    ],
    ids=["too few", "repeated", "not quiet"],
)
def test_a_wrong_basis_is_rejected(tmp_path, edit, message):
    def change(cert):
        cert["basis"] = edit(cert["basis"])

    code, out = mutated(tmp_path, edit_certificate=change)
    assert code == 1 and message in out, out


def test_half_of_every_class_is_the_lightest():
    """A witness pressing at most half of each class needs exactly its own presses (the
    shortcut of fewest_presses), as the Gray code over all quiet patterns confirms; one
    press more in a class of two may make a lighter solution, which the shortcut must not
    claim."""
    m = n = 9
    basis = cc.quiet_patterns(m, n)
    sig = cc.signatures(m, n, basis)
    first = {}
    for cell, s in enumerate(sig):
        first.setdefault(s, []).append(cell)
    half = sum(1 << c for s, cells in first.items() for c in cells[: len(cells) // 2])
    assert cc.fewest_presses(half, basis, sig) == half.bit_count()
    walked = cc.fewest_presses(half, basis)  # no signatures, no shortcut: walk all
    assert walked == half.bit_count()
    full = sum(1 << c for s, cells in first.items() if s for c in cells)
    assert cc.fewest_presses(full, basis, sig) < full.bit_count()


DECOMPOSED = [size(r) for r in ROWS if r["certificate"].startswith("decomposition")]


def test_decomposition_rows_exist():
    assert "30x30" in DECOMPOSED and "19x19" in DECOMPOSED


@pytest.mark.parametrize(
    "edit, message",
    [
        (lambda c: c["pieces"][0].update(value=c["pieces"][0]["value"] + 1), "add up"),
        (lambda c: c["pieces"][-1]["cells"].pop(), "places"),
        (
            lambda c: c["pieces"][1]["cells"].append(c["pieces"][0]["cells"][0]),
            "depend",
        ),
        (lambda c: c["pieces"][0]["tree"].pop(), "FAIL"),
    ],
    ids=["sum", "class-left-out", "dependent", "tree"],
)
def test_a_wrong_decomposition_is_rejected(tmp_path, edit, message):
    code, out = mutated(tmp_path, edit_certificate=edit, row=DECOMPOSED[0])
    assert code == 1 and f"FAIL {DECOMPOSED[0]}" in out and message in out, out


def test_a_piece_lowered_by_one_is_rejected(tmp_path):
    """One piece's value lowered, the row's upper bound with it: its tree fails."""

    def edit(row):
        row["upper"] = str(int(row["upper"]) - 1)

    def relabel(cert):
        cert["value"] -= 1
        cert["pieces"][0]["value"] -= 1

    row = DECOMPOSED[0]
    code, out = mutated(tmp_path, edit_csv=edit, edit_certificate=relabel, row=row)
    assert code == 1 and "leaf" in out, out


def test_the_pieces_agree_with_the_package():
    """The checker's pieces (its own light chasing and elimination) against
    ``lightsout.hardsearch`` (the package's kernel): the same sizes of classes per piece,
    for the stored chains."""
    import numpy as np

    import lightsout_helpers as lo
    from lightsout import decomposition

    for row in DECOMPOSED:
        m, n = map(int, row.split("x"))
        cert = json.loads(
            gzip.decompress((CERTIFICATES / f"{row}.json.gz").read_bytes())
        )
        chain = [p["cells"] for p in cert["pieces"]]
        basis = [int(q, 16) for q in cert["basis"]]
        ours = cc.decomposition_pieces(m, n, basis, chain)
        qc = lo.QuietClasses(m, n)
        sig = qc.signature
        theirs = decomposition._decomposition_pieces(
            qc, [[int(sig[c]) for c in p] for p in chain]
        )
        for (z, cls, d), (_, counts, zero, cells) in zip(ours, theirs):
            assert z == zero and sorted(c for _, c in cls) == sorted(counts)
            assert z + sum(c for _, c in cls) == cells
        assert sum(t[3] for t in theirs) == m * n
        assert np.all(qc.counts > 0)


@pytest.mark.parametrize("size", ["4x4", "6x8", "9x9", "16x16", "19x19", "23x23"])
def test_the_gray_code_on_the_classes_agrees_with_the_coset_search(size):
    """``fewest_presses`` with signatures walks the quiet patterns on the classes (one
    block of |n_s - 2 k_s| bits per class); the package's coset search, on random press
    patterns that press more than half of some class, must give the same."""
    import random

    import numpy as np

    import lightsout_helpers as lo

    m, n = map(int, size.split("x"))
    basis = cc.quiet_patterns(m, n)
    sig = cc.signatures(m, n, basis)
    rng = random.Random(size)
    for _ in range(4):
        x = rng.getrandbits(m * n)
        board = np.array([x >> i & 1 for i in range(m * n)], dtype=np.uint8)
        expected = lo.coset_fewest_presses(board.reshape(m, n))[0]
        assert cc.fewest_presses(x, basis, sig) == expected
        assert cc.fewest_presses(x, basis) == expected  # on the cells


def test_chapter_09_checks_every_row_in_make_test():
    # the rows left to make recheck above are checked in make test by chapter 09's own
    # run of the standalone checker over the whole table, which strict nbval executes
    source = (ROOT / "notebooks" / "09_the_hardest_board.py").read_text(
        encoding="utf-8"
    )
    assert 'code, out = lo.run_certificate_checker("--quiet")' in source
    assert (
        'assert code == 0 and f"{len(rows)} of {len(rows)} rows check out" in out'
        in (source)
    )
    skipped = [size(r) for r in ROWS if certificate_bytes(r) > LARGE]
    assert 0 < len(skipped) < 20, skipped
