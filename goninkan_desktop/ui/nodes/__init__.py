"""Scene-graph nodes: the things drawn on screen and the events they take."""

from goninkan_desktop.ui.nodes.base import Node, blit_with_opacity
from goninkan_desktop.ui.nodes.button import Button, ButtonState, ButtonStyle
from goninkan_desktop.ui.nodes.sprite import CardNode, ImageNode
from goninkan_desktop.ui.nodes.text import TextNode, get_font

__all__ = [
    "Button",
    "ButtonState",
    "ButtonStyle",
    "CardNode",
    "ImageNode",
    "Node",
    "TextNode",
    "blit_with_opacity",
    "get_font",
]
