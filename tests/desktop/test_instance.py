"""One copy of the game at a time (a real second process), and a command-line match that keeps
the unfinished autosave it replaces."""

from __future__ import annotations

import contextlib
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from engine.dealing import shuffled_deal
from engine.match import Match
from engine.record import dumps, load
from engine.rules import RuleSet
from goninkan_desktop.platform.instance import LOCK_NAME, InstanceLock
from goninkan_desktop.play.session import Session
from goninkan_desktop.profile.saves import Autosave
from goninkan_desktop.shell.game import GameOptions
from goninkan_desktop.shell.shell import Shell
from goninkan_desktop.ui.app import App
from tests.desktop.conftest import DT

ROOT = Path(__file__).resolve().parents[2]


def _env(home: Path) -> dict[str, str]:
    return dict(os.environ, XDG_DATA_HOME=str(home / "data"),
                XDG_CONFIG_HOME=str(home / "config"), SDL_VIDEODRIVER="dummy",
                SDL_AUDIODRIVER="dummy")


def _game(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "goninkan_desktop", "--window", "640x360",
                           "--quit-after-first-frame", *args], cwd=ROOT, env=_env(home),
                          capture_output=True, text=True, timeout=120, check=False)


def _held_by_another(folder: Path) -> bool:
    probe = InstanceLock(folder)
    if probe.acquire():
        probe.release()
        return False
    return True


def _lock_owner(folder: Path) -> int | None:
    """The pid written in the lock file, without touching the lock itself."""
    try:
        text = (folder / LOCK_NAME).read_text(encoding="utf-8").strip()
    except OSError:
        return None
    return int(text) if text.isdigit() else None


def test_a_second_copy_says_the_game_is_open_and_a_killed_copy_leaves_no_lock(
        tmp_path: Path) -> None:
    folder = tmp_path / "data" / "Goninkan"
    first = subprocess.Popen([sys.executable, "-m", "goninkan_desktop", "--window", "640x360"],
                             cwd=ROOT, env=_env(tmp_path), stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        # Wait for the pid the game writes once it holds the lock; probing by taking the lock
        # ourselves raced the starting copy (it found the lock taken and exited as a second
        # copy would: seen once in a whole-suite run under load).
        while _lock_owner(folder) != first.pid:
            assert first.poll() is None, "the first copy stopped"
            assert time.monotonic() < deadline, "the first copy never took the lock"
            time.sleep(0.1)
        second = _game(tmp_path, "--lang", "en")
        assert second.returncode == 0
        assert "Goninkan is already open" in second.stderr
        in_japanese = _game(tmp_path, "--lang", "ja")
        assert "ゴニンカンはもう開いています" in in_japanese.stderr
        assert not list(folder.glob("*.gnk.json")), "the second copy touched no save"
    finally:
        first.kill()  # like a crash: no chance to clean up
        first.wait()
    third = _game(tmp_path, "--lang", "en")
    assert third.returncode == 0
    assert "already open" not in third.stderr


def test_the_lock_is_taken_once_and_given_back(tmp_path: Path) -> None:
    one, two = InstanceLock(tmp_path), InstanceLock(tmp_path)
    assert one.acquire() and one.held
    assert not two.acquire()
    one.release()
    assert two.acquire()
    two.release()


_FORKING_GAME = """
import multiprocessing, sys, time
from pathlib import Path
from goninkan_desktop.platform.instance import LOCK_NAME, InstanceLock
lock = InstanceLock(Path(sys.argv[1]))
assert lock.acquire()
worker = multiprocessing.get_context("fork").Process(target=time.sleep, args=(120,))
worker.start()
print(worker.pid, flush=True)
time.sleep(120)
"""
"""A game that holds the lock and has forked a worker (as the statistics' review, the
duplicate and the strong player's pool do), printing the worker's process id."""


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork on this system")
def test_a_worker_forked_by_a_killed_game_does_not_keep_the_lock(tmp_path: Path) -> None:
    """The race behind a ``--review`` start refused: a forked worker shared the game's locked
    file, so when the game died first (killed, crashed) the lock held until the worker ended
    (never, for an orphaned pool worker); a copy started meanwhile was told the game was open."""
    folder = tmp_path / "data" / "Goninkan"
    game = subprocess.Popen([sys.executable, "-c", _FORKING_GAME, str(folder)], cwd=ROOT,
                            env=_env(tmp_path), stdout=subprocess.PIPE, text=True)
    assert game.stdout is not None
    worker = int(game.stdout.readline())
    try:
        assert _held_by_another(folder)  # the game runs: the lock is held
        game.kill()  # no chance to let the lock go; its worker lives on
        game.wait()
        os.kill(worker, 0)  # still there
        # The child drops its copy at fork, when the scheduler first runs it: on a busy
        # machine that can be a moment after the game is gone, never longer.
        deadline = time.monotonic() + 5
        while _held_by_another(folder):
            assert time.monotonic() < deadline, "the orphaned worker kept the lock"
            time.sleep(0.05)
        broken = tmp_path / "broken.gnk.json"
        broken.write_text('{"format": "goninkan-record", "deals": [', encoding="utf-8")
        review = _game(tmp_path, "--lang", "en", "--review", str(broken))
        assert review.returncode == 0
        assert "already open" not in review.stderr
        assert broken.read_text(encoding="utf-8").endswith("[")  # only read
    finally:
        game.kill()
        with contextlib.suppress(ProcessLookupError):
            os.kill(worker, signal.SIGKILL)


def _unfinished_record() -> str:
    """A match in progress: the first deal dealt."""
    match = Match(RuleSet.preset_named("standard"), ["A", "B", "C", "D", "E"], 0)
    match.apply(shuffled_deal(random.Random(5)))
    return dumps(match)


def test_a_command_line_match_keeps_the_unfinished_autosave(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path)
    text = _unfinished_record()
    assert autosave.write(text)
    session = Session(autosave=autosave, persist=False)
    assert session.reload_autosave().can_continue
    shell = Shell(App((640, 360), fixed_dt=DT), session)
    shell.play_options(GameOptions(seed=3))
    kept = list(autosave.unfinished_folder.glob("*.gnk.json"))
    assert len(kept) == 1
    assert kept[0].read_text(encoding="utf-8") == text
    assert not load(kept[0].read_text(encoding="utf-8")).finished
    assert autosave.path.read_text(encoding="utf-8") != text, "the new match is autosaved"
    shell.play_options(GameOptions(seed=4))  # the second command-line match keeps the first
    assert len(list(autosave.unfinished_folder.glob("*.gnk.json"))) == 2


def test_a_command_line_match_that_cannot_keep_the_autosave_does_not_start(
        tmp_path: Path) -> None:
    autosave = Autosave(tmp_path)
    text = _unfinished_record()
    assert autosave.write(text)
    autosave.unfinished_folder.write_text("a file where the folder should be", encoding="utf-8")
    shell = Shell(App((640, 360), fixed_dt=DT), Session(autosave=autosave, persist=False))
    with pytest.raises(OSError):
        shell.play_options(GameOptions(seed=3))
    assert autosave.path.read_text(encoding="utf-8") == text
    assert shell.game is None
