"""A cream dialog card: a title, plain-words text, any content and a row of buttons.

Mouse and keyboard: click a button, or move the focus with ←/→/Tab and press
Enter or Space; each button may also have its own key (``1``, ``I``, …);
Esc calls ``on_cancel`` when there is one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.base import Node, Point
from goninkan_desktop.ui.nodes.button import Button, ButtonStyle
from goninkan_desktop.ui.nodes.panel import Panel, Paragraph
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import theme

PRIMARY = ButtonStyle(fill=(238, 190, 80), hover=(250, 210, 110), pressed=(206, 160, 60),
                      border=(140, 96, 20), radius=12)
SECONDARY = ButtonStyle(fill=(236, 230, 214), hover=(250, 246, 234), pressed=(206, 198, 176),
                        border=(150, 140, 120), radius=12)

_PAD = 32.0
_GAP = 16.0
SCREEN_MARGIN = 6.0
"""The least room between a dialog grown by a note and the window's top or foot."""
NOTE_SIZE = theme.SIZE_BODY - 6
"""A note's text (``Dialog.add_note``), in ``theme`` sizes."""
_BUTTON_H = 58.0


@dataclass(frozen=True)
class Choice:
    """A dialog button: its label, what it does, an optional key, and whether it is primary."""

    label: str
    action: Callable[[], object]
    key: int | None = None
    primary: bool = False
    width: float = 0.0


class Dialog(Panel):
    """Build it top to bottom with ``paragraph``, ``content`` and ``buttons``, then ``finish``."""

    def __init__(self, title: str, width: float = 660.0, *, z: int = 100) -> None:
        super().__init__((0.0, 0.0), (width, 100.0), fill=theme.DIALOG,
                         border=theme.DIALOG_BORDER, border_width=3, radius=22,
                         anchor=(0.5, 0.5), z=z)
        self.on_cancel: Callable[[], object] | None = None
        self.buttons: list[Button] = []
        self._keys: dict[int, Button] = {}
        self._focus = 0
        self._y = _PAD
        self.title = self.add(TextNode(title, (width / 2, _PAD),
                                       size=theme.fs(theme.SIZE_TITLE - 10),
                                       colour=theme.TEXT_DARK, anchor=(0.5, 0.0)))
        self._y += self.title.size[1] + _GAP

    @property
    def inner_width(self) -> float:
        """The width available to content."""
        return self.size[0] - 2 * _PAD

    def paragraph(self, text: str, *, size: int = theme.SIZE_BODY - 4,
                  colour: tuple[int, int, int] = theme.TEXT_DARK, align: float = 0.5) -> Paragraph:
        """Add wrapped text."""
        node = self.add(Paragraph(text, (_PAD, self._y), self.inner_width, size=size,
                                  colour=colour, align=align))
        self._y += node.size[1] + _GAP
        return node

    def content(self, node: Node, height: float) -> Node:
        """Add ``node`` in a band ``height`` tall (its position is relative to the band)."""
        band = self.add(Node((_PAD, self._y), (self.inner_width, height)))
        band.add(node)
        self._y += height + _GAP
        return band

    def buttons_row(self, choices: list[Choice], height: float = _BUTTON_H) -> list[Button]:
        """Add a centred row of buttons ``height`` tall (lower in a dialog that must leave
        room on the table); the primary one (or the first) gets the focus."""
        buttons = []
        for choice in choices:
            width = choice.width or max(190.0, 40.0 + 15.0 * len(choice.label))
            style = PRIMARY if choice.primary else SECONDARY
            button = Button(choice.label, (0.0, 0.0), (width, height), on_click=choice.action,
                            font_size=theme.fs(theme.SIZE_BODY - 2), style=style)
            if choice.key is not None:
                self._keys[choice.key] = button
            buttons.append(button)
        primary = next((i for i, c in enumerate(choices) if c.primary), 0)
        return self.focus_row(buttons, height, focus=primary)

    def focus_row(self, buttons: list[Button], height: float, *, focus: int = 0) -> list[Button]:
        """Add a centred row of focusable buttons (of any kind) ``height`` tall."""
        total = sum(b.size[0] for b in buttons) + _GAP * (len(buttons) - 1)
        x = (self.size[0] - total) / 2
        first = len(self.buttons)
        for button in buttons:
            button.pos = (x, self._y)
            self.add(button)
            self.buttons.append(button)
            x += button.size[0] + _GAP
        self._y += height + _GAP
        self.focus_button(first + focus)
        return buttons

    def register_focus(self, button: Button) -> None:
        """Make ``button`` (already placed somewhere in the dialog) part of the focus order."""
        self.buttons.append(button)

    @property
    def keys(self) -> frozenset[int]:
        """The keys that press one of this dialog's buttons."""
        return frozenset(self._keys)

    def bind_key(self, key: int, button: Button) -> None:
        """Let ``key`` press ``button``."""
        self._keys[key] = button

    def note_height(self, text: str) -> float:
        """How much taller ``add_note(text)`` would make the dialog."""
        return _GAP + Paragraph(text, (0.0, 0.0), self.inner_width, size=NOTE_SIZE).size[1]

    def add_note(self, text: str, *, colour: tuple[int, int, int] = theme.GOLD_DEEP) -> Paragraph:
        """Add ``text`` under everything else (a hint for this decision); the dialog grows
        downwards, so nothing already in it moves under the pointer, unless it would then
        reach past the window's foot: then it rises just enough to stay whole on screen (a
        tall dialog, the nijū-kan board, with a note)."""
        grow_from = self.size[1]
        node = self.add(Paragraph(text, (_PAD, grow_from - _PAD + _GAP), self.inner_width,
                                  size=NOTE_SIZE, colour=colour, align=0.5))
        self._y = grow_from - _PAD + _GAP + node.size[1] + _GAP
        self.size = (self.size[0], self._y - _GAP + _PAD)
        self.pos = (self.pos[0], self.pos[1] + (self.size[1] - grow_from) * self.anchor[1])
        rect = self.world_rect
        past = min(rect.bottom - (layout.HEIGHT - SCREEN_MARGIN), rect.top - SCREEN_MARGIN)
        if past > 0:
            self.pos = (self.pos[0], self.pos[1] - past)
        return node

    def finish(self, centre: Point = (layout.WIDTH / 2, layout.HEIGHT / 2 - 20)) -> Dialog:
        """Size the dialog to its content and centre it on ``centre``."""
        self.size = (self.size[0], self._y - _GAP + _PAD)
        self.pos = centre
        return self

    def focus_button(self, index: int) -> None:
        """Give the keyboard focus to button ``index``."""
        if not self.buttons:
            return
        self._focus = index % len(self.buttons)
        for i, button in enumerate(self.buttons):
            button.focused = i == self._focus

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        # a dialog is modal: clicks elsewhere on it do nothing, but are not passed on
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
            self.contains(event.pos)

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key in self._keys:
            self._keys[event.key].click()
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
            backwards = event.key == pygame.K_LEFT or (
                event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            self.focus_button(self._focus + (-1 if backwards else 1))
            return True
        if event.key == pygame.K_ESCAPE and self.on_cancel is not None:
            self.on_cancel()
            return True
        return False
