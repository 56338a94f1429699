"""Playing a lesson on the real engine: ``LessonRunner``.

The runner owns the lesson's ``engine.Match``; the table draws it as the
learner sees it (``observe(runner.match, LEARNER)``) and follows the steps:

- a message or the result (``runner.text``, ``runner.highlight``): show
  ``t(runner.text)`` in the guide box with a "Next" button, then ``advance()``;
- a scripted action (``runner.automatic``): after a short pause, ``advance()``
  plays it and returns the engine's events, to animate like any CPU move;
- the learner's move (``runner.waiting_for_learner``): show the prompt, let the
  learner act in the phase due (``runner.match.phase``), and pass the decision
  to ``try_move``. Accepted: animate ``outcome.events``. Refused: show
  ``t(outcome.explanation)`` and wait again; nothing changed. ``hint()`` and
  ``hint_targets()`` give the intended move;
- a question (``runner.guessing``): offer the other players' names and pass the
  chosen one to ``try_guess``; the right one goes on, any other is explained.

When ``finished`` turns true the lesson is done (the progress store records it).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine import (
    Bid,
    Decision,
    Discard,
    IllegalAction,
    JurokuCall,
    LeadCall,
    Match,
    NameAdjutant,
    NameTrump,
    NijukanPick,
    Pass,
    Play,
    Show,
    card_code,
)
from engine.events import Event
from engine.record import record_from_json, replay

from .lesson import Guess, Lesson, Move, Result, Say, Scripted, Step, move_code

REASON_KEYS: Mapping[str, str] = {
    reason: f"tutorial.why.{reason}"
    for reason in ("must_follow", "joker_forbidden", "joker_forced", "name_suit",
                   "not_in_hand", "not_your_turn", "not_due", "lead_by_mukankei",
                   "bad_nijukan_key", "bad_nijukan_card", "show_count", "show_not_in_hand",
                   "bid_too_low", "discard_three")
}
"""The default explanation of each reason the engine gives for an illegal action."""

RULE_REASON_KEYS: Mapping[tuple[str, str], str] = {
    ("B9", "must_follow"): "tutorial.why.bid_must_follow",
}
"""Where one reason means another thing in the bidding game (docs/rules.md section 11): following
suit there knows no dancing joker, and the joker and the ura-jack follow trump (B5, B9)."""

GENERIC_ILLEGAL = "tutorial.why.illegal"
"""The explanation of an illegal move whose reason has no text of its own."""


class LessonError(RuntimeError):
    """The table asked for something the current step does not allow."""


@dataclass(frozen=True)
class Outcome:
    """What became of the learner's try.

    ``accepted``: the move was played (``events`` are what followed). Else
    ``explanation`` is the i18n key of why not; ``rule`` and ``reason`` are the
    engine's when the rules forbid the move (``None`` for a legal move that is
    not the lesson's), and ``params`` the engine's details (``{"suit": "H"}``).
    """

    accepted: bool
    explanation: str | None = None
    rule: str | None = None
    reason: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)
    events: tuple[Event, ...] = ()

    @property
    def legal(self) -> bool:
        """Whether the rules allow the move (accepted or not)."""
        return self.rule is None


class LessonRunner:
    """Drives one lesson, step by step, on a real match."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.match: Match = start_match(lesson)
        self.index = 0
        self.mistakes = 0
        """Wrong tries at the current move (the table may offer the hint after some)."""

    # ---- where the lesson is ---------------------------------------------------

    @property
    def current_step(self) -> Step | None:
        """The step waiting now, or ``None`` once the lesson is finished."""
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def finished(self) -> bool:
        """Whether every step has been done."""
        return self.index >= len(self.lesson.steps)

    @property
    def progress(self) -> tuple[int, int]:
        """(steps done, steps in all): for a progress bar within the lesson."""
        return self.index, len(self.lesson.steps)

    @property
    def waiting_for_learner(self) -> bool:
        """Whether the current step is the learner's move (call ``try_move``)."""
        return isinstance(self.current_step, Move)

    @property
    def guessing(self) -> bool:
        """Whether the current step asks the learner who someone is (call ``try_guess``)."""
        return isinstance(self.current_step, Guess)

    @property
    def automatic(self) -> bool:
        """Whether the current step is a scripted action (call ``advance`` after a pause)."""
        return isinstance(self.current_step, Scripted)

    @property
    def text(self) -> str | None:
        """The i18n key the guide shows now: a message, a result or a move's prompt."""
        step = self.current_step
        if isinstance(step, Say | Result):
            return step.text
        if isinstance(step, Move | Guess):
            return step.prompt
        return None

    @property
    def highlight(self) -> tuple[str, ...]:
        """The highlight targets of the current step (see ``lesson.HIGHLIGHTS``)."""
        step = self.current_step
        return step.highlight if isinstance(step, Say | Result | Move | Guess) else ()

    # ---- going on --------------------------------------------------------------

    def advance(self) -> list[Event]:
        """Go past a message or result, or play a scripted action and return its events."""
        step = self.current_step
        if step is None:
            raise LessonError("the lesson is finished")
        if isinstance(step, Move):
            raise LessonError("the learner's move is due: call try_move")
        if isinstance(step, Guess):
            raise LessonError("the learner's answer is due: call try_guess")
        events: list[Event] = []
        if isinstance(step, Scripted):
            events = self.match.apply(step.action)
        self._next()
        return events

    def try_move(self, decision: Decision) -> Outcome:
        """The learner's try at the current move: played if right, else explained."""
        step = self.current_step
        if not isinstance(step, Move):
            raise LessonError("no move of the learner is due now")
        error = self.match.check(decision)
        matched = _matching(step, decision)
        if error is None and matched is not None:
            events = self.match.apply(matched)
            self._next()
            return Outcome(True, events=tuple(events))
        self.mistakes += 1
        if isinstance(error, IllegalAction):
            return Outcome(False, _why_illegal(step, decision, error), error.rule, error.reason,
                           dict(error.params))
        return Outcome(False, _why_wrong(step, decision))

    def try_guess(self, player: int) -> Outcome:
        """The learner's answer to the current question: on if right, else explained."""
        step = self.current_step
        if not isinstance(step, Guess):
            raise LessonError("no question is asked now")
        if player == step.answer:
            self._next()
            return Outcome(True)
        self.mistakes += 1
        return Outcome(False, step.by_player.get(player, step.wrong))

    def hint(self) -> Decision | None:
        """The intended move when the learner's move is due, else ``None``."""
        step = self.current_step
        return step.expected[0] if isinstance(step, Move) else None

    def hint_targets(self) -> tuple[str, ...]:
        """Highlight targets pointing at the intended move or answer (empty when none is due)."""
        step = self.current_step
        if isinstance(step, Guess):
            return (f"seat:{step.answer}",)
        return _targets_of(self.hint())

    def _next(self) -> None:
        self.index += 1
        self.mistakes = 0


