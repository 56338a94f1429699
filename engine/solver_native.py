"""The open-hand solver with its inner search in C (``engine/solver_core.c``, issue 40).

``Solver`` is the pure solver (``solver_search.Solver``) but for ``_root``: the search from
a position down, every trick start and card, runs in the C core, a port of
``solver_search.py`` (with ``card_order``'s ``plays_alike``, ``quick_faces`` and
``trick_stays`` and ``tricks.legal_cards``) held to it value for value and node for node
(``tests/engine/test_native_solver.py``). What runs once a solve stays here, inherited:
the outcomes (their tables made once a process for each deal, targets and values), the
value's driver (``_exact``, ``_probe``, ``_shallow_race``), the position set up in rank
space (``_set_up``) and ``_static_bounds``, which the core calls back the first time it
asks a bound's cell. The core keeps the tables, the history and the bounds of one deal,
and the node count (``nodes`` reads it, up to date while the core searches); the budget
and ``stop`` go to it for each search and the limit comes back, so that budgets, ``stop``
and ``OutOfBudget`` behave as in Python, at the same node.

Where the core was not built this module still imports (so that every engine module does)
but a ``Solver`` raises the ImportError; ``engine.solver`` runs this module only when the
core was built from today's sources (their SHA-256, see there).
"""

from __future__ import annotations

from collections.abc import Mapping

from .scoring import Outcome
from .solver_search import OutOfBudget, _RoundOver
from .solver_search import Solver as _PythonSolver
from .tricks import Option, TrickPlay

try:
    from .solver_core import Core
except ImportError as missing:  # not built (no C compiler at install): engine.solver knows
    _NOT_BUILT: ImportError | None = missing
else:
    _NOT_BUILT = None

__all__ = ["OutOfBudget", "Solver", "solve", "solve_options"]

_Outcomes = tuple[tuple[int, ...], tuple[float, ...]]
_OUTCOMES: dict[tuple[object, ...], _Outcomes] = {}
"""``_build_outcomes``'s tables per deal, targets, faces and values, made once a process: a
fresh solve of a small position (the strong player's endgame) spent most of its time there.
A few dozen keys at most (the deal numbers, the bidding game's bids)."""


class Solver(_PythonSolver):
    """``solver_search.Solver`` with the search in C (see the module docstring)."""

    __slots__ = ("_core",)

    def __init__(self, tp: TrickPlay, values: Mapping[str, float]) -> None:
        if _NOT_BUILT is not None:
            raise _NOT_BUILT
        super().__init__(tp, values)
        order = self.order
        sukonku = self.values.get(Outcome.SUKONKU)
        reverse = self.values.get(Outcome.REVERSE_SUKONKU)
        self._core = Core(
            side=self.side, next_of=self.next_of, kankei_players=self.kankei_players,
            trump=self.trump_mask, faces=self.face_mask, joker=self.joker,
            free_joker=order.free_joker, led_of=self.led_of, suit_masks=self.suit_masks,
            cash_order=self._cash_order, is_face=self.is_face, kind=self.kind, slot=order.slot,
            blocks=self.blocks, block_of=self.block_of, weight=self._weight,
            total_faces=self.total_faces, span=self._span, runs=self._runs,
            targets=self._targets, win=self._win, loss=self._loss,
            sukonku=None if sukonku is None else float(sukonku),
            reverse_sukonku=None if reverse is None else float(reverse),
            status=self.status, result_value=self.result_value,
            out_of_budget=OutOfBudget, round_over=_RoundOver)

    def _build_outcomes(self, deal: int, kankei_target: int, mukankei_target: int) -> None:
        """``solver_search.Solver._build_outcomes``, its tables made once for each set of
        what they depend on; no bounds table (the core keeps its own)."""
        key = (deal, kankei_target, mukankei_target, self.total_faces, self._runs,
               tuple(sorted(self.values.items())))
        made = _OUTCOMES.get(key)
        if made is None:
            super()._build_outcomes(deal, kankei_target, mukankei_target)
            _OUTCOMES[key] = (tuple(self.status), tuple(self.result_value))
        else:
            self._deal, self._targets = deal, (kankei_target, mukankei_target)
            self.status, self.result_value = list(made[0]), list(made[1])
        self._bound_table = []

    def _root(self, tp: TrickPlay, alpha: float, beta: float) -> float:
        """The search from ``tp``'s position (set up by ``_probe``), in the core."""
        core = self._core
        trick_no = tp.trick_no + 1 if tp.juroku_decider >= 0 else tp.trick_no
        core.set_position(self.hands, self.gone, self.slots, bytes(self.code), self.shapes,
                          self.fk, self.fm, self.js, trick_no, self._racing, self._horizon,
                          self._beyond)
        core.limit, core.end, core.round_end = self._limit, self._end, self._round_end
        stop, bounds = self._stop, self._static_bounds
        try:
            if tp.juroku_decider >= 0:
                return core.decide(tp.juroku_decider, alpha, beta, stop, bounds)
            if not tp.trick_cards:
                return core.lead(tp.turn, alpha, beta, stop, bounds)
            order = self.order
            return core.follow(len(tp.trick_cards), tp.turn, order.to_ranks(tp.trick_mask),
                               order.to_ranks(tp.led_mask), order.rank[tp.best_card()],
                               tp.trick_winner(), alpha, beta, stop, bounds)
        finally:
            self._limit = core.limit

    @property
    def nodes(self) -> int:
        """The trick starts searched, counted by the core: up to date also while it searches
        (a ``stop`` callable may read it, as the review's node meter does)."""
        core: Core | None = getattr(self, "_core", None)
        return 0 if core is None else core.nodes

    @nodes.setter
    def nodes(self, nodes: int) -> None:
        core: Core | None = getattr(self, "_core", None)
        if core is not None:
            core.nodes = nodes


def solve(tp: TrickPlay, values: Mapping[str, float], *,
          node_budget: int | None = None) -> float | None:
    """``solver_search.solve`` with the search in C."""
    return Solver(tp, values).solve(tp, node_budget=node_budget)


def solve_options(tp: TrickPlay, values: Mapping[str, float], *,
                  node_budget: int | None = None) -> list[tuple[Option, float]] | None:
    """``solver_search.solve_options`` with the search in C."""
    return Solver(tp, values).options(tp, node_budget=node_budget)

