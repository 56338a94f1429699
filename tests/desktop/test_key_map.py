"""One key never means two things on one screen.

The table's own keys (Esc menu, H hint, L last trick, T trick log, S speed, M motion)
stay theirs while a decision dialog is open: the trump and joker-suit pickers take 1–4,
so H asks for a hint beside "Hint (H)" and never names hearts. Esc on a score screen
never moves the game on.
"""

from __future__ import annotations

import pygame

from engine.actions import NameTrump
from engine.cards import JOKER, cards_of
from engine.match import Match, Phase
from goninkan_desktop.devtools.autopilot import Autopilot
from goninkan_desktop.devtools.scenarios import find_moment, juroku, kime_yaku, seat_swap
from goninkan_desktop.table.deal_result import DealResultScene
from goninkan_desktop.table.scene import TABLE_KEYS
from goninkan_desktop.ui.nodes.dialog import Dialog


def _joker_lead(match: Match) -> int | None:
    if match.phase is Phase.PLAY and not match.trick and 2 <= match.trick_no <= 8 \
            and JOKER in cards_of(match.legal_mask()):
        return match.turn
    return None


def _dialog_keys(scene: object) -> frozenset[int]:
    dialog = getattr(scene, "dialog", None)
    assert isinstance(dialog, Dialog)
    return dialog.keys


def test_no_dialog_on_the_table_binds_a_table_key(table_factory, names) -> None:
    for scenario, kind in ((kime_yaku(4, names), "kime_yaku"), (seat_swap(1, names), "iku_koi"),
                           (juroku(1, names), "juroku")):
        table = table_factory(scenario=scenario)
        table.idle()
        assert table.scene.screen_kind == kind
        assert not _dialog_keys(table.scene) & TABLE_KEYS, kind
    table = table_factory(scenario=find_moment(3, names, _joker_lead))
    table.idle()
    table.click(table.scene.table.hand.card_node(JOKER), fan=True)
    assert table.scene.screen_kind == "joker_suit"
    assert not _dialog_keys(table.scene) & TABLE_KEYS


def test_h_on_the_trump_choice_is_a_hint_never_hearts(table_factory, names) -> None:
    table = table_factory(scenario=kime_yaku(4, names))
    table.idle()
    scene = table.scene
    assert scene.screen_kind == "kime_yaku" and scene.hints.button.visible
    before = [d for _, ds in scene.controller.match.history for d in ds]
    table.key(pygame.K_h)
    assert scene.hints.current is not None  # the hint is shown
    assert scene.screen_kind == "kime_yaku"  # and nothing was named
    assert [d for _, ds in scene.controller.match.history for d in ds] == before
    table.key(pygame.K_3)
    decisions = [d for _, ds in scene.controller.match.history for d in ds if d.player == 0]
    assert decisions[-1] == NameTrump(0, 2)


def test_esc_on_a_deal_result_does_not_move_the_game_on(table_factory, names) -> None:
    table = table_factory(seed=2)
    pilot = Autopilot(table.scene, level="easy", seed=2, close_overlays=False)
    table.app.after_frame.append(pilot)
    try:
        table.until(lambda: isinstance(table.app.top, DealResultScene), limit=20000)
        result = table.app.top
        table.key(pygame.K_ESCAPE)
        assert table.app.top is result  # still there: only Continue (Enter, Space) moves on
        table.key(pygame.K_RETURN)
        assert table.app.top is not result
    finally:
        pilot.close()
