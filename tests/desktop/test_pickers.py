"""Every decision's own screen, driven by clicks and keys: nijū-kan, iku/koi, kime-yaku,
the joker's suit, jūroku. Scenarios put the human (player 0) in the deciding seat."""

from __future__ import annotations

import random

import pygame

from engine.actions import JurokuCall, LeadCall, NameTrump, NijukanPick, Play, Show
from engine.cards import (
    DIAMONDS,
    HEARTS,
    JOKER,
    SUIT_LETTERS,
    SUIT_OF,
    SUITS,
    ace_of,
    cards_of,
)
from engine.dealing import shuffled_deal
from engine.match import Match, Phase
from engine.rules import RuleSet
from goninkan_desktop.devtools.scenarios import (
    find_moment,
    juroku,
    kime_yaku,
    nijukan,
    seat_swap,
    show_cards,
)
from goninkan_desktop.play.controller import NijukanPicked, TableController
from goninkan_desktop.ui.nodes.dialog import Dialog
from goninkan_desktop.ui.nodes.pickers import SuitTile


def last_decision(match: Match) -> object:
    """The human's latest decision (CPU players may have moved since)."""
    mine = [d for _, decisions in match.history for d in decisions if d.player == 0]
    return mine[-1] if mine else None


def test_r13_nijukan_pick_by_clicking_face_down_cards(table_factory, names) -> None:
    table = table_factory(scenario=nijukan(5, names))
    table.idle()
    scene = table.scene
    assert scene.screen_kind == "nijukan" and scene.request is not None
    board = scene.nijukan_board
    assert board is not None and board.confirm is not None
    # nothing on the board shows a face: every card there is a back (R13, R20)
    assert all(card.card is None for card in board.key_row.cards + board.card_row.cards)
    assert not board.confirm.enabled
    # the board lays the engine's face-down rows: positions stand for these cards (R13)
    keys, cards = scene.controller.match.nijukan_rows()
    table.click(board.key_row.cards[1])
    table.click(board.card_row.cards[7], fan=True)
    assert board.confirm.enabled
    table.click(board.confirm)
    match = scene.controller.match
    pick = last_decision(match)
    assert pick == NijukanPick(0, keys[1], cards[7])
    table.idle()
    assert match.phase is not Phase.NIJUKAN_PICK and match.kankei


def test_r13_nijukan_pick_by_keyboard(table_factory, names) -> None:
    table = table_factory(scenario=nijukan(6, names))
    table.idle()
    keys, cards = table.scene.controller.match.nijukan_rows()
    for key in (pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_SPACE,
                pygame.K_RETURN):
        table.key(key)
    assert last_decision(table.scene.controller.match) == NijukanPick(0, keys[1], cards[2])


def test_r12_seat_swap_moves_players_and_r14_koi_by_click(table_factory, names) -> None:
    table = table_factory(scenario=seat_swap(1, names), speed="normal")
    scene = table.scene
    before = {p: scene.table.groups[p].pos for p in range(5)}
    seen_moving = []

    def watch(app) -> None:
        seen_moving.append({p: scene.table.groups[p].pos for p in range(5)})

    table.app.after_frame.append(watch)
    table.idle()
    assert scene.screen_kind == "iku_koi"
    after = {p: scene.table.groups[p].pos for p in range(5)}
    # Hanako (1, the joker) sat on the human's right: she and Jiro change places (R12)
    assert scene.table.seats[1:3] == [2, 1]
    assert after[1] == before[2] and after[2] == before[1]
    # and they were seen on the way, between the two places
    assert any(frame[1] not in (before[1], before[2]) for frame in seen_moving)
    dialog = scene.dialog
    assert isinstance(dialog, Dialog)
    table.click(dialog.buttons[1])  # koi: Hanako leads
    assert last_decision(scene.controller.match) == LeadCall(0, False)
    assert scene.controller.match.turn == 1


def test_a_modal_dialog_keeps_clicks_off_the_hand(table_factory, names) -> None:
    table = table_factory(scenario=seat_swap(1, names))
    table.idle()
    scene = table.scene
    assert scene.screen_kind == "iku_koi" and scene.desk.dialog_modal
    decisions = len(scene.controller.match.history[-1][1])
    table.click(scene.table.hand.card_node(scene.table.hand.held[0]), fan=True)
    # the click went nowhere: no refusal to read, the question still open, nothing played
    assert not scene.table.prompt.is_error and scene.screen_kind == "iku_koi"
    assert len(scene.controller.match.history[-1][1]) == decisions


def test_r26_show_cards_by_clicking_the_hand(table_factory, names) -> None:
    table = table_factory(scenario=show_cards(2, names))
    table.idle()
    scene = table.scene
    assert scene.screen_kind == "show_cards" and not scene.desk.dialog_modal
    dialog = scene.dialog
    assert isinstance(dialog, Dialog) and not dialog.buttons[0].enabled
    first, second = scene.table.hand.held[0], scene.table.hand.held[3]
    table.click(scene.table.hand.card_node(first), fan=True)
    table.click(scene.table.hand.card_node(second), fan=True)
    assert scene.table.hand.selected == [first, second]
    assert dialog.buttons[0].enabled
    table.click(dialog.buttons[0])
    shown = last_decision(scene.controller.match)
    assert isinstance(shown, Show) and set(shown.cards) == {first, second}


