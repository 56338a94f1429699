"""Helpers for driving the real table headless: a fixed clock, synthetic events, scenarios."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Callable, Iterator

import pygame
import pytest

from goninkan_desktop.devtools.autopilot import centre, click, press, visible_point
from goninkan_desktop.devtools.scenarios import Scenario
from goninkan_desktop.shell.game import Game, GameOptions, player_names
from goninkan_desktop.table.scene import TableScene
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.nodes.base import Node, Point
from goninkan_desktop.ui.render.cards import CardRenderer

DT = 1 / 60
_RENDERER = CardRenderer()


class Table:
    """A game on a headless window, advanced frame by frame with exact time steps."""

    def __init__(self, app: App, game: Game) -> None:
        self.app = app
        self.game = game

    @property
    def scene(self) -> TableScene:
        assert self.game.scene is not None
        return self.game.scene

    def frames(self, count: int = 1, dt: float = DT) -> None:
        for _ in range(count):
            self.app.frame(dt)

    def until(self, done: Callable[[], bool], limit: int = 3000, dt: float = DT) -> None:
        for _ in range(limit):
            if done():
                return
            self.app.frame(dt)
        raise AssertionError("the table never got there")

    def idle(self) -> None:
        """Run until the human is asked something (or an overlay waits, or the match ends)."""
        self.until(lambda: self.scene.request is not None or self.app.top is not self.scene
                   or (self.scene.controller.match.finished and not self.scene.busy))

    def click(self, target: Node | Point, *, fan: bool = False) -> None:
        point = target if isinstance(target, tuple) else (
            visible_point(target) if fan else centre(target))
        click(self.app, point)
        self.frames(2)

    def key(self, key: int) -> None:
        press(key)
        self.frames(2)

    def pixel(self, point: Point) -> tuple[int, int, int]:
        colour = self.app.render().get_at((round(point[0]), round(point[1])))
        return (colour.r, colour.g, colour.b)


def _make(options: GameOptions, size: tuple[int, int] = (1280, 720)) -> Table:
    app = App(size, fixed_dt=DT)
    return Table(app, Game(app, options, renderer=_RENDERER))


@pytest.fixture(autouse=True)
def _user_folders(tmp_path_factory: pytest.TempPathFactory,
                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Settings and saves go to a fresh temporary folder, never the user's own."""
    base = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("XDG_DATA_HOME", str(base / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(base / "config"))


@pytest.fixture
def table_factory() -> Iterator[Callable[..., Table]]:
    """Build tables: ``table_factory(seed=…, scenario=…, speed=…, size=…)``."""
    made: list[Table] = []

    def make(*, seed: int | str = 1, scenario: Scenario | None = None, speed: str = "instant",
             level: str = "easy", size: tuple[int, int] = (1280, 720),
             time_limit: float | None = None, preset: str = "standard") -> Table:
        table = _make(GameOptions(preset=preset, level=level, seed=seed, speed=speed,
                                  time_limit=time_limit), size)
        if scenario is None:
            table.game.new_match()
        else:
            table.game.resume(scenario)
        made.append(table)
        return table

    yield make
    for table in made:
        table.app.clear_scenes()
    pygame.event.clear()


@pytest.fixture
def names() -> list[str]:
    return player_names()
