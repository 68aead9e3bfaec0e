"""Robustness at the edges of chapters 07 and 09: one test per finding F01..F13.

Each finding was a wrong answer, a crash, a missing limit or an unclear refusal on input at
or beyond the documented range; each test states the behaviour the book now promises.
Expected values come from independent routes (Python ints over GF(2), the known nullities),
not from the code under test.
"""

import json
import math
import os
from collections import Counter

import numpy as np
import pytest
from test_input_validation import refused  # one helper for "refused, naming ..."

import lightsout_helpers as lo
from lightsout import validation

sg = validation.sage_all()


# --- F01: signatures beyond nullity 64 ---------------------------------------------------


def test_f01_quiet_classes_keep_exact_signatures_beyond_nullity_64():
    """123 x 123 has nullity 80: the signatures need 80 bits, not the 64 of an int64."""
    qc = lo.QuietClasses(123, 123)
    assert qc.nullity == 80 == lo.nullity(123, 123)
    # each cell's column of the kernel basis, bit j for pattern j, as a Python int
    exact = [
        int("".join(str(int(b)) for b in qc.kernel[::-1, c]), 2)
        for c in range(123 * 123)
    ]
    assert [int(s) for s in qc.signature] == exact
    sizes = Counter(exact)
    zero = sizes.pop(0, 0)
    assert (qc.zero_cells, len(qc.classes)) == (zero, len(sizes)) == (1, 14802)
    assert dict(zip(qc.classes.tolist(), qc.counts.tolist())) == sizes
    assert qc.classes.tolist() == sorted(sizes)
    # floor((mn + z) / 2) and the parity bound, from the exact classes
    odd = sum(c % 2 for c in sizes.values())
    linear = (123 * 123 + zero) // 2
    expected = {"distribution": linear, "parity": linear - (odd > 0 and odd % 2 == 0)}
    assert expected == {"distribution": 7565, "parity": 7564}
    assert lo.hardest_upper_bounds(123, 123) == expected


# --- F04, F05, F13: limits named in the refusal ------------------------------------------


@pytest.mark.parametrize("side", [39, 61, 123])
def test_f04_hardest_board_refuses_a_nullity_beyond_its_limit(side):
    d = lo.nullity(side, side)  # 32, 40, 80
    refused(
        lambda: lo.hardest_board(side, side, time_limit=5),
        f"nullity {d}",
        "HARDEST_BOARD_MAX_NULLITY = 24",
    )


def test_f05_coset_fewest_presses_has_the_nullity_limit_of_min_presses():
    for side, d in ((123, 80), (61, 40)):
        board = np.zeros((side, side), dtype=np.uint8)
        for call in (lo.coset_fewest_presses, lo.min_presses):
            refused(lambda: call(board), f"nullity {d}", "MIN_PRESSES_MAX_NULLITY = 32")
    # at the limit it still answers (39 x 39 has nullity 32; the dark board needs none)
    assert lo.coset_fewest_presses(np.zeros((5, 5), dtype=np.uint8))[0] == 0


def test_f13_quiet_classes_has_the_size_limits_of_quiet_patterns():
    for call in (
        lambda: lo.hardest_board(4, 10**9),
        lambda: lo.quiet_patterns(4, 10**12),
        lambda: lo.QuietClasses(4, 10**12),
        lambda: lo.hardest_upper_bounds(4, 10**12),
        lambda: lo.hardest_subspace_check(4, 10**9, 3),
    ):
        refused(call, "SOLVE_MAX_SIDE = 1,000,000")
    # 4096 x 4096 has nullity 2072: its quiet patterns would take 2072 * 4096**2 bytes
    for call in (
        lambda: lo.quiet_patterns(4096, 4096),
        lambda: lo.QuietClasses(4096, 4096),
    ):
        refused(call, "the 2072 quiet patterns", "QUIET_PATTERNS_MAX_CELLS")


# --- F06: QuietClasses.pattern and per_class -----------------------------------------------


