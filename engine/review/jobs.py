"""The review's worker processes: ``ReviewJob`` plans (the record replayed once, here),
starts the workers, hands out the tasks (``("exact", deal, budget, spots as the solver sees
them)``, ``("estimate", deal, spots as the strong player sees them)``: ``Spot.solving``,
``Spot.asking``, never the record) and collects their answers (``("exact", action, (option
index, value))``, ``("estimate", action, Estimate)``, ``("error", None, text)``) into
``DecisionReview``s, never blocking its caller."""

from __future__ import annotations

import multiprocessing
import os
import queue
import threading
from collections.abc import Callable, Iterator, Sequence
from multiprocessing.process import BaseProcess
from types import TracebackType
from typing import Any

from ..lifetime import worker_started
from ..record import Record
from .estimate import estimate_spots
from .exact import NODE_BUDGET, Pool, reviewed, solve_claimed, with_value
from .model import DealReview, DecisionReview, Estimate
from .plan import Plan, plan_review


def _worker(tasks: Any, results: Any, pool: Pool, parent: int) -> None:
    """A worker process: take tasks until told to stop, streaming each decision's part
    back. A task brings the positions it needs (the record is replayed once, by the
    caller). It ends by itself once ``parent``, the process that started it, is gone
    (killed or crashed), rather than review on for nobody (``lifetime``)."""
    worker_started(parent)
    try:
        while True:
            task = tasks.get()
            if task is None:
                return
            answers: Iterator[tuple[tuple[int, int], Any]]
            if task[0] == "exact":
                _, deal, budget, solving = task
                answers = ((action, (index, value)) for action, index, value
                           in solve_claimed(solving, deal, pool, budget))
            else:
                _, deal, asking = task
                answers = estimate_spots(asking)
            for action, answer in answers:
                results.put((task[0], action, answer))
    except Exception as error:  # reported to the caller, who decides
        results.put(("error", None, f"{type(error).__name__}: {error}"))


def _tasks(plan: Plan, count: int, node_budget: int) -> Iterator[tuple[Any, ...]]:
    """The tasks of ``count`` workers, deal by deal in order (each solved from its end): the
    deal's exact values, taken up by every worker from the shared pool, then the strong
    player's estimates, one decision a task (``estimate_spots``), the last first, so that
    a worker done with its exact work takes the next estimate while the other is still
    solving (no worker waits with half the estimates its own), then the bidding game's calls
    weighed among the strong player's (``Spot.weighed``: whole deals, the longest
    searches, so every other decision of the deal is answered first). The calls are claimed
    from a place of the pool of their own (``len(plan.deals) + deal``)."""
    for deal, spots in plan.spots.items():
        solving = tuple(spot.solving() for spot in spots if not spot.weighed)
        for _ in range(count):
            yield ("exact", deal, node_budget, solving)
        asking = sorted((spot.asking() for spot in spots), key=lambda a: a.action, reverse=True)
        for one in asking:
            yield ("estimate", deal, (one,))
        calls = tuple(spot.solving() for spot in spots if spot.weighed and spot.children)
        for _ in range(count if calls else 0):
            yield ("exact", len(plan.deals) + deal, node_budget, calls)


