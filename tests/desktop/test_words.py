"""The words of the game: the clubs' Japanese terms, English plurals, names in the language."""

from __future__ import annotations

import re
from itertools import pairwise

import pytest

from goninkan_desktop.i18n import all_strings, in_language, set_language, t, tn

NOT_THE_CLUBS_WORDS = {
    "トリック": "巡", "スート": "マーク", "先手": "打ち出す/打ち出し", "キー札": "役ピンとババ",
    "鍵の札": "役ピンとババ", "ハウスルール": "ローカルルール", "プリセット": "ローカルルール",
    "コンピューター": "コンピュータ", "五人寛": "ゴニンカン", "五人関": "ゴニンカン",
    "親": "配り役", "目標": "勝ちの枚数", "じゅうろく失敗": "じゅうろくはずし",
    "じゅうろくの失敗": "じゅうろくはずし", "じゅうろくは失敗": "じゅうろくはずし",
    "達成": "成功", "相手に見せる": "相方に見せる",
    # the native review (shared/reviews/japanese-text.md): one word for a match, a side, ...
    "対局": "勝負", "一局": "勝負", "対戦": "勝負", "あなたの側": "あなたの組",
    "役の札": "役札", "交換": "入れ替え", "瞬時": "すぐ", "修了": "済み", "巡に勝": "巡を取る",
    "を宣言しない": "じゅうろく見送り",
}


@pytest.fixture(autouse=True)
def english_afterwards() -> object:
    yield
    set_language("en")


BIDDING_KEYS = ("bid.", "rules.bidding.", "review.bidding.", "tutorial.card_order.",
                "tutorial.auction.", "tutorial.adjutant.", "tutorial.three.", "tutorial.free.",
                "tutorial.why.bid_", "stats.forms.", "guide.why.bidding.",
                "menus.title.where_bidding", "menus.title.where_deal_bidding",
                "stats.bidding.", "history.auction.")
"""The bidding game's own strings: they speak its source's words (bidding-variant-ja.txt)."""
BIDDING_SOURCE_WORDS = {"トリック"}
"""Words of the bidding source that Goninkan's Tsugaru words replace everywhere else."""
NOT_THE_BIDDING_SOURCES_WORDS = {
    "巡": "トリック", "グラフ": "クラブ", "スッペ": "スペード", "戦目": "第…回", "戦数": "回数",
    "この戦": "この回", "ほかの人 ": "守備側", "競り落": "大将になる", "伏せた札": "伏せ札",
    "伏せる3枚": "伏せ札", "}戦": "{count}回",
}


def test_japanese_uses_the_clubs_words_one_term_per_concept() -> None:
    found = [f"{key}: {word} (use {better})" for key, lang, text in all_strings() if lang == "ja"
             for word, better in NOT_THE_CLUBS_WORDS.items() if word in text
             and not (word in BIDDING_SOURCE_WORDS and key.startswith(BIDDING_KEYS))]
    assert not found, "\n".join(found)


def test_the_bidding_game_speaks_its_own_sources_words() -> None:
    """トリック, クラブ and スペード, 回 for a deal, 守備側, 伏せ札: the words of
    bidding-variant-ja.txt, not Goninkan's Tsugaru 巡, グラフ, スッペ and 戦."""
    found = [f"{key}: {word} (use {better})" for key, lang, text in all_strings()
             if lang == "ja" and key.startswith(BIDDING_KEYS)
             for word, better in NOT_THE_BIDDING_SOURCES_WORDS.items() if word in text]
    assert not found, "\n".join(found)


def test_a_match_is_a_shobu_and_game_means_only_the_saved_file() -> None:
    """In the Goshogawara text ゲーム is a round (「第10ゲーム」): a match is 勝負 everywhere;
    ゲーム is left only for the saved file (「保存したゲーム」) and the kind of game."""
    allowed = ("保存したゲーム", "トランプゲーム")
    found = [key for key, lang, text in all_strings() if lang == "ja"
             and "ゲーム" in re.sub("|".join(allowed), "", text)]
    assert not found


def test_japanese_punctuation_is_full_width() -> None:
    """「役：♠」, not 「役: ♠」; 「・」 between items without spaces around it."""
    found = [key for key, lang, text in all_strings() if lang == "ja"
             and (re.search(r"[^\x00-\x7f]: |: [^\x00-\x7f]", text) or " ・ " in text
                  or "\u00b7" in text)]
    assert not found


def test_no_english_string_hedges_a_plural() -> None:
    hedged = [key for key, lang, text in all_strings() if lang == "en" and "(s)" in text]
    assert not hedged


