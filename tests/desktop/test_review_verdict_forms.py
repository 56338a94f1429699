"""The review's verdict true in every bidding form (docs/rules.md section 12): the taisho
playing alone against two is "you", never a side or a partner (B16); without an auction
nobody has a side and nothing is won or lost by a play: the verdict speaks of the face cards
the player could be sure of if every other player played against them (B18). Goninkan and
the five-player game with an auction keep their side's words."""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_review_forms import _review

from engine.actions import Play
from engine.cards import parse_card
from engine.review import DecisionReview, Estimate
from goninkan_desktop.review.verdict import deal_verdict, decision_note
from goninkan_desktop.table.games import (
    BIDDING_TABLE,
    FREE_BIDDING_TABLE,
    GONINKAN_TABLE,
)

DT = 1 / 60
SIDE_WORDS = {"en": ("side", "partner", "Side"), "ja": ("組",)}
"""Words that name a side (あなたの組, 同じ組の人)."""


def play(code: str) -> Play:
    return Play(0, parse_card(code))


def played(index: int, trick: int, chosen: str, options: dict[str, float],
           faces: bool = False) -> DecisionReview:
    return DecisionReview((0, index), trick, "play", play(chosen), True,
                          tuple((play(code), value) for code, value in options.items()),
                          options[chosen], max(options.values()), Estimate(play("QH"), 0.4),
                          faces=faces)


def sides_verdicts() -> list[tuple[list[DecisionReview], bool | None]]:
    """Decisions and results giving every verdict a deal played by sides can show: won with
    the best, unwinnable from the start and later, winnable when the record stops, lost by
    others, a win lost or risked, points given up won or lost."""
    return [
        ([played(3, 1, "AS", {"AS": 10, "2S": 10})], True),
        ([played(3, 1, "AS", {"AS": -10, "2S": -10})], False),
        ([played(9, 4, "AS", {"AS": -10, "2S": -10})], False),
        ([played(3, 2, "AS", {"AS": 10, "2S": 10})], None),
        ([played(3, 2, "AS", {"AS": 10, "2S": 10})], False),
        ([played(3, 2, "AS", {"AS": -10, "2S": 10})], False),
        ([played(3, 2, "AS", {"AS": -10, "2S": 10})], True),
        ([played(3, 2, "AS", {"AS": 10, "2S": 12})], True),
        ([played(3, 2, "AS", {"AS": -12, "2S": -10})], False),
    ]


def test_B16_every_verdict_of_the_taisho_alone_says_you(lang: str) -> None:
    for decisions, won in sides_verdicts():
        text = deal_verdict(decisions, 0, won, BIDDING_TABLE, alone=True).text
        assert not any(word in text for word in SIDE_WORDS[lang]), text


def test_a_side_keeps_its_words_in_goninkan_and_with_an_adjutant(lang: str) -> None:
    """Goninkan and a taisho with an adjutant (or a defender) speak of the side as before."""
    won_cost, won_best = sides_verdicts()[7], sides_verdicts()[0]
    for game in (GONINKAN_TABLE, BIDDING_TABLE):
        for decisions, won in (won_cost, won_best):
            text = deal_verdict(decisions, 0, won, game).text
            assert any(word in text for word in SIDE_WORDS[lang]), text
    assert deal_verdict(*won_cost, GONINKAN_TABLE, alone=True).text == \
        deal_verdict(*won_cost, GONINKAN_TABLE).text  # Goninkan has no taisho


def test_B18_every_verdict_without_an_auction_speaks_of_your_sure_face_cards(lang: str) -> None:
    kept = [played(3, 2, "AS", {"AS": 4, "2S": 4}, faces=True)]
    cost = [played(3, 5, "AS", {"AS": 3, "2S": 5}, faces=True)]
    faces = {"en": "face card", "ja": "絵札"}[lang]
    not_said = {"en": ("side", "point", "lose", "lost"),
                "ja": ("組", "点を", "得点", "勝てません")}[lang]
    for decisions in (kept, cost):
        for won in (True, False, None):
            text = deal_verdict(decisions, 0, won, FREE_BIDDING_TABLE).text
            assert faces in text and not any(word in text for word in not_said), text
            took_most = {"en": "You took the most face cards",
                         "ja": "あなたが絵札をいちばん多く取り"}[lang]
            assert (took_most in text) is bool(won)
    text = deal_verdict(cost, 0, False, FREE_BIDDING_TABLE).text
    sure = {"en": ("sure of 5 face cards at trick 5", "left you sure of 3 face cards"),
            "ja": ("5トリック目の時点では絵札5枚が確実", "確実なのは絵札3枚")}[lang]
    assert all(words in text for words in sure), text


def test_B18_a_note_without_an_auction_counts_face_cards_not_points(lang: str) -> None:
    note = decision_note(played(3, 5, "AS", {"AS": 1, "2S": 5}, faces=True),
                         game=FREE_BIDDING_TABLE, bidding=True)
    one, five = {"en": ("you are sure of 1 face card for", "kept you sure of 5 face cards"),
                 "ja": ("確実に取れるのは絵札1枚", "♠2なら絵札5枚が確実")}[lang]
    assert one in note and five in note, note
    assert not any(p in note for p in ("+1 ", "+5 ", "+1点", "+5点")), note


@pytest.mark.parametrize(("players", "auction"), [(3, True), (3, False), (5, False)])
def test_the_review_screen_says_the_form_s_verdict(lang: str, players: int,
                                                    auction: bool) -> None:
    """The screen's verdict line, the reviewed player the taisho of the three-player record or
    playing for themself without an auction: no side named."""
    app, scene = _review(players, auction)
    action = min(scene._decisions(scene.walk))
    if auction:
        assert scene.facts is not None and scene.facts.plays_alone(scene.player)
        decision = played(action[1], 2, "AS", {"AS": 10, "2S": -10})
    else:
        decision = played(action[1], 2, "AS", {"AS": 2, "2S": 4}, faces=True)
    scene.reviews[action] = replace(decision, action=action)
    scene.to_end()
    app.frame(DT)
    text = scene.verdict.text
    assert not any(word in text for word in SIDE_WORDS[lang]), text
    if not auction:
        assert {"en": "sure of 4 face cards", "ja": "絵札4枚が確実"}[lang] in text, text
    app.clear_scenes()
