"""R21–R31: how a deal ends, jūroku, the round's flow, the match's end, and the points."""

from __future__ import annotations

import pytest

from engine.actions import JurokuCall, NameTrump, Show
from engine.events import RoundEnded
from engine.match import Phase
from engine.rules import PRESETS, RuleSet
from engine.scoring import Outcome, deal_points

from .helpers import cards, deal_of, new_match, play_first_legal, plays, start_play
from .test_play_rules import HANDS

DEAL1_SUKONKU = ["AD", "QD", "9D", "7D", "4D", "AH", "KH", "JH", "8H", "3H",
                 "AS", "QS", "9S", "7S", "2S", "KD", "JD", "8D", "6D", "3D"]

# Deal 2 hands: P2 (deal-1 joker holder) chooses clubs and leads; Kankei P0 and P2.
DEAL2 = (
    "QC JC QD JD QH JH QS JS 9C 8C",
    "7C 6C 10D 9D 8D 10H 9H 10S 9S 8S",
    "AC KC AD KD AH KH AS KS JOKER 10C",
    "5C 4C 7D 6D 5D 8H 7H 6H 7S 6S",
    "3C 4D 3D 5H 4H 3H 5S 4S 3S 2S",
)
DEAL2_SUKONKU = ["AC", "5C", "3C", "QC", "7C", "KC", "4C", "2S", "JC", "6C",
                 "AD", "5D", "3D", "QD", "8D", "KD", "6D", "4D", "JD", "9D"]
DEAL2_ALL_SIXTEEN = ["AH", "6H", "3H", "QH", "9H", "KH", "7H", "4H", "JH", "10H",
                     "AS", "6S", "3S", "QS", "8S", "KS", "7S", "4S", "JS", "9S"]


def to_deal2(rules: RuleSet | None = None, hands: tuple[str, ...] = DEAL2):
    """A match won by a Kankei sukonku in deal 1, now in trick 1 of deal 2 (trump clubs)."""
    match = new_match(rules)
    start_play(match, deal_of(*HANDS), caller=0)
    plays(match, DEAL1_SUKONKU)
    match.apply(deal_of(*hands))
    match.apply(Show(0, tuple(cards("QC JC"))))
    match.apply(NameTrump(2, 0))
    return match


def test_r22_r23_deal_ends_at_the_target_trick_sukonku() -> None:
    match = new_match()
    start_play(match, deal_of(*HANDS), caller=0)
    plays(match, DEAL1_SUKONKU)
    result = match.results[-1]
    assert (result.tricks, result.kankei_faces, result.mukankei_faces) == (4, 9, 0)
    assert result.result == "sukonku" and result.points == (2, -2, 2, -2, -2)
    assert match.phase is Phase.DEAL and match.deal == 2  # no jūroku in deal 1 (R24)


def test_r25_same_partners_in_deal_2_whoever_holds_ace_and_joker() -> None:
    match = to_deal2()
    assert match.kankei == (0, 2) and match.deal == 2


def test_r24_juroku_called_and_made_in_deal_2() -> None:
    match = to_deal2()
    plays(match, DEAL2_SUKONKU)
    assert match.phase is Phase.JUROKU and match.to_act() == (2,)
    match.apply(JurokuCall(2, True))
    assert match.turn == 2 and match.phase is Phase.PLAY
    plays(match, DEAL2_ALL_SIXTEEN)
    result = match.results[-1]
    assert result.result == "juroku_made" and result.kankei_faces == 16
    assert result.points == (10, -10, 10, -10, -10) and result.tricks == 8
    assert match.deal == 3  # R25: Kankei won deal 2


def test_r24_without_the_call_the_deal_ends_as_sukonku() -> None:
    match = to_deal2()
    plays(match, DEAL2_SUKONKU)
    match.apply(JurokuCall(2, False))
    assert match.results[-1].result == "sukonku" and match.results[-1].points[0] == 2


