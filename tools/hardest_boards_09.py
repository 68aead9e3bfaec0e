"""Compute the hardest board of every n x n board (n <= 256, the range of W. Boyles's
table) and every m x n board (m, n <= 12) for notebook 09, with its certificates, into
data/09_hardest_boards.csv and data/09_hardest_certificates.txt. ``--rewrite`` writes both
files again from their stored rows, computing nothing but the proved lower bounds.

``--extend [TIME_LIMIT]`` adds the squares the files lack (the stored rows are kept):
nullity 0 to 6 by ``nr.hardest_board`` (its local search meets the averaging or parity
bound), the others by ``bracket`` (the best of the half-class witness, witnesses lifted
from smaller squares of the same class structure by ``dc.lift_witness``, and the local
search; the parity bound above; the sphere-covering bound where it beats the witness).
About five minutes, niced, for n = 61..256. ``--transfer SOURCE MxN ...`` settles each
listed square at its witness by a transfer of SOURCE's exact certificate (method
``transfer``; tools/make_certificates.py then writes the map of classes):

    nice -n 10 .venv/bin/python tools/hardest_boards_09.py --extend
    nice -n 10 .venv/bin/python tools/hardest_boards_09.py --certified 249x249
    nice -n 10 .venv/bin/python tools/hardest_boards_09.py --transfer 249x249 69x69 109x109

Each size runs ``lightsout.newresults.hardest_board`` with a time limit (SCIP single-threaded);
a size the search does not settle in time is written with its two bounds and the method
``open``. Sizes m > n are the transposes of n x m (the witness transposed, the quiet
patterns transposed). Run once, niced (about an hour on the shared 2-core machine):

    nice -n 10 .venv/bin/python tools/hardest_boards_09.py [TIME_LIMIT_SECONDS] [MxN ...]

With sizes after the time limit (m <= n), only those are recomputed; the other rows are
kept from the files. With ``--subspace`` and sizes, nothing is recomputed: each listed open
size gets the subspace check of notebook 09 (``nr.hardest_subspace_check`` on the span of
its odd classes, asking whether no board needs more than the stored lower bound); where
SCIP proves it, the row is settled with the method ``subspace``:

    nice -n 10 .venv/bin/python tools/hardest_boards_09.py --subspace [TIME_LIMIT] MxN ...

With ``--anneal EVALUATIONS SEEDS TEMPERATURE`` and sizes, each listed open size gets a
simulated annealing run (``anneal``), and its witness is replaced where the run finds a
better one, checked exactly by the coset search:

    nice -n 10 .venv/bin/python tools/hardest_boards_09.py --anneal 30000 4 2.0 19x19

With ``--small-subspace DIM TIME_LIMIT`` and sizes, each listed open size gets the subspace
bound on the span V of its DIM largest odd classes (``largest_odd_span``), lowered while
SCIP proves it; with ``--certified`` and sizes, each listed open size whose exact
certificate in data/09_certificates/ proves its lower bound optimal is settled (method
``ip``; the certificate is checked first by tools/check_certificates.py).

With ``--dense-subspace DIM SEED TIME_LIMIT`` and sizes, the same with V from
``lo.dense_subspace``. With ``--decomposition DIM SEED TIME_LIMIT`` and sizes, each listed
open size gets the decomposition bound (``lo.hardest_decomposition_bound`` on
``lo.decomposition_chain(m, n, DIM, SEED)``, TIME_LIMIT seconds of SCIP per piece); where
every piece is solved and the bound is lower, the row gets the method ``decomposition``
and its chain. With ``--search SEEDS STEPS [serial|local|ADDRESS]`` and sizes, each listed
open size gets ``lo.hardest_search`` (tabu searches, one chunk per seed, resumable from
data/09_hardest_chunks/MxN.json, which ``make bench B=09_hardest_search`` writes), and
its witness is replaced where the best board is harder (checked by the coset search):

    nice -n 10 .venv/bin/python tools/hardest_boards_09.py --decomposition 7 0 600 30x30
    .venv/bin/python tools/hardest_boards_09.py --search 8 10000 serial 19x19 23x23 30x30

With ``--half-turn STEPS SEED`` and sizes, the same with ``lo.half_turn_tabu_search`` (boards
that the half-turn leaves alone), run here:

    nice -n 10 .venv/bin/python tools/hardest_boards_09.py --half-turn 3000 0 30x30
"""

