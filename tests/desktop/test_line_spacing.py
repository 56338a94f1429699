"""No two lines of a paragraph touch in the 960 × 600 window.

Play-tested at 960 × 600: the lines of the prompt above the hand (spaced 1.0), the new game's
help under each choice (1.04), a lesson's title and the review's verdict and notes (1.1)
touched or nearly touched, a "g" on the "h" under it. Every paragraph's lines now keep at
least ``line_gaps.LEAST_GAP`` window pixels clear there, measured on the lines drawn.
"""

from __future__ import annotations

import pygame
from line_gaps import ink_gaps, touching
from menu_driver import Desktop

from goninkan_desktop.menus.new_game import NewGameScene
from goninkan_desktop.tutorial.menu import TutorialMenuScene
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.motion import Motion
from goninkan_desktop.ui.nodes.panel import TIGHTEST_LINES, Paragraph
from goninkan_desktop.ui.nodes.text import get_font
from goninkan_desktop.ui.render import theme
from goninkan_desktop.ui.render.cards import CardRenderer

WORDS = {"en": "Give the joker its suit, then play a high trump to beat the King that leads "
               "this trick, or keep it back for the trick after",
         "ja": "ジョーカーのマークを決めてから、切り札の高い札で親のキングを倒すか、"
               "次の場に取っておきましょう。"}


def test_no_paragraph_is_spaced_tighter_than_the_least() -> None:
    paragraph = Paragraph("one\ntwo", (0.0, 0.0), 400.0, size=theme.SIZE_SMALL, line_gap=1.0)
    step = get_font(theme.fs(theme.SIZE_SMALL)).get_linesize() * TIGHTEST_LINES
    assert paragraph.size[1] >= 2 * step - 0.01


def test_the_prompts_two_lines_do_not_touch(table_factory, lang: str) -> None:
    table = table_factory(seed=5, level="easy", size=(960, 600))
    prompt = table.scene.table.prompt
    prompt.set_error(WORDS[lang])
    table.frames(2)
    assert len(prompt.lines) >= 2
    assert touching(prompt) == []
    assert table.scene.table.hand.cards  # the prompt grew up, still above the raised cards
    assert prompt.world_rect.bottom <= table.scene.table.hand.clear_top + 0.5


def test_the_new_games_help_lines_do_not_touch(lang: str) -> None:
    desktop = Desktop(size=(960, 600), language=lang)
    try:
        desktop.click(desktop.top.buttons["new_game"])  # type: ignore[union-attr]
        scene = desktop.top
        assert isinstance(scene, NewGameScene)
        two_lines = 0
        for _ in range(len(scene.rows)):  # each choice with each of its values, by the keys
            for _ in range(4):
                desktop.key(pygame.K_RIGHT)
                assert touching(scene.root) == []
                two_lines += sum(len(ink_gaps(row.help)) for row in scene.rows.values())
            desktop.key(pygame.K_DOWN)
        assert two_lines  # some help took two lines
    finally:
        desktop.close()


def test_a_lessons_two_line_title_does_not_touch(lang: str) -> None:
    app = App((960, 600), fixed_dt=1 / 60)
    try:
        menu = TutorialMenuScene(app, renderer=CardRenderer(), motion=Motion("instant"))
        app.push(menu)
        app.frame(1 / 60)
        for lesson in ("nijukan", "cards", "kime_yaku"):
            scene = menu.open_lesson(lesson)
            app.frame(1 / 60)
            assert touching(scene.root) == [], lesson
            app.pop(scene)
    finally:
        app.clear_scenes()
        pygame.event.clear()
