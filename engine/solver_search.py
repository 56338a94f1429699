"""The open-hand solver's search, in pure Python: the exact value of trick play with every
hand known. Import it through ``engine.solver``, which runs this very source compiled
(mypyc) where the install built it, and this module otherwise; this one stays the reference
the compiled build is tested against, value for value.

Both sides play for the deal's **value**: a number per result of the deal
(``scoring.deal_values`` gives the R29 standard numbers each Kankei scores;
``Match.side_values`` a match's own), which Kankei (in the bidding game the
taisho's side) maximise and the others minimise. The search covers the card play
(R15–R19), the deal's end at a target (R21–R23) and the jūroku / reverse
jūroku calls (R24), which are decisions of the player who may call.

    values = match.side_values()
    value = solve(match.play, values)            # for Kankei; None past a node budget
    options = solve_options(match.play, values)  # [(card, value), …] for the player to act

How it is fast enough: a transposition table at trick boundaries (the hands,
the leader, the faces taken and the jūroku state; bounds, reused across the
solves of one deal through a ``Solver``), cards that play alike searched once,
bounds from the faces still to be taken, and yes/no probes over the few
values a deal can end with (MTD-style null windows). The win-or-lose probe
is a race for faces with a table of its own, searched a few tricks deep
first, so that the proofs it finds are short ones; its values are the faces
Kankei take (fail-soft bounds on them), so that an entry of its table
answers whatever faces are still needed where it fits; at each of its trick
starts the faces the leader's side surely takes by cashing its top cards
(quick faces), or the most faces a side can take once the tricks the other
surely takes are counted (later tricks), may settle the race without a
search. Its table is a
partition search's, as bridge solvers keep theirs: an entry keeps of each
suit only the top cards whose order decided something below it, so that it
settles every trick start that differs only in the order of lower cards.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from .card_order import (
    kept_cards,
    nth_card,
    pattern_cards,
    pattern_mask,
    plays_alike,
    quick_faces,
    trick_stays,
)
from .cards import Card, cards_of
from .scoring import Outcome
from .tricks import KANKEI, Option, TrickPlay, after_option, legal_cards, legal_options

_CONTINUE, _TERMINAL, _DECIDE = 0, 1, 2
_NO_CALL, _KANKEI_CALLED, _MUKANKEI_CALLED = 0, 1, 2
_STOP_EVERY = 4096
_ROUND_NODES = 300
"""The most nodes a shallow round of the win probe may take before the full search begins."""
_RaceEntry = tuple[int, int, tuple[int, ...], int, int, int]
"""A race entry: its pattern (the marks it keeps, read as a number, and the mask of their
places), the depth it keeps of each block, the bounds on the faces Kankei take (low, high)
and the rank among the cards left of the best lead found."""
_GONE = ord("-")
_GONE_MARK = b"-"
_SHAPE_BITS = 4
"""Bits per kind of card in a hand's shape (``Solver.shapes``): room for a whole hand."""
_FIRST_MARK = ord("|") + 1
"""A card's mark in a key (``Solver.code``) counts up from here: above the gone card's ``-``
and the blocks' separator ``|``, so that a key's bytes sorted are its count per mark."""


class OutOfBudget(Exception):
    """The node budget of a search ran out."""


class _RoundOver(Exception):
    """A shallow round of the win probe grew past ``_ROUND_NODES``."""


def solve(tp: TrickPlay, values: Mapping[str, float], *,
          node_budget: int | None = None) -> float | None:
    """The exact value for Kankei of ``tp`` (a card or a jūroku call due), None past the budget.

    ``tp`` is left as it is.
    """
    return Solver(tp, values).solve(tp, node_budget=node_budget)


def solve_options(tp: TrickPlay, values: Mapping[str, float], *,
                  node_budget: int | None = None) -> list[tuple[Option, float]] | None:
    """Every legal option of the player to act with its exact value for Kankei.

    Options are cards in deck order (a joker lead once per suit named, as
    ``(JOKER, suit)``), or ``True`` / ``False`` for a jūroku call. None when
    the node budget ran out.
    """
    return Solver(tp, values).options(tp, node_budget=node_budget)


