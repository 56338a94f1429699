"""The live table: a match on a ``TableView``, animated, with every decision's dialog.

The scene is the controller's listener: it animates what the controller
reports (through ``Presenter``), asks the human when the controller asks, and
after each batch of animations shows the human's position on its
``TableView`` (``sync``). It shows only the human's view (R20) and never
decides a rule: a click becomes an action for the engine, and a refusal comes
back as the engine's reason, shown in one translated line.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

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
from engine.cards import ALL_SUIT_OF, JOKER, SUITS, Card, Suit, cards_of, mask_of
from engine.errors import IllegalAction
from engine.events import DealResult
from engine.games import BIDDING
from engine.match import Phase
from engine.observe import SeatView
from goninkan_desktop.i18n import t, tn
from goninkan_desktop.play.controller import (
    THINK_SECONDS,
    HumanRequest,
    TableController,
    TableEvent,
)
from goninkan_desktop.play.takeback import can_take_back
from goninkan_desktop.profile.choices import HUMAN
from goninkan_desktop.table import dialogs
from goninkan_desktop.table.card_order import CardOrderScene
from goninkan_desktop.table.deal_result import DealResultScene
from goninkan_desktop.table.dialogs import Ask
from goninkan_desktop.table.games import (
    auction_calls,
    bid_text,
    form_key,
    highest_bid,
    table_game,
)
from goninkan_desktop.table.hints import TableHints
from goninkan_desktop.table.options import Moment, TableOptions
from goninkan_desktop.table.position import TablePosition
from goninkan_desktop.table.presenter import Presenter
from goninkan_desktop.table.scores import FinalScoresScene, RoundScoresScene
from goninkan_desktop.table.teaching import Teacher
from goninkan_desktop.table.tricks import LastTrickScene, TrickLogScene
from goninkan_desktop.table.view import TableView
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.app import App, Scene
from goninkan_desktop.ui.audio import SoundName
from goninkan_desktop.ui.motion import Motion
from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.bidding import BidButton, BidPicker, CardPicker
from goninkan_desktop.ui.nodes.button import ACTIVATE_KEYS, Button
from goninkan_desktop.ui.nodes.dialog import PRIMARY, Dialog
from goninkan_desktop.ui.nodes.pickers import NijukanBoard, SuitTile
from goninkan_desktop.ui.render import theme
from goninkan_desktop.ui.render.cards import CardRenderer
from goninkan_desktop.ui.render.warmup import warm_up
from goninkan_desktop.ui.tween import Animation, Call, Tweener, Wait
from goninkan_desktop.ui.tween import Sequence as Steps


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
        self.request: HumanRequest | None = None
        self.dialog: Node | None = None
        self.dialog_kind: dialogs.DialogKind | None = None
        self.dialog_modal = False
        self.open_hands_button: Button | None = None
        self.nijukan_board: NijukanBoard | None = None
        self._show_button: Button | None = None
        self._selecting = 0
        """How many cards the open dialog wants picked in the hand (kime-yaku, laying down)."""
        self.holding_trick = False
        """A finished trick waits for the player's click (``TableOptions.hold_tricks``)."""
        self._build()
        self.presenter = Presenter(self.table, self, self.teacher, self.options)
        controller.listener = self
        controller.think_time = self.motion.scaled(THINK_SECONDS)
        self.sync(view)

    # -- building the table ------------------------------------------------------------------

    def _build(self) -> None:
        root = self.root
        table = TableView(root, self.renderer, self.tweener, self.motion,
                          self.controller.match.names, HUMAN)
        self.table = table
        table.set_game(self.game, self.controller.match.game)
        table.auction_in_play = True
        table.plaque.round_label = self.options.round_label
        table.set_seats(self.controller.view().seats)
        table.hand.on_card = self._card_clicked
        self._size_hand(self.options.large_cards)
        self.toolbar = root.add(self._toolbar())
        if self.options.on_menu is not None:
            self.menu_button = self.toolbar.add(Button(
                t("menus.pause.button"), (1264.0, 16.0), (150.0, 48.0),
                on_click=self.options.on_menu, anchor=(1.0, 0.0),
                font_size=theme.fs(theme.SIZE_SMALL)))
        self.dialogs = root.add(Node(z=100))
        self.hints = TableHints(self, table, self.controller, root,
                                banner_at=self.options.low_banner_centre)
        self.hints.button.on_click = self.show_hint
        self.teacher = Teacher(self, table, root, self.options)
        self.teacher.enabled = self.teacher.enabled and self.game.teaching_tips

    def _toolbar(self) -> Node:
        bar = Node(z=60)
        x, y = layout.TOOLBAR_RIGHT
        height, gap = 44.0, 6.0
        # (name, label, action, left edge from the right, width, row), every label at the
        # table's smallest size (theme.MIN_FONT) within its button; the speed gets a row of its
        # own ("Speed: instant" is long) and reduced motion stays in the settings and on M
        specs = [
            ("last", self.game.say("table.tool_last"), self.show_last_trick, 264.0, 129.0, 0),
            ("log", self.game.say("table.tool_log"), self.show_trick_log, 129.0, 129.0, 0),
            ("speed", "", self.cycle_speed, 264.0, 264.0, 1),
        ]
        self.tools: dict[str, Button] = {}
        for name, label, action, left, width, row in specs:
            pos = (x - left, y - (2 - row) * (height + gap))
            self.tools[name] = bar.add(Button(label, pos, (width, height), on_click=action,
                                              font_size=theme.fs(theme.SIZE_SMALL)))
        if self.game.card_order_key:  # top right, under the Menu button
            self.tools["order"] = bar.add(Button(
                t("bid.order.button"), (1264.0, 72.0), (172.0, 40.0),
                on_click=self.show_card_order, anchor=(1.0, 0.0),
                font_size=theme.fs(theme.SIZE_SMALL)))
        self._label_tools()
        self.takeback_button = bar.add(Button(
            t("table.tool_takeback"), (x - 264.0, y - 3 * (height + gap) + 4.0),
            (264.0, height), on_click=self.take_back,
            font_size=theme.fs(theme.SIZE_SMALL)))
        self.takeback_button.visible = False
        return bar

    def _label_tools(self) -> None:
        self.tools["speed"].label = t("table.tool_speed", speed=t(
            f"table.speed_{self.motion.speed}"))

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
        for p, group in self.table.groups.items():
            group.panel.thinking = p == player
            if p != player and p != HUMAN:
                group.panel.set_status("")

    def ask(self, request: HumanRequest | None) -> None:
        """Open the right control for the human's decision (None: close it)."""
        self._close_request_ui()
        self.request = request
        self.hints.offer(request)
        if request is None:
            return
        self._mark_turn(request.view)
        opener = {
            Phase.PLAY: self._ask_play,
            Phase.LEAD: self._ask_lead,
            Phase.SHOW: self._ask_show,
            Phase.TRUMP: self._ask_trump,
            Phase.JUROKU: self._ask_juroku,
            Phase.NIJUKAN_PICK: self._ask_nijukan,
            Phase.BID: self._ask_bid,
            Phase.DISCARD: self._ask_discard,
            Phase.ADJUTANT: self._ask_adjutant,
        }[request.phase]
        opener(request)
        self.teacher.asked(request)

    # -- asking the human --------------------------------------------------------------------

    def _ask_play(self, request: HumanRequest) -> None:
        view = request.view
        legal = {d.card for d in request.legal if isinstance(d, Play)}
        self.table.hand.set_playable(legal)
        self.table.prompt.set_info(self.game.play_prompt(view, legal), t("table.keys_play"))
        names_suit = view.rules.game.joker_names_suit
        if self.options.auto_play_single and len(legal) == 1 and (
                view.trick or legal != {JOKER} or not names_suit):  # a joker lead names a suit
            only = legal.pop()
            self.tweener.add(Steps(Wait(AUTO_PLAY_DELAY),
                                   Call(lambda: self._play_alone(request, only))))

    def _play_alone(self, request: HumanRequest, only: Card) -> None:
        """The lone legal card, played for the player once they have seen it is theirs."""
        if self.request is request:
            self._submit(Play(HUMAN, only))

    def _card_clicked(self, played: Card) -> None:
        request = self.request
        if request is not None and request.phase in (Phase.SHOW, Phase.DISCARD):
            self._refresh_show()
            return
        if request is not None and request.phase is Phase.PLAY and played == JOKER \
                and request.view.rules.game.joker_names_suit \
                and not request.view.trick and JOKER in (self.table.hand.playable or ()):
            self._ask_joker_suit(request)
            return
        self._submit(Play(HUMAN, played))

    def _ask_joker_suit(self, request: HumanRequest) -> None:
        def pick(suit: Suit) -> None:
            self._submit(Play(HUMAN, JOKER, suit))

        self._open(dialogs.joker_suit(self.table.hand.held, pick, self._close_dialog))

    def _ask_lead(self, request: HumanRequest) -> None:
        partner = next(p for p in request.view.kankei if p != HUMAN)
        self._open(dialogs.lead(self.table.name_of(partner),
                                lambda iku: self._submit(LeadCall(HUMAN, iku))))

    def _ask_show(self, request: HumanRequest) -> None:
        view = request.view
        count = view.rules.shown_cards
        chooser = view.chooser
        self._selecting = count
        self.table.hand.set_selecting(count)
        ask, self._show_button = dialogs.show_cards(
            count, self.table.name_of(chooser if chooser is not None else HUMAN),
            self._confirm_show)
        self._open(ask)
        self.table.prompt.set_info(tn("table.prompt_show", count), t("table.keys_show"))

    def _refresh_show(self) -> None:
        if self.request is None or self.dialog is None:
            return
        chosen = len(self.table.hand.selected)
        if self._show_button is not None:
            self._show_button.enabled = chosen == self._selecting
        if self.request.phase is Phase.DISCARD:
            self.table.prompt.set_info(self._form_words("bid.discard.prompt", count=chosen),
                                       t("bid.discard.keys"))

    def _selected_cards(self) -> tuple[Card, ...]:
        return tuple(self.table.hand.selected)

    def _confirm_show(self) -> None:
        self._submit(Show(HUMAN, self._selected_cards()))

    def _show_key(self, event: pygame.event.Event) -> bool:
        """The cards to show are picked in the hand, by keyboard too: ←/→/Tab move the focus
        there, Space or ↑ pick or put back the focused card, Enter shows them once enough are
        picked (the dialog itself takes no arrow keys: it has one button)."""
        if event.type != pygame.KEYDOWN or self.dialog_kind not in ("show_cards", "discard") \
                or self.request is None or self.request.phase not in (Phase.SHOW, Phase.DISCARD):
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self._show_button is not None and self._show_button.enabled:
                self._show_button.click()
            return True
        return self.table.hand.key(event.key, getattr(event, "mod", 0))

    def _ask_trump(self, request: HumanRequest) -> None:
        view = request.view
        if view.rules.game.name == BIDDING.name:  # B17: the caller names any suit
            self._open(dialogs.free_trump(cards_of(view.hand),
                                          lambda suit: self._submit(NameTrump(HUMAN, suit))))
            self.table.prompt.set_info(t("bid.free.trump_prompt"))
            return
        shower = view.shower
        name = self.table.name_of(shower if shower is not None else HUMAN)
        self._open(dialogs.trump(view, name, self.renderer,
                                 lambda suit: self._submit(NameTrump(HUMAN, suit))))
        self.table.prompt.set_info(t("table.prompt_trump"))

    def _ask_juroku(self, request: HumanRequest) -> None:
        stakes = request.stakes
        assert stakes is not None
        self._open(dialogs.juroku(stakes, lambda call: self._submit(JurokuCall(HUMAN, call))))

    # -- the bidding game (docs/rules.md section 11) -------------------------------------------

    def _ask_bid(self, request: HumanRequest) -> None:
        """B6: the bid picker, offering exactly the engine's legal bids, and Pass."""
        bids = [d for d in request.legal if isinstance(d, Bid)]
        counts = sorted({d.count for d in bids})
        view = request.view
        high = highest_bid(view)
        words = None if high is None else t(
            "bid.picker.high", bid=bid_text(high[1], high[2]), name=self.table.label_name(high[0]))
        calls = auction_calls(view, self.table.label_name)
        self._open(dialogs.bid_picker(
            counts, words, view.lowest_bid, calls,
            lambda count, suit: self._submit(Bid(HUMAN, count, suit)),
            lambda: self._submit(Pass(HUMAN)),
            form_key("bid.picker.text", view.rules.game)))
        self.table.prompt.set_info("")  # the picker says it all, and would cover the prompt

    def _ask_discard(self, request: HumanRequest) -> None:
        """B7: three of the thirteen cards, picked in the hand, then confirmed."""
        self._selecting = request.view.rules.game.discards
        self.table.hand.set_selecting(self._selecting)
        taken = [self.table.card_name(card) for card in cards_of(request.view.kitsune)]
        ask, self._show_button = dialogs.discard(taken, self._confirm_discard, self._form_words)
        self._open(ask)
        self.table.prompt.set_info(self._form_words("bid.discard.prompt", count=0),
                                   t("bid.discard.keys"))

    def _form_words(self, key: str, **params: object) -> str:
        """``key`` in the words of the bidding form on the table (two cards with three)."""
        return t(form_key(key, self.controller.match.game), **params)

    def _confirm_discard(self) -> None:
        self._submit(Discard(HUMAN, self._selected_cards()))

    def _ask_adjutant(self, request: HumanRequest) -> None:
        """B8: any card of the deck (the engine's legal names), by suit; the human's own cards
        and those laid down are marked."""
        named = {d.card for d in request.legal if isinstance(d, NameAdjutant)}
        deck = request.view.rules.game.deck
        cards = [c for c in deck.cards if c in named]
        rows = [[c for c in cards if c != JOKER and ALL_SUIT_OF[c] == suit] for suit in SUITS]
        if JOKER in cards:  # at the end of the last row: one row fewer
            rows[-1].append(JOKER)
        view = request.view
        self._open(dialogs.adjutant_picker(
            self.renderer, rows, set(cards_of(view.hand)), set(cards_of(view.discards)),
            self.table.card_name, lambda card: self._submit(NameAdjutant(HUMAN, card))))

    def show_card_order(self) -> None:
        """B5: the card order of the trump suit now (one key away: O)."""
        view = self.controller.view()
        self._push(CardOrderScene(self.renderer, view.trump), "card_order")

    def _ask_nijukan(self, request: HumanRequest) -> None:
        nijukan = request.view.nijukan
        assert nijukan is not None
        self.show_nijukan_board(*nijukan, interactive=True)

    # -- dialogs -----------------------------------------------------------------------------

    def _open(self, ask: Ask) -> None:
        """Open a decision's dialog; while a modal one is open the cards in the hand take no
        clicks (the kime-yaku dialog is not modal: the cards to show are picked in the hand).
        A lesson opens it ``TableOptions.dialog_shift`` to the side."""
        self._close_dialog()
        dialog = ask.node
        if ask.centre is not None:
            dialog.pos = ask.centre
        dialog.pos = (dialog.pos[0] + self.options.dialog_shift, dialog.pos[1])
        self.dialogs.add(dialog)
        self.dialog = dialog
        self.dialog_kind = ask.kind
        self.dialog_modal = ask.modal
        self.moment(ask.kind)

    def _close_dialog(self) -> None:
        if self.dialog is not None:
            self.dialog.remove_from_parent()
        self.dialog = None
        self.dialog_kind = None
        self.dialog_modal = False

    def _blocked_by_dialog(self, event: pygame.event.Event) -> bool:
        """A click on the hand while a modal dialog is open: it goes nowhere."""
        if not self.dialog_modal or self.dialog is None \
                or event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        return self.table.hand.card_at(event.pos) is not None \
            and not self.dialog.contains(event.pos)

    def _close_request_ui(self) -> None:
        self._close_dialog()
        self.close_nijukan_board()
        self.table.hand.set_playable(None)
        self.table.hand.set_selecting(0)
        self.table.prompt.set_info("")
        self.hints.offer(None)

    def show_nijukan_board(self, holder: int, middle: int, partner: int, *,
                           interactive: bool) -> None:
        """The face-down key cards and partner's cards; pickable when the human is the middle
        (a lesson opens it ``TableOptions.nijukan_shift`` to the side)."""
        self.close_nijukan_board()
        board = dialogs.nijukan_board(
            self.renderer, self.table.name_of, self.table.possessive, holder, middle, partner,
            human=HUMAN, confirm=self._confirm_nijukan if interactive else None)
        board.pos = (board.pos[0] + self.options.nijukan_shift, board.pos[1])
        self.nijukan_board = board
        self.dialogs.add(board)
        self.moment("nijukan")

    def close_nijukan_board(self) -> None:
        """Take the nijū-kan board away."""
        if self.nijukan_board is not None:
            self.nijukan_board.remove_from_parent()
        self.nijukan_board = None

    def _confirm_nijukan(self, key_position: int, card_position: int) -> None:
        error = self.controller.submit_nijukan(key_position, card_position)
        self._after_submit(error)

    # -- the focus after a hint --------------------------------------------------------------

    def show_hint(self) -> bool:
        """The hint (button or H): shown, and the focus put on its move, so the next Enter
        makes it (the first Enter after a hint did nothing); False if none is offered now."""
        hint = self.hints.show()
        if hint is not None:
            self.focus_decision(hint.decision)
        return hint is not None

    def focus_decision(self, decision: Decision) -> None:
        """Put the keyboard focus where ``decision`` is made: its card in the hand, or its
        button or card in the open dialog (a hint's move: Enter then makes it)."""
        hand, dialog = self.table.hand, self.dialog
        match decision:
            case Play(card=card, suit=suit) if suit is None or not isinstance(dialog, Dialog):
                hand.focus_on(card)
            case Play(suit=suit) | NameTrump(suit=suit):
                self._focus_button(lambda b: isinstance(b, SuitTile) and b.suit == suit)
            case LeadCall(iku=yes) | JurokuCall(call=yes):
                buttons = dialog.buttons if isinstance(dialog, Dialog) else []
                wanted = buttons[0 if yes else 1] if len(buttons) > 1 else None
                self._focus_button(lambda b: b is wanted)
            case Bid(count=count, suit=suit):
                self._focus_button(lambda b: isinstance(b, BidButton)
                                   and (b.bid.count, b.bid.suit) == (count, suit))
            case Pass():
                self._focus_button(lambda b: isinstance(dialog, BidPicker)
                                   and b is dialog.pass_button)
            case NameAdjutant(card=card) if isinstance(dialog, CardPicker):
                dialog.choose(card)
            case Show(cards=cards) | Discard(cards=cards):
                hand.focus_on(next((c for c in cards if c not in hand.selected), cards[0]))

    def _focus_button(self, wanted: Callable[[Button], bool]) -> None:
        dialog = self.dialog
        if not isinstance(dialog, Dialog):
            return
        index = next((i for i, button in enumerate(dialog.buttons) if wanted(button)), None)
        if index is not None:
            dialog.focus_button(index)

    # -- submitting --------------------------------------------------------------------------

    def _submit(self, decision: JurokuCall | LeadCall | NameTrump | Play | Show | Bid | Pass
                | Discard | NameAdjutant) -> None:
        self._after_submit(self.controller.submit(decision))

    def _after_submit(self, error: IllegalAction | None) -> None:
        if error is None:
            self._close_request_ui()
            self.request = None
            self.table.groups[HUMAN].panel.set_status("")
            return
        self.hints.dismiss()
        self.table.prompt.set_error(self.illegal_message(error))
        self.teacher.refused(error)

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

    # -- keeping the table true to the view --------------------------------------------------

    def sync(self, view: SeatView) -> None:
        """Make every node match the human's view (after each batch of animations)."""
        self.table.show(TablePosition.seen_by(view))
        self._mark_turn(view)

    def _mark_turn(self, view: SeatView) -> None:
        actor = self.controller.actor()
        for player, group in self.table.groups.items():
            group.panel.active = player == actor and not self.presenter.busy
        human = self.table.groups[HUMAN].panel
        if actor == HUMAN:
            human.set_status(t("table.your_turn"))
        elif not human.thinking:
            human.set_status("")

    # -- overlays ----------------------------------------------------------------------------

    def moment(self, kind: Moment, animation: Animation | None = None) -> None:
        """A screen worth a screenshot appears (``TableOptions.on_moment``)."""
        if self.options.on_moment is not None:
            self.options.on_moment(kind, animation)

    def _push(self, overlay: Scene, kind: Moment) -> None:
        assert self.app is not None
        self.app.push(overlay)
        self.moment(kind)

    def show_dealt_hands(self, done: Callable[[], None]) -> None:
        """At a deal's end: every hand face up as dealt, until the player goes on (``done``)."""
        dealt, _ = self.controller.match.history[-1]
        self.table.show_dealt([mask_of(hand) for hand in dealt.hands], self.table.trump)
        self.table.banner.show(t("table.dealt.title"), t("table.dealt.how"),
                         at=(layout.CENTRE[0], layout.CENTRE[1] - 20.0))

        def go_on() -> None:
            if self.open_hands_button is None:
                return
            self.table.banner.hide()
            self._close_dialog()
            self.open_hands_button = None
            done()

        button = Button(t("table.dealt.continue"), (640.0, layout.CENTRE[1] + 78.0),
                        (300.0, 52.0),
                        anchor=(0.5, 0.5), on_click=go_on,
                        font_size=theme.fs(theme.SIZE_SMALL), style=PRIMARY)
        button.focused = True
        self._open(Ask(button, "open_hands", modal=False))
        self.open_hands_button = button
        if self.options.auto_close is not None:
            self.tweener.add(Steps(Wait(self._auto(2.0) or 0.0), Call(go_on)))

    def open_deal_result(self, result: DealResult, view: SeatView,
                         done: Callable[[], None]) -> None:
        """Show how the deal ended; ``done`` when the player closes it."""
        on_review = self.options.on_review
        deal_index = len(self.controller.match.history) - 1
        overlay = DealResultScene(result, view, self.table.display_names(), HUMAN,
                                  auto_close=self._auto(2.5), on_close=done,
                                  hints_used=self.hints.used(result.round, result.deal)
                                  if self.hints.enabled else None,
                                  on_review=None if on_review is None
                                  else lambda: on_review(deal_index),
                                  tip=self.teacher.result_tip(result, HUMAN),
                                  renderer=self.renderer,
                                  unplayed=self._unplayed(result),
                                  narrow=self.options.narrow_results,
                                  on_menu=self.options.on_menu, game=self.game)
        keep_clear = self.options.results_keep_clear
        if keep_clear is not None:
            overlay.keep_clear(keep_clear())
        self._push(overlay, "deal_result")

    def _unplayed(self, result: DealResult) -> list[int] | None:
        """The cards nobody played when the deal ended before its last trick, by player."""
        if result.tricks >= self.controller.match.game.tricks:
            return None
        hands = list(self.controller.match.hands)
        return hands if any(hands) else None

    def open_round_scores(self, round_no: int, view: SeatView, done: Callable[[], None]) -> None:
        """Show the score table after a round."""
        overlay = RoundScoresScene(round_no, view.rules.rounds, self.table.display_names(),
                                   view.results, HUMAN, auto_close=self._auto(2.5),
                                   on_close=done, game=self.game)
        self._push(overlay, "round_scores")

    def open_final_scores(self, view: SeatView, done: Callable[[], None]) -> None:
        """The end of the match: scores, chart, winner (a lesson's own words explain it)."""
        if not self.options.final_scores:
            done()
            return
        overlay = FinalScoresScene(self.table.display_names(), view.results, view.scores, HUMAN,
                                   on_new_match=self._new_match, on_title=self._quit,
                                   auto_close=self._auto(3.0), on_close=done, game=self.game)
        self._push(overlay, "final_scores")

    def _auto(self, seconds: float) -> float | None:
        if self.options.auto_close is None:
            return None
        return self.motion.scaled(seconds) if not self.motion.instant else 0.0

    def _new_match(self) -> None:
        if self.options.on_new_match is not None:
            self.options.on_new_match()

    def _quit(self) -> None:
        if self.options.on_quit is not None:
            self.options.on_quit()
        elif self.app is not None:
            self.app.quit()

    def show_last_trick(self) -> None:
        """The last finished trick of this deal."""
        view = self.controller.view()
        last = view.tricks[-1] if view.tricks else None
        positions = {p: self.table.position(p) for p in self.table.players}
        self._push(LastTrickScene(self.renderer, last, self.table.display_names(), positions,
                                  game=self.game),
                   "last_trick")

    def show_trick_log(self) -> None:
        """Every trick of this deal."""
        view = self.controller.view()
        self._push(TrickLogScene(self.renderer, view.tricks, self.table.display_names(),
                                 game=self.game,
                                 auction=self.game.auction_line(view, self.table.label_name)),
                   "trick_log")

    def cycle_speed(self) -> None:
        """Slow → normal → fast → instant → slow."""
        self.motion.speed = self.motion.next_speed()
        self.motion.apply(self.tweener)
        self.controller.think_time = self.motion.scaled(THINK_SECONDS)
        self._label_tools()

    def toggle_motion(self) -> None:
        """Reduced motion on or off."""
        self.motion.reduced = not self.motion.reduced
        self._label_tools()

    def hold_trick(self) -> None:
        """A finished trick stays until the player clicks or presses Enter."""
        self.holding_trick = True
        self.table.prompt.set_info(self.game.say("table.hold.go_on"))

    def release_trick(self) -> None:
        """The player has seen the trick: on to its collection."""
        self.holding_trick = False
        self.table.prompt.set_info("")

    def follow_motion(self) -> None:
        """The speed or motion setting changed elsewhere (the settings screen): follow it."""
        self.motion.apply(self.tweener)
        self.controller.think_time = self.motion.scaled(THINK_SECONDS)
        self._label_tools()

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
        if self.request is None:
            self._mark_turn_quietly()
        self.takeback_button.visible = self.can_take_back
        self._show_countdown()
        self._keep_dialog_clear()
        self.root.update(dt)

    def _keep_dialog_clear(self) -> None:
        """A decision's dialog (grown by a hint or a tip) moves up, clear of the prompt under it
        (or of the hand, with no prompt), as far as the top of the table allows."""
        dialog, prompt = self.dialog, self.table.prompt
        if dialog is None:
            return
        rect = dialog.world_rect
        if prompt.visible:
            under = prompt.world_rect
            if rect.right <= under.left or rect.left >= under.right:
                return
            limit = under.top
        elif self.table.hand.held:  # no prompt: clear of the hand's cards, seen to decide
            limit = self.table.hand.cards_top
        else:
            return
        shift = min(rect.bottom - (limit - DIALOG_GAP), rect.top - DIALOG_GAP)
        if shift > 0:
            dialog.pos = (dialog.pos[0], dialog.pos[1] - shift)

    @property
    def animating(self) -> bool:
        return self.tweener.busy or self.presenter.busy

    def wake_in(self) -> float | None:
        return self.controller.wake_in()

    def enter(self, app: App) -> None:
        super().enter(app)
        self.controller.on_decided = app.wake

    def _mark_turn_quietly(self) -> None:
        actor = None if self.presenter.busy else self.controller.actor()
        for player, group in self.table.groups.items():
            group.panel.active = player == actor

    def _show_countdown(self) -> None:
        left = self.controller.time_left
        if left is None:
            return
        seconds = int(left + 0.999)
        colour = theme.ERROR if seconds <= 10 else theme.GOLD
        text = t("table.countdown", minutes=seconds // 60, seconds=f"{seconds % 60:02d}")
        self.table.groups[HUMAN].panel.set_status(text, colour)
        self.table.prompt.set_suffix(f"({text})")

    def sound(self, name: SoundName) -> None:
        """Play a sound effect, if the game has sound."""
        if self.options.on_sound is not None:
            self.options.on_sound(name)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._blocked_by_dialog(event) or self._show_key(event):
            return True
        if self.holding_trick and (
                (event.type == pygame.MOUSEBUTTONUP and event.button == 1)
                or (event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS)):
            self.release_trick()
            return True
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE \
                and self.options.on_menu is not None:
            self.options.on_menu()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and self.request is not None:
            return self.show_hint()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_o \
                and self.game.card_order_key:  # also while bidding or naming: it is read-only
            self.show_card_order()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z \
                and event.mod & pygame.KMOD_CTRL:
            return self.take_back()
        if event.type == pygame.KEYDOWN:
            keys: dict[int, Callable[[], None]] = {
                pygame.K_l: self.show_last_trick, pygame.K_t: self.show_trick_log,
                pygame.K_s: self.cycle_speed, pygame.K_m: self.toggle_motion,
            }
            if event.key in keys and self.dialog is None and self.nijukan_board is None:
                keys[event.key]()
                return True
        return False

    @property
    def can_take_back(self) -> bool:
        """Whether "Take back" is offered now: on, and a decision of yours in this deal."""
        return self.options.on_take_back is not None and self.nijukan_board is None \
            and can_take_back(self.controller.match)

    def take_back(self) -> bool:
        """Undo your last decision in this deal (and the CPUs' moves after it)."""
        if not self.can_take_back or self.options.on_take_back is None:
            return False
        self.options.on_take_back()
        return True

    def exit(self) -> None:
        self.controller.close()
        self.hints.close()

    @property
    def screen_kind(self) -> str:
        """What the table shows now, for screenshots and tests."""
        if self.nijukan_board is not None:
            return "nijukan"
        return self.dialog_kind or "table"


DIALOG_GAP = 6.0
"""Between a dialog and the prompt under it (and the window's top edge)."""

AUTO_PLAY_DELAY = 0.8
"""How long a lone legal card waits in the hand, the others dimmed, before it plays itself."""

TABLE_KEYS = frozenset({pygame.K_ESCAPE, pygame.K_h, pygame.K_l, pygame.K_t, pygame.K_s,
                        pygame.K_m, pygame.K_o})
"""The table's own keys (menu, hint, last trick, trick log, speed, motion): a dialog on the
table never binds one of them to something else."""

