"""The hint's banner keeps clear of the cards lying on the felt beside the prompt (play-tested:
a long hint at the taisho's first lead covered the last laid-down card; the kitsune out of
play of the no-auction form lies in the same place)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest

from engine.rules import RuleSet
from goninkan_desktop.devtools.scenarios import free_trump, reveal
from goninkan_desktop.i18n import language, set_language
from goninkan_desktop.shell.game import player_names


@pytest.fixture(autouse=True)
def language_afterwards() -> Iterator[None]:
    before = language()
    yield
    set_language(before)


def _hint_at_the_lead(table) -> None:  # type: ignore[no-untyped-def]
    table.idle()
    scene = table.scene
    assert scene.request is not None and scene.desk.dialog is None
    table.key(pygame.K_h)
    table.frames(5)
    assert scene.table.banner.visible and scene.table.banner.subtitle


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_long_hint_leaves_the_laid_down_cards_in_sight(table_factory, lang: str,
                                                         size: tuple[int, int]) -> None:
    set_language(lang)
    table = table_factory(scenario=reveal(1, player_names()), preset="bidding", size=size)
    _hint_at_the_lead(table)
    view = table.scene.table
    pile, banner = view.auction.laid_down, view.banner
    assert pile.visible and len(pile.cards_shown) == 3
    assert not banner.world_rect.colliderect(pile.world_rect)
    assert banner.world_rect.bottom <= min(c.world_rect.top for c in view.hand.cards)
    assert banner.world_rect.top > view.plaque.world_rect.bottom


def test_the_kitsune_out_of_play_stays_in_sight_under_a_hint(table_factory) -> None:
    rules = replace(RuleSet.preset_named("bidding"), auction=False)
    table = table_factory(scenario=free_trump(1, player_names(), rules), preset="bidding")
    table.idle()
    scene = table.scene
    while scene.desk.dialog is not None:  # the trump named: the first trick is to lead
        table.key(pygame.K_RETURN)
        table.idle()
    _hint_at_the_lead(table)
    pile = scene.table.auction.out_of_play
    assert pile.visible
    assert not scene.table.banner.world_rect.colliderect(pile.world_rect)
