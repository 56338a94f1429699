"""The review on screen: opened from a deal's result, stepped by keys and clicks, every hand
face up; the engine's answers arrive in the background and the screen never waits for them."""

from __future__ import annotations

import json
from collections.abc import Sequence

import pygame
import pytest
from review_records import played_match

from engine.actions import Play
from engine.cards import cards_of, parse_card
from engine.cards import codes_of as codes
from engine.match import Match
from engine.record import Record, dumps
from engine.review import DecisionReview, Estimate
from goninkan_desktop.devtools.autopilot import Autopilot, centre, click, press
from goninkan_desktop.i18n import language, set_language, t
from goninkan_desktop.play.record_file import open_record_text
from goninkan_desktop.review import scene as review_scene
from goninkan_desktop.review.scene import ReviewScene
from goninkan_desktop.review.steps import DealWalk, walk_deal
from goninkan_desktop.table.deal_result import DealResultScene
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.nodes.text import TextNode

DT = 1 / 60


class FakeJob:
    """Answers handed over by the test, as the engine's job would stream them."""

    def __init__(self) -> None:
        self.ready: list[DecisionReview] = []
        self.cancelled = False
        self.finished = False

    @property
    def done(self) -> bool:
        return self.finished or self.cancelled

    def poll(self) -> Sequence[DecisionReview]:
        fresh, self.ready = self.ready, []
        return fresh

    def cancel(self) -> None:
        self.cancelled = True


@pytest.fixture
def english():
    before = language()
    set_language("en")
    yield
    set_language(before)


def _review(match: Match, deal: int = 0, jobs: list[FakeJob] | None = None
            ) -> tuple[App, ReviewScene]:
    app = App((1280, 720), fixed_dt=DT)
    made = jobs if jobs is not None else []

    def start(record: Record, player: int, deals: Sequence[int]) -> FakeJob:
        assert player == 0 and len(deals) == 1
        made.append(FakeJob())
        return made[-1]

    scene = ReviewScene(open_record_text(dumps(match), "test.gnk.json"), deal=deal, start=start)
    app.push(scene)
    app.frame(DT)  # the deal shown
    app.frame(DT)  # its review started, once the frame is drawn
    return app, scene


def _key(app: App, key: int) -> None:
    press(key)
    app.frame(DT)
    app.frame(DT)


def test_review_opened_from_the_deal_result_shows_every_hand(table_factory) -> None:
    table = table_factory(seed=4, level="easy")
    pilot = Autopilot(table.scene, level="easy", seed=4, close_overlays=False)
    table.app.after_frame.append(pilot)
    table.until(lambda: isinstance(table.app.top, DealResultScene), limit=20_000)
    table.app.after_frame.remove(pilot)
    result = table.app.top
    assert isinstance(result, DealResultScene) and result.review_button is not None
    table.click(result.review_button)
    review = table.app.top
    assert isinstance(review, ReviewScene) and review.walk.index == 0
    match = table.scene.controller.match
    dealt = match.history[0][0].hands
    for player in range(1, 5):
        assert sorted(review.table.open_hands[player].held) == sorted(
            cards_of(sum(1 << c for c in dealt[player])))
    assert len(review.table.hand.held) == 10
    table.key(pygame.K_ESCAPE)
    assert table.app.top is result  # back at the deal's result, the match as it was
    table.key(pygame.K_r)
    assert isinstance(table.app.top, ReviewScene)


def test_stepping_by_keys_and_buttons(english) -> None:
    match = played_match(4)
    app, scene = _review(match)
    steps = scene.walk.steps
    _key(app, pygame.K_RIGHT)
    assert scene.step == 1
    _key(app, pygame.K_END)
    assert scene.step == len(steps) - 1 and scene.current.ends_trick
    last_trick = scene.current.trick
    assert len(scene.table.trick.cards) == 5  # the last trick lies on the felt
    _key(app, pygame.K_UP)
    assert scene.current.trick == last_trick - 1 and scene.current.ends_trick
    _key(app, pygame.K_HOME)
    assert scene.step == 0 and scene.step_label.text == "Before trick 1"
    _key(app, pygame.K_DOWN)
    assert scene.current.trick == 1 and scene.current.ends_trick
    _key(app, pygame.K_LEFT)
    assert scene.current.trick == 1 and not scene.current.ends_trick
    click(app, centre(scene.strip_cells[2]))  # tile 3: the player's decision in trick 3
    app.frame(DT)
    assert scene.walk.steps[scene.step + 1].trick == 3 and scene.pending == (0, scene.step)
    assert scene.step_label.text == "Trick 3"
    click(app, centre(scene.nav[3]))
    app.frame(DT)
    assert scene.step == len(steps) - 1
    click(app, centre(scene.nav[0]))
    app.frame(DT)
    assert scene.step == 0
    _key(app, pygame.K_PAGEDOWN)
    assert scene.walk.index == 1 and scene.step == 0
    click(app, centre(scene.prev_deal))
    app.frame(DT)
    assert scene.walk.index == 0
    _key(app, pygame.K_ESCAPE)
    assert app.top is None


