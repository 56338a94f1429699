"""The install's one build step: the open-hand solver compiled with mypyc, where it can be.

``engine/solver_search.py`` (the search, pure Python) is compiled unchanged
as ``engine.solver_compiled``: a copy of it, with one line added that records
the SHA-256 of the source it was made from (``engine/solver.py`` checks it
at import and runs the pure module when they differ). The copy is type-checked
beside a copy of the ``engine`` package under ``build/solver_src`` and
compiled there; the extension lands in ``engine/`` (beside the sources in an
editable install, in the wheel otherwise).

Without a C compiler, or when mypyc cannot compile the copy, the install goes
on without it (a warning says so) and the pure solver runs.
``GONINKAN_NO_COMPILE=1`` skips the compile.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import sys
from pathlib import Path
from typing import Any

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
SOURCE = ROOT / "engine" / "solver_search.py"
WORK = Path("build") / "solver_src"
"""Where the copies are type-checked and compiled (relative: mypyc names modules by path)."""


def _warn(message: str) -> None:
    print(f"goninkan: {message}; the pure-Python solver will run", file=sys.stderr)


def _copy_sources() -> Path:
    """The ``engine`` package copied under ``WORK``, with the solver's copy to compile."""
    shutil.rmtree(WORK, ignore_errors=True)
    shutil.copytree(ROOT / "engine", WORK / "engine",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
    source = SOURCE.read_bytes()
    target = WORK / "engine" / "solver_compiled.py"
    digest = hashlib.sha256(source).hexdigest()
    target.write_bytes(source + (
        f'\n\nSOURCE_SHA256 = "{digest}"\n'
        '"""The SHA-256 of the solver_search.py this was compiled from (setup.py)."""\n'
    ).encode())
    return target


def _extensions() -> list[Extension]:
    if os.environ.get("GONINKAN_NO_COMPILE"):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        _warn("mypyc is not installed")
        return []
    try:
        extensions: list[Extension] = mypycify([str(_copy_sources())], opt_level="3",
                                               verbose=False)
    except (Exception, SystemExit) as problem:  # mypyc exits on a type error
        _warn(f"mypyc could not compile the solver ({problem})")
        return []
    return extensions


class OptionalBuildExt(build_ext):
    """``build_ext`` that warns instead of failing: the compiled solver is optional."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as problem:  # no C compiler, or it failed
            _warn(f"the solver was not compiled ({problem})")

    def build_extension(self, ext: Any) -> None:
        try:
            super().build_extension(ext)
        except Exception as problem:
            _warn(f"the solver was not compiled ({problem})")


setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalBuildExt})
