"""A deal of a record, step by step: the table's position before and after every decision.

Step ``k`` of deal ``d`` is the position after the deal's first ``k`` decisions
(step 0: the cards just dealt), as the ``viewer`` sees it with the hands of
``face_up`` turned over. A step whose decision finished a trick keeps that
trick on the felt with its winner marked, as the live table does for a moment.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from engine.actions import Decision
from engine.match import Match
from engine.record import Record
from goninkan_desktop.scenes.table_view import TablePosition, position_in


@dataclass(frozen=True)
class Step:
    """One moment of a deal: ``position`` after ``index`` decisions; ``decision`` led here."""

    index: int
    position: TablePosition
    decision: Decision | None
    trick: int
    """The trick being played (1–10), or the one just finished; 0 before trick play."""

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


def deal_steps(record: Record, deal: int, viewer: int,
               face_up: Collection[int] = range(5)) -> list[Step]:
    """Every step of deal ``deal`` (``IllegalAction`` if the record breaks a rule there)."""
    match = match_before(record, deal)
    dealt, decisions = record.deals[deal]
    match.apply(dealt)
    steps = [Step(0, position_in(match, viewer, face_up), None, 0)]
    for index, decision in enumerate(decisions, start=1):
        tricks_before = len(match.tricks)
        match.apply(decision)
        finished = match.tricks[-1] if len(match.tricks) > tricks_before else None
        position = position_in(match, viewer, face_up)
        if finished is not None:
            position = TablePosition(position.view, position.face_up, finished)
        trick = len(match.tricks) + (1 if match.trick else 0)
        steps.append(Step(index, position, decision, trick))
    return steps


__all__ = ["Step", "deal_steps", "match_before"]
