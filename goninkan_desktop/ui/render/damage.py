"""What changed on screen since the last frame: the areas to redraw, and whether anything moves.

Every frame the app walks the node trees of the scenes it shows and keeps, for
each node that draws something itself, a *snapshot*: the node's own state
(``Node.draw_state``), the opacity it inherits and the canvas rectangle it
covers (``Node.draw_bounds``). Comparing two frames' snapshots gives the areas
to redraw: where a node was and where it is now, for every node that changed,
appeared or went away. Only those areas are drawn again (clipped, from the
felt up), and only they are sent to the window; the rest of the canvas keeps
last frame's pixels.

A change that is only a slow pulse (``Node.LOW_RATE``) still damages the
screen but does not count as *moving*: the app may show it at its idle tick
rate instead of 60 times a second.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

import pygame

from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.render import scale

_ANYWHERE = pygame.Rect(-(1 << 20), -(1 << 20), 1 << 21, 1 << 21)

MAX_AREAS = 6
"""At most this many separate areas are redrawn per frame (closest ones are merged)."""
FULL_SHARE = 0.6
"""If the damaged areas cover more than this share of the canvas, redraw all of it."""


Entry = tuple[object, object, pygame.Rect]
"""One node's snapshot: (what it draws with its opacity, its slow pulse, its canvas rectangle)."""


@dataclass
class Snapshot:
    """One frame's drawing nodes: their entries, and their canvas rectangles alone."""

    entries: dict[Node, Entry] = field(default_factory=dict)
    bounds: dict[Node, pygame.Rect] = field(default_factory=dict)
    reach: dict[Node, pygame.Rect | None] = field(default_factory=dict)
    """Every visible node: where it and all its descendants draw (None: nowhere), so redrawing
    one area skips whole subtrees elsewhere on the screen."""


@dataclass
class Damage:
    """The result of comparing two frames."""

    areas: list[pygame.Rect] = field(default_factory=list)
    """Canvas rectangles to redraw (empty: nothing changed)."""
    full: bool = False
    """Redraw the whole canvas."""
    moving: bool = False
    """Something other than a slow pulse changed: keep drawing at the full frame rate."""

    @property
    def any(self) -> bool:
        """Whether anything must be drawn."""
        return self.full or bool(self.areas)


def snapshot(roots: Iterable[Node]) -> Snapshot:
    """Every visible drawing node under ``roots`` with its state and canvas rectangle."""
    shot = Snapshot()
    k = scale.get()
    for root in roots:
        _walk(root, 0.0, 0.0, 1.0, shot, k)
    return shot


def _walk(node: Node, ox: float, oy: float, parent_opacity: float, shot: Snapshot,
          k: float) -> pygame.Rect | None:
    """Note ``node`` and its subtree in ``shot``; returns where the subtree draws (or None)."""
    if not node.visible:
        return None
    w, h = node.size
    x = ox + node.pos[0] - node.anchor[0] * w
    y = oy + node.pos[1] - node.anchor[1] * h
    opacity = parent_opacity * node.opacity
    if node.draws_itself():
        state, pulse = node.draw_state()
        if type(node).draw_bounds is not Node.draw_bounds:
            bounds = scale.rect(node.draw_bounds(pygame.FRect(x, y, w, h))).inflate(4, 4)
        elif w == 0 and h == 0:
            bounds = _ANYWHERE  # a node without a box may draw anywhere (a backdrop)
        else:
            m = node.DRAW_MARGIN
            bounds = pygame.Rect(int((x - m) * k) - 2, int((y - m) * k) - 2,
                                 int((w + 2 * m) * k) + 6, int((h + 2 * m) * k) + 6)
        shot.entries[node] = ((state, round(opacity, 3)), pulse, bounds)
        shot.bounds[node] = bounds
        reach: pygame.Rect | None = bounds
    else:
        reach = None
    for child in node.children_bottom_up():
        below = _walk(child, x, y, opacity, shot, k)
        if below is not None:
            reach = below if reach is None else reach.union(below)
    shot.reach[node] = reach
    return reach


def compare(before: Snapshot, after: Snapshot, canvas: pygame.Rect, *,
            pulses: bool = True) -> Damage:
    """The areas of ``canvas`` to redraw to turn frame ``before`` into frame ``after``.

    ``pulses``: whether a change of a slow pulse alone is redrawn this time.
    """
    damage = Damage()
    rects: list[pygame.Rect] = []
    old_entries = before.entries
    for node, entry in after.entries.items():
        old = old_entries.get(node)
        if old is None:
            rects.append(entry[2])
            damage.moving = True
        elif old[0] != entry[0] or old[2] != entry[2]:
            rects.append(old[2])
            rects.append(entry[2])
            damage.moving = True
        elif pulses and old[1] != entry[1]:
            rects.append(entry[2])
    new_entries = after.entries
    for node, entry in old_entries.items():
        if node not in new_entries:
            rects.append(entry[2])
            damage.moving = True
    areas = merge([r.clip(canvas) for r in rects if r.colliderect(canvas)])
    if sum(r.w * r.h for r in areas) > FULL_SHARE * canvas.w * canvas.h:
        damage.full = True
        damage.areas = [canvas.copy()]
    else:
        damage.areas = areas
    return damage


def merge(rects: list[pygame.Rect], limit: int = MAX_AREAS) -> list[pygame.Rect]:
    """Overlapping rectangles joined, then the pairs that waste least joined until ``limit``."""
    areas: list[pygame.Rect] = []
    for rect in rects:
        rect = rect.copy()
        joined = True
        while joined:
            joined = False
            for other in areas:
                if other.colliderect(rect):
                    areas.remove(other)
                    rect.union_ip(other)
                    joined = True
                    break
        areas.append(rect)
    while len(areas) > limit:
        best: tuple[int, int, int] | None = None
        for i in range(len(areas)):
            for j in range(i + 1, len(areas)):
                union = areas[i].union(areas[j])
                waste = union.w * union.h - areas[i].w * areas[i].h - areas[j].w * areas[j].h
                if best is None or waste < best[0]:
                    best = (waste, i, j)
        assert best is not None
        _, i, j = best
        union = areas[i].union(areas[j])
        del areas[j], areas[i]
        areas = merge([*areas, union], limit)
    return areas
