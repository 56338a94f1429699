"""The three-player form's deal result (docs/rules.md section 12, B15): the taisho plays
alone against two, so the result's sentence speaks of the taisho, not of a taisho's side
(大将の組) as the five-player game's does."""

from __future__ import annotations

import pytest

from engine.bidding import BiddingDealResult
from engine.scoring import Outcome
from goninkan_desktop.i18n import language, set_language, t
from goninkan_desktop.table.games import BIDDING_TABLE


def _lost_bid(seats: int) -> BiddingDealResult:
    points = (-11,) + (0,) * (seats - 1)
    return BiddingDealResult(
        round=1, deal=1, trump=3, result=Outcome.MUKANKEI_WIN, kankei=(0,), kankei_faces=1,
        mukankei_faces=16, points=points, tricks=17 if seats == 3 else 10,
        seats=tuple(range(seats)), taisho=0, bid=11, adjutant_card=None, adjutant=None)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_b15_the_three_player_result_names_the_taisho_alone(lang: str) -> None:
    before = language()
    set_language(lang)
    try:
        names = ["You", "Hanako", "Jiro"]
        three = BIDDING_TABLE.results.result_text(_lost_bid(3), names)
        five = BIDDING_TABLE.results.result_text(_lost_bid(5), [*names, "Saburo", "Shiro"])
        assert three == t("bid.result.text.three", count=1, bid=11)
        assert five.startswith(t("bid.result.text", count=1, bid=11))
        side = t("bid.side").lower()
        assert side not in three.lower() and side in five.lower()
    finally:
        set_language(before)
