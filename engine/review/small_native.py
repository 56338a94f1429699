"""The review's small search with its search in C (``engine/review/small_core.c``, issue 37).

``SmallSearch`` is the pure search (``small.SmallSearch``) but for ``_lead`` and ``_follow``:
the search from a trick start or a card down runs in the C core, a port of ``small.py``
(with ``card_order``'s ``plays_alike``, ``quick_faces``, ``trick_stays``, ``kept_cards``,
``pattern_cards`` and ``nth_card``) held to it value for value and node for node
(``tests/engine/test_native_small.py``). What runs once a search stays here, inherited:
``solve``, MTD(f) (``most_faces``), ``faces_within`` and the position set up in rank space
(``_set_up``). The core keeps the table and the history of one deal's set-up (a new set-up,
a new core, as the pure search starts a new table) and the node count (``nodes`` reads it,
up to date while the core searches); the budget, ``stop`` and the next stop go to it for
each search and the next stop comes back, so that budgets, ``stop`` and ``OutOfBudget``
behave as in Python, at the same node.

Where the core was not built this module still imports but a ``SmallSearch`` raises the
ImportError; ``small_build`` runs this module only when the core was built from today's
sources (their SHA-256, see there).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ..bidding_tricks import BiddingPlay
from ..cards import Card
from ..solver import OutOfBudget
from .small import SmallSearch as _PythonSmallSearch

try:
    from .small_core import Core
except ImportError as missing:  # not built (no C compiler at install): small_build knows
    _NOT_BUILT: ImportError | None = missing
else:
    _NOT_BUILT = None

__all__ = ["TABLE_ENTRIES", "SmallSearch"]

TABLE_ENTRIES: Final = 800_000
"""The most trick boundaries the core's table keeps, twice the pure search's
(``small.TABLE_ENTRIES``): an entry takes about 200 bytes in C, and the dearest deals
searched to the end need the room (a three-player deal without an auction: 122 million
nodes and 142 MB of the review process with 400 000 entries, 71 million and 232 MB with
these, 49 million and 399 MB with 1 600 000; docs/measurements.md). Thinned as in Python:
the same nodes as the pure search with the same size (``table_entries``)."""


class SmallSearch(_PythonSmallSearch):
    """``small.SmallSearch`` with the search in C (see the module docstring); its table
    keeps at most ``table_entries`` entries (``TABLE_ENTRIES``; the pure search's,
    ``small.TABLE_ENTRIES``, to search the same nodes)."""

    def __init__(self, values: Mapping[str, float], table_entries: int = TABLE_ENTRIES
                 ) -> None:
        if _NOT_BUILT is not None:
            raise _NOT_BUILT
        self._core: Core | None = None
        self._nodes = 0
        self.table_entries = table_entries
        super().__init__(values)

    def _set_up(self, tp: BiddingPlay) -> None:
        """The pure search's set-up, then the same position in the core (a new core, with
        a new table and history, where the pure search starts a new table)."""
        fresh = (tp.card_order(), tp.side, tp.next_of) != self._setup
        super()._set_up(tp)
        order = self.order
        assert order is not None
        if fresh or self._core is None:
            nodes = self.nodes
            self._core = Core(
                side=self.side, next_of=self.next_of, trump=self.trump,
                faces=self.faces_mask, free_bit=self.free_bit, led_of=self.led_of,
                kind=self.kind, is_face=self.is_face, slot=self.slot,
                suits_trump_first=self.suits_trump_first, blocks=self.blocks,
                block_of=self.block_of, weight=self.weight, shape_span=self.shape_span,
                last_trick=self.last_trick, blank=order.blank,
                table_entries=self.table_entries, out_of_budget=OutOfBudget)
            self._core.nodes = nodes
        self._core.set_position(self.hands, self.gone, self.taken, self.trick_no,
                                bytes(self.slots), bytes(self.code), self.shapes)

    def _age_history(self) -> None:
        """``small.SmallSearch._age_history`` on the core's history (none before the first
        set-up: the pure search's is empty then too)."""
        if self._core is not None:
            self._core.age_history()

    def _lead(self, leader: int, alpha: int, beta: int) -> int:
        """``small.SmallSearch._lead`` from the position set up, in the core."""
        core = self._core
        assert core is not None
        core.end, core.next_stop = self._end, self._next_stop
        try:
            return core.lead(leader, alpha, beta, self._stop)
        finally:
            self._next_stop = core.next_stop

    def _follow(self, i: int, player: int, tmask: int, led: int, wcard: Card, wplayer: int,
                alpha: int, beta: int) -> int:
        """``small.SmallSearch._follow`` from the position set up, in the core."""
        core = self._core
        assert core is not None
        core.end, core.next_stop = self._end, self._next_stop
        try:
            return core.follow(i, player, tmask, led, wcard, wplayer, alpha, beta, self._stop)
        finally:
            self._next_stop = core.next_stop

    @property
    def nodes(self) -> int:
        """The trick starts searched, counted by the core: up to date also while it searches
        (a ``stop`` callable may read it, as the review's node meter does)."""
        core: Core | None = getattr(self, "_core", None)
        return self._nodes if core is None else core.nodes

    @nodes.setter
    def nodes(self, nodes: int) -> None:
        core: Core | None = getattr(self, "_core", None)
        if core is None:
            self._nodes = nodes
        else:
            core.nodes = nodes
