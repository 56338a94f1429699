"""The application around the table: the command line, window scaling, determinism."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from engine.match import Match
from engine.record import dumps
from engine.rules import RuleSet
from goninkan_desktop.devtools.autopilot import Autopilot
from goninkan_desktop.devtools.screenshots import REQUIRED
from goninkan_desktop.play.controller import RecordChanged, TableController
from goninkan_desktop.profile.saves import Autosave
from tests.desktop.conftest import CANVAS_WINDOW

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "goninkan_desktop", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout, check=False)


def test_self_test_plays_one_deal_and_exits_0() -> None:
    done = _run("--self-test", "--seed", "4")
    assert done.returncode == 0, done.stderr


def test_autoplay_saves_every_kind_of_screen(tmp_path: Path) -> None:
    """A match of CPU players only is not the player's: the player's own match in progress
    stays as it was, nothing is archived, and History and the statistics never see it."""
    autosave = Autosave()
    mine = dumps(Match(RuleSet(), ("You", "Hanako", "Jiro", "Saburo", "Shiro"), 0))
    assert autosave.write(mine)
    done = _run("--autoplay", "--seed", "5", "--speed", "instant", "--level", "easy",
                "--screenshots", str(tmp_path), *CANVAS_WINDOW, timeout=300)
    assert done.returncode == 0, done.stderr
    saved = {path.stem.split("-", 1)[1] for path in tmp_path.glob("*.png")}
    assert set(REQUIRED) <= saved
    assert all(path.stat().st_size > 20_000 for path in tmp_path.glob("*.png"))
    assert autosave.path.read_text(encoding="utf-8") == mine
    assert list(autosave.folder.rglob("*.gnk.json")) == [autosave.path]
    stats = json.loads(_run("--stats").stdout)
    assert stats["matches"] == 0 and stats["deals"] == 0


def test_same_seed_same_match(table_factory) -> None:
    records = []
    for _ in range(2):
        table = table_factory(seed="same", level="easy")
        pilot = Autopilot(table.scene, level="easy", seed="same")
        table.app.after_frame.append(pilot)
        table.until(lambda t=table: len(t.scene.controller.match.results) >= 2, limit=20_000)
        records.append(dumps(table.scene.controller.match).split('"deals"')[1][:4000])
    assert records[0] == records[1]


def test_record_callback_after_every_action(table_factory) -> None:
    table = table_factory(seed=3)
    seen: list[RecordChanged] = []
    table.scene.controller.on_record_changed = seen.append
    pilot = Autopilot(table.scene, level="easy", seed=3)
    table.app.after_frame.append(pilot)
    table.until(lambda: len(seen) >= 30, limit=5000)
    match = table.scene.controller.match
    assert seen[-1].text == dumps(match, table.scene.controller.extra)
    assert not any(change.finished for change in seen)
    resumed = TableController.from_record(seen[10].text)
    assert resumed.actions_taken() == 11


def test_small_window_scales_the_table_and_clicks_still_land(table_factory, names) -> None:
    from goninkan_desktop.devtools.scenarios import kime_yaku
    from goninkan_desktop.ui.nodes.pickers import SuitTile

    table = table_factory(scenario=kime_yaku(4, names), size=(960, 600))
    table.idle()
    app = table.app
    assert app.window.get_size() == (960, 600)
    assert abs(app.scale - 0.75) < 1e-9
    tile = next(b for b in table.scene.dialog.buttons if isinstance(b, SuitTile))
    x, y = app.to_window(tile.world_rect.center)
    assert 0 <= x < 960 and 0 <= y < 600
    table.click(tile)
    match = table.scene.controller.match
    assert match.trump == 0 or match.phase.value != "trump"
    # the window shows the scaled table, letterboxed in felt colour
    app.frame(1 / 60)
    top = app.window.get_at((480, 5))
    middle = app.window.get_at((480, 300))
    assert top != middle
