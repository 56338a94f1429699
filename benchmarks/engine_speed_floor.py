"""What ``engine_speed.py``'s loop costs by itself: the ceiling on its ``ratio_to_naive``.

The same shuffle, the same building of the dealt hands, the same random choice
of every card (``engine_speed.random_card``) and the same two calls per card
(``legal()``, ``play(card, suit)``), made to a stand-in that applies no rule
at all: it takes the card from the hand and passes the turn. Each stand-in deal
plays ``CARDS_PER_DEAL`` cards, the mean of the real random deals (a deal ends
when a side reaches its target, R22). Prints:

- ``floor_deals_per_second``: deals per second with rules that cost nothing;
- ``naive_deals_per_second``: ``naive_rules.py``, measured in the same run;
- ``ceiling_ratio``: the first over the second, the most ``ratio_to_naive`` could
  reach with an engine that cost nothing.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from engine.cards import DECK_SIZE, JOKER, hand_mask

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine_speed import random_card, rates
from naive_rules import play_random_deal

CARDS_PER_DEAL = 41
"""Cards played in a random deal, on average (40.8 over 3 000 deals of ``engine_speed``)."""


class NoRules:
    """A stand-in for ``TrickPlay`` that checks nothing and decides nothing."""

    __slots__ = ("hands", "played", "turn")

    def __init__(self, hands: list[int]) -> None:
        self.hands = hands
        self.turn = 0
        self.played = 0

    def legal(self) -> int:
        return self.hands[self.turn]

    def play(self, card: int, suit: int = -1) -> int:
        self.hands[self.turn] ^= 1 << card
        self.turn = (self.turn + 1) % 5
        self.played += 1
        return -1


def play_floor(rng: random.Random) -> None:
    deck = list(range(DECK_SIZE))
    rng.shuffle(deck)
    hands = tuple(tuple(deck[i:i + 10]) for i in range(0, 50, 10))
    rng.random()  # iku or koi
    play = NoRules([hand_mask(hand) for hand in hands])
    while play.played < CARDS_PER_DEAL:
        card = random_card(play.legal(), rng)
        play.play(card, int(rng.random() * 4) if card == JOKER else -1)


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    floor, naive = rates([play_floor, play_random_deal], seconds)
    print(f"floor_deals_per_second {floor:.0f}")
    print(f"naive_deals_per_second {naive:.0f}")
    print(f"ceiling_ratio {floor / naive:.2f}")


if __name__ == "__main__":
    main()
