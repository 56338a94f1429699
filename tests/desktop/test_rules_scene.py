"""The rules and glossary screen: every section renders and scrolls, in both languages."""

from __future__ import annotations

from itertools import pairwise

import pygame
import pytest
from menu_driver import texts

from engine.rules import RuleSet
from goninkan_desktop.devtools.autopilot import centre, click, press
from goninkan_desktop.i18n import set_language, t
from goninkan_desktop.menus.rules import (
    BIDDING_TERMS,
    GLOSSARY,
    SECTIONS,
    RulesScene,
    house_rule_lines,
    section_keys,
)
from goninkan_desktop.ui.app import App

DT = 1 / 60


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_section_renders_and_scrolls(app: App, language: str) -> None:
    set_language(language)
    try:
        scene = RulesScene(app, RuleSet.preset_named("goshogawara"))
        app.push(scene)
        app.frame(DT)
        assert scene.sections == (*SECTIONS, "house")
        for index in range(len(scene.sections)):
            assert scene.section == index
            assert scene.view.content.children
            app.render()
            press(pygame.K_END)
            app.frame(DT)
            assert scene.view.offset == scene.view.max_offset
            press(pygame.K_HOME)
            app.frame(DT)
            assert scene.view.offset == 0.0
            press(pygame.K_RIGHT)
            app.frame(DT)
        assert scene.section == 0
    finally:
        set_language("en")


def test_the_glossary_is_long_enough_to_scroll_and_lists_every_term(app: App) -> None:
    scene = RulesScene(app, None)
    app.push(scene)
    click(app, centre(scene.tabs[SECTIONS.index("glossary")]))
    app.frame(DT)
    assert scene.sections[scene.section] == "glossary"
    texts = {getattr(node, "text", "") for node in scene.view.content.children}
    assert {t(f"rules.term.{term}") for term in GLOSSARY} <= texts
    assert scene.view.max_offset > 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    press(pygame.K_DOWN)
    app.frame(DT)
    assert scene.view.offset > 0


def test_house_rules_only_with_a_match_and_escape_leaves(app: App) -> None:
    assert "house" not in RulesScene(app, None).sections
    lines = house_rule_lines(RuleSet.preset_named("standard", rounds=6))
    assert t("rules.house.rounds", value=6) in lines
    assert t("rules.house.preset", value=t("rules.value.custom")) in lines
    below = RulesScene(app, None)
    app.push(below)
    scene = RulesScene(app, RuleSet())
    app.push(scene)
    press(pygame.K_ESCAPE)
    app.frame(DT)
    assert app.top is below


SOURCE_WORDS = {"taisho": "大将", "adjutant": "副官", "kitsune": "きつね",
                "sei_jack": "正ジャック", "ura_jack": "裏ジャック", "seri": "競り", "pass": "パス",
                "defenders": "守備側"}
"""docs/rules.md section 11's terms, as the source writes them."""


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_bidding_game_has_its_section_and_its_terms_as_the_source_writes_them(
        app: App, language: str) -> None:
    set_language(language)
    try:
        scene = RulesScene(app, None)
        app.push(scene)
        click(app, centre(scene.tabs[SECTIONS.index("bidding")]))
        app.frame(DT)
        assert scene.sections[scene.section] == "bidding"
        shown = " ".join(texts(scene.view.content))
        assert len(section_keys("bidding")) == 8  # B1–B14 in six, the two forms (B15–B18)
        for number in ("53", "17", "13"):
            assert number in shown
        scene.open_topic("taisho")
        terms = [t(f"rules.term.{term}") for term in BIDDING_TERMS]
        assert [word for term, word in SOURCE_WORDS.items()
                if word in t(f"rules.term.{term}")] == list(SOURCE_WORDS.values())
        assert {*terms, t("rules.glossary.bidding")} <= set(texts(scene.view.content))
        assert scene.view.offset > 0  # scrolled down to the bidding game's terms
    finally:
        set_language("en")


def test_a_bidding_match_shows_its_own_house_rules() -> None:
    lines = house_rule_lines(RuleSet.preset_named("bidding", rounds=6, min_bid=12,
                                                  joker_lead="free"))
    assert lines == [t("rules.house.preset", value=t("rules.value.bidding")),
                     t("rules.house.deals", value=6), t("rules.house.players", value=5),
                     t("rules.house.auction", value=t("rules.value.on")),
                     t("rules.house.min_bid", value=12),
                     t("rules.house.joker_lead", value=t("rules.value.joker_free"))]
    assert not any("Tome-suppe" in line or "Nijū-kan" in line for line in lines)


def test_a_bidding_match_without_an_auction_names_no_lowest_bid() -> None:
    lines = house_rule_lines(RuleSet.preset_named("bidding", players=3, auction=False))
    assert t("rules.house.players", value=3) in lines
    assert t("rules.house.auction", value=t("rules.value.off")) in lines
    assert not any(line.startswith(t("rules.house.min_bid", value="")) for line in lines)


def test_every_section_button_fits_above_the_key_help(app: App) -> None:
    scene = RulesScene(app, RuleSet.preset_named("bidding"))
    assert len(scene.tabs) == len(SECTIONS) + 1
    rects = [tab.world_rect for tab in scene.tabs]
    assert all(upper.bottom < lower.top for upper, lower in pairwise(rects))
    assert rects[-1].bottom < 676.0 - 14.0  # the key help's line, centred at y 676
