"""The bidding game's pieces on the table: bid tags, face-down stacks, the bid picker and the
card picker that names the adjutant (docs/rules.md B6–B8).

Each piece only shows and reports: the caller turns a pick into an action and the engine
judges it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

import pygame

from engine.cards import Card, Suit
from goninkan_desktop.ui.nodes.base import Node, Point, blit_centred
from goninkan_desktop.ui.nodes.button import Button, ButtonStyle
from goninkan_desktop.ui.nodes.dialog import PRIMARY, SECONDARY, Choice, Dialog
from goninkan_desktop.ui.nodes.hand_fan import FocusRing
from goninkan_desktop.ui.nodes.panel import Panel, SuitIcon
from goninkan_desktop.ui.nodes.sprite import CardNode, face_code
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import scale, theme
from goninkan_desktop.ui.render.cards import CardRenderer, card_height

_TAG_HIGH = ((252, 226, 150, 240), theme.TEXT_DARK)
_TAG_BID = ((246, 240, 226, 230), theme.TEXT_DARK)
_TAG_PASS = ((40, 52, 46, 200), (196, 200, 190))
_BOX_TITLE = (120, 90, 30)
_BOX_INK = theme.TEXT_DARK
_BOX_HIGH = (150, 96, 10)
"""The winning bid in the auction's box: a deep gold that reads on cream."""
_BOX_PASS = (104, 100, 92)


class BidTag(Panel):
    """One player's call in the auction, lying on the felt in front of them: a bid, the highest
    bid (gold), or a pass (grey)."""

    def __init__(self, pos: Point) -> None:
        super().__init__(pos, (120.0, 40.0), anchor=(0.5, 0.5), fill=_TAG_BID[0],
                         border=(*theme.GOLD_DEEP, 255), border_width=2, radius=14, z=18)
        self._text = self.add(TextNode("", (60.0, 20.0), size=theme.fs(theme.SIZE_BODY - 4),
                                       colour=theme.TEXT_DARK, anchor=(0.5, 0.5)))
        self._icon = self.add(SuitIcon(None, (0.0, 20.0), 22))
        self.kind = ""
        self.visible = False

    @property
    def text(self) -> str:
        """The words on the tag ("" when hidden)."""
        return self._text.text if self.visible else ""

    @property
    def suit(self) -> Suit | None:
        """The suit shown before the count (None: none)."""
        return self._icon.suit

    def show(self, text: str, suit: Suit | None, kind: str) -> None:
        """Show ``text`` (with ``suit``'s symbol before it); ``kind``: "high", "bid" or
        "pass"."""
        self.kind = kind
        fill, ink = {"high": _TAG_HIGH, "pass": _TAG_PASS}.get(kind, _TAG_BID)
        self.fill = fill
        self.border = (*(theme.GOLD if kind == "high" else theme.GOLD_DEEP), 255)
        self.border_width = 3 if kind == "high" else 2
        self._text.text = text
        self._text.colour = ink
        self._icon.suit = suit
        icon = 26.0 if suit is not None else 0.0
        width = max(96.0, self._text.size[0] + icon + 28.0)
        self.size = (width, 40.0)
        self._icon.pos = (14.0 + 11.0, 20.0)
        self._text.pos = ((width + icon) / 2, 20.0)
        self.visible = True

    def hide(self) -> None:
        """Take the tag off the felt."""
        self.visible = False
        self.kind = ""