def test_answers_arrive_in_the_background_marked_and_ringed(english) -> None:
    match = played_match(4)
    jobs: list[FakeJob] = []
    app, scene = _review(match, jobs=jobs)
    assert scene.verdict.text.startswith("Still thinking")
    mine = [(i, s) for i, s in enumerate(scene.walk.steps[1:])
            if s.decision is not None and s.decision.player == 0
            and s.decision.__class__.__name__ == "Play"]
    index, step = mine[2]
    scene.go(index)
    assert scene.pending == (0, index)
    assert scene.note.text == "Still thinking about this decision…"
    chosen = step.decision
    other = Play(0, next(c for c in scene.table.hand.held if c != chosen.card))
    answer = DecisionReview((0, index), step.trick, "play", chosen, True,
                            ((chosen, -1.0), (other, 1.0)), -1.0, 1.0, Estimate(other, 0.3))
    jobs[-1].ready.append(answer)
    app.frame(DT)
    assert scene.ringed() == [other.card]
    assert scene.note.text.startswith("Lost the win: you chose ")
    assert scene.trick_marks()[step.trick] == "lost"
    assert scene.chosen_mark.visible
    assert f"in trick {step.trick} (" in scene.verdict.text and ") lost it" in scene.verdict.text


@pytest.mark.parametrize("preset", ["standard", "goshogawara"])
def test_a_note_with_points_names_the_table_they_are_on(english, preset: str) -> None:
    """The exact values are standard-table points (R29); in a Goshogawara match the notes
    that give them say so (the native review's C7)."""
    jobs: list[FakeJob] = []
    app, scene = _review(played_match(4, preset=preset), jobs=jobs)
    index, step = next((i, s) for i, s in enumerate(scene.walk.steps[1:])
                       if isinstance(s.decision, Play) and s.decision.player == 0)
    scene.go(index)
    chosen = step.decision
    assert isinstance(chosen, Play)
    other = Play(0, next(c for c in scene.table.hand.held if c != chosen.card))
    jobs[-1].ready.append(DecisionReview((0, index), step.trick, "play", chosen, True,
                                         ((chosen, -1.0), (other, 1.0)), -1.0, 1.0, None))
    app.frame(DT)
    assert scene.note.text.startswith("Lost the win: you chose ")
    assert ("standard table" in scene.note.text) == (preset == "goshogawara")
    app.clear_scenes()


def test_leaving_cancels_the_work(english) -> None:
    jobs: list[FakeJob] = []
    app, _scene = _review(played_match(5), jobs=jobs)
    _key(app, pygame.K_ESCAPE)
    assert jobs and all(job.cancelled for job in jobs)


def test_a_record_stopped_mid_deal_under_any_house_rules(english) -> None:
    match = played_match(9, deals=6, preset="goshogawara")
    record = json.loads(dumps(match))
    last = max(i for i, deal in enumerate(record["deals"]) if len(deal["actions"]) > 30)
    record["deals"] = record["deals"][:last + 1]
    record["deals"][-1]["actions"] = record["deals"][-1]["actions"][:23]
    app = App((1280, 720), fixed_dt=DT)
    scene = ReviewScene(open_record_text(json.dumps(record), "cut.gnk.json"))
    app.push(scene)
    app.frame(DT)
    assert scene.walk.index == last and scene.walk.result is None
    assert scene.deal_label.text.endswith("not finished")
    _key(app, pygame.K_END)
    assert scene.step == 23
    assert all(scene.table.open_hands[p].held for p in range(1, 5))  # every hand, face up
    redeals = [i for i, deal in enumerate(record["deals"]) if not deal["actions"]]
    assert redeals  # the seed has a nijū-kan redeal (R13): its hands are shown as dealt
    scene.show_deal(redeals[0])
    assert scene.deal_label.text.endswith("Redeal (nijū-kan)")
    assert all(len(scene.table.open_hands[p].held) == 10 for p in range(1, 5))
    app.clear_scenes()


def test_when_the_engine_stops_short_nothing_says_still_thinking(english) -> None:
    jobs: list[FakeJob] = []
    app, scene = _review(played_match(4), jobs=jobs)
    mine = next(i for i, s in enumerate(scene.walk.steps[1:])
                if s.decision is not None and s.decision.player == 0)
    scene.go(mine)
    assert scene.note.text == "Still thinking about this decision…"
    jobs[-1].finished = True  # e.g. a worker failed: no more answers will come
    app.frame(DT)
    assert scene.note.text == "This decision could not be reviewed."
    assert "Still thinking" not in scene.verdict.text
    assert "thinking" not in scene.trick_marks().values()
    app.clear_scenes()


