"""How many complete random deals the engine plays per second, on one core.

Each deal starts from a fresh shuffle: the hands are dealt through
``Match.apply`` (Kankei found, seats swapped, a nijū-kan picked, iku called),
then every card is chosen at random among the legal cards and played with its
legality checked, until the deal ends. Two figures:

- ``random_deals_per_second``: card play through ``TrickPlay``, the fast core
  the CPU players' search plays out deals with;
- ``match_apply_deals_per_second``: every card through ``Match.apply``, with
  its events and the record kept, as the table and the replay use it;

and the yardstick they are held to, measured in the same run, in turns of 100 deals with
the other two (so that all three meet the same load):

- ``naive_deals_per_second``: the same deals played by a plain implementation
  written straight from ``docs/rules.md`` (``benchmarks/naive_rules.py``: card
  strings in lists, no bit masks, no caching);
- ``ratio_to_naive``: ``random_deals_per_second`` over it (issue 30's goal: 5 or more).
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from engine.actions import Deal, LeadCall, Play
from engine.cards import DECK_SIZE, JOKER
from engine.match import Match, Phase
from engine.rules import RuleSet

sys.path.insert(0, str(Path(__file__).resolve().parent))
from naive_rules import play_random_deal

RULES = RuleSet()
NAMES = ("P0", "P1", "P2", "P3", "P4")


def new_deal(rng: random.Random) -> Match:
    """A match at the lead of trick 1 of a freshly shuffled deal 1."""
    deck = list(range(DECK_SIZE))
    rng.shuffle(deck)
    match = Match(RULES, NAMES, 0)
    match.apply(Deal(tuple(tuple(deck[i:i + 10]) for i in range(0, 50, 10))))
    if match.phase is Phase.NIJUKAN_PICK:
        match.apply(rng.choice(match.legal_decisions()))
    match.apply(LeadCall(match.kankei[0], rng.random() < 0.5))
    return match


def random_card(legal: int, rng: random.Random) -> int:
    """A uniformly random card of a non-empty mask."""
    index = int(rng.random() * legal.bit_count())
    while index:
        legal &= legal - 1
        index -= 1
    return (legal & -legal).bit_length() - 1


def play_core(rng: random.Random) -> None:
    match = new_deal(rng)
    play = match.play
    assert play is not None
    while play.result is None:
        card = random_card(play.legal(), rng)
        play.play(card, int(rng.random() * 4) if card == JOKER else -1)


def play_match_apply(rng: random.Random) -> None:
    match = new_deal(rng)
    while match.phase is Phase.PLAY:
        card = random_card(match.legal_mask(), rng)
        match.apply(Play(match.turn, card, 0 if card == JOKER else None))


def rate(play_one: Callable[[random.Random], None], seconds: float) -> float:
    """Deals per second of ``play_one`` over about ``seconds``."""
    return rates([play_one], seconds)[0]


def rates(players: Sequence[Callable[[random.Random], object]], seconds: float) -> list[float]:
    """Deals per second of each of ``players``, over about ``seconds`` each, taken in turns of
    100 deals: on a machine whose load changes, each meets the same load, so their ratios
    hold even when the figures move."""
    rngs = [random.Random(1) for _ in players]
    counts = [0] * len(players)
    spent = [0.0] * len(players)
    while min(spent) < seconds:
        for i, play_one in enumerate(players):
            rng = rngs[i]
            start = time.perf_counter()
            for _ in range(100):
                play_one(rng)
            spent[i] += time.perf_counter() - start
            counts[i] += 100
    return [count / elapsed for count, elapsed in zip(counts, spent, strict=True)]


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    core, match_apply, naive = rates([play_core, play_match_apply, play_random_deal], seconds)
    print(f"random_deals_per_second {core:.0f}")
    print(f"match_apply_deals_per_second {match_apply:.0f}")
    print(f"naive_deals_per_second {naive:.0f}")
    print(f"ratio_to_naive {core / naive:.2f}")


if __name__ == "__main__":
    main()
