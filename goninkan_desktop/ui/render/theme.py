"""Colours, type sizes and the few shapes every screen shares: felt, panels, glows.

One place for the look of the table, so a colour or a size changes everywhere
at once. Shapes are drawn supersampled and cached: drawing them every frame
costs one blit.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from goninkan_desktop.ui.render import scale
from goninkan_desktop.ui.render.cache import surface_cache

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

_SS = 4  # supersampling factor for anti-aliased edges

# -- colours ---------------------------------------------------------------------------------

FELT: RGB = (22, 92, 66)
FELT_LIGHT: RGB = (34, 116, 84)
FELT_DARK: RGB = (10, 52, 38)
RIM: RGB = (96, 62, 36)

TEXT: RGB = (246, 242, 228)
TEXT_MUTED: RGB = (196, 214, 200)
TEXT_DARK: RGB = (30, 30, 40)
SHADOW: RGB = (0, 0, 0)

GOLD: RGB = (238, 194, 86)
GOLD_DEEP: RGB = (176, 128, 36)
FOCUS_RING: RGB = (36, 104, 228)
FOCUS_RING_OUTER: RGB = (255, 255, 255)
"""The keyboard's focus ring round a card: blue with a white outer edge (seen on the felt and
on a white card alike), plainly unlike a hint's gold glow (the two may show together, as when
laying down three after a hint)."""
CREAM: RGB = (252, 246, 228)
ERROR: RGB = (178, 40, 44)
GOOD: RGB = (70, 170, 100)

KANKEI: RGB = (232, 176, 58)
KANKEI_TEXT: RGB = (40, 28, 8)
MUKANKEI: RGB = (92, 132, 190)
MUKANKEI_TEXT: RGB = (250, 250, 255)
MUKANKEI_ON_FELT: RGB = (150, 192, 244)
"""The Mukankei colour for text straight on the felt (lighter, to read on green)."""

PANEL: RGBA = (6, 28, 20, 190)
PANEL_BORDER: RGBA = (255, 255, 255, 40)
DIALOG: RGBA = (250, 245, 232, 255)
"""Dialogs and cards over the table are opaque: no table text shows through them."""
DIALOG_BORDER: RGBA = (176, 128, 36, 255)
SCRIM: RGBA = (0, 16, 10, 150)

PLAYER_COLOURS: tuple[RGB, ...] = (
    (240, 200, 80),
    (110, 190, 240),
    (240, 120, 110),
    (150, 220, 140),
    (210, 150, 230),
)
"""One colour per player id, for the score chart and its legend."""

# -- type sizes (logical pixels of pygame's default font) ------------------------------------

SIZE_SMALL = 28
SIZE_BODY = 34
SIZE_LARGE = 42
SIZE_TITLE = 56
SIZE_HUGE = 80

MIN_TEXT_PX = 14.0
"""The smallest text the table draws, in window pixels (the font's size) in the smallest window
the game offers (960 × 600, three quarters of the logical table): the game's own small size,
about 10.5 pt on a 96-dpi screen, the size of a newspaper's body text."""
MIN_FONT = 19
"""The smallest font size (logical pixels) a table text may use: ``MIN_TEXT_PX`` at the
smallest window's scale of 0.75 (the game's font at ``fs(SIZE_SMALL)``)."""


@lru_cache(maxsize=64)
def _default_height(size: int) -> int:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(None, size).get_height()


@lru_cache(maxsize=64)  # its search opens fonts of many sizes: once per size asked for
def fs(size: int) -> int:
    """The ``get_font`` size for text as tall as pygame's default font at ``size``.

    The sizes above are tuned on pygame's default font; the game's own font
    (``render/fonts.py``) draws larger at the same size. Asking ``get_font`` for
    ``fs(size)`` keeps every line the same height whichever font is in use.
    """
    from goninkan_desktop.ui.nodes.text import get_font

    target = _default_height(size)
    if get_font(size).get_height() <= target:
        return size
    low, high = 4, size
    while low < high:
        middle = (low + high + 1) // 2
        if get_font(middle).get_height() <= target:
            low = middle
        else:
            high = middle - 1
    return low


def readable(size: int) -> int:
    """``fs(size)``, but never below ``MIN_FONT``: a screen's small print (a count, a key line,
    a list of lessons) still ``MIN_TEXT_PX`` tall in the 960 × 600 window."""
    return max(fs(size), MIN_FONT)


# -- shapes ----------------------------------------------------------------------------------


@lru_cache(maxsize=64)
def _round_square(radius: int, fill: RGBA, border: RGBA, border_width: int) -> pygame.Surface:
    """A 2r × 2r rounded square (a circle, bordered): the four corners of every panel."""
    side = 2 * radius
    big = pygame.Surface((side * _SS, side * _SS), pygame.SRCALPHA)
    big.fill((*fill[:3], 0))
    rect = big.get_rect()
    if border_width > 0 and border[3] > 0:
        pygame.draw.rect(big, border, rect, border_radius=radius * _SS)
        inner = rect.inflate(-2 * border_width * _SS, -2 * border_width * _SS)
        pygame.draw.rect(big, fill, inner, border_radius=max(0, radius - border_width) * _SS)
    else:
        pygame.draw.rect(big, fill, rect, border_radius=radius * _SS)
    return pygame.transform.smoothscale(big, (side, side))


@surface_cache(24 * 2**20)
def rounded_panel(
    size: tuple[int, int],
    fill: RGBA,
    border: RGBA = (0, 0, 0, 0),
    radius: int = 14,
    border_width: int = 0,
) -> pygame.Surface:
    """An anti-aliased rounded rectangle with an optional border, per-pixel alpha.

    Built from nine pieces (four anti-aliased corners, flat edges and middle),
    so a panel of any size costs about the same to make.
    """
    w, h = max(1, size[0]), max(1, size[1])
    r = max(0, min(radius, w // 2, h // 2))
    bordered = border_width > 0 and border[3] > 0
    bw = border_width if bordered else 0
    panel = pygame.Surface((w, h), pygame.SRCALPHA)
    panel.fill((*fill[:3], 0))
    panel.fill(fill, pygame.Rect(r, 0, w - 2 * r, h))
    panel.fill(fill, pygame.Rect(0, r, w, h - 2 * r))
    if bw:
        for edge in (pygame.Rect(r, 0, w - 2 * r, bw), pygame.Rect(r, h - bw, w - 2 * r, bw),
                     pygame.Rect(0, r, bw, h - 2 * r), pygame.Rect(w - bw, r, bw, h - 2 * r)):
            panel.fill(border, edge)
    if r:
        corners = _round_square(r, fill, border, bw)
        for dest, area in (((0, 0), (0, 0)), ((w - r, 0), (r, 0)), ((0, h - r), (0, r)),
                           ((w - r, h - r), (r, r))):
            panel.fill((0, 0, 0, 0), pygame.Rect(dest, (r, r)))
            panel.blit(corners, dest, pygame.Rect(area, (r, r)),
                       special_flags=pygame.BLEND_RGBA_MAX)
    return panel


def panel(
    size: tuple[float, float],
    fill: RGBA,
    border: RGBA = (0, 0, 0, 0),
    radius: float = 14,
    border_width: float = 0,
) -> pygame.Surface:
    """``rounded_panel`` for a box of ``size`` logical pixels, drawn at the render scale.

    Radius and border are logical too; the image is in canvas pixels (blit it
    with ``nodes.base.blit_with_opacity`` at the box's logical top-left).
    """
    return rounded_panel(scale.size(size), fill, border, scale.ipx(radius),
                         scale.line(border_width))


def glow(size: tuple[float, float], colour: RGB, alpha: int = 200, spread: float = 14,
         radius: float = 16) -> pygame.Surface:
    """``soft_glow`` around a box of ``size`` logical pixels, drawn at the render scale."""
    return soft_glow(scale.size(size), colour, alpha, max(1, scale.ipx(spread)),
                     scale.ipx(radius))


def table_felt() -> pygame.Surface:
    """The felt for the whole logical screen, at the render scale: blit it at (0, 0)."""
    from goninkan_desktop.ui import layout

    return felt(scale.size((layout.WIDTH, layout.HEIGHT)))


@surface_cache(8 * 2**20)
def soft_glow(size: tuple[int, int], colour: RGB, alpha: int = 200, spread: int = 14,
              radius: int = 16) -> pygame.Surface:
    """A blurred rounded rectangle ``spread`` pixels larger than ``size`` on every side."""
    w, h = size[0] + 2 * spread, size[1] + 2 * spread
    blob = pygame.Surface((w, h), pygame.SRCALPHA)
    blob.fill((*colour, 0))
    body = pygame.Rect(spread, spread, size[0], size[1])
    pygame.draw.rect(blob, (*colour, alpha), body, border_radius=radius)
    return pygame.transform.gaussian_blur(blob, max(1, spread // 2))


@surface_cache(24 * 2**20)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table: a calm green felt, lighter in the middle, with a soft vignette."""
    w, h = size
    small = pygame.Surface((max(2, w // 8), max(2, h // 8)))
    sw, sh = small.get_size()
    small.fill(FELT_DARK)
    steps = 48
    for i in range(steps):
        k = i / (steps - 1)
        colour = tuple(round(a + (b - a) * k ** 1.4) for a, b in zip(FELT_DARK, FELT_LIGHT,
                                                                     strict=True))
        rx, ry = sw * (1.25 - 0.85 * k) / 2, sh * (1.35 - 0.95 * k) / 2
        pygame.draw.ellipse(small, colour, pygame.Rect(sw / 2 - rx, sh / 2 - ry, 2 * rx, 2 * ry))
    image = pygame.transform.smoothscale(small, (w, h))
    _table_edge(image)
    return image.convert() if pygame.display.get_init() and pygame.display.get_surface() \
        else image


def _table_edge(image: pygame.Surface) -> None:
    """A faint oval line on the felt where the table's playing area ends."""
    w, h = image.get_size()
    ring = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, round(w * 2 * 0.78), round(h * 2 * 0.74))
    rect.center = (w, round(h * 1.02))
    pygame.draw.ellipse(ring, (255, 255, 255, 22), rect, 6)
    image.blit(pygame.transform.smoothscale(ring, (w, h)), (0, 0))
