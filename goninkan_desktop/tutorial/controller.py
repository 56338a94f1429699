"""A lesson on the table: the ``TableController`` of a tutorial, fed by a ``LessonRunner``.

The table scene cannot tell it from a match against CPU players: it asks the
learner through the same requests and animates the same engine events. The
difference is who moves the match on. Instead of dealing and letting CPU
players think, this controller plays the lesson's scripted actions (after the
same calm pause a CPU move gets) and stops at the guide's messages until the
guide box calls ``advance``. The learner's decision goes to
``LessonRunner.try_move``: a wrong one changes nothing, is reported to
``on_refused`` with its explanation, and the same request stays open.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.actions import Deal, Decision
from engine.errors import IllegalAction
from goninkan_desktop.play.controller import TableController
from goninkan_desktop.profile.choices import HUMAN
from goninkan_desktop.tutorial import Guess, LessonRunner, Move, Outcome, Say, Scripted

REFUSED = "lesson_refused"
"""The ``IllegalAction.reason`` of a move the lesson refused (its explanation is in the guide)."""


class LessonController(TableController):
    """Plays one lesson; ``on_step`` is told whenever the runner moves to another step."""

    def __init__(self, runner: LessonRunner) -> None:
        super().__init__(runner.match, f"lesson:{runner.lesson.id}")
        self.runner = runner
        self.on_step: Callable[[], None] | None = None
        self.on_refused: Callable[[Outcome], None] | None = None
        self._paused = 0.0

    # -- the loop ------------------------------------------------------------------------------

    def step(self, dt: float) -> None:
        """Play the next scripted action or ask for the learner's move."""
        runner = self.runner
        if runner.automatic:
            self._play_scripted(dt)
        elif runner.waiting_for_learner and self.request is None:
            self.ask_human()

    def _play_scripted(self, dt: float) -> None:
        step = self.runner.current_step
        assert isinstance(step, Scripted)
        action = step.action
        if self._paused == 0.0 and self.listener is not None and not isinstance(action, Deal):
            self.listener.thinking(action.player)
        self._paused += dt
        if self._paused < self.think_time:
            return
        self._paused = 0.0
        if self.listener is not None:
            self.listener.thinking(None)
        self.applied(self.runner.advance(), action)
        self._stepped()

    def advance(self) -> bool:
        """Go past the guide's message (the guide box's "Next"); False if none is shown now."""
        if not isinstance(self.runner.current_step, Say) or self.busy_screen():
            return False
        self.runner.advance()
        self._stepped()
        return True

    def answer(self, player: int) -> Outcome | None:
        """The learner's answer to the guide's question (who is it?): on if right, else
        explained through ``on_refused``; None if no question is asked now."""
        if not isinstance(self.runner.current_step, Guess) or self.busy_screen():
            return None
        outcome = self.runner.try_guess(player)
        if outcome.accepted:
            self._stepped()
        elif self.on_refused is not None:
            self.on_refused(outcome)
        return outcome

    def busy_screen(self) -> bool:
        """Whether the table is still showing what happened."""
        return self.listener is not None and self.listener.busy

    def actor(self) -> int | None:
        """Who acts in the current step (the learner at a move, the scripted player, or no one)."""
        step = self.runner.current_step
        if isinstance(step, Move):
            return HUMAN
        if isinstance(step, Scripted) and not isinstance(step.action, Deal):
            return step.action.player
        return None

    def _stepped(self) -> None:
        if self.on_step is not None:
            self.on_step()

    # -- the learner -------------------------------------------------------------------------

    def submit(self, decision: Decision) -> IllegalAction | None:
        """The learner's try: played if it is the lesson's move, else explained and refused."""
        if self.request is None:
            return self.not_now()
        outcome = self.runner.try_move(decision)
        if not outcome.accepted:
            if self.on_refused is not None:
                self.on_refused(outcome)
            # no message: the table's prompt steps aside, the guide box explains
            return IllegalAction(outcome.rule or "", "", REFUSED)
        self.applied(outcome.events, decision)
        self._stepped()
        return None


__all__ = ["REFUSED", "LessonController"]
