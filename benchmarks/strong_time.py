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

    python benchmarks/strong_time.py --deals 50 --busy
    python benchmarks/strong_time.py --deals 50 --preset bidding

``--preset bidding`` measures the bidding game's strong player (its own search,
``bidding_search``: bids, lay-downs and the naming included), against normal
in the bidding tournament.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

from engine.players import player_named
from engine.players.strong import StrongPlayer
from engine.players.tournament import run_tournament

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


def load() -> str:
    """The load average over 1, 5 and 15 minutes."""
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20, help="tournament deals (each twice)")
    parser.add_argument("--seed", default="strong-time")
    parser.add_argument("--busy", action="store_true", help="one busy process beside it")
    parser.add_argument("--preset", default="standard", help="the rules (standard, bidding)")
    args = parser.parse_args(argv)
    print(f"load_before {load()}", flush=True)
    busy = busy_process() if args.busy else None
    try:
        strong = StrongPlayer()
        figures = run_tournament("strong", "normal", args.deals, args.seed, args.preset,
                                 players=(strong, player_named("normal")))
        strong.close()
    finally:
        if busy is not None:
            busy.kill()
            busy.wait()
    times = figures["decision_ms"]["strong"]
    print(f"preset {args.preset}")
    print(f"busy_process {'yes' if args.busy else 'no'}")
    print(f"cpus {os.cpu_count()}")
    print(f"decisions {times['decisions']}")
    print(f"p50_ms {times['p50']:.1f}")
    print(f"p99_ms {times['p99']:.1f}")
    print(f"max_ms {times['max']:.1f}")
    print(f"clock_cut {strong.clock_cuts}")
    print(f"fallbacks {strong.timeouts}")
    print(f"points_per_deal_over_normal {figures['points_diff']:+.3f}")
    print(f"load_after {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
