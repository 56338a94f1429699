"""The review's small search in C (issue 37, ``engine/review/small_core.c``): the pure search's
values node for node in every form of the bidding game and under both joker-lead rules,
budgets, ``stop`` and a full table included, and never run when built from other sources
than today's."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType, SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import builds
from engine.bidding_tricks import BiddingPlay
from engine.review import exact, small, small_build
from engine.scoring import Outcome
from tests.hypothesis_profiles import scaled

from .test_compiled_small import _position
from .test_review import hopeless_record

ROOT = Path(__file__).resolve().parents[2]

FORMS = ((3, True), (3, False), (5, False), (5, True))
"""Players and auction: the review searches the first three with this search; the five-seat
auction form is the solver's, searched here all the same (the search serves any form)."""
_SmallSearch = type[small.SmallSearch]


def _native() -> ModuleType:
    """The native small search; CI (``CI=true``, a C compiler at hand) must have built it."""
    module, why = small_build.native_module()
    if module is None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"the CI install did not build the small search's core: {why}")
        pytest.skip(f"the small search's native core does not run here: {why}")
    return module


def _built(native: ModuleType, values: dict[str, float]) -> small.SmallSearch:
    """A native search with the pure search's table size (as it is now), so the same nodes."""
    built: small.SmallSearch = native.SmallSearch(values, table_entries=small.TABLE_ENTRIES)
    return built


def _values(tp: BiddingPlay) -> dict[str, float]:
    """Values by result for a deal with a bid (``solve`` asks "at least the bid?")."""
    return {Outcome.KANKEI_WIN: 2.0 + tp.kankei_target, Outcome.MUKANKEI_WIN: -3.0}


def _same(native: ModuleType, tp: BiddingPlay, auction: bool) -> None:
    """The value, null-window answers and node count of the pure search, on one searcher of
    each (its table and history carried from one search to the next); with an auction, also
    the bid's answer ("made or not?", ``solve`` with values)."""
    pure, built = small.SmallSearch({}), _built(native, {})
    assert built.most_faces(tp.copy()) == pure.most_faces(tp.copy())
    assert built.nodes == pure.nodes
    for goal in (2, 5, 8, 11):
        assert built.faces_within(tp.copy(), goal - 1, goal) \
            == pure.faces_within(tp.copy(), goal - 1, goal)
        assert built.nodes == pure.nodes
    if auction:
        values = _values(tp)
        pure, built = small.SmallSearch(values), _built(native, values)
        assert built.solve(tp.copy()) == pure.solve(tp.copy())
        assert built.nodes == pure.nodes


@pytest.mark.parametrize("form", FORMS, ids=str)
def test_native_and_pure_small_searches_agree_node_for_node(form: tuple[int, bool]) -> None:
    native = _native()
    players, auction = form
    for seed in range(10):  # both joker-lead rules: seed % 2
        tp = _position(players, auction, seed, (7 if players == 3 else 6) - seed % 3)
        _same(native, tp, auction)


@settings(max_examples=scaled(40), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.sampled_from(FORMS), st.integers(1, 6))
def test_native_and_pure_small_searches_agree_hypothesis(seed: int, form: tuple[int, bool],
                                                         tricks: int) -> None:
    native = _native()
    _same(native, _position(*form, seed, tricks), form[1])


def test_the_positions_of_one_deal_share_the_table_node_for_node() -> None:
    """One searcher for several positions of a deal, latest first (as the review solves
    them): the table and history carried over give the same nodes."""
    native = _native()
    for form in FORMS[:3]:
        pure, built = small.SmallSearch({}), _built(native, {})
        for tricks in (3, 5, 7):
            tp = _position(*form, 5, tricks)
            assert built.most_faces(tp.copy()) == pure.most_faces(tp.copy())
            assert built.nodes == pure.nodes


