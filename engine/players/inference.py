"""Reading the table: how well a deal of the hidden cards explains the play so far.

The strong player deals the hidden cards consistently with the rules
(``sampling.sample_hands``), then weighs each deal by how likely the other
players' decisions so far would have been had the cards lain that way. The
model of how players choose is the ``normal`` player: a player makes the
normal player's decision, except with chance ``miss``, spread evenly over
their other choices. Each modelled player reads only what its own seat would
know (its hand, the play, the voids shown, the key cards announced in deal 1
(R11), and for the kime-yaku chooser the cards shown (R26)).

The decisions read: every card the others played in this deal — the leads,
following low or not, tsukeru or not, cutting, the joker — and the iku/koi
call (R14: between CPUs the ace holder calls), the cards shown in kime-yaku
(seen by the chooser only) and the trump named (R26).

Everything here is a function of the view and the dealt hands: deterministic.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..cards import JOKER, CardSet, mask_of
from ..observe import SeatView
from ..tricks import TrickPlay
from .heuristic import lead_call_of, show_cards_of, trump_choice_of
from .policy import choose_play
from .sampling import SeatKnowledge, sides_of

MISS = 0.2
"""The model's chance that a player does not make the normal player's decision."""

SHOW_CHOICES = 10
"""How many ways of showing cards the model spreads a miss over (R26)."""

Play = tuple[int, int, int]
"""A card played this deal: (player, card, suit named with a joker lead or -1)."""


def plays_of(view: SeatView) -> list[Play]:
    """Every card played in this deal so far, in order (with the suit named on a joker lead)."""
    plays: list[Play] = []
    tricks = [(trick.plays, trick.led_suit) for trick in view.tricks]
    if view.trick:
        assert view.led_suit is not None
        tricks.append((view.trick, view.led_suit))
    for trick_plays, led in tricks:
        for i, (player, card) in enumerate(trick_plays):
            plays.append((player, card, led if i == 0 and card == JOKER else -1))
    return plays


def starting_hands(view: SeatView, hands: Sequence[CardSet]) -> list[CardSet]:
    """The hands at the first lead of this deal, given the hands now."""
    start = list(hands)
    for player, card, _ in plays_of(view):
        start[player] |= 1 << card
    return start


def log_likelihood(view: SeatView, hands: Sequence[CardSet], miss: float = MISS) -> float:
    """The log of how likely the others' decisions this deal are on the deal ``hands``.

    ``hands`` are the hands now (the seat's own and dealt ones). Only the
    differences between deals matter: a decision every deal explains alike
    adds the same to each.
    """
    me = view.player
    start = starting_hands(view, hands)
    hit, missed = math.log(1 - miss), math.log(miss)
    log = 0.0
    shown = mask_of(view.shown)
    if view.deal == 1:
        log += _lead_call(view, start, hit, missed)
    else:
        shown, more = _kime_yaku(view, start, hit, missed)
        log += more
    plays = plays_of(view)
    if not plays:
        return log
    assert view.trump is not None
    next_of = [view.next_of(p) for p in range(5)]
    tp = TrickPlay(start[:], view.trump, sides_of(view), next_of, view.targets, view.deal,
                   plays[0][0])
    seats = SeatKnowledge.of_view(view, shown, from_start=True)
    for player, card, suit in plays:
        if tp.juroku_decider >= 0:
            tp.decide_juroku(True)  # R24: the deal went on, so jūroku was called
        if player != me:
            legal = tp.legal()
            choices = legal.bit_count()
            if choices > 1:
                if choose_play(tp, seats.possible(tp, player), False) == (card, suit):
                    log += hit
                else:
                    log += missed - math.log(choices - 1)
        seats.saw(tp, player, card)
        tp.play(card, suit)
    return log


def _lead_call(view: SeatView, start: Sequence[CardSet], hit: float, missed: float) -> float:
    """R14: the iku/koi call of deal 1, made by the ace holder when a CPU."""
    holder = view.ace_holder
    first = view.tricks[0].plays[0][0] if view.tricks else view.trick[0][0] if view.trick else None
    if holder is None or holder == view.player or first is None or view.trump is None:
        return 0.0
    return hit if lead_call_of(start[holder], view.trump) == (first == holder) else missed


def _kime_yaku(view: SeatView, start: Sequence[CardSet], hit: float,
               missed: float) -> tuple[CardSet, float]:
    """R26: the cards shown (seen by the chooser) and the trump named; and the shown cards."""
    shower, chooser = view.shower, view.chooser
    if shower is None or chooser is None or view.trump is None:
        return 0, 0.0
    log = 0.0
    if view.shown:
        shown = mask_of(view.shown)
        if shower != view.player:
            predicted = mask_of(show_cards_of(start[shower], view.rules.shown_cards))
            log += hit if predicted == shown else missed - math.log(SHOW_CHOICES - 1)
    else:
        shown = mask_of(show_cards_of(start[shower], view.rules.shown_cards))
    if chooser != view.player:
        log += hit if trump_choice_of(start[chooser], shown) == view.trump else \
            missed - math.log(3)
    return shown, log


__all__ = ["MISS", "log_likelihood", "plays_of", "starting_hands"]
