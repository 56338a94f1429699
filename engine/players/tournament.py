"""Duplicate tournaments between two CPU levels, so that the luck of the cards cancels.

One tournament *deal* is one round (R7) played twice on the same cards. The
round starts with deal 1 and goes on to deals 2 and 3 while Kankei keep
winning (R25, R27). In the first half level A makes every decision of the
Kankei seats and level B those of the Mukankei seats; in the second half the
other way round. Teams come from the cards (R11), so "A in the Kankei seats"
means A plays whichever players the cards make Kankei. Both halves see the
same chance events: the n-th hands dealt in a half are the same in both, and
the decision at the same place in both halves draws from the same random
generator, so a blind nijū-kan pick (R13), made at random by every level,
falls the same way.

For each tournament deal, A's score is the points one of A's players scored
in the round (standard scoring, R29, unless another preset is asked for) over
both halves, minus B's; likewise the face cards A's side took minus B's.

The bidding game (``--preset bidding``, docs/rules.md section 11) has no sides
until the auction and the named card make them, and the adjutant's side is
hidden, so there A and B split the *seats*, not the sides: in tournament deal
*n*, A plays seats *n* and *n* + 2 (mod 5; two seats, as many as the
taisho's side) and B the other three in the first half, and the other way
round in the second, on the same cards (a redeal deals the same next hands
in both halves). Every seat is then played once by each level on the same
cards, and over the deals every seat is A's equally often. A's score is the
points of its seats minus B's in the same seats, over both halves and all
five seats (B13); the face cards likewise (a seat's face cards: those in the
tricks it won, and for the taisho those it laid down). ``kankei_win_rate`` is
the share of the deals in which a level's seat was the taisho that the
taisho's side won (``bidding_board``).

The bidding game's other forms (docs/rules.md section 12, ``--rules players=3``,
``--rules auction=false``) are played the same way, with A's seats as many
as the taisho's side has players where it has an adjutant (two seats,
*n* and *n* + 2), else one (seat *n* mod the number of players): three
players, or no auction, where each plays for themself (B18: a seat's points
are its face cards). Over both halves each seat is played once by each level
on the same cards.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from ..actions import Deal
from ..bidding import BiddingDealResult, BiddingMatch
from ..bidding_tricks import FACES as BIDDING_FACES
from ..dealing import shuffled_deal
from ..games import Game
from ..match import Match, Phase
from ..observe import observe
from ..rules import RuleSet
from ..scoring import KANKEI_WINS, Outcome
from . import Player, close_player, deciding_player, legal_for, player_named
from .search import OpenSearchPlayer
from .strong import OpenStrongPlayer

MEASURING_LEVELS = ("strong-open",)
"""Levels for tournaments only, as measuring tools; never offered in the app.

``strong-open`` is the strong player shown every hand (``OpenStrongPlayer``, in
either game): its margin is the all-seeing bound of the strong player's search.
"""


def tournament_player(name: str) -> Player:
    """A level of ``PLAYER_NAMES`` or ``MEASURING_LEVELS`` by its name."""
    if name == "strong-open":
        return OpenStrongPlayer()
    return player_named(name)


@dataclass
class _Half:
    """What one level's side did in one half: points of one player, face cards, deals won."""

    points: int = 0
    faces: int = 0
    kankei_deals: int = 0
    kankei_wins: int = 0


@dataclass
class _Tally:
    """Per-deal differences and per-level counts over a tournament."""

    points: list[int] = field(default_factory=list)
    faces: list[int] = field(default_factory=list)
    kankei_deals: dict[str, int] = field(default_factory=dict)
    kankei_wins: dict[str, int] = field(default_factory=dict)
    times: dict[str, list[float]] = field(default_factory=dict)
    dealt: int = 0


class _Chance:
    """The hands of one tournament deal, drawn once and dealt alike in both halves."""

    def __init__(self, seed: str, game: Game | None = None) -> None:
        self._rng = random.Random(f"{seed}:chance")
        self._deals: list[Deal] = []
        self._game = game

    def deal(self, index: int) -> Deal:
        while len(self._deals) <= index:
            self._deals.append(shuffled_deal(self._rng) if self._game is None
                               else shuffled_deal(self._rng, self._game))
        return self._deals[index]


