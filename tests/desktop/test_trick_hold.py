"""A finished trick stays long enough to read who won, or until a click when the player asks."""

from __future__ import annotations

import pygame

from goninkan_desktop.devtools.autopilot import Autopilot
from goninkan_desktop.i18n import t
from goninkan_desktop.table.presenter import TRICK_PAUSE


def test_normal_speed_leaves_time_to_read_who_won() -> None:
    assert TRICK_PAUSE >= 1.5


def test_hold_each_trick_until_the_player_clicks(table_factory) -> None:
    table = table_factory(seed=3, level="easy", speed="normal")
    scene = table.scene
    scene.options.hold_tricks = True
    pilot = Autopilot(scene, level="easy", seed=3)
    table.app.after_frame.append(pilot)
    table.until(lambda: scene.holding_trick, limit=60_000)
    table.app.after_frame.remove(pilot)
    assert len(scene.table.trick.cards) == 5 and scene.table.caption.visible
    assert scene.table.prompt.text == t("table.hold.go_on")
    table.frames(600)  # ten seconds: the trick is still there
    assert scene.holding_trick and len(scene.table.trick.cards) == 5
    table.key(pygame.K_RETURN)
    assert not scene.holding_trick
    table.until(lambda: not scene.table.trick.cards, limit=600)


def test_no_hold_when_not_asked(table_factory) -> None:
    table = table_factory(seed=3, level="easy", speed="fast")
    scene = table.scene
    pilot = Autopilot(scene, level="easy", seed=3)
    table.app.after_frame.append(pilot)
    table.until(lambda: len(scene.controller.view().tricks) >= 2, limit=60_000)
    assert not scene.holding_trick
