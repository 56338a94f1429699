"""The table as a view of a position: the same nodes show any moment, with the hands asked for."""

from __future__ import annotations

import random

import pygame

from engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, cards_of, parse_card
from engine.dealing import shuffled_deal
from engine.match import Match, Phase
from engine.observe import observe
from engine.players import RandomPlayer, legal_for
from engine.rules import RuleSet
from goninkan_desktop.table.games import sort_hand, suit_order
from goninkan_desktop.table.position import TablePosition, position_in
from goninkan_desktop.table.view import TableView
from goninkan_desktop.ui.app import Scene
from goninkan_desktop.ui.motion import Motion
from goninkan_desktop.ui.nodes.sprite import CardNode
from goninkan_desktop.ui.render.cards import CardRenderer
from goninkan_desktop.ui.tween import Tweener


def _mid_deal(seed: int, decisions: int) -> Match:
    match = Match(RuleSet.preset_named("standard"), ["A", "B", "C", "D", "E"], 0)
    rng = random.Random(seed)
    match.apply(shuffled_deal(rng))
    player = RandomPlayer()
    for _ in range(decisions):
        if match.phase in (Phase.DEAL, Phase.OVER):
            break
        actor = match.to_act()[0]
        match.apply(player.choose(observe(match, actor), legal_for(match, actor), rng))
    return match


def _view_on_a_scene() -> tuple[Scene, TableView]:
    scene = Scene()
    table = TableView(scene.root, CardRenderer(), Tweener(), Motion("instant"), ["A"] * 5, 0)
    return scene, table


def _face_up_codes(node) -> set[int]:
    found: set[str] = set()
    for child in node.children:
        if isinstance(child, CardNode) and child.face_up and child.card is not None:
            found.add(child.card)
        found |= _face_up_codes(child)
    return found


def test_r20_a_seat_view_shows_only_the_viewers_hand_and_public_cards() -> None:
    match = _mid_deal(3, 12)
    scene, table = _view_on_a_scene()
    view = observe(match, 0)
    table.show(TablePosition.seen_by(view))
    allowed = set(cards_of(view.hand | view.played))
    assert _face_up_codes(scene.root) <= allowed
    for player in range(1, 5):
        backs = table.groups[player].backs
        assert backs is not None and backs.count == match.hands[player].bit_count()
        assert table.open_hands[player].held == []


def test_open_hands_show_every_card_at_its_seat_and_close_again() -> None:
    match = _mid_deal(5, 17)
    scene, table = _view_on_a_scene()
    table.show(position_in(match, 0, face_up=range(5)))
    for player in range(1, 5):
        shown = table.open_hands[player].held
        assert sorted(shown) == sorted(cards_of(match.hands[player]))
        backs = table.groups[player].backs
        assert backs is not None and backs.count == 0
    assert sorted(table.hand.held) == sorted(cards_of(match.hands[0]))
    assert {c for p in range(5) for c in cards_of(match.hands[p])} <= _face_up_codes(scene.root)
    # the same view, the hands face down again
    table.show(position_in(match, 0))
    assert all(table.open_hands[p].held == [] for p in range(1, 5))
    assert len(cards_of(match.hands[1])) == table.groups[1].backs.count


def test_an_open_hand_is_drawn_as_its_cards() -> None:
    match = _mid_deal(5, 6)
    scene, table = _view_on_a_scene()
    table.show(position_in(match, 0, face_up=range(5)))
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    last = table.open_hands[1].children[-1]
    colour = surface.get_at((round(last.world_rect.right - 6), round(last.world_rect.centery)))
    assert min(colour.r, colour.g, colour.b) > 170  # card paper, not the green cloth
    table.show(position_in(match, 0))  # face down again: the backs, no faces
    surface.fill((0, 0, 0))
    scene.draw(surface)
    backs = table.groups[1].backs
    assert backs is not None and backs.count == match.hands[1].bit_count()


def test_the_hand_is_ordered_joker_trump_then_the_suits_by_colour_each_high_to_low() -> None:
    """Goninkan's hand order, over the engine's cards: the joker, then trump, then the other
    suits alternating black and red where they can, each from the ace down."""
    assert suit_order(None) == [SPADES, HEARTS, CLUBS, DIAMONDS]
    assert suit_order(CLUBS) == [CLUBS, HEARTS, SPADES, DIAMONDS]
    assert suit_order(HEARTS) == [HEARTS, SPADES, DIAMONDS, CLUBS]
    hand = [parse_card(code) for code in ("2S", "10D", "JOKER", "AH", "3H", "KD", "QS")]
    shown = ["JOKER", "KD", "10D", "QS", "2S", "AH", "3H"]
    assert sort_hand(hand, DIAMONDS) == [parse_card(code) for code in shown]
    _, table = _view_on_a_scene()
    table.hand.set_hand(hand, DIAMONDS, animate=False)
    assert table.hand.held == sort_hand(hand, DIAMONDS)
