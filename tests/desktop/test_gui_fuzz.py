"""A short seeded run of the GUI fuzzer (``benchmarks/gui_fuzz.py``): no screen may raise."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


EVENTS = 1000
"""Gestures in the suite's run: on seed 14 they visit 17 distinct screens (2000 cost twice the
time, 18 s, for a few more); the long runs (100 000 gestures, ``docs/measurements.md``) are
the fuzzer's own, outside the suite."""


def test_a_short_fuzz_run_raises_nothing() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "gui_fuzz.py"),
                           "--events", str(EVENTS), "--seed", "14"], cwd=ROOT,
                          capture_output=True, text=True, timeout=600, check=False)
    figures = dict(line.split(" ", 1) for line in done.stdout.splitlines() if " " in line)
    assert figures.get("events") == str(EVENTS), done.stdout + done.stderr
    assert figures["exceptions"] == "0", done.stderr[-6000:]
    assert int(figures["screens_visited"]) >= 8, figures["screens"]
    assert done.returncode == 0
