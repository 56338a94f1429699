"""Records of the bidding game's other forms (docs/rules.md section 12: three players, or no
auction) on the desktop: opened with ``--review FILE`` or dropped on the window they open in
the review, History names their form, and an autosave of one is continued at the table with
its own number of seats."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from menu_driver import Desktop

from engine.players import play_match, player_named
from engine.record import dumps, parse_record, replay
from engine.rules import RuleSet
from goninkan_desktop.i18n import set_language
from goninkan_desktop.menus.history import HistoryScene, describe
from goninkan_desktop.menus.title import TitleScene
from goninkan_desktop.play.record_file import open_record_file
from goninkan_desktop.profile.saves import Autosave, LoadStatus
from goninkan_desktop.review.scene import ReviewScene
from goninkan_desktop.table.scene import TableScene

FORMS = [(3, True), (5, False), (3, False)]


def record_text(players: int, auction: bool, rounds: int = 1) -> str:
    """A finished match of the form, played by easy CPU players from a fixed seed."""
    rules = RuleSet.preset_named("bidding", players=players, auction=auction, rounds=rounds)
    return dumps(play_match([player_named("easy")] * players, rules, random.Random(4)))


@pytest.fixture
def desktop() -> Iterator[Desktop]:
    made = Desktop()
    yield made
    made.close()


@pytest.mark.parametrize("form", FORMS, ids=str)
def test_a_dropped_record_of_a_new_form_opens_in_the_review(
        desktop: Desktop, tmp_path: Path, form: tuple[int, bool]) -> None:
    path = tmp_path / "form.gnk.json"
    path.write_text(record_text(*form), encoding="utf-8")
    before = path.read_bytes()
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    desktop.frames(3)
    review = desktop.top
    assert isinstance(review, ReviewScene)
    assert len(review.table.groups) == form[0]  # one seat a player, no more
    assert path.read_bytes() == before and list(tmp_path.iterdir()) == [path]


def test_review_from_the_command_line_of_a_new_form(desktop: Desktop, tmp_path: Path) -> None:
    path = tmp_path / "free.gnk.json"
    path.write_text(record_text(3, False), encoding="utf-8")
    assert open_record_file(path).match.rules.players == 3
    assert desktop.shell.open_review_file(str(path)) is True
    assert isinstance(desktop.top, ReviewScene)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_history_names_the_form_of_a_match(language: str) -> None:
    desktop = Desktop(language=language)
    try:
        folder = desktop.shell.session.autosave.games_folder
        folder.mkdir(parents=True, exist_ok=True)
        for minute, form in enumerate([(5, False), (3, True), (3, False), (5, True)]):
            path = folder / f"20261201-09{minute:02d}00.gnk.json"
            path.write_text(record_text(*form), encoding="utf-8")
        rows = {form: describe(folder / f"20261201-09{minute:02d}00.gnk.json")
                for minute, form in enumerate([(5, False), (3, True), (3, False), (5, True)])}
        if language == "en":
            assert "Bidding game (no auction)" in rows[5, False]
            assert "Bidding game (three players)" in rows[3, True]
            assert "Bidding game (three players, no auction)" in rows[3, False]
            assert "Bidding game" in rows[5, True] and "Bidding game (" not in rows[5, True]
        else:
            assert "（競りなし）" in rows[5, False] and "（3人）" in rows[3, True]
            assert "（3人・競りなし）" in rows[3, False]
        title = desktop.top
        assert isinstance(title, TitleScene)
        desktop.click(title.buttons["history"])
        history = desktop.top
        assert isinstance(history, HistoryScene)
        # an auction to show in the three-player game; none without an auction
        with_auctions = {path.name for path in history.auction_buttons}
        assert with_auctions == {"20261201-090100.gnk.json", "20261201-090300.gnk.json"}
    finally:
        desktop.close()


def in_progress(players: int, auction: bool) -> str:
    """A record of a two-round match of the form cut after its first deal: a match still in
    progress, as an autosave holds it."""
    record = parse_record(record_text(players, auction, rounds=2))
    match = replay(replace(record, deals=record.deals[:1])).match
    assert not match.finished
    return dumps(match)


@pytest.mark.parametrize("form", FORMS, ids=str)
def test_an_autosave_of_a_new_form_is_continued_at_its_own_table(
        form: tuple[int, bool]) -> None:
    cut = in_progress(*form)
    autosave = Autosave()
    autosave.folder.mkdir(parents=True)
    autosave.path.write_text(cut, encoding="utf-8")
    result = autosave.load()
    assert result.status is LoadStatus.OK and result.can_continue
    assert result.match is not None and result.match.rules.players == form[0]
    desktop = Desktop()
    try:
        title = desktop.top
        assert isinstance(title, TitleScene) and "continue" in title.buttons
        desktop.click(title.buttons["continue"])
        table = desktop.top
        assert isinstance(table, TableScene)
        assert table.controller.match.rules.auction is form[1]
        assert sorted(table.table.groups) == list(range(form[0]))
    finally:
        desktop.close()
    set_language("en")
