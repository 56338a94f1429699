"""The autosave: the match in progress as a game record, rewritten after every action.

The record (``docs/record-format.md``) is the whole save: ``autosave.gnk.json`` in the data
folder (``paths.data_dir()``), written atomically, so closing the window or
killing the process at any moment leaves either the previous or the new
record, whole. Finished matches are archived as ``games/YYYYmmdd-HHMMSS.gnk.json``.

A save that cannot be continued (corrupt, from a newer version, or with an
action the rules forbid) is set aside under a timestamped name beside it,
never overwritten and never deleted, and the result carries a message key
(``i18n/strings/app.py``) for the UI. Nothing here raises for a bad file.

The game (``session.py`` and ``shell.py``) uses::

    autosave = Autosave()
    result = autosave.load()          # at start: offer to continue if result.can_continue
    autosave.write(record_text)       # after every action, the record the table keeps
    autosave.archive(record_text)     # instead, once the match is finished
    autosave.keep_aside()             # the player chose a new game: the unfinished one to History
    autosave.clear()                  # or, with nothing worth keeping, removed
    autosave.keep_unfinished()        # before a command-line match takes the autosave's place
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from enum import Enum
from pathlib import Path
from typing import Any

from engine import record
from engine.errors import IllegalAction, RecordError
from engine.match import Match
from goninkan_desktop.platform import paths, storage

log = logging.getLogger(__name__)

AUTOSAVE_NAME = "autosave.gnk.json"
GAMES_FOLDER = "games"
DAILY_FOLDER = "daily"
"""The archive of the deals of the day (records with a top-level ``daily`` key)."""
UNFINISHED_FOLDER = "unfinished"
"""Unfinished matches a command-line match replaced (``Autosave.keep_unfinished``)."""
RECORD_SUFFIX = ".gnk.json"
PAUSED_NAME = "paused.gnk.json"
"""The match in progress set aside while the player plays the deal of the day
(``Autosave.pause``); it comes back into the autosave after it (``Autosave.unpause``)."""


class LoadStatus(Enum):
    """What ``Autosave.load`` found."""

    NONE = "none"
    """No autosave: start a new game."""
    OK = "ok"
    """A match in progress: offer to continue it."""
    FINISHED = "finished"
    """The autosave held a finished match; it was archived, nothing to continue."""
    CORRUPT = "corrupt"
    """Not a game record (empty, truncated, not JSON, wrong shape): set aside."""
    FUTURE = "future"
    """A record of a newer version than this game reads: set aside."""
    ILLEGAL = "illegal"
    """A well-formed record with an action the rules forbid: set aside."""
    UNREADABLE = "unreadable"
    """The file could not be opened (permissions, disk error)."""


_MESSAGES = {
    LoadStatus.CORRUPT: "app.save.corrupt",
    LoadStatus.FUTURE: "app.save.future",
    LoadStatus.ILLEGAL: "app.save.illegal",
    LoadStatus.UNREADABLE: "app.save.unreadable",
}


@dataclass(frozen=True, eq=False)
class LoadResult:
    """The outcome of ``Autosave.load``.

    ``match`` is set for ``OK`` and ``FINISHED``; ``path`` is where a bad file
    was set aside, or where a finished match was archived; ``detail`` says what
    was wrong, for the log and bug reports (English, not for the player).
    """

    status: LoadStatus
    match: Match | None = None
    path: Path | None = None
    detail: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
    """The record's own top-level keys (CPU level, hints, take-backs), to keep on saving."""

    @property
    def can_continue(self) -> bool:
        """Whether to offer "continue": a match in progress was loaded."""
        return self.status is LoadStatus.OK and self.match is not None

    @property
    def message(self) -> str | None:
        """The string key of the message to show the player, or ``None``."""
        return _MESSAGES.get(self.status)

    def message_params(self) -> dict[str, str]:
        """The parameters of ``message``, for ``i18n.t(message, **params)``."""
        return {"file": self.path.name if self.path else AUTOSAVE_NAME,
                "folder": str(self.path.parent if self.path else paths.data_dir())}


