"""The hint's banner keeps clear of the trick (play-tested): in the prompt's place it grew up
over the foot of the cards the seats either side of the player had just played, at nearly
every hint; made compact, a reason of three lines or more still reached them (about 5 hints
in 40). Now the seats either side play a little higher on the felt, and a long reason takes
the whole room between the cards lying beside the banner (the face-card rows, the yama, the
bidding game's laid-down cards), in a smaller size if it must (never under the game's small
size): every hint leaves the trick's cards whole, and its lower edge keeps clear of the card
it raises in the hand."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from engine.match import Phase
from goninkan_desktop.devtools.autopilot import Autopilot
from goninkan_desktop.table.scene import TableScene
from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import theme

HINTS = 40
"""How many hints, each at a card asked with the trick's first cards on the felt."""


def _beside(scene: TableScene) -> list[pygame.FRect]:
    """What lies on the felt beside the banner's place: the rows, the yama, the piles."""
    view = scene.table
    drawn = [view.kankei_row.drawn_rect, view.mukankei_row.drawn_rect, view.yama.drawn_rect]
    drawn += [pile.world_rect for pile in view.auction.piles() if pile.visible]
    return [box for box in drawn if box is not None]


def _text_nodes(node: Node) -> Iterator[TextNode]:
    for child in node.children:
        if isinstance(child, TextNode):
            yield child
        yield from _text_nodes(child)


@pytest.mark.parametrize(("preset", "seed"), [("standard", 5), ("bidding", 4)])
def test_every_hint_leaves_the_tricks_cards_whole(table_factory, lang: str, preset: str,
                                                  seed: int) -> None:
    table = table_factory(seed=seed, level="easy", preset=preset)
    scene = table.scene
    pilot = Autopilot(scene, level="easy", seed=seed)
    banner, prompt = scene.table.banner, scene.table.prompt
    checked, long_ones, asked = 0, 0, None
    for _ in range(60_000):
        request = scene.request
        if request is not None and not scene.busy and request.phase is Phase.PLAY \
                and scene.desk.dialog is None and scene.table.trick.cards \
                and request is not asked:
            asked = request
            table.click(scene.hints.button)
            table.frames(5)
            box = banner.world_rect
            for card in scene.table.trick.cards.values():
                assert not card.world_rect.colliderect(box), (card.card, banner.subtitle_lines)
            for beside in _beside(scene):
                assert not beside.colliderect(box), (beside, banner.subtitle_lines)
            assert box.bottom <= scene.table.hand.clear_top
            assert not prompt.visible  # the banner in its place, nothing shows through
            sizes = {line.font_size for line in _text_nodes(banner) if line.text}
            assert min(sizes) >= theme.fs(theme.SIZE_SMALL), banner.subtitle_lines
            long_ones += len(banner.subtitle_lines) >= 3
            checked += 1
            if checked == HINTS:
                assert long_ones, "no long reason among the hints: the test shows nothing"
                return
        pilot(table.app)
        table.frames(1)
        if scene.controller.match.finished and not scene.busy:
            break
    raise AssertionError(f"only {checked} hints checked")

