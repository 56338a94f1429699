"""Start a pool in a child process, kill that child, and see whether its workers outlive it.

Linux only (it reads the process tree from ``/proc``). ``check_workers_end`` is the
test every pool of the project takes (``engine.lifetime``): the child ignores SIGTERM,
as a pygame program does, before it starts its pool.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PROC = Path("/proc")
needs_proc = pytest.mark.skipif(not (PROC / "self" / "stat").exists(),
                                reason="reads the process tree from /proc")

SIGTERM_SECONDS = 30.0
"""A worker sent SIGTERM must be gone within this. What is checked is that it ends rather
than ignoring the signal (as its parent does): one that obeys ends in milliseconds, one that
ignores it never ends, so a bound this generous still tells the two apart while a loaded
two-core machine may leave the worker unscheduled for seconds. How fast it ends is a
benchmark's figure, not this test's."""
ORPHAN_SECONDS = 60.0
"""The workers must be gone within this of their parent's death: they wake when the parent
ends (``engine/lifetime.py``, a pidfd), so they end in well under a second on a quiet
machine; an orphan that outlives its parent stays for good. Generous for a loaded machine,
as ``SIGTERM_SECONDS``; a passing run waits only as long as the workers take."""

PREAMBLE = "import sys, time\n"
"""What the child's code starts with."""


def _stat(pid: int) -> tuple[str, int] | None:
    """The state letter and the parent's pid of process ``pid``; None once it is gone."""
    try:
        text = (PROC / str(pid) / "stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    fields = text.rsplit(")", 1)[1].split()
    return fields[0], int(fields[1])


def alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie, waiting for its parent to reap it, has ended)."""
    stat = _stat(pid)
    return stat is not None and stat[0] not in "ZX"


def descendants(pid: int) -> list[int]:
    """Every living process below ``pid``, children before grandchildren."""
    children: dict[int, list[int]] = {}
    for entry in PROC.iterdir():
        if entry.name.isdigit():
            stat = _stat(int(entry.name))
            if stat is not None and stat[0] not in "ZX":
                children.setdefault(stat[1], []).append(int(entry.name))
    found, queue = [], [pid]
    while queue:
        for child in children.get(queue.pop(0), []):
            found.append(child)
            queue.append(child)
    return found


def is_worker(pid: int) -> bool:
    """Whether ``pid`` is a worker (not the resource tracker of ``multiprocessing``, which
    ignores SIGTERM and ends once no process uses it)."""
    try:
        command = (PROC / str(pid) / "cmdline").read_bytes()
    except (FileNotFoundError, ProcessLookupError):
        return False
    return b"resource_tracker" not in command


def _started(pid: int) -> bool:
    """Whether worker ``pid`` has run its start (``lifetime.worker_started``): it no longer
    ignores SIGTERM as its parent does."""
    try:
        status = (PROC / str(pid) / "status").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return True  # gone: nothing to wait for
    ignored = next(int(line.split()[1], 16) for line in status.splitlines()
                   if line.startswith("SigIgn:"))
    return not ignored & (1 << (signal.SIGTERM - 1))


def _wait_gone(pids: list[int], seconds: float) -> list[int]:
    """Those of ``pids`` still alive after up to ``seconds``."""
    end = time.monotonic() + seconds
    while True:
        left = [pid for pid in pids if alive(pid)]
        if not left or time.monotonic() > end:
            return left
        time.sleep(0.05)


def check_workers_end(code: str | None = None, *, args: list[str] | None = None,
                      workers: int = 1, start_seconds: float = 120.0) -> None:
    """Run ``code`` (after ``PREAMBLE``) or the command ``args`` in a child process that
    ignores SIGTERM (as pygame, through SDL, makes a program do); once
    ``workers`` processes run below it, stop the child (SIGSTOP, so that it cannot end
    them itself), send SIGTERM to one of its workers and check that it ends at once, then
    kill the child with SIGKILL and check that no process below it survives
    ``ORPHAN_SECONDS``."""
    command = args if args is not None else [sys.executable, "-c", PREAMBLE + (code or "")]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    parent = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                              preexec_fn=lambda: signal.signal(signal.SIGTERM, signal.SIG_IGN))
    seen: set[int] = set()
    try:
        end = time.monotonic() + start_seconds
        while True:
            below = [pid for pid in descendants(parent.pid) if is_worker(pid)]
            seen.update(below)
            if len(below) >= workers and all(_started(pid) for pid in below):
                break
            assert parent.poll() is None, f"the child ended first ({parent.returncode})"
            assert time.monotonic() < end, f"only {len(below)} workers started"
            time.sleep(0.1)
        os.kill(parent.pid, signal.SIGSTOP)
        seen.update(descendants(parent.pid))
        first = next(pid for pid in below if (_stat(pid) or ("", 0))[1] == parent.pid)
        os.kill(first, signal.SIGTERM)
        assert _wait_gone([first], SIGTERM_SECONDS) == [], "a worker ignored SIGTERM"
        seen.update(descendants(parent.pid))
        parent.kill()
        parent.wait()
        left = _wait_gone(sorted(seen), ORPHAN_SECONDS)
        assert left == [], f"{len(left)} workers outlived their parent by {ORPHAN_SECONDS} s"
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait()
        for pid in seen:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
