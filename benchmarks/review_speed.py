"""How long the review of one deal takes, and from which trick on it is exact.

Plays 40 matches with ``python -m engine simulate`` (normal players), then
reviews player 0's decisions in the first deal of each, as the game's review
screen does (``engine.review.start_review``: worker processes, one solving,
one estimating), and prints:

- ``review_seconds_p50`` / ``review_seconds_p95``: wall time per deal, from
  the start of the review to its last decision;
- ``exact_from_trick_median``: the earliest trick from which every decision of
  the deal is exact (the iku/koi call and the trump count as trick 1), median
  over the deals; ``exact_from_trick_max`` the worst;
- ``lead_and_trump_exact``: how many of those calls were solved exactly;
- ``review_cpu_seconds_p50`` / ``_p95``: the CPU time the worker processes
  spent per deal (on a busy machine the wall time grows, this does not much).

Usage: ``python benchmarks/review_speed.py [MATCHES]``.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from engine.record import parse_record
from engine.review import DealReview, start_review


def exact_from(deal: DealReview) -> int:
    """The earliest trick from which every decision is exact (11: none is)."""
    earliest = 11
    for decision in sorted(deal.decisions, key=lambda d: d.action, reverse=True):
        if not decision.exact:
            break
        earliest = decision.trick
    return earliest


def _children_cpu() -> float:
    """CPU seconds used by the finished worker processes so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _p95(figures: list[float]) -> float:
    ordered = sorted(figures)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> None:
    matches = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    print(f"uptime {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} (load 1 min, 5 min)")
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([sys.executable, "-m", "engine", "simulate", "--matches", str(matches),
                        "--seed", "review", "--players", "normal", "--out", folder],
                       check=True, capture_output=True)
        records = [parse_record(path.read_bytes())
                   for path in sorted(Path(folder).glob("*.gnk.json"))]
    seconds: list[float] = []
    cpu: list[float] = []
    exact: list[int] = []
    calls = calls_exact = 0
    for record in records:
        started = time.perf_counter()
        used = _children_cpu()
        with start_review(record, 0, [0]) as job:
            (deal,) = job.wait()[:1]
        seconds.append(time.perf_counter() - started)
        cpu.append(_children_cpu() - used)
        exact.append(exact_from(deal))
        for decision in deal.decisions:
            if decision.kind in ("lead", "trump"):
                calls += 1
                calls_exact += decision.exact
        print(f"deal {len(seconds):>2}: {seconds[-1]:5.2f} s (CPU {cpu[-1]:5.2f} s), "
              f"exact from trick {exact[-1]}",
              file=sys.stderr, flush=True)
    print(f"review_seconds_p50 {statistics.median(seconds):.2f}")
    print(f"review_seconds_p95 {_p95(seconds):.2f}")
    print(f"exact_from_trick_median {statistics.median(exact):g}")
    print(f"exact_from_trick_max {max(exact)}")
    print(f"lead_and_trump_exact {calls_exact}/{calls}")
    print(f"review_cpu_seconds_p50 {statistics.median(cpu):.2f}")
    print(f"review_cpu_seconds_p95 {_p95(cpu):.2f}")
    print(f"uptime {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} (load 1 min, 5 min)")


if __name__ == "__main__":
    main()
