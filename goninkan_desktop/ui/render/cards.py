"""Procedural card art: faces, backs, the joker and suit symbols.

Everything is drawn by this module with ``pygame.draw`` at four times the
final size and box-filtered down with ``smoothscale``, which anti-aliases
every edge. Suit symbols are shapes, never font glyphs (the default font has
no suit characters); text is used only for ranks and the word JOKER.

Cards are named by their code strings (``"AC"``, ``"10H"``, ``"2S"``,
``"JOKER"``, docs/rules.md R4); this module knows nothing of the rules engine.
Card faces are laid out on a grid of 100 x 140 "units" whatever the size.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

import pygame

from goninkan_desktop.ui.render.cache import SurfaceCache, surface_cache

Point = tuple[float, float]
RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

SUITS: tuple[str, ...] = ("C", "D", "H", "S")
RANKS: tuple[str, ...] = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
FACE_RANKS: tuple[str, ...] = ("A", "K", "Q", "J")
JOKER = "JOKER"
ALL_CODES: tuple[str, ...] = (
    *(rank + suit for suit in SUITS for rank in RANKS if rank != "2" or suit == "S"),
    JOKER,
)
EXTRA_TWOS: tuple[str, ...] = ("2C", "2D", "2H")
"""The three cards the bidding game adds (docs/rules.md B1): drawn like any other 2."""
DRAWABLE_CODES: frozenset[str] = frozenset((*ALL_CODES, *EXTRA_TWOS))
BACK_STYLES: tuple[str, ...] = ("indigo", "red", "green")
CARD_ASPECT = 1.4
MIN_WIDTH = 12

_SS = 4  # supersampling factor
_UNITS_W = 100.0  # card layout grid: 100 x 140 units

# -- colours -----------------------------------------------------------------------

RED: RGB = (200, 22, 44)
BLACK: RGB = (24, 24, 30)
GREEN: RGB = (18, 128, 62)
BLUE: RGB = (22, 92, 196)
_TWO_COLOUR: dict[str, RGB] = {"C": BLACK, "D": RED, "H": RED, "S": BLACK}
_FOUR_COLOUR: dict[str, RGB] = {"C": GREEN, "D": BLUE, "H": RED, "S": BLACK}

_PAPER: RGB = (253, 252, 247)
_FACE_PAPER: RGB = (252, 245, 226)
_EDGE: RGB = (132, 128, 118)
_GOLD: RGB = (205, 160, 52)
_GOLD_LIGHT: RGB = (240, 208, 120)
_GOLD_DARK: RGB = (140, 100, 24)
_INK: RGB = (28, 26, 44)


@dataclass(frozen=True)
class _BackStyle:
    base: RGB
    deep: RGB
    line: RGBA
    emblem: RGB


_BACKS: dict[str, _BackStyle] = {
    "indigo": _BackStyle((36, 52, 118), (24, 34, 84), (150, 170, 232, 190), (40, 58, 130)),
    "red": _BackStyle((170, 30, 42), (120, 18, 30), (246, 196, 176, 200), (170, 30, 42)),
    "green": _BackStyle((26, 104, 66), (16, 72, 46), (168, 222, 180, 190), (26, 104, 66)),
}


# -- card codes ----------------------------------------------------------------------


def parse_code(code: str) -> tuple[str, str]:
    """Split a card code into (rank, suit); ``"JOKER"`` gives ``("JOKER", "")``."""
    if code == JOKER:
        return JOKER, ""
    rank, suit = code[:-1], code[-1:]
    if code not in DRAWABLE_CODES:
        raise ValueError(f"not a card code: {code!r}")
    return rank, suit


def is_face_card(code: str) -> bool:
    """True for the 16 face cards (A K Q J of each suit, R3); the joker is not one."""
    rank, _ = parse_code(code)
    return rank in FACE_RANKS


def suit_colour(suit: str, four_colour: bool = False) -> RGB:
    """The ink colour of ``suit`` in the classic or the four-colour deck."""
    table = _FOUR_COLOUR if four_colour else _TWO_COLOUR
    if suit not in table:
        raise ValueError(f"not a suit letter: {suit!r}")
    return table[suit]


def card_height(width: int) -> int:
    """Height in pixels of a card ``width`` pixels wide."""
    return round(width * CARD_ASPECT)


# -- geometry helpers ----------------------------------------------------------------


def _cubic(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 28) -> list[Point]:
    """Points along a cubic Bezier curve, excluding the start point."""
    points = []
    for i in range(1, steps + 1):
        t = i / steps
        a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t**3
        points.append(
            (
                a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
            )
        )
    return points


def _arc(centre: Point, radius: float, start_deg: float, end_deg: float) -> list[Point]:
    """Points along a circular arc; angles in degrees, clockwise on screen."""
    steps = max(8, int(abs(end_deg - start_deg) / 4))
    points = []
    for i in range(steps + 1):
        angle = math.radians(start_deg + (end_deg - start_deg) * i / steps)
        points.append((centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle)))
    return points


def _mirrored(right_half: list[Point], axis_x: float) -> list[Point]:
    """Close a left-right symmetric outline from its right half (top to bottom)."""
    left = [(2 * axis_x - x, y) for x, y in reversed(right_half)]
    return right_half + left


# -- suit shapes ---------------------------------------------------------------------


@dataclass(frozen=True)
class _Shape:
    """Polygons and circles normalised to height 1, centred on the origin."""

    polygons: tuple[tuple[Point, ...], ...]
    circles: tuple[tuple[float, float, float], ...]
    width: float

    @staticmethod
    def normalised(
        polygons: Sequence[Sequence[Point]], circles: Sequence[Sequence[float]]
    ) -> _Shape:
        edges = [(x + s * r, y + s * r) for x, y, r in circles for s in (-1, 1)]
        xs = [x for poly in polygons for x, _ in poly] + [x for x, _ in edges]
        ys = [y for poly in polygons for _, y in poly] + [y for _, y in edges]
        cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
        k = 1.0 / (max(ys) - min(ys))
        return _Shape(
            polygons=tuple(
                tuple(((x - cx) * k, (y - cy) * k) for x, y in poly) for poly in polygons
            ),
            circles=tuple(((x - cx) * k, (y - cy) * k, r * k) for x, y, r in circles),
            width=(max(xs) - min(xs)) * k,
        )


def _stem(top_y: float) -> list[Point]:
    """The flared stem shared by clubs and spades (design grid, axis x=50)."""
    right = [(52.2, top_y), *_cubic((52.2, top_y), (53.5, 86), (60, 96), (71, 100), 20)]
    return _mirrored(right, 50.0)


def _heart() -> _Shape:
    lobe = (71.0, 31.0)
    right = _arc(lobe, 21.0, 180, 390)
    start = right[-1]
    right += _cubic(start, (start[0] - 9, start[1] + 17), (59, 80), (50, 98))
    return _Shape.normalised([_mirrored(right, 50.0)], [])


def _spade() -> _Shape:
    lobe = (70.5, 64.0)
    tip = (50.0, 2.0)
    join = _arc(lobe, 20.5, -28, 172)
    right = [tip, *_cubic(tip, (55, 18), (80, 34), join[0]), *join[1:]]
    return _Shape.normalised([_mirrored(right, 50.0), _stem(66.0)], [])


def _club() -> _Shape:
    r = 20.0
    circles = [(50.0, 23.0, r), (28.0, 60.0, r), (72.0, 60.0, r), (50.0, 52.0, 11.0)]
    return _Shape.normalised([_stem(60.0)], circles)


def _diamond() -> _Shape:
    top, right, bottom = (50.0, 0.0), (88.0, 50.0), (50.0, 100.0)
    half = [
        top,
        *_cubic(top, (60, 15), (78, 35), right),
        *_cubic(right, (78, 65), (60, 85), bottom),
    ]
    return _Shape.normalised([_mirrored(half, 50.0)], [])


@cache
def _suit_shape(suit: str) -> _Shape:
    builders = {"C": _club, "D": _diamond, "H": _heart, "S": _spade}
    if suit not in builders:
        raise ValueError(f"not a suit letter: {suit!r}")
    return builders[suit]()


def _paint_shape(
    surface: pygame.Surface, shape: _Shape, centre: Point, height: float, colour: RGB | RGBA
) -> None:
    """Fill ``shape`` (no anti-aliasing: callers draw supersampled)."""
    cx, cy = centre
    for poly in shape.polygons:
        pygame.draw.polygon(surface, colour, [(cx + x * height, cy + y * height) for x, y in poly])
    for x, y, r in shape.circles:
        pygame.draw.circle(surface, colour, (cx + x * height, cy + y * height), r * height)


@surface_cache(8 * 2**20)
def suit_surface(suit: str, height: int, colour: RGB = BLACK) -> pygame.Surface:
    """An anti-aliased suit symbol ``height`` pixels tall on a transparent surface."""
    if height < 1:
        raise ValueError(f"height must be >= 1, not {height}")
    shape = _suit_shape(suit)
    width = max(1, math.ceil(shape.width * height))
    big = pygame.Surface((width * _SS, height * _SS), pygame.SRCALPHA)
    big.fill((*colour, 0))  # transparent pixels of the same colour: no dark fringe
    _paint_shape(big, shape, (width * _SS / 2, height * _SS / 2), height * _SS, colour)
    return pygame.transform.smoothscale(big, (width, height))


def draw_suit(
    surface: pygame.Surface, suit: str, centre: Point, height: int, colour: RGB = BLACK
) -> pygame.Rect:
    """Draw an anti-aliased suit symbol centred on ``centre``; returns its rect."""
    image = suit_surface(suit, height, colour)
    rect = image.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(image, rect)
    return rect


def dim(surface: pygame.Surface, amount: float = 0.45) -> pygame.Surface:
    """A darkened, slightly washed-out copy of ``surface`` (alpha kept), for illegal cards."""
    keep = round(255 * (1.0 - amount))
    dimmed = surface.copy()
    dimmed.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
    wash = round(40 * amount)
    dimmed.fill((wash, wash, wash), special_flags=pygame.BLEND_RGB_ADD)
    return dimmed


# -- text -----------------------------------------------------------------------------


@lru_cache(maxsize=16)  # each font holds ~150 kB; the sizes follow the render scale
def _font(size: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(None, size)


@cache
def _cap_box(size: int) -> tuple[int, int]:
    """(top, height) of capital letters' ink for the default font at ``size``."""
    ink = _font(size).render("H", True, BLACK).get_bounding_rect()
    return ink.top, ink.height


