"""A new game's settings: every house rule reaches the engine and is remembered for next time."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from menu_driver import Desktop, play_a_while

from engine.rules import RuleSet
from goninkan_desktop.menus.new_game import NewGameScene
from goninkan_desktop.menus.title import TitleScene
from goninkan_desktop.profile.settings import load_settings
from goninkan_desktop.table.scene import TableScene
from goninkan_desktop.ui.question import QuestionScene


@pytest.fixture
def desktop() -> Iterator[Desktop]:
    made = Desktop()
    made.session.change(speed="instant")
    yield made
    made.close()



def test_the_standard_defaults_are_shown(desktop: Desktop) -> None:
    scene = desktop.open_new_game()
    values = {name: row.value for name, row in scene.rows.items()}
    assert values == {"preset": "standard", "rounds": 4, "tome_suppe": False, "nijukan": "swap",
                      "shown_cards": 2, "deal1_target": 9, "scoring": "standard",
                      "missed_juroku": -16, "time_limit": None, "level": "normal"}
    assert scene.rows["missed_juroku"].enabled


def test_choices_reach_the_engine_and_persist(desktop: Desktop) -> None:
    scene = desktop.open_new_game()
    desktop.click(scene.rows["preset"].right)  # goshogawara: every rule takes its value
    assert scene.rows["rounds"].value == 10 and scene.rows["nijukan"].value == "redeal"
    assert not scene.rows["missed_juroku"].enabled  # goshogawara scoring has no such rule
    desktop.click(scene.rows["rounds"].left)
    desktop.click(scene.rows["shown_cards"].right)
    desktop.click(scene.rows["deal1_target"].left)
    desktop.click(scene.rows["time_limit"].right)
    desktop.click(scene.rows["level"].left)
    assert scene.rows["level"].help.text.startswith("Plays any card")
    desktop.click(scene.start_button)
    table = desktop.top
    assert isinstance(table, TableScene)
    wanted = RuleSet.preset_named("goshogawara", rounds=9, shown_cards=3, deal1_target=8)
    assert table.controller.match.rules == wanted
    assert table.controller.level == "easy" and table.controller.time_limit == 30.0
    saved = load_settings().settings
    assert saved.rules == wanted and saved.cpu_level == "easy" and saved.turn_time_limit == 30
    desktop.close()
    again = Desktop()
    try:
        title = again.top
        assert isinstance(title, TitleScene) and "continue" in title.buttons
        again.click(title.buttons["new_game"])
        scene = again.top
        assert isinstance(scene, NewGameScene)
        assert scene.rows["rounds"].value == 9 and scene.rows["level"].value == "easy"
    finally:
        again.close()


def test_keyboard_changes_rows(desktop: Desktop) -> None:
    scene = desktop.open_new_game()
    assert scene.start_button.focused
    desktop.key(pygame.K_UP)  # Back, to Start's left: the focus goes as the screen reads
    assert scene.back_button.focused
    desktop.key(pygame.K_DOWN, 2)  # Start, then round to the first row
    assert scene.rows["preset"].focused
    desktop.key(pygame.K_DOWN)  # rounds
    desktop.key(pygame.K_RIGHT, 2)
    desktop.key(pygame.K_DOWN)  # tome-suppe
    desktop.key(pygame.K_RETURN)
    assert scene.rows["rounds"].value == 6 and scene.rows["tome_suppe"].value is True
    desktop.key(pygame.K_UP, 2)
    desktop.key(pygame.K_RIGHT)  # preset: goshogawara resets everything
    assert scene.rows["rounds"].value == 10
    desktop.key(pygame.K_LEFT)
    assert scene.rows["rounds"].value == 4 and scene.rows["tome_suppe"].value is False
    desktop.key(pygame.K_ESCAPE)
    assert isinstance(desktop.top, TitleScene)


def test_starting_over_an_unfinished_match_asks_first() -> None:
    saved = play_a_while()
    desktop = Desktop()
    try:
        scene = desktop.open_new_game()
        desktop.click(scene.start_button)
        question = desktop.top
        assert isinstance(question, QuestionScene)
        desktop.key(pygame.K_ESCAPE)  # keep it
        assert desktop.top is scene
        assert desktop.session.autosave.path.read_text(encoding="utf-8") == saved
        desktop.click(scene.start_button)
        question = desktop.top
        assert isinstance(question, QuestionScene)
        assert question.buttons[1].focused  # Enter keeps the old game: nothing is lost by mistake
        desktop.key(pygame.K_LEFT)
        desktop.key(pygame.K_RETURN)
        assert isinstance(desktop.top, TableScene)
        assert desktop.session.autosave.path.read_text(encoding="utf-8") != saved
    finally:
        desktop.close()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_rule_explains_itself_legibly_at_960x600(language: str) -> None:
    """Each row's help fits inside its row (two lines at most) in a type large enough to read
    in the smallest window, and the "?" of each house rule opens its page in the rules."""
    from goninkan_desktop.menus.new_game import TOPICS
    from goninkan_desktop.menus.rules import GLOSSARY, RulesScene

    desktop = Desktop(size=(960, 600), language=language)
    try:
        scene = desktop.open_new_game()
        assert desktop.app.scale == 0.75
        for name, row in scene.rows.items():
            lines = row.help.children
            assert 1 <= len(lines) <= 2, name
            assert min(line.size[1] for line in lines) * desktop.app.scale >= 15, name  # pixels
            bottom = max(line.world_rect.bottom for line in lines)
            right = max(line.world_rect.right for line in lines)
            limit = row.more.world_rect.left if row.more is not None else row.world_rect.right
            assert bottom <= row.world_rect.bottom and right <= limit, name
            assert (row.more is not None) == (name in TOPICS), name
        for name, topic in TOPICS.items():
            more = scene.rows[name].more
            assert more is not None
            desktop.click(more)
            rules = desktop.top
            assert isinstance(rules, RulesScene)
            section = "glossary" if topic in GLOSSARY else topic.split(".")[0]
            assert rules.sections[rules.section] == section, name
            if topic in GLOSSARY:
                assert rules.view.offset > 0 or topic == GLOSSARY[0]
            elif "." in topic:  # scrolled to the rule's own paragraph, not the section's top
                wanted = min(rules.paragraph_at[f"rules.{topic}"] - 12.0, rules.view.max_offset)
                assert rules.view.offset == pytest.approx(max(0.0, wanted)), name
            desktop.key(pygame.K_ESCAPE)
            assert desktop.top is scene
    finally:
        desktop.close()
