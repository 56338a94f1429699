"""The review at its edge: the record's JSON (``python -m engine review --json``, ``review``),
the deal's verdict (``verdict``: the one the command line and the game's review screen both
put in words) and the readable text (``summary``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..actions import Decision
from ..record import Record, record_from_json
from ..rules import STANDARD, RuleSet
from .exact import NODE_BUDGET
from .jobs import start_review
from .model import DealReview, DecisionReview, Judgement, choice_json, number

VALUES_TABLE = STANDARD
"""The scoring table of the exact values, whatever the match's: the standard table's points
for the deal alone (R29, ``scoring.deal_values``), so that a value above 0 is a deal won by
P's side and below 0 one lost. Under goshogawara (R30–R31) a deal's points depend on the
round so far and a lost deal can score (losing deal 3 is +3 for Kankei), so the sign would
no longer say won or lost; ``values_table`` says so wherever the table differs."""


PARANOID_NOTE = (
    "Without an auction there are no sides (B18): each value is the face cards you could be "
    "sure of taking with all hands open if every other player played against you (the "
    "\"paranoid\" value of a search with many players), not a forecast of the deal. Decisions "
    "are solved from the deal's end back as far as the time allows; the others have the "
    "strong player's choice from your view only.")
"""The review's word on its values in a deal without sides (``values_table``)."""


def review_deals(record: dict[str, Any] | Record, player: int = 0, *, workers: int = 2,
                 node_budget: int = NODE_BUDGET) -> tuple[list[DealReview], dict[str, Any] | None]:
    """Every deal of the record reviewed for P, and the replay's error object if any."""
    parsed = record if isinstance(record, Record) else record_from_json(record)
    with start_review(parsed, player, workers=workers, node_budget=node_budget) as job:
        return job.wait(), job.error


def values_table(rules: RuleSet) -> dict[str, str]:
    """What the review's figures are in, for its JSON: ``values_table`` (``VALUES_TABLE``,
    or the game's own, ``Game.review_values``), and a ``note`` saying so in words where the
    match scores by another table or the values need a word."""
    table = rules.game.review_values or VALUES_TABLE
    out = {"values_table": table}
    if not rules.game.sides:
        out["values_table"] = "face_cards"
        out["note"] = PARANOID_NOTE
    elif table != VALUES_TABLE:
        out["note"] = (f"The values are the player's own {table}-game points for the deal "
                       "(B13): the taisho +/-bid, the adjutant +/-half the bid rounded up, a "
                       "defender 0 either way; a defender's options say with \"won\" whether "
                       "the defenders would set the bid.")
    elif rules.scoring != VALUES_TABLE:
        out["note"] = (f"The values are {VALUES_TABLE}-table points for the deal alone "
                       f"(R29), not this match's {rules.scoring} points (R30-R31): above 0 "
                       f"your side won the deal, below 0 it lost. The strong player's "
                       f"expected values are in this match's points.")
    return out


def review(record: dict[str, Any] | Record, player: int = 0, *, workers: int = 2,
           node_budget: int = NODE_BUDGET) -> dict[str, Any]:
    """The review of P's decisions in a whole record, as ``python -m engine review`` prints it.

    Raises ``RecordError`` for a malformed record; after an illegal action the
    object has the replay's ``error`` and covers what came before.
    """
    parsed = record if isinstance(record, Record) else record_from_json(record)
    deals, error = review_deals(parsed, player, workers=workers, node_budget=node_budget)
    out: dict[str, Any] = {"player": player, **values_table(parsed.rules),
                           "deals": [d.to_json() for d in deals]}
    if error is not None:
        out["error"] = error
    return out


class VerdictKind(StrEnum):
    """What a deal's verdict found (``Verdict``)."""

    LOST_WIN = "lost_win"
    """A decision of P turned a win into a loss (with open hands)."""
    GAVE_UP = "gave_up"
    """A decision of P lost value but not the win: a sukonku, a jūroku…"""
    NO_WIN = "no_win"
    """No play of P could have won, from ``since`` on."""
    BEST = "best"
    """Every reviewed decision kept the best result."""
    UNKNOWN = "unknown"
    """No decision solved exactly (yet)."""


