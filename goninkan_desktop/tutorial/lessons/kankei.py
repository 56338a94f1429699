"""Lesson 6: who becomes Kankei, and the seat swap (R5, R6, R11, R12).

Round 1, trump clubs. Hanako is dealt the A♣ and Jiro the joker: they are
Kankei, and they sit side by side, so Jiro (on the right) swaps seats with
Saburo. Hanako leads the Q♦, Jiro adds the K♦, and the learner takes both
with the A♦.
"""

from __future__ import annotations

from ..lesson import Lesson, cpu, deal, hands, move, result, say

K = "tutorial.kankei."

DEAL = hands(
    "10C 4C AD 7D AH KH QH 7H KS 10S",
    "AC 9C QD JD 8D 6D 9H 7S 5S 2S",
    "6C KD 10D 9D JH 10H 4H 3H 8S JOKER",
    "QC JC 8C 7C 5C 5D AS JS 6S 3S",
    "KC 3C 4D 3D 8H 6H 5H QS 9S 4S",
)

LESSON = Lesson(
    id="kankei",
    title=K + "title",
    summary=K + "summary",
    rules_taught=("R5", "R6", "R11", "R12"),
    prelude=(),
    steps=(
        say(K + "who"),
        deal(DEAL),
        say(K + "announced", "seat:1", "seat:2"),
        say(K + "swap", "seat:2", "seat:3"),
        say(K + "order", "seat:1", "seat:3"),
        *cpu("1:iku 1:QD 3:5D 2:KD 4:4D"),
        say(K + "their_cards", "trick"),
        move("0:AD", K + "prompt", K + "king_wins", illegal={"must_follow": K + "follow"},
             pitfall="0:7D", highlight=("hand",)),
        result(K + "result", "faces"),
    ),
)
