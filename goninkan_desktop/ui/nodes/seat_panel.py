"""A player's place at the table: name, team, dealer, face cards, points, turn; and hidden hand."""

from __future__ import annotations

import math

import pygame

from goninkan_desktop.i18n import t, tn
from goninkan_desktop.i18n.format import minus
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.base import Node, Point, blit_centred, blit_with_opacity
from goninkan_desktop.ui.nodes.panel import Badge, Panel
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import scale, theme
from goninkan_desktop.ui.render.cards import CardRenderer

PANEL_W, PANEL_H = 248.0, 108.0
_GAP = 10.0
"""The least space between two things on one line of the panel."""
_BADGE_SIZES = (theme.SIZE_SMALL,)
_LINE_SIZES = (theme.SIZE_SMALL,)
"""The badges' and the bottom line's one size: never below ``theme.MIN_FONT``, each line's
words short enough to fit the panel at it."""


class BackFan(Node):
    """A CPU player's hand: a tight row of card backs and the number of cards."""

    def __init__(self, renderer: CardRenderer, pos: Point) -> None:
        super().__init__(pos, (150.0, 70.0), anchor=(0.5, 0.5))
        self.renderer = renderer
        self.count = 0
        self.count_text = self.add(TextNode("", (0.0, 0.0), size=theme.fs(theme.SIZE_SMALL),
                                             colour=theme.TEXT, shadow=theme.SHADOW,
                                             anchor=(0.0, 0.5)))

    STEP = 8.0

    count_left = False
    """The number left of the cards (a seat on the table's left half: away from its middle,
    where a dialog such as the lay-down's lies), else right of them."""

    def set_count(self, count: int) -> None:
        """Show ``count`` cards."""
        self.count = max(0, count)
        self.count_text.text = t("table.back_count", count=self.count) if self.count else ""
        if self.count_left:
            self.count_text.anchor = (1.0, 0.5)
            self.count_text.pos = (self._left() - 8, self.size[1] / 2)
        else:
            self.count_text.anchor = (0.0, 0.5)
            self.count_text.pos = (self._right_edge() + 8, self.size[1] / 2)

    def _left(self) -> float:
        """The first card's left edge: fixed, so cards never shift as the count changes."""
        return (self.size[0] - layout.BACK_WIDTH - self.STEP * 9) / 2

    def _right_edge(self) -> float:
        return self._left() + layout.BACK_WIDTH + self.STEP * max(0, self.count - 1)

    def card_centre(self, index: int | None = None) -> Point:
        """Screen centre of card ``index`` (default: the last one)."""
        index = self.count - 1 if index is None else index
        ox, oy = self.origin
        return (ox + self._left() + layout.BACK_WIDTH / 2 + self.STEP * max(0, index),
                oy + self.size[1] / 2)

    def on_draw(self, surface: pygame.Surface) -> None:
        if not self.count:
            return
        image = self.renderer.back(scale.ipx(layout.BACK_WIDTH))
        opacity = self.world_opacity
        for index in range(self.count):
            blit_centred(surface, image, self.card_centre(index), opacity)


