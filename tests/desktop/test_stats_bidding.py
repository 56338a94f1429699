"""The bidding game's statistics against its records, counted apart from Goninkan's.

The ``bidding`` figures are checked against a count made here straight from
``python -m engine replay``'s report of each record, following
docs/statistics.md word for word, as an outside checker would; Goninkan's
figures must be the same with the bidding records in the archive as without.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_stats import archive_many

from engine.bidding import BiddingDealResult
from engine.dealing import draw_first_dealer
from engine.match import Match
from engine.players import RandomPlayer, player_named, step
from engine.record import dumps, parse_record, replay, report
from engine.rules import RuleSet
from goninkan_desktop.profile.stats_db import StatsDb
from goninkan_desktop.profile.stats_facts import read_facts
from tests.hypothesis_profiles import scaled

NAMES = ("You", "Hanako", "Jiro", "Saburo", "Shiro")


def play_bidding(seed: int, rounds: int = 4, level: str = "normal",
                 stop_after: int | None = None) -> Match:
    """A bidding match played by the engine's players (random ones pass and play alone
    often); ``stop_after``: stop once that many deal entries ended (an unfinished record)."""
    rng = random.Random(seed)
    player = RandomPlayer() if level == "random" else player_named(level)
    _, dealer = draw_first_dealer(rng)
    match = Match(RuleSet.preset_named("bidding", rounds=rounds), NAMES, dealer)
    while not match.finished and (stop_after is None or len(match.results) < stop_after):
        step(match, [player] * 5, rng)
    return match


def archive_bidding(folder: Path, count: int) -> list[Path]:
    """``count`` bidding matches in ``games/``: finished ones at two levels and unfinished
    ones, named as the game names its archive."""
    games = folder / "games"
    games.mkdir(parents=True, exist_ok=True)
    written = []
    for seed in range(count):
        level = ("normal", "random", "easy")[seed % 3]
        match = play_bidding(500 + seed, rounds=3 + seed % 4, level=level,
                             stop_after=2 if seed % 5 == 4 else None)
        path = games / f"202612{1 + seed % 28:02d}-{seed:06d}-b.gnk.json"
        extra = {"cpu_level": level, "hints": [seed % 3] * (1 + seed % 4),
                 **({"takebacks": 1 + seed % 2} if seed % 6 == 0 else {})}
        path.write_text(dumps(match, extra), encoding="utf-8")
        written.append(path)
    return written


def direct_bidding_count(folder: Path) -> dict[str, Any]:
    """docs/statistics.md's ``bidding`` object, counted from the replay reports of the
    bidding records in ``games/`` and of the match in progress (``autosave.gnk.json``)."""
    figures: Counter[str] = Counter()
    bids = 0
    by_level: dict[int, Counter[str]] = {}
    by_trump: dict[str, Counter[str]] = {}
    adjutant_tricks: list[int] = []
    paths = [*sorted((folder / "games").glob("*.gnk.json")), folder / "autosave.gnk.json"]
    for path in paths:
        if not path.exists():
            continue
        obj = json.loads(path.read_bytes())
        if obj["rules"]["preset"] != "bidding":
            continue
        out = report(replay(parse_record(path.read_bytes())))
        if out["finished"]:
            figures["matches"] += 1
            figures["matches_won"] += out["scores"][0] == max(out["scores"])
        figures["hints"] += sum(obj.get("hints", []))
        figures["takebacks"] += obj.get("takebacks", 0)
        figures["matches_with_takebacks"] += obj.get("takebacks", 0) > 0
        for deal, entry in zip(out["deals"], obj["deals"], strict=False):
            if deal["result"] == "redeal":
                continue
            if deal["adjutant"] is not None:
                # the named card's play: tricks of one card from each player, in order
                plays = [action.get("play") for action in entry["actions"]
                         if "play" in action]
                if deal["adjutant_card"] in plays:
                    adjutant_tricks.append(
                        plays.index(deal["adjutant_card"]) // len(obj["players"]) + 1)
            if deal["taisho"] == 0:
                made = "made" if deal["result"] == "taisho_win" else "failed"
                by_level.setdefault(deal["bid"], Counter())[made] += 1
                by_trump.setdefault(deal["trump"], Counter())[made] += 1
            role = ("taisho" if deal["taisho"] == 0 else
                    "adjutant" if deal["adjutant"] == 0 else "defender")
            made = deal["result"] == "taisho_win"
            figures["deals"] += 1
            figures[f"{role}_deals"] += 1
            figures[f"{role}_wins"] += made == (role != "defender")
            figures["points"] += deal["points"][0]
            bids += deal["bid"] if role == "taisho" else 0
    keys = ["matches", "matches_won", "deals", "taisho_deals", "taisho_wins",
            "adjutant_deals", "adjutant_wins", "defender_deals", "defender_wins", "points",
            "hints", "takebacks", "matches_with_takebacks"]
    counted: dict[str, Any] = {key: figures[key] for key in keys}
    counted["average_bid"] = (round(bids / figures["taisho_deals"], 2)
                              if figures["taisho_deals"] else None)
    counted["kept_best"] = {"kept": 0, "decisions": 0, "deals": 0}  # nothing reviewed here
    counted["bids_by_level"] = [{"bid": bid, "made": c["made"], "failed": c["failed"]}
                                for bid, c in sorted(by_level.items())]
    counted["bids_by_trump"] = [{"trump": suit, "made": by_trump[suit]["made"],
                                 "failed": by_trump[suit]["failed"]}
                                for suit in "CDHS" if suit in by_trump]
    counted["adjutant_known"] = {
        "deals": len(adjutant_tricks),
        "average_trick": round(sum(adjutant_tricks) / len(adjutant_tricks), 2)
        if adjutant_tricks else None}
    return counted


@pytest.fixture(scope="module")
def mixed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The same Goninkan archive twice: alone, and with bidding records and a bidding match
    in progress beside it."""
    alone = tmp_path_factory.mktemp("goninkan")
    archive_many(alone, 30)
    both = tmp_path_factory.mktemp("both")
    archive_many(both, 30)
    archive_bidding(both, 40)
    in_progress = play_bidding(999, rounds=6, stop_after=3)
    # the match in progress: its hints (the deal being played too) and take-back count
    (both / "autosave.gnk.json").write_text(
        dumps(in_progress, {"hints": [1, 0, 2, 3], "takebacks": 1}), encoding="utf-8")
    return alone, both


