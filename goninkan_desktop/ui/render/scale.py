"""The render scale: canvas pixels per logical pixel.

Scenes lay themselves out in logical pixels (a 1280 × 720 screen). When the
window is larger than that, the app draws on a canvas ``k`` times larger
(``k`` = the window's scale) so cards and text are drawn at the size they are
shown, crisp, rather than drawn small and blown up. Layout, hit testing and
events stay logical; only drawing converts, through the helpers here:
positions and lengths handed to them are logical, what they return is in
canvas pixels. Images drawn for the canvas (cards, text, panels) are made at
the scaled size and cached by it, so changing ``k`` simply asks for other
sizes. At ``k == 1`` every helper returns exactly what the plain rounding did.
"""

from __future__ import annotations

import pygame

Point = tuple[float, float]

_k = 1.0


def get() -> float:
    """Canvas pixels per logical pixel (1 unless the window is larger than the logical size)."""
    return _k


def set_scale(k: float) -> None:
    """Draw from now on at ``k`` canvas pixels per logical pixel (the app sets this)."""
    global _k
    if k <= 0:
        raise ValueError(f"render scale must be positive, not {k}")
    _k = float(k)


def px(value: float) -> float:
    """A logical length or coordinate in canvas pixels (not rounded)."""
    return value * _k


def ipx(value: float) -> int:
    """A logical length or coordinate in whole canvas pixels."""
    return round(value * _k)


def line(value: float) -> int:
    """A logical line or border width in canvas pixels: never thinner than one if it was drawn."""
    return max(1, round(value * _k)) if value > 0 else 0


def pt(point: Point) -> Point:
    """A logical point in canvas pixels (not rounded)."""
    return (point[0] * _k, point[1] * _k)


def ipt(point: Point) -> tuple[int, int]:
    """A logical point in whole canvas pixels."""
    return (round(point[0] * _k), round(point[1] * _k))


def size(value: Point) -> tuple[int, int]:
    """A logical size in whole canvas pixels, at least 1 × 1."""
    return (max(1, round(value[0] * _k)), max(1, round(value[1] * _k)))


def rect(value: pygame.Rect | pygame.FRect) -> pygame.Rect:
    """A logical rectangle in canvas pixels, its edges rounded (so neighbours still meet)."""
    left, top = round(value.left * _k), round(value.top * _k)
    return pygame.Rect(left, top, round(value.right * _k) - left, round(value.bottom * _k) - top)
