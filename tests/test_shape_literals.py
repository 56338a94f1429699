"""The game's shape has one home: ``engine/games.py`` (issue 37).

How many seats a table has and how many cards a hand holds are ``Game``
data (``Game.seats``, ``hand_size``, ``tricks``…). Nothing else in
``engine/`` writes them as bare numbers: no ``range(5)``, no ``[0] * 5``, no
``% 5``, no ``len(hand) == 10``. A module that plays one game only names its
numbers from that game (``GONINKAN.seats``); code serving every form asks
the match or the view (``match.seat_count``, ``len(view.seats)``).

``ALLOWED`` lists the literals left where another branch owns the code (the
open-hand solver's search); the count may only go down.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "engine"
HOME = ENGINE / "games.py"

SEATS_AND_CARDS = frozenset({5, 10})
"""Five seats and ten cards a hand (or tricks a deal): the numbers of the old forms."""

ALLOWED = {"solver_search.py": 3}
"""Literals left in modules other work owns: the solver's five seats and last trick."""


def _is_shape(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int \
        and node.value in SEATS_AND_CARDS


def _is_call_of(node: ast.AST, name: str) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name


def shape_literals(source: str) -> Iterator[int]:
    """The line of each seat or hand count written as a bare number in ``source``:
    ``range(5)``, ``range(1, 10)``, ``[x] * 5``, ``x % 5``, ``x // 5`` and ``len(…)``
    compared with 5 or 10."""
    for node in ast.walk(ast.parse(source)):
        if _is_call_of(node, "range"):
            assert isinstance(node, ast.Call)
            if any(_is_shape(arg) for arg in node.args):
                yield node.lineno
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod | ast.FloorDiv):
            if _is_shape(node.right):
                yield node.lineno
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
            sides = (node.left, node.right)
            if any(isinstance(side, ast.List | ast.Tuple) for side in sides) \
                    and any(_is_shape(side) for side in sides):
                yield node.lineno
        elif isinstance(node, ast.Compare):
            parts = [node.left, *node.comparators]
            if any(_is_call_of(part, "len") for part in parts) \
                    and any(_is_shape(part) for part in parts):
                yield node.lineno


def test_no_seat_or_hand_count_is_written_outside_the_games_module() -> None:
    found: dict[str, list[int]] = {}
    for path in sorted(ENGINE.rglob("*.py")):
        if path == HOME:
            continue
        lines = list(shape_literals(path.read_text(encoding="utf-8")))
        name = str(path.relative_to(ENGINE))
        if len(lines) > ALLOWED.get(name, 0):
            found[name] = lines
    assert not found, f"seat or hand counts written as numbers (use engine/games.py): {found}"


def test_the_check_sees_what_it_checks() -> None:
    caught = """
for p in range(5): pass
hands = [0] * 5
seat = (seat + 1) % 5
full = len(trick) == 5
ten = len(hand) != 10
deal = range(1, 10)
"""
    assert list(shape_literals(caught)) == [2, 3, 4, 5, 6, 7]
    fine = """
for suit in range(4): pass
hands = [0] * game.seats
seat = game.next_seat(seat)
half = bid * 5
full = len(trick) == len(seats)
"""
    assert list(shape_literals(fine)) == []
