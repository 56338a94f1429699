"""What a seat knows of the hidden hands, deals consistent with it, and trick play built on one.

``knowledge_of(view)`` reads everything a ``SeatView`` implies about the other
hands: the cards known to be in a hand (R11 the deal-1 key cards, R13 the
nijū-kan swap, R26 the kime-yaku cards shown to the chooser), the suits a
player has shown to be void in by not following (R16), and the joker rules
(R17: whoever played another card in trick 9 does not hold it). It never
reads a hidden hand: a ``SeatView`` holds none.

``sample_hands`` deals the unseen cards at random to the other players,
consistent with all of that and with each hand's size; ``trickplay_from_view``
rebuilds the trick play in progress on one such deal, for a search to play on.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..cards import (
    FULL_DECK,
    JOKER,
    JOKER_BIT,
    SUIT_MASKS,
    SUIT_OF,
    CardSet,
    ace_of,
    cards_of,
)
from ..games import GONINKAN
from ..match import Phase
from ..observe import SeatView
from ..tricks import KANKEI, MUKANKEI, TrickPlay

SEATS = GONINKAN.seats
"""Goninkan's five players (R5): this module plays Goninkan only."""

GROUPS: tuple[CardSet, ...] = (*SUIT_MASKS, JOKER_BIT)
"""The unseen cards are dealt by group: the four suits and the joker (voids are per suit)."""


@dataclass(frozen=True, slots=True)
class Knowledge:
    """What one seat knows of the hands: ``fixed`` cards per player, ``allowed`` the rest may be.

    ``need[p]`` is how many of player p's cards are not in ``fixed[p]``; they
    come from ``pool``, and only from ``allowed[p]``. For the seat itself,
    ``fixed`` is its hand and ``need`` is 0.
    """

    player: int
    fixed: tuple[CardSet, ...]
    allowed: tuple[CardSet, ...]
    need: tuple[int, ...]
    pool: CardSet
    voids: tuple[CardSet, ...]

    def possible(self, player: int) -> CardSet:
        """Every card ``player`` may hold."""
        return self.fixed[player] | self.allowed[player]


def voids_of(view: SeatView) -> list[CardSet]:
    """Per player, the suits (as card masks) they have shown to be void in this deal (R16)."""
    voids = [0] * SEATS
    plays = [(trick.plays, trick.led_suit) for trick in view.tricks]
    if view.trick and view.led_suit is not None:
        plays.append((view.trick, view.led_suit))
    for trick_plays, led in plays:
        for player, card in trick_plays:
            if card != JOKER and SUIT_OF[card] != led:
                voids[player] |= SUIT_MASKS[led]
    return voids


def _no_joker(view: SeatView) -> list[bool]:
    """Per player, whether the joker rules show they do not hold it (R17: trick 9)."""
    if view.trick_no > 9 or any(trick.number == 9 for trick in view.tricks):
        return [True] * SEATS
    barred = [False] * SEATS
    if view.trick_no == 9:
        for player, card in view.trick:
            barred[player] = card != JOKER
    return barred


def knowledge_of(view: SeatView) -> Knowledge:
    """Everything ``view`` implies about where the unplayed cards are."""
    me = view.player
    fixed = [known & ~view.played for known in view.known]
    fixed[me] = view.hand
    taken = 0
    for mask in fixed:
        taken |= mask
    pool = FULL_DECK & ~view.played & ~taken
    voids = voids_of(view)
    barred = _no_joker(view)
    allowed = []
    need = []
    for p in range(SEATS):
        if p == me:
            allowed.append(0)
            need.append(0)
            continue
        mask = pool & ~voids[p]
        if barred[p]:
            mask &= ~JOKER_BIT
        allowed.append(mask)
        need.append(max(0, view.hand_sizes[p] - fixed[p].bit_count()))
    return Knowledge(me, tuple(fixed), tuple(allowed), tuple(need), pool, tuple(voids))


def _feasible(counts: list[int], who: list[int], capacity: list[int]) -> bool:
    """Hall's condition: every set of groups fits in the players allowed to take them."""
    for players in range(1, 32):
        room = 0
        for p in range(SEATS):
            if players >> p & 1:
                room += capacity[p]
        cards = 0
        for g in range(SEATS):
            if counts[g] and who[g] & ~players == 0:
                cards += counts[g]
        if cards > room:
            return False
    return True


def sample_hands(knowledge: Knowledge, rng: random.Random) -> list[CardSet]:
    """A deal of the unseen cards consistent with ``knowledge``, each hand of its size.

    Cards go one by one, the most constrained groups first, to a player allowed
    to hold them, with chance in proportion to the room left in each hand (a
    uniform deal when nothing constrains it). A deal that runs into a dead end
    is drawn again; after a few, every step checks that the rest still fits.
    """
    cards = cards_of(knowledge.pool)
    if sum(knowledge.need) != len(cards):
        raise ValueError("the view's hand sizes do not match the unseen cards")
    room = sum(1 << p for p in range(SEATS) if knowledge.need[p])
    who = [sum(1 << p for p in range(SEATS) if knowledge.allowed[p] & group) & room
           for group in GROUPS]
    order = sorted(range(SEATS), key=lambda g: who[g].bit_count())
    for attempt in range(9):
        hands = _deal_by_group(knowledge, cards, who, order, rng, careful=attempt == 8)
        if hands is not None:
            return hands
    raise ValueError("no deal is consistent with the view")


