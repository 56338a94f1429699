"""Cards in motion: a card node that can turn over, and the tweens that move cards."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from goninkan_desktop.ui.nodes.base import Node, Point, blit_centred
from goninkan_desktop.ui.nodes.sprite import CardNode
from goninkan_desktop.ui.tween import (
    Animation,
    Call,
    Easing,
    Parallel,
    Sequence,
    Tween,
    ease_in_out_cubic,
    ease_in_quad,
    ease_out_quad,
)


class FlyingCard(CardNode):
    """A card that can be squashed sideways, to draw it turning over (``squash`` 1 = flat)."""

    squash: float = 1.0

    def on_draw(self, surface: pygame.Surface) -> None:
        if self.squash >= 0.999:
            super().on_draw(surface)
            return
        image = self.transformed(self.image())
        w = max(1, round(image.get_width() * self.squash))
        squashed = pygame.transform.scale(image, (w, image.get_height()))
        cx, cy = self.world_rect.center
        dx, dy = self.draw_offset()
        blit_centred(surface, squashed, (cx + dx, cy + dy), self.world_opacity)


def turn_over(card: FlyingCard, duration: float, face_up: bool | None = None) -> Animation:
    """Turn ``card`` over (to ``face_up`` if given) by squashing it to an edge and back."""

    def flip() -> None:
        card.face_up = (not card.face_up) if face_up is None else face_up

    if duration <= 0:
        return Call(flip)
    half = duration / 2
    return Sequence(
        Tween(card, "squash", 1.0, 0.02, half, ease_in_quad),
        Call(flip),
        Tween(card, "squash", 0.02, 1.0, half, ease_out_quad),
    )


def _arc_setter(card: Node, end: Point, lift: float) -> Callable[[float], None]:
    """A setter moving ``card`` along a gentle arc from where it is when it starts to ``end``."""
    origin: list[Point] = []

    def set_progress(t: float) -> None:
        if not origin:
            origin.append(card.pos)
        if t >= 1.0:
            card.pos = end
            return
        start = origin[0]
        x = start[0] + (end[0] - start[0]) * t
        y = start[1] + (end[1] - start[1]) * t - math.sin(math.pi * t) * lift
        card.pos = (x, y)

    return set_progress


def fly(
    card: Node,
    end: Point,
    duration: float,
    *,
    rotation: float | None = None,
    scale: float | None = None,
    arc: float = 0.0,
    easing: Easing = ease_in_out_cubic,
) -> Animation:
    """Move ``card`` (any node) to ``end`` in its parent's coordinates, turning and scaling
    on the way (``rotation`` and ``scale`` need a node that has them, such as a card)."""
    parts: list[Animation] = []
    if arc:
        parts.append(Tween(None, _arc_setter(card, end, arc), 0.0, 1.0, duration, easing))
    else:
        parts.append(Tween(card, "pos", None, end, duration, easing))
    if rotation is not None:
        parts.append(Tween(card, "rotation", None, rotation, duration, easing))
    if scale is not None:
        parts.append(Tween(card, "scale", None, scale, duration, easing))
    return Parallel(*parts)