class AuctionBox(Panel):
    """The auction as it ended, in sight for the whole deal (B6): a line per player, the
    highest bid each made (the winning bid in gold; a pass, muted, for one who never bid), at
    the top left of the table."""

    WIDTH = 184.0
    LINE = 28.0

    def __init__(self, pos: Point, title: str) -> None:
        super().__init__(pos, (self.WIDTH, 40.0), fill=_TAG_BID[0],
                         border=(*theme.GOLD_DEEP, 255), radius=14, z=15)
        self._title = self.add(TextNode(title, (12.0, 8.0), size=theme.fs(theme.SIZE_SMALL),
                                        colour=_BOX_TITLE))
        self._lines = self.add(Node((0.0, 0.0)))
        self.visible = False

    @property
    def lines(self) -> list[str]:
        """Each line's words ("Hanako 13": the suit is drawn, not written)."""
        return [" ".join(child.text for child in line.children if isinstance(child, TextNode))
                for line in self._lines.children]

    def show(self, calls: Sequence[tuple[str, int | None, Suit | None]], high: int | None,
             pass_word: str) -> None:
        """``calls``: (name, count, suit) per player in the auction's order, count and suit None
        for a pass (``pass_word``); ``high``: the index of the winning bid (None: none)."""
        self._lines.clear()
        size = theme.fs(theme.SIZE_SMALL)
        right = self.WIDTH - 12.0
        for index, (name, count, suit) in enumerate(calls):
            y = 40.0 + index * self.LINE + self.LINE / 2
            line = self._lines.add(Node((0.0, 0.0)))
            colour = _BOX_HIGH if index == high else _BOX_PASS if suit is None else _BOX_INK
            line.add(TextNode(name, (12.0, y), size=size, colour=colour, anchor=(0.0, 0.5)))
            if count is None or suit is None:
                line.add(TextNode(pass_word, (right, y), size=size, colour=colour,
                                  anchor=(1.0, 0.5)))
                continue
            number = line.add(TextNode(str(count), (right, y), size=size, colour=colour,
                                       anchor=(1.0, 0.5)))
            line.add(SuitIcon(suit, (right - number.size[0] - 14.0, y), 20))
        self.size = (self.WIDTH, 40.0 + len(calls) * self.LINE + 8.0)
        self.visible = bool(calls)

    def hide(self) -> None:
        """Nothing to show (no auction yet, or between deals)."""
        self.visible = False


class CardStack(Node):
    """A few cards lying side by side on the felt: face down (the kitsune, the cards laid
    down), or face up where the viewer may see them (the taisho's own laid-down cards)."""

    def __init__(self, renderer: CardRenderer, pos: Point, width: int = 44,
                 label: str = "") -> None:
        height = float(card_height(width))
        super().__init__(pos, (3 * (width + 6.0), height + 22.0), anchor=(0.5, 0.5), z=16)
        self.renderer = renderer
        self.card_width = width
        self.cards_shown: list[Card | None] = []
        """The cards lying here, left to right (None: face down)."""
        self._label = self.add(TextNode(label, (self.size[0] / 2, height + 4.0),
                                        size=theme.fs(theme.SIZE_SMALL), colour=theme.TEXT,
                                        anchor=(0.5, 0.0), shadow=theme.SHADOW))
        self.visible = False

    @property
    def label(self) -> str:
        """The words under the cards."""
        return self._label.text

    @label.setter
    def label(self, value: str) -> None:
        self._label.text = value

    def set_cards(self, cards: Sequence[Card | None]) -> None:
        """Show these cards (None: face down); nothing hides the stack."""
        self.cards_shown = list(cards)
        self.visible = bool(self.cards_shown)

    def card_centre(self, index: int) -> Point:
        """The screen centre of card ``index``."""
        x, y = self.origin
        step = self.card_width + 6.0
        left = x + (self.size[0] - step * max(1, len(self.cards_shown)) + 6.0) / 2
        return (left + index * step + self.card_width / 2, y + card_height(self.card_width) / 2)

    def on_draw(self, surface: pygame.Surface) -> None:
        opacity = self.world_opacity
        width = scale.ipx(self.card_width)
        for index, card in enumerate(self.cards_shown):
            image = self.renderer.card(face_code(card), width)
            blit_centred(surface, image, self.card_centre(index), opacity)


class NamedCard(Panel):
    """B8: the card the taisho named, on show for the whole deal, with a short label."""

    WIDTH, HEIGHT = 176.0, 100.0
    """Wide enough for its label at the table's smallest size ("Adjutant's card")."""

    def __init__(self, renderer: CardRenderer, pos: Point) -> None:
        super().__init__(pos, (self.WIDTH, self.HEIGHT), anchor=(0.5, 0.5),
                         fill=(6, 28, 20, 215), border=(*theme.GOLD_DEEP, 255), radius=14, z=15)
        self._label = self.add(TextNode("", (self.WIDTH / 2, 8.0),
                                        size=theme.fs(theme.SIZE_SMALL), colour=theme.GOLD,
                                        anchor=(0.5, 0.0)))
        self.card = self.add(CardNode(renderer, None, 40, (self.WIDTH / 2, 64.0)))
        self.card.shadow = False
        self.named: Card | None = None
        self.visible = False

    @property
    def label(self) -> str:
        """The words above the card."""
        return self._label.text

    def show(self, card: Card | None, label: str) -> None:
        """Show ``card`` under ``label`` (None: hide the panel)."""
        self.named = card
        self.visible = card is not None
        if card is None:
            return
        self._label.text = label
        size = theme.fs(theme.SIZE_SMALL)
        self._label.font_size = size
        while self._label.size[0] > self.WIDTH - 12 and size > theme.MIN_FONT:
            size -= 1
            self._label.font_size = size
        if self.card.card != card:
            self.card.remove_from_parent()
            self.card = self.add(CardNode(self.card.renderer, card, 40, (self.WIDTH / 2, 64.0)))
            self.card.shadow = False


