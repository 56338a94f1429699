"""The review with the engine's own answers (``engine.review``) on two hand-made deals: one the
player lost that open hands could have won — the verdict names the card — and one no play could
win. Then the same review with the engine's worker processes, the screen never waiting."""

from __future__ import annotations

import time
from collections.abc import Sequence
from functools import partial
from pathlib import Path

import pytest

from engine.actions import Play
from engine.cards import parse_card
from engine.record import Record
from engine.review import DecisionReview, exact_reviews, plan_review, start_review
from goninkan_desktop.i18n import language, set_language
from goninkan_desktop.play.record_file import open_record_file
from goninkan_desktop.review.scene import ReviewScene
from goninkan_desktop.ui.app import App

RECORDS = Path(__file__).parent / "records"
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
    assert scene.note.text.startswith("You chose 10♣: −1 with best play from here.")
    assert scene.trick_marks()[6] == "worse"
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
