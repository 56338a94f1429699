"""Opening the review: History on the title screen, a file dropped on the window, --review FILE;
a file that cannot be reviewed gets a message in the player's language and stays as it was."""

from __future__ import annotations

import pygame
import pytest
from menu_driver import Desktop, texts
from review_records import played_match

from engine.record import dumps
from goninkan_desktop.__main__ import parse_args
from goninkan_desktop.devtools.autopilot import centre, click
from goninkan_desktop.i18n import set_language, t
from goninkan_desktop.menus.history import HistoryScene
from goninkan_desktop.menus.title import TitleScene
from goninkan_desktop.review.scene import ReviewScene
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.question import QuestionScene

DT = 1 / 60


@pytest.fixture
def desktop():
    made = Desktop()
    yield made.app, made.shell
    made.close()


def _frames(app: App, count: int = 2) -> None:
    for _ in range(count):
        app.frame(DT)


def test_history_lists_archived_matches_and_opens_one_in_the_review(desktop) -> None:
    app, shell = desktop
    folder = shell.session.autosave.games_folder
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "20261130-201500.gnk.json").write_text(dumps(played_match(7, deals=3)),
                                                     encoding="utf-8")
    (folder / "20261201-093000.gnk.json").write_text(dumps(played_match(8, deals=1)),
                                                     encoding="utf-8")
    shell.show_title()
    _frames(app)
    title = app.top
    assert isinstance(title, TitleScene)
    click(app, centre(title.buttons["history"]))
    _frames(app)
    history = app.top
    assert isinstance(history, HistoryScene) and len(history.rows) == 2
    shown = texts(history.root)  # one page: the key help offers no pages to turn
    assert t("history.keys_one_page") in shown and t("history.keys_hint") not in shown
    newest = history.rows[0].label
    assert newest.startswith("2026-12-01 09:30 · Standard · level not recorded · You: ")
    click(app, centre(history.rows[1]))
    _frames(app)
    review = app.top
    assert isinstance(review, ReviewScene) and review.opened.deal_count == 3
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode=""))
    _frames(app)
    assert app.top is history


def test_a_dropped_record_opens_in_the_review(desktop, tmp_path) -> None:
    app, _shell = desktop
    path = tmp_path / "friday.gnk.json"
    path.write_text(dumps(played_match(3, deals=2)), encoding="utf-8")
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    _frames(app)
    review = app.top
    assert isinstance(review, ReviewScene) and review.walk.index == 1  # the last deal


def test_a_broken_file_gets_a_message_and_is_left_untouched(desktop, tmp_path) -> None:
    app, shell = desktop
    path = tmp_path / "broken.gnk.json"
    text = dumps(played_match(3, deals=1))[:-40]
    path.write_text(text, encoding="utf-8")
    before = path.read_bytes()
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    _frames(app)
    message = app.top
    assert isinstance(message, QuestionScene)
    assert "“broken.gnk.json” cannot be reviewed: it is not a Goninkan game record" \
        in message.text
    assert path.read_bytes() == before
    assert list(tmp_path.iterdir()) == [path]  # nothing set aside, renamed or written
    set_language("ja")
    assert shell.open_review_file(path) is False
    assert "ゴニンカンの記録ではありません" in app.top.text


def test_review_from_the_command_line() -> None:
    assert parse_args(["--review", "x.gnk.json"]).review == "x.gnk.json"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_empty_history_says_so_and_its_key_help_names_only_going_back(lang: str) -> None:
    desk = Desktop(language=lang)
    try:
        title = desk.top
        assert isinstance(title, TitleScene)
        desk.click(title.buttons["history"])
        scene = desk.top
        assert isinstance(scene, HistoryScene) and not scene.rows
        shown = texts(scene.root)
        assert t("history.empty") in shown
        assert t("history.keys_hint") not in shown  # no ↑ ↓ to choose, no pages to turn
        assert t("history.keys_empty") in shown
        desk.key(pygame.K_RETURN)  # as the help says
        assert desk.top is title
        desk.click(title.buttons["history"])
        desk.key(pygame.K_ESCAPE)
        assert desk.top is title
    finally:
        desk.close()
