"""The state of a match and the one way to change it: ``Match.apply(action)``.

A ``Match`` is a pure function of its record: the rule set, the players, the
first dealer and the actions applied so far (``record.py`` reads and writes
them). ``apply`` checks an action against the rules and either raises
``IllegalAction`` (the rules forbid it) or ``RecordError`` (a value no record
can hold, such as card 50 or a suit on a plain card), leaving the match as it
was, or changes the state and returns the events that followed, for the table
to animate. Whatever it accepts, the record keeps: ``load(dumps(match))`` is
the same match.
"""

from __future__ import annotations

import copy
import functools
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from . import scoring
from .actions import (
    Action,
    BlindPick,
    Deal,
    Decision,
    JurokuCall,
    LeadCall,
    NameTrump,
    NijukanPick,
    Play,
    RecordedDecision,
    Show,
    checked,
)
from .cards import (
    CLUBS,
    DECK_SIZE,
    FACE_CARDS,
    JOKER,
    SPADES,
    Card,
    CardSet,
    Suit,
    ace_of,
    card_code,
    cards_of,
    hand_mask,
    mask_of,
)
from .errors import GoninkanError, IllegalAction, RecordError
from .events import (
    CardPlayed,
    CardsShown,
    DealEnded,
    DealResult,
    Event,
    HandsDealt,
    JurokuCalled,
    KankeiAnnounced,
    LeaderChosen,
    MatchEnded,
    NijukanFound,
    NijukanSwapped,
    RoundEnded,
    SeatsSwapped,
    TrickWon,
    TrumpNamed,
)
from .rules import NIJUKAN_REDEAL, RuleSet
from .scoring import Outcome
from .tricks import KANKEI, MUKANKEI, TrickPlay, legal_plays


class Phase(Enum):
    """What the match waits for; the value is the record's action key (``next.expects``)."""

    DEAL = "deal"
    NIJUKAN_PICK = "nijukan_pick"
    LEAD = "lead"
    SHOW = "show"
    TRUMP = "trump"
    PLAY = "play"
    JUROKU = "juroku"
    BID = "bid"
    DISCARD = "discard"
    ADJUTANT = "adjutant"
    OVER = "over"


