"""A line chart of each player's score after every deal of the match."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from engine.events import DealResult
from goninkan_desktop.i18n import t
from goninkan_desktop.i18n.format import minus
from goninkan_desktop.ui.nodes.base import Node, Point
from goninkan_desktop.ui.nodes.score_table import dealt_again
from goninkan_desktop.ui.nodes.text import TextNode, get_font
from goninkan_desktop.ui.render import scale, theme

_AXIS = (120, 110, 90)
_GRID = (210, 200, 180)
_LEFT = 56.0
_BOTTOM = 34.0
_TOP = 12.0
_LEGEND_W = 190.0


def running_totals(results: Sequence[DealResult], players: int = 5) -> list[list[int]]:
    """Each player's score before the first deal (0) and after every deal."""
    totals = [[0] for _ in range(players)]
    for result in results:
        for player in range(players):
            totals[player].append(totals[player][-1] + result.points[player])
    return totals


def _text_size() -> int:
    """The chart's labels: the table's smallest text, readable at 960 x 600 (``MIN_FONT``)."""
    return max(theme.fs(theme.SIZE_SMALL), theme.MIN_FONT)


_STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000)


def _nice_step(span: float, room: float | None = None, label: float = 0.0) -> int:
    """The step between two lines of the grid: at most six across ``span``, and, when the
    plot's height ``room`` is given, far enough apart that labels ``label`` tall never touch."""
    for step in _STEPS[:-1]:
        if span / step <= 6 and (room is None or room * step / span >= label + 4):
            return step
    return _STEPS[-1]


