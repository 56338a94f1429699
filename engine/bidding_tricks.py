"""Trick play in the bidding game (B5, B9–B12): the fast core, as ``tricks.TrickPlay`` is for
Goninkan.

``BiddingPlay`` has ``TrickPlay``'s interface (``hands``, ``turn``,
``trick_no``, ``legal()``, ``play()``, ``copy()``, ``faces``, ``result``…), so
``Match`` plays a trick of either game the same way. What differs is the card
order (B5: the trump 5 above the joker, the sei-jack and the ura-jack; the
joker and the ura-jack are cards of the trump suit), following (B9, with the
``joker_lead`` house rule), the face cards (B11, the joker is one) and the
end (B12: always ten tricks, then the taisho's side's count against the bid).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Self

from .card_order import CardOrder, bidding_order
from .cards import (
    ALL_RANK_OF,
    ALL_SUIT_OF,
    FACE_CARDS,
    JOKER,
    JOKER_BIT,
    SUIT_LETTERS,
    SUIT_NAMES,
    SUITS,
    Card,
    CardSet,
    Suit,
    ace_of,
    card_code,
)
from .errors import IllegalAction
from .games import BIDDING, Game
from .scoring import Outcome
from .tricks import TrickPlay

DECK_SIZE = 53
"""Cards of the bidding game are ints 0–52 (``cards.EXTRA_TWOS`` are 50–52)."""

FACES: CardSet = FACE_CARDS | JOKER_BIT
"""B11: A, K, Q, J of each suit and the joker, 17 in all."""

TAISHO_SIDE, DEFENDERS = 0, 1
"""Sides, as indexes into ``faces`` and values of ``side``."""

_OTHER_OF_COLOUR = (3, 2, 1, 0)  # clubs–spades are black, diamonds–hearts red (B5)


def five_of(suit: Suit) -> Card:
    """The 5 of a suit: the highest trump (B5)."""
    return ace_of(suit) + 9


def jack_of(suit: Suit) -> Card:
    """The J of a suit: the sei-jack when it is trump (B5)."""
    return ace_of(suit) + 3


def ura_jack_of(trump: Suit) -> Card:
    """The J of the other suit of the trump's colour: a trump (B5)."""
    return jack_of(_OTHER_OF_COLOUR[trump])


def _tables(trump: Suit) -> tuple[tuple[Suit, ...], tuple[CardSet, ...], tuple[int, ...]]:
    """Per card, under ``trump``: its suit (B5), the cards of each suit, and its power.

    Power orders the cards that can win a trick: any trump beats any other
    card; the others count only in the suit led.
    """
    ura = ura_jack_of(trump)
    suit_of = [JOKER_SUIT if c == JOKER else ALL_SUIT_OF[c] for c in range(DECK_SIZE)]
    suit_of[JOKER] = suit_of[ura] = trump
    masks = tuple(sum(1 << c for c in range(DECK_SIZE) if suit_of[c] == s) for s in SUITS)
    power = []
    for card in range(DECK_SIZE):
        if suit_of[card] != trump:
            power.append(ALL_RANK_OF[card])
        elif card == five_of(trump):
            power.append(40)
        elif card == JOKER:
            power.append(39)
        elif card == jack_of(trump):
            power.append(38)
        elif card == ura:
            power.append(37)
        else:
            power.append(20 + ALL_RANK_OF[card])
    return tuple(suit_of), masks, tuple(power)


JOKER_SUIT = -1
TABLES = tuple(_tables(trump) for trump in SUITS)
"""``TABLES[trump]``: (suit of each card, cards of each suit, power of each card)."""


ORDERS = tuple(tuple(bidding_order(trump, TABLES[trump][2], TABLES[trump][0], FACES, free)
                     for free in (False, True)) for trump in SUITS)
"""``ORDERS[trump][joker_free]``: the cards in rank space for the searches (``card_order``)."""


def suit_of(card: Card, trump: Suit) -> Suit:
    """The suit a card belongs to under ``trump`` (B5: the joker and the ura-jack are trumps)."""
    return TABLES[trump][0][card]


def power_of(card: Card, trump: Suit) -> int:
    """How high a card ranks under ``trump``: trumps 22–40 (the trump 5 40), others 2–14."""
    return TABLES[trump][2][card]


