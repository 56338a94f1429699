"""Draw the card images the table uses before the first frame, so no frame waits for one.

A card face is drawn the first time it is needed at a size (a few
milliseconds each); doing all of them up front (a fifth of a second) keeps
every animation frame short.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable

from goninkan_desktop.ui.render import cache, scale
from goninkan_desktop.ui.render.cards import ALL_CODES, CardRenderer

_warmed: weakref.WeakKeyDictionary[CardRenderer, tuple[float, int]] = weakref.WeakKeyDictionary()
"""The render scale and clearing of the image caches each living renderer was warmed up at
(a set of every renderer's ``id`` ever warmed grew by one for each table opened, and a new
renderer given a dropped one's ``id`` was taken as warmed)."""


def warm_up(renderer: CardRenderer, face_widths: Iterable[int], back_widths: Iterable[int],
            dimmed_width: int | None = None) -> None:
    """Draw every face at ``face_widths``, backs, shadows and glows (once per renderer, render
    scale and clearing of the image caches).

    Widths are logical: the images are drawn at the render scale, as the table asks for them.
    """
    key = (scale.get(), cache.generation())
    if _warmed.get(renderer) == key:
        return
    _warmed[renderer] = key
    with cache.pinning():
        _draw_ahead(renderer, face_widths, back_widths, dimmed_width)


def _draw_ahead(renderer: CardRenderer, face_widths: Iterable[int], back_widths: Iterable[int],
                dimmed_width: int | None) -> None:
    face_widths = [scale.ipx(width) for width in face_widths]
    back_widths = [scale.ipx(width) for width in back_widths]
    if dimmed_width is not None:
        dimmed_width = scale.ipx(dimmed_width)
    for width in face_widths:
        renderer.shadow(width)
        renderer.glow(width)
        for code in ALL_CODES:
            renderer.face(code, width)
    for width in back_widths:
        renderer.back(width)
        renderer.shadow(width)
    if dimmed_width is not None:
        for code in ALL_CODES:
            renderer.card(code, dimmed_width, dimmed=True)
