"""The review's own open-hand search for the bidding game's forms the solver does not play
(docs/rules.md section 12: three players, or no auction), and the side assignment that makes a
deal without sides one of two sides.

``engine.solver`` searches five seats and ten tricks. The other forms are searched here: an
alpha-beta search for the most face cards side 0 (``TAISHO_SIDE``: the taisho's side, or the
reviewed player alone) can be sure of at the deal's end, over the position changed in place
in the order's rank space (``card_order``, as the solver does). What makes it fast enough:

- a table at trick boundaries with bounds on the face cards still to take and the lead that
  settled them, kept from one position of the deal to the next: a partition search's, as the
  solver's win probe keeps (``_lead``), so an entry keeps of each suit only the top cards
  whose order decided something below it and settles every trick start that differs only in
  the order of lower cards (which low cards were played does not matter either);
- bounds from the faces left, and from a side's run of top trumps (each wins its trick);
- cards that play alike searched once (``card_order.plays_alike``);
- a lead's order from the table and from the leads that cut the search short before (the
  history, halved at each position solved, so that the latest searches weigh most); a
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
from ..card_order import (
    CardOrder,
    kept_cards,
    nth_card,
    pattern_cards,
    pattern_mask,
    plays_alike,
    quick_faces,
    trick_stays,
)
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
_GONE_MARK = b"-"
_MARKS = b"ABCDEFGH", b"abcdefgh", b"STUVWXYZ"
"""A card's mark in a key, by its holder: a face card's (upper case), another's, and a joker
whose lead asks for no suit (B9 ``free``), which plays unlike the trumps beside it."""
_SHAPE_BITS = 5
"""Bits per kind of card in a hand's shape (``SmallSearch.shapes``): room for a whole hand."""
_Entry = tuple[int, int, tuple[int, ...], int, int, int]
"""A table entry: its pattern (the marks it keeps, read as a number, and the mask of their
places), the depth it keeps of each block, bounds (low, high) on the face cards side 0 takes
from its trick start to the deal's end, and the rank among the cards left of the best lead."""


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
        self.table: list[dict[int, list[_Entry]]] = []
        """Per trick, per trick start's key (``_key``: the leader and each hand's count of
        each kind of card per block), the entries found there (see ``_lead``)."""
        self.entries = 0
        """How many entries the table holds."""
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
        self.blocks: list[int] = []
        self.block_of: list[int] = []
        """Per card, the cards of its block (its suit)."""
        self.weight: list[int] = []
        """Per card, what it adds to its holder's ``shapes``."""
        self.shapes: list[int] = []
        """Per hand, its count of each kind of card (face or not, or a free joker, per block)
        in one number, ``_SHAPE_BITS`` a kind, kept as cards are played."""
        self.shape_span = 0
        self.mattered = 0
        """The cards whose order decided something in the search since the last trick start
        (a trick won over a card of the winner's suit, a bound's run, an entry's pattern)."""
        self.sets: set[int] = set()
        """The sets of cards searched as one (alike) at this trick start."""
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
        self._age_history()
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

    def _age_history(self) -> None:
        """Each lead's count of cut-offs halved: the history of the positions solved before
        weighs half as much at each new one (the review solves a deal's decisions from its
        end, so the deeper ones' counts fade as the search reaches the first tricks; fewer
        nodes in the three-player forms, docs/measurements.md)."""
        self.history = [count >> 1 for count in self.history]

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
            self.table = [{} for _ in range(tp.last_trick + 2)]
            self.entries = 0
            self.order = order
            self.side, self.next_of, self.seats = tp.side, tp.next_of, len(tp.side)
            self.trump, self.faces_mask = order.trump, order.faces
            self.led_of, self.kind, self.is_face = order.led, order.kind, order.is_face
            self.slot = order.slot
            self.free_bit = 1 << order.free_joker if order.free_joker >= 0 else 0
            self.suits_trump_first = sorted(order.suit_masks, key=lambda m: not m & order.trump)
            self.history = [0] * order.size
            blocks = [0] * (max(s - r for r, s in enumerate(order.slot)) + 1)
            for number, at in enumerate(order.slot):
                blocks[at - number] |= 1 << number  # the slots of block b lie b separators on
            self.blocks = blocks
            self.block_of = [next(m for m in blocks if m >> card & 1)
                             for card in range(order.size)]
            self.weight = [1 << (_SHAPE_BITS * self._kind_in_block(card))
                           for card in range(order.size)]
            self.shape_span = _SHAPE_BITS * 3 * len(blocks)
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
        self.shapes = [0] * self.seats
        self.mattered = 0
        self.sets = set()
        slot, free, weight = order.slot, order.free_joker, self.weight
        for player, hand in enumerate(self.hands):
            face, other, joker = (marks[player] for marks in _MARKS)
            while hand:
                low = hand & -hand
                card = low.bit_length() - 1
                hand ^= low
                self.code[card] = self.slots[slot[card]] = joker if card == free else \
                    face if order.is_face[card] else other
                self.shapes[player] += weight[card]

    def _kind_in_block(self, card: Card) -> int:
        """The kind of ``card`` among a shape's counts: its block (suit), and face card or
        not, or the free-leading joker, three a block."""
        order = self.order
        assert order is not None
        kind = 2 if card == order.free_joker else int(order.is_face[card])
        return (order.slot[card] - card) * 3 + kind

    # ---- the search ------------------------------------------------------------------

    def _lead(self, leader: int, alpha: int, beta: int) -> int:
        """A trick boundary: ``leader`` leads. Bounds from the faces, then the table.

        Partition search, as the solver's win probe: what a search finds here is stored
        with the cards whose order decided it (``mattered``: per block, the top cards down
        to the lowest one that did), and holds for every trick start with the same leader
        and the same count of each kind of card per hand and block whose blocks' top cards
        are held alike (the same holder, face or not) down to there: below, which card of a
        hand ranks above which decided nothing. Under one key every position's marks lie in
        the same places, so a pattern is matched as one number (the marks read big-endian,
        masked to the pattern's places)."""
        self.nodes += 1
        if self.nodes > self._next_stop:
            self._ask()
        if self.trick_no == self.last_trick:
            return self._last_trick(leader)
        hands, taken = self.hands, self.taken
        union = 0
        for hand in hands:
            union |= hand
        left = (union & self.faces_mask).bit_count()
        low, high = self._bounds(union, left)
        if taken + low >= beta or taken + high <= alpha:
            self.mattered |= self._trump_run(union)
            return taken + low if taken + low >= beta else taken + high
        key = self._key(leader)
        entries = self.table[self.trick_no].get(key)
        first = -1
        if entries is not None:
            marks = int.from_bytes(bytes(self.slots).translate(None, _GONE_MARK), "big")
            for value, mask, depths, elow, ehigh, rank in entries:
                if marks & mask != value:
                    continue
                if taken + elow >= beta or taken + ehigh <= alpha or elow == ehigh:
                    self.mattered |= pattern_cards(depths, union, self.blocks)
                    return taken + elow if taken + elow >= beta or elow == ehigh \
                        else taken + ehigh
                if first < 0:
                    first = nth_card(union, rank)
        # the leader's quick faces: a bound for the leader's side, asked last (the dearest)
        quick, read = quick_faces(self.hands, self.side, leader, union, self.suits_trump_first,
                                  self.trump, self.faces_mask, self.free_bit)
        if quick:
            if self.side[leader] == TAISHO_SIDE:
                if taken + quick >= beta:
                    self.mattered |= read
                    return taken + quick
                low = max(low, quick)
            else:
                if taken + left - quick <= alpha:
                    self.mattered |= read
                    return taken + left - quick
                high = min(high, left - quick)
        outer, outer_sets = self.mattered, self.sets
        self.mattered, self.sets = 0, set()
        alpha, beta = max(alpha, taken + low), min(beta, taken + high)
        best, best_card = self._leads(leader, self._lead_moves(leader, first), alpha, beta)
        kept = kept_cards(union, self.mattered, self.blocks, self.block_of, self.sets)
        self.mattered, self.sets = outer | kept, outer_sets
        if best <= alpha:
            low, high = 0, best - taken
        elif best >= beta:
            low, high = best - taken, left
        else:
            low = high = best - taken
        if low == 0 and high == left:  # no bound: the first card, for this very position
            kept = union
        self._store(key, kept, union, low, high, best_card)
        return best

    def _key(self, leader: int) -> int:
        """A trick start's key in the table: the leader and each hand's shape, one number;
        under it, every position's marks lie in the same places."""
        key = leader
        span = self.shape_span
        for shape in self.shapes:
            key = (key << span) | shape
        return key

    def _store(self, key: int, kept: int, union: int, low: int, high: int, best_card: Card
               ) -> None:
        """An entry for the trick start under ``key``: bounds where the cards ``kept`` are
        held as now (an entry of the same pattern takes the new bounds in). Into this trick's
        table as it is now: the search below may have thinned it (``_thin_table``)."""
        table = self.table[self.trick_no]
        mask, depths = pattern_mask(kept, union, self.blocks)
        value = int.from_bytes(bytes(self.slots).translate(None, _GONE_MARK), "big") & mask
        rank = (union & ((1 << best_card) - 1)).bit_count()
        entries = table.get(key)
        if entries is None:
            entries = table[key] = []
        else:
            for index, old in enumerate(entries):
                if old[0] == value and old[1] == mask:
                    entries[index] = (value, mask, old[2], max(low, old[3]), min(high, old[4]),
                                      rank)
                    return
        if self.entries >= TABLE_ENTRIES:
            self._thin_table()
            entries = self.table[self.trick_no].setdefault(key, [])
        entries.append((value, mask, depths, low, high, rank))
        self.entries += 1

    def _thin_table(self) -> None:
        """The table full: drop the entries of the latest tricks (the fewest cards left, the
        cheapest to search again) until at most half of it is left."""
        for trick in range(len(self.table) - 1, -1, -1):
            if self.entries <= TABLE_ENTRIES // 2:
                break
            self.entries -= sum(len(entries) for entries in self.table[trick].values())
            self.table[trick] = {}

    def _bounds(self, union: int, left: int) -> tuple[int, int]:
        """Bounds on the face cards side 0 takes from a trick boundary (``union``: the cards
        left, ``left`` their faces): none to all those left, less what the side holding the
        top trumps surely takes with its run of them (each wins the trick it is played to)."""
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

    def _trump_run(self, union: int) -> int:
        """The trumps whose order ``_bounds`` read: the run of one side's top trumps and the
        first trump of the other side below it."""
        trumps = union & self.trump
        if not trumps:
            return 0
        ours = 0
        for player, hand in enumerate(self.hands):
            if self.side[player] == TAISHO_SIDE:
                ours |= hand
        theirs = trumps & ~ours if trumps & -trumps & ours else trumps & ours
        end = theirs & -theirs if theirs else 1 << (trumps.bit_length() - 1)
        return trumps & ((end << 1) - 1)

    def _lead_moves(self, leader: int, first: Card) -> list[Card]:
        """The leader's cards, one of each set alike, best first: ``first`` (the table's),
        then those that cut the search short most often."""
        moves = plays_alike(self.kind, self.hands[leader], ~self.gone, False, self.sets)
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
        shapes, weight = self.shapes, self.weight
        shape = shapes[leader]
        for card in moves:
            hands[leader] = hand ^ (1 << card)
            slots[slot[card]] = _GONE
            shapes[leader] = shape - weight[card]
            value = self._follow(1, after, 1 << card, led_of[card], card, leader, alpha, beta)
            hands[leader] = hand
            slots[slot[card]] = code[card]
            shapes[leader] = shape
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
        shapes, weight = self.shapes, self.weight
        shape = shapes[player]
        for card in moves:
            bit = 1 << card
            hands[player] = hand ^ bit
            slots[slot[card]] = _GONE
            shapes[player] = shape - weight[card]
            if last:
                if beat & bit:
                    value = self._close(player, card, tmask | bit, alpha, beta)
                else:
                    value = self._close(wplayer, wcard, tmask | bit, alpha, beta)
            elif beat & bit:
                value = self._follow(i + 1, after, tmask | bit, led, card, player, alpha, beta)
            else:
                value = self._follow(i + 1, after, tmask | bit, led, wcard, wplayer, alpha,
                                     beta)
            hands[player] = hand
            slots[slot[card]] = code[card]
            shapes[player] = shape
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
        kind, is_face, sets = self.kind, self.is_face, self.sets
        winners = plays_alike(kind, legal & beat, out, True, sets)
        winners.reverse()
        faces: list[Card] = []
        low: list[Card] = []
        for card in reversed(plays_alike(kind, legal & ~beat, out, True, sets)):
            (faces if is_face[card] else low).append(card)
        if ahead:
            return faces + low + winners
        return winners + low + faces

    def _close(self, winner: int, wcard: Card, tmask: int, alpha: int, beta: int) -> int:
        """The trick is complete: ``winner`` takes its faces with ``wcard``; the deal ends or
        goes on. The winning card's rank decided the trick when a card of its suit is beside
        it (the partition search keeps it)."""
        if self.block_of[wcard] & tmask & ~(1 << wcard):
            self.mattered |= 1 << wcard
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
        if self.block_of[wcard] & tmask & ~(1 << wcard):
            self.mattered |= 1 << wcard
        if self.side[winner] == TAISHO_SIDE:
            return self.taken + (tmask & self.faces_mask).bit_count()
        return self.taken

    def _ask(self) -> None:
        if self.nodes > self._end or (self._stop is not None and self._stop()):
            raise OutOfBudget
        self._next_stop = self.nodes + _STOP_EVERY


def _faces_left(tp: BiddingPlay) -> int:
    """The face cards still to be taken: in the trick and in the hands."""
    return (tp.trick_mask & FACES).bit_count() + sum((h & FACES).bit_count() for h in tp.hands)
