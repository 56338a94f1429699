"""The desktop's background workers end with the game (``engine.lifetime``): the deal of
the day's duplicate and the statistics' solver; and the GUI fuzzer, whose games start
them, ends on SIGTERM."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

from tests.process_tree import (
    PROC,
    ROOT,
    SIGTERM_SECONDS,
    check_workers_end,
    needs_proc,
)

pytestmark = needs_proc


def test_the_deal_of_the_days_duplicate_ends_with_the_game() -> None:
    check_workers_end("""
from datetime import date
from goninkan_desktop.daily.run import Duplicate
duplicate = Duplicate(date(2026, 12, 5))
time.sleep(120)
""")


def test_the_statistics_solver_ends_with_the_game() -> None:
    check_workers_end("""
import tempfile
from pathlib import Path
from goninkan_desktop.stats.reviews import Reviewer
from tests.desktop.test_stats_reviews import archived
stats, _ = archived(Path(tempfile.mkdtemp()))
reviewer = Reviewer(stats, idle=lambda: True, idle_seconds=0.0, node_budget=10**9)
reviewer(None)
assert reviewer.busy
time.sleep(120)
""")


def test_the_gui_fuzzer_ends_at_once_on_sigterm() -> None:
    fuzzer = subprocess.Popen([sys.executable, "benchmarks/gui_fuzz.py", "--events", "1000000"],
                              cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        end = time.monotonic() + 60
        while len(list((PROC / str(fuzzer.pid) / "task").iterdir())) < 2:  # SDL's threads
            assert fuzzer.poll() is None and time.monotonic() < end
            time.sleep(0.1)
        time.sleep(1.0)  # the app's first frames: pygame and SDL set up
        fuzzer.terminate()
        fuzzer.wait(timeout=SIGTERM_SECONDS)
    finally:
        if fuzzer.poll() is None:
            fuzzer.kill()
            fuzzer.wait()
    assert fuzzer.returncode == -signal.SIGTERM
