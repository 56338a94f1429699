"""The bidding game (docs/rules.md section 11, B1–B14): one test per rule and per ruling."""

from __future__ import annotations

import random

import pytest

from engine.actions import Bid, Deal, Discard, LeadCall, NameAdjutant, Pass, Play
from engine.bidding import BiddingMatch, deal_points
from engine.bidding_tricks import FACES, BiddingPlay, power_of, suit_of
from engine.cards import BIDDING_DECK, FULL_DECK, JOKER, SUIT_LETTERS, card_code, mask_of
from engine.dealing import choose_first_dealer, draw_first_dealer, shuffled_deal
from engine.errors import IllegalAction, RecordError
from engine.games import BIDDING, GONINKAN
from engine.match import Match, Phase
from engine.players import RandomPlayer, play_match
from engine.record import dumps, load, replay, report
from engine.rules import RuleSet
from engine.tricks import TrickPlay

from .bidding_helpers import auction, bcards, bidding_deal, bidding_match, bplays, to_play

S = SUIT_LETTERS.index("S")

# Trump spades: each of players 1-4 holds one trump, the taisho the ace (B5).
TRUMP_TRICK = bidding_deal("AS AC KC QC 10C 9C 8C 7C 6C 5C",
                           "JC AD KD QD JD 10D 9D 8D 7D 6D",
                           "JS AH KH QH JH 10H 9H 8H 7H 6H",
                           "JOKER 5D 4D 3D 2D 5H 4H 3H 2H 4C",
                           "5S KS QS 10S 9S 8S 7S 6S 3C 2C", kitsune="4S 3S 2S")


def illegal(match: Match, action: object) -> IllegalAction:
    """The error ``apply`` raises, having checked it changed nothing."""
    before = dumps(match)
    with pytest.raises(IllegalAction) as caught:
        match.apply(action)  # type: ignore[arg-type]
    assert dumps(match) == before
    return caught.value


# ---- B1–B4: cards, seats, match, deal --------------------------------------------------

def test_B1_the_deck_is_53_cards_with_2C_2D_2H_and_one_joker() -> None:
    codes = BIDDING_DECK.codes(BIDDING_DECK.full)
    assert len(codes) == 53 and {"2C", "2D", "2H", "2S", "JOKER"} <= set(codes)
    assert codes[:13] == ["AC", "KC", "QC", "JC", "10C", "9C", "8C", "7C", "6C", "5C", "4C",
                          "3C", "2C"]
    assert codes[-1] == "JOKER"


def test_B2_turns_go_to_the_next_seat_and_nobody_changes_seats() -> None:
    match = bidding_match(first_dealer=2)
    match.apply(bidding_deal())
    assert match.to_act() == (3,)
    match.apply(Pass(3))
    assert match.to_act() == (4,)
    match.apply(Pass(4))
    assert match.to_act() == (0,)
    assert match.seats == [0, 1, 2, 3, 4]


def test_B3_the_first_dealer_is_chosen_without_the_R8_draw() -> None:
    """B3 names no draw (R8 is Goninkan's): a seeded choice of any seat, no cards drawn;
    Goninkan still draws by R8."""
    dealers = set()
    for seed in range(60):
        drawn, dealer = choose_first_dealer(random.Random(seed), BIDDING)
        assert drawn == () and 0 <= dealer < 5
        assert choose_first_dealer(random.Random(seed), BIDDING)[1] == dealer
        dealers.add(dealer)
        assert choose_first_dealer(random.Random(seed), GONINKAN) == draw_first_dealer(
            random.Random(seed))
    assert dealers == set(range(5))


def test_B3_the_deal_passes_on_and_a_redeal_keeps_dealer_and_deal_number() -> None:
    match = bidding_match(first_dealer=1, rounds=3)
    match.apply(bidding_deal())
    for player in (2, 3, 4, 0, 1):
        match.apply(Pass(player))
    assert (match.round, match.dealer, match.phase) == (1, 1, Phase.DEAL)
    to_play(match, TRUMP_TRICK, taisho=2, discard="4S 3S 2S")
    while match.phase is Phase.PLAY:
        match.apply(Play(match.turn, BIDDING_DECK.in_order(match.legal_mask())[0]))
    assert (match.round, match.dealer) == (2, 2)
    match.apply(bidding_deal())
    assert match.to_act() == (3,)


def test_B4_ten_cards_each_and_a_kitsune_of_three() -> None:
    deal = shuffled_deal(random.Random(7), BIDDING)
    assert [len(hand) for hand in deal.hands] == [10] * 5 and len(deal.kitsune) == 3
    assert sum(1 << c for hand in (*deal.hands, deal.kitsune) for c in hand) == BIDDING_DECK.full
    match = bidding_match()
    with pytest.raises(RecordError):
        match.apply(Deal(deal.hands))  # no kitsune: a Goninkan deal
    assert match.phase is Phase.DEAL


