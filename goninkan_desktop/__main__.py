"""Start Goninkan: ``python -m goninkan_desktop`` opens the title screen.

With no options the game starts at the title screen: continue, new game,
tutorial, rules, settings, quit. Any of the match options below starts
straight into a match instead, autosaved like one started from the menus.
``--window``, ``--lang`` and ``--fixed-dt`` only change how the game looks or
runs, wherever it starts::

    --lang ja|en                    the language for this run (the setting is kept)
    --window WxH                    the window size, kept for next time as a size set
                                    in Settings is (default: as last time)
    --quit-after-first-frame        show the title screen once and exit 0 (start-up time)
    --stats                         print your statistics as JSON and exit
    --review FILE                   open a game record in the review (over the title screen)

Match options::

    --preset standard|goshogawara|bidding
                                    the rules (docs/rules.md sections 9 and 11)
    --rules KEY=VALUE               a house rule of the preset, as in a record's rules
                                    (--rules players=3 --rules auction=false: the bidding
                                    game's other forms, docs/rules.md section 12)
    --level easy|normal|strong      the CPU players (whatever levels the engine has)
    --seed N                        the same seed plays the same match
    --speed slow|normal|fast|instant, --reduced-motion
    --time-limit none|30|60         the house-rule time limit for your moves
    --autoplay                      five CPU seats, yours played through the screen
    --screenshots DIR               with --autoplay: save a PNG of each kind of screen
    --self-test                     play one deal with five CPU seats and exit 0
    --resume FILE                   continue the match in a game record
    --text                          the text match in the terminal instead (with
                                    --preset, --rules, --level, --seed)
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.errors import RecordError
from engine.players import PLAYER_NAMES
from engine.rules import ALL_PRESETS, RuleSet
from engine.scoring import Outcome
from goninkan_desktop.play.controller import default_level
from goninkan_desktop.profile.choices import SPEEDS

if TYPE_CHECKING:
    from goninkan_desktop.profile.settings import Settings
    from goninkan_desktop.shell.game import GameOptions
    from goninkan_desktop.shell.shell import Shell


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python -m goninkan_desktop",
                                     description="Goninkan, the five-player card game "
                                                 "from Tsugaru.")
    parser.add_argument("--preset", choices=sorted(ALL_PRESETS), default=None,
                        help="the rules to play (default: standard)")
    parser.add_argument("--rules", action="append", default=[], metavar="KEY=VALUE",
                        help="a house rule of the preset, as in a record's rules "
                             "(players=3, auction=false); may be repeated")
    parser.add_argument("--level", choices=PLAYER_NAMES, default=None,
                        help=f"how well the CPU players play (default: {default_level()})")
    parser.add_argument("--seed", default=None,
                        help="a number or a word: the same seed deals the same match")
    parser.add_argument("--speed", choices=SPEEDS, default=None,
                        help="how fast cards move (the S key changes it while playing)")
    parser.add_argument("--reduced-motion", action="store_true",
                        help="no gliding cards: they appear in place (the M key too)")
    parser.add_argument("--time-limit", choices=("none", "30", "60"), default=None,
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
    parser.add_argument("--window", default=None, type=window_size, metavar="WxH",
                        help="window size, e.g. 960x600, kept for next time as a size set in "
                             "Settings is (default: as last time)")
    parser.add_argument("--lang", choices=("ja", "en"), default=None,
                        help="the language for this run (default: the setting)")
    parser.add_argument("--quit-after-first-frame", action="store_true",
                        help="open the title screen, show one frame and exit 0")
    parser.add_argument("--review", metavar="FILE",
                        help="look back at a game record: every hand, could you have won?")
    parser.add_argument("--text", action="store_true", help="play in the terminal")
    parser.add_argument("--stats", action="store_true",
                        help="print your statistics (from your finished games) as JSON and exit")
    return parser.parse_args(argv)


MATCH_OPTIONS = ("preset", "level", "seed", "speed", "time_limit", "resume", "screenshots")
"""Options that start straight into a match (as do --autoplay, --self-test, --reduced-motion)."""


def starts_match(args: argparse.Namespace) -> bool:
    """Whether the command line asks for a match rather than the title screen."""
    return args.autoplay or args.self_test or args.reduced_motion or bool(args.rules) or any(
        getattr(args, name) is not None for name in MATCH_OPTIONS)


def rules_of(args: argparse.Namespace) -> RuleSet:
    """The preset with the ``--rules KEY=VALUE`` house rules (each value read as JSON, else as
    text: ``players=3`` → 3, ``auction=false`` → False); ``RecordError`` if they are bad."""
    house: dict[str, object] = {}
    for pair in args.rules:
        key, _, text = pair.partition("=")
        try:
            house[key] = json.loads(text)
        except ValueError:
            house[key] = text
    return RuleSet.from_json({"preset": args.preset or "standard", **house})


def _seed(value: str | None) -> int | str | None:
    if value is None:
        return None
    return int(value) if value.lstrip("-").isdigit() else value


def run(args: argparse.Namespace) -> int:
    """Open the window: the title screen, or straight into a match (2: bad ``--rules``)."""
    try:
        rules_of(args)
    except RecordError as error:
        print(f"--rules: {error}", file=sys.stderr)
        return 2
    if (args.self_test or args.quit_after_first_frame) and not os.environ.get("DISPLAY") \
            and sys.platform.startswith("linux"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    if args.self_test:
        return _self_test(args)
    from goninkan_desktop.platform import logfile
    from goninkan_desktop.platform.instance import InstanceLock
    from goninkan_desktop.platform.slow_steps import startup_step
    from goninkan_desktop.play.session import Session
    from goninkan_desktop.profile.settings import window_size_allowed
    from goninkan_desktop.shell.shell import Shell
    from goninkan_desktop.ui.app import App, freeze_startup_objects

    freeze_startup_objects()
    lock = InstanceLock()
    with startup_step("the single-copy lock"):
        acquired = lock.acquire()
    if not acquired:
        return _already_open(args)
    logfile.start()  # the copy that holds the lock keeps the log file
    session = Session.start(language=args.lang)
    if args.window and window_size_allowed(args.window):
        session.change(window_size=args.window)  # kept for next time, as Settings keeps it
    try:
        with startup_step("the window"):
            size = _window(args.window) if args.window else _fit_screen(
                session.settings.window_size)
            fixed = args.fixed_dt if args.fixed_dt is not None else (
                1 / 60 if args.autoplay and args.speed == "instant" else None)
            app = App(size, fixed_dt=fixed)
        shell = Shell(app, session)
        if starts_match(args):
            return _play(shell, args)
        shell.show_title()
        if args.review:
            shell.open_review_file(args.review)
        if args.quit_after_first_frame:
            app.frame(0.0)
            return 0
        app.run()
        return 0
    finally:
        session.close()
        logfile.stop()
        lock.release()


ALREADY_OPEN_SECONDS = 10.0
"""How long the second copy's message stays (its button counts down), then it closes, as it
says: time to read it twice."""


def _already_open(args: argparse.Namespace) -> int:
    """Another copy runs: say so (in the window and on stderr), touching no saved file; the
    window closes by itself after ``ALREADY_OPEN_SECONDS`` (or at once on Close)."""
    from goninkan_desktop import i18n
    from goninkan_desktop.i18n import t
    from goninkan_desktop.profile.settings import load_settings
    from goninkan_desktop.ui.app import App
    from goninkan_desktop.ui.question import QuestionScene

    settings = load_settings().settings
    i18n.set_language(args.lang or settings.language)
    print(f"{t('app.already_open.title')}: {t('app.already_open.text')}", file=sys.stderr)
    size = _window(args.window) if args.window else _fit_screen(settings.window_size)
    app = App(size)
    app.push(QuestionScene(t("app.already_open.title"), t("app.already_open.text"),
                           [(t("app.already_open.close"), app.quit)],
                           closes_in=ALREADY_OPEN_SECONDS,
                           countdown=lambda label, left: t("app.already_open.countdown",
                                                           label=label, seconds=left)))
    if args.quit_after_first_frame:
        app.frame(0.0)
        return 0
    app.run()
    return 0


def _fit_screen(size: tuple[int, int]) -> tuple[int, int]:
    """``size``, made smaller (same shape) if it would not fit on the screen."""
    import pygame

    pygame.display.init()
    screens = pygame.display.get_desktop_sizes()
    if not screens:
        return size
    room_w, room_h = screens[0][0] * 0.95, screens[0][1] * 0.9
    scale = min(1.0, room_w / size[0], room_h / size[1])
    return max(1, int(size[0] * scale)), max(1, int(size[1] * scale))


def window_size(text: str) -> tuple[int, int]:
    """``--window``'s ``WxH`` (``argparse`` says what is wrong with anything else)."""
    try:
        width, height = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a size like 960x600: {text!r}") from None
    if width <= 0 or height <= 0:
        raise argparse.ArgumentTypeError(f"not a size like 960x600: {text!r}")
    return width, height


