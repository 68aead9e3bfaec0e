"""Robustness of the search code of notebook 09 (the adversarial review's F08-F12 and its
smaller findings): chunk records returned as the integers checked, chunk keys only the seeds,
the work list made lazily, one holder of a chunk file's lock, Sage integers in a chain,
the pieces' dimension, and the tool's --search arguments."""

import copy
import fcntl
import json
import math
import os
import subprocess
import sys

import numpy as np
import pytest

import lightsout_helpers as lo
from lightsout import chunkfiles
from lightsout import hardsearch as hs
from lightsout import newresults as nr


@pytest.fixture(scope="module")
def chunk_file(tmp_path_factory):
    """A finished 9 x 9 chunk file (3 seeds of 20 steps): its path and its data."""
    path = tmp_path_factory.mktemp("chunks") / "9x9.json"
    lo.hardest_search(9, 9, seeds=3, iterations=20, chunk_file=path)
    return path, json.loads(path.read_text())


def _search(path, **kw):
    return lo.hardest_search(9, 9, seeds=3, iterations=20, chunk_file=path, **kw)


def _written(tmp_path, data):
    path = tmp_path / "9x9.json"
    path.write_text(json.dumps(data))
    return path


def test_good_chunk_file_gives_the_integers_it_checked(chunk_file, tmp_path):
    """F08: what comes back is exact Python ints and a finite float."""
    path = _written(tmp_path, chunk_file[1])
    r = _search(path, stop_after=0)
    assert r.chunks_done == 3 and type(r.presses) is int and type(r.seed) is int
    assert all(type(c) is int for c in r.counts)
    assert type(r.seconds) is float and math.isfinite(r.seconds)
    qc = nr.QuietClasses(9, 9)
    assert r.presses == int(nr.class_values(qc, np.array(r.counts)).min())
    entry = chunk_file[1]["done"]["0"]
    numpy = dict(
        entry,
        presses=np.int64(entry["presses"]),
        counts=tuple(np.int16(c) for c in entry["counts"]),
        seconds=np.float64(entry["seconds"]),
    )
    checked = hs._verified(numpy, qc, "here", entry["fingerprint"])
    assert checked == entry and type(checked["presses"]) is int
    assert type(checked["counts"]) is list and type(checked["seconds"]) is float
    assert all(type(c) is int for c in checked["counts"])


BAD_RECORDS = {  # (field, how the record of chunk "1" is changed)
    "counts x.9": ("counts", lambda e: [c + 0.9 for c in e["counts"]]),
    "counts 1.0": ("counts", lambda e: [float(c) for c in e["counts"]]),
    "counts bool": ("counts", lambda e: [bool(c) for c in e["counts"]]),
    "counts '1'": ("counts", lambda e: [str(c) for c in e["counts"]]),
    "counts short": ("counts", lambda e: e["counts"][:-1]),
    "counts a dict": ("counts", lambda e: dict(enumerate(e["counts"]))),
    "presses '37'": ("presses", lambda e: str(e["presses"])),
    "presses 37.0": ("presses", lambda e: float(e["presses"])),
    "presses true": ("presses", lambda e: True),
    "presses Infinity": ("presses", lambda e: math.inf),
    "presses -1": ("presses", lambda e: -1),
    "seconds NaN": ("seconds", lambda e: math.nan),
    "seconds Infinity": ("seconds", lambda e: math.inf),
    "seconds -1": ("seconds", lambda e: -1.0),
    "seconds '1'": ("seconds", lambda e: "1"),
    "seconds true": ("seconds", lambda e: True),
    "fingerprint": ("fingerprint", lambda e: "0" * 64),
}


@pytest.mark.parametrize("label", list(BAD_RECORDS))
def test_bad_chunk_record_is_refused_naming_file_and_field(chunk_file, tmp_path, label):
    """F08: every field's type is checked before any conversion; the error names the
    chunk file, the chunk and the field."""
    field, change = BAD_RECORDS[label]
    data = copy.deepcopy(chunk_file[1])
    data["done"]["1"][field] = change(data["done"]["1"])
    path = _written(tmp_path, data)
    with pytest.raises(ValueError) as err:
        _search(path, stop_after=0)
    assert str(path) in str(err.value) and "chunk '1'" in str(err.value)
    assert f"'{field}'" in str(err.value)


