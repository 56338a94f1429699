"""History: the archived matches, newest first, each opening in the review.

Each row shows when the match was played, its rules (or "Deal of the day":
those are listed too; a match of the bidding game says "Bidding game"), the
computer players' level and the player's result
(points and place); a bidding match's row has an "Auctions" button beside it,
which lists each deal's auction (who bid what, who passed, how it ended).
Rows come a page at a time,
so a long archive opens at once; a file that cannot be reviewed says so when
chosen and is left as it is. An empty history says so in a friendly line,
and its key help then names the one thing to do: go back.
"""

from __future__ import annotations

from datetime import datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from engine.actions import Bid, Pass
from engine.bidding import BiddingDealResult
from goninkan_desktop.i18n import t
from goninkan_desktop.i18n.format import signed
from goninkan_desktop.i18n.forms import with_form
from goninkan_desktop.play.record_file import OpenedRecord, RecordTrouble, open_record_file
from goninkan_desktop.profile.choices import CPU_LEVELS
from goninkan_desktop.profile.saves import DAILY_FOLDER
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.menu_base import MenuScene
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.menu import MENU, Focusable
from goninkan_desktop.ui.nodes.panel import Paragraph, wrap_text
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import theme
from goninkan_desktop.ui.render.fonts import get_font

if TYPE_CHECKING:
    from goninkan_desktop.play.navigator import Navigator

PAGE = 7
ROW_TOP = 118.0
ROW_STEP = 62.0
ROW_SIZE = (1160.0, 54.0)
"""A row; a bidding match's is narrower by its Auctions button, still wide enough for its
words at ``theme.MIN_FONT``."""
ARCHIVE_GLOB = "*.gnk.json"
_PAGE_KEYS = {pygame.K_PAGEUP: -1, pygame.K_LEFT: -1, pygame.K_PAGEDOWN: 1, pygame.K_RIGHT: 1}
AUCTION_BUTTON = (170.0, 54.0)
AUCTION_TOP = 100.0
AUCTION_BOTTOM = 600.0
AUCTION_WIDTH = 1080.0
AUCTION_SIZE = theme.SIZE_SMALL
AUCTION_GAP = 14.0


def archived(*folders: Path) -> list[Path]:
    """The archived records in ``folders``, newest first (by name: ``YYYYmmdd-HHMMSS``)."""
    found: list[Path] = []
    for folder in folders:
        try:
            found += folder.glob(ARCHIVE_GLOB)
        except OSError:
            continue
    return sorted(found, key=lambda p: p.name, reverse=True)


def when_played(path: Path) -> str:
    """The date and time in an archive's name, as the player reads it."""
    try:
        moment = datetime.strptime(path.name[:15], "%Y%m%d-%H%M%S")
    except ValueError:
        return path.name
    return t("history.when", date=moment.strftime("%Y-%m-%d"), time=moment.strftime("%H:%M"))


def describe(path: Path, player: int = 0) -> str:
    """A row's text: when, rules, level, the player's points and place."""
    when = when_played(path)
    try:
        opened = open_record_file(path)
    except RecordTrouble:
        return t("history.row_broken", when=when)
    match = opened.match
    level = opened.obj.get("cpu_level")
    level_text = t(f"menus.level.{level}") if level in CPU_LEVELS \
        else t("history.level_unknown")
    scores = match.scores
    place = 1 + sum(1 for score in scores if score > scores[player])
    mine = t("table.points_one" if abs(scores[player]) == 1 else "table.points",
             points=signed(scores[player]))
    result = t("history.result", points=mine, place=place, players=len(scores)) \
        if match.finished else t("history.unfinished", points=mine)
    return t("history.row", when=when, rules=rules_name(opened), level=level_text,
             result=result)


def rules_name(opened: OpenedRecord) -> str:
    """What a row calls the match's rules: the deal of the day, the bidding game (listed
    apart from Goninkan's presets, as the statistics count it) or the preset."""
    if "daily" in opened.obj:
        return t("daily.title")
    if opened.match.rules.game.is_bidding:  # every form, named with its form
        return with_form(t("stats.game.bidding"), opened.match.rules.game)
    return t(f"menus.ng.preset.{opened.match.rules.preset}")


SUIT_SYMBOLS = "♣♦♥♠"
"""The suits by their index (``engine.cards.SUIT_LETTERS`` order: C, D, H, S)."""


