"""The final scores' chart at 960x600 (issue 38): its axis labels and its legend were 11 to
13 px; now no text of the chart is below the table's smallest (``theme.MIN_TEXT_PX``), each
inside the chart and clear of the others, in both languages, for Goninkan and the bidding
game's three players."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from text_floor import SMALL_WINDOW, shown_texts, too_small

from engine.players import play_match, player_named
from engine.rules import RuleSet
from goninkan_desktop.i18n import set_language
from goninkan_desktop.shell.game import player_names
from goninkan_desktop.table.games import table_game
from goninkan_desktop.table.scores import FinalScoresScene
from goninkan_desktop.ui.app import App

DT = 1 / 60


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("rules", [RuleSet.preset_named("standard", rounds=2),
                                   RuleSet.preset_named("bidding", players=3, rounds=6)],
                         ids=["goninkan", "bidding-three"])
def test_the_final_chart_is_readable_at_960x600(language: str, rules: RuleSet) -> None:
    set_language(language)
    match = play_match([player_named("easy")] * rules.players, rules, random.Random(5))
    app = App(SMALL_WINDOW, fixed_dt=DT)
    try:
        final = FinalScoresScene(player_names(rules.players), match.results, match.scores, 0,
                                 on_new_match=lambda: None, on_title=lambda: None,
                                 game=table_game(rules))
        app.push(final)
        app.frame(DT)
        chart = final.chart
        assert too_small(chart, app.scale) == []
        texts = list(shown_texts(chart))
        assert len(texts) >= 2 + rules.players  # the axis's values and name, the legend
        box = chart.world_rect
        for text in texts:
            assert box.contains(text.world_rect), text.text
        for one, other in combinations(texts, 2):
            assert not one.world_rect.colliderect(other.world_rect), (one.text, other.text)
    finally:
        app.clear_scenes()
        set_language("en")
