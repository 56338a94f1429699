"""Every lesson step that speaks of a glowing spot shows one, in every lesson of both games.

The guide says "The glowing spot shows the move" after "Show me" (and any step whose words
speak of a glow says so itself): at each such moment the rings are drawn where the learner
can see them, over any dialog that is open (the card to name in the bidding game's 53-card
adjutant picker, a bid in the bid picker), not hidden under it. Checked on the rendered
pixels: the rings' places change when the rings are taken away.
"""

from __future__ import annotations

import pygame
import pytest

from goninkan_desktop.i18n import set_language, t
from goninkan_desktop.tutorial import LESSON_IDS, Guess, Move, Result, Say
from goninkan_desktop.tutorial.scene import TutorialScene
from goninkan_desktop.ui.app import App
from tests.desktop.test_tutorial_scenes import (
    click_node,
    frames,
    make_move,
    open_menu,
    settle,
)

GLOW_WORDS = {"en": "glow", "ja": "光っている"}


def _speaks_of_a_glow(scene: TutorialScene, lang: str) -> bool:
    return GLOW_WORDS[lang] in scene.guide.message


def _ring_pixels(app: App, scene: TutorialScene) -> list[int]:
    """Per ring, how many pixels of its band on screen the rings change (0: not seen)."""
    rings = [node for node in (scene.highlights, scene.dialog_highlights) if node is not None]
    for node in rings:
        node.steady = True
    frames(app, 3)
    shown = pygame.display.get_surface().copy()
    for node in rings:
        node.visible = False
    frames(app, 3)
    hidden = pygame.display.get_surface().copy()
    for node in rings:
        node.visible = True
    frames(app, 1)
    bounds = shown.get_rect()
    counts = []
    for rect in scene.highlight_rects():
        band = pygame.Rect(rect).inflate(24, 24).clip(bounds)
        changed = sum(1 for x in range(band.left, band.right, 2)
                      for y in (*range(band.top, band.top + 12), *range(band.bottom - 12,
                                                                         band.bottom))
                      if shown.get_at((x, y)) != hidden.get_at((x, y)))
        counts.append(changed)
    return counts


def _check_glow(app: App, scene: TutorialScene, where: str) -> None:
    counts = _ring_pixels(app, scene)
    assert counts, f"{where}: the guide speaks of a glowing spot but nothing is ringed"
    assert all(count >= 20 for count in counts), f"{where}: a ring is not seen ({counts})"


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_every_step_that_speaks_of_a_glowing_spot_shows_one(app: App, lesson_id: str) -> None:
    lang = "en" if LESSON_IDS.index(lesson_id) % 2 == 0 else "ja"
    set_language(lang)
    try:
        scene = open_menu(app).open_lesson(lesson_id)
        shown = 0
        while True:
            settle(app, scene)
            step = scene.runner.current_step
            where = f"{lesson_id} step {scene.runner.index}"
            if _speaks_of_a_glow(scene, lang):
                _check_glow(app, scene, where)
            if isinstance(step, Result):
                break
            if isinstance(step, Say):
                click_node(app, scene.guide.button(t("tutorial.next")))
                continue
            click_node(app, scene.guide.button(t("tutorial.hint")))
            assert _speaks_of_a_glow(scene, lang), where
            _check_glow(app, scene, where)
            shown += 1
            if isinstance(step, Guess):
                click_node(app, scene.guide.button(t(f"tutorial.name.{step.answer}")))
            else:
                assert isinstance(step, Move)
                make_move(app, scene, step.expected[0])
        assert shown
    finally:
        set_language("en")
