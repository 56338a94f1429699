"""Procedural drawing: card faces, backs and suit symbols."""

from goninkan_desktop.ui.render.cards import (
    ALL_CODES,
    BACK_STYLES,
    CARD_ASPECT,
    JOKER,
    RANKS,
    SUITS,
    CardRenderer,
    card_height,
    dim,
    draw_suit,
    is_face_card,
    parse_code,
    suit_colour,
    suit_surface,
)

__all__ = [
    "ALL_CODES",
    "BACK_STYLES",
    "CARD_ASPECT",
    "JOKER",
    "RANKS",
    "SUITS",
    "CardRenderer",
    "card_height",
    "dim",
    "draw_suit",
    "is_face_card",
    "parse_code",
    "suit_colour",
    "suit_surface",
]
