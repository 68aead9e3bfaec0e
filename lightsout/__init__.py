"""The code of the book *Lights Out, executed*.

Notebooks and tests import ``lightsout_helpers``, which re-exports the reader's API by
chapter. This package is flat: one folder of modules, each serving one or more chapters
(README.md's table says which), plus ``plots/`` (each chapter's figures, ``chNN.py``) and
``static/`` (the play board's ES module). Each module sits in a layer and imports only
from lower layers, so data flows one way; ``tests/test_structure.py`` checks the imports
against ``LAYERS``:

====  ===========================================================================
0     validation (input checks, limits, paths), coset (bit-packed XOR kernels),
      drat (a DRAT proof checker), chunkfiles (the search's resumable chunk files)
1     polynomials, matrices, boards, life, life_patterns, figures, benchdata (the
      benchmarks' results), published (others' programs, run as published), sage
      (the SageMath names, whichever Sage is installed)
2     torus, graphs, zmod, lrat
3     chasing
4     gf2
5     solving, allones
6     ilp, life_proofs
7     newresults, play
8     hardsearch (searches for the open hardest boards), oeistables (the OEIS tables)
9     decomposition (the decomposition bound), symmetric (symmetric subclasses)
====  ===========================================================================

A name without a leading underscore is part of its module's interface, to other modules
too; a name with one is used in its own module only (also checked).
"""

LAYERS = {
    "validation": 0,
    "coset": 0,
    "drat": 0,
    "chunkfiles": 0,
    "sage": 1,
    "polynomials": 1,
    "matrices": 1,
    "boards": 1,
    "life": 1,
    "life_patterns": 1,
    "figures": 1,
    "benchdata": 1,
    "published": 1,
    "torus": 2,
    "graphs": 2,
    "zmod": 2,
    "lrat": 2,
    "chasing": 3,
    "gf2": 4,
    "solving": 5,
    "allones": 5,
    "ilp": 6,
    "life_proofs": 6,
    "newresults": 7,
    "play": 7,
    "hardsearch": 8,
    "oeistables": 8,
    "decomposition": 9,
    "symmetric": 9,
}
