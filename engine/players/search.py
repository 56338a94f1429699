"""The ``strong`` CPU player: search over the hidden cards (determinized Monte Carlo).

For a decision with more than one sensible choice it deals the unseen cards
many times, each deal consistent with everything the seat knows
(``sampling.sample_hands``), plays every candidate out on every deal — the
club player's policy for all five seats (``policy.playout``), or an exact
alpha-beta search once few cards are left — and takes the candidate with the
best total. Every candidate meets the same deals, so chance cancels between
them. It searches the card play, iku/koi (R14), the trump to name (R26) and
the jūroku call (R24); it shows cards like ``normal`` and picks blind at random
in a nijū-kan (R13).

Determinism: the deals come from seeds drawn from the ``rng`` it is given, the
number of deals is a fixed function of the position (sized to fit the time
budget on a 2-core machine), and the deals are cut into a fixed number of
chunks whose totals are added in chunk order. So the decision depends on the
seed and the view alone, never on timing or on how many processes ran it.
The time budget is only a safety cut-off: if the search has not finished by
then (a much slower machine, a stalled process), the player returns the
``normal`` player's choice — the one case where timing shows in a record.

Work is spread over a process pool sized to the machine, made on first use
and reused; ``close()`` (or ``with``) ends it. Where processes cannot be
started the search runs in this process, with the same result.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from types import TracebackType

from ..actions import Decision, JurokuCall, LeadCall, NameTrump, Play
from ..cards import IS_FACE, JOKER, SUIT_OF, CardSet, cards_of
from ..match import Phase
from ..observe import SeatView
from ..tricks import TrickPlay
from .heuristic import rule_decision
from .policy import joker_suit, juroku_sure, playout, utility
from .sampling import knowledge_of, sample_hands, sides_of, trickplay_from_view

CHUNKS = 8
"""The deals of one decision are cut into this many chunks, whatever the number of processes."""


@dataclass(frozen=True)
class SearchSettings:
    """How much the strong player searches.

    ``work`` bounds the cards played per decision (deals × candidates × cards
    left in the hands), so a decision costs about the same early and late;
    the number of deals stays within ``min_deals``…``max_deals``.
    ``exact_cards``: with this many cards or fewer left in the hands, a deal is
    solved exactly instead of played out. ``budget`` is the safety cut-off in
    seconds. ``workers``: processes (None: one per core; 1: this process).
    ``prior`` is the margin per deal by which a decision must beat the normal
    player's choice to replace it; ``juroku_prior`` the same for the jūroku
    call, whose miss costs dear (R29) and whose playouts, with the hands
    known, are hopeful.
    """

    work: int = 45_000
    min_deals: int = 24
    max_deals: int = 400
    exact_cards: int = 10
    budget: float = 0.9
    workers: int | None = None
    prior: float = 0.05
    juroku_prior: float = 1.0

    def deals(self, candidates: int, cards_left: int) -> int:
        """How many deals to search for a decision among ``candidates`` with ``cards_left``."""
        wanted = self.work // max(1, candidates * cards_left)
        return max(self.min_deals, min(self.max_deals, wanted))


def candidates_of(view: SeatView, legal: Sequence[Decision], preferred: Decision) -> list[Decision]:
    """The decisions worth searching: one card of each set of cards that play alike.

    Two cards of a suit play alike when no card still out ranks between them
    and both are face cards or neither is; the ``preferred`` one stands for
    its set. Each suit named with a joker lead is a decision of its own.
    """
    if view.phase is not Phase.PLAY:
        return list(legal)
    out = ~(view.played | view.hand)
    chosen: dict[int, Decision] = {}
    key = 0
    previous = -1
    plays = [d for d in legal if isinstance(d, Play)]
    for decision in sorted(plays, key=lambda d: (d.card, d.suit or 0)):
        card = decision.card
        between = ((1 << card) - 1) & ~((1 << (previous + 1)) - 1)
        alike = previous >= 0 and card != JOKER and SUIT_OF[previous] == SUIT_OF[card] \
            and IS_FACE[previous] == IS_FACE[card] and not between & out
        if not alike:
            key += 1
        if key not in chosen or decision == preferred:
            chosen[key] = decision
        previous = card
    return list(chosen.values())


def start(view: SeatView, hands: list[CardSet], decision: Decision) -> TrickPlay:
    """The trick play on the deal ``hands`` once ``decision`` is made."""
    me = view.player
    if isinstance(decision, Play):
        tp = trickplay_from_view(view, hands)
        tp.play(decision.card, -1 if decision.suit is None else decision.suit)
    elif isinstance(decision, LeadCall):
        partner = next(p for p in view.kankei if p != me)
        tp = trickplay_from_view(view, hands, leader=me if decision.iku else partner)
    elif isinstance(decision, NameTrump):
        tp = trickplay_from_view(view, hands, trump=decision.suit, leader=me)
    elif isinstance(decision, JurokuCall):
        tp = trickplay_from_view(view, hands)
        tp.decide_juroku(decision.call)
    else:
        raise TypeError(f"cannot search {decision!r}")
    return tp


def solve(tp: TrickPlay, side: int, alpha: float, beta: float) -> float:
    """The exact value of ``tp`` for ``side`` with all hands known (alpha-beta, R15–R24)."""
    while tp.result is None and tp.juroku_decider >= 0:
        tp.decide_juroku(juroku_sure(tp, tp.juroku_decider))
    if tp.result is not None:
        return utility(tp, side)
    legal = tp.legal()
    maximize = tp.side[tp.turn] == side
    suit = -1
    if legal >> JOKER & 1 and not tp.trick_cards:
        suit = joker_suit(tp, tp.hands, True)
    best = -1e9 if maximize else 1e9
    for card in cards_of(legal):
        child = tp.copy()
        child.play(card, suit if card == JOKER else -1)
        value = solve(child, side, alpha, beta)
        if maximize:
            best = max(best, value)
            alpha = max(alpha, value)
        else:
            best = min(best, value)
            beta = min(beta, value)
        if alpha >= beta:
            break
    return best


def evaluate(tp: TrickPlay, side: int, exact_cards: int) -> float:
    """The value of ``tp`` for ``side``: solved exactly near the end, else played out."""
    left = 50 - tp.played.bit_count()
    if left <= exact_cards:
        return solve(tp, side, -1e9, 1e9)
    return playout(tp, side)


def evaluate_chunk(view: SeatView, decisions: Sequence[Decision], seeds: Sequence[int],
                   exact_cards: int) -> list[float]:
    """The total value of each decision over the deals drawn from ``seeds``."""
    knowledge = knowledge_of(view)
    side = sides_of(view)[view.player]
    totals = [0.0] * len(decisions)
    for seed in seeds:
        hands = sample_hands(knowledge, random.Random(seed))
        for i, decision in enumerate(decisions):
            totals[i] += evaluate(start(view, hands[:], decision), side, exact_cards)
    return totals


def _evaluate_chunk_job(args: tuple[SeatView, Sequence[Decision], Sequence[int], int]
                        ) -> list[float]:
    return evaluate_chunk(*args)


def _warm_up(_: int) -> int:
    return os.getpid()


@dataclass(frozen=True)
class Analysis:
    """What the strong player makes of a decision: its ``choice`` and each candidate's value.

    ``expected`` pairs each searched candidate with its mean value over the
    sampled deals, best first: the value, for the view's side, of the deal
    played out from there, in points of one player of that side — the deal's
    points (R29, standard table) plus 0.2 per face card of margin
    (``policy.FACE_WEIGHT``). It is empty when nothing was searched (one legal
    or sensible decision, a phase the player does not search, or the time
    cut-off). ``choice`` is what ``SearchPlayer.choose`` returns; it may differ
    from the best mean, since the normal player's choice must win by a margin
    (``SearchSettings.prior``).
    """

    choice: Decision
    expected: list[tuple[Decision, float]]


class SearchPlayer:
    """The strong player. Use as ``with SearchPlayer() as p:`` or call ``close()`` when done."""

    def __init__(self, settings: SearchSettings | None = None) -> None:
        self.settings = settings or SearchSettings()
        self._pool: ProcessPoolExecutor | None = None
        self._pool_failed = False
        self.timeouts = 0
        """How many decisions fell back to the normal player's choice at the cut-off."""

    def __enter__(self) -> SearchPlayer:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        """End the worker processes, if any were started."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    def choose(self, view: SeatView, legal: Sequence[Decision], rng: random.Random) -> Decision:
        """The searched decision (see the module docstring); within the time budget."""
        return self.analyse(view, legal, rng).choice

    def analyse(self, view: SeatView, legal: Sequence[Decision], rng: random.Random) -> Analysis:
        """The decision ``choose`` makes and what the search expects of each candidate.

        Deterministic in ``rng``'s state and ``view``, like ``choose``.
        """
        started = time.perf_counter()
        if len(legal) == 1:
            return Analysis(legal[0], [])
        fallback = rule_decision(view, legal, rng)
        if view.phase not in (Phase.PLAY, Phase.LEAD, Phase.TRUMP, Phase.JUROKU):
            return Analysis(fallback, [])
        decisions = candidates_of(view, legal, fallback)
        if len(decisions) == 1:
            return Analysis(decisions[0], [])
        cards_left = sum(view.hand_sizes) or 50
        deals = self.settings.deals(len(decisions), cards_left)
        base = rng.getrandbits(62)
        seeds = [base + i for i in range(deals)]
        totals = self._run(view, decisions, seeds, started + self.settings.budget)
        if totals is None:
            self.timeouts += 1
            return Analysis(fallback, [])
        prior = self.settings.juroku_prior if view.phase is Phase.JUROKU else self.settings.prior
        bonus = prior * deals
        scores = [t + (bonus if d == fallback else 0.0) for t, d in zip(totals, decisions,
                                                                       strict=True)]
        choice = decisions[max(range(len(decisions)), key=lambda i: (scores[i], -i))]
        expected = sorted(((d, t / deals) for d, t in zip(decisions, totals, strict=True)),
                          key=lambda pair: -pair[1])
        return Analysis(choice, expected)

    def _run(self, view: SeatView, decisions: list[Decision], seeds: list[int],
             deadline: float) -> list[float] | None:
        """Totals per decision over ``seeds``, or None past ``deadline``."""
        size = -(-len(seeds) // CHUNKS)
        chunks = [seeds[i:i + size] for i in range(0, len(seeds), size)]
        exact = self.settings.exact_cards
        pool = self._get_pool()
        if pool is not None:
            try:
                futures = [pool.submit(_evaluate_chunk_job, (view, decisions, chunk, exact))
                           for chunk in chunks]
                return self._collect(futures, len(decisions), deadline)
            except BrokenProcessPool:
                self._pool_failed = True
                self.close()
        totals = [0.0] * len(decisions)
        for chunk in chunks:
            if time.perf_counter() > deadline:
                return None
            part = evaluate_chunk(view, decisions, chunk, exact)
            totals = [a + b for a, b in zip(totals, part, strict=True)]
        return totals

    @staticmethod
    def _collect(futures: list[Future[list[float]]], count: int,
                 deadline: float) -> list[float] | None:
        totals = [0.0] * count
        for future in futures:
            try:
                part = future.result(timeout=max(0.0, deadline - time.perf_counter()))
            except FutureTimeout:
                for pending in futures:
                    pending.cancel()
                return None
            totals = [a + b for a, b in zip(totals, part, strict=True)]
        return totals

    def _get_pool(self) -> ProcessPoolExecutor | None:
        """The process pool, started on first use; None where one cannot run."""
        workers = self.settings.workers or os.cpu_count() or 1
        if workers <= 1 or self._pool_failed:
            return None
        if self._pool is None:
            try:
                pool = ProcessPoolExecutor(max_workers=workers)
                list(pool.map(_warm_up, range(workers)))
            except (OSError, NotImplementedError, ImportError, BrokenProcessPool):
                self._pool_failed = True
                return None
            self._pool = pool
        return self._pool
