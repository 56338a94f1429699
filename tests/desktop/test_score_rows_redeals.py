"""Deals dealt again one after another take one row of the score table, with their count, and
no step of the final chart.

Play-tested (the bidding game, three players): nobody reaches a bid of 11 of 17 face cards
alone most of the time, so everyone passes and the same dealer deals again, often many times
over; the scores after a deal listed nine rows of 「第5回 配り直し（全員パス） 0 0 0」 and
scrolled the deal that scored out of sight, and the final chart drew a step for each along its
axis of deals. Now such a run is one row, 「配り直し（全員パス）×9」, and the chart's steps are
the deals that counted.
"""

from __future__ import annotations

import random
from itertools import groupby, pairwise

import pytest
from menu_driver import texts

from engine.players import play_match, player_named
from engine.rules import RuleSet
from engine.scoring import Outcome
from goninkan_desktop.i18n import t
from goninkan_desktop.i18n.format import minus
from goninkan_desktop.shell.game import player_names
from goninkan_desktop.table.games import table_game
from goninkan_desktop.table.scores import FinalScoresScene, RoundScoresScene, score_words
from goninkan_desktop.ui.app import App

DT = 1 / 60
THREE = RuleSet.preset_named("bidding", players=3, rounds=3)


@pytest.fixture(scope="module")
def played():
    """A three-player match played by normal players: it has runs of deals dealt again."""
    match = play_match([player_named("normal")] * 3, THREE, random.Random(5))
    runs = [len(list(run)) for key, run in groupby(match.results, lambda r: r.result)
            if key is Outcome.REDEAL]
    assert runs and max(runs) > 1
    return match


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_a_run_of_redeals_is_one_row_with_its_count(played, size: tuple[int, int],
                                                    lang: str) -> None:
    names = player_names(3)
    game = table_game(THREE)
    app = App(size, fixed_dt=DT)
    try:
        results = played.results
        final = FinalScoresScene(names, results, played.scores, 0, on_new_match=lambda: None,
                                 on_title=lambda: None, game=game)
        app.push(final)
        app.frame(DT)
        table = final.table
        assert sum(count for _, count in table.rows) == len(results)
        words = score_words(game, names)
        for (one, _), (other, _) in pairwise(table.rows):  # every run in one row
            assert not (one.result is other.result is Outcome.REDEAL
                        and words(one) == words(other))
        assert all(result.result is Outcome.REDEAL for result, count in table.rows if count > 1)
        assert len(table.rows) < len(results)
        counted = [r for r in results if r.result is not Outcome.REDEAL]  # a redeal is no deal
        assert [line[1:] for line in final.chart.totals] == [
            [sum(r.points[p] for r in counted[:n + 1]) for n in range(len(counted))]
            for p in range(3)]
        table.scroll(-len(table.rows))
        shown = []
        while True:
            shown += texts(table)
            if table.first_row + table.visible_rows >= len(table.rows):
                break
            table.scroll(table.visible_rows)
        longest = max(count for _, count in table.rows)
        redeal = t("bid.result.redeal")
        assert t("table.scores.repeated", result=redeal, count=longest) in shown
        totals = texts(table)[-len(names):]  # the totals still count every deal
        assert totals == [minus(score) for score in played.scores]
        app.pop()
        scores = RoundScoresScene(1, THREE.rounds, names, results, 0, game=game)
        app.push(scores)
        app.frame(DT)
        assert scores.table.rows == table.rows
        assert scores.table.visible_rows == min(10, max(3, len(table.rows)))
    finally:
        app.clear_scenes()
