"""A push button for mouse and keyboard."""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

import pygame

from goninkan_desktop.ui.nodes.base import Node, Point, blit_with_opacity
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import scale
from goninkan_desktop.ui.render.cache import surface_cache

RGB = tuple[int, int, int]

_SS = 4  # supersampling factor for anti-aliased rounded corners
ACTIVATE_KEYS = frozenset({pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE})


class ButtonState(enum.Enum):
    """What a button looks like right now."""

    NORMAL = "normal"
    HOVERED = "hovered"
    PRESSED = "pressed"
    DISABLED = "disabled"


@dataclass(frozen=True)
class ButtonStyle:
    """Colours and shape of a button."""

    fill: RGB = (236, 226, 200)
    hover: RGB = (250, 242, 220)
    pressed: RGB = (206, 192, 160)
    disabled: RGB = (120, 124, 120)
    border: RGB = (140, 100, 24)
    text: RGB = (30, 30, 40)
    disabled_text: RGB = (190, 190, 186)
    focus: RGB = (255, 214, 90)
    radius: int = 10

    def fill_for(self, state: ButtonState) -> RGB:
        """Background colour in ``state``."""
        return {
            ButtonState.NORMAL: self.fill,
            ButtonState.HOVERED: self.hover,
            ButtonState.PRESSED: self.pressed,
            ButtonState.DISABLED: self.disabled,
        }[state]


DEFAULT_STYLE = ButtonStyle()


@surface_cache(8 * 2**20)
def _panel(size: tuple[int, int], fill: RGB, border: RGB, radius: int,
           edge: int = 2) -> pygame.Surface:
    """An anti-aliased rounded rectangle with an ``edge`` pixels wide border (canvas pixels)."""
    w, h = size
    big = pygame.Surface((w * _SS, h * _SS), pygame.SRCALPHA)
    big.fill((*border, 0))
    rect = big.get_rect()
    pygame.draw.rect(big, border, rect, border_radius=radius * _SS)
    pygame.draw.rect(big, fill, rect.inflate(-2 * edge * _SS, -2 * edge * _SS),
                     border_radius=(radius - edge) * _SS)
    return pygame.transform.smoothscale(big, size)


@surface_cache(4 * 2**20)
def _focus_ring(size: tuple[int, int], colour: RGB, radius: int, k: float = 1.0) -> pygame.Surface:
    """The focus ring, ``size`` canvas pixels, its widths drawn at render scale ``k``."""
    w, h = size
    big = pygame.Surface((w * _SS, h * _SS), pygame.SRCALPHA)
    big.fill((*colour, 0))
    # a dark edge outside a thick gold ring: visible on the felt and on cream dialogs alike
    pygame.draw.rect(big, (20, 16, 8), big.get_rect(), round(8 * k) * _SS,
                     border_radius=radius * _SS)
    inset = round(3 * k) * _SS
    pygame.draw.rect(big, colour, big.get_rect().inflate(-inset, -inset), round(4 * k) * _SS,
                     border_radius=(radius - round(2 * k)) * _SS)
    return pygame.transform.smoothscale(big, size)


class Button(Node):
    """A rounded button with hover, pressed, disabled and focused looks.

    A click (mouse pressed and released on the button, or Enter/Space while
    ``focused``) calls ``on_click`` if given and, if ``event_type`` is given,
    posts ``pygame.event.Event(event_type, action=action, source=self)``.
    Mouse presses on a disabled button are consumed but do nothing.
    ``Button.on_any_click`` (one for the whole game) is called on every click:
    the click sound.
    """

    on_any_click: ClassVar[Callable[[], object] | None] = None
    LABEL_PAD: ClassVar[float] = 8.0
    """Room kept on each side of the label; a longer label is set smaller."""

    def __init__(
        self,
        label: str,
        pos: Point = (0.0, 0.0),
        size: Point = (160.0, 48.0),
        *,
        on_click: Callable[[], object] | None = None,
        event_type: int | None = None,
        action: str = "",
        anchor: Point = (0.0, 0.0),
        font_size: int = 24,
        style: ButtonStyle = DEFAULT_STYLE,
        enabled: bool = True,
        z: int = 0,
    ) -> None:
        super().__init__(pos, size, anchor=anchor, z=z)
        self.on_click = on_click
        self.event_type = event_type
        self.action = action
        self.style = style
        self.hovered = False
        self.pressed = False
        self.focused = False
        self._font_size = font_size
        self._label = TextNode(label, (size[0] / 2, size[1] / 2), size=font_size, anchor=(0.5, 0.5))
        self.add(self._label)
        self._fit_label()
        self._enabled = True
        self.enabled = enabled

    @property
    def label(self) -> str:
        """The text on the button."""
        return self._label.text

    @label.setter
    def label(self, value: str) -> None:
        self._label.text = value
        self._fit_label()

    def set_width(self, width: float) -> None:
        """Make the button ``width`` wide, its label centred in it (set smaller if need be)."""
        if width != self.size[0]:
            self.size = (width, self.size[1])
            self._label.pos = (width / 2, self.size[1] / 2)
            self._fit_label()

    def _fit_label(self) -> None:
        """A label too long for the button is set smaller rather than spilling over its edges
        (``LABEL_PAD`` from each)."""
        room = self.size[0] - 2 * self.LABEL_PAD
        size = self._font_size
        self._label.font_size = size
        while self._label.size[0] > room and size > 12:
            size -= 1
            self._label.font_size = size

    @property
    def enabled(self) -> bool:
        """False greys the button out and ignores clicks."""
        return self._enabled

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self._enabled = value
        self.pressed = self.pressed and value
        self._label.colour = self.style.text if value else self.style.disabled_text

    @property
    def state(self) -> ButtonState:
        """The look to draw: disabled, pressed (while the pointer is on it), hovered or normal."""
        if not self._enabled:
            return ButtonState.DISABLED
        if self.pressed and self.hovered:
            return ButtonState.PRESSED
        return ButtonState.HOVERED if self.hovered else ButtonState.NORMAL

    def click(self) -> None:
        """Activate the button as if clicked (does nothing while disabled)."""
        if not self._enabled:
            return
        if Button.on_any_click is not None:
            Button.on_any_click()
        if self.on_click is not None:
            self.on_click()
        if self.event_type is not None:
            pygame.event.post(pygame.event.Event(self.event_type, action=self.action, source=self))

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.contains(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        if event.type == pygame.KEYDOWN and self.focused and event.key in ACTIVATE_KEYS:
            if self._enabled:
                self.click()
            return self._enabled
        return False

    def on_draw(self, surface: pygame.Surface) -> None:
        size = (max(1, round(self.size[0])), max(1, round(self.size[1])))
        rect = self.world_rect
        panel = _panel(scale.size(size), self.style.fill_for(self.state), self.style.border,
                       scale.ipx(self.style.radius), scale.line(2))
        opacity = self.world_opacity
        blit_with_opacity(surface, panel, (rect.x, rect.y), opacity)
        if self.focused:
            ring = _focus_ring(scale.size((size[0] + 16, size[1] + 16)), self.style.focus,
                               scale.ipx(self.style.radius + 8), scale.get())
            blit_with_opacity(surface, ring, (rect.x - 8, rect.y - 8), opacity)

    def _press(self, pos: Point) -> bool:
        if not self.contains(pos):
            return False
        self.hovered = True
        self.pressed = self._enabled
        return True

    def _release(self, pos: Point) -> bool:
        if not self.pressed:
            return False
        self.pressed = False
        if self.contains(pos):
            self.click()
        return True