def play_half(kankei: Player, mukankei: Player, rules: RuleSet, chance: _Chance, seed: str,
              timer: Callable[[bool, float], None]) -> Match:
    """One round with ``kankei`` deciding for the Kankei seats and ``mukankei`` for the others.

    ``timer(is_kankei, seconds)`` is told how long each decision took.
    """
    match = Match(rules, ("P0", "P1", "P2", "P3", "P4"), 0)
    dealt = 0
    decisions = 0
    while not match.finished:
        if match.phase is Phase.DEAL:
            match.apply(chance.deal(dealt))
            dealt += 1
            continue
        player = deciding_player(match)
        side_kankei = match.is_kankei[player]
        cpu = kankei if side_kankei else mukankei
        rng = random.Random(f"{seed}:{decisions}")
        if isinstance(cpu, OpenSearchPlayer):
            cpu.hands = list(match.hands)  # a measuring tool: shown every hand
        began = time.perf_counter()
        decision = cpu.choose(observe(match, player), legal_for(match, player), rng)
        timer(side_kankei, time.perf_counter() - began)
        match.apply(decision)
        decisions += 1
    return match


def _side_totals(match: Match, kankei_side: bool) -> _Half:
    """Points of one player of a side, its face cards and its Kankei deals, over the round."""
    half = _Half()
    for result in match.results:
        if result.result is Outcome.REDEAL:
            continue
        kankei_player = result.kankei[0]
        other = next(p for p in range(len(result.points)) if p not in result.kankei)
        half.points += result.points[kankei_player if kankei_side else other]
        half.faces += result.kankei_faces if kankei_side else result.mukankei_faces
        if kankei_side:
            half.kankei_deals += 1
            half.kankei_wins += result.result in KANKEI_WINS
    return half


def _ci95(values: list[int]) -> tuple[float, float, float]:
    """The mean and its 95% confidence interval (normal approximation)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, mean, mean
    half_width = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half_width, mean + half_width


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def run_tournament(a: str, b: str, deals: int, seed: str = "0", preset: str = "standard",
                   players: tuple[Player, Player] | None = None,
                   progress: Callable[[int], None] | None = None,
                   house_rules: dict[str, Any] | None = None) -> dict[str, Any]:
    """A duplicate tournament of level ``a`` against ``b`` over ``deals`` tournament deals.

    Returns the figures of ``python -m engine tournament --json`` (see the
    module docstring for what they mean). ``players`` overrides the players
    made from the level names (for tests); players made here are closed here.
    ``house_rules`` change the preset's rules as a record's ``rules`` would
    (``{"players": 3}``; ``RecordError`` for a key or value the preset has not).
    """
    label_a, label_b = (a, b) if a != b else (f"{a} (A)", f"{b} (B)")
    rules = replace(RuleSet.from_json({"preset": preset, **(house_rules or {})}), rounds=1)
    cpus = players or (tournament_player(a), tournament_player(b))
    tally = _Tally(times={label_a: [], label_b: []},
                   kankei_deals={label_a: 0, label_b: 0}, kankei_wins={label_a: 0, label_b: 0})
    play_board = bidding_board if rules.game.is_bidding else _play_board
    try:
        for board in range(deals):
            play_board(cpus, (label_a, label_b), rules, f"{seed}:{board}", tally)
            if progress is not None:
                progress(board + 1)
    finally:
        if players is None:
            for cpu in cpus:
                close_player(cpu)
    return _figures(tally, (label_a, label_b))


def _play_board(cpus: tuple[Player, Player], labels: tuple[str, str], rules: RuleSet,
                seed: str, tally: _Tally) -> None:
    """Both halves of one tournament deal; adds A's margin over B to ``tally``."""
    chance = _Chance(seed)
    points = faces = 0
    for first in (True, False):
        kankei, mukankei = (0, 1) if first else (1, 0)

        def timer(is_kankei: bool, seconds: float, k: int = kankei, m: int = mukankei) -> None:
            tally.times[labels[k if is_kankei else m]].append(seconds)

        match = play_half(cpus[kankei], cpus[mukankei], rules, chance, seed, timer)
        k_half, m_half = _side_totals(match, True), _side_totals(match, False)
        sign = 1 if first else -1
        points += sign * (k_half.points - m_half.points)
        faces += sign * (k_half.faces - m_half.faces)
        tally.kankei_deals[labels[kankei]] += k_half.kankei_deals
        tally.kankei_wins[labels[kankei]] += k_half.kankei_wins
        tally.dealt += len(match.results)
    tally.points.append(points)
    tally.faces.append(faces)


