"""Nothing is drawn over an open dialog but the dialog's own parts: hints, tips, banners."""

from __future__ import annotations

import pytest
from layers import drawn_over

from engine.cards import JOKER, cards_of
from engine.match import Match, Phase
from goninkan_desktop.devtools.scenarios import (
    find_moment,
    juroku,
    kime_yaku,
    nijukan,
    seat_swap,
    show_cards,
)
from goninkan_desktop.ui.nodes.dialog import Dialog


def _joker_lead(match: Match) -> int | None:
    if match.phase is Phase.PLAY and not match.trick and 2 <= match.trick_no <= 8 \
            and JOKER in cards_of(match.legal_mask()):
        return match.turn
    return None


SCREENS = {
    "iku_koi": lambda names: seat_swap(1, names),
    "kime_yaku": lambda names: kime_yaku(4, names),
    "juroku": lambda names: juroku(1, names),
    "show_cards": lambda names: show_cards(2, names),
    "nijukan": lambda names: nijukan(1, names),
    "joker_suit": lambda names: find_moment(3, names, _joker_lead),
}


def _open(table_factory, names, screen: str):
    table = table_factory(scenario=SCREENS[screen](names), seed=2, level="easy")
    toast = table.scene.teacher.toast
    for _ in range(20_000):  # a tip on the way (the seat swap, nijū-kan) read with its OK
        if table.scene.request is not None and not table.scene.busy:
            break
        if toast.visible:
            table.click(toast.ok)
        table.frames(1)
    if screen == "joker_suit":
        table.click(table.scene.table.hand.card_node(JOKER), fan=True)
    assert table.scene.screen_kind == screen
    return table


@pytest.mark.parametrize("screen", sorted(SCREENS))
def test_a_hint_for_a_dialog_is_part_of_the_dialog(table_factory, names, screen) -> None:
    table = _open(table_factory, names, screen)
    scene = table.scene
    scene.teacher.teach("first_cut", name="Jiro")  # a tip arriving while the dialog is open
    table.click(scene.hints.button)
    dialog = scene.dialog if isinstance(scene.dialog, Dialog) else scene.nijukan_board
    assert isinstance(dialog, Dialog)
    hint = scene.hints.current
    assert hint is not None
    assert hint.text.replace(" ", "") in "".join(_texts(dialog)).replace(" ", "")  # in it...
    assert not drawn_over(scene.root, dialog)  # ...and nothing outside it covers it
    table.click(scene.hints.button)  # asked again: said once
    assert " ".join(_texts(dialog)).count(hint.text) == 1


def _texts(node) -> list[str]:
    from goninkan_desktop.ui.nodes.text import TextNode

    found = [node.text] if isinstance(node, TextNode) else []
    for child in node.children:
        found.extend(_texts(child))
    return found


def test_dialogs_are_opaque(table_factory, names) -> None:
    """Table text never shows through a dialog: the pixels under its middle are its own."""
    from goninkan_desktop.ui.render import theme

    assert theme.DIALOG[3] == 255
    table = _open(table_factory, names, "iku_koi")
    dialog = table.scene.dialog
    assert isinstance(dialog, Dialog)
    rect = dialog.world_rect
    # a strip inside the border, left of any text and button
    assert table.pixel((rect.x + 12, rect.centery)) == theme.DIALOG[:3]
