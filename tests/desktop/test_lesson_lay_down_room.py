"""The bidding game's lay-down in a lesson (play-tested): the table's 730-wide dialog, moved left
of the guide box, covered the left seat's points and the end of its cards. In a lesson it is
narrower (its text wraps on more lines) and lies between the left seat's panel and the guide box
at its widest, clear of every seat's panel, cards and count, the plaque, the hand and the guide
box, in both languages, at 960 × 600 and 1920 × 1080; at a match it keeps its width."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from test_tutorial_scenes import frames, open_menu, to_step

from goninkan_desktop.i18n import set_language
from goninkan_desktop.table.dialogs import DISCARD_WIDTH
from goninkan_desktop.tutorial.scene import TutorialScene
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.nodes.guide import BOTTOM_RIGHT, WIDE
from goninkan_desktop.ui.nodes.panel import Paragraph


@pytest.fixture(params=["en", "ja"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


def in_sight(scene: TutorialScene) -> dict[str, pygame.FRect]:
    """What must stay in sight beside the lay-down dialog: each seat's panel, face-down cards
    and their count, the plaque, the auction's calls, the hand's cards and the guide box."""
    table = scene.table
    found = {"guide": scene.guide.world_rect, "plaque": table.plaque.world_rect}
    for player, group in table.groups.items():
        found[f"panel {player}"] = group.panel.world_rect
        if group.backs is not None and group.backs.count:
            found[f"cards {player}"] = group.backs.world_rect
            found[f"count {player}"] = group.backs.count_text.world_rect
    for index, card in enumerate(table.hand.cards):
        found[f"hand card {index}"] = card.world_rect
    if table.prompt.visible:
        found["prompt"] = table.prompt.world_rect
    return found


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("lesson_id", ["auction", "three_players"])
def test_the_lay_down_dialog_in_a_lesson_covers_nothing(app: App, language: str, lesson_id: str,
                                                        size: tuple[int, int]) -> None:
    app.resize(size)
    scene = open_menu(app).open_lesson(lesson_id)
    to_step(app, scene, lambda: scene.desk.dialog_kind == "discard")
    frames(app, 5)
    dialog = scene.dialog
    assert dialog is not None
    box = dialog.world_rect
    assert box.width < DISCARD_WIDTH  # narrower than at a match, its text wrapped
    assert box.right <= BOTTOM_RIGHT[0] - WIDE, "the guide box could not widen"
    for name, rect in in_sight(scene).items():
        assert not box.colliderect(rect), f"the lay-down dialog covers {name}: {rect}"
    for child in dialog.children:  # its words inside it
        if isinstance(child, Paragraph) and child.text:
            assert box.contains(child.world_rect), child.text
    assert pygame.FRect(0, 0, 1280, 720).contains(box)


def test_at_the_lay_down_the_guide_box_leaves_the_right_seat_s_cards_in_sight(
        app: App, language: str) -> None:
    """Play-tested: the guide box, kept narrow by the wide dialog, grew tall over Hanako's cards
    and their count. Now it widens beside the dialog; widened, "Previous" takes the room it made
    left of the buttons' row (they keep their places), and its keys take fewer lines."""
    scene = open_menu(app).open_lesson("auction")
    to_step(app, scene, lambda: scene.desk.dialog_kind == "discard")
    frames(app, 5)
    guide = scene.guide
    assert guide.may_widen
    hanako = scene.table.groups[1].backs
    assert hanako is not None and hanako.count
    for rect in (hanako.world_rect, hanako.count_text.world_rect):
        assert not guide.world_rect.colliderect(rect), f"the guide box covers {rect}"
    back = guide.back
    assert back is not None and guide.world_rect.contains(back.world_rect)
    assert back._label.font_size == back._font_size  # not set smaller to fit
    last_row = [button for button in guide.buttons if button.world_rect.top == back.world_rect.top]
    assert last_row and all(back.world_rect.right < button.world_rect.left for button in last_row)
