"""At a match's table the focus is where a hint or the last click left it, and Enter acts.

Right after a hint asked with the mouse the first Enter did nothing (it only showed the
focus), and after naming the adjutant by mouse the first Enter at trick 1 played nothing:
the pointer rested on a button, not on a card, so nothing was highlighted.
"""

from __future__ import annotations

import pygame
from test_bidding_table import at_table, laid_down, taisho_match

from engine.actions import NameAdjutant, Play
from engine.match import Phase
from goninkan_desktop.devtools.autopilot import Autopilot
from goninkan_desktop.ui.nodes.bidding import CardPicker


def _decisions(table) -> list:  # type: ignore[no-untyped-def]
    return [d for _, ds in table.scene.controller.match.history for d in ds if d.player == 0]


def test_the_first_enter_after_a_hint_by_mouse_plays_the_hinted_card(table_factory) -> None:
    table = table_factory(seed=3, level="easy")
    scene = table.scene
    helper = Autopilot(scene, level="easy", seed=3)
    table.app.after_frame.append(helper)
    table.until(lambda: scene.request is not None and scene.request.phase is Phase.PLAY
                and not scene.busy and len(scene.table.hand.playable or ()) >= 2, limit=6000)
    table.app.after_frame.remove(helper)
    table.click(scene.hints.button)  # the pointer stays on the button, far from the hand
    hint = scene.hints.current
    assert hint is not None and isinstance(hint.decision, Play)
    hand = scene.table.hand
    assert hand.highlighted is not None and hand.held[hand.highlighted] == hint.decision.card
    before = len(_decisions(table))
    table.key(pygame.K_RETURN)
    made = _decisions(table)
    assert len(made) == before + 1 and made[-1] == hint.decision


def test_after_naming_the_adjutant_by_mouse_the_first_enter_plays(table_factory) -> None:
    match = taisho_match()
    laid_down(match)
    table = at_table(table_factory, match)
    picker = table.scene.dialog
    assert isinstance(picker, CardPicker)
    named = next(c for c in picker.cards_shown if not picker.mark_of(c))
    node = picker.card(named)
    assert node is not None
    table.click(node)
    table.click(picker.confirm)  # the pointer rests on the button, over the table
    assert _decisions(table)[-1] == NameAdjutant(0, named)
    scene = table.scene
    table.until(lambda: scene.request is not None and scene.request.phase is Phase.PLAY
                and not scene.busy)
    hand = scene.table.hand
    assert hand.highlighted is not None  # the focus shown: the card Enter plays
    shown = hand.held[hand.highlighted]
    table.key(pygame.K_RETURN)
    assert _decisions(table)[-1] == Play(0, shown)
