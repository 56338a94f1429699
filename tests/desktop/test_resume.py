"""Crash safety at the app level: a match autosaved while played through the real screens,
the window closed mid-trick, the app started again, and "continue" resumes at the same action."""

from __future__ import annotations

import pygame
import pytest
from menu_driver import Desktop

from engine import record as engine_record
from engine.observe import observe
from engine.record import load
from engine.rules import RuleSet
from goninkan_desktop.devtools.autopilot import Autopilot
from goninkan_desktop.menus.pause_menu import PauseMenuScene
from goninkan_desktop.menus.title import TitleScene
from goninkan_desktop.profile.saves import Autosave
from goninkan_desktop.table.scene import TableScene


def _mid_trick(desktop: Desktop) -> bool:
    view = desktop.table.controller.view()
    return len(view.tricks) >= 2 and 1 <= len(view.trick) <= 3


def test_close_mid_trick_and_continue_at_the_same_action() -> None:
    desktop = Desktop()
    desktop.session.change(speed="instant")
    title = desktop.top
    assert isinstance(title, TitleScene)
    desktop.click(title.buttons["new_game"])
    desktop.key(pygame.K_RETURN)  # Start has the focus
    assert isinstance(desktop.top, TableScene)
    desktop.autopilot()
    desktop.until(lambda: _mid_trick(desktop), limit=20_000)
    controller = desktop.table.controller
    record, actions = controller.record, controller.actions_taken()
    assert Autosave().path.read_text(encoding="utf-8") == record  # written after every action
    desktop.close()

    again = Desktop()
    try:
        title = again.top
        assert isinstance(title, TitleScene)
        assert title.buttons["continue"].focused
        again.session.change(speed="normal")  # no CPU move within the next frames
        again.key(pygame.K_RETURN)
        table = again.top
        assert isinstance(table, TableScene)
        assert table.controller.actions_taken() == actions
        assert table.controller.record == record
        assert table.controller.view().trick == observe(load(record), 0).trick  # mid-trick
        assert table.controller.view().trick
    finally:
        again.close()


def test_quit_to_title_from_the_pause_menu_loses_nothing() -> None:
    desktop = Desktop()
    try:
        desktop.session.change(speed="instant")
        title = desktop.top
        assert isinstance(title, TitleScene)
        desktop.click(title.buttons["new_game"])
        scene = desktop.top
        desktop.click(scene.start_button)  # type: ignore[attr-defined]
        desktop.autopilot()
        desktop.until(lambda: desktop.table.controller.actions_taken() >= 8)
        for hook in list(desktop.app.after_frame):
            if isinstance(hook, Autopilot):  # the player's seat stops being played
                desktop.app.after_frame.remove(hook)
                hook.close()
        desktop.key(pygame.K_ESCAPE)
        menu = desktop.top
        assert isinstance(menu, PauseMenuScene)
        desktop.key(pygame.K_ESCAPE)
        assert isinstance(desktop.top, TableScene)
        desktop.click(desktop.table.toolbar.menu_button)
        assert isinstance(desktop.top, PauseMenuScene)
        record = desktop.table.controller.record  # the table is paused under the menu
        desktop.key(pygame.K_DOWN, 3)
        desktop.key(pygame.K_RETURN)
        title = desktop.top
        assert isinstance(title, TitleScene) and "continue" in title.buttons
        assert desktop.session.autosave.path.read_text(encoding="utf-8") == record
        desktop.session.change(speed="normal")
        desktop.click(title.buttons["continue"])
        assert desktop.table.controller.record == record
    finally:
        desktop.close()



def test_continue_reads_the_autosave_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """From the title's "continue" to the table the record is parsed once and replayed once
    (the autosave's reading), never again from text."""
    desktop = Desktop()
    try:
        desktop.session.change(speed="instant")
        desktop.shell.start_match(RuleSet(), "easy", None)
        desktop.autopilot()
        desktop.until(lambda: _mid_trick(desktop), limit=20_000)
        for hook in list(desktop.app.after_frame):
            if isinstance(hook, Autopilot):
                desktop.app.after_frame.remove(hook)
                hook.close()
        record = desktop.table.controller.record
        desktop.shell.show_title()
        desktop.frames(2)
        title = desktop.top
        assert isinstance(title, TitleScene) and "continue" in title.buttons
        reads: list[str] = []
        real_read, real_replay = engine_record.record_from_json, engine_record.replay

        def record_from_json(obj: object) -> object:  # the text is read and checked
            reads.append("parse")
            return real_read(obj)

        def replay(*args: object) -> object:
            reads.append("replay")
            return real_replay(*args)  # type: ignore[arg-type]

        monkeypatch.setattr(engine_record, "record_from_json", record_from_json)
        monkeypatch.setattr(engine_record, "replay", replay)
        monkeypatch.setattr(engine_record, "extra_keys", lambda text: reads.append("extra"))
        desktop.session.change(speed="normal")
        desktop.click(title.buttons["continue"])
        assert isinstance(desktop.top, TableScene)
        assert reads == ["parse", "replay"]
        assert desktop.table.controller.record == record
    finally:
        desktop.close()
