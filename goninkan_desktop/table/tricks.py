"""Looking back: the last trick, and the log of every trick of the deal (R20: all public)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.cards import FACE_CARDS, CardSet
from engine.match import Trick
from goninkan_desktop.i18n import t
from goninkan_desktop.table.games import TableGame
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.dialog import PRIMARY
from goninkan_desktop.ui.nodes.panel import SuitIcon
from goninkan_desktop.ui.nodes.sprite import CardNode
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.overlay import Overlay
from goninkan_desktop.ui.render import theme
from goninkan_desktop.ui.render.cards import CardRenderer, card_height

_INK = theme.TEXT_DARK
_MUTED = (110, 106, 96)


def faces_in(trick: Trick, faces: CardSet = FACE_CARDS) -> int:
    """How many face cards a trick held."""
    return sum(1 for _, card in trick.plays if faces >> card & 1)


class LastTrickScene(Overlay):
    """The last finished trick, each card in front of the player who played it."""

    kind = "last_trick"

    def __init__(self, renderer: CardRenderer, trick: Trick | None, names: Sequence[str],
                 positions: dict[int, int], *, on_close: Callable[[], object] | None = None,
                 game: TableGame | None = None) -> None:
        game = game or TableGame()
        faces = game.faces
        width, height = 760.0, 600.0
        super().__init__((width, height), on_close=on_close)
        card = self.card
        title = game.say("table.log.last_trick", number=trick.number) if trick \
            else game.say("table.log.no_tricks")
        card.add(TextNode(title, (width / 2, 26.0), size=theme.fs(theme.SIZE_TITLE - 8),
                          colour=_INK,
                          anchor=(0.5, 0.0)))
        if trick is not None:
            self._cards(renderer, trick, names, positions, (width / 2, 300.0))
            winner = t("table.log.took", name=names[trick.winner],
                       faces=faces_in(trick, faces))
            card.add(TextNode(winner, (width / 2, 470.0), size=theme.fs(theme.SIZE_BODY),
                              colour=_INK,
                              anchor=(0.5, 0.0)))
        self.button = card.add(Button(t("table.log.close"), (width / 2 - 110, height - 80),
                                      (220.0, 58.0), on_click=self.close,
                                      font_size=theme.fs(theme.SIZE_BODY), style=PRIMARY))
        self.button.focused = True

    def _cards(self, renderer: CardRenderer, trick: Trick, names: Sequence[str],
               positions: dict[int, int], centre: tuple[float, float]) -> None:
        scale = 0.62
        seats = layout.seat_layout(len(positions))
        for order, (player, card_number) in enumerate(trick.plays):
            position = positions[player]
            dx, dy = seats.trick_offsets[position]
            x, y = centre[0] + dx * scale * 1.45, centre[1] + dy * scale * 1.4
            node = self.card.add(CardNode(renderer, card_number, 84, (x, y),
                                          rotation=seats.trick_rotation(position)))
            node.z = order
            node.highlight = player == trick.winner
            label_y = y + (card_height(84) / 2 + 6 if dy >= 0 else -card_height(84) / 2 - 30)
            self.card.add(TextNode(names[player], (x, label_y), size=theme.fs(theme.SIZE_SMALL),
                                   colour=_INK, anchor=(0.5, 0.0), z=10))


class TrickLogScene(Overlay):
    """Every trick of the deal so far: who led, the five cards in order, who took it."""

    kind = "trick_log"

    def __init__(self, renderer: CardRenderer, tricks: Sequence[Trick], names: Sequence[str], *,
                 on_close: Callable[[], object] | None = None,
                 game: TableGame | None = None, auction: str = "") -> None:
        game = game or TableGame()
        self.faces = game.faces
        """The face cards of the game (B11 adds the joker)."""
        width, height = 1220.0, 700.0
        super().__init__((width, height), on_close=on_close)
        card = self.card
        card.add(TextNode(game.say("table.log.title"), (width / 2, 20.0),
                          size=theme.fs(theme.SIZE_TITLE - 8),
                          colour=_INK, anchor=(0.5, 0.0)))
        self.auction = card.add(TextNode(auction, (width / 2, 72.0),
                                         size=theme.fs(theme.SIZE_SMALL), colour=_INK,
                                         anchor=(0.5, 0.0)))
        """The auction in words (the bidding game: who bid what, who passed; else empty)."""
        top, step = (110.0, 104.0) if auction else (78.0, 112.0)
        if not tricks:
            card.add(TextNode(game.say("table.log.no_tricks"), (width / 2, 300.0),
                              size=theme.fs(theme.SIZE_BODY),
                              colour=_MUTED, anchor=(0.5, 0.0)))
        for index, trick in enumerate(tricks):
            column, row = divmod(index, 5)
            card.add(self._trick_row(renderer, trick, names, (30.0 + column * 600.0,
                                                                top + row * step)))
        self.button = card.add(Button(t("table.log.close"), (width / 2 - 110, height - 70),
                                      (220.0, 56.0), on_click=self.close,
                                      font_size=theme.fs(theme.SIZE_BODY), style=PRIMARY))
        self.button.focused = True

    def _trick_row(self, renderer: CardRenderer, trick: Trick, names: Sequence[str],
                   pos: tuple[float, float]) -> Node:
        row = Node(pos, (580.0, 106.0))
        row.add(TextNode(f"{trick.number}.", (0.0, 30.0), size=theme.fs(theme.SIZE_LARGE),
                         colour=_INK))
        if trick.led_suit is not None and 0 <= trick.led_suit < 4:
            row.add(SuitIcon(trick.led_suit, (58.0, 44.0), 24))
        for order, (player, card_number) in enumerate(trick.plays):
            x = 96.0 + order * 70.0
            node = row.add(CardNode(renderer, card_number, 54, (x + 27, 58.0)))
            node.highlight = player == trick.winner
            node.shadow = False
            row.add(TextNode(names[player], (x + 27, 0.0), size=theme.fs(theme.SIZE_SMALL),
                             colour=theme.GOLD_DEEP if player == trick.winner else _MUTED,
                             anchor=(0.5, 0.0)))
        faces = faces_in(trick, self.faces)
        row.add(TextNode(t("table.log.faces", count=faces) if faces else "", (450.0, 46.0),
                         size=theme.fs(theme.SIZE_SMALL), colour=_INK))
        return row
