"""A dialog over whatever screen is below: a message to acknowledge, or a question to answer.

Keyboard: ←/→/Tab move between the buttons, Enter or Space presses one, Esc
picks the cancelling answer (the last button).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

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
                 *, width: float = 760.0, focus: int = 0) -> None:
        super().__init__()
        self.text = text
        self.root.add(Scrim((float(layout.WIDTH), float(layout.HEIGHT))))
        dialog = Dialog(title, width)
        dialog.paragraph(text)
        choices = [Choice(label, self._answer(action), primary=index == 0,
                          width=max(220.0, min(340.0, 60.0 + 18.0 * len(label))))
                   for index, (label, action) in enumerate(answers)]
        dialog.buttons_row(choices)
        dialog.focus_button(focus)
        dialog.on_cancel = choices[-1].action
        self.dialog = self.root.add(dialog.finish((layout.WIDTH / 2, layout.HEIGHT / 2)))

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
