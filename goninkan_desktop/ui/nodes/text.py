"""A node that shows one line of text."""

from __future__ import annotations

from functools import lru_cache

import pygame

from goninkan_desktop.ui.nodes.base import Node, Point, blit_with_opacity
from goninkan_desktop.ui.render import fonts, scale
from goninkan_desktop.ui.render.cache import SurfaceCache

RGB = tuple[int, int, int]


def get_font(size: int, path: str | None = None) -> pygame.font.Font:
    """A font at ``size`` pixels: the file at ``path``, or the game's bundled font (both kept
    by a bounded cache: ``fonts.FONT_CACHE_SIZE``)."""
    if path is None:
        return fonts.get_font(size)
    return _file_font(size, path)


@lru_cache(maxsize=fonts.FONT_CACHE_SIZE)
def _file_font(size: int, path: str) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(path, size)


class TextNode(Node):
    """One line of anti-aliased text; re-rendered only when text, size or colour change.

    ``anchor`` aligns the text on ``pos``: ``(0, 0)`` left-top, ``(0.5, 0.5)``
    centred, ``(1, 0.5)`` right-aligned and vertically centred.

    The node's ``size`` is the text's size in logical pixels (the font at
    ``font_size``) whatever the render scale, so layouts never depend on the
    window; the image is drawn with the font at ``font_size`` times the render
    scale, so it is crisp on a large window (re-drawn when the scale changes).
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
        self._rendered_scale = 1.0
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
        """The cached image of the text, at the render scale."""
        if self._rendered_scale != scale.get():
            self._rendered = self._render()
        return self._rendered

    def on_draw(self, surface: pygame.Surface) -> None:
        image = self.rendered
        wx, wy = self.world_pos
        k = scale.get()
        # anchored in canvas pixels, so the scaled text sits exactly where it belongs
        topleft = (wx - self.anchor[0] * image.get_width() / k,
                   wy - self.anchor[1] * image.get_height() / k)
        blit_with_opacity(surface, image, topleft, self.world_opacity)

    def _render(self) -> pygame.Surface:
        """The text's image at the render scale; sets ``size`` (logical pixels)."""
        k = self._rendered_scale = scale.get()
        self.size, image = _drawn_text(self._text, self._font_size, self._font_path,
                                       self._colour, self._shadow, k)
        return image


TEXT_CACHE_BYTES = 4 * 2**20
"""Lines of text drawn are kept up to this many bytes of pixels (at render scale 1), across
screens: a screen built again (opened again, a page turned, the language switched back) finds
its lines drawn. Each line is drawn by FreeType, which reads each glyph from the font file."""
_texts = SurfaceCache(TEXT_CACHE_BYTES, warm=True)


def _drawn_text(text: str, size: int, path: str | None, colour: RGB, shadow: RGB | None,
                k: float) -> tuple[Point, pygame.Surface]:
    """(the size in logical pixels, the image at render scale ``k``) of a line of text."""
    key = (text, size, path, colour, shadow, k)
    image = _texts.get(key)
    if image is None:
        image = _draw_text(text, size, path, colour, shadow, k)
        _texts.put(key, image)
    return _measured(text, size, path, shadow is not None), image


@lru_cache(maxsize=8192)
def _measured(text: str, size: int, path: str | None, shadowed: bool) -> Point:
    """The size of a line of text in logical pixels (with its shadow's drop)."""
    w, h = get_font(size, path).size(text)
    return (w + _drop(size), h + _drop(size)) if shadowed else (w, h)


def _draw_text(text: str, size: int, path: str | None, colour: RGB, shadow: RGB | None,
               k: float) -> pygame.Surface:
    logical = get_font(size, path)
    font_size = max(1, round(size * k))
    font = logical if font_size == size else get_font(font_size, path)
    face = font.render(text, True, colour)
    if shadow is None:
        return face
    drop = _drop(font_size)
    image = pygame.Surface((face.get_width() + drop, face.get_height() + drop), pygame.SRCALPHA)
    image.blit(font.render(text, True, shadow), (drop, drop))
    image.blit(face, (0, 0))
    return image


def _drop(font_size: int) -> int:
    """How far the shadow of text at ``font_size`` falls, right and down."""
    return max(1, font_size // 16)
