"""A note about a decision is read in its dialog, and a dialog grown by notes stays whole on
screen.

Play-tested at instant speed: the nijū-kan tip opened as a note at the edge of the table just
before the nijū-kan board, which then covered it; later a note still up as a dialog opened was
moved into the dialog, or closed unread (yet counted as seen) where the dialog had no room.
Now the table waits for a tip's OK at every speed, so no board or dialog opens over a tip, and
a tip is never closed unread. And a dialog grown by a note (the board with a hint) grew past
the window's foot; it now rises just enough to stay whole.
"""

from __future__ import annotations

import pygame

from goninkan_desktop.devtools.scenarios import nijukan, seat_swap
from goninkan_desktop.i18n import t
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.text import TextNode


def said(node: Node) -> str:
    """Every text under ``node``, run together without spaces (as wrapped into lines)."""
    own = node.text if isinstance(node, TextNode) else ""
    return own.replace(" ", "") + "".join(said(child) for child in node.children)


def on_screen(node: Node) -> bool:
    rect = node.world_rect
    return rect.top >= 0 and rect.bottom <= layout.HEIGHT


def test_no_tip_lies_under_the_nijukan_board_and_the_board_stays_whole(
        table_factory, names, lang: str) -> None:
    table = table_factory(scenario=nijukan(1, names), seed=2, level="easy")
    scene = table.scene
    toast = scene.teacher.toast
    table.until(lambda: toast.visible, limit=20_000)
    assert toast.kind == "nijukan"
    table.frames(120)
    assert scene.nijukan_board is None and scene.request is None  # the board waits for it
    table.click(toast.ok)
    table.until(lambda: scene.request is not None and not scene.busy, limit=20_000)
    board = scene.nijukan_board
    assert board is not None and not toast.visible
    assert on_screen(board), board.world_rect
    table.click(scene.hints.button)  # a hint too: the board still whole on screen
    assert scene.hints.current is not None
    assert scene.hints.current.text.replace(" ", "") in said(board)
    assert on_screen(board), board.world_rect


def test_a_tip_is_read_before_the_dialog_opens_and_counted_when_read(table_factory,
                                                                     names) -> None:
    """The seat swap's tip at instant speed, then the iku-or-koi dialog: the dialog waits for
    the tip's OK (nothing opens over it, nothing closes it unread); the tip is remembered as
    seen only once read."""
    table = table_factory(scenario=seat_swap(1, names), seed=2, level="easy")
    scene = table.scene
    told: list[str] = []
    scene.teacher.on_seen = told.append
    toast = scene.teacher.toast
    table.until(lambda: toast.visible and toast.kind == "seat_swap", limit=20_000)
    table.frames(120)
    assert scene.dialog is None and toast.visible and "seat_swap" not in told
    table.key(pygame.K_SPACE)
    assert not toast.visible and told == ["seat_swap"]
    table.until(lambda: scene.request is not None and not scene.busy, limit=20_000)
    assert scene.dialog is not None and on_screen(scene.dialog)
    assert t("guide.teach.seat_swap").replace(" ", "") not in said(scene.dialog)
