"""The application around the table: which screen comes after which.

``Shell`` connects the screens: the title screen, a new game's settings, the
settings screen, the tutorial and rules screens, the history of matches and
the review (also of a record dropped on the window), the table with its
pause menu. It owns the ``Session`` (settings, sound, autosave) and the ``Game``
on the table. Every action of a match is autosaved through the controller's
``on_record_changed``; a finished match is archived.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from dataclasses import replace
from datetime import date
from pathlib import Path

from engine import daily
from engine.rules import RuleSet
from goninkan_desktop.daily.result_scene import DailyResultScene
from goninkan_desktop.daily.run import LEVEL, DailyRun, daily_controller, day_of
from goninkan_desktop.i18n import t, tn
from goninkan_desktop.menus.history import HistoryScene
from goninkan_desktop.menus.new_game import NewGameScene
from goninkan_desktop.menus.pause_menu import PauseMenuScene
from goninkan_desktop.menus.rules import RulesScene
from goninkan_desktop.menus.settings_screen import SettingsScene
from goninkan_desktop.menus.title import TitleScene
from goninkan_desktop.play.controller import RecordChanged, TableController
from goninkan_desktop.play.record_file import OpenedRecord, RecordTrouble, open_record_file
from goninkan_desktop.play.session import Session
from goninkan_desktop.review.scene import ReviewScene, push_review
from goninkan_desktop.shell.game import Game, GameOptions, player_names
from goninkan_desktop.stats.reviews import Reviewer
from goninkan_desktop.stats.scene import StatsScene
from goninkan_desktop.table.deal_result import DealResultScene
from goninkan_desktop.table.scene import TableScene
from goninkan_desktop.table.scores import FinalScoresScene
from goninkan_desktop.tutorial.menu import TutorialMenuScene
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.audio import SoundName
from goninkan_desktop.ui.question import QuestionScene, message_scene

log = logging.getLogger(__name__)


class Shell:
    """The screens of the game and the moves between them."""

    def __init__(self, app: App, session: Session, options: GameOptions | None = None) -> None:
        self.app = app
        self.session = session
        self.base_options = options or GameOptions()
        self.game: Game | None = None
        self.daily_runs: list[DailyRun] = []
        """Deals of the day whose strong player's result is still awaited or not yet shown."""
        self._mended = False
        self._offering = False
        app.settings_source = lambda: session.settings
        app.on_resize = session.remember_window
        app.on_drop = self.review_dropped
        session.on_window_size = app.resize
        session.closing.append(self.close_daily)
        self.reviewer = Reviewer(session.stats, idle=lambda: self.game is None,
                                 on_stored=self._reviewed)
        session.closing.append(self.reviewer.close)
        app.after_frame.append(self.reviewer)
        app.after_frame.append(lambda _app: session.keep_changes())

    # -- screens -------------------------------------------------------------------------------

    def show_title(self) -> None:
        """The title screen (after any message about a broken file)."""
        self._close_game()
        self.session.autosave.unpause()  # a match set aside for a deal of the day left unplayed
        self.session.reload_autosave()
        self.app.replace(TitleScene(self))
        self.show_messages()
        if not self._mended:
            self._mended = True
            self.mend_dailies()

    def show_messages(self) -> None:
        """Show the oldest waiting message (the title screen shows the next when it closes);
        with none left, the first start's offer of the tutorial."""
        if self.session.messages:
            self.app.push(message_scene(self.session.messages.pop(0)))
        else:
            self.offer_tutorial()

    def offer_tutorial(self) -> None:
        """On the very first start, offer the tutorial: either answer (or Esc) is final."""
        if self.session.settings.tutorial_offered or self._offering:
            return

        def answered(start: bool) -> Callable[[], None]:
            def answer() -> None:
                self._offering = False
                self.session.change(tutorial_offered=True)
                if start:
                    self.open_tutorial()

            return answer

        self._offering = True

        self.app.push(QuestionScene(t("menus.first.title"), t("menus.first.text"),
                                    [(t("menus.first.yes"), answered(True)),
                                     (t("menus.first.no"), answered(False))]))

    def open_new_game(self) -> None:
        """The new game's rules and CPU level."""
        self.app.push(NewGameScene(self))

    def open_settings(self) -> None:
        """The settings screen."""
        self.session.sync_motion()
        self.app.push(SettingsScene(self))

    def open_tutorial(self) -> None:
        """The tutorial's menu of lessons."""
        self.app.push(TutorialMenuScene(self.app, on_rules=self.open_rules))

    def open_rules(self, rules: RuleSet | None = None, topic: str | None = None) -> None:
        """The rules and glossary (at ``topic``: a section's or a glossary term's name)."""
        self.app.push(RulesScene(self.app, rules, topic=topic))

    def open_stats(self) -> None:
        """The statistics (brought up to date with the archive first)."""
        self.session.sync_stats()
        self.app.push(StatsScene(self))
        self.show_messages()

    def _reviewed(self) -> None:
        """A deal's review was stored: an open Statistics screen shows the new share."""
        if isinstance(self.app.top, StatsScene):
            self.app.top.rebuild()

    def open_pause_menu(self) -> None:
        """Esc at the table (or at a deal's result over it)."""
        if not isinstance(self.app.top, TableScene | DealResultScene):
            return
        self.app.push(PauseMenuScene(self))

    def open_history(self) -> None:
        """The archived matches, each opening in the review."""
        self.app.push(HistoryScene(self))

    def open_review(self, opened: OpenedRecord, deal: int | None = None) -> ReviewScene:
        """The review of a record, over whatever is on screen (Esc comes back to it)."""
        self.session.sync_motion()
        return push_review(self.app, opened, deal=deal, renderer=self.session.renderer,
                           motion=self.session.motion)

    def open_review_file(self, path: str | Path) -> bool:
        """Review the record in a file (dropped on the window or ``--review FILE``); a file that
        cannot be reviewed gets a message and is left as it is."""
        try:
            opened = open_record_file(Path(path))
        except RecordTrouble as trouble:
            self.app.push(message_scene(t(trouble.key, file=trouble.name)))
            return False
        self.open_review(opened)
        return True

    def review_dropped(self, path: str) -> None:
        """A file dropped on the window opens in the review."""
        self.open_review_file(path)

    def quit(self) -> None:
        """Close the game (the match is already saved)."""
        self.app.quit()

    # -- matches -------------------------------------------------------------------------------

    def start_match(self, rules: RuleSet, level: str, time_limit: int | None) -> None:
        """Start a new match with these rules (the autosave is replaced; an unfinished match
        with deals played goes to History first, as the question before said)."""
        try:
            self.session.keep_saved_aside()
        except OSError as error:
            self.app.push(message_scene(t("app.save.not_kept", error=str(error))))
            return
        game = self._game(replace(self.base_options, rules=rules, level=level,
                                  time_limit=None if time_limit is None else float(time_limit),
                                  record=None))
        scene = game.new_match()
        self.session.autosave.write(scene.controller.record)

    def open_daily(self) -> None:
        """The title's "Deal of the day". An unfinished match is not lost: the player is asked
        to set it aside (it is autosaved) and it comes back when the deal of the day is over;
        a deal of the day in progress is continued."""
        saved = self.session.reload_autosave()
        if not saved.can_continue:
            self.start_daily()
        elif "daily" in saved.extra:
            self.continue_match()
        else:
            self.app.push(QuestionScene(
                t("daily.keep_title"), t("daily.keep_text", where=self.session.where()),
                [(t("daily.keep_yes"), self._pause_for_daily), (t("daily.keep_no"), lambda: None)]))

    def _pause_for_daily(self) -> None:
        """Set the match in progress aside, then play the deal of the day (the one already
        begun, if it is the one set aside)."""
        paused = self.session.autosave.paused()
        if paused.match is not None and "daily" in paused.extra:
            self._continue_other()
            return
        try:
            self.session.autosave.pause()
        except OSError as error:
            self.app.push(message_scene(t("app.save.not_kept", error=str(error))))
            return
        self.start_daily()

    def _after_daily(self) -> None:
        """The deal of the day's result closed: back to the match set aside, else the title."""
        if self.session.autosave.unpause():
            self.continue_match()
        else:
            self.show_title()

    def start_daily(self, day: date | None = None) -> TableScene:
        """Today's deal of the day (or ``day``'s): one round against the strong CPUs."""
        day = day or date.today()
        self.session.autosave.clear()
        game = self._game(replace(self.base_options, level=LEVEL, rules=daily.RULES,
                                  time_limit=None, record=None,
                                  on_new_match=self._new_game_after_daily))
        controller = daily_controller(day, player_names(),
                                      on_record_changed=game.options.on_record_changed)
        scene = game.show(controller)
        self.session.autosave.write(controller.record)
        self._watch_daily(controller)
        return scene

    def mend_dailies(self) -> None:
        """Deals of the day archived without the strong result: play the latest one now."""
        try:
            waiting = self.session.stats.awaiting_strong()
        except Exception:
            return
        busy = {run.day for run in self.daily_runs}
        for text, path in waiting[-1:]:
            day = date.fromisoformat(text)
            if day not in busy:
                self._add_run(DailyRun(day, archive=path))

    def _new_game_after_daily(self) -> None:
        self.show_title()
        self.open_new_game()

    def _watch_daily(self, controller: TableController) -> None:
        """Follow a deal of the day on the table: its duplicate, and its result at the end."""
        day = day_of(controller.extra)
        if day is None:
            return
        for run in self.daily_runs:
            if run.day == day and run.archive is None:  # the same game, rebuilt (language)
                run.controller = controller
                return
        self._add_run(DailyRun(day, controller))

    def _add_run(self, run: DailyRun) -> None:
        self.daily_runs.append(run)
        if self._follow_daily not in self.app.after_frame:
            self.app.after_frame.append(self._follow_daily)

    def _table(self) -> TableController | None:
        """The controller of the match on the table, if one is."""
        scene = self.game.scene if self.game is not None else None
        return scene.controller if scene is not None else None

    def table_rules(self) -> RuleSet | None:
        """The rules of the match on the table (None: no match is on the table)."""
        table = self._table()
        return table.match.rules if table is not None else None

    def _follow_daily(self, app: App) -> None:
        """Every frame: take the strong players' results; show a finished day's comparison."""
        table = self._table()
        for run in list(self.daily_runs):
            if table is not None and run.archive is None and day_of(table.extra) == run.day:
                run.controller = table  # the same day's table, rebuilt (language, take-back)
            run.poll(self.session.count)
            controller = run.controller
            if controller is not None and controller.match.finished and not run.shown \
                    and isinstance(app.top, FinalScoresScene):
                run.shown = True
                self._show_daily_result(run, controller)
            on_table = table is not None and table is controller
            if (run.result is not None or run.duplicate.failed) and (run.shown or not on_table):
                self.daily_runs.remove(run)
        if not self.daily_runs:
            app.after_frame.remove(self._follow_daily)

    def _show_daily_result(self, run: DailyRun, controller: TableController) -> None:
        auto = 0.0 if self.game is not None and self.game.options.autoplay else None
        back = t("daily.back_to_match" if self.session.autosave.has_paused
                 else "daily.back_to_title")
        self.app.push(DailyResultScene(
            run, controller.match.scores[0],
            [result.result for result in controller.match.results],
            self.session.stats.daily, auto_close=auto,
            on_close=None if auto is not None else self._after_daily,
            close_label=None if auto is not None else back))

    def close_daily(self) -> None:
        """The window closes: stop the strong players still at work."""
        for run in self.daily_runs:
            run.close()
        self.daily_runs.clear()

    def choose_continue(self) -> None:
        """The title's Continue: with a match set aside beside the one saved (a deal of the
        day left for the other, or the other way round), ask which to continue (the autosave
        as the title read it: continuing reads it once more, never twice)."""
        other = self.session.waiting()
        if other is None:
            self.continue_match()
            return
        self.app.push(QuestionScene(
            t("menus.title.which_title"), t("menus.title.which_text"),
            [(self.session.named_where(), self.continue_match),
             (other, self._continue_other), (t("menus.back"), lambda: None)], width=1120.0))

    def _continue_other(self) -> None:
        """Continue the match set aside; the one saved waits in its place."""
        if not self.session.autosave.swap_paused():
            self.app.push(message_scene(t("app.save.failed")))
            return
        self.continue_match()

    def continue_match(self) -> bool:
        """Continue the autosaved match; False (with a message) if it cannot be continued."""
        saved = self.session.reload_autosave()
        if not saved.can_continue or saved.match is None:
            self.show_title()
            return False
        settings = self.session.settings
        limit = settings.turn_time_limit
        game = self._game(replace(self.base_options, level=settings.cpu_level,
                                  time_limit=None if limit is None else float(limit)))
        scene = game.continue_match(saved.match.copy(), saved.extra)  # loaded once, just now
        self._watch_daily(scene.controller)
        return True

    def confirm_replace(self, start: Callable[[], object]) -> None:
        """Run ``start`` (a new match), after asking if it would replace an unfinished one."""
        if not self.session.can_continue:
            start()
            return
        self.app.push(QuestionScene(
            t("menus.ng.replace_title"), self._replace_text(),
            [(t("menus.ng.replace_yes"), start), (t("menus.ng.replace_no"), lambda: None)],
            focus=1))

    def _replace_text(self) -> str:
        """What becomes of the match in progress and its finished deals if a new one starts."""
        session = self.session
        if "daily" in session.saved.extra:
            return t("menus.ng.replace_text_daily", where=session.where())
        where = session.described()
        kept = session.deals_to_keep()
        match = session.saved.match
        bidding = "_bidding" if match is not None and match.rules.game.is_bidding else ""
        if kept == 0:
            return t(f"menus.ng.replace_text{bidding}", where=where)
        return tn(f"menus.ng.replace_kept{bidding}", kept, where=where)

    def play_options(self, options: GameOptions) -> Game:
        """A match straight from the command line, autosaved like any other from the start.

        An unfinished match in the autosave is moved to ``unfinished/`` first
        (``OSError`` if it cannot be: then nothing starts and nothing is lost).
        A match of CPU players only (``autoplay``) is not the player's: it is
        neither autosaved nor archived, so it never enters History or the
        statistics, and the player's own match stays where it is.
        """
        if options.autoplay:
            game = self._game(options, shared_motion=False)
            game.new_match()
            return game
        kept = self.session.autosave.keep_unfinished()
        if kept is not None:
            log.warning("the unfinished match was kept as %s", kept)
            print(t("app.save.kept_unfinished", file=str(kept)), file=sys.stderr)
        game = self._game(options, shared_motion=False)
        scene = game.new_match()
        self.session.autosave.write(scene.controller.record)
        return game

    def _game(self, options: GameOptions, *, shared_motion: bool = True) -> Game:
        """A game on the table; ``shared_motion``: its speed follows the settings screen."""
        self._close_game()
        options = replace(options, on_record_changed=None if options.autoplay
                          else self._record_changed,
                          on_quit=self.show_title if options.on_quit is None else options.on_quit,
                          on_menu=options.on_menu or (None if options.autoplay
                                                      else self.open_pause_menu),
                          on_sound=self._sound, on_tip_seen=self._tip_seen)
        self.game = Game(self.app, options, renderer=self.session.renderer,
                         motion=self.session.motion if shared_motion else None)
        return self.game

    def _tip_seen(self, kind: str) -> None:
        seen = self.session.settings.tips_seen
        if kind not in seen:
            self.session.change(tips_seen=tuple(sorted({*seen, kind})))

    def _close_game(self) -> None:
        game = self.game
        self.game = None
        if game is not None:
            game.stop_autopilot()

    def _record_changed(self, change: RecordChanged) -> None:
        """Autosave the match after every action; archive it once it is over."""
        text = change.text
        if change.finished:
            path = self.session.archive(text)
            table = self._table()
            for run in self.daily_runs:
                if table is not None and run.controller is table:
                    run.archive = path
            saved = path is not None
        else:
            saved = self.session.autosave.write(text)
        if not saved:
            self.session.messages.append(t("app.save.failed"))

    def _sound(self, name: SoundName) -> None:
        self.session.play(name)

    # -- the table after a change of settings ------------------------------------------------

    def refresh_table(self, language_changed: bool) -> None:
        """After settings changed mid-match: the table follows (a new language rebuilds it)."""
        game = self.game
        scene = game.scene if game is not None else None
        if game is None or scene is None:
            return
        scene.toolbar.follow_motion()
        settings = self.session.settings
        scene.follow_conveniences(settings.auto_play_single, settings.large_cards)
        scene.options.hold_tricks = self.session.settings.hold_tricks
        if language_changed:
            self._watch_daily(game.continue_record(scene.controller.record).controller)
