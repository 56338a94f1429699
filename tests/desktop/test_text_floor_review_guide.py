"""The review's band and the lesson's guide box at 960 × 600, read by older club players:
every text at least ``theme.MIN_TEXT_PX`` window pixels tall, each inside its panel (the
band's verdict, deal line and strip tiles and the review's controls drew 9 to 11 px; the
guide's lines, keys and buttons 9.8 to 12.8 px).

The bidding review's kitsune panel (its titles were 9.8 px) and the taisho's and adjutant's
badges at the seats (11.2 px) too, in every bidding form.

The legend under the strip (9.8 px) and the decision's note (11.2 px) too: at 14 px the
legend takes up to three rows and the note up to seven lines, which met the side seats' trick
cards; the review now lays its trick tighter and the note under it, wider, clear of every card,
pile, row of face cards and panel, at every step of Goninkan (standard and Goshogawara) and
every bidding form, at 960 × 600 and 1920 × 1080."""

from __future__ import annotations

import math
from dataclasses import replace

import pygame
import pytest
import test_review_bidding
import test_review_forms
from review_records import played_match
from test_review_scene import FakeJob, _answers_of_every_kind
from test_tutorial_scenes import open_menu, to_step
from text_floor import SMALL_WINDOW, shown_texts, too_small

from engine.actions import Bid, Pass, Play
from engine.record import Record, dumps
from engine.review import DecisionReview, Estimate
from goninkan_desktop.i18n import set_language
from goninkan_desktop.play.record_file import open_record_text
from goninkan_desktop.review.scene import ReviewScene
from goninkan_desktop.tutorial import Result
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.panel import Badge, Panel
from goninkan_desktop.ui.nodes.sprite import CardNode
from goninkan_desktop.ui.nodes.text import TextNode

DT = 1 / 60


def outside(root: Node, panel: Node) -> list[str]:
    """The texts under ``root`` that leave ``panel`` (or touch its edge)."""
    inside = panel.world_rect.inflate(-4, -4)
    return [f"{node.text!r} {node.world_rect} leaves {panel.world_rect}"
            for node in shown_texts(root) if not inside.contains(node.world_rect)]


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("lesson_id", ["cards", "adjutant"])
def test_the_guide_box_text_is_readable_at_960x600(language: str, lesson_id: str) -> None:
    """Every step of a Goninkan lesson and of the bidding game's question lesson, to the
    result's buttons."""
    set_language(language)
    app = App(SMALL_WINDOW, fixed_dt=DT)
    try:
        assert app.scale == pytest.approx(0.75)
        scene = open_menu(app).open_lesson(lesson_id)
        found: list[str] = []
        steps = 0

        def checked() -> bool:
            nonlocal steps
            steps += 1
            guide = scene.guide
            found.extend(f"step {steps}: {p}" for p in too_small(guide, app.scale))
            found.extend(f"step {steps}: {p}" for p in outside(guide, guide))
            return isinstance(scene.runner.current_step, Result)

        to_step(app, scene, checked)
        assert steps >= 4 and not found, found
    finally:
        app.clear_scenes()
        pygame.event.clear()
        set_language("en")


def assert_review_readable(app: App, scene: ReviewScene) -> None:
    """The review on a 960x600 window (scale 0.75) has no text too small at any step; the
    app is cleared whatever the outcome."""
    try:
        assert app.scale == pytest.approx(0.75)
        assert not review_texts_too_small(app, scene)
    finally:
        app.clear_scenes()


def review_texts_too_small(app: App, scene: ReviewScene) -> list[str]:
    """At every step of the deal on screen: the band's texts, the note's and the controls'
    drawn below the floor, a text outside its panel, or the note over anything else the
    player must see (``note_over``)."""
    found: list[str] = []
    for step in scene.walk.steps:
        scene.go(step.index)
        app.frame(DT)
        roots = [scene.band, scene.note_panel, scene.step_label, *scene.nav, scene.back_button]
        for root in roots:
            found += [f"step {step.index}: {p}" for p in too_small(root, app.scale)]
        found += [f"step {step.index}: {p}" for p in outside(scene.note_panel, scene.note_panel)]
        found += [f"step {step.index}: {p}" for p in outside(scene.band, scene.band)]
        found += [f"step {step.index}: {p}" for p in note_over(scene)]
    return found


def turned_rect(card: CardNode) -> pygame.FRect:
    """Where a card is drawn, turned by its angle about its centre."""
    rect = card.world_rect
    angle = math.radians(card.rotation)
    width = rect.w * abs(math.cos(angle)) + rect.h * abs(math.sin(angle))
    height = rect.w * abs(math.sin(angle)) + rect.h * abs(math.cos(angle))
    return pygame.FRect(0, 0, width, height).move_to(center=rect.center)


