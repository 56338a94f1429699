"""The ``strong`` level in both games: ``SearchPlayer`` for Goninkan, and for the games it
does not play (``Game.searched``: the bidding game) their own search,
``bidding_search.BiddingSearchPlayer``; and ``strong-open``, the same shown every hand."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..actions import Decision
from ..cards import CardSet
from ..lifetime import process_pool
from ..observe import SeatView
from .bidding_search import BiddingSearchPlayer
from .search import OpenSearchPlayer, PoolMaker, SearchPlayer, SearchSettings


class StrongPlayer(SearchPlayer):
    """The strong player; a ``SearchPlayer`` that hands bidding-game views to the bidding
    search (which starts no worker process)."""

    def __init__(self, settings: SearchSettings | None = None,
                 pools: PoolMaker = process_pool) -> None:
        super().__init__(settings, pools)
        self.bidding = BiddingSearchPlayer()

    def choose(self, view: SeatView, legal: Sequence[Decision], rng: random.Random) -> Decision:
        if not view.rules.game.searched:
            return self.bidding.choose(view, legal, rng)
        return super().choose(view, legal, rng)


class OpenStrongPlayer(OpenSearchPlayer):
    """``strong-open``, a measuring tool: the strong player of either game shown every hand.

    Before each decision the tournament sets ``hands`` (and in the bidding game ``laid``,
    the three cards the taisho laid down); the search plays each candidate out on them
    instead of on sampled deals.
    """

    def __init__(self, settings: SearchSettings | None = None) -> None:
        super().__init__(settings)
        self.bidding = BiddingSearchPlayer()
        self.laid: CardSet = 0

    def choose(self, view: SeatView, legal: Sequence[Decision], rng: random.Random) -> Decision:
        if not view.rules.game.searched:
            assert self.hands is not None and self.hands[view.player] == view.hand
            self.bidding.shown = (list(self.hands), self.laid)
            return self.bidding.choose(view, legal, rng)
        return super().choose(view, legal, rng)
