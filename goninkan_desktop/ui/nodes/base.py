"""The scene-graph node every on-screen element is built from."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar, TypeVar

import pygame

from goninkan_desktop.ui.render import scale

Point = tuple[float, float]
N = TypeVar("N", bound="Node")


class Node:
    """A box on screen with children.

    ``pos`` is relative to the parent's top-left corner and says where the
    node's ``anchor`` point sits: anchor ``(0, 0)`` puts the top-left corner
    at ``pos``, ``(0.5, 0.5)`` the centre. Children are drawn in ascending
    ``z`` (ties in insertion order) and offered events in the reverse order,
    top-most first. ``opacity`` (0..1) multiplies down the tree.

    Subclasses override the hooks ``on_update``, ``on_draw`` and ``on_event``;
    ``draw`` must never change game or animation state.

    The app redraws only what changed (``render/damage.py``): a node that
    draws something itself is redrawn when its ``draw_state`` changes, its
    box moves or its inherited opacity changes. ``draw_state`` is every
    attribute of the node by default; a node names the attributes that never
    change its picture (caches) in ``UNDRAWN``, and those of a slow pulse that
    may be shown at the idle tick rate in ``LOW_RATE``. A node that draws
    outside its box plus ``DRAW_MARGIN`` says where in ``draw_bounds``.
    """

    UNDRAWN: ClassVar[frozenset[str]] = frozenset()
    """Attributes that never change what the node draws (caches, callbacks)."""
    LOW_RATE: ClassVar[frozenset[str]] = frozenset()
    """Attributes of a slow pulse: their change may be shown at the idle tick rate."""
    DRAW_MARGIN: ClassVar[float] = 24.0
    """How far (logical pixels) ``on_draw`` may draw outside the node's box (glows, shadows)."""

    def __init__(
        self,
        pos: Point = (0.0, 0.0),
        size: Point = (0.0, 0.0),
        *,
        anchor: Point = (0.0, 0.0),
        z: int = 0,
        visible: bool = True,
        opacity: float = 1.0,
    ) -> None:
        self.pos: Point = pos
        self.size: Point = size
        self.anchor: Point = anchor
        self.z = z
        self.visible = visible
        self.opacity = opacity
        self.parent: Node | None = None
        self._children: list[Node] = []

    # -- tree --------------------------------------------------------------------

    @property
    def children(self) -> tuple[Node, ...]:
        """The direct children, in insertion order."""
        return tuple(self._children)

    def add(self, child: N) -> N:
        """Attach ``child`` (detaching it from any other parent) and return it."""
        if child is self or child in self.ancestors():
            raise ValueError("a node cannot contain itself")
        if child.parent is not None:
            child.parent.remove(child)
        child.parent = self
        self._children.append(child)
        return child

    def remove(self, child: Node) -> None:
        """Detach ``child``; a ValueError if it is not a child of this node."""
        self._children.remove(child)
        child.parent = None

    def remove_from_parent(self) -> None:
        """Detach this node from its parent, if any."""
        if self.parent is not None:
            self.parent.remove(self)

    def clear(self) -> None:
        """Detach every child."""
        for child in list(self._children):
            self.remove(child)

    def ancestors(self) -> Iterator[Node]:
        """The parent, its parent, and so on up to the root."""
        node = self.parent
        while node is not None:
            yield node
            node = node.parent

    def children_bottom_up(self) -> list[Node]:
        """Children in drawing order: ascending z, ties in insertion order."""
        return sorted(self._children, key=lambda child: child.z)

    # -- geometry ----------------------------------------------------------------

    @property
    def x(self) -> float:
        """Horizontal position relative to the parent."""
        return self.pos[0]

    @x.setter
    def x(self, value: float) -> None:
        self.pos = (value, self.pos[1])

    @property
    def y(self) -> float:
        """Vertical position relative to the parent."""
        return self.pos[1]

    @y.setter
    def y(self, value: float) -> None:
        self.pos = (self.pos[0], value)

    @property
    def world_pos(self) -> Point:
        """Where the anchor point sits on screen."""
        ox, oy = self.parent.origin if self.parent is not None else (0.0, 0.0)
        return (ox + self.pos[0], oy + self.pos[1])

    @property
    def world_rect(self) -> pygame.FRect:
        """The node's box on screen."""
        wx, wy = self.world_pos
        w, h = self.size
        return pygame.FRect(wx - self.anchor[0] * w, wy - self.anchor[1] * h, w, h)

    @property
    def origin(self) -> Point:
        """Top-left corner of the box on screen: children's positions start here."""
        rect = self.world_rect
        return (rect.x, rect.y)

    def contains(self, point: Point) -> bool:
        """True if the screen point lies inside the node's box."""
        return bool(self.world_rect.collidepoint(point))

    @property
    def world_opacity(self) -> float:
        """Opacity after multiplying in every ancestor's."""
        opacity = self.opacity
        for node in self.ancestors():
            opacity *= node.opacity
        return max(0.0, min(1.0, opacity))

    # -- frame loop ----------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Advance this node, then its children, by ``dt`` seconds."""
        self.on_update(dt)
        for child in list(self._children):
            child.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw this node, then its children bottom-up; nothing if invisible.

        While the app redraws one damaged area (``drawing_region``), a node
        whose drawing lies wholly outside it is skipped.
        """
        if not self.visible:
            return
        if _region_area is not None:
            reach = _region_reach.get(self, _UNKNOWN)
            if reach is None or (reach is not _UNKNOWN and not reach.colliderect(_region_area)):
                return  # neither this node nor anything under it draws in the area
        if _region_area is None or _touches_region(self):
            self.on_draw(surface)
        for child in self.children_bottom_up():
            child.draw(surface)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Offer ``event`` to the children top-most first, then to this node.

        Returns True as soon as one consumes it. Invisible nodes take no events.
        """
        if not self.visible:
            return False
        for child in reversed(self.children_bottom_up()):
            if child.handle_event(event):
                return True
        return self.on_event(event)

    # -- redrawing only what changed ---------------------------------------------

    def draws_itself(self) -> bool:
        """Whether this node draws anything itself (rather than only through its children)."""
        cls = type(self)
        known = _DRAWS_ITSELF.get(cls)
        if known is None:
            known = cls.on_draw is not Node.on_draw or cls.draw is not Node.draw
            _DRAWS_ITSELF[cls] = known
        return known

    def draw_state(self) -> tuple[tuple[object, ...], tuple[object, ...]]:
        """(what the node draws, its slow pulse): compared frame to frame to find changes.

        By default every attribute except the tree links, ``UNDRAWN`` and
        ``LOW_RATE``, then the ``LOW_RATE`` attributes; lists, dicts, sets and
        rectangles are copied, so a change made in place is seen too.
        """
        cls = type(self)
        skipped = _SKIPPED.get(cls)
        if skipped is None:
            skipped = _TREE_LINKS | cls.UNDRAWN | cls.LOW_RATE
            _SKIPPED[cls] = skipped
        values = self.__dict__
        state = tuple([_frozen(value) if type(value) in _IN_PLACE else value
                       for name, value in values.items() if name not in skipped])
        pulse = tuple([values.get(name) for name in cls.LOW_RATE]) if cls.LOW_RATE else ()
        return state, pulse

    def draw_bounds(self, box: pygame.FRect) -> pygame.FRect:
        """Where ``on_draw`` may draw (logical pixels), given the node's box on screen."""
        margin = 2 * self.DRAW_MARGIN
        return box.inflate(margin, margin)

    # -- hooks -------------------------------------------------------------------

    def on_update(self, dt: float) -> None:
        """Hook: advance this node's own state."""

    def on_draw(self, surface: pygame.Surface) -> None:
        """Hook: draw this node itself (children are drawn afterwards, on top)."""

    def on_event(self, event: pygame.event.Event) -> bool:
        """Hook: handle an event no child consumed; True to consume it."""
        return False


