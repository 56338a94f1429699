"""What a deal's result is worth to a player's match score (R29–R31), rest of round included.

The strong player values a deal played out (or solved) by the points it brings
the deciding player under the match's own scoring table, plus what the result
does to the rest of the round:

- a Kankei win in deal 1 or 2 leads to the next deal (R25), whose expected
  points are added (``ROUND_AHEAD``);
- a reverse sukonku or reverse jūroku takes back the round's points so far
  (R29, R31), which ``deal_points`` already counts from the view's
  ``round_points``; and the points so far are only kept if no later deal of
  the round cancels them, which a win leading to deal 2 or 3 puts at risk.

All values are in match points of the deciding player (one player of its
side), counted from now: 0 means "the round ends with my score where it is".
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Final

from ..games import GONINKAN
from ..observe import SeatView
from ..rules import GOSHOGAWARA, STANDARD, RuleSet
from ..scoring import Outcome, deal_points, round_continues

RESULTS: Final = tuple(result for result in Outcome
                       if result not in (Outcome.REDEAL, Outcome.MOST_FACES))
"""Every way a played deal of Goninkan can end (a redeal is never played out)."""

NO_JUROKU_IN_DEAL_1: Final = frozenset({Outcome.JUROKU_MADE, Outcome.JUROKU_MISSED,
                                        Outcome.REVERSE_JUROKU_MADE,
                                        Outcome.REVERSE_JUROKU_MISSED})
"""R24: the results deal 1 cannot have."""

ROUND_AHEAD: Final = MappingProxyType({
    (STANDARD, 2): (-0.107, 0.107, 0.067),
    (STANDARD, 3): (-0.003, 0.003, 0.060),
    (GOSHOGAWARA, 2): (2.039, -1.359, 0.067),
    (GOSHOGAWARA, 3): (5.278, -3.519, 0.058),
})
"""Per (scoring table, deal about to start): the rest of the round as a Kankei / Mukankei
player sees it, and the chance that a reverse sukonku or reverse jūroku cancels it.

``(ahead_kankei, ahead_mukankei, cancel)``: a player whose round so far stands
at ``s`` ends the round with ``s * (1 - cancel) + ahead`` on average.
Measured over 20 000 rounds of five ``normal`` players per table
(``benchmarks/round_values.py`` measures them again).
"""


def result_values(rules: RuleSet, deal: int, kankei: bool, so_far: int) -> dict[Outcome, float]:
    """Per result of deal ``deal``, what it is worth to a player of that side (see module doc).

    ``so_far`` is the player's points in the earlier deals of this round.
    """
    me = 0 if kankei else 2  # a player id on that side, with Kankei (0, 1)
    so_far_all = [so_far] * GONINKAN.seats
    values: dict[Outcome, float] = {}
    for result in RESULTS:
        if deal == 1 and result in NO_JUROKU_IN_DEAL_1:
            continue
        total: float = so_far + deal_points(rules, deal, result, (0, 1), so_far_all)[me]
        if round_continues(deal, result):
            ahead_k, ahead_m, cancel = ROUND_AHEAD[rules.scoring, deal + 1]
            total = total * (1 - cancel) + (ahead_k if kankei else ahead_m)
        values[result] = total - so_far
    return values


def stakes_of(view: SeatView) -> dict[Outcome, float]:
    """What each result of the deal in ``view`` is worth to the viewing player (match points)."""
    return result_values(view.rules, view.deal, view.is_kankei, view.round_points[view.player])


__all__ = ["RESULTS", "ROUND_AHEAD", "result_values", "stakes_of"]
