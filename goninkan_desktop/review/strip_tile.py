"""A tile of the review's trick strip, and the mark of the tile the screen is about.

The tile of the moment is marked by a gold edge hugging it, ``TILE_MARK`` wide,
rather than the buttons' focus ring: that ring reaches 8 px out and covered the
top of the legend under the strip (issue 41). ``focused`` still says which tile
is marked (the strip's tiles take no keyboard focus: the arrow keys step the
review).
"""

from __future__ import annotations

import pygame

from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.render import scale

TILE_MARK = 3.0
"""How far the mark of the tile on screen reaches outside the tile (logical pixels)."""
_EDGE = (20, 16, 8)
"""The mark's dark outer line, which keeps the gold visible on the band and on a tile."""


class StripTile(Button):
    """A trick's (or the calls') tile: a button, marked by a close gold edge when focused."""

    LABEL_PAD = 4.0
    """Room on each side of a tile's number (a button keeps 8): seventeen trick tiles leave a
    tile 31 px wide at the most, room for "17" at the band's text size but not for a button's
    8 px on each side, which set the numbers smaller (below ``theme.MIN_TEXT_PX`` at 960 × 600)."""

    def on_draw(self, surface: pygame.Surface) -> None:
        marked = self.focused
        self.focused = False  # the tile itself, without the wide focus ring
        try:
            super().on_draw(surface)
        finally:
            self.focused = marked
        if marked:
            outer = scale.rect(self.world_rect.inflate(2 * TILE_MARK, 2 * TILE_MARK))
            radius = scale.ipx(self.style.radius + TILE_MARK)
            pygame.draw.rect(surface, _EDGE, outer, scale.line(1), border_radius=radius)
            pygame.draw.rect(surface, self.style.focus, outer.inflate(-2 * scale.line(1),
                                                                      -2 * scale.line(1)),
                             scale.line(2), border_radius=radius)
