"""How long a frame of the table takes while tricks animate, at 1280 × 720 (or ``--window``).

Plays a match at normal speed (CPU players at the ``easy`` level, the
human's seat played through the screen by the autopilot) and times every
frame — events, update, draw and flip — while an animation is running, for
``--frames`` such frames. Time advances by exactly 1/60 s per frame, so the
same frames are measured on every run; only the machine's speed shows.

Prints ``frame_ms_p50 X`` and ``frame_ms_p99 Y`` (wall-clock time), and the
same for the frame loop thread's own CPU time (``frame_cpu_ms_…``): on a busy
machine the wall-clock p99 also counts the time other processes took the CPU.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy" if not os.environ.get("DISPLAY") else "")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
if not os.environ["SDL_VIDEODRIVER"]:
    del os.environ["SDL_VIDEODRIVER"]

from goninkan_desktop.app import App
from goninkan_desktop.game import Game, GameOptions


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))
    return ordered[index]


def measure(frames: int, seed: int,
            window: tuple[int, int] = (1280, 720)) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU milliseconds of each frame that ran while the table animated."""
    app = App(window, fixed_dt=1 / 60)
    game = Game(app, GameOptions(level="easy", seed=seed, speed="normal", autoplay=True))
    scene = game.new_match()
    timings: list[float] = []
    cpu: list[float] = []
    warmup = 120
    while len(timings) < frames and app.running:
        animating = scene.tweener.busy and scene.controller.view().trick_no > 0
        start, start_cpu = time.perf_counter(), time.thread_time()
        app.frame(1 / 60)
        elapsed = (time.perf_counter() - start) * 1000.0
        elapsed_cpu = (time.thread_time() - start_cpu) * 1000.0
        if warmup > 0:
            warmup -= 1
        elif animating:
            timings.append(elapsed)
            cpu.append(elapsed_cpu)
        if scene.controller.match.finished:
            break
    return timings, cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--window", default="1280x720", metavar="WxH",
                        help="window size (larger than 1280x720 draws at its own resolution)")
    args = parser.parse_args(argv)
    width, height = (int(part) for part in args.window.lower().split("x"))
    timings, cpu = measure(args.frames, args.seed, (width, height))
    if not timings:
        print("no animated frames measured", file=sys.stderr)
        return 1
    print(f"frames {len(timings)}")
    print(f"frame_ms_p50 {statistics.median(timings):.2f}")
    print(f"frame_ms_p99 {percentile(timings, 0.99):.2f}")
    print(f"frame_cpu_ms_p50 {statistics.median(cpu):.2f}")
    print(f"frame_cpu_ms_p99 {percentile(cpu, 0.99):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