def test_a_step_that_adds_a_card_to_the_trick_leaves_the_others_lying(english) -> None:
    """Stepping through a trick lays the new card beside the ones already on the felt (the
    same nodes, so only the new card is redrawn); stepping back takes just the last one off."""
    from goninkan_desktop.ui.render import damage

    match = played_match(4)
    app, scene = _review(match)
    first = next(s.index for s in scene.walk.steps if s.trick == 2)
    scene.go(first)
    app.frame(DT)
    lying = dict(scene.table.trick.cards)
    assert len(lying) == 1
    before = damage.snapshot([scene.root])
    scene.go(first + 1)
    after = damage.snapshot([scene.root])
    assert len(scene.table.trick.cards) == 2
    for position, card in lying.items():
        assert scene.table.trick.cards[position] is card
        assert before.entries[card] == after.entries[card]
    scene.go(first)
    assert scene.table.trick.cards == lying
    scene.go(first - 1)  # the end of trick 1: its five cards, none of trick 2's
    assert len(scene.table.trick.cards) == 5
    assert not any(card in lying.values() for card in scene.table.trick.cards.values())


def test_a_deal_change_shows_the_deal_first_and_starts_its_review_a_frame_later(
        english, monkeypatch: pytest.MonkeyPatch) -> None:
    """The frame that changes the deal draws it whole and nothing more: the deal's walk was
    made ahead of time in a quiet frame, and the engine is started in the frame after."""
    walked: list[int] = []

    def walk(record: Record, index: int, player: int) -> DealWalk:
        walked.append(index)
        return walk_deal(record, index, player)

    monkeypatch.setattr(review_scene, "walk_deal", walk)
    match = played_match(4, deals=3)
    jobs: list[FakeJob] = []
    app, scene = _review(match, deal=0, jobs=jobs)
    assert len(jobs) == 1 and walked == [0]
    app.frame(DT)  # a quiet frame: the next deal is walked ahead of time
    assert walked == [0, 1]
    jobs[-1].finished = True
    press(pygame.K_PAGEDOWN)
    app.frame(DT)
    assert scene.walk.index == 1 and scene.step == 0 and walked.count(1) == 1
    assert len(jobs) == 1 and scene.thinking  # asked for, not started in this frame
    dealt = scene.walk.steps[0].position
    assert sorted(scene.table.hand.held) == sorted(cards_of(dealt.view.hand))
    for player in range(1, 5):
        shown = scene.table.open_hands[player].held
        assert sorted(shown) == sorted(cards_of(dealt.face_up[player]))
    assert scene.deal_label.text.startswith(f"Round {scene.walk.round}")
    app.frame(DT)
    assert len(jobs) == 2 and not app.after_frame  # started after drawing, the hook gone
    _key(app, pygame.K_PAGEUP)  # back: the first deal's walk is kept, not made again
    assert scene.walk.index == 0 and walked.count(0) == 1
    app.clear_scenes()


def _led_trick(scene: ReviewScene) -> tuple[int, int]:
    """A trick after the first that the player leads: (its number, the action of their card)."""
    steps = scene.walk.steps
    for step in steps[2:]:
        before = steps[step.index - 1]
        if isinstance(step.decision, Play) and step.decision.player == 0 \
                and before.ends_trick and step.trick > 1:
            return step.trick, step.index - 1
    raise AssertionError("the player leads no trick after the first")


def test_tile_n_opens_the_decision_of_trick_n_and_shows_it_under_trick_n(english) -> None:
    """The strip once opened the end of trick N, where the player's lead of trick N + 1 is due,
    and showed the lead of trick N under "Trick N − 1" (the trick of the card before it)."""
    jobs: list[FakeJob] = []
    app, scene = _review(played_match(4), jobs=jobs)
    trick, action = _led_trick(scene)
    for step in scene.walk.steps[1:]:  # every decision of the player's reviewed: one cost points
        decision = step.decision
        if isinstance(decision, Play) and decision.player == 0:
            other = Play(0, parse_card("3C" if codes(1 << decision.card)[0] != "3C" else "4C"))
            value = -1.0 if step.index - 1 == action else 1.0
            jobs[-1].ready.append(DecisionReview(
                (0, step.index - 1), step.trick, "play", decision, True,
                ((decision, value), (other, 1.0)), value, 1.0, None))
    app.frame(DT)
    marks = scene.trick_marks()
    assert marks[trick] == "lost" and marks[trick - 1] == "best"
    for number in (trick, trick - 1):
        click(app, centre(scene.strip_cells[number - 1]))
        app.frame(DT)
        mine = scene.walk.steps[scene.step + 1]
        assert scene.pending == (0, scene.step) and mine.decision is not None \
            and mine.decision.player == 0 and mine.trick == number
        assert scene.step_label.text == f"Trick {number}"
        assert [cell.focused for cell in scene.strip_cells].index(True) == number - 1
    click(app, centre(scene.strip_cells[trick - 1]))
    app.frame(DT)
    assert scene.pending == (0, action) and scene.current.ends_trick
    assert not scene.table.trick.cards_shown  # trick − 1 taken off the felt: trick N's turn
    assert scene.note.text.startswith("Lost the win: you chose ") and "−1" in scene.note.text
    app.clear_scenes()


