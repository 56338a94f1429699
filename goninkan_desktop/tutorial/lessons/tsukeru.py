"""Lesson 9: tsukeru, feeding face cards to a trick the partner will win (R19, craft).

Round 1, trump clubs. The learner holds the joker and is Kankei with Jiro
(A♣). The learner said koi; Jiro took trick 1 with the A♦ and now leads the
A♣. Nobody but the learner can beat it, so the learner, out of clubs, adds a
face card to Jiro's trick.
"""

from __future__ import annotations

from ..lesson import Lesson, cpu, decisions, hands, move, result, say

K = "tutorial.tsukeru."

DEAL = hands(
    "KD 8D 7D KH 7H QS 10S 9S 4S JOKER",
    "QC 10C 7C 3C QD 5D JH 9H KS 7S",
    "AC 6C 4C AD JD 10D 9D AH 3H 6S",
    "KC JC 9C 6D 6H 5H 4H AS JS 8S",
    "8C 5C 4D 3D QH 10H 8H 5S 3S 2S",
)

LESSON = Lesson(
    id="tsukeru",
    title=K + "title",
    summary=K + "summary",
    rules_taught=("R19",),
    prelude=(DEAL, *decisions("0:koi 2:AD 3:6D 4:4D 0:7D 1:5D")),
    steps=(
        say(K + "partners", "seat:2", "card:JOKER"),
        *cpu("2:AC 3:9C 4:5C"),
        say(K + "safe", "trick", "card:JOKER"),
        move("0:KH 0:QS 0:KD", K + "prompt", K + "small_card",
             by_move={"JOKER": K + "keep_joker"}, pitfall="0:JOKER", highlight=("hand",)),
        *cpu("1:3C"),
        result(K + "result", "faces"),
    ),
)
