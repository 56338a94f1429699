"""The review screen on a bidding-game record (issue 29): the kitsune and the cards laid down
shown, the adjutant marked from the start (hands are open), the verdict read against the bid,
in both languages."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pygame
import pytest

from engine.actions import Play
from engine.bidding import BiddingMatch
from engine.bidding_tricks import FACES
from engine.cards import JOKER
from engine.players import play_match
from engine.players.heuristic import NormalPlayer
from engine.record import Record, dumps
from engine.review import DecisionReview, Estimate, exact_reviews, plan_review
from engine.rules import RuleSet
from goninkan_desktop.devtools.autopilot import centre, click, press
from goninkan_desktop.i18n import language, set_language, t
from goninkan_desktop.play.record_file import open_record_text
from goninkan_desktop.review.scene import LEGEND_HEIGHT, STRIP_CELL, ReviewScene
from goninkan_desktop.review.strip_tile import TILE_MARK
from goninkan_desktop.review.verdict import choice_text
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.nodes.panel import Badge

DT = 1 / 60


class FakeJob:
    """Answers handed over by the test, as the engine's job would stream them."""

    def __init__(self, ready: list[DecisionReview]) -> None:
        self.ready = ready
        self.cancelled = False

    @property
    def done(self) -> bool:
        return not self.ready

    def poll(self) -> Sequence[DecisionReview]:
        fresh, self.ready = self.ready, []
        return fresh

    def cancel(self) -> None:
        self.cancelled = True


def _match() -> BiddingMatch:
    rules = RuleSet.preset_named("bidding", rounds=1)
    for attempt in range(20):
        match = play_match([NormalPlayer()] * 5, rules, random.Random(f"screen:{attempt}"))
        if len(match.results) == 1 and match.results[0].adjutant is not None:  # type: ignore
            assert isinstance(match, BiddingMatch)
            return match
    raise AssertionError("no deal with an adjutant")


MATCH = _match()
TEXT = dumps(MATCH)
RESULT = MATCH.results[0]


def _open(player: int, answers: list[DecisionReview] | None = None) -> tuple[App, ReviewScene]:
    app = App((960, 600), fixed_dt=DT)

    def start(record: Record, who: int, deals: Sequence[int]) -> FakeJob:
        return FakeJob(list(answers or []))

    scene = ReviewScene(open_record_text(TEXT, "bidding.gnk.json"), player=player, deal=0,
                        start=start)
    app.push(scene)
    for _ in range(4):
        app.frame(DT)
    return app, scene


def _badges(scene: ReviewScene) -> list[str]:
    return [node.text for node in scene.bidding.badges.children if isinstance(node, Badge)]


def test_B4_B7_the_kitsune_and_the_cards_laid_down_lie_face_up(lang: str) -> None:
    _, scene = _open(0)
    kitsune, laid = scene.bidding.cards_shown()
    dealt = open_record_text(TEXT, "b").record.deals[0][0]
    assert sorted(kitsune) == sorted(dealt.kitsune)
    assert sorted(laid) == [c for c in range(64) if MATCH.discards >> c & 1]
    assert scene.bidding.visible and len(laid) == 3


def test_B8_the_adjutant_is_marked_from_the_first_step(lang: str) -> None:
    _, scene = _open(0)
    scene.go(0)
    badges = _badges(scene)
    assert len(badges) == 2  # the taisho and the adjutant, both known with open hands
    last = len(scene.walk.steps) - 1
    naming = next(s.index for s in scene.walk.steps if type(s.decision).__name__ ==
                  "NameAdjutant")
    scene.go(naming)
    view = scene.current.position.view
    assert RESULT.adjutant in view.kankei  # type: ignore[attr-defined]
    scene.go(last)
    assert _badges(scene) == badges