def test_the_bidding_figures_equal_a_direct_count_of_the_records(
        mixed: tuple[Path, Path]) -> None:
    _, both = mixed
    stats = StatsDb(both)
    stats.sync()
    expected = direct_bidding_count(both)
    # the archive covers each part, wins and losses, and the matches in progress
    assert all(expected[f"{role}_deals"] > expected[f"{role}_wins"] > 0
               for role in ("taisho", "adjutant", "defender"))
    assert 0 < expected["matches"] < 40
    assert all(len(expected[key]) > 1 for key in ("bids_by_level", "bids_by_trump"))
    assert expected["adjutant_known"]["deals"] > 0
    assert stats.summary()["bidding"] == expected
    stats.close()


def test_redeals_and_playing_alone_count_as_the_definitions_say(
        mixed: tuple[Path, Path]) -> None:
    """Five passes: no deal at all. The taisho alone (B8): the human is taisho or defender."""
    _, both = mixed
    reports = [report(replay(parse_record(path.read_bytes())))
               for path in sorted((both / "games").glob("*-b.gnk.json"))]
    deals = [deal for out in reports for deal in out["deals"]]
    assert any(deal["result"] == "redeal" for deal in deals)
    alone = [deal for deal in deals if deal["result"] != "redeal" and deal["adjutant"] is None]
    assert alone and any(deal["taisho"] == 0 for deal in alone)
    stats = StatsDb(both)
    stats.sync()
    figures = stats.bidding()
    played = [deal for out in reports for deal in out["deals"] if deal["result"] != "redeal"]
    in_progress = report(replay(parse_record((both / "autosave.gnk.json").read_bytes())))
    assert figures.deals == len(played) + sum(1 for deal in in_progress["deals"]
                                              if deal["result"] != "redeal")
    stats.close()


