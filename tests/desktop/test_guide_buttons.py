"""The guide box's buttons never move under the pointer.

"Skip lesson" stays in its right-hand place whatever the step: beside "Next" at a message,
beside "Hint" at the learner's move, and alone while the table plays, when it used to grow
into the place of "Next" (a click meant for Next skipped the lesson).
"""

from __future__ import annotations

from test_tutorial_scenes import open_menu, walk

from goninkan_desktop.i18n import t
from goninkan_desktop.tutorial import Scripted
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.nodes.guide import GuideBox


def test_skip_keeps_its_place_at_every_step(app: App) -> None:
    scene = open_menu(app).open_lesson("cards")
    places: set[tuple[float, float, float, float]] = set()
    scripted = []

    def watch(_: App) -> None:
        skip = scene.guide.button(t("guide.skip"))
        if skip is not None:
            places.add(tuple(skip.world_rect))  # type: ignore[arg-type]
            scripted.append(isinstance(scene.runner.current_step, Scripted))

    app.after_frame.append(watch)
    walk(app, scene, wrong=False)
    app.after_frame.remove(watch)
    assert any(scripted) and not all(scripted)  # seen while the table plays, and otherwise
    assert len(places) == 1


def test_a_lone_main_button_still_fills_the_row() -> None:
    box = GuideBox()
    box.set_buttons([("Back to lessons", lambda: None, True)])
    assert box.buttons[0].size[0] > GuideBox().size[0] / 2


def test_the_lesson_and_step_lines_never_touch() -> None:
    """"競りゴニンカン・レッスン 1／3" ran into "ステップ 2／15（読み直し）": a pair too long
    for one line takes two, and the lesson's title moves down below both."""
    from goninkan_desktop.i18n import set_language
    from goninkan_desktop.tutorial import GROUPS
    from goninkan_desktop.tutorial.scene import place_text

    set_language("ja")
    try:
        box = GuideBox()
        box.set_place(place_text(GROUPS[1].ids[0]), "札の強さ",
                      t("guide.step_again", step=2, total=15))
        where, step, title = box.where, box.step_label, box.title
        beside = where.pos[0] + where.size[0] + 8.0 <= step.pos[0] - step.size[0]
        below = step.pos[1] >= where.pos[1] + where.size[1]
        assert beside or below
        assert title.pos[1] >= step.pos[1] + step.size[1]
        box.set_place("Lesson 1 of 12", "The cards", t("guide.step", step=1, total=12))
        assert box.step_label.pos[1] == box.where.pos[1]  # a short pair keeps one line
    finally:
        set_language("en")
