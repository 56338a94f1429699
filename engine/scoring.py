"""How a deal ended (``Outcome``) and its points: R29 (``standard``), R30–R31 (``goshogawara``)."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from .games import GONINKAN
from .rules import GOSHOGAWARA, RuleSet


class Outcome(StrEnum):
    """How a deal ended (R22–R24, R13): the ``result`` of a record's replay report.

    A ``StrEnum``, so each value is also its record string (``Outcome.SUKONKU ==
    "sukonku"``) and JSON writes it as that string.
    """

    KANKEI_WIN = "kankei_win"
    SUKONKU = "sukonku"
    JUROKU_MADE = "juroku_made"
    JUROKU_MISSED = "juroku_missed"
    MUKANKEI_WIN = "mukankei_win"
    REVERSE_SUKONKU = "reverse_sukonku"
    REVERSE_JUROKU_MADE = "reverse_juroku_made"
    REVERSE_JUROKU_MISSED = "reverse_juroku_missed"
    REDEAL = "redeal"
    """R13 under the ``redeal`` house rule: a nijū-kan, the same dealer deals again."""
    MOST_FACES = "most_faces"
    """B18: the bidding game without an auction, each player for themself; the ones with
    the most face cards win."""

    @property
    def kankei_won(self) -> bool:
        """Whether Kankei won the deal; a missed reverse jūroku counts as theirs (R27)."""
        return self in _KANKEI_WON


KANKEI_WINS = frozenset({Outcome.KANKEI_WIN, Outcome.SUKONKU, Outcome.JUROKU_MADE})
"""Outcomes after which the same Kankei play the next deal of the round (R25)."""

_KANKEI_WON = KANKEI_WINS | {Outcome.REVERSE_JUROKU_MISSED}

REPLACING = frozenset({Outcome.REVERSE_SUKONKU, Outcome.REVERSE_JUROKU_MADE,
                       Outcome.REVERSE_JUROKU_MISSED})
"""Outcomes that take back the round's earlier points before scoring (R29, R31)."""


def round_continues(deal: int, result: Outcome) -> bool:
    """Whether deal ``deal + 1`` of the same round follows this result (R25, R27)."""
    return deal < 3 and result in KANKEI_WINS


def deal_points(rules: RuleSet, deal: int, result: Outcome, kankei: Sequence[int],
                round_so_far: Sequence[int]) -> tuple[int, ...]:
    """What each player's total changes by at the end of deal ``deal`` (1–3).

    ``round_so_far`` is what each player scored in the earlier deals of this
    round; a reverse sukonku or reverse jūroku takes it back (R29, R31).
    """
    if result == Outcome.REDEAL:
        return (0,) * GONINKAN.seats
    if rules.scoring == GOSHOGAWARA:
        each_kankei, each_mukankei = _goshogawara(deal, result)
    else:
        each_kankei = _standard(rules, deal, result)
        each_mukankei = -each_kankei
    seats = range(GONINKAN.seats)
    points = [each_kankei if p in kankei else each_mukankei for p in seats]
    if result in REPLACING:
        points = [points[p] - round_so_far[p] for p in seats]
    return tuple(points)


def deal_values(deal: int, rules: RuleSet) -> dict[str, int]:
    """What each Kankei scores for each result of deal ``deal`` under the standard table (R29,
    whatever the preset): the open-hand solver's values of a Goninkan deal.

    The "cancelled" rows count as their listed number (−3, −16, +32) and a
    missed jūroku as the rule set's −16 or −17. Deal 1 has no jūroku (R24).
    """
    results = [Outcome.KANKEI_WIN, Outcome.SUKONKU, Outcome.MUKANKEI_WIN,
               Outcome.REVERSE_SUKONKU]
    if deal > 1:
        results += [Outcome.JUROKU_MADE, Outcome.JUROKU_MISSED, Outcome.REVERSE_JUROKU_MADE,
                    Outcome.REVERSE_JUROKU_MISSED]
    return {result: _standard(rules, deal, result) for result in results}


def _standard(rules: RuleSet, deal: int, result: Outcome) -> int:
    """R29: what each Kankei player scores (each Mukankei scores the negative)."""
    column = deal - 1
    if result == Outcome.JUROKU_MISSED:
        return rules.missed_juroku
    if result == Outcome.REVERSE_SUKONKU:
        return -10 if deal == 1 else -3
    return _STANDARD[result][column]


_STANDARD: dict[Outcome, tuple[int, int, int]] = {
    Outcome.KANKEI_WIN: (1, 1, 2),
    Outcome.SUKONKU: (2, 2, 3),
    Outcome.JUROKU_MADE: (0, 10, 11),  # no jūroku in deal 1 (R24)
    Outcome.MUKANKEI_WIN: (-1, -1, -1),
    Outcome.REVERSE_JUROKU_MADE: (-16, -16, -16),
    Outcome.REVERSE_JUROKU_MISSED: (32, 32, 32),
}

# R30: the round's value by how far Kankei got: lost deal 1, 2, 3; won deal 3.
_LOST_DEAL = {1: (-3, 2), 2: (0, 0), 3: (3, -2)}
_WON_DEAL_3 = (12, -8)
# R31 bonuses and replacing values (Kankei each, Mukankei each).
_SUKONKU_BONUS = (3, -2)
_JUROKU_MADE_BONUS = (24, -16)
_JUROKU_MISSED_BONUS = (-72, 48)
_REVERSE = {
    Outcome.REVERSE_JUROKU_MADE: (-72, 48),
    Outcome.REVERSE_JUROKU_MISSED: (96, -64),
}


def _goshogawara(deal: int, result: Outcome) -> tuple[int, int]:
    """R30–R31: (Kankei each, Mukankei each) for this deal, the round value where it ends."""
    if result == Outcome.REVERSE_SUKONKU:
        return (-45, 30) if deal == 1 else (-15, 10)
    if result in _REVERSE:
        return _REVERSE[result]
    if result == Outcome.MUKANKEI_WIN:
        return _LOST_DEAL[deal]
    if result == Outcome.JUROKU_MISSED:
        return _add(_JUROKU_MISSED_BONUS, _LOST_DEAL[deal])
    bonus = {Outcome.KANKEI_WIN: (0, 0), Outcome.SUKONKU: _SUKONKU_BONUS,
             Outcome.JUROKU_MADE: _JUROKU_MADE_BONUS}[result]
    return _add(bonus, _WON_DEAL_3) if deal == 3 else bonus


def _add(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int]:
    return a[0] + b[0], a[1] + b[1]
