"""Where the bidding game's strong player wins and loses points against normal, by decision.

    python benchmarks/bidding_strength.py --deals 300 --seed s3
    python benchmarks/bidding_strength.py --deals 100 --seed s3 --variant shipped --variant s40
    python benchmarks/bidding_strength.py --deals 300 --seed f1 --save f1.json
    python benchmarks/bidding_strength.py --deals 150 --seed f1 --variant s40 --against f1.json

Plays the duplicate bidding tournament of each ``--variant`` of the strong player
against ``normal`` (``python -m engine tournament --preset bidding``: the same
seats, cards and random generators per decision for every variant) and prints,
per variant, its points per deal over normal with the 95% interval and where
they came from: the tournament deals whose auction ended alike in both halves
(the same taisho, bid and trump: the lay-down, the naming and the play decide
them) and those where it did not (the bids decide them), with the points each
kind brings; and per level as taisho, how often it was, its bids, how often
it made them and its points as taisho; and its points a deal by role (``points_by_role``:
the taisho's and the adjutant's points, for strong's level and against normal's, in the
halves where strong was the taisho and in those where normal was). With two or more
variants, the paired difference of each from the first, deal by deal. The strong player's
decision times (wall and CPU, per phase: bids, lay-downs, names, cards) and the load
average before and after close the report.

A variant is ``shipped`` (the strong player as it is), ``sN`` (its card search with N
sampled deals per decision instead of ``SAMPLES``), ``tsN`` (the taisho's with N instead of
``TAISHO_SAMPLES``), ``xN`` (N more deals for the close cards instead of ``CLOSE_SAMPLES``;
``x0``: none), ``quick`` (playouts by the quick policy instead of the table's play,
``table_card``), ``normal`` (the normal player's card
play with the strong player's other decisions; quick to run), or ``taisho``, ``adjutant``,
``defender`` (joined by ``+``: the card search in those roles only, the normal player's card
in the others: where the card search's points come from), ``callsN`` (the lay-down and
the naming weighed on N sampled deals instead of ``CALL_SAMPLES``; ``calls0``: the normal
player's, as before issue 40's ``bidcalls40``), ``cmX`` (another call chosen over the normal
player's only where it does better by more than X times the bid, ``CALL_MARGIN``). The
strong player before
issue 37's ``strong37f`` is ``ts24+x0+quick``. The settings measured in
issue 37 and not shipped (a bid on a raised estimate, the auction read by the samples, a
face card's worth in a playout) are on the branches ``strong37c-variants`` and
``strong37c-shift``; those of ``strong37d`` (the open-hand solver for the last tricks of each
sampled deal, more deals where a decision is cheap, playouts where each player knows its side
only as the table does) on ``strong37d-variants``; those of ``strong37e`` (a face card's worth
beside the deal's points, the samples reading the auction, a bid raised while a rival's bid
stands; and ``--bids-only``, a bid variant played only where its auction differs from a saved
run) on ``strong37e-variants``; those of ``strong37f`` (the naming and the lay-down by
sampled deals, playouts by the normal player's play) on ``strong37f-variants``; each with
this script's variants for them.

``--save FILE`` writes each variant's points over normal deal by deal (every ten deals, so a
run stopped early keeps what it played); ``--against FILE`` pairs every variant of this run
with each of that file's, deal by deal, over the deals both played: a variant measured once
against the strong player as it is serves as the base of every later variant on that seed,
which then costs one player's CPU instead of two. ``--first N`` starts at the seed's deal
N, to continue a run that was stopped.
"""

from __future__ import annotations

import argparse
import json
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
from engine.match import Match, Phase
from engine.observe import SeatView, observe
from engine.players import player_named
from engine.players.bidding import normal_decision
from engine.players.bidding_search import (
    CALL_MARGIN,
    CALL_SAMPLES,
    CLOSE_SAMPLES,
    SAMPLES,
    TAISHO_SAMPLES,
    BiddingSearchPlayer,
)
from engine.players.strong import StrongPlayer
from engine.players.tournament import _Chance, _ci95, _percentile, _Tally, bidding_board
from engine.rules import RuleSet

