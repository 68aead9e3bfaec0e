"""Tests of the OEIS tables of notebook 10 (lightsout/oeistables.py).

Every expected value comes from outside the function under test: the OEIS data sections
(copied into data/ or quoted below from the entries' .seq files in oeis/oeisdata, commit
1ebf49c), the size and SHA-256 of the published b-files (their Git LFS pointers in data/),
a rank computed here by Gaussian elimination on the press matrix, and Burnside's count
``all_ones_orbits`` without the shortcut that ``oeis_sequence`` takes for A076437.
"""

import numpy as np
import pytest

import lightsout_helpers as lo


def data_section(name):
    """The comma-separated terms of a data file, '#' comment lines skipped."""
    text = (lo.DATA_DIR / name).read_text()
    body = "".join(line for line in text.splitlines() if not line.startswith("#"))
    return [int(v) for v in body.split(",") if v.strip()]


def pointer(number):
    return lo.read_lfs_pointer(lo.DATA_DIR / f"10_oeis_b{number}_pointer.txt")


def gf2_rank(a):
    """Rank over GF(2) by plain Gaussian elimination (independent of the package's code)."""
    a = np.array(a, dtype=np.uint8) % 2
    rank = 0
    for col in range(a.shape[1]):
        rows = [r for r in range(rank, a.shape[0]) if a[r, col]]
        if not rows:
            continue
        a[[rank, rows[0]]] = a[[rows[0], rank]]
        for r in range(a.shape[0]):
            if r != rank and a[r, col]:
                a[r] ^= a[rank]
        rank += 1
    return rank


def test_antidiagonal_cells_follow_the_oeis_order():
    assert lo.antidiagonal_cells(10) == [
        (1, 1),
        (1, 2),
        (2, 1),
        (1, 3),
        (2, 2),
        (3, 1),
        (1, 4),
        (2, 3),
        (3, 2),
        (4, 1),
    ]
    cells = lo.antidiagonal_cells(190)  # 19 full antidiagonals: 1 + 2 + ... + 19
    assert cells[-1] == (19, 1) and len(set(cells)) == 190
    assert lo.antidiagonal_cells(191)[-1] == (1, 20)


@pytest.mark.parametrize("bad", [0, -3, 2.5, "4", None])
def test_antidiagonal_cells_refuse_a_bad_count(bad):
    with pytest.raises(ValueError, match="count must be a positive integer"):
        lo.antidiagonal_cells(bad)


@pytest.mark.parametrize(
    "name, count, number",
    [
        ("A075462", 1000, "075462"),
        ("A076436", 1000, "076436"),
        ("A117870", 1000, "117870"),
        ("A093614", 1000, "093614"),
        ("A220196", 199, "220196"),
    ],
)
def test_published_b_files_match_in_full(name, count, number):
    terms = lo.oeis_sequence(name, count)
    assert len(terms) == count
    assert lo.matches_lfs_pointer(lo.bfile_bytes(terms), pointer(number))


def test_a159257_and_a165738_match_their_b_files():
    d = lo.oeis_sequence("A159257", 25_000)
    assert d[:130] == data_section("04_oeis_a159257.txt")
    assert lo.matches_lfs_pointer(lo.bfile_bytes(d), pointer("159257"))
    torus = lo.oeis_sequence("A165738", 1000)
    lines = (lo.DATA_DIR / "08_oeis_a165738.txt").read_text().splitlines()
    assert torus[:90] == [int(v) for v in lines if v.strip() and not v.startswith("#")]
    published = lo.read_lfs_pointer(lo.DATA_DIR / "08_oeis_b165738_pointer.txt")
    assert lo.matches_lfs_pointer(lo.bfile_bytes(torus), published)


def test_one_wrong_term_breaks_the_match():
    terms = lo.oeis_sequence("A076436", 1000)
    terms[499] += 1
    assert not lo.matches_lfs_pointer(lo.bfile_bytes(terms), pointer("076436"))


def test_data_sections_quoted_from_the_entries():
    # %S lines of A076436, A117870, A093614 and A220196 (oeis/oeisdata, commit 1ebf49c)
    assert lo.oeis_sequence("A076436", 12) == [1, 2, 3, 6, 7, 8, 10, 12, 13, 15, 18, 20]
    assert lo.oeis_sequence("A117870", 12) == [
        4,
        5,
        9,
        11,
        14,
        16,
        17,
        19,
        23,
        24,
        29,
        30,
    ]
    assert lo.oeis_sequence("A093614", 12) == [
        5,
        6,
        10,
        12,
        15,
        17,
        18,
        20,
        24,
        25,
        30,
        31,
    ]
    assert lo.oeis_sequence("A220196", 15) == [
        1,
        1,
        1,
        3,
        4,
        3,
        4,
        4,
        4,
        4,
        4,
        8,
        9,
        8,
        4,
    ]
    assert lo.oeis_sequence("A220195", 50) == data_section("10_oeis_a220195.txt")
    assert lo.oeis_sequence("A076437", 50) == data_section("10_oeis_a076437.txt")
    assert lo.oeis_sequence("A075463", 40) == data_section("10_oeis_a075463.txt")[:40]


def test_a220196_is_the_rank_of_the_press_matrix():
    cells = lo.antidiagonal_cells(55)  # n + k <= 11
    expected = [gf2_rank(lo.press_matrix(n, k)) for n, k in cells]
    assert lo.oeis_sequence("A220196", 55) == expected


def test_a076437_shortcut_agrees_with_burnside_everywhere():
    unique = [n for n in range(1, 61) if lo.all_ones_orbits(n) == 1]
    terms = lo.oeis_sequence("A076437", len(unique) + 1)
    assert terms[:-1] == unique and terms[-1] > 60


@pytest.mark.parametrize("name", ["A000045", "a159257", "", None, 159257])
def test_unknown_sequence_is_refused(name):
    with pytest.raises(ValueError, match="oeis_sequence computes A075462"):
        lo.oeis_sequence(name, 5)


@pytest.mark.parametrize("bad", [0, -1, 1.0, "10"])
def test_bad_count_is_refused(bad):
    with pytest.raises(ValueError, match="count must be a positive integer"):
        lo.oeis_sequence("A159257", bad)


def test_sequences_lists_what_oeis_sequence_computes():
    assert set(lo.SEQUENCES) == {
        "A159257",
        "A075462",
        "A075463",
        "A076436",
        "A076437",
        "A117870",
        "A093614",
        "A165738",
        "A220195",
        "A220196",
    }
    for name in lo.SEQUENCES:
        assert len(lo.oeis_sequence(name, 3)) == 3
