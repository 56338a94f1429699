"""The player's session: settings, sound, the card look and the autosave, shared by every screen.

``Session.start`` loads the settings (a broken file is set aside by
``settings.load_settings``) and reads the autosave (a broken one is set aside
by ``saves.Autosave.load``); the messages about either wait in ``messages``
for the title screen to show. ``change`` applies new settings at once — the
language, the sound, the deck's colours and backs, the window size — and
writes them to disk.

What the player sets without the settings screen is a setting too, kept on
disk at once (``keep_changes``, after every frame), not only when the window
closes (a game ended by the system, or crashing, kept neither): the speed and
reduced motion changed at the table (the S and M keys), and the window's size
once a resize has stopped for ``WINDOW_SAVE_DELAY``.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from engine.match import Match, Phase
from engine.observe import observe
from goninkan_desktop import i18n
from goninkan_desktop.i18n import t
from goninkan_desktop.i18n.forms import form_words
from goninkan_desktop.platform.slow_steps import startup_step
from goninkan_desktop.profile.choices import HUMAN
from goninkan_desktop.profile.saves import Autosave, LoadResult, LoadStatus
from goninkan_desktop.profile.settings import (
    MAX_WINDOW,
    MIN_WINDOW,
    Settings,
    load_settings,
    save_settings,
)
from goninkan_desktop.profile.stats_db import StatsDb
from goninkan_desktop.ui.audio import Audio, SoundName
from goninkan_desktop.ui.motion import Motion
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.render.cards import CardRenderer

log = logging.getLogger(__name__)

WINDOW_SAVE_DELAY = 0.5
"""Seconds without a resize before a resized window's size is saved (not once per step of a
drag)."""


@dataclass
class Session:
    """What every screen shares. Build it with ``Session.start`` (or directly, in tests)."""

    settings: Settings = field(default_factory=Settings)
    audio: Audio | None = None
    autosave: Autosave = field(default_factory=Autosave)
    stats: StatsDb = field(default_factory=StatsDb)
    renderer: CardRenderer = field(default_factory=CardRenderer)
    motion: Motion = field(default_factory=Motion)
    messages: list[str] = field(default_factory=list)
    """Messages for the player (already translated when shown), oldest first."""
    saved: LoadResult = field(default_factory=lambda: LoadResult(LoadStatus.NONE))
    persist: bool = True
    """False: settings changes are applied but not written (a one-run override)."""
    on_window_size: Callable[[tuple[int, int]], None] | None = None
    closing: list[Callable[[], None]] = field(default_factory=list)
    """Called when the window closes (work in the background to stop)."""

    @classmethod
    def start(cls, *, language: str | None = None, persist: bool = True) -> Session:
        """Load the settings and the autosave; ``language`` overrides the saved one for this run."""
        with startup_step("reading the settings"):
            loaded = load_settings()
        session = cls(settings=loaded.settings, persist=persist)
        session._language_override = language
        with startup_step("opening the sound device"):
            session.apply(loaded.settings)
        if loaded.message is not None:
            session.messages.append(t(loaded.message, **loaded.message_params()))
        with startup_step("reading the autosave"):
            session.reload_autosave()
        with startup_step("counting the finished games for the statistics"):
            session.sync_stats()
        return session

    def __post_init__(self) -> None:
        self._language_override: str | None = None
        self._window_changed = False
        self._resized_at = 0.0

    # -- settings ----------------------------------------------------------------------------

    def apply(self, settings: Settings) -> None:
        """Make ``settings`` the ones in effect (without writing them)."""
        self.settings = settings
        i18n.set_language(self._language_override or settings.language)
        if self.audio is None:
            self.audio = Audio.from_settings(settings)
        else:
            self.audio.apply(settings)
        self._apply_cards(settings)
        self.motion.speed = settings.speed
        self.motion.reduced = settings.reduced_motion
        Button.on_any_click = self.click

    def change(self, **changes: object) -> Settings:
        """Change some settings, apply them now and save them; the new settings."""
        old = self.settings
        # the speed and motion set at the table are kept, not undone by a change of another
        # setting (a tip seen, say)
        changes.setdefault("speed", self.motion.speed)
        changes.setdefault("reduced_motion", self.motion.reduced)
        new = old.replace(**changes)
        if "language" in changes:
            self._language_override = None
        self.apply(new)
        if new.window_size != old.window_size and self.on_window_size is not None:
            self.on_window_size(new.window_size)
        self.save()
        return new

    def save(self) -> None:
        """Write the settings (a failure becomes a message for the player)."""
        if self.persist and not save_settings(self.settings):
            self.messages.append(t("app.settings.failed"))

    def sync_motion(self) -> None:
        """Keep a speed or motion change made at the table (the S and M keys) as the setting."""
        motion = self.motion
        if (motion.speed, motion.reduced) != (self.settings.speed, self.settings.reduced_motion):
            self.change(speed=motion.speed, reduced_motion=motion.reduced)

    def remember_window(self, size: tuple[int, int]) -> None:
        """The player resized the window: keep the size for next time (saved at ``close``)."""
        width = max(MIN_WINDOW[0], min(MAX_WINDOW[0], size[0]))
        height = max(MIN_WINDOW[1], min(MAX_WINDOW[1], size[1]))
        if (width, height) != self.settings.window_size:
            self.settings = self.settings.replace(window_size=(width, height))
            self._window_changed = True
            self._resized_at = time.monotonic()

    def keep_changes(self) -> None:
        """After a frame: the speed or motion changed at the table becomes the setting, saved;
        a resized window's size is saved once the resizing has stopped for a moment."""
        self.sync_motion()
        if self._window_changed and time.monotonic() - self._resized_at >= WINDOW_SAVE_DELAY:
            self._window_changed = False
            self.save()

    def close(self) -> None:
        """Save what changed without a settings screen (window size, speed) and stop the sound."""
        self.sync_motion()
        if self._window_changed:
            self.save()
        self.stats.close()
        for stop in self.closing:
            stop()
        if Button.on_any_click == self.click:
            Button.on_any_click = None
        if self.audio is not None:
            self.audio.close()

    def _apply_cards(self, settings: Settings) -> None:
        """The deck's colours and back from the settings. The cached images stay: each is kept
        under the colours and back it shows, so the faces of the other deck are simply not
        asked for (emptying the cache shared by every renderer made the table draw all its
        faces again at each start with a four-colour deck, and at each change of either)."""
        self.renderer.four_colour = settings.four_colour
        self.renderer.back_style = settings.card_back

    # -- sound -------------------------------------------------------------------------------

    def play(self, name: SoundName) -> None:
        """Play a sound effect (nothing when muted or without a device)."""
        if self.audio is not None:
            self.audio.play(name)

    def click(self) -> None:
        """The sound of a button."""
        self.play("click")

    # -- the autosave ------------------------------------------------------------------------

    def reload_autosave(self) -> LoadResult:
        """Read the autosave again; a message if it had to be set aside."""
        self.saved = self.autosave.load()
        message = self.saved.message
        if message is not None:
            self.messages.append(t(message, **self.saved.message_params()))
        return self.saved

    def archive(self, record_text: str) -> Path | None:
        """Archive a finished match and count it in the statistics; where, or None if not saved.

        The archive comes first: if the game stops before the count, ``sync_stats``
        at the next start counts it.
        """
        path = self.autosave.archive(record_text)
        if path is not None:
            self.count(path)
        return path

    def count(self, path: Path) -> None:
        """Count an archived record (again, if it changed) in the statistics."""
        try:
            self.stats.add(path)
        except Exception:  # the statistics must never cost the player the game
            log.exception("counting the archived match %s failed", path)

    def sync_stats(self) -> None:
        """Bring the statistics up to date with the archive (a message if the file was bad)."""
        try:
            self.stats.sync()
        except Exception:
            log.exception("updating the statistics failed")
        if self.stats.message is not None:
            self.messages.append(t(self.stats.message, **self.stats.message_params()))
            self.stats.message = None

    def deals_to_keep(self) -> int:
        """How many deals of the saved match a new match keeps in History and the statistics:
        its deals played (a redeal is none), when it is not a deal of the day (whose figures
        count finished days only); 0 when the saved match would not be kept at all."""
        match = self.saved.match
        if match is None or "daily" in self.saved.extra:
            return 0
        return sum(1 for deal in match.results if deal.result != "redeal")

    def keep_saved_aside(self) -> Path | None:
        """Before a new match: the unfinished one moves into the archive, counted in the
        statistics, if it has deals to keep (``deals_to_keep``); else it is removed. Where it
        went (None: removed); ``OSError`` if it could not be moved (nothing changed then).
        The autosave is read again first: what is kept is the file as it is now."""
        self.reload_autosave()
        if not self.can_continue or self.deals_to_keep() == 0:
            self.autosave.clear()
            return None
        path = self.autosave.keep_aside()
        self.count(path)
        return path

    @property
    def can_continue(self) -> bool:
        """Whether there is an unfinished match to continue."""
        return self.saved.can_continue

    def where(self) -> str:
        """Where the saved match stopped, in words: 'Round 2, deal 1, trick 4'."""
        match = self.saved.match
        return where(match) if match is not None else ""

    def waiting(self) -> str | None:
        """With a match to continue, the other one set aside beside it (the match left for the
        deal of the day, or the deal of the day left for it), in words: which and where it
        stopped; None when there is no second one."""
        if not self.can_continue:
            return None
        paused = self.autosave.paused()
        if paused.match is None:
            return None
        return named(paused.match, paused.extra)

    def described(self) -> str:
        """The saved match in words where it stands alone (the title's Continue, the question
        before a new match replaces it): the deal of the day named as such, a match by where
        it stopped."""
        match = self.saved.match
        if match is None:
            return ""
        return named(match, self.saved.extra) if "daily" in self.saved.extra else where(match)

    def named_where(self) -> str:
        """The saved match, in words: which (the deal of the day, or a match) and where."""
        match = self.saved.match
        return named(match, self.saved.extra) if match is not None else ""


