"""Bidding lesson 2: the auction and the kitsune (B4, B6, B7, B12).

The learner deals; three cards lie face down in the middle, the kitsune (B4).
Hanako bids 11 hearts and the others pass; the learner, strong in spades,
tops her with 12 spades (B6, a bid must be higher) and Hanako passes: the
learner is the taisho, spades are trump, and the kitsune joins the hand (B7).
Of the thirteen cards the learner lays down the lone Q♣, the 3♦ and the 2♦:
the queen counts for the taisho's side laid down (B7, B12), and no clubs or
diamonds are left, so those suits can be cut.
"""

from __future__ import annotations

from ..lesson import Lesson, cpu, decision, hands, move, move_code, result, say

K = "tutorial.auction."

DEAL = hands(
    "5S JS JC AS KS 10S AH KH QC 3D",
    "JOKER QH JH 10H 9H 8H 7H AD KD AC",
    "QS 9S 7S KC 10C 9C QD JD 6H 5H",
    "6S 4S 8C 7C 6C 10D 9D 8D 3H 2H",
    "3S 2S 5C 4C 3C 2C 7D 6D 5D 4D",
    kitsune="8S 4H 2D",
)

TRUMPS = ("5S", "JS", "JC", "AS", "KS", "10S", "8S")
"""The learner's trumps once the kitsune is in hand (B5: the J♣ is the ura-jack)."""

SMALLEST = move_code(decision("0:discard:4H,3D,2D"))
"""The three smallest cards: the tempting choice that keeps the lone Q♣."""

LESSON = Lesson(
    id="auction",
    title=K + "title",
    summary=K + "summary",
    rules_taught=("B4", "B6", "B7", "B12"),
    prelude=(DEAL,),
    rules={"preset": "bidding", "rounds": 1},
    first_dealer=0,
    steps=(
        say(K + "kitsune", "kitsune"),
        say(K + "auction", "kitsune"),
        *cpu("1:bid:11H 2:pass 3:pass 4:pass"),
        say(K + "your_hand", "bids", "card:5S", "card:JS", "card:JC"),
        move("0:bid:12S", K + "prompt_bid", K + "bid_12", by_move={"pass": K + "dont_pass"},
             pitfall="0:pass", highlight=("bid_picker",)),
        *cpu("1:pass"),
        say(K + "taisho", "card:8S", "card:4H", "card:2D"),
        move("0:discard:QC,3D,2D", K + "prompt_discard", K + "lay_down",
             by_move={SMALLEST: K + "smallest",
                      **{f"discard:{code}": K + "keep_trumps" for code in TRUMPS},
                      "discard:AH": K + "keep_winners", "discard:KH": K + "keep_winners"},
             pitfall="0:discard:4H,3D,2D", highlight=("hand",)),
        result(K + "result", "laid_down", "faces"),
    ),
)
