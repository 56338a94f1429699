"""The review shows each card of a finished trick once: on the felt while the trick lies
there (its winner marked), then in the winner's row of face cards, as the live table moves it
(play-tested: K♠, Q♦ and K♣ lay on the felt and in the Mukankei row at once, the seat's face
count and the yama already counting them). Both games, every step of a deal, by the keys."""

from __future__ import annotations

import random

import pygame
import pytest
from review_records import idle_review, played_match

from engine.cards import Card
from engine.match import Match
from engine.players import play_match
from engine.players.heuristic import NormalPlayer
from engine.rules import RuleSet
from goninkan_desktop.devtools.autopilot import press
from goninkan_desktop.review.scene import ReviewScene

DT = 1 / 60


def _bidding_match(players: int) -> Match:
    return play_match([NormalPlayer()] * players,
                      RuleSet.preset_named("bidding", rounds=1, players=players),
                      random.Random("selection:1"))


MATCHES = {"goninkan": lambda: played_match(4), "bidding": lambda: _bidding_match(5),
           "bidding-three": lambda: _bidding_match(3)}


@pytest.fixture(params=sorted(MATCHES))
def review(request: pytest.FixtureRequest):
    with idle_review(MATCHES[request.param](), DT) as opened:
        yield opened


def _off_the_felt(scene: ReviewScene, felt: set[Card]) -> list[Card]:
    """The cards of the tricks finished before the step on screen and no longer on the felt."""
    cards: list[Card] = []
    for step in scene.walk.steps[1:scene.step + 1]:
        finished = step.position.finished_trick
        if finished is not None:
            cards += [card for _, card in finished.plays if card not in felt]
    return cards


def _check(scene: ReviewScene) -> int:
    """The rows against the felt at the step on screen; how many cards lay on the felt."""
    table = scene.table
    faces = table.game.faces
    felt = set(table.trick.cards_shown.values())
    rows = table.kankei_row.cards_shown + table.mukankei_row.cards_shown
    assert len(rows) == len(set(rows)), (scene.step, rows)  # each card once
    assert not felt & set(rows), (scene.step, sorted(felt & set(rows)))
    off = _off_the_felt(scene, felt)
    laid_down = scene.current.position.view.discards & faces
    assert sorted(c for c in rows if not laid_down >> c & 1) \
        == sorted(c for c in off if faces >> c & 1), scene.step
    assert table.yama.count == sum(1 for c in off if not faces >> c & 1), scene.step
    return len(felt)


def test_a_finished_tricks_cards_lie_on_the_felt_or_in_a_row_never_both(review) -> None:
    app, scene = review
    press(pygame.K_HOME)
    app.frame(DT)
    finished_on_felt = 0
    for _ in range(len(scene.walk.steps)):
        on_felt = _check(scene)
        if scene.current.ends_trick and on_felt:
            finished_on_felt += 1
        press(pygame.K_RIGHT)
        app.frame(DT)
    _check(scene)
    assert finished_on_felt >= 5  # the finished tricks were looked at on the felt


def test_the_trick_strip_shows_a_trick_once(review) -> None:
    """Tile by tile (↑/↓ go from trick end to trick end), the same."""
    app, scene = review
    for key in (pygame.K_DOWN, pygame.K_UP):
        for _ in range(len(scene.strip_cells)):
            press(key)
            app.frame(DT)
            _check(scene)