import argparse
import csv
import math
import re
import sys
import time

import numpy as np

import lightsout_helpers as lo
from lightsout import decomposition as dc
from lightsout import newresults as nr

CSV = lo.DATA_DIR / "09_hardest_boards.csv"
CERTIFICATES = lo.DATA_DIR / "09_hardest_certificates.txt"


SQUARES_TO = 256  # every square up to this side (the range of Boyles's table)
NULLITY_2_TO = 256  # and every square of nullity 2 up to this side
BASIS_LINES_MAX_SIDE = 60  # basis lines in the certificates file up to this side
LIFT_MAX_NULLITY = 22  # lifted witnesses up to here (the checker walks 2**d patterns)
LOCAL_SEARCH_MAX_NULLITY = 16  # the local search's transforms up to here
HALF_CLASS_FROM_NULLITY = (
    25  # from here on: the witness that presses half of each class
)


def sizes():
    """(m, n) with m <= n: every pair up to 12, then the squares 13..SQUARES_TO, then the
    squares of nullity 2 up to NULLITY_2_TO (none beyond SQUARES_TO today)."""
    pairs = [(m, n) for m in range(1, 13) for n in range(m, 13)]
    squares = [(n, n) for n in range(13, SQUARES_TO + 1)]
    far = range(SQUARES_TO + 1, NULLITY_2_TO + 1)
    return pairs + squares + [(n, n) for n in far if lo.nullity(n, n) == 2]


def half_class_board(m: int, n: int) -> nr.HardestBoard:
    """A bracket for a nullity too large for the local search (its every step is a
    transform of length 2**d): the witness presses the cells of signature 0 and half of
    every class, so it is the lightest in its coset (a quiet pattern presses all of a class
    or none of it), and its fewest presses is its own weight; the upper bound is
    ``hardest_upper_bounds``."""
    qc = nr.QuietClasses(m, n)
    k = qc.counts // 2
    witness = qc.pattern(k)
    lower = int(witness.sum())
    assert lower == qc.zero_cells + int(k.sum())
    upper = nr.hardest_upper_bounds(m, n)["parity"]
    return nr.HardestBoard(
        m=m,
        n=n,
        nullity=qc.nullity,
        lower=lower,
        upper=upper,
        witness=witness,
        method="open",
        cuts=[],
        subspace=[],
        status="half classes",
        seconds=0.0,
    )


