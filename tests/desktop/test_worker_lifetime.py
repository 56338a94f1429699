"""The desktop's background workers (``platform.workers``) end with the game: the deal of the
day's duplicate, the statistics' solver, the strong player's pool and the review's workers;
the GUI fuzzer, whose games start them, ends on SIGTERM; and the review's workers give way
to the screen."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from tests.process_tree import (
    PROC,
    ROOT,
    SIGTERM_SECONDS,
    check_workers_end,
    needs_proc,
)

pytestmark = needs_proc

RECORD = "tests/engine/review_records/lost-win.gnk.json"


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


def test_the_strong_players_pool_ends_with_the_game() -> None:
    check_workers_end("""
from goninkan_desktop.play.controller import cpu_player
player = cpu_player("strong")
assert player.start_workers()
time.sleep(120)
""", workers=2)


def test_the_review_workers_end_with_the_game() -> None:
    check_workers_end(f"""
from pathlib import Path
from engine.record import parse_record
from goninkan_desktop.platform.workers import start_review
job = start_review(parse_record(Path({RECORD!r}).read_text(encoding="utf-8")), 0, [0])
time.sleep(120)
""", workers=2)


@pytest.mark.skipif(not hasattr(os, "sched_getscheduler"), reason="Linux only")
def test_the_review_workers_give_way_to_the_screen() -> None:
    """The review's workers run only when the game's process does not want the core
    (SCHED_IDLE, at a lower priority too), so a frame never waits for them; the other work
    runs as the game does."""
    from engine.record import parse_record
    from goninkan_desktop.platform.workers import IDLE, Work, pool, start_review

    record = parse_record((ROOT / RECORD).read_text(encoding="utf-8"))
    with start_review(record, 0, [0]) as job:
        deadline = time.monotonic() + 60
        while len(workers := _children(b"spawn_main")) < 2 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert len(workers) == 2, job.failure
        for pid in workers:
            assert os.sched_getscheduler(pid) == os.SCHED_IDLE
            assert os.getpriority(os.PRIO_PROCESS, pid) > os.getpriority(os.PRIO_PROCESS, 0)
    for work in Work:  # a pool's workers too, from their start
        before = set(_children())
        workers = pool(work)
        try:
            workers.submit(time.sleep, 0.0).result(timeout=60)
            (pid,) = set(_children()) - before
            idle = os.sched_getscheduler(pid) == os.SCHED_IDLE
            assert idle == (work in IDLE)
            assert (os.getpriority(os.PRIO_PROCESS, pid) > os.getpriority(os.PRIO_PROCESS, 0)) \
                == idle
        finally:
            workers.shutdown(cancel_futures=True)


def _children(marker: bytes = b"") -> list[int]:
    """The live processes this one started whose command line holds ``marker``."""
    found = []
    for entry in PROC.iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                command = (entry / "cmdline").read_bytes()
            except OSError:
                continue
            if int(stat[1]) == os.getpid() and stat[0] != "Z" and marker in command:
                found.append(int(entry.name))
    return found


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