# ---- B5: the card order --------------------------------------------------------------

def test_B5_trump_5_joker_sei_jack_ura_jack_then_ace_down() -> None:
    order = ["5S", "JOKER", "JS", "JC", "AS", "KS", "QS", "10S", "9S", "8S", "7S", "6S", "4S",
             "3S", "2S"]
    powers = [power_of(BIDDING_DECK.parse(code), S) for code in order]
    assert powers == sorted(powers, reverse=True) and len(set(powers)) == len(powers)
    assert power_of(BIDDING_DECK.parse("2S"), S) > power_of(BIDDING_DECK.parse("AH"), S)


def test_B5_the_trump_5_wins_over_the_joker_and_both_jacks() -> None:
    match = bidding_match()
    to_play(match, TRUMP_TRICK, taisho=0, discard="4S 3S 2S")
    bplays(match, ["AS", "JC", "JS", "JOKER", "5S"])
    assert match.tricks[-1].winner == 4


def test_B5_without_the_5_the_joker_wins() -> None:
    match = bidding_match()
    to_play(match, TRUMP_TRICK, taisho=0, discard="4S 3S 2S")
    bplays(match, ["AS", "JC", "JS", "JOKER", "6S"])
    assert match.tricks[-1].winner == 3


def test_B5_the_ura_jack_and_joker_are_trumps_not_of_their_printed_suit() -> None:
    assert suit_of(BIDDING_DECK.parse("JC"), S) == S and suit_of(JOKER, S) == S
    assert suit_of(BIDDING_DECK.parse("JC"), SUIT_LETTERS.index("H")) == 0
    match = bidding_match()
    to_play(match, TRUMP_TRICK, taisho=0, discard="4S 3S 2S")
    bplays(match, ["AC"])  # clubs led: player 1's JC is no club, so any card is legal
    assert match.legal_mask() == match.hands[1]
    bplays(match, ["JC"])  # and it is a trump: it cuts
    bplays(match, ["AH", "4C", "3C"])
    assert match.tricks[-1].winner == 1


def test_B5_a_trump_lead_forces_the_ura_jack() -> None:
    match = bidding_match()
    to_play(match, TRUMP_TRICK, taisho=0, discard="4S 3S 2S")
    bplays(match, ["AS"])
    assert match.legal_mask() == 1 << BIDDING_DECK.parse("JC")


def test_B5_other_suits_rank_ace_down_to_2_without_the_ura_jack() -> None:
    hearts = [power_of(BIDDING_DECK.parse(c), S) for c in ["AH", "KH", "QH", "JH", "10H", "2H"]]
    assert hearts == sorted(hearts, reverse=True)
    clubs_under_spades = BIDDING_DECK.parse("JC")
    assert suit_of(clubs_under_spades, S) != 0


# ---- B6: the auction --------------------------------------------------------------------

def test_B6_bidding_starts_after_the_dealer() -> None:
    match = bidding_match(first_dealer=3)
    match.apply(bidding_deal())
    assert match.phase is Phase.BID and match.to_act() == (4,)
    assert illegal(match, Pass(0)).rule == "R15"


def test_B6_a_bid_below_min_bid_or_above_17_is_refused() -> None:
    match = bidding_match(min_bid=12)
    match.apply(bidding_deal())
    assert illegal(match, Bid(0, 11, S)).rule == "B6"
    assert illegal(match, Bid(0, 18, S)).rule == "B6"
    match.apply(Bid(0, 12, S))
    assert match.bid is None and match.high == (12, S, 0)


def test_B6_ruling_the_same_number_in_another_suit_is_no_bid() -> None:
    match = bidding_match()
    match.apply(bidding_deal())
    match.apply(Bid(0, 12, S))
    assert illegal(match, Bid(1, 12, 2)).rule == "B6"
    match.apply(Bid(1, 13, 2))


def test_B6_ruling_a_player_who_passes_is_out_of_the_auction() -> None:
    match = bidding_match()
    match.apply(bidding_deal())
    match.apply(Bid(0, 11, S))
    match.apply(Pass(1))
    match.apply(Bid(2, 12, 0))
    match.apply(Pass(3))
    match.apply(Pass(4))
    assert match.to_act() == (0,)  # 1 passed: the turn skips it from now on
    match.apply(Bid(0, 13, S))
    assert match.to_act() == (2,)
    match.apply(Pass(2))
    assert match.phase is Phase.DISCARD and match.taisho == 0 and match.trump == S