@pytest.mark.parametrize("change", ["drop", "add"])
def test_chunk_record_with_missing_or_unknown_field_is_refused(
    chunk_file, tmp_path, change
):
    data = copy.deepcopy(chunk_file[1])
    if change == "drop":
        del data["done"]["0"]["seconds"]
    else:
        data["done"]["0"]["note"] = 1
    with pytest.raises(ValueError, match="no field 'seconds'|unknown field 'note'"):
        _search(_written(tmp_path, data), stop_after=0)


@pytest.mark.parametrize("key", ["-1", "999", "3", "01", "+2", " 2", "2.0", "\u0662"])
def test_chunk_keys_outside_the_seeds_are_refused(chunk_file, tmp_path, key):
    """F09: chunk 2 stored under a key that is no seed 0..2 written plainly."""
    data = copy.deepcopy(chunk_file[1])
    data["done"][key] = data["done"].pop("2")
    path = _written(tmp_path, data)
    with pytest.raises(ValueError, match="no seed 0..2") as err:
        _search(path, stop_after=0)
    assert str(path) in str(err.value)


def test_chunk_key_is_a_seed_written_plainly(tmp_path):
    """F09: of 100 seeds, "0".."99" only ("01" would be chunk 1 a second time)."""
    assert [chunkfiles.seed_of(k, 100, tmp_path) for k in ("0", "7", "99")] == [
        0,
        7,
        99,
    ]
    for key in ("01", "007", "100", "-0", "1e1", "", 7):
        with pytest.raises(ValueError, match="no seed 0..99"):
            chunkfiles.seed_of(key, 100, tmp_path)


def test_chunk_key_given_twice_is_refused(chunk_file, tmp_path):
    """F09: "1" twice (JSON keeps the last), chunk 2 missing: no finished search."""
    path = tmp_path / "9x9.json"
    path.write_text(json.dumps(chunk_file[1]).replace('"2": ', '"1": '))
    assert path.read_text().count('"1": ') == 2
    with pytest.raises(ValueError, match="appears twice"):
        _search(path, stop_after=0)


class _Done(dict):
    """A chunk table that fails when asked about more seeds than a few."""

    asked = 0

    def __contains__(self, key):
        _Done.asked += 1
        assert _Done.asked <= 100, "the work list is made of every seed"
        return super().__contains__(key)


def test_work_list_is_made_lazily(tmp_path, monkeypatch):
    """F10: a billion seeds and stop_after=1 ask about a few seeds only (the old code
    listed every seed left first: 8 GB)."""
    monkeypatch.setattr(hs, "_load", lambda path, header, qc: _Done())
    _Done.asked = 0
    r = lo.hardest_search(
        9, 9, seeds=10**9, iterations=1, stop_after=1, chunk_file=tmp_path / "a.json"
    )
    assert (r.chunks_done, r.chunks, r.presses) == (1, 10**9, None)
    assert _Done.asked <= 5


class _Stop(Exception):
    pass


def test_dask_chunks_are_submitted_in_bounded_batches(tmp_path, monkeypatch):
    """F10 on Dask, with no stop_after: at most _IN_FLIGHT (here 2) chunks are submitted
    at once, one more as one ends (the run is stopped after 5 chunks)."""
    from dask.distributed import LocalCluster

    saved = []

    def save(path, header, done):
        saved.append(len(done))
        if len(saved) == 5:
            raise _Stop

    monkeypatch.setattr(hs, "_load", lambda path, header, qc: _Done())
    monkeypatch.setattr(chunkfiles, "save", save)
    monkeypatch.setattr(hs, "_IN_FLIGHT", 2)
    _Done.asked = 0
    with LocalCluster(
        n_workers=1, threads_per_worker=1, processes=False, dashboard_address=":0"
    ) as cluster:
        with pytest.raises(_Stop):
            lo.hardest_search(
                9,
                9,
                seeds=10**9,
                iterations=1,
                chunk_file=tmp_path / "a.json",
                scheduler=cluster.scheduler_address,
            )
    assert saved == [1, 2, 3, 4, 5]
    assert _Done.asked <= 5 + 2 + 1  # 5 recorded, 2 in flight, 1 to see any is left


def test_one_holder_of_a_chunk_file_lock(tmp_path):
    """F11: the lock file outlives its holder, so that a run that opened it while
    another held it locks the one file every run locks: run A enters and leaves, run B
    (which opened the lock file meanwhile) locks it, run C is refused."""
    path = tmp_path / "19x19.json"
    name = path.with_name(path.name + ".lock")
    with chunkfiles.locked(path):  # run A
        b = open(name, "a")  # run B opens the lock file
        with pytest.raises(ValueError, match="in use by another search"):
            with chunkfiles.locked(path):
                pass
    assert name.exists()
    with b:
        fcntl.flock(b, fcntl.LOCK_EX | fcntl.LOCK_NB)  # run B holds it
        with pytest.raises(ValueError, match="in use by another search"):
            with chunkfiles.locked(path):  # run C
                pass
    with chunkfiles.locked(path):  # B has left: free again
        pass