def sphere_may_exceed(cells: int, d: int, presses: int) -> bool:
    """False when the sphere-covering radius rho (2**d * sum_{i <= rho} C(cells, i) >=
    2**cells) is surely at most ``presses``: rho is at most the least r with
    2**d * C(cells, r) >= 2**cells, found here in floating point with a margin of 8."""
    if d == 0 or cells == 0:
        return False  # rho = cells: the witness of a nullity-0 board needs them all
    target = (cells - d) * math.log(2)

    def log_comb(r):
        return math.lgamma(cells + 1) - math.lgamma(r + 1) - math.lgamma(cells - r + 1)

    if log_comb(cells // 2) < target:
        return True  # even the middle term is small: compute it exactly
    lo, hi = 0, cells // 2
    while lo < hi:
        mid = (lo + hi) // 2
        lo, hi = (mid + 1, hi) if log_comb(mid) < target else (lo, mid)
    return lo + 8 > presses


def bracket(m: int, n: int, results: dict) -> nr.HardestBoard:
    """A square of nullity above 6 beyond the searched range, bracketed cheaply: the
    half-class witness (``half_class_board``), a witness lifted from every smaller stored
    square whose classes correspond (``dc.lift_witness``, nullity up to
    LIFT_MAX_NULLITY), and the local search from half of every class (nullity up to
    LOCAL_SEARCH_MAX_NULLITY); the best is kept, its fewest presses computed exactly by
    the transform over the classes (``nr.class_values``). Upper bound: parity."""
    best = half_class_board(m, n)
    qc = nr.QuietClasses(m, n)
    d = qc.nullity
    candidates = []
    if d <= LIFT_MAX_NULLITY:
        for (m2, n2), r in sorted(results.items()):
            if m2 == n2 < n and r.nullity == d:
                if dc.class_correspondence(m2, n2, m, n) is not None:
                    candidates.append(
                        (
                            f"lifted from {m2}x{n2}",
                            qc.per_class(dc.lift_witness(r.witness, m, n)),
                        )
                    )
    if d <= LOCAL_SEARCH_MAX_NULLITY:
        _, k = nr._local_search(qc, qc.counts // 2, 2000, 0)
        candidates.append(("local search", k))
    for how, k in candidates:
        value = int(nr.class_values(qc, k).min())
        print(f"  {m} x {n}: {how}: {value}", flush=True)
        if value > best.lower:
            best.lower, best.witness, best.status = value, qc.pattern(k), how
    if best.lower == best.upper:
        bounds = nr.hardest_upper_bounds(m, n)
        best.method = (
            "distribution" if best.upper == bounds["distribution"] else "parity"
        )
    return best


def extend(time_limit: float) -> int:
    """Add every square up to SQUARES_TO that the files lack: nullity 0 to 6 by
    ``nr.hardest_board`` (the local search meets the averaging or parity bound), the
    others by ``bracket``; the stored rows are kept."""
    results = stored_results()
    for m, n in sizes():
        if (m, n) in results:
            continue
        start = time.perf_counter()
        if lo.nullity(m, n) <= 6:
            r = nr.hardest_board(m, n, time_limit=time_limit)
        else:
            r = bracket(m, n, results)
        results[m, n] = r
        print(
            f"{m} x {n}: nullity {r.nullity}, {r.lower}..{r.upper} ({r.method}, "
            f"{time.perf_counter() - start:.0f} s)",
            flush=True,
        )
    return write(results)


def transfer(source: str, sizes_: list[str]) -> int:
    """Settle each listed square at its witness's value by a transfer of the exact
    certificate of ``source`` (an ``ip`` row whose certificate proves its value; the
    classes of each listed size must correspond to the source's, ``dc.class_correspondence``,
    and the witness must reach the value the transfer proves). tools/make_certificates.py
    then writes each row's transfer certificate."""
    results = stored_results()
    m2, n2 = map(int, source.split("x"))
    if results[m2, n2].method != "ip":
        raise ValueError(f"{source} is not settled by an exact certificate (method ip)")
    for size in sizes_:
        m, n = map(int, size.split("x"))
        r = results[m, n]
        if dc.class_correspondence(m, n, m2, n2) is None:
            raise ValueError(
                f"{size}: its classes do not correspond to those of {source}"
            )
        r.upper, r.method, r.source = r.lower, "transfer", (m2, n2)
        print(f"{size}: {r.lower}, by a transfer from {source}")
    return write(results)


def bits(a) -> str:
    return "".join(str(int(v)) for v in np.asarray(a).ravel())


def stored_results() -> dict:
    """The results already in the CSV and the certificates file, as HardestBoard objects."""
    cuts, subspaces, chains, bounds, sources = {}, {}, {}, {}, {}
    current = None
    for line in CERTIFICATES.read_text(encoding="utf-8").splitlines():
        if line.startswith("["):
            current = line[1:].split("]")[0]
        elif line.startswith("chain "):
            chains.setdefault(current, []).append([int(u) for u in line[6:].split()])
        elif line.startswith("pieces "):
            bounds[current] = [int(u) for u in line[7:].split()]
        elif line.startswith("cuts "):
            cuts[current] = [int(u) for u in line[5:].split()]
        elif line.startswith("subspace "):
            subspaces[current] = [int(u) for u in line[9:].split()]
        elif line.startswith("source "):
            sources[current] = tuple(int(u) for u in line[7:].split("x"))
    results = {}
    with open(CSV, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            m, n = int(row["m"]), int(row["n"])
            if m > n:
                continue
            witness = np.array(list(row["witness"]), dtype=np.uint8).reshape(m, n)
            results[m, n] = nr.HardestBoard(
                m=m,
                n=n,
                nullity=int(row["nullity"]),
                lower=int(row["witness_presses"]),  # the witness's; "lower" is proved
                upper=int(row["upper"]),
                witness=witness,
                method=row["certificate"].split(":")[0],
                cuts=cuts.get(f"{m}x{n}", []),
                subspace=subspaces.get(f"{m}x{n}", []),
                chain=chains.get(f"{m}x{n}", []),
                pieces=bounds.get(f"{m}x{n}", []),
                source=sources.get(f"{m}x{n}"),
                status="",
                seconds=0.0,
            )
    return results


def anneal(m: int, n: int, evaluations: int, seeds: int, start_temperature: float):
    """A better witness for an open size, if simulated annealing finds one: from half of
    every class, change one class by one press at a time, keep a change that does not
    lower the fewest presses, and a change that lowers it by t with probability
    exp(-t / T), T falling linearly from ``start_temperature`` to 0.05; seeds 0, 1, ...
    (deterministic). Returns (value, per-class counts) of the best board seen."""
    qc = nr.QuietClasses(m, n)
    best = (-1, None)
    for seed in range(seeds):
        rng = np.random.default_rng(seed)
        k = qc.counts // 2
        current = int(nr.class_values(qc, k).min())
        for i in range(evaluations):
            temperature = start_temperature * (1 - i / evaluations) + 0.05
            j, step = int(rng.integers(len(qc.counts))), int(rng.choice((-1, 1)))
            if not 0 <= k[j] + step <= qc.counts[j]:
                continue
            k[j] += step
            value = int(nr.class_values(qc, k).min())
            if value >= current or rng.random() < math.exp(
                (value - current) / temperature
            ):
                current = value
                if value > best[0]:
                    best = (value, k.copy())
            else:
                k[j] -= step
        print(f"{m} x {n}: seed {seed}, best so far {best[0]}", flush=True)
    return best


def anneal_step(results: dict, evaluations: int, seeds: int, temperature: float, only):
    """Replace the witness of each listed open size when annealing finds a better one."""
    for m, n in sorted(only):
        r = results[m, n]
        value, k = anneal(m, n, evaluations, seeds, temperature)
        witness = nr.QuietClasses(m, n).pattern(k)
        exact, _ = nr.coset_fewest_presses(witness)  # the witness, checked exactly
        assert exact == value
        print(f"{m} x {n}: annealing {value}, stored {r.lower}", flush=True)
        if r.method == "open" and value > r.lower:
            r.lower, r.witness = value, witness


def largest_odd_span(qc: nr.QuietClasses, dimension: int) -> list[int]:
    """Signatures of ``dimension`` classes of odd size spanning V: the largest first (ties
    by their first cell, row-major), each independent of those before it."""
    first = {int(s): int(np.flatnonzero(qc.signature == s)[0]) for s in qc.classes}
    order = sorted(
        (int(s) for s, c in zip(qc.classes, qc.counts) if c % 2),
        key=lambda s: (-int(qc.counts[list(qc.classes).index(s)]), first[s]),
    )
    basis, span = [], {0}
    for s in order:
        if s not in span and len(basis) < dimension:
            basis.append(s)
            span |= {v ^ s for v in span}
    return basis


def small_subspace_step(
    results: dict, dimension: int, time_limit: float, only, seed=None
) -> None:
    """Lower the upper bound of each listed open size by the subspace bound on a small V
    (``largest_odd_span``; with ``seed``, ``lo.dense_subspace``): from the stored bound
    down, while SCIP proves it."""
    for m, n in sorted(only):
        r = results[m, n]
        if seed is None:
            basis = largest_odd_span(nr.QuietClasses(m, n), dimension)
        else:
            basis = lo.dense_subspace(m, n, dimension, seed)
        best, beta = None, r.upper - 1
        while beta >= r.lower:
            verdict = nr.hardest_subspace_check(m, n, beta, basis, time_limit)
            print(
                f"{m} x {n}: V of dimension {dimension}, {beta}: {verdict}", flush=True
            )
            if verdict != "proved":
                break
            best, beta = beta, beta - 1
        if best is not None:
            r.upper, r.method, r.subspace = best, "subspace", basis


def subspace_step(results: dict, time_limit: float, only) -> None:
    """Settle the listed open sizes by the subspace check, where SCIP proves it."""
    for m, n in sorted(only):
        r = results[m, n]
        if r.method != "open":
            continue
        start = time.perf_counter()
        basis = nr.odd_class_span(nr.QuietClasses(m, n))
        verdict = nr.hardest_subspace_check(m, n, r.lower, basis, time_limit)
        print(
            f"{m} x {n}: subspace of dimension {len(basis)}, no board above {r.lower}: "
            f"{verdict} ({time.perf_counter() - start:.0f} s)",
            flush=True,
        )
        if verdict == "proved":
            r.upper, r.method, r.subspace = r.lower, "subspace", basis


def main(time_limit: float, only=None, subspace=False, annealing=None) -> int:
    results = stored_results() if only else {}
    if subspace:
        subspace_step(results, time_limit, only)
    if annealing:
        anneal_step(results, *annealing, only)
    for m, n in sizes():
        if subspace or annealing or (only and (m, n) not in only):
            continue
        start = time.perf_counter()
        if max(m, n) > 60 and lo.nullity(m, n) > 6:  # beyond the searched range
            r = bracket(m, n, results)
        elif lo.nullity(m, n) >= HALF_CLASS_FROM_NULLITY:
            r = half_class_board(m, n)
        else:
            r = nr.hardest_board(m, n, time_limit=time_limit)
        results[m, n] = r
        print(
            f"{m} x {n}: nullity {r.nullity}, {r.lower}..{r.upper} ({r.method}, "
            f"{len(r.cuts)} cuts, {time.perf_counter() - start:.0f} s)",
            flush=True,
        )
    return write(results)


def write(results: dict) -> int:
    """Write the CSV and the certificates file from the results, transposes included.
    A row's ``lower`` is the proved lower bound: the witness's fewest presses, or the
    sphere-covering bound on the punctured code where that is higher (``lower_by``,
    computed by the checker's ``sphere_lower_bound``)."""
    sys.path.insert(0, str(lo.DATA_DIR.parent / "tools"))
    import check_certificates as checker

    rows, blocks = [], []
    for (m, n), r in sorted(results.items()):
        for rr, cc, transpose in ((m, n, False), (n, m, True)):
            if transpose and (m == n or max(m, n) > 12):
                continue
            witness = r.witness.T if transpose else r.witness
            certificate = r.method
            kinds = (
                "distribution",
                "parity",
                "ip",
                "subspace",
                "decomposition",
                "transfer",
                "open",
            )
            if r.method in kinds:
                certificate = f"{r.method}:{rr}x{cc}"
                blocks.append(f"[{rr}x{cc}] {r.method}")
                settled_by_basis = r.method in ("distribution", "parity")
                if max(m, n) <= BASIS_LINES_MAX_SIDE or settled_by_basis:
                    basis = nr.QuietClasses(m, n).kernel.reshape(-1, m, n)
                    if transpose:
                        basis = basis.transpose(0, 2, 1)
                    blocks += [f"basis {bits(q)}" for q in basis]
                if r.method == "transfer":
                    blocks.append(f"source {r.source[0]}x{r.source[1]}")
                if r.method == "ip":
                    blocks.append("cuts " + " ".join(str(u) for u in r.cuts))
                if r.method == "subspace":
                    blocks.append("subspace " + " ".join(str(u) for u in r.subspace))
                if r.method == "decomposition":
                    blocks += ["chain " + " ".join(str(u) for u in p) for p in r.chain]
                    blocks.append("pieces " + " ".join(str(b) for b in r.pieces))
            z = nr.QuietClasses(m, n).zero_cells
            sphere = 0
            if sphere_may_exceed(rr * cc - z, r.nullity, r.lower - z):
                sphere = checker.sphere_lower_bound(rr, cc, z, r.nullity)
            rows.append(
                {
                    "m": rr,
                    "n": cc,
                    "nullity": r.nullity,
                    "hardest": r.value if r.value is not None else "",
                    "lower": max(r.lower, sphere),
                    "upper": r.upper,
                    "witness": bits(witness),
                    "witness_presses": r.lower,
                    "lower_by": "sphere" if sphere > r.lower else "witness",
                    "certificate": certificate,
                }
            )
    rows.sort(key=lambda row: (row["m"], row["n"]))
    with open(CSV, "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]), lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    header = [
        "# Certificates of data/09_hardest_boards.csv (notebook 09), one block per size.",
        "# '[MxN] METHOD' starts a block; 'basis BITS' lines: the quiet patterns of the",
        "# board, row-major 0/1; 'cuts' (method ip): the quiet patterns, as combination codes",
        "# of the basis (bit j = basis line j), whose constraints SCIP used; 'subspace'",
        "# (method subspace): a basis of the subspace V of signatures, as combination codes",
        "# of the basis, whose integer program SCIP proved infeasible (thm-09-subspace);",
        "# 'chain' lines (method decomposition): the generators of the pieces of a chain of",
        "# subspaces, one line per piece, as signatures in the basis, and 'pieces': the bound",
        "# SCIP proved on each piece's covering radius (thm-09-decomposition); 'source MxN'",
        "# (method transfer): the board whose exact certificate data/09_certificates/MxN.json.gz",
        "# the row's own certificate carries over (tools/check_certificates.py, 'A transfer').",
        f"# Basis lines only for sides up to {BASIS_LINES_MAX_SIDE} and for the rows settled",
        "# by distribution or parity (the checker finds the quiet patterns itself).",
    ]
    CERTIFICATES.write_text("\n".join(header + blocks) + "\n", encoding="utf-8")
    print(f"wrote {CSV.name} ({len(rows)} rows) and {CERTIFICATES.name}")
    return 0


def certified(sizes_: list[str]) -> int:
    """Settle the listed open sizes whose exact certificate proves their lower bound."""
    sys.path.insert(0, str(lo.DATA_DIR.parent / "tools"))
    import check_certificates as cc

    results = stored_results()
    for size in sizes_:
        m, n = map(int, size.split("x"))
        r = results[m, n]
        certificate = lo.DATA_DIR / "09_certificates" / f"{size}.json.gz"
        cert = cc.load_certificate(certificate)  # integers only, size capped
        cc.check_program(m, n, r.lower, cert)  # raises unless it proves r.lower
        r.upper, r.method = r.lower, "ip"
        r.cuts = list(range(2**r.nullity))  # the program in full: every quiet pattern
        print(f"{m} x {n}: settled at {r.lower} by {certificate.name}")
    return write(results)


def small_subspace(
    dimension: int, time_limit: float, sizes_: list[str], seed=None
) -> int:
    only = {tuple(map(int, a.split("x"))) for a in sizes_}
    results = stored_results()
    small_subspace_step(results, dimension, time_limit, only, seed)
    return write(results)


def decomposition(dimension: int, seed: int, time_limit: float, sizes_) -> int:
    """Lower the upper bound of each listed open size to its decomposition bound
    (``lo.hardest_decomposition_bound`` on ``lo.decomposition_chain``), where it is lower
    and every piece was solved to optimality."""
    results = stored_results()
    for size in sizes_:
        m, n = map(int, size.split("x"))
        r = results[m, n]
        start = time.perf_counter()
        chain = lo.decomposition_chain(m, n, dimension, seed)
        found = lo.hardest_decomposition_bound(m, n, chain, time_limit)
        pieces = ", ".join(
            f"dim {p.dimension}: {len(p.classes)} classes, {p.cells} cells, least "
            f"{p.least} ({p.status}), bound {p.bound}"
            for p in found.pieces
        )
        print(
            f"{size}: decomposition bound {found.bound} (stored {r.upper}); {pieces} "
            f"({time.perf_counter() - start:.0f} s)",
            flush=True,
        )
        solved = all(p.status == "optimal" for p in found.pieces)
        if found.bound < r.lower:  # the witness needs more: a bug somewhere
            raise RuntimeError(f"{size}: bound {found.bound} below the witness")
        if solved and found.bound < r.upper:
            r.upper, r.method, r.chain = found.bound, "decomposition", chain
            r.pieces = [p.bound for p in found.pieces]
    return write(results)


def half_turn(steps: int, seed: int, sizes_) -> int:
    """Replace the witness of each listed open size when ``lo.half_turn_tabu_search``
    finds a harder board (checked exactly by the coset search)."""
    results = stored_results()
    for size in sizes_:
        m, n = map(int, size.split("x"))
        r = results[m, n]
        start = time.perf_counter()
        found = lo.half_turn_tabu_search(m, n, steps, seed)
        witness = nr.QuietClasses(m, n).pattern(list(found.counts))
        exact, _ = nr.coset_fewest_presses(witness)  # the witness, checked exactly
        assert exact == found.presses, (exact, found.presses)
        print(
            f"{size}: half-turn tabu search, {steps} steps of seed {seed}: "
            f"{found.presses}, stored {r.lower} ({time.perf_counter() - start:.0f} s)",
            flush=True,
        )
        if r.lower < r.upper and found.presses > r.lower:
            r.lower, r.witness = found.presses, witness
    return write(results)


def search(seeds: int, iterations: int, sizes_: list[str], scheduler, workers) -> int:
    """Run ``lo.hardest_search`` (tabu searches, one chunk per seed, on Dask) for each
    listed open size, resumable from data/09_hardest_chunks/MxN.json (which
    ``make bench B=09_hardest_search`` writes, with what the search cost); replace the
    witness when it finds a harder board, checked exactly by the coset search."""
    results = stored_results()
    for size in sizes_:
        m, n = map(int, size.split("x"))
        r = results[m, n]
        found = lo.hardest_search(
            m,
            n,
            seeds=seeds,
            iterations=iterations,
            chunk_file=True,
            scheduler=scheduler,
            workers=workers,
            progress=True,
        )
        if found.presses is None:
            print(f"{size}: {found.chunks_done} of {found.chunks} chunks done")
            continue
        witness = nr.QuietClasses(m, n).pattern(list(found.counts))
        exact, _ = nr.coset_fewest_presses(witness)  # the witness, checked exactly
        assert exact == found.presses, (exact, found.presses)
        print(
            f"{size}: best {found.presses} (seed {found.seed}), stored {r.lower}; "
            f"{found.seconds:.0f} s of chunks",
            flush=True,
        )
        if r.lower < r.upper and found.presses > r.lower:  # open: a better witness
            r.lower, r.witness = found.presses, witness
    return write(results)


SIZE = re.compile(r"([1-9][0-9]*)x([1-9][0-9]*)", re.ASCII)


def _count(text: str, low: int) -> int:
    """``text`` as an integer >= ``low`` (ASCII digits), for argparse."""
    if not re.fullmatch(r"[0-9]+", text, re.ASCII) or int(text) < low:
        raise argparse.ArgumentTypeError(f"must be an integer >= {low}, got {text!r}")
    return int(text)


def search_arguments(argv: list[str], known) -> argparse.Namespace:
    """The arguments of ``--search SEEDS STEPS [serial|local|ADDRESS] MxN ...``: seeds,
    iterations, scheduler (None: run here) and sizes (strings MxN with m <= n, each a
    size of ``known``); anything else ends in an argparse error saying what is wrong."""
    parser = argparse.ArgumentParser(
        prog="tools/hardest_boards_09.py --search",
        usage="%(prog)s SEEDS STEPS [serial|local|ADDRESS] MxN [MxN ...]",
        description="Tabu searches (lo.hardest_search) for the listed open sizes.",
    )
    parser.add_argument("seeds", type=lambda t: _count(t, 1), help="one chunk a seed")
    parser.add_argument("iterations", type=lambda t: _count(t, 0), help="tabu steps")
    parser.add_argument(
        "rest",
        nargs="*",
        metavar="WHERE_AND_SIZES",
        help="where the chunks run (serial: here, the default; local: a Dask "
        "LocalCluster; ADDRESS: a Dask scheduler such as tcp://HOST:8786), then sizes",
    )
    args = parser.parse_args(argv)
    first, sizes = (args.rest or [""])[0], args.rest[1:]
    if not args.rest or SIZE.fullmatch(first):
        scheduler, sizes = None, args.rest
    elif first in ("serial", "local") or ":" in first:
        scheduler = None if first == "serial" else first
    else:
        parser.error(
            f"{first!r} is neither serial, local, a Dask address (tcp://HOST:PORT) "
            "nor a size MxN"
        )
    if not sizes:
        parser.error("give at least one size MxN after SEEDS and STEPS, e.g. 19x19")
    for size in sizes:
        found = SIZE.fullmatch(size)
        if not found:
            parser.error(f"{size!r} is not a size MxN (e.g. 19x19)")
        m, n = map(int, found.groups())
        if m > n:
            parser.error(
                f"{size}: give it as {n}x{m} (rows m <= n; {size} is its transpose)"
            )
        if (m, n) not in known:
            parser.error(f"{size} is not a size of {CSV.relative_to(lo.ROOT)}")
    return argparse.Namespace(
        seeds=args.seeds, iterations=args.iterations, scheduler=scheduler, sizes=sizes
    )


if __name__ == "__main__":
    args = sys.argv[1:]
    if args == ["--rewrite"]:  # the files again from the stored rows, nothing computed
        sys.exit(write(stored_results()))
    if args and args[0] == "--extend":  # --extend [TIME_LIMIT]
        sys.exit(extend(float(args[1]) if len(args) > 1 else 480.0))
    if args and args[0] == "--transfer":  # --transfer SOURCE MxN ...
        sys.exit(transfer(args[1], args[2:]))
    if args and args[0] == "--certified":  # --certified MxN ...
        sys.exit(certified(args[1:]))
    if args and args[0] == "--small-subspace":  # --small-subspace DIM TIME MxN ...
        sys.exit(small_subspace(int(args[1]), float(args[2]), args[3:]))
    if args and args[0] == "--dense-subspace":  # --dense-subspace DIM SEED TIME MxN ...
        sys.exit(small_subspace(int(args[1]), float(args[3]), args[4:], int(args[2])))
    if args and args[0] == "--decomposition":  # --decomposition DIM SEED TIME MxN ...
        sys.exit(decomposition(int(args[1]), int(args[2]), float(args[3]), args[4:]))
    if args and args[0] == "--half-turn":  # --half-turn STEPS SEED MxN ...
        sys.exit(half_turn(int(args[1]), int(args[2]), args[3:]))
    if args and args[0] == "--search":  # --search SEEDS ITERATIONS [local|ADDR] MxN ...
        a = search_arguments(args[1:], set(stored_results()))
        sys.exit(search(a.seeds, a.iterations, a.sizes, a.scheduler, 2))
    subspace = bool(args) and args[0] == "--subspace"
    if subspace:
        args = args[1:]
    annealing = None
    if args and args[0] == "--anneal":  # --anneal EVALUATIONS SEEDS TEMPERATURE MxN ...
        annealing = (int(args[1]), int(args[2]), float(args[3]))
        only = {tuple(map(int, a.split("x"))) for a in args[4:]}
        sys.exit(main(0.0, only, annealing=annealing))
    limit = float(args[0]) if args and "x" not in args[0] else 480.0
    only = {tuple(map(int, a.split("x"))) for a in args if "x" in a}
    if subspace and not only:
        sys.exit("--subspace needs the sizes to check, e.g. 29x29")
    sys.exit(main(limit, only, subspace))
