"""The two games the engine plays, as far as a record's shape goes: deck, rule keys, action kinds.

Goninkan (the ``standard`` and ``goshogawara`` presets, RULES.md sections
1–10) and the bidding game (the ``bidding`` preset, section 11) share seats,
turns, tricks, records, views and players. What makes their records differ
lives here, in one ``Game`` value that ``RuleSet.game`` gives: the record
reader asks it which codes are cards, which rule keys and action kinds exist
and whether a deal has a kitsune. How the games are *played* differs in the
match class (``match.Match`` and its subclass ``bidding.BiddingMatch``), which
``Match(rules, …)`` picks by ``Game.name``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import BIDDING_DECK, STANDARD_DECK, Deck


@dataclass(frozen=True)
class Game:
    """What one game's records are made of."""

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
"""RULES.md sections 1–10: the ``standard`` and ``goshogawara`` presets."""

BIDDING = Game(
    name="bidding",
    deck=BIDDING_DECK,
    rule_keys=frozenset({"rounds", "min_bid", "joker_lead"}),
    action_keys=("bid", "discard", "adjutant", "play"),
    kitsune=3,
    joker_names_suit=False,
    searched=False,
    review_values="bidding",
    dealer_drawn=False,
)
"""RULES.md section 11: the ``bidding`` preset."""
