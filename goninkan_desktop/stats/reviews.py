"""How often your decisions kept your side's best result: the open-hand review, in the background.

For each deal of the counted matches, the engine's review (``engine.review``:
each decision against the exact open-hand solver) solves every decision of yours; a decision
*kept the best result* when its value equals the best option's. Only exact
decisions count (early in a deal the solver may run out of budget). The
counts per deal are kept in the statistics database (``reviews``), so each
deal is solved once.

A ``Reviewer`` is called after every frame (``App.after_frame``): it runs
one deal at a time in a worker process, and starts the next only once the
game has been idle (no match on the table) for ``idle_seconds``: the game
never waits for it, and the CPU players keep both cores while you play.

Calm while you sit in a menu: a deal's search works to a node ceiling (in the
bidding game's three-player and no-auction forms, whose own search is the
dearest, ``IDLE_SMALL_SHARE``), and after each deal the reviewer rests as long as
the deal took (``rest``), so the reviews keep at most about half of one core busy.
What the ceiling cuts short is not exact and not counted.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from pathlib import Path
from typing import Any

from engine.record import parse_record
from engine.review import NODE_BUDGET, exact_reviews, plan_review
from goninkan_desktop.platform.workers import Work, pool, stop_now
from goninkan_desktop.profile.choices import HUMAN
from goninkan_desktop.profile.stats_db import StatsDb

log = logging.getLogger(__name__)

IDLE_SECONDS = 3.0
"""How long the menus must have been shown before a review starts (not during quick visits)."""
IDLE_SMALL_SHARE = 2
"""The idle reviews' ceiling for the review's own search (``engine.review.exact.SMALL_SHARE``,
16 on the review screen, where the player waits for every decision): the decisions from
trick 3 on share at most this many deal budgets of nodes. docs/measurements.md has what a
deal then costs."""
REST = 1.0
"""After a deal, the reviewer rests this many times as long as the deal took."""


def deal_counts(record_text: str, index: int, node_budget: int = NODE_BUDGET,
                small_share: int = IDLE_SMALL_SHARE) -> tuple[int, int]:
    """(your decisions solved exactly, those that kept the best result) in deal ``index``."""
    plan = plan_review(parse_record(record_text), HUMAN, [index])
    exact = kept = 0
    for review in exact_reviews(plan.spots.get(index, []), node_budget, small_share):
        if review.exact:
            exact += 1
            kept += review.kept_best
    return exact, kept


class Reviewer:
    """Reviews the counted deals one by one in a worker process, newest first."""

    def __init__(self, stats: StatsDb, idle: Callable[[], bool], *,
                 on_stored: Callable[[], object] | None = None,
                 idle_seconds: float = IDLE_SECONDS, node_budget: int = NODE_BUDGET,
                 rest: float = REST) -> None:
        self.stats = stats
        self.idle = idle
        self.on_stored = on_stored
        self.idle_seconds = idle_seconds
        self.node_budget = node_budget
        self.rest = rest
        self._started = 0.0
        self._rest_until = 0.0
        self._executor: ProcessPoolExecutor | None = None
        self._future: Future[tuple[int, int]] | None = None
        self._task: tuple[str, int] | None = None
        self._idle_since: float | None = None
        self.failed = False

    @property
    def busy(self) -> bool:
        """Whether a deal is being solved now."""
        return self._future is not None

    def __call__(self, app: Any) -> None:
        """After a frame: collect a finished deal; start the next once idle long enough."""
        if self._collect() and self.on_stored is not None:
            self.on_stored()
        now = time.monotonic()
        if not self.idle():  # a match is on: its CPU players get the cores back
            self._idle_since = None
            if self._future is not None:
                self.close()
            return
        if self._idle_since is None:
            self._idle_since = now
        if self._future is None and now - self._idle_since >= self.idle_seconds \
                and now >= self._rest_until and not self.failed:
            self._started = now
            self._start()

    def _collect(self) -> bool:
        future, task = self._future, self._task
        if future is None or task is None or not future.done():
            return False
        self._future = self._task = None
        now = time.monotonic()
        self._rest_until = now + self.rest * (now - self._started)
        try:
            exact, kept = future.result()
        except Exception:  # a deal the review cannot take is stored empty, never retried
            log.exception("reviewing %s deal %d failed", *task)
            exact = kept = 0
        try:
            self.stats.add_review(task[0], task[1], exact, kept)
        except Exception:
            log.exception("storing the review of %s failed", task[0])
            self.failed = True
        return True

    def _start(self) -> None:
        try:
            task = self.stats.next_unreviewed()
        except Exception:
            log.exception("finding a deal to review failed")
            self.failed = True
            return
        if task is None:
            return
        try:
            text = (self.stats.folder / Path(task[0])).read_text(encoding="utf-8")
            if self._executor is None:
                self._executor = pool(Work.STATISTICS)
            self._future = self._executor.submit(deal_counts, text, task[1], self.node_budget)
        except (OSError, RuntimeError) as error:
            log.warning("cannot review %s: %s", task[0], error)
            self.failed = True
            return
        self._task = task

    def close(self) -> None:
        """Stop the worker now (a deal half solved is solved again later)."""
        if self._executor is not None:
            stop_now(self._executor)
        self._executor = None
        self._future = self._task = None
