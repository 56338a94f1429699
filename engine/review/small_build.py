"""The review's small search that runs: ``engine/review/small.py`` compiled, else as it is.

The search lives in ``small.py`` (plain Python and the reference; it calls
``plays_alike``, ``quick_faces`` and ``trick_stays`` of ``card_order.py``).
Installing the package (``pip install``, where a C compiler is at hand) also
compiles that very source with mypyc into ``engine.review.small_compiled``,
beside a compiled copy of ``card_order.py`` whose functions it calls
(``setup.py``, as for the solver). This module takes the compiled build only
when it was built from the sources that are here now: the build records
their SHA-256, checked at import, so an edited ``small.py`` or
``card_order.py`` is never shadowed by an older build (re-install to compile
it again). ``GONINKAN_SOLVER=python`` asks for the pure one, as for the solver.

    from engine.review.small_build import SmallSearch   # whichever runs
    SMALL_SEARCH                                         # "compiled" or "python"
"""

from __future__ import annotations

import os
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Final

from ..builds import checked_build, sources_hash
from . import small

COMPILED_NAME: Final = "small_compiled"
"""The compiled build's module in this package (``setup.py`` makes it)."""


def source_hash() -> str:
    """The SHA-256 of ``review/small.py`` and ``card_order.py`` as they are now, the sources
    the compiled build is made of."""
    here = Path(__file__).parent
    return sources_hash(here / "small.py", here.parent / "card_order.py")


def compiled_module() -> tuple[ModuleType | None, str]:
    """The compiled build if it may run, with why not otherwise ("" when it runs)."""
    if os.environ.get("GONINKAN_SOLVER") == "python":
        return None, "GONINKAN_SOLVER=python"
    return checked_build(f"{__package__}.{COMPILED_NAME}", source_hash, "compile them again")


_compiled, WHY_PYTHON = compiled_module()
SMALL_SEARCH: Final = "compiled" if _compiled is not None else "python"
"""Which small search runs: "compiled" (mypyc) or "python"; ``WHY_PYTHON`` says why not
compiled."""

if TYPE_CHECKING:  # one source, so one set of types for both
    from .small import SmallSearch
else:
    SmallSearch = (_compiled if _compiled is not None else small).SmallSearch

__all__ = ["SMALL_SEARCH", "WHY_PYTHON", "SmallSearch"]
