"""Teaching moments: a note the first time a situation arises in a match, once; off on request."""

from __future__ import annotations

from collections import Counter

import pygame

from engine.errors import IllegalAction
from engine.rules import RuleSet
from goninkan_desktop.app import App
from goninkan_desktop.autopilot import Autopilot
from goninkan_desktop.game import player_names
from goninkan_desktop.i18n import t
from goninkan_desktop.motion import Motion
from goninkan_desktop.render.cards import CardRenderer
from goninkan_desktop.scenes.deal_result import DealResultScene
from goninkan_desktop.scenes.table import TableOptions, TableScene
from goninkan_desktop.scenes.table_teaching import MOMENTS
from goninkan_desktop.table_controller import TableController

DT = 1 / 60


def _shown(scene: TableScene) -> Counter[str]:
    opened: Counter[str] = Counter()
    original = scene.teacher.toast.open

    def spy(kind: str, text: str) -> None:
        opened[kind] += 1
        original(kind, text)

    scene.teacher.toast.open = spy  # type: ignore[method-assign]
    return opened


def test_the_first_cut_is_explained_once_per_match(table_factory) -> None:
    table = table_factory(seed=3, level="easy")
    scene = table.scene
    opened = _shown(scene)
    pilot = Autopilot(scene, level="easy", seed=3)
    table.app.after_frame.append(pilot)
    table.until(lambda: "first_cut" in scene.teacher.seen, limit=20_000)
    toast = scene.teacher.toast
    assert toast.visible and toast.kind == "first_cut"
    assert t("guide.teach.title") == toast.title.text and toast.text.text
    table.click(toast.ok)
    assert not toast.visible
    # play on into the next deal, where cutting happens again without a note
    table.until(lambda: len(scene.controller.match.history) >= 2
                and len(scene.controller.view().tricks) >= 6, limit=40_000)
    assert opened["first_cut"] == 1
    assert set(opened) <= set(MOMENTS)
    assert all(count == 1 for count in opened.values())


def test_the_joker_tried_in_trick_1_and_a_toast_closes_by_itself(table_factory) -> None:
    table = table_factory(seed=3, level="easy")
    scene = table.scene
    scene.teacher.refused(IllegalAction("R17", "no joker in trick 1", "joker_forbidden"))
    toast = scene.teacher.toast
    assert toast.visible and toast.text.text == t("guide.teach.joker_trick1")
    assert not scene.teacher.teach("joker_trick1")
    for _ in range(int(13 / DT)):
        toast.update(DT)
    assert not toast.visible


def test_no_notes_when_teaching_tips_are_off() -> None:
    app = App(fixed_dt=DT)
    try:
        controller = TableController.new_match(RuleSet(), player_names(), 3, level="easy")
        scene = TableScene(controller, Motion("instant"), CardRenderer(),
                           TableOptions(teaching_tips=False))
        app.push(scene)
        opened = _shown(scene)
        pilot = Autopilot(scene, level="easy", seed=3)
        app.after_frame.append(pilot)
        for _ in range(6000):
            app.frame(DT)
            if isinstance(app.top, DealResultScene):
                break
        assert isinstance(app.top, DealResultScene)
        assert not opened and not scene.teacher.toast.visible
    finally:
        app.clear_scenes()
        pygame.event.clear()
