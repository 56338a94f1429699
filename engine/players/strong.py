"""The ``strong`` level in both games: ``SearchPlayer`` for Goninkan, and for the games the
open-hand solver does not serve (``Game.searched``: the bidding game) its own search,
``bidding_search.BiddingSearchPlayer``."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..actions import Decision
from ..observe import SeatView
from .bidding_search import BiddingSearchPlayer
from .search import SearchPlayer, SearchSettings


class StrongPlayer(SearchPlayer):
    """The strong player; a ``SearchPlayer`` that hands bidding-game views to the bidding
    search (which starts no worker process)."""

    def __init__(self, settings: SearchSettings | None = None) -> None:
        super().__init__(settings)
        self.bidding = BiddingSearchPlayer()

    def choose(self, view: SeatView, legal: Sequence[Decision], rng: random.Random) -> Decision:
        if not view.rules.game.searched:
            return self.bidding.choose(view, legal, rng)
        return super().choose(view, legal, rng)
