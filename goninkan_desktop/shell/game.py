"""Putting a match on the table: the players' names, the controller, the scene, the run modes.

``python -m goninkan_desktop`` uses these; so do the tests, which build a
``Game`` with a fixed time step and drive it frame by frame.
"""

from __future__ import annotations

import secrets
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import pygame

from engine.games import GONINKAN
from engine.match import Match
from engine.record import load_with_extra
from engine.rules import RuleSet
from goninkan_desktop.daily.run import day_of, resume_controller
from goninkan_desktop.devtools.autopilot import Autopilot, press
from goninkan_desktop.devtools.scenarios import Scenario, scenario_for
from goninkan_desktop.devtools.screenshots import Screenshots
from goninkan_desktop.i18n import t
from goninkan_desktop.play.controller import RecordChanged, TableController, default_level
from goninkan_desktop.play.record_file import open_record_text
from goninkan_desktop.play.takeback import take_back
from goninkan_desktop.profile.choices import Speed, form_of
from goninkan_desktop.review.scene import ReviewScene, push_review
from goninkan_desktop.table.games import table_game
from goninkan_desktop.table.options import Moment, TableOptions
from goninkan_desktop.table.scene import TableScene
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.audio import SoundName
from goninkan_desktop.ui.motion import Motion
from goninkan_desktop.ui.render.cards import CardRenderer


def player_names(seats: int = GONINKAN.seats) -> list[str]:
    """The human first, then the CPU players (four, or two in a three-player game), in the
    current language."""
    return [t("table.you"), *(t(f"table.cpu_{i}") for i in range(1, seats))]


@dataclass
class GameOptions:
    """Everything the command line can set."""

    preset: str = "standard"
    level: str = field(default_factory=default_level)
    seed: int | str | None = None
    speed: Speed = "normal"
    reduced_motion: bool = False
    time_limit: float | None = None
    autoplay: bool = False
    screenshots: str | None = None
    record: str | None = None
    on_record_changed: Callable[[RecordChanged], None] | None = None
    rules: RuleSet | None = None
    """The house rules of a new match (default: the ``preset``'s)."""
    on_quit: Callable[[], object] | None = None
    """The final scores' "quit" (default: close the window)."""
    on_menu: Callable[[], object] | None = None
    """Esc or the Menu button at the table (default: none)."""
    on_sound: Callable[[SoundName], object] | None = None
    """Play a sound effect at the table's animation moments."""
    on_new_match: Callable[[], object] | None = None
    """The final scores' "new match" (default: another match with these options)."""
    on_tip_seen: Callable[[str], object] | None = None
    """A teaching tip was shown: remember it for good (the settings' ``tips_seen``)."""