def test_B6_ruling_a_bid_of_17_cannot_be_topped_and_the_others_pass() -> None:
    match = bidding_match()
    match.apply(bidding_deal())
    match.apply(Bid(0, 17, S))
    assert match.lowest_bid is None
    assert [type(d) for d in match.legal_decisions()] == [Pass]
    assert illegal(match, Bid(1, 17, 0)).rule == "B6"
    for player in (1, 2, 3, 4):
        match.apply(Pass(player))
    assert match.taisho == 0 and match.bid == 17


def test_B6_after_four_passes_the_fifth_still_bids() -> None:
    match = bidding_match()
    match.apply(bidding_deal())
    for player in (0, 1, 2, 3):
        match.apply(Pass(player))
    assert match.to_act() == (4,)
    match.apply(Bid(4, 11, 1))
    assert match.taisho == 4 and match.phase is Phase.DISCARD


def test_B6_five_passes_and_the_same_dealer_deals_again() -> None:
    match = bidding_match(first_dealer=2, rounds=1)
    match.apply(bidding_deal())
    for player in (3, 4, 0, 1, 2):
        match.apply(Pass(player))
    entry = match.results[-1].to_json()
    assert entry["result"] == "redeal" and entry["taisho"] is None and entry["trump"] is None
    assert entry["points"] == [0] * 5 and not match.finished
    assert match.phase is Phase.DEAL and match.dealer == 2 and match.round == 1


# ---- B7: the kitsune and the discards ---------------------------------------------------

def test_B7_the_taisho_takes_the_kitsune_into_hand() -> None:
    match = bidding_match()
    match.apply(TRUMP_TRICK)
    auction(match, 0, 11, "S")
    assert match.hands[0].bit_count() == 13 and match.to_act() == (0,)
    assert match.hands[0] & (1 << bcards("4S")[0])


@pytest.mark.parametrize("laid", ["4S 3S", "4S 3S 2S AC", "4S 4S 3S", "4S 3S 2H"])
def test_B7_a_discard_must_be_three_different_cards_of_the_hand(laid: str) -> None:
    match = bidding_match()
    match.apply(TRUMP_TRICK)
    auction(match, 0, 11, "S")
    assert illegal(match, Discard(0, tuple(bcards(laid)))).rule == "B7"


def test_B7_ruling_any_three_may_be_laid_down_trumps_included_and_trump_stays() -> None:
    match = bidding_match()
    match.apply(TRUMP_TRICK)
    auction(match, 0, 11, "S")
    match.apply(Discard(0, tuple(bcards("AS 4S 3S"))))
    assert match.phase is Phase.ADJUTANT and match.trump == S
    assert match.hands[0].bit_count() == 10


# ---- B8: the adjutant -------------------------------------------------------------------

def test_B8_the_named_cards_holder_is_the_adjutant() -> None:
    match = bidding_match()
    to_play(match, TRUMP_TRICK, taisho=0, discard="4S 3S 2S", name="AH")
    assert match.adjutant == 2 and match.kankei == (0, 2)


def test_B8_ruling_any_of_the_53_cards_may_be_named() -> None:
    match = bidding_match()
    match.apply(TRUMP_TRICK)
    auction(match, 0, 11, "S")
    match.apply(Discard(0, tuple(bcards("4S 3S 2S"))))
    assert len(match.legal_decisions()) == 53
    match.apply(NameAdjutant(0, bcards("2C")[0]))
    assert match.adjutant == 4


def test_B8_naming_a_card_of_ones_own_hand_plays_alone() -> None:
    match = bidding_match()
    to_play(match, TRUMP_TRICK, taisho=0, discard="4S 3S 2S", name="AC")
    assert match.adjutant is None and match.kankei == (0,)


def test_B8_ruling_naming_a_laid_down_card_plays_alone() -> None:
    match = bidding_match()
    to_play(match, TRUMP_TRICK, taisho=0, discard="4S 3S 2S", name="3S")
    assert match.adjutant is None
    assert match.results == [] and match.phase is Phase.PLAY


# ---- B9–B10: play -----------------------------------------------------------------------

def test_B9_the_taisho_leads_trick_1() -> None:
    match = bidding_match()
    to_play(match, TRUMP_TRICK, taisho=2, discard="4S 3S 2S")
    assert match.turn == 2 and match.trick_no == 1