class BiddingPlay(TrickPlay):
    """The cards in play in one deal of the bidding game, from trick 1 to the tenth.

    A ``TrickPlay`` whose rules of play are B5 and B9–B12: ``side``,
    ``next_of``, ``faces`` and the targets (the bid, and 18 − bid for the
    defenders) mean what they mean there, so code that reads a ``TrickPlay``
    reads this one too.

    ``hands`` is a list of card masks by player id, changed in place.
    ``side[p]`` is ``TAISHO_SIDE`` for the taisho and the adjutant, else
    ``DEFENDERS``; ``faces`` counts each side's face cards, the taisho's side
    starting with those laid down (B12). ``result`` is ``Outcome.KANKEI_WIN``
    (the taisho's side made the bid) or ``Outcome.MUKANKEI_WIN`` after the
    last trick, ``None`` before. ``game`` gives the seats and the tricks
    (B15). Without an auction (B17, B18) ``bid`` is None, ``side[p]`` is
    ``p`` and ``faces`` counts each player's own face cards; the result is
    ``Outcome.MOST_FACES``.
    """

    __slots__ = ("bid", "joker_free", "last_trick", "masks", "power", "seat_count")

    RULED_JOKER = 0
    """No joker with rules of its own: the joker follows suit as a trump (B5, B9)."""

    def __init__(self, hands: list[CardSet], trump: Suit, side: Sequence[int], leader: int,
                 bid: int | None, laid_down_faces: int, joker_free: bool,
                 game: Game = BIDDING) -> None:
        self.hands = hands
        self.trump = trump
        _, self.masks, self.power = TABLES[trump]
        self.trump_mask = self.masks[trump]
        self.side = tuple(side)
        self.seat_count = game.seats
        self.last_trick = game.tricks  # B9, B15: all the tricks are played
        self.next_of = tuple(game.next_seat(p) for p in range(game.seats))  # B2: no seat moves
        self.deal = 1
        self.kankei_target, self.mukankei_target = (bid, 18 - bid) if bid is not None else (0, 0)
        self.bid = bid
        self.joker_free = joker_free
        self.trick_no = 1
        self.leader = self.turn = leader
        self.trick_cards: list[Card] = []
        self.trick_players: list[int] = []
        self.trick_mask = 0
        self.led_mask = 0
        self.led_suit = -1
        self.faces = [laid_down_faces, 0] if game.sides else [0] * game.seats
        self.played = 0
        self.result: Outcome | None = None
        self.juroku_caller = -1  # no jūroku in this game: Match reads these as "none"
        self.juroku_decider = -1

    def copy(self) -> Self:
        """An independent copy, hands included."""
        clone = super().copy()
        clone.bid = self.bid
        clone.seat_count = self.seat_count
        clone.last_trick = self.last_trick
        clone.joker_free = self.joker_free
        clone.masks = self.masks
        clone.power = self.power
        return clone

    def card_order(self) -> CardOrder:
        """How this game ranks its cards under this trump, for a search (B5, B9)."""
        return ORDERS[self.trump][self.joker_free]

    def play(self, card: Card, suit: Suit = -1) -> int:
        """Play ``card`` for the player to act (``suit`` is ignored: no joker names one here).

        Returns the trick's winner when this card closed it, else -1. Raises
        ``IllegalAction`` (nothing changed) when the rules forbid the card.
        """
        bit = 1 << card
        player = self.turn
        hand = self.hands[player]
        if not hand & bit or (self.led_mask & hand and not bit & self.led_mask):
            raise self.why_illegal(card)
        self.hands[player] = hand ^ bit
        cards = self.trick_cards
        if not cards:
            self.leader = player
            if card == JOKER and self.joker_free:
                self.led_suit, self.led_mask = -1, 0  # B9 free: the lead asks for no suit
            else:
                self.led_suit = TABLES[self.trump][0][card]
                self.led_mask = self.masks[self.led_suit]
        cards.append(card)
        self.trick_players.append(player)
        self.trick_mask |= bit
        self.played |= bit
        if len(cards) < self.seat_count:
            self.turn = self.next_of[player]
            return -1
        return self._close_trick()

    def why_illegal(self, card: Card) -> IllegalAction:
        """The rule ``card`` would break if the player to act played it now."""
        if not self.hands[self.turn] >> card & 1:
            return IllegalAction("R15", f"you do not hold {card_code(card)}", "not_in_hand")
        return IllegalAction("B9", f"you must follow {SUIT_NAMES[self.led_suit]}",
                             "must_follow", suit=SUIT_LETTERS[self.led_suit])

    def best_card(self) -> Card:
        """B10: the card winning the trick so far: the highest trump, else the highest card
        of the suit led."""
        trumps = self.trick_mask & self.trump_mask
        pool = trumps or self.trick_mask & self.led_mask
        power = self.power
        return max((c for c in self.trick_cards if pool >> c & 1), key=power.__getitem__)

    def trick_winner(self) -> int:
        """B10: who played ``best_card``: the trick's winner once five cards are down."""
        return self.trick_players[self.trick_cards.index(self.best_card())]

    def _close_trick(self) -> int:
        winner = self.trick_winner()
        self.faces[self.side[winner]] += (self.trick_mask & FACES).bit_count()
        self.trick_cards = []
        self.trick_players = []
        self.trick_mask = 0
        self.led_mask = 0
        self.led_suit = -1
        if self.trick_no == self.last_trick:
            if self.bid is None:  # B18: each player's own face cards
                self.result = Outcome.MOST_FACES
            else:  # B12
                made = self.faces[TAISHO_SIDE] >= self.bid
                self.result = Outcome.KANKEI_WIN if made else Outcome.MUKANKEI_WIN
        else:
            self.trick_no += 1
            self.leader = self.turn = winner
        return winner
