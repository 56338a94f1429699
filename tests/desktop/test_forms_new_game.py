"""New game: the bidding game's "Players: 5 / 3" and "Auction: on / off" rows (docs/rules.md
section 12), their help lines and their paragraphs of the rules screen."""

from __future__ import annotations

import pygame
import pytest
from menu_driver import Desktop

from engine.rules import RuleSet
from goninkan_desktop.menus.new_game import BIDDING_TOPICS, NewGameScene
from goninkan_desktop.menus.rules import RulesScene, house_rule_lines
from goninkan_desktop.profile.settings import load_settings


def _bidding_rows(desktop: Desktop) -> NewGameScene:
    scene = desktop.open_new_game()
    while scene.rows["preset"].value != "bidding":
        desktop.click(scene.rows["preset"].right)
    return scene


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_form_rows_explain_themselves_and_open_their_paragraphs(language: str) -> None:
    desktop = Desktop(size=(960, 600), language=language)
    try:
        scene = _bidding_rows(desktop)
        assert scene.rows["players"].value == 5 and scene.rows["auction"].value is True
        for name in ("players", "auction"):
            row = scene.rows[name]
            lines = row.help.children
            assert 1 <= len(lines) <= 2, name
            assert min(line.size[1] for line in lines) * desktop.app.scale >= 15, name
            assert max(line.world_rect.bottom for line in lines) <= row.world_rect.bottom
            assert row.more is not None
            assert max(line.world_rect.right for line in lines) <= row.more.world_rect.left
            desktop.click(row.more)
            rules = desktop.top
            assert isinstance(rules, RulesScene)
            assert rules.sections[rules.section] == "bidding"
            wanted = rules.paragraph_at[f"rules.{BIDDING_TOPICS[name]}"] - 12.0
            assert rules.view.offset == pytest.approx(min(wanted, rules.view.max_offset))
            desktop.key(pygame.K_ESCAPE)
            assert desktop.top is scene
        for name, row in scene.rows.items():  # eight rows, none under the buttons
            assert row.world_rect.bottom <= scene.start_button.world_rect.top
            lines = row.help.children  # every help line of the bidding game fits its row
            assert 1 <= len(lines) <= 2, name
            limit = row.more.world_rect.left if row.more is not None else row.world_rect.right
            assert max(line.world_rect.right for line in lines) <= limit, name
            assert max(line.world_rect.bottom for line in lines) <= row.world_rect.bottom, name
    finally:
        desktop.close()


def test_three_players_without_an_auction_reach_the_match_and_are_remembered() -> None:
    desktop = Desktop()
    try:
        desktop.session.change(speed="instant")
        scene = _bidding_rows(desktop)
        desktop.click(scene.rows["players"].right)
        assert scene.rows["min_bid"].enabled
        desktop.click(scene.rows["auction"].left)
        assert not scene.rows["min_bid"].enabled  # without an auction it changes nothing
        assert scene.rules == RuleSet.preset_named("bidding", players=3, auction=False)
        desktop.session.change(rules=scene.rules)
        assert load_settings().settings.rules == scene.rules
    finally:
        desktop.close()


def test_the_house_rules_page_names_the_form() -> None:
    lines = house_rule_lines(RuleSet.preset_named("bidding", players=3, auction=False))
    assert "Players: 3" in lines and "Auction: off" in lines
    assert not any(line.startswith("Lowest bid") for line in lines)
    assert "Auction: on" in house_rule_lines(RuleSet.preset_named("bidding"))


NO_AUCTION_WORDS = {"en": ("taisho", "pass", "auction picks", "adjutant"),
                    "ja": ("大将", "パス", "副官", "競りで")}
"""Words of the auction that are untrue of the bidding game without one (B17)."""


@pytest.mark.parametrize("language", ["en", "ja"])
def test_without_an_auction_the_help_lines_speak_of_no_taisho_or_pass(language: str) -> None:
    """Auction off: the rules', deals' and players' lines say what the form is (no taisho, no
    bid, no pass, the kitsune out of play), fit their rows, and come back with the auction."""
    desktop = Desktop(size=(960, 600), language=language)
    try:
        scene = _bidding_rows(desktop)
        before = {name: scene.rows[name].help.text for name in ("preset", "rounds", "players")}
        assert any(word in " ".join(before.values()) for word in NO_AUCTION_WORDS[language])
        desktop.click(scene.rows["auction"].left)
        assert scene.rows["auction"].value is False
        for name in before:
            row = scene.rows[name]
            assert row.help.text != before[name], name
            assert not any(word in row.help.text for word in NO_AUCTION_WORDS[language]), name
            lines = row.help.children
            assert 1 <= len(lines) <= 2, name
            limit = row.more.world_rect.left if row.more is not None else row.world_rect.right
            assert max(line.world_rect.right for line in lines) <= limit, name
            assert max(line.world_rect.bottom for line in lines) <= row.world_rect.bottom, name
        desktop.click(scene.rows["auction"].right)
        assert {name: scene.rows[name].help.text for name in before} == before
    finally:
        desktop.close()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_three_players_lowest_bid_says_why_deals_are_dealt_again(language: str) -> None:
    """Play-tested: with three players and the lowest bid at 11 (B16), the normal computer
    players passed 18 deals out for each one played (20 one-deal matches at
    lowest bids 11, 10, 9: 18.0, 4.9, 1.1 redeals a counted deal). The lowest bid's help
    says so from 10 up, for three players only, and fits its two lines."""
    desktop = Desktop(size=(960, 600), language=language)
    try:
        scene = _bidding_rows(desktop)
        row = scene.rows["min_bid"]
        plain = row.help.text
        while scene.rows["players"].value != 3:
            desktop.click(scene.rows["players"].right)
        assert row.value == 11 and row.help.text != plain and "11" in row.help.text
        lines = row.help.children
        assert 1 <= len(lines) <= 2
        assert max(line.world_rect.bottom for line in lines) <= row.world_rect.bottom
        assert row.more is not None
        assert max(line.world_rect.right for line in lines) <= row.more.world_rect.left
        desktop.click(row.left)
        assert row.value == 10 and "10" in row.help.text
        desktop.click(row.left)
        assert row.value == 9 and row.help.text == plain
        desktop.click(row.right)
        desktop.click(row.right)
        assert row.value == 11 and row.help.text != plain
        desktop.click(scene.rows["players"].left)
        assert scene.rows["players"].value == 5
        assert row.help.text == plain  # five players: the plain help at 11
    finally:
        desktop.close()
