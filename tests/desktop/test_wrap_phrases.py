"""Japanese lines break between phrases, never inside a word (「くら」 / 「べ」, 「まし」 / 「た」).

A line used to break between any two Japanese characters outside a run of kanji, a katakana word
or a number with its counter: a verb lost its ending (「開」 / 「けませんでした」), a noun its
particle (「勝負」 / 「は」), a hiragana word came apart (「くら」 / 「べています」). Now a line
breaks only between phrases: a word with the hiragana after it (its ending and particles),
after a を, or before a word written in hiragana (あなた, きつね, じゅうろく); a phrase wider
than its box still comes apart, as it must.
"""

from __future__ import annotations

import re
from itertools import pairwise

import pytest
from menu_driver import Desktop

from goninkan_desktop.i18n import all_strings, set_language
from goninkan_desktop.menus.new_game import NewGameScene
from goninkan_desktop.ui.nodes.panel import phrases, wrap_evenly, wrap_text
from goninkan_desktop.ui.nodes.text import TextNode, get_font
from goninkan_desktop.ui.render import theme

HIRAGANA = re.compile(r"[\u3041-\u3096]")
KANJI = re.compile(r"[\u4e00-\u9fff々]")
KANA_WORDS = ("あなた", "じゅうろく", "くらべ", "きつね", "すべて", "いちばん", "まだ", "もの",
              "ここ", "その", "この", "これ", "ほか", "どちら", "どれ")
"""Words in hiragana a line may start with after other hiragana (「時点では」 / 「あなたに」)."""


def inside_a_phrase(before: str, after: str) -> bool:
    """True if the break between two lines falls inside a word or before its ending: a kanji
    then a hiragana (「開」 / 「けません」, 「勝負」 / 「は」), or two hiragana where the first is
    no を and the second starts no hiragana word (「くら」 / 「べ」, 「まし」 / 「た」)."""
    if not before or not after:
        return False
    last, first = before[-1], after[0]
    if KANJI.match(last) and HIRAGANA.match(first):
        return True
    return bool(HIRAGANA.match(last) and HIRAGANA.match(first) and last != "を"
                and not after.startswith(KANA_WORDS))


def japanese_texts(filled: bool = False) -> list[tuple[str, str]]:
    """Every Japanese text of the game without placeholders, with its key; ``filled``: the texts
    with placeholders too, each placeholder filled with a card's name."""
    return [(key, re.sub(r"\{[^}]*\}", "ハートのK", text)) for key, lang, text in all_strings()
            if lang == "ja" and (filled or "{" not in text) and len(text) > 6]


def widest_phrase(text: str, size: int) -> int:
    """The width of ``text``'s widest phrase with the closing marks after it (「。」 never starts
    a line, so a phrase and its 「。」 go down together)."""
    font = get_font(theme.fs(size))
    return max(font.size(token + "。」")[0] for token in phrases(text))


@pytest.mark.parametrize("wrap", [wrap_text, wrap_evenly])
def test_no_japanese_text_breaks_inside_a_phrase_where_its_phrases_fit(wrap: object) -> None:
    """Every Japanese text, at every width that holds its widest phrase (a dialog's, a
    panel's), wrapped as a paragraph is (evenly) and plainly."""
    assert callable(wrap)
    set_language("ja")
    try:
        bad = []
        for key, text in japanese_texts():
            for size in (theme.SIZE_SMALL, theme.SIZE_BODY):
                for width in range(max(200, widest_phrase(text, size)), 760, 29):
                    lines = wrap(text, size, width)
                    bad += [f"{key} @{size}/{width}: {a[-6:]!r} / {b[:6]!r}"
                            for a, b in pairwise(lines) if inside_a_phrase(a, b)]
                    assert re.sub(r"\s", "", "".join(lines)) == re.sub(r"\s", "", text)
        assert not bad, "\n".join(bad[:20])
    finally:
        set_language("en")


@pytest.mark.parametrize("word", ["くらべ", "ました", "ません", "ください", "あなた", "きつね",
                                  "逆スコンク", "裏ジャック", "役ピン", "切り札"])
def test_the_words_a_player_saw_split_stay_whole(word: str) -> None:
    """The words play-testers saw split (くら / べ, まし / た, 逆 / スコンク), in every text that
    has them, at every width that holds the phrase they are in."""
    set_language("ja")
    try:
        texts = [(key, text) for key, text in japanese_texts(filled=True) if word in text]
        assert texts
        for key, text in texts:
            for width in range(max(200, widest_phrase(text, theme.SIZE_BODY)), 760, 13):
                lines = wrap_evenly(text, theme.SIZE_BODY, width)
                assert sum(line.count(word) for line in lines) == text.count(word), \
                    (key, width, lines)
    finally:
        set_language("en")


def test_a_phrase_wider_than_its_box_still_comes_apart() -> None:
    """「出すことになるかもしれません」 is wider than a narrow box: it breaks rather than
    overflows, and no line is wider than the box."""
    text = "出すことになるかもしれません。"
    font = get_font(theme.fs(theme.SIZE_BODY))
    width = font.size(text)[0] * 0.6
    lines = wrap_text(text, theme.SIZE_BODY, width)
    assert len(lines) == 2 and "".join(lines) == text
    assert all(font.size(line)[0] <= width for line in lines)


def help_lines(scene: NewGameScene) -> dict[str, list[str]]:
    """Each row's help as its lines on the screen."""
    return {name: [node.text for node in row.help.children if isinstance(node, TextNode)]
            for name, row in scene.rows.items()}


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_new_game_help_breaks_between_phrases(size: tuple[int, int]) -> None:
    """The New game screen in Japanese, every form of every game clicked through as a newcomer
    does: no help line breaks inside a word (「勝負」 / 「の」, 「遊びま」 / 「す」)."""
    desktop = Desktop(size, language="ja")
    try:
        scene = desktop.open_new_game()
        seen = 0
        for _ in range(2):  # goshogawara, then the bidding game
            desktop.click(scene.rows["preset"].right)
        for step in ("", "players", "auction", "players"):  # 5, 3; no auction 3, 5
            if step:
                arrow = scene.rows[step].right if scene.rows[step].right.enabled \
                    else scene.rows[step].left
                desktop.click(arrow)
            for name, lines in help_lines(scene).items():
                assert "".join(lines) == scene.rows[name].help.text.replace("\n", "")
                assert not any(inside_a_phrase(a, b) for a, b in pairwise(lines)), (name, lines)
                seen += len(lines) > 1
        assert seen > 10
    finally:
        desktop.close()
