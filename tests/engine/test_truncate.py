"""``Match.truncate``: a match cut back to its first actions is the match those actions make.

Take-back cuts the deal in play; the cut must be exactly what replaying the
record's first actions gives (every field, the trick in play included), and
it must not replay the earlier deals to get there.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Action
from engine.match import Match, Phase
from engine.players import RandomPlayer, step
from engine.record import dumps, load
from engine.rules import RuleSet
from tests.hypothesis_profiles import scaled

from .test_apply_never_corrupts import snapshot
from .test_properties import rule_sets

bidding_rules = st.builds(RuleSet.preset_named, st.just("bidding"), rounds=st.integers(1, 3),
                          joker_lead=st.sampled_from(["trump", "free"]))


def random_match(rules: RuleSet, seed: int | random.Random) -> Match:
    """A match played at random to a random point (maybe its end). ``seed`` may be a
    generator drawn by Hypothesis (``st.randoms``): a failure then shrinks to few actions,
    the deck in order and the first legal moves."""
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    match = Match(rules, ("P0", "P1", "P2", "P3", "P4"), rng.randrange(5))
    for _ in range(rng.randrange(400)):
        if match.finished:
            break
        step(match, [RandomPlayer()] * 5, rng)
    return match


def replayed(match: Match, n_actions: int) -> Match:
    """The match the first ``n_actions`` of ``match``'s record make, applied one by one."""
    fresh = Match(match.rules, match.names, match.first_dealer)
    actions: list[Action] = [a for deal, made in match.history for a in (deal, *made)]
    for action in actions[:n_actions]:
        fresh.apply(action)
    return fresh


@settings(max_examples=scaled(150), deadline=None)
@given(rng=st.randoms(use_true_random=False), rules=st.one_of(rule_sets, bidding_rules),
       cut=st.floats(0, 1))
def test_a_cut_match_is_the_match_its_first_actions_make(rng: random.Random, rules: RuleSet,
                                                         cut: float) -> None:
    match = random_match(rules, rng)
    before = snapshot(match)
    n_actions = int(cut * match.action_count)
    cut_match = match.copy()
    cut_match.truncate(n_actions)
    assert snapshot(cut_match) == snapshot(replayed(match, n_actions))
    assert cut_match.action_count == n_actions
    assert snapshot(match) == before  # the copy was cut, not the match
    assert dumps(load(dumps(cut_match))) == dumps(cut_match)


@settings(max_examples=scaled(60), deadline=None)
@given(rng=st.randoms(use_true_random=False), rules=st.one_of(rule_sets, bidding_rules))
def test_a_cut_inside_the_deal_in_play_applies_only_that_deals_actions(rng: random.Random,
                                                                      rules: RuleSet) -> None:
    match = random_match(rules, rng)
    if not match.history or match.phase in (Phase.DEAL, Phase.OVER) or not match.history[-1][1]:
        return  # no deal in play, or nothing of it to cut
    decisions = match.history[-1][1]
    deal_start = match.action_count - 1 - len(decisions)
    n_actions = deal_start + 1 + len(decisions) // 2
    expected = snapshot(replayed(match, n_actions))
    applied: list[Action] = []
    real_apply = Match.apply

    def counting_apply(self: Match, action: Action) -> object:
        applied.append(action)
        return real_apply(self, action)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Match, "apply", counting_apply)
        match.truncate(n_actions)
    assert applied == [match.history[-1][0], *decisions[:len(decisions) // 2]]
    assert snapshot(match) == expected


def test_a_cut_to_nothing_or_to_everything() -> None:
    match = random_match(RuleSet(), 7)
    total = match.action_count
    whole = match.copy()
    whole.truncate(total)
    assert snapshot(whole) == snapshot(match)
    empty = match.copy()
    empty.truncate(0)
    assert snapshot(empty) == snapshot(Match(RuleSet(), match.names, match.first_dealer))


@pytest.mark.parametrize("n_actions", [-1, 10**6, 1.5, True])
def test_a_cut_beyond_the_record_is_refused(n_actions: object) -> None:
    match = random_match(RuleSet(), 3)
    before = snapshot(match)
    with pytest.raises(ValueError):
        match.truncate(n_actions)  # type: ignore[arg-type]
    assert snapshot(match) == before
