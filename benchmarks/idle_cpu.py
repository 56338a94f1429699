"""How much CPU the game takes while nothing happens: the title screen, and the table waiting.

Runs the real app loop (``App.run``, no fixed time step) in a real window —
run it under a display, e.g. ``Xvfb :23 & DISPLAY=:23 python
benchmarks/idle_cpu.py`` — with settings and saves in a temporary folder.
Measures the whole process's CPU time (every thread: the frame loop and the
CPU players' threads) over ``--seconds`` of wall-clock time:

- ``title_idle_cpu_percent``: the title screen, untouched;
- ``table_waiting_cpu_percent``: a new match at normal speed, once the table
  waits for the player's first decision (their panel glowing, the prompt up), the teaching
  tips on the way read.

Both are percent of one core.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from typing import get_args

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="goninkan-idle-data-")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="goninkan-idle-config-")

from engine.rules import RuleSet
from goninkan_desktop.devtools.autopilot import read_tip
from goninkan_desktop.play.session import Session
from goninkan_desktop.profile.choices import Speed
from goninkan_desktop.shell.game import GameOptions
from goninkan_desktop.shell.shell import Shell
from goninkan_desktop.table.scene import TableScene
from goninkan_desktop.ui.app import App


def run_for(app: App, seconds: float) -> None:
    """Run the real loop for ``seconds`` of wall-clock time."""
    def stop() -> None:
        app.quit()
        app.wake()

    timer = threading.Timer(seconds, stop)
    timer.start()
    app.running = True
    app.run()
    timer.cancel()


def run_until(app: App, done: Callable[[], bool], limit: float = 60.0) -> None:
    """Run the real loop until ``done()`` (checked after every frame), reading each teaching
    tip on the way as a player does (the table waits for its OK at every speed)."""
    def check(running: App) -> None:
        read_tip(running)
        if done():
            running.quit()

    app.after_frame.append(check)
    timer = threading.Timer(limit, app.quit)
    timer.start()
    app.running = True
    app.run()
    timer.cancel()
    app.after_frame.remove(check)
    if not done():
        raise SystemExit("the table never asked the player")


def cpu_percent(app: App, seconds: float) -> float:
    """Percent of one core the process used while the loop ran ``seconds``."""
    wall, cpu = time.perf_counter(), time.process_time()
    run_for(app, seconds)
    return (time.process_time() - cpu) / (time.perf_counter() - wall) * 100.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--window", default="1280x720", metavar="WxH")
    parser.add_argument("--seed", type=int, default=1, help="the match's seed")
    parser.add_argument("--speed", choices=get_args(Speed), default="normal",
                        help="the table's speed until it waits (the deal's animation plays "
                             "in real time: the tests' tiny run skips it with instant)")
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY") and os.environ.get("SDL_VIDEODRIVER") != "dummy":
        print("note: no DISPLAY; measuring headless", file=sys.stderr)
    width, height = (int(part) for part in args.window.lower().split("x"))
    app = App((width, height))
    session = Session.start(language="en", persist=False)
    session.motion.speed = args.speed
    shell = Shell(app, session, GameOptions(seed=args.seed))
    shell.show_title()
    run_for(app, 2.0)  # fonts, cards and the first frames
    print(f"title_idle_cpu_percent {cpu_percent(app, args.seconds):.1f}", flush=True)

    shell.start_match(RuleSet.preset_named("standard"), "normal", None)

    def asked() -> bool:
        scene = app.top
        return isinstance(scene, TableScene) and scene.request is not None \
            and not scene.busy

    run_until(app, asked)
    run_for(app, 1.0)
    print(f"table_waiting_cpu_percent {cpu_percent(app, args.seconds):.1f}", flush=True)
    if not asked():
        print("the table stopped waiting during the measurement", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
