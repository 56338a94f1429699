"""Take-back: the record cut back to just before the human's last decision in the deal in play.

The record is the game, so undoing is cutting: the human's last decision of
the current deal and every action after it (the CPUs' replies) leave the
record, which is then replayed. The table continues from the cut record with
the match's own seed, so the CPUs decide again exactly as the same seeds
decide. The record's top-level ``takebacks`` counts the take-backs
(an application's own key: docs/record-format.md, "Keys the desktop adds"); the
statistics mark the match.
A deal that is over cannot be taken back.
"""

from __future__ import annotations

from typing import Any

from engine.match import Match, Phase
from engine.record import dumps, load
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


def take_back(match: Match, extra: dict[str, Any], human: int = HUMAN) -> str | None:
    """The record without the human's last decision and what followed it, or ``None``.

    ``extra`` (the record's own keys) is kept, with ``takebacks`` one more. The
    returned text is a whole record: it replays (``engine.record.load``).
    """
    index = last_decision(match, human)
    if index is None:
        return None
    cut = Match(match.rules, match.names, match.first_dealer)
    for deal, decisions in match.history[:-1]:
        cut.apply(deal)
        for decision in decisions:
            cut.apply(decision)
    deal, decisions = match.history[-1]
    cut.apply(deal)
    for decision in decisions[:index]:
        cut.apply(decision)
    count = extra.get("takebacks")
    taken = (count if type(count) is int and count >= 0 else 0) + 1
    text = dumps(cut, {**extra, "takebacks": taken})
    load(text)  # a take-back must never leave a record that does not replay
    return text
