"""Rules that used to be written twice now have one home; these tests tie every reader to it.

- R26 shower and chooser: ``match.kime_yaku_roles``, asked by ``Match`` (who is to act),
  ``observe`` (who sees the shown cards) and ``SeatView`` (what the CPUs and the table read).
- The plays a legal mask allows (R16–R18, a joker lead once per suit it may name):
  ``tricks.plays_of``, from ``TrickPlay.legal``'s mask, for ``Match.legal_decisions``, the
  CPU players' ``policy.distinct_plays`` and the seat view's ``legal``; the solver's own
  listing (``solver.legal_options``) is checked against it.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import solver
from engine.actions import Play
from engine.cards import JOKER, JOKER_BIT, SUITS, mask_of
from engine.match import Match, Phase, kime_yaku_roles
from engine.observe import observe
from engine.players import RandomPlayer, step
from engine.players.policy import distinct_plays
from engine.rules import RuleSet
from engine.tricks import plays_of

from .helpers import cards, new_match
from .test_properties import rule_sets


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


def positions(rules: RuleSet, seed: int) -> list[Match]:
    """Copies of one random match at each of its steps."""
    rng = random.Random(seed)
    match = Match(rules, ("P0", "P1", "P2", "P3", "P4"), rng.randrange(5))
    seen = []
    while not match.finished:
        step(match, [RandomPlayer()] * 5, rng)
        seen.append(match.copy())
    return seen


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), rules=rule_sets)
def test_R26_match_view_and_observe_name_the_same_shower_and_chooser(seed: int,
                                                                     rules: RuleSet) -> None:
    for match in positions(rules, seed):
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


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), rules=rule_sets)
def test_R16_R17_R18_every_list_of_plays_comes_from_the_engines_mask(seed: int,
                                                                   rules: RuleSet) -> None:
    for match in positions(rules, seed):
        tp = match.play
        if match.phase is not Phase.PLAY or tp is None:
            continue
        mask = tp.legal()
        assert match.legal_mask() == mask == observe(match, match.turn).legal
        plays = plays_of(mask, leading=not tp.trick_cards)
        assert match.legal_decisions() == [
            Play(match.turn, card, None if suit < 0 else suit) for card, suit in plays]
        # the solver's own listing agrees with the one source
        assert solver.legal_options(tp) == [card if suit < 0 else (card, suit)
                                            for card, suit in plays]
        # the CPUs' search keeps one play of each set of cards that play alike, and no other
        distinct = distinct_plays(tp)
        assert set(distinct) <= set(plays) and plays[0] in distinct
        assert {play for play in plays if play[0] == JOKER} <= set(distinct)
        # (which cards play alike is ``CardOrder.alike``'s, tied to the solver's classes in
        # test_bidding_solver.py)


def test_no_legal_plays_outside_trick_play() -> None:
    match = new_match()
    assert match.legal_mask() == 0 and match.legal_decisions() == []
