"""The table's keys in the pause menu (issue 41): M (reduced motion) was named nowhere at the
table. The menu over the table names each of the table's own keys, M with the setting it
turns, in the game's words, readable at 960 × 600 and inside its card, each key on one line
with what it does."""

from __future__ import annotations

from itertools import pairwise

import pygame
import pytest
from menu_driver import Desktop
from text_floor import SMALL_WINDOW, too_small

from engine.rules import RuleSet
from goninkan_desktop.i18n import t
from goninkan_desktop.menus.pause_menu import PauseMenuScene
from goninkan_desktop.table.scene import TABLE_KEYS, TableScene

KEY_NAMES = {pygame.K_ESCAPE: "Esc", pygame.K_h: "H", pygame.K_l: "L", pygame.K_t: "T",
             pygame.K_s: "S", pygame.K_m: "M", pygame.K_o: "O", pygame.K_z: "Ctrl+Z"}


@pytest.mark.parametrize("language", ["ja", "en"])
@pytest.mark.parametrize(("preset", "form"), [
    ("standard", {}), ("bidding", {}), ("bidding", {"players": 3}),
    ("bidding", {"auction": False}), ("bidding", {"players": 3, "auction": False})])
def test_the_pause_menu_names_the_tables_keys_m_too(language: str, preset: str,
                                                    form: dict[str, object]) -> None:
    """Every form of the bidding game speaks of トリック, not 巡 (the three-player and
    no-auction forms are games of their own, not ``BIDDING`` itself)."""
    desktop = Desktop(SMALL_WINDOW, language)
    try:
        desktop.session.change(speed="instant")
        desktop.shell.start_match(RuleSet.from_json({"preset": preset, **form}), "easy", None)
        desktop.frames(3)
        assert isinstance(desktop.top, TableScene)
        desktop.key(pygame.K_ESCAPE)
        menu = desktop.top
        assert isinstance(menu, PauseMenuScene)
        line = menu.table_keys.text
        named = {KEY_NAMES[key] for key in TABLE_KEYS}
        if preset != "bidding":
            named.discard("O")  # the card order is the bidding game's
        assert set(KEY_NAMES.values()) >= named
        for name in named:
            assert f"{name} " in line or f"{name}で" in line, (name, line)
        assert t("menus.st.reduced_motion").lower() in line.lower()  # M, by the setting's name
        words = "bid.words" if preset == "bidding" else "table"
        assert t(f"{words}.tool_log").lower() in line
        if preset == "bidding" and t("table.tool_log") != t("bid.words.tool_log"):
            assert t("table.tool_log").lower() not in line  # 巡の記録 is Goninkan's
        lines = [node.text for node in menu.table_keys.children]
        for first, second in pairwise(lines):  # a key keeps its meaning
            assert first.split()[-1] not in KEY_NAMES.values(), (first, second)
            assert not any(first.endswith(name) for name in KEY_NAMES.values()), (first, second)
            assert not second.startswith("で"), (first, second)
        assert menu.card.world_rect.contains(menu.table_keys.world_rect)
        assert not menu.table_keys.world_rect.colliderect(menu.keys_line.world_rect)
        assert not too_small(menu.card, desktop.app.scale)
        desktop.key(pygame.K_ESCAPE)  # Esc, as the line says, back to the table
        assert isinstance(desktop.top, TableScene)
    finally:
        desktop.close()


@pytest.mark.parametrize("language", ["ja", "en"])
@pytest.mark.parametrize("take_back", [True, False])
def test_the_pause_menu_names_ctrl_z_where_it_takes_back_a_move(language: str,
                                                                take_back: bool) -> None:
    """Play-tested: Ctrl+Z (take back your last move, as the toolbar's button says) was named
    nowhere in the menu's list of the table's keys; named only while the setting is on, where
    the key does something."""
    desktop = Desktop(SMALL_WINDOW, language)
    try:
        desktop.session.change(speed="instant", takeback=take_back)
        desktop.shell.start_match(RuleSet.from_json({"preset": "bidding", "players": 3}),
                                  "easy", None)
        desktop.frames(3)
        table = desktop.top
        assert isinstance(table, TableScene)
        assert (table.options.on_take_back is not None) is take_back
        desktop.key(pygame.K_ESCAPE)
        menu = desktop.top
        assert isinstance(menu, PauseMenuScene)
        line = menu.table_keys.text.replace("\n", " ")
        assert ("Ctrl+Z" in line) is take_back, line
        if take_back:
            assert t("table.tool_takeback").split("(")[0].split("（")[0].strip().lower() \
                in line.lower()
            assert line.count("Z") == 1  # one key, one meaning
        assert menu.card.world_rect.contains(menu.table_keys.world_rect)
        assert not too_small(menu.card, desktop.app.scale)
    finally:
        desktop.close()
