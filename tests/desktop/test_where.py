"""The title's Continue line says where the saved match stands (a match saved after
a deal's result once said "Round 2, deal 1, trick 8" before round 2 was even dealt)."""

from __future__ import annotations

import random

from engine.match import Match, Phase
from engine.players import RandomPlayer, step
from engine.rules import RuleSet
from goninkan_desktop.i18n import set_language
from goninkan_desktop.play.session import where


def test_between_deals_the_line_names_the_next_deal_without_a_trick() -> None:
    set_language("en")
    rng = random.Random(4)
    match = Match(RuleSet(rounds=2), ("A", "B", "C", "D", "E"), 0)
    seen_between = seen_playing = 0
    while not match.finished and seen_between < 3:
        text = where(match)
        if match.phase is Phase.DEAL:
            assert "trick" not in text, text
            seen_between += match.history != []
        elif match.phase is Phase.PLAY and match.trick_no > 1:
            assert f"trick {match.trick_no}" in text, text
            seen_playing += 1
        step(match, [RandomPlayer()] * 5, rng)
    assert seen_between and seen_playing


def test_a_bidding_match_says_which_deal_of_how_many() -> None:
    """B3: a round of the bidding game is one deal: 'Bidding game: deal 2 of 3, trick 4'."""
    set_language("en")
    rng = random.Random(2)
    match = Match(RuleSet.preset_named("bidding", rounds=3), ("A", "B", "C", "D", "E"), 0)
    seen = set()
    while not match.finished:
        text = where(match)
        assert text.startswith(f"Bidding game: deal {match.round} of 3"), text
        assert "Round" not in text
        if match.phase is Phase.PLAY and match.trick_no > 1:
            assert text.endswith(f", trick {match.trick_no}"), text
            seen.add(match.round)
        step(match, [RandomPlayer()] * 5, rng)
    assert seen == {1, 2, 3}
