"""Transfers (tools/check_certificates.py, section "A transfer"): one exact certificate
settles every square of its class structure with smaller classes.

The nullity-8 squares of side 10k - 1 (9, 49, 69, ...) have the classes of 9 x 9 with
every size multiplied by an odd square, those of side 17k - 1 (16, 50, 118, ...) the
classes of 16 x 16 likewise; the largest of each family up to 256 carries the exact
certificate, the others a map of their classes onto its classes. The oracle here is the
package's coset search (``lo.coset_fewest_presses``): a witness that needs W presses
refutes every claim below W, and every such claim must be refused with a ValueError.
"""

import csv
import gzip
import importlib.util
import json
import shutil
import sys
from pathlib import Path

import numpy as np
import pytest

import lightsout_helpers as lo

ROOT = Path(__file__).resolve().parents[1]
CHECKER = ROOT / "tools" / "check_certificates.py"
CERTIFICATES = ROOT / "data" / "09_certificates"
spec = importlib.util.spec_from_file_location("check_certificates_transfer", CHECKER)
cc = importlib.util.module_from_spec(spec)
spec.loader.exec_module(cc)
sys.path.insert(0, str(ROOT / "tools"))
import make_certificates as mc  # noqa: E402

with open(ROOT / "data" / "09_hardest_boards.csv", newline="", encoding="utf-8") as f:
    ROWS = {f"{r['m']}x{r['n']}": r for r in csv.DictReader(f)}
TRANSFERS = sorted(
    (s for s, r in ROWS.items() if r["certificate"].startswith("transfer:")),
    key=lambda s: int(s.split("x")[0]),
)
SMALL = "69x69"  # the smallest transfer row: its checks take seconds


def load(size):
    return json.loads(gzip.decompress((CERTIFICATES / f"{size}.json.gz").read_bytes()))


def needs(size):
    """The oracle: the fewest presses of the board the stored witness switches off."""
    m, n = map(int, size.split("x"))
    w = np.array([int(c) for c in ROWS[size]["witness"]], dtype=np.uint8)
    return lo.coset_fewest_presses(w.reshape(m, n))[0]


def check(cert, directory=CERTIFICATES):
    return cc.check_transfer(cert["m"], cert["n"], cert["value"], cert, directory)


def test_every_transfer_row_is_a_nullity_8_square_with_an_ip_source():
    assert SMALL in TRANSFERS
    for size in TRANSFERS:
        cert = load(size)
        source = f"{cert['source'][0]}x{cert['source'][1]}"
        assert ROWS[size]["nullity"] == ROWS[source]["nullity"] == "8"
        assert ROWS[source]["certificate"] == f"ip:{source}"
        assert int(ROWS[size]["n"]) < int(ROWS[source]["n"])


def test_the_stored_transfers_pass_and_one_below_the_oracle_is_refused():
    cert = load(SMALL)
    w = needs(SMALL)
    assert cert["value"] == w  # the witness needs what the transfer proves
    assert check(cert) == (tuple(cert["source"]), int(ROWS["249x249"]["upper"]))
    with pytest.raises(ValueError, match="goal"):
        check(dict(cert, value=w - 1))


def test_a_map_that_mixes_odd_and_even_classes_is_refused():
    cert = load(SMALL)
    _, cls = cc.classes(69, 69, cc.quiet_patterns(69, 69))
    odd = next(i for i, (_, c) in enumerate(cls) if c % 2)
    even = next(i for i, (_, c) in enumerate(cls) if c % 2 == 0)
    image = list(cert["map"])
    image[odd], image[even] = image[even], image[odd]
    with pytest.raises(ValueError, match="not larger by an even number"):
        check(dict(cert, map=image))


def test_a_map_that_breaks_the_rows_is_refused():
    """Swapping the images of two classes of the same size keeps every size condition;
    some such swap no longer carries the rows onto rows, and the checker says so."""
    cert = load(SMALL)
    _, cls = cc.classes(69, 69, cc.quiet_patterns(69, 69))
    refused = 0
    for j in range(1, len(cls)):
        if cls[j][1] != cls[0][1]:
            continue
        image = list(cert["map"])
        image[0], image[j] = image[j], image[0]
        try:
            check(dict(cert, map=image))
        except ValueError as err:
            assert "does not carry the rows" in str(err)
            refused += 1
    assert refused > 0


