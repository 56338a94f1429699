"""Esc in a lesson under way asks before leaving it: the place in it is never lost unasked.

Play-tested: Esc in the middle of a lesson went straight back to the lesson list, and the lesson
then started again from its first step. Now, once a lesson is under way, Esc asks, as every
question that loses something does: the safe answer (go on) is focused and is also Esc's;
at the lesson's first step, where nothing is lost, Esc still goes straight back.
"""

from __future__ import annotations

import pygame

from goninkan_desktop.devtools.autopilot import centre, click, press
from goninkan_desktop.i18n import t
from goninkan_desktop.tutorial.menu import TutorialMenuScene
from goninkan_desktop.tutorial.scene import TutorialScene
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.motion import Motion
from goninkan_desktop.ui.question import QuestionScene
from goninkan_desktop.ui.render.cards import CardRenderer

DT = 1 / 60


def frames(app: App, count: int = 2) -> None:
    for _ in range(count):
        app.frame(DT)


def lesson_under_way(app: App) -> tuple[TutorialMenuScene, TutorialScene]:
    menu = TutorialMenuScene(app, renderer=CardRenderer(), motion=Motion("instant"))
    app.push(menu)
    frames(app)
    scene = menu.open_lesson("cards")
    frames(app)
    for _ in range(2):  # two messages read on: the lesson's step 3
        press(pygame.K_RETURN)
        frames(app, 10)
    assert scene.runner.index == 2
    return menu, scene


def test_escape_in_a_lesson_under_way_asks_and_esc_again_stays(app: App, lang: str) -> None:
    _, scene = lesson_under_way(app)
    press(pygame.K_ESCAPE)
    frames(app)
    question = app.top
    assert isinstance(question, QuestionScene)
    _, total = scene.runner.progress
    assert question.text == t("tutorial.leave.text", step=3, total=total)
    assert question.buttons[1].focused  # the safe answer
    press(pygame.K_ESCAPE)
    frames(app)
    assert app.top is scene and scene.runner.index == 2
    press(pygame.K_ESCAPE)
    frames(app)
    press(pygame.K_RETURN)  # Enter gives the focused, safe answer too
    frames(app)
    assert app.top is scene and scene.runner.index == 2


def test_leave_on_the_question_goes_back_to_the_lessons(app: App) -> None:
    menu, _ = lesson_under_way(app)
    press(pygame.K_ESCAPE)
    frames(app)
    question = app.top
    assert isinstance(question, QuestionScene)
    click(app, centre(question.buttons[0]))
    frames(app)
    assert app.top is menu
    assert question.buttons[0].label == t("tutorial.leave.yes")


def test_escape_at_a_lessons_first_step_goes_straight_back(app: App) -> None:
    menu = TutorialMenuScene(app, renderer=CardRenderer(), motion=Motion("instant"))
    app.push(menu)
    frames(app)
    menu.open_lesson("cards")
    frames(app)
    press(pygame.K_ESCAPE)
    frames(app)
    assert app.top is menu


def _until_dialog(app: App, scene: TutorialScene, kind: str) -> None:
    """Enter read on (the guide's Next) until the table asks in a dialog of ``kind``."""
    for _ in range(20):
        if scene.table_scene.desk.dialog_kind == kind:
            return
        press(pygame.K_RETURN)
        frames(app, 30)
    raise AssertionError(f"no {kind} dialog: {scene.table_scene.desk.dialog_kind}")


def test_escape_at_a_decisions_dialog_in_a_lesson_asks_to_leave(app: App, lang: str) -> None:
    """Play-tested: at the bid and at the lay-down of the auction lesson, Esc did nothing (the
    dialog open took it); now it asks to leave, as at every other step, and staying keeps the
    dialog and the step."""
    menu = TutorialMenuScene(app, renderer=CardRenderer(), motion=Motion("instant"))
    app.push(menu)
    frames(app)
    scene = menu.open_lesson("auction")
    frames(app)
    _until_dialog(app, scene, "bid_picker")
    for kind in ("bid_picker", "discard"):
        if kind == "discard":  # the lesson's bid, 12 spades, then on to the lay-down
            for key in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN):
                press(key)
                frames(app, 10)
            _until_dialog(app, scene, "discard")
        step = scene.runner.index
        press(pygame.K_ESCAPE)
        frames(app)
        question = app.top
        assert isinstance(question, QuestionScene), kind
        press(pygame.K_ESCAPE)  # stay
        frames(app)
        assert app.top is scene and scene.runner.index == step
        assert scene.table_scene.desk.dialog_kind == kind
    press(pygame.K_ESCAPE)
    frames(app)
    question = app.top
    assert isinstance(question, QuestionScene)
    click(app, centre(question.buttons[0]))  # leave
    frames(app)
    assert app.top is menu
