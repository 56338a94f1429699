"""Take-back on records: cut before the human's last decision of the deal in play, replayable."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from menu_driver import Desktop

from engine import record
from engine.actions import Play
from engine.dealing import draw_first_dealer, shuffled_deal
from engine.match import Match, Phase
from engine.observe import observe
from engine.players import RandomPlayer, deciding_player, legal_for
from engine.record import dumps, load
from engine.rules import RuleSet
from goninkan_desktop.devtools.autopilot import Autopilot
from goninkan_desktop.platform import storage
from goninkan_desktop.play.takeback import can_take_back, last_decision, take_back
from goninkan_desktop.profile.saves import Autosave

NAMES = ("You", "Hanako", "Jiro", "Saburo", "Shiro")


def advance(match: Match, rng: random.Random, until) -> None:  # type: ignore[no-untyped-def]
    while not until(match):
        if match.phase is Phase.DEAL:
            match.apply(shuffled_deal(rng))
            continue
        actor = deciding_player(match)
        match.apply(RandomPlayer().choose(observe(match, actor), legal_for(match, actor), rng))


def human_played_and_cpus_replied(match: Match) -> bool:
    trick = match.trick if match.phase is Phase.PLAY else []
    return len(trick) >= 3 and trick[0][0] != 0 and any(p == 0 for p, _ in trick[:-1])


def test_a_take_back_mid_trick_cuts_the_human_card_and_the_replies() -> None:
    for seed in range(20):
        rng = random.Random(seed)
        match = Match(RuleSet(), NAMES, draw_first_dealer(rng)[1])
        advance(match, rng, lambda m: human_played_and_cpus_replied(m) or m.finished)
        if match.finished:
            continue
        index = last_decision(match)
        assert index is not None
        before = dumps(match)
        taken = take_back(match, {"cpu_level": "easy"})
        assert taken is not None
        cut, extra = taken
        assert dumps(match) == before  # the match itself is left as it was
        assert cut.to_act() == (0,) and cut.phase is Phase.PLAY
        assert cut.history[-1][1] == match.history[-1][1][:index]
        assert extra == {"cpu_level": "easy", "takebacks": 1}
        text = dumps(cut, extra)
        assert dumps(load(text), extra) == text  # the cut record replays
        # and again: the count grows
        again = take_back(cut, extra) if can_take_back(cut) else None
        if again is not None:
            assert again[1]["takebacks"] == 2
        return
    raise AssertionError("no seed gave a trick the human played into")


def test_a_take_back_after_a_trick_goes_back_into_it() -> None:
    rng = random.Random(3)
    match = Match(RuleSet(), NAMES, draw_first_dealer(rng)[1])
    advance(match, rng, lambda m: len(m.tricks) >= 2 and m.phase is Phase.PLAY
            and not m.trick and m.to_act() != (0,))
    tricks_before = len(match.tricks)
    taken = take_back(match, {})
    assert taken is not None
    cut, extra = taken
    assert cut.to_act() == (0,)
    assert len(cut.tricks) < tricks_before or cut.trick
    assert extra == {"takebacks": 1}


def replayed_cut(match: Match, index: int) -> Match:
    """The cut as take-back made it before ``Match.truncate``: the whole match replayed up to
    the human's decision ``index`` of the deal in play."""
    cut = Match(match.rules, match.names, match.first_dealer)
    for deal, decisions in match.history[:-1]:
        cut.apply(deal)
        for decision in decisions:
            cut.apply(decision)
    deal, decisions = match.history[-1]
    cut.apply(deal)
    for decision in decisions[:index]:
        cut.apply(decision)
    return cut


@pytest.mark.parametrize("rules", [RuleSet(), RuleSet.preset_named("goshogawara")])
def test_take_back_cuts_the_same_match_the_whole_replay_made(rules: RuleSet) -> None:
    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        match = Match(rules, NAMES, draw_first_dealer(rng)[1])
        stop = rng.randrange(20, 300)
        advance(match, rng, lambda m: m.finished or m.action_count >= stop)  # noqa: B023
        index = last_decision(match)
        taken = take_back(match, {"cpu_level": "normal"})
        if index is None:
            assert taken is None
            continue
        assert taken is not None
        checked += 1
        assert dumps(taken[0], taken[1]) == dumps(replayed_cut(match, index), taken[1])
        assert vars(taken[0]).keys() == vars(replayed_cut(match, index)).keys()
        assert observe(taken[0], 0) == observe(replayed_cut(match, index), 0)
    assert checked >= 10


def test_nothing_to_take_back_before_a_decision_or_after_the_deal() -> None:
    rng = random.Random(5)
    match = Match(RuleSet(), NAMES, draw_first_dealer(rng)[1])
    assert take_back(match, {}) is None
    advance(match, rng, lambda m: m.phase is Phase.DEAL and bool(m.results))
    assert not can_take_back(match) and take_back(match, {}) is None


