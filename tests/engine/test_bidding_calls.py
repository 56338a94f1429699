"""The bidding game's strong player weighs a few lay-downs (B7) and namings (B8), the normal
player's first by its own order, and chooses among them by sampled deals (issue 40)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Discard, NameAdjutant
from engine.bidding_tricks import TABLES
from engine.cards import BIDDING_DECK, SUIT_LETTERS
from engine.dealing import shuffled_deal
from engine.match import Match, Phase
from engine.observe import observe
from engine.players import legal_for, player_named, step
from engine.players.bidding import (
    CALL_CANDIDATES,
    discard_candidates,
    discard_order,
    name_candidates,
    name_order,
    normal_discard,
    normal_name,
)
from engine.players.bidding_search import (
    CALL_MARGIN,
    BiddingSearchPlayer,
    _chosen_call,
    search_discard,
    search_name,
)
from engine.rules import RuleSet

from .bidding_helpers import auction, bcards, bidding_deal, bidding_match


def _at_discard() -> Match:
    match = bidding_match()
    match.apply(bidding_deal("5S JS AS 8S 3S QH 9D 7D 4D AC", kitsune="KS 2H 6C"))
    auction(match, 0, 11, "S")
    return match


def _at_naming() -> Match:
    match = _at_discard()
    match.apply(Discard(0, tuple(bcards("QH 2H 6C"))))
    return match


def test_B7_the_lay_downs_weighed_are_the_normal_players_then_the_next_by_its_order() -> None:
    view = observe(_at_discard(), 0)
    ways = discard_candidates(view)
    order = discard_order(view)
    assert ways[0] == normal_discard(view)
    assert len(ways) == CALL_CANDIDATES == len({frozenset(w) for w in ways})
    # the next two: the fourth card to lay down instead of the third, then the fifth or
    # the fourth instead of the second (the places summed: 0+1+3, then 0+1+4 before 0+2+3)
    assert set(ways[1]) == {order[0], order[1], order[3]}
    assert set(ways[2]) == {order[0], order[1], order[4]}
    spades = SUIT_LETTERS.index("S")
    trumps = TABLES[spades][1][spades]
    assert all(not trumps >> card & 1 for way in ways for card in way)  # trumps kept


def test_B8_the_namings_weighed_are_the_normal_players_two_first_and_a_side_card() -> None:
    view = observe(_at_naming(), 0)
    names = name_candidates(view)
    order = name_order(view)
    assert names[0] == normal_name(view) == BIDDING_DECK.parse("JOKER")
    assert names[:2] == order[:2]
    spades = SUIT_LETTERS.index("S")
    assert TABLES[spades][0][names[2]] != spades  # a side ace, its holder weighed too
    mine = view.hand | view.discards
    assert not any(mine >> card & 1 for card in names)  # cards it lacks only


def test_B7_B8_the_search_chooses_among_the_candidates_the_same_on_the_same_seed() -> None:
    discard_view, naming_view = observe(_at_discard(), 0), observe(_at_naming(), 0)
    laid = search_discard(discard_view, random.Random("b7"), 16)
    assert laid in discard_candidates(discard_view)
    assert laid == search_discard(discard_view, random.Random("b7"), 16)
    named = search_name(naming_view, random.Random("b8"), 16)
    assert named in name_candidates(naming_view)
    assert named == search_name(naming_view, random.Random("b8"), 16)


def test_B7_B8_the_strong_players_calls_are_legal_and_without_samples_the_normal_ones() -> None:
    match = _at_discard()
    searching, plain = BiddingSearchPlayer(call_samples=8), BiddingSearchPlayer(call_samples=0)
    for _ in range(2):
        view = observe(match, 0)
        legal = match.legal_decisions()
        chosen = searching.choose(view, legal, random.Random("calls"))
        assert chosen in legal
        usual = plain.choose(view, legal, random.Random("calls"))
        if match.phase is Phase.DISCARD:
            assert isinstance(chosen, Discard) and usual == Discard(0, normal_discard(view))
        else:
            assert isinstance(chosen, NameAdjutant) and usual == NameAdjutant(0, normal_name(view))
        match.apply(chosen)
    assert match.phase is Phase.PLAY


def _at_discard_of(rules: RuleSet, seed: int) -> Match | None:
    """A match of ``rules`` at its first lay-down (normal players), if any."""
    rng = random.Random(seed)
    match = Match(rules, tuple(f"P{p}" for p in range(rules.game.seats)), 0)
    normal = [player_named("normal")] * rules.game.seats
    while match.phase is not Phase.DISCARD:
        if match.finished:
            return None
        step(match, normal, rng)
    return match


def test_B16_with_three_players_the_two_cards_laid_down_are_weighed_and_none_named() -> None:
    match = _at_discard_of(RuleSet.preset_named("bidding", players=3, rounds=20), 1)
    assert match is not None
    taisho = match.to_act()[0]
    view = observe(match, taisho)
    ways = discard_candidates(view)
    assert all(len(way) == 2 for way in ways) and len(ways) == CALL_CANDIDATES
    chosen = BiddingSearchPlayer(call_samples=8).choose(view, legal_for(match, taisho),
                                                        random.Random("b16"))
    assert isinstance(chosen, Discard) and chosen.cards in ways
    match.apply(chosen)
    assert match.phase is Phase.PLAY  # no naming with three players (B16)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 3))
def test_B7_B8_every_call_weighed_is_legal_and_the_normal_players_comes_first(
        seed: int, trump: int) -> None:
    """For any taisho's hand: each lay-down weighed is three distinct cards of its hand, each
    naming a card it lacks, and the normal player's choice is first of each."""
    match = bidding_match()
    match.apply(shuffled_deal(random.Random(seed), match.rules.game))
    auction(match, match.to_act()[0], 11, "CDHS"[trump])
    taisho = match.to_act()[0]
    view = observe(match, taisho)
    legal = match.legal_decisions()
    ways = discard_candidates(view)
    assert ways[0] == normal_discard(view)
    for way in ways:
        assert Discard(taisho, way) in legal and len(set(way)) == 3
    match.apply(Discard(taisho, ways[-1]))
    view = observe(match, taisho)
    names = name_candidates(view)
    assert names[0] == normal_name(view) and len(set(names)) == len(names) <= CALL_CANDIDATES
    for card in names:
        assert NameAdjutant(taisho, card) in match.legal_decisions()
        assert not (view.hand | view.discards) >> card & 1


def test_B7_B8_another_call_is_chosen_only_where_it_does_better_by_the_margin() -> None:
    """The normal player's call (the first) is kept unless another's average over the sampled
    deals is better by more than ``CALL_MARGIN`` times the bid (a share of the points)."""
    calls = [1, 2, 3]
    bid, samples = 12, 48
    edge = CALL_MARGIN * bid * samples  # the totals' difference at the margin
    assert _chosen_call(calls, {1: 0.0, 2: edge, 3: -bid * samples}, samples, bid,
                        CALL_MARGIN) == 1
    assert _chosen_call(calls, {1: 0.0, 2: edge + bid, 3: edge + bid}, samples, bid,
                        CALL_MARGIN) == 2  # the first of the best
    assert _chosen_call(calls, {1: 0.0, 2: 1.0, 3: 0.0}, samples, bid, 0.0) == 2

