"""What a review finds, as values: each decision's options (the engine's ``Decision``s) and
their exact values, each deal's header and decisions. ``to_json`` is the one way out to the
record's JSON shapes (``choice_json``), for ``python -m engine review --json``."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..actions import (
    Bid,
    Decision,
    Discard,
    JurokuCall,
    LeadCall,
    NameAdjutant,
    NameTrump,
    Pass,
    Play,
)
from ..cards import JOKER, SUIT_LETTERS, card_code


@dataclass(frozen=True)
class Estimate:
    """The strong player's choice from P's own view and its expected value (None if unsearched)."""

    choice: Decision
    expected: float | None

    def to_json(self) -> dict[str, Any]:
        return {"choice": choice_json(self.choice), "expected": number(self.expected)}


class Judgement(StrEnum):
    """What the exact values say of one decision (``DecisionReview.judgement``): the one
    judgement the deal's verdict, the review screen's marks and its notes all read."""

    KEPT = "kept"
    """The choice kept the best result open hands allow (a defender: the bid set wherever
    some option sets it)."""
    LOST_WIN = "lost_win"
    """P's side wins the deal after some option, but not after the one chosen."""
    GAVE_UP = "gave_up"
    """The win or the loss unchanged, but fewer points than the best option."""
    NOT_EXACT = "not_exact"
    """Not solved to the end within the budget: no exact judgement."""


@dataclass(frozen=True)
class DecisionReview:
    """One decision of P: where it is, what was chosen, and each option's open-hand value.

    ``action`` is ``(deal index, action index)`` in the record; ``trick`` the
    trick being played (for a jūroku call, the trick just won; 1 for iku/koi
    and trump). ``options`` pairs every legal choice with its exact value for
    P's side, ``value`` is the chosen one's and ``best`` the highest; all three
    are None when ``exact`` is false.
    """

    action: tuple[int, int]
    trick: int
    kind: str
    chosen: Decision
    exact: bool
    options: tuple[tuple[Decision, float], ...] | None
    value: float | None
    best: float | None
    estimate: Estimate | None
    won: tuple[bool, ...] | None = None
    """Per option, whether P's side wins the deal under best play: given only where the
    values cannot say it (a bidding-game defender scores 0 whether the bid is made or set,
    B13); elsewhere a value above 0 is a win."""
    defending: bool = False
    """P defends against a bid (B13): P scores 0 whatever happens, so the values say nothing
    to P and the strong player's ``expected`` is the taisho's loss (known exact or not)."""
    faces: bool = False
    """A deal without sides (B18): the values are the face cards P can be sure of taking if
    every other player played against P (the "paranoid" value); no option wins or loses."""
    weighed: bool = False
    """A call of the bidding game (the lay-down, the naming) compared only among the few the
    strong player weighs (``plan.Spot.weighed``): ``options`` are P's choice first and each
    other the strong player weighs, not every legal one, so "best" is the best of those."""

    @property
    def judgement(self) -> Judgement:
        """The decision judged by its exact values: a lost win first (the only judgement a
        defender's equal values can give), then points given up."""
        if not self.exact or self.options is None or self.value is None or self.best is None:
            return Judgement.NOT_EXACT
        if any(self.wins() or ()) and not self.chosen_wins():
            return Judgement.LOST_WIN
        if self.value < self.best:
            return Judgement.GAVE_UP
        return Judgement.KEPT

    @property
    def kept_best(self) -> bool:
        """Whether the choice kept the best result open hands allow (``Judgement.KEPT``;
        False when not exact)."""
        return self.judgement is Judgement.KEPT

    def best_choices(self) -> list[Decision]:
        """The choices that keep the best result (empty when not exact): for a defender who
        can set the bid, those that set it; else those of the best value."""
        if self.judgement is Judgement.NOT_EXACT or self.options is None:
            return []
        wins = self.wins()
        if self.won is not None and wins is not None and any(wins):
            return [c for (c, _), w in zip(self.options, wins, strict=True) if w]
        return [choice for choice, value in self.options if value == self.best]

    def chosen_wins(self) -> bool:
        """Whether P's side wins the deal after the option chosen, under best play (False
        when not exact)."""
        wins = self.wins()
        if wins is None or self.options is None:
            return False
        return any(w for (c, _), w in zip(self.options, wins, strict=True) if c == self.chosen)

    def wins(self) -> tuple[bool, ...] | None:
        """Per option, whether P's side wins the deal after it (None when not exact)."""
        if self.options is None:
            return None
        if self.faces:
            return tuple(False for _ in self.options)
        return self.won if self.won is not None else tuple(v > 0 for _, v in self.options)

    def to_json(self) -> dict[str, Any]:
        options = None
        if self.options is not None:
            options = [{"choice": choice_json(choice), "value": number(value)}
                       for choice, value in self.options]
            if self.won is not None:
                for option, won in zip(options, self.won, strict=True):
                    option["won"] = won
        return {
            "action": list(self.action), "trick": self.trick, "kind": self.kind,
            "chosen": choice_json(self.chosen), "exact": self.exact, "options": options,
            "value": number(self.value), "best": number(self.best),
            "estimate": None if self.estimate is None else self.estimate.to_json(),
            **({"weighed": True} if self.weighed else {}),
        }


@dataclass(frozen=True)
class DealReview:
    """A deal of the record: its round and deal number (R7), its result (None if unfinished),
    P's decisions reviewed and whether P's side won it (``DealResult.won_by``; None if
    unfinished). The JSON has the result only."""

    round: int
    deal: int
    result: str | None
    decisions: tuple[DecisionReview, ...] = ()
    won: bool | None = None

    def to_json(self) -> dict[str, Any]:
        return {"round": self.round, "deal": self.deal, "result": self.result,
                "decisions": [d.to_json() for d in self.decisions]}


def number(value: float | None) -> float | int | None:
    """Whole numbers as ints, as R29 writes them."""
    if value is None:
        return None
    return int(value) if float(value).is_integer() else round(value, 3)


def choice_json(decision: Decision) -> object:
    """A decision as the record writes its value: a card code, ``{"card": "JOKER", "suit":
    "S"}`` for a joker lead naming a suit, ``true``/``false`` (jūroku), ``"iku"``/``"koi"``,
    a suit letter (the trump) or the card named (the adjutant); a bid as the record writes it
    (``{"count": 11, "suit": "H"}`` or ``"pass"``) and the cards laid down as a list of codes."""
    if isinstance(decision, Play):
        if decision.card == JOKER and decision.suit is not None:
            return {"card": "JOKER", "suit": SUIT_LETTERS[decision.suit]}
        return card_code(decision.card)
    if isinstance(decision, JurokuCall):
        return decision.call
    if isinstance(decision, LeadCall):
        return "iku" if decision.iku else "koi"
    if isinstance(decision, NameTrump):
        return SUIT_LETTERS[decision.suit]
    if isinstance(decision, NameAdjutant):
        return card_code(decision.card)
    if isinstance(decision, Bid):
        return {"count": decision.count, "suit": SUIT_LETTERS[decision.suit]}
    if isinstance(decision, Pass):
        return "pass"
    if isinstance(decision, Discard):
        return [card_code(card) for card in decision.cards]
    raise TypeError(f"not reviewed: {decision!r}")
