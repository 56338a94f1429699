"""The deal's result and the round's score table at 960 × 600, read by older club players:
every text a player reads at least ``theme.MIN_TEXT_PX`` window pixels tall and inside its
card, in Goninkan and every form of the bidding game (they drew 12 to 12.8 px: the column
titles, the unplayed cards' line, the hints line, the Menu button, the score table's deal
numbers and the deal's words)."""

from __future__ import annotations

from itertools import combinations, pairwise

import pytest
from test_text_floor_review_guide import outside
from text_floor import SMALL_WINDOW, shown_texts, too_small

from engine.bidding import BiddingDealResult
from engine.observe import observe
from engine.rules import RuleSet
from engine.scoring import Outcome
from goninkan_desktop.devtools.autopilot import Autopilot
from goninkan_desktop.devtools.scenarios import discard, free_trump, juroku
from goninkan_desktop.i18n import t
from goninkan_desktop.shell.game import player_names
from goninkan_desktop.table.deal_result import DealResultScene
from goninkan_desktop.table.games import FREE_BIDDING_TABLE
from goninkan_desktop.table.scores import FinalScoresScene, RoundScoresScene
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.nodes.dialog import Dialog
from goninkan_desktop.ui.nodes.score_table import ScoreTable

FORMS = [(5, True), (3, True), (5, False), (3, False)]


def _to_result(table_factory, players: int, auction: bool):
    rules = RuleSet.preset_named("bidding", players=players, auction=auction)
    names = player_names(players)
    scenario = discard(3, names, rules) if auction else free_trump(4, names, rules)
    table = table_factory(scenario=scenario, preset="bidding", size=SMALL_WINDOW)
    table.idle()
    table.app.after_frame.append(Autopilot(table.scene, level="easy", seed=3,
                                           close_overlays=False))
    table.until(lambda: isinstance(table.app.top, DealResultScene), limit=20_000)
    return table


@pytest.mark.parametrize(("players", "auction"), FORMS, ids=str)
def test_the_deal_result_is_readable_at_960x600(table_factory, lang: str, players: int,
                                                 auction: bool) -> None:
    table = _to_result(table_factory, players, auction)
    result = table.app.top
    assert isinstance(result, DealResultScene)
    table.frames(2)
    scale = table.app.scale
    small, out = too_small(result.root, scale), outside(result.card, result.card)
    assert not small, "\n".join(small)
    assert not out, "\n".join(out)


@pytest.mark.parametrize(("players", "auction"), FORMS, ids=str)
def test_the_round_scores_are_readable_at_960x600(table_factory, lang: str, players: int,
                                                   auction: bool) -> None:
    table = _to_result(table_factory, players, auction)
    view = table.scene.controller.match
    results = list(view.results) * 5  # a round's five deals
    scores = RoundScoresScene(1, 2, table.scene.table.display_names(), results, 0,
                              game=table.scene.desk.game)
    table.app.push(scores)
    table.frames(2)
    small, out = too_small(scores.root, table.app.scale), outside(scores.card, scores.card)
    assert not small, "\n".join(small)
    assert not out, "\n".join(out)


@pytest.mark.parametrize(("players", "auction"), FORMS, ids=str)
def test_the_hints_line_and_buttons_of_the_deal_result_are_readable(
        table_factory, lang: str, players: int, auction: bool) -> None:
    """With hints used, the review's button and the table's Menu button, as a match with
    hints on and a review to open shows them: each text at the floor, the hints line clear of
    the buttons beside it and inside the card."""
    table = _to_result(table_factory, players, auction)
    shown = table.app.top
    assert isinstance(shown, DealResultScene)
    result = DealResultScene(shown.result, observe(table.scene.controller.match, 0),
                             table.scene.table.display_names(), 0, hints_used=3,
                             on_review=lambda: None, on_menu=lambda: None,
                             game=table.scene.desk.game)
    table.app.push(result)
    table.frames(2)
    small = too_small(result.root, table.app.scale)
    assert not small, "\n".join(small)
    assert result.hints_line is not None and result.menu_button is not None
    line = result.hints_line.world_rect
    assert result.card.world_rect.inflate(-4, -4).contains(line)
    for button in (result.button, result.review_button):
        assert button is not None and not line.inflate(8, 0).colliderect(button.world_rect)


def test_a_shared_win_without_an_auction_fits_its_result_cell(lang: str) -> None:
    """Five players, two sharing the most face cards, the longest names: the result's words
    at the floor end before the first player's points (the table's widest ordinary line)."""
    names = player_names(5)
    counts = (3, 6, 2, 6, 1)
    shared = BiddingDealResult(
        round=10, deal=10, trump=3, result=Outcome.MOST_FACES, kankei=(), kankei_faces=0,
        mukankei_faces=0, points=counts, tricks=10, seats=(0, 1, 2, 3, 4), taisho=None,
        bid=None, adjutant_card=None, adjutant=None, caller=2, face_counts=counts,
        winners=(1, 3))
    app = App(SMALL_WINDOW, fixed_dt=1 / 60)
    scores = RoundScoresScene(2, 2, names, [shared], 0, game=FREE_BIDDING_TABLE)
    app.push(scores)
    app.frame(1 / 60)
    texts = list(shown_texts(scores.table))
    label = next(node for node in texts if names[1] in node.text and names[3] in node.text)
    first_points = next(node for node in texts if node.text == "+3")
    assert label.font_size * app.scale >= 14.0
    assert label.world_rect.right + 4 < first_points.world_rect.left, label.text
    app.clear_scenes()


