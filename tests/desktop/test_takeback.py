"""Take-back on records: cut before the human's last decision of the deal in play, replayable."""

from __future__ import annotations

import json
import random

from engine.dealing import draw_first_dealer, shuffled_deal
from engine.match import Match, Phase
from engine.observe import observe
from engine.players import RandomPlayer, deciding_player, legal_for
from engine.record import dumps, load
from engine.rules import RuleSet
from goninkan_desktop.takeback import can_take_back, last_decision, take_back

NAMES = ("You", "Hanako", "Jiro", "Saburo", "Shiro")


def advance(match: Match, rng: random.Random, until) -> None:  # type: ignore[no-untyped-def]
    while not until(match):
        if match.phase is Phase.DEAL:
            match.apply(shuffled_deal(rng))
            continue
        actor = deciding_player(match)
        match.apply(RandomPlayer().choose(observe(match, actor), legal_for(match, actor), rng))


def human_played_and_cpus_replied(match: Match) -> bool:
    trick = match.trick if match.phase is Phase.PLAY else []
    return len(trick) >= 3 and trick[0][0] != 0 and any(p == 0 for p, _ in trick[:-1])


def test_a_take_back_mid_trick_cuts_the_human_card_and_the_replies() -> None:
    for seed in range(20):
        rng = random.Random(seed)
        match = Match(RuleSet(), NAMES, draw_first_dealer(rng)[1])
        advance(match, rng, lambda m: human_played_and_cpus_replied(m) or m.finished)
        if match.finished:
            continue
        index = last_decision(match)
        assert index is not None
        text = take_back(match, {"cpu_level": "easy"})
        assert text is not None
        cut = load(text)
        assert cut.to_act() == (0,) and cut.phase is Phase.PLAY
        assert cut.history[-1][1] == match.history[-1][1][:index]
        assert json.loads(text)["takebacks"] == 1 and json.loads(text)["cpu_level"] == "easy"
        # and again: the count grows
        again = take_back(cut, {"takebacks": 1}) if can_take_back(cut) else None
        if again is not None:
            assert json.loads(again)["takebacks"] == 2
        return
    raise AssertionError("no seed gave a trick the human played into")


def test_a_take_back_after_a_trick_goes_back_into_it() -> None:
    rng = random.Random(3)
    match = Match(RuleSet(), NAMES, draw_first_dealer(rng)[1])
    advance(match, rng, lambda m: len(m.tricks) >= 2 and m.phase is Phase.PLAY
            and not m.trick and m.to_act() != (0,))
    tricks_before = len(match.tricks)
    text = take_back(match, {})
    assert text is not None
    cut = load(text)
    assert cut.to_act() == (0,)
    assert len(cut.tricks) < tricks_before or cut.trick
    assert dumps(cut, {"takebacks": 1}) == text


def test_nothing_to_take_back_before_a_decision_or_after_the_deal() -> None:
    rng = random.Random(5)
    match = Match(RuleSet(), NAMES, draw_first_dealer(rng)[1])
    assert take_back(match, {}) is None
    advance(match, rng, lambda m: m.phase is Phase.DEAL and bool(m.results))
    assert not can_take_back(match) and take_back(match, {}) is None
