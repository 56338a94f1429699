"""The game's log file: its warnings and errors, kept where a player can find and send them.

``goninkan.log`` in the data folder (``paths.data_dir()``, beside the saved games). What
the game logs at WARNING or above goes there as well as to stderr once ``start()`` has run
(the ``goninkan`` command calls it; tests and tools that never call it log as before). A
CPU player that fails writes its traceback there together with the match's record
(``play/controller.py``), so the player can send both. The file stays small: past
``MAX_BYTES`` it moves to ``goninkan.log.1`` and a new one begins.

A folder that cannot be written to leaves the game logging to stderr only: the log file is
a help, never a reason not to play.
"""

from __future__ import annotations

import logging
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path

from goninkan_desktop.platform.paths import data_dir

LOG_NAME = "goninkan.log"
MAX_BYTES = 1_000_000
"""The size past which the log moves to ``goninkan.log.1`` (one old file is kept)."""

FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

log = logging.getLogger(__name__)


def log_path() -> Path:
    """Where the game's log file is (it may not exist yet)."""
    return data_dir() / LOG_NAME


_started: list[logging.Handler] = []
"""The handlers ``start`` added (empty until it runs)."""


def start(level: int = logging.WARNING) -> Path | None:
    """Send the game's log records at ``level`` and above to stderr and to the log file.

    Returns the log file's path, or None when it cannot be opened (stderr only then).
    Calling it again changes nothing.
    """
    if not _started:
        _started.extend(_handlers(level))
        root = logging.getLogger()
        for handler in _started:
            root.addHandler(handler)
        if root.level == logging.NOTSET or root.level > level:
            root.setLevel(level)
    files = [h for h in _started if isinstance(h, logging.FileHandler)]
    return Path(files[0].baseFilename) if files else None


def _handlers(level: int) -> list[logging.Handler]:
    """stderr's handler, and the log file's when its folder can be written to."""
    handlers: list[logging.Handler] = [logging.StreamHandler(sys.stderr)]
    path = log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # delay: the file is made by the first record, not by every start
        handlers.append(RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=1,
                                            encoding="utf-8", delay=True))
    except OSError as error:
        log.warning("the log file %s cannot be written (%s): logging to stderr only",
                    path, error)
    formatter = logging.Formatter(FORMAT)
    for handler in handlers:
        handler.setLevel(level)
        handler.setFormatter(formatter)
    return handlers


def stop() -> None:
    """Remove and close what ``start`` added (for tests, and before the process ends)."""
    root = logging.getLogger()
    for handler in _started:
        root.removeHandler(handler)
        handler.close()
    _started.clear()
