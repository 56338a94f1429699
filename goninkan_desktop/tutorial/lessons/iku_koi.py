"""Lesson 7: iku or koi, who leads trick 1 of deal 1 (R14).

Round 1, trump clubs. The learner is dealt the A♣ and Saburo the joker. The
learner, holding A♦ K♦ Q♦, says iku and leads the A♦.
"""

from __future__ import annotations

from ..lesson import Lesson, cpu, deal, hands, move, result, say

K = "tutorial.iku_koi."

DEAL = hands(
    "AC 4C AD KD QD 9D 6D AH QH 7H",
    "JC 5D 4D JH KS QS JS 10S 6S 3S",
    "KC 10C 8C 7C JD KH 5H 7S 5S 4S",
    "9C 5C 3C 3D 10H 8H 6H 9S 8S JOKER",
    "QC 6C 10D 8D 7D 9H 4H 3H AS 2S",
)

LESSON = Lesson(
    id="iku_koi",
    title=K + "title",
    summary=K + "summary",
    rules_taught=("R14",),
    prelude=(),
    steps=(
        deal(DEAL),
        say(K + "partners", "card:AC", "seat:3"),
        say(K + "call", "iku_koi"),
        say(K + "hand", "card:AD", "card:KD", "card:QD"),
        move("0:iku", K + "prompt_call", K + "koi", pitfall="0:koi", highlight=("iku_koi",)),
        move("0:AD", K + "prompt_lead", K + "lead_ace", pitfall="0:KD", highlight=("hand",)),
        *cpu("1:5D 2:JD 3:3D 4:10D"),
        result(K + "result", "faces"),
    ),
)
