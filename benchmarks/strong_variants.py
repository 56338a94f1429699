"""Variants of the strong player, each against normal, paired round by round.

``run`` plays ``--deals`` duplicate tournament deals (rounds) of a strong player
with ``SearchSettings`` changed by ``--set KEY=VALUE`` (repeated) against
``normal`` (``tournament.run_tournament``, one round at a time, round *i* on
the seed ``SEED/i``) and appends one JSON line per round to ``--out``: its
points and face cards over normal, the strong player's CPU time per
decision, and how many of its decisions in that round fell back to the
normal player's (``timeouts``) or were cut short by the clock
(``clock_cuts``). The search runs in this process (``workers`` 1) with the
safety cut-off at ``--budget`` seconds (default 10), so that no decision is
cut short by the machine's load: the results depend on the seeds and
settings alone. A run that is stopped keeps every round it finished.

``compare`` pairs two such files round by round (the rounds both finished)
and prints the mean difference per round with its standard error and 95%
interval, each file's mean over normal, and the CPU time per decision.

    python benchmarks/strong_variants.py run --seed v1 --deals 40 --out base.jsonl
    python benchmarks/strong_variants.py run --seed v1 --deals 40 --out tail.jsonl \\
        --set close=0.3
    python benchmarks/strong_variants.py compare base.jsonl tail.jsonl

``run --open WHEN`` (repeatable; a measuring tool, as ``strong-open``) shows the strong
player every hand for some of its decisions only, to find which decisions carry the gap
between the strong player and its all-seeing bound: ``calls`` (iku/koi, the trump, the
jūroku call), ``play-above=N`` (card plays with more than N cards in the hands),
``play-upto=N`` (card plays with at most N), ``all``. Elsewhere it samples as at the table.

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

``regret`` finds where the strong player loses to its all-seeing bound without a
tournament: on the same sampled decisions (``--least-cards`` too), the strong player
shown the true hands values each candidate on the true deal; each variant's regret is
that value's best minus the value of the variant's choice, printed by kind of decision
(the calls, card plays by cards in the hands, with ``--leads`` leads and follows apart) and
paired against the first variant; ``--phase`` (repeatable) takes the decisions of one phase
only (``trump``: the trump named in kime-yaku, rare in the card play's sample).
``placement`` says how often the deals the search would play on put each hidden card in
its true hand and on its true side, read from the table (``--set`` how) and by the rules
alone.

    python benchmarks/strong_variants.py regret --seed 5 --rounds 8 --every 2
    python benchmarks/strong_variants.py placement --seed 5 --rounds 8 --every 2

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
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from engine.actions import Decision
from engine.cards import FACE_CARDS, FULL_DECK, SUIT_MASKS, CardSet, cards_of
from engine.match import Match, Phase
from engine.observe import SeatView, observe
from engine.players import deciding_player, legal_for, player_named, step
from engine.players.inference import has_evidence
from engine.players.sampling import knowledge_of, sample_hands, sides_of
from engine.players.search import Chain, OpenSearchPlayer, SearchPlayer, SearchSettings, deals_of
from engine.players.tournament import run_tournament
from engine.rules import RuleSet

CALLS = (Phase.LEAD, Phase.TRUMP, Phase.JUROKU)
"""The calls the strong player searches: iku/koi (R14), the trump (R26), the jūroku call (R24)."""


def _always(view: SeatView) -> bool:
    return True


def _a_call(view: SeatView) -> bool:
    return view.phase in CALLS


def _plays(above: bool, cards: int) -> Callable[[SeatView], bool]:
    """Card plays with more than ``cards`` in the hands (``above``), or at most ``cards``."""
    def test(view: SeatView) -> bool:
        return view.phase is Phase.PLAY and (sum(view.hand_sizes) > cards) == above
    return test


def shown_when(specs: Sequence[str]) -> Callable[[SeatView], bool]:
    """For ``run --open``: whether a decision's view is shown every hand, by ``specs``."""
    tests: list[Callable[[SeatView], bool]] = []
    for spec in specs:
        key, _, text = spec.partition("=")
        if key == "all":
            tests.append(_always)
        elif key == "calls":
            tests.append(_a_call)
        elif key in ("play-above", "play-upto") and text.isdigit():
            tests.append(_plays(key == "play-above", int(text)))
        else:
            raise SystemExit(f"--open {spec!r}: calls, play-above=N, play-upto=N or all")
    return lambda view: any(test(view) for test in tests)


