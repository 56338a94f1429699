"""The review's words: the verdict on top and each decision's note, from reviewed decisions."""

from __future__ import annotations

import pytest

from engine.actions import Discard, JurokuCall, LeadCall, NameTrump, Play
from engine.cards import JOKER, SPADES, parse_card
from engine.review import DecisionReview, Estimate
from goninkan_desktop.i18n import language, set_language
from goninkan_desktop.review.verdict import (
    best_choices,
    choice_text,
    deal_verdict,
    decision_mark,
    decision_note,
    expectation,
    points,
)
from goninkan_desktop.table.games import BIDDING_TABLE


def play(code: str) -> Play:
    return Play(0, parse_card(code))


def played(index: int, trick: int, chosen: str, options: dict[str, float]) -> DecisionReview:
    return DecisionReview((0, index), trick, "play", play(chosen), True,
                          tuple((play(code), value) for code, value in options.items()),
                          options[chosen], max(options.values()), Estimate(play("QH"), 0.41))


@pytest.fixture(autouse=True)
def english():
    before = language()
    set_language("en")
    yield
    set_language(before)


def test_a_lost_deal_open_hands_could_win_names_the_card() -> None:
    decisions = [
        played(3, 1, "AS", {"AS": -1, "2S": -1}),
        played(14, 4, "KD", {"KD": 1, "3D": 1, "9C": -1}),
        played(22, 5, "7H", {"7H": -1, "QH": 1}),
        played(30, 7, "5C", {"5C": -1}),
    ]
    verdict = deal_verdict(decisions, 0, won=False)
    assert verdict.text == ("With open hands your side could still win from trick 4; your play "
                            "in trick 5 (7♥) lost it — Q♥ kept the win.")
    assert verdict.decision == (0, 22)


def test_a_deal_no_play_could_win_says_so() -> None:
    decisions = [played(2, 1, "AS", {"AS": -1, "2S": -1}), played(9, 2, "KD", {"KD": -1})]
    assert deal_verdict(decisions, 0, won=False).text == (
        "No play could have won this deal: even with all hands open, your side loses.")
    later = [played(9, 3, "KD", {"KD": -1})]
    assert deal_verdict(later, 0, won=False).text.startswith("From trick 3 on, no play")


def test_a_bidding_deal_no_play_could_win_names_no_side() -> None:
    """Without an auction each plays for themself (B17): the bidding game's "no play could
    win" lines speak of you, true in every form, not of a side."""
    decisions = [played(2, 1, "AS", {"AS": -1, "2S": -1}), played(9, 2, "KD", {"KD": -1})]
    first = deal_verdict(decisions, 0, won=False, game=BIDDING_TABLE).text
    later = deal_verdict([played(9, 3, "KD", {"KD": -1})], 0, won=False,
                         game=BIDDING_TABLE).text
    assert first.endswith("even with all hands open, you lose.")
    assert later.startswith("From trick 3 on") and later.endswith("you lose.")
    assert "side" not in first + later


def test_a_won_deal_best_or_costly() -> None:
    assert deal_verdict([played(1, 2, "AS", {"AS": 1, "2S": 1})], 0, won=True).text == (
        "Your side won, and every decision of yours kept the best result.")
    costly = deal_verdict([played(1, 6, "2S", {"AS": 2, "2S": 1})], 0, won=True)
    assert ("your play in trick 6 (2♠) cost your side points for this deal: +1 point instead "
            "of +2 points — A♠ kept the best") in costly.text


def test_the_joker_reads_as_english_in_the_verdict() -> None:
    """The card's words carry their own article: never "your the joker"."""
    joker = DecisionReview((0, 5), 3, "play", Play(0, JOKER), True,
                           ((Play(0, JOKER), 1), (play("AS"), 2)), 1, 2, None)
    text = deal_verdict([joker], 0, won=True).text
    assert "your play in trick 3 (the joker) cost your side points" in text
    assert "your the" not in text


def test_still_thinking_until_solved() -> None:
    assert deal_verdict([], 3, won=False).text.startswith("Still thinking")
    assert decision_note(None) == "Still thinking about this decision…"
    part = deal_verdict([played(2, 1, "AS", {"AS": -1})], 2, won=False)
    assert part.text.endswith("(Still thinking about 2 more of your decisions.)")


