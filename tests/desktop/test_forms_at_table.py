"""The bidding game's other forms at the table (docs/rules.md section 12): three seats with
seventeen- and nineteen-card hands (B15, B16), and no auction (B17, B18), by keyboard and
mouse, in both languages, from the command line's ``--rules``."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path

import pygame
import pytest

from engine.actions import NameTrump
from engine.bidding import BiddingDealResult
from engine.cards import SUIT_LETTERS
from engine.match import Match, Phase
from engine.observe import observe
from engine.rules import RuleSet
from engine.scoring import Outcome
from goninkan_desktop.__main__ import parse_args, rules_of
from goninkan_desktop.devtools.autopilot import Autopilot
from goninkan_desktop.devtools.scenarios import discard, free_trump
from goninkan_desktop.i18n import t
from goninkan_desktop.shell.game import player_names
from goninkan_desktop.table.games import BIDDING_TABLE
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.pickers import SuitTile
from tests.desktop.conftest import CANVAS_WINDOW

THREE = RuleSet.preset_named("bidding", players=3)
FREE = RuleSet.preset_named("bidding", auction=False)
THREE_FREE = RuleSet.preset_named("bidding", players=3, auction=False)
ROOT = Path(__file__).resolve().parents[2]


def _last(match: Match) -> object:
    mine = [d for _, decisions in match.history for d in decisions
            if getattr(d, "player", None) == 0]
    return mine[-1] if mine else None


def _texts(node: object) -> str:
    found = [getattr(node, "text", "")]
    found += [_texts(child) for child in getattr(node, "children", ())]
    return " ".join(text for text in found if text)


# -- no auction: the caller names the trump (B17) ------------------------------------------


@pytest.mark.parametrize("rules", [FREE, THREE_FREE], ids=["five", "three"])
def test_B17_naming_the_trump_is_asked_once(table_factory, lang: str, rules: RuleSet) -> None:
    """Play-tested: the dialog's title, its text and the prompt over the hand all said
    "name the trump" (切り札を決める, …決め…, 切り札を決めてください). The asking is the
    title's, over the suits where it is done; the text and the prompt say what it means."""
    table = table_factory(scenario=free_trump(4, player_names(rules.game.seats), rules),
                          preset="bidding", size=(960, 600))
    table.idle()
    scene = table.scene
    asking = {"en": "name the trump", "ja": "切り札を決め"}[lang]
    said = [_texts(scene.dialog), scene.table.prompt.text]
    assert sum(text.lower().count(asking) for text in said) == 1, said
    assert asking in t("bid.free.trump_title").lower()
    assert scene.table.prompt.text == t("bid.free.trump_prompt")



@pytest.mark.parametrize("rules", [FREE, THREE_FREE], ids=["five", "three"])
@pytest.mark.parametrize("key", [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4])
def test_B17_the_caller_names_any_suit_with_its_number_key(table_factory, rules: RuleSet,
                                                           key: int) -> None:
    table = table_factory(scenario=free_trump(4, player_names(rules.game.seats), rules),
                          preset="bidding")
    table.idle()
    scene = table.scene
    assert scene.screen_kind == "free_trump"
    table.key(key)
    assert _last(scene.controller.match) == NameTrump(0, key - pygame.K_1)
    assert scene.controller.match.trump == key - pygame.K_1


def test_B17_the_trick_log_says_who_named_which_trump(table_factory, lang: str) -> None:
    from goninkan_desktop.table.tricks import TrickLogScene

    table = table_factory(scenario=free_trump(4, player_names(3), THREE_FREE), preset="bidding")
    table.idle()
    table.key(pygame.K_3)  # hearts
    table.idle()
    table.scene.overlays.show_trick_log()
    table.frames(2)
    log = table.app.top
    assert isinstance(log, TrickLogScene)
    assert log.auction.text == t("bid.free.named_line", caller=table.scene.table.label_name(0),
                                 suit=BIDDING_TABLE.suit_name(2))

def test_B17_the_trump_by_arrows_and_enter_in_the_bidding_games_words(table_factory,
                                                                     lang: str) -> None:
    table = table_factory(scenario=free_trump(5, player_names(), FREE), preset="bidding")
    table.idle()
    scene = table.scene
    words = _texts(scene.dialog)
    keys = t("bid.free.keys", **{s: t(f"bid.suit.{s}") for s in SUIT_LETTERS})
    assert keys.replace(" ", "") in words.replace(" ", "")
    assert t("bid.suit.C") in words and (lang == "en" or t("suit.C") not in words)  # クラブ
    table.key(pygame.K_RIGHT)
    table.key(pygame.K_RIGHT)
    table.key(pygame.K_RETURN)
    assert _last(scene.controller.match) == NameTrump(0, SUIT_LETTERS.index("H"))