def start_match(lesson: Lesson) -> Match:
    """The match at the lesson's start: its prelude replayed through the engine."""
    done = replay(record_from_json(lesson.start_record()))
    if done.error is not None:
        raise LessonError(f"lesson {lesson.id}: prelude action {done.error_at} is illegal: "
                          f"{done.error.message}")
    return done.match


def _targets_of(decision: Decision | None) -> tuple[str, ...]:
    """Where on the table a decision is made, in the highlight vocabulary."""
    match decision:
        case Play(card=card, suit=suit):
            card_target = f"card:{card_code(card)}"
            return (card_target,) if suit is None else (card_target, "suit_picker")
        case LeadCall():
            return ("iku_koi",)
        case NameTrump():
            return ("trump_picker",)
        case JurokuCall():
            return ("juroku",)
        case NijukanPick():
            return ("nijukan",)
        case Show(cards=cards) | Discard(cards=cards):
            return tuple(f"card:{card_code(card)}" for card in cards)
        case Bid():
            return (move_code(decision),)
        case Pass():
            return ("bid_picker",)
        case NameAdjutant(card=card):
            return (f"card:{card_code(card)}",)
    return ()


def _matching(step: Move, decision: Decision) -> Decision | None:
    """The expected decision ``decision`` makes, if any: the same move, however spelt (three
    cards laid down in any order are one move)."""
    code = move_code(decision)
    return next((expected for expected in step.expected
                 if expected.player == decision.player and move_code(expected) == code), None)


def _specific(step: Move, decision: Decision) -> str | None:
    """The explanation written for this very move, if any: a joker lead also by its card, three
    cards laid down also by each of them (``"discard:5S"``: any three with the 5♠; the
    lesson's first such entry that applies)."""
    code = move_code(decision)
    if code in step.by_move:
        return step.by_move[code]
    if isinstance(decision, Play) and "/" in code:
        return step.by_move.get(code.partition("/")[0])
    if isinstance(decision, Discard):  # the first of the lesson's entries that applies
        laid = {f"discard:{card_code(card)}" for card in decision.cards}
        return next((text for key, text in step.by_move.items() if key in laid), None)
    return None


def _why_illegal(step: Move, decision: Decision, error: IllegalAction) -> str:
    return (_specific(step, decision) or step.illegal.get(error.reason)
            or RULE_REASON_KEYS.get((error.rule, error.reason))
            or REASON_KEYS.get(error.reason) or GENERIC_ILLEGAL)


def _why_wrong(step: Move, decision: Decision) -> str:
    return _specific(step, decision) or step.wrong


__all__ = ["GENERIC_ILLEGAL", "REASON_KEYS", "RULE_REASON_KEYS", "LessonError", "LessonRunner",
           "Outcome", "start_match"]
