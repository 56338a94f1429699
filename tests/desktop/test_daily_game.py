"""The deal of the day in the game: the day's table, the duplicate's result, the archive."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import platformdirs
import pygame
import pytest
from menu_driver import Desktop, texts

from engine import daily
from engine.match import Phase
from engine.observe import observe
from engine.players import RandomPlayer, deciding_player, legal_for
from engine.record import dumps
from engine.rules import RuleSet
from goninkan_desktop.daily import run as daily_game
from goninkan_desktop.daily.result_scene import DailyResultScene
from goninkan_desktop.daily.run import StrongResult
from goninkan_desktop.i18n import t
from goninkan_desktop.menus.history import HistoryScene
from goninkan_desktop.menus.pause_menu import PauseMenuScene
from goninkan_desktop.menus.title import TitleScene
from goninkan_desktop.platform import paths
from goninkan_desktop.stats.scene import StatsScene
from goninkan_desktop.table.scene import TableScene
from goninkan_desktop.ui.question import QuestionScene

DAY = date(2026, 12, 1)


class FakeDuplicate:
    """Stands in for the strong player's background game: its result comes when released."""

    released = False
    score = -3

    def __init__(self, day: date, *, start: bool = True) -> None:
        self.day = day
        self.closed = False

    def result(self) -> StrongResult | None:
        return StrongResult(self.score, ("mukankei_win",)) if FakeDuplicate.released else None

    @property
    def failed(self) -> bool:
        return False

    def close(self) -> None:
        self.closed = True


@pytest.fixture
def desk(monkeypatch: pytest.MonkeyPatch) -> Iterator[Desktop]:
    monkeypatch.setattr(daily_game, "Duplicate", FakeDuplicate)
    monkeypatch.setattr(daily_game, "LEVEL", "easy")  # fast CPUs: the table is what is tested
    FakeDuplicate.released = False
    desktop = Desktop()
    desktop.session.change(speed="instant")
    yield desktop
    desktop.close()


def test_the_title_starts_todays_deal(desk: Desktop) -> None:
    title = desk.top
    assert isinstance(title, TitleScene)
    desk.click(title.buttons["daily"])
    table = desk.top
    assert isinstance(table, TableScene)
    controller = table.controller
    assert controller.seed == daily.seed(date.today())
    record = json.loads(controller.record)
    assert record["daily"] == {"date": date.today().isoformat()}
    assert record["rules"] == {"preset": "standard", "rounds": 1}
    assert record["first_dealer"] == daily.first_dealer(date.today())[1]
    words = texts(table.table.plaque)
    assert t("daily.title") in words  # the plaque says what this is, not "Round 1 of 1"
    assert t("table.round", round=1, rounds=1) not in words


def play_to_the_end(desk: Desktop) -> DailyResultScene:
    desk.shell.start_daily(DAY)
    desk.autopilot()
    desk.until(lambda: isinstance(desk.top, DailyResultScene), limit=20000)
    scene = desk.top
    assert isinstance(scene, DailyResultScene)
    return scene


def test_the_days_cards_are_dealt_and_the_result_set_beside_the_strong_player(
        desk: Desktop) -> None:
    scene = play_to_the_end(desk)
    match = desk.table.controller.match
    assert match.history[0][0] == daily.deal(DAY, 0)
    for index, (deal, _) in enumerate(match.history):
        assert deal == daily.deal(DAY, index)
    assert any(text.startswith("still playing") for text in texts(scene.root))
    FakeDuplicate.released = True
    desk.frames(3)
    shown = texts(scene.root)
    assert "−3 points" in shown and "Mukankei win" in shown
    mine = match.scores[0]
    verdict = "You beat the strong player!" if mine > -3 else (
        "Level with the strong player." if mine == -3 else
        "The strong player did better this time.")
    assert verdict in shown
    # the archived record got the strong player's result afterwards, and is counted
    archived = list((paths.data_dir() / "daily").glob("*.gnk.json"))
    assert len(archived) == 1
    record = json.loads(archived[0].read_text(encoding="utf-8"))
    assert record["daily"]["strong_score"] == -3 and record["cpu_level"] == "easy"
    figures = desk.session.stats.daily()
    assert (figures.played, figures.compared, figures.beat_strong) == (1, 1, int(mine > -3))
    assert desk.session.stats.summary()["matches"] == 0  # the day's round is not a match