_PHASE_OF_ACTION: dict[type, Phase] = {
    NijukanPick: Phase.NIJUKAN_PICK,
    LeadCall: Phase.LEAD,
    Show: Phase.SHOW,
    NameTrump: Phase.TRUMP,
    Play: Phase.PLAY,
    JurokuCall: Phase.JUROKU,
}


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick: who led, the plays in order, the winner and the suit named with a joker."""

    number: int
    plays: tuple[tuple[int, Card], ...]
    winner: int
    led_suit: Suit


class Match:
    """A match in progress. Create one with ``Match(rules, names, first_dealer)``.

    ``Match`` plays Goninkan (docs/rules.md sections 1–10). Where the bidding game
    (section 11) differs, its subclass ``bidding.BiddingMatch`` overrides the
    hooks below (the phases before trick play, the end of a deal, what a seat
    may know of the sides); ``Match(rules, …)`` makes the class of
    ``rules.game``, so a caller never asks which game it plays.
    """

    FACES: CardSet = FACE_CARDS
    """The cards a side counts (R3)."""
    DECK_SIZE: int = DECK_SIZE
    """Cards are ints below this (R1)."""

    def __new__(cls, *args: object, **kwargs: object) -> Match:
        rules = args[0] if args else kwargs.get("rules")
        if cls is Match and isinstance(rules, RuleSet):
            cls = _MATCH_OF_GAME.get(rules.game.name, Match)
        return object.__new__(cls)

    def __init__(self, rules: RuleSet, names: Sequence[str], first_dealer: int) -> None:
        if not isinstance(rules, RuleSet):
            raise RecordError("rules", "must be a RuleSet")
        if type(names) is not tuple or set(map(type, names)) != {str}:  # else: the long way
            names = tuple(names) if isinstance(names, Sequence) else ()
            if not all(isinstance(name, str) for name in names):
                raise RecordError("players", "must be a list of names")
        self.game = rules.game
        self.seat_count = self.game.seats
        """Players at the table (``Game.seats``): 5, or 3 in the bidding game's B15."""
        if len(names) != self.seat_count:
            raise RecordError("players", f"must be {self.seat_count} names")
        if type(first_dealer) is not int or not 0 <= first_dealer < self.seat_count:
            raise RecordError("first_dealer", f"must be a player id 0–{self.seat_count - 1}")
        self.rules = rules
        self.names = names
        self.first_dealer = first_dealer
        self.phase = Phase.DEAL
        self.round = 1
        self.deal = 1
        self.dealer = first_dealer
        self.seats = list(range(self.seat_count))  # player id by seat (R5, R6)
        self.seat_of = list(range(self.seat_count))  # seat by player id
        self.scores = [0] * self.seat_count
        self.round_points = [0] * self.seat_count
        self.results: list[DealResult] = []
        self.history: list[tuple[Deal, list[RecordedDecision]]] = []
        self._reset_round()
        self._reset_deal()

    # ---- state of the round and the deal -------------------------------------------

    def _reset_round(self) -> None:
        self._reset_sides()
        self.round_points = [0] * self.seat_count

    def _reset_sides(self) -> None:
        """No Kankei yet: as a round begins, until deal 1 finds them (R11)."""
        self.kankei: tuple[int, ...] = ()
        self.is_kankei = [False] * self.seat_count
        self.ace_holder: int | None = None  # deal 1's, after any nijū-kan swap (R13, R26)
        self.joker_holder: int | None = None

    def _reset_deal(self) -> None:
        self.hands = [0] * self.seat_count
        self.trump: Suit | None = None
        self.nijukan: tuple[int, int, int] | None = None  # holder, middle, partner
        self.nijukan_swap: tuple[Card, Card] | None = None  # the key and the card swapped
        self.shown: tuple[Card, ...] = ()
        self.play: TrickPlay | None = None
        self.tricks: list[Trick] = []
        self.won = [0] * self.seat_count  # face cards each player took this deal
        self._trick_plays: list[tuple[int, Card]] = []
        self._trick_led: Suit = -1

    def copy(self) -> Match:
        """An independent copy, for search: applying actions to it leaves this match as it is."""
        clone = copy.copy(self)
        for name in ("seats", "seat_of", "scores", "round_points", "is_kankei", "hands",
                     "won", "tricks", "results", "_trick_plays"):
            setattr(clone, name, list(getattr(self, name)))
        if self.play is not None:
            clone.play = self.play.copy()
            clone.hands = clone.play.hands
        clone.history = list(self.history)  # earlier deals never change again: share them
        if self.history:
            deal, decisions = self.history[-1]
            clone.history[-1] = (deal, list(decisions))
        return clone

    @property
    def action_count(self) -> int:
        """How many actions (deals and decisions) the match has taken: its record's length."""
        return sum(1 + len(decisions) for _, decisions in self.history)

    def truncate(self, n_actions: int) -> None:
        """Cut the match back to its first ``n_actions`` actions, as if no other had been applied.

        A cut inside the deal in play (not yet over) goes back to that deal's
        start, which nothing but its own actions has changed, and applies its
        first actions again: the earlier deals are not replayed. A cut into a
        deal that is over replays the match from its start. ``ValueError`` if
        ``n_actions`` is not from 0 to ``action_count``.
        """
        total = self.action_count
        if type(n_actions) is not int or not 0 <= n_actions <= total:
            raise ValueError(f"a match of {total} actions cannot be cut to {n_actions!r}")
        if n_actions == total:
            return
        deal, decisions = self.history[-1]
        deal_start = total - 1 - len(decisions)
        if n_actions > deal_start and self.phase not in (Phase.DEAL, Phase.OVER):
            kept = decisions[:n_actions - deal_start - 1]
            self._rewind_deal()
            actions: list[Action] = [deal, *kept]
        else:
            actions = [action for dealt, made in self.history for action in (dealt, *made)]
            del actions[n_actions:]
            fresh = Match(self.rules, self.names, self.first_dealer)
            vars(self).clear()
            vars(self).update(vars(fresh))
        for action in actions:
            self.apply(action)

    def _rewind_deal(self) -> None:
        """Back to just before the deal in play was dealt, the deal not being over.

        Until a deal ends only its own state changes, and the seats and, in deal
        1, the Kankei (R11, R12): the seats come back as the last deal left them
        (``DealResult.seats``), and the deal's own state is dealt afresh.
        """
        self.history.pop()
        self.seats = list(self.results[-1].seats) if self.results else list(range(self.seat_count))
        self.seat_of = [0] * self.seat_count
        for seat, player in enumerate(self.seats):
            self.seat_of[player] = seat
        if self.deal == 1:
            self._reset_sides()
        self.phase = Phase.DEAL

    # ---- what is due -------------------------------------------------------------

    @property
    def finished(self) -> bool:
        """Whether the match is over (R28)."""
        return self.phase is Phase.OVER

    def to_act(self) -> tuple[int, ...]:
        """The players who may make the decision now due: two for iku/koi, none for a deal."""
        if self.phase is Phase.LEAD:
            return self.kankei
        if self.phase is Phase.PLAY:
            return (self.turn,)
        if self.phase is Phase.NIJUKAN_PICK:
            assert self.nijukan is not None
            return (self.nijukan[1],)
        if self.phase is Phase.SHOW:
            return (self.shower,)
        if self.phase is Phase.TRUMP:
            return (self.chooser,)
        if self.phase is Phase.JUROKU:
            return (self.juroku_decider,)
        return ()

    @property
    def shower(self) -> int:
        """R26: who shows cards in this deal's kime-yaku (deals 2 and 3 only)."""
        shower, _ = kime_yaku_roles(self.deal, self.ace_holder, self.joker_holder)
        assert shower is not None, "only deals 2 and 3 have kime-yaku"
        return shower

    @property
    def chooser(self) -> int:
        """R26: who names trump and leads in this deal (deals 2 and 3 only)."""
        _, chooser = kime_yaku_roles(self.deal, self.ace_holder, self.joker_holder)
        assert chooser is not None, "only deals 2 and 3 have kime-yaku"
        return chooser

    def targets(self) -> tuple[int, int]:
        """Face cards Kankei and Mukankei need in this deal (R21)."""
        return self.rules.targets(self.deal)

    def side_values(self) -> dict[str, int]:
        """What the open-hand solver plays for: each result of this deal as the Kankei side
        values it (the standard table's points, R29, ``scoring.deal_values``)."""
        return scoring.deal_values(self.deal, self.rules)

    def worth_to(self, player: int) -> dict[float, float]:
        """Each of ``side_values``'s numbers as ``player`` scores it (R29: a Mukankei player
        the negative), so that a review speaks in the player's own points."""
        sign = 1 if self.is_kankei[player] else -1
        return {v: sign * v for v in self.side_values().values()}

    # ---- what a seat may know of the sides (observe asks) ---------------------------

    def sides_known_to(self, player: int) -> tuple[int, ...]:
        """The players ``player`` knows to be on the Kankei side: all of them, once
        announced (R11)."""
        return self.kankei

    def faces_known_to(self, player: int) -> tuple[int, int]:
        """The face cards ``player`` can count for each side: the true counts (R20)."""
        return self.faces

    def seat_extras(self, player: int) -> dict[str, Any]:
        """``SeatView`` fields that only another game fills (none for Goninkan)."""
        return {}

    # ---- the trick in play --------------------------------------------------------

    @property
    def turn(self) -> int:
        """Whose card is due, or -1 outside trick play."""
        return self.play.turn if self.phase is Phase.PLAY and self.play else -1

    @property
    def trick_no(self) -> int:
        """The trick being played, 1–10 (0 before trick play)."""
        return self.play.trick_no if self.play else 0

    @property
    def trick(self) -> list[tuple[int, Card]]:
        """The cards played to the current trick so far, as (player, card)."""
        if self.play is None:
            return []
        return list(zip(self.play.trick_players, self.play.trick_cards, strict=True))

    @property
    def led_suit(self) -> Suit | None:
        """The suit led to the current trick (named with a joker lead), if any."""
        return self.play.led_suit if self.play and self.play.led_suit >= 0 else None

    @property
    def faces(self) -> tuple[int, int]:
        """Face cards taken this deal by Kankei and by Mukankei."""
        return (self.play.faces[0], self.play.faces[1]) if self.play else (0, 0)

    @property
    def played(self) -> CardSet:
        """Every card played so far this deal."""
        return self.play.played if self.play else 0

    @property
    def juroku_caller(self) -> int | None:
        """The player who called jūroku (or reverse jūroku) this deal, if any."""
        return self.play.juroku_caller if self.play and self.play.juroku_caller >= 0 else None

    @property
    def juroku_decider(self) -> int:
        """The player who may call jūroku now (R24), or -1."""
        return self.play.juroku_decider if self.play else -1

    def legal_mask(self, player: int | None = None) -> CardSet:
        """The cards ``player`` (default: whose turn it is) may play now (R16, R17)."""
        if self.phase is not Phase.PLAY or self.play is None:
            return 0
        if player is not None and player != self.play.turn:
            return 0
        return self.play.legal()

    def legal_decisions(self) -> list[Decision]:
        """Every legal decision now (all suits for a joker lead); empty when a deal is due."""
        phase = self.phase
        if phase is Phase.PLAY and self.play is not None:
            player = self.turn
            return [Play(player, card, None if suit < 0 else suit)
                    for card, suit in legal_plays(self.play)]
        if phase is Phase.LEAD:
            return [LeadCall(p, iku) for p in self.kankei for iku in (True, False)]
        if phase is Phase.NIJUKAN_PICK:  # by positions: the picker sees no card (R13)
            keys, cards = self.nijukan_rows()
            return list(_blind_picks(self.to_act()[0], len(keys), len(cards)))
        if phase is Phase.SHOW:
            from itertools import combinations

            hand = cards_of(self.hands[self.shower])
            return [Show(self.shower, cards)
                    for cards in combinations(hand, self.rules.shown_cards)]
        if phase is Phase.TRUMP:
            return [NameTrump(self.chooser, suit) for suit in range(4)]
        if phase is Phase.JUROKU:
            return [JurokuCall(self.juroku_decider, call) for call in (True, False)]
        return []

    def nijukan_rows(self) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        """R13: the two key cards and the partner's cards, face down, in the order that a
        ``BlindPick``'s positions count.

        The order is a shuffle seeded by the hidden cards themselves (the
        holder's and the partner's hands), never deck order, so a position
        tells the middle player nothing (no "pick the highest card"), and the
        same deal always lays the same rows, so records replay exactly.
        """
        if self.phase is not Phase.NIJUKAN_PICK or self.nijukan is None or self.trump is None:
            return (), ()
        holder, _, partner = self.nijukan
        return _nijukan_rows(self.hands[holder], self.hands[partner], self.trump)

    def _resolve(self, pick: BlindPick) -> NijukanPick:
        """The nijū-kan pick of the cards under a blind pick's positions (R13)."""
        if self.phase is not Phase.NIJUKAN_PICK:
            raise IllegalAction("R15", self._not_due_message(), "not_due",
                                expects=self.phase.value)
        keys, cards = self.nijukan_rows()
        return NijukanPick(pick.player, keys[pick.key], cards[pick.card])

    # ---- applying actions ------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Apply a deal or a decision and return what followed.

        Raises ``IllegalAction`` if the rules forbid it and ``RecordError`` if a
        field holds a value no record can (``actions.checked``), leaving the
        match unchanged either way.
        """
        action = checked(action, self.game)
        if type(action) is Play:  # most actions are cards: asked first
            events = self._play(action)
        elif isinstance(action, Deal):
            events = self._deal(action)
            self.history.append((action, []))
            return events
        else:
            if isinstance(action, BlindPick):
                action = self._resolve(action)
            events = self._decide(action)
        self.history[-1][1].append(action)
        return events

    def check(self, action: Action) -> GoninkanError | None:
        """Why ``apply`` would refuse ``action`` now (the error it would raise), or None.

        Never raises; the match is left as it is either way.
        """
        try:
            self.copy().apply(action)
        except GoninkanError as error:
            return error
        return None

    def _decide(self, action: Decision) -> list[Event]:
        self._check_due(action)
        match action:
            case NijukanPick():
                return self._nijukan_pick(action)
            case LeadCall():
                return self._lead_call(action)
            case Show():
                return self._show(action)
            case NameTrump():
                return self._name_trump(action)
            case JurokuCall():
                return self._juroku(action)
        raise TypeError(f"not an action: {action!r}")

    def _check_due(self, action: Decision) -> None:
        """R15: only the player whose turn it is, only with the kind of action due."""
        due = _PHASE_OF_ACTION[type(action)]
        if self.phase is not due:
            raise IllegalAction("R15", self._not_due_message(), "not_due",
                                expects=self.phase.value)
        if due is Phase.LEAD:
            if not self.is_kankei[action.player]:  # R14
                raise IllegalAction("R14", "only a Kankei says iku or koi", "lead_by_mukankei")
        elif action.player not in self.to_act():
            raise IllegalAction("R15", "it is not your turn", "not_your_turn",
                                player=self.to_act()[0])

    def _not_due_message(self) -> str:
        if self.phase is Phase.OVER:
            return "the match is over"
        if self.phase is Phase.DEAL:
            return "the next deal is due"
        return f"a {self.phase.value.replace('_', ' ')} is due now"

    def _deal(self, action: Deal) -> list[Event]:
        if self.phase is not Phase.DEAL:
            raise IllegalAction("R15", self._not_due_message(), "not_due",
                                expects=self.phase.value)
        if action.kitsune:
            raise RecordError("kitsune", "no kitsune in this game")
        hands = list(map(hand_mask, action.hands))  # checked: ten distinct cards each
        self._reset_deal()
        self.hands = hands
        if self.deal == 1:
            self.trump = self._deal1_trump()
        events: list[Event] = [HandsDealt(self.round, self.deal, self.dealer, tuple(hands),
                                          self.trump)]
        if self.deal == 1:
            self._find_kankei(events)
        else:
            self.phase = Phase.SHOW if self.rules.shown_cards else Phase.TRUMP
        return events

    def _deal1_trump(self) -> Suit:
        """R9: clubs, diamonds, hearts by round; spades in the last round with tome-suppe."""
        if self.rules.tome_suppe and self.round == self.rules.rounds:
            return SPADES
        return CLUBS + (self.round - 1) % 3

    def _holder(self, card: Card) -> int:
        bit = 1 << card
        for player, hand in enumerate(self.hands):
            if hand & bit:
                return player
        raise AssertionError(f"nobody holds {card_code(card)}")  # a deal holds every card

    def _find_kankei(self, events: list[Event]) -> None:
        """R11, R13: the trump-ace and joker holders, or a nijū-kan."""
        assert self.trump is not None
        ace_holder = self._holder(ace_of(self.trump))
        joker_holder = self._holder(JOKER)
        if ace_holder != joker_holder:
            self._announce(ace_holder, joker_holder, events)
            return
        seat = self.seat_of[ace_holder]
        seats = self.seat_count
        middle, partner = self.seats[(seat + 1) % seats], self.seats[(seat + 2) % seats]
        redeal = self.rules.nijukan == NIJUKAN_REDEAL
        events.append(NijukanFound(ace_holder, middle, partner, redeal))
        if redeal:
            self._end_deal(Outcome.REDEAL, events)
        else:
            self.nijukan = (ace_holder, middle, partner)
            self.phase = Phase.NIJUKAN_PICK

    def _announce(self, ace_holder: int, joker_holder: int, events: list[Event]) -> None:
        """R11, R12: announce Kankei; split them if they sit side by side."""
        self.ace_holder, self.joker_holder = ace_holder, joker_holder
        self.kankei = ((ace_holder, joker_holder) if ace_holder < joker_holder
                       else (joker_holder, ace_holder))
        self.is_kankei = [False] * self.seat_count
        self.is_kankei[ace_holder] = self.is_kankei[joker_holder] = True
        events.append(KankeiAnnounced(ace_holder, joker_holder))
        a, b = self.seat_of[ace_holder], self.seat_of[joker_holder]
        if (a + 1) % self.seat_count == b or (b + 1) % self.seat_count == a:
            right = b if (a + 1) % self.seat_count == b else a
            moved, neighbour = self.seats[right], self.seats[(right + 1) % self.seat_count]
            self._swap_seats(moved, neighbour)
            events.append(SeatsSwapped(moved, neighbour, tuple(self.seats)))
        self.phase = Phase.LEAD

    def _swap_seats(self, p: int, q: int) -> None:
        sp, sq = self.seat_of[p], self.seat_of[q]
        self.seats[sp], self.seats[sq] = q, p
        self.seat_of[p], self.seat_of[q] = sq, sp

    def _nijukan_pick(self, action: NijukanPick) -> list[Event]:
        """R13 swap: the key card and the partner's card change hands."""
        assert self.nijukan is not None and self.trump is not None
        holder, middle, partner = self.nijukan
        ace = ace_of(self.trump)
        if action.key not in (ace, JOKER):
            raise IllegalAction("R13", f"pick the trump ace ({card_code(ace)}) or the joker",
                                "bad_nijukan_key")
        if not self.hands[partner] >> action.card & 1:
            raise IllegalAction("R13", "pick one of the partner's cards", "bad_nijukan_card")
        self.hands[holder] ^= (1 << action.key) | (1 << action.card)
        self.hands[partner] ^= (1 << action.key) | (1 << action.card)
        self.nijukan_swap = (action.key, action.card)
        events: list[Event] = [NijukanSwapped(middle, holder, partner, action.key, action.card)]
        if action.key == ace:
            self._announce(partner, holder, events)
        else:
            self._announce(holder, partner, events)
        return events

    def _lead_call(self, action: LeadCall) -> list[Event]:
        """R14: iku, the caller leads; koi, the partner leads."""
        partner = self.kankei[1] if self.kankei[0] == action.player else self.kankei[0]
        leader = action.player if action.iku else partner
        self._start_play(leader)
        return [LeaderChosen(action.player, action.iku, leader)]

    def _show(self, action: Show) -> list[Event]:
        """R26: the shower's cards, face down to the chooser."""
        wanted = self.rules.shown_cards
        if len(action.cards) != wanted or len(set(action.cards)) != wanted:
            raise IllegalAction("R26", f"show exactly {wanted} different cards",
                                "show_count", count=wanted)
        if mask_of(action.cards) & ~self.hands[action.player]:
            raise IllegalAction("R26", "show cards from your own hand", "show_not_in_hand")
        self.shown = tuple(action.cards)
        self.phase = Phase.TRUMP
        return [CardsShown(action.player, self.chooser, self.shown)]

    def _name_trump(self, action: NameTrump) -> list[Event]:
        """R26: the chooser names trump and leads trick 1."""
        self.trump = action.suit
        self._start_play(action.player)
        return [TrumpNamed(action.player, action.suit)]

    def _start_play(self, leader: int) -> None:
        assert self.trump is not None
        side = [KANKEI if kankei else MUKANKEI for kankei in self.is_kankei]
        next_of = [self.seats[self.game.next_seat(self.seat_of[p])]
                   for p in range(self.seat_count)]
        self.play = TrickPlay(self.hands, self.trump, side, next_of, self.targets(), self.deal,
                              leader)
        self.phase = Phase.PLAY

    def _play(self, action: Play) -> list[Event]:
        """R15–R19: play a card; close the trick after the fifth."""
        play = self.play
        if self.phase is not Phase.PLAY or play is None:
            self._check_due(action)
            raise AssertionError("unreachable")
        if action.player != play.turn:
            raise IllegalAction("R15", "it is not your turn", "not_your_turn", player=play.turn)
        leading = not play.trick_cards
        trick_no = play.trick_no
        winner = play.play(action.card, -1 if action.suit is None else action.suit)
        named = action.suit if leading and action.card == JOKER else None
        if leading:
            self._trick_plays = []
            self._trick_led = play.led_suit
        self._trick_plays.append((action.player, action.card))
        led = self._trick_led if self._trick_led >= 0 else None
        events: list[Event] = [CardPlayed(action.player, action.card, trick_no, named, led)]
        if winner >= 0:
            self._record_trick(trick_no, winner, events)
        return events

    def _record_trick(self, trick_no: int, winner: int, events: list[Event]) -> None:
        """Note the finished trick and what follows from it: a jūroku call or the deal's end."""
        play = self.play
        assert play is not None
        plays = tuple(self._trick_plays)
        faces = mask_of(card for _, card in plays) & self.FACES
        self.won[winner] |= faces
        self.tricks.append(Trick(trick_no, plays, winner, self._trick_led))
        events.append(TrickWon(trick_no, winner, plays, faces, play.faces[0], play.faces[1]))
        if play.juroku_decider >= 0:
            self.phase = Phase.JUROKU
        elif play.result is not None:
            self._end_deal(play.result, events)

    def _juroku(self, action: JurokuCall) -> list[Event]:
        """R24: call and play on for all sixteen, or take the (reverse) sukonku."""
        assert self.play is not None
        events: list[Event] = [JurokuCalled(action.player, action.call,
                                            not self.is_kankei[action.player])]
        self.play.decide_juroku(action.call)
        if self.play.result is None:
            self.phase = Phase.PLAY
        else:
            self._end_deal(self.play.result, events)
        return events

    def _end_deal(self, result: Outcome, events: list[Event]) -> None:
        """Score the deal (R29–R31) and move on: next deal, next round (R25, R27) or the end."""
        assert self.trump is not None
        points = scoring.deal_points(self.rules, self.deal, result, self.kankei,
                                     self.round_points)
        for p in range(self.seat_count):
            self.scores[p] += points[p]
            self.round_points[p] += points[p]
        deal_result = DealResult(self.round, self.deal, self.trump, self.kankei,
                                 tuple(self.seats), len(self.tricks), *self.faces, result,
                                 points)
        self.results.append(deal_result)
        events.append(DealEnded(deal_result))
        self.phase = Phase.DEAL
        if result is Outcome.REDEAL:
            return  # R13: the same dealer deals again, same trump
        if scoring.round_continues(self.deal, result):
            self.deal += 1
            return
        events.append(RoundEnded(self.round, tuple(self.scores)))
        if self.round == self.rules.rounds:
            self.phase = Phase.OVER
            events.append(MatchEnded(tuple(self.scores)))
            return
        self.round += 1
        self.deal = 1
        self.dealer = self.seats[(self.seat_of[self.dealer] + 1) % self.seat_count]  # R8
        self._reset_round()



