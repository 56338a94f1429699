"""Time on the table: speeds, the turn time limit, resuming a record mid-trick."""

from __future__ import annotations

import json

from engine.actions import Play
from engine.cards import cards_of
from engine.match import Match, Phase
from engine.record import dumps
from goninkan_desktop.devtools.autopilot import click, visible_point
from goninkan_desktop.devtools.scenarios import Scenario, find_moment
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.flying import FlyingCard


def human_to_play(match: Match) -> int | None:
    if match.phase is Phase.PLAY and match.trick_no >= 2 and match.trick:
        return match.turn
    return None


def test_instant_speed_lands_the_card_in_one_frame(table_factory, names) -> None:
    table = table_factory(scenario=find_moment(9, names, human_to_play), speed="instant")
    table.idle()
    scene = table.scene
    card = cards_of(scene.controller.match.legal_mask())[0]
    node = scene.table.hand.card_node(card)
    click(table.app, visible_point(node))
    table.frames(1)
    # one frame after the click the card lies on the felt, and nothing is in the air
    assert scene.table.trick.cards_shown.get(0) == card
    assert not [n for n in scene.table.fx.children if isinstance(n, FlyingCard)]


def test_normal_speed_animates_the_card_frame_by_frame(table_factory, names) -> None:
    table = table_factory(scenario=find_moment(9, names, human_to_play), speed="normal")
    table.idle()
    scene = table.scene
    card = cards_of(scene.controller.match.legal_mask())[0]
    start = scene.table.hand.card_node(card).world_rect.center
    table.click(scene.table.hand.card_node(card), fan=True)
    flying = [n for n in scene.table.fx.children if isinstance(n, FlyingCard) and n.card == card]
    assert flying and 0 not in scene.table.trick.cards_shown  # in the air, not on the felt yet
    slot = layout.FIVE_SEATS.trick_slot(0)
    seen = []
    for _ in range(20):
        table.frames(1)
        if flying[0].parent is None:
            break
        seen.append(flying[0].pos)
    # it moved steadily from the hand towards its place in the trick
    assert len(seen) >= 5
    distances = [abs(p[1] - slot[1]) for p in seen]
    assert distances == sorted(distances, reverse=True) and distances[0] < abs(start[1] - slot[1])
    table.frames(5)
    assert scene.table.trick.cards_shown.get(0) == card


def test_slow_is_slower_than_fast(table_factory, names) -> None:
    frames = {}
    for speed in ("slow", "fast"):
        table = table_factory(scenario=find_moment(9, names, human_to_play), speed=speed)
        table.idle()
        scene = table.scene
        card = cards_of(scene.controller.match.legal_mask())[0]
        table.click(scene.table.hand.card_node(card), fan=True)
        count = 0
        while 0 not in scene.table.trick.cards_shown:
            table.frames(1)
            count += 1
        frames[speed] = count
    assert frames["slow"] > 2 * frames["fast"]


def test_time_limit_lets_the_normal_cpu_move_for_the_human(table_factory, names) -> None:
    table = table_factory(scenario=find_moment(9, names, human_to_play), time_limit=2.0)
    table.idle()
    scene = table.scene
    match = scene.controller.match
    before = len(match.history[-1][1])
    table.frames(30)
    assert scene.table.groups[0].panel.status_text.endswith("left")  # the countdown
    assert scene.table.prompt.text.endswith("left)")
    assert scene.controller.time_left is not None and scene.controller.time_left < 1.6
    table.until(lambda: len(match.history[-1][1]) > before, limit=400)
    move = match.history[-1][1][before]
    assert isinstance(move, Play) and move.player == 0  # an ordinary action in the record
    assert json.loads(dumps(match))["deals"][-1]["actions"][before]["player"] == 0


def test_resume_from_a_record_mid_trick(table_factory, names) -> None:
    def mid_trick(match: Match) -> int | None:
        return match.turn if match.phase is Phase.PLAY and len(match.trick) == 3 \
            and match.trick_no == 4 and match.deal == 1 else None

    scenario = find_moment(12, names, mid_trick)
    table = table_factory(scenario=Scenario(scenario.record))
    scene = table.scene
    match = scene.controller.match
    view = scene.controller.view()
    # the table is laid out exactly as the record left it, before any frame runs
    assert sorted(scene.table.hand.held) == sorted(cards_of(view.hand))
    assert scene.table.trick.cards_shown == {scene.table.position(p): c for p, c in view.trick}
    assert len(scene.table.trick.cards_shown) == 3
    for player, group in scene.table.groups.items():
        if group.backs is not None:
            assert group.backs.count == view.hand_sizes[player]
    view = scene.table
    rows = len(view.kankei_row.cards_shown) + len(view.mukankei_row.cards_shown)
    assert view.yama.count + rows == 15
    assert scene.table.plaque.race_text.startswith("Kankei")
    assert all(group.panel.team_text for group in scene.table.groups.values())
    table.idle()
    assert scene.request is not None and match.turn == 0
