"""R14: a hint's iku/koi says why, in the terms the normal player weighs (trumps, side aces)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.actions import LeadCall
from engine.cards import mask_of, parse_card
from engine.match import Match, Phase
from engine.observe import observe
from engine.players import legal_for, play_match, player_named
from engine.players.heuristic import explain, lead_call
from engine.rules import RuleSet


@pytest.mark.parametrize(("hand", "key", "count"), [
    ("AC KC 9C 5C 3H 4H 5S 6D 7D 8D", "iku_trumps", 4),
    ("AC 3C AH AD 4H 5S 6S 7D 8D 9S", "iku_aces", 2),
    ("AC 3C 4H 5H 5S 6S 7D 8D 9S 10S", "koi", 2),
    ("AH 3H 4H 5H 5S 6S 7D 8D 9S 10S", "koi", 0),
])
def test_r14_the_iku_koi_reason_names_what_decided_it(hand: str, key: str, count: int) -> None:
    view = replace(observe(Match(RuleSet(), "ABCDE", 0), 0), trump=0,
                   hand=mask_of(parse_card(c) for c in hand.split()))
    call = lead_call(view)
    reason = explain(view, LeadCall(0, call))
    assert reason is not None and reason.key == key and reason.values["count"] == count
    assert call == key.startswith("iku")


@pytest.mark.parametrize("form", [(5, True), (5, False), (3, True), (3, False)], ids=str)
def test_b10_every_bidding_forms_play_reasons_are_the_bidding_games(
        form: tuple[int, bool]) -> None:
    """The hint's reason for a card in every form of the bidding game (three players, no
    auction: forms of their own, not ``BIDDING`` itself) is the bidding game's: it never
    reads the hand as a five-player Goninkan deal (which raised IndexError with three)."""
    players, auction = form
    rules = RuleSet.preset_named("bidding", players=players, auction=auction, rounds=1)
    keys: set[str] = set()

    def explain_every_card(match: Match) -> None:
        if match.phase is Phase.PLAY and not match.finished:
            me = match.turn
            for decision in legal_for(match, me):
                reason = explain(observe(match, me), decision)
                if reason is not None:
                    keys.add(reason.key)

    play_match([player_named("easy")] * players, rules, random.Random(f"hint{form}"),
               on_step=explain_every_card)
    assert keys
    assert not keys & {"lead_joker", "lead_trump", "lead"}  # Goninkan's own lead reasons
