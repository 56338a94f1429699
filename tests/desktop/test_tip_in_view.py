"""A teaching tip never hides what it explains.

Play-tested: the first-cut tip ("Saburo had no card of the suit led and played a trump")
opened at the head of the table, right over the top players' cards of the trick, Saburo's
trump among them; later, at instant speed, a tip still hung at the top edge for up to 12 s,
over the plaque (the trump, the race) and the top seats. Every tip now waits for its OK at
every speed, in the middle of the felt while it is free, else over the hand: it covers no card
of the trick, no seat, no plaque, and a click on it or on a card of the waiting hand never
plays a card.
"""

from __future__ import annotations

import pygame

from engine.errors import IllegalAction
from goninkan_desktop.devtools.autopilot import Autopilot, visible_point
from goninkan_desktop.ui.layout import FIVE_SEATS, TRICK_WIDTH
from goninkan_desktop.ui.render import theme

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


def clear_of_the_table(scene, area: pygame.FRect) -> None:  # type: ignore[no-untyped-def]
    """``area`` covers no card of the trick (nor its slot while a trick is on the felt), no
    seat's panel or face-down hand, and not the plaque."""
    assert area.top >= 0 and area.bottom <= 720
    if scene.table.trick.cards:
        assert not any(slot.colliderect(area) for slot in trick_slots())
    for card in scene.table.trick.cards.values():
        assert not card.world_rect.colliderect(area), (card.card, card.world_rect, area)
    for player, group in scene.table.groups.items():
        assert not group.panel.world_rect.colliderect(area), player
        if group.backs is not None:
            assert not group.backs.world_rect.colliderect(area), player
    assert not scene.table.plaque.world_rect.colliderect(area)


def test_at_instant_speed_a_tip_waits_at_the_foot_not_over_the_top_seats(table_factory,
                                                                            lang: str) -> None:
    table = table_factory(seed=3, level="easy", speed="instant")
    scene = table.scene
    pilot = Autopilot(scene, level="easy", seed=3)
    table.app.after_frame.append(pilot)
    toast = scene.teacher.toast
    table.until(lambda: toast.visible and toast.kind == "first_cut", limit=60_000)
    table.app.after_frame.remove(pilot)
    clear_of_the_table(scene, toast.world_rect)
    actions = scene.controller.actions_taken()
    table.frames(int(15 / (1 / 60)))  # longer than a tip used to stay: it is still there
    assert toast.visible and scene.busy and scene.controller.actions_taken() == actions
    # drawn: the note's own colour at its middle, and the plaque's trump drawn, not the note
    inside = (toast.world_rect.left + 10, toast.world_rect.centery)
    assert table.pixel(inside) == theme.DIALOG[:3]
    assert table.pixel(scene.table.plaque.world_rect.center) != theme.DIALOG[:3]
    table.key(pygame.K_RETURN)
    assert not toast.visible
    table.until(lambda: scene.controller.actions_taken() > actions, limit=20_000)


def test_a_tip_on_the_players_move_waits_and_plays_no_card(table_factory
                                                                        ) -> None:
    table = table_factory(seed=3, level="easy")
    scene = table.scene
    toast = scene.teacher.toast
    for _ in range(20_000):  # to the first card, an earlier tip (nijū-kan) read on the way
        if scene.request is not None and not scene.busy \
                and scene.request.phase.name == "PLAY":
            break
        if toast.visible:
            table.click(toast.ok)
        if scene.dialog is not None and scene.request is not None:
            table.key(pygame.K_RETURN)
        table.frames(1)
    scene.teacher.refused(IllegalAction("R17", "no joker in trick 1", "joker_forbidden"))
    assert toast.visible and toast.holding
    clear_of_the_table(scene, toast.world_rect)
    actions = scene.controller.actions_taken()
    legal = [getattr(d, "card", None) for d in scene.request.legal]
    playable = next(node for node in scene.table.hand.cards if node.card in legal)
    table.click(visible_point(playable))  # the hand waits for the note: no card played
    table.key(pygame.K_RETURN)  # Enter closes the note and plays nothing
    assert not toast.visible and scene.controller.actions_taken() == actions
    table.click(visible_point(playable))
    assert scene.controller.actions_taken() > actions  # now the card is played


def test_a_tip_with_the_middle_of_the_felt_free_leaves_the_hand_whole(table_factory,
                                                                       lang: str) -> None:
    """Play-tested: every tip stood over the hand, hiding the suits of the cards it spoke of
    (the nijū-kan tip, kime-yaku's). With no trick on the felt the tip stands in the middle
    of it: no card of the hand, no seat, no plaque, no yama under it; OK goes on."""
    table = table_factory(seed=3, level="easy", speed="normal")
    scene = table.scene
    pilot = Autopilot(scene, level="easy", seed=3)
    table.app.after_frame.append(pilot)
    toast = scene.teacher.toast
    table.until(lambda: toast.visible and not scene.table.trick.cards, limit=60_000)
    table.app.after_frame.remove(pilot)
    area = toast.world_rect
    for card in scene.table.hand.cards:
        assert not card.world_rect.move(*card.draw_offset()).colliderect(area), card.card
    for panel in (group.panel for group in scene.table.groups.values()):
        assert not panel.world_rect.colliderect(area)
    assert not scene.table.plaque.world_rect.colliderect(area)
    if scene.table.yama.visible:
        assert not scene.table.yama.world_rect.colliderect(area)
    assert area.bottom < scene.table.hand.clear_top
    table.click(toast.ok)
    assert not toast.visible
