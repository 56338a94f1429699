"""The exact values: each option of each spot solved with all hands open (``engine.solver``),
within a deal's node budget shared by every process of a review (``Pool``)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Mapping, MutableSequence, Sequence
from dataclasses import dataclass
from typing import Any, Final

from ..actions import Decision
from ..solver import SOLVER, Solver
from ..tricks import TrickPlay
from .model import DecisionReview, Estimate
from .plan import Solving, Spot
from .small_build import SMALL_SEARCH, SmallSearch

NODE_BUDGETS: Final = {"native": 60_000_000, "compiled": 1_000_000, "python": 1_000_000}
"""The solver's node budget for one deal's decisions, shared by the workers that solve
them, by the solver build that runs (``engine.solver.SOLVER``). The decisions are solved
from the deal's end, so when it runs out only the earliest ones (the biggest searches) are
not exact; the cards of the first two tricks get ``EARLY_SHARE`` of it of their own, and the
calls before the first card ``WHOLE_SHARE``. The native core does about 3 million
nodes a CPU second, fifteen times the compiled build: with 60 million (four million for the
first tricks, ten for the calls) nearly every deal is exact from its first card, the iku/koi
call included, in about the CPU that one million took the compiled build
(``benchmarks/review_speed.py``, docs/measurements.md). Nodes, not seconds, so the same
record reviewed by the same build is exact from the same place on any machine, however
loaded."""
NODE_BUDGET: Final = NODE_BUDGETS[SOLVER]
"""The budget of the build that runs here."""
SMALL_BUDGETS: Final = {"native": 10_000_000, "compiled": 1_000_000, "python": 1_000_000}
"""The deal's budget of the review's own search (``small``: the bidding game's three-player
and no-auction forms), by the build of that search that runs (``small_build.SMALL_SEARCH``;
it has builds of its own, which the solver's do not change). Its native core does 2.4 to 4
million nodes a CPU second, about twelve times the compiled build: with ten million a deal
(160 million for the decisions from trick 3 on, ``SMALL_SHARE``) every deal measured is
exact from trick 3, the dearest of twelve three-player deals without an auction in 60
million nodes since the lead history ages at each position solved (71 million before, 29 CPU
seconds on a loaded machine; ``benchmarks/forms_review.py``, docs/measurements.md)."""
SMALL_BUDGET: Final = SMALL_BUDGETS[SMALL_SEARCH]
"""The budget of the small search's build that runs here."""
CALL_SHARE = 4
"""The bidding game's lay-down and naming, each weighed among the calls the strong player
weighs (``Spot.weighed``): each option is a whole deal, solved by a fresh solver within a quarter
of the deal's budget, apart from the budget of the cards played (so exact on every run or on
none, and never at the cost of a card's review)."""
SMALL_SHARE = 16
"""The review's own search (``small``: the bidding game's three-player and no-auction forms)
solves the decisions from trick ``EARLY_TRICKS + 1`` on within ``SMALL_SHARE`` times its
budget (``SMALL_BUDGET``), a ceiling in nodes (never in time, so the same whatever the
machine's load).
With the native core (``SMALL_BUDGETS``) every deal measured fits it, and every decision from
trick 3 on is exact; with the compiled build (16M nodes, about a minute of CPU) two of six
three-player deals without an auction did not (exact from trick 4 and 5:
``benchmarks/forms_review.py``, docs/measurements.md). A ceiling all the same: a deal beyond
it must not hold up a review for longer still."""
EARLY_TRICKS = 2
EARLY_SHARES: Final = {"native": 15, "compiled": 6, "python": 6}
"""The cards of tricks 1 and 2 get this share of the budget of their own, by the solver build
that runs (``engine.solver.SOLVER``), all solved by one process with one fresh solver
(``solve_claimed``); the iku/koi call and the trump ``WHOLE_SHARES`` of their own
(``Solving.whole``). They are the biggest searches, and the player should not wait for them where
they cannot be finished: with the native core a fifteenth, 4 000 000 nodes, about 1.3 CPU
seconds of one core, while the other gives the strong player's estimates. Measured on the 120
deals of ``benchmarks/review_speed.py``'s seeds ``review``, ``review2`` and ``review3``
(docs/measurements.md, 8 December), one process, one table: all but seven need at most 3 600 000
nodes for them, and those seven 6.9 to 41 million (2.4 CPU seconds and more, on one core: past
the review's three seconds with the workers' start and the estimates). The compiled and pure
builds keep a sixth of their budget."""
EARLY_SHARE: Final = EARLY_SHARES[SOLVER]
"""The share of the build that runs here."""
WHOLE_SHARES: Final = {"native": 6, "compiled": 6, "python": 6}
"""The calls before the first card (``Solving.whole``: iku/koi, the trump) get at most this
share of the budget of their own, by the solver build that runs, each option solved by a
fresh solver. With the native core a sixth, 10 000 000 nodes: of the 80 deals of
``benchmarks/review_speed.py`` (seeds ``review`` and ``review2``), the dearest calls took
8 600 000 nodes (deal 26 of ``review``) and 9 400 000 (deal 30 of ``review2``) solved cold,
every other under 2 100 000 (docs/measurements.md); with a fifteenth, as the first tricks,
those two were not exact. A solver that searched the first tricks' cards first is no help
to a whole deal: the order it learned there misled deal 26's call to 26 000 000 nodes.
The compiled and pure builds keep a sixth, as for the first tricks."""
WHOLE_SHARE: Final = WHOLE_SHARES[SOLVER]
"""The calls' share of the build that runs here."""
SMALL_EARLY_SHARE: Final = 6
"""The first tricks' share of the review's own search (``small``), whichever solver build
runs: that search's speed is its own build's (see ``SMALL_BUDGET``)."""


def solve_spots(spots: Sequence[Spot], node_budget: int = NODE_BUDGET
                ) -> Iterator[tuple[tuple[int, int], list[tuple[Decision, float]] | None]]:
    """Each spot's options with exact values for P's side (None past the budget), last first.

    The spots are one deal's, solved in this process: see ``solve_claimed``.
    """
    for spot, values in _solved_here(spots, node_budget):
        yield spot.action, None if values is None else options_of(spot, values)


def exact_reviews(spots: Sequence[Spot], node_budget: int = NODE_BUDGET,
                  small_share: int = SMALL_SHARE) -> Iterator[DecisionReview]:
    """Each spot reviewed with its exact values (no estimate), last first, in this process;
    ``small_share``: the review's own search's ceiling (see ``SMALL_SHARE``)."""
    for spot, values in _solved_here(spots, node_budget, small_share):
        yield reviewed(spot, values, None)


def _solved_here(spots: Sequence[Spot], node_budget: int, small_share: int = SMALL_SHARE
                 ) -> Iterator[tuple[Spot, dict[int, float] | None]]:
    """Each spot with its solved options' values for Kankei (None past the budget), last
    first: one deal's spots, solved in this process."""
    if not spots:
        return
    deal = spots[0].action[0]
    by_action = {spot.action: spot for spot in spots}
    values: dict[tuple[int, int], dict[int, float] | None] = {}  # in the order solved
    solving = [spot.solving() for spot in spots]
    for action, index, value in solve_claimed(solving, deal, Pool.local(deal + 1), node_budget,
                                              small_share):
        values[action] = with_value(values.get(action, {}), index, value)
    for action, solved in values.items():
        yield by_action[action], solved
    for spot in sorted(spots, key=lambda s: s.action, reverse=True):
        if not spot.children:  # a bid or a lay-down: judged by the estimate alone
            yield spot, None


def with_value(known: dict[int, float] | None, index: int, value: float | None
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
    ``spent``: the solver nodes they used so far, but for the first tricks' cards, whose
    nodes are ``early_spent``, and the calls before the first card (``Solving.whole``),
    whose nodes are ``whole_spent``; ``early_end``: the ``early_spent`` at which the
    first tricks' cards must stop (0 until one is taken up; the review's own search's:
    the ``spent`` at which they must, their nodes counted there); ``whole_end``: the
    ``whole_spent`` at which the calls must stop; each their own share, so that no
    option still searched by another process eats into it; ``given_up``: the earliest
    place, counted from the deal's end, where the budget ran out. Shared memory between
    processes, or plain lists within one.
    """

    claimed: MutableSequence[int]
    spent: MutableSequence[int]
    early_end: MutableSequence[int]
    whole_end: MutableSequence[int]
    given_up: MutableSequence[int]
    whole_spent: MutableSequence[int]
    early_spent: MutableSequence[int]
    lock: contextlib.AbstractContextManager[Any]

    @classmethod
    def local(cls, deals: int) -> Pool:
        """A pool for work in this process only."""
        return cls([0] * deals, [0] * deals, [0] * deals, [0] * deals, [1 << 30] * deals,
                   [0] * deals, [0] * deals, contextlib.nullcontext())

    @classmethod
    def shared(cls, context: Any, deals: int) -> Pool:
        """A pool in shared memory, for the worker processes started from ``context``."""
        def array(start: int) -> Any:
            return context.Array("q", [start] * deals, lock=False)
        return cls(array(0), array(0), array(0), array(0), array(1 << 30), array(0), array(0),
                   context.Lock())


def solve_claimed(spots: Sequence[Solving], deal: int, pool: Pool, node_budget: int,
                  small_share: int = SMALL_SHARE
                  ) -> Iterator[tuple[tuple[int, int], int, float | None]]:
    """Take up the deal's options from ``pool`` and solve each, last spot first.
    ``spots``: the deal's spots as the solver sees them (``Spot.solving``).

    Yields ``(action, option index, value for Kankei)``: the option's index
    into its spot's ``children`` (one per set of options alike), its value
    None when its share of the deal's ``node_budget`` ran out. Each process
    takes the next option as it finishes one, so the work is shared out
    evenly however uneven the searches are. The solvers' tables carry over
    from one option to the next, as a later position is a subtree of an
    earlier one. The decisions from trick ``EARLY_TRICKS + 1`` on are always
    solved to the end, whatever they cost: their values are exact on every
    run, however the processes shared the work. Their nodes count against the
    budget all the same (``spent``).

    The cards of the first tricks are the biggest searches: the process that
    takes up the first of them takes up all of them (``_claim``) and solves
    them one after another with one table, the second trick's first, within
    ``node_budget // EARLY_SHARE`` nodes of their own (``early_end``, counted in
    ``early_spent``), while the other process goes on to the strong player's
    estimates. The second trick's search serves the first's (two tables
    apart, each process searched much of the same ground again); their solver
    is a fresh one, not the one that solved the later decisions, which each
    process shares out differently on each run: so which of them are exact is
    the same on every run, on any machine, however loaded. Once one ran out the earlier
    ones are given up too, but for the calls before the first card
    (``Solving.whole``: iku/koi, the trump), whose options are each one whole
    deal's value, not every first card's: they get ``node_budget //
    WHOLE_SHARE`` of their own (``whole_end``, their nodes counted apart in
    ``whole_spent``), however the cards fared, each option by a fresh solver
    (``_solve_option``), taken up one at a time. The review's own search
    (``Solving.small``) solves the decisions from trick ``EARLY_TRICKS + 1``
    on within a ceiling of ``small_share`` budgets instead of none (see
    ``SMALL_SHARE``), its budget at most ``SMALL_BUDGET``; its first tricks'
    cards are taken up one at a time by either process, as the later ones,
    and get at most ``SMALL_EARLY_SHARE`` of it, counted in ``spent`` (a
    form's first tricks run out in most deals: one process alone would make
    the review wait longer for them).
    """
    if any(spot.small for spot in spots):  # a form of its own search: its own budget
        node_budget = min(node_budget, SMALL_BUDGET)
    ordered = sorted(spots, key=lambda s: s.action, reverse=True)
    items = [(place, spot, index, position) for place, spot in enumerate(ordered)
             for index, position in spot.positions]
    late: dict[tuple[object, ...], Solver | SmallSearch] = {}
    while True:
        claims = _claim(items, deal, pool, node_budget, small_share)
        if not claims:
            return
        # the first tricks' cards: solvers of their own, so the same on every run
        solvers = {} if _early_cards(items[claims[0]][1]) else late
        for claim in claims:
            place, spot, index, position = items[claim]
            if spot.call:
                yield spot.action, index, _solve_call(position, spot, node_budget // CALL_SHARE)
                continue
            yield spot.action, index, _solve_claimed(position, spot, place, deal, pool,
                                                    solvers, node_budget * small_share)


_Item = tuple[int, Solving, int, TrickPlay]
"""An option to solve: its spot's place (from the deal's end), the spot, the option's index
and the position after it."""


def _early_cards(spot: Solving) -> bool:
    """Whether ``spot`` is a card (or a jūroku call) of the first tricks for the solver, all
    taken up by one process (``solve_claimed``)."""
    return spot.trick <= EARLY_TRICKS and not (spot.whole or spot.call or spot.small)


def _claim(items: Sequence[_Item], deal: int, pool: Pool, node_budget: int, small_share: int
           ) -> range:
    """The items this process takes up next (none: all are taken): the next one, or, at
    the first tricks' cards, all of them (``solve_claimed``); setting the share of what it
    takes up where that is the first of its kind."""
    with pool.lock:
        claim = pool.claimed[deal]
        end = claim + 1
        if claim < len(items) and items[claim][1].trick <= EARLY_TRICKS:
            spot = items[claim][1]
            if spot.whole:  # the calls' own share, their own count
                pool.whole_end[deal] = node_budget // WHOLE_SHARE
            elif _early_cards(spot):
                while end < len(items) and _early_cards(items[end][1]):
                    end += 1
                pool.early_end[deal] = node_budget // EARLY_SHARE
            elif spot.small and not pool.early_end[deal]:  # shared by the processes
                pool.early_end[deal] = min(node_budget * small_share,
                                           pool.spent[deal] + node_budget // SMALL_EARLY_SHARE)
        pool.claimed[deal] = end
    return range(claim, min(end, len(items)))


def _solve_claimed(position: TrickPlay, spot: Solving, place: int, deal: int, pool: Pool,
                   solvers: dict[tuple[object, ...], Solver | SmallSearch], ceiling: int
                   ) -> float | None:
    """The value for Kankei of one option taken up (``solve_claimed``), None where its share
    ran out or an earlier place was given up; ``ceiling``: the small search's for the
    decisions from trick ``EARLY_TRICKS + 1`` on."""
    value = None
    if spot.trick > EARLY_TRICKS and not spot.small:  # exact on every run: no budget
        value = _solve_option(position, spot, solvers, None,
                              _Meter(pool, deal, place, None, pool.spent))
        assert value is not None
        return value
    if spot.trick > EARLY_TRICKS:
        end, spent = ceiling, pool.spent
    elif spot.small:
        end, spent = pool.early_end[deal], pool.spent
    elif spot.whole:
        end, spent = pool.whole_end[deal], pool.whole_spent
    else:
        end, spent = pool.early_end[deal], pool.early_spent
    if (place < pool.given_up[deal] or spot.whole) and spent[deal] < end:
        value = _solve_option(position, spot, solvers, end - spent[deal],
                              _Meter(pool, deal, place, end, spent, spot.whole))
    if value is None:
        with pool.lock:
            pool.given_up[deal] = min(pool.given_up[deal], place)
    return value


class _Meter:
    """The solver's question every few thousand nodes: stop now? It charges the nodes used
    to the pool's count ``spent`` (by deal), and says stop once that passed ``end`` (None:
    never) or the pool gave up here."""

    def __init__(self, pool: Pool, deal: int, place: int, end: int | None,
                 spent: MutableSequence[int], whole: bool = False) -> None:
        self.pool, self.deal, self.place, self.end = pool, deal, place, end
        self.spent = spent
        self.whole = whole
        """A call before the first card: not stopped where a card ran out (``solve_claimed``)."""
        self.solver: Solver | SmallSearch | None = None
        self.seen = 0

    def watch(self, solver: Solver | SmallSearch) -> None:
        self.solver, self.seen = solver, solver.nodes

    def charge(self) -> int:
        """Add the nodes used since the last charge to the pool's count; its total so far."""
        assert self.solver is not None
        used, self.seen = self.solver.nodes - self.seen, self.solver.nodes
        with self.pool.lock:
            self.spent[self.deal] += used
            return int(self.spent[self.deal])

    def __call__(self) -> bool:
        spent = self.charge()
        return self.end is not None and (spent > self.end or (
            not self.whole and self.pool.given_up[self.deal] <= self.place))


