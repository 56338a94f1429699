"""CPU players in the bidding game (docs/rules.md section 11): every level plays whole matches,
reads nothing beyond its seat's view, and has the craft the issue asks for."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Bid, Discard, NameAdjutant, Pass
from engine.bidding import BiddingMatch
from engine.bidding_tricks import FACES, TABLES, BiddingPlay
from engine.cards import BIDDING_DECK, cards_of
from engine.match import Match, Phase
from engine.observe import SeatView, observe
from engine.players import RandomPlayer, play_match, player_named, step
from engine.players.bidding import (
    best_suit,
    expected_faces,
    normal_bid,
    normal_card,
    normal_discard,
    normal_name,
    rule_of_thumb,
)
from engine.players.bidding_search import (
    BiddingSearchPlayer,
    _world,
    card_totals,
    close_means,
    play_out,
    quick_card,
    sample_hands,
    table_card,
)
from engine.players.heuristic import EasyPlayer, NormalPlayer
from engine.players.tournament import run_tournament
from engine.record import dumps, load
from engine.rules import RuleSet

from .bidding_helpers import auction, bcards, bidding_deal, bidding_match

LEVELS = ("random", "easy", "normal", "strong")


def mask(codes: str) -> int:
    return sum(1 << c for c in bcards(codes))


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_whole_bidding_matches(level: str) -> None:
    rules = RuleSet.preset_named("bidding", rounds=4)
    # one whole match for the strong player (its search is the same code at every deal, and
    # three cost 10 s of CPU, the most of any engine test); three for the quick levels
    for seed in range(1 if level == "strong" else 3):
        match = play_match([player_named(level)] * 5, rules, random.Random(seed))
        assert match.finished and dumps(load(dumps(match))) == dumps(match)


def _resampled(match: Match, player: int, rng: random.Random) -> Match:
    """The match with every card ``player`` cannot see dealt anew among the same places."""
    assert isinstance(match, BiddingMatch)
    other = match.copy()
    assert isinstance(other, BiddingMatch)
    places = [p for p in range(5) if p != player]
    pool = [c for p in places for c in cards_of(match.hands[p])]
    hidden_discards = player != match.taisho
    hidden_kitsune = match.taisho is None
    if hidden_discards:
        pool += cards_of(match.discards)
    if hidden_kitsune:
        pool += cards_of(match.kitsune)
    rng.shuffle(pool)
    for p in places:
        size = match.hands[p].bit_count()
        other.hands[p] = sum(1 << c for c in pool[:size])
        pool = pool[size:]
    if hidden_discards:
        other.discards = sum(1 << c for c in pool[:match.discards.bit_count()])
        pool = pool[match.discards.bit_count():]
    if hidden_kitsune:
        other.kitsune = sum(1 << c for c in pool)
    return other


def _positions() -> list[tuple[Match, int]]:
    """Bidding matches stopped at decisions of every phase, with the player to decide."""
    found: list[tuple[Match, int]] = []
    seen: dict[Phase, int] = {}
    for seed in range(12):
        rng = random.Random(seed)
        match = Match(RuleSet.preset_named("bidding", rounds=2), "ABCDE", seed % 5)
        players = [NormalPlayer()] * 5
        while not match.finished:
            if match.phase is not Phase.DEAL and rng.random() < 0.15 \
                    and seen.get(match.phase, 0) < 12:
                seen[match.phase] = seen.get(match.phase, 0) + 1
                found.append((match.copy(), match.to_act()[0]))
            step(match, players, rng)
    return found


def test_no_level_reads_beyond_its_seats_view() -> None:
    """Deal every hidden card anew (other hands, the kitsune, the laid-down cards): the same
    view, and every level makes the same decision."""
    positions = _positions()
    assert {m.phase for m, _ in positions} >= {Phase.BID, Phase.DISCARD, Phase.ADJUTANT,
                                                 Phase.PLAY}
    for index, (match, player) in enumerate(positions):
        view = observe(match, player)
        other = _resampled(match, player, random.Random(index))
        assert observe(other, player) == view
        searching = BiddingSearchPlayer(8, taisho_samples=8, extra=8)
        for cpu in (NormalPlayer(), EasyPlayer(), RandomPlayer(), searching):
            assert cpu.choose(view, match.legal_decisions(), random.Random(index)) == \
                cpu.choose(observe(other, player), other.legal_decisions(), random.Random(index))


def test_the_rule_of_thumb_is_a_floor_normal_bids_at_least_11_on_it() -> None:
    hand = mask("5S JS AS 8S 3S KH 9H 7D 4D 2C")
    assert rule_of_thumb(hand) == 3
    suit, faces = best_suit(hand)
    assert suit == 3 and faces >= 11
    match = bidding_match()
    match.apply(bidding_deal("5S JS AS 8S 3S KH 9H 7D 4D 2C"))
    assert normal_bid(observe(match, 0)) == Bid(0, 11, 3)


def test_normal_passes_a_weak_hand_and_values_the_top_trumps() -> None:
    weak = mask("9C 7C 4C 8D 6D 3D 10H 6H 2H 4S")
    match = bidding_match()
    match.apply(bidding_deal("9C 7C 4C 8D 6D 3D 10H 6H 2H 4S"))
    assert normal_bid(observe(match, 0)) == Pass(0)
    assert expected_faces(weak | mask("5C"), 0) > expected_faces(weak, 0)
    assert expected_faces(mask("5S JOKER JS JC"), 3) > expected_faces(mask("AS KS QS 10S"), 3)


def test_normal_lays_down_unguarded_face_cards_and_short_suits_keeping_trumps() -> None:
    match = bidding_match()
    match.apply(bidding_deal("5S JS AS 8S 3S QH 9D 7D 4D AC", kitsune="KS 2H 6C"))
    auction(match, 0, 11, "S")
    laid = normal_discard(observe(match, 0))
    assert set(laid) == set(bcards("QH 2H 6C"))  # the lone QH is the taisho's once down
    assert not any(c in bcards("5S JS AS 8S 3S KS") for c in laid)


def test_normal_names_the_best_card_it_lacks() -> None:
    match = bidding_match()
    match.apply(bidding_deal("JS AS 8S 3S 7S QH 9D 7D 4D AC", kitsune="KS 2H 6C"))
    auction(match, 0, 11, "S")
    match.apply(Discard(0, tuple(bcards("2H 6C 4D"))))
    assert normal_name(observe(match, 0)) == BIDDING_DECK.parse("5S")
    with_five = bidding_match()
    with_five.apply(bidding_deal("5S JOKER JS AS 3S QH 9D 7D 4D AC", kitsune="KS 2H 6C"))
    auction(with_five, 0, 11, "S")
    with_five.apply(Discard(0, tuple(bcards("2H 6C 4D"))))
    assert normal_name(observe(with_five, 0)) == BIDDING_DECK.parse("JC")  # the ura-jack


def test_the_adjutant_hides_it_throws_no_face_card_before_the_named_card_is_out() -> None:
    deal = bidding_deal("AC 9C 8C 7C 6C 5C 4C 3C 2C 5S", "QD KH 9D 8D 7D 6D 5D 4D 3H 2H",
                        kitsune="2D 3D 4S")
    match = bidding_match()
    match.apply(deal)
    auction(match, 0, 11, "S")
    match.apply(Discard(0, tuple(bcards("2D 3D 4S"))))
    match.apply(NameAdjutant(0, bcards("QD")[0]))  # player 1, void in clubs, hidden
    match.apply(match.legal_decisions()[0])  # the taisho leads AC, the top club
    view = observe(match, 1)
    assert view.adjutant == 1 and observe(match, 2).adjutant is None
    decision = NormalPlayer().choose(view, match.legal_decisions(), random.Random(0))
    assert not FACES >> decision.card & 1  # type: ignore[union-attr]  # no KH, no QD yet


def test_normal_beats_easy_and_easy_beats_random_in_duplicate() -> None:
    for a, b in (("normal", "easy"), ("easy", "random")):
        figures = run_tournament(a, b, 60, "test", "bidding")
        assert figures["points_ci95"][0] > 0, figures


def test_bidding_tournament_figures_have_the_same_keys() -> None:
    bidding = run_tournament("easy", "random", 2, "keys", "bidding")
    standard = run_tournament("random", "random", 1, "keys", "standard")
    assert set(bidding) == set(standard)
    assert set(bidding["decision_ms"]["easy"]) == set(standard["decision_ms"]["random (A)"])


def test_the_command_line_plays_the_bidding_preset(capsys: pytest.CaptureFixture[str]) -> None:
    from engine.__main__ import main

    assert main(["tournament", "--preset", "bidding", "--a", "normal", "--b", "easy",
                 "--deals", "3", "--seed", "cli", "--json"]) == 0
    assert '"points_diff"' in capsys.readouterr().out
    assert main(["simulate", "--preset", "bidding", "--matches", "1", "--players", "easy"]) == 0
    assert "taisho_" in capsys.readouterr().out


def test_sampled_deals_fit_the_view() -> None:
    """Hand sizes, the cards out, the suits a player did not follow (B9), the named card."""
    for match, player in _positions():
        if match.phase is not Phase.PLAY:
            continue
        view = observe(match, player)
        for attempt in range(5):
            hands, laid = sample_hands(view, random.Random(attempt))
            assert hands[player] == view.hand
            union = laid
            for p in range(5):
                assert not union & hands[p] and not hands[p] & view.played
                union |= hands[p]
                assert hands[p].bit_count() == view.hand_sizes[p]
            assert union | view.played | view.discards == BIDDING_DECK.full
            named = view.adjutant_card
            if view.adjutant is not None and named is not None and not view.played >> named & 1:
                assert hands[view.adjutant] >> named & 1


def test_strong_plays_the_bidding_game_through_player_named() -> None:
    strong = player_named("strong")
    try:
        match = play_match([strong, NormalPlayer(), NormalPlayer(), NormalPlayer(),
                            NormalPlayer()], RuleSet.preset_named("bidding", rounds=1),
                           random.Random(5))
        assert match.finished
    finally:
        close = getattr(strong, "close", None)
        if close is not None:
            close()


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), bid=st.integers(9, 17))
def test_a_playout_stops_once_the_bid_is_decided_with_the_outcome_of_playing_on(
        seed: int, bid: int) -> None:
    """B12: the search's playouts stop when the taisho's side has its bid or can no longer
    reach it; playing the same quick policy on to the tenth trick never changes that."""
    rng = random.Random(seed)
    cards = list(BIDDING_DECK.cards)
    rng.shuffle(cards)
    hands = [sum(1 << c for c in cards[10 * p:10 * p + 10]) for p in range(5)]
    laid_faces = sum(1 for c in cards[50:] if FACES >> c & 1)  # the taisho's, B12
    side = [0 if p in (0, rng.randrange(5)) else 1 for p in range(5)]
    trump = rng.randrange(4)
    stopped = BiddingPlay(list(hands), trump, side, 0, bid, laid_faces, False)
    play_out(stopped)
    full = BiddingPlay(list(hands), trump, side, 0, bid, laid_faces, False)
    while full.result is None:
        full.play(quick_card(full))
    assert (stopped.faces[0] >= bid) == (full.faces[0] >= bid)
    assert stopped.result is not None or stopped.faces[0] >= bid or \
        stopped.faces[1] > FACES.bit_count() - bid



def test_the_cards_close_to_the_best_are_searched_further_and_only_they_kept() -> None:
    """The search plays every card out on its sampled deals, then the cards whose average is
    within the margin (a share of the bid) of the best on more deals, and chooses among them."""
    checked = 0
    for match, player in _positions():
        view = observe(match, player)
        if view.phase is not Phase.PLAY or view.legal.bit_count() < 3 \
                or view.adjutant == player or view.bid is None:
            continue
        first = {card: total / 8 for card, total in card_totals(view, random.Random(1), 8).items()}
        best = max(first.values())
        close = {card for card, mean in first.items() if mean >= best - 0.1 * view.bid}
        means = close_means(view, random.Random(1), 8, 8, 0.1)
        assert set(means) == (close if len(close) > 1 else set(first))
        assert close_means(view, random.Random(1), 8, 8, 0.1) == means  # seeded: the same
        assert set(close_means(view, random.Random(1), 8, 8, 2.0)) == set(first)  # all close
        checked += 1
    assert checked > 5


def test_the_table_policy_plays_the_normal_players_card_once_the_sides_are_known() -> None:
    """``table_card`` is ``normal_card`` on a ``BiddingPlay`` whose players know their sides:
    once the named card is out (B8) every seat but the taisho (who sees its laid-down cards)
    knows as much, and the two play the same card, or one of equal worth (no face card, no
    trump, the same rank)."""
    compared = 0
    for seed in range(8):
        rng = random.Random(seed)
        match = Match(RuleSet.preset_named("bidding", rounds=1), "ABCDE", seed % 5)
        assert isinstance(match, BiddingMatch)
        while not match.finished:
            player = match.to_act()[0] if match.phase is not Phase.DEAL else -1
            view = observe(match, player) if player >= 0 else None
            if view is not None and view.phase is Phase.PLAY and view.player != view.taisho \
                    and view.adjutant_card is not None and view.played >> view.adjutant_card & 1:
                assert view.taisho is not None
                world = _world(view, list(match.hands), match.discards)
                mine, usual = table_card(world, view.taisho, view.adjutant_card), normal_card(view)
                assert mine == usual or _equal_throws(view, mine, usual)
                compared += 1
            step(match, [NormalPlayer()] * 5, rng)
    assert compared > 50


def _equal_throws(view: SeatView, card: int, other: int) -> bool:
    assert view.trump is not None
    suit_of, _, power = TABLES[view.trump]
    return power[card] == power[other] and not (FACES >> card | FACES >> other) & 1 \
        and view.trump not in (suit_of[card], suit_of[other])
