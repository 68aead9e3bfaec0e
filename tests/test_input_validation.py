"""Bad and huge input: every public entry point refuses it at once with a ValueError that says
what is wrong (the argument and the limit, or the row, column and allowed values), or answers it
correctly. Each input that a fuzz run found is here as a test; the property tests (hypothesis)
check that other kinds of input (numpy dtypes, np.matrix, masked arrays, Sage integers) give
the same answers as plain lists.

The size limits are constants in lightsout/validation.py; where a test needs a limit to be
small, it patches the constant in the module that uses it.
"""

from __future__ import annotations

import random
import time

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import lightsout_helpers as lo
from lightsout import validation

pytestmark = pytest.mark.filterwarnings(
    "ignore:the matrix subclass:PendingDeprecationWarning"
)  # np.matrix inputs

sg = validation.sage_all()
ZZ, GF = sg.ZZ, sg.GF

# reproducible runs (no example database, a fixed seed), no deadline (Sage's first import is slow)
SETTINGS = dict(
    deadline=None,
    database=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)


def refused(call, *words):
    """Call ``call()``, require a ValueError, and require each word in its message; returns the message."""
    with pytest.raises(ValueError) as info:
        call()
    message = str(info.value)
    for word in words:
        assert word in message, (word, message)
    return message


# --- huge sizes: refused up front, naming the limit ---------------------------------------------


@pytest.mark.parametrize(
    "call, words",
    [
        (
            lambda: lo.press_matrix(300, 300),
            [
                "press_matrix(300, 300)",
                "90,000 cells",
                "PRESS_MATRIX_MAX_CELLS",
                "16,384",
            ],
        ),
        (
            lambda: lo.press_matrix_gf2(10**5, 1),
            ["100,000 cells", "PRESS_MATRIX_GF2_MAX_CELLS", "32,768"],
        ),
        (
            lambda: lo.random_solvable_board(10**5, 10**5, 0),
            ["RANDOM_BOARD_MAX_CELLS", "10,000,000"],
        ),
        (
            lambda: lo.chase_matrix(10**9, 3),
            ["1,000,000,000 rows", "SOLVE_MAX_SIDE", "1,000,000"],
        ),
        (
            lambda: lo.chase_matrix(3, 10**9),
            ["1,000,000,000 columns", "CHASE_MATRIX_MAX_COLUMNS", "10,000"],
        ),
        (
            lambda: lo.nullity(10**9, 10**9),
            ["1,000,000,000 rows", "NULLITY_SQUARE_MAX_SIDE", "100,000,000"],
        ),
        (lambda: lo.nullity(10**8, 10**7), ["NULLITY_MAX_SIDE", "10,000,000"]),
        (lambda: lo.nullity(1, 10**7 + 1), ["10,000,001 columns", "NULLITY_MAX_SIDE"]),
        (lambda: lo.quiet_patterns(10**9, 10**9), ["SOLVE_MAX_SIDE", "1,000,000"]),
        (
            lambda: lo.chase_polynomial(10**12),
            ["k is 1,000,000,000,000", "CHASE_POLYNOMIAL_MAX_K", "100,000,000"],
        ),
        (
            lambda: lo.min_press_distribution(120, 120),
            ["14,400 cells", "MIN_PRESS_DISTRIBUTION_MAX_CELLS", "32"],
        ),
        (
            lambda: lo.solvable_lights_distribution(21, 20),
            ["420 cells", "LIGHTS_DISTRIBUTION_MAX_CELLS", "400"],
        ),
        (
            lambda: lo.elementary_divisors(300, 300),
            ["elementary_divisors", "22500 cells", "300 x 300"],
        ),
        (
            lambda: lo.solution_count(2000, 2000, 3),
            ["shorter side of at most 1000", "2000 x 2000"],
        ),
    ],
)
def test_huge_sizes_are_refused_naming_the_limit(call, words):
    refused(call, *words)


def test_solve_refuses_boards_beyond_its_limits_without_copying_them():
    # broadcast views have a huge shape but no memory behind them
    wide = np.broadcast_to(np.uint8(0), (1, validation.SOLVE_MAX_SIDE + 1))
    refused(
        lambda: lo.solve(wide),
        "solve",
        "1,000,001 columns",
        "SOLVE_MAX_SIDE",
        "46,340 x 46,340",
    )
    tall = np.broadcast_to(np.uint8(0), (validation.SOLVE_MAX_SIDE + 1, 1))
    refused(lambda: lo.solve(tall), "1,000,001 rows", "SOLVE_MAX_SIDE")
    big = np.broadcast_to(np.uint8(0), (50_000, 50_000))
    refused(
        lambda: lo.solve(big), "2,500,000,000 cells", "SOLVE_MAX_CELLS", "2,147,483,648"
    )