def kime_yaku_roles(deal: int, ace_holder: int | None,
                    joker_holder: int | None) -> tuple[int | None, int | None]:
    """R26: who shows cards and who names trump (and leads) in deal ``deal``, from deal 1's
    trump-ace and joker holders: in deal 2 the ace holder shows and the joker holder chooses,
    in deal 3 the other way round; ``(None, None)`` in any other deal."""
    if deal == 2:
        return ace_holder, joker_holder
    if deal == 3:
        return joker_holder, ace_holder
    return None, None


_CODE_BYTES = tuple(card_code(card).encode() for card in range(DECK_SIZE))


@functools.lru_cache(maxsize=16)  # a deal's rows are asked for twice: by the picker, then by apply
def _nijukan_rows(holder_hand: CardSet, partner_hand: CardSet,
                  trump: Suit) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """``Match.nijukan_rows`` for these hands: each row sorted by the SHA-256 of the two hands
    (hex) and the card's code."""
    seed = f"{holder_hand:x}:{partner_hand:x}:".encode()

    def shuffled(cards: Sequence[Card]) -> tuple[Card, ...]:
        return tuple(sorted(cards, key=lambda card: hashlib.sha256(
            seed + _CODE_BYTES[card]).digest()))

    return shuffled((ace_of(trump), JOKER)), shuffled(cards_of(partner_hand))


@functools.cache
def _blind_picks(player: int, keys: int, cards: int) -> tuple[BlindPick, ...]:
    """Every ``BlindPick`` of ``player`` over rows of ``keys`` and ``cards`` positions."""
    return tuple(BlindPick(player, key, card) for key in range(keys) for card in range(cards))


_MATCH_OF_GAME: dict[str, type[Match]] = {}


def register_game(name: str, match_class: type[Match]) -> None:
    """Make ``Match(rules, …)`` a ``match_class`` when ``rules.game.name`` is ``name``."""
    _MATCH_OF_GAME[name] = match_class