def auction_lines(opened: OpenedRecord) -> list[str]:
    """Each deal's auction in a bidding record, in words: who bid what and who passed, in
    order, then how it ended (the taisho and the bid, made or not; five passes; still on)."""
    names = [t("table.you"), *opened.record.players[1:]]
    results = opened.match.results
    lines = []
    for index, (_deal, decisions) in enumerate(opened.record.deals):
        calls = [t("history.auction.bid", name=names[d.player],
                   bid=_bid(d.count, d.suit)) if isinstance(d, Bid)
                 else t("history.auction.pass", name=names[d.player])
                 for d in decisions if isinstance(d, Bid | Pass)]
        result = results[index] if index < len(results) else None
        if not isinstance(result, BiddingDealResult):
            end = t("history.auction.on")
        elif result.taisho is None or result.bid is None:
            end = t("history.auction.redeal")
        else:
            end = t("history.auction.made" if result.result.kankei_won
                    else "history.auction.failed", name=names[result.taisho],
                    bid=_bid(result.bid, result.trump))
        lines.append(t("history.auction.line", deal=index + 1,
                       calls=t("history.auction.joiner").join(calls), end=end))
    return lines


def _height(line: str) -> float:
    """The height of one deal's auction on the screen (as ``Paragraph`` sets its lines)."""
    step = get_font(theme.fs(AUCTION_SIZE)).get_linesize() * 1.18
    return len(wrap_text(line, AUCTION_SIZE, AUCTION_WIDTH)) * step


def _bid(count: int, suit: int) -> str:
    return t("history.auction.value", count=count, suit=SUIT_SYMBOLS[suit])


class AuctionsScene(MenuScene):
    """A bidding match's auctions, deal by deal, a page at a time (from History)."""

    hint_key = "history.auction.keys"

    def __init__(self, navigator: Navigator, path: Path, lines: list[str]) -> None:
        self.navigator = navigator
        self.when = when_played(path)
        self.lines = lines
        self.page = 0
        super().__init__(navigator.session.renderer)

    def pages(self) -> list[list[str]]:
        """The lines shown on each page: as many as fit between the heading and Back."""
        pages: list[list[str]] = [[]]
        y = AUCTION_TOP
        for line in self.lines:
            height = _height(line)
            if y + height > AUCTION_BOTTOM and pages[-1]:
                pages.append([])
                y = AUCTION_TOP
            pages[-1].append(line)
            y += height + AUCTION_GAP
        return pages

    def build(self) -> list[Focusable]:
        self.heading(t("history.auction.title", when=self.when), 22.0)
        pages = self.pages()
        self.page = min(self.page, len(pages) - 1)
        y = AUCTION_TOP
        self.shown: list[Paragraph] = []
        for line in pages[self.page]:
            paragraph = self.root.add(Paragraph(line, ((layout.WIDTH - AUCTION_WIDTH) / 2, y),
                                                AUCTION_WIDTH, size=AUCTION_SIZE,
                                                colour=theme.TEXT))
            self.shown.append(paragraph)
            y += _height(line) + AUCTION_GAP
        items: list[Focusable] = []
        # the key help names only keys that do something: one page has no paging, and Back
        # is then the only button (Enter's)
        self.hint_key = "history.auction.keys" if len(pages) > 1 else "history.keys_empty"
        if len(pages) > 1:
            self.root.add(TextNode(t("history.page", page=self.page + 1, pages=len(pages)),
                                   (layout.WIDTH / 2 + 300.0, 653.0),
                                   size=theme.fs(theme.SIZE_SMALL), colour=theme.TEXT,
                                   anchor=(0.5, 0.5)))
            self.more = self.button(t("history.auction.more"), partial(self.turn, 1),
                                    (layout.WIDTH / 2 - 300.0, 626.0), (220.0, 54.0))
            items.append(self.more)
        self.back_button = self.button(t("menus.back"), self.back, (layout.WIDTH / 2, 626.0),
                                       (300.0, 54.0), primary=True)
        return [self.back_button, *items]

    def turn(self, delta: int) -> None:
        """The next (+1) or previous (−1) page, round at the ends."""
        self.page = (self.page + delta) % len(self.pages())
        self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in _PAGE_KEYS and len(self.pages()) > 1:
            self.turn(_PAGE_KEYS[event.key])
            return True
        return super().handle_event(event)