def test_the_limits_keep_the_documented_uses():
    # solve must take 40,000 x 40,000 boards; notebook 04 computes nullity(10**6, 10**6) and
    # solves 16,000 x 16,000 boards; the benchmarks use press_matrix up to 100 x 100 and
    # chase_matrix up to 8,000 columns
    assert (
        validation.SOLVE_MAX_SIDE >= 40_000 and validation.SOLVE_MAX_CELLS >= 40_000**2
    )
    assert (
        validation.NULLITY_MAX_SIDE >= 10**6
        and validation.NULLITY_SQUARE_MAX_SIDE >= 10**8  # bench_04_nullity_large
        and validation.CHASE_POLYNOMIAL_MAX_K >= 10**6 + 1
    )
    assert validation.PRESS_MATRIX_MAX_CELLS >= 100 * 100
    assert validation.CHASE_MATRIX_MAX_COLUMNS >= 8000
    assert validation.RANDOM_BOARD_MAX_CELLS >= 1000 * 1000


def test_limits_are_inclusive(monkeypatch):
    # each limit is patched to a small value in the module that uses it, one at a time
    with monkeypatch.context() as patch:
        patch.setattr(lo.matrices, "PRESS_MATRIX_MAX_CELLS", 12)
        assert lo.press_matrix(3, 4).shape == (12, 12)
        refused(
            lambda: lo.press_matrix(13, 1), "13 cells", "PRESS_MATRIX_MAX_CELLS = 12"
        )
    with monkeypatch.context() as patch:
        patch.setattr(lo.matrices, "PRESS_MATRIX_GF2_MAX_CELLS", 12)
        assert lo.press_matrix_gf2(4, 3).nrows() == 12
        refused(lambda: lo.press_matrix_gf2(1, 13), "PRESS_MATRIX_GF2_MAX_CELLS = 12")
    with monkeypatch.context() as patch:
        patch.setattr(lo.boards, "RANDOM_BOARD_MAX_CELLS", 12)
        assert lo.random_solvable_board(2, 6, 0).shape == (2, 6)
        refused(
            lambda: lo.random_solvable_board(13, 1, 0), "RANDOM_BOARD_MAX_CELLS = 12"
        )
    with monkeypatch.context() as patch:
        patch.setattr(lo.polynomials, "CHASE_POLYNOMIAL_MAX_K", 12)
        assert lo.chase_polynomial(12).degree() == 11
        refused(lambda: lo.chase_polynomial(13), "CHASE_POLYNOMIAL_MAX_K = 12")
    with monkeypatch.context() as patch:
        patch.setattr(lo.chasing, "CHASE_MATRIX_MAX_COLUMNS", 12)
        assert lo.chase_matrix(3, 12).nrows() == 12
        refused(lambda: lo.chase_matrix(3, 13), "CHASE_MATRIX_MAX_COLUMNS = 12")
    with monkeypatch.context() as patch:
        patch.setattr(lo.chasing, "NULLITY_MAX_SIDE", 12)
        assert lo.nullity(12, 12) == lo.nullity(12, 12)
        refused(lambda: lo.nullity(12, 13), "13 columns", "NULLITY_MAX_SIDE = 12")
        assert lo.nullity(13, 13) == 0  # square boards have their own limit
    with monkeypatch.context() as patch:
        patch.setattr(lo.chasing, "NULLITY_SQUARE_MAX_SIDE", 12)
        assert lo.nullity(12, 12) == 0 and lo.nullity(12, 13) == 0
        refused(lambda: lo.nullity(13, 13), "13 rows", "NULLITY_SQUARE_MAX_SIDE = 12")
    assert lo.nullity(24, 24) == 4 and lo.nullity(23, 23) == 14
    with monkeypatch.context() as patch:
        patch.setattr(lo.gf2, "QUIET_PATTERNS_MAX_CELLS", 4 * 24 * 24)
        assert len(lo.quiet_patterns(24, 24)) == 4
        refused(
            lambda: lo.quiet_patterns(23, 23),
            "14 quiet patterns have 7,406 cells",
            "QUIET_PATTERNS_MAX_CELLS = 2,304",
        )


def test_min_press_distribution_checks_the_size_before_any_work(monkeypatch):
    def no_elimination(m, n):
        raise AssertionError("the system was built before the size check")

    monkeypatch.setattr(lo.gf2, "_gf2_system", no_elimination)
    refused(
        lambda: lo.min_press_distribution(120, 120), "MIN_PRESS_DISTRIBUTION_MAX_CELLS"
    )
    refused(lambda: lo.min_press_distribution(6, 6), "too many to enumerate")


# --- press_matrix_gf2 after the change of construction ---------------------------------------------


@settings(max_examples=40, **SETTINGS)
@given(st.integers(1, 9), st.integers(1, 9))
def test_press_matrix_gf2_is_the_kronecker_sum(m, n):
    # A = I_m (x) B_n + T_m (x) I_n, with B_n the tridiagonal n x n ones and T_m the path's adjacency
    path = lambda k: np.eye(k, k, 1, dtype=int) + np.eye(k, k, -1, dtype=int)  # noqa: E731
    expected = np.kron(np.eye(m, dtype=int), np.eye(n, dtype=int) + path(n)) + np.kron(
        path(m), np.eye(n, dtype=int)
    )
    ours = lo.press_matrix_gf2(m, n)
    assert ours.base_ring() == GF(2) and ours.is_mutable()
    assert np.array_equal(
        np.array([[int(v) for v in row] for row in ours.rows()]), expected
    )
    assert np.array_equal(lo.press_matrix(m, n), expected)


# --- exact integer types for sizes, counts, colours and positions ----------------------------------


