"""A lesson on the real table: the table scene in lesson mode, with the guide box and highlights.

``TutorialScene`` holds a ``TableScene`` in lesson mode driven by a
``LessonController`` (it composes the table, it does not subclass it): the
same seats, hand, trick, plaque, dialogs and animations as a match, the real
engine underneath. On top of the table it adds the guide box (bottom right:
the guide's words, "Lesson 3 of 12", "Step 4 of 9", Next / Hint / Skip) and
soft rings round what the step points at. A wrong move is explained in the
guide box and the same request stays open: never a dead end. At the result
the lesson is recorded as finished (``tutorial.progress``) and the box offers
the next lesson of the group or the way back to the list. When the guide asks
who someone is (a ``Guess``: who is the secret adjutant?) the box offers the
other players' names as buttons on one row, by mouse or by the arrow keys and Enter, and
"Previous", Hint and Skip below them.

The way back: at any step where the lesson waits for the learner, "Previous" (Backspace; ←
too where the arrows move nothing else) shows the guide's words of an earlier step again,
the deal as it is; Next (Enter, →) reads on to the step waiting. One key, one meaning on
every step, each named in the guide box's keys line: where Enter reads on (a message, the
result, reading again) the guide takes it before the table, so it never also plays a card or
answers a dialog; at the learner's move it is the hand's or the dialog's.

In lesson mode (``lesson_options``) the table makes room for the box: the toolbar and the
yama step aside, the hand and the Mukankei row move a little left, and the guide box says
what to do instead of the prompt above the hand (which would cover the face-card rows beside
it); announcements stay in the middle of the table. The box grows upwards; where it would
reach a player's hand of card backs (Hanako's, at the right) it grows wider instead
(``GuideBox.ceiling``), unless a dialog lies where it would widen.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Sequence

import pygame

from engine.actions import Bid, Deal, Pass, Play
from engine.cards import JOKER, Card
from goninkan_desktop.i18n import t
from goninkan_desktop.play.controller import HumanRequest
from goninkan_desktop.profile.choices import HUMAN
from goninkan_desktop.table.games import BiddingTable, TableGame, bid_text, table_game
from goninkan_desktop.table.options import Room, TableOptions
from goninkan_desktop.table.scene import TableScene
from goninkan_desktop.tutorial import (
    GROUPS,
    PLAYER_NAME_KEYS,
    Guess,
    LessonRunner,
    Move,
    Outcome,
    Result,
    Say,
    Scripted,
    card_of,
    group_of,
    lesson,
    number,
    parse_highlight,
)
from goninkan_desktop.tutorial.controller import LessonController
from goninkan_desktop.tutorial.progress import Progress
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.app import App, Scene
from goninkan_desktop.ui.motion import Motion
from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.bidding import BidButton, BidCell, BidPicker, CardPicker
from goninkan_desktop.ui.nodes.button import ACTIVATE_KEYS
from goninkan_desktop.ui.nodes.dialog import PRIMARY
from goninkan_desktop.ui.nodes.guide import BOTTOM_RIGHT, WIDE, GuideBox, Highlights, box, union
from goninkan_desktop.ui.nodes.pickers import NijukanBoard
from goninkan_desktop.ui.question import QuestionScene
from goninkan_desktop.ui.render.cards import CardRenderer

LESSON_HAND_X = 544.0
"""The hand between the "You" panel and the guide box (at its widest, ``guide.WIDE``), a ring
round it clear of both: its last card, raised or turned, ends left of the box (play-tested: at
556 its corner lay under the box)."""
LESSON_HAND_WIDTH = 480.0
"""The widest the hand spreads in a lesson (its cards overlap a little more than at a game)."""
LESSON_PROMPT_X = LESSON_HAND_X
LESSON_MUKANKEI_ROW = (1268.0, 90.0)
LESSON_ROW_WIDTH = 176.0
"""The Mukankei row at the table's right edge as in a game, in the corner above the right seat
(the guide box takes the lower right), its title smaller to fit."""
LESSON_YAMA = (330.0, 452.0)
LESSON_HUMAN_PANEL = (140.0, layout.SEAT_ANCHORS[0][1])
LESSON_BIDDING_YAMA = (480.0, 452.0)
"""In the bidding game the yama sits right of the taisho's laid-down cards (which lie where a
Goninkan lesson keeps it), between the left seat's trick slot and the hand."""
LESSON_NAMED_CARD = (922.0, 262.0)
"""The adjutant's card between Jiro's cards and Hanako's seat: its usual corner holds the
Mukankei row (the defenders' face cards) in lesson mode."""
LESSON_LAY_DOWN = (276.0, 796.0)
"""The lay-down dialog's edges in a lesson: right of the left seat's panel (to 264) and left of
the guide box even at its widest (``guide.WIDE``, from 804), so the box may widen to stay under
the right seat's cards (play-tested: the table's 730-wide dialog, moved left of the box, hid the
left seat's points and the end of its cards, and kept the box narrow and tall, over Hanako's
cards)."""
DIALOG_TOP = 6.0
"""A dialog moved up clear of the hand stops this far below the window's top."""
DIALOG_SHIFT = -90.0
"""Dialogs open this far left of the centre in lesson mode, clear of the guide box."""
NIJUKAN_SHIFT = -140.0
"""The wide nijū-kan board moves further left, so none of its cards is under the guide box."""

