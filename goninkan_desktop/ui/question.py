"""A dialog over whatever screen is below: a message to acknowledge, or a question to answer.

Keyboard: ←/→/Tab move between the buttons, Enter or Space presses one, Esc
picks the cancelling answer (the last button).

A dialog that says it will close (``closes_in``) does so by itself: its
cancelling answer counts the seconds down on its button, then is given.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from math import ceil

from goninkan_desktop.i18n import t
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.app import Scene
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.dialog import Choice, Dialog
from goninkan_desktop.ui.nodes.panel import Scrim


class QuestionScene(Scene):
    """A modal dialog; each answer closes it, then runs its action.

    The first answer is drawn as the main one; ``focus`` is the answer Enter
    gives (for a question that loses something, the safe answer).
    """

    opaque = False

    def __init__(self, title: str, text: str, answers: Sequence[tuple[str, Callable[[], object]]],
                 *, width: float = 760.0, focus: int = 0, closes_in: float | None = None,
                 countdown: Callable[[str, int], str] | None = None) -> None:
        """``closes_in``: seconds before the last answer is given by itself, its button
        labelled ``countdown(label, seconds left)`` meanwhile."""
        super().__init__()
        self.left = closes_in
        self._countdown = countdown
        self._label = answers[-1][0]
        self.text = text
        self.root.add(Scrim((float(layout.WIDTH), float(layout.HEIGHT))))
        dialog = Dialog(title, width)
        dialog.paragraph(text)
        shown = [label for label, _ in answers]
        if closes_in is not None and countdown is not None:  # sized for the longest label
            shown[-1] = countdown(shown[-1], ceil(closes_in))
        choices = [Choice(label, self._answer(action), primary=index == 0,
                          width=max(220.0, min(340.0, 60.0 + 18.0 * len(label))))
                   for index, (label, (_, action)) in enumerate(zip(shown, answers, strict=True))]
        dialog.buttons_row(choices)
        dialog.focus_button(focus)
        dialog.on_cancel = choices[-1].action
        self.dialog = self.root.add(dialog.finish((layout.WIDTH / 2, layout.HEIGHT / 2)))
        self._cancel = choices[-1].action
        self._show_countdown()

    def _show_countdown(self) -> None:
        if self.left is not None and self._countdown is not None:
            self.buttons[-1].label = self._countdown(self._label, max(1, ceil(self.left)))

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.left is None:
            return
        self.left -= dt
        if self.left <= 0.0:
            self.left = None
            self._cancel()
        else:
            self._show_countdown()

    def wake_in(self) -> float | None:
        """The next second of the countdown (the loop sleeps until then)."""
        if self.left is None:
            return None
        return max(0.0, self.left - (ceil(self.left) - 1))

    def _answer(self, action: Callable[[], object]) -> Callable[[], None]:
        def answer() -> None:
            if self.app is not None:
                self.app.pop(self)
            action()

        return answer

    @property
    def buttons(self) -> list[Button]:
        """The answer buttons, in order."""
        return self.dialog.buttons


def message_scene(text: str, on_close: Callable[[], object] = lambda: None) -> QuestionScene:
    """A message the player acknowledges with OK."""
    return QuestionScene(t("menus.problem_title"), text, [(t("menus.ok"), on_close)])
