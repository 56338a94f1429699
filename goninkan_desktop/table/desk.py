"""Where the human's decisions are made: the open request, its dialog, the submit, the refusal.

The ``DecisionDesk`` holds the decision the human is asked now and opens the ask the game
registered for its phase (``TableGame.asks``, ``table.asks``). It owns the dialog on the
table (and the nijū-kan board), hands clicks on the hand and keys to the open ask, submits
the action to the controller and shows a refusal in one translated line. It is the
``DialogHost`` hints and teaching tips write into.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from engine.actions import (
    Bid,
    Decision,
    Discard,
    JurokuCall,
    LeadCall,
    NameAdjutant,
    NameTrump,
    Pass,
    Play,
    Show,
)
from engine.cards import Card
from engine.errors import IllegalAction
from engine.match import Phase
from goninkan_desktop.i18n import t, tn
from goninkan_desktop.play.controller import HumanRequest, TableController
from goninkan_desktop.profile.choices import HUMAN
from goninkan_desktop.table import dialogs
from goninkan_desktop.table.asks import DecisionAsk, HandPickAsk
from goninkan_desktop.table.dialogs import Ask, DialogKind
from goninkan_desktop.table.games import TableGame
from goninkan_desktop.table.options import Moment, TableOptions
from goninkan_desktop.table.view import TableView
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.bidding import BidButton, BidPicker, CardPicker
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.dialog import Dialog
from goninkan_desktop.ui.nodes.pickers import NijukanBoard, SuitTile
from goninkan_desktop.ui.render.cards import CardRenderer
from goninkan_desktop.ui.tween import Tweener

DIALOG_GAP = 6.0
"""Between a dialog and the prompt under it (and the window's top edge)."""


class DecisionDesk:
    """The human's open decision and the dialog asking it.

    ``layer``: the node dialogs open in; ``moment``: told each dialog as it opens (for
    screenshots); ``offer``: told each request as it opens and closes (the hint);
    ``dismiss``: before a refusal is shown (the hint's banner goes); ``refused``: told the
    engine's refusal of a move (a teaching tip)."""

    def __init__(self, table: TableView, controller: TableController, game: TableGame,
                 renderer: CardRenderer, options: TableOptions, tweener: Tweener, layer: Node,
                 moment: Callable[[Moment], None],
                 offer: Callable[[HumanRequest | None], None], dismiss: Callable[[], None],
                 refused: Callable[[IllegalAction], None]) -> None:
        self.table = table
        self.controller = controller
        self.game = game
        self.renderer = renderer
        self.options = options
        self.tweener = tweener
        self.layer = layer
        self.moment = moment
        self.offer = offer
        self.dismiss = dismiss
        self.refused = refused
        self.asks: dict[Phase, DecisionAsk] = game.asks()
        """The ask for each phase the game asks the human (registered by the game)."""
        self.request: HumanRequest | None = None
        self.dialog: Node | None = None
        self.dialog_kind: DialogKind | None = None
        self.dialog_modal = False
        self._covering_prompt = False
        """True while the open dialog lies over the prompt's place (``keep_dialog_clear``)."""
        self.nijukan_board: NijukanBoard | None = None
        table.hand.on_card = self.on_card

    # -- the request -------------------------------------------------------------------------

    def take(self, request: HumanRequest | None) -> None:
        """A new request (None: none): the last one's dialog closed, the hint offered."""
        self.close_request_ui()
        self.request = request
        self.offer(request)

    def open_ask(self, request: HumanRequest) -> None:
        """Open the game's ask for the request's phase."""
        self.asks[request.phase].open(request, self)

    def on_card(self, card: Card) -> None:
        """A card of the hand clicked or chosen by keyboard: the open ask's, else played."""
        request = self.request
        if request is None:
            self.submit(Play(HUMAN, card))
            return
        self.asks[request.phase].on_card(card, request, self)

    def on_event(self, event: pygame.event.Event) -> bool:
        """A click on the hand under a modal dialog goes nowhere; the open ask's keys."""
        if self.blocked_by_dialog(event):
            return True
        request = self.request
        if event.type != pygame.KEYDOWN or request is None:
            return False
        return self.asks[request.phase].on_key(event.key, getattr(event, "mod", 0), request,
                                               self)

    def reset_selection(self) -> None:
        """The cards picked in the hand put back, for a fresh try (a lesson's wrong move)."""
        request = self.request
        if request is None or not self.table.hand.selecting:
            return
        self.table.hand.set_selecting(self.table.hand.selecting)
        ask = self.asks[request.phase]
        if isinstance(ask, HandPickAsk):
            ask.refresh(self)

    # -- dialogs -----------------------------------------------------------------------------

    def open(self, ask: Ask) -> None:
        """Open a decision's dialog; while a modal one is open the cards in the hand take no
        clicks (the kime-yaku dialog is not modal: the cards to show are picked in the hand).
        A lesson opens it ``TableOptions.dialog_shift`` to the side."""
        self.close_dialog()
        dialog = ask.node
        if ask.centre is not None:
            dialog.pos = ask.centre
        dialog.pos = (dialog.pos[0] + self.options.dialog_shift, dialog.pos[1])
        self.layer.add(dialog)
        self.dialog = dialog
        self.dialog_kind = ask.kind
        self.dialog_modal = ask.modal
        self.moment(ask.kind)

    def close_dialog(self) -> None:
        """Take the open dialog away."""
        if self.dialog is not None:
            self.dialog.remove_from_parent()
        self._cover_prompt(False)
        self.dialog = None
        self.dialog_kind = None
        self.dialog_modal = False

    def blocked_by_dialog(self, event: pygame.event.Event) -> bool:
        """A click on the hand while a modal dialog is open: it goes nowhere."""
        if not self.dialog_modal or self.dialog is None \
                or event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        return self.table.hand.card_at(event.pos) is not None \
            and not self.dialog.contains(event.pos)

    def close_request_ui(self) -> None:
        """Everything the open request showed taken away: dialog, board, marks, prompt."""
        self.close_dialog()
        self.close_nijukan_board()
        self.table.hand.set_playable(None)
        self.table.hand.set_selecting(0)
        self.table.prompt.set_info("")
        self.offer(None)

    def show_nijukan_board(self, holder: int, middle: int, partner: int, *,
                           interactive: bool) -> None:
        """The face-down key cards and partner's cards; pickable when the human is the middle
        (a lesson opens it ``TableOptions.nijukan_shift`` to the side)."""
        self.close_nijukan_board()
        board = dialogs.nijukan_board(
            self.renderer, self.table.name_of, self.table.possessive, holder, middle, partner,
            human=HUMAN, confirm=self.confirm_nijukan if interactive else None)
        board.pos = (board.pos[0] + self.options.nijukan_shift, board.pos[1])
        self.nijukan_board = board
        self.layer.add(board)
        self.moment("nijukan")

    def close_nijukan_board(self) -> None:
        """Take the nijū-kan board away."""
        if self.nijukan_board is not None:
            self.nijukan_board.remove_from_parent()
        self.nijukan_board = None

    def confirm_nijukan(self, key_position: int, card_position: int) -> None:
        """R13: the middle player's pick, submitted."""
        self.after_submit(self.controller.submit_nijukan(key_position, card_position))

    def keep_dialog_clear(self) -> None:
        """A decision's dialog (grown by a hint or a tip) keeps clear of the plaque above it
        (the bid, the trump, the counts) and of the prompt under it (or of the hand, with no
        prompt); one that leaves the table in play, of the seats' face-down cards above it too
        where there is room (``_ceiling``). Too tall for the room between them, it comes down
        over the prompt, which steps aside as it does for the hint's banner, never over the
        hand's cards; only a dialog too tall even for that rises as far as the top of the table
        allows."""
        dialog, prompt = self.dialog, self.table.prompt
        if dialog is None:
            return
        rect = dialog.world_rect
        hand = self.table.hand.clear_top - DIALOG_GAP if self.table.hand.held else None
        under = prompt.world_rect if prompt.has_message else None
        if under is not None and (rect.right <= under.left or rect.left >= under.right):
            under = None
        floor = under.top - DIALOG_GAP if under is not None else hand
        if floor is None:
            return
        ceiling = self._ceiling(rect.left, rect.right)
        below_plaque = self._ceiling(rect.left, rect.right, across=False)
        if rect.height > floor - ceiling and (rect.height <= floor - below_plaque or hand is None
                                              or rect.height > hand - ceiling):
            ceiling = below_plaque  # the prompt (or the plaque) before the seats' cards
        top = rect.top
        covering = False
        if rect.height <= floor - ceiling or under is None or hand is None \
                or rect.height > hand - ceiling:
            top = min(top, floor - rect.height)
            if rect.height <= floor - ceiling:
                top = max(top, ceiling)
            top = max(top, DIALOG_GAP)
        else:
            top = min(max(top, ceiling), hand - rect.height)
            covering = top + rect.height > floor
        self._cover_prompt(covering)
        left = self._beside_titles(rect.left, rect.width, top, top + rect.height)
        if top != rect.top or left != rect.left:
            dialog.pos = (dialog.pos[0] + left - rect.left, dialog.pos[1] + top - rect.top)

    def _beside_titles(self, left: float, width: float, top: float, bottom: float) -> float:
        """Where a dialog from ``top`` to ``bottom`` keeps clear of the face-card rows' titles
        on the felt (the sides' counts) beside it: moved aside from the one it would cover."""
        for row in (self.table.kankei_row, self.table.mukankei_row):
            if not row.visible:
                continue
            for line in row.title_nodes:
                box = line.world_rect
                if not line.text or box.bottom <= top or box.top >= bottom:
                    continue
                if box.left - DIALOG_GAP < left + width <= box.right + width / 2:
                    left = box.left - DIALOG_GAP - width
                elif box.right + DIALOG_GAP > left >= box.left - width / 2:
                    left = box.right + DIALOG_GAP
        return left

    def _ceiling(self, left: float, right: float, *, across: bool = True) -> float:
        """The highest a dialog spanning ``left``..``right`` may reach: under the plaque when
        it lies above the dialog, else the window's top edge; with ``across``, a dialog that
        leaves the table in play (the lay-down's, where the cards are picked in the hand) also
        under the face-down cards of the seats across the table and their counts."""
        boxes = [self.table.plaque.world_rect] if self.table.plaque.visible else []
        if across and not self.dialog_modal:
            boxes += [box for box in self._across_backs() if box.top < layout.HEIGHT / 3]
        return max([DIALOG_GAP, *(box.bottom + DIALOG_GAP for box in boxes
                                  if box.left < right and box.right > left)])

    def _across_backs(self) -> list[pygame.FRect]:
        """Each CPU seat's face-down cards with their count, as drawn now."""
        boxes = []
        for group in self.table.groups.values():
            backs = group.backs
            if backs is not None and backs.visible and backs.count:
                boxes.append(backs.world_rect.union(backs.count_text.world_rect))
        return boxes

    def _cover_prompt(self, covering: bool) -> None:
        """The dialog lies over the prompt's place (the prompt steps aside) or no longer."""
        prompt = self.table.prompt
        if covering and not prompt.covered:
            prompt.cover(True)
        elif not covering and self._covering_prompt:
            prompt.cover(False)
        self._covering_prompt = covering

    @property
    def screen_kind(self) -> str:
        """What the table shows now, for screenshots and tests."""
        if self.nijukan_board is not None:
            return "nijukan"
        return self.dialog_kind or "table"

    # -- submitting --------------------------------------------------------------------------

    def submit(self, decision: Decision) -> None:
        """Send the human's decision to the engine (through the controller)."""
        self.after_submit(self.controller.submit(decision))

    def after_submit(self, error: IllegalAction | None) -> None:
        """Accepted: the request's dialog closes; refused: the reason under the hand."""
        if error is None:
            self.close_request_ui()
            self.request = None
            self.table.groups[HUMAN].panel.set_status("")
            return
        self.dismiss()
        self.table.prompt.set_error(self.illegal_message(error))
        self.refused(error)

    def illegal_message(self, error: IllegalAction) -> str:
        """The engine's reason for refusing a move, in one translated line."""
        key = f"table.illegal_{error.reason}"
        params = dict(error.params)
        if "suit" in params:
            params["suit"] = t(f"{self.game.suit_keys}.{params['suit']}")
        if "player" in params:
            params["player"] = self.table.name_of(params["player"])
        try:
            count = params.get("count")
            return tn(key, count, **params) if isinstance(count, int) else t(key, **params)
        except KeyError:
            return error.message

    # -- the focus after a hint --------------------------------------------------------------

    def focus_decision(self, decision: Decision) -> None:
        """Put the keyboard focus where ``decision`` is made: its card in the hand, or its
        button or card in the open dialog (a hint's move: Enter then makes it)."""
        hand, dialog = self.table.hand, self.dialog
        match decision:
            case Play(card=card, suit=suit) if suit is None or not isinstance(dialog, Dialog):
                hand.focus_on(card)
            case Play(suit=suit) | NameTrump(suit=suit):
                self.focus_button(lambda b: isinstance(b, SuitTile) and b.suit == suit)
            case LeadCall(iku=yes) | JurokuCall(call=yes):
                buttons = dialog.buttons if isinstance(dialog, Dialog) else []
                wanted = buttons[0 if yes else 1] if len(buttons) > 1 else None
                self.focus_button(lambda b: b is wanted)
            case Bid(count=count, suit=suit):
                self.focus_button(lambda b: isinstance(b, BidButton)
                                  and (b.bid.count, b.bid.suit) == (count, suit))
            case Pass():
                self.focus_button(lambda b: isinstance(dialog, BidPicker)
                                  and b is dialog.pass_button)
            case NameAdjutant(card=card) if isinstance(dialog, CardPicker):
                dialog.choose(card)
            case Show(cards=cards) | Discard(cards=cards):
                hand.focus_on(next((c for c in cards if c not in hand.selected), cards[0]))

    def focus_button(self, wanted: Callable[[Button], bool]) -> None:
        """Focus the open dialog's first button that is ``wanted``."""
        dialog = self.dialog
        if not isinstance(dialog, Dialog):
            return
        index = next((i for i, button in enumerate(dialog.buttons) if wanted(button)), None)
        if index is not None:
            dialog.focus_button(index)


__all__ = ["DIALOG_GAP", "DecisionDesk"]
