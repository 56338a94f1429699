"""The bundled font: BIZ UDPGothic (Morisawa, SIL OFL 1.1), subset to the game's characters.

A Universal Design typeface, chosen for legibility, with Japanese and Latin
in one file. The subset covers ``charset.required_text()``; rebuild it with
``build_spec/make_font_subset.py`` after adding strings (the font test says so).
"""

from __future__ import annotations

import logging
from functools import lru_cache
from pathlib import Path

import pygame
import pygame.freetype

from goninkan_desktop.platform import paths
from goninkan_desktop.ui.render.charset import is_drawn

log = logging.getLogger(__name__)

FONT_FILES = {False: "BIZUDPGothic-Regular-subset.ttf", True: "BIZUDPGothic-Bold-subset.ttf"}
"""The bundled font files below ``assets/fonts/``, by boldness."""

REBUILD_COMMAND = ".venv/bin/python build_spec/make_font_subset.py"


def font_path(bold: bool = False) -> Path:
    """The bundled font file (regular or bold)."""
    return paths.asset_path(f"fonts/{FONT_FILES[bold]}")


FONT_CACHE_SIZE = 64
"""Fonts kept open, the least recently used closed beyond: each holds its own FreeType face and
glyphs (about 150 kB), and text is drawn at its size times the render scale, so every window
size a long session passes through asks for a dozen sizes more (a cache of every size asked
for kept them all: tens of megabytes). Sixty-four hold the sizes of a screen at two render
scales; a font closed is opened again in a quarter of a millisecond."""


@lru_cache(maxsize=FONT_CACHE_SIZE)
def get_font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled font at ``size`` pixels; pygame's default font only if the file is missing."""
    if not pygame.font.get_init():
        pygame.font.init()
    path = font_path(bold)
    if not path.is_file():
        log.warning("bundled font %s is missing: using pygame's default font", path)
        return pygame.font.Font(None, size)
    return pygame.font.Font(path, size)


def missing_characters(text: str, bold: bool = False) -> str:
    """The characters of ``text`` that the bundled font has no glyph for, each once, in order.

    Useful for text from outside the catalogue, such as names in a loaded record.
    Line breaks and other control characters are not counted.
    """
    drawn = "".join(dict.fromkeys(c for c in text if is_drawn(c)))
    path = font_path(bold)
    if not path.is_file():
        return drawn
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    font = pygame.freetype.Font(path, 16)
    metrics = font.get_metrics(drawn)
    return "".join(char for char, metric in zip(drawn, metrics, strict=True) if metric is None)
