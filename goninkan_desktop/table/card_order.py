"""B5, one key away (O): the order of the cards in the trump suit, which is unusual.

The trump 5 above the joker, then the sei-jack and the ura-jack (the J of the other suit of
the same colour), then A K Q 10 … 2. The order comes from the engine's own tables
(``engine.bidding_tricks``), never worked out here. Before trump is set (the auction) every
suit is shown as it would rank if it became trump.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.cards import SUITS, Card
from goninkan_desktop.i18n import t
from goninkan_desktop.table.games import BIDDING_TABLE, card_name, special_cards, trump_order
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.dialog import PRIMARY
from goninkan_desktop.ui.nodes.panel import Paragraph, SuitIcon
from goninkan_desktop.ui.nodes.sprite import CardNode
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.overlay import Overlay
from goninkan_desktop.ui.render import theme
from goninkan_desktop.ui.render.cards import CardRenderer, card_height

_INK = theme.TEXT_DARK
_MARGIN = 32.0
"""Room between a row and the panel's edge."""
_ICON_ROOM = 44.0
"""From the suit's icon to the centre of the row's first card."""
_LABEL = (90, 70, 30)


class CardOrderScene(Overlay):
    """The trump suit from the top, as cards (each suit while trump is not set), with a line on
    the other suits."""

    kind = "card_order"

    def __init__(self, renderer: CardRenderer, trump: int | None, *,
                 on_close: Callable[[], object] | None = None) -> None:
        suits = SUITS if trump is None else (trump,)
        width = 1100.0
        card_w = 56 if trump is not None else 40
        row_h = card_height(card_w) + 14.0
        height = 316.0 + row_h * len(suits)
        super().__init__((width, height), on_close=on_close)
        card = self.card
        title = t("bid.order.title_none") if trump is None else t(
            "bid.order.title", suit=BIDDING_TABLE.suit_name(trump))
        card.add(TextNode(title, (width / 2, 24.0), size=theme.fs(theme.SIZE_TITLE - 8),
                          colour=_INK, anchor=(0.5, 0.0)))
        card.add(TextNode(t("bid.order.trumps"), (width / 2, 80.0),
                          size=theme.fs(theme.SIZE_SMALL - 2), colour=_LABEL, anchor=(0.5, 0.0)))
        self.rows: dict[int, list[Card]] = {}
        y = 116.0
        for suit in suits:
            self.rows[suit] = self._row(renderer, suit, card_w, y + row_h / 2, width)
            y += row_h
        self.cards_shown = self.rows[trump] if trump is not None else []
        """The trump suit's cards from the top (none before trump is set)."""
        ura = card_name(special_cards(trump if trump is not None else 3)[3], BIDDING_TABLE)
        how = t("bid.order.how", ura=ura) if trump is not None else t("bid.order.no_trump")
        card.add(Paragraph(how, (60.0, y + 14.0), width - 120, size=theme.SIZE_BODY - 6,
                           colour=_INK, align=0.5))
        card.add(Paragraph(t("bid.order.others"), (60.0, y + 78.0), width - 120,
                           size=theme.SIZE_BODY - 6, colour=(110, 106, 96), align=0.5))
        self.button = card.add(Button(t("bid.order.close"), (width / 2 - 110, height - 74),
                                      (220.0, 56.0), on_click=self.close,
                                      font_size=theme.fs(theme.SIZE_BODY), style=PRIMARY))
        self.button.focused = True

    def _row(self, renderer: CardRenderer, suit: int, card_w: int, centre_y: float,
             width: float) -> list[Card]:
        cards = trump_order(suit)
        room = width - 2 * _MARGIN - _ICON_ROOM - card_w  # for the steps between the cards
        step = min(card_w + 8.0, room / max(1, len(cards) - 1))
        row_width = _ICON_ROOM + step * (len(cards) - 1) + card_w
        left = (width - row_width) / 2 + _ICON_ROOM + card_w / 2  # the first card's centre
        self.card.add(SuitIcon(suit, (left - _ICON_ROOM, centre_y), 28))
        special = set(special_cards(suit))
        for index, card in enumerate(cards):
            node = self.card.add(CardNode(renderer, card, card_w, (left + index * step, centre_y)))
            node.highlight = card in special
            node.z = index
        return cards
