"""Lessons' keys: a way back, and one key, one meaning on every step.

- "Previous" (Backspace; ← where the arrows move nothing else; a button) shows an earlier
  step's words again, the deal untouched; Next (Enter, →) reads on to the step waiting.
- Where Enter reads on, it never also plays the focused card or answers a dialog: on every
  step of every lesson of both games, Enter on a message only reads on, and after going back
  at a move or a question, Enter only reads on too, until the step waiting is shown again.
- Right after a hint (by mouse), the first Enter makes the hinted move.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from test_tutorial_scenes import click_node, frames, make_move, open_menu, settle

from engine import Decision
from engine.cards import parse_card
from goninkan_desktop.devtools.autopilot import press
from goninkan_desktop.i18n import t
from goninkan_desktop.tutorial import GROUPS, Guess, Move, Result, Say
from goninkan_desktop.tutorial.scene import TutorialScene
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.nodes.dialog import PRIMARY

ALL_LESSONS = [lesson_id for group in GROUPS for lesson_id in group.ids]


class Tries:
    """Counts the learner's tries that reach the lesson: moves (card, dialog) and answers."""

    def __init__(self, scene: TutorialScene) -> None:
        self.count = 0
        runner = scene.runner
        try_move, try_guess = runner.try_move, runner.try_guess

        def counted_move(decision: Decision):  # type: ignore[no-untyped-def]
            self.count += 1
            return try_move(decision)

        def counted_guess(player: int):  # type: ignore[no-untyped-def]
            self.count += 1
            return try_guess(player)

        runner.try_move = counted_move  # type: ignore[method-assign]
        runner.try_guess = counted_guess  # type: ignore[method-assign]


def key(app: App, pressed: int) -> None:
    press(pressed)
    frames(app, 2)


def to_move(app: App, scene: TutorialScene) -> None:
    """On to the lesson's first move, reading on with Enter."""
    while True:
        settle(app, scene)
        if isinstance(scene.runner.current_step, Move):
            return
        key(app, pygame.K_RETURN)


def snapshot(scene: TutorialScene) -> tuple[object, ...]:
    """What the deal and the learner's choices are now (the history, the hand, the dialog)."""
    history = tuple((len(decisions)) for _, decisions in scene.runner.match.history)
    return (scene.runner.index, history, tuple(scene.table.hand.held),
            tuple(scene.table.hand.selected), scene.dialog)


def test_backspace_reads_the_step_before_again_and_enter_comes_back(app: App) -> None:
    scene = open_menu(app).open_lesson("following")
    frames(app, 2)
    to_move(app, scene)
    step = scene.runner.current_step
    assert isinstance(step, Move)
    before = snapshot(scene)
    earlier = scene.runner.index - 1
    while not isinstance(scene.lesson.steps[earlier], Say | Move | Guess):
        earlier -= 1
    said = scene.lesson.steps[earlier]
    assert isinstance(said, Say)
    assert t("guide.keys.backspace") in scene.guide.keys.text  # the keys line says so
    key(app, pygame.K_BACKSPACE)
    assert scene.reading == earlier and scene.guide.message == t(said.text)
    assert scene.guide.step_label.text == t("guide.step_again", step=earlier + 1,
                                            total=len(scene.lesson.steps))
    assert t("guide.keys.read_on") in scene.guide.keys.text
    assert snapshot(scene) == before  # the deal as it was
    assert scene.guide.back is not None and scene.guide.back.label == t("guide.previous")
    click_node(app, scene.guide.back)  # the button: one step further back
    assert scene.reading is not None and scene.reading < earlier
    key(app, pygame.K_RIGHT)  # → reads on
    assert scene.reading == earlier
    key(app, pygame.K_RETURN)  # Enter reads on, to the step waiting
    assert scene.reading is None and scene.guide.message == t(step.prompt)
    assert snapshot(scene) == before
    assert scene.guide.buttons[0].label == t("tutorial.hint")


