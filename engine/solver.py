"""The open-hand solver that runs: ``engine/solver_search.py`` compiled, else as it is.

The search lives in ``solver_search.py`` (with ``card_order.py``), plain
Python and the reference. Installing the package (``pip install``, where a C
compiler is at hand) also compiles that very source with mypyc into
``engine.solver_compiled`` (``setup.py``; ``docs/measurements.md`` has its
speed). This module takes the compiled build only when it was built from the
sources that are here now: the build records their SHA-256, checked at
import, so an edited ``solver_search.py`` or ``card_order.py`` is never
shadowed by an older build (re-install to compile it again).
``GONINKAN_SOLVER=python`` asks for the pure one.

    from engine.solver import Solver, solve, solve_options   # whichever runs
    SOLVER                                                     # "compiled" or "python"
"""

from __future__ import annotations

import hashlib
import importlib
import os
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Final

from . import solver_search

COMPILED_NAME: Final = "solver_compiled"
"""The compiled build's module in this package (``setup.py`` makes it)."""


def source_hash() -> str:
    """The SHA-256 of ``solver_search.py`` and ``card_order.py`` as they are now, the sources
    the compiled build is made of (the one-file build ships both files)."""
    here = Path(__file__).parent
    return hashlib.sha256((here / "solver_search.py").read_bytes()
                          + (here / "card_order.py").read_bytes()).hexdigest()


def compiled_module() -> tuple[ModuleType | None, str]:
    """The compiled build if it may run, with why not otherwise ("" when it runs)."""
    if os.environ.get("GONINKAN_SOLVER") == "python":
        return None, "GONINKAN_SOLVER=python"
    try:
        module = importlib.import_module(f"{__package__}.{COMPILED_NAME}")
    except ImportError:
        return None, "not built (no C compiler at install?)"
    try:
        current = source_hash()
    except OSError:
        return None, "the sources to check the build against are not found"
    if getattr(module, "SOURCE_SHA256", None) != current:
        return None, "built from other sources: re-install to compile them again"
    return module, ""


_compiled, WHY_PYTHON = compiled_module()
SOLVER: Final = "compiled" if _compiled is not None else "python"
"""Which solver runs: "compiled" (mypyc) or "python"; ``WHY_PYTHON`` says why not compiled."""

if TYPE_CHECKING:  # one source, so one set of types for both
    from .solver_search import OutOfBudget, Solver, solve, solve_options
else:
    _search = _compiled if _compiled is not None else solver_search
    OutOfBudget, Solver = _search.OutOfBudget, _search.Solver
    solve, solve_options = _search.solve, _search.solve_options

__all__ = ["SOLVER", "WHY_PYTHON", "OutOfBudget", "Solver", "solve", "solve_options"]