def note_over(scene: ReviewScene) -> list[str]:
    """What the note's panel lies over or touches (2 px round it): a card of the trick or of
    a hand, the yama, the rows of won face cards, the "your card" mark, a seat, the band, the
    kitsune, the calls and the high bid on the felt during the auction, or the review's
    bidding panels."""
    note = scene.note_panel.world_rect.inflate(4, 4)
    table = scene.table
    things: list[tuple[str, pygame.FRect]] = [
        (f"trick card {card.card}", turned_rect(card)) for card in table.trick.cards.values()]
    things += [(f"hand card {card.card}", turned_rect(card)) for card in table.hand.children
               if isinstance(card, CardNode) and card.visible]
    shown = [("yama", table.yama), ("kankei row", table.kankei_row),
             ("mukankei row", table.mukankei_row), ("your card mark", scene.chosen_mark),
             ("band", scene.band), ("kitsune", table.kitsune), ("high bid", table.high_line),
             *((f"call {p}", tag) for p, tag in table.bid_tags.items()),
             *((f"seat {p}", g) for p, g in table.groups.items()),
             *((f"bidding {n}", n) for n in scene.bidding.children
               if isinstance(n, Panel) and scene.bidding.visible)]
    things += [(name, node.world_rect) for name, node in shown if node.visible]
    things += [(f"{name}'s text {text.text!r}", text.world_rect) for name, node in shown
               for text in shown_texts(node) if node.visible]
    return [f"the note {note} over the {name} {rect}" for name, rect in things
            if rect.w and rect.h and note.colliderect(rect)]


def _goninkan_review(preset: str, window: tuple[int, int] = SMALL_WINDOW,
                     estimates: bool = False) -> tuple[App, ReviewScene]:
    """A Goninkan review with an answer of every kind; ``estimates``: the exact answers carry
    the strong computer's other pick too (the longest notes: Goshogawara's add the table)."""
    app = App(window, fixed_dt=DT)
    jobs: list[FakeJob] = []

    def start(record: Record, player: int, deals: object) -> FakeJob:
        jobs.append(FakeJob())
        return jobs[-1]

    scene = ReviewScene(open_record_text(dumps(played_match(4, preset=preset)), "t.gnk.json"),
                        deal=0, start=start)
    app.push(scene)
    app.frame(DT)
    app.frame(DT)
    answers = _answers_of_every_kind(scene)  # every colour, a note at each
    if estimates:
        answers = [a if a.estimate else replace(a, estimate=Estimate(Play(0, 3), 1.4))
                   for a in answers]
    jobs[-1].ready.extend(answers)
    app.frame(DT)
    return app, scene


@pytest.mark.parametrize("preset", ["standard", "goshogawara"])
def test_the_goninkan_review_text_is_readable_at_960x600(lang: str, preset: str) -> None:
    app, scene = _goninkan_review(preset, estimates=preset == "goshogawara")
    assert_review_readable(app, scene)


def test_the_longest_notes_lie_clear_at_1920x1080(lang: str) -> None:
    """The large window scales the same table: the notes lie as clear of everything."""
    app, scene = _goninkan_review("goshogawara", (1920, 1080), estimates=True)
    try:
        found: list[str] = []
        lines = 0
        for step in scene.walk.steps:
            scene.go(step.index)
            app.frame(DT)
            lines = max(lines, len(scene.note.children))
            found += note_over(scene) + outside(scene.note_panel, scene.note_panel)
        assert not found, found
        assert lines >= 5  # the long notes were there
    finally:
        app.clear_scenes()


@pytest.mark.parametrize("player", [0, 2])
def test_the_bidding_review_text_is_readable_at_960x600(lang: str, player: int) -> None:
    app, scene = test_review_bidding._open(player)
    scene.jobs[0].ready.extend(  # type: ignore[attr-defined]
        test_review_bidding._answers(scene, player) + _call_answers(scene, player))
    app.frame(DT)
    assert_review_readable(app, scene)


def _call_answers(scene: ReviewScene, player: int) -> list[DecisionReview]:
    """The player's bids and passes answered as the engine does (B6: an estimate only), each
    naming the other call: the auction's long notes, while the kitsune and the high bid lie
    on the felt."""
    out = []
    for step in scene.walk.steps[1:]:
        chosen = step.decision
        if isinstance(chosen, Bid | Pass) and chosen.player == player:
            other = Pass(player) if isinstance(chosen, Bid) else Bid(player, 13, 0)
            out.append(DecisionReview((0, step.index - 1), 0, "bid", chosen, False, None, None,
                                      None, Estimate(other, -1.5)))
    assert out
    return out


