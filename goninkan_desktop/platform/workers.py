"""The game's worker processes: one service for its four kinds of background work.

| work (``Work``) | started by | priority (game: as the game) |
|---|---|---|
| ``REVIEW``: the review screen's solver and estimates | ``review/scene.py`` | idle |
| ``STATISTICS``: the statistics' solver | ``stats/reviews.py`` | game |
| ``DAILY``: the deal of the day's duplicate | ``daily/run.py`` | game |
| ``STRONG``: the strong CPU player's pool | ``play/controller.py``, ``cli/terminal.py`` | game |

*Lifetime*: every worker ends with the game, however the game ends (killed,
crashed, closed), within a second (``engine.lifetime``: the worker watches
its parent), and ``stop_now`` ends a pool's workers at once, even mid-task.

*Priority* is listed once, in ``IDLE``: the review's workers run only when
no other process wants the core (Linux ``SCHED_IDLE``), at nice +10
elsewhere, so a frame of the review screen never waits for them. The others
run as the game does: the table waits for the strong player; the statistics'
solver runs only while the menus are idle and stops when a match starts;
the duplicate is wanted by the day's end.
"""

from __future__ import annotations

import contextlib
import enum
import os
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from typing import TYPE_CHECKING

from engine.lifetime import WorkerPool, process_pool

if TYPE_CHECKING:
    from engine.record import Record
    from engine.review import ReviewJob


class Work(enum.Enum):
    """The kinds of background work the game runs in worker processes."""

    REVIEW = "review"
    STATISTICS = "statistics"
    DAILY = "daily"
    STRONG = "strong"


IDLE = frozenset({Work.REVIEW})
"""The work that gives way to everything else (the module docstring says why)."""


def pool(work: Work, workers: int = 1) -> WorkerPool:
    """A pool of ``workers`` processes for ``work``: they end with the game and run at the
    work's priority (from their start, their imports too)."""
    return process_pool(workers, started=_give_way if work in IDLE else None)


def strong_pools(workers: int) -> WorkerPool:
    """The strong CPU player's pool (``engine.players.player_named``'s ``pools``)."""
    return pool(Work.STRONG, workers)


def start_review(record: Record, player: int, deals: Sequence[int]) -> ReviewJob:
    """The review screen's background review (``engine.review.start_review``), its workers
    at the review's priority."""
    from engine.review import start_review as engine_start_review

    return engine_start_review(record, player, deals, started=priority_of(Work.REVIEW))


def priority_of(work: Work) -> Callable[[int], None] | None:
    """What to call with each new worker's pid to give it ``work``'s priority (None: as the
    game's)."""
    return lower_priority if work in IDLE else None


def lower_priority(pid: int) -> None:
    """Let process ``pid`` run only when no other process wants the core: on Linux
    ``SCHED_IDLE``, and everywhere 10 nice steps below the game. Where the system has
    neither call, nothing changes."""
    with contextlib.suppress(AttributeError, OSError):
        own = os.getpriority(os.PRIO_PROCESS, 0)
        os.setpriority(os.PRIO_PROCESS, pid, min(19, own + 10))
    with contextlib.suppress(AttributeError, OSError):
        os.sched_setscheduler(pid, os.SCHED_IDLE, os.sched_param(0))


def _give_way() -> None:
    """A pool worker's start for idle work: this process gives way (``lower_priority``).
    Its nice steps count from the parent's, which it inherited."""
    lower_priority(os.getpid())


def stop_now(executor: Executor) -> None:
    """End the executor's worker processes (if any) at once and shut it down without waiting:
    a process pool otherwise finishes its running task before the game can exit, and that
    task may take many seconds (``WorkerPool.stop_now``)."""
    if isinstance(executor, WorkerPool):
        executor.stop_now()
    else:
        executor.shutdown(wait=False, cancel_futures=True)


__all__ = ["IDLE", "Work", "lower_priority", "pool", "priority_of", "start_review", "stop_now",
           "strong_pools"]
