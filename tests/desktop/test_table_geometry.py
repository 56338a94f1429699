"""What the table shows stays clear of itself and inside the window, at 960×600 and 1920×1080.

Issue 30's layout findings, each measured on the real table: the hint's panel
took the place of the "Your turn" prompt (whose text showed through it); the
rings of a kime-yaku hint sat off the turned, raised cards; in lesson 1 the
Mukankei row floated in the middle and the hand's ring covered the "You"
panel; with "Larger cards in my hand" the hand was cut at the window's edge.
"""

from __future__ import annotations

import pygame
import pytest

from engine.cards import parse_card
from engine.match import Phase
from goninkan_desktop.devtools.autopilot import Autopilot, press
from goninkan_desktop.devtools.scenarios import kime_yaku, show_cards
from goninkan_desktop.i18n import set_language
from goninkan_desktop.profile.choices import HUMAN
from goninkan_desktop.table.scene import TableScene
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.motion import Motion
from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.guide import box, tilt
from goninkan_desktop.ui.nodes.hand_fan import HandFan

SIZES = [(960, 600), (1920, 1080)]
WINDOW = pygame.FRect(0, 0, layout.WIDTH, layout.HEIGHT)
RING = 16 + 8
"""How far a hint's ring (its halo) reaches beyond its target."""


@pytest.fixture(scope="module", params=SIZES)
def size(request: pytest.FixtureRequest) -> tuple[int, int]:
    """Each test at each window size; a module-wide fixture, so that pytest runs the tests of
    one size together: a window of another size changes the render scale, whose card faces
    the table then draws anew (a third of a second to a second, for each test)."""
    return request.param  # type: ignore[no-any-return]


@pytest.fixture(autouse=True, params=["en", "ja"])
def lang(request: pytest.FixtureRequest) -> object:
    set_language(request.param)
    yield request.param
    set_language("en")


def _turned(rect: pygame.FRect) -> pygame.FRect:
    """The upright box round ``rect`` turned by its card's angle."""
    image = pygame.Surface((max(1, round(rect.w)), max(1, round(rect.h))))
    turned = pygame.transform.rotate(image, tilt(rect)).get_rect()
    out = pygame.FRect(turned)
    out.center = rect.center
    return out


def _cards(hand: HandFan) -> list[pygame.FRect]:
    return [_turned(box(card)) for card in hand.cards]


def _visible_rect(node: Node) -> pygame.FRect | None:
    return pygame.FRect(node.world_rect) if node.visible else None


def _on_window(app: App, rect: pygame.FRect) -> bool:
    """``rect`` (logical) is inside the window the player sees."""
    left, top = app.to_window(rect.topleft)
    right, bottom = app.to_window(rect.bottomright)
    width, height = app.window.get_size()
    return left >= 0 and top >= 0 and right <= width and bottom <= height


def _at_play(table) -> TableScene:  # type: ignore[no-untyped-def]
    scene = table.scene
    pilot = Autopilot(scene, level="easy", seed=3)
    table.app.after_frame.append(pilot)
    table.until(lambda: scene.request is not None and scene.request.phase is Phase.PLAY
                and not scene.busy and scene.table.hand.settled, limit=6000)
    table.app.after_frame.remove(pilot)
    table.frames(30)
    return scene


@pytest.mark.parametrize("large", [False, True])
def test_the_hand_stays_inside_the_window_and_clear_of_the_prompt_and_panels(
        table_factory, size: tuple[int, int], large: bool) -> None:
    table = table_factory(seed=3, size=size)
    scene = table.scene
    scene.follow_conveniences(False, large)
    scene = _at_play(table)
    hand = scene.table.hand
    assert len(hand.cards) == 10
    table.key(pygame.K_RIGHT)  # one card raised to its highest
    table.frames(30)
    cards = _cards(hand)
    for rect in cards:
        assert WINDOW.contains(rect), (rect, "the hand is cut at the window's edge")
        assert _on_window(table.app, rect)
    prompt = scene.table.prompt
    assert prompt.visible and prompt.keys
    assert not any(pygame.FRect(prompt.world_rect).colliderect(rect) for rect in cards)
    you = scene.table.groups[HUMAN].panel.world_rect
    hint_button = scene.hints.button.world_rect
    tools = [button.world_rect for button in scene.toolbar.tools.values()]
    for rect in cards:
        for other in (you, hint_button, *tools):
            assert not rect.colliderect(other), "the hand covers a panel or a button"