ROLES = ("taisho", "adjutant", "defender")
"""The variants whose card search plays in that role only (the normal player's card
elsewhere)."""


def role_of(view: SeatView) -> str:
    """The seat's role as it knows it: the taisho, the adjutant (it holds or played the named
    card), or a defender."""
    if view.player == view.taisho:
        return "taisho"
    return "adjutant" if view.adjutant == view.player else "defender"


def settings_of(variant: str) -> dict[str, float]:
    """``BiddingSearchPlayer``'s settings of a variant's name (see the module docstring)."""
    settings: dict[str, float] = {}
    for part in variant.split("+"):
        if part in ("shipped", "normal", *ROLES):
            continue
        if part.startswith("s") and part[1:].isdigit():
            settings["samples"] = int(part[1:])
        elif part.startswith("ts") and part[2:].isdigit():
            settings["taisho_samples"] = int(part[2:])
        elif part.startswith("x") and part[1:].isdigit():
            settings["extra"] = int(part[1:])
        elif part == "quick":
            settings["quick"] = 1
        elif part.startswith("calls") and part[5:].isdigit():
            settings["call_samples"] = int(part[5:])
        elif part.startswith("cm") and part[2:].replace(".", "", 1).isdigit():
            settings["call_margin"] = float(part[2:])
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
        self.bidding = BiddingSearchPlayer(
            samples=int(settings.get("samples", SAMPLES)),
            taisho_samples=int(settings.get("taisho_samples", TAISHO_SAMPLES)),
            extra=int(settings.get("extra", CLOSE_SAMPLES)), table="quick" not in settings,
            call_samples=int(settings.get("call_samples", CALL_SAMPLES)),
            call_margin=settings.get("call_margin", CALL_MARGIN))
        self.normal_play = variant.startswith("normal")
        self.search_roles = {part for part in variant.split("+") if part in ROLES} or set(ROLES)
        self.wall: dict[str, list[float]] = defaultdict(list)
        self.cpu: dict[str, list[float]] = defaultdict(list)

    def choose(self, view: SeatView, legal: Sequence[Decision], rng: random.Random) -> Decision:
        wall, cpu = time.perf_counter(), time.process_time()
        if view.phase is Phase.PLAY and len(legal) > 1 and (
                self.normal_play or role_of(view) not in self.search_roles):
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
        self.roles: list[tuple[int, int, int, int]] = []
        """Per half: the taisho's level and its points, the adjutant's level and its points
        (level -1 and 0 points where there was none)."""

    def __call__(self, match: BiddingMatch, level_of: list[int]) -> None:
        result = match.results[-1]
        assert isinstance(result, BiddingDealResult)
        taisho, adjutant = result.taisho, result.adjutant
        self.roles.append((-1 if taisho is None else level_of[taisho],
                           0 if taisho is None else result.points[taisho],
                           -1 if adjutant is None else level_of[adjutant],
                           0 if adjutant is None else result.points[adjutant]))
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
    roles(name, log)
    passed = sum(1 for h in log.halves if h[1] < 0)
    print(f"[{name}] all_passed {passed} halves")
    for phase in sorted(player.cpu):
        cpu, wall = player.cpu[phase], player.wall[phase]
        print(f"[{name}] {phase}_ms cpu p50 {statistics.median(cpu):.1f} "
              f"p99 {_percentile(cpu, 0.99):.1f} max {max(cpu):.1f}; wall p99 "
              f"{_percentile(wall, 0.99):.1f} max {max(wall):.1f} over {len(cpu)}")


