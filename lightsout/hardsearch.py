"""Searches for the open hardest boards (notebook 09): a tabu search for hard boards (the
lower side), a greedy choice of a subspace V rich in classes for the subspace bound (the
upper side), and a chunked, resumable run of many tabu searches on Dask.

Both work on the character sums of notebook 09. A board's press counts per class, k_s, give
y_s = n_s - 2 k_s (y_s = n_s mod 2, |y_s| <= n_s); the pattern's fewest presses is
(N + z - max_u S(u)) / 2 with S(u) = sum_s y_s (-1)^(s.u) over every combination u of the
quiet patterns (N cells, z of them in no quiet pattern). A hard board is a y whose largest
character sum is small. Numpy only (Dask is imported only when asked for); every result is
checked by exact integer arithmetic (``newresults.class_values``).
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import json
import math
import os
import time
from pathlib import Path
from typing import NamedTuple

import numpy as np

# gf2 (and Sage under it) at import: a Dask worker loads this module in its main thread,
# where Sage's signal handlers can be installed, not in the thread that runs a chunk
from . import chunkfiles, gf2  # noqa: F401
from .newresults import QuietClasses, class_values, odd_class_span
from .validation import (
    DATA_DIR,
    HARDEST_BOARD_MAX_NULLITY,
    check_integers,
    check_limit,
    check_natural,
    check_size,
    exact_int,
    shown,
)

CHUNK_DIR = DATA_DIR / "09_hardest_chunks"
"""Where ``hardest_search`` records finished chunks by default (one JSON file per size)."""

_FORMAT = "lightsout-hardest-chunks-1"
_LEVELS = 3  # character sums within 2 * (_LEVELS - 1) of the largest are scored
_WEIGHT = 32  # one sum a level higher outweighs 31 a level lower
_IN_FLIGHT = 256  # most chunks submitted to Dask and not yet recorded
_locked = chunkfiles.locked  # held while a run writes a chunk file


class TabuResult(NamedTuple):
    """The outcome of ``tabu_search`` (notebook 09): the hardest board it met, as press
    counts per class (``counts[i]`` cells of class i pressed, every zero cell pressed) and
    its exact fewest presses."""

    m: int
    n: int
    presses: int
    counts: tuple
    iterations: int
    seed: int

    def witness(self) -> np.ndarray:
        """The press pattern of the board (``QuietClasses.pattern``)."""
        return QuietClasses(self.m, self.n).pattern(list(self.counts))


def _characters(us: np.ndarray, ss: np.ndarray) -> np.ndarray:
    """(-1)^(u.s) for every u in ``us`` (rows) and s in ``ss`` (columns), as int64."""
    odd = np.bitwise_count(np.bitwise_and.outer(us, ss)) & 1
    return 1 - 2 * odd.astype(np.int64)


def _transform(classes: np.ndarray, y: np.ndarray, d: int) -> np.ndarray:
    """S(u) = sum_s y_s (-1)^(s.u) for every u < 2**d (a Walsh-Hadamard transform)."""
    h = np.zeros(2**d, dtype=np.int64)
    np.add.at(h, classes, y)
    step = 1
    while step < h.size:
        h = h.reshape(-1, 2, step)
        h = np.stack([h[:, 0] + h[:, 1], h[:, 0] - h[:, 1]], axis=1).reshape(-1)
        step *= 2
    return h


def _tabu(classes, counts, d, iterations, seed):
    """Minimise max_u S(u) over y (y_s = counts_s mod 2, |y_s| <= counts_s): from a random
    y, change one y_s by 2 at a time, the change that most lowers the score of the sums
    near the top (integer weights, ties by a seeded random key), never undoing a change
    for a while (tabu) unless it beats the best. Returns (best maximum, its y)."""
    rng = np.random.default_rng(seed)
    size, count = 2**d, len(counts)
    y = np.where(counts % 2 == 1, rng.choice([-1, 1], size=count), 0).astype(np.int64)
    sums = _transform(classes, y, d)
    tenure = max(3, count // 10)
    tabu_until = np.zeros((count, 2), dtype=np.int64)
    best, best_y = int(sums.max()), y.copy()
    every = np.arange(size, dtype=np.int64)
    for step in range(iterations):
        top = int(sums.max())
        near = np.flatnonzero(sums >= top - 2 * (_LEVELS - 1))
        chars = _characters(near, classes)  # |near| x classes
        level = (sums[near] - top) // 2 + _LEVELS  # 1.._LEVELS
        score = np.empty((count, 2), dtype=np.int64)
        new_top = np.empty((count, 2), dtype=np.int64)
        for j, delta in enumerate((1, -1)):  # y_s + 2 delta
            after = level[:, None] + delta * chars  # 0.._LEVELS + 1
            score[:, j] = (_WEIGHT**after).sum(axis=0)
            new_top[:, j] = top + 2 * (after.max(axis=0) - _LEVELS)
            score[np.abs(y + 2 * delta) > counts, j] = -1  # out of range
        allowed = (score >= 0) & ((tabu_until <= step) | (new_top < best))
        if not allowed.any():
            continue
        key = rng.integers(0, 2**62, size=score.shape)
        options = np.flatnonzero(allowed.ravel())
        order = np.lexsort((key.ravel()[options], score.ravel()[options]))
        i, j = divmod(int(options[order[0]]), 2)
        delta = 1 - 2 * j
        y[i] += 2 * delta
        odd = (np.bitwise_count(every & classes[i]) & 1).astype(np.int64)
        sums += 2 * delta * (1 - 2 * odd)
        tabu_until[i, 1 - j] = step + tenure + int(rng.integers(0, tenure + 1))
        if int(sums.max()) < best:
            best, best_y = int(sums.max()), y.copy()
    return best, best_y


def checked_classes(m, n, what):
    """(m, n, QuietClasses) for a search, ValueError above HARDEST_BOARD_MAX_NULLITY."""
    m, n = check_size(m, "m (rows)"), check_size(n, "n (columns)")
    qc = QuietClasses(m, n)
    limit = HARDEST_BOARD_MAX_NULLITY
    check_limit(
        qc.nullity,
        limit,
        "HARDEST_BOARD_MAX_NULLITY",
        f"{what}({m}, {n}): the board has nullity {qc.nullity}",
        "; each step is a transform of length 2**nullity",
    )
    return m, n, qc


def tabu_search(m: int, n: int, iterations: int = 1000, seed: int = 0) -> TabuResult:
    """A hard m x n board by tabu search on the character sums (notebook 09): ``iterations``
    moves from a random start chosen by ``seed``; the best board met, its fewest presses
    recomputed exactly. Deterministic: integer scores, seeded ties. A heuristic: the
    result is a lower bound on the hardest board, not its value. Nullity 1 to
    ``HARDEST_BOARD_MAX_NULLITY`` (else ValueError; nullity 0 has one board, all ones)."""
    m, n, qc = checked_classes(m, n, "tabu_search")
    iterations = check_natural(iterations, "iterations")
    seed = check_natural(seed, "seed")
    if qc.nullity == 0:
        raise ValueError(
            f"tabu_search({m}, {n}): nullity 0, nothing to search: every board has one "
            f"solution and the hardest presses all {m * n} cells"
        )
    classes = np.asarray(qc.classes, dtype=np.int64)
    _, y = _tabu(classes, qc.counts, qc.nullity, iterations, seed)
    counts = (qc.counts - y) // 2
    presses = int(class_values(qc, counts).min())  # exact, independent of the search
    return TabuResult(m, n, presses, tuple(int(c) for c in counts), iterations, seed)


def dense_subspace(m: int, n: int, dimension: int, seed: int = 0, tries: int = 150):
    """Signatures of odd classes spanning a subspace V of ``dimension`` that holds many odd
    classes (notebook 09): greedily, each step adds, of ``tries`` odd classes drawn by
    ``seed``, one that brings the most odd classes into the span. For the subspace bound
    (``hardest_subspace_check``): the more classes V holds, the more of their integrality
    it keeps."""
    m, n, qc = checked_classes(m, n, "dense_subspace")
    dimension = check_natural(dimension, "dimension")
    tries = check_size(tries, "tries")
    seed = check_natural(seed, "seed")
    odd = [int(s) for s, c in zip(qc.classes, qc.counts) if c % 2]
    rank = len(odd_class_span(qc))  # the dimension the odd classes span
    if dimension > rank:
        raise ValueError(
            f"dense_subspace({m}, {n}): the odd classes span {rank} dimensions, "
            f"fewer than dimension = {dimension}"
        )
    rng = np.random.default_rng(seed)
    odd_set = set(odd)
    basis, span = [], {0}
    while len(basis) < dimension:
        best = None
        for i in sorted(rng.choice(len(odd), size=min(tries, len(odd)), replace=False)):
            s = odd[i]
            if s in span:
                continue
            grown = span | {v ^ s for v in span}
            inside = len(grown & odd_set)
            if best is None or inside > best[0]:
                best = (inside, s, grown)
        if best is None:  # every drawn class was in the span already: draw again
            continue
        basis.append(best[1])
        span = best[2]
    return basis


class SearchResult(NamedTuple):
    """The outcome of ``hardest_search`` (notebook 09): the best of its chunks' tabu
    searches (``presses`` None until every chunk is done), and what the chunks cost
    (``seconds``: the sum of their run times, wherever they ran)."""

    m: int
    n: int
    presses: int | None
    counts: tuple | None
    seed: int | None  # the chunk (seed) that found it
    chunks_done: int
    chunks: int
    seconds: float
    chunk_file: str | None = None


def _fingerprint(m, n, iterations) -> str:
    """SHA-256 of what a chunk's result depends on: the size, the iterations and the
    search's code (its functions' source and constants)."""
    import inspect

    h = hashlib.sha256(f"{m}x{n}:{iterations}:{_LEVELS}:{_WEIGHT}:".encode())
    for f in (_characters, _transform, _tabu, tabu_search):
        h.update(inspect.getsource(f).encode())
    return h.hexdigest()


def _run_chunk(m, n, iterations, seed, fingerprint):
    started = time.perf_counter()
    r = tabu_search(m, n, iterations, seed)
    return {
        "presses": r.presses,
        "counts": list(r.counts),
        "seconds": round(time.perf_counter() - started, 2),
        "fingerprint": fingerprint,
    }


def _verified(entry, qc, where, fingerprint):
    """The chunk record ``entry`` rebuilt from its checked fields: ``presses`` and
    ``counts`` exact integers (not bool, float or str), ``seconds`` a finite number
    >= 0, ``fingerprint`` this search's; the board needs exactly ``presses``. Else
    ValueError naming ``where`` and the field."""
    if not isinstance(entry, dict):
        raise ValueError(f"{where}: not a chunk record, got {shown(entry)}")
    fields = ("presses", "counts", "seconds", "fingerprint")
    for key in [k for k in entry if k not in fields]:
        raise ValueError(f"{where}: the record has the unknown field {key!r}")
    for key in [k for k in fields if k not in entry]:
        raise ValueError(f"{where}: the record has no field {key!r}")
    presses, counts, seconds = entry["presses"], entry["counts"], entry["seconds"]
    if exact_int(presses) is None or exact_int(presses) < 0:
        raise ValueError(
            f"{where}: 'presses' must be an integer >= 0, got {shown(presses)}"
        )
    if not isinstance(counts, (list, tuple)):
        raise ValueError(f"{where}: 'counts' must be a list, got {shown(counts)}")
    counts = check_integers(
        counts, f"{where}: 'counts'", len(qc.counts), qc.counts.tolist()
    )
    real = isinstance(seconds, (int, float, np.integer, np.floating))
    if not real or isinstance(seconds, bool) or not 0 <= seconds < math.inf:
        raise ValueError(
            f"{where}: 'seconds' must be a finite number >= 0, got {shown(seconds)}"
        )
    if entry["fingerprint"] != fingerprint:
        raise ValueError(
            f"{where}: 'fingerprint' is {shown(entry['fingerprint'])}, not this "
            "search's (its size, iterations and code)"
        )
    presses = exact_int(presses)
    if int(class_values(qc, np.array(counts, dtype=np.int64)).min()) != presses:
        raise ValueError(f"{where}: its board does not need {presses} presses")
    return {
        "presses": presses,
        "counts": counts,
        "seconds": float(seconds),
        "fingerprint": fingerprint,
    }


def _chunk_path(chunk_file, m, n):
    """The chunk file asked for (True: CHUNK_DIR/MxN.json), or None; ValueError else."""
    if chunk_file is None or chunk_file is False:
        return None
    if chunk_file is True:
        return CHUNK_DIR / f"{m}x{n}.json"
    if not isinstance(chunk_file, (str, os.PathLike)) or not str(chunk_file).strip():
        raise ValueError(
            f"chunk_file must be a file path, True or None, got {shown(chunk_file)}"
        )
    path = Path(chunk_file)
    if path.is_dir():
        raise ValueError(f"chunk_file {path} is a directory: give a file in it")
    return path


def _load(path, header, qc):
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(), object_pairs_hook=chunkfiles.unique_keys)
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as err:
        raise ValueError(f"chunk file {path} is unreadable ({err})") from None
    if not isinstance(data, dict) or not isinstance(data.get("done"), dict):
        raise ValueError(f"chunk file {path} has no 'done' table")
    for key, value in header.items():
        if type(data.get(key)) is not type(value) or data.get(key) != value:
            raise ValueError(
                f"chunk file {path} is of another search: its {key} is "
                f"{shown(data.get(key))}, this one's {shown(value)}"
            )
    seeds, fingerprint = header["seeds"], header["fingerprint"]
    return {
        chunkfiles.seed_of(k, seeds, path): _verified(
            e, qc, f"chunk file {path}, chunk {k!r}", fingerprint
        )
        for k, e in data["done"].items()
    }


def hardest_search(
    m: int,
    n: int,
    *,
    seeds: int,
    iterations: int,
    chunk_file=None,
    scheduler: str | None = None,
    workers: int = 2,
    stop_after: int | None = None,
    progress: bool = False,
) -> SearchResult:
    """Many tabu searches for a hard m x n board, one chunk per seed 0..seeds-1, chunked,
    resumable and run on Dask (notebook 09).

    ``chunk_file`` (a path, or True for data/09_hardest_chunks/MxN.json) records each
    finished chunk (its board, fewest presses and run time) and is read first, so a stopped
    search resumes; every recorded board is re-checked exactly, a file of another search
    (size, iterations, code) raises ValueError. ``scheduler``: None runs here; "local"
    starts a Dask LocalCluster of ``workers`` processes; an address runs the chunks on that
    cluster. ``stop_after``: at most that many new chunks. ``progress``: a progress bar.
    """
    m, n, qc = checked_classes(m, n, "hardest_search")
    seeds = check_size(seeds, "seeds")
    iterations = check_natural(iterations, "iterations")
    workers = check_size(workers, "workers")
    if stop_after is not None:
        stop_after = check_natural(stop_after, "stop_after")
    if scheduler is not None and not isinstance(scheduler, str):
        raise ValueError(
            f"scheduler must be None, 'local' or an address, got {shown(scheduler)}"
        )
    path = _chunk_path(chunk_file, m, n)
    fingerprint = _fingerprint(m, n, iterations)
    header = {
        "format": _FORMAT,
        "m": m,
        "n": n,
        "seeds": seeds,
        "iterations": iterations,
        "fingerprint": fingerprint,
    }

    def todo_of(done):
        """The seeds left to run, one at a time (never all of them in a list)."""
        todo = (k for k in range(seeds) if k not in done)
        return todo if stop_after is None else itertools.islice(todo, stop_after)

    done = _load(path, header, qc) if path else {}
    left = next(todo_of(done), None) is not None
    with _locked(path) if path and left else contextlib.nullcontext():
        if path:  # again: another run may have finished chunks meanwhile
            done = _load(path, header, qc)
        _run(
            m,
            n,
            iterations,
            fingerprint,
            todo_of(done),
            done,
            path,
            header,
            qc,
            scheduler,
            workers,
            progress,
        )
    seconds = float(sum(e["seconds"] for e in done.values()))
    presses = counts = seed = None
    if len(done) == seeds:
        presses, seed = max((e["presses"], -k) for k, e in done.items())
        seed = -seed  # the smallest seed among the best
        counts = tuple(done[seed]["counts"])
    where = None if path is None else str(path)
    return SearchResult(
        m, n, presses, counts, seed, len(done), seeds, round(seconds, 2), where
    )


def _run(
    m,
    n,
    iterations,
    fingerprint,
    todo,
    done,
    path,
    header,
    qc,
    scheduler,
    workers,
    progress,
):
    def record(k, entry):
        done[k] = _verified(entry, qc, f"chunk {k}", fingerprint)
        if path:
            chunkfiles.save(path, header, done)
        if bar is not None:
            best = max(e["presses"] for e in done.values())
            bar.set_postfix(best=best)
            bar.update(1)

    bar = None
    if progress:
        from tqdm.auto import tqdm

        bar = tqdm(
            total=header["seeds"], initial=len(done), unit="chunk", desc=f"{m} x {n}"
        )
    if scheduler is None:
        for k in todo:
            record(k, _run_chunk(m, n, iterations, k, fingerprint))
    else:
        todo = iter(todo)
        first = list(itertools.islice(todo, _IN_FLIGHT))  # at most that many at once
        if not first:
            return _close(bar)
        from dask.distributed import as_completed

        with chunkfiles.dask_client(scheduler, workers) as client:
            pending = {}

            def submit(k):
                future = client.submit(
                    _run_chunk, m, n, iterations, k, fingerprint, pure=False
                )
                pending[future] = k
                return future

            queue = as_completed([submit(k) for k in first])
            for future in queue:
                record(pending.pop(future), future.result())
                for k in itertools.islice(todo, 1):  # one out, the next one in
                    queue.add(submit(k))
    _close(bar)


def _close(bar):
    if bar is not None:
        bar.close()


def class_orbits_under(qc: QuietClasses, moves) -> list[list[int]]:
    """The classes of ``qc`` grouped into orbits under ``moves`` (functions that map an
    m x n array to its image under a symmetry of the board), each orbit a list of class
    indices in increasing order. A symmetry of the board maps quiet patterns to quiet
    patterns, so it maps each class onto a class."""
    index = {int(s): i for i, s in enumerate(qc.classes)}
    sig = qc.signature.reshape(qc.shape)
    parent = list(range(len(qc.classes)))

    def root(i):
        while parent[i] != i:
            i = parent[i]
        return i

    for move in moves:
        for a, b in zip(sig.ravel().tolist(), move(sig).ravel().tolist()):
            if a and b:
                parent[root(index[a])] = root(index[b])
            elif a or b:  # cannot happen: a symmetry keeps the quiet patterns
                raise RuntimeError("a move maps a class onto signature 0")
    orbits = {}
    for i in range(len(qc.classes)):
        orbits.setdefault(root(i), []).append(i)
    return sorted(orbits.values())


def _half_turn_orbits(qc: QuietClasses) -> list[list[int]]:
    """The classes grouped by the half-turn of the board: a class and the class of its
    cells turned by 180 degrees."""
    return class_orbits_under(qc, [lambda a: a[::-1, ::-1]])


def half_turn_tabu_search(
    m: int, n: int, iterations: int = 1000, seed: int = 0
) -> TabuResult:
    """``tabu_search`` restricted to boards that the half-turn of the square leaves alone
    (notebook 09): the classes are grouped into orbits of the half-turn, and each step
    changes every class of one orbit by the same 2. A smaller space, searched the same
    way (the same score, tabu and ties); its boards are boards too, so the result is a
    lower bound like any other, its fewest presses recomputed exactly."""
    m, n, qc = checked_classes(m, n, "half_turn_tabu_search")
    iterations = check_natural(iterations, "iterations")
    seed = check_natural(seed, "seed")
    if qc.nullity == 0:
        raise ValueError(
            f"half_turn_tabu_search({m}, {n}): nullity 0, nothing to search"
        )
    orbits = _half_turn_orbits(qc)
    classes = np.asarray(qc.classes, dtype=np.int64)
    size = np.array([qc.counts[o[0]] for o in orbits], dtype=np.int64)  # per class
    rng = np.random.default_rng(seed)
    y = np.where(size % 2 == 1, rng.choice([-1, 1], size=len(orbits)), 0)
    member = np.zeros((len(classes), len(orbits)), dtype=np.int64)
    for k, orbit in enumerate(orbits):
        member[orbit, k] = 1
    sums = _transform(classes, member @ y, qc.nullity)
    every = np.arange(2**qc.nullity, dtype=np.int64)
    tenure = max(3, len(orbits) // 10)
    tabu_until = np.zeros((len(orbits), 2), dtype=np.int64)
    best, best_y = int(sums.max()), y.copy()
    for step in range(iterations):
        top = int(sums.max())
        near = np.flatnonzero(sums >= top - 2 * (_LEVELS - 1))
        chars = _characters(near, classes) @ member  # |near| x orbits
        level = (sums[near] - top) // 2 + _LEVELS
        score = np.empty((len(orbits), 2), dtype=np.int64)
        new_top = np.empty((len(orbits), 2), dtype=np.int64)
        for j, delta in enumerate((1, -1)):
            after = np.maximum(level[:, None] + delta * chars, 0)
            score[:, j] = (_WEIGHT**after).sum(axis=0)
            new_top[:, j] = top + 2 * (after.max(axis=0) - _LEVELS)
            score[np.abs(y + 2 * delta) > size, j] = -1
        allowed = (score >= 0) & ((tabu_until <= step) | (new_top < best))
        if not allowed.any():
            continue
        key = rng.integers(0, 2**62, size=score.shape)
        options = np.flatnonzero(allowed.ravel())
        order = np.lexsort((key.ravel()[options], score.ravel()[options]))
        k, j = divmod(int(options[order[0]]), 2)
        delta = 1 - 2 * j
        y[k] += 2 * delta
        for c in orbits[k]:
            odd = (np.bitwise_count(every & classes[c]) & 1).astype(np.int64)
            sums += 2 * delta * (1 - 2 * odd)
        tabu_until[k, 1 - j] = step + tenure + int(rng.integers(0, tenure + 1))
        if int(sums.max()) < best:
            best, best_y = int(sums.max()), y.copy()
    counts = (qc.counts - member @ best_y) // 2
    presses = int(class_values(qc, counts).min())
    return TabuResult(m, n, presses, tuple(int(c) for c in counts), iterations, seed)
