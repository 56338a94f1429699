"""Teaching moments: a short note the first time a situation arises in a match.

The first cut, a joker tried in trick 1, the joker forced in trick 9
(odori-ban), the first seat swap, nijū-kan, sukonku, a jūroku call offered,
kime-yaku: each is explained once, ever (``Settings.tips_seen`` remembers
them across restarts). A tip about something that happened comes right after
the table has shown it, in a toast at the head of the table; the table holds
still until its OK (or a while), so the rest of the trick is then shown, not
skipped. The note never covers what it explains: one the table holds still for lies over the
hand (the trick, the cards shown and the seats stay in view; the hand waits anyway), one
shown while the player may move lies at the very top, over the plaque, clear of the trick
and of the hand. A tip about a decision asked in a dialog is written in that dialog;
the sukonku tip is on the deal's result. Off when the player turns
``Settings.teaching_tips`` off (``TableOptions.teaching_tips``).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from engine.cards import JOKER, SUIT_OF, Suit
from engine.errors import IllegalAction
from engine.events import (
    CardPlayed,
    CardsShown,
    DealEnded,
    DealResult,
    SeatsSwapped,
)
from engine.match import Phase
from engine.observe import SeatView
from engine.scoring import Outcome
from goninkan_desktop.i18n import t
from goninkan_desktop.play.controller import HumanRequest, TableEvent
from goninkan_desktop.table.options import TableOptions
from goninkan_desktop.table.stage import DialogHost, note_box
from goninkan_desktop.table.view import TableView
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.dialog import SCREEN_MARGIN
from goninkan_desktop.ui.nodes.panel import Panel, Paragraph
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import theme
from goninkan_desktop.ui.tween import Animation, Call

TOAST_SECONDS = 12.0
TOAST_WIDTH = 600.0
TOAST_TOP = (640.0, 6.0)
"""Where a note shown while play goes on hangs from: the top edge, over the plaque and the top
seats' panels, clear of the trick's top cards (from y 160) and of the hand."""
TOAST_BOTTOM = (640.0, 712.0)
"""Where a note the table holds still for stands: the bottom edge, over the hand (which
waits), clear of the trick, the seats and the cards a kime-yaku shows."""
HINT_ROOM = 90.0
"""Room a tip moved into a dialog leaves below it: a two-line hint's."""
MOMENTS = ("first_cut", "joker_trick1", "odori_ban", "seat_swap", "nijukan", "sukonku",
           "juroku_offer", "kime_yaku")


class Toast(Panel):
    """A note that fades in at an edge of the table and closes itself; OK closes it at once.
    A click on it never reaches what lies under it."""

    def __init__(self) -> None:
        super().__init__(TOAST_TOP, (TOAST_WIDTH, 120.0), fill=theme.DIALOG,
                         border=(*theme.GOLD_DEEP, 255), border_width=3, radius=16,
                         anchor=(0.5, 0.0), z=85)
        self.title = self.add(TextNode(t("guide.teach.title"), (18.0, 12.0),
                                       size=theme.fs(theme.SIZE_SMALL),
                                       colour=theme.GOLD_DEEP))
        self.text = self.add(Paragraph("", (18.0, 40.0), TOAST_WIDTH - 150.0,
                                       size=theme.SIZE_SMALL, colour=theme.TEXT_DARK))
        self.ok = self.add(Button(t("guide.teach.dismiss"), (TOAST_WIDTH - 112.0, 0.0),
                                  (94.0, 44.0), on_click=self.close,
                                  font_size=theme.fs(theme.SIZE_SMALL)))
        self.left = 0.0
        self.kind = ""
        self.holding = False  # the table waits for this note: Enter or Space closes it
        self.visible = False

    def open(self, kind: str, text: str, *, holding: bool = False) -> None:
        """Show ``text`` for ``TOAST_SECONDS`` (``holding``: while the table holds still)."""
        self.kind = kind
        self.holding = holding
        self.title.text = t("guide.teach.title")
        self.text.text = text
        height = max(100.0, 40.0 + self.text.size[1] + 16.0)
        self.size = (TOAST_WIDTH, height)
        self.pos = (TOAST_BOTTOM[0], TOAST_BOTTOM[1] - height) if holding else TOAST_TOP
        self.ok.pos = (TOAST_WIDTH - 112.0, (height - 44.0) / 2)
        self.left = TOAST_SECONDS
        self.visible = True

    def close(self) -> None:
        """Hide the note."""
        self.visible = False
        self.holding = False
        self.left = 0.0

    def on_event(self, event: pygame.event.Event) -> bool:
        """Enter or Space closes a note the table waits for, as OK does (a note shown while
        play goes on leaves the keys to the table)."""
        if self.visible and self.holding and event.type == pygame.KEYDOWN \
                and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.close()
            return True
        if self.visible and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and self.contains(event.pos):
            return True  # its OK button took what was for it: the rest is the note's
        return super().on_event(event)

    UNDRAWN = frozenset({"left"})  # a timer: closing is drawn

    def on_update(self, dt: float) -> None:
        if self.visible:
            self.left -= dt
            if self.left <= 0.0:
                self.close()


class Reading(Animation):
    """A tip read while the table holds still: it opens the toast and lasts until the toast
    closes (OK, or by itself); jumping to the end closes it."""

    def __init__(self, toast: Toast, kind: str, text: str) -> None:
        super().__init__()
        self.toast = toast
        self.kind = kind
        self.text = text
        self._opened = False

    def update(self, dt: float) -> float:
        if self._done:
            return dt
        if not self._opened:
            self._opened = True
            self.toast.open(self.kind, self.text, holding=True)
        if self.toast.visible and self.toast.kind == self.kind:
            return 0.0
        self._mark_done()
        return dt

    def finish(self) -> None:
        if not self._done:
            if self._opened and self.toast.kind == self.kind:
                self.toast.close()
            self._mark_done()