def test_B9_not_following_suit_is_refused_by_B9() -> None:
    match = bidding_match()
    to_play(match, TRUMP_TRICK, taisho=0, discard="4S 3S 2S")
    bplays(match, ["AC"])
    bplays(match, ["JC"])
    match.apply(Play(2, bcards("AH")[0]))
    assert illegal(match, Play(3, bcards("5D")[0])).rule == "B9"  # 3 holds 4C
    assert illegal(match, Play(3, bcards("AS")[0])).rule == "R15"  # not in hand
    assert illegal(match, Play(4, bcards("3C")[0])).rule == "R15"  # not its turn


def test_B9_joker_lead_trump_asks_for_trumps() -> None:
    deal = bidding_deal("JOKER AC KC QC 10C 9C 8C 7C 6C 5C",
                        "2S AD KD QD JD 10D 9D 8D 7D 6D", kitsune="4S 3S 2H")
    match = bidding_match()
    to_play(match, deal, taisho=0, discard="4S 3S 2H")
    bplays(match, ["JOKER"])
    assert match.legal_mask() == 1 << bcards("2S")[0]


def test_B9_joker_lead_free_asks_for_no_suit_and_the_joker_still_wins() -> None:
    deal = bidding_deal("JOKER AC KC QC 10C 9C 8C 7C 6C 5C",
                        "2S AD KD QD JD 10D 9D 8D 7D 6D", kitsune="4S 3S 2H")
    match = bidding_match(joker_lead="free")
    to_play(match, deal, taisho=0, discard="4S 3S 2H")
    bplays(match, ["JOKER"])
    assert match.legal_mask() == match.hands[1]
    for _ in range(4):
        match.apply(Play(match.turn, BIDDING_DECK.in_order(match.hands[match.turn])[0]))
    assert match.tricks[-1].winner == 0


def test_B9_all_ten_tricks_are_played() -> None:
    match = bidding_match(rounds=1)
    to_play(match, TRUMP_TRICK, taisho=0, count=11, discard="4S 3S 2S", name="AC")
    while match.phase is Phase.PLAY:
        match.apply(Play(match.turn, BIDDING_DECK.in_order(match.legal_mask())[0]))
    assert len(match.tricks) == 10 and match.finished


def test_B10_without_a_trump_the_highest_of_the_suit_led_wins() -> None:
    match = bidding_match()
    to_play(match, TRUMP_TRICK, taisho=1, discard="4S 3S 2S")  # player 1 leads
    bplays(match, ["9D", "AH", "5D", "3C", "10C"])
    assert match.tricks[-1].winner == 1


# ---- B11–B14: counting and scores -------------------------------------------------------

def test_B11_face_cards_are_the_16_and_the_joker_and_the_trump_5_is_none() -> None:
    assert FACES.bit_count() == 17 and FACES >> JOKER & 1
    assert not FACES >> BIDDING_DECK.parse("5S") & 1
    assert FACES >> BIDDING_DECK.parse("JC") & 1


def test_B12_laid_down_face_cards_count_for_the_taisho() -> None:
    match = bidding_match(rounds=1)
    to_play(match, TRUMP_TRICK, taisho=0, discard="AC KC 4S", name="AC")
    assert match.faces == (2, 0)
    while match.phase is Phase.PLAY:
        match.apply(Play(match.turn, BIDDING_DECK.in_order(match.legal_mask())[0]))
    entry = match.results[-1].to_json()
    taken = sum((w & FACES).bit_count() for p, w in enumerate(match.won) if p == 0)
    assert entry["face_cards"]["taisho"] == taken + 2
    assert entry["face_cards"]["taisho"] + entry["face_cards"]["defenders"] == 17


@pytest.mark.parametrize(("bid", "made", "taisho", "adjutant"), [
    (11, True, 11, 6), (12, True, 12, 6), (13, False, -13, -7), (17, False, -17, -9),
    (14, False, -14, -7)])
def test_B13_taisho_bid_and_adjutant_half_rounded_up_both_ways(
        bid: int, made: bool, taisho: int, adjutant: int) -> None:
    assert deal_points(1, 3, bid, made) == (0, taisho, 0, adjutant, 0)


def test_B13_alone_the_taisho_scores_and_defenders_score_nothing() -> None:
    assert deal_points(2, None, 12, False) == (0, 0, -12, 0, 0)


def test_B14_the_match_ends_after_rounds_counted_deals() -> None:
    rules = RuleSet.preset_named("bidding", rounds=4)
    match = play_match([RandomPlayer()] * 5, rules, random.Random(3))
    counted = [r for r in match.results if r.result != "redeal"]
    assert len(counted) == 4 and match.finished
    assert match.scores == [sum(r.points[p] for r in match.results) for p in range(5)]


# ---- house rules and records -------------------------------------------------------------