@pytest.mark.parametrize("missed", [-16, -17])
def test_r24_juroku_missed_when_mukankei_take_a_face_card(missed: int) -> None:
    hands = list(DEAL2)
    hands[1] = hands[1].replace("10S", "AS")
    hands[2] = hands[2].replace("AS", "10S")
    match = to_deal2(RuleSet(missed_juroku=missed), tuple(hands))
    plays(match, DEAL2_SUKONKU)
    match.apply(JurokuCall(2, True))
    plays(match, ["AH", "6H", "3H", "QH", "9H", "10S", "6S", "3S", "QS", "AS"])
    result = match.results[-1]
    assert result.result == "juroku_missed" and result.mukankei_faces == 2
    assert result.points == (missed, -missed, missed, -missed, -missed)
    assert match.round == 2 and match.deal == 1  # R27: a missed jūroku ends the round


def test_r27_round_ends_on_a_kankei_loss_and_the_dealer_moves_right() -> None:
    weak_kankei = ("AC 3C 4D 3D 5H 4H 3H 5S 4S 3S", "KC QC JC AD KD QD JD AH KH 2S",
                   "JOKER 4C 7D 6D 5D 8H 7H 6H 7S 6S", "10C 9C 8C 10D 9D 8D QH JH 10H 9H",
                   "7C 6C 5C AS KS QS JS 10S 9S 8S")
    match = new_match(RuleSet(rounds=3), first_dealer=4)
    start_play(match, deal_of(*weak_kankei), caller=0)
    play_first_legal(match)  # Mukankei hold 15 of the 16 face cards
    assert match.results[-1].result in ("mukankei_win", "reverse_sukonku")
    assert match.round == 2 and match.deal == 1
    assert match.dealer == 0  # player on seat 4's right is seat 0
    assert match.kankei == ()


def test_r27_r28_match_ends_after_the_last_round() -> None:
    match = new_match(RuleSet(rounds=1))
    start_play(match, deal_of(*HANDS), caller=0)
    plays(match, DEAL1_SUKONKU)
    match.apply(deal_of(*DEAL2))
    match.apply(Show(0, tuple(cards("QC JC"))))
    match.apply(NameTrump(2, 0))
    plays(match, DEAL2_SUKONKU)
    events = match.apply(JurokuCall(2, False))
    assert RoundEnded(1, tuple(match.scores)) not in events  # deal 3 still due
    assert match.deal == 3 and not match.finished
    match.apply(deal_of(*DEAL2))
    match.apply(Show(2, tuple(cards("AC KC"))))
    match.apply(NameTrump(0, 0))
    while not match.finished:
        play_first_legal(match)
        if match.phase is Phase.JUROKU:
            match.apply(JurokuCall(match.to_act()[0], False))
    assert match.phase is Phase.OVER and len(match.results) == 3
    assert sum(r.points[1] for r in match.results) == match.scores[1]


STANDARD = PRESETS["standard"]
KANKEI = (0, 2)


@pytest.mark.parametrize(("deal", "result", "each_kankei"), [
    (1, "kankei_win", 1), (2, "kankei_win", 1), (3, "kankei_win", 2),
    (1, "sukonku", 2), (2, "sukonku", 2), (3, "sukonku", 3),
    (2, "juroku_made", 10), (3, "juroku_made", 11),
    (2, "juroku_missed", -16), (3, "juroku_missed", -16),
    (1, "mukankei_win", -1), (2, "mukankei_win", -1), (3, "mukankei_win", -1),
    (1, "reverse_sukonku", -10), (2, "reverse_sukonku", -3), (3, "reverse_sukonku", -3),
    (2, "reverse_juroku_made", -16), (3, "reverse_juroku_missed", 32),
])
def test_r29_standard_table(deal: int, result: str, each_kankei: int) -> None:
    points = deal_points(STANDARD, deal, Outcome(result), KANKEI, (0,) * 5)
    assert points == (each_kankei, -each_kankei, each_kankei, -each_kankei, -each_kankei)


def test_r29_missed_juroku_house_rule() -> None:
    assert deal_points(RuleSet(missed_juroku=-17), 2, Outcome.JUROKU_MISSED, KANKEI,
                       (0,) * 5)[0] == -17


@pytest.mark.parametrize("result", ["reverse_sukonku", "reverse_juroku_made",
                                    "reverse_juroku_missed"])
def test_r29_reverse_results_cancel_the_rounds_points(result: str) -> None:
    so_far = (3, -3, 3, -3, -3)  # sukonku in deal 1 (+2), win in deal 2 (+1)
    fresh = deal_points(STANDARD, 3, Outcome(result), KANKEI, (0,) * 5)
    points = deal_points(STANDARD, 3, Outcome(result), KANKEI, so_far)
    assert points == tuple(f - s for f, s in zip(fresh, so_far, strict=True))
    assert [s + p for s, p in zip(so_far, points, strict=True)] == list(fresh)