def test_sage_and_numpy_integers_are_accepted_everywhere_a_size_is_taken():
    assert (
        lo.nullity(ZZ(5), 5)
        == lo.nullity(np.int64(5), np.uint16(5))
        == lo.nullity(5, 5)
        == 2
    )
    assert lo.solution_count(ZZ(3), ZZ(3), ZZ(3)) == lo.solution_count(3, 3, 3)
    assert lo.elementary_divisors(ZZ(2), np.int8(3)) == lo.elementary_divisors(2, 3)
    assert np.array_equal(lo.press_matrix(ZZ(2), 3), lo.press_matrix(2, 3))
    assert lo.press_matrix_gf2(ZZ(2), ZZ(3)) == lo.press_matrix_gf2(2, 3)
    assert np.array_equal(
        lo.random_solvable_board(ZZ(3), ZZ(4), ZZ(7), colours=ZZ(3)),
        lo.random_solvable_board(3, 4, 7, colours=3),
    )
    assert all(
        np.array_equal(a, b)
        for a, b in zip(lo.quiet_patterns(ZZ(5), 5), lo.quiet_patterns(5, 5))
    )
    assert lo.chase_matrix(ZZ(5), ZZ(5)) == lo.chase_matrix(5, 5)
    assert lo.chase_polynomial(ZZ(9), shift=ZZ(1)) == lo.chase_polynomial(9, shift=1)
    assert lo.min_press_distribution(ZZ(3), ZZ(3)) == lo.min_press_distribution(3, 3)
    b = lo.random_solvable_board(3, 3, 1, colours=3)
    assert np.array_equal(lo.solve(b, colours=ZZ(3)), lo.solve(b, colours=3))
    assert np.array_equal(
        lo.apply_presses(b, b, colours=np.int32(3)), lo.apply_presses(b, b, colours=3)
    )


def test_play_board_takes_sage_integers():
    a, b = (
        lo.PlayBoard(ZZ(3), ZZ(4), colours=ZZ(3), seed=ZZ(2)),
        lo.PlayBoard(3, 4, colours=3, seed=2),
    )
    assert (
        np.array_equal(a.press(ZZ(1), np.int64(2)), b.press(1, 2))
        and a.moves == b.moves == 1
    )
    assert np.array_equal(a.new_board(seed=ZZ(5)), b.new_board(seed=5))
    for r, c in [(1.0, 0), (True, 0), (ZZ(3), 0), (0, ZZ(-1))]:
        refused(lambda: a.press(r, c), "outside the board", "0..")


@pytest.mark.parametrize(
    "value, shown",
    [
        (5.0, "5.0 (float)"),
        ("5", "'5' (str)"),
        (True, "True (bool)"),
        (ZZ(1) / 2, "1/2 (Rational)"),
        (0, "got 0"),
        (ZZ(-2), "got -2"),
    ],
)
def test_non_integer_sizes_are_named_with_their_type(value, shown):
    # the message never contradicts itself ("must be a positive integer, got 5")
    for call in (
        lambda: lo.nullity(value, 5),
        lambda: lo.solution_count(value, 3, 3),
        lambda: lo.press_matrix(value, 2),
    ):
        refused(call, "positive integer", shown)
    refused(
        lambda: lo.solution_count(3, 3, value),
        "colours",
        shown if value not in (0, ZZ(-2)) else "integer >= 2",
    )


def test_chase_polynomial_shift_is_the_integer_0_or_1():
    assert (
        lo.chase_polynomial(5, shift=np.int64(1))
        == lo.chase_polynomial(5, shift=ZZ(1))
        == lo.chase_polynomial(5, 1)
    )
    for bad in (1.0, True, False, 2, "1", 0.5):
        refused(
            lambda: lo.chase_polynomial(5, shift=bad),
            "shift must be the integer 0 or 1",
            repr(bad),
        )
    for bad in (2.0, True, -1, "3"):
        refused(lambda: lo.chase_polynomial(bad), "k must be an integer >= 0")


# --- board-like input: np.matrix, masked arrays, dtypes, Sage objects ------------------------------


def boards(max_side=6):
    """Random 0/1 boards as lists of lists."""
    return st.integers(1, max_side).flatmap(
        lambda m: st.integers(1, max_side).flatmap(
            lambda n: st.lists(
                st.lists(st.integers(0, 1), min_size=n, max_size=n),
                min_size=m,
                max_size=m,
            )
        )
    )


def same_outcome(f, a, b):
    """f(a) and f(b) both raise NotSolvableError with the same message, or return equal arrays."""
    outcomes = []
    for x in (a, b):
        try:
            outcomes.append(("ok", np.asarray(f(x)).tolist()))
        except lo.NotSolvableError as err:
            outcomes.append(("unsolvable", str(err)))
    assert outcomes[0] == outcomes[1]
    return outcomes[0]


