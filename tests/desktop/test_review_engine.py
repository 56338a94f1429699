"""The review with the engine's own answers (``engine.review``) on two hand-made deals: one the
player lost that open hands could have won — the verdict names the card — and one no play could
win. Then the same review with the engine's worker processes, the screen never waiting."""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from engine.actions import Play
from engine.cards import parse_card
from engine.players import play_match
from engine.players.heuristic import NormalPlayer
from engine.record import Record, dumps, parse_record
from engine.review import DecisionReview, exact_reviews, plan_review, start_review, verdict
from engine.rules import RuleSet
from goninkan_desktop.i18n import language, set_language
from goninkan_desktop.play.record_file import open_record_file, open_record_text
from goninkan_desktop.review.scene import ReviewScene
from goninkan_desktop.review.verdict import deal_verdict, verdict_text
from goninkan_desktop.ui.app import App

RECORDS = Path(__file__).parent / "records"
ENGINE_RECORDS = Path(__file__).parent.parent / "engine" / "review_records"
BUDGET = 8000
"""The solver's node budget here: the later tricks exact, and quick."""
DT = 1 / 60


class SolvedNow:
    """The engine's exact values for a player's decisions, worked out in this process when
    first polled (no estimates): the answers the background job would stream."""

    def __init__(self, record: Record, player: int, deals: Sequence[int]) -> None:
        self.plan = plan_review(record, player, deals)
        self.given = False

    @property
    def done(self) -> bool:
        return self.given

    def poll(self) -> list[DecisionReview]:
        if self.given:
            return []
        self.given = True
        answers = []
        for spots in self.plan.spots.values():
            answers += sorted(exact_reviews(spots, BUDGET), key=lambda r: r.action)
        return answers

    def cancel(self) -> None:
        self.given = True


@pytest.fixture(autouse=True)
def english():
    before = language()
    set_language("en")
    yield
    set_language(before)


def _review(name: str, start) -> tuple[App, ReviewScene]:
    app = App((1280, 720), fixed_dt=DT)
    scene = ReviewScene(open_record_file(RECORDS / name), start=start)
    app.push(scene)
    app.frame(DT)  # the deal shown
    app.frame(DT)  # its review started once the frame is drawn (here, answered at once)
    app.frame(DT)  # the answers taken
    return app, scene


def test_a_lost_deal_open_hands_could_win_names_the_card() -> None:
    app, scene = _review("lost_by_a_card.gnk.json", SolvedNow)
    text = scene.verdict.text
    assert text.startswith("With open hands your side could still win from trick ")
    assert "; your play in trick 6 (10♣) lost it — " in text
    assert text.endswith(" kept the win.")
    action = next(a for a, r in scene.reviews.items() if r.chosen == Play(0, parse_card("10C")))
    scene.go(action[1])  # just before the card: the cards that kept the win are ringed
    review = scene.reviews[action]
    assert review.value is not None and review.best is not None
    assert review.value <= 0 < review.best
    assert scene.ringed() and parse_card("10C") not in scene.ringed()
    assert scene.note.text.startswith("Lost the win: you chose 10♣. With all hands open and "
                                      "best play from here, your side scores −1 point")
    assert scene.trick_marks()[6] == "lost"
    app.clear_scenes()


def test_a_deal_no_play_could_win_says_so() -> None:
    app, scene = _review("no_play_wins.gnk.json", SolvedNow)
    first = min(r.trick for r in scene.reviews.values() if r.exact)
    assert scene.verdict.text == (f"From trick {first} on, no play could have won: even with "
                                  "all hands open, your side loses.")
    assert all(r.best is not None and r.best <= 0 for r in scene.reviews.values() if r.exact)
    assert set(scene.trick_marks().values()) <= {"best"}
    app.clear_scenes()


