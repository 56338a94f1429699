"""The review's own open-hand search for the bidding game's forms the solver does not play
(docs/rules.md section 12: three players, or no auction), and the side assignment that makes a
deal without sides one of two sides.

``engine.solver`` searches five seats and ten tricks. The other forms are searched here: an
alpha-beta search for the most face cards side 0 (``TAISHO_SIDE``: the taisho's side, or the
reviewed player alone) can be sure of at the deal's end, over the position changed in place
in the order's rank space (``card_order``, as the solver does). What makes it fast enough:

- a table at trick boundaries, keyed by the order of the cards left and who holds each (which
  low cards were played does not matter), with bounds on the face cards still to take and the
  lead that settled them, kept from one position of the deal to the next;
- bounds from the faces left, and from a side's run of top trumps (each wins its trick);
- cards that play alike searched once (``card_order.plays_alike``);
- a lead's order from the table and from the leads that cut the search short before; a
  follower's the cheapest card that takes the trick, or a face card onto its side's trick;
- null windows: a deal with a bid asks once "at least the bid?"; a deal without sides finds
  the count by null-window searches (MTD(f)).

It counts a node per trick boundary (as the solver does) and works to a node budget.

Without an auction there are no sides (B18): ``paranoid`` makes the reviewed player one
side and all the others the other, so the value is the face cards the player can be sure of
taking with all hands open if every other player played against them (the "paranoid" value
of multi-player search).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..bidding_tricks import DEFENDERS, FACES, TAISHO_SIDE, BiddingPlay
from ..card_order import CardOrder, plays_alike, quick_faces, trick_stays
from ..cards import Card
from ..scoring import Outcome
from ..solver import OutOfBudget
from ..tricks import TrickPlay

_STOP_EVERY = 1024
TABLE_ENTRIES = 400_000
"""The most trick boundaries the table keeps (about 200 bytes each, some 80 MB): a full
table keeps only its entries with the most cards left (``_thin_table``). It holds bounds
only, so the values stay exact; a deal of many millions of nodes would otherwise keep half
a gigabyte in each review worker."""
_GONE = ord("-")
_MARKS = b"ABCDEFGH", b"abcdefgh", b"STUVWXYZ"
"""A card's mark in a key, by its holder: a face card's (upper case), another's, and a joker
whose lead asks for no suit (B9 ``free``), which plays unlike the trumps beside it."""


def paranoid(tp: TrickPlay, player: int) -> TrickPlay:
    """A copy of ``tp`` (a deal without sides) with ``player`` one side (``TAISHO_SIDE``) and
    every other player the other, each side's face cards taken so far counted."""
    clone = tp.copy()
    mine = tp.faces[player]
    clone.side = tuple(TAISHO_SIDE if p == player else DEFENDERS for p in range(len(tp.side)))
    clone.faces = [mine, sum(tp.faces) - mine]
    return clone