# -- at the table: the button, Ctrl+Z, the autosave, and playing on ---------------------------


@pytest.fixture
def desk() -> Iterator[Desktop]:
    desktop = Desktop()
    desktop.session.change(speed="instant")
    desktop.shell.start_match(RuleSet(), "easy", None)
    yield desktop
    desktop.close()


def stop_pilot(desk: Desktop) -> None:
    for hook in list(desk.app.after_frame):
        if isinstance(hook, Autopilot):
            desk.app.after_frame.remove(hook)
            hook.close()


def ctrl_z(desk: Desktop) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL,
                                         unicode=""))
    desk.frames(3)


def play_until(desk: Desktop, done) -> None:  # type: ignore[no-untyped-def]
    desk.autopilot()
    desk.until(lambda: done(desk.table.controller.match), limit=20000)
    stop_pilot(desk)


def test_take_back_mid_trick_then_play_on(desk: Desktop) -> None:
    play_until(desk, human_played_and_cpus_replied)
    old = desk.table.controller
    index = last_decision(old.match)
    assert index is not None
    before = list(old.match.history[-1][1])
    assert desk.table.toolbar.takeback_button.visible
    ctrl_z(desk)
    table = desk.table
    assert table.controller is not old
    assert table.controller.match.history[-1][1] == before[:index]
    desk.until(lambda: desk.table.request is not None)
    saved = Autosave().load()
    assert saved.can_continue and saved.match is not None
    assert saved.match.history[-1][1] == before[:index]
    assert saved.extra["takebacks"] == 1
    # the same card again: the CPUs answer as the same seeds decide
    again = before[index]
    assert isinstance(again, Play)
    desk.table.controller.submit(again)
    desk.until(lambda: len(desk.table.controller.match.history[-1][1]) >= len(before)
               or desk.table.request is not None)
    replayed = desk.table.controller.match.history[-1][1]
    assert replayed[:len(before)] == before[:len(replayed)]
    # and on to the end of the deal: the record still replays, and is marked
    play_until(desk, lambda m: (m.phase is Phase.DEAL and bool(m.results)) or m.finished)
    text = desk.table.controller.record
    assert load(text).results and json.loads(text)["takebacks"] == 1


def test_take_back_after_a_trick_by_the_button(desk: Desktop) -> None:
    play_until(desk, lambda m: len(m.tricks) >= 2 and m.phase is Phase.PLAY and not m.trick
               and m.to_act() != (0,) and last_decision(m) is not None)
    old = desk.table.controller
    tricks = len(old.match.tricks)
    desk.frames(2)
    desk.click(desk.table.toolbar.takeback_button)
    controller = desk.table.controller
    assert controller is not old
    assert controller.match.to_act() == (0,)
    assert len(controller.match.tricks) == tricks - 1
    play_until(desk, lambda m: len(m.tricks) >= tricks + 1 or m.phase is not Phase.PLAY)
    assert load(desk.table.controller.record).tricks


def test_the_autosave_is_written_whole_once(desk: Desktop,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    play_until(desk, human_played_and_cpus_replied)
    writes: list[str] = []
    real = storage.atomic_write_text

    def spy(path: Path, text: str) -> None:
        writes.append(text)
        real(path, text)

    monkeypatch.setattr(storage, "atomic_write_text", spy)
    ctrl_z(desk)
    assert len(writes) == 1
    cut = load(writes[0])
    assert cut.to_act() == (0,) and json.loads(writes[0])["takebacks"] == 1


def test_a_take_back_at_the_table_reads_no_record_and_replays_no_earlier_deal(
        desk: Desktop, monkeypatch: pytest.MonkeyPatch) -> None:
    play_until(desk, lambda m: len(m.results) >= 1 and human_played_and_cpus_replied(m))
    old = desk.table.controller
    decisions = len(old.match.history[-1][1])
    applied: list[object] = []
    real_apply = Match.apply

    def counting_apply(self: Match, action: object) -> object:
        applied.append(action)
        return real_apply(self, action)  # type: ignore[arg-type]

    def no_reading(*args: object) -> None:
        raise AssertionError("a take-back read a record")

    monkeypatch.setattr(Match, "apply", counting_apply)
    monkeypatch.setattr(record, "replay", no_reading)
    monkeypatch.setattr(record, "parse_record", no_reading)
    ctrl_z(desk)
    assert desk.table.controller is not old
    # the deal and the decisions before the human's last one: nothing of the earlier deals
    assert 1 <= len(applied) <= decisions
    assert applied[0] == old.match.history[-1][0]


def test_the_setting_turns_take_back_off(desk: Desktop) -> None:
    desk.session.change(takeback=False)
    desk.shell.start_match(RuleSet(), "easy", None)
    play_until(desk, human_played_and_cpus_replied)
    old = desk.table.controller
    desk.frames(2)
    assert not desk.table.toolbar.takeback_button.visible
    ctrl_z(desk)
    assert desk.table.controller is old
