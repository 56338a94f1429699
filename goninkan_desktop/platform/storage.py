"""Crash-safe files: atomic writes, and setting a bad file aside without losing anything.

A file written with ``atomic_write_text`` is, at any instant, either the old
whole file or the new whole file, even if the process is killed or the power
fails mid-write: the text goes to a temporary file in the same folder, is
flushed to disk, and replaces the target with ``os.replace``.

``set_aside`` renames a file that could not be read to a timestamped name
beside it, never overwriting anything, so the player (or a bug report) keeps it.
"""

from __future__ import annotations

import contextlib
import logging
import os
import time
from datetime import datetime
from pathlib import Path

log = logging.getLogger(__name__)

TEMP_SUFFIX = ".tmp"
REPLACE_TRIES = 5
"""On Windows a virus scanner or indexer may hold the target open for a moment: retry."""
STALE_TEMP_SECONDS = 60.0
"""A temporary file older than this belongs to a writer that was killed."""


def stamp(now: datetime) -> str:
    """``YYYYmmdd-HHMMSS`` for file names."""
    return now.strftime("%Y%m%d-%H%M%S")


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically and durably; ``OSError`` on failure.

    The folder is created if needed. On failure the old file is left as it was.
    One writer per file per process (the temporary file is named by process id).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(f".{path.name}.{os.getpid()}{TEMP_SUFFIX}")
    try:
        with open(temp, "w", encoding="utf-8", newline="\n") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        _replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    _fsync_folder(path.parent)


def _replace(source: Path, target: Path) -> None:
    """``os.replace``, retried briefly where Windows reports the target as in use."""
    for attempt in range(REPLACE_TRIES):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if os.name != "nt" or attempt == REPLACE_TRIES - 1:
                raise
            time.sleep(0.02 * (attempt + 1))


def _fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX); a no-op where folders cannot be opened."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temps(path: Path, older_than: float = STALE_TEMP_SECONDS) -> None:
    """Delete the temporary files of writers of ``path`` that were killed mid-write."""
    cutoff = time.time() - older_than
    for temp in path.parent.glob(f".{path.name}.*{TEMP_SUFFIX}"):
        with contextlib.suppress(OSError):
            if temp.stat().st_mtime < cutoff:
                temp.unlink()


def free_name(folder: Path, stem: str, suffix: str = "") -> Path:
    """``folder/stem+suffix``, or ``stem-2+suffix``, ``stem-3+suffix``… whichever is free."""
    candidate = folder / f"{stem}{suffix}"
    number = 2
    while candidate.exists():
        candidate = folder / f"{stem}-{number}{suffix}"
        number += 1
    return candidate


def set_aside(path: Path, now: datetime) -> Path:
    """Rename ``path`` to ``<name>.broken-YYYYmmdd-HHMMSS`` beside it; return the new path.

    Never overwrites an existing file (a free name gets ``-2``, ``-3``…).
    Raises ``OSError`` if the file cannot be renamed.
    """
    while True:
        target = free_name(path.parent, f"{path.name}.broken-{stamp(now)}")
        if _rename_no_clobber(path, target):
            return target


def move_no_clobber(path: Path, folder: Path, stem: str, suffix: str) -> Path:
    """Move ``path`` into ``folder`` as ``stem+suffix`` (or the next free name); return it."""
    folder.mkdir(parents=True, exist_ok=True)
    while True:
        target = free_name(folder, stem, suffix)
        if _rename_no_clobber(path, target):
            return target


def _rename_no_clobber(source: Path, target: Path) -> bool:
    """Rename unless ``target`` exists (then ``False``); ``OSError`` for other failures.

    A hard link fails if the target exists, which makes the check atomic; where
    links are not supported, a plain rename after the check (on Windows a
    rename never replaces a file either).
    """
    try:
        os.link(source, target)
    except FileExistsError:
        return False
    except OSError:
        if target.exists():
            return False
        os.rename(source, target)
        return True
    os.unlink(source)
    return True
