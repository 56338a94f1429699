"""R14: a hint's iku/koi says why, in the terms the normal player weighs (trumps, side aces)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.actions import LeadCall
from engine.cards import mask_of, parse_card
from engine.match import Match
from engine.observe import observe
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
