"""Merge consecutive stdout/stderr chunks of each cell in executed notebooks, in place.

How a kernel splits printed text into stream messages depends on timing, so two runs of
the same notebook can store the same text in a different number of chunks. nbval compares
the joined text; this step makes the stored files identical too, so that `make book` on an
unchanged book leaves `git status` clean.

Usage: python tools/coalesce_streams.py NOTEBOOK.ipynb [...]
"""

import sys

import nbformat
from nbconvert.preprocessors import CoalesceStreamsPreprocessor


def main(paths):
    for path in paths:
        nb = nbformat.read(path, as_version=4)
        CoalesceStreamsPreprocessor(enabled=True).preprocess(nb, {})
        nbformat.write(nb, path)


if __name__ == "__main__":
    main(sys.argv[1:])
