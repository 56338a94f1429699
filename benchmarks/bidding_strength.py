"""Where the bidding game's strong player wins and loses points against normal, by decision.

    python benchmarks/bidding_strength.py --deals 300 --seed s3
    python benchmarks/bidding_strength.py --deals 100 --seed s3 --variant shipped --variant s40

Plays the duplicate bidding tournament of each ``--variant`` of the strong player
against ``normal`` (``python -m engine tournament --preset bidding``: the same
seats, cards and random generators per decision for every variant) and prints,
per variant, its points per deal over normal with the 95% interval and where
they came from: the tournament deals whose auction ended alike in both halves
(the same taisho, bid and trump: the lay-down, the naming and the play decide
them) and those where it did not (the bids decide them), with the points each
kind brings; and per level as taisho, how often it was, its bids, how often
it made them and its points as taisho. With two or more variants, the paired
difference of each from the first, deal by deal. The strong player's decision
times (wall and CPU, per phase: bids, lay-downs, names, cards) and the load
average before and after close the report.

A variant is ``shipped`` (the strong player as it is), ``sN`` (its card search with N
sampled deals per decision instead of ``SAMPLES``) or ``normal`` (the normal player's card
play with the strong player's other decisions; quick to run). The settings measured in
issue 37 and not shipped (a bid on a raised estimate, the auction read by the samples, a
face card's worth in a playout) are on the branches ``strong37c-variants`` and
``strong37c-shift``, with this script's variants for them.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.actions import Decision
from engine.bidding import BiddingDealResult, BiddingMatch
from engine.match import Phase
from engine.observe import SeatView
from engine.players import player_named
from engine.players.bidding import normal_decision
from engine.players.bidding_search import SAMPLES, BiddingSearchPlayer
from engine.players.strong import StrongPlayer
from engine.players.tournament import _ci95, _percentile, _Tally, bidding_board
from engine.rules import RuleSet


def settings_of(variant: str) -> dict[str, float]:
    """``BiddingSearchPlayer``'s settings of a variant's name (see the module docstring)."""
    settings: dict[str, float] = {}
    for part in variant.split("+"):
        if part in ("shipped", "normal"):
            continue
        if part.startswith("s") and part[1:].isdigit():
            settings["samples"] = int(part[1:])
        else:
            raise argparse.ArgumentTypeError(f"unknown variant part {part!r}")
    return settings


def variant_name(text: str) -> str:
    """A ``--variant`` argument, checked."""
    settings_of(text)
    return text


class Timed(StrongPlayer):
    """A strong player of one variant, its wall and CPU time kept per phase."""

    def __init__(self, variant: str) -> None:
        super().__init__()
        settings = settings_of(variant)
        self.bidding = BiddingSearchPlayer(samples=int(settings.get("samples", SAMPLES)))
        self.normal_play = variant.startswith("normal")
        self.wall: dict[str, list[float]] = defaultdict(list)
        self.cpu: dict[str, list[float]] = defaultdict(list)

    def choose(self, view: SeatView, legal: Sequence[Decision], rng: random.Random) -> Decision:
        wall, cpu = time.perf_counter(), time.process_time()
        if self.normal_play and view.phase is Phase.PLAY and len(legal) > 1:
            decision = normal_decision(view, legal)
        else:
            decision = super().choose(view, legal, rng)
        phase = view.phase.name.lower()
        self.wall[phase].append(1000 * (time.perf_counter() - wall))
        self.cpu[phase].append(1000 * (time.process_time() - cpu))
        return decision


class Log:
    """Per tournament deal, each half's auction, taisho level and result."""

    def __init__(self) -> None:
        self.halves: list[tuple[tuple[int, int, int, str], int, int, int, bool, str]] = []

    def __call__(self, match: BiddingMatch, level_of: list[int]) -> None:
        result = match.results[-1]
        assert isinstance(result, BiddingDealResult)
        if result.taisho is None:
            self.halves.append(((-1, 0, -1, ""), -1, 0, 0, False, ""))
            return
        points = result.points[result.taisho]
        laid = "".join(sorted(str(c) for c in _cards(match.discards)))
        key = (result.taisho, result.bid or 0, result.trump, laid)
        self.halves.append((key, level_of[result.taisho], result.bid or 0, points,
                            points > 0, str(result.adjutant_card)))


