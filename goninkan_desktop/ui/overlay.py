"""Overlay scenes: a card over the dimmed table that waits for the player, then closes.

An overlay pauses the table below it (the stack updates only the top scene).
With ``auto_close`` set (autoplay), it closes by itself after that many
seconds, but never before it has been drawn once (the update after its first frame).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from goninkan_desktop.ui import layout
from goninkan_desktop.ui.app import App, Scene
from goninkan_desktop.ui.nodes.panel import Panel, Scrim
from goninkan_desktop.ui.render import theme

_CLOSE_KEYS = frozenset({pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE})
CONTINUE_KEYS = _CLOSE_KEYS - {pygame.K_ESCAPE}
"""For a screen whose closing moves the game on (a deal's result, the round's scores): Esc
never does that, it does nothing there."""


class Overlay(Scene):
    """A modal card over the table; Enter, Space or Esc closes it (``close_keys``)."""

    opaque = False
    kind = "overlay"
    """What kind of screen this is, for screenshots and tests."""

    def __init__(self, size: tuple[float, float], *, auto_close: float | None = None,
                 on_close: Callable[[], object] | None = None) -> None:
        super().__init__()
        self.auto_close = auto_close
        self.on_close = on_close
        self.close_keys: frozenset[int] = _CLOSE_KEYS
        self.closed = False
        self._age = 0.0
        self._updates = 0
        self.scrim = self.root.add(Scrim((float(layout.WIDTH), float(layout.HEIGHT))))
        self.card = self.root.add(Panel((layout.WIDTH / 2, layout.HEIGHT / 2), size,
                                        anchor=(0.5, 0.5), fill=theme.DIALOG,
                                        border=theme.DIALOG_BORDER, border_width=3,
                                        radius=24))

    def keep_clear(self, rect: pygame.FRect, margin: float = 12.0) -> None:
        """Leave ``rect`` of the screen below undimmed and uncovered (a lesson's guide box):
        the card moves to the middle of the room left of it, the scrim goes round it."""
        room = rect.left - margin
        width, _ = self.card.size
        self.card.pos = (max(width / 2 + margin, room / 2), self.card.pos[1])
        whole = float(layout.WIDTH), float(layout.HEIGHT)
        self.scrim.size = (rect.left, whole[1])
        for pos, size in (((rect.left, 0.0), (whole[0] - rect.left, rect.top)),
                          ((rect.right, rect.top), (whole[0] - rect.right, whole[1] - rect.top)),
                          ((rect.left, rect.bottom), (rect.width, whole[1] - rect.bottom))):
            if size[0] > 0 and size[1] > 0:
                piece = self.root.add(Scrim(size))
                piece.pos = pos
                piece.z = self.scrim.z

    def enter(self, app: App) -> None:
        super().enter(app)
        self._age = 0.0

    def close(self) -> None:
        """Leave the stack and tell whoever opened the overlay."""
        if self.closed:
            return
        self.closed = True
        if self.app is not None:
            self.app.pop(self)
        if self.on_close is not None:
            self.on_close()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in self.close_keys:
            self.close()
            return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        self._age += dt
        self._updates += 1
        # the first update runs before the first draw: close on a later one
        if self.auto_close is not None and self._updates > 1 and self._age >= self.auto_close:
            self.close()