def test_a_decisions_note_has_its_value_the_best_and_the_strong_pick() -> None:
    note = decision_note(played(22, 5, "7H", {"7H": -1, "QH": 1, "KH": 1}))
    assert note.startswith("Lost the win: you chose 7♥. With all hands open and best play "
                           "from here, your side scores −1 point for this deal. Choosing Q♥ "
                           "or K♥ would have kept the win (+1 point).")
    assert ("would choose Q♥: on average +0.4 match points for you from here (an estimate "
            "over deals that fit what you saw).") in note
    assert best_choices(played(1, 1, "2S", {"AS": 1, "2S": 1})) == [play("AS"), play("2S")]


def test_under_another_scoring_table_a_note_with_points_says_which_table() -> None:
    """The native review's C7: a Goshogawara match's review counts standard-table points."""
    exact = played(22, 5, "7H", {"7H": -1, "QH": 1, "KH": 1})
    note = decision_note(exact, standard_table=True)
    assert note.startswith("Lost the win: you chose 7♥. With all hands open and best play "
                           "from here, your side scores −1 point for this deal. Choosing Q♥ "
                           "or K♥ would have kept the win (+1 point). Points are counted on "
                           "the standard table, not on Goshogawara's.")
    assert "Goshogawara" not in decision_note(exact)
    unsolved = DecisionReview((0, 30), 7, "play", play("2S"), False, None, None, None, None)
    assert "Goshogawara" not in decision_note(unsolved, standard_table=True)


def test_choices_and_points_in_both_languages() -> None:
    assert choice_text(Play(0, JOKER, SPADES)) == "the joker (naming ♠)"
    assert choice_text(JurokuCall(0, True)) == "the jūroku call"
    assert choice_text(LeadCall(0, False)) == "koi"
    assert points(-16) == "−16 points" and points(2.0) == "+2 points"
    assert points(1) == "+1 point" and points(-1) == "−1 point"
    set_language("ja")
    assert choice_text(play("10H")) == "♥10" and points(-1) == "−1点"
    assert choice_text(Play(0, JOKER)) == "ババ"
    assert choice_text(Play(0, JOKER), game=BIDDING_TABLE) == "ジョーカー"
    assert choice_text(NameTrump(0, SPADES), game=BIDDING_TABLE) == "スペード（♠）"


def test_japanese_notes_read_as_sentences() -> None:
    """The native review's R1, R2, P6, P12, R8: a call is a noun in 「…を選びました」, calls are
    quoted, a suit reads 「スッペ（♠）」, sentences join without a space, −0.4 has a true minus."""
    set_language("ja")
    assert choice_text(JurokuCall(0, False)) == "じゅうろく見送り"
    assert choice_text(LeadCall(0, True)) == "「いく」"
    assert choice_text(NameTrump(0, SPADES)) == "スッペ（♠）"
    call = DecisionReview((0, 22), 8, "juroku", JurokuCall(0, False), True,
                          ((JurokuCall(0, False), -1.0), (JurokuCall(0, True), 1.0)),
                          -1.0, 1.0, None)
    note = decision_note(call)
    assert note.startswith("【勝ちを逃した】じゅうろく見送りを選びました。全員の手札を開けて最善に"
                           "打つと、この戦のあなたの組の得点は−1点です。じゅうろく宣言なら勝てま"
                           "した（+1点）。")
    assert "。 " not in note
    assert expectation(-0.43) == "\u22120.4" and expectation(0.41) == "+0.4"
    won = deal_verdict([played(1, 6, "2S", {"AS": 2, "2S": 1})], 2, won=True).text
    assert "あなたの組の勝ちですが、6巡目の♠2でこの戦のあなたの組の点を取りこぼしました" in won
    assert "。（あと2手を検討中です。）" in won


