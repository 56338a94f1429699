"""The bidding game's race on the plaque (issue 41): the defenders' line read 「守備側 0枚／6枚」,
like a fraction; it now says what the felt's row says, "0, need 6" (「阻止に6枚」), and every
race line fits inside the plaque, which stays clear of the top seats' panels."""

from __future__ import annotations

import pygame
import pytest
from menu_driver import Desktop

from engine.games import Game
from engine.rules import RuleSet
from goninkan_desktop.i18n import set_language, t
from goninkan_desktop.table.forms import form_key
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.plaque import TrumpPlaque
from goninkan_desktop.ui.nodes.seat_panel import PANEL_H, PANEL_W

BORDER = 2.0
THREE = RuleSet.preset_named("bidding", players=3).game


FIVE = RuleSet.preset_named("bidding").game


@pytest.mark.parametrize("language", ["ja", "en"])
@pytest.mark.parametrize("form", [FIVE, THREE], ids=["five", "three"])
def test_the_defenders_line_says_how_many_they_need_and_every_line_fits(
        language: str, form: Game) -> None:
    """Five players, and three (play-tested: with three the plaque still read "Defenders 8 / 7"
    once the two had stopped the bid): the defenders' line speaks as the felt's row does, and
    every race line fits inside the plaque, which no seat's panel touches."""
    desktop = Desktop()  # fonts and a display
    try:
        set_language(language)
        plaque = TrumpPlaque()
        inside = plaque.world_rect.inflate(-2 * BORDER, -2 * BORDER)
        side = "bid.race.side.three" if form is THREE else "bid.race.side"
        for bid in range(11, 18):
            need = 17 - bid + 1
            for mine, others in ((0, 0), (bid, 17 - bid), (17, 0), (0, 17), (10, 10)):
                words = (t(side, count=mine, target=bid),
                         t(form_key("bid.race.defenders", form), count=others, target=need))
                plaque.set_race((mine, others), (bid, need), words)
                defenders = plaque.mukankei_bar.label.text
                said = f"阻止に{need}枚" if language == "ja" else f"need {need}"
                assert said in defenders and f"/ {need}" not in defenders \
                    and f"／{need}枚" not in defenders, defenders
                for bar in (plaque.kankei_bar, plaque.mukankei_bar):
                    assert inside.contains(bar.label.world_rect), bar.label.text
        for x, y in layout.SEAT_ANCHORS:  # no seat's panel touches the plaque
            panel = pygame.FRect(x - PANEL_W / 2, y - PANEL_H / 2, PANEL_W, PANEL_H)
            assert not panel.colliderect(plaque.world_rect), (x, y)
    finally:
        set_language("en")
        desktop.close()
