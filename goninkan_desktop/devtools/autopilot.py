"""Playing the human's seat through the real screen, for autoplay, the self-test and tests.

The autopilot decides like a CPU player (from the human's own view, R20),
then *operates the UI*: it posts real pygame mouse and keyboard events at
the nodes on screen — the card in the hand, the suit tile, the dialog
button, the face-down card of the nijū-kan row — exactly as a player's
clicks would arrive. Overlays are closed with Enter; a teaching tip, which the table waits for,
with its OK once it has been up a moment (``READ_FRAMES``: a test looks at it first).
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor, wait

import pygame

from engine.actions import (
    Bid,
    BlindPick,
    Decision,
    Discard,
    JurokuCall,
    LeadCall,
    NameAdjutant,
    NameTrump,
    NijukanPick,
    Pass,
    Play,
    Show,
)
from engine.cards import JOKER, Card, Suit
from engine.players import Player
from goninkan_desktop.play.controller import INSTANT_WAIT, HumanRequest, cpu_player
from goninkan_desktop.table.scene import TableScene
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.nodes.base import Node, Point
from goninkan_desktop.ui.nodes.bidding import BidButton, BidPicker, CardPicker
from goninkan_desktop.ui.nodes.dialog import Dialog
from goninkan_desktop.ui.nodes.pickers import NijukanBoard, SuitTile
from goninkan_desktop.ui.overlay import Overlay

Action = Callable[[], bool]
"""One UI gesture: posts its events and returns True, or False to wait a frame."""

SETTLE_FRAMES = 2
READ_FRAMES = 30
"""How many frames a teaching tip is up before the autopilot clicks its OK."""


def click(app: App, point: Point, button: int = 1) -> None:
    """Post a press and release of the mouse at a logical ``point``."""
    pos = app.to_window(point)
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(motion)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def press(key: int, unicode: str = "") -> None:
    """Post a key press and release."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=unicode))


def read_tip(app: App) -> bool:
    """Click the OK of a teaching tip the table on top waits for, as a player reads it; True if
    one was up."""
    scene = app.top
    if not isinstance(scene, TableScene) or not scene.teacher.toast.visible:
        return False
    click(app, centre(scene.teacher.toast.ok))
    return True


def visible_point(node: Node) -> Point:
    """A point on ``node`` that is not covered by its right-hand neighbour in a fan."""
    rect = node.world_rect
    dx, dy = node.draw_offset() if hasattr(node, "draw_offset") else (0.0, 0.0)
    return (rect.x + dx + min(18.0, rect.w / 2), rect.centery + dy)


def centre(node: Node) -> Point:
    """The centre of a node on screen."""
    return node.world_rect.center


