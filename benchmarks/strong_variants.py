"""Variants of the strong player, each against normal, paired round by round.

``run`` plays ``--deals`` duplicate tournament deals (rounds) of a strong player
with ``SearchSettings`` changed by ``--set KEY=VALUE`` (repeated) against
``normal`` (``tournament.run_tournament``, one round at a time, round *i* on
the seed ``SEED/i``) and appends one JSON line per round to ``--out``: its
points and face cards over normal, and the strong player's CPU time per
decision. The search runs in this process (``workers`` 1) with the safety
cut-off at ``--budget`` seconds (default 10), so that no decision is cut
short by the machine's load: the results depend on the seeds and settings
alone. A run that is stopped keeps every round it finished.

``compare`` pairs two such files round by round (the rounds both finished)
and prints the mean difference per round with its standard error and 95%
interval, each file's mean over normal, and the CPU time per decision.

    python benchmarks/strong_variants.py run --seed v1 --deals 40 --out base.jsonl
    python benchmarks/strong_variants.py run --seed v1 --deals 40 --out tail.jsonl \\
        --set close=0.3
    python benchmarks/strong_variants.py compare base.jsonl tail.jsonl

A decision's CPU time here is one process's; at the table the search is spread over
the machine's cores (``benchmarks/strong_time.py`` measures the table's decision time).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine.actions import Decision
from engine.observe import SeatView
from engine.players import player_named
from engine.players.search import SearchPlayer, SearchSettings
from engine.players.tournament import run_tournament


class TimedSearch(SearchPlayer):
    """The strong player, its CPU time per searched decision kept (``cpu_ms``)."""

    def __init__(self, settings: SearchSettings) -> None:
        super().__init__(settings)
        self.cpu_ms: list[float] = []

    def choose(self, view: SeatView, legal: Sequence[Decision], rng: random.Random) -> Decision:
        began = time.process_time()
        decision = super().choose(view, legal, rng)
        if len(legal) > 1:
            self.cpu_ms.append((time.process_time() - began) * 1000)
        return decision


def settings_of(changes: Sequence[str], budget: float) -> SearchSettings:
    """The default settings with ``changes`` (``KEY=VALUE``), in this process, at ``budget``."""
    kinds = {field.name: type(getattr(SearchSettings(), field.name))
             for field in dataclasses.fields(SearchSettings)}
    values: dict[str, Any] = {"workers": 1, "budget": budget}
    for change in changes:
        key, _, text = change.partition("=")
        if key not in kinds:
            raise SystemExit(f"no setting {key!r}; settings: {', '.join(sorted(kinds))}")
        kind = kinds[key]
        values[key] = text.lower() == "true" if kind is bool else kind(text)
    return dataclasses.replace(SearchSettings(), **values)


def finished_rounds(path: Path) -> set[int]:
    """The rounds ``path`` already holds."""
    if not path.exists():
        return set()
    return {json.loads(line)["round"] for line in path.read_text().splitlines() if line}


def run(args: argparse.Namespace) -> int:
    """Play the rounds not yet in ``args.out`` and append them to it."""
    settings = settings_of(args.set, args.budget)
    out = Path(args.out)
    done = finished_rounds(out)
    strong = TimedSearch(settings)
    normal = player_named("normal")
    try:
        for board in range(args.first, args.first + args.deals):
            if board in done:
                continue
            strong.cpu_ms.clear()
            figures = run_tournament("strong", "normal", 1, f"{args.seed}/{board}",
                                     players=(strong, normal))
            line = {"round": board, "seed": args.seed, "set": args.set,
                    "points": figures["points_diff"], "faces": figures["faces_diff"],
                    "cpu_ms": [round(ms, 2) for ms in strong.cpu_ms],
                    "timeouts": strong.timeouts, "clock_cuts": strong.clock_cuts,
                    "load": round(os.getloadavg()[0], 2)}
            with out.open("a") as file:
                file.write(json.dumps(line) + "\n")
            print(f"round {board} points {line['points']:+g} faces {line['faces']:+g}",
                  flush=True)
    finally:
        strong.close()
    return 0


def rounds_of(path: str) -> dict[int, dict[str, Any]]:
    """The rounds of one ``run`` file by number."""
    lines = Path(path).read_text().splitlines()
    return {row["round"]: row for row in map(json.loads, lines) if row}


def interval(values: list[float]) -> str:
    """The mean of ``values``, its standard error and 95% interval, as text."""
    mean = statistics.fmean(values)
    error = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return (f"{mean:+.3f} (standard error {error:.3f}; 95% CI {mean - 1.96 * error:+.3f} … "
            f"{mean + 1.96 * error:+.3f})")


def cpu_figures(rows: list[dict[str, Any]]) -> str:
    """The CPU time per searched decision over ``rows``: p50, p99, max."""
    times = sorted(ms for row in rows for ms in row["cpu_ms"])
    if not times:
        return "no searched decisions"
    p50, p99 = (times[min(len(times) - 1, int(share * len(times)))] for share in (0.5, 0.99))
    return (f"CPU ms per decision p50 {p50:.0f}, p99 {p99:.0f}, max {times[-1]:.0f} "
            f"over {len(times)}")


def compare(args: argparse.Namespace) -> int:
    """Print the paired difference of ``args.b`` over ``args.a``."""
    a, b = rounds_of(args.a), rounds_of(args.b)
    common = sorted(set(a) & set(b))
    if not common:
        print("no rounds in common")
        return 1
    print(f"rounds {len(common)}")
    for name, rows in ((args.a, a), (args.b, b)):
        print(f"{name}: points over normal {interval([rows[r]['points'] for r in common])}; "
              f"faces {statistics.fmean(rows[r]['faces'] for r in common):+.2f}; "
              f"{cpu_figures([rows[r] for r in common])}; "
              f"timeouts {max(rows[r]['timeouts'] for r in common)}")
    print("paired points, B - A: "
          + interval([b[r]["points"] - a[r]["points"] for r in common]))
    print("paired faces, B - A: "
          + interval([b[r]["faces"] - a[r]["faces"] for r in common]))
    print(f"rounds that differ {sum(a[r]['points'] != b[r]['points'] for r in common)}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("run", help="play rounds of one variant against normal")
    play.add_argument("--seed", required=True)
    play.add_argument("--deals", type=int, default=20, help="rounds to play")
    play.add_argument("--first", type=int, default=0, help="the first round's number")
    play.add_argument("--out", required=True, help="the JSON-lines file to append to")
    play.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                      help="a SearchSettings field changed (repeatable)")
    play.add_argument("--budget", type=float, default=10.0, help="the safety cut-off, seconds")
    pair = commands.add_parser("compare", help="pair two run files round by round")
    pair.add_argument("a")
    pair.add_argument("b")
    args = parser.parse_args(argv)
    return run(args) if args.command == "run" else compare(args)


if __name__ == "__main__":
    sys.exit(main())
