"""Trick play within one deal (R15–R19, R21–R24): the fast core of the engine.

``TrickPlay`` holds just what trick play needs, as small ints and bit masks,
so that ``Match`` and the CPU players' search share one implementation of the
rules of play. It knows the teams, the trump, the targets and the jūroku
call, and it says how the deal ended; it knows nothing of rounds or points.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Self

from .card_order import GONINKAN_ORDERS, CardOrder
from .cards import (
    BIDDING_DECK,
    FACE_CARDS,
    JOKER,
    JOKER_BIT,
    SUIT_LETTERS,
    SUIT_MASKS,
    SUIT_NAMES,
    SUIT_OF,
    SUITS,
    Card,
    CardSet,
    Suit,
    card_code,
)
from .errors import IllegalAction
from .scoring import Outcome

KANKEI, MUKANKEI = 0, 1
"""Sides, as indexes into ``faces`` and values of ``side``."""


Option = Card | tuple[Card, Suit] | bool
"""A decision of the player to act in trick play, as the solver and the review take it: a
card, ``(JOKER, suit)`` for a joker lead naming a suit (R18), or a jūroku call (R24)."""


def legal_cards(hand: CardSet, led: CardSet, joker: CardSet, trick_no: int) -> CardSet:
    """The cards of ``hand`` that may be played (R16, R17; B9): the cards of the suit ``led``
    when the hand holds one, else any. ``joker`` is the bit of a joker with Goninkan's own
    rules (0 in the bidding game, whose joker is a trump like the others): it may always
    follow, is never played in trick 1 or 10, and must be played in trick 9 (odori-ban).

    The one home of the rule: the masks may be in any one numbering of the cards, the
    deck's (``TrickPlay.legal``) or a search's rank space (``CardOrder``, the solver).
    """
    if hand & joker:
        if trick_no == 9:
            return joker  # R17: odori-ban
        if trick_no == 1 or trick_no == 10:
            hand ^= joker
    follow = hand & led
    if follow:
        return follow | (hand & joker)
    return hand


def plays_of(legal: CardSet, leading: bool) -> list[tuple[Card, Suit]]:
    """The plays a mask of legal cards (``TrickPlay.legal``) allows, in deck order: each card
    with no suit (-1), but a joker led once with each suit it may name (R18).

    The one place a legal mask becomes plays: both games' ``legal_decisions`` (through
    ``legal_plays``), the CPU players' search and the table all list them from here.
    """
    plays: list[tuple[Card, Suit]] = []
    while legal:
        low = legal & -legal
        card = low.bit_length() - 1
        legal ^= low
        if card == JOKER and leading:
            plays.extend((JOKER, suit) for suit in SUITS)
        else:
            plays.append((card, -1))
    return plays


class TrickPlay:
    """The cards in play in one deal, from the lead of trick 1 to the deal's end.

    ``hands`` is a list of card masks by player id, changed in place (``Match``
    passes its own list). ``next_of[p]`` is the player on p's right, who plays
    after p (R5). ``side[p]`` is ``KANKEI`` or ``MUKANKEI``. ``result`` stays
    ``None`` while the deal goes on; ``juroku_decider`` is a player id while a
    jūroku call is due (R24), else -1.
    """

    __slots__ = (
        "deal",
        "faces",
        "hands",
        "juroku_caller",
        "juroku_decider",
        "kankei_target",
        "leader",
        "led_mask",
        "led_suit",
        "mukankei_target",
        "next_of",
        "played",
        "result",
        "side",
        "trick_cards",
        "trick_mask",
        "trick_no",
        "trick_players",
        "trump",
        "trump_mask",
        "turn",
    )

    RULED_JOKER: ClassVar[CardSet] = JOKER_BIT
    """The bit of the joker with Goninkan's own rules of play (R17, ``legal_cards``)."""

    def __init__(self, hands: list[CardSet], trump: Suit, side: Sequence[int],
                 next_of: Sequence[int], targets: tuple[int, int], deal: int,
                 leader: int) -> None:
        self.hands = hands
        self.trump = trump
        self.trump_mask = SUIT_MASKS[trump]
        self.side = tuple(side)
        self.next_of = tuple(next_of)
        self.kankei_target, self.mukankei_target = targets
        self.deal = deal
        self.trick_no = 1
        self.leader = self.turn = leader
        self.trick_cards: list[Card] = []
        self.trick_players: list[int] = []
        self.trick_mask = 0
        self.led_mask = 0  # the led suit's cards; 0 before the lead
        self.led_suit = -1
        self.faces = [0, 0]
        self.played = 0  # every card played this deal
        self.result: Outcome | None = None
        self.juroku_caller = -1
        self.juroku_decider = -1

    def copy(self) -> Self:
        """An independent copy, hands included."""
        cls = type(self)
        clone = cls.__new__(cls)
        # every slot, spelled out: searches copy a position at each node (a subclass copies
        # its own slots after these)
        clone.deal = self.deal
        clone.faces = self.faces[:]
        clone.hands = self.hands[:]
        clone.juroku_caller = self.juroku_caller
        clone.juroku_decider = self.juroku_decider
        clone.kankei_target = self.kankei_target
        clone.led_mask = self.led_mask
        clone.led_suit = self.led_suit
        clone.leader = self.leader
        clone.mukankei_target = self.mukankei_target
        clone.next_of = self.next_of
        clone.played = self.played
        clone.result = self.result
        clone.side = self.side
        clone.trick_cards = self.trick_cards[:]
        clone.trick_mask = self.trick_mask
        clone.trick_no = self.trick_no
        clone.trick_players = self.trick_players[:]
        clone.trump = self.trump
        clone.trump_mask = self.trump_mask
        clone.turn = self.turn
        return clone

    def card_order(self) -> CardOrder:
        """How this game ranks its cards, for a search (``card_order``): deck order, R19."""
        return GONINKAN_ORDERS[self.trump]

    def legal(self) -> CardSet:
        """The cards the player to act may play (R16, R17; ``legal_cards``)."""
        return legal_cards(self.hands[self.turn], self.led_mask, self.RULED_JOKER, self.trick_no)

    def play(self, card: Card, suit: Suit = -1) -> int:
        """Play ``card`` for the player to act; ``suit`` is named when leading the joker (R18).

        Returns the trick's winner when this card closed it, else -1. Raises
        ``IllegalAction`` (nothing changed) when the rules forbid the card.
        """
        bit = 1 << card
        player = self.turn
        hand = self.hands[player]
        cards = self.trick_cards
        # R15–R18 checked directly: the same verdict as ``legal()``, without building it.
        if not hand & bit:
            raise self.why_illegal(card)
        if hand & JOKER_BIT:
            trick_no = self.trick_no
            if card == JOKER:
                if trick_no == 1 or trick_no == 10 or (suit < 0 and not cards):
                    raise self.why_illegal(card)
            elif trick_no == 9:
                raise self.why_illegal(card)
        led = self.led_mask
        if led and not bit & led and card != JOKER and hand & led:
            raise self.why_illegal(card)
        self.hands[player] = hand ^ bit
        if not cards:
            self.led_suit = suit if card == JOKER else SUIT_OF[card]
            self.led_mask = SUIT_MASKS[self.led_suit]
            self.leader = player
        cards.append(card)
        self.trick_players.append(player)
        self.trick_mask |= bit
        self.played |= bit
        if len(cards) < len(self.next_of):
            self.turn = self.next_of[player]
            return -1
        return self._close_trick()

    def why_illegal(self, card: Card) -> IllegalAction:
        """The rule ``card`` would break if the player to act played it now."""
        hand = self.hands[self.turn]
        if not hand >> card & 1:
            return IllegalAction("R15", f"you do not hold {card_code(card)}", "not_in_hand")
        if card == JOKER and self.trick_no in (1, 10):
            return IllegalAction("R17", f"the joker cannot be played in trick {self.trick_no}",
                                 "joker_forbidden", trick=self.trick_no)
        if hand & JOKER_BIT and self.trick_no == 9 and card != JOKER:
            return IllegalAction("R17", "you must play the joker in trick 9", "joker_forced")
        if card == JOKER:
            return IllegalAction("R18", "name a suit when you lead the joker", "name_suit")
        return IllegalAction("R16", f"you must follow {SUIT_NAMES[self.led_suit]}",
                             "must_follow", suit=SUIT_LETTERS[self.led_suit])

    def best_card(self) -> Card:
        """R19: the card winning the trick so far: the joker; else the highest trump; else the
        highest card of the suit led."""
        mask = self.trick_mask
        if mask & JOKER_BIT:
            return JOKER
        pool = mask & self.trump_mask or mask & self.led_mask
        return (pool & -pool).bit_length() - 1  # a lower number ranks higher

    def trick_winner(self) -> int:
        """R19: who played ``best_card``: the trick's winner once five cards are down."""
        return self.trick_players[self.trick_cards.index(self.best_card())]

    def _close_trick(self) -> int:
        winner = self.trick_winner()
        taken = (self.trick_mask & FACE_CARDS).bit_count()
        if taken:
            self.faces[self.side[winner]] += taken
            self.result = self._result()
            if self.result in (Outcome.SUKONKU, Outcome.REVERSE_SUKONKU) and self.deal > 1:
                self.result = None
                self.juroku_decider = winner  # R24: the winner may call
        self.trick_cards = []
        self.trick_players = []
        self.trick_mask = 0
        self.led_mask = 0
        self.led_suit = -1
        if self.result is None and self.juroku_decider < 0:
            self.trick_no += 1
            self.leader = self.turn = winner
        return winner

    def _result(self) -> Outcome | None:
        """R22–R24: how the deal ends after this trick, or None if it goes on."""
        kankei, mukankei = self.faces
        if self.juroku_caller >= 0:
            if self.side[self.juroku_caller] == KANKEI:
                if mukankei:
                    return Outcome.JUROKU_MISSED
                return Outcome.JUROKU_MADE if kankei == 16 else None
            if kankei:
                return Outcome.REVERSE_JUROKU_MISSED
            return Outcome.REVERSE_JUROKU_MADE if mukankei == 16 else None
        if kankei >= self.kankei_target:
            return Outcome.SUKONKU if mukankei == 0 else Outcome.KANKEI_WIN
        if mukankei >= self.mukankei_target:
            return Outcome.REVERSE_SUKONKU if kankei == 0 else Outcome.MUKANKEI_WIN
        return None

    def decide_juroku(self, call: bool) -> None:
        """R24: the sukonku trick's winner calls jūroku and plays on, or takes the sukonku."""
        decider = self.juroku_decider
        self.juroku_decider = -1
        if call:
            self.juroku_caller = decider
            self.trick_no += 1
            self.leader = self.turn = decider
        else:
            kankei = self.side[decider] == KANKEI
            self.result = Outcome.SUKONKU if kankei else Outcome.REVERSE_SUKONKU


