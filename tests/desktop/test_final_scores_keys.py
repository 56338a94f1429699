"""The final scores: Esc goes back to the title, as the button beside "New match" does, and
that button says so ("Back to the title", not "Quit", which it never did).
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from menu_driver import Desktop

from engine.match import Match, Phase
from engine.record import dumps, load
from goninkan_desktop.devtools.scenarios import Scenario, find_moment
from goninkan_desktop.i18n import set_language, t
from goninkan_desktop.menus.title import TitleScene
from goninkan_desktop.shell.game import player_names
from goninkan_desktop.table.scores import FinalScoresScene


def _last_card(match: Match) -> int | None:
    """The player whose card ends the match, when it is due."""
    if match.phase is not Phase.PLAY or match.trick_no != 10 or len(match.trick) != 4:
        return None
    after = load(dumps(match))
    after.apply(next(iter(after.legal_decisions())))
    return match.turn if after.finished else None


@pytest.fixture
def final_scores() -> Iterator[tuple[Desktop, FinalScoresScene]]:
    desktop = Desktop()
    scenario: Scenario = find_moment(5, player_names(), _last_card)
    game = desktop.shell.play_options(desktop.shell.base_options)
    game.resume(scenario)
    desktop.autopilot()  # plays the last card and closes the deal's result and the round's scores
    desktop.until(lambda: isinstance(desktop.top, FinalScoresScene), limit=3000)
    final = desktop.top
    assert isinstance(final, FinalScoresScene)
    yield desktop, final
    desktop.close()


def test_esc_on_the_final_scores_goes_back_to_the_title(
        final_scores: tuple[Desktop, FinalScoresScene]) -> None:
    desktop, final = final_scores
    assert final.to_title.label == "Back to the title"
    desktop.key(pygame.K_ESCAPE)
    desktop.frames(3)
    assert isinstance(desktop.top, TitleScene)


def test_the_button_beside_new_match_goes_to_the_title(
        final_scores: tuple[Desktop, FinalScoresScene]) -> None:
    desktop, final = final_scores
    desktop.click(final.to_title)
    desktop.frames(3)
    assert isinstance(desktop.top, TitleScene)


def test_the_button_is_named_for_the_title_in_both_languages() -> None:
    try:
        for language, words in (("en", "Back to the title"), ("ja", "タイトルに戻る")):
            set_language(language)
            assert t("table.scores.to_title") == words
            assert t("table.scores.to_title") == t("daily.back_to_title")
    finally:
        set_language("en")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_winner_line_fits_the_card_when_all_five_share_first_place(language: str) -> None:
    """"Final scores — Hanako · Jiro · Shiro share first place with 2 points" ran past both
    edges of the card at the title's size: a long line is set smaller until it fits."""
    set_language(language)
    try:
        final = FinalScoresScene(player_names(), [], [2, 2, 2, 2, 2], 0,
                                 on_new_match=lambda: None, on_title=lambda: None)
        line = final.winner_line
        assert t("table.scores.shared", names="x", points="2").split("x")[-1].strip() \
            in line.text
        width = final.card.size[0] - 2 * 30.0  # the chart's margin
        assert line.size[0] <= width
    finally:
        set_language("en")
