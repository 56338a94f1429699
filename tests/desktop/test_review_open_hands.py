"""The review's open hands (issue 38): at the three-player table at 960x600 the top seats'
seventeen-card hands reached the window's edges and went under the band's strip. Every card of
every open hand, the taisho's nineteen before laying down included, lies whole inside the
window, clear of the band, the kitsune's panel and the seats, its corner in sight, at every
step of a deal, in both window sizes."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import pairwise

import pygame
import pytest

from engine.actions import Discard
from engine.players import play_match, player_named
from engine.record import Record, dumps
from engine.rules import RuleSet
from goninkan_desktop.play.record_file import open_record_text
from goninkan_desktop.review.scene import ReviewScene
from goninkan_desktop.table.view import OPEN_WIDTH
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.nodes.sprite import CardNode

DT = 1 / 60
WINDOW = pygame.FRect(0.0, 0.0, layout.WIDTH, layout.HEIGHT)
CORNER = 0.25 * OPEN_WIDTH
"""The least of a card's left edge left in sight by the next card: its rank and suit (the
corner index ends at 24.75 of the face's 100 units, ``ui/render/cards.py``)."""


class NoReview:
    """An engine review with nothing to say (the layout is the point)."""

    done = True

    def poll(self) -> Sequence[object]:
        return []

    def cancel(self) -> None:
        return None


def _record(players: int, seed: int) -> tuple[str, int]:
    """A match of easy CPU players and the first deal whose taisho is not seat 0 (the viewer)."""
    rules = RuleSet.preset_named("bidding", players=players, rounds=3)
    text = dumps(play_match([player_named("easy")] * players, rules, random.Random(seed)))
    record = open_record_text(text, "form.gnk.json").record
    for index, (_, decisions) in enumerate(record.deals):
        if any(isinstance(d, Discard) and d.player != 0 for d in decisions):
            return text, index
    raise AssertionError("no deal with a CPU taisho")


def _open(text: str, deal: int, size: tuple[int, int]) -> tuple[App, ReviewScene]:
    app = App(size, fixed_dt=DT)

    def start(record: Record, who: int, deals: Sequence[int]) -> NoReview:
        return NoReview()

    scene = ReviewScene(open_record_text(text, "form.gnk.json"), player=0, deal=deal,
                        start=start)
    app.push(scene)
    for _ in range(3):
        app.frame(DT)
    return app, scene


def _problems(scene: ReviewScene) -> list[str]:
    """Where an open hand's card leaves the window, lies under something or hides the corner
    of the card before it."""
    found = []
    table = scene.table
    keep_clear = {"band": scene.band.world_rect, "note": scene.note_panel.world_rect,
                  "kitsune": scene.bidding.panel.world_rect}
    keep_clear.update({f"seat {p}": g.panel.world_rect for p, g in table.groups.items()})
    for player, hand in table.open_hands.items():
        cards = [node for node in hand.children if isinstance(node, CardNode)]
        for card in cards:
            rect = card.world_rect
            if not WINDOW.contains(rect):
                found.append(f"{player}: {rect} leaves the window")
            found.extend(f"{player}: {rect} under the {name}"
                         for name, other in keep_clear.items() if rect.colliderect(other))
        rows: dict[float, list[pygame.FRect]] = {}
        for card in cards:
            rows.setdefault(card.world_rect.y, []).append(card.world_rect)
        for row in rows.values():
            found.extend(f"{player}: corner {left} hidden" for left, right in pairwise(row)
                         if right.x - left.x < CORNER)
        for upper, lower in pairwise(sorted(rows)):
            if max(r.bottom for r in rows[upper]) > lower:
                found.append(f"{player}: row at {lower} over the row above")
    return found


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 5])
def test_every_open_hand_lies_whole_in_the_window_and_clear_of_the_band(
        players: int, size: tuple[int, int]) -> None:
    text, deal = _record(players, seed=7)
    app, scene = _open(text, deal, size)
    longest = 0
    try:
        for step in range(len(scene.walk.steps)):
            scene.go(step)
            app.frame(DT)
            assert _problems(scene) == [], step
            longest = max(longest, *(len(h.held) for h in scene.table.open_hands.values()))
    finally:
        app.clear_scenes()
    # the taisho's hand with the kitsune, before laying down (B7, B16)
    assert longest == (19 if players == 3 else 13)


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_three_player_tables_hands_shown_at_the_deals_end_clear_the_plaque(
        size: tuple[int, int]) -> None:
    """All hands face up after a deal (a setting): the seventeen-card hands under the top
    seats reached under the plaque's corners at the three-player table."""
    from engine.cards import mask_of
    from engine.dealing import shuffled_deal
    from goninkan_desktop.table.games import BIDDING_TABLE
    from goninkan_desktop.table.view import TableView
    from goninkan_desktop.ui.motion import Motion
    from goninkan_desktop.ui.nodes.base import Node
    from goninkan_desktop.ui.render.cards import CardRenderer
    from goninkan_desktop.ui.tween import Tweener

    rules = RuleSet.preset_named("bidding", players=3)
    app = App(size, fixed_dt=DT)
    try:
        root = Node((0.0, 0.0), (layout.WIDTH, layout.HEIGHT))
        table = TableView(root, CardRenderer(), Tweener(), Motion(), ["You", "Hanako", "Jiro"],
                          0)
        table.set_game(BIDDING_TABLE)
        dealt = shuffled_deal(random.Random(3), rules.game)
        table.show_dealt([mask_of(hand) for hand in dealt.hands], None)
        plaque = table.plaque.world_rect
        for player, hand in table.open_hands.items():
            cards = [node for node in hand.children if isinstance(node, CardNode)]
            assert len(cards) == 17
            for card in cards:
                rect = card.world_rect
                assert WINDOW.contains(rect) and not rect.colliderect(plaque), (player, rect)
            for left, right in pairwise(cards):
                assert right.world_rect.x - left.world_rect.x >= CORNER
    finally:
        app.clear_scenes()