def test_the_reviews_solves_of_one_deal_age_the_history_node_for_node() -> None:
    """One searcher solving several positions of a deal, latest first, as the review does:
    ``solve`` halves the leads' history before each (``_age_history``), in the core as in
    Python, so the values and the nodes stay the same; with an auction also "the bid made?"."""
    native = _native()
    for players, auction in FORMS[:3]:
        for seed in (5, 6):
            values = _values(_position(players, auction, seed, 7)) if auction else {}
            pure, built = small.SmallSearch(values), _built(native, values)
            for tricks in (7, 5, 3):
                tp = _position(players, auction, seed, tricks)
                assert built.solve(tp.copy()) == pure.solve(tp.copy())
                assert built.nodes == pure.nodes


def test_the_history_is_halved_at_each_position_solved() -> None:
    search = small.SmallSearch({})
    search.solve(_position(3, False, 5, 5))
    counts = list(search.history)
    assert any(counts)
    search.solve(_position(3, False, 5, 0))  # the last trick: no lead chosen, only aged
    assert search.history == [count >> 1 for count in counts]


def test_a_full_table_is_thinned_node_for_node(monkeypatch: pytest.MonkeyPatch) -> None:
    """``TABLE_ENTRIES`` reached (made small here): the same entries dropped, the same
    nodes searched after."""
    native = _native()
    monkeypatch.setattr(small, "TABLE_ENTRIES", 40)
    thinned = 0
    for seed in range(6):
        tp = _position(3, False, seed, 8)
        pure, built = small.SmallSearch({}), _built(native, {})
        assert built.most_faces(tp.copy()) == pure.most_faces(tp.copy())
        assert built.nodes == pure.nodes
        thinned += pure.nodes > 200
    assert thinned >= 2


