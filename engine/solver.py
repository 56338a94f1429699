"""The open-hand solver that runs: the native core, else the compiled build, else the source.

The search lives in ``solver_search.py`` (with ``card_order.py``), plain Python and the
reference. Installing the package (``pip install``, where a C compiler is at hand) builds
two faster forms of it (``setup.py``; ``docs/measurements.md`` has their speed):

- **native**: ``engine/solver_core.c``, the inner search ported to C (the
  ``engine.solver_core`` extension), driven by ``engine/solver_native.py`` (the pure
  ``Solver`` with its ``_root`` in the core);
- **compiled**: that very source compiled with mypyc into ``engine.solver_compiled``.

This module runs the first of native, compiled and python that may run. A build runs only
when it was made from the sources that are here now, so that an edited source is never
shadowed by an older build (re-install to build it again): each build records at build
time the SHA-256 of the Python sources it is made of or mirrors (the compiled build:
``solver_search.py`` and ``card_order.py``; the native core: those and ``tricks.py``,
whose ``legal_cards`` it ports, ``native_source_hash``), checked here at import; the native
core also records the SHA-256 of ``solver_core.c`` and ``native_cards.h``, checked against
the files wherever they are there (an install that carries no C source cannot have it
edited).
``GONINKAN_SOLVER=python|compiled|native`` asks for one (where the one asked for does not
run, the next of native, compiled, python does, and ``WHY_NOT_NATIVE`` / ``WHY_PYTHON`` say
why).

    from engine.solver import Solver, solve, solve_options   # whichever runs
    SOLVER                                                     # "native", "compiled" or "python"
"""

from __future__ import annotations

import os
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Final

from . import solver_search
from .builds import checked_build, checked_core, sources_hash

COMPILED_NAME: Final = "solver_compiled"
"""The compiled build's module in this package (``setup.py`` makes it)."""
NATIVE_NAME: Final = "solver_native"
"""The native solver's module in this package (it imports the core ``setup.py`` builds)."""
CORE_NAME: Final = "solver_core"
"""The native core's extension module and its C source's name (``solver_core.c``)."""
SOLVERS: Final = ("native", "compiled", "python")
"""The solvers, the fastest first: the one that runs is the first that may."""
_HERE = Path(__file__).parent


def _sha256(*names: str) -> str:
    return sources_hash(*(_HERE / name for name in names))


def source_hash() -> str:
    """The SHA-256 of ``solver_search.py`` and ``card_order.py`` as they are now, the sources
    the compiled build is made of (the one-file build ships both files)."""
    return _sha256("solver_search.py", "card_order.py")


def native_source_hash() -> str:
    """The SHA-256 of the Python sources the native core mirrors, as they are now:
    ``solver_search.py``, ``card_order.py`` and ``tricks.py`` (``setup.py`` takes the same)."""
    return _sha256("solver_search.py", "card_order.py", "tricks.py")


def c_source_hash() -> str | None:
    """The SHA-256 of ``solver_core.c`` and the header it shares with the small search's core
    (``native_cards.h``) as they are now, None where the install carries no C source."""
    try:
        return _sha256(f"{CORE_NAME}.c", "native_cards.h")
    except OSError:
        return None


def _asked() -> str | None:
    return os.environ.get("GONINKAN_SOLVER")


def native_module() -> tuple[ModuleType | None, str]:
    """The native solver if it may run, with why not otherwise ("" when it runs)."""
    asked = _asked()
    if asked in ("python", "compiled"):
        return None, f"GONINKAN_SOLVER={asked}"
    return checked_core(f"{__package__}.{CORE_NAME}", native_source_hash, c_source_hash,
                        f"{__package__}.{NATIVE_NAME}")


def compiled_module() -> tuple[ModuleType | None, str]:
    """The compiled build if it may run, with why not otherwise ("" when it runs)."""
    if _asked() == "python":
        return None, "GONINKAN_SOLVER=python"
    return checked_build(f"{__package__}.{COMPILED_NAME}", source_hash, "compile them again")


def missing_builds() -> str:
    """What of the native core and the compiled build does not run here and why, "" when both
    may (the one-file build must carry both: its self-test asks this)."""
    found = (("native", native_module()), ("compiled", compiled_module()))
    return "; ".join(f"{name}: {why}" for name, (module, why) in found if module is None)


_native, WHY_NOT_NATIVE = native_module()
_compiled, WHY_PYTHON = compiled_module()
SOLVER: Final = "native" if _native is not None else (
    "compiled" if _compiled is not None else "python")
"""Which solver runs: "native" (the C core), "compiled" (mypyc) or "python";
``WHY_NOT_NATIVE`` says why not native, ``WHY_PYTHON`` why not compiled ("" where it runs
or could)."""

if TYPE_CHECKING:  # one reference, so one set of types for all three
    from .solver_search import OutOfBudget, Solver, solve, solve_options
else:
    _search = _native or _compiled or solver_search
    OutOfBudget, Solver = _search.OutOfBudget, _search.Solver
    solve, solve_options = _search.solve, _search.solve_options

__all__ = ["SOLVER", "WHY_NOT_NATIVE", "WHY_PYTHON", "OutOfBudget", "Solver", "solve",
           "solve_options"]
