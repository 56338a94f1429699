"""What one seat may know (R20): the view CPU players and the table are given.

A ``SeatView`` holds the player's own hand, everything played in public, the
teams once announced, and what was shown or handed to this player alone (the
kime-yaku cards, R26; the card that moved in a nijū-kan swap, R13). It never
holds another player's hidden cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import JOKER_BIT, Card, CardSet, Suit, ace_of, mask_of
from .events import DealResult
from .match import Match, Phase, Trick
from .rules import RuleSet


@dataclass(frozen=True)
class SeatView:
    """One player's knowledge of the match at a moment."""

    player: int
    rules: RuleSet
    names: tuple[str, ...]
    round: int
    deal: int
    dealer: int
    phase: Phase
    to_act: tuple[int, ...]
    seats: tuple[int, ...]
    hand: CardSet
    hand_sizes: tuple[int, ...]
    trump: Suit | None
    kankei: tuple[int, ...]
    ace_holder: int | None
    joker_holder: int | None
    nijukan: tuple[int, int, int] | None
    trick_no: int
    trick: tuple[tuple[int, Card], ...]
    led_suit: Suit | None
    tricks: tuple[Trick, ...]
    faces: tuple[int, int]
    targets: tuple[int, int]
    won: tuple[CardSet, ...]
    played: CardSet
    shown: tuple[Card, ...]
    known: tuple[CardSet, ...]
    juroku_caller: int | None
    legal: CardSet
    scores: tuple[int, ...]
    round_points: tuple[int, ...]
    results: tuple[DealResult, ...]

    @property
    def is_kankei(self) -> bool:
        """Whether this player is Kankei this round (False before the announcement)."""
        return self.player in self.kankei

    @property
    def shower(self) -> int | None:
        """R26: who shows cards in this deal's kime-yaku (deals 2 and 3), else None."""
        return self.ace_holder if self.deal == 2 else self.joker_holder if self.deal == 3 else None

    @property
    def chooser(self) -> int | None:
        """R26: who names trump and leads in this deal (deals 2 and 3), else None."""
        return self.joker_holder if self.deal == 2 else self.ace_holder if self.deal == 3 else None

    def next_of(self, player: int) -> int:
        """The player on ``player``'s right, who plays after them (R5)."""
        return self.seats[(self.seats.index(player) + 1) % 5]


def observe(match: Match, player: int) -> SeatView:
    """What ``player`` may know of ``match`` now."""
    sees_shown = player in (_shower(match), _chooser(match)) and match.deal > 1
    return SeatView(
        player=player,
        rules=match.rules,
        names=match.names,
        round=match.round,
        deal=match.deal,
        dealer=match.dealer,
        phase=match.phase,
        to_act=match.to_act(),
        seats=tuple(match.seats),
        hand=match.hands[player],
        hand_sizes=tuple(hand.bit_count() for hand in match.hands),
        trump=match.trump,
        kankei=match.kankei,
        ace_holder=match.ace_holder,
        joker_holder=match.joker_holder,
        nijukan=match.nijukan,
        trick_no=match.trick_no,
        trick=tuple(match.trick),
        led_suit=match.led_suit,
        tricks=tuple(match.tricks),
        faces=match.faces,
        targets=match.targets(),
        won=tuple(match.won),
        played=match.played,
        shown=match.shown if sees_shown else (),
        known=_known(match, player),
        juroku_caller=match.juroku_caller,
        legal=match.legal_mask(player),
        scores=tuple(match.scores),
        round_points=tuple(match.round_points),
        results=tuple(match.results),
    )


def _shower(match: Match) -> int | None:
    return match.shower if match.deal > 1 and match.ace_holder is not None else None


def _chooser(match: Match) -> int | None:
    return match.chooser if match.deal > 1 and match.ace_holder is not None else None


def _known(match: Match, player: int) -> tuple[CardSet, ...]:
    """Cards ``player`` knows to be in each hand: their own, and those R11, R13, R26 reveal."""
    known = [0] * 5
    known[player] = match.hands[player]
    unplayed = ~match.played
    if match.deal == 1 and match.trump is not None and match.ace_holder is not None:
        assert match.joker_holder is not None
        known[match.ace_holder] |= (1 << ace_of(match.trump)) & unplayed
        known[match.joker_holder] |= JOKER_BIT & unplayed
    if match.nijukan is not None and match.nijukan_swap is not None:
        holder, _, partner = match.nijukan
        key, card = match.nijukan_swap
        if player == partner:
            known[holder] |= (1 << card) & unplayed
        if player == holder:
            known[partner] |= (1 << key) & unplayed
    if match.shown and player == _chooser(match):
        shower = _shower(match)
        assert shower is not None
        known[shower] |= mask_of(match.shown) & unplayed
    for p in range(5):
        known[p] &= match.hands[p]  # never more than the truth: cards move only by play
    return tuple(known)


__all__ = ["SeatView", "observe"]
