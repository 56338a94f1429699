"""Hints in a match: the H key and the Hint button show a legal move, ringed, counted per deal."""

from __future__ import annotations

import random

import pygame

from engine.actions import Play
from engine.match import Match, Phase
from engine.observe import observe
from engine.players import close_player, legal_for, step
from engine.players.heuristic import NormalPlayer
from engine.players.search import SearchPlayer, SearchSettings, search_reason
from engine.rules import RuleSet
from goninkan_desktop.devtools.autopilot import Autopilot, centre
from goninkan_desktop.i18n import set_language, t
from goninkan_desktop.play.controller import HumanRequest
from goninkan_desktop.play.hints import hint_player, reason, suggest
from goninkan_desktop.table.deal_result import DealResultScene


def test_the_hint_is_a_legal_move_ringed_and_counted_in_the_deal_result(table_factory) -> None:
    table = table_factory(seed=3, level="normal")
    scene = table.scene
    helper = Autopilot(scene, level="easy", seed=3)  # answers iku/koi and the like
    table.app.after_frame.append(helper)
    table.until(lambda: scene.request is not None and scene.request.phase.name == "PLAY"
                and not scene.busy, limit=5000)
    table.app.after_frame.remove(helper)
    assert scene.hints.button.visible
    table.key(pygame.K_h)
    hint = scene.hints.current
    assert hint is not None and scene.request is not None
    assert hint.decision in scene.request.legal
    assert scene.table.banner.visible and scene.table.banner.title == hint.text
    assert isinstance(hint.decision, Play)
    assert scene.hints.targets() == [scene.table.hand.card_node(hint.decision.card)]
    assert len(scene.hints.rings.targets()) == 1
    table.click(scene.hints.button)  # the same request: shown again, counted once
    deal = (scene.request.view.round, scene.request.view.deal)
    assert scene.hints.used(*deal) == 1
    pilot = Autopilot(scene, level="easy", seed=3, close_overlays=False)
    table.app.after_frame.append(pilot)
    table.until(lambda: isinstance(table.app.top, DealResultScene), limit=20_000)
    result = table.app.top
    assert isinstance(result, DealResultScene) and result.hints_line is not None
    assert result.hints_line.text == t("guide.hints_used", count=1)
    assert not scene.hints.button.visible


def test_no_hint_line_without_hints_and_no_button_when_not_asked(table_factory) -> None:
    table = table_factory(seed=4, level="easy")
    scene = table.scene
    assert not scene.hints.button.visible
    pilot = Autopilot(scene, level="easy", seed=4, close_overlays=False)
    table.app.after_frame.append(pilot)
    table.until(lambda: isinstance(table.app.top, DealResultScene), limit=20_000)
    result = table.app.top
    assert isinstance(result, DealResultScene) and result.hints_line is None


def test_strong_hints_come_from_the_search_with_its_reason_where_it_differs() -> None:
    """At the strong level the hint is the strong player's move; where the search prefers
    another move than the normal player's, the reason is what it expects to gain."""
    rng = random.Random(8)
    match = Match(RuleSet(rounds=20), "ABCDE", 0)
    searcher = SearchPlayer(SearchSettings(work=4000, min_deals=8, max_deals=8, workers=1))
    differed = agreed = 0
    while differed < 2 or agreed < 2:
        if match.phase is Phase.PLAY:
            me = match.turn
            request = HumanRequest(Phase.PLAY, observe(match, me), tuple(legal_for(match, me)))
            hint = suggest(request, searcher, lambda text: text, f"s{differed}:{agreed}")
            analysis = searcher.analyse(request.view, list(request.legal),
                                        random.Random(f"s{differed}:{agreed}"))
            assert hint.decision == analysis.choice
            usual = NormalPlayer().choose(request.view, list(request.legal), random.Random(0))
            if hint.decision != usual:
                assert hint.reason is not None and "on average" in hint.reason
                set_language("ja")
                try:
                    japanese = reason(request.view, hint.decision, why=search_reason(
                        analysis, usual))
                finally:
                    set_language("en")
                assert japanese is not None and "点" in japanese
                differed += 1
            else:
                assert hint.reason is None or "on average" not in hint.reason
                agreed += 1
        step(match, [NormalPlayer()] * 5, rng)
    strong = hint_player("strong")
    assert isinstance(strong, SearchPlayer)
    close_player(strong)


def test_hint_reasons_are_translated(table_factory) -> None:
    table = table_factory(seed=5, level="normal")
    scene = table.scene
    reasons: list[str] = []
    pilot = Autopilot(scene, level="normal", seed=5)
    table.app.after_frame.append(pilot)

    def collect(app: object) -> None:
        request = scene.request
        if request is not None and request is scene.controller.request and len(reasons) < 40:
            decision = hint_player("normal").choose(request.view, list(request.legal),
                                                    __import__("random").Random(1))
            set_language("ja")
            try:
                text = reason(request.view, decision, scene.table.card_name)
            finally:
                set_language("en")
            if text:
                reasons.append(text)

    table.app.after_frame.append(collect)
    table.until(lambda: len(reasons) >= 5, limit=20_000)
    assert all(not any("a" <= ch <= "z" for ch in text) or "(" in text for text in reasons)
    assert centre(scene.hints.button)


def test_a_refused_click_takes_the_hint_banner_away_so_the_reason_shows(table_factory) -> None:
    table = table_factory(seed=3, level="normal")
    scene = table.scene
    helper = Autopilot(scene, level="easy", seed=3)

    def illegal_card_in_hand() -> int | None:
        request = scene.request
        if request is None or request.phase.name != "PLAY" or scene.busy:
            return None
        legal = {d.card for d in request.legal if isinstance(d, Play)}
        hand = [c for c in range(50) if request.view.hand >> c & 1 and c not in legal]
        return hand[0] if hand else None

    def ready() -> bool:
        if illegal_card_in_hand() is not None:
            return True
        helper(table.app)
        return False

    table.until(ready, limit=20_000)
    table.key(pygame.K_h)
    assert scene.table.banner.visible
    refused = illegal_card_in_hand()
    assert refused is not None
    table.click(scene.table.hand.card_node(refused))
    assert not scene.table.banner.visible
    assert scene.hints.rings.targets()  # the ring still points at the hinted move
