"""The title screen: the game's name, and continue, new game, tutorial, rules, history,
settings, quit.

"Continue" appears only when the autosave holds an unfinished match, with
where it stopped ("Round 2, deal 1, trick 4"), and then has the focus. With a
second match set aside beside it (the match left for the deal of the day, or
the deal of the day left for it), a line says that it waits too, and
Continue asks which.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from goninkan_desktop.i18n import language, t
from goninkan_desktop.platform.version import version
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.menu_base import MenuScene
from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.menu import Focusable
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import theme

if TYPE_CHECKING:
    from goninkan_desktop.play.navigator import Navigator

BUTTON_SIZE = (380.0, 58.0)
BUTTON_GAP = 12.0
BUTTONS_TOP = 192.0
BUTTONS_BOTTOM = 676.0
"""The buttons shrink (never below ``MIN_BUTTON_HEIGHT``) to fit between these: the last
button's focus ring clear of the key line under it."""
MIN_BUTTON_HEIGHT = 44.0
MIN_BUTTON_GAP = 4.0
"""Where the buttons are at their smallest, the gaps between them shrink down to this."""
RING_CLEAR = 10.0
"""The room between a button and the line under Continue: a focus ring reaches 8 px outside
its button, and the line keeps 2 px more from it (Continue's ring above, New game's below)."""


class TitleScene(MenuScene):
    """The first screen."""

    hint_key = "menus.keys_hint_title"

    def __init__(self, navigator: Navigator) -> None:
        self.navigator = navigator
        self._language = language()
        super().__init__(navigator.session.renderer, motif=True)

    def build(self) -> list[Focusable]:
        root = self.root
        name = t("menus.title.name")
        other = "五人関"  # the name in kanji, under ゴニンカン / Goninkan
        root.add(TextNode(name, (layout.WIDTH / 2, 34.0), size=theme.fs(theme.SIZE_HUGE + 24),
                          colour=theme.GOLD, shadow=theme.SHADOW, anchor=(0.5, 0.0)))
        tagline = t("menus.title.tagline", kanji=other, subtitle=t("menus.title.subtitle"))
        root.add(TextNode(tagline, (layout.WIDTH / 2, 150.0),
                          size=theme.fs(theme.SIZE_BODY - 4), colour=theme.TEXT,
                          shadow=theme.SHADOW, anchor=(0.5, 0.0)))
        root.add(TextNode(t("menus.title.version", version=version()),
                          (layout.WIDTH - 16.0, 12.0), size=theme.readable(theme.SIZE_SMALL - 8),
                          colour=theme.TEXT_MUTED, anchor=(1.0, 0.0)))
        return self._buttons(root)

    def _buttons(self, root: Node) -> list[Focusable]:
        navigator = self.navigator
        entries: list[tuple[str, str, Callable[[], object]]] = []
        where = None
        if navigator.session.can_continue:  # where the match stopped, under Continue
            entries.append(("continue", t("menus.title.continue"), navigator.choose_continue))
            where = root.add(TextNode(self._where(), (layout.WIDTH / 2, 0.0),
                                      size=theme.readable(theme.SIZE_SMALL - 4),
                                      colour=theme.GOLD, shadow=theme.SHADOW,
                                      anchor=(0.5, 0.0)))
            self.where = where
        entries += [
            ("new_game", t("menus.title.new_game"), navigator.open_new_game),
            ("daily", t("daily.button"), navigator.open_daily),
            ("tutorial", t("menus.title.tutorial"), navigator.open_tutorial),
            ("rules", t("menus.title.rules"), navigator.open_rules),
            ("history", t("menus.title.history"), navigator.open_history),
            ("stats", t("stats.button"), navigator.open_stats),
            ("settings", t("menus.title.settings"), navigator.open_settings),
            ("quit", t("menus.title.quit"), navigator.quit),
        ]
        y = BUTTONS_TOP
        room = BUTTONS_BOTTOM - y - (where.size[1] + 2 * RING_CLEAR if where is not None
                                     else 0.0)
        step = min(BUTTON_SIZE[1] + BUTTON_GAP, room / len(entries))
        height = max(MIN_BUTTON_HEIGHT, step - min(BUTTON_GAP, step / 6))
        gap = max(MIN_BUTTON_GAP, step - height)  # the gaps give way before the key line
        size = (BUTTON_SIZE[0], height)
        self.buttons = {}
        for index, (key, label, action) in enumerate(entries):
            button = self.button(label, action, (layout.WIDTH / 2, y), size,
                                 primary=index == 0)
            self.buttons[key] = button
            if key == "continue" and where is not None:  # clear of the focus rings
                where.pos = (layout.WIDTH / 2, y + size[1] + RING_CLEAR)
                y += where.size[1] + 2 * RING_CLEAR
            y += size[1] + gap
        return list(self.buttons.values())

    def _where(self) -> str:
        """Where the saved match stopped; with a second one set aside beside it, which is
        which and that the other waits too."""
        session = self.navigator.session
        waiting = session.waiting()
        if waiting is None:
            return session.described()
        return t("menus.title.waiting", now=session.named_where(), which=waiting)

    def resume(self) -> None:
        """Back from another screen: the language or the autosave may have changed."""
        if self._language != language():
            self._language = language()
            self.rebuild()
        self.navigator.show_messages()

    def back(self) -> None:
        """Esc on the title screen moves the focus to Quit, as the key line says: the way out
        shown, never taken by surprise (quitting is Enter on it, or a click)."""
        self.focus.focus_item(self.buttons["quit"])
