"""How long a frame of the table takes while tricks animate, at 1280 × 720 (or ``--window``).

Plays a match at normal speed (CPU players at the ``easy`` level, the
human's seat played through the screen by the autopilot) and times every
frame — events, update, draw and flip — while an animation is running, for
``--frames`` such frames. Time advances by exactly 1/60 s per frame, so the
same frames are measured on every run; only the machine's speed shows.

Prints ``frame_ms_p50 X`` and ``frame_ms_p99 Y`` (wall-clock time), and the
same for the frame loop thread's own CPU time (``frame_cpu_ms_…``): on a busy
machine the wall-clock p99 also counts the time other processes took the CPU.

``--review``: instead, the review of a played match (``--deals`` deals of the
easy CPU players) while the engine works on it in the background: the
player steps through the deal (a step every ``STEP_FRAMES`` frames, as a held
arrow key would) and every frame is timed until the engine has finished the
deals on screen (it moves to the next deal when one is done), then prints the
same figures and ``review_seconds`` (how long the background work took).
The screen's first frame, which builds it, is not counted.
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

from goninkan_desktop.shell.game import Game, GameOptions
from goninkan_desktop.ui.app import App

STEP_FRAMES = 6


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


def played_record(seed: int, deals: int) -> str:
    """The record of a match of easy CPU players, ``deals`` deals long."""
    import random

    from engine.dealing import shuffled_deal
    from engine.match import Match, Phase
    from engine.observe import observe
    from engine.players import legal_for, player_named
    from engine.record import dumps
    from engine.rules import RuleSet

    match = Match(RuleSet(), ["You", "Hanako", "Jiro", "Saburo", "Shiro"], 0)
    rng = random.Random(seed)
    player = player_named("easy")
    for _ in range(deals):
        match.apply(shuffled_deal(rng))
        while match.phase not in (Phase.DEAL, Phase.OVER):
            actor = match.to_act()[0]
            match.apply(player.choose(observe(match, actor), legal_for(match, actor), rng))
    return dumps(match)


def measure_review(seed: int, deals: int,
                   window: tuple[int, int] = (1280, 720)) -> tuple[list[float], list[float], float]:
    """Wall-clock and CPU milliseconds of each review frame while the engine works, and the
    seconds the work took."""
    from goninkan_desktop.play.record_file import open_record_text
    from goninkan_desktop.review.scene import ReviewScene, engine_review

    app = App(window, fixed_dt=1 / 60)
    opened = open_record_text(played_record(seed, deals), "benchmark")
    scene = ReviewScene(opened, deal=0, start=engine_review())
    app.push(scene)
    timings: list[float] = []
    cpu: list[float] = []
    began = time.perf_counter()
    frame = 0
    while True:
        start, start_cpu = time.perf_counter(), time.thread_time()
        # what the player's keys would do in this frame: the next deal once this one is
        # solved (its review starts: worker processes), else a step every STEP_FRAMES frames
        if not scene.thinking:
            if scene.walk.index + 1 >= opened.deal_count:
                break
            scene.change_deal(1)
        elif frame % STEP_FRAMES == 0:
            last = len(scene.walk.steps) - 1
            scene.go(scene.step + 1 if scene.step < last else 0)
        app.frame(1 / 60)
        if frame:  # the screen's first frame builds it, as the table's warm-up does
            timings.append((time.perf_counter() - start) * 1000.0)
            cpu.append((time.thread_time() - start_cpu) * 1000.0)
        frame += 1
        # a real window waits for the next frame; so does this loop, leaving the workers room
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - start)))
    seconds = time.perf_counter() - began
    app.clear_scenes()
    return timings, cpu, seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--window", default="1280x720", metavar="WxH",
                        help="window size (larger than 1280x720 draws at its own resolution)")
    parser.add_argument("--review", action="store_true",
                        help="time the review screen while the engine reviews in the background")
    parser.add_argument("--deals", type=int, default=2, help="with --review: deals to review")
    args = parser.parse_args(argv)
    width, height = (int(part) for part in args.window.lower().split("x"))
    if args.review:
        timings, cpu, seconds = measure_review(args.seed, args.deals, (width, height))
        print(f"review_seconds {seconds:.1f}")
    else:
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
