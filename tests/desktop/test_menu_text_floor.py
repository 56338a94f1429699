"""Statistics and History at 960 × 600 (issue 41): no text below the table's smallest size
(the figures were about 11 px, the rules-and-level rows and the chart's about 9), each text
inside its panel or button and clear of every other, the key help clear of the buttons."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import platformdirs
import pygame
import pytest
from layers import drawn_in_order
from menu_driver import Desktop, texts
from test_new_forms_open import in_progress
from test_stats import archive_many
from test_stats_bidding import archive_bidding
from text_floor import SMALL_WINDOW, shown_texts, too_small

from goninkan_desktop.menus.history import AuctionsScene, HistoryScene
from goninkan_desktop.menus.rules import RulesScene
from goninkan_desktop.menus.title import TitleScene
from goninkan_desktop.platform import paths
from goninkan_desktop.profile.saves import Autosave
from goninkan_desktop.stats.scene import FORMS_VIEW, GAMES, StatsScene
from goninkan_desktop.tutorial.menu import TutorialMenuScene
from goninkan_desktop.ui.app import Scene
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.panel import Panel
from goninkan_desktop.ui.nodes.text import TextNode


@pytest.fixture
def desk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
         request: pytest.FixtureRequest) -> Iterator[Desktop]:
    """The game at 960 × 600 in the test's language, with Goninkan and bidding matches
    archived (rules-and-level rows, a chart, bids by level and by trump, Auctions buttons)."""
    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr(platformdirs, "user_documents_path", lambda: documents)
    archive_many(paths.data_dir(), 7)
    archive_bidding(paths.data_dir(), 4)
    made = Desktop(SMALL_WINDOW, request.param)
    yield made
    made.close()


def opened(desk: Desktop, button: str) -> Scene:
    title = desk.top
    assert isinstance(title, TitleScene)
    desk.click(title.buttons[button])
    assert desk.top is not None and desk.top is not title
    return desk.top


def clashes(scene: Scene) -> list[str]:
    """Texts that leave their panel or button, or touch another text or a button they are
    not on, and texts touching each other anywhere on the screen."""
    found = []
    shown = list(shown_texts(scene.root))
    for node in shown:
        box = node.world_rect
        holder = node.parent
        while holder is not None and not isinstance(holder, Panel | Button):
            holder = holder.parent
        if holder is not None and not holder.world_rect.contains(box):
            found.append(f"{node.text!r} leaves its {type(holder).__name__}")
    for index, node in enumerate(shown):
        for other in shown[index + 1:]:
            if node.world_rect.colliderect(other.world_rect):
                found.append(f"{node.text!r} touches {other.text!r}")
    buttons = [node for node in drawn_in_order(scene.root) if isinstance(node, Button)]
    for node in shown:
        for button in buttons:
            if button not in node.ancestors() and node.world_rect.colliderect(button.world_rect):
                found.append(f"{node.text!r} touches the button {button.label!r}")
    return found


def check(scene: Scene, desk: Desktop, texts_at_least: int = 12) -> None:
    desk.frames(2)
    assert not too_small(scene.root, desk.app.scale)
    assert not clashes(scene)
    assert len(list(shown_texts(scene.root))) >= texts_at_least  # the whole screen looked at


@pytest.mark.parametrize("desk", ["ja", "en"], indirect=True)
def test_statistics_of_both_games_are_readable_at_960x600(desk: Desktop) -> None:
    scene = opened(desk, "stats")
    assert isinstance(scene, StatsScene)
    assert desk.app.scale == pytest.approx(0.75)
    for game in (*GAMES, FORMS_VIEW):
        scene.show_game(game)
        check(scene, desk)
        scale = [node for node in scene.chart.children if isinstance(node, TextNode)]
        assert len(scale) >= 3  # the chart's scale and its axis, drawn
    scene.show_game("goninkan")
    desk.frames(2)
    rows = [text for text in texts(scene.root) if text.startswith(("Standard", "Goshogawara",
                                                                   "標準", "五所川原"))]
    assert len(rows) >= 4  # the rules-and-level rows, two lines each where they must


@pytest.mark.parametrize("desk", ["ja", "en"], indirect=True)
def test_history_and_its_auctions_are_readable_at_960x600(desk: Desktop) -> None:
    scene = opened(desk, "history")
    assert isinstance(scene, HistoryScene) and scene.auction_buttons
    check(scene, desk)
    for row in scene.rows:  # no row's words were set smaller to fit
        assert not too_small(row, desk.app.scale), row.label
    desk.click(next(iter(scene.auction_buttons.values())))
    auctions = desk.top
    assert isinstance(auctions, AuctionsScene)
    check(auctions, desk, 5)
    desk.key(pygame.K_ESCAPE)
    assert desk.top is scene


@pytest.mark.parametrize("language", ["ja", "en"])
def test_empty_statistics_are_readable_at_960x600(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch,
                                                  language: str) -> None:
    """Nothing played yet: the chart's and the bids' messages, as readable and as clear."""
    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr(platformdirs, "user_documents_path", lambda: documents)
    desk = Desktop(SMALL_WINDOW, language)
    try:
        scene = opened(desk, "stats")
        assert isinstance(scene, StatsScene)
        for game in GAMES:
            scene.show_game(game)
            check(scene, desk)
            assert scene.waiting.visible
        scene.show_game(FORMS_VIEW)  # "No bidding game played yet." was 11 px
        check(scene, desk, 3)
    finally:
        desk.close()


@pytest.mark.parametrize("language", ["ja", "en"])
def test_the_lessons_list_and_the_rules_are_readable_at_960x600(tmp_path: Path,
                                                                language: str) -> None:
    """Play-tested: the lessons' list, their tabs and counts, the keys line and the rules'
    section buttons were 11 to 13 px in the smallest window."""
    desk = Desktop(SMALL_WINDOW, language)
    try:
        menu = opened(desk, "tutorial")
        assert isinstance(menu, TutorialMenuScene)
        for _group in range(2):  # Goninkan's twelve lessons, then the bidding game's
            check(menu, desk)
            desk.key(pygame.K_RIGHT)
        desk.key(pygame.K_ESCAPE)
        rules = opened(desk, "rules")
        assert isinstance(rules, RulesScene)
        check(rules, desk, 9)
    finally:
        desk.close()


@pytest.mark.parametrize("language", ["ja", "en"])
def test_where_the_saved_match_stopped_is_readable_at_960x600(language: str) -> None:
    """The title's line under Continue ("Round 1, deal 1, trick 3") was 12 px."""
    autosave = Autosave()
    autosave.folder.mkdir(parents=True, exist_ok=True)
    autosave.path.write_text(in_progress(5, True), encoding="utf-8")
    desk = Desktop(SMALL_WINDOW, language)
    try:
        title = desk.top
        assert isinstance(title, TitleScene) and "continue" in title.buttons
        assert title.where.text in texts(title.root)
        check(title, desk, 10)
    finally:
        desk.close()
