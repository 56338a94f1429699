"""Builders for hand-made deals and positions in the engine tests."""

from __future__ import annotations

from collections.abc import Sequence

from engine.actions import Deal, LeadCall, Play
from engine.cards import DECK_SIZE, JOKER, cards_of, parse_card
from engine.match import Match, Phase
from engine.rules import RuleSet


def cards(codes: str) -> list[int]:
    """Cards from space-separated codes: ``cards("AC 10H JOKER")``."""
    return [parse_card(code) for code in codes.split()]


def deal_of(*hands: str) -> Deal:
    """A deal from up to five space-separated hands; the unnamed cards fill the others.

    Missing cards go, in deck order, to the players with fewer than ten.
    """
    given = [cards(hand) for hand in hands] + [[] for _ in range(5 - len(hands))]
    used = {c for hand in given for c in hand}
    spare = iter(c for c in range(DECK_SIZE) if c not in used)
    full = [sorted(hand + [next(spare) for _ in range(10 - len(hand))]) for hand in given]
    return Deal(tuple(tuple(hand) for hand in full))


def new_match(rules: RuleSet | None = None, first_dealer: int = 0) -> Match:
    return Match(rules or RuleSet(), ("P0", "P1", "P2", "P3", "P4"), first_dealer)


def play_first_legal(match: Match, until: Phase | None = None) -> None:
    """Play the first legal card (a joker lead names clubs) until the phase changes."""
    while match.phase is Phase.PLAY:
        legal = cards_of(match.legal_mask())
        card = legal[0]
        match.apply(Play(match.turn, card, 0 if card == JOKER else None))
        if until is not None and match.phase is until:
            return


def start_play(match: Match, deal: Deal, caller: int | None = None, iku: bool = True) -> None:
    """Deal and, in deal 1, let ``caller`` (default: the first Kankei) say iku or koi."""
    match.apply(deal)
    if match.phase is Phase.LEAD:
        match.apply(LeadCall(match.kankei[0] if caller is None else caller, iku))


def plays(match: Match, codes: Sequence[str]) -> None:
    """Play these cards in turn order, whoever is to play."""
    for code in codes:
        card = parse_card(code)
        match.apply(Play(match.turn, card))
