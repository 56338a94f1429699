"""The decision dialogs: suits (joker lead R18, kime-yaku trump R26) and the nijū-kan pick (R13).

Each picker only shows and reports: the caller turns a pick into an action
and the engine judges it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import partial

import pygame

from engine.cards import (
    ALL_SUIT_OF,
    CLUBS,
    DIAMONDS,
    HEARTS,
    SPADES,
    SUIT_LETTERS,
    SUITS,
    Card,
    Suit,
)
from goninkan_desktop.i18n import t
from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.button import Button, ButtonStyle
from goninkan_desktop.ui.nodes.dialog import PRIMARY, Choice, Dialog
from goninkan_desktop.ui.nodes.panel import SuitIcon
from goninkan_desktop.ui.nodes.sprite import CardNode
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import theme
from goninkan_desktop.ui.render.cards import CardRenderer, card_height

_SUIT_KEYS = {CLUBS: pygame.K_1, DIAMONDS: pygame.K_2, HEARTS: pygame.K_3, SPADES: pygame.K_4}
"""Digits only: a letter would clash with the table's keys (H is "Hint", S the speed), and
naming the trump cannot be taken back, so it never sits on a letter that means something else."""
_TILE = ButtonStyle(fill=(252, 250, 242), hover=(255, 246, 214), pressed=(236, 222, 180),
                    border=(176, 128, 36), radius=16)
_TILE_TRUMP = ButtonStyle(fill=(255, 238, 190), hover=(255, 232, 170), pressed=(236, 210, 140),
                          border=(176, 128, 36), radius=16)


class SuitTile(Button):
    """A big button for one suit: the symbol, its name and how many of it are in hand."""

    def __init__(self, suit: Suit, count: int | None, on_click: Callable[[], object], *,
                 current: bool = False, suit_keys: str = "suit") -> None:
        super().__init__("", size=(132.0, 168.0), on_click=on_click,
                         style=_TILE_TRUMP if current else _TILE)
        self.suit = suit
        self.add(SuitIcon(suit, (66.0, 56.0), 70))
        self.add(TextNode(t(f"{suit_keys}.{SUIT_LETTERS[suit]}"), (66.0, 104.0),
                          size=theme.fs(theme.SIZE_BODY - 4), colour=theme.TEXT_DARK,
                          anchor=(0.5, 0.0)))
        if count is not None:
            self.add(TextNode(t("table.picker.in_hand", count=count), (66.0, 134.0),
                              size=theme.fs(theme.SIZE_SMALL), colour=(90, 90, 96),
                              anchor=(0.5, 0.0)))


def suit_counts(hand: Iterable[Card]) -> dict[Suit, int]:
    """How many cards of each suit are in a hand (the joker counts for none)."""
    suits = [ALL_SUIT_OF[card] for card in hand]
    return {suit: suits.count(suit) for suit in SUITS}


def suit_picker(title: str, text: str, hand: Iterable[Card], on_pick: Callable[[Suit], object],
                *, on_cancel: Callable[[], object] | None = None,
                shown: Sequence[Card] = (), shown_label: str = "",
                renderer: CardRenderer | None = None, suit_keys: str = "suit") -> Dialog:
    """Four suit tiles (keys 1–4, or arrows and Enter) with the count of each in hand;
    ``suit_keys``: the keys of the suits' names (the bidding game's ``bid.suit``).

    Cards shown to the player (kime-yaku, R26) sit to the left of the tiles,
    so the player can weigh them with the hand, which stays in view below.
    """
    show_cards = bool(shown) and renderer is not None
    tiles_width = 4 * 132.0 + 3 * 16.0
    card_w = 92 if len(shown) <= 2 else 72 if len(shown) <= 3 else 54
    cards_width = len(shown) * (card_w + 12) - 12 if show_cards else 0.0
    dialog = Dialog(title, max(720.0, tiles_width + cards_width + 64 + (40 if show_cards else 0)))
    dialog.paragraph(text)
    band = Node((0.0, 0.0), (dialog.inner_width, 168.0 + (34 if show_cards else 0)))
    dialog.content(band, band.size[1])
    top = 0.0
    x = (dialog.inner_width - tiles_width - (cards_width + 40 if show_cards else 0)) / 2
    if show_cards and renderer is not None:
        band.add(TextNode(shown_label, (x + cards_width / 2, 0.0),
                          size=theme.fs(theme.SIZE_SMALL - 4),
                          colour=(90, 70, 30), anchor=(0.5, 0.0)))
        band.add(_card_row(renderer, shown, card_w, cards_width)).pos = (x, 34.0 + (
            168.0 - card_height(card_w)) / 2)
        tiles_centre = x + cards_width + 40 + tiles_width / 2
        band.add(TextNode(t("table.picker.your_hand"), (tiles_centre, 0.0),
                          size=theme.fs(theme.SIZE_SMALL - 4), colour=(90, 70, 30), anchor=(0.5,
                                                                                            0.0)))
        top = 34.0
        x += cards_width + 40
    counts = suit_counts(hand)
    for suit in SUITS:
        tile = band.add(SuitTile(suit, counts[suit], partial(on_pick, suit),
                                 suit_keys=suit_keys))
        tile.pos = (x, top)
        x += 132.0 + 16.0
        dialog.register_focus(tile)
        dialog.bind_key(_SUIT_KEYS[suit], tile)
    dialog.focus_button(0)
    if on_cancel is not None:
        dialog.on_cancel = on_cancel
        dialog.buttons_row([Choice(t("table.picker.cancel"), on_cancel, width=200.0)])
        dialog.focus_button(0)
    return dialog.finish()


def _card_row(renderer: CardRenderer, cards: Sequence[Card], width: int,
              band_width: float) -> Node:
    row = Node((0.0, 0.0), (band_width, float(card_height(width))))
    gap = 12.0
    total = len(cards) * width + (len(cards) - 1) * gap
    x = (band_width - total) / 2 + width / 2
    for card in cards:
        row.add(CardNode(renderer, card, width, (x, card_height(width) / 2)))
        x += width + gap
    return row


class BlindRow(Node):
    """A row of face-down cards to pick one from by position (R13: nobody sees them)."""

    def __init__(self, renderer: CardRenderer, count: int, width: int, band_width: float,
                 on_pick: Callable[[int], object] | None) -> None:
        super().__init__((0.0, 0.0), (band_width, float(card_height(width)) + 16))
        self.on_pick = on_pick
        self.cards: list[CardNode] = []
        self.picked: int | None = None
        self.focus: int | None = None
        gap = 10.0
        total = count * width + (count - 1) * gap
        x = (band_width - total) / 2 + width / 2
        for index in range(count):
            card = CardNode(renderer, None, width, (x, card_height(width) / 2 + 14), z=index)
            self.cards.append(self.add(card))
            x += width + gap

    def pick(self, index: int | None) -> None:
        """Mark card ``index`` as the one picked (raised, glowing)."""
        self.picked = index
        for i, card in enumerate(self.cards):
            card.highlight = i == index
            card.raised = i == index

    def set_focus(self, index: int | None) -> None:
        """Show the keyboard focus on card ``index``."""
        self.focus = index
        for i, card in enumerate(self.cards):
            if i != self.picked:
                card.lift = card.raise_height * 0.35 if i == index else 0.0

    def on_event(self, event: pygame.event.Event) -> bool:
        if self.on_pick is None or event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return event.type == pygame.MOUSEBUTTONDOWN and self.on_pick is not None and any(
                card.contains(event.pos) for card in self.cards)
        for index in range(len(self.cards) - 1, -1, -1):
            if self.cards[index].contains(event.pos):
                self.on_pick(index)
                return True
        return False


class NijukanBoard(Dialog):
    """R13: the holder's two key cards and the partner's ten cards, all face down.

    Interactive when the human is the middle player: pick one of each (mouse,
    or ↑/↓ to choose the row, ←/→ and Space to pick) and confirm. Otherwise it
    shows the CPU's pick being made.
    """

    def __init__(self, renderer: CardRenderer, title: str, text: str, key_label: str,
                 card_label: str, card_count: int,
                 on_confirm: Callable[[int, int], object] | None) -> None:
        super().__init__(title, 860.0)
        self.on_confirm = on_confirm
        interactive = on_confirm is not None
        self.paragraph(text)
        self.key_row = BlindRow(renderer, 2, 78, self.inner_width,
                                self._pick_key if interactive else None)
        self.card_row = BlindRow(renderer, card_count, 64, self.inner_width,
                                 self._pick_card if interactive else None)
        self._label(key_label)
        self.content(self.key_row, self.key_row.size[1])
        self._label(card_label)
        self.content(self.card_row, self.card_row.size[1])
        self._row = 0
        self.confirm: Button | None = None
        if interactive:
            self.buttons_row([Choice(t("table.nijukan.confirm"), self._confirm, primary=True,
                                     width=300.0)])
            self.confirm = self.buttons[0]
            self.confirm.enabled = False
            self.confirm.focused = False  # the rows have the keys (Enter confirms): one focus
            self.key_row.set_focus(0)
        self.finish()

    def _label(self, text: str) -> None:
        self.paragraph(text, size=theme.SIZE_SMALL - 2, colour=(90, 70, 30))

    def _pick_key(self, index: int) -> None:
        self.key_row.pick(index)
        self._row = 1
        self._refresh()

    def _pick_card(self, index: int) -> None:
        self.card_row.pick(index)
        self._refresh()

    def _refresh(self) -> None:
        if self.confirm is not None:
            self.confirm.enabled = self.key_row.picked is not None and \
                self.card_row.picked is not None
            if self.confirm.enabled:
                self.confirm.style = PRIMARY

    def _confirm(self) -> None:
        if self.on_confirm is not None and self.key_row.picked is not None and \
                self.card_row.picked is not None:
            self.on_confirm(self.key_row.picked, self.card_row.picked)

    def show_pick(self, key_position: int, card_position: int) -> None:
        """Show a pick (the CPU's, or the human's just confirmed)."""
        self.key_row.pick(key_position)
        self.card_row.pick(card_position)

    def _key(self, event: pygame.event.Event) -> bool:
        if self.on_confirm is None:
            return False
        rows = (self.key_row, self.card_row)
        row = rows[self._row]
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            self._row = 0 if event.key == pygame.K_UP else 1
            rows[1 - self._row].set_focus(None)
            rows[self._row].set_focus(rows[self._row].focus or 0)
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if event.key == pygame.K_LEFT else 1
            row.set_focus(((row.focus or 0) + step) % len(row.cards))
            return True
        if event.key == pygame.K_SPACE and row.focus is not None:
            (self._pick_key if self._row == 0 else self._pick_card)(row.focus)
            if self._row == 1:
                self.key_row.set_focus(None)
                self.card_row.set_focus(self.card_row.focus or 0)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._confirm()
            return True
        return False