def test_a_won_deal_whose_win_open_hands_could_have_lost_and_points_given_up_in_a_loss(
        ) -> None:
    """The engine's verdict in words where the deal as played went the other way: a win
    the player's card could have lost, and points given up in a deal lost anyway."""
    risked = [played(4, 5, "7H", {"7H": -1, "QH": 1})]
    line = deal_verdict(risked, 0, won=True)
    assert line.verdict.kind == "lost_win" and line.decision == (0, 4)
    assert line.text == ("Your side won, but with open hands your play in trick 5 (7♥) could "
                         "have lost it — Q♥ kept the win.")
    costly = deal_verdict([played(6, 3, "2S", {"AS": -1, "2S": -2})], 0, won=False)
    assert costly.verdict.kind == "gave_up"
    assert costly.text == ("With open hands your play in trick 3 (2♠) cost your side points for "
                           "this deal: −2 points instead of −1 point — A♠ kept the best.")


# -- the bidding game's lay-down and naming, weighed among the strong player's (issues 39, 40) -

def _laid(codes: str) -> Discard:
    from engine.cards import BIDDING_DECK

    return Discard(0, tuple(BIDDING_DECK.parse(code) for code in codes.split()))


def weighed_call(chosen: Discard, strong: Discard, values: tuple[float, float] | None
                 ) -> DecisionReview:
    options = None if values is None else ((chosen, values[0]), (strong, values[1]))
    return DecisionReview((0, 6), 1, "discard", chosen, values is not None, options,
                          None if values is None else values[0],
                          None if values is None else max(values), Estimate(strong, None),
                          weighed=True)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_B7_a_lay_down_weighed_exactly_says_whose_points_and_against_what(lang: str) -> None:
    set_language(lang)
    mine, strong = _laid("2C 3C 4C"), _laid("KH 3H 2S")
    note = decision_note(weighed_call(mine, strong, (-12, 12)), game=BIDDING_TABLE,
                         bidding=True, bid=12)
    said = {"en": ("Lost the win:", "you score −12 points for this deal",
                   "Compared only with the other lay-downs the strong computer weighs",
                   "(K♥·3♥·2♠, the strong computer's pick from what you saw: +12 points)"),
            "ja": ("【勝ちを逃した】", "この回のあなたの得点は−12点",
                   "強いコンピュータが検討するほかの伏せ札とだけくらべています",
                   "♥K・♥3・♠2を伏せる手（あなたから見えていた札で強いコンピュータが選ぶ手）は"
                   "+12点")}[lang]
    for words in said:
        assert words in note, note
    # each option's value once: the strong computer's pick named in the list, not again
    assert BIDDING_TABLE.say("review.note.strong", choice=choice_text(strong, BIDDING_TABLE)) \
        not in note
    assert note.count({"en": "+12 points", "ja": "+12点"}[lang]) == 1


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_B7_a_lay_down_as_the_strong_players_is_not_called_the_best(lang: str) -> None:
    """Nothing was weighed: the note says the strong computer agrees, never "Kept the best"."""
    set_language(lang)
    mine = _laid("2C 3C 4C")
    note = decision_note(weighed_call(mine, mine, None), game=BIDDING_TABLE, bidding=True,
                         bid=12)
    agree = {"en": ("Computer agrees (estimate):", "as the strong computer would"),
             "ja": ("【見込みで同じ手】", "強いコンピュータもあなたから見えていた札で同じ手")}[lang]
    for words in agree:
        assert words in note, note
    assert ("Kept the best" not in note) and ("最善" not in note)
    unsolved = weighed_call(mine, _laid("KH 3H 2S"), None)
    assert decision_mark(unsolved, thinking=False) == "differs"
    assert {"en": "too long to work out exactly", "ja": "正確には読み切れませんでした"}[lang] in \
        decision_note(unsolved, game=BIDDING_TABLE, bidding=True, bid=12)


def test_B7_a_weighed_call_never_makes_the_deal_best_or_unwinnable() -> None:
    """Two options prove a loss, never that no lay-down could win: a deal whose only exact
    decision is a weighed call kept is still unknown; one whose call lost the win says so."""
    mine, strong = _laid("2C 3C 4C"), _laid("KH 3H 2S")
    kept = weighed_call(mine, strong, (-12, -12))
    assert deal_verdict([kept], 0, False).verdict.kind.value == "unknown"
    lost = weighed_call(mine, strong, (-12, 12))
    assert deal_verdict([lost], 0, False).verdict.decision == lost
