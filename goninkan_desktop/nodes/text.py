"""A node that shows one line of text."""

from __future__ import annotations

from functools import cache

import pygame

from goninkan_desktop.nodes.base import Node, Point, blit_with_opacity
from goninkan_desktop.render import fonts

RGB = tuple[int, int, int]


@cache
def get_font(size: int, path: str | None = None) -> pygame.font.Font:
    """A font at ``size`` pixels: the file at ``path``, or the game's bundled font."""
    if path is None:
        return fonts.get_font(size)
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(path, size)


class TextNode(Node):
    """One line of anti-aliased text; re-rendered only when text, size or colour change.

    ``anchor`` aligns the text on ``pos``: ``(0, 0)`` left-top, ``(0.5, 0.5)``
    centred, ``(1, 0.5)`` right-aligned and vertically centred.
    """

    def __init__(
        self,
        text: str,
        pos: Point = (0.0, 0.0),
        *,
        size: int = 24,
        colour: RGB = (255, 255, 255),
        anchor: Point = (0.0, 0.0),
        font_path: str | None = None,
        shadow: RGB | None = None,
        z: int = 0,
    ) -> None:
        super().__init__(pos, anchor=anchor, z=z)
        self._text = text
        self._font_size = size
        self._colour = colour
        self._font_path = font_path
        self._shadow = shadow
        self._rendered = self._render()

    @property
    def text(self) -> str:
        """The text shown."""
        return self._text

    @text.setter
    def text(self, value: str) -> None:
        if value != self._text:
            self._text = value
            self._rendered = self._render()

    @property
    def colour(self) -> RGB:
        """Colour of the text."""
        return self._colour

    @colour.setter
    def colour(self, value: RGB) -> None:
        if value != self._colour:
            self._colour = value
            self._rendered = self._render()

    @property
    def font_size(self) -> int:
        """Font size in pixels."""
        return self._font_size

    @font_size.setter
    def font_size(self, value: int) -> None:
        if value != self._font_size:
            self._font_size = value
            self._rendered = self._render()

    @property
    def rendered(self) -> pygame.Surface:
        """The cached image of the text."""
        return self._rendered

    def on_draw(self, surface: pygame.Surface) -> None:
        rect = self.world_rect
        blit_with_opacity(surface, self._rendered, (rect.x, rect.y), self.world_opacity)

    def _render(self) -> pygame.Surface:
        font = get_font(self._font_size, self._font_path)
        face = font.render(self._text, True, self._colour)
        if self._shadow is None:
            self.size = face.get_size()
            return face
        drop = max(1, self._font_size // 16)
        image = pygame.Surface((face.get_width() + drop, face.get_height() + drop), pygame.SRCALPHA)
        image.blit(font.render(self._text, True, self._shadow), (drop, drop))
        image.blit(face, (0, 0))
        self.size = image.get_size()
        return image
