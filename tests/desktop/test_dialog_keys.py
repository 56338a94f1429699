"""Dialogs and their keys, as a player meets them: each closes or acts on the keys it names,
leaves the table's Menu in reach, and no key means two things on one screen."""

from __future__ import annotations

import argparse
from collections.abc import Callable

import pygame
import pytest
from menu_driver import DT, Desktop

from goninkan_desktop import i18n
from goninkan_desktop.devtools.autopilot import Autopilot, press
from goninkan_desktop.i18n import t
from goninkan_desktop.menus.pause_menu import PauseMenuScene
from goninkan_desktop.platform.instance import InstanceLock
from goninkan_desktop.shell.game import GameOptions
from goninkan_desktop.table.deal_result import DealResultScene
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.nodes import TextNode
from goninkan_desktop.ui.overlay import Overlay
from goninkan_desktop.ui.question import QuestionScene


def _next_deal_result(desktop: Desktop) -> None:
    """Play on to the next deal's result (Enter on a round's scores on the way)."""
    for _ in range(40_000):
        top = desktop.top
        if isinstance(top, DealResultScene):
            return
        if isinstance(top, Overlay):
            desktop.key(pygame.K_RETURN)
        desktop.frames(1)
    raise AssertionError(f"no deal result came ({type(desktop.top).__name__} on top)")


def test_esc_on_a_deal_result_opens_the_menu_whose_button_the_result_leaves_clear() -> None:
    desktop = Desktop()
    try:
        desktop.shell.play_options(GameOptions(seed=6, level="easy", speed="instant"))
        pilot = Autopilot(desktop.table, level="easy", seed=6, close_overlays=False)
        desktop.app.after_frame.append(pilot)
        seen = {"full": False, "early": False}
        tried_keys = False
        for _ in range(60):
            _next_deal_result(desktop)
            result = desktop.top
            assert isinstance(result, DealResultScene)
            button = result.menu_button
            assert button is not None and button.visible and button.enabled
            card = result.card.world_rect
            assert not card.colliderect(button.world_rect)  # uncovered
            assert card.left >= 0 and card.right <= 1280 and card.top >= 0 \
                and card.bottom <= 720
            if result.result.result.value != "redeal":
                seen["early" if result.unplayed else "full"] = True
            if not tried_keys:
                tried_keys = True
                desktop.key(pygame.K_ESCAPE)
                assert isinstance(desktop.top, PauseMenuScene)
                desktop.key(pygame.K_ESCAPE)  # the menu's Esc: back to the result
                assert desktop.top is result
                desktop.click(button)
                menu = desktop.top
                assert isinstance(menu, PauseMenuScene)
                desktop.click(menu.buttons["resume"])
                assert desktop.top is result
            desktop.key(pygame.K_RETURN)  # Enter goes on, as the result's button says
            assert desktop.top is not result
            if all(seen.values()):
                break
        assert all(seen.values()), seen
        pilot.close()
    finally:
        desktop.close()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_second_copy_closes_by_itself_as_it_says(lang: str, monkeypatch) -> None:
    """"This window will close": it does, after ten seconds counted down on its button; Close
    (or Enter, or Esc) closes it at once."""
    from goninkan_desktop import __main__ as main

    made: list[App] = []

    class Recorded(App):
        def __init__(self, *args: object, **kwargs: object) -> None:
            super().__init__(*args, fixed_dt=DT)  # type: ignore[arg-type]
            made.append(self)

        def run(self, max_frames: int | None = None) -> None:
            made.append(self)  # the test runs the frames

    monkeypatch.setattr("goninkan_desktop.ui.app.App", Recorded)
    monkeypatch.setattr("goninkan_desktop.ui.app.freeze_startup_objects", lambda: None)
    args = main.parse_args(["--lang", lang, "--window", "960x600"])
    running = InstanceLock()  # the first copy
    assert running.acquire()
    language = i18n.language()
    try:
        _second_copy(main.run, args, made)
    finally:
        running.release()
        i18n.set_language(language)  # the test's language comes back


def _second_copy(run: Callable[[argparse.Namespace], int], args: argparse.Namespace,
                 made: list[App]) -> None:
    """Start the game while another copy runs: its window says so and closes as it says."""
    assert run(args) == 0
    app = made[0]
    try:
        scene = app.top
        assert isinstance(scene, QuestionScene)
        close = scene.buttons[-1]
        assert close.label == t("app.already_open.countdown",
                                label=t("app.already_open.close"), seconds=10)
        (text,) = [node for node in close.children if isinstance(node, TextNode)]
        assert text.size[0] <= close.size[0] - 16  # the count fits its button
        for _ in range(int(5 / DT)):
            app.frame(DT)
        assert app.running and "5" in close.label  # still there, counting down
        for _ in range(int(5.2 / DT)):
            app.frame(DT)
        assert not app.running  # closed by itself, as it said
    finally:
        app.clear_scenes()
    for key in (pygame.K_RETURN, pygame.K_ESCAPE):
        made.clear()
        run(args)
        app = made[0]
        app.frame(DT)
        press(key)
        app.frame(DT)
        assert not app.running
        app.clear_scenes()
