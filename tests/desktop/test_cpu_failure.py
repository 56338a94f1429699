"""A CPU player that raises: the match goes on with a random legal move, and the failure is
logged with the match's record, into the game's log file, where a player can find it."""

from __future__ import annotations

import logging
import random
import subprocess
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path

import pytest

from engine.actions import Decision
from engine.observe import SeatView
from engine.record import dumps, load_with_extra
from engine.rules import RuleSet
from goninkan_desktop.platform import logfile
from goninkan_desktop.play.controller import HumanRequest, TableController
from goninkan_desktop.shell.game import player_names

FAILED = "the CPU player deciding for seat"


class Broken:
    """A CPU player with a bug: it raises on every decision."""

    def __init__(self) -> None:
        self.asked = 0

    def choose(self, view: SeatView, legal: Sequence[Decision], rng: random.Random) -> Decision:
        self.asked += 1
        raise RuntimeError("the broken player's bug")


class Screen:
    """The table's side of the controller, reduced to what the controller asks of it."""

    busy = False

    def __init__(self) -> None:
        self.request: HumanRequest | None = None

    def present(self, events: object, view: SeatView) -> None:
        pass

    def ask(self, request: HumanRequest | None) -> None:
        self.request = request

    def thinking(self, player: int | None) -> None:
        pass


def first_fallback(controller: TableController) -> tuple[str, Decision, int]:
    """Run the match until a CPU seat has decided once: the record before that decision,
    the decision applied and the seat (the human's seat plays its first legal move)."""
    screen = Screen()
    controller.listener = screen
    controller.think_time = 0.0
    for _ in range(500):
        if screen.request is not None:
            request, screen.request = screen.request, None
            assert controller.submit(request.legal[0]) is None
            continue
        before, actor = controller.record, controller.actor()
        taken = controller.actions_taken()
        controller.update(0.1)
        while controller.wake_in() is None and controller.actions_taken() == taken \
                and screen.request is None and actor is not None and actor != 0:
            controller.update(0.1)
        if actor not in (None, 0) and controller.actions_taken() == taken + 1:
            _, decisions = controller.match.history[-1]
            return before, decisions[-1], actor
    raise AssertionError("no CPU seat decided")


def broken_controller(seed: int = 3) -> tuple[TableController, Broken]:
    controller = TableController.new_match(RuleSet.preset_named("standard"), player_names(),
                                           seed, level="easy")
    broken = Broken()
    controller._cpu = broken
    return controller, broken


@pytest.mark.logs_exception(FAILED)
def test_a_cpu_player_that_raises_plays_a_random_legal_move(
        caplog: pytest.LogCaptureFixture) -> None:
    controller, broken = broken_controller()
    try:
        before, decision, seat = first_fallback(controller)
    finally:
        controller.close()
    assert broken.asked == 1
    match, _ = load_with_extra(before)
    match.apply(decision)  # the engine refuses an illegal decision (IllegalAction)
    assert dumps(match) == dumps(controller.match)
    [record] = [r for r in caplog.records if FAILED in r.getMessage()]
    assert record.levelno == logging.ERROR and record.exc_info is not None
    assert isinstance(record.exc_info[1], RuntimeError)
    assert f"seat {seat} failed" in record.getMessage()
    assert record.getMessage().endswith(before)  # the record up to the failed decision


@pytest.mark.logs_exception(FAILED)
def test_the_failure_and_the_record_go_to_the_games_log_file() -> None:
    path = logfile.start()
    controller, _ = broken_controller(seed=8)
    try:
        before, _, _ = first_fallback(controller)
    finally:
        controller.close()
        logfile.stop()
    assert path == logfile.log_path() and path.is_file()
    text = path.read_text(encoding="utf-8")
    assert "Traceback" in text and "RuntimeError: the broken player's bug" in text
    assert before in text
    load_with_extra(before)  # the record as written is a whole record a player can send


def test_the_log_file_is_optional_when_its_folder_cannot_be_made(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    try:
        assert logfile.start() is None
        logging.getLogger("goninkan_desktop").warning("still logged to stderr")
    finally:
        logfile.stop()


GUARDED = """
import logging
import threading

import pytest


def test_quiet() -> None:
    logging.getLogger("quiet").warning("a warning is not an exception")


def test_a_thread_logs_an_exception() -> None:
    def fail() -> None:
        try:
            {}["missing key"]
        except KeyError:
            logging.getLogger("goninkan_desktop.worker").exception("the worker failed")

    thread = threading.Thread(target=fail)
    thread.start()
    thread.join()


@pytest.mark.logs_exception("the worker failed")
def test_meant() -> None:
    try:
        raise ValueError("on purpose")
    except ValueError:
        logging.getLogger("goninkan_desktop.worker").exception("the worker failed")
"""


def test_the_guard_fails_a_test_that_logged_an_exception_and_says_which(
        tmp_path: Path) -> None:
    conftest = Path(__file__).with_name("conftest.py")
    (tmp_path / "conftest.py").write_text(conftest.read_text(encoding="utf-8"),
                                          encoding="utf-8")
    (tmp_path / "test_guarded.py").write_text(textwrap.dedent(GUARDED), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "-p", "no:randomly", "--rootdir", str(tmp_path), str(tmp_path)],
                          capture_output=True, text=True, cwd=tmp_path, timeout=120)
    out = done.stdout
    assert done.returncode == 1, out
    assert "3 passed, 1 error" in out, out  # the test ran; its teardown failed
    assert "ERROR at teardown of test_a_thread_logs_an_exception" in out, out
    assert "KeyError: 'missing key'" in out and "the worker failed" in out, out
    assert "logged by goninkan_desktop.worker at" in out and "test_guarded.py:" in out, out
