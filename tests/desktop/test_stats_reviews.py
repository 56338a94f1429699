"""The share of your decisions that kept your side's best result, reviewed in the background."""

from __future__ import annotations

import random
import time
from pathlib import Path

from engine.dealing import draw_first_dealer
from engine.match import Match
from engine.players import RandomPlayer, step
from engine.record import dumps
from engine.rules import RuleSet
from goninkan_desktop.profile.stats_db import StatsDb
from goninkan_desktop.stats.reviews import Reviewer, deal_counts

BUDGET = 4000
"""A small solver budget: the last tricks are exact, the test stays quick."""


def archived(folder: Path) -> tuple[StatsDb, str]:
    rng = random.Random(11)
    match = Match(RuleSet.from_json({"preset": "standard", "rounds": 1}),
                  ("You", "Hanako", "Jiro", "Saburo", "Shiro"), draw_first_dealer(rng)[1])
    while not match.finished:
        step(match, [RandomPlayer()] * 5, rng)
    text = dumps(match)
    (folder / "games").mkdir(parents=True)
    (folder / "games" / "20261201-100000.gnk.json").write_text(text, encoding="utf-8")
    stats = StatsDb(folder)
    stats.sync()
    return stats, text


def test_a_deals_counts_are_its_exact_decisions_and_those_that_kept_the_best(
        tmp_path: Path) -> None:
    _, text = archived(tmp_path)
    exact, kept = deal_counts(text, 0, BUDGET)
    assert 0 < exact <= 10 and 0 <= kept <= exact
    assert deal_counts(text, 0, BUDGET) == (exact, kept)  # reproducible: a budget, not a clock


def test_the_reviewer_fills_the_share_in_a_worker_process(tmp_path: Path) -> None:
    stats, text = archived(tmp_path)
    stored: list[int] = []
    reviewer = Reviewer(stats, idle=lambda: True, on_stored=lambda: stored.append(1),
                        idle_seconds=0.0, node_budget=BUDGET)
    deals = stats.summary()["deals"]
    try:
        deadline = time.monotonic() + 240
        while stats.next_unreviewed() is not None or reviewer.busy:
            assert time.monotonic() < deadline, "the reviews never finished"
            reviewer(None)
            time.sleep(0.05)
    finally:
        reviewer.close()
    expected = [deal_counts(text, index, BUDGET) for index in range(deals)]
    assert stats.kept_best() == (sum(k for _, k in expected), sum(e for e, _ in expected), deals)
    assert len(stored) == deals
    assert stats.summary()["kept_best"]["deals"] == deals


def test_a_match_on_the_table_stops_the_worker(tmp_path: Path) -> None:
    stats, _ = archived(tmp_path)
    playing = [False]
    reviewer = Reviewer(stats, idle=lambda: not playing[0], idle_seconds=0.0,
                        node_budget=BUDGET)
    try:
        reviewer(None)
        assert reviewer.busy
        playing[0] = True
        reviewer(None)
        assert not reviewer.busy
        reviewer(None)
        assert not reviewer.busy
    finally:
        reviewer.close()