def bidding_board(cpus: tuple[Player, Player], labels: tuple[str, str], rules: RuleSet,
                  seed: str, tally: _Tally,
                  on_half: Callable[[BiddingMatch, list[int]], None] | None = None) -> None:
    """Both halves of one bidding-game tournament deal (see the module docstring).

    ``on_half(match, level_of)``, if given, sees each half's finished match and which level
    (0 for A, 1 for B) played each seat: a measuring script's window on the deals."""
    game = rules.game
    chance = _Chance(seed, game)
    board = int(seed.rsplit(":", 1)[-1])
    seats = range(game.seats)
    a_seats = {(board + 2 * i) % game.seats for i in range(2 if game.adjutant else 1)}
    points = faces = 0
    for first in (True, False):
        level_of = [0 if (p in a_seats) == first else 1 for p in seats]
        match = Match(rules, tuple(f"P{p}" for p in seats), board % game.seats)
        assert isinstance(match, BiddingMatch)
        dealt = decisions = 0
        while not match.finished:
            if match.phase is Phase.DEAL:
                match.apply(chance.deal(dealt))
                dealt += 1
                continue
            player = match.to_act()[0]
            level = level_of[player]
            rng = random.Random(f"{seed}:{decisions}")
            cpu = cpus[level]
            if isinstance(cpu, OpenStrongPlayer):  # a measuring tool: shown every hand
                cpu.hands, cpu.laid = list(match.hands), match.discards
            began = time.perf_counter()
            decision = cpu.choose(observe(match, player), match.legal_decisions(), rng)
            tally.times[labels[level]].append(time.perf_counter() - began)
            match.apply(decision)
            decisions += 1
        if on_half is not None:
            on_half(match, level_of)
        result = match.results[-1]
        assert isinstance(result, BiddingDealResult)
        taisho, laid = result.taisho, match.discards
        for p in seats:
            sign = 1 if level_of[p] == 0 else -1
            points += sign * result.points[p]
            faces += sign * ((match.won[p] | (laid if p == taisho else 0))
                             & BIDDING_FACES).bit_count()
        if taisho is not None:
            label = labels[level_of[taisho]]
            tally.kankei_deals[label] += 1
            tally.kankei_wins[label] += result.result in KANKEI_WINS
        tally.dealt += len(match.results)
    tally.points.append(points)
    tally.faces.append(faces)


def _figures(tally: _Tally, labels: tuple[str, str]) -> dict[str, Any]:
    points, points_low, points_high = _ci95(tally.points)
    faces, faces_low, faces_high = _ci95(tally.faces)
    return {
        "a": labels[0],
        "b": labels[1],
        "deals": len(tally.points),
        "hands_dealt": tally.dealt,
        "points_diff": round(points, 4),
        "points_ci95": [round(points_low, 4), round(points_high, 4)],
        "faces_diff": round(faces, 4),
        "faces_ci95": [round(faces_low, 4), round(faces_high, 4)],
        "kankei_win_rate": {
            label: round(tally.kankei_wins[label] / max(1, tally.kankei_deals[label]), 4)
            for label in labels},
        "decision_ms": {
            label: {"p50": round(1000 * _percentile(tally.times[label], 0.5), 3),
                    "p99": round(1000 * _percentile(tally.times[label], 0.99), 3),
                    "max": round(1000 * max(tally.times[label], default=0.0), 3),
                    "decisions": len(tally.times[label])}
            for label in labels},
    }


def format_figures(figures: dict[str, Any]) -> str:
    """The figures of a tournament as a few lines of text."""
    a, b = figures["a"], figures["b"]
    lines = [
        f"{a} against {b}: {figures['deals']} duplicate deals "
        f"({figures['hands_dealt']} hands dealt)",
        f"points per deal ({a} - {b}): {figures['points_diff']:+.3f}  "
        f"95% CI [{figures['points_ci95'][0]:+.3f}, {figures['points_ci95'][1]:+.3f}]",
        f"face cards per deal ({a} - {b}): {figures['faces_diff']:+.3f}  "
        f"95% CI [{figures['faces_ci95'][0]:+.3f}, {figures['faces_ci95'][1]:+.3f}]",
    ]
    for label in (a, b):
        ms = figures["decision_ms"][label]
        lines.append(f"{label}: Kankei win rate {figures['kankei_win_rate'][label]:.3f}; "
                     f"decision ms p50 {ms['p50']:.2f}, p99 {ms['p99']:.2f}, "
                     f"max {ms['max']:.2f} over {ms['decisions']} decisions")
    return "\n".join(lines)
