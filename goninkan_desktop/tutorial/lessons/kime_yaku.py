"""Lesson 10: deals 2 and 3, and kime-yaku: showing cards and choosing the trump (R21, R25, R26).

Deal 1 (prelude): the learner (joker) and Saburo (A♣) are Kankei and win.
Deal 2: Saburo, the deal-1 ace holder, shows the A♠ and K♠ to the learner,
who holds Q♠ J♠ 10♠ 9♠, names spades as trump and will lead.
"""

from __future__ import annotations

from ..lesson import Lesson, cpu, deal, decisions, hands, move, result, say

K = "tutorial.kime_yaku."

DEAL_1 = hands(
    "9C 5C 5D QH 8H 6H QS 7S 2S JOKER",
    "8C 7C 4C QD 3D AH 7H 5H 4H 4S",
    "6C AD KD 10D 7D 4D KH 10H AS JS",
    "AC KC JC 10C 9D 3H 9S 8S 6S 3S",
    "QC 3C JD 8D 6D JH 9H KS 10S 5S",
)

DEAL_1_PLAY = decisions("""
    0:koi
    3:AC 4:3C 0:5C 1:4C 2:6C
    3:KC 4:QC 0:9C 1:7C 2:10H
    3:JC 4:9H 0:QS 1:8C 2:4D
    3:3S 4:5S 0:2S 1:4S 2:JS
    2:AD 3:9D 4:6D 0:5D 1:QD
    2:KD 3:10C 4:8D 0:QH 1:3D
    3:6S 4:10S 0:7S 1:AH 2:AS
    2:KH 3:3H 4:JH 0:JOKER 1:4H
""")

DEAL_2 = hands(
    "7C 5C 8D 6D 4H 3H QS JS 10S 9S",
    "3C JD 9D 5D 4D AH QH 8S 7S JOKER",
    "KC 8C 4C KD QD JH 9H 6S 5S 3S",
    "AC JC 9C 6C AD 8H AS KS 4S 2S",
    "QC 10C 10D 7D 3D KH 10H 7H 6H 5H",
)

LESSON = Lesson(
    id="kime_yaku",
    title=K + "title",
    summary=K + "summary",
    rules_taught=("R21", "R25", "R26"),
    prelude=(DEAL_1, *DEAL_1_PLAY),
    steps=(
        say(K + "same_team", "score", "seat:3"),
        deal(DEAL_2),
        say(K + "choose", "trump"),
        say(K + "shower", "seat:3"),
        *cpu("3:show:AS,KS"),
        say(K + "shown", "card:AS", "card:KS"),
        move("0:trump:S", K + "prompt", K + "other_suit", pitfall="0:trump:D",
             highlight=("trump_picker",)),
        say(K + "targets", "targets"),
        result(K + "result"),
    ),
)
