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

``decisions`` screens variants cheaply, without a tournament: it samples every
``--every``-th decision with more than one legal choice (and at most ``--most-cards``
cards in the hands) from ``--rounds`` rounds of five normal players (``--seed``, an
integer) and has each variant (``--variant KEY=VALUE,KEY=VALUE``, repeated; ``-`` for
the player as it is) decide each of them in turn, in this process and interleaved, so
under the same load; it prints each variant's CPU time per searched decision (all, and
those with at most and more than 15 cards left in the hands) and on how many decisions
its choice differs from the first variant's.

    python benchmarks/strong_variants.py decisions --seed 11 --rounds 2 --every 3 \
        --variant - --variant exact_cards=10

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
from engine.match import Match, Phase
from engine.observe import SeatView, observe
from engine.players import deciding_player, legal_for, player_named, step
from engine.players.search import SearchPlayer, SearchSettings
from engine.players.tournament import run_tournament
from engine.rules import RuleSet


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


def settings_of(changes: Sequence[str], **fixed: Any) -> SearchSettings:
    """The default settings with ``fixed`` and ``changes`` (``KEY=VALUE``) changed."""
    kinds = {field.name: type(getattr(SearchSettings(), field.name))
             for field in dataclasses.fields(SearchSettings)}
    values: dict[str, Any] = dict(fixed)
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
    settings = settings_of(args.set, workers=1, budget=args.budget)
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


SEARCHED = (Phase.PLAY, Phase.LEAD, Phase.TRUMP, Phase.JUROKU)
"""The phases the strong player searches."""


def sampled_decisions(seed: int, rounds: int, every: int,
                      most_cards: int = 50) -> list[tuple[SeatView, list[Decision]]]:
    """Every ``every``-th decision with more than one legal choice in a searched phase and at
    most ``most_cards`` cards in the hands, from ``rounds`` rounds of five normal players dealt
    from ``seed``."""
    rng = random.Random(seed)
    match = Match(RuleSet(rounds=rounds), "ABCDE", 0)
    players = [player_named("normal")] * 5
    found: list[tuple[SeatView, list[Decision]]] = []
    seen = 0
    while not match.finished:
        if match.phase in SEARCHED:
            player = deciding_player(match)
            legal = legal_for(match, player)
            if len(legal) > 1 and sum(map(int.bit_count, match.hands)) <= most_cards:
                if seen % every == 0:
                    found.append((observe(match, player), legal))
                seen += 1
        step(match, players, rng)
    return found


def decisions(args: argparse.Namespace) -> int:
    """Have each variant decide the same sampled decisions; print CPU and differing choices."""
    variants = [settings_of([] if text == "-" else text.split(","), workers=1,
                            budget=10.0)
                for text in args.variant]
    players = [SearchPlayer(settings) for settings in variants]
    sampled = sampled_decisions(args.seed, args.rounds, args.every, args.most_cards)
    cpu: list[list[tuple[int, float]]] = [[] for _ in variants]
    differ = [0] * len(variants)
    print(f"decisions {len(sampled)}; load {os.getloadavg()[0]:.2f}", flush=True)
    for k, (view, legal) in enumerate(sampled):
        choices = []
        for i, player in enumerate(players):
            began = time.process_time()
            analysis = player.analyse(view, legal, random.Random(k))
            if analysis.expected:
                cpu[i].append((sum(view.hand_sizes), (time.process_time() - began) * 1000))
            choices.append(analysis.choice)
        differ = [d + (c != choices[0]) for d, c in zip(differ, choices, strict=True)]
    print(f"load {os.getloadavg()[0]:.2f}")
    for text, times, different in zip(args.variant, cpu, differ, strict=True):
        late = [ms for left, ms in times if left <= 15]
        early = [ms for left, ms in times if left > 15]
        print(f"{text}: CPU s {sum(ms for _, ms in times) / 1000:.2f}; "
              f"{cpu_summary([ms for _, ms in times])}; <=15 cards {cpu_summary(late)}; "
              f">15 cards {cpu_summary(early)}; choices differing from the first {different}")
    return 0


def cpu_summary(times: list[float]) -> str:
    """p50, p99, max and the sum of ``times`` (ms)."""
    if not times:
        return "none"
    ordered = sorted(times)
    p50, p99 = (ordered[min(len(ordered) - 1, int(share * len(ordered)))] for share in (0.5, 0.99))
    return (f"p50 {p50:.0f} p99 {p99:.0f} max {ordered[-1]:.0f} sum {sum(ordered) / 1000:.2f} s "
            f"over {len(ordered)}")


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
    screen = commands.add_parser("decisions", help="screen variants on sampled decisions")
    screen.add_argument("--seed", type=int, default=11)
    screen.add_argument("--rounds", type=int, default=2)
    screen.add_argument("--every", type=int, default=3)
    screen.add_argument("--most-cards", type=int, default=50,
                        help="only decisions with at most so many cards in the hands")
    screen.add_argument("--variant", action="append", required=True,
                        metavar="KEY=VALUE,KEY=VALUE", help="a variant ('-': as it is)")
    args = parser.parse_args(argv)
    commands_run = {"run": run, "compare": compare, "decisions": decisions}
    return commands_run[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
