"""The naive yardstick of ``benchmarks/engine_speed.py`` plays the rules the engine plays.

``benchmarks/naive_rules.py`` is written from ``docs/rules.md`` alone; here its
legal cards (R16, R17) and trick winners (R19) are checked against the engine's
on random deals, and its deals end as R22 and R23 say.
"""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path
from types import ModuleType

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Play
from engine.cards import SUIT_LETTERS, card_code, cards_of
from engine.match import Phase
from engine.observe import observe
from engine.players import RandomPlayer, step
from tests.hypothesis_profiles import scaled

from .helpers import new_match


def _naive() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "naive_rules.py"
    spec = importlib.util.spec_from_file_location("naive_rules", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


naive = _naive()


@settings(max_examples=scaled(30), deadline=None)
# the deal and every card are drawn by Hypothesis (``st.randoms``): a failure shrinks to
# the deck in order and the first legal cards
@given(rng=st.randoms(use_true_random=False))
def test_R16_R17_R19_the_naive_rules_agree_with_the_engine(rng: random.Random) -> None:
    match = new_match()
    while match.phase is not Phase.PLAY:
        step(match, [RandomPlayer()] * 5, rng)
    trump = observe(match, 0).trump
    assert trump is not None
    naive.TRUMP = SUIT_LETTERS[trump]
    try:
        while match.phase is Phase.PLAY:
            view = observe(match, match.turn)
            hand = [card_code(c) for c in cards_of(view.hand)]
            trick = [(p, card_code(c)) for p, c in view.trick]
            led = None if view.led_suit is None else SUIT_LETTERS[view.led_suit]
            legal = naive.legal_cards(hand, trick, led, view.trick_no)
            assert sorted(legal) == sorted(card_code(c) for c in cards_of(view.legal))
            card = rng.choice(cards_of(view.legal))
            suit = rng.randrange(4) if card_code(card) == "JOKER" and not trick else None
            tricks_before = len(view.tricks)
            match.apply(Play(match.turn, card, suit))
            after = observe(match, 0)
            if len(after.tricks) > tricks_before:
                done = after.tricks[-1]
                cards = [(p, card_code(c)) for p, c in done.plays]
                assert naive.winner_of(cards, SUIT_LETTERS[done.led_suit]) == done.winner
    finally:
        naive.TRUMP = "C"


def test_R22_R23_every_naive_deal_ends_with_one_side_at_its_target() -> None:
    rng = random.Random(7)
    results = {naive.play_random_deal(rng) for _ in range(300)}
    assert results <= {"kankei_win", "sukonku", "mukankei_win", "reverse_sukonku"}
    assert {"kankei_win", "mukankei_win"} <= results
