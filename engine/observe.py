"""What one seat may know (R20): the view CPU players and the table are given.

A ``SeatView`` holds the player's own hand, everything played in public, the
teams once announced, and what was shown or handed to this player alone (the
kime-yaku cards, R26; the card that moved in a nijū-kan swap, R13). It never
holds another player's hidden cards.

In the bidding game (docs/rules.md sections 11, 12) the match says what a seat knows of
the sides (``Match.sides_known_to``, ``faces_known_to``, ``seat_extras``):
``kankei`` is the taisho's side as far as this seat knows it (the adjutant
knows itself; everyone knows it once the named card is played, B8), and
``kitsune`` and ``discards`` are the taisho's alone (B7, B16); without an
auction (B17) nobody's, ever (both stay 0), and ``caller`` names the trump.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .cards import JOKER_BIT, Card, CardSet, Suit, ace_of, mask_of
from .events import DealResult
from .match import Match, Phase, Trick, kime_yaku_roles
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
    # The bidding game's (docs/rules.md section 11); their defaults in Goninkan.
    taisho: int | None = None
    bid: int | None = None
    auction: tuple[tuple[int, int | None, Suit | None], ...] = ()
    """B6: each bid so far this deal as (player, count, suit); a pass is (player, None, None)."""
    lowest_bid: int | None = None
    """B6: the lowest count this player may bid now (None when no bid is due, or after 17)."""
    adjutant_card: Card | None = None
    adjutant: int | None = None
    """The adjutant, if this seat knows it: the adjutant itself, or all once the card is played."""
    alone: bool = False
    """Whether this seat knows the taisho plays alone: with three players every seat, from the
    auction's end (B16: no adjutant); with five the taisho only, once it named a card it holds
    or laid down (B8)."""
    kitsune: CardSet = 0
    """For the taisho once it took them: the kitsune's three cards (B7)."""
    discards: CardSet = 0
    """For the taisho: the three cards it laid down (B7; two with three players, B16)."""
    caller: int | None = None
    """Without an auction: the player who names (or named) the trump (B17)."""

    @property
    def face_counts(self) -> tuple[int, ...]:
        """The face cards each player took in tricks this deal (R3, B11), by player id."""
        return tuple(won.bit_count() for won in self.won)  # ``won`` holds face cards only

    @property
    def is_kankei(self) -> bool:
        """Whether this player is Kankei this round (False before the announcement)."""
        return self.player in self.kankei

    @property
    def shower(self) -> int | None:
        """R26: who shows cards in this deal's kime-yaku (deals 2 and 3), else None."""
        return kime_yaku_roles(self.deal, self.ace_holder, self.joker_holder)[0]

    @property
    def chooser(self) -> int | None:
        """R26: who names trump and leads in this deal (deals 2 and 3), else None."""
        return kime_yaku_roles(self.deal, self.ace_holder, self.joker_holder)[1]

    @property
    def yama(self) -> int:
        """R19: how many cards lie face down on the yama: the finished tricks' cards that
        are not face cards (each trick's face cards went to its winner's ``won``)."""
        return (sum(len(trick.plays) for trick in self.tricks)
                - sum(won.bit_count() for won in self.won))

    def next_of(self, player: int) -> int:
        """The player on ``player``'s right, who plays after them (R5)."""
        return self.seats[(self.seats.index(player) + 1) % len(self.seats)]


def observe(match: Match, player: int) -> SeatView:
    """What ``player`` may know of ``match`` now."""
    shower, chooser = kime_yaku_roles(match.deal, match.ace_holder, match.joker_holder)
    sees_shown = player in (shower, chooser) and match.deal > 1
    view = SeatView(
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
        kankei=match.sides_known_to(player),
        ace_holder=match.ace_holder,
        joker_holder=match.joker_holder,
        nijukan=match.nijukan,
        trick_no=match.trick_no,
        trick=tuple(match.trick),
        led_suit=match.led_suit,
        tricks=tuple(match.tricks),
        faces=match.faces_known_to(player),
        targets=match.targets(),
        won=tuple(match.won),
        played=match.played,
        shown=match.shown if sees_shown else (),
        known=_known(match, player, shower, chooser),
        juroku_caller=match.juroku_caller,
        legal=match.legal_mask(player),
        scores=tuple(match.scores),
        round_points=tuple(match.round_points),
        results=tuple(match.results),
    )
    extras = match.seat_extras(player)
    return replace(view, **extras) if extras else view


def _known(match: Match, player: int, shower: int | None,
           chooser: int | None) -> tuple[CardSet, ...]:
    """Cards ``player`` knows to be in each hand: their own, and those R11, R13, R26 reveal
    (``shower`` and ``chooser``: ``kime_yaku_roles`` of this deal)."""
    known = [0] * match.seat_count
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
    if match.shown and player == chooser and shower is not None:
        known[shower] |= mask_of(match.shown) & unplayed
    for p in range(match.seat_count):
        known[p] &= match.hands[p]  # never more than the truth: cards move only by play
    return tuple(known)


__all__ = ["SeatView", "observe"]
