"""Build the one-file game for this machine into ``dist/``, then smoke-test it.

``python build_spec/build.py`` checks that the install built the open-hand
solver's native core and compiled build and the review's small search's (``setup.py``), runs
PyInstaller on ``goninkan.spec``, starts the result headless with ``--self-test`` (one deal,
five CPU players, the real scenes; it fails without any of them) and checks its size.
``--package DIR`` also copies the release file there under its platform name (macOS: the app
bundle, zipped).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
MAX_MEGABYTES = 40


def version() -> str:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return str(pyproject["project"]["version"])


def executable() -> Path:
    """The built program: the file itself, or the binary inside the macOS app."""
    name = f"goninkan-{version()}"
    if sys.platform == "darwin":
        return DIST / "Goninkan.app" / "Contents" / "MacOS" / name
    return DIST / (name + ".exe" if sys.platform == "win32" else name)


def release_file() -> Path:
    """What a player downloads: the one file, or the app bundle on macOS."""
    return DIST / "Goninkan.app" if sys.platform == "darwin" else executable()


def size_megabytes(path: Path) -> float:
    files = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files) / 1_000_000


def check_solver_builds() -> None:
    """The build carries the native and the compiled solver, and the review's small search's
    native core and compiled build: the install (``setup.py``) must have made them all from
    today's sources."""
    from engine import solver
    from engine.review import small_build

    missing = "; ".join(m for m in (solver.missing_builds(), small_build.missing_builds()) if m)
    if missing:
        raise SystemExit(f"the solver's builds do not run: {missing}")


def build() -> None:
    check_solver_builds()
    subprocess.run([sys.executable, "-m", "PyInstaller", str(ROOT / "build_spec" / "goninkan.spec"),
                    "--noconfirm", "--clean", "--distpath", str(DIST),
                    "--workpath", str(ROOT / "build")], cwd=ROOT, check=True)


def self_test() -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    subprocess.run([str(executable()), "--self-test"], env=env, check=True, timeout=600)


def package(out: Path) -> Path:
    out.mkdir(parents=True, exist_ok=True)
    system = {"darwin": "macos", "win32": "windows"}.get(sys.platform, "linux")
    stem = f"goninkan-{version()}-{system}-{platform.machine().lower()}"
    if sys.platform == "darwin":
        target = out / f"{stem}.zip"
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(release_file()), str(target)],
                       check=True)
    else:
        target = out / (stem + (".exe" if sys.platform == "win32" else ""))
        shutil.copy2(release_file(), target)
    return target


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--no-build", action="store_true", help="test what dist/ holds")
    parser.add_argument("--package", type=Path, metavar="DIR", help="copy the release file here")
    args = parser.parse_args()
    if not args.no_build:
        build()
    self_test()
    size = size_megabytes(release_file())
    print(f"built {release_file()} ({size:.1f} MB); self-test passed")
    if size > MAX_MEGABYTES:
        print(f"too large: {size:.1f} MB > {MAX_MEGABYTES} MB", file=sys.stderr)
        return 1
    if args.package:
        print(f"release file: {package(args.package)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
