"""The autosave: written after every action, survives SIGKILL, bad saves set aside, never lost."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import importlib.util
import json
import random
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from engine.cards import codes_of
from engine.match import Match
from engine.players import RandomPlayer, step
from engine.record import dumps
from goninkan_desktop import i18n
from goninkan_desktop.platform import paths
from goninkan_desktop.profile.saves import AUTOSAVE_NAME, Autosave, LoadResult, LoadStatus

ROOT = Path(__file__).resolve().parents[2]
CHILD_PATH = Path(__file__).with_name("autosave_child.py")
NOON = datetime(2025, 5, 1, 12, 0, 0)


def _load_child() -> ModuleType:
    spec = importlib.util.spec_from_file_location("autosave_child", CHILD_PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


child = _load_child()


@pytest.fixture(autouse=True)
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point the data folder at a temporary one (XDG on Linux, patched elsewhere)."""
    folder = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    if not paths.data_dir().is_relative_to(folder):
        monkeypatch.setattr(paths, "data_dir", lambda: folder / "Goninkan")
    return folder / "Goninkan"


@pytest.fixture
def autosave() -> Autosave:
    return Autosave(now=lambda: NOON)


def match_after(seed: int, actions: int) -> Match:
    """The seeded CPU match after ``actions`` actions (or at its end)."""
    match: Match | None = None
    for match in child.seeded_match(seed):
        if child.actions_done(match) >= actions:
            break
    assert match is not None
    return match


def save(autosave: Autosave, match: Match) -> bool:
    """What the game does after every action (``Shell._record_changed``): write the record,
    or archive it once the match is finished."""
    text = dumps(match)
    if match.finished:
        return autosave.archive(text) is not None
    return autosave.write(text)


def mid_trick_match(seed: int = 7, after: int = 40) -> Match:
    match: Match
    for match in child.seeded_match(seed):
        if child.actions_done(match) >= after and child.mid_trick(match):
            return match
    raise AssertionError("the match never stopped mid-trick")


def same_position(a: Match, b: Match) -> None:
    """Two matches are at the same action with the same hands, scores and choices."""
    assert dumps(a) == dumps(b)
    assert [codes_of(h) for h in a.hands] == [codes_of(h) for h in b.hands]
    assert (a.phase, a.round, a.deal, a.to_act(), a.trick) == (
        b.phase, b.round, b.deal, b.to_act(), b.trick)
    assert a.legal_decisions() == b.legal_decisions()
    assert a.scores == b.scores


def shown_message(result: LoadResult) -> Iterator[str]:
    assert result.message is not None
    for language in i18n.LANGUAGES:
        i18n.set_language(language)
        try:
            yield i18n.t(result.message, **result.message_params())
        finally:
            i18n.set_language(i18n.DEFAULT_LANGUAGE)


# ---- the ordinary path -------------------------------------------------------------


def test_no_autosave(autosave: Autosave, data_home: Path) -> None:
    result = autosave.load()
    assert result.status is LoadStatus.NONE
    assert not result.can_continue and result.message is None
    assert autosave.path == data_home / AUTOSAVE_NAME


def test_saved_after_every_action_and_continued(autosave: Autosave) -> None:
    for match in child.seeded_match(3):
        assert save(autosave, match)
        if child.actions_done(match) == 60:
            break
    result = autosave.load()
    assert result.status is LoadStatus.OK and result.can_continue
    assert result.message is None
    assert result.match is not None
    same_position(result.match, match_after(3, 60))


def test_each_write_is_the_whole_record_so_far(autosave: Autosave) -> None:
    for match in child.seeded_match(5):
        save(autosave, match)
        if not match.finished:
            assert autosave.path.read_text(encoding="utf-8") == dumps(match)
        if child.actions_done(match) > 25:
            break
    assert [p.name for p in autosave.folder.iterdir()] == [AUTOSAVE_NAME]


def test_a_finished_match_is_archived_not_offered(autosave: Autosave) -> None:
    for match in child.seeded_match(11):
        save(autosave, match)
    assert match.finished
    archived = autosave.games_folder / "20250501-120000.gnk.json"
    assert archived.read_text(encoding="utf-8") == dumps(match)
    assert not autosave.path.exists()
    assert autosave.load().status is LoadStatus.NONE


