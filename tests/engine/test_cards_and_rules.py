"""R1–R4 (the cards), R8 (the first dealer), R9 (deal-1 trump), R21 (targets), section 9."""

from __future__ import annotations

import random

import pytest

from engine.cards import (
    CODES,
    FACE_CARDS,
    JOKER,
    RANK_OF,
    SUIT_MASKS,
    card_code,
    cards_of,
    draw_strength,
    parse_card,
)
from engine.dealing import draw_first_dealer, shuffled_deal
from engine.errors import RecordError
from engine.events import HandsDealt
from engine.rules import PRESETS, RuleSet

from .helpers import new_match


def test_r1_fifty_cards_no_twos_but_spades() -> None:
    assert len(CODES) == 50 and len(set(CODES)) == 50
    assert [m.bit_count() for m in SUIT_MASKS] == [12, 12, 12, 13]
    assert "2S" in CODES and not {"2C", "2D", "2H"} & set(CODES)
    assert CODES[JOKER] == "JOKER"


def test_r2_rank_order_high_to_low_within_a_suit() -> None:
    spades = [card_code(c) for c in cards_of(SUIT_MASKS[3])]
    assert spades == ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S",
                      "3S", "2S"]
    ranks = [RANK_OF[c] for c in cards_of(SUIT_MASKS[3])]
    assert ranks == sorted(ranks, reverse=True) == [14, 13, 12, 11, *range(10, 1, -1)]


def test_r3_sixteen_face_cards_and_the_joker_is_not_one() -> None:
    faces = [card_code(c) for c in cards_of(FACE_CARDS)]
    assert len(faces) == 16
    assert {code[:-1] for code in faces} == {"A", "K", "Q", "J"}
    assert not FACE_CARDS >> JOKER & 1


def test_r4_codes_round_trip_and_unknown_codes_fail() -> None:
    for card, code in enumerate(CODES):
        assert parse_card(code) == card and card_code(card) == code
    for bad in ("2C", "1S", "10s", "T", "", "joker", "11H"):
        with pytest.raises(ValueError):
            parse_card(bad)


def test_r8_lowest_card_deals_and_two_of_spades_is_lowest_of_all() -> None:
    non_joker = [c for c in range(50) if c != JOKER]
    assert min(non_joker, key=draw_strength) == parse_card("2S")
    # equal ranks: clubs > diamonds > hearts > spades
    assert draw_strength(parse_card("3C")) > draw_strength(parse_card("3D"))
    assert draw_strength(parse_card("3H")) > draw_strength(parse_card("3S"))
    for seed in range(50):
        drawn, dealer = draw_first_dealer(random.Random(seed))
        assert JOKER not in drawn and len(set(drawn)) == 5
        assert drawn[dealer] == min(drawn, key=draw_strength)


def test_r10_a_deal_is_ten_cards_each_of_the_whole_deck() -> None:
    deal = shuffled_deal(random.Random(3))
    assert [len(hand) for hand in deal.hands] == [10] * 5
    assert sorted(c for hand in deal.hands for c in hand) == list(range(50))


def deal1_trump(rules: RuleSet, rnd: int) -> int:
    """The trump that deal 1 of round ``rnd`` is dealt with (the ``HandsDealt`` event's)."""
    match = new_match(rules)
    match.round = rnd
    (dealt,) = [e for e in match.apply(shuffled_deal(random.Random(rnd)))
                if isinstance(e, HandsDealt)]
    assert match.trump == dealt.trump
    return dealt.trump


@pytest.mark.parametrize(("rnd", "trump"), [(1, 0), (2, 1), (3, 2), (4, 0), (5, 1), (7, 0)])
def test_r9_deal1_trump_cycles_clubs_diamonds_hearts(rnd: int, trump: int) -> None:
    assert deal1_trump(RuleSet(rounds=10), rnd) == trump


def test_r9_tome_suppe_spades_in_the_last_round_only() -> None:
    assert deal1_trump(RuleSet(rounds=5, tome_suppe=True), 5) == 3
    assert deal1_trump(RuleSet(rounds=5, tome_suppe=True), 4) == 0


def test_r21_targets_per_deal_and_house_rule() -> None:
    assert RuleSet().targets(1) == (9, 8)
    assert RuleSet(deal1_target=8).targets(1) == (8, 9)
    assert RuleSet().targets(2) == (8, 9)
    assert RuleSet().targets(3) == (9, 8)


def test_section9_presets() -> None:
    standard, gosho = PRESETS["standard"], PRESETS["goshogawara"]
    assert (standard.rounds, standard.tome_suppe, standard.nijukan, standard.shown_cards,
            standard.deal1_target, standard.missed_juroku, standard.scoring) == (
        4, False, "swap", 2, 9, -16, "standard")
    assert (gosho.rounds, gosho.tome_suppe, gosho.nijukan, gosho.shown_cards,
            gosho.deal1_target, gosho.scoring) == (10, True, "redeal", 2, 9, "goshogawara")


def test_section9_overrides_and_validation() -> None:
    rules = RuleSet.from_json({"preset": "goshogawara", "rounds": 3, "nijukan": "swap"})
    assert (rules.rounds, rules.nijukan, rules.scoring) == (3, "swap", "goshogawara")
    assert RuleSet.from_json(rules.to_json()) == rules
    for bad in ({"rounds": 0}, {"rounds": 21}, {"rounds": True}, {"rounds": 4.0},
                {"shown_cards": 6}, {"deal1_target": 7}, {"missed_juroku": -15},
                {"nijukan": "both"}, {"tome_suppe": 1}, {"preset": "other"},
                {"scoring": "x"}, {"timer": 30}):
        with pytest.raises(RecordError):
            RuleSet.from_json(bad)


def test_B1_codes_of_names_the_three_extra_twos() -> None:
    from engine.cards import BIDDING_DECK, EXTRA_TWOS, codes_of, mask_of

    assert codes_of(mask_of(EXTRA_TWOS)) == ["2C", "2D", "2H"]
    assert len(codes_of(mask_of(BIDDING_DECK.cards))) == 53
