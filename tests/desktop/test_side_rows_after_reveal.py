"""The face cards of a side are shown once each, after the adjutant is revealed by the
trick's last card.

Play-tested (the five-player bidding game): the adjutant played the named joker as the last
card of a trick and took it; the taisho's side's row then showed the joker and the king of
hearts twice (14 cards for a count of 12): the reveal regrouped the rows from the table after
the trick, and the trick's cards were then added to the row again as they flew in.
"""

from __future__ import annotations

import pytest

from engine.bidding import FACES
from engine.cards import ALL_CODES, BIDDING_DECK, cards_of
from engine.record import dumps
from goninkan_desktop.devtools.scenarios import Scenario
from tests.engine.bidding_helpers import bcards, bidding_deal, bidding_match, bplays, to_play

JOKER = BIDDING_DECK.parse("JOKER")


def _joker_last():
    """Player 1 is taisho in spades and names the joker, which the human holds: the human
    plays last in trick 1, with no heart to follow, and takes the king of hearts with it."""
    match = bidding_match()
    deal = bidding_deal("JOKER 2C 3C 4C 6C 7C 8C 9C 10C QC", "KH AS KS 7S 8S 9S 10S 6D 7D 8D",
                        "2H 2D 3D 4D 9D 10D 2S 3S 4S 6S", "3H 5H 6H 7H 8H 9H 10H JH 5D QH",
                        "4H AC KC JC 5C JD QD KD AD 5S", kitsune="AH QS JS")
    to_play(match, deal, taisho=1, count=11, suit="S", discard="6D 7D 8D", name="JOKER")
    bplays(match, ["KH", "2H", "3H", "4H"])
    assert match.turn == 0
    return match


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_the_taishos_row_shows_each_face_card_once(table_factory, speed: str) -> None:
    match = _joker_last()
    table = table_factory(scenario=Scenario(dumps(match)), preset="bidding", speed=speed)
    table.idle()
    scene = table.scene
    table.click(scene.table.hand.card_node(JOKER), fan=True)
    live = scene.controller.match
    table.until(lambda: len(live.tricks) == 1 and not scene.busy, limit=6000)
    row = scene.table.kankei_row.cards_shown
    assert len(row) == len(set(row)), [ALL_CODES[c] for c in row]
    wanted = set(cards_of((live.won[0] | live.won[1] | live.discards) & FACES))
    assert set(row) == wanted and JOKER in row and bcards("KH")[0] in row