def test_a_finished_autosave_found_at_start_is_archived(autosave: Autosave) -> None:
    match = match_after(11, 10**6)
    (autosave.games_folder).mkdir(parents=True)
    (autosave.games_folder / "20250501-120000.gnk.json").write_text("earlier", encoding="utf-8")
    autosave.write(dumps(match))
    result = autosave.load()
    assert result.status is LoadStatus.FINISHED and not result.can_continue
    assert result.message is None
    assert result.path == autosave.games_folder / "20250501-120000-2.gnk.json"
    assert result.path.read_text(encoding="utf-8") == dumps(match)
    assert (autosave.games_folder / "20250501-120000.gnk.json").read_text(
        encoding="utf-8") == "earlier"
    assert autosave.load().status is LoadStatus.NONE


def test_clear(autosave: Autosave) -> None:
    autosave.clear()
    save(autosave, match_after(2, 5))
    autosave.clear()
    assert autosave.load().status is LoadStatus.NONE


def test_a_refused_write_returns_false(autosave: Autosave, data_home: Path) -> None:
    data_home.parent.mkdir(parents=True)
    data_home.write_text("a file where the folder should be", encoding="utf-8")
    assert save(autosave, match_after(2, 5)) is False


def test_stale_temporary_files_are_tidied(autosave: Autosave) -> None:
    save(autosave, match_after(2, 5))
    stale = autosave.folder / f".{AUTOSAVE_NAME}.99999.tmp"
    stale.write_text('{"format": "goninkan-rec', encoding="utf-8")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    assert autosave.load().status is LoadStatus.OK
    assert not stale.exists()


# ---- bad saves -------------------------------------------------------------------


def a_record() -> dict[str, Any]:
    obj: dict[str, Any] = json.loads(dumps(match_after(4, 30)))
    return obj


def with_illegal_play() -> bytes:
    """A well-formed record whose first play is a card from someone else's hand (R15)."""
    obj = a_record()
    deal = obj["deals"][0]
    for action in deal["actions"]:
        if "play" in action:
            other = (action["player"] + 1) % 5
            action["play"] = deal["hands"][other][0]
            return json.dumps(obj).encode()
    raise AssertionError("no play in the first deal")


def with_version(version: Any) -> bytes:
    return json.dumps({**a_record(), "version": version}).encode()


def whole() -> bytes:
    return json.dumps(a_record()).encode()