class TimedSearch(OpenSearchPlayer):
    """The strong player, its CPU time per searched decision kept (``cpu_ms``).

    Shown every hand where ``shown(view)`` (``run --open``; the tournament sets
    ``hands`` before each decision), else sampling the hidden hands as at the table.
    """

    def __init__(self, settings: SearchSettings,
                 shown: Callable[[SeatView], bool] | None = None) -> None:
        super().__init__(settings)
        self.cpu_ms: list[float] = []
        self.shown = shown or shown_when([])

    def hands_shown(self, view: SeatView) -> list[CardSet] | None:
        return super().hands_shown(view) if self.shown(view) else None

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
    strong = TimedSearch(settings, shown_when(args.open))
    normal = player_named("normal")
    try:
        for board in range(args.first, args.first + args.deals):
            if board in done:
                continue
            strong.cpu_ms.clear()
            strong.reset_counts()
            figures = run_tournament("strong", "normal", 1, f"{args.seed}/{board}",
                                     players=(strong, normal))
            line = {"round": board, "seed": args.seed, "set": args.set, "open": args.open,
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
              f"timeouts {sum(rows[r]['timeouts'] for r in common)}, "
              f"clock cuts {sum(rows[r]['clock_cuts'] for r in common)}")
    print("paired points, B - A: "
          + interval([b[r]["points"] - a[r]["points"] for r in common]))
    print("paired faces, B - A: "
          + interval([b[r]["faces"] - a[r]["faces"] for r in common]))
    print(f"rounds that differ {sum(a[r]['points'] != b[r]['points'] for r in common)}")
    return 0


SEARCHED = (Phase.PLAY, Phase.LEAD, Phase.TRUMP, Phase.JUROKU)
"""The phases the strong player searches."""


Sampled = tuple[SeatView, list[Decision], list[CardSet]]
"""A sampled decision: the deciding seat's view, its legal decisions and the true hands."""


def sampled_decisions(seed: int, rounds: int, every: int, most_cards: int = 50,
                      least_cards: int = 0,
                      phases: Sequence[Phase] = SEARCHED) -> list[Sampled]:
    """Every ``every``-th decision with more than one legal choice in one of ``phases`` (the
    searched ones) and ``least_cards`` to ``most_cards`` cards in the hands, from ``rounds``
    rounds of five normal players dealt from ``seed``."""
    rng = random.Random(seed)
    match = Match(RuleSet(rounds=rounds), "ABCDE", 0)
    players = [player_named("normal")] * 5
    found: list[Sampled] = []
    seen = 0
    while not match.finished:
        if match.phase in phases:
            player = deciding_player(match)
            legal = legal_for(match, player)
            left = sum(map(int.bit_count, match.hands))
            if len(legal) > 1 and least_cards <= left <= most_cards:
                if seen % every == 0:
                    found.append((observe(match, player), legal, list(match.hands)))
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
    for k, (view, legal, _) in enumerate(sampled):
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


KINDS = (("iku/koi", lambda view, left: view.phase is Phase.LEAD),
         ("trump", lambda view, left: view.phase is Phase.TRUMP),
         ("jūroku", lambda view, left: view.phase is Phase.JUROKU),
         ("cards 41-50", lambda view, left: view.phase is Phase.PLAY and left > 40),
         ("cards 31-40", lambda view, left: view.phase is Phase.PLAY and 30 < left <= 40),
         ("cards 21-30", lambda view, left: view.phase is Phase.PLAY and 20 < left <= 30),
         ("cards 16-20", lambda view, left: view.phase is Phase.PLAY and 15 < left <= 20),
         ("cards 1-15", lambda view, left: view.phase is Phase.PLAY and left <= 15))
"""The kinds of decision ``regret`` sorts by: the calls, and card plays by cards in the hands."""


