"""The deal of the day at the table: today's cards, the strong CPUs, and the duplicate.

``daily_controller`` sets the table for a day (``engine.daily``: the first
dealer and every deal's hands fixed by the date, the CPUs' randomness seeded
by it, the strong level). ``Duplicate`` plays the same round with the strong
player in the human's seat in a worker process while the human plays, so the
game never waits for it; its result goes into the day's record as
``"daily": {"date": …, "strong_score": …}``.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from engine import daily
from engine.match import Match
from goninkan_desktop.platform import storage
from goninkan_desktop.platform.workers import Work, pool, stop_now
from goninkan_desktop.play.controller import FirstDealerDrawn, TableController

log = logging.getLogger(__name__)

LEVEL = "strong"


@dataclass(frozen=True)
class StrongResult:
    """What the strong player made in the human's seat: points and each deal's result."""

    score: int
    results: tuple[str, ...]


def play_duplicate(iso_date: str) -> StrongResult:
    """The duplicate of a day (in a worker process)."""
    match = daily.duplicate(date.fromisoformat(iso_date))
    return StrongResult(match.scores[0], tuple(r.result for r in match.results))


class Duplicate:
    """The strong player's game on the day's cards, played in the background."""

    def __init__(self, day: date, *, start: bool = True) -> None:
        self.day = day
        self._executor: Executor
        self._future: Future[StrongResult]
        if not start:  # the result is known already: an executor that never runs anything
            self._executor = ThreadPoolExecutor(max_workers=1)
            self._future = Future()
            self._future.cancel()
            return
        try:
            self._executor = pool(Work.DAILY)
            self._future = self._executor.submit(
                play_duplicate, day.isoformat())
        except (OSError, NotImplementedError, ImportError) as error:
            log.warning("no worker process for the duplicate (%s): a thread plays it", error)
            self._executor = ThreadPoolExecutor(max_workers=1)
            self._future = self._executor.submit(play_duplicate, day.isoformat())

    def result(self) -> StrongResult | None:
        """The result, once the strong player has finished (never waits)."""
        if not self._future.done():
            return None
        try:
            return self._future.result()
        except Exception:  # a failed duplicate must not stop the player's game
            log.exception("the strong player's duplicate failed")
            return None

    @property
    def failed(self) -> bool:
        """Whether the duplicate ended without a result."""
        future = self._future
        return future.done() and (future.cancelled() or future.exception() is not None)

    def close(self) -> None:
        """Stop the worker now, even mid-game (the result, if any, is kept)."""
        stop_now(self._executor)


def daily_controller(day: date, names: list[str], **options: Any) -> TableController:
    """The table for the day's round: fixed cards and first dealer, strong CPUs, seeded."""
    drawn, dealer = daily.first_dealer(day)
    match = daily.new_match(day, tuple(names))
    return TableController(match, daily.seed(day), level=LEVEL, deals=daily.deals(day),
                           opening=[FirstDealerDrawn(drawn, dealer)],
                           extra={"daily": {"date": day.isoformat()}}, **options)


def known_result(extra: dict[str, Any]) -> StrongResult | None:
    """The strong player's result already in a record's ``daily`` key, if any."""
    value = extra.get("daily")
    if not isinstance(value, dict) or type(value.get("strong_score")) is not int:
        return None
    results = value.get("strong_results")
    return StrongResult(value["strong_score"], tuple(
        r for r in results if isinstance(r, str)) if isinstance(results, list) else ())


def strong_extra(day: date, result: StrongResult) -> dict[str, Any]:
    """The record's ``daily`` key once the strong player's result is known."""
    return {"date": day.isoformat(), "strong_score": result.score,
            "strong_results": list(result.results)}


def day_of(extra: dict[str, Any]) -> date | None:
    """The date of a deal of the day from a record's own keys (``None`` for other matches)."""
    value = extra.get("daily")
    text = value.get("date") if isinstance(value, dict) else None
    if not isinstance(text, str):
        return None
    try:
        return daily.parse_date(text)
    except ValueError:
        return None


def resume_controller(match: Match, extra: dict[str, Any], day: date,
                      **options: Any) -> TableController:
    """A deal of the day continued from its match as loaded, with its record's own keys: the
    day's seed and remaining hands."""
    return TableController.from_match(match, extra, daily.seed(day),
                                      deals=daily.deals(day)[len(match.history):], **options)


class DailyRun:
    """One deal of the day whose strong result is awaited: at the table, or already archived.

    ``poll`` (every frame) picks up the duplicate's result: while the match
    is on it goes into the controller's record keys (the next save and the
    archive carry it); once the record is archived, the archived file is
    rewritten with it (atomically) and counted again.
    """

    def __init__(self, day: date, controller: TableController | None = None,
                 archive: Path | None = None) -> None:
        self.day = day
        self.controller = controller
        self.archive = archive
        self.result: StrongResult | None = known_result(controller.extra) \
            if controller is not None else None
        self.duplicate = Duplicate(day, start=self.result is None)
        self.shown = False

    @property
    def waiting(self) -> bool:
        """Whether the strong player is still playing."""
        return self.result is None and not self.duplicate.failed

    def poll(self, count: Callable[[Path], object]) -> bool:
        """Take the result if it came; True when it did now. ``count`` re-counts an archive."""
        if self.result is not None:
            return False
        self.result = self.duplicate.result()
        if self.result is None:
            return False
        self.duplicate.close()
        extra = strong_extra(self.day, self.result)
        controller = self.controller
        if controller is not None and not controller.match.finished:
            controller.extra["daily"] = extra
        elif self.archive is not None:
            self._rewrite(self.archive, extra, count)
        return True

    @staticmethod
    def _rewrite(path: Path, extra: dict[str, Any], count: Callable[[Path], object]) -> None:
        try:
            obj = json.loads(path.read_bytes())
            obj["daily"] = extra
            storage.atomic_write_text(path, json.dumps(obj, ensure_ascii=False, indent=1) + "\n")
        except (OSError, ValueError) as error:
            log.warning("cannot add the strong player's result to %s: %s", path, error)
            return
        count(path)

    def close(self) -> None:
        self.duplicate.close()
