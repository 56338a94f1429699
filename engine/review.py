"""Look back at a deal: every decision of one player against the open-hand solver (issue 12 §2).

For each decision of player P in a record — each card played (a joker lead
once per suit it could name), each jūroku call (R24) and, where the whole
deal can be solved within the budget, the iku/koi call (R14) and the trump
named (R26) — the review gives every option's exact value with all hands
open (``engine.solver``), for P's side, and what the strong player would
have chosen from P's own view at that moment (``estimate``).

    from engine.record import parse_record
    from engine.review import review, start_review

    report = review(record_json, player=0)       # the JSON of ``python -m engine review``

    job = start_review(parse_record(text), player=0)   # for a screen: never blocks
    headers = job.deals                          # every deal's round, deal and result
    while not job.done:
        for decision in job.poll():              # as each is solved, later tricks first
            show(decision)
    job.close()

The work runs in worker processes, so a caller's thread is never blocked nor
starved of the interpreter lock. Every value given is exact, and every
estimate the same on every run: the strong player's random generator is
seeded from the decision's place in the record. The solver works to a node
budget, not a clock. Every decision from trick 3 on is exact on every run
(solved to its end whatever it costs); the decisions of tricks 1 and 2 share
what is left of a deal's budget, and where processes share it, how far back
their exact values reach may differ by a decision between runs (in one
process, ``solve_spots``, it never does).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import queue
import random
import threading
from collections.abc import Iterator, Mapping, MutableSequence, Sequence
from dataclasses import dataclass, field
from multiprocessing.process import BaseProcess
from types import TracebackType
from typing import Any

from .actions import Decision, JurokuCall, LeadCall, NameAdjutant, NameTrump, Play
from .cards import JOKER, SUIT_LETTERS, card_code
from .errors import RecordError
from .lifetime import worker_started
from .match import Match, Phase
from .observe import SeatView, observe
from .record import Record, record_from_json, replay
from .rules import STANDARD, RuleSet
from .solver import Option, Solver, after_option, alike, legal_options
from .tricks import TrickPlay

NODE_BUDGET = 1_000_000
"""The solver's node budget for one deal's decisions, shared by the workers that
solve them. The decisions are solved from the deal's end, so when it runs out only the
earliest ones (the biggest searches) are not exact."""
EARLY_TRICKS = 2
EARLY_SHARE = 6
"""The decisions of tricks 1 and 2 (and the iku/koi call and the trump) get at most a sixth
of the budget, whatever is left: they are the biggest searches and rarely finish, and the
player should not wait for them."""

VALUES_TABLE = STANDARD
"""The scoring table of the exact values, whatever the match's: the standard table's points
for the deal alone (R29, ``solver.deal_values``), so that a value above 0 is a deal won by
P's side and below 0 one lost. Under goshogawara (R30–R31) a deal's points depend on the
round so far and a lost deal can score (losing deal 3 is +3 for Kankei), so the sign would
no longer say won or lost; ``values_table`` says so wherever the table differs."""

Choice = Any
"""A decision as the record writes it: a card code, ``{"card": "JOKER", "suit": "S"}``,
``true``/``false``, ``"iku"``/``"koi"`` or a suit letter."""


@dataclass(frozen=True)
class Estimate:
    """The strong player's choice from P's own view and its expected value (None if unsearched)."""

    choice: Choice
    expected: float | None

    def to_json(self) -> dict[str, Any]:
        return {"choice": self.choice, "expected": _number(self.expected)}


@dataclass(frozen=True)
class DecisionReview:
    """One decision of P: where it is, what was chosen, and each option's open-hand value.

    ``action`` is ``(deal index, action index)`` in the record; ``trick`` the
    trick being played (for a jūroku call, the trick just won; 1 for iku/koi
    and trump). ``options`` pairs every legal choice with its exact value for
    P's side, ``value`` is the chosen one's and ``best`` the highest; all three
    are None when ``exact`` is false.
    """

    action: tuple[int, int]
    trick: int
    kind: str
    chosen: Choice
    exact: bool
    options: tuple[tuple[Choice, float], ...] | None
    value: float | None
    best: float | None
    estimate: Estimate | None
    won: tuple[bool, ...] | None = None
    """Per option, whether P's side wins the deal under best play: given only where the
    values cannot say it (a bidding-game defender scores 0 whether the bid is made or set,
    B13); elsewhere a value above 0 is a win."""

    def wins(self) -> tuple[bool, ...] | None:
        """Per option, whether P's side wins the deal after it (None when not exact)."""
        if self.options is None:
            return None
        return self.won if self.won is not None else tuple(v > 0 for _, v in self.options)

    def to_json(self) -> dict[str, Any]:
        options = None
        if self.options is not None:
            options = [{"choice": choice, "value": _number(value)}
                       for choice, value in self.options]
            if self.won is not None:
                for option, won in zip(options, self.won, strict=True):
                    option["won"] = won
        return {
            "action": list(self.action), "trick": self.trick, "kind": self.kind,
            "chosen": self.chosen, "exact": self.exact, "options": options,
            "value": _number(self.value), "best": _number(self.best),
            "estimate": None if self.estimate is None else self.estimate.to_json(),
        }


