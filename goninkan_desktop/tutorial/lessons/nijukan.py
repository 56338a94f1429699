"""Lesson 11: nijū-kan, one player dealt both key cards (R13, the swap; the redeal house rule).

Round 1, trump clubs, standard rules (nijū-kan swap). Shiro is dealt both the
A♣ and the joker; Hanako, two seats to his right, becomes his partner, and
the learner, sitting between them, picks the two face-down cards that change
hands. Any pick is right: it is blind.
"""

from __future__ import annotations

from ..lesson import OTHER_MOVE, Lesson, deal, hands, move, result, say

K = "tutorial.nijukan."

HANAKO = "KC 6C QD 10D 7D KH 10H JS 6S 5S"

DEAL = hands(
    "QC JC 8C KD 3D 9H 7H 6H 7S 4S",
    HANAKO,
    "7C 3C QH JH 8H 4H 3H KS QS 10S",
    "5C 4C AD 8D 6D 5D 4D AH AS 9S",
    "AC 10C 9C JD 9D 5H 8S 3S 2S JOKER",
)

PICKS = " ".join(f"0:pick:{key},{card}" for key in ("JOKER", "AC") for card in HANAKO.split())

LESSON = Lesson(
    id="nijukan",
    title=K + "title",
    summary=K + "summary",
    rules_taught=("R13",),
    prelude=(),
    steps=(
        say(K + "what"),
        deal(DEAL),
        say(K + "partner", "seat:4", "seat:1"),
        say(K + "face_down", "nijukan"),
        move(PICKS, K + "prompt", OTHER_MOVE, pitfall="0:pick:KH,6C",
             highlight=("nijukan",)),
        say(K + "kankei", "seat:4", "seat:1"),
        result(K + "result"),
    ),
)
