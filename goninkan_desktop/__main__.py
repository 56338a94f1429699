"""Start Goninkan: ``python -m goninkan_desktop`` opens the table and deals a match.

Options (the menus come in a later version)::

    --preset standard|goshogawara   the rules (RULES.md section 9)
    --level easy|normal|strong      the CPU players (whatever levels the engine has)
    --seed N                        the same seed plays the same match
    --speed slow|normal|fast|instant, --reduced-motion
    --time-limit none|30|60         the house-rule time limit for your moves
    --autoplay                      five CPU seats, yours played through the screen
    --screenshots DIR               with --autoplay: save a PNG of each kind of screen
    --self-test                     play one deal with five CPU seats and exit 0
    --resume FILE                   continue the match in a game record
    --text                          the text match in the terminal instead
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from engine.players import PLAYER_NAMES
from engine.rules import PRESETS
from goninkan_desktop.motion import SPEED_NAMES
from goninkan_desktop.table_controller import default_level


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python -m goninkan_desktop",
                                     description="Goninkan, the five-player card game "
                                                 "from Tsugaru.")
    parser.add_argument("--preset", choices=sorted(PRESETS), default="standard",
                        help="the rules to play (default: standard)")
    parser.add_argument("--level", choices=PLAYER_NAMES, default=default_level(),
                        help=f"how well the CPU players play (default: {default_level()})")
    parser.add_argument("--seed", default=None,
                        help="a number or a word: the same seed deals the same match")
    parser.add_argument("--speed", choices=SPEED_NAMES, default="normal",
                        help="how fast cards move (the S key changes it while playing)")
    parser.add_argument("--reduced-motion", action="store_true",
                        help="no gliding cards: they appear in place (the M key too)")
    parser.add_argument("--time-limit", choices=("none", "30", "60"), default="none",
                        help="seconds for each of your moves; then the computer moves for you")
    parser.add_argument("--autoplay", action="store_true",
                        help="five computer players; your seat is played through the screen")
    parser.add_argument("--screenshots", metavar="DIR",
                        help="save a picture of each kind of screen into DIR")
    parser.add_argument("--self-test", action="store_true",
                        help="play one deal with five computer players and exit 0")
    parser.add_argument("--resume", metavar="FILE", help="continue the match in a game record")
    parser.add_argument("--fixed-dt", type=float, default=None, metavar="SECONDS",
                        help="advance time by exactly this much every frame")
    parser.add_argument("--window", default="1280x720", help="window size, e.g. 960x600")
    parser.add_argument("--text", action="store_true", help="play in the terminal")
    return parser.parse_args(argv)


def _seed(value: str | None) -> int | str | None:
    if value is None:
        return None
    return int(value) if value.lstrip("-").isdigit() else value


def run(args: argparse.Namespace) -> int:
    """Open the window and play."""
    if args.self_test and not os.environ.get("DISPLAY") and sys.platform.startswith("linux"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from goninkan_desktop.app import App
    from goninkan_desktop.game import Game, GameOptions

    unattended = args.autoplay or args.self_test
    width, height = (int(v) for v in args.window.lower().split("x"))
    fixed = args.fixed_dt if args.fixed_dt is not None else (
        1 / 60 if unattended and args.speed == "instant" else None)
    app = App((width, height), fixed_dt=fixed)
    options = GameOptions(
        preset=args.preset, level=args.level, seed=_seed(args.seed),
        speed="instant" if args.self_test else args.speed,
        reduced_motion=args.reduced_motion,
        time_limit=None if args.time_limit == "none" else float(args.time_limit),
        autoplay=unattended, screenshots=args.screenshots, record=args.resume)
    game = Game(app, options)
    game.new_match()
    if args.self_test:
        done = game.run_until(lambda: _one_deal_shown(game))
        return 0 if done else 1
    if args.autoplay:
        if not game.run_until(game.finished):
            return 1
        game.stage_missing()
        if game.shots is not None:
            for kind, path in game.shots.saved.items():
                print(f"{kind}: {path}")
            return 0 if not game.shots.missing() else 1
        return 0
    app.run()
    return 0


def _one_deal_shown(game: object) -> bool:
    from goninkan_desktop.game import Game

    assert isinstance(game, Game)
    scene = game.scene
    if scene is None:
        return False
    results = scene.controller.match.results
    return any(r.result != "redeal" for r in results) and not scene.busy \
        and game.app.top is scene


def main(argv: Sequence[str] | None = None) -> int:
    """The ``goninkan`` command."""
    args = parse_args(argv)
    if args.text:
        from goninkan_desktop.terminal import main as text_main

        return text_main()
    try:
        return run(args)
    finally:
        import pygame

        pygame.quit()


if __name__ == "__main__":
    sys.exit(main())
