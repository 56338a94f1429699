"""A bid's hint and the values shown beside it agree (issue 38): the hint advised a pass while
every value it showed was above the lowest bid (the values were the five-player game's, the
adjutant's share counted, at a three-player table, and the taisho alone bids only with a face
card to spare). Now the values are the form's own, cut (never rounded up) to a tenth, and a
sentence says why the advice follows: the bid a value reaches, what the next bid needs, or the
rule of thumb the easy player bids by. Over the auctions of many deals, every level that bids
by a rule, both forms with an auction, both languages."""

from __future__ import annotations

import random
import re

import pytest

from engine.actions import Bid, Pass
from engine.dealing import shuffled_deal
from engine.match import Match, Phase
from engine.observe import observe
from engine.players import legal_for
from engine.players.bidding import rule_of_thumb
from engine.rules import RuleSet
from goninkan_desktop.i18n import t
from goninkan_desktop.play.hints import bid_reason, hint_player
from goninkan_desktop.table.games import BIDDING_TABLE

DEALS = 30


def _shown(text: str) -> list[float]:
    """The values the reason shows, one per suit (its other numbers are whole)."""
    return [float(v) for v in re.findall(r"\d+\.\d", text)]


@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize("players", [5, 3])
def test_the_bid_hint_agrees_with_the_values_it_shows(lang: str, players: int,
                                                      level: str) -> None:
    rules = RuleSet.preset_named("bidding", players=players)
    rng = random.Random(f"{players}{level}")
    adviser = hint_player(level)
    seen: set[str] = set()
    for deal in range(DEALS):
        match = Match(rules, [f"P{p}" for p in range(players)], deal % players)
        match.apply(shuffled_deal(rng, rules.game))
        while match.phase is Phase.BID:
            bidder = match.to_act()[0]
            view = observe(match, bidder)
            decision = adviser.choose(view, legal_for(match, bidder), rng)
            text = bid_reason(view, decision, BIDDING_TABLE.suit_name)
            values = _shown(text)
            low = view.lowest_bid
            assert low is not None and len(values) == 4, text
            need = low if players == 5 else low + 1
            if isinstance(decision, Bid):
                suit = BIDDING_TABLE.suit_name(decision.suit)
                if values[decision.suit] >= need:
                    assert t("bid.hint.reaches", suit=suit, count=decision.count) in text
                    seen.add("reaches")
                else:  # the easy player's rule of thumb, not the estimate
                    assert rule_of_thumb(view.hand, rules.game) == decision.suit
                    assert text.endswith(t("bid.hint.rule_bid", suit=suit,
                                           length=5 if players == 5 else 7))
                    seen.add("rule_bid")
            else:
                assert isinstance(decision, Pass)
                if max(values) < need:
                    key = "bid.hint.below" if players == 5 else "bid.hint.below_alone"
                    assert text.endswith(t(key, low=low, need=need)), text
                    seen.add(key)
                else:  # a value reaches the bid: the pass is the rule of thumb's
                    assert level == "easy", text
                    rule = rule_of_thumb(view.hand, rules.game)
                    assert text.endswith(
                        t("bid.hint.no_rule", length=5 if players == 5 else 7)
                        if rule is None else t("bid.hint.rule_high", low=low)), text
                    seen.add("rule")
            match.apply(decision)
    below = "bid.hint.below" if players == 5 else "bid.hint.below_alone"
    by_rule = seen & {"rule", "rule_bid"}  # the easy player's rule of thumb was worded
    assert below in seen and ("reaches" in seen if level == "normal" else by_rule), seen