def _solve_option(child: TrickPlay, spot: Solving,
                  solvers: dict[tuple[object, ...], Solver | SmallSearch], budget: int | None,
                  meter: _Meter) -> float | None:
    """The value for Kankei of the position ``child`` after an option of ``spot`` (its
    ``values``: each result's for Kankei), or None past ``budget`` nodes (None: no limit) or
    when ``meter`` said stop. A call before the first card (``Solving.whole``) has a fresh
    solver of its own (see ``WHOLE_SHARES``); every other option the one its worker keeps for
    the deal's setup."""
    setup = (child.trump, child.side, child.next_of, child.deal, spot.small)
    solver = solvers.get(setup)
    if spot.whole:
        solver = Solver(child, spot.values)
    elif solver is None:
        solver = solvers[setup] = (SmallSearch(spot.values) if spot.small
                                   else Solver(child, spot.values))
    meter.watch(solver)
    value = solver.solve(child, node_budget=budget, stop=meter)
    meter.charge()
    return value


def _solve_call(child: TrickPlay, spot: Solving, budget: int) -> float | None:
    """The value for Kankei of the whole deal ``child`` after a weighed call of ``spot``, by a
    solver of its own within ``budget`` nodes (None past it)."""
    solver = SmallSearch(spot.values) if spot.small else Solver(child, spot.values)
    return solver.solve(child, node_budget=budget)


