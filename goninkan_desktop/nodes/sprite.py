"""Nodes that draw images: any surface, and playing cards."""

from __future__ import annotations

import math

import pygame

from goninkan_desktop.nodes.base import Node, Point, blit_centred
from goninkan_desktop.render import scale as render_scale
from goninkan_desktop.render.cards import CardRenderer, card_height, parse_code

_TRANSFORM_CACHE_LIMIT = 8


class ImageNode(Node):
    """Draws a surface, optionally rotated (degrees, counter-clockwise) and scaled.

    The node's box is the unrotated, scaled image; the rotated image is drawn
    centred on the box. Transformed images are cached, so a still node costs
    one blit per frame. ``surface`` is in logical pixels: at a render scale
    above 1 it is zoomed to the canvas (subclasses such as ``CardNode`` draw
    their image at the canvas size instead, see ``zoom``).
    """

    def __init__(
        self,
        surface: pygame.Surface,
        pos: Point = (0.0, 0.0),
        *,
        anchor: Point = (0.5, 0.5),
        rotation: float = 0.0,
        scale: float = 1.0,
        z: int = 0,
    ) -> None:
        super().__init__(pos, anchor=anchor, z=z)
        self.rotation = rotation
        self._scale = scale
        self._surface = surface
        self._transformed: dict[tuple[pygame.Surface, float, float], pygame.Surface] = {}
        self._resize()

    @property
    def surface(self) -> pygame.Surface:
        """The untransformed image."""
        return self._surface

    @surface.setter
    def surface(self, value: pygame.Surface) -> None:
        self._surface = value
        self._resize()

    @property
    def scale(self) -> float:
        """Uniform scale factor applied to the image."""
        return self._scale

    @scale.setter
    def scale(self, value: float) -> None:
        self._scale = value
        self._resize()

    def image(self) -> pygame.Surface:
        """The surface to draw this frame, before rotation and scaling."""
        return self._surface

    def image_size(self) -> Point:
        """The size of ``image()`` in logical pixels (before ``scale``)."""
        w, h = self._surface.get_size()
        return (float(w), float(h))

    def zoom(self) -> float:
        """The factor ``image()`` is drawn at: ``scale`` times the render scale."""
        return self._scale * render_scale.get()

    def draw_offset(self) -> Point:
        """Screen offset of the drawn image from the node's box (none here)."""
        return (0.0, 0.0)

    def contains(self, point: Point) -> bool:
        """True if the point lies in the box where the image is drawn."""
        dx, dy = self.draw_offset()
        return bool(self.world_rect.move(dx, dy).collidepoint(point))

    def on_draw(self, surface: pygame.Surface) -> None:
        self.blit_centred(surface, self.image(), (0.0, 0.0))

    def blit_centred(self, target: pygame.Surface, image: pygame.Surface, shift: Point) -> None:
        """Blit ``image`` transformed like this node, centred on the box plus ``shift``."""
        drawn = self.transformed(image)
        cx, cy = self.world_rect.center
        dx, dy = self.draw_offset()
        blit_centred(target, drawn, (cx + dx + shift[0], cy + dy + shift[1]), self.world_opacity)

    def transformed(self, image: pygame.Surface) -> pygame.Surface:
        """``image`` rotated and scaled like this node, in canvas pixels (cached)."""
        zoom = self.zoom()
        if self.rotation % 360 == 0 and zoom == 1.0:
            return image
        key = (image, self.rotation, zoom)
        cached = self._transformed.get(key)
        if cached is None:
            if len(self._transformed) >= _TRANSFORM_CACHE_LIMIT:
                self._transformed.clear()
            cached = _rotozoom(image, self.rotation, zoom)
            self._transformed[key] = cached
        return cached

    def _resize(self) -> None:
        w, h = self.image_size()
        self.size = (w * self._scale, h * self._scale)


def _rotozoom(image: pygame.Surface, rotation: float, scale: float) -> pygame.Surface:
    if rotation % 360 == 0:
        w, h = image.get_size()
        size = (max(1, round(w * scale)), max(1, round(h * scale)))
        return pygame.transform.smoothscale(image, size)
    return pygame.transform.rotozoom(image, rotation, scale)


class CardNode(ImageNode):
    """A playing card on the table, face up or face down.

    ``code`` is a card code such as ``"10H"`` (None for a card whose face is
    unknown, always drawn face down). ``lift`` raises the card along its own
    up direction by that many pixels (tween it for a smooth rise); ``raised``
    is the on/off form. ``highlight`` draws a glow under the card and
    ``dimmed`` greys it (e.g. an illegal card).
    """

    def __init__(
        self,
        renderer: CardRenderer,
        code: str | None,
        width: int,
        pos: Point = (0.0, 0.0),
        *,
        face_up: bool = True,
        back_style: str | None = None,
        anchor: Point = (0.5, 0.5),
        rotation: float = 0.0,
        z: int = 0,
    ) -> None:
        if code is not None:
            parse_code(code)
        self.renderer = renderer
        self._code = code
        self._width = width
        self._face_up = face_up
        self.back_style = back_style
        self.lift = 0.0
        self.raise_height = round(card_height(width) * 0.18)
        self.highlight = False
        self.dimmed = False
        self.shadow = True
        super().__init__(
            renderer.back(width, back_style), pos, anchor=anchor, rotation=rotation, z=z
        )

    @property
    def code(self) -> str | None:
        """The card's code, or None if its face is unknown."""
        return self._code

    @code.setter
    def code(self, value: str | None) -> None:
        if value is not None:
            parse_code(value)
        self._code = value

    @property
    def width(self) -> int:
        """Card width in pixels (before ``scale``)."""
        return self._width

    @width.setter
    def width(self, value: int) -> None:
        self._width = value
        self.raise_height = round(card_height(value) * 0.18)
        self._resize()

    @property
    def face_up(self) -> bool:
        """True when the face is shown (only possible when the code is known)."""
        return self._face_up and self._code is not None

    @face_up.setter
    def face_up(self, value: bool) -> None:
        self._face_up = value

    def flip(self) -> None:
        """Turn the card over."""
        self._face_up = not self._face_up

    @property
    def raised(self) -> bool:
        """True while the card is lifted above its resting place."""
        return self.lift > 0.0

    @raised.setter
    def raised(self, value: bool) -> None:
        self.lift = float(self.raise_height) if value else 0.0

    def image(self) -> pygame.Surface:
        """The card at its width on the canvas: rendered at the real size, so it stays crisp."""
        code = self._code if self.face_up else None
        return self.renderer.card(code, self.canvas_width(), back_style=self.back_style,
                                  dimmed=self.dimmed)

    def canvas_width(self) -> int:
        """The card's width in canvas pixels (before ``scale``)."""
        return max(1, round(self._width * render_scale.get()))

    def image_size(self) -> Point:
        return (float(self._width), float(card_height(self._width)))

    def zoom(self) -> float:
        return self.scale

    def draw_offset(self) -> Point:
        angle = math.radians(self.rotation)
        return (-math.sin(angle) * self.lift, -math.cos(angle) * self.lift)

    def on_draw(self, surface: pygame.Surface) -> None:
        if self.highlight:
            self.blit_centred(surface, self.renderer.glow(self.canvas_width()), (0.0, 0.0))
        elif self.shadow:
            # a lifted card casts its shadow further away
            drop = (
                self._width * 0.025 * self.scale * (1.0 + self.lift / max(1.0, self.raise_height))
            )
            self.blit_centred(surface, self.renderer.shadow(self.canvas_width()),
                              (drop, drop * 1.5))
        super().on_draw(surface)
