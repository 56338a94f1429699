"""Take-back: the match cut back to just before the human's last decision in the deal in play.

The record is the game, so undoing is cutting: the human's last decision of
the current deal and every action after it (the CPUs' replies) leave the
match (``Match.truncate``, which applies again only that deal's first
actions). The table continues from the cut match with the match's own seed,
so the CPUs decide again exactly as the same seeds decide. The record's
top-level ``takebacks`` counts the take-backs (an application's own key:
docs/record-format.md, "Keys the desktop adds"); the statistics mark the match.
A deal that is over cannot be taken back.
"""

from __future__ import annotations

from typing import Any

from engine.match import Match, Phase
from goninkan_desktop.profile.choices import HUMAN


def last_decision(match: Match, human: int = HUMAN) -> int | None:
    """The index of ``human``'s last decision in the deal in play, if it can be taken back."""
    if match.phase in (Phase.DEAL, Phase.OVER) or not match.history:
        return None
    decisions = match.history[-1][1]
    for index in range(len(decisions) - 1, -1, -1):
        if decisions[index].player == human:
            return index
    return None


def can_take_back(match: Match, human: int = HUMAN) -> bool:
    """Whether the human has a decision in the deal in play to take back."""
    return last_decision(match, human) is not None


def take_back(match: Match, extra: dict[str, Any],
              human: int = HUMAN) -> tuple[Match, dict[str, Any]] | None:
    """A copy of ``match`` without the human's last decision and what followed it, with the
    record's own keys ``extra`` and ``takebacks`` one more; ``None`` if nothing can be taken
    back. ``match`` itself is left as it is."""
    index = last_decision(match, human)
    if index is None:
        return None
    cut = match.copy()
    cut.truncate(cut.action_count - len(cut.history[-1][1]) + index)
    count = extra.get("takebacks")
    taken = (count if type(count) is int and count >= 0 else 0) + 1
    return cut, {**extra, "takebacks": taken}
