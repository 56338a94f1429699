"""The review's line about the deal's calls in the bidding game's other forms (issue 38):
without an auction it says who named which trump (B17), as the trick log does; with three
players the taisho plays alone against two (B16), never "the side" (大将の組)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

import pytest
from test_new_forms_open import record_text
from test_review_open_hands import NoReview
from text_floor import too_small

from engine.bidding import BiddingDealResult
from engine.record import Record
from goninkan_desktop.i18n import t
from goninkan_desktop.play.record_file import open_record_text
from goninkan_desktop.review.scene import TEXT_SIZE, ReviewScene
from goninkan_desktop.review.verdict import suit_text
from goninkan_desktop.table.games import BIDDING_TABLE
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import theme

DT = 1 / 60


def _review(players: int, auction: bool) -> tuple[App, ReviewScene]:
    app = App((960, 600), fixed_dt=DT)

    def start(record: Record, who: int, deals: Sequence[int]) -> NoReview:
        return NoReview()

    scene = ReviewScene(open_record_text(record_text(players, auction), "form.gnk.json"),
                        deal=0, start=start)
    app.push(scene)
    app.frame(DT)
    return app, scene


@pytest.mark.parametrize("players", [5, 3])
def test_B17_the_review_says_who_named_the_trump_without_an_auction(lang: str,
                                                                    players: int) -> None:
    app, scene = _review(players, auction=False)
    result = scene.walk.result
    assert isinstance(result, BiddingDealResult) and result.caller is not None
    named = t("review.bidding.free_named", caller=scene.table.label_name(result.caller),
              suit=suit_text(result.trump, BIDDING_TABLE))
    for step in (0, len(scene.walk.steps) - 1):  # before trick 1 and at the deal's end
        scene.go(step)
        app.frame(DT)
        assert scene.verdict.text.startswith(named)
    app.clear_scenes()


def test_B16_the_three_player_review_says_the_taisho_played_alone(lang: str) -> None:
    app, scene = _review(3, auction=True)
    result = scene.walk.result
    assert isinstance(result, BiddingDealResult) and result.taisho is not None
    scene.to_end()
    app.frame(DT)
    side = {"en": "the side", "ja": "大将の組"}[lang]
    alone = {"en": "alone against two", "ja": "1人で2人と"}[lang]
    assert side not in scene.verdict.text and alone in scene.verdict.text
    assert scene.table.label_name(result.taisho) in scene.verdict.text
    app.clear_scenes()


def test_the_calls_tile_holds_its_word_at_its_size_beside_seventeen_tricks(lang: str) -> None:
    """Play-tested at 960x600: with seventeen trick tiles the calls' tile was as narrow as a
    trick's and its word touched both edges (shrunk as far as a button shrinks a label)."""
    app, scene = _review(3, auction=True)
    cell = scene.calls_cell
    assert cell is not None  # the player bid: the calls are judged
    words = [node for node in cell.children if isinstance(node, TextNode)]
    assert [node.text for node in words] == [{"en": "Bids", "ja": "競り"}[lang]]
    assert words[0].font_size == theme.fs(TEXT_SIZE)  # not shrunk to fit
    assert cell.world_rect.inflate(-8, 0).contains(words[0].world_rect)
    tiles = [scene.calls_cell, *scene.strip_cells]
    assert len(scene.strip_cells) == 17
    assert not too_small(scene.strip, app.scale)  # seventeen numbers at the band's size
    for left, right in pairwise(tiles):
        assert left.world_rect.right < right.world_rect.left  # in order, apart
    assert scene.band.world_rect.contains(tiles[0].world_rect.union(tiles[-1].world_rect))
    app.clear_scenes()


@pytest.mark.parametrize("auction", [True, False])
def test_the_calls_tile_is_named_in_the_bidding_games_words(lang: str, auction: bool) -> None:
    """Play-tested: the bidding review's first tile said 「宣言」 (Goninkan's word for its
    iku/koi and jūroku calls, and the name of the form without an auction, 宣言なし) over the
    auction the rest of the screen calls 競り; without an auction its one call is the trump's,
    切り札. Beside seventeen tricks at 960x600 the word keeps its size and the tricks' numbers
    theirs."""
    opened = open_record_text(record_text(3, auction, rounds=3), "form.gnk.json")
    word = {(True, "en"): "Bids", (True, "ja"): "競り",
            (False, "en"): "Calls", (False, "ja"): "切り札"}[auction, lang]
    seen = 0
    for deal in range(len(opened.match.results)):  # the deals the human made a call in
        app = App((960, 600), fixed_dt=DT)
        scene = ReviewScene(opened, deal=deal, start=lambda record, who, deals: NoReview())
        app.push(scene)
        app.frame(DT)
        if scene.calls_cell is not None and scene.strip_cells:
            seen += 1
            assert scene.calls_cell.label == word
            assert len(scene.strip_cells) == 17 and not too_small(scene.strip, app.scale)
        app.clear_scenes()
    assert seen
