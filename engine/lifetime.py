"""Worker processes that never outlive the process that started them.

Every process the project starts (the strong player's pool, the review's
workers, the tournaments, a front end's background work: their priority is
the front end's business, set through the hooks here) is started through
this module or runs ``worker_started`` first, and so:

- ends by itself within a second of its parent's death, however the parent
  died (killed with SIGKILL, crashed, stopped by a timeout): a daemon thread
  watches the parent. On Linux it waits on the parent's process descriptor
  (``os.pidfd_open``: no polling, it wakes only when the parent ends);
  elsewhere, or where that is not available, it looks every
  ``WATCH_SECONDS`` whether the parent is still there (on POSIX the process
  is handed to another parent when its own dies; on Windows, which does not
  do that, through ``multiprocessing.parent_process()``);
- ends at once on SIGTERM, whatever the parent had made of that signal: a
  forked worker inherits its parent's handlers, and a GUI toolkit (SDL) turns
  SIGTERM into a quit event that a worker never reads, so the worker puts the
  default back. It does so at the fork itself (``os.register_at_fork``), with
  SIGTERM held back from the fork until then: a worker stopped the moment it
  was started (a pool closed at once) got the signal before the pool's
  initializer ran, under its parent's handler, and lived on; the process that
  started it, its window already closed, then waited at its exit for the
  worker's task to end (20 s for a 20-s task, one start in four).

Linux's ``PR_SET_PDEATHSIG`` is not used: it signals the child when the
*thread* that started it ends, not the process, and pools are started from
short-lived threads (the review's starter thread, a CPU player's thread at
the table), whose workers it would kill at once.

``process_pool`` makes a ``WorkerPool``, a ``ProcessPoolExecutor`` whose
workers do all this and which can end its workers at once, even mid-task
(``WorkerPool.stop_now``); a process started by other means calls
``worker_started(parent)`` first thing, with the pid of the process that
started it.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import select
import signal
import sys
import threading
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from multiprocessing.process import BaseProcess
from typing import Any

WATCH_SECONDS = 1.0
"""How often the portable watch looks whether the parent is still there."""

_EXIT_CODE = 1
"""A worker whose parent is gone ends with this code (its work is lost, not finished)."""


_MASKS: dict[int, set[int | signal.Signals]] = {}
"""The signal mask of each thread that is forking, put back after the fork."""


def _hold_sigterm() -> None:
    """About to fork: hold SIGTERM back from this thread, so the child starts with it held."""
    _MASKS[threading.get_ident()] = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM})


def _release_sigterm() -> None:
    """After the fork, in the parent: SIGTERM as before."""
    mask = _MASKS.pop(threading.get_ident(), None)
    if mask is not None:
        signal.pthread_sigmask(signal.SIG_SETMASK, mask)


def _child_ends_on_sigterm() -> None:
    """After the fork, in the child: SIGTERM ends it (a SIGTERM sent since the fork, held
    back until now, ends it here), even where the parent itself held SIGTERM back (a mask
    it inherited from whatever started it)."""
    with contextlib.suppress(ValueError):  # not the main interpreter: the worker's start does it
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _MASKS.pop(threading.get_ident(), None)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM})


if hasattr(os, "register_at_fork") and hasattr(signal, "pthread_sigmask"):
    os.register_at_fork(before=_hold_sigterm, after_in_parent=_release_sigterm,
                        after_in_child=_child_ends_on_sigterm)


class WorkerPool(ProcessPoolExecutor):
    """A ``ProcessPoolExecutor`` whose workers end with this process (module docstring) and
    which can end them at once (``stop_now``).

    Each worker, once started, writes its pid into a roll of the pool's own (shared memory
    made with the pool), so the pool knows its workers through public means only (the
    executor keeps its list of them private; a public way to end them comes with Python
    3.14 only). The roll's first entry says that the pool is stopped: a worker that starts
    after that ends at once instead of taking up a task already handed to it.
    """

    def __init__(self, workers: int, context: Any = None,
                 started: Callable[[], object] | None = None) -> None:
        context = context if context is not None else multiprocessing.get_context()
        self._worker_roll = context.Array("q", 1 + workers)
        super().__init__(max_workers=workers, mp_context=context,
                         initializer=_pool_worker_started,
                         initargs=(os.getpid(), self._worker_roll, started))

    def worker_pids(self) -> list[int]:
        """The pids of this pool's workers that have started and are running."""
        return sorted(p.pid for p in _running_workers(self._read_roll(stop=False))
                      if p.pid is not None)

    def stop_now(self) -> None:
        """End the workers at once, even mid-task (their tasks fail), and shut the pool down
        without waiting: a worker otherwise finishes its running task first, and that may
        take many seconds; the process would wait for it at its exit."""
        for process in _running_workers(self._read_roll(stop=True)):
            with contextlib.suppress(OSError):  # ended meanwhile
                process.terminate()
        self.shutdown(wait=False, cancel_futures=True)

    def _read_roll(self, stop: bool) -> set[int]:
        """The pids on the roll, marking the pool stopped first if ``stop``. A worker holds
        the roll's lock for a moment only; one killed in that moment never gives it back, so
        after a second the roll is read without it."""
        lock = self._worker_roll.get_lock()
        locked = lock.acquire(timeout=1.0)
        try:
            if stop:
                self._worker_roll[0] = 1
            return set(self._worker_roll[1:]) - {0}
        finally:
            if locked:
                lock.release()


