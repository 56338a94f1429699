"""What ``Match.apply`` reports happened, in order, for the table to animate.

Events carry the whole truth (the hands dealt, the cards swapped in a
nijū-kan); a screen shows each seat only what that seat may see (R20).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import SUIT_LETTERS, Card, CardSet, Suit
from .scoring import Outcome


@dataclass(frozen=True, slots=True)
class DealResult:
    """How one deal ended: the entries of ``python -m engine replay``'s ``deals`` list."""

    round: int
    deal: int
    trump: Suit
    kankei: tuple[int, ...]
    seats: tuple[int, ...]
    tricks: int
    kankei_faces: int
    mukankei_faces: int
    result: Outcome
    points: tuple[int, ...]

    @property
    def returns(self) -> tuple[int, ...]:
        """What the deal gave each player, by player id: a vector over the players, as
        OpenSpiel's ``Returns()`` (the same numbers as ``points``). Sides, where a game has
        them, are a layer over it (``kankei``, ``won_by``)."""
        return self.points

    def won_by(self, player: int) -> bool:
        """Whether ``player``'s side won the deal (``Outcome.kankei_won`` for Kankei, every
        other result for Mukankei; in the bidding game the taisho's side when the bid was
        made, the defenders when it was set, B12)."""
        return self.result.kankei_won == (player in self.kankei)

    def to_json(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "deal": self.deal,
            "trump": SUIT_LETTERS[self.trump],
            "kankei": list(self.kankei),
            "seats": list(self.seats),
            "tricks": self.tricks,
            "face_cards": {"kankei": self.kankei_faces, "mukankei": self.mukankei_faces},
            "result": self.result.value,
            "points": list(self.points),
        }


@dataclass(frozen=True, slots=True)
class HandsDealt:
    """A deal began: ``hands[i]`` is player i's ten cards; ``trump`` is set in deal 1 (R9)."""

    round: int
    deal: int
    dealer: int
    hands: tuple[CardSet, ...]
    trump: Suit | None


@dataclass(frozen=True, slots=True)
class NijukanFound:
    """R13: ``holder`` was dealt both key cards."""

    holder: int
    middle: int
    partner: int
    redeal: bool


@dataclass(frozen=True, slots=True)
class NijukanSwapped:
    """R13 swap: ``key`` went from holder to partner and ``card`` the other way (secret)."""

    middle: int
    holder: int
    partner: int
    key: Card
    card: Card


@dataclass(frozen=True, slots=True)
class KankeiAnnounced:
    """R11: the trump-ace holder and the joker holder are Kankei."""

    ace_holder: int
    joker_holder: int


@dataclass(frozen=True, slots=True)
class SeatsSwapped:
    """R12: ``moved`` (the Kankei on the right) and ``neighbour`` changed seats."""

    moved: int
    neighbour: int
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class LeaderChosen:
    """R14: ``caller`` said iku or koi; ``leader`` leads trick 1."""

    caller: int
    iku: bool
    leader: int


@dataclass(frozen=True, slots=True)
class CardsShown:
    """R26: ``shower`` showed ``cards`` face down to ``chooser`` only."""

    shower: int
    chooser: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class TrumpNamed:
    """R26: the chooser named the trump suit and leads trick 1."""

    player: int
    suit: Suit


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """R15: ``card`` was played to trick ``trick``; ``suit`` is the suit named with a joker lead.

    ``led_suit`` is the suit led to that trick (R16: its first card's, or the suit named with
    a joker lead); None when the lead asks for no suit (the bidding game's free joker, B9).
    """

    player: int
    card: Card
    trick: int
    suit: Suit | None
    led_suit: Suit | None = None


@dataclass(frozen=True, slots=True)
class TrickWon:
    """R19: ``winner`` took trick ``trick``; ``faces`` are its face cards, now that side's."""

    trick: int
    winner: int
    plays: tuple[tuple[int, Card], ...]
    faces: CardSet
    kankei_faces: int
    mukankei_faces: int


@dataclass(frozen=True, slots=True)
class JurokuCalled:
    """R24: ``player`` called (or declined) jūroku; ``reverse`` for the Mukankei's call."""

    player: int
    call: bool
    reverse: bool


@dataclass(frozen=True, slots=True)
class DealEnded:
    """A deal ended with ``result`` (a redeal included)."""

    result: DealResult


@dataclass(frozen=True, slots=True)
class RoundEnded:
    """Round ``round`` ended; ``scores`` are the match totals so far."""

    round: int
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MatchEnded:
    """The last round ended (R28)."""

    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class BidMade:
    """B6: ``player`` bid ``count`` with ``suit`` as trump, or passed (``count`` None)."""

    player: int
    count: int | None
    suit: Suit | None


@dataclass(frozen=True, slots=True)
class KitsuneTaken:
    """B7: the auction ended; ``taisho`` takes the kitsune (``cards``, seen by the taisho only)."""

    taisho: int
    bid: int
    trump: Suit
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CardsLaidDown:
    """B7: the taisho laid three cards face down (``cards``, seen by the taisho only)."""

    taisho: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class AdjutantNamed:
    """B8: the taisho named ``card``; its holder (secret) is the adjutant."""

    taisho: int
    card: Card


Event = (HandsDealt | NijukanFound | NijukanSwapped | KankeiAnnounced | SeatsSwapped
         | LeaderChosen | CardsShown | TrumpNamed | CardPlayed | TrickWon | JurokuCalled
         | DealEnded | RoundEnded | MatchEnded | BidMade | KitsuneTaken | CardsLaidDown
         | AdjutantNamed)
