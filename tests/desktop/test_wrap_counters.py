"""A number, its counter and its particle stay on one line (「1枚も」, 「3戦目では」).

The Japanese sukonku tip of the scoring lesson broke 「1枚」 / 「も取らせずに」: a line may
break between any two Japanese characters, but never inside a number with its counter and the
particle after it, nor before a small kana or a closing mark (kinsoku shori). Checked in the
real lesson's guide box, and for every Japanese text of the game at many widths.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import pairwise

import pytest
from test_tutorial_scenes import click_node, settle

from goninkan_desktop.i18n import all_strings, set_language, t
from goninkan_desktop.tutorial import Say
from goninkan_desktop.tutorial.menu import TutorialMenuScene
from goninkan_desktop.tutorial.scene import TutorialScene
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.motion import Motion
from goninkan_desktop.ui.nodes.panel import wrap_evenly, wrap_text
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import theme
from goninkan_desktop.ui.render.cards import CardRenderer

COUNTED = re.compile(r"[0-9０-９][\u4e00-\u9fff]{1,2}$")
"""A line that ends on a number and its counter (「…1枚」, 「…3戦」)."""

PARTICLE_OR_COUNTER = tuple("もはがをにのと目")
"""What may not start the line after one: the counter's particle, or the rest of the counter
(「3戦」 / 「目」)."""


def counter_breaks(lines: list[str]) -> list[tuple[str, str]]:
    """Each pair of lines broken between a number's counter and its particle."""
    return [(before, line) for before, line in pairwise(lines)
            if COUNTED.search(before) and line.startswith(PARTICLE_OR_COUNTER)]


@pytest.mark.parametrize("wrap", [wrap_text, wrap_evenly])
@pytest.mark.parametrize("size", [theme.SIZE_SMALL, theme.SIZE_BODY])
def test_the_sukonku_tip_never_breaks_between_its_counter_and_particle(
        wrap: Callable[[str, int, float], list[str]], size: int) -> None:
    """At any width of the guide box, at the lessons' size and the dialogs'."""
    set_language("ja")
    try:
        text = t("tutorial.scoring.sukonku")
        for width in range(100, 800, 2):
            lines = wrap(text, size, width)
            assert any("1枚も" in line for line in lines), (width, lines)
            assert "".join(lines) == text
    finally:
        set_language("en")


def test_no_japanese_text_breaks_a_number_from_its_counter_or_particle() -> None:
    set_language("ja")
    try:
        bad = []
        for key, lang, text in all_strings():
            if lang != "ja" or "{" in text or len(text) < 8:
                continue
            for width in range(150, 700, 17):
                lines = wrap_text(text, theme.SIZE_BODY, width)
                bad += [f"{key} @{width}: {pair}" for pair in counter_breaks(lines)]
                assert re.sub(r"\s", "", "".join(lines)) == re.sub(r"\s", "", text)
        assert not bad, "\n".join(bad[:20])
    finally:
        set_language("en")


def test_small_kana_and_closing_marks_never_start_a_line() -> None:
    for text in ("ガガガガガガガガガガガガガガガガァ", "ねねねねねねねねねねねねねねね〜ん",
                 "【ねねねねねねねねねねねね】ねねねね"):
        for width in range(60, 400, 3):
            lines = wrap_text(text, theme.SIZE_BODY, width)
            assert not any(line.startswith(("ァ", "〜", "】")) for line in lines[1:]), lines
            assert not any(line.endswith("【") for line in lines), lines


def test_the_lessons_guide_box_shows_one_whole_1_mai_mo(app: App) -> None:
    """The tip as the learner reads it: opened from the lesson menu, read on with Next."""
    set_language("ja")
    try:
        menu = TutorialMenuScene(app, renderer=CardRenderer(), motion=Motion("instant"))
        app.push(menu)
        app.frame(1 / 60)
        scene = menu.open_lesson("scoring")
        assert isinstance(scene, TutorialScene)
        tip = t("tutorial.scoring.sukonku")
        for _ in range(20):
            settle(app, scene)
            if scene.guide.message == tip:
                break
            assert isinstance(scene.runner.current_step, Say)
            click_node(app, scene.guide.button(t("tutorial.next")))
        assert scene.guide.message == tip
        lines = [node.text for node in scene.guide.text.children if isinstance(node, TextNode)]
        assert "".join(lines) == tip and len(lines) > 1
        assert any("1枚も" in line for line in lines), lines
        assert not counter_breaks(lines)
    finally:
        set_language("en")


KATAKANA_WORDS = ("レッスン", "スコンク", "ジョーカー", "ゴニンカン", "トリック")


def test_no_japanese_text_breaks_inside_a_katakana_word() -> None:
    """「どのレッ」 / 「スンも」: the lessons' introduction split レッスン at the menu's width."""
    set_language("ja")
    try:
        bad = []
        for key, lang, text in all_strings():
            if lang != "ja" or "{" in text or not any(w in text for w in KATAKANA_WORDS):
                continue
            for width in range(150, 700, 19):
                for before, line in pairwise(wrap_text(text, theme.SIZE_SMALL, width)):
                    joined = before[-5:] + line[:5]
                    bad += [f"{key} @{width}: {before[-5:]!r} / {line[:5]!r}"
                            for word in KATAKANA_WORDS if word in joined
                            and word not in before[-5:] and word not in line[:5]]
        assert not bad, "\n".join(bad[:20])
    finally:
        set_language("en")
