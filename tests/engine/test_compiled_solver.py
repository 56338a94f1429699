"""The compiled solver (issue 40): the pure-Python search's values, node for node, and never
run when built from another source than today's ``engine/solver_search.py``."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from types import ModuleType, SimpleNamespace

import pytest

from engine import builds, solver, solver_search
from engine.bidding_tricks import BiddingPlay
from engine.rules import RuleSet
from engine.scoring import deal_values
from engine.tricks import TrickPlay

from .solver_positions import random_position
from .test_bidding_solver import random_bidding_position, values_of
from .test_review import hopeless_record

ROOT = Path(__file__).resolve().parents[2]


def _compiled() -> ModuleType:
    """The compiled build; CI (``CI=true``, a C compiler at hand) must have it."""
    module, why = solver.compiled_module()
    if module is None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"the CI install did not compile the solver: {why}")
        pytest.skip(f"the compiled solver does not run here: {why}")
    return module


def _same(compiled: ModuleType, tp: TrickPlay, values: dict[str, int]) -> None:
    pure = solver_search.Solver(tp, values)
    built = compiled.Solver(tp, values)
    assert built.options(tp) == pure.options(tp)
    assert built.nodes == pure.nodes
    assert built.solve(tp) == pure.solve(tp)


def test_compiled_and_pure_solvers_agree_value_for_value_goninkan() -> None:
    compiled = _compiled()
    rng = random.Random(40)
    for n in range(24):
        deal = 1 + n % 3
        tp = random_position(rng, 3 + n % 4, deal)
        _same(compiled, tp, deal_values(deal, RuleSet(missed_juroku=-17 if n % 2 else -16)))


def test_compiled_and_pure_solvers_agree_value_for_value_bidding_game() -> None:
    compiled = _compiled()
    rng = random.Random(41)
    for n in range(16):
        tp = random_bidding_position(rng, 3 + n % 4)
        assert isinstance(tp, BiddingPlay)
        _same(compiled, tp, values_of(tp.bid))


def test_the_engine_runs_the_compiled_solver_when_it_is_built() -> None:
    """The compiled build runs where it is built, unless the native core runs before it."""
    compiled = _compiled()
    assert solver.source_hash() == compiled.SOURCE_SHA256
    if solver.native_module()[0] is not None:
        assert solver.SOLVER == "native"
        return
    assert solver.SOLVER == "compiled"
    assert solver.Solver is compiled.Solver and solver.solve is compiled.solve


def test_a_build_of_another_source_never_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    stale = SimpleNamespace(SOURCE_SHA256="0" * 64)
    monkeypatch.setattr(builds.importlib, "import_module", lambda name: stale)
    module, why = solver.compiled_module()
    assert module is None and "built from other sources" in why
    monkeypatch.setattr(builds.importlib, "import_module",
                        lambda name: SimpleNamespace(SOURCE_SHA256=solver.source_hash()))
    assert solver.compiled_module()[0] is not None


def test_without_a_build_the_pure_solver_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    def absent(name: str) -> ModuleType:
        raise ImportError(name)

    monkeypatch.setattr(builds.importlib, "import_module", absent)
    assert solver.compiled_module() == (None, "not built (no C compiler at install?)")
    monkeypatch.setenv("GONINKAN_SOLVER", "python")
    assert solver.compiled_module() == (None, "GONINKAN_SOLVER=python")


def test_the_review_says_which_solver_ran() -> None:
    record = hopeless_record()
    record["deals"][0]["actions"] = record["deals"][0]["actions"][:6]
    env = dict(os.environ, GONINKAN_SOLVER="python")
    done = subprocess.run([sys.executable, "-m", "engine", "review", "-", "--json"],
                          input=json.dumps(record), capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["solver"] == {"ran": "python",
                                                 "why_not_compiled": "GONINKAN_SOLVER=python",
                                                 "why_not_native": "GONINKAN_SOLVER=python"}
