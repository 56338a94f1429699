"""The ``strong`` CPU player: search over the hidden cards (determinized Monte Carlo).

For a decision with more than one sensible choice it deals the unseen cards
many times, each deal consistent with everything the seat knows
(``sampling.sample_hands``) and, once the others have decided anything this
deal, drawn as likely as their decisions make it: it reads the table
(``inference.posterior_deals``, ``SearchSettings.inference``); it plays every
candidate out on every deal — the club player's policy for all five seats, the
other side's players each reading only what their own seat knows, as they do
at the table, while the searching side sees every hand (``policy.playout``,
``SearchSettings.blind``); in the last two tricks of a playout, and in the
last three tricks of the deal, the searching side's best line against the
other side so played (``policy.best_response``) — and takes the candidate
worth most to its match score (``stakes``). Every candidate meets the same
deals, so chance cancels between them. Where the decision is close (the best
candidates within ``SearchSettings.close`` of each other) it spends the time
there: those candidates meet as many deals again. It searches the card play,
iku/koi (R14), the trump to name (R26) and the jūroku call (R24), the call
weighed by the chance of making it against the stakes; it shows cards like
``normal`` and picks blind at random in a nijū-kan (R13).

Determinism: the deals come from seeds drawn from the ``rng`` it is given, the
number of deals is a fixed function of the position (sized to fit the time
budget on a 2-core machine) and, for a close decision, of the values the first
deals gave; the deals read from the table come from one chain per chunk,
seeded likewise, whose steps depend on the view and the deals alone; the deals
are cut into a fixed number of chunks whose results are added in chunk order;
and a chunk that stops early (``SearchSettings.lines``) stops after a number
of lines counted, not timed. So the decision depends on the seed and the view
alone, never on timing or on how many processes ran it — unless the clock cuts
it short. The time budget (``SearchSettings.budget``) is a safety that
degrades gracefully: past it every chunk stops at its next line of play, drops
the deal it was in and returns what it has, and the decision is made on the
deals searched so far (every candidate met the same deals, so the comparison
stays fair; ``clock_cuts`` counts these decisions). Only this case shows
timing in a record; a caller that needs the same decision on every run (the
review's estimates, the deal of the day's duplicate) gives a budget no
decision reaches. If not a single deal was searched in time, or the processes
did not answer within ``GRACE`` seconds more (a stalled process), the player
returns the ``normal`` player's choice (``timeouts``).

Work is spread over a process pool sized to the machine, made on first use
and reused; ``close()`` (or ``with``) ends it, and it ends with this process however this
process ends (``lifetime.process_pool``, or the ``pools`` a front end gives, which set
the workers' priority too). Where processes cannot be started the search runs in this
process, with the same result.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from types import TracebackType
from typing import Any, Literal, TypeVar

from ..actions import Decision, JurokuCall, LeadCall, NameTrump, Play
from ..card_order import GONINKAN_ORDERS
from ..cards import DECK_SIZE, CardSet, mask_of
from ..lifetime import WorkerPool, process_pool
from ..match import Phase
from ..observe import SeatView
from ..scoring import Outcome
from ..solver import solve
from ..tricks import KANKEI, TrickPlay
from .heuristic import Reason, rule_decision
from .inference import MISS, OTHER_SIDE_MISS, has_evidence, played_by, posterior_deals, shown_on
from .policy import best_response, playout
from .sampling import (
    SeatKnowledge,
    knowledge_of,
    sample_hands,
    sides_of,
    trickplay_from_view,
)
from .stakes import stakes_of

T = TypeVar("T")

CHUNKS = 8
"""The deals of one decision are cut into this many chunks, whatever the number of processes."""

GRACE = 0.4
"""Seconds past the time budget after which chunks not back are no longer waited for."""

FACE_WEIGHT = 0.2
"""One face card of margin, against half the stakes between winning and losing the deal."""


@dataclass(frozen=True)
class SearchSettings:
    """How much the strong player searches.

    ``work`` bounds the cards played per decision (deals × candidates × cards
    left in the hands), so a decision costs about the same early and late;
    the number of deals stays within ``min_deals``…``max_deals``.
    ``exact_cards``: with this many cards or fewer left in the hands, a deal is
    searched to its end instead of played out: with ``blind`` "others", for
    the searching side's best line against the other side as the playouts
    play it (``policy.best_response``, every hand open to the searching
    side), else exactly with every player at their best (``solver.solve``).
    ``tail_cards``: with ``blind`` "others", a playout hands its last this
    many cards to ``best_response`` too (0: the policy plays to the end).
    Against normal, paired per round (the README has the tournaments): the
    best response for the decisions of the last three tricks
    (``exact_cards`` 15), in place of the solver, +0.19 points (standard
    error 0.16) and +1.15 face cards on 240 rounds of seed p7, −0.10 (0.13)
    and +0.63 on 200 of p8; the playouts' last two tricks to it as well,
    +0.53 (0.31) on p7 and +0.43 (0.30) on p8. The best response searches
    one card of each set that plays alike (``policy.distinct_plays``), which
    keeps the decisions from 15 cards within the time (p99 221 ms, max
    666 ms on seed q1).
    ``lines``: the most finished deals (lines of play, each a line of the
    endgame search or a playout's end) one search of a decision looks at;
    each chunk of deals stops after the deal that takes it past its share.
    It binds only where the endgame search branches widely (a Mukankei of
    three players with three tricks to go): in 12 rounds of seed q2 no
    decision with more than 16 cards left looked at more than 3 200 lines;
    1% of all decisions looked at more than 7 200, up to 19 700 (0.5 s in
    one process). Capped, the slowest decision on seeds q1 and q2 took
    335 ms (666 ms before).
    ``budget``: the search's time in seconds, a safety (the module docstring):
    past it the search decides on the deals searched so far. How often that
    happens depends on the machine's load (``benchmarks/strong_time.py``): on
    two cores with other work running (load average 5 to 8) it cut 35% of the
    decisions of 6 tournament deals, 66% beside one more busy process, and
    kept the decision time at p99 289 and 316 ms (max 443, 574 ms) where the
    whole search had taken p99 536 ms; on a quiet machine the README's p99
    of 174–210 ms leaves it well clear. ``workers``: processes
    (None: one per core; 1: this process).
    ``prior`` is the margin per deal (in match points) by which a decision
    must beat the normal player's choice to replace it; ``juroku_prior`` the
    same for the jūroku call: the stakes already weigh its miss (R29, R31),
    the margin only allows for playouts that, with the hands known, are
    hopeful.
    ``close``: the candidates whose mean is within this many match points of
    the best are searched on as many deals again, when two or more are
    (0: never). Against normal, 300 rounds each: seed t2 +3.51 → +4.13
    points a round (paired difference +0.63, standard error 0.30), seed t3
    +3.30 → +3.35 (+0.05, 0.23); decision time p99 106 → 175 ms.
    ``inference``: once the others have decided anything this deal, the
    deals are drawn by how well they explain those decisions
    (``inference.posterior_deals``: a chain per chunk, its best of ``starts``
    deals of the rules to start from, ``burn`` steps, then a deal every
    ``thin`` steps); ``miss`` is the model's chance that a player of the other
    side does not play like ``normal``, ``partner_miss`` the same for a
    player of the searching side (a partner who searches deviates more);
    ``partners``: a partner's decisions are read too (else only the other
    side's). Reading the table costs time (late in a
    deal a chain step re-reads up to eight cards a player), so ``work`` is
    half and ``max_deals`` half of what they were without it (32 000, 240),
    to keep the decision time within 300 ms at p99 on a 2-core machine; the
    number of deals has mattered little (the README has the tournaments).
    ``blind``: who reads only their own seat in the playouts (``policy.playout``):
    ``"others"``, the other side's players, played as the normal player at
    their seat plays, while the searching side sees every hand; ``"all"``,
    everyone; ``"none"``, nobody (every player sees every hand). ``"others"``
    with the other side read sharply (``miss`` 0.05) against ``"none"`` with
    every player read at 0.2: paired +0.28 points a round against normal
    (standard error 0.29, 439 rounds of seeds p7 and p8; the README has the
    tournaments); ``"all"`` measured weaker than ``"none"``
    (+2.73 against +3.27 points a round over normal on 200 rounds of seed
    2026-12-02-s19).
    """

    work: int = 16_000
    min_deals: int = 24
    max_deals: int = 120
    exact_cards: int = 15
    tail_cards: int = 10
    lines: int = 8_000
    budget: float = 0.25
    workers: int | None = None
    prior: float = 0.05
    juroku_prior: float = 0.25
    inference: bool = True
    miss: float = OTHER_SIDE_MISS
    partner_miss: float = MISS
    burn: int = 50
    thin: int = 6
    starts: int = 12
    partners: bool = True
    blind: Literal["none", "others", "all"] = "others"
    close: float = 0.15

    def deals(self, candidates: int, cards_left: int) -> int:
        """How many deals to search for a decision among ``candidates`` with ``cards_left``."""
        wanted = self.work // max(1, candidates * cards_left)
        return max(self.min_deals, min(self.max_deals, wanted))


def candidates_of(view: SeatView, legal: Sequence[Decision], preferred: Decision) -> list[Decision]:
    """The decisions worth searching: one card of each set of cards that play alike.

    Two cards play alike as ``CardOrder.alike`` says: a card in the trick on
    the table counts as out (with 7H on the table, 8H and 6H do not play
    alike: one wins the trick, the other does not). The ``preferred`` one
    stands for its set. Each suit named with a joker lead is a decision of its
    own.
    """
    if view.phase is not Phase.PLAY:
        return list(legal)
    in_trick = 0
    for _, card in view.trick:
        in_trick |= 1 << card
    order = GONINKAN_ORDERS[view.trump or 0]  # the strong player's search is Goninkan's
    out = ~((view.played & ~in_trick) | view.hand)
    plays = [d for d in legal if isinstance(d, Play)]
    stands = order.stands_for(sum({1 << d.card for d in plays}), out)
    chosen: dict[tuple[int, int], Decision] = {}
    for decision in sorted(plays, key=lambda d: (d.card, d.suit or 0)):
        key = (stands[decision.card], decision.suit or 0 if decision.card == order.joker else 0)
        if key not in chosen or decision == preferred:
            chosen[key] = decision
    return list(chosen.values())


def start(view: SeatView, hands: list[CardSet], decision: Decision,
          seats: SeatKnowledge | None = None) -> TrickPlay:
    """The trick play on the deal ``hands`` once ``decision`` is made (``seats`` see it made)."""
    me = view.player
    if isinstance(decision, Play):
        tp = trickplay_from_view(view, hands)
        if seats is not None:
            seats.saw(tp, me, decision.card)
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


@dataclass(frozen=True)
class Valuation:
    """What a finished deal is worth to the deciding player: its stakes and the face margin.

    ``values`` is ``stakes.stakes_of(view)`` (match points per result);
    ``face_weight`` per face card of margin for ``side`` breaks ties between
    deals that end alike, scaled to the deal's stakes.
    """

    side: int
    values: Mapping[Outcome, float]
    face_weight: float

    @property
    def kankei_values(self) -> dict[str, float]:
        """``values`` as the exact solver wants them: for Kankei to maximise (``solver.solve``)."""
        sign = 1 if self.side == KANKEI else -1
        return {result: sign * value for result, value in self.values.items()}

    def of(self, tp: TrickPlay) -> float:
        """The value of the finished deal ``tp``."""
        assert tp.result is not None
        margin = tp.faces[self.side] - tp.faces[1 - self.side]
        return self.values[tp.result] + self.face_weight * margin


def valuation_of(view: SeatView) -> Valuation:
    """The deciding player's valuation of the deal in ``view`` (``stakes.stakes_of``)."""
    values = stakes_of(view)
    win, lose = Outcome.KANKEI_WIN, Outcome.MUKANKEI_WIN
    if not view.is_kankei:
        win, lose = lose, win
    spread = (values[win] - values[lose]) / 2
    return Valuation(sides_of(view)[view.player], values, FACE_WEIGHT * spread)


