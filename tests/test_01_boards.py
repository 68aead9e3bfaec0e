"""Unit tests of the board section of lightsout_helpers (notebook 01)."""

import itertools

import numpy as np
import pytest

import lightsout_helpers as lo

# --- parse_board / format_board -------------------------------------------------


def test_parse_digits_symbols_and_spaces_agree():
    a = lo.parse_board("101\n010\n")
    b = lo.parse_board("\n\n# . #\n. # .\n\n")
    c = lo.parse_board("■□■\n□■□")
    assert a.dtype == np.uint8 and a.shape == (2, 3)
    assert a.tolist() == [[1, 0, 1], [0, 1, 0]]
    assert np.array_equal(a, b) and np.array_equal(a, c)


def test_parse_more_colours():
    assert lo.parse_board("012\n210", colours=3).tolist() == [[0, 1, 2], [2, 1, 0]]
    assert lo.parse_board("0 11\n10 3", colours=12).tolist() == [[0, 11], [10, 3]]


@pytest.mark.parametrize(
    "text, words",
    [
        ("101\n01", ["ragged", "row 1 has 3", "row 2 has 2"]),
        ("101\n0x1", ["row 2", "column 2", "'x'"]),
        ("101\n021", ["row 2", "column 2", "'2'", "0..1"]),
        ("", ["empty"]),
        ("\n  \n", ["empty"]),
        ("101\n\n010", ["row 2", "blank"]),
        ("0#2", ["row 1", "column 3", "'2'"]),
    ],
)
def test_parse_errors_name_what_is_wrong(text, words):
    with pytest.raises(ValueError) as info:
        lo.parse_board(text)
    for word in words:
        assert word in str(info.value)


def test_parse_rejects_symbols_for_three_colours_and_bad_colours():
    with pytest.raises(ValueError, match="row 1, column 1"):
        lo.parse_board("#0", colours=3)
    with pytest.raises(ValueError, match="colours"):
        lo.parse_board("01", colours=1)
    with pytest.raises(ValueError, match="string"):
        lo.parse_board(["01"])


def test_format_round_trip_on_random_boards():
    rng = np.random.default_rng(1)
    for colours in (2, 3, 7, 10):
        for _ in range(20):
            b = rng.integers(0, colours, size=rng.integers(1, 9, size=2)).astype(
                np.uint8
            )
            assert np.array_equal(
                lo.parse_board(lo.format_board(b), colours=colours), b
            )
    b = np.array([[0, 11], [12, 3]], dtype=np.uint8)
    assert np.array_equal(lo.parse_board(lo.format_board(b), colours=13), b)


# --- press_matrix ------------------------------------------------------------------


def test_press_matrix_3x3_equals_source_002():
    rows = (lo.DATA_DIR / "source002_A3x3.txt").read_text().split()
    source = np.array([[int(ch) for ch in row] for row in rows], dtype=np.uint8)
    assert np.array_equal(lo.press_matrix(3, 3), source)


def test_press_matrix_5x5_equals_source_002():
    # the 25 rows printed by source 002's code for makeA(5, 5)
    rows = (lo.DATA_DIR / "01_source002_A5x5.txt").read_text().split()
    source = np.array([[int(ch) for ch in row] for row in rows], dtype=np.uint8)
    assert source.shape == (25, 25)
    assert np.array_equal(lo.press_matrix(5, 5), source)
    gf2 = lo.press_matrix_gf2(5, 5)
    assert np.array_equal(
        np.array([list(map(int, row)) for row in gf2.rows()], dtype=np.uint8), source
    )


def test_press_matrix_columns_are_single_presses():
    # independent route: column j is the board after pressing cell j once
    for m, n in [(1, 1), (1, 4), (3, 5), (4, 2)]:
        a = lo.press_matrix(m, n)
        assert a.shape == (m * n, m * n) and a.dtype == np.uint8
        for j in range(m * n):
            p = np.zeros(m * n, dtype=np.uint8)
            p[j] = 1
            after = lo.apply_presses(np.zeros((m, n)), p.reshape(m, n))
            assert np.array_equal(a[:, j], after.ravel())
        assert np.array_equal(a, a.T)


def test_press_matrix_gf2_matches_numpy_and_rank():
    for m, n in [(1, 1), (2, 3), (3, 3), (4, 4), (5, 5), (3, 7)]:
        a = lo.press_matrix_gf2(m, n)
        assert str(a.base_ring()) == "Finite Field of size 2"
        assert np.array_equal(
            np.array([list(map(int, row)) for row in a.rows()], dtype=np.uint8),
            lo.press_matrix(m, n),
        )
    assert lo.press_matrix_gf2(5, 5).rank() == 23
    assert lo.press_matrix_gf2(3, 3).rank() == 9
    assert lo.press_matrix_gf2(4, 4).rank() == 12