@dataclass(frozen=True)
class DealReview:
    """A deal of the record: its round and deal number (R7), its result (None if unfinished)."""

    round: int
    deal: int
    result: str | None
    decisions: tuple[DecisionReview, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"round": self.round, "deal": self.deal, "result": self.result,
                "decisions": [d.to_json() for d in self.decisions]}


def _number(value: float | None) -> float | int | None:
    """Whole numbers as ints, as R29 writes them."""
    if value is None:
        return None
    return int(value) if float(value).is_integer() else round(value, 3)


# ---- the decisions of a record ---------------------------------------------------------


@dataclass
class Spot:
    """A decision of P to review, with what the workers need: the position after each option
    (for the solver) and P's view (for the strong player)."""

    action: tuple[int, int]
    trick: int
    kind: str
    chosen: Choice
    sign: int
    """+1 when P is on the side the solver's values are for (Kankei, the taisho's), else -1."""
    children: list[tuple[Choice, TrickPlay]]
    view: SeatView
    legal: list[Decision]
    values: dict[str, int]
    """Each result's value for that side (``Match.side_values``)."""
    worth: dict[float, float]
    """Each of those values in P's own points (``Match.worth_to``)."""
    stands: list[int]
    """Per child, the child that stands for it: cards that play alike (a naming that gives
    the same adjutant) are solved once."""


@dataclass
class Plan:
    """What a review of one player covers: each deal's header and the decisions to solve."""

    player: int
    deals: list[DealReview]
    spots: dict[int, list[Spot]] = field(default_factory=dict)
    error: dict[str, Any] | None = None


def plan_review(record: Record, player: int, deals: Sequence[int] | None = None) -> Plan:
    """Replay ``record`` and collect P's decisions (in ``deals``, by index; default all).

    ``RecordError`` if the record is malformed; an illegal action stops the
    plan there, with the replay's error object in ``error``.
    """
    if not 0 <= player <= 4:
        raise ValueError("a player id is 0–4")
    found: dict[int, list[Spot]] = {}
    wanted = None if deals is None else set(deals)

    def before(match: Match, d: int, a: int, decision: Decision) -> None:
        if decision.player != player or (wanted is not None and d not in wanted):
            return
        spot = _spot(match, d, a, decision)
        if spot is not None:
            found.setdefault(d, []).append(spot)

    result = replay(record, before)
    match = result.match
    headers = [DealReview(r.round, r.deal, r.to_json()["result"]) for r in match.results]
    if len(headers) < len(record.deals):
        headers.append(DealReview(match.round, match.deal, None))
    error = None
    if result.error is not None:
        assert result.error_at is not None
        d, a = result.error_at
        found[d] = [s for s in found.get(d, []) if s.action < (d, a)]
        error = {"action": [d, a], "rule": result.error.rule, "message": result.error.message}
    return Plan(player, headers, found, error)


def _spot(match: Match, d: int, a: int, decision: Decision) -> Spot | None:
    """The review spot of ``decision`` about to be applied to ``match``, if it is one."""
    legal = [x for x in match.legal_decisions() if x.player == decision.player]
    children: list[tuple[Choice, TrickPlay]] = []
    stands: list[int] = []
    if isinstance(decision, Play) and match.phase is Phase.PLAY:
        kind, trick = "play", match.trick_no
        assert match.play is not None
        tp = match.play
        options = legal_options(tp)
        same = alike(tp)
        for option in options:
            children.append((_choice_of_option(option), after_option(tp, option)))
            stands.append(options.index(same[option]))
    elif isinstance(decision, JurokuCall) and match.phase is Phase.JUROKU:
        kind, trick = "juroku", match.trick_no
        assert match.play is not None
        children = [(call, after_option(match.play, call)) for call in (True, False)]
    elif isinstance(decision, LeadCall | NameTrump | NameAdjutant) \
            and match.phase in (Phase.LEAD, Phase.TRUMP, Phase.ADJUTANT):
        kind = {LeadCall: "lead", NameTrump: "trump", NameAdjutant: "adjutant"}[type(decision)]
        trick = 1
        keys: list[object] = []
        view = observe(match, decision.player)
        for option in legal:
            trial = match.copy()
            trial.apply(option)
            assert trial.play is not None
            children.append((_choice_of(option), trial.play))
            # B8: names that make the same adjutant (or none) are alike
            keys.append(trial.play.side if kind == "adjutant" else len(keys))
            stands.append(keys.index(keys[-1]))
        return _spot_of(trial, (d, a), trick, kind, decision, children, view, legal, stands)
    else:
        return None  # not a decision the review covers, or not due (the replay will say)
    return _spot_of(match, (d, a), trick, kind, decision, children,
                    observe(match, decision.player), legal,
                    stands or list(range(len(children))))