# -- the bid picker (B6) ---------------------------------------------------------------------

_CELL = ButtonStyle(fill=(252, 250, 242), hover=(255, 246, 214), pressed=(236, 222, 180),
                    border=(176, 128, 36), radius=10)
_CELL_W, _CELL_H, _CELL_GAP = 58.0, 46.0, 8.0
_PASS_W = 200.0
"""The Pass button of the bid picker, right of the grid where the grid leaves room."""
_PASS_BESIDE = _PASS_W + 24.0
"""The room the Pass button takes beside the grid (with its gap)."""


@dataclass(frozen=True)
class BidCell:
    """Where a count and suit sit in the picker's grid."""

    count: int
    suit: int


class BidButton(Button):
    """One bid in the grid: a count in a suit's row."""

    def __init__(self, count: int, suit: int, on_click: Callable[[], object]) -> None:
        super().__init__(str(count), size=(_CELL_W, _CELL_H), on_click=on_click, style=_CELL,
                         font_size=theme.fs(theme.SIZE_BODY - 4))
        self.bid = BidCell(count, suit)


class BidPicker(Dialog):
    """B6: every bid that may be made now, a row per suit and a column per count, and Pass.

    Keyboard: the arrows move through the grid (↓ from the last row reaches Pass; from Pass, ↑,
    and ← where Pass stands right of the grid, go back to the cell left), Enter or Space bids
    the focused cell, P passes. The counts are exactly those given: the caller
    passes the engine's legal bids.
    """

    def __init__(self, title: str, text: str, counts: Sequence[int], suit_names: Sequence[str],
                 pass_label: str, on_bid: Callable[[int, int], object],
                 on_pass: Callable[[], object], *, calls: str = "") -> None:
        columns = max(1, len(counts))
        grid_w = 150.0 + columns * (_CELL_W + _CELL_GAP)
        # wide: its lines of text wrap less, so it stays clear of the hand under it
        super().__init__(title, max(920.0, grid_w + 64.0))
        self.paragraph(text)
        self.calls = self.paragraph(calls, size=theme.SIZE_SMALL,
                                    colour=(90, 70, 30)) if calls else None
        self.counts = tuple(counts)
        self.grid: list[list[BidButton]] = []
        self._pass_beside = False
        """Pass stands right of the grid (← from it goes back), not in a row below."""
        self._left: tuple[int, int] | None = None
        """The cell the focus left for Pass, where ↑ or ← from Pass goes back to."""
        rows = Node((0.0, 0.0), (self.inner_width, 4 * (_CELL_H + _CELL_GAP)))
        left = (self.inner_width - grid_w) / 2
        for suit, name in enumerate(suit_names):
            y = suit * (_CELL_H + _CELL_GAP)
            rows.add(SuitIcon(suit, (left + 16.0, y + _CELL_H / 2), 26))
            rows.add(TextNode(name, (left + 34.0, y + _CELL_H / 2),
                              size=theme.fs(theme.SIZE_SMALL), colour=theme.TEXT_DARK,
                              anchor=(0.0, 0.5)))
            row: list[BidButton] = []
            for column, count in enumerate(self.counts):
                button = rows.add(BidButton(count, suit, partial(on_bid, count, suit)))
                button.pos = (left + 150.0 + column * (_CELL_W + _CELL_GAP), y)
                row.append(button)
                self.register_focus(button)
            self.grid.append(row)
        beside = left - _PASS_BESIDE / 2
        if self.counts and beside >= 0:  # Pass right of the grid: a row lower for a hint's lines
            for node in rows.children:
                node.pos = (node.pos[0] - _PASS_BESIDE / 2, node.pos[1])
            self.pass_button = rows.add(Button(
                pass_label, (beside + grid_w + _PASS_BESIDE - _PASS_W, rows.size[1] / 2),
                (_PASS_W, _CELL_H + 12.0), on_click=on_pass, style=SECONDARY,
                font_size=theme.fs(theme.SIZE_BODY - 2), anchor=(0.0, 0.5)))
            self.register_focus(self.pass_button)
            self.bind_key(pygame.K_p, self.pass_button)
            self.content(rows, rows.size[1])
            self._pass_beside = True
        else:
            if self.counts:
                self.content(rows, rows.size[1])
            self.pass_button = self.buttons_row([Choice(pass_label, on_pass, key=pygame.K_p,
                                                        width=240.0)])[0]
        self.focus_at(0, 0) if self.counts else self.focus_button(len(self.buttons) - 1)
        self.finish()

    @property
    def offered(self) -> list[tuple[int, int]]:
        """Every bid the grid offers, as (count, suit)."""
        return [(b.bid.count, b.bid.suit) for row in self.grid for b in row]

    @property
    def focused_bid(self) -> tuple[int, int] | None:
        """The bid with the keyboard focus (None: Pass has it)."""
        for row in self.grid:
            for button in row:
                if button.focused:
                    return button.bid.count, button.bid.suit
        return None

    def focus_at(self, suit: int, column: int) -> None:
        """Give the focus to the cell of ``suit`` and ``column``."""
        self.focus_button(self.buttons.index(self.grid[suit][column]))

    def _where(self) -> tuple[int, int] | None:
        for suit, row in enumerate(self.grid):
            for column, button in enumerate(row):
                if button.focused:
                    return suit, column
        return None

    def _key(self, event: pygame.event.Event) -> bool:
        where = self._where()
        arrows = {pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1),
                  pygame.K_UP: (-1, 0), pygame.K_DOWN: (1, 0)}
        if event.key in arrows and self.counts:
            d_suit, d_col = arrows[event.key]
            if where is None:  # on Pass: ↑ (← beside the grid) goes back into the grid
                if event.key == pygame.K_UP:
                    self.focus_at(*(self._left or (3, 0)))
                elif event.key == pygame.K_LEFT and self._pass_beside:
                    self.focus_at(*(self._left or (1, len(self.counts) - 1)))
                return True
            suit, column = where
            if suit + d_suit > 3:
                self._left = where
                self.focus_button(self.buttons.index(self.pass_button))
                return True
            self.focus_at(max(0, suit + d_suit), (column + d_col) % len(self.counts))
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            for button in self.buttons:
                if button.focused:
                    button.click()
                    return True
        return super()._key(event)


