"""The review's small search that runs: its native core, else ``small.py`` compiled, else as
it is.

The search lives in ``small.py`` (plain Python and the reference; it calls
``plays_alike``, ``quick_faces``, ``trick_stays``, ``kept_cards``, ``pattern_cards`` and
``nth_card`` of ``card_order.py``). Installing the package (``pip install``, where a C
compiler is at hand) builds two faster forms of it (``setup.py``; docs/measurements.md has
their speed):

- **native**: ``small_core.c``, the search from a trick start or a card down ported to C
  (the ``engine.review.small_core`` extension), driven by ``small_native.py`` (the pure
  ``SmallSearch`` with its ``_lead`` and ``_follow`` in the core);
- **compiled**: that very source compiled with mypyc into ``engine.review.small_compiled``,
  beside a compiled copy of ``card_order.py`` whose functions it calls.

This module runs the first of native, compiled and python that may run. A build runs only
when it was made from the sources that are here now, so that an edited source is never
shadowed by an older build (re-install to build it again): each build records at build time
the SHA-256 of ``small.py`` and ``card_order.py``, checked here at import; the native core
also records the SHA-256 of ``small_core.c`` and ``native_cards.h``, checked against the files
wherever they are there (an install that carries no C source cannot have it edited).
``GONINKAN_SMALL=python|compiled|native`` asks for one (where the one asked for does not run,
the next of native, compiled, python does; ``WHY_NOT_NATIVE`` / ``WHY_PYTHON`` say why);
without it, ``GONINKAN_SOLVER=python|compiled`` asks the same of this search as of the
solver.

    from engine.review.small_build import SmallSearch   # whichever runs
    SMALL_SEARCH                                         # "native", "compiled" or "python"
"""

from __future__ import annotations

import os
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Final

from ..builds import checked_build, checked_core, sources_hash
from . import small

COMPILED_NAME: Final = "small_compiled"
"""The compiled build's module in this package (``setup.py`` makes it)."""
NATIVE_NAME: Final = "small_native"
"""The native search's module in this package (it imports the core ``setup.py`` builds)."""
CORE_NAME: Final = "small_core"
"""The native core's extension module and its C source's name (``small_core.c``)."""
_HERE = Path(__file__).parent


def source_hash() -> str:
    """The SHA-256 of ``review/small.py`` and ``card_order.py`` as they are now, the sources
    both builds are made of or mirror."""
    return sources_hash(_HERE / "small.py", _HERE.parent / "card_order.py")


def c_source_hash() -> str | None:
    """The SHA-256 of ``small_core.c`` and the header it shares with the solver's core
    (``engine/native_cards.h``) as they are now, None where the install carries no C source."""
    try:
        return sources_hash(_HERE / f"{CORE_NAME}.c", _HERE.parent / "native_cards.h")
    except OSError:
        return None


def _asked() -> str | None:
    """The build asked for: ``GONINKAN_SMALL``, else ``GONINKAN_SOLVER``."""
    return os.environ.get("GONINKAN_SMALL") or os.environ.get("GONINKAN_SOLVER")


def _asking() -> str:
    return "GONINKAN_SMALL" if os.environ.get("GONINKAN_SMALL") else "GONINKAN_SOLVER"


def native_module() -> tuple[ModuleType | None, str]:
    """The native search if it may run, with why not otherwise ("" when it runs)."""
    asked = _asked()
    if asked in ("python", "compiled"):
        return None, f"{_asking()}={asked}"
    return checked_core(f"{__package__}.{CORE_NAME}", source_hash, c_source_hash,
                        f"{__package__}.{NATIVE_NAME}")


def compiled_module() -> tuple[ModuleType | None, str]:
    """The compiled build if it may run, with why not otherwise ("" when it runs)."""
    if _asked() == "python":
        return None, f"{_asking()}=python"
    return checked_build(f"{__package__}.{COMPILED_NAME}", source_hash, "compile them again")


def missing_builds() -> str:
    """What of the native core and the compiled build does not run here and why, "" when both
    may (the one-file build must carry both: its build and self-test ask this)."""
    found = (("native", native_module()), ("compiled", compiled_module()))
    return "; ".join(f"small search {name}: {why}" for name, (module, why) in found
                     if module is None)


_native, WHY_NOT_NATIVE = native_module()
_compiled, WHY_PYTHON = compiled_module()
SMALL_SEARCH: Final = "native" if _native is not None else (
    "compiled" if _compiled is not None else "python")
"""Which small search runs: "native" (the C core), "compiled" (mypyc) or "python";
``WHY_NOT_NATIVE`` says why not native, ``WHY_PYTHON`` why not compiled ("" where it runs or
could)."""

if TYPE_CHECKING:  # one reference, so one set of types for all three
    from .small import SmallSearch
else:
    SmallSearch = (_native or _compiled or small).SmallSearch

__all__ = ["SMALL_SEARCH", "WHY_NOT_NATIVE", "WHY_PYTHON", "SmallSearch"]
