"""A test run ends on SIGTERM, and every process it started ends with it
(``tests/run_ends.py``)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from tests.process_tree import ROOT, alive, needs_proc

pytestmark = needs_proc

START_SECONDS = 120.0
"""The child run's start (pytest, the game's modules, pygame, a worker): seconds on a quiet
machine, far more on a loaded two-core one; only a run that never gets there fails."""
END_SECONDS = 60.0
"""The run must be gone within this of SIGTERM, and so must what it started. A run that
obeys ends within its handler's grace (``run_ends.GRACE_SECONDS``); one that ignores the
signal never ends, so a bound this generous tells the two apart on a loaded machine."""


def _wait(done: Callable[[], bool], seconds: float) -> bool:
    """Whether ``done()`` came true within ``seconds``."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if done():
            return True
        time.sleep(0.05)
    return False


def test_a_test_run_ends_on_sigterm_with_every_process_it_started(tmp_path: Path) -> None:
    pids_file = tmp_path / "pids"
    run = subprocess.Popen(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
         "tests/desktop/run_ends_child.py"],
        cwd=ROOT, env={**os.environ, "GONINKAN_RUN_ENDS_PIDS": str(pids_file)},
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    children: list[int] = []
    try:
        assert _wait(lambda: pids_file.exists() or run.poll() is not None, START_SECONDS)
        assert run.poll() is None, f"the run ended by itself ({run.returncode})"
        children = [int(pid) for pid in pids_file.read_text().split()]
        assert len(children) == 2 and all(alive(pid) for pid in children)
        run.send_signal(signal.SIGTERM)
        assert _wait(lambda: run.poll() is not None, END_SECONDS), "the run ignored SIGTERM"
        assert run.returncode == -signal.SIGTERM
        assert _wait(lambda: not any(alive(pid) for pid in children), END_SECONDS), \
            "a process the run started outlived it"
    finally:
        for pid in [run.pid, *children]:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
        run.wait()
