"""Every script in ``benchmarks/`` runs, at a tiny size, as a player of the project would run
it: a subprocess with tiny arguments, which must end as expected and print its figures.

The figures at this size mean nothing; what is checked is that the scripts still run (they
import the engine's and the desktop's code, private names included) and still print what
their docstrings promise. The scripts are found in ``benchmarks/``, not listed: a new one
fails ``test_the_benchmark_runs_at_a_tiny_size`` until ``TINY`` gives it tiny arguments.

They run four at a time (started together by the module's first test): several sleep in
real time (the idle loop, the review's workers), so the module takes about as long as the
slowest of them.
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
BENCHMARKS = ROOT / "benchmarks"


@dataclass(frozen=True)
class Tiny:
    """How to run one benchmark script at a tiny size and what its output must hold."""

    args: tuple[str, ...]
    prints: str
    """A regular expression the standard output must match (its figures)."""
    codes: tuple[int, ...] = (0,)
    """The exit statuses expected."""
    first: bool = False
    """Started before the others: one of the longest runs (workers to start, deals or frames
    in real time); started last, it would end long after the rest, and the module with it."""


TINY: dict[str, Tiny] = {
    "adjutant_reading.py": Tiny(("--deals", "1", "--samples", "2"),
                                r"paired_difference [-+]\d"),
    # one deal cannot put the 95% interval above zero: a MISS and status 1 are expected;
    # test_cpu_strength_exits_1_when_a_target_is_missed checks the mapping itself
    "bidding_strength.py": Tiny(("--deals", "1", "--variant", "normal"),
                                r"\[normal\] points_per_deal [-+]\d"),
    "cpu_strength.py": Tiny(("--deals", "1", "--only", "normal"),
                            r"(PASS|MISS): normal beats easy", codes=(0, 1)),
    "engine_speed.py": Tiny(("0.01",), r"ratio_to_naive \d+\.\d\d"),
    "engine_speed_floor.py": Tiny(("0.01",), r"ceiling_ratio \d+\.\d\d"),
    # measures the one-file build (python build_spec/build.py, not part of the tests): without
    # it the script must say so and stop
    "executable.py": Tiny((), r"^$", codes=(0, 1)),
    "forms_review.py": Tiny(("1", "--form", "3n", "--budget", "2000", "--small-budget", "2000"),
                            r"exact_from_trick3 \d+/\d+.*\n.*\n\s*exact_from_first_card \d+/1$"),
    "frame_time.py": Tiny(("--frames", "5"), r"frame_ms_p99 \d", first=True),
    "gui_fuzz.py": Tiny(("--events", "30"), r"exceptions 0\b"),
    "hint_claims.py": Tiny(("--rounds", "1"), r"certain claims that did not come true: 0\b"),
    # instant speed: the deal's animation, played in real time, made it the longest run (28 s)
    "idle_cpu.py": Tiny(("--seconds", "0.2", "--speed", "instant"),
                        r"table_waiting_cpu_percent \d"),
    "naive_rules.py": Tiny((), r"^$"),  # a module the speed scripts import: it runs, prints none
    "review_speed.py": Tiny(("1",), r"review_cpu_seconds_p95 \d", first=True),
    "round_values.py": Tiny(("--rounds", "2"), r"goshogawara deal 3: reached \d+ times"),
    "solver_nodes.py": Tiny(("--limit", "1", "--tricks", "7"), r"mismatches 0\b"),
    "strong_variants.py": Tiny(("run", "--seed", "tiny", "--deals", "1", "--out", os.devnull),
                               r"round 0 points [-+]?\d"),
    "strong_time.py": Tiny(("--deals", "1"), r"points_per_deal_over_normal [-+]\d",
                           first=True),
}

SCRIPTS = sorted(path.name for path in BENCHMARKS.glob("*.py"))
TIMEOUT = 600
"""Seconds a tiny run may take on a loaded machine (about 30 s on a quiet one); only a
script that hangs reaches it."""


def _run(script: str, tiny: Tiny, home: Path) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if key != "DISPLAY"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT),
               XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"))
    return subprocess.run([sys.executable, str(BENCHMARKS / script), *tiny.args], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=TIMEOUT,
                          check=False)


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory
         ) -> Iterator[dict[str, Future[subprocess.CompletedProcess[str]]]]:
    """Every script of the table, started together (four at a time, the longest first)."""
    order = sorted((script for script in SCRIPTS if script in TINY),
                   key=lambda script: not TINY[script].first)
    with ThreadPoolExecutor(max_workers=4) as pool:
        yield {script: pool.submit(_run, script, TINY[script],
                                   tmp_path_factory.mktemp(script.removesuffix(".py")))
               for script in order}


@pytest.mark.parametrize("script", SCRIPTS)
def test_the_benchmark_runs_at_a_tiny_size(
        script: str, runs: dict[str, Future[subprocess.CompletedProcess[str]]]) -> None:
    if script not in TINY:
        pytest.fail(f"benchmarks/{script} has no tiny arguments: add an entry for it to TINY "
                    f"in {Path(__file__).relative_to(ROOT)} (arguments that run it in a few "
                    f"seconds, and a pattern of the figures it prints)", pytrace=False)
    tiny = TINY[script]
    done = runs[script].result()
    said = f"benchmarks/{script} {' '.join(tiny.args)}\n{done.stdout}\n{done.stderr[-4000:]}"
    assert done.returncode in tiny.codes, said
    assert re.search(tiny.prints, done.stdout, re.MULTILINE), said
    if script == "executable.py" and done.returncode == 1:
        assert "is missing: run python build_spec/build.py first" in done.stderr, said
    if script == "cpu_strength.py":  # its status says whether every target held
        assert done.returncode == (1 if "MISS" in done.stdout else 0), said


def test_every_entry_of_the_table_is_a_script() -> None:
    assert set(TINY) <= set(SCRIPTS), "TINY names scripts that are not in benchmarks/"


def _cpu_strength() -> ModuleType:
    spec = importlib.util.spec_from_file_location("cpu_strength", BENCHMARKS / "cpu_strength.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("low", "status"), [(0.25, 0), (-0.25, 1)])
def test_cpu_strength_exits_1_when_a_target_is_missed(
        low: float, status: int, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """The tournament's figures given (their making is the tiny run's part): a margin whose
    interval reaches below zero is a MISS, and the script's status is 1."""
    module = _cpu_strength()

    def tournament(a: str, b: str, deals: int, *, seed: str) -> dict[str, Any]:
        fast = {"p50": 1.0, "p99": 2.0, "max": 3.0}
        return {"a": a, "b": b, "faces_ci95": (low, 0.5), "points_diff": 1.0,
                "decision_ms": {a: fast, b: fast}}

    monkeypatch.setattr(module, "run_tournament", tournament)
    monkeypatch.setattr(module, "format_figures", lambda figures: "")
    assert module.main(["--deals", "1", "--only", "normal"]) == status
    out = capsys.readouterr().out
    assert ("MISS: normal beats easy" in out) == (status == 1)