BAD_SAVES: list[tuple[str, bytes, LoadStatus]] = [
    ("empty", b"", LoadStatus.CORRUPT),
    ("truncated", whole()[: len(whole()) // 2], LoadStatus.CORRUPT),
    ("cut at the last byte", whole()[:-1], LoadStatus.CORRUPT),
    ("garbage", bytes(random.Random(1).randrange(256) for _ in range(3000)), LoadStatus.CORRUPT),
    ("zeros", b"\x00" * 4096, LoadStatus.CORRUPT),
    ("json null", b"null", LoadStatus.CORRUPT),
    ("deep nesting", b"[" * 100_000, LoadStatus.CORRUPT),
    ("not a record", b'{"format": "goninkan-settings", "version": 1}', LoadStatus.CORRUPT),
    ("version zero", with_version(0), LoadStatus.CORRUPT),
    ("version as text", with_version("2"), LoadStatus.CORRUPT),
    ("hands not the deck", whole().replace(b'"AS"', b'"KS"', 1), LoadStatus.CORRUPT),
    ("future version", with_version(2), LoadStatus.FUTURE),
    ("far future version", with_version(99), LoadStatus.FUTURE),
    ("illegal action", with_illegal_play(), LoadStatus.ILLEGAL),
]


@pytest.mark.parametrize(("what", "data", "status"), BAD_SAVES, ids=[b[0] for b in BAD_SAVES])
def test_a_bad_save_is_set_aside_with_a_message(
        autosave: Autosave, what: str, data: bytes, status: LoadStatus) -> None:
    autosave.folder.mkdir(parents=True)
    autosave.path.write_bytes(data)
    result = autosave.load()
    assert result.status is status, (what, result.detail)
    assert not result.can_continue and result.match is None
    assert result.path == autosave.folder / f"{AUTOSAVE_NAME}.broken-20250501-120000"
    assert result.path.read_bytes() == data
    assert not autosave.path.exists()
    assert result.message == f"app.save.{status.value}"
    assert all(result.path.name in text for text in shown_message(result))
    # A new game saves over nothing: the set-aside file stays as it was.
    assert save(autosave, match_after(2, 5))
    assert autosave.load().status is LoadStatus.OK
    assert result.path.read_bytes() == data


def test_bad_saves_set_aside_in_the_same_second_keep_each_one(autosave: Autosave) -> None:
    autosave.folder.mkdir(parents=True)
    for data in (b"first", b"second", b"third"):
        autosave.path.write_bytes(data)
        assert autosave.load().status is LoadStatus.CORRUPT
    kept = sorted(p.name for p in autosave.folder.iterdir())
    assert kept == [f"{AUTOSAVE_NAME}.broken-20250501-120000",
                    f"{AUTOSAVE_NAME}.broken-20250501-120000-2",
                    f"{AUTOSAVE_NAME}.broken-20250501-120000-3"]


def test_an_unreadable_save_is_set_aside(autosave: Autosave) -> None:
    autosave.path.mkdir(parents=True)  # a folder where the file should be
    result = autosave.load()
    assert result.status is LoadStatus.UNREADABLE
    assert result.message == "app.save.unreadable"
    assert result.path is not None and result.path.is_dir()
    assert all(text for text in shown_message(result))


@pytest.mark.logs_exception("reading the autosave failed")  # the injected bug, logged
def test_an_engine_failure_on_a_save_never_escapes(
        autosave: Autosave, monkeypatch: pytest.MonkeyPatch) -> None:
    import engine.record

    def broken(_record: object) -> Match:
        raise IndexError("a bug in the engine")

    save(autosave, match_after(2, 5))
    monkeypatch.setattr(engine.record, "replay", broken)  # whichever reader the save uses
    result = autosave.load()
    assert result.status is LoadStatus.CORRUPT
    assert result.path is not None and result.path.exists()


# ---- killed with SIGKILL -----------------------------------------------------------


def start_child(seed: int, stop_at: int, data_home: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "XDG_DATA_HOME": str(data_home.parent), "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, str(CHILD_PATH), str(seed), str(stop_at)],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)


def read_until(process: subprocess.Popen[str], done: int | None) -> int:
    """Read the child's lines until ``ready`` (or ``done`` actions); the last count read."""
    assert process.stdout is not None
    last = 0
    for line in process.stdout:
        if line.strip() == "ready":
            assert done is None
            return last
        last = int(line)
        if done is not None and last >= done:
            return last
    raise AssertionError(f"the child ended early (exit {process.wait()})")


def kill(process: subprocess.Popen[str]) -> None:
    process.send_signal(signal.SIGKILL)
    assert process.wait(timeout=30) == -signal.SIGKILL
    assert process.stdout is not None
    process.stdout.close()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killed_mid_trick_continues_at_the_same_action(data_home: Path) -> None:
    """Killed while rewriting the save mid-trick: the same action, the same hands, playable."""
    expected = mid_trick_match(seed=7, after=40)
    process = start_child(7, 40, data_home)
    try:
        reported = read_until(process, None)
        time.sleep(0.05)  # the child is now rewriting the save as fast as it can
    finally:
        kill(process)
    assert reported == child.actions_done(expected)
    on_disk = (data_home / AUTOSAVE_NAME).read_text(encoding="utf-8")
    assert on_disk == dumps(expected)
    result = Autosave().load()
    assert result.status is LoadStatus.OK and result.can_continue
    assert result.match is not None
    assert child.mid_trick(result.match)
    same_position(result.match, expected)
    assert dumps(result.match) == on_disk
    finish(result.match)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("seed", [21, 22, 23])
def test_killed_at_any_moment_leaves_a_whole_record(data_home: Path, seed: int) -> None:
    """Killed while playing flat out: the save is the match after some action, never less."""
    target = random.Random(seed).randrange(20, 150)
    process = start_child(seed, -1, data_home)
    try:
        reported = read_until(process, target)
    finally:
        kill(process)
    result = Autosave().load()
    assert result.status is LoadStatus.OK, result.detail
    assert result.match is not None
    done = child.actions_done(result.match)
    assert done >= reported  # every reported action was on disk before it was reported
    same_position(result.match, match_after(seed, done))
    assert not [p for p in data_home.iterdir() if p.name.startswith(f"{AUTOSAVE_NAME}.broken")]


def finish(match: Match) -> None:
    """Play a loaded match to its end with random players."""
    rng = random.Random(0)
    players = [RandomPlayer() for _ in range(5)]
    while not match.finished:
        step(match, players, rng)


def test_a_match_set_aside_for_the_deal_of_the_day_comes_back_only_to_an_empty_autosave(
        autosave: Autosave) -> None:
    first, second = match_after(3, 20), match_after(4, 12)
    assert save(autosave, first)
    text = autosave.path.read_text(encoding="utf-8")
    autosave.pause()
    assert not autosave.path.exists() and autosave.has_paused
    assert save(autosave, second)  # the deal of the day (or any match) in progress
    assert not autosave.unpause() and autosave.has_paused  # it keeps waiting
    autosave.clear()
    assert autosave.unpause() and not autosave.has_paused
    assert autosave.path.read_text(encoding="utf-8") == text
    assert autosave.load().can_continue
    assert not autosave.unpause()  # nothing waits any more
