"""W. Boyles's table of the hardest n x n board, all 256 rows of its four versions
(data/09_boyles_min_clicks_256.csv), read and compared with data/09_hardest_boards.csv by
``lightsout.published`` (notebook 09).

The expected values come from his repository (wmboyles/LightsOut-Math: the table file and
the notebook ``code/min_click_parabola.ipynb``, commit 3e190fc, unchanged at 305ca2e) and
from a count of his table made independently of this code; the book's brackets from its own table.
"""

import csv
from fractions import Fraction
from pathlib import Path

import pytest

import lightsout_helpers as lo
from lightsout import published as pb

DATA = Path(__file__).resolve().parents[1] / "data"
with open(DATA / "09_hardest_boards.csv", newline="", encoding="utf-8") as f:
    OURS = {
        int(r["n"]): (int(r["lower"]), int(r["upper"]))
        for r in csv.DictReader(f)
        if r["m"] == r["n"]
    }


def test_the_first_60_rows_are_the_ones_the_book_stored_before():
    with open(DATA / "09_boyles_min_clicks.csv", newline="", encoding="utf-8") as f:
        old = list(csv.DictReader(f))
    for version in ("file_2021_07_04", "file_2021_11_28"):
        table = pb.boyles_table(version)
        assert sorted(table) == list(range(1, 257))
        assert {int(r["n"]): r[version] for r in old} == {
            n: table[n] for n in range(1, 61)
        }


@pytest.mark.parametrize(
    "text, claim",
    [
        ("37", (37, 37)),
        ("?", (None, None)),
        ("239 <= ? <= 305", (239, 305)),
        ("745 <= ? < 3721", (745, 3720)),
        ("? <= 305", (None, 305)),
        ("3579 <= ? <= 3591 (by pulp)", (3579, 3591)),
        ("3125 ? <= 11215", (3125, 11215)),  # n = 125, as he wrote it
    ],
)
def test_entries_read_as_written(text, claim):
    assert pb.parse_boyles_entry(text) == claim


@pytest.mark.parametrize(
    "bad", ["", "x", "-3", "3.5", "5 <= ? <= 4", "5 <= ?", "? <= ? <= 5", 37, None]
)
def test_a_bad_entry_is_a_value_error(bad):
    with pytest.raises(ValueError):
        pb.parse_boyles_entry(bad)


def test_a_bad_version_is_a_value_error():
    with pytest.raises(ValueError, match="unknown version"):
        pb.boyles_table("file_2023_05_22")
    with pytest.raises(ValueError, match="unknown family"):
        pb.boyles_family_members("14")


def test_the_final_version_as_issue_53_counts_it():
    """Beyond 60 and at positive nullity: 37 single values (29 of them for sides other
    than the nullity-2 sides 6k - 1 the book had before) and 49 brackets, no '?'."""
    table = pb.boyles_table()
    kinds = {"value": [], "bracket": [], "unknown": []}
    for n, entry in table.items():
        if n > 60 and lo.nullity(n, n) > 0:
            low, high = pb.parse_boyles_entry(entry)
            kind = "unknown" if high is None else "value" if low == high else "bracket"
            kinds[kind].append(n)
    assert (len(kinds["value"]), len(kinds["bracket"]), kinds["unknown"]) == (
        37,
        49,
        [],
    )
    nullity_2 = [77, 113, 137, 161, 173, 221, 233, 245]
    assert len(set(kinds["value"]) - set(nullity_2)) == 29


def test_his_parabolas_are_the_ones_his_notebook_prints():
    """The quadratic through his table's values at each family's first three members is
    the one printed in his notebook (a k^2 + b k + c with n = (M + 1) k - 1); for
    nullity 2 the notebook prints c = -1, but his own 5 x 5 = 15 (k = 1) needs c = +1."""
    printed = {
        "4": (17, -10, 0),
        "6": (88, -24, 1),
        "8a": (60, -20, -3),
        "8b": (161, -34, -3),
        "10": (506, -60, -3),
        "2": (26, -12, 1),
    }
    for name, coefficients in printed.items():
        assert lo.boyles_parabola(name) == tuple(map(Fraction, coefficients)), name
    assert lo.boyles_parabola("12") is None  # 84 is a bracket; no second member <= 256
    assert pb.boyles_table()[5] == "15" and 26 - 12 + 1 == 15