def legal_plays(tp: TrickPlay) -> list[tuple[Card, Suit]]:
    """The plays of the player to act (``plays_of``), in either game's deck order (the 50
    cards keep theirs among the 53): a joker led names a suit only where it has Goninkan's
    rules (R18; never in the bidding game, B9). Both games' ``legal_decisions`` and
    ``legal_options`` list the plays from here."""
    names_suit = not tp.trick_cards and tp.RULED_JOKER != 0
    return [play for card in BIDDING_DECK.in_order(tp.legal())
            for play in plays_of(1 << card, names_suit)]


def legal_options(tp: TrickPlay) -> list[Option]:
    """Every legal decision of the player to act, in deck order: the plays of ``legal_plays``
    (a joker lead once per suit it may name, R18; never in the bidding game, B9), or the
    jūroku call (R24). The solver and the review list a position's options from here."""
    if tp.result is not None:
        return []
    if tp.juroku_decider >= 0:
        return [True, False]
    return [card if suit < 0 else (card, suit) for card, suit in legal_plays(tp)]


def after_option(tp: TrickPlay, option: Option) -> TrickPlay:
    """A copy of ``tp`` with ``option`` taken: a jūroku call, a joker lead or a card."""
    child = tp.copy()
    if isinstance(option, bool):
        child.decide_juroku(option)
    elif isinstance(option, tuple):
        child.play(option[0], option[1])
    else:
        child.play(option)
    return child


def options_alike(tp: TrickPlay) -> dict[Option, Option]:
    """Each legal option of ``tp`` with the one that stands for its set of options alike
    (``CardOrder.alike``: the highest card of the set). Alike options have the same value."""
    order = tp.card_order()
    ranks = order.stands_for(order.to_ranks(tp.legal()),
                             ~order.to_ranks(tp.played & ~tp.trick_mask))
    stands_for = {order.card[rank]: order.card[stands] for rank, stands in ranks.items()}
    return {option: stands_for[option] if isinstance(option, int)
            and not isinstance(option, bool) else option for option in legal_options(tp)}
