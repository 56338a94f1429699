"""B5, one key away (O): the order of the cards in the trump suit, which is unusual.

The trump 5 above the joker, then the sei-jack and the ura-jack (the J of the other suit of
the same colour), then A K Q 10 … 2. The order comes from the engine's own tables
(``engine.bidding_tricks``), never worked out here.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.cards import SUIT_LETTERS
from goninkan_desktop.i18n import t
from goninkan_desktop.table.games import order_codes, special_cards
from goninkan_desktop.table.view import TableView
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.dialog import PRIMARY
from goninkan_desktop.ui.nodes.panel import Paragraph
from goninkan_desktop.ui.nodes.sprite import CardNode
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.overlay import Overlay
from goninkan_desktop.ui.render import theme
from goninkan_desktop.ui.render.cards import CardRenderer

_INK = theme.TEXT_DARK
_CARD_W = 56


class CardOrderScene(Overlay):
    """The trump suit from the top, as cards, with a line on the other suits."""

    kind = "card_order"

    def __init__(self, renderer: CardRenderer, trump: int | None, *,
                 on_close: Callable[[], object] | None = None) -> None:
        width, height = 1000.0, 420.0
        super().__init__((width, height), on_close=on_close)
        card = self.card
        title = t("bid.order.title_none") if trump is None else t(
            "bid.order.title", suit=t(f"suit.{SUIT_LETTERS[trump]}"))
        card.add(TextNode(title, (width / 2, 26.0), size=theme.fs(theme.SIZE_TITLE - 8),
                          colour=_INK, anchor=(0.5, 0.0)))
        self.codes: list[str] = []
        if trump is None:
            card.add(Paragraph(t("bid.order.no_trump"), (60.0, 100.0), width - 120,
                               size=theme.SIZE_BODY - 4, colour=_INK, align=0.5))
        else:
            self.codes = order_codes(trump)
            card.add(TextNode(t("bid.order.trumps"), (width / 2, 88.0),
                              size=theme.fs(theme.SIZE_SMALL - 2), colour=(90, 70, 30),
                              anchor=(0.5, 0.0)))
            step = min(_CARD_W + 8.0, (width - 80.0) / len(self.codes))
            left = (width - step * (len(self.codes) - 1)) / 2
            special = set(special_cards(trump))
            for index, code in enumerate(self.codes):
                node = card.add(CardNode(renderer, code, _CARD_W, (left + index * step, 170.0)))
                node.highlight = code in special
                node.z = index
            ura = TableView.card_name(special_cards(trump)[3])
            card.add(Paragraph(t("bid.order.how", ura=ura), (60.0, 232.0), width - 120,
                               size=theme.SIZE_BODY - 6, colour=_INK, align=0.5))
            card.add(Paragraph(t("bid.order.others"), (60.0, 290.0), width - 120,
                               size=theme.SIZE_BODY - 6, colour=(110, 106, 96), align=0.5))
        self.button = card.add(Button(t("bid.order.close"), (width / 2 - 110, height - 76),
                                      (220.0, 56.0), on_click=self.close,
                                      font_size=theme.fs(theme.SIZE_BODY), style=PRIMARY))
        self.button.focused = True