def test_the_engines_worker_processes_answer_while_the_screen_runs() -> None:
    app, scene = _review("no_play_wins.gnk.json",
                         partial(start_review, workers=1, node_budget=BUDGET))
    assert scene.thinking and scene.verdict.text.startswith("Still thinking")
    frames = 0
    deadline = time.monotonic() + 240.0
    while scene.thinking and time.monotonic() < deadline:
        app.frame(DT)  # the screen goes on; the answers arrive when they are ready
        frames += 1
        time.sleep(0.01)
    assert not scene.thinking and frames > 1
    assert "no play could have won" in scene.verdict.text
    chosen = scene.reviews[next(iter(scene.reviews))]
    assert chosen.estimate is not None  # the strong player's pick from the player's view
    app.clear_scenes()


class Given:
    """The engine's answers for one deal, worked out beforehand, handed over when polled."""

    def __init__(self, answers: Sequence[DecisionReview]) -> None:
        self.answers = list(answers)

    @property
    def done(self) -> bool:
        return not self.answers

    def poll(self) -> list[DecisionReview]:
        fresh, self.answers = self.answers, []
        return fresh

    def cancel(self) -> None:
        self.answers = []


def _played(preset: str, rounds: int) -> str:
    """A match of ``preset`` played by the normal players, as its record's text."""
    rules = RuleSet.preset_named(preset, rounds=rounds)
    return dumps(play_match([NormalPlayer()] * 5, rules, random.Random(f"verdict:{preset}")))


def _deals_on_screen() -> list[Any]:
    """(name, record text, player, deal, the verdict's kind): deals of both games, one of each
    verdict, lost or won by the player's side, defenders of the bidding game among them."""
    fixed = [(RECORDS / "lost_by_a_card.gnk.json", "lost_win"),
             (RECORDS / "no_play_wins.gnk.json", "no_win"),
             (ENGINE_RECORDS / "lost-win.gnk.json", "lost_win")]
    out = [(path.name, path.read_text(encoding="utf-8"), 0, 0, kind) for path, kind in fixed]
    standard, goshogawara = _played("standard", 3), _played("goshogawara", 1)
    bidding = _played("bidding", 1)
    out += [("standard", standard, 1, 0, "best"),  # the deal lost by a partner
            ("standard", standard, 2, 1, "lost_win"),  # the deal won all the same
            ("standard", standard, 1, 2, "no_win"),
            ("goshogawara", goshogawara, 2, 0, "gave_up"),  # the deal won
            ("goshogawara", goshogawara, 0, 1, "best"),  # the deal won
            ("bidding", bidding, 2, 0, "lost_win"),  # a defender who let the bid be made
            ("bidding", bidding, 1, 0, "best")]  # a defender, the bid made by others
    return [pytest.param(*case, id=f"{case[0]}-p{case[2]}-d{case[3]}") for case in out]


@pytest.mark.parametrize(("name", "text", "player", "deal", "kind"), _deals_on_screen())
def test_the_screens_verdict_is_the_engines(name: str, text: str, player: int, deal: int,
                                            kind: str) -> None:
    """Issue 28: one verdict. The review screen puts in words the engine's verdict
    (``engine.review.verdict``) on the same answers, in both games."""
    record = parse_record(text)
    plan = plan_review(record, player, [deal])
    answers = sorted(exact_reviews(plan.spots.get(deal, []), BUDGET), key=lambda r: r.action)
    expected = verdict(dataclasses.replace(plan.deals[deal], decisions=tuple(answers)))
    assert expected.kind == kind
    app = App((1280, 720), fixed_dt=DT)
    scene = ReviewScene(open_record_text(text, name), player=player, deal=deal,
                        start=lambda *_: Given(answers))
    app.push(scene)
    for _ in range(30):
        app.frame(DT)
        if not scene.thinking:
            break
    assert not scene.thinking and len(scene.reviews) == len(answers)
    assert scene.verdict.text.endswith(verdict_text(expected))  # after the bid, if any (B12)
    assert deal_verdict(list(scene.reviews.values()), 0, expected.won).verdict == expected
    app.clear_scenes()