@settings(max_examples=40, **SETTINGS)
@given(boards())
def test_np_matrix_boards_give_the_answers_of_plain_arrays(board):
    plain, matrix = np.array(board, dtype=np.uint8), np.matrix(board, dtype=np.uint8)
    kind, result = same_outcome(lo.solve, plain, matrix)
    same_outcome(lo.min_presses, plain, matrix)
    same_outcome(lambda b: [s.tolist() for s in lo.solutions(b)], plain, matrix)
    if kind == "ok":
        assert (
            type(lo.solve(matrix)) is np.ndarray
            and type(lo.min_presses(matrix)) is np.ndarray
        )
    assert np.array_equal(
        lo.apply_presses(matrix, matrix), lo.apply_presses(plain, plain)
    )
    assert all(np.array_equal(x, y) for x, y in zip(lo.chase(matrix), lo.chase(plain)))
    for dtype in (np.int64, np.float64, bool):
        same_outcome(lo.solve, plain, np.matrix(board, dtype=dtype))


def test_np_matrix_in_scip_solve_reduced():
    pytest.importorskip("pyscipopt")
    board = lo.random_solvable_board(4, 4, 3)
    ours = lo.scip_solve_reduced(np.matrix(board))
    plain = lo.scip_solve_reduced(board)
    assert ours.status == plain.status == "optimal" and np.array_equal(
        ours.presses, plain.presses
    )
    assert type(ours.presses) is np.ndarray


@settings(max_examples=40, **SETTINGS)
@given(
    boards(),
    st.sampled_from([np.uint8, np.int16, np.int64, np.uint64, np.float32, np.float64]),
)
def test_masked_arrays_without_masked_cells_are_plain_boards(board, dtype):
    plain = np.array(board, dtype=dtype)
    for masked in (
        np.ma.masked_array(plain),
        np.ma.masked_array(plain, mask=np.zeros_like(plain, dtype=bool)),
    ):
        same_outcome(lo.solve, plain, masked)
        assert np.array_equal(
            lo.apply_presses(masked, masked), lo.apply_presses(plain, plain)
        )


def test_masked_cells_are_refused_and_the_range_is_checked():
    data = np.array([[1, 0, 0], [0, 5, 0]], dtype=np.uint8)
    # a masked cell has no value: refused, naming it (the masked 5 would otherwise pass unseen)
    masked = np.ma.masked_array(data, mask=[[0, 0, 0], [0, 1, 0]])
    for call in (
        lambda: lo.solve(masked),
        lambda: lo.apply_presses(masked, np.zeros((2, 3))),
        lambda: lo.min_presses(masked),
        lambda: lo.life_step(masked),
    ):
        refused(call, "row 2, column 2 is masked", "filled")
    # unmasked, the value 5 is out of range for 2 colours (and for 3), and said so
    refused(lambda: lo.solve(np.ma.masked_array(data)), "row 2, column 2 is 5", "0..1")
    refused(
        lambda: lo.solve(np.ma.masked_array(data), colours=3),
        "row 2, column 2 is 5",
        "0..2",
    )
    refused(
        lambda: lo.apply_presses(
            [[0, 0, 0]], np.ma.masked_array([[0, 1, 1]], mask=[[0, 0, 1]])
        ),
        "presses row 1, column 3 is masked",
    )


@settings(max_examples=60, **SETTINGS)
@given(
    boards(5),
    st.sampled_from(
        [
            np.int8,
            np.uint8,
            np.int16,
            np.uint16,
            np.int32,
            np.uint32,
            np.int64,
            np.uint64,
            np.float16,
            np.float32,
            np.float64,
            bool,
            object,
        ]
    ),
)
def test_every_dtype_gives_the_answer_of_a_list(board, dtype):
    same_outcome(lo.solve, board, np.array(board, dtype=dtype))
    same_outcome(lo.min_presses, board, np.array(board, dtype=dtype))
    assert lo.format_board(np.array(board, dtype=dtype)) == lo.format_board(board)


@settings(max_examples=30, **SETTINGS)
@given(boards(5))
def test_sage_integers_and_matrices_give_the_answer_of_a_list(board):
    same_outcome(lo.solve, board, [[ZZ(v) for v in row] for row in board])
    same_outcome(lo.solve, board, [[GF(2)(v) for v in row] for row in board])
    same_outcome(lo.solve, board, sg.matrix(ZZ, board))
    same_outcome(lo.solve, board, sg.matrix(GF(2), board))
    same_outcome(lo.solve, board, tuple(tuple(row) for row in board))


# --- values beyond int64 --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "board, shown",
    [
        ([[2**70, 0]], "1180591620717411303424"),
        ([[-(2**70), 0]], "-1180591620717411303424"),
        (
            [[2**64 - 1, 0]],
            "18446744073709551615",
        ),  # numpy reads this list as float64; the message must not
        (np.array([[2**64 - 1, 0]], dtype=np.uint64), "18446744073709551615"),
        (np.array([[1e20, 0]]), "100000000000000000000"),
        (np.array([[2**70, 0]], dtype=object), "1180591620717411303424"),
        ([[ZZ(2) ** 70, 0]], "1180591620717411303424"),
    ],
)
def test_values_beyond_int64_are_reported_exactly(board, shown):
    message = refused(
        lambda: lo.solve(board),
        "row 1, column 1 is " + shown,
        "allowed values are 0..1",
    )
    assert "-9223372036854775808" not in message


