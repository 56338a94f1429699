"""Helpers for driving the real table headless: a fixed clock, synthetic events, scenarios."""

from __future__ import annotations

import logging
import os
import traceback

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Callable, Iterator

import pygame
import pytest

from goninkan_desktop.devtools.autopilot import centre, click, press, read_tip, visible_point
from goninkan_desktop.devtools.scenarios import Scenario
from goninkan_desktop.i18n import language, set_language
from goninkan_desktop.shell.game import Game, GameOptions, player_names
from goninkan_desktop.table.scene import TableScene
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.nodes.base import Node, Point
from goninkan_desktop.ui.render import cache as image_cache
from goninkan_desktop.ui.render.cards import CardRenderer

DT = 1 / 60
_RENDERER = CardRenderer()

CANVAS_WINDOW = ("--window", "1280x720")
"""For a game started as a process that plays a whole match (``--autoplay``): a window of the
canvas's own size. Without it the window fits SDL's dummy screen (1024x768), and every frame
is scaled down to it (``App._show_scaled``), about half the process's CPU time, which the
test does not look at (its screenshots are the canvas's); small windows are checked pixel for
pixel against the canvas by ``test_redraw.py`` and visited among every screen by the GUI
fuzzer's run (``test_gui_fuzz.py``)."""


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
        """Frames until ``done()``; a teaching tip the table waits for on the way is read and
        closed with its OK, as a player would (a test about a tip waits for it first)."""
        for _ in range(limit):
            if done():
                return
            read_tip(self.app)
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


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "logs_exception(*fragments): the test means the game to log an exception "
                   "whose message holds one of these fragments (the guard lets it pass)")


class LoggedExceptions(logging.Handler):
    """Every log record that carries an exception (``log.exception``, ``exc_info=``), from
    any thread: the game logs a failure it survives (a CPU player that raised, a save that
    could not be read) rather than stopping, so only the log shows it."""

    def __init__(self) -> None:
        super().__init__(logging.NOTSET)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info is not None and record.exc_info[0] is not None:
            self.records.append(record)


def describe_logged(record: logging.LogRecord) -> str:
    """Which exception was logged, by whom and where, with its traceback."""
    assert record.exc_info is not None
    kind, error, tb = record.exc_info
    raised = traceback.extract_tb(tb)[-1] if tb is not None else None
    where = f"{raised.filename}:{raised.lineno} in {raised.name}" if raised else "?"
    name = kind.__name__ if kind is not None else "?"
    lines = traceback.format_exception(kind, error, tb)
    return (f"{name}: {error}\n  raised at {where}\n  logged by {record.name} at "
            f"{record.pathname}:{record.lineno}: {record.getMessage()[:400]}\n"
            + "".join(lines))


@pytest.fixture(params=["en", "ja"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    """The test once in each of the game's languages, the language before it given back."""
    before = language()
    set_language(request.param)
    yield request.param
    set_language(before)


@pytest.fixture(autouse=True)
def _no_logged_exception(request: pytest.FixtureRequest) -> Iterator[LoggedExceptions]:
    """Fail the test when the game logged an exception during it (a CPU player's fallback
    to a random move, a swallowed error), unless the test is marked ``logs_exception`` with
    a fragment of that log message."""
    handler = LoggedExceptions()
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        yield handler
    finally:
        root.removeHandler(handler)
    marker = request.node.get_closest_marker("logs_exception")
    allowed = marker.args if marker is not None else ()
    unexpected = [r for r in handler.records
                  if not any(fragment in r.getMessage() for fragment in allowed)]
    if unexpected:
        pytest.fail(f"{len(unexpected)} exception(s) logged during the test:\n\n"
                    + "\n\n".join(describe_logged(r) for r in unexpected), pytrace=False)


@pytest.fixture(autouse=True)
def _user_folders(tmp_path_factory: pytest.TempPathFactory,
                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Settings and saves go to a fresh temporary folder, never the user's own."""
    base = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("XDG_DATA_HOME", str(base / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(base / "config"))


@pytest.fixture(autouse=True)
def _render_scale_as_at_start() -> Iterator[None]:
    """Each test starts at render scale 1, as the game does: an app at a window larger than
    1280x720 sets a larger one (``ui/render/scale.py``), which would otherwise stay for the
    tests after it (a scene drawn without an app then came out 1.5 times as large) and make
    them pass or fail by the order they run in (``pytest -n``: by the worker that runs them)."""
    yield
    image_cache.use_scale(1.0)


@pytest.fixture
def app() -> Iterator[App]:
    """A bare app stepping ``DT`` a frame, for screens driven without a table; its scenes
    cleared and the events dropped after the test."""
    made = App(fixed_dt=DT)
    yield made
    made.clear_scenes()
    pygame.event.clear()


@pytest.fixture
def table_factory() -> Iterator[Callable[..., Table]]:
    """Build tables: ``table_factory(seed=…, scenario=…, speed=…, size=…)``."""
    made: list[Table] = []

    def make(*, seed: int | str = 1, scenario: Scenario | None = None, speed: str = "instant",
             level: str = "easy", size: tuple[int, int] = (1280, 720),
             time_limit: float | None = None, preset: str = "standard",
             reduced_motion: bool = False) -> Table:
        table = _make(GameOptions(preset=preset, level=level, seed=seed, speed=speed,
                                  time_limit=time_limit, reduced_motion=reduced_motion), size)
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
