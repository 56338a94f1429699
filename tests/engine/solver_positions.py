"""Positions for testing the open-hand solver, and a deliberately plain minimax to check it."""

from __future__ import annotations

import random
from collections.abc import Mapping

from engine.cards import DECK_SIZE, FACE_CARDS, JOKER, cards_of
from engine.tricks import KANKEI, TrickPlay


def dealt_at_random(rng: random.Random, deal: int) -> TrickPlay:
    """Deal ``deal`` dealt at random: hands of ten, two kankei players, the seating order, the
    trump and the leader drawn from ``rng``; the targets out of reach (99)."""
    deck = list(range(DECK_SIZE))
    rng.shuffle(deck)
    hands = [sum(1 << c for c in deck[i:i + 10]) for i in range(0, 50, 10)]
    side = [KANKEI, KANKEI, 1, 1, 1]
    rng.shuffle(side)
    order = list(range(5))
    rng.shuffle(order)
    next_of = [0] * 5
    for i, player in enumerate(order):
        next_of[player] = order[(i + 1) % 5]
    trump = rng.randrange(4)
    return TrickPlay(hands, trump, side, next_of, (99, 99), deal, rng.randrange(5))


def random_position(rng: random.Random, tricks_left: int, deal: int) -> TrickPlay:
    """A position of deal ``deal`` with ``tricks_left`` tricks to go (some cards of the next
    trick possibly played), its faces shared out at random between the sides.

    Some positions are around a sukonku (one side has every face taken so far, and may
    have called jūroku already) so that the jūroku paths (R24) are searched.
    """
    tp = dealt_at_random(rng, deal)
    trump, side, next_of = tp.trump, tp.side, tp.next_of
    while tp.trick_no <= 10 - tricks_left:
        _random_card(tp, rng)
    targets = {1: (rng.choice((8, 9)), 0), 2: (8, 9), 3: (9, 8)}[deal]
    kankei_target = targets[0]
    mukankei_target = targets[1] or 17 - kankei_target
    taken = 16 - sum((h & FACE_CARDS).bit_count() for h in tp.hands)
    state = TrickPlay(tp.hands[:], trump, side, next_of, (kankei_target, mukankei_target),
                      deal, tp.leader)
    state.trick_no = tp.trick_no
    state.played = tp.played
    if taken == 16:  # every face card is out: the deal would have ended
        return random_position(rng, tricks_left, deal)
    kind = rng.random()
    if kind < 0.3:
        fk, fm = taken, 0
    elif kind < 0.45:
        fk, fm = 0, taken
    else:
        fk = rng.randint(0, taken)
        fm = taken - fk
    if deal > 1 and fm == 0 and fk >= kankei_target:
        state.juroku_caller = next(p for p in range(5) if side[p] == KANKEI)
    elif deal > 1 and fk == 0 and fm >= mukankei_target:
        state.juroku_caller = next(p for p in range(5) if side[p] != KANKEI)
    elif fk >= kankei_target or fm >= mukankei_target:
        fk, fm = min(fk, kankei_target - 1), min(fm, mukankei_target - 1)
        if fk + fm < taken:  # cannot share them out without an end: a plain split
            return random_position(rng, tricks_left, deal)
    state.faces = [fk, fm]
    for _ in range(rng.randrange(5)):
        if state.result is not None or state.juroku_decider >= 0:
            break
        _random_card(state, rng)
    return state


def _random_card(tp: TrickPlay, rng: random.Random) -> None:
    cards = cards_of(tp.legal())
    card = rng.choice(cards)
    tp.play(card, rng.randrange(4) if card == JOKER and not tp.trick_cards else -1)


def plain_minimax(tp: TrickPlay, values: Mapping[str, float],
                  memo: dict[tuple[object, ...], float] | None = None) -> float:
    """The value for Kankei by trying every legal decision (jūroku calls included).

    Nothing clever: every card of every hand is tried; only whole positions at
    a trick's start are remembered (``memo``), to keep four tricks affordable.
    """
    if tp.result is not None:
        return float(values[tp.result])
    memo = {} if memo is None else memo
    key: tuple[object, ...] | None = None
    if not tp.trick_cards and tp.juroku_decider < 0:
        key = (tuple(tp.hands), tp.turn, tuple(tp.faces), tp.juroku_caller, tp.trick_no)
        if key in memo:
            return memo[key]
    children = []
    if tp.juroku_decider >= 0:
        player = tp.juroku_decider
        for call in (True, False):
            child = tp.copy()
            child.decide_juroku(call)
            children.append(child)
    else:
        player = tp.turn
        for card in cards_of(tp.legal()):
            for suit in (range(4) if card == JOKER and not tp.trick_cards else (-1,)):
                child = tp.copy()
                child.play(card, suit)
                children.append(child)
    found = [plain_minimax(child, values, memo) for child in children]
    value = max(found) if tp.side[player] == KANKEI else min(found)
    if key is not None:
        memo[key] = value
    return value
