"""The figures of every chapter, as named functions (one module per chapter: ``ch02``, ...).

A notebook shows the call and the figure, not 20 lines of matplotlib: ``lo.plots.ch03`` holds
the figures of notebook 03, each a function that takes the computed data and returns the
matplotlib figure; the notebook exports it with ``lo.savefig``. The shared pieces (the style,
``plot_board``, ``savefig``) are in ``lightsout/figures.py``.
"""

import importlib
import pkgutil

for _info in pkgutil.iter_modules(__path__):
    if _info.name.startswith("ch"):
        globals()[_info.name] = importlib.import_module(f"{__name__}.{_info.name}")
