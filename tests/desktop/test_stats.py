"""The statistics database against the archived records it is built from.

The figures are checked against a separate count made here straight from
``python -m engine replay``'s report of each record, as an outside checker
would: over the finished archived matches, player 0's seat.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from engine.dealing import draw_first_dealer
from engine.errors import RecordError
from engine.match import Match
from engine.players import RandomPlayer, player_named, step
from engine.record import dumps, parse_record, replay, report
from engine.rules import RuleSet
from goninkan_desktop.platform import paths
from goninkan_desktop.play.session import Session
from goninkan_desktop.profile.saves import Autosave
from goninkan_desktop.profile.stats_db import SCHEMA, StatsDb

CHILD = Path(__file__).with_name("archive_child.py")
NAMES = ("You", "Hanako", "Jiro", "Saburo", "Shiro")
KANKEI_WINS = {"kankei_win", "sukonku", "juroku_made", "reverse_juroku_missed"}
MUKANKEI_WINS = {"mukankei_win", "reverse_sukonku", "reverse_juroku_made", "juroku_missed"}


@pytest.fixture(autouse=True)
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    if not paths.data_dir().is_relative_to(folder):
        monkeypatch.setattr(paths, "data_dir", lambda: folder / "Goninkan")
    return folder / "Goninkan"


def play(seed: int, preset: str, level: str = "random", rounds: int | None = None) -> Match:
    """A whole CPU match, fast (random players unless asked)."""
    rng = random.Random(seed)
    player = RandomPlayer() if level == "random" else player_named(level)
    rules = RuleSet.preset_named(preset)
    if rounds is not None:
        rules = RuleSet.from_json({"preset": preset, "rounds": rounds})
    _, dealer = draw_first_dealer(rng)
    match = Match(rules, NAMES, dealer)
    while not match.finished:
        step(match, [player] * 5, rng)
    return match


def archive_many(folder: Path, count: int) -> list[Path]:
    """``count`` finished matches archived as the game names them, with the app's own keys."""
    games = folder / "games"
    games.mkdir(parents=True, exist_ok=True)
    written = []
    for seed in range(count):
        preset = ("standard", "goshogawara")[seed % 2]
        match = play(seed, preset, rounds=None if seed % 3 else 2)
        deals = len(match.history)
        extra = {"cpu_level": ("easy", "normal", "strong")[seed % 3],
                 "hints": [seed % 4] * deals if seed % 5 else [],
                 **({"takebacks": seed % 3} if seed % 7 == 0 else {})}
        path = games / f"2026{1 + seed % 12:02d}{1 + seed % 28:02d}-{seed:06d}.gnk.json"
        path.write_text(dumps(match, extra), encoding="utf-8")
        written.append(path)
    return written


def direct_count(folder: Path) -> dict[str, int]:
    """The issue's figures counted straight from each archived record's replay report: matches
    and points of the finished ones, the deals of every one (an unfinished one's too)."""
    figures: Counter[str] = Counter()
    for path in sorted((folder / "games").glob("*.gnk.json")):
        try:
            result = replay(parse_record(path.read_bytes()))
        except RecordError:
            continue
        out = report(result)
        if result.error is not None:
            continue
        if out["finished"]:  # the figures of matches: finished ones only
            figures["matches"] += 1
            figures["points"] += out["scores"][0]
        for deal in out["deals"]:
            if deal["result"] == "redeal":
                continue
            figures["deals"] += 1
            if 0 in deal["kankei"]:
                figures["kankei_deals"] += 1
                figures["kankei_wins"] += deal["result"] in KANKEI_WINS
                for result in ("sukonku", "juroku_made", "juroku_missed"):
                    figures[result] += deal["result"] == result
            else:
                figures["mukankei_deals"] += 1
                figures["mukankei_wins"] += deal["result"] in MUKANKEI_WINS
    keys = ["matches", "deals", "kankei_deals", "kankei_wins", "mukankei_deals",
            "mukankei_wins", "sukonku", "juroku_made", "juroku_missed", "points"]
    return {key: figures[key] for key in keys}