def round_total(rules: RuleSet, deals: list[str]) -> tuple[int, int]:
    """What each Kankei and each Mukankei scores in a round with these deal results."""
    so_far = [0] * 5
    for deal, result in enumerate(deals, start=1):
        points = deal_points(rules, deal, Outcome(result), KANKEI, so_far)
        so_far = [s + p for s, p in zip(so_far, points, strict=True)]
    return so_far[0], so_far[1]


GOSHO = PRESETS["goshogawara"]


@pytest.mark.parametrize(("deals", "totals"), [
    (["mukankei_win"], (-3, 2)),
    (["kankei_win", "mukankei_win"], (0, 0)),
    (["kankei_win", "kankei_win", "mukankei_win"], (3, -2)),
    (["kankei_win", "kankei_win", "kankei_win"], (12, -8)),
])
def test_r30_goshogawara_round_values(deals: list[str], totals: tuple[int, int]) -> None:
    assert round_total(GOSHO, deals) == totals


@pytest.mark.parametrize(("deals", "totals"), [  # docs/rules.md's worked totals
    (["mukankei_win"], (-3, 2)),
    (["sukonku", "mukankei_win"], (3, -2)),
    (["kankei_win", "kankei_win", "sukonku"], (15, -10)),
    (["kankei_win", "kankei_win", "juroku_made"], (36, -24)),
    (["kankei_win", "juroku_missed"], (-72, 48)),
    (["kankei_win", "kankei_win", "juroku_missed"], (-69, 46)),
    (["sukonku", "kankei_win", "reverse_sukonku"], (-15, 10)),
    (["reverse_sukonku"], (-45, 30)),
    (["sukonku", "reverse_sukonku"], (-15, 10)),
    (["sukonku", "reverse_juroku_made"], (-72, 48)),
    (["kankei_win", "sukonku", "reverse_juroku_missed"], (96, -64)),
])
def test_r31_goshogawara_bonuses_and_worked_totals(deals: list[str],
                                                    totals: tuple[int, int]) -> None:
    assert round_total(GOSHO, deals) == totals


def test_r31_goshogawara_points_counted_in_the_deal_that_ends_the_round() -> None:
    assert deal_points(GOSHO, 1, Outcome.KANKEI_WIN, KANKEI, (0,) * 5) == (0,) * 5
    assert deal_points(GOSHO, 1, Outcome.SUKONKU, KANKEI, (0,) * 5) == (3, -2, 3, -2, -2)


def test_outcomes_are_the_record_result_strings() -> None:
    import json

    assert [str(o) for o in Outcome] == [
        "kankei_win", "sukonku", "juroku_made", "juroku_missed", "mukankei_win",
        "reverse_sukonku", "reverse_juroku_made", "reverse_juroku_missed", "redeal",
        "most_faces"]
    assert json.dumps({"result": Outcome.REVERSE_SUKONKU}) == '{"result": "reverse_sukonku"}'
    assert [o for o in Outcome if o.kankei_won] == [
        Outcome.KANKEI_WIN, Outcome.SUKONKU, Outcome.JUROKU_MADE, Outcome.REVERSE_JUROKU_MISSED]


def test_r7_a_round_is_one_to_three_deals_and_the_match_its_rounds() -> None:
    import random

    from engine.players import RandomPlayer, play_match

    for seed in range(30):
        match = play_match([RandomPlayer()] * 5, RuleSet(rounds=3), random.Random(seed))
        played = [r for r in match.results if r.result != "redeal"]
        assert {r.round for r in played} == {1, 2, 3}
        for rnd in (1, 2, 3):
            deals = [r.deal for r in played if r.round == rnd]
            assert deals == list(range(1, len(deals) + 1)) and 1 <= len(deals) <= 3


def test_every_rule_id_has_a_test_named_after_it() -> None:
    import re
    from pathlib import Path

    names = " ".join(re.findall(r"def (test_\w+)", "".join(
        path.read_text() for path in Path(__file__).parent.glob("test_*.py"))))
    missing = [f"R{n}" for n in range(1, 32) if f"_r{n}_" not in names]
    assert not missing, f"rules without a test: {missing}"
