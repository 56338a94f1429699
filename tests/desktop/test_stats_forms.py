"""Statistics per form of the bidding game (docs/rules.md section 12): games, deals won as
taisho and as defender, and face cards per deal without an auction, each counted directly
from the records."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pygame
import pytest
from menu_driver import Desktop, texts

from engine.players import play_match, player_named
from engine.record import dumps, parse_record, replay
from engine.rules import RuleSet
from engine.scoring import Outcome
from goninkan_desktop.i18n import set_language, t
from goninkan_desktop.platform import paths
from goninkan_desktop.profile.choices import form_of
from goninkan_desktop.profile.stats_db import StatsDb
from goninkan_desktop.stats.scene import StatsScene
from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.text import TextNode

FORMS = [(5, True), (3, True), (5, False), (3, False)]
CELL_GAP = 16.0
"""The least room between two cells of a row, in layout pixels (half on each side)."""


def _archive(folder: Path) -> None:
    games = folder / "games"
    games.mkdir(parents=True)
    for index in range(8):
        players, auction = FORMS[index % len(FORMS)]
        rules = RuleSet.preset_named("bidding", players=players, auction=auction, rounds=3)
        match = play_match([player_named("easy")] * players, rules, random.Random(index))
        path = games / f"202612{1 + index:02d}-0900{index:02d}.gnk.json"
        path.write_text(dumps(match, {"cpu_level": "easy"}), encoding="utf-8")


def _direct(folder: Path) -> dict[str, dict[str, int]]:
    counted: dict[str, dict[str, int]] = {}
    for path in sorted((folder / "games").glob("*.gnk.json")):
        match = replay(parse_record(path.read_bytes())).match
        figures = counted.setdefault(form_of(match.game) or "five-players", dict.fromkeys(
            ("matches", "taisho_deals", "taisho_won", "defender_deals", "defender_won",
             "free_deals", "free_won", "faces"), 0))
        figures["matches"] += match.finished
        for deal in match.results:
            if deal.result is Outcome.REDEAL:
                continue
            won = deal.won_by(0)
            if deal.result is Outcome.MOST_FACES:
                figures["free_deals"] += 1
                figures["free_won"] += won
                figures["faces"] += deal.face_counts[0]
            elif deal.taisho == 0:
                figures["taisho_deals"] += 1
                figures["taisho_won"] += won
            elif deal.adjutant != 0:
                figures["defender_deals"] += 1
                figures["defender_won"] += won
    return counted


def test_each_form_is_counted_apart_as_its_records_say(tmp_path: Path) -> None:
    _archive(tmp_path)
    stats = StatsDb(tmp_path)
    try:
        stats.sync()
        expected = _direct(tmp_path)
        shown = {form["form"]: form for form in stats.summary()["bidding_forms"]}
        assert list(shown) == ["five-players", "three-players", "no-auction",
                               "three-players-no-auction"]
        for form, figures in expected.items():
            line = shown[form]
            for key in ("matches", "taisho_deals", "taisho_won", "defender_deals",
                        "defender_won", "free_deals", "free_won"):
                assert line[key] == figures[key], (form, key)
            free = figures["free_deals"]
            assert line["faces_per_deal"] == (round(figures["faces"] / free, 2) if free
                                              else None)
        assert shown["no-auction"]["free_deals"] > 0 and shown["three-players"]["taisho_deals"] > 0
        assert shown["three-players"]["free_deals"] == 0
    finally:
        stats.close()


@pytest.mark.parametrize(("language", "size"), [("en", (960, 600)), ("ja", (960, 600)),
                                                ("en", (1920, 1080))])
def test_the_forms_view_shows_a_row_per_form_that_fits(language: str,
                                                       size: tuple[int, int]) -> None:
    _archive(paths.data_dir())
    desk = Desktop(size=size, language=language)
    try:
        scene = desk.open_from_title("stats", StatsScene)
        while not scene.game_buttons["forms"].focused:  # by keyboard, as the others
            desk.key(pygame.K_RIGHT)
        desk.key(pygame.K_RETURN)
        assert scene.game == "forms"
        shown = texts(scene.root)
        for form in ("five-players", "three-players", "no-auction", "three-players-no-auction"):
            assert t(f"stats.forms.{form}") in shown
        free = next(f for f in desk.session.stats.forms() if f.form == "no-auction")
        assert free.faces_per_deal is not None and f"{free.faces_per_deal:.1f}" in shown
        panel_nodes = [node for node in _walk(scene.root) if isinstance(node, TextNode)
                       and node.text in shown and node.visible]
        for node in panel_nodes:  # nothing runs past the window or into its neighbour
            rect = node.world_rect
            assert rect.left >= 0 and rect.right <= 1280 and rect.bottom <= 720, node.text
        cells = [node for node in panel_nodes if node.world_rect.top > 120]
        for a, b in itertools.combinations(cells, 2):  # "Won defendingWon, no auction" touched
            assert not a.world_rect.inflate(CELL_GAP, 0).colliderect(b.world_rect), \
                (a.text, b.text)
    finally:
        desk.close()
        set_language("en")


def _walk(node: Node) -> list[Node]:
    found = [node]
    for child in node.children:
        found += _walk(child)
    return found
