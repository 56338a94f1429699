"""A hint's chance (``engine.trick_chance``) is counted over deals that fit the seat's view, and
a deal it counts as safe is one where the card takes the trick however the players still to
play play (R16, R17, R19; B5, B9, B10).

Over random positions of both games, checked by ``test_certainty``'s own reading of the view
(the suits a player did not follow, the joker in trick 9) and its own walk of every legal
continuation of the trick.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import JOKER, cards_of, parse_card
from engine.certainty import certain_to_win
from engine.games import GONINKAN
from engine.match import Match
from engine.observe import observe
from engine.rules import RuleSet
from engine.trick_chance import DEALS, fitting_deals, safe_in, trick_chance

from .test_certainty import _cannot_hold, _goninkan, _loses, _positions, bidding_rules
from .test_properties import rule_sets

TRIED = 6
"""Deals drawn per position in the property (each walked through every continuation)."""


def _check(match: Match) -> None:
    me = match.turn
    view = observe(match, me)
    assert match.play is not None
    barred = _cannot_hold(view)
    rng = random.Random(f"{view.trick_no}:{view.hand}")
    for hands in fitting_deals(view, rng, TRIED):  # none where the sampler finds no fit
        assert [h.bit_count() for h in hands] == list(view.hand_sizes)
        assert hands[me] == view.hand
        assert not any(hand & bar for hand, bar in zip(hands, barred, strict=True))
        for card in cards_of(view.legal):
            suit = 0 if card == JOKER and not view.trick and view.rules.game is GONINKAN else -1
            tp = match.play.copy()
            tp.hands = list(hands)
            winner = tp.play(card, suit)
            can_lose = winner not in (-1, me) or (winner == -1 and _loses(tp, me))
            assert safe_in(view, card, hands, suit) == (not can_lose), (view.trick, card, hands)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), rules=st.one_of(rule_sets, bidding_rules))
def test_a_deal_counted_safe_is_one_the_card_wins_whatever_the_others_play(
        seed: int, rules: RuleSet) -> None:
    for match in _positions(rules, seed, steps=120):
        _check(match)


def test_r19_a_certain_card_is_safe_in_every_deal_tried() -> None:
    """The last player over the table: certain, so safe in all the deals tried."""
    view = _goninkan("JOKER 3H 2S 3S 4S 5S 6S 7S 8S 9S", "4H 10S JS QS KS AS 3D 4D 5D 6D",
                     "5H", "AC 6H", "AH KH QH", trick="3H 4H 5H 6H")
    card = parse_card("AH")
    assert certain_to_win(view, card)
    chance = trick_chance(view, card, random.Random(1))
    assert chance.safe == chance.tried == DEALS


def test_r19_a_five_under_a_known_king_is_safe_in_no_deal() -> None:
    """The 5♥ of the report, the K♥ shown in a later hand: beaten in every deal tried."""
    view = _goninkan("JOKER 3H 2S 3S 4S 5S 6S 7S 8S 9S", "5H 4H 10S JS QS KS AS 3D 4D 5D",
                     "KH 6H 7H", "AC AH", trick="3H")
    chance = trick_chance(view, parse_card("5H"), random.Random(1))
    assert chance.tried == DEALS and chance.safe == 0


def test_r16_a_cut_is_safe_where_the_trump_ace_must_follow_suit() -> None:
    """The 4♣ cut of the report, the A♣ shown in a later hand: over-trumped only where its
    holder is out of diamonds, so safe in some deals and not all."""
    view = _goninkan("JOKER 3D 2S 3S 4S 5S 6S 7S 8S 9S", "4C 10S AH KH QH JH 10H 9H 8H 7H",
                     "", "AC", trick="3D")
    chance = trick_chance(view, parse_card("4C"), random.Random(1))
    assert chance.tried == DEALS and 0 < chance.safe < DEALS
    assert chance == trick_chance(view, parse_card("4C"), random.Random(1))  # seeded
