"""``Match.apply`` never corrupts a match, whatever it is given.

Every refusal is the engine's own error (``IllegalAction`` for the rules,
``RecordError`` for a value no record can hold) and leaves the match exactly
as it was; everything accepted is kept by the record: ``load(dumps(match))``
is the same match. ``Match.check`` never raises and agrees with ``apply``.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import os
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from engine.actions import (
    Action,
    Bid,
    BlindPick,
    Deal,
    Decision,
    Discard,
    JurokuCall,
    LeadCall,
    NameAdjutant,
    NameTrump,
    NijukanPick,
    Pass,
    Play,
    Show,
)
from engine.cards import JOKER
from engine.dealing import shuffled_deal
from engine.errors import GoninkanError, IllegalAction, RecordError
from engine.games import bidding_form
from engine.match import Match, Phase
from engine.players import RandomPlayer, step
from engine.record import dumps, load
from engine.rules import RuleSet
from tests.hypothesis_profiles import scaled

from .helpers import cards, deal_of, new_match, plays
from .test_deals_and_scoring import DEAL2_SUKONKU, to_deal2


def snapshot(match: Match) -> dict[str, Any]:
    """Everything a match holds, as plain values to compare (its record included)."""
    state = {name: value for name, value in vars(match).items() if name not in ("history", "play")}
    state["record"] = dumps(match)
    if match.play is not None:
        slots = [name for kind in type(match.play).__mro__
                 for name in getattr(kind, "__slots__", ())]
        state["play"] = {name: getattr(match.play, name) for name in slots}
    return copy.deepcopy(state)


# ---- positions in every phase -------------------------------------------------------------

KINDS = ("deal", "nijukan_pick", "lead", "show", "trump", "lead_a_trick", "follow",
         "joker_lead", "juroku", "over")
PER_KIND = 12


def kind_of(match: Match) -> str:
    """Which kind of position this is (see ``KINDS``)."""
    if match.phase is not Phase.PLAY:
        return match.phase.value
    if match.trick:
        return "follow"
    if match.hands[match.turn] >> JOKER & 1 and 2 <= match.trick_no <= 9:
        return "joker_lead"
    return "lead_a_trick"


@functools.cache
def positions() -> dict[str, tuple[Match, ...]]:
    """Matches stopped in every phase: random play under several rule sets, plus a jūroku call."""
    found: dict[str, list[Match]] = {kind: [] for kind in KINDS}
    rule_sets = (RuleSet(rounds=2), RuleSet.preset_named("goshogawara", rounds=2),
                 RuleSet(rounds=2, shown_cards=0, deal1_target=8))
    for seed in range(60):
        rng = random.Random(seed)
        match = Match(rule_sets[seed % 3], ("A", "B", "C", "D", "E"), seed % 5)
        while True:
            kind = kind_of(match)
            if len(found[kind]) < PER_KIND and rng.random() < 0.3:
                found[kind].append(match.copy())
            if match.finished:
                break
            step(match, [RandomPlayer()] * 5, rng)
    juroku = to_deal2()
    plays(juroku, DEAL2_SUKONKU)
    found["juroku"].append(juroku)
    nijukan = new_match()
    nijukan.apply(deal_of("AC JOKER"))
    found["nijukan_pick"].append(nijukan)
    missing = [kind for kind, matches in found.items() if not matches]
    assert not missing, f"no position of kind {missing}"
    return {kind: tuple(matches) for kind, matches in found.items()}


# ---- arbitrary actions --------------------------------------------------------------------

odd = st.one_of(
    st.integers(-3, 55), st.integers(-(2**70), 2**70), st.booleans(), st.none(),
    st.text(max_size=4), st.floats(allow_nan=True), st.sampled_from(["AC", "JOKER", "H", "0"]),
    st.just(10**5000), st.lists(st.integers(0, 49), max_size=3), st.tuples(),
)
players = st.one_of(st.integers(0, 4), odd)
card_values = st.one_of(st.integers(0, 49), st.just(JOKER), odd)
suits = st.one_of(st.integers(0, 3), odd)
bools = st.one_of(st.booleans(), odd)
card_lists = st.one_of(st.lists(card_values, max_size=6).map(tuple), st.lists(card_values),
                       odd)


@st.composite
def deals(draw: st.DrawFn) -> Any:
    """A real deal, or one with a hand, a card or the shape spoilt."""
    hands = [list(hand) for hand in shuffled_deal(random.Random(draw(st.integers()))).hands]
    how = draw(st.sampled_from(["real", "card", "hand", "shape", "duplicate"]))
    if how == "card":
        hands[draw(st.integers(0, 4))][draw(st.integers(0, 9))] = draw(card_values)
    elif how == "hand":
        hands[draw(st.integers(0, 4))] = draw(card_lists)
    elif how == "shape":
        return Deal(draw(st.one_of(odd, st.lists(st.lists(card_values, max_size=11),
                                                  max_size=6))))
    elif how == "duplicate":
        hands[1][0] = hands[0][0]
    return Deal(tuple(tuple(hand) for hand in hands) if how == "real" else hands)  # type: ignore[arg-type]


anything = st.one_of(
    st.builds(NijukanPick, players, card_values, card_values),
    st.builds(BlindPick, players, card_values, card_values),
    st.builds(LeadCall, players, bools),
    st.builds(Show, players, card_lists),
    st.builds(NameTrump, players, suits),
    st.builds(Play, players, card_values, st.one_of(st.none(), suits)),
    st.builds(JurokuCall, players, bools),
    deals(),
    odd,
)


WELL_FORMED = {
    "player": st.integers(0, 4),
    "key": st.one_of(st.integers(0, 1), st.integers(0, 49)),  # a position, or a card
    "card": st.one_of(st.integers(0, 9), st.integers(0, 49)),
    "cards": st.lists(st.integers(0, 49), max_size=6),
    "suit": st.one_of(st.none(), st.integers(0, 3)),
    "iku": st.booleans(),
    "call": st.booleans(),
}


@st.composite
def actions(draw: st.DrawFn, match: Match) -> Any:
    """A legal decision now; one with a field changed to any value, well formed or not; or
    anything at all."""
    legal = match.legal_decisions()
    how = draw(st.sampled_from(["legal", "well formed", "any value", "anything"]))
    if how == "anything" or not legal:
        return draw(anything)
    decision: Decision = draw(st.sampled_from(legal))
    if how == "legal":
        return decision
    field = draw(st.sampled_from([f.name for f in dataclasses.fields(decision)]))
    value = draw(WELL_FORMED[field] if how == "well formed" else odd)
    if field == "cards" and how == "well formed":
        value = tuple(value)
    return dataclasses.replace(decision, **{field: value})


EXAMPLES = int(os.environ.get("GONINKAN_APPLY_EXAMPLES", str(scaled(800))))
"""Examples per run; set the variable higher for a long run (20000 was run once, clean)."""


def refuses_without_change_or_keeps(kind: str, match: Match, action: Any) -> None:
    """The invariant both games' tests check: ``check`` changes nothing and agrees with
    ``apply``; a refused action leaves the match exactly as it was; an accepted one survives a
    record round trip."""
    before = snapshot(match)
    verdict = match.check(action)
    assert snapshot(match) == before
    try:
        match.apply(action)
    except GoninkanError as error:
        event(f"{kind}: refused, {type(error).__name__}")
        assert isinstance(error, IllegalAction | RecordError)
        assert type(error) is type(verdict) and str(error) == str(verdict)
        assert snapshot(match) == before
        return
    event(f"{kind}: accepted")
    assert verdict is None
    assert snapshot(load(dumps(match))) == snapshot(match)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[
    HealthCheck.too_slow,  # a position is copied and replayed per example: slow by design
    # "anything" and "any value" draw arbitrary nested values (``odd``), which sometimes
    # overrun Hypothesis's buffer: such examples are dropped, not failed. A run with
    # statistics (the test audit, 200 examples each) dropped 0 and 7, and accepted and
    # refused actions stayed near 25/75 for every kind of position (docs/testing.md)
    HealthCheck.data_too_large])
@given(data=st.data())
def test_apply_refuses_without_change_and_keeps_what_it_accepts(data: st.DataObject) -> None:
    kind = data.draw(st.sampled_from(KINDS), label="kind")
    match = data.draw(st.sampled_from(positions()[kind]), label="position").copy()
    action = data.draw(actions(match), label="action")
    refuses_without_change_or_keeps(kind, match, action)


# ---- the cases the issue found, one by one ------------------------------------------------

def in_phase(kind: str) -> Match:
    return positions()[kind][0].copy()


def lead_position() -> Match:
    """Deal 1, player 1 Kankei (P0 holds the ace of clubs, P1 the joker): iku/koi due."""
    match = new_match()
    match.apply(deal_of("AC", "JOKER"))
    return match


@pytest.mark.parametrize(("position", "action", "error"), [
    (lead_position, LeadCall(-4, True), RecordError),
    (lead_position, LeadCall(True, True), RecordError),
    (lead_position, LeadCall(1, 1), RecordError),  # type: ignore[arg-type]
    (lead_position, LeadCall(3, True), IllegalAction),
    (lambda: in_phase("trump"), NameTrump(0, -1), RecordError),
    (lambda: in_phase("trump"), NameTrump(0, 7), RecordError),
    (lambda: in_phase("lead_a_trick"), Play(0, cards("2S")[0], 2), RecordError),
    (lambda: in_phase("lead_a_trick"), Play(0, cards("2S")[0], -1), RecordError),
    (lambda: in_phase("lead_a_trick"), Play(0, cards("2S")[0], 9), RecordError),
    (lambda: in_phase("joker_lead"), Play(0, JOKER, 9), RecordError),
    (lambda: in_phase("joker_lead"), Play(0, JOKER, "H"), RecordError),  # type: ignore[arg-type]
    (lambda: in_phase("joker_lead"), Play(0, JOKER, None), IllegalAction),  # R18
])
def test_bad_values_are_refused_by_name_and_change_nothing(position: Any, action: Action,
                                                           error: type[GoninkanError]) -> None:
    match = position()
    if isinstance(action, Play) and match.phase is Phase.PLAY:
        action = dataclasses.replace(action, player=match.turn)
    before = snapshot(match)
    with pytest.raises(error):
        match.apply(action)
    assert snapshot(match) == before and isinstance(match.check(action), error)


@pytest.mark.parametrize("value", [-1, 50, 99, None, "AC", True, 2.0])
def test_cards_players_and_suits_out_of_range_are_record_errors(value: Any) -> None:
    match = in_phase("follow")
    before = snapshot(match)
    bad = [Play(match.turn, value), Play(value, 0), Show(0, (value,)), NijukanPick(0, value, 0),
           JurokuCall(value, True), NameTrump(0, value)]
    if value is not None:  # no suit is how every play but a joker lead is written
        bad.append(Play(match.turn, JOKER, value))
    if value is not True:
        bad += [LeadCall(0, value), JurokuCall(0, value)]
    for action in bad:
        with pytest.raises(RecordError):
            match.apply(action)
    assert snapshot(match) == before



# ---- the bidding game (docs/rules.md section 11) ------------------------------------------------

BIDDING_KINDS = ("deal", "bid", "discard", "adjutant", "lead_a_trick", "follow", "over")


@functools.cache
def bidding_positions() -> dict[str, tuple[Match, ...]]:
    """Bidding matches stopped in every phase, under both ``joker_lead`` rules."""
    found: dict[str, list[Match]] = {kind: [] for kind in BIDDING_KINDS}
    for seed in range(40):
        rng = random.Random(seed)
        rules = RuleSet.preset_named("bidding", rounds=2, min_bid=9 + seed % 5,
                                     joker_lead=("trump", "free")[seed % 2])
        match = Match(rules, ("A", "B", "C", "D", "E"), seed % 5)
        while True:
            kind = "follow" if match.phase is Phase.PLAY and match.trick else (
                "lead_a_trick" if match.phase is Phase.PLAY else match.phase.value)
            if len(found[kind]) < PER_KIND and rng.random() < 0.3:
                found[kind].append(match.copy())
            if match.finished:
                break
            step(match, [RandomPlayer()] * 5, rng)
    missing = [kind for kind, matches in found.items() if not matches]
    assert not missing, f"no position of kind {missing}"
    return {kind: tuple(matches) for kind, matches in found.items()}


bidding_cards = st.one_of(st.integers(0, 52), odd)
bidding_anything = st.one_of(
    st.builds(Bid, players, st.one_of(st.integers(-2, 20), odd), suits),
    st.builds(Pass, players),
    st.builds(Discard, players, st.one_of(st.lists(bidding_cards, max_size=5).map(tuple), odd)),
    st.builds(NameAdjutant, players, bidding_cards),
    st.builds(Play, players, bidding_cards, st.one_of(st.none(), suits)),
    st.builds(LeadCall, players, bools),
    deals(),
    odd,
)
BIDDING_WELL_FORMED = {
    "player": st.integers(0, 4),
    "count": st.integers(-2, 20),
    "suit": st.one_of(st.none(), st.integers(0, 3)),
    "card": st.integers(0, 52),
    "cards": st.lists(st.integers(0, 52), min_size=0, max_size=5),
}


@st.composite
def bidding_actions(draw: st.DrawFn, match: Match) -> Any:
    """A legal decision; one with a field changed (a bid below the minimum, a discard of two
    cards or of a card not held, a named non-card, another player: out of turn); or anything."""
    legal = match.legal_decisions()
    how = draw(st.sampled_from(["legal", "well formed", "any value", "anything"]))
    if how == "anything" or not legal:
        return draw(bidding_anything)
    decision: Decision = draw(st.sampled_from(legal))
    if how == "legal":
        return decision
    fields = [f.name for f in dataclasses.fields(decision)]
    field = draw(st.sampled_from(fields))
    value = draw(BIDDING_WELL_FORMED[field] if how == "well formed" else odd)
    if field == "cards" and how == "well formed":
        value = tuple(value)
    return dataclasses.replace(decision, **{field: value})


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[
    HealthCheck.too_slow,  # a position is copied and replayed per example: slow by design
    # "anything" and "any value" draw arbitrary nested values (``odd``), which sometimes
    # overrun Hypothesis's buffer: such examples are dropped, not failed. A run with
    # statistics (the test audit, 200 examples each) dropped 0 and 7, and accepted and
    # refused actions stayed near 25/75 for every kind of position (docs/testing.md)
    HealthCheck.data_too_large])
@given(data=st.data())
def test_bidding_apply_refuses_without_change_and_keeps_what_it_accepts(
        data: st.DataObject) -> None:
    kind = data.draw(st.sampled_from(BIDDING_KINDS), label="kind")
    match = data.draw(st.sampled_from(bidding_positions()[kind]), label="position").copy()
    action = data.draw(bidding_actions(match), label="action")
    refuses_without_change_or_keeps(kind, match, action)


@pytest.mark.parametrize(("kind", "bad", "rule"), [
    ("bid", lambda m: Bid(m.to_act()[0], m.lowest_bid - 1 if m.lowest_bid else 18, 0), "B6"),
    ("bid", lambda m: Pass((m.to_act()[0] + 1) % 5), "R15"),
    ("discard", lambda m: Discard(m.taisho, tuple(cards_of_mask(m.hands[m.taisho])[:2])), "B7"),
    ("discard", lambda m: Discard(m.taisho, (*cards_of_mask(m.hands[m.taisho])[:2],
                                             first_not_held(m))), "B7"),
    ("discard", lambda m: Discard((m.taisho + 1) % 5,
                                  tuple(cards_of_mask(m.hands[m.taisho])[:3])), "R15"),
    ("adjutant", lambda m: NameAdjutant((m.taisho + 2) % 5, 0), "R15"),
    ("follow", lambda m: Play((m.turn + 1) % 5, cards_of_mask(m.hands[(m.turn + 1) % 5])[0]),
     "R15"),
])
def test_bidding_bad_actions_are_named_errors_that_change_nothing(kind: str, bad: Any,
                                                                  rule: str) -> None:
    for match in bidding_positions()[kind]:
        action = bad(match)
        before = snapshot(match)
        with pytest.raises(IllegalAction) as caught:
            match.apply(action)
        assert caught.value.rule == rule and snapshot(match) == before


@pytest.mark.parametrize("value", [-1, 53, None, "AH", True, 2.0])
def test_bidding_non_cards_are_record_errors(value: Any) -> None:
    for match in bidding_positions()["adjutant"]:
        before = snapshot(match)
        with pytest.raises(RecordError):
            match.apply(NameAdjutant(match.to_act()[0], value))
        assert snapshot(match) == before


def cards_of_mask(mask: int) -> list[int]:
    return [c for c in range(53) if mask >> c & 1]


def first_not_held(match: Match) -> int:
    return next(c for c in range(53) if not match.hands[match.to_act()[0]] >> c & 1)


# ---- the bidding game's other forms (docs/rules.md section 12) -----------------------------------

OTHER_FORMS = ((5, False), (3, True), (3, False))
"""``(players, auction)`` of the forms of B15–B18 (section 11's own is above)."""
FORM_KINDS = ("deal", "bid", "discard", "trump", "lead_a_trick", "follow", "over")


@functools.cache
def form_positions() -> dict[str, tuple[Match, ...]]:
    """Matches of the three other forms stopped in every phase, under both ``joker_lead``."""
    found: dict[str, list[Match]] = {kind: [] for kind in FORM_KINDS}
    for seed in range(45):
        rng = random.Random(seed)
        seats, auction = OTHER_FORMS[seed % len(OTHER_FORMS)]
        rules = RuleSet.preset_named("bidding", rounds=2, players=seats, auction=auction,
                                     joker_lead=("trump", "free")[seed // 3 % 2])
        match = Match(rules, tuple("ABCDE"[:seats]), seed % seats)
        while True:
            kind = "follow" if match.phase is Phase.PLAY and match.trick else (
                "lead_a_trick" if match.phase is Phase.PLAY else match.phase.value)
            if len(found[kind]) < PER_KIND and rng.random() < 0.3:
                found[kind].append(match.copy())
            if match.finished:
                break
            step(match, [RandomPlayer()] * seats, rng)
    missing = [kind for kind, matches in found.items() if not matches]
    assert not missing, f"no position of kind {missing}"
    return {kind: tuple(matches) for kind, matches in found.items()}


form_deals = st.builds(lambda seed, form: shuffled_deal(random.Random(seed), bidding_form(*form)),
                       st.integers(), st.sampled_from(((5, True), *OTHER_FORMS)))


@st.composite
def form_actions(draw: st.DrawFn, match: Match) -> Any:
    """``bidding_actions``, and a trump call or a deal of any form by anyone."""
    how = draw(st.sampled_from(["bidding", "trump", "deal"]))
    if how == "trump":
        return draw(st.builds(NameTrump, players, suits))
    if how == "deal":
        return draw(form_deals)
    return draw(bidding_actions(match))


@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_other_forms_apply_refuses_without_change_and_keeps_what_it_accepts(
        data: st.DataObject) -> None:
    kind = data.draw(st.sampled_from(FORM_KINDS), label="kind")
    match = data.draw(st.sampled_from(form_positions()[kind]), label="position").copy()
    action = data.draw(form_actions(match), label="action")
    refuses_without_change_or_keeps(kind, match, action)


@pytest.mark.parametrize(("kind", "bad", "rule"), [
    ("discard", lambda m: Discard(m.taisho, tuple(cards_of_mask(m.hands[m.taisho])[:3])), "B16"),
    ("discard", lambda m: Discard(m.taisho, (cards_of_mask(m.hands[m.taisho])[0],
                                             first_not_held(m))), "B16"),
    ("discard", lambda m: NameAdjutant(m.taisho, 0), "R15"),
    ("trump", lambda m: NameTrump(m.game.next_seat(m.to_act()[0]), 0), "R15"),
    ("trump", lambda m: Pass(m.to_act()[0]), "R15"),
    ("trump", lambda m: Bid(m.to_act()[0], 13, 0), "R15"),
    ("trump", lambda m: Discard(m.to_act()[0], ()), "R15"),
    ("lead_a_trick", lambda m: NameTrump(m.turn, 0), "R15"),
    ("follow", lambda m: Play(m.game.next_seat(m.turn),
                              cards_of_mask(m.hands[m.game.next_seat(m.turn)])[0]), "R15"),
])
def test_other_forms_bad_actions_are_named_errors_that_change_nothing(kind: str, bad: Any,
                                                                      rule: str) -> None:
    for match in form_positions()[kind]:
        action = bad(match)
        before = snapshot(match)
        with pytest.raises(IllegalAction) as caught:
            match.apply(action)
        assert caught.value.rule == rule and snapshot(match) == before


def test_other_forms_players_off_the_table_are_record_errors() -> None:
    for match in form_positions()["follow"]:
        if match.seat_count == 3:
            before = snapshot(match)
            for player in (3, 4, -1):
                with pytest.raises(RecordError):
                    match.apply(Play(player, cards_of_mask(match.hands[match.turn])[0]))
            assert snapshot(match) == before
