"""How likely a card is to take the trick in progress, over deals that fit one seat's view.

Where a card is not certain to take the trick (``certainty.trick_outlook``),
a hint may give the chance instead of the certainty: ``trick_chance`` deals
the unseen cards anew many times, each deal consistent with what the seat
knows (``players.sampling`` in Goninkan, ``players.bidding_search`` in the
bidding game), and counts the deals in which no player still to play holds a
card they could play there that beats it. In such a deal the card takes the
trick whatever the others play; in the rest it may still take it (a player
may keep a higher card back), so the count is a floor, and words built on it
say "no one after you could beat it", never "it wins".

Deterministic: every deal is drawn from the caller's seeded generator.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from .cards import Card, CardSet, Suit, cards_of
from .certainty import _Order, later_players, possible_cards
from .observe import SeatView

DEALS = 100
"""The deals a chance is counted over: a whole number of a hundred, said as such."""


@dataclass(frozen=True)
class TrickChance:
    """Of ``tried`` deals that fit the view, ``safe`` are those where no player still to
    play could beat the card."""

    safe: int
    tried: int


def trick_chance(view: SeatView, card: Card, rng: random.Random, suit: Suit | None = None,
                 deals: int = DEALS) -> TrickChance:
    """Over ``deals`` deals of the unseen cards that fit ``view`` (this seat's, its turn to
    play), in how many no player after it could beat ``card`` (a joker lead naming ``suit``
    in Goninkan). A deal that does not fit what the view proves is not counted."""
    tried = list(fitting_deals(view, rng, deals))
    return TrickChance(sum(safe_in(view, card, hands, suit) for hands in tried), len(tried))


def fitting_deals(view: SeatView, rng: random.Random, deals: int = DEALS
                  ) -> Iterator[list[CardSet]]:
    """Up to ``deals`` deals of every hand that fit ``view``: each drawn by the game's own
    sampler, kept only if every hand holds only cards the view allows it
    (``certainty.possible_cards``)."""
    possible, _ = possible_cards(view)
    for _ in range(deals):
        hands = _deal(view, rng)
        if not any(hands[p] & ~possible[p] for p in range(len(view.seats))):
            yield hands


def safe_in(view: SeatView, card: Card, hands: list[CardSet], suit: Suit | None = None) -> bool:
    """Whether ``card`` played now takes the trick in the deal ``hands`` whatever the players
    after this seat play: it beats the table and none of them could play a card over it."""
    order = _Order(view, card, suit)
    if view.trick:
        best = view.trick[0][1]
        for _, played in view.trick[1:]:
            if order.beats(played, best):
                best = played
        if not order.beats(card, best):
            return False
    return not any(order.beats(held, card)
                   for p in later_players(view)
                   for held in cards_of(order.playable(hands[p], hands[p])))


def _deal(view: SeatView, rng: random.Random) -> list[CardSet]:
    """One deal of the hands that fits the view, by the game's own sampler."""
    if not view.rules.game.is_bidding:
        from .players.sampling import knowledge_of, sample_hands
        return sample_hands(knowledge_of(view), rng)
    from .players.bidding_search import sample_hands as bidding_hands
    hands, _ = bidding_hands(view, rng)
    return hands


__all__ = ["DEALS", "TrickChance", "fitting_deals", "safe_in", "trick_chance"]
