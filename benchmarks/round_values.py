"""The rest of a round as the strong player's stakes see it: ``stakes.ROUND_AHEAD`` measured again.

    .venv/bin/python benchmarks/round_values.py [--rounds 20000]

Plays one-round matches between five ``normal`` players under each scoring
table and prints, per deal 2 and 3 reached: how many rounds reached it, what
a Kankei and a Mukankei player score from there on (a cancelled round counts
its replacing value, R29/R31), and the chance that the round is cancelled
from there on (a reverse sukonku or reverse jūroku). Compare with
``engine/players/stakes.py``.
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.players import play_match
from engine.players.heuristic import NormalPlayer
from engine.players.stakes import ROUND_AHEAD
from engine.rules import RuleSet
from engine.scoring import REPLACING, Outcome


def measure(preset: str, rounds: int) -> dict[tuple[int, int], tuple[int, float, float]]:
    """Per (deal, side 0 Kankei / 1 Mukankei): rounds reaching it, points ahead, cancel chance."""
    rules = replace(RuleSet.preset_named(preset), rounds=1, tome_suppe=False)
    sums = {(deal, side): [0.0, 0, 0] for deal in (2, 3) for side in (0, 1)}
    rng = random.Random(f"round-values:{preset}")
    players = [NormalPlayer()] * 5
    for _ in range(rounds):
        results = [r for r in play_match(players, rules, rng).results
                   if r.result is not Outcome.REDEAL]
        kankei = results[0].kankei
        mukankei = next(p for p in range(5) if p not in kankei)
        for side, player in ((0, kankei[0]), (1, mukankei)):
            so_far = 0
            final = sum(r.points[player] for r in results)
            for index, result in enumerate(results):
                if result.deal >= 2:
                    cancelled = any(r.result in REPLACING for r in results[index:])
                    entry = sums[result.deal, side]
                    entry[0] += final - (0 if cancelled else so_far)
                    entry[1] += 1
                    entry[2] += cancelled
                so_far += result.points[player]
    return {key: (int(n), total / max(1, n), cancels / max(1, n))
            for key, (total, n, cancels) in sums.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20_000)
    args = parser.parse_args()
    for preset in ("standard", "goshogawara"):
        figures = measure(preset, args.rounds)
        for deal in (2, 3):
            reached, kankei, cancel = figures[deal, 0]
            _, mukankei, _ = figures[deal, 1]
            table = ROUND_AHEAD[preset, deal]
            print(f"{preset} deal {deal}: reached {reached} times; ahead Kankei {kankei:+.3f}, "
                  f"Mukankei {mukankei:+.3f}; cancelled {cancel:.3f}   (stakes.py: {table})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
