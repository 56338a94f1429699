"""Nodes that draw images: any surface, and playing cards."""

from __future__ import annotations

import math

import pygame

from engine.cards import ALL_CODES, Card, card_code
from goninkan_desktop.ui.nodes.base import Node, Point, blit_centred, drawing_frame
from goninkan_desktop.ui.render import scale as render_scale
from goninkan_desktop.ui.render.cache import SurfaceCache
from goninkan_desktop.ui.render.cards import CardRenderer, card_height, dim

_TRANSFORM_CACHE_LIMIT = 8
ROUGH_PIXELS = 0
"""Images larger than this (canvas pixels) are turned without smoothing while they move, and
smoothly once they stop. Every size: a hand of cards fanning out again after a card leaves it
turns ten cards and their shadows every frame, and smoothing them (``rotozoom``, ~0.25 ms a
card even at 1280 × 720, ~3 ms at 4K) made those the slowest frames of a trick."""


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
        self._poses: dict[pygame.Surface, tuple[float, float]] = {}
        self._quick: dict[tuple[pygame.Surface, float, float], tuple[int, pygame.Surface]] = {}
        self._roughs = 0
        """Quick transforms drawn so far: a change redraws the node (finely, once it is still)."""
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

    UNDRAWN = frozenset({"_transformed", "_poses", "_quick"})

    def draw_bounds(self, box: pygame.FRect) -> pygame.FRect:
        """The image turned any way about its centre, lifted, with its shadow or glow."""
        w, h = self.image_size()
        reach = math.hypot(w, h) * abs(self._scale) * 0.56 + self.DRAW_MARGIN
        dx, dy = self.draw_offset()
        cx, cy = box.center
        return pygame.FRect(cx + dx - reach, cy + dy - reach, 2 * reach, 2 * reach)

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

    def blit_centred(self, target: pygame.Surface, image: pygame.Surface, shift: Point,
                     *, soft: bool = False) -> None:
        """Blit ``image`` transformed like this node, centred on the box plus ``shift``.

        ``soft``: a blurred image (a shadow, a glow), never worth smoothing (see ``transformed``).
        """
        self.blit_turned(target, self.transformed(image, soft=soft), shift)

    def blit_turned(self, target: pygame.Surface, drawn: pygame.Surface, shift: Point) -> None:
        """Blit ``drawn`` (already transformed like this node) centred on the box plus
        ``shift``."""
        cx, cy = self.world_rect.center
        dx, dy = self.draw_offset()
        blit_centred(target, drawn, (cx + dx + shift[0], cy + dy + shift[1]), self.world_opacity)

    def transformed(self, image: pygame.Surface, *, soft: bool = False) -> pygame.Surface:
        """``image`` rotated and scaled like this node, in canvas pixels (cached).

        ``soft``: a blurred image (a shadow, a glow) is turned without smoothing even once
        still: smoothing cannot be seen on it and costs six times as much (2 ms at 4K).
        """
        zoom = self.zoom()
        if self.rotation % 360 == 0 and zoom == 1.0:
            return image
        key = (image, self.rotation, zoom)
        cached = self._transformed.get(key)
        if cached is None and image.get_width() * image.get_height() > ROUGH_PIXELS:
            quick = self._quick_transform(key, soft)
            if quick is not None:
                return quick
        if cached is None:
            if len(self._transformed) >= _TRANSFORM_CACHE_LIMIT:
                self._transformed.clear()
            cached = _quick(image, self.rotation, zoom, soft=True) if soft else \
                _rotozoom(image, self.rotation, zoom)
            self._transformed[key] = cached
        return cached

    def _quick_transform(self, key: tuple[pygame.Surface, float, float],
                         soft: bool = False) -> pygame.Surface | None:
        """While turning or growing (a pose not drawn last frame), a quick transform; else None."""
        image, rotation, zoom = key
        frame = drawing_frame()
        done = self._quick.get(key)
        if done is not None and done[0] == frame:
            return done[1]
        if self._poses.get(image) == (rotation, zoom) and (
                soft or _may_smooth(frame, image.get_width() * image.get_height())):
            return None  # still: worth smoothing (and caching)
        if len(self._poses) > 8:
            self._poses.clear()
        self._poses[image] = (rotation, zoom)
        self._roughs += 1
        quick = done[1] if done is not None else self._still_alike(key, soft)
        if quick is None:
            quick = _quick(image, rotation, zoom, soft=soft)
        if len(self._quick) > 4:
            self._quick.clear()
        self._quick[key] = (frame, quick)
        return quick

    def _still_alike(self, key: tuple[pygame.Surface, float, float],
                     soft: bool) -> pygame.Surface | None:
        """This node's fine image of the same picture at a turn ``_quick`` would round alike:
        a card that starts to move keeps it until it has turned further (a hand fanning out
        again turned all its cards in the first frame, 10 ms at 4K)."""
        image, rotation, zoom = key
        step = _turn_step(rotation, soft)
        for (made_of, made_at, made_zoom), made in self._transformed.items():
            if made_of is image and made_zoom == zoom and _turn_step(made_at, soft) == step:
                return made
        return None

    def _resize(self) -> None:
        w, h = self.image_size()
        self.size = (w * self._scale, h * self._scale)


SMOOTH_PER_FRAME = 2
"""At most this many large images are smoothed per frame (a whole hand coming to rest is
smoothed over a few frames, not in one long one)."""
SMOOTH_PIXELS_PER_FRAME = 150_000
"""...and past the first, only while the frame has smoothed fewer pixels than this: a card
at 4K is 140 000 pixels (1.6 ms to smooth), so there one card is smoothed per frame."""
_smoothing = [0, 0, 0]  # [frame, images smoothed in it, their pixels]


