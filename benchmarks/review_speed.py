"""How long the review of one deal takes, and from which trick on it is exact.

Plays 40 matches with ``python -m engine simulate`` (normal players), then
reviews player 0's decisions in the first deal of each, as the game's review
screen does (``engine.review.start_review``: worker processes, one solving,
one estimating), and prints:

- ``review_seconds_p50`` / ``review_seconds_p95``: wall time per deal, from
  the start of the review to its last decision, the strong player's estimates included;
- ``exact_seconds_p50`` / ``exact_seconds_p95``: from the start of the review until every
  decision's exact values are in (or known not to be: out of budget), the estimates that may
  still follow left out (the review screen shows each decision as its values come);
- ``exact_from_trick_median``: the earliest trick from which every decision of
  the deal is exact (the iku/koi call and the trump count as trick 1), median
  over the deals; ``exact_from_trick_max`` the worst;
- ``lead_and_trump_exact``: how many of those calls were solved exactly, of those with
  something to compare (``calls_alone``: the bidding game's weighed calls where the strong
  player weighs P's call alone, which the review judges by the estimate alone);
- ``review_cpu_seconds_p50`` / ``_p95``: the CPU time the worker processes
  spent per deal (on a busy machine the wall time grows, this does not much).

With ``--preset bidding`` the matches are of the bidding game and the deal
reviewed is each match's first that was not redealt (B6); player 0 is then
the taisho, the adjutant or a defender as the cards fell, and the naming of
the adjutant counts with the calls (``lead_and_trump_exact``). ``--busy``
starts one process beside the review that only burns a core (as
``strong_time.py --busy``).

``--rules KEY=VALUE`` (repeated) plays the bidding game's other forms
(docs/rules.md section 12: ``players=3``, ``auction=false``), reviewed by the
review's own search (``engine.review.small``); the tricks are then the form's
(seventeen with three players), and ``exact_from_trick`` of a deal none of
whose decisions is exact is one past its last trick.

``--solver native|compiled|python`` has the review's workers run that build of the open-hand
solver (``GONINKAN_SOLVER``; the output says which ran); by default the one
``engine.solver`` picks.

``--budget N`` gives each deal N nodes instead of the review's own budget
(``engine.review.NODE_BUDGET``), to weigh a budget before it is changed there.

``--seed S`` plays the matches from seed S (default ``review``, the seed of every figure in
docs/measurements.md before it existed): another set of deals, to check that a change made
while watching one set holds on another.

Usage: ``python benchmarks/review_speed.py [MATCHES] [--preset bidding] [--rules K=V] [--busy]
[--solver native] [--budget N] [--seed S]``.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from engine.record import Record, parse_record, replay
from engine.review import NODE_BUDGET, DealReview, plan_review, start_review

sys.path.insert(0, str(Path(__file__).resolve().parent))
from strong_time import busy_process  # a script beside this one

SEED = "review"
"""The matches' seed by default (``--seed``): the figures in docs/measurements.md are of it."""


def exact_from(deal: DealReview, tricks: int = 10) -> int:
    """The earliest trick from which every decision is exact (``tricks`` + 1: none is)."""
    earliest = tricks + 1
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


def weighed_alone(record: Record, index: int) -> set[tuple[int, int]]:
    """Player 0's weighed calls in deal ``index`` with nothing to compare: the strong player
    weighs P's call alone (``Spot.weighed`` without children)."""
    spots = plan_review(record, 0, [index]).spots.get(index, [])
    return {spot.action for spot in spots if spot.weighed and not spot.children}


