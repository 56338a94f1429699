"""The hint for the trick's last card says so, not "no one still to play can beat it".

Play-tested: with three players, the last to play was told 「この後に出す人は誰もこの札に
勝てません」 ("No one still to play can beat it") when no one played after them at all, and
asked who was still to come. The last card's reason now says the player plays last.
"""

from __future__ import annotations

import pygame

from engine.actions import Play
from engine.cards import parse_card
from engine.observe import observe
from engine.record import dumps
from goninkan_desktop.devtools.scenarios import Scenario
from goninkan_desktop.i18n import t
from goninkan_desktop.play.hints import reason
from tests.engine.helpers import deal_of, new_match, plays, start_play


def _last_to_play():
    """Deal 1 (clubs trump): player 1 holds the joker and leads (iku); hearts go round to
    the human, who plays last and may take the trick with the 9."""
    match = new_match()
    start_play(match, deal_of("9H 4H 2S", "JOKER 3H", "6H", "AC 7H", "8H"), caller=1)
    plays(match, ["3H", "6H", "7H", "8H"])
    assert match.turn == 0 and len(match.trick) == 4
    return match


def test_the_last_card_of_a_trick_is_said_to_play_last(table_factory, lang: str) -> None:
    match = _last_to_play()
    nine = parse_card("9H")
    said = reason(observe(match, 0), Play(0, nine))
    assert said == t("guide.why.take_last_zero")
    table = table_factory(scenario=Scenario(dumps(match)), size=(960, 600))
    table.idle()
    scene = table.scene
    table.key(pygame.K_h)
    table.until(lambda: scene.hints.current is not None)
    hint = scene.hints.current
    assert hint is not None and hint.decision == Play(0, nine)
    assert hint.reason == t("guide.why.take_last_zero")
    table.frames(3)
    banner = scene.table.banner
    assert banner.visible and banner.title == hint.text
    assert banner.subtitle == hint.reason  # on the screen, not the words of a card to come
