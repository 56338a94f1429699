"""How the table asks the human each kind of decision: one small object per kind.

A game registers the asks its phases need (``TableGame.asks``); the ``DecisionDesk``
(``table.desk``) opens the one for the phase asked and hands it the clicks and keys it
takes. An ask only talks to the desk (``Desk``): it opens a dialog, marks cards in the
hand, writes the prompt and submits the engine's action. It decides no rule, and it can be
driven in a test by calling its methods, without any pygame event.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

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
from engine.cards import ALL_SUIT_OF, JOKER, SUITS, Card, Suit, cards_of
from engine.games import GONINKAN, Game
from engine.observe import SeatView
from goninkan_desktop.i18n import t, tn
from goninkan_desktop.play.controller import HumanRequest
from goninkan_desktop.profile.choices import HUMAN
from goninkan_desktop.table import dialogs
from goninkan_desktop.table.bids import auction_calls, bid_text, highest_bid
from goninkan_desktop.table.dialogs import DialogKind
from goninkan_desktop.table.forms import form_key
from goninkan_desktop.table.options import TableOptions
from goninkan_desktop.ui.nodes.banner import Prompt
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.hand_fan import HandFan
from goninkan_desktop.ui.render.cards import CardRenderer
from goninkan_desktop.ui.tween import Call, Tweener, Wait
from goninkan_desktop.ui.tween import Sequence as Steps

AUTO_PLAY_DELAY = 0.8
"""How long a lone legal card waits in the hand, the others dimmed, before it plays itself."""


class Prompts(Protocol):
    """The game's words for the line under the hand (``TableGame.play_prompt``)."""

    def play_prompt(self, view: SeatView, legal: set[Card]) -> str: ...


class Table(Protocol):
    """What an ask uses of the ``TableView``: the hand, the prompt, names."""

    @property
    def hand(self) -> HandFan: ...

    @property
    def prompt(self) -> Prompt: ...

    def name_of(self, player: int) -> str: ...

    def label_name(self, player: int) -> str: ...

    def card_name(self, card: Card) -> str: ...


class Desk(Protocol):
    """What an ask may use of the table: the ``DecisionDesk`` (``table.desk``)."""

    renderer: CardRenderer
    options: TableOptions
    tweener: Tweener

    @property
    def table(self) -> Table: ...

    @property
    def game(self) -> Prompts: ...

    @property
    def request(self) -> HumanRequest | None: ...

    @property
    def dialog_kind(self) -> DialogKind | None: ...

    def open(self, ask: dialogs.Ask) -> None: ...

    def close_dialog(self) -> None: ...

    def submit(self, decision: Decision) -> None: ...

    def show_nijukan_board(self, holder: int, middle: int, partner: int, *,
                           interactive: bool) -> None: ...


class DecisionAsk:
    """One kind of decision. ``open`` asks it; a card clicked in the hand is played unless
    the ask takes it (``on_card``); ``on_key`` takes the keys the ask owns (False: none)."""

    def open(self, request: HumanRequest, desk: Desk) -> None:
        """Open the decision's dialog (or mark the hand) for ``request``."""
        raise NotImplementedError

    def on_card(self, card: Card, request: HumanRequest, desk: Desk) -> None:
        """A card of the hand clicked (or chosen by keyboard) while this ask is open."""
        desk.submit(Play(HUMAN, card))

    def on_key(self, key: int, mod: int, request: HumanRequest, desk: Desk) -> bool:
        """A key pressed while this ask is open; True if the ask used it."""
        return False


class PlayAsk(DecisionAsk):
    """R15–R19, B9: a card from the hand; a lone legal card may play itself, a joker lead
    names its suit (R18)."""

    def open(self, request: HumanRequest, desk: Desk) -> None:
        view = request.view
        legal = {d.card for d in request.legal if isinstance(d, Play)}
        desk.table.hand.set_playable(legal)
        desk.table.prompt.set_info(desk.game.play_prompt(view, legal), t("table.keys_play"))
        names_suit = view.rules.game.joker_names_suit
        if desk.options.auto_play_single and len(legal) == 1 and (
                view.trick or legal != {JOKER} or not names_suit):  # a joker lead names a suit
            only = legal.pop()
            desk.tweener.add(Steps(Wait(AUTO_PLAY_DELAY),
                                   Call(lambda: self.play_alone(request, only, desk))))

    def play_alone(self, request: HumanRequest, only: Card, desk: Desk) -> None:
        """The lone legal card, played for the player once they have seen it is theirs."""
        if desk.request is request:
            desk.submit(Play(HUMAN, only))

    def on_card(self, card: Card, request: HumanRequest, desk: Desk) -> None:
        if card == JOKER and request.view.rules.game.joker_names_suit \
                and not request.view.trick and JOKER in (desk.table.hand.playable or ()):
            self.ask_joker_suit(desk)
            return
        desk.submit(Play(HUMAN, card))

    def ask_joker_suit(self, desk: Desk) -> None:
        """R18: the joker led, its suit named in a picker."""
        def pick(suit: Suit) -> None:
            desk.submit(Play(HUMAN, JOKER, suit))

        desk.open(dialogs.joker_suit(desk.table.hand.held, pick, desk.close_dialog))


