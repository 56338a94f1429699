"""The native solver (issue 40): the C core (``engine/solver_core.c``) held to the pure-Python
search value for value and node for node, budgets and ``stop`` included, and never run when
built from other sources than today's."""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Callable
from types import ModuleType, SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import builds, solver, solver_search
from engine.bidding_tricks import BiddingPlay
from engine.rules import RuleSet
from engine.scoring import deal_values
from engine.tricks import TrickPlay
from tests.hypothesis_profiles import scaled

from .solver_positions import random_position
from .test_bidding_solver import random_bidding_position, values_of
from .test_solver import _solver_nodes


def _native() -> ModuleType:
    """The native solver; CI (``CI=true``, a C compiler at hand) must have built it."""
    module, why = solver.native_module()
    if module is None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"the CI install did not build the native solver: {why}")
        pytest.skip(f"the native solver does not run here: {why}")
    return module


def _same(native: ModuleType, tp: TrickPlay, values: dict[str, int],
          reference: Callable[..., solver_search.Solver] = solver_search.Solver) -> None:
    """Every option's value, the node count, then the value, as the reference gives them."""
    pure = reference(tp, values)
    built = native.Solver(tp, values)
    assert built.options(tp) == pure.options(tp)
    assert built.nodes == pure.nodes
    assert built.solve(tp) == pure.solve(tp)
    assert built.nodes == pure.nodes


def _random_position(rng: random.Random, left: int, bidding: bool,
                     deal: int) -> tuple[TrickPlay, dict[str, int]]:
    if bidding:
        tp = random_bidding_position(rng, left)
        assert isinstance(tp, BiddingPlay)
        return tp, values_of(tp.bid)
    return random_position(rng, left, deal), deal_values(
        deal, RuleSet(missed_juroku=rng.choice((-16, -17))))


def test_native_and_pure_solvers_agree_node_for_node_goninkan() -> None:
    native = _native()
    rng = random.Random(4040)
    for n in range(30):
        deal = 1 + n % 3
        tp = random_position(rng, 3 + n % 5, deal)
        _same(native, tp, deal_values(deal, RuleSet(missed_juroku=-17 if n % 2 else -16)))


def test_native_and_pure_solvers_agree_node_for_node_bidding_game() -> None:
    native = _native()
    rng = random.Random(4041)
    for n in range(24):
        tp = random_bidding_position(rng, 3 + n % 5)
        assert isinstance(tp, BiddingPlay)
        _same(native, tp, values_of(tp.bid))


@settings(max_examples=scaled(60), deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example,
                                 HealthCheck.data_too_large])
@given(st.randoms(use_true_random=False), st.integers(2, 6), st.booleans(),
       st.sampled_from((1, 2, 3)))
def test_native_and_pure_solvers_agree_hypothesis(rng: random.Random, left: int,
                                                   bidding: bool, deal: int) -> None:
    native = _native()
    tp, values = _random_position(rng, left, bidding, deal)
    _same(native, tp, values)


def test_the_corpus_7_and_8_tricks_left_node_for_node() -> None:
    """Every corpus position of 7 and 8 tricks left (both games): every option's value as the
    corpus has it, and the node count the reference's. The reference is the compiled build
    where it runs (held to the pure solver node for node by test_compiled_solver.py) and the
    pure solver otherwise: the pure solver takes half a minute here."""
    native = _native()
    compiled, _ = solver.compiled_module()
    reference = compiled.Solver if compiled is not None else solver_search.Solver
    positions = [p for p in _solver_nodes().load_corpus() if p.tricks_left in (7, 8)]
    assert len(positions) == 22
    for position in positions:
        tp, values = position.trick_play()
        built, pure = native.Solver(tp, values), reference(tp, values)
        assert built.options(tp) == position.options == pure.options(tp)
        assert built.nodes == pure.nodes


def test_budgets_run_out_at_the_same_node() -> None:
    native = _native()
    rng = random.Random(4042)
    for n in range(12):
        tp, values = _random_position(rng, 5 + n % 3, bool(n % 2), 1 + n % 3)
        for budget in (1, 37, 500, 4000):
            pure, built = solver_search.Solver(tp, values), native.Solver(tp, values)
            expected = pure.options(tp, node_budget=budget)
            assert built.options(tp, node_budget=budget) == expected
            assert built.nodes == pure.nodes
            assert built.solve(tp, node_budget=budget) == pure.solve(tp, node_budget=budget)
            assert built.nodes == pure.nodes


def _stopper(asked: list[int], searcher: solver_search.Solver) -> Callable[[], bool]:
    """A ``stop`` that notes the node count each time it is asked and stops at the third."""
    def stop() -> bool:
        asked.append(searcher.nodes)
        return len(asked) >= 3
    return stop


