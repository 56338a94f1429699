"""The wheel's contents: every package, and the top-level assets/ folder as package data.

Building a real wheel needs the network (an isolated build fetches setuptools)
and some 20 s, so this checks the setuptools configuration that decides what
goes in, against the tree itself; the build command (``build_spec/build.py``)
and a manual wheel build check the rest.
"""

from __future__ import annotations

import fnmatch
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SETUPTOOLS = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"][
    "setuptools"]


def test_every_package_is_listed_and_assets_is_one_of_them() -> None:
    found = {".".join(init.parent.relative_to(ROOT).parts)
             for top in ("engine", "goninkan_desktop")
             for init in (ROOT / top).rglob("__init__.py")}
    listed = set(SETUPTOOLS["packages"])
    assert listed == found | {"goninkan_desktop.assets"}, (
        f"pyproject.toml [tool.setuptools] packages: add {sorted(found - listed)}, "
        f"drop {sorted(listed - found - {'goninkan_desktop.assets'})}")
    assert SETUPTOOLS["package-dir"] == {"goninkan_desktop.assets": "assets"}


def test_package_data_takes_every_asset_file() -> None:
    patterns = SETUPTOOLS["package-data"]["goninkan_desktop.assets"]
    files = [p.relative_to(ROOT / "assets").as_posix()
             for p in (ROOT / "assets").rglob("*") if p.is_file()]
    assert len(files) >= 19
    missing = [f for f in files if not any(fnmatch.fnmatch(f, pattern) and
                                           f.count("/") == pattern.count("/")
                                           for pattern in patterns)]
    assert not missing
    for folder in ("fonts", "sounds", "icon"):  # each with its licence and a word on it
        names = {p.name for p in (ROOT / "assets" / folder).iterdir()}
        assert "README.md" in names and ({"OFL.txt", "CC0-1.0.txt"} & names)


def test_the_one_file_build_bundles_the_same_folder() -> None:
    spec = (ROOT / "build_spec" / "goninkan.spec").read_text(encoding="utf-8")
    assert '(str(ROOT / "assets"), "assets")' in spec