@pytest.mark.parametrize(
    "presses, shown",
    [
        ([[2**64 - 1, 0]], "18446744073709551615"),
        (np.array([[1e20, 0]]), "100000000000000000000"),
        (np.array([[2.0**63, 0]]), "9223372036854775808"),
        ([[2**63, 0]], "9223372036854775808"),
    ],
)
def test_press_counts_beyond_int64_are_refused_exactly(presses, shown):
    message = refused(
        lambda: lo.apply_presses([[0, 0]], presses),
        "presses row 1, column 1 is " + shown,
        "2**63",
    )
    assert "-9223372036854775808" not in message
    assert np.array_equal(
        lo.apply_presses([[0, 0]], [[2**63 - 1, 0]]), [[1, 1]]
    )  # the largest count is fine


# --- nested and ragged lists -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "board, words",
    [
        ([[1, [0, 1]], [0, 0]], ["row 1, column 2 is [0, 1]", "single integer"]),
        ([[0, 0], [0, (1,)]], ["row 2, column 2 is (1,)", "single integer"]),
        ([[[1], [0]], [[0], [1]]], ["row 1, column 1 is [1]"]),
        ([[0, 1], [np.array([1, 0])]], ["ragged", "row 2 has 1"]),
        ([np.zeros((2, 2))], ["row 1 is an array of shape (2, 2)"]),
        ([[0, 1], 5], ["row 2 is 5", "not a sequence"]),
        (iter([[0, 1]]), ["2-D array or a list of rows", "list_iterator"]),
    ],
)
def test_nested_lists_name_the_row_and_column(board, words):
    message = refused(lambda: lo.solve(board), *words)
    assert "inhomogeneous" not in message


def ragged_lists():
    """Lists of rows where some row differs in length from row 1, or some cell is a list."""
    cell = st.integers(0, 1)
    nested = st.lists(cell, min_size=0, max_size=3)
    row = st.lists(st.one_of(cell, cell, cell, nested), min_size=1, max_size=5)
    return st.lists(row, min_size=2, max_size=5).filter(
        lambda rows: (
            len({len(r) for r in rows}) > 1
            or any(isinstance(v, list) for r in rows for v in r)
        )
    )


@settings(max_examples=100, **SETTINGS)
@given(ragged_lists())
def test_random_ragged_lists_name_a_row(rows):
    for call in (
        lambda: lo.solve(rows),
        lambda: lo.apply_presses(rows, rows),
        lambda: lo.format_board(rows),
        lambda: lo.life_step(rows),
    ):
        message = refused(call, "row ")
        assert "inhomogeneous" not in message
        if "ragged" not in message:
            assert "column" in message


# --- figures ---------------------------------------------------------------------------------------


def test_plot_board_refuses_what_is_no_axes():
    refused(
        lambda: lo.plot_board([[1, 0]], ax="nope"),
        "ax must be a matplotlib Axes",
        "'nope'",
    )


def test_savefig_refuses_what_is_no_figure_and_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("LIGHTSOUT_FIGURES_DIR", str(tmp_path))
    refused(lambda: lo.savefig(None, "01-nothing"), "matplotlib Figure", "None")
    refused(lambda: lo.savefig("figure", "01-nothing"), "matplotlib Figure")
    assert list(tmp_path.iterdir()) == []


# --- parse_life ------------------------------------------------------------------------------------

GLIDER = [[0, 1, 0], [0, 0, 1], [1, 1, 1]]


@pytest.mark.parametrize(
    "text, words",
    [
        (
            "x = 3, y = 30000000\n!",
            ["line 1", "y = 30000000", "PARSE_LIFE_MAX_CELLS", "10,000,000"],
        ),
        ("x = 30000, y = 30000\n!", ["900,000,000 cells", "PARSE_LIFE_MAX_CELLS"]),
        ("x = " + "9" * 5000 + ", y = 1\n!", ["PARSE_LIFE_MAX_CELLS"]),
        (
            "99999999999$o!",
            ["line 1, column 1", "run count 99999999", "PARSE_LIFE_MAX_CELLS"],
        ),
        ("2000000000o!", ["run count 20000000", "PARSE_LIFE_MAX_CELLS"]),
        ("50000000o!", ["row 1", "50,000,000 cells", "PARSE_LIFE_MAX_CELLS"]),
        ("o50000000$o!", ["50,000,001 rows", "PARSE_LIFE_MAX_CELLS"]),
        ("o$" + "9" * 10000 + "b!", ["line 1, column 3", "PARSE_LIFE_MAX_CELLS"]),
        ("x = 3, y = 2\n3o$o2$o!", ["4 rows", "y = 2"]),
    ],
)
def test_parse_life_caps_headers_and_run_counts(text, words):
    refused(lambda: lo.parse_life(text), *words)


def test_parse_life_cap_is_inclusive(monkeypatch):
    monkeypatch.setattr(lo.life_patterns, "PARSE_LIFE_MAX_CELLS", 12)
    assert lo.parse_life("x = 4, y = 3\no!").shape == (3, 4)
    assert lo.parse_life("2$4o!").shape == (3, 4)
    assert lo.parse_life("OOOO\n....\n....").shape == (3, 4)
    refused(lambda: lo.parse_life("x = 13, y = 1\no!"), "PARSE_LIFE_MAX_CELLS = 12")
    refused(lambda: lo.parse_life("3$4o!"), "16 cells", "PARSE_LIFE_MAX_CELLS = 12")
    refused(lambda: lo.parse_life("13o!"), "13 cells", "PARSE_LIFE_MAX_CELLS = 12")
    refused(
        lambda: lo.parse_life("OOOOOOO\n.......\n"),
        "14 cells",
        "PARSE_LIFE_MAX_CELLS = 12",
    )