def first_counted_deal(record: Record) -> int:
    """The index of the record's first deal that was played (not redealt, B6)."""
    results = replay(record).match.results
    return next(i for i, r in enumerate(results) if r.to_json()["result"] != "redeal")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("matches", type=int, nargs="?", default=40)
    parser.add_argument("--preset", default="standard")
    parser.add_argument("--rules", action="append", default=[], metavar="KEY=VALUE",
                        help="a house rule of the preset (players=3, auction=false)")
    parser.add_argument("--busy", action="store_true", help="one busy process beside it")
    parser.add_argument("--solver", choices=("native", "compiled", "python"), default=None,
                        help="the solver build the workers run (GONINKAN_SOLVER)")
    parser.add_argument("--budget", type=int, default=NODE_BUDGET,
                        help="the nodes a deal's review may take")
    parser.add_argument("--seed", default=SEED, help="the matches' seed (default: review)")
    args = parser.parse_args()
    if args.solver is not None:
        os.environ["GONINKAN_SOLVER"] = args.solver  # the workers are spawned with it
    ran = subprocess.run([sys.executable, "-c", "import engine.solver as s; print(s.SOLVER)"],
                         check=True, capture_output=True, text=True).stdout.strip()
    print(f"solver {ran}")
    if args.solver is not None and ran != args.solver:
        raise SystemExit(f"the {args.solver} solver does not run here ({ran} would)")
    print(f"node_budget {args.budget}")
    busy = busy_process() if args.busy else None
    try:
        run(args.matches, args.preset, args.rules, args.budget, args.seed)
    finally:
        if busy is not None:
            busy.kill()
            busy.wait()
    print(f"busy_process {'yes' if args.busy else 'no'}")


def run(matches: int, preset: str, rules: list[str] | None = None,
        node_budget: int = NODE_BUDGET, seed: str = SEED) -> None:
    """Review player 0 in the first deal of ``matches`` matches simulated from ``seed`` (the
    preset with ``rules``, ``KEY=VALUE`` each), each deal within ``node_budget`` nodes; print
    figures."""
    print(f"uptime {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} (load 1 min, 5 min)")
    print(f"seed {seed}")
    print(f"rules {' '.join(rules or []) or '-'}")
    house = [option for pair in rules or [] for option in ("--rules", pair)]
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([sys.executable, "-m", "engine", "simulate", "--matches", str(matches),
                        "--seed", seed, "--players", "normal", "--preset", preset,
                        *house, "--out", folder], check=True, capture_output=True)
        records = [parse_record(path.read_bytes())
                   for path in sorted(Path(folder).glob("*.gnk.json"))]
    seconds: list[float] = []
    solved: list[float] = []
    cpu: list[float] = []
    exact: list[int] = []
    calls = calls_exact = calls_alone = 0
    for record in records:
        started = time.perf_counter()
        used = _children_cpu()
        index = first_counted_deal(record)
        with start_review(record, 0, [index], node_budget=node_budget) as job:
            solved_at = None
            while not job.done:
                job.poll()
                if solved_at is None and job.solved:
                    solved_at = time.perf_counter()
                time.sleep(0.01)
            deal = job.wait()[index]
        seconds.append(time.perf_counter() - started)
        solved.append((solved_at or time.perf_counter()) - started)
        cpu.append(_children_cpu() - used)
        exact.append(exact_from(deal, record.rules.game.tricks))
        same = weighed_alone(record, index)
        for decision in deal.decisions:
            if decision.kind in ("lead", "trump", "adjutant"):
                if decision.action in same:
                    calls_alone += 1
                    continue
                calls += 1
                calls_exact += decision.exact
        print(f"deal {len(seconds):>2}: {seconds[-1]:5.2f} s (exact {solved[-1]:5.2f} s, "
              f"CPU {cpu[-1]:5.2f} s), "
              f"exact from trick {exact[-1]}",
              file=sys.stderr, flush=True)
    print(f"review_seconds_p50 {statistics.median(seconds):.2f}")
    print(f"review_seconds_p95 {_p95(seconds):.2f}")
    print(f"exact_seconds_p50 {statistics.median(solved):.2f}")
    print(f"exact_seconds_p95 {_p95(solved):.2f}")
    print(f"exact_from_trick_median {statistics.median(exact):g}")
    print(f"exact_from_trick_max {max(exact)}")
    print(f"lead_and_trump_exact {calls_exact}/{calls}")
    print(f"calls_alone {calls_alone}")
    print(f"review_cpu_seconds_p50 {statistics.median(cpu):.2f}")
    print(f"review_cpu_seconds_p95 {_p95(cpu):.2f}")
    print(f"uptime {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} (load 1 min, 5 min)")


if __name__ == "__main__":
    main()
