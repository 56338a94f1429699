"""The bidding game's lay-down (B7, B16) with a hint open (play-tested): the dialog, grown by the
hint, rose over the plaque and hid the bid, the trump and the counts. It now stays under the
plaque, over the prompt's place if it must (the prompt steps aside, as for the hint's banner),
clear of the hand's cards and of the sides' counts on the felt, in both languages and forms.
Play-tested again: it covered the lower part of the top seats' face-down cards (and the left
one's count); one paragraph instead of two and a lower button leave it room under them, with a
hint's lines too, the prompt with its keys in sight while no hint is open."""

from __future__ import annotations

import pygame
import pytest

from engine.rules import RuleSet
from goninkan_desktop.devtools.scenarios import discard
from goninkan_desktop.i18n import t
from goninkan_desktop.shell.game import player_names
from goninkan_desktop.table.games import form_key
from goninkan_desktop.table.scene import TableScene
from goninkan_desktop.ui.nodes.panel import Paragraph


def _overlap(a: pygame.FRect, b: pygame.FRect) -> bool:
    return a.left < b.right and b.left < a.right and a.top < b.bottom and b.top < a.bottom


def _seats_cards(scene: TableScene) -> list[pygame.FRect]:
    """Each CPU seat's face-down cards and their count, as drawn."""
    boxes = []
    for group in scene.table.groups.values():
        if group.backs is not None:
            boxes += [group.backs.world_rect, group.backs.count_text.world_rect]
    return boxes


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("players", [5, 3])
def test_the_lay_down_dialog_leaves_the_seats_cards_and_the_prompt_in_sight(
        table_factory, lang: str, players: int, size: tuple[int, int]) -> None:
    """Without a hint the dialog lies between the seats' face-down cards and the prompt (its
    keys in sight); with one, between those cards and the hand (the prompt steps aside), for
    deal after deal (the hint's lines differ); it says what the orange dots mean."""
    rules = RuleSet.preset_named("bidding", players=players)
    for seed in range(1, 5):
        table = table_factory(seed=seed, size=size, preset="bidding",
                              scenario=discard(seed, player_names(players), rules))
        table.idle()
        scene = table.scene
        dialog = scene.desk.dialog
        assert dialog is not None and scene.desk.dialog_kind == "discard"
        paragraphs = [child.text for child in dialog.children if isinstance(child, Paragraph)]
        assert paragraphs == [t(form_key("bid.discard.text", rules.game))]
        prompt = scene.table.prompt
        box = dialog.world_rect
        assert prompt.visible and prompt.keys == t("bid.discard.keys")
        assert not _overlap(box, prompt.world_rect), "the dialog covers the prompt"
        for cards in _seats_cards(scene):
            assert not _overlap(box, cards), f"the dialog covers a seat's cards {cards}"
        table.click(scene.hints.button)
        table.frames(10)
        assert scene.hints.current is not None
        box = dialog.world_rect
        assert box.bottom <= scene.table.hand.clear_top, "the dialog covers the hand"
        for cards in _seats_cards(scene):
            assert not _overlap(box, cards), f"with a hint the dialog covers {cards}"
        assert box.top >= scene.table.plaque.world_rect.bottom
        table.app.clear_scenes()



@pytest.mark.parametrize("players", [5, 3])
def test_the_lay_down_dialog_with_a_hint_leaves_the_plaque_and_the_hand_in_sight(
        table_factory, lang: str, players: int) -> None:
    rules = RuleSet.preset_named("bidding", players=players)
    table = table_factory(scenario=discard(1, player_names(players), rules), preset="bidding")
    table.idle()
    scene = table.scene
    assert scene.screen_kind == "discard"
    plaque = scene.table.plaque.world_rect
    area = pygame.Rect(round(plaque.left), round(plaque.top), round(plaque.width),
                       round(plaque.height))
    before = table.app.render_logical().subsurface(area).copy()
    table.click(scene.hints.button)
    table.frames(10)
    dialog = scene.desk.dialog
    assert dialog is not None and scene.hints.current is not None
    box = dialog.world_rect
    assert box.top >= plaque.bottom, "the dialog covers the plaque"
    assert box.bottom <= scene.table.hand.clear_top, "the dialog covers the hand"
    for row in (scene.table.kankei_row, scene.table.mukankei_row):
        for line in row.title_nodes:
            assert not line.text or not _overlap(box, line.world_rect), line.text
    prompt = scene.table.prompt
    assert not (prompt.visible and _overlap(box, prompt.world_rect)), "text under the dialog"
    after = table.app.render_logical().subsurface(area)
    assert pygame.image.tobytes(after, "RGB") == pygame.image.tobytes(before, "RGB")
    # the cards are still picked in the hand and laid down; the prompt comes back after
    for _ in range(scene.table.hand.selecting):
        table.key(pygame.K_RIGHT)
        table.key(pygame.K_SPACE)
    table.key(pygame.K_RETURN)
    table.idle()
    assert scene.desk.dialog_kind != "discard"
    assert not prompt.covered


@pytest.mark.parametrize("players", [5, 3])
def test_the_lay_down_dialog_leaves_every_seats_count_of_cards_in_sight(
        table_factory, lang: str, players: int) -> None:
    """Play-tested: the dialog hid the top-left seat's count ('10', '17' with three players);
    each seat's count of face-down cards lies on the side of them away from the table's middle,
    where the dialog lies, and inside the window."""
    rules = RuleSet.preset_named("bidding", players=players)
    table = table_factory(scenario=discard(1, player_names(players), rules), preset="bidding")
    table.idle()
    scene = table.scene
    assert scene.screen_kind == "discard"
    dialog = scene.desk.dialog
    assert dialog is not None
    box = dialog.world_rect
    window = pygame.FRect(0.0, 0.0, 1280.0, 720.0)
    counts = 0
    for group in scene.table.groups.values():
        if group.backs is None:
            continue
        label, cards = group.backs.count_text, group.backs.world_rect
        assert label.text == t("table.back_count", count=rules.game.hand_size)
        rect = label.world_rect
        assert window.contains(rect), label.text
        assert not _overlap(box, rect), f"the dialog covers a seat's count {label.text}"
        assert abs(rect.centerx - 640.0) > abs(cards.centerx - 640.0)  # on the outer side
        counts += 1
    assert counts == players - 1
