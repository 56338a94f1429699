"""The Statistics screen: your matches, your deals as Kankei and Mukankei, and your points.

Everything shown comes from the statistics database (``stats.db``), which
follows the archived records. The deals panel counts every finished deal, the
match in progress included; the figures of matches wait for a finished match,
and until there is one the chart says so. Three panels (matches by rules and CPU level;
deals by side; hints, take-backs and the deal of the day), a bar chart of your
points in each match, and Back, Export (a CSV file in your Documents folder, else Downloads,
its path shown) and Reset (after a question that says nothing is deleted).

Two buttons at the top switch between Goninkan and the bidding game, which is
counted apart (docs/statistics.md): its matches, the average bid, the points,
the hints, take-backs and decisions that kept the best result; its deals by the
part you played (taisho, adjutant, defender) and the trick where the adjutant
became known on average; your bids as taisho made and failed by the number bid
and by trump; and a chart of its matches. The screen opens on the game last
played.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from goninkan_desktop.i18n import language, t
from goninkan_desktop.i18n.format import signed
from goninkan_desktop.platform import storage
from goninkan_desktop.platform.folders import export_folder, open_folder
from goninkan_desktop.profile.choices import CPU_LEVELS
from goninkan_desktop.profile.stats_db import (
    BIDDING,
    GONINKAN,
    ROLES,
    BiddingFigures,
    FormFigures,
    RoleFigures,
    SideFigures,
    StatsDb,
)
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.menu_base import MenuScene
from goninkan_desktop.ui.nodes.base import Point
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.chart import MatchPointsChart
from goninkan_desktop.ui.nodes.menu import Focusable
from goninkan_desktop.ui.nodes.panel import Panel, Paragraph, wrap_text
from goninkan_desktop.ui.nodes.text import TextNode, get_font
from goninkan_desktop.ui.question import QuestionScene, message_scene
from goninkan_desktop.ui.render import theme

if TYPE_CHECKING:
    from goninkan_desktop.play.navigator import Navigator

log = logging.getLogger(__name__)

TOP = 80.0
PANEL_HEIGHT = 366.0
GAP = 12.0
MARGIN = 28.0
CHART_TOP = TOP + PANEL_HEIGHT + GAP
CHART_HEIGHT = 150.0
BUTTONS_Y = CHART_TOP + CHART_HEIGHT + 12.0
BUTTON_SIZE = (300.0, 52.0)
TEXT_SIZE = max(theme.fs(theme.SIZE_SMALL), theme.MIN_FONT)
"""Every figure, label and note on the screen: the table's smallest text
(``theme.MIN_TEXT_PX`` in the 960 x 600 window), nothing smaller."""
TEXT_HEIGHT = 24.0
"""The height of a line of ``TEXT_SIZE`` text, a little room included."""
LINE = 32.0
SIDE_LINE = 27.0
ROLE_LINE = 28.0
"""The rows of the bidding game's deals by part: closer than ``LINE``, room for the note."""
PAD = 18.0
GROUPS = 6
"""Rules-and-level rows shown at most (the most played; fewer when their words need two
lines and the panel has no room for more)."""
GROUP_LINE = 27.0
WIDER = 30.0
"""How much wider Goninkan's matches panel is than the others (and its third panel narrower)."""
CHART_MATCHES = 40
"""The chart shows at most this many matches, the latest."""
GAMES = (GONINKAN, BIDDING)
FORMS_VIEW = "forms"
"""The third view: the bidding game's figures by form (its button at the top right)."""
FORM_COLUMNS = (0.36, 0.52, 0.68, 0.84, 0.97)
"""The right edges of the forms table's number columns, as shares of the panel's width: the
headers at the screen's text size ("Won defending", "Won, no auction") a clear gap apart."""
FORM_LINE = 40.0
"""The games the screen switches between, in the order of its buttons."""
GAME_BUTTON_SIZE = (220.0, 44.0)
BID_ROWS = 8
"""Bid levels shown (the lowest; the bids of the bidding game rarely spread wider)."""
SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def footnote(panel: Panel, text: str, width: float) -> list[TextNode]:
    """``text`` wrapped at the foot of a panel ``width`` wide, no smaller than the table's
    smallest text (``theme.MIN_FONT``: still readable at 960 x 600); its lines, top first."""
    size = TEXT_SIZE
    lines = wrap_text(text, NOTE_SIZE, width - 2 * PAD)
    line_height = get_font(size).get_height() + 2.0
    return [panel.add(TextNode(line, (PAD, PANEL_HEIGHT - 10.0 - line_height * index),
                               size=size, colour=theme.TEXT_MUTED, anchor=(0.0, 1.0)))
            for index, line in reversed(list(enumerate(reversed(lines))))]


