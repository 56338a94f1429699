"""The review's small search compiled (issue 37, ``setup.py``): the pure search's values,
node for node, and never run when built from another source than today's
``engine/review/small.py`` and ``engine/card_order.py``."""

from __future__ import annotations

import os
import random
from types import ModuleType, SimpleNamespace

import pytest

from engine import builds
from engine.bidding_tricks import BiddingPlay
from engine.match import Match, Phase
from engine.players import player_named, step
from engine.review import exact, small, small_build
from engine.review.small import paranoid
from engine.rules import RuleSet


def _compiled() -> ModuleType:
    """The compiled build; CI (``CI=true``, a C compiler at hand) must have it."""
    module, why = small_build.compiled_module()
    if module is None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"the CI install did not compile the review's small search: {why}")
        pytest.skip(f"the compiled small search does not run here: {why}")
    return module


def _position(players: int, auction: bool, seed: int, tricks: int) -> BiddingPlay:
    """A position ``tricks`` tricks and a card or two before the end of a random deal of the
    form, every decision before it a normal CPU player's (without an auction: player 0's
    paranoid view)."""
    rules = RuleSet.preset_named("bidding", players=players, auction=auction, rounds=1,
                                 joker_lead=("trump", "free")[seed % 2])
    match = Match(rules, tuple(f"P{p}" for p in range(players)), seed % players)
    rng = random.Random(f"compiled{seed}")
    normal = player_named("normal")
    while True:
        play = match.play
        if match.phase is Phase.PLAY and isinstance(play, BiddingPlay) \
                and sum(h.bit_count() for h in play.hands) <= tricks * players + seed % 2:
            return play.copy() if auction else paranoid(play, 0)
        step(match, [normal] * players, rng)


@pytest.mark.parametrize("form", [(3, True), (3, False), (5, False)], ids=str)
def test_compiled_and_pure_small_searches_agree_node_for_node(form: tuple[int, bool]) -> None:
    compiled = _compiled()
    players, auction = form
    for seed in range(8):
        tp = _position(players, auction, seed, 6 if players == 3 else 5)
        pure, built = small.SmallSearch({}), compiled.SmallSearch({})
        assert built.most_faces(tp.copy()) == pure.most_faces(tp.copy())
        for goal in (3, 6, 9):
            assert built.faces_within(tp.copy(), goal - 1, goal) \
                == pure.faces_within(tp.copy(), goal - 1, goal)
        assert built.nodes == pure.nodes


def test_the_review_runs_the_compiled_small_search_when_it_is_built() -> None:
    """Where the native core runs it goes first (``test_native_small.py``)."""
    compiled = _compiled()
    if small_build.native_module()[0] is None:
        assert small_build.SMALL_SEARCH == "compiled"
        assert exact.SmallSearch is compiled.SmallSearch
    assert small_build.source_hash() == compiled.SOURCE_SHA256


def test_a_build_of_another_source_never_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    stale = SimpleNamespace(SOURCE_SHA256="0" * 64)
    monkeypatch.setattr(builds.importlib, "import_module", lambda name: stale)
    module, why = small_build.compiled_module()
    assert module is None and "built from other sources" in why
    monkeypatch.setattr(builds.importlib, "import_module",
                        lambda name: SimpleNamespace(SOURCE_SHA256=small_build.source_hash()))
    assert small_build.compiled_module()[0] is not None


def test_without_a_build_the_pure_small_search_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    def absent(name: str) -> ModuleType:
        raise ImportError(name)

    monkeypatch.setattr(builds.importlib, "import_module", absent)
    assert small_build.compiled_module() == (None, "not built (no C compiler at install?)")
    monkeypatch.setenv("GONINKAN_SOLVER", "python")
    assert small_build.compiled_module() == (None, "GONINKAN_SOLVER=python")
