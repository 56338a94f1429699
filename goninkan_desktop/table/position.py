"""One moment of a match as the table shows it: a value, with no pygame in it.

The live table, the tutorial and the review each build ``TablePosition``s
and hand them to ``TableView.show``; the review computes them in its walk
through a record, so they live here, below every screen.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from engine.cards import CardSet
from engine.match import Match, Trick
from engine.observe import SeatView, observe


@dataclass(frozen=True)
class TablePosition:
    """One moment of a match as the table shows it.

    ``view`` is what the player at the bottom knows; ``face_up[p]`` the cards of
    player ``p``'s hand drawn face up (0: the hand lies face down);
    ``finished_trick`` a trick just taken, still lying on the felt with its
    winner marked (the engine has already moved it to the winner's side).
    """

    view: SeatView
    face_up: tuple[CardSet, ...]
    finished_trick: Trick | None = None

    @classmethod
    def seen_by(cls, view: SeatView) -> TablePosition:
        """What ``view``'s player may see (R20): only their own hand face up."""
        return cls(view, tuple(view.hand if p == view.player else 0
                               for p in range(view.rules.game.seats)))


def position_in(match: Match, viewer: int, face_up: Collection[int] = ()) -> TablePosition:
    """``match`` now as ``viewer`` sees it, with the hands of the ``face_up`` players open."""
    view = observe(match, viewer)
    return TablePosition(view, tuple(match.hands[p] if p == viewer or p in face_up else 0
                                     for p in range(view.rules.game.seats)))