def _answers_of_every_kind(scene: ReviewScene) -> list[DecisionReview]:
    """The player's plays from trick 3 answered one of each kind: the strong computer's estimate
    agreeing and differing (not exact), kept, cost points, lost the win."""
    out = []
    mine = [s for s in scene.walk.steps[1:]
            if isinstance(s.decision, Play) and s.decision.player == 0]
    for kind, step in zip(("agrees", "differs", "best", "cost", "lost"), mine[2:], strict=False):
        chosen = step.decision
        assert isinstance(chosen, Play)
        other = Play(0, parse_card("3C" if codes(1 << chosen.card)[0] != "3C" else "4C"))
        action = (0, step.index - 1)
        if kind in ("agrees", "differs"):
            pick = chosen if kind == "agrees" else other
            out.append(DecisionReview(action, step.trick, "play", chosen, False, None, None,
                                      None, Estimate(pick, 0.5)))
            continue
        value, best = {"best": (1.0, 1.0), "cost": (1.0, 2.0), "lost": (-1.0, 1.0)}[kind]
        out.append(DecisionReview(action, step.trick, "play", chosen, True,
                                  ((chosen, value), (other, best)), value, best, None))
    return out


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_strip_has_a_legend_of_its_colours_inside_its_band(lang: str) -> None:
    """The legend names the colours the strip shows, in the words the notes open with, inside
    the band under the strip; the band then ends above the top seats' trick cards."""
    before = language()
    set_language(lang)
    try:
        jobs: list[FakeJob] = []
        app, scene = _review(played_match(4), jobs=jobs)
        labels = [n for n in scene.legend.children if isinstance(n, TextNode)]
        assert [label.text for label in labels] == [t("review.legend.thinking")]
        jobs[-1].ready.extend(_answers_of_every_kind(scene))
        app.frame(DT)
        shown = set(scene.trick_marks().values())
        assert {"agrees", "differs", "best", "cost", "lost", "thinking"} <= shown
        labels = [n for n in scene.legend.children if isinstance(n, TextNode)]
        assert [label.text for label in labels] == [
            t(f"review.legend.{k}") for k in ("best", "cost", "lost", "agrees", "differs",
                                             "thinking")]
        band = scene.legend.parent
        assert band is scene.band
        inside = band.world_rect
        strip = scene.strip.world_rect
        for node in scene.legend.children:
            rect = node.world_rect
            assert inside.contains(rect) and rect.top >= strip.bottom
        verdict = scene.verdict.world_rect
        for node in (scene.prev_deal, scene.next_deal, scene.deal_label, scene.strip):
            assert not verdict.colliderect(node.world_rect), node
        for index, step in enumerate(scene.walk.steps):
            if step.ends_trick:
                scene.go(index)
                for card in scene.table.trick.cards.values():
                    assert not card.world_rect.colliderect(band.world_rect), index
        app.clear_scenes()
    finally:
        set_language(before)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_note_names_the_keys_while_no_decision_is_judged(lang: str) -> None:
    """A newcomer by keyboard: the keys beyond the buttons (↑/↓ a trick, Page Up/Down a deal)
    were named nowhere. The note names them under what happened at every step without a
    decision of the player's to judge, and leaves the room to the judgement where there is
    one; each key it names does what it says."""
    before = language()
    set_language(lang)
    try:
        jobs: list[FakeJob] = []
        app, scene = _review(played_match(4), jobs=jobs)
        keys = t("review.keys")
        for step in scene.walk.steps:
            scene.go(step.index)
            app.frame(DT)
            assert scene.note.text.endswith(keys) is (scene.pending is None), step.index
        scene.go(0)
        app.frame(DT)
        _key(app, pygame.K_DOWN)
        assert scene.current.trick == 1 and scene.current.ends_trick
        _key(app, pygame.K_END)
        assert scene.step == len(scene.walk.steps) - 1
        _key(app, pygame.K_PAGEDOWN)
        assert scene.walk.index == 1
        _key(app, pygame.K_PAGEUP)
        assert scene.walk.index == 0
    finally:
        app.clear_scenes()
        set_language(before)
