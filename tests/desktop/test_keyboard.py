"""Keyboard alone: from the title screen to a deal played at the table, no mouse at all."""

from __future__ import annotations

import pygame
from menu_driver import Desktop

from engine.match import Phase
from goninkan_desktop.menus.title import TitleScene
from goninkan_desktop.play.controller import HumanRequest
from goninkan_desktop.table.scene import TableScene
from goninkan_desktop.ui.overlay import Overlay

_KEYS: dict[Phase, tuple[int, ...]] = {
    Phase.PLAY: (pygame.K_RIGHT, pygame.K_RETURN),
    Phase.LEAD: (pygame.K_RETURN,),
    Phase.TRUMP: (pygame.K_1,),
    Phase.JUROKU: (pygame.K_RETURN,),
    Phase.NIJUKAN_PICK: (pygame.K_SPACE, pygame.K_DOWN, pygame.K_SPACE, pygame.K_RETURN),
}


def _answer(desktop: Desktop, request: HumanRequest) -> None:
    if request.phase is Phase.SHOW:
        for _ in range(request.view.rules.shown_cards):
            desktop.key(pygame.K_RIGHT)
            desktop.key(pygame.K_SPACE)
        desktop.key(pygame.K_RETURN)
        return
    for key in _KEYS[request.phase]:
        desktop.key(key)


def test_a_deal_with_the_keyboard_alone() -> None:
    desktop = Desktop()
    try:
        desktop.session.change(speed="instant")
        assert isinstance(desktop.top, TitleScene)
        desktop.key(pygame.K_RETURN)  # New game (focused)
        desktop.key(pygame.K_RETURN)  # Start (focused)
        table = desktop.top
        assert isinstance(table, TableScene)
        played = 0
        for _ in range(4000):
            top = desktop.top
            if isinstance(top, Overlay):
                break  # a deal's result: a deal was played to its end
            if table.teacher.toast.visible:  # a teaching tip the table waits for: Enter reads it
                desktop.key(pygame.K_RETURN)
            request = table.request
            if request is not None and not table.busy:
                before = table.controller.actions_taken()
                _answer(desktop, request)
                played += table.controller.actions_taken() > before
            desktop.frames(1)
        overlay = desktop.top
        # The match's seed is drawn afresh each run and a deal may end early (a side's target
        # reached before trick 10), so the player may have had only a few moves: at least one,
        # each made by a key.
        assert isinstance(overlay, Overlay) and played >= 1
        desktop.key(pygame.K_RETURN)  # Enter closes a result
        assert desktop.top is not overlay
        for _ in range(20):  # the round's scores may follow: Enter closes them too
            if desktop.top is table:
                break
            desktop.key(pygame.K_RETURN)
        desktop.until(lambda: desktop.top is table)
        desktop.key(pygame.K_ESCAPE)  # the pause menu, and back
        assert desktop.top is not table
        desktop.key(pygame.K_ESCAPE)
        assert desktop.top is table
    finally:
        desktop.close()