def _text(
    text: str, cap_height: float, colour: RGB, max_width: float | None = None
) -> pygame.Surface:
    """``text`` whose capitals are ``cap_height`` pixels tall, cropped to its ink.

    The top edge is the capitals' top; text wider than ``max_width`` is condensed.
    """
    size = max(8, round(cap_height * 2.2))
    rendered = _font(size).render(text, True, colour)
    ink = rendered.get_bounding_rect()
    cap_top, cap_h = _cap_box(size)
    top = min(ink.top, cap_top)
    crop = rendered.subsurface(pygame.Rect(ink.left, top, ink.width, ink.bottom - top))
    k = cap_height / cap_h
    width, height = crop.get_width() * k, crop.get_height() * k
    if max_width is not None and width > max_width:
        width = max_width
    return pygame.transform.smoothscale(crop, (max(1, round(width)), max(1, round(height))))


# -- the supersampled canvas ---------------------------------------------------------------


class _Canvas:
    """A card-sized surface at ``_SS`` times the final size, addressed in units."""

    def __init__(self, width: int) -> None:
        self.size = (width, card_height(width))
        self.surface = pygame.Surface((width * _SS, self.size[1] * _SS), pygame.SRCALPHA)
        self.surface.fill((*_EDGE, 0))
        self.u = width * _SS / _UNITS_W

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        u = self.u
        return pygame.Rect(round(x * u), round(y * u), round(w * u), round(h * u))

    def pt(self, x: float, y: float) -> Point:
        return (x * self.u, y * self.u)

    def px(self, units: float) -> int:
        """A length in big pixels, never thinner than one final pixel."""
        return max(_SS, round(units * self.u))

    def round_rect(
        self, colour: RGB | RGBA, inset: float, radius: float, width: float = 0.0
    ) -> None:
        full_w = _UNITS_W
        full_h = self.surface.get_height() / self.u
        rect = self.rect(inset, inset, full_w - 2 * inset, full_h - 2 * inset)
        line = self.px(width) if width > 0 else 0
        pygame.draw.rect(self.surface, colour, rect, line, border_radius=round(radius * self.u))

    def shape(self, suit: str, x: float, y: float, height: float, colour: RGB | RGBA) -> None:
        _paint_shape(self.surface, _suit_shape(suit), self.pt(x, y), height * self.u, colour)

    def text(
        self, text: str, x: float, top: float, cap: float, colour: RGB, max_w: float | None = None
    ) -> None:
        """Draw ``text`` centred on ``x`` with its capitals' top at ``top``."""
        image = _text(text, cap * self.u, colour, None if max_w is None else max_w * self.u)
        self.surface.blit(image, image.get_rect(midtop=self.pt(x, top)))

    def mirror_corner(self, area: pygame.Rect) -> None:
        """Copy ``area`` rotated 180 degrees about the card's centre."""
        piece = pygame.transform.rotate(self.surface.subsurface(area).copy(), 180)
        w, h = self.surface.get_size()
        self.surface.blit(piece, (w - area.right, h - area.bottom))

    def finish(self, corner: float = 6.0) -> pygame.Surface:
        """Cut the rounded corners, draw the edge and scale down to the final size."""
        self.round_rect(_EDGE, 0.0, corner, 0.9)
        mask = pygame.Surface(self.surface.get_size(), pygame.SRCALPHA)
        mask.fill((255, 255, 255, 0))
        self.round_rect_on(mask, (255, 255, 255, 255), corner)
        self.surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        return pygame.transform.smoothscale(self.surface, self.size)

    def round_rect_on(self, target: pygame.Surface, colour: RGBA, radius: float) -> None:
        pygame.draw.rect(target, colour, target.get_rect(), border_radius=round(radius * self.u))


