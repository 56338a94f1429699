"""What the table shows never covers itself: the prompt and the banners below the trick stay
clear of the yama, the face-card rows and the seats, in both languages and in lesson mode
("Your turn" covered the yama's label for the whole match; in lessons the played cards
covered the Mukankei label and banners the face-card piles)."""

from __future__ import annotations

import collections

import pygame
import pytest

from engine.cards import parse_card
from goninkan_desktop.i18n import all_strings, set_language
from goninkan_desktop.table.scene import TableScene
from goninkan_desktop.ui.nodes.base import Node

PROMPT_KEYS = ("table.prompt_", "table.illegal_", "table.hold.")
BANNER_KEYS = ("guide.hint.", "guide.why.", "table.swap.")


@pytest.fixture(autouse=True)
def english_afterwards() -> object:
    yield
    set_language("en")


def _filled(text: str, lang: str) -> str:
    long = {"ja": "ダイヤ", "en": "diamonds"}[lang]
    return text.format_map(collections.defaultdict(lambda: long, number=10, count=12,
                                                   player="Saburo", name="Saburo"))


def _texts(lang: str, prefixes: tuple[str, ...]) -> list[str]:
    return [_filled(text, lang) for key, text_lang, text in all_strings()
            if text_lang == lang and key.startswith(prefixes)]


def _rect(node: Node) -> pygame.FRect:
    rect = node.world_rect
    for child in node.children:
        if child.visible and child.world_rect.width:
            rect = rect.union(_rect(child))
    return rect


def _shown_parts(scene: TableScene) -> dict[str, pygame.FRect]:
    """The yama (with its label) and each face-card row, all filled up."""
    scene.table.yama.set_count(12)
    for row in (scene.table.kankei_row, scene.table.mukankei_row):
        row.visible = True
        row.set_cards([parse_card(code) for code in (
            "AH", "KH", "QH", "JH", "AS", "KS", "QS", "JS", "AD", "KD", "QD", "JD",
            "AC", "KC", "QC", "JC")], 9)
    return {"yama": _rect(scene.table.yama), "kankei row": scene.table.kankei_row.world_rect,
            "mukankei row": scene.table.mukankei_row.world_rect}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_prompt_never_covers_the_yama_or_the_face_card_rows(table_factory, lang) -> None:
    set_language(lang)
    table = table_factory(seed=3)
    scene = table.scene
    parts = _shown_parts(scene)
    for text in _texts(lang, PROMPT_KEYS):
        scene.table.prompt.set_error(text)
        scene.table.prompt.set_suffix("(0:30)")
        assert len(scene.table.prompt.lines) <= 2, text
        prompt = scene.table.prompt.world_rect
        for name, rect in parts.items():
            assert not prompt.colliderect(rect), f"{text!r} covers the {name}"
        scene.table.prompt.update(scene.table.prompt.ERROR_SECONDS)  # the message wears off
        assert not scene.table.prompt.is_error


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_banner_below_the_trick_never_covers_the_yama_or_the_rows(table_factory, lang) -> None:
    set_language(lang)
    table = table_factory(seed=3)
    scene = table.scene
    parts = _shown_parts(scene)
    titles = _texts(lang, ("guide.hint.", "table.swap.title"))
    reasons = _texts(lang, BANNER_KEYS)
    for title in titles:
        for reason in (max(reasons, key=len), ""):
            scene.table.banner.show(title, reason, at=scene.options.low_banner_centre)
            banner = scene.table.banner.world_rect
            for name, rect in parts.items():
                assert not banner.colliderect(rect), f"{title!r} covers the {name}"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_in_a_lesson_nothing_covers_the_rows_or_the_yama(lang) -> None:
    """The learner's card in the trick stays off the Mukankei row (its title too), banners stay
    in the middle, and the guide box asks instead of the prompt over the rows."""
    from goninkan_desktop.tutorial.scene import TutorialScene
    from goninkan_desktop.ui import layout
    from goninkan_desktop.ui.app import App

    set_language(lang)
    app = App(fixed_dt=1 / 60)
    try:
        scene = TutorialScene("cards")
        app.push(scene)
        app.frame(1 / 60)
        parts = _shown_parts(scene)
        parts["guide box"] = scene.guide.world_rect
        width, height = 92.0, 92.0 * 1.45
        x, y = layout.FIVE_SEATS.trick_slot(0)
        played = pygame.FRect(round(x - width / 2), round(y - height / 2), round(width),
                             round(height)).inflate(8, 4)  # turned a little
        reasons = _texts(lang, BANNER_KEYS)
        for name, rect in parts.items():
            assert not played.colliderect(rect), f"the learner's played card covers the {name}"
            for title in _texts(lang, ("table.swap.title",)):
                scene.table.banner.show(title, max(reasons, key=len),
                                        at=scene.options.low_banner_centre)
                assert not scene.table.banner.world_rect.colliderect(rect), name
        scene.table.prompt.set_info(_texts(lang, ("table.prompt_follow",))[0])
        assert not scene.table.prompt.visible
        assert not parts["mukankei row"].colliderect(parts["guide box"])
    finally:
        app.clear_scenes()
