"""A whole match through the real table, the human's seat played by synthetic clicks."""

from __future__ import annotations

from collections import Counter

from engine.actions import LeadCall, NameTrump, Play, Show
from engine.record import dumps, load
from goninkan_desktop.devtools.autopilot import Autopilot
from goninkan_desktop.table.deal_result import DealResultScene
from goninkan_desktop.table.scores import FinalScoresScene


def test_whole_match_played_by_clicks(table_factory) -> None:
    table = table_factory(seed=3, level="easy")
    pilot = Autopilot(table.scene, level="easy", seed=3)
    table.app.after_frame.append(pilot)
    kinds: set[str] = set()
    table.app.after_frame.append(lambda app: kinds.add(table.scene.screen_kind))
    stale: list[str] = []

    def panels_match_scores(app) -> None:
        # behind a deal's result the seats already show the new totals
        if isinstance(app.top, DealResultScene):
            scores = table.scene.controller.match.scores
            for player, group in table.scene.table.groups.items():
                shown = f"{scores[player]} ".replace("-", "\u2212")  # a true minus sign
                if not group.panel.points_text.startswith(shown):
                    stale.append(group.panel.points_text)

    table.app.after_frame.append(panels_match_scores)
    table.until(lambda: isinstance(table.app.top, FinalScoresScene), limit=60_000)
    match = table.scene.controller.match
    assert match.finished and not stale
    # every decision of player 0 reached the engine through the screen
    mine = [d for _, decisions in match.history for d in decisions if d.player == 0]
    assert mine == pilot.decisions
    made = Counter(type(d) for d in pilot.decisions)
    assert made[Play] >= 20
    # this seed makes the human Kankei (iku/koi), shower and chooser (kime-yaku)
    assert made[LeadCall] >= 1 and made[Show] >= 1 and made[NameTrump] >= 1
    assert {"iku_koi", "show_cards", "kime_yaku"} <= kinds
    # the record replays to the same match
    again = load(dumps(match))
    assert again.scores == match.scores and again.finished
    final = table.app.top
    assert isinstance(final, FinalScoresScene)
    assert final.chart.totals[0][-1] == match.scores[0]
    assert len(final.table.results) == len(match.results)


def test_new_match_from_the_final_scores(table_factory) -> None:
    table = table_factory(seed=9, level="easy")
    pilot = Autopilot(table.scene, level="easy", seed=9)
    table.app.after_frame.append(pilot)
    table.until(lambda: isinstance(table.app.top, FinalScoresScene), limit=60_000)
    first = table.scene
    final = table.app.top
    assert isinstance(final, FinalScoresScene)
    table.app.after_frame.remove(pilot)
    table.click(final.new_match)
    assert table.scene is not first and table.app.top is table.scene
    fresh = table.scene.controller.match
    assert len(fresh.history) <= 1 and not fresh.finished and fresh.scores == [0] * 5
    assert table.scene.controller.seed != first.controller.seed  # a new deal of the cards
