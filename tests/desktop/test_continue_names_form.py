"""The title's Continue names the saved game's form (issue 38): "Bidding game, three players,
no auction: deal 2 of 2, trick 16", in both languages, the line inside the window at
960x600; the usual five-player bidding game and Goninkan keep their words."""

from __future__ import annotations

from dataclasses import replace

import pytest
from menu_driver import Desktop
from test_new_forms_open import record_text

from engine.record import dumps, parse_record, replay
from engine.rules import RuleSet
from goninkan_desktop.i18n import set_language, t
from goninkan_desktop.i18n.forms import form_words
from goninkan_desktop.menus.title import TitleScene
from goninkan_desktop.profile.saves import Autosave
from goninkan_desktop.ui import layout


def mid_trick(players: int, auction: bool) -> str:
    """A two-deal match of the form stopped in its second deal's second last trick."""
    record = parse_record(record_text(players, auction, rounds=2))
    dealt, decisions = record.deals[-1]  # (redeals before it: all passed)
    match = replay(replace(record, deals=[*record.deals[:-1], (dealt, decisions[:-players - 1])]))
    assert not match.match.finished
    return dumps(match.match)


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("form", [(3, True), (5, False), (3, False), (5, True)], ids=str)
def test_continue_names_the_game_and_its_form(language: str, form: tuple[int, bool]) -> None:
    autosave = Autosave()
    autosave.folder.mkdir(parents=True, exist_ok=True)
    autosave.path.write_text(mid_trick(*form), encoding="utf-8")
    desktop = Desktop(size=(960, 600), language=language)
    try:
        title = desktop.top
        assert isinstance(title, TitleScene) and "continue" in title.buttons
        line = title.where.text
        game = RuleSet.preset_named("bidding", players=form[0], auction=form[1]).game
        words = form_words(game)
        if form == (5, True):  # the usual form keeps its words
            assert not words and t("menus.title.where_bidding", round=2, rounds=2,
                                   trick=game.tricks - 1) in line, line
        else:
            assert words and words in line, line
            assert t("menus.title.where_bidding_form", form=words, round=2, rounds=2,
                     trick=game.tricks - 1) in line, line
        rect = title.where.world_rect
        assert rect.left >= 0.0 and rect.right <= layout.WIDTH, (line, rect)
        assert not rect.colliderect(title.buttons["new_game"].world_rect)
    finally:
        desktop.close()
        set_language("en")