Opener = Callable[[str], object]


class TutorialScene(Scene):
    """One lesson; ``on_lessons`` goes back to the list, ``on_open`` starts another lesson.

    It holds a ``TableScene`` in lesson mode (``table_scene``, built with ``lesson_options``)
    and draws through the same root: the table's parts are its parts."""

    def __init__(self, lesson_id: str, *, motion: Motion | None = None,
                 renderer: CardRenderer | None = None, progress: Progress | None = None,
                 on_lessons: Callable[[], object] | None = None,
                 on_open: Opener | None = None) -> None:
        chosen = lesson(lesson_id)
        names = tuple(t(key) for key in PLAYER_NAME_KEYS[:len(chosen.players)])
        self.lesson = dataclasses.replace(chosen, players=names)
        self.runner = LessonRunner(self.lesson)
        self.progress = progress if progress is not None else Progress.load()
        self.on_lessons = on_lessons
        self.on_open = on_open
        self.hinted: tuple[str, ...] = ()
        self.reading: int | None = None
        """The earlier step whose words are read again now (None: the step waiting)."""
        self._shown: int | None = None
        controller = LessonController(self.runner)
        super().__init__()
        game = table_game(controller.match.rules)
        self.table_scene = TableScene(controller, motion, renderer,
                                      lesson_options(lambda: self.guide, self._asked, game))
        table_scene = self.table_scene
        self.root = table_scene.root
        self.table = table_scene.table
        self.controller = table_scene.controller
        self.game = table_scene.game
        self.motion = table_scene.motion
        self.options = table_scene.options
        self.desk = table_scene.desk
        self.hints = table_scene.hints
        self.teacher = table_scene.teacher
        self.presenter = table_scene.presenter
        self.toolbar = table_scene.toolbar
        self.lesson_controller = controller
        controller.on_step = self.show_step
        controller.on_refused = self.refused
        self.guide = self.root.add(GuideBox())
        self.guide.ceiling = self._hands_bottom()
        self.highlights = self.root.add(Highlights(lambda: self.ring_rects(inside=False)))
        self.highlights.steady = self.motion.reduced
        self.dialog_highlights: Highlights | None = None
        """The rings drawn inside the open dialog (a card or a bid in a picker): the rings
        under the dialog would be hidden by it."""
        self.show_step()

    # -- the table under the lesson -------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """True while the table is still showing what happened."""
        return self.table_scene.busy

    @property
    def request(self) -> HumanRequest | None:
        """The decision the learner is asked now (None: none)."""
        return self.desk.request

    @property
    def dialog(self) -> Node | None:
        """The open decision dialog."""
        return self.desk.dialog

    @property
    def nijukan_board(self) -> NijukanBoard | None:
        """The nijū-kan board while it is on the table."""
        return self.desk.nijukan_board

    @property
    def screen_kind(self) -> str:
        """What the table shows now, for screenshots and tests."""
        return self.desk.screen_kind

    @property
    def animating(self) -> bool:
        return self.table_scene.animating

    def wake_in(self) -> float | None:
        return self.table_scene.wake_in()

    def enter(self, app: App) -> None:
        super().enter(app)
        self.table_scene.enter(app)

    def exit(self) -> None:
        self.table_scene.exit()

    def _hands_bottom(self) -> float:
        """How high the guide box may grow: to the lowest of the players' hands of card backs
        (and their counts) above its corner, so it never covers one (Hanako's, at the right)."""
        left = BOTTOM_RIGHT[0] - WIDE
        hands = [group.backs.world_rect for group in self.table.groups.values()
                 if group.backs is not None]
        return max((hand.bottom for hand in hands if hand.right > left), default=0.0)

    # -- the guide box -------------------------------------------------------------------------

    @property
    def lesson_number(self) -> int:
        """This lesson's place in the tutorial, from 1."""
        return number(self.lesson.id)

    @property
    def next_lesson(self) -> str | None:
        """The id of the lesson after this one in its group, if any."""
        ids = group_of(self.lesson.id).ids
        index = ids.index(self.lesson.id) + 1
        return ids[index] if index < len(ids) else None

    def show_step(self) -> None:
        """Show the current step in the guide box, with the buttons and keys it allows."""
        runner = self.runner
        step = runner.current_step
        done, total = runner.progress
        self.reading = None
        if self._shown != runner.index:  # a hint stays while its step is read again
            self.hinted = ()
        self._shown = runner.index
        self.guide.set_place(place_text(self.lesson.id), t(self.lesson.title),
                             t("guide.step", step=min(done + 1, total), total=total))
        back = self._back_button()
        if isinstance(step, Guess):
            self.guide.say(t(step.prompt))
            self._offer_names()
        elif isinstance(step, Say):
            self.guide.say(t(step.text))
            self.guide.set_buttons([(t("tutorial.next"), self.next_step, True),
                                    (t("guide.skip"), self.skip, False)], back)
        elif isinstance(step, Move):
            self.guide.say(t(step.prompt))
            self.guide.set_buttons([(t("tutorial.hint"), self.hint, False),
                                    (t("guide.skip"), self.skip, False)], back)
        elif isinstance(step, Result):
            self.progress.mark(self.lesson.id)
            self.guide.say(t(step.text))
            self.guide.set_buttons(self._result_buttons(), back)
        else:
            self.guide.say(self.watching(step))
            self.guide.set_buttons([(t("guide.skip"), self.skip, False)])
        self.show_keys()

    # -- reading an earlier step again ----------------------------------------------------------

    def _earlier(self, before: int) -> int | None:
        """The last step before ``before`` whose words the learner read (a message, a move's
        or a question's prompt), if any."""
        steps = self.lesson.steps
        return next((i for i in range(min(before, len(steps)) - 1, -1, -1)
                     if isinstance(steps[i], Say | Move | Guess)), None)

    def _later(self, after: int) -> int | None:
        """The next such step after ``after`` before the step waiting, if any."""
        steps = self.lesson.steps
        return next((i for i in range(after + 1, self.runner.index)
                     if isinstance(steps[i], Say | Move | Guess)), None)

    @property
    def can_go_back(self) -> bool:
        """Whether "Previous" is offered now: the lesson waits for the learner (not while the
        table plays a scripted move) and an earlier step has words to read again."""
        if isinstance(self.runner.current_step, Scripted):
            return False
        start = self.reading if self.reading is not None else self.runner.index
        return self._earlier(start) is not None

    def _back_button(self) -> tuple[str, Callable[[], object]] | None:
        return (t("guide.previous"), self.read_back) if self.can_go_back else None

    def read_back(self) -> None:
        """Show the words of the step before the one shown (the deal stays as it is)."""
        if not self.can_go_back:
            return
        start = self.reading if self.reading is not None else self.runner.index
        self.reading = self._earlier(start)
        self._show_reading()

    def read_on(self) -> None:
        """From words read again, on to the next step's, and at the last to the step
        waiting."""
        if self.reading is None:
            return
        later = self._later(self.reading)
        if later is None:
            self.show_step()
            return
        self.reading = later
        self._show_reading()

    def _show_reading(self) -> None:
        index = self.reading
        assert index is not None
        step = self.lesson.steps[index]
        assert isinstance(step, Say | Move | Guess)
        total = len(self.lesson.steps)
        self.guide.set_place(place_text(self.lesson.id), t(self.lesson.title),
                             t("guide.step_again", step=index + 1, total=total))
        self.guide.say(t(step.text if isinstance(step, Say) else step.prompt))
        self.guide.set_buttons([(t("tutorial.next"), self.read_on, True),
                                (t("guide.skip"), self.skip, False)], self._back_button())
        self.show_keys()

    def show_keys(self) -> None:
        """The keys line of the guide box: what each key does at this step, one meaning each."""
        back = self.can_go_back
        step = self.runner.current_step
        keys: list[str] = []
        if self.reading is not None:
            keys = [t("guide.keys.read_on"), t("guide.keys.previous") if back else ""]
        elif isinstance(step, Say):
            keys = [t("guide.keys.next"), t("guide.keys.previous") if back else ""]
        elif isinstance(step, Result):
            keys = [t("guide.keys.enter", action=self.guide.buttons[0].label),
                    t("guide.keys.previous") if back else ""]
        elif isinstance(step, Guess):
            keys = [t("guide.keys.guess"), t("guide.keys.hint"),
                    t("guide.keys.backspace") if back else ""]
        elif isinstance(step, Move):  # the hand's keys, which the hidden prompt would name
            keys = [self.table.prompt.asked_keys, t("guide.keys.hint"),
                    t("guide.keys.backspace") if back else ""]
        self.guide.set_keys(keys)

    def _offer_names(self) -> None:
        """The guide's question: the other players' names as buttons on one row (the first
        focused: the arrow keys move the focus, Enter answers), then "Previous" (as Backspace),
        Hint and Skip on the row below."""
        names = [(self.table.label_name(player), functools.partial(self.answer, player))
                 for player in range(self.table.seat_count) if player != HUMAN]
        self.guide.set_choice(names, [(t("tutorial.hint"), self.hint),
                                      (t("guide.skip"), self.skip)], self._back_button())
        self.guide.buttons[0].focused = True

    def _asked(self) -> None:
        """A request opened or closed at the table: the hand's keys come with it."""
        if self.reading is None:
            self.show_keys()

    def answer(self, player: int) -> None:
        """The learner names ``player`` in answer to the guide's question."""
        self.lesson_controller.answer(player)

    def watching(self, step: Scripted | None) -> str:
        """What the learner watches during a scripted step: who plays or bids what, or a new
        deal."""
        action = step.action if step is not None else None
        if isinstance(action, Bid):
            return t("guide.watch_bid", name=self.table.label_name(action.player),
                     bid=bid_text(action.count, action.suit))
        if isinstance(action, Pass):
            return t("guide.watch_pass", name=self.table.label_name(action.player))
        if isinstance(action, Play):  # the bidding game names the joker its own way (ジョーカー)
            if action.card == JOKER and self.game.joker_key == "table.card_joker":
                return t("guide.watch_joker", name=self.table.label_name(action.player))
            return t("guide.watch_play", name=self.table.label_name(action.player),
                     card=self.table.card_name(action.card))
        if isinstance(action, Deal):
            return t("guide.watch_deal")
        return t("guide.watch")

    def _result_buttons(self) -> list[tuple[str, Callable[[], object], bool]]:
        buttons: list[tuple[str, Callable[[], object], bool]] = []
        if self.next_lesson is not None:
            buttons.append((t("guide.next_lesson"), self.go_next_lesson, True))
        buttons.append((t("guide.back_to_lessons"), self.back_to_lessons,
                        self.next_lesson is None))
        return buttons

    def next_step(self) -> None:
        """The guide box's "Next": on past the message, once the table is still."""
        self.lesson_controller.advance()

    def hint(self) -> None:
        """Point at the intended move, and put the focus on it: the next Enter makes it."""
        if self.reading is not None:
            self.show_step()
        self.hinted = self.runner.hint_targets()
        step = self.runner.current_step
        if isinstance(step, Move | Guess):
            self.guide.say(f"{t(step.prompt)}\n{t('guide.hint_shown')}")
        decision = self.runner.hint()
        if decision is not None:
            self.desk.focus_decision(decision)
        elif isinstance(step, Guess):
            answer = self.table.label_name(step.answer)
            for button in self.guide.buttons:
                button.focused = button.label == answer

    def refused(self, outcome: Outcome) -> None:
        """A wrong move: the explanation, and the same move is still asked for (cards picked
        in the hand to lay down or show are put back, for a fresh try)."""
        assert outcome.explanation is not None
        if self.reading is not None:  # a move tried while reading again: its step is back
            self.show_step()
        self.guide.say(t(outcome.explanation), note=t("guide.wrong"))
        self.desk.reset_selection()

    def skip(self) -> None:
        """Leave this lesson for the next one (not marked finished), or the list after the last."""
        if self.next_lesson is not None:
            self.go_next_lesson()
        else:
            self.back_to_lessons()

    def go_next_lesson(self) -> None:
        """Open the lesson after this one."""
        if self.next_lesson is not None and self.on_open is not None:
            self.on_open(self.next_lesson)

    def ask_to_leave(self) -> None:
        """Esc: back to the lesson list, asked first once the lesson is under way (leaving
        loses the place in it: the lesson starts again next time); straight back at its first
        step or its result, where nothing is lost. Esc or Enter on the question stays."""
        runner = self.runner
        done, total = runner.progress
        if runner.index == 0 or runner.finished or isinstance(runner.current_step, Result) \
                or self.app is None:
            self.back_to_lessons()
            return
        self.app.push(QuestionScene(
            t("tutorial.leave.title"),
            t("tutorial.leave.text", step=min(done + 1, total), total=total),
            [(t("tutorial.leave.yes"), self.back_to_lessons),
             (t("tutorial.leave.no"), lambda: None)], focus=1))

    def back_to_lessons(self) -> None:
        """Back to the lesson list."""
        if self.on_lessons is not None:
            self.on_lessons()
        elif self.app is not None:
            self.app.pop(self)

    # -- highlights ----------------------------------------------------------------------------

    def highlight_rects(self) -> list[pygame.FRect]:
        """The rectangles the current step (or a hint) points at, where they are now."""
        if self.busy and not self.hinted:
            return []
        targets = self.hinted or self.runner.highlight
        if self.reading is not None:  # the step read again points where it pointed
            step = self.lesson.steps[self.reading]
            targets = step.highlight if isinstance(step, Say | Move | Guess) else ()
        rects: list[pygame.FRect] = []
        for target in targets:
            rects.extend(self.target_rects(target))
        return rects

    def ring_rects(self, *, inside: bool) -> list[pygame.FRect]:
        """``highlight_rects`` split in two: those of nodes inside the open dialog (``inside``),
        drawn over the dialog, and the rest, drawn on the table under it (a ring round the
        whole dialog shows round its edge)."""
        rects = self.highlight_rects()
        dialog = self.dialog
        if dialog is None:
            return [] if inside else rects
        within = {tuple(rect) for rect in self._rects_in(dialog)}
        return [rect for rect in rects if (tuple(rect) in within) == inside]

    def _rects_in(self, dialog: Node) -> list[pygame.FRect]:
        """The boxes of the cards and bid buttons pointed at that are parts of ``dialog``."""
        if self.busy and not self.hinted:
            return []
        nodes: list[Node] = []
        for target in self.hinted or self.runner.highlight:
            kind, argument = parse_highlight(target)
            if kind == "card" and argument is not None:
                nodes.extend(self._card_nodes(card_of(argument)))
            elif kind == "bid" and argument is not None:
                nodes.extend(self._bid_buttons(argument))
        return [box(node) for node in nodes if dialog in node.ancestors()]

    def _ring_dialog(self) -> None:
        """Give a newly opened dialog its own rings, above its cards and buttons."""
        dialog = self.dialog
        if dialog is None or (self.dialog_highlights is not None
                              and self.dialog_highlights.parent is dialog):
            return
        self.dialog_highlights = dialog.add(Highlights(lambda: self.ring_rects(inside=True),
                                                       z=1000))
        self.dialog_highlights.steady = self.motion.reduced

    def target_rects(self, target: str) -> list[pygame.FRect]:
        """Where one highlight target (``lesson.HIGHLIGHTS``) is on screen now."""
        kind, argument = parse_highlight(target)
        finders: dict[str, Callable[[], Sequence[Node]]] = {
            "hand": lambda: self.table.hand.cards,
            "trick": lambda: list(self.table.trick.cards.values()),
            "led_card": self._led_card,
            "trump": lambda: [self.table.plaque.disc],
            "targets": lambda: [self.table.plaque],
            "score": lambda: [group.panel for group in self.table.groups.values()],
            "iku_koi": self._dialog_nodes, "trump_picker": self._dialog_nodes,
            "suit_picker": self._dialog_nodes, "juroku": self._dialog_nodes,
            "nijukan": lambda: [self.nijukan_board] if self.nijukan_board else [],
            "bid_picker": self._dialog_nodes, "discard": self._dialog_nodes,
            "adjutant_picker": self._dialog_nodes,
            "bids": lambda: [tag for tag in self.table.bid_tags.values() if tag.visible],
            "kitsune": lambda: [self.table.kitsune] if self.table.kitsune.visible else [],
            "laid_down": lambda: [self.table.laid_down] if self.table.laid_down.visible else [],
            "named_card": lambda: [self.table.named_card] if self.table.named_card.visible
            else [],
        }
        if kind == "card":
            assert argument is not None
            return [box(node) for node in self._card_nodes(card_of(argument))]
        if kind == "seat":
            assert argument is not None
            return [box(self.table.groups[int(argument)].panel)]
        if kind == "faces":
            return self._face_counter_rects()
        if kind == "bid":
            assert argument is not None
            return [box(node) for node in self._bid_buttons(argument)]
        nodes = finders[kind]()
        return [union([box(node) for node in nodes])] if nodes and kind in _TOGETHER \
            else [box(node) for node in nodes]

    def _led_card(self) -> list[Node]:
        trick = self.controller.view().trick
        if not trick:
            return []
        node = self.table.trick.cards.get(self.table.position(trick[0][0]))
        return [node] if node is not None else []

    def _face_counter_rects(self) -> list[pygame.FRect]:
        """The face-card rows on the felt, each its own ring, and the plaque's two counts in
        one ring (two rings there would cross each other's words), round their words too (a
        line longer than its bar, "Defenders 0, need 6", was crossed by the ring)."""
        rows = [row for row in (self.table.kankei_row, self.table.mukankei_row)
                if row.visible and row.cards_shown]  # an empty row's ring would point at nothing
        plaque = self.table.plaque
        bars = (plaque.kankei_bar, plaque.mukankei_bar)
        return [*(box(row) for row in rows),
                union([*(box(bar) for bar in bars), *(box(bar.label) for bar in bars)])]

    def _dialog_nodes(self) -> list[Node]:
        return [self.dialog] if self.dialog is not None else []

    def _card_nodes(self, wanted: Card) -> list[Node]:
        found: list[Node] = []
        node = self.table.hand.card_node(wanted)
        if node is not None:
            found.append(node)
        found.extend(card for card in self.table.trick.cards.values() if card.card == wanted)
        found.extend(card for card in self.presenter.shown_cards if card.card == wanted)
        if isinstance(self.dialog, CardPicker):  # the adjutant picker's cards (B8)
            picked = self.dialog.card(wanted)
            found.extend([picked] if picked is not None else [])
        return found

    def _bid_buttons(self, bid: str) -> list[Node]:
        """The bid picker's button for ``bid`` ("12S"), while the picker is open."""
        if not isinstance(self.dialog, BidPicker):
            return []
        count, suit = int(bid[:-1]), "CDHS".index(bid[-1])
        return [button for button in self.dialog.buttons
                if isinstance(button, BidButton) and button.bid == BidCell(count, suit)]

    def pause(self) -> None:
        super().pause()
        for button in self.guide.buttons:
            button.enabled = False

    def resume(self) -> None:
        super().resume()
        for button in self.guide.buttons:
            button.enabled = True
        next_button = self.guide.button(t("tutorial.next"))
        if next_button is not None:
            next_button.enabled = not self.busy


    def update(self, dt: float) -> None:
        self.table_scene.update(dt)
        self.guide.may_widen = self._room_to_widen()
        self._keep_dialog_above_hand()
        self._ring_dialog()
        next_button = self.guide.button(t("tutorial.next"))
        if next_button is not None:
            next_button.enabled = not self.busy

    def _room_to_widen(self) -> bool:
        """Whether the guide box may widen (``guide.WIDE``): not over an open dialog (which
        then keeps the place left of the box it moved to)."""
        if self.dialog is None:
            return True
        return self.dialog.world_rect.right + DIALOG_TOP <= BOTTOM_RIGHT[0] - WIDE

    def _keep_dialog_above_hand(self) -> None:
        """A tall dialog (the bid picker, the adjutant picker) moves up, so the hand it is
        about stays in sight below it as far as the window allows (the guide box says what
        the prompt above the hand would); a wide one moves left of the guide box."""
        dialog, cards = self.dialog, self.table.hand.cards
        if dialog is None or not cards:
            return
        rect = dialog.world_rect
        up = min(rect.bottom - min(card.world_rect.top for card in cards), rect.top - DIALOG_TOP)
        guide = self.guide.world_rect
        left = min(rect.right - (guide.left - DIALOG_TOP), rect.left - DIALOG_TOP) \
            if rect.bottom - max(up, 0.0) > guide.top else 0.0
        if up > 0 or left > 0:
            dialog.pos = (dialog.pos[0] - max(left, 0.0), dialog.pos[1] - max(up, 0.0))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            # as at a match: a dialog's own Esc first (the joker's suit picker goes back to
            # the hand), else the way out, also while a decision's dialog is open (play-tested:
            # at the bid or the lay-down Esc did nothing)
            if self.dialog is None or not self.table_scene.handle_event(event):
                self.ask_to_leave()
            return True
        if event.type == pygame.KEYDOWN and self._guide_key(event.key):
            return True
        if event.type == pygame.KEYDOWN and self.runner.guessing and self._choose_key(event.key):
            return True
        return self.table_scene.handle_event(event)

    def _guide_key(self, key: int) -> bool:
        """The guide's keys, before the table's: while reading again every key but Esc is the
        guide's (Enter, → on; ←, Backspace back); Backspace goes back at any waiting step, ←
        where the arrows move nothing else (a message, the result); H shows the hint at a move
        or a question; and where the guide's main button reads on, Enter is that button's
        alone, even while it waits for the table to be still."""
        step = self.runner.current_step
        if self.reading is not None:
            if key in (*ENTER_KEYS, pygame.K_RIGHT):
                self.read_on()
            elif key in (pygame.K_LEFT, pygame.K_BACKSPACE):
                self.read_back()
            return True
        if key == pygame.K_BACKSPACE or (key == pygame.K_LEFT and isinstance(step, Say | Result)):
            self.read_back()
            return True
        if key == pygame.K_h and isinstance(step, Move | Guess):
            self.hint()
            return True
        if key in ENTER_KEYS and isinstance(step, Say | Result):
            main = self.guide.buttons[0] if self.guide.buttons else None
            if main is not None and main.enabled and main.style is PRIMARY:
                main.click()
            return True
        return False

    def _choose_key(self, key: int) -> bool:
        """While the guide asks who it is: the arrows and Tab move the focus along the guide's
        buttons, Enter or Space presses the focused one."""
        buttons = [button for button in self.guide.buttons if button.enabled]
        if not buttons:
            return False
        focused = next((i for i, button in enumerate(buttons) if button.focused), None)
        if key in ACTIVATE_KEYS:
            if focused is not None:
                buttons[focused].click()
            return True
        step = {pygame.K_RIGHT: 1, pygame.K_DOWN: 1, pygame.K_TAB: 1,
                pygame.K_LEFT: -1, pygame.K_UP: -1}.get(key)
        if step is None:
            return False
        index = 0 if focused is None else (focused + step) % len(buttons)
        for i, button in enumerate(buttons):
            button.focused = i == index
        return True