def test_stop_is_asked_at_the_same_nodes_and_stops_the_search() -> None:
    """``stop`` asked at the same node counts, reading the solver's count live (as the
    review's node meter does), and its True ends the search at the same node."""
    native = _native()
    positions = [p for p in _solver_nodes().load_corpus() if p.tricks_left == 8]
    stopped = 0
    for position in positions[:2] + positions[-2:]:
        tp, values = position.trick_play()
        asked: dict[str, list[int]] = {"pure": [], "native": []}
        pure, built = solver_search.Solver(tp, values), native.Solver(tp, values)
        value = built.solve(tp, stop=_stopper(asked["native"], built))
        assert value == pure.solve(tp, stop=_stopper(asked["pure"], pure))
        assert built.nodes == pure.nodes
        assert asked["native"] == asked["pure"]
        stopped += value is None
    assert stopped >= 2


def test_stop_raising_goes_through() -> None:
    """An exception ``stop`` raises leaves the search as it leaves the pure one."""
    native = _native()
    position = next(p for p in _solver_nodes().load_corpus() if p.tricks_left == 8)
    tp, values = position.trick_play()

    def stop() -> bool:
        raise KeyboardInterrupt

    nodes = []
    for searcher in (solver_search.Solver(tp, values), native.Solver(tp, values)):
        with pytest.raises(KeyboardInterrupt):
            searcher.solve(tp, stop=stop)
        nodes.append(searcher.nodes)
    assert nodes[0] == nodes[1] > 1


def test_a_search_started_from_inside_a_search_is_refused() -> None:
    """A ``stop`` that asks its own solver again gets a RuntimeError, not a torn position."""
    native = _native()
    position = next(p for p in _solver_nodes().load_corpus() if p.tricks_left == 8)
    tp, values = position.trick_play()
    searcher = native.Solver(tp, values)
    with pytest.raises(RuntimeError, match="searching"):
        searcher.solve(tp, stop=lambda: searcher.solve(tp) is None)
    assert searcher.solve(tp) == solver_search.Solver(tp, values).solve(tp)


def test_out_of_budget_is_the_pure_solvers_exception() -> None:
    native = _native()
    assert native.OutOfBudget is solver_search.OutOfBudget


def test_a_solver_refuses_another_deal() -> None:
    native = _native()
    rng = random.Random(4045)
    tp = random_position(rng, 4, 1)
    other = random_position(rng, 4, 1)
    with pytest.raises(ValueError):
        native.Solver(tp, deal_values(1, RuleSet())).solve(other)


def test_the_engine_runs_the_native_solver_when_it_is_built() -> None:
    native = _native()
    assert solver.SOLVER == "native" and solver.WHY_NOT_NATIVE == ""
    assert solver.Solver is native.Solver and solver.solve is native.solve
    core = sys.modules["engine.solver_core"]
    assert solver.native_source_hash() == core.SOURCE_SHA256
    assert solver.c_source_hash() == core.C_SOURCE_SHA256


def _imports(monkeypatch: pytest.MonkeyPatch, core: object) -> None:
    native = SimpleNamespace(Solver=object)
    monkeypatch.setattr(builds.importlib, "import_module",
                        lambda name: core if name.endswith(solver.CORE_NAME) else native)


def test_a_core_built_from_other_sources_never_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GONINKAN_SOLVER", raising=False)
    here, c_source = solver.native_source_hash(), solver.c_source_hash()
    _imports(monkeypatch, SimpleNamespace(SOURCE_SHA256="0" * 64, C_SOURCE_SHA256=c_source))
    module, why = solver.native_module()
    assert module is None and "built from other sources" in why
    _imports(monkeypatch, SimpleNamespace(SOURCE_SHA256=here, C_SOURCE_SHA256="0" * 64))
    module, why = solver.native_module()
    assert module is None and "another solver_core.c" in why
    _imports(monkeypatch, SimpleNamespace(SOURCE_SHA256=here, C_SOURCE_SHA256=c_source))
    assert solver.native_module()[0] is not None


def test_without_its_c_source_the_core_is_checked_against_the_python_sources(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GONINKAN_SOLVER", raising=False)
    monkeypatch.setattr(solver, "c_source_hash", lambda: None)
    _imports(monkeypatch, SimpleNamespace(SOURCE_SHA256=solver.native_source_hash(),
                                          C_SOURCE_SHA256="anything"))
    assert solver.native_module()[0] is not None


def test_without_a_core_or_when_asked_another_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    def absent(name: str) -> ModuleType:
        raise ImportError(name)

    monkeypatch.delenv("GONINKAN_SOLVER", raising=False)
    monkeypatch.setattr(builds.importlib, "import_module", absent)
    assert solver.native_module() == (None, "not built (no C compiler at install?)")
    for asked in ("python", "compiled"):
        monkeypatch.setenv("GONINKAN_SOLVER", asked)
        assert solver.native_module() == (None, f"GONINKAN_SOLVER={asked}")
