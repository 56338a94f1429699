"""A teaching tip never hides what it explains.

Play-tested: the first-cut tip ("Saburo had no card of the suit led and played a trump")
opened at the head of the table, right over the top players' cards of the trick, Saburo's
trump among them. A tip the table holds still for now stands over the hand (which waits), a
tip shown while the player may move hangs at the very top, over the plaque: neither covers a
card of the trick, and the one shown while the player moves leaves the hand free too. A click
on a tip never reaches a card under it.
"""

from __future__ import annotations

import pygame

from engine.errors import IllegalAction
from goninkan_desktop.devtools.autopilot import Autopilot
from goninkan_desktop.ui.layout import FIVE_SEATS, TRICK_WIDTH

CARD_HEIGHT = TRICK_WIDTH * 1.45
"""A trick card's height, a little over its face's, for a card lying slightly turned."""


def trick_slots() -> list[pygame.FRect]:
    """Where every card of a trick lies, whoever played it."""
    return [pygame.FRect(x - TRICK_WIDTH / 2 - 4, y - CARD_HEIGHT / 2, TRICK_WIDTH + 8,
                         CARD_HEIGHT)
            for x, y in (FIVE_SEATS.trick_slot(p) for p in range(FIVE_SEATS.seats))]


def test_the_first_cut_tip_leaves_the_trick_in_view(table_factory) -> None:
    table = table_factory(seed=3, level="easy", speed="normal")
    scene = table.scene
    pilot = Autopilot(scene, level="easy", seed=3)
    table.app.after_frame.append(pilot)
    toast = scene.teacher.toast
    while True:
        table.until(lambda: toast.visible, limit=60_000)
        if toast.kind == "first_cut":
            break
        table.click(toast.ok)  # an earlier tip (nijū-kan): read
    table.app.after_frame.remove(pilot)
    assert toast.holding
    area = toast.world_rect
    assert scene.table.trick.cards, "the cut is on the felt"
    for card in scene.table.trick.cards.values():
        assert not card.world_rect.colliderect(area), (card.card, card.world_rect, area)
    assert not any(slot.colliderect(area) for slot in trick_slots())
    assert area.bottom <= 720 and area.top >= 0
    for panel in (group.panel for group in scene.table.groups.values()):
        assert not panel.world_rect.colliderect(area)
    # a click on the note, away from OK, does nothing; OK goes on with the trick
    actions = scene.controller.actions_taken()
    table.click((area.left + 30, area.bottom - 12))
    table.frames(30)
    assert toast.visible and scene.controller.actions_taken() == actions
    table.click(toast.ok)
    assert not toast.visible


def test_a_tip_shown_while_the_player_moves_leaves_the_trick_and_hand_free(
        table_factory) -> None:
    table = table_factory(seed=3, level="easy")
    scene = table.scene
    table.until(lambda: scene.request is not None and not scene.busy, limit=20_000)
    scene.teacher.refused(IllegalAction("R17", "no joker in trick 1", "joker_forbidden"))
    toast = scene.teacher.toast
    assert toast.visible and not toast.holding
    area = toast.world_rect
    assert area.top >= 0
    assert not any(slot.colliderect(area) for slot in trick_slots())
    assert scene.table.hand.cards
    for card in scene.table.hand.cards:
        assert not card.world_rect.colliderect(area)
