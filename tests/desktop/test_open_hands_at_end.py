"""The setting "all hands face up after each deal": every hand as dealt once the deal ends,
never a hidden card before (R20), and the setting kept with the others."""

from __future__ import annotations

import pygame
from menu_driver import Desktop

from engine.cards import cards_of, mask_of
from engine.match import Phase
from goninkan_desktop.profile.settings import load_settings
from goninkan_desktop.shell.game import GameOptions
from goninkan_desktop.table.deal_result import DealResultScene
from goninkan_desktop.ui.nodes.sprite import CardNode


def _face_up(node) -> set[str]:
    found: set[str] = set()
    for child in node.children:
        if isinstance(child, CardNode) and child.face_up and child.card is not None:
            found.add(child.card)
        found |= _face_up(child)
    return found


def test_all_hands_face_up_when_the_deal_ends_and_never_before() -> None:
    desktop = Desktop()
    try:
        desktop.session.change(open_hands_at_end=True)
        assert load_settings().settings.open_hands_at_end is True
        desktop.shell.play_options(GameOptions(seed=6, level="easy", speed="instant"))
        scene = desktop.table
        pilot = desktop.autopilot()
        checked = 0
        for _ in range(6000):
            desktop.frames(1)
            match = scene.controller.match
            if scene.screen_kind == "open_hands" or isinstance(desktop.top, DealResultScene):
                break
            assert not scene.overlays.open_hands_button
            if match.phase in (Phase.DEAL, Phase.OVER) or desktop.top is not scene:
                continue
            view = scene.controller.view()
            allowed = set(cards_of(view.hand | view.played)) | set(cards_of(mask_of(view.shown)))
            assert _face_up(scene.root) <= allowed
            checked += 1
        desktop.app.after_frame.remove(pilot)
        pilot.close()
        pygame.event.clear()  # nothing the autopilot posted may answer for the player
        assert checked > 50 and scene.screen_kind == "open_hands"
        dealt = scene.controller.match.history[-1][0].hands
        for player in range(1, 5):
            assert sorted(scene.table.open_hands[player].held) == sorted(
                cards_of(mask_of(dealt[player])))
        assert sorted(scene.table.hand.held) == sorted(cards_of(mask_of(dealt[0])))
        # the hands wait on the table, nothing over them, until the player goes on
        desktop.frames(120)
        assert desktop.top is scene and scene.screen_kind == "open_hands"
        assert scene.overlays.open_hands_button is not None
        desktop.click(scene.overlays.open_hands_button)
        desktop.frames(2)
        assert isinstance(desktop.top, DealResultScene)
        assert scene.overlays.open_hands_button is None and scene.screen_kind == "table"
    finally:
        desktop.close()
