"""Opening a game record for review: from the archive, a dropped file or ``--review FILE``.

The file is only read, never written: a file that is not a record, is of a
newer version, breaks a rule or cannot be read gives ``RecordTrouble`` with
a message key (``review.trouble.*``) for the player, and stays as it was.
A record may stop anywhere (mid-deal) and use any house rules.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.errors import RecordError
from engine.match import Match
from engine.record import VERSION, Record, record_from_json, replay

READ_LIMIT = 8 * 1024 * 1024
"""No game record comes near this size; a bigger file is not one."""


@dataclass(frozen=True)
class OpenedRecord:
    """A record that replays: its JSON object (for the engine's review), its checked shape and
    the match it describes, as far as it goes."""

    obj: dict[str, Any]
    record: Record
    match: Match
    name: str
    """Where it came from, for the screen (a file name)."""

    @property
    def deal_count(self) -> int:
        """How many deals the record holds (the last one may be unfinished)."""
        return len(self.record.deals)


class RecordTrouble(Exception):
    """Why a record cannot be reviewed: ``key`` is the message for the player."""

    def __init__(self, key: str, name: str, detail: str = "") -> None:
        super().__init__(f"{name}: {detail or key}")
        self.key = key
        self.name = name
        self.detail = detail


def open_record_text(text: str | bytes, name: str) -> OpenedRecord:
    """The record in ``text``; ``RecordTrouble`` if it cannot be reviewed."""
    try:
        obj = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise RecordTrouble("review.trouble.not_record", name, str(error)) from None
    if isinstance(obj, dict) and type(obj.get("version")) is int and obj["version"] > VERSION \
            and obj.get("format") == "goninkan-record":
        raise RecordTrouble("review.trouble.future", name, f"version {obj['version']}")
    try:
        record = record_from_json(obj)
        replayed = replay(record)
    except (RecordError, RecursionError) as error:
        raise RecordTrouble("review.trouble.not_record", name, str(error)) from None
    if replayed.error is not None:
        raise RecordTrouble("review.trouble.illegal", name, replayed.error.message)
    assert isinstance(obj, dict)
    return OpenedRecord(obj, record, replayed.match, name)


def open_record_file(path: Path) -> OpenedRecord:
    """The record in the file at ``path`` (only read); ``RecordTrouble`` if it cannot be
    reviewed."""
    try:
        with path.open("rb") as file:
            data = file.read(READ_LIMIT + 1)
    except OSError as error:
        raise RecordTrouble("review.trouble.unreadable", path.name, str(error)) from None
    if len(data) > READ_LIMIT:
        raise RecordTrouble("review.trouble.not_record", path.name, "too large")
    return open_record_text(data, path.name)


__all__ = ["OpenedRecord", "RecordTrouble", "open_record_file", "open_record_text"]
