"""Write the golden records: whole matches of random play that take the rare paths.

Run ``python tests/engine/golden/make_golden.py`` to regenerate them after a
deliberate change to the engine; the tests diff every replay against its
``.expected.json``. Each record is the first seed (from 0) whose match
satisfies the predicate, so regenerating is deterministic.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.actions import NijukanPick
from engine.match import Match
from engine.players import RandomPlayer, play_match
from engine.record import record_from_json, record_json, replay, report
from engine.rules import RuleSet

HERE = Path(__file__).parent

Wanted = Callable[[Match], bool]


def has(result: str, deal: int | None = None) -> Wanted:
    return lambda match: any(r.result == result and deal in (None, r.deal)
                             for r in match.results)


def seat_wrap(match: Match) -> bool:
    """R12 across seats 4 and 0: seat 0 moved to seat 1."""
    return match.results[0].seats[:2] == (1, 0)


def nijukan_swap(match: Match) -> bool:
    return any(isinstance(d, NijukanPick) for _, decisions in match.history for d in decisions)


def deal_3_won(match: Match) -> bool:
    return any(r.deal == 3 and r.result in ("kankei_win", "sukonku") for r in match.results)


CASES: dict[str, tuple[RuleSet, Wanted]] = {
    "standard-reverse-sukonku-deal-3": (RuleSet(rounds=3), has("reverse_sukonku", 3)),
    "standard-reverse-sukonku-deal-2": (RuleSet(rounds=3), has("reverse_sukonku", 2)),
    "standard-reverse-juroku-made": (RuleSet(rounds=3), has("reverse_juroku_made")),
    "standard-reverse-juroku-missed": (RuleSet(rounds=2), has("reverse_juroku_missed")),
    "standard-juroku-made": (RuleSet(rounds=3, shown_cards=5), has("juroku_made")),
    "standard-juroku-missed-17": (RuleSet(rounds=3, missed_juroku=-17),
                                  has("juroku_missed")),
    "standard-nijukan-swap-target-8": (RuleSet(rounds=2, deal1_target=8), nijukan_swap),
    "standard-seat-swap-across-4-and-0": (RuleSet(rounds=1), seat_wrap),
    "standard-no-cards-shown-tome-suppe": (RuleSet(rounds=2, shown_cards=0, tome_suppe=True),
                                           has("kankei_win", 3)),
    "goshogawara-redeal": (RuleSet.preset_named("goshogawara", rounds=3), has("redeal")),
    "goshogawara-reverse-sukonku-deal-1": (RuleSet.preset_named("goshogawara", rounds=2),
                                           has("reverse_sukonku", 1)),
    "goshogawara-juroku-missed": (RuleSet.preset_named("goshogawara", rounds=3),
                                  has("juroku_missed")),
    "goshogawara-deal-3-won": (RuleSet.preset_named("goshogawara", rounds=3), deal_3_won),
}


def find(rules: RuleSet, wanted: Wanted) -> dict[str, Any]:
    for seed in range(20000):
        match = play_match([RandomPlayer()] * 5, rules, random.Random(seed))
        if wanted(match):
            return record_json(match)
    raise LookupError("no match found")


def main() -> None:
    for name, (rules, wanted) in CASES.items():
        record = find(rules, wanted)
        expected = {"exit": 0, "stdout": report(replay(record_from_json(record)))}
        (HERE / f"{name}.gnk.json").write_text(json.dumps(record) + "\n")
        (HERE / f"{name}.expected.json").write_text(json.dumps(expected, indent=1) + "\n")
        print(name)


if __name__ == "__main__":
    main()