def test_english_quotes_open_with_an_opening_mark() -> None:
    """'double Kankei' drew a closing quote first: quotations use curly double quotes."""
    opened_with_apostrophe = [key for key, lang, text in all_strings()
                              if lang == "en" and re.search(r"(^|[\s(])'\w", text)]
    assert not opened_with_apostrophe


@pytest.mark.parametrize(("count", "english"), [
    (0, "The joker takes this trick."),
    (1, "The joker takes this trick and its face card."),
    (2, "The joker takes this trick and its 2 face cards."),
])
def test_counts_read_properly(count: int, english: str) -> None:
    assert tn("guide.why.joker_takes", count) == english
    set_language("ja")
    assert "(s)" not in tn("guide.why.joker_takes", count)


def test_points_one_and_many() -> None:
    assert tn("table.points", 1, points=1) == "1 pt"
    assert tn("table.points", -1, points=-1) == "-1 pt"
    assert tn("table.points", 3, points=3) == "3 pts"
    assert tn("table.show_button", 1) == "Show this card"
    assert tn("table.show_button", 2) == "Show these 2 cards"


def test_every_singular_has_the_plural_and_the_same_slots() -> None:
    texts = {(key, lang): text for key, lang, text in all_strings()}
    slots = re.compile(r"\{(\w+)\}")
    for (key, lang), text in texts.items():
        for variant in ("_one", "_zero"):
            if key.endswith(variant):
                plural = texts[(key.removesuffix(variant), lang)]
                assert set(slots.findall(text)) <= set(slots.findall(plural)) | {"count"}, key


def test_cpu_names_show_in_the_language_of_the_game() -> None:
    set_language("ja")
    assert in_language("Hanako", "table.cpu_1") == "花子"
    assert in_language("花子", "table.cpu_1") == "花子"
    assert in_language("Ayumi", "table.cpu_1") == "Ayumi"
    set_language("en")
    assert in_language("花子", "table.cpu_1") == "Hanako"
    assert t("table.cpu_1") == "Hanako"


def test_an_opening_bracket_never_ends_a_line() -> None:
    """"baba (" was stranded at a line end, "ババ)" on the next."""
    from goninkan_desktop.ui.nodes.panel import wrap_text
    from goninkan_desktop.ui.render import theme
    set_language("en")
    text = t("tutorial.joker.baba")
    for width in range(200, 900, 7):
        for line in wrap_text(text, theme.SIZE_BODY, width):
            assert not line.endswith(("(", "“")), (width, line)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_no_line_of_any_text_breaks_against_kinsoku(lang: str) -> None:
    """No line starts with a closing mark (。、」）, or ")" after 切る) or ends with an opening
    bracket (「（ or "baba ("), no number leaves its counter ("3" / "人"), in any text of the
    game, at any width from a narrow box up."""
    from goninkan_desktop.ui.nodes.panel import wrap_text
    from goninkan_desktop.ui.render import theme
    set_language(lang)
    closing, opening = tuple("、。，．・：；？！」』）］｝〕〉》ゃゅょっャュョッ…)]},.:;!?”’"), \
        tuple("(「『（［｛〔〈《“‘")
    bad = []
    for key, text_lang, text in all_strings():
        if text_lang != lang or "{" in text or len(text) < 12:
            continue
        for width in range(120, 700, 23):
            lines = wrap_text(text, theme.SIZE_BODY, width)
            for before, line in pairwise(lines):
                if before and (line.startswith(closing) or before.endswith(opening)
                               or (before[-1].isdigit() and ord(line[0]) >= 0x2E80)):
                    bad.append(f"{key} @{width}: {before!r} / {line!r}")
            assert re.sub(r"\s", "", "".join(lines)) == re.sub(r"\s", "", text)
    assert not bad, "\n".join(bad[:20])


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_paragraph_shares_its_words_out_rather_than_leave_a_widow(lang: str) -> None:
    """「…打ち出\\nします。」: a dialog's last line held two characters. Evenly wrapped, no
    paragraph of any text ends on a widow line where the same number of lines can hold it
    evenly, and no text is lost or gains a line."""
    from goninkan_desktop.ui.nodes.panel import WIDOW_SHARE, wrap_evenly, wrap_text
    from goninkan_desktop.ui.nodes.text import get_font
    from goninkan_desktop.ui.render import theme
    set_language(lang)
    font = get_font(theme.fs(theme.SIZE_BODY))
    for key, text_lang, text in all_strings():
        if text_lang != lang or "{" in text or "\n" in text or len(text) < 12:
            continue
        for width in range(220, 700, 61):
            plain, even = wrap_text(text, theme.SIZE_BODY, width), \
                wrap_evenly(text, theme.SIZE_BODY, width)
            assert len(even) == len(plain), (key, width)
            assert re.sub(r"\s", "", "".join(even)) == re.sub(r"\s", "", text)
            assert all(font.size(line)[0] <= width for line in even if " " in line)
            if len(even) > 1 and len(even[-1]) > 2:  # a lone mark aside: it has no width to share
                narrow = max(font.size(line)[0] for line in even)
                assert font.size(even[-1])[0] >= WIDOW_SHARE * narrow or \
                    len(wrap_text(text, theme.SIZE_BODY, narrow - 3)) > len(even), (key, width)


