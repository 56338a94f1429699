"""What is drawn over what: the nodes of a scene in drawing order, and what each covers."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.guide import Highlights


def drawn_in_order(node: Node) -> Iterator[Node]:
    """``node`` and every visible node under it, in the order they are drawn."""
    if not node.visible:
        return
    yield node
    for child in node.children_bottom_up():
        yield from drawn_in_order(child)


def painted(node: Node) -> list[pygame.FRect]:
    """Where ``node`` itself paints (not its children): nothing for a mere container."""
    if isinstance(node, Highlights):
        return list(node.targets())
    if type(node).on_draw is Node.on_draw:
        return []
    return [pygame.FRect(node.world_rect)]


def drawn_over(root: Node, dialog: Node) -> list[Node]:
    """The nodes outside ``dialog`` drawn after it that paint over any part of it."""
    order = list(drawn_in_order(root))
    own = set(drawn_in_order(dialog))
    area = dialog.world_rect
    return [node for node in order[order.index(dialog) + 1:] if node not in own
            and any(rect.colliderect(area) for rect in painted(node))]
