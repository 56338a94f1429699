"""A short seeded run of the GUI fuzzer (``benchmarks/gui_fuzz.py``): no screen may raise."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_short_fuzz_run_raises_nothing() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "gui_fuzz.py"),
                           "--events", "2000", "--seed", "14"], cwd=ROOT, capture_output=True,
                          text=True, timeout=600, check=False)
    figures = dict(line.split(" ", 1) for line in done.stdout.splitlines() if " " in line)
    assert figures.get("events") == "2000", done.stdout + done.stderr
    assert figures["exceptions"] == "0", done.stderr[-6000:]
    assert int(figures["screens_visited"]) >= 8, figures["screens"]
    assert done.returncode == 0