def test_parse_life_reads_the_plaintext_cells_format():
    # LifeWiki's Plaintext page: a "!Name:" line, optional "!" comment lines, then 'O' and '.'
    cells = "!Name: Glider\n!This is a comment.\n!\n.O.\n..O\nOOO\n"
    assert lo.parse_life(cells).tolist() == GLIDER
    assert (
        lo.parse_life("!Name: Glider\n\n.O.\n..O\nOOO").tolist() == GLIDER
    )  # blank lines before the rows
    assert lo.parse_life("!Name: Block\nOO\nOO").tolist() == [[1, 1], [1, 1]]
    refused(
        lambda: lo.parse_life("!Name: Glider\n.O.\n..O\n!late comment\nOOO"),
        "line 4",
        "'!' comment line",
    )
    refused(
        lambda: lo.parse_life("!Name: Glider\n.O.\n.xO\nOOO"),
        "row 2 (line 3), column 2",
        "'x'",
    )
    refused(
        lambda: lo.parse_life("!Name: Glider\n.O.\n..\nOOO"), "ragged", "row 2 has 2"
    )
    refused(lambda: lo.parse_life("!Name: Nothing\n!\n"), "empty")
    refused(
        lambda: lo.parse_life("!Name: Glider\n.O.\n\n..O"), "row 2 (line 4)", "blank"
    )


@pytest.mark.parametrize(
    "rule",
    [
        "B3/S23",
        "b3/s23",
        "S23/B3",
        "s23/b3",
        "B3/S32",
        "23/3",
        "B3S23",
        "b3s23",
        "Life",
    ],
)
def test_parse_life_accepts_conways_rule_in_its_usual_spellings(rule):
    assert lo.parse_life(f"x = 3, y = 3, rule = {rule}\nbo$2bo$3o!").tolist() == GLIDER


@pytest.mark.parametrize(
    "rule",
    [
        "B36/S23",
        "S23/B36",
        "B3/S2",
        "S2/B3",
        "B3/B23",
        "3/23",
        "LifeHistory",
        "B36S23",
        "B36/S23:T10,10",
    ],
)
def test_parse_life_refuses_other_rules(rule):
    refused(
        lambda: lo.parse_life(f"x = 3, y = 3, rule = {rule}\nbo$2bo$3o!"),
        "line 1",
        repr(rule),
        "not Conway's Life",
        "B3/S23",
        "S23/B3",
    )


@pytest.mark.parametrize("rule", ["B3/S23:T10,10", "b3s23:P20,30", "Life:T0,0"])
def test_parse_life_refuses_bounded_grids_saying_so(rule):
    # fuzz: Golly's bounded grids were refused as "not Conway's Life"
    message = refused(
        lambda: lo.parse_life(f"x = 3, y = 3, rule = {rule}\nbo$2bo$3o!"),
        "line 1",
        repr(rule),
        "bounded grids are not supported",
    )
    assert "not Conway's Life" not in message


@pytest.mark.parametrize(
    "text, words",
    [
        (
            "x = 3, y = 3\nbo$2bo$1 2o!",
            ["line 2, column 8", "a space splits the run count '1'"],
        ),
        (
            "x = 3, y = 3\nbo$2bo$1\n2o!",
            ["line 2, column 8", "a line break splits the run count '1'"],
        ),
        (
            "x = 3, y = 3\nbo$2bo$3 o!",
            ["line 2, column 8", "a space splits the run count '3'"],
        ),
        (
            "x = 3, y = 3\nbo$2bo$3\no!",
            ["line 2, column 8", "a line break splits the run count '3'"],
        ),
        (
            "x = 3, y = 3\nbo$2\tbo$3o!",
            ["line 2, column 4", "splits the run count '2'"],
        ),
    ],
)
def test_parse_life_run_count_split_by_whitespace_is_refused_alike(text, words):
    # LifeWiki's RLE: whitespace may separate items but not split one
    refused(lambda: lo.parse_life(text), *words, "LifeWiki")


def test_parse_life_allows_whitespace_between_items():
    for text in (
        "x = 3, y = 3\nbo$ 2bo$ 3o !",
        "x = 3, y = 3\nbo$\n2bo$\n3o\n!",
        "bo $2bo\t$3o!",
        "bo$2bo$3o!\nignored",
    ):
        assert lo.parse_life(text).tolist() == GLIDER