class Autosave:
    """The autosave file and the archive of finished games, in ``folder``.

    ``folder`` defaults to ``paths.data_dir()``, looked up at each use;
    ``now`` gives the time for archive and set-aside names.
    """

    def __init__(self, folder: Path | None = None,
                 now: Callable[[], datetime] = datetime.now) -> None:
        self._folder = folder
        self._now = now

    @property
    def folder(self) -> Path:
        """The data folder."""
        return paths.data_dir() if self._folder is None else self._folder

    @property
    def path(self) -> Path:
        """The autosave file."""
        return self.folder / AUTOSAVE_NAME

    @property
    def games_folder(self) -> Path:
        """The archive of finished matches."""
        return self.folder / GAMES_FOLDER

    def write(self, record_text: str) -> bool:
        """Replace the autosave with ``record_text`` atomically; ``False`` (logged) on failure."""
        try:
            storage.atomic_write_text(self.path, record_text)
        except OSError as error:
            log.warning("cannot write the autosave %s: %s", self.path, error)
            return False
        return True

    def archive(self, record_text: str) -> Path | None:
        """Keep a finished match in ``games/`` in place of the autosave; the file, or ``None``.

        The finished record replaces the autosave (atomically), which is then
        moved into the archive: a kill at any moment leaves the match either in
        the autosave, where the next ``load`` archives it, or archived (both, if
        killed mid-move: ``load`` then sees the archived copy and removes the autosave).
        """
        try:
            storage.atomic_write_text(self.path, record_text)
            return storage.move_no_clobber(self.path, self.archive_folder(record_text),
                                           storage.stamp(self._now()), RECORD_SUFFIX)
        except OSError as error:
            log.warning("cannot archive the finished match: %s", error)
            return None

    def keep_aside(self) -> Path:
        """Move the unfinished match in the autosave into ``games/`` (the player starts a new
        one over it): History lists it as not finished, and the statistics count its deals
        played, not the match (docs/statistics.md). Where it went; ``OSError`` if it could not
        be moved, and then the autosave must not be replaced."""
        data = self.path.read_bytes()
        return storage.move_no_clobber(self.path, self.archive_folder(data),
                                       storage.stamp(self._now()), RECORD_SUFFIX)

    @property
    def unfinished_folder(self) -> Path:
        """Where an unfinished match goes when a command-line match takes the autosave."""
        return self.folder / UNFINISHED_FOLDER

    def keep_unfinished(self) -> Path | None:
        """Move the autosave, if any, to ``unfinished/`` before something replaces it.

        Returns where it went (None: there was no autosave); ``OSError`` if it
        could not be moved, and then the autosave must not be replaced.
        """
        if not self.path.exists():
            return None
        return storage.move_no_clobber(self.path, self.unfinished_folder,
                                       storage.stamp(self._now()), RECORD_SUFFIX)

    @property
    def paused_path(self) -> Path:
        """The match set aside for the deal of the day."""
        return self.folder / PAUSED_NAME

    @property
    def has_paused(self) -> bool:
        """Whether a match waits for the deal of the day to end."""
        return self.paused_path.exists()

    def pause(self) -> None:
        """Set the autosaved match aside for the deal of the day (``OSError`` if it could not
        be; then nothing moved). One match waits at a time: one already waiting is kept in
        ``unfinished/`` first."""
        if self.has_paused:
            storage.move_no_clobber(self.paused_path, self.unfinished_folder,
                                    storage.stamp(self._now()), RECORD_SUFFIX)
        os.replace(self.path, self.paused_path)

    def unpause(self) -> bool:
        """Put the match set aside back into the autosave, unless another unfinished match is
        there (then it keeps waiting); whether it came back."""
        if not self.has_paused or self.load().can_continue:
            return False
        try:
            os.replace(self.paused_path, self.path)
        except OSError as error:
            log.warning("cannot bring the paused match back: %s", error)
            return False
        return True

    def paused(self) -> LoadResult:
        """The match set aside for the deal of the day, read without changing anything: a
        match to continue (``OK``), or ``NONE`` (no file, or one that cannot be continued)."""
        try:
            data = self.paused_path.read_bytes()
        except OSError:
            return LoadResult(LoadStatus.NONE)
        _status, match, _detail, extra = _read_match(data)
        if match is None or match.finished:
            return LoadResult(LoadStatus.NONE)
        return LoadResult(LoadStatus.OK, match, extra=extra)

    def swap_paused(self) -> bool:
        """The match set aside becomes the autosave and the autosave is set aside in its place
        (the player continues the other one); whether they changed places."""
        if not (self.has_paused and self.path.exists()):
            return False
        swapping = self.folder / f"{PAUSED_NAME}.swap"
        try:
            os.replace(self.path, swapping)
            os.replace(self.paused_path, self.path)
            os.replace(swapping, self.paused_path)
        except OSError as error:
            log.warning("cannot swap the paused match: %s", error)
            if swapping.exists() and not self.path.exists():
                os.replace(swapping, self.path)
            return False
        return True

    def clear(self) -> None:
        """Remove the autosave (the player starts a new game); a missing file is fine."""
        try:
            self.path.unlink(missing_ok=True)
        except OSError as error:
            log.warning("cannot remove the autosave %s: %s", self.path, error)

    def load(self) -> LoadResult:
        """Read the autosave: a match to continue, or why not (never raises)."""
        storage.remove_stale_temps(self.path)
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return LoadResult(LoadStatus.NONE)
        except OSError as error:
            return self._set_aside(LoadStatus.UNREADABLE, f"cannot read: {error}")
        status, match, detail, extra = _read_match(data)
        if match is None:
            return self._set_aside(status, detail)
        if match.finished:
            return self._archive_finished(match, data)
        return LoadResult(LoadStatus.OK, match, extra=extra)

    def _set_aside(self, status: LoadStatus, detail: str) -> LoadResult:
        log.warning("autosave %s: %s", self.path, detail)
        try:
            moved = storage.set_aside(self.path, self._now())
        except OSError as error:
            log.warning("cannot set the autosave aside: %s", error)
            return LoadResult(status, detail=f"{detail}; not set aside: {error}")
        return LoadResult(status, path=moved, detail=detail)

    def _archive_finished(self, match: Match, data: bytes) -> LoadResult:
        """Move a finished autosave into the archive, unless it is there already.

        ``archive`` writes the archive before it removes the autosave: a game
        killed in between leaves both, and the copy in the archive is kept.
        """
        extra = record.extra_keys(data)
        try:
            archived = self._archived_copy(data)
            if archived is not None:
                self.clear()
                return LoadResult(LoadStatus.FINISHED, match, archived, extra=extra)
            moved = storage.move_no_clobber(self.path, self.archive_folder(data),
                                            storage.stamp(self._now()), RECORD_SUFFIX)
        except OSError as error:
            log.warning("cannot archive the finished autosave: %s", error)
            return LoadResult(LoadStatus.FINISHED, match, detail=str(error), extra=extra)
        return LoadResult(LoadStatus.FINISHED, match, moved, extra=extra)

    def _archived_copy(self, data: bytes) -> Path | None:
        """The archived record with exactly these bytes, if any (newest first)."""
        for path in sorted(self.archive_folder(data).glob(f"*{RECORD_SUFFIX}"), reverse=True):
            if path.stat().st_size == len(data) and path.read_bytes() == data:
                return path
        return None

    def archive_folder(self, record_text: str | bytes) -> Path:
        """Where a finished record goes: ``daily/`` for a deal of the day, else ``games/``."""
        daily = "daily" in record.extra_keys(record_text)
        return self.folder / (DAILY_FOLDER if daily else GAMES_FOLDER)

    def archived(self) -> list[Path]:
        """The archived records, oldest first (their names start with the time)."""
        try:
            return sorted(self.games_folder.glob(f"*{RECORD_SUFFIX}"))
        except OSError as error:
            log.warning("cannot list the archive %s: %s", self.games_folder, error)
            return []


def _read_match(data: bytes) -> tuple[LoadStatus, Match | None, str, dict[str, Any]]:
    """(status, match, detail, the record's own keys) for a save file's bytes, read once."""
    try:
        match, extra = record.load_with_extra(data)
        return LoadStatus.OK, match, "", extra
    except IllegalAction as error:
        return LoadStatus.ILLEGAL, None, f"illegal action ({error.rule}): {error.message}", {}
    except RecordError as error:
        status = LoadStatus.FUTURE if _is_future(data) else LoadStatus.CORRUPT
        return status, None, f"not a valid record: {error}", {}
    except Exception as error:  # a bad save must never stop the game from starting
        log.exception("reading the autosave failed")
        return LoadStatus.CORRUPT, None, f"could not be replayed: {error!r}", {}


def _is_future(data: bytes) -> bool:
    """Whether ``data`` is a game record of a newer version than this game reads."""
    try:
        obj = json.loads(data)
    except (ValueError, RecursionError):
        return False
    if not isinstance(obj, dict) or obj.get("format") != record.FORMAT:
        return False
    version = obj.get("version")
    return type(version) is int and version > record.VERSION
