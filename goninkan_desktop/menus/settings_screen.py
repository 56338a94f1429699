"""The settings: language, speed, motion, sound, the deck's look, window size, teaching tips.

Every change applies at once and is saved at once (``Session.change``); a
change of language rebuilds this screen in the new language. Esc or "Back"
returns to the screen below.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from engine.cards import parse_card
from goninkan_desktop.i18n import language, t
from goninkan_desktop.profile.choices import SPEEDS
from goninkan_desktop.profile.settings import CARD_BACKS, LANGUAGES, window_size_allowed
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.menu_base import MenuScene
from goninkan_desktop.ui.nodes.menu import Focusable, Option, OptionRow
from goninkan_desktop.ui.nodes.sprite import CardNode
from goninkan_desktop.ui.render import scale

if TYPE_CHECKING:
    from goninkan_desktop.play.navigator import Navigator

WINDOW_SIZES: tuple[tuple[int, int], ...] = ((960, 600), (1280, 720), (1280, 800), (1600, 900),
                                             (1920, 1080))
ROW_LEFT = 150.0
ROW_WIDTH = 980.0
ROW_TOP = 76.0
ROW_STEP = 37.0
ROW_HEIGHT = 35.0
"""Fourteen rows, the card preview and Back fit above the key line at the foot."""
VOLUMES = tuple(range(0, 101, 10))
_BACK_WIDTH = 30


class SettingsScene(MenuScene):
    """Settings applied live and kept for next time."""

    def __init__(self, navigator: Navigator) -> None:
        self.navigator = navigator
        self.rows: dict[str, OptionRow[Any]] = {}
        self.language_changed = False
        super().__init__(navigator.session.renderer)

    def build(self) -> list[Focusable]:
        self.rows = {}
        self.heading(t("menus.st.title"), 12.0)
        settings = self.navigator.session.settings
        y = ROW_TOP
        for name, title, options, value in self._specs():
            self.rows[name] = self.root.add(OptionRow(
                title, "", options, value, self._changer(name), (ROW_LEFT, y),
                (ROW_WIDTH, ROW_HEIGHT), value_width=340.0))
            y += ROW_STEP
        self.rows["volume"].enabled = settings.sound
        self._preview(y + 12.0)
        self.back_button = self.button(t("menus.back"), self.back, (layout.WIDTH / 2, y + 14.0),
                                       (300.0, 58.0), primary=True)
        return [*self.rows.values(), self.back_button]

    def _specs(self) -> list[tuple[str, str, list[Option[Any]], Any]]:
        settings = self.navigator.session.settings
        audio = self.navigator.session.audio
        sound_title = t("menus.st.sound")
        if audio is not None and not audio.available:
            sound_title = f"{sound_title} {t('menus.st.no_sound_device')}"
        on_off = [Option(False, t("menus.off")), Option(True, t("menus.on"))]
        window = self._window_size()
        sizes = list(WINDOW_SIZES)
        if window not in sizes:
            sizes = sorted([*sizes, window])
        return [
            ("language", t("menus.st.language"),
             [Option(v, t(f"menus.st.language.{v}")) for v in LANGUAGES], language()),
            ("speed", t("menus.st.speed"),
             [Option(v, t(f"menus.st.speed.{v}")) for v in SPEEDS], settings.speed),
            ("reduced_motion", t("menus.st.reduced_motion"), on_off, settings.reduced_motion),
            ("sound", sound_title, on_off, settings.sound),
            ("volume", t("menus.st.volume"), [Option(v, f"{v}%") for v in VOLUMES],
             settings.volume if settings.volume in VOLUMES else round(settings.volume, -1)),
            ("four_colour", t("menus.st.four_colour"), on_off, settings.four_colour),
            ("card_back", t("menus.st.card_back"),
             [Option(v, t(f"menus.st.back.{v}"), self._back_picture(v)) for v in CARD_BACKS],
             settings.card_back),
            ("window_size", t("menus.st.window"),
             [Option(s, t("menus.st.window.custom", width=s[0], height=s[1])) for s in sizes],
             window),
            ("teaching_tips", t("menus.st.teaching_tips"), on_off, settings.teaching_tips),
            ("auto_play_single", t("menus.st.auto_play_single"), on_off,
             settings.auto_play_single),
            ("large_cards", t("menus.st.large_cards"), on_off, settings.large_cards),
            ("hold_tricks", t("menus.st.hold_tricks"), on_off, settings.hold_tricks),
            ("open_hands_at_end", t("menus.st.open_hands_at_end"), on_off,
             settings.open_hands_at_end),
            ("takeback", t("menus.st.takeback"), on_off, settings.takeback),
        ]

    def _window_size(self) -> tuple[int, int]:
        """The window's real size: the saved one may have been shrunk to fit the screen or
        overridden by ``--window`` for this run. A window dragged outside the sizes a
        setting may hold (smaller than ``MIN_WINDOW``) shows the saved size instead: offering
        its own would offer a choice the settings refuse."""
        surface = pygame.display.get_surface()
        if surface is not None and window_size_allowed(surface.get_size()):
            return surface.get_size()
        return self.navigator.session.settings.window_size

    def _back_picture(self, style: str) -> Callable[[], pygame.Surface]:
        renderer = self.navigator.session.renderer
        return lambda: renderer.back(scale.ipx(_BACK_WIDTH), style)

    def _preview(self, y: float) -> None:
        """A few cards, to see the deck's colours and back as they change."""
        renderer = self.navigator.session.renderer
        x = ROW_LEFT + 30.0
        for card in (*map(parse_card, ("AS", "KH", "QD", "JC")), None):
            self.root.add(CardNode(renderer, card, 48, (x, y), anchor=(0.5, 0.0)))
            x += 54

    def _changer(self, name: str) -> Callable[[Any], None]:
        def change(value: Any) -> None:
            self.navigator.session.change(**{name: value})
            if name == "language":
                self.language_changed = True
                self.rebuild()
            elif name == "sound":
                self.rows["volume"].enabled = value

        return change