def test_B17_the_trump_by_mouse(table_factory) -> None:
    table = table_factory(scenario=free_trump(6, player_names(3), THREE_FREE), preset="bidding")
    table.idle()
    scene = table.scene
    tiles = [node for node in _walk(scene.dialog) if isinstance(node, SuitTile)]
    assert [tile.suit for tile in tiles] == [0, 1, 2, 3]
    table.click(tiles[3])
    assert scene.controller.match.trump == 3


def _walk(node: object) -> Iterator[object]:
    yield node
    for child in getattr(node, "children", ()):
        yield from _walk(child)


def test_B17_the_kitsune_lies_face_down_out_of_play_and_each_counts_their_own(
        table_factory) -> None:
    table = table_factory(scenario=free_trump(7, player_names(), FREE), preset="bidding")
    table.idle()
    table.key(pygame.K_4)
    pilot = Autopilot(table.scene, level="easy", seed=3)  # the human's cards, through the screen
    table.app.after_frame.append(pilot)
    table.until(lambda: len(table.scene.controller.match.tricks) >= 3, limit=8000)
    table.app.after_frame.remove(pilot)
    table.idle()
    view = table.scene.table
    out = view.auction.out_of_play
    assert out.visible and out.cards_shown == [None] * 3
    assert not view.kankei_row.visible and not view.mukankei_row.visible  # no sides
    match = table.scene.controller.match
    for player, group in view.groups.items():
        assert t("table.faces_taken", count=match.won[player].bit_count()) in _texts(group.panel)
    mine = match.won[0].bit_count()
    assert view.plaque.kankei_bar.label.text == t("bid.race.free_you", count=mine)


# -- three players (B15, B16) --------------------------------------------------------------


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_B15_three_seats_and_a_nineteen_card_hand_fit_with_every_corner_readable(
        table_factory, size: tuple[int, int]) -> None:
    table = table_factory(scenario=discard(3, player_names(3), THREE), preset="bidding",
                          size=size)
    table.idle()
    view = table.scene.table
    assert view.layout is layout.THREE_SEATS
    assert {p: view.position(p) for p in view.groups} == {0: 0, 1: 1, 2: 2}
    # you at the bottom, Hanako (next in turn) top right, Jiro top left
    bottom, top_right, top_left = (view.groups[p].pos for p in range(3))
    assert bottom[1] > top_right[1] and top_right[1] == top_left[1] < layout.CENTRE[1]
    assert top_left[0] < layout.CENTRE[0] < top_right[0]
    hand = view.hand
    assert len(hand.held) == THREE.game.hand_size + THREE.game.kitsune == 19
    scale = table.app.scale
    cards = sorted(hand.cards, key=lambda c: c.world_rect.x)
    for left, right in pairwise(cards):
        shown = (right.world_rect.x - left.world_rect.x) * scale  # the corner left in sight
        assert shown >= 0.2 * hand.card_width * scale, shown
    for card in cards:
        assert card.world_rect.bottom <= layout.HEIGHT and card.world_rect.left >= 0


def test_B16_two_cards_laid_down_by_keyboard_alone(table_factory, lang: str) -> None:
    table = table_factory(scenario=discard(3, player_names(3), THREE), preset="bidding")
    table.idle()
    scene = table.scene
    assert scene.screen_kind == "discard"
    assert scene.table.prompt.text == t("bid.discard.prompt.three", count=0)
    table.key(pygame.K_RIGHT)
    for _ in range(2):
        table.key(pygame.K_SPACE)
        table.key(pygame.K_RIGHT)
    table.key(pygame.K_RETURN)
    match = scene.controller.match
    assert match.discards.bit_count() == 2
    assert match.phase is Phase.PLAY  # B16: no adjutant to name
    table.idle()
    assert scene.table.laid_down.cards_shown and len(scene.table.laid_down.cards_shown) == 2


def test_B16_the_laid_down_line_counts_for_the_taisho_alone(table_factory) -> None:
    """With three players the laid-down cards are the lone taisho's, not a side's (大将の組)."""
    from goninkan_desktop.table.deal_result import DealResultScene

    table = table_factory(scenario=discard(3, player_names(3), THREE), preset="bidding")
    table.idle()
    table.app.after_frame.append(Autopilot(table.scene, level="easy", seed=3,
                                           close_overlays=False))
    table.until(lambda: isinstance(table.app.top, DealResultScene), limit=20_000)
    result = table.app.top
    assert isinstance(result, DealResultScene) and result.laid_down is not None
    shown = _texts(result.card)
    assert t("bid.laid_down") in shown and t("bid.taisho") in shown
    assert t("bid.side") not in shown


# -- the deal's result without an auction (B18) ---------------------------------------------


