"""Records of the bidding game's other forms (docs/rules.md section 12: three players, or no
auction) on the desktop, which cannot show them yet: opened with ``--review FILE``, dropped
on the window, from History or left as the autosave, each gets a message in the player's
language, never a traceback, and the file's bytes are kept."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from menu_driver import Desktop, texts

from engine.players import play_match, player_named
from engine.record import dumps, parse_record, replay
from engine.rules import RuleSet
from goninkan_desktop.__main__ import parse_args
from goninkan_desktop.i18n import set_language
from goninkan_desktop.menus.history import describe
from goninkan_desktop.menus.title import TitleScene
from goninkan_desktop.play.record_file import RecordTrouble, open_record_file
from goninkan_desktop.profile.saves import Autosave, LoadStatus, shown_on_table
from goninkan_desktop.ui.question import QuestionScene

FORMS = [(3, True), (5, False), (3, False)]
SHOWN_NOT = "cannot show yet"
SHOWN_NOT_JA = "まだ表示できない"


def record_text(players: int, auction: bool, rounds: int = 1) -> str:
    """A finished match of the form, played by easy CPU players from a fixed seed."""
    rules = RuleSet.preset_named("bidding", players=players, auction=auction, rounds=rounds)
    return dumps(play_match([player_named("easy")] * players, rules, random.Random(4)))


@pytest.fixture
def desktop() -> Iterator[Desktop]:
    made = Desktop()
    yield made
    made.close()


def test_only_the_five_player_auction_form_is_shown() -> None:
    shown = {(p, a): shown_on_table(RuleSet.preset_named("bidding", players=p,
                                                         auction=a).game)
             for p, a in [*FORMS, (5, True)]}
    assert shown == {(5, True): True, (3, True): False, (5, False): False, (3, False): False}
    assert shown_on_table(RuleSet.preset_named("standard").game)


@pytest.mark.parametrize("form", FORMS, ids=str)
def test_a_dropped_record_of_a_new_form_gets_a_message_in_both_languages(
        desktop: Desktop, tmp_path: Path, form: tuple[int, bool]) -> None:
    path = tmp_path / "three.gnk.json"
    path.write_text(record_text(*form), encoding="utf-8")
    before = path.read_bytes()
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    desktop.frames(2)
    message = desktop.top
    assert isinstance(message, QuestionScene)
    assert "“three.gnk.json”" in message.text and SHOWN_NOT in message.text
    assert "three players, or no auction" in message.text
    set_language("ja")
    assert desktop.shell.open_review_file(path) is False
    assert SHOWN_NOT_JA in desktop.top.text and "競りゴニンカン" in desktop.top.text
    assert path.read_bytes() == before and list(tmp_path.iterdir()) == [path]


def test_review_from_the_command_line_of_a_new_form(desktop: Desktop, tmp_path: Path) -> None:
    """``--review FILE`` goes through ``Shell.open_review_file`` (as a drop does)."""
    path = tmp_path / "free.gnk.json"
    path.write_text(record_text(3, False), encoding="utf-8")
    assert parse_args(["--review", str(path)]).review == str(path)
    with pytest.raises(RecordTrouble) as trouble:
        open_record_file(path)
    assert trouble.value.key == "review.trouble.form"
    assert desktop.shell.open_review_file(str(path)) is False
    assert SHOWN_NOT in desktop.top.text


def test_history_lists_a_new_form_as_a_row_that_cannot_open(desktop: Desktop) -> None:
    folder = desktop.shell.session.autosave.games_folder
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "20261201-093000.gnk.json"
    path.write_text(record_text(5, False), encoding="utf-8")
    assert describe(path).startswith("2026-12-01 09:30")


def in_progress(players: int, auction: bool) -> str:
    """A record of a two-round match of the form cut after its first deal: a match still in
    progress, as an autosave holds it."""
    record = parse_record(record_text(players, auction, rounds=2))
    match = replay(replace(record, deals=record.deals[:1])).match
    assert not match.finished
    return dumps(match)


@pytest.mark.parametrize("form", FORMS, ids=str)
def test_an_autosave_of_a_new_form_is_set_aside_never_continued(form: tuple[int, bool]) -> None:
    cut = in_progress(*form)
    autosave = Autosave()
    autosave.folder.mkdir(parents=True)
    autosave.path.write_text(cut, encoding="utf-8")
    result = autosave.load()
    assert result.status is LoadStatus.FORM and not result.can_continue
    assert result.path is not None and result.path.read_text(encoding="utf-8") == cut
    assert not autosave.path.exists()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_title_says_why_an_autosave_of_a_new_form_was_set_aside(lang: str) -> None:
    cut = in_progress(3, True)
    autosave = Autosave()
    autosave.folder.mkdir(parents=True)
    autosave.path.write_text(cut, encoding="utf-8")
    desktop = Desktop(language=lang)
    try:
        message = desktop.top
        assert isinstance(message, QuestionScene)
        assert (SHOWN_NOT if lang == "en" else SHOWN_NOT_JA) in " ".join(texts(message.root))
        desktop.click(message.buttons[0])
        title = desktop.top
        assert isinstance(title, TitleScene) and "continue" not in title.buttons
        kept = [p for p in autosave.folder.iterdir() if p.name.startswith("autosave")]
        assert not autosave.path.exists()
        assert [p.read_text(encoding="utf-8") for p in kept] == [cut]
    finally:
        desktop.close()
