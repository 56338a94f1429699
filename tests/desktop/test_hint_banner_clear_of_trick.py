"""The hint's banner keeps clear of the trick (play-tested): in the prompt's place it grew up
over the foot of the cards the seats either side of the player had just played, at nearly
every hint. Now compact when it must be, it leaves those cards whole, and its lower edge
keeps clear of the card it raises in the hand. (A reason of three lines or more still
reaches them: there is no more room between the trick and the hand.)"""

from __future__ import annotations

from engine.match import Phase
from goninkan_desktop.devtools.autopilot import Autopilot

HINTS = 12
"""How many hints, each at a card asked with the trick's first cards on the felt."""


def test_a_hint_with_a_short_reason_leaves_the_tricks_cards_whole(table_factory,
                                                                  lang: str) -> None:
    table = table_factory(seed=5, level="easy")
    scene = table.scene
    pilot = Autopilot(scene, level="easy", seed=5)
    banner, prompt = scene.table.banner, scene.table.prompt
    checked, asked = 0, None
    for _ in range(40_000):
        request = scene.request
        if request is not None and not scene.busy and request.phase is Phase.PLAY \
                and scene.table.trick.cards and request is not asked:
            asked = request
            table.click(scene.hints.button)
            table.frames(5)
            box = banner.world_rect
            if len(banner.subtitle_lines) <= 2:
                for card in scene.table.trick.cards.values():
                    assert not card.world_rect.colliderect(box), (card.card, box)
                checked += 1
            assert box.bottom <= scene.table.hand.clear_top
            assert not prompt.visible  # the banner in its place, nothing shows through
            if checked == HINTS:
                return
        pilot(table.app)
        table.frames(1)
    raise AssertionError(f"only {checked} hints checked")
