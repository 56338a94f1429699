"""A note about a decision is read in its dialog, and a dialog grown by notes stays whole on
screen.

Play-tested at instant speed: the nijū-kan tip opened as a note at the edge of the table just
before the nijū-kan board, which then covered it. A note still up as a dialog opens now moves
into the dialog where it fits on screen, else closes (the board explains nijū-kan itself):
never hidden. And a dialog grown by a note (the board with a hint) grew past the window's
foot; it now rises just enough to stay whole.
"""

from __future__ import annotations

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
    table.until(lambda: scene.request is not None and not scene.busy, limit=20_000)
    board = scene.nijukan_board
    assert board is not None and "nijukan" in scene.teacher.seen
    assert not scene.teacher.toast.visible  # not lying hidden under the board
    assert on_screen(board), board.world_rect
    table.click(scene.hints.button)  # a hint too: the board still whole on screen
    assert scene.hints.current is not None
    assert scene.hints.current.text.replace(" ", "") in said(board)
    assert on_screen(board), board.world_rect


def test_a_tip_still_up_as_a_dialog_opens_is_read_in_the_dialog(table_factory, names) -> None:
    """The seat swap's tip, shown at instant speed as play goes on, then the iku-or-koi
    dialog: the tip is in the dialog, not under it."""
    table = table_factory(scenario=seat_swap(1, names), seed=2, level="easy")
    scene = table.scene
    table.until(lambda: scene.request is not None and not scene.busy, limit=20_000)
    assert "seat_swap" in scene.teacher.seen and scene.dialog is not None
    assert not scene.teacher.toast.visible
    assert t("guide.teach.seat_swap").replace(" ", "") in said(scene.dialog)
    assert on_screen(scene.dialog)
