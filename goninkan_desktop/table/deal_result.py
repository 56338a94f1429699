"""After each deal: how it ended, each player's face cards and points, and what comes next.

Enter or Space continues, R opens the review, Esc opens the table's menu: the
result leaves the table's Menu button in its place, uncovered and undimmed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from engine.cards import cards_of
from engine.events import DealResult
from engine.observe import SeatView
from goninkan_desktop.i18n import t
from goninkan_desktop.i18n.format import minus, signed
from goninkan_desktop.table.games import TableGame
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.dialog import PRIMARY
from goninkan_desktop.ui.nodes.panel import Badge, Paragraph, SuitIcon
from goninkan_desktop.ui.nodes.sprite import CardNode
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.overlay import CONTINUE_KEYS, Overlay
from goninkan_desktop.ui.render import CardRenderer, theme

_W, _H = 940.0, 640.0
_INK = theme.TEXT_DARK
_MUTED = (110, 106, 96)
_COLUMNS = (40.0, 330.0, 560.0, 720.0, 860.0)  # name, team, faces, this deal, total
_NARROW = 0.84
"""The width of a narrow result (in a lesson), as a share of the full one."""
_UNPLAYED_X, _UNPLAYED_W = 800.0, 250.0
"""The column of the cards nobody played, when a deal ended before its last trick (the other
columns then closer together, as in a lesson, so the card leaves the Menu button clear)."""
_MENU_RECT = pygame.FRect(1114.0, 16.0, 150.0, 48.0)
"""Where the table's Menu button is (``TableScene``: 150 × 48, its right edge at 1264)."""
_MENU_GAP = 16.0
_UNPLAYED_CARD = 38
_TEXT_TOP = 142.0
"""The top of the sentence that says how the deal ended."""
_TABLE_TOP = 214.0
"""The top of the players' table's column headers, under a sentence of two lines."""
_TEXT_GAP = 22.0
"""At least this much room between the sentence and the column headers."""
_TIP_LIFT, _TIP_GAP, _TIP_MARGIN = 8.0, 10.0, 16.0
"""With a tip: the buttons this much higher (closer to the line that says what comes next),
the tip this far under them and the card's edge this far under the tip, so a deal that ended
early, its unplayed cards shown, still fits a 720-high screen with two lines of tip."""