def test_B3_B8_a_bidding_deal_is_named_in_the_bidding_games_words(lang: str) -> None:
    """No Kankei or Mukankei, no round of three deals: the deal of the match (B3), the taisho's
    side against the others (B8), the roles only in the review's own badges."""
    _, scene = _open(0)
    assert scene.deal_label.text.startswith(t("bid.round", round=1, rounds=1))
    goninkan = {t("team.kankei"), t("team.mukankei")}
    for step in (0, len(scene.walk.steps) - 1):
        scene.go(step)
        assert not any(group.panel.team_text for group in scene.table.groups.values())
        rows = (scene.table.kankei_row.title, scene.table.mukankei_row.title)
        assert not any(word in row for word in goninkan for row in rows)
    assert t("bid.taisho") in scene.table.kankei_row.title


def test_B7_B12_a_defenders_review_counts_the_laid_down_faces_for_the_taisho() -> None:
    """The review lays the taisho's laid-down cards face up: reviewed as a defender, they stand
    in the taisho's row and count in its race from the lay-down on, as for the taisho (B12),
    the row and the race the same count at every step."""
    defender = next(p for p in range(5) if p not in RESULT.kankei)  # type: ignore[attr-defined]
    laid = {c for c in range(64) if (MATCH.discards & FACES) >> c & 1}
    assert laid, "the deal's lay-down has no face card"
    _, scene = _open(defender)
    steps = scene.walk.steps
    played = next(s.index for s in steps if isinstance(s.decision, Play))
    for step in range(played, len(steps)):
        scene.go(step)
        shown = set(scene.table.kankei_row.cards_shown)
        assert laid <= shown, (step, sorted(laid - shown))
        assert scene.current.position.view.faces[0] == len(shown), step


def test_B12_the_verdict_line_is_read_against_the_bid(lang: str) -> None:
    _, scene = _open(0)
    text = scene.verdict.text
    assert str(RESULT.bid) in text  # type: ignore[attr-defined]
    assert str(RESULT.kankei_faces) in text
    made = RESULT.result.kankei_won
    words = {("en", True): "made", ("en", False): "set", ("ja", True): "成功",
             ("ja", False): "失敗"}
    assert words[(lang, made)] in text
    assert words[(lang, made)] in scene.deal_label.text


def test_a_defenders_verdict_and_notes_speak_of_setting_the_bid() -> None:
    before = language()
    set_language("en")
    try:
        record = open_record_text(TEXT, "b").record
        defender = next(p for p in range(5) if p not in RESULT.kankei)
        plan = plan_review(record, defender)
        answers = list(exact_reviews(plan.spots[0], node_budget=20_000))
        assert answers and all(a.won is not None for a in answers if a.exact)
        app, scene = _open(defender, answers)
        for _ in range(3):
            app.frame(DT)
        assert "bid" in scene.verdict.text
        pending = next(a for a in sorted(scene.reviews) if scene.reviews[a].exact)
        scene.go(pending[1])
        assert scene.pending == pending
        assert "bid" in scene.note.text and "+0" not in scene.note.text
        press(pygame.K_RIGHT)
        app.frame(DT)
    finally:
        set_language(before)


def test_the_taishos_calls_are_reviewed_decisions() -> None:
    """The naming (B8), the lay-down (B7) and the taisho's bids (B6) each a decision of the
    review, as every card is (issue 39)."""
    taisho = RESULT.taisho  # type: ignore[attr-defined]
    _, scene = _open(taisho)
    kinds = set()
    for step in scene.walk.steps[:-1]:
        scene.go(step.index)
        if scene.pending is not None:
            kinds.add(type(scene.walk.steps[step.index + 1].decision).__name__)
    assert kinds - {"Pass"} == {"Play", "NameAdjutant", "Discard", "Bid"}


