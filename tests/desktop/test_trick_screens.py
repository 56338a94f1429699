"""Looking back at the table: L shows the last finished trick, T the log of every trick of
the deal (R20: all public), and each closes with Escape, leaving the match as it was."""

from __future__ import annotations

import pygame

from engine.cards import FACE_CARDS
from engine.match import Match, Phase
from goninkan_desktop.devtools.scenarios import find_moment
from goninkan_desktop.table.tricks import LastTrickScene, TrickLogScene
from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.sprite import CardNode
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.overlay import Overlay


def third_trick_or_later(match: Match) -> int | None:
    if match.phase is Phase.PLAY and match.trick_no >= 3 and match.turn == 0:
        return 0
    return None


def walk(node: Node) -> list[Node]:
    found = [node]
    for child in node.children:
        found += walk(child)
    return found


def cards_in(overlay: Overlay) -> list[tuple[int | None, bool]]:
    """The cards shown, in the order they were added, each with whether it is highlighted."""
    return [(n.card, n.highlight) for n in walk(overlay.card) if isinstance(n, CardNode)]


def texts_in(overlay: Overlay) -> list[str]:
    return [n.text for n in walk(overlay.card) if isinstance(n, TextNode)]


def at_the_table(table_factory, names):
    table = table_factory(scenario=find_moment(4, names, third_trick_or_later))
    table.idle()
    scene = table.scene
    assert scene.request is not None and len(scene.controller.view().tricks) >= 2
    return table, scene


def test_l_shows_the_last_trick_with_its_winner(table_factory, names) -> None:
    table, scene = at_the_table(table_factory, names)
    record = scene.controller.record
    last = scene.controller.match.tricks[-1]
    table.key(pygame.K_l)
    shown = table.app.top
    assert isinstance(shown, LastTrickScene)
    assert cards_in(shown) == [(card, player == last.winner) for player, card in last.plays]
    texts = texts_in(shown)
    assert f"Last trick: trick {last.number}" in texts
    faces = sum(1 for _, card in last.plays if FACE_CARDS >> card & 1)
    winner = scene.table.display_names()[last.winner]
    assert f"Won by {winner} · face cards: {faces}" in texts
    table.key(pygame.K_ESCAPE)
    assert table.app.top is scene and scene.request is not None
    assert scene.controller.record == record  # looking back changed nothing


def test_t_shows_every_trick_of_the_deal_in_order(table_factory, names) -> None:
    table, scene = at_the_table(table_factory, names)
    tricks = scene.controller.match.tricks
    table.key(pygame.K_t)
    shown = table.app.top
    assert isinstance(shown, TrickLogScene)
    expected = [(card, player == trick.winner) for trick in tricks
                for player, card in trick.plays]
    assert cards_in(shown) == expected
    texts = texts_in(shown)
    assert "Every trick of this deal" in texts
    assert [f"{trick.number}." for trick in tricks] == [t for t in texts if t.endswith(".")
                                                         and t[:-1].isdigit()]
    table.key(pygame.K_ESCAPE)
    assert table.app.top is scene and scene.request is not None


def first_trick(match: Match) -> int | None:
    if match.phase is Phase.PLAY and not match.tricks and match.turn == 0:
        return 0
    return None


def test_before_the_first_trick_both_say_there_is_none(table_factory, names) -> None:
    table = table_factory(scenario=find_moment(4, names, first_trick))
    table.idle()
    scene = table.scene
    assert scene.request is not None and not scene.controller.view().tricks
    for key, kind in ((pygame.K_l, LastTrickScene), (pygame.K_t, TrickLogScene)):
        table.key(key)
        shown = table.app.top
        assert isinstance(shown, kind) and cards_in(shown) == []
        assert "No trick has been played yet in this deal." in texts_in(shown)
        table.key(pygame.K_ESCAPE)
        assert table.app.top is scene
