"""CPU players and tournaments in the bidding game's other forms (docs/rules.md section 12)."""

from __future__ import annotations

import json
import random

import pytest

from engine.__main__ import main
from engine.actions import Discard, NameTrump
from engine.bidding import BiddingDealResult
from engine.dealing import shuffled_deal
from engine.match import Match, Phase
from engine.observe import observe
from engine.players import close_player, legal_for, play_match, player_named, step
from engine.players.bidding import normal_trump, trick_estimate
from engine.players.tournament import run_tournament
from engine.record import dumps, load
from engine.rules import RuleSet
from engine.scoring import Outcome

FORMS = [(5, False), (3, True), (3, False)]


def rules_of(players: int, auction: bool, rounds: int = 2) -> RuleSet:
    return RuleSet.preset_named("bidding", players=players, auction=auction, rounds=rounds)


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
@pytest.mark.parametrize("form", FORMS, ids=str)
def test_every_level_plays_whole_matches_of_every_form(level: str,
                                                       form: tuple[int, bool]) -> None:
    rules = rules_of(*form)
    player = player_named(level)
    match = play_match([player] * form[0], rules, random.Random(f"{level}{form}"))
    assert match.finished
    assert dumps(load(dumps(match))) == dumps(match)
    for result in match.results:
        assert isinstance(result, BiddingDealResult) and len(result.points) == form[0]


def test_strong_plays_a_deal_of_each_other_form() -> None:
    player = player_named("strong")
    try:
        for form in FORMS:
            match = play_match([player] * form[0], rules_of(*form, rounds=1),
                               random.Random(f"strong{form}"))
            assert match.finished
    finally:
        close_player(player)


def _at(players: int, auction: bool, phase: Phase, seed: int) -> Match | None:
    """A match of the form at its first position in ``phase`` (normal players), if any."""
    rules = rules_of(players, auction, rounds=20)
    rng = random.Random(seed)
    match = Match(rules, tuple(f"P{p}" for p in range(players)), 0)
    normal = [player_named("normal")] * players
    while match.phase is not phase:
        if match.finished:
            return None
        if match.phase is Phase.DEAL:
            match.apply(shuffled_deal(rng, rules.game))
        else:
            step(match, normal, rng)
    return match


@pytest.mark.parametrize("players", [5, 3])
def test_B17_the_caller_names_its_best_suit_from_its_own_hand(players: int) -> None:
    for seed in range(6):
        match = _at(players, False, Phase.TRUMP, seed)
        assert match is not None
        caller = match.to_act()[0]
        view = observe(match, caller)
        for level in ("easy", "normal", "strong"):
            cpu = player_named(level)
            decision = cpu.choose(view, legal_for(match, caller), random.Random(seed))
            close_player(cpu)
            assert isinstance(decision, NameTrump) and decision.player == caller
        best = normal_trump(view)
        assert trick_estimate(view.hand, best) == max(
            trick_estimate(view.hand, suit) for suit in range(4))


def test_B16_the_three_player_taisho_lays_down_two_cards() -> None:
    seen = 0
    for seed in range(3):
        match = _at(3, True, Phase.DISCARD, seed)
        assert match is not None
        taisho = match.to_act()[0]
        for level in ("easy", "normal", "strong"):
            cpu = player_named(level)
            decision = cpu.choose(observe(match, taisho), legal_for(match, taisho),
                                  random.Random(seed))
            close_player(cpu)
            assert isinstance(decision, Discard) and len(decision.cards) == 2
            assert match.check(decision) is None
        seen += 1
        if seen == 3:
            break
    assert seen == 3


def test_B18_no_level_plays_for_a_partner_without_an_auction() -> None:
    """Without an auction a view has no sides: no Kankei, no taisho, no friends to feed."""
    match = _at(5, False, Phase.PLAY, 1)
    assert match is not None
    for player in range(5):
        view = observe(match, player)
        assert view.kankei == () and view.taisho is None and view.caller == 1  # dealer 0


@pytest.mark.parametrize("house", [{"players": 3}, {"auction": False},
                                   {"players": 3, "auction": False}], ids=str)
def test_tournaments_of_every_form_have_the_same_keys(house: dict[str, object]) -> None:
    figures = run_tournament("easy", "random", 3, "forms", "bidding", house_rules=house)
    standard = run_tournament("random", "random", 1, "keys", "standard")
    assert set(figures) == set(standard) and figures["deals"] == 3
    assert set(figures["decision_ms"]) == {"easy", "random"}


@pytest.mark.parametrize("house", [{"players": 3}, {"auction": False}], ids=str)
def test_a_level_against_itself_is_exactly_even_in_every_form(
        house: dict[str, object]) -> None:
    """Seats rotated and the halves swapped on the same cards: the same player scores 0."""
    figures = run_tournament("normal", "normal", 4, "even", "bidding", house_rules=house)
    assert figures["points_diff"] == 0 and figures["faces_diff"] == 0


def test_the_command_line_takes_the_forms(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--preset", "bidding", "--rules", "players=3", "--rules",
                 "auction=false", "--a", "easy", "--b", "random", "--deals", "2",
                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["deals"] == 2
    assert main(["simulate", "--preset", "bidding", "--rules", "players=3", "--players",
                 "easy"]) == 0
    assert json.loads(capsys.readouterr().out)["matches"] == 1
    assert main(["tournament", "--preset", "bidding", "--rules", "players=4", "--a", "easy",
                 "--b", "random", "--deals", "1"]) == 2
    assert main(["tournament", "--preset", "standard", "--rules", "auction=false", "--a",
                 "easy", "--b", "random", "--deals", "1"]) == 2
    assert "players" in capsys.readouterr().err


def test_a_three_player_deal_result_has_no_adjutant() -> None:
    match = play_match([player_named("normal")] * 3, rules_of(3, True, rounds=3),
                       random.Random(5))
    played = [r for r in match.results if r.result is not Outcome.REDEAL]
    assert played
    for result in played:
        assert isinstance(result, BiddingDealResult)
        assert result.adjutant is None and result.adjutant_card is None and result.tricks == 17
