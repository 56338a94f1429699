"""Reading the hidden adjutant (B8) from the play: the strong player's weights per place of the
named card (``engine/players/adjutant_reading.py``), on hand-made plays."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.match import Match
from engine.observe import observe
from engine.players import adjutant_reading as reading
from engine.players.adjutant_reading import LAID, holder_weights
from engine.players.bidding_search import sample_hands

from .bidding_helpers import bcards, bidding_deal, bidding_match, bplays, to_play
from .test_bidding_players import _positions, _resampled

HANDS = ("5S JOKER JS AS KS AC KC 9D 8D 7D",  # the taisho, trump spades; the ura-jack is JC
         "QC 3C 2C 10H 9H 8H 7H 6D 5D 10D",
         "AH 6H 5H KD QD JD 4D 2S 3S 4S",  # no club: the adjutant (AH is named)
         "JC 10C 9C QS 10S 9S 8S 7S 6S KH",  # no diamond
         "8C 7C 6C 5C 4C 4H QH JH AD 2D")


def _match(*plays: str) -> Match:
    """The taisho (player 0) bid 11 in spades, laid down the kitsune, named AH (player 2's);
    then these cards were played in turn."""
    match = bidding_match()
    deal = bidding_deal(*HANDS, kitsune="2H 3H 3D")
    assert sorted([c for hand in deal.hands for c in hand] + list(deal.kitsune)) == \
        list(range(53))  # every card placed by hand, none filled in
    to_play(match, deal, taisho=0, count=11, suit="S", discard="2H 3H 3D", name="AH")
    bplays(match, plays)
    return match


def _weights(match: Match, player: int) -> tuple[float, ...]:
    weights = holder_weights(observe(match, player))
    assert weights is not None
    return weights


def test_b8_a_face_card_thrown_off_suit_under_the_taishos_trick_points_at_the_adjutant() -> None:
    weights = _weights(_match("AC", "2C", "KD", "9C", "4C"), 3)
    assert weights[2] == reading.GIFT_FREE
    assert weights[1] == weights[4] == 1.0
    assert weights[2] == max(weights)


def test_a_face_card_followed_in_suit_tells_little_until_a_lower_card_of_it_shows_a_choice(
        ) -> None:
    match = _match("AC", "QC", "4D", "9C", "4C")
    assert _weights(match, 3)[1] == reading.GIFT_FOLLOW  # QC may have been its only club
    bplays(match, ["KC", "2C"])  # it held 2C when it played QC
    assert _weights(match, 3)[1] == reading.GIFT_CHOSEN


def test_the_last_player_taking_the_taishos_trick_is_likely_a_defender() -> None:
    weights = _weights(_match("9D", "5D", "4D", "10C", "AD"), 1)
    assert weights[4] == reading.OVERTAKE_LAST
    assert weights[2] == weights[3] == 1.0


def test_a_win_declined_under_the_taishos_face_card_shows_when_the_winner_is_played_later(
        ) -> None:
    match = _match("AC", "2C", "4D", "9C", "4C")
    assert _weights(match, 4)[2] == 1.0  # no trump of player 2's seen yet
    bplays(match, ["5S", "5D", "2S", "6S", "2D"])  # 2S would have taken the AC
    assert _weights(match, 4)[2] == reading.DECLINED_RICH


def test_a_face_card_thrown_onto_another_players_trick_points_away_from_the_adjutant() -> None:
    weights = _weights(_match("7D", "10D", "4D", "KH"), 4)
    assert weights[3] == reading.GIFT_OTHER
    assert weights[1] == reading.OVERTAKE  # took the taisho's 7D with two still to play


def test_b9_a_player_who_did_not_follow_the_named_cards_suit_cannot_hold_it() -> None:
    match = _match("7D", "10D", "4D", "KH", "2D", "10H", "5H", "10C")
    assert _weights(match, 4)[3] == 0.0  # no heart left: AH is elsewhere
    assert _weights(match, 4)[2] > 0.0


def test_b8_the_taisho_alone_is_possible_but_unlikely_and_the_reader_is_never_the_holder(
        ) -> None:
    defender = _weights(_match("AC"), 3)
    assert defender[3] == 0.0
    assert defender[0] == defender[LAID] == reading.ALONE
    taisho = _weights(_match("AC"), 0)
    assert taisho[0] == taisho[LAID] == 0.0  # it knows its hand and what it laid down
    assert taisho[1:5] == (1.0, 1.0, 1.0, 1.0)


def test_nothing_is_read_where_the_seat_knows_the_adjutant() -> None:
    match = _match("AC", "2C", "KD")
    assert holder_weights(observe(match, 2)) is None  # the adjutant knows itself
    bplays(match, ["9C", "4C", "KC", "3C", "AH"])  # the named card is out: everyone knows
    assert all(holder_weights(observe(match, p)) is None for p in range(5))


def test_weights_stay_within_the_limit_and_never_zero_a_possible_holder() -> None:
    for match, player in _positions():
        weights = holder_weights(observe(match, player))
        if weights is None:
            continue
        view = observe(match, player)
        assert weights[player] == 0.0
        for place, weight in enumerate(weights[:5]):
            if place not in (player, view.taisho) and weight:
                assert 1 / reading.LIMIT <= weight <= reading.LIMIT


def test_the_reading_uses_only_the_seats_view() -> None:
    """Deal every hidden card anew (other hands, the kitsune, the laid-down cards): the same
    weights."""
    for index, (match, player) in enumerate(_positions()):
        other = _resampled(match, player, random.Random(index))
        assert holder_weights(observe(other, player)) == holder_weights(observe(match, player))


def test_sampled_deals_place_the_named_card_by_the_weights_deterministically() -> None:
    view = observe(_match("AC", "2C", "KD", "9C", "4C"), 3)
    named = bcards("AH")[0]

    def places(weights: tuple[float, ...] | None, seed: int) -> Counter[int]:
        rng = random.Random(seed)
        found: Counter[int] = Counter()
        for _ in range(400):
            hands, _laid = sample_hands(view, rng, weights)
            found[next((p for p in range(5) if hands[p] >> named & 1), LAID)] += 1
        return found

    weights = holder_weights(view)
    read, uniform = places(weights, 1), places(None, 1)
    assert read[2] > 0.6 * 400 and uniform[2] < 0.45 * 400
    assert read[3] == uniform[3] == 0  # the reader's own hand
    assert read[1] > 0 and read[4] > 0  # soft: the others stay possible
    assert places(weights, 1) == read


@pytest.mark.parametrize(("lead", "card", "ratio"), [("free", "KH", reading.GIFT_FREE),
                                                ("trump", "QS", reading.GIFT_FOLLOW)])
def test_b9_after_a_free_joker_lead_any_face_card_thrown_is_a_choice(lead: str, card: str,
                                                                     ratio: float) -> None:
    match = bidding_match(joker_lead=lead)
    to_play(match, bidding_deal(*HANDS, kitsune="2H 3H 3D"), taisho=0, count=11, suit="S",
            discard="2H 3H 3D", name="AH")
    bplays(match, ["JOKER", "10D", "2S", card])  # player 3 has trumps: under `trump` it follows
    assert _weights(match, 4)[3] == ratio