# -- card faces ---------------------------------------------------------------------------

_INDEX_X = 15.0  # centre line of the corner index
_INDEX_TOP = 5.5
_INDEX_CAP = 24.0
_INDEX_PIP = 16.0
_INDEX_GAP = 3.5
_INDEX_AREA = (4.0, 1.0, 23.0, 50.0)  # x, y, w, h of the top-left index block


def _draw_index(canvas: _Canvas, rank: str, suit: str, colour: RGB) -> None:
    canvas.text(rank, _INDEX_X, _INDEX_TOP, _INDEX_CAP, colour, max_w=19.5)
    pip_top = _INDEX_TOP + _INDEX_CAP + _INDEX_GAP
    canvas.shape(suit, _INDEX_X, pip_top + _INDEX_PIP / 2, _INDEX_PIP, colour)
    canvas.mirror_corner(canvas.rect(*_INDEX_AREA))


def _gold_frame(canvas: _Canvas) -> None:
    """The gold double frame that marks a face card (efuda, R3)."""
    canvas.round_rect(_GOLD, 1.6, 5.2, 2.4)
    canvas.round_rect(_GOLD_LIGHT, 2.2, 4.6, 0.8)
    canvas.round_rect(_GOLD_DARK, 4.6, 3.4, 0.5)


