"""A deal that ends before its last trick (a target reached): the deal result shows the cards
nobody played, face up, each with the player who held it."""

from __future__ import annotations

from itertools import pairwise

from menu_driver import Desktop

from engine.cards import cards_of, mask_of
from goninkan_desktop.shell.game import GameOptions
from goninkan_desktop.table.deal_result import DealResultScene
from goninkan_desktop.ui.render.cards import card_height


def test_a_deal_ended_early_shows_every_unplayed_card_face_up() -> None:
    desktop = Desktop()
    try:
        desktop.shell.play_options(GameOptions(seed=6, level="easy", speed="instant"))
        scene = desktop.table
        pilot = desktop.autopilot()
        seen_full = seen_early = False
        for _ in range(40000):
            desktop.frames(1)
            top = desktop.top
            if not isinstance(top, DealResultScene) or top.result.result.value == "redeal":
                continue
            played = {c for trick in scene.controller.view().tricks for _, c in trick.plays}
            dealt = scene.controller.match.history[-1][0].hands
            everything = set(cards_of(mask_of([c for hand in dealt for c in hand])))
            shown = [node.card for node in top.unplayed_cards]
            if top.result.tricks >= 10:
                assert shown == [] and top.card.size[0] == 940.0
                seen_full = True
            else:
                assert all(node.face_up for node in top.unplayed_cards)
                assert len(shown) == len(set(shown))
                assert set(shown) | set(cards_of(mask_of(played))) == everything
                assert not set(shown) & set(cards_of(mask_of(played)))
                # inside the card, and one player's cards never reach the next row
                width, height = top.card.size
                rows = sorted({node.pos[1] for node in top.unplayed_cards})
                for node in top.unplayed_cards:
                    x, y = node.pos
                    half_w, half_h = node.width / 2, card_height(node.width) / 2
                    assert x - half_w >= 0 and x + half_w <= width
                    assert y - half_h >= 0 and y + half_h <= height
                assert all(b - a > card_height(38) for a, b in pairwise(rows))
                seen_early = True
            if seen_early and seen_full:
                break
            while desktop.top is top:  # wait for the autopilot to go on
                desktop.frames(1)
        desktop.app.after_frame.remove(pilot)
        pilot.close()
        assert seen_early
    finally:
        desktop.close()

