"""ruff and mypy run as part of the tests; the engine never imports pygame."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True,
                          text=True, check=False)


def test_ruff_is_clean() -> None:
    done = run("ruff", "check", "engine", "goninkan_desktop", "tests", "benchmarks",
               "build_spec")
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_strict_is_clean() -> None:
    done = run("mypy")
    assert done.returncode == 0, done.stdout + done.stderr


def test_engine_never_imports_pygame() -> None:
    code = ("import sys, pkgutil, importlib, engine\n"
            "for m in pkgutil.walk_packages(engine.__path__, 'engine.'):\n"
            "    if not m.name.endswith('__main__'): importlib.import_module(m.name)\n"
            "print(any(name.split('.')[0] == 'pygame' for name in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    assert done.stdout.strip() == "False"
    for path in (ROOT / "engine").rglob("*.py"):
        assert "pygame" not in path.read_text(encoding="utf-8"), path