def kind_of(view: SeatView) -> str:
    """Which of ``KINDS`` a decision is."""
    left = sum(view.hand_sizes)
    return next(name for name, test in KINDS if test(view, left))


def regret(args: argparse.Namespace) -> int:
    """Where the strong player loses to its all-seeing bound, by kind of decision.

    On sampled decisions of five normal players' rounds each variant of the strong player
    decides as at the table, and the strong player as it is decides again shown the true
    hands (``OpenSearchPlayer``), whose search values every candidate on the true deal. A
    variant's regret on a decision is how much the best of those values exceeds the value
    of the variant's choice (match points; 0 where the open search had nothing to search
    or did not search that choice). Variants after the first are paired with it.
    """
    variants = [settings_of([] if text == "-" else text.split(","), workers=1, budget=10.0)
                for text in args.variant]
    players = [SearchPlayer(settings) for settings in variants]
    shown = OpenSearchPlayer(settings_of([], workers=1, budget=10.0))
    sampled = sampled_decisions(args.seed, args.rounds, args.every, args.most_cards,
                                args.least_cards,
                                [Phase[name.upper()] for name in args.phase] or SEARCHED)
    kinds: list[str] = []
    lost: list[list[float]] = [[] for _ in variants]
    print(f"decisions {len(sampled)}; load {os.getloadavg()[0]:.2f}", flush=True)
    for k, (view, legal, hands) in enumerate(sampled):
        shown.hands = hands
        values = dict(shown.analyse(view, legal, random.Random(k)).expected)
        kinds.append(kind_of(view) + ("" if not args.leads or view.phase is not Phase.PLAY
                                      else ", follow" if view.trick else ", lead"))
        for i, player in enumerate(players):
            choice = player.analyse(view, legal, random.Random(k)).choice
            lost[i].append(max(values.values()) - values[choice] if choice in values else 0.0)
    print(f"load {os.getloadavg()[0]:.2f}")
    total = sum(lost[0])
    for text, mine in zip(args.variant, lost, strict=True):
        print(f"{text}: kind, decisions, differing from the bound's best, regret a decision "
              f"(standard error), share of the first variant's regret"
              + ("" if mine is lost[0] else ", paired against the first"))
        names = [name + part for name, _ in KINDS for part in ("", ", lead", ", follow")]
        for name in [name for name in names if name in kinds] + ["all"]:
            rows = [i for i, kind in enumerate(kinds) if name in (kind, "all")]
            mean, error = mean_error([mine[i] for i in rows])
            line = (f"  {name}: {len(rows)}, {sum(mine[i] > 0 for i in rows)}, {mean:.3f} "
                    f"({error:.3f}), {sum(mine[i] for i in rows) / total if total else 0:.0%}")
            if mine is not lost[0]:
                diff, diff_error = mean_error([mine[i] - lost[0][i] for i in rows])
                line += f", {diff:+.3f} ({diff_error:.3f})"
            print(line)
    return 0


def mean_error(values: list[float]) -> tuple[float, float]:
    """The mean of ``values`` and its standard error."""
    error = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return statistics.fmean(values), error


GROUPS: tuple[tuple[str, Callable[[SeatView], CardSet]], ...] = (
          ("face cards", lambda view: FACE_CARDS),
          ("trumps, not face", lambda view: SUIT_MASKS[view.trump] & ~FACE_CARDS
           if view.trump is not None else 0),
          ("the rest", lambda view: FULL_DECK & ~FACE_CARDS
           & ~(SUIT_MASKS[view.trump] if view.trump is not None else 0)))
"""The hidden cards ``placement`` sorts by: face cards, trumps that are not, the rest."""


