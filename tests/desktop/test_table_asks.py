"""The table's asks (``table.asks``), each driven by calling it on a stand-in desk: no pygame
event, no scene. What the game registers is what the engine asks of it."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import pygame
import pytest

from engine.actions import Decision, Discard, Pass, Play, Show
from engine.cards import Card, cards_of
from engine.match import Match, Phase
from engine.observe import observe
from engine.record import load
from goninkan_desktop.devtools.scenarios import bidding_deal, bidding_taisho, show_cards
from goninkan_desktop.play.controller import HumanRequest
from goninkan_desktop.table import dialogs
from goninkan_desktop.table.asks import BidAsk, DecisionAsk, HandPickAsk, PlayAsk, discard_ask
from goninkan_desktop.table.games import BIDDING_TABLE, GONINKAN_TABLE, TableGame
from goninkan_desktop.table.options import TableOptions
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.nodes.bidding import BidPicker
from goninkan_desktop.ui.render.cards import CardRenderer
from goninkan_desktop.ui.tween import Tweener


@dataclass
class Hand:
    """The hand as an ask sees it: cards picked, cards playable, the focus keys."""

    held: list[Card]
    selected: list[Card] = field(default_factory=list)
    selecting: int = 0
    playable: set[Card] | None = None
    keys: list[int] = field(default_factory=list)

    def set_selecting(self, count: int) -> None:
        self.selecting = count
        self.selected = []

    def set_playable(self, cards: set[Card] | None) -> None:
        self.playable = cards

    def key(self, key: int, mod: int) -> bool:
        self.keys.append(key)
        return True


@dataclass
class Prompt:
    lines: list[tuple[str, str]] = field(default_factory=list)

    def set_info(self, text: str, keys: str = "") -> None:
        self.lines.append((text, keys))


@dataclass
class Table:
    hand: Hand
    prompt: Prompt = field(default_factory=Prompt)

    def name_of(self, player: int) -> str:
        return f"P{player}"

    label_name = name_of

    def card_name(self, card: Card) -> str:
        return str(card)


class Desk:
    """A stand-in ``DecisionDesk``: it records what an ask opens and submits."""

    def __init__(self, request: HumanRequest, game: TableGame) -> None:
        self.table = Table(Hand(cards_of(request.view.hand)))
        self.renderer = CardRenderer()
        self.options = TableOptions()
        self.tweener = Tweener()
        self.game = game
        self.request: HumanRequest | None = request
        self.dialog_kind: dialogs.DialogKind | None = None
        self.opened: list[dialogs.Ask] = []
        self.submitted: list[Decision] = []

    def open(self, ask: dialogs.Ask) -> None:
        self.opened.append(ask)
        self.dialog_kind = ask.kind

    def close_dialog(self) -> None:
        self.dialog_kind = None

    def submit(self, decision: Decision) -> None:
        self.submitted.append(decision)

    def show_nijukan_board(self, holder: int, middle: int, partner: int, *,
                           interactive: bool) -> None:
        raise AssertionError("no nijū-kan here")


@pytest.fixture(autouse=True)
def _fonts() -> Iterator[None]:
    app = App()  # dialogs measure their words with the app's fonts
    yield
    app.clear_scenes()
    pygame.event.clear()


def request_of(match: Match) -> HumanRequest:
    return HumanRequest(match.phase, observe(match, 0), tuple(match.legal_decisions()))


def test_each_game_registers_an_ask_for_every_decision_it_asks() -> None:
    assert set(GONINKAN_TABLE.asks()) == {Phase.PLAY, Phase.LEAD, Phase.SHOW, Phase.TRUMP,
                                         Phase.JUROKU, Phase.NIJUKAN_PICK}
    # B17: without an auction the caller names the trump
    assert set(BIDDING_TABLE.asks()) == {Phase.BID, Phase.DISCARD, Phase.ADJUTANT, Phase.TRUMP,
                                         Phase.PLAY}
    assert all(isinstance(ask, DecisionAsk) for ask in BIDDING_TABLE.asks().values())
    first, second = GONINKAN_TABLE.asks(), GONINKAN_TABLE.asks()
    assert first[Phase.SHOW] is not second[Phase.SHOW]  # each table its own, with its state


def test_the_discard_is_picked_in_the_hand_and_confirmed_once_enough_are_picked() -> None:
    match = bidding_taisho(7, [f"P{i}" for i in range(5)])
    request = request_of(match)
    assert request.phase is Phase.DISCARD
    desk = Desk(request, BIDDING_TABLE)
    ask = discard_ask()
    ask.open(request, desk)
    hand = desk.table.hand
    assert hand.selecting == match.rules.game.discards == 3
    assert [a.kind for a in desk.opened] == ["discard"] and ask.button is not None
    assert not ask.button.enabled
    for card in hand.held[:2]:
        hand.selected.append(card)
        ask.on_card(card, request, desk)
    assert not ask.button.enabled and desk.submitted == []
    assert ask.on_key(pygame.K_RETURN, 0, request, desk) and desk.submitted == []
    hand.selected.append(hand.held[2])
    ask.on_card(hand.held[2], request, desk)
    assert ask.button.enabled
    assert ask.on_key(pygame.K_RETURN, 0, request, desk)
    assert desk.submitted == [Discard(0, tuple(hand.held[:3]))]
    assert ask.on_key(pygame.K_RIGHT, 0, request, desk) and hand.keys == [pygame.K_RIGHT]


def test_the_bid_picker_offers_the_legal_bids_and_pass() -> None:
    match = bidding_deal(7, [f"P{i}" for i in range(5)], 4)
    request = request_of(match)
    assert request.phase is Phase.BID
    desk = Desk(request, BIDDING_TABLE)
    BidAsk().open(request, desk)
    picker = desk.opened[-1].node
    assert isinstance(picker, BidPicker) and desk.opened[-1].kind == "bid_picker"
    picker.pass_button.click()
    assert desk.submitted == [Pass(0)]


def test_a_card_clicked_at_play_is_played() -> None:
    match = bidding_taisho(7, [f"P{i}" for i in range(5)])
    request = request_of(match)
    desk = Desk(request, BIDDING_TABLE)
    card = desk.table.hand.held[0]
    PlayAsk().on_card(card, request, desk)
    assert desk.submitted == [Play(0, card)]


def test_the_cards_shown_in_kime_yaku_are_picked_by_the_same_ask_as_a_discard() -> None:
    """R26: the hand-picking ask for kime-yaku: as many cards as the rules show, the button
    enabled at that many, the engine's ``Show`` on confirm; the prompt stays as first written
    (the discard's follows each card)."""
    names = [f"P{i}" for i in range(5)]
    match = load(show_cards(2, names).record)
    request = request_of(match)
    assert request.phase is Phase.SHOW and match.shower == 0
    desk = Desk(request, GONINKAN_TABLE)
    ask = GONINKAN_TABLE.asks()[Phase.SHOW]
    assert isinstance(ask, HandPickAsk)
    ask.open(request, desk)
    hand, wanted = desk.table.hand, match.rules.shown_cards
    assert hand.selecting == wanted and desk.opened[-1].kind == "show_cards"
    lines = list(desk.table.prompt.lines)
    for card in hand.held[:wanted]:
        hand.selected.append(card)
        ask.on_card(card, request, desk)
    assert desk.table.prompt.lines == lines  # written once
    assert ask.button is not None and ask.button.enabled
    ask.button.click()
    assert desk.submitted == [Show(0, tuple(hand.held[:wanted]))]