def evaluate(tp: TrickPlay, valuation: Valuation, settings: SearchSettings,
             seats: SeatKnowledge | None = None, sees_all: int = -1,
             value: Callable[[TrickPlay], float] | None = None) -> float:
    """The value of ``tp``: searched to the end once ``settings.exact_cards`` or fewer are
    left, else played out (``playout``).

    Where only the other side is modelled blind (``sees_all``), the endgame
    search is the best the searching side can do against the other side as
    the playouts play it (``best_response``), and a playout hands over to it
    for its last ``settings.tail_cards``; else the endgame is solved exactly,
    every player at their best (``solver.solve``). ``value`` is what a
    finished deal is worth (default ``valuation.of``; the solver's endgame
    uses ``valuation`` alone).
    """
    worth = value or valuation.of
    left = DECK_SIZE - tp.played.bit_count()
    if seats is not None and sees_all == valuation.side:
        if left > settings.exact_cards:
            playout(tp, seats, sees_all, settings.tail_cards)  # tail_cards 0: to the end
        return best_response(tp, worth, seats, sees_all)  # a finished deal: its value
    if left <= settings.exact_cards:
        solved = solve(tp, valuation.kankei_values)
        assert solved is not None  # no node budget: always a value
        return solved if valuation.side == KANKEI else -solved
    return worth(playout(tp, seats, sees_all))


