"""The smallest text a screen may draw: ``theme.MIN_TEXT_PX`` window pixels in the smallest
window the game offers (issue 41: the table's buttons and key hints, then the statistics'
figures, were 9 to 11 px at 960 × 600)."""

from __future__ import annotations

from collections.abc import Iterator

from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import theme

SMALL_WINDOW = (960, 600)
"""The smallest window the game offers (Settings, ``--window``)."""


def shown_texts(node: Node) -> Iterator[TextNode]:
    """Every text node drawn now under ``node`` (hidden nodes and their children are not)."""
    if not node.visible:
        return
    if isinstance(node, TextNode) and node.text.strip():
        yield node
    for child in node.children:
        yield from shown_texts(child)


def too_small(root: Node, window_scale: float) -> list[str]:
    """The texts under ``root`` drawn smaller than ``theme.MIN_TEXT_PX`` window pixels."""
    return [f"{node.text!r}: {node.font_size * window_scale:.1f} px"
            for node in shown_texts(root) if node.font_size * window_scale < theme.MIN_TEXT_PX]
