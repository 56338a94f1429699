"""The score table: one row per deal, one column per player, and the totals.

Long matches scroll: the newest rows are shown first time; the mouse wheel,
↑/↓ and Page Up/Down scroll through the rest.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from engine.events import DealResult
from goninkan_desktop.i18n import t
from goninkan_desktop.i18n.format import minus, signed
from goninkan_desktop.ui.nodes.base import Node, Point, blit_with_opacity
from goninkan_desktop.ui.nodes.panel import SuitIcon
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import theme

_ROW_H = 34.0
_HEADER_H = 44.0
_DEAL_W = 178.0
_TRUMP_W = 40.0
_RESULT_W = 240.0
_DEAL_PAD = 24.0
"""At least this much room after the widest deal's label: the rest of the deals' column goes
to the results' (the bidding game's "Deal 10" is shorter than Goninkan's "Round 10, deal 5",
and its shared wins' "Most (6): Hanako, Saburo" longer)."""
_RESULT_PAD = 16.0
"""At least this much room after the widest result's words, before the first player's column."""
_PLAYER_PAD = 16.0
"""A player's column is at least their name (the heading's size) and this much wide: the room
the results' column may take from the players' when its words need it (five players sharing
the most face cards in the bidding game without an auction)."""
_TEXT_SIZE = theme.SIZE_SMALL
"""The deals' and results' words: 14 px at 960 x 600 (``theme.MIN_TEXT_PX``)."""
_INK = theme.TEXT_DARK
_MUTED = (110, 106, 96)
_PLUS = (24, 120, 60)
_MINUS = (170, 40, 40)


def result_name(result: str) -> str:
    """The name of a deal's result (sukonku, jūroku made, …) in the current language."""
    return t(f"table.result.{result}")


def _goninkan_words(result: DealResult) -> tuple[str, str]:
    return (t("table.scores.round_deal", round=result.round, deal=result.deal),
            result_name(result.result))


def score_rows(results: Sequence[DealResult], describe: Callable[[DealResult], tuple[str, str]]
               ) -> tuple[tuple[DealResult, int], ...]:
    """``results`` as a score table's rows, each with how many deals it stands for: a run of
    deals dealt again (no trump, no points: everyone passed in the bidding game) worded alike
    by ``describe`` is one row ("Redeal (all passed) ×9", not nine rows of it)."""
    rows: list[tuple[DealResult, int]] = []
    for result in results:
        if rows and dealt_again(result) and dealt_again(rows[-1][0]) \
                and describe(rows[-1][0]) == describe(result):
            rows[-1] = (rows[-1][0], rows[-1][1] + 1)
        else:
            rows.append((result, 1))
    return tuple(rows)


def dealt_again(result: DealResult) -> bool:
    """A deal dealt again: it never had a trump, and scored nothing (no deal of the match: the
    chart leaves it out, the table counts a run of them in one row)."""
    return result.trump < 0 and not any(result.points)


