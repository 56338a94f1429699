"""The settings screen: every change applies at once and persists across a restart."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from menu_driver import Desktop, texts

from goninkan_desktop import i18n
from goninkan_desktop.menus.settings_screen import SettingsScene
from goninkan_desktop.menus.title import TitleScene
from goninkan_desktop.profile.settings import load_settings
from goninkan_desktop.ui.nodes.button import Button


@pytest.fixture
def desktop() -> Iterator[Desktop]:
    made = Desktop()
    yield made
    made.close()


def _open(desktop: Desktop) -> SettingsScene:
    return desktop.open_from_title("settings", SettingsScene)


def test_language_switches_every_screen_and_persists(desktop: Desktop) -> None:
    scene = _open(desktop)
    assert scene.rows["language"].value == "en"
    desktop.click(scene.rows["language"].left)
    assert i18n.language() == "ja"
    assert "設定" in texts(scene.root)
    desktop.key(pygame.K_ESCAPE)
    title = desktop.top
    assert isinstance(title, TitleScene)
    assert "ゴニンカン" in texts(title.root) and title.buttons["settings"].label == "設定"
    assert load_settings().settings.language == "ja"
    desktop.close()
    again = Desktop(language=None)
    assert i18n.language() == "ja"
    again.close()


def test_look_and_sound_apply_live_and_persist(desktop: Desktop) -> None:
    scene = _open(desktop)
    session = desktop.session
    desktop.click(scene.rows["four_colour"].right)
    desktop.click(scene.rows["card_back"].right)
    desktop.click(scene.rows["volume"].left)
    desktop.click(scene.rows["speed"].right)
    desktop.click(scene.rows["reduced_motion"].right)
    desktop.click(scene.rows["teaching_tips"].left)
    assert session.renderer.four_colour and session.renderer.back_style == "red"
    assert session.audio is not None and session.audio.volume == 70
    assert session.motion.speed == "fast" and session.motion.reduced
    assert desktop.app.settings.teaching_tips is False
    desktop.click(scene.rows["sound"].left)
    assert session.audio.enabled is False and not scene.rows["volume"].enabled
    saved = load_settings().settings
    assert (saved.four_colour, saved.card_back, saved.volume, saved.sound, saved.speed,
            saved.reduced_motion, saved.teaching_tips) == (True, "red", 70, False, "fast", True,
                                                           False)


def test_window_size_presets_resize_the_window(desktop: Desktop) -> None:
    scene = _open(desktop)
    row = scene.rows["window_size"]
    while row.value != (960, 600):
        desktop.click(row.left)
    assert desktop.app.window.get_size() == (960, 600)
    assert load_settings().settings.window_size == (960, 600)
    button = row.right
    click_at = desktop.app.to_window(button.world_rect.center)
    assert 0 <= click_at[0] < 960 and 0 <= click_at[1] < 600
    desktop.click(button)
    assert row.value == (1280, 720)


def test_window_size_shows_the_window_as_it_is() -> None:
    """Saved 1280 × 800, but the window opened at 1152 × 720 (shrunk to fit the screen)."""
    desktop = Desktop(size=(1152, 720))
    try:
        scene = _open(desktop)
        assert scene.rows["window_size"].value == (1152, 720)
        assert "1152 × 720" in texts(scene.root)
    finally:
        desktop.close()


def test_keyboard_only(desktop: Desktop) -> None:
    scene = _open(desktop)
    desktop.key(pygame.K_DOWN, 3)  # sound
    desktop.key(pygame.K_RETURN)
    assert desktop.session.settings.sound is False
    desktop.key(pygame.K_UP, 3)
    desktop.key(pygame.K_TAB, len(scene.rows) - 1)  # every row, the volume skipped (no sound)
    focused = scene.focus.current
    assert isinstance(focused, Button) and focused is scene.back_button
    desktop.key(pygame.K_RETURN)
    assert isinstance(desktop.top, TitleScene)


def test_language_change_mid_match_rebuilds_the_table(desktop: Desktop) -> None:
    from engine.rules import RuleSet
    from goninkan_desktop.menus.pause_menu import PauseMenuScene
    from goninkan_desktop.table.scene import TableScene

    desktop.shell.start_match(RuleSet(), "easy", None)
    desktop.frames(30)
    desktop.key(pygame.K_ESCAPE)
    menu = desktop.top
    assert isinstance(menu, PauseMenuScene)
    record = desktop.table.controller.record
    desktop.click(menu.buttons["settings"])
    scene = desktop.top
    assert isinstance(scene, SettingsScene)
    desktop.click(scene.rows["language"].left)
    desktop.key(pygame.K_ESCAPE)
    again = desktop.top
    assert isinstance(again, PauseMenuScene) and again is not menu
    assert again.buttons["resume"].label == "勝負に戻る"
    table = desktop.table
    assert isinstance(table, TableScene) and desktop.app.scenes[0] is table
    assert table.table.groups[0].panel.name == "あなた" and table.controller.record == record


def test_window_smaller_than_a_setting_allows_offers_only_sizes_it_can_save() -> None:
    """A window dragged to 800 × 450 (below the 800 × 600 minimum): every size offered saves."""
    desktop = Desktop(size=(800, 450))
    try:
        scene = _open(desktop)
        row = scene.rows["window_size"]
        assert row.value == desktop.session.settings.window_size
        for _ in range(12):
            desktop.click(row.left)
        for _ in range(12):
            desktop.click(row.right)
        assert load_settings().settings.window_size == row.value
    finally:
        desktop.close()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_row_and_back_fit_above_the_key_line(desktop: Desktop, language: str) -> None:
    """With a row added ("Take back a move"), Back ran off the foot of the screen and over the
    key line: every row, the preview and Back stay on the screen, clear of that line."""
    from goninkan_desktop.ui import layout
    from goninkan_desktop.ui.nodes.text import TextNode

    i18n.set_language(language)
    try:
        scene = _open(desktop)
        keys = [node for node in scene.root.children
                if isinstance(node, TextNode) and node.text == i18n.t(scene.hint_key)]
        assert len(keys) == 1
        line = keys[0].world_rect
        for node in [*scene.rows.values(), scene.back_button]:
            rect = node.world_rect
            assert rect.bottom <= layout.HEIGHT and not rect.colliderect(line), node
    finally:
        i18n.set_language("en")
