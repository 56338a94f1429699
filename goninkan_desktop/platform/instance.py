"""One copy of the game at a time: two copies would share one autosave, and the last writer wins.

The first copy holds an operating-system lock on ``goninkan.lock`` in the data
folder (``flock`` on Linux and macOS, ``msvcrt.locking`` on Windows) for as
long as it runs. The lock belongs to the process: when the game closes,
crashes or is killed, the system lets it go, so it never stays stuck. The
file itself stays (it holds the process id, for whoever wonders); only the
lock on it counts.

A second copy finds the lock taken and tells the player the game is already
open, instead of playing on the same autosave.

A process forked from the game (the worker pools of the statistics' review,
the deal of the day's duplicate and the strong player use the ``fork`` start
method on Linux) would share the locked open file, and with it the lock: the
lock would outlive the game for as long as a worker took to stop (forever, for
a worker orphaned by a crash), and the next start — ``--review FILE`` of a
record, say — would be told the game is already open. So a forked child
drops its copy of the lock file at once (``os.register_at_fork``).
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from pathlib import Path
from typing import IO

from goninkan_desktop.platform import paths

log = logging.getLogger(__name__)

LOCK_NAME = "goninkan.lock"


class InstanceLock:
    """The lock of the running copy, in ``folder`` (default: the data folder)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.path = (paths.data_dir() if folder is None else folder) / LOCK_NAME
        self._file: IO[str] | None = None

    @property
    def held(self) -> bool:
        """Whether this process holds the lock."""
        return self._file is not None

    def acquire(self) -> bool:
        """Take the lock: False if another copy holds it.

        If the lock file cannot be made at all (a read-only folder, say), the
        game plays on without it: True, and the reason is logged.
        """
        if self._file is not None:
            return True
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            handle = open(self.path, "a+", encoding="utf-8")  # noqa: SIM115 (held while running)
        except OSError as error:
            log.warning("cannot make the lock file %s: %s", self.path, error)
            return True
        if not _lock(handle):
            handle.close()
            return False
        handle.seek(0)
        handle.truncate()
        handle.write(f"{os.getpid()}\n")
        handle.flush()
        self._file = handle
        _HELD.append(handle)
        return True

    def release(self) -> None:
        """Let the lock go (the system does it anyway when the process ends)."""
        handle, self._file = self._file, None
        if handle is not None:
            if handle in _HELD:
                _HELD.remove(handle)
            _unlock(handle)
            handle.close()


_HELD: list[IO[str]] = []
"""The lock files this process holds."""


def _drop_in_child() -> None:
    """In a forked child: point its copies of the held lock files at ``/dev/null``.

    Never unlock there: the lock belongs to the open file the parent shares, so unlocking
    would free the parent's lock. Replacing the child's descriptor (``dup2``) lets the lock go
    with the parent alone, and leaves the child's file object a harmless one to close."""
    if not _HELD:
        return
    quiet = os.open(os.devnull, os.O_RDONLY)
    try:
        for handle in _HELD:
            with contextlib.suppress(OSError, ValueError):
                os.dup2(quiet, handle.fileno(), inheritable=False)
    finally:
        os.close(quiet)
    _HELD.clear()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_drop_in_child)


if sys.platform == "win32":
    import msvcrt

    def _lock(handle: IO[str]) -> bool:
        handle.seek(0)
        try:
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(handle: IO[str]) -> None:
        handle.seek(0)
        with contextlib.suppress(OSError):
            msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(handle: IO[str]) -> bool:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def _unlock(handle: IO[str]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
