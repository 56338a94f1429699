"""The guide box at a question and while rereading (issue 41): "Previous" is a button at a
"who is it?" question too (Backspace already went back), and the box, grown taller to reread
or to ask, never covers the right-hand seat's hand and its count (Hanako's, at 960 × 600)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from test_tutorial_scenes import click_node, frames, open_menu, to_step

from goninkan_desktop.devtools.autopilot import press
from goninkan_desktop.i18n import set_language, t
from goninkan_desktop.tutorial import Guess
from goninkan_desktop.tutorial.scene import TutorialScene
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.nodes.guide import GuideBox


@pytest.fixture(params=["en", "ja"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


def at_question(app: App) -> TutorialScene:
    """The bidding lesson "the secret adjutant" at its question: who holds the joker?"""
    scene = open_menu(app).open_lesson("adjutant")
    to_step(app, scene, lambda: scene.runner.guessing)
    assert isinstance(scene.runner.current_step, Guess)
    return scene


def hands_covered(scene: TutorialScene) -> list[str]:
    """The players' hands of card backs (with their counts) the guide box lies over."""
    guide = scene.guide.world_rect
    covered = []
    for player, group in scene.table.groups.items():
        backs = group.backs
        if backs is None or not backs.count:
            continue
        rect = backs.world_rect.union(backs.children[0].world_rect)  # the cards and the count
        if rect.colliderect(guide):
            covered.append(f"{scene.table.label_name(player)}: {rect} under {guide}")
    return covered


def buttons_fit(box: GuideBox) -> None:
    """Every button inside the box, none over another, no label set smaller to fit."""
    shown = [*box.buttons, *([box.back] if box.back is not None else [])]
    for index, button in enumerate(shown):
        assert box.world_rect.contains(button.world_rect), button.label
        assert button._label.font_size == button._font_size, button.label
        for other in shown[index + 1:]:
            assert not button.world_rect.colliderect(other.world_rect), (button.label,
                                                                         other.label)


def test_previous_is_a_button_at_a_who_is_it_question(app: App, language: str) -> None:
    scene = at_question(app)
    names = [t(f"tutorial.name.{player}") for player in range(1, 5)]
    assert [button.label for button in scene.guide.buttons[:4]] == names
    assert len({button.world_rect.top for button in scene.guide.buttons[:4]}) == 1  # one row
    back = scene.guide.back
    assert back is not None and back.label == t("guide.previous")
    buttons_fit(scene.guide)
    asked = scene.runner.index
    tricks = len(scene.table.trick.cards)
    click_node(app, back)  # as Backspace: the step before, read again; the deal as it was
    assert scene.reading is not None and scene.reading < asked
    assert len(scene.table.trick.cards) == tricks
    press(pygame.K_RETURN)  # Enter reads on, back to the question
    frames(app, 2)
    while scene.reading is not None:
        press(pygame.K_RETURN)
        frames(app, 2)
    assert scene.runner.guessing and scene.guide.buttons[0].label == names[0]


def test_the_guide_box_leaves_the_hands_in_sight_at_960x600(language: str) -> None:
    """At the question and at each earlier step read again from it, back to the lesson's
    start: no hand of card backs (Hanako's, beside the box) under the guide box."""
    app = App((960, 600), fixed_dt=1 / 60)
    try:
        scene = at_question(app)
        assert not hands_covered(scene)
        seen_wide = set()
        while scene.can_go_back:
            press(pygame.K_BACKSPACE)
            frames(app, 2)
            assert scene.reading is not None
            assert not hands_covered(scene), scene.reading
            buttons_fit(scene.guide)
            seen_wide.add(scene.guide.size[0] > GuideBox().size[0])
        if language == "en":  # a step the narrow box would have covered the hand at
            assert True in seen_wide
    finally:
        app.clear_scenes()
        pygame.event.clear()
