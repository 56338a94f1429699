"""The install's one build step: the open-hand solver compiled with mypyc, where it can be.

``engine/solver_search.py`` (the search, pure Python) and ``engine/card_order.py``
(how cards rank, and which play alike) are compiled together as
``engine.solver_compiled`` and ``engine.card_order_compiled``: copies of them,
the solver's one change being that it imports the compiled copy of
``card_order`` (so that its calls to ``plays_alike`` stay compiled), and one
line added that records the SHA-256 of the two sources (``engine/solver.py``
checks it at import and runs the pure modules when they differ). The copies are
type-checked beside a copy of the ``engine`` package under ``build/solver_src``
and compiled there; the extensions land in ``engine/`` (beside the sources in an
editable install, in the wheel otherwise).

Without a C compiler, or when mypyc cannot compile the copies, the install goes
on without them (a warning says so) and the pure solver runs.
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
ENGINE = ROOT / "engine"
SOURCES = ("solver_search.py", "card_order.py")
"""The sources compiled, in the order their SHA-256 is taken (as ``engine.solver`` does)."""
WORK = Path("build") / "solver_src"
"""Where the copies are type-checked and compiled (relative: mypyc names modules by path)."""


def _warn(message: str) -> None:
    print(f"goninkan: {message}; the pure-Python solver will run", file=sys.stderr)


def _copy_sources() -> list[str]:
    """The ``engine`` package copied under ``WORK``, with the copies to compile in it."""
    shutil.rmtree(WORK, ignore_errors=True)
    shutil.copytree(ENGINE, WORK / "engine",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
    search, order = ((ENGINE / name).read_bytes() for name in SOURCES)
    digest = hashlib.sha256(search + order).hexdigest()
    old_import = b"from .card_order import "
    if search.count(old_import) != 1:
        raise ValueError("solver_search.py should import from .card_order once")
    compiled = WORK / "engine" / "solver_compiled.py"
    compiled.write_bytes(search.replace(old_import, b"from .card_order_compiled import ") + (
        f'\n\nSOURCE_SHA256 = "{digest}"\n'
        '"""The SHA-256 of the solver_search.py and card_order.py this was compiled from."""\n'
    ).encode())
    (WORK / "engine" / "card_order_compiled.py").write_bytes(order)
    return [str(compiled), str(WORK / "engine" / "card_order_compiled.py")]


BUILDS = frozenset({"build", "build_ext", "bdist_wheel", "editable_wheel", "develop", "install"})
"""The commands that build extensions: only these run mypyc (pip also runs this file to ask
for the metadata, which needs no compile)."""


def _extensions() -> list[Extension]:
    if os.environ.get("GONINKAN_NO_COMPILE") or not BUILDS & set(sys.argv[1:]):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        _warn("mypyc is not installed")
        return []
    try:
        extensions: list[Extension] = mypycify(_copy_sources(), opt_level="3",
                                               group_name="engine.solver_compiled")
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
