"""The strong player's choice at each spot, from P's own view (no open hands): seeded from
the decision's place in the record, so the same record gives the same estimate."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from .model import Estimate
from .plan import Asking


def estimate_spots(spots: Sequence[Asking], share: int = 0, shares: int = 1
                   ) -> Iterator[tuple[tuple[int, int], Estimate]]:
    """The strong player's choice at each spot from P's view (``Spot.asking``; every
    ``shares``-th spot from the ``share``-th), last first."""
    from ..players.bidding_search import BiddingSearchPlayer
    from ..players.search import SearchPlayer, SearchSettings

    chosen = sorted(spots, key=lambda s: s.action, reverse=True)[share::shares]
    if chosen and not chosen[0].view.rules.game.searched:  # the bidding game's own search
        bidding = BiddingSearchPlayer()
        for spot in chosen:
            rng = random.Random(f"review:{spot.action[0]}:{spot.action[1]}")
            decision, expected = bidding.analyse(spot.view, list(spot.legal), rng)
            yield spot.action, Estimate(decision, expected)
        return
    # No clock cut-off: the same record gives the same estimate, whatever the machine's load.
    with SearchPlayer(SearchSettings(workers=1, budget=600.0)) as strong:
        for spot in chosen:
            rng = random.Random(f"review:{spot.action[0]}:{spot.action[1]}")
            analysis = strong.analyse(spot.view, list(spot.legal), rng)
            expected = next((v for d, v in analysis.expected if d == analysis.choice), None)
            yield spot.action, Estimate(analysis.choice, expected)
