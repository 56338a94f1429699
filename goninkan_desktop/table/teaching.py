"""Teaching moments: a short note the first time a situation arises in a match.

The first cut, a joker tried in trick 1, the joker forced in trick 9
(odori-ban), the first seat swap, nijū-kan, sukonku, a jūroku call offered,
kime-yaku: each is explained once, ever (``Settings.tips_seen`` remembers
them across restarts). A tip about something that happened comes right after
the table has shown it; a tip about a move the player is making comes as the move is asked or
refused. Either way it is a note in the middle of the felt while nothing lies there (else at the
foot of the table, over the hand), and the table (and the hand) wait for its OK, Enter or
Space, at every speed: it never covers the trick, the seats or the plaque, nothing goes on
unseen under it, and no dialog opens over it. A tip about a
decision asked in a dialog is written in that dialog; the sukonku tip is on the deal's result.
A tip counts as seen once the player has had it in front of them: closed by the player, or
written where they answer; one closed unread (the table left under it) comes again later. Off
when the player turns ``Settings.teaching_tips`` off (``TableOptions.teaching_tips``).
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
from goninkan_desktop.ui.nodes.base import Node, Point
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.panel import Panel, Paragraph
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import theme
from goninkan_desktop.ui.tween import Animation, Call

TOAST_WIDTH = 600.0
TOAST_FOOT = (640.0, 712.0)
"""Where a tip stands when the middle of the felt has no room for it: the bottom edge, over the
hand (which waits for it), clear of the trick, the seats, the plaque and the cards a kime-yaku
shows."""
TOAST_MIDDLE = (640.0, 305.0)
"""Where a tip stands while the middle of the felt is free (no card of a trick, no pile, no yama
nor prompt under it): its centre, clear of the hand, whose cards the player then sees whole."""
TOAST_GAP = 8.0
"""The least room between a tip in the middle of the felt and what lies beside it."""
AUTO_SECONDS = 2.5
"""How long a tip stays in autoplay (at normal speed), where nobody closes it."""
MOMENTS = ("first_cut", "joker_trick1", "odori_ban", "seat_swap", "nijukan", "sukonku",
           "juroku_offer", "kime_yaku")

Closed = Callable[[bool], None]
"""Told when a tip closes: whether the player had it in front of them (closed it, or it stayed
its time in autoplay), not taken away unread."""
Hold = Callable[[Callable[[Callable[[], None]], None], Callable[[], None] | None], None]
"""The presenter's ``open_modal``: opens something and holds every later step until it is done,
then runs the second argument."""


class Toast(Panel):
    """A note at the foot of the table that the table waits for: OK, Enter or Space closes it.
    A click on it, or on a card of the hand under or beside it, never reaches the card."""

    def __init__(self, covers: Callable[[Point], bool] = lambda _: False) -> None:
        super().__init__(TOAST_FOOT, (TOAST_WIDTH, 120.0), fill=theme.DIALOG,
                         border=(*theme.GOLD_DEEP, 255), border_width=3, radius=16,
                         anchor=(0.5, 1.0), z=85)
        self.title = self.add(TextNode(t("guide.teach.title"), (18.0, 12.0),
                                       size=theme.fs(theme.SIZE_SMALL),
                                       colour=theme.GOLD_DEEP))
        self.text = self.add(Paragraph("", (18.0, 40.0), TOAST_WIDTH - 150.0,
                                       size=theme.SIZE_SMALL, colour=theme.TEXT_DARK))
        self.ok = self.add(Button(t("guide.teach.dismiss"), (TOAST_WIDTH - 112.0, 0.0),
                                  (94.0, 44.0), on_click=self.close,
                                  font_size=theme.fs(theme.SIZE_SMALL)))
        self.covers = covers
        """Whether a point is on what waits under the note (the hand's cards)."""
        self.left: float | None = None
        self.kind = ""
        self.on_closed: Closed | None = None
        self.visible = False

    @property
    def holding(self) -> bool:
        """The table waits for this note (every tip shown does)."""
        return self.visible

    def open(self, kind: str, text: str, *, seconds: float | None = None,
             on_closed: Closed | None = None) -> None:
        """Show ``text`` until the player closes it (``seconds``: or until then, autoplay);
        ``on_closed`` is told when it closes."""
        self.kind = kind
        self.on_closed = on_closed
        self.title.text = t("guide.teach.title")
        self.text.text = text
        height = max(100.0, 40.0 + self.text.size[1] + 16.0)
        self.size = (TOAST_WIDTH, height)
        self.ok.pos = (TOAST_WIDTH - 112.0, (height - 44.0) / 2)
        self.left = seconds
        self.visible = True

    def close(self, *, read: bool = True) -> None:
        """Hide the note (``read``: the player had it in front of them)."""
        was_open, told = self.visible, self.on_closed
        self.visible = False
        self.left = None
        self.on_closed = None
        if was_open and told is not None:
            told(read)

    def on_event(self, event: pygame.event.Event) -> bool:
        """Enter or Space closes the note, as OK does; a click on it or on a card waiting
        under it goes no further."""
        if not self.visible:
            return False
        if event.type == pygame.KEYDOWN \
                and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.close()
            return True
        if super().on_event(event):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
            and (self.contains(event.pos) or self.covers(event.pos))

    UNDRAWN = frozenset({"left"})  # a timer: closing is drawn

    def on_update(self, dt: float) -> None:
        if self.visible and self.left is not None:
            self.left -= dt
            if self.left <= 0.0:
                self.close()


class Teacher:
    """Watches a match's events and the human's requests; explains each moment once."""

    def __init__(self, host: DialogHost, view: TableView, root: Node,
                 options: TableOptions) -> None:
        self.host = host
        self.view = view
        self.options = options
        self.enabled = options.teaching_tips
        self.seen: set[str] = set(options.tips_seen)
        """The tips seen before or on show now (one closed unread leaves it again)."""
        self.on_seen: Callable[[str], object] | None = options.on_tip_seen
        self.toast = root.add(Toast(lambda pos: view.hand.card_at(pos) is not None))
        self.hold: Hold | None = None
        """The presenter's way to hold its later steps while a tip is read (set by the
        scene; None: a tip shown from a step just opens)."""

    def after(self, event: TableEvent, view: SeatView) -> Animation | None:
        """The table has just shown ``event``: the tip it calls for, holding the table still
        while it is read (None: no tip; the sukonku tip waits for the deal's result)."""
        if not self.enabled:
            return None
        kind = self._moment_of(event, view)
        if kind is None or kind == "sukonku":
            return None
        return self.tip(kind, name=self._cutter_name(event))

    def tip(self, kind: str, then: Callable[[], None] | None = None,
            **params: str) -> Animation | None:
        """The step showing the tip for ``kind`` if due, then running ``then``: written in the
        open dialog, if any, else a note the table waits for, at every speed (None: not due;
        ``then`` is the caller's to run)."""
        text = self._take(kind, **params)
        if text is None:
            return None
        dialog = note_box(self.host)
        if dialog is not None:
            def write() -> None:
                dialog.add_note(t("guide.teach.note", title=t("guide.teach.title"), text=text))
                self._closed(kind, True)
                if then is not None:
                    then()
            return Call(write)
        hold = self.hold
        if hold is None:
            return Call(lambda: self._open(kind, text, None))
        return Call(lambda: hold(lambda done: self._open(kind, text, done), then))

    def _open(self, kind: str, text: str, done: Callable[[], None] | None) -> None:
        """The note for ``kind`` on show; ``done`` once it has closed."""
        def closed(read: bool) -> None:
            self._closed(kind, read)
            if done is not None:
                done()

        auto = self.options.auto_close
        seconds = None if auto is None else self.view.motion.move(AUTO_SECONDS)
        self.toast.open(kind, text, seconds=seconds, on_closed=closed)
        self._place()

    def _place(self) -> None:
        """The open tip in the middle of the felt, clear of the hand, when nothing there would
        be under it; else at the foot of the table, over the waiting hand (play-tested: a tip
        over the hand hid the suits of the cards it spoke of)."""
        toast, view = self.toast, self.view
        width, height = toast.size
        middle = pygame.FRect(0.0, 0.0, width, height)
        middle.center = TOAST_MIDDLE
        room = middle.inflate(2 * TOAST_GAP, 2 * TOAST_GAP)
        beside = [card.world_rect for card in view.trick.cards.values()]
        beside += [pile.world_rect for pile in view.auction.piles() if pile.visible]
        lying: tuple[Node, ...] = (view.yama, view.named_card, view.prompt, view.banner)
        beside += [node.world_rect for node in lying if node.visible]
        clear = middle.bottom + TOAST_GAP <= view.hand.clear_top \
            and not any(room.colliderect(box) for box in beside)
        toast.pos = (middle.centerx, middle.bottom) if clear else TOAST_FOOT

    def result_tip(self, result: DealResult, human: int) -> str | None:
        """The tip a deal's result shows (a first sukonku or reverse sukonku), if due: worded
        for ``human``'s side, the one that made it or the one shut out."""
        if result.result not in (Outcome.SUKONKU, Outcome.REVERSE_SUKONKU):
            return None
        reverse = result.result is Outcome.REVERSE_SUKONKU
        human_won = (human in result.kankei) != reverse
        key = ("reverse_sukonku" if reverse else "sukonku") + ("" if human_won else "_against")
        text = self._take("sukonku", key=key)
        if text is not None:
            self._closed("sukonku", True)  # on the result the player closes
        return text

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
        """The human must decide: the joker forced in trick 9 (a note the hand waits for), or
        a jūroku call offered (written in the jūroku dialog itself: nothing is drawn over a
        dialog)."""
        legal = request.legal
        if request.phase is Phase.JUROKU and note_box(self.host) is not None:
            self.teach("juroku_offer")
        elif request.phase is Phase.PLAY and request.view.trick_no == 9 and len(legal) == 1 \
                and getattr(legal[0], "card", None) == JOKER:
            self.teach("odori_ban")

    def refused(self, error: IllegalAction) -> None:
        """A refused move: the joker tried in trick 1 gets its note."""
        if error.reason == "joker_forbidden":
            self.teach("joker_trick1")

    def teach(self, kind: str, **params: str) -> bool:
        """Show the note for ``kind`` now, unless turned off or already shown: in the open
        dialog, if any, else a note the hand waits for."""
        text = self._take(kind, **params)
        if text is None:
            return False
        dialog = note_box(self.host)
        if dialog is not None:
            dialog.add_note(t("guide.teach.note", title=t("guide.teach.title"), text=text))
            self._closed(kind, True)
        else:
            self._open(kind, text, None)
        return True

    def _take(self, kind: str, key: str | None = None, **params: str) -> str | None:
        """The tip for ``kind`` (in the words of ``guide.teach.<key>``, by default ``kind``),
        taken to be shown; None when off, seen before or on show now."""
        if not self.enabled or kind in self.seen:
            return None
        self.seen.add(kind)
        return t(f"guide.teach.{key or kind}", **params)

    def _closed(self, kind: str, read: bool) -> None:
        """The tip for ``kind`` went: seen for good if the player had it in front of them,
        else due again."""
        if not read:
            self.seen.discard(kind)
        elif self.on_seen is not None:
            self.on_seen(kind)

    def leave(self) -> None:
        """The table is left (or replaced) with a tip still up: that tip was not read."""
        self.toast.close(read=False)


__all__ = ["MOMENTS", "Teacher", "Toast"]
