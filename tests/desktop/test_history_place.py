"""History tells the place among the players the match had: "place 1 of 3" for the bidding
game's three-player forms, not "of 5" (play-tested: every row said "of 5")."""

from __future__ import annotations

import pytest
from menu_driver import Desktop
from test_new_forms_open import record_text

from goninkan_desktop.i18n import set_language
from goninkan_desktop.menus.history import HistoryScene

WORDS = {"en": ("of 3", "of 5"), "ja": ("3人中", "5人中")}


@pytest.mark.parametrize("language", ["en", "ja"])
def test_each_row_counts_the_players_of_its_match(language: str) -> None:
    desktop = Desktop(language=language)
    try:
        folder = desktop.shell.session.autosave.games_folder
        folder.mkdir(parents=True, exist_ok=True)
        for minute, (players, auction) in enumerate([(3, True), (3, False), (5, True),
                                                     (5, False)]):
            path = folder / f"20261201-09{minute:02d}00.gnk.json"
            path.write_text(record_text(players, auction), encoding="utf-8")
        history = desktop.open_from_title("history", HistoryScene)
        labels = [row.label for row in history.rows]
        three, five = WORDS[language]
        assert len(labels) == 4
        assert sum(three in label for label in labels) == 2, labels  # the three-player forms
        assert sum(five in label for label in labels) == 2, labels
    finally:
        desktop.close()
        set_language("en")