def place_text(lesson_id: str) -> str:
    """"Lesson 3 of 12", the place in the lesson's group; after the first group, the group's
    name before it ("Bidding game · lesson 2 of 3")."""
    group = group_of(lesson_id)
    if group is GROUPS[0]:
        return t("tutorial.progress", number=number(lesson_id), total=len(group.ids))
    return t("tutorial.progress_group", group=t(group.title), number=number(lesson_id),
             total=len(group.ids))


ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
"""The keys that press the guide's main button where it reads on."""

_TOGETHER = frozenset({"hand", "trick", "score"})
"""Targets of several nodes drawn as one ring round them all."""



__all__ = ["TutorialScene", "place_text"]


def lesson_options(guide: Callable[[], GuideBox], on_ask: Callable[[], object],
                   game: TableGame) -> TableOptions:
    """The table in lesson mode: room made for the ``guide`` box (the hand, the prompt, the
    Mukankei row, the yama and the human's panel moved, the toolbar and the prompt hidden: the
    guide says what to do), decision dialogs and the nijū-kan board moved left and deal
    results narrowed, so the box never hides them; banners higher; the guide's own hint and
    no teaching tips (the lesson explains every moment); the finished deal kept on show and
    no final scores (the lesson's own words explain the end); ``on_ask``: each request."""
    bidding = isinstance(game, BiddingTable)
    room = Room(hand_x=LESSON_HAND_X, hand_width=LESSON_HAND_WIDTH, prompt_x=LESSON_PROMPT_X,
                mukankei_row=LESSON_MUKANKEI_ROW, row_width=LESSON_ROW_WIDTH,
                yama=LESSON_BIDDING_YAMA if bidding else LESSON_YAMA,
                human_panel=LESSON_HUMAN_PANEL,
                named_card=LESSON_NAMED_CARD if bidding else None,
                lay_down=LESSON_LAY_DOWN if bidding else None)
    return TableOptions(low_banner_centre=layout.BANNER_CENTRE, dialog_shift=DIALOG_SHIFT,
                        nijukan_shift=NIJUKAN_SHIFT, narrow_results=True,
                        results_keep_clear=lambda: guide().world_rect, final_scores=False,
                        room=room, hints=False, teaching_tips=False, toolbar=False,
                        prompt=False, keep_finished_deal=True, on_ask=on_ask)
