"""A slow step before the window opens is named on stderr (issue 30: a window that did not
appear for 30 s, with nothing to say why)."""

from __future__ import annotations

import logging
import time

import pytest

from goninkan_desktop.platform import slow_steps


def test_a_slow_step_is_named(monkeypatch: pytest.MonkeyPatch,
                              caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setattr(slow_steps, "SLOW_STEP_SECONDS", 0.01)
    with caplog.at_level(logging.WARNING), slow_steps.startup_step("opening the sound device"):
        time.sleep(0.05)
    assert "opening the sound device took" in caplog.text


def test_a_quick_step_says_nothing(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING), slow_steps.startup_step("reading the settings"):
        pass
    assert caplog.text == ""


def test_a_step_that_fails_is_timed_and_raises(monkeypatch: pytest.MonkeyPatch,
                                               caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setattr(slow_steps, "SLOW_STEP_SECONDS", 0.0)
    with (caplog.at_level(logging.WARNING), pytest.raises(OSError),
          slow_steps.startup_step("reading the autosave")):
        raise OSError("disk gone")
    assert "reading the autosave took" in caplog.text
