"""The open-hand solver's quick faces: never more than the leader's side surely takes.

``Solver._quick_faces`` ends the win probe's search early (a side that surely
takes the faces it needs has won), so a count too high would give a wrong
value wherever it fires. Here it is held, at the start of random tricks of
both games, to the faces the leader's side takes by the deal's last trick
under best play of both sides, found by trying every legal card.
"""

from __future__ import annotations

import random

from engine.bidding_tricks import BiddingPlay
from engine.cards import JOKER, cards_of
from engine.scoring import deal_values
from engine.solver import Solver as RunningSolver
from engine.solver_search import Solver
from engine.tricks import TrickPlay

from .solver_positions import dealt_at_random, plain_minimax
from .test_bidding_solver import random_bidding_position, values_of
from .test_solver import RULES_16


def _goninkan_trick_start(rng: random.Random, tricks_left: int) -> TrickPlay:
    """A Goninkan deal 1 played at random to the lead of the trick with ``tricks_left``
    tricks to go; the targets out of reach, so that play goes on to the last trick."""
    tp = dealt_at_random(rng, 1)
    while tp.trick_no <= 10 - tricks_left:
        card = rng.choice(cards_of(tp.legal()))
        tp.play(card, rng.randrange(4) if card == JOKER and not tp.trick_cards else -1)
    return tp


def _bidding_trick_start(rng: random.Random, tricks_left: int) -> BiddingPlay:
    while True:
        tp = random_bidding_position(rng, tricks_left)
        if not tp.trick_cards:
            return tp


def _faces_taken(tp: TrickPlay | BiddingPlay, ours: int) -> int:
    """The faces side ``ours`` takes from ``tp`` to the last trick, both sides playing best."""
    if tp.trick_no > 10 or tp.result is not None:
        return tp.faces[ours]
    found = []
    for card in cards_of(tp.legal()):
        for suit in (range(4) if card == JOKER and not tp.trick_cards
                     and isinstance(tp, TrickPlay) else (-1,)):
            child = tp.copy()
            child.play(card, suit)
            found.append(_faces_taken(child, ours))
    return max(found) if tp.side[tp.turn] == ours else min(found)


def _quick_faces(tp: TrickPlay | BiddingPlay, values: dict[str, float]) -> int:
    solver = Solver(tp, values)
    solver._set_up(tp)
    solver.trick_no = tp.trick_no
    hands = solver.hands
    return solver._quick_faces(tp.turn, hands[0] | hands[1] | hands[2] | hands[3] | hands[4])


def _check_positions(positions: list[TrickPlay | BiddingPlay],
                     values: dict[str, float]) -> int:
    """Assert the bound on each position; how many had quick faces at all."""
    counted = 0
    for tp in positions:
        quick = _quick_faces(tp, values)
        if quick:
            counted += 1
            ours = tp.side[tp.turn]
            assert tp.faces[ours] + quick <= _faces_taken(tp.copy(), ours), (tp.hands, quick)
    return counted


def test_quick_faces_never_exceed_what_the_leaders_side_takes_goninkan() -> None:
    rng = random.Random(40)
    values = {k: float(v) for k, v in deal_values(1, RULES_16).items()}
    positions: list[TrickPlay | BiddingPlay] = [
        _goninkan_trick_start(rng, rng.choice((2, 3))) for _ in range(400)]
    assert _check_positions(positions, values) > 60


def _partner_holds_the_joker_at_trick_9(faces: tuple[int, int]) -> TrickPlay:
    """Trick 9 of a Goninkan deal 1 (targets 9 and 8), Kankei player 3 to lead: the face
    card 14 and card 41, each the last of its suit; partner 4 holds the joker and card 7;
    the three others cards of 7's suit, among them the faces 1 and 3 (higher than 7). No
    trump left (trump: suit 2)."""
    hands = [(1 << 1) | (1 << 9), (1 << 3) | (1 << 8), (1 << 4) | (1 << 10),
             (1 << 14) | (1 << 41), (1 << 7) | (1 << JOKER)]
    tp = TrickPlay(hands, 2, [1, 1, 1, 0, 0], [4, 0, 3, 1, 2], (9, 8), 1, 3)
    tp.trick_no = 9
    tp.played = ((1 << (JOKER + 1)) - 1) & ~sum(hands)
    tp.faces = list(faces)
    return tp


def test_R17_quick_faces_stop_at_trick_9_where_the_partner_holds_the_joker() -> None:
    """R17 (odori-ban): the partner must play the joker at trick 9, takes it and leads the
    last trick, so the leader's two cashing tricks are not the leader's to play: Kankei take
    card 14 at trick 9 and lose the last trick and its faces 1 and 3 (found by a random
    search of 1 500 trick starts: quick faces counted 3 where Kankei take 1)."""
    values = {k: float(v) for k, v in deal_values(1, RULES_16).items()}
    tp = _partner_holds_the_joker_at_trick_9((6, 7))  # Kankei need 3 faces, Mukankei 1
    assert _faces_taken(tp.copy(), 0) == 7
    assert _quick_faces(tp, values) <= 1
    assert Solver(tp, values).solve(tp) == plain_minimax(tp, values) == values["mukankei_win"]
    assert RunningSolver(tp, values).solve(tp) == values["mukankei_win"]  # native, compiled