class ReviewJob:
    """A review running in worker processes; ``poll`` collects what is finished, never blocking.

    ``deals`` holds every deal's header (round, deal, result) at once; the
    decisions arrive through ``poll`` as each is solved and estimated.
    ``cancel`` (or ``close``, or leaving a ``with`` block) ends the workers. The queues,
    the shared pool and the processes are made in a thread of the job's own, so the
    caller's frame does not wait for them.

    Both workers serve each deal in turn, the deal on screen first: first the
    exact values (each worker takes up the next unsolved option as it
    finishes one, but the first two tricks' cards, which one worker takes up
    all together, all within the deal's ``node_budget``: see
    ``solve_claimed``), then the strong player's estimates (one decision at a time, for
    whichever worker is free). A decision is published as soon as its exact values are in,
    and again with its estimate (``poll``).

    ``started`` is called with each worker's pid as it starts: the caller's say over the
    workers' priority (a screen puts its frames first); the job itself leaves it as is.
    """

    def __init__(self, plan: Plan, *, workers: int = 2,
                 node_budget: int = NODE_BUDGET,
                 started: Callable[[int], object] | None = None) -> None:
        self.player = plan.player
        self._started = started
        self.deals = list(plan.deals)
        self.error = plan.error
        self._spots = {s.action: s for spots in plan.spots.values() for s in spots}
        self._values: dict[tuple[int, int], dict[int, float] | None] = {}
        self._reports: dict[tuple[int, int], int] = {}
        self._estimates: dict[tuple[int, int], Estimate] = {}
        self._finished: dict[tuple[int, int], DecisionReview] = {}
        self._solved: dict[tuple[int, int], DecisionReview] = {}
        """Decisions published with their exact part, their estimate still to come."""
        self.failure: str | None = None
        self._processes: list[BaseProcess] = []
        self._lock = threading.Lock()
        self._cancelled = False
        self._starting = False
        if not self._spots:
            return
        self._tasks: Any = None
        self._results: Any = None
        self._pool: Pool | None = None
        self._starting = True
        # Making the queues and starting the processes takes 5-30 ms of this process's time:
        # a thread does it, so the screen's frame goes on.
        threading.Thread(target=self._start, args=(plan, max(1, workers), node_budget),
                         daemon=True).start()

    def _start(self, plan: Plan, count: int, node_budget: int) -> None:
        """Make the queues and the shared pool, then start the worker processes (in a thread
        of their own), unless cancelled first."""
        try:
            context = multiprocessing.get_context("spawn")
            tasks, results = context.Queue(), context.Queue()
            pool = Pool.shared(context, 2 * len(plan.deals))  # the calls' places: ``_tasks``
            for task in _tasks(plan, count, node_budget):
                tasks.put(task)
            for _ in range(count):
                tasks.put(None)
            with self._lock:
                # Kept here: the workers' copies must find the shared memory still there.
                self._tasks, self._results, self._pool = tasks, results, pool
            args = (tasks, results, pool, os.getpid())
            for _ in range(count):
                with self._lock:
                    if self._cancelled:
                        return
                    process = context.Process(target=_worker, args=args, daemon=True)
                    process.start()
                    self._processes.append(process)
                if self._started is not None and process.pid is not None:
                    self._started(process.pid)
        except Exception as error:  # reported at the next poll
            self.failure = f"{type(error).__name__}: {error}"
        finally:
            self._starting = False

    @property
    def done(self) -> bool:
        """Whether every decision has been reviewed (or the job was cancelled or failed)."""
        return len(self._finished) == len(self._spots) or self.failure is not None \
            or self._cancelled or (bool(self._spots) and not self._starting
                                   and not self._processes)

    def worker_pids(self) -> list[int]:
        """The pids of the job's worker processes still running."""
        with self._lock:
            processes = list(self._processes)
        return [p.pid for p in processes if p.pid is not None and p.is_alive()]

    def poll(self) -> list[DecisionReview]:
        """The decisions answered since the last poll, without waiting: a decision comes once
        its exact values are in (or known to be out of budget), and again with the strong
        player's estimate when that comes (the exact values first: they are what the review
        is for, and they take less time)."""
        fresh: list[DecisionReview] = []
        if self.failure is not None and not self._cancelled:
            self.cancel()  # the processes could not be started
        if self._cancelled or not self._spots:
            return fresh
        while self._results is not None:
            try:
                kind, action, payload = self._results.get_nowait()
            except queue.Empty:
                break
            if kind == "error":
                self.failure = payload
                self.cancel()
                break
            if kind == "exact":
                self._add_value(action, *payload)
            else:
                self._estimates[action] = payload
            review = self._answered(action, kind)
            if review is not None:
                fresh.append(review)
        if len(self._finished) == len(self._spots):
            # The workers end by themselves now; waiting for them would hold up the frame.
            threading.Thread(target=self.close, daemon=True).start()
        elif self.failure is None and any(p.exitcode not in (None, 0)
                                          for p in list(self._processes)):
            self.failure = "a review worker process stopped"
            self.cancel()
        return fresh

    def _answered(self, action: tuple[int, int], kind: str) -> DecisionReview | None:
        """The decision ``action`` as far as it is answered once its latest answer (of
        ``kind``) came in, if that makes it new to publish: its exact part complete (every
        option solved or out of budget), with its estimate or, until that comes, without
        (published again with it). A spot with nothing to solve (a bid, a lay-down judged by
        the estimate alone) waits for its estimate."""
        spot = self._spots[action]
        if self._reports.get(action, 0) < len(set(spot.stands)):
            return None
        estimate = self._estimates.get(action)
        if estimate is None and (kind != "exact" or not spot.stands):
            return None
        review = reviewed(spot, self._values.get(action), estimate)
        if estimate is None:
            self._solved[action] = review
        else:
            self._finished[action] = review
        return review

    @property
    def solved(self) -> bool:
        """Whether every decision's exact part is answered (its estimate may still come; a
        spot with nothing to solve counts once its estimate came), or the job ended."""
        answered = self._solved.keys() | self._finished.keys()
        return len(answered) == len(self._spots) or self.done

    def _add_value(self, action: tuple[int, int], index: int, value: float | None) -> None:
        """The exact value of one of a decision's options (None: the budget ran out)."""
        self._reports[action] = self._reports.get(action, 0) + 1
        self._values[action] = with_value(self._values.get(action, {}), index, value)

    def wait(self) -> list[DealReview]:
        """Block until the review is complete; every deal with its decisions in record order."""
        import time

        while not self.done:
            self.poll()
            time.sleep(0.02)
        if self.failure is not None:
            raise RuntimeError(f"the review failed: {self.failure}")
        return self.results()

    def results(self) -> list[DealReview]:
        """Every deal with the decisions answered so far (``poll``'s latest of each), in
        record order."""
        out = []
        answered = {**self._solved, **self._finished}
        for d, header in enumerate(self.deals):
            decisions = tuple(sorted((r for r in answered.values() if r.action[0] == d),
                                     key=lambda r: r.action))
            out.append(DealReview(header.round, header.deal, header.result, decisions,
                                  header.won))
        return out

    def cancel(self) -> None:
        """Stop the workers now; what has not finished stays unreviewed."""
        with self._lock:
            self._cancelled = True
            processes = list(self._processes)
        for process in processes:
            if process.is_alive():
                process.terminate()
        self.close()

    def close(self) -> None:
        """End the worker processes (no more are started) and free their queues."""
        with self._lock:
            self._cancelled = True
            processes, self._processes = self._processes, []
        for process in processes:
            process.join(timeout=1.0)
            if process.is_alive():
                process.kill()
                process.join()

    def __enter__(self) -> ReviewJob:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.cancel()


def start_review(record: Record, player: int, deals: Sequence[int] | None = None, *,
                 workers: int = 2, node_budget: int = NODE_BUDGET,
                 started: Callable[[int], object] | None = None) -> ReviewJob:
    """Start reviewing P's decisions in ``deals`` (indexes into the record; default all);
    ``started``: see ``ReviewJob``.

    Raises ``RecordError`` for a malformed record; an illegal action ends the
    review there (``job.error`` holds the replay's error object).
    """
    return ReviewJob(plan_review(record, player, deals), workers=workers,
                     node_budget=node_budget, started=started)

