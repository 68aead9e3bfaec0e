"""The fewest presses that switch off the all-ones n x n board beyond nullity 32 (notebook 09):
OEIS A075464 to n = 78, by a search that uses the symmetries of the square, runs in chunks
that a file records (so a stopped search resumes), and runs the chunks through Dask.

The solutions of the all-ones board form the coset X = x0 + Q (Q the quiet patterns, of
dimension d). The board and A are unchanged by the 8 symmetries of the square, so g(X) = X
and |g x| = |x| for each symmetry g. Choose a set S of cells made of whole orbits of the
symmetries (one to three orbits of 8 cells) on which the quiet patterns take r independent
values, and let W be the quiet patterns that vanish on S (dimension d - r). The solutions
whose restriction to S is a given pattern u form one coset of W; its lightest member has a
weight f(u), and f(g u) = f(u), because g maps that coset onto the one of g u. So only one
pattern u of each orbit (the smallest, read as an integer) needs the exhaustive search over
its coset of W (``lightest_coset_member``): a little more than 2**r / 8 searches of 2**(d - r)
members instead of 2**r (2**r divided by 6.5 for n = 61, r = 12; by 7.6 for n = 65, r = 18).

Numpy (and Dask, imported only when asked for) only; the board algebra comes from ``gf2``.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import re
import time
from pathlib import Path
from typing import NamedTuple

import numpy as np

from . import chunkfiles
from .coset import lightest_coset_member
from .gf2 import particular_solution, quiet_basis
from .validation import DATA_DIR, check_natural, check_size, exact_int, shown

CHUNK_DIR = DATA_DIR / "10_a075464_chunks"
"""Where ``allones_min_presses`` records finished chunks by default (one JSON file per n)."""

MAX_NULLITY = 44
"""Largest nullity ``allones_min_presses`` takes: at d = 44 it weighs about 2**41 solutions
(hours on 2 cores); n = 79 has d = 64, 2**61 solutions after the symmetries (centuries)."""

MAX_OUTER_RANK = 24
"""Most independent values on the chosen cells S: the 2**r patterns are listed in memory."""

_FORMAT = "lightsout-a075464-chunks-1"


class AllOnesPlan(NamedTuple):
    """How ``allones_min_presses`` splits the all-ones n x n search (notebook 09)."""

    n: int
    nullity: int
    outer_cells: tuple  # the cells of S, as (row, column) counted from 1
    outer_rank: int  # r: independent values of the solutions on S
    inner_dimension: int  # d - r: quiet patterns that vanish on S
    representatives: int  # patterns on S searched, one per orbit
    fingerprint: str  # SHA-256 of everything the search depends on


class AllOnesResult(NamedTuple):
    """The outcome of ``allones_min_presses`` (notebook 09). ``chunks_from_file`` chunks
    were read from ``chunk_file``, not searched in this call: their minima are trusted,
    only their witnesses were checked (``str`` of the result says so)."""

    n: int
    nullity: int
    presses: int | None  # the fewest presses, None while chunks are missing
    witness: np.ndarray | None  # a press pattern with that many presses
    chunks_done: int
    chunks: int
    chunk_file: str | None = None  # the file read and written, if any
    chunks_from_file: int = 0  # chunks whose minimum was read from it

    def __str__(self) -> str:
        found = "not known yet" if self.presses is None else str(self.presses)
        text = (
            f"all-ones {self.n} x {self.n} (nullity {self.nullity}): fewest presses "
            f"{found}, {self.chunks_done} of {self.chunks} chunks done"
        )
        if self.chunks_from_file:
            text += (
                f"; {self.chunks_from_file} read from the chunk file {self.chunk_file}:"
                " their minima rest on that file, only their witnesses were checked"
            )
        return text


def _symmetries(n: int) -> np.ndarray:
    """(8, n*n): row g lists, for each cell i, the cell whose value g x takes there."""
    idx = np.arange(n * n).reshape(n, n)
    maps = [np.rot90(idx, k) for k in range(4)]
    maps += [np.ascontiguousarray(m.T) for m in maps]
    return np.array([m.ravel() for m in maps], dtype=np.int64)


def _row_int(bits) -> int:
    return sum(1 << k for k, b in enumerate(bits) if b)


def _rank_gain(rows: list[int], new_cols: list[int]) -> int:
    """Rank over GF(2) of the given columns (ints, bit j = quiet pattern j)."""
    basis: dict[int, int] = {}
    for v in rows + new_cols:
        for bit, b in basis.items():
            if v & bit:
                v ^= b
        if v:
            bit = v & -v
            for key in list(basis):
                if basis[key] & bit:
                    basis[key] ^= v
            basis[bit] = v
    return len(basis)


@functools.lru_cache(maxsize=4)
def _plan(n: int, orbits: int):
    """Everything the search needs, computed once per process (Dask workers too)."""
    d = int(quiet_basis(n, n).shape[0])
    kernel = np.asarray(quiet_basis(n, n), dtype=np.uint8)
    x0 = particular_solution(np.ones((n, n), dtype=np.uint8)).astype(np.uint8)
    sym = _symmetries(n)
    # the columns of the kernel as ints over the d patterns; choose whole orbits of 8 cells,
    # each time the first one (row-major) that adds the most independent values
    col = [_row_int(kernel[:, i]) for i in range(n * n)]
    cells: list[int] = []
    rank = 0
    candidates = []
    for i in range(n * n):
        orbit = sorted(set(sym[:, i].tolist()))
        if len(orbit) == 8 and orbit[0] == i:
            candidates.append(orbit)
    for _ in range(orbits):
        best, best_gain = None, 0
        for orbit in candidates:
            if orbit[0] in cells:
                continue
            gain = _rank_gain([col[c] for c in cells], [col[c] for c in orbit]) - rank
            if gain > best_gain:
                best, best_gain = orbit, gain
            if gain == 8:
                break
        if best is None:
            break
        cells += best
        rank += best_gain
    if rank > MAX_OUTER_RANK:
        raise ValueError(
            f"allones_min_presses({n}): {orbits} orbits give {rank} independent values on"
            f" the chosen cells, more than MAX_OUTER_RANK = {MAX_OUTER_RANK}"
        )
    # a basis of Q split into r patterns in echelon form on S and d - r vanishing on S
    pos = {c: b for b, c in enumerate(cells)}
    work = [(_row_int(kernel[j, cells]) if cells else 0, 1 << j) for j in range(d)]
    outer = []  # (pivot bit on S, pattern on S, combination of kernel rows)
    inner = []
    for s, combo in work:
        for p, os_, oc in outer:
            if s & p:
                s, combo = s ^ os_, combo ^ oc
        if s:
            p = s & -s
            outer = [
                (q, qs ^ s, qc ^ combo) if qs & p else (q, qs, qc)
                for q, qs, qc in outer
            ]
            outer.append((p, s, combo))
        else:
            inner.append(combo)

    def rows_of(combos):
        out = np.zeros((len(combos), n * n), dtype=np.uint8)
        for k, c in enumerate(combos):
            for j in range(d):
                if c >> j & 1:
                    out[k] ^= kernel[j]
        return out

    outer_rows = rows_of([c for _, _, c in outer])
    inner_rows = rows_of(inner)
    r = len(outer)
    # every pattern the solutions take on S: a(c) = x0|S + sum of outer rows|S chosen by c
    a = np.zeros(2**r, dtype=np.int64)
    a[0] = _row_int(x0[cells]) if cells else 0
    for j in range(r):
        a[2**j : 2 ** (j + 1)] = a[: 2**j] ^ _row_int(outer_rows[j, cells])
    # the image of a under each symmetry g: bit b of g.a is bit src[g, b] of a
    keep = np.ones(a.size, dtype=bool)
    for g in range(1, 8):
        img = np.zeros_like(a)
        for b, c in enumerate(cells):
            img |= ((a >> pos[int(sym[g, c])]) & 1) << b
        keep &= a <= img
    reps = np.flatnonzero(keep).astype(
        np.int64
    )  # combinations c whose pattern is smallest
    h = hashlib.sha256()
    for part in (kernel, x0, outer_rows, inner_rows, reps):
        h.update(np.ascontiguousarray(part).tobytes())
    h.update(repr((n, d, cells)).encode())
    plan = AllOnesPlan(
        n=n,
        nullity=d,
        outer_cells=tuple((c // n + 1, c % n + 1) for c in cells),
        outer_rank=r,
        inner_dimension=d - r,
        representatives=int(reps.size),
        fingerprint=h.hexdigest(),
    )
    return plan, x0, outer_rows, inner_rows, reps


def _check_args(n, orbits, chunks=None):
    n = check_size(n, "n (the side of the board)")
    iv = exact_int(orbits)
    if iv is None or not 0 <= iv <= 3:
        raise ValueError(f"orbits must be an integer 0..3, got {shown(orbits)}")
    if n > 200:
        raise ValueError(f"n must be at most 200 for the all-ones search, got {n}")
    if chunks is not None:
        chunks = check_size(chunks, "chunks")
    return n, iv, chunks


def default_orbits(d: int) -> int:
    """Orbits of 8 cells that ``allones_min_presses`` fixes by default for nullity d (notebook 09).

    Three from d = 42 on, two from d = 36, one from d = 24, none below. An orbit adds up to
    8 independent values to r (6 on the boards of A075464); the work, one search of 2**(d - r)
    solutions per orbit of patterns on S, is 2**d divided by 3.8, 6.5 and 7.6 for r = 6, 12
    and 18 on the 65 x 65 board; but each search has a fixed cost, which matters below
    2**24 solutions per search (measured: r = 18 saves about 10 % over r = 12 at d = 42).
    """
    d = int(d)
    if d < 0:
        raise ValueError(f"the nullity must be at least 0, got {d}")
    return 3 if d >= 42 else 2 if d >= 36 else 1 if d >= 24 else 0


def allones_plan(n: int, orbits: int | None = None) -> AllOnesPlan:
    """How the all-ones n x n search is split (notebook 09): the cells S, r, d - r and the
    number of representatives (patterns on S, one per orbit of the symmetries).

    ``orbits`` (0..3, default ``default_orbits(nullity)``) is the number of orbits of 8 cells
    chosen for S. ValueError for a bad n or orbits.
    """
    from .chasing import nullity

    n, _, _ = _check_args(n, 0)
    if orbits is None:
        orbits = default_orbits(nullity(n, n))
    n, orbits, _ = _check_args(n, orbits)
    return _plan(n, orbits)[0]


def _chunk_bounds(total: int, chunks: int, k: int) -> tuple[int, int]:
    return total * k // chunks, total * (k + 1) // chunks


def _run_chunk(n, orbits, chunks, k, fingerprint, threads=1):
    """Search chunk k: the lightest solution over its representatives' cosets of W."""
    plan, x0, outer_rows, inner_rows, reps = _plan(n, orbits)
    if plan.fingerprint != fingerprint:
        raise RuntimeError(
            f"n = {n}: this worker computed a different search plan (fingerprint"
            f" {plan.fingerprint[:12]}..., expected {fingerprint[:12]}...): other code?"
        )
    t0 = time.perf_counter()
    lo_, hi = _chunk_bounds(reps.size, chunks, k)
    best = None
    for c in reps[lo_:hi].tolist():
        x = x0.copy()
        for j in range(outer_rows.shape[0]):
            if c >> j & 1:
                x ^= outer_rows[j]
        weight, code = lightest_coset_member(x, inner_rows, threads=threads)
        if best is None or weight < best[0]:
            for j in range(inner_rows.shape[0]):
                if code >> j & 1:
                    x ^= inner_rows[j]
            best = (weight, x)
    if best is None:  # cannot happen: there are at most as many chunks as patterns
        raise RuntimeError(f"allones: chunk {k} of {chunks} has no pattern to search")
    weight, x = best
    if int(x.sum()) != weight:
        raise RuntimeError("allones: internal weight mismatch")
    return {
        "presses": int(weight),
        "witness": _to_hex(x),
        "seconds": round(time.perf_counter() - t0, 3),
    }