def test_the_reviews_native_search_keeps_a_larger_table_with_the_same_values(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The review's native search keeps more entries than the pure one (``TABLE_ENTRIES``):
    other nodes, the same values."""
    native = _native()
    assert native.SmallSearch({}).table_entries == native.TABLE_ENTRIES > small.TABLE_ENTRIES
    monkeypatch.setattr(small, "TABLE_ENTRIES", 40)
    for seed in range(4):
        tp = _position(3, False, seed, 8)
        pure, built = small.SmallSearch({}), native.SmallSearch({}, table_entries=4000)
        assert built.most_faces(tp.copy()) == pure.most_faces(tp.copy())
        for goal in (3, 6):
            assert built.faces_within(tp.copy(), goal - 1, goal) \
                == pure.faces_within(tp.copy(), goal - 1, goal)


def test_budgets_run_out_at_the_same_node() -> None:
    native = _native()
    ran_out = 0
    for seed, form in enumerate(FORMS * 2):
        tp = _position(*form, seed, 8 if form[0] == 3 else 7)
        for budget in (1, 37, 500, 4000):
            pure, built = small.SmallSearch({}), _built(native, {})
            value = built.solve(tp.copy(), node_budget=budget)
            assert value == pure.solve(tp.copy(), node_budget=budget)
            assert built.nodes == pure.nodes
            ran_out += value is None
    assert ran_out >= 8


def _stopper(asked: list[int], searcher: small.SmallSearch) -> Callable[[], bool]:
    """A ``stop`` that notes the node count each time it is asked and stops at the third."""
    def stop() -> bool:
        asked.append(searcher.nodes)
        return len(asked) >= 3
    return stop


def test_stop_is_asked_at_the_same_nodes_and_stops_the_search() -> None:
    native = _native()
    stopped = 0
    for seed in range(4):
        tp = _position(5, False, seed, 8)
        asked: dict[str, list[int]] = {"pure": [], "native": []}
        pure, built = small.SmallSearch({}), _built(native, {})
        value = built.solve(tp.copy(), stop=_stopper(asked["native"], built))
        assert value == pure.solve(tp.copy(), stop=_stopper(asked["pure"], pure))
        assert built.nodes == pure.nodes
        assert asked["native"] == asked["pure"]
        stopped += value is None
    assert stopped >= 2


def test_stop_raising_goes_through() -> None:
    """An exception ``stop`` raises leaves the search as it leaves the pure one."""
    native = _native()
    tp = _position(5, False, 0, 8)

    def stop() -> bool:
        raise KeyboardInterrupt

    nodes = []
    for searcher in (small.SmallSearch({}), _built(native, {})):
        with pytest.raises(KeyboardInterrupt):
            searcher.solve(tp.copy(), stop=stop)
        nodes.append(searcher.nodes)
    assert nodes[0] == nodes[1] > 1


def test_a_search_started_from_inside_a_search_is_refused() -> None:
    """A ``stop`` that asks its own search again gets a RuntimeError, not a torn position."""
    native = _native()
    tp = _position(3, False, 3, 9)
    searcher = _built(native, {})
    with pytest.raises(RuntimeError, match="searching"):
        searcher.solve(tp.copy(), stop=lambda: searcher.solve(tp.copy()) is None)
    assert searcher.solve(tp.copy()) == small.SmallSearch({}).solve(tp.copy())


def test_the_review_runs_the_native_small_search_when_it_is_built() -> None:
    native = _native()
    assert small_build.SMALL_SEARCH == "native" and small_build.WHY_NOT_NATIVE == ""
    assert exact.SmallSearch is native.SmallSearch
    core = sys.modules["engine.review.small_core"]
    assert small_build.source_hash() == core.SOURCE_SHA256
    assert small_build.c_source_hash() == core.C_SOURCE_SHA256


def _imports(monkeypatch: pytest.MonkeyPatch, core: object) -> None:
    native = SimpleNamespace(SmallSearch=object)
    monkeypatch.setattr(builds.importlib, "import_module",
                        lambda name: core if name.endswith(small_build.CORE_NAME) else native)


def test_a_core_built_from_other_sources_never_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("GONINKAN_SMALL", "GONINKAN_SOLVER"):
        monkeypatch.delenv(name, raising=False)
    here, c_source = small_build.source_hash(), small_build.c_source_hash()
    _imports(monkeypatch, SimpleNamespace(SOURCE_SHA256="0" * 64, C_SOURCE_SHA256=c_source))
    module, why = small_build.native_module()
    assert module is None and "built from other sources" in why
    _imports(monkeypatch, SimpleNamespace(SOURCE_SHA256=here, C_SOURCE_SHA256="0" * 64))
    module, why = small_build.native_module()
    assert module is None and "another small_core.c" in why
    _imports(monkeypatch, SimpleNamespace(SOURCE_SHA256=here, C_SOURCE_SHA256=c_source))
    assert small_build.native_module()[0] is not None
    monkeypatch.setattr(small_build, "c_source_hash", lambda: None)  # an install without it
    _imports(monkeypatch, SimpleNamespace(SOURCE_SHA256=here, C_SOURCE_SHA256="anything"))
    assert small_build.native_module()[0] is not None


def test_without_a_core_or_when_asked_another_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    def absent(name: str) -> ModuleType:
        raise ImportError(name)

    for name in ("GONINKAN_SMALL", "GONINKAN_SOLVER"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(builds.importlib, "import_module", absent)
    assert small_build.native_module() == (None, "not built (no C compiler at install?)")
    assert "small search native: not built" in small_build.missing_builds()
    for asked in ("python", "compiled"):
        monkeypatch.setenv("GONINKAN_SMALL", asked)
        assert small_build.native_module() == (None, f"GONINKAN_SMALL={asked}")
    monkeypatch.setenv("GONINKAN_SMALL", "python")
    assert small_build.compiled_module() == (None, "GONINKAN_SMALL=python")


def test_the_review_says_which_small_search_ran() -> None:
    record = hopeless_record()
    record["deals"][0]["actions"] = record["deals"][0]["actions"][:6]
    env = dict(os.environ, GONINKAN_SOLVER="python", GONINKAN_SMALL="compiled")
    done = subprocess.run([sys.executable, "-m", "engine", "review", "-", "--json"],
                          input=json.dumps(record), capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr
    ran = json.loads(done.stdout)["small_search"]
    assert ran["why_not_native"] == "GONINKAN_SMALL=compiled"
    assert ran["ran"] == ("compiled" if small_build.compiled_module()[0] else "python")
