"""Which lessons the player has finished, kept between runs in ``tutorial_progress.json``.

The file lives in the user data folder (``paths.data_dir()``) and holds
``{"format": "goninkan-tutorial-progress", "version": 1, "finished": ["cards", …]}``.
Writes are atomic (``storage.atomic_write_text``). A file that cannot be read
is set aside under a timestamped name, like a bad settings file, and the
progress starts empty: the tutorial never fails to open because of it.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable
from datetime import datetime
from pathlib import Path

from goninkan_desktop.platform import paths, storage

from .lessons import LESSON_IDS

log = logging.getLogger(__name__)

FILE_NAME = "tutorial_progress.json"
FORMAT = "goninkan-tutorial-progress"
VERSION = 1


def progress_path() -> Path:
    """Where the progress file is."""
    return paths.data_dir() / FILE_NAME


class Progress:
    """The finished lessons; ``mark`` saves at once (a failed write is logged, not raised)."""

    def __init__(self, finished: Iterable[str] = (), path: Path | None = None) -> None:
        self.path = path
        self._finished = {lesson_id for lesson_id in finished if lesson_id in LESSON_IDS}

    @classmethod
    def load(cls, path: Path | None = None,
             now: Callable[[], datetime] = datetime.now) -> Progress:
        """The saved progress, or none (a broken file is set aside, never an exception)."""
        path = progress_path() if path is None else path
        storage.remove_stale_temps(path)
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            return cls(path=path)
        except OSError as error:
            log.warning("cannot read %s: %s", path, error)
            return cls(path=path)
        finished = _finished_in(data)
        if finished is None:
            _set_aside(path, now())
            return cls(path=path)
        return cls(finished, path)

    def done(self, lesson_id: str) -> bool:
        """Whether the lesson has been finished (or skipped)."""
        return lesson_id in self._finished

    @property
    def count(self) -> int:
        """How many lessons are finished."""
        return len(self._finished)

    def first_unfinished(self) -> str | None:
        """The first lesson not yet finished, in the tutorial's order."""
        return next((lesson_id for lesson_id in LESSON_IDS if lesson_id not in self._finished),
                    None)

    def mark(self, lesson_id: str) -> None:
        """Record a finished lesson and save."""
        if lesson_id in LESSON_IDS and lesson_id not in self._finished:
            self._finished.add(lesson_id)
            self.save()

    def save(self) -> bool:
        """Write the file atomically; ``False`` (logged) if the disk refused."""
        path = progress_path() if self.path is None else self.path
        finished = [lesson_id for lesson_id in LESSON_IDS if lesson_id in self._finished]
        text = json.dumps({"format": FORMAT, "version": VERSION, "finished": finished},
                          indent=1) + "\n"
        try:
            storage.atomic_write_text(path, text)
        except OSError as error:
            log.warning("cannot save tutorial progress to %s: %s", path, error)
            return False
        return True


def _finished_in(data: bytes) -> list[str] | None:
    """The finished ids in a progress file's bytes, or ``None`` if the file is unusable."""
    try:
        obj = json.loads(data)
    except (ValueError, RecursionError):
        return None
    if not isinstance(obj, dict) or obj.get("format") != FORMAT:
        return None
    version = obj.get("version")
    finished = obj.get("finished")
    if type(version) is not int or version < 1 or not isinstance(finished, list):
        return None
    return [item for item in finished if isinstance(item, str)]


def _set_aside(path: Path, now: datetime) -> None:
    log.warning("tutorial progress %s is unreadable: setting it aside", path)
    try:
        storage.set_aside(path, now)
    except OSError as error:
        log.warning("cannot set %s aside: %s", path, error)


__all__ = ["FILE_NAME", "Progress", "progress_path"]