def test_a_result_known_before_the_end_goes_into_the_record(desk: Desktop) -> None:
    FakeDuplicate.released = True
    scene = play_to_the_end(desk)
    assert any("points" in text for text in texts(scene.root))
    archived = list((paths.data_dir() / "daily").glob("*.gnk.json"))
    assert json.loads(archived[0].read_text(encoding="utf-8"))["daily"]["strong_score"] == -3


def test_a_day_continued_keeps_the_days_hands(desk: Desktop, tmp_path: Path) -> None:
    desk.shell.start_daily(DAY)
    desk.autopilot()
    desk.until(lambda: desk.table.controller.actions_taken() >= 6)
    desk.close()
    again = Desktop()
    try:
        title = again.top
        assert isinstance(title, TitleScene) and "continue" in title.buttons
        again.click(title.buttons["continue"])
        controller = again.table.controller
        assert controller.seed == daily.seed(DAY)
        played = len(controller.match.history)
        assert controller.scripted_deals == daily.deals(DAY)[played:]
        assert any(run.day == DAY for run in again.shell.daily_runs)
    finally:
        again.close()


def test_a_day_archived_before_the_strong_result_gets_it_at_the_next_start(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(daily_game, "Duplicate", FakeDuplicate)
    FakeDuplicate.released = True
    match = daily.new_match(DAY)
    pending, rng = daily.deals(DAY), random.Random(1)
    while not match.finished:
        if match.phase is Phase.DEAL:
            match.apply(pending.pop(0))
            continue
        actor = deciding_player(match)
        match.apply(RandomPlayer().choose(observe(match, actor), legal_for(match, actor), rng))
    folder = paths.data_dir() / "daily"
    folder.mkdir(parents=True)
    path = folder / "20261201-200000.gnk.json"
    path.write_text(dumps(match, {"daily": {"date": DAY.isoformat()}}), encoding="utf-8")
    desktop = Desktop()
    try:
        desktop.frames(3)
        assert json.loads(path.read_text(encoding="utf-8"))["daily"]["strong_score"] == -3
        assert desktop.session.stats.daily().compared == 1
        assert not desktop.shell.daily_runs
    finally:
        desktop.close()


def _until_daily_result(desk: Desktop) -> DailyResultScene:
    """Play the day's round through the screen to its result; the player's seat then stops."""
    pilot = desk.autopilot()
    desk.until(lambda: isinstance(desk.top, DailyResultScene), limit=20000)
    desk.app.after_frame.remove(pilot)
    pilot.close()
    scene = desk.top
    assert isinstance(scene, DailyResultScene)
    return scene


def test_the_daily_keeps_the_match_in_progress_and_brings_it_back_after(desk: Desktop) -> None:
    desk.shell.start_match(RuleSet(), "easy", None)
    pilot = desk.autopilot()
    desk.until(lambda: desk.table.controller.actions_taken() >= 6)
    desk.app.after_frame.remove(pilot)
    pilot.close()
    desk.key(pygame.K_ESCAPE)
    menu = desk.top
    assert isinstance(menu, PauseMenuScene)
    record = desk.table.controller.record  # the table is paused under the menu
    desk.click(menu.buttons["quit"])
    title = desk.top
    assert isinstance(title, TitleScene)
    desk.click(title.buttons["daily"])
    question = desk.top
    assert isinstance(question, QuestionScene)
    assert question.text == t("daily.keep_text", where=desk.session.where())
    assert question.buttons[0].label == "Play the deal of the day"
    desk.key(pygame.K_RETURN)
    assert "daily" in desk.table.controller.extra  # the deal of the day is on the table
    assert desk.session.autosave.paused_path.read_text(encoding="utf-8") == record
    result = _until_daily_result(desk)
    assert result.button.label == "Back to your match"
    desk.key(pygame.K_RETURN)
    table = desk.top
    assert isinstance(table, TableScene) and "daily" not in table.controller.extra
    # the match as it was, where it was (the CPUs may have played on from there)
    before, now = json.loads(record)["deals"], json.loads(table.controller.record)["deals"]
    assert now[:len(before) - 1] == before[:-1]
    last = len(before) - 1
    assert now[last]["actions"][:len(before[last]["actions"])] == before[last]["actions"]
    assert not desk.session.autosave.has_paused


def test_enter_on_the_daily_result_goes_to_the_title_and_the_day_is_in_history_and_export(
        desk: Desktop, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Enter no longer goes on to a new four-round match the player never asked for; the day
    is listed in History, and the Statistics that count it export it."""
    desk.shell.start_daily(DAY)
    result = _until_daily_result(desk)
    assert result.button.label == "Back to the title"
    desk.key(pygame.K_RETURN)
    title = desk.top
    assert isinstance(title, TitleScene) and desk.shell.game is None
    assert not desk.session.autosave.path.exists()  # no new match started
    desk.click(title.buttons["history"])
    history = desk.top
    assert isinstance(history, HistoryScene) and len(history.rows) == 1
    assert "Deal of the day" in history.rows[0].label
    desk.key(pygame.K_ESCAPE)
    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr(platformdirs, "user_documents_path", lambda: documents)
    desk.click(title.buttons["stats"])
    stats = desk.top
    assert isinstance(stats, StatsScene) and stats.export_button.enabled
    desk.click(stats.export_button)
    lines = next(documents.glob("*.csv")).read_text(encoding="utf-8").splitlines()
    assert lines[0].endswith(",daily") and len(lines) > 1
    assert all(line.endswith(DAY.isoformat()) for line in lines[1:])


def _to_title(desk: Desktop) -> TitleScene:
    """Esc at the table, then the pause menu's way to the title."""
    desk.key(pygame.K_ESCAPE)
    menu = desk.top
    assert isinstance(menu, PauseMenuScene)
    desk.click(menu.buttons["quit"])
    title = desk.top
    assert isinstance(title, TitleScene)
    return title


def test_a_daily_left_half_played_and_the_match_set_aside_both_wait_at_the_title(
        desk: Desktop) -> None:
    """The title says that the other match waits too, and Continue asks which (either one,
    the other keeps waiting)."""
    desk.shell.start_match(RuleSet(), "easy", None)
    pilot = desk.autopilot()
    desk.until(lambda: desk.table.controller.actions_taken() >= 6)
    desk.app.after_frame.remove(pilot)
    pilot.close()
    title = _to_title(desk)
    assert "waiting" not in title.where.text  # one match: nothing else waits
    desk.click(title.buttons["daily"])
    desk.key(pygame.K_RETURN)  # set the match aside, play the deal of the day
    assert "daily" in desk.table.controller.extra
    title = _to_title(desk)
    assert title.where.text.startswith("Deal of the day: Round 1")
    assert "also waiting: Your match: Round 1" in title.where.text
    desk.click(title.buttons["continue"])
    question = desk.top
    assert isinstance(question, QuestionScene)
    labels = [button.label for button in question.buttons]
    assert labels[0].startswith("Deal of the day: ") and labels[1].startswith("Your match: ")
    desk.click(question.buttons[1])
    assert isinstance(desk.top, TableScene) and "daily" not in desk.table.controller.extra
    title = _to_title(desk)
    assert title.where.text.startswith("Your match: Round 1")
    assert "also waiting: Deal of the day: Round 1" in title.where.text
    desk.click(title.buttons["continue"])
    question = desk.top
    assert isinstance(question, QuestionScene)
    assert question.buttons[0].label.startswith("Your match: ")
    desk.click(question.buttons[1])
    assert "daily" in desk.table.controller.extra
    played = desk.table.controller.actions_taken()
    # the match again; then "Deal of the day" sets it aside and goes on with the day begun
    title = _to_title(desk)
    desk.click(title.buttons["continue"])
    desk.click(desk.top.buttons[1])  # type: ignore[attr-defined]
    assert "daily" not in desk.table.controller.extra
    title = _to_title(desk)
    desk.click(title.buttons["daily"])
    desk.key(pygame.K_RETURN)
    assert "daily" in desk.table.controller.extra
    assert desk.table.controller.actions_taken() >= played
    assert "daily" not in desk.session.autosave.paused().extra


def test_a_deal_of_the_day_left_alone_is_called_so_at_the_title_and_before_a_new_game(
        desk: Desktop) -> None:
    """With only the deal of the day begun, the title's Continue and the question before a
    new game replaces it name it "Deal of the day", not "Round 1, deal 1" as if a match."""
    title = desk.top
    assert isinstance(title, TitleScene)
    desk.click(title.buttons["daily"])
    assert "daily" in desk.table.controller.extra
    title = _to_title(desk)
    assert title.where.text.startswith("Deal of the day: Round 1")
    desk.shell.confirm_replace(lambda: None)
    question = desk.top
    assert isinstance(question, QuestionScene)
    assert question.text.startswith("The deal of the day you were playing (Round 1")
    assert "is not kept" in question.text  # an unfinished deal of the day counts nowhere
