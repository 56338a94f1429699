"""A hint speaks the words of the game on the table.

Play-tested: in the bidding game without an auction, the trump dialog said 切り札 (trump), and
its hint said 「ヒント：役はハートにしましょう。」, 役 being Goninkan's word for trump, which
the bidding game never uses: a newcomer read of a "役" no screen had named.
"""

from __future__ import annotations

import pygame
import pytest

from engine.rules import RuleSet
from goninkan_desktop.devtools.scenarios import free_trump
from goninkan_desktop.i18n import t
from goninkan_desktop.shell.game import player_names
from goninkan_desktop.table.games import BIDDING_TABLE

FREE = RuleSet.preset_named("bidding", auction=False)
THREE_FREE = RuleSet.preset_named("bidding", players=3, auction=False)


def _texts(node: object) -> str:
    found = [getattr(node, "text", "")]
    found += [_texts(child) for child in getattr(node, "children", ())]
    return " ".join(text for text in found if text)


@pytest.mark.parametrize("rules", [FREE, THREE_FREE], ids=["five", "three"])
def test_B17_the_trump_hint_says_trump_in_the_bidding_games_words(table_factory, lang: str,
                                                                  rules: RuleSet) -> None:
    table = table_factory(scenario=free_trump(4, player_names(rules.game.seats), rules),
                          preset="bidding", size=(960, 600))
    table.idle()
    scene = table.scene
    assert scene.screen_kind == "free_trump"
    table.key(pygame.K_h)
    table.until(lambda: scene.hints.current is not None)
    hint = scene.hints.current
    assert hint is not None
    wanted = [t("bid.hint.trump", suit=BIDDING_TABLE.suit_name(suit)) for suit in range(4)]
    assert hint.text in wanted
    table.frames(5)
    shown = _texts(scene.dialog)
    assert hint.text in shown, shown
    if lang == "ja":
        assert "役" not in shown and "切り札" in hint.text