class ScoreTable(Node):
    """Every deal's points per player; Kankei cells are tinted gold."""

    def __init__(self, pos: Point, width: float, names: Sequence[str],
                 results: Sequence[DealResult], *, visible_rows: int = 10,
                 human: int = 0,
                 describe: Callable[[DealResult], tuple[str, str]] | None = None,
                 deal_heading: str | None = None) -> None:
        super().__init__(pos, (width, _HEADER_H + _ROW_H * (visible_rows + 1) + 8))
        self.deal_heading = t("table.scores.deal") if deal_heading is None else deal_heading
        """The deals column's heading (the bidding game says 回, Goninkan 戦)."""
        self.describe = describe or _goninkan_words
        """A deal's label and its result's name (another game words its deals its own way)."""
        self.names = tuple(names)
        self.results = tuple(results)
        self.rows = score_rows(self.results, self.describe)
        """The rows shown: each deal, with deals dealt again one after another (everyone passed
        in the bidding game, R13's redeal) in one row that counts them."""
        self.visible_rows = visible_rows
        self.human = human
        self.first_row = max(0, len(self.rows) - visible_rows)
        self._columns(width)
        self._header()
        self._rows_node = self.add(Node((0.0, _HEADER_H), (width, _ROW_H * visible_rows)))
        self._totals()
        self._fill_rows()

    def _columns(self, width: float) -> None:
        """The columns' widths: the deals' as wide as its widest label needs (at most
        ``_DEAL_W``), the results' what that leaves of ``_DEAL_W + _RESULT_W`` or, when its
        widest words need more, that much taken from the players' (each kept as wide as its
        name), the players' the rest."""
        words = [self._words(result, count) for result, count in self.rows]
        deal_w = _DEAL_W
        if words:
            deal_w = min(_DEAL_W, _widest([self.deal_heading, *(w[0] for w in words)])
                         + _DEAL_PAD)
        result_w = _DEAL_W + _RESULT_W - deal_w
        if words:
            least_player = _widest(self.names, theme.SIZE_BODY - 4) + _PLAYER_PAD
            room = width - deal_w - _TRUMP_W - least_player * len(self.names)
            result_w = max(result_w, min(room, _widest([w[1] for w in words]) + _RESULT_PAD))
        self._deal_w = deal_w
        self._result_x = deal_w + _TRUMP_W
        self._players_x = self._result_x + result_w
        self._player_w = (width - self._players_x) / len(self.names)

    def _player_x(self, player: int) -> float:
        return self._players_x + self._player_w * (player + 0.5)

    def _header(self) -> None:
        self.add(TextNode(self.deal_heading, (8.0, 10.0), size=theme.fs(_TEXT_SIZE),
                          colour=_MUTED))
        self.add(TextNode(t("table.scores.result"), (self._result_x, 10.0),
                          size=theme.fs(_TEXT_SIZE), colour=_MUTED))
        for player, name in enumerate(self.names):
            colour = theme.GOLD_DEEP if player == self.human else _INK
            self.add(TextNode(name, (self._player_x(player), 8.0),
                              size=theme.fs(theme.SIZE_BODY - 4),
                              colour=colour, anchor=(0.5, 0.0)))

    def _totals(self) -> None:
        y = _HEADER_H + _ROW_H * self.visible_rows + 8
        self.add(TextNode(t("table.scores.total"), (8.0, y + 4), size=theme.fs(theme.SIZE_BODY - 4),
                          colour=_INK))
        totals = [sum(r.points[p] for r in self.results) for p in range(len(self.names))]
        for player, total in enumerate(totals):
            self.add(TextNode(minus(total), (self._player_x(player), y + 2),
                              size=theme.fs(theme.SIZE_BODY), colour=_INK, anchor=(0.5, 0.0)))

    def _words(self, result: DealResult, count: int) -> tuple[str, str]:
        """A row's deal label and result, with how many deals it stands for when more than
        one."""
        label, name = self.describe(result)
        return (label, t("table.scores.repeated", result=name, count=count) if count > 1
                else name)

    def _fill_rows(self) -> None:
        self._rows_node.clear()
        shown = self.rows[self.first_row:self.first_row + self.visible_rows]
        for index, (result, count) in enumerate(shown):
            self._row(index * _ROW_H, result, count)

    def _row(self, y: float, result: DealResult, count: int) -> None:
        row = self._rows_node
        size = _TEXT_SIZE
        label, name = self._words(result, count)
        row.add(TextNode(label, (8.0, y + 7), size=theme.fs(size), colour=_INK))
        if result.trump >= 0:  # a deal dealt again never had a trump
            centre = (self._deal_w + _TRUMP_W / 2 - 6, y + _ROW_H / 2)
            row.add(SuitIcon(result.trump, centre, 20))
        row.add(TextNode(name, (self._result_x, y + 7),
                         size=theme.fs(size),
                         colour=_INK))
        for player in range(len(self.names)):
            points = result.points[player]
            colour = _PLUS if points > 0 else _MINUS if points < 0 else _MUTED
            row.add(TextNode(signed(points), (self._player_x(player), y + 6),
                             size=theme.fs(theme.SIZE_BODY - 4), colour=colour, anchor=(0.5, 0.0)))

    # -- scrolling ---------------------------------------------------------------------------

    @property
    def can_scroll(self) -> bool:
        """True when there are more deals than rows."""
        return len(self.rows) > self.visible_rows

    def scroll(self, rows: int) -> None:
        """Scroll by ``rows`` (negative: towards the first deal)."""
        last = max(0, len(self.rows) - self.visible_rows)
        first = max(0, min(last, self.first_row + rows))
        if first != self.first_row:
            self.first_row = first
            self._fill_rows()

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.can_scroll:
            self.scroll(-event.y)
            return True
        if event.type == pygame.KEYDOWN and self.can_scroll:
            steps = {pygame.K_UP: -1, pygame.K_DOWN: 1,
                     pygame.K_PAGEUP: -self.visible_rows, pygame.K_PAGEDOWN: self.visible_rows}
            if event.key in steps:
                self.scroll(steps[event.key])
                return True
        return False

    def on_draw(self, surface: pygame.Surface) -> None:
        rect = self.world_rect
        opacity = self.world_opacity
        line = theme.panel((round(rect.w), 2), (176, 128, 36, 160), radius=0)
        blit_with_opacity(surface, line, (rect.x, rect.y + _HEADER_H - 4), opacity)
        shown = self.rows[self.first_row:self.first_row + self.visible_rows]
        for index, (result, _) in enumerate(shown):
            y = rect.y + _HEADER_H + index * _ROW_H
            if index % 2 == 0:
                band = theme.panel((round(rect.w), round(_ROW_H)), (0, 0, 0, 14), radius=6)
                blit_with_opacity(surface, band, (rect.x, y), opacity)
            for player in result.kankei:
                cell = theme.panel((round(self._player_w) - 10, round(_ROW_H) - 6),
                                   (*theme.KANKEI, 90), radius=8)
                blit_with_opacity(surface, cell, (rect.x + self._player_x(player)
                                                  - self._player_w / 2 + 5, y + 3), opacity)
        y = rect.y + _HEADER_H + self.visible_rows * _ROW_H + 2
        blit_with_opacity(surface, line, (rect.x, y), opacity)
        if self.can_scroll:
            self._draw_scrollbar(surface, rect)

    def _draw_scrollbar(self, surface: pygame.Surface, rect: pygame.FRect) -> None:
        total = len(self.rows)
        track_h = self.visible_rows * _ROW_H
        thumb_h = max(20.0, track_h * self.visible_rows / total)
        top = rect.y + _HEADER_H + (track_h - thumb_h) * self.first_row / max(
            1, total - self.visible_rows)
        thumb = theme.panel((6, round(thumb_h)), (120, 100, 60, 160), radius=3)
        blit_with_opacity(surface, thumb, (rect.right - 6, top), 1.0)


def _widest(texts: Sequence[str], size: int = _TEXT_SIZE) -> float:
    """The widest of ``texts`` at ``size`` (logical pixels)."""
    return max(TextNode(text, (0.0, 0.0), size=theme.fs(size)).size[0] for text in texts)