def roles(name: str, log: Log) -> None:
    """Where the points over normal came from, a deal at a time (summing both halves): the
    deal's points as taisho and as adjutant, each counted for strong's level and against
    normal's, by which level was the taisho in the half, and both halves together (with
    alike auctions, the same seat's points as strong and as normal)."""
    rows: dict[str, list[int]] = {f"{part}_{who}": [] for part in ("taisho", "adjutant")
                                  for who in ("strong_taisho", "normal_taisho")}
    for board in range(len(log.roles) // 2):
        sums = dict.fromkeys(rows, 0)
        for taisho_level, taisho_points, adjutant_level, adjutant_points in \
                log.roles[2 * board:2 * board + 2]:
            if taisho_level < 0:
                continue
            who = "strong_taisho" if taisho_level == 0 else "normal_taisho"
            sums[f"taisho_{who}"] += taisho_points * (1 if taisho_level == 0 else -1)
            if adjutant_level >= 0:
                sums[f"adjutant_{who}"] += adjutant_points * (1 if adjutant_level == 0 else -1)
        for key, value in sums.items():
            rows[key].append(value)
        for part in ("taisho", "adjutant"):
            rows.setdefault(f"{part}_both", []).append(
                sums[f"{part}_strong_taisho"] + sums[f"{part}_normal_taisho"])
    print(f"[{name}] points_by_role " + "; ".join(
        f"{key} {_interval(values)}" for key, values in rows.items()))


def _interval(values: list[int]) -> str:
    mean, low, high = _ci95(values)
    return f"{mean:+.2f} ({low:+.2f} … {high:+.2f})"


def _paired(first: _Tally, other: _Tally) -> list[int]:
    """Deal by deal, the first variant's points over normal minus the other's."""
    return [a - b for a, b in zip(first.points, other.points, strict=True)]


def _paired_saved(tally: _Tally, points: list[int]) -> list[int]:
    """Deal by deal, a variant's points over normal minus a saved run's, over the deals both
    played (the saved run must be of the same seed and first deal: the deals are the
    seed's)."""
    return [a - b for a, b in zip(tally.points, points, strict=False)]


def calls_differ(player: Timed, rules: RuleSet, seed: str) -> bool:
    """Whether, in either half of the tournament deal ``seed``, the strong taisho of
    ``player``'s variant lays down or names otherwise than the normal player does (the
    auction, the normal player's in both, played as ``bidding_board`` plays it)."""
    game = rules.game
    chance = _Chance(seed, game)
    board = int(seed.rsplit(":", 1)[-1])
    a_seats = {(board + 2 * i) % game.seats for i in range(2 if game.adjutant else 1)}
    for first in (True, False):
        level_of = [0 if (p in a_seats) == first else 1 for p in range(game.seats)]
        match = Match(rules, tuple(f"P{p}" for p in range(game.seats)), board % game.seats)
        dealt = decisions = 0
        while not match.finished and match.phase is not Phase.PLAY:
            if match.phase is Phase.DEAL:
                match.apply(chance.deal(dealt))
                dealt += 1
                continue
            seat = match.to_act()[0]
            view, legal = observe(match, seat), match.legal_decisions()
            usual = normal_decision(view, legal)
            rng = random.Random(f"{seed}:{decisions}")
            if level_of[seat] == 0 and match.phase in (Phase.DISCARD, Phase.ADJUTANT) \
                    and player.choose(view, legal, rng) != usual:
                return True
            match.apply(usual)
            decisions += 1
    return False


def calls_only(args: argparse.Namespace, variants: list[str], base: list[int]) -> None:
    """``--calls-only``: each variant's points over normal deal by deal, a deal played only
    where its lay-down or naming differs from the normal player's (``calls_differ``), the
    saved run's points (of the strong player with the normal player's calls) elsewhere;
    paired with that run."""
    rules = RuleSet.preset_named("bidding", rounds=1)
    normal = player_named("normal")
    labels = ("strong", "normal")
    for v in variants:
        player = Timed(v)
        points: list[int] = []
        played = 0
        for board, saved_points in zip(range(args.first, args.first + args.deals), base,
                                       strict=False):
            seed = f"{args.seed}:{board}"
            if not calls_differ(player, rules, seed):
                points.append(saved_points)
                continue
            tally = _Tally(times={label: [] for label in labels},
                           kankei_deals=dict.fromkeys(labels, 0),
                           kankei_wins=dict.fromkeys(labels, 0))
            bidding_board((player, normal), labels, rules, seed, tally)
            points.extend(tally.points)
            played += 1
            if args.save is not None:
                args.save.write_text(json.dumps({v: points}))
        if args.save is not None:
            args.save.write_text(json.dumps({v: points}))
        paired = [a - b for a, b in zip(points, base, strict=False)]
        print(f"[{v}] points_per_deal {_interval(points)} over {len(points)} deals, "
              f"{played} played (calls differing)")
        print(f"paired {v} - saved {_interval(paired)}, deals differing "
              f"{sum(1 for d in paired if d)}/{len(paired)}", flush=True)
        for phase in ("discard", "adjutant"):
            cpu = player.cpu.get(phase)
            if cpu:
                print(f"[{v}] {phase}_ms cpu p50 {statistics.median(cpu):.1f} "
                      f"p99 {_percentile(cpu, 0.99):.1f} max {max(cpu):.1f} over {len(cpu)}")
        player.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--first", type=int, default=0,
                        help="the first deal's number (a run continued where another stopped)")
    parser.add_argument("--seed", default="s3")
    parser.add_argument("--variant", action="append", type=variant_name)
    parser.add_argument("--save", type=Path, help="write each variant's points over normal "
                        "deal by deal to this JSON file ({variant: [points, ...]})")
    parser.add_argument("--against", type=Path, help="a --save file of the same seed: pair "
                        "every variant also with each of its variants, deal by deal")
    parser.add_argument("--calls-only", metavar="BASE", help="play only the deals where a "
                        "variant's lay-down or naming differs from the normal player's; the "
                        "--against file's BASE (the strong player with the normal player's "
                        "calls) elsewhere")
    args = parser.parse_args(argv)
    variants = args.variant or ["shipped"]
    saved: dict[str, list[int]] = ({} if args.against is None else {
        v: points[args.first:] for v, points in json.loads(args.against.read_text()).items()})
    if args.calls_only:
        if args.calls_only not in saved:
            parser.error("--calls-only BASE needs --against a saved run with BASE in it")
        calls_only(args, variants, saved[args.calls_only])
        return 0
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
    for board in range(args.first, args.first + args.deals):
        for v in variants:
            bidding_board((players[v], normal), labels, rules, f"{args.seed}:{board}",
                          tallies[v], logs[v])
        if (board + 1 - args.first) % 10 == 0:
            print(f"deals {board + 1 - args.first}: " + "; ".join(
                f"{v} " + _interval(tallies[v].points) for v in variants) + "".join(
                f"; paired {first} - {v} " + _interval(_paired(tallies[first], tallies[v]))
                for v in variants[1:]) + "".join(
                f"; paired {v} - saved {old} " + _interval(_paired_saved(tallies[v], points))
                for v in variants for old, points in saved.items()), flush=True)
            if args.save is not None:
                args.save.write_text(json.dumps({v: tallies[v].points for v in variants}))
    for v in variants:
        players[v].close()
        report(v, tallies[v], logs[v], players[v])
    for v in variants[1:]:
        paired = _paired(tallies[first], tallies[v])
        mean, low, high = _ci95(paired)
        print(f"paired {first} - {v} {mean:+.3f} ({low:+.3f} … {high:+.3f}), "
              f"deals differing {sum(1 for d in paired if d)}/{len(paired)}")
    if args.save is not None:
        args.save.write_text(json.dumps({v: tallies[v].points for v in variants}))
    for v in variants:
        for old, points in saved.items():
            paired = _paired_saved(tallies[v], points)
            mean, low, high = _ci95(paired)
            print(f"paired {v} - saved {old} {mean:+.3f} ({low:+.3f} … {high:+.3f}), "
                  f"deals differing {sum(1 for d in paired if d)}/{len(paired)}")
    print(f"cpu_seconds {time.process_time() - began:.0f}")
    print(f"load_after {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
