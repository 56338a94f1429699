"""The game's version: written once, in pyproject.toml."""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path


def version() -> str:
    """The installed version; from a source checkout that is not installed, pyproject.toml's."""
    try:
        return metadata.version("goninkan")
    except metadata.PackageNotFoundError:
        pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
        return str(tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"])
