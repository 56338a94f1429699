"""How long the strong player takes to decide at the table, idle or beside a busy process.

Plays ``--deals`` duplicate tournament deals of ``strong`` against ``normal``
(``python -m engine tournament``: each deal twice, the sides swapped) and
prints the strong player's decision times (``p50_ms``, ``p99_ms``,
``max_ms``, ``decisions``), how many decisions the clock cut short
(``clock_cut``: the search stopped at its time budget and decided on the
deals searched so far; ``SearchPlayer.clock_cuts``) and how many fell back to
the normal player's choice (``fallbacks``), with the machine's load average
before and after. ``--busy`` starts one process beside it that only burns
CPU (``while True: pass``); it ends when this script ends, however it ends
(it watches this process: ``engine.lifetime``).

In the bidding game the search runs in this process, so the script also prints
its CPU time per decision (``cpu_p50_ms``, ``cpu_p99_ms``, ``cpu_max_ms``,
``time.process_time``): on a machine shared with other work the wall times
above say more about the load than about the player, and a decision's CPU
time is what it takes where one core is free for it. (Goninkan's search runs
in worker processes, whose time this process does not see: no CPU figures.)

    python benchmarks/strong_time.py --deals 50 --busy
    python benchmarks/strong_time.py --deals 50 --preset bidding

``--preset bidding`` measures the bidding game's strong player (its own search,
``bidding_search``: bids, lay-downs and the naming included), against normal
in the bidding tournament; ``--rules KEY=VALUE`` (repeated) its other forms
(docs/rules.md section 12), as ``python -m engine tournament`` takes them:

    python benchmarks/strong_time.py --deals 20 --preset bidding --rules players=3 --busy

``--set KEY=VALUE`` (repeated) changes Goninkan's ``SearchSettings`` (as
``strong_variants.py`` does), to time a variant at the table beside the player as it is:

    python benchmarks/strong_time.py --deals 30 --busy --set exact_cards=10
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from strong_variants import settings_of  # a script beside this one

from engine.__main__ import _house_rules
from engine.actions import Decision
from engine.observe import SeatView
from engine.players import player_named
from engine.players.strong import StrongPlayer
from engine.players.tournament import run_tournament
from engine.rules import RuleSet

BUSY = ("import sys\n"
        "from engine.lifetime import worker_started\n"
        "worker_started(int(sys.argv[1]))\n"
        "while True:\n"
        "    pass\n")
"""The busy process: a loop that never ends, until this script does (``engine.lifetime``)."""


def busy_process() -> subprocess.Popen[bytes]:
    """Start the process that keeps one core busy beside the strong player."""
    root = Path(__file__).resolve().parent.parent
    return subprocess.Popen([sys.executable, "-c", BUSY, str(os.getpid())], cwd=root,
                            env={**os.environ, "PYTHONPATH": str(root)})


class TimedStrong(StrongPlayer):
    """The strong player, its CPU time per decision kept (``cpu_ms``; this process's only)."""

    def __init__(self, changes: Sequence[str] = ()) -> None:
        super().__init__(settings_of(changes))
        self.cpu_ms: list[float] = []

    def choose(self, view: SeatView, legal: Sequence[Decision], rng: random.Random) -> Decision:
        began = time.process_time()
        decision = super().choose(view, legal, rng)
        self.cpu_ms.append((time.process_time() - began) * 1000)
        return decision


def percentile(values: list[float], share: float) -> float:
    """The ``share`` quantile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def load() -> str:
    """The load average over 1, 5 and 15 minutes."""
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20, help="tournament deals (each twice)")
    parser.add_argument("--seed", default="strong-time")
    parser.add_argument("--busy", action="store_true", help="one busy process beside it")
    parser.add_argument("--preset", default="standard", help="the rules (standard, bidding)")
    parser.add_argument("--rules", action="append", default=[], metavar="KEY=VALUE",
                        help="a house rule of the preset (players=3, auction=false)")
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                        help="a SearchSettings field changed (repeatable)")
    args = parser.parse_args(argv)
    print(f"load_before {load()}", flush=True)
    busy = busy_process() if args.busy else None
    try:
        strong = TimedStrong(args.set)
        figures = run_tournament("strong", "normal", args.deals, args.seed, args.preset,
                                 players=(strong, player_named("normal")),
                                 house_rules=_house_rules(args.rules))
        strong.close()
    finally:
        if busy is not None:
            busy.kill()
            busy.wait()
    times = figures["decision_ms"]["strong"]
    print(f"preset {args.preset}")
    print(f"rules {' '.join(args.rules) or '-'}")
    print(f"settings {' '.join(args.set) or '-'}")
    print(f"busy_process {'yes' if args.busy else 'no'}")
    print(f"cpus {os.cpu_count()}")
    print(f"decisions {times['decisions']}")
    print(f"p50_ms {times['p50']:.1f}")
    print(f"p99_ms {times['p99']:.1f}")
    print(f"max_ms {times['max']:.1f}")
    if RuleSet.preset_named(args.preset).game.is_bidding and strong.cpu_ms:
        print(f"cpu_p50_ms {statistics.median(strong.cpu_ms):.1f}")
        print(f"cpu_p99_ms {percentile(strong.cpu_ms, 0.99):.1f}")
        print(f"cpu_max_ms {max(strong.cpu_ms):.1f}")
    print(f"clock_cut {strong.clock_cuts}")
    print(f"fallbacks {strong.timeouts}")
    print(f"points_per_deal_over_normal {figures['points_diff']:+.3f}")
    print(f"load_after {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