def test_a_long_verdict_makes_the_band_taller_and_the_note_clears_the_card_mark(
        lang: str) -> None:
    """The bid's line and the verdict can take three lines: the trick strip and its legend
    move down under them, never over the text; the decision's note grows upwards and ends
    above the "your card" mark over the chosen card."""
    record = open_record_text(TEXT, "b").record
    defender = next(p for p in range(5) if p not in RESULT.kankei)
    for player in (RESULT.taisho, defender):
        answers = list(exact_reviews(plan_review(record, player).spots[0], node_budget=20_000))
        app, scene = _open(player, answers)
        exact = [a for a in sorted(scene.reviews) if scene.reviews[a].exact]
        assert exact
        for pending in exact:
            scene.go(pending[1])
            app.frame(DT)
            verdict_bottom = scene.verdict.pos[1] + scene.verdict.size[1]
            # the marked tile's edge reaches TILE_MARK out of the strip (test_review_band.py)
            assert verdict_bottom + TILE_MARK + 2.0 <= scene.strip.pos[1]
            assert scene.strip.pos[1] + STRIP_CELL[1] + TILE_MARK <= scene.legend.pos[1]
            assert scene.legend.pos[1] + LEGEND_HEIGHT <= scene.band.size[1]
            if scene.chosen_mark.visible:
                mark_top = scene.chosen_mark.pos[1] - scene.chosen_mark.size[1]
                assert scene.note_panel.pos[1] <= mark_top  # the panel's bottom edge
        app.clear_scenes()


def test_the_bidding_review_calls_the_joker_as_its_table_does() -> None:
    """ジョーカー in the bidding game, as its table, rules and lessons say (ババ is Goninkan's):
    in the step's words and in the note on the player's own choice."""
    before = language()
    set_language("ja")
    try:
        record = open_record_text(TEXT, "b").record
        played = next(s for s in _open(0)[1].walk.steps
                      if isinstance(s.decision, Play) and s.decision.card == JOKER)
        assert played.decision is not None
        player = played.decision.player
        answers = list(exact_reviews(plan_review(record, player).spots[0], node_budget=2_000))
        _, scene = _open(player, answers)
        scene.go(played.index)
        assert "ジョーカー" in scene.note.text and "ババ" not in scene.note.text
        scene.go(played.index - 1)  # the choice, reviewed
        assert scene.pending is not None
        assert "ジョーカー" in scene.note.text and "ババ" not in scene.note.text
    finally:
        set_language(before)


def _rects_to_keep_clear(scene: ReviewScene) -> dict[str, pygame.FRect]:
    """What the player must see on the review's bidding table, by name: the seats, their
    open hands, the trick's cards, the band, the note, the named card and the review's panel
    of the kitsune and the cards laid down."""
    table = scene.table
    shown: dict[str, pygame.FRect] = {
        "band": scene.band.world_rect, "note": scene.note_panel.world_rect,
        "kitsune and laid down": scene.bidding.panel.world_rect}
    for player, group in table.groups.items():
        shown[f"seat {player}"] = group.panel.world_rect
        hand = table.open_hands.get(player)
        if hand is not None and hand.held:
            shown[f"open hand {player}"] = hand.world_rect
    for position, card in table.trick.cards.items():
        shown[f"trick card {position}"] = card.world_rect
    for name, node in (("named card", scene.bidding.named), ("table's named card",
                                                             table.named_card),
                       ("laid-down pile", table.laid_down)):
        if node.visible:
            shown[name] = node.world_rect
    return shown


def _answers(scene: ReviewScene, player: int) -> list[DecisionReview]:
    """The player's plays answered: tricks 1 and 2 by an estimate naming another card, the
    rest exact, every other one losing the win (the legend then needs its two rows)."""
    out = []
    mine = [s for s in scene.walk.steps[1:]
            if isinstance(s.decision, Play) and s.decision.player == player]
    for number, step in enumerate(mine):
        chosen = step.decision
        assert isinstance(chosen, Play)
        other = Play(player, JOKER if chosen.card != JOKER else 0)
        action = (0, step.index - 1)
        if step.trick <= 2:
            out.append(DecisionReview(action, step.trick, "play", chosen, False, None, None,
                                      None, Estimate(other, 1.5)))
            continue
        value = -1.0 if number % 2 else 1.0
        out.append(DecisionReview(action, step.trick, "play", chosen, True,
                                  ((chosen, value), (other, 1.0)), value, 1.0, None))
    return out