def _running_workers(pids: set[int]) -> list[BaseProcess]:
    """This process's running children among ``pids`` (a pid of a worker that has ended and
    been reaped may belong to another process by now: it is left alone)."""
    return [child for child in multiprocessing.active_children() if child.pid in pids]


def process_pool(workers: int, context: Any = None,
                 started: Callable[[], object] | None = None) -> WorkerPool:
    """A process pool of ``workers`` processes that end with this process (module docstring).

    ``context``: a ``multiprocessing`` context (None: the platform's default);
    ``started``: run in each worker once it watches its parent (a module-level
    function, as the worker must find it: the desktop lowers the worker's priority so).
    """
    return WorkerPool(workers, context, started)


def _pool_worker_started(parent: int, roll: Any, started: Callable[[], object] | None) -> None:
    """A pool worker's first act: watch ``parent`` (``worker_started``), write its pid into
    the pool's ``roll`` (or end, the pool being stopped already), then ``started``."""
    worker_started(parent)
    with roll.get_lock():
        stopped = bool(roll[0])
        if not stopped:  # a pool starts no more workers than it has places for
            roll[roll[1:].index(0) + 1] = os.getpid()
    if stopped:
        os._exit(_EXIT_CODE)
    if started is not None:
        started()


def worker_started(parent: int) -> None:
    """Make this (worker) process end on SIGTERM and when ``parent`` ends."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if not parent_alive(parent):
        os._exit(_EXIT_CODE)
    threading.Thread(target=_watch, args=(parent,), name="parent-watch", daemon=True).start()


def parent_alive(parent: int) -> bool:
    """Whether ``parent``, the process that started this one, is still running."""
    if sys.platform == "win32":
        process = multiprocessing.parent_process()
        return process.is_alive() if process is not None and process.pid == parent else True
    return os.getppid() == parent


def _watch(parent: int) -> None:
    """End this process as soon as ``parent`` is gone."""
    _wait_on_descriptor(parent)
    while parent_alive(parent):
        threading.Event().wait(WATCH_SECONDS)
    os._exit(_EXIT_CODE)


def _wait_on_descriptor(parent: int) -> None:
    """Block until ``parent`` ends, where the system lets a process wait on another
    (Linux 5.3 and later); return at once elsewhere, for the portable watch."""
    opener = getattr(os, "pidfd_open", None)
    if opener is None:
        return
    try:
        descriptor = opener(parent)
    except OSError:  # no such process (gone already), or a kernel without pidfd
        return
    try:
        if not parent_alive(parent):  # gone between the last look and the opening
            return
        poller = select.poll()
        poller.register(descriptor, select.POLLIN)
        while not poller.poll():
            pass
    except OSError:
        return
    finally:
        os.close(descriptor)