# -- the adjutant picker (B8) ----------------------------------------------------------------

_PICK_W = 40


MARK_COLOURS: dict[str, tuple[int, int, int]] = {"mine": (214, 150, 20), "laid": (52, 92, 150)}
"""The dot on a marked card of the picker: in your hand (gold), laid down (blue)."""


class PickableCard(CardNode):
    """A card of the picker: it can be chosen, and may carry a mark ("mine": in your hand,
    "laid": laid down), drawn as a coloured dot on its corner."""

    def __init__(self, renderer: CardRenderer, card: Card, pos: Point, mark: str) -> None:
        super().__init__(renderer, card, _PICK_W, pos)
        self.mark = mark
        self.dimmed = bool(mark)
        self.shadow = False

        colour = MARK_COLOURS.get(mark)
        if colour is not None:
            self.add(MarkDot(colour, (self.size[0] - 7.0, 7.0)))


class MarkDot(Node):
    """A small coloured dot with a white ring: a mark on a card's corner."""

    def __init__(self, colour: tuple[int, int, int], pos: Point) -> None:
        super().__init__(pos, (14.0, 14.0), anchor=(0.5, 0.5), z=5)
        self.colour = colour

    def on_draw(self, surface: pygame.Surface) -> None:
        k = scale.get()
        cx, cy = self.world_rect.center
        centre = (round(cx * k), round(cy * k))
        pygame.draw.circle(surface, (255, 255, 255), centre, max(2, round(7 * k)))
        pygame.draw.circle(surface, self.colour, centre, max(2, round(5.5 * k)))


