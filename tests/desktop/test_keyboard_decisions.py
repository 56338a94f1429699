"""Every decision of every phase by keyboard alone, the keys named on screen in both languages.

Each test opens the real table at the decision (a scenario), answers it with
real key events only and checks the engine got that answer; the dialog or
the prompt says which keys do it, in English and in Japanese.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest
from menu_driver import Desktop

from engine.actions import JurokuCall, LeadCall, NameTrump, NijukanPick, Play, Show
from engine.cards import JOKER, SUIT_LETTERS, cards_of
from engine.match import Match, Phase
from goninkan_desktop.devtools.autopilot import Autopilot
from goninkan_desktop.devtools.scenarios import (
    find_moment,
    kime_yaku,
    nijukan,
    seat_swap,
    show_cards,
)
from goninkan_desktop.i18n import t
from goninkan_desktop.menus.pause_menu import PauseMenuScene
from goninkan_desktop.table.scene import TableScene
from goninkan_desktop.ui.nodes.dialog import Dialog
from goninkan_desktop.ui.nodes.panel import Paragraph
from goninkan_desktop.ui.nodes.text import TextNode


def _last(match: Match) -> object:
    """The human's (player 0's) last decision; the CPU players may have moved on since."""
    mine = [d for _, decisions in match.history for d in decisions
            if getattr(d, "player", None) == 0]
    return mine[-1] if mine else None


def _texts(node: object) -> str:
    """Every line of text drawn in ``node`` and below it, joined (wrapping aside)."""
    found: list[str] = []

    def walk(n: object) -> None:
        if isinstance(n, TextNode):
            found.append(n.text)
        for child in getattr(n, "children", []):
            walk(child)

    walk(node)
    return "".join(found)


def _names_keys(node: object, key: str, **params: str) -> None:
    """The keys line ``key`` is on screen in ``node`` (and really names keys)."""
    text = t(key, **params)
    assert "Enter" in text or "Esc" in text
    assert text.replace(" ", "") in _texts(node).replace(" ", "")


def _reverse_juroku(match: Match) -> int | None:
    decider = match.juroku_decider if match.phase is Phase.JUROKU else -1
    return decider if decider >= 0 and decider not in match.kankei else None


def _juroku(match: Match) -> int | None:
    decider = match.juroku_decider if match.phase is Phase.JUROKU else -1
    return decider if decider >= 0 and decider in match.kankei else None


def _joker_lead(match: Match) -> int | None:
    if match.phase is Phase.PLAY and not match.trick and 2 <= match.trick_no <= 8 \
            and JOKER in cards_of(match.legal_mask()):
        return match.turn
    return None


def test_iku_koi_by_keyboard(table_factory, names, lang) -> None:
    table = table_factory(scenario=seat_swap(1, names))
    table.idle()
    scene = table.scene
    assert scene.screen_kind == "iku_koi"
    _names_keys(scene.dialog, "table.keys_lead")
    table.key(pygame.K_RIGHT)  # the focus to koi …
    table.key(pygame.K_RETURN)  # … and Enter
    assert _last(scene.controller.match) == LeadCall(0, False)


def test_nijukan_pick_by_keyboard(table_factory, names, lang) -> None:
    table = table_factory(scenario=nijukan(1, names))
    table.idle()
    scene = table.scene
    assert scene.screen_kind == "nijukan" and scene.request is not None
    assert scene.request.phase is Phase.NIJUKAN_PICK
    _names_keys(scene.nijukan_board, "table.keys_nijukan")
    board = scene.nijukan_board.world_rect
    assert board.top >= 0 and board.bottom <= 720  # the keys line still inside the window
    for key in (pygame.K_RIGHT, pygame.K_SPACE, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_RIGHT,
                pygame.K_SPACE, pygame.K_RETURN):
        table.key(key)
    picked = _last(scene.controller.match)
    assert isinstance(picked, NijukanPick) and picked.player == 0


def test_cards_to_show_by_keyboard(table_factory, names, lang) -> None:
    """Kime-yaku: the arrows and Tab move the focus in the hand, Space picks, Enter shows."""
    table = table_factory(scenario=show_cards(2, names))
    table.idle()
    scene = table.scene
    assert scene.screen_kind == "show_cards"
    count = scene.controller.view().rules.shown_cards
    hand = scene.table.hand
    assert scene.table.prompt.text == (t("table.prompt_show", count=count) if count > 1
                                       else t("table.prompt_show_one"))
    assert scene.table.prompt.keys == t("table.keys_show")
    assert "←" in scene.table.prompt.keys and "Enter" in scene.table.prompt.keys
    assert hand.highlighted == 0  # the focus is shown on the first card before any key
    wanted = []
    for step in range(count):
        table.key(pygame.K_RIGHT if step % 2 else pygame.K_TAB)
        table.key(pygame.K_RIGHT)
        wanted.append(hand.held[hand.highlighted or 0])
        table.key(pygame.K_SPACE)
    assert hand.selected == wanted
    table.key(pygame.K_SPACE)  # put the last one back, and pick it again with ↑
    assert hand.selected == wanted[:-1]
    table.key(pygame.K_UP)
    assert hand.selected == wanted
    table.key(pygame.K_RETURN)
    shown = _last(scene.controller.match)
    assert isinstance(shown, Show) and set(shown.cards) == set(wanted)


def test_enter_shows_nothing_before_enough_cards_are_picked(table_factory, names) -> None:
    table = table_factory(scenario=show_cards(2, names))
    table.idle()
    scene = table.scene
    decisions = len(scene.controller.match.history[-1][1])
    table.key(pygame.K_RIGHT)
    table.key(pygame.K_SPACE)
    table.key(pygame.K_RETURN)
    assert len(scene.controller.match.history[-1][1]) == decisions
    assert scene.screen_kind == "show_cards" and len(scene.table.hand.selected) == 1


def test_trump_by_keyboard(table_factory, names, lang) -> None:
    table = table_factory(scenario=kime_yaku(4, names))
    table.idle()
    scene = table.scene
    assert scene.screen_kind == "kime_yaku"
    _names_keys(scene.dialog, "table.keys_suit",
                **{s: t(f"suit.{s}") for s in SUIT_LETTERS})
    table.key(pygame.K_RIGHT)
    table.key(pygame.K_RETURN)
    assert _last(scene.controller.match) == NameTrump(0, SUIT_LETTERS.index("D"))


def test_play_by_keyboard(table_factory, lang) -> None:
    table = table_factory(seed=3)
    scene = table.scene
    pilot = Autopilot(scene, level="easy", seed=3)
    table.app.after_frame.append(pilot)
    table.until(lambda: scene.request is not None and scene.request.phase is Phase.PLAY
                and not scene.busy, limit=6000)
    table.app.after_frame.remove(pilot)
    table.frames(2)
    assert scene.table.prompt.keys == t("table.keys_play")
    hand = scene.table.hand
    table.key(pygame.K_RIGHT)
    chosen = hand.held[hand.highlighted or 0]
    table.key(pygame.K_RETURN)
    played = _last(scene.controller.match)
    assert isinstance(played, Play) and played.card == chosen


def test_joker_lead_and_its_suit_by_keyboard(table_factory, names, lang) -> None:
    table = table_factory(scenario=find_moment(3, names, _joker_lead))
    table.idle()
    scene = table.scene
    hand = scene.table.hand
    table.key(pygame.K_RIGHT)
    for _ in range(len(hand.held)):
        if hand.highlighted is not None and hand.held[hand.highlighted] == JOKER:
            break
        table.key(pygame.K_RIGHT)
    table.key(pygame.K_RETURN)
    assert scene.screen_kind == "joker_suit"
    _names_keys(scene.dialog, "table.keys_suit",
                **{s: t(f"suit.{s}") for s in SUIT_LETTERS})
    table.key(pygame.K_3)
    assert _last(scene.controller.match) == Play(0, JOKER, SUIT_LETTERS.index("H"))


@pytest.mark.parametrize(("moment", "call"), [(_juroku, True), (_reverse_juroku, False),
                                               (_reverse_juroku, True)])
def test_juroku_and_reverse_juroku_by_keyboard(
        table_factory, names, lang, moment: Callable[[Match], int | None], call: bool) -> None:
    table = table_factory(scenario=find_moment(0 if moment is _reverse_juroku else 1, names,
                                               moment))
    table.idle()
    scene = table.scene
    assert scene.screen_kind == "juroku"
    assert isinstance(scene.dialog, Dialog)
    _names_keys(scene.dialog, "table.keys_juroku")
    if call:
        table.key(pygame.K_LEFT)  # the focus from "stop here" to the call
    table.key(pygame.K_RETURN)
    assert _last(scene.controller.match) == JurokuCall(0, call)


def test_pause_menu_by_keyboard(lang) -> None:
    desktop = Desktop(language=lang)
    try:
        desktop.session.change(speed="instant")
        desktop.key(pygame.K_RETURN)  # New game (focused)
        desktop.key(pygame.K_RETURN)  # Start (focused)
        table = desktop.top
        assert isinstance(table, TableScene)
        desktop.key(pygame.K_ESCAPE)
        menu = desktop.top
        assert isinstance(menu, PauseMenuScene)
        line = menu.keys_line
        assert isinstance(line, Paragraph) and line.text == t("menus.pause.keys")
        assert menu.card.world_rect.contains(line.world_rect)
        desktop.key(pygame.K_DOWN)
        desktop.key(pygame.K_UP)  # to "Settings" and back to "Back to the game"
        desktop.key(pygame.K_RETURN)
        assert desktop.top is table
        desktop.key(pygame.K_ESCAPE)
        desktop.key(pygame.K_ESCAPE)  # Esc closes the menu too
        assert desktop.top is table
    finally:
        desktop.close()