class SmallSearch:
    """An exact search of a ``BiddingPlay`` position of any form, for side 0's face cards.

    ``values``: each result's value for side 0 (``Match.side_values``), or empty for a deal
    without sides, whose value is then side 0's face cards themselves. Has the solver's
    ``nodes`` and ``solve`` so the review can meter either alike. One search serves the
    positions of one deal (one trump, the same sides): its table carries over.
    """

    def __init__(self, values: Mapping[str, float]) -> None:
        self.values = dict(values)
        self.nodes = 0
        self.table: dict[tuple[bytes, int], tuple[int, int, int]] = {}
        """Per trick boundary (the cards left, the leader): bounds on the face cards side 0
        takes from there to the deal's end, and the lead that settled them (as how many of
        the cards left rank before it)."""
        self._setup: tuple[object, ...] = ()
        self._guess = -1
        self._end = 1 << 62
        self._next_stop = _STOP_EVERY
        self._stop: Callable[[], bool] | None = None
        # the position searched, changed in place and restored
        self.order: CardOrder | None = None
        self.hands: list[int] = []
        self.side: tuple[int, ...] = ()
        self.next_of: tuple[int, ...] = ()
        self.seats = 0
        self.trump = self.faces_mask = 0
        self.led_of: tuple[int, ...] = ()
        self.kind: tuple[int, ...] = ()
        self.slot: tuple[int, ...] = ()
        self.free_bit = 0
        self.suits_trump_first: list[int] = []
        self.is_face: tuple[bool, ...] = ()
        self.gone = 0
        self.taken = 0
        self.trick_no = self.last_trick = 0
        self.slots = bytearray()
        self.code: list[int] = []
        self.history: list[int] = []

    def solve(self, tp: TrickPlay, *, node_budget: int | None = None,
              stop: Callable[[], bool] | None = None) -> float | None:
        """The value of ``tp`` for side 0, or None past ``node_budget`` nodes or when
        ``stop`` (asked every thousand nodes or so) said to give up."""
        assert isinstance(tp, BiddingPlay)
        self._end = self.nodes + node_budget if node_budget is not None else 1 << 62
        self._stop, self._next_stop = stop, self.nodes + _STOP_EVERY
        try:
            if not self.values:
                return float(self.most_faces(tp))
            bid = tp.kankei_target
            made = self.faces_within(tp, bid - 1, bid) >= bid
        except OutOfBudget:
            return None
        return float(self.values[Outcome.KANKEI_WIN if made else Outcome.MUKANKEI_WIN])

    def most_faces(self, tp: BiddingPlay) -> int:
        """The face cards side 0 ends the deal with, exactly: searches with a null window
        ("at least ``goal``?", MTD(f)), each narrowing the bounds, the table's bounds shared,
        until they meet; far fewer nodes than one search with the whole window. The first
        guess is the last position's value (the options of one decision, or the decisions of
        one deal, are mostly worth about as much), so two searches often settle it."""
        low = tp.faces[TAISHO_SIDE]
        high = low + _faces_left(tp)
        guess = self._guess if low <= self._guess <= high else low + (high - low) // 2
        while low < high:
            goal = max(guess, low + 1)
            guess = self.faces_within(tp, goal - 1, goal)
            if guess < goal:
                high = guess
            else:
                low = guess
        self._guess = low  # the next position searched is most likely worth about as much
        return low

    def faces_within(self, tp: BiddingPlay, alpha: int, beta: int) -> int:
        """The face cards side 0 ends the deal with under best play of both sides, from
        ``tp`` (left as it is): exact within (alpha, beta), a bound outside it."""
        if tp.result is not None:
            return tp.faces[TAISHO_SIDE]
        self._set_up(tp)
        if not tp.trick_cards:
            return self._lead(tp.turn, alpha, beta)
        order = self.order
        assert order is not None
        rank = order.rank
        tmask = order.to_ranks(tp.trick_mask)
        return self._follow(len(tp.trick_cards), tp.turn, tmask, order.to_ranks(tp.led_mask),
                            rank[tp.best_card()], tp.trick_winner(), alpha, beta)

    # ---- the position ----------------------------------------------------------------

    def _set_up(self, tp: BiddingPlay) -> None:
        """The search's own copy of ``tp``'s position (the table kept while the deal's
        trump, sides and seats are the same)."""
        order = tp.card_order()
        setup = (order, tp.side, tp.next_of)
        if setup != self._setup:
            self._setup = setup
            self.table.clear()
            self.order = order
            self.side, self.next_of, self.seats = tp.side, tp.next_of, len(tp.side)
            self.trump, self.faces_mask = order.trump, order.faces
            self.led_of, self.kind, self.is_face = order.led, order.kind, order.is_face
            self.slot = order.slot
            self.free_bit = 1 << order.free_joker if order.free_joker >= 0 else 0
            self.suits_trump_first = sorted(order.suit_masks, key=lambda m: not m & order.trump)
            self.history = [0] * order.size
        self.hands = [order.to_ranks(hand) for hand in tp.hands]
        held = 0
        for hand in self.hands:
            held |= hand
        # out of play: every card not in a hand nor on the table (played, laid down or the
        # kitsune, B17), so cards around them play alike
        self.gone = ((1 << order.size) - 1) & ~(held | order.to_ranks(tp.trick_mask))
        self.taken = tp.faces[TAISHO_SIDE]
        self.trick_no, self.last_trick = tp.trick_no, tp.last_trick
        self.slots = bytearray(order.blank)
        self.code = [_GONE] * order.size
        slot, free = order.slot, order.free_joker
        for player, hand in enumerate(self.hands):
            face, other, joker = (marks[player] for marks in _MARKS)
            while hand:
                low = hand & -hand
                card = low.bit_length() - 1
                hand ^= low
                self.code[card] = self.slots[slot[card]] = joker if card == free else \
                    face if order.is_face[card] else other

    # ---- the search ------------------------------------------------------------------

    def _lead(self, leader: int, alpha: int, beta: int) -> int:
        """A trick boundary: ``leader`` leads. Bounds from the faces, then the table."""
        self.nodes += 1
        if self.nodes > self._next_stop:
            self._ask()
        if self.trick_no == self.last_trick:
            return self._last_trick(leader)
        hands, taken = self.hands, self.taken
        union = 0
        for hand in hands:
            union |= hand
        low, high = self._bounds(union)
        if taken + low >= beta:
            return taken + low
        if taken + high <= alpha:
            return taken + high
        key = (bytes(self.slots).replace(b"-", b""), leader)
        entry = self.table.get(key)
        first = -1
        if entry is not None:
            low, high = max(low, entry[0]), min(high, entry[1])
            if taken + low >= beta or low == high:
                return taken + low
            if taken + high <= alpha:
                return taken + high
            first = _nth_card(union, entry[2])
        # the leader's quick faces: a bound for the leader's side, asked last (the dearest)
        if self.side[leader] == TAISHO_SIDE:
            low = max(low, self._quick_faces(leader, union))
            if taken + low >= beta:
                return taken + low
        else:
            high = min(high, (union & self.faces_mask).bit_count()
                       - self._quick_faces(leader, union))
            if taken + high <= alpha:
                return taken + high
        alpha, beta = max(alpha, taken + low), min(beta, taken + high)
        best, best_card = self._leads(leader, self._lead_moves(leader, first), alpha, beta)
        if best <= alpha:
            high = min(high, best - taken)
        elif best >= beta:
            low = max(low, best - taken)
        else:
            low = high = best - taken
        if len(self.table) >= TABLE_ENTRIES:
            self._thin_table()
        self.table[key] = low, high, (union & ((1 << best_card) - 1)).bit_count()
        return best

    def _thin_table(self) -> None:
        """The table full: keep the half of its entries with the most cards left (the
        dearest to search again), drop the rest."""
        lengths = sorted(len(key[0]) for key in self.table)
        keep = lengths[len(lengths) // 2]
        self.table = {key: entry for key, entry in self.table.items() if len(key[0]) > keep}

    def _bounds(self, union: int) -> tuple[int, int]:
        """Bounds on the face cards side 0 takes from a trick boundary (``union``: the cards
        left): none to all those left, less what the side holding the top trumps surely
        takes with its run of them (each wins the trick it is played to)."""
        left = (union & self.faces_mask).bit_count()
        trumps = union & self.trump
        if not trumps:
            return 0, left
        ours = 0
        for player, hand in enumerate(self.hands):
            if self.side[player] == TAISHO_SIDE:
                ours |= hand
        theirs = trumps & ~ours if trumps & -trumps & ours else trumps & ours
        run = trumps & ((theirs & -theirs) - 1) if theirs else trumps
        sure = (run & self.faces_mask).bit_count()
        return (sure, left) if run & ours else (0, left - sure)

    def _quick_faces(self, leader: int, union: int) -> int:
        """The faces the leader's side surely takes by cashing its top cards
        (``card_order.quick_faces``, which the solver counts too)."""
        return quick_faces(self.hands, self.side, leader, union, self.suits_trump_first,
                           self.trump, self.faces_mask, self.free_bit)[0]

    def _lead_moves(self, leader: int, first: Card) -> list[Card]:
        """The leader's cards, one of each set alike, best first: ``first`` (the table's),
        then those that cut the search short most often."""
        moves = plays_alike(self.kind, self.hands[leader], ~self.gone)
        if len(moves) > 1:
            history = self.history
            moves.sort(key=history.__getitem__, reverse=True)
            if first in moves and moves[0] != first:
                moves.remove(first)
                moves.insert(0, first)
        return moves

    def _leads(self, leader: int, moves: list[Card], alpha: int, beta: int
               ) -> tuple[int, Card]:
        """Each lead of ``moves`` searched within (alpha, beta): the best value and its card."""
        hands = self.hands
        hand = hands[leader]
        maximise = self.side[leader] == TAISHO_SIDE
        best, best_card = (-1 if maximise else 99), moves[0]
        after = self.next_of[leader]
        slots, slot, code, led_of = self.slots, self.slot, self.code, self.led_of
        for card in moves:
            hands[leader] = hand ^ (1 << card)
            slots[slot[card]] = _GONE
            value = self._follow(1, after, 1 << card, led_of[card], card, leader, alpha, beta)
            hands[leader] = hand
            slots[slot[card]] = code[card]
            if maximise:
                if value > best:
                    best, best_card = value, card
                    alpha = max(alpha, value)
            elif value < best:
                best, best_card = value, card
                beta = min(beta, value)
            if alpha >= beta:
                self.history[card] += 1 << max(0, 20 - self.trick_no)
                break
        return best, best_card

    def _follow(self, i: int, player: int, tmask: int, led: int, wcard: Card, wplayer: int,
                alpha: int, beta: int) -> int:
        """The ``i``-th card of the trick, by ``player``; ``wcard`` of ``wplayer`` leads it."""
        hands = self.hands
        hand = hands[player]
        legal = hand & led or hand  # B9 (a free joker's lead asks for no suit: led 0)
        trump = self.trump
        # B10: the cards that would take the trick from ``wcard``
        beat = trump & ((1 << wcard) - 1) if trump >> wcard & 1 \
            else trump | (led & ((1 << wcard) - 1))
        side = self.side
        maximise = side[player] == TAISHO_SIDE
        last = i == self.seats - 1
        if legal & (legal - 1):
            ahead = side[wplayer] == side[player] and (
                last or trick_stays(side, self.hands, self.next_of, wplayer, player,
                                    self.seats - 1 - i, beat))
            moves = self._follow_moves(legal, ahead, beat, ~(self.gone | tmask))
        else:
            moves = [legal.bit_length() - 1]
        best = -1 if maximise else 99
        after = self.next_of[player]
        slots, code, slot = self.slots, self.code, self.slot
        for card in moves:
            bit = 1 << card
            hands[player] = hand ^ bit
            slots[slot[card]] = _GONE
            if last:
                value = self._close(player if beat & bit else wplayer, tmask | bit, alpha, beta)
            elif beat & bit:
                value = self._follow(i + 1, after, tmask | bit, led, card, player, alpha, beta)
            else:
                value = self._follow(i + 1, after, tmask | bit, led, wcard, wplayer, alpha,
                                     beta)
            hands[player] = hand
            slots[slot[card]] = code[card]
            if maximise:
                if value > best:
                    best = value
                    alpha = max(alpha, value)
            elif value < best:
                best = value
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best

    def _follow_moves(self, legal: int, ahead: bool, beat: int, out: int) -> list[Card]:
        """A follower's legal cards, one of each set alike, likely best first: with its side
        sure to take the trick (``ahead``) a face card, else the lowest card; otherwise the
        cheapest card that takes the trick, else the lowest card, face cards last.

        Cards alike here are alike among the cards still in the other hands (``out``) and
        all take the trick or all do not (the lowest stands for its set)."""
        kind, is_face = self.kind, self.is_face
        winners = plays_alike(kind, legal & beat, out, True)
        winners.reverse()
        faces: list[Card] = []
        low: list[Card] = []
        for card in reversed(plays_alike(kind, legal & ~beat, out, True)):
            (faces if is_face[card] else low).append(card)
        if ahead:
            return faces + low + winners
        return winners + low + faces

    def _close(self, winner: int, tmask: int, alpha: int, beta: int) -> int:
        """The trick is complete: ``winner`` takes its faces; the deal ends or goes on."""
        taken = self.taken
        if self.side[winner] == TAISHO_SIDE:
            self.taken = taken + (tmask & self.faces_mask).bit_count()
        if self.trick_no == self.last_trick:
            value = self.taken
        else:
            gone = self.gone
            self.gone = gone | tmask
            self.trick_no += 1
            value = self._lead(winner, alpha, beta)
            self.trick_no -= 1
            self.gone = gone
        self.taken = taken
        return value

    def _last_trick(self, leader: int) -> int:
        """The last trick: one card a hand, no choice."""
        hands, trump, next_of = self.hands, self.trump, self.next_of
        wcard = hands[leader].bit_length() - 1
        winner = leader
        led = self.led_of[wcard]
        tmask = hands[leader]
        player = next_of[leader]
        while player != leader:
            bit = hands[player]
            card = bit.bit_length() - 1
            tmask |= bit
            if trump & bit:
                if not trump >> wcard & 1 or card < wcard:
                    wcard, winner = card, player
            elif led & bit and card < wcard and not trump >> wcard & 1:
                wcard, winner = card, player
            player = next_of[player]
        if self.side[winner] == TAISHO_SIDE:
            return self.taken + (tmask & self.faces_mask).bit_count()
        return self.taken

    def _ask(self) -> None:
        if self.nodes > self._end or (self._stop is not None and self._stop()):
            raise OutOfBudget
        self._next_stop = self.nodes + _STOP_EVERY


def _nth_card(cards: int, rank: int) -> Card:
    """The card with ``rank`` cards of ``cards`` before it in rank order."""
    for _ in range(rank):
        cards &= cards - 1
    return (cards & -cards).bit_length() - 1


def _faces_left(tp: BiddingPlay) -> int:
    """The face cards still to be taken: in the trick and in the hands."""
    return (tp.trick_mask & FACES).bit_count() + sum((h & FACES).bit_count() for h in tp.hands)
