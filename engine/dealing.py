"""Chance, through an explicit generator: the first dealer (R8, B3) and shuffled deals (R10, B4)."""

from __future__ import annotations

import random

from .actions import Deal
from .cards import DECK_SIZE, JOKER, Card, draw_strength
from .games import GONINKAN, Game


def draw_first_dealer(rng: random.Random) -> tuple[tuple[Card, ...], int]:
    """R8: each player draws one of the 49 non-joker cards; the lowest card deals.

    Returns the five cards drawn (by player id) and the dealer's id.
    """
    seats = GONINKAN.seats
    drawn = tuple(rng.sample([c for c in range(DECK_SIZE) if c != JOKER], seats))
    dealer = min(range(seats), key=lambda p: draw_strength(drawn[p]))
    return drawn, dealer


def choose_first_dealer(rng: random.Random, game: Game = GONINKAN
                        ) -> tuple[tuple[Card, ...], int]:
    """The first dealer and the cards drawn for it, by player id: the R8 draw in Goninkan; in
    the bidding game, whose B3 names no draw, a player picked at random (no cards drawn)."""
    if game.dealer_drawn:
        return draw_first_dealer(rng)
    return (), rng.randrange(game.seats)


def shuffled_deal(rng: random.Random, game: Game = GONINKAN) -> Deal:
    """R10: shuffle the 50 cards and deal ten to each player; in the bidding game (B4) the
    53 cards, the last three face down as the kitsune (B15: seventeen cards to each of
    three players, the last two the kitsune)."""
    deck = list(game.deck.cards)
    rng.shuffle(deck)
    size = game.hand_size
    hands = tuple(tuple(sorted(deck[i * size:(i + 1) * size])) for i in range(game.seats))
    dealt = size * game.seats
    return Deal(hands, tuple(sorted(deck[dealt:dealt + game.kitsune])))