def test_f06_quiet_classes_pattern_and_per_class_refuse_bad_input():
    qc = lo.QuietClasses(4, 4)
    k = len(qc.classes)
    for counts, words in [
        ([-1] * k, ("presses_per_class[0]", "0..")),
        ([99] * k, ("presses_per_class[0]", "99")),
        ([1.5] * k, ("presses_per_class[0]", "1.5")),
        ([], (f"{k} entries", "got 0")),
        ([0] * (k + 1), (f"{k} entries", f"got {k + 1}")),
        ("0" * k, ("list of integers",)),
        (np.zeros((2, k)), ("got 2",)),
    ]:
        refused(lambda: qc.pattern(counts), *words)
    for board, words in [
        (np.full((4, 4), -1), ("pattern", "0..1")),
        (np.full((4, 4), 2), ("pattern", "0..1")),
        (np.ones((3, 3)), ("3 x 3", "4 x 4")),
    ]:
        refused(lambda: qc.per_class(board), *words)
    # what they take: exact integers of any kind, the counts read back from the pattern
    half = [sg.Integer(int(c) // 2) for c in qc.counts]
    x = qc.pattern(half)
    assert qc.per_class(x).tolist() == [int(c) // 2 for c in qc.counts]
    assert qc.per_class(x.tolist()).tolist() == qc.per_class(x).tolist()
    full = qc.pattern(np.array(qc.counts))
    assert full.all() and qc.per_class(full).tolist() == qc.counts.tolist()


# --- F07: the arguments of chapter 09's functions, checked first ---------------------------


def test_f07_chapter_09_functions_check_their_arguments_first():
    cases = [
        (lambda: lo.hardest_subspace_check(4, 4, 7, basis=[1.5]), "basis", "1.5"),
        (lambda: lo.hardest_subspace_check(4, 4, 7, basis=["3"]), "basis", "'3'"),
        (lambda: lo.hardest_subspace_check(4, 4, 7, basis=3), "basis"),
        (lambda: lo.hardest_subspace_check(4, 4, 7, time_limit=math.nan), "time_limit"),
        (lambda: lo.hardest_subspace_check(4, 4, 7, time_limit=-1), "time_limit"),
        (lambda: lo.hardest_board(6, 8, time_limit=math.nan), "time_limit"),
        (lambda: lo.hardest_board(6, 8, time_limit="x"), "time_limit"),
        (lambda: lo.hardest_board(4, 4, time_limit="x"), "time_limit"),  # no SCIP run
        (lambda: lo.hardest_board(6, 8, evaluations=1.5), "evaluations"),
        (lambda: lo.hardest_board(6, 8, seed="x"), "seed"),
        (lambda: lo.hardest_board(6, 8, seed=-1), "seed"),
        (lambda: lo.QuietClasses("3", 3), "m (rows)"),
        (lambda: lo.QuietClasses(3, 0), "n (columns)"),
        (lambda: lo.odd_class_span(None), "QuietClasses"),
    ]
    for call, *words in cases:
        message = refused(call, *words)
        assert "SCIP" not in message, message
    # math.inf means no limit, as for life_predecessor and scip_solve
    assert lo.hardest_board(4, 4, time_limit=math.inf).value == 7
    assert lo.hardest_subspace_check(4, 4, 7, time_limit=math.inf) == "proved"
    # a subspace too large for its 2**dim inequalities is refused, naming the limit
    basis = [1 << j for j in range(17)]
    refused(
        lambda: lo.hardest_subspace_check(30, 30, 100, basis=basis),
        "dimension 17",
        "HARDEST_SUBSPACE_MAX_DIMENSION = 16",
    )


# --- F03: LRAT when the clause false at load is deleted -----------------------------------


def test_f03_check_drat_writes_lrat_when_the_false_clause_is_deleted(tmp_path):
    from lightsout.lrat import check_lrat

    # unit propagation at load: 1, then 2, then 3, and -2 -3 is false
    cnf = "p cnf 3 4\n1 0\n-1 2 0\n-2 3 0\n-2 -3 0\n"
    for proof in (["d -2 -3 0", "0"], ["d -2 -3 0", "d -1 2 0", "2 0", "0"]):
        plain = lo.check_drat(cnf, proof)
        out = tmp_path / "proof.lrat"
        result = lo.check_drat(cnf, proof, lrat=out)
        assert plain.ok and result.ok, (plain, result)
        assert check_lrat(cnf, out.read_text()).ok
    # a satisfiable CNF stays unproved whatever is deleted
    sat = "p cnf 2 2\n1 0\n-1 2 0\n"
    assert not lo.check_drat(sat, ["d -1 2 0", "0"], lrat=tmp_path / "x.lrat").ok


# --- F02, F08, F09, F10: the all-ones search and its chunk file ---------------------------


def _chunk_file(tmp_path, chunks=4):
    """A finished chunk file of the all-ones 19 x 19 search (fewest presses 141)."""
    path = tmp_path / "n19.json"
    result = lo.allones_min_presses(19, orbits=1, chunks=chunks, chunk_file=path)
    assert result.presses == 141
    return path, json.loads(path.read_text())


def test_f02_chunk_entries_without_a_solution_are_refused(tmp_path):
    path, data = _chunk_file(tmp_path)
    for entry in (
        {"presses": None, "witness": None},
        {"presses": None, "witness": data["done"]["2"]["witness"]},
        {"presses": data["done"]["2"]["presses"], "witness": None},
    ):
        bad = json.loads(json.dumps(data))
        bad["done"]["2"] = entry
        path.write_text(json.dumps(bad))
        refused(
            lambda: lo.allones_min_presses(19, orbits=1, chunks=4, chunk_file=path),
            str(path),
            "chunk 2",
        )


def test_f02_a_result_read_from_a_chunk_file_says_it_rests_on_it(tmp_path):
    fresh = lo.allones_min_presses(19, orbits=1, chunks=4)
    assert (fresh.chunk_file, fresh.chunks_from_file) == (None, 0)
    assert "chunk file" not in str(fresh)
    path, data = _chunk_file(tmp_path)
    # valid but heavier witnesses in the chunks that reach 141: undetectable without
    # redoing the chunks, so the result must say that its minimum rests on the file
    quiet = [q.ravel() for q in lo.quiet_patterns(19, 19)]
    for key, entry in data["done"].items():
        if entry["presses"] != 141:
            continue
        x = np.array([int(b) for b in bin(int(entry["witness"], 16))[2:].zfill(361)])
        heavier = max(((x + q) % 2 for q in quiet), key=np.sum).astype(np.uint8)
        assert heavier.sum() > 141
        off = lo.apply_presses(np.ones((19, 19), np.uint8), heavier.reshape(19, 19))
        assert not off.any()
        bits = "".join(map(str, heavier.tolist()))
        data["done"][key] = {
            "presses": int(heavier.sum()),
            "witness": format(int(bits, 2), "x").zfill(91),
        }
    path.write_text(json.dumps(data))
    result = lo.allones_min_presses(19, orbits=1, chunks=4, chunk_file=path)
    assert result.presses > 141  # trusted: the file's word for its chunks
    assert (result.chunk_file, result.chunks_from_file) == (str(path), 4)
    for text in (str(result), repr(result)):
        assert str(path) in text and "4" in text
    assert "rest on that file" in str(result)
    assert "only their witnesses were checked" in str(result)


def test_f08_chunk_file_arguments_and_keys_are_checked(tmp_path):
    path, data = _chunk_file(tmp_path)

    def run(chunk_file):
        return lo.allones_min_presses(
            19, orbits=1, chunks=4, chunk_file=chunk_file, stop_after=0
        )

    refused(lambda: run(tmp_path), "directory", str(tmp_path))
    refused(lambda: run(""), "chunk_file", "empty")
    for bad in (0, 1, 2.5, b"n19.json", ["n19.json"]):
        refused(lambda: run(bad), "chunk_file must be a file path")
    for key, source, words in [
        ("\u00b2", "2", ("'\u00b2'", "not a chunk number")),  # superscript two
        ("\u0663", "3", ("not a chunk number",)),  # Arabic-Indic three
        ("03", "3", ("'03'", "not a chunk number")),  # a second chunk 3
        ("+1", "1", ("'+1'",)),
        (" 1", "1", ("' 1'",)),
        ("4", "2", ("'4'", "out of range 0..3")),
    ]:
        bad = json.loads(json.dumps(data))
        bad["done"][key] = bad["done"].pop(source) if key != "03" else data["done"]["3"]
        g = tmp_path / "bad.json"
        g.write_text(json.dumps(bad))
        refused(lambda: run(g), str(g), *words)
    assert run(path).presses == 141 and run(False).chunks_done == 0


def test_f09_a_chunk_file_in_use_is_refused_and_temporary_files_are_own(
    tmp_path, monkeypatch
):
    import subprocess
    import sys

    from lightsout import allones

    path = tmp_path / "n19.json"
    holder = subprocess.Popen(  # another process holds the chunk file's lock
        [
            sys.executable,
            "-c",
            "import fcntl, sys\n"
            f"lock = open({str(path) + '.lock'!r}, 'w')\n"
            "fcntl.flock(lock, fcntl.LOCK_EX)\n"
            "print('held', flush=True); sys.stdin.read()",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=validation.ROOT,
    )
    try:
        assert holder.stdout.readline().strip() == "held"
        refused(
            lambda: lo.allones_min_presses(19, orbits=1, chunks=4, chunk_file=path),
            str(path),
            "in use by another search",
        )
        assert not path.exists()  # nothing was written
    finally:
        holder.communicate("", timeout=60)
    replaced = []
    real = allones.os.replace
    monkeypatch.setattr(
        allones.os, "replace", lambda a, b: replaced.append(str(a)) or real(a, b)
    )
    result = lo.allones_min_presses(19, orbits=1, chunks=4, chunk_file=path)
    assert result.presses == 141 and len(replaced) == 4
    assert all(str(os.getpid()) in name for name in replaced)  # this process's own
    assert sorted(p.name for p in tmp_path.iterdir()) == ["n19.json"]


def test_f10_chapter_09_integer_arguments_take_every_exact_integer():
    for one, two in ((sg.Integer(1), sg.Integer(2)), (np.int64(1), np.uint8(2))):
        assert lo.bfile_bytes([one, two], blank_lines=two) == b"1 1\n2 2\n\n\n"
        assert lo.hardest_subspace_check(4, 4, 7 * one) == "proved"
        part = lo.allones_min_presses(9, orbits=one, chunks=2, stop_after=one)
        assert part.chunks_done == 1
    # refusals name the value without contradicting themselves
    refused(lambda: lo.bfile_bytes([sg.Integer(-1)]), "term 1", "got -1")
    refused(lambda: lo.bfile_bytes([1], blank_lines=1.0), "blank_lines", "float")
    refused(lambda: lo.hardest_subspace_check(4, 4, sg.Integer(-1)), "got -1")
    refused(lambda: lo.allones_min_presses(9, orbits=sg.Integer(4)), "0..3, got 4")
    refused(lambda: lo.allones_min_presses(9, stop_after=np.int64(-1)), "got -1")
    refused(lambda: lo.allones_min_presses(9, stop_after=True), "stop_after")


# --- F12: tools/a075464_search.py on a bad chunk file -------------------------------------


def test_f12_the_search_tool_names_a_corrupt_chunk_file_without_a_traceback(
    tmp_path, monkeypatch, capsys
):
    import importlib.util

    from lightsout import allones

    spec = importlib.util.spec_from_file_location(
        "a075464_search_tool", validation.ROOT / "tools" / "a075464_search.py"
    )
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    monkeypatch.setattr(allones, "CHUNK_DIR", tmp_path)
    monkeypatch.setattr(tool, "TERMS", tmp_path / "terms.csv")  # never the book's
    path = tmp_path / "n9.json"
    for text in ('{"format": ', "[1, 2]", '{"done": 3}', b"\xff\xfe{"):
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text)
        with pytest.raises(SystemExit) as info:  # as on the command line
            tool.main(["9", "--serial"])
        message = str(info.value.code)
        assert message.startswith("a075464_search.py: error: chunk file"), message
        assert str(path) in message
        with pytest.raises(ValueError, match="chunk file .*n9.json"):
            tool.recorded_chunks(path)
    path.unlink()
    # every ValueError: its message, one line, no traceback
    with pytest.raises(SystemExit) as info:
        tool.main(["9", "--serial", "--orbits", "5"])
    assert str(info.value.code) == (
        "a075464_search.py: error: orbits must be an integer 0..3, got 5"
    )
    assert "Traceback" not in capsys.readouterr().err


# --- F11: the browser board and Python read links alike, and refuse a non-cell -----------


def _node(tmp_path, script: str):
    """Run ``script`` (an ES module importing ./board.mjs) with node; its JSON output."""
    import shutil
    import subprocess

    if shutil.which("node") is None:
        pytest.skip("node is not installed")
    from lightsout.play import BOARD_JS

    shutil.copy(BOARD_JS, tmp_path / "board.mjs")
    (tmp_path / "t.mjs").write_text(script, encoding="utf-8")
    done = subprocess.run(
        ["node", str(tmp_path / "t.mjs")], capture_output=True, timeout=120
    )
    assert done.returncode == 0, done.stderr.decode()
    return json.loads(done.stdout)


def test_f11_links_are_read_by_one_rule_in_python_and_the_browser(tmp_path):
    from lightsout.play import _parse_link

    good = "3x3:2:101010101"
    links = [chr(c) + good + chr(c) for c in range(0x10000) if not 0xD800 <= c < 0xE000]
    links += [
        '#lightsout=3x3:2:"01',
        "3x3:2:1\\01",
        "\x1c\x00 3x3:2:\t",
        "\ud800" + good,
        "\U0001f600" + good,
        "#lightsout=3x3:2:10101010",
        "#lightsout=2x2:3:0130",
        "#lightsout=13x1:2:0",
        "#lightsout=3x3:2:\u0661\u0660\u0661\u0660\u0661\u0660\u0661\u0660\u0661",
        "",
    ]
    js = _node(
        tmp_path,
        "import * as B from './board.mjs';\n"
        f"const links = {json.dumps(links)};\n"
        "console.log(JSON.stringify(links.map((s) => { try {"
        " return ['ok', B.parseLink(s).board.join('')]; }"
        " catch (e) { return ['err', e.message]; } })));\n",
    )
    differ = []
    for link, theirs in zip(links, js):
        try:
            ours = ["ok", "".join(map(str, _parse_link(link)[3].ravel().tolist()))]
        except ValueError as err:
            ours = ["err", str(err)]
        if ours != theirs:
            differ.append((link, ours, theirs))
    assert not differ, differ[:5]
    accepted = {link[0] for link, (kind, _) in zip(links, js) if kind == "ok"}
    assert {"\ufeff", "\x1c", " ", "\xa0", "\n"} <= accepted  # around a link: ignored
    assert js[-10][1] == (
        "a position reads #lightsout=ROWSxCOLS:N:DIGITS (e.g. "
        '#lightsout=3x3:2:101010101), got "#lightsout=3x3:2:\\"01"'
    )


def test_f11_a_press_at_no_cell_is_refused_and_counts_no_move(tmp_path):
    presses = [
        {"row": 1.5, "col": 1},
        {"row": "1", "col": "1"},
        {"row": 1, "col": -1},
        {"row": 3, "col": 0},
        {"row": None, "col": 0},
        {"col": 0},
    ]
    js = _node(
        tmp_path,
        "import * as B from './board.mjs';\n"
        f"const presses = {json.dumps(presses)};\n"
        "const out = presses.map((p) => {\n"
        "  const b = new B.PageBoard({rows: 3, cols: 3, colours: 2,"
        " board: new Array(9).fill(0)});\n"
        "  b.act('press', p); const s = b.state();\n"
        "  return [s.moves, s.board.join(''), s.message]; });\n"
        "const b = new B.PageBoard({rows: 3, cols: 3, colours: 2,"
        " board: new Array(9).fill(0)});\n"
        "b.act('press', {row: 1, col: 1});\n"
        "out.push([b.state().moves, b.state().board.join(''), b.state().message]);\n"
        "console.log(JSON.stringify(out));\n",
    )
    for press, (moves, board, message) in zip(presses, js):
        assert (moves, board) == (0, "0" * 9), (press, moves, board)
        assert "is outside the board: allowed are the integers 0..2" in message, press
    assert js[-1] == [1, "010111010", ""]
    pb = lo.PlayBoard.from_link("3x3:2:000000000")  # the kernel's board: the same rule
    for press in presses:
        with pytest.raises(ValueError, match="outside the board"):
            pb.press(press.get("row"), press.get("col"))
    assert pb.moves == 0 and not pb.board.any()
