"""One focus in sight (play-tested): where the cards are picked with the keys (the hand in the
lay-down step, B7, and kime-yaku's showing, R26; the nijū-kan board's rows, R13; the adjutant
picker's cards, B8; the lesson list's rows), the button that confirms, pressed with Enter,
wears no focus ring of its own."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from engine.match import Phase
from engine.rules import RuleSet
from goninkan_desktop.devtools.autopilot import press
from goninkan_desktop.devtools.scenarios import adjutant_picker, discard, nijukan, show_cards
from goninkan_desktop.i18n import language, set_language
from goninkan_desktop.shell.game import player_names
from goninkan_desktop.tutorial.menu import TutorialMenuScene
from goninkan_desktop.tutorial.scene import TutorialScene
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.nodes.bidding import CardPicker
from goninkan_desktop.ui.nodes.button import Button

RING_BAND = range(3, 9)
"""How far outside a button its focus ring lies (logical pixels)."""


@pytest.fixture(autouse=True)
def language_afterwards() -> Iterator[None]:
    before = language()
    yield
    set_language(before)


def _ring_pixels(surface: pygame.Surface, button: Button) -> int:
    """How many pixels just outside ``button`` have its focus ring's colour."""
    rect = button.world_rect
    ring = button.style.focus
    count = 0
    for step in RING_BAND:
        for x in range(round(rect.left), round(rect.right), 3):
            for y in (round(rect.top) - step, round(rect.bottom) + step - 1):
                colour = surface.get_at((x, y))[:3]
                count += sum(abs(a - b) for a, b in zip(colour, ring, strict=True)) < 40
    return count


def _picking_table(table_factory, kind: str, players: int):  # type: ignore[no-untyped-def]
    if kind == "discard":
        rules = RuleSet.preset_named("bidding", players=players)
        table = table_factory(scenario=discard(1, player_names(players), rules),
                              preset="bidding")
    else:
        table = table_factory(scenario=show_cards(1, player_names()))
    table.idle()
    assert table.scene.screen_kind == kind
    return table


@pytest.mark.parametrize(("kind", "players"), [("discard", 5), ("discard", 3),
                                               ("show_cards", 5)])
def test_the_confirm_button_shows_no_focus_while_the_hand_has_the_keys(
        table_factory, kind: str, players: int) -> None:
    """Play-tested: the disabled "Lay these down" button wore the focus ring while the ←/→
    keys moved the ringed card in the hand: two things looked focused. The cards are picked
    in the hand and Enter confirms (the prompt says so): the hand's card alone is ringed,
    before the cards are picked and after, and Enter still lays them down."""
    table = _picking_table(table_factory, kind, players)
    scene = table.scene
    dialog = scene.desk.dialog
    assert dialog is not None
    button = next(b for b in dialog.buttons if isinstance(b, Button))
    hand = scene.table.hand
    table.key(pygame.K_RIGHT)
    table.frames(30)
    assert hand.ringed is not None
    assert not button.focused and _ring_pixels(table.app.render(), button) == 0
    button.focused = True  # the ring the test looks for is drawn where it looks
    assert _ring_pixels(table.app.render(), button) > 50
    button.focused = False
    wanted = hand.selecting
    for _ in range(wanted):
        table.key(pygame.K_SPACE)
        table.key(pygame.K_RIGHT)
    table.frames(30)
    assert button.enabled and hand.ringed is not None
    assert not button.focused and _ring_pixels(table.app.render(), button) == 0
    asked = scene.controller.match.phase
    table.key(pygame.K_RETURN)
    assert scene.controller.match.phase is not asked  # Enter laid them down (showed them)


def test_the_nijukan_boards_button_shows_no_focus_while_its_rows_have_the_keys(
        table_factory) -> None:
    """The middle player picks a key card and one of the partner's with the arrows and Space;
    the raised card is the focus, and Enter swaps them: the button wears no ring, before or
    after both are picked."""
    table = table_factory(scenario=nijukan(6, player_names()))
    table.idle()
    board = table.scene.nijukan_board
    assert board is not None and board.confirm is not None
    button = board.confirm
    table.frames(10)
    assert board.key_row.focus == 0
    assert not button.focused and _ring_pixels(table.app.render(), button) == 0
    for key in (pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE):
        table.key(key)
    table.frames(10)
    assert button.enabled and board.card_row.focus is not None
    assert not button.focused and _ring_pixels(table.app.render(), button) == 0
    table.key(pygame.K_RETURN)
    assert table.scene.controller.match.phase is not Phase.NIJUKAN_PICK


def test_the_adjutant_pickers_button_shows_no_focus_beside_the_chosen_card(
        table_factory) -> None:
    """The chosen card is the picker's focus (raised, ringed); the arrows and Tab move it and
    Enter names it: the Name button wears no ring."""
    table = table_factory(scenario=adjutant_picker(1, player_names()), preset="bidding")
    table.idle()
    picker = table.scene.desk.dialog
    assert isinstance(picker, CardPicker)
    button = picker.confirm
    first = picker.chosen
    for key in (pygame.K_RIGHT, pygame.K_TAB, pygame.K_DOWN):
        table.key(key)
        table.frames(5)
        assert not button.focused and _ring_pixels(table.app.render(), button) == 0
    assert picker.chosen is not None and picker.chosen != first
    chosen = picker.chosen
    table.key(pygame.K_RETURN)
    assert table.scene.controller.match.adjutant_card == chosen


def test_the_lesson_lists_start_button_shows_no_focus_beside_the_chosen_lesson(
        app: App) -> None:
    """Play-tested: the chosen lesson's row (lit gold) and the Start lesson button's focus ring
    showed at once. The row is the focus (↑/↓ move it, Enter starts it): the button wears no
    ring, before a move and after, and Enter still starts the chosen lesson."""
    menu = TutorialMenuScene(app)
    app.push(menu)
    app.frame(1 / 60)
    assert not menu.start.focused and _ring_pixels(app.render(), menu.start) == 0
    menu.start.focused = True  # the ring the test looks for is drawn where it looks
    assert _ring_pixels(app.render(), menu.start) > 50
    menu.start.focused = False
    press(pygame.K_DOWN)
    app.frame(1 / 60)
    assert menu.selected == 1
    assert not menu.start.focused and _ring_pixels(app.render(), menu.start) == 0
    press(pygame.K_RETURN)
    app.frame(1 / 60)
    assert isinstance(app.top, TutorialScene)