class Solver:
    """An exact search for one deal's trick play; its table carries over between positions.

    Make one per deal (the trump, the teams, the seats and the values fixed)
    and ask it about any number of positions of that deal: later positions
    are subtrees of earlier ones, so their work is shared.
    """

    __slots__ = ("_beyond", "_bound_table", "_cash_order", "_deal", "_end", "_horizon", "_limit",
                 "_loss", "_quick_read", "_racing", "_round_end", "_runs", "_sets", "_shape_span",
                 "_span", "_stop", "_targets", "_weight", "_win", "block_of", "blocks", "code",
                 "face_mask", "fk", "fm", "follow_killers", "gone", "hands", "history", "is_face",
                 "joker", "joker_bit", "js", "kankei_players", "killers", "kind", "ladder",
                 "led_of", "mattered", "next_of", "nodes", "order", "race", "result_value", "setup",
                 "shapes", "side", "slots", "status", "suit_masks", "table", "total_faces",
                 "trick_no", "trump_mask", "values")

    def __init__(self, tp: TrickPlay, values: Mapping[str, float]) -> None:
        self.order = order = tp.card_order()
        self.setup = _setup(tp)
        # The search works in the order's rank space (see ``card_order``): in each suit a lower
        # bit ranks higher; ``joker`` is a joker with R17–R19's rules, or -1.
        self.trump_mask = order.trump
        self.face_mask = order.faces
        self.joker, self.joker_bit = order.joker, order.joker_bit
        self.led_of, self.suit_masks = order.led, order.suit_masks
        self._cash_order = sorted(order.suit_masks, key=lambda m: not m & order.trump)
        """The suits in the order quick faces cash them: trumps first."""
        self.is_face = order.is_face
        self.kind = order.kind
        self.total_faces = order.total_faces
        self._span = order.total_faces + 1
        self._runs = order.trump_faces + 1
        self.side = tp.side
        self.next_of = tp.next_of
        kankei = [p for p in range(5) if tp.side[p] == KANKEI]
        self.kankei_players = (kankei[0], kankei[-1])  # the same player twice when alone (B8)
        self.values = dict(values)
        self.ladder = sorted(set(self.values.values()))
        self.table: dict[tuple[bytes, int, int, int], tuple[float, float, int]] = {}
        self.race: dict[int, list[_RaceEntry]] = {}
        """The win probe's table (partition search): per leader and the cards left as each
        hand's count of face and other cards in each block, entries of bounds on the faces
        Kankei can take, each valid wherever each block's top cards are held as its pattern
        says (see ``_race``)."""
        blocks = [0] * (max(s - r for r, s in enumerate(order.slot)) + 1)
        for number, at in enumerate(order.slot):
            blocks[at - number] |= 1 << number  # a key's blocks: the suits (and the joker)
        self.blocks = blocks
        self.block_of = [next(m for m in blocks if m >> card & 1) for card in range(order.size)]
        """Per card, the cards of its block (its suit, or the Goninkan joker alone)."""
        self.mattered = 0
        """The cards whose rank decided something in the search since the last trick start
        of the win probe (a trick won over a card of the winner's suit, a sure run's end)."""
        self._quick_read = 0
        self._sets: set[int] = set()
        """The sets of cards searched as one (alike) at this trick of the win probe."""
        self._racing = False
        self._horizon = 10
        """In the win probe, the last trick searched; past it ``_beyond`` is taken as the value
        (None: the search goes to the deal's end)."""
        self._beyond: float | None = None
        self._round_end = 1 << 62
        self._win = float(self.values[Outcome.KANKEI_WIN])
        self._loss = float(self.values[Outcome.MUKANKEI_WIN])
        self.nodes = 0
        self._limit = self._end = 0
        self._stop: Callable[[], bool] | None = None
        self.history = [0] * order.size
        """Per card, how often leading it cut the search short (weighted by depth)."""
        self.killers = [-1] * (2 * 12 * len(tp.side))
        """Per trick number and leader (``_killer_at``), the last two leads that cut the search
        short there, the latest first (killer moves): tried before the history's order."""
        self.follow_killers = [-1] * (12 * 5 * len(tp.side))
        """Per trick number, card of the trick (1–4) and player, the card that last cut the
        search short there where the first card tried did not: tried second."""
        self._build_outcomes(tp.deal, tp.kankei_target, tp.mukankei_target)
        # The position being searched, changed in place and restored.
        self.hands = [0] * 5
        self.gone = 0
        self.fk = self.fm = self.js = 0
        self.trick_no = 1
        self.slots = bytearray(order.blank)
        self.code = [_GONE] * order.size
        """Per card in a hand, its mark in the key: one per block, holder and face card or
        not (or the free-leading joker), from ``_FIRST_MARK`` up."""
        self._weight = [1 << (_SHAPE_BITS * self._kind_in_block(card))
                        for card in range(order.size)]
        """Per card, what it adds to its holder's ``shapes``."""
        self.shapes = [0] * len(self.side)
        self._shape_span = _SHAPE_BITS * 3 * len(blocks)
        """The bits of a hand's shape: ``_SHAPE_BITS`` for each of three kinds a block."""
        """Per hand, its count of cards of each kind (face or not, per block) in one number,
        ``_SHAPE_BITS`` a kind: the race's key (``_race_key``), kept as cards are played."""

    # ---- the results a deal can still reach --------------------------------------

    def _build_outcomes(self, deal: int, kankei_target: int, mukankei_target: int) -> None:
        """Per (jūroku state, Kankei faces, Mukankei faces): whether the deal ends there."""
        span = self._span
        size = 3 * span * span
        self.status = [_CONTINUE] * size
        self.result_value = [0.0] * size
        self._deal = deal
        self._targets = (kankei_target, mukankei_target)
        self._bound_table: list[tuple[float, float] | None] = [None] * (size * self._runs ** 2)
        for js in range(3 if deal > 1 else 1):
            for fk in range(span):
                for fm in range(span - fk):
                    index = (js * span + fk) * span + fm
                    result = self._outcome(js, fk, fm)
                    if result is not None:
                        self.status[index] = _DECIDE if self._may_call(js, result) else _TERMINAL
                        self.result_value[index] = float(self.values[result])

    def _outcome(self, js: int, fk: int, fm: int) -> Outcome | None:
        """R22–R24: the result once the sides have taken ``fk`` and ``fm`` faces, or None."""
        if js == _KANKEI_CALLED:
            if fm:
                return Outcome.JUROKU_MISSED
            return Outcome.JUROKU_MADE if fk == self.total_faces else None
        if js == _MUKANKEI_CALLED:
            if fk:
                return Outcome.REVERSE_JUROKU_MISSED
            return Outcome.REVERSE_JUROKU_MADE if fm == self.total_faces else None
        kankei_target, mukankei_target = self._targets
        if fk >= kankei_target:
            return Outcome.SUKONKU if fm == 0 else Outcome.KANKEI_WIN
        if fm >= mukankei_target:
            return Outcome.REVERSE_SUKONKU if fk == 0 else Outcome.MUKANKEI_WIN
        return None

    def _may_call(self, js: int, result: Outcome) -> bool:
        """R24: whether this result lets its trick's winner call (reverse) jūroku."""
        return js == _NO_CALL and self._deal > 1 and result in (Outcome.SUKONKU,
                                                                 Outcome.REVERSE_SUKONKU)

    def _static_bounds(self, js: int, fk: int, fm: int, sure_k: int,
                       sure_m: int) -> tuple[float, float]:
        """Bounds on the value from a trick boundary, from the faces alone.

        ``sure_k`` / ``sure_m`` are faces each side will surely take if play goes
        on long enough. Every way of sharing out the rest one face at a time is
        followed (both answers at a jūroku call) to the deal's end, keeping the
        ends where each side can still have taken its sure faces.
        """
        results: set[str] = set()
        stack = [(js, fk, fm)]
        seen = set(stack)
        while stack:
            state, k, m = stack.pop()
            for nk, nm in ((k + 1, m), (k, m + 1)):
                left = self.total_faces - nk - nm
                if left < 0 or nk - fk + left < sure_k or nm - fm + left < sure_m:
                    continue
                result = self._outcome(state, nk, nm)
                following = []
                if result is None:
                    following.append((state, nk, nm))
                else:
                    results.add(result)
                    if self._may_call(state, result):
                        called = _KANKEI_CALLED if result == Outcome.SUKONKU else _MUKANKEI_CALLED
                        following.append((called, nk, nm))
                for nxt in following:
                    if nxt not in seen:
                        seen.add(nxt)
                        stack.append(nxt)
        numbers = [float(self.values[r]) for r in results] or [0.0]
        return min(numbers), max(numbers)

    # ---- the public questions ----------------------------------------------------

    def solve(self, tp: TrickPlay, *, node_budget: int | None = None,
              stop: Callable[[], bool] | None = None) -> float | None:
        """The exact value of ``tp`` for Kankei, or None when ``node_budget`` ran out or
        ``stop`` (asked every few thousand nodes) said to give up."""
        self._check(tp)
        self._set_budget(node_budget, stop)
        try:
            return self._exact(tp)
        except OutOfBudget:
            return None

    def options(self, tp: TrickPlay, *,
                node_budget: int | None = None) -> list[tuple[Option, float]] | None:
        """Every legal option of the player to act and its exact value (see ``solve_options``)."""
        self._check(tp)
        self._set_budget(node_budget, None)
        out: list[tuple[Option, float]] = []
        try:
            for option in legal_options(tp):
                out.append((option, self._exact(after_option(tp, option))))
        except OutOfBudget:
            return None
        return out

    def _set_budget(self, node_budget: int | None, stop: Callable[[], bool] | None) -> None:
        self._end = self.nodes + node_budget if node_budget is not None else 1 << 62
        self._stop = stop
        self._limit = min(self._end, self.nodes + _STOP_EVERY) if stop else self._end

    def _out_of_nodes(self) -> None:
        """The node count passed ``_limit``: the budget ran out, or time to ask ``stop``, or a
        shallow round of the win probe grew too big."""
        if self.nodes > self._end or (self._stop is not None and self._stop()):
            raise OutOfBudget
        if self.nodes > self._round_end:
            raise _RoundOver
        asking = self.nodes + _STOP_EVERY if self._stop else self._end
        self._limit = min(self._end, self._round_end, asking)

    def _check(self, tp: TrickPlay) -> None:
        if _setup(tp) != self.setup:
            raise ValueError("this solver was made for another deal")

    def _exact(self, tp: TrickPlay) -> float:
        """The value, found by yes/no probes between neighbouring values of the ladder."""
        if tp.result is not None:
            return float(self.values[tp.result])
        decided = self._decided(tp)
        if decided is not None:
            return decided
        ladder = self.ladder
        low, high = 0, len(ladder) - 1
        while low < high:
            mid = (low + high + 1) // 2
            found = self._probe(tp, ladder[mid - 1], ladder[mid])
            if found >= ladder[mid]:
                low = max(mid, ladder.index(found))
            else:
                high = min(mid - 1, ladder.index(found))
        return ladder[low]

    def _decided(self, tp: TrickPlay) -> float | None:
        """The value when the faces taken already decide the deal, though play goes on (B12:
        the bidding game plays all ten tricks; a Goninkan deal ends there, R22)."""
        if tp.juroku_caller >= 0 or tp.juroku_decider >= 0:
            return None
        fk, fm = tp.faces
        index = fk * self._span + fm
        return self.result_value[index] if self.status[index] == _TERMINAL else None

    def _probe(self, tp: TrickPlay, alpha: float, beta: float) -> float:
        """A fail-soft alpha-beta search of ``tp`` within (alpha, beta).

        The probe between a Mukankei win and a Kankei win is a race for faces
        alone: the targets add up to 17 of 16 faces, so Kankei win exactly when
        they take ``kankei_target`` faces by the deal's end, and a (reverse)
        jūroku call changes no side's answer (R22–R24). Its table then bounds
        the faces Kankei can still take from each position, whatever they took
        before, as bridge solvers bound the tricks left.
        """
        self._racing = (alpha, beta) == (self._loss, self._win) and tp.juroku_caller < 0 \
            and sum(self._targets) == self.total_faces + 1
        if not self._racing:
            self._set_up(tp)
            return self._root(tp, alpha, beta)
        target = self._targets[0]
        faces = self._shallow_race(tp, target - 1.0, float(target))
        if faces is None:
            self._set_up(tp)
            faces = self._root(tp, target - 1.0, float(target))
        return self._win if faces >= target else self._loss

    def _shallow_race(self, tp: TrickPlay, alpha: float, beta: float) -> float | None:
        """The win probe's answer (the race's: see ``_race``) if a short search finds it: each
        side in turn tries to win the race within the next few tricks, the other side taken
        to win whatever is not decided by then; a few more tricks each round, as long as a
        round stays small. Shallow proofs are found first, so the full search rarely wanders
        into deep ones."""
        limit = self._limit
        try:
            for horizon in range(tp.trick_no + 1, 10):
                for beyond in (self._loss, self._win):
                    self._horizon, self._beyond = horizon, beyond
                    self._round_end = self.nodes + _ROUND_NODES
                    self._limit = min(limit, self._round_end)
                    self._set_up(tp)
                    value = self._root(tp, alpha, beta)
                    if (value >= beta) if beyond == self._loss else (value <= alpha):
                        return value
        except _RoundOver:
            pass
        finally:
            self._horizon, self._beyond = 10, None
            self._limit, self._round_end = limit, 1 << 62
        return None

    def _set_up(self, tp: TrickPlay) -> None:
        """The search's own copy of ``tp``'s position."""
        order = self.order
        self.hands = [order.to_ranks(hand) for hand in tp.hands]
        self.gone = order.to_ranks(tp.played & ~tp.trick_mask)
        self.slots = bytearray(order.blank)
        seats = len(self.side)
        for player, hand in enumerate(self.hands):
            shape = 0
            for card in cards_of(hand):
                mark = _FIRST_MARK + self._kind_in_block(card) * seats + player
                self.code[card] = self.slots[order.slot[card]] = mark
                shape += self._weight[card]
            self.shapes[player] = shape
        self.fk, self.fm = tp.faces
        self.mattered = 0
        self._sets = set()
        caller = tp.juroku_caller
        self.js = _NO_CALL if caller < 0 else (
            _KANKEI_CALLED if self.side[caller] == KANKEI else _MUKANKEI_CALLED)

    def _kind_in_block(self, card: Card) -> int:
        """The kind of ``card`` (rank number) among the marks of a key: its block (suit, or
        the Goninkan joker's), and face card or not, or the free-leading joker, three a
        block."""
        order = self.order
        kind = 2 if card == order.free_joker else int(order.is_face[card])
        block = order.slot[card] - card  # the slots of block b lie b separators on
        return block * 3 + kind

    def _root(self, tp: TrickPlay, alpha: float, beta: float) -> float:
        """The search from ``tp``'s position (set up by ``_probe``) within (alpha, beta)."""
        if tp.juroku_decider >= 0:
            self.trick_no = tp.trick_no + 1
            return self._decide(tp.juroku_decider, alpha, beta)
        self.trick_no = tp.trick_no
        if not tp.trick_cards:
            return self._lead(tp.turn, alpha, beta)
        order = self.order
        return self._follow(len(tp.trick_cards), tp.turn, order.to_ranks(tp.trick_mask),
                            order.to_ranks(tp.led_mask), order.rank[tp.best_card()],
                            tp.trick_winner(), alpha, beta)

    # ---- the search --------------------------------------------------------------

    def _moves(self, legal: int) -> list[Card]:
        """The legal cards, the highest of each set that plays alike (``CardOrder.alike``)."""
        if not legal & (legal - 1):
            return [legal.bit_length() - 1]
        return plays_alike(self.kind, legal, ~self.gone, False,
                           self._sets if self._racing else None)

    def _lead(self, leader: int, alpha: float, beta: float) -> float:
        """A trick boundary: ``leader`` leads. Bounds from the faces, then the table."""
        self.nodes += 1
        if self.nodes > self._limit:
            self._out_of_nodes()
        if self.trick_no == 10:
            return self._last_trick(leader)
        if self._racing:
            return self._race(leader, alpha, beta)
        hands = self.hands
        union = hands[0] | hands[1] | hands[2] | hands[3] | hands[4]
        low, high = self._bounds(union)
        if low >= beta:
            return low
        if high <= alpha:
            return high
        fk, js = self.fk, self.js
        # Only the order of the cards left matters: the played ones are dropped from the key.
        key = (bytes(self.slots).translate(None, _GONE_MARK), leader, fk, js)
        entry = self.table.get(key)
        first = -1
        if entry is not None:
            elow, ehigh, rank = entry
            first = nth_card(union, rank)
            if elow >= beta:
                return elow
            if ehigh <= alpha:
                return ehigh
            low = max(low, elow)
            high = min(high, ehigh)
            if low == high:
                return low
        alpha = max(alpha, low)
        beta = min(beta, high)
        moves = self._lead_moves(leader, first)
        best, best_card = self._leads(leader, moves, alpha, beta)
        if best <= alpha:
            low, high = (entry[0] if entry else -1e18), best
        elif best >= beta:
            low, high = best, (entry[1] if entry else 1e18)
        else:
            low = high = best
        if entry is not None:
            low, high = max(low, entry[0]), min(high, entry[1])
        self.table[key] = (low, high, (union & ((1 << best_card) - 1)).bit_count())
        return best

    def _bounds(self, union: int) -> tuple[float, float]:
        """Bounds on the value from a trick boundary (``union``: the cards left), from the
        faces taken and the faces a side will surely take: its run of top trumps, when the
        joker cannot come between (gone or theirs), each winning the trick it is played to."""
        sure_k, sure_m = self._sure_runs(union)
        span, runs = self._span, self._runs
        index = (((self.js * span + self.fk) * span + self.fm) * runs + sure_k) * runs + sure_m
        bounds = self._bound_table[index]
        if bounds is None:
            bounds = self._bound_table[index] = self._static_bounds(self.js, self.fk, self.fm,
                                                                    sure_k, sure_m)
        return bounds

    def _sure_runs(self, union: int) -> tuple[int, int]:
        """The faces of the run of top trumps Kankei and Mukankei each surely take (one of
        the two is 0), when the joker cannot come between (gone or theirs), each winning
        the trick it is played to (``union``: the cards left)."""
        hands = self.hands
        sure_k = sure_m = 0
        trumps = union & self.trump_mask
        if trumps:
            kankei = hands[self.kankei_players[0]] | hands[self.kankei_players[1]]
            joker_bit = self.joker_bit
            if trumps & -trumps & kankei:
                if not union & joker_bit or kankei & joker_bit:
                    theirs = trumps & ~kankei
                    run = trumps & ((theirs & -theirs) - 1) if theirs else trumps
                    sure_k = (run & self.face_mask).bit_count()
            elif not union & joker_bit & kankei:
                theirs = trumps & kankei
                run = trumps & ((theirs & -theirs) - 1) if theirs else trumps
                sure_m = (run & self.face_mask).bit_count()
        return sure_k, sure_m

    def _race(self, leader: int, alpha: float, beta: float) -> float:
        """A trick boundary in the win probe: can Kankei still take the faces they need?

        The race's values are faces: the faces Kankei would have taken by the deal's end were
        it played to the end, a fail-soft search in the window (``kankei_target`` - 1,
        ``kankei_target``). A value at or above the target is a lower bound on them, one
        below it an upper bound, as far as the search went; its table keeps such bounds on
        the faces Kankei take from this trick on (as DDS keeps bounds on tricks), so that an
        entry answers whatever the faces Kankei still need there.

        Partition search: what a search finds here is stored with the cards whose order
        decided it (``mattered``: per block, the top cards down to the lowest one that did),
        and holds for every position with the same leader and the same count of face and
        other cards per hand and block whose blocks' top cards are held alike (the same
        holder, face or not) down to there: below, which card of a hand ranks above which
        decided nothing (``card_order.kept_cards``).

        A pattern is matched as one number: under one key every position's marks lie in the
        same places (the blocks' lengths are counts), so the marks read as a big-endian
        number, masked to the pattern's places (each block's top ``depths``), equal the
        pattern's own marks there exactly where it fits.
        """
        fk = self.fk
        need = self._targets[0] - fk
        key = self._race_key(leader)
        entries = self.race.get(key)
        hands = self.hands
        union = hands[0] | hands[1] | hands[2] | hands[3] | hands[4]
        first = -1
        if entries is not None:
            marks = int.from_bytes(bytes(self.slots).translate(None, _GONE_MARK), "big")
            for value, mask, tops, low, high, rank in entries:
                if marks & mask != value:
                    continue
                if low >= need or high < need:
                    self.mattered |= pattern_cards(tops, union, self.blocks)
                    return float(fk + (low if low >= need else high))
                if first < 0:
                    first = nth_card(union, rank)
        left = (union & self.face_mask).bit_count()
        sure_k, sure_m = self._sure_runs(union)
        if sure_k >= need or left - sure_m < need:
            self.mattered |= self._trump_run(union)
            return float(fk + (sure_k if sure_k >= need else left - sure_m))
        quick = self._quick_faces(leader, union)
        if quick:
            if self.side[leader] == KANKEI:
                if quick >= need:
                    self.mattered |= self._quick_read
                    return float(fk + quick)
            elif left - quick < need:
                self.mattered |= self._quick_read
                return float(fk + left - quick)
        most_k, most_m = self._later_faces(union)
        if most_k < need or left - most_m >= need:
            self.mattered |= self._trump_run(union)
            return float(fk + (most_k if most_k < need else left - most_m))
        if self._beyond is not None and self.trick_no > self._horizon:
            return float(fk if self._beyond == self._loss else fk + left)
        outer, outer_sets = self.mattered, self._sets
        self.mattered, self._sets = 0, set()
        moves = self._lead_moves(leader, first)
        best, best_card = self._leads(leader, moves, alpha, beta)
        kept = kept_cards(union, self.mattered, self.blocks, self.block_of, self._sets)
        self.mattered, self._sets = outer | kept, outer_sets
        low, high = 0, self.total_faces
        if best >= beta:
            if self._beyond != self._win:
                low = int(best) - fk
        elif self._beyond != self._loss:
            high = int(best) - fk
        if low == 0 and high == self.total_faces:  # no bound: the first card for this very position
            kept = union
        mask, depths = pattern_mask(kept, union, self.blocks)
        cards = bytes(self.slots).translate(None, _GONE_MARK)
        entry = (int.from_bytes(cards, "big") & mask, mask, depths, low, high,
                 (union & ((1 << best_card) - 1)).bit_count())
        self._store(key, entry)
        return best

    def _race_key(self, leader: int) -> int:
        """The race entries' key: the leader and each hand's count of each kind of card
        (face or not) per block (its shape), in one number; under it, every position's marks
        lie in the same places."""
        key = leader
        span = self._shape_span
        for shape in self.shapes:
            key = (key << span) | shape
        return key

    def _store(self, key: int, entry: _RaceEntry) -> None:
        """A race entry: bounds on the faces Kankei take, where its pattern fits."""
        entries = self.race.get(key)
        if entries is None:
            self.race[key] = [entry]
            return
        value, mask, depths, low, high, rank = entry
        for index, old in enumerate(entries):
            if old[0] == value and old[1] == mask:
                entries[index] = (value, mask, depths, max(low, old[3]), min(high, old[4]), rank)
                return
        entries.append(entry)

    def _trump_run(self, union: int) -> int:
        """The trumps whose order ``_bounds`` read: the run of one side's top trumps and the
        first trump of the other side below it."""
        trumps = union & self.trump_mask
        if not trumps:
            return 0
        kankei = self.hands[self.kankei_players[0]] | self.hands[self.kankei_players[1]]
        theirs = trumps & ~kankei if trumps & -trumps & kankei else trumps & kankei
        end = theirs & -theirs if theirs else 1 << (trumps.bit_length() - 1)
        return trumps & ((end << 1) - 1)

    def _later_faces(self, union: int) -> tuple[int, int]:
        """The most faces Kankei and Mukankei can each still take, from the tricks the other
        side surely takes (later tricks; DDS's ``LaterTricks`` bounds tricks so).

        A side surely takes the trick of each card of its run of top trumps that one of its
        players holds (a higher card there is its own; the Goninkan joker, where the other
        side holds it, takes one of them at most), so at least as many tricks as the most of
        the run in one hand; and the trick of the joker, which always takes its trick and is
        played by trick 9 (R17–R19). The other side then takes at most the tricks left but
        those, and of each hand's faces at most that many (a trick holds one card of each
        hand), never the run's own (each falls to its side, but where the other side holds
        the joker). The order this reads: the trump run (``_trump_run``); the rest is the
        key's (the faces per hand, the joker's holder)."""
        hands = self.hands
        kankei = hands[self.kankei_players[0]] | hands[self.kankei_players[1]]
        sure = [0, 0]
        kept = [0, 0]
        joker = union & self.joker_bit
        joker_side = -1 if not joker else (0 if kankei & joker else 1)
        trumps = union & self.trump_mask
        if trumps:
            top = 0 if trumps & -trumps & kankei else 1
            theirs = trumps & ~kankei if top == 0 else trumps & kankei
            run = trumps & ((theirs & -theirs) - 1) if theirs else trumps
            most = 0
            for player, hand in enumerate(hands):
                if (self.side[player] == KANKEI) == (top == 0):
                    most = max(most, (run & hand).bit_count())
            if joker_side < 0 or joker_side == top:
                sure[top], kept[top] = most, run
            else:
                sure[top] = max(0, most - 1)
        if joker_side >= 0:
            sure[joker_side] = max(sure[joker_side], 1)
        tricks = 11 - self.trick_no
        faces = self.face_mask
        most_k = most_m = 0
        for hand in hands:
            most_k += min(tricks - sure[1], (hand & faces & ~kept[1]).bit_count())
            most_m += min(tricks - sure[0], (hand & faces & ~kept[0]).bit_count())
        return most_k, most_m

    def _quick_faces(self, leader: int, union: int) -> int:
        """``card_order.quick_faces`` of this position; ``_quick_read`` is left as the cards
        whose order the count read (the partition search keeps them)."""
        order = self.order
        free = order.free_joker
        total, self._quick_read = quick_faces(
            self.hands, self.side, leader, union, self._cash_order, self.trump_mask,
            self.face_mask, 1 << free if free >= 0 else 0, self.joker_bit, self.trick_no)
        return total

    def _lead_moves(self, leader: int, first: Card) -> list[Card]:
        """The leader's cards worth trying, best first: ``first`` (the table's), then the leads
        that last cut the search short at this trick by this leader (killer moves, the latest
        first), then by history."""
        moves = self._moves(legal_cards(self.hands[leader], 0, self.joker_bit, self.trick_no))
        if len(moves) > 1:
            history = self.history
            moves.sort(key=lambda c: history[c], reverse=True)
            at = self._killer_at(leader)
            for card in (self.killers[at + 1], self.killers[at], first):
                if card in moves and moves[0] != card:
                    moves.remove(card)
                    moves.insert(0, card)
        return moves

    def _killer_at(self, leader: int) -> int:
        """Where ``killers`` keeps this trick's and ``leader``'s two killer moves."""
        return (self.trick_no * len(self.side) + leader) * 2

    def _leads(self, leader: int, moves: list[Card], alpha: float,
               beta: float) -> tuple[float, Card]:
        """Each lead of ``moves`` searched within (alpha, beta): the best value and its card."""
        hands = self.hands
        hand = hands[leader]
        maximize = self.side[leader] == KANKEI
        best = -1e18 if maximize else 1e18
        best_card = -1
        a, b = alpha, beta
        after = self.next_of[leader]
        slots, slot, led_of, joker = self.slots, self.order.slot, self.led_of, self.joker
        shapes, weight = self.shapes, self._weight
        shape = shapes[leader]
        for card in moves:
            hands[leader] = hand ^ (1 << card)
            slots[slot[card]] = _GONE
            shapes[leader] = shape - weight[card]
            if card == joker:
                value = self._joker_lead(leader, after, a, b, maximize)
            else:
                value = self._follow(1, after, 1 << card, led_of[card], card, leader, a, b)
            hands[leader] = hand
            slots[slot[card]] = self.code[card]
            shapes[leader] = shape
            if maximize:
                if value > best:
                    best, best_card = value, card
                    if value > a:
                        a = value
            elif value < best:
                best, best_card = value, card
                if value < b:
                    b = value
            if a >= b:
                self.history[card] += 1 << (11 - self.trick_no)
                killers, at = self.killers, self._killer_at(leader)
                if killers[at] != card:
                    killers[at + 1], killers[at] = killers[at], card
                break
        return best, best_card

    def _last_trick(self, leader: int) -> float:
        """Trick 10: every hand has one card left (never the Goninkan joker, R17), so no choice
        (a bidding game's joker led here is the trump it always is, B5)."""
        hands = self.hands
        trump = self.trump_mask
        wcard = hands[leader].bit_length() - 1
        winner = leader
        led = self.led_of[wcard]
        tmask = hands[leader]
        player = self.next_of[leader]
        while player != leader:
            bit = hands[player]
            card = bit.bit_length() - 1
            tmask |= bit
            if trump & bit:
                if not trump >> wcard & 1 or card < wcard:
                    wcard, winner = card, player
            elif led & bit and card < wcard and not trump >> wcard & 1:
                wcard, winner = card, player
            player = self.next_of[player]
        self._won(wcard, tmask)
        taken = (tmask & self.face_mask).bit_count()
        fk, fm = self.fk, self.fm
        if self.side[winner] == KANKEI:
            fk += taken
        else:
            fm += taken
        if self._racing:  # the race's value: Kankei's faces (``_race``)
            return float(fk)
        span = self._span
        index = (self.js * span + fk) * span + fm
        # The deal ends here: every face card is out. A sukonku now has no trick left for a
        # jūroku, so it stands (R24).
        return self.result_value[index]

    def _joker_lead(self, leader: int, after: int, alpha: float, beta: float,
                    maximize: bool) -> float:
        """R18: the joker led, each suit named that makes a difference."""
        others = 0
        for player, hand in enumerate(self.hands):
            if player != leader:
                others |= hand
        best = -1e18 if maximize else 1e18
        void_tried = False
        joker = self.joker
        for suit in range(4):
            mask = self.suit_masks[suit]
            if not others & mask:
                if void_tried:
                    continue
                void_tried = True
            value = self._follow(1, after, 1 << joker, mask, joker, leader, alpha, beta)
            if maximize:
                best = max(best, value)
                alpha = max(alpha, value)
            else:
                best = min(best, value)
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best

    def _follow(self, i: int, player: int, tmask: int, led: int, wcard: Card, wplayer: int,
                alpha: float, beta: float) -> float:
        """The ``i``-th card (1–4) of the trick, by ``player``; ``wcard`` of ``wplayer`` leads."""
        hands = self.hands
        hand = hands[player]
        joker_bit = self.joker_bit
        legal = legal_cards(hand, led, joker_bit, self.trick_no)  # R16, R17 (B9)
        # R19 (B10): the cards that would take the trick from ``wcard``.
        trump = self.trump_mask
        if wcard == self.joker:
            beat = 0
        elif trump >> wcard & 1:
            beat = joker_bit | (trump & ((1 << wcard) - 1))
        else:
            beat = joker_bit | trump | (led & ((1 << wcard) - 1))
        side = self.side
        maximize = side[player] == KANKEI
        if legal & (legal - 1):
            ahead = side[wplayer] == side[player] and (i == 4 or trick_stays(
                side, self.hands, self.next_of, wplayer, player, 4 - i, beat))
            moves = self._follow_moves(legal, ahead, beat, ~(self.gone | tmask))
        else:
            moves = [legal.bit_length() - 1]
        at = (self.trick_no * 5 + i) * len(side) + player
        killer = self.follow_killers[at]
        if killer in moves[2:]:
            moves.remove(killer)
            moves.insert(1, killer)
        best = -1e18 if maximize else 1e18
        after = self.next_of[player]
        slots, code, slot = self.slots, self.code, self.order.slot
        shapes, weight = self.shapes, self._weight
        shape = shapes[player]
        for card in moves:
            bit = 1 << card
            hands[player] = hand ^ bit
            slots[slot[card]] = _GONE
            shapes[player] = shape - weight[card]
            if i == 4:
                if beat & bit:
                    self._won(card, tmask | bit)
                    value = self._close(player, tmask | bit, alpha, beta)
                else:
                    self._won(wcard, tmask | bit)
                    value = self._close(wplayer, tmask | bit, alpha, beta)
            elif beat & bit:
                value = self._follow(i + 1, after, tmask | bit, led, card, player, alpha, beta)
            else:
                value = self._follow(i + 1, after, tmask | bit, led, wcard, wplayer, alpha,
                                     beta)
            hands[player] = hand
            slots[slot[card]] = code[card]
            shapes[player] = shape
            if maximize:
                if value > best:
                    best = value
                    if value > alpha:
                        alpha = value
            elif value < best:
                best = value
                if value < beta:
                    beta = value
            if alpha >= beta:
                if card != moves[0]:
                    self.follow_killers[at] = card
                break
        return best

    def _won(self, card: Card, trick: int) -> None:
        """``card`` took ``trick``: its rank decided it when a card of its block is beside it
        (partition search: it is kept in the key of the trick starts before)."""
        if self.block_of[card] & trick & ~(1 << card):
            self.mattered |= 1 << card

    def _follow_moves(self, legal: int, ahead: bool, beat: int, out: int) -> list[Card]:
        """The legal cards of a follower, one of each set that plays alike, likely best first:
        with the partner's card sure to take the trick (``ahead``) a face card (tsukeru),
        else the lowest card; otherwise the cheapest card that takes the trick (``beat``: the
        cards that would; over a partner's card that an opponent after may still take),
        else the lowest gasu.

        Cards alike here (``CardOrder.alike``, the lowest standing for its set) are those
        alike among the cards still in the other hands (``out``), that all take the trick
        or all do not: a card on the table between two of them changes nothing once the
        trick is over, unless it is the one to beat (small-card equivalence as play goes).
        """
        joker = legal & self.joker_bit
        kind, is_face = self.kind, self.is_face
        taking, losing = legal & beat & ~joker, legal & ~beat & ~joker
        # from the lowest card up; of cards alike, the lowest stands for all
        sets = self._sets if self._racing else None
        winners = plays_alike(kind, taking, out, True, sets)
        others = plays_alike(kind, losing, out, True, sets)
        # one list, each part from its lowest card up (no lists of parts to join)
        if ahead:
            moves: list[Card] = []
            for card in reversed(others):
                if is_face[card]:
                    moves.append(card)
            for card in reversed(others):
                if not is_face[card]:
                    moves.append(card)
            for card in reversed(winners):
                moves.append(card)
            if joker:
                moves.append(self.joker)
            return moves
        winners.reverse()
        if joker:
            winners.append(self.joker)
        for card in reversed(others):
            if not is_face[card]:
                winners.append(card)
        for card in reversed(others):
            if is_face[card]:
                winners.append(card)
        return winners

    def _close(self, winner: int, tmask: int, alpha: float, beta: float) -> float:
        """The trick is complete: ``winner`` takes its faces; the deal ends or goes on."""
        taken = (tmask & self.face_mask).bit_count()
        gone = self.gone
        self.gone = gone | tmask
        self.trick_no += 1
        last = self.trick_no == 10  # no choice left (R17): no node of the search
        if not taken:
            value = self._last_trick(winner) if last else self._lead(winner, alpha, beta)
        else:
            fk, fm = self.fk, self.fm
            if self.side[winner] == KANKEI:
                self.fk = fk + taken
            else:
                self.fm = fm + taken
            span = self._span
            index = (self.js * span + self.fk) * span + self.fm
            status = self.status[index]
            if status != _CONTINUE and self._racing:
                value = self._race_end()
            elif status == _TERMINAL:
                value = self.result_value[index]
            elif status == _DECIDE:
                value = self._decide(winner, alpha, beta)
            else:
                value = self._last_trick(winner) if last else self._lead(winner, alpha, beta)
            self.fk, self.fm = fk, fm
        self.gone = gone
        self.trick_no -= 1
        return value

    def _race_end(self) -> float:
        """The race's value where the deal ends (a side reached its target, a jūroku call
        due or not: no call changes who wins the race): Kankei's faces, a lower bound on
        those they would take by the deal's end, or, where Mukankei reached theirs, the
        faces Mukankei left them, an upper bound."""
        if self.fk >= self._targets[0]:
            return float(self.fk)
        return float(self.total_faces - self.fm)

    def _decide(self, decider: int, alpha: float, beta: float) -> float:
        """R24: the sukonku trick's winner calls jūroku (plays on) or takes the sukonku."""
        if self._racing:
            return self._race_end()
        if self.side[decider] == KANKEI:
            stop = float(self.values[Outcome.SUKONKU])
            if stop >= beta:
                return stop
            self.js = _KANKEI_CALLED
            value = self._lead(decider, max(alpha, stop), beta)
            self.js = _NO_CALL
            return max(stop, value)
        stop = float(self.values[Outcome.REVERSE_SUKONKU])
        if stop <= alpha:
            return stop
        self.js = _MUKANKEI_CALLED
        value = self._lead(decider, alpha, min(beta, stop))
        self.js = _NO_CALL
        return min(stop, value)


def _setup(tp: TrickPlay) -> tuple[object, ...]:
    """What a ``Solver`` is made for: one deal's trump, sides, seats, targets and card order."""
    return (tp.trump, tp.side, tp.next_of, tp.deal, tp.kankei_target, tp.mukankei_target,
            tp.card_order())

