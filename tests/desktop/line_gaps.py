"""Lines of a paragraph that touch: the gap between one line's lowest ink and the next line's
highest, in window pixels of the smallest window (960 × 600, three quarters of the layout).

Measured on the lines' own drawn images (their descenders, their accents and kanji), so a
paragraph whose words happen to clear each other passes, and one whose "g" sits on the next
line's "Ü" does not."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise

from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.panel import Paragraph
from goninkan_desktop.ui.nodes.text import TextNode

SMALL_SCALE = 0.75
"""Window pixels per layout pixel in the 960 × 600 window."""
LEAST_GAP = 2.0
"""The least clear space between two lines' ink, in window pixels at 960 × 600: less, and
after the scaling's smoothing they read as touching."""


def paragraphs(node: Node) -> Iterator[Paragraph]:
    """Every paragraph drawn now under ``node``."""
    if not node.visible:
        return
    if isinstance(node, Paragraph):
        yield node
    for child in node.children:
        yield from paragraphs(child)


def ink_gaps(paragraph: Paragraph) -> list[tuple[str, str, float]]:
    """(line, next line, the clear space between their ink in 960 × 600 window pixels)."""
    lines = sorted((child for child in paragraph.children
                    if isinstance(child, TextNode) and child.visible and child.text.strip()),
                   key=lambda line: line.world_rect.top)
    gaps = []
    for upper, lower in pairwise(lines):
        bottom = upper.world_rect.top + upper.rendered.get_bounding_rect().bottom
        top = lower.world_rect.top + lower.rendered.get_bounding_rect().top
        gaps.append((upper.text, lower.text, (top - bottom) * SMALL_SCALE))
    return gaps


def touching(root: Node, least: float = LEAST_GAP) -> list[str]:
    """The pairs of lines under ``root`` closer than ``least`` window pixels at 960 × 600."""
    return [f"{gap:.1f} px: {upper!r} / {lower!r}"
            for paragraph in paragraphs(root) for upper, lower, gap in ink_gaps(paragraph)
            if gap < least]