@dataclass(frozen=True)
class Chain:
    """``count`` deals read from the play (``inference.posterior_deals``), drawn from ``seed``."""

    seed: int
    count: int


Deals = Sequence[int] | Chain
"""The deals of one chunk: the seeds of ``sample_hands``, a deal each; or a ``Chain``."""


def deals_of(view: SeatView, deals: Deals, settings: SearchSettings) -> list[list[CardSet]]:
    """The hidden hands of the deals ``deals`` names."""
    knowledge = knowledge_of(view)
    if isinstance(deals, Chain):
        return posterior_deals(view, knowledge, deals.count, random.Random(deals.seed),
                               settings.miss, settings.burn, settings.thin, settings.partners,
                               settings.starts, settings.partner_miss)
    return [sample_hands(knowledge, random.Random(seed)) for seed in deals]


class _OutOfTime(Exception):
    """The clock passed the search's deadline in the middle of a deal."""


def evaluate_chunk(view: SeatView, decisions: Sequence[Decision], deals: Deals,
                   settings: SearchSettings, truth: list[CardSet] | None = None,
                   deadline: float = float("inf")) -> tuple[list[float], int]:
    """The total value of each decision over ``deals``, and how many deals that took.

    The deals are searched in order, every decision on each, until one takes
    the lines looked at past this chunk's share of ``settings.lines``, or the
    clock (``clock()``) passes ``deadline``: then the deal in hand is dropped
    and the deals finished before it are returned.
    ``truth``, the real hands, is only for measuring (``OpenSearchPlayer``): it
    stands for each of the deals (played once, counted for each).
    """
    valuation = valuation_of(view)
    lines = 0
    totals = [0.0] * len(decisions)
    if clock() > deadline:
        return totals, 0

    def value(tp: TrickPlay) -> float:
        nonlocal lines
        lines += 1
        if clock() > deadline:
            raise _OutOfTime
        return valuation.of(tp)

    seats = SeatKnowledge.of_view(view, mask_of(view.shown)) if settings.blind != "none" \
        else None
    sees_all = valuation.side if settings.blind == "others" else -1
    if truth is not None:
        assert not isinstance(deals, Chain)
        dealt, weight = [truth], len(deals)
    else:
        dealt, weight = deals_of(view, deals, settings), 1
    # the chooser knows the cards shown even where this seat did not see them (R26)
    unseen = view.deal > 1 and not view.shown and view.shower is not None
    played = played_by(view) if unseen else []
    searched = 0
    for hands in dealt:
        dealt_seats = seats_shown(seats, view, hands, played) if seats and played else seats
        values = []
        try:
            for decision in decisions:
                if clock() > deadline:
                    raise _OutOfTime
                mine = None if dealt_seats is None else dealt_seats.copy()
                tp = start(view, hands[:], decision, mine)
                values.append(evaluate(tp, valuation, settings, mine, sees_all, value))
        except _OutOfTime:
            break
        totals = [total + weight * v for total, v in zip(totals, values, strict=True)]
        searched += weight
        if lines >= settings.lines // CHUNKS:
            break
    return totals, searched