def test_goninkan_figures_do_not_change_with_bidding_records_beside_them(
        mixed: tuple[Path, Path]) -> None:
    alone, both = mixed
    first, second = StatsDb(alone), StatsDb(both)
    first.sync()
    second.sync()
    without, beside = first.summary(), second.summary()
    assert without["bidding"]["matches"] == 0 and without["bidding"]["average_bid"] is None
    without.pop("bidding")
    beside.pop("bidding")
    assert without.pop("bidding_forms") == []
    beside.pop("bidding_forms")
    assert beside == without
    # (the chart's order: some fixture names carry no time, so their files' times decide)
    assert first.groups() == second.groups()
    assert sorted(first.scores()) == sorted(second.scores())
    # a bidding deal's review counts in the bidding game's kept_best, never in Goninkan's
    unreviewed = second.next_unreviewed()
    assert unreviewed is not None
    bidding_deal = second.open().execute(
        "SELECT d.archive, d.idx FROM deals d JOIN matches m USING (archive) "
        "WHERE m.game = 'bidding' AND m.finished = 1 AND m.daily = '' LIMIT 1").fetchone()
    second.add_review(bidding_deal[0], bidding_deal[1], 7, 5)
    assert second.kept_best() == first.kept_best()
    assert second.summary()["bidding"]["kept_best"] == {"kept": 5, "decisions": 7, "deals": 1}
    second.open().execute("DELETE FROM reviews")
    first.close()
    second.close()


def test_the_export_names_the_part_played_in_each_bidding_deal(
        mixed: tuple[Path, Path], tmp_path: Path) -> None:
    _, both = mixed
    stats = StatsDb(both)
    stats.sync()
    lines = stats.export_csv(tmp_path / "stats.csv").read_text(encoding="utf-8").splitlines()
    sides = Counter(line.split(",")[1] + ":" + line.split(",")[8] for line in lines[1:])
    assert {key.split(":")[1] for key in sides if key.startswith("bidding:")} == {
        "taisho", "adjutant", "defender"}
    assert {key.split(":")[1] for key in sides if not key.startswith("bidding:")} == {
        "kankei", "mukankei"}
    stats.close()


def test_the_command_line_prints_the_bidding_object(mixed: tuple[Path, Path],
                                                    tmp_path: Path) -> None:
    _, both = mixed
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "xdg")}
    target = tmp_path / "xdg" / "Goninkan"
    target.mkdir(parents=True)
    (target / "games").symlink_to(both / "games")
    (target / "autosave.gnk.json").write_bytes((both / "autosave.gnk.json").read_bytes())
    out = subprocess.run([sys.executable, "-m", "goninkan_desktop", "--stats"], env=env,
                         capture_output=True, text=True, check=True, timeout=120)
    assert json.loads(out.stdout)["bidding"] == direct_bidding_count(both)


# a seed: the property is over whole three-round matches of CPU players (each deal's part
# and points), and the failing seed replays the match exactly; the level and where the
# record stops are drawn
@settings(max_examples=scaled(25), deadline=None)
@given(seed=st.integers(0, 10**6), level=st.sampled_from(["random", "easy", "normal"]),
       stop_after=st.one_of(st.none(), st.integers(1, 5)))
def test_each_deal_has_one_part_and_its_points_follow_B13(
        seed: int, level: str, stop_after: int | None) -> None:
    """Over random bidding matches: every deal played has exactly one part for player 0, no
    redeal is a deal, and the points say the same as the part and the result (B12, B13)."""
    match = play_bidding(seed, rounds=3, level=level, stop_after=stop_after)
    facts = read_facts("games/x.gnk.json", dumps(match).encode(), 0.0)
    played = [r for r in match.results if r.result.value != "redeal"]
    assert facts.game == "bidding" and len(facts.deals) == len(played)
    for deal, result in zip(facts.deals, played, strict=True):
        assert isinstance(result, BiddingDealResult) and result.bid is not None
        assert deal.role in ("taisho", "adjutant", "defender") and deal.bid == result.bid
        made = result.result.value == "kankei_win"  # the replay's taisho_win
        sign = 1 if deal.won else -1
        if deal.role == "taisho":
            assert deal.won == made and deal.points == sign * result.bid
        elif deal.role == "adjutant":
            assert deal.won == made and deal.points == sign * -(-result.bid // 2)
        else:
            assert deal.won != made and deal.points == 0
