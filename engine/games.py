"""The games the engine plays: their shape (seats, hands, tricks, kitsune, sides) and what
their records are made of (deck, rule keys, action kinds).

Goninkan (the ``standard`` and ``goshogawara`` presets, docs/rules.md sections
1–10) and the bidding game (the ``bidding`` preset, section 11) share seats,
turns, tricks, records, views and players. What makes their records differ
lives here, in one ``Game`` value that ``RuleSet.game`` gives: the record
reader asks it which codes are cards, which rule keys and action kinds exist
and whether a deal has a kitsune. How the games are *played* differs in the
match class (``match.Match`` and its subclass ``bidding.BiddingMatch``), which
``Match(rules, …)`` picks by ``Game.name``.

The numbers of a game's shape live here and nowhere else in the engine: how
many seats, cards a hand and tricks a deal, the kitsune and the discard, and
whether a deal is played by two sides or by each player for themself. The
bidding game has four forms (docs/rules.md section 12: ``players`` 5 or 3,
``auction`` on or off), each a ``Game`` of its own made by ``bidding_form``;
they share the name ``bidding`` and differ only in their shape. Whether a game is any form
of the bidding game (or else Goninkan) is asked one way: ``Game.is_bidding``.
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass

from .cards import BIDDING_DECK, STANDARD_DECK, Deck


@dataclass(frozen=True)
class Game:
    """One game, or one form of the bidding game: its shape and what its records are made
    of."""

    name: str
    deck: Deck
    rule_keys: frozenset[str]
    """The house-rule keys of its presets (``preset`` aside); any other key is malformed."""
    action_keys: tuple[str, ...]
    """The record keys of its kinds of decision; any other kind is malformed."""
    kitsune: int
    """Cards left face down in the middle at each deal (B4); 0 for Goninkan."""
    joker_names_suit: bool
    """Whether a joker lead names a suit (R18); never in the bidding game (B9)."""
    searched: bool
    """Whether ``SearchPlayer`` (the Goninkan strong player's search) plays it; the bidding
    game's ``strong`` level is ``players.bidding_search``. The open-hand solver, ``review``
    and the ``strong-open`` measuring level serve both games."""
    review_values: str | None
    """The table a review's values are in when it is the game's own (the bidding game's
    B13 points); None: the standard table (R29), whatever the match's."""
    dealer_drawn: bool
    """Whether the players draw for the first dealer (R8); the bidding game's B3 names no
    draw."""
    seats: int = 5
    """Players at the table (R5; B15: three in the bidding game's three-player form)."""
    hand_size: int = 10
    """Cards dealt to each player (R10, B4; seventeen with three players, B15)."""
    tricks: int = 10
    """Tricks in a deal: one per card of a hand."""
    discards: int = 0
    """Cards the taisho lays down after taking the kitsune (B7: three; B16: two)."""
    adjutant: bool = False
    """Whether the taisho names an adjutant's card (B8; never with three players, B16)."""
    auction: bool = False
    """Whether an auction makes a taisho (B6); without one the player after the dealer names
    the trump (B17)."""
    sides: bool = True
    """Whether a deal is played by two sides (Kankei and Mukankei, the taisho's side and the
    defenders) or by each player for themself (B17, B18)."""

    solved: bool = True
    """Whether the open-hand solver (``engine.solver``) plays it: its search is of five
    seats, ten tricks and two sides. The review searches the forms of docs/rules.md section 12
    with its own smaller search (``engine.review.small``) instead."""

    @property
    def is_bidding(self) -> bool:
        """Whether this is the bidding game, in any of its forms (sections 11 and 12: they
        share its name); else Goninkan. The one place that asks which game a ``Game`` is:
        nothing else compares a game or its name with ``GONINKAN``, ``BIDDING`` or a literal
        (``tests/test_architecture.py`` checks it)."""
        return self.name == BIDDING.name

    @property
    def bidding_shape(self) -> tuple[int, bool]:
        """``(players, auction)``: the bidding game's form (docs/rules.md section 12)."""
        return self.seats, self.auction

    def next_seat(self, seat: int) -> int:
        """The seat after ``seat`` in turn order (R5, B2, B15)."""
        return (seat + 1) % self.seats


GONINKAN = Game(
    name="goninkan",
    deck=STANDARD_DECK,
    rule_keys=frozenset({"rounds", "tome_suppe", "nijukan", "shown_cards", "deal1_target",
                         "missed_juroku", "scoring"}),
    action_keys=("nijukan_pick", "lead", "show", "trump", "play", "juroku"),
    kitsune=0,
    joker_names_suit=True,
    searched=True,
    review_values=None,
    dealer_drawn=True,
)
"""docs/rules.md sections 1–10: the ``standard`` and ``goshogawara`` presets."""

BIDDING = Game(
    name="bidding",
    deck=BIDDING_DECK,
    rule_keys=frozenset({"rounds", "min_bid", "joker_lead", "players", "auction"}),
    action_keys=("bid", "discard", "adjutant", "play"),
    kitsune=3,
    joker_names_suit=False,
    searched=False,
    review_values="bidding",
    dealer_drawn=False,
    discards=3,
    adjutant=True,
    auction=True,
)
"""docs/rules.md section 11: the ``bidding`` preset (five players, an auction)."""

THREE_PLAYERS = 3
"""B15: the bidding game's other number of players."""

_DECK_FOR_THREE = 17, 2
"""B15: seventeen cards a hand and a kitsune of two, with three players."""


@functools.cache
def bidding_form(players: int, auction: bool) -> Game:
    """The bidding game with ``players`` (5 or 3) and with or without an auction (section 12).

    The same value each time for the same form; ``bidding_form(5, True)`` is ``BIDDING``.
    """
    form = BIDDING
    if (players, auction) != BIDDING.bidding_shape:
        form = dataclasses.replace(form, solved=False)
    if players == THREE_PLAYERS:
        hand, kitsune = _DECK_FOR_THREE
        form = dataclasses.replace(form, seats=players, hand_size=hand, tricks=hand,
                                   kitsune=kitsune, discards=kitsune, adjutant=False)
    if not auction:  # B17: the trump named, no discard nor adjutant, each for themself
        form = dataclasses.replace(form, action_keys=("bid", "discard", "adjutant", "trump",
                                                      "play"),
                                   discards=0, adjutant=False, auction=False, sides=False)
    return form
