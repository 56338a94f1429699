"""Lesson 1: the cards, the face cards (efuda) and why they matter (R1–R4, R10, R20).

Round 1, trump clubs. Jiro (A♣) and Shiro (joker) are Kankei; the learner
plays with Hanako and Saburo. Jiro leads the J♥ and Shiro adds the K♥: the
learner takes both with the A♥.
"""

from __future__ import annotations

from ..lesson import Lesson, cpu, decisions, hands, move, result, say

K = "tutorial.cards."

DEAL = hands(
    "KC 9C 6C 5C AD AH 9H 4H AS 5S",
    "JD 10D 8D 5D 7H 3H 8S 6S 3S 2S",
    "AC QC 10C 4C KD 9D 3D QH JH 7S",
    "JC 8C 7D 6D 8H 6H 5H KS QS 9S",
    "7C 3C QD 4D KH 10H JS 10S 4S JOKER",
)

LESSON = Lesson(
    id="cards",
    title=K + "title",
    summary=K + "summary",
    rules_taught=("R1", "R2", "R3", "R4", "R10", "R20"),
    prelude=(DEAL, *decisions("2:iku")),
    steps=(
        say(K + "welcome", "hand"),
        say(K + "deck", "hand"),
        say(K + "rank", "card:AH"),
        say(K + "faces", "faces"),
        say(K + "sides", "seat:2", "seat:4"),
        *cpu("2:JH 3:5H 4:KH"),
        say(K + "trick", "trick"),
        move("0:AH", K + "prompt", K + "too_low",
             illegal={"must_follow": K + "follow"}, pitfall="0:9H", highlight=("hand",)),
        *cpu("1:3H"),
        result(K + "result", "faces"),
    ),
)