class LeadAsk(DecisionAsk):
    """R14: iku or koi."""

    def open(self, request: HumanRequest, desk: Desk) -> None:
        partner = next(p for p in request.view.kankei if p != HUMAN)
        desk.open(dialogs.lead(desk.table.name_of(partner),
                               lambda iku: desk.submit(LeadCall(HUMAN, iku))))


class FreeTrumpAsk(DecisionAsk):
    """B17: without an auction the player after the dealer names any of the four suits as
    trump (keys 1–4, or the arrows and Enter), the hand in sight below."""

    def open(self, request: HumanRequest, desk: Desk) -> None:
        desk.open(dialogs.free_trump(cards_of(request.view.hand),
                                     lambda suit: desk.submit(NameTrump(HUMAN, suit))))
        desk.table.prompt.set_info(t("bid.free.trump_prompt"))


class TrumpAsk(DecisionAsk):
    """R26: the chooser names trump, the shown cards beside the hand."""

    def open(self, request: HumanRequest, desk: Desk) -> None:
        view = request.view
        shower = view.shower
        name = desk.table.name_of(shower if shower is not None else HUMAN)
        desk.open(dialogs.trump(view, name, desk.renderer,
                                lambda suit: desk.submit(NameTrump(HUMAN, suit))))
        desk.table.prompt.set_info(t("table.prompt_trump"))


class JurokuAsk(DecisionAsk):
    """R24: call jūroku and play on, or take the sukonku."""

    def open(self, request: HumanRequest, desk: Desk) -> None:
        stakes = request.stakes
        assert stakes is not None
        desk.open(dialogs.juroku(stakes, lambda call: desk.submit(JurokuCall(HUMAN, call))))


class NijukanAsk(DecisionAsk):
    """R13: the middle player picks a key card and one of the partner's cards on the board
    (the board submits through the controller itself)."""

    def open(self, request: HumanRequest, desk: Desk) -> None:
        nijukan = request.view.nijukan
        assert nijukan is not None
        desk.show_nijukan_board(*nijukan, interactive=True)


class BidAsk(DecisionAsk):
    """B6: the bid picker, offering exactly the engine's legal bids, and Pass."""

    def open(self, request: HumanRequest, desk: Desk) -> None:
        bids = [d for d in request.legal if isinstance(d, Bid)]
        counts = sorted({d.count for d in bids})
        view = request.view
        high = highest_bid(view)
        names = desk.table.label_name
        words = None if high is None else t(
            "bid.picker.high", bid=bid_text(high[1], high[2]), name=names(high[0]))
        desk.open(dialogs.bid_picker(
            counts, words, view.lowest_bid, auction_calls(view, names),
            lambda count, suit: desk.submit(Bid(HUMAN, count, suit)),
            lambda: desk.submit(Pass(HUMAN)), form_key("bid.picker.text", view.rules.game)))
        desk.table.prompt.set_info("")  # the picker says it all, and would cover the prompt


class AdjutantAsk(DecisionAsk):
    """B8: any card of the deck (the engine's legal names), by suit; the human's own cards
    and those laid down are marked."""

    def open(self, request: HumanRequest, desk: Desk) -> None:
        named = {d.card for d in request.legal if isinstance(d, NameAdjutant)}
        view = request.view
        cards = [c for c in view.rules.game.deck.cards if c in named]
        rows = [[c for c in cards if c != JOKER and ALL_SUIT_OF[c] == suit] for suit in SUITS]
        if JOKER in cards:  # at the end of the last row: one row fewer
            rows[-1].append(JOKER)
        desk.open(dialogs.adjutant_picker(
            desk.renderer, rows, set(cards_of(view.hand)), set(cards_of(view.discards)),
            desk.table.card_name, lambda card: desk.submit(NameAdjutant(HUMAN, card))))


Picker = Callable[[HumanRequest, Desk, Callable[[], None]], tuple[dialogs.Ask, Button]]
"""Builds a hand-picking dialog for the request, its confirm button calling the given
function; returns the dialog and that button."""


