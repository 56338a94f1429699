"""Folders the player finds: where an exported file goes, and showing a folder in the system's
file manager.

An export goes to the player's Documents folder, else their Downloads folder,
else their home folder (as platformdirs names them on each system), and only
when none of these exists to the game's own data folder: never to a hidden
folder while a visible one is there.
"""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

import platformdirs

from goninkan_desktop.platform import paths

log = logging.getLogger(__name__)


def export_folder() -> Path:
    """Where an exported file goes: Documents, else Downloads, else home, else the data
    folder (the first that exists)."""
    for folder in (platformdirs.user_documents_path, platformdirs.user_downloads_path,
                   Path.home):
        try:
            found = folder()
        except (OSError, RuntimeError):  # no home folder known
            continue
        if found.is_dir():
            return found
    return paths.data_dir()


def open_folder(folder: Path) -> bool:
    """Show ``folder`` in the system's file manager; False if it could not be asked to."""
    try:
        if sys.platform.startswith("win"):
            os.startfile(folder)  # type: ignore[attr-defined]
        else:
            opener = "open" if sys.platform == "darwin" else "xdg-open"
            subprocess.Popen([opener, str(folder)], stdin=subprocess.DEVNULL,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                             start_new_session=True)
    except OSError as error:
        log.warning("cannot open the folder %s: %s", folder, error)
        return False
    return True
