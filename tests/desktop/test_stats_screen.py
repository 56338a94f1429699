"""The Statistics screen, driven from the title with real events: figures, export, reset."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import platformdirs
import pygame
import pytest
from menu_driver import Desktop, texts

from engine.dealing import draw_first_dealer
from engine.match import Match
from engine.players import RandomPlayer, step
from engine.record import dumps
from engine.rules import RuleSet
from goninkan_desktop.i18n.format import signed
from goninkan_desktop.menus.pause_menu import PauseMenuScene
from goninkan_desktop.menus.title import TitleScene
from goninkan_desktop.platform import folders, paths
from goninkan_desktop.stats import scene as stats_scene
from goninkan_desktop.stats.scene import StatsScene
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.question import QuestionScene
from goninkan_desktop.ui.render import theme

NAMES = ("You", "Hanako", "Jiro", "Saburo", "Shiro")


def archive(count: int) -> list[Match]:
    """``count`` finished matches in the archive, at the normal level."""
    games = paths.data_dir() / "games"
    games.mkdir(parents=True, exist_ok=True)
    matches = []
    for seed in range(count):
        rng = random.Random(seed)
        _, dealer = draw_first_dealer(rng)
        match = Match(RuleSet.from_json({"preset": "standard", "rounds": 2}), NAMES, dealer)
        while not match.finished:
            step(match, [RandomPlayer()] * 5, rng)
        (games / f"20261101-1200{seed:02d}.gnk.json").write_text(
            dumps(match, {"cpu_level": "normal", "takebacks": 1 if seed == 0 else 0}),
            encoding="utf-8")
        matches.append(match)
    return matches


@pytest.fixture
def desktop(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Desktop]:
    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr(platformdirs, "user_documents_path", lambda: documents)
    made: list[Desktop] = []

    def start() -> Desktop:
        made.append(Desktop())
        return made[-1]

    yield start  # type: ignore[misc]
    for each in made:
        each.close()


def open_stats(desk: Desktop) -> StatsScene:
    return desk.open_from_title("stats", StatsScene)


def test_the_screen_shows_the_figures_of_the_archive(desktop) -> None:  # type: ignore[no-untyped-def]
    matches = archive(5)
    desk = desktop()
    scene = open_stats(desk)
    shown = texts(scene.root)
    assert "Statistics" in shown and "5" in shown
    won = sum(1 for m in matches if m.scores[0] == max(m.scores))
    assert f"{won} · {round(100 * won / 5)}%" in shown
    assert signed(sum(m.scores[0] for m in matches) / 5, 1) in shown
    assert "Standard · Normal" in shown
    assert "1 (in 1 match)" in shown
    assert scene.chart.points == tuple(m.scores[0] for m in matches)
    # a bar is drawn in gold (a positive score) or blue (a negative one)
    index = next(i for i, m in enumerate(matches) if m.scores[0] != 0)
    rect = scene.chart.bar_rect(index).move(*scene.chart.origin)
    colour = desk.app.render().get_at((round(rect.centerx), round(rect.centery)))
    expected = theme.GOLD if matches[index].scores[0] > 0 else theme.MUKANKEI_ON_FELT
    assert (colour.r, colour.g, colour.b) == expected
    desk.key(pygame.K_ESCAPE)
    assert isinstance(desk.top, TitleScene)


def test_an_empty_archive_says_so_and_offers_nothing_to_export(desktop) -> None:  # type: ignore[no-untyped-def]
    desk = desktop()
    scene = open_stats(desk)
    assert any(text.startswith("No finished matches yet") for text in texts(scene.root))
    assert not scene.export_button.enabled and not scene.reset_button.enabled


def test_export_writes_a_csv_file_and_shows_where(desktop, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The file goes to Documents; the dialog shows its whole path, wrapped inside the
    dialog, and offers to open the folder (Enter is OK, which keeps the screen)."""
    opened: list[Path] = []
    monkeypatch.setattr(stats_scene, "open_folder", lambda folder: opened.append(folder) or True)
    archive(2)
    desk = desktop()
    scene = open_stats(desk)
    desk.key(pygame.K_RIGHT)
    assert scene.export_button.focused
    desk.key(pygame.K_RETURN)
    files = list((tmp_path / "Documents").glob("goninkan-statistics-*.csv"))
    assert len(files) == 1
    message = desk.top
    assert isinstance(message, QuestionScene)
    assert str(files[0]) in "".join(texts(message.root))
    box = message.dialog.world_rect
    shown = [message.dialog]
    while shown:
        node = shown.pop()
        shown += node.children
        if isinstance(node, TextNode) and node.text:
            assert box.contains(node.world_rect), node.text
    assert [button.label for button in message.buttons] == ["Open the folder", "OK"]
    desk.click(message.buttons[0])
    assert opened == [tmp_path / "Documents"] and desk.top is scene
    desk.click(scene.export_button)
    desk.key(pygame.K_RETURN)
    assert desk.top is scene and len(opened) == 1


