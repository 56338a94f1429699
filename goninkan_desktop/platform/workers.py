"""Worker processes for work in the background (the deal of the day's duplicate, the reviews).

``stop_now`` ends an executor's processes at once, even mid-task: a
``ProcessPoolExecutor`` otherwise finishes its running task before the game
can exit, and that task may take many seconds.
"""

from __future__ import annotations

from concurrent.futures import Executor


def stop_now(executor: Executor) -> None:
    """Terminate the executor's worker processes (if any) and shut it down without waiting."""
    processes = getattr(executor, "_processes", None) or {}
    for process in list(processes.values()):
        process.terminate()
    executor.shutdown(wait=False, cancel_futures=True)
