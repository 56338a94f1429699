"""The title screen: its buttons, "continue" only with a match to continue, broken saves."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from menu_driver import Desktop, play_a_while, texts

from goninkan_desktop.menus.new_game import NewGameScene
from goninkan_desktop.menus.settings_screen import SettingsScene
from goninkan_desktop.menus.title import TitleScene
from goninkan_desktop.profile.saves import Autosave
from goninkan_desktop.profile.settings import settings_path
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.question import QuestionScene

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def desktops() -> Iterator[list[Desktop]]:
    made: list[Desktop] = []
    yield made
    for desktop in made:
        desktop.close()


def test_title_without_a_save_offers_a_new_game(desktops: list[Desktop]) -> None:
    desktop = Desktop()
    desktops.append(desktop)
    title = desktop.top
    assert isinstance(title, TitleScene)
    assert list(title.buttons) == ["new_game", "daily", "tutorial", "rules", "history", "stats",
                                   "settings", "quit"]
    shown = texts(title.root)
    assert "Goninkan" in shown and any(text.startswith("Version ") for text in shown)
    assert title.buttons["new_game"].focused


def test_continue_shows_where_the_match_stopped(desktops: list[Desktop]) -> None:
    play_a_while()
    desktop = Desktop()
    desktops.append(desktop)
    title = desktop.top
    assert isinstance(title, TitleScene)
    assert next(iter(title.buttons)) == "continue" and title.buttons["continue"].focused
    assert title.where.text.startswith("Round 1, deal 1, trick ")


def test_a_broken_save_is_set_aside_with_a_message(desktops: list[Desktop]) -> None:
    autosave = Autosave()
    autosave.folder.mkdir(parents=True)
    autosave.path.write_text('{"format": "goninkan-record", "vers', encoding="utf-8")
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("not json", encoding="utf-8")
    desktop = Desktop()
    desktops.append(desktop)
    first = desktop.top
    assert isinstance(first, QuestionScene)
    assert "usual settings" in " ".join(texts(first.root))
    desktop.key(pygame.K_RETURN)
    second = desktop.top
    assert isinstance(second, QuestionScene)
    assert "could not be read" in " ".join(texts(second.root))
    desktop.click(second.buttons[0])
    title = desktop.top
    assert isinstance(title, TitleScene) and "continue" not in title.buttons
    kept = [p.name for p in autosave.folder.iterdir()]
    assert not autosave.path.exists() and any(name.startswith("autosave") for name in kept)


def test_buttons_open_their_screens_by_mouse_and_keyboard(desktops: list[Desktop]) -> None:
    desktop = Desktop()
    desktops.append(desktop)
    title = desktop.top
    assert isinstance(title, TitleScene)
    desktop.click(title.buttons["new_game"])
    assert isinstance(desktop.top, NewGameScene)
    desktop.key(pygame.K_ESCAPE)
    assert desktop.top is title
    desktop.key(pygame.K_DOWN, 6)
    assert title.buttons["settings"].focused
    desktop.key(pygame.K_RETURN)
    assert isinstance(desktop.top, SettingsScene)
    desktop.key(pygame.K_ESCAPE)
    desktop.key(pygame.K_TAB)
    desktop.key(pygame.K_SPACE)
    assert not desktop.app.running  # Quit


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_esc_on_the_title_goes_to_quit_and_never_quits(desktops: list[Desktop],
                                                      size: tuple[int, int], lang: str) -> None:
    """Play-tested: Esc on the title screen did nothing at all. It now moves the focus to Quit,
    as the key line says; Esc again stays there, and only Enter on it quits."""
    desktop = Desktop(size, language=lang)
    desktops.append(desktop)
    title = desktop.top
    assert isinstance(title, TitleScene)
    assert "Esc" in " ".join(texts(title.root))
    assert title.buttons["new_game"].focused
    desktop.key(pygame.K_ESCAPE, 2)
    assert desktop.top is title and desktop.app.running
    assert title.buttons["quit"].focused and not title.buttons["new_game"].focused
    desktop.key(pygame.K_UP)
    assert title.buttons["settings"].focused  # the focus moves on from there as usual
    desktop.key(pygame.K_ESCAPE)
    desktop.key(pygame.K_RETURN)
    assert not desktop.app.running


def test_command_line_title_frame_and_language(tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    for extra in ([], ["--lang", "ja", "--window", "960x600"]):
        done = subprocess.run([sys.executable, "-m", "goninkan_desktop",
                               "--quit-after-first-frame", *extra], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=60, check=False)
        assert done.returncode == 0, done.stderr


def test_the_first_start_offers_the_tutorial_once(desktops: list[Desktop]) -> None:
    from goninkan_desktop.tutorial.menu import TutorialMenuScene

    desktop = Desktop(first_start=True)
    desktops.append(desktop)
    offer = desktop.top
    assert isinstance(offer, QuestionScene)
    assert [b.label for b in offer.buttons] == ["Start the tutorial", "Not now"]
    desktop.click(offer.buttons[0])
    assert isinstance(desktop.top, TutorialMenuScene)
    desktop.key(pygame.K_ESCAPE)
    assert isinstance(desktop.top, TitleScene)  # not asked again on coming back
    desktop.close()
    again = Desktop(first_start=True)  # a restart: answered, so never asked again
    desktops.append(again)
    assert isinstance(again.top, TitleScene)


def test_the_tutorial_offer_is_easy_to_decline(desktops: list[Desktop]) -> None:
    desktop = Desktop(first_start=True)
    desktops.append(desktop)
    assert isinstance(desktop.top, QuestionScene)
    desktop.key(pygame.K_ESCAPE)
    assert isinstance(desktop.top, TitleScene)
    desktop.close()
    again = Desktop(first_start=True)
    desktops.append(again)
    assert isinstance(again.top, TitleScene)


def test_a_window_size_from_the_command_line_is_kept_as_settings_keeps_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``--window`` is remembered for next time (as ``--help`` says), as a size set in
    Settings is; one below the smallest kept size works but is not kept; a wrong one is
    refused with a line, never a traceback."""
    from goninkan_desktop.profile.settings import load_settings

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}

    def run(*extra: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "goninkan_desktop",
                               "--quit-after-first-frame", *extra], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=60, check=False)

    assert run("--window", "1024x700").returncode == 0
    assert load_settings().settings.window_size == (1024, 700)
    assert run("--window", "640x360").returncode == 0
    assert load_settings().settings.window_size == (1024, 700)
    wrong = run("--window", "big")
    assert wrong.returncode == 2 and "960x600" in wrong.stderr
    assert "Traceback" not in wrong.stderr
    helped = subprocess.run([sys.executable, "-m", "goninkan_desktop", "--help"], cwd=ROOT,
                            env=env, capture_output=True, text=True, timeout=60, check=True)
    assert "kept for next time" in " ".join(helped.stdout.split())


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_quits_focus_ring_clear_of_the_key_line(desktops: list[Desktop], lang: str) -> None:
    """Play-tested: with a match to continue, at 960×600, the focus ring round Quit touched
    the key line under it. The buttons now fit above it with their rings (8 px round a
    button) and a few pixels to spare."""
    play_a_while()
    desktop = Desktop((960, 600), language=lang)
    desktops.append(desktop)
    title = desktop.top
    assert isinstance(title, TitleScene) and "continue" in title.buttons
    desktop.key(pygame.K_ESCAPE)
    quit_button = title.buttons["quit"]
    assert quit_button.focused
    key_line = next(node for node in title.root.children
                    if isinstance(node, TextNode) and "Esc" in node.text)
    ring = quit_button.world_rect.inflate(16, 16)
    assert ring.bottom + 4 <= key_line.world_rect.top
    assert title.where.world_rect.bottom <= title.buttons["new_game"].world_rect.top


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_line_under_continue_is_clear_of_both_focus_rings(
        desktops: list[Desktop], lang: str, size: tuple[int, int]) -> None:
    """Play-tested at 960×600: Continue's focus ring covered the top of the line under it
    ("Round 2, deal 1, trick 2"). The line keeps clear of Continue's ring and of New game's,
    whichever has the focus: no pixel of it changes when the ring is drawn."""
    play_a_while()
    desktop = Desktop(size, language=lang)
    desktops.append(desktop)
    title = desktop.top
    assert isinstance(title, TitleScene)
    line = title.where.world_rect
    for key in ("continue", "new_game"):
        ring = title.buttons[key].world_rect.inflate(16, 16)
        assert not ring.colliderect(line), key
    assert title.buttons["continue"].focused
    with_ring = desktop.app.render().copy()
    title.buttons["continue"].focused = False
    without = desktop.app.render().copy()
    title.buttons["continue"].focused = True
    changed = [(x, y) for y in range(round(line.top), round(line.bottom))
               for x in range(round(line.left), round(line.right))
               if with_ring.get_at((x, y)) != without.get_at((x, y))]
    assert changed == []
