"""Where the game keeps its files: the user's data and config folders, and bundled assets.

The user folders come from platformdirs (app name "Goninkan"): on Linux
``$XDG_DATA_HOME/Goninkan`` and ``$XDG_CONFIG_HOME/Goninkan`` (by default
``~/.local/share/Goninkan`` and ``~/.config/Goninkan``), on Windows
``%LOCALAPPDATA%\\Goninkan``, on macOS ``~/Library/Application Support/Goninkan``.
They are looked up on every call, so tests can point the XDG variables at
temporary folders. Nothing here creates a folder: writers do (``storage``).

Bundled assets (fonts, sounds, the icon, each with its licence) live in the
repository's top-level ``assets/`` folder, beside ``goninkan_desktop/``. A
source checkout and an editable install read them there; a wheel installs the
folder as package data, ``goninkan_desktop/assets`` (``pyproject.toml`` maps
it with ``package-dir``); the PyInstaller one-file build unpacks it to
``assets`` under ``sys._MEIPASS`` (``build_spec/goninkan.spec``).
"""

from __future__ import annotations

import sys
from pathlib import Path, PurePosixPath

import platformdirs

APP_NAME = "Goninkan"
ASSETS = "assets"
"""The assets folder's name: at the repository's top, inside an installed package, and
under ``sys._MEIPASS`` in a one-file build."""


def data_dir() -> Path:
    """The folder for saved games (autosave, finished games)."""
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def config_dir() -> Path:
    """The folder for the settings file."""
    return platformdirs.user_config_path(APP_NAME, appauthor=False)


def assets_dir() -> Path:
    """The folder of bundled assets: a one-file build's, an installed wheel's, or else the
    checkout's (a source checkout or an editable install)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if isinstance(bundle, str):
        return Path(bundle) / ASSETS
    package = Path(__file__).resolve().parents[1]
    installed = package / ASSETS
    return installed if installed.is_dir() else package.parent / ASSETS


def asset_path(relative: str) -> Path:
    """A bundled asset by its path below ``assets/``, written with ``/``: ``"fonts/x.ttf"``.

    Raises ``ValueError`` for a path that is absolute or climbs out of the
    assets folder; the file itself need not exist.
    """
    parts = PurePosixPath(relative).parts
    if not parts or PurePosixPath(relative).is_absolute() or ".." in parts:
        raise ValueError(f"not a path inside assets/: {relative!r}")
    return assets_dir().joinpath(*parts)
