"""Lesson 4: the joker (baba): not in trick 1, and dancing even when you could follow (R17, R19).

Round 1, trump clubs. The learner holds the joker and is Kankei with Jiro
(A♣); the learner said koi, so Jiro leads. In trick 1 the joker may not be
played. In trick 2 Saburo and Shiro put the K♠ and A♠ down: the learner holds
a spade but lets the joker dance and takes them.
"""

from __future__ import annotations

from ..lesson import OTHER_MOVE, Lesson, cpu, decisions, hands, move, result, say

K = "tutorial.joker."

DEAL = hands(
    "8C 4C 9D 6D 5D 10H 8H 5H 7S JOKER",
    "6C 5C AD 8D KH 9S 8S 5S 4S 3S",
    "AC QC 9C 7D QH 9H 6H JS 10S 2S",
    "KC KD 3D AH JH 7H 3H KS QS 6S",
    "JC 10C 7C 3C QD JD 10D 4D 4H AS",
)

LESSON = Lesson(
    id="joker",
    title=K + "title",
    summary=K + "summary",
    rules_taught=("R17", "R19"),
    prelude=(DEAL, *decisions("0:koi")),
    steps=(
        say(K + "baba", "card:JOKER"),
        say(K + "when", "card:JOKER"),
        *cpu("2:7D 3:KD 4:4D"),
        move("0:5D 0:6D 0:9D", K + "prompt_trick1", OTHER_MOVE,
             illegal={"joker_forbidden": K + "not_trick1"}, pitfall="0:JOKER",
             highlight=("trick", "hand")),
        *cpu("1:8D"),
        say(K + "trick1_won", "seat:3"),
        *cpu("3:KS 4:AS"),
        say(K + "dance_anyway", "trick", "card:JOKER"),
        move("0:JOKER", K + "prompt_dance", K + "spade_loses",
             illegal={"must_follow": K + "follow_or_dance"}, pitfall="0:7S",
             highlight=("card:JOKER",)),
        *cpu("1:9S 2:JS"),
        result(K + "result", "faces"),
    ),
)