@pytest.mark.parametrize("m, n", [(0, 3), (3, -1), (2.5, 3), ("3", 3), (True, 2)])
def test_press_matrix_rejects_bad_sizes(m, n):
    with pytest.raises(ValueError, match="positive integer"):
        lo.press_matrix(m, n)
    with pytest.raises(ValueError, match="positive integer"):
        lo.press_matrix_gf2(m, n)


# --- apply_presses -------------------------------------------------------------------


def test_apply_presses_single_press_pattern():
    after = lo.apply_presses(
        np.zeros((3, 4), dtype=int), [[0, 0, 0, 0], [0, 1, 0, 0], [0, 0, 0, 0]]
    )
    assert after.tolist() == [[0, 1, 0, 0], [1, 1, 1, 0], [0, 1, 0, 0]]
    corner = lo.apply_presses(
        np.zeros((3, 3), dtype=int), [[1, 0, 0], [0, 0, 0], [0, 0, 0]]
    )
    assert corner.tolist() == [[1, 1, 0], [1, 0, 0], [0, 0, 0]]


def test_apply_presses_is_the_matrix_product_and_order_free():
    rng = np.random.default_rng(7)
    for colours in (2, 3, 4, 6):
        m, n = 4, 5
        b = rng.integers(0, colours, (m, n))
        p = rng.integers(0, 3 * colours, (m, n))
        expected = (b.ravel() + lo.press_matrix(m, n).astype(int) @ p.ravel()) % colours
        assert np.array_equal(lo.apply_presses(b, p, colours).ravel(), expected)
    # pressing twice cancels on two colours; N presses cancel on N colours
    b = rng.integers(0, 2, (3, 3))
    assert np.array_equal(lo.apply_presses(b, 2 * np.ones((3, 3), int)), b)
    b3 = rng.integers(0, 3, (3, 3))
    assert np.array_equal(lo.apply_presses(b3, 3 * np.eye(3, dtype=int), colours=3), b3)


def test_object_arrays_of_integers_are_accepted():
    # an object array of Python ints, and Sage integers / GF(2) elements, are integers too
    from lightsout.sage import GF, ZZ

    b = np.array([[0, 1], [1, 0]], dtype=object)
    expected = lo.apply_presses([[0, 1], [1, 0]], [[1, 0], [0, 0]])
    assert np.array_equal(lo.apply_presses(b, [[1, 0], [0, 0]]), expected)
    assert np.array_equal(
        lo.apply_presses([[ZZ(0), ZZ(1)], [ZZ(1), ZZ(0)]], [[1, 0], [0, 0]]), expected
    )
    assert lo.format_board([[GF(2)(1), GF(2)(0)]]) == "10"
    for bad, shown in [([[0, None]], "None"), ([[0, 1.5]], "1.5"), ([[0, "1"]], "'1'")]:
        with pytest.raises(ValueError) as info:
            lo.apply_presses(np.array(bad, dtype=object), [[0, 0]])
        assert "row 1, column 2" in str(info.value) and shown in str(info.value)


def test_apply_presses_does_not_modify_input():
    b = np.array([[1, 0], [0, 1]], dtype=np.uint8)
    p = np.array([[1, 1], [0, 0]])
    b0, p0 = b.copy(), p.copy()
    out = lo.apply_presses(b, p)
    assert np.array_equal(b, b0) and np.array_equal(p, p0) and out is not b


@pytest.mark.parametrize(
    "board, presses, colours, words",
    [
        ([[0, 1], [1, 0]], [[1, 0, 0], [0, 0, 0]], 2, ["shape (2, 3)", "(2, 2)"]),
        ([[0, 2], [1, 0]], [[1, 0], [0, 0]], 2, ["row 1, column 2", "is 2", "0..1"]),
        ([[0, 1], [1, 0]], [[1, -1], [0, 0]], 2, ["presses row 1, column 2", ">= 0"]),
        ([[0, 1], [1]], [[1, 0], [0, 0]], 2, ["ragged", "row 2 has 1"]),
        ([], [], 2, ["empty"]),
        ([[0, 1], [1, 0]], [[0.5, 0], [0, 0]], 2, ["integers", "row 1, column 1"]),
        ([[0, 1], [1, 0]], [[0, 0], [0, 0]], 1, ["colours"]),
        ([[0, "a"], [1, 0]], [[0, 0], [0, 0]], 2, ["integers", "row 1, column 2"]),
        ([0, 1, 1], [0, 0, 0], 2, ["row 1", "not a sequence"]),
    ],
)
def test_apply_presses_errors(board, presses, colours, words):
    with pytest.raises(ValueError) as info:
        lo.apply_presses(board, presses, colours)
    for word in words:
        assert word in str(info.value)


