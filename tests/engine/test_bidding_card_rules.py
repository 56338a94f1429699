"""The bidding game's card rules written once (issue 40): the normal player's lead, cheapest
winner and throw (B9, B10) are the playouts' too (``bidding_search.table_card``), and neither
player's cards changed when they were made one."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterator

import pytest

from engine.bidding_tricks import FACES, TABLES
from engine.cards import BIDDING_DECK
from engine.match import Match, Phase
from engine.observe import SeatView, observe
from engine.players import step
from engine.players.bidding import cheapest_winner, lead_card, normal_card, throw_card
from engine.players.bidding_search import _world, table_card
from engine.players.heuristic import NormalPlayer
from engine.rules import RuleSet

FORMS = ({}, {"players": 3}, {"auction": False})
"""The bidding game and its forms (docs/rules.md section 12)."""

DECISIONS_DIGEST = "81a5a553d54dbc65"
"""The first 16 hex digits of the SHA-256 of ``repr`` of every decision ``_decisions`` lists
(604 positions), made with the code before the rules were shared (commit 3392615)."""


def _positions(deals: int = 4) -> Iterator[tuple[Match, SeatView]]:
    """Every card to play of ``deals`` deals of each form between normal players."""
    for extra in FORMS:
        for seed in range(deals):
            rng = random.Random(f"fixed:{seed}")
            rules = RuleSet.preset_named("bidding", rounds=1, **extra)
            match = Match(rules, tuple("ABCDE"[:rules.game.seats]), seed % rules.game.seats)
            while not match.finished:
                player = match.to_act()[0] if match.phase is not Phase.DEAL else -1
                if player >= 0 and match.phase is Phase.PLAY:
                    yield match, observe(match, player)
                step(match, [NormalPlayer()] * rules.game.seats, rng)


def _decisions() -> list[int]:
    """At each position, the normal player's card, then the playouts' on the true deal."""
    out: list[int] = []
    for match, view in _positions():
        out.append(normal_card(view))
        world = _world(view, list(match.hands), match.discards)
        out.append(table_card(world, -1 if view.taisho is None else view.taisho,
                              view.adjutant_card))
    return out


def test_B9_B10_the_normal_players_cards_and_the_playouts_are_as_before() -> None:
    decisions = _decisions()
    assert len(decisions) == 2 * 604
    assert hashlib.sha256(repr(decisions).encode()).hexdigest()[:16] == DECISIONS_DIGEST


@pytest.mark.parametrize("trump", range(4))
def test_B10_a_winner_of_least_worth_and_a_throw_keep_face_cards_and_trumps(trump: int) -> None:
    _, masks, power = TABLES[trump]
    trumps = masks[trump]
    hand = BIDDING_DECK.cards[::5]
    nothing_master = lambda card: False  # noqa: E731
    cheap = cheapest_winner(hand, power, trumps, nothing_master)
    assert not FACES >> cheap & 1  # a face card that could be beaten is the dearest winner
    thrown = throw_card(hand, False, power, trumps, nothing_master)
    assert not FACES >> thrown & 1 and not trumps >> thrown & 1
    given = throw_card(hand, True, power, trumps, nothing_master)
    assert FACES >> given & 1  # to a winning friend: a face card
    led = lead_card(hand, sum(1 << c for c in hand), True, True, lambda card: card == cheap,
                    power, TABLES[trump][0], masks, trumps)
    assert led == cheap  # the only master is led
