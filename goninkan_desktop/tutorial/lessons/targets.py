"""Lesson 8: targets, and how a deal ends early (R21, R22).

Round 1, trump clubs. Hanako (A♣) and Saburo (joker) are Kankei. After six
tricks the learner's side, Mukankei, has 6 face cards and needs 8. Saburo
leads the K♠ in trick 7; the learner takes it with the A♠, reaching 8, and
the deal ends there.
"""

from __future__ import annotations

from ..lesson import Lesson, cpu, decisions, hands, move, result, say

K = "tutorial.targets."

DEAL = hands(
    "5C 4C KD 4D QH 7H 6H AS JS 9S",
    "AC QC JC 7C 6C 7D 5D QS 6S 5S",
    "9C 8C AD QD KH 3H 10S 8S 7S 2S",
    "KC 3C 10D 8D 6D 3D JH 10H KS JOKER",
    "10C JD 9D AH 9H 8H 5H 4H 4S 3S",
)

TRICKS_1_TO_6 = decisions("""
    1:koi
    3:3D 4:JD 0:4D 1:5D 2:QD
    2:AD 3:6D 4:9D 0:KD 1:7D
    2:9C 3:KC 4:10C 0:4C 1:6C
    3:8D 4:4H 0:5C 1:JC 2:3H
    1:7C 2:8C 3:3C 4:AH 0:JS
    2:KH 3:JOKER 4:8H 0:6H 1:6S
""")

LESSON = Lesson(
    id="targets",
    title=K + "title",
    summary=K + "summary",
    rules_taught=("R21", "R22"),
    prelude=(DEAL, *TRICKS_1_TO_6),
    steps=(
        say(K + "targets", "targets"),
        say(K + "house_rule", "targets"),
        say(K + "your_side", "faces", "seat:2", "seat:4"),
        *cpu("3:KS 4:3S"),
        move("0:AS", K + "prompt", K + "king_wins", pitfall="0:9S",
             highlight=("trick", "faces")),
        *cpu("1:5S 2:7S"),
        say(K + "ended", "faces", "targets"),
        result(K + "result", "score"),
    ),
)