# --- random_solvable_board -------------------------------------------------------


def test_random_solvable_board_follows_source_000_procedure():
    import random

    for m, n, seed in [(3, 3, 300), (5, 5, 502), (2, 7, 0)]:
        rng = random.Random(seed)
        presses = np.array([[rng.randint(0, 1) for _ in range(n)] for _ in range(m)])
        board = lo.random_solvable_board(m, n, seed)
        assert board.dtype == np.uint8 and board.shape == (m, n)
        assert not lo.apply_presses(board, presses).any()
        assert np.array_equal(board, lo.random_solvable_board(m, n, seed))
    b = lo.random_solvable_board(4, 4, 11, colours=5)
    assert b.max() <= 4


def test_random_solvable_board_errors():
    with pytest.raises(ValueError, match="seed"):
        lo.random_solvable_board(3, 3, "x")
    with pytest.raises(ValueError, match="positive integer"):
        lo.random_solvable_board(0, 3, 1)


def test_press_order_never_matters_on_3x3():
    # all ordered pairs of single presses give the same board in either order
    start = np.zeros((3, 3), dtype=np.uint8)
    unit = [np.eye(9, dtype=np.uint8)[i].reshape(3, 3) for i in range(9)]
    for i, j in itertools.product(range(9), repeat=2):
        ab = lo.apply_presses(lo.apply_presses(start, unit[i]), unit[j])
        ba = lo.apply_presses(lo.apply_presses(start, unit[j]), unit[i])
        assert np.array_equal(ab, ba)


# --- figures -------------------------------------------------------------------------


def test_plot_board_and_savefig_are_reproducible(tmp_path, monkeypatch):
    import matplotlib.pyplot as plt

    monkeypatch.setenv("LIGHTSOUT_FIGURES_DIR", str(tmp_path / "a"))
    fig, axes = plt.subplots(1, 2)
    lo.plot_board(lo.random_solvable_board(5, 5, 1), ax=axes[0])
    lo.plot_board(
        [[0, 1, 2], [2, 1, 0]], presses=[[1, 0, 2], [0, 0, 1]], ax=axes[1], colours=3
    )
    first = lo.savefig(fig, "99-test-figure")
    assert [p.suffix for p in first] == [".svg", ".pdf", ".png"]
    monkeypatch.setenv("LIGHTSOUT_FIGURES_DIR", str(tmp_path / "b"))
    second = lo.savefig(fig, "99-test-figure")
    plt.close(fig)
    for a, b in zip(first, second):
        assert a.read_bytes() == b.read_bytes(), a.name
    assert b"Date" not in first[0].read_bytes()


def test_savefig_and_plot_board_errors(tmp_path, monkeypatch):
    import matplotlib.pyplot as plt

    monkeypatch.setenv("LIGHTSOUT_FIGURES_DIR", str(tmp_path))
    fig, ax = plt.subplots()
    for bad in ("board.png", "Board", "../x", "01_board", ""):
        with pytest.raises(ValueError, match="figure name"):
            lo.savefig(fig, bad)
    with pytest.raises(ValueError, match="shape"):
        lo.plot_board([[0, 1]], presses=[[1]], ax=ax)
    with pytest.raises(ValueError, match="row 1, column 2"):
        lo.plot_board([[0, 3]], ax=ax, colours=3)
    plt.close(fig)


def test_round_trip_with_more_than_ten_colours():
    # small values are written as digits, large ones as spaced numbers; both read back
    rng = np.random.default_rng(12)
    for colours in (11, 12, 37, 255):
        for shape in [(1, 1), (3, 1), (1, 4), (4, 5)]:
            for high in (min(colours, 10), colours):
                b = rng.integers(0, high, size=shape).astype(np.uint8)
                assert np.array_equal(
                    lo.parse_board(lo.format_board(b), colours=colours), b
                )
    assert lo.parse_board("10\n11", colours=12).tolist() == [[1, 0], [1, 1]]
    assert lo.parse_board(" 10\n 11", colours=12).tolist() == [[10], [11]]
    with pytest.raises(ValueError, match="row 1, column 2"):
        lo.parse_board("3 12", colours=12)


