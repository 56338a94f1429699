"""Points for the end of a deal: R29 (``standard``) and R30–R31 (``goshogawara``)."""

from __future__ import annotations

from collections.abc import Sequence

from .rules import GOSHOGAWARA, RuleSet

KANKEI_WIN = "kankei_win"
SUKONKU = "sukonku"
JUROKU_MADE = "juroku_made"
JUROKU_MISSED = "juroku_missed"
MUKANKEI_WIN = "mukankei_win"
REVERSE_SUKONKU = "reverse_sukonku"
REVERSE_JUROKU_MADE = "reverse_juroku_made"
REVERSE_JUROKU_MISSED = "reverse_juroku_missed"
REDEAL = "redeal"

KANKEI_WINS = frozenset({KANKEI_WIN, SUKONKU, JUROKU_MADE})
"""Results after which the same Kankei play the next deal of the round (R25)."""

REPLACING = frozenset({REVERSE_SUKONKU, REVERSE_JUROKU_MADE, REVERSE_JUROKU_MISSED})
"""Results that take back the round's earlier points before scoring (R29, R31)."""


def round_continues(deal: int, result: str) -> bool:
    """Whether deal ``deal + 1`` of the same round follows this result (R25, R27)."""
    return deal < 3 and result in KANKEI_WINS


def deal_points(rules: RuleSet, deal: int, result: str, kankei: Sequence[int],
                round_so_far: Sequence[int]) -> tuple[int, ...]:
    """What each player's total changes by at the end of deal ``deal`` (1–3).

    ``round_so_far`` is what each player scored in the earlier deals of this
    round; a reverse sukonku or reverse jūroku takes it back (R29, R31).
    """
    if result == REDEAL:
        return (0,) * 5
    if rules.scoring == GOSHOGAWARA:
        each_kankei, each_mukankei = _goshogawara(deal, result)
    else:
        each_kankei = _standard(rules, deal, result)
        each_mukankei = -each_kankei
    points = [each_kankei if p in kankei else each_mukankei for p in range(5)]
    if result in REPLACING:
        points = [points[p] - round_so_far[p] for p in range(5)]
    return tuple(points)


def _standard(rules: RuleSet, deal: int, result: str) -> int:
    """R29: what each Kankei player scores (each Mukankei scores the negative)."""
    column = deal - 1
    if result == JUROKU_MISSED:
        return rules.missed_juroku
    if result == REVERSE_SUKONKU:
        return -10 if deal == 1 else -3
    return _STANDARD[result][column]


_STANDARD: dict[str, tuple[int, int, int]] = {
    KANKEI_WIN: (1, 1, 2),
    SUKONKU: (2, 2, 3),
    JUROKU_MADE: (0, 10, 11),  # no jūroku in deal 1 (R24)
    MUKANKEI_WIN: (-1, -1, -1),
    REVERSE_JUROKU_MADE: (-16, -16, -16),
    REVERSE_JUROKU_MISSED: (32, 32, 32),
}

# R30: the round's value by how far Kankei got: lost deal 1, 2, 3; won deal 3.
_LOST_DEAL = {1: (-3, 2), 2: (0, 0), 3: (3, -2)}
_WON_DEAL_3 = (12, -8)
# R31 bonuses and replacing values (Kankei each, Mukankei each).
_SUKONKU_BONUS = (3, -2)
_JUROKU_MADE_BONUS = (24, -16)
_JUROKU_MISSED_BONUS = (-72, 48)
_REVERSE = {
    REVERSE_JUROKU_MADE: (-72, 48),
    REVERSE_JUROKU_MISSED: (96, -64),
}


def _goshogawara(deal: int, result: str) -> tuple[int, int]:
    """R30–R31: (Kankei each, Mukankei each) for this deal, the round value where it ends."""
    if result == REVERSE_SUKONKU:
        return (-45, 30) if deal == 1 else (-15, 10)
    if result in _REVERSE:
        return _REVERSE[result]
    if result == MUKANKEI_WIN:
        return _LOST_DEAL[deal]
    if result == JUROKU_MISSED:
        return _add(_JUROKU_MISSED_BONUS, _LOST_DEAL[deal])
    bonus = {KANKEI_WIN: (0, 0), SUKONKU: _SUKONKU_BONUS, JUROKU_MADE: _JUROKU_MADE_BONUS}[result]
    return _add(bonus, _WON_DEAL_3) if deal == 3 else bonus


def _add(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int]:
    return a[0] + b[0], a[1] + b[1]
