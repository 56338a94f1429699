"""A rule's "?" on New game opens its paragraph of the rules screen with the paragraph's first
line whole at the top (issue 38: near a section's end the scroll stopped short and the panel's
top edge cut through a line). Every "?" of both games, in both languages, at 960x600."""

from __future__ import annotations

import pygame
import pytest
from menu_driver import Desktop

from goninkan_desktop.menus.new_game import TOPICS_OF_GAME
from goninkan_desktop.menus.rules import GLOSSARY, RulesScene, section_keys
from goninkan_desktop.ui.nodes.panel import Paragraph
from goninkan_desktop.ui.nodes.text import TextNode


def _cut_at_the_top(rules: RulesScene) -> list[str]:
    """The texts the panel's top edge cuts through."""
    top = rules.view.world_rect.top
    return [getattr(node, "text", "")[:30] for node in rules.view.content.children
            if isinstance(node, TextNode | Paragraph)
            and node.world_rect.top < top < node.world_rect.bottom]


def _opened_start(rules: RulesScene, topic: str) -> float | None:
    """Where the topic's paragraph or term starts on screen (None: shown from the section's
    heading)."""
    section = topic.split(".")[0]
    if topic in GLOSSARY:
        start = rules.term_at[topic]
    elif topic != section and f"rules.{topic}" != section_keys(section)[0]:
        start = rules.paragraph_at[f"rules.{topic}"]
    else:  # a section, or its first paragraph: under the section's heading, from the top
        assert rules.view.offset == 0.0, topic
        return None
    return rules.view.world_rect.top + start - rules.view.offset


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_rules_link_opens_its_paragraph_whole_at_the_top(language: str) -> None:
    desktop = Desktop(size=(960, 600), language=language)
    opened = 0
    try:
        scene = desktop.open_new_game()
        for preset in ("standard", "bidding"):
            while scene.rows["preset"].value != preset:
                desktop.click(scene.rows["preset"].right)
            links = {name: row.more for name, row in scene.rows.items() if row.more is not None}
            for name, link in links.items():
                desktop.click(link)
                rules = desktop.top
                assert isinstance(rules, RulesScene)
                assert _cut_at_the_top(rules) == [], (preset, name)
                topic = TOPICS_OF_GAME[preset if preset == "bidding" else "goninkan"][name]
                start = _opened_start(rules, topic)
                if start is not None:  # the paragraph's first line, just under the edge
                    view = rules.view.world_rect
                    assert view.top < start <= view.top + 16.0, (preset, name, topic)
                opened += 1
                desktop.key(pygame.K_ESCAPE)
                assert desktop.top is scene
    finally:
        desktop.close()
    assert opened >= 12