def placement(args: argparse.Namespace) -> int:
    """How often the search's deals put the hidden cards where they are, by kind of decision.

    For each sampled card play, the deals the strong player (``--set``) would search (read from the
    table once it has evidence, ``SearchSettings.inference``) and as many deals of the rules
    alone (``sample_hands``); for each hidden card, the share of the deals that put it in
    its true holder's hand, and on its true holder's side, averaged over the hidden cards
    of each group.
    """
    settings = settings_of(args.set)
    sampled = sampled_decisions(args.seed, args.rounds, args.every, args.most_cards,
                                args.least_cards)
    # (kind, group, way) -> [share in the right hand, share on the right side] per card
    found: dict[tuple[str, str, str], list[tuple[float, float]]] = {}
    read = 0
    for k, (view, _, hands) in enumerate(sampled):
        if view.phase is not Phase.PLAY:
            continue
        knowledge = knowledge_of(view)
        sides = sides_of(view)
        ways = {"rules": [sample_hands(knowledge, random.Random(f"{k}:{i}"))
                          for i in range(args.deals)]}
        if settings.inference and has_evidence(view, settings.partners):
            ways["read"] = deals_of(view, Chain(k, args.deals), settings)
            read += 1
        else:
            ways["read"] = ways["rules"]
        holder = {card: p for p in range(len(hands)) for card in cards_of(hands[p])}
        for way, deals in ways.items():
            for name, group in GROUPS:
                for card in cards_of(knowledge.pool & group(view)):
                    true = holder[card]
                    at = [next(p for p, hand in enumerate(deal) if hand >> card & 1)
                          for deal in deals]
                    found.setdefault((kind_of(view), name, way), []).append(
                        (sum(p == true for p in at) / len(at),
                         sum(sides[p] == sides[true] for p in at) / len(at)))
    print(f"card plays {sum(view.phase is Phase.PLAY for view, _, _ in sampled)}, "
          f"read from the table {read}; deals each {args.deals}")
    print("kind, hidden cards: right hand, rules / read; right side, rules / read "
          "(share of deals, mean over the hidden cards and decisions)")
    for kind, _ in KINDS:
        for name, _ in GROUPS:
            rules, reading = found.get((kind, name, "rules")), found.get((kind, name, "read"))
            if not rules or not reading:
                continue
            print(f"{kind}, {name} ({len(rules)}): hand "
                  f"{statistics.fmean(r[0] for r in rules):.3f} / "
                  f"{statistics.fmean(r[0] for r in reading):.3f}; side "
                  f"{statistics.fmean(r[1] for r in rules):.3f} / "
                  f"{statistics.fmean(r[1] for r in reading):.3f}")
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
    play.add_argument("--open", action="append", default=[], metavar="WHEN",
                      help="show every hand for these decisions: calls, play-above=N, "
                           "play-upto=N, all (repeatable; a measuring tool)")
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
    lost = commands.add_parser("regret", help="the strong player's regret against its bound, "
                                              "by kind of decision")
    lost.add_argument("--seed", type=int, default=11)
    lost.add_argument("--rounds", type=int, default=2)
    lost.add_argument("--every", type=int, default=3)
    lost.add_argument("--most-cards", type=int, default=50,
                      help="only decisions with at most so many cards in the hands")
    lost.add_argument("--least-cards", type=int, default=0,
                      help="only decisions with at least so many cards in the hands")
    lost.add_argument("--phase", action="append", default=[],
                      choices=[phase.name.lower() for phase in SEARCHED],
                      help="only decisions of this phase (repeatable; play, lead: iku/koi, "
                           "trump, juroku)")
    lost.add_argument("--leads", action="store_true",
                      help="card plays split into leads and follows")
    lost.add_argument("--variant", action="append", default=[], metavar="KEY=VALUE,KEY=VALUE",
                      help="a variant ('-': as it is); the first is the one paired against")
    where = commands.add_parser("placement", help="how often the search's deals put the "
                                                   "hidden cards where they are")
    where.add_argument("--seed", type=int, default=11)
    where.add_argument("--rounds", type=int, default=2)
    where.add_argument("--every", type=int, default=3)
    where.add_argument("--most-cards", type=int, default=50)
    where.add_argument("--least-cards", type=int, default=0)
    where.add_argument("--deals", type=int, default=24, help="deals drawn each way")
    where.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                       help="a SearchSettings field changed (repeatable): how the deals are read")
    args = parser.parse_args(argv)
    if args.command == "regret" and not args.variant:
        args.variant = ["-"]
    commands_run = {"run": run, "compare": compare, "decisions": decisions,
                    "regret": regret, "placement": placement}
    return commands_run[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
