"""Sound effects at the table's moments and on buttons, and a game that runs with no device."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
from menu_driver import Desktop

from engine.rules import RuleSet
from goninkan_desktop.menus.title import TitleScene
from goninkan_desktop.ui.overlay import Overlay

ROOT = Path(__file__).resolve().parents[2]


def test_a_deal_sounds_at_its_moments() -> None:
    desktop = Desktop()
    heard: list[str] = []
    try:
        desktop.session.change(speed="instant")
        desktop.session.play = heard.append  # type: ignore[method-assign,assignment]
        title = desktop.top
        assert isinstance(title, TitleScene)
        desktop.click(title.buttons["settings"])
        assert heard == ["click"]
        desktop.key(pygame.K_ESCAPE)
        desktop.shell.start_match(RuleSet(), "easy", None)
        desktop.autopilot()
        desktop.until(lambda: any(r.result != "redeal"
                                  for r in desktop.table.controller.match.results)
                      and isinstance(desktop.top, Overlay), limit=20_000)
        assert {"deal", "play", "trick"} <= set(heard)
        assert heard.count("play") == 5 * heard.count("trick")  # a sound for each card, each trick
        mine = desktop.table.controller.match.results[-1].points[0]
        assert ("deal_won" in heard) == (mine > 0) and ("deal_lost" in heard) == (mine < 0)
    finally:
        desktop.close()


def test_no_sound_device_is_fine() -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "no-such-driver"}
    done = subprocess.run([sys.executable, "-m", "goninkan_desktop", "--quit-after-first-frame"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
                          check=False)
    assert done.returncode == 0, done.stderr