# --- cross-checks of notebook 01 (the notebook states the facts, these tests check them widely) ----


def test_order_and_double_presses_on_every_3x3_board():
    # every pair of single presses (i before j and j before i), and every press twice, from
    # each of the 512 boards of size 3 x 3
    unit = [np.eye(9, dtype=np.uint8)[i].reshape(3, 3) for i in range(9)]
    for bits in itertools.product((0, 1), repeat=9):
        b = np.array(bits, dtype=np.uint8).reshape(3, 3)
        for i, j in itertools.combinations_with_replacement(range(9), 2):
            ij = lo.apply_presses(lo.apply_presses(b, unit[i]), unit[j])
            ji = lo.apply_presses(lo.apply_presses(b, unit[j]), unit[i])
            assert np.array_equal(ij, ji)
            if i == j:
                assert np.array_equal(ij, b)


def test_a_press_sequence_acts_as_its_parity_pattern():
    # single presses applied one at a time = one call with the parity of each button's count
    rng = np.random.default_rng(1)
    unit = [np.eye(25, dtype=np.uint8)[j].reshape(5, 5) for j in range(25)]
    for _ in range(500):
        board = rng.integers(0, 2, size=(5, 5)).astype(np.uint8)
        sequence = rng.integers(0, 25, size=rng.integers(1, 41))
        state = board
        for button in sequence:
            state = lo.apply_presses(state, unit[button])
        parity = (np.bincount(sequence, minlength=25) % 2).reshape(5, 5)
        assert np.array_equal(state, lo.apply_presses(board, parity))


def _rank_mod2(a):
    """Rank over GF(2) of a 0/1 numpy matrix, by elimination on rows packed into Python ints."""
    rows = [int("".join(map(str, row)), 2) for row in a]
    rank = 0
    for bit in reversed(range(a.shape[1])):
        pivot = next((i for i in range(rank, len(rows)) if rows[i] >> bit & 1), None)
        if pivot is None:
            continue
        rows[rank], rows[pivot] = rows[pivot], rows[rank]
        for i in range(len(rows)):
            if i != rank and rows[i] >> bit & 1:
                rows[i] ^= rows[rank]
        rank += 1
    return rank


def test_block_form_rank_and_transpose_symmetry_up_to_8x8():
    # Sage's block construction = numpy's neighbour rule; M4RI rank = an independent elimination;
    # reflecting the board in its diagonal permutes A(m, n) into A(n, m)
    sg = lo.validation.sage_all()
    for m, n in itertools.product(range(1, 9), repeat=2):
        a = lo.press_matrix(m, n)
        gf2 = lo.press_matrix_gf2(m, n)
        assert gf2 == sg.matrix(sg.GF(2), a.tolist()), (m, n)
        assert gf2.rank() == _rank_mod2(a), (m, n)
        perm = np.arange(m * n).reshape(m, n).T.ravel()
        assert np.array_equal(a[np.ix_(perm, perm)], lo.press_matrix(n, m)), (m, n)


def _slide_readable(fig) -> bool:
    """Every text of the figure is >= 10 pt once the figure is scaled to a 13.33 in slide."""
    import matplotlib.text

    width = fig.get_size_inches()[0]
    sizes = [
        t.get_fontsize()
        for t in fig.findobj(matplotlib.text.Text)
        if t.get_text().strip() and t.get_visible()
    ]
    return bool(sizes) and min(sizes) * 13.33 / width >= 10


def test_plots_ch01_one_press_and_press_matrix_blocks():
    import matplotlib.pyplot as plt

    dark = np.zeros((3, 3), dtype=np.uint8)
    press = np.zeros((3, 3), dtype=np.uint8)
    press[1, 1] = 1
    fig = lo.plots.ch01.one_press(
        {"in the middle": (press, lo.apply_presses(dark, press))}
    )
    assert len(fig.axes) == 1 and "5 toggled" in fig.axes[0].get_title()
    assert _slide_readable(fig)
    plt.close(fig)
    fig = lo.plots.ch01.press_matrix_blocks([(2, 3), (3, 3)])
    images = [ax.get_images()[0].get_array() for ax in fig.axes]
    # the image codes 0 / 1 (diagonal block B_n) / 2 (block I_n): count them independently
    a = lo.press_matrix(3, 3)
    assert images[1].shape == (9, 9) and (np.asarray(images[1]) > 0).sum() == a.sum()
    assert (np.asarray(images[1]) == 2).sum() == 2 * 2 * 3  # two pairs of I_3 blocks
    assert _slide_readable(fig)
    plt.close(fig)
