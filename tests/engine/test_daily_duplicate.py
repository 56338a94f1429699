"""The deal of the day's duplicate (``daily.duplicate``): the strong player in every seat on
the day's cards, played for real (one day whose round is a single deal, about 10 s of one
core), and checked against the day's cards, the rules' scoring and its own record."""

from __future__ import annotations

import random
from datetime import date

import pytest

from engine import daily
from engine.match import Match, Phase
from engine.observe import observe
from engine.players import deciding_player, legal_for
from engine.players.search import SearchPlayer, SearchSettings
from engine.record import dumps, load

SHORT_DAY = date(2026, 12, 7)
"""A day whose round ends after deal 1 (Mukankei win): the shortest duplicate to play."""
CHECKED = 6
"""Decisions of the duplicate made again, one by one, by a fresh strong player."""


@pytest.fixture(scope="module")
def duplicate() -> Match:
    return daily.duplicate(SHORT_DAY)


def test_the_duplicate_plays_the_days_round_on_the_days_cards(duplicate: Match) -> None:
    match = duplicate
    assert match.finished and match.rules == daily.RULES
    assert match.first_dealer == daily.first_dealer(SHORT_DAY)[1]
    assert [d for d, _ in match.history] == daily.deals(SHORT_DAY)[:len(match.history)]
    assert len(match.results) == len(match.history) == 1  # this day: one deal


def test_its_score_is_the_sum_of_its_deals_and_survives_its_record(duplicate: Match) -> None:
    match = duplicate
    assert match.scores == [sum(r.points[p] for r in match.results) for p in range(5)]
    result = match.results[0]
    kankei = {result.points[p] for p in result.kankei}
    others = {result.points[p] for p in range(5) if p not in result.kankei}
    assert len(kankei) == 1 and others == {-kankei.pop()} and 0 not in others
    replayed = load(dumps(match))
    assert replayed.results == match.results and replayed.scores == match.scores


def test_each_decision_depends_on_the_cards_and_the_seed_alone(duplicate: Match) -> None:
    """The duplicate is the same for every player: its first decisions, made again by a
    fresh strong player from the same view and the same seeded generator, are the same."""
    (deal, decisions), = duplicate.history
    match = daily.new_match(SHORT_DAY)
    match.apply(deal)
    key = daily.seed(SHORT_DAY)
    with SearchPlayer(SearchSettings(workers=1, budget=30.0)) as player:
        for index, decision in enumerate(decisions[:CHECKED]):
            actor = 0 if match.phase is Phase.LEAD and 0 in match.kankei \
                else deciding_player(match)
            rng = random.Random(f"{key}:{1 + index}")
            again = player.choose(observe(match, actor), legal_for(match, actor), rng)
            assert again == decision, f"decision {index} differs"
            match.apply(decision)
