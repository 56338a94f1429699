"""R10: a deal is checked the same whether the quick check or the long way decides it.

``actions.checked`` takes a whole, well-typed deal in one quick check and
sends anything in doubt the long way, which names what is wrong. Here every
deal, good or odd, gets the same answer both ways.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import actions
from engine.actions import Deal, checked
from engine.errors import RecordError
from tests.hypothesis_profiles import scaled


def long_way(deal: Deal) -> object:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(actions, "_is_whole_deck", lambda hands: False)
        return answer(deal)


def answer(deal: Deal) -> object:
    try:
        return checked(deal)
    except RecordError as error:
        return ("RecordError", str(error))


ODD_CARDS = st.sampled_from([True, False, -1, 50, 52, 1.0, "AC", None, 10**30])


@settings(max_examples=scaled(300), deadline=None)
# the shuffle and the places changed are drawn by Hypothesis (``st.randoms``): a failure
# shrinks to the deck in order and the first hand, with the kind of change that breaks it
@given(rng=st.randoms(use_true_random=False), change=st.integers(0, 7), odd=ODD_CARDS)
def test_R10_the_quick_check_and_the_long_way_agree(rng: random.Random, change: int,
                                                    odd: object) -> None:
    deck: list[object] = list(range(50))
    rng.shuffle(deck)
    hands: list[object] = [tuple(deck[i:i + 10]) for i in range(0, 50, 10)]
    where = rng.randrange(5)
    if change == 1:  # a card replaced by an odd value
        hand = list(hands[where])  # type: ignore[call-overload]
        hand[rng.randrange(10)] = odd
        hands[where] = tuple(hand)
    elif change == 2:  # a card twice
        hand = list(hands[where])  # type: ignore[call-overload]
        hand[0] = hands[(where + 1) % 5][0]  # type: ignore[index]
        hands[where] = tuple(hand)
    elif change == 3:  # a hand as a list
        hands[where] = list(hands[where])  # type: ignore[call-overload]
    elif change == 4:  # a hand short of a card, another with eleven
        other = (where + 1) % 5
        hands[other] = (*hands[other], hands[where][-1])  # type: ignore[index, misc]
        hands[where] = hands[where][:-1]  # type: ignore[index]
    elif change == 5:  # four hands
        hands = hands[:4]
    elif change == 6:  # the hands as a list
        deal = Deal(hands)  # type: ignore[arg-type]
        assert answer(deal) == long_way(deal)
        return
    elif change == 7:  # a hand that is no tuple
        hands[where] = odd
    deal = Deal(tuple(hands))  # type: ignore[arg-type]
    quick = answer(deal)
    assert quick == long_way(deal)
    if change == 0:
        assert quick == deal
