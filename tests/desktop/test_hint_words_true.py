"""A hint's reason says "takes the trick" only when it is certain from the player's view
(``engine.certainty``); otherwise it says the card tries to, and names what may still beat it.

The three cases of the report (a 5♥ with three players still to play, a trump 4 with the trump
ace's holder still to play, a Q♠ with the A♠ unseen), in both languages.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine.actions import Play
from engine.cards import BIDDING_DECK, parse_card
from engine.observe import SeatView, observe
from goninkan_desktop.i18n import language, set_language, t
from goninkan_desktop.play.hints import reason
from goninkan_desktop.table.games import BIDDING_TABLE, card_name
from tests.engine.bidding_helpers import bidding_deal, bidding_match, to_play
from tests.engine.helpers import deal_of, new_match, plays, start_play

ROOT = Path(__file__).resolve().parents[2]


def _goninkan(*hands: str, trick: str) -> SeatView:
    """Round 1, deal 1 (clubs trump): player 0 holds the joker and leads, player 3 the ace."""
    match = new_match()
    start_play(match, deal_of(*hands))
    plays(match, trick.split())
    return observe(match, match.turn)


def _said(view: SeatView, card: int) -> str:
    game = BIDDING_TABLE if view.rules.game.kitsune else None
    text = reason(view, Play(view.player, card), lambda c: card_name(c, game),
                  suit_name=game.suit_name if game else None)
    assert text is not None
    return text


def _claims_the_trick(text: str) -> bool:
    return "takes the trick" in text or "誰もこの札に勝てません" in text \
        or "あなたが最後に出します" in text  # the trick's last card: it takes the trick


def _says_not_sure(text: str, lang: str) -> bool:
    """The card tries for the trick, or (someone after could beat it in every deal tried)
    will probably not take it."""
    if lang == "en":
        return ("tries for the trick" in text and "may still beat it" in text) \
            or "will probably not take the trick" in text
    return ("にいきますが" in text and "負けることもあります" in text) \
        or "おそらく取れません" in text


def test_a_five_with_three_players_to_come_only_tries_to_take_the_trick(lang: str) -> None:
    view = _goninkan("JOKER 3H 2S 3S 4S 5S 6S 7S 8S 9S", "5H 4H 10S JS QS KS AS 3D 4D 5D",
                     "KH 6H 7H", "AC AH", trick="3H")
    text = _said(view, parse_card("5H"))
    assert _says_not_sure(text, lang) and not _claims_the_trick(text), text
    assert t("guide.why.threats_trump") in text  # a player out of hearts may cut


def test_a_trump_four_under_the_shown_trump_ace_only_tries(lang: str) -> None:
    view = _goninkan("JOKER 3D 2S 3S 4S 5S 6S 7S 8S 9S", "4C 10S AH KH QH JH 10H 9H 8H 7H",
                     "", "AC", trick="3D")
    text = _said(view, parse_card("4C"))
    assert _says_not_sure(text, lang) and not _claims_the_trick(text), text
    assert t("guide.why.threats_many", count=10, suit=t("suit.C")) in text  # AC down to 5C


def test_a_queen_with_the_ace_unseen_only_tries_the_five_takes(lang: str) -> None:
    match = bidding_match()
    to_play(match, bidding_deal("5S QS 4S 3S AC KC QC JC 10C 9C",
                                "JOKER KS 9D 8D 7D 6D 5D 4D 3D 2D", kitsune="2H 3H 4H"),
            taisho=0, count=11, suit="S", discard="2H 3H 4H", name="JOKER")
    view = observe(match, 0)
    queen = _said(view, BIDDING_DECK.parse("QS"))
    assert _says_not_sure(queen, lang) and not _claims_the_trick(queen), queen
    assert card_name(BIDDING_DECK.parse("AS"), BIDDING_TABLE) in queen or \
        t("guide.why.threats_many", count=4, suit=BIDDING_TABLE.suit_name(3)) in queen, queen
    five = _said(view, BIDDING_DECK.parse("5S"))
    assert _claims_the_trick(five) and not _says_not_sure(five, lang), five


def test_a_bidding_hint_speaks_the_bidding_games_words() -> None:
    """The bidding game's reasons say トリック, not Goninkan's 巡 (its source's words)."""
    before = language()
    set_language("ja")
    try:
        match = bidding_match()
        to_play(match, bidding_deal("5S QS 4S 3S AC KC QC JC 10C 9C",
                                    "JOKER KS 9D 8D 7D 6D 5D 4D 3D 2D", kitsune="2H 3H 4H"),
                taisho=0, count=11, suit="S", discard="2H 3H 4H", name="JOKER")
        view = observe(match, 0)
        for card in ("QS", "5S"):
            text = _said(view, BIDDING_DECK.parse(card))
            assert "トリック" in text and "巡" not in text, text
    finally:
        set_language(before)

def test_the_last_card_over_the_table_takes_the_trick(lang: str) -> None:
    view = _goninkan("JOKER 3H 2S 3S 4S 5S 6S 7S 8S 9S", "4H 10S JS QS KS AS 3D 4D 5D 6D",
                     "5H", "AC 6H", "AH KH QH", trick="3H 4H 5H 6H")
    text = _said(view, parse_card("AH"))
    assert _claims_the_trick(text) and not _says_not_sure(text, lang), text


@pytest.mark.parametrize("preset", ["standard", "bidding"])
def test_a_match_with_a_hint_at_every_decision_keeps_every_certain_claim(preset: str) -> None:
    """``benchmarks/hint_claims.py`` on a short match: every reason stating a fact about the
    trick (it takes it, the partner takes it, it cannot be taken) came true."""
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "hint_claims.py"),
                           "--preset", preset, "--rounds", "1", "--seed", "9"],
                          capture_output=True, text=True, timeout=300, check=True)
    assert "certain claims that did not come true: 0" in done.stdout, done.stdout
    assert " certain " in done.stdout, done.stdout  # some fact was claimed and checked


def _gives_a_chance(text: str, lang: str) -> bool:
    return ("deals that fit what you saw" in text and "a likelihood, not a certainty" in text) \
        if lang == "en" else ("見えていた札に合う配り方" in text and "見込みです" in text)


def test_a_card_that_only_tries_gives_its_chance_as_a_likelihood(lang: str) -> None:
    """The 4♣ cut under the shown trump ace: not certain, so the reason counts the deals that
    fit the view in which no one after the player could beat it, and says it is a likelihood."""
    view = _goninkan("JOKER 3D 2S 3S 4S 5S 6S 7S 8S 9S", "4C 10S AH KH QH JH 10H 9H 8H 7H",
                     "", "AC", trick="3D")
    text = _said(view, parse_card("4C"))
    assert _says_not_sure(text, lang) and _gives_a_chance(text, lang), text
    assert ("of 100 deals" in text) if lang == "en" else ("100とおりのうち" in text), text


def test_a_card_sure_to_take_the_trick_gives_no_chance(lang: str) -> None:
    view = _goninkan("JOKER 3H 2S 3S 4S 5S 6S 7S 8S 9S", "4H 10S JS QS KS AS 3D 4D 5D 6D",
                     "5H", "AC 6H", "AH KH QH", trick="3H 4H 5H 6H")
    text = _said(view, parse_card("AH"))
    assert not _gives_a_chance(text, lang) and "100" not in text, text