class HandPickAsk(DecisionAsk):
    """Cards picked in the hand, then confirmed in a small dialog: the cards shown in
    kime-yaku (R26) and the cards laid down after the kitsune (B7) alike.

    ``count(view)``: how many to pick; ``build``: the dialog; ``action``: the engine's
    action for the cards picked; ``prompt(picked, count, game)``: the prompt's line and keys
    (``game``: the form played, whose words may differ);
    ``follow``: whether the prompt follows each card picked (else it is written once)."""

    def __init__(self, count: Callable[[SeatView], int], build: Picker,
                 action: Callable[[tuple[Card, ...]], Decision],
                 prompt: Callable[[int, int, Game], tuple[str, str]], *, follow: bool) -> None:
        self.count = count
        self.build = build
        self.action = action
        self.prompt = prompt
        self.follow = follow
        self.wanted = 0
        self.button: Button | None = None
        self.kind: DialogKind | None = None
        self.game = GONINKAN
        """The form of the game asked (from the request)."""

    def open(self, request: HumanRequest, desk: Desk) -> None:
        self.game = request.view.rules.game
        self.wanted = self.count(request.view)
        desk.table.hand.set_selecting(self.wanted)
        ask, self.button = self.build(request, desk, lambda: self.confirm(desk))
        self.button.focused = False  # the hand has the keys (Enter confirms): one focus shown
        self.kind = ask.kind
        desk.open(ask)
        desk.table.prompt.set_info(*self.prompt(0, self.wanted, self.game))

    def on_card(self, card: Card, request: HumanRequest, desk: Desk) -> None:
        """A card picked or put back: the button is enabled once enough are picked."""
        self.refresh(desk)

    def refresh(self, desk: Desk) -> None:
        """Follow the cards picked in the hand (also after a lesson puts them back)."""
        if desk.dialog_kind is None:
            return
        chosen = len(desk.table.hand.selected)
        if self.button is not None:
            self.button.enabled = chosen == self.wanted
        if self.follow:
            desk.table.prompt.set_info(*self.prompt(chosen, self.wanted, self.game))

    def on_key(self, key: int, mod: int, request: HumanRequest, desk: Desk) -> bool:
        """The cards are picked in the hand, by keyboard too: ←/→/Tab move the focus there,
        Space or ↑ pick or put back the focused card, Enter confirms once enough are picked
        (the dialog itself takes no arrow keys: it has one button)."""
        if desk.dialog_kind != self.kind:
            return False
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.button is not None and self.button.enabled:
                self.button.click()
            return True
        return desk.table.hand.key(key, mod)

    def confirm(self, desk: Desk) -> None:
        """Submit the cards picked."""
        desk.submit(self.action(tuple(desk.table.hand.selected)))


def show_ask() -> HandPickAsk:
    """R26: the cards shown to the chooser in kime-yaku."""
    def build(request: HumanRequest, desk: Desk, confirm: Callable[[], None]
              ) -> tuple[dialogs.Ask, Button]:
        chooser = request.view.chooser
        return dialogs.show_cards(request.view.rules.shown_cards, desk.table.name_of(
            chooser if chooser is not None else HUMAN), confirm)

    return HandPickAsk(lambda view: view.rules.shown_cards, build,
                       lambda cards: Show(HUMAN, cards),
                       lambda picked, count, game: (tn("table.prompt_show", count),
                                              t("table.keys_show")), follow=False)


def discard_ask() -> HandPickAsk:
    """B7: the cards the taisho lays down after taking the kitsune."""
    def build(request: HumanRequest, desk: Desk, confirm: Callable[[], None]
              ) -> tuple[dialogs.Ask, Button]:
        game = request.view.rules.game
        room, shift = desk.options.room, desk.options.dialog_shift
        span = None if room is None or room.lay_down is None else \
            (room.lay_down[0] - shift, room.lay_down[1] - shift)  # the desk shifts it back
        return dialogs.discard(confirm, lambda key: t(form_key(key, game)), span=span)

    return HandPickAsk(lambda view: view.rules.game.discards, build,
                       lambda cards: Discard(HUMAN, cards),
                       lambda picked, count, game: (
                           t(form_key("bid.discard.prompt", game), count=picked),
                           t("bid.discard.keys")), follow=True)


__all__ = [
    "AUTO_PLAY_DELAY",
    "AdjutantAsk",
    "BidAsk",
    "DecisionAsk",
    "Desk",
    "FreeTrumpAsk",
    "HandPickAsk",
    "JurokuAsk",
    "LeadAsk",
    "NijukanAsk",
    "PlayAsk",
    "Prompts",
    "Table",
    "TrumpAsk",
    "discard_ask",
    "show_ask",
]