def seats_shown(seats: SeatKnowledge, view: SeatView, hands: Sequence[CardSet],
                played: Sequence[CardSet]) -> SeatKnowledge:
    """``seats`` with the kime-yaku cards the shower shows on the deal ``hands`` (R26).

    For a player who did not see them: the chooser knows them all the same,
    and at the table every level shows as ``normal`` does.
    """
    assert view.shower is not None
    clone = seats.copy()
    clone.shown = shown_on(hands, played, view.shower, view.rules.shown_cards)
    return clone


def _evaluate_chunk_job(args: tuple[SeatView, Sequence[Decision], Deals, SearchSettings,
                                   list[CardSet] | None, float]) -> tuple[list[float], int]:
    return evaluate_chunk(*args)


def clock() -> float:
    """The search's clock in seconds: one clock for every process of the machine."""
    return time.monotonic()


def _chunks(items: Sequence[T]) -> list[Sequence[T]]:
    """``items`` cut into at most ``CHUNKS`` runs, the same whatever the number of processes."""
    size = max(1, -(-len(items) // CHUNKS))
    return [items[i:i + size] for i in range(0, len(items), size)]


def _warm_up(_: int) -> int:
    return os.getpid()


@dataclass(frozen=True)
class Analysis:
    """What the strong player makes of a decision: its ``choice`` and each candidate's value.

    ``expected`` pairs each searched candidate with its mean value over the
    sampled deals, best first: what the deal played out from there is worth
    to the deciding player's match score, in match points counted from now,
    under the match's own scoring table and with the rest of the round
    estimated (``stakes.stakes_of``), plus a small weight per face card of
    margin (``Valuation``). It is empty when nothing was searched (one legal
    or sensible decision, a phase the player does not search, or the time
    cut-off). ``choice`` is what ``SearchPlayer.choose`` returns; it may differ
    from the best mean, since the normal player's choice must win by a margin
    (``SearchSettings.prior``).
    """

    choice: Decision
    expected: list[tuple[Decision, float]]


def search_reason(analysis: Analysis, usual: Decision) -> Reason | None:
    """Why the search's choice is better than ``usual`` (the normal player's), where they differ.

    The reason gives the gain the search expects, in match points (``Analysis``).
    """
    values = dict(analysis.expected)
    if analysis.choice == usual or analysis.choice not in values or usual not in values:
        return None
    gain = f"{max(0.1, values[analysis.choice] - values[usual]):.1f}"
    return Reason("search", f"looking ahead over many ways the cards may lie, this gains "
                  f"about {gain} points on average", {"points": gain})


PoolMaker = Callable[[int], WorkerPool]
"""Makes a process pool of so many workers that end with this process (``process_pool``)."""


class SearchPlayer:
    """The strong player. Use as ``with SearchPlayer() as p:`` or call ``close()`` when done.

    ``pools`` makes its process pool (default ``lifetime.process_pool``)."""

    def __init__(self, settings: SearchSettings | None = None,
                 pools: PoolMaker = process_pool) -> None:
        self.settings = settings or SearchSettings()
        self._pools = pools
        self._pool: WorkerPool | None = None
        self._pool_failed = False
        self.timeouts = 0
        """How many decisions fell back to the normal player's choice: no deal searched in
        time, or the processes stalled."""
        self.clock_cuts = 0
        """How many decisions the clock cut short: made on the deals searched by then."""
        # both count from the last ``reset_counts`` (a tournament's round, ``strong_variants.py``)

    def reset_counts(self) -> None:
        """Count ``timeouts`` and ``clock_cuts`` from zero again (at the start of a round)."""
        self.timeouts = 0
        self.clock_cuts = 0

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
        started = clock()
        if len(legal) == 1:
            return Analysis(legal[0], [])
        fallback = rule_decision(view, legal, rng)
        if view.phase not in (Phase.PLAY, Phase.LEAD, Phase.TRUMP, Phase.JUROKU):
            return Analysis(fallback, [])
        decisions = candidates_of(view, legal, fallback)
        if len(decisions) == 1:
            return Analysis(decisions[0], [])
        cards_left = sum(view.hand_sizes) or 50
        count = self.settings.deals(len(decisions), cards_left)
        base = rng.getrandbits(62)
        deadline = started + self.settings.budget
        totals, searched = self._search(view, decisions, base, count, deadline)
        if not searched:
            self.timeouts += 1
            return Analysis(fallback, [])
        means = [t / searched for t in totals]
        cut = clock() > deadline
        close = [] if cut else self._close(means)
        if close:
            extras, again = self._search(view, [decisions[i] for i in close], base + count,
                                         count, deadline)
            cut = clock() > deadline
            for i, extra in zip(close, extras, strict=True):
                means[i] = (totals[i] + extra) / (searched + again)
        self.clock_cuts += cut
        prior = self.settings.juroku_prior if view.phase is Phase.JUROKU else self.settings.prior
        scores = [m + (prior if d == fallback else 0.0) for m, d in zip(means, decisions,
                                                                       strict=True)]
        choice = decisions[max(range(len(decisions)), key=lambda i: (scores[i], -i))]
        expected = sorted(zip(decisions, means, strict=True), key=lambda pair: -pair[1])
        return Analysis(choice, expected)

    def _close(self, means: list[float]) -> list[int]:
        """The candidates within ``SearchSettings.close`` of the best, if two or more are.

        They are searched again on fresh deals (seeds after the first ones),
        so their means come from twice the deals; the rest keep theirs.
        """
        if self.settings.close <= 0:
            return []
        top = max(means)
        close = [i for i, mean in enumerate(means) if top - mean <= self.settings.close]
        return close if len(close) > 1 else []

    def _search(self, view: SeatView, decisions: list[Decision], base: int, count: int,
                deadline: float) -> tuple[list[float], int]:
        """Totals per decision over up to ``count`` deals drawn from ``base``, and how many
        deals: fewer where ``SearchSettings.lines`` binds, or past ``deadline`` (the deals
        searched by then; a chunk not back ``GRACE`` seconds later counts none)."""
        settings = self.settings
        truth = self.hands_shown(view)
        chunks: list[Deals]
        if truth is not None:
            chunks = [[base] * count]  # the true deal, counted as often as sampled ones
        elif settings.inference and has_evidence(view, settings.partners):
            shares = [len(part) for part in _chunks(range(count))]
            chunks = [Chain(base + i, share) for i, share in enumerate(shares)]
        else:
            chunks = list(_chunks([base + i for i in range(count)]))
        parts = self._map(_evaluate_chunk_job,
                          [(view, decisions, chunk, settings, truth, deadline)
                           for chunk in chunks], deadline + GRACE)
        totals = [0.0] * len(decisions)
        searched = 0
        for part, deals in parts:
            totals = [a + b for a, b in zip(totals, part, strict=True)]
            searched += deals
        return totals, searched

    def hands_shown(self, view: SeatView) -> list[CardSet] | None:
        """The real hands, for a player shown them (``OpenSearchPlayer``); None at the table."""
        return None

    def _map(self, job: Callable[[Any], T], jobs: list[Any], deadline: float) -> list[T]:
        """``job`` on each of ``jobs``, in order, on the pool if any; those back by
        ``deadline`` (in this process: all of them, each heeding the clock itself)."""
        pool = self._get_pool()
        if pool is not None:
            try:
                futures = [pool.submit(job, args) for args in jobs]
                return self._collect(futures, deadline)
            except BrokenProcessPool:
                self._pool_failed = True
                self.close()
        return [job(args) for args in jobs]

    @staticmethod
    def _collect(futures: list[Future[T]], deadline: float) -> list[T]:
        """The results of ``futures`` in order, up to the first not back by ``deadline``."""
        results = []
        for future in futures:
            try:
                results.append(future.result(timeout=max(0.0, deadline - clock())))
            except FutureTimeout:
                for pending in futures:
                    pending.cancel()
                break
        return results

    def start_workers(self) -> bool:
        """Start the worker processes now rather than at the first search; whether they run
        (not where the settings ask for one process, nor where none can start)."""
        return self._get_pool() is not None

    def worker_pids(self) -> list[int]:
        """The pids of the running worker processes (none before they start, none after
        ``close``)."""
        return [] if self._pool is None else self._pool.worker_pids()

    def _get_pool(self) -> WorkerPool | None:
        """The process pool, started on first use; None where one cannot run."""
        workers = self.settings.workers or os.cpu_count() or 1
        if workers <= 1 or self._pool_failed:
            return None
        if self._pool is None:
            try:
                pool = self._pools(workers)
                list(pool.map(_warm_up, range(workers)))
            except (OSError, NotImplementedError, ImportError, BrokenProcessPool):
                self._pool_failed = True
                return None
            self._pool = pool
        return self._pool


class OpenSearchPlayer(SearchPlayer):
    """A measuring tool, never a level of the app: the strong player shown every hand.

    Before each decision the tournament sets ``hands`` to the real hands; the
    search then plays every candidate out on them instead of on sampled deals.
    Its margin over ``normal`` is the all-seeing bound of the strong player's
    search: what perfect knowledge of the cards would be worth to it.
    """

    def __init__(self, settings: SearchSettings | None = None) -> None:
        super().__init__(settings)
        self.hands: list[CardSet] | None = None

    def hands_shown(self, view: SeatView) -> list[CardSet] | None:
        assert self.hands is not None and self.hands[view.player] == view.hand
        return list(self.hands)
