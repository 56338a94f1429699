"""Bidding lesson 5: the game without an auction (B17, B18).

No auction, no taisho, no adjutant: the three kitsune cards stay face down out of play
(B17). The learner sits after the dealer and so names the trump, any of the four suits:
spades, where the hand holds the 5, the sei-jack, the ura-jack, the ace, king and queen. The
learner leads the 5♠, which nothing beats, then the A♥, which takes Hanako's Q♥: two face
cards that count for the learner alone. Each player scores the face cards they took; the most
wins the deal, equal counts share it (B18).
"""

from __future__ import annotations

from ..lesson import Lesson, cpu, hands, move, result, say

K = "tutorial.free."

DEAL = hands(
    "5S JS JC AS KS QS AH KH AD 3C",
    "JOKER 10S 9S QH JH 10H KD QD AC KC",
    "8S 7S 9H 8H 7H JD 10D QC 10C 9C",
    "6S 4S 6H 5H 9D 8D 7D 8C 7C 6C",
    "3S 4H 3H 6D 5D 4D 3D 5C 4C 2C",
    kitsune="2S 2H 2D",
)

LESSON = Lesson(
    id="no_auction",
    title=K + "title",
    summary=K + "summary",
    rules_taught=("B17", "B18"),
    prelude=(DEAL,),
    rules={"preset": "bidding", "rounds": 1, "auction": False},
    first_dealer=4,
    steps=(
        say(K + "deal", "kitsune"),
        say(K + "caller", "hand"),
        move("0:trump:S", K + "prompt_trump", K + "spades",
             by_move={"trump:H": K + "not_hearts", "trump:D": K + "not_short",
                      "trump:C": K + "not_clubs"},
             pitfall="0:trump:H", highlight=("hand",)),
        move("0:5S", K + "prompt_lead", K + "lead_five", by_move={"AS": K + "ace_loses"},
             pitfall="0:AS", highlight=("hand",)),
        *cpu("1:9S 2:7S 3:4S 4:3S"),
        say(K + "own", "seat:0"),
        move("0:AH", K + "prompt_ace", K + "lead_ace", by_move={"3C": K + "small_loses"},
             pitfall="0:3C", highlight=("hand",)),
        *cpu("1:QH 2:9H 3:5H 4:3H"),
        result(K + "result", "seat:0", "faces"),
    ),
)
