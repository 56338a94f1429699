"""Every pool of the engine ends with the process that started it (``engine.lifetime``)."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from engine.lifetime import WorkerPool, process_pool
from tests.process_tree import ROOT, alive, check_workers_end, needs_proc

pytestmark = needs_proc

RECORD = "tests/engine/review_records/lost-win.gnk.json"


def test_the_strong_players_pool_ends_with_its_parent() -> None:
    check_workers_end("""
from engine.players.search import SearchPlayer, SearchSettings
player = SearchPlayer(SearchSettings(workers=2))
assert player.start_workers()
time.sleep(120)
""", workers=2)


def test_a_tournaments_workers_end_with_it() -> None:
    check_workers_end(args=[sys.executable, "-m", "engine", "tournament", "--a", "strong",
                            "--b", "normal", "--deals", "100"], workers=2)


def test_the_review_workers_end_with_their_parent() -> None:
    check_workers_end(f"""
from pathlib import Path
from engine.record import parse_record
from engine.review import start_review
job = start_review(parse_record(Path({RECORD!r}).read_text(encoding="utf-8")), player=0)
time.sleep(120)
""", workers=2)


def test_the_portable_watch_ends_a_worker_where_no_process_descriptor_is_had() -> None:
    check_workers_end("""
import os
del os.pidfd_open  # as on macOS and Windows: the watch looks every second instead
from engine.lifetime import process_pool
pool = process_pool(2)
pool.submit(time.sleep, 120)
pool.submit(time.sleep, 120)
time.sleep(120)
""", workers=2)


STOPPED_AT_ONCE = """
import os, signal, time
signal.signal(signal.SIGTERM, lambda *_: None)  # as SDL does: SIGTERM becomes a quit event
# the child is slow to start: a SIGTERM sent meanwhile finds it still under the handler above
os.register_at_fork(after_in_child=lambda: time.sleep(1.0))
import multiprocessing
from engine.lifetime import process_pool
pool = process_pool(1)
pool.submit(time.sleep, 60)
(worker,) = multiprocessing.active_children()
time.sleep(0.3)
worker.terminate()
worker.join(20)  # a generous bound: on a loaded two-core machine 5 s was seen to be too short
try:  # not is_alive(): the pool's own thread may reap the worker first, and is_alive() then
    os.kill(worker.pid, 0)  # says True of a process that is gone (waitpid: no such child)
    gone = worker.exitcode is not None
except ProcessLookupError:
    gone = True
print("worker gone" if gone else "worker alive", flush=True)
pool.shutdown(wait=False, cancel_futures=True)
"""


def test_a_worker_ends_on_sigterm_though_its_parent_held_sigterm_back() -> None:
    """A parent started with SIGTERM held back (a mask inherited from whatever started it,
    say a test runner's worker) still has workers that end on SIGTERM."""
    held = "import signal\nsignal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM})\n"
    done = subprocess.run([sys.executable, "-c", held + STOPPED_AT_ONCE], cwd=ROOT,
                          capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, check=False)
    assert "worker gone" in done.stdout, done.stdout + done.stderr


def test_a_worker_stopped_the_moment_it_started_ends_and_its_parent_exits_at_once() -> None:
    """SIGTERM is held back from a forked worker until it has put the default action back, so
    a pool closed as soon as it was started (the game closed at once) leaves no worker that
    swallowed the signal under its parent's handler, for its parent to wait for at exit."""
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-c", STOPPED_AT_ONCE], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)},
                          check=False)
    assert "worker gone" in done.stdout, done.stdout + done.stderr
    # under the worker's 60 s task with room for a loaded machine: waiting for the task fails
    assert time.monotonic() - started < 50, "the parent waited at its exit for the worker's task"


STOPPED_NOW = """
import os, sys, time
from engine.lifetime import process_pool
if sys.argv[1] == "slow start":  # the workers start after the pool is stopped
    os.register_at_fork(after_in_child=lambda: time.sleep(1.0))
pool = process_pool(2)
tasks = [pool.submit(time.sleep, 60) for _ in range(3)]
if sys.argv[1] == "mid-task":
    while len(pool.worker_pids()) < 2:
        time.sleep(0.02)
    print(*pool.worker_pids(), flush=True)
pool.stop_now()
print("stopped", flush=True)
"""


@pytest.mark.parametrize("when", ["mid-task", "slow start"])
def test_stop_now_ends_a_pools_workers_at_once_and_its_parent_exits_at_once(when: str) -> None:
    """``WorkerPool.stop_now`` ends the workers at once, in the middle of their tasks or
    before they have started, so the process that stops the pool does not wait at its exit
    for a task to end."""
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-c", STOPPED_NOW, when], cwd=ROOT,
                          capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, check=False)
    assert done.returncode == 0 and "stopped" in done.stdout, done.stdout + done.stderr
    assert time.monotonic() - started < 30, "the parent waited at its exit for the workers"
    if when == "mid-task":
        workers = [int(pid) for pid in done.stdout.split()[:-1]]
        assert len(workers) == 2
        assert not [pid for pid in workers if alive(pid)]


def test_a_pool_lists_its_running_workers() -> None:
    pool = process_pool(2)
    try:
        assert pool.worker_pids() == []  # none started yet
        assert pool.submit(os.getpid).result(timeout=60) in set(_running_pids(pool, 1))
        workers = _running_pids(pool, 2)
        assert all(alive(pid) for pid in workers)
    finally:
        pool.shutdown(wait=True)
    assert pool.worker_pids() == []
    assert not [pid for pid in workers if alive(pid)]


def _running_pids(pool: WorkerPool, count: int) -> list[int]:
    """The pool's workers once at least ``count`` of them run."""
    deadline = time.monotonic() + 60
    while len(workers := pool.worker_pids()) < count:
        assert time.monotonic() < deadline, workers
        time.sleep(0.02)
    return workers