class ScoreChart(Node):
    """Scores over the match, one coloured line per player, with a legend; winners marked."""

    def __init__(self, pos: Point, size: Point, names: Sequence[str],
                 results: Sequence[DealResult], human: int = 0,
                 deals_word: str | None = None) -> None:
        super().__init__(pos, size)
        self.deals_word = t("table.chart.deals") if deals_word is None else deals_word
        """The horizontal axis's name (the bidding game says 回, Goninkan 戦)."""
        self.names = tuple(names)
        self.totals = running_totals([r for r in results if not dealt_again(r)], len(names))
        """Each player's total after each deal; a deal dealt again is none (everyone passed)."""
        values = [v for line in self.totals for v in line]
        self.low, self.high = min(0, *values), max(0, *values)
        if self.high - self.low < 4:
            self.high += 2
            self.low -= 2
        self.step = _nice_step(self.high - self.low)
        self.human = human
        self._labels()

    def _local(self, deal: int, value: float) -> Point:
        """A point of the plot relative to this node."""
        w = self.size[0] - _LEFT - _LEGEND_W - 16
        h = self.size[1] - _TOP - _BOTTOM
        deals = max(1, len(self.totals[0]) - 1)
        x = _LEFT + w * deal / deals
        y = _TOP + h * (self.high - value) / (self.high - self.low)
        return (x, y)

    def _labels(self) -> None:
        first = (self.low // self.step) * self.step
        value = first
        while value <= self.high:
            if value >= self.low:
                _, y = self._local(0, value)
                self.add(TextNode(minus(value), (_LEFT - 10, y), size=_text_size(),
                                  colour=_AXIS, anchor=(1.0, 0.5)))
            value += self.step
        x, y = self._local(max(1, len(self.totals[0]) - 1), self.low)
        self.add(TextNode(self.deals_word, (x, y + 6), size=_text_size(), colour=_AXIS,
                          anchor=(1.0, 0.0)))
        finals = [line[-1] for line in self.totals]
        best = max(finals)
        order = sorted(range(len(self.names)), key=lambda p: -finals[p])
        legend_x = self.size[0] - _LEGEND_W
        self.best = [player for player in range(len(self.names)) if finals[player] == best]
        for rank, player in enumerate(order):
            y = _TOP + 6 + rank * 40
            text = f"{self.names[player]}  {minus(finals[player])}"
            label = self.add(TextNode(text, (legend_x + 30, y), size=_text_size(),
                                      colour=theme.TEXT_DARK))
            if player in self.best:
                self.add(_Star((legend_x + 30 + label.size[0] + 16, y + label.size[1] / 2)))

    def on_draw(self, surface: pygame.Surface) -> None:
        ox, oy = self.origin
        value = (self.low // self.step) * self.step
        while value <= self.high:
            if value >= self.low:
                start = self._local(0, value)
                end = self._local(max(1, len(self.totals[0]) - 1), value)
                colour = _AXIS if value == 0 else _GRID
                pygame.draw.line(surface, colour, scale.pt((ox + start[0], oy + start[1])),
                                 scale.pt((ox + end[0], oy + end[1])),
                                 scale.line(2 if value == 0 else 1))
            value += self.step
        finals = [line[-1] for line in self.totals]
        order = sorted(range(len(self.names)), key=lambda p: -finals[p])
        legend_x = ox + self.size[0] - _LEGEND_W
        for rank, player in enumerate(order):
            colour = _chart_colour(player)
            y = oy + _TOP + 6 + rank * 40 + 10
            pygame.draw.line(surface, colour, scale.pt((legend_x, y)),
                             scale.pt((legend_x + 22, y)), scale.line(5))
        for player in sorted(range(len(self.names)), key=lambda p: p == self.human):
            points = [self._local(i, v) for i, v in enumerate(self.totals[player])]
            screen = [scale.pt((ox + x, oy + y)) for x, y in points]
            width = scale.line(5 if player == self.human else 3)
            colour = _chart_colour(player)
            if len(screen) > 1:
                pygame.draw.lines(surface, colour, False, screen, width)
            for x, y in screen[1:]:
                pygame.draw.circle(surface, colour, (x, y), width)


class _Star(Node):
    """A gold star beside the winner's name (drawn: the default font has no star glyph)."""

    def __init__(self, pos: Point) -> None:
        super().__init__(pos, (22.0, 22.0), anchor=(0.5, 0.5))

    def on_draw(self, surface: pygame.Surface) -> None:
        cx, cy = self.world_rect.center
        points = []
        for i in range(10):
            radius = 11.0 if i % 2 == 0 else 4.6
            angle = math.radians(-90 + i * 36)
            points.append(scale.pt((cx + radius * math.cos(angle), cy + radius * math.sin(angle))))
        pygame.draw.polygon(surface, theme.GOLD, points)
        pygame.draw.polygon(surface, theme.GOLD_DEEP, points, scale.line(2))


def _chart_colour(player: int) -> tuple[int, int, int]:
    """Player colours, darkened to read on the cream card."""
    r, g, b = theme.PLAYER_COLOURS[player % len(theme.PLAYER_COLOURS)]
    return (round(r * 0.78), round(g * 0.72), round(b * 0.72))


class MatchPointsChart(Node):
    """The human's final points in each match, oldest first: a bar per match about a zero line.

    Drawn on the dark panels of the menus: gold bars above zero, blue below.
    """

    def __init__(self, pos: Point, size: Point, points: Sequence[int], axis_label: str) -> None:
        super().__init__(pos, size)
        self.points = tuple(points)
        self.high = max(2, *self.points)
        self.low = min(-2, *self.points)
        text_size = max(theme.fs(theme.SIZE_SMALL), theme.MIN_FONT)  # readable at 960 x 600
        self.step = _nice_step(self.high - self.low, self._y(self.low) - self._y(self.high),
                               get_font(text_size).get_height())
        first = (self.low // self.step) * self.step
        value = first
        while value <= self.high:
            if value >= self.low:
                self.add(TextNode(minus(value), (_LEFT - 10, self._y(value)), size=text_size,
                                  colour=theme.TEXT_MUTED, anchor=(1.0, 0.5)))
            value += self.step
        self.add(TextNode(axis_label, (size[0], size[1] - 2), size=text_size,
                          colour=theme.TEXT_MUTED, anchor=(1.0, 1.0)))

    def _y(self, value: float) -> float:
        h = self.size[1] - _TOP - 24.0
        return _TOP + h * (self.high - value) / (self.high - self.low)

    def bar_rect(self, index: int) -> pygame.FRect:
        """Match ``index``'s bar, relative to this node."""
        width = self.size[0] - _LEFT - 8
        slot = width / max(1, len(self.points))
        bar = max(2.0, min(28.0, slot * 0.7))
        x = _LEFT + slot * index + (slot - bar) / 2
        top, zero = self._y(max(0, self.points[index])), self._y(min(0, self.points[index]))
        return pygame.FRect(x, top, bar, max(2.0, zero - top))

    def on_draw(self, surface: pygame.Surface) -> None:
        ox, oy = self.origin
        value = (self.low // self.step) * self.step
        while value <= self.high:
            if value >= self.low:
                y = oy + self._y(value)
                colour = theme.TEXT_MUTED if value == 0 else (60, 96, 80)
                pygame.draw.line(surface, colour, scale.pt((ox + _LEFT, y)),
                                 scale.pt((ox + self.size[0] - 4, y)),
                                 scale.line(2 if value == 0 else 1))
            value += self.step
        for index, points in enumerate(self.points):
            rect = self.bar_rect(index).move(ox, oy)
            colour = theme.GOLD if points >= 0 else theme.MUKANKEI_ON_FELT
            pygame.draw.rect(surface, colour, scale.rect(pygame.Rect(
                round(rect.x), round(rect.y), max(1, round(rect.w)), max(1, round(rect.h)))),
                border_radius=scale.ipx(3))