@pytest.mark.parametrize("player", range(5))
def test_nothing_lies_over_the_piles_the_named_card_or_an_open_hand(lang: str,
                                                                    player: int) -> None:
    """Issue 41: the kitsune panel covered the laid-down pile and the adjutant's card covered
    an open hand. At every trick's end (all five cards on the felt), no two of the things the
    player must see intersect, for every seat under review, with the engine's answers in."""
    app, scene = _open(player)
    scene.jobs[0].ready.extend(_answers(scene, player))  # type: ignore[attr-defined]
    app.frame(DT)
    assert {"lost", "differs"} <= set(scene.trick_marks().values())
    for step in scene.walk.steps:
        if not step.ends_trick and step.index != 0:
            continue
        scene.go(step.index)
        app.frame(DT)
        if step.index:
            assert scene.bidding.named.visible or RESULT.adjutant is None
        shown = _rects_to_keep_clear(scene)
        names = sorted(shown)
        for i, first in enumerate(names):
            for second in names[i + 1:]:
                if first.startswith("trick card") and second.startswith("trick card"):
                    continue  # the trick's cards lie over each other as played
                assert not shown[first].colliderect(shown[second]), (step.index, first, second)
    app.clear_scenes()


def test_the_calls_have_their_own_tile_steps_and_notes(lang: str) -> None:
    """Issue 39: the bid, the cards laid down and the naming are judged on their own (the
    strip's "Calls" tile, before trick 1), not folded into trick 1; a bid's note says it is
    never worked out with open hands and gives the strong computer's pick, labelled."""
    from engine.actions import Bid, Discard, NameAdjutant, Pass

    taisho = RESULT.taisho  # type: ignore[attr-defined]
    app, scene = _open(taisho)
    calls = [s for s in scene.walk.steps[1:] if s.decision is not None
             and s.decision.player == taisho
             and isinstance(s.decision, Bid | Pass | Discard | NameAdjutant)]
    kinds = {type(s.decision) for s in calls}
    assert {Discard, NameAdjutant} <= kinds and kinds & {Bid, Pass}
    answers = []
    for step in calls:
        decision = step.decision
        assert decision is not None
        kind = {Discard: "discard", NameAdjutant: "adjutant"}.get(type(decision), "bid")
        answers.append(DecisionReview((0, step.index - 1), 1, kind, decision, False, None,
                                      None, None, Estimate(decision, None)))
    scene.jobs[0].ready.extend(answers)  # type: ignore[attr-defined]
    app.frame(DT)
    assert scene.calls_cell is not None
    assert scene.calls_cell.label == {"en": "Bids", "ja": "競り"}[lang]  # the game's word
    assert scene.trick_marks()[0] == "agrees"
    press(pygame.K_END)
    app.frame(DT)
    click(app, centre(scene.calls_cell))
    app.frame(DT)
    assert scene.pending == answers[0].action and scene.calls_cell.focused
    assert not any(cell.focused for cell in scene.strip_cells)
    assert scene.note.text.startswith(t("review.note.mark", mark=t("review.legend.agrees")))
    first = answers[0]
    assert first.kind == "bid"  # the auction comes first
    said = {"en": "not worked out with all hands open", "ja": "読み切りはしていません"}[lang]
    assert choice_text(first.chosen) in scene.note.text and said in scene.note.text
    app.clear_scenes()


def test_the_keys_in_the_note_speak_the_bidding_games_words() -> None:
    """The keys' line in a bidding review says トリック and 回, as the rest of its screen."""
    before = language()
    set_language("ja")
    try:
        app, scene = _open(0)
        scene.go(next(s.index for s in scene.walk.steps
                      if s.index + 1 < len(scene.walk.steps)
                      and scene.walk.steps[s.index + 1].decision.player != 0))
        app.frame(DT)
        assert scene.pending is None
        assert scene.note.text.endswith(t("bid.words.review.keys"))
        assert "1トリックずつ" in scene.note.text and "巡" not in scene.note.text
    finally:
        app.clear_scenes()
        set_language(before)