def test_decomposition_bound_takes_sage_and_numpy_integers():
    """F12: any exact integer (operator.index) is a generator; bool, float are not."""
    ZZ = lo.validation.sage_all().ZZ
    assert lo.hardest_decomposition_bound(5, 5, [[1], [2]]).bound == 15
    assert lo.hardest_decomposition_bound(5, 5, [[ZZ(1)], [ZZ(2)]]).bound == 15
    assert (
        lo.hardest_decomposition_bound(5, 5, [[np.int64(1)], (np.uint8(2),)]).bound
        == 15
    )
    for bad in (True, 1.0, "1", ZZ(0), 4):
        with pytest.raises(ValueError, match="chain piece 0: .*signature in 1..2"):
            lo.hardest_decomposition_bound(5, 5, [[bad], [2]])


def test_piece_dimension_is_its_number_of_generators():
    """Piece.dimension is dim V_i - dim V_(i-1): 4 x 4 has no class of signature 6, so
    the piece [6] holds no class and still has dimension 1 (not the bit length 0)."""
    assert 6 not in {int(s) for s in nr.QuietClasses(4, 4).classes}
    r = lo.hardest_decomposition_bound(4, 4, [[6], [1, 2, 8]])
    assert [p.dimension for p in r.pieces] == [1, 3]
    assert r.pieces[0].classes == () and r.bound >= 7  # 7: the hardest 4 x 4 board
    chain = lo.decomposition_chain(6, 8, 2)
    r = lo.hardest_decomposition_bound(6, 8, chain)
    assert [p.dimension for p in r.pieces] == [len(p) for p in chain]
    assert sum(p.dimension for p in r.pieces) == lo.nullity(6, 8)


@pytest.fixture(scope="module")
def tool():
    sys.path.insert(0, str(lo.ROOT / "tools"))
    import hardest_boards_09

    return hardest_boards_09


KNOWN = {(19, 19), (23, 23), (6, 8)}


@pytest.mark.parametrize(
    "argv, scheduler, sizes",
    [
        ("8 100 19x19 23x23", None, ["19x19", "23x23"]),
        ("8 100 serial 19x19", None, ["19x19"]),
        ("8 100 local 6x8", "local", ["6x8"]),
        ("8 100 tcp://xeon:8786 19x19", "tcp://xeon:8786", ["19x19"]),
    ],
)
def test_search_arguments(tool, argv, scheduler, sizes):
    a = tool.search_arguments(argv.split(), KNOWN)
    assert (a.seeds, a.iterations, a.scheduler, a.sizes) == (8, 100, scheduler, sizes)


@pytest.mark.parametrize(
    "argv, message",
    [
        ("2 30", "give at least one size"),
        ("2 30 tcp://xeon:8786", "give at least one size"),
        ("2 30 xeon 19x19", "'xeon' is neither serial, local, a Dask address"),
        ("2 30 local 19x19x", "'19x19x' is not a size MxN"),
        ("2 30 8x6", "8x6: give it as 6x8"),
        ("2 30 29x29", "29x29 is not a size of data/09_hardest_boards.csv"),
        ("0 30 19x19", "argument seeds: must be an integer >= 1"),
        ("2 3.5 19x19", "argument iterations: must be an integer >= 0"),
    ],
)
def test_search_arguments_refused_clearly(tool, capsys, argv, message):
    """A scheduler address with an x, no size, a transposed size: argparse errors."""
    with pytest.raises(SystemExit) as err:
        tool.search_arguments(argv.split(), KNOWN)
    assert err.value.code == 2 and message in capsys.readouterr().err


def test_search_command_line_ends_in_an_argparse_error():
    """The tool itself, with a transposed size (it was a bare KeyError): the wiring of
    ``search_arguments`` (one process; the other cases are tested above)."""
    tool = lo.ROOT / "tools" / "hardest_boards_09.py"
    done = subprocess.run(
        [sys.executable, str(tool), "--search", "2", "30", "serial", "8x6"],
        capture_output=True,
        text=True,
        cwd=lo.ROOT,
        env={**os.environ, "PYTHONPATH": str(lo.ROOT)},
        timeout=300,
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert "--search: error: 8x6: give it as 6x8" in done.stderr
