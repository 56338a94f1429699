"""The bid picker by keyboard alone: from Pass, the arrows go back into the grid.

Play-tested (three players, 1920×1080): the hint put the focus on Pass, beside the grid; ←, the
way back to the bids drawn left of it, did nothing, and only ↑ (to the spades' lowest bid)
left Pass. Now ← from Pass goes to the cell beside it, and ↑ or ← go back to the cell the
focus left Pass from.
"""

from __future__ import annotations

import random

import pygame
import pytest

from engine.dealing import shuffled_deal
from engine.match import Match
from engine.record import dumps
from engine.rules import RuleSet
from goninkan_desktop.devtools.scenarios import Scenario
from goninkan_desktop.shell.game import player_names
from goninkan_desktop.ui.nodes.bidding import BidPicker

THREE = RuleSet.preset_named("bidding", players=3)
FIVE = RuleSet.preset_named("bidding")


def _picker(table_factory, rules: RuleSet, size: tuple[int, int]):
    seats = rules.game.seats
    match = Match(rules, player_names(seats), seats - 1)  # the human bids first (B6)
    match.apply(shuffled_deal(random.Random(3), rules.game))
    table = table_factory(scenario=Scenario(dumps(match)), preset="bidding", size=size,
                          level="normal")
    table.idle()
    picker = table.scene.dialog
    assert isinstance(picker, BidPicker)
    return table, picker


@pytest.mark.parametrize("rules", [THREE, FIVE], ids=["three", "five"])
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_left_from_pass_goes_back_to_the_bids(table_factory, rules: RuleSet,
                                              size: tuple[int, int]) -> None:
    table, picker = _picker(table_factory, rules, size)
    last = max(picker.counts)
    table.key(pygame.K_h)  # the hint rings its choice: a bid, or Pass with the focus on it
    table.until(lambda: table.scene.hints.current is not None)
    if not picker.pass_button.focused:  # the focus on Pass as the hint of a weaker hand puts it
        picker.focus_button(picker.buttons.index(picker.pass_button))
    table.key(pygame.K_LEFT)
    assert picker.focused_bid == (last, 1)  # the cell beside Pass
    table.key(pygame.K_DOWN)
    table.key(pygame.K_DOWN)
    table.key(pygame.K_DOWN)  # below the last row: Pass
    assert picker.pass_button.focused
    table.key(pygame.K_LEFT)
    assert picker.focused_bid == (last, 3)  # back where the focus left the grid
    table.key(pygame.K_DOWN)
    table.key(pygame.K_UP)
    assert picker.focused_bid == (last, 3)
    assert table.scene.controller.match.auction == []  # moving the focus bids nothing
