"""History: the archived matches, newest first, each opening in the review.

Each row shows when the match was played, its rules (or "Deal of the day":
those are listed too; a match of the bidding game says "Bidding game"), the
computer players' level and the player's result
(points and place). Rows come a page at a time,
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

from engine.games import BIDDING
from goninkan_desktop.i18n import t
from goninkan_desktop.i18n.format import signed
from goninkan_desktop.play.record_file import OpenedRecord, RecordTrouble, open_record_file
from goninkan_desktop.profile.choices import CPU_LEVELS
from goninkan_desktop.profile.saves import DAILY_FOLDER
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.menu_base import MenuScene
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.menu import MENU, Focusable
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import theme

if TYPE_CHECKING:
    from goninkan_desktop.play.navigator import Navigator

PAGE = 7
ROW_TOP = 118.0
ROW_STEP = 62.0
ROW_SIZE = (980.0, 54.0)
ARCHIVE_GLOB = "*.gnk.json"
_PAGE_KEYS = {pygame.K_PAGEUP: -1, pygame.K_LEFT: -1, pygame.K_PAGEDOWN: 1, pygame.K_RIGHT: 1}


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
    result = t("history.result", points=mine, place=place) if match.finished \
        else t("history.unfinished", points=mine)
    return t("history.row", when=when, rules=rules_name(opened), level=level_text,
             result=result)


def rules_name(opened: OpenedRecord) -> str:
    """What a row calls the match's rules: the deal of the day, the bidding game (listed
    apart from Goninkan's presets, as the statistics count it) or the preset."""
    if "daily" in opened.obj:
        return t("daily.title")
    if opened.match.rules.game is BIDDING:
        return t("stats.game.bidding")
    return t(f"menus.ng.preset.{opened.match.rules.preset}")


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
        for index, path in enumerate(shown):
            button = self.root.add(Button(describe(path), (layout.WIDTH / 2,
                                                           ROW_TOP + index * ROW_STEP),
                                          ROW_SIZE, on_click=partial(self.open, path),
                                          anchor=(0.5, 0.0), style=MENU,
                                          font_size=theme.fs(theme.SIZE_SMALL)))
            self.rows.append(button)
            items.append(button)
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
                                   size=theme.fs(theme.SIZE_SMALL - 4), colour=theme.TEXT,
                                   anchor=(0.5, 0.5)))
        self.back_button = self.button(t("menus.back"), self.back, (layout.WIDTH / 2, 626.0),
                                       (300.0, 54.0), primary=not shown)
        # hidden page buttons take no focus (an empty history's Enter is Back, as it says)
        pages = [self.prev_page, self.next_page] if self.pages > 1 else []
        return [*items, *pages, self.back_button]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in _PAGE_KEYS:
            self.turn(_PAGE_KEYS[event.key])
            return True
        return super().handle_event(event)

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


__all__ = ["HistoryScene", "archived", "describe", "rules_name", "when_played"]