class CardPicker(Dialog):
    """B8: all the cards of the deck by suit, to name one. Cards in ``marks`` carry a note
    (in your hand, laid down) and stay choosable. One focus, always shown: the chosen card,
    raised high and glowing, ``describe(card)`` under the cards. It opens on the first card
    without a mark;
    the arrows move the choice, a click chooses a card, and Enter (or the button) names the
    chosen card at once."""

    def __init__(self, renderer: CardRenderer, title: str, text: str,
                 rows: Sequence[Sequence[Card]], marks: dict[Card, str], legend: Sequence[str],
                 describe: Callable[[Card | None], str], confirm_label: str,
                 on_confirm: Callable[[Card], object]) -> None:
        width = max(len(r) for r in rows) * (_PICK_W + 6.0) + 64.0
        super().__init__(title, max(760.0, width))
        self.paragraph(text)
        self.describe = describe
        self.on_confirm = on_confirm
        self.rows: list[list[PickableCard]] = []
        height = float(card_height(_PICK_W))
        band = Node((0.0, 0.0), (self.inner_width, len(rows) * (height + 8.0)))
        widest = max(len(cards) for cards in rows)
        left = (self.inner_width - widest * (_PICK_W + 6.0)) / 2 + _PICK_W / 2
        for r, cards in enumerate(rows):
            row = []
            for c, offered in enumerate(cards):
                card = band.add(PickableCard(renderer, offered, (left + c * (_PICK_W + 6.0),
                                                                 r * (height + 8.0) + height / 2),
                                             marks.get(offered, "")))
                row.append(card)
            self.rows.append(row)
        band.add(FocusRing(lambda: self.card(self.chosen) if self.chosen is not None
                           else None, z=100))
        self.content(band, band.size[1])
        if legend:
            self.paragraph("   ".join(legend), size=theme.SIZE_SMALL,
                           colour=(90, 70, 30))
        self.choice_line = self.paragraph(describe(None), size=theme.SIZE_SMALL)
        self.chosen: Card | None = None
        self.cursor = (0, 0)
        self.confirm = self.buttons_row([Choice(confirm_label, self._confirm, primary=True,
                                                width=300.0)])[0]
        self.confirm.enabled = False
        self.confirm.focused = False  # the chosen card is the focus; Enter names it
        first = next((c.card for row in self.rows for c in row if not c.mark),
                     self.rows[0][0].card)  # not one of yours (naming it means playing alone)
        if first is not None:
            self.choose(first)
        self.finish()

    @property
    def cards_shown(self) -> list[Card]:
        """Every card offered."""
        return [card.card for row in self.rows for card in row if card.card is not None]

    def mark_of(self, offered: Card) -> str:
        """The note on a card ("" none)."""
        return next((c.mark for row in self.rows for c in row if c.card == offered), "")

    def card(self, offered: Card) -> PickableCard | None:
        """The picker's node of card ``offered``."""
        return next((c for row in self.rows for c in row if c.card == offered), None)

    def choose(self, chosen: Card) -> None:
        """Choose ``chosen``, the focus (shown raised and glowing, its description under the
        cards): the arrows go on from it, Enter names it."""
        self.chosen = chosen
        for r, row in enumerate(self.rows):
            for c, card in enumerate(row):
                card.highlight = card.card == chosen
                card.raised = card.card == chosen
                if card.card == chosen:
                    self.cursor = (r, c)
        self.choice_line.text = self.describe(chosen)
        self.confirm.enabled = True
        self.confirm.style = PRIMARY

    def _confirm(self) -> None:
        if self.chosen is not None:
            self.on_confirm(self.chosen)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for row in self.rows:
                for card in row:
                    if card.contains(event.pos) and card.card is not None:
                        self.choose(card.card)
                        return True
        return super().on_event(event)

    def _key(self, event: pygame.event.Event) -> bool:
        r, c = self.cursor
        backwards = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        moves = {pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1),
                 pygame.K_UP: (-1, 0), pygame.K_DOWN: (1, 0),
                 pygame.K_TAB: (0, -1 if backwards else 1)}  # Tab too: the cards are the focus
        if event.key in moves:
            dr, dc = moves[event.key]
            r = (r + dr) % len(self.rows)
            c = min(len(self.rows[r]) - 1, c if dr else (c + dc) % len(self.rows[r]))
            under = self.rows[r][c].card
            if under is not None:
                self.choose(under)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._confirm()
            return True
        return super()._key(event)


__all__ = ["BidButton", "BidPicker", "BidTag", "CardPicker", "CardStack", "NamedCard",
           "PickableCard"]