NOTE_SIZE = theme.SIZE_SMALL
"""A panel's footnote (``footnote``), in ``theme`` sizes."""


def percent(part: int, whole: int) -> int:
    """``part`` of ``whole`` as a whole percentage (0 when there is nothing)."""
    return round(100 * part / whole) if whole else 0


class StatsScene(MenuScene):
    """Your figures from the statistics database."""

    hint_key = "stats.keys"

    def __init__(self, navigator: Navigator) -> None:
        self.navigator = navigator
        self.stats: StatsDb = navigator.session.stats
        self.game = self.stats.last_game()
        """Whose figures are shown: ``GONINKAN`` or ``BIDDING`` (first, the game last
        played)."""
        super().__init__(navigator.session.renderer)

    # -- building ------------------------------------------------------------------------------

    def build(self) -> list[Focusable]:
        self.footnotes: list[TextNode] = []
        """The panels' footnotes now shown, each line a node."""
        self.heading(t("stats.title"), 14.0)
        summary = self.stats.summary()
        daily = summary["daily"]
        assert isinstance(daily, dict)
        bidding = self.stats.bidding()
        # what Export and Reset work on: finished matches (both games) and deals of the day
        self.empty = summary["matches"] == 0 and daily["played"] == 0 and bidding.matches == 0
        width = (layout.WIDTH - 2 * MARGIN - 2 * GAP) / 3
        if self.game == FORMS_VIEW:
            self._forms_panel((MARGIN, TOP), layout.WIDTH - 2 * MARGIN, self.stats.forms())
            self._chart(bidding.deals, self.stats.bidding_scores(), "stats.bidding.")
        elif self.game == BIDDING:
            self._bidding_panel((MARGIN, TOP), width, bidding)
            self._roles_panel((MARGIN + width + GAP, TOP), width, bidding)
            self._bids_panel((MARGIN + 2 * (width + GAP), TOP), width, bidding)
            self._chart(bidding.deals, self.stats.bidding_scores(), "stats.bidding.")
        else:
            # the matches panel a little wider: a rules-and-level row and its two figures
            # share a line
            wide, narrow = width + WIDER, width - WIDER
            self._matches_panel((MARGIN, TOP), wide, summary)
            self._deals_panel((MARGIN + wide + GAP, TOP), width)
            self._more_panel((MARGIN + wide + width + 2 * GAP, TOP), narrow, summary)
            self._chart(int(str(summary["deals"])), self.stats.scores(), "stats.")
        self.game_buttons = {game: self._game_button(index, game)
                             for index, game in enumerate(GAMES)}
        self.game_buttons[FORMS_VIEW] = self.button(
            t("stats.game.forms"), lambda: self.show_game(FORMS_VIEW),
            (layout.WIDTH - MARGIN - GAME_BUTTON_SIZE[0], 20.0), GAME_BUTTON_SIZE,
            primary=self.game == FORMS_VIEW, anchor=(0.0, 0.0))
        self.back_button = self.button(t("menus.back"), self.back,
                                       (layout.WIDTH / 2 - 330, BUTTONS_Y), BUTTON_SIZE,
                                       primary=True)
        self.export_button = self.button(t("stats.export"), self.export,
                                         (layout.WIDTH / 2, BUTTONS_Y), BUTTON_SIZE)
        self.reset_button = self.button(t("stats.reset"), self.ask_reset,
                                        (layout.WIDTH / 2 + 330, BUTTONS_Y), BUTTON_SIZE)
        self.export_button.enabled = self.reset_button.enabled = not self.empty
        return [self.back_button, self.export_button, self.reset_button,
                *self.game_buttons.values()]

    def _game_button(self, index: int, game: str) -> Button:
        """A button at the top left that shows one game's figures (the shown one lit)."""
        return self.button(t(f"stats.game.{game}"), lambda: self.show_game(game),
                           (MARGIN + index * (GAME_BUTTON_SIZE[0] + 10.0), 20.0),
                           GAME_BUTTON_SIZE, primary=game == self.game, anchor=(0.0, 0.0))

    def show_game(self, game: str) -> None:
        """Show Goninkan's figures or the bidding game's; the focus stays on the button."""
        if game != self.game:
            self.game = game
            self.rebuild()
            self.focus.focus_item(self.game_buttons[game])

    def _panel(self, pos: Point, width: float, title: str) -> Panel:
        panel = self.root.add(Panel(pos, (width, PANEL_HEIGHT)))
        panel.add(TextNode(title, (PAD, 12.0), size=theme.fs(theme.SIZE_BODY - 4),
                           colour=theme.GOLD))
        return panel

    def _line(self, panel: Panel, row: float, label: str, value: str, *,
              line: float = LINE) -> float:
        """A label on the left and its value on the right (below it if both would not fit),
        rows ``line`` apart.

        Returns the rows used (1, or 2 when the value went below).
        """
        y = 58.0 + row * line
        size = TEXT_SIZE
        label_node = panel.add(TextNode(label, (PAD, y), size=size, colour=theme.TEXT_MUTED))
        value_node = panel.add(TextNode(value, (panel.size[0] - PAD, y), size=size,
                                        colour=theme.TEXT, anchor=(1.0, 0.0)))
        if label_node.size[0] + value_node.size[0] + 16.0 <= panel.size[0] - 2 * PAD:
            return 1.0
        value_node.pos = (value_node.pos[0], y + line * 0.8)
        return 1.8

    def _matches_panel(self, pos: Point, width: float, summary: dict[str, object]) -> None:
        panel = self._panel(pos, width, t("stats.matches"))
        played = int(str(summary["matches"]))
        won = int(str(summary["matches_won"]))
        points = int(str(summary["points"]))
        self._line(panel, 0, t("stats.played"), t("stats.matches_count", count=played))
        self._line(panel, 1, t("stats.won"), t("stats.won_value", count=won,
                                                  percent=percent(won, played)))
        self._line(panel, 2, t("stats.average"), t("stats.points_value", points=signed(
            points / played if played else 0, 1)))
        self._groups_table(panel, 58.0 + 3 * LINE + 4.0, width)

    def _groups_table(self, panel: Panel, top: float, width: float) -> None:
        """The matches by rules and CPU level: their name, then matches won and average points
        in two columns under their headings (the figures go below a name too long to share its
        line); as many of the most played as the panel has room for."""
        font = get_font(TEXT_SIZE)
        rows: list[tuple[tuple[str, int], str, str, str]] = []
        for group in sorted(self.stats.groups(), key=lambda g: -g.matches)[:GROUPS]:
            level = t(f"menus.level.{group.cpu_level}") if group.cpu_level in CPU_LEVELS \
                else t("stats.level_unknown")
            order = CPU_LEVELS.index(group.cpu_level) if group.cpu_level in CPU_LEVELS else 9
            rows.append(((group.preset, order),
                         t("stats.group", preset=t(f"menus.ng.preset.{group.preset}"),
                           level=level),
                         t("stats.group_won", won=group.won, count=group.matches),
                         t("stats.group_points", points=signed(group.average_points, 1))))
        if not rows:
            return
        heads = (t("stats.group_won_head"), t("stats.group_points_head"))
        points_width = max(font.size(text)[0] for text in (heads[1], *(r[3] for r in rows)))
        won_right = width - PAD - points_width - GAP
        won_width = max(font.size(text)[0] for text in (heads[0], *(r[2] for r in rows)))
        name_room = won_right - won_width - GAP - PAD
        for text, right in zip(heads, (won_right, width - PAD), strict=True):
            panel.add(TextNode(text, (right, top), size=TEXT_SIZE, colour=theme.TEXT_MUTED,
                               anchor=(1.0, 0.0)))
        y = top + GROUP_LINE
        shown = []
        for row in rows:  # the most played first, while there is room
            height = TEXT_HEIGHT * (1 if font.size(row[1])[0] <= name_room else 2)
            if y + height > PANEL_HEIGHT - 10.0:
                break
            shown.append((row, height))
            y += height + GROUP_LINE - TEXT_HEIGHT
        y = top + GROUP_LINE
        for (_order, name, won, points), height in sorted(shown, key=lambda each: each[0][0]):
            panel.add(TextNode(name, (PAD, y), size=TEXT_SIZE, colour=theme.TEXT))
            figures_y = y + height - TEXT_HEIGHT
            panel.add(TextNode(won, (won_right, figures_y), size=TEXT_SIZE,
                               colour=theme.TEXT_MUTED, anchor=(1.0, 0.0)))
            panel.add(TextNode(points, (width - PAD, figures_y), size=TEXT_SIZE,
                               colour=theme.TEXT_MUTED, anchor=(1.0, 0.0)))
            y += height + GROUP_LINE - TEXT_HEIGHT

    def _deals_panel(self, pos: Point, width: float) -> None:
        panel = self._panel(pos, width, t("stats.deals"))
        kankei, mukankei = self.stats.side(True), self.stats.side(False)
        columns = (width - PAD - 116.0, width - PAD)
        size = TEXT_SIZE
        panel.add(TextNode(t("stats.kankei"), (columns[0], 24.0), size=size,
                           colour=theme.KANKEI, anchor=(1.0, 0.0)))
        panel.add(TextNode(t("stats.mukankei"), (columns[1], 24.0), size=size,
                           colour=theme.MUKANKEI_ON_FELT, anchor=(1.0, 0.0)))
        rows = [
            (t("stats.deals_played"), lambda s: t("stats.deals_count", count=s.deals)),
            (t("stats.deals_won"), lambda s: t("stats.deals_won_value", count=s.won,
                                                percent=percent(s.won, s.deals))),
            (t("stats.sukonku"), lambda s: t("stats.times", count=s.sukonku)),
            (t("stats.juroku_called"), lambda s: t("stats.times", count=s.juroku_called)),
            (t("stats.juroku_made"), lambda s: t("stats.times", count=s.juroku_made)),
            (t("stats.juroku_missed"), lambda s: t("stats.times", count=s.juroku_missed)),
            (t("stats.faces"), lambda s: t("stats.faces_value",
                                           value=f"{s.faces_per_deal:.1f}")),
        ]
        for row, (label, value) in enumerate(rows):
            self._side_line(panel, row, label, value, (kankei, mukankei), columns)
        self.footnotes += footnote(panel, t("stats.side_note"), width)

    def _side_line(self, panel: Panel, row: int, label: str, value: object,
                   sides: tuple[SideFigures, SideFigures], columns: tuple[float, float]) -> None:
        assert callable(value)
        y = 54.0 + row * SIDE_LINE
        size = TEXT_SIZE
        panel.add(TextNode(label, (PAD, y), size=size, colour=theme.TEXT_MUTED))
        for side, column in zip(sides, columns, strict=True):
            panel.add(TextNode(str(value(side)), (column, y), size=size, colour=theme.TEXT,
                               anchor=(1.0, 0.0)))

    def _more_panel(self, pos: Point, width: float, summary: dict[str, object]) -> None:
        panel = self._panel(pos, width, t("stats.more"))
        row = self._help_lines(panel, 0, int(str(summary["hints"])),
                               int(str(summary["takebacks"])),
                               int(str(summary["matches_with_takebacks"])),
                               self.stats.kept_best())
        daily = self.stats.daily()
        panel.add(TextNode(t("daily.title"), (PAD, 58.0 + (row + 0.3) * LINE),
                           size=TEXT_SIZE, colour=theme.GOLD))
        row += 1.4
        row += self._line(panel, row, t("stats.daily_played"),
                          t("stats.days_value", count=daily.played))
        row += self._line(panel, row, t("stats.daily_streak"),
                          t("stats.days_value", count=daily.streak))
        self._line(panel, row, t("stats.daily_beat"),
                   t("stats.daily_beat_value", count=daily.beat_strong, days=daily.compared)
                   if daily.compared else t("stats.days_value", count=0))

    def _bidding_panel(self, pos: Point, width: float, figures: BiddingFigures) -> None:
        """The bidding game's matches, points, average bid, and the help you asked for."""
        panel = self._panel(pos, width, t("stats.bidding.matches"))
        row = self._line(panel, 0, t("stats.played"),
                         t("stats.matches_count", count=figures.matches))
        row += self._line(panel, row, t("stats.won"),
                          t("stats.won_value", count=figures.matches_won,
                            percent=percent(figures.matches_won, figures.matches)))
        row += self._line(panel, row, t("stats.bidding.points"),
                          t("stats.points_value", points=signed(figures.points)))
        average = figures.average_bid
        row += self._line(panel, row, t("stats.bidding.average_bid"),
                          t("stats.bidding.average_bid_value", value=f"{average:.1f}")
                          if average is not None else t("stats.bidding.average_bid_none"))
        self._help_lines(panel, row, figures.help.hints, figures.help.takebacks,
                         figures.help.matches_with_takebacks, figures.kept_best)

    def _help_lines(self, panel: Panel, row: float, hints: int, takebacks: int,
                    matches: int, share: tuple[int, int, int]) -> float:
        """Hints, take-backs and the decisions that kept the best result, from ``row``; the
        row after them."""
        row += self._line(panel, row, t("stats.hints"), t("stats.times", count=hints))
        key = ("stats.times" if matches == 0 else
               "stats.takebacks_value_one" if matches == 1 else "stats.takebacks_value")
        row += self._line(panel, row, t("stats.takebacks"),
                          t(key, count=takebacks, matches=matches))
        return row + self._line(
            panel, row, t("stats.kept_best"),
            t("stats.kept_best_value", percent=percent(share[0], share[1]),
              deals=t("stats.deals_reviewed_one" if share[2] == 1
                      else "stats.deals_reviewed", count=share[2]))
            if share[1] else t("stats.kept_best_none"))

    def _forms_panel(self, pos: Point, width: float, forms: list[FormFigures]) -> None:
        """The bidding game's forms (docs/rules.md section 12), one row each: its matches, the
        deals won as taisho and as defender, and without an auction the deals won and the face
        cards a deal."""
        panel = self._panel(pos, width, t("stats.forms.title"))
        if not forms:
            panel.add(Paragraph(t("stats.forms.none"), (PAD, 58.0), width - 2 * PAD,
                                size=theme.SIZE_SMALL, colour=theme.TEXT_MUTED))
            return
        size = TEXT_SIZE
        right = [x * width for x in FORM_COLUMNS]
        for key, x in zip(("form", "matches", "taisho", "defender", "free", "faces"),
                          [PAD, *right], strict=True):
            panel.add(TextNode(t(f"stats.forms.col_{key}"), (x, 56.0), size=size,
                               colour=theme.TEXT_MUTED, anchor=(0.0 if x == PAD else 1.0, 0.0)))
        for index, form in enumerate(forms):
            y = 96.0 + index * FORM_LINE
            per_deal = form.faces_per_deal
            cells = [
                t(f"stats.forms.{form.form or 'five-players'}"),
                t("stats.matches_count", count=form.matches),
                self._won_of(form.taisho), self._won_of(form.defender),
                self._won_of(form.free),
                f"{per_deal:.1f}" if per_deal is not None else "—",
            ]
            for text, x in zip(cells, [PAD, *right], strict=True):
                panel.add(TextNode(text, (x, y), size=size, colour=theme.TEXT,
                                   anchor=(0.0 if x == PAD else 1.0, 0.0)))
        self.footnotes += footnote(panel, t("stats.forms.note"), width)

    @staticmethod
    def _won_of(part: RoleFigures) -> str:
        """Deals won of deals played ("3 / 5"), or a dash for none."""
        if not part.deals:
            return "—"
        return t("stats.forms.won_value", won=part.won, deals=part.deals)

    def _roles_panel(self, pos: Point, width: float, figures: BiddingFigures) -> None:
        """The bidding game's deals in each part the human played, the trick the adjutant
        became known, and what they mean."""
        panel = self._panel(pos, width, t("stats.bidding.deals"))
        row = 0.0
        for role in ROLES:
            part = figures.roles[role]
            row += self._line(panel, row, t(f"stats.role.{role}"),
                              t("stats.bidding.role_value", deals=part.deals, won=part.won,
                                percent=percent(part.won, part.deals)),
                              line=ROLE_LINE)
        row += self._line(panel, row, t("stats.bidding.all_deals"),
                          t("stats.bidding.deals_count", count=figures.deals), line=ROLE_LINE)
        trick = figures.adjutant_known[1]
        self._line(panel, row, t("stats.bidding.adjutant_known"),
                          t("stats.bidding.adjutant_known_value", trick=f"{trick:.1f}")
                          if trick is not None else t("stats.bidding.average_bid_none"),
                   line=ROLE_LINE)
        self.footnotes += footnote(panel, t("stats.bidding.note_short"), width)

    def _bids_panel(self, pos: Point, width: float, figures: BiddingFigures) -> None:
        """Your bids as taisho, made and failed: by the number of tricks bid, by trump."""
        panel = self._panel(pos, width, t("stats.bidding.bids"))
        size = TEXT_SIZE
        half = (width - 2 * PAD - GAP) / 2
        if not figures.by_bid:
            panel.add(Paragraph(t("stats.bidding.bids_none"), (PAD, 58.0), width - 2 * PAD,
                                size=theme.SIZE_SMALL, colour=theme.TEXT_MUTED))
            return
        for column, (lines, name) in enumerate(((figures.by_bid, "level"),
                                                (figures.by_trump, "trump"))):
            left = PAD + column * (half + GAP)
            panel.add(TextNode(t(f"stats.bidding.by_{name}"), (left, 50.0), size=size,
                               colour=theme.TEXT_MUTED))
            # "made / failed" on a line of its own: beside the column's name it would touch it
            panel.add(TextNode(t("stats.bidding.made_failed"), (left + half, 50.0 + TEXT_HEIGHT),
                               size=size, colour=theme.TEXT_MUTED, anchor=(1.0, 0.0)))
            for index, line in enumerate(lines[:BID_ROWS]):
                y = 84.0 + TEXT_HEIGHT + index * GROUP_LINE
                label = (t("stats.bidding.bid_level", count=line.key) if name == "level"
                         else SUIT_SYMBOLS.get(str(line.key), str(line.key)))
                panel.add(TextNode(label, (left, y), size=size, colour=theme.TEXT))
                panel.add(TextNode(t("stats.bidding.made_failed_value", made=line.made,
                                     failed=line.failed), (left + half, y), size=size,
                                   colour=theme.TEXT, anchor=(1.0, 0.0)))

    def _chart(self, deals: int, scores: list[int], keys: str) -> None:
        """The bar chart of ``scores``; ``keys``: the prefix of its words (``stats.`` or
        ``stats.bidding.``)."""
        panel = self.root.add(Panel((MARGIN, CHART_TOP), (layout.WIDTH - 2 * MARGIN,
                                                          CHART_HEIGHT)))
        shown = scores[-CHART_MATCHES:]
        title = t(f"{keys}chart") if len(shown) == len(scores) else t(
            f"{keys}chart_last", count=len(shown))
        panel.add(TextNode(title, (PAD, 10.0), size=TEXT_SIZE,
                           colour=theme.GOLD))
        if not shown:
            # deals played but no match finished: say which figures wait for one
            self.waiting = panel.add(Paragraph(
                t(f"{keys}waiting") if deals else t(f"{keys}empty"), (PAD, 48.0),
                panel.size[0] - 2 * PAD, size=theme.SIZE_SMALL, colour=theme.TEXT,
                align=0.5))
            return
        self.chart = panel.add(MatchPointsChart((PAD, 42.0), (panel.size[0] - 2 * PAD,
                                                               panel.size[1] - 52.0), shown,
                                                t("stats.chart_axis")))

    # -- the buttons ---------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.focus.move(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return super().handle_event(event)

    def export(self) -> Path | None:
        """Write the CSV file and say where it is."""
        target = storage.free_name(export_folder(), f"goninkan-statistics-"
                                   f"{storage.stamp(self.stats.now())}", ".csv")
        try:
            self.stats.export_csv(target)
        except OSError as error:
            log.warning("export failed: %s", error)
            self._tell(t("stats.export_failed", error=error.strerror or str(error)))
            return None
        if self.app is not None:
            self.app.push(QuestionScene(
                t("stats.exported_title"), t("stats.exported", path=str(target)),
                [(t("stats.open_folder"), lambda: self.show_folder(target.parent)),
                 (t("menus.ok"), lambda: None)], focus=1))
        return target

    def show_folder(self, folder: Path) -> None:
        """Open the export's folder in the file manager (a message if it cannot be)."""
        if not open_folder(folder):
            self._tell(t("stats.open_folder_failed", path=str(folder)))

    def ask_reset(self) -> None:
        """Ask first: reset is the one button here that changes something."""
        if self.app is None:
            return
        folder = f"stats-reset-{storage.stamp(self.stats.now())}"
        self.app.push(QuestionScene(
            t("stats.reset_title"), t("stats.reset_text", folder=folder),
            [(t("stats.reset_yes"), self.reset), (t("stats.reset_no"), lambda: None)],
            focus=1))

    def reset(self) -> None:
        """Move the counted records aside and show the empty figures."""
        try:
            self.stats.reset()
        except OSError as error:
            log.warning("reset failed: %s", error)
            self._tell(t("stats.export_failed", error=error.strerror or str(error)))
        self.rebuild()

    def _tell(self, text: str) -> None:
        if self.app is not None:
            self.app.push(message_scene(text))

    def resume(self) -> None:
        """Back from a question: the language may have changed."""
        if self._language != language():
            self.rebuild()

    def rebuild(self) -> None:
        self._language = language()
        super().rebuild()

