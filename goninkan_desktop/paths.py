"""Where the game keeps its files: the user's data and config folders, and bundled assets.

The user folders come from platformdirs (app name "Goninkan"): on Linux
``$XDG_DATA_HOME/Goninkan`` and ``$XDG_CONFIG_HOME/Goninkan`` (by default
``~/.local/share/Goninkan`` and ``~/.config/Goninkan``), on Windows
``%LOCALAPPDATA%\\Goninkan``, on macOS ``~/Library/Application Support/Goninkan``.
They are looked up on every call, so tests can point the XDG variables at
temporary folders. Nothing here creates a folder: writers do (``storage``).

Bundled assets live in ``goninkan_desktop/assets/`` (fonts, sounds, each with
its licence). From source and from a pip install they sit beside this module;
in a PyInstaller one-file bundle they are unpacked under ``sys._MEIPASS`` at
the same relative place, ``goninkan_desktop/assets``.
"""

from __future__ import annotations

import sys
from pathlib import Path, PurePosixPath

import platformdirs

APP_NAME = "Goninkan"
ASSETS_PACKAGE_DIR = PurePosixPath("goninkan_desktop", "assets")
"""Where the assets are, relative to the package root (and to ``sys._MEIPASS``)."""


def data_dir() -> Path:
    """The folder for saved games (autosave, finished games)."""
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def config_dir() -> Path:
    """The folder for the settings file."""
    return platformdirs.user_config_path(APP_NAME, appauthor=False)


def assets_dir() -> Path:
    """The folder of bundled assets, from source, a pip install or a PyInstaller bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    if isinstance(bundle, str):
        return Path(bundle).joinpath(*ASSETS_PACKAGE_DIR.parts)
    return Path(__file__).resolve().parent / "assets"


def asset_path(relative: str) -> Path:
    """A bundled asset by its path below ``assets/``, written with ``/``: ``"fonts/x.ttf"``.

    Raises ``ValueError`` for a path that is absolute or climbs out of the
    assets folder; the file itself need not exist.
    """
    parts = PurePosixPath(relative).parts
    if not parts or PurePosixPath(relative).is_absolute() or ".." in parts:
        raise ValueError(f"not a path inside assets/: {relative!r}")
    return assets_dir().joinpath(*parts)
