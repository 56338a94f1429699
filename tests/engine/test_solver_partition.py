"""Partition search in the solver's win probe (issue 40): a race entry found at one trick
start settles others that agree with it only on the cards whose order mattered. Each such
settling, at random positions of both games, is checked against a search of that very
position from scratch, with a table of its own."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine import solver_search
from engine.rules import RuleSet
from engine.scoring import deal_values
from engine.tricks import TrickPlay

from .solver_positions import random_position
from .test_bidding_solver import random_bidding_position, values_of


def _positions(seed: str, count: int) -> Iterator[tuple[TrickPlay, dict[str, int]]]:
    """Positions of 4–6 tricks left, both games in turn, the values of their deals."""
    rng = random.Random(seed)
    for index in range(count):
        left = rng.choice((4, 5, 6))
        if index % 2:
            deal = rng.choice((1, 2, 3))
            yield random_position(rng, left, deal), deal_values(deal, RuleSet())
        else:
            tp = random_bidding_position(rng, left)
            yield tp, values_of(tp.bid)


class _Audit:
    """``Solver._race`` watched: where an entry stored at another position settles this one
    (its pattern is not the whole position), the position is searched afresh."""

    def __init__(self) -> None:
        self.root: tuple[TrickPlay, dict[str, int]] | None = None
        self.partial = 0
        self.wrong: list[str] = []
        self._auditing = False
        self._race = solver_search.Solver._race

    def race(self, solver: Any, leader: int, alpha: float, beta: float) -> float:
        settled_by = None if self._auditing else self._entry(solver, leader)
        value: float = self._race(solver, leader, alpha, beta)
        if settled_by is not None:
            self.partial += 1
            truth = self._afresh(solver, leader)
            target = solver._targets[0]  # the race's values are Kankei's faces
            if (truth >= target) != (value >= target):
                self.wrong.append(f"trick {solver.trick_no} leader {leader} "
                                  f"{bytes(solver.slots)!r} depths {settled_by!r}")
        return value

    @staticmethod
    def _entry(solver: Any, leader: int) -> tuple[int, ...] | None:
        """The depths kept per block of the entry that will settle this trick start, when
        they are not the whole position (an entry from another position)."""
        need = solver._targets[0] - solver.fk
        cards = bytes(solver.slots).replace(b"-", b"")
        key = solver._race_key(leader)
        marks = int.from_bytes(cards, "big")
        whole = tuple(len(block) for block in cards.split(b"|"))
        for value, mask, depths, low, high, _ in solver.race.get(key, []):
            if marks & mask == value and (low >= need or high < need):
                return None if depths == whole else depths
        return None

    def _afresh(self, solver: Any, leader: int) -> float:
        """The win probe's answer at the solver's position, searched with an empty table: the
        faces Kankei take, a bound on one side of their target (``Solver._race``)."""
        assert self.root is not None
        fresh = solver_search.Solver(*self.root)
        fresh.hands, fresh.gone = list(solver.hands), solver.gone
        fresh.slots, fresh.code = bytearray(solver.slots), list(solver.code)
        fresh.shapes = list(solver.shapes)
        fresh.fk, fresh.fm, fresh.js = solver.fk, solver.fm, solver.js
        fresh.trick_no = solver.trick_no
        fresh._racing = True
        fresh._set_budget(None, None)
        self._auditing = True
        try:
            target = fresh._targets[0]
            return float(fresh._lead(leader, target - 1.0, float(target)))
        finally:
            self._auditing = False


def test_a_race_entry_settles_only_positions_it_holds_for(
        monkeypatch: pytest.MonkeyPatch) -> None:
    audit = _Audit()

    def race(solver: Any, leader: int, alpha: float, beta: float) -> float:
        return audit.race(solver, leader, alpha, beta)

    monkeypatch.setattr(solver_search.Solver, "_race", race)
    for tp, values in _positions("partition", 60):
        audit.root = (tp, values)
        assert solver_search.Solver(tp, values).options(tp) is not None
    assert audit.partial > 50, audit.partial  # entries do settle other positions
    assert not audit.wrong, audit.wrong[:3]
