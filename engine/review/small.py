"""The review's own open-hand search for the bidding game's forms the solver does not play
(docs/rules.md section 12: three players, or no auction), and the side assignment that makes a
deal without sides one of two sides.

``engine.solver`` searches five seats and ten tricks. The other forms are searched here,
plainly: an alpha-beta search over the cards of the position, for the most face cards side
0 (``TAISHO_SIDE``: the taisho's side, or the reviewed player alone) can be sure of at the
deal's end. It is slow, so it always works to a node budget: from the deal's last tricks
back, as far as the budget allows.

Without an auction there are no sides (B18): ``paranoid`` makes the reviewed player one
side and all the others the other, so the value is the face cards the player can be sure of
taking with all hands open if every other player played against them (the "paranoid" value
of multi-player search).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from ..bidding_tricks import DEFENDERS, FACES, TAISHO_SIDE, BiddingPlay
from ..cards import Card
from ..scoring import Outcome
from ..solver import OutOfBudget
from ..tricks import Option, TrickPlay, after_option, options_alike

_STOP_EVERY = 4096


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
    ``nodes`` and ``solve`` so the review can meter either alike.
    """

    def __init__(self, values: Mapping[str, float]) -> None:
        self.values = dict(values)
        self.nodes = 0
        self.table: dict[tuple[bytes, int], tuple[int, int]] = {}
        """Per trick boundary (``_position_key``): bounds on the face cards side 0 takes
        from there to the deal's end; kept from one position of the deal to the next."""
        self._end = 1 << 62
        self._next_stop = _STOP_EVERY
        self._stop: Callable[[], bool] | None = None

    def solve(self, tp: TrickPlay, *, node_budget: int | None = None,
              stop: Callable[[], bool] | None = None) -> float | None:
        """The value of ``tp`` for side 0, or None past ``node_budget`` nodes or when
        ``stop`` (asked every few thousand nodes) said to give up."""
        assert isinstance(tp, BiddingPlay)
        self._end = self.nodes + node_budget if node_budget is not None else 1 << 62
        self._stop, self._next_stop = stop, self.nodes + _STOP_EVERY
        try:
            if not self.values:
                return float(self._most_faces(tp))
            bid = tp.kankei_target
            made = self._faces(tp, bid - 1, bid) >= bid
        except OutOfBudget:
            return None
        return float(self.values[Outcome.KANKEI_WIN if made else Outcome.MUKANKEI_WIN])

    def _most_faces(self, tp: BiddingPlay) -> int:
        """The face cards side 0 ends the deal with, exactly: searches with a null window
        ("at least ``goal``?", MTD(f)), each narrowing the bounds, the table's bounds shared,
        until they meet; far fewer nodes than one search with the whole window."""
        low = tp.faces[TAISHO_SIDE]
        high = low + _faces_left(tp)
        guess = low + (high - low) // 2
        while low < high:
            goal = max(guess, low + 1)
            guess = self._faces(tp, goal - 1, goal)
            if guess < goal:
                high = guess
            else:
                low = guess
        return low

    def _faces(self, tp: BiddingPlay, alpha: int, beta: int) -> int:
        """The face cards side 0 ends the deal with under best play of both sides (exact
        within (alpha, beta), a bound outside it)."""
        self.nodes += 1
        if self.nodes > self._next_stop:
            self._ask()
        taken = tp.faces[TAISHO_SIDE]
        if tp.result is not None:
            return taken
        left = _faces_left(tp)
        if taken >= beta or taken + left <= alpha:
            return taken if taken >= beta else taken + left
        if tp.trick_cards:
            return self._best(tp, alpha, beta)
        key = _position_key(tp)
        low, high = self.table.get(key, (0, left))
        if taken + low >= beta or taken + high <= alpha or low == high:
            return taken + (low if taken + low >= beta or low == high else high)
        alpha, beta = max(alpha, taken + low), min(beta, taken + high)
        value = self._best(tp, alpha, beta)
        if value <= alpha:
            high = min(high, value - taken)
        elif value >= beta:
            low = max(low, value - taken)
        else:
            low = high = value - taken
        self.table[key] = low, high
        return value

    def _best(self, tp: BiddingPlay, alpha: int, beta: int) -> int:
        """The best of the options of the player to act (``_faces``)."""
        maximise = tp.side[tp.turn] == TAISHO_SIDE
        best = -1 if maximise else 99
        for option in _ordered(tp, dict.fromkeys(options_alike(tp).values())):  # alike: once
            child = after_option(tp, option)
            assert isinstance(child, BiddingPlay)
            value = self._faces(child, alpha, beta)
            if maximise:
                best = max(best, value)
                alpha = max(alpha, value)
            else:
                best = min(best, value)
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best

    def _ask(self) -> None:
        if self.nodes > self._end or (self._stop is not None and self._stop()):
            raise OutOfBudget
        self._next_stop = self.nodes + _STOP_EVERY


_MARKS = b"ABCDEFGH", b"abcdefgh", b"STUVWXYZ"
"""A card's mark in a key, by its holder: a face card's (upper case), another's, and a joker
whose lead asks for no suit (B9 ``free``), which plays unlike the trumps beside it."""


def _position_key(tp: BiddingPlay) -> tuple[bytes, int]:
    """A trick boundary's key: each suit's cards still in play, highest first, as who holds
    each and whether it is a face card, and the leader. Only the order of the cards left
    matters (``card_order``), so positions that differ in which low cards were played share
    a key and their values (the face cards still to take)."""
    order = tp.card_order()
    slots = bytearray(order.blank)
    slot, rank, free = order.slot, order.rank, order.free_joker
    for player, hand in enumerate(tp.hands):
        face, other, joker = (marks[player] for marks in _MARKS)
        while hand:
            low = hand & -hand
            card = low.bit_length() - 1
            hand ^= low
            number = rank[card]
            slots[slot[number]] = joker if number == free else \
                face if FACES >> card & 1 else other
    return bytes(slots).replace(b"-", b""), tp.turn


def _faces_left(tp: BiddingPlay) -> int:
    """The face cards still to be taken: in the trick and in the hands."""
    return (tp.trick_mask & FACES).bit_count() + sum((h & FACES).bit_count() for h in tp.hands)


def _ordered(tp: BiddingPlay, options: Iterable[Option]) -> list[Card]:
    """The options in the order most likely to cut the search short: a lead, highest first; a
    follower whose side is winning the trick, its face cards first (fed to its side), then its
    lowest; else the cheapest card that takes the trick, then the lowest, face cards last."""
    power, trumps = tp.power, tp.trump_mask

    def strength(card: Card) -> int:
        return power[card] + (64 if trumps >> card & 1 else 0)

    cards: list[Card] = []
    for option in options:  # the bidding game's options are cards only (B9: no joker suit)
        assert isinstance(option, int)
        cards.append(option)
    if len(cards) < 2 or not tp.trick_cards:
        return sorted(cards, key=strength, reverse=True)
    best = tp.best_card()
    winner = tp.trick_players[tp.trick_cards.index(best)]
    if tp.side[winner] == tp.side[tp.turn]:
        return sorted(cards, key=lambda c: (not FACES >> c & 1, strength(c)))
    top = strength(best)

    def key(card: Card) -> tuple[bool, bool, int]:
        takes = strength(card) > top and bool(trumps >> card & 1 or tp.led_mask >> card & 1)
        return not takes, bool(FACES >> card & 1) and not takes, strength(card)

    return sorted(cards, key=key)