@settings(max_examples=60, **SETTINGS)
@given(
    st.integers(1, 6).flatmap(
        lambda m: st.integers(1, 6).flatmap(
            lambda n: st.lists(
                st.lists(st.integers(0, 1), min_size=n, max_size=n),
                min_size=m,
                max_size=m,
            )
        )
    ),
    st.integers(0, 2**32 - 1),
)
def test_rle_and_plaintext_of_random_patterns_read_back(pattern, seed):
    rng = random.Random(seed)
    grid = np.array(pattern, dtype=np.uint8)
    m, n = grid.shape
    plain = "\n".join("".join(".O"[v] for v in row) for row in grid)
    assert np.array_equal(lo.parse_life("!Name: random\n!\n" + plain), grid)
    items = []  # RLE with run counts, items separated by random whitespace, never split
    for r, row in enumerate(grid):
        runs, start = [], 0
        for c in range(1, n + 1):
            if c == n or row[c] != row[start]:
                runs.append((c - start, "bo"[row[start]]))
                start = c
        for length, tag in runs:
            items.append(
                (str(length) if length > 1 or rng.random() < 0.3 else "") + tag
            )
        items.append("$" if r < m - 1 else "!")
    rle = f"x = {n}, y = {m}, rule = {rng.choice(['B3/S23', 'S23/B3'])}\n"
    rle += "".join(item + rng.choice(["", "", " ", "\n"]) for item in items)
    assert np.array_equal(lo.parse_life(rle), grid)


# --- sizes checked on the shape, before the data is copied ---------------------

_BIG = np.broadcast_to(np.uint8(0), (50_000, 50_000))  # 2.5e9 cells, no memory behind
_WIDE = np.broadcast_to(np.uint8(0), (1, validation.SOLVE_MAX_SIDE + 1))


@pytest.mark.parametrize(
    "call",
    [
        lambda b: lo.min_presses(b),
        lambda b: lo.solutions(b),
        lambda b: lo.chase(b),
        lambda b: lo.format_board(b),
        lambda b: lo.apply_presses(b, b),
        lambda b: lo.plot_board(b),
        lambda b: lo.scip_solve(b),
        lambda b: lo.scip_solve_reduced(b),
        lambda b: lo.life_step(b),
        lambda b: lo.life_predecessor(b),
        lambda b: lo.prove_orphan(b),
        lambda b: lo.unsolvable_certificate(b, 3),
        lambda b: lo.solve(b, 3),
    ],
    ids=lambda call: "",
)
@pytest.mark.parametrize("board", [_BIG, _WIDE], ids=["50000x50000", "1x1000001"])
def test_oversized_boards_are_refused_before_they_are_copied(call, board):
    # fuzz: seven of these gave MemoryError after copying (or converting) the
    # board, the others took seconds to refuse; broadcast views cost no memory until copied
    start = time.perf_counter()
    message = refused(lambda: call(board))
    assert time.perf_counter() - start < 2, message
    assert any(
        word in message
        for word in ("SOLVE_MAX_SIDE", "SOLVE_MAX_CELLS", "at most 40,000 cells")
    ), message


def test_min_presses_solutions_and_quiet_patterns_apply_the_side_limit_of_solve():
    for call, name in (
        (lambda: lo.min_presses(_WIDE), "min_presses"),
        (lambda: lo.solutions(_WIDE), "solutions"),
        (lambda: lo.chase(_WIDE), "chase"),
    ):
        refused(call, name, "1,000,001 columns", "SOLVE_MAX_SIDE")
    refused(
        lambda: lo.quiet_patterns(1, 10**6 + 1), "1,000,001 columns", "SOLVE_MAX_SIDE"
    )
    refused(lambda: lo.min_presses(np.zeros((1, 10**6 + 1), np.uint8)), "min_presses")


def _wide_shapes():
    """Boards wider than tall, above 400 cells, with quiet patterns (found by nullity)."""
    return [(m, n) for m in (4, 5, 6) for n in range(101, 140) if lo.nullity(m, n)][:3]


def test_wide_boards_are_chased_along_their_short_side(monkeypatch):
    from lightsout import chasing, gf2

    shapes = _wide_shapes()
    assert len(shapes) == 3
    calls = []
    original = gf2.solve_gf2_chasing

    def spy(board, method="poly"):
        calls.append(board.shape)
        return original(board, method)

    monkeypatch.setattr(gf2, "solve_gf2_chasing", spy)
    rng = np.random.default_rng(34)
    for m, n in shapes:
        kernel = chasing.chase_kernel(m, n)  # the documented basis, chased the long way
        quiet = lo.quiet_patterns(m, n)
        assert [q.ravel().tolist() for q in quiet] == kernel.tolist()
        board = lo.apply_presses(np.zeros((m, n), np.uint8), rng.integers(0, 2, (m, n)))
        calls.clear()
        best = lo.min_presses(board)
        assert calls == [(n, m)]  # solved transposed: chased along the short side
        every = list(lo.solutions(board))
        assert len({x.tobytes() for x in every}) == 2 ** len(quiet)
        for x in every:
            assert not lo.apply_presses(board, x).any()
        # the lexicographically first among the lightest, by brute force over all solutions
        expected = min(every, key=lambda x: (int(x.sum()), x.ravel().tolist()))
        assert np.array_equal(best, expected)


def test_wide_unsolvable_boards_name_a_quiet_pattern_in_their_own_coordinates():
    m, n = _wide_shapes()[0]
    quiet = lo.quiet_patterns(m, n)[0]
    board = np.zeros((m, n), np.uint8)
    r, c = map(int, np.argwhere(quiet)[0])
    board[r, c] = 1  # one lit cell on a quiet pattern: not solvable
    for call in (lambda: lo.min_presses(board), lambda: lo.solutions(board)):
        message = refused(call, f"the {m} x {n} board is not solvable")
        assert f"({r + 1}, {c + 1})" in message


