"""How strong the CPU levels are: duplicate tournaments, strong v normal and normal v easy.

    .venv/bin/python benchmarks/cpu_strength.py [--deals 400] [--seed 2026]

Prints each tournament's figures (``python -m engine tournament``) and whether
the targets of issue 3 hold: each level beats the one below with the whole
95% interval of the face-card margin above zero, strong by +1.0 face card a
deal or more; strong's decisions p99 <= 300 ms and max <= 1 s; easy's and
normal's <= 10 ms. A tournament deal is one round (deal 1 and any deals 2 and
3 it leads to) played twice on the same cards with the levels' seats swapped.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.players.tournament import format_figures, run_tournament

PAIRS = (("strong", "normal"), ("normal", "easy"))
LIMITS_MS = {"strong": (300.0, 1000.0), "normal": (10.0, 10.0), "easy": (10.0, 10.0)}


def verdicts(figures: dict[str, Any]) -> list[str]:
    """The targets this tournament's figures meet or miss, one line each."""
    a, b = figures["a"], figures["b"]
    low = figures["faces_ci95"][0]
    lines = [f"{'PASS' if low > 0 else 'MISS'}: {a} beats {b} (face-card 95% CI low {low:+.3f})"]
    if a == "strong":
        ok = figures["faces_diff"] >= 1.0
        lines.append(f"{'PASS' if ok else 'MISS'}: strong by >= +1.0 face card a deal "
                     f"({figures['faces_diff']:+.3f})")
    for level in (a, b):
        p99_limit, max_limit = LIMITS_MS[level]
        ms = figures["decision_ms"][level]
        ok = ms["p99"] <= p99_limit and ms["max"] <= max_limit
        lines.append(f"{'PASS' if ok else 'MISS'}: {level} decision time p99 {ms['p99']:.1f} ms "
                     f"(<= {p99_limit:.0f}), max {ms['max']:.1f} ms (<= {max_limit:.0f})")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", default="2026")
    parser.add_argument("--json", action="store_true", help="also print each figure set as JSON")
    args = parser.parse_args()
    for a, b in PAIRS:
        began = time.perf_counter()
        figures = run_tournament(a, b, args.deals, seed=args.seed)
        print(f"python -m engine tournament --a {a} --b {b} --deals {args.deals} "
              f"--seed {args.seed}   ({time.perf_counter() - began:.0f} s)")
        print(format_figures(figures))
        if args.json:
            print(json.dumps(figures))
        print("\n".join(verdicts(figures)))
        print(flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