def options_of(spot: Spot, values: Mapping[int, float]) -> list[tuple[Decision, float]]:
    """Every option of ``spot`` with its value in P's points (R29 for P's side; B13), from
    the solved values for Kankei (the taisho's side) of the options that stand for the rest."""
    return [(choice, spot.worth[values[same]])
            for (choice, _), same in zip(spot.children, spot.stands, strict=True)]


def wins_of(spot: Spot, values: Mapping[int, float]) -> tuple[bool, ...] | None:
    """Per option, whether P's side wins the deal, where P's points cannot say it (two
    results worth the same to P: a defender of the bidding game, B13); else None."""
    if not spot.defending:
        return None
    return tuple(spot.sign * values[same] > 0 for same in spot.stands)


def reviewed(spot: Spot, values: Mapping[int, float] | None, estimate: Estimate | None
             ) -> DecisionReview:
    """The review of one spot from its solved options' values for Kankei (None: not exact)
    and its estimate."""
    if values is None:
        return decision_review(spot, None, estimate)
    return decision_review(spot, options_of(spot, values), estimate, wins_of(spot, values))


def decision_review(spot: Spot, options: list[tuple[Decision, float]] | None,
                    estimate: Estimate | None, won: tuple[bool, ...] | None = None
                    ) -> DecisionReview:
    """The review of one spot from its solved options, its estimate and (``wins_of``) who
    wins after each option where the values cannot say it."""
    defending = spot.defending
    if options is None:
        return DecisionReview(spot.action, spot.trick, spot.kind, spot.chosen, False, None, None,
                              None, estimate, defending=defending, faces=spot.faces,
                              weighed=spot.weighed)
    value = next(v for c, v in options if c == spot.chosen)
    return DecisionReview(spot.action, spot.trick, spot.kind, spot.chosen, True, tuple(options),
                          value, max(v for _, v in options), estimate, won, defending,
                          spot.faces, spot.weighed)
