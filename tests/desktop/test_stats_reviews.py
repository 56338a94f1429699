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


def test_after_a_deal_the_reviewer_rests_before_the_next(tmp_path: Path) -> None:
    """Calm in the menus: after each deal the reviewer waits ``rest`` times as long as the
    deal took before it starts another."""
    stats, _ = archived(tmp_path)
    reviewer = Reviewer(stats, idle=lambda: True, idle_seconds=0.0, node_budget=BUDGET,
                        rest=1000.0)
    try:
        reviewer(None)
        assert reviewer.busy
        deadline = time.monotonic() + 240
        while reviewer.busy:
            assert time.monotonic() < deadline, "the review never finished"
            reviewer(None)
            time.sleep(0.05)
        assert stats.next_unreviewed() is not None  # more deals wait…
        for _ in range(5):
            reviewer(None)
            time.sleep(0.05)
        assert not reviewer.busy  # …but the reviewer rests
    finally:
        reviewer.close()


def test_the_idle_ceiling_counts_only_exact_decisions() -> None:
    """A three-player deal without an auction (the review's own search, the dearest): with a
    lower ceiling fewer decisions may be exact, and only those are counted; each counted
    decision is one the full ceiling finds exact too, with the same verdict."""
    from engine.players import play_match, player_named
    from engine.record import parse_record
    from engine.review import exact_reviews, plan_review

    rules = RuleSet.preset_named("bidding", players=3, auction=False, rounds=1)
    text = dumps(play_match([player_named("normal")] * 3, rules, random.Random(5)))
    record = parse_record(text)
    deal = len(record.deals) - 1
    spots = plan_review(record, 0, [deal]).spots[deal]
    low = {r.action: r for r in exact_reviews(spots, BUDGET, 1) if r.exact}
    full = {r.action: r for r in exact_reviews(spots, BUDGET, 64) if r.exact}
    assert low and set(low) <= set(full) and len(low) < len(full)
    for action, review in low.items():
        assert review.kept_best == full[action].kept_best
        assert review.options == full[action].options
    exact, kept = deal_counts(text, deal, BUDGET, 1)
    assert exact == len(low) and kept == sum(r.kept_best for r in low.values())
