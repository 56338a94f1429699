"""A process that plays a seeded CPU match and autosaves after every action, to be killed.

``python autosave_child.py SEED STOP_AT``: plays five random players with
``random.Random(SEED)``, rewriting the autosave (``saves.Autosave()``, so in
``$XDG_DATA_HOME``) after every action and printing the number of actions
done. With ``STOP_AT`` ≥ 0, once at least that many actions are done and a
trick is half played, it prints ``ready`` and rewrites the same record for
ever, so that a kill lands in the middle of a write. ``test_saves.py`` kills
it with SIGKILL and imports ``seeded_match`` to rebuild the same match.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.dealing import draw_first_dealer
from engine.match import Match
from engine.players import RandomPlayer, step
from engine.record import dumps
from engine.rules import RuleSet
from goninkan_desktop.profile.saves import Autosave

NAMES = ("You", "Hanako", "Jiro", "Saburo", "Shiro")


def actions_done(match: Match) -> int:
    """Actions applied so far, deals included (one per line of the child's output)."""
    return sum(1 + len(decisions) for _, decisions in match.history)


def mid_trick(match: Match) -> bool:
    """Whether a trick has been led but not finished."""
    return 0 < len(match.trick) < 5


def seeded_match(seed: int) -> Iterator[Match]:
    """The match of ``seed`` after each action (the same object, advanced each time)."""
    rng = random.Random(seed)
    players = [RandomPlayer() for _ in NAMES]
    _, dealer = draw_first_dealer(rng)
    match = Match(RuleSet(), NAMES, dealer)
    while not match.finished:
        step(match, players, rng)
        yield match


def main(seed: int, stop_at: int) -> None:
    """Play, save and report; see the module's docstring."""
    autosave = Autosave()
    for match in seeded_match(seed):
        text = dumps(match)
        if not autosave.write(text):
            raise SystemExit("autosave failed")
        done = actions_done(match)
        print(done, flush=True)
        if 0 <= stop_at <= done and mid_trick(match):
            print("ready", flush=True)
            while True:
                autosave.write(text)


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]))