def _medallion(canvas: _Canvas, radius: float) -> None:
    centre = canvas.pt(50, 70)
    surface = canvas.surface
    pygame.draw.circle(surface, _GOLD, centre, (radius + 2.6) * canvas.u)
    pygame.draw.circle(surface, _GOLD_LIGHT, centre, (radius + 1.6) * canvas.u)
    pygame.draw.circle(surface, _GOLD_DARK, centre, (radius + 0.6) * canvas.u)
    pygame.draw.circle(surface, (255, 253, 244), centre, radius * canvas.u)


def _draw_number_face(canvas: _Canvas, rank: str, suit: str, colour: RGB) -> None:
    canvas.round_rect(_PAPER, 0, 6)
    _draw_index(canvas, rank, suit, colour)
    canvas.shape(suit, 50, 70, 44, colour)


def _draw_court_face(canvas: _Canvas, rank: str, suit: str, colour: RGB) -> None:
    canvas.round_rect(_FACE_PAPER, 0, 6)
    _gold_frame(canvas)
    _draw_index(canvas, rank, suit, colour)
    if rank == "A":
        _medallion(canvas, 27)
        canvas.shape(suit, 50, 70, 40, colour)
    else:
        _medallion(canvas, 23)
        canvas.shape(suit, 50, 70, 31, colour)


# -- the joker ----------------------------------------------------------------------------

_JOKER_RED: RGB = (196, 24, 48)
_JOKER_BLUE: RGB = (40, 62, 150)
_JOKER_GOLD: RGB = (226, 172, 40)