WHERE_KEYS = {"goninkan": ("menus.title.where", "menus.title.where_deal"),
              "bidding": ("menus.title.where_bidding", "menus.title.where_deal_bidding")}
"""How each game says where a match stands (with the trick, and before the first trick); a
round of the bidding game is one deal (B3)."""


def named(match: Match, extra: dict[str, object]) -> str:
    """A match to continue in words: 'Deal of the day: Round 1, deal 2', 'Your match: …'."""
    key = "menus.title.which_daily" if "daily" in extra else "menus.title.which_match"
    return t(key, where=where(match))


def where(match: Match) -> str:
    """Where ``match`` stands, in words: 'Round 2, deal 1, trick 4', in the bidding game
    'Deal 3 of 10, trick 4' (no trick before the first one, nor while the next deal waits to be
    dealt: the last deal's tricks are not this one's)."""
    view = observe(match, HUMAN)
    with_trick, before_tricks = WHERE_KEYS[match.rules.game.name]
    form = form_words(match.rules.game)
    if form:  # the bidding game's other forms say which (B15, B17)
        with_trick, before_tricks = (f"{with_trick}_form", f"{before_tricks}_form")
    numbers = {"round": view.round, "deal": view.deal, "rounds": match.rules.rounds,
               "form": form}
    if match.phase is Phase.DEAL or (not view.tricks and not view.trick):
        return t(before_tricks, **numbers)
    return t(with_trick, trick=view.trick_no, **numbers)