def _cards(mask: int) -> list[int]:
    return [c for c in range(mask.bit_length()) if mask >> c & 1]


def report(name: str, tally: _Tally, log: Log, player: Timed) -> None:
    """Print one variant's figures (see the module docstring)."""
    mean, low, high = _ci95(tally.points)
    print(f"[{name}] points_per_deal {mean:+.3f} ({low:+.3f} … {high:+.3f})")
    same = differ = laid_differ = 0
    same_points: list[int] = []
    differ_points: list[int] = []
    laid_points: list[int] = []
    for board, points in enumerate(tally.points):
        first, second = log.halves[2 * board], log.halves[2 * board + 1]
        if first[0][:3] == second[0][:3]:
            same += 1
            same_points.append(points)
            if first[0][3] != second[0][3] and first[0][0] >= 0:
                laid_differ += 1
                laid_points.append(points)
        else:
            differ += 1
            differ_points.append(points)
    print(f"[{name}] auction_alike {same} deals, {sum(same_points):+d} points "
          f"(of which lay-down differs {laid_differ}, {sum(laid_points):+d}); "
          f"auction_differs {differ} deals, {sum(differ_points):+d} points")
    for level, label in ((0, "strong"), (1, "normal")):
        rows = [h for h in log.halves if h[1] == level]
        if not rows:
            continue
        bids = Counter(h[2] for h in rows)
        made = sum(1 for h in rows if h[4])
        print(f"[{name}] {label}_as_taisho {len(rows)} halves, made {made / len(rows):.3f}, "
              f"points {sum(h[3] for h in rows):+d}, bids "
              + " ".join(f"{b}:{n}" for b, n in sorted(bids.items())))
    passed = sum(1 for h in log.halves if h[1] < 0)
    print(f"[{name}] all_passed {passed} halves")
    for phase in sorted(player.cpu):
        cpu, wall = player.cpu[phase], player.wall[phase]
        print(f"[{name}] {phase}_ms cpu p50 {statistics.median(cpu):.1f} "
              f"p99 {_percentile(cpu, 0.99):.1f} max {max(cpu):.1f}; wall p99 "
              f"{_percentile(wall, 0.99):.1f} max {max(wall):.1f} over {len(cpu)}")


def _interval(values: list[int]) -> str:
    mean, low, high = _ci95(values)
    return f"{mean:+.2f} ({low:+.2f} … {high:+.2f})"


def _paired(first: _Tally, other: _Tally) -> list[int]:
    """Deal by deal, the first variant's points over normal minus the other's."""
    return [a - b for a, b in zip(first.points, other.points, strict=True)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--seed", default="s3")
    parser.add_argument("--variant", action="append", type=variant_name)
    args = parser.parse_args(argv)
    variants = args.variant or ["shipped"]
    print(f"load_before {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    rules = RuleSet.preset_named("bidding", rounds=1)
    normal = player_named("normal")
    labels = ("strong", "normal")
    tallies = {v: _Tally(times={label: [] for label in labels},
                         kankei_deals=dict.fromkeys(labels, 0),
                         kankei_wins=dict.fromkeys(labels, 0)) for v in variants}
    logs = {v: Log() for v in variants}
    players = {v: Timed(v) for v in variants}
    began = time.process_time()
    first = variants[0]
    for board in range(args.deals):
        for v in variants:
            bidding_board((players[v], normal), labels, rules, f"{args.seed}:{board}",
                          tallies[v], logs[v])
        if (board + 1) % 10 == 0:
            print(f"deals {board + 1}: " + "; ".join(
                f"{v} " + _interval(tallies[v].points) for v in variants) + "".join(
                f"; paired {first} - {v} " + _interval(_paired(tallies[first], tallies[v]))
                for v in variants[1:]), flush=True)
    for v in variants:
        players[v].close()
        report(v, tallies[v], logs[v], players[v])
    for v in variants[1:]:
        paired = _paired(tallies[first], tallies[v])
        mean, low, high = _ci95(paired)
        print(f"paired {first} - {v} {mean:+.3f} ({low:+.3f} … {high:+.3f}), "
              f"deals differing {sum(1 for d in paired if d)}/{len(paired)}")
    print(f"cpu_seconds {time.process_time() - began:.0f}")
    print(f"load_after {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