def _spot_of(match: Match, action: tuple[int, int], trick: int, kind: str, decision: Decision,
             children: list[tuple[Choice, TrickPlay]], view: SeatView, legal: list[Decision],
             stands: list[int]) -> Spot:
    """A spot, with the values and P's worth of ``match`` (in trick play: the sides known)."""
    player = decision.player
    return Spot(action, trick, kind, _choice_of(decision),
                1 if match.is_kankei[player] else -1, children, view, legal,
                match.side_values(), match.worth_to(player), stands)


def _choice_of_option(option: Option) -> Choice:
    if isinstance(option, tuple):
        return {"card": "JOKER", "suit": SUIT_LETTERS[option[1]]}
    assert isinstance(option, int)
    return card_code(option)


def _choice_of(decision: Decision) -> Choice:
    """A decision as the record writes its value."""
    if isinstance(decision, Play):
        if decision.card == JOKER and decision.suit is not None:
            return {"card": "JOKER", "suit": SUIT_LETTERS[decision.suit]}
        return card_code(decision.card)
    if isinstance(decision, JurokuCall):
        return decision.call
    if isinstance(decision, LeadCall):
        return "iku" if decision.iku else "koi"
    if isinstance(decision, NameTrump):
        return SUIT_LETTERS[decision.suit]
    if isinstance(decision, NameAdjutant):
        return card_code(decision.card)
    raise TypeError(f"not reviewed: {decision!r}")


# ---- the work: exact values and estimates ----------------------------------------------


def solve_spots(spots: Sequence[Spot], node_budget: int = NODE_BUDGET
                ) -> Iterator[tuple[tuple[int, int], list[tuple[Choice, float]] | None]]:
    """Each spot's options with exact values for P's side (None past the budget), last first.

    The spots are one deal's, solved in this process: see ``solve_claimed``.
    """
    if not spots:
        return
    deal = spots[0].action[0]
    by_action = {spot.action: spot for spot in spots}
    values: dict[tuple[int, int], dict[int, float] | None] = {}  # in the order solved
    for action, index, value in solve_claimed(spots, deal, Pool.local(deal + 1), node_budget):
        values[action] = _with_value(values.get(action, {}), index, value)
    for action, solved in values.items():
        yield action, None if solved is None else options_of(by_action[action], solved)


def exact_reviews(spots: Sequence[Spot], node_budget: int = NODE_BUDGET
                  ) -> Iterator[DecisionReview]:
    """Each spot reviewed with its exact values (no estimate), last first, in this process."""
    if not spots:
        return
    deal = spots[0].action[0]
    by_action = {spot.action: spot for spot in spots}
    values: dict[tuple[int, int], dict[int, float] | None] = {}
    for action, index, value in solve_claimed(spots, deal, Pool.local(deal + 1), node_budget):
        values[action] = _with_value(values.get(action, {}), index, value)
    for action, solved in values.items():
        spot = by_action[action]
        yield decision_review(spot, None if solved is None else options_of(spot, solved), None,
                              None if solved is None else wins_of(spot, solved))


def _with_value(known: dict[int, float] | None, index: int, value: float | None
                ) -> dict[int, float] | None:
    """A decision's solved options (by index) with one more: None once any ran out of
    budget, as the decision is then not exact."""
    if known is None or value is None:
        return None
    known[index] = value
    return known


@dataclass
class Pool:
    """The exact work on each deal (by index), shared by the processes of a review.

    ``claimed[deal]``: how many of the deal's options have been taken up;
    ``spent``: the solver nodes they used so far; ``early_end``: the ``spent``
    at which the decisions of the first tricks must stop (0 until one is
    taken up); ``given_up``: the earliest place, counted from the deal's end,
    where the budget ran out. Shared memory between processes, or plain lists
    within one.
    """

    claimed: MutableSequence[int]
    spent: MutableSequence[int]
    early_end: MutableSequence[int]
    given_up: MutableSequence[int]
    lock: contextlib.AbstractContextManager[Any]

    @classmethod
    def local(cls, deals: int) -> Pool:
        """A pool for work in this process only."""
        return cls([0] * deals, [0] * deals, [0] * deals, [1 << 30] * deals,
                   contextlib.nullcontext())

    @classmethod
    def shared(cls, context: Any, deals: int) -> Pool:
        """A pool in shared memory, for the worker processes started from ``context``."""
        def array(start: int) -> Any:
            return context.Array("q", [start] * deals, lock=False)
        return cls(array(0), array(0), array(0), array(1 << 30), context.Lock())


