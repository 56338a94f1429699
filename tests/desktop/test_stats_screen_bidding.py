"""The bidding game on the real Statistics and History screens, driven with real events.

The records are whole bidding matches played by the engine's players
(``test_stats_bidding.play_bidding``), archived as the game archives them.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import platformdirs
import pygame
import pytest
from menu_driver import Desktop, texts
from test_stats import archive_many
from test_stats_bidding import archive_bidding, play_bidding

from engine.record import dumps
from goninkan_desktop.i18n.format import signed
from goninkan_desktop.menus.history import HistoryScene
from goninkan_desktop.menus.title import TitleScene
from goninkan_desktop.platform import paths
from goninkan_desktop.stats.scene import StatsScene


@pytest.fixture
def desktop(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Desktop]:
    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr(platformdirs, "user_documents_path", lambda: documents)
    made: list[Desktop] = []

    def start(language: str = "en") -> Desktop:
        made.append(Desktop(language=language))
        return made[-1]

    yield start  # type: ignore[misc]
    for each in made:
        each.close()


def open_stats(desk: Desktop) -> StatsScene:
    title = desk.top
    assert isinstance(title, TitleScene)
    desk.click(title.buttons["stats"])
    scene = desk.top
    assert isinstance(scene, StatsScene)
    return scene


def by_keyboard_to_bidding(desk: Desktop, scene: StatsScene) -> None:
    """Right arrow to the "Bidding game" button, then Enter (as the key help says)."""
    while not scene.game_buttons["bidding"].focused:
        desk.key(pygame.K_RIGHT)
    desk.key(pygame.K_RETURN)


def test_the_bidding_figures_are_one_key_away_and_counted_apart(desktop) -> None:  # type: ignore[no-untyped-def]
    data = paths.data_dir()
    archive_many(data, 4)
    archive_bidding(data, 10)
    desk = desktop()
    scene = open_stats(desk)
    assert scene.game == "bidding"  # the game last played (the bidding records are newer)
    desk.click(scene.game_buttons["goninkan"])
    goninkan = " ".join(texts(scene.root))
    assert "Kankei" in goninkan and "Taisho" not in goninkan
    figures = desk.session.stats.bidding()
    assert figures.matches > 0 and figures.roles["taisho"].deals > 0
    by_keyboard_to_bidding(desk, scene)
    assert scene.game == "bidding" and scene.game_buttons["bidding"].focused
    shown = texts(scene.root)
    joined = " ".join(shown)
    assert "Kankei" not in joined
    parts = ["Taisho", "Adjutant", "Defender"]
    assert [text for text in shown if text in parts] == parts
    assert str(figures.matches) in shown
    for role in ("taisho", "adjutant", "defender"):
        part = figures.roles[role]
        assert f"{part.won} won of {part.deals} · {round(100 * part.won / part.deals)}%" \
            in shown
    assert str(figures.deals) in shown and signed(figures.points) in shown
    assert figures.average_bid is not None and f"{figures.average_bid:.1f}" in shown
    assert scene.chart.points == tuple(desk.session.stats.bidding_scores())
    assert "a redeal when all passed is no deal" in joined.replace("\n", " ")
    # the help asked for, the bids as taisho by level and by trump, the adjutant's trick
    assert str(figures.help.hints) in shown
    for line in figures.by_bid:
        assert str(line.key) in shown
        assert f"{line.made} / {line.failed}" in shown
    symbols = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
    assert [text for text in shown if text in symbols.values()] == [
        symbols[str(line.key)] for line in figures.by_trump]
    trick = figures.adjutant_known[1]
    assert trick is not None and f"trick {trick:.1f}" in shown
    # and back to Goninkan's figures, by mouse this time
    desk.click(scene.game_buttons["goninkan"])
    assert scene.game == "goninkan" and "Kankei" in texts(scene.root)
    desk.key(pygame.K_ESCAPE)
    assert isinstance(desk.top, TitleScene)


def test_only_an_unfinished_bidding_match_counts_its_deals_and_says_what_waits(desktop) -> None:  # type: ignore[no-untyped-def]
    in_progress = play_bidding(31, rounds=6, stop_after=3)
    (paths.data_dir()).mkdir(parents=True, exist_ok=True)
    desk = desktop()
    desk.session.autosave.write(dumps(in_progress))
    scene = open_stats(desk)
    assert not scene.export_button.enabled  # nothing finished to export
    desk.click(scene.game_buttons["bidding"])
    figures = desk.session.stats.bidding()
    played = [r for r in in_progress.results if r.result.value != "redeal"]
    assert figures.deals == len(played) >= 2 and figures.matches == 0
    joined = " ".join(texts(scene.root)).replace("\n", " ")
    assert "wait for your first finished bidding match" in joined


def test_finished_bidding_matches_alone_can_be_exported(desktop) -> None:  # type: ignore[no-untyped-def]
    archive_bidding(paths.data_dir(), 3)
    desk = desktop()
    scene = open_stats(desk)
    assert scene.export_button.enabled and scene.reset_button.enabled
    desk.click(scene.game_buttons["goninkan"])
    assert any(text.startswith("No finished matches yet") for text in texts(scene.root))


def test_the_bidding_screen_in_japanese(desktop) -> None:  # type: ignore[no-untyped-def]
    archive_bidding(paths.data_dir(), 6)
    desk = desktop("ja")
    scene = open_stats(desk)
    by_keyboard_to_bidding(desk, scene)
    shown = texts(scene.root)
    assert {"大将", "副官", "守備側", "競りゴニンカン"} <= set(shown)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_history_lists_bidding_matches_by_name(desktop, language: str) -> None:  # type: ignore[no-untyped-def]
    data = paths.data_dir()
    archive_many(data, 2)
    archive_bidding(data, 5)  # the fifth is unfinished
    desk = desktop(language)
    title = desk.top
    assert isinstance(title, TitleScene)
    desk.click(title.buttons["history"])
    history = desk.top
    assert isinstance(history, HistoryScene) and len(history.rows) == 7
    name = {"en": "Bidding game", "ja": "競りゴニンカン"}[language]
    rows = [row.label for row in history.rows]
    assert sum(name in row for row in rows) == 5
    unfinished = {"en": "not finished", "ja": "途中まで"}[language]
    assert sum(unfinished in row for row in rows if name in row) == 1


@pytest.mark.parametrize("language", ["en", "ja"])
def test_history_shows_each_deal_s_auction_of_a_bidding_match(desktop, language: str) -> None:  # type: ignore[no-untyped-def]
    """Who bid what and who passed, in order, then how it ended, for every deal, from the
    record; the pages hold every deal, each inside the screen."""
    import json

    from goninkan_desktop.menus.history import AuctionsScene
    from goninkan_desktop.ui import layout

    data = paths.data_dir()
    archive_many(data, 1)
    [path] = archive_bidding(data, 1)
    desk = desktop(language)
    title = desk.top
    assert isinstance(title, TitleScene)
    desk.click(title.buttons["history"])
    history = desk.top
    assert isinstance(history, HistoryScene) and len(history.rows) == 2
    assert list(history.auction_buttons) == [path]  # the Goninkan match has none
    desk.click(history.auction_buttons[path])
    scene = desk.top
    assert isinstance(scene, AuctionsScene)
    record = json.loads(path.read_text(encoding="utf-8"))
    names = [{"en": "You", "ja": "あなた"}[language], *record["players"][1:]]
    symbols = "♣♦♥♠"
    seen: list[str] = []
    for _ in range(len(scene.pages())):
        for paragraph in scene.shown:
            assert paragraph.world_rect.bottom <= layout.HEIGHT - 100
        seen += [paragraph.text for paragraph in scene.shown]
        desk.key(pygame.K_RIGHT)
    assert len(seen) == len(record["deals"])
    for line, deal in zip(seen, record["deals"], strict=True):
        at = 0
        for action in deal["actions"]:
            if "bid" not in action:
                continue
            name = names[action["player"]]
            bid = action["bid"]
            if bid == "pass":
                call = {"en": f"{name} passed", "ja": f"{name} パス"}[language]
            else:
                suit = symbols["CDHS".index(bid["suit"])]
                call = {"en": f"{name} {bid['count']}{suit}",
                        "ja": f"{name} {suit}{bid['count']}枚"}[language]
            at = line.index(call, at) + len(call)  # in the order they were called
    desk.key(pygame.K_ESCAPE)
    assert desk.top is history
