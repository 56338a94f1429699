"""Lesson 2: turns and following suit (R5, R15, R16).

Round 1, trump clubs. Hanako (A♣) and Saburo (joker) are Kankei. Hanako
leads the A♦: the learner must follow with a diamond. Then she leads the
A♠, and the learner, with no spades, may play anything: a small card.
"""

from __future__ import annotations

from ..lesson import OTHER_MOVE, Lesson, cpu, decisions, hands, move, result, say

K = "tutorial.following."

DEAL = hands(
    "10D 6D 3D KH 9H 8H 7H 5H 4H 3H",
    "AC 6C AD 7D AH AS QS 9S 7S 3S",
    "9C 7C 4C 3C QD JD 5D QH 6S 4S",
    "5C KD 8D 4D JH 10H KS JS 10S JOKER",
    "KC QC JC 10C 8C 9D 6H 8S 5S 2S",
)

LESSON = Lesson(
    id="following",
    title=K + "title",
    summary=K + "summary",
    rules_taught=("R5", "R15", "R16"),
    prelude=(DEAL, *decisions("1:iku")),
    steps=(
        say(K + "turns", "seat:1"),
        *cpu("1:AD 2:5D 3:8D 4:9D"),
        say(K + "led", "led_card"),
        move("0:3D 0:6D 0:10D", K + "prompt_follow", OTHER_MOVE,
             illegal={"must_follow": K + "must_follow"}, pitfall="0:KH",
             highlight=("hand", "led_card")),
        say(K + "won", "trick"),
        *cpu("1:AS 2:6S 3:KS 4:2S"),
        say(K + "void", "led_card", "hand"),
        move("0:3H 0:4H 0:5H 0:7H 0:8H 0:9H 0:6D 0:10D", K + "prompt_void", K + "keep_face",
             pitfall="0:KH", highlight=("hand",)),
        result(K + "result"),
    ),
)
