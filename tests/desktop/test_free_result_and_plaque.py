"""The deal without an auction (B17, B18) at the table (issue 38): the plaque's two bars show
your face cards and the most anyone has (they were drawn empty: the sides' counts, none
without sides), each out of the deck's face cards; the deal's result leaves its sentence as
much room above the column headers as a result of the auction does (three lines sat 9 px above
them), and says "you … win" of you alone."""

from __future__ import annotations

import random

import pygame
from test_forms_at_table import FREE, _free_result

from engine.bidding import BiddingDealResult
from engine.observe import observe
from engine.players import play_match, player_named
from engine.rules import RuleSet
from engine.scoring import Outcome
from goninkan_desktop.devtools.autopilot import Autopilot
from goninkan_desktop.devtools.scenarios import free_trump
from goninkan_desktop.i18n import t
from goninkan_desktop.shell.game import player_names
from goninkan_desktop.table.deal_result import DealResultScene
from goninkan_desktop.table.games import table_game
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import theme

DT = 1 / 60


def _result_scene(rules: RuleSet, seed: int) -> tuple[App, DealResultScene]:
    """The result of the last deal of a one-deal match of easy CPU players, at 960x600."""
    match = play_match([player_named("easy")] * rules.players, rules, random.Random(seed))
    result = match.results[-1]
    names = player_names(rules.players)
    app = App((960, 600), fixed_dt=DT)
    scene = DealResultScene(result, observe(match, 0), names, 0, game=table_game(rules))
    app.push(scene)
    app.frame(DT)
    return app, scene


def _gap(scene: DealResultScene) -> float:
    """From the sentence's last line to the column headers' top."""
    header = next(node for node in scene.card.children if isinstance(node, TextNode)
                  and node.text == scene.game.say("table.result.col_player"))
    return header.world_rect.top - scene.text.world_rect.bottom


def test_B18_the_result_sentence_has_the_room_an_auctions_has(lang: str) -> None:
    app, auction = _result_scene(RuleSet.preset_named("bidding", rounds=1), seed=4)
    usual = _gap(auction)
    app.clear_scenes()
    for players in (5, 3):
        rules = RuleSet.preset_named("bidding", players=players, auction=False, rounds=1)
        app, free = _result_scene(rules, seed=4)
        assert free.result.result is Outcome.MOST_FACES
        assert _gap(free) >= min(usual, 22.0) - 0.5, (usual, _gap(free))
        card = free.card.world_rect
        assert free.button.world_rect.bottom <= card.bottom and card.bottom <= 720.0
        rows = [n for n in free.card.children if isinstance(n, TextNode)
                and n.world_rect.top > free.text.world_rect.bottom]
        assert all(row.world_rect.bottom <= free.button.world_rect.top for row in rows)
        app.clear_scenes()


def test_B18_you_alone_win_in_your_words(lang: str) -> None:
    names = player_names(3)
    mine = BiddingDealResult(
        round=1, deal=1, trump=3, result=Outcome.MOST_FACES, kankei=(), kankei_faces=0,
        mukankei_faces=0, points=(6, 5, 2), tricks=17, seats=(0, 1, 2), taisho=None, bid=None,
        adjutant_card=None, adjutant=None, caller=2, face_counts=(6, 5, 2), winners=(0,))
    words = table_game(RuleSet.preset_named("bidding", players=3, auction=False)).results
    assert words.result_text(mine, names, 0).startswith(t("bid.result.most_faces_you"))
    other = _free_result((1,))
    assert words.result_text(other, names, 0).startswith(
        t("bid.result.most_faces", names=names[1]))


def test_B18_the_plaque_bars_show_your_count_and_the_most(table_factory) -> None:
    table = table_factory(scenario=free_trump(7, player_names(), FREE), preset="bidding")
    table.idle()
    table.key(pygame.K_4)
    pilot = Autopilot(table.scene, level="easy", seed=3)
    table.app.after_frame.append(pilot)
    match = table.scene.controller.match
    table.until(lambda: len(match.tricks) >= 4 and max(observe(match, 0).face_counts) > 0,
                limit=12000)
    table.app.after_frame.remove(pilot)
    table.idle()
    counts = observe(match, 0).face_counts
    plaque = table.scene.table.plaque
    everyone = table.scene.table.game.faces.bit_count()
    mine, most = plaque.kankei_bar, plaque.mukankei_bar
    assert (mine.count, mine.target) == (counts[0], everyone)
    assert (most.count, most.target) == (max(counts), everyone)
    assert most.label.text == t("bid.race.free_most", count=max(counts))
    # the bar of the most is drawn: its colour where its share of the track ends
    shown = table.app.render()
    bar = most.world_rect
    x = bar.x + max(7.0, bar.w * max(counts) / everyone) - 4.0
    colour = shown.get_at((round(x), round(bar.y + 24)))
    assert abs(colour.r - theme.MUKANKEI[0]) + abs(colour.g - theme.MUKANKEI[1]) \
        + abs(colour.b - theme.MUKANKEI[2]) < 60, colour