def _jester_cap(canvas: _Canvas) -> None:
    """A three-pointed jester's cap with bells: the baba's emblem."""
    u, surface, line = canvas.u, canvas.surface, canvas.px(1.1)

    def poly(points: list[Point], colour: RGB) -> None:
        scaled = [(x * u, y * u) for x, y in points]
        pygame.draw.polygon(surface, colour, scaled)
        pygame.draw.polygon(surface, _INK, scaled, line)

    left = [
        (33.0, 86.0),
        *_cubic((33, 86), (30, 76), (27, 66), (23, 58)),
        *_cubic((23, 58), (34, 60), (42, 70), (46, 84)),
    ]
    right = [(100 - x, y) for x, y in left]
    middle = [
        (37.0, 86.0),
        *_cubic((37, 86), (38, 66), (45, 52), (50, 38)),
        *_cubic((50, 38), (55, 52), (62, 66), (63, 86)),
    ]
    poly(left, _JOKER_BLUE)
    poly(right, _JOKER_GOLD)
    poly(middle, _JOKER_RED)
    band = canvas.rect(29, 84, 42, 9)
    pygame.draw.rect(surface, _INK, band, border_radius=round(3 * u))
    for x in (38.0, 50.0, 62.0):
        canvas.shape("D", x, 88.5, 5.5, _JOKER_GOLD)
    for x, y in ((23.0, 58.0), (50.0, 38.0), (77.0, 58.0)):
        pygame.draw.circle(surface, _INK, (x * u, y * u), 5.0 * u)
        pygame.draw.circle(surface, _JOKER_GOLD, (x * u, y * u), 3.9 * u)
        pygame.draw.circle(surface, _GOLD_LIGHT, ((x - 1.2) * u, (y - 1.2) * u), 1.3 * u)


def _sunburst(canvas: _Canvas, centre: Point, radius: float) -> None:
    """Pale gold rays behind the joker's cap."""
    u = canvas.u
    centre_px = (centre[0] * u, centre[1] * u)
    rays = 18
    for i in range(rays):
        start = i * 360 / rays
        wedge = [centre_px, *_arc(centre_px, radius * u, start, start + 180 / rays)]
        pygame.draw.polygon(canvas.surface, (248, 230, 178), wedge)


def _draw_joker(canvas: _Canvas) -> None:
    canvas.round_rect(_PAPER, 0, 6)
    canvas.round_rect(_JOKER_RED, 2.6, 4.8, 0.9)
    canvas.round_rect(_JOKER_BLUE, 4.2, 3.8, 0.6)
    for i, letter in enumerate(JOKER):
        canvas.text(letter, 12.5, 7.0 + i * 10.4, 8.2, _JOKER_RED)
    canvas.mirror_corner(canvas.rect(5, 5, 16, 56))
    _sunburst(canvas, (50.0, 68.0), 31.0)
    _jester_cap(canvas)
    canvas.text(JOKER, 50, 98, 8.0, _INK)


# -- card backs ---------------------------------------------------------------------------


def _asanoha(surface: pygame.Surface, side: float, colour: RGBA, width: int) -> None:
    """Hemp-leaf lattice: a triangle grid with every triangle split at its centroid."""
    h = side * math.sqrt(3) / 2
    w, total_h = surface.get_size()
    for row in range(-1, int(total_h / h) + 2):
        for col in range(-1, int(w / side) + 2):
            shift = side / 2 if row % 2 else 0.0
            top = [(col * side + shift, row * h), ((col + 1) * side + shift, row * h)]
            below = (col * side + side / 2 + shift, (row + 1) * h)
            _triangle_leaf(surface, [top[0], top[1], below], colour, width)
            nxt = ((col + 1) * side + side / 2 + shift, (row + 1) * h)
            _triangle_leaf(surface, [top[1], below, nxt], colour, width)


def _triangle_leaf(surface: pygame.Surface, tri: list[Point], colour: RGBA, width: int) -> None:
    cx = sum(p[0] for p in tri) / 3
    cy = sum(p[1] for p in tri) / 3
    pygame.draw.polygon(surface, colour, tri, width)
    for p in tri:
        pygame.draw.line(surface, colour, p, (cx, cy), width)


def _seigaiha(surface: pygame.Surface, radius: float, style: _BackStyle, width: int) -> None:
    """Blue-sea waves: overlapping rows of concentric arcs."""
    w, h = surface.get_size()
    for row in range(-1, int(h / (radius / 2)) + 3):
        shift = radius if row % 2 else 0.0
        y = row * radius / 2
        for col in range(-1, int(w / (2 * radius)) + 2):
            centre = (col * 2 * radius + shift, y)
            pygame.draw.circle(surface, style.base, centre, radius)
            for k in range(4):
                ring = radius * (1.0 - k * 0.24)
                pygame.draw.circle(surface, style.line, centre, ring, width)
            pygame.draw.circle(surface, style.line, centre, radius * 0.14)


