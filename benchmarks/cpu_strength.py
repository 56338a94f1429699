"""How strong the CPU levels are: duplicate tournaments against the level below.

    .venv/bin/python benchmarks/cpu_strength.py [--deals 200] [--seed 4113] [--only strong]

Prints each tournament's figures (``python -m engine tournament``) and whether
the targets hold: each level beats the one below with the whole 95% interval
of the face-card margin above zero; strong beats normal by +4.1 points a
round or more, its decisions p99 <= 300 ms and max <= 900 ms;
easy's and normal's <= 10 ms. It also plays ``strong-open`` (the strong
player shown every hand, a measuring tool) against normal: the all-seeing
bound of the search, and prints what share of it strong closes. Exits with status 1 when
any target is missed (a MISS line), 0 when all pass. A tournament
deal is one round (deal 1 and any deals 2 and 3 it leads to) played twice on
the same cards with the levels' seats swapped. Timings depend on the load:
the script prints ``uptime``'s load averages with each tournament.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.players.tournament import format_figures, run_tournament

PAIRS = (("strong", "normal"), ("strong-open", "normal"), ("normal", "easy"))
LIMITS_MS = {"strong": (300.0, 900.0), "normal": (10.0, 10.0), "easy": (10.0, 10.0)}
STRONG_POINTS = 4.1


def verdicts(figures: dict[str, Any]) -> list[str]:
    """The targets this tournament's figures meet or miss, one line each."""
    a, b = figures["a"], figures["b"]
    low = figures["faces_ci95"][0]
    lines = [f"{'PASS' if low > 0 else 'MISS'}: {a} beats {b} (face-card 95% CI low {low:+.3f})"]
    if a == "strong":
        ok = figures["points_diff"] >= STRONG_POINTS
        lines.append(f"{'PASS' if ok else 'MISS'}: strong by >= +{STRONG_POINTS} points a round "
                     f"({figures['points_diff']:+.3f})")
    for level in (a, b):
        if level not in LIMITS_MS:
            continue
        p99_limit, max_limit = LIMITS_MS[level]
        ms = figures["decision_ms"][level]
        ok = ms["p99"] <= p99_limit and ms["max"] <= max_limit
        lines.append(f"{'PASS' if ok else 'MISS'}: {level} decision time p99 {ms['p99']:.1f} ms "
                     f"(<= {p99_limit:.0f}), max {ms['max']:.1f} ms (<= {max_limit:.0f})")
    return lines


def main(argv: list[str] | None = None) -> int:
    """Play the tournaments; exit status 1 when any target is missed (a MISS line)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", default="4113")
    parser.add_argument("--only", help="play only the tournaments of this level A")
    parser.add_argument("--json", action="store_true", help="also print each figure set as JSON")
    args = parser.parse_args(argv)
    missed: list[str] = []
    points: dict[str, float] = {}
    for a, b in PAIRS:
        if args.only and a != args.only:
            continue
        began = time.perf_counter()
        load = os.getloadavg()
        figures = run_tournament(a, b, args.deals, seed=args.seed)
        print(f"python -m engine tournament --a {a} --b {b} --deals {args.deals} "
              f"--seed {args.seed}   ({time.perf_counter() - began:.0f} s; load average "
              f"{load[0]:.1f} before, {os.getloadavg()[0]:.1f} after, on {os.cpu_count()} cores)")
        print(format_figures(figures))
        if args.json:
            print(json.dumps(figures))
        lines = verdicts(figures)
        print("\n".join(lines))
        missed += [line for line in lines if line.startswith("MISS")]
        print(flush=True)
        points[a] = figures["points_diff"]
    if "strong" in points and "strong-open" in points and points["strong-open"] > 0:
        share = points["strong"] / points["strong-open"]
        print(f"strong closes {share:.0%} of the all-seeing bound "
              f"({points['strong']:+.2f} of {points['strong-open']:+.2f} points a round)")
    if missed:
        print(f"{len(missed)} target(s) missed", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
