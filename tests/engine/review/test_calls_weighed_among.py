"""The review compares the bidding game's lay-down (B7) and naming (B8) exactly among the
calls the strong player weighs (issue 40): P's choice and each other, each solved to the
deal's end with all hands open; a choice that is one of them is still compared."""

from __future__ import annotations

import random
from functools import cache

from engine.actions import Discard, NameAdjutant
from engine.players import play_match
from engine.players.bidding import discard_candidates, name_candidates
from engine.players.heuristic import EasyPlayer, NormalPlayer
from engine.record import Record, dumps, parse_record, replay
from engine.review import DealReview, DecisionReview, exact_reviews, plan_review, summary
from engine.review.plan import Spot, strong_calls, weighed
from engine.rules import RuleSet

BUDGET = 4_000_000
"""Enough for a whole deal of these records with any solver build (each call's option gets a
quarter: ``exact.CALL_SHARE``)."""


@cache
def _record(level: str, seed: str) -> Record:
    """A one-deal bidding match of five ``level`` players (a deal that was not redealt)."""
    rules = RuleSet.preset_named("bidding", rounds=1)
    cpu = {"normal": NormalPlayer, "easy": EasyPlayer}[level]
    for attempt in range(20):
        match = play_match([cpu()] * 5, rules, random.Random(f"{seed}:{attempt}"))
        if len(match.results) == 1:
            return parse_record(dumps(match))
    raise AssertionError("every deal was redealt")


def _taisho(record: Record) -> int:
    taisho = replay(record).match.results[0].taisho  # type: ignore[attr-defined]
    assert isinstance(taisho, int)
    return taisho


def _calls(record: Record) -> list[Spot]:
    return [spot for spot in plan_review(record, _taisho(record)).spots[0]
            if spot.kind in ("discard", "adjutant")]


@cache
def _reviewed(level: str, seed: str) -> tuple[DecisionReview, ...]:
    return tuple(sorted(exact_reviews(_calls(_record(level, seed)), node_budget=BUDGET),
                        key=lambda d: d.action))


def test_B7_B8_a_normal_players_calls_are_still_compared_with_the_others_weighed() -> None:
    """The normal player's lay-down and naming are the strong player's first candidates: P
    chose one of them, and the other two are compared all the same (issue 40; before it,
    "nothing to compare")."""
    for seed in ("n0", "n1"):
        for spot in _calls(_record("normal", seed)):
            chosen = spot.chosen
            if isinstance(chosen, Discard):
                ways = discard_candidates(spot.view)
                assert len(ways) == 3 and set(chosen.cards) == set(ways[0])
            else:
                names = name_candidates(spot.view)
                assert len(names) == 3 and chosen == NameAdjutant(chosen.player, names[0])
            assert [choice for choice, _ in spot.children] == \
                weighed(spot.chosen, strong_calls(spot.view, spot.legal))
            assert len(spot.children) == 3 and spot.children[0][0] == spot.chosen


def test_B7_B8_each_option_weighed_has_its_exact_value_in_the_taishos_points() -> None:
    """Every option compared is solved to the deal's end: a value each, in the taisho's own
    points for the deal (B13: the bid won or lost), P's own among them."""
    for level, seed in (("normal", "n0"), ("easy", "m0"), ("easy", "m1")):
        record = _record(level, seed)
        bid = replay(record).match.results[0].bid  # type: ignore[attr-defined]
        spots = {spot.action: spot for spot in _calls(record)}
        for decision in _reviewed(level, seed):
            spot = spots[decision.action]
            assert decision.weighed and decision.exact and decision.options is not None
            assert [c for c, _ in decision.options] == [c for c, _ in spot.children]
            assert all(value in (bid, -bid) for _, value in decision.options)
            assert decision.value == decision.options[0][1]
            assert decision.best == max(value for _, value in decision.options)


def test_B7_B8_the_record_and_the_summary_give_every_option_compared() -> None:
    decisions = _reviewed("easy", "m0")
    for decision in decisions:
        out = decision.to_json()
        assert out["weighed"] is True and len(out["options"]) == len(decision.options or ())
        assert len(out["options"]) >= 2
    text = summary([DealReview(1, 1, "taisho_win", decisions)])
    lines = [line for line in text.splitlines() if "compared only with the others" in line]
    assert len(lines) == len(decisions)
    for line, decision in zip(lines, decisions, strict=True):
        assert decision.options is not None
        assert line.count("; ") == len(decision.options) - 2  # each other option, its value
