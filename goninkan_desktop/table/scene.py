"""The live table: a match on a ``TableView``, animated, with every decision's dialog.

The scene is the controller's listener: it animates what the controller
reports (through ``Presenter``), asks the human when the controller asks (through the
``DecisionDesk``, which opens the game's ask for the phase), and after each batch of
animations shows the human's position on its ``TableView`` (``sync``). It shows only the
human's view (R20) and never decides a rule: a click becomes an action for the engine, and
a refusal comes back as the engine's reason, shown in one translated line.

Its parts: ``desk`` (the open decision, ``table.desk``), ``overlays`` (the screens opened
over the table, ``table.overlays``), ``toolbar`` (its buttons and keys, ``table.toolbar``),
``turns`` (whose turn, ``table.turns``), ``hints``, ``teacher`` and ``presenter``.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from engine.observe import SeatView
from goninkan_desktop.play.controller import (
    THINK_SECONDS,
    HumanRequest,
    TableController,
    TableEvent,
)
from goninkan_desktop.profile.choices import HUMAN
from goninkan_desktop.table.animate import animations
from goninkan_desktop.table.desk import DecisionDesk
from goninkan_desktop.table.games import table_game
from goninkan_desktop.table.hints import TableHints
from goninkan_desktop.table.options import Moment, Room, TableOptions
from goninkan_desktop.table.overlays import TableOverlays
from goninkan_desktop.table.position import TablePosition
from goninkan_desktop.table.presenter import Presenter
from goninkan_desktop.table.teaching import Teacher
from goninkan_desktop.table.toolbar import TABLE_KEYS, Toolbar
from goninkan_desktop.table.turns import TurnMarks
from goninkan_desktop.table.view import TableView
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.app import App, Scene
from goninkan_desktop.ui.audio import SoundName
from goninkan_desktop.ui.motion import Motion
from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.button import ACTIVATE_KEYS
from goninkan_desktop.ui.nodes.pickers import NijukanBoard
from goninkan_desktop.ui.render import theme
from goninkan_desktop.ui.render.cards import CardRenderer
from goninkan_desktop.ui.render.warmup import warm_up
from goninkan_desktop.ui.tween import Animation, Tweener


class TableScene(Scene):
    """A whole match on screen, driven by a ``TableController``."""

    def __init__(self, controller: TableController, motion: Motion | None = None,
                 renderer: CardRenderer | None = None,
                 options: TableOptions | None = None) -> None:
        super().__init__()
        self.controller = controller
        self.motion = motion or Motion()
        self.renderer = renderer or CardRenderer()
        self.options = options or TableOptions()
        self.game = table_game(controller.match.rules)
        """What this game draws its own way (``table.games``)."""
        warm_up(self.renderer, (layout.HAND_WIDTH, layout.TRICK_WIDTH, layout.ROW_WIDTH),
                (layout.BACK_WIDTH, layout.TRICK_WIDTH, layout.HAND_WIDTH),
                dimmed_width=layout.HAND_WIDTH)
        self.tweener = Tweener()
        self.motion.apply(self.tweener)
        view = controller.view()
        self.holding_trick = False
        """A finished trick waits for the player's click (``TableOptions.hold_tricks``)."""
        self._build()
        self.presenter = Presenter(self.table, self, self.overlays, self.desk, self.teacher,
                                   self.options, animations(controller.match.rules.game))
        self.teacher.hold = self.presenter.open_modal
        self.turns = TurnMarks(self.table, controller, lambda: self.presenter.busy)
        controller.listener = self
        controller.think_time = self.motion.scaled(THINK_SECONDS)
        self.sync(view)
        self.hints.enabled = self.hints.enabled and self.options.hints
        self.table.keep_finished_deal = self.options.keep_finished_deal
        self.toolbar.node.visible = self.options.toolbar
        self.table.prompt.shown = self.options.prompt
        if self.options.room is not None:
            make_room(self.table, self.options.room)

    # -- building the table ------------------------------------------------------------------

    def _build(self) -> None:
        root = self.root
        table = TableView(root, self.renderer, self.tweener, self.motion,
                          self.controller.match.names, HUMAN)
        self.table = table
        table.set_game(self.game)
        table.auction.in_play = True
        table.plaque.round_label = self.options.round_label
        table.set_seats(self.controller.view().seats)
        self._size_hand(self.options.large_cards)
        bar = root.add(Node(z=60))
        self.dialogs = root.add(Node(z=100))
        self.desk = DecisionDesk(table, self.controller, self.game, self.renderer, self.options,
                                 self.tweener, self.dialogs, self.moment,
                                 offer=lambda request: self.hints.offer(request),
                                 dismiss=lambda: self.hints.dismiss(),
                                 refused=lambda error: self.teacher.refused(error))
        self.hints = TableHints(self.desk, table, self.controller, root,
                                banner_at=self.options.low_banner_centre)
        self.hints.button.on_click = self.show_hint
        self.teacher = Teacher(self.desk, table, root, self.options)
        self.teacher.enabled = self.teacher.enabled and self.game.teaching_tips
        self.overlays = TableOverlays(self, table, self.controller, self.desk, self.hints,
                                      self.teacher, self.motion, self.options, self.moment)
        self.toolbar = Toolbar(self.controller, self.desk, self.overlays, self.motion,
                               self.tweener, self.options, bar)

    # -- the controller's listener -----------------------------------------------------------

    @property
    def busy(self) -> bool:
        """True while the presenter is still showing what happened."""
        return self.presenter.busy

    def present(self, events: Sequence[TableEvent], view: SeatView) -> None:
        """Queue the animations of ``events``."""
        self.presenter.enqueue(events, view)

    def thinking(self, player: int | None) -> None:
        """Show which CPU player is thinking."""
        self.turns.thinking(player)

    def ask(self, request: HumanRequest | None) -> None:
        """Open the right control for the human's decision (None: close it)."""
        self.desk.take(request)
        if request is not None:
            self.turns.mark()
            self.desk.open_ask(request)
            self.teacher.asked(request)
        if self.options.on_ask is not None:
            self.options.on_ask()

    @property
    def request(self) -> HumanRequest | None:
        """The decision the human is asked now (None: none)."""
        return self.desk.request

    @property
    def dialog(self) -> Node | None:
        """The open decision dialog (or the button under the open hands)."""
        return self.desk.dialog

    @property
    def nijukan_board(self) -> NijukanBoard | None:
        """The nijū-kan board while it is on the table."""
        return self.desk.nijukan_board

    @property
    def screen_kind(self) -> str:
        """What the table shows now, for screenshots and tests."""
        return self.desk.screen_kind

    def show_hint(self) -> bool:
        """The hint (button or H): shown, and the focus put on its move, so the next Enter
        makes it (the first Enter after a hint did nothing); False if none is offered now."""
        hint = self.hints.show()
        if hint is not None:
            self.desk.focus_decision(hint.decision)
        return hint is not None

    # -- keeping the table true to the view --------------------------------------------------

    def sync(self, view: SeatView) -> None:
        """Make every node match the human's view (after each batch of animations)."""
        self.table.show(TablePosition.seen_by(view))
        self.turns.mark()

    # -- what the presenter asks of the scene (``Stage``) --------------------------------------

    def moment(self, kind: Moment, animation: Animation | None = None) -> None:
        """A screen worth a screenshot appears (``TableOptions.on_moment``)."""
        if self.options.on_moment is not None:
            self.options.on_moment(kind, animation)

    def hold_trick(self) -> None:
        """A finished trick stays until the player clicks or presses Enter."""
        self.holding_trick = True
        self.table.prompt.set_info(self.game.say("table.hold.go_on"))

    def release_trick(self) -> None:
        """The player has seen the trick: on to its collection."""
        self.holding_trick = False
        self.table.prompt.set_info("")

    def sound(self, name: SoundName) -> None:
        """Play a sound effect, if the game has sound."""
        if self.options.on_sound is not None:
            self.options.on_sound(name)

    def follow_conveniences(self, auto_play_single: bool, large_cards: bool) -> None:
        """The settings screen changed a convenience mid-match: the table follows at once."""
        self.options.auto_play_single = auto_play_single
        self.options.large_cards = large_cards
        self._size_hand(large_cards)

    def _size_hand(self, large: bool) -> None:
        """Large or usual cards in the hand; the prompt (and a hint in its place) sits just
        above the highest a card rises, so neither covers the other."""
        self.table.hand.set_large(large)
        self.table.place_prompt()

    # -- the frame loop ----------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.tweener.update(dt)
        self.presenter.update()
        self.controller.update(dt)
        self.presenter.update()
        if self.desk.request is None:
            self.turns.mark_quietly()
        self.toolbar.update()
        self.turns.countdown()
        self.desk.keep_dialog_clear()
        self.root.update(dt)

    @property
    def animating(self) -> bool:
        return self.tweener.busy or self.presenter.busy

    def wake_in(self) -> float | None:
        return self.controller.wake_in()

    def enter(self, app: App) -> None:
        super().enter(app)
        self.controller.on_decided = app.wake

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.teacher.toast.handle_event(event):
            return True  # a tip up: the hand and the open ask wait for its OK
        if self.desk.on_event(event):
            return True
        if self.holding_trick and (
                (event.type == pygame.MOUSEBUTTONUP and event.button == 1)
                or (event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS)):
            self.release_trick()
            return True
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h \
                and self.desk.request is not None:
            return self.show_hint()
        return self.toolbar.on_key(event)

    def exit(self) -> None:
        self.teacher.leave()
        self.controller.close()
        self.hints.close()


def make_room(table: TableView, room: Room) -> None:
    """Move the table's parts where a lesson wants them (``TableOptions.room``)."""
    hand, prompt = table.hand, table.prompt
    hand.pos = (room.hand_x, hand.pos[1])
    hand.fit_within(room.hand_width)
    prompt.pos = (room.prompt_x, prompt.pos[1])
    table.mukankei_row.pos = room.mukankei_row
    table.mukankei_row.set_width(room.row_width, theme.SIZE_SMALL, title_room=room.row_width)
    table.yama.pos = room.yama
    table.groups[HUMAN].pos = room.human_panel
    if room.named_card is not None:
        table.named_card.pos = room.named_card


__all__ = ["TABLE_KEYS", "TableScene", "make_room"]
