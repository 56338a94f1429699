"""Builders for hand-made deals and positions of the bidding game (docs/rules.md section 11)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.actions import Bid, Deal, Discard, NameAdjutant, Pass, Play
from engine.bidding import BiddingMatch
from engine.cards import BIDDING_DECK, SUIT_LETTERS
from engine.match import Match
from engine.rules import RuleSet


def bcards(codes: str) -> list[int]:
    """Cards of the 53-card deck from space-separated codes: ``bcards("2C 5S JOKER")``."""
    return [BIDDING_DECK.parse(code) for code in codes.split()]


def bidding_deal(*hands: str, kitsune: str = "") -> Deal:
    """A deal from up to five hands and the kitsune; unnamed cards fill them in deck order."""
    given = [bcards(hand) for hand in hands] + [[] for _ in range(5 - len(hands))]
    middle = bcards(kitsune)
    used = {c for hand in [*given, middle] for c in hand}
    spare = iter(c for c in BIDDING_DECK.cards if c not in used)
    full = [sorted(hand + [next(spare) for _ in range(10 - len(hand))]) for hand in given]
    middle += [next(spare) for _ in range(3 - len(middle))]
    return Deal(tuple(tuple(hand) for hand in full), tuple(sorted(middle)))


def bidding_match(first_dealer: int = 4, **rules: object) -> Match:
    """A bidding match; with dealer 4, player 0 bids first."""
    match = Match(RuleSet.preset_named("bidding", **rules), ("P0", "P1", "P2", "P3", "P4"),
                  first_dealer)
    assert isinstance(match, BiddingMatch)
    return match


def auction(match: Match, taisho: int, count: int, suit: str) -> None:
    """Everyone passes but ``taisho``, who bids ``count`` in ``suit``."""
    for _ in range(5):
        player = match.to_act()[0]
        if player == taisho:
            match.apply(Bid(player, count, SUIT_LETTERS.index(suit)))
        else:
            match.apply(Pass(player))
        if match.phase.value != "bid":
            return


def to_play(match: Match, deal: Deal, taisho: int = 0, count: int = 11, suit: str = "S",
            discard: str | None = None, name: str = "AH") -> None:
    """Deal, auction, lay down (default: the taisho's three lowest cards in deck order), name."""
    match.apply(deal)
    auction(match, taisho, count, suit)
    laid = bcards(discard) if discard else BIDDING_DECK.in_order(match.hands[taisho])[-3:]
    match.apply(Discard(taisho, tuple(laid)))
    match.apply(NameAdjutant(taisho, bcards(name)[0]))


def bplays(match: Match, codes: Sequence[str]) -> None:
    """Play these cards in turn order, whoever is to play."""
    for code in codes:
        match.apply(Play(match.turn, bcards(code)[0]))
