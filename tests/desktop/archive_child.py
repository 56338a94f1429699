"""A process that finishes match after match and archives each one, to be killed mid-way.

``python archive_child.py FIRST``: for seeds FIRST, FIRST+1, … it writes the
autosave of a seeded CPU match one action before its end, then archives the
finished record and counts it (``Session.archive``: the archive, then the
database row), printing each seed once it is archived. ``test_stats.py``
kills it with SIGKILL at a random moment and checks what the next start finds.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.dealing import draw_first_dealer
from engine.match import Match
from engine.players import RandomPlayer, step
from engine.record import dumps
from engine.rules import RuleSet
from goninkan_desktop.play.session import Session

NAMES = ("You", "Hanako", "Jiro", "Saburo", "Shiro")
RULES = RuleSet.from_json({"preset": "standard", "rounds": 1})


def finished_match(seed: int) -> tuple[str, str]:
    """The record one action before the end of the seeded match, and the finished record."""
    rng = random.Random(seed)
    players = [RandomPlayer() for _ in NAMES]
    _, dealer = draw_first_dealer(rng)
    match = Match(RULES, NAMES, dealer)
    before = dumps(match)
    while not match.finished:
        before = dumps(match)
        step(match, players, rng)
    extra = {"cpu_level": "random", "seed": seed}
    return (json.dumps({**json.loads(before), **extra}, indent=1),
            dumps(match, extra))


def main(first: int) -> None:
    session = Session()
    for seed in range(first, first + 10_000):
        before, after = finished_match(seed)
        session.autosave.write(before)
        assert session.archive(after) is not None
        print(seed, flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]))