@pytest.fixture(scope="module")
def archive(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Three hundred archived matches (both presets, some unfinished or broken files)."""
    folder = tmp_path_factory.mktemp("archive")
    archive_many(folder, 300)
    record = json.loads(dumps(play(1000, "standard")))
    record["deals"] = record["deals"][:2]
    (folder / "games" / "20260101-000000-2.gnk.json").write_text(json.dumps(record))
    (folder / "games" / "20260101-000000-3.gnk.json").write_text("{not a record")
    return folder


def test_stats_from_the_database_equal_a_direct_count_of_the_records(archive: Path) -> None:
    stats = StatsDb(archive)
    assert stats.sync() == 302
    expected = direct_count(archive)
    assert expected["matches"] == 300 and expected["sukonku"] > 0
    summary = stats.summary()
    assert {key: summary[key] for key in expected} == expected
    assert stats.sync() == 0  # nothing new: nothing read again
    stats.close()


def test_the_screen_figures_add_up(archive: Path) -> None:
    stats = StatsDb(archive)
    stats.sync()
    groups = stats.groups()
    assert sum(g.matches for g in groups) == 300
    assert {(g.preset, g.cpu_level) for g in groups} == {
        (p, lv) for p in ("standard", "goshogawara") for lv in ("easy", "normal", "strong")}
    assert len(stats.scores()) == 300
    assert sum(stats.scores()) == stats.summary()["points"]
    kankei = stats.side(True)
    assert kankei.juroku_called == kankei.juroku_made + kankei.juroku_missed
    summary = stats.summary()
    assert summary["takebacks"] == sum(seed % 3 for seed in range(300) if seed % 7 == 0)
    assert summary["matches_with_takebacks"] == sum(
        1 for seed in range(300) if seed % 7 == 0 and seed % 3)
    stats.close()


def test_the_command_line_prints_the_same_numbers(archive: Path, tmp_path: Path) -> None:
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "xdg")}
    target = tmp_path / "xdg" / "Goninkan"
    target.mkdir(parents=True)
    (target / "games").symlink_to(archive / "games")
    out = subprocess.run([sys.executable, "-m", "goninkan_desktop", "--stats"], env=env,
                         capture_output=True, text=True, check=True, timeout=120)
    printed = json.loads(out.stdout)
    expected = direct_count(archive)
    assert {key: printed[key] for key in expected} == expected


def _rebuilt_equal(folder: Path) -> StatsDb:
    stats = StatsDb(folder)
    stats.sync()
    assert {key: stats.summary()[key] for key in direct_count(folder)} == direct_count(folder)
    return stats


@pytest.fixture
def small(tmp_path: Path) -> Path:
    archive_many(tmp_path, 12)
    first = StatsDb(tmp_path)
    first.sync()
    first.close()
    return tmp_path


def test_a_deleted_database_is_rebuilt(small: Path) -> None:
    (small / "stats.sqlite3").unlink()
    stats = _rebuilt_equal(small)
    assert stats.message is None


@pytest.mark.parametrize("damage", ["truncated", "garbage", "empty-tables"])
def test_a_broken_database_is_set_aside_and_rebuilt(small: Path, damage: str) -> None:
    db = small / "stats.sqlite3"
    data = db.read_bytes()
    if damage == "truncated":
        db.write_bytes(data[:len(data) // 2 + 100])
    elif damage == "garbage":
        db.write_bytes(b"this is not sqlite at all" * 100)
    else:
        with sqlite3.connect(db) as conn:
            conn.execute("DROP TABLE deals")
        conn.close()
    broken = db.read_bytes()
    stats = _rebuilt_equal(small)
    assert stats.message == "stats.problem.broken"
    assert stats.set_aside is not None and stats.set_aside.read_bytes() == broken
    assert stats.set_aside.name.startswith("stats.sqlite3.broken-")


def test_a_future_schema_is_set_aside_and_rebuilt(small: Path) -> None:
    db = small / "stats.sqlite3"
    conn = sqlite3.connect(db)
    conn.execute(f"PRAGMA user_version = {SCHEMA + 1}")
    conn.commit()
    conn.close()
    stats = _rebuilt_equal(small)
    assert stats.message == "stats.problem.future"
    assert stats.set_aside is not None and stats.set_aside.exists()


def test_an_older_schema_is_rebuilt_quietly(small: Path) -> None:
    db = small / "stats.sqlite3"
    db.unlink()
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE matches (archive TEXT)")
    conn.commit()
    conn.close()
    stats = _rebuilt_equal(small)
    assert stats.message is None
    assert not list(small.glob("*.broken-*"))


def test_rows_follow_the_archive(small: Path) -> None:
    stats = StatsDb(small)
    stats.sync()
    before = stats.summary()["matches"]
    gone = sorted((small / "games").glob("*.gnk.json"))[0]
    gone.unlink()
    assert stats.sync() == 1
    assert stats.summary()["matches"] == before - 1
    (small / "games" / "29990101-000000.gnk.json").write_text(dumps(play(77, "standard")))
    assert stats.sync() == 1
    assert stats.summary()["matches"] == before


def test_a_session_archives_and_counts_a_finished_match(data_home: Path) -> None:
    session = Session()
    session.autosave.write(dumps(Match(RuleSet(), NAMES, 0)))
    match = play(3, "standard", rounds=1)
    assert session.archive(dumps(match, {"cpu_level": "easy", "takebacks": 2})) is not None
    assert not session.autosave.path.exists()
    summary = session.stats.summary()
    assert summary["matches"] == 1 and summary["takebacks"] == 2
    assert summary["points"] == match.scores[0]
    session.close()


def test_reset_keeps_the_records_and_counts_from_zero(small: Path) -> None:
    stats = StatsDb(small)
    stats.sync()
    kept = stats.reset()
    assert kept is not None and len(list((kept / "games").glob("*.gnk.json"))) == 12
    assert stats.summary()["matches"] == 0
    assert stats.sync() == 0


def test_export_writes_one_line_per_deal(small: Path, tmp_path: Path) -> None:
    stats = StatsDb(small)
    stats.sync()
    target = stats.export_csv(tmp_path / "out" / "stats.csv")
    lines = target.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("played_at,preset,cpu_level")
    assert len(lines) - 1 == stats.summary()["deals"]


def test_a_kill_while_archiving_leaves_both_or_what_the_next_start_mends(
        data_home: Path) -> None:
    """SIGKILL a process archiving match after match, at random moments, six times."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    rng = random.Random(10)
    first = 0
    for _ in range(6):
        child = subprocess.Popen([sys.executable, str(CHILD), str(first)], env=env,
                                 stdout=subprocess.PIPE, text=True)
        assert child.stdout is not None
        child.stdout.readline()  # started and archiving
        time.sleep(rng.uniform(0.0, 0.3))
        child.send_signal(signal.SIGKILL)
        done = [int(line) for line in child.stdout.read().split()]
        child.wait()
        # the next start: the autosave is read (a finished one archived), the rows follow
        session = Session()
        session.reload_autosave()
        session.sync_stats()
        files = sorted((data_home / "games").glob("*.gnk.json"))
        texts = [path.read_text(encoding="utf-8") for path in files]
        assert len(set(texts)) == len(texts), "a match was archived twice"
        seeds = sorted(json.loads(text)["seed"] for text in texts)
        assert seeds == list(range(seeds[-1] + 1)), "a finished match was lost"
        assert set(done) <= set(seeds)
        rows = session.stats.open().execute("SELECT archive FROM matches").fetchall()
        in_progress = ["autosave.gnk.json"] if (data_home / "autosave.gnk.json").exists() \
            else []  # the match in progress counts its finished deals too
        assert sorted(row[0] for row in rows) == sorted(
            [*in_progress, *(f"games/{path.name}" for path in files)])
        saved = Autosave().load()
        assert saved.match is None or not saved.match.finished
        session.close()
        first = seeds[-1] + 1


def test_the_table_writes_its_level_and_hints_and_keeps_them_on_resume() -> None:
    from goninkan_desktop.play.controller import TableController

    controller = TableController.new_match(RuleSet(), NAMES, 4, level="easy")
    controller.step(0.0)  # the first deal is due: the step deals it
    assert len(controller.match.history) == 1
    controller.note_hint()
    controller.note_hint()
    record = json.loads(controller.record)
    assert record["cpu_level"] == "easy" and record["hints"] == [2]
    again = TableController.from_record(controller.record, level="normal")
    assert again.level == "easy"
    assert json.loads(again.record)["hints"] == [2]
    controller.close()
    again.close()


def test_a_finished_autosave_already_archived_is_not_archived_twice(data_home: Path) -> None:
    text = dumps(play(8, "standard", rounds=1))
    autosave = Autosave()
    (data_home / "games").mkdir(parents=True)
    copy = data_home / "games" / "20260101-120000.gnk.json"
    copy.write_text(text, encoding="utf-8")
    autosave.write(text)  # killed between the two names of the move
    loaded = autosave.load()
    assert loaded.path == copy and not autosave.path.exists()
    assert list((data_home / "games").iterdir()) == [copy]


def test_the_match_in_progress_counts_its_hints_and_take_backs(data_home: Path) -> None:
    """Twelve hints and a take-back in a match not finished yet (the deal being played too)
    show in the figures at once, as its finished deals do (docs/statistics.md)."""
    from goninkan_desktop.play.controller import TableController
    from goninkan_desktop.play.takeback import can_take_back, take_back

    rng = random.Random(4)
    match = Match(RuleSet(), NAMES, 0)
    players = [RandomPlayer()] * 5
    step(match, players, rng)  # the first deal is dealt
    while not can_take_back(match):
        step(match, players, rng)
    controller = TableController(match, seed=4, level="easy")
    for _ in range(12):
        controller.note_hint()
    cut = take_back(controller.match, controller.extra)
    assert cut is not None
    session = Session()
    session.autosave.write(dumps(*cut))
    session.sync_stats()
    summary = session.stats.summary()
    assert (summary["hints"], summary["takebacks"], summary["matches_with_takebacks"]) == (
        12, 1, 1)
    assert summary["matches"] == 0  # the figures of matches still wait for its end
    assert summary["bidding"]["hints"] == 0
    session.close()
    controller.close()
