"""A card clicked when it cannot be played says why and leaves no stale focus.

Play-tested: a card clicked out of turn, or one that may not be played now (another suit must
be followed), took the hand's focus with it. The engine's reason showed, but the focus then sat
on a card Enter cannot take: Enter did nothing, and no card stood raised for the keys. Now such
a click shows the reason and the focus stays on a card Enter plays.
"""

from __future__ import annotations

import pygame

from goninkan_desktop.devtools.autopilot import visible_point
from goninkan_desktop.i18n import t


def to_first_trick(table):  # type: ignore[no-untyped-def]
    """Seed 5 at normal speed: on to the first trick, a card on the felt, a CPU to play."""
    scene = table.scene
    toast = scene.teacher.toast
    for _ in range(20_000):
        if toast.visible:
            table.click(toast.ok)
        if scene.request is not None and not scene.busy and scene.dialog is not None:
            table.key(pygame.K_RETURN)
        if scene.table.trick.cards and scene.request is None and scene.table.hand.cards:
            return
        table.frames(1)
    raise AssertionError("no CPU's turn in the first trick")


def playable_now(scene) -> set[int]:  # type: ignore[no-untyped-def]
    return {getattr(decision, "card", None) for decision in scene.request.legal}


def test_a_card_clicked_out_of_turn_says_whose_turn_and_takes_no_focus(table_factory) -> None:
    table = table_factory(seed=5, level="easy", speed="normal")
    scene = table.scene
    to_first_trick(table)
    hand = scene.table.hand
    actions = scene.controller.actions_taken()
    table.click(visible_point(hand.cards[3]))
    prompt = scene.table.prompt
    turn = scene.controller.match.turn
    assert prompt.is_error and prompt.text == t("table.illegal_not_your_turn",
                                                player=scene.table.name_of(turn))
    assert hand.focus is None and all(card.lift == 0.0 for card in hand.cards)
    table.until(lambda: scene.request is not None and not scene.busy, limit=20_000)
    assert scene.controller.actions_taken() > actions  # the CPUs played on, not the click
    focused = hand.highlighted
    assert focused is not None and hand.cards[focused].card in playable_now(scene)
    card = hand.cards[focused].card
    table.key(pygame.K_RETURN)
    table.frames(3)
    assert scene.request is None or card not in scene.table.hand.held


def test_a_card_that_may_not_be_played_leaves_the_focus_on_one_that_may(table_factory
                                                                       ) -> None:
    table = table_factory(seed=5, level="easy", speed="normal")
    scene = table.scene
    to_first_trick(table)
    table.until(lambda: scene.request is not None and not scene.busy, limit=20_000)
    hand = scene.table.hand
    legal = playable_now(scene)
    focused = hand.highlighted
    assert focused is not None
    card = hand.cards[focused].card
    wrong = next(i for i, node in enumerate(hand.cards) if node.card not in legal)
    table.click(visible_point(hand.cards[wrong]))
    table.frames(30)
    assert scene.table.prompt.is_error and scene.request is not None
    assert hand.highlighted == focused and hand.cards[wrong].lift == 0.0
    assert hand.cards[focused].lift > 0.0  # still raised: the card Enter plays
    table.key(pygame.K_RETURN)
    table.frames(3)
    assert card not in scene.table.hand.held
