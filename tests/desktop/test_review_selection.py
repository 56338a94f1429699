"""The review's one selection: whatever moved it (a tile of the trick strip, ←/→, ↑/↓,
Home/End, the step buttons), the felt holds the cards of the trick the screen speaks of and
no other, the step's label names that trick and its tile is the one lit (issue 39: "Trick 5"
clicked once showed trick 4's five cards while the text spoke of trick 5's card)."""

from __future__ import annotations

import random

import pygame
import pytest
from review_records import idle_review, played_match

from engine.actions import Play
from engine.cards import Card
from engine.match import Match
from engine.players import play_match
from engine.players.heuristic import NormalPlayer
from engine.rules import RuleSet
from goninkan_desktop.devtools.autopilot import centre, click, press
from goninkan_desktop.i18n import t
from goninkan_desktop.review.scene import ReviewScene

DT = 1 / 60


def _bidding_match() -> Match:
    return play_match([NormalPlayer()] * 5, RuleSet.preset_named("bidding", rounds=1),
                      random.Random("selection:1"))


MATCHES = {"standard": lambda: played_match(4),
           "goshogawara": lambda: played_match(7, preset="goshogawara"),
           "bidding": _bidding_match}


@pytest.fixture(params=sorted(MATCHES))
def review(request: pytest.FixtureRequest):
    with idle_review(MATCHES[request.param](), DT) as opened:
        yield opened


def _tricks(scene: ReviewScene) -> dict[int, set[Card]]:
    """Each trick's cards as the record played them."""
    out: dict[int, set[Card]] = {}
    for step in scene.walk.steps:
        if isinstance(step.decision, Play):
            out.setdefault(step.trick, set()).add(step.decision.card)
    return out


def _check(scene: ReviewScene, tricks: dict[int, set[Card]], moved_by: str) -> None:
    trick = scene.shown_trick
    felt = set(scene.table.trick.cards_shown.values())
    assert felt <= tricks.get(trick, set()), (moved_by, scene.step, trick, felt)
    if trick:
        assert scene.step_label.text == t("review.step.trick", trick=trick), moved_by
    lit = [n for n, cell in enumerate(scene.strip_cells, start=1) if cell.focused]
    assert lit == ([scene.selected_tile] if scene.selected_tile else []), (moved_by, lit)


def test_every_control_shows_the_selected_tricks_cards(review) -> None:
    app, scene = review
    tricks = _tricks(scene)
    assert len(tricks) >= 5
    for number, cell in enumerate(scene.strip_cells, start=1):
        click(app, centre(cell))
        app.frame(DT)
        _check(scene, tricks, f"tile {number}")
        assert scene.shown_trick == number or (number == 1 and scene.shown_trick == 0)
        if scene.pending is not None and scene.walk.steps[scene.step + 1].trick == number:
            mine = scene.walk.steps[scene.step + 1].decision
            if isinstance(mine, Play):  # the card chosen is still in the hand
                assert mine.card in scene.table.hand.held
    press(pygame.K_HOME)
    app.frame(DT)
    _check(scene, tricks, "Home")
    for _ in range(len(scene.walk.steps)):
        press(pygame.K_RIGHT)
        app.frame(DT)
        _check(scene, tricks, "→")
    press(pygame.K_END)
    app.frame(DT)
    _check(scene, tricks, "End")
    for _ in range(len(scene.walk.steps)):
        press(pygame.K_LEFT)
        app.frame(DT)
        _check(scene, tricks, "←")
    for key, name in ((pygame.K_DOWN, "↓"), (pygame.K_UP, "↑")):
        for _ in range(12):
            press(key)
            app.frame(DT)
            _check(scene, tricks, name)
    for index, button in enumerate(scene.nav):
        click(app, centre(button))
        app.frame(DT)
        _check(scene, tricks, f"button {index}")


def test_a_tile_after_an_arrow_and_an_arrow_after_a_tile_agree(review) -> None:
    """The reported case: a tile clicked where the player leads the trick, then →."""
    app, scene = review
    tricks = _tricks(scene)
    for number, cell in enumerate(scene.strip_cells, start=1):
        press(pygame.K_END)
        app.frame(DT)
        click(app, centre(cell))
        app.frame(DT)
        _check(scene, tricks, f"End, tile {number}")
        press(pygame.K_RIGHT)
        app.frame(DT)
        _check(scene, tricks, f"tile {number}, →")
        press(pygame.K_LEFT)
        app.frame(DT)
        _check(scene, tricks, f"tile {number}, →, ←")
