"""Lesson 12: scoring, sukonku, jūroku, the end of a round and a match (R7, R8, R23, R24, R27–R29).

A one-round match. Deals 1 and 2 (prelude): the learner (A♣ in deal 1) and
Jiro (joker) are Kankei and win both. Deal 3: Jiro shows two cards, the
learner names hearts and draws the trumps; after trick 7 Kankei have 8 face
cards and Mukankei none. The learner wins trick 8 (a sukonku), calls jūroku
holding the joker and the A♥, and takes all 16. The round ends, and with it
the match. The goshogawara scoring (R30, R31) is mentioned at the end.
"""

from __future__ import annotations

from ..lesson import OTHER_MOVE, Lesson, cpu, decisions, hands, move, result, say

K = "tutorial.scoring."

DEAL_1 = hands(
    "AC 10C 8C 6C 4C 9D 6H 7S 5S 3S",
    "JC 5C 5D 10H 9H 3H JS 10S 8S 2S",
    "9C KD 8D 4D 8H 5H 4H 9S 6S JOKER",
    "QC 7C 3C 10D 7D 6D 3D AH JH 7H",
    "KC AD QD JD KH QH AS KS QS 4S",
)

DEAL_1_PLAY = decisions("""
    0:iku
    0:AC 1:5C 2:9C 3:3C 4:KC
    0:3S 1:2S 2:6S 3:7C 4:4S
    3:QC 4:JD 0:4C 1:JC 2:JOKER
    2:4H 3:AH 4:QH 0:6H 1:3H
    3:3D 4:AD 0:9D 1:5D 2:4D
    4:KH 0:6C 1:9H 2:5H 3:7H
    0:5S 1:8S 2:9S 3:6D 4:QS
    4:AS 0:7S 1:10S 2:8H 3:JH
    4:QD 0:8C 1:10H 2:8D 3:7D
    0:10C 1:JS 2:KD 3:10D 4:KS
""")

DEAL_2 = hands(
    "5C KD QD JD 8D 5D KS 8S 6S 4S",
    "QC 9C 8C AD AH 10H 9H 3H JS 7S",
    "6C 10D 9D 7D 6D QH 7H AS 9S JOKER",
    "AC 7C 4C 3C 4D 3D KH 4H 3S 2S",
    "KC JC 10C JH 8H 6H 5H QS 10S 5S",
)

DEAL_2_PLAY = decisions("""
    0:show:KD,QD 2:trump:D
    2:AS 3:2S 4:5S 0:4S 1:7S
    2:6C 3:AC 4:JC 0:5C 1:QC
    3:3C 4:10C 0:5D 1:8C 2:QH
    0:KS 1:JS 2:9S 3:3S 4:10S
    0:6S 1:AD 2:7H 3:KH 4:QS
    1:AH 2:6D 3:4H 4:5H 0:8S
    2:7D 3:3D 4:6H 0:JD 1:9C
    0:KD 1:3H 2:9D 3:4D 4:8H
    0:QD 1:9H 2:JOKER 3:4C 4:JH
""")

DEAL_3 = hands(
    "AH KH QH JH 10H 9H 8H AS KS JOKER",
    "QC JC 8C 7C 7D 6D 7H 4H 10S 9S",
    "AC KC 10C 9C AD KD QD 10D 9D 7S",
    "6C 5C 5D 4D 6H 3H QS JS 8S 6S",
    "4C 3C JD 8D 3D 5H 5S 4S 3S 2S",
)

DEAL_3_TRICKS_1_TO_7 = decisions("""
    2:show:AD,KD 0:trump:H
    0:KH 1:7H 2:QD 3:6H 4:5H
    0:QH 1:4H 2:KD 3:3H 4:3D
    0:AS 1:9S 2:7S 3:6S 4:2S
    0:KS 1:10S 2:10C 3:8S 4:3S
    0:JH 1:7D 2:AD 3:5D 4:4S
    0:10H 1:6D 2:10D 3:4D 4:5S
    0:9H 1:8C 2:9D 3:5C 4:4C
""")

ANY_SUIT = "0:JOKER/C 0:JOKER/D 0:JOKER/H 0:JOKER/S"

LESSON = Lesson(
    id="scoring",
    title=K + "title",
    summary=K + "summary",
    rules_taught=("R7", "R8", "R23", "R24", "R27", "R28", "R29"),
    rules={"preset": "standard", "rounds": 1},
    prelude=(DEAL_1, *DEAL_1_PLAY, DEAL_2, *DEAL_2_PLAY, DEAL_3, *DEAL_3_TRICKS_1_TO_7),
    steps=(
        say(K + "last_deal", "faces", "targets"),
        say(K + "sukonku", "faces"),
        move("0:8H", K + "prompt_trick8", K + "keep_big",
             by_move={"JOKER": K + "keep_joker"}, pitfall="0:AH", highlight=("hand",)),
        *cpu("1:7C 2:AC 3:6C 4:3C"),
        say(K + "juroku", "juroku"),
        say(K + "stakes", "juroku"),
        move("0:juroku:yes", K + "prompt_call", K + "sure_thing", pitfall="0:juroku:no",
             highlight=("juroku", "card:JOKER", "card:AH")),
        move(ANY_SUIT, K + "prompt_trick9", OTHER_MOVE,
             illegal={"joker_forced": K + "joker_now"}, pitfall="0:AH",
             highlight=("card:JOKER", "suit_picker")),
        *cpu("1:JC 2:KC 3:JS 4:8D"),
        move("0:AH", K + "prompt_trick10", OTHER_MOVE, highlight=("card:AH",)),
        *cpu("1:QC 2:9C 3:QS 4:JD"),
        say(K + "made", "score", "faces"),
        say(K + "points", "score"),
        say(K + "reverse", "score"),
        say(K + "reverse_juroku", "score"),
        say(K + "round_end", "trump"),
        say(K + "match_end", "score"),
        result(K + "result"),
    ),
)