def test_plot_board_counts_from_one_and_calls_board_values_values():
    import matplotlib.pyplot as plt

    refused(lambda: lo.plot_board([[0, 300]]), "row 1, column 2", "300")
    message = refused(lambda: lo.plot_board([[0, -1]]), "row 1, column 2", "-1")
    assert "press count" not in message and "values must be >= 0" in message
    message = refused(lambda: lo.format_board([[-2]]), "row 1, column 1")
    assert "press count" not in message
    refused(lambda: lo.plot_board([[1]], presses=[[-1]]), "press counts must be >= 0")
    plt.close("all")


def test_forbidden_pairs_on_a_board_with_two_columns():
    # fuzz: on a 1 x 2 board the list [(0, 0)] has the shape of a mask (one row,
    # two columns, all zero) and was refused as ambiguous; tuples are pairs, not mask rows
    result = lo.scip_solve([[1, 1]], forbidden=[(0, 0)])
    assert (
        result.presses.tolist() == [[0, 1]]
        and not lo.apply_presses([[1, 1]], result.presses).any()
    )
    assert lo.scip_solve([[1, 1]], forbidden=[(0, 1)]).presses.tolist() == [[1, 0]]
    assert lo.scip_solve([[1, 1]], forbidden=((0, 0), (0, 1))).status == "infeasible"
    # a list of rows is still a mask, and a mask that reads differently as pairs refused
    assert lo.scip_solve([[1, 1]], forbidden=[[1, 0]]).presses.tolist() == [[0, 1]]
    refused(
        lambda: lo.scip_solve(
            np.ones((3, 2), np.uint8), forbidden=[[0, 1], [1, 0], [0, 0]]
        ),
        "ambiguous",
    )


# --- check_drat refuses bad input at once, naming the line ----------------------


def test_check_drat_sizes_its_tables_from_what_it_reads():
    # fuzz: a 20-byte header made the checker allocate tables for 10**7 variables
    start = time.perf_counter()
    result = lo.check_drat("p cnf 10000000 1\n1 0\n", ["-1 0", "0"])
    assert not result.ok and "step 1" in result.reason
    assert lo.check_drat("p cnf 10000000 2\n1 0\n-1 0\n", ["0"]).ok
    assert lo.check_drat("p cnf 2147483647 1\n2147483647 0\n", ["0"]).ok is False
    assert time.perf_counter() - start < 1
    refused(
        lambda: lo.check_drat("p cnf 99999999999 0\n", []), "line 1", "malformed header"
    )


@pytest.mark.parametrize(
    "cnf, proof, words",
    [
        (None, ["0"], ["CNF must be DIMACS text", "NoneType"]),
        (b"p cnf 1 1\n1 0\n", ["0"], ["CNF must be DIMACS text", "bytes"]),
        ("p cnf x 1\n1 0\n", ["0"], ["CNF line 1", "malformed header"]),
        ("p cnf 1\n1 0\n", ["0"], ["CNF line 1", "malformed header"]),
        ("p dnf 1 1\n1 0\n", ["0"], ["CNF line 1", "malformed header"]),
        ("1 0\np cnf 1 1\n", ["0"], ["CNF line 1", "before the 'p cnf' header"]),
        ("p cnf 1 1\np cnf 1 1\n1 0\n", ["0"], ["CNF line 2", "second header"]),
        ("p cnf 2 1\n1 x 0\n", ["0"], ["CNF line 2", "'x' is not a literal"]),
        ("p cnf 2 1\n1 2.0 0\n", ["0"], ["CNF line 2", "'2.0'"]),
        ("p cnf 2 1\n1 3 0\n", ["0"], ["CNF line 2", "literal 3 exceeds the 2"]),
        ("p cnf 2 2\n1 0\n", ["0"], ["CNF line 1", "declares 2 clauses", "has 1"]),
        ("p cnf 2 1\n1 2\n", ["0"], ["not ended by 0"]),
        ("p cnf 1 1\n1 0\n", None, ["proof must be text", "NoneType"]),
        ("p cnf 1 1\n1 0\n", 7, ["proof must be text", "int"]),
        ("p cnf 1 1\n1 0\n", b"0\n", ["bytes", "text DRAT"]),
        ("p cnf 1 1\n1 0\n", ["-1 0", 0], ["proof line 2", "not a line of text"]),
        ("p cnf 1 1\n1 0\n", ["1 a 0"], ["proof line 1", "'a' is not a literal"]),
        ("p cnf 1 1\n1 0\n", ["1"], ["proof line 1", "does not end with 0"]),
        ("p cnf 1 1\n1 0\n", ["1 0 1 0"], ["proof line 1", "a 0 inside"]),
        ("p cnf 1 1\n1 0\n", ["d"], ["proof line 1", "does not end with 0"]),
        ("p cnf 1 1\n1 0\n", ["9" * 12 + " 0"], ["proof line 1", "not a literal"]),
        ("p cnf 1 1\n1 0\n", ["4294967296 0"], ["proof line 1", "beyond the largest"]),
    ],
)
def test_check_drat_names_the_line_and_the_problem(cnf, proof, words):
    refused(lambda: lo.check_drat(cnf, proof), *words)