def _free_result(winners: tuple[int, ...]) -> BiddingDealResult:
    counts = (4, 5, 2) if winners == (1,) else (5, 5, 2)
    return BiddingDealResult(
        round=1, deal=1, trump=3, result=Outcome.MOST_FACES, kankei=(), kankei_faces=0,
        mukankei_faces=0, points=counts, tricks=17, seats=(0, 1, 2), taisho=None, bid=None,
        adjutant_card=None, adjutant=None, caller=2, face_counts=counts, winners=winners)


def test_B18_the_result_names_the_winner_and_a_shared_win(lang: str) -> None:
    names = ["You", "Hanako", "Jiro"]
    one, shared = _free_result((1,)), _free_result((0, 1))
    words = BIDDING_TABLE.results
    assert words.result_title(one, names, 0) == t("bid.result.wins", name="Hanako")
    assert words.result_title(one, names, 1) == t("bid.result.you_win")
    assert words.result_title(shared, names, 0) == t("bid.result.shared")
    assert not words.viewer_won(one, 0) and words.viewer_won(one, 1)
    assert words.viewer_won(shared, 0) and not words.viewer_won(shared, 2)
    assert "Hanako" in BIDDING_TABLE.results.result_text(one, names)
    joined = t("bid.result.names_join").join(["You", "Hanako"])
    assert joined in BIDDING_TABLE.results.result_text(shared, names)
    assert BIDDING_TABLE.results.result_role(shared, 0) == (t("bid.result.shared"), True)
    assert BIDDING_TABLE.results.result_role(shared, 2) is None
    heading, suit = BIDDING_TABLE.results.result_heading(one, names)
    assert suit == 3 and "Jiro" in heading


# -- the command line ----------------------------------------------------------------------


def test_rules_from_the_command_line_as_the_engines_tournament_takes_them() -> None:
    args = parse_args(["--autoplay", "--preset", "bidding", "--rules", "players=3",
                       "--rules", "auction=false"])
    assert rules_of(args) == THREE_FREE


def test_bad_rules_from_the_command_line_say_so_and_start_nothing() -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-m", "goninkan_desktop", "--preset", "bidding",
                           "--rules", "players=4"], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 2 and "players" in done.stderr


def test_autoplay_of_three_players_without_an_auction_names_its_screenshots(
        tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-m", "goninkan_desktop", "--autoplay", "--preset",
                           "bidding", "--rules", "players=3", "--rules", "auction=false",
                           "--seed", "4", "--speed", "instant",
                           "--level", "easy", "--screenshots", str(tmp_path),
                           *CANVAS_WINDOW],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300,
                          check=False)
    assert done.returncode == 0, done.stderr
    names = sorted(path.name for path in tmp_path.glob("*.png"))
    assert names and all(name.endswith("-three-players-no-auction.png") for name in names)
    kinds = {name.split("-", 1)[1].removesuffix("-three-players-no-auction.png")
             for name in names}
    assert set(BIDDING_TABLE.screens_of(THREE_FREE.game)) <= kinds
    assert "free_trump" in kinds and "discard" not in kinds and "auction" not in kinds


def test_B18_the_review_without_an_auction_speaks_of_nobodys_side(lang: str) -> None:
    """Without an auction nobody has a side or a partner, and the review's value is what the
    player is sure of with everyone else playing against them (the paranoid value)."""
    from goninkan_desktop.table.games import FreeBiddingTable, table_game

    game = table_game(FREE)
    assert isinstance(game, FreeBiddingTable) and table_game(THREE_FREE) is game
    values = {"trick": 3, "lost_trick": 4, "card": "Q", "value": "+2", "best_value": "+3",
              "best": "K", "choice": "Q"}
    for key in ("kept", "won_kept", "cost", "won_cost"):  # the verdict's own (B18)
        text = game.say(f"review.bidding.verdict.faces.{key}", **values)
        assert not any(word in text for word in ("side", "partner", "組")), text
        assert ("played against you" if lang == "en" else "不利に") in text
    note = game.say("review.note.own_scores", **values)
    assert ("played against you" if lang == "en" else "不利に") in note


# -- a redeal's banner speaks to the player who deals again -------------------------------


@pytest.mark.parametrize("rules", [THREE, RuleSet.preset_named("bidding")], ids=["three", "five"])
def test_B6_a_redeal_banner_says_you_deal_again_to_the_dealer(rules: RuleSet, lang: str) -> None:
    """Play-tested: with the player dealing, the banner read "Nobody bid: you deals again"."""
    players = rules.game.seats
    names = ("You", *(f"P{p}" for p in range(1, players)))
    match = Match(rules, names, 0)
    mine = BIDDING_TABLE.redeal_banner(observe(match, 0), lambda p: names[p])
    theirs = BIDDING_TABLE.redeal_banner(observe(match, 1), lambda p: names[p])
    assert mine == (t("bid.redeal"), t("bid.redeal_how_you"))
    assert theirs == (t("bid.redeal"), t("bid.redeal_how", name="You"))
    assert "deals again" not in mine[1]
