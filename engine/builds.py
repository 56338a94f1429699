"""A faster build of a pure-Python module, taken only when it was made from the sources that
are here now.

``setup.py`` builds the open-hand solver (``engine.solver``) and the review's small search
(``engine.review.small_build``) where a C compiler is at hand; each build records at build
time the SHA-256 of the Python sources it is made of (``SOURCE_SHA256``). ``checked_build``
imports a build and takes it only when that hash is the sources' now, so an edited source is
never shadowed by an older build (re-install to build it again); otherwise it says why not.
"""

from __future__ import annotations

import hashlib
import importlib
from collections.abc import Callable
from pathlib import Path
from types import ModuleType


def sources_hash(*paths: Path) -> str:
    """The SHA-256 of the files ``paths`` as they are now, read one after the other."""
    return hashlib.sha256(b"".join(path.read_bytes() for path in paths)).hexdigest()


def checked_core(name: str, sources: Callable[[], str], c_source: Callable[[], str | None],
                 driver: str) -> tuple[ModuleType | None, str]:
    """The module ``driver`` that runs the native core ``name`` if the core may run, with why
    not otherwise ("" when it runs): checked as ``checked_build`` does against the Python
    sources it mirrors, and against its C source's SHA-256 ``c_source()`` where the install
    carries the C source (None where it does not)."""
    core, why = checked_build(name, sources, "build it again")
    if core is None:
        return None, why
    c_hash = c_source()
    if c_hash is not None and getattr(core, "C_SOURCE_SHA256", None) != c_hash:
        return None, (f"built from another {name.rsplit('.', 1)[-1]}.c: re-install to build "
                      f"it again")
    return importlib.import_module(driver), ""


def checked_build(name: str, sources: Callable[[], str], again: str
                  ) -> tuple[ModuleType | None, str]:
    """The built module ``name`` if it may run, with why not otherwise ("" when it runs):
    not built, its sources not found to check it against, or built from other sources than
    ``sources()`` hashes now (then "re-install to ``again``")."""
    try:
        module = importlib.import_module(name)
    except ImportError:
        return None, "not built (no C compiler at install?)"
    try:
        current = sources()
    except OSError:
        return None, "the sources to check the build against are not found"
    if getattr(module, "SOURCE_SHA256", None) != current:
        return None, f"built from other sources: re-install to {again}"
    return module, ""
