"""Bidding records (docs/record-format.md, "The bidding preset"): malformed cases (exit 2), illegal
actions (exit 1, with B6 / B7 / B9 / R15) and the report's bidding keys."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

from engine.players import RandomPlayer, play_match
from engine.record import dumps, record_json
from engine.rules import RuleSet

from .bidding_helpers import bidding_deal, bidding_match
from .test_record import exit_and_report

CONTRACT = Path(__file__).parent / "contract"


def example(name: str) -> dict[str, Any]:
    record: dict[str, Any] = json.loads((CONTRACT / f"{name}.gnk.json").read_text())
    return record


MATCH = example("07-bidding-match")
"""Deal 0 all-pass redeal; deal 1: 4 bids 14H, the others pass, 4 lays down, names 7D."""


def changed(change: Any) -> dict[str, Any]:
    record = copy.deepcopy(MATCH)
    change(record)
    return record


def actions(record: dict[str, Any], deal: int = 1) -> list[dict[str, Any]]:
    result: list[dict[str, Any]] = record["deals"][deal]["actions"]
    return result


def setitem(target: dict[str, Any], key: str, value: Any) -> None:
    target[key] = value


MALFORMED = {
    "a Goninkan rule key": lambda r: setitem(r["rules"], "tome_suppe", False),
    "min_bid out of range": lambda r: setitem(r["rules"], "min_bid", 14),
    "joker_lead unknown": lambda r: setitem(r["rules"], "joker_lead", "never"),
    "no kitsune": lambda r: r["deals"][1].pop("kitsune"),
    "a kitsune of two": lambda r: r["deals"][1]["kitsune"].pop(),
    "a card twice": lambda r: setitem(r["deals"][1], "kitsune", ["QC", "QD", "6C"]),
    "an unknown code": lambda r: setitem(r["deals"][1], "kitsune", ["8S", "QD", "1C"]),
    "a hand of nine": lambda r: r["deals"][1]["hands"][0].pop(),
    "a lead action": lambda r: setitem(actions(r)[0], "lead", "iku") or actions(r)[0].pop("bid"),
    "a juroku action": lambda r: actions(r).append({"player": 4, "juroku": True}),
    "a trump action": lambda r: actions(r).insert(5, {"player": 4, "trump": "H"}),
    "two kinds": lambda r: setitem(actions(r)[0], "discard", []),
    "no kind": lambda r: actions(r)[0].pop("bid"),
    "a bid count as text": lambda r: setitem(actions(r)[0], "bid", {"count": "14", "suit": "H"}),
    "a bid count as a float": lambda r: setitem(actions(r)[0], "bid", {"count": 14.0,
                                                                       "suit": "H"}),
    "a bid count as a bool": lambda r: setitem(actions(r)[0], "bid", {"count": True,
                                                                      "suit": "H"}),
    "a bid suit not a letter": lambda r: setitem(actions(r)[0], "bid", {"count": 14,
                                                                        "suit": "X"}),
    "a bid with other keys": lambda r: setitem(actions(r)[0], "bid", {"count": 14, "suit": "H",
                                                                      "trump": "H"}),
    "a bid without suit": lambda r: setitem(actions(r)[0], "bid", {"count": 14}),
    "a bid word": lambda r: setitem(actions(r)[0], "bid", "no"),
    "a discard not a list": lambda r: setitem(actions(r)[5], "discard", "10S 9H 2C"),
    "a discard of unknown codes": lambda r: setitem(actions(r)[5], "discard", ["10S", "9X"]),
    "an adjutant not a code": lambda r: setitem(actions(r)[6], "adjutant", "Z"),
    "an adjutant list": lambda r: setitem(actions(r)[6], "adjutant", ["7D"]),
    "a play with a suit": lambda r: setitem(actions(r)[7], "suit", "C"),
    "a deal entry when a play is due": lambda r: r["deals"][1]["actions"].pop(),
    "actions after the redeal": lambda r: actions(r, 0).append({"player": 4, "bid": "pass"}),
}


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_malformed_bidding_records_exit_2(name: str) -> None:
    assert exit_and_report(changed(MALFORMED[name]))[0] == 2


def test_the_record_unchanged_is_valid() -> None:
    assert exit_and_report(MATCH)[0] == 0


@pytest.mark.parametrize("kind", [{"bid": "pass"}, {"discard": ["AC", "KC", "QC"]},
                                  {"adjutant": "AC"}])
def test_bidding_kinds_are_malformed_in_goninkan(kind: dict[str, Any]) -> None:
    record = json.loads((CONTRACT / "01-standard-match.gnk.json").read_text())
    record["deals"][0]["actions"].insert(0, {"player": 0, **kind})
    assert exit_and_report(record)[0] == 2


def test_a_kitsune_or_a_2C_is_malformed_in_goninkan() -> None:
    record = json.loads((CONTRACT / "01-standard-match.gnk.json").read_text())
    with_kitsune = copy.deepcopy(record)
    with_kitsune["deals"][0]["kitsune"] = ["2C", "2D", "2H"]
    assert exit_and_report(with_kitsune)[0] == 2
    record["deals"][0]["hands"][0][0] = "2C"
    assert exit_and_report(record)[0] == 2


ILLEGAL = {
    "R15 out of turn": (0, {"player": 1, "bid": "pass"}, "R15"),
    "R15 a discard during the auction": (1, {"player": 0, "discard": ["QC", "4C", "KD"]}, "R15"),
    "R15 a play during the auction": (1, {"player": 0, "play": "QC"}, "R15"),
    "B6 below min_bid": (0, {"player": 4, "bid": {"count": 10, "suit": "H"}}, "B6"),
    "B6 above 17": (0, {"player": 4, "bid": {"count": 18, "suit": "H"}}, "B6"),
    "B6 a negative bid": (0, {"player": 4, "bid": {"count": -3, "suit": "H"}}, "B6"),
    "B7 two cards": (5, {"player": 4, "discard": ["10S", "9H"]}, "B7"),
    "B7 a card not held": (5, {"player": 4, "discard": ["10S", "9H", "AD"]}, "B7"),
    "B7 a card twice": (5, {"player": 4, "discard": ["10S", "10S", "9H"]}, "B7"),
    "R15 a card not held": (8, {"player": 0, "play": "AS"}, "R15"),
    "B9 not following": (8, {"player": 0, "play": "KD"}, "B9"),
    "R15 a second adjutant": (7, {"player": 4, "adjutant": "AS"}, "R15"),
}


@pytest.mark.parametrize("name", sorted(ILLEGAL))
def test_illegal_bidding_actions_exit_1_with_their_rule(name: str) -> None:
    index, action, rule = ILLEGAL[name]
    record = copy.deepcopy(MATCH)
    actions(record)[index] = action
    del actions(record)[index + 1:]
    code, out = exit_and_report(record)
    assert code == 1 and out is not None
    assert out["error"]["rule"] == rule and out["error"]["action"] == [1, index]


def test_next_has_the_lowest_bid_and_null_after_17() -> None:
    record = copy.deepcopy(MATCH)
    del actions(record)[1:], record["deals"][2:]
    out = exit_and_report(record)[1]
    assert out is not None and out["next"] == {"player": 0, "expects": "bid", "min": 15}
    actions(record)[0]["bid"] = {"count": 17, "suit": "H"}
    out = exit_and_report(record)[1]
    assert out is not None and out["next"]["min"] is None


def test_next_legal_lists_the_53_card_deck_order_with_2C_after_3C() -> None:
    match = bidding_match()
    deal = bidding_deal("2C 3C AC AH KH QH JH 10H 9H 8H", "", "", "", "7C", kitsune="2D 2H 2S")
    match.apply(deal)
    for _ in range(4):
        match.apply(match.legal_decisions()[0])  # passes
    record = record_json(match)
    record["deals"][0]["actions"].extend([
        {"player": 4, "bid": {"count": 11, "suit": "S"}},
        {"player": 4, "discard": ["2D", "2H", "2S"]},
        {"player": 4, "adjutant": "AH"},
        {"player": 4, "play": "7C"}])
    out = exit_and_report(record)[1]
    assert out is not None and out["next"]["legal"] == ["AC", "3C", "2C"]


def test_random_bidding_matches_round_trip_through_their_records() -> None:
    for seed in range(20):
        rules = RuleSet.preset_named("bidding", rounds=2, min_bid=9 + seed % 5)
        match = play_match([RandomPlayer()] * 5, rules, random.Random(seed))
        record = json.loads(dumps(match))
        code, out = exit_and_report(record)
        assert code == 0 and out is not None and out["finished"]
        assert out["scores"] == match.scores
