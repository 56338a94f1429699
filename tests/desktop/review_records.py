"""Records for the review's tests: matches of random players, a few deals long; a review
screen opened on one without the engine's answers (``idle_review``)."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from engine.dealing import shuffled_deal
from engine.match import Match, Phase
from engine.observe import observe
from engine.players import RandomPlayer, legal_for
from engine.record import Record, dumps
from engine.rules import RuleSet
from goninkan_desktop.i18n import language, set_language
from goninkan_desktop.play.record_file import open_record_text
from goninkan_desktop.review.scene import ReviewScene
from goninkan_desktop.ui.app import App

NAMES = ["You", "Hanako", "Jiro", "Saburo", "Shiro"]


def played_match(seed: int, deals: int = 2, preset: str = "standard") -> Match:
    """A match of random players, ``deals`` deals long (fewer if it ends first)."""
    match = Match(RuleSet.preset_named(preset), NAMES, 0)
    rng = random.Random(seed)
    player = RandomPlayer()
    for _ in range(deals):
        if match.finished:
            break
        match.apply(shuffled_deal(rng))
        while match.phase not in (Phase.DEAL, Phase.OVER):
            actor = match.to_act()[0]
            match.apply(player.choose(observe(match, actor), legal_for(match, actor), rng))
    return match


class IdleJob:
    """A review job that never answers (what the felt, the rows and the selection show does
    not wait for it)."""

    done = False

    def poll(self) -> Sequence[object]:
        return []

    def cancel(self) -> None:
        self.done = True


@contextmanager
def idle_review(match: Match, dt: float) -> Iterator[tuple[App, ReviewScene]]:
    """The review screen on ``match``'s first deal at 1280×720 in English, its job idle."""
    before = language()
    set_language("en")
    app = App((1280, 720), fixed_dt=dt)

    def start(record: Record, player: int, deals: Sequence[int]) -> IdleJob:
        return IdleJob()

    scene = ReviewScene(open_record_text(dumps(match), "review.gnk.json"), deal=0, start=start)
    app.push(scene)
    app.frame(dt)
    app.frame(dt)
    try:
        yield app, scene
    finally:
        app.clear_scenes()
        set_language(before)
