"""A test run ends on SIGTERM, and every process it started ends with it.

Without this, the first test that builds the app (``pygame.init()``) leaves SDL's SIGTERM
handler in the test run's own process: SDL turns the signal into a quit event that no test
reads, so a run stopped with SIGTERM (a CI job cancelled, a time limit) went on and needed
SIGKILL, leaving the processes the tests had started behind. SDL installs its handler only
where SIGTERM still has the default action, so the handler below, installed before any test
runs, keeps SDL's away (``tests/conftest.py``; ``tests/test_run_ends.py`` checks it).
"""

from __future__ import annotations

import contextlib
import os
import signal
import time
from types import FrameType

from tests.process_tree import PROC, alive, descendants, is_worker

GRACE_SECONDS = 5.0
"""How long the processes below the run have, once sent SIGTERM, before SIGKILL: a pygame
program (SDL's handler: a quit event) and a worker (``engine.lifetime``) end in well under a
second; one that ignores SIGTERM or is stopped (as ``process_tree`` makes a test's child)
would otherwise stay."""


def _end_run(signum: int, _frame: FrameType | None) -> None:
    """End every process below this one, then this one, by the signal received."""
    if (PROC / "self" / "stat").exists():  # the process tree can be read (Linux)
        _end_below(os.getpid())
    signal.signal(signum, signal.SIG_DFL)
    os.kill(os.getpid(), signum)


def _end_below(pid: int) -> None:
    """Send SIGTERM to every process below ``pid``; SIGKILL to those left after the grace.
    The resource tracker of ``multiprocessing`` is left to end by itself (it ignores
    SIGTERM and ends once the run, which it serves, has gone)."""
    below = [child for child in descendants(pid) if is_worker(child)]
    for child in below:
        with contextlib.suppress(ProcessLookupError):
            os.kill(child, signal.SIGTERM)
    end = time.monotonic() + GRACE_SECONDS
    while any(alive(child) for child in below) and time.monotonic() < end:
        time.sleep(0.05)
    for child in below:
        if alive(child):
            with contextlib.suppress(ProcessLookupError):
                os.kill(child, signal.SIGKILL)


def end_run_on_sigterm() -> None:
    """Make SIGTERM end this test run and what it started (module docstring)."""
    signal.signal(signal.SIGTERM, _end_run)


def ends_run_on_sigterm() -> bool:
    """Whether SIGTERM still ends the run (no test has put another handler in its place)."""
    return signal.getsignal(signal.SIGTERM) is _end_run
