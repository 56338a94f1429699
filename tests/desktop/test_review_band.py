"""The review's band (issue 41): the trick strip's legend sat 2 px above the band's border,
the mark of the tile on screen (the 8-px focus ring) covered the legend's top 5 px, and a long
verdict with a legend of two rows left 0.4–1.4 px above the top trick cards. Now each is clear
of the others at every step, in the worst case (the bidding game's three-line verdict and a
legend of two rows) too; the mark is seen in the rendered pixels where it should end."""

from __future__ import annotations

import math

import pygame
import pytest
from review_records import played_match
from test_review_bidding import _answers, _open
from test_review_scene import _answers_of_every_kind, _review

from goninkan_desktop.review.scene import VERDICT_ROOM, ReviewScene
from goninkan_desktop.review.strip_tile import TILE_MARK, StripTile
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.nodes.button import Button

DT = 1 / 60
BORDER = 2.0
"""The band's border, inside its box."""
CLEAR = 2.0
"""The least room between two things the player must tell apart."""


def card_top(card: pygame.sprite.Sprite) -> float:
    """The top of a trick card as drawn, turned by its angle about its centre."""
    rect = card.world_rect
    angle = math.radians(card.rotation)
    return rect.centery - (rect.w / 2 * abs(math.sin(angle)) + rect.h / 2 * abs(math.cos(angle)))


FOCUS_RING = 8.0
"""How far a button's focus ring reaches outside it (``ui/nodes/button.py``)."""


def mark_rect(tile: Button) -> pygame.FRect:
    """Where the tile and the mark of the tile on screen are drawn."""
    reach = TILE_MARK if isinstance(tile, StripTile) else FOCUS_RING
    return tile.world_rect.inflate(2 * reach, 2 * reach)


def marked(scene: ReviewScene) -> Button | None:
    tiles = [*scene.strip_cells, *([scene.calls_cell] if scene.calls_cell else [])]
    lit = [tile for tile in tiles if tile.focused]
    assert len(lit) <= 1
    return lit[0] if lit else None


def problems(scene: ReviewScene) -> list[str]:
    """What touches what in the band now: the legend and its border, the tile's mark and the
    legend or the verdict, the band and the top trick cards."""
    found = []
    band = scene.band.world_rect
    inside = band.inflate(-2 * (BORDER + CLEAR), -2 * (BORDER + CLEAR))
    legend = [node.world_rect for node in scene.legend.children]
    for rect in legend:
        if not inside.contains(rect):
            found.append(f"legend {rect} on the border of {band}")
    tile = marked(scene)
    if tile is not None:
        mark = mark_rect(tile)
        if not inside.contains(mark):
            found.append(f"mark {mark} leaves the band {band}")
        for rect in [*legend, scene.verdict.world_rect]:
            if mark.inflate(0, 2 * CLEAR).colliderect(rect):
                found.append(f"mark {mark} on {rect}")
    for card in scene.table.trick.cards.values():
        if card_top(card) < band.bottom + CLEAR:
            found.append(f"band bottom {band.bottom} over a trick card at {card_top(card):.1f}")
    return found


def every_step(app: App, scene: ReviewScene) -> list[str]:
    found = []
    for step in scene.walk.steps:
        scene.go(step.index)
        app.frame(DT)
        found += [f"step {step.index}: {p}" for p in problems(scene)]
    return found


def test_goninkan_band_legend_mark_and_cards_are_clear(lang: str) -> None:
    jobs: list = []
    app, scene = _review(played_match(4), jobs=jobs)
    jobs[-1].ready.extend(_answers_of_every_kind(scene))
    app.frame(DT)
    assert len({round(n.world_rect.top) for n in scene.legend.children}) >= 1
    assert not every_step(app, scene)
    app.clear_scenes()


@pytest.mark.parametrize("player", [0, 2])
def test_bidding_band_with_three_lines_and_two_legend_rows_is_clear(
        lang: str, player: int) -> None:
    app, scene = _open(player)
    scene.jobs[0].ready.extend(_answers(scene, player))  # type: ignore[attr-defined]
    app.frame(DT)
    assert not every_step(app, scene)
    if lang == "en":  # the worst case was met: three lines of verdict, two rows of legend
        scene.go(len(scene.walk.steps) - 1)
        app.frame(DT)
        assert scene.verdict.size[1] > VERDICT_ROOM  # more than two lines
        assert len({round(n.world_rect.centery) for n in scene.legend.children}) == 2
    app.clear_scenes()


def test_the_tile_on_screen_is_marked_close_and_the_mark_ends_above_the_legend() -> None:
    """Rendered pixels: the gold edge right under the marked tile, the band's own colour
    between the mark and the legend, and no wide focus ring round the tile."""
    app, scene = _review(played_match(4))
    scene.to_trick(3)
    for _ in range(30):
        app.frame(DT)
    tile = marked(scene)
    assert tile is not None
    surface = app.render()
    rect = tile.world_rect
    x = round(rect.centerx)

    def colour(y: float) -> tuple[int, int, int]:
        pixel = surface.get_at((x, round(y)))
        return (pixel.r, pixel.g, pixel.b)

    gold = tile.style.focus
    near = [colour(rect.bottom + dy) for dy in (0.5, 1.5, 2.5)]
    assert any(sum(abs(a - b) for a, b in zip(c, gold, strict=True)) < 90 for c in near), near
    legend_top = min(n.world_rect.top for n in scene.legend.children)
    for y in range(math.ceil(rect.bottom + TILE_MARK + 0.5), math.floor(legend_top)):
        pixel = colour(y)
        assert sum(abs(a - b) for a, b in zip(pixel, gold, strict=True)) > 150, (y, pixel)
    app.clear_scenes()