# -- the review of a deal speaks its game's words ------------------------------------------------


def _review_texts(game: str, seed: int, player: int) -> set[str]:
    """Every text of the review of the deal (``game``'s record of ``seed``) at every step, its
    later decisions solved exactly: the strip, the step label, the verdict, the notes, the
    legend and whatever else the screen shows."""
    import random
    from collections.abc import Sequence

    from review_records import played_match

    from engine.players import play_match
    from engine.players.heuristic import NormalPlayer
    from engine.record import Record, dumps, parse_record
    from engine.review import DecisionReview, exact_reviews, plan_review
    from engine.rules import RuleSet
    from goninkan_desktop.play.record_file import open_record_text
    from goninkan_desktop.review.scene import ReviewScene
    from goninkan_desktop.ui.app import App
    from goninkan_desktop.ui.nodes.base import Node
    from goninkan_desktop.ui.nodes.button import Button
    from goninkan_desktop.ui.nodes.text import TextNode

    match = play_match([NormalPlayer()] * 5, RuleSet.preset_named("bidding", rounds=1),
                       random.Random(f"k:{seed}")) if game == "bidding" else played_match(seed)
    text = dumps(match)
    spots = plan_review(parse_record(text), player, [0]).spots[0]
    answers = list(exact_reviews([s for s in spots if s.trick >= 6], 0))

    class Answers:
        done = False

        def poll(self) -> Sequence[DecisionReview]:
            self.done = True
            fresh, answers[:] = list(answers), []
            return fresh

        def cancel(self) -> None:
            self.done = True

    def start(record: Record, who: int, deals: Sequence[int]) -> Answers:
        return Answers()

    app = App((1280, 720), fixed_dt=1 / 60)
    scene = ReviewScene(open_record_text(text, "words.gnk.json"), player=player, deal=0,
                        start=start)
    app.push(scene)

    def texts(node: Node) -> set[str]:
        own = {node.text} if isinstance(node, TextNode) else \
            {node.label} if isinstance(node, Button) else set()
        return own.union(*(texts(child) for child in node.children))

    seen: set[str] = set()
    for step in range(len(scene.walk.steps)):
        scene.go(step)
        for _ in range(3):
            app.frame(1 / 60)
        seen |= texts(scene.root)
    return seen


def test_a_bidding_deals_review_speaks_the_bidding_sources_words() -> None:
    """The review of a bidding deal said 「1巡」, 「1巡目の前」, 「スッペ(♠)17枚で大将」 and
    「この戦は勝てたのか」: its strip, steps, verdict, notes and legend speak of トリック, 回,
    クラブ and スペード, as its table does; Goninkan's review keeps 巡 and 戦."""
    set_language("ja")
    bidding = _review_texts("bidding", 2, 4)
    found = sorted(text for text in bidding for word in ("巡", "戦", "グラフ", "スッペ")
                   if word in text)
    assert not found, "\n".join(found)
    assert any("トリック目" in text for text in bidding)
    goninkan = _review_texts("goninkan", 0, 0)
    assert any("巡目" in text for text in goninkan)
    assert any("戦" in text for text in goninkan)


def test_every_review_text_in_goninkans_words_has_the_bidding_games_own() -> None:
    """A review text that says 巡, 戦, グラフ or スッペ is said in the bidding game's words
    through its table (``BiddingTable.words``), but for Goninkan's own deal label."""
    from goninkan_desktop.table.games import BIDDING_TABLE
    goninkan_only = {"review.deal"}
    missing = [key for key, lang, text in all_strings() if lang == "ja"
               and key.startswith("review.") and not key.startswith("review.bidding.")
               and key not in goninkan_only and key not in BIDDING_TABLE.words
               and any(word in text for word in ("巡", "戦", "グラフ", "スッペ"))]
    assert not missing