def _window(value: tuple[int, int] | str) -> tuple[int, int]:
    return window_size(value) if isinstance(value, str) else value


def _options(args: argparse.Namespace, settings: Settings) -> GameOptions:
    from goninkan_desktop.shell.game import GameOptions

    limit = args.time_limit or "none"
    speed = args.speed or ("normal" if args.autoplay else settings.speed)
    return GameOptions(
        preset=args.preset or "standard", rules=rules_of(args),
        level=args.level or default_level(),
        seed=_seed(args.seed), speed=speed,
        reduced_motion=args.reduced_motion or (settings.reduced_motion and not args.autoplay),
        time_limit=None if limit == "none" else float(limit),
        autoplay=args.autoplay, screenshots=args.screenshots, record=args.resume)


def _play(shell: Shell, args: argparse.Namespace) -> int:
    """A match from the command line (autoplay: until it ends, then the missing screenshots).

    An unfinished match in the autosave is kept first; if it cannot be, nothing starts (2).
    """
    try:
        game = shell.play_options(_options(args, shell.session.settings))
    except OSError as error:
        from goninkan_desktop.i18n import t

        print(t("app.save.not_kept", error=str(error)), file=sys.stderr)
        return 2
    if not args.autoplay:
        shell.app.run()
        return 0
    if not game.run_until(game.finished):
        return 1
    game.stage_missing()
    if game.shots is not None:
        for kind, path in game.shots.saved.items():
            print(f"{kind}: {path}")
        return 0 if not game.shots.missing() else 1
    return 0