def _to_hex(x: np.ndarray) -> str:
    bits = "".join("1" if v else "0" for v in np.asarray(x).ravel().tolist())
    return format(int(bits, 2), "x").zfill((len(bits) + 3) // 4)


def _from_hex(text: str, n: int) -> np.ndarray:
    value = int(text, 16)
    if value >> (n * n):
        raise ValueError("more bits than cells")
    bits = format(value, "b").zfill(n * n)
    return np.array([c == "1" for c in bits], dtype=np.uint8).reshape(n, n)


def _verified(entry, n, where) -> tuple[int, np.ndarray]:
    """Check one recorded chunk: its witness switches the all-ones board off with that weight."""
    from .boards import apply_presses

    if not isinstance(entry, dict) or "presses" not in entry or "witness" not in entry:
        raise ValueError(f"{where}: an entry needs 'presses' and 'witness'")
    if entry["presses"] is None or entry["witness"] is None:
        raise ValueError(
            f"{where} is corrupt: it has no presses or no witness, but every chunk holds"
            " at least one pattern and so a lightest solution"
        )
    weight, text = entry["presses"], entry["witness"]
    if isinstance(weight, bool) or not isinstance(weight, int) or weight < 0:
        raise ValueError(f"{where}: 'presses' must be an integer >= 0, got {weight!r}")
    if not isinstance(text, str) or len(text) != (n * n + 3) // 4:
        raise ValueError(f"{where}: 'witness' must be {(n * n + 3) // 4} hex digits")
    try:
        x = _from_hex(text, n)
    except ValueError as err:
        raise ValueError(f"{where}: the witness is not a {n} x {n} pattern ({err})")
    if int(x.sum()) != weight:
        raise ValueError(
            f"{where}: the witness has {int(x.sum())} presses, the entry says {weight}"
        )
    if apply_presses(np.ones((n, n), dtype=np.uint8), x).any():
        raise ValueError(f"{where}: the witness does not switch the all-ones board off")
    return weight, x


def _load(path: Path, plan: AllOnesPlan, orbits: int, chunks: int) -> dict:
    """The finished chunks recorded in ``path`` (checked), or {} when it does not exist."""
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text())
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        raise ValueError(
            f"chunk file {path} is corrupt (not JSON: {err}); delete it to start again"
        ) from None
    if not isinstance(data, dict) or data.get("format") != _FORMAT:
        raise ValueError(f"chunk file {path} is corrupt: no format {_FORMAT!r}")
    expected = {
        "n": plan.n,
        "orbits": orbits,
        "chunks": chunks,
        "fingerprint": plan.fingerprint,
    }
    for key, value in expected.items():
        if data.get(key) != value:
            raise ValueError(
                f"chunk file {path} belongs to another search: {key} is "
                f"{data.get(key)!r}, this search has {value!r}; delete it or use its settings"
            )
    done = data.get("done")
    if not isinstance(done, dict):
        raise ValueError(f"chunk file {path} is corrupt: no 'done' table")
    out = {}
    for key, entry in done.items():
        if not re.fullmatch(r"0|[1-9][0-9]*", key, re.ASCII):
            raise ValueError(
                f"chunk file {path} is corrupt: chunk {key!r} is not a chunk number"
                " (decimal digits 0-9, no leading zero, as this module writes them)"
            )
        if int(key) >= chunks:
            raise ValueError(
                f"chunk file {path} is corrupt: chunk {key!r} out of range"
                f" 0..{chunks - 1}"
            )
        _verified(entry, plan.n, f"chunk file {path}, chunk {key}")
        out[int(key)] = entry
    return out


