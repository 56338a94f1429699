"""Only what changed is redrawn, and the window still shows exactly what a full redraw would.

The app compares the nodes on screen frame to frame and redraws just the
damaged areas (``render/damage.py``). These tests play real frames — a match
animating at normal speed, the title screen, the menus — and check, frame
after frame, the window against a fresh full render of the same scenes.
"""

from __future__ import annotations

import random
import threading
import time

import pygame
import pytest

from engine.rules import RuleSet
from goninkan_desktop.devtools.autopilot import click, press, read_tip
from goninkan_desktop.play.session import Session
from goninkan_desktop.shell.game import Game, GameOptions
from goninkan_desktop.shell.shell import Shell
from goninkan_desktop.table.scene import TableScene
from goninkan_desktop.ui import app as app_module
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.render import damage

DT = 1 / 60


@pytest.fixture(autouse=True)
def _every_pulse_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    """A slow pulse is normally redrawn 5 times a second; here every frame, to compare exactly."""
    monkeypatch.setattr(app_module, "PULSE_TICK", 0.0)


def _difference(shown: pygame.Surface, full: pygame.Surface) -> pygame.Rect | None:
    """The box round every pixel where the two images differ (None: identical)."""
    if pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(full, "RGB"):
        return None
    diff = full.copy()
    diff.blit(shown, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    other = shown.copy()
    other.blit(full, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    mask = pygame.mask.from_threshold(diff, (0, 0, 0), (1, 1, 1, 255))
    mask.invert()
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else None


def _full(app: App) -> pygame.Surface:
    return app.render(pygame.Surface(app.window.get_size()).convert())


def _check_frames(app: App, frames: int, every: int = 1, *, settle: bool = False) -> int:
    """Run ``frames`` frames; every ``every``-th, the window must equal a full render.

    ``settle``: a difference may last one frame (a card drawn quickly while it
    moved is drawn smoothly the frame after it stops).
    """
    checked = 0
    for index in range(frames):
        app.frame(DT)
        if index % every:
            continue
        wrong = _difference(app.window, _full(app))
        if wrong is not None and settle:
            app.frame(DT)
            wrong = _difference(app.window, _full(app))
        assert wrong is None, f"frame {app.frames}: stale pixels in {wrong} " \
                              f"(top scene {type(app.top).__name__})"
        checked += 1
    return checked


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_a_match_animating_shows_what_a_full_redraw_shows(size: tuple[int, int]) -> None:
    """Cards turn quickly while they move and smoothly once still (at every size)."""
    app = App(size, fixed_dt=DT)
    game = Game(app, GameOptions(level="easy", seed=11, speed="fast", autoplay=True))
    game.new_match()
    assert _check_frames(app, 720, every=6, settle=True) == 120
    assert game.scene is not None and game.scene.controller.view().tricks, \
        "the match got as far as finished tricks"


def test_animating_frames_redraw_only_part_of_a_large_window() -> None:
    app = App((2560, 1440), fixed_dt=DT)
    game = Game(app, GameOptions(level="easy", seed=3, speed="normal", autoplay=True))
    game.new_match()
    drawn: list[int] = []
    real = damage.compare

    def spy(before: damage.Snapshot, after: damage.Snapshot, canvas: pygame.Rect,
            pulses: bool = True) -> damage.Damage:
        result = real(before, after, canvas, pulses=pulses)
        if result.any:
            drawn.append(sum(area.w * area.h for area in result.areas))
        return result

    damage.compare = spy
    try:
        for _ in range(600):
            app.frame(DT)
    finally:
        damage.compare = real
    whole = 2560 * 1440
    partial = [area for area in drawn if area < whole]
    assert len(partial) > len(drawn) * 0.8, "most frames redraw part of the window"
    assert sorted(partial)[len(partial) // 2] < whole * 0.2, "a typical frame redraws < 20%"


def test_menus_and_hover_show_what_a_full_redraw_shows(tmp_path) -> None:
    app = App((1600, 900), fixed_dt=DT)
    shell = Shell(app, Session())
    shell.show_title()
    _check_frames(app, 5)
    for point in [(640.0, 300.0), (640.0, 380.0), (100.0, 100.0), (640.0, 460.0)]:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.to_window(point),
                                             rel=(0, 0), buttons=(0, 0, 0)))
        _check_frames(app, 3)
    press(pygame.K_DOWN)
    _check_frames(app, 3)
    shell.open_settings()
    _check_frames(app, 5)
    press(pygame.K_DOWN)
    press(pygame.K_RIGHT)
    _check_frames(app, 5)
    press(pygame.K_ESCAPE)
    _check_frames(app, 5)


def test_a_still_screen_draws_nothing() -> None:
    app = App((1280, 720), fixed_dt=DT)
    shell = Shell(app, Session())
    shell.show_title()
    for _ in range(5):
        app.frame(DT)
    assert not app.moving
    drawn: list[damage.Damage] = []
    real = App._redraw

    def counting(self: App, surface: pygame.Surface, scenes: list, found: damage.Damage,
                 shot: damage.Snapshot) -> None:
        drawn.append(found)
        real(self, surface, scenes, found, shot)

    App._redraw = counting  # type: ignore[method-assign]
    try:
        for _ in range(30):
            app.frame(DT)
        assert drawn == []
        click(app, app.to_window((640.0, 700.0)))  # a click on nothing
        app.frame(DT)
    finally:
        App._redraw = real  # type: ignore[method-assign]
    assert not app.moving


def test_the_idle_loop_sleeps_and_wakes_when_told(monkeypatch: pytest.MonkeyPatch) -> None:
    # A minute's idle tick: asleep, the loop would not wake by itself while the test lasts,
    # so only the wake can end the sleep (counted in frames, not timed to the millisecond).
    monkeypatch.setattr(app_module, "IDLE_TICK", 60.0)
    app = App((1280, 720))
    shell = Shell(app, Session())
    shell.show_title()
    app.frame(0.0)
    app.frame(0.0)
    woken = threading.Event()

    def wake_later() -> None:
        time.sleep(0.6)
        woken.set()
        app.quit()
        app.wake()

    thread = threading.Thread(target=wake_later)
    start = time.perf_counter()
    thread.start()
    app.run()
    elapsed = time.perf_counter() - start
    thread.join()
    assert woken.is_set()
    # Not woken, the loop would sleep the whole 60 s tick; woken, it ends within a frame.
    # 30 s leaves a loaded machine any delay it may take and still tells the two apart.
    assert elapsed < 30.0, "the wake did not end the sleep"
    # at 60 frames a second this would be ~36 frames; asleep it is the first frame of run
    # (the title's own pulses may ask for one or two more) and the frame after the wake
    assert app.frames - 2 <= 5


def test_a_table_waiting_for_the_player_only_pulses() -> None:
    """Waiting for the player's card: only the glow of their panel changes (at the idle rate)."""
    app = App((1280, 720), fixed_dt=DT)
    shell = Shell(app, Session(), GameOptions(seed=1))
    shell.show_title()
    shell.confirm_replace(lambda: shell.start_match(
        RuleSet.preset_named("standard"), "normal", None))
    for _ in range(6000):
        read_tip(app)  # a teaching tip on the way, read as a player would
        app.frame(DT)
        top = app.top
        if isinstance(top, TableScene) and top.request is not None and not top.busy:
            break
    else:
        raise AssertionError("the player was never asked")
    for _ in range(30):
        app.frame(DT)
    moving = 0
    for _ in range(120):
        app.frame(DT)
        moving += app.moving
    assert moving == 0
    assert not top.animating


def test_the_first_frame_shows_before_the_loop_first_sleeps(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The title is still: the loop would sleep a tick (0.2 s) before drawing anything, so the
    window opened blank. Now a frame is on screen before any sleep."""
    app = App((1280, 720))
    Shell(app, Session()).show_title()
    frames_at_sleep: list[int] = []

    def first_sleep(seconds: float) -> list[pygame.event.Event]:
        frames_at_sleep.append(app.frames)
        app.quit()
        return []

    monkeypatch.setattr(app, "_sleep", first_sleep)
    app.run()
    assert frames_at_sleep and frames_at_sleep[0] >= 1


def _scaled_full(app: App) -> pygame.Surface:
    """What a small window shows after a full redraw: the whole canvas scaled down, centred."""
    from goninkan_desktop.ui.render import theme

    shown = pygame.Surface(app.window.get_size()).convert()
    shown.fill(theme.FELT_DARK)
    size = (round(1280 * app.scale), round(720 * app.scale))
    canvas = app.render(pygame.Surface(app.canvas.get_size()).convert())
    shown.blit(pygame.transform.smoothscale(canvas, size), app.to_window((0.0, 0.0)))
    return shown


@pytest.mark.parametrize(("size", "in_parts"), [((800, 450), True), ((1024, 768), True),
                                               ((1001, 700), False)])
def test_a_small_window_shows_exactly_the_whole_canvas_scaled_down(
        size: tuple[int, int], in_parts: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """A small window scales down only the top-left part of the canvas down to what changed,
    yet shows, pixel for pixel, the whole canvas scaled down (1001 pixels wide has no step of
    the scaling short of the whole width: always the whole canvas)."""
    scaled: list[tuple[int, int]] = []
    real = pygame.transform.smoothscale

    def spy(surface: pygame.Surface, to: tuple[int, int]) -> pygame.Surface:
        if surface.get_parent() is app.canvas or surface is app.canvas:
            scaled.append(surface.get_size())
        return real(surface, to)

    app = App(size, fixed_dt=DT)
    monkeypatch.setattr(pygame.transform, "smoothscale", spy)
    game = Game(app, GameOptions(level="easy", seed=11, speed="fast", autoplay=True))
    game.new_match()
    for index in range(360):
        app.frame(DT)
        if index % 6 == 0:
            wrong = _difference(app.window, _scaled_full(app))
            assert wrong is None, f"frame {app.frames}: stale pixels in {wrong}"
    assert any(part != (1280, 720) for part in scaled) is in_parts


def test_the_part_scaled_ends_where_whole_steps_of_the_scaling_end() -> None:
    from goninkan_desktop.ui.app import scaled_part

    assert scaled_part((1280, 720), (800, 450), [pygame.Rect(10, 10, 20, 20)]) == \
        (pygame.Rect(0, 0, 32, 32), (20, 20))
    assert scaled_part((1280, 720), (960, 540), [pygame.Rect(0, 0, 5, 5),
                                                  pygame.Rect(600, 300, 1, 1)]) == \
        (pygame.Rect(0, 0, 604, 304), (453, 228))
    assert scaled_part((1280, 720), (800, 450), [pygame.Rect(1270, 700, 10, 20)]) is None
    rng = random.Random(3)
    canvas = pygame.Surface((1280, 720))
    for _ in range(400):
        canvas.fill([rng.randrange(256) for _ in range(3)],
                    (rng.randrange(1280), rng.randrange(720), rng.randrange(1, 90),
                     rng.randrange(1, 90)))
    for size in [(800, 450), (960, 540), (1024, 576), (640, 360), (1000, 562)]:
        whole = pygame.transform.smoothscale(canvas, size)
        for _ in range(6):
            area = pygame.Rect(rng.randrange(1200), rng.randrange(650), 40, 40)
            part = scaled_part((1280, 720), size, [area])
            if part is None:
                continue
            source, shown = part
            scaled = pygame.transform.smoothscale(canvas.subsurface(source), shown)
            assert pygame.image.tobytes(scaled, "RGB") == pygame.image.tobytes(
                whole.subsurface((0, 0, *shown)), "RGB"), (size, area)