class DealResultScene(Overlay):
    """The result of one deal (R22–R31), with the special names (sukonku, jūroku, …)."""

    kind = "deal_result"

    def __init__(self, result: DealResult, view: SeatView, names: Sequence[str], human: int,
                 *, auto_close: float | None = None,
                 on_close: Callable[[], object] | None = None,
                 hints_used: int | None = None,
                 on_review: Callable[[], object] | None = None,
                 tip: str | None = None,
                 renderer: CardRenderer | None = None,
                 unplayed: Sequence[int] | None = None,
                 narrow: bool = False,
                 on_menu: Callable[[], object] | None = None,
                 game: TableGame | None = None) -> None:
        self.game = game or TableGame()
        # narrow (a lesson): the columns closer together, so the guide box beside the card
        # stays in sight; no column of unplayed cards
        unplayed = None if narrow else unplayed
        # a deal that ended early (a target reached before trick 10): the cards nobody played,
        # face up in a column of their own (``unplayed[player]`` is a card mask)
        self.unplayed: tuple[int, ...] = tuple(unplayed) if unplayed is not None and any(
            unplayed) and renderer is not None else ()
        self._columns = tuple(x * _NARROW for x in _COLUMNS) if narrow or self.unplayed \
            else _COLUMNS
        wide = _UNPLAYED_X + _UNPLAYED_W + 20.0 if self.unplayed else _W * (
            _NARROW if narrow else 1.0)
        self._pitch = 56.0 if self.unplayed else 48.0
        self.laid_down = self.game.results.laid_down_faces(result, view)
        """The face cards laid down, on a line of their own under the players (None: none)."""
        extra = 5 * (self._pitch - 48.0) + (self._pitch if self.laid_down is not None else 0.0)
        height = _H + extra
        super().__init__((wide, height), auto_close=auto_close, on_close=on_close)
        self.close_keys = CONTINUE_KEYS
        self.result = result
        self.unplayed_cards: list[CardNode] = []
        self._renderer = renderer
        card = self.card
        won = self.game.results.viewer_won(result, human)
        colour = theme.GOLD_DEEP if won else (52, 92, 150)
        title = self.game.results.result_title(result, names, human)
        self.title = card.add(TextNode(title, (wide / 2, 30.0),
                                       size=theme.fs(theme.SIZE_HUGE - 6), colour=colour,
                                       anchor=(0.5, 0.0)))
        self._heading(result, wide, names)
        self.text = card.add(Paragraph(self.game.results.result_text(result, names, human),
                                       (60.0, _TEXT_TOP), wide - 120, align=0.5,
                                       size=theme.SIZE_BODY - 4, colour=_INK))
        # a longer sentence (three lines without an auction) moves the table down, never
        # closer than ``_TEXT_GAP`` to its column headers
        lower = max(0.0, _TEXT_TOP + self.text.size[1] + _TEXT_GAP - _TABLE_TOP)
        if lower:
            height += lower
            extra += lower
            self.card.size = (wide, height)
        self._table(result, view, names, human, _TABLE_TOP + lower)
        card.add(Paragraph(self.game.results.next_step(result, view), (60.0, 500.0 + extra),
                           wide - 120,
                           align=0.5,
                           size=theme.SIZE_BODY - 4, colour=_MUTED))
        buttons_y = height - 88.0
        self.tip: Paragraph | None = None
        if tip is not None:  # a first sukonku: explained here, before the result goes away
            buttons_y -= _TIP_LIFT
            note = t("guide.teach.note", title=t("guide.teach.title"), text=tip)
            # under the buttons, the card's whole width (narrowed to leave the Menu button
            # clear): two lines at 14 px at 960 x 600
            self.tip = card.add(Paragraph(note, (30.0, buttons_y + 60.0 + _TIP_GAP), wide - 60,
                                          align=0.5, size=theme.SIZE_SMALL,
                                          colour=theme.GOLD_DEEP))
            self.card.size = (wide, self.tip.pos[1] + self.tip.size[1] + _TIP_MARGIN)
        left = wide / 2 - 130 if on_review is None else wide / 2 + 10
        self.button = card.add(Button(t("table.result.continue"), (left, buttons_y),
                                      (260.0, 60.0), on_click=self.close,
                                      font_size=theme.fs(theme.SIZE_BODY), style=PRIMARY))
        self.button.focused = True
        self.review_button: Button | None = None
        if on_review is not None:
            # R opens the review (the deal stays open under it); Enter still continues
            self.review_button = card.add(Button(
                self.game.say("table.result.review"), (wide / 2 - 300, buttons_y), (290.0, 60.0),
                on_click=on_review, font_size=theme.fs(theme.SIZE_BODY - 4)))
            self.on_review = on_review
        self.menu_button: Button | None = None
        self.on_menu = on_menu  # the table's menu (None: a lesson or autoplay has none)
        self.hints_line: TextNode | None = None
        if hints_used:
            self.hints_line = card.add(TextNode(t("guide.hints_used", count=hints_used),
                                                (wide - 40.0, buttons_y + 30.0),
                                                anchor=(1.0, 0.5),
                                                size=theme.fs(theme.SIZE_SMALL),
                                                colour=_MUTED))

    def enter(self, app: App) -> None:
        super().enter(app)
        on_menu = self.on_menu
        if on_menu is not None and self.menu_button is None:
            self._show_menu_button(on_menu)

    def _show_menu_button(self, on_menu: Callable[[], object]) -> None:
        """The table's Menu button, where it always is, above the dimmed table; the card moves
        left if it would cover it."""
        self.menu_button = self.root.add(Button(
            t("menus.pause.button"), _MENU_RECT.topleft, _MENU_RECT.size, on_click=on_menu,
            font_size=theme.fs(theme.SIZE_SMALL), z=10))
        card = self.card.world_rect
        if card.colliderect(_MENU_RECT.inflate(2 * _MENU_GAP, 2 * _MENU_GAP)):
            self.card.pos = (self.card.pos[0] - (card.right - (_MENU_RECT.left - _MENU_GAP)),
                             self.card.pos[1])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r \
                and self.review_button is not None:
            self.on_review()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE \
                and self.menu_button is not None:
            self.menu_button.click()
            return True
        return super().handle_event(event)

    def _heading(self, result: DealResult, width: float, names: Sequence[str]) -> None:
        text, suit = self.game.results.result_heading(result, names)
        shift = 18.0 if suit is not None else 0.0
        heading = self.card.add(TextNode(text, (width / 2 + shift, 100.0),
                                         size=theme.fs(theme.SIZE_BODY - 2),
                                         colour=_MUTED, anchor=(0.5, 0.0)))
        if suit is not None:
            icon_x = width / 2 + 18 - heading.size[0] / 2 - 22
            self.card.add(SuitIcon(suit, (icon_x, 100.0 + heading.size[1] / 2), 26))

    def _table(self, result: DealResult, view: SeatView, names: Sequence[str],
               human: int, y: float) -> None:
        card = self.card
        headers = ("table.result.col_player", "table.result.col_team", "table.result.col_faces",
                   "table.result.col_points", "table.result.col_total")
        for x, key in zip(self._columns, headers, strict=True):
            anchor = (0.0, 0.0) if x < self._columns[2] - 60 else (0.5, 0.0)
            card.add(TextNode(self.game.say(key), (x, y), size=theme.fs(theme.SIZE_SMALL),
                              colour=_MUTED,
                              anchor=anchor))
        if self.unplayed:
            card.add(TextNode(t("table.result.col_unplayed", count=10 - result.tricks),
                              (_UNPLAYED_X + _UNPLAYED_W / 2, y),
                              size=theme.fs(theme.SIZE_SMALL), colour=_MUTED,
                              anchor=(0.5, 0.0)))
        order = list(result.seats)
        for row, player in enumerate(order):
            row_y = y + 36 + row * self._pitch
            self._row(row_y, player, result, view, names[player], player == human)
            if self.unplayed:
                self._unplayed_row(row_y + 14.0, self.unplayed[player])
        if self.laid_down is not None:
            self._laid_down_row(y + 36 + len(order) * self._pitch, self.laid_down,
                                alone=not view.rules.game.adjutant)

    def _laid_down_row(self, y: float, faces: int, alone: bool) -> None:
        """B7, B12: the laid-down cards' face cards, counted for the taisho's side (the taisho
        alone with three players, B16)."""
        card = self.card
        card.add(TextNode(t("bid.laid_down"), (self._columns[0], y),
                          size=theme.fs(theme.SIZE_BODY), colour=_MUTED))
        card.add(Badge(t("bid.taisho" if alone else "bid.side"), (self._columns[1], y + 14),
                       fill=theme.KANKEI, colour=theme.KANKEI_TEXT, size=theme.SIZE_SMALL))
        self.laid_down_count = card.add(TextNode(str(faces), (self._columns[2], y),
                                                 size=theme.fs(theme.SIZE_BODY), colour=_INK,
                                                 anchor=(0.5, 0.0)))

    def _unplayed_row(self, centre_y: float, mask: int) -> None:
        """One player's unplayed cards, face up, spread over the column (overlapping if many)."""
        assert self._renderer is not None
        cards = cards_of(mask)
        if not cards:
            return
        step = _UNPLAYED_CARD + 4.0
        if len(cards) > 1:
            step = min(step, (_UNPLAYED_W - _UNPLAYED_CARD) / (len(cards) - 1))
        span = _UNPLAYED_CARD + step * (len(cards) - 1)
        left = _UNPLAYED_X + (_UNPLAYED_W - span) / 2 + _UNPLAYED_CARD / 2
        for index, unplayed in enumerate(cards):
            node = self.card.add(CardNode(self._renderer, unplayed, _UNPLAYED_CARD,
                                          (left + index * step, centre_y)))
            node.shadow = False
            node.z = index
            self.unplayed_cards.append(node)

    def _row(self, y: float, player: int, result: DealResult, view: SeatView, name: str,
             is_human: bool) -> None:
        card = self.card
        card.add(TextNode(name, (self._columns[0], y), size=theme.fs(theme.SIZE_BODY),
                          colour=theme.GOLD_DEEP if is_human else _INK))
        role = self.game.results.result_role(result, player)
        if role is not None:
            team, ours = role
            fill, ink = ((theme.KANKEI, theme.KANKEI_TEXT) if ours
                         else (theme.MUKANKEI, theme.MUKANKEI_TEXT))
            card.add(Badge(team, (self._columns[1], y + 14), fill=fill, colour=ink,
                           size=theme.SIZE_SMALL))
        faces = view.won[player].bit_count() if view.won else 0
        card.add(TextNode(str(faces), (self._columns[2], y), size=theme.fs(theme.SIZE_BODY),
                          colour=_INK, anchor=(0.5, 0.0)))
        points = result.points[player]
        colour = (24, 120, 60) if points > 0 else (170, 40, 40) if points < 0 else _MUTED
        card.add(TextNode(signed(points), (self._columns[3], y), size=theme.fs(theme.SIZE_BODY),
                          colour=colour, anchor=(0.5, 0.0)))
        total = minus(view.scores[player])
        card.add(TextNode(total, (self._columns[4], y), size=theme.fs(theme.SIZE_BODY), colour=_INK,
                          anchor=(0.5, 0.0)))