def _save(path: Path, plan: AllOnesPlan, orbits: int, chunks: int, done: dict) -> None:
    data = {
        "format": _FORMAT,
        "n": plan.n,
        "nullity": plan.nullity,
        "orbits": orbits,
        "chunks": chunks,
        "outer_cells": [list(c) for c in plan.outer_cells],
        "outer_rank": plan.outer_rank,
        "inner_dimension": plan.inner_dimension,
        "representatives": plan.representatives,
        "fingerprint": plan.fingerprint,
        "done": {str(k): done[k] for k in sorted(done)},
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")  # this process's own
    tmp.write_text(json.dumps(data, indent=1) + "\n")
    os.replace(tmp, path)  # atomic: a stop leaves the old file or the new one


def _chunk_path(chunk_file, n: int) -> Path | None:
    """The chunk file asked for, or None; ValueError for anything but a file path."""
    if chunk_file is None or chunk_file is False:
        return None
    if chunk_file is True:
        return CHUNK_DIR / f"n{n}.json"
    text = os.fspath(chunk_file) if isinstance(chunk_file, (str, os.PathLike)) else None
    if not isinstance(text, str):
        raise ValueError(
            "chunk_file must be a file path, True (data/10_a075464_chunks/"
            f"n{n}.json) or None, got {shown(chunk_file)}"
        )
    if not text.strip():
        raise ValueError("chunk_file is an empty path: give a file, e.g. 'n19.json'")
    path = Path(text)
    if path.is_dir():
        raise ValueError(
            f"chunk_file {path} is a directory: give a file in it, e.g. "
            f"{path / f'n{n}.json'}"
        )
    return path


@contextlib.contextmanager
def _locked(path: Path):
    """Hold ``<path>.lock`` (fcntl) while this run writes ``path``; ValueError when another
    run holds it."""
    try:
        import fcntl
    except ImportError:  # no fcntl (Windows): no lock
        yield
        return
    lock = path.with_name(path.name + ".lock")
    path.parent.mkdir(parents=True, exist_ok=True)
    while True:
        fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise ValueError(
                f"chunk file {path} is in use by another search (it holds {lock}): "
                "wait for it to finish, or give another chunk_file"
            ) from None
        try:
            same = os.path.samestat(os.fstat(fd), os.stat(lock))
        except FileNotFoundError:
            same = False
        if same:
            break
        os.close(fd)  # the previous holder removed it as we opened it: again
    try:
        yield
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(lock)
        os.close(fd)


def allones_min_presses(
    n: int,
    *,
    orbits: int | None = None,
    chunks: int | None = None,
    chunk_file=None,
    scheduler: str | None = None,
    workers: int = 2,
    stop_after: int | None = None,
    progress: bool = False,
) -> AllOnesResult:
    """The fewest presses that switch off the all-ones n x n board, exactly (notebook 09).

    Searches one pattern on the cells S per orbit of the 8 symmetries (see the module's
    docstring and ``allones_plan``), each over its coset of W, in ``chunks`` parts (default:
    up to 64). ``chunk_file`` (a path, or True for data/10_a075464_chunks/n{n}.json) records
    each finished chunk's lightest solution, is read first and only the missing chunks run,
    so a stopped search resumes. The file is trusted for minimality: each recorded witness
    is checked, not that its chunk has no lighter solution (the result counts the chunks
    read, ``chunks_from_file``). A malformed or foreign file, or one that another run is
    writing, raises ValueError. ``scheduler``: None runs serially here; "local" starts a
    Dask LocalCluster of ``workers`` processes; an address ("tcp://host:8786") runs the
    chunks on that Dask cluster. ``stop_after`` stops
    after that many new chunks (the result then has ``presses`` None unless all are done).
    """
    plan = allones_plan(n, orbits)
    if plan.nullity > MAX_NULLITY:
        raise ValueError(
            f"allones_min_presses({plan.n}): the board has nullity {plan.nullity}, more "
            f"than MAX_NULLITY = {MAX_NULLITY} (lightsout/allones.py): its 2**"
            f"{plan.nullity} solutions are too many to search"
        )
    n, orbits, chunks = _check_args(
        n, default_orbits(plan.nullity) if orbits is None else orbits, chunks
    )
    chunks = min(chunks or 64, max(1, plan.representatives))
    workers = check_size(workers, "workers")
    if stop_after is not None:
        stop_after = check_natural(stop_after, "stop_after")
    if scheduler is not None and not isinstance(scheduler, str):
        raise ValueError(
            f"scheduler must be None, 'local' or an address, got {scheduler!r}"
        )
    path = _chunk_path(chunk_file, n)

    def missing(done):
        todo = [k for k in range(chunks) if k not in done]
        return todo if stop_after is None else todo[:stop_after]

    done = _load(path, plan, orbits, chunks) if path else {}
    todo = missing(done)
    writing = path is not None and bool(todo)
    with _locked(path) if writing else contextlib.nullcontext():
        if writing:  # read again: another run may have finished chunks meanwhile
            done = _load(path, plan, orbits, chunks)
            todo = missing(done)
        from_file = len(done)
        _search(n, orbits, chunks, plan, path, done, todo, scheduler, workers, progress)
    found = [(e["presses"], k) for k, e in done.items()]
    presses = witness = None
    if len(done) == chunks and found:
        presses, k = min(found)
        witness = _from_hex(done[k]["witness"], n)
    where = None if path is None else str(path)
    return AllOnesResult(
        n, plan.nullity, presses, witness, len(done), chunks, where, from_file
    )


def _search(n, orbits, chunks, plan, path, done, todo, scheduler, workers, progress):
    """Run the chunks ``todo``, recording each in ``done`` (and in ``path``)."""

    def record(k, entry):
        _verified(entry, n, f"chunk {k}")
        done[k] = entry
        if path:
            _save(path, plan, orbits, chunks, done)

    bar = None
    if progress:
        from tqdm.auto import tqdm

        bar = tqdm(total=chunks, initial=len(done), desc=f"n = {n}", unit="chunk")
    args = (n, orbits, chunks)
    if scheduler is None:
        for k in todo:
            record(k, _run_chunk(*args, k, plan.fingerprint, threads=workers))
            if bar is not None:
                bar.update(1)
    elif todo:
        from dask.distributed import as_completed

        with chunkfiles.dask_client(scheduler, workers) as client:
            futures = {
                client.submit(
                    _run_chunk,
                    *args,
                    k,
                    plan.fingerprint,
                    key=f"a075464-{plan.fingerprint[:16]}-{k}",
                ): k
                for k in todo
            }
            for fut in as_completed(futures):
                record(futures[fut], fut.result())
                if bar is not None:
                    bar.update(1)
    if bar is not None:
        bar.close()