def test_r26_trump_picker_shows_the_cards_and_counts(table_factory, names) -> None:
    table = table_factory(scenario=kime_yaku(4, names))
    table.idle()
    scene = table.scene
    assert scene.screen_kind == "kime_yaku"
    view = scene.controller.view()
    dialog = scene.dialog
    assert isinstance(dialog, Dialog)
    tiles = [b for b in dialog.buttons if isinstance(b, SuitTile)]
    assert [tile.suit for tile in tiles] == list(SUITS)
    shown_on_screen = _cards(dialog)
    assert set(cards_of(view.hand)).isdisjoint(shown_on_screen)
    assert set(view.shown) == set(shown_on_screen)
    hand = cards_of(view.hand)
    for tile in tiles:
        count = sum(1 for c in hand if c != JOKER and SUIT_OF[c] == tile.suit)
        assert any(t.text.startswith(str(count)) for t in _texts(tile))
    table.click(tiles[2])
    assert last_decision(scene.controller.match) == NameTrump(0, SUIT_LETTERS.index("H"))
    table.idle()
    assert scene.table.plaque.disc.suit == HEARTS


def test_r26_trump_by_key(table_factory, names) -> None:
    table = table_factory(scenario=kime_yaku(4, names))
    table.idle()
    table.key(pygame.K_4)
    assert last_decision(table.scene.controller.match) == NameTrump(0, 3)


def test_r18_joker_lead_asks_for_the_suit(table_factory, names) -> None:
    def joker_lead(match: Match) -> int | None:
        if match.phase is Phase.PLAY and not match.trick and 2 <= match.trick_no <= 8 \
                and JOKER in cards_of(match.legal_mask()):
            return match.turn
        return None

    table = table_factory(scenario=find_moment(3, names, joker_lead))
    table.idle()
    scene = table.scene
    table.click(scene.table.hand.card_node(JOKER), fan=True)
    assert scene.screen_kind == "joker_suit"
    dialog = scene.dialog
    assert isinstance(dialog, Dialog)
    tile = next(b for b in dialog.buttons if isinstance(b, SuitTile) and b.suit == DIAMONDS)
    table.click(tile)
    assert last_decision(scene.controller.match) == Play(0, JOKER, 1)


def test_r18_joker_suit_picker_can_be_cancelled(table_factory, names) -> None:
    def joker_lead(match: Match) -> int | None:
        if match.phase is Phase.PLAY and not match.trick and 2 <= match.trick_no <= 8 \
                and JOKER in cards_of(match.legal_mask()):
            return match.turn
        return None

    table = table_factory(scenario=find_moment(3, names, joker_lead))
    table.idle()
    scene = table.scene
    before = last_decision(scene.controller.match)
    table.click(scene.table.hand.card_node(JOKER), fan=True)
    table.key(pygame.K_ESCAPE)
    assert scene.dialog is None and scene.request is not None
    assert last_decision(scene.controller.match) == before


def test_r24_juroku_dialog_explains_and_calls(table_factory, names) -> None:
    table = table_factory(scenario=juroku(1, names))
    table.idle()
    scene = table.scene
    assert scene.screen_kind == "juroku"
    stakes = scene.request.stakes
    dialog = scene.dialog
    assert isinstance(dialog, Dialog)
    words = " ".join(t.text for t in _texts(dialog))
    for points in (stakes.decline, stakes.made, stakes.missed):
        shown = f"+{points}" if points > 0 else f"\u2212{-points}" if points < 0 else "0"
        assert shown in words
    table.click(dialog.buttons[0])
    assert last_decision(scene.controller.match) == JurokuCall(0, True)
    assert scene.controller.match.juroku_caller == 0


def _texts(node):
    from goninkan_desktop.ui.nodes.text import TextNode

    found = []
    for child in node.children:
        if isinstance(child, TextNode):
            found.append(child)
        found.extend(_texts(child))
    return found


def _cards(node) -> list[int]:
    from goninkan_desktop.ui.nodes.sprite import CardNode

    found = []
    for child in node.children:
        if isinstance(child, CardNode) and child.card is not None:
            found.append(child.card)
        found.extend(_cards(child))
    return found



class _Watcher:
    """A table listener that only notes what it is shown."""

    busy = False

    def __init__(self) -> None:
        self.shown: list[object] = []

    def present(self, events, view) -> None:
        self.shown.extend(events)

    def ask(self, request) -> None:
        pass

    def thinking(self, player) -> None:
        pass


def test_r13_a_cpu_middle_player_picks_positions_and_the_table_shows_those(names) -> None:
    deal = next(d for seed in range(500) if (d := shuffled_deal(random.Random(seed)))
                and {JOKER, ace_of(0)} <= set(d.hands[3]))  # round 1, clubs: P3 holds both
    match = Match(RuleSet(), names, 0)
    controller = TableController(match, 1, level="random", deals=[deal])
    controller.think_time = 0.0
    watcher = _Watcher()
    controller.listener = watcher
    while match.phase is not Phase.LEAD:
        controller.update(0.1)
    controller.close()
    picked = next(e for e in watcher.shown if isinstance(e, NijukanPicked))
    assert picked.middle == 4  # a CPU, offered positions only
    fresh = Match(RuleSet(), names, 0)
    fresh.apply(deal)
    keys, cards = fresh.nijukan_rows()
    recorded = match.history[-1][1][0]
    assert recorded == NijukanPick(4, keys[picked.key_position], cards[picked.card_position])
