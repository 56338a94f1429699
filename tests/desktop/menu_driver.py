"""Driving the whole application headless: the session, the shell, real events, exact time.

The user folders are temporary (``conftest._user_folders``), so every test
starts with no settings and no autosave unless it writes them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import pygame

from goninkan_desktop import i18n
from goninkan_desktop.devtools.autopilot import Autopilot, centre, click, press, read_tip
from goninkan_desktop.menus.new_game import NewGameScene
from goninkan_desktop.menus.title import TitleScene
from goninkan_desktop.play.session import Session
from goninkan_desktop.shell.shell import Shell
from goninkan_desktop.table.scene import TableScene
from goninkan_desktop.ui.app import App, Scene
from goninkan_desktop.ui.nodes.base import Node

DT = 1 / 60
S = TypeVar("S", bound=Scene)


class Desktop:
    """The game as a player starts it: settings and autosave read, then the title screen."""

    def __init__(self, size: tuple[int, int] = (1280, 720), language: str | None = "en", *,
                 first_start: bool = False) -> None:
        self.session = Session.start(language=language)
        if not first_start:  # the first start's offer of the tutorial answered long ago
            self.session.change(tutorial_offered=True)
        self.app = App(size, fixed_dt=DT)
        self.shell = Shell(self.app, self.session)
        self.shell.show_title()
        self.frames(2)

    @property
    def top(self) -> Scene | None:
        return self.app.top

    @property
    def table(self) -> TableScene:
        scene = self.shell.game.scene if self.shell.game is not None else None
        assert scene is not None
        return scene

    def open_from_title(self, button: str, kind: type[S]) -> S:
        """From the title screen, the screen its ``button`` opens, which must be a ``kind``."""
        title = self.top
        assert isinstance(title, TitleScene)
        self.click(title.buttons[button])
        scene = self.top
        assert isinstance(scene, kind)
        return scene

    def open_new_game(self) -> NewGameScene:
        """From the title screen, the New game screen (by its button)."""
        return self.open_from_title("new_game", NewGameScene)

    def frames(self, count: int = 1) -> None:
        for _ in range(count):
            self.app.frame(DT)

    def until(self, done: Callable[[], bool], limit: int = 5000) -> None:
        """Frames until ``done()``, reading a teaching tip on the way (``read_tip``)."""
        for _ in range(limit):
            if done():
                return
            read_tip(self.app)
            self.app.frame(DT)
        raise AssertionError("never got there")

    def click(self, node: Node) -> None:
        click(self.app, centre(node))
        self.frames(2)

    def key(self, key: int, times: int = 1) -> None:
        for _ in range(times):
            press(key)
            self.frames(1)
        self.frames(1)

    def autopilot(self) -> Autopilot:
        """Play the human's seat through the screen."""
        pilot = Autopilot(self.table, level="easy", seed=1)
        self.app.after_frame.append(pilot)
        return pilot

    def close(self) -> None:
        """The window closes: every scene leaves, the session saves what it must."""
        for hook in list(self.app.after_frame):
            if isinstance(hook, Autopilot):
                hook.close()
        self.app.after_frame.clear()
        self.app.clear_scenes()
        self.session.close()
        pygame.event.clear()
        i18n.set_language("en")


def texts(node: Node) -> list[str]:
    """Every text shown under ``node``."""
    from goninkan_desktop.ui.nodes.text import TextNode

    found = [node.text] if isinstance(node, TextNode) and node.visible else []
    for child in node.children:
        if child.visible:
            found += texts(child)
    return found


def play_a_while(actions: int = 12) -> str:
    """Start a match from the menus, play ``actions`` actions, close the window; the autosave."""
    from engine.rules import RuleSet
    from goninkan_desktop.profile.saves import Autosave

    desktop = Desktop()
    try:
        desktop.session.change(speed="instant")
        desktop.shell.start_match(RuleSet(), "easy", None)
        desktop.autopilot()
        desktop.until(lambda: desktop.table.controller.actions_taken() >= actions)
        return Autosave().path.read_text(encoding="utf-8")
    finally:
        desktop.close()
