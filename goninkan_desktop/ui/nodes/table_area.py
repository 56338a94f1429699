"""What lies on the felt: the trick in play, each side's face cards and the discard pile."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from engine.cards import Card, Suit, card_code
from goninkan_desktop.i18n import t
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.base import Node, Point, blit_centred, blit_with_opacity
from goninkan_desktop.ui.nodes.panel import Badge, SuitIcon, wrap_evenly
from goninkan_desktop.ui.nodes.sprite import CardNode
from goninkan_desktop.ui.nodes.text import TextNode, get_font
from goninkan_desktop.ui.render import scale, theme
from goninkan_desktop.ui.render.cards import CardRenderer, card_height


class TrickArea(Node):
    """The cards of the current trick, each in front of the screen position that played it."""

    def __init__(self, renderer: CardRenderer, seats: layout.SeatLayout) -> None:
        super().__init__((0.0, 0.0), (float(layout.WIDTH), float(layout.HEIGHT)))
        self.renderer = renderer
        self.seats = seats
        """Where each screen position's card lands (the table's size)."""
        self.cards: dict[int, CardNode] = {}
        self._named = self.add(Badge("", (0.0, 0.0), fill=theme.CREAM, colour=theme.TEXT_DARK,
                                     size=theme.SIZE_SMALL, anchor=(0.5, 0.5), z=20))
        self._named_icon = self._named.add(SuitIcon(None, (0.0, 0.0), 22))
        self._named.visible = False

    def place(self, position: int, card_played: Card, order: int) -> CardNode:
        """Lay ``card_played`` in the slot of screen ``position``; ``order`` stacks later cards
        on top."""
        card = CardNode(self.renderer, card_played, layout.TRICK_WIDTH,
                        self.seats.trick_slot(position),
                        rotation=self.seats.trick_rotation(position), z=order)
        self.remove_card(position)
        self.cards[position] = self.add(card)
        return card

    def show_plays(self, plays: Sequence[tuple[int, Card]]) -> None:
        """Lay exactly ``plays`` (screen position, card), in the order played, without the
        joker's named suit. A card already lying at rest in its slot stays: a step of the
        review that adds one card redraws that card, not the whole trick."""
        wanted = {position: (played, order) for order, (position, played) in enumerate(plays)}
        for position, card in list(self.cards.items()):
            if wanted.get(position) != (card.card, card.z) or not self._at_rest(position, card):
                self.remove_card(position)
        for position, (played, order) in wanted.items():
            if position not in self.cards:
                self.place(position, played, order)
        self._named.visible = False

    def _at_rest(self, position: int, card: CardNode) -> bool:
        return type(card) is CardNode and card.face_up and card.scale == 1.0 \
            and card.pos == self.seats.trick_slot(position) \
            and card.rotation == self.seats.trick_rotation(position) and card.lift == 0.0

    def remove_card(self, position: int) -> CardNode | None:
        """Take the card of ``position`` off the felt."""
        card = self.cards.pop(position, None)
        if card is not None and card.parent is self:
            self.remove(card)
        return card

    def clear_trick(self) -> None:
        """Remove every card of the trick and the joker's named suit."""
        for position in list(self.cards):
            self.remove_card(position)
        self._named.visible = False

    def mark_winner(self, position: int | None) -> None:
        """Glow under the winning card (None: no glow)."""
        for where, card in self.cards.items():
            card.highlight = where == position

    def show_named_suit(self, position: int, suit: Suit) -> None:
        """R18: the suit named with a joker lead, shown beside the joker."""
        x, y = self.seats.trick_slot(position)
        self._named.text = t("table.joker_leads")
        self._named_icon.suit = suit
        w, h = self._named.size
        self._named.size = (w + 26, h)
        self._named_icon.pos = (w + 4, h / 2)
        self._named.pos = (x, y + card_height(layout.TRICK_WIDTH) / 2 + 18)
        self._named.visible = True

    @property
    def cards_shown(self) -> dict[int, Card]:
        """The cards on the felt by screen position."""
        return {pos: card.card for pos, card in self.cards.items() if card.card is not None}


