"""A deal of a record, step by step: the table's position before and after every decision.

Step ``k`` of deal ``d`` is the position after the deal's first ``k`` decisions
(step 0: the cards just dealt), as the ``viewer`` sees it with the hands of
``face_up`` turned over. A step whose decision finished a trick keeps that
trick on the felt with its winner marked, as the live table does for a moment:
the rows of won face cards, the seats' face counts, the plaque's race and the
yama as they were before it (the live table moves the trick's cards there only
as it leaves the felt), so no card lies on the felt and in a row at once.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection
from dataclasses import dataclass

from engine.actions import Decision, Play
from engine.bidding_tricks import FACES
from engine.events import DealResult
from engine.match import Match, Phase, Trick
from engine.observe import SeatView
from engine.record import Record
from goninkan_desktop.table.position import TablePosition, position_in


@dataclass(frozen=True)
class Step:
    """One moment of a deal: ``position`` after ``index`` decisions; ``decision`` led here."""

    index: int
    position: TablePosition
    decision: Decision | None
    trick: int
    """The trick being played (1–10), or the one just finished; 0 before trick play."""
    cleared: TablePosition | None = None
    """At a trick's end (but the deal's last): the same moment once the trick has left the
    felt, its face cards in the winner's row (where the next card leads a new trick)."""

    @property
    def ends_trick(self) -> bool:
        """Whether this step's decision was a trick's last card."""
        return self.position.finished_trick is not None


def match_before(record: Record, deal: int) -> Match:
    """The match just before deal ``deal`` (an index into the record's deals) is dealt."""
    match = Match(record.rules, record.players, record.first_dealer)
    for dealt, decisions in record.deals[:deal]:
        match.apply(dealt)
        for decision in decisions:
            match.apply(decision)
    return match


@dataclass(frozen=True)
class DealWalk:
    """A deal of a record walked through: its steps, its round and number, how it ended."""

    index: int
    round: int
    deal: int
    steps: tuple[Step, ...]
    result: DealResult | None
    """None while the record stops before the deal's end."""


def walk_deal(record: Record, deal: int, viewer: int,
              face_up: Collection[int] | None = None) -> DealWalk:
    """Every step of deal ``deal`` (``IllegalAction`` if the record breaks a rule there);
    ``face_up``: the players whose hands lie open (None: everyone's)."""
    match = match_before(record, deal)
    if face_up is None:
        face_up = range(match.game.seats)
    dealt, decisions = record.deals[deal]
    results_before = len(match.results)
    match.apply(dealt)
    round_no, deal_no = match.round, match.deal
    first = _open(position_in(match, viewer, face_up), match, face_up)
    if match.results[results_before:]:  # R13 redeal: the hands were dealt, then taken back
        first = TablePosition(dataclasses.replace(first.view, phase=Phase.NIJUKAN_PICK),
                              first.face_up)
    steps = [Step(0, first, None, 0)]
    for index, decision in enumerate(decisions, start=1):
        before = match.copy()
        tricks_before = len(match.tricks)
        match.apply(decision)
        finished = match.tricks[-1] if len(match.tricks) > tricks_before else None
        if match.results[results_before:]:  # the deal ended: its table as it was at the end
            position = _last_moment(before, decision, finished, viewer, face_up)
            trick = len(before.tricks) + 1 if finished is not None else len(before.tricks)
            cleared = None
        else:
            position = _open(position_in(match, viewer, face_up), match, face_up)
            cleared = None if finished is None else position
            if finished is not None:
                position = _on_the_felt(position, _open(position_in(before, viewer, face_up),
                                                         before, face_up).view, finished)
            trick = len(match.tricks) + (1 if match.trick else 0)
        steps.append(Step(index, position, decision, trick, cleared))
    ended = match.results[results_before:]
    return DealWalk(deal, round_no, deal_no, tuple(steps), ended[0] if ended else None)


def _open(position: TablePosition, match: Match, face_up: Collection[int]) -> TablePosition:
    """With every hand face up every side is known: the bidding game's adjutant from the
    naming on (B8), not only once the named card is played; and the taisho's laid-down cards
    (B7), which the review shows face up, count for the taisho in its row and the race (B12)
    whoever's view it is."""
    if not set(range(match.game.seats)) <= set(face_up):
        return position
    view = position.view
    kankei = tuple(match.kankei)
    discards = getattr(match, "discards", view.discards)  # the bidding game's alone
    unseen = (discards & ~view.discards & FACES).bit_count()
    if view.kankei == kankei and not unseen:
        return position
    faces = (view.faces[0] + unseen, view.faces[1])
    return TablePosition(dataclasses.replace(view, kankei=kankei, discards=discards, faces=faces),
                         position.face_up, position.finished_trick)


def _on_the_felt(after: TablePosition, before: SeatView, finished: Trick) -> TablePosition:
    """``after`` with ``finished`` still on the felt: the won face cards, the sides' counts and
    the finished tricks (the yama) as ``before`` the trick's last card."""
    view = dataclasses.replace(after.view, won=before.won, faces=before.faces,
                               tricks=before.tricks)
    return TablePosition(view, after.face_up, finished)


def _last_moment(before: Match, decision: Decision, finished: Trick | None, viewer: int,
                 face_up: Collection[int]) -> TablePosition:
    """The deal's last decision, shown on the table of the moment before it (the match has
    moved on to the next deal or round): its card taken from the hand, its trick on the felt."""
    position = _open(position_in(before, viewer, face_up), before, face_up)
    if not isinstance(decision, Play) or finished is None:
        return position
    gone = ~(1 << decision.card)
    view = position.view
    sizes = tuple(n - 1 if p == decision.player else n for p, n in enumerate(view.hand_sizes))
    view = dataclasses.replace(view, hand=view.hand & gone if decision.player == viewer
                               else view.hand, hand_sizes=sizes, trick=())
    return TablePosition(view, tuple(cards & gone for cards in position.face_up), finished)


__all__ = ["DealWalk", "Step", "match_before", "walk_deal"]
