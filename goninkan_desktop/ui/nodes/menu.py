"""The pieces of the menu screens: a quiet background, option rows and keyboard focus.

An ``OptionRow`` shows a setting's name, a plain-words help line and its
value between ‹ and › arrows: click an arrow, or focus the row and press ←/→
(Enter or Space steps forward, wrapping round). A ``FocusRing`` moves the
keyboard focus between rows and buttons with ↑/↓ and Tab.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import pygame

from goninkan_desktop.i18n import t
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.base import Node, Point, blit_with_opacity
from goninkan_desktop.ui.nodes.button import Button, ButtonStyle
from goninkan_desktop.ui.nodes.panel import TIGHTEST_LINES, Paragraph
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import scale, theme
from goninkan_desktop.ui.render.cards import CardRenderer

V = TypeVar("V")

FOCUS_COLOUR = (255, 214, 90)
FOCUS_WIDTH = 4
ARROW = ButtonStyle(fill=(236, 226, 200), hover=(255, 246, 220), pressed=(206, 192, 160),
                    border=(140, 100, 24), radius=10)
MENU = ButtonStyle(fill=(244, 236, 214), hover=(255, 248, 230), pressed=(214, 200, 168),
                   border=(176, 128, 36), radius=14, focus=FOCUS_COLOUR)
MENU_PRIMARY = ButtonStyle(fill=(238, 190, 80), hover=(250, 210, 110), pressed=(206, 160, 60),
                           border=(140, 96, 20), radius=14, focus=(255, 255, 255))
HELP_SIZE = theme.SIZE_SMALL + 2
HELP_TOP = 46.0
"""Where an option row's help starts (below its name and arrows)."""
_STEP_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_RETURN: 0, pygame.K_KP_ENTER: 0,
              pygame.K_SPACE: 0}


def draw_focus(surface: pygame.Surface, rect: pygame.FRect, radius: int = 16) -> None:
    """The keyboard focus: a thick, high-contrast ring around ``rect`` (dark edge, gold ring)."""
    outer = scale.rect(pygame.Rect(round(rect.x) - 7, round(rect.y) - 7, round(rect.w) + 14,
                                   round(rect.h) + 14))
    pygame.draw.rect(surface, (20, 16, 8), outer, scale.line(FOCUS_WIDTH + 4),
                     border_radius=scale.ipx(radius + 6))
    inset = 2 * scale.line(2)
    pygame.draw.rect(surface, FOCUS_COLOUR, outer.inflate(-inset, -inset),
                     scale.line(FOCUS_WIDTH), border_radius=scale.ipx(radius + 4))


class MenuBackground(Node):
    """The felt, darker at the edges, with a few cards fanned in a corner as a quiet motif."""

    def __init__(self, renderer: CardRenderer | None = None, *, motif: bool = True) -> None:
        super().__init__((0.0, 0.0), (float(layout.WIDTH), float(layout.HEIGHT)))
        self.renderer = renderer
        self.motif = motif

    def on_draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.table_felt(), (0, 0))
        if self.motif and self.renderer is not None:
            _fan(surface, self.renderer, (1090.0, 600.0), ("AS", "JOKER", "AH", "KC", "QD"), -22)
            _fan(surface, self.renderer, (190.0, 600.0), (None, None, None), 16)


def _fan(surface: pygame.Surface, renderer: CardRenderer, centre: Point,
         codes: Sequence[str | None], spread: float) -> None:
    count = len(codes)
    for index, code in enumerate(codes):
        angle = spread * (index - (count - 1) / 2) / max(1, count - 1) * 2
        image = pygame.transform.rotozoom(renderer.card(code, scale.ipx(104)), angle, 1.0)
        at = (round(centre[0] + (index - (count - 1) / 2) * 34),
              round(centre[1] + abs(index - (count - 1) / 2) * 6))
        surface.blit(image, image.get_rect(center=scale.ipt(at)))


@dataclass(frozen=True)
class Option(Generic[V]):
    """One value an ``OptionRow`` can take, with its label (and an optional picture)."""

    value: V
    label: str
    picture: Callable[[], pygame.Surface] | None = None


