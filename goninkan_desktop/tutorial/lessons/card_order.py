"""Bidding lesson 1: the card order of the bidding game (B1, B5, B9, B10, B11).

The bidding game plays all 52 cards and the joker (B1). Jiro won the auction
with 12 spades (B6) and leads trick 1 with the J♠, the sei-jack. Saburo tops
it with the joker, and Shiro must follow the spade lead with his J♣: the
ura-jack is a spade this deal (B5, B9). The learner takes the
trick with the 5♠, the highest trump (B10): three face cards, the 5 itself
not one (B11). Then, with the four highest trumps gone, the learner leads
the A♠, now the top trump, and draws the K♠ and the Q♠.
"""

from __future__ import annotations

from ..lesson import Lesson, cpu, decisions, hands, move, result, say

K = "tutorial.card_order."

DEAL = hands(
    "5S AS 7S KD 10D 7D 9C 5C 6H 4H",
    "KS 3S AC QC 10C 8C JD 9D JH 10H",
    "JS 10S 9S 8S AH KH AD 3D 3C 2C",
    "JOKER QS KC 7C 6C 8D 6D 5D 9H 8H",
    "JC 4C QD 4D 2D QH 7H 5H 3H 2H",
    kitsune="6S 4S 2S",
)

LESSON = Lesson(
    id="card_order",
    title=K + "title",
    summary=K + "summary",
    rules_taught=("B1", "B5", "B9", "B10", "B11"),
    prelude=(DEAL, *decisions("2:bid:12S 3:pass 4:pass 0:pass 1:pass"),
             *decisions("2:discard:3D,3C,2C 2:adjutant:AC")),
    rules={"preset": "bidding", "rounds": 1},
    first_dealer=1,
    steps=(
        say(K + "welcome", "trump"),
        say(K + "order", "card:5S", "card:AS"),
        *cpu("2:JS 3:JOKER 4:JC"),
        say(K + "trick", "trick"),
        move("0:5S", K + "prompt_take", K + "too_low", by_move={"AS": K + "ace_low"},
             pitfall="0:AS", highlight=("trick", "hand")),
        *cpu("1:3S"),
        say(K + "taken", "faces"),
        move("0:AS", K + "prompt_lead", K + "lead_trump", by_move={"7S": K + "seven_low"},
             pitfall="0:7S", highlight=("hand",)),
        *cpu("1:KS 2:2S 3:QS 4:2H"),
        result(K + "result", "faces"),
    ),
)
