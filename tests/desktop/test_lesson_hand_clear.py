"""A lesson's guide box keeps clear of the hand (play-tested): at a lesson's last step the
box, at its widest, covered the corner of the hand's last card (the thirteenth or seventeenth
card of a bidding lesson's hand too). A newcomer sees every card the lesson talks about: at
every frame of every lesson, no card of the hand, raised or turned, lies under the box."""

from __future__ import annotations

import pygame
import pytest
from test_tutorial_scenes import frames, open_menu, walk

from goninkan_desktop.i18n import set_language
from goninkan_desktop.tutorial import LESSON_IDS
from goninkan_desktop.ui.app import App


@pytest.mark.parametrize(("lesson_id", "language"),
                         [(lesson_id, "en") for lesson_id in LESSON_IDS]
                         + [("following", "ja"), ("three_players", "ja")])
def test_no_card_of_the_hand_lies_under_the_guide_box(app: App, lesson_id: str,
                                                      language: str) -> None:
    set_language(language)
    try:
        scene = open_menu(app).open_lesson(lesson_id)
        frames(app, 2)
        covered: set[tuple[int, str]] = set()

        def watch(_: App) -> None:
            guide = scene.guide.world_rect
            for card in scene.table.hand.cards:
                drawn = card.world_rect.move(*card.draw_offset())
                if drawn.colliderect(guide):
                    covered.add((scene.runner.index, str(card.card)))

        app.after_frame.append(watch)
        walk(app, scene, wrong=True)
        frames(app, 30)  # the last step, the result on show
        assert not covered
        cards = scene.table.hand.cards  # none left at the end of a deal played out
        if cards:
            last = max(cards, key=lambda card: card.world_rect.right)
            assert last.world_rect.move(*last.draw_offset()).right < scene.guide.world_rect.left
    finally:
        set_language("en")
        pygame.event.clear()


def test_the_face_counts_ring_goes_round_the_plaques_words(app: App) -> None:
    """Play-tested (three players, its last step): the ring round the plaque's two counts
    crossed the end of "Defenders 0, need 6", a line longer than its bar."""
    scene = open_menu(app).open_lesson("three_players")
    frames(app, 2)
    walk(app, scene, wrong=False)
    frames(app, 10)
    ring = scene.target_rects("faces")[-1]
    plaque = scene.table.plaque
    for bar in (plaque.kankei_bar, plaque.mukankei_bar):
        assert ring.contains(bar.label.world_rect), bar.label.text
    assert any(rect == ring for rect in scene.highlight_rects())