class Game:
    """The app and the table for one match after another."""

    def __init__(self, app: App, options: GameOptions,
                 renderer: CardRenderer | None = None, motion: Motion | None = None) -> None:
        self.app = app
        self.options = options
        self.renderer = renderer or CardRenderer()
        self.motion = motion or Motion(options.speed, options.reduced_motion)
        self.seed = options.seed if options.seed is not None else secrets.randbelow(10**9)
        rules = options.rules or RuleSet.preset_named(options.preset)
        self.shots = Screenshots(app, options.screenshots,
                                 table_game(rules).screens_of(rules.game),
                                 form_of(rules.game)) if options.screenshots else None
        if self.shots is not None:
            app.after_frame.append(self.shots)
        self.scene: TableScene | None = None
        self.autopilot: Autopilot | None = None
        self.matches = 0

    # -- building a table --------------------------------------------------------------------

    def new_match(self) -> TableScene:
        """Start a new match on the table (the first one, or after 'New match')."""
        seed = self.seed if self.matches == 0 else f"{self.seed}:{self.matches}"
        self.matches += 1
        rules = self.options.rules or RuleSet.preset_named(self.options.preset)
        if self.options.record is not None:
            text = Path(self.options.record).read_text(encoding="utf-8")
            self.options.record = None
            return self.continue_record(text)
        else:
            controller = TableController.new_match(rules, player_names(rules.game.seats), seed,
                                                   level=self.options.level,
                                                   time_limit=self.options.time_limit,
                                                   on_record_changed=self.options.
                                                   on_record_changed)
        return self.show(controller)

    def continue_record(self, text: str) -> TableScene:
        """Continue the match a record describes (``RecordError``/``IllegalAction`` if invalid).

        A deal of the day goes on with the day's seed and hands.
        """
        match, extra = load_with_extra(text)
        return self.continue_match(match, extra, seed=zlib.crc32(text.encode("utf-8")))

    def continue_match(self, match: Match, extra: dict[str, Any],
                       seed: int | None = None) -> TableScene:
        """Continue a match already loaded (the autosave), with its record's own keys ``extra``:
        the record is not read again. ``seed``: the CPUs' (default: the one
        ``TableController.from_match`` gives the match); a deal of the day goes on with the
        day's seed and hands.
        """
        day = day_of(extra)
        if day is not None:
            return self.show(resume_controller(match, extra, day,
                                               time_limit=self.options.time_limit,
                                               on_record_changed=self.options.on_record_changed))
        controller = TableController.from_match(match, extra, seed, level=self.options.level,
                                                time_limit=self.options.time_limit,
                                                on_record_changed=self.options.on_record_changed)
        return self.show(controller)

    def resume(self, scenario: Scenario) -> TableScene:
        """Put a scenario's match on the table (a made-up match: never autosaved)."""
        controller = TableController.from_record(scenario.record, seed=self.seed,
                                                 level=self.options.level,
                                                 time_limit=self.options.time_limit,
                                                 deals=scenario.deals)
        return self.show(controller)

    def show(self, controller: TableController) -> TableScene:
        """Replace whatever is on screen with a table for ``controller``."""
        self.stop_autopilot()
        options = TableOptions(
            auto_close=0.0 if self.options.autoplay else None,
            on_new_match=self.options.on_new_match or self.new_match,
            on_quit=self.options.on_quit or self.app.quit,
            on_moment=self.shots.moment if self.shots is not None else None,
            on_menu=self.options.on_menu, on_sound=self.options.on_sound,
            teaching_tips=self.app.settings.teaching_tips and not self.options.autoplay,
            tips_seen=frozenset(self.app.settings.tips_seen),
            hold_tricks=self.app.settings.hold_tricks and not self.options.autoplay,
            on_tip_seen=self.options.on_tip_seen,
            open_hands_at_end=self.app.settings.open_hands_at_end and not self.options.autoplay,
            auto_play_single=self.app.settings.auto_play_single and not self.options.autoplay,
            large_cards=self.app.settings.large_cards,
            on_review=self.review_deal,
            on_take_back=self.take_back if self.app.settings.takeback and not self.options.autoplay
            else None,
            round_label=t("daily.title") if day_of(controller.extra) is not None else None)
        scene = TableScene(controller, self.motion, self.renderer, options)
        self.app.replace(scene)
        self.scene = scene
        if self.options.autoplay:
            self.autopilot = Autopilot(scene, level=self.options.level, seed=self.seed,
                                       extra=self._look_back if self.shots else None)
            self.app.after_frame.append(self.autopilot)
        return scene

    def stop_autopilot(self) -> None:
        """Stop the autopilot playing the table, if one is."""
        if self.autopilot is not None:
            self.app.after_frame.remove(self.autopilot)
            self.autopilot.close()
            self.autopilot = None

    def review_deal(self, deal: int) -> ReviewScene | None:
        """"Review this deal": the match so far, in the review, at deal ``deal``."""
        scene = self.scene
        if scene is None:
            return None
        opened = open_record_text(scene.controller.record, t("review.this_match"))
        review = push_review(self.app, opened, deal=deal, renderer=self.renderer,
                             motion=self.motion)
        if self.shots is not None:
            self.shots.moment("review", None)
        return review

    def take_back(self) -> TableScene | None:
        """Undo the human's last decision in the deal in play and what the CPUs did after it.

        The cut record (``takeback.take_back``) is saved whole, in one atomic
        write, and the table continues from it with the match's own seed, so the
        CPUs decide again as the same seeds decide.
        """
        scene = self.scene
        if scene is None:
            return None
        old = scene.controller
        cut = take_back(old.match, old.extra)
        if cut is None:
            return None
        match, extra = cut
        controller = TableController.from_match(
            match, extra, old.seed, level=old.level, time_limit=old.time_limit,
            on_record_changed=old.on_record_changed, deals=old.scripted_deals)
        scene = self.show(controller)
        controller.record_changed(controller.record)
        return scene

    def _look_back(self, pilot: Autopilot) -> None:
        """For the screenshots: open the trick log and the last trick once, mid-deal."""
        scene = pilot.scene
        if self.shots is None or len(scene.controller.view().tricks) < 4:
            return
        looks: tuple[tuple[Moment, int], ...] = (("trick_log", pygame.K_t),
                                                 ("last_trick", pygame.K_l))
        if scene.game.card_order_key:
            looks += (("card_order", pygame.K_o),)
        for kind, key in looks:
            if self.shots.wants(kind):
                pilot.gestures.append(partial(_press, key))
                return

    # -- run modes ---------------------------------------------------------------------------

    def finished(self) -> bool:
        """True when the match is over and everything about it has been shown."""
        scene = self.scene
        return scene is not None and scene.controller.match.finished and not scene.busy \
            and self.app.top is scene

    def run_until(self, done: Callable[[], bool], max_frames: int = 2_000_000) -> bool:
        """Run frames until ``done()`` (True) or the window closes (False)."""
        start = self.app.frames
        while self.app.running and self.app.frames - start < max_frames:
            dt = self.app.fixed_dt if self.app.fixed_dt is not None else \
                self.app.clock.tick(self.app.fps) / 1000.0
            self.app.frame(dt)
            if done():
                return True
        return False

    def stage_missing(self) -> None:
        """Resume scenarios for the kinds of screen the match did not show (screenshots)."""
        if self.shots is None:
            return
        rules = self.options.rules or RuleSet.preset_named(self.options.preset)
        for kind in self.shots.missing():
            scenario = scenario_for(kind, self.seed, player_names(), rules)
            if scenario is None:
                continue
            self.resume(scenario)
            self.run_until(partial(_saved, self.shots, kind), 20_000)


def _saved(shots: Screenshots, kind: str) -> bool:
    return kind in shots.saved


def _press(key: int) -> bool:
    press(key)
    return True
