"""A least-recently-used cache of drawn images bounded by memory, not by count.

Panels, glows and the felt come in many sizes (every dialog its own, every
window size its own felt); a cache of a fixed number of them holds a few
kilobytes or hundreds of megabytes depending on which sizes were asked for.
``surface_cache(max_bytes)`` keeps the most recently used images up to that
many bytes of pixels, so memory stays flat however long the game runs.
The budget is for images drawn at render scale 1 and grows with the area of
the canvas (``max_bytes`` times the render scale squared): a 4K window draws
the same pictures nine times as large, and a budget too small for them would
drop and redraw card faces and panels in the middle of an animation.
Every key names the image's size in canvas pixels, so an image is right at any render scale;
but panels and glows drawn for one scale are rarely asked for at another: the app calls
``rescaled()`` when the window's render scale changes, which drops them. The card faces and
the lines of text (``warm`` caches) stay, trimmed to the budget at the new scale (least
recently used first), but only those drawn at the new scale: the faces of every scale a
long session passed through, each a table's worth (20 MB at 1920×1080), were all kept
until the budget, and the GUI fuzzer's memory grew by 70 MB; a window moved back to a scale
it had draws its faces again (a tenth of a second). Panels and
glows of a screen that was closed are of no use either: the app calls ``start_frame()`` before each
frame and, in the frame after a scene was dropped (which draws the whole
screen), ``release_unused()``, which keeps only the images asked for in that
frame: those of the screens still shown. Caches of images drawn ahead of need
(``warm``: the card faces; the lines of text, which screens built again ask for) keep
theirs, but the card faces' cache (``pinned_only``) keeps only those drawn ahead of need
(``pinning()``: the table's warm-up, ``render/warmup.py``): the faces a picker, the card
order or a review drew at their own sizes go with their screen (a long session kept them
all, up to the cache's 512 images).
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from functools import wraps
from typing import ParamSpec

import pygame

from goninkan_desktop.ui.render import scale

P = ParamSpec("P")


class SurfaceCache:
    """Images by key, the least recently used dropped beyond ``max_bytes`` of pixels
    (times the render scale squared, see ``limit``) or ``max_items`` images.

    ``warm``: the images are drawn ahead of need or asked for again by screens built again, so
    ``release_unused`` keeps them (and ``rescaled`` only trims them to the budget)."""

    def __init__(self, max_bytes: int, max_items: int | None = None, *,
                 warm: bool = False, pinned_only: bool = False) -> None:
        """``pinned_only`` (with ``warm``): ``release_unused`` keeps only the images drawn
        ahead of need (``pinning``), not every image ever asked for."""
        self.max_bytes = max_bytes
        self.max_items = max_items
        self.warm = warm
        self.pinned_only = pinned_only
        self._pinned: set[Hashable] = set()
        self.bytes = 0
        self._images: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._used: set[Hashable] = set()
        self._drawn_at: dict[Hashable, float] = {}
        """The render scale each image was put at (``drop_other_scales``)."""
        _ALL.add(self)

    def __len__(self) -> int:
        return len(self._images)

    def limit(self) -> int:
        """The bytes of pixels kept at the current render scale (``max_bytes`` at scale 1)."""
        k = max(1.0, scale.get())
        return round(self.max_bytes * k * k)

    def get(self, key: Hashable) -> pygame.Surface | None:
        """The image for ``key`` (now the most recently used), or None."""
        image = self._images.get(key)
        if image is not None:
            self._images.move_to_end(key)
            self._used.add(key)
            if _pinning:
                self._pinned.add(key)
        return image

    def put(self, key: Hashable, image: pygame.Surface) -> None:
        """Keep ``image`` for ``key``, dropping the oldest images beyond the budget."""
        old = self._images.pop(key, None)
        if old is not None:
            self.bytes -= _size(old)
        self._images[key] = image
        self._used.add(key)
        if _pinning:
            self._pinned.add(key)
        self._drawn_at[key] = scale.get()
        self.bytes += _size(image)
        self.trim()

    def drop_other_scales(self) -> None:
        """Drop the images put at another render scale than the current one."""
        now = scale.get()
        for key in [key for key in self._images if self._drawn_at.get(key) != now]:
            self.bytes -= _size(self._images.pop(key))
        self._drawn_at = {key: now for key in self._images}
        self._pinned &= self._images.keys()

    def clear(self) -> None:
        """Drop every image."""
        self._images.clear()
        self._used.clear()
        self._drawn_at.clear()
        self._pinned.clear()
        self.bytes = 0

    def trim(self) -> None:
        """Drop the least recently used images beyond the budget at the current render scale."""
        limit = self.limit()
        while len(self._images) > 1 and (self.bytes > limit or (
                self.max_items is not None and len(self._images) > self.max_items)):
            key, dropped = self._images.popitem(last=False)
            self.bytes -= _size(dropped)
            self._drawn_at.pop(key, None)
            self._pinned.discard(key)

    def release_unused(self) -> None:
        """Drop the images not asked for since ``start_frame`` (unless ``warm``; with
        ``pinned_only``, those not drawn ahead of need either)."""
        if self.warm and not self.pinned_only:
            return
        for key in [key for key in self._images
                    if key not in self._used and key not in self._pinned]:
            self.bytes -= _size(self._images.pop(key))
            self._drawn_at.pop(key, None)


_ALL: weakref.WeakSet[SurfaceCache] = weakref.WeakSet()

_pinning = 0
"""Inside ``pinning()``: the images asked for are drawn ahead of need (kept by a
``pinned_only`` cache when their screen closes)."""


@contextmanager
def pinning() -> Iterator[None]:
    """The images asked for inside are drawn ahead of need (the table's warm-up): a
    ``pinned_only`` cache keeps them when a screen closes, and drops the others its closed
    screens asked for (a picker's or a review's faces)."""
    global _pinning
    _pinning += 1
    try:
        yield
    finally:
        _pinning -= 1


_generation = 0


def clear_all() -> None:
    """Drop the images of every cache."""
    global _generation
    _generation += 1
    for cache in list(_ALL):
        cache.clear()


def rescaled() -> None:
    """The render scale changed (set it first): drop the images of every cache; the ``warm``
    ones keep those already put at the new scale (a card face drawn for it, say), trimmed to
    their budget."""
    global _generation
    _generation += 1
    for cache in list(_ALL):
        if cache.warm:
            cache.drop_other_scales()
            cache.trim()
        else:
            cache.clear()


def use_scale(k: float) -> None:
    """Draw at render scale ``k`` from now on; if that is a change, ``rescaled``."""
    if scale.get() != k:
        scale.set_scale(k)
        rescaled()


def start_frame() -> None:
    """A frame begins: ``release_unused`` keeps the images asked for from now on."""
    for cache in list(_ALL):
        cache._used.clear()


def release_unused() -> None:
    """Drop from every cache the images not asked for since ``start_frame`` (a screen closed)."""
    for cache in list(_ALL):
        cache.release_unused()


def generation() -> int:
    """How many times ``clear_all`` or ``rescaled`` has run: images made before may be gone."""
    return _generation


def total_bytes() -> int:
    """Bytes of pixels held by every cache together."""
    return sum(cache.bytes for cache in list(_ALL))


def _size(image: pygame.Surface) -> int:
    return image.get_width() * image.get_height() * image.get_bytesize()


def surface_cache(max_bytes: int) -> Callable[[Callable[P, pygame.Surface]],
                                               Callable[P, pygame.Surface]]:
    """Decorate a function that draws an image from hashable arguments: cache its images."""
    def decorate(draw: Callable[P, pygame.Surface]) -> Callable[P, pygame.Surface]:
        cache = SurfaceCache(max_bytes)

        @wraps(draw)
        def cached(*args: P.args, **kwargs: P.kwargs) -> pygame.Surface:
            key = (args, tuple(sorted(kwargs.items())))
            image = cache.get(key)
            if image is None:
                image = draw(*args, **kwargs)
                cache.put(key, image)
            return image

        cached.cache = cache  # type: ignore[attr-defined]
        return cached

    return decorate
