"""Rules that used to be written twice now have one home; these tests tie every reader to it.

- R26 shower and chooser: ``match.kime_yaku_roles``, asked by ``Match`` (who is to act),
  ``observe`` (who sees the shown cards) and ``SeatView`` (what the CPUs and the table read).
- The plays a legal mask allows (R16–R18, a joker lead once per suit it may name):
  ``tricks.plays_of``, from ``TrickPlay.legal``'s mask, for both games'
  ``legal_decisions`` (``tricks.legal_plays``), the CPU players' ``policy.distinct_plays``,
  the seat view's ``legal`` and the solver's and the review's options
  (``tricks.legal_options``).
- Which cards may be played (R16, R17; B9): ``tricks.legal_cards``, asked by
  ``TrickPlay.legal`` in the deck's numbering and by the solver in its rank space; the two
  copies it replaced are kept here as oracles.
- The suit led to a trick (R16) and the yama's count (R19): the engine's ``CardPlayed.led_suit``
  and ``SeatView.yama``, which the table and its teacher read instead of counting themselves.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.actions import Play
from engine.bidding_tricks import BiddingPlay
from engine.cards import BIDDING_DECK, JOKER, JOKER_BIT, SUITS, CardSet, mask_of
from engine.events import CardPlayed
from engine.match import Match, Phase, kime_yaku_roles
from engine.observe import observe
from engine.players.policy import distinct_plays
from engine.rules import RuleSet
from engine.tricks import Option, TrickPlay, legal_cards, legal_options, legal_plays, plays_of
from tests.hypothesis_profiles import scaled

from .helpers import cards, new_match
from .solver_positions import random_position
from .test_bidding_solver import random_bidding_position
from .test_properties import bidding_rule_sets, drawn_step, rule_sets


def test_R26_deal_2_the_ace_holder_shows_deal_3_the_joker_holder() -> None:
    assert kime_yaku_roles(2, ace_holder=1, joker_holder=3) == (1, 3)
    assert kime_yaku_roles(3, ace_holder=1, joker_holder=3) == (3, 1)
    assert kime_yaku_roles(1, ace_holder=1, joker_holder=3) == (None, None)


def test_R18_a_joker_lead_is_a_play_per_suit_a_joker_follow_one_play() -> None:
    legal = mask_of(cards("AC 10H JOKER"))
    ace, ten = cards("AC 10H")
    assert plays_of(legal, leading=True) == [(ace, -1), (ten, -1),
                                            *((JOKER, suit) for suit in SUITS)]
    assert plays_of(legal, leading=False) == [(ace, -1), (ten, -1), (JOKER, -1)]
    assert plays_of(JOKER_BIT, leading=True) == [(JOKER, suit) for suit in SUITS]
    assert plays_of(0, leading=True) == []


def positions(data: st.DataObject, rules: RuleSet, *, passing: bool = False) -> list[Match]:
    """Copies of one match at each of its steps, its dealer, deals and decisions drawn by
    Hypothesis (``drawn_step``): a failure shrinks to the deck in order and the first legal
    decisions, not to an opaque seed."""
    dealer = data.draw(st.integers(0, 4), label="dealer")
    match = Match(rules, ("P0", "P1", "P2", "P3", "P4"), dealer)
    seen = []
    while not match.finished:
        drawn_step(data, match, passing=passing)
        seen.append(match.copy())
    return seen


@settings(max_examples=scaled(40), deadline=None)
@given(data=st.data(), rules=rule_sets)
def test_R26_match_view_and_observe_name_the_same_shower_and_chooser(data: st.DataObject,
                                                                     rules: RuleSet) -> None:
    for match in positions(data, rules):
        shower, chooser = kime_yaku_roles(match.deal, match.ace_holder, match.joker_holder)
        if match.phase is Phase.SHOW:
            assert match.to_act() == (shower,) == (match.shower,)
        if match.phase is Phase.TRUMP:
            assert match.to_act() == (chooser,) == (match.chooser,)
        for player in range(5):
            view = observe(match, player)
            assert (view.shower, view.chooser) == (shower, chooser)
            sees = match.deal > 1 and player in (shower, chooser)
            assert view.shown == (match.shown if sees else ())


@settings(max_examples=scaled(40), deadline=None)
@given(data=st.data(), rules=rule_sets)
def test_R16_R17_R18_every_list_of_plays_comes_from_the_engines_mask(data: st.DataObject,
                                                                   rules: RuleSet) -> None:
    for match in positions(data, rules):
        tp = match.play
        if match.phase is not Phase.PLAY or tp is None:
            continue
        mask = tp.legal()
        assert match.legal_mask() == mask == observe(match, match.turn).legal
        plays = plays_of(mask, leading=not tp.trick_cards)
        assert match.legal_decisions() == [
            Play(match.turn, card, None if suit < 0 else suit) for card, suit in plays]
        # the solver's and the review's options are the same plays
        assert legal_options(tp) == [card if suit < 0 else (card, suit) for card, suit in plays]
        # the CPUs' search keeps one play of each set of cards that play alike, and no other
        distinct = distinct_plays(tp)
        assert set(distinct) <= set(plays) and plays[0] in distinct
        assert {play for play in plays if play[0] == JOKER} <= set(distinct)
        # (which cards play alike is ``CardOrder.alike``'s, tied to the solver's classes in
        # test_bidding_solver.py)


@settings(max_examples=scaled(40), deadline=None, suppress_health_check=[
    # the smallest match is still one whole round: a 53-card deck drawn in order, an auction
    # and ten tricks of five cards (as test_properties.py's bidding matches)
    HealthCheck.large_base_example])
@given(data=st.data(), rounds=st.integers(1, 2))
def test_B9_the_bidding_game_lists_its_plays_through_the_one_rule_as_before(
        data: st.DataObject, rounds: int) -> None:
    """The bidding game's ``legal_decisions`` lists the plays through ``tricks.legal_plays``,
    as the Goninkan game does: the list and the order it wrote out itself before (the legal
    cards in the 53-card deck's order), and ``legal_options`` gives the same plays."""
    plays_seen = 0
    for match in positions(data, RuleSet.preset_named("bidding", rounds=rounds), passing=True):
        tp = match.play
        if match.phase is not Phase.PLAY or tp is None:
            continue
        plays_seen += 1
        former = BIDDING_DECK.in_order(match.legal_mask())
        assert match.legal_decisions() == [Play(match.turn, card) for card in former]
        assert legal_plays(tp) == [(card, -1) for card in former]
        assert legal_options(tp) == former
    assert plays_seen >= 50


@settings(max_examples=scaled(30), deadline=None)
@given(data=st.data(), rules=st.one_of(rule_sets, bidding_rule_sets),
       dealer=st.integers(0, 4))
def test_R16_R19_each_card_played_names_its_tricks_led_suit_and_the_view_counts_the_yama(
        data: st.DataObject, rules: RuleSet, dealer: int) -> None:
    match = Match(rules, ("P0", "P1", "P2", "P3", "P4"), dealer)
    while not match.finished:
        for event in drawn_step(data, match, passing=rules.preset == "bidding"):
            if isinstance(event, CardPlayed):
                trick = match.tricks[-1] if match.trick_no != event.trick or not match.trick \
                    else None
                led = match.led_suit if trick is None else trick.led_suit
                assert event.led_suit == (None if led is None or led < 0 else led)
        on_yama = sum(1 for trick in match.tricks for _, card in trick.plays
                      if not match.FACES >> card & 1)
        assert all(observe(match, p).yama == on_yama for p in range(5))


def test_no_legal_plays_outside_trick_play() -> None:
    match = new_match()
    assert match.legal_mask() == 0 and match.legal_decisions() == []


def _former_trick_play_legal(tp: TrickPlay) -> CardSet:
    """``TrickPlay.legal`` (R16, R17) and ``BiddingPlay.legal`` (B9) as they were written."""
    hand = tp.hands[tp.turn]
    if isinstance(tp, BiddingPlay):
        return hand & tp.led_mask or hand
    if hand & JOKER_BIT:
        if tp.trick_no == 9:
            return JOKER_BIT
        if tp.trick_no in (1, 10):
            hand ^= JOKER_BIT
    follow = hand & tp.led_mask
    return follow | (hand & JOKER_BIT) if follow else hand


def _former_solver_legal(hand: CardSet, led: CardSet, joker_bit: CardSet,
                         trick_no: int) -> CardSet:
    """The solver's own copy of the rule, in its rank space (``led`` 0 for a lead)."""
    legal = hand
    if hand & joker_bit:
        if trick_no == 9:
            legal = joker_bit
        elif trick_no in (1, 10):
            legal ^= joker_bit
    follow = legal & led
    if follow:
        legal = follow | (legal & joker_bit)
    return legal


def _former_legal_options(tp: TrickPlay) -> list[Option]:
    """The solver's own listing of a position's options (``solver.legal_options`` as it was)."""
    if tp.result is not None:
        return []
    if tp.juroku_decider >= 0:
        return [True, False]
    out: list[Option] = []
    names_suit = tp.card_order().joker >= 0
    for card in BIDDING_DECK.in_order(tp.legal()):
        if card == JOKER and names_suit and not tp.trick_cards:
            out.extend((JOKER, suit) for suit in range(4))
        else:
            out.append(card)
    return out


@settings(max_examples=scaled(150), deadline=None, suppress_health_check=[
    # the smallest position drawn is still a whole deck dealt and played up to the trick
    # asked for (the deck in order, the first legal cards); Hypothesis shrinks within it
    HealthCheck.large_base_example])
@given(rng=st.randoms(use_true_random=False), tricks_left=st.integers(1, 9),
       bidding=st.booleans())
def test_R16_R17_B9_the_solver_and_trick_play_ask_one_rule_of_legal_cards(
        rng: random.Random, tricks_left: int, bidding: bool) -> None:
    """Over random positions of both games, ``legal_cards`` gives what the two former copies
    gave: in the deck's numbering (``TrickPlay.legal``) and in the solver's rank space, for
    every hand as if it were to play now, the one a renumbering of the other. The position's
    every random choice is drawn by Hypothesis (``st.randoms``): a failure shrinks to the
    deck in order and the first cards."""
    tp = random_bidding_position(rng, tricks_left) if bidding \
        else random_position(rng, tricks_left, rng.choice((1, 2, 3)))
    order = tp.card_order()
    led = order.to_ranks(tp.led_mask)
    for hand in tp.hands:
        in_ranks = legal_cards(order.to_ranks(hand), led, order.joker_bit, tp.trick_no)
        assert in_ranks == _former_solver_legal(order.to_ranks(hand), led, order.joker_bit,
                                                tp.trick_no)
        in_cards = legal_cards(hand, tp.led_mask, tp.RULED_JOKER, tp.trick_no)
        assert order.to_ranks(in_cards) == in_ranks
    if tp.result is None and tp.juroku_decider < 0:
        assert tp.legal() == _former_trick_play_legal(tp)
    assert legal_options(tp) == _former_legal_options(tp)