def _form_review(players: int, auction: bool) -> tuple[App, ReviewScene]:
    """A review at 960 × 600 of a finished deal of the form: the five-player auction's
    record with an adjutant, the others' from ``test_new_forms_open``."""
    if (players, auction) == (5, True):
        return test_review_bidding._open(0)
    return test_review_forms._review(players, auction)


@pytest.mark.parametrize("form", [(5, True), (3, True), (5, False), (3, False)], ids=str)
def test_the_kitsune_panel_and_the_role_badges_are_readable_at_960x600(
        lang: str, form: tuple[int, bool]) -> None:
    """The titles over the kitsune and the cards laid down were 9.8 px, the taisho's and the
    adjutant's badges at their seats 11.2 px: now each at the floor, its titles clear of its
    cards inside the panel, each badge inside its seat's panel clear of the panel's lines."""
    app, scene = _form_review(*form)
    try:
        assert app.scale == pytest.approx(0.75)
        marks = scene.bidding
        assert marks.visible
        titles = [n for n in marks.panel.children if isinstance(n, TextNode)]
        cards = [n for n in marks.panel.children if isinstance(n, CardNode)]
        assert len(titles) == (2 if form[1] else 1) and cards
        found = too_small(marks, app.scale) + outside(marks.panel, marks.panel)
        found += [f"{title.text!r} touches {card.card}" for title in titles for card in cards
                  if title.world_rect.inflate(0, 2).colliderect(card.world_rect)]
        found += [f"{card.card} leaves the panel" for card in cards
                  if not marks.panel.world_rect.contains(card.world_rect)]
        badges = [n for n in marks.badges.children if isinstance(n, Badge)]
        assert bool(badges) is form[1]  # the taisho's (and an adjutant's) where there is one
        panels = [group.panel for group in scene.table.groups.values()]
        for badge in badges:
            seat = next(p for p in panels if p.world_rect.collidepoint(badge.world_rect.center))
            found += [f"{badge.text!r} leaves its seat" for _ in [0]
                      if not seat.world_rect.inflate(-4, -4).contains(badge.world_rect)]
            found += [f"{badge.text!r} touches {other.text!r}"
                      for other in shown_texts(seat)
                      if other.world_rect.inflate(0, 2).colliderect(badge.world_rect)]
            found += [f"{badge.text!r} touches {other.text!r}"
                      for other in seat.children if isinstance(other, Badge) and other.visible
                      and other.world_rect.inflate(0, 2).colliderect(badge.world_rect)]
        assert not found, found
    finally:
        app.clear_scenes()


@pytest.mark.parametrize("form", [(5, True), (3, True), (5, False), (3, False)], ids=str)
def test_the_bidding_panels_lie_clear_of_the_trick(form: tuple[int, bool]) -> None:
    """The review's tighter trick: at every step, no card of it (turned as it lies) touches
    the kitsune's panel or the adjutant's card's, and those two panels lie clear of the seats."""
    app, scene = _form_review(*form)
    try:
        found: list[str] = []
        for step in scene.walk.steps:
            scene.go(step.index)
            app.frame(DT)
            panels = [n for n in scene.bidding.children if isinstance(n, Panel) and n.visible]
            seats = [g.panel.world_rect for g in scene.table.groups.values()]
            for panel in panels:
                rect = panel.world_rect.inflate(4, 4)
                found += [f"step {step.index}: {card.card} on {rect}"
                          for card in scene.table.trick.cards.values()
                          if turned_rect(card).colliderect(rect)]
                found += [f"step {step.index}: {rect} on a seat {seat}" for seat in seats
                          if seat.colliderect(rect)]
        assert not found, found
    finally:
        app.clear_scenes()


@pytest.mark.parametrize("form", [(5, True), (3, True)], ids=str)
def test_the_auctions_calls_lie_clear_in_the_review(form: tuple[int, bool]) -> None:
    """The calls of the auction lie at the review's trick slots: at every step, no two of
    them touch, nor the band, the review's bidding panels or a seat."""
    app, scene = _form_review(*form)
    try:
        found: list[str] = []
        shown_calls = 0
        for step in scene.walk.steps:
            scene.go(step.index)
            app.frame(DT)
            tags = [t.world_rect for t in scene.table.bid_tags.values() if t.visible]
            shown_calls = max(shown_calls, len(tags))
            others = [scene.band.world_rect,
                      *(n.world_rect for n in scene.bidding.children
                        if isinstance(n, Panel) and n.visible),
                      *(g.panel.world_rect for g in scene.table.groups.values())]
            for i, tag in enumerate(tags):
                found += [f"step {step.index}: {tag} on {other}"
                          for other in [*tags[i + 1:], *others]
                          if tag.inflate(2, 2).colliderect(other)]
        assert shown_calls >= 2 and not found, found
    finally:
        app.clear_scenes()