def _self_test(args: argparse.Namespace) -> int:
    """One deal with five CPU seats at instant speed; touches no saved file. The one-file
    build must carry the native and the compiled solver (issue 40) and the review's small
    search's (issue 37): frozen, it fails without any of them."""
    from engine import solver
    from engine.review import small_build
    from goninkan_desktop.shell.game import Game, GameOptions
    from goninkan_desktop.ui.app import App

    missing = "; ".join(m for m in (solver.missing_builds(), small_build.missing_builds())
                        if m) if getattr(sys, "frozen", False) else ""
    if missing:
        print(f"self-test: the solver's builds do not run: {missing}", file=sys.stderr)
        return 1

    if args.lang:
        from goninkan_desktop.i18n import set_language

        set_language(args.lang)
    app = App(_window(args.window or "1280x720"), fixed_dt=args.fixed_dt or 1 / 60)
    game = Game(app, GameOptions(preset=args.preset or "standard", rules=rules_of(args),
                                 level=args.level or default_level(), seed=_seed(args.seed),
                                 speed="instant", autoplay=True))
    game.new_match()
    return 0 if game.run_until(lambda: _one_deal_shown(game)) else 1


def _one_deal_shown(game: object) -> bool:
    from goninkan_desktop.shell.game import Game

    assert isinstance(game, Game)
    scene = game.scene
    if scene is None:
        return False
    results = scene.controller.match.results
    return any(r.result is not Outcome.REDEAL for r in results) and not scene.busy \
        and game.app.top is scene


def print_stats() -> int:
    """``--stats``: the statistics of the current user folders as JSON (no window)."""
    import json

    from goninkan_desktop.profile.stats_db import StatsDb

    stats = StatsDb()
    try:
        stats.sync()
        if stats.message is not None:
            from goninkan_desktop.i18n import t

            print(t(stats.message, **stats.message_params()), file=sys.stderr)
        print(json.dumps(stats.summary(), ensure_ascii=False, indent=1))
    finally:
        stats.close()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """The ``goninkan`` command."""
    args = parse_args(argv)
    if args.stats:
        return print_stats()
    if args.text:
        from goninkan_desktop.cli.terminal import main as text_main

        try:
            rules = rules_of(args)
        except RecordError as error:
            print(f"--rules: {error}", file=sys.stderr)
            return 2
        return text_main(args.level or "normal", _seed(args.seed), rules)
    try:
        return run(args)
    finally:
        import pygame

        pygame.quit()


if __name__ == "__main__":
    sys.exit(main())
