"""History by keyboard: ↑/↓ go from match to match, and the key help names only live keys.

Play-tested: in History, ↓ from a bidding match stepped sideways onto its "Auctions" button
instead of down to the next match, and the auctions screen's key help offered "← → pages"
with a single page. Now ↑/↓ move line by line (staying in the auctions' column where the
next line has one), Tab still visits every button, and a single page of auctions names only
Enter and Esc.
"""

from __future__ import annotations

import random

import pygame
from menu_driver import Desktop, texts

from engine.players import play_match, player_named
from engine.record import dumps
from engine.rules import RuleSet
from goninkan_desktop.i18n import t
from goninkan_desktop.menus.history import AuctionsScene, HistoryScene


def a_match(preset: str, seed: int) -> str:
    rules = RuleSet.preset_named(preset, rounds=1)
    players = rules.game.seats
    return dumps(play_match([player_named("easy")] * players, rules, random.Random(seed)))


def history_of(desktop: Desktop, matches: list[str]) -> HistoryScene:
    folder = desktop.shell.session.autosave.games_folder
    folder.mkdir(parents=True, exist_ok=True)
    for minute, text in enumerate(matches):
        (folder / f"20261201-09{minute:02d}00.gnk.json").write_text(text, encoding="utf-8")
    desktop.click(desktop.top.buttons["history"])  # type: ignore[union-attr]
    history = desktop.top
    assert isinstance(history, HistoryScene)
    return history


def test_up_and_down_go_from_match_to_match_not_onto_the_auctions() -> None:
    desktop = Desktop()
    try:
        bidding, goninkan = a_match("bidding", 4), a_match("standard", 4)
        history = history_of(desktop, [bidding, goninkan, bidding])
        rows, auctions = history.rows, list(history.auction_buttons.values())
        assert len(rows) == 3 and len(auctions) == 2  # newest first: bidding, Goninkan, bidding
        assert history.focus.current is rows[0]
        seen = []
        for _ in range(3):
            desktop.key(pygame.K_DOWN)
            seen.append(history.focus.current)
        assert seen == [rows[1], rows[2], history.back_button]
        desktop.key(pygame.K_DOWN)  # round to the top
        assert history.focus.current is rows[0]
        desktop.key(pygame.K_TAB)  # Tab visits the auctions of the first match
        assert history.focus.current is auctions[0]
        desktop.key(pygame.K_DOWN)  # no auctions on the Goninkan line: its match
        assert history.focus.current is rows[1]
        desktop.key(pygame.K_UP)
        assert history.focus.current is rows[0]
        desktop.key(pygame.K_UP)
        assert history.focus.current is history.back_button
    finally:
        desktop.close()


def test_one_page_of_auctions_names_no_page_keys() -> None:
    desktop = Desktop()
    try:
        history = history_of(desktop, [a_match("bidding", 4)])
        desktop.click(next(iter(history.auction_buttons.values())))
        auctions = desktop.top
        assert isinstance(auctions, AuctionsScene) and len(auctions.pages()) == 1
        shown = texts(auctions.root)
        assert t("history.auction.keys") not in shown
        assert t("history.keys_empty") in shown
        desktop.key(pygame.K_RIGHT)  # no page to turn to: nothing happens
        assert desktop.top is auctions and auctions.page == 0
        desktop.key(pygame.K_RETURN)  # Enter: Back, as the help says
        assert desktop.top is history
    finally:
        desktop.close()