def test_left_goes_back_on_a_message_and_moves_the_hand_at_a_move(app: App) -> None:
    """← has one meaning per step: on a message it goes back (nothing else uses it there); at
    a card to play it moves the hand's focus, and Backspace goes back."""
    scene = open_menu(app).open_lesson("following")
    frames(app, 2)
    while True:
        settle(app, scene)
        if isinstance(scene.runner.current_step, Say) and scene.can_go_back:
            break
        key(app, pygame.K_RETURN)
    assert t("guide.keys.previous") in scene.guide.keys.text
    key(app, pygame.K_LEFT)
    assert scene.reading is not None
    key(app, pygame.K_RETURN)
    assert scene.reading is None
    to_move(app, scene)
    hand = scene.table.hand
    focus = hand.highlighted
    key(app, pygame.K_LEFT)
    assert scene.reading is None and hand.highlighted != focus
    assert t("table.keys_play") in scene.guide.keys.text  # the hand's keys, in the guide box


@pytest.mark.parametrize("lesson_id", ALL_LESSONS)
def test_enter_that_reads_on_never_plays_or_answers(app: App, lesson_id: str) -> None:
    """Every step of the lesson: on a message or the result Enter only reads on; at a move or
    a question, after going back (Backspace), Enter only reads on until the step waiting is
    shown again, with a card focused in the hand or a dialog open under it all the while."""
    scene = open_menu(app).open_lesson(lesson_id)
    frames(app, 2)
    tries = Tries(scene)
    while True:
        settle(app, scene)
        step, index = scene.runner.current_step, scene.runner.index
        if isinstance(step, Result):
            assert scene.guide.buttons[0].style is PRIMARY
            return
        if isinstance(step, Say):
            key(app, pygame.K_RETURN)
            assert tries.count == 0, (lesson_id, index)
            settle(app, scene)
            assert scene.runner.index > index, (lesson_id, index)
            continue
        assert isinstance(step, Move | Guess)
        before = snapshot(scene)
        if scene.can_go_back:
            key(app, pygame.K_BACKSPACE)
            assert scene.reading is not None, (lesson_id, index)
            for _ in range(len(scene.lesson.steps)):
                if scene.reading is None:
                    break
                key(app, pygame.K_RETURN)
            assert scene.reading is None and tries.count == 0, (lesson_id, index)
            assert snapshot(scene) == before, (lesson_id, index)
        if isinstance(step, Guess):
            click_node(app, scene.guide.button(t(f"tutorial.name.{step.answer}")))
        else:
            make_move(app, scene, step.expected[0])
        assert scene.runner.index > index, (lesson_id, index)
        tries.count = 0


@pytest.fixture
def hinted_move(app: App) -> Iterator[TutorialScene]:
    scene = open_menu(app).open_lesson("cards")
    frames(app, 2)
    to_move(app, scene)
    yield scene


def test_the_first_enter_after_a_hint_by_mouse_makes_the_move(
        app: App, hinted_move: TutorialScene) -> None:
    scene = hinted_move
    index = scene.runner.index
    click_node(app, scene.guide.button(t("tutorial.hint")))  # the pointer stays on the button
    node = scene.table.hand.card_node(parse_card("AH"))
    hand = scene.table.hand
    assert hand.highlighted is not None and hand.cards[hand.highlighted] is node
    key(app, pygame.K_RETURN)
    assert scene.runner.index > index and scene.runner.mistakes == 0


def test_h_shows_the_hint_at_a_move(app: App, hinted_move: TutorialScene) -> None:
    scene = hinted_move
    assert t("guide.keys.hint") in scene.guide.keys.text
    key(app, pygame.K_h)
    assert scene.hinted == ("card:AH",)
    index = scene.runner.index
    key(app, pygame.K_RETURN)
    assert scene.runner.index > index


def test_the_hint_puts_the_adjutant_pickers_focus_on_its_card(app: App) -> None:
    scene = open_menu(app).open_lesson("adjutant")
    frames(app, 2)
    while scene.desk.dialog_kind != "adjutant_picker":
        settle(app, scene)
        if isinstance(scene.runner.current_step, Say):
            key(app, pygame.K_RETURN)
        elif scene.desk.dialog_kind != "adjutant_picker":
            step = scene.runner.current_step
            assert isinstance(step, Move)
            make_move(app, scene, step.expected[0])
    index = scene.runner.index
    click_node(app, scene.guide.button(t("tutorial.hint")))
    key(app, pygame.K_RETURN)
    assert scene.runner.index > index and scene.runner.mistakes == 0
