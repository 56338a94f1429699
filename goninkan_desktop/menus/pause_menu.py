"""The pause menu over the table (Esc): back to the game, settings, rules, quit to the title.

The table below is paused while the menu is open (only the top scene runs).
The match is autosaved after every action, so quitting to the title loses
nothing. If the language changed in the settings, the table is rebuilt in
the new language from its record.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.rules import RuleSet
from goninkan_desktop.i18n import language, t
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.app import App, Scene
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.menu import MENU, MENU_PRIMARY, FocusRing
from goninkan_desktop.ui.nodes.panel import Panel, Paragraph, Scrim
from goninkan_desktop.ui.nodes.text import TextNode, get_font
from goninkan_desktop.ui.render import theme

if TYPE_CHECKING:
    from goninkan_desktop.play.navigator import Navigator

_WIDTH = 560.0
_BUTTON = (420.0, 58.0)
_GAP = 14.0


def table_keys(rules: RuleSet | None, take_back: bool = False) -> str:
    """The table's own keys (``table.scene.TABLE_KEYS``) in the words of the game on it (the
    bidding game's tricks are トリック, Goninkan's 巡; its card order on O), and Ctrl+Z where
    it takes back a move (the take-back setting on)."""
    bidding = rules is not None and rules.game.is_bidding  # every form of it
    words = "bid.words" if bidding else "table"
    keys = t("menus.pause.table_keys", last=t(f"{words}.tool_last").lower(),
             log=t(f"{words}.tool_log").lower())
    if bidding:
        keys = t("menus.pause.table_keys_order", keys=keys)
    return t("menus.pause.table_keys_undo", keys=keys) if take_back else keys


def keys_in_lines(text: str, size: int, width: float) -> str:
    """``text``, a list of keys and what each does ("H hint, L last trick, …"), broken into
    lines between its items and never inside one, so a key never ends a line without its
    meaning (no "S" at the end of a line and "card speed" at the start of the next)."""
    separator = "、" if "、" in text else ", "
    items = text.split(separator)
    font = get_font(theme.fs(size))
    lines: list[str] = []
    line = ""
    for index, item in enumerate(items):
        piece = item + (separator.rstrip() if index < len(items) - 1 else "")
        candidate = piece if not line else line + (" " if separator == ", " else "") + piece
        if line and font.size(candidate)[0] > width:
            lines.append(line)
            line = piece
        else:
            line = candidate
    lines.append(line)
    return "\n".join(lines)


class PauseMenuScene(Scene):
    """A card of four big buttons over the dimmed table."""

    opaque = False

    def __init__(self, navigator: Navigator) -> None:
        super().__init__()
        self.navigator = navigator
        self._language = language()
        self.root.add(Scrim((float(layout.WIDTH), float(layout.HEIGHT))))
        entries = [
            ("resume", t("menus.pause.resume"), self.close),
            ("settings", t("menus.pause.settings"), navigator.open_settings),
            ("rules", t("menus.pause.rules"), self._rules),
            ("quit", t("menus.pause.quit"), navigator.show_title),
        ]
        height = 120.0 + len(entries) * (_BUTTON[1] + _GAP) + 70.0
        card = self.root.add(Panel((layout.WIDTH / 2, layout.HEIGHT / 2), (_WIDTH, height),
                                   fill=theme.DIALOG, border=theme.DIALOG_BORDER,
                                   border_width=3, radius=22, anchor=(0.5, 0.5)))
        card.add(TextNode(t("menus.pause.title"), (_WIDTH / 2, 30.0),
                          size=theme.fs(theme.SIZE_TITLE - 10), colour=theme.TEXT_DARK,
                          anchor=(0.5, 0.0)))
        self.buttons: dict[str, Button] = {}
        y = 110.0
        for index, (key, label, action) in enumerate(entries):
            self.buttons[key] = card.add(Button(
                label, ((_WIDTH - _BUTTON[0]) / 2, y), _BUTTON, on_click=action,
                style=MENU_PRIMARY if index == 0 else MENU,
                font_size=theme.fs(theme.SIZE_BODY - 2)))
            y += _BUTTON[1] + _GAP
        saved = card.add(Paragraph(t("menus.pause.saved"), (32.0, y + 4.0), _WIDTH - 64.0,
                                   size=theme.SIZE_SMALL, colour=(90, 80, 60), align=0.5))
        self.keys_line = card.add(Paragraph(
            t("menus.pause.keys"), (32.0, y + 4.0 + saved.size[1] + 8.0), _WIDTH - 64.0,
            size=theme.SIZE_SMALL, colour=(90, 80, 60), align=0.5))
        self.table_keys = card.add(Paragraph(
            keys_in_lines(table_keys(navigator.table_rules(),
                                     navigator.session.settings.takeback),
                          theme.SIZE_SMALL, _WIDTH - 64.0),
            (32.0, self.keys_line.pos[1] + self.keys_line.size[1] + 6.0), _WIDTH - 64.0,
            size=theme.SIZE_SMALL, colour=(90, 80, 60), align=0.5))
        card.size = (_WIDTH, max(height, self.table_keys.pos[1] + self.table_keys.size[1] + 26.0))
        self.card = card
        self.focus = FocusRing(list(self.buttons.values()))

    def _rules(self) -> None:
        self.navigator.open_rules(self.navigator.table_rules())

    def close(self) -> None:
        """Back to the game."""
        if self.app is not None:
            self.app.pop(self)

    def enter(self, app: App) -> None:
        super().enter(app)
        self._language = language()

    def resume(self) -> None:
        """Back from settings: follow a change of speed, or rebuild the table in a new language."""
        changed = self._language != language()
        self.navigator.refresh_table(changed)
        if changed:
            self.navigator.open_pause_menu()

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.focus.follow_mouse(event)
        if super().handle_event(event):
            return True
        if self.focus.handle_key(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