@pytest.mark.parametrize(
    "edit, message",
    [
        (lambda c: c["map"].pop(), "not a permutation"),
        (lambda c: c["map"].__setitem__(0, c["map"][1]), "not a permutation"),
        (lambda c: c["map"].__setitem__(0, -1), "outside"),
        (lambda c: c.__setitem__("source", [69, 69]), "another board"),
        (lambda c: c.__setitem__("source", [249]), "another board"),
        (lambda c: c.__setitem__("source", [19, 19]), "not an ip certificate"),
        (lambda c: c.__setitem__("source", [29, 29]), "not an ip certificate"),
        (lambda c: c.__setitem__("source", [7, 7]), "cannot read"),
        (lambda c: c.__setitem__("source", [9, 9]), "not larger by an even number"),
        (lambda c: c.__setitem__("extra", 1), "keys"),
        (lambda c: c.__setitem__("value", 2797.0), "not an integer"),
    ],
)
def test_a_bad_transfer_is_refused(edit, message):
    cert = load(SMALL)
    edit(cert)
    with pytest.raises(ValueError, match=message):
        check(cert)


def test_a_forged_source_is_refused(tmp_path):
    """The source is checked as an ip row is: a source with a pattern twice in its basis
    fails the transfer."""
    shutil.copy(CERTIFICATES / f"{SMALL}.json.gz", tmp_path)
    source = load("249x249")
    source["basis"][0] = source["basis"][1]
    (tmp_path / "249x249.json.gz").write_bytes(
        gzip.compress(json.dumps(source).encode(), compresslevel=1)
    )
    with pytest.raises(ValueError, match="basis"):
        check(load(SMALL), tmp_path)


def test_the_transfer_from_49_proves_what_9x9s_own_certificate_proves():
    """A second route to 9 x 9 = 37: the map of its classes onto 49 x 49's carries
    49 x 49's certificate (1397) over; 9 x 9's own certificate proves the same."""
    data = mc.transfer_certificate(9, 9, 37, 49, 49)
    cert = json.loads(gzip.decompress(data))
    assert check(cert) == ((49, 49), 1397)
    assert ROWS["9x9"]["hardest"] == "37" and ROWS["9x9"]["certificate"] == "ip:9x9"
    with pytest.raises(ValueError, match="goal"):
        check(dict(cert, value=needs("9x9") - 1))


# Boyles's values for these sides (code/serialization/min_clicks_answers.txt, commit
# f71a372 of wmboyles/LightsOut-Math; data/09_boyles_min_clicks_256.csv)
BOYLES = {69: 2797, 109: 7037, 189: 21277, 229: 31277, 249: 36997, 118: 7648}
BOYLES |= {152: 12732, 186: 19104, 220: 26764}


@pytest.mark.parametrize("n", sorted(BOYLES))
def test_the_lifted_witnesses_need_boyles_values(n):
    """Each nullity-8 witness beyond 60 is lifted from 9 x 9's or 16 x 16's
    (``lo.lift_witness``) and needs exactly Boyles's value (the package's coset search)."""
    small = 9 if (n + 1) % 10 == 0 else 16
    w = np.array([int(c) for c in ROWS[f"{small}x{small}"]["witness"]], dtype=np.uint8)
    lifted = lo.lift_witness(w.reshape(small, small), n, n)
    assert lo.coset_fewest_presses(lifted)[0] == BOYLES[n]
    assert needs(f"{n}x{n}") == BOYLES[n]


def test_class_correspondence_only_within_a_family():
    assert lo.class_correspondence(9, 9, 49, 49) is not None
    assert lo.class_correspondence(16, 16, 50, 50) is not None
    assert lo.class_correspondence(9, 9, 16, 16) is None  # 55 and 60 classes
    assert lo.class_correspondence(49, 49, 9, 9) is None  # the classes would shrink
    assert lo.class_correspondence(4, 4, 5, 5) is None  # nullity 4 and 2
    with pytest.raises(ValueError, match="do not correspond"):
        lo.lift_witness(np.zeros((9, 9), dtype=np.uint8), 16, 16)
