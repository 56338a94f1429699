"""What a long session keeps stays bounded (issue 41): fonts of every size asked for, the
renderers warmed up.

Text is drawn with the font at its size times the render scale, so each window size a session
passes through asks for a dozen font sizes more; each open font holds its own FreeType face and
glyphs (about 150 kB). The GUI fuzzer's settled memory grew with them.
"""

from __future__ import annotations

import gc
import weakref

import pygame

from goninkan_desktop.ui.nodes import text
from goninkan_desktop.ui.render import cache as image_cache
from goninkan_desktop.ui.render import cards, fonts, warmup
from goninkan_desktop.ui.render.cards import CardRenderer


def _alive(refs: list[weakref.ref[pygame.font.Font]]) -> int:
    gc.collect()
    return sum(ref() is not None for ref in refs)


UNUSED = 2000
"""Font sizes no other test asks for: a font an earlier test's screen still holds is alive
for that screen's sake, not the cache's (in the whole suite 7 were)."""


def test_fonts_of_many_sizes_are_not_all_kept_open() -> None:
    refs = [weakref.ref(text.get_font(size))
            for size in range(UNUSED, UNUSED + 4 * fonts.FONT_CACHE_SIZE)]
    assert _alive(refs) <= fonts.FONT_CACHE_SIZE
    assert text.get_font(40) is text.get_font(40)  # a size in use stays open


def test_fonts_from_a_file_of_many_sizes_are_not_all_kept_open() -> None:
    path = str(fonts.font_path())
    refs = [weakref.ref(text.get_font(size, path))
            for size in range(UNUSED, UNUSED + 3 * fonts.FONT_CACHE_SIZE)]
    assert _alive(refs) <= fonts.FONT_CACHE_SIZE
    assert text.get_font(30, path) is text.get_font(30, path)


def test_card_faces_of_many_widths_keep_few_fonts_open() -> None:
    renderer = CardRenderer()
    try:
        for width in range(40, 240, 5):
            renderer.face("10C", width)
        assert cards._font.cache_info().currsize <= 16
    finally:
        image_cache.clear_all()


def test_a_dropped_renderer_is_forgotten_by_the_warm_up() -> None:
    gc.collect()
    before = len(warmup._warmed)
    renderer = CardRenderer()
    warmup.warm_up(renderer, (90,), (90,))
    assert len(warmup._warmed) == before + 1
    del renderer
    gc.collect()
    assert len(warmup._warmed) == before
    image_cache.clear_all()