@dataclass(frozen=True)
class Verdict:
    """Could P have done better with open hands? The deal's answer, the one the command
    line's ``summary`` and the game's review screen both put in words.

    ``kind`` (``VerdictKind``) says what was found; ``decision`` is the
    decision that lost the win or gave up value (``LOST_WIN``, ``GAVE_UP``);
    ``since`` the first trick solved exactly; ``could_win_from`` the first
    trick at which some play of P still won the deal with open hands (None:
    none did); ``won`` whether P's side won the deal as it was played (None:
    the record stops before its end, or not known).
    """

    kind: VerdictKind
    since: int | None = None
    decision: DecisionReview | None = None
    defending: bool = False
    """P defended against a bid (B13: a defender's side wins when the bid is set)."""
    could_win_from: int | None = None
    won: bool | None = None
    faces: bool = False
    """A deal without sides (B18): the values are face cards sure against all the others."""


def verdict(deal: DealReview) -> Verdict:
    """The one-line answer for a deal: the first decision that cost P's side, if any."""
    return verdict_of(deal.decisions, deal.won)


def verdict_of(decisions: Sequence[DecisionReview], won: bool | None = None) -> Verdict:
    """The verdict on P's reviewed ``decisions`` of one deal (any order; those finished so
    far), ``won``: whether P's side won the deal as played (None: unfinished or not known).
    It reads each decision's ``judgement``, as the review screen's marks and notes do: the
    decision it names is judged as its kind says (``LOST_WIN``, ``GAVE_UP``), and a deal
    whose every exact decision is ``Judgement.KEPT`` is ``BEST`` or ``NO_WIN``."""
    exact = sorted((d for d in decisions if d.exact), key=lambda d: d.action)
    every = [d for d in exact if not d.weighed]  # a call weighed among the strong player's
    # only proves what its few options do: it may name a loss, never "the best"
    if not exact:
        return Verdict(VerdictKind.UNKNOWN, won=won)
    since = (every or exact)[0].trick
    defending = exact[0].defending or exact[0].won is not None
    could_win_from = next((d.trick for d in exact if any(d.wins() or ())), None)

    def found(kind: VerdictKind, decision: DecisionReview | None = None) -> Verdict:
        return Verdict(kind, since, decision, defending, could_win_from, won,
                       faces=exact[0].faces)

    for judgement, kind in ((Judgement.LOST_WIN, VerdictKind.LOST_WIN),
                            (Judgement.GAVE_UP, VerdictKind.GAVE_UP)):
        lost = next((d for d in exact if d.judgement is judgement), None)
        if lost is not None:
            return found(kind, lost)
    if not every:
        return Verdict(VerdictKind.UNKNOWN, won=won)
    could_win_from = next((d.trick for d in every if any(d.wins() or ())), None)
    if could_win_from is None:
        return found(VerdictKind.NO_WIN)
    return found(VerdictKind.BEST)


def summary(deals: Sequence[DealReview], error: dict[str, Any] | None = None,
            rules: RuleSet | None = None) -> str:
    """A readable text of a review: per deal the verdict, then each decision; first, where
    the match's ``rules`` score by another table than the values, which table they use."""
    note = None if rules is None else values_table(rules).get("note")
    lines = [] if note is None else [note]
    for deal in deals:
        lines.append(f"Round {deal.round}, deal {deal.deal}: {deal.result or 'not finished'}")
        lines.append("  " + _verdict_text(verdict(deal)))
        lines.extend(_decision_line(d) for d in deal.decisions)
    if error is not None:
        lines.append(f"The record stops at action {error['action']}: {error['message']} "
                     f"({error['rule']})")
    return "\n".join(lines) + "\n"