def _may_smooth(frame: int, pixels: int) -> bool:
    if _smoothing[0] != frame:
        _smoothing[:] = [frame, 0, 0]
    if _smoothing[1] >= SMOOTH_PER_FRAME or (
            _smoothing[1] > 0 and _smoothing[2] + pixels > SMOOTH_PIXELS_PER_FRAME):
        return False
    _smoothing[1] += 1
    _smoothing[2] += pixels
    return True


_quick_cache = SurfaceCache(8 * 2**20, 32)
"""Turned images: dropped with the other cached images when the render scale changes."""
SOFT_STEPS_PER_DEGREE = 1
"""A blurred image (shadow, glow) is turned to the nearest whole degree, others to the nearest
half: a shadow half a degree off cannot be seen, and the shadows of a fan of cards then share
a few turned images (a hand fanning out again at 4K turned ten shadows every frame, 0.3 ms
each)."""


def _quick(image: pygame.Surface, rotation: float, scale: float, *,
           soft: bool = False) -> pygame.Surface:
    """``image`` turned and scaled without smoothing, to the nearest half degree (``soft``: whole
    degree) and 1%.

    Several times faster than ``_rotozoom``, and shared: cards and shadows of
    one size turned alike while moving are turned once.
    """
    key = (image, _turn_step(rotation, soft), round(scale, 2))
    cached = _quick_cache.get(key)
    if cached is not None:
        return cached
    _, angle, zoom = key
    turned = image
    if zoom != 1.0:
        w, h = image.get_size()
        turned = pygame.transform.scale(image, (max(1, round(w * zoom)), max(1, round(h * zoom))))
    if angle % 360:
        turned = pygame.transform.rotate(turned, angle)
    _quick_cache.put(key, turned)
    return turned


def _turn_step(rotation: float, soft: bool) -> float:
    """``rotation`` to the nearest half degree (``soft``: whole degree), as ``_quick`` turns."""
    steps = SOFT_STEPS_PER_DEGREE if soft else 2
    return round(rotation * steps) / steps


def _rotozoom(image: pygame.Surface, rotation: float, scale: float) -> pygame.Surface:
    if rotation % 360 == 0:
        w, h = image.get_size()
        size = (max(1, round(w * scale)), max(1, round(h * scale)))
        return pygame.transform.smoothscale(image, size)
    return pygame.transform.rotozoom(image, rotation, scale)


def face_code(card: Card | None) -> str | None:
    """The code the renderer draws ``card``'s face by (None: its back)."""
    return None if card is None else card_code(card)


def _checked(card: Card | None) -> Card | None:
    if card is not None and not 0 <= card < len(ALL_CODES):
        raise ValueError(f"not a card: {card!r}")
    return card


class CardNode(ImageNode):
    """A playing card on the table, face up or face down.

    ``card`` is the engine's card number (``engine.cards.Card``; None for a card whose
    face is unknown, always drawn face down); its code is asked only to draw its face.
    ``lift`` raises the card along its own up direction by that many pixels (tween it for
    a smooth rise); ``raised`` is the on/off form. ``highlight`` draws a glow under the card and
    ``dimmed`` greys it (e.g. an illegal card).
    """

    UNDRAWN = ImageNode.UNDRAWN | {"_darkened"}

    def __init__(
        self,
        renderer: CardRenderer,
        card: Card | None,
        width: int,
        pos: Point = (0.0, 0.0),
        *,
        face_up: bool = True,
        back_style: str | None = None,
        anchor: Point = (0.5, 0.5),
        rotation: float = 0.0,
        z: int = 0,
    ) -> None:
        self.renderer = renderer
        self._card = _checked(card)
        self._width = width
        self._face_up = face_up
        self.back_style = back_style
        self.lift = 0.0
        self.raise_height = round(card_height(width) * 0.18)
        self.highlight = False
        self.dimmed = False
        self._darkened: dict[pygame.Surface, pygame.Surface] = {}
        """The last turned face drawn dimmed, and that image darkened."""
        self.shadow = True
        super().__init__(
            renderer.back(width, back_style), pos, anchor=anchor, rotation=rotation, z=z
        )

    @property
    def card(self) -> Card | None:
        """The card, or None if its face is unknown."""
        return self._card

    @card.setter
    def card(self, value: Card | None) -> None:
        self._card = _checked(value)

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
        return self._face_up and self._card is not None

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
        code = face_code(self._card) if self.face_up else None
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
            self.blit_centred(surface, self.renderer.glow(self.canvas_width()), (0.0, 0.0),
                              soft=True)
        elif self.shadow:
            # a lifted card casts its shadow further away
            drop = (
                self._width * 0.025 * self.scale * (1.0 + self.lift / max(1.0, self.raise_height))
            )
            self.blit_centred(surface, self.renderer.shadow(self.canvas_width()),
                              (drop, drop * 1.5), soft=True)
        if not self.dimmed or not self.face_up:
            self._darkened = {}
            super().on_draw(surface)
            return
        # Dimmed: the plain face turned like the card (mostly turned and smoothed already),
        # then darkened, which gives the same pixels as turning the dimmed face; a hand whose
        # illegal cards dim as the player's turn starts then turns none of them (7 cards, 5 ms
        # at 4K).
        plain = self.renderer.card(face_code(self._card), self.canvas_width(),
                                   back_style=self.back_style)
        turned = self.transformed(plain)
        darkened = self._darkened.get(turned)
        if darkened is None:
            darkened = dim(turned)
            self._darkened = {turned: darkened}
        self.blit_turned(surface, darkened, (0.0, 0.0))
