"""Kime-yaku's "show your partner" dialog (R26), play-tested: 760 wide, it lay over the side
seats' panels (their borders, 4 px each side). As wide as the lay-down's, with its lower button,
it leaves every seat's panel and count, the plaque, the prompt and the hand in sight, in both
languages, at 960 × 600 and 1920 × 1080. Play-tested again: its three English lines covered the
lower part of the top seats' face-down cards; two lines (the prompt below says which cards to
click) leave them whole."""

from __future__ import annotations

import pytest

from goninkan_desktop.devtools.scenarios import show_cards


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_show_cards_dialog_covers_no_seat(table_factory, names, lang: str,  # type: ignore[no-untyped-def]
                                              size: tuple[int, int]) -> None:
    for seed in (1, 2):
        table = table_factory(scenario=show_cards(seed, names), size=size)
        table.idle()
        scene = table.scene
        assert scene.screen_kind == "show_cards"
        dialog = scene.desk.dialog
        assert dialog is not None
        box = dialog.world_rect
        seen = {"plaque": scene.table.plaque.world_rect, "prompt": scene.table.prompt.world_rect}
        for player, group in scene.table.groups.items():
            seen[f"panel {player}"] = group.panel.world_rect
            if group.backs is not None:
                seen[f"count {player}"] = group.backs.count_text.world_rect
                seen[f"face-down cards {player}"] = group.backs.world_rect
        for index, card in enumerate(scene.table.hand.cards):
            seen[f"hand card {index}"] = card.world_rect
        for name, rect in seen.items():
            assert not box.colliderect(rect), f"the dialog covers {name}: {rect}"
        table.app.clear_scenes()
