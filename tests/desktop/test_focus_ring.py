"""The keyboard's focus ring outlines exactly the focused card of the hand.

It used to be drawn over every card, so across the card to the right of the focused one (J♣
and J♠, 4♠ and A♦ seemed to share it). Now it lies under that neighbour, as the focused card
does: on the rendered screen no pixel of the ring falls on the neighbour, and every pixel of
it lies along the focused card's edges.
"""

from __future__ import annotations

import math

import pygame
from test_hand_focus import _play_turn_with_choice

from goninkan_desktop.ui.nodes.hand_fan import RING_OUTSET, RING_WIDTH
from goninkan_desktop.ui.nodes.sprite import CardNode
from goninkan_desktop.ui.render.cards import card_height


def _local(card: CardNode, point: tuple[int, int]) -> tuple[float, float]:
    """``point`` in the card's own frame: from its drawn centre, along its turned axes."""
    rect = card.world_rect
    dx, dy = card.draw_offset()
    cx, cy = rect.centerx + dx, rect.y + dy + card_height(card.width) / 2
    angle = math.radians(card.rotation)
    x, y = point[0] + 0.5 - cx, point[1] + 0.5 - cy
    return (x * math.cos(angle) - y * math.sin(angle), x * math.sin(angle) + y * math.cos(angle))


def _inside(card: CardNode, point: tuple[int, int], margin: float) -> bool:
    """Whether ``point`` lies on the card's face, ``margin`` inside its edges (< 0: outside)."""
    x, y = _local(card, point)
    return abs(x) <= card.world_rect.w / 2 - margin and \
        abs(y) <= card_height(card.width) / 2 - margin


def _on_face(card: CardNode, point: tuple[int, int]) -> bool:
    """Whether ``point`` lies on the card's face (its rounded corners left out)."""
    x, y = _local(card, point)
    half_w, half_h = card.world_rect.w / 2 - 1.0, card_height(card.width) / 2 - 1.0
    in_corner = abs(x) > half_w - CORNER and abs(y) > half_h - CORNER
    return abs(x) <= half_w and abs(y) <= half_h and not in_corner


CORNER = 8.0
"""A card's rounded corner fits in a square this wide (logical pixels)."""


def _ring_pixels(app, hand) -> list[tuple[int, int]]:  # type: ignore[no-untyped-def]
    """The screen pixels the focus ring changes (rendered with and without it)."""
    with_ring = app.render().copy()
    hand.ring.visible = False
    without = app.render().copy()
    hand.ring.visible = True
    width, height = with_ring.get_size()
    return [(x, y) for y in range(round(hand.world_rect.top) - 200, height)
            for x in range(width) if with_ring.get_at((x, y)) != without.get_at((x, y))]


def test_the_focus_ring_outlines_the_focused_card_alone(table_factory) -> None:
    table = _play_turn_with_choice(table_factory)
    hand = table.scene.table.hand
    playable = [i for i, c in enumerate(hand.held) if c in (hand.playable or ())]
    focused = next(i for i in playable if i < len(hand.cards) - 1)  # a card with a neighbour
    table.key(pygame.K_RIGHT)
    for _ in range(len(hand.cards)):
        if hand.highlighted == focused:
            break
        table.key(pygame.K_RIGHT)
    table.frames(30)  # the cards settle where they rise to
    assert hand.highlighted == focused and hand.ringed is hand.cards[focused]
    card, neighbour = hand.cards[focused], hand.cards[focused + 1]
    pixels = _ring_pixels(table.app, hand)
    assert len(pixels) > 200  # the ring is drawn
    on_neighbour = [p for p in pixels if _on_face(neighbour, p)]
    assert on_neighbour == []
    reach = RING_OUTSET + RING_WIDTH + 2.0
    assert all(_inside(card, p, -reach) and not _inside(card, p, 2.0) for p in pixels)

