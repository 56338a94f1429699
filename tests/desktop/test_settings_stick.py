"""Settings a player changes without the settings screen stick: the window's size and the speed
set at the table with the S key are saved at once, kept for the next match and the next start."""

from __future__ import annotations

import pygame
import pytest
from menu_driver import Desktop

from engine.rules import RuleSet
from goninkan_desktop.menus.settings_screen import SettingsScene
from goninkan_desktop.play import session as session_module
from goninkan_desktop.play.session import WINDOW_SAVE_DELAY, Session
from goninkan_desktop.profile.settings import load_settings


def test_the_speed_set_with_s_at_the_table_is_kept_and_shown_in_settings() -> None:
    desktop = Desktop()
    try:
        assert desktop.session.settings.speed == "normal"
        desktop.shell.start_match(RuleSet(), "easy", None)
        desktop.frames(2)
        desktop.key(pygame.K_s)  # normal -> fast, at the table
        table = desktop.table
        assert table.motion.speed == "fast"
        assert load_settings().settings.speed == "fast"  # on disk at once, not at the close
        desktop.session.change(tips_seen=("first_cut",))  # another setting changes: a tip seen
        assert table.motion.speed == "fast" and desktop.session.settings.speed == "fast"
        desktop.key(pygame.K_ESCAPE)  # the menu, then its settings
        menu = desktop.top
        desktop.click(menu.buttons["settings"])  # type: ignore[union-attr]
        settings = desktop.top
        assert isinstance(settings, SettingsScene) and settings.rows["speed"].value == "fast"
        desktop.shell.show_title()
        desktop.shell.start_match(RuleSet(), "easy", None)  # the next match
        desktop.frames(2)
        assert desktop.table.motion.speed == "fast"
    finally:
        desktop.close()
    again = Desktop()  # the next start
    try:
        assert again.session.settings.speed == "fast" and again.session.motion.speed == "fast"
    finally:
        again.close()


class Clock:
    """The session's clock, moved by the test: the frames' real duration (long on a loaded
    machine) does not count, only the pause the test makes."""

    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


def test_the_window_size_is_kept_for_the_next_start_even_if_the_game_is_killed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    clock = Clock()
    monkeypatch.setattr(session_module, "time", clock)
    desktop = Desktop()
    try:
        pygame.display.set_mode((1000, 640), pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 640), w=1000,
                                             h=640))
        desktop.frames(2)
        clock.now += WINDOW_SAVE_DELAY / 2  # still resizing
        desktop.frames(1)
        assert load_settings().settings.window_size != (1000, 640)  # not on every step of a drag
        clock.now += WINDOW_SAVE_DELAY  # the resizing has stopped
        desktop.frames(1)
        assert load_settings().settings.window_size == (1000, 640)
    finally:
        # no close: the game is killed (the session never saves at the end)
        desktop.app.after_frame.clear()
        desktop.app.clear_scenes()
        pygame.event.clear()
    again = Session.start(language="en")  # the next start sizes its window from this
    try:
        assert again.settings.window_size == (1000, 640)
    finally:
        again.close()