class SideRow(Node):
    """One side's face cards taken this deal (R19, R20: laid open), against its target."""

    def __init__(self, renderer: CardRenderer, pos: Point, *, kankei: bool,
                 align_right: bool) -> None:
        anchor = (1.0, 0.0) if align_right else (0.0, 0.0)
        super().__init__(pos, layout.ROW_SIZE, anchor=anchor)
        self.renderer = renderer
        self.kankei = kankei
        self.align_right = align_right
        self.cards_shown: list[Card] = []
        """The face cards shown, in the order taken."""
        self.target = 0
        self.per_row = 8
        """Face cards in each of the row's two lines: half the game's face cards, rounded up
        (Goninkan's 16 in two lines of 8, the bidding game's 17 in two of 9, never a third line
        over what lies below)."""
        colour = theme.KANKEI if kankei else theme.MUKANKEI_ON_FELT
        # the right-hand row is the left one's mirror: its title and cards start at its right
        # edge, away from the trick in the middle of the table
        x = layout.ROW_SIZE[0] if align_right else 0.0
        anchor_x = 1.0 if align_right else 0.0
        self._title = self.add(TextNode("", (x, 0.0), size=theme.fs(theme.SIZE_BODY),
                                        colour=colour, shadow=theme.SHADOW,
                                        anchor=(anchor_x, 0.0)))
        self._title_more = self.add(TextNode("", (x, 0.0), size=theme.fs(theme.SIZE_BODY),
                                             colour=colour, shadow=theme.SHADOW,
                                             anchor=(anchor_x, 0.0)))
        """The title's bracketed part on a line of its own, when the title is wider than
        ``title_room`` (a lesson's narrow corner)."""
        self._title_text = ""
        self._title_size = theme.SIZE_BODY
        self.title_room: float | None = None
        self.visible = False

    STEP = 14.0
    LINE_STEP = 22.0
    """From a row's first line of cards to its second: the first line's corner indexes stay in
    sight, and the second ends above the buttons under the row (take back, Hint)."""

    def set_cards(self, cards: list[Card], target: int) -> None:
        """Show these face cards against ``target``."""
        self.cards_shown = list(cards)
        self.target = target
        team = t("team.kankei") if self.kankei else t("team.mukankei")
        self.set_title(t("table.side_count", team=team, count=len(cards), target=target))

    def set_title(self, text: str) -> None:
        """Title the row (the side's count, or the bidding game's words for its sides). Wider
        than ``title_room``, its bracketed part goes on a second line, above the cards."""
        self._title_text = text
        first, more = text, ""
        room = self.title_room
        if room is not None and len(wrap_evenly(text, self._title_size, room)) > 1:
            cut = max(text.rfind(" ("), text.rfind("（"))
            if cut > 0:
                first, more = text[:cut].rstrip(), text[cut:].strip()
        self._title.text = first
        self._title_more.text = more
        self._title_more.visible = bool(more)

    @property
    def title(self) -> str:
        """The row's title."""
        return self._title_text

    @property
    def title_nodes(self) -> tuple[TextNode, ...]:
        """The title's lines shown (one, or two in a narrow corner)."""
        return (self._title, self._title_more) if self._title_more.visible else (self._title,)

    def set_width(self, width: float, title_size: int = theme.SIZE_BODY,
                  title_room: float | None = None) -> None:
        """Make the row narrower or wider (its cards overlap more or less), its title in
        ``title_size`` (a smaller one fits a narrow row) and, given ``title_room``, on two
        lines when one would be wider than that."""
        self.size = (width, self.size[1])
        x = width if self.align_right else 0.0
        self._title.pos = (x, 0.0)
        font = get_font(theme.fs(title_size))
        self._title_more.pos = (x, float(max(font.get_height(), font.get_linesize())))
        self._title.font_size = self._title_more.font_size = theme.fs(title_size)
        self._title_size = title_size
        self.title_room = title_room
        self.set_title(self._title_text)

    @property
    def drawn_rect(self) -> pygame.FRect | None:
        """What the row draws now, its title and its cards (None: nothing)."""
        boxes = [line.world_rect for line in self.title_nodes if line.text]
        width = float(layout.ROW_WIDTH)
        height = float(card_height(layout.ROW_WIDTH))
        for index in range(len(self.cards_shown)):
            x, y = self.card_centre(index)
            boxes.append(pygame.FRect(x - width / 2, y - height / 2, width, height))
        if not self.visible or not boxes:
            return None
        return boxes[0].unionall(boxes[1:])

    def card_centre(self, index: int) -> Point:
        """Screen centre of face card ``index``: two overlapping lines of ``per_row``."""
        ox, oy = self.origin
        row, col = divmod(index, self.per_row)
        step = (self.size[0] - layout.ROW_WIDTH) / (self.per_row - 1)
        x = ox + layout.ROW_WIDTH / 2 + col * step
        if self.align_right:
            x = ox + self.size[0] - layout.ROW_WIDTH / 2 - col * step
        y = oy + 40 + card_height(layout.ROW_WIDTH) / 2 + row * self.LINE_STEP
        return (x, y)

    def on_draw(self, surface: pygame.Surface) -> None:
        opacity = self.world_opacity
        order = list(enumerate(self.cards_shown))
        if self.align_right:  # left to right, so every card's corner index stays in sight
            order.sort(key=lambda item: (item[0] // self.per_row, -item[0]))
        for index, card in order:
            image = self.renderer.face(card_code(card), scale.ipx(layout.ROW_WIDTH))
            blit_centred(surface, image, self.card_centre(index), opacity)


class YamaPile(Node):
    """The discard pile (yama, R20): the trick cards that are not face cards, face down."""

    def __init__(self, renderer: CardRenderer, pos: Point = layout.YAMA_POS, *,
                 labelled: bool = True) -> None:
        super().__init__(pos, (float(layout.BACK_WIDTH), 0.0), anchor=(0.5, 0.5))
        self.renderer = renderer
        self.labelled = labelled
        self.count = 0
        self._label = self.add(TextNode("", (layout.BACK_WIDTH / 2, 0.0),
                                        size=theme.fs(theme.SIZE_SMALL),
                                        colour=theme.TEXT_MUTED, anchor=(0.5, 0.0)))
        self.size = (float(layout.BACK_WIDTH), float(card_height(layout.BACK_WIDTH)))

    def set_count(self, count: int) -> None:
        """How many cards lie on the pile."""
        self.count = count
        self._label.text = t("table.yama", count=count) if count and self.labelled else ""
        self._label.pos = (self.size[0] / 2, self.size[1] + 6)

    @property
    def drawn_rect(self) -> pygame.FRect | None:
        """The pile and its count as drawn now (None: no card)."""
        if not self.count or not self.visible:
            return None
        rect = self.world_rect
        return rect.union(self._label.world_rect) if self._label.text else rect

    def top_centre(self) -> Point:
        """Screen centre of the pile's top card."""
        cx, cy = self.world_rect.center
        return (cx, cy - min(self.count, 12) * 0.8)

    def on_draw(self, surface: pygame.Surface) -> None:
        if not self.count:
            return
        image = self.renderer.back(scale.ipx(layout.BACK_WIDTH))
        rect = self.world_rect
        opacity = self.world_opacity
        for index in range(min(self.count, 12)):
            blit_with_opacity(surface, image, (rect.x + (index % 2) * 1.5,
                                               rect.y - index * 0.8), opacity)
