"""Partition search in the review's own search (``engine.review.small``, issue 37): a table
entry found at one trick start settles others that agree with it only on the cards whose
order mattered. Each such settling, at random late positions of the bidding game's other
forms, is checked against a search of that very position from scratch, with a table of its
own."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.bidding_tricks import BiddingPlay
from engine.match import Match, Phase
from engine.players import player_named, step
from engine.review import small
from engine.review.small import SmallSearch, paranoid
from engine.rules import RuleSet

FORMS = [(3, True), (3, False), (5, False)]
_LEAD = SmallSearch._lead
"""The search's own trick start, before any test wraps it."""


def _position(players: int, auction: bool, joker_lead: str, seed: int, tricks: int
              ) -> BiddingPlay:
    """A trick start of a random deal of the form, ``tricks`` tricks before its end, every
    decision before it a normal CPU player's; without an auction, player ``seed``'s
    paranoid view."""
    rules = RuleSet.preset_named("bidding", players=players, auction=auction, rounds=1,
                                 joker_lead=joker_lead)
    match = Match(rules, tuple(f"P{p}" for p in range(players)), seed % players)
    rng = random.Random(f"partition{seed}")
    normal = player_named("normal")
    while True:
        play = match.play
        if match.phase is Phase.PLAY and isinstance(play, BiddingPlay) \
                and not play.trick_cards and play.trick_no == play.last_trick + 1 - tricks:
            return play.copy() if auction else paranoid(play, seed % players)
        step(match, [normal] * players, rng)


class _Audit:
    """``SmallSearch._lead`` watched: where an entry stored at another position settles this
    trick start (its pattern is not the whole position), the position is searched afresh."""

    def __init__(self, root: BiddingPlay) -> None:
        self.root = root
        self.partial = 0
        self.wrong: list[str] = []
        self._auditing = False

    def lead(self, search: Any, leader: int, alpha: int, beta: int) -> int:
        settles = not self._auditing and self._settled_by_another(search, leader, alpha, beta)
        value: int = _LEAD(search, leader, alpha, beta)
        if settles:
            self.partial += 1
            truth = self._afresh(search, leader, alpha, beta)
            agree = truth >= beta if value >= beta else \
                truth <= alpha if value <= alpha else truth == value
            if not agree:
                self.wrong.append(f"trick {search.trick_no} leader {leader} "
                                  f"{bytes(search.slots)!r} ({alpha}, {beta}): {value} "
                                  f"against {truth}")
        return value

    @staticmethod
    def _settled_by_another(search: Any, leader: int, alpha: int, beta: int) -> bool:
        """Whether an entry whose pattern is not the whole position will settle this trick
        start (a bound of the cards left alone may settle it first: then it is not audited)."""
        if search.trick_no == search.last_trick:
            return False
        table = search.table[search.trick_no]
        cards = bytes(search.slots).replace(b"-", b"")
        marks = int.from_bytes(cards, "big")
        whole = tuple(len(block) for block in cards.split(b"|"))
        taken = search.taken
        for value, mask, depths, low, high, _ in table.get(search._key(leader), []):
            if marks & mask == value and (taken + low >= beta or taken + high <= alpha
                                          or low == high):
                return depths != whole
        return False

    def _afresh(self, search: Any, leader: int, alpha: int, beta: int) -> int:
        """The value at the search's trick start within (alpha, beta), searched with an
        empty table."""
        fresh = SmallSearch(search.values)
        fresh._set_up(self.root.copy())
        fresh.hands, fresh.gone = list(search.hands), search.gone
        fresh.slots, fresh.code = bytearray(search.slots), list(search.code)
        fresh.shapes = list(search.shapes)
        fresh.taken, fresh.trick_no = search.taken, search.trick_no
        self._auditing = True
        try:
            value: int = fresh._lead(leader, alpha, beta)
        finally:
            self._auditing = False
        return value


@pytest.mark.parametrize("form", FORMS, ids=str)
def test_every_settling_by_another_positions_entry_is_right(
        form: tuple[int, bool], monkeypatch: pytest.MonkeyPatch) -> None:
    players, auction = form
    partial = 0
    wrong: list[str] = []
    for seed in range(16):
        joker_lead = ("trump", "free")[seed % 2]
        tp = _position(players, auction, joker_lead, seed, 6 if players == 3 else 4)
        audit = _Audit(tp)
        monkeypatch.setattr(SmallSearch, "_lead",
                            lambda s, leader, a, b, audit=audit: audit.lead(s, leader, a, b))
        search = SmallSearch({})
        search.most_faces(tp.copy())
        for goal in range(1, 9):  # null windows as a bid's search asks
            search.faces_within(tp.copy(), goal - 1, goal)
        partial += audit.partial
        wrong += audit.wrong
    assert not wrong, wrong[:5]
    assert partial > 20  # the partition search did settle trick starts here


def test_a_thinned_table_keeps_the_trick_starts_with_most_cards_left(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The table full (``small.TABLE_ENTRIES``), the entries of the latest tricks go first,
    until at most half of it is left."""
    monkeypatch.setattr(small, "TABLE_ENTRIES", 40)
    tp = _position(3, False, "trump", 1, 6)
    search = SmallSearch({})
    search.most_faces(tp.copy())
    assert 0 < search.entries <= 40
    assert search.entries == sum(len(e) for t in search.table for e in t.values())
    kept = [trick for trick, entries in enumerate(search.table) if entries]
    assert kept and kept == list(range(kept[0], kept[0] + len(kept)))