class OptionRow(Node, Generic[V]):
    """A setting: name and help on the left, ‹ value › on the right. ``on_change(value)``."""

    def __init__(self, title: str, help_text: str, options: Sequence[Option[V]], value: V,
                 on_change: Callable[[V], object], pos: Point, size: Point, *,
                 value_width: float = 300.0, help_for: Callable[[V], str] | None = None,
                 on_more: Callable[[], object] | None = None) -> None:
        super().__init__(pos, size)
        self.options = list(options)
        self.on_change = on_change
        self.focused = False
        self._enabled = True
        self._help_for = help_for
        self.index = next((i for i, o in enumerate(self.options) if o.value == value), 0)
        w, h = size
        has_help = bool(help_text) or help_for is not None
        self.title = self.add(TextNode(title, (16.0, 8.0 if has_help else h / 2),
                                       size=theme.fs(theme.SIZE_BODY - 4), colour=theme.TEXT,
                                       shadow=theme.SHADOW,
                                       anchor=(0.0, 0.0 if has_help else 0.5)))
        arrow = 50.0
        top = 8.0 if has_help else 5.0
        box_h = HELP_TOP - 14.0 if has_help else h - 10.0
        right = w - 12.0
        # the help: up to two lines, large enough to read in a 960 × 600 window; "?" beside it
        # opens the rule's own page (``on_more``)
        self.more: Button | None = None
        if on_more is not None:
            self.more = self.add(Button("?", (right - arrow, h - 8.0 - 36.0), (arrow, 36.0),
                                        on_click=on_more, style=ARROW,
                                        font_size=theme.fs(theme.SIZE_SMALL)))
        help_width = w - 28.0 - (arrow + 12.0 if on_more is not None else 0.0)
        self.help = self.add(Paragraph(help_text, (16.0, HELP_TOP), help_width,
                                       size=HELP_SIZE, colour=theme.TEXT_MUTED,
                                       line_gap=TIGHTEST_LINES))
        self.right = self.add(Button(t("menus.arrow.next"), (right - arrow, top), (arrow, box_h),
                                     on_click=lambda: self.step(1), style=ARROW,
                                     font_size=theme.fs(theme.SIZE_BODY)))
        self.left = self.add(Button(t("menus.arrow.prev"),
                                    (right - arrow * 2 - value_width - 12, top), (arrow, box_h),
                                    on_click=lambda: self.step(-1), style=ARROW,
                                    font_size=theme.fs(theme.SIZE_BODY)))
        self._fit_title(self.left.x - 12.0)
        self._value_centre = (right - arrow - 6 - value_width / 2, top + box_h / 2)
        self.value_text = self.add(TextNode("", self._value_centre,
                                            size=theme.fs(theme.SIZE_BODY - 4), colour=theme.GOLD,
                                            shadow=theme.SHADOW, anchor=(0.5, 0.5)))
        self._refresh()

    def _fit_title(self, room: float) -> None:
        """A long name is set smaller rather than running under the arrows."""
        size = self.title.font_size
        while self.title.x + self.title.size[0] > room and size > theme.fs(theme.SIZE_SMALL - 8):
            size -= 1
            self.title.font_size = size

    @property
    def value(self) -> V:
        """The value shown."""
        return self.options[self.index].value

    @property
    def enabled(self) -> bool:
        """A disabled row shows a dash and cannot change (a rule that does not apply)."""
        return self._enabled

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self._enabled = value
        self._refresh()

    def set_value(self, value: V) -> None:
        """Show ``value`` without calling ``on_change``."""
        self.index = next((i for i, o in enumerate(self.options) if o.value == value), self.index)
        self._refresh()

    def step(self, delta: int, *, wrap: bool = False) -> None:
        """Move to the next (1) or previous (−1) value and report it."""
        if not self._enabled:
            return
        target = self.index + delta
        if wrap:
            target %= len(self.options)
        if not 0 <= target < len(self.options) or target == self.index:
            return
        self.index = target
        self._refresh()
        self.on_change(self.value)

    def _refresh(self) -> None:
        option = self.options[self.index]
        self.value_text.text = option.label if self._enabled else t("menus.ng.missed.none")
        self.value_text.colour = theme.GOLD if self._enabled else theme.TEXT_MUTED
        self.left.enabled = self._enabled and self.index > 0
        self.right.enabled = self._enabled and self.index < len(self.options) - 1
        if self._help_for is not None:
            self.help.text = self._help_for(option.value)
        picture = option.picture() if option.picture is not None and self._enabled else None
        offset = (picture.get_width() / scale.get() / 2 + 8) if picture is not None else 0.0
        self.value_text.pos = (self._value_centre[0] + offset, self._value_centre[1])

    def on_draw(self, surface: pygame.Surface) -> None:
        rect = self.world_rect
        size = (max(1, round(rect.w)), max(1, round(rect.h)))
        fill = (16, 48, 34, 170) if self.focused else (6, 28, 20, 120)
        panel = theme.panel(size, fill, (255, 255, 255, 30), 14, 1)
        blit_with_opacity(surface, panel, (rect.x, rect.y), self.world_opacity)
        option = self.options[self.index]
        if option.picture is not None and self._enabled:
            picture = option.picture()  # drawn at the render scale
            text = self.value_text.world_rect
            k = scale.get()
            surface.blit(picture, (round((text.x - 12) * k - picture.get_width()),
                                   round((rect.y + self._value_centre[1]) * k
                                         - picture.get_height() / 2)))
        if self.focused:
            draw_focus(surface, rect)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and self.focused and event.key in _STEP_KEYS:
            delta = _STEP_KEYS[event.key]
            self.step(delta if delta else 1, wrap=not delta)
            return True
        # a click on the row (not on an arrow) is taken, so nothing below reacts to it
        return event.type == pygame.MOUSEBUTTONUP and event.button == 1 and \
            self.contains(event.pos)


Focusable = Button | OptionRow[Any]


class FocusRing:
    """The keyboard focus over a list of buttons and rows: ↑/↓ (and Tab) move it."""

    def __init__(self, items: Sequence[Focusable] = (), start: int = 0) -> None:
        self.items: list[Focusable] = list(items)
        self.index = -1
        if self.items:
            self.focus(start)

    @property
    def current(self) -> Focusable | None:
        """The focused item."""
        return self.items[self.index] if 0 <= self.index < len(self.items) else None

    def focus(self, index: int) -> None:
        """Focus item ``index`` (wrapping round)."""
        if not self.items:
            return
        self.index = index % len(self.items)
        for i, item in enumerate(self.items):
            item.focused = i == self.index

    def focus_item(self, item: Focusable) -> None:
        """Focus ``item``."""
        if item in self.items:
            self.focus(self.items.index(item))

    def move(self, step: int) -> None:
        """Focus the next (1) or previous (−1) item that can be used."""
        for distance in range(1, len(self.items) + 1):
            candidate = (self.index + step * distance) % len(self.items)
            item = self.items[candidate]
            if item.visible and item.enabled:
                self.focus(candidate)
                return

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Move the focus for ↑/↓/Tab; True if the key was used."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB:
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            self.move(-1 if event.key == pygame.K_UP else 1)
            return True
        return False

    def follow_mouse(self, event: pygame.event.Event) -> None:
        """Clicking an item also gives it the focus."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for item in self.items:
                if item.visible and item.contains(event.pos):
                    self.focus_item(item)
                    return

