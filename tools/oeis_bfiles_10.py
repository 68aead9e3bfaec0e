"""Write the b-files of notebook 10 into data/: OEIS A159257 (nullity of the n x n board,
n = 1..25,000) and A075463 (all-ones solutions up to symmetry, n = 1..1000).

Each is written as data/10_bNNNNNN.txt and compared with the size and SHA-256 of the OEIS
b-file's Git LFS pointer (data/10_oeis_bNNNNNN_pointer.txt); the script says whether they
match. The notebook recomputes the tables (A075463 up to a prefix) live and checks them
against these files. About 4 minutes on one core here. Usage (from the repository root):

    nice -n 10 .venv/bin/python tools/oeis_bfiles_10.py
"""

import sys
import time

import lightsout_helpers as lo
from lightsout import newresults as nr

JOBS = (
    ("A159257", 25_000, lambda n: lo.nullity(n, n)),
    ("A075463", 1000, nr.all_ones_orbits),
)


def main() -> int:
    for name, last, term in JOBS:
        number = name[1:]
        start = time.perf_counter()
        terms = []
        for n in range(1, last + 1):
            terms.append(term(n))
            if n % 100 == 0:
                print(
                    f"{name}: n = {n} ({time.perf_counter() - start:.0f} s)", end="\r"
                )
        data = nr.bfile_bytes(terms)
        pointer = nr.read_lfs_pointer(lo.DATA_DIR / f"10_oeis_b{number}_pointer.txt")
        ok = nr.matches_lfs_pointer(data, pointer)
        print(f"\n{name}: {len(data)} bytes, matches the pointer: {ok}")
        (lo.DATA_DIR / f"10_b{number}.txt").write_bytes(data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
