"""The review's band and the lesson's guide box at 960 × 600, read by older club players:
every text at least ``theme.MIN_TEXT_PX`` window pixels tall (the band's verdict, deal line,
strip tiles and legend, and the decision's note, drew 9 to 11 px; the guide's lines, keys and
buttons 9.8 to 12.8 px), each inside its panel."""

from __future__ import annotations

import pygame
import pytest
from test_tutorial_scenes import open_menu, to_step
from text_floor import SMALL_WINDOW, shown_texts, too_small

from goninkan_desktop.i18n import set_language
from goninkan_desktop.tutorial import Result
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.nodes.base import Node

DT = 1 / 60


def outside(root: Node, panel: Node) -> list[str]:
    """The texts under ``root`` that leave ``panel`` (or touch its edge)."""
    inside = panel.world_rect.inflate(-4, -4)
    return [f"{node.text!r} {node.world_rect} leaves {panel.world_rect}"
            for node in shown_texts(root) if not inside.contains(node.world_rect)]


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("lesson_id", ["cards", "adjutant"])
def test_the_guide_box_text_is_readable_at_960x600(language: str, lesson_id: str) -> None:
    """Every step of a Goninkan lesson and of the bidding game's question lesson, to the
    result's buttons."""
    set_language(language)
    app = App(SMALL_WINDOW, fixed_dt=DT)
    try:
        assert app.scale == pytest.approx(0.75)
        scene = open_menu(app).open_lesson(lesson_id)
        found: list[str] = []
        steps = 0

        def checked() -> bool:
            nonlocal steps
            steps += 1
            guide = scene.guide
            found.extend(f"step {steps}: {p}" for p in too_small(guide, app.scale))
            found.extend(f"step {steps}: {p}" for p in outside(guide, guide))
            return isinstance(scene.runner.current_step, Result)

        to_step(app, scene, checked)
        assert steps >= 4 and not found, found
    finally:
        app.clear_scenes()
        pygame.event.clear()
        set_language("en")
