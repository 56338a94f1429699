"""Lesson 3: the trump (yaku), winning a trick, and cutting (R9, R16, R19).

Round 1, trump clubs. Hanako (A♣) and Shiro (joker) are Kankei. Spades are
led: the learner holds one spade and must follow, trumps or not. Then hearts
are led and Shiro plays the A♥: the learner, out of hearts, cuts with a club.
"""

from __future__ import annotations

from ..lesson import OTHER_MOVE, Lesson, cpu, decisions, hands, move, result, say

K = "tutorial.trumps."

DEAL = hands(
    "9C 8C 4C KD 10D 7D 5D 4D 3D 3S",
    "AC 6C 6D 8H 5H KS QS JS 10S 2S",
    "KC 7C 3C JD QH JH 10H 7S 6S 5S",
    "JC 10C AD KH 9H 6H 4H AS 9S 4S",
    "QC 5C QD 9D 8D AH 7H 3H 8S JOKER",
)

LESSON = Lesson(
    id="trumps",
    title=K + "title",
    summary=K + "summary",
    rules_taught=("R9", "R16", "R19"),
    prelude=(DEAL, *decisions("1:iku")),
    steps=(
        say(K + "yaku", "trump"),
        say(K + "winner", "trick"),
        *cpu("1:QS 2:5S 3:AS 4:8S"),
        move("0:3S", K + "prompt_follow", OTHER_MOVE,
             illegal={"must_follow": K + "no_cut"}, pitfall="0:4C",
             highlight=("led_card", "hand")),
        say(K + "spade_won", "seat:3"),
        *cpu("3:6H 4:AH"),
        say(K + "can_cut", "trick", "trump"),
        move("0:4C 0:8C 0:9C", K + "prompt_cut", K + "not_trump", pitfall="0:10D",
             highlight=("hand", "trump")),
        *cpu("1:8H 2:JH"),
        result(K + "result", "faces"),
    ),
)
