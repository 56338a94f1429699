"""The bidding game (docs/rules.md section 11) as a ``Match``: the auction, the kitsune, the
adjutant, B13's scores.

``BiddingMatch`` is the ``Match`` that ``Match(rules, …)`` makes when
``rules.game`` is the bidding game. It keeps ``Match``'s whole interface
(``apply``, ``check``, ``copy``, ``legal_decisions``, ``to_act``, the trick
in play, ``results``, ``scores``) and overrides only where the game differs:

- the phases before trick play (``bid``, ``discard``, ``adjutant``) and the
  deal's end (ten tricks, B12; points B13; a redeal after five passes, B6);
- the sides: the taisho's side takes the place of Kankei (``kankei``,
  ``faces[0]``, ``Outcome.KANKEI_WIN`` for ``taisho_win``), so tournaments and
  players that count by side serve both games;
- what a seat may know of them (``sides_known_to``, ``faces_known_to``,
  ``seat_extras``), which ``observe`` asks.

The game's shape (``rules.game``: seats, hand size, kitsune, discard, whether
there is an adjutant or an auction) makes the other forms of section 12: with
three players (B15, B16) the taisho lays two cards down and names no card;
without an auction (B17, B18) the player after the dealer names the trump
(``Phase.TRUMP``) and every player counts their own face cards.

Trick play itself is ``bidding_tricks.BiddingPlay``.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from .actions import Bid, Deal, Decision, Discard, NameAdjutant, NameTrump, Pass, Play
from .bidding_tricks import DECK_SIZE, FACES, BiddingPlay
from .cards import BIDDING_DECK, SUIT_LETTERS, Card, CardSet, Suit, card_code, mask_of
from .errors import IllegalAction, RecordError
from .events import (
    AdjutantNamed,
    BidMade,
    CardsLaidDown,
    DealEnded,
    DealResult,
    Event,
    HandsDealt,
    KitsuneTaken,
    MatchEnded,
    RoundEnded,
    TrumpNamed,
)
from .games import BIDDING
from .match import Match, Phase, register_game
from .rules import JOKER_LEAD_FREE
from .scoring import Outcome

MAX_BID = 17
"""B6: a bid is at most 17, the number of face cards."""

_RESULT_NAMES = {Outcome.KANKEI_WIN: "taisho_win", Outcome.MUKANKEI_WIN: "taisho_loss",
                 Outcome.REDEAL: "redeal", Outcome.MOST_FACES: "most_faces"}


@dataclass(frozen=True, slots=True)
class BiddingDealResult(DealResult):
    """How one deal of the bidding game ended: a replay report's entry (docs/record-format.md).

    As a ``DealResult``: ``kankei`` is the taisho's side (taisho and adjutant,
    ascending), ``kankei_faces`` its face cards (the laid-down ones included),
    ``result`` ``KANKEI_WIN`` when it made the bid, ``MUKANKEI_WIN`` when not,
    ``REDEAL`` after all passed (then ``trump`` is -1 and ``taisho`` None).

    Without an auction (B17, B18) there are no sides: ``kankei`` is empty,
    ``kankei_faces`` and ``mukankei_faces`` 0, ``result`` ``MOST_FACES``;
    ``caller`` named the trump, ``face_counts`` is each player's count and
    ``winners`` the players with the most. ``points`` is always per player.
    """

    taisho: int | None
    bid: int | None
    adjutant_card: Card | None
    adjutant: int | None
    caller: int | None = None
    face_counts: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()

    def won_by(self, player: int) -> bool:
        """Whether ``player`` won the deal: its side (B12), or, without an auction, one of
        the players with the most face cards (B18)."""
        if self.result is Outcome.MOST_FACES:
            return player in self.winners
        return DealResult.won_by(self, player)

    def to_json(self) -> dict[str, Any]:
        if self.result is Outcome.MOST_FACES:
            return {
                "round": self.round,
                "deal": self.deal,
                "trump": SUIT_LETTERS[self.trump],
                "caller": self.caller,
                "tricks": self.tricks,
                "face_cards": list(self.face_counts),
                "winners": list(self.winners),
                "result": _RESULT_NAMES[self.result],
                "points": list(self.points),
            }
        return {
            "round": self.round,
            "deal": self.deal,
            "trump": SUIT_LETTERS[self.trump] if self.trump >= 0 else None,
            "taisho": self.taisho,
            "bid": self.bid,
            "adjutant_card": None if self.adjutant_card is None else card_code(self.adjutant_card),
            "adjutant": self.adjutant,
            "tricks": self.tricks,
            "face_cards": {"taisho": self.kankei_faces, "defenders": self.mukankei_faces},
            "result": _RESULT_NAMES[self.result],
            "points": list(self.points),
        }


def deal_points(taisho: int, adjutant: int | None, bid: int, made: bool,
                seats: int = BIDDING.seats) -> tuple[int, ...]:
    """B13: the taisho ±bid, the adjutant ±⌈bid/2⌉, the defenders 0 (``seats`` players)."""
    sign = 1 if made else -1
    points = [0] * seats
    points[taisho] = sign * bid
    if adjutant is not None:
        points[adjutant] = sign * -(-bid // 2)
    return tuple(points)


class BiddingMatch(Match):
    """A match of the bidding game (docs/rules.md section 11); see the module docstring."""

    FACES = FACES
    DECK_SIZE = DECK_SIZE

    def _reset_deal(self) -> None:
        super()._reset_deal()
        self.kitsune: CardSet = 0
        self.auction: list[tuple[int, int | None, Suit | None]] = []
        self.out = [False] * self.seat_count
        self.high: tuple[int, Suit, int] | None = None  # count, suit, bidder
        self.bidder = -1
        self.taisho: int | None = None
        self.bid: int | None = None
        self.discards: CardSet = 0
        self.adjutant_card: Card | None = None
        self.adjutant: int | None = None
        self.caller: int | None = None  # B17: who names the trump without an auction
        self.kankei = ()
        self.is_kankei = [False] * self.seat_count

    def copy(self) -> BiddingMatch:
        clone = super().copy()
        assert isinstance(clone, BiddingMatch)
        clone.auction = list(self.auction)
        clone.out = list(self.out)
        return clone

    # ---- what is due ---------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        if self.phase is Phase.PLAY:
            return (self.turn,)
        if self.phase is Phase.BID:
            return (self.bidder,)
        if self.phase in (Phase.DISCARD, Phase.ADJUTANT):
            assert self.taisho is not None
            return (self.taisho,)
        if self.phase is Phase.TRUMP:
            assert self.caller is not None
            return (self.caller,)
        return ()

    def targets(self) -> tuple[int, int]:
        """Face cards the taisho's side needs (the bid) and the defenders need to stop it."""
        return (self.bid, 18 - self.bid) if self.bid is not None else (0, 0)

    @property
    def faces(self) -> tuple[int, int]:
        """Face cards of the taisho's side (the laid-down ones included, B12) and the others."""
        if not self.game.sides:  # B18: no sides, each player's own count (``face_counts``)
            return 0, 0
        if self.play is None:
            return (self.discards & FACES).bit_count(), 0
        return self.play.faces[0], self.play.faces[1]

    @property
    def lowest_bid(self) -> int | None:
        """B6: the lowest count that may be bid now (replay's ``next.min``); None after 17."""
        if self.high is None:
            return self.rules.min_bid
        return self.high[0] + 1 if self.high[0] < MAX_BID else None

    def legal_decisions(self) -> list[Decision]:
        phase = self.phase
        if phase is Phase.PLAY:  # as in the Goninkan game: ``tricks.legal_plays``
            return super().legal_decisions()
        if phase is Phase.BID:
            low = self.lowest_bid
            counts = range(low, MAX_BID + 1) if low is not None else range(0)
            bids: list[Decision] = [Pass(self.bidder)]
            bids.extend(Bid(self.bidder, count, suit) for count in counts for suit in range(4))
            return bids
        if phase is Phase.DISCARD:
            assert self.taisho is not None
            hand = BIDDING_DECK.in_order(self.hands[self.taisho])
            return [Discard(self.taisho, cards)
                    for cards in combinations(hand, self.game.discards)]
        if phase is Phase.ADJUTANT:
            assert self.taisho is not None
            return [NameAdjutant(self.taisho, card) for card in BIDDING_DECK.cards]
        if phase is Phase.TRUMP:
            assert self.caller is not None
            return [NameTrump(self.caller, suit) for suit in range(len(SUIT_LETTERS))]
        return []

    # ---- applying actions ------------------------------------------------------------

    def _check_due(self, action: Decision) -> None:
        """R15: only the player whose turn it is, only with the kind of action due."""
        if self.phase is not _PHASE_OF_ACTION.get(type(action)):
            raise IllegalAction("R15", self._not_due_message(), "not_due",
                                expects=self.phase.value)
        if action.player not in self.to_act():
            raise IllegalAction("R15", "it is not your turn", "not_your_turn",
                                player=self.to_act()[0])

    def _decide(self, action: Decision) -> list[Event]:
        self._check_due(action)
        match action:
            case Bid():
                return self._bid(action)
            case Pass():
                return self._pass(action)
            case Discard():
                return self._discard(action)
            case NameAdjutant():
                return self._name(action)
            case NameTrump():
                return self._name_trump(action)
        raise AssertionError("unreachable: _check_due refused it")

    def _play(self, action: Play) -> list[Event]:
        if action.suit is not None:
            raise RecordError("suit", "a played card names no suit in the bidding game")
        return super()._play(action)

    def _deal(self, action: Deal) -> list[Event]:
        if self.phase is not Phase.DEAL:
            raise IllegalAction("R15", self._not_due_message(), "not_due",
                                expects=self.phase.value)
        self._reset_deal()
        self.hands = [mask_of(hand) for hand in action.hands]
        self.kitsune = mask_of(action.kitsune)
        if self.game.auction:
            self.bidder = self.game.next_seat(self.dealer)  # B6
            self.phase = Phase.BID
        else:
            self.caller = self.game.next_seat(self.dealer)  # B17
            self.phase = Phase.TRUMP
        return [HandsDealt(self.round, self.deal, self.dealer, tuple(self.hands), None)]

    def _bid(self, action: Bid) -> list[Event]:
        """B6: at least ``min_bid`` and the highest bid so far + 1, at most 17."""
        low = self.lowest_bid
        if low is None:
            raise IllegalAction("B6", "no bid can top 17: pass", "bid_too_low", min=None)
        if not low <= action.count <= MAX_BID:
            raise IllegalAction("B6", f"a bid must be {low}-{MAX_BID} face cards", "bid_too_low",
                                min=low)
        self.high = (action.count, action.suit, action.player)
        self.auction.append((action.player, action.count, action.suit))
        return [BidMade(action.player, action.count, action.suit), *self._next_bidder()]

    def _pass(self, action: Pass) -> list[Event]:
        """B6: a player who passes is out of this auction."""
        self.out[action.player] = True
        self.auction.append((action.player, None, None))
        return [BidMade(action.player, None, None), *self._next_bidder()]

    def _next_bidder(self) -> list[Event]:
        """B6: the next player still in; the auction's end; five passes, a redeal."""
        in_auction = [p for p in range(self.seat_count) if not self.out[p]]
        if not in_auction:
            events: list[Event] = []
            self._end_deal(Outcome.REDEAL, events)
            return list(events)
        if self.high is not None and in_auction == [self.high[2]]:
            return [self._take_kitsune()]
        player = self.bidder
        while True:
            player = self.game.next_seat(player)
            if not self.out[player]:
                self.bidder = player
                return []

    def _take_kitsune(self) -> KitsuneTaken:
        """B7: the taisho takes the kitsune into hand; the bid's suit is trump."""
        assert self.high is not None
        self.bid, self.trump, self.taisho = self.high
        self.bidder = -1
        self.hands[self.taisho] |= self.kitsune
        self.phase = Phase.DISCARD
        return KitsuneTaken(self.taisho, self.bid, self.trump,
                            tuple(BIDDING_DECK.in_order(self.kitsune)))

    def _discard(self, action: Discard) -> list[Event]:
        """B7: three different cards of the taisho's thirteen, laid face down; B16: two of
        nineteen with three players, and then play begins (no adjutant)."""
        laid = mask_of(action.cards)
        count = self.game.discards
        if (len(action.cards) != count or laid.bit_count() != count
                or laid & ~self.hands[action.player]):
            rule, words = ("B7", "three") if self.game.adjutant else ("B16", "two")
            raise IllegalAction(rule, f"lay down {words} different cards of your hand",
                                "discard_three" if self.game.adjutant else "discard_two")
        self.hands[action.player] ^= laid
        self.discards = laid
        events: list[Event] = [CardsLaidDown(action.player, action.cards)]
        if self.game.adjutant:
            self.phase = Phase.ADJUTANT
        else:
            self._start_taisho_play()
        return events

    def _name(self, action: NameAdjutant) -> list[Event]:
        """B8: the named card's holder is the adjutant; none if the taisho holds or laid it."""
        assert self.taisho is not None
        self.adjutant_card = action.card
        bit = 1 << action.card
        self.adjutant = next((p for p in range(self.seat_count)
                              if p != self.taisho and self.hands[p] & bit), None)
        self._start_taisho_play()
        return [AdjutantNamed(self.taisho, action.card)]

    def _start_taisho_play(self) -> None:
        """B9: the taisho's side (with the adjutant, if any) against the others; the taisho
        leads."""
        assert self.taisho is not None and self.trump is not None and self.bid is not None
        side = tuple(p for p in (self.taisho, self.adjutant) if p is not None)
        self.kankei = tuple(sorted(side))
        self.is_kankei = [p in side for p in range(self.seat_count)]
        self.play = BiddingPlay(
            self.hands, self.trump, [0 if p in side else 1 for p in range(self.seat_count)],
            self.taisho, self.bid, (self.discards & FACES).bit_count(),
            self.rules.joker_lead == JOKER_LEAD_FREE, self.game)
        self.phase = Phase.PLAY

    def _name_trump(self, action: NameTrump) -> list[Event]:
        """B17: the player after the dealer names the trump and leads; each plays for
        themself."""
        self.trump = action.suit
        self.play = BiddingPlay(
            self.hands, action.suit, range(self.seat_count), action.player, None, 0,
            self.rules.joker_lead == JOKER_LEAD_FREE, self.game)
        self.phase = Phase.PLAY
        return [TrumpNamed(action.player, action.suit)]

    def face_counts(self) -> tuple[int, ...]:
        """Face cards each player took in tricks this deal (B11; B18's count)."""
        return tuple(won.bit_count() for won in self.won)  # ``won`` holds face cards only

    def _end_deal(self, result: Outcome, events: list[Event]) -> None:
        """B12–B14: score the deal; next deal (a redeal by the same dealer) or the end."""
        counts = self.face_counts()
        winners: tuple[int, ...] = ()
        if result is Outcome.REDEAL:
            points: tuple[int, ...] = (0,) * self.seat_count
        elif result is Outcome.MOST_FACES:  # B18
            points = counts
            winners = tuple(p for p, count in enumerate(counts) if count == max(counts))
        else:
            assert self.taisho is not None and self.bid is not None
            points = deal_points(self.taisho, self.adjutant, self.bid,
                                 result is Outcome.KANKEI_WIN, self.seat_count)
        for p in range(self.seat_count):
            self.scores[p] += points[p]
        faces = self.faces
        deal_result = BiddingDealResult(
            self.round, self.deal, -1 if self.trump is None else self.trump, self.kankei,
            tuple(self.seats), len(self.tricks), faces[0], faces[1], result, points,
            self.taisho, self.bid, self.adjutant_card, self.adjutant, self.caller,
            counts if self.caller is not None else (), winners)
        self.results.append(deal_result)
        events.append(DealEnded(deal_result))
        self.phase = Phase.DEAL
        if result is Outcome.REDEAL:
            return  # B6: the same dealer deals again; the deal does not count (B3)
        events.append(RoundEnded(self.round, tuple(self.scores)))
        if self.round == self.rules.rounds:  # B14
            self.phase = Phase.OVER
            events.append(MatchEnded(tuple(self.scores)))
            return
        self.round += 1
        self.dealer = self.game.next_seat(self.dealer)  # B3 (the sides last till the next deal)

    # ---- what the open-hand solver plays for (B12, B13) ---------------------------

    def side_values(self) -> dict[str, int]:
        """The taisho's points for each result (B13): +bid when the side makes it, −bid when
        not. The solver ends a search once a side's count decides the deal, so a made bid
        with no face for the defenders (``SUKONKU``) and its reverse count as the plain
        result: the bidding game has no sukonku."""
        assert self.taisho is not None
        made, lost = (self._points(made)[self.taisho] for made in (True, False))
        return {Outcome.KANKEI_WIN: made, Outcome.SUKONKU: made,
                Outcome.MUKANKEI_WIN: lost, Outcome.REVERSE_SUKONKU: lost}

    def worth_to(self, player: int) -> dict[float, float]:
        """The taisho's ±bid as ``player`` scores it (B13): ±bid, the adjutant ±⌈bid/2⌉, a
        defender 0 either way."""
        assert self.taisho is not None
        return {self._points(made)[self.taisho]: self._points(made)[player]
                for made in (True, False)}

    def _points(self, made: bool) -> tuple[int, ...]:
        assert self.taisho is not None and self.bid is not None
        return deal_points(self.taisho, self.adjutant, self.bid, made, self.seat_count)

    # ---- what a seat may know (B8, B7) -------------------------------------------

    def adjutant_known_to(self, player: int) -> int | None:
        """The adjutant, if ``player`` may know who it is: the adjutant itself, or everyone
        once the named card is played (B8)."""
        if self.adjutant is None or self.adjutant_card is None:
            return None
        if player == self.adjutant or self.played >> self.adjutant_card & 1:
            return self.adjutant
        return None

    def sides_known_to(self, player: int) -> tuple[int, ...]:
        if self.taisho is None:
            return ()
        adjutant = self.adjutant_known_to(player)
        return tuple(sorted({self.taisho} | ({adjutant} if adjutant is not None else set())))

    def faces_known_to(self, player: int) -> tuple[int, int]:
        """Face cards ``player`` can count for the taisho's side as far as it knows that side
        (the laid-down ones for the taisho only, B7) and for the other players."""
        side = self.sides_known_to(player)
        taisho_side = sum((self.won[p] & FACES).bit_count() for p in side)
        others = sum((self.won[p] & FACES).bit_count() for p in range(self.seat_count)
                     if p not in side)
        if player == self.taisho:
            taisho_side += (self.discards & FACES).bit_count()
        return taisho_side, others

    def _alone_known_to(self, player: int) -> bool:
        """Whether ``player`` knows the taisho plays alone: everyone once there is a taisho in
        a form without an adjutant (B16: three players); else the taisho itself, once it named
        a card of its own hand or its laid-down cards (B8)."""
        if self.taisho is None or not self.game.sides:
            return False
        if not self.game.adjutant:
            return True
        return player == self.taisho and self.adjutant_card is not None and self.adjutant is None

    def seat_extras(self, player: int) -> dict[str, Any]:
        taisho = player == self.taisho
        alone = self._alone_known_to(player)
        return {
            "taisho": self.taisho,
            "bid": self.bid,
            "auction": tuple(self.auction),
            "lowest_bid": self.lowest_bid if self.phase is Phase.BID else None,
            "adjutant_card": self.adjutant_card,
            "adjutant": self.adjutant_known_to(player),
            "alone": alone,
            "kitsune": self.kitsune if taisho and self.phase is not Phase.BID else 0,
            "discards": self.discards if taisho else 0,
            "caller": self.caller,
        }


_PHASE_OF_ACTION: dict[type, Phase] = {
    Bid: Phase.BID,
    Pass: Phase.BID,
    Discard: Phase.DISCARD,
    NameAdjutant: Phase.ADJUTANT,
    NameTrump: Phase.TRUMP,
    Play: Phase.PLAY,
}

register_game(BIDDING.name, BiddingMatch)

__all__ = ["BiddingDealResult", "BiddingMatch", "deal_points"]