def test_his_families_are_the_nullity_lists():
    """The members up to 256 (nullity 8: 9, 16, 49, 50, 69, 109, 118, 152, 186, 189,
    220, 229, 249, split by n = -1 mod 10 or mod 17)."""
    assert [n for _, n in pb.boyles_family_members("8a")] == [
        9,
        49,
        69,
        109,
        189,
        229,
        249,
    ]
    assert [n for _, n in pb.boyles_family_members("8b")] == [
        16,
        50,
        118,
        152,
        186,
        220,
    ]
    assert [n for _, n in pb.boyles_family_members("6")] == [11, 35, 83, 107, 155, 227]
    assert [n for _, n in pb.boyles_family_members("10")] == [29, 89, 149, 209]


def test_which_values_are_extrapolated():
    origin = {n: lo.boyles_origin(n) for n in range(1, 257)}
    fit = sorted(n for n, o in origin.items() if o and o.startswith("fit point"))
    assert fit == [
        4,
        5,
        9,
        11,
        14,
        16,
        17,
        24,
        29,
        35,
        41,
        49,
        50,
        69,
        83,
        89,
        118,
        149,
    ]
    assert origin[19] == "extrapolated 8a"  # his 197: 60*2^2 - 20*2 - 3, nullity 16
    assert 60 * 2**2 - 20 * 2 - 3 == 197 and lo.nullity(19, 19) == 16
    beyond = [n for n, o in origin.items() if n > 60 and o is not None]
    assert len(beyond) == 37
    assert all(origin[n].startswith("extrapolated") for n in beyond if n not in fit)
    assert "other" not in origin.values()


def test_the_comparison_with_the_book():
    result = {r["n"]: r for r in lo.compare_with_boyles(OURS)}
    assert len(result) == 256
    assert [n for n, r in result.items() if r["verdict"] == "refuted"] == [19]
    values = [r for r in result.values() if r["kind"] == "value"]
    assert all(r["verdict"] in ("confirmed", "inside") for r in values if r["n"] != 19)
    # inside our brackets: his nullity-10 values beyond 29 (parabola points, not proved)
    inside = [r["n"] for r in values if r["verdict"] == "inside"]
    assert inside == [n for _, n in pb.boyles_family_members("10") if n > 29]
    brackets = [r for r in result.values() if r["kind"] == "bracket"]
    assert len(brackets) == 56
    assert all(r["verdict"] == "consistent" for r in brackets)
    assert {r["bracket"] for r in brackets} == {"wider"}
    assert (
        result[84]["low"] == 3579 and result[84]["lower"] > 3579
    )  # his bracket, wider


def test_the_comparison_can_say_every_verdict():
    ours = dict(OURS)
    ours[69] = (2796, 2796)  # his 2797 above a settled value
    ours[109] = (7030, 7040)  # his 7037 inside an open bracket
    ours[84] = (3570, 3600)  # his 3579..3591 narrower
    ours[59] = (697, 1901)  # his 697..1901 equal
    ours[64] = (800, 2700)  # his 820..2743: narrower below, wider above
    ours[65] = (3100, 3200)  # his 845..3015 below ours: refuted
    result = {r["n"]: r for r in lo.compare_with_boyles(ours)}
    assert result[69]["verdict"] == "refuted" and result[109]["verdict"] == "inside"
    assert result[84]["bracket"] == "narrower" and result[59]["bracket"] == "equal"
    assert result[64]["bracket"] == "crossing" and result[65]["verdict"] == "refuted"
    del ours[256]
    with pytest.raises(ValueError, match="n = 256"):
        lo.compare_with_boyles(ours)
    with pytest.raises(ValueError, match="bad bracket"):
        lo.compare_with_boyles(OURS | {1: (2, 1)})
