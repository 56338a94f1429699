"""Lesson 5: odori-ban, the joker forced in trick 9, and naming a suit when leading it (R17, R18).

Round 1, trump clubs. The learner holds the joker and is Kankei with Jiro
(A♣). Eight tricks have been played; the learner won trick 8 and still holds
the joker, so it must dance now. The K♥ and Q♥ are still out and the learner
has no hearts: leading the joker and naming hearts draws them in.
"""

from __future__ import annotations

from ..lesson import Lesson, cpu, decisions, hands, move, result, say

K = "tutorial.odori_ban."

DEAL = hands(
    "KC JC 8C 5C 5D 4D 5H KS QS JOKER",
    "9C 6C 3C QD 9D 8D AH KH 3H 6S",
    "AC 10C 4C JD JH 9H 6H 10S 9S 3S",
    "QC 7C AD KD 3D QH 4H 7S 4S 2S",
    "10D 7D 6D 10H 8H 7H AS JS 8S 5S",
)

TRICKS_1_TO_8 = decisions("""
    0:iku
    0:5H 1:AH 2:6H 3:4H 4:10H
    1:3C 2:AC 3:7C 4:8S 0:5C
    2:9S 3:2S 4:AS 0:QS 1:6S
    4:6D 0:4D 1:8D 2:JD 3:KD
    3:3D 4:7D 0:5D 1:9D 2:4C
    2:10C 3:QC 4:10D 0:8C 1:9C
    3:AD 4:7H 0:JC 1:QD 2:JH
    0:KS 1:3H 2:10S 3:7S 4:5S
""")

LESSON = Lesson(
    id="odori_ban",
    title=K + "title",
    summary=K + "summary",
    rules_taught=("R17", "R18"),
    prelude=(DEAL, *TRICKS_1_TO_8),
    steps=(
        say(K + "trick9", "card:JOKER"),
        say(K + "name_suit", "suit_picker"),
        say(K + "think", "hand"),
        move("0:JOKER/H", K + "prompt", K + "other_suit",
             illegal={"joker_forced": K + "forced"}, pitfall="0:KC",
             highlight=("card:JOKER", "suit_picker")),
        *cpu("1:KH 2:9H 3:QH 4:8H"),
        result(K + "result", "faces"),
    ),
)