def solve_claimed(spots: Sequence[Spot], deal: int, pool: Pool, node_budget: int
                  ) -> Iterator[tuple[tuple[int, int], int, float | None]]:
    """Take up the deal's options one at a time from ``pool`` and solve each, last spot first.

    Yields ``(action, option index, value for Kankei)``: the option's index
    into its spot's ``children`` (one per set of options alike), its value
    None when the deal's ``node_budget`` (shared by every process of the
    pool) ran out. Each process takes the next option as it finishes one, so
    the work is shared out evenly however uneven the searches are. The
    solvers' tables carry over from one option to the next, as a later
    position is a subtree of an earlier one. The decisions from trick
    ``EARLY_TRICKS + 1`` on are always solved to the end, whatever they cost:
    their values are exact on every run, however the processes shared the
    work (a budget shared between processes would let the point where exact
    values stop move between runs). Their nodes count against the budget all
    the same, and the decisions of the first tricks get what is left of it but
    at most ``node_budget // EARLY_SHARE``; an earlier spot is a bigger search,
    so once one ran out the earlier ones are given up too.
    """
    ordered = sorted(spots, key=lambda s: s.action, reverse=True)
    items = [(place, spot, index) for place, spot in enumerate(ordered)
             for index in sorted(set(spot.stands))]
    solvers: dict[tuple[object, ...], Solver] = {}
    while True:
        with pool.lock:
            claim = pool.claimed[deal]
            pool.claimed[deal] = claim + 1
            if claim < len(items) and items[claim][1].trick <= EARLY_TRICKS \
                    and not pool.early_end[deal]:
                pool.early_end[deal] = min(node_budget,
                                           pool.spent[deal] + node_budget // EARLY_SHARE)
        if claim >= len(items):
            return
        place, spot, index = items[claim]
        value = None
        if spot.trick > EARLY_TRICKS:  # exact on every run: no budget (see above)
            value = _solve_option(spot, index, solvers, None, _Meter(pool, deal, place, None))
            assert value is not None
        elif place < pool.given_up[deal] and pool.spent[deal] < pool.early_end[deal]:
            end = pool.early_end[deal]
            value = _solve_option(spot, index, solvers, end - pool.spent[deal],
                                  _Meter(pool, deal, place, end))
        if value is None:
            with pool.lock:
                pool.given_up[deal] = min(pool.given_up[deal], place)
        yield spot.action, index, value


class _Meter:
    """The solver's question every few thousand nodes: stop now? It charges the nodes used
    to the pool, and says stop once the deal's budget is spent (``end``; None: never) or the
    pool gave up here."""

    def __init__(self, pool: Pool, deal: int, place: int, end: int | None) -> None:
        self.pool, self.deal, self.place, self.end = pool, deal, place, end
        self.solver: Solver | None = None
        self.seen = 0

    def watch(self, solver: Solver) -> None:
        self.solver, self.seen = solver, solver.nodes

    def charge(self) -> int:
        """Add the nodes used since the last charge to the pool; the deal's total spent."""
        assert self.solver is not None
        used, self.seen = self.solver.nodes - self.seen, self.solver.nodes
        with self.pool.lock:
            self.pool.spent[self.deal] += used
            return int(self.pool.spent[self.deal])

    def __call__(self) -> bool:
        spent = self.charge()
        return self.end is not None and (spent > self.end
                                         or self.pool.given_up[self.deal] <= self.place)


def _solve_option(spot: Spot, index: int, solvers: dict[tuple[object, ...], Solver],
                  budget: int | None, meter: _Meter) -> float | None:
    """The value for Kankei of the spot's option ``index``, or None past ``budget`` nodes
    (None: no limit) or when ``meter`` said stop."""
    child = spot.children[index][1]
    setup = (child.trump, child.side, child.next_of, child.deal)
    solver = solvers.get(setup)
    if solver is None:
        solver = solvers[setup] = Solver(child, spot.values)
    meter.watch(solver)
    value = solver.solve(child, node_budget=budget, stop=meter)
    meter.charge()
    return value


def options_of(spot: Spot, values: Mapping[int, float]) -> list[tuple[Choice, float]]:
    """Every option of ``spot`` with its value in P's points (R29 for P's side; B13), from
    the solved values for Kankei (the taisho's side) of the options that stand for the rest."""
    return [(choice, spot.worth[values[same]])
            for (choice, _), same in zip(spot.children, spot.stands, strict=True)]


def wins_of(spot: Spot, values: Mapping[int, float]) -> tuple[bool, ...] | None:
    """Per option, whether P's side wins the deal, where P's points cannot say it (two
    results worth the same to P: a defender of the bidding game, B13); else None."""
    worth = spot.worth
    if len(set(worth.values())) == len(worth):
        return None
    return tuple(spot.sign * values[same] > 0 for same in spot.stands)


def estimate_spots(spots: Sequence[Spot], share: int = 0, shares: int = 1
                   ) -> Iterator[tuple[tuple[int, int], Estimate]]:
    """The strong player's choice at each spot from P's view (every ``shares``-th spot from
    the ``share``-th), last first."""
    from .players.bidding_search import BiddingSearchPlayer
    from .players.search import SearchPlayer, SearchSettings

    chosen = sorted(spots, key=lambda s: s.action, reverse=True)[share::shares]
    if chosen and not chosen[0].view.rules.game.searched:  # the bidding game's own search
        bidding = BiddingSearchPlayer()
        for spot in chosen:
            rng = random.Random(f"review:{spot.action[0]}:{spot.action[1]}")
            decision, expected = bidding.analyse(spot.view, spot.legal, rng)
            yield spot.action, Estimate(_choice_of(decision), expected)
        return
    # No clock cut-off: the same record gives the same estimate, whatever the machine's load.
    with SearchPlayer(SearchSettings(workers=1, budget=600.0)) as strong:
        for spot in chosen:
            rng = random.Random(f"review:{spot.action[0]}:{spot.action[1]}")
            analysis = strong.analyse(spot.view, spot.legal, rng)
            expected = next((v for d, v in analysis.expected if d == analysis.choice), None)
            yield spot.action, Estimate(_choice_of(analysis.choice), expected)


def decision_review(spot: Spot, options: list[tuple[Choice, float]] | None,
                    estimate: Estimate | None, won: tuple[bool, ...] | None = None
                    ) -> DecisionReview:
    """The review of one spot from its solved options, its estimate and (``wins_of``) who
    wins after each option where the values cannot say it."""
    if options is None:
        return DecisionReview(spot.action, spot.trick, spot.kind, spot.chosen, False, None, None,
                              None, estimate)
    value = next(v for c, v in options if c == spot.chosen)
    return DecisionReview(spot.action, spot.trick, spot.kind, spot.chosen, True, tuple(options),
                          value, max(v for _, v in options), estimate, won)


# ---- running it in worker processes -----------------------------------------------------


def _worker(record: Record, player: int, deals: Sequence[int] | None, tasks: Any,
            results: Any, pool: Pool, parent: int) -> None:
    """A worker process: plan the review itself (so that the caller never sends the spots),
    then take tasks until told to stop, streaming each decision's part back. It ends by
    itself once ``parent``, the process that started it, is gone (killed or crashed),
    rather than review on for nobody (``lifetime``)."""
    worker_started(parent)
    try:
        plan = plan_review(record, player, deals)
        while True:
            task = tasks.get()
            if task is None:
                return
            kind, deal, share, shares, budget = task
            spots = plan.spots[deal]
            answers: Iterator[tuple[tuple[int, int], Any]]
            if kind == "exact":
                answers = ((action, (index, value)) for action, index, value
                           in solve_claimed(spots, deal, pool, budget))
            else:
                answers = estimate_spots(spots, share, shares)
            for action, answer in answers:
                results.put((kind, action, answer))
    except Exception as error:  # reported to the caller, who decides
        results.put(("error", None, f"{type(error).__name__}: {error}"))


def _lower_priority(pid: int | None) -> None:
    """The screen that asked comes first: its frames before this work, from the worker's
    start (its imports too). On Linux the worker runs only when no other process wants the
    core (``SCHED_IDLE``: a frame never waits for it); elsewhere at a lower priority
    (nice +10). Where the system has neither call, nothing changes."""
    if pid is None:
        return
    with contextlib.suppress(AttributeError, OSError):
        own = os.getpriority(os.PRIO_PROCESS, 0)
        os.setpriority(os.PRIO_PROCESS, pid, min(19, own + 10))
    with contextlib.suppress(AttributeError, OSError):
        os.sched_setscheduler(pid, os.SCHED_IDLE, os.sched_param(0))


class ReviewJob:
    """A review running in worker processes; ``poll`` collects what is finished, never blocking.

    ``deals`` holds every deal's header (round, deal, result) at once; the
    decisions arrive through ``poll`` as each is solved and estimated.
    ``cancel`` (or ``close``, or leaving a ``with`` block) ends the workers. The queues,
    the shared pool and the processes are made in a thread of the job's own, so the
    caller's frame does not wait for them.

    Both workers serve each deal in turn, the deal on screen first: first the
    exact values (each worker takes up the next unsolved option as it
    finishes one, all within the deal's ``node_budget``: see
    ``solve_claimed``), then the strong player's estimates (every other
    decision each).
    """

    def __init__(self, record: Record, plan: Plan, *, workers: int = 2,
                 node_budget: int = NODE_BUDGET) -> None:
        self.player = plan.player
        self.deals = list(plan.deals)
        self.error = plan.error
        self._spots = {s.action: s for spots in plan.spots.values() for s in spots}
        self._values: dict[tuple[int, int], dict[int, float] | None] = {}
        self._reports: dict[tuple[int, int], int] = {}
        self._estimates: dict[tuple[int, int], Estimate] = {}
        self._finished: dict[tuple[int, int], DecisionReview] = {}
        self.failure: str | None = None
        self._processes: list[BaseProcess] = []
        self._lock = threading.Lock()
        self._cancelled = False
        self._starting = False
        if not self._spots:
            return
        self._tasks: Any = None
        self._results: Any = None
        self._pool: Pool | None = None
        self._starting = True
        # Making the queues and starting the processes takes 5-30 ms of this process's time:
        # a thread does it, so the screen's frame goes on.
        threading.Thread(target=self._start, args=(record, plan, max(1, workers), node_budget),
                         daemon=True).start()

    def _start(self, record: Record, plan: Plan, count: int, node_budget: int) -> None:
        """Make the queues and the shared pool, then start the worker processes (in a thread
        of their own), unless cancelled first."""
        try:
            context = multiprocessing.get_context("spawn")
            tasks, results = context.Queue(), context.Queue()
            pool = Pool.shared(context, len(plan.deals))
            for deal in plan.spots:  # the deals in order, each solved from its end
                for kind in ("exact", "estimate"):
                    for share in range(count):
                        tasks.put((kind, deal, share, count, node_budget))
            for _ in range(count):
                tasks.put(None)
            with self._lock:
                # Kept here: the workers' copies must find the shared memory still there.
                self._tasks, self._results, self._pool = tasks, results, pool
            args = (record, plan.player, sorted(plan.spots), tasks, results, pool,
                    os.getpid())
            for _ in range(count):
                with self._lock:
                    if self._cancelled:
                        return
                    process = context.Process(target=_worker, args=args, daemon=True)
                    process.start()
                    self._processes.append(process)
                _lower_priority(process.pid)
        except Exception as error:  # reported at the next poll
            self.failure = f"{type(error).__name__}: {error}"
        finally:
            self._starting = False

    @property
    def done(self) -> bool:
        """Whether every decision has been reviewed (or the job was cancelled or failed)."""
        return len(self._finished) == len(self._spots) or self.failure is not None \
            or self._cancelled or (bool(self._spots) and not self._starting
                                   and not self._processes)

    def poll(self) -> list[DecisionReview]:
        """The decisions finished since the last poll, without waiting."""
        fresh: list[DecisionReview] = []
        if self.failure is not None and not self._cancelled:
            self.cancel()  # the processes could not be started
        if self._cancelled or not self._spots:
            return fresh
        while self._results is not None:
            try:
                kind, action, payload = self._results.get_nowait()
            except queue.Empty:
                break
            if kind == "error":
                self.failure = payload
                self.cancel()
                break
            if kind == "exact":
                self._add_value(action, *payload)
            else:
                self._estimates[action] = payload
            spot = self._spots[action]
            if self._reports.get(action) == len(set(spot.stands)) and action in self._estimates:
                values = self._values[action]
                options = None if values is None else options_of(spot, values)
                won = None if values is None else wins_of(spot, values)
                review = decision_review(spot, options, self._estimates[action], won)
                self._finished[action] = review
                fresh.append(review)
        if len(self._finished) == len(self._spots):
            # The workers end by themselves now; waiting for them would hold up the frame.
            threading.Thread(target=self.close, daemon=True).start()
        elif self.failure is None and any(p.exitcode not in (None, 0)
                                          for p in list(self._processes)):
            self.failure = "a review worker process stopped"
            self.cancel()
        return fresh

    def _add_value(self, action: tuple[int, int], index: int, value: float | None) -> None:
        """The exact value of one of a decision's options (None: the budget ran out)."""
        self._reports[action] = self._reports.get(action, 0) + 1
        self._values[action] = _with_value(self._values.get(action, {}), index, value)

    def wait(self) -> list[DealReview]:
        """Block until the review is complete; every deal with its decisions in record order."""
        import time

        while not self.done:
            self.poll()
            time.sleep(0.02)
        if self.failure is not None:
            raise RuntimeError(f"the review failed: {self.failure}")
        return self.results()

    def results(self) -> list[DealReview]:
        """Every deal with the decisions finished so far, in record order."""
        out = []
        for d, header in enumerate(self.deals):
            decisions = tuple(sorted((r for r in self._finished.values() if r.action[0] == d),
                                     key=lambda r: r.action))
            out.append(DealReview(header.round, header.deal, header.result, decisions))
        return out

    def cancel(self) -> None:
        """Stop the workers now; what has not finished stays unreviewed."""
        with self._lock:
            self._cancelled = True
            processes = list(self._processes)
        for process in processes:
            if process.is_alive():
                process.terminate()
        self.close()

    def close(self) -> None:
        """End the worker processes (no more are started) and free their queues."""
        with self._lock:
            self._cancelled = True
            processes, self._processes = self._processes, []
        for process in processes:
            process.join(timeout=1.0)
            if process.is_alive():
                process.kill()
                process.join()

    def __enter__(self) -> ReviewJob:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.cancel()


def start_review(record: Record, player: int, deals: Sequence[int] | None = None, *,
                 workers: int = 2, node_budget: int = NODE_BUDGET) -> ReviewJob:
    """Start reviewing P's decisions in ``deals`` (indexes into the record; default all).

    Raises ``RecordError`` for a malformed record; an illegal action ends the
    review there (``job.error`` holds the replay's error object).
    """
    return ReviewJob(record, plan_review(record, player, deals), workers=workers,
                     node_budget=node_budget)


def review_deals(record: dict[str, Any] | Record, player: int = 0, *, workers: int = 2,
                 node_budget: int = NODE_BUDGET) -> tuple[list[DealReview], dict[str, Any] | None]:
    """Every deal of the record reviewed for P, and the replay's error object if any."""
    parsed = record if isinstance(record, Record) else record_from_json(record)
    with start_review(parsed, player, workers=workers, node_budget=node_budget) as job:
        return job.wait(), job.error


def values_table(rules: RuleSet) -> dict[str, str]:
    """What the review's figures are in, for its JSON: ``values_table`` (``VALUES_TABLE``,
    or the game's own, ``Game.review_values``), and a ``note`` saying so in words where the
    match scores by another table or the values need a word."""
    table = rules.game.review_values or VALUES_TABLE
    out = {"values_table": table}
    if table != VALUES_TABLE:
        out["note"] = (f"The values are the player's own {table}-game points for the deal "
                       "(B13): the taisho +/-bid, the adjutant +/-half the bid rounded up, a "
                       "defender 0 either way; a defender's options say with \"won\" whether "
                       "the defenders would set the bid.")
    elif rules.scoring != VALUES_TABLE:
        out["note"] = (f"The values are {VALUES_TABLE}-table points for the deal alone "
                       f"(R29), not this match's {rules.scoring} points (R30-R31): above 0 "
                       f"your side won the deal, below 0 it lost. The strong player's "
                       f"expected values are in this match's points.")
    return out


def review(record: dict[str, Any] | Record, player: int = 0, *, workers: int = 2,
           node_budget: int = NODE_BUDGET) -> dict[str, Any]:
    """The review of P's decisions in a whole record, as ``python -m engine review`` prints it.

    Raises ``RecordError`` for a malformed record; after an illegal action the
    object has the replay's ``error`` and covers what came before.
    """
    parsed = record if isinstance(record, Record) else record_from_json(record)
    deals, error = review_deals(parsed, player, workers=workers, node_budget=node_budget)
    out: dict[str, Any] = {"player": player, **values_table(parsed.rules),
                           "deals": [d.to_json() for d in deals]}
    if error is not None:
        out["error"] = error
    return out


@dataclass(frozen=True)
class Verdict:
    """Could P have done better with open hands? The deal's answer in one line.

    ``kind``: ``"lost_win"`` (``decision`` turned a win into a loss),
    ``"gave_up"`` (``decision`` lost value but not the win: a sukonku, a
    jūroku…), ``"no_win"`` (no play of P could have won, from ``since``),
    ``"best"`` (every reviewed decision kept the best result), ``"unknown"``
    (nothing solved). ``since`` is the first trick solved exactly.
    """

    kind: str
    since: int | None = None
    decision: DecisionReview | None = None
    defending: bool = False
    """P defended against a bid (B13: a defender's side wins when the bid is set)."""


def verdict(deal: DealReview) -> Verdict:
    """The one-line answer for a deal: the first decision that cost P's side, if any."""
    exact = [d for d in deal.decisions if d.exact]
    if not exact:
        return Verdict("unknown")
    since = exact[0].trick
    defending = exact[0].won is not None
    for d in exact:
        if not _chosen_wins(d) and any(d.wins() or ()):
            return Verdict("lost_win", since, d, defending)
    for d in exact:
        assert d.value is not None and d.best is not None
        if d.value < d.best:
            return Verdict("gave_up", since, d, defending)
    if not any(any(d.wins() or ()) for d in exact):
        return Verdict("no_win", since, None, defending)
    return Verdict("best", since, None, defending)


def _chosen_wins(d: DecisionReview) -> bool:
    """Whether P's side wins the deal after the option chosen, under best play."""
    wins = d.wins()
    assert wins is not None and d.options is not None
    return next(w for (c, _), w in zip(d.options, wins, strict=True) if c == d.chosen)


def summary(deals: Sequence[DealReview], error: dict[str, Any] | None = None,
            rules: RuleSet | None = None) -> str:
    """A readable text of a review: per deal the verdict, then each decision; first, where
    the match's ``rules`` score by another table than the values, which table they use."""
    note = None if rules is None else values_table(rules).get("note")
    lines = [] if note is None else [note]
    for deal in deals:
        lines.append(f"Round {deal.round}, deal {deal.deal}: {deal.result or 'not finished'}")
        lines.append("  " + _verdict_text(verdict(deal)))
        lines.extend(_decision_line(d) for d in deal.decisions)
    if error is not None:
        lines.append(f"The record stops at action {error['action']}: {error['message']} "
                     f"({error['rule']})")
    return "\n".join(lines) + "\n"


def _verdict_text(v: Verdict) -> str:
    if v.kind == "unknown":
        return "No decision could be solved exactly in the time."
    if v.kind == "no_win" and v.defending:
        return (f"No play of yours could have set the bid, even with open hands (from trick "
                f"{v.since}).")
    if v.kind == "no_win":
        return f"No play of yours could have won, even with open hands (from trick {v.since})."
    if v.kind == "best" and v.defending:
        return f"With open hands you kept the defence's best from trick {v.since} on."
    d = v.decision
    if v.kind == "lost_win" and d is not None and d.won is not None and d.options is not None:
        better = ", ".join(_text(c) for (c, _), w in zip(d.options, d.won, strict=True) if w)
        return (f"With open hands the defenders could set the bid at trick {d.trick}; your "
                f"{_text(d.chosen)} let it be made: {better} kept it set.")
    if v.kind == "best":
        return f"With open hands you kept the best result from trick {v.since} on."
    assert d is not None and d.options is not None
    better = ", ".join(_text(c) for c, value in d.options if value == d.best)
    what = "lost the win" if v.kind == "lost_win" else "gave up points"
    return (f"With open hands your side could get {_signed(d.best)} at trick {d.trick}; "
            f"your {_text(d.chosen)} {what} ({_signed(d.value)}): {better} kept it.")


def _decision_line(d: DecisionReview) -> str:
    head = f"  trick {d.trick:>2} {d.kind:<6} {_text(d.chosen):<8}"
    if not d.exact or d.options is None:
        line = f"{head} not solved in the time"
    elif d.won is not None:  # a defender: the bid set or made (B13)
        setting = [_text(c) for (c, _), won in zip(d.options, d.won, strict=True) if won]
        if _chosen_wins(d):
            line = f"{head} the bid set, the best"
        elif setting:
            line = f"{head} the bid made; {', '.join(setting)} set it"
        else:
            line = f"{head} the bid made whatever you play"
    elif d.value == d.best:
        line = f"{head} {_signed(d.value)}, the best"
    else:
        better = ", ".join(_text(c) for c, value in d.options if value == d.best)
        line = f"{head} {_signed(d.value)}; best {_signed(d.best)} with {better}"
    if d.estimate is not None:
        line += f" (strong player from your view: {_text(d.estimate.choice)})"
    return line


def _signed(value: float | None) -> str:
    number = _number(value)
    return "?" if number is None else f"{number:+}"


def _text(choice: Choice) -> str:
    if isinstance(choice, dict):
        return f"JOKER({choice['suit']})"
    if isinstance(choice, bool):
        return "call" if choice else "no call"
    return str(choice)


__all__ = ["DealReview", "DecisionReview", "Estimate", "RecordError", "ReviewJob", "Verdict",
           "plan_review", "review", "review_deals", "start_review", "summary", "verdict"]