def test_quick_faces_never_exceed_what_the_leaders_side_takes_bidding() -> None:
    rng = random.Random(41)
    values = {k: float(v) for k, v in values_of(13).items()}
    positions: list[TrickPlay | BiddingPlay] = [
        _bidding_trick_start(rng, rng.choice((2, 3))) for _ in range(400)]
    assert _check_positions(positions, values) > 60


def _later_faces(tp: TrickPlay | BiddingPlay, values: dict[str, float]) -> tuple[int, int, int]:
    """``Solver._later_faces`` of ``tp`` (Kankei's most, Mukankei's most) and the faces left."""
    solver = Solver(tp, values)
    solver._set_up(tp)
    solver.trick_no = tp.trick_no
    hands = solver.hands
    union = hands[0] | hands[1] | hands[2] | hands[3] | hands[4]
    most_k, most_m = solver._later_faces(union)
    return most_k, most_m, (union & solver.face_mask).bit_count()


def _check_later(positions: list[TrickPlay | BiddingPlay], values: dict[str, float]) -> int:
    """Assert that no side takes more faces than ``Solver._later_faces`` allows it, each side
    playing for its own faces (Kankei is side 0); how often the bound was below the faces
    left (where it may end a search)."""
    below = 0
    for tp in positions:
        *most, left = _later_faces(tp, values)
        for ours in (0, 1):
            taken = _faces_taken(tp.copy(), ours) - tp.faces[ours]
            assert taken <= most[ours], (tp.hands, most, ours, taken)
            below += most[ours] < left
    return below


def test_later_faces_never_below_what_a_side_takes_goninkan() -> None:
    """The later-tricks bound of the win probe: each side's most faces from here is never
    less than what it takes playing for them."""
    rng = random.Random(42)
    values = {k: float(v) for k, v in deal_values(1, RULES_16).items()}
    positions: list[TrickPlay | BiddingPlay] = [
        _goninkan_trick_start(rng, rng.choice((2, 3))) for _ in range(200)]
    assert _check_later(positions, values) > 100


def test_later_faces_never_below_what_a_side_takes_bidding() -> None:
    rng = random.Random(43)
    values = {k: float(v) for k, v in values_of(13).items()}
    positions: list[TrickPlay | BiddingPlay] = [
        _bidding_trick_start(rng, rng.choice((2, 3))) for _ in range(200)]
    assert _check_later(positions, values) > 100


def _race_faces(solver_class: type[Solver], tp: TrickPlay | BiddingPlay,
                values: dict[str, float]) -> float:
    """The win probe's value at ``tp`` (``Solver._race``: Kankei's faces by the deal's end, a
    bound on one side of their target), searched with the table it fills on the way."""
    solver = solver_class(tp, values)
    solver._racing = True
    solver._set_budget(None, None)
    solver._set_up(tp)
    target = tp.kankei_target
    return solver._root(tp, target - 1.0, float(target))


def _check_race(positions: list[TrickPlay | BiddingPlay], values: dict[str, float]) -> int:
    """Assert that the race's value is a true bound at every target in reach, pure and
    running solver alike: at or above the target, Kankei take at least that many faces by
    the last trick, below it at most that many; how many values passed the target by more
    than a face or stayed below it by more (where the bound says more than win or loss)."""
    beyond = 0
    for tp in positions:
        fk, fm = tp.faces
        total = Solver(tp, values).total_faces
        taken = _faces_taken(tp.copy(), 0)  # Kankei's, the deal played to its last trick
        for target in range(fk + 1, total + 1 - fm):
            at = tp.copy()  # the targets of a race: one side's is reached, never both
            at.kankei_target, at.mukankei_target = target, total + 1 - target
            value = _race_faces(Solver, at, values)
            assert value == _race_faces(RunningSolver, at, values), (tp.hands, target)
            assert (taken >= value) if value >= target else (taken <= value), (
                tp.hands, target, value, taken)
            beyond += value > target or value < target - 1
    return beyond


def test_the_race_bounds_kankeis_faces_at_every_target_goninkan() -> None:
    """The win probe's fail-soft faces (issue 40): an entry of its table answers any need."""
    rng = random.Random(44)
    values = {k: float(v) for k, v in deal_values(1, RULES_16).items()}
    positions: list[TrickPlay | BiddingPlay] = [
        _goninkan_trick_start(rng, rng.choice((2, 3))) for _ in range(150)]
    assert _check_race(positions, values) > 60


def test_the_race_bounds_kankeis_faces_at_every_target_bidding() -> None:
    rng = random.Random(45)
    positions: list[TrickPlay | BiddingPlay] = [
        _bidding_trick_start(rng, rng.choice((2, 3))) for _ in range(150)]
    values = {k: float(v) for k, v in values_of(13).items()}
    assert _check_race(positions, values) > 60