class Autopilot:
    """Makes the human's decisions through the UI; install with ``app.after_frame.append``."""

    def __init__(self, scene: TableScene, *, level: str | None = None,
                 close_overlays: bool = True, seed: int | str = 0,
                 extra: Callable[[Autopilot], None] | None = None) -> None:
        self.scene = scene
        self.cpu: Player = cpu_player(level or scene.controller.level)
        self.close_overlays = close_overlays
        self.seed = seed
        self.extra = extra
        self.gestures: deque[Action] = deque()
        self.decisions: list[Decision] = []
        self._wait = 0
        self._reading = 0
        self._request: HumanRequest | None = None
        self._future: Future[Decision] | None = None
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autopilot")

    def close(self) -> None:
        """Stop the decision thread."""
        self._executor.shutdown(wait=False, cancel_futures=True)

    def __call__(self, app: App) -> None:
        if self._wait > 0:
            self._wait -= 1
            return
        top = app.top
        if isinstance(top, Overlay):
            if self.close_overlays and top.auto_close is None and top.close_keys:
                press(pygame.K_RETURN)
                self._wait = SETTLE_FRAMES
            return
        if top is not self.scene:
            return
        if self._read_tip(app):
            return
        if self.gestures:
            if self.gestures[0]():
                self.gestures.popleft()
                self._wait = SETTLE_FRAMES
            return
        self._think(app)

    def _read_tip(self, app: App) -> bool:
        """A teaching tip up: read a moment, then closed with its OK (True while one is up)."""
        toast = self.scene.teacher.toast
        if not toast.visible:
            self._reading = 0
            return False
        self._reading += 1
        if self._reading >= READ_FRAMES:
            read_tip(app)
            self._reading = 0
            self._wait = SETTLE_FRAMES
        return True

    def _think(self, app: App) -> None:
        request = self.scene.request
        if request is None or request is not self.scene.controller.request:
            self._request, self._future = None, None
            return
        if self.extra is not None and self._request is not request:
            self.extra(self)
            if self.gestures:
                return
        if self._request is request and self._future is None and self.scene.table.prompt.is_error:
            self._request = None  # a click went astray: think again and retry
        if self._request is not request:
            self._request = request
            rng = random.Random(f"{self.seed}:{self.scene.controller.actions_taken()}")
            legal = list(request.legal)
            self._future = self._executor.submit(self.cpu.choose, request.view, legal, rng)
            return
        if self._future is not None and self.scene.motion.instant:
            wait([self._future], timeout=INSTANT_WAIT)
        if self._future is not None and self._future.done():
            decision = self._future.result()
            self._future = None
            self.decisions.append(decision)
            self.gestures.extend(self.plan(app, decision))

    # -- decisions as gestures ---------------------------------------------------------------

    def plan(self, app: App, decision: Decision) -> list[Action]:
        """The clicks and keys that make ``decision`` on the screen."""
        match decision:
            case Play(card=card, suit=suit):
                steps = [self._click_hand_card(app, card)]
                if card == JOKER and suit is not None:
                    steps.append(self._click_tile(app, suit))
                return steps
            case LeadCall(iku=iku):
                return [self._click_dialog_button(app, 0 if iku else 1)]
            case Show(cards=cards):
                steps = [self._click_hand_card(app, c) for c in cards]
                return [*steps, self._click_dialog_button(app, 0)]
            case NameTrump(suit=suit):
                return [self._click_tile(app, suit)]
            case JurokuCall(call=call):
                return [self._click_dialog_button(app, 0 if call else 1)]
            case NijukanPick() | BlindPick():
                return self._nijukan(app, decision)
            case Bid(count=count, suit=suit):
                return [self._click_in_dialog(lambda d: next(
                    (b for b in d.buttons if isinstance(b, BidButton)
                     and (b.bid.count, b.bid.suit) == (count, suit)), None))]
            case Pass():
                return [self._click_in_dialog(
                    lambda d: d.pass_button if isinstance(d, BidPicker) else None)]
            case Discard(cards=cards):
                steps = [self._click_hand_card(app, c) for c in cards]
                return [*steps, self._click_dialog_button(app, 0)]
            case NameAdjutant(card=card):
                return [self._click_in_dialog(
                            lambda d: d.card(card) if isinstance(d, CardPicker)
                            else None),
                        self._click_in_dialog(
                            lambda d: d.confirm if isinstance(d, CardPicker)
                            and d.confirm.enabled else None)]
        raise TypeError(f"not a decision: {decision!r}")

    def _click_hand_card(self, app: App, card: Card) -> Action:
        def act() -> bool:
            node = self.scene.table.hand.card_node(card)
            if node is None or not self.scene.table.hand.settled:
                return False
            click(app, visible_point(node))
            return True

        return act

    def _dialog(self) -> Dialog | None:
        dialog = self.scene.dialog
        return dialog if isinstance(dialog, Dialog) else None

    def _click_dialog_button(self, app: App, index: int) -> Action:
        def act() -> bool:
            dialog = self._dialog()
            if dialog is None or index >= len(dialog.buttons) or not dialog.buttons[index].enabled:
                return False
            click(app, centre(dialog.buttons[index]))
            return True

        return act

    def _click_in_dialog(self, find: Callable[[Dialog], Node | None]) -> Action:
        """Click what ``find`` finds in the open dialog (wait while there is none)."""
        def act() -> bool:
            dialog = self._dialog()
            target = find(dialog) if dialog is not None else None
            if target is None or self.scene.app is None:
                return False
            click(self.scene.app, centre(target))
            return True

        return act

    def _click_tile(self, app: App, suit: Suit) -> Action:
        def act() -> bool:
            dialog = self._dialog()
            if dialog is None:
                return False
            tile = next((b for b in dialog.buttons if isinstance(b, SuitTile) and b.suit == suit),
                        None)
            if tile is None:
                return False
            click(app, centre(tile))
            return True

        return act

    def _nijukan(self, app: App, decision: NijukanPick | BlindPick) -> list[Action]:
        picked = self.scene.controller.nijukan_positions(decision)

        def board() -> NijukanBoard | None:
            return self.scene.nijukan_board

        def pick_key() -> bool:
            found = board()
            if found is None:
                return False
            click(app, centre(found.key_row.cards[picked.key_position]))
            return True

        def pick_card() -> bool:
            found = board()
            if found is None:
                return False
            click(app, visible_point(found.card_row.cards[picked.card_position]))
            return True

        def confirm() -> bool:
            found = board()
            if found is None or found.confirm is None or not found.confirm.enabled:
                return False
            click(app, centre(found.confirm))
            return True

        return [pick_key, pick_card, confirm]