def _shippo(surface: pygame.Surface, radius: float, colour: RGBA, width: int) -> None:
    """Seven treasures: interlocking circles on a square lattice."""
    w, h = surface.get_size()
    step = 2 * radius
    for row in range(-1, int(h / step) + 2):
        for col in range(-1, int(w / step) + 2):
            for dx, dy in ((0.0, 0.0), (radius, radius)):
                centre = (col * step + dx, row * step + dy)
                pygame.draw.circle(surface, colour, centre, radius, width)
                pygame.draw.circle(surface, colour, centre, radius * 0.12)


def _back_pattern(canvas: _Canvas, style_name: str) -> pygame.Surface:
    style = _BACKS[style_name]
    inset = canvas.rect(5.0, 5.0, 90.0, canvas.surface.get_height() / canvas.u - 10.0)
    pattern = pygame.Surface(inset.size, pygame.SRCALPHA)
    pattern.fill(style.base)
    line = canvas.px(0.55)
    if style_name == "indigo":
        _asanoha(pattern, 15.0 * canvas.u, style.line, line)
    elif style_name == "red":
        _seigaiha(pattern, 11.0 * canvas.u, style, line)
    else:
        _shippo(pattern, 9.0 * canvas.u, style.line, line)
    mask = pygame.Surface(inset.size, pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    canvas.round_rect_on(mask, (255, 255, 255, 255), 3.5)
    pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return pattern


def _ume(canvas: _Canvas, colour: RGB) -> None:
    """A five-petal plum blossom (one petal per player) in a gold-ringed medallion."""
    u, surface = canvas.u, canvas.surface
    centre = canvas.pt(50, 70)
    pygame.draw.circle(surface, _GOLD, centre, 17.0 * u)
    pygame.draw.circle(surface, _GOLD_LIGHT, centre, 16.0 * u)
    pygame.draw.circle(surface, (252, 247, 232), centre, 15.0 * u)
    for i in range(5):
        angle = math.radians(-90 + i * 72)
        petal = (centre[0] + 6.2 * u * math.cos(angle), centre[1] + 6.2 * u * math.sin(angle))
        pygame.draw.circle(surface, colour, petal, 5.4 * u)
    pygame.draw.circle(surface, _GOLD_LIGHT, centre, 3.0 * u)
    for i in range(5):
        angle = math.radians(-54 + i * 72)
        dot = (centre[0] + 3.6 * u * math.cos(angle), centre[1] + 3.6 * u * math.sin(angle))
        pygame.draw.circle(surface, _GOLD, dot, 0.9 * u)


def _draw_back(canvas: _Canvas, style_name: str) -> None:
    style = _BACKS[style_name]
    canvas.round_rect(_PAPER, 0, 6)
    canvas.round_rect(style.deep, 4.0, 4.5)
    canvas.surface.blit(_back_pattern(canvas, style_name), canvas.pt(5.0, 5.0))
    canvas.round_rect(_GOLD_LIGHT, 7.5, 2.5, 0.6)
    _ume(canvas, style.emblem)


# -- shadows and glows ------------------------------------------------------------------


def _soft_card(width: int, colour: RGB, alpha: int, spread: float) -> pygame.Surface:
    """A blurred card-shaped blob, larger than the card by a margin on every side."""
    margin = max(2, round(width * spread))
    height = card_height(width)
    size = (width + 2 * margin, height + 2 * margin)
    blob = pygame.Surface(size, pygame.SRCALPHA)
    blob.fill((*colour, 0))
    body = pygame.Rect(margin, margin, width, height)
    pygame.draw.rect(blob, (*colour, alpha), body, border_radius=max(1, round(width * 0.06)))
    return pygame.transform.gaussian_blur(blob, max(1, margin // 2))


# -- the renderer --------------------------------------------------------------------------

_CACHE_LIMIT = 512
CACHE_BYTES = 32 * 2**20
"""The card images kept stay within this many bytes at render scale 1 (times the scale squared
on a larger window: every face of the table's three sizes, 80 MB at 4K, stays drawn)."""
_SHARED = SurfaceCache(CACHE_BYTES, _CACHE_LIMIT, warm=True, pinned_only=True)
"""The images of every renderer with the default limit: keyed by what they look like, so the
renderers of the game, the review and the tutorial share one budget (a renderer of its own
each held up to ``CACHE_BYTES`` until the garbage collector found it)."""


class CardRenderer:
    """Draws and caches card images.

    Every method returns a cached ``pygame.Surface`` with per-pixel alpha,
    keyed by what was asked (code, width, style, deck colours, dimmed), so
    calling it every frame is cheap. Changing ``four_colour`` switches the
    suit colours of faces drawn from then on; ``back_style`` is the back drawn
    when none is asked for (the player's card-back setting).
    """

    def __init__(self, *, four_colour: bool = False, back_style: str = "indigo",
                 cache_limit: int = _CACHE_LIMIT) -> None:
        if back_style not in _BACKS:
            raise ValueError(f"unknown back style {back_style!r}; choose from {BACK_STYLES}")
        self.four_colour = four_colour
        self.back_style = back_style
        self._cache_limit = cache_limit
        self._cache = _SHARED if cache_limit == _CACHE_LIMIT else SurfaceCache(
            CACHE_BYTES, cache_limit, warm=True, pinned_only=True)

    def colour_of(self, suit: str) -> RGB:
        """The ink colour used for ``suit`` with the current deck colours."""
        return suit_colour(suit, self.four_colour)

    def face(self, code: str, width: int) -> pygame.Surface:
        """The face of card ``code``, ``width`` pixels wide and 1.4 times as tall."""
        rank, suit = parse_code(code)
        _check_width(width)
        key = ("face", code, width, self.four_colour and code != JOKER)
        return self._cached(key, lambda: self._draw_face(rank, suit, width))

    def back(self, width: int, style: str | None = None) -> pygame.Surface:
        """A card back in one of ``BACK_STYLES`` (default: the renderer's ``back_style``)."""
        style = self.back_style if style is None else style
        if style not in _BACKS:
            raise ValueError(f"unknown back style {style!r}; choose from {BACK_STYLES}")
        _check_width(width)

        def draw() -> pygame.Surface:
            canvas = _Canvas(width)
            _draw_back(canvas, style)
            return canvas.finish()

        return self._cached(("back", style, width), draw)

    def card(
        self,
        code: str | None,
        width: int,
        *,
        back_style: str | None = None,
        dimmed: bool = False,
    ) -> pygame.Surface:
        """The face of ``code``, or the back if ``code`` is None; optionally dimmed."""
        image = self.back(width, back_style) if code is None else self.face(code, width)
        if not dimmed:
            return image
        key = ("dim", code, width, back_style or self.back_style, self.four_colour)
        return self._cached(key, lambda: dim(image))

    def shadow(self, width: int) -> pygame.Surface:
        """A soft drop shadow: draw it centred under the card, shifted down a little."""
        return self._soft_cached(width, (0, 0, 0), 110, 0.08)

    def glow(self, width: int, colour: RGB = (255, 214, 90)) -> pygame.Surface:
        """A soft halo to draw centred under a highlighted card."""
        return self._soft_cached(width, colour, 235, 0.11)

    def clear(self) -> None:
        """Drop every cached image (e.g. after the window is resized)."""
        self._cache.clear()

    def _draw_face(self, rank: str, suit: str, width: int) -> pygame.Surface:
        canvas = _Canvas(width)
        if rank == JOKER:
            _draw_joker(canvas)
        elif rank in FACE_RANKS:
            _draw_court_face(canvas, rank, suit, self.colour_of(suit))
        else:
            _draw_number_face(canvas, rank, suit, self.colour_of(suit))
        return canvas.finish()

    def _cached(
        self, key: tuple[object, ...], draw: Callable[[], pygame.Surface]
    ) -> pygame.Surface:
        image = self._cache.get(key)
        if image is None:
            image = draw()
            self._cache.put(key, image)
        return image

    def _soft_cached(self, width: int, colour: RGB, alpha: int, spread: float) -> pygame.Surface:
        _check_width(width)
        return self._cached(("soft", width, colour, alpha, spread),
                            lambda: _soft_card(width, colour, alpha, spread))


def _check_width(width: int) -> None:
    if width < MIN_WIDTH:
        raise ValueError(f"card width must be at least {MIN_WIDTH}px, not {width}")
