"""Every hint is counted: one on iku/koi and one on a card make "Hints used: 2"."""

from __future__ import annotations

import pygame

from engine.match import Phase
from goninkan_desktop.devtools.autopilot import Autopilot
from goninkan_desktop.devtools.scenarios import seat_swap
from goninkan_desktop.i18n import t
from goninkan_desktop.table.deal_result import DealResultScene


def test_a_hint_on_iku_koi_and_one_on_a_card_are_two_hints(table_factory, names) -> None:
    table = table_factory(scenario=seat_swap(1, names), level="normal")
    table.idle()
    scene = table.scene
    assert scene.screen_kind == "iku_koi"
    table.key(pygame.K_h)
    assert scene.hints.current is not None
    table.key(pygame.K_RETURN)  # iku (the focused button), after the hint
    pilot = Autopilot(scene, level="easy", seed=1)
    table.app.after_frame.append(pilot)
    table.until(lambda: scene.request is not None and scene.request.phase is Phase.PLAY
                and not scene.busy, limit=6000)
    table.app.after_frame.remove(pilot)
    table.key(pygame.K_h)
    assert scene.hints.current is not None
    view = scene.controller.view()
    assert scene.hints.used(view.round, view.deal) == 2
    hints = scene.controller.extra.get("hints")
    assert isinstance(hints, list) and hints[-1] == 2
    _finish_deal(table)
    result = table.app.top
    assert isinstance(result, DealResultScene) and result.hints_line is not None
    assert result.hints_line.text == t("guide.hints_used", count=2)


def _finish_deal(table) -> None:  # type: ignore[no-untyped-def]
    pilot = Autopilot(table.scene, level="easy", seed=1, close_overlays=False)
    table.app.after_frame.append(pilot)
    table.until(lambda: isinstance(table.app.top, DealResultScene), limit=20_000)


def test_hints_stay_counted_after_a_take_back(table_factory) -> None:
    """A take-back builds the table again: the hints asked before it still count."""
    table = table_factory(seed=3, level="normal")
    scene = table.scene
    pilot = Autopilot(scene, level="easy", seed=3)
    table.app.after_frame.append(pilot)
    table.until(lambda: scene.request is not None and scene.request.phase is Phase.PLAY
                and not scene.busy, limit=6000)
    table.app.after_frame.remove(pilot)
    table.key(pygame.K_h)
    table.key(pygame.K_RIGHT)
    table.key(pygame.K_RETURN)  # the card played …
    table.until(lambda: scene.request is not None and not scene.busy, limit=6000)
    assert scene.toolbar.can_take_back
    press_ctrl_z()
    table.frames(3)
    rebuilt = table.scene
    assert rebuilt is not scene  # … and taken back: a new table
    table.until(lambda: rebuilt.request is not None and not rebuilt.busy, limit=6000)
    table.key(pygame.K_h)  # a second hint, on the same card again
    view = rebuilt.controller.view()
    assert rebuilt.hints.used(view.round, view.deal) == 2
    _finish_deal(table)
    result = table.app.top
    assert isinstance(result, DealResultScene) and result.hints_line is not None
    assert result.hints_line.text == t("guide.hints_used", count=2)


def press_ctrl_z() -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL,
                                         unicode=""))
