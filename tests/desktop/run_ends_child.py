"""A tiny test run for ``tests/test_run_ends.py`` to stop with SIGTERM (not collected on its
own: its name is not ``test_*.py``).

Its one test builds the app (``pygame.init()``: SDL would take SIGTERM), starts a plain
child process and a worker pool with a task, writes their pids to the file named by
``GONINKAN_RUN_ENDS_PIDS`` and waits, drawing frames, to be stopped.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from engine.lifetime import process_pool
from goninkan_desktop.ui.app import App

WAIT_SECONDS = 300.0
"""The test fails if it is not stopped within this (the run then ended without a signal)."""


def test_wait_to_be_stopped() -> None:
    app = App((320, 200), fixed_dt=1 / 60)
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    pool = process_pool(1)
    pool.submit(time.sleep, 600)
    end = time.monotonic() + WAIT_SECONDS
    while not pool.worker_pids():
        assert time.monotonic() < end, "the worker never started"
        time.sleep(0.05)
    pids = [sleeper.pid, *pool.worker_pids()]
    target = Path(os.environ["GONINKAN_RUN_ENDS_PIDS"])
    target.with_suffix(".tmp").write_text(" ".join(map(str, pids)))
    target.with_suffix(".tmp").replace(target)
    while time.monotonic() < end:
        app.frame(1 / 60)
        time.sleep(0.05)
    raise AssertionError("not stopped")
