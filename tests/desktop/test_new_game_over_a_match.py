"""A new game started over a match in progress (play-tested: its finished deals were lost
without a word).

docs/statistics.md reads the matches kept aside before their end in ``games/`` (their deals
played count, the match does not), and History lists such a match as not finished: so an
unfinished match with deals played goes there when a new game replaces it, and the question
before says so; a match with no deal finished yet, or a deal of the day (whose figures count
finished days only), is not kept, and the question says that instead."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from menu_driver import Desktop

from engine.match import Match
from engine.players import RandomPlayer, step
from engine.record import dumps
from engine.rules import RuleSet
from goninkan_desktop.i18n import set_language
from goninkan_desktop.menus.history import HistoryScene
from goninkan_desktop.menus.title import TitleScene
from goninkan_desktop.profile.saves import Autosave
from goninkan_desktop.review.scene import ReviewScene
from goninkan_desktop.shell.game import player_names
from goninkan_desktop.ui.question import QuestionScene

EXPECTED = {
    ("en", "kept"): "It stays in History, marked not finished, and its 2 finished deals count",
    ("ja", "kept"): "「これまでの勝負」に「途中まで」として残り、終わった2戦は成績に数えます",
    ("en", "kept_bidding"): "its 2 finished deals count in your statistics",
    ("ja", "kept_bidding"): "終わった2回は成績に数えます",
    ("en", "none"): "so it is not kept: not in History, not in your statistics",
    ("ja", "none"): "終わった戦がまだないので、「これまでの勝負」にも成績にも残りません",
}


def _in_progress(preset: str, deals: int) -> Match:
    """A match of ``preset`` with ``deals`` deals played (a redeal is none), a few cards into
    the next one."""
    rules = RuleSet.preset_named(preset)
    rng = random.Random(3)
    match = Match(rules, player_names()[:rules.game.seats], 0)
    players = [RandomPlayer()] * rules.game.seats
    while sum(1 for deal in match.results if deal.result != "redeal") < deals:
        step(match, players, rng)
    for _ in range(rules.game.seats + 2):
        step(match, players, rng)
    assert not match.finished
    return match


@pytest.fixture
def desks() -> Iterator[list[Desktop]]:
    made: list[Desktop] = []
    yield made
    for desktop in made:
        desktop.close()
    set_language("en")


def _start_over(desks: list[Desktop], preset: str, deals: int, language: str) -> QuestionScene:
    """The game started with such a match in the autosave; New game, Start: the question
    before the new game replaces it."""
    Autosave().write(dumps(_in_progress(preset, deals)))
    desktop = Desktop(language=language)
    desks.append(desktop)
    assert isinstance(desktop.top, TitleScene) and desktop.session.can_continue
    desktop.open_new_game().start()
    desktop.frames(2)
    question = desktop.top
    assert isinstance(question, QuestionScene)
    return question


def _answer_start(desktop: Desktop) -> None:
    question = desktop.top
    assert isinstance(question, QuestionScene)
    desktop.click(question.buttons[0])
    assert desktop.shell.game is not None and desktop.shell.game.scene is not None


def _statistics_deals(desktop: Desktop, preset: str) -> int:
    desktop.session.sync_stats()
    summary = desktop.session.stats.summary()
    return int(summary["bidding"]["deals"] if preset == "bidding" else summary["deals"])


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("preset", ["standard", "bidding"])
def test_an_unfinished_match_with_deals_played_goes_to_history_and_the_question_says_so(
        desks: list[Desktop], preset: str, language: str) -> None:
    question = _start_over(desks, preset, 2, language)
    desktop = desks[0]
    kind = "kept_bidding" if preset == "bidding" else "kept"
    assert EXPECTED[(language, kind)] in question.text
    assert _statistics_deals(desktop, preset) == 2  # the match in progress counts its deals
    _answer_start(desktop)
    games = list(Autosave().games_folder.glob("*.gnk.json"))
    assert len(games) == 1
    assert _statistics_deals(desktop, preset) == 2  # still counted, now from History's file
    summary = desktop.session.stats.summary()
    assert summary["matches"] == summary["bidding"]["matches"] == 0  # not as a match played
    desktop.shell.show_title()
    desktop.shell.open_history()
    desktop.frames(2)
    history = desktop.top
    assert isinstance(history, HistoryScene)
    unfinished = {"en": "not finished", "ja": "途中まで"}[language]
    assert len(history.rows) == 1 and unfinished in history.rows[0].label
    desktop.click(history.rows[0])  # it opens in the review, as far as it goes
    assert isinstance(desktop.top, ReviewScene)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_match_with_no_deal_finished_is_not_kept_and_the_question_says_so(
        desks: list[Desktop], language: str) -> None:
    question = _start_over(desks, "standard", 0, language)
    assert EXPECTED[(language, "none")] in question.text
    _answer_start(desks[0])
    assert list(Autosave().games_folder.glob("*.gnk.json")) == []
    assert _statistics_deals(desks[0], "standard") == 0
