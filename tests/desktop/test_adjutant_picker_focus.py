"""The adjutant picker's focus is plain to see and Enter names the card once (B8).

The focus used to lift a card a few pixels only, and naming took two Enters (one to choose,
one to name) though the picker's help says "Arrows move, Enter names the card". Now the
picker has one focus, the chosen card, raised as high as a card rises and glowing, from the
moment it opens; the arrows and a click move it, and one Enter names it.
"""

from __future__ import annotations

import pygame
from test_bidding_table import at_table, laid_down, taisho_match

from goninkan_desktop.i18n import t
from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.bidding import CardPicker, PickableCard
from goninkan_desktop.ui.nodes.hand_fan import FocusRing


def _shown(picker: CardPicker) -> list[PickableCard]:
    """The cards drawn as the focus: raised and glowing."""
    return [card for row in picker.rows for card in row if card.highlight and card.lift > 0]


def _ring(picker: CardPicker) -> FocusRing:
    def walk(node: Node) -> list[Node]:
        return [node, *(found for child in node.children for found in walk(child))]

    (ring,) = [node for node in walk(picker) if isinstance(node, FocusRing)]
    return ring


def _open_picker(table_factory):  # type: ignore[no-untyped-def]
    match = taisho_match()
    laid_down(match)
    table = at_table(table_factory, match)
    picker = table.scene.dialog
    assert isinstance(picker, CardPicker)
    return table, picker


def test_the_focus_is_a_card_raised_high_and_glowing_from_the_start(table_factory) -> None:
    table, picker = _open_picker(table_factory)
    assert t("bid.name.keys") == "Arrows move, Enter names the card."
    (first,) = _shown(picker)
    assert first.card == picker.chosen and first.lift == first.raise_height
    assert not first.mark  # not one of the taisho's own cards (naming it: playing alone)
    assert picker.confirm.enabled
    table.key(pygame.K_DOWN)
    table.key(pygame.K_RIGHT)
    (focus,) = _shown(picker)
    assert focus is picker.rows[1][1] and focus.card == picker.chosen
    assert focus.lift == focus.raise_height and first.lift == 0.0
    assert picker.choice_line.text == picker.describe(focus.card)
    outline = _ring(picker).outline()  # a gold ring round it, as round the hand's focus
    assert outline is not None
    dx, dy = focus.draw_offset()
    assert outline[:2] == (focus.world_rect.centerx + dx, focus.world_rect.centery + dy)


def test_one_enter_names_the_focused_card(table_factory) -> None:
    table, picker = _open_picker(table_factory)
    table.key(pygame.K_RIGHT)
    table.key(pygame.K_RIGHT)
    wanted = picker.rows[0][2].card
    table.key(pygame.K_RETURN)
    assert table.scene.controller.match.adjutant_card == wanted
    assert table.scene.dialog is not picker


def test_after_a_click_the_arrows_go_on_from_the_clicked_card_and_enter_names_it(
        table_factory) -> None:
    table, picker = _open_picker(table_factory)
    clicked = picker.rows[2][4]
    table.click(clicked)
    assert _shown(picker) == [clicked]
    table.key(pygame.K_RIGHT)
    wanted = picker.rows[2][5]
    assert _shown(picker) == [wanted]
    table.key(pygame.K_RETURN)
    assert table.scene.controller.match.adjutant_card == wanted.card