class SeatPanel(Panel):
    """Name, team, dealer mark, face cards taken, points and whose turn it is."""

    def __init__(self, name: str, *, is_human: bool) -> None:
        super().__init__((0.0, 0.0), (PANEL_W, PANEL_H), anchor=(0.5, 0.5))
        self.is_human = is_human
        self.active = False
        self.thinking = False
        self._clock = 0.0
        self.glow = 0.0  # 0..1, tweened: a brief highlight (team announced)
        self._name = self.add(TextNode(name, (16.0, 12.0), size=theme.fs(theme.SIZE_LARGE - 4),
                                       colour=theme.TEXT))
        self._points = self.add(TextNode("", (PANEL_W - 16, 14.0), size=theme.fs(theme.SIZE_BODY),
                                         colour=theme.GOLD, anchor=(1.0, 0.0)))
        self._team = self.add(Badge("", (16.0, 58.0), fill=theme.KANKEI,
                                    colour=theme.KANKEI_TEXT))
        self._team.visible = False
        self._dealer = self.add(Badge(t("table.dealer"), (PANEL_W - 16, 58.0),
                                      fill=theme.CREAM, colour=theme.TEXT_DARK,
                                      anchor=(1.0, 0.5)))
        self._dealer.visible = False
        self.is_dealer = False
        """Whether this player deals (its mark shown where the line has room)."""
        self._fitted: dict[str, tuple[object, ...]] = {}
        """What each line was last fitted for: the same again needs no fitting (the table sets
        every panel's dealer and faces at each step of a review)."""
        self._faces = self.add(TextNode("", (16.0, 80.0), size=theme.fs(theme.SIZE_SMALL - 2),
                                        colour=theme.TEXT_MUTED))
        self._status = self.add(TextNode("", (PANEL_W - 16, 80.0),
                                         size=theme.fs(theme.SIZE_SMALL - 2),
                                         colour=theme.GOLD, anchor=(1.0, 0.0)))
        self.set_faces(0)

    # -- what it shows -----------------------------------------------------------------------

    @property
    def name(self) -> str:
        """The player's name as shown."""
        return self._name.text

    def set_points(self, points: int) -> None:
        """The player's match total."""
        # a true minus sign (U+2212), as on the score screens: "−3 pts", "−3点"
        self._points.text = tn("table.points", points, points=minus(points))

    @property
    def points_text(self) -> str:
        """The points as shown ("3 pts")."""
        return self._points.text

    def set_team(self, kankei: bool | None, key: str = "") -> None:
        """Kankei (True), Mukankei (False) or not yet known (None); ``key`` a note such as "Ace"."""
        if kankei is None:
            self._team.visible = False
            return
        label = t("team.kankei") if kankei else t("team.mukankei")
        self._team.text = t("team.with_note", team=label, note=key) if key else label
        if kankei:
            self._team.set_style(theme.KANKEI, theme.KANKEI_TEXT)
        else:
            self._team.set_style(theme.MUKANKEI, theme.MUKANKEI_TEXT)
        self._team.visible = True
        self._fit_badges()

    def set_badge(self, text: str, ours: bool) -> None:
        """A side badge in any words (``text``; "" hides it), in the colours of the taisho's
        side / Kankei (``ours``) or of the others."""
        if not text:
            self._team.visible = False
            return
        self._team.text = text
        if ours:
            self._team.set_style(theme.KANKEI, theme.KANKEI_TEXT)
        else:
            self._team.set_style(theme.MUKANKEI, theme.MUKANKEI_TEXT)
        self._team.visible = True
        self._fit_badges()

    @property
    def team_text(self) -> str:
        """The team badge's text ('' while hidden)."""
        return self._team.text if self._team.visible else ""

    def set_dealer(self, dealer: bool) -> None:
        """Show or hide the dealer mark."""
        self.is_dealer = dealer
        self._fit_badges()

    def set_faces(self, count: int) -> None:
        """Face cards this player has taken in this deal."""
        self._faces.text = t("table.faces_taken", count=count)
        self._fit_line()

    @property
    def status_text(self) -> str:
        """The short line at the bottom right."""
        return self._status.text

    def set_status(self, text: str, colour: tuple[int, int, int] = theme.GOLD) -> None:
        """The short line at the bottom right: thinking, your turn, a countdown."""
        self._status.text = text
        self._status.colour = colour
        self._fit_line()

    # -- keeping two things on one line apart ------------------------------------------------

    def _fit_badges(self) -> None:
        """The team and dealer badges share a line at the table's smallest size or larger;
        where a long side badge leaves the dealer's no room, the side's alone is shown (who
        deals matters most before the sides are known, when no side badge is drawn)."""
        self._dealer.visible = self.is_dealer
        both = self._team.visible and self._dealer.visible
        for size in _BADGE_SIZES:
            self._team.font_size = self._dealer.font_size = theme.fs(size)
            if not both or self._team.size[0] + self._dealer.size[0] + _GAP <= PANEL_W - 32:
                return
        self._dealer.visible = False

    def _fit_line(self) -> None:
        """Face cards and the status share the bottom line: smaller type rather than overlap."""
        if self._fitted_before("line", self._faces.text, self._status.text):
            return
        for size in _LINE_SIZES:
            self._faces.font_size = self._status.font_size = theme.fs(size)
            if not self._status.text or \
                    self._faces.size[0] + self._status.size[0] + _GAP <= PANEL_W - 32:
                return

    def _fitted_before(self, line: str, *shown: object) -> bool:
        """Whether ``line`` was last fitted for what it shows now (noted for next time)."""
        key = (*shown, theme.fs(theme.SIZE_SMALL))
        if self._fitted.get(line) == key:
            return True
        self._fitted[line] = key
        return False

    # -- frame loop --------------------------------------------------------------------------

    LOW_RATE = frozenset({"_clock"})
    UNDRAWN = frozenset({"_fitted"})

    def draw_state(self) -> tuple[tuple[object, ...], tuple[object, ...]]:
        state, pulse = super().draw_state()
        return state, pulse if self.active or self.glow > 0.0 else ()

    def on_update(self, dt: float) -> None:
        self._clock += dt
        if self.thinking:
            dots = "." * (1 + int(self._clock * 2.5) % 3)
            if self._status.text != t("table.thinking") + dots:
                self._status.text = t("table.thinking") + "..."  # fit the widest first
                self._fit_line()
                self._status.text = t("table.thinking") + dots

    def on_draw(self, surface: pygame.Surface) -> None:
        rect = self.world_rect
        lit = self.active or self.glow > 0.0
        if lit:
            pulse = 0.75 + 0.25 * math.sin(self._clock * 3.0)
            glow = theme.glow((round(rect.w), round(rect.h)), theme.GOLD, 210, 16, 18)
            blit_with_opacity(surface, glow, (rect.x - 16, rect.y - 16),
                              self.world_opacity * pulse)
        self.border = (*theme.GOLD, 255) if lit else theme.PANEL_BORDER
        self.border_width = 3 if lit else 2
        super().on_draw(surface)


class SeatGroup(Node):
    """One player's panel and, for a CPU player, their face-down hand; moves as one."""

    def __init__(self, player: int, name: str, renderer: CardRenderer, *, is_human: bool) -> None:
        super().__init__((0.0, 0.0), (0.0, 0.0))
        self.player = player
        self.panel = self.add(SeatPanel(name, is_human=is_human))
        self.backs: BackFan | None = None
        if not is_human:
            self.backs = self.add(BackFan(renderer, layout.BACKS_OFFSET))
        self.position = 0

    def place(self, position: int, centre: Point) -> None:
        """Put the group at a screen position (its panel's ``centre``) at once."""
        self.position = position
        self.pos = centre
        self.count_outside(centre)

    def count_outside(self, centre: Point) -> None:
        """The number of hidden cards on the side of them away from the table's middle, for
        the group placed at ``centre``."""
        if self.backs is not None:
            self.backs.count_left = centre[0] < layout.WIDTH / 2
            self.backs.set_count(self.backs.count)

    def hand_centre(self) -> Point:
        """Screen point where this player's hidden hand is (cards fly from and to here)."""
        if self.backs is None:
            return layout.HAND_CENTRE
        return self.backs.card_centre()