class HistoryScene(MenuScene):
    """The archive of finished matches; choosing one opens it in the review."""

    hint_key = "history.keys_hint"

    def __init__(self, navigator: Navigator) -> None:
        self.navigator = navigator
        autosave = navigator.session.autosave
        # the matches and the deals of the day, newest first
        self.paths = archived(autosave.games_folder, autosave.folder / DAILY_FOLDER)
        self.page = 0
        super().__init__(navigator.session.renderer)

    @property
    def pages(self) -> int:
        """How many pages of matches there are (at least one)."""
        return max(1, (len(self.paths) + PAGE - 1) // PAGE)

    def build(self) -> list[Focusable]:
        self.heading(t("history.title"), 22.0)
        items: list[Focusable] = []
        shown = self.paths[self.page * PAGE:(self.page + 1) * PAGE]
        # the key help names only what can be done: with no match, going back; with one page,
        # no paging
        self.hint_key = ("history.keys_empty" if not shown else
                         "history.keys_hint" if self.pages > 1 else "history.keys_one_page")
        if not shown:
            self.root.add(TextNode(t("history.empty"), (layout.WIDTH / 2, 300.0),
                                   size=theme.fs(theme.SIZE_BODY - 4), colour=theme.TEXT,
                                   shadow=theme.SHADOW, anchor=(0.5, 0.5)))
        self.rows: list[Button] = []
        self.auction_buttons: dict[Path, Button] = {}
        self.lines: list[list[Focusable]] = []
        """The focusable items line by line down the screen (a match and its auctions, the
        page buttons, Back): ↑/↓ move from line to line, Tab through every item."""
        left = (layout.WIDTH - ROW_SIZE[0]) / 2
        for index, path in enumerate(shown):
            y = ROW_TOP + index * ROW_STEP
            auctions = self._auctions(path)
            width = ROW_SIZE[0] - (AUCTION_BUTTON[0] + 10.0 if auctions else 0.0)
            button = self.root.add(Button(describe(path), (left, y), (width, ROW_SIZE[1]),
                                          on_click=partial(self.open, path),
                                          anchor=(0.0, 0.0), style=MENU,
                                          font_size=theme.fs(theme.SIZE_SMALL)))
            self.rows.append(button)
            items.append(button)
            self.lines.append([button])
            if auctions:  # a bidding match: its auctions, deal by deal
                shows = self.root.add(Button(
                    t("history.auction.button"), (left + ROW_SIZE[0], y), AUCTION_BUTTON,
                    on_click=partial(self.show_auctions, path, auctions), anchor=(1.0, 0.0),
                    style=MENU, font_size=theme.fs(theme.SIZE_SMALL)))
                self.auction_buttons[path] = shows
                items.append(shows)
                self.lines[-1].append(shows)
        y = ROW_TOP + PAGE * ROW_STEP + 8.0
        self.prev_page = self.button(t("history.newer"), partial(self.turn, -1),
                                     (layout.WIDTH / 2 - 330.0, y), (220.0, 54.0))
        self.next_page = self.button(t("history.older"), partial(self.turn, 1),
                                     (layout.WIDTH / 2 + 330.0, y), (220.0, 54.0))
        self.prev_page.enabled = self.page > 0
        self.next_page.enabled = self.page < self.pages - 1
        self.prev_page.visible = self.next_page.visible = self.pages > 1
        if self.pages > 1:
            self.root.add(TextNode(t("history.page", page=self.page + 1, pages=self.pages),
                                   (layout.WIDTH / 2, y + 27.0),
                                   size=theme.fs(theme.SIZE_SMALL), colour=theme.TEXT,
                                   anchor=(0.5, 0.5)))
        self.back_button = self.button(t("menus.back"), self.back, (layout.WIDTH / 2, 626.0),
                                       (300.0, 54.0), primary=not shown)
        # hidden page buttons take no focus (an empty history's Enter is Back, as it says)
        pages: list[Focusable] = [self.prev_page, self.next_page] if self.pages > 1 else []
        back: list[Focusable] = [self.back_button]
        self.lines += [line for line in (pages, back) if line]
        return [*items, *pages, self.back_button]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in _PAGE_KEYS:
            self.turn(_PAGE_KEYS[event.key])
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.step_line(-1 if event.key == pygame.K_UP else 1)
            return True
        return super().handle_event(event)

    def step_line(self, step: int) -> None:
        """↑/↓: the line above or below (round at the ends), in the same column where that line
        has one (a match's auctions under another's), else its first item: never a step
        sideways onto the auctions of the same match."""
        current = self.focus.current
        here = next((i for i, line in enumerate(self.lines) if current in line), 0)
        column = self.lines[here].index(current) if current in self.lines[here] else 0
        for distance in range(1, len(self.lines) + 1):
            line = [item for item in self.lines[(here + step * distance) % len(self.lines)]
                    if item.visible and item.enabled]
            if line:
                self.focus.focus_item(line[min(column, len(line) - 1)])
                return

    def turn(self, delta: int) -> None:
        """Newer (−1) or older (+1) matches."""
        page = self.page + delta
        if 0 <= page < self.pages:
            self.page = page
            self.focus.index = 0
            self.rebuild()

    def open(self, path: Path) -> None:
        """Open a match in the review (a file that cannot be reviewed: a message)."""
        self.navigator.open_review_file(path)

    def _auctions(self, path: Path) -> list[str]:
        """A bidding match's auction lines (none for Goninkan or a file that cannot be read)."""
        try:
            opened = open_record_file(path)
        except RecordTrouble:
            return []
        game = opened.match.rules.game
        if not game.is_bidding or not game.auction:  # B17: a form without auctions
            return []
        return auction_lines(opened)

    def show_auctions(self, path: Path, lines: list[str]) -> None:
        """The auctions of a bidding match, deal by deal."""
        if self.app is not None:
            self.app.push(AuctionsScene(self.navigator, path, lines))


__all__ = ["AuctionsScene", "HistoryScene", "archived", "auction_lines", "describe",
           "rules_name", "when_played"]
