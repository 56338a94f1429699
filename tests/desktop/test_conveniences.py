"""Conveniences: a lone legal card plays by itself; larger cards in the hand."""

from __future__ import annotations

import pygame

from engine.cards import cards_of, parse_card
from engine.match import Match, Phase
from goninkan_desktop.devtools.scenarios import find_moment
from goninkan_desktop.play.controller import TableController
from goninkan_desktop.table.options import TableOptions
from goninkan_desktop.table.scene import TableScene
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.motion import Motion
from goninkan_desktop.ui.nodes.hand_fan import LARGE_HAND_WIDTH
from goninkan_desktop.ui.render.cards import CardRenderer

DT = 1 / 60


def _scene(app: App, scenario: object, options: TableOptions) -> TableScene:
    controller = TableController.from_record(scenario.record, seed=1,  # type: ignore[attr-defined]
                                             level="easy",
                                             deals=scenario.deals)  # type: ignore[attr-defined]
    scene = TableScene(controller, Motion("normal"), CardRenderer(), options)
    app.push(scene)
    return scene


def _lone_card(match: Match) -> int | None:
    legal = cards_of(match.legal_mask()) if match.phase is Phase.PLAY else []
    return match.turn if len(legal) == 1 and match.trick else None


def test_a_lone_legal_card_plays_by_itself(names) -> None:
    app = App(fixed_dt=DT)
    try:
        scene = _scene(app, find_moment(3, names, _lone_card), TableOptions(auto_play_single=True))
        controller = scene.controller
        for _ in range(600):
            app.frame(DT)
            if scene.request is not None:
                break
        request = scene.request
        assert request is not None and len(request.legal) == 1
        played = len(controller.match.history[-1][1])
        for _ in range(int(0.5 / DT)):  # a moment to see it is the only card
            app.frame(DT)
        assert len(controller.match.history[-1][1]) == played
        for _ in range(int(1.0 / DT)):
            app.frame(DT)
        assert controller.match.history[-1][1][played] == request.legal[0]
    finally:
        app.clear_scenes()
        pygame.event.clear()


def test_without_the_setting_a_lone_card_waits_for_the_player(names) -> None:
    app = App(fixed_dt=DT)
    try:
        scene = _scene(app, find_moment(3, names, _lone_card), TableOptions())
        for _ in range(int(4 / DT)):
            app.frame(DT)
        assert scene.request is not None and len(scene.request.legal) == 1
    finally:
        app.clear_scenes()
        pygame.event.clear()


def test_larger_cards_in_the_hand_stay_clear_of_the_you_panel(names) -> None:
    app = App(fixed_dt=DT)
    try:
        scene = _scene(app, find_moment(3, names, _lone_card), TableOptions(large_cards=True))
        app.frame(DT)
        cards = scene.table.hand.cards
        assert cards and all(card.width == LARGE_HAND_WIDTH for card in cards)
        scene.table.hand.set_hand(parse_card(code) for code in (
            "AC", "KC", "QC", "JC", "10C", "9C", "8C", "7C", "6C", "5C"))
        app.frame(DT)
        panel = scene.table.groups[0].panel.world_rect
        tools = [tool.world_rect for tool in scene.toolbar.tools.values()]
        for card in scene.table.hand.cards:  # with room for the fan's tilt
            rect = card.world_rect.inflate(8, 0)
            assert not rect.colliderect(panel) and rect.collidelist(tools) == -1, card.card
        scene.follow_conveniences(False, False)
        assert all(card.width < LARGE_HAND_WIDTH for card in scene.table.hand.cards)
    finally:
        app.clear_scenes()
        pygame.event.clear()
