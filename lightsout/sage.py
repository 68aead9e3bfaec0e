"""The SageMath names the notebooks and tests use, from whichever Sage is installed.

``from lightsout.sage import GF, ZZ, matrix`` works with conda-forge's ``sage`` and with the
modular passagemath wheels (``sage.all__sagemath_modules``) alike: this is the one place
that knows both (through ``validation.sage_all``). Introduced in notebook 01.
"""

from .validation import sage_all


def __getattr__(name: str):
    if name.startswith("__"):
        raise AttributeError(name)
    try:
        return getattr(sage_all(), name)
    except AttributeError:
        raise AttributeError(
            f"the SageMath installed here has no {name!r} (sage.all or the passagemath"
            " wheels of requirements.txt)"
        ) from None