class Teacher:
    """Watches a match's events and the human's requests; explains each moment once."""

    def __init__(self, host: DialogHost, view: TableView, root: Node,
                 options: TableOptions) -> None:
        self.host = host
        self.view = view
        self.options = options
        self.enabled = options.teaching_tips
        self.seen: set[str] = set(options.tips_seen)
        self.on_seen: Callable[[str], object] | None = options.on_tip_seen
        self.toast = root.add(Toast())

    def after(self, event: TableEvent, view: SeatView) -> Animation | None:
        """The table has just shown ``event``: the tip it calls for, holding the table still
        while it is read (None: no tip; the sukonku tip waits for the deal's result)."""
        if not self.enabled:
            return None
        kind = self._moment_of(event, view)
        if kind is None or kind == "sukonku":
            return None
        return self.tip(kind, name=self._cutter_name(event))

    def tip(self, kind: str, **params: str) -> Animation | None:
        """The step showing the tip for ``kind`` if due: written in the open dialog, if any,
        else a toast the table waits for (not at instant speed nor in autoplay)."""
        text = self._take(kind, **params)
        if text is None:
            return None
        dialog = note_box(self.host)
        if dialog is not None:
            return Call(lambda: dialog.add_note(t("guide.teach.note",
                                                  title=t("guide.teach.title"), text=text)))
        if self.options.auto_close is not None or self.view.motion.instant:
            return Call(lambda: self.toast.open(kind, text))
        return Reading(self.toast, kind, text)

    def result_tip(self, result: DealResult, human: int) -> str | None:
        """The tip a deal's result shows (a first sukonku or reverse sukonku), if due: worded
        for ``human``'s side, the one that made it or the one shut out."""
        if result.result not in (Outcome.SUKONKU, Outcome.REVERSE_SUKONKU):
            return None
        reverse = result.result is Outcome.REVERSE_SUKONKU
        human_won = (human in result.kankei) != reverse
        key = ("reverse_sukonku" if reverse else "sukonku") + ("" if human_won else "_against")
        return self._take("sukonku", key=key)

    def _moment_of(self, event: TableEvent, view: SeatView) -> str | None:
        match event:
            case CardPlayed(card=card, led_suit=led):
                return self._played(card, led, view)
            case SeatsSwapped():
                return "seat_swap"
            case CardsShown():
                return "kime_yaku"
            case DealEnded(result=result) if result.result in (Outcome.SUKONKU,
                                                             Outcome.REVERSE_SUKONKU):
                return "sukonku"
        return None

    @staticmethod
    def _played(card: int, led: Suit | None, view: SeatView) -> str | None:
        """A trump played on another led suit (the engine's, R16) is the first cut."""
        trump = view.trump
        if card != JOKER and trump is not None and SUIT_OF[card] == trump and led != trump:
            return "first_cut"
        return None

    def _cutter_name(self, event: TableEvent) -> str:
        return self.view.label_name(event.player) if isinstance(event, CardPlayed) else ""

    def asked(self, request: HumanRequest) -> None:
        """The human must decide: the joker forced in trick 9, or a jūroku call offered
        (written in the jūroku dialog itself: nothing is drawn over a dialog). A note shown
        while play went on (instant speed) and still up moves into the dialog now opened,
        instead of lying hidden under it; where the dialog has no room left on screen for it
        (the nijū-kan board and the kime-yaku dialog, which explain that moment themselves), it
        closes."""
        legal = request.legal
        dialog = note_box(self.host)
        if dialog is not None and self.toast.visible and not self.toast.holding:
            # a note still up as the dialog opens would lie hidden under it: moved into it
            # where it has room (the nijū-kan and kime-yaku dialogs say all it would)
            note = t("guide.teach.note", title=t("guide.teach.title"), text=self.toast.text.text)
            if self._room_below(dialog) >= dialog.note_height(note) + HINT_ROOM:
                dialog.add_note(note)
            self.toast.close()
        if request.phase is Phase.JUROKU and dialog is not None:
            text = self._take("juroku_offer")
            if text is not None:
                dialog.add_note(t("guide.teach.note", title=t("guide.teach.title"),
                                  text=text))
        elif request.phase is Phase.PLAY and request.view.trick_no == 9 and len(legal) == 1 \
                and getattr(legal[0], "card", None) == JOKER:
            self.teach("odori_ban")

    def _room_below(self, dialog: Node) -> float:
        """How far ``dialog`` may grow down: to the prompt above the hand, if shown, else to
        the window's foot."""
        prompt = self.view.prompt
        limit = prompt.world_rect.top if prompt.visible else float(layout.HEIGHT)
        return limit - SCREEN_MARGIN - dialog.world_rect.bottom

    def refused(self, error: IllegalAction) -> None:
        """A refused move: the joker tried in trick 1 gets its note."""
        if error.reason == "joker_forbidden":
            self.teach("joker_trick1")

    def teach(self, kind: str, **params: str) -> bool:
        """Show the note for ``kind`` now, unless turned off or already shown."""
        text = self._take(kind, **params)
        if text is not None:
            self.toast.open(kind, text)
        return text is not None

    def _take(self, kind: str, key: str | None = None, **params: str) -> str | None:
        """The tip for ``kind`` (in the words of ``guide.teach.<key>``, by default ``kind``),
        marked as seen for good; None when off or seen before."""
        if not self.enabled or kind in self.seen:
            return None
        self.seen.add(kind)
        if self.on_seen is not None:
            self.on_seen(kind)
        return t(f"guide.teach.{key or kind}", **params)


__all__ = ["MOMENTS", "Reading", "Teacher", "Toast"]