@pytest.mark.parametrize("rules", [
    {"preset": "bidding", "tome_suppe": False}, {"preset": "bidding", "shown_cards": 2},
    {"preset": "standard", "min_bid": 11}, {"preset": "goshogawara", "joker_lead": "trump"},
    {"preset": "bidding", "min_bid": 8}, {"preset": "bidding", "min_bid": 14},
    {"preset": "bidding", "joker_lead": "none"}, {"preset": "bidding", "rounds": 0},
    {"preset": "bidding", "min_bid": True}])
def test_house_rules_of_one_preset_are_malformed_in_another(rules: dict[str, object]) -> None:
    with pytest.raises(RecordError):
        RuleSet.from_json(rules)


def test_house_rules_of_the_bidding_preset_round_trip() -> None:
    rules = RuleSet.from_json({"preset": "bidding", "min_bid": 9, "joker_lead": "free"})
    assert (rules.rounds, rules.min_bid, rules.joker_lead) == (10, 9, "free")
    assert rules.to_json() == {"preset": "bidding", "min_bid": 9, "joker_lead": "free"}
    with pytest.raises(RecordError):
        RuleSet.preset_named("standard", min_bid=12)


def test_a_bidding_match_is_one_match_class_with_goninkans_interface() -> None:
    match = bidding_match()
    assert isinstance(match, BiddingMatch) and isinstance(match, Match)
    assert type(Match(RuleSet(), "ABCDE", 0)) is Match
    assert type(match.copy()) is BiddingMatch


def test_goninkan_decisions_are_never_due_in_the_bidding_game() -> None:
    match = bidding_match()
    match.apply(bidding_deal())
    assert illegal(match, LeadCall(0, True)).rule == "R15"
    assert illegal(match, Play(0, 0)).rule == "R15"


def test_a_bidding_record_replays_to_the_same_match() -> None:
    rules = RuleSet.preset_named("bidding", rounds=3, joker_lead="free")
    match = play_match([RandomPlayer()] * 5, rules, random.Random(11))
    text = dumps(match)
    assert dumps(load(text)) == text
    assert '"kitsune"' in text and card_code(50) == "2C"
    assert report(replay(load_record(text)))["finished"] is True


def load_record(text: str) -> object:
    from engine.record import parse_record

    return parse_record(text)


def test_the_standard_deck_still_has_no_2C() -> None:
    assert FULL_DECK.bit_count() == 50
    with pytest.raises(RecordError):
        Match(RuleSet(), "ABCDE", 0).apply(Play(0, 50))


def test_B6_ruling_min_bid_is_11_by_default_and_a_house_rule_9_to_13() -> None:
    assert RuleSet.preset_named("bidding").min_bid == 11
    match = bidding_match()
    match.apply(bidding_deal())
    assert match.lowest_bid == 11 and illegal(match, Bid(0, 10, S)).rule == "B6"
    low = bidding_match(min_bid=9)
    low.apply(bidding_deal())
    low.apply(Bid(0, 9, S))


def test_B7_ruling_the_joker_may_be_laid_down_and_then_counts_for_the_taisho() -> None:
    deal = bidding_deal("JOKER AC KC QC 10C 9C 8C 7C 6C 5C", kitsune="4S 3S 2H")
    match = bidding_match()
    match.apply(deal)
    auction(match, 0, 11, "S")
    match.apply(Discard(0, tuple(bcards("JOKER 4S 3S"))))
    assert match.faces == (1, 0) and not match.hands[0] >> JOKER & 1


def test_a_copy_of_the_bidding_trick_play_holds_every_slot_and_plays_on_alone() -> None:
    """``BiddingPlay.copy`` is ``TrickPlay.copy`` plus the bidding game's own slots: none is
    missed, it stays a ``BiddingPlay``, and playing on the copy leaves the original alone."""
    hands = [mask_of(bcards("AS 2S")), mask_of(bcards("3S 4C")), mask_of(bcards("5S 4H")),
             mask_of(bcards("JS 5H")), mask_of(bcards("KS 6H"))]
    tp = BiddingPlay(hands, 3, [0, 1, 1, 1, 1], 0, 12, 1, False)
    tp.play(bcards("AS")[0])
    clone = tp.copy()
    assert type(clone) is BiddingPlay
    slots = (*TrickPlay.__slots__, *BiddingPlay.__slots__)
    assert all(getattr(clone, name) == getattr(tp, name) for name in slots)
    clone.play(bcards("3S")[0])
    assert tp.trick_cards == [bcards("AS")[0]] and tp.hands[1] == hands[1]
    assert tp.trick_players == [0] and clone.trick_players == [0, 1]