def _verdict_text(v: Verdict) -> str:
    if v.kind == VerdictKind.UNKNOWN:
        return "No decision could be solved exactly in the time."
    if v.faces:
        return _faces_verdict_text(v)
    if v.kind == VerdictKind.NO_WIN and v.defending:
        return (f"No play of yours could have set the bid, even with open hands (from trick "
                f"{v.since}).")
    if v.kind == VerdictKind.NO_WIN:
        return f"No play of yours could have won, even with open hands (from trick {v.since})."
    if v.kind == VerdictKind.BEST and v.defending:
        return f"With open hands you kept the defence's best from trick {v.since} on."
    d = v.decision
    if v.kind == VerdictKind.LOST_WIN and d is not None and d.won is not None \
            and d.options is not None:
        better = ", ".join(_text(c) for (c, _), w in zip(d.options, d.won, strict=True) if w)
        return (f"With open hands the defenders could set the bid at trick {d.trick}; your "
                f"{_text(d.chosen)} let it be made: {better} kept it set.")
    if v.kind == VerdictKind.BEST:
        return f"With open hands you kept the best result from trick {v.since} on."
    assert d is not None and d.options is not None
    better = ", ".join(_text(c) for c, value in d.options if value == d.best)
    what = "lost the win" if v.kind == VerdictKind.LOST_WIN else "gave up points"
    return (f"With open hands your side could get {_signed(d.best)} at trick {d.trick}; "
            f"your {_text(d.chosen)} {what} ({_signed(d.value)}): {better} kept it.")


def _faces_verdict_text(v: Verdict) -> str:
    """The verdict of a deal without sides (B18), in face cards sure against all the
    others."""
    gave = v.decision
    if v.kind != VerdictKind.GAVE_UP or gave is None or gave.options is None:
        return f"With open hands you kept your surest face-card count from trick {v.since} on."
    better = ", ".join(_text(c) for c, value in gave.options if value == gave.best)
    return (f"With open hands you could be sure of {number(gave.best)} face cards at trick "
            f"{gave.trick}; your {_text(gave.chosen)} left {number(gave.value)}: {better} "
            f"kept {number(gave.best)}.")


def _decision_line(d: DecisionReview) -> str:
    head = f"  trick {d.trick:>2} {d.kind:<6} {_text(d.chosen):<8}"
    if d.kind == "bid":  # never solved (B6): the estimate alone
        line = f"{head} not solved with open hands (bids never are)"
    elif d.weighed and d.options is None and d.estimate is not None \
            and d.estimate.choice == d.chosen:
        line = f"{head} the only call the strong player weighs: nothing else to compare"
    elif not d.exact or d.options is None:
        line = f"{head} not solved in the time"
    elif d.faces:  # no sides (B18): face cards sure against all the others
        best = ", ".join(_text(c) for c, value in d.options if value == d.best)
        line = (f"{head} {number(d.value)} face cards sure, the best" if d.value == d.best
                else f"{head} {number(d.value)} face cards sure; {number(d.best)} with {best}")
    elif d.won is not None:  # a defender: the bid set or made (B13)
        setting = [_text(c) for (c, _), won in zip(d.options, d.won, strict=True) if won]
        if d.chosen_wins():
            line = f"{head} the bid set, the best"
        elif setting:
            line = f"{head} the bid made; {', '.join(setting)} set it"
        else:
            line = f"{head} the bid made whatever you play"
    elif d.value == d.best:
        line = f"{head} {_signed(d.value)}, the best"
    else:
        better = ", ".join(_text(c) for c, value in d.options if value == d.best)
        line = f"{head} {_signed(d.value)}; best {_signed(d.best)} with {better}"
    if d.weighed and d.options is not None:
        others = "; ".join(f"{_text(c)} {_signed(v)}" for c, v in d.options if c != d.chosen)
        line += f" (compared only with the others the strong player weighs: {others})"
    if d.estimate is not None:
        line += f" (strong player from your view: {_text(d.estimate.choice)})"
    return line


def _signed(value: float | None) -> str:
    figure = number(value)
    return "?" if figure is None else f"{figure:+}"


def _text(decision: Decision) -> str:
    """A decision as the summary writes it: its record value, a joker lead as JOKER(S)."""
    choice = choice_json(decision)
    if isinstance(choice, dict) and "count" in choice:
        return f"{choice['count']}{choice['suit']}"
    if isinstance(choice, dict):
        return f"JOKER({choice['suit']})"
    if isinstance(choice, list):
        return "+".join(choice)
    if isinstance(choice, bool):
        return "call" if choice else "no call"
    return str(choice)