def _deal_by_group(knowledge: Knowledge, cards: list[int], who: list[int], order: list[int],
                   rng: random.Random, careful: bool) -> list[CardSet] | None:
    """One try at a deal: None at a dead end (never when ``careful``)."""
    capacity = list(knowledge.need)
    hands = list(knowledge.fixed)
    by_group: list[list[int]] = [[], [], [], [], []]
    for card in cards:
        by_group[_group(card)].append(card)
    counts = [len(group) for group in by_group]
    for g in order:
        group = by_group[g]
        rng.shuffle(group)
        for card in group:
            counts[g] -= 1
            choices = [p for p in range(SEATS) if who[g] >> p & 1 and capacity[p]]
            while True:
                if not choices:
                    return None
                player = _weighted(choices, capacity, rng)
                capacity[player] -= 1
                if not careful or _feasible(counts, who, capacity):
                    break
                capacity[player] += 1
                choices.remove(player)
            hands[player] |= 1 << card
    return hands


def _group(card: int) -> int:
    return 4 if card == JOKER else SUIT_OF[card]


def _weighted(choices: list[int], capacity: list[int], rng: random.Random) -> int:
    """One of ``choices``, with chance in proportion to its room left."""
    total = sum(capacity[p] for p in choices)
    pick = rng.randrange(total)
    for p in choices:
        pick -= capacity[p]
        if pick < 0:
            return p
    return choices[-1]


class SeatKnowledge:
    """What every player knows while a deal is played on: voids, the joker, the key cards.

    A search that deals the hidden cards plays on with each player reading
    only what their own seat would know (``possible``), as at the table;
    ``saw`` keeps it up to date card by card. ``shown`` is the cards shown in
    kime-yaku, known to the chooser (R26).
    """

    __slots__ = ("barred", "chooser", "public", "shower", "shown", "voids")

    def __init__(self, view: SeatView, shown: CardSet, voids: list[CardSet],
                 barred: list[bool]) -> None:
        self.voids = voids
        self.barred = barred
        self.public = [0] * SEATS
        if view.deal == 1 and view.ace_holder is not None and view.joker_holder is not None:
            assert view.trump is not None
            self.public[view.ace_holder] |= 1 << ace_of(view.trump)
            self.public[view.joker_holder] |= JOKER_BIT
        self.chooser = view.chooser if view.deal > 1 else None
        self.shower = view.shower if view.deal > 1 else None
        self.shown = shown

    @classmethod
    def of_view(cls, view: SeatView, shown: CardSet, from_start: bool = False) -> SeatKnowledge:
        """The players' knowledge now, or at the first lead of the deal when ``from_start``."""
        if from_start:
            return cls(view, shown, [0] * SEATS, [False] * SEATS)
        return cls(view, shown, voids_of(view), _no_joker(view))

    def copy(self) -> SeatKnowledge:
        """An independent copy, to play one deal on."""
        clone = SeatKnowledge.__new__(SeatKnowledge)
        clone.voids = self.voids[:]
        clone.barred = self.barred[:]
        clone.public = self.public  # never changed after it is made
        clone.chooser = self.chooser
        clone.shower = self.shower
        clone.shown = self.shown
        return clone

    def saw(self, tp: TrickPlay, player: int, card: int) -> None:
        """Note what ``player`` playing ``card`` now shows everyone (R16, R17)."""
        if tp.trick_cards and card != JOKER and SUIT_OF[card] != tp.led_suit:
            self.voids[player] |= SUIT_MASKS[tp.led_suit]
        if tp.trick_no == 9 and card != JOKER:
            self.barred[player] = True

    def possible(self, tp: TrickPlay, player: int) -> list[CardSet]:
        """Per player, the cards ``player`` would think they may hold (``Knowledge.possible``)."""
        unplayed = FULL_DECK & ~tp.played
        fixed = [known & unplayed for known in self.public]
        if player == self.chooser and self.shower is not None:
            fixed[self.shower] |= self.shown & unplayed
        hand = fixed[player] = tp.hands[player]
        pool = unplayed & ~(hand | fixed[0] | fixed[1] | fixed[2] | fixed[3] | fixed[4])
        no_joker = pool & ~JOKER_BIT
        all_barred = tp.trick_no > 9
        barred = self.barred
        voids = self.voids
        return [hand if p == player else
                fixed[p] | (no_joker if all_barred or barred[p] else pool) & ~voids[p]
                for p in range(SEATS)]


def sides_of(view: SeatView) -> list[int]:
    """``KANKEI`` or ``MUKANKEI`` per player id, as ``TrickPlay`` wants them."""
    return [KANKEI if p in view.kankei else MUKANKEI for p in range(SEATS)]


def trickplay_from_view(view: SeatView, hands: list[CardSet], trump: int | None = None,
                        leader: int | None = None) -> TrickPlay:
    """The trick play of ``view`` on the deal ``hands`` (the seat's own hand and sampled ones).

    Before trick play (an iku/koi call, a trump to name) pass the ``trump`` and
    the ``leader`` to try; during it they come from the view.
    """
    suit = view.trump if trump is None else trump
    assert suit is not None
    first = view.player if leader is None else leader
    next_of = [view.next_of(p) for p in range(SEATS)]
    tp = TrickPlay(hands, suit, sides_of(view), next_of, view.targets, view.deal, first)
    if view.trick_no == 0:
        return tp
    tp.trick_no = view.trick_no
    tp.faces = list(view.faces)
    tp.played = view.played
    tp.juroku_caller = -1 if view.juroku_caller is None else view.juroku_caller
    if view.trick:
        tp.leader = view.trick[0][0]
        assert view.led_suit is not None
        tp.led_suit = view.led_suit
        tp.led_mask = SUIT_MASKS[view.led_suit]
        for player, card in view.trick:
            tp.trick_players.append(player)
            tp.trick_cards.append(card)
            tp.trick_mask |= 1 << card
    else:
        tp.leader = view.player
    tp.turn = view.player
    if view.phase is Phase.JUROKU:
        tp.juroku_decider = view.player
    return tp
