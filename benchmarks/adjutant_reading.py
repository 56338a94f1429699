"""Does reading the adjutant from the play help the bidding game's strong player?

    python benchmarks/adjutant_reading.py --deals 200 --seed s3

Plays the duplicate bidding tournament of ``strong`` against ``normal``
(``python -m engine tournament --preset bidding``: same seats, same cards,
same random generators per decision) twice on every tournament deal, board by
board: once with the strong player's reading of the adjutant
(``engine/players/adjutant_reading.py``) and once without (the named card
placed as a uniform deal that fits the view places it). Prints each run's
points per deal over normal with its 95% interval, the paired difference
(with reading minus without, deal by deal) with its interval, and the strong
player's decision times with the reading (p50, p99, max), with the load
average before and after.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.players import player_named
from engine.players.bidding_search import SAMPLES, BiddingSearchPlayer
from engine.players.strong import StrongPlayer
from engine.players.tournament import _ci95, _percentile, _Tally, bidding_board
from engine.rules import RuleSet


def strong(reading: bool, samples: int = SAMPLES) -> StrongPlayer:
    """The strong player, with or without the reading."""
    player = StrongPlayer()
    player.bidding = BiddingSearchPlayer(samples=samples, reading=reading)
    return player


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", default="s3")
    parser.add_argument("--samples", type=int, default=SAMPLES,
                        help="deals the strong player searches per decision (fewer: faster, "
                             "weaker; the smoke test's tiny run)")
    args = parser.parse_args(argv)
    print(f"load_before {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    rules = RuleSet.preset_named("bidding", rounds=1)
    normal = player_named("normal")
    labels = ("strong", "normal")
    tallies = {}
    for reading in (True, False):
        tallies[reading] = _Tally(times={label: [] for label in labels},
                                  kankei_deals=dict.fromkeys(labels, 0),
                                  kankei_wins=dict.fromkeys(labels, 0))
    players = {reading: strong(reading, args.samples) for reading in (True, False)}
    for board in range(args.deals):
        for reading in (True, False):
            bidding_board((players[reading], normal), labels, rules, f"{args.seed}:{board}",
                          tallies[reading])
        if (board + 1) % 20 == 0:
            print(f"deals {board + 1}", flush=True)
    for player in players.values():
        player.close()
    for reading in (True, False):
        mean, low, high = _ci95(tallies[reading].points)
        name = "with_reading" if reading else "without_reading"
        print(f"{name}_points_per_deal {mean:+.3f} ({low:+.3f} … {high:+.3f})")
        times = tallies[reading].times["strong"]
        print(f"{name}_decision_ms p50 {1000 * _percentile(times, 0.5):.1f} "
              f"p99 {1000 * _percentile(times, 0.99):.1f} max {1000 * max(times):.1f} "
              f"over {len(times)}")
    paired = [a - b for a, b in zip(tallies[True].points, tallies[False].points, strict=True)]
    mean, low, high = _ci95(paired)
    print(f"paired_difference {mean:+.3f} ({low:+.3f} … {high:+.3f}), "
          f"deals differing {sum(1 for d in paired if d)}/{len(paired)}")
    print(f"load_after {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
