"""Engine events in, animations out: how the table shows what happened.

Each event the controller reports becomes one step, built only when it
starts (so it moves cards from wherever they are by then) and run to its end
before the next; some steps open an overlay (a deal's result, the scores) and
wait for it to close. After each batch a final ``sync`` step makes the table
match the human's view exactly, so no animation can leave it wrong.

The steps themselves live in ``table.animate``: ``common`` for what every game shows,
one module for each game's own events, assembled for the game by ``animations(game)``.

Events carry the whole truth (every hand, the nijū-kan cards); the steps show
the human only what the human's view allows (R20): other players' cards stay
face down unless played or shown to the human.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from functools import partial

from engine.cards import Card
from engine.observe import SeatView
from goninkan_desktop.play.controller import TableEvent
from goninkan_desktop.table.options import Moment, TableOptions
from goninkan_desktop.table.stage import BoardHost, Overlays, Stage
from goninkan_desktop.table.teaching import Teacher
from goninkan_desktop.table.view import TableView
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.base import Point
from goninkan_desktop.ui.nodes.flying import FlyingCard
from goninkan_desktop.ui.tween import (
    Animation,
    Call,
    Wait,
)
from goninkan_desktop.ui.tween import (
    Sequence as Steps,
)

# Durations in seconds at normal speed.
FLIGHT = 0.42
DEAL_STAGGER = 0.045
DEAL_FLIGHT = 0.3
BANNER = 1.7
TRICK_PAUSE = 1.8
"""How long a finished trick stays, its winner marked, before it is gathered (normal speed:
time to read who won; ``TableOptions.hold_tricks`` keeps it until a click)."""
GATHER = 0.35
TO_PILE = 0.45
SWAP = 1.4
FLIP = 0.3

Step = Callable[[], Animation | None]
Handler = Callable[..., Animation | None]
"""One event's step: ``handler(presenter, event, view, events)``, the human's ``view`` after
the batch ``events`` the event came in."""
Handlers = dict[type, Handler]


def toward_centre(point: Point, share: float) -> Point:
    """A point ``share`` of the way from ``point`` to the table's centre."""
    cx, cy = layout.CENTRE
    return (point[0] + (cx - point[0]) * share, point[1] + (cy - point[1]) * share)


class Presenter:
    """Runs one step at a time on the view's tweener; ``busy`` until all have finished."""

    def __init__(self, view: TableView, stage: Stage, overlays: Overlays, board: BoardHost,
                 teacher: Teacher, options: TableOptions, handlers: Handlers) -> None:
        self.view = view
        self.stage = stage
        self.overlays = overlays
        self.board = board
        self.teacher = teacher
        self.options = options
        self.shown_cards: list[FlyingCard] = []
        """The cards shown face down in kime-yaku, while they lie on the table."""
        self.queue: deque[Step] = deque()
        self.current: Animation | None = None
        self.waiting = False
        self._handlers = handlers
        """The step for each kind of event: what all games share and the game's own
        (``table.animate.animations``)."""

    @property
    def busy(self) -> bool:
        """True while steps are queued, running, or waiting for an overlay."""
        return bool(self.queue) or self.waiting or (
            self.current is not None and not self.current.done)

    def enqueue(self, events: Sequence[TableEvent], view: SeatView) -> None:
        """Queue the steps showing ``events``; ``view`` is the human's view after them."""
        teacher = self.teacher
        for event in events:
            handler = self._handlers[type(event)]
            self.queue.append(partial(handler, self, event, view, events))
            self.queue.append(partial(teacher.after, event, view))
        self.queue.append(partial(self.stage.sync, view))

    def update(self) -> None:
        """Start the next step when the current one is done (all at once when instant)."""
        tweener = self.view.tweener
        while not self.waiting:
            if self.current is not None and not self.current.done:
                if not tweener.instant:
                    return
                tweener.finish_all()
                continue
            if not self.queue:
                self.current = None
                return
            animation = self.queue.popleft()()
            self.current = animation
            if animation is not None:
                tweener.add(animation)

    def open_modal(self, open_overlay: Callable[[Callable[[], None]], None],
                   then: Callable[[], None] | None = None) -> None:
        """Open an overlay and hold every later step until it closes; then run ``then``
        (which may open the next overlay, holding the steps again)."""
        self.waiting = True

        def closed() -> None:
            self.waiting = False
            if then is not None:
                then()

        open_overlay(closed)

    # -- helpers -----------------------------------------------------------------------------

    def flying(self, card_shown: Card | None, pos: Point, width: int, *, face_up: bool = True,
               rotation: float = 0.0, scale: float = 1.0, visible: bool = True) -> FlyingCard:
        """A card above the table (face down with ``card_shown`` None), for a step to move."""
        table = self.view
        card = FlyingCard(table.renderer, card_shown, width, pos, face_up=face_up,
                          rotation=rotation)
        card.scale = scale
        card.visible = visible
        table.fx.add(card)
        return card

    def move(self, seconds: float) -> float:
        """How long a move of ``seconds`` at normal speed takes now (speed, reduced motion)."""
        return self.view.motion.move(seconds)

    def banner(self, title: str, subtitle: str = "", seconds: float = BANNER,
               at: Point | None = None) -> Animation:
        """The banner shown for ``seconds``, then hidden."""
        banner = self.view.banner
        return Steps(Call(lambda: banner.show(title, subtitle, at)), Wait(seconds),
                     Call(banner.hide))

    def name(self, player: int) -> str:
        """A player's name as the table writes it."""
        return self.view.name_of(player)

    def moment(self, kind: Moment, animation: Animation | None = None) -> None:
        """A screen worth a screenshot (``animation``: once it has finished)."""
        self.stage.moment(kind, animation)


__all__ = [
    "DEAL_FLIGHT",
    "DEAL_STAGGER",
    "FLIGHT",
    "FLIP",
    "GATHER",
    "SWAP",
    "TO_PILE",
    "TRICK_PAUSE",
    "Handler",
    "Handlers",
    "Presenter",
    "toward_centre",
]
