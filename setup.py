"""The install's build step: the open-hand solver's native core and its mypyc build, where
they can be made.

**The native core** (``engine/solver_core.c``, plain C and the CPython API) is built as the
extension ``engine.solver_core``, with the SHA-256 of the Python sources it mirrors
(``solver_search.py``, ``card_order.py``, ``tricks.py``) and of ``solver_core.c`` itself
written into a header under ``build/solver_core`` that it includes; ``engine/solver.py``
checks both at import and runs it only where they match (``engine/solver_native.py`` drives
it).

**The mypyc build:**

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

**The review's small search** (issue 37) has the same two builds, each its own extension:
its native core ``engine/review/small_core.c`` (``engine.review.small_core``, the SHA-256s of
``review/small.py``, ``card_order.py`` and ``small_core.c`` in a header under
``build/small_core``, ``_small_native_extension``) and ``small.py`` compiled with mypyc
(``_small_search``); ``engine/review/small_build.py`` checks them at import.

Without a C compiler, or when the core or the copies do not compile, the install goes on
without them (a warning says so) and the solver that was built runs (native, else compiled,
else pure). ``GONINKAN_NO_COMPILE=1`` skips both.
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
MIRRORED = ("solver_search.py", "card_order.py", "tricks.py")
"""The sources the native core mirrors, in the order their SHA-256 is taken
(``engine.solver.native_source_hash``)."""
CORE_SOURCE = Path("engine") / "solver_core.c"
SHARED_HEADER = Path("engine") / "native_cards.h"
"""What both native cores include; each core's C SHA-256 covers it after its own source."""
WORK = Path("build") / "solver_src"
"""Where the copies are type-checked and compiled (relative: mypyc names modules by path)."""


def _warn(message: str, instead: str = "the pure-Python solver") -> None:
    print(f"goninkan: {message}; {instead} will run", file=sys.stderr)


def _native_extension() -> list[Extension]:
    """The solver's native core."""
    return _core_extension("engine.solver_core", CORE_SOURCE, MIRRORED)


def _core_extension(name: str, source: Path, mirrored: tuple[str, ...]) -> list[Extension]:
    """A native core ``name`` built from ``source``, with the SHA-256s it records in a header
    of its own under ``build/``: of the Python sources it mirrors (``mirrored``, under
    ``engine/``, in the order the engine hashes them) and of its C source then
    ``SHARED_HEADER``; it is built with ``HAVE_<MODULE>_SHA256`` defined to include it."""
    module = name.rsplit(".", 1)[1]
    python = hashlib.sha256(b"".join((ENGINE / path).read_bytes() for path in mirrored))
    c_source = hashlib.sha256((ROOT / source).read_bytes() + (ROOT / SHARED_HEADER).read_bytes())
    headers = Path("build") / module
    headers.mkdir(parents=True, exist_ok=True)
    (headers / f"{module}_sha256.h").write_text(
        f"/* Written by setup.py: what {source.as_posix()} was built from. */\n"
        f'#define SOURCE_SHA256 "{python.hexdigest()}"\n'
        f'#define C_SOURCE_SHA256 "{c_source.hexdigest()}"\n', encoding="ascii")
    return [Extension(name, sources=[str(source)], include_dirs=[str(headers)],
                      depends=[str(SHARED_HEADER)],
                      define_macros=[(f"HAVE_{module.upper()}_SHA256", "1")])]


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


SMALL_SOURCES = ("review/small.py", "card_order.py")
"""The review's own search and the order whose functions it calls, compiled as a group of
their own (``_small_search``), hashed in this order (as ``engine.review.small_build`` does)."""


def _small_search(mypycify: Any) -> list[Extension]:
    """The review's small search (issue 37) compiled beside the solver, self-contained:
    ``engine/review/small.py`` as ``engine.review.small_compiled``, calling a compiled copy of
    ``card_order.py``'s functions (``engine.review.small_order_compiled``; its ``CardOrder``
    stays the one the game's positions give), with the SHA-256 of the two
    sources that ``engine/review/small_build.py`` checks at import. Copied into the tree
    ``_copy_sources`` made; nothing (a warning) when mypyc cannot compile them."""
    small, order = ((ENGINE / name).read_bytes() for name in SMALL_SOURCES)
    names = (b"kept_cards, nth_card, pattern_cards, pattern_mask, plays_alike, quick_faces, "
             b"trick_stays")
    calls = b"from ..card_order import (\n    CardOrder,\n" + b"".join(
        b"    " + name + b",\n" for name in names.split(b", ")) + b")\n"
    cards = b"from .cards import "
    if small.count(calls) != 1 or order.count(cards) != 1:
        _warn_small("its sources import otherwise than setup.py expects")
        return []
    digest = hashlib.sha256(small + order).hexdigest()
    review = WORK / "engine" / "review"
    compiled, order_copy = review / "small_compiled.py", review / "small_order_compiled.py"
    compiled.write_bytes(small.replace(calls, b"from ..card_order import CardOrder\nfrom "
                                       b".small_order_compiled import " + names + b"\n")
                         + f'\n\nSOURCE_SHA256 = "{digest}"\n'.encode())
    order_copy.write_bytes(order.replace(cards, b"from ..cards import "))
    try:
        built: list[Extension] = mypycify([str(compiled), str(order_copy)], opt_level="3",
                                          group_name="engine.review.small_compiled")
    except (Exception, SystemExit) as problem:  # mypyc exits on a type error
        _warn_small(f"mypyc could not compile it ({problem})")
        return []
    return built


SMALL_CORE_SOURCE = Path("engine") / "review" / "small_core.c"


def _small_native_extension() -> list[Extension]:
    """The review's small search's native core (issue 37), as the solver's, mirroring
    ``SMALL_SOURCES`` (as ``engine.review.small_build`` hashes them)."""
    return _core_extension("engine.review.small_core", SMALL_CORE_SOURCE, SMALL_SOURCES)


def _warn_small(message: str, instead: str = "it runs in pure Python") -> None:
    print(f"goninkan: the review's small search: {message}; {instead}", file=sys.stderr)


BUILDS = frozenset({"build", "build_ext", "bdist_wheel", "editable_wheel", "develop", "install"})
"""The commands that build extensions: only these run mypyc (pip also runs this file to ask
for the metadata, which needs no compile)."""


def _extensions() -> list[Extension]:
    if os.environ.get("GONINKAN_NO_COMPILE") or not BUILDS & set(sys.argv[1:]):
        return []
    return [*_native_extension(), *_small_native_extension(), *_mypyc_extensions()]


def _mypyc_extensions() -> list[Extension]:
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
    return extensions + _small_search(mypycify)


class OptionalBuildExt(build_ext):
    """``build_ext`` that warns instead of failing: the native and compiled solvers are
    optional."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as problem:  # no C compiler, or it failed
            _warn(f"the solver was not compiled ({problem})")

    def build_extension(self, ext: Any) -> None:
        try:
            super().build_extension(ext)
        except Exception as problem:
            if ext.name == "engine.review.small_core":
                _warn_small(f"its native core was not built ({problem})",
                            "the compiled (mypyc) or pure-Python search runs")
            elif ext.name == "engine.solver_core":
                _warn(f"the solver's native core was not built ({problem})",
                      "the compiled (mypyc) or pure-Python solver")
            else:
                _warn(f"the solver was not compiled ({problem})")


setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalBuildExt})