def _most_faces(players: int, winners: tuple[int, ...]) -> BiddingDealResult:
    """B18: ``winners`` sharing the most face cards, as many as 17 faces allow them (B11)."""
    most = 17 // len(winners)
    counts = tuple(most if p in winners else min(most - 1, 1) for p in range(players))
    return BiddingDealResult(
        round=10, deal=10, trump=3, result=Outcome.MOST_FACES, kankei=(), kankei_faces=0,
        mukankei_faces=0, points=counts, tricks=10, seats=tuple(range(players)), taisho=None,
        bid=None, adjutant_card=None, adjutant=None, caller=2, face_counts=counts,
        winners=winners)


def _fits_its_cell(table: ScoreTable, scale: float, names: list[str]) -> list[str]:
    """What is wrong with the results' column of ``table``: a result under the floor or
    running into the first player's points, or two players' names touching."""
    texts = list(shown_texts(table))
    said = {table.describe(result)[1] for result in table.results}
    results = [node for node in texts if node.text in said]
    points = [node for node in texts if node.text.lstrip("+\u2212").isdigit()]
    first = min(node.world_rect.left for node in points)
    wrong = [f"{node.text!r} ends at {node.world_rect.right:.0f}, points at {first:.0f}"
             for node in results if node.world_rect.right + 4 >= first]
    wrong += [f"{node.text!r}: {node.font_size * scale:.1f} px"
              for node in results if node.font_size * scale < 14.0]
    heads = sorted((node for node in texts if node.text in names),
                   key=lambda node: node.world_rect.left)
    wrong += [f"{a.text!r} meets {b.text!r}" for a, b in pairwise(heads)
              if a.world_rect.right + 8 > b.world_rect.left]
    return wrong


@pytest.mark.parametrize("players", [5, 3])
def test_every_shared_win_without_an_auction_fits_its_result_cell(lang: str,
                                                                   players: int) -> None:
    """Every set of two to all the players sharing the most face cards (the most each can
    have), the game's own names: the round's and the final score table's result at the
    floor, before the first player's points (three or more did not fit: "Most: You and
    Hanako and Jiro (5)" ran 3 px, five players' 230 px into them), the names apart."""
    names = player_names(players)
    app = App(SMALL_WINDOW, fixed_dt=1 / 60)
    wrong: list[str] = []
    for many in range(2, players + 1):
        for winners in combinations(range(players), many):
            result = [_most_faces(players, winners)]
            for scene in (RoundScoresScene(2, 2, names, result, 0, game=FREE_BIDDING_TABLE),
                          FinalScoresScene(names, result, result[0].points, 0,
                                           on_new_match=lambda: None, on_title=lambda: None,
                                           game=FREE_BIDDING_TABLE)):
                app.push(scene)
                app.frame(1 / 60)
                wrong += _fits_its_cell(scene.table, app.scale, names)
                app.clear_scenes()
    assert not wrong, "\n".join(wrong)


SUKONKU_TIPS = ["sukonku", "sukonku_against", "reverse_sukonku", "reverse_sukonku_against"]


def test_the_first_sukonku_tip_is_readable_and_clear_of_the_rest(table_factory,
                                                                  lang: str) -> None:
    """Goninkan's first-sukonku tip on the deal's result (it was 12 px), each of its four
    wordings, on the tallest result there is (a reverse sukonku ends the deal early: the
    unplayed cards are shown) with the review's button and the hints line: at the floor,
    inside the card, clear of the buttons, the hints line and everything above it, and the
    card still on the 720-high screen."""
    names = player_names()
    table = table_factory(seed=1, scenario=juroku(1, names), size=SMALL_WINDOW)
    scene = table.scene
    table.until(lambda: isinstance(scene.dialog, Dialog) and scene.request is not None,
                limit=20_000)
    assert isinstance(scene.dialog, Dialog)
    scene.dialog.buttons[1].on_click()  # no jūroku called: the deal ends here
    table.until(lambda: isinstance(table.app.top, DealResultScene), limit=20_000)
    shown = table.app.top
    assert isinstance(shown, DealResultScene) and shown.unplayed
    for key in SUKONKU_TIPS:
        result = DealResultScene(
            shown.result, observe(scene.controller.match, 0), scene.table.display_names(), 0,
            hints_used=3, on_review=lambda: None, tip=t(f"guide.teach.{key}"),
            renderer=scene.desk.renderer, unplayed=shown.unplayed, on_menu=lambda: None,
            game=scene.desk.game)
        table.app.push(result)
        table.frames(2)
        assert result.tip is not None and result.hints_line is not None
        tip = result.tip.world_rect
        small = too_small(result.tip, table.app.scale)
        assert not small, (key, small)
        assert result.card.world_rect.inflate(-4, -4).contains(tip), key
        assert result.card.world_rect.top >= 0.0 and result.card.world_rect.bottom <= 720.0
        others = [node.world_rect for node in (*shown_texts(result.card), *result.unplayed_cards)
                  if result.tip not in node.ancestors()]
        for rect in (result.button.world_rect, result.review_button.world_rect, *others):
            assert not tip.inflate(0, 8).colliderect(rect), (key, rect, tip)
        table.app.pop(result)
