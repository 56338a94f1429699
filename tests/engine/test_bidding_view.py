"""What a seat may know in the bidding game (``SeatView``; docs/rules.md B7, B8): a test per
item."""

from __future__ import annotations

from engine.actions import Discard
from engine.cards import BIDDING_DECK
from engine.observe import observe

from .bidding_helpers import auction, bcards, bidding_match, bplays, to_play
from .test_bidding import TRUMP_TRICK


def test_each_seat_sees_its_own_hand_and_no_other() -> None:
    match = bidding_match()
    match.apply(TRUMP_TRICK)
    auction(match, 0, 11, "S")
    for player in range(5):
        view = observe(match, player)
        assert view.hand == match.hands[player]
        assert all(view.known[p] == 0 for p in range(5) if p != player)
    assert observe(match, 0).hand.bit_count() == 13  # the kitsune is in the taisho's hand


def test_the_kitsune_and_the_discards_are_the_taishos_alone() -> None:
    match = bidding_match()
    match.apply(TRUMP_TRICK)
    assert all(observe(match, p).kitsune == 0 for p in range(5))  # nobody, in the auction
    auction(match, 0, 11, "S")
    kitsune = sum(1 << c for c in bcards("4S 3S 2S"))
    assert observe(match, 0).kitsune == kitsune
    match.apply(Discard(0, tuple(bcards("AC KC 4S"))))
    laid = sum(1 << c for c in bcards("AC KC 4S"))
    assert observe(match, 0).discards == laid and observe(match, 0).faces == (2, 0)
    for player in (1, 2, 3, 4):
        view = observe(match, player)
        assert view.kitsune == 0 and view.discards == 0 and view.faces == (0, 0)


def test_everyone_knows_the_named_card_and_the_bid() -> None:
    match = bidding_match()
    to_play(match, TRUMP_TRICK, taisho=0, count=12, discard="4S 3S 2S", name="AH")
    for player in range(5):
        view = observe(match, player)
        assert view.adjutant_card == BIDDING_DECK.parse("AH")
        assert (view.taisho, view.bid, view.trump) == (0, 12, 3)
        assert view.targets == (12, 6)


def test_the_adjutant_is_known_to_itself_only_until_the_named_card_is_played() -> None:
    match = bidding_match()
    to_play(match, TRUMP_TRICK, taisho=0, discard="4S 3S 2S", name="AH")  # player 2 holds AH
    assert observe(match, 2).adjutant == 2 and observe(match, 2).kankei == (0, 2)
    assert observe(match, 2).is_kankei
    for player in (0, 1, 3, 4):
        view = observe(match, player)
        assert view.adjutant is None and view.kankei == (0,)
    bplays(match, ["AC", "JC", "AH"])  # the named card is played: now all know
    for player in range(5):
        assert observe(match, player).adjutant == 2 and observe(match, player).kankei == (0, 2)


def test_faces_taken_by_the_hidden_adjutant_count_as_the_others_for_the_others() -> None:
    match = bidding_match()
    to_play(match, TRUMP_TRICK, taisho=1, discard="4S 3S 2S", name="QH")  # player 2 holds QH
    bplays(match, ["AD", "JS", "5D", "3C", "AC"])  # player 2 (the adjutant) cuts: 3 faces
    assert match.tricks[-1].winner == 2 and match.faces == (3, 0)
    assert observe(match, 2).faces == (3, 0)
    for player in (0, 1, 3, 4):
        assert observe(match, player).faces == (0, 3)


def test_the_taisho_knows_it_plays_alone_and_nobody_else_does() -> None:
    match = bidding_match()
    to_play(match, TRUMP_TRICK, taisho=0, discard="4S 3S 2S", name="3S")
    assert observe(match, 0).alone
    assert not any(observe(match, p).alone for p in (1, 2, 3, 4))
