"""Chunk files of the long searches of notebook 09 (``hardsearch.hardest_search``): one
JSON file per search that records its finished chunks, so that a stopped search resumes.
An exclusive lock while a run writes it, objects read with no key given twice, chunk keys
that are plainly the seeds, saves that leave the old file or the new one, and the Dask
client of a search run on a cluster."""

from __future__ import annotations

import contextlib
import json
import os


@contextlib.contextmanager
def dask_client(scheduler, workers):
    """A Dask client for a long search: ``scheduler="local"`` starts a LocalCluster of
    ``workers`` single-threaded processes (closed on leaving), anything else is the address
    of a running scheduler. The client is closed on leaving, also after an error."""
    from dask.distributed import Client, LocalCluster

    if scheduler == "local":
        cluster = LocalCluster(
            n_workers=workers,
            threads_per_worker=1,
            processes=True,
            dashboard_address=":0",
        )
        with cluster, Client(cluster) as client:
            yield client
    else:
        with Client(scheduler) as client:
            yield client


@contextlib.contextmanager
def locked(path):
    """Hold an exclusive lock (fcntl.flock) on ``<path>.lock`` while this run writes
    ``path``: ValueError when another run holds it; no lock where fcntl is missing. The
    lock file is never removed: a run that opened it must lock the file every other run
    opens, or a second run could hold a lock of its own on a removed one."""
    try:
        import fcntl
    except ImportError:
        yield
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    name = path.with_name(path.name + ".lock")
    fd = os.open(name, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise ValueError(
                f"chunk file {path} is in use by another search (it holds {name}): "
                "wait for it, or give another chunk_file"
            ) from None
        yield
    finally:
        os.close(fd)  # releases the lock


def unique_keys(pairs):
    """A JSON object's pairs as a dict; ValueError on a key given twice."""
    out = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"the key {key!r} appears twice")
        out[key] = value
    return out


def seed_of(key, seeds, path):
    """A 'done' key as its seed, the decimal 0..seeds-1 written plainly; else
    ValueError."""
    plain = (
        isinstance(key, str)
        and key.isascii()
        and key.isdigit()
        and len(key) <= len(str(seeds - 1))
        and (key == "0" or not key.startswith("0"))
    )
    if not plain or int(key) >= seeds:
        raise ValueError(
            f"chunk file {path}: its 'done' table has the key {key!r}, which is no "
            f"seed 0..{seeds - 1} (written in decimal, no leading zero)"
        )
    return int(key)


def save(path, header, done):
    data = dict(header, done={str(k): done[k] for k in sorted(done)})
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(data, separators=(",", ":")) + "\n")
    os.replace(tmp, path)  # atomic: a stop leaves the old file or the new one
