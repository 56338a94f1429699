"""A card called certain to win the trick (``engine.certainty``) wins it in every deal the seat's
view allows, however the players still to play play (R16, R17, R19; B5, B9, B10).

Over random positions of both games: the cards the seat cannot see are dealt anew many times,
by this test's own reading of what the view proves (the cards a seat knows to be in a hand,
the suits a player did not follow, the joker in trick 9, the named card's holder), and the
trick is played out from the card with every legal continuation.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.bidding_tricks import TABLES
from engine.cards import BIDDING_DECK, JOKER, JOKER_BIT, SUIT_OF, CardSet, cards_of, parse_card
from engine.certainty import _fitting, certain_to_win, trick_outlook
from engine.games import GONINKAN
from engine.match import Match, Phase
from engine.observe import SeatView, observe
from engine.players import RandomPlayer, step
from engine.players.heuristic import NormalPlayer
from engine.rules import RuleSet
from engine.tricks import TrickPlay

from .bidding_helpers import bidding_deal, bidding_match, to_play
from .helpers import deal_of, new_match, plays, start_play
from .test_properties import rule_sets

DEALS = 12
"""Deals of the hidden cards tried per position, the true one besides."""

bidding_rules = st.builds(RuleSet.preset_named, st.just("bidding"), rounds=st.integers(1, 2),
                          joker_lead=st.sampled_from(["trump", "free"]),
                          players=st.sampled_from([5, 3]), auction=st.booleans())
"""The bidding game in all four forms (docs/rules.md sections 11, 12)."""


def _positions(rules: RuleSet, seed: int | random.Random, steps: int = 400
               ) -> Iterator[Match]:
    """The match played from ``seed`` (club players, some random ones) at each card to play;
    ``seed`` may be a generator drawn by Hypothesis."""
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    seats = rules.game.seats
    match = Match(rules, tuple(f"P{p}" for p in range(seats)), rng.randrange(seats))
    players = [NormalPlayer() if rng.random() < 0.7 else RandomPlayer() for _ in range(seats)]
    for _ in range(steps):
        if match.finished:
            return
        if match.phase is Phase.PLAY:
            yield match
        step(match, players, rng)


def _suit_of(view: SeatView) -> tuple[int, ...]:
    assert view.trump is not None
    return SUIT_OF if view.rules.game is GONINKAN else TABLES[view.trump][0]


def _cannot_hold(view: SeatView) -> list[CardSet]:
    """Per player, the cards the play so far shows they cannot hold: the suits they did not
    follow, and in Goninkan the joker once they played another card in trick 9 (R16, R17, B9)."""
    suit_of = _suit_of(view)
    goninkan = view.rules.game is GONINKAN
    out = [0] * len(view.seats)
    tricks = [(t.number, t.plays, t.led_suit) for t in view.tricks]
    if view.trick:
        first = view.trick[0][1]
        led = view.led_suit if goninkan else suit_of[first]
        if not goninkan and first == JOKER and view.rules.joker_lead == "free":
            led = -1
        tricks.append((view.trick_no, view.trick, led if led is not None else -1))
    for number, trick, led in tricks:
        if goninkan and number >= 9:
            for player, card in trick:
                if card != JOKER:
                    out[player] |= JOKER_BIT
        if not goninkan and trick[0][1] == JOKER and view.rules.joker_lead == "free":
            continue
        for player, card in trick[1:]:
            if (card != JOKER or not goninkan) and suit_of[card] != led:
                out[player] |= sum(1 << c for c in range(len(suit_of)) if suit_of[c] == led)
    if goninkan and (view.trick_no > 9 or any(t.number == 9 for t in view.tricks)):
        out = [mask | JOKER_BIT for mask in out]
    return out


def _deal_anew(match: Match, view: SeatView, rng: random.Random) -> list[CardSet] | None:
    """The other hands dealt anew from the cards this seat cannot see, as the view allows, or
    None if this try ran into a dead end."""
    me = view.player
    goninkan = view.rules.game is GONINKAN
    seats = range(len(view.seats))
    hands = [view.known[p] & ~view.played if goninkan else 0 for p in seats]
    hands[me] = view.hand
    named = view.adjutant_card
    if not goninkan and named is not None and view.adjutant not in (None, me) \
            and not view.played >> named & 1:
        hands[view.adjutant] |= 1 << named  # type: ignore[index]
    room = [view.hand_sizes[p] - hands[p].bit_count() for p in seats]
    room[me] = 0
    laid = 0  # the cards face down that this seat has not seen, which nobody can play
    if not goninkan and not view.rules.game.auction:
        laid = match.kitsune.bit_count()  # type: ignore[attr-defined]  # B17: nobody's, ever
    elif not goninkan and me != view.taisho:
        laid = match.discards.bit_count()  # type: ignore[attr-defined]
    seen = view.played | view.hand | view.discards
    for mask in hands:
        seen |= mask
    deck = BIDDING_DECK.full if not goninkan else (1 << 50) - 1
    hidden = cards_of(deck & ~seen)
    assert len(hidden) == sum(room) + laid
    rng.shuffle(hidden)
    barred = _cannot_hold(view)
    taisho_knows = not goninkan and me == view.taisho and not view.alone
    for card in hidden:
        places = [p for p in seats if room[p] and not barred[p] >> card & 1]
        if laid and not (taisho_knows and card == named):
            places.append(-1)
        if not places:
            return None
        place = rng.choice(places)
        if place < 0:
            laid -= 1
        else:
            room[place] -= 1
            hands[place] |= 1 << card
    return hands


def _loses(tp: TrickPlay, mine: int) -> bool:
    """Whether some legal continuation of the trick in ``tp`` (``mine`` already played) leaves
    another card winning: every legal card of every player still to play, in turn."""
    seen: set[tuple[int, int]] = set()

    def walk(state: TrickPlay) -> bool:
        if not state.trick_cards:
            return False  # closed: judged by the caller's last play
        key = (len(state.trick_cards), state.best_card())
        if key in seen:
            return False
        seen.add(key)
        for card in cards_of(state.legal()):
            child = state.copy()
            winner = child.play(card)
            if winner >= 0:
                if winner != mine:
                    return True
            elif walk(child):
                return True
        return False

    return walk(tp)


def _check(match: Match, deals: int) -> int:
    """Check every legal card of the player to act called certain; how many there were."""
    me = match.turn
    view = observe(match, me)
    assert match.play is not None
    rng = random.Random(f"{view.trick_no}:{view.hand}")
    worlds = [list(match.hands)]
    for _ in range(deals * 4):
        if len(worlds) > deals:
            break
        hands = _deal_anew(match, view, rng)
        if hands is not None:
            worlds.append(hands)
    certain = 0
    for card in cards_of(view.legal):
        suit = 0 if card == JOKER and not view.trick and view.rules.game is GONINKAN else -1
        if not certain_to_win(view, card, suit):
            continue
        certain += 1
        for hands in worlds:
            tp = match.play.copy()
            tp.hands = list(hands)
            winner = tp.play(card, suit)
            assert winner in (-1, me), (view.trick, card)
            assert winner == me or not _loses(tp, me), (view.trick, card, hands)
    return certain


# the deal, the seats' levels and every random choice are drawn by Hypothesis
# (``st.randoms``): a failure shrinks to the deck in order and the first choices
@settings(max_examples=40, deadline=None, suppress_health_check=[
    # each example plays up to 150 steps and checks every deal the view allows (seconds):
    # slow by design, while too_slow is about slow data generation
    HealthCheck.too_slow,
    # the smallest match drawn still deals a whole deck and plays it; Hypothesis shrinks
    # within it
    HealthCheck.large_base_example])
@given(rng=st.randoms(use_true_random=False), rules=st.one_of(rule_sets, bidding_rules))
def test_a_card_called_certain_wins_the_trick_in_every_deal_the_view_allows(
        rng: random.Random, rules: RuleSet) -> None:
    for match in _positions(rules, rng, steps=150):
        _check(match, DEALS)


def test_certain_cards_are_found_in_both_games() -> None:
    """The property above is not empty: certain cards come up in ordinary play of each game."""
    for rules in (RuleSet(rounds=1), RuleSet.preset_named("bidding", rounds=1)):
        found = 0
        for match in _positions(rules, 0):
            found += _check(match, 2)
        assert found >= 10, rules.game.name


# ---- the three cases of the report ------------------------------------------------------------
# Round 1, deal 1: clubs are trump (R9); player 0 holds the joker and player 3 the trump ace, so
# they are the Kankei (R11), and player 0 leads; the players play 0, 1, 2, 3, 4.

def _goninkan(*hands: str, trick: str) -> SeatView:
    match = new_match()
    start_play(match, deal_of(*hands))
    assert match.trump == 0 and match.turn == 0
    plays(match, trick.split())
    return observe(match, match.turn)


def test_r19_a_five_with_three_players_still_to_play_may_be_beaten_by_the_king() -> None:
    """Player 1 follows 3♥ with 5♥; K♥ and A♥ are unseen and three players are to come."""
    view = _goninkan("JOKER 3H 2S 3S 4S 5S 6S 7S 8S 9S", "5H 4H 10S JS QS KS AS 3D 4D 5D",
                     "KH 6H 7H", "AC AH", trick="3H")
    outlook = trick_outlook(view, parse_card("5H"))
    assert outlook.beats_table and not outlook.certain
    assert outlook.later_players == (2, 3, 4)
    assert {parse_card("KH"), parse_card("AH")} <= set(outlook.threats)
    assert parse_card("AC") in outlook.threats  # a player out of hearts may cut


def test_r11_r19_a_trump_four_may_be_over_trumped_by_the_ace_a_seat_label_shows() -> None:
    """Player 1, out of diamonds, cuts 3♦ with 4♣; player 3 still to play holds the trump ace,
    which deal 1 makes public (R11)."""
    view = _goninkan("JOKER 3D 2S 3S 4S 5S 6S 7S 8S 9S", "4C 10S AH KH QH JH 10H 9H 8H 7H",
                     "", "AC", trick="3D")
    assert view.known[3] >> parse_card("AC") & 1
    outlook = trick_outlook(view, parse_card("4C"))
    assert outlook.beats_table and not outlook.certain
    assert outlook.threats[0] == parse_card("AC")


def test_r19_the_last_player_over_the_table_and_the_top_card_left_are_certain() -> None:
    """The fifth card that beats the table is certain; so is a card no unseen card beats."""
    view = _goninkan("JOKER 3H 2S 3S 4S 5S 6S 7S 8S 9S", "4H 10S JS QS KS AS 3D 4D 5D 6D",
                     "5H", "AC 6H", "AH KH QH", trick="3H 4H 5H 6H")
    assert view.player == 4 and certain_to_win(view, parse_card("AH"))
    assert not certain_to_win(view, parse_card("2S"))
    lead = _goninkan("JOKER AH 2S 3S 4S 5S 6S 7S 8S 9S", "", "", "AC", trick="")
    assert not certain_to_win(lead, parse_card("AH"))  # any player out of hearts may cut


def test_b5_a_queen_led_is_not_certain_while_the_ace_is_unseen_the_trump_five_is() -> None:
    """Bidding game, spades trump: Q♠ led with A♠ unseen can be beaten; the 5♠ (B5: the highest
    card) cannot, and neither can the joker once the 5♠ is out."""
    match = bidding_match()
    deal = bidding_deal("5S QS 4S 3S AC KC QC JC 10C 9C",
                        "JOKER KS 9D 8D 7D 6D 5D 4D 3D 2D", kitsune="2H 3H 4H")
    to_play(match, deal, taisho=0, count=11, suit="S", discard="2H 3H 4H", name="JOKER")
    view = observe(match, 0)
    assert view.player == match.turn and not view.trick
    outlook = trick_outlook(view, BIDDING_DECK.parse("QS"))
    assert not outlook.certain
    assert {BIDDING_DECK.parse(c) for c in ("AS", "KS", "JOKER", "JS")} <= set(outlook.threats)
    assert certain_to_win(view, BIDDING_DECK.parse("5S"))
    assert outlook.threats[0] == BIDDING_DECK.parse("JOKER")


# ---- the face-down cards weighed (B7, B16, B17) --------------------------------------------

def _cards(text: str) -> CardSet:
    return sum(1 << BIDDING_DECK.parse(code) for code in text.split())


def test_b17_the_kitsune_holds_only_its_two_cards_so_the_others_are_in_the_hands() -> None:
    """Three players, no auction: four cards unseen, one in each other hand and two in the
    kitsune (nobody's). Player 1 did not follow spades, so the three spades lie with player 2
    or in the kitsune, which together have room for exactly three: A♥ is player 1's, and
    player 2 cannot hold it."""
    hidden = _cards("AH 3S 4S 5S")
    spades = _cards("3S 4S 5S")
    player_1, player_2 = _fitting(hidden, [hidden & ~spades, hidden], [1, 1])
    assert player_1 == _cards("AH") and player_2 == spades


def test_b17_with_room_to_spare_in_the_kitsune_every_unseen_card_stays_possible() -> None:
    hidden = _cards("AH KH 3S 4S 5S")
    spades = _cards("3S 4S 5S")
    assert _fitting(hidden, [hidden & ~spades, hidden], [1, 1]) == [hidden & ~spades, hidden]


def test_b7_the_taisho_sees_no_face_down_card_so_a_hand_full_of_one_suit_holds_no_trump() -> None:
    """The taisho knows its laid-down cards: the unseen cards are the other hands exactly.
    Player 1 has two cards left and is the only one who can hold the two unseen hearts, so it
    holds no trump."""
    hidden = _cards("AH KH 3S 4S")
    hearts = _cards("AH KH")
    player_1, player_2 = _fitting(hidden, [hidden, hidden & ~hearts], [2, 2])
    assert player_1 == hearts and player_2 == hidden & ~hearts