def test_without_a_documents_folder_the_export_goes_to_downloads(  # type: ignore[no-untyped-def]
        desktop, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    downloads = tmp_path / "Downloads"
    downloads.mkdir()
    monkeypatch.setattr(platformdirs, "user_documents_path", lambda: tmp_path / "nowhere")
    monkeypatch.setattr(platformdirs, "user_downloads_path", lambda: downloads)
    assert folders.export_folder() == downloads
    monkeypatch.setattr(platformdirs, "user_downloads_path", lambda: tmp_path / "nor here")
    monkeypatch.setattr(Path, "home", lambda: tmp_path)
    assert folders.export_folder() == tmp_path  # the home folder, never a hidden one


def test_reset_asks_first_and_keeps_the_records(desktop) -> None:  # type: ignore[no-untyped-def]
    archive(3)
    desk = desktop()
    scene = open_stats(desk)
    desk.click(scene.reset_button)
    question = desk.top
    assert isinstance(question, QuestionScene)
    desk.key(pygame.K_ESCAPE)  # the safe answer: nothing changes
    assert desk.top is scene and len(list((paths.data_dir() / "games").glob("*"))) == 3
    desk.click(scene.reset_button)
    question = desk.top
    assert isinstance(question, QuestionScene)
    desk.click(question.buttons[0])
    assert desk.top is scene
    assert "0" in texts(scene.root) and not scene.reset_button.enabled
    kept = list(paths.data_dir().glob("stats-reset-*/games/*.gnk.json"))
    assert len(kept) == 3


def test_the_screen_in_japanese(desktop) -> None:  # type: ignore[no-untyped-def]
    archive(2)
    desk = desktop()
    desk.session.change(language="ja")
    desk.frames(2)
    scene = open_stats(desk)
    shown = texts(scene.root)
    assert "成績" in shown and "2回" in shown and "関係" in shown and "無関係" in shown


def test_four_deals_of_an_unfinished_match_count_and_the_rest_says_it_waits(desktop) -> None:  # type: ignore[no-untyped-def]
    """A newcomer's first four deals, the match not over: the deals count (not 0), and the
    screen says which figures wait for a finished match."""
    desk = desktop()
    desk.session.change(speed="instant")
    desk.shell.start_match(RuleSet(rounds=10), "easy", None)  # four deals can end 4 rounds
    pilot = desk.autopilot()
    finished = lambda: [r for r in desk.table.controller.match.results  # noqa: E731
                        if r.result.value != "redeal"]
    desk.until(lambda: len(finished()) >= 4, limit=40_000)
    desk.app.after_frame.remove(pilot)
    pilot.close()
    results = finished()
    while not isinstance(desk.top, TitleScene):  # the menu's "Quit to title" (it is kept)
        if desk.top is desk.table:
            desk.key(pygame.K_ESCAPE)
        elif isinstance(desk.top, PauseMenuScene):
            desk.click(desk.top.buttons["quit"])
        else:
            desk.key(pygame.K_RETURN)  # a deal's result on the way
    scene = open_stats(desk)
    kankei, mukankei = desk.session.stats.side(True), desk.session.stats.side(False)
    deals = len([r for r in desk.session.autosave.load().match.results  # type: ignore[union-attr]
                 if r.result.value != "redeal"])
    assert deals >= len(results) >= 4
    assert kankei.deals + mukankei.deals == deals
    mine = [r for r in desk.session.autosave.load().match.results  # type: ignore[union-attr]
            if r.result.value != "redeal" and r.result.kankei_won == (0 in r.kankei)]
    assert kankei.won + mukankei.won == len(mine)
    shown = " ".join(texts(scene.root))
    assert f"Played {kankei.deals} {mukankei.deals} Won" in shown  # the deals panel's row
    assert "wait for your first finished match" in shown.replace("\n", " ")
    assert not scene.export_button.enabled  # the export lists finished matches


def test_a_path_wider_than_its_box_breaks_after_its_separators() -> None:
    """A file's path is one long word: it breaks where it fits, after a ``/`` or ``-``
    where one is near, so every line stays inside its box and nothing is lost."""
    from goninkan_desktop.ui.nodes.panel import wrap_text
    from goninkan_desktop.ui.nodes.text import get_font

    path = "/home/someone/Documents/goninkan-statistics-20261207-013000.csv"
    font = get_font(theme.fs(theme.SIZE_SMALL))
    for width in (160, 240, 330, 500):
        lines = wrap_text(f"Saved as:\n{path}", theme.SIZE_SMALL, width)
        assert lines[0] == "Saved as:" and "".join(lines[1:]) == path
        assert all(font.size(line)[0] <= width for line in lines)
        assert all(line[-1] in "/-." for line in lines[1:-1] if len(line) > 4), lines


@pytest.mark.parametrize("language", ["ja", "en"])
def test_the_footnotes_are_readable_at_960x600_and_touch_nothing(
        language: str, desktop) -> None:  # type: ignore[no-untyped-def]
    """The panels' footnotes were about 9 px at 960 x 600: now the table's smallest text at
    least, each line clear of the others and of the figures above, inside its panel."""
    from menu_driver import Desktop

    from goninkan_desktop.stats.scene import GAMES

    archive(2)
    desktop()  # the Documents folder kept aside
    desk = Desktop((960, 600), language)
    try:
        scene = open_stats(desk)
        for game in GAMES:
            scene.show_game(game)
            desk.frames(2)
            assert scene.footnotes
            for note in scene.footnotes:
                assert note.font_size * desk.app.scale >= theme.MIN_TEXT_PX, note.text
                panel = note.parent
                assert panel is not None
                assert panel.world_rect.contains(note.world_rect), note.text
                others = [child for child in panel.children if isinstance(child, TextNode)
                          and child is not note and child.text]
                for other in others:
                    assert not note.world_rect.colliderect(other.world_rect), \
                        (note.text, other.text)
    finally:
        desk.close()
