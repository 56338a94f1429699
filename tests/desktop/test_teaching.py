"""Teaching moments: a note the first time a situation arises in a match, once; off on request."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame
import pytest

from engine.errors import IllegalAction
from engine.rules import RuleSet
from goninkan_desktop.devtools.autopilot import Autopilot
from goninkan_desktop.i18n import t
from goninkan_desktop.play.controller import TableController
from goninkan_desktop.shell.game import player_names
from goninkan_desktop.table.deal_result import DealResultScene
from goninkan_desktop.table.options import TableOptions
from goninkan_desktop.table.scene import TableScene
from goninkan_desktop.table.teaching import MOMENTS
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.motion import Motion
from goninkan_desktop.ui.render.cards import CardRenderer

DT = 1 / 60


def _shown(scene: TableScene) -> Counter[str]:
    opened: Counter[str] = Counter()
    original = scene.teacher.toast.open

    def spy(kind: str, text: str, **kwargs: Any) -> None:
        opened[kind] += 1
        original(kind, text, **kwargs)

    scene.teacher.toast.open = spy  # type: ignore[method-assign]
    return opened


def test_the_first_cut_is_explained_once_per_match(table_factory) -> None:
    table = table_factory(seed=3, level="easy")
    scene = table.scene
    opened = _shown(scene)
    pilot = Autopilot(scene, level="easy", seed=3)
    table.app.after_frame.append(pilot)
    table.until(lambda: "first_cut" in scene.teacher.seen, limit=20_000)
    toast = scene.teacher.toast
    assert toast.visible and toast.kind == "first_cut"
    assert t("guide.teach.title") == toast.title.text and toast.text.text
    table.click(toast.ok)
    assert not toast.visible
    # play on into the next deal, where cutting happens again without a note
    table.until(lambda: len(scene.controller.match.history) >= 2
                and len(scene.controller.view().tricks) >= 6, limit=40_000)
    assert opened["first_cut"] == 1
    assert set(opened) <= set(MOMENTS)
    assert all(count == 1 for count in opened.values())


def test_the_joker_tried_in_trick_1_waits_for_its_ok(table_factory) -> None:
    """The note stays until the player closes it (no timer closes it unread), once."""
    table = table_factory(seed=3, level="easy")
    scene = table.scene
    scene.teacher.refused(IllegalAction("R17", "no joker in trick 1", "joker_forbidden"))
    toast = scene.teacher.toast
    assert toast.visible and toast.text.text == t("guide.teach.joker_trick1")
    assert not scene.teacher.teach("joker_trick1")
    table.frames(int(20 / DT))
    assert toast.visible
    table.click(toast.ok)
    assert not toast.visible


def test_no_notes_when_teaching_tips_are_off() -> None:
    app = App(fixed_dt=DT)
    try:
        controller = TableController.new_match(RuleSet(), player_names(), 3, level="easy")
        scene = TableScene(controller, Motion("instant"), CardRenderer(),
                           TableOptions(teaching_tips=False))
        app.push(scene)
        opened = _shown(scene)
        pilot = Autopilot(scene, level="easy", seed=3)
        app.after_frame.append(pilot)
        for _ in range(6000):
            app.frame(DT)
            if isinstance(app.top, DealResultScene):
                break
        assert isinstance(app.top, DealResultScene)
        assert not opened and not scene.teacher.toast.visible
    finally:
        app.clear_scenes()
        pygame.event.clear()


def held_by_a_tip(table_factory):  # type: ignore[no-untyped-def]
    """A table at normal speed, played on by the autopilot until a tip holds it still."""
    table = table_factory(seed=3, level="easy", speed="normal")
    scene = table.scene
    pilot = Autopilot(scene, level="easy", seed=3)
    table.app.after_frame.append(pilot)
    table.until(lambda: scene.teacher.toast.visible, limit=60_000)
    table.app.after_frame.remove(pilot)
    return table


def test_ok_on_a_tip_goes_on_with_the_trick_instead_of_skipping_it(table_factory) -> None:
    """At normal speed the table holds still while a tip is up; OK shows the rest of the
    trick (the later cards, the winner, the collection) as usual."""
    table = held_by_a_tip(table_factory)
    scene = table.scene
    on_felt = len(scene.table.trick.cards)
    actions = scene.controller.actions_taken()
    table.frames(240)  # four seconds: nothing moves on under the tip
    assert scene.teacher.toast.visible and scene.busy
    assert len(scene.table.trick.cards) == on_felt and scene.controller.actions_taken() == actions
    table.click(scene.teacher.toast.ok)
    assert not scene.teacher.toast.visible
    table.frames(1)
    assert len(scene.table.trick.cards) >= on_felt  # the trick goes on being shown, not skipped


def test_a_tip_is_seen_once_ever() -> None:
    from goninkan_desktop.profile.settings import Settings

    app = App(fixed_dt=DT)
    told: list[str] = []
    try:
        controller = TableController.new_match(RuleSet(), player_names(), 3, level="easy")
        scene = TableScene(controller, Motion("instant"), CardRenderer(),
                           TableOptions(tips_seen=frozenset({"joker_trick1"}),
                                        on_tip_seen=told.append))
        app.push(scene)
        assert not scene.teacher.teach("joker_trick1")  # seen in an earlier session
        assert scene.teacher.teach("odori_ban") and told == []  # up, not read yet
        assert not scene.teacher.teach("odori_ban")
        scene.teacher.toast.close()
        assert told == ["odori_ban"]
        assert not scene.teacher.teach("odori_ban")
    finally:
        app.clear_scenes()
    kept = Settings().replace(tips_seen=("first_cut", "odori_ban"))
    assert Settings.from_json(kept.to_json()).tips_seen == ("first_cut", "odori_ban")
    assert Settings.from_json({"tips_seen": ["b", "a", "a"]}).tips_seen == ("a", "b")
    assert Settings.from_json({"tips_seen": "first_cut"}).tips_seen == ()


def test_the_nijukan_tip_comes_after_the_table_announces_it(table_factory, names) -> None:
    from goninkan_desktop.devtools.scenarios import nijukan

    table = table_factory(scenario=nijukan(1, names), speed="normal")
    scene = table.scene
    titles: list[str] = []
    show = scene.table.banner.show

    def spy(title: str, *args: object, **kwargs: object) -> None:
        titles.append(title)
        show(title, *args, **kwargs)  # type: ignore[arg-type]

    scene.table.banner.show = spy  # type: ignore[method-assign]
    table.until(lambda: scene.teacher.toast.visible or scene.request is not None,
                limit=20_000)
    assert scene.teacher.toast.kind == "nijukan" and scene.teacher.toast.visible
    assert t("table.nijukan.title") in titles and scene.nijukan_board is None


def test_the_sukonku_tip_is_on_the_deal_result(table_factory) -> None:
    table = table_factory(seed=3, level="easy")
    scene = table.scene
    result = scene.controller.match  # any finished deal will do: ask for its tip directly
    assert result is not None
    from engine.events import DealResult
    from engine.scoring import Outcome

    fake = DealResult.__new__(DealResult)
    object.__setattr__(fake, "result", Outcome.SUKONKU)
    object.__setattr__(fake, "kankei", (0, 2))
    assert scene.teacher.result_tip(fake, 0) == t("guide.teach.sukonku")
    assert scene.teacher.result_tip(fake, 0) is None  # once


def test_the_sukonku_tip_never_tells_the_side_shut_out_that_it_won(table_factory) -> None:
    """C1 of the Japanese review: the tip is worded for the human's side, winner or loser,
    for a sukonku (Kankei win) and a reverse sukonku (Mukankei win) alike."""
    from engine.events import DealResult
    from engine.scoring import Outcome

    scene = table_factory(seed=3, level="easy").scene
    cases = {(Outcome.SUKONKU, 0): "guide.teach.sukonku",
             (Outcome.SUKONKU, 1): "guide.teach.sukonku_against",
             (Outcome.REVERSE_SUKONKU, 1): "guide.teach.reverse_sukonku",
             (Outcome.REVERSE_SUKONKU, 0): "guide.teach.reverse_sukonku_against"}
    for (outcome, human), key in cases.items():
        scene.teacher.seen.discard("sukonku")
        fake = DealResult.__new__(DealResult)
        object.__setattr__(fake, "result", outcome)
        object.__setattr__(fake, "kankei", (0, 2))
        assert scene.teacher.result_tip(fake, human) == t(key), (outcome, human)


def test_the_sukonku_tip_fits_on_the_screen_with_the_unplayed_cards(table_factory, names
                                                                    ) -> None:
    """The reverse sukonku of this scenario ends the deal early: the result shows the unplayed
    cards and the tip, and the whole card still fits the 720-high screen, in both languages."""
    from goninkan_desktop.devtools.scenarios import juroku
    from goninkan_desktop.i18n import language, set_language
    from goninkan_desktop.ui.nodes.dialog import Dialog

    def result_in(lang: str) -> DealResultScene:
        set_language(lang)
        table = table_factory(seed=1, scenario=juroku(1, names))
        scene = table.scene
        table.until(lambda: isinstance(scene.dialog, Dialog) and scene.request is not None,
                    limit=20_000)
        assert isinstance(scene.dialog, Dialog)
        scene.dialog.buttons[1].on_click()  # no call: the deal ends here
        table.until(lambda: isinstance(table.app.top, DealResultScene), limit=20_000)
        result = table.app.top
        assert isinstance(result, DealResultScene)
        return result

    before = language()
    try:
        for lang in ("ja", "en"):
            result = result_in(lang)
            assert result.tip is not None and result.unplayed_cards
            assert result.card.size[1] <= 720.0, (lang, result.card.size)
    finally:
        set_language(before)


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE])
def test_enter_or_space_closes_a_tip_the_table_waits_for(table_factory, key: int) -> None:
    """A "Good to know" note the table holds still for closes on Enter or Space, as on OK."""
    table = held_by_a_tip(table_factory)
    scene = table.scene
    assert scene.busy
    table.key(key)
    assert not scene.teacher.toast.visible


def test_a_tip_taken_away_unread_is_not_seen_and_comes_again() -> None:
    """A tip up as the table is left (the menu's way out, a take-back) was never read: it is
    not remembered as seen, and shows the next time it is due."""
    app = App(fixed_dt=DT)
    told: list[str] = []
    try:
        controller = TableController.new_match(RuleSet(), player_names(), 3, level="easy")
        scene = TableScene(controller, Motion("instant"), CardRenderer(),
                           TableOptions(on_tip_seen=told.append))
        app.push(scene)
        assert scene.teacher.teach("odori_ban")
        app.clear_scenes()  # the table left under the tip
        assert told == [] and "odori_ban" not in scene.teacher.seen
        assert scene.teacher.teach("odori_ban")
    finally:
        app.clear_scenes()
