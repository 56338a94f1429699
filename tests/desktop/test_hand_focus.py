"""The keyboard hand: one focus, always; what is highlighted is what Enter plays."""

from __future__ import annotations

import pygame

from engine.actions import Play
from engine.match import Phase
from goninkan_desktop.devtools.autopilot import Autopilot, visible_point
from goninkan_desktop.ui.nodes.hand_fan import HandFan


def _move_mouse(table, point: tuple[float, float]) -> None:  # type: ignore[no-untyped-def]
    pos = table.app.to_window(point)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    table.frames(2)


def _raised(hand: HandFan) -> list[int]:
    """The cards drawn as the focus: lifted fully or glowing (the playable others sit lower)."""
    return [card.card for card in hand.cards if card.card is not None and card.highlight]


def _play_turn_with_choice(table_factory):  # type: ignore[no-untyped-def]
    """A table where the human is to play with at least three playable cards."""
    table = table_factory(seed=3, level="easy")
    scene = table.scene
    pilot = Autopilot(scene, level="easy", seed=3)
    table.app.after_frame.append(pilot)
    table.until(lambda: scene.request is not None and scene.request.phase is Phase.PLAY
                and not scene.busy and scene.table.hand.settled
                and len(scene.table.hand.playable or ()) >= 3, limit=6000)
    table.app.after_frame.remove(pilot)
    table.frames(3)
    return table


def test_one_focus_the_pointer_then_the_keys_and_enter_plays_the_highlighted_card(
        table_factory) -> None:
    table = _play_turn_with_choice(table_factory)
    scene = table.scene
    hand = scene.table.hand
    playable = [i for i, c in enumerate(hand.held) if c in (hand.playable or ())]
    pointed = playable[0]
    _move_mouse(table, visible_point(hand.cards[pointed]))
    assert _raised(hand) == [hand.held[pointed]]
    table.key(pygame.K_RIGHT)  # the keys go on from the raised card: one highlight, moved
    assert hand.highlighted == playable[1]
    assert _raised(hand) == [hand.held[playable[1]]]
    table.key(pygame.K_TAB)
    assert _raised(hand) == [hand.held[playable[2]]]
    chosen = hand.held[playable[2]]
    before = len(scene.controller.match.history[-1][1])
    table.key(pygame.K_RETURN)
    table.frames(2)
    decisions = scene.controller.match.history[-1][1]
    assert len(decisions) > before
    played = decisions[before]
    assert isinstance(played, Play) and played.card == chosen


def test_enter_with_the_pointer_on_a_card_plays_that_card(table_factory) -> None:
    table = _play_turn_with_choice(table_factory)
    scene = table.scene
    hand = scene.table.hand
    playable = [i for i, c in enumerate(hand.held) if c in (hand.playable or ())]
    table.key(pygame.K_RIGHT)  # a keyboard focus first …
    _move_mouse(table, visible_point(hand.cards[playable[-1]]))  # … then the pointer moves
    chosen = hand.held[playable[-1]]
    assert _raised(hand) == [chosen] and hand.highlighted == playable[-1]
    before = len(scene.controller.match.history[-1][1])
    table.key(pygame.K_RETURN)
    played = scene.controller.match.history[-1][1][before]
    assert isinstance(played, Play) and played.card == chosen


def test_the_pointer_leaving_the_hand_leaves_the_focus_raised_and_enter_plays_it(
        table_factory) -> None:
    """The focus stays where the pointer left it, shown: Enter plays that card at once (the
    first Enter used to do nothing but show the focus)."""
    table = _play_turn_with_choice(table_factory)
    scene = table.scene
    hand = scene.table.hand
    playable = [i for i, c in enumerate(hand.held) if c in (hand.playable or ())]
    _move_mouse(table, visible_point(hand.cards[playable[1]]))
    _move_mouse(table, (5.0, 5.0))  # the pointer away from the hand
    chosen = hand.held[playable[1]]
    assert _raised(hand) == [chosen] and hand.highlighted == playable[1]
    before = len(scene.controller.match.history[-1][1])
    table.key(pygame.K_RETURN)
    played = scene.controller.match.history[-1][1][before]
    assert isinstance(played, Play) and played.card == chosen


def test_a_card_the_pointer_rests_on_when_the_turn_comes_is_the_focus(table_factory) -> None:
    """The pointer rests on a card that cannot be played yet; when it can, that card is raised
    and it is the focus: the keys go on from it, not from another card."""
    table = _play_turn_with_choice(table_factory)
    hand = table.scene.table.hand
    playable = [i for i, c in enumerate(hand.held) if c in (hand.playable or ())]
    cards = set(hand.playable or ())
    hand.set_playable({hand.held[playable[0]]})  # before: another card only
    _move_mouse(table, visible_point(hand.cards[playable[2]]))
    assert hand.highlighted == playable[0]  # the one card it may take stays the focus
    hand.set_playable(cards)  # the turn comes with the pointer still there
    table.frames(1)
    assert hand.highlighted == playable[2] and _raised(hand) == [hand.held[playable[2]]]
    table.key(pygame.K_RIGHT)
    following = playable[3] if len(playable) > 3 else playable[0]
    assert hand.highlighted == following and _raised(hand) == [hand.held[following]]
