"""What every menu screen shares: the background, a title, keyboard focus, Esc to go back.

A menu builds its nodes in ``build``; ``rebuild`` throws them away and builds
again, so a change of language shows at once. Keys: ↑/↓ and Tab move the
focus, ←/→ change the focused option, Enter or Space press it, Esc goes back.
"""

from __future__ import annotations

import pygame

from goninkan_desktop.i18n import t
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.app import Scene
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.menu import MENU, MENU_PRIMARY, Focusable, FocusRing, MenuBackground
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import theme
from goninkan_desktop.ui.render.cards import CardRenderer


class MenuScene(Scene):
    """A full-screen menu. Subclasses fill ``build`` and may override ``back``."""

    hint_key = "menus.keys_hint"

    def __init__(self, renderer: CardRenderer | None = None, *, motif: bool = False) -> None:
        super().__init__()
        self.renderer = renderer
        self.motif = motif
        self.focus = FocusRing()
        self.rebuild()

    def rebuild(self) -> None:
        """Build every node again (after a change of language), keeping the focus index."""
        index = self.focus.index
        self.root.clear()
        self.root.add(MenuBackground(self.renderer, motif=self.motif))
        items = self.build()
        self.root.add(TextNode(t(self.hint_key), (layout.WIDTH / 2, layout.HEIGHT - 10.0),
                               size=max(theme.fs(theme.SIZE_SMALL), theme.MIN_FONT),
                               colour=theme.TEXT_MUTED,
                               anchor=(0.5, 1.0)))
        self.focus = FocusRing(items, index if index >= 0 else self.first_focus(items))

    def first_focus(self, items: list[Focusable]) -> int:
        """Which item has the focus when the screen opens (the first, unless overridden)."""
        return 0

    def build(self) -> list[Focusable]:
        """Add the screen's nodes to ``self.root``; the focusable ones, in focus order."""
        raise NotImplementedError

    def heading(self, text: str, y: float = 36.0) -> TextNode:
        """The screen's title, centred at the top."""
        return self.root.add(TextNode(text, (layout.WIDTH / 2, y),
                                      size=theme.fs(theme.SIZE_TITLE), colour=theme.TEXT,
                                      shadow=theme.SHADOW, anchor=(0.5, 0.0)))

    def button(self, label: str, action: object, pos: tuple[float, float],
               size: tuple[float, float] = (300.0, 60.0), *, primary: bool = False,
               anchor: tuple[float, float] = (0.5, 0.0)) -> Button:
        """A large menu button."""
        assert callable(action)
        return self.root.add(Button(label, pos, size, on_click=action, anchor=anchor,
                                    style=MENU_PRIMARY if primary else MENU,
                                    font_size=theme.fs(theme.SIZE_BODY - 2)))

    def back(self) -> None:
        """Esc: leave this screen."""
        if self.app is not None:
            self.app.pop(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.focus.follow_mouse(event)
        if super().handle_event(event):
            return True
        if self.focus.handle_key(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False
