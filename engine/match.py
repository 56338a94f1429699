"""The state of a match and the one way to change it: ``Match.apply(action)``.

A ``Match`` is a pure function of its record: the rule set, the players, the
first dealer and the actions applied so far (``record.py`` reads and writes
them). ``apply`` checks an action against the rules and either raises
``IllegalAction`` (leaving the match as it was) or changes the state and
returns the events that followed, for the table to animate.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from . import scoring
from .actions import (
    Action,
    Deal,
    Decision,
    JurokuCall,
    LeadCall,
    NameTrump,
    NijukanPick,
    Play,
    Show,
)
from .cards import (
    CLUBS,
    FACE_CARDS,
    FULL_DECK,
    JOKER,
    JOKER_BIT,
    SPADES,
    SUIT_MASKS,
    SUIT_NAMES,
    SUIT_OF,
    Card,
    CardSet,
    Suit,
    ace_of,
    card_code,
    cards_of,
    mask_of,
)
from .errors import IllegalAction, RecordError
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
from .rules import REDEAL, RuleSet

PLAYERS = 5
TRICKS = 10


class Phase(Enum):
    """What the match waits for; the value is the record's action key (``next.expects``)."""

    DEAL = "deal"
    NIJUKAN_PICK = "nijukan_pick"
    LEAD = "lead"
    SHOW = "show"
    TRUMP = "trump"
    PLAY = "play"
    JUROKU = "juroku"
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
    """A match in progress. Create one with ``Match(rules, names, first_dealer)``."""

    def __init__(self, rules: RuleSet, names: Sequence[str], first_dealer: int) -> None:
        if len(names) != PLAYERS:
            raise ValueError("a match has five players")
        if not 0 <= first_dealer < PLAYERS:
            raise ValueError("the first dealer is a player id 0–4")
        self.rules = rules
        self.names = tuple(names)
        self.first_dealer = first_dealer
        self.phase = Phase.DEAL
        self.round = 1
        self.deal = 1
        self.dealer = first_dealer
        self.seats = list(range(PLAYERS))  # player id by seat (R5, R6)
        self.seat_of = list(range(PLAYERS))  # seat by player id
        self.scores = [0] * PLAYERS
        self.round_points = [0] * PLAYERS
        self.results: list[DealResult] = []
        self.history: list[tuple[Deal, list[Decision]]] = []
        self._reset_round()
        self._reset_deal()

    # ---- state of the round and the deal -------------------------------------------

    def _reset_round(self) -> None:
        self.kankei: tuple[int, ...] = ()
        self.is_kankei = [False] * PLAYERS
        self.ace_holder: int | None = None  # deal 1's, after any nijū-kan swap (R13, R26)
        self.joker_holder: int | None = None
        self.round_points = [0] * PLAYERS

    def _reset_deal(self) -> None:
        self.hands = [0] * PLAYERS
        self.trump: Suit | None = None
        self.nijukan: tuple[int, int, int] | None = None  # holder, middle, partner
        self.shown: tuple[Card, ...] = ()
        self.trick_no = 0
        self.leader = -1
        self.turn = -1
        self.trick: list[tuple[int, Card]] = []
        self.trick_mask = 0
        self.led_suit = -1
        self.tricks: list[Trick] = []
        self.faces = [0, 0]  # face cards taken: Kankei, Mukankei
        self.won = [0] * PLAYERS  # face cards each player took this deal
        self.played = 0  # every card played this deal
        self.juroku_caller: int | None = None
        self.juroku_decider = -1

    def copy(self) -> Match:
        """An independent copy, for search: applying actions to it leaves this match as it is."""
        clone = copy.copy(self)
        for name in ("seats", "seat_of", "scores", "round_points", "is_kankei", "hands",
                     "trick", "faces", "won", "tricks", "results"):
            setattr(clone, name, list(getattr(self, name)))
        if self.history:  # earlier deals never change again: share them
            deal, decisions = self.history[-1]
            clone.history = [*self.history[:-1], (deal, list(decisions))]
        return clone

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
        """R26: who shows cards in kime-yaku: deal 2 the ace holder, deal 3 the joker holder."""
        holder = self.ace_holder if self.deal == 2 else self.joker_holder
        assert holder is not None
        return holder

    @property
    def chooser(self) -> int:
        """R26: who names trump and leads in deals 2 and 3."""
        holder = self.joker_holder if self.deal == 2 else self.ace_holder
        assert holder is not None
        return holder

    def targets(self) -> tuple[int, int]:
        """Face cards Kankei and Mukankei need in this deal (R21)."""
        return self.rules.targets(self.deal)

    def legal_mask(self, player: int | None = None) -> CardSet:
        """The cards ``player`` (default: whose turn it is) may play now (R16, R17)."""
        if player is None:
            player = self.turn
        if self.phase is not Phase.PLAY or player != self.turn:
            return 0
        hand = self.hands[player]
        trick_no = self.trick_no
        if hand & JOKER_BIT:
            if trick_no == 9:
                return JOKER_BIT  # R17: odori-ban
            if trick_no == 1 or trick_no == TRICKS:
                hand ^= JOKER_BIT
        if self.trick:
            follow = hand & SUIT_MASKS[self.led_suit]
            if follow:
                return follow | (hand & JOKER_BIT)
        return hand

    def legal_plays(self) -> list[Card]:
        """The cards the player to act may play, in deck order."""
        return cards_of(self.legal_mask())

    def legal_decisions(self) -> list[Decision]:
        """Every legal decision now (all suits for a joker lead); empty when a deal is due."""
        phase = self.phase
        if phase is Phase.PLAY:
            player = self.turn
            plays: list[Decision] = []
            for card in cards_of(self.legal_mask()):
                if card == JOKER and not self.trick:
                    plays.extend(Play(player, card, suit) for suit in range(4))
                else:
                    plays.append(Play(player, card))
            return plays
        if phase is Phase.LEAD:
            return [LeadCall(p, iku) for p in self.kankei for iku in (True, False)]
        if phase is Phase.NIJUKAN_PICK:
            assert self.nijukan is not None and self.trump is not None
            holder, middle, partner = self.nijukan
            return [NijukanPick(middle, key, card) for key in (ace_of(self.trump), JOKER)
                    for card in cards_of(self.hands[partner])]
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

    # ---- applying actions ------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Apply a deal or a decision; ``IllegalAction`` (state unchanged) if the rules forbid it."""
        if type(action) is Play:
            events = self._play(action)
        elif type(action) is Deal:
            events = self._deal(action)
        else:
            self._check_due(action)  # type: ignore[arg-type]
            events = self._DECIDE[type(action)](self, action)
        if type(action) is Deal:
            self.history.append((action, []))
        else:
            self.history[-1][1].append(action)  # type: ignore[arg-type]
        return events

    def _check_due(self, action: Decision) -> None:
        """R15: only the player whose turn it is, only with the kind of action due."""
        due = _PHASE_OF_ACTION[type(action)]
        if self.phase is not due:
            raise IllegalAction("R15", self._not_due_message(), "not_due",
                                expects=self.phase.value)
        if due is Phase.LEAD:
            if not self.is_kankei[action.player]:
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
        hands = [mask_of(hand) for hand in action.hands]
        _check_hands(action.hands, hands)
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
        return next(p for p in range(PLAYERS) if self.hands[p] & bit)

    def _find_kankei(self, events: list[Event]) -> None:
        """R11, R13: the trump-ace and joker holders, or a nijū-kan."""
        assert self.trump is not None
        ace_holder = self._holder(ace_of(self.trump))
        joker_holder = self._holder(JOKER)
        if ace_holder != joker_holder:
            self._announce(ace_holder, joker_holder, events)
            return
        seat = self.seat_of[ace_holder]
        middle, partner = self.seats[(seat + 1) % 5], self.seats[(seat + 2) % 5]
        redeal = self.rules.nijukan == REDEAL
        events.append(NijukanFound(ace_holder, middle, partner, redeal))
        if redeal:
            self._end_deal(scoring.REDEAL, events)
        else:
            self.nijukan = (ace_holder, middle, partner)
            self.phase = Phase.NIJUKAN_PICK

    def _announce(self, ace_holder: int, joker_holder: int, events: list[Event]) -> None:
        """R11, R12: announce Kankei; split them if they sit side by side."""
        self.ace_holder, self.joker_holder = ace_holder, joker_holder
        self.kankei = tuple(sorted((ace_holder, joker_holder)))
        self.is_kankei = [p in self.kankei for p in range(PLAYERS)]
        events.append(KankeiAnnounced(ace_holder, joker_holder))
        a, b = self.seat_of[ace_holder], self.seat_of[joker_holder]
        if (a + 1) % 5 == b or (b + 1) % 5 == a:
            right = b if (a + 1) % 5 == b else a
            moved, neighbour = self.seats[right], self.seats[(right + 1) % 5]
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
        self.phase = Phase.PLAY
        self.trick_no = 1
        self.leader = self.turn = leader

    def _play(self, action: Play) -> list[Event]:
        """R15–R19: check and play a card; close the trick after the fifth."""
        if self.phase is not Phase.PLAY:
            self._check_due(action)
        player, card = action.player, action.card
        if player != self.turn:
            raise IllegalAction("R15", "it is not your turn", "not_your_turn", player=self.turn)
        bit = 1 << card
        hand = self.hands[player]
        if not hand & bit:
            raise IllegalAction("R15", f"you do not hold {card_code(card)}", "not_in_hand")
        if not self.legal_mask(player) & bit:
            raise self._why_illegal(hand, card)
        suit = None
        if not self.trick:
            if card == JOKER:
                if action.suit is None:
                    raise IllegalAction("R18", "name a suit when you lead the joker",
                                        "name_suit")
                suit = action.suit
                self.led_suit = suit
            else:
                self.led_suit = SUIT_OF[card]
        self.hands[player] = hand ^ bit
        self.trick.append((player, card))
        self.trick_mask |= bit
        self.played |= bit
        events: list[Event] = [CardPlayed(player, card, self.trick_no, suit)]
        if len(self.trick) < PLAYERS:
            self.turn = self.seats[(self.seat_of[player] + 1) % 5]
        else:
            self._close_trick(events)
        return events

    def _why_illegal(self, hand: CardSet, card: Card) -> IllegalAction:
        if card == JOKER:
            return IllegalAction("R17", f"the joker cannot be played in trick {self.trick_no}",
                                 "joker_forbidden", trick=self.trick_no)
        if hand & JOKER_BIT and self.trick_no == 9:
            return IllegalAction("R17", "you must play the joker in trick 9", "joker_forced")
        suit = SUIT_NAMES[self.led_suit]
        return IllegalAction("R16", f"you must follow {suit}", "must_follow",
                             suit="CDHS"[self.led_suit])

    def _trick_winner(self) -> int:
        """R19: the joker; else the highest trump; else the highest card of the suit led."""
        mask = self.trick_mask
        if mask & JOKER_BIT:
            best = JOKER
        else:
            assert self.trump is not None
            pool = mask & SUIT_MASKS[self.trump] or mask & SUIT_MASKS[self.led_suit]
            best = (pool & -pool).bit_length() - 1  # the lowest number ranks highest
        return next(player for player, card in self.trick if card == best)

    def _close_trick(self, events: list[Event]) -> None:
        winner = self._trick_winner()
        faces = self.trick_mask & FACE_CARDS
        side = 0 if self.is_kankei[winner] else 1
        self.faces[side] += faces.bit_count()
        self.won[winner] |= faces
        self.tricks.append(Trick(self.trick_no, tuple(self.trick), winner, self.led_suit))
        events.append(TrickWon(self.trick_no, winner, tuple(self.trick), faces,
                               self.faces[0], self.faces[1]))
        self.trick = []
        self.trick_mask = 0
        result = self._deal_result()
        if result is None:
            self._next_trick(winner)
        elif result in (scoring.SUKONKU, scoring.REVERSE_SUKONKU) and self.deal > 1:
            self.phase = Phase.JUROKU  # R24: the winner may call jūroku
            self.juroku_decider = winner
        else:
            self._end_deal(result, events)

    def _next_trick(self, leader: int) -> None:
        self.trick_no += 1
        self.leader = self.turn = leader

    def _deal_result(self) -> str | None:
        """R22–R24: how the deal ends after this trick, or None if it goes on."""
        kankei, mukankei = self.faces
        if self.juroku_caller is not None:
            if self.is_kankei[self.juroku_caller]:
                if mukankei:
                    return scoring.JUROKU_MISSED
                return scoring.JUROKU_MADE if kankei == 16 else None
            if kankei:
                return scoring.REVERSE_JUROKU_MISSED
            return scoring.REVERSE_JUROKU_MADE if mukankei == 16 else None
        kankei_target, mukankei_target = self.targets()
        if kankei >= kankei_target:
            return scoring.SUKONKU if mukankei == 0 else scoring.KANKEI_WIN
        if mukankei >= mukankei_target:
            return scoring.REVERSE_SUKONKU if kankei == 0 else scoring.MUKANKEI_WIN
        return None

    def _juroku(self, action: JurokuCall) -> list[Event]:
        """R24: call and play on for all sixteen, or take the (reverse) sukonku."""
        reverse = not self.is_kankei[action.player]
        events: list[Event] = [JurokuCalled(action.player, action.call, reverse)]
        if action.call:
            self.juroku_caller = action.player
            self.phase = Phase.PLAY
            self._next_trick(action.player)
        else:
            self._end_deal(scoring.REVERSE_SUKONKU if reverse else scoring.SUKONKU, events)
        return events

    def _end_deal(self, result: str, events: list[Event]) -> None:
        """Score the deal (R29–R31) and move on: next deal, next round (R25, R27) or the end."""
        assert self.trump is not None
        points = scoring.deal_points(self.rules, self.deal, result, self.kankei,
                                     self.round_points)
        for p in range(PLAYERS):
            self.scores[p] += points[p]
            self.round_points[p] += points[p]
        deal_result = DealResult(self.round, self.deal, self.trump, self.kankei,
                                 tuple(self.seats), len(self.tricks), self.faces[0],
                                 self.faces[1], result, points)
        self.results.append(deal_result)
        events.append(DealEnded(deal_result))
        self.phase = Phase.DEAL
        if result == scoring.REDEAL:
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
        self.dealer = self.seats[(self.seat_of[self.dealer] + 1) % 5]  # R8
        self._reset_round()

    _DECIDE = {
        NijukanPick: _nijukan_pick,
        LeadCall: _lead_call,
        Show: _show,
        NameTrump: _name_trump,
        JurokuCall: _juroku,
    }


def _check_hands(hands: Sequence[Sequence[Card]], masks: list[CardSet]) -> None:
    """A deal is the 50-card deck, ten cards to each of five players (R10)."""
    if len(hands) != PLAYERS or any(len(hand) != 10 for hand in hands):
        raise RecordError("hands", "five hands of ten cards each")
    union = 0
    for mask in masks:
        union |= mask
    if union != FULL_DECK:
        raise RecordError("hands", "the hands are not the 50-card deck")