def test_the_hint_takes_the_prompts_place_and_nothing_shows_through(
        table_factory, size: tuple[int, int]) -> None:
    table = table_factory(seed=3, size=size, level="normal")
    scene = _at_play(table)
    prompt, banner = scene.table.prompt, scene.table.banner
    before = pygame.FRect(prompt.world_rect)
    table.key(pygame.K_h)
    assert banner.visible
    shown = pygame.FRect(banner.world_rect)
    assert not prompt.visible or not shown.colliderect(prompt.world_rect)
    assert shown.bottom == pytest.approx(before.bottom)  # in the prompt's place …
    assert all(not shown.colliderect(rect) for rect in _cards(scene.table.hand))  # … clear
    assert WINDOW.contains(shown) and _on_window(table.app, shown)
    assert not shown.colliderect(scene.table.kankei_row.world_rect)
    assert not shown.colliderect(scene.table.mukankei_row.world_rect)
    scene.hints.dismiss()  # a refusal to read: the prompt comes back
    assert prompt.visible and not banner.visible


def _show_hint(table, *, pick: bool):  # type: ignore[no-untyped-def]
    scene = table.scene
    table.idle()
    table.frames(30)
    table.key(pygame.K_h)
    hint = scene.hints.current
    cards = list(hint.decision.cards)
    if pick:
        hand = scene.table.hand
        table.key(pygame.K_RIGHT)
        for card in cards:  # walk the focus to each hinted card and pick it
            for _ in range(len(hand.held)):
                if hand.held[hand.highlighted or 0] == card:
                    break
                table.key(pygame.K_RIGHT)
            table.key(pygame.K_SPACE)
        table.frames(30)
        assert sorted(hand.selected) == sorted(cards)
    return scene, cards


@pytest.mark.parametrize("pick", [False, True])
def test_a_kime_yaku_hints_rings_sit_on_the_turned_raised_cards(
        table_factory, names, size: tuple[int, int], pick: bool) -> None:
    table = table_factory(scenario=show_cards(2, names), size=size)
    scene, hinted = _show_hint(table, pick=pick)
    rings = scene.hints.rings.targets()
    cards = [scene.table.hand.card_node(card) for card in hinted]
    assert len(rings) == len(cards) == 2
    for ring, card in zip(rings, cards, strict=True):
        assert card is not None
        drawn = box(card)
        assert ring.center == pytest.approx(drawn.center)
        assert ring.size == pytest.approx(drawn.size)
        assert tilt(ring) == pytest.approx(card.rotation) and card.rotation != 0.0
        if pick:
            assert card.lift > 0


@pytest.mark.parametrize("scenario", [show_cards, kime_yaku])
def test_a_kime_yaku_dialog_and_its_hint_stay_clear_of_the_prompt(
        table_factory, names, size: tuple[int, int], scenario) -> None:  # type: ignore[no-untyped-def]
    table = table_factory(scenario=scenario(2 if scenario is show_cards else 4, names), size=size)
    scene = table.scene
    table.idle()
    table.frames(30)
    for _ in range(2):  # without the hint, then with it
        dialog = scene.dialog
        assert dialog is not None
        rect = pygame.FRect(dialog.world_rect)
        assert WINDOW.contains(rect) and _on_window(table.app, rect)
        prompt = scene.table.prompt
        if prompt.visible:
            assert not rect.colliderect(prompt.world_rect), "the dialog covers the prompt"
        table.key(pygame.K_h)
        table.frames(2)


def test_lesson_one_keeps_the_mukankei_row_at_the_edge_and_the_hand_off_the_you_panel(
        size: tuple[int, int]) -> None:
    from goninkan_desktop.tutorial.scene import TutorialScene

    app = App(size, fixed_dt=1 / 60)
    try:
        scene = TutorialScene("cards", motion=Motion("instant"))
        app.push(scene)
        for _ in range(30):
            app.frame(1 / 60)
        assert "hand" in scene.runner.highlight  # the first step rings the whole hand
        rings = scene.highlights.targets()
        assert rings
        you = scene.table.groups[HUMAN].panel.world_rect
        guide = scene.guide.world_rect
        for ring in rings:
            reach = _turned(ring).inflate(2 * RING, 2 * RING)
            assert not reach.colliderect(you), "the hand's ring covers the You panel"
            assert not reach.colliderect(guide), "the hand's ring runs under the guide box"
        for rect in _cards(scene.table.hand):
            assert WINDOW.contains(rect) and not rect.colliderect(you)
        row = scene.table.mukankei_row
        row.visible = True
        row.set_cards([parse_card(code) for code in (
            "AH", "KH", "QH", "JH", "AS", "KS", "QS", "JS", "AD", "KD", "QD", "JD",
            "AC", "KC", "QC", "JC")], 8)
        rect = pygame.FRect(row.world_rect)
        assert rect.right >= layout.WIDTH - 20, "the Mukankei row is pushed to the middle"
        assert WINDOW.contains(rect) and _on_window(app, rect)
        assert not rect.colliderect(guide)
        for group in scene.table.groups.values():
            assert not rect.colliderect(group.panel.world_rect)
            backs = getattr(group, "backs", None)
            if backs is not None and backs.visible:
                assert not rect.colliderect(backs.world_rect)
        assert not rect.colliderect(scene.table.plaque.world_rect)
        press(pygame.K_ESCAPE)
    finally:
        app.clear_scenes()