_TREE_LINKS = frozenset({"parent", "_children"})
_SKIPPED: dict[type[Node], frozenset[str]] = {}
_DRAWS_ITSELF: dict[type[Node], bool] = {}

_IN_PLACE = frozenset({list, dict, set, pygame.Rect, pygame.FRect})
_frame = 0
_region_area: pygame.Rect | None = None
_region_bounds: dict[Node, pygame.Rect] = {}
_region_reach: dict[Node, pygame.Rect | None] = {}
_UNKNOWN = pygame.Rect(0, 0, 0, 0)


def _frozen(value: object) -> object:
    """``value``, copied if it is a container or rectangle that may change in place."""
    if isinstance(value, list):
        return tuple(value)
    if isinstance(value, dict):
        return tuple(value.items())
    if isinstance(value, set):
        return frozenset(value)
    if isinstance(value, pygame.Rect | pygame.FRect):
        return (type(value), value.x, value.y, value.w, value.h)
    return value


def _touches_region(node: Node) -> bool:
    bounds = _region_bounds.get(node)
    return bounds is None or _region_area is None or bounds.colliderect(_region_area)


def drawing_frame() -> int:
    """The number of the frame being drawn (the app counts them; see ``next_drawing_frame``)."""
    return _frame


def next_drawing_frame() -> None:
    """A new frame starts drawing (images made for one frame may be reused within it)."""
    global _frame
    _frame += 1


def drawing_region(area: pygame.Rect | None, bounds: dict[Node, pygame.Rect],
                   reach: dict[Node, pygame.Rect | None] | None = None) -> None:
    """Draw from now on only the nodes whose ``bounds`` (canvas) touch ``area``; None: all.

    The app sets this while it redraws one damaged area, with the surface's
    clip set to ``area``; nodes missing from ``bounds`` are always drawn.
    ``reach``: where each node and its descendants draw (None: nowhere); a
    subtree that does not reach ``area`` is skipped whole, nodes missing from
    it are walked.
    """
    global _region_area, _region_bounds, _region_reach
    _region_area = area
    _region_bounds = bounds if area is not None else {}
    _region_reach = (reach or {}) if area is not None else {}


def blit_with_opacity(
    target: pygame.Surface, image: pygame.Surface, topleft: Point, opacity: float
) -> None:
    """Blit ``image`` at ``opacity`` (0..1) without altering ``image`` itself.

    ``topleft`` is in logical pixels; ``image`` is in canvas pixels, drawn at
    the render scale (see ``render/scale.py``).
    """
    _blit(target, image, (round(topleft[0] * scale.get()), round(topleft[1] * scale.get())),
          opacity)


def blit_centred(
    target: pygame.Surface, image: pygame.Surface, centre: Point, opacity: float
) -> None:
    """Blit ``image`` (canvas pixels) centred on the logical point ``centre``, at ``opacity``."""
    k = scale.get()
    _blit(target, image, (round(centre[0] * k - image.get_width() / 2),
                          round(centre[1] * k - image.get_height() / 2)), opacity)


def _blit(target: pygame.Surface, image: pygame.Surface, dest: tuple[int, int],
          opacity: float) -> None:
    if opacity <= 0.0:
        return
    if opacity >= 1.0:
        target.blit(image, dest)
        return
    # the image's own alpha set for this blit and put back: a copy of a large image (a glow,
    # a panel at 4K) cost up to 1 ms a frame while it faded
    kept = image.get_alpha()
    image.set_alpha(round(opacity * 255))
    try:
        target.blit(image, dest)
    finally:
        image.set_alpha(kept)
